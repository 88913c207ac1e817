//! USI sessions a GUI (or someone typing) can get wrong: commands while the engine
//! thinks, unreadable lines and absurd values. The engine must keep listening, end
//! every `go` (but an infinite one) with a `bestmove`, and never panic. Driven live,
//! each answer awaited with a deadline (tests/support).

mod support;

use support::{Process, Session};
use washogi_rules::{usi::parse_usi, Position, Variant};

/// A USI session in shogi, ready.
fn session() -> Session {
    let mut s = Session::usi();
    s.send("usi\nisready");
    s.until_prefix("readyok");
    s
}

/// The move of a `bestmove` line, checked legal after `moves` from the start.
fn assert_best_move(line: &str, moves: &[&str]) {
    let shogi = Variant::by_id("shogi").unwrap();
    let text = line
        .strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("not a bestmove: {line}"));
    let pos = moves.iter().fold(Position::start(shogi), |p, m| {
        p.play(parse_usi(shogi, m).unwrap()).unwrap()
    });
    let mv = parse_usi(shogi, text).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert!(pos.is_legal(mv), "{line} after {moves:?}");
}

#[test]
fn isready_and_a_new_position_during_go_infinite() {
    let mut s = session();
    s.send("position startpos\ngo infinite");
    s.until_prefix("info depth 1 ");
    // Answered while the engine thinks.
    s.send("isready");
    s.until_prefix("readyok");
    // A GUI that forgets `stop`: the infinite search ends with its move, then the new
    // position is searched.
    s.send("position startpos moves 7g7f\ngo depth 1");
    let first = s.until_prefix("bestmove ");
    assert_best_move(first.last().unwrap(), &[]);
    let second = s.until_prefix("bestmove ");
    assert_best_move(second.last().unwrap(), &["7g7f"]);
    s.send("quit");
    assert_eq!(s.end(), Vec::<String>::new());
}

#[test]
fn a_second_go_stops_the_first() {
    let mut s = session();
    s.send("position startpos moves 2g2f\ngo depth 10000");
    s.until_prefix("info depth 1 ");
    s.send("go depth 2");
    let first = s.until_prefix("bestmove ");
    assert_best_move(first.last().unwrap(), &["2g2f"]);
    let second = s.until_prefix("bestmove ");
    assert_best_move(second.last().unwrap(), &["2g2f"]);
    assert!(
        second[second.len() - 2].starts_with("info depth 2 "),
        "{second:?}"
    );
}

#[test]
fn quit_ends_a_search_with_commands_waiting() {
    let mut s = session();
    s.send("position startpos\ngo infinite\nposition startpos moves 7g7f\nquit");
    let lines = s.end();
    // The infinite search's move; the new position was not searched (no `go`).
    let best: Vec<&String> = lines.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(best.len(), 1, "{lines:?}");
    assert_best_move(best[0], &[]);
}

#[test]
fn a_line_that_is_not_text_is_skipped() {
    let mut s = session();
    s.send_bytes(b"position startpos moves 7g7f \xe9\n");
    s.send("isready");
    assert_eq!(
        s.next_line(),
        "info string skipped a line that is not UTF-8 text"
    );
    assert_eq!(s.next_line(), "readyok");
}

#[test]
fn the_engine_process_goes_on_after_a_line_that_is_not_text() {
    let mut p = Process::start("usi");
    p.send_bytes(b"usi\n\xff\xff\nisready\n");
    let lines = p.until_prefix("readyok");
    assert!(
        lines.contains(&"info string skipped a line that is not UTF-8 text".to_string()),
        "{lines:?}"
    );
    p.send("quit");
    let (status, rest) = p.exit();
    assert!(status.success() && rest.is_empty(), "{status} {rest:?}");
}

/// Search the start position with `go {args}`: the lines up to the `bestmove`
/// (checked legal), sending `stop` after the first line if `stop` is set.
fn go(s: &mut Session, args: &str, stop: bool) -> Vec<String> {
    s.send(&format!("position startpos\ngo {args}"));
    let mut lines = Vec::new();
    if stop {
        lines.push(s.next_line());
        s.send("stop");
    }
    lines.extend(s.until_prefix("bestmove "));
    assert_best_move(lines.last().unwrap(), &[]);
    lines
}

/// Check that a `go` with an unreadable value names it and ends by itself (it used to
/// search until `stop`): a second's search, unless something else limits it.
fn assert_named(args: &str, named: &str) {
    let mut s = session();
    let lines = go(&mut s, args, false);
    assert!(
        lines
            .iter()
            .any(|l| l == &format!("info string go: {named}")),
        "go {args}: {lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "info string go: no readable limit; searching 1000 ms"),
        "go {args}: {lines:?}"
    );
}

#[test]
fn an_unreadable_movetime_is_named_and_a_second_searched() {
    assert_named("movetime -1", "movetime -1 is not a whole number; ignored");
    assert_named(
        "movetime 1e9",
        "movetime 1e9 is not a whole number; ignored",
    );
}

#[test]
fn an_unreadable_depth_is_named_and_a_second_searched() {
    assert_named("depth -1", "depth -1 is not a whole number; ignored");
    assert_named("depth", "depth needs a value; ignored");
}

#[test]
fn other_unreadable_values_are_named_too() {
    let mut s = session();
    let lines = go(&mut s, "nodes lots depth 1", false);
    assert!(
        lines.contains(&"info string go: nodes lots is not a whole number; ignored".to_string()),
        "{lines:?}"
    );
    // `depth 1` still limits the search: no default needed.
    assert!(
        !lines.iter().any(|l| l.contains("no readable limit")),
        "{lines:?}"
    );
    let lines = go(&mut s, "byoyomi -1 depth 1", false);
    assert!(
        lines.contains(&"info string go: byoyomi -1 is not a whole number; ignored".to_string()),
        "{lines:?}"
    );
}

#[test]
fn a_clock_below_zero_is_no_time_left() {
    let mut s = session();
    let lines = go(&mut s, "btime -5 wtime -5", false);
    assert!(
        lines.contains(&"info string go: btime -5 is below zero; taken as 0".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"info string go: wtime -5 is below zero; taken as 0".to_string()),
        "{lines:?}"
    );
}

#[test]
fn a_huge_movetime_is_capped_and_said_so() {
    let mut s = session();
    let lines = go(&mut s, "movetime 18446744073709551616", true);
    assert_eq!(
        lines[0],
        "info string go: movetime 18446744073709551616 is more than 3600000 ms; using 3600000"
    );
}

#[test]
fn the_hash_size_is_capped_and_said_so() {
    let mut s = Session::usi();
    s.send("usi");
    let lines = s.until_prefix("usiok");
    assert!(
        lines.contains(&format!(
            "option name USI_Hash type spin default 64 min 1 max {}",
            washogi_engine::MAX_TABLE_MB
        )),
        "{lines:?}"
    );
    for (value, answer) in [
        (
            "1000000000000",
            "USI_Hash 1000000000000: at most 1024 MB, using 1024 MB",
        ),
        ("0", "USI_Hash 0: at least 1 MB, using 1 MB"),
        ("lots", "USI_Hash needs megabytes, not lots"),
    ] {
        s.send(&format!("setoption name USI_Hash value {value}"));
        assert_eq!(s.next_line(), format!("info string {answer}"));
    }
    go(&mut s, "depth 1", false);
}
