//! `washogi-bot console`, driven through stdin like a person at a terminal.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Run the console on `script` (the bot's environment's language aside: replies in
/// English), and give what it printed; it must exit cleanly.
pub(crate) fn console(db: &Path, files: &Path, script: &str) -> String {
    console_bytes(db, files, script.as_bytes())
}

fn console_bytes(db: &Path, files: &Path, script: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["console", "--files"])
        .arg(files)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env_remove("DISCORD_TOKEN")
        .env_remove("WASHOGI_LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(script).unwrap();
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
fn the_picker_offers_numbered_choices_and_a_number_picks_one() {
    let dir = tempfile::tempdir().unwrap();
    let files = dir.path().join("files");
    let out = console(
        &dir.path().join("c.db"),
        &files,
        "alice: 1\n\
         alice: /start opponent:bob variant:wa-drops color:sente rated:false\n\
         bob: accept 1\n\
         alice: /move 4i3h\n\
         bob: /move 8c9d\n\
         bob: pick 1 2\n\
         alice: pick 1 2\n\
         alice: 5\n\
         alice: 99\n\
         alice: 2\n\
         alice: 1\n\
         alice: 1\n",
    );
    assert!(out.contains("You have no numbered choices"), "{out}");
    // The board post's Move button, typed by name.
    assert!(out.contains("[Move: `pick 1 2`]"), "{out}");
    assert!(out.contains("not your turn"), "{out}");
    // The pieces as numbered lines, the fifth the Running Rabbit on 3h...
    assert!(out.contains("choose a piece to move"), "{out}");
    assert!(
        out.contains("  5. 兎 Running Rabbit · 3h — 8 squares to go to"),
        "{out}"
    );
    // ...its destinations, the capture on 3c second...
    assert!(
        out.contains("  2. → 3c — takes Sparrow Pawn · may promote to Treacherous Fox"),
        "{out}"
    );
    assert!(out.contains("  9. [Another piece]"), "{out}");
    assert!(out.contains("Choose a number from 1 to 9."), "{out}");
    // ...the promotion question's buttons, numbered too; 1 promotes.
    assert!(out.contains("promote to Treacherous Fox?"), "{out}");
    assert!(out.contains("  1. [Promote to Treacherous Fox]"), "{out}");
    assert!(out.contains("  2. [Don't promote]"), "{out}");
    assert!(out.contains("you played Running Rabbit 3h → 3c"), "{out}");
    assert!(out.contains("(`3h3c+`)"), "{out}");
    // Once played, the numbers are gone.
    assert!(
        out.trim_end().ends_with(
            "You have no numbered choices to pick from. Press a board's Move button first \
             (`pick GAME PLY`, as the board shows it)."
        ),
        "{out}"
    );
    // The picker's boards are kept beside the public ones.
    assert!(is_png(&files.join("game-1-2-pick.png")));
    assert!(is_png(&files.join("game-1-3.png")));
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

#[test]
fn bad_bytes_long_lines_and_an_unwritable_folder_do_not_end_the_session() {
    let dir = tempfile::tempdir().unwrap();
    // The files "folder" is a file: nothing can be written under it.
    let files = dir.path().join("not-a-folder");
    std::fs::write(&files, b"x").unwrap();
    let mut script = Vec::new();
    script.extend_from_slice(b"alice: /games \xff\xfe\n");
    script.extend_from_slice(b"alice: /move ");
    script.extend(std::iter::repeat_n(b'a', 10 << 20));
    script.extend_from_slice(b"\n");
    script.extend_from_slice(
        b"alice: /start opponent:bob variant:shogi color:sente\nbob: accept 1\nalice: /move 7g7f\nalice: /games\n",
    );
    let out = console_bytes(&dir.path().join("c.db"), &files, &script);
    assert!(out.contains("not valid UTF-8"), "{out}");
    assert!(
        out.contains("longer than 4096 bytes"),
        "{}",
        &out[..out.len().min(2000)]
    );
    assert!(out.contains("(could not write game-1-0.png"), "{out}");
    assert!(
        out.contains("@alice played Pawn 7g → 7f"),
        "the session went on:\n{out}"
    );
    assert!(out.contains("Active games in this server"), "{out}");
}

#[test]
fn names_never_seen_and_empty_opponents() {
    let dir = tempfile::tempdir().unwrap();
    let out = console(
        &dir.path().join("c.db"),
        &dir.path().join("files"),
        "alice: /games user:carol\nalice: /start opponent:\nalice: /start opponent:@\nalice: /games\n",
    );
    assert!(out.contains("@carol has no active games here"), "{out}");
    assert!(!out.contains("@1"), "no raw ids: {out}");
    assert_eq!(
        out.matches("Say whom with `opponent:NAME`").count(),
        2,
        "{out}"
    );
    assert!(!out.contains("Challenge #1"), "no phantom challenge: {out}");
}

#[test]
fn perft_depth_and_huge_move_numbers_are_refused_clearly() {
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["perft", "--variant", "wa", "--depth", "7"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("too deep") && err.contains("0 to 6"), "{err}");
    let out = run(&[
        "moves",
        "--variant",
        "shogi",
        "--sfen",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 4294967295",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move number"), "{err}");
    let out = run(&["perft", "--variant", "shogi", "--depth", "2"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "900");
}

#[test]
fn the_console_plays_against_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let out = console(
        &dir.path().join("c.db"),
        &dir.path().join("files"),
        "alice: /start opponent:computer variant:shogi color:sente level:2\nalice: /move 7g7f\nalice: /board\n",
    );
    assert!(out.contains("against the computer at level 2"), "{out}");
    assert!(
        out.contains("[posted, everyone sees] Game #1 · 🤖 @computer played"),
        "{out}"
    );
    assert!(out.contains("move 3: @alice to play"), "{out}");
}

#[test]
fn the_engine_speaks_usi_and_xboard_on_the_command_line() {
    let talk = |mode: &str, script: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
            .arg(mode)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let usi = talk(
        "usi",
        "usi\nisready\nusinewgame\nposition startpos moves 7g7f\ngo depth 2\nquit\n",
    );
    for line in ["usiok", "readyok", "bestmove "] {
        assert!(usi.contains(line), "{usi}");
    }
    let xboard = talk(
        "xboard",
        "xboard\nprotover 2\nnew\nvariant wa-shogi\nsd 2\ngo\nquit\n",
    );
    assert!(xboard.contains("wa-shogi"), "{xboard}");
    assert!(xboard.contains("move "), "{xboard}");
}

/// The console offers conditional moves, vacations and reminders as the bot does.
#[test]
fn the_console_offers_conditional_moves_vacations_and_reminders() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("console.db");
    let files = dir.path().join("files");
    let out = console(
        &db,
        &files,
        "alice: /start opponent:bob variant:shogi color:sente rated:false\n\
         bob: accept 1\n\
         alice: /move 7g7f\n\
         alice: /premove set line:3c3d_2g2f_8c8d_2f2e\n\
         alice: /premove show\n\
         bob: /move 3c3d\n\
         alice: /settings remind:24h+1h\n\
         bob: /vacation days:5\n\
         bob: /move 8c8d\n\
         bob: /vacation days:0\n",
    );
    assert!(
        out.contains("[reply, only you see] Conditional moves set for game #1"),
        "{out}"
    );
    assert!(
        out.contains("[reply, only you see] Your conditional moves in game #1 (1 line"),
        "{out}"
    );
    assert!(is_png(&files.join("premove-1-1.png")), "{out}");
    assert!(
        out.contains("↪ @alice replied Pawn 2g → 2f (`2g2f`) — a conditional move"),
        "{out}"
    );
    assert!(
        out.contains("You will be reminded of a correspondence move a day and an hour before"),
        "{out}"
    );
    assert!(out.contains("Your vacation: 5 days"), "{out}");
    assert!(out.contains("@bob is on vacation until"), "{out}");
    // His move ends it (within a second, or a day begun: the console's clock is
    // the system's).
    assert!(
        out.contains("0 days used, 5 days given back; 14 days are left")
            || out.contains("1 day used, 4 days given back; 13 days are left"),
        "{out}"
    );
    assert!(out.contains("You are not on vacation."), "{out}");
}
