//! Searching every position of a game once, resumable from stored evaluations.

use washogi_rules::Game;

use super::{judge, Analysis, PositionEval};
use crate::search::{raised, Engine, Limits};

/// Reported after each position an analysis searches.
#[derive(Clone, Debug)]
pub struct Progress<'a> {
    /// Which position: the one after `index` plies (0 the start).
    pub index: usize,
    /// What the search found (store it to resume later).
    pub eval: &'a PositionEval,
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

/// Evaluate every position of `game` ([`positions_to_search`] of them) with one
/// search each within `budget` (see [`super::DEFAULT_BUDGET`]), except those given in
/// `known` (`known[i]`: the position after `i` plies, as stored from an earlier run;
/// shorter than the game is fine). Each newly found evaluation is reported through
/// `found` as soon as it is found. The positions are searched from the last to the
/// first, so that the table holds what was found after each move when the position
/// before it is searched, which keeps consecutive evaluations consistent.
///
/// The built-in engine's table is kept (clear it first for repeatable results with a
/// node budget). Raising the budget's `stop` flag ends the analysis with
/// [`AnalysisError::Stopped`], without reporting the interrupted search; an engine's
/// failure ends it with its error, what was found before reported already.
pub fn evaluate(
    engine: &mut dyn PositionSearch,
    game: &Game,
    budget: &Limits,
    known: &[Option<PositionEval>],
    mut found: impl FnMut(Progress),
) -> Result<Vec<PositionEval>, AnalysisError> {
    let total = positions_to_search(game);
    let mut evals: Vec<Option<PositionEval>> = (0..total)
        .map(|i| known.get(i).cloned().flatten())
        .collect();
    let mut done = evals.iter().filter(|e| e.is_some()).count();
    for index in (0..total).rev() {
        if evals[index].is_some() {
            continue;
        }
        if raised(&budget.stop) {
            return Err(AnalysisError::Stopped);
        }
        let eval = engine.search_position(game, index, budget)?;
        if raised(&budget.stop) {
            return Err(AnalysisError::Stopped);
        }
        done += 1;
        found(Progress {
            index,
            eval: &eval,
            done,
            total,
        });
        evals[index] = Some(eval);
    }
    Ok(evals
        .into_iter()
        .map(|e| e.expect("every position evaluated"))
        .collect())
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
