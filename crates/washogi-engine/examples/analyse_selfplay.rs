//! The analysis measured on the engine's own games: self-play games at the analysis
//! budget (both sides full strength, no noise, each with a table of its own, after
//! 2–4 random opening plies that are not part of the analysed game), each analysed at
//! the same budget with a fresh engine; prints how long each analysis took, every move
//! judged a mistake or a blunder with the evaluations before and after it (and the
//! positions searched again to verify a move: first search → verifying search), and
//! the figures per player and per game. The time is the wall clock's and the CPU's
//! (this thread's, from Linux's `/proc`: what a core of its own would take).
//!
//! ```text
//! cargo run --release -p washogi-engine --example analyse_selfplay -- \
//!     --variants wa --games 1 --max-plies 100          # the 100-ply timing
//! cargo run --release -p washogi-engine --example analyse_selfplay -- \
//!     --variants wa,wa-drops,shogi --games 10 --save games.txt   # play, keep, analyse
//! cargo run --release -p washogi-engine --example analyse_selfplay -- \
//!     --load games.txt                                 # analyse the same games again
//! ```
//!
//! The figures of the analysis's accuracy measurement (2026-12-01): `--variants wa,wa-drops,shogi
//! --games 3 --movetime 0 --seed 7 --save …` — those nine games are
//! `examples/data/selfplay-seed7.txt` (`--load` it with `--movetime 0` to analyse them
//! again); mean accuracy 98.1 % (wa), 95.3 % (wa-drops), 96.0 % (shogi), lowest 94.0 %,
//! 0 mistakes, 3 blunders — each a proved mate the playing engine missed or walked
//! into, confirmed by the verifying search.
//!
//! With the mate proofs of `Limits::mate_search` (2 December), the same command gave
//! `examples/data/selfplay-mates-seed7.txt`: mean accuracy 98.3 % (wa), 97.9 %
//! (wa-drops), 95.6 % (shogi), lowest 92.3 %, 3 mistakes, 5 blunders — mates beyond
//! the proofs' reach at this budget (see the engine's README). The latest (later on
//! 2 December, with mates of 7 proved), the same command with `--seed 7` and with
//! `--seed 8`: `examples/data/selfplay-depth-seeds7-8.txt`, 4,056 moves, lowest
//! accuracy 94.8 %, 4 mistakes, 0 blunders.
//!
//! `--nodes N` / `--movetime MS` replace [`DEFAULT_BUDGET`]'s limits (for both the
//! games and the analysis; `--movetime 0`: no time limit, so that the results do not
//! depend on how busy the machine is); `--seed` picks the openings. `--save FILE` writes the games
//! played (one a line: `variant start-sfen move…`, USI; see `game_line`), `--load FILE` analyses those
//! instead of playing (`--variants`, `--games` and `--max-plies` then ignored).
//! `--level N` plays the games at that playing level (1–8: 1 a beginner) instead of
//! full strength at the budget: games with errors, to see what verifying them costs.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use washogi_engine::analysis::{
    evaluate, judge, positions_to_search, PositionEval, DEFAULT_BUDGET,
};
use washogi_engine::{game_line, Engine, Level, Limits, Rng, Score};
use washogi_rules::usi::to_usi;
use washogi_rules::{Color, Game, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut variants = vec!["wa"];
    let (mut games, mut max_plies, mut seed) = (1u64, 400usize, 1u64);
    let (mut save, mut load) = (None, None);
    let mut level = None;
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
                let ms = value.parse().expect("--movetime MS");
                budget.movetime = (ms > 0).then(|| Duration::from_millis(ms))
            }
            "--save" => save = Some(value.to_string()),
            "--load" => load = Some(value.to_string()),
            "--level" => level = Some(Level::new(value.parse().expect("--level N"))),
            other => panic!("unknown option {other}"),
        }
    }
    println!(
        "budget per position: {:?} nodes, {:?} movetime",
        budget.nodes, budget.movetime
    );
    // The games, by variant and number within it.
    let mut todo: Vec<(String, u64, Option<Game>)> = Vec::new();
    match &load {
        Some(path) => {
            let text = std::fs::read_to_string(path).expect("--load: a readable file");
            let mut count = std::collections::HashMap::new();
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let game = game_line::read(line).unwrap_or_else(|e| panic!("--load: {e}: {line}"));
                let id = game.start().variant().id().to_string();
                let g = count.entry(id.clone()).or_insert(0u64);
                todo.push((id, *g, Some(game)));
                *g += 1;
            }
        }
        None => {
            for id in &variants {
                for g in 0..games {
                    todo.push((id.to_string(), g, None));
                }
            }
        }
    }
    let mut saved = String::new();
    let mut all: Vec<(String, Figures)> = Vec::new();
    let mut all_pure: Vec<(String, Figures)> = Vec::new();
    for (id, g, game) in todo {
        let v = Variant::by_id(&id).unwrap_or_else(|| panic!("no variant {id}"));
        let game =
            game.unwrap_or_else(|| play(v, seed.wrapping_mul(7919) + g, &budget, level, max_plies));
        if let Some(path) = &save {
            saved.push_str(&game_line::write(&game));
            saved.push('\n');
            std::fs::write(path, &saved).expect("--save: a writable file");
        }
        let mut engine = Engine::new(64);
        let started = Instant::now();
        let cpu_started = cpu_time();
        let mut verified = Vec::new();
        let evals = evaluate(&mut engine, &game, &budget, &[], |p| {
            if let Some(quick) = p.quick {
                verified.push((p.index, quick.clone(), p.eval.clone()));
            }
        })
        .expect("not stopped");
        let took = started.elapsed();
        let cpu = cpu_time()
            .zip(cpu_started)
            .map(|(b, a)| b.saturating_sub(a));
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
            "{id} game {g}: {} plies, {result}; analysed {} positions in {:.1} s ({:.2} s per 100 plies; CPU {}), {} re-searched to verify",
            game.moves().len(),
            positions_to_search(&game),
            took.as_secs_f64(),
            took.as_secs_f64() * 100.0 / game.moves().len().max(1) as f64,
            cpu.map_or("unknown".to_string(), |c| format!("{:.1} s", c.as_secs_f64())),
            verified.len(),
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
            all.push((id.clone(), Figures::of(p)));
            all_pure.push((id.clone(), Figures::of(q)));
        }
        for (index, first, eval) in &verified {
            println!(
                "  verified position {index}: {} → {}",
                show(v, first),
                show(v, eval)
            );
        }
        for p in &a.plies {
            let Some((j, reason)) = p.judgement else {
                continue;
            };
            if j == washogi_engine::analysis::Judgement::Inaccuracy {
                continue;
            }
            println!(
                "  {} ply {} ({}) {} {:?}: before {} / after {} — mover's win {:.1} → {:.1}{}",
                j.name(),
                p.ply,
                p.mover.name(),
                p.usi,
                reason,
                show(v, &evals[p.ply - 1]),
                evals
                    .get(p.ply)
                    .map_or("(game over)".to_string(), |e| format!(
                        "{} (mover {})",
                        show(v, e),
                        score(-e.score)
                    )),
                p.win_before,
                p.win_after,
                match &p.ended {
                    Some(s) => format!(", ended {s:?}"),
                    None => String::new(),
                }
            );
        }
    }
    for label in ["all players", "without the best-move rule"] {
        let figures = if label == "all players" {
            &all
        } else {
            &all_pure
        };
        println!("{label}:");
        let mut ids: Vec<&str> = figures.iter().map(|f| f.0.as_str()).collect();
        ids.dedup();
        for id in ids {
            let mine: Vec<&Figures> = figures.iter().filter(|f| f.0 == id).map(|f| &f.1).collect();
            println!("  {id:8}: {}", Figures::summary(&mine));
        }
        println!(
            "  {:8}: {}",
            "all",
            Figures::summary(&figures.iter().map(|f| &f.1).collect::<Vec<_>>())
        );
    }
}

/// The CPU time this thread has run (Linux), for timings that do not depend on what
/// else the machine runs.
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

/// One player's figures in one game.
struct Figures {
    accuracy: f64,
    moves: usize,
    inaccuracies: usize,
    mistakes: usize,
    blunders: usize,
}

impl Figures {
    fn of(p: &washogi_engine::analysis::PlayerSummary) -> Figures {
        Figures {
            accuracy: p.accuracy.unwrap_or(f64::NAN),
            moves: p.moves,
            inaccuracies: p.inaccuracies,
            mistakes: p.mistakes,
            blunders: p.blunders,
        }
    }

    fn summary(all: &[&Figures]) -> String {
        let n = all.len() as f64;
        format!(
            "{} players, {} moves: mean accuracy {:.1} %, lowest {:.1} %, {} inaccuracies, {} mistakes, {} blunders",
            all.len(),
            all.iter().map(|f| f.moves).sum::<usize>(),
            all.iter().map(|f| f.accuracy).sum::<f64>() / n,
            all.iter().map(|f| f.accuracy).fold(f64::INFINITY, f64::min),
            all.iter().map(|f| f.inaccuracies).sum::<usize>(),
            all.iter().map(|f| f.mistakes).sum::<usize>(),
            all.iter().map(|f| f.blunders).sum::<usize>(),
        )
    }
}

fn score(s: Score) -> String {
    match s {
        Score::Cp(cp) => format!("{cp:+} cp"),
        Score::Mate(n) => format!("mate {n:+}"),
    }
}

/// An evaluation, from its side to move's view: score, depth, best move.
fn show(v: &Variant, e: &PositionEval) -> String {
    let mut s = format!("{} d{}", score(e.score), e.depth);
    if let Some(best) = e.best {
        let _ = write!(s, " best {}", to_usi(v, best));
    }
    s
}

/// A self-play game from 2–4 random plies (not part of the game returned) at `budget`
/// per move (or by `level`, with 0.5 s a move), stopped at `max_plies`.
fn play(
    v: &'static Variant,
    seed: u64,
    budget: &Limits,
    level: Option<Level>,
    max_plies: usize,
) -> Game {
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
        let engine = &mut engines[mover.index()];
        let choice = match level {
            Some(level) => level.choose(engine, &game, Duration::from_millis(500), seed),
            None => engine.search(&game, budget, |_| {}).best_move,
        };
        let Some(mv) = choice else { break };
        game.play(mv).unwrap();
    }
    game
}
