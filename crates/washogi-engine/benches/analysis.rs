//! Post-game analysis speed: a 100-ply Wa game (the engine against itself at 5 000
//! nodes a move from the start, so always the same game) analysed at the default
//! budget, [`DEFAULT_BUDGET`], with a fresh engine each time, the moves that look like
//! mistakes or blunders verified as always. The target: at most 60 s on one
//! core. Each sample takes tens of seconds: criterion's 10 samples take several
//! minutes.

use criterion::{criterion_group, criterion_main, Criterion};
use washogi_engine::analysis::{analyse, DEFAULT_BUDGET};
use washogi_engine::{Engine, Limits};
use washogi_rules::{Game, Position, Variant};

const PLIES: usize = 100;

fn self_play(id: &str) -> Game {
    let mut game = Game::new(Position::start(Variant::by_id(id).unwrap()));
    let mut engine = Engine::new(16);
    while !game.status().is_over() && game.moves().len() < PLIES {
        let mv = engine
            .search(&game, &Limits::nodes(5_000), |_| {})
            .best_move
            .expect("a move");
        game.play(mv).unwrap();
    }
    game
}

fn analysis(c: &mut Criterion) {
    let game = self_play("wa");
    assert_eq!(game.moves().len(), PLIES);
    let mut group = c.benchmark_group("analysis");
    group.sample_size(10);
    group.bench_function("wa-100-plies", |b| {
        b.iter(|| {
            let mut engine = Engine::new(64);
            analyse(&mut engine, &game, &DEFAULT_BUDGET, &[], |_| {})
                .expect("not stopped")
                .plies
                .len()
        })
    });
    group.finish();
}

criterion_group!(benches, analysis);
criterion_main!(benches);
