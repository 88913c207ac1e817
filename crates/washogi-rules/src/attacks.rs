//! Every square's attackers at once: one pass over the pieces' moves, for an
//! evaluation that asks about many squares (which pieces hang, which king squares the
//! enemy covers) and would otherwise scan out from each of them.
//!
//! ```
//! use washogi_rules::{usi, Color, Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let pos = Position::start(shogi);
//! let attacks = pos.attacks();
//! let square = usi::parse_square(shogi, "7f").unwrap(); // in front of sente's 7g pawn
//! assert_ne!(attacks.kinds(square, Color::Sente), 0);
//! assert_eq!(attacks.kinds(square, Color::Gote), 0);
//! ```

use super::position::{decode, offset, Position, EMPTY, WALL};
use super::types::{Color, Piece, Square, BOARD_CELLS};

/// For each square and side, the set of that side's kinds (bit `kind.index()`) with a
/// piece that attacks the square: one whose move would reach it, whatever stands there
/// (a piece of the same side there is defended), exactly as
/// [`Position::is_attacked`] sees it.
pub struct Attacks {
    kinds: [[u32; BOARD_CELLS]; 2],
}

impl Attacks {
    /// The kinds of `by` that attack `sq`, as a bit set (0: none).
    #[inline]
    pub fn kinds(&self, sq: Square, by: Color) -> u32 {
        self.kinds[by.index()][sq.index()]
    }

    /// Whether any piece of `by` attacks `sq`.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.kinds(sq, by) != 0
    }
}

impl Position {
    /// The attackers of every square (see [`Attacks`]).
    pub fn attacks(&self) -> Attacks {
        let mut attacks = Attacks {
            kinds: [[0; BOARD_CELLS]; 2],
        };
        let v = self.variant();
        let (files, ranks) = (v.files() as usize, v.ranks() as usize);
        for rank in 0..ranks {
            let row = (rank + 2) * 16 + 2;
            for f in row..row + files {
                let Some(Piece { color, kind }) = decode(self.board[f]) else {
                    continue;
                };
                let bit = 1u32 << kind.index();
                let into = &mut attacks.kinds[color.index()];
                let info = v.kind(kind);
                for &(dx, dy) in &info.leaps {
                    let to = (f as i32 + offset(color, dx, dy)) as usize;
                    if self.board[to] != WALL {
                        into[to] |= bit;
                    }
                }
                for &(dx, dy, max) in &info.slides {
                    let step = offset(color, dx, dy);
                    let mut to = f as i32 + step;
                    let mut n = 1u8;
                    while max == 0 || n <= max {
                        let t = self.board[to as usize];
                        if t == WALL {
                            break;
                        }
                        into[to as usize] |= bit;
                        if t != EMPTY {
                            break;
                        }
                        to += step;
                        n += 1;
                    }
                }
            }
        }
        attacks
    }
}

#[cfg(test)]
mod tests {
    use crate::{Color, Position};

    /// The map agrees with the one-square test on every square of positions from
    /// every variant, reached by playing the first few moves over and over.
    #[test]
    fn agrees_with_is_attacked_everywhere() {
        for v in crate::all_variants() {
            let mut pos = Position::start(v);
            for ply in 0..60 {
                let attacks = pos.attacks();
                for sq in pos.squares() {
                    for by in Color::both() {
                        assert_eq!(
                            attacks.is_attacked(sq, by),
                            pos.is_attacked(sq, by),
                            "{} ply {ply} {sq:?} {by:?}: {}",
                            v.id(),
                            pos.to_sfen()
                        );
                    }
                }
                let moves = pos.legal_moves();
                // Prefer captures and drops, so that pieces meet and hands fill.
                let Some(&mv) = moves
                    .iter()
                    .find(|m| pos.is_capture(**m))
                    .or_else(|| moves.get((ply * 7 + 3) % moves.len().max(1)))
                else {
                    break;
                };
                pos.play_unchecked(mv);
            }
        }
    }
}
