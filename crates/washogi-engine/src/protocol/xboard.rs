//! XBoard / CECP version 2, as the Wa Shogi engines in Debian (HaChu, CrazyWa) speak
//! it: variants `wa-shogi` (no drops), `wa-shogi-drop` (drops) and `shogi`; XBoard
//! coordinates (files `a`… from sente's left, ranks `1`… from sente's side, so our
//! file 11 is their `a` and our rank `k` their `1`), `+` to promote, drops as `P@f5`.
//! Sente is XBoard's "white" (it moves first): a sente win is `1-0`.
//!
//! ```
//! use washogi_engine::protocol::SharedBuffer;
//! let script = "xboard\nprotover 2\nvariant wa-shogi\nnew\nsd 2\nusermove c3c4\nping 1\nquit\n";
//! let out = SharedBuffer::default();
//! washogi_engine::xboard::run(script.as_bytes(), out.clone());
//! let text = out.text();
//! assert!(text.contains("variants=\"wa-shogi,wa-shogi-drop,shogi\""));
//! assert!(text.contains("move ") && text.ends_with("pong 1\n"));
//! ```

use std::io::BufRead;
use std::time::Duration;

use washogi_rules::{Color, Game, IllegalMove, Move, Position, Square, Status, Variant};

use super::session::{self, Control, Kind, Protocol};
use super::{budget_from_clock, with_margin, Output};
use crate::levels::accepts_draw;
use crate::search::{Engine, Limits, Score, SearchResult};

/// The variant names this engine announces, with the rules' ids.
pub const VARIANTS: [(&str, &str); 3] = [
    ("wa-shogi", "wa"),
    ("wa-shogi-drop", "wa-drops"),
    ("shogi", "shogi"),
];

/// A square in XBoard coordinates (`a1` is sente's left corner).
pub fn square_text(v: &Variant, sq: Square) -> String {
    let file = (b'a' + (v.files() - sq.file())) as char;
    format!("{file}{}", v.ranks() - sq.rank())
}

/// A move in XBoard notation: `c3c4`, `b2h8+`, `P@f5`.
pub fn move_text(v: &Variant, mv: Move) -> String {
    match mv {
        Move::Board { from, to, promote } => format!(
            "{}{}{}",
            square_text(v, from),
            square_text(v, to),
            if promote { "+" } else { "" }
        ),
        Move::Drop { kind, to } => format!("{}@{}", v.kind(kind).letter, square_text(v, to)),
    }
}

/// Read an XBoard square (`a1`, `k11`).
pub fn parse_square(v: &Variant, text: &str) -> Option<Square> {
    let mut chars = text.chars();
    let file = chars.next()?;
    let rank: u8 = chars.as_str().parse().ok()?;
    if !file.is_ascii_lowercase() || rank == 0 || rank > v.ranks() {
        return None;
    }
    let column = file as u8 - b'a';
    if column >= v.files() {
        return None;
    }
    Square::new(v.files() - column, v.ranks() - rank)
}

/// Read an XBoard move as written (it may still be illegal). `=` after a move means
/// no promotion, as some GUIs write it.
pub fn parse_move(v: &Variant, text: &str) -> Option<Move> {
    if let Some((piece, square)) = text.split_once('@') {
        let mut letters = piece.chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return None;
        };
        let kind = v.kind_by_letter(letter, false)?;
        return Some(Move::Drop {
            kind,
            to: parse_square(v, square)?,
        });
    }
    let (body, promote) = match text.strip_suffix('+') {
        Some(body) => (body, true),
        None => (text.strip_suffix('=').unwrap_or(text), false),
    };
    // The second square starts at the second letter.
    let split = body
        .char_indices()
        .skip(1)
        .find(|(_, c)| c.is_ascii_lowercase())
        .map(|(i, _)| i)?;
    let (from, to) = body.split_at(split);
    Some(Move::Board {
        from: parse_square(v, from)?,
        to: parse_square(v, to)?,
        promote,
    })
}

/// An XBoard FEN (`board[holdings] w …`, upper case = sente = XBoard's white, who
/// moves first) as the rules' SFEN.
pub fn fen_to_sfen(fen: &str) -> Option<String> {
    let mut fields = fen.split_whitespace();
    let board_field = fields.next()?;
    let side = match fields.next()? {
        "w" => "b",
        "b" => "w",
        _ => return None,
    };
    let (board, holdings) = match board_field.split_once('[') {
        Some((b, h)) => (b, h.trim_end_matches(']')),
        None => (board_field, ""),
    };
    let mut counts: Vec<(char, u32)> = Vec::new();
    for c in holdings.chars().filter(|c| c.is_ascii_alphabetic()) {
        match counts.iter_mut().find(|(l, _)| *l == c) {
            Some((_, n)) => *n += 1,
            None => counts.push((c, 1)),
        }
    }
    counts.sort_by_key(|&(c, _)| c.is_ascii_lowercase());
    let hand: String = counts
        .iter()
        .map(|&(c, n)| {
            if n > 1 {
                format!("{n}{c}")
            } else {
                c.to_string()
            }
        })
        .collect();
    let hand = if hand.is_empty() {
        "-".to_string()
    } else {
        hand
    };
    Some(format!("{} {side} {hand} 1", board.replace('~', "")))
}

/// The result line for a finished game.
pub fn result_text(status: Status) -> Option<String> {
    let (score, reason) = match status {
        Status::Ongoing => return None,
        Status::Checkmate { winner } => (winner, "mates"),
        Status::NoLegalMoves { winner } => (winner, "wins: no legal moves"),
        Status::PerpetualCheck { loser } => (!loser, "wins by perpetual check"),
        Status::Repetition => return Some("1/2-1/2 {Fourfold repetition}".into()),
    };
    let (result, name) = match score {
        Color::Sente => ("1-0", "Sente"),
        Color::Gote => ("0-1", "Gote"),
    };
    Some(format!("{result} {{{name} {reason}}}"))
}

struct State {
    out: Output,
    /// `None` while a search has it.
    engine: Option<Engine>,
    game: Game,
    engine_side: Option<Color>,
    post: bool,
    depth: Option<u32>,
    move_time: Option<Duration>,
    clock: Option<Duration>,
    increment: Duration,
    moves_per_session: u32,
    last_score: Score,
}

/// Run the XBoard protocol until `quit` or the end of the input.
pub fn run(input: impl BufRead, output: impl std::io::Write + Send + 'static) {
    let shogi = Variant::by_id("shogi").expect("shogi");
    let state = State {
        out: Output::new(output),
        engine: Some(Engine::new(64)),
        game: Game::new(Position::start(shogi)),
        engine_side: None,
        post: false,
        depth: None,
        move_time: None,
        clock: None,
        increment: Duration::ZERO,
        moves_per_session: 0,
        last_score: Score::Cp(0),
    };
    session::run(input, state);
}

impl Protocol for State {
    fn kind(&self, command: &str) -> Kind {
        match command {
            // Move now.
            "?" => Kind::Now,
            // The game the engine thinks about is over or changes.
            "quit" | "new" | "force" | "result" | "setboard" | "variant" | "undo" | "remove"
            | "exit" => Kind::Interrupt,
            // Everything else comes after the move: `ping` is answered after it, as
            // the protocol asks.
            _ => Kind::Wait,
        }
    }

    fn command(&mut self, command: &str, args: &str, control: &mut Control) {
        match command {
            "xboard" | "random" | "hard" | "easy" | "computer" | "name" | "rating" | "ics"
            | "accepted" | "rejected" | "white" | "black" | "cores" | "nps" | "otim" | "." => {}
            "protover" => self.out.line(&format!(
                "feature myname=\"washogi-engine {}\" variants=\"{}\" setboard=1 usermove=1 \
                 ping=1 time=1 draw=1 sigint=0 sigterm=0 colors=0 memory=1 reuse=1 analyze=0 \
                 san=0 done=1",
                env!("CARGO_PKG_VERSION"),
                VARIANTS.map(|(name, _)| name).join(",")
            )),
            "new" => {
                self.game = Game::new(Position::start(self.variant()));
                self.engine_side = Some(Color::Gote);
                self.depth = None;
                if let Some(e) = &mut self.engine {
                    e.clear();
                }
            }
            "variant" => match VARIANTS.iter().find(|(name, _)| *name == args) {
                Some(&(_, id)) => {
                    let v = Variant::by_id(id).expect("known variant");
                    self.game = Game::new(Position::start(v));
                }
                None => self
                    .out
                    .line(&format!("Error (unsupported variant): {args}")),
            },
            "setboard" => {
                let position = fen_to_sfen(args)
                    .and_then(|sfen| Position::from_sfen(self.variant(), &sfen).ok());
                match position {
                    Some(p) => self.game = Game::new(p),
                    None => self
                        .out
                        .line(&format!("tellusererror Illegal position: {args}")),
                }
            }
            "force" | "result" => self.engine_side = None,
            "?" => control.interrupt(),
            "go" => {
                self.engine_side = Some(self.game.position().side_to_move());
                self.think(control);
            }
            "playother" => self.engine_side = Some(!self.game.position().side_to_move()),
            "usermove" => self.user_move(args, control),
            "ping" => self.out.line(&format!("pong {args}")),
            "post" => self.post = true,
            "nopost" => self.post = false,
            "sd" => self.depth = args.parse().ok(),
            "st" => {
                self.move_time = args.parse::<f64>().ok().map(Duration::from_secs_f64);
            }
            "level" => self.level(args),
            "time" => {
                self.clock = args
                    .parse::<u64>()
                    .ok()
                    .map(|cs| Duration::from_millis(cs * 10));
            }
            "memory" => {
                if let Ok(mb) = args.parse::<usize>() {
                    self.engine = Some(Engine::new(mb.clamp(1, 4096)));
                }
            }
            "draw" => {
                if accepts_draw(self.last_score, self.game.moves().len()) {
                    self.out.line("offer draw");
                }
            }
            "undo" => self.take_back(1),
            "remove" => self.take_back(2),
            _ => {
                // Anything else that looks like a move is one (old protocol).
                if parse_move(self.variant(), command).is_some() {
                    self.user_move(command, control);
                } else {
                    self.out
                        .line(&format!("Error (unknown command): {command}"));
                }
            }
        }
    }

    /// The search has ended (its move is sent): play the move in our game.
    fn searched(&mut self, engine: Engine, result: SearchResult) {
        self.engine = Some(engine);
        self.last_score = result.score;
        if let Some(mv) = result.best_move {
            if self.game.play(mv).is_ok() {
                if let Some(text) = result_text(self.game.status()) {
                    self.out.line(&text);
                }
            }
        }
    }

    fn skipped(&mut self, why: &str) {
        self.out.line(&format!("# skipped {why}"));
    }
}

impl State {
    fn variant(&self) -> &'static Variant {
        self.game.position().variant()
    }

    fn level(&mut self, args: &str) {
        let fields: Vec<&str> = args.split_whitespace().collect();
        if fields.len() != 3 {
            self.out.line(&format!("Error (bad level): {args}"));
            return;
        }
        self.moves_per_session = fields[0].parse().unwrap_or(0);
        let base = match fields[1].split_once(':') {
            Some((m, s)) => m.parse::<u64>().unwrap_or(0) * 60 + s.parse::<u64>().unwrap_or(0),
            None => fields[1].parse::<u64>().unwrap_or(0) * 60,
        };
        self.clock = Some(Duration::from_secs(base));
        self.increment = Duration::from_secs_f64(fields[2].parse().unwrap_or(0.0));
        self.move_time = None;
    }

    fn take_back(&mut self, plies: usize) {
        let moves = self.game.moves();
        let keep = moves.len().saturating_sub(plies);
        if let Ok(game) = Game::replay(self.game.start().clone(), &moves[..keep]) {
            self.game = game;
        }
    }

    fn user_move(&mut self, text: &str, control: &mut Control) {
        let v = self.variant();
        let Some(mv) = parse_move(v, text) else {
            self.out.line(&format!("Illegal move (unreadable): {text}"));
            return;
        };
        let pos = self.game.position();
        // A GUI may leave out the `+` of a forced promotion.
        let mv = match (pos.validate(mv), mv) {
            (Err(IllegalMove::MustPromote { .. }), Move::Board { from, to, .. }) => Move::Board {
                from,
                to,
                promote: true,
            },
            _ => mv,
        };
        if let Err(e) = self.game.play(mv) {
            self.out.line(&format!("Illegal move ({e}): {text}"));
            return;
        }
        if let Some(text) = result_text(self.game.status()) {
            self.out.line(&text);
            return;
        }
        if self.engine_side == Some(self.game.position().side_to_move()) {
            self.think(control);
        }
    }

    fn limits(&self) -> Limits {
        let movetime = match (self.move_time, self.clock) {
            (Some(t), _) => Some(with_margin(t)),
            (None, Some(left)) => {
                let played = self.game.moves().len() as u32 / 2;
                let to_go = (self.moves_per_session > 0)
                    .then(|| self.moves_per_session - played % self.moves_per_session);
                Some(budget_from_clock(left, self.increment, to_go))
            }
            (None, None) if self.depth.is_some() => None,
            (None, None) => Some(Duration::from_secs(5)),
        };
        Limits {
            depth: self.depth,
            movetime,
            ..Limits::default()
        }
    }

    fn think(&mut self, control: &mut Control) {
        if self.game.status().is_over() {
            if let Some(text) = result_text(self.game.status()) {
                self.out.line(&text);
            }
            return;
        }
        let Some(engine) = self.engine.take() else {
            return;
        };
        let v = self.variant();
        let (out, post) = (self.out.clone(), self.post);
        let done = self.out.clone();
        let report = move |info: &crate::search::Info| {
            if post {
                let pv: Vec<String> = info.pv.iter().map(|&m| move_text(v, m)).collect();
                let score = match info.score {
                    Score::Cp(c) => c,
                    Score::Mate(n) if n > 0 => 100_000 + n,
                    Score::Mate(n) => -100_000 + n,
                };
                out.line(&format!(
                    "{} {score} {} {} {}",
                    info.depth,
                    info.time.as_millis() / 10,
                    info.nodes,
                    pv.join(" ")
                ));
            }
        };
        let finish = move |result: &crate::search::SearchResult| match result.best_move {
            Some(mv) => done.line(&format!("move {}", move_text(v, mv))),
            None => done.line("resign"),
        };
        control.start(engine, self.game.clone(), self.limits(), report, finish);
    }
}
