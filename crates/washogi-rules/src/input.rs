//! The forgiving move input people type, resolved against a position.
//!
//! Accepted: USI (`7g7f`, `8h2b+`, `P*5e`, `11k11j`); separators `-`, `x`, a space or
//! an arrow between squares (`7g-7f`, `7gx7f`, `7g 7f`); any case; full-width digits and
//! letters; `=` for an explicit non-promotion; a piece letter before a board move
//! (`P7g7f`); and the short piece + destination forms `P7f`, `P-7f`, `Px7f`, `+P7f`,
//! `P*7f` when they name exactly one legal move.
//!
//! ```
//! use washogi_rules::{input::resolve_input, usi::to_usi, Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let pos = Position::start(shogi);
//! let mv = resolve_input(&pos, "７ｇ－７ｆ").unwrap();
//! assert_eq!(to_usi(shogi, mv), "7g7f");
//! assert!(resolve_input(&pos, "G5h").is_err()); // two golds can go to 5h
//! ```

use super::describe::describe_move;
use super::error::IllegalMove;
use super::position::Position;
use super::types::{Move, Square};
use super::usi::{parse_square, to_usi, NotationError, MAX_MOVE_INPUT};
use super::variants::Kind;

/// Why typed move input did not name exactly one legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    #[error("no such piece can go there")]
    NoMatch { kind: Kind, to: Square },
    #[error("the piece on that square is a different one")]
    WrongPiece { kind: Kind, square: Square },
    #[error("that names more than one move")]
    Ambiguous(Vec<Move>),
}

impl InputError {
    /// One clear sentence (a short list for an ambiguous move) for a player.
    pub fn message(&self, pos: &Position) -> String {
        let v = pos.variant();
        match self {
            InputError::Notation(e) => e.message(v),
            InputError::Illegal(e) => e.message(v),
            InputError::NoMatch { kind, to } => {
                format!(
                    "None of your pieces can make that move: no {} can go to {to}.",
                    v.kind(*kind).name
                )
            }
            InputError::WrongPiece { kind, square } => {
                format!("There is no {} of yours on {square}.", v.kind(*kind).name)
            }
            InputError::Ambiguous(moves) => {
                let list: Vec<String> = moves
                    .iter()
                    .map(|&m| format!("• {} — `{}`", describe_move(pos, m), to_usi(v, m)))
                    .collect();
                format!(
                    "That could be more than one move; say which:\n{}",
                    list.join("\n")
                )
            }
        }
    }
}

/// Fold full-width characters and separators to plain ASCII and drop spaces.
fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let c = match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '×' => 'x',
            '→' | '—' | '–' | '‐' | '−' => '-',
            c => c,
        };
        if c.is_whitespace() {
            continue;
        }
        out.push(c.to_ascii_lowercase());
    }
    out.replace("->", "-")
}

struct Cursor<'a> {
    text: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    /// Digits followed by one letter, as text.
    fn square_text(&mut self) -> Option<String> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if self.at == start || !self.peek().is_some_and(|c| c.is_ascii_lowercase()) {
            self.at = start;
            return None;
        }
        self.at += 1;
        Some(String::from_utf8_lossy(&self.text[start..self.at]).into_owned())
    }
}

/// Turn what a player typed into one legal move of `pos`, or say why not.
pub fn resolve_input(pos: &Position, text: &str) -> Result<Move, InputError> {
    let v = pos.variant();
    if text.len() > MAX_MOVE_INPUT * 4 {
        return Err(NotationError::TooLong.into());
    }
    let s = normalise(text);
    if s.is_empty() {
        return Err(NotationError::Empty.into());
    }
    if s.len() > MAX_MOVE_INPUT {
        return Err(NotationError::TooLong.into());
    }
    let unreadable = || InputError::from(NotationError::Unreadable(text.trim().to_string()));
    let mut cur = Cursor {
        text: s.as_bytes(),
        at: 0,
    };
    let promoted_piece = cur.eat(b'+');
    let piece = match cur.peek() {
        Some(c) if c.is_ascii_lowercase() => {
            cur.at += 1;
            let kind = v.kind_by_letter(c as char, promoted_piece).ok_or_else(|| {
                let code = format!(
                    "{}{}",
                    if promoted_piece { "+" } else { "" },
                    c.to_ascii_uppercase() as char
                );
                NotationError::NoSuchPiece(code)
            })?;
            Some(kind)
        }
        _ if promoted_piece => return Err(unreadable()),
        _ => None,
    };
    let drop_marker = piece.is_some() && cur.eat(b'*');
    if !drop_marker && piece.is_some() {
        let _ = cur.eat(b'-') || cur.eat(b'x');
    }
    let first = cur.square_text().ok_or_else(unreadable)?;
    let _ = cur.eat(b'-') || cur.eat(b'x');
    let second = cur.square_text();
    let suffix = match cur.peek() {
        Some(b'+') => Some(true),
        Some(b'=') => Some(false),
        _ => None,
    };
    if suffix.is_some() {
        cur.at += 1;
    }
    if cur.peek().is_some() {
        return Err(unreadable());
    }
    let square =
        |t: &str| parse_square(v, t).ok_or_else(|| NotationError::NoSuchSquare(t.to_string()));

    match (piece, second) {
        // A board move from one square to another, perhaps with the piece named.
        (_, Some(second)) if !drop_marker => {
            let from = square(&first)?;
            let to = square(&second)?;
            if let Some(kind) = piece {
                if pos.own_piece_at(from, pos.side_to_move()).map(|p| p.kind) != Some(kind) {
                    return Err(InputError::WrongPiece { kind, square: from });
                }
            }
            let mv = Move::Board {
                from,
                to,
                promote: suffix == Some(true),
            };
            pos.validate(mv)?;
            Ok(mv)
        }
        // Piece and destination.
        (Some(kind), None) => {
            let to = square(&first)?;
            resolve_short(pos, kind, to, drop_marker, suffix)
        }
        _ => Err(unreadable()),
    }
}

fn resolve_short(
    pos: &Position,
    kind: Kind,
    to: Square,
    drop_only: bool,
    promote: Option<bool>,
) -> Result<Move, InputError> {
    let v = pos.variant();
    let us = pos.side_to_move();
    let matches = |mv: &Move| match *mv {
        Move::Board {
            from,
            to: t,
            promote: p,
        } => {
            !drop_only
                && t == to
                && promote.is_none_or(|want| want == p)
                && pos.own_piece_at(from, us).map(|pc| pc.kind) == Some(kind)
        }
        Move::Drop { kind: k, to: t } => k == kind && t == to && promote != Some(true),
    };
    let legal: Vec<Move> = pos.legal_moves().into_iter().filter(matches).collect();
    match legal.len() {
        1 => Ok(legal[0]),
        0 => {
            // Name the rule that stops the closest move, if there is one.
            let mut pseudo = Vec::new();
            pos.pseudo_legal_moves(&mut pseudo);
            if let Some(&mv) = pseudo.iter().find(|m| matches(m)) {
                if let Err(e) = pos.validate(mv) {
                    return Err(e.into());
                }
            }
            if promote == Some(false) {
                if let Some(&Move::Board { to: t, .. }) = pseudo.iter().find(|m| {
                    matches!(**m, Move::Board { from, to: t, promote: true }
                        if t == to && pos.own_piece_at(from, us).map(|pc| pc.kind) == Some(kind))
                }) {
                    return Err(IllegalMove::MustPromote { kind, to: t }.into());
                }
            }
            if drop_only || (v.drops() && !v.kind(kind).promoted && pos.hand_count(us, kind) > 0) {
                if let Err(e) = pos.validate(Move::Drop { kind, to }) {
                    if drop_only || pos.piece_at(to).is_none() {
                        return Err(e.into());
                    }
                }
            }
            Err(InputError::NoMatch { kind, to })
        }
        _ => Err(InputError::Ambiguous(legal)),
    }
}
