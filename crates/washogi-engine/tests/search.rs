//! Search behaviour: only legal moves, over random positions reached by random play;
//! the node budget is obeyed; a fixed seed and node budget give the same answer; every
//! level plays legal moves; absurd time budgets are no budget rather than a panic.

use std::time::Duration;

use washogi_engine::{Engine, Level, Limits, Rng};
use washogi_rules::{Game, Position, Variant};

/// Positions reached by seeded random play from each game's start.
fn random_games(per_game: usize) -> Vec<Game> {
    let mut rng = Rng::new(2024);
    let mut out = Vec::new();
    for v in washogi_rules::all_variants() {
        for _ in 0..per_game {
            let mut game = Game::new(Position::start(v));
            let plies = 4 + rng.below(60) as usize;
            for _ in 0..plies {
                let moves = game.position().legal_moves();
                if moves.is_empty() || game.status().is_over() {
                    break;
                }
                let mv = moves[rng.below(moves.len() as u64) as usize];
                game.play(mv).unwrap();
            }
            if !game.status().is_over() {
                out.push(game);
            }
        }
    }
    out
}

#[test]
fn plays_only_legal_moves_in_random_positions() {
    let mut engine = Engine::new(4);
    for game in random_games(12) {
        let result = engine.search(&game, &Limits::nodes(1_500), |_| {});
        let mv = result.best_move.expect("a move while the game goes on");
        assert!(
            game.position().legal_moves().contains(&mv),
            "{:?}: {mv:?}",
            game.position()
        );
        for (i, &line_move) in result.pv.iter().enumerate() {
            let mut pos = game.position().clone();
            for &earlier in &result.pv[..i] {
                pos = pos.play(earlier).unwrap();
            }
            assert!(pos.is_legal(line_move), "pv move {i} illegal");
        }
    }
}

#[test]
fn obeys_the_node_budget() {
    for v in washogi_rules::all_variants() {
        let game = Game::new(Position::start(v));
        let mut engine = Engine::new(4);
        for budget in [1, 100, 5_000] {
            let result = engine.search(&game, &Limits::nodes(budget), |_| {});
            assert!(
                result.nodes <= budget,
                "{} {budget}: {}",
                v.id(),
                result.nodes
            );
            assert!(result.best_move.is_some());
        }
    }
}

#[test]
fn same_seed_and_node_budget_same_answer() {
    for v in washogi_rules::all_variants() {
        let game = Game::new(Position::start(v));
        let run = || {
            let mut engine = Engine::new(4);
            engine.search(&game, &Limits::nodes(20_000), |_| {})
        };
        let (a, b) = (run(), run());
        assert_eq!(a.best_move, b.best_move);
        assert_eq!(
            (a.score, a.depth, a.nodes, &a.pv),
            (b.score, b.depth, b.nodes, &b.pv)
        );
        for level in [1, 3, 4, 5] {
            // Levels 1-4 pick at random among scored moves, level 5 searches a node
            // budget with evaluation noise; a generous time budget lets nodes decide.
            let choose = || {
                let mut engine = Engine::new(4);
                Level::new(level).choose(&mut engine, &game, Duration::from_secs(60), 7)
            };
            assert_eq!(choose(), choose(), "{} level {level}", v.id());
        }
    }
}

#[test]
fn every_level_plays_legal_moves() {
    let shogi = Variant::by_id("shogi").unwrap();
    for game in random_games(2)
        .into_iter()
        .chain([Game::new(Position::start(shogi))])
    {
        for level in 1..=5 {
            let mut engine = Engine::new(4);
            let mv = Level::new(level)
                .choose(&mut engine, &game, Duration::from_secs(60), 11)
                .expect("a move");
            assert!(game.position().is_legal(mv), "level {level}");
        }
    }
}

#[test]
fn a_finished_game_has_no_best_move() {
    let shogi = Variant::by_id("shogi").unwrap();
    let mated = Position::from_sfen(shogi, "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1").unwrap();
    let game = Game::new(mated);
    let result = Engine::new(1).search(&game, &Limits::depth(3), |_| {});
    assert_eq!(result.best_move, None);
}

#[test]
fn an_endless_time_budget_is_no_budget() {
    // The deadline and the "is there time for another iteration" check both do
    // arithmetic on the budget; neither may overflow, whatever a caller passes.
    let wa = Variant::by_id("wa").unwrap();
    let game = Game::new(Position::start(wa));
    for movetime in [
        Duration::MAX,
        Duration::from_secs(u64::MAX / 2),
        Duration::from_secs(1 << 62),
    ] {
        let limits = Limits {
            depth: Some(3),
            movetime: Some(movetime),
            ..Limits::default()
        };
        let result = Engine::new(1).search(&game, &limits, |_| {});
        assert_eq!(result.depth, 3, "{movetime:?}");
        assert!(game.position().is_legal(result.best_move.unwrap()));
    }
}

#[test]
fn avoided_root_moves_are_not_played_unless_there_is_nothing_else() {
    // Shogi, sente to move: the gold drop on 5b mates; avoided, the engine plays
    // something else; with every move avoided it still moves.
    let shogi = Variant::by_id("shogi").unwrap();
    let pos = Position::from_sfen(shogi, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1").unwrap();
    let game = Game::new(pos.clone());
    let mate = washogi_rules::usi::parse_usi(shogi, "G*5b").unwrap();
    let best = |avoid: Vec<_>| {
        let limits = Limits {
            depth: Some(3),
            avoid,
            ..Limits::default()
        };
        Engine::new(1).search(&game, &limits, |_| {}).best_move
    };
    assert_eq!(best(vec![]), Some(mate));
    let other = best(vec![mate]).unwrap();
    assert!(other != mate && pos.is_legal(other));
    let everything = pos.legal_moves();
    assert!(pos.is_legal(best(everything).unwrap()));
}

#[test]
fn a_fixed_time_is_spent_whole() {
    // A time a move is lost when unspent: the search runs to its deadline rather than
    // stopping after an iteration that ends past half of it (the start position has
    // no mate to end it sooner).
    let shogi = Variant::by_id("shogi").unwrap();
    let game = Game::new(Position::start(shogi));
    let budget = Duration::from_millis(200);
    let result = Engine::new(8).search(&game, &Limits::movetime(budget).with_fixed_time(), |_| {});
    assert!(result.time >= budget, "{:?}", result.time);
    assert!(game.position().is_legal(result.best_move.unwrap()));
    // With the mate proofs, the alpha-beta search leaves them the end of the time.
    let limits = Limits::movetime(budget)
        .with_fixed_time()
        .with_mate_search();
    let result = Engine::new(8).search(&game, &limits, |_| {});
    assert!(result.time >= budget * 11 / 12, "{:?}", result.time);
}
