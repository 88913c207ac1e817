//! The tree search: principal-variation alpha-beta with a transposition table, null
//! move, late-move reductions and pruning, check extensions, and a quiescence search
//! over captures and promotions (`quiesce.rs`). Repetitions score as rules.md says: a
//! draw, or a loss for the side that gave check with every move of the cycle.

use std::time::Instant;

use washogi_rules::{Move, Position};

use crate::eval::{evaluate, EvalParams, Weights};
use crate::search::{raised, Engine, Limits};
use crate::tt::{Bound, Entry, Table};

mod continuation;
mod ordering;
mod quiesce;

pub(crate) use continuation::Continuation;
use continuation::NO_MOVE;

use ordering::{ORDER_KILLER, ORDER_TT};

pub(crate) const MATE: i32 = 30_000;
/// Scores at least this far from zero are mates (or wins by rule).
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
pub(crate) const INFINITE: i32 = MATE + 1;
pub(crate) const MAX_PLY: usize = 128;

/// The state of one search.
pub(crate) struct Search<'e> {
    tt: &'e mut Table,
    history: &'e mut [i32],
    continuation: &'e mut Continuation,
    /// The continuation index of the move made at each ply of the path
    /// ([`continuation::NO_MOVE`] for a null move).
    played: [u32; MAX_PLY + 1],
    params: &'e EvalParams,
    weights: &'static Weights,
    noise: Option<(u64, i32)>,
    /// Hashes of the game's positions and then of the search path; `checks[i]`: the
    /// side to move at `keys[i]` was in check.
    keys: Vec<u64>,
    checks: Vec<bool>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    pv: Vec<Vec<Move>>,
    moves: Vec<Vec<Move>>,
    scores: Vec<Vec<i32>>,
    lmr: Vec<[u8; 64]>,
    sort_buffer: Vec<(i32, Move)>,
    pub nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Root moves not to play (see `Limits::avoid`).
    avoid: Vec<Move>,
    pub stopped: bool,
    pub seldepth: usize,
    pub root_depth: i32,
    /// The best root move of the current iteration so far, searched in full.
    pub root_best: Option<(Move, i32)>,
}

impl<'e> Search<'e> {
    pub fn new(
        engine: &'e mut Engine,
        root: &Position,
        keys: Vec<u64>,
        checks: Vec<bool>,
        limits: &Limits,
        started: Instant,
    ) -> Search<'e> {
        let lmr = (0..64)
            .map(|d| {
                let mut row = [0u8; 64];
                for (i, r) in row.iter_mut().enumerate().skip(1) {
                    if d > 0 {
                        let x = 0.5 + (d as f64).ln() * (i as f64).ln() / 1.9;
                        *r = x.max(0.0) as u8;
                    }
                }
                row
            })
            .collect();
        Search {
            tt: &mut engine.tt,
            history: &mut engine.history,
            continuation: {
                engine.continuation.prepare(root.variant());
                &mut engine.continuation
            },
            played: [NO_MOVE; MAX_PLY + 1],
            params: &engine.params,
            weights: Engine::weights_for(root),
            noise: engine.noise,
            keys,
            checks,
            killers: [[None; 2]; MAX_PLY],
            pv: vec![Vec::new(); MAX_PLY + 1],
            moves: vec![Vec::new(); MAX_PLY + 1],
            scores: vec![Vec::new(); MAX_PLY + 1],
            lmr,
            sort_buffer: Vec::with_capacity(512),
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            // A budget reaching past the end of time (a caller's absurd value) is no
            // deadline at all, not an overflow.
            deadline: limits.movetime.and_then(|t| started.checked_add(t)),
            stop: limits.stop.clone(),
            avoid: limits.avoid.clone(),
            stopped: false,
            seldepth: 0,
            root_depth: 1,
            root_best: None,
        }
    }

    /// The principal variation of the last completed search.
    pub fn pv_line(&self) -> Vec<Move> {
        self.pv[0].clone()
    }

    fn eval(&self, pos: &Position) -> i32 {
        let mut score = evaluate(pos, self.params);
        if let Some((seed, amplitude)) = self.noise {
            let mut z = pos.hash() ^ seed;
            z = (z ^ (z >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            z ^= z >> 29;
            score += (z % (2 * amplitude as u64 + 1)) as i32 - amplitude;
        }
        score.clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Count a node; raise `stopped` when a limit is reached.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        let limit_reached = self.nodes >= self.node_limit;
        let checkpoint = self.nodes & 1023 == 0;
        if limit_reached
            || (checkpoint
                && (raised(&self.stop) || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn push(&mut self, key: u64, check: bool) {
        self.keys.push(key);
        self.checks.push(check);
    }

    fn pop(&mut self) {
        self.keys.pop();
        self.checks.pop();
    }

    /// If the current position occurred before, its score by the repetition rule.
    fn repetition(&self, ply: usize) -> Option<i32> {
        let n = self.keys.len() - 1;
        let key = self.keys[n];
        let mut i = n.checked_sub(4)?;
        loop {
            if self.keys[i] == key {
                // Positions i+1..=n were reached by moves of the side not to move now
                // ("them") when n - j is even, by the side to move ("us") otherwise.
                let them = (i + 1..=n)
                    .filter(|j| (n - j) % 2 == 0)
                    .all(|j| self.checks[j]);
                let us = (i + 1..=n)
                    .filter(|j| (n - j) % 2 == 1)
                    .all(|j| self.checks[j]);
                return Some(match (them, us) {
                    (true, false) => MATE - ply as i32,
                    (false, true) => -(MATE - ply as i32),
                    _ => 0,
                });
            }
            i = i.checked_sub(2)?;
        }
    }

    fn null_move_allowed(&self, pos: &Position) -> bool {
        let us = pos.side_to_move();
        if pos.variant().drops() {
            return true;
        }
        // Without drops, endings can be zugzwang: keep null moves to positions where
        // the side to move still has a few pieces besides pawns.
        let w = self.weights;
        pos.pieces()
            .filter(|(_, p)| p.color == us && p.kind != w.king && !w.is_pawn[p.kind.index()])
            .nth(2)
            .is_some()
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// The legal moves of `pos` into `self.moves[ply]` (at the root, less those to
    /// avoid), scored for ordering; false if there is none.
    fn generate(&mut self, pos: &Position, ply: usize, tt_move: Option<Move>) -> bool {
        let mut moves = std::mem::take(&mut self.moves[ply]);
        pos.legal_moves_into(&mut moves);
        if ply == 0 && moves.iter().any(|m| !self.avoid.contains(m)) {
            moves.retain(|m| !self.avoid.contains(m));
        }
        self.moves[ply] = moves;
        if self.moves[ply].is_empty() {
            return false;
        }
        self.order(pos, ply, tt_move);
        true
    }

    /// The late-move reduction of the move after `searched` others at `depth`.
    fn late_reduction(&self, depth: i32, searched: usize) -> i32 {
        self.lmr[depth.clamp(0, 63) as usize][searched.min(63)] as i32
    }

    /// Alpha-beta search of `pos` to `depth` plies.
    #[allow(clippy::too_many_arguments)]
    pub fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        in_check: bool,
        allow_null: bool,
        cut_node: bool,
    ) -> i32 {
        self.pv[ply].clear();
        if ply > 0 {
            if let Some(score) = self.repetition(ply) {
                return score;
            }
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 {
            return self.quiesce(pos, alpha, beta, ply, in_check, 0);
        }
        if self.visit() {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return self.eval(pos);
        }
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let entry = self.tt.probe(key);
        let tt_move = entry.and_then(|e| e.best);
        if let Some(e) = entry.filter(|e| !pv_node && e.depth as i32 >= depth) {
            if let Some(score) = table_cut(e, ply, alpha, beta) {
                return score;
            }
        }
        let static_eval = if in_check {
            -INFINITE
        } else {
            entry.map_or_else(|| self.eval(pos), |e| e.eval as i32)
        };
        if !pv_node && !in_check && depth <= 3 && beta.abs() < MATE_BOUND {
            let margin = 120 * depth;
            if static_eval - margin >= beta {
                return static_eval - margin;
            }
        }
        if !pv_node
            && !in_check
            && allow_null
            && depth >= 3
            && static_eval >= beta
            && beta.abs() < MATE_BOUND
            && self.null_move_allowed(pos)
        {
            let reduction = 3 + depth / 4 + ((static_eval - beta) / 200).min(3);
            let mut child = pos.clone();
            child.pass_unchecked();
            self.played[ply] = NO_MOVE;
            self.push(child.hash(), false);
            let score = -self.negamax(
                &child,
                depth - 1 - reduction,
                -beta,
                -beta + 1,
                ply + 1,
                false,
                false,
                !cut_node,
            );
            self.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        // The table's move, when legal here, is searched before the others are
        // generated: it often settles the node alone, and generating the moves (with
        // their king-safety tests) is the dearest step of a node.
        let staged = tt_move.filter(|&m| ply > 0 && pos.is_legal(m));
        match staged {
            Some(mv) => {
                self.moves[ply].clear();
                self.moves[ply].push(mv);
                self.scores[ply].clear();
                self.scores[ply].push(ORDER_TT);
            }
            None => {
                if !self.generate(pos, ply, tt_move) {
                    // Checkmated, or no legal move at all: a loss in every game here.
                    return -(MATE - ply as i32);
                }
            }
        }

        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut quiets: [Option<usize>; 32] = [None; 32];
        let mut quiet_count = 0;
        for i in 0usize.. {
            if i == 1 && staged.is_some() {
                // The table's move did not cut: now the rest, laid out as if it had
                // been picked from among them, so the order of the others is the same.
                self.generate(pos, ply, tt_move);
                if let Some(j) = self.moves[ply].iter().position(|&m| Some(m) == tt_move) {
                    self.moves[ply].swap(0, j);
                    self.scores[ply].swap(0, j);
                }
            }
            if i >= self.moves[ply].len() {
                break;
            }
            let (mv, order_score) = self.pick(ply, i);
            let tactical = mv.is_promotion() || pos.is_capture(mv);
            // Told without making the move: most moves at the horizon are pruned below
            // and never made.
            let gives_check = pos.gives_check(mv);
            let quiet = !tactical && !gives_check;
            if !pv_node && !in_check && quiet && best > -MATE_BOUND && order_score < ORDER_KILLER {
                // Late quiet moves at low depth rarely matter.
                if depth <= 6 && searched as i32 >= 5 + 2 * depth * depth {
                    continue;
                }
                // The depth this move would be searched to after its late-move
                // reduction judges how far it could lift the evaluation, and whether
                // a move the histories disfavour is worth a look.
                let reduced = depth - 1 - self.late_reduction(depth, searched);
                if reduced <= 5 && static_eval + 220 + 120 * reduced.max(0) <= alpha {
                    continue;
                }
                if reduced <= 2 && order_score < -4_000 * depth {
                    continue;
                }
            }
            if !pv_node
                && !in_check
                && !gives_check
                && best > -MATE_BOUND
                && depth <= 6
                && order_score < ORDER_KILLER
            {
                // A move that loses material by exchange evaluation, more than the
                // depth left could win back: quiet moves (drops included) by a margin
                // growing with the square of the depth, captures linearly.
                let threshold = if quiet {
                    -15 * depth * depth
                } else {
                    -90 * depth
                };
                if pos.see(mv, &self.weights.value) < threshold {
                    continue;
                }
            }
            let extend = gives_check
                && ply < 2 * self.root_depth as usize
                && (tactical || pos.see(mv, &self.weights.value) >= 0);
            let new_depth = depth - 1 + i32::from(extend);
            let mut child = pos.clone();
            child.play_unchecked(mv);
            debug_assert_eq!(child.in_check(), gives_check);
            self.played[ply] = self.continuation.piece_to(pos, mv);
            self.push(child.hash(), gives_check);
            let score = if searched == 0 {
                let cut = !pv_node && !cut_node;
                self.child(&child, new_depth, alpha, beta, ply, gives_check, cut)
            } else {
                let mut reduction = 0;
                // Quiet moves, and captures ordered below the killers (those that
                // lose material by exchange evaluation).
                if depth >= 3
                    && !gives_check
                    && !in_check
                    && searched >= 2
                    && order_score < ORDER_KILLER
                {
                    reduction = self.late_reduction(depth, searched);
                    if pv_node {
                        reduction -= 1;
                    }
                    // Moves the histories favour are reduced less, those they
                    // disfavour more.
                    if quiet {
                        reduction -= (order_score / 8_192).clamp(-2, 2);
                    }
                    // A node expected to fail high (the null-window search of a move
                    // below a first move that did not) seldom needs its late moves.
                    if cut_node {
                        reduction += 2;
                    }
                    reduction = reduction.clamp(0, new_depth - 1);
                }
                let (reduced, null) = (new_depth - reduction, alpha + 1);
                let cut = reduction > 0 || !cut_node;
                let mut s = self.child(&child, reduced, alpha, null, ply, gives_check, cut);
                if s > alpha && reduction > 0 && !self.stopped {
                    s = self.child(&child, new_depth, alpha, null, ply, gives_check, !cut_node);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = self.child(&child, new_depth, alpha, beta, ply, gives_check, false);
                }
                s
            };
            self.pop();
            if self.stopped {
                return 0;
            }
            searched += 1;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    self.update_pv(ply, mv);
                    if ply == 0 {
                        self.root_best = Some((mv, score));
                    }
                    if score >= beta {
                        if !tactical {
                            self.reward_quiet(pos, ply, mv, depth, &quiets[..quiet_count]);
                        }
                        break;
                    }
                }
            }
            if !tactical && quiet_count < quiets.len() {
                quiets[quiet_count] = Some(i);
                quiet_count += 1;
            }
        }
        if searched == 0 {
            // Every move was pruned as hopeless.
            return alpha;
        }
        let bound = bound_of(best, original_alpha, beta);
        let eval = if in_check { 0 } else { static_eval };
        self.tt
            .store(key, best_move, score_to_tt(best, ply), eval, depth, bound);
        best
    }

    /// The score of `child`, reached by a move at `ply`, searched `depth` plies with
    /// the window `alpha..beta` (the mover's view; the child is searched with it
    /// negated).
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        child: &Position,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        in_check: bool,
        cut_node: bool,
    ) -> i32 {
        -self.negamax(
            child,
            depth,
            -beta,
            -alpha,
            ply + 1,
            in_check,
            true,
            cut_node,
        )
    }

    /// A full-window score of one root move searched `depth` plies below it.
    pub fn score_root_move(&mut self, root: &Position, mv: Move, depth: i32) -> i32 {
        let mut child = root.clone();
        child.play_unchecked(mv);
        let check = child.in_check();
        self.push(child.hash(), check);
        let score = -self.negamax(&child, depth, -INFINITE, INFINITE, 1, check, true, false);
        self.pop();
        score
    }
}

/// The score a table entry settles for the window `alpha..beta` at `ply`, if any.
fn table_cut(e: Entry, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let score = score_from_tt(e.score as i32, ply);
    let cut = match e.bound {
        Bound::Exact => true,
        Bound::Lower => score >= beta,
        Bound::Upper => score <= alpha,
    };
    cut.then_some(score)
}

/// What a node's best score says of its true value, searched with `alpha..beta`
/// (`alpha` as it was on entry).
fn bound_of(best: i32, alpha: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

fn score_to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::Variant;

    /// A search whose history is the given hashes and check flags (the last entry is
    /// the current position, the side to move being "us").
    fn verdict(keys: &[u64], checks: &[bool]) -> Option<i32> {
        let mut engine = Engine::new(1);
        let pos = Position::start(Variant::by_id("shogi").unwrap());
        let s = Search::new(
            &mut engine,
            &pos,
            keys.to_vec(),
            checks.to_vec(),
            &Limits::default(),
            Instant::now(),
        );
        s.repetition(3)
    }

    #[test]
    fn repetitions_are_draws_unless_one_side_checked_throughout() {
        // Positions 0..=4, position 4 repeats position 0 (same side to move).
        let keys = [1, 2, 3, 4, 1];
        // The moves into positions 2 and 4 were made by "them" (the side not to move
        // at 4), those into 1 and 3 by "us".
        assert_eq!(verdict(&keys, &[false; 5]), Some(0));
        // They checked with every move of the cycle: they lose, we win.
        assert_eq!(
            verdict(&keys, &[false, false, true, false, true]),
            Some(MATE - 3)
        );
        // We checked with every move: we lose.
        assert_eq!(
            verdict(&keys, &[false, true, false, true, false]),
            Some(-(MATE - 3))
        );
        // Both checked every time: a draw.
        assert_eq!(verdict(&keys, &[false, true, true, true, true]), Some(0));
        // No repetition.
        assert_eq!(verdict(&[1, 2, 3, 4, 5], &[false; 5]), None);
    }
}
