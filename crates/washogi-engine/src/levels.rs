//! Playing strength for people: levels 1 (a beginner can win) to 8 (full strength
//! within the time budget), and whether to accept a draw offer.
//!
//! Levels 1–4 score every legal move with a shallow full-window search and pick one at
//! random among those within a margin of the best, so they never throw away more than
//! that margin in one move (by their own shallow reckoning). Levels 5–7 search a
//! limited number of nodes and at most 1/8, 1/4, 1/2 of the time budget, with a little
//! evaluation noise; level 8 searches the whole budget without noise. The randomness is seeded: the same seed, game and budget give
//! the same move.

use std::time::Duration;

use washogi_rules::{Color, Game, Move};

use crate::rng::Rng;
use crate::search::{Engine, Limits, Score};

/// A playing level, 1 to 8.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// How one level plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LevelSettings {
    /// Levels that pick among scored moves: the scoring depth.
    pub scoring_depth: Option<u32>,
    /// Pick uniformly among moves scored at most this far below the best.
    pub margin: i32,
    /// Evaluation noise amplitude, centipawns.
    pub noise: i32,
    /// Node budget for searching levels (the time budget applies too).
    pub nodes: Option<u64>,
    /// Share of the time budget a searching level uses (1/n): level 8 always searches
    /// longer than the levels below it, whatever the budget.
    pub time_divisor: u32,
}

impl Level {
    /// Level `n`, clamped to 1..=8.
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, 8))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    pub fn settings(self) -> LevelSettings {
        let (scoring_depth, margin, noise, nodes, time_divisor) = match self.0 {
            1 => (Some(1), 400, 150, None, 1),
            2 => (Some(1), 200, 80, None, 1),
            3 => (Some(2), 120, 40, None, 1),
            4 => (Some(3), 60, 20, None, 1),
            5 => (None, 0, 20, Some(10_000), 8),
            6 => (None, 0, 10, Some(40_000), 4),
            7 => (None, 0, 0, Some(150_000), 2),
            _ => (None, 0, 0, None, 1),
        };
        LevelSettings {
            scoring_depth,
            margin,
            noise,
            nodes,
            time_divisor,
        }
    }

    /// Choose a move for the game's side to move within `budget`; `None` when the side
    /// to move has no legal move. `seed` makes the level's randomness repeatable.
    pub fn choose(
        self,
        engine: &mut Engine,
        game: &Game,
        budget: Duration,
        seed: u64,
    ) -> Option<Move> {
        let s = self.settings();
        let mut rng = Rng::new(seed ^ game.moves().len() as u64);
        engine.set_noise(rng.next_u64(), s.noise);
        let choice = match s.scoring_depth {
            Some(depth) => {
                let scored = engine.score_moves(game, depth);
                let best = scored.first().map(|&(_, score)| score)?;
                let good: Vec<Move> = scored
                    .iter()
                    .take_while(|&&(_, score)| score >= best - s.margin)
                    .map(|&(mv, _)| mv)
                    .collect();
                Some(good[rng.below(good.len() as u64) as usize])
            }
            None => {
                let limits = Limits {
                    nodes: s.nodes,
                    movetime: Some(budget / s.time_divisor),
                    // Full strength proves mates by checks; the weaker levels keep
                    // the play they were measured with.
                    mate_search: self.0 >= 8,
                    ..Limits::default()
                };
                engine.search(game, &limits, |_| {}).best_move
            }
        };
        engine.set_noise(0, 0);
        choice
    }
}

/// Whether the engine accepts a draw offer, given its score for the position (from its
/// own side) and how many plies the game has lasted: it accepts when it stands clearly
/// worse, or about level after a long game; never when it is better.
pub fn accepts_draw(score: Score, plies: usize) -> bool {
    let cp = score.as_cp();
    cp <= -150 || (cp <= 30 && plies >= 120)
}

impl Engine {
    /// Search the game's position within `limits` and say whether the engine, playing
    /// `side`, accepts a draw offered by the opponent (see [`accepts_draw`]). The
    /// search scores the position for the side to move, which is the opponent when
    /// the offer comes with their move, so the score is turned to `side`'s view first.
    /// The score is the mean of the last two completed iterations (when both are
    /// centipawns and the search ended on the second): a shallow search's score swings
    /// with who moved last (the shogi start scores +162 for sente at 2 plies, −53 at 3),
    /// and a short budget on a busy machine must not take a draw in a level position.
    pub fn consider_draw(&mut self, game: &Game, side: Color, limits: &Limits) -> bool {
        if game.status().is_over() {
            return false;
        }
        let mut scores = Vec::new();
        let result = self.search(game, limits, |info| scores.push(info.score));
        let score = match scores.as_slice() {
            [.., Score::Cp(a), Score::Cp(b)] if result.score == Score::Cp(*b) => {
                Score::Cp((a + b) / 2)
            }
            _ => result.score,
        };
        let ours = if game.position().side_to_move() == side {
            score
        } else {
            -score
        };
        accepts_draw(ours, game.moves().len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sente has a rook more: sente declines, gote accepts, whoever is to move.
    #[test]
    fn draw_offers_are_judged_from_the_engines_own_side() {
        let shogi = washogi_rules::Variant::by_id("shogi").unwrap();
        for sfen in [
            "4k4/9/9/9/9/9/9/9/R3K4 b - 1",
            "4k4/9/9/9/9/9/9/9/R3K4 w - 1",
        ] {
            let game = Game::new(washogi_rules::Position::from_sfen(shogi, sfen).unwrap());
            let mut engine = Engine::new(1);
            let limits = Limits::depth(3);
            assert!(
                !engine.consider_draw(&game, Color::Sente, &limits),
                "{sfen}"
            );
            assert!(engine.consider_draw(&game, Color::Gote, &limits), "{sfen}");
        }
    }

    #[test]
    fn a_shallow_search_does_not_take_a_draw_at_the_start() {
        // Two plies score the start +162 for sente, three −53: either alone may cross
        // the line of 150 one way or the other as the evaluation changes; their mean
        // is about level.
        let shogi = washogi_rules::Variant::by_id("shogi").unwrap();
        let game = Game::new(washogi_rules::Position::start(shogi));
        for depth in 2..=4 {
            for side in [Color::Sente, Color::Gote] {
                let mut engine = Engine::new(1);
                let limits = Limits::depth(depth);
                assert!(
                    !engine.consider_draw(&game, side, &limits),
                    "{depth} {side:?}"
                );
            }
        }
    }

    #[test]
    fn draw_offers_follow_the_score() {
        assert!(accepts_draw(Score::Cp(-400), 10));
        assert!(!accepts_draw(Score::Cp(0), 10));
        assert!(accepts_draw(Score::Cp(0), 200));
        assert!(!accepts_draw(Score::Cp(300), 200));
        assert!(!accepts_draw(Score::Mate(3), 200));
        assert!(accepts_draw(Score::Mate(-3), 2));
    }
}
