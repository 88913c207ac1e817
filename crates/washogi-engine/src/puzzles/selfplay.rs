//! The engine's own games, as a source of puzzles: varied openings (a few random
//! plies among the moves a shallow search finds about as good as the best), then
//! both sides searching the budget with a little evaluation noise of their own, so
//! that the games differ and contain the mistakes puzzles come from.

use washogi_rules::{Game, Position, VariantId};

use crate::rng::Rng;
use crate::search::{Engine, Limits, Score};

/// The longest self-play game, in plies.
pub const MAX_PLIES: usize = 320;
/// A game is stopped when the mover's score stays beyond this (centipawns, no mate
/// in sight) for [`HOPELESS_PLIES`] plies in a row: the rest would be a slow mop-up.
pub const HOPELESS_CP: i32 = 3000;
pub const HOPELESS_PLIES: usize = 20;
/// One move in this many (after the opening) is chosen by a shallow full-width
/// search instead: the mistakes a deeper search punishes, i.e. the puzzles.
pub const BLUNDER_ONE_IN: u64 = 5;

/// A self-play game and the searches that played it.
#[derive(Clone, Debug)]
pub struct SelfPlay {
    pub game: Game,
    /// Index `i`: the score (the side to move's) of the search that chose move `i+1`
    /// in the position after `i` moves; `None` for the random opening plies and the
    /// last position. What [`super::find_in_scanned_game`] takes as the scan.
    pub scores: Vec<Option<Score>>,
}

/// One self-play game of `variant`: the same seed and budget give the same game (the
/// engine is cleared first; give `budget` in nodes for that). 2 to 8 random opening
/// plies among the moves a one-ply search scores within 80 centipawns of the best;
/// then each side searches `budget` with evaluation noise of 0 to 40 centipawns (its
/// own, drawn from the seed). The game ends as the rules say, after
/// [`MAX_PLIES`], or when hopeless (see [`HOPELESS_CP`]).
pub fn self_play(engine: &mut Engine, variant: VariantId, seed: u64, budget: &Limits) -> SelfPlay {
    let mut rng = Rng::new(seed ^ 0x005E_ED0F_9A2E);
    engine.clear();
    let mut game = Game::new(Position::start(variant.variant()));
    let mut scores = Vec::new();
    let opening = 2 + rng.below(7) as usize;
    let noise = [rng.below(61) as i32, rng.below(61) as i32];
    let noise_seeds = [rng.next_u64(), rng.next_u64()];
    // Each side searches the budget or a half, a quarter or an eighth of it.
    let shares = [1u64 << rng.below(4), 1u64 << rng.below(4)];
    let budgets = shares.map(|d| Limits {
        nodes: budget.nodes.map(|n| (n / d).max(200)),
        movetime: budget.movetime.map(|t| t / d as u32),
        ..budget.clone()
    });
    let mut hopeless = 0;
    while !game.status().is_over() && game.moves().len() < MAX_PLIES {
        let ply = game.moves().len();
        let mv = if ply < opening {
            scores.push(None);
            let scored = engine.score_moves(&game, 1);
            let best = scored[0].1;
            let good: Vec<_> = scored
                .iter()
                .take_while(|&&(_, s)| s >= best - 80)
                .map(|&(m, _)| m)
                .collect();
            good[rng.below(good.len() as u64) as usize]
        } else if rng.below(BLUNDER_ONE_IN) == 0 {
            // A shallow look: the best move by a one- or two-ply full-width search.
            let scored = engine.score_moves(&game, 1 + rng.below(2) as u32);
            let (mv, score) = scored[0];
            scores.push(Some(Score::from_internal(score)));
            hopeless = 0;
            mv
        } else {
            let side = game.position().side_to_move().index();
            engine.set_noise(noise_seeds[side], noise[side]);
            let r = engine.search(&game, &budgets[side], |_| {});
            engine.set_noise(0, 0);
            scores.push(Some(r.score));
            match r.score {
                Score::Cp(cp) if cp.abs() >= HOPELESS_CP => hopeless += 1,
                _ => hopeless = 0,
            }
            match r.best_move {
                Some(mv) => mv,
                None => break,
            }
        };
        game.play(mv).expect("the engine plays legal moves");
        if hopeless >= HOPELESS_PLIES {
            break;
        }
    }
    scores.resize(game.moves().len() + 1, None);
    SelfPlay { game, scores }
}

/// [`self_play`]'s game alone.
pub fn self_play_game(engine: &mut Engine, variant: VariantId, seed: u64, budget: &Limits) -> Game {
    self_play(engine, variant, seed, budget).game
}
