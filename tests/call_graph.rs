//! The call graph of the game service's areas, derived from the code. An area is a
//! folder of `src/game/` or one of its top-level files; each has a handle, `Area<'s>`,
//! declared with `crate::game::area!` and holding the handles of the areas below it
//! that it calls, and the compiler keeps it to those. The doors (`Service`'s methods
//! in `command.rs` and `sweeps.rs`) reach the areas through the service's accessors
//! (`self.games()`). This test reads both, checks the graph has no cycle (nor does
//! the graph of files, within an area: no file calls back into one that called it),
//! and that `docs/call-graph.md` shows it as it is.
//!
//! After a change that adds or removes an edge, rewrite the document with
//! `WASHOGI_WRITE_CALL_GRAPH=1 cargo test --test bot call_graph`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::i18n_catalog::rust_files;

/// A method of `Service`: the area and file it is defined in, and its body.
struct Method {
    area: String,
    file: String,
    name: String,
    body: String,
}

/// `games` for `src/game/games/play.rs`, `finish` for `src/game/finish.rs`.
fn area_of(game: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(game).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

/// The text between the `{` at `open` and its matching `}`.
fn block(text: &str, open: usize) -> &str {
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open + 1..open + i];
                }
            }
            _ => {}
        }
    }
    &text[open + 1..]
}

/// How the service's impl blocks begin: the doors, the core, and each area's handle.
const IMPLS: [&str; 6] = [
    "\nimpl Service {",
    "\nimpl Core {",
    "\nimpl Area<'_> {",
    "\nimpl super::Area<'_> {",
    "\nimpl<'s> Area<'s> {",
    "\nimpl<'s> super::Area<'s> {",
];

/// Every method of the service's impl blocks (doors, core, areas), with its body.
fn methods(game: &Path) -> Vec<Method> {
    let mut files = Vec::new();
    rust_files(game, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let area = area_of(game, &file);
        let mut opens: Vec<usize> = IMPLS
            .iter()
            .flat_map(|head| {
                text.match_indices(head)
                    .map(|(i, _)| i + head.len() - 1)
                    .collect::<Vec<_>>()
            })
            .collect();
        opens.sort_unstable();
        for open in opens {
            let body = block(&text, open);
            // Methods start at the block's first indentation: "    fn", "    pub fn", …
            let starts: Vec<(usize, String)> = body
                .match_indices("\n    ")
                .filter_map(|(i, _)| {
                    let line = &body[i + 5..];
                    let after = line.split("fn ").nth(1)?;
                    let head = &line[..line.find("fn ")?];
                    let head_ok = !head.contains('\n')
                        && head
                            .split_whitespace()
                            .all(|w| w == "async" || w.starts_with("pub"));
                    let name: String = after
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    (head_ok && !name.is_empty() && !line.starts_with(' ')).then_some((i, name))
                })
                .collect();
            for (k, (start, name)) in starts.iter().enumerate() {
                let end = starts.get(k + 1).map_or(body.len(), |(e, _)| *e);
                found.push(Method {
                    area: area.clone(),
                    file: file.strip_prefix(game).unwrap().display().to_string(),
                    name: name.clone(),
                    body: body[*start..end].to_string(),
                });
            }
        }
    }
    found
}

/// The names called as `self.name(`, `self.area.name(` or `self.area().name(`
/// (across line breaks) in `body`.
fn calls(body: &str) -> BTreeSet<String> {
    fn ident(s: &str) -> (&str, &str) {
        let s = s.trim_start();
        let n = s
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        (&s[..n], s[n..].trim_start())
    }
    let mut out = BTreeSet::new();
    let mut rest = body;
    while let Some(i) = rest.find("self") {
        let at = &rest[i + 4..];
        rest = at;
        let Some(after) = at.trim_start().strip_prefix('.') else {
            continue;
        };
        let (name, after) = ident(after);
        if name.is_empty() {
            continue;
        }
        if after.starts_with('(') {
            out.insert(name.to_string());
        }
        // Through an area's handle: a field, or the service's accessor.
        let after = after.strip_prefix("()").unwrap_or(after).trim_start();
        if let Some(after) = after.strip_prefix('.') {
            let (called, after) = ident(after);
            if !called.is_empty() && after.starts_with('(') {
                out.insert(called.to_string());
            }
        }
    }
    out
}

/// The areas: `games` for `src/game/games/mod.rs`, `finish` for `src/game/finish.rs`,
/// each with the areas its handle holds (what its `area!` declaration names).
fn declared(game: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    rust_files(game, &mut files);
    let mut graph = BTreeMap::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let Some(at) = text.find("\ncrate::game::area! {") else {
            continue;
        };
        let declaration = block(&text, at + "\ncrate::game::area! ".len());
        let below: BTreeSet<String> = declaration
            .split("crate::game::")
            .skip(1)
            .filter_map(|s| s.split_once("::Area<").map(|(area, _)| area.to_string()))
            .collect();
        graph.insert(area_of(game, &file), below);
    }
    graph
}

/// Area → the areas it calls: the areas' declarations, and the doors (`command`,
/// `sweeps`) with the areas whose accessor they call (`self.games()`). With
/// `by_file`: file → the files whose methods it calls.
fn graph(by_file: bool) -> BTreeMap<String, BTreeSet<String>> {
    let game = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/game");
    let methods = methods(&game);
    if !by_file {
        let mut graph = declared(&game);
        // The command door includes each command's handler call, in its declaration.
        let table = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands/table.rs");
        let table = std::fs::read_to_string(table)
            .unwrap()
            .replace("s.", "self.");
        for door in ["command", "sweeps"] {
            let mut text: String = methods
                .iter()
                .filter(|m| m.area == door)
                .map(|m| m.body.as_str())
                .collect();
            if door == "command" {
                text.push_str(&table);
            }
            let text: String = text.split_whitespace().collect();
            let reached = graph
                .keys()
                .filter(|area| text.contains(&format!("self.{area}().")))
                .cloned()
                .collect();
            graph.insert(door.to_string(), reached);
        }
        return graph;
    }
    let defined: BTreeMap<&str, String> = methods
        .iter()
        .map(|m| (m.name.as_str(), m.file.clone()))
        .collect();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for m in &methods {
        let edges = graph.entry(m.file.clone()).or_default();
        for called in calls(&m.body) {
            if let Some(to) = defined.get(called.as_str()) {
                if *to != m.file {
                    edges.insert(to.clone());
                }
            }
        }
    }
    graph
}

/// A cycle of the graph, if it has one.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == node) {
            let mut cycle = path[i..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(c) = visit(next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

/// The areas in layers: each calls only areas of the layers below it.
fn layers(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let mut height: BTreeMap<String, usize> = BTreeMap::new();
    fn h(
        n: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        m: &mut BTreeMap<String, usize>,
    ) -> usize {
        if let Some(v) = m.get(n) {
            return *v;
        }
        let v = g
            .get(n)
            .into_iter()
            .flatten()
            .map(|c| h(c, g, m) + 1)
            .max()
            .unwrap_or(0);
        m.insert(n.to_string(), v);
        v
    }
    for n in graph.keys() {
        h(n, graph, &mut height);
    }
    let top = height.values().copied().max().unwrap_or(0);
    (0..=top)
        .rev()
        .map(|level| {
            height
                .iter()
                .filter(|(_, v)| **v == level)
                .map(|(k, _)| k.clone())
                .collect()
        })
        .collect()
}

/// The document: the layers from the top, then each area's calls.
fn document(graph: &BTreeMap<String, BTreeSet<String>>) -> String {
    let mut out = String::from(
        "# The game service's call graph\n\n\
         Derived from the code by `tests/call_graph.rs` (which fails when this file is \
         out of date; `WASHOGI_WRITE_CALL_GRAPH=1 cargo test --test bot call_graph` \
         rewrites it). An area is a folder of `src/game/` or one of its top-level \
         files, with a handle (`Area<'s>`, declared by `crate::game::area!`) that holds \
         the handles of the areas below it it calls, and nothing else: the compiler \
         keeps each area to those. The doors, `Service`'s methods in `command.rs` \
         (commands in) and `sweeps.rs` (the clock's sweep), reach areas through the \
         service's accessors. Every area also reads the shared core (`service.rs`: \
         the store, the clock, the servers looked after). Calls only go down: each \
         layer calls only the layers below it.\n\n## Layers, from \
         the top\n\n",
    );
    for (i, layer) in layers(graph).iter().enumerate() {
        out.push_str(&format!("{}. {}\n", i + 1, layer.join(", ")));
    }
    out.push_str("\n## Calls\n\n");
    for (area, called) in graph {
        let called: Vec<&str> = called.iter().map(String::as_str).collect();
        let called = if called.is_empty() {
            "(nothing)".to_string()
        } else {
            called.join(", ")
        };
        out.push_str(&format!("- {area} → {called}\n"));
    }
    out
}

#[test]
fn calls_between_areas_only_go_down() {
    let graph = graph(false);
    assert!(graph.len() >= 10, "the areas were found: {graph:?}");
    assert!(graph["command"].contains("games"), "{graph:?}");
    if let Some(cycle) = cycle(&graph) {
        panic!(
            "an area calls back into one that called it: {}",
            cycle.join(" → ")
        );
    }
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/call-graph.md");
    let derived = document(&graph);
    if std::env::var_os("WASHOGI_WRITE_CALL_GRAPH").is_some() {
        std::fs::write(&doc, &derived).unwrap();
    }
    let written = std::fs::read_to_string(&doc).unwrap_or_default();
    assert!(
        written == derived,
        "docs/call-graph.md is out of date; the code's graph is:\n{derived}"
    );
}

/// Within an area too: no file calls back into one that called it.
#[test]
fn calls_between_files_only_go_down() {
    let graph = graph(true);
    assert!(graph.len() >= 30, "the files were found: {}", graph.len());
    if let Some(cycle) = cycle(&graph) {
        panic!(
            "a file calls back into one that called it: {}",
            cycle.join(" → ")
        );
    }
}

#[test]
fn the_reading_finds_calls_across_lines_and_cycles() {
    let body =
        "let x = self\n            .settle(id)\n            .await;\nself.now(); self.store;";
    let found: Vec<String> = calls(body).into_iter().collect();
    assert_eq!(found, ["now", "settle"]);
    let through = "self.finish\n    .settle(g)\n    .await;\nself.games().run_move(c);";
    let found: Vec<String> = calls(through).into_iter().collect();
    assert_eq!(found, ["games", "run_move", "settle"]);
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("a".into()).or_default().insert("b".into());
    g.entry("b".into()).or_default().insert("c".into());
    g.entry("c".into()).or_default();
    assert_eq!(cycle(&g), None);
    assert_eq!(layers(&g), vec![vec!["a"], vec!["b"], vec!["c"]]);
    g.get_mut("c").unwrap().insert("a".into());
    assert_eq!(cycle(&g).unwrap(), ["a", "b", "c", "a"]);
}
