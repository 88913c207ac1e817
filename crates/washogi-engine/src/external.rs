//! An external USI engine as a [`PositionSearch`] for shogi, such as Debian's
//! Fairy-Stockfish (`/usr/games/fairy-stockfish`): the analysis of a shogi game (or the
//! search of one position) served by a stronger engine than the built-in one.
//!
//! [`UsiEngine::start`] runs the program and does the handshake:
//!
//! ```text
//! > usi                                  < id name … / option name … / usiok
//! > setoption name UCI_Variant value shogi   (and USI_Variant: only if offered)
//! > setoption name N value V             (the caller's options, if any)
//! > isready                              < readyok
//! > usinewgame
//! ```
//!
//! and each search is
//!
//! ```text
//! > isready                              < readyok   (whatever came before is dropped)
//! > position sfen <the game's start> moves <the moves before the position>
//! > go movetime <ms> nodes <n> depth <d>  (those the budget sets; `go infinite` for a
//!                                          budget with only a stop flag)
//! < info … score cp X | score mate N … pv …   (the last exact one kept)
//! < bestmove <move> | resign | win
//! ```
//!
//! USI gives a mate in plies (`mate 3`: the side to move mates with its second move;
//! `mate -2`: it is mated after its next move; `mate +` / `mate -`: a mate of unknown
//! length), [`Score::Mate`] in moves of the side to move: see [`score_from_usi`].
//!
//! Every wait has a deadline: a search may take its budget's movetime (or
//! [`UsiEngine::set_untimed_limit`] without one) plus a grace
//! ([`UsiEngine::set_grace`]); an engine that has not answered by then is killed and
//! the search is an [`AnalysisError::Engine`], as is an engine that exits, closes its
//! output or answers an illegal move. An engine that failed once is not asked again.
//! Its standard error is ignored. Dropping a `UsiEngine` sends `quit`, then kills and
//! reaps the process if it has not exited within a moment.
//!
//! The process I/O is all here: [`crate::analysis`] stays pure.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use washogi_rules::{usi, Game, Move, Position, Variant, VariantId};

use crate::analysis::{AnalysisError, PositionEval, PositionSearch};
use crate::search::{raised, Limits, Score};

/// How long the handshake may take (`usiok`, and `readyok` after the options).
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);
/// The default time an engine may take beyond a search's movetime to answer.
pub const DEFAULT_GRACE: Duration = Duration::from_secs(5);
/// The default longest search without a movetime (a node or depth budget), before the
/// grace.
pub const DEFAULT_UNTIMED_LIMIT: Duration = Duration::from_secs(60);

/// The longest line read from the engine; a longer one is cut in pieces (nonsense, not
/// a memory hog).
const MAX_LINE: u64 = 64 * 1024;
/// How often a search looks at the budget's stop flag.
const STOP_POLL: Duration = Duration::from_millis(20);
/// How long `Drop` waits for the process to exit after `quit` before killing it.
const QUIT_WAIT: Duration = Duration::from_millis(300);
/// A movetime beyond this many milliseconds is sent as this (the engine's clocks are
/// 64-bit, but some read 32).
const MAX_MOVETIME_MS: u128 = i32::MAX as u128;

/// An external USI engine process searching standard shogi positions for the analysis.
pub struct UsiEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    grace: Duration,
    untimed: Duration,
    /// Why the engine is no longer used, once it failed (its process is killed).
    failed: Option<String>,
}

/// What waiting for a line brought.
enum Wait {
    Line(String),
    TimedOut,
    Gone,
}

impl UsiEngine {
    /// Start the engine at `path` for games of `variant` (standard shogi only: any
    /// other game is refused before the process is started) and do the handshake.
    pub fn start(path: impl AsRef<Path>, variant: &Variant) -> Result<UsiEngine, AnalysisError> {
        UsiEngine::start_with_options(path, variant, &[])
    }

    /// [`UsiEngine::start`], with `setoption name N value V` for each `(N, V)` (for
    /// example `("Threads", "1")`, `("USI_Hash", "64")`) before the engine is readied.
    pub fn start_with_options(
        path: impl AsRef<Path>,
        variant: &Variant,
        options: &[(&str, &str)],
    ) -> Result<UsiEngine, AnalysisError> {
        let path = path.as_ref();
        if variant.variant_id() != VariantId::Shogi {
            return Err(engine_error(format!(
                "an external USI engine analyses standard shogi only, not {}",
                variant.name()
            )));
        }
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| engine_error(format!("cannot start {}: {e}", path.display())))?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, lines) = sync_channel(256);
        // Never joined: a process that left a child holding its output open would keep
        // this thread reading; it ends when the output closes or the engine is dropped.
        std::thread::Builder::new()
            .name("usi-engine-output".into())
            .spawn(move || {
                let mut out = BufReader::new(stdout);
                let mut buf = Vec::new();
                loop {
                    buf.clear();
                    match (&mut out).take(MAX_LINE).read_until(b'\n', &mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {
                            let line = String::from_utf8_lossy(&buf);
                            if tx.send(line.trim_end().to_string()).is_err() {
                                break;
                            }
                        }
                    }
                }
            })
            .map_err(|e| engine_error(format!("cannot read the engine: {e}")))?;
        let mut engine = UsiEngine {
            child,
            stdin,
            lines,
            name: path.display().to_string(),
            grace: DEFAULT_GRACE,
            untimed: DEFAULT_UNTIMED_LIMIT,
            failed: None,
        };
        engine.handshake(options)?;
        Ok(engine)
    }

    fn handshake(&mut self, options: &[(&str, &str)]) -> Result<(), AnalysisError> {
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        self.send("usi")?;
        let mut offered = Vec::new();
        loop {
            let line = self.line_before(deadline, "usiok")?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("usiok") => break,
                Some("id") if words.next() == Some("name") => {
                    let name = words.collect::<Vec<_>>().join(" ");
                    if !name.is_empty() {
                        self.name = name;
                    }
                }
                Some("option") if words.next() == Some("name") => {
                    if let Some(name) = words.next() {
                        offered.push(name.to_string());
                    }
                }
                _ => {}
            }
        }
        // Fairy-Stockfish plays shogi by default over USI, but says so only through
        // its `UCI_Variant`; this project's own engine has `USI_Variant`.
        for option in ["UCI_Variant", "USI_Variant"] {
            if offered.iter().any(|o| o == option) {
                self.send(&format!("setoption name {option} value shogi"))?;
            }
        }
        for (name, value) in options {
            self.send(&format!("setoption name {name} value {value}"))?;
        }
        self.ready(HANDSHAKE_TIMEOUT)?;
        self.send("usinewgame")
    }

    /// The engine's name, from its `id name` (else its path).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The engine process's id.
    pub fn process_id(&self) -> u32 {
        self.child.id()
    }

    /// How long the engine may take to answer beyond a search's movetime (default
    /// [`DEFAULT_GRACE`]); also how long it may take to answer `isready` and `stop`.
    pub fn set_grace(&mut self, grace: Duration) {
        self.grace = grace;
    }

    /// The longest search under a budget without a movetime (nodes or depth only),
    /// before the grace (default [`DEFAULT_UNTIMED_LIMIT`]).
    pub fn set_untimed_limit(&mut self, limit: Duration) {
        self.untimed = limit;
    }

    /// Tell the engine that the next searches are of another game (`usinewgame`).
    pub fn new_game(&mut self) -> Result<(), AnalysisError> {
        self.usable()?;
        self.ready(self.grace)?;
        self.send("usinewgame")
    }

    /// Why the engine cannot be used, if it failed before.
    fn usable(&self) -> Result<(), AnalysisError> {
        match &self.failed {
            Some(why) => Err(engine_error(format!("{} failed before: {why}", self.name))),
            None => Ok(()),
        }
    }

    /// Give up on the engine: kill and reap its process, remember why.
    fn fail(&mut self, why: String) -> AnalysisError {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let why = format!("{}: {why}", self.name);
        self.failed = Some(why.clone());
        engine_error(why)
    }

    fn send(&mut self, line: &str) -> Result<(), AnalysisError> {
        let sent = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        sent.map_err(|e| self.fail(format!("cannot send {line:?}: {e}")))
    }

    fn wait(&self, until: Instant) -> Wait {
        let left = until.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Wait::Line(line),
            Err(RecvTimeoutError::Timeout) => Wait::TimedOut,
            Err(RecvTimeoutError::Disconnected) => Wait::Gone,
        }
    }

    /// The next line, which must come before `deadline` (else the engine is given up);
    /// `what` is what was awaited, for the error.
    fn line_before(&mut self, deadline: Instant, what: &str) -> Result<String, AnalysisError> {
        match self.wait(deadline) {
            Wait::Line(line) => Ok(line),
            Wait::TimedOut => Err(self.fail(format!("no {what} in time"))),
            Wait::Gone => Err(self.gone(what)),
        }
    }

    /// The error for an engine whose output closed while `what` was awaited.
    fn gone(&mut self, what: &str) -> AnalysisError {
        // Its exit status, if it exits within a moment (its output closes first).
        let mut status = None;
        for _ in 0..20 {
            status = self.child.try_wait().ok().flatten();
            if status.is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        match status {
            Some(status) => self.fail(format!("exited ({status}) instead of sending {what}")),
            None => self.fail(format!("closed its output instead of sending {what}")),
        }
    }

    /// `isready`, and every line up to `readyok` dropped.
    fn ready(&mut self, timeout: Duration) -> Result<(), AnalysisError> {
        self.send("isready")?;
        let deadline = Instant::now() + timeout;
        while self.line_before(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }
}

impl PositionSearch for UsiEngine {
    /// Search with the engine. A position without a legal move is answered without
    /// asking it (`Score::Mate(0)`, as the built-in engine answers). A raised stop flag
    /// sends `stop`, awaits the engine's `bestmove` and gives
    /// [`AnalysisError::Stopped`]. A budget needs a movetime, a node or a depth limit,
    /// or a stop flag (then `go infinite`); `avoid` becomes `searchmoves`.
    fn search_position(
        &mut self,
        game: &Game,
        index: usize,
        budget: &Limits,
    ) -> Result<PositionEval, AnalysisError> {
        self.usable()?;
        let v = game.start().variant();
        if v.variant_id() != VariantId::Shogi {
            return Err(engine_error(format!(
                "an external USI engine analyses standard shogi only, not {}",
                v.name()
            )));
        }
        let Some(moves) = game.moves().get(..index) else {
            return Err(engine_error(format!(
                "no position after {index} plies in a game of {}",
                game.moves().len()
            )));
        };
        let mut pos = game.start().clone();
        for &mv in moves {
            pos = pos
                .play(mv)
                .map_err(|e| engine_error(format!("the game's moves do not replay: {e}")))?;
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return Ok(PositionEval {
                score: Score::Mate(0),
                best: None,
                pv: Vec::new(),
                depth: 0,
            });
        }
        let go = go_command(v, budget, &legal).ok_or_else(|| {
            engine_error("an external engine needs a movetime, node or depth limit, or a stop flag")
        })?;
        let position = position_command(game.start(), moves);

        self.ready(self.grace)?;
        self.send(&position)?;
        self.send(&go)?;
        let started = Instant::now();
        let mut deadline = match budget.movetime {
            Some(t) => started.checked_add(t.saturating_add(self.grace)),
            None if budget.nodes.is_some() || budget.depth.is_some() => {
                started.checked_add(self.untimed.saturating_add(self.grace))
            }
            // `go infinite`: until stopped.
            None => None,
        };
        let mut stopped = false;
        let mut exact: Option<Info> = None;
        let mut last: Option<Info> = None;
        let best_text = loop {
            if !stopped && raised(&budget.stop) {
                self.send("stop")?;
                stopped = true;
                let by = Instant::now() + self.grace;
                deadline = Some(deadline.map_or(by, |d| d.min(by)));
            }
            let poll = Instant::now() + STOP_POLL;
            let until = deadline.map_or(poll, |d| d.min(poll));
            match self.wait(until) {
                Wait::Line(line) => {
                    let mut words = line.split_whitespace();
                    match words.next() {
                        Some("info") => {
                            if let Some(info) = parse_info(&line) {
                                if info.usable() {
                                    if !info.bound {
                                        exact = Some(info.clone());
                                    }
                                    last = Some(info);
                                }
                            }
                        }
                        Some("bestmove") => break words.next().unwrap_or("").to_string(),
                        _ => {}
                    }
                }
                Wait::TimedOut if deadline.is_some_and(|d| Instant::now() >= d) => {
                    let waited = started.elapsed();
                    return Err(self.fail(format!("no bestmove after {waited:.1?}")));
                }
                Wait::TimedOut => {}
                Wait::Gone => return Err(self.gone("bestmove")),
            }
        };
        if stopped {
            return Err(AnalysisError::Stopped);
        }
        let best = match best_text.as_str() {
            // Resigning (or declaring a win) with moves left: the line it found says
            // what it would play.
            "resign" | "win" => None,
            text => match usi::parse_usi(v, text) {
                Ok(mv) if pos.is_legal(mv) => Some(mv),
                _ => return Err(self.fail(format!("answered an illegal move {text:?}"))),
            },
        };
        let Some(eval) = choose(&pos, best, exact.as_ref(), last.as_ref()) else {
            return Err(self.fail(match best {
                Some(mv) => format!("gave no score for its move {}", usi::to_usi(v, mv)),
                None => format!("answered {best_text} without a move of its line"),
            }));
        };
        Ok(eval)
    }
}

impl Drop for UsiEngine {
    fn drop(&mut self) {
        if self.failed.is_none() {
            let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
            let until = Instant::now() + QUIT_WAIT;
            while Instant::now() < until {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn engine_error(why: impl Into<String>) -> AnalysisError {
    AnalysisError::Engine(why.into())
}

/// `position sfen <start> [moves <m>…]`.
fn position_command(start: &Position, moves: &[Move]) -> String {
    let mut command = format!("position sfen {}", start.to_sfen());
    if !moves.is_empty() {
        command.push_str(" moves");
        for &mv in moves {
            command.push(' ');
            command.push_str(&usi::to_usi(start.variant(), mv));
        }
    }
    command
}

/// `go` with the budget's limits (`movetime` at least 1 ms), `infinite` when it has
/// none but a stop flag, `None` when it has neither; then the moves not to avoid as
/// `searchmoves` (last: it takes the rest of the line), if any are avoided and some
/// are left.
fn go_command(v: &Variant, budget: &Limits, legal: &[Move]) -> Option<String> {
    let mut go = String::from("go");
    if let Some(t) = budget.movetime {
        let ms = t.as_millis().clamp(1, MAX_MOVETIME_MS);
        go.push_str(&format!(" movetime {ms}"));
    }
    if let Some(n) = budget.nodes {
        go.push_str(&format!(" nodes {}", n.max(1)));
    }
    if let Some(d) = budget.depth {
        go.push_str(&format!(" depth {}", d.max(1)));
    }
    if go == "go" {
        budget.stop.as_ref()?;
        go.push_str(" infinite");
    }
    let allowed: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| !budget.avoid.contains(m))
        .collect();
    if !budget.avoid.is_empty() && !allowed.is_empty() && allowed.len() < legal.len() {
        go.push_str(" searchmoves");
        for mv in allowed {
            go.push(' ');
            go.push_str(&usi::to_usi(v, mv));
        }
    }
    Some(go)
}

/// What an `info` line says that the analysis uses.
#[derive(Clone, Debug, Default, PartialEq)]
struct Info {
    depth: Option<u32>,
    multipv: Option<u32>,
    score: Option<Score>,
    /// The score is a `lowerbound` or `upperbound` (a search cut short, or an
    /// aspiration window failed).
    bound: bool,
    pv: Vec<String>,
}

impl Info {
    /// A line with a score for the first (or only) principal variation.
    fn usable(&self) -> bool {
        self.score.is_some() && self.multipv.is_none_or(|n| n == 1)
    }
}

/// Read an `info` line: its depth, multipv, score (cp or mate, and whether it is a
/// bound) and pv; `None` for a line that is not `info` or is `info string …`.
fn parse_info(line: &str) -> Option<Info> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let mut info = Info::default();
    while let Some(word) = words.next() {
        match word {
            "string" => return None,
            "depth" => info.depth = words.next().and_then(|d| d.parse().ok()),
            "multipv" => info.multipv = words.next().and_then(|d| d.parse().ok()),
            "score" => {
                info.score = match (words.next(), words.next()) {
                    (Some("cp"), Some(cp)) => cp
                        .parse::<i64>()
                        .ok()
                        .map(|cp| Score::Cp(cp.clamp(-1_000_000, 1_000_000) as i32)),
                    (Some("mate"), Some(n)) => score_from_usi(n),
                    _ => None,
                }
            }
            "lowerbound" | "upperbound" => info.bound = true,
            "pv" => {
                info.pv = words.by_ref().map(str::to_string).collect();
            }
            _ => {}
        }
    }
    Some(info)
}

/// A USI mate score (`score mate N`, N plies from the side to move's view; `+` / `-`
/// a mate of unknown length for / against it) as a [`Score::Mate`], in moves of the
/// side to move: `1` → 1, `3` → 2, `-2` → −1, `-4` → −2, `0` → 0 (mated now), `+` → 1
/// and `-` → −1 (the length unknown: the nearest). An odd number against the side to
/// move (no engine should send one) counts as the next longer mate.
pub fn score_from_usi(n: &str) -> Option<Score> {
    match n {
        "+" => return Some(Score::Mate(1)),
        "-" => return Some(Score::Mate(-1)),
        _ => {}
    }
    let plies: i64 = n.parse().ok()?;
    let plies = plies.clamp(-1_000_000, 1_000_000);
    let moves = (plies.abs() + 1) / 2;
    Some(Score::Mate((plies.signum() * moves) as i32))
}

/// The evaluation from the engine's move and its info lines: the last exact line whose
/// pv starts with the move, else the last line (a bound) that does, else the last
/// exact line's (or last line's) score with the move alone; for `resign` / `win`
/// (`best` is `None`) the last exact (or last) line with its pv's first move. The pv is
/// read as far as its moves are legal. `None` when there is no score, or no move.
fn choose(
    pos: &Position,
    best: Option<Move>,
    exact: Option<&Info>,
    last: Option<&Info>,
) -> Option<PositionEval> {
    let v = pos.variant();
    let starts_with = |info: &&Info| {
        best.is_some_and(|mv| info.pv.first().and_then(|m| usi::parse_usi(v, m).ok()) == Some(mv))
    };
    let info = exact
        .filter(starts_with)
        .or(last.filter(starts_with))
        .or(exact)
        .or(last)?;
    let pv = legal_line(pos, &info.pv);
    let best = best.or(pv.first().copied())?;
    let pv = if pv.first() == Some(&best) {
        pv
    } else {
        vec![best]
    };
    Some(PositionEval {
        score: info.score?,
        best: Some(best),
        pv,
        depth: info.depth.unwrap_or(0),
    })
}

/// The moves of a USI line from `pos`, up to the first that cannot be read or is not
/// legal.
fn legal_line(pos: &Position, line: &[String]) -> Vec<Move> {
    let v = pos.variant();
    let mut pos = pos.clone();
    let mut moves = Vec::new();
    for text in line {
        let Ok(mv) = usi::parse_usi(v, text) else {
            break;
        };
        let Ok(next) = pos.play(mv) else { break };
        moves.push(mv);
        pos = next;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn shogi() -> &'static Variant {
        Variant::by_id("shogi").unwrap()
    }

    fn mv(text: &str) -> Move {
        usi::parse_usi(shogi(), text).unwrap()
    }

    #[test]
    fn mates_in_plies_become_mates_in_moves() {
        let m = score_from_usi;
        assert_eq!(m("1"), Some(Score::Mate(1)));
        assert_eq!(m("2"), Some(Score::Mate(1)));
        assert_eq!(m("3"), Some(Score::Mate(2)));
        assert_eq!(m("+5"), Some(Score::Mate(3)));
        assert_eq!(m("-2"), Some(Score::Mate(-1)));
        assert_eq!(m("-4"), Some(Score::Mate(-2)));
        assert_eq!(m("-1"), Some(Score::Mate(-1)), "odd against: the longer");
        assert_eq!(m("0"), Some(Score::Mate(0)));
        assert_eq!(m("-0"), Some(Score::Mate(0)));
        assert_eq!(m("+"), Some(Score::Mate(1)));
        assert_eq!(m("-"), Some(Score::Mate(-1)));
        assert_eq!(m("x"), None);
        assert_eq!(m(""), None);
        assert_eq!(m("99999999999999999999"), None);
        assert_eq!(m("9999999999"), Some(Score::Mate(500_000)));
        // The same convention as the built-in search's: mate in n moves is 2n−1 plies
        // for the side that mates, 2n for the side mated.
        for n in 1..20 {
            assert_eq!(m(&(2 * n - 1).to_string()), Some(Score::Mate(n)));
            assert_eq!(m(&(-2 * n).to_string()), Some(-Score::Mate(n)));
        }
    }

    #[test]
    fn info_lines_as_fairy_stockfish_writes_them() {
        let line = "info depth 11 seldepth 15 multipv 1 score cp 116 nodes 101683 nps 244430 \
                    tbhits 0 time 416 pv 7f7e 6a5b 8h2b 3a2b";
        assert_eq!(
            parse_info(line),
            Some(Info {
                depth: Some(11),
                multipv: Some(1),
                score: Some(Score::Cp(116)),
                bound: false,
                pv: ["7f7e", "6a5b", "8h2b", "3a2b"].map(String::from).to_vec(),
            })
        );
        let bound = parse_info(
            "info depth 12 seldepth 16 multipv 1 score cp 97 upperbound nodes 123765 nps 246053 \
             tbhits 0 time 503 pv 7f7e 6a5b",
        )
        .unwrap();
        assert!(bound.bound && bound.usable());
        assert_eq!(bound.score, Some(Score::Cp(97)));
        let mate =
            parse_info("info depth 245 seldepth 2 multipv 1 score mate 1 nodes 20835 pv G*5b")
                .unwrap();
        assert_eq!(mate.score, Some(Score::Mate(1)));
        assert_eq!(mate.pv, ["G*5b"]);
        assert_eq!(
            parse_info("info depth 0 score mate 0").unwrap().score,
            Some(Score::Mate(0))
        );
        assert_eq!(
            parse_info("info score mate -4 lowerbound depth 3")
                .map(|i| (i.score, i.bound, i.depth)),
            Some((Some(Score::Mate(-2)), true, Some(3)))
        );
        assert_eq!(
            parse_info("info depth 3 score mate - pv 5a4b")
                .unwrap()
                .score,
            Some(Score::Mate(-1))
        );
    }

    #[test]
    fn info_lines_without_a_usable_score() {
        // Not info, a string, or no score: not usable.
        assert_eq!(parse_info("bestmove 7g7f"), None);
        assert_eq!(parse_info("info string score cp 100 pv 7g7f"), None);
        let no_score = parse_info("info depth 5 currmove 7g7f currmovenumber 1").unwrap();
        assert!(!no_score.usable());
        // A second principal variation is not the best line.
        assert!(!parse_info("info multipv 2 score cp 3 pv 2g2f")
            .unwrap()
            .usable());
        // Garbage values, a clamped absurd centipawn score.
        let odd = parse_info("info depth x score cp 99999999999 pv").unwrap();
        assert_eq!((odd.depth, odd.score), (None, Some(Score::Cp(1_000_000))));
        assert!(odd.pv.is_empty());
        assert_eq!(parse_info("info score cp").unwrap().score, None);
        assert_eq!(parse_info("info score").unwrap().score, None);
        assert_eq!(parse_info("info").unwrap(), Info::default());
    }

    fn info(depth: u32, cp: i32, bound: bool, pv: &str) -> Info {
        Info {
            depth: Some(depth),
            multipv: None,
            score: Some(Score::Cp(cp)),
            bound,
            pv: pv.split_whitespace().map(String::from).collect(),
        }
    }

    #[test]
    fn the_evaluation_follows_the_engines_move() {
        let start = Position::start(shogi());
        let exact = info(11, 116, false, "7g7f 3c3d 2g2f");
        // The exact line agrees with the move: it is the evaluation.
        let e = choose(&start, Some(mv("7g7f")), Some(&exact), None).unwrap();
        assert_eq!(e.score, Score::Cp(116));
        assert_eq!(e.pv, [mv("7g7f"), mv("3c3d"), mv("2g2f")]);
        assert_eq!((e.best, e.depth), (Some(mv("7g7f")), 11));
        // A later bound line agrees, the exact one not: the bound line.
        let bound = info(12, 90, true, "2g2f 8c8d");
        let e = choose(&start, Some(mv("2g2f")), Some(&exact), Some(&bound)).unwrap();
        assert_eq!((e.score, e.depth), (Score::Cp(90), 12));
        assert_eq!(e.pv, [mv("2g2f"), mv("8c8d")]);
        // None agrees: the exact score with the move alone.
        let e = choose(&start, Some(mv("5g5f")), Some(&exact), Some(&bound)).unwrap();
        assert_eq!((e.score, e.pv.clone()), (Score::Cp(116), vec![mv("5g5f")]));
        // No score at all: nothing.
        assert_eq!(choose(&start, Some(mv("7g7f")), None, None), None);
        // Resigning: the line's first move.
        let e = choose(&start, None, Some(&exact), None).unwrap();
        assert_eq!(e.best, Some(mv("7g7f")));
        assert_eq!(
            choose(&start, None, Some(&info(3, -900, false, "")), None),
            None
        );
        // A line is read as far as it is legal.
        let broken = info(4, 10, false, "7g7f 3c3d 7f7e 9z9z 2g2f");
        let e = choose(&start, Some(mv("7g7f")), Some(&broken), None).unwrap();
        assert_eq!(e.pv, [mv("7g7f"), mv("3c3d"), mv("7f7e")]);
        let illegal = info(4, 10, false, "7g7f 7g7f");
        let e = choose(&start, Some(mv("7g7f")), Some(&illegal), None).unwrap();
        assert_eq!(e.pv, [mv("7g7f")]);
    }

    #[test]
    fn commands_for_positions_and_budgets() {
        let start = Position::start(shogi());
        assert_eq!(
            position_command(&start, &[]),
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
        );
        assert_eq!(
            position_command(&start, &[mv("7g7f"), mv("3c3d")]),
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 \
             moves 7g7f 3c3d"
        );
        let legal = start.legal_moves();
        let go = |b: &Limits| go_command(shogi(), b, &legal);
        assert_eq!(
            go(&Limits::movetime(Duration::from_millis(250))).as_deref(),
            Some("go movetime 250")
        );
        assert_eq!(
            go(&Limits::movetime(Duration::ZERO)).as_deref(),
            Some("go movetime 1")
        );
        assert_eq!(
            go(&Limits::movetime(Duration::MAX)).as_deref(),
            Some("go movetime 2147483647")
        );
        assert_eq!(
            go(&crate::analysis::DEFAULT_BUDGET).as_deref(),
            Some("go movetime 500 nodes 150000")
        );
        assert_eq!(go(&Limits::depth(7)).as_deref(), Some("go depth 7"));
        assert_eq!(go(&Limits::default()), None);
        let stop = Arc::new(AtomicBool::new(false));
        assert_eq!(
            go(&Limits::default().with_stop(stop)).as_deref(),
            Some("go infinite")
        );
        // Avoided moves: the others as searchmoves; all avoided: none.
        let mut budget = Limits::nodes(10);
        budget.avoid = legal.iter().copied().filter(|&m| m != mv("2g2f")).collect();
        assert_eq!(go(&budget).as_deref(), Some("go nodes 10 searchmoves 2g2f"));
        budget.avoid = legal.clone();
        assert_eq!(go(&budget).as_deref(), Some("go nodes 10"));
    }

    #[test]
    fn other_games_are_refused_before_starting() {
        for id in ["wa", "wa-drops"] {
            let err = UsiEngine::start("/nonexistent/engine", Variant::by_id(id).unwrap())
                .err()
                .unwrap();
            assert!(
                matches!(&err, AnalysisError::Engine(why) if why.contains("standard shogi only")),
                "{err}"
            );
        }
    }
}
