//! Legal move generation for search and perft: pseudo-legal moves straight from the
//! board array, then a king-safety filter that plays a move out only when it could
//! matter — king moves, moves while in check, and moves of pinned pieces. Pins are
//! found once per position by walking the slide lines out from the king (jumps cannot
//! be uncovered), so an ordinary move costs no copy and no attack test.

use super::movegen::{aligned, delta};
use super::position::{offset, Position, EMPTY, WALL};
use super::types::{Color, Move, Square};
use super::variants::{Kind, Role, DIRECTIONS};

/// A set of board cells (the padded board has fewer than 256).
#[derive(Default)]
struct Cells([u64; 4]);

impl Cells {
    fn insert(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
    fn contains(&self, i: usize) -> bool {
        self.0[i >> 6] & (1 << (i & 63)) != 0
    }
}

/// What the king-safety test of a position's pseudo-legal moves needs
/// ([`Position::king_safety`]).
pub(crate) struct KingSafety {
    us: Color,
    in_check: bool,
    king: Option<Square>,
    pinned: Cells,
    /// The farthest a piece of the game leaps, in king steps (only in check).
    longest_leap: i32,
}

impl Position {
    /// Legal moves appended to `out`; with `tactical`, only captures and promotions.
    pub(crate) fn generate_legal(&self, out: &mut Vec<Move>, tactical: bool) {
        let safety = self.king_safety();
        let start = out.len();
        self.generate_pseudo(out, tactical);
        let mut kept = start;
        for read in start..out.len() {
            let mv = out[read];
            if self.is_legal_pseudo(mv, &safety) {
                out[kept] = mv;
                kept += 1;
            }
        }
        out.truncate(kept);
    }

    /// What the king-safety test of this position's pseudo-legal moves needs, found
    /// once for all of them.
    pub(crate) fn king_safety(&self) -> KingSafety {
        let us = self.side_to_move();
        let in_check = self.in_check();
        KingSafety {
            us,
            in_check,
            king: self.king_square(us),
            pinned: self.pinned(us),
            longest_leap: if in_check {
                let leaps = self.variant().leap_attackers.iter();
                leaps
                    .map(|&((dx, dy), _)| dx.abs().max(dy.abs()) as i32)
                    .max()
                    .unwrap_or(0)
            } else {
                0
            },
        }
    }

    /// Whether a pseudo-legal move of this position is legal: it leaves the mover's
    /// king safe, and it is no pawn drop that mates. A move is played out on a board
    /// copy only when it could matter: the king's own moves, moves of pinned pieces,
    /// and in check those that could take the checker or block its line.
    pub(crate) fn is_legal_pseudo(&self, mv: Move, safety: &KingSafety) -> bool {
        let KingSafety {
            us, in_check, king, ..
        } = *safety;
        match mv {
            Move::Drop { to, .. } => {
                // In check, a drop can only block a line between the king and its
                // checker.
                if in_check && (king.is_some_and(|k| !aligned(to, k)) || !self.safe_after(mv, us)) {
                    return false;
                }
                !self.is_pawn_drop_mate(mv)
            }
            Move::Board { from, .. } if Some(from) == king => self.safe_after(mv, us),
            Move::Board { from, to, .. } => {
                if !in_check && !safety.pinned.contains(from.index()) {
                    return true;
                }
                // In check, a piece other than the king can only take the checker (on
                // the king's lines, or within a leap of it) or block a line.
                let off_the_lines = in_check
                    && king.is_some_and(|k| {
                        let (df, dr) = delta(to, k);
                        !aligned(to, k) && df.abs().max(dr.abs()) > safety.longest_leap
                    });
                !off_the_lines && self.safe_after(mv, us)
            }
        }
    }

    /// Perft with one move buffer per depth, counting the last ply's moves without
    /// playing them.
    pub(crate) fn perft_with(&self, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let (moves, deeper) = buffers.split_first_mut().expect("a buffer per depth");
        moves.clear();
        self.generate_legal(moves, false);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for &mv in moves.iter() {
            let mut next = self.clone();
            next.apply(mv);
            total += next.perft_with(depth - 1, deeper);
        }
        total
    }

    /// [`perft_with`](Self::perft_with) that generates moves in at most `budget`
    /// positions (counted down), or gives up with `None`.
    pub(crate) fn perft_within(
        &self,
        depth: u32,
        buffers: &mut [Vec<Move>],
        budget: &mut u64,
    ) -> Option<u64> {
        if depth == 0 {
            return Some(1);
        }
        *budget = budget.checked_sub(1)?;
        let (moves, deeper) = buffers.split_first_mut().expect("a buffer per depth");
        moves.clear();
        self.generate_legal(moves, false);
        if depth == 1 {
            return Some(moves.len() as u64);
        }
        let mut total = 0;
        for &mv in moves.iter() {
            let mut next = self.clone();
            next.apply(mv);
            total += next.perft_within(depth - 1, deeper, budget)?;
        }
        Some(total)
    }

    /// Whether our king is safe after `mv`, looked at on the board after it alone
    /// (the hands and the hash do not matter to that).
    pub(crate) fn safe_after(&self, mv: Move, us: Color) -> bool {
        let Some(king) = self.king_square(us) else {
            return true;
        };
        let king = match mv {
            Move::Board { from, to, .. } if from == king => to,
            _ => king,
        };
        !self.is_attacked_on(&self.board_after(mv), king, !us)
    }

    /// Our pieces that shield our king from an enemy slide.
    fn pinned(&self, us: Color) -> Cells {
        let mut pinned = Cells::default();
        let Some(king) = self.king_square(us) else {
            return pinned;
        };
        let them = !us;
        let own_base = 1 + 32 * us.index() as u8;
        let their_base = 1 + 32 * them.index() as u8;
        for (d, ranges) in self.variant().slide_ranges.iter().enumerate() {
            let Some(ranges) = ranges else { continue };
            let (dx, dy) = DIRECTIONS[d];
            // The enemy slides along +step towards our king; walk back from the king.
            let step = offset(them, dx, dy);
            let mut at = king.index() as i32 - step;
            let mut distance = 1u32;
            let mut shield = None;
            loop {
                let c = self.board[at as usize];
                if c == EMPTY {
                    at -= step;
                    distance += 1;
                    continue;
                }
                if c == WALL {
                    break;
                }
                if shield.is_none() && c >= own_base && c < own_base + 32 {
                    shield = Some(at as usize);
                    at -= step;
                    distance += 1;
                    continue;
                }
                if let Some(s) = shield {
                    if c >= their_base && c < their_base + 32 {
                        let range = ranges[(c - their_base) as usize] as u32;
                        if range != 0 && (range == 255 || distance <= range) {
                            pinned.insert(s);
                        }
                    }
                }
                break;
            }
        }
        pinned
    }

    /// Pseudo-legal moves: the pieces' patterns, promotion rules and drop restrictions
    /// except pawn-drop mate, without regard to king safety.
    pub(crate) fn generate_pseudo(&self, out: &mut Vec<Move>, tactical: bool) {
        let us = self.side_to_move();
        let v = self.variant();
        let own_base = 1 + 32 * us.index() as u8;
        let (files, ranks) = (v.files(), v.ranks());
        let mut pawn_files = [0u32; 32];
        for rank in 0..ranks {
            let row = (rank as usize + 2) * 16;
            for file in 1..=files {
                let f = row + file as usize + 1;
                let c = self.board[f];
                if c < own_base || c >= own_base + 32 {
                    continue;
                }
                let kind = Kind(c - own_base);
                if v.kind(kind).role == Role::Pawn {
                    pawn_files[kind.index()] |= 1 << file;
                }
                self.push_piece_moves(out, Square(f as u8), kind, tactical);
            }
        }
        if v.drops() && !tactical {
            self.push_drops_fast(out, &pawn_files);
        }
    }

    /// The pseudo-legal moves of our `kind` on `from`.
    pub(crate) fn push_piece_moves(
        &self,
        out: &mut Vec<Move>,
        from: Square,
        kind: Kind,
        tactical: bool,
    ) {
        let us = self.side_to_move();
        let own_base = 1 + 32 * us.index() as u8;
        let info = self.variant().kind(kind);
        let f = from.index();
        for &(dx, dy) in &info.leaps {
            let to = (f as i32 + offset(us, dx, dy)) as usize;
            let t = self.board[to];
            if t == WALL || (t >= own_base && t < own_base + 32) {
                continue;
            }
            self.push_moves(out, from, Square(to as u8), kind, t != EMPTY, tactical);
        }
        for &(dx, dy, max) in &info.slides {
            let step = offset(us, dx, dy);
            let mut to = f as i32 + step;
            let mut n = 1u8;
            while max == 0 || n <= max {
                let t = self.board[to as usize];
                if t == WALL || (t >= own_base && t < own_base + 32) {
                    break;
                }
                self.push_moves(out, from, Square(to as u8), kind, t != EMPTY, tactical);
                if t != EMPTY {
                    break;
                }
                to += step;
                n += 1;
            }
        }
    }

    #[inline]
    fn push_moves(
        &self,
        out: &mut Vec<Move>,
        from: Square,
        to: Square,
        kind: Kind,
        capture: bool,
        tactical: bool,
    ) {
        let us = self.side_to_move();
        let info = self.variant().kind(kind);
        let may_promote =
            info.promotes_to.is_some() && (self.in_zone(us, from) || self.in_zone(us, to));
        if may_promote {
            out.push(Move::Board {
                from,
                to,
                promote: true,
            });
        }
        if (capture || !tactical) && !self.is_dead_square(us, kind, to) {
            out.push(Move::Board {
                from,
                to,
                promote: false,
            });
        }
    }

    fn push_drops_fast(&self, out: &mut Vec<Move>, pawn_files: &[u32; 32]) {
        let us = self.side_to_move();
        let v = self.variant();
        let hand = &self.hands[us.index()];
        let (files, ranks) = (v.files(), v.ranks());
        for kind in v.hand_kinds() {
            if hand[kind.index()] == 0 {
                continue;
            }
            let info = v.kind(kind);
            let blocked_files = if info.role == Role::Pawn {
                pawn_files[kind.index()]
            } else {
                0
            };
            for rank in 0..ranks {
                let row = (rank as usize + 2) * 16;
                let square = Square((row + 2) as u8);
                if self.is_dead_square(us, kind, square) {
                    continue;
                }
                for file in 1..=files {
                    let to = row + file as usize + 1;
                    if self.board[to] == EMPTY && blocked_files & (1 << file) == 0 {
                        out.push(Move::Drop {
                            kind,
                            to: Square(to as u8),
                        });
                    }
                }
            }
        }
    }
}
