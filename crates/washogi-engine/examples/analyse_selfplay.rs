//! The analysis measured on the engine's own games: self-play games at the analysis
//! budget (both sides full strength, no noise, each with a table of its own, after
//! 2–4 random opening plies that are not part of the analysed game), each analysed at
//! the same budget with a fresh engine; prints how long each analysis took and what it
//! found.
//!
//! ```text
//! cargo run --release -p washogi-engine --example analyse_selfplay -- \
//!     --variants wa --games 1 --max-plies 100          # the 100-ply timing
//! cargo run --release -p washogi-engine --example analyse_selfplay -- \
//!     --variants wa,wa-drops,shogi --games 2           # accuracy of the engine's games
//! ```
//!
//! `--nodes N` / `--movetime MS` replace [`DEFAULT_BUDGET`]'s limits (for both the
//! games and the analysis); `--seed` picks the openings.

use std::time::{Duration, Instant};

use washogi_engine::analysis::{evaluate, judge, positions_to_search, DEFAULT_BUDGET};
use washogi_engine::{Engine, Limits, Rng};
use washogi_rules::{Color, Game, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut variants = vec!["wa"];
    let (mut games, mut max_plies, mut seed) = (1u64, 400usize, 1u64);
    let mut budget = DEFAULT_BUDGET;
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or("");
        match pair[0].as_str() {
            "--variants" => variants = value.split(',').collect(),
            "--games" => games = value.parse().expect("--games N"),
            "--max-plies" => max_plies = value.parse().expect("--max-plies N"),
            "--seed" => seed = value.parse().expect("--seed N"),
            "--nodes" => budget.nodes = Some(value.parse().expect("--nodes N")),
            "--movetime" => {
                budget.movetime = Some(Duration::from_millis(value.parse().expect("--movetime MS")))
            }
            other => panic!("unknown option {other}"),
        }
    }
    println!(
        "budget per position: {:?} nodes, {:?} movetime",
        budget.nodes, budget.movetime
    );
    let mut all = Vec::new();
    let mut all_pure = Vec::new();
    for id in variants {
        let v = Variant::by_id(id).unwrap_or_else(|| panic!("no variant {id}"));
        for g in 0..games {
            let game = play(v, seed.wrapping_mul(7919) + g, &budget, max_plies);
            let mut engine = Engine::new(64);
            let started = Instant::now();
            let evals = evaluate(&mut engine, &game, &budget, &[], |_| {}).expect("not stopped");
            let took = started.elapsed();
            let a = judge(&game, &evals);
            // The same judged as lichess would, without the rule that the engine's best
            // move loses nothing.
            let mut no_best = evals.clone();
            no_best.iter_mut().for_each(|e| e.best = None);
            let pure = judge(&game, &no_best);
            let result = match game.status().winner() {
                _ if !game.status().is_over() => "unfinished".to_string(),
                Some(c) => format!("{} wins ({:?})", c.name(), game.status()),
                None => format!("draw ({:?})", game.status()),
            };
            println!(
                "{id} game {g}: {} plies, {result}; analysed {} positions in {:.1} s ({:.2} s per 100 plies)",
                game.moves().len(),
                positions_to_search(&game),
                took.as_secs_f64(),
                took.as_secs_f64() * 100.0 / game.moves().len().max(1) as f64,
            );
            for color in [Color::Sente, Color::Gote] {
                let p = a.player(color);
                println!(
                    "  {:5}: accuracy {:.1} %, {} inaccuracies, {} mistakes, {} blunders ({} moves)",
                    color.name(),
                    p.accuracy.unwrap_or(f64::NAN),
                    p.inaccuracies,
                    p.mistakes,
                    p.blunders,
                    p.moves
                );
                let q = pure.player(color);
                println!(
                    "         without the best-move rule: accuracy {:.1} %, {} inaccuracies, {} mistakes, {} blunders",
                    q.accuracy.unwrap_or(f64::NAN),
                    q.inaccuracies,
                    q.mistakes,
                    q.blunders,
                );
                all.push((
                    p.accuracy.unwrap_or(f64::NAN),
                    p.blunders,
                    p.mistakes,
                    p.inaccuracies,
                ));
                all_pure.push((
                    q.accuracy.unwrap_or(f64::NAN),
                    q.blunders,
                    q.mistakes,
                    q.inaccuracies,
                ));
            }
            for &i in &a.worst {
                let p = &a.plies[i];
                println!(
                    "  worst: ply {} {} {} ({:?} → {:?}, mover's win {:.1} → {:.1}), best {} ({})",
                    p.ply,
                    p.usi,
                    p.class().map_or("", |j| j.name()),
                    p.before,
                    p.after,
                    p.win_before,
                    p.win_after,
                    p.best_usi.as_deref().unwrap_or("-"),
                    p.pv_usi.join(" ")
                );
            }
        }
    }
    summary("all players", &all);
    summary("without the best-move rule", &all_pure);
}

fn summary(label: &str, all: &[(f64, usize, usize, usize)]) {
    let n = all.len() as f64;
    println!(
        "{label}: mean accuracy {:.1} %, lowest {:.1} %, {} blunders, {} mistakes, {} inaccuracies",
        all.iter().map(|a| a.0).sum::<f64>() / n,
        all.iter().map(|a| a.0).fold(f64::INFINITY, f64::min),
        all.iter().map(|a| a.1).sum::<usize>(),
        all.iter().map(|a| a.2).sum::<usize>(),
        all.iter().map(|a| a.3).sum::<usize>(),
    );
}

/// A self-play game from 2–4 random plies (not part of the game returned) at `budget`
/// per move, stopped at `max_plies`.
fn play(v: &'static Variant, seed: u64, budget: &Limits, max_plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start(v);
    for _ in 0..2 + rng.below(3) {
        let moves = pos.legal_moves();
        pos = pos
            .play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
    }
    let mut game = Game::new(pos);
    let mut engines = [Engine::new(64), Engine::new(64)];
    while !game.status().is_over() && game.moves().len() < max_plies {
        let mover = game.position().side_to_move();
        let result = engines[mover.index()].search(&game, budget, |_| {});
        let Some(mv) = result.best_move else { break };
        game.play(mv).unwrap();
    }
    game
}
