//! SFEN in and out, for 9×9 and 11×11 boards.
//!
//! ```
//! use washogi_rules::{Position, Variant};
//! let wa = Variant::by_id("wa").unwrap();
//! let pos = Position::from_sfen(wa, "startpos").unwrap();
//! assert_eq!(pos.to_sfen(), wa.start_sfen());
//! assert!(Position::from_sfen(wa, "11/11 b - 1").is_err());
//! ```

use super::describe::{a_name, plural_name};
use super::position::Position;
use super::types::{Color, Piece, Square};
use super::variants::{Kind, Role, Variant};

/// Longest SFEN accepted from outside; real positions are well under 200 characters.
const MAX_SFEN_LEN: usize = 400;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SfenError {
    #[error("the SFEN is empty")]
    Empty,
    #[error("the SFEN is too long")]
    TooLong,
    #[error("the SFEN needs a board, a side to move and the pieces in hand")]
    MissingFields,
    #[error("the SFEN has unexpected text after the move number: {0:?}")]
    ExtraFields(String),
    #[error("the board has {} {}; {variant} has {expected}", found, if *found == 1 { "rank" } else { "ranks" })]
    RankCount {
        found: usize,
        expected: u8,
        variant: &'static str,
    },
    #[error("{}", rank_length(*rank, *found, *expected))]
    RankLength {
        rank: char,
        found: usize,
        expected: u8,
    },
    #[error("rank {rank} has a run of 0 empty squares; a run is a number from 1 to {files}")]
    ZeroRun { rank: char, files: u8 },
    #[error("{0:?} is not a piece letter in this game")]
    UnknownPiece(char),
    #[error("a + must stand before a piece that promotes, not {0:?}")]
    CannotBePromoted(String),
    #[error("the side to move must be b (sente) or w (gote), not {0:?}")]
    BadSide(String),
    #[error("the pieces in hand {0:?} are not in SFEN form (for example - or 2Pp)")]
    BadHand(String),
    #[error("{} cannot be in hand", a_name(.0))]
    NotAHandPiece(&'static str),
    #[error("this game has no drops, so no pieces can be in hand")]
    HandWithoutDrops,
    #[error(
        "there are {found} {} in all; the game has only {max}",
        plural_name(name)
    )]
    TooManyPieces {
        name: &'static str,
        found: u32,
        max: u32,
    },
    #[error("{} on {square} could never move", a_name(name))]
    DeadPiece { name: &'static str, square: Square },
    #[error("{0} has two kings")]
    TwoKings(&'static str),
    #[error("{side} has two unpromoted {} on file {file}", plural_name(name))]
    TwoPawns {
        side: &'static str,
        name: &'static str,
        file: u8,
    },
    #[error("the side that is not to move is in check")]
    OpponentInCheck,
    #[error("the move number must be a whole number from 1 to {MAX_MOVE_NUMBER}, not {0:?}")]
    BadMoveNumber(String),
}

/// The largest move number an SFEN may give. Games of shogi end by repetition long
/// before; the cap keeps every count that follows (plies, move numbers) far from
/// overflowing.
pub const MAX_MOVE_NUMBER: u32 = 1_000_000;

/// "rank a has only 9 squares; it should have 11", or "… has more than 11 squares".
fn rank_length(rank: char, found: usize, expected: u8) -> String {
    if found > expected as usize {
        format!("rank {rank} has more than {expected} squares")
    } else {
        format!("rank {rank} has only {found} squares; it should have {expected}")
    }
}

impl Position {
    /// Read a position in SFEN (or the word `startpos`) and check that it could occur.
    pub fn from_sfen(variant: &'static Variant, text: &str) -> Result<Position, SfenError> {
        let pos = parse(variant, text)?;
        pos.check_plausible()?;
        Ok(pos)
    }

    /// The position in SFEN.
    pub fn to_sfen(&self) -> String {
        let v = self.variant();
        let mut out = String::new();
        for rank in 0..v.ranks() {
            if rank > 0 {
                out.push('/');
            }
            let mut empty = 0;
            for file in (1..=v.files()).rev() {
                match self.piece_at(Square::new(file, rank).unwrap()) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(&piece_code(v, p));
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
        }
        out.push_str(match self.side_to_move() {
            Color::Sente => " b ",
            Color::Gote => " w ",
        });
        let mut hand = String::new();
        for color in Color::both() {
            for (kind, n) in self.hand(color) {
                if n > 1 {
                    hand.push_str(&n.to_string());
                }
                let letter = v.kind(kind).letter;
                hand.push(match color {
                    Color::Sente => letter,
                    Color::Gote => letter.to_ascii_lowercase(),
                });
            }
        }
        out.push_str(if hand.is_empty() { "-" } else { &hand });
        out.push(' ');
        out.push_str(&self.move_number().to_string());
        out
    }

    /// Checks that hold for every position a game can reach.
    fn check_plausible(&self) -> Result<(), SfenError> {
        let v = self.variant();
        let start = parse(v, v.start_sfen()).expect("start SFEN parses");
        let mut counts = [0u32; 32];
        let mut limits = [0u32; 32];
        let mut kings = [0; 2];
        let mut pawn_files = [[0u32; 32]; 2];
        for sq in self.squares() {
            if let Some(p) = self.piece_at(sq) {
                let info = v.kind(p.kind);
                counts[info.unpromoted.index()] += 1;
                if p.kind == v.king() {
                    kings[p.color.index()] += 1;
                }
                if self.is_dead_square(p.color, p.kind, sq) {
                    return Err(SfenError::DeadPiece {
                        name: info.name,
                        square: sq,
                    });
                }
                if info.role == Role::Pawn {
                    let files = &mut pawn_files[p.color.index()][p.kind.index()];
                    if *files & (1 << sq.file()) != 0 {
                        return Err(SfenError::TwoPawns {
                            side: p.color.name(),
                            name: info.name,
                            file: sq.file(),
                        });
                    }
                    *files |= 1 << sq.file();
                }
            }
            if let Some(p) = start.piece_at(sq) {
                limits[v.kind(p.kind).unpromoted.index()] += 1;
            }
        }
        for color in Color::both() {
            if kings[color.index()] > 1 {
                return Err(SfenError::TwoKings(color.name()));
            }
            for (kind, n) in self.hand(color) {
                counts[kind.index()] += n as u32;
            }
        }
        for kind in v.hand_kinds() {
            let (found, max) = (counts[kind.index()], limits[kind.index()]);
            if found > max {
                return Err(SfenError::TooManyPieces {
                    name: v.kind(kind).name,
                    found,
                    max,
                });
            }
        }
        if self.is_in_check(!self.side_to_move()) {
            return Err(SfenError::OpponentInCheck);
        }
        Ok(())
    }
}

/// `P`, `+p`: a piece as SFEN writes it.
pub fn piece_code(v: &Variant, p: Piece) -> String {
    let code = v.kind(p.kind).code();
    match p.color {
        Color::Sente => code,
        Color::Gote => code.to_ascii_lowercase(),
    }
}

/// Read the text without the plausibility checks (used for the start position, whose
/// piece counts are the limits the checks use).
fn parse(v: &'static Variant, text: &str) -> Result<Position, SfenError> {
    let text = text.trim();
    if text.len() > MAX_SFEN_LEN {
        return Err(SfenError::TooLong);
    }
    let text = text.strip_prefix("sfen ").unwrap_or(text).trim();
    if text.is_empty() {
        return Err(SfenError::Empty);
    }
    if text == "startpos" {
        return parse(v, v.start_sfen());
    }
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 3 {
        return Err(SfenError::MissingFields);
    }
    if fields.len() > 4 {
        return Err(SfenError::ExtraFields(fields[4..].join(" ")));
    }
    let mut pos = Position::empty(v);
    parse_board(&mut pos, fields[0])?;
    pos.set_side(match fields[1] {
        "b" => Color::Sente,
        "w" => Color::Gote,
        other => return Err(SfenError::BadSide(other.chars().take(20).collect())),
    });
    parse_hand(&mut pos, fields[2])?;
    if let Some(n) = fields.get(3) {
        match n.parse::<u32>() {
            Ok(n) if (1..=MAX_MOVE_NUMBER).contains(&n) => pos.set_move_number(n),
            _ => return Err(SfenError::BadMoveNumber(n.chars().take(20).collect())),
        }
    }
    Ok(pos)
}

fn parse_board(pos: &mut Position, board: &str) -> Result<(), SfenError> {
    let v = pos.variant();
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != v.ranks() as usize {
        return Err(SfenError::RankCount {
            found: ranks.len(),
            expected: v.ranks(),
            variant: v.name(),
        });
    }
    for (rank, text) in ranks.iter().enumerate() {
        let rank_char = (b'a' + rank as u8) as char;
        let too_long = |found| SfenError::RankLength {
            rank: rank_char,
            found,
            expected: v.files(),
        };
        let mut file_count = 0usize; // squares filled so far, from the highest file
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut run = c.to_digit(10).unwrap() as usize;
                if let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    chars.next();
                    run = run * 10 + d as usize;
                }
                if run == 0 {
                    return Err(SfenError::ZeroRun {
                        rank: rank_char,
                        files: v.files(),
                    });
                }
                file_count += run;
                if file_count > v.files() as usize {
                    return Err(too_long(file_count));
                }
                continue;
            }
            let promoted = c == '+';
            let letter = if promoted {
                chars
                    .next()
                    .ok_or(SfenError::CannotBePromoted("+".into()))?
            } else {
                c
            };
            if !letter.is_ascii_alphabetic() {
                return Err(SfenError::UnknownPiece(letter));
            }
            let base = v
                .kind_by_letter(letter, false)
                .ok_or(SfenError::UnknownPiece(letter))?;
            let kind = if promoted {
                v.kind(base)
                    .promotes_to
                    .ok_or_else(|| SfenError::CannotBePromoted(format!("+{letter}")))?
            } else {
                base
            };
            let color = if letter.is_ascii_uppercase() {
                Color::Sente
            } else {
                Color::Gote
            };
            file_count += 1;
            if file_count > v.files() as usize {
                return Err(too_long(file_count));
            }
            let file = v.files() + 1 - file_count as u8;
            if kind == v.king() && pos.king_square(color).is_some() {
                return Err(SfenError::TwoKings(color.name()));
            }
            pos.put(
                Square::new(file, rank as u8).unwrap(),
                Piece { color, kind },
            );
        }
        if file_count != v.files() as usize {
            return Err(too_long(file_count));
        }
    }
    Ok(())
}

fn parse_hand(pos: &mut Position, hand: &str) -> Result<(), SfenError> {
    let v = pos.variant();
    if hand == "-" {
        return Ok(());
    }
    if !v.drops() {
        return Err(SfenError::HandWithoutDrops);
    }
    let bad = || SfenError::BadHand(hand.chars().take(40).collect());
    let mut chars = hand.chars().peekable();
    while let Some(c) = chars.next() {
        let mut count = 1u32;
        let mut letter = c;
        if c.is_ascii_digit() {
            count = c.to_digit(10).unwrap();
            while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                chars.next();
                count = count * 10 + d;
                if count > 99 {
                    return Err(bad());
                }
            }
            letter = chars.next().ok_or_else(bad)?;
            if count == 0 {
                return Err(bad());
            }
        }
        if !letter.is_ascii_alphabetic() {
            return Err(bad());
        }
        let kind: Kind = v
            .kind_by_letter(letter, false)
            .ok_or(SfenError::UnknownPiece(letter))?;
        if kind == v.king() {
            return Err(SfenError::NotAHandPiece(v.kind(kind).name));
        }
        let color = if letter.is_ascii_uppercase() {
            Color::Sente
        } else {
            Color::Gote
        };
        let total = pos.hand_count(color, kind) as u32 + count;
        // Anything above the game's own piece count is caught by the plausibility
        // check; this only keeps the counter in range.
        pos.set_hand(color, kind, total.min(99) as u8);
    }
    Ok(())
}
