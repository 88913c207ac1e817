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
    s.send(&format!("new\nvariant wa-shogi\nforce\n{setup}"));
    s
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
