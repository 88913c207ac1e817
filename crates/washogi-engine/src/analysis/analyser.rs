//! Searching every position of a game, resumable from stored evaluations, each move
//! that looks like a mistake or a blunder verified by searching again.

use washogi_rules::Game;

use super::judge::MoveStandings;
use super::{judge, Analysis, PositionEval, VERIFY_FACTOR, VERIFY_FROM};
use crate::search::{raised, Engine, Limits};

/// Reported once for each position an analysis searches, when its evaluation is final.
#[derive(Clone, Debug)]
pub struct Progress<'a> {
    /// Which position: the one after `index` plies (0 the start).
    pub index: usize,
    /// What the search found (store it to resume later).
    pub eval: &'a PositionEval,
    /// `Some` when the position was searched again at the [`verification_budget`]
    /// because a move next to it looked like a mistake or a blunder: what the first
    /// search, at the analysis budget, found (`eval` is the verifying search's, the
    /// one to store). `None` for a position searched once.
    pub quick: Option<&'a PositionEval>,
    /// Positions evaluated so far, those given at the start included, and in all
    /// ([`positions_to_search`]).
    pub done: usize,
    pub total: usize,
}

/// Why an analysis (or the search of one position) ended without a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// Stopped through the budget's `stop` flag; what was found before is reported
    /// already.
    Stopped,
    /// The engine doing the searching failed: an external engine that could not be
    /// started, died, hung, or answered nonsense. The text says what happened.
    Engine(String),
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::Stopped => f.write_str("analysis stopped"),
            AnalysisError::Engine(why) => write!(f, "analysis engine failed: {why}"),
        }
    }
}

impl std::error::Error for AnalysisError {}

/// Something that can search one position of a game for the analysis: the built-in
/// [`Engine`], or an external engine ([`crate::external::UsiEngine`]).
pub trait PositionSearch {
    /// Search the position after `index` plies of `game` (`index` at most the number
    /// of moves; the moves before it are the position's history, for repetitions)
    /// within `budget`. A position without a legal move is `Score::Mate(0)` with no
    /// best move, no line and depth 0. A raised `stop` flag ends the search early,
    /// with what was found so far or with [`AnalysisError::Stopped`].
    fn search_position(
        &mut self,
        game: &Game,
        index: usize,
        budget: &Limits,
    ) -> Result<PositionEval, AnalysisError>;
}

impl PositionSearch for Engine {
    /// [`Engine::search_from`] the game's start with its first `index` moves; never
    /// an error.
    fn search_position(
        &mut self,
        game: &Game,
        index: usize,
        budget: &Limits,
    ) -> Result<PositionEval, AnalysisError> {
        let result = self.search_from(game.start(), &game.moves()[..index], budget, |_| {});
        Ok(PositionEval {
            score: result.score,
            best: result.best_move,
            pv: result.pv,
            depth: result.depth,
        })
    }
}

/// How many positions an analysis of `game` evaluates: the position before each move,
/// and the final one unless the game is over on the board.
pub fn positions_to_search(game: &Game) -> usize {
    game.moves().len() + usize::from(!game.status().is_over())
}

/// The budget of the searches that verify a move: [`VERIFY_FACTOR`] times `budget`'s
/// nodes and time, two plies more of its depth, the same stop flag, moves to avoid and
/// mate proofs.
pub fn verification_budget(budget: &Limits) -> Limits {
    Limits {
        depth: budget.depth.map(|d| d.saturating_add(2)),
        nodes: budget
            .nodes
            .map(|n| n.saturating_mul(u64::from(VERIFY_FACTOR))),
        movetime: budget.movetime.map(|t| t.saturating_mul(VERIFY_FACTOR)),
        stop: budget.stop.clone(),
        avoid: budget.avoid.clone(),
        mate_search: budget.mate_search,
        fixed_time: budget.fixed_time,
    }
}

/// Evaluate every position of `game` ([`positions_to_search`] of them) within
/// `budget` (see [`super::DEFAULT_BUDGET`]), except those given in `known`
/// (`known[i]`: the position after `i` plies, as stored from an earlier run; shorter
/// than the game is fine), and report each newly found evaluation through `found`,
/// once, as soon as it is final.
///
/// The positions are searched from the last to the first, so that the table holds
/// what was found after each move when the position before it is searched, which
/// keeps consecutive evaluations consistent. After the search of the position before
/// a move, the move is judged ([`super::judge`]'s rules); when it looks like a
/// [`VERIFY_FROM`] or worse, the position after it and then the one before it are
/// searched again at the [`verification_budget`] (with the table as it is, so the
/// second finds what the first did), and the move is judged by those evaluations:
/// see [`VERIFY_FACTOR`] for why. A position is reported when the move before it has
/// been judged (so a position comes one search late, and its report is the
/// verifying search's when there was one, with the first search's in
/// [`Progress::quick`]); the first position when the analysis ends. Each index is
/// reported at most once, so a store may keep the first evaluation it gets for an
/// index. Positions in `known` are final: never searched again, not even to verify
/// a move next to them (then only the other position is searched again).
///
/// The built-in engine's table is kept (clear it first for repeatable results with a
/// node budget). Raising the budget's `stop` flag ends the analysis with
/// [`AnalysisError::Stopped`], and an engine's failure with its error; either way
/// what was final is reported first: every search completed before, except when the
/// interrupted search was verifying a move: then neither position of that move is
/// reported (a later run searches and verifies them again).
pub fn evaluate(
    engine: &mut dyn PositionSearch,
    game: &Game,
    budget: &Limits,
    known: &[Option<PositionEval>],
    found: impl FnMut(Progress),
) -> Result<Vec<PositionEval>, AnalysisError> {
    let total = positions_to_search(game);
    let evals: Vec<Option<PositionEval>> = (0..total)
        .map(|i| known.get(i).cloned().flatten())
        .collect();
    let mut run = Run {
        engine,
        game,
        budget,
        verify: verification_budget(budget),
        done: evals.iter().filter(|e| e.is_some()).count(),
        quick: vec![None; total],
        evals,
        unreported: None,
        found,
    };
    let outcome = run.backwards();
    if let Some(index) = run.unreported.take() {
        run.report(index);
    }
    outcome?;
    Ok(run
        .evals
        .into_iter()
        .map(|e| e.expect("every position evaluated"))
        .collect())
}

/// One analysis under way: what [`evaluate`] knows so far.
struct Run<'a, F: FnMut(Progress)> {
    engine: &'a mut dyn PositionSearch,
    game: &'a Game,
    budget: &'a Limits,
    verify: Limits,
    /// Each position's evaluation: given, or found (the verifying search's if any).
    evals: Vec<Option<PositionEval>>,
    /// The first search's evaluation of each position searched again to verify.
    quick: Vec<Option<PositionEval>>,
    /// The position this run searched last and has not reported yet.
    unreported: Option<usize>,
    done: usize,
    found: F,
}

impl<F: FnMut(Progress)> Run<'_, F> {
    /// Search the positions not known, last to first, verifying the moves that look
    /// bad, and report each position once the move before it is judged.
    fn backwards(&mut self) -> Result<(), AnalysisError> {
        for index in (0..self.evals.len()).rev() {
            let searched = self.evals[index].is_none();
            if searched {
                self.evals[index] = Some(self.search(index, false)?);
            }
            if self.looks_bad(index) {
                // The position after the move, if this run searched it and it is not
                // verified yet (it may be, for the move after it), then the one
                // before it: the second search finds the first one's in the table.
                // Neither is final until both are done: if this is interrupted,
                // neither is reported, and a later run verifies the move afresh.
                let after = index + 1;
                let unreported = self.unreported.take();
                if unreported == Some(after) && self.quick[after].is_none() {
                    self.search_again(after)?;
                }
                if searched {
                    self.search_again(index)?;
                }
                self.unreported = unreported;
            }
            if let Some(after) = self.unreported.take() {
                self.report(after);
            }
            if searched {
                self.unreported = Some(index);
            }
        }
        Ok(())
    }

    /// Whether the move from position `index` is judged a [`VERIFY_FROM`] or worse by
    /// the evaluations so far (`false` for the final position).
    fn looks_bad(&self, index: usize) -> bool {
        let Some(here) = self.evals[index].as_ref() else {
            return false;
        };
        let next = self.evals.get(index + 1).and_then(Option::as_ref);
        MoveStandings::of(self.game, index, here, next)
            .and_then(|m| m.judgement())
            .is_some_and(|(judgement, _)| judgement >= VERIFY_FROM)
    }

    /// Search position `index` again at the verification budget, keeping the first
    /// evaluation as the quick one.
    fn search_again(&mut self, index: usize) -> Result<(), AnalysisError> {
        let verified = self.search(index, true)?;
        self.quick[index] = self.evals[index].replace(verified);
        Ok(())
    }

    /// One search, at the analysis budget or the verification budget; what a stopped
    /// search found is not kept.
    fn search(&mut self, index: usize, verify: bool) -> Result<PositionEval, AnalysisError> {
        if raised(&self.budget.stop) {
            return Err(AnalysisError::Stopped);
        }
        let budget = if verify { &self.verify } else { self.budget };
        let eval = self.engine.search_position(self.game, index, budget)?;
        if raised(&self.budget.stop) {
            return Err(AnalysisError::Stopped);
        }
        Ok(eval)
    }

    fn report(&mut self, index: usize) {
        self.done += 1;
        (self.found)(Progress {
            index,
            eval: self.evals[index].as_ref().expect("searched"),
            quick: self.quick[index].as_ref(),
            done: self.done,
            total: self.evals.len(),
        });
    }
}

/// [`evaluate`] and [`judge`]: the whole analysis of a game.
pub fn analyse(
    engine: &mut dyn PositionSearch,
    game: &Game,
    budget: &Limits,
    known: &[Option<PositionEval>],
    found: impl FnMut(Progress),
) -> Result<Analysis, AnalysisError> {
    let evals = evaluate(engine, game, budget, known, found)?;
    Ok(judge(game, &evals))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Score;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    use washogi_rules::{usi::parse_usi, Position, Variant};

    fn shogi_game(moves: &[&str]) -> Game {
        let v = Variant::by_id("shogi").unwrap();
        let moves: Vec<_> = moves.iter().map(|m| parse_usi(v, m).unwrap()).collect();
        Game::replay(Position::start(v), &moves).unwrap()
    }

    #[test]
    fn searches_each_missing_position_once_and_resumes() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        assert_eq!(positions_to_search(&game), 5);
        let budget = Limits::nodes(2_000);
        let mut engine = Engine::new(1);
        let mut reported = Vec::new();
        let full = evaluate(&mut engine, &game, &budget, &[], |p| {
            assert_eq!(p.total, 5);
            reported.push((p.index, p.done, p.eval.clone()));
        })
        .unwrap();
        assert_eq!(full.len(), 5);
        assert_eq!(
            reported.iter().map(|r| r.0).collect::<Vec<_>>(),
            [4, 3, 2, 1, 0]
        );
        assert_eq!(
            reported.iter().map(|r| r.1).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5]
        );
        for (i, e) in full.iter().enumerate() {
            assert!(e.best.is_some() && e.depth >= 1, "position {i}");
            assert_eq!(e.pv.first().copied(), e.best);
        }
        // Resume with positions 1 and 3 known: only 0, 2 and 4 are searched.
        let known = vec![None, Some(full[1].clone()), None, Some(full[3].clone())];
        let mut searched = Vec::new();
        let again = evaluate(&mut engine, &game, &budget, &known, |p| {
            searched.push((p.index, p.done))
        })
        .unwrap();
        assert_eq!(searched, [(4, 3), (2, 4), (0, 5)]);
        assert_eq!(again[1], full[1]);
        assert_eq!(again[3], full[3]);
        // Everything known: no search, the same judgement.
        let all: Vec<_> = full.iter().cloned().map(Some).collect();
        let a = analyse(&mut engine, &game, &budget, &all, |_| panic!("no search")).unwrap();
        assert_eq!(a, judge(&game, &full));
        assert_eq!(a.plies.len(), 4);
    }

    #[test]
    fn a_raised_stop_flag_ends_the_analysis() {
        let game = shogi_game(&["7g7f", "3c3d"]);
        let stop = Arc::new(AtomicBool::new(true));
        let budget = Limits::nodes(1_000).with_stop(stop);
        let mut engine = Engine::new(1);
        let r = evaluate(&mut engine, &game, &budget, &[], |_| {
            panic!("nothing found")
        });
        assert_eq!(r, Err(AnalysisError::Stopped));
    }

    /// Answers each position with a score of its side to move's set in advance, one
    /// for the analysis budget and one for the verification budget (4× the nodes),
    /// 0 where none is set; no best move. Keeps the searches asked for, and raises
    /// the stop flag at the first verifying search if it has one.
    #[derive(Default)]
    struct Scripted {
        quick: Vec<(usize, i32)>,
        deep: Vec<(usize, i32)>,
        searched: Vec<(usize, bool)>,
        stop_when_verifying: Option<Arc<AtomicBool>>,
    }

    const BASE: u64 = 100;

    impl PositionSearch for Scripted {
        fn search_position(
            &mut self,
            _: &Game,
            index: usize,
            budget: &Limits,
        ) -> Result<PositionEval, AnalysisError> {
            let verifying = match budget.nodes {
                Some(BASE) => false,
                Some(n) if n == 4 * BASE => true,
                other => panic!("unexpected budget {other:?}"),
            };
            self.searched.push((index, verifying));
            if verifying {
                if let Some(stop) = &self.stop_when_verifying {
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                }
            }
            let table = if verifying { &self.deep } else { &self.quick };
            let cp = table.iter().find(|s| s.0 == index).map_or(0, |s| s.1);
            Ok(PositionEval {
                score: Score::Cp(cp),
                best: None,
                pv: Vec::new(),
                depth: if verifying { 9 } else { 5 },
            })
        }
    }

    /// What `evaluate` reported: index, score, the quick search's score, done.
    type Reported = Vec<(usize, Score, Option<Score>, usize)>;

    fn run_scripted(
        engine: &mut Scripted,
        game: &Game,
        known: &[Option<PositionEval>],
    ) -> (Result<Vec<PositionEval>, AnalysisError>, Reported) {
        let mut reported = Vec::new();
        let budget = match &engine.stop_when_verifying {
            Some(stop) => Limits::nodes(BASE).with_stop(stop.clone()),
            None => Limits::nodes(BASE),
        };
        let r = evaluate(engine, game, &budget, known, |p| {
            assert_eq!(p.total, positions_to_search(game));
            reported.push((p.index, p.eval.score, p.quick.map(|q| q.score), p.done));
        });
        (r, reported)
    }

    fn scores(evals: &[PositionEval]) -> Vec<Score> {
        evals.iter().map(|e| e.score).collect()
    }

    #[test]
    fn the_verification_budget_is_four_times_larger() {
        let stop = Arc::new(AtomicBool::new(false));
        let mut budget = super::super::DEFAULT_BUDGET.clone().with_stop(stop.clone());
        budget.depth = Some(7);
        let v = verification_budget(&budget);
        assert_eq!(v.nodes, Some(600_000));
        assert_eq!(v.movetime, Some(std::time::Duration::from_secs(2)));
        assert_eq!(v.depth, Some(9));
        assert!(Arc::ptr_eq(v.stop.as_ref().unwrap(), &stop));
        let v = verification_budget(&Limits::nodes(u64::MAX));
        assert_eq!((v.nodes, v.movetime, v.depth), (Some(u64::MAX), None, None));
    }

    #[test]
    fn a_move_that_looks_like_a_blunder_is_verified_and_the_verified_evaluations_reported() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        // Sente's 2g2f (position 2 → 3) looks like a blunder at the analysis budget:
        // level before, gote 1000 cp up after. Searched again, both positions are
        // level: nothing to say.
        let mut engine = Scripted {
            quick: vec![(3, 1000), (4, -1000)],
            deep: vec![(2, 10), (3, 20)],
            ..Scripted::default()
        };
        let quick_judged = judge(&game, &cps_evals(&[0, 0, 0, 1000, -1000]));
        assert_eq!(
            quick_judged.plies[2].class(),
            Some(super::super::Judgement::Blunder)
        );
        let (evals, reported) = run_scripted(&mut engine, &game, &[]);
        let evals = evals.unwrap();
        // The position after the move first, then the one before it.
        assert_eq!(
            engine.searched,
            [
                (4, false),
                (3, false),
                (2, false),
                (3, true),
                (2, true),
                (1, false),
                (0, false)
            ]
        );
        assert_eq!(scores(&evals), [0, 0, 10, 20, -1000].map(Score::Cp));
        assert_eq!(evals[3].depth, 9, "the verifying search's evaluation");
        // Each position reported once, last to first, with what it replaced.
        assert_eq!(
            reported,
            [
                (4, Score::Cp(-1000), None, 1),
                (3, Score::Cp(20), Some(Score::Cp(1000)), 2),
                (2, Score::Cp(10), Some(Score::Cp(0)), 3),
                (1, Score::Cp(0), None, 4),
                (0, Score::Cp(0), None, 5),
            ]
        );
        let a = judge(&game, &evals);
        assert!(a.plies.iter().all(|p| p.judgement.is_none()), "{a:?}");
    }

    fn cps_evals(cps: &[i32]) -> Vec<PositionEval> {
        cps.iter()
            .map(|&cp| PositionEval {
                score: Score::Cp(cp),
                best: None,
                pv: Vec::new(),
                depth: 1,
            })
            .collect()
    }

    #[test]
    fn a_real_blunder_stays_one_and_a_verified_position_is_not_searched_twice() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        // 2g2f (2 → 3) is a blunder by the deeper searches too.
        let mut engine = Scripted {
            quick: vec![(3, 1000), (4, -1000)],
            deep: vec![(2, 0), (3, 1000)],
            ..Scripted::default()
        };
        let (evals, reported) = run_scripted(&mut engine, &game, &[]);
        let evals = evals.unwrap();
        assert_eq!(
            engine.searched,
            [
                (4, false),
                (3, false),
                (2, false),
                (3, true),
                (2, true),
                (1, false),
                (0, false)
            ]
        );
        assert_eq!(reported.len(), 5);
        let a = judge(&game, &evals);
        assert_eq!(a.plies[2].class(), Some(super::super::Judgement::Blunder));
        assert_eq!(a.sente.blunders, 1);

        // Not by the deeper searches, which put sente 1000 cp up before and after it;
        // then gote's 3c3d (1 → 2) looks like a blunder, but gote was lost already
        // by the deeper search of position 1 (position 2 is not searched a third
        // time).
        let mut engine = Scripted {
            quick: vec![(3, 1000), (4, -1000)],
            deep: vec![(1, -990), (2, 1000), (3, -1000)],
            ..Scripted::default()
        };
        let (evals, reported) = run_scripted(&mut engine, &game, &[]);
        let evals = evals.unwrap();
        assert_eq!(
            engine.searched,
            [
                (4, false),
                (3, false),
                (2, false),
                (3, true),
                (2, true),
                (1, false),
                (1, true),
                (0, false)
            ],
            "position 2, verified for 2g2f, is not searched again for 3c3d"
        );
        assert_eq!(scores(&evals), [0, -990, 1000, -1000, -1000].map(Score::Cp));
        assert_eq!(
            reported.iter().map(|r| (r.0, r.2)).collect::<Vec<_>>(),
            [
                (4, None),
                (3, Some(Score::Cp(1000))),
                (2, Some(Score::Cp(0))),
                (1, Some(Score::Cp(0))),
                (0, None)
            ]
        );
        assert!(judge(&game, &evals)
            .plies
            .iter()
            .all(|p| p.judgement.is_none()));
    }

    #[test]
    fn a_known_position_is_not_searched_again_to_verify() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        // Position 3 (gote 1000 cp up after 2g2f) is stored: only position 2 is
        // searched again, and the move stays a blunder.
        let mut engine = Scripted {
            quick: vec![(4, -1000)],
            deep: vec![(2, 10), (3, 20)],
            ..Scripted::default()
        };
        let mut known = vec![None; 4];
        known[3] = Some(cps_evals(&[1000])[0].clone());
        let (evals, reported) = run_scripted(&mut engine, &game, &known);
        assert_eq!(
            engine.searched,
            [(4, false), (2, false), (2, true), (1, false), (0, false)]
        );
        assert_eq!(
            reported.iter().map(|r| (r.0, r.3)).collect::<Vec<_>>(),
            [(4, 2), (2, 3), (1, 4), (0, 5)]
        );
        let evals = evals.unwrap();
        assert_eq!(scores(&evals), [0, 0, 10, 1000, -1000].map(Score::Cp));
        assert_eq!(
            judge(&game, &evals).plies[2].class(),
            Some(super::super::Judgement::Blunder)
        );
    }

    #[test]
    fn an_interrupted_verification_reports_neither_position() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        let mut engine = Scripted {
            quick: vec![(3, 1000), (4, -1000)],
            stop_when_verifying: Some(Arc::new(AtomicBool::new(false))),
            ..Scripted::default()
        };
        let (r, reported) = run_scripted(&mut engine, &game, &[]);
        assert_eq!(r, Err(AnalysisError::Stopped));
        assert_eq!(
            engine.searched,
            [(4, false), (3, false), (2, false), (3, true)]
        );
        assert_eq!(reported, [(4, Score::Cp(-1000), None, 1)]);
    }

    /// Scores each position by its index, and fails at one.
    struct FailsAt(usize);

    impl PositionSearch for FailsAt {
        fn search_position(
            &mut self,
            game: &Game,
            index: usize,
            _: &Limits,
        ) -> Result<PositionEval, AnalysisError> {
            if index == self.0 {
                return Err(AnalysisError::Engine("gone".into()));
            }
            Ok(PositionEval {
                score: Score::Cp(index as i32),
                best: game.moves().get(index).copied(),
                pv: game.moves().get(index).copied().into_iter().collect(),
                depth: 1,
            })
        }
    }

    #[test]
    fn any_position_search_serves_and_its_failure_ends_the_analysis() {
        let game = shogi_game(&["7g7f", "3c3d", "2g2f", "8c8d"]);
        let mut found = Vec::new();
        let r = evaluate(&mut FailsAt(2), &game, &Limits::nodes(1), &[], |p| {
            found.push((p.index, p.eval.score))
        });
        assert_eq!(r, Err(AnalysisError::Engine("gone".into())));
        assert_eq!(r.unwrap_err().to_string(), "analysis engine failed: gone");
        assert_eq!(found, [(4, Score::Cp(4)), (3, Score::Cp(3))]);
        // With position 2 known, nothing fails.
        let known = [
            None,
            None,
            Some(PositionEval {
                score: Score::Cp(-7),
                best: None,
                pv: Vec::new(),
                depth: 0,
            }),
        ];
        let evals = evaluate(&mut FailsAt(2), &game, &Limits::nodes(1), &known, |_| {}).unwrap();
        let scores: Vec<_> = evals.iter().map(|e| e.score).collect();
        assert_eq!(
            scores,
            [0, 1, -7, 3, 4].map(Score::Cp),
            "the known evaluation kept"
        );
    }
}
