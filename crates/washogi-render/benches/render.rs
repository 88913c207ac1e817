//! Render + PNG encode of an 11×11 middle-game position with hands.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use washogi_render::{render_position, PieceStyle, RenderOptions};
use washogi_rules::{usi, Position, Variant};

/// A Wa Shogi (drops) middle game: pieces traded, hands on both sides, sente in check.
const MIDDLE_GAME: &str =
    "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41";

fn bench(c: &mut Criterion) {
    let v = Variant::by_id("wa-drops").unwrap();
    let pos = Position::from_sfen(v, MIDDLE_GAME).expect("bench SFEN");
    let last = usi::parse_usi(v, "4j4k+").ok();
    for style in [PieceStyle::Kanji, PieceStyle::Latin] {
        let opts = RenderOptions {
            last_move: last,
            style,
            sente_name: Some("Alice".into()),
            gote_name: Some("Bob".into()),
            ..RenderOptions::default()
        };
        let png = render_position(&pos, &opts).unwrap();
        println!("{style:?}: {} bytes", png.len());
        c.bench_function(&format!("render_wa_drops_middle_game_{style:?}"), |b| {
            b.iter(|| render_position(black_box(&pos), black_box(&opts)).unwrap())
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
