//! The engine finds mates in one to three moves in each game. Every position is
//! written by hand; the mate itself is proved by a brute-force checker that uses only
//! the rules crate, so the test does not trust the engine's own scores.

mod common;

use common::{mates_any, move_forces_mate, pos, text};
use washogi_engine::{Engine, Limits, Score};
use washogi_rules::Game;

/// (game, SFEN, mate in this many moves of the side to move)
const MATES: [(&str, &str, i32); 9] = [
    // Gold drop on 5b, guarded by the pawn.
    ("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", 1),
    // The pawn promotes on 2c; the king in the corner cannot escape the drops.
    ("shogi", "8k/9/9/7P1/9/9/9/9/4K4 b GS 1", 2),
    // A lone king on 5b against gold, gold and silver in hand.
    ("shogi", "9/4k4/9/9/9/9/9/9/4K4 b GGS 1", 3),
    // Wolf steps to 6b, guarded through 6c by the oxcart behind it.
    ("wa", "5k5/11/5W5/5O5/11/11/11/11/11/11/5K5 b - 1", 1),
    // Stag and wolf against the king in the corner, the pawn guarding 2b.
    ("wa", "10k/11/9P1/8V1W/11/11/11/11/11/11/5K5 b - 1", 2),
    ("wa", "10k/11/11/8V1W/9P1/11/11/11/11/11/5K5 b - 1", 3),
    // Wolf drop on 6b, guarded by the pawn.
    ("wa-drops", "5k5/11/5P5/11/11/11/11/11/11/11/5K5 b W 1", 1),
    // Stag and wolf in hand against the king in the corner.
    ("wa-drops", "10k/11/11/9P1/11/11/11/11/11/11/5K5 b VW 1", 2),
    // A lone king on 6b against stag, wolf and fox in hand.
    ("wa-drops", "11/5k5/11/11/11/11/11/11/11/11/5K5 b VWX 1", 3),
];

#[test]
fn finds_mates_in_one_to_three_in_each_game() {
    for (id, sfen, n) in MATES {
        let start = pos(id, sfen);
        let game = Game::new(start.clone());
        let mut engine = Engine::new(8);
        let result = engine.search(&game, &Limits::depth(2 * n as u32 + 1), |_| {});
        let best = result.best_move.expect("a move");
        assert_eq!(
            result.score,
            Score::Mate(n),
            "{id} {sfen}: {}",
            text(&start, best)
        );
        // Few pieces without drops: every move can be tried; otherwise the checker
        // tries checks and moves next to the king, which suffices for these.
        let proved = if id == "wa" {
            let next = start.play(best).unwrap();
            next.legal_moves()
                .into_iter()
                .all(|r| mates_any(&next.play(r).unwrap(), n as u32 - 1))
                && (next.in_check() || n > 1)
                && (n > 1 || next.legal_moves().is_empty())
        } else {
            move_forces_mate(&start, best, n as u32)
        };
        assert!(
            proved,
            "{id} {sfen}: {} does not force mate in {n}",
            text(&start, best)
        );
    }
}
