//! USI moves: the canonical form the bot stores and exports.
//!
//! ```
//! use washogi_rules::{usi, Variant};
//! let wa = Variant::by_id("wa").unwrap();
//! let mv = usi::parse_usi(wa, "11k11j").unwrap();
//! assert_eq!(usi::to_usi(wa, mv), "11k11j");
//! ```

use super::types::{Move, Square};
use super::variants::Variant;

/// Longest move text looked at; anything longer is refused before parsing.
pub const MAX_MOVE_INPUT: usize = 64;

/// Bad syntax: the text is not a move in any notation the bot reads.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("no move given")]
    Empty,
    #[error("that is too long to be a move")]
    TooLong,
    #[error("{0:?} is not a move the bot can read")]
    Unreadable(String),
    #[error("{0:?} is not a square on this board")]
    NoSuchSquare(String),
    #[error("{0:?} is not a piece letter in this game")]
    NoSuchPiece(String),
}

impl NotationError {
    pub fn message(&self, v: &Variant) -> String {
        match self {
            NotationError::Empty => "Type a move, for example 7g7f.".into(),
            NotationError::TooLong => "That is too long to be a move.".into(),
            NotationError::Unreadable(s) => format!(
                "I can't read {s:?} as a move. Write it like {} (from, to), {} to promote, or {} to drop.",
                example_board(v),
                example_promotion(v),
                "P*5e"
            ),
            NotationError::NoSuchSquare(s) => format!(
                "{s:?} is not a square: files are 1–{}, ranks a–{}.",
                v.files(),
                (b'a' + v.ranks() - 1) as char
            ),
            NotationError::NoSuchPiece(s) => {
                let letters: String = v.hand_kinds().map(|k| v.kind(k).letter).collect();
                format!("{s:?} is not a piece letter in {}; the letters are {letters}.", v.name())
            }
        }
    }
}

fn example_board(v: &Variant) -> &'static str {
    if v.files() == 11 {
        "8i8h"
    } else {
        "7g7f"
    }
}

fn example_promotion(v: &Variant) -> &'static str {
    if v.files() == 11 {
        "4d4c+"
    } else {
        "8h2b+"
    }
}

/// A square as USI writes it (`7g`, `11k`), if it is on this game's board.
pub fn parse_square(v: &Variant, text: &str) -> Option<Square> {
    // The rank is the last character (which may be any character in bad input).
    let (digits, _) = text.char_indices().last()?;
    let (file, rank) = text.split_at(digits);
    if file.is_empty() || file.len() > 2 || !file.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if file.starts_with('0') {
        return None;
    }
    let file: u8 = file.parse().ok()?;
    let rank = rank.bytes().next()?.to_ascii_lowercase();
    if !(b'a'..b'a' + v.ranks()).contains(&rank) || file < 1 || file > v.files() {
        return None;
    }
    Square::new(file, rank - b'a')
}

/// Read a strict USI move (`7g7f`, `8h2b+`, `P*5e`).
pub fn parse_usi(v: &Variant, text: &str) -> Result<Move, NotationError> {
    if text.len() > MAX_MOVE_INPUT {
        return Err(NotationError::TooLong);
    }
    let unreadable = || NotationError::Unreadable(text.to_string());
    if let Some((piece, square)) = text.split_once('*') {
        let mut letters = piece.chars();
        let (Some(letter), None) = (letters.next(), letters.next()) else {
            return Err(unreadable());
        };
        let kind = v
            .kind_by_letter(letter, false)
            .ok_or_else(|| NotationError::NoSuchPiece(piece.to_string()))?;
        let to = parse_square(v, square)
            .ok_or_else(|| NotationError::NoSuchSquare(square.to_string()))?;
        return Ok(Move::Drop { kind, to });
    }
    let (body, promote) = match text.strip_suffix('+') {
        Some(body) => (body, true),
        None => (text, false),
    };
    // The from-square ends at the first letter.
    let split = body
        .char_indices()
        .find(|(_, c)| c.is_ascii_alphabetic())
        .map(|(i, c)| i + c.len_utf8())
        .ok_or_else(unreadable)?;
    let (from, to) = body.split_at(split);
    if to.is_empty() {
        return Err(unreadable());
    }
    let from =
        parse_square(v, from).ok_or_else(|| NotationError::NoSuchSquare(from.to_string()))?;
    let to = parse_square(v, to).ok_or_else(|| NotationError::NoSuchSquare(to.to_string()))?;
    Ok(Move::Board { from, to, promote })
}

/// A move in USI.
pub fn to_usi(v: &Variant, mv: Move) -> String {
    match mv {
        Move::Board { from, to, promote } => {
            format!("{from}{to}{}", if promote { "+" } else { "" })
        }
        Move::Drop { kind, to } => format!("{}*{to}", v.kind(kind).letter),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_with_odd_characters_are_refused_not_panicked_on() {
        let wa = Variant::by_id("wa").unwrap();
        // Found by the fuzzer: a multi-byte character where the rank should be.
        assert!(parse_usi(wa, "k*\u{FFFD}").is_err());
        assert_eq!(parse_square(wa, "7\u{FFFD}"), None);
        assert_eq!(parse_square(wa, "\u{FF17}g"), None);
        assert_eq!(parse_square(wa, "11k"), Square::new(11, 10));
    }
}
