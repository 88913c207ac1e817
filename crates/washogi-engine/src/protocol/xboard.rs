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
pub use super::xboard_setup::{
    needs_setup, position_to_fen, setup_lines, xboard_betza, xboard_refuses, WA_PIECE_TO_CHAR,
};
use super::{
    budget_from_clock, read_duration, read_seconds, read_whole, with_margin, Output, Reading,
    MAX_CLOCK, MAX_MOVE_TIME,
};
use crate::levels::accepts_draw;
use crate::search::{Engine, Limits, Score, SearchResult, MAX_TABLE_MB};

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

const LEVEL: &str = "level needs moves, minutes[:seconds] and seconds of increment";

/// What the GUI is told when a time per move is capped.
fn per_move(cap: Duration) -> String {
    format!("at most {0} s a move, using {0} s", cap.as_secs())
}

/// What the GUI is told when a clock is capped.
fn on_clock(cap: Duration) -> String {
    format!("at most {0} s on a clock, using {0} s", cap.as_secs())
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
    session::run(input, State::new(Output::new(output)));
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
                    // Teach XBoard the game it does not know (the Wa games).
                    for line in setup_lines(v) {
                        self.out.line(&line);
                    }
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
            "sd" => match read_whole(args) {
                Some(depth) if depth > 0 => self.depth = Some(depth.min(u32::MAX as u64) as u32),
                _ => self.refuse("sd needs a depth of at least 1", command, args),
            },
            "st" => match read_seconds(args, MAX_MOVE_TIME) {
                Reading::Fine(t) if !t.is_zero() => self.move_time = Some(t),
                Reading::Capped(t) => {
                    self.capped(command, args, &per_move(t));
                    self.move_time = Some(t);
                }
                _ => self.refuse("st needs seconds above 0", command, args),
            },
            "level" => self.level(args),
            "time" => {
                // Some GUIs send the time left below zero once the flag has fallen:
                // then there is no time left.
                let centiseconds = Duration::from_millis(10);
                let left = match args.strip_prefix('-') {
                    Some(below) if read_whole(below).is_some() => Reading::Fine(Duration::ZERO),
                    _ => read_duration(args, centiseconds, MAX_CLOCK),
                };
                match left {
                    Reading::Fine(t) => self.clock = Some(t),
                    Reading::Capped(t) => {
                        self.capped(command, args, &on_clock(t));
                        self.clock = Some(t);
                    }
                    Reading::Bad => self.refuse("time needs centiseconds", command, args),
                }
            }
            "memory" => self.memory(args),
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
    fn new(out: Output) -> State {
        let shogi = Variant::by_id("shogi").expect("shogi");
        State {
            out,
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
        }
    }

    fn variant(&self) -> &'static Variant {
        self.game.position().variant()
    }

    /// `Error (why): command`, for a value the engine cannot use: the setting stays.
    fn refuse(&self, why: &str, command: &str, args: &str) {
        self.out
            .line(format!("Error ({why}): {command} {args}").trim_end());
    }

    /// A comment (XBoard shows it in its debug output) for a value the engine caps.
    fn capped(&self, command: &str, args: &str, why: &str) {
        self.out.line(&format!("# {command} {args}: {why}"));
    }

    /// `memory MB`: a new engine with a table of (at most) that size.
    fn memory(&mut self, args: &str) {
        let Some(mb) = read_whole(args) else {
            self.refuse("memory needs megabytes", "memory", args);
            return;
        };
        if mb > MAX_TABLE_MB as u64 {
            let why = format!("at most {MAX_TABLE_MB} MB, using {MAX_TABLE_MB} MB");
            self.capped("memory", args, &why);
        }
        let mb = mb.clamp(1, MAX_TABLE_MB as u64) as usize;
        self.engine = Some(Engine::new(mb));
    }

    /// `level MOVES MINUTES[:SECONDS] INCREMENT`: refused whole if a field is
    /// unreadable, so that half a time control is never used.
    fn level(&mut self, args: &str) {
        let fields: Vec<&str> = args.split_whitespace().collect();
        let &[moves, base, increment] = fields.as_slice() else {
            self.refuse(LEVEL, "level", args);
            return;
        };
        let base = match base.split_once(':') {
            Some((m, s)) => read_whole(m)
                .zip(read_whole(s))
                .map(|(m, s)| m.saturating_mul(60).saturating_add(s)),
            None => read_whole(base).map(|m| m.saturating_mul(60)),
        };
        let increment = read_seconds(increment, MAX_MOVE_TIME);
        let (Some(moves), Some(base)) = (read_whole(moves), base) else {
            self.refuse(LEVEL, "level", args);
            return;
        };
        let increment = match increment {
            Reading::Fine(t) => t,
            Reading::Capped(t) => {
                self.capped("level", args, &per_move(t));
                t
            }
            Reading::Bad => {
                self.refuse(LEVEL, "level", args);
                return;
            }
        };
        let mut clock = Duration::from_secs(base);
        if clock > MAX_CLOCK {
            self.capped("level", args, &on_clock(MAX_CLOCK));
            clock = MAX_CLOCK;
        }
        self.moves_per_session = moves.min(u32::MAX as u64) as u32;
        self.clock = Some(clock);
        self.increment = increment;
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
        // A GUI may leave out the `+` of a forced promotion: XBoard does in shogi, where
        // it knows the rule. In the Wa games it shows the piece unpromoted (its Chu
        // rules force no promotion), so there the move is refused, and XBoard takes it
        // back, rather than the engine's board and the GUI's drifting apart.
        let lenient = !needs_setup(v);
        let mv = match (pos.validate(mv), mv) {
            (Err(IllegalMove::MustPromote { .. }), Move::Board { from, to, .. }) if lenient => {
                Move::Board {
                    from,
                    to,
                    promote: true,
                }
            }
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
            (Some(t), _) => with_margin(t),
            (None, Some(left)) => {
                // Plies played (the move number counts them from 1, also after a set-up).
                let plies = self.game.position().move_number() as usize - 1;
                let played = plies as u32 / 2;
                let to_go = (self.moves_per_session > 0)
                    .then(|| self.moves_per_session - played % self.moves_per_session);
                budget_from_clock(left, self.increment, to_go, plies)
            }
            // `sd` alone: the depth decides, within the hour any move may take.
            (None, None) if self.depth.is_some() => MAX_MOVE_TIME,
            (None, None) => Duration::from_secs(5),
        };
        let v = self.variant();
        Limits {
            depth: self.depth,
            movetime: Some(movetime.min(MAX_MOVE_TIME)),
            avoid: (self.game.position().legal_moves().into_iter())
                .filter(|&mv| xboard_refuses(v, mv))
                .collect(),
            mate_search: true,
            // `st`: a time a move, lost when unspent.
            fixed_time: self.move_time.is_some(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::SharedBuffer;

    #[test]
    fn memory_sizes_the_engine_within_the_cap() {
        let out = SharedBuffer::default();
        let mut s = State::new(Output::new(out.clone()));
        let table = |s: &State| s.engine.as_ref().unwrap().table_bytes();
        assert_eq!(table(&s), 64 << 20);
        for (value, mb) in [("16", 16), ("4096", MAX_TABLE_MB), ("0", 1)] {
            s.memory(value);
            assert_eq!(table(&s), mb << 20, "{value}");
        }
        s.memory("-5");
        assert_eq!(table(&s), 1 << 20);
        assert_eq!(
            out.text(),
            "# memory 4096: at most 1024 MB, using 1024 MB\n\
             Error (memory needs megabytes): memory -5\n"
        );
    }
}
