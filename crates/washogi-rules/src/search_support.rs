//! What a game-tree search needs beyond the checked API: playing a move already known
//! to be legal in place, generating into a reused buffer, generating only the moves a
//! quiescence search looks at, passing (null move), and static exchange evaluation.
//!
//! ```
//! use washogi_rules::{Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let mut pos = Position::start(shogi);
//! let mut moves = Vec::new();
//! pos.legal_moves_into(&mut moves);
//! assert_eq!(moves.len(), 30);
//! pos.play_unchecked(moves[0]);
//! assert_eq!(pos.move_number(), 2);
//! ```

use super::position::{decode, offset, Position, EMPTY, WALL};
use super::types::{Color, Move, Piece, Square, BOARD_CELLS};
use super::variants::{Kind, DIRECTIONS};

impl Position {
    /// Play a move that came from [`Position::legal_moves`] (or
    /// [`Position::legal_moves_into`]) for this very position. Nothing is checked: an
    /// illegal move here leaves a position the rules would never reach.
    pub fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    /// Hand the move to the opponent without moving (a null move, for search only). The
    /// move number is left alone; the hash changes as for any change of side.
    pub fn pass_unchecked(&mut self) {
        let side = self.side_to_move();
        self.set_side(!side);
    }

    /// All legal moves, written into `out` (cleared first) so a search can reuse one
    /// buffer per ply.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        self.generate_legal(out, false);
    }

    /// The legal captures and promotions (no drops): what a quiescence search plays.
    pub fn legal_tactical_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        self.generate_legal(out, true);
    }

    /// Whether a move (legal here) takes a piece.
    pub fn is_capture(&self, mv: Move) -> bool {
        match mv {
            Move::Board { to, .. } => self.board[to.index()] != EMPTY,
            Move::Drop { .. } => false,
        }
    }

    /// Every piece on the board with its square, in board order.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        let v = self.variant();
        let (files, ranks) = (v.files() as usize, v.ranks() as usize);
        (0..ranks).flat_map(move |rank| {
            let row = (rank + 2) * 16 + 2;
            (row..row + files).filter_map(move |i| {
                let c = self.board[i];
                (c != EMPTY).then(|| (Square(i as u8), decode(c).expect("a piece")))
            })
        })
    }

    /// The least valuable piece of `by` that attacks `sq`, by `values` (indexed by
    /// kind), as its square and kind.
    pub fn least_valuable_attacker(
        &self,
        sq: Square,
        by: Color,
        values: &[i32],
    ) -> Option<(Square, Kind)> {
        self.least_valuable_attacker_on(&self.board, sq, by, values)
    }

    /// [`Position::least_valuable_attacker`] on a board of this variant with other
    /// pieces.
    fn least_valuable_attacker_on(
        &self,
        board: &[u8; BOARD_CELLS],
        sq: Square,
        by: Color,
        values: &[i32],
    ) -> Option<(Square, Kind)> {
        let s = sq.index() as i32;
        let base = 1 + 32 * by.index() as u8;
        let mut best: Option<(Square, Kind, i32)> = None;
        let mut consider = |at: i32, kind: Kind| {
            let value = values[kind.index()];
            if best.is_none_or(|(_, _, v)| value < v) {
                best = Some((Square(at as u8), kind, value));
            }
        };
        let v = self.variant();
        for &((dx, dy), mask) in &v.leap_attackers {
            let from = s - offset(by, dx, dy);
            if !(0..BOARD_CELLS as i32).contains(&from) {
                continue;
            }
            let c = board[from as usize];
            if c != EMPTY && c != WALL && c >= base && c < base + 32 {
                let kind = c - base;
                if mask & (1 << kind) != 0 {
                    consider(from, Kind(kind));
                }
            }
        }
        for (d, ranges) in v.slide_ranges.iter().enumerate() {
            let Some(ranges) = ranges else { continue };
            let (dx, dy) = DIRECTIONS[d];
            let step = offset(by, dx, dy);
            let mut at = s - step;
            let mut distance = 1u8;
            loop {
                let c = board[at as usize];
                if c == EMPTY {
                    at -= step;
                    distance = distance.saturating_add(1);
                    continue;
                }
                if c != WALL && c >= base && c < base + 32 {
                    let range = ranges[(c - base) as usize];
                    if range != 0 && (range == 255 || distance <= range) {
                        consider(at, Kind(c - base));
                    }
                }
                break;
            }
        }
        best.map(|(sq, kind, _)| (sq, kind))
    }

    /// Static exchange evaluation: what the side to move wins (in `values`' units, a
    /// value per kind) by the capture sequence that `mv` starts on its target square,
    /// both sides always recapturing with their least valuable attacker and stopping
    /// when that no longer pays. Pins are ignored, as usual. A non-capture scores what
    /// it loses if the piece is taken there.
    pub fn see(&self, mv: Move, values: &[i32]) -> i32 {
        let to = mv.to();
        let v = self.variant();
        let us = self.side_to_move();
        // The exchange is played out on a copy of the board alone.
        let mut board = self.board;
        let mut gains = [0i32; 48];
        let mut n = 0;
        let (mut on_square, first_gain) = match mv {
            Move::Board { from, promote, .. } => {
                let moving = self.piece_at(from).map(|p| p.kind).unwrap_or(Kind(0));
                let victim = self.piece_at(to).map_or(0, |p| values[p.kind.index()]);
                board[from.index()] = EMPTY;
                let kind = if promote {
                    v.kind(moving).promotes_to.unwrap_or(moving)
                } else {
                    moving
                };
                let promo_gain = values[kind.index()] - values[moving.index()];
                (kind, victim + promo_gain)
            }
            Move::Drop { kind, .. } => (kind, 0),
        };
        board[to.index()] = super::position::code(Piece {
            color: us,
            kind: on_square,
        });
        gains[0] = first_gain;
        let mut side = !us;
        while n + 1 < gains.len() {
            let Some((from, kind)) = self.least_valuable_attacker_on(&board, to, side, values)
            else {
                break;
            };
            n += 1;
            // The piece on the square is taken; the taker now stands there.
            gains[n] = values[on_square.index()] - gains[n - 1];
            if on_square == v.king() {
                // Taking a king ends the sequence: the previous capture was illegal.
                gains[n] = values[on_square.index()];
                break;
            }
            board[from.index()] = EMPTY;
            board[to.index()] = super::position::code(Piece { color: side, kind });
            on_square = kind;
            side = !side;
        }
        while n > 0 {
            gains[n - 1] = -(-gains[n - 1]).max(gains[n]);
            n -= 1;
        }
        gains[0]
    }
}

impl Position {
    /// How many squares the piece on `sq` reaches by its slides (empty squares and
    /// the first enemy piece on each line): the mobility of its long moves. Steps and
    /// jumps are not counted.
    pub fn slide_mobility(&self, sq: Square) -> u32 {
        let c = self.board[sq.index()];
        let Some(piece) = decode(c) else { return 0 };
        let info = self.variant().kind(piece.kind);
        let mut count = 0;
        for &(dx, dy, max) in &info.slides {
            let step = offset(piece.color, dx, dy);
            let mut at = sq.index() as i32 + step;
            let mut n = 1u8;
            while max == 0 || n <= max {
                let t = self.board[at as usize];
                if t == WALL {
                    break;
                }
                if t != EMPTY {
                    if decode(t).is_some_and(|p| p.color != piece.color) {
                        count += 1;
                    }
                    break;
                }
                count += 1;
                at += step;
                n += 1;
            }
        }
        count
    }

    /// The on-board squares next to `sq` (up to eight).
    pub fn neighbours(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        const STEPS: [i32; 8] = [-17, -16, -15, -1, 1, 15, 16, 17];
        STEPS.iter().filter_map(move |&d| {
            let at = sq.index() as i32 + d;
            (self.board[at as usize] != WALL).then_some(Square(at as u8))
        })
    }
}
