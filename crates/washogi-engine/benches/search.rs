//! Search speed: a fixed node budget from a few positions per game, so criterion's
//! throughput is search nodes per second.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use washogi_engine::{Engine, Limits};
use washogi_rules::{Game, Position, Variant};

const POSITIONS: [(&str, &str, &str); 6] = [
    ("shogi", "start", "startpos"),
    (
        "shogi",
        "middle",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    ),
    ("wa", "start", "startpos"),
    (
        "wa",
        "opened",
        "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1",
    ),
    ("wa-drops", "start", "startpos"),
    (
        "wa-drops",
        "hands",
        "hmlcvkwgudo/1e3s3f1/ppprpppxp1p/3p3p3/11/11/11/3P3P3/PPPXPPPRP1P/1F3S3E1/ODUGWKVCLMH b Pp 1",
    ),
];

const NODES: u64 = 50_000;

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(NODES));
    for (id, name, sfen) in POSITIONS {
        let v = Variant::by_id(id).unwrap();
        let game = Game::new(Position::from_sfen(v, sfen).unwrap());
        group.bench_with_input(BenchmarkId::new(id, name), &game, |b, game| {
            b.iter(|| {
                let mut engine = Engine::new(16);
                engine.search(game, &Limits::nodes(NODES), |_| {}).nodes
            })
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
