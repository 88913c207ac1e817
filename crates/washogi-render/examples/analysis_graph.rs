//! Write sample analysis graphs to a folder, to look at:
//!
//! ```sh
//! cargo run -p washogi-render --example analysis_graph -- /tmp/analysis-graphs
//! ```
//!
//! Made-up games (a seeded random walk of the evaluation, with a few large
//! swings), in English and in Japanese, short and long; one of a single move with
//! long names and no accuracies; one of 450 moves. Prints each one's size and the
//! time it took (add `--release` for the time a bot would take).

use std::time::Instant;

use washogi_render::{
    render_analysis_graph, AnalysisGraph, GraphMark, MarkKind, PlateLanguage, PlayerLine,
};

/// A small deterministic generator (xorshift), so the samples are the same each run.
struct Rng(u64);

impl Rng {
    /// A number in 0..1.
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A made-up game of `plies` moves: sente's win chances, the marks (the mover's
/// chance falling by 8, 15 or 25 points), and each side's counts and accuracy.
fn game(plies: usize, seed: u64) -> (Vec<f64>, Vec<GraphMark>, [[usize; 3]; 2], [f64; 2]) {
    let mut rng = Rng(seed);
    let mut eval: f64 = 0.0;
    let mut wins = vec![50.0];
    let mut marks = Vec::new();
    let mut counts = [[0; 3]; 2];
    let mut loss = [0.0; 2];
    for ply in 1..=plies {
        let sente = ply % 2 == 1;
        let swing = if rng.next() < 0.07 { 5.0 } else { 0.6 };
        let step = (rng.next() - 0.5) * swing - eval * 0.01;
        eval = (eval + step).clamp(-9.0, 9.0);
        let win = 100.0 / (1.0 + (-eval * 0.8_f64).exp());
        let before = wins[ply - 1];
        let drop = if sente { before - win } else { win - before };
        loss[usize::from(!sente)] += drop.max(0.0);
        let kind = match drop {
            d if d > 25.0 => Some((MarkKind::Blunder, 2)),
            d if d > 15.0 => Some((MarkKind::Mistake, 1)),
            d if d > 8.0 => Some((MarkKind::Inaccuracy, 0)),
            _ => None,
        };
        if let Some((kind, i)) = kind {
            marks.push(GraphMark { ply, kind, sente });
            counts[usize::from(!sente)][i] += 1;
        }
        wins.push(win);
    }
    let moves = [plies.div_ceil(2), plies / 2].map(|n| n.max(1) as f64);
    let accuracy = [0, 1].map(|i| (100.0 - loss[i] / moves[i] * 4.0).clamp(0.0, 100.0));
    (wins, marks, counts, accuracy)
}

fn sample(
    title: &str,
    plies: usize,
    seed: u64,
    names: [&str; 2],
    language: PlateLanguage,
    with_accuracy: bool,
) -> AnalysisGraph {
    let (wins, marks, counts, accuracy) = game(plies, seed);
    let line = |i: usize| PlayerLine {
        name: names[i].to_string(),
        accuracy: with_accuracy.then_some(accuracy[i]),
        inaccuracies: counts[i][0],
        mistakes: counts[i][1],
        blunders: counts[i][2],
    };
    AnalysisGraph {
        title: title.to_string(),
        wins,
        marks,
        sente: line(0),
        gote: line(1),
        language,
    }
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/analysis-graphs".into());
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let (en, ja) = (PlateLanguage::English, PlateLanguage::Japanese);
    let samples = [
        (
            "en_short",
            sample("Game #12 · Wa Shogi", 38, 7, ["Alice", "Bob"], en, true),
        ),
        (
            "en_300",
            sample("Game #40 · Wa Shogi", 300, 11, ["Alice", "Bob"], en, true),
        ),
        (
            "ja_short",
            sample(
                "対局 #12 · 和将棋",
                38,
                7,
                ["藤井聡太", "羽生善治"],
                ja,
                true,
            ),
        ),
        (
            "ja_300",
            sample(
                "対局 #40 · 和将棋",
                300,
                11,
                ["藤井聡太", "羽生善治"],
                ja,
                true,
            ),
        ),
        (
            "en_1ply_long",
            sample(
                "A very long title for a game that nobody will ever read to the end, really",
                1,
                3,
                [
                    "Alexandria Ocasio-Cortez the Third of Her Name",
                    "Ωμέγα Δέλτα Иван Петров Nguyễn Văn Đức",
                ],
                en,
                false,
            ),
        ),
        (
            "en_450",
            sample("Game #99 · Wa Shogi", 450, 5, ["김민준", "Bob"], en, true),
        ),
    ];
    for (name, g) in &samples {
        let start = Instant::now();
        let png = render_analysis_graph(g).expect("a graph");
        let took = start.elapsed();
        let path = format!("{dir}/analysis_graph_{name}.png");
        std::fs::write(&path, &png).expect("a writable folder");
        println!("{path}: {} bytes, {took:.1?}", png.len());
    }
}
