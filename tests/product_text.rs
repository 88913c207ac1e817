//! What a reader of this project sees names features, not the issues of a tracker
//! they do not have: no "issue 25" or "the issue's thresholds" in the command line's
//! help, the READMEs, the code's comments, the locales or the tests. (The SQL
//! migrations are left as they are: their text is checksummed into every database
//! they built, and a changed file would stop those databases from opening.)

use std::path::{Path, PathBuf};
use std::process::Command;

/// The word, assembled so that this file does not trip its own check.
fn word() -> String {
    ["iss", "ue"].concat()
}

/// Where `text` refers to an issue of a tracker: "issue 25", "issues 24/25",
/// "issue #3", "the issue('s)", "this issue": the words around each, read across
/// line breaks and comment markers.
fn references(text: &str) -> Vec<String> {
    let word = word();
    let flowing: Vec<&str> = text
        .lines()
        .map(|l| {
            l.trim_start()
                .trim_start_matches(['/', '!', '#', '*', '-', '|'])
        })
        .collect();
    let lower = flowing.join(" ").to_lowercase();
    let alnum = |c: char| c.is_alphanumeric();
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(i) = lower[at..].find(&word) {
        let start = at + i;
        let end = start + word.len();
        at = end;
        let rest = lower[end..].strip_prefix('s').unwrap_or(&lower[end..]);
        if lower[..start].ends_with(alnum) || rest.starts_with(alnum) {
            continue; // part of another word ("tissue", "issuer")
        }
        let previous = lower[..start].trim_end().rsplit(|c: char| !alnum(c)).next();
        let the = previous.is_some_and(|p| ["the", "this", "that"].contains(&p));
        let rest = rest.trim_start().trim_start_matches('#');
        if the || rest.starts_with(|c: char| c.is_ascii_digit()) {
            let around = |i: usize| (i..=lower.len()).find(|&i| lower.is_char_boundary(i));
            let from = around(start.saturating_sub(40)).unwrap_or(start);
            let to = around((end + 40).min(lower.len())).unwrap_or(end);
            found.push(lower[from..to].to_string());
        }
    }
    found
}

/// Every text file of the project a reader meets, the build's output, the VCS and
/// the migrations aside.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name == "product_text.rs" {
            continue; // this file, which names what it looks for
        } else if path.is_dir() {
            if !["target", ".git", "migrations", "data"].contains(&name.as_str()) {
                files(&path, out);
            }
        } else if [
            ".rs", ".md", ".ftl", ".toml", ".py", ".sh", ".example", ".yml", ".service",
        ]
        .iter()
        .any(|ext| name.ends_with(ext))
            || name == "run"
        {
            out.push(path);
        }
    }
}

#[test]
fn no_text_refers_to_issue_numbers() {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    files(top, &mut all);
    assert!(all.len() > 100, "the walk found the project: {}", all.len());
    let mut hits = Vec::new();
    for file in &all {
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        for words in references(&text) {
            hits.push(format!(
                "{}: …{words}…",
                file.strip_prefix(top).unwrap().display()
            ));
        }
    }
    assert!(hits.is_empty(), "{}", hits.join("\n"));
}

#[test]
fn the_command_line_help_names_features() {
    for args in [
        &["--help"][..],
        &["puzzles", "--help"],
        &["analyse", "--help"],
        &["migrate-db", "--help"],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
            .args(args)
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(help.contains("Usage"), "{args:?}: {help}");
        assert!(!help.to_lowercase().contains(&word()), "{args:?}: {help}");
    }
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let w = word();
    for text in [
        format!("Puzzles ({w} 25): find them"),
        format!("the {w}'s thresholds"),
        format!("{w}s 24/25"),
        format!("as {w} #3 asks"),
        format!("(the\n/// {w} asks for at most 60 s"),
    ] {
        assert_eq!(references(&text).len(), 1, "{text}");
    }
    for text in ["tissue paper", "an issuer of ratings"] {
        assert!(references(text).is_empty(), "{text}");
    }
}
