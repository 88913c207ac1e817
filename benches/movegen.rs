//! Move generation speed: perft from the shogi and Wa start positions.
//! Nodes per second = perft count / time per iteration.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use washogi_rules::{Position, Variant};

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (variant, depth) in [("shogi", 4), ("shogi", 5), ("wa", 4), ("wa-drops", 4)] {
        let pos = Position::start(Variant::by_id(variant).unwrap());
        let nodes = pos.perft(depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_with_input(BenchmarkId::new(variant, depth), &depth, |b, &depth| {
            b.iter(|| pos.perft(depth))
        });
    }
    group.finish();
}

fn legal_moves(c: &mut Criterion) {
    let shogi = Variant::by_id("shogi").unwrap();
    let middle = Position::from_sfen(
        shogi,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    )
    .unwrap();
    c.bench_function("legal_moves shogi middle game with hands", |b| {
        b.iter(|| middle.legal_moves().len())
    });
}

criterion_group!(benches, perft, legal_moves);
criterion_main!(benches);
