//! Mates in one, for a search: the candidate checks gathered near the enemy king, a
//! legal-move test that stops at the first way out, and the mating move itself when
//! there is one.
//!
//! Why in the rules: a search that stands pat at its horizon cannot see a mate by a
//! drop (drops are quiet moves), so it walks into one-move mates and mistakes mate
//! threats for safety; shogi programs look for a mate in one at every node for that.
//!
//! ```
//! use washogi_rules::{Position, Variant, usi};
//! let shogi = Variant::by_id("shogi").unwrap();
//! // Black to move, a gold in hand: G*5b, guarded by the silver on 4c, mates the
//! // king on 5a behind its knights and pawns.
//! let pos = Position::from_sfen(shogi, "3nkn3/3p1p3/5S3/9/9/9/9/9/4K4 b G 1").unwrap();
//! let mv = pos.mate_in_one().unwrap();
//! assert_eq!(usi::to_usi(shogi, mv), "G*5b");
//! ```

use super::movegen::{aligned, delta};
use super::position::{offset, Position, EMPTY, WALL};
use super::types::{Move, Square, BOARD_CELLS, STRIDE};
use super::variants::{Kind, Role, DIRECTIONS};

impl Position {
    /// Whether the side to move has a legal move, stopping at the first one found
    /// (its king's moves first: in check they are the likeliest way out, and a mate
    /// test is mostly asked about positions in check).
    pub fn has_legal_move(&self) -> bool {
        let us = self.side_to_move();
        let king = self.king_square(us);
        if king.is_some_and(|k| self.king_can_step(k)) {
            return true;
        }
        let mut moves = Vec::with_capacity(128);
        self.generate_pseudo(&mut moves, false);
        let safety = self.king_safety();
        moves.iter().any(|&mv| match mv {
            Move::Board { from, to, .. } if Some(from) == king => {
                // Its steps to a neighbour square were tried above.
                let (df, dr) = delta(from, to);
                df.abs().max(dr.abs()) > 1 && self.is_legal_pseudo(mv, &safety)
            }
            _ => self.is_legal_pseudo(mv, &safety),
        })
    }

    /// Whether the side to move's king on `king` has a safe square to step to (told
    /// without a move list: this is the question asked most often in a mate test).
    fn king_can_step(&self, king: Square) -> bool {
        let us = self.side_to_move();
        let own_base = 1 + 32 * us.index() as u8;
        let kind = self.piece_at(king).expect("the king on its square").kind;
        let info = self.variant().kind(kind);
        let steps = info
            .leaps
            .iter()
            .copied()
            .chain(info.slides.iter().map(|&(dx, dy, _)| (dx, dy)));
        for (dx, dy) in steps {
            let to = (king.index() as i32 + offset(us, dx, dy)) as usize;
            let t = self.board[to];
            if t == WALL || (t >= own_base && t < own_base + 32) {
                continue;
            }
            let mv = Move::Board {
                from: king,
                to: Square(to as u8),
                promote: false,
            };
            if self.safe_after(mv, us) {
                return true;
            }
        }
        false
    }

    /// A legal move of the side to move that checkmates at once, if there is one.
    /// Pawn drops are not tried: a pawn drop that mates is illegal in these games.
    pub fn mate_in_one(&self) -> Option<Move> {
        let them = !self.side_to_move();
        let king = self.king_square(them)?;
        let us = self.side_to_move();
        let safety = self.king_safety();
        let mut moves = Vec::with_capacity(128);
        for (from, piece) in self.pieces().filter(|(_, p)| p.color == us) {
            // A piece that only steps and jumps checks from near the king, unless it
            // uncovers a slider's check by leaving the king's line.
            if let Some(reach) = self.step_reach(piece.kind) {
                let (df, dr) = delta(from, king);
                if df.abs().max(dr.abs()) > reach && !aligned(from, king) {
                    continue;
                }
            }
            self.push_piece_moves(&mut moves, from, piece.kind, false);
        }
        self.push_drops_near(&mut moves, king);
        for mv in moves {
            if !self.gives_check(mv) {
                continue;
            }
            if !self.is_legal_pseudo(mv, &safety) {
                continue;
            }
            let mut next = self.clone();
            next.apply(mv);
            if !next.has_legal_move() {
                return Some(mv);
            }
        }
        None
    }

    /// Whether the piece a move puts on its target attacks `king` from there (the
    /// move's own square counted empty): the check the move gives itself, a
    /// discovered one aside.
    pub(crate) fn checks_directly(&self, mv: Move, king: Square) -> bool {
        let us = self.side_to_move();
        let v = self.variant();
        let (kind, from) = match mv {
            Move::Drop { kind, .. } => (kind, None),
            Move::Board { from, promote, .. } => {
                let kind = self
                    .piece_at(from)
                    .expect("a piece on the from-square")
                    .kind;
                let kind = match v.kind(kind).promotes_to {
                    Some(p) if promote => p,
                    _ => kind,
                };
                (kind, Some(from.index() as i32))
            }
        };
        let info = v.kind(kind);
        let (to, target) = (mv.to().index() as i32, king.index() as i32);
        if info
            .leaps
            .iter()
            .any(|&(dx, dy)| to + offset(us, dx, dy) == target)
        {
            return true;
        }
        info.slides.iter().any(|&(dx, dy, max)| {
            let step = offset(us, dx, dy);
            let mut at = to + step;
            let mut n = 1u8;
            while max == 0 || n <= max {
                if at == target {
                    return true;
                }
                if self.board[at as usize] != EMPTY && Some(at) != from {
                    return false;
                }
                at += step;
                n = n.saturating_add(1);
            }
            false
        })
    }

    /// For a kind that does not slide, promoted or not: the farthest its move and then
    /// its attack (as what it may promote to) reach together, in king steps.
    fn step_reach(&self, kind: Kind) -> Option<i32> {
        let v = self.variant();
        let reach = |k: Kind| {
            let info = v.kind(k);
            info.slides.is_empty().then(|| {
                info.leaps
                    .iter()
                    .map(|&(dx, dy)| dx.abs().max(dy.abs()) as i32)
                    .max()
                    .unwrap_or(0)
            })
        };
        let before = reach(kind)?;
        let after = match v.kind(kind).promotes_to {
            Some(p) => before.max(reach(p)?),
            None => before,
        };
        Some(before + after)
    }

    /// The drops that could check a king on `king`, pawns' aside: on the empty
    /// squares within two of it, and farther along its lines up to the first piece.
    fn push_drops_near(&self, out: &mut Vec<Move>, king: Square) {
        let v = self.variant();
        if !v.drops() {
            return;
        }
        let us = self.side_to_move();
        let kinds: Vec<Kind> = v
            .hand_kinds()
            .filter(|&k| self.hand_count(us, k) > 0 && v.kind(k).role != Role::Pawn)
            .collect();
        if kinds.is_empty() {
            return;
        }
        let mut push = |to: usize| {
            for &kind in &kinds {
                if !self.is_dead_square(us, kind, Square(to as u8)) {
                    out.push(Move::Drop {
                        kind,
                        to: Square(to as u8),
                    });
                }
            }
        };
        let k = king.index() as i32;
        for dr in -2..=2 {
            for df in -2..=2 {
                let at = k + df + STRIDE * dr;
                if (0..BOARD_CELLS as i32).contains(&at) && self.board[at as usize] == EMPTY {
                    push(at as usize);
                }
            }
        }
        for &(dx, dy) in &DIRECTIONS {
            let step = offset(us, dx, dy);
            let mut at = k + step;
            let mut distance = 1;
            while (0..BOARD_CELLS as i32).contains(&at) && self.board[at as usize] == EMPTY {
                if distance > 2 {
                    push(at as usize);
                }
                at += step;
                distance += 1;
            }
        }
    }
}
