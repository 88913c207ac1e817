//! Evaluation speed: every position of six shogi self-play games (the games of
//! `examples/data/selfplay-shogi-5dec-seeds7-8.txt`) evaluated once per iteration, so
//! criterion's throughput is evaluations per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use washogi_engine::eval::{evaluate, EvalParams};
use washogi_engine::game_line;
use washogi_rules::Position;

const GAMES: &str = include_str!("../examples/data/selfplay-shogi-5dec-seeds7-8.txt");

/// Each game's positions (a bad line or move would silently shorten the set the
/// figures are measured on: `game_line::read_all` refuses it).
fn positions() -> Vec<Position> {
    let games = game_line::read_all(GAMES).unwrap_or_else(|(line, e)| panic!("line {line}: {e}"));
    let mut out = Vec::new();
    for game in games {
        let mut pos = game.start().clone();
        out.push(pos.clone());
        for &mv in game.moves() {
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
