//! Noisy self-play at a node budget: the games that the evaluation's tuning data
//! (`washogi-engine tune gen`) and the win-chance calibration
//! (`examples/selfplay_evals.rs`) are made of, played by one recipe.
//!
//! Both sides are the full-strength engine with a table of its own and a little
//! seeded evaluation noise, so that games differ; a game starts with a few random
//! plies. It ends as the rules say, is adjudicated to the side whose score (sente's
//! view) stayed beyond a bound for some plies in a row (as match runners resign a
//! hopeless game), or is drawn at a ply limit. Everything depends only on the seed
//! and the recipe: no clock.

use washogi_rules::{Color, Game, Move, Position, Variant};

use crate::eval::EvalParams;
use crate::{Engine, Limits, Rng, Score};

/// How the games are played.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    pub variant: &'static Variant,
    /// The evaluation both sides play with.
    pub params: EvalParams,
    /// Nodes a move.
    pub nodes: u64,
    /// Evaluation noise, at most this many centipawns either way.
    pub noise: i32,
    /// Random opening plies: from 2 to this many.
    pub max_opening: u64,
    /// Drawn when this many plies have been played.
    pub max_plies: usize,
    /// Adjudicated when the score stayed beyond ±`adjudicate` centipawns…
    pub adjudicate: i32,
    /// …for this many plies in a row.
    pub adjudicate_plies: u64,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    /// Sente's result: 1, 0.5 or 0.
    pub result: f64,
    /// Plies played, the random opening included.
    pub plies: usize,
}

impl SelfPlay {
    /// Play the game of `seed`. `searched` sees each searched position (as the game
    /// before the move), the move chosen and the search's score from sente's view.
    pub fn play(&self, seed: u64, mut searched: impl FnMut(&Game, Move, Score)) -> Played {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(Position::start(self.variant));
        let opening = 2 + rng.below(self.max_opening.max(2) - 1);
        for _ in 0..opening {
            let moves = game.position().legal_moves();
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .expect("a legal move");
            if game.status().is_over() {
                break;
            }
        }
        let mut engines = [Engine::new(16), Engine::new(16)];
        for e in &mut engines {
            e.params = self.params.clone();
            e.set_noise(rng.next_u64(), self.noise);
        }
        let limits = Limits::nodes(self.nodes);
        // Plies in a row with sente's-view score beyond +adjudicate (a positive
        // count) or below -adjudicate (a negative count).
        let mut run: i64 = 0;
        let mut adjudicated = None;
        while !game.status().is_over() && game.moves().len() < self.max_plies {
            let mover = game.position().side_to_move();
            let result = engines[mover.index()].search(&game, &limits, |_| {});
            let Some(mv) = result.best_move else { break };
            let sente = if mover == Color::Sente {
                result.score
            } else {
                -result.score
            };
            searched(&game, mv, sente);
            run = match sente.as_cp() {
                c if c >= self.adjudicate => run.max(0) + 1,
                c if c <= -self.adjudicate => run.min(0) - 1,
                _ => 0,
            };
            game.play(mv).expect("the engine plays legal moves");
            if run.unsigned_abs() >= self.adjudicate_plies {
                adjudicated = Some(if run > 0 { 1.0 } else { 0.0 });
                break;
            }
        }
        let result = adjudicated.unwrap_or(match game.status().winner() {
            Some(Color::Sente) => 1.0,
            Some(Color::Gote) => 0.0,
            None => 0.5,
        });
        Played {
            result,
            plies: game.moves().len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recipe() -> SelfPlay {
        SelfPlay {
            variant: Variant::by_id("shogi").unwrap(),
            params: EvalParams::default(),
            nodes: 300,
            noise: 20,
            max_opening: 4,
            max_plies: 24,
            adjudicate: 1_000,
            adjudicate_plies: 6,
        }
    }

    fn record(seed: u64) -> (Played, Vec<(usize, Move, Score)>) {
        let mut seen = Vec::new();
        let played = recipe().play(seed, |game, mv, score| {
            assert!(game.position().is_legal(mv));
            seen.push((game.moves().len(), mv, score));
        });
        (played, seen)
    }

    #[test]
    fn a_game_depends_only_on_its_seed_and_every_searched_ply_is_seen() {
        let (played, seen) = record(5);
        assert_eq!(record(5), (played, seen.clone()));
        assert!([0.0, 0.5, 1.0].contains(&played.result));
        assert!(played.plies <= 24);
        // The searched plies follow the random opening (2 to 4 plies) to the end.
        let first = seen[0].0;
        assert!((2..=4).contains(&first), "{first}");
        let plies: Vec<usize> = seen.iter().map(|s| s.0).collect();
        assert_eq!(plies, (first..played.plies).collect::<Vec<_>>());
        assert_ne!(record(6).1, seen);
    }
}
