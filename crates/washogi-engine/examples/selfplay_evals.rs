//! Self-play games with the engine's evaluations and the results, the data from which
//! `scripts/fit_win_chance.py` fits the win-chance coefficient of each game
//! (`washogi_engine::analysis::WIN_CHANCE_K_*`).
//!
//! ```text
//! cargo run --release -p washogi-engine --example selfplay_evals -- \
//!     --variants wa,wa-drops,shogi --games 80 --nodes 10000 --seed 1 > evals.txt
//! python3 scripts/fit_win_chance.py evals.txt
//! ```
//!
//! Both sides are the full-strength engine at a fixed node budget per move, each with
//! a table of its own and a little evaluation noise (`--noise`, centipawns, seeded per
//! game and side) so that the games differ; each game starts with 2–4 random plies.
//! Games end as the rules say (mate, no legal move, fourfold repetition, perpetual
//! check), are adjudicated to the side whose score (both engines' searches, turned to
//! sente's view) stayed beyond `--adjudicate` centipawns for `--adjudicate-plies`
//! plies in a row (as match runners resign a hopeless game; without it a won Wa ending
//! at this budget often runs to the ply limit unconverted, and its positions would be
//! labelled draws), or are drawn at `--max-plies`. Output, one line per searched position:
//! `variant game ply cp result` — `cp` is the mover's search score turned to sente's
//! view, `result` 1, 0.5 or 0 for sente. Positions where the search found a mate are
//! left out (the fit is of centipawns). Progress goes to stderr. Game `g` does not
//! depend on `--games` or `--first`, so a run can be continued with `--first N`
//! (games `N..games`) and the outputs put together.

use std::io::Write;

use washogi_engine::eval::EvalParams;
use washogi_engine::selfplay::SelfPlay;
use washogi_engine::Score;
use washogi_rules::Variant;

struct Options {
    variants: Vec<&'static Variant>,
    first: u32,
    games: u32,
    nodes: u64,
    noise: i32,
    seed: u64,
    max_plies: usize,
    adjudicate: i32,
    adjudicate_plies: usize,
}

fn parse() -> Result<Options, String> {
    let mut o = Options {
        variants: ["wa", "wa-drops", "shogi"]
            .iter()
            .map(|id| Variant::by_id(id).unwrap())
            .collect(),
        first: 0,
        games: 20,
        nodes: 10_000,
        noise: 10,
        seed: 1,
        max_plies: 400,
        adjudicate: 1000,
        adjudicate_plies: 20,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_| format!("{flag}: cannot read {value}");
        match flag.as_str() {
            "--variants" => {
                o.variants = value
                    .split(',')
                    .map(|id| Variant::by_id(id).ok_or(format!("no variant {id}")))
                    .collect::<Result<_, _>>()?
            }
            "--games" => o.games = value.parse().map_err(bad)?,
            "--first" => o.first = value.parse().map_err(bad)?,
            "--nodes" => o.nodes = value.parse().map_err(bad)?,
            "--noise" => o.noise = value.parse().map_err(bad)?,
            "--seed" => o.seed = value.parse().map_err(bad)?,
            "--max-plies" => o.max_plies = value.parse().map_err(bad)?,
            "--adjudicate" => o.adjudicate = value.parse().map_err(bad)?,
            "--adjudicate-plies" => o.adjudicate_plies = value.parse().map_err(bad)?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}

fn main() {
    let o = match parse() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\nusage: selfplay_evals [--variants wa,wa-drops,shogi] [--games N] [--first N] [--nodes N] [--noise CP] [--seed N] [--max-plies N] [--adjudicate CP] [--adjudicate-plies N]");
            std::process::exit(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "# selfplay_evals: games {}..{} per variant, nodes {}, noise {}, seed {}, max plies {}, adjudicate {} cp for {} plies",
        o.first, o.games, o.nodes, o.noise, o.seed, o.max_plies, o.adjudicate, o.adjudicate_plies
    )
    .unwrap();
    writeln!(out, "# variant game ply cp(sente) result(sente)").unwrap();
    for &v in &o.variants {
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        for g in o.first..o.games {
            let seed = o.seed.wrapping_mul(1_000_003) ^ ((g as u64) << 8) ^ v.id().len() as u64;
            let (lines, result) = play(v, seed, &o);
            match result {
                r if r > 0.75 => wins += 1,
                r if r < 0.25 => losses += 1,
                _ => draws += 1,
            }
            for (ply, cp) in &lines {
                writeln!(out, "{} {g} {ply} {cp} {result}", v.id()).unwrap();
            }
            eprintln!(
                "{} game {}/{}: {} plies, sente {result} (sente +{wins} ={draws} -{losses})",
                v.id(),
                g + 1,
                o.games,
                lines.last().map_or(0, |l| l.0)
            );
        }
    }
}

/// One game: the searched plies with sente's-view scores, and sente's result.
fn play(v: &'static Variant, seed: u64, o: &Options) -> (Vec<(usize, i32)>, f64) {
    let recipe = SelfPlay {
        variant: v,
        params: EvalParams::default(),
        nodes: o.nodes,
        noise: o.noise,
        max_opening: 4,
        max_plies: o.max_plies,
        adjudicate: o.adjudicate,
        adjudicate_plies: o.adjudicate_plies as u64,
    };
    let mut lines = Vec::new();
    let played = recipe.play(seed, |game, _, sente| {
        if let Score::Cp(cp) = sente {
            lines.push((game.moves().len(), cp));
        }
    });
    (lines, played.result)
}
