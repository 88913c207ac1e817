//! XBoard sessions a GUI (or someone typing) can get wrong: commands while the engine
//! thinks, the input ending mid-search, unreadable lines and absurd values. The
//! engine must keep listening, answer in protocol and never panic. Driven live, each
//! answer awaited with a deadline (tests/support).

mod support;

use support::{Process, Session};
use washogi_engine::xboard;
use washogi_rules::{Game, Position, Variant};

/// A session in Wa Shogi with the engine to move as sente once `go` is sent.
fn wa_session(setup: &str) -> Session {
    let mut s = Session::xboard();
    s.send("xboard\nprotover 2");
    s.until_prefix("feature ");
    s.send("new\nvariant wa-shogi");
    // The `setup` and `piece` lines that teach XBoard the game.
    for expected in xboard::setup_lines(Variant::by_id("wa").unwrap()) {
        assert_eq!(s.next_line(), expected);
    }
    s.send(&format!("force\n{setup}"));
    s
}

/// The lines of a process's answer, less the `setup` and `piece` lines that follow
/// `variant wa-shogi`.
fn without_setup(lines: Vec<String>) -> Vec<String> {
    let taught = xboard::setup_lines(Variant::by_id("wa").unwrap());
    let (setup, rest): (Vec<String>, Vec<String>) =
        lines.into_iter().partition(|l| taught.contains(l));
    assert!(setup.is_empty() || setup == taught, "{setup:?}");
    rest
}

/// Check that `line` is a legal first move for sente in Wa Shogi.
fn assert_opening_move(line: &str) {
    let wa = Variant::by_id("wa").unwrap();
    let text = line
        .strip_prefix("move ")
        .unwrap_or_else(|| panic!("not a move: {line}"));
    let mv = xboard::parse_move(wa, text).unwrap_or_else(|| panic!("unreadable {text}"));
    assert!(
        Game::new(Position::start(wa)).position().is_legal(mv),
        "{line}"
    );
}

#[test]
fn ping_while_thinking_is_answered_after_the_move_and_question_mark_moves_now() {
    // Seventeen minutes a move: only `?` can end this search in time.
    let mut s = wa_session("st 1000\ngo");
    s.send("ping 77\n?");
    let lines = s.until_prefix("pong ");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_opening_move(&lines[0]);
    assert_eq!(lines[1], "pong 77");
    s.send("quit");
    assert_eq!(s.end(), Vec::<String>::new());
}

#[test]
fn the_end_of_the_input_ends_a_long_search() {
    // The GUI is gone: the engine moves (to nobody) and returns, also with a `ping`
    // waiting for that move.
    for tail in ["", "\nping 5"] {
        let mut s = wa_session(&format!("st 1000\ngo{tail}"));
        s.close();
        let lines = s.end();
        assert_opening_move(&lines[0]);
        assert_eq!(
            lines.get(1).map(String::as_str),
            tail.strip_prefix("\nping ").map(|_| "pong 5")
        );
    }
}

#[test]
fn quit_while_a_ping_waits_ends_the_search() {
    let mut s = wa_session("st 1000\ngo\nping 6\nquit");
    let lines = s.end();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_opening_move(&lines[0]);
    assert_eq!(lines[1], "pong 6");
}

#[test]
fn the_engine_process_exits_when_its_input_ends_mid_search() {
    let mut p = Process::start("xboard");
    p.send("xboard\nprotover 2\nnew\nvariant wa-shogi\nforce\nst 1000\ngo\nping 77");
    p.until_prefix("feature ");
    p.close();
    let (status, lines) = p.exit();
    let lines = without_setup(lines);
    assert!(status.success(), "{status}");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_opening_move(&lines[0]);
    assert_eq!(lines[1], "pong 77");
}

#[test]
fn lines_that_are_not_text_or_too_long_are_skipped() {
    let mut s = Session::xboard();
    s.send("ping 1");
    s.send_bytes(b"usermove c3c4\xff\xfe\n");
    s.send("ping 2");
    // A megabyte and more without a newline: skipped without being kept whole.
    s.send_bytes(&vec![b'x'; (1 << 20) + 10]);
    s.send("\nping 3");
    s.send_bytes(b"\xc3\x28");
    s.close();
    assert_eq!(
        s.end(),
        [
            "pong 1",
            "# skipped a line that is not UTF-8 text",
            "pong 2",
            "# skipped a line longer than 1 MB",
            "pong 3",
            "# skipped a line that is not UTF-8 text",
        ]
    );
}

#[test]
fn unreadable_values_are_refused_and_the_old_ones_kept() {
    // `sd 2` keeps the search short and shows in the thinking output (`post`): each
    // refused value must leave it so, and none may panic (`st -1` did).
    let mut s = wa_session("post\nsd 2");
    for line in [
        "st -1",
        "st nan",
        "st NaN",
        "st 0",
        "st two",
        "sd -1",
        "sd 0",
        "sd",
        "time abc",
        "time 1.5",
        "memory lots",
        "level 40 5 -1",
        "level 40 5 nan",
        "level 40 x 0",
        "level 40 5:x 0",
        "level x 5 0",
        "level 40 5",
    ] {
        s.send(line);
        let answer = s.next_line();
        assert!(
            answer.starts_with("Error (") && answer.ends_with(&format!("): {line}")),
            "{line}: {answer}"
        );
    }
    s.send("go");
    let lines = s.until_prefix("move ");
    assert!(lines[lines.len() - 2].starts_with("2 "), "{lines:?}");
    assert_opening_move(lines.last().unwrap());
}

#[test]
fn absurd_values_are_capped_and_said_so() {
    let mut s = wa_session("");
    let hour = "at most 3600 s a move, using 3600 s";
    let clock = "at most 360000 s on a clock, using 360000 s";
    for (line, why) in [
        ("st inf", hour),
        ("st 1e30", hour),
        ("st 1.7e18", hour),
        ("st 1e19", hour),
        ("level 40 5 inf", hour),
        ("level 40 5 1e30", hour),
        ("level 0 5 18446744073709551615", hour),
        ("level 40 99999999999999999999 0", clock),
        ("time 18446744073709551615", clock),
        ("memory 4096", "at most 1024 MB, using 1024 MB"),
    ] {
        s.send(line);
        assert_eq!(s.next_line(), format!("# {line}: {why}"));
    }
}

#[test]
fn searches_with_absurd_budgets_think_until_told_to_move() {
    // These overflowed the search's deadline arithmetic or wrapped the clock.
    for setup in [
        "st 1.7e18",
        "st 1e19",
        "st inf",
        "level 0 5 18446744073709551615",
        "level 40 5 0\ntime 18446744073709551615",
    ] {
        let mut s = wa_session(&format!("{setup}\ngo\nping 1"));
        s.send("?");
        let lines = s.until_prefix("pong 1");
        let moved = lines.iter().find(|l| l.starts_with("move ")).unwrap();
        assert_opening_move(moved);
    }
}

#[test]
fn a_negative_clock_means_move_at_once() {
    // Some GUIs send the time left below zero once the flag has fallen. (It was read
    // as no clock at all, and `sd 30` alone thinks for very long.)
    let mut s = wa_session("sd 30\nlevel 40 60 0\ntime -150\ngo");
    let lines = s.until_prefix("move ");
    assert_opening_move(lines.last().unwrap());
}

#[test]
fn the_engine_process_survives_absurd_values() {
    // Each of these ended the process with status 101 (a panic).
    let mut p = Process::start("xboard");
    p.send(
        "xboard\nprotover 2\nst -1\nst nan\nst inf\nst 1e30\nlevel 40 5 -1\nlevel 40 5 nan\n\
         level 40 5 inf\nlevel 40 5 1e30\nlevel 0 5 18446744073709551615\n\
         time 18446744073709551615\nnew\nvariant wa-shogi\nforce\nst 1e19\ngo\nping 1",
    );
    p.until_prefix("feature ");
    p.send("?");
    let lines = without_setup(p.until_prefix("pong 1"));
    // Eleven answers (refusals and caps), the move, the pong.
    assert_eq!(lines.len(), 13, "{lines:?}");
    assert!(lines[..11]
        .iter()
        .all(|l| l.starts_with("Error (") || l.starts_with("# ")));
    assert_opening_move(&lines[11]);
    p.send("quit");
    let (status, rest) = p.exit();
    assert!(status.success() && rest.is_empty(), "{status} {rest:?}");
}

#[test]
fn blank_lines_are_nothing_and_tabs_separate() {
    let mut s = Session::xboard();
    s.send("ping 1\n\n  \r\nping\t2\n\tping  3 ");
    s.close();
    assert_eq!(s.end(), ["pong 1", "pong 2", "pong 3"]);
}
