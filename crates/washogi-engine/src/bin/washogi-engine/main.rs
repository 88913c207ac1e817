//! `washogi-engine`: run the engine over XBoard or USI, measure its speed, and play it
//! against itself (levels, evaluation weights) or against other engines.
//!
//! ```text
//! washogi-engine xboard
//! washogi-engine usi
//! washogi-engine bench [NODES]
//! washogi-engine selfplay --variant wa --a level:3 --b level:2 --games 20 --movetime 0.2
//! washogi-engine match --variant wa --a ours --b hachu --games 100 --movetime 1 --log wa.pgn
//! washogi-engine tune gen --games 2000 --nodes 3000 --seed 42 > positions.txt
//! washogi-engine tune fit positions.txt --out src/eval/shogi_weights.rs
//! ```

mod bench;
mod external;
mod matches;
mod players;
mod tune;

use std::time::Duration;

use washogi_rules::Variant;

const USAGE: &str =
    "usage: washogi-engine xboard | usi | bench [NODES] | perft VARIANT DEPTH [SFEN] |
  selfplay|match [--variant wa|wa-drops|shogi] [--a PLAYER] [--b PLAYER] [--games N]
                 [--movetime SECONDS] [--nodes N] [--seed N] [--opening MIN-MAX]
                 [--max-plies N] [--log FILE]
  tune gen|fit ...   (Texel tuning of the shogi evaluation; see the README)
  PLAYER: ours | ours-plain | ours:hand=120,mobility=4,... | level:1..8 | hachu | crazywa | sjaakii |
          fairy-stockfish | gpsshogi | gnushogi | usi:PATH (another build of this engine)
  --nodes N: this engine's full-strength players (ours, usi:PATH) search N nodes a move
  PLAYER@N: this player searches N nodes a move (ours, usi:PATH, a USI engine)";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or(&[]);
    match args.first().map(String::as_str) {
        Some("xboard") => {
            washogi_engine::xboard::run(std::io::stdin().lock(), std::io::stdout());
        }
        Some("usi") => washogi_engine::usi::run(std::io::stdin().lock(), std::io::stdout()),
        Some("bench") => bench::run(rest),
        Some("perft") => bench::perft(rest),
        Some("selfplay") => play(rest, "level:8", "level:7", 0.1),
        Some("match") => play(rest, "ours", "hachu", 1.0),
        Some("tune") => tune::run(rest),
        _ => {
            eprintln!("{USAGE}");
            std::process::exit(2);
        }
    }
}

fn play(args: &[String], default_a: &str, default_b: &str, default_time: f64) {
    let options = match options(args, default_a, default_b, default_time) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            std::process::exit(2);
        }
    };
    match matches::run(&options) {
        Ok(tally) => println!("final: {}", tally.summary(&options.a, &options.b)),
        Err(e) => {
            eprintln!("match stopped: {e}");
            std::process::exit(1);
        }
    }
}

fn options(
    args: &[String],
    default_a: &str,
    default_b: &str,
    default_time: f64,
) -> Result<matches::Options, String> {
    let mut o = matches::Options {
        variant: Variant::by_id("wa").expect("wa"),
        a: default_a.to_string(),
        b: default_b.to_string(),
        games: 10,
        movetime: Duration::from_secs_f64(default_time),
        nodes: None,
        seed: 1,
        opening_plies: (2, 4),
        max_plies: 400,
        log: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = || format!("bad value for {flag}: {value}");
        match flag.as_str() {
            "--variant" => o.variant = Variant::by_id(value).ok_or_else(bad)?,
            "--a" => o.a = value.clone(),
            "--b" => o.b = value.clone(),
            "--games" => o.games = value.parse().map_err(|_| bad())?,
            "--movetime" => o.movetime = Duration::from_secs_f64(value.parse().map_err(|_| bad())?),
            "--seed" => o.seed = value.parse().map_err(|_| bad())?,
            "--nodes" => o.nodes = Some(value.parse().map_err(|_| bad())?),
            "--max-plies" => o.max_plies = value.parse().map_err(|_| bad())?,
            "--opening" => {
                let (lo, hi) = value.split_once('-').ok_or_else(bad)?;
                o.opening_plies = (
                    lo.parse().map_err(|_| bad())?,
                    hi.parse().map_err(|_| bad())?,
                );
                if o.opening_plies.0 > o.opening_plies.1 {
                    return Err(bad());
                }
            }
            "--log" => o.log = Some(value.clone()),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(o)
}
