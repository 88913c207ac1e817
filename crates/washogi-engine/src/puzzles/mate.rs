//! The exact mate prover and the trimming of useless interpositions.
//!
//! The prover answers "does the side to move mate within `d` of its moves?" by an
//! AND/OR search over the rules alone: at the defender's turns *every* legal reply is
//! tried (the answer is a proof, whatever the engine's pruning does); at the
//! attacker's turns the moves tried are the engine's (the transposition table's move
//! for the position, or a small search's), then every check. Quiet attacking moves
//! other than the engine's are not tried, so a "no" may be a mate the prover did not
//! find: a puzzle is then dropped, never accepted wrongly. Results are remembered per
//! position (proved: the shortest length found; failed: up to which length), and a
//! budget of moves played (plus the suggestions' search nodes) bounds each proof.
//!
//! "Mate" is what the rules say ends the game: the side to move has no legal move
//! (in check or not: both lose here); a pawn drop that would mate is not a legal move
//! in the games with drops, so it is never found.

use std::collections::HashMap;

use washogi_rules::{Move, Position};

use crate::search::{Engine, Limits, Score};

#[derive(Clone, Copy, Default)]
struct Known {
    /// The shortest mate found, and its first move.
    mate: Option<(u8, Move)>,
    /// Mate within this many moves was searched for and not found.
    fails_within: u8,
}

pub(crate) struct Prover {
    hint_nodes: u64,
    known: HashMap<u64, Known>,
    left: u64,
    /// The budget ran out: every answer since is "not found".
    pub exhausted: bool,
}

impl Prover {
    pub fn new(budget: u64, hint_nodes: u64) -> Prover {
        Prover {
            hint_nodes,
            known: HashMap::new(),
            left: budget,
            exhausted: false,
        }
    }

    /// A new budget for the next proof (what is known stays).
    pub fn refill(&mut self, budget: u64) {
        self.left = budget;
        self.exhausted = false;
    }

    fn spend(&mut self, n: u64) -> bool {
        if self.left < n {
            self.left = 0;
            self.exhausted = true;
        } else {
            self.left -= n;
        }
        !self.exhausted
    }

    /// The shortest mate the prover finds within `max` moves of the side to move:
    /// its length and first move.
    pub fn shortest(&mut self, engine: &mut Engine, pos: &Position, max: u8) -> Option<(u8, Move)> {
        for d in 1..=max {
            if let Some(mv) = self.within(engine, pos, d) {
                return Some((d, mv));
            }
            if self.exhausted {
                return None;
            }
        }
        None
    }

    /// Whether `mv` (legal in `pos`) mates within `d` moves of the mover, counting
    /// `mv`, against every defence.
    pub fn forces(&mut self, engine: &mut Engine, pos: &Position, mv: Move, d: u8) -> bool {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        self.all_replies_lose(engine, &child, d.saturating_sub(1))
    }

    /// The side to move (the defender) loses to mate within `d` attacker moves
    /// whatever it plays; with no legal move it has lost already.
    pub fn all_replies_lose(&mut self, engine: &mut Engine, pos: &Position, d: u8) -> bool {
        let mut replies = Vec::new();
        pos.legal_moves_into(&mut replies);
        if replies.is_empty() {
            return true;
        }
        if d == 0 {
            return false;
        }
        // The likeliest escapes first: king moves and captures.
        let king = pos.king_square(pos.side_to_move());
        replies.sort_by_key(|&r| {
            if r.from().is_some() && r.from() == king {
                0
            } else if pos.is_capture(r) {
                1
            } else {
                2
            }
        });
        for r in replies {
            if !self.spend(1) {
                return false;
            }
            let mut child = pos.clone();
            child.play_unchecked(r);
            if self.within(engine, &child, d).is_none() {
                return false;
            }
        }
        true
    }

    /// A move that mates within `d` moves of the side to move, if the prover finds
    /// one.
    pub fn within(&mut self, engine: &mut Engine, pos: &Position, d: u8) -> Option<Move> {
        if d == 0 || self.exhausted {
            return None;
        }
        let key = pos.hash();
        let known = self.known.get(&key).copied().unwrap_or_default();
        if let Some((n, mv)) = known.mate {
            if n <= d {
                return Some(mv);
            }
        }
        if known.fails_within >= d {
            return None;
        }
        let found = self.search(engine, pos, d, known);
        if self.exhausted {
            return None;
        }
        let entry = self.known.entry(key).or_default();
        match found {
            Some(mv) => entry.mate = Some((d, mv)),
            None => entry.fails_within = entry.fails_within.max(d),
        }
        found
    }

    fn search(&mut self, engine: &mut Engine, pos: &Position, d: u8, known: Known) -> Option<Move> {
        let mut moves = Vec::new();
        pos.legal_moves_into(&mut moves);
        let mut tried: Vec<Move> = Vec::new();
        // The engine's moves (any kind), then every check.
        let mut first: Vec<Move> = Vec::new();
        if let Some((_, mv)) = known.mate {
            first.push(mv);
        }
        if let Some(mv) = engine.tt.probe(pos.hash()).and_then(|e| e.best) {
            if moves.contains(&mv) {
                first.push(mv);
            }
        }
        for mv in first {
            if tried.contains(&mv) {
                continue;
            }
            tried.push(mv);
            if self.mates_with(engine, pos, mv, d, true) {
                return Some(mv);
            }
            if self.exhausted {
                return None;
            }
        }
        // Checks: captures first.
        let mut checks: Vec<(Move, bool)> = Vec::new();
        for &mv in &moves {
            if tried.contains(&mv) {
                continue;
            }
            if !self.spend(1) {
                return None;
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            if child.in_check() {
                checks.push((mv, pos.is_capture(mv)));
            }
        }
        checks.sort_by_key(|&(_, capture)| !capture);
        for (mv, _) in checks {
            tried.push(mv);
            if self.mates_with(engine, pos, mv, d, false) {
                return Some(mv);
            }
            if self.exhausted {
                return None;
            }
        }
        // Last, ask the engine (its search may find a quiet move).
        if d >= 2 {
            let limits = Limits {
                depth: Some(2 * d as u32 + 1),
                nodes: Some(self.hint_nodes.min(self.left)),
                ..Limits::default()
            };
            let result = engine.search_from(pos, &[], &limits, |_| {});
            self.spend(result.nodes);
            if let (Some(mv), Score::Mate(n)) = (result.best_move, result.score) {
                if n >= 1
                    && n as u8 <= d
                    && !tried.contains(&mv)
                    && !self.exhausted
                    && self.mates_with(engine, pos, mv, d, true)
                {
                    return Some(mv);
                }
            }
        }
        None
    }

    /// Whether `mv` mates within `d` (a non-check is tried only when `any_move`).
    fn mates_with(
        &mut self,
        engine: &mut Engine,
        pos: &Position,
        mv: Move,
        d: u8,
        any_move: bool,
    ) -> bool {
        if !self.spend(1) {
            return false;
        }
        let mut child = pos.clone();
        child.play_unchecked(mv);
        if !child.has_legal_move() {
            return true;
        }
        if d < 2 || (!any_move && !child.in_check()) {
            return false;
        }
        self.all_replies_lose(engine, &child, d - 1)
    }
}

/// The legal moves of `pos` after which the opponent has no legal move (mates, and
/// the rare no-move wins), counted exactly over every move.
pub(crate) fn mating_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|&mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            !child.has_legal_move()
        })
        .collect()
}

/// Whether the defender to move in `pos` is mated, or can only put pieces in the way
/// of the check (drops, or moves of pieces other than the king that capture
/// nothing) each of which the attacker captures with a move leading again to such a
/// position, at most `depth` times: the interpositions are useless (tsume's 無駄合).
pub(crate) fn only_useless_interpositions(pos: &Position, depth: u8) -> bool {
    let replies = pos.legal_moves();
    if replies.is_empty() {
        return true;
    }
    if depth == 0 || !pos.in_check() {
        return false;
    }
    let king = pos.king_square(pos.side_to_move());
    replies.into_iter().all(|r| {
        let interposes = r.from().is_none() || (r.from() != king && !pos.is_capture(r));
        if !interposes {
            return false;
        }
        let after = pos.play(r).expect("a legal reply");
        after.legal_moves().into_iter().any(|a| {
            a.to() == r.to()
                && after
                    .play(a)
                    .is_ok_and(|next| only_useless_interpositions(&next, depth - 1))
        })
    })
}

/// Cut useless interpositions and their captures from the end of a mate: while the
/// position after the solver's last move but one is [`only_useless_interpositions`],
/// the last reply and the last move go.
pub(crate) fn trim_interpositions(start: &Position, line: &mut Vec<Move>) {
    while line.len() >= 3 {
        let mut pos = start.clone();
        for &mv in &line[..line.len() - 2] {
            pos.play_unchecked(mv);
        }
        if pos.has_legal_move() && only_useless_interpositions(&pos, 3) {
            line.truncate(line.len() - 2);
        } else {
            break;
        }
    }
}
