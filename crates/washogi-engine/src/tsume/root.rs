//! Mate proofs around the alpha-beta search at the root ([`Limits::mate_search`]):
//!
//! 1. Before searching, the side to move looks for its own mate by checks
//!    ([`MateSearch`]); a proved one is played at once, with its line and
//!    `Score::Mate(n)`.
//! 2. After searching, the move chosen is tried against the opponent's mate by
//!    checks; a move the opponent then mates is set aside and the search runs again
//!    without it (with what its table has learnt); [`GUARD_CANDIDATES`] moves are
//!    tried so, the next one is played untried. When every legal move is mated, the
//!    one mated slowest is played.
//! 3. A move whose proof runs out of positions before settling either way is set
//!    aside too, for the next move chosen that is shown free of a mate by checks —
//!    unless that one costs an inaccuracy's worth of win chance ([`INACCURACY`]) or
//!    more, or comes from a search shallower by more than
//!    [`REPLACEMENT_DEPTH_SLACK`], and then the first is played. Why: a proof that
//!    runs out has met a tree of checks too large to settle, as the drop games'
//!    deepest mates are (a wa-drops move the search scored +2,075 let in a mate in 5
//!    whose proof takes over 250,000 positions; a check scored +1,777 left the
//!    opponent no check at all); a few percent of win chance are worth giving for a
//!    king known safe from mate.
//! 4. Each proof looks for mates of up to [`MATE_MOVES`] first; when it shows there
//!    is none, a second proof, with a share of its own, looks for one of up to
//!    [`LONG_MATE_MOVES`]. A longer mate proved counts as any other (played, or the
//!    move set aside); a longer proof that runs out changes nothing: the move is as
//!    safe as the shorter proof showed. Why: shogi moves shown free of a mate in 5
//!    let in mates in 7 (proved in 4,900 and 8,600 positions); mates of 7 sought
//!    straight away cost the proofs of 5 that need most of the share (a shogi mate
//!    in 5, proved in 20,000 positions, was no longer found), and with only what
//!    the proof of 5 left, the second mate in 7 was not found. On the drop games'
//!    self-play positions a move costs 0–3 % more nodes on average.
//!
//! Why: in the drop games, alpha-beta at the analysis budget missed mates of five
//! moves and walked into them (measured on self-play games); a proof-number search finds
//! them in a fraction of the budget.
//!
//! The proofs take a share of the budget: a position made by the proof search (a
//! check, or a reply to one) costs about as much time as an alpha-beta node, with
//! the moves it rules out without making them (measured on the self-play games:
//! 4–8 µs against 5–10 µs), so each counts as one node against [`Limits::nodes`].

use std::time::{Duration, Instant};

use washogi_rules::{Move, Position};

use super::MateSearch;
use crate::search::{Engine, Info, Limits, Score, SearchResult};
use crate::win_chance::{win_chance, INACCURACY};

/// The mates looked for first, up to this many moves of the attacker.
pub(crate) const MATE_MOVES: u8 = 5;
/// When those are ruled out, longer ones up to this many, by a second proof with a
/// share of its own (see step 4 of the module's doc).
pub(crate) const LONG_MATE_MOVES: u8 = 7;
/// How many moves chosen in turn are tried against the opponent's mate.
pub(crate) const GUARD_CANDIDATES: usize = 3;
/// The side to move's own proof takes at most this share (1/n) of the nodes and
/// time, and so does each proof against a move chosen: the same budget, so that a
/// mate the analysis finds in a position is one the move into it was tried against.
const OWN_SHARE: u32 = 6;
const GUARD_SHARE: u32 = 6;
/// With [`Limits::fixed_time`], the alpha-beta search ends this share (1/n) of the
/// time before the move's end, for the proofs against the move it chose (most settle
/// in far less; a proof still running at the end stops there, unsettled).
const GUARD_RESERVE: u32 = 12;
/// A search run again after a move is set aside has at least this share (1/n) of the
/// budget, even when the first search used it all.
const AGAIN_SHARE: u32 = 4;
/// A move shown safe replaces an unsettled one (step 3) only from a search at most
/// this many plies shallower. Why: a search run again on a quarter of the budget
/// reaches 3–4 plies in the sharp positions where guards run out, and a check is
/// shown safe at no cost (the opponent's mate by checks must start with a check that
/// also answers ours); a shogi gold dropped with check, scored +950 at depth 4
/// against +1,453 at depth 7 for the unsettled move, lost the gold and the game.
const REPLACEMENT_DEPTH_SLACK: u32 = 1;

/// The budget of the proofs of one search.
pub(crate) struct MateBudget {
    nodes: Option<u64>,
    movetime: Option<Duration>,
    /// With [`Limits::fixed_time`], the end of the move's time: no proof runs past it.
    deadline: Option<Instant>,
}

impl MateBudget {
    /// The proofs' budget for `limits`: `None` when not asked for, or with neither
    /// a node nor a time limit (a search to a fixed depth stays exactly that).
    pub fn of(limits: &Limits, started: Instant) -> Option<MateBudget> {
        if !limits.mate_search || (limits.nodes.is_none() && limits.movetime.is_none()) {
            return None;
        }
        Some(MateBudget {
            nodes: limits.nodes,
            movetime: limits.movetime,
            deadline: (limits.movetime)
                .filter(|_| limits.fixed_time)
                .and_then(|t| started.checked_add(t)),
        })
    }

    /// A proof search with 1/`share` of the budget, from now.
    fn search(&self, share: u32, limits: &Limits) -> MateSearch {
        let positions = self.nodes.map_or(u64::MAX, |n| n / u64::from(share));
        let deadline = self
            .movetime
            .and_then(|t| Instant::now().checked_add(t / share))
            .map(|d| self.deadline.map_or(d, |end| d.min(end)));
        MateSearch::new(positions, deadline, limits.stop.clone())
    }

    /// Step 4: `prove` (a [`MateSearch::find`] or [`MateSearch::threat`]) for mates
    /// of up to [`MATE_MOVES`] with 1/`share` of the budget, then, when that shows
    /// there is none, for mates of up to [`LONG_MATE_MOVES`] by a second proof with
    /// a share of its own. The mate, the positions made, and whether the first
    /// proof settled (a mate, or none shown within [`MATE_MOVES`]).
    fn prove(
        &self,
        share: u32,
        limits: &Limits,
        prove: impl Fn(&mut MateSearch, u8) -> Option<(u8, Vec<Move>)>,
    ) -> Proof {
        let mut first = self.search(share, limits);
        let mut mate = prove(&mut first, MATE_MOVES);
        let mut nodes = first.nodes;
        let settled = !first.exhausted;
        if mate.is_none() && settled {
            let mut long = self.search(share, limits);
            mate = prove(&mut long, LONG_MATE_MOVES);
            nodes += long.nodes;
        }
        Proof {
            mate,
            nodes,
            settled,
        }
    }
}

/// What [`MateBudget::prove`] found.
struct Proof {
    /// The mate proved, in moves, with a line of play.
    mate: Option<(u8, Vec<Move>)>,
    /// Positions made, by both proofs.
    nodes: u64,
    /// The first proof settled: a second that runs out leaves it so.
    settled: bool,
}

impl Engine {
    /// [`Engine::search_from`] with the proofs of mates around the alpha-beta search.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search_with_mates(
        &mut self,
        root: &Position,
        keys: Vec<u64>,
        checks: Vec<bool>,
        limits: &Limits,
        budget: &MateBudget,
        started: Instant,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let own = budget.prove(OWN_SHARE, limits, |search, n| search.find(root, n));
        let mut spent = own.nodes;
        if let Some((n, line)) = own
            .mate
            .filter(|(_, line)| line.first().is_some_and(|m| !limits.avoid.contains(m)))
        {
            let score = Score::Mate(i32::from(n));
            info(&Info {
                depth: 2 * u32::from(n) - 1,
                seldepth: line.len() as u32,
                score,
                nodes: spent,
                time: started.elapsed(),
                pv: &line,
            });
            return SearchResult {
                best_move: Some(line[0]),
                score,
                depth: 2 * u32::from(n) - 1,
                nodes: spent,
                pv: line,
                time: started.elapsed(),
            };
        }
        let first = Limits {
            nodes: limits.nodes.map(|n| n.saturating_sub(spent).max(1)),
            // A time spent whole leaves the guard's proofs a reserve at the end.
            movetime: (limits.movetime).map(|t| {
                if limits.fixed_time {
                    t - t / GUARD_RESERVE
                } else {
                    t
                }
            }),
            ..limits.clone()
        };
        let mut result = self.alpha_beta(root, keys.clone(), checks.clone(), &first, started, info);
        spent += result.nodes;

        // Moves set aside, each with the opponent's mate after it (in its moves).
        let mut mated: Vec<(Move, u8, Vec<Move>)> = Vec::new();
        // Moves chosen whose guard ran out of positions, with their searches: set
        // aside for a move shown safe, unless that one scores much worse than the
        // first; when none is found, the first is played.
        let mut unsettled: Vec<SearchResult> = Vec::new();
        let mut avoid = limits.avoid.clone();
        let mut legal = Vec::new();
        root.legal_moves_into(&mut legal);
        while let Some(mv) = result.best_move {
            let tried = mated.len() + unsettled.len();
            if matches!(result.score, Score::Mate(_)) || tried == GUARD_CANDIDATES {
                // A mate either way is alpha-beta's own proof; after the last
                // candidate set aside, the next search's move is played untried.
                break;
            }
            let mut after = root.clone();
            after.play_unchecked(mv);
            let guard = budget.prove(GUARD_SHARE, limits, |search, n| search.threat(&after, n));
            spent += guard.nodes;
            match guard.mate {
                Some((n, line)) => mated.push((mv, n, line)),
                // Settled within MATE_MOVES (a longer mate is a bonus: running out
                // looking for one leaves the move safe as far as it was shown).
                None if guard.settled => {
                    // Shown safe from a mate by checks: played, unless it scores much
                    // worse than the unsettled move it replaces, or its search was too
                    // shallow for its score to be compared.
                    if unsettled.first().is_some_and(|first| {
                        let v = root.variant();
                        win_chance(v, first.score) - win_chance(v, result.score) >= INACCURACY
                            || result.depth + REPLACEMENT_DEPTH_SLACK < first.depth
                    }) {
                        result = unsettled.swap_remove(0);
                    }
                    unsettled.clear();
                    break;
                }
                None => unsettled.push(result.clone()),
            }
            avoid.push(mv);
            if legal.iter().all(|m| avoid.contains(m)) {
                break;
            }
            let again = Limits {
                nodes: limits
                    .nodes
                    .map(|n| n.saturating_sub(spent).max(n / u64::from(AGAIN_SHARE))),
                movetime: limits
                    .movetime
                    .map(|t| t.saturating_sub(started.elapsed()).max(t / AGAIN_SHARE)),
                avoid: avoid.clone(),
                // Past the move's time already, perhaps: no longer spent whole.
                fixed_time: false,
                ..limits.clone()
            };
            result = self.alpha_beta(
                root,
                keys.clone(),
                checks.clone(),
                &again,
                Instant::now(),
                info,
            );
            spent += result.nodes;
        }
        if !unsettled.is_empty() && !matches!(result.score, Score::Mate(n) if n > 0) {
            // No move shown safe: the first unsettled one (it scored best, and a
            // mate not proved beats one proved).
            result = unsettled.swap_remove(0);
        }
        if let Some(&(mv, n, ref line)) = result
            .best_move
            .and_then(|best| mated.iter().find(|(m, _, _)| *m == best))
            .and(mated.iter().max_by_key(|(_, n, _)| *n))
        {
            // Every move tried is mated: the slowest mate, honestly scored.
            result.best_move = Some(mv);
            result.score = Score::Mate(-i32::from(n));
            result.pv = std::iter::once(mv).chain(line.iter().copied()).collect();
        }
        result.nodes = spent;
        result.time = started.elapsed();
        result
    }
}
