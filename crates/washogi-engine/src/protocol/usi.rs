//! USI, as shogi GUIs expect it, with the Wa games chosen by the option `USI_Variant`
//! (`shogi`, `wa`, `wa-drops`) and written in this project's USI notation (files
//! 1–11, ranks a–k; see rules.md).
//!
//! ```
//! use washogi_engine::protocol::SharedBuffer;
//! let script = "usi\nisready\nposition startpos moves 7g7f\ngo depth 2\nisready\nquit\n";
//! let out = SharedBuffer::default();
//! washogi_engine::usi::run(script.as_bytes(), out.clone());
//! let text = out.text();
//! assert!(text.contains("usiok") && text.contains("bestmove "));
//! ```

use std::io::BufRead;
use std::time::Duration;

use washogi_rules::{usi, Color, Game, Position, Variant};

use super::session::{self, Control, Kind, Protocol};
use super::{
    budget_from_clock, moves_text, read_duration, read_whole, with_margin, Output, Reading,
    MAX_CLOCK, MAX_MOVE_TIME,
};
use crate::search::{Engine, Info, Limits, Score, SearchResult, MAX_TABLE_MB};

/// The values of the `USI_Variant` option.
pub const VARIANTS: [&str; 3] = ["shogi", "wa", "wa-drops"];

struct State {
    out: Output,
    /// `None` while a search has it, or after `USI_Hash` until the next `go`.
    engine: Option<Engine>,
    variant: &'static Variant,
    game: Game,
    hash_mb: usize,
}

/// Run the USI protocol until `quit` or the end of the input.
pub fn run(input: impl BufRead, output: impl std::io::Write + Send + 'static) {
    session::run(input, State::new(Output::new(output)));
}

impl Protocol for State {
    fn kind(&self, command: &str) -> Kind {
        match command {
            // A GUI must send `stop` before anything that needs the engine; one that
            // does not has moved on, so the search ends (still with its `bestmove`)
            // rather than leave the new command waiting, for ever after `go infinite`.
            "stop" | "quit" | "position" | "go" | "usinewgame" | "setoption" | "gameover" => {
                Kind::Interrupt
            }
            // Answered even while thinking, as USI asks of `isready`; the others do
            // not need the engine either.
            _ => Kind::Now,
        }
    }

    fn command(&mut self, command: &str, args: &str, control: &mut Control) {
        match command {
            "usi" => {
                self.out.line(&format!(
                    "id name washogi-engine {}",
                    env!("CARGO_PKG_VERSION")
                ));
                self.out.line("id author the washogi-bot project");
                self.out.line(
                    "option name USI_Variant type combo default shogi var shogi var wa var wa-drops",
                );
                self.out.line(&format!(
                    "option name USI_Hash type spin default 64 min 1 max {MAX_TABLE_MB}"
                ));
                self.out.line("usiok");
            }
            "isready" => self.out.line("readyok"),
            "setoption" => self.set_option(args),
            "usinewgame" => {
                if let Some(e) = &mut self.engine {
                    e.clear();
                }
                self.game = Game::new(Position::start(self.variant));
            }
            "position" => self.position(args),
            "go" => self.go(args, control),
            // `stop` has stopped the search already (it interrupts); `ponderhit` lets
            // a ponder search go on until `stop`.
            "stop" | "gameover" | "ponderhit" | "debug" | "register" => {}
            _ => self
                .out
                .line(&format!("info string unknown command: {command}")),
        }
    }

    fn searched(&mut self, engine: Engine, _result: SearchResult) {
        self.engine = Some(engine);
    }

    fn skipped(&mut self, why: &str) {
        self.out.line(&format!("info string skipped {why}"));
    }
}

impl State {
    fn new(out: Output) -> State {
        let shogi = Variant::by_id("shogi").expect("shogi");
        State {
            out,
            engine: None,
            variant: shogi,
            game: Game::new(Position::start(shogi)),
            hash_mb: 64,
        }
    }

    /// The engine for a search: the last one, or a new one after `USI_Hash`.
    fn take_engine(&mut self) -> Engine {
        self.engine
            .take()
            .unwrap_or_else(|| Engine::new(self.hash_mb))
    }

    fn set_option(&mut self, args: &str) {
        // setoption name <id> [value <x>]
        let rest = args.strip_prefix("name ").unwrap_or(args);
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        match name {
            "USI_Variant" => match Variant::by_id(value).filter(|_| VARIANTS.contains(&value)) {
                Some(v) => {
                    self.variant = v;
                    self.game = Game::new(Position::start(v));
                }
                None => self
                    .out
                    .line(&format!("info string unknown USI_Variant {value}")),
            },
            "USI_Hash" => {
                let Some(mb) = read_whole(value) else {
                    self.out.line(&format!(
                        "info string USI_Hash needs megabytes, not {value}"
                    ));
                    return;
                };
                let capped = mb.clamp(1, MAX_TABLE_MB as u64) as usize;
                if capped as u64 != mb {
                    let limit = if mb == 0 {
                        "at least 1 MB"
                    } else {
                        "at most 1024 MB"
                    };
                    self.out.line(&format!(
                        "info string USI_Hash {value}: {limit}, using {capped} MB"
                    ));
                }
                self.hash_mb = capped;
                // The next `go` makes an engine with a table of this size.
                self.engine = None;
            }
            _ => {}
        }
    }

    fn position(&mut self, args: &str) {
        let (setup, moves) = match args.split_once(" moves") {
            Some((s, m)) => (s.trim(), m.trim()),
            None => (args.trim(), ""),
        };
        let start = if setup == "startpos" {
            Ok(Position::start(self.variant))
        } else {
            let sfen = setup.strip_prefix("sfen").unwrap_or(setup).trim();
            Position::from_sfen(self.variant, sfen).map_err(|e| e.to_string())
        };
        let mut game = match start {
            Ok(p) => Game::new(p),
            Err(e) => {
                self.out.line(&format!("info string bad position: {e}"));
                return;
            }
        };
        for text in moves.split_whitespace() {
            let played = usi::parse_usi(self.variant, text)
                .map_err(|e| e.to_string())
                .and_then(|mv| game.play(mv).map_err(|e| e.to_string()));
            if let Err(e) = played {
                self.out
                    .line(&format!("info string illegal move {text}: {e}"));
                return;
            }
        }
        self.game = game;
    }

    fn go(&mut self, args: &str, control: &mut Control) {
        let mut read = GoArgs {
            words: args.split_whitespace().collect(),
            out: &self.out,
            bad: false,
        };
        let infinite = read.words.contains(&"infinite") || read.words.contains(&"ponder");
        let ms = Duration::from_millis(1);
        let mut limits = Limits {
            depth: read.whole("depth").map(|d| d.min(u32::MAX as u64) as u32),
            nodes: read.whole("nodes"),
            mate_search: true,
            ..Limits::default()
        };
        // Both sides' clocks are read, so that a bad value is named whoever moves.
        let clocks = [read.clock("btime"), read.clock("wtime")];
        let increments = [
            read.duration("binc", ms, MAX_MOVE_TIME),
            read.duration("winc", ms, MAX_MOVE_TIME),
        ];
        let side = match self.game.position().side_to_move() {
            Color::Sente => 0,
            Color::Gote => 1,
        };
        let (left, inc) = (clocks[side], increments[side]);
        let byoyomi = read
            .duration("byoyomi", ms, MAX_MOVE_TIME)
            .unwrap_or_default();
        let movetime = read.duration("movetime", ms, MAX_MOVE_TIME);
        limits.movetime = if infinite {
            None
        } else if let Some(t) = movetime {
            limits.fixed_time = true;
            Some(with_margin(t))
        } else if let Some(left) = left {
            // A byoyomi with the clock run out is lost when unspent, like a movetime.
            limits.fixed_time = left.is_zero() && !byoyomi.is_zero();
            let from_clock = if left.is_zero() {
                Duration::ZERO
            } else {
                // Plies played (the move number counts them from 1, also after a set-up).
                let plies = self.game.position().move_number() as usize - 1;
                budget_from_clock(left, inc.unwrap_or_default(), None, plies)
            };
            Some(with_margin(from_clock + byoyomi))
        } else if !byoyomi.is_zero() {
            limits.fixed_time = true;
            Some(with_margin(byoyomi))
        } else if read.bad && limits.depth.is_none() && limits.nodes.is_none() {
            // The GUI meant to limit this search but could not say how: it gets a
            // move soon rather than a search that waits for a `stop`.
            self.out.line(&format!(
                "info string go: no readable limit; searching {} ms",
                UNREADABLE_GO.as_millis()
            ));
            Some(UNREADABLE_GO)
        } else {
            // Depth or nodes alone, or no limit (a bare `go`): still within the hour
            // any move may take.
            Some(MAX_MOVE_TIME)
        };
        limits.movetime = limits.movetime.map(|t| t.min(MAX_MOVE_TIME));
        let engine = self.take_engine();
        let v = self.variant;
        let out = self.out.clone();
        let done = self.out.clone();
        let report = move |info: &Info| {
            out.line(&format!(
                "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
                info.depth,
                info.seldepth,
                score_text(info.score),
                info.nodes,
                info.nps(),
                info.time.as_millis(),
                moves_text(info.pv, |m| usi::to_usi(v, m))
            ));
        };
        let finish = move |result: &SearchResult| match result.best_move {
            Some(mv) => done.line(&format!("bestmove {}", usi::to_usi(v, mv))),
            None => done.line("bestmove resign"),
        };
        if self.game.status().is_over() {
            self.engine = Some(engine);
            self.out.line("bestmove resign");
            return;
        }
        control.start(engine, self.game.clone(), limits, report, finish);
    }
}

/// A score as USI's `info … score` writes it: `cp N`, or `mate N` with N in plies
/// from the side to move's view (the search's [`Score::Mate`] counts the side to
/// move's moves): mate in one move `mate 1`, in two `mate 3`; mated after the
/// opponent's next move `mate -2`; mated already `mate -0`, as YaneuraOu writes it
/// (the inverse of `external::score_from_usi`).
pub(crate) fn score_text(score: Score) -> String {
    match score {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(0) => "mate -0".to_string(),
        Score::Mate(n) if n > 0 => format!("mate {}", 2 * i64::from(n) - 1),
        Score::Mate(n) => format!("mate {}", 2 * i64::from(n)),
    }
}

/// How long a `go` searches whose limits could not be read: a GUI that meant to limit
/// the search gets a move soon, rather than a search that waits for `stop`.
const UNREADABLE_GO: Duration = Duration::from_secs(1);

/// The numbers of a `go`: each unreadable one is named in an `info string` and
/// ignored, each too large one capped and said so.
struct GoArgs<'a> {
    words: Vec<&'a str>,
    out: &'a Output,
    /// Whether a value was unreadable.
    bad: bool,
}

impl<'a> GoArgs<'a> {
    /// The text after `key`, if `key` is there (`""` when nothing follows).
    fn value(&self, key: &str) -> Option<&'a str> {
        let i = self.words.iter().position(|w| *w == key)?;
        Some(self.words.get(i + 1).copied().unwrap_or(""))
    }

    fn ignore(&mut self, key: &str, text: &str) {
        self.bad = true;
        self.out.line(&if text.is_empty() {
            format!("info string go: {key} needs a value; ignored")
        } else {
            format!("info string go: {key} {text} is not a whole number; ignored")
        });
    }

    fn whole(&mut self, key: &str) -> Option<u64> {
        let text = self.value(key)?;
        let n = read_whole(text);
        if n.is_none() {
            self.ignore(key, text);
        }
        n
    }

    /// A whole number of `unit`s, at most `max`.
    fn duration(&mut self, key: &str, unit: Duration, max: Duration) -> Option<Duration> {
        let text = self.value(key)?;
        match read_duration(text, unit, max) {
            Reading::Fine(t) => Some(t),
            Reading::Capped(t) => {
                let cap = t.as_millis();
                self.out.line(&format!(
                    "info string go: {key} {text} is more than {cap} ms; using {cap}"
                ));
                Some(t)
            }
            Reading::Bad => {
                self.ignore(key, text);
                None
            }
        }
    }

    /// A clock (`btime`, `wtime`): below zero is no time left.
    fn clock(&mut self, key: &str) -> Option<Duration> {
        let text = self.value(key)?;
        match text.strip_prefix('-').and_then(read_whole) {
            Some(_) => {
                self.out.line(&format!(
                    "info string go: {key} {text} is below zero; taken as 0"
                ));
                Some(Duration::ZERO)
            }
            None => self.duration(key, Duration::from_millis(1), MAX_CLOCK),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::SharedBuffer;

    #[test]
    fn mate_scores_are_written_in_plies() {
        assert_eq!(score_text(Score::Cp(-35)), "cp -35");
        // Mate in one move is one ply; each further move of ours adds two plies.
        assert_eq!(score_text(Score::Mate(1)), "mate 1");
        assert_eq!(score_text(Score::Mate(2)), "mate 3");
        assert_eq!(score_text(Score::Mate(5)), "mate 9");
        // Mated after the opponent's next move: two plies away.
        assert_eq!(score_text(Score::Mate(-1)), "mate -2");
        assert_eq!(score_text(Score::Mate(-3)), "mate -6");
        assert_eq!(score_text(Score::Mate(0)), "mate -0");
        // What an outside engine's reader makes of it is the score written.
        for n in -40..=40 {
            let text = score_text(Score::Mate(n));
            let plies = text.strip_prefix("mate ").unwrap();
            assert_eq!(
                crate::external::score_from_usi(plies),
                Some(Score::Mate(n)),
                "{text}"
            );
        }
    }

    #[test]
    fn the_hash_option_sizes_the_next_engine_within_the_cap() {
        let out = SharedBuffer::default();
        let mut s = State::new(Output::new(out.clone()));
        assert_eq!(s.take_engine().table_bytes(), 64 << 20);
        for (value, mb) in [("16", 16), ("1000000000000", MAX_TABLE_MB), ("0", 1)] {
            s.set_option(&format!("name USI_Hash value {value}"));
            assert_eq!(s.take_engine().table_bytes(), mb << 20, "{value}");
        }
        // An unreadable value leaves the size as it was.
        s.set_option("name USI_Hash value 1e9");
        assert_eq!(s.take_engine().table_bytes(), 1 << 20);
        assert!(out
            .text()
            .ends_with("info string USI_Hash needs megabytes, not 1e9\n"));
    }
}
