//! The search's public face: limits, scores, results, and the iterative-deepening
//! driver. The tree search itself (principal-variation alpha-beta and quiescence) is
//! in `node.rs`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use washogi_rules::{Game, Move, Position};

use crate::eval::{weights, EvalParams};
use crate::node::{Search, INFINITE, MATE, MATE_BOUND, MAX_PLY};
use crate::tt::Table;
pub use crate::tt::MAX_TABLE_MB;

/// When to stop searching. Whatever is reached first ends the search; with none set
/// the search goes on to the maximum depth (or until `stop` is raised).
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes to visit (exact: the search stops at this count).
    pub nodes: Option<u64>,
    /// Wall-clock budget for this move.
    pub movetime: Option<Duration>,
    /// Raised by another thread to stop the search early.
    pub stop: Option<Arc<AtomicBool>>,
    /// Legal moves not to play at the root (a GUI would refuse them), unless there is
    /// nothing else.
    pub avoid: Vec<Move>,
    /// Also prove mates by checks at the root (see `tsume::root`): the side to
    /// move's own, played at once, and the opponent's after the move chosen, which
    /// then gives way to another. Takes a share of the node and time budget; only with
    /// a node or time limit. Off by default: the weaker levels and the puzzle
    /// finder's searches stay as they were.
    pub mate_search: bool,
    /// The movetime is this move's alone (a fixed time a move, or a byoyomi with the
    /// clock run out): time left unspent is lost, so the search runs to its deadline
    /// instead of stopping after an iteration that ends past half the budget (which
    /// saves time for later moves when a clock banks it). Partly searched iterations
    /// count as usual. Off by default.
    pub fixed_time: bool,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }
    /// The same limits, with the mate proofs of [`Limits::mate_search`].
    pub fn with_mate_search(mut self) -> Limits {
        self.mate_search = true;
        self
    }
    /// The same limits, the movetime spent whole (see [`Limits::fixed_time`]).
    pub fn with_fixed_time(mut self) -> Limits {
        self.fixed_time = true;
        self
    }
    /// The same limits, stoppable through `stop`.
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Limits {
        self.stop = Some(stop);
        self
    }
}

/// A search score for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a Sparrow Pawn or a shogi pawn is about 100).
    Cp(i32),
    /// Mate in this many moves of the side to move (negative: it gets mated).
    Mate(i32),
}

impl std::ops::Neg for Score {
    type Output = Score;
    /// The same score from the other side.
    fn neg(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }
}

impl Score {
    pub(crate) fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-(MATE + s) / 2)
        } else {
            Score::Cp(s)
        }
    }

    /// A single number for comparisons: mates are beyond every centipawn score.
    pub fn as_cp(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => MATE - 2 * n,
            Score::Mate(n) => -MATE - 2 * n,
        }
    }
}

/// Progress report after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info<'a> {
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time: Duration,
    pub pv: &'a [Move],
}

impl Info<'_> {
    pub fn nps(&self) -> u64 {
        let ms = self.time.as_millis().max(1) as u64;
        self.nodes * 1000 / ms
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move (the game is over).
    pub best_move: Option<Move>,
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    pub time: Duration,
}

/// A computer player: the transposition table and move-ordering memory persist from
/// one search to the next. One engine searches on one thread.
pub struct Engine {
    pub(crate) tt: Table,
    pub(crate) history: Vec<i32>,
    pub(crate) continuation: crate::node::Continuation,
    /// Evaluation weights; self-play tuning changes them.
    pub params: EvalParams,
    /// Deterministic evaluation noise (seed, amplitude in centipawns) for weaker levels.
    pub(crate) noise: Option<(u64, i32)>,
}

/// Size of the history table: two sides, 64 piece or drop slots, 176 square slots.
pub(crate) const HISTORY_SIZE: usize = 2 * 64 * 176;

impl Engine {
    /// An engine with a transposition table of at most `tt_mb` megabytes (and at
    /// most [`MAX_TABLE_MB`]). The table is resident only as the search fills it.
    pub fn new(tt_mb: usize) -> Engine {
        Engine {
            tt: Table::new(tt_mb),
            history: vec![0; HISTORY_SIZE],
            continuation: crate::node::Continuation::new(),
            params: EvalParams::default(),
            noise: None,
        }
    }

    /// The transposition table's size in bytes.
    pub fn table_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// Forget everything learnt (for a new game, and for repeatable tests).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        self.continuation.clear();
    }

    /// Add deterministic pseudo-random noise of at most `amplitude` centipawns to every
    /// evaluation, varying with `seed` (0 amplitude: none). Used by the weaker levels.
    pub fn set_noise(&mut self, seed: u64, amplitude: i32) {
        self.noise = (amplitude > 0).then_some((seed, amplitude));
    }

    /// Search the position a game has reached, with the game's history for
    /// repetitions.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        info: impl FnMut(&Info),
    ) -> SearchResult {
        self.search_from(game.start(), game.moves(), limits, info)
    }

    /// Search the position after `moves` (legal, as from a [`Game`] or a protocol that
    /// checked them) from `start`.
    pub fn search_from(
        &mut self,
        start: &Position,
        moves: &[Move],
        limits: &Limits,
        mut info: impl FnMut(&Info),
    ) -> SearchResult {
        let started = Instant::now();
        let (root, keys, checks) = replay(start, moves);
        let Some(mates) = crate::tsume::root::MateBudget::of(limits, started) else {
            return self.alpha_beta(&root, keys, checks, limits, started, &mut info);
        };
        self.search_with_mates(&root, keys, checks, limits, &mates, started, &mut info)
    }

    /// The iterative-deepening alpha-beta search of `root` (reached through the
    /// positions hashed in `keys`), timed from `started`.
    pub(crate) fn alpha_beta(
        &mut self,
        root: &Position,
        keys: Vec<u64>,
        checks: Vec<bool>,
        limits: &Limits,
        started: Instant,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.tt.new_search();
        let mut s = Search::new(self, root, keys, checks, limits, started);
        let mut root_moves = Vec::new();
        root.legal_moves_into(&mut root_moves);
        if root_moves.iter().any(|m| !limits.avoid.contains(m)) {
            root_moves.retain(|m| !limits.avoid.contains(m));
        }
        let mut result = SearchResult {
            best_move: root_moves.first().copied(),
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            pv: root_moves.first().copied().into_iter().collect(),
            time: Duration::ZERO,
        };
        if root_moves.is_empty() {
            result.score = Score::Mate(0);
            return result;
        }
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as u32 - 8)
            .min(MAX_PLY as u32 - 8);
        let mut previous = 0;
        for depth in 1..=max_depth as i32 {
            s.root_depth = depth;
            s.root_best = None;
            let score = aspiration(&mut s, root, depth, previous);
            if s.stopped {
                // A partly searched iteration still counts if its best move was
                // searched in full and beat the first move's bound.
                if let Some((mv, sc)) = s.root_best {
                    if Some(mv) != result.best_move && depth > 1 {
                        result.best_move = Some(mv);
                        result.score = Score::from_internal(sc);
                        result.pv = vec![mv];
                    }
                }
                break;
            }
            previous = score;
            let pv = s.pv_line();
            result.best_move = pv.first().copied().or(result.best_move);
            result.pv = pv;
            result.score = Score::from_internal(score);
            result.depth = depth as u32;
            info(&Info {
                depth: depth as u32,
                seldepth: s.seldepth as u32,
                score: result.score,
                nodes: s.nodes,
                time: started.elapsed(),
                pv: &result.pv,
            });
            if let Some(budget) = limits.movetime.filter(|_| !limits.fixed_time) {
                // The next iteration takes a few times as long, but a partly searched
                // one still counts when its first move has been searched: start it
                // while more than about half the budget is left. (Saturating: a
                // budget of years must not overflow the comparison.)
                if started.elapsed().saturating_mul(20) > budget.saturating_mul(11) {
                    break;
                }
            }
            if score.abs() >= MATE_BOUND && depth > 2 * (MATE - score.abs()) + 2 {
                break;
            }
        }
        result.nodes = s.nodes;
        result.time = started.elapsed();
        result
    }

    /// Score every legal move of the game's position by a full-window search of
    /// `depth` plies (the move itself counts as one), best first. The weaker levels
    /// choose among these.
    pub fn score_moves(&mut self, game: &Game, depth: u32) -> Vec<(Move, i32)> {
        let (root, keys, checks) = replay(game.start(), game.moves());
        self.tt.new_search();
        let mut s = Search::new(
            self,
            &root,
            keys,
            checks,
            &Limits::default(),
            Instant::now(),
        );
        s.root_depth = depth as i32;
        let mut moves = Vec::new();
        root.legal_moves_into(&mut moves);
        let mut scored: Vec<(Move, i32)> = moves
            .into_iter()
            .map(|mv| (mv, s.score_root_move(&root, mv, depth as i32 - 1)))
            .collect();
        scored.sort_by_key(|&(_, score)| -score);
        scored
    }

    /// The static evaluation of a position, from the side to move's point of view.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        crate::eval::evaluate(pos, &self.params)
    }

    pub(crate) fn weights_for(pos: &Position) -> &'static crate::eval::Weights {
        weights(pos.variant())
    }
}

/// Search with a window around the previous iteration's score, widening on failure.
fn aspiration(s: &mut Search, root: &Position, depth: i32, previous: i32) -> i32 {
    let in_check = root.in_check();
    if depth < 4 || previous.abs() >= MATE_BOUND {
        return s.negamax(root, depth, -INFINITE, INFINITE, 0, in_check, false, false);
    }
    let mut delta = 50;
    let (mut alpha, mut beta) = (previous - delta, previous + delta);
    loop {
        let score = s.negamax(root, depth, alpha, beta, 0, in_check, false, false);
        if s.stopped {
            return score;
        }
        if score <= alpha {
            alpha = (alpha - delta).max(-INFINITE);
        } else if score >= beta {
            beta = (beta + delta).min(INFINITE);
        } else {
            return score;
        }
        delta *= 3;
        if delta > 1000 {
            alpha = -INFINITE;
            beta = INFINITE;
        }
    }
}

/// The position after `moves`, with the hash of every position on the way and whether
/// its side to move was in check (the move into it gave check).
fn replay(start: &Position, moves: &[Move]) -> (Position, Vec<u64>, Vec<bool>) {
    let mut pos = start.clone();
    let mut keys = vec![pos.hash()];
    let mut checks = vec![pos.in_check()];
    for &mv in moves {
        pos.play_unchecked(mv);
        keys.push(pos.hash());
        checks.push(pos.in_check());
    }
    (pos, keys, checks)
}

/// Whether a stop flag is raised.
pub(crate) fn raised(stop: &Option<Arc<AtomicBool>>) -> bool {
    stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
}
