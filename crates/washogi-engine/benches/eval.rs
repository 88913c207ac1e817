//! Evaluation speed: every position of six shogi self-play games (the games of
//! `examples/data/selfplay-shogi-5dec-seeds7-8.txt`) evaluated once per iteration, so
//! criterion's throughput is evaluations per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use washogi_engine::eval::{evaluate, EvalParams};
use washogi_rules::{usi::parse_usi, Position, Variant};

const GAMES: &str = include_str!("../examples/data/selfplay-shogi-5dec-seeds7-8.txt");

/// Each game's positions: a line is the game, its start SFEN and its moves.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for line in GAMES.lines().filter(|l| !l.trim().is_empty()) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let v = Variant::by_id(words[0]).expect("a game id");
        let mut pos = Position::from_sfen(v, &words[1..5].join(" ")).expect("an SFEN");
        out.push(pos.clone());
        for text in &words[5..] {
            // A bad move would silently shorten the set the figures are measured on.
            let mv = parse_usi(v, text).expect("a readable move");
            assert!(pos.is_legal(mv), "{text}: not legal");
            pos.play_unchecked(mv);
            out.push(pos.clone());
        }
    }
    assert_eq!(
        out.len(),
        908,
        "the positions the README's figures were measured on"
    );
    out
}

fn eval(c: &mut Criterion) {
    let positions = positions();
    let params = EvalParams::default();
    let mut group = c.benchmark_group("eval");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("shogi-selfplay", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| evaluate(p, &params))
                .fold(0i64, |a, s| a.wrapping_add(s as i64))
        })
    });
    group.finish();
}

criterion_group!(benches, eval);
criterion_main!(benches);
