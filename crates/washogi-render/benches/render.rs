//! Render + PNG encode of a middle-game position with hands, names, a last move
//! and a king in check, for every game and piece style; and the same as a live
//! game, with both clocks on the plates.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use washogi_render::{render_frame, render_position, PieceStyle, PlateClock, RenderOptions};
use washogi_rules::{usi, Position, Variant};

/// Middle games: (game, SFEN, last move). The Wa Shogi one has pieces traded and
/// hands on both sides, sente in check.
const MIDDLE_GAMES: [(&str, &str, &str); 3] = [
    (
        "wa-drops",
        "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41",
        "4j4k+",
    ),
    (
        "wa",
        "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b - 41",
        "4j4k+",
    ),
    (
        "shogi",
        "ln1gk2nl/1r1s1+R3/p1ppp1b1p/6p2/1p7/2P6/PP1PPPPPP/1B5S1/LNSGKG1NL w GSPp 20",
        "3b4b",
    ),
];

fn bench(c: &mut Criterion) {
    for (id, sfen, mv) in MIDDLE_GAMES {
        let v = Variant::by_id(id).unwrap();
        let pos = Position::from_sfen(v, sfen).expect("bench SFEN");
        for style in [PieceStyle::Kanji, PieceStyle::Latin] {
            let opts = RenderOptions {
                last_move: usi::parse_usi(v, mv).ok(),
                style,
                sente_name: Some("Alice".into()),
                gote_name: Some("Bob".into()),
                ..RenderOptions::default()
            };
            let png = render_position(&pos, &opts).unwrap();
            println!("{id} {style:?}: {} bytes", png.len());
            c.bench_function(&format!("render_{id}_middle_game_{style:?}"), |b| {
                b.iter(|| render_position(black_box(&pos), black_box(&opts)).unwrap())
            });
            if style == PieceStyle::Kanji {
                // A live game: both clocks, a new time in every picture (its glyphs
                // are pre-drawn; the time is not).
                let mut seconds = 0u32;
                c.bench_function(&format!("render_{id}_middle_game_live_clocks"), |b| {
                    b.iter(|| {
                        seconds = (seconds + 1) % 600;
                        let live = RenderOptions {
                            sente_clock: Some(PlateClock::new(
                                format!("{}:{:02} +30s", seconds / 60, seconds % 60),
                                false,
                            )),
                            gote_clock: Some(PlateClock::new("0:07", true)),
                            ..opts.clone()
                        };
                        render_position(black_box(&pos), black_box(&live)).unwrap()
                    })
                });
            }
            if id == "wa-drops" && style == PieceStyle::Kanji {
                // The two halves: putting the frame together, and the PNG encoding.
                c.bench_function("frame_wa-drops_middle_game_Kanji", |b| {
                    b.iter(|| render_frame(black_box(&pos), black_box(&opts)).unwrap())
                });
                let frame = render_frame(&pos, &opts).unwrap();
                c.bench_function("png_wa-drops_middle_game_Kanji", |b| {
                    b.iter(|| black_box(&frame).to_png().unwrap())
                });
            }
        }
    }
}

/// Sixteen pictures (every game and style, both sides to move) on one thread, and
/// split over two threads at once: what two cores give when the bot draws
/// pictures side by side (each iteration starts its threads: about 0.1 ms).
fn bench_threads(c: &mut Criterion) {
    let mut cases = Vec::new();
    for (id, sfen, mv) in MIDDLE_GAMES {
        let v = Variant::by_id(id).unwrap();
        let pos = Position::from_sfen(v, sfen).expect("bench SFEN");
        for style in [PieceStyle::Kanji, PieceStyle::Latin] {
            for flipped in [false, true] {
                let opts = RenderOptions {
                    last_move: usi::parse_usi(v, mv).ok(),
                    style,
                    flipped,
                    sente_name: Some("Alice".into()),
                    gote_name: Some("Bob".into()),
                    ..RenderOptions::default()
                };
                cases.push((pos.clone(), opts));
            }
        }
    }
    cases.truncate(16);
    let draw = |part: &[(Position, RenderOptions)]| {
        for (pos, opts) in part {
            black_box(render_position(pos, opts).unwrap());
        }
    };
    draw(&cases);
    c.bench_function("render_16_pictures_1_thread", |b| b.iter(|| draw(&cases)));
    c.bench_function("render_16_pictures_2_threads", |b| {
        b.iter(|| {
            std::thread::scope(|s| {
                let (a, b) = cases.split_at(8);
                s.spawn(|| draw(a));
                draw(b);
            })
        })
    });
}

/// A picture whose sente player has a name never drawn before (a new pair of
/// kanji each time): the name is drawn with resvg once, then kept.
fn bench_new_names(c: &mut Criterion) {
    let (id, sfen, mv) = MIDDLE_GAMES[1];
    let v = Variant::by_id(id).unwrap();
    let pos = Position::from_sfen(v, sfen).expect("bench SFEN");
    let kanji: Vec<char> = "藤井聡太羽生善治渡邊萌香佐木山田中川村松本林清水森池橋石原小野高"
        .chars()
        .collect();
    let mut n = 0usize;
    c.bench_function("render_wa_middle_game_unseen_japanese_name", |b| {
        b.iter(|| {
            n += 1;
            let name: String = [n % kanji.len(), n / kanji.len() % kanji.len(), n / 1000 % 7]
                .iter()
                .map(|&i| kanji[i])
                .collect();
            let opts = RenderOptions {
                last_move: usi::parse_usi(v, mv).ok(),
                sente_name: Some(format!("{name}{n}")),
                gote_name: Some("羽生善治".into()),
                ..RenderOptions::default()
            };
            render_position(black_box(&pos), &opts).unwrap()
        })
    });
}

/// The analysis graph of a 120-ply game with a dozen marks, as `/analyse` posts it.
fn bench_analysis_graph(c: &mut Criterion) {
    use washogi_render::{
        render_analysis_graph, AnalysisGraph, GraphMark, MarkKind, PlateLanguage, PlayerLine,
    };
    let wins: Vec<f64> = (0..=120)
        .map(|i| 50.0 + 45.0 * ((i as f64) / 9.0).sin() * (i as f64 / 120.0))
        .collect();
    let marks = (0..12)
        .map(|i| GraphMark {
            ply: 7 + i * 9,
            kind: [MarkKind::Inaccuracy, MarkKind::Mistake, MarkKind::Blunder][i % 3],
            sente: i % 2 == 0,
        })
        .collect();
    let line = |name: &str| PlayerLine {
        name: name.to_string(),
        accuracy: Some(83.4),
        inaccuracies: 2,
        mistakes: 2,
        blunders: 2,
    };
    let graph = AnalysisGraph {
        title: "Game #12 · Wa Shogi".into(),
        wins,
        marks,
        sente: line("alice"),
        gote: line("bob"),
        language: PlateLanguage::English,
    };
    c.bench_function("analysis_graph/120 plies", |b| {
        b.iter(|| black_box(render_analysis_graph(black_box(&graph)).unwrap()))
    });
}

criterion_group!(
    benches,
    bench,
    bench_threads,
    bench_new_names,
    bench_analysis_graph
);
criterion_main!(benches);
