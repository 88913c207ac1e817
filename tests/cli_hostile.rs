//! The command line and the settings under careless or hostile input: every
//! mistake is one clear line on standard error and a failed exit, and nothing is
//! created on disk (no SQLite file named after a typo).

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::support::fake_discord as fake;

/// Run `washogi-bot ARGS` in `dir` with `env` (and no other database or Discord
/// settings), standard input empty.
fn run(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_washogi-bot"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_SHARDS")
        .env_remove("WASHOGI_LANG")
        .env_remove("DISCORD_PROXY_URL")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null());
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().unwrap()
}

/// The run failed with one line on standard error that contains `words`.
fn refused(output: &Output, words: &str) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(!output.status.success(), "it succeeded: {stderr}");
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line: {stderr}");
    assert!(lines[0].contains(words), "{words:?} missing from {stderr}");
    lines[0].to_string()
}

fn files_in(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect()
}

#[test]
fn migrate_db_takes_only_database_urls_and_a_source_that_exists() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let to = "sqlite://target.db";
    // A bare path, missing: once an empty SQLite file and "copied 0 players".
    refused(
        &run(d, &["migrate-db", "--from", "washogi.dbb", "--to", to], &[]),
        "--from",
    );
    refused(
        &run(d, &["migrate-db", "--from", "not a url", "--to", to], &[]),
        "sqlite://FILE",
    );
    refused(
        &run(
            d,
            &["migrate-db", "--from", "sqlite://missing.db", "--to", to],
            &[],
        ),
        "does not exist",
    );
    refused(
        &run(
            d,
            &["migrate-db", "--from", "sqlite::memory:", "--to", to],
            &[],
        ),
        "in-memory",
    );
    // Once a file named `::::`.
    std::fs::write(d.join("source.db"), b"").unwrap();
    refused(
        &run(
            d,
            &["migrate-db", "--from", "sqlite://source.db", "--to", "::::"],
            &[],
        ),
        "--to",
    );
    refused(
        &run(
            d,
            &[
                "migrate-db",
                "--from",
                "sqlite://source.db",
                "--to",
                "mysql://u@h/db",
            ],
            &[],
        ),
        "MySQL",
    );
    assert_eq!(files_in(d), ["source.db"], "nothing was created");
}

#[test]
fn perft_caps_its_work_not_only_its_depth() {
    let dir = tempfile::tempdir().unwrap();
    let full_hands = "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1";
    let args = [
        "perft",
        "--variant",
        "shogi",
        "--sfen",
        full_hands,
        "--depth",
        "6",
        "--max-positions",
        "200000",
    ];
    let line = refused(&run(dir.path(), &args, &[]), "stopped: depth 6");
    assert!(line.contains("200000"), "{line}");
    // Within the cap, the count.
    let output = run(
        dir.path(),
        &["perft", "--variant", "shogi", "--depth", "2"],
        &[],
    );
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "900");
}

/// The bot's settings with a token that looks right (the settings are read before
/// Discord is called).
fn bot(dir: &Path, env: &[(&str, &str)]) -> Output {
    let mut all = vec![("DISCORD_TOKEN", fake::TOKEN)];
    all.extend_from_slice(env);
    run(dir, &["run"], &all)
}

#[test]
fn a_wrong_database_url_is_one_line_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    refused(&bot(d, &[("DATABASE_URL", "nonsense")]), "DATABASE_URL");
    refused(
        &bot(d, &[("DATABASE_URL", "mysql://washogi@localhost/washogi")]),
        "MySQL and MariaDB are not supported",
    );
    refused(
        &run(d, &["console"], &[("DATABASE_URL", "nonsense")]),
        "DATABASE_URL",
    );
    assert!(files_in(d).is_empty(), "{:?}", files_in(d));
    // A file that cannot be opened: the database's words once, not twice.
    let line = refused(
        &bot(d, &[("DATABASE_URL", "sqlite:///no/such/dir/washogi.db")]),
        "cannot open the database",
    );
    assert_eq!(
        line.matches("unable to open database file").count(),
        1,
        "{line}"
    );
}

#[test]
fn shards_and_the_console_language_are_read_strictly() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // `0/4` is not the documented FIRST-LAST/TOTAL.
    refused(&bot(d, &[("DISCORD_SHARDS", "0/4")]), "FIRST-LAST/TOTAL");
    refused(&bot(d, &[("DISCORD_SHARDS", "0-4/4")]), "DISCORD_SHARDS");
    refused(
        &run(d, &["console"], &[("WASHOGI_LANG", "fr")]),
        "WASHOGI_LANG must be en or ja",
    );
    assert!(files_in(d).is_empty(), "{:?}", files_in(d));
}
