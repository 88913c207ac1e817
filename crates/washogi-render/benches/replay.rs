//! GIF replays of long games (seeded random playouts that never end the game
//! early): the time to make the whole GIF, and its size (printed). The
//! targets for a 300-move game: under 2 s and under 8 MB.
//!
//! ```sh
//! nice cargo bench -p washogi-render --bench replay
//! ```

#[path = "../tests/support/playout.rs"]
mod playout;

use std::time::Duration;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use washogi_render::{render_replay, PieceStyle, ReplayOptions};

/// (game, moves, playout seed)
const GAMES: [(&str, usize, u64); 3] = [("wa", 200, 5), ("wa", 300, 5), ("wa-drops", 300, 9)];

fn bench(c: &mut Criterion) {
    washogi_render::warm_up();
    let mut group = c.benchmark_group("replay");
    // A replay takes about a second: ten of them per figure.
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(12));
    for (id, plies, seed) in GAMES {
        let game = playout::playout(id, plies, seed);
        assert_eq!(game.moves().len(), plies, "{id}: the playout stopped early");
        let opts = ReplayOptions {
            style: PieceStyle::Kanji,
            sente_name: Some("Alice".into()),
            gote_name: Some("羽生善治".into()),
            result: Some("羽生善治 resigns · Alice wins".into()),
            ..ReplayOptions::default()
        };
        let gif = render_replay(&game, &opts).unwrap();
        println!(
            "{id} {plies} moves: {} bytes ({:.2} MB, {:.1} KB a frame)",
            gif.len(),
            gif.len() as f64 / 1e6,
            gif.len() as f64 / 1e3 / (plies + 1) as f64
        );
        group.bench_function(format!("{id}_{plies}_moves"), |b| {
            b.iter(|| render_replay(black_box(&game), black_box(&opts)).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
