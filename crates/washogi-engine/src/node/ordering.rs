//! Move ordering for the search: the transposition-table move first, then captures
//! and promotions that do not lose material by exchange evaluation (most valuable
//! victim first), killers, quiet moves by history, and losing captures last.

use washogi_rules::{Move, Position};

use super::Search;

/// Ordering keys: the transposition-table move, then good captures and promotions,
/// then killers, then quiet moves by history, then losing captures.
pub(super) const ORDER_TT: i32 = 4_000_000;
pub(super) const ORDER_GOOD_TACTICAL: i32 = 2_000_000;
pub(super) const ORDER_KILLER: i32 = 1_000_000;
pub(super) const ORDER_BAD_TACTICAL: i32 = -1_000_000;
pub(super) const HISTORY_MAX: i32 = 16_384;
/// Moves picked one by one (best first) before the rest is sorted at once.
pub(super) const SORT_AFTER: usize = 6;

impl Search<'_> {
    pub(super) fn history_index(&self, pos: &Position, mv: Move) -> usize {
        let side = pos.side_to_move().index();
        let (slot, to) = match mv {
            Move::Board { from, to, .. } => (pos.piece_at(from).map_or(0, |p| p.kind.index()), to),
            Move::Drop { kind, to } => (32 + kind.index(), to),
        };
        (side * 64 + slot) * 176 + to.rank() as usize * 16 + to.file() as usize
    }

    pub(super) fn update_history(&mut self, index: usize, bonus: i32) {
        let h = &mut self.history[index];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }

    /// Value gained by a capture or promotion before any recapture.
    pub(super) fn tactical_gain(&self, pos: &Position, mv: Move) -> i32 {
        let w = self.weights;
        let victim = pos.piece_at(mv.to()).map_or(0, |p| w.value[p.kind.index()]);
        let promo = match mv {
            Move::Board {
                from,
                promote: true,
                ..
            } => pos
                .piece_at(from)
                .map_or(0, |p| w.promo_gain[p.kind.index()]),
            _ => 0,
        };
        victim + promo
    }

    pub(super) fn order(&mut self, pos: &Position, ply: usize, tt_move: Option<Move>) {
        let moves = std::mem::take(&mut self.moves[ply]);
        let mut scores = std::mem::take(&mut self.scores[ply]);
        scores.clear();
        let w = self.weights;
        let previous = self.previous_move(ply);
        for &mv in &moves {
            let score = if Some(mv) == tt_move {
                ORDER_TT
            } else if mv.is_promotion() || pos.is_capture(mv) {
                let gain = self.tactical_gain(pos, mv);
                let attacker = mv
                    .from()
                    .and_then(|f| pos.piece_at(f))
                    .map_or(0, |p| w.value[p.kind.index()]);
                let victim = pos.piece_at(mv.to()).map_or(0, |p| w.value[p.kind.index()]);
                if attacker <= victim || pos.see(mv, &w.value) >= 0 {
                    ORDER_GOOD_TACTICAL + gain * 8 - attacker / 16
                } else {
                    ORDER_BAD_TACTICAL + gain
                }
            } else if self.killers[ply][0] == Some(mv) {
                ORDER_KILLER + 1
            } else if self.killers[ply][1] == Some(mv) {
                ORDER_KILLER
            } else {
                self.history[self.history_index(pos, mv)]
                    + self
                        .continuation
                        .get(previous, self.continuation.piece_to(pos, mv))
            };
            scores.push(score);
        }
        self.moves[ply] = moves;
        self.scores[ply] = scores;
    }

    /// The continuation index of the move that led to `ply`.
    pub(super) fn previous_move(&self, ply: usize) -> u32 {
        ply.checked_sub(1)
            .map_or(super::NO_MOVE, |p| self.played[p])
    }

    /// Swap the best-ordered remaining move to position `i` and return it.
    pub(super) fn pick(&mut self, ply: usize, i: usize) -> (Move, i32) {
        let scores = &mut self.scores[ply];
        let moves = &mut self.moves[ply];
        if i == SORT_AFTER && scores.len() > SORT_AFTER + 1 {
            // Past the first few picks a node usually searches everything: sort the rest
            // once rather than scanning it for every move.
            let tail = &mut self.sort_buffer;
            tail.clear();
            tail.extend(scores[i..].iter().copied().zip(moves[i..].iter().copied()));
            tail.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            for (k, &(score, mv)) in tail.iter().enumerate() {
                scores[i + k] = score;
                moves[i + k] = mv;
            }
        }
        if i >= SORT_AFTER {
            return (moves[i], scores[i]);
        }
        let mut best = i;
        for j in i + 1..scores.len() {
            if scores[j] > scores[best] {
                best = j;
            }
        }
        scores.swap(i, best);
        moves.swap(i, best);
        (moves[i], scores[i])
    }

    pub(super) fn reward_quiet(
        &mut self,
        pos: &Position,
        ply: usize,
        mv: Move,
        depth: i32,
        tried: &[Option<usize>],
    ) {
        if self.killers[ply][0] != Some(mv) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(mv);
        }
        let bonus = (depth * depth).min(400);
        let previous = self.previous_move(ply);
        let index = self.history_index(pos, mv);
        self.update_history(index, bonus);
        let current = self.continuation.piece_to(pos, mv);
        self.continuation.update(previous, current, bonus);
        for &slot in tried.iter().flatten() {
            let other = self.moves[ply][slot];
            let index = self.history_index(pos, other);
            self.update_history(index, -bonus);
            let current = self.continuation.piece_to(pos, other);
            self.continuation.update(previous, current, -bonus);
        }
    }
}
