//! Evaluations as the store keeps them, and back: USI text for the moves, the score
//! as centipawns or a mate.

use washogi_engine::analysis::{judge, positions_to_search, Analysis, PositionEval};
use washogi_engine::Score;
use washogi_rules::usi::{parse_usi, to_usi};
use washogi_rules::{Game, Variant, VariantId};

use crate::game::{Fail, LoadedGame};
use crate::ids::GameId;
use crate::store::EvalRow;

/// The built-in engine's name in the store.
pub(crate) const BUILT_IN: &str = "builtin";

impl super::Area<'_> {
    /// The outside engine that serves games of `variant`, if one is set for them
    /// (shogi only).
    pub(super) fn outside_engine(&self, variant: VariantId) -> Option<std::path::PathBuf> {
        let path = self.analyses.settings.shogi_engine.clone();
        path.filter(|_| variant == VariantId::Shogi)
    }

    /// Which engine analyses games of `variant` here, by its stored name: the
    /// outside shogi engine's file name when one is set, else the built-in one.
    pub(super) fn analysis_engine(&self, variant: VariantId) -> String {
        match self.outside_engine(variant) {
            Some(path) => path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| path.display().to_string()),
            None => BUILT_IN.to_string(),
        }
    }

    /// The built-in engine's evaluation of the game's last position at the analysis
    /// budget (what adjudicates a tournament game at its round's deadline); `None`:
    /// the engine's thread failed.
    pub(crate) async fn evaluate_last(
        &self,
        game: &Game,
    ) -> Option<Result<PositionEval, washogi_engine::analysis::AnalysisError>> {
        let game = game.clone();
        let ply = game.moves().len();
        let budget = self.analyses.settings.budget.clone();
        self.engines
            .with_engine(move |engine| {
                use washogi_engine::analysis::PositionSearch;
                engine.search_position(&game, ply, &budget)
            })
            .await
    }

    /// What the store holds about the game's positions, by ply (`None`: not yet).
    pub(super) async fn known_evals(
        &self,
        g: &LoadedGame,
    ) -> Result<Vec<Option<PositionEval>>, Fail> {
        let engine = self.analysis_engine(g.row.variant);
        let rows = self.store().position_evals(g.row.id, &engine).await?;
        let mut known = vec![None; positions_to_search(&g.game)];
        for row in rows {
            let slot = usize::try_from(row.ply).ok().and_then(|i| known.get_mut(i));
            match (slot, from_row(g.game.start().variant(), &row)) {
                (Some(slot), Some(eval)) => *slot = Some(eval),
                // A row that no longer reads is searched again.
                _ => {
                    tracing::warn!(game_id = %g.row.id, ply = row.ply, "an unreadable stored evaluation")
                }
            }
        }
        Ok(known)
    }

    /// The game's analysis, if every position's evaluation is stored.
    pub(crate) async fn stored_analysis(&self, g: &LoadedGame) -> Result<Option<Analysis>, Fail> {
        let known = self.known_evals(g).await?;
        Ok(complete(&g.game, known))
    }
}

/// The analysis when nothing is missing.
pub(super) fn complete(game: &Game, known: Vec<Option<PositionEval>>) -> Option<Analysis> {
    let evals: Option<Vec<PositionEval>> = known.into_iter().collect();
    evals.map(|evals| judge(game, &evals))
}

/// One evaluation as a row of the store.
pub(super) fn to_row(
    v: &Variant,
    game_id: GameId,
    engine: &str,
    ply: usize,
    e: &PositionEval,
) -> EvalRow {
    let (cp, mate) = match e.score {
        Score::Cp(cp) => (Some(i64::from(cp)), None),
        Score::Mate(n) => (None, Some(i64::from(n))),
    };
    EvalRow {
        game_id,
        engine: engine.to_string(),
        ply: ply as i64,
        cp,
        mate,
        best: e.best.map(|m| to_usi(v, m)),
        pv: e
            .pv
            .iter()
            .map(|&m| to_usi(v, m))
            .collect::<Vec<_>>()
            .join(" "),
        depth: e.depth as i64,
    }
}

/// A stored row read back; `None` if it does not read (a score neither cp nor mate,
/// a move that is not USI).
pub(super) fn from_row(v: &Variant, row: &EvalRow) -> Option<PositionEval> {
    let score = match (row.cp, row.mate) {
        (Some(cp), None) => Score::Cp(i32::try_from(cp).ok()?),
        (None, Some(n)) => Score::Mate(i32::try_from(n).ok()?),
        _ => return None,
    };
    let best = match &row.best {
        Some(m) => Some(parse_usi(v, m).ok()?),
        None => None,
    };
    let pv = row
        .pv
        .split_whitespace()
        .map(|m| parse_usi(v, m).ok())
        .collect::<Option<Vec<_>>>()?;
    Some(PositionEval {
        score,
        best,
        pv,
        depth: u32::try_from(row.depth).ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_evaluation_reads_back_as_it_was_stored() {
        let v = VariantId::Wa.variant();
        let moves = washogi_rules::Position::start(v).legal_moves();
        for e in [
            PositionEval {
                score: Score::Cp(-37),
                best: Some(moves[0]),
                pv: vec![moves[0], moves[1]],
                depth: 9,
            },
            PositionEval {
                score: Score::Mate(-2),
                best: None,
                pv: vec![],
                depth: 1,
            },
        ] {
            let row = to_row(v, crate::ids::GameId::new(4), BUILT_IN, 3, &e);
            assert_eq!(row.ply, 3);
            assert_eq!(from_row(v, &row), Some(e));
        }
        let mut broken = to_row(
            v,
            crate::ids::GameId::new(4),
            BUILT_IN,
            0,
            &PositionEval {
                score: Score::Cp(1),
                best: None,
                pv: vec![],
                depth: 1,
            },
        );
        broken.mate = Some(3);
        assert_eq!(from_row(v, &broken), None, "both a cp and a mate");
        broken.mate = None;
        broken.pv = "not-a-move".into();
        assert_eq!(from_row(v, &broken), None);
    }
}
