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
use super::{budget_from_clock, moves_text, with_margin, Output};
use crate::search::{Engine, Info, Limits, Score, SearchResult};

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
    let shogi = Variant::by_id("shogi").expect("shogi");
    let state = State {
        out: Output::new(output),
        engine: None,
        variant: shogi,
        game: Game::new(Position::start(shogi)),
        hash_mb: 64,
    };
    session::run(input, state);
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
                self.out
                    .line("option name USI_Hash type spin default 64 min 1 max 4096");
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
                if let Ok(mb) = value.parse::<usize>() {
                    self.hash_mb = mb.clamp(1, 4096);
                    self.engine = None;
                }
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
        let mut limits = Limits::default();
        let words: Vec<&str> = args.split_whitespace().collect();
        let number = |key: &str| -> Option<u64> {
            let i = words.iter().position(|w| *w == key)?;
            words.get(i + 1)?.parse().ok()
        };
        let ms = |key: &str| number(key).map(Duration::from_millis);
        let infinite = words.contains(&"infinite") || words.contains(&"ponder");
        limits.depth = number("depth").map(|d| d as u32);
        limits.nodes = number("nodes");
        let sente = self.game.position().side_to_move() == Color::Sente;
        let (left, inc) = if sente {
            (ms("btime"), ms("binc"))
        } else {
            (ms("wtime"), ms("winc"))
        };
        let byoyomi = ms("byoyomi").unwrap_or_default();
        limits.movetime = if infinite {
            None
        } else if let Some(t) = ms("movetime") {
            Some(with_margin(t))
        } else if let Some(left) = left {
            let from_clock = if left.is_zero() {
                Duration::ZERO
            } else {
                budget_from_clock(left, inc.unwrap_or_default(), None)
            };
            Some(with_margin(from_clock + byoyomi))
        } else if !byoyomi.is_zero() {
            Some(with_margin(byoyomi))
        } else {
            None
        };
        let Some(engine) = self
            .engine
            .take()
            .or_else(|| Some(Engine::new(self.hash_mb)))
        else {
            return;
        };
        let v = self.variant;
        let out = self.out.clone();
        let done = self.out.clone();
        let report = move |info: &Info| {
            let score = match info.score {
                Score::Cp(c) => format!("cp {c}"),
                Score::Mate(n) => format!("mate {n}"),
            };
            out.line(&format!(
                "info depth {} seldepth {} score {score} nodes {} nps {} time {} pv {}",
                info.depth,
                info.seldepth,
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
