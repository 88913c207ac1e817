//! The message files against the code: every message id the code names (with
//! `msg!` or `tr!`) exists in English, and formats in both languages with exactly
//! the arguments the code gives it, with no Fluent error and no id left showing.

use std::path::Path;

use washogi_bot::i18n::{catalog, ids_used_in, Arg, Lang, EN_FILES, JA_FILES};

/// Every Rust file below `dir` (the tests that read the code walk it with this).
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every (id, argument names, file) the code uses, outside the i18n module itself
/// (whose tests use made-up ids on purpose).
fn used() -> Vec<(String, Vec<String>, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut out = Vec::new();
    for file in files {
        if file.ends_with("i18n.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (id, args) in ids_used_in(&text) {
            out.push((id, args, file.display().to_string()));
        }
    }
    out
}

#[test]
fn every_message_the_code_uses_exists_and_formats_in_both_languages() {
    let used = used();
    assert!(used.len() > 150, "the scan found only {} uses", used.len());
    let catalog = catalog();
    for (id, args, file) in &used {
        assert!(
            catalog.has(Lang::En, id),
            "{file}: message {id:?} is not in locales/en"
        );
        assert!(
            catalog.has(Lang::Ja, id),
            "{file}: message {id:?} is not in locales/ja"
        );
        let values: Vec<(&str, Arg)> = args
            .iter()
            .map(|a| (a.as_str(), Arg::Text(format!("«{a}»"))))
            .collect();
        let mut shown = vec![false; args.len()];
        for lang in Lang::ALL {
            let (text, errors) = catalog.format_checked(lang, id, &values).unwrap();
            assert!(
                errors.is_empty(),
                "{file}: {id:?} in {}: {errors:?} (the code gives {args:?})",
                lang.code()
            );
            assert!(!text.trim().is_empty(), "{id}");
            for (i, a) in args.iter().enumerate() {
                shown[i] |= text.contains(&format!("«{a}»"));
            }
        }
        // An argument that no language shows is a mistake too, unless it only
        // chooses a form (a plural, a word from a select).
        for (a, shown) in args.iter().zip(shown) {
            let selects = [
                "n",
                "moves",
                "rated",
                "giver",
                "verb",
                "colour",
                "turn",
                "chosen",
                "variant_id",
                "how",
                "reset",
            ];
            assert!(
                shown || selects.contains(&a.as_str()),
                "{file}: {id:?} shows argument {a:?} in no language"
            );
        }
    }
}

#[test]
fn every_message_in_the_files_is_used_somewhere() {
    let used: Vec<String> = used().into_iter().map(|(id, _, _)| id).collect();
    let commands_source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands/table.rs"),
    )
    .unwrap();
    // `choice-<option>-<value>`: a value of a `OneOf` option of that name.
    let is_choice = |id: &str| {
        washogi_bot::commands::TABLE.iter().any(|c| {
            c.options
                .iter()
                .chain(c.subcommands.iter().flat_map(|s| s.options))
                .any(|o| {
                    o.kind
                        .values()
                        .iter()
                        .any(|v| id == washogi_bot::commands::choice_message(o.name, v))
                })
        })
    };
    for (name, text) in EN_FILES {
        for id in washogi_bot::i18n::message_ids(text) {
            // The slash commands' words are named by pattern (cmd-<name>, opt-<name>,
            // sub-<name>, choice-<option>-<value>) or by id (desc-…) in the command
            // table.
            let by_pattern = *name == "commands.ftl"
                && (id.starts_with("cmd-")
                    || id.starts_with("opt-")
                    || id.starts_with("sub-")
                    || is_choice(&id)
                    || commands_source.contains(&format!("\"{id}\"")));
            assert!(
                used.contains(&id) || by_pattern,
                "{name}: message {id:?} is used nowhere"
            );
        }
    }
    assert_eq!(EN_FILES.len(), JA_FILES.len());
}
