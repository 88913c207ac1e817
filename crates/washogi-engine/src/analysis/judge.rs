//! Judging a game from one evaluation per position: no search here.

use washogi_rules::{usi, Color, Game, Move, Status};

use super::{classify, move_accuracy, win_chance, Judgement, PositionEval, Reason, Standing};
use crate::search::Score;

/// One move of an analysed game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyAnalysis {
    /// 1 for the first move of the game.
    pub ply: usize,
    pub mover: Color,
    /// The move played, and in USI.
    pub mv: Move,
    pub usi: String,
    /// The mover's best score before the move (the search of the position before it).
    pub before: Score,
    /// The mover's score after the move (the search of the next position, negated);
    /// `None` when the move ended the game on the board (see `ended`).
    pub after: Option<Score>,
    /// How the game ended with this move, if it did on the board (mate, no legal
    /// move, fourfold repetition, perpetual check).
    pub ended: Option<Status>,
    /// The mover's win chance, 0–100, before and after the move.
    pub win_before: f64,
    pub win_after: f64,
    /// Sente's win chance after the move, 0–100 (the graph).
    pub win: f64,
    /// How much of the mover's win chance the move gave away: 0 for a gain, and 0
    /// for the engine's best move (whatever the next search says).
    pub drop: f64,
    /// The move's accuracy, 0–100 ([`super::move_accuracy`] of `drop`).
    pub accuracy: f64,
    /// Inaccuracy, mistake or blunder, and why; `None` for a good move and for the
    /// engine's best move.
    pub judgement: Option<(Judgement, Reason)>,
    /// The engine's best move in the position before the move, and its line, as moves
    /// and in USI.
    pub best: Option<Move>,
    pub best_usi: Option<String>,
    pub pv: Vec<Move>,
    pub pv_usi: Vec<String>,
}

impl PlyAnalysis {
    /// The judgement alone.
    pub fn class(&self) -> Option<Judgement> {
        self.judgement.map(|(j, _)| j)
    }
}

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerSummary {
    /// Moves judged.
    pub moves: usize,
    /// The plain mean of the player's move accuracies, 0–100; `None` without a move.
    /// (Lichess mixes a volatility-weighted and a harmonic mean; we take
    /// the mean, which is kinder to a single disaster among good moves.)
    pub accuracy: Option<f64>,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

/// A judged game.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Sente's win chance in the start position (the graph's first point), if the
    /// start was evaluated.
    pub start_win: Option<f64>,
    /// The judged moves, in order: all of them, or as many as the evaluations cover.
    pub plies: Vec<PlyAnalysis>,
    pub sente: PlayerSummary,
    pub gote: PlayerSummary,
    /// Indexes into `plies` of the worst moves, worst first, at most three: the
    /// judged moves, by judgement (blunder first), then by drop.
    pub worst: Vec<usize>,
}

impl Analysis {
    pub fn player(&self, color: Color) -> &PlayerSummary {
        match color {
            Color::Sente => &self.sente,
            Color::Gote => &self.gote,
        }
    }

    /// Sente's win chance at the start and after each judged move: the graph.
    pub fn graph(&self) -> Vec<f64> {
        self.start_win
            .into_iter()
            .chain(self.plies.iter().map(|p| p.win))
            .collect()
    }

    /// Whether every move of the game was judged.
    pub fn is_complete(&self, game: &Game) -> bool {
        self.plies.len() == game.moves().len()
    }
}

/// What the judging reads of one move: the mover's standing before and after it.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct MoveStandings {
    /// The mover's standing before the move (the best the mover could do).
    pub before: Standing,
    /// The mover's standing after the move: the next search's, or the result.
    pub after: Standing,
    /// The next search's score from the mover's view; `None` when the move ended
    /// the game on the board.
    pub after_score: Option<Score>,
    /// How the move ended the game, if it did on the board.
    pub ended: Option<Status>,
    /// Whether the move played was the engine's best by the search before it.
    pub best_played: bool,
}

impl MoveStandings {
    /// The move's standings from the evaluations of the positions before and after
    /// it (`next` is not read when the move ended the game on the board); `None`
    /// when `next` is needed and missing. `i` counts from 0 (the game's first move).
    pub fn of(
        game: &Game,
        i: usize,
        here: &PositionEval,
        next: Option<&PositionEval>,
    ) -> Option<MoveStandings> {
        let v = game.start().variant();
        let moves = game.moves();
        let mv = *moves.get(i)?;
        let mut mover = game.start().side_to_move();
        if i % 2 == 1 {
            mover = !mover;
        }
        let last = i + 1 == moves.len();
        let (after_score, ended, after) = if last && game.status().is_over() {
            let status = game.status();
            let won = status.winner().map(|w| w == mover);
            (None, Some(status), Standing::over(won))
        } else {
            let next = next?;
            (Some(-next.score), None, Standing::of(v, next.score).flip())
        };
        Some(MoveStandings {
            before: Standing::of(v, here.score),
            after,
            after_score,
            ended,
            // The engine's own choice loses nothing by the engine's reckoning: what
            // the search of the next position says otherwise is the searches'
            // disagreement (a ply deeper or shallower, another table), not the
            // player's error.
            best_played: here.best == Some(mv),
        })
    }

    /// How much of the mover's win chance the move gave away: 0 for a gain and for
    /// the engine's best move.
    pub fn drop(&self) -> f64 {
        if self.best_played {
            0.0
        } else {
            (self.before.win - self.after.win).max(0.0)
        }
    }

    /// The move's judgement: none for the engine's best move.
    pub fn judgement(&self) -> Option<(Judgement, Reason)> {
        if self.best_played {
            None
        } else {
            classify(self.before, self.after)
        }
    }
}

/// Judge a game's moves from one evaluation per position: `evals[i]` is the search of
/// the position after `i` plies (`evals[0]` the start), from its side to move's view.
/// A game over on the board needs no evaluation of its final position (its result
/// stands for it); a game stopped otherwise (resignation, time) needs one. With fewer
/// evaluations, the moves they cover are judged; extra ones are ignored.
pub fn judge(game: &Game, evals: &[PositionEval]) -> Analysis {
    let v = game.start().variant();
    let moves = game.moves();
    let mut mover = game.start().side_to_move();
    let mut plies = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let Some(here) = evals.get(i) else { break };
        let Some(st) = MoveStandings::of(game, i, here, evals.get(i + 1)) else {
            break;
        };
        let drop = st.drop();
        let win = match mover {
            Color::Sente => st.after.win,
            Color::Gote => 100.0 - st.after.win,
        };
        plies.push(PlyAnalysis {
            ply: i + 1,
            mover,
            mv,
            usi: usi::to_usi(v, mv),
            before: here.score,
            after: st.after_score,
            ended: st.ended,
            win_before: st.before.win,
            win_after: st.after.win,
            win,
            drop,
            accuracy: move_accuracy(drop),
            judgement: st.judgement(),
            best: here.best,
            best_usi: here.best.map(|b| usi::to_usi(v, b)),
            pv: here.pv.clone(),
            pv_usi: here.pv.iter().map(|&m| usi::to_usi(v, m)).collect(),
        });
        mover = !mover;
    }
    let start_win = evals.first().map(|e| {
        let w = win_chance(v, e.score);
        match game.start().side_to_move() {
            Color::Sente => w,
            Color::Gote => 100.0 - w,
        }
    });
    let mut worst: Vec<usize> = (0..plies.len())
        .filter(|&i| plies[i].judgement.is_some())
        .collect();
    worst.sort_by(|&a, &b| {
        let (a, b) = (&plies[a], &plies[b]);
        b.class()
            .cmp(&a.class())
            .then(b.drop.total_cmp(&a.drop))
            .then(a.ply.cmp(&b.ply))
    });
    worst.truncate(3);
    Analysis {
        start_win,
        sente: summary(&plies, Color::Sente),
        gote: summary(&plies, Color::Gote),
        plies,
        worst,
    }
}

fn summary(plies: &[PlyAnalysis], color: Color) -> PlayerSummary {
    let mine: Vec<&PlyAnalysis> = plies.iter().filter(|p| p.mover == color).collect();
    let count = |j| mine.iter().filter(|p| p.class() == Some(j)).count();
    PlayerSummary {
        moves: mine.len(),
        accuracy: (!mine.is_empty())
            .then(|| mine.iter().map(|p| p.accuracy).sum::<f64>() / mine.len() as f64),
        inaccuracies: count(Judgement::Inaccuracy),
        mistakes: count(Judgement::Mistake),
        blunders: count(Judgement::Blunder),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::{usi::parse_usi, Position, Variant};

    fn game(id: &str, moves: &[&str]) -> Game {
        let v = Variant::by_id(id).unwrap();
        let moves: Vec<Move> = moves.iter().map(|m| parse_usi(v, m).unwrap()).collect();
        Game::replay(Position::start(v), &moves).unwrap()
    }

    fn eval(score: Score) -> PositionEval {
        PositionEval {
            score,
            best: None,
            pv: Vec::new(),
            depth: 1,
        }
    }

    fn cps(scores: &[i32]) -> Vec<PositionEval> {
        scores.iter().map(|&c| eval(Score::Cp(c))).collect()
    }

    const SHOGI: [&str; 6] = ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e"];

    #[test]
    fn a_quiet_game_is_all_accurate() {
        let g = game("shogi", &SHOGI);
        // Scores for the side to move: sente a little better throughout.
        let a = judge(&g, &cps(&[30, -30, 35, -35, 40, -40, 45]));
        assert_eq!(a.plies.len(), 6);
        assert!(a.is_complete(&g));
        for p in &a.plies {
            assert_eq!(p.judgement, None, "{p:?}");
            assert!(p.accuracy > 97.0, "{p:?}");
        }
        assert_eq!(a.sente.moves, 3);
        assert_eq!(a.gote.moves, 3);
        assert!(a.sente.accuracy.unwrap() > 97.0);
        assert!(a.worst.is_empty());
        assert_eq!(a.graph().len(), 7);
        assert!(a.graph().iter().all(|&w| w > 50.0 && w < 60.0));
        assert_eq!(a.plies[0].usi, "7g7f");
        assert_eq!(a.plies[1].mover, Color::Gote);
        assert_eq!(a.plies[1].before, Score::Cp(-30));
        assert_eq!(a.plies[1].after, Some(Score::Cp(-35)));
    }

    #[test]
    fn drops_are_counted_per_player_and_the_worst_come_first() {
        let g = game("shogi", &SHOGI);
        let k = super::super::win_chance_k(g.start().variant());
        // A score s (side to move) has win chance w; pick scores for given drops.
        let cp_for = |w: f64| ((w / (100.0 - w)).ln() / k).round() as i32;
        // The side to move's win chance in each position: ply 2 (gote) goes 50 → 35
        // (drop 15: an inaccuracy), ply 3 (sente) 65 → 40 (25: a mistake), ply 4
        // (gote) 60 → 25 (35: a blunder), ply 5 (sente) 75 → 75, ply 6 (gote) 25 → 20.
        let scores = [50.0, 50.0, 65.0, 60.0, 75.0, 25.0, 80.0].map(cp_for);
        let a = judge(&g, &cps(&scores));
        let classes: Vec<_> = a.plies.iter().map(|p| p.class()).collect();
        assert_eq!(classes[0], None);
        assert_eq!(classes[1], Some(Judgement::Inaccuracy), "{:?}", a.plies[1]);
        assert_eq!(classes[2], Some(Judgement::Mistake), "{:?}", a.plies[2]);
        assert_eq!(classes[3], Some(Judgement::Blunder), "{:?}", a.plies[3]);
        assert_eq!(classes[4], None);
        assert_eq!(classes[5], None);
        assert!((a.plies[3].drop - 35.0).abs() < 0.1);
        assert!(
            (a.plies[3].win - 75.0).abs() < 0.1,
            "sente's view after gote's blunder"
        );
        assert_eq!(a.sente.mistakes, 1);
        assert_eq!(a.gote.inaccuracies, 1);
        assert_eq!(a.gote.blunders, 1);
        assert_eq!(a.worst[0], 3, "the blunder first");
        assert_eq!(a.worst[1], 2);
        assert!(a.worst.len() <= 3);
        let mean = (a.plies[0].accuracy + a.plies[2].accuracy + a.plies[4].accuracy) / 3.0;
        assert!((a.sente.accuracy.unwrap() - mean).abs() < 1e-9);
        for p in &a.plies {
            assert!((0.0..=100.0).contains(&p.accuracy));
            assert!((0.0..=100.0).contains(&p.win));
        }
    }

    #[test]
    fn the_engines_best_move_is_never_judged() {
        let g = game("shogi", &SHOGI[..2]);
        // Gote's 3c3d drops 50 → 20 by the next search, but it was the best move.
        let mut evals = cps(&[0, 0, 1000]);
        evals[1].best = Some(g.moves()[1]);
        let a = judge(&g, &evals);
        let p = &a.plies[1];
        assert_eq!(p.judgement, None);
        assert_eq!(p.drop, 0.0);
        assert_eq!(p.accuracy, 100.0);
        assert!(
            p.win_before - p.win_after > 30.0,
            "the graph still shows the swing"
        );
        // Another best move: a blunder.
        evals[1].best = Some(g.moves()[0]);
        assert_eq!(judge(&g, &evals).plies[1].class(), Some(Judgement::Blunder));
    }

    #[test]
    fn missing_evaluations_judge_what_they_cover() {
        let g = game("shogi", &SHOGI);
        let a = judge(&g, &cps(&[0, 0, 0]));
        assert_eq!(a.plies.len(), 2);
        assert!(!a.is_complete(&g));
        let a = judge(&g, &[]);
        assert!(a.plies.is_empty());
        assert_eq!(a.start_win, None);
        assert_eq!(a.sente.accuracy, None);
    }

    #[test]
    fn a_game_over_on_the_board_needs_no_final_evaluation() {
        let v = Variant::by_id("shogi").unwrap();
        let start = Position::from_sfen(v, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
        let mate = parse_usi(v, "G*5b").unwrap();
        let g = Game::replay(start, &[mate]).unwrap();
        assert!(g.status().is_over());
        let evals = [PositionEval {
            score: Score::Mate(1),
            best: Some(mate),
            pv: vec![mate],
            depth: 3,
        }];
        let a = judge(&g, &evals);
        assert_eq!(a.plies.len(), 1);
        let p = &a.plies[0];
        assert_eq!(p.after, None);
        assert!(matches!(p.ended, Some(Status::Checkmate { .. })));
        assert_eq!(p.win, 100.0);
        assert_eq!(p.judgement, None);
        assert_eq!(p.accuracy, 100.0);
        assert_eq!(p.best_usi.as_deref(), Some("G*5b"));
    }
}
