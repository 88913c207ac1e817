//! Pictures drawn from many threads at once, as the bot draws them (on a pool of
//! blocking threads): the same bytes as drawn one at a time, and every pre-drawn
//! part drawn once however many threads asked for it at the same moment.
//!
//! This file holds one test, so that its process starts with nothing drawn.

use std::sync::Barrier;

use washogi_render::{
    parts_drawn_and_held, render_position, PieceStyle, PlateClock, RenderOptions,
};
use washogi_rules::{all_variants, usi, Position};

/// Every game × style × orientation: the start position and a middle game with
/// hands, names, a last move and a king in check, as a correspondence game and
/// as a live game with clocks.
fn cases() -> Vec<(Position, RenderOptions)> {
    let middle = [
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
    let mut out = Vec::new();
    for &v in all_variants() {
        let (_, sfen, mv) = middle.iter().find(|m| m.0 == v.id()).unwrap();
        let pos = Position::from_sfen(v, sfen).unwrap();
        for style in [PieceStyle::Kanji, PieceStyle::Latin] {
            for flipped in [false, true] {
                let plain = RenderOptions {
                    flipped,
                    style,
                    ..RenderOptions::default()
                };
                let named = RenderOptions {
                    last_move: usi::parse_usi(v, mv).ok(),
                    sente_name: Some("Alice".into()),
                    gote_name: Some(format!("Bob {}", v.id())),
                    ..plain.clone()
                };
                let live = RenderOptions {
                    sente_clock: Some(PlateClock::new("9:58 +30s", false)),
                    gote_clock: Some(PlateClock::new(format!("0:0{}", v.id().len()), true)),
                    ..named.clone()
                };
                out.push((Position::start(v), plain));
                out.push((pos.clone(), named));
                out.push((pos.clone(), live));
            }
        }
    }
    out
}

#[test]
fn pictures_drawn_on_many_threads_at_once_are_those_drawn_one_at_a_time() {
    const THREADS: usize = 8;
    let cases = cases();
    assert_eq!(parts_drawn_and_held(), (0, 0), "nothing drawn yet");
    // All threads start at once on nothing drawn, each going through the cases
    // from a different place, so that they ask for the same parts at the same time
    // and for different ones side by side.
    let barrier = Barrier::new(THREADS);
    let drawn: Vec<Vec<Vec<u8>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let (cases, barrier) = (&cases, &barrier);
                s.spawn(move || {
                    barrier.wait();
                    let n = cases.len();
                    let mut out = vec![Vec::new(); n];
                    for k in 0..n {
                        let i = (k + t * n / THREADS / 2) % n;
                        out[i] = render_position(&cases[i].0, &cases[i].1).unwrap();
                    }
                    out
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (drawings, held) = parts_drawn_and_held();
    assert_eq!(drawings, held, "a part was drawn more than once");
    for (i, (pos, opts)) in cases.iter().enumerate() {
        let alone = render_position(pos, opts).unwrap();
        for (t, pictures) in drawn.iter().enumerate() {
            assert!(pictures[i] == alone, "case {i}, thread {t}: other bytes");
        }
    }
    // Drawing them again drew nothing new.
    assert_eq!(parts_drawn_and_held(), (drawings, held));
}
