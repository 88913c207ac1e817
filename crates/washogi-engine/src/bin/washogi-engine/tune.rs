//! Texel tuning of the learned shogi evaluation (`washogi_engine::eval::shogi`), in
//! three steps (`scripts/tune_shogi.sh` runs them all):
//!
//! ```text
//! washogi-engine tune gen --games 2000 --nodes 3000 --seed 42 > shogi-positions.txt
//! washogi-engine tune label shogi-positions.txt --depth 7 > shogi-labelled.txt
//! washogi-engine tune fit shogi-labelled.txt --out src/eval/shogi_weights.rs
//! ```
//!
//! `gen` plays self-play shogi games with the hand-made evaluation (both sides full
//! strength at a node budget, seeded evaluation noise so that games differ, 2–6
//! random opening plies) and writes the quiet positions of each — side to move not in
//! check, the search's best move neither a capture nor a promotion, past the random
//! opening, no mate found — with the game's result and the search's score:
//! `game result(sente) cp(sente) SFEN`. Games end as the rules say, are adjudicated to
//! a side whose score stayed beyond `--adjudicate` centipawns for 12 plies, or are
//! drawn at `--max-plies`. Everything depends only on the seed and the options (node
//! budgets, no clock), and game `g` does not depend on `--games`, so a run can be
//! split with `--first`.
//!
//! `label` replaces each score by another USI engine's search to a fixed depth
//! (Fairy-Stockfish, Debian's `fairy-stockfish`, by default), the positions searched
//! in file order by one process, so that its hash table is the same on every run.
//!
//! `fit` computes each position's features; fits the logistic scale `K` of the
//! hand-made weights against the results and the labels' own scale; blends each
//! position's target, `lambda·result + (1−lambda)·winchance(label)`; then fits the
//! weights by minimising the mean squared error between the target and
//! `1/(1+e^(-K·eval))` (Texel's method) with Adam, full batch, with an L2 pull towards
//! the weights it starts from — the hand-made ones, or with `--from shipped` the
//! weights built into this binary (a round on new positions refines those; features
//! added since start at 0) — keeping the epoch with the lowest loss on the held-out
//! games (every tenth). `--features` fits a prefix of the features (the rest keep
//! their starting weights): `base` (round 1's), `round3` (up to the king-relative
//! tables), `threats` (and the threats), `round4` (and the king's defenceless
//! squares, the enemy's attacks beside it, camp control: rounds 4 to 6), `all`.
//! `--k X` fixes the evaluation's scale at X instead of fitting it to the starting
//! weights, which are scaled to match (and the step and the L2 pull with them). The
//! weights are written as Rust source.

use std::fmt::Write as _;
use std::io::{BufRead, Write};

use washogi_engine::analysis::PositionSearch;
use washogi_engine::eval::{shipped_shogi_weights, shogi, weights, EvalParams};
use washogi_engine::external::UsiEngine;
use washogi_engine::selfplay::SelfPlay;
use washogi_engine::{Limits, Score};
use washogi_rules::{Color, Game, Position, Variant};

pub fn run(args: &[String]) {
    let result = match args.first().map(String::as_str) {
        Some("gen") => gen(&args[1..]),
        Some("label") => label(&args[1..]),
        Some("fit") => fit(&args[1..]),
        _ => Err("tune gen|label|fit ...".to_string()),
    };
    if let Err(e) = result {
        eprintln!("tune: {e}\nusage: washogi-engine tune gen [--games N] [--first N] [--nodes N] [--noise CP] [--seed N] [--max-plies N] [--adjudicate CP] [--eval hand|learned]\n       washogi-engine tune label FILE [--engine PATH] [--depth N] [--first N] [--count N]\n       washogi-engine tune fit FILE... [--features base|round3|threats|round4|all] [--from hand|shipped] [--lambda X] [--k X] [--epochs N] [--rate CP] [--l2 X] [--out FILE]");
        std::process::exit(2);
    }
}

fn shogi_variant() -> &'static Variant {
    Variant::by_id("shogi").expect("shogi")
}

/// `--name value` pairs.
type Flags = Vec<(String, String)>;

/// Flags as `--name value` pairs, and the other words.
fn flags(args: &[String]) -> Result<(Flags, Vec<String>), String> {
    let (mut pairs, mut words) = (Vec::new(), Vec::new());
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a.starts_with("--") {
            let value = it.next().ok_or(format!("{a} needs a value"))?;
            pairs.push((a.clone(), value.clone()));
        } else {
            words.push(a.clone());
        }
    }
    Ok((pairs, words))
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag}: cannot read {value}"))
}

struct GenOptions {
    first: u32,
    games: u32,
    nodes: u64,
    noise: i32,
    seed: u64,
    max_plies: usize,
    adjudicate: i32,
    /// Which evaluation plays the games: `hand` (the hand-made one, round 1) or
    /// `learned` (the weights built into this binary, round 2).
    eval: String,
}

fn gen(args: &[String]) -> Result<(), String> {
    let mut o = GenOptions {
        first: 0,
        games: 2000,
        nodes: 3000,
        noise: 20,
        seed: 42,
        max_plies: 320,
        adjudicate: 1500,
        eval: "hand".to_string(),
    };
    let (pairs, words) = flags(args)?;
    if let Some(w) = words.first() {
        return Err(format!("unexpected {w}"));
    }
    for (flag, value) in &pairs {
        match flag.as_str() {
            "--first" => o.first = number(flag, value)?,
            "--games" => o.games = number(flag, value)?,
            "--nodes" => o.nodes = number(flag, value)?,
            "--noise" => o.noise = number(flag, value)?,
            "--seed" => o.seed = number(flag, value)?,
            "--max-plies" => o.max_plies = number(flag, value)?,
            "--adjudicate" => o.adjudicate = number(flag, value)?,
            "--eval" if value == "hand" || value == "learned" => o.eval = value.clone(),
            _ => return Err(format!("unknown option {flag} {value}")),
        }
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "# washogi-engine tune gen --first {} --games {} --nodes {} --noise {} --seed {} --max-plies {} --adjudicate {} --eval {}",
        o.first, o.games, o.nodes, o.noise, o.seed, o.max_plies, o.adjudicate, o.eval
    )
    .map_err(|e| e.to_string())?;
    writeln!(out, "# game result(sente) cp(sente) sfen").map_err(|e| e.to_string())?;
    let (mut wins, mut draws, mut losses, mut count) = (0, 0, 0, 0);
    for g in o.first..o.games {
        let (positions, result, plies) = play(g, &o);
        match result {
            r if r > 0.75 => wins += 1,
            r if r < 0.25 => losses += 1,
            _ => draws += 1,
        }
        for sfen in &positions {
            writeln!(out, "{g} {result} {sfen}").map_err(|e| e.to_string())?;
        }
        count += positions.len();
        eprintln!(
            "game {}/{}: {plies} plies, sente {result}, {} positions (sente +{wins} ={draws} -{losses}, {count} positions)",
            g + 1,
            o.games,
            positions.len()
        );
    }
    Ok(())
}

/// One game: its quiet positions as `cp SFEN` (the search's score, sente's view),
/// sente's result, its length.
fn play(g: u32, o: &GenOptions) -> (Vec<String>, f64, usize) {
    let recipe = SelfPlay {
        variant: shogi_variant(),
        params: EvalParams {
            shogi_learned: o.eval == "learned",
            ..EvalParams::default()
        },
        nodes: o.nodes,
        noise: o.noise,
        max_opening: 6,
        max_plies: o.max_plies,
        adjudicate: o.adjudicate,
        adjudicate_plies: 12,
    };
    let mut positions = Vec::new();
    let seed = o.seed.wrapping_mul(1_000_003) ^ ((g as u64) << 8);
    let played = recipe.play(seed, |game, mv, sente| {
        let pos = game.position();
        let quiet = !pos.in_check() && !mv.is_promotion() && pos.piece_at(mv.to()).is_none();
        if let (true, Score::Cp(cp)) = (quiet, sente) {
            positions.push(format!("{cp} {}", pos.to_sfen()));
        }
    });
    (positions, played.result, played.plies)
}

/// One position's features, sparse, and its label.
struct Sample {
    start: u32,
    result: f32,
    /// The labelling search's score, sente's view (mates as ±30 000).
    cp: i32,
    /// What the fit aims at: the result blended with the score's win chance.
    target: f32,
    game: u32,
}

struct Data {
    samples: Vec<Sample>,
    index: Vec<u16>,
    amount: Vec<i16>,
}

impl Data {
    fn features(&self, i: usize) -> impl Iterator<Item = (usize, f64)> + '_ {
        let start = self.samples[i].start as usize;
        let end = self
            .samples
            .get(i + 1)
            .map_or(self.index.len(), |s| s.start as usize);
        (start..end).map(|j| (self.index[j] as usize, self.amount[j] as f64))
    }
}

fn load(files: &[String]) -> Result<Data, String> {
    let v = shogi_variant();
    let w = weights(v);
    let mut data = Data {
        samples: Vec::new(),
        index: Vec::new(),
        amount: Vec::new(),
    };
    let mut dense = vec![0i32; shogi::COUNT];
    for (file_no, name) in files.iter().enumerate() {
        let file = std::fs::File::open(name).map_err(|e| format!("{name}: {e}"))?;
        for line in std::io::BufReader::new(file).lines() {
            let line = line.map_err(|e| format!("{name}: {e}"))?;
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let mut parts = line.splitn(4, ' ');
            let bad = || format!("{name}: cannot read {line}");
            let game: u32 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let result: f32 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let cp: i32 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let pos = Position::from_sfen(v, parts.next().ok_or_else(bad)?)
                .map_err(|e| format!("{name}: {e:?}: {line}"))?;
            dense.fill(0);
            shogi::features(&pos, w, |i, n| dense[i] += n);
            data.samples.push(Sample {
                start: data.index.len() as u32,
                result,
                cp,
                target: result,
                // Games of different files are different games.
                game: game.wrapping_add(1_000_000 * file_no as u32),
            });
            for (i, &n) in dense.iter().enumerate() {
                if n != 0 {
                    data.index.push(i as u16);
                    data.amount.push(n as i16);
                }
            }
        }
    }
    Ok(data)
}

/// The minimum of `f` over 1e-5..1e-2 (golden-section search).
fn golden(f: impl Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (1e-5f64, 1e-2f64);
    for _ in 0..40 {
        let a = hi - (hi - lo) / 1.618;
        let b = lo + (hi - lo) / 1.618;
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Replace each position's score by a search of another USI engine (Fairy-Stockfish by
/// default) to a fixed depth: the same labels on every run.
fn label(args: &[String]) -> Result<(), String> {
    let (pairs, files) = flags(args)?;
    let mut engine_path = "/usr/games/fairy-stockfish".to_string();
    let (mut depth, mut first, mut count) = (6u32, 0usize, usize::MAX);
    for (flag, value) in &pairs {
        match flag.as_str() {
            "--engine" => engine_path = value.clone(),
            "--depth" => depth = number(flag, value)?,
            "--first" => first = number(flag, value)?,
            "--count" => count = number(flag, value)?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    let [name] = files.as_slice() else {
        return Err("label takes one data file".into());
    };
    let v = shogi_variant();
    let mut engine =
        UsiEngine::start_with_options(&engine_path, v, &[("Threads", "1"), ("USI_Hash", "16")])
            .map_err(|e| format!("{engine_path}: {e:?}"))?;
    let file = std::fs::File::open(name).map_err(|e| format!("{name}: {e}"))?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut n = 0usize;
    let limits = Limits::depth(depth);
    writeln!(
        out,
        "# washogi-engine tune label {name} --depth {depth} --first {first} --count {count} ({})",
        engine.name()
    )
    .map_err(|e| e.to_string())?;
    for line in std::io::BufReader::new(file).lines() {
        let line = line.map_err(|e| format!("{name}: {e}"))?;
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        n += 1;
        if n <= first || n > first.saturating_add(count) {
            continue;
        }
        let bad = || format!("{name}: cannot read {line}");
        let mut parts = line.splitn(4, ' ');
        let (game, result) = (parts.next().ok_or_else(bad)?, parts.next().ok_or_else(bad)?);
        let sfen = parts.nth(1).ok_or_else(bad)?;
        let pos = Position::from_sfen(v, sfen).map_err(|e| format!("{e:?}: {line}"))?;
        let mover = pos.side_to_move();
        let eval = engine
            .search_position(&Game::new(pos), 0, &limits)
            .map_err(|e| format!("{e:?} at {line}"))?;
        let score = match eval.score {
            Score::Cp(cp) => cp.clamp(-29_999, 29_999),
            Score::Mate(m) if m > 0 => 30_000,
            Score::Mate(_) => -30_000,
        };
        let sente = if mover == Color::Sente { score } else { -score };
        writeln!(out, "{game} {result} {sente} {sfen}").map_err(|e| e.to_string())?;
        if n % 1000 == 0 {
            eprintln!("{n} positions labelled");
        }
    }
    Ok(())
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Mean squared error against the results (`target` false) or the targets, of the
/// samples `keep` selects, with weights `x` and scale `k`.
fn loss(data: &Data, x: &[f64], k: f64, target: bool, keep: impl Fn(&Sample) -> bool) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for (i, s) in data.samples.iter().enumerate() {
        if !keep(s) {
            continue;
        }
        let e: f64 = data.features(i).map(|(j, a)| x[j] * a).sum();
        let y = if target { s.target } else { s.result };
        let d = sigmoid(k * e) - y as f64;
        sum += d * d;
        n += 1;
    }
    sum / n.max(1) as f64
}

fn held_out(s: &Sample) -> bool {
    s.game % 10 == 9
}

fn fit(args: &[String]) -> Result<(), String> {
    let (pairs, files) = flags(args)?;
    let (mut epochs, mut rate, mut l2, mut out) = (600usize, 2.0f64, 1e-9f64, None);
    let mut lambda = 0.25f64;
    let mut from_shipped = false;
    let mut fixed_k = None;
    // `base`: only the first round's features are fitted, the rest stay 0.
    let mut fitted = shogi::COUNT;
    for (flag, value) in &pairs {
        match flag.as_str() {
            "--features" if value == "base" => fitted = shogi::BASE_COUNT,
            "--features" if value == "round3" => fitted = shogi::ROUND3_COUNT,
            "--features" if value == "threats" => fitted = shogi::THREATS_COUNT,
            "--features" if value == "round4" => fitted = shogi::ROUND4_COUNT,
            "--features" if value == "all" => fitted = shogi::COUNT,
            "--lambda" => lambda = number(flag, value)?,
            "--epochs" => epochs = number(flag, value)?,
            "--rate" => rate = number(flag, value)?,
            "--l2" => l2 = number(flag, value)?,
            "--k" => match number::<f64>(flag, value)? {
                k if k > 0.0 && k.is_finite() => fixed_k = Some(k),
                _ => return Err(format!("{flag}: {value} is not a positive scale")),
            },
            "--from" if value == "hand" => from_shipped = false,
            "--from" if value == "shipped" => from_shipped = true,
            "--out" => out = Some(value.clone()),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    if files.is_empty() {
        return Err("no data file".into());
    }
    let v = shogi_variant();
    let w = weights(v);
    let mut data = load(&files)?;
    let train = |s: &Sample| !held_out(s);
    let n_train = data.samples.iter().filter(|s| train(s)).count();
    eprintln!(
        "{} positions ({} for training, {} held out), {} features, {fitted} fitted",
        data.samples.len(),
        n_train,
        data.samples.len() - n_train,
        shogi::COUNT
    );
    // Where the fit starts and what the L2 term pulls towards: the hand-made weights,
    // or (`--from shipped`) the weights built into this binary, so that a round on new
    // positions refines them rather than starting over.
    let mut prior: Vec<f64> = if from_shipped {
        shipped_shogi_weights().iter().map(|&x| x as f64).collect()
    } else {
        shogi::initial(v, w, &EvalParams::default())
    };
    let start = if from_shipped { "shipped" } else { "hand-made" };
    // The labelling search's scale, then the targets: the result blended with the
    // labelling score's win chance (`--lambda`: the result's share).
    let teacher = |kt: f64| {
        let train: Vec<&Sample> = data.samples.iter().filter(|s| train(s)).collect();
        train
            .iter()
            .map(|s| (sigmoid(kt * s.cp as f64) - s.result as f64).powi(2))
            .sum::<f64>()
            / train.len().max(1) as f64
    };
    let kt = golden(teacher);
    eprintln!(
        "labelling score: K = {kt:.6}, loss against the results {:.6} (lambda {lambda})",
        teacher(kt)
    );
    for s in &mut data.samples {
        s.target = (lambda * s.result as f64 + (1.0 - lambda) * sigmoid(kt * s.cp as f64)) as f32;
    }
    // The evaluation's scale: K for the starting weights against the results; or
    // (`--k`) fixed, the starting weights (and the prior) multiplied so that they give
    // the same win chances at the scale asked, and the step and the L2 pull with them,
    // so that the fit is the same one in other units. Why: a K fitted anew each round
    // drifts (0.00104 in round 3, 0.00188 after round 6), shrinking the centipawns
    // the search's margins are measured in. Fix it at the shipped weights' own K: at
    // 0.0012 (round 6's centipawns x1.488) the search lost at 1 s a move (crate README,
    // *The evaluation's scale at 1 s*).
    let fitted_k = golden(|k| loss(&data, &prior, k, false, train));
    let k = match fixed_k {
        Some(k) => {
            let stretch = fitted_k / k;
            eprintln!(
                "K fitted to the starting weights {fitted_k:.6}, fixed at {k:.6}: weights and step x{stretch:.4}, L2 /{:.4}",
                stretch * stretch
            );
            for x in &mut prior {
                *x *= stretch;
            }
            rate *= stretch;
            l2 /= stretch * stretch;
            k
        }
        None => fitted_k,
    };
    let report = |x: &[f64], label: &str| {
        eprintln!(
            "{label}: against the results: train {:.6}, held out {:.6}; against the targets: train {:.6}, held out {:.6}",
            loss(&data, x, k, false, train),
            loss(&data, x, k, false, held_out),
            loss(&data, x, k, true, train),
            loss(&data, x, k, true, held_out),
        );
    };
    eprintln!("K = {k:.6}");
    report(&prior, start);
    // Adam, full batch.
    let mut x = prior.clone();
    let (mut m, mut s2) = (vec![0.0; shogi::COUNT], vec![0.0; shogi::COUNT]);
    let (b1, b2) = (0.9f64, 0.999f64);
    let mut grad = vec![0.0; shogi::COUNT];
    let mut best = (loss(&data, &x, k, true, held_out), x.clone(), 0);
    for epoch in 1..=epochs {
        grad.fill(0.0);
        for (i, sample) in data.samples.iter().enumerate() {
            if !train(sample) {
                continue;
            }
            let e: f64 = data.features(i).map(|(j, a)| x[j] * a).sum();
            let p = sigmoid(k * e);
            let g = 2.0 * (p - sample.target as f64) * p * (1.0 - p) * k / n_train as f64;
            for (j, a) in data.features(i) {
                grad[j] += g * a;
            }
        }
        for j in 0..fitted {
            let g = grad[j] + 2.0 * l2 * (x[j] - prior[j]);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            s2[j] = b2 * s2[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(epoch as i32));
            let sh = s2[j] / (1.0 - b2.powi(epoch as i32));
            x[j] -= rate * mh / (sh.sqrt() + 1e-12);
        }
        if epoch % 25 == 0 || epoch == epochs {
            let held = loss(&data, &x, k, true, held_out);
            eprintln!(
                "epoch {epoch}: targets: train {:.6}, held out {held:.6}; results: held out {:.6}",
                loss(&data, &x, k, true, train),
                loss(&data, &x, k, false, held_out),
            );
            if held < best.0 {
                best = (held, x.clone(), epoch);
            }
        }
    }
    let (_, x, epoch) = best;
    eprintln!("kept the weights of epoch {epoch} (lowest held-out loss against the targets)");
    report(&x, "learned");
    let names = shogi::names(v);
    let mut src = String::new();
    let _ = writeln!(
        src,
        "//! The learned shogi weights (module `shogi`), written by `washogi-engine tune fit`\n\
         //! (see the crate README, *Tuning the shogi evaluation*): do not edit by hand.\n\
         //! Data: {}; {fitted} of the {} features fitted; K = {k:.6}{}; labels' K = {kt:.6},\n\
         //! lambda {lambda}; epochs {epochs} (kept\n\
         //! {epoch}), rate {rate:.3}, l2 {l2:.3e}; started from the {start} weights. Held-out loss\n\
         //! against the results: {start} {:.6}, learned {:.6}.\n\n\
         use super::shogi::COUNT;\n\n\
         #[rustfmt::skip]\n\
         pub static WEIGHTS: [i32; COUNT] = [",
        files.join(", "),
        shogi::COUNT,
        if fixed_k.is_some() { " (fixed)" } else { "" },
        loss(&data, &prior, k, false, held_out),
        loss(&data, &x, k, false, held_out),
    );
    for (j, name) in names.iter().enumerate() {
        let _ = writeln!(src, "    {}, // {name}", x[j].round() as i32);
    }
    src.push_str("];\n");
    match out {
        Some(path) => std::fs::write(&path, src).map_err(|e| format!("{path}: {e}"))?,
        None => print!("{src}"),
    }
    Ok(())
}
