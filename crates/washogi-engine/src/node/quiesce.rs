//! The quiescence search: at the horizon, stand pat on the evaluation or improve by
//! captures and promotions (every evasion when in check), so that a score is never
//! taken in the middle of an exchange.

use washogi_rules::Position;

use super::ordering::ORDER_GOOD_TACTICAL;
use super::{bound_of, score_to_tt, table_cut, Search, INFINITE, MATE, MAX_PLY};
use crate::tt::Bound;

impl Search<'_> {
    /// Quiescence: stand pat or improve by captures and promotions; all evasions when
    /// in check.
    pub fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        qply: u32,
    ) -> i32 {
        self.pv[ply].clear();
        if self.visit() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.eval(pos);
        }
        // The table serves the quiescence search too: a score of any depth settles a
        // null window here, and the static evaluation stored saves computing it.
        let key = pos.hash();
        let entry = self.tt.probe(key);
        if let Some(e) = entry.filter(|_| beta - alpha == 1) {
            if let Some(score) = table_cut(e, ply, alpha, beta) {
                return score;
            }
        }
        // Only a quiescence result may replace a quiescence result: the main search's
        // deeper entry for this position is worth more.
        let storable = entry.is_none_or(|e| e.depth <= 0);
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut stand = -INFINITE;
        let mut moves = std::mem::take(&mut self.moves[ply]);
        if in_check {
            pos.legal_moves_into(&mut moves);
            if moves.is_empty() {
                self.moves[ply] = moves;
                return -(MATE - ply as i32);
            }
        } else {
            stand = entry.map_or_else(|| self.eval(pos), |e| e.eval as i32);
            if stand >= beta {
                self.moves[ply] = moves;
                if storable {
                    self.tt
                        .store(key, None, score_to_tt(stand, ply), stand, 0, Bound::Lower);
                }
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            if qply > 12 {
                self.moves[ply] = moves;
                return stand;
            }
            pos.legal_tactical_moves_into(&mut moves);
        }
        self.moves[ply] = moves;
        self.order(pos, ply, entry.and_then(|e| e.best));
        let count = self.moves[ply].len();
        for i in 0..count {
            let (mv, order_score) = self.pick(ply, i);
            if !in_check {
                if order_score < ORDER_GOOD_TACTICAL - 1_000_000 {
                    // Losing captures (by exchange evaluation) are not worth a look.
                    continue;
                }
                if stand + self.tactical_gain(pos, mv) + 200 <= alpha {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let gives_check = child.in_check();
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, gives_check, qply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if storable {
            let bound = bound_of(best, original_alpha, beta);
            let eval = if in_check { 0 } else { stand };
            self.tt
                .store(key, best_move, score_to_tt(best, ply), eval, 0, bound);
        }
        best
    }
}
