//! `washogi-bot console`, driven through stdin like a person at a terminal.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

fn console(db: &Path, files: &Path, script: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["console", "--files"])
        .arg(files)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn is_png(path: &Path) -> bool {
    std::fs::read(path).is_ok_and(|b| b.starts_with(b"\x89PNG\r\n\x1a\n"))
}

#[test]
fn a_short_game_from_challenge_to_result() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("console.db");
    let files = dir.path().join("files");
    let out = console(
        &db,
        &files,
        "help\n\
         alice: /start opponent:bob variant:shogi color:sente rated:false\n\
         bob: accept 1\n\
         alice: /move 7g7f\n\
         bob: /move 3c-3d\n\
         carol: /move 2g2f\n\
         alice: /move 8h2b+\n\
         bob: /move Sx2b\n",
    );
    assert!(
        out.contains("alice: /start opponent:bob"),
        "help is shown:\n{out}"
    );
    assert!(out.contains("@alice challenges @bob to Shogi"), "{out}");
    assert!(out.contains("[Accept: `accept 1`]"), "{out}");
    assert!(out.contains("Game #1 · Shogi begins"), "{out}");
    assert!(out.contains("@alice played Pawn 7g → 7f (`7g7f`)"), "{out}");
    assert!(out.contains("@bob played Pawn 3c → 3d (`3c3d`)"), "{out}");
    assert!(
        out.contains("[reply, only you see] You have no active game in this channel"),
        "{out}"
    );
    assert!(
        out.contains("Bishop 8h → 2b captures Bishop and promotes to Dragon Horse"),
        "{out}"
    );
    assert!(
        out.contains("Silver General 3a → 2b captures Dragon Horse"),
        "{out}"
    );
    assert!(out.contains("due in 3 days"), "{out}");
    for n in 0..=4 {
        assert!(
            is_png(&files.join(format!("game-1-{n}.png"))),
            "picture {n}"
        );
    }

    // A second run on the same database carries on with the same game.
    let out = console(
        &db,
        &files,
        "alice: /board\nalice: /resign\nalice: resign 1\nbob: /export format:usi\n",
    );
    assert!(out.contains("move 5: @alice to play"), "{out}");
    assert!(out.contains("@alice resigned. @bob wins!"), "{out}");
    let record = std::fs::read_to_string(files.join("game-1.usi")).unwrap();
    assert_eq!(
        record.trim(),
        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 \
         moves 7g7f 3c3d 8h2b+ 3a2b"
    );
}

#[test]
fn nonsense_lines_get_a_clear_answer_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = console(
        &dir.path().join("c.db"),
        &dir.path().join("files"),
        "hello\nalice: /fly\nalice: /start days:99\nalice:\nalice bob: /games\nbob: accept\nbob: accept 7\nalice: /games\n",
    );
    assert!(out.contains("Start the line with a player's name"), "{out}");
    assert!(out.contains("I don't know \"/fly\""), "{out}");
    assert!(out.contains("between 1 and 14"), "{out}");
    assert!(out.contains("Say a command after the name"), "{out}");
    assert!(out.contains("A player's name is one word"), "{out}");
    assert!(out.contains("Say which one: `accept 1`"), "{out}");
    assert!(out.contains("There is no challenge #7"), "{out}");
    assert!(out.contains("No games are being played"), "{out}");
}
