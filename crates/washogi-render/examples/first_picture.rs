//! How long the first picture takes in a fresh process (the cold start): nothing
//! drawn yet, no `warm_up()`.
//!
//! ```sh
//! cargo run --release -p washogi-render --example first_picture -- wa-drops kanji
//! cargo run --release -p washogi-render --example first_picture -- --all 9
//! ```
//!
//! With a game and a style it draws one middle-game picture and prints the time of
//! that first call, then of a second (warm) one. With `--all N` it starts itself N
//! times for every game × style, each a new process, and prints the median, the
//! smallest and the largest first-picture time of each. `--warm-up` times
//! `warm_up()` in a fresh process, then a first picture after it. `--loop GAME N`
//! draws N pictures one after another and prints the time per picture (to run
//! under a profiler, or valgrind's callgrind for instruction counts).

use std::process::Command;
use std::time::Instant;

use washogi_render::{render_position, PieceStyle, RenderOptions};
use washogi_rules::{usi, Position, Variant};

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

/// A game's middle game with names, in a style.
fn case(id: &str, style: &str) -> (Position, RenderOptions) {
    let (_, sfen, mv) = MIDDLE_GAMES
        .iter()
        .find(|m| m.0 == id)
        .expect("wa, wa-drops or shogi");
    let v = Variant::by_id(id).unwrap();
    let pos = Position::from_sfen(v, sfen).unwrap();
    let opts = RenderOptions {
        last_move: usi::parse_usi(v, mv).ok(),
        style: PieceStyle::parse(style).expect("kanji or latin"),
        sente_name: Some("Alice".into()),
        gote_name: Some("Bob".into()),
        ..RenderOptions::default()
    };
    (pos, opts)
}

/// Draw one picture twice; print both times in milliseconds.
fn once(id: &str, style: &str) {
    let (pos, opts) = case(id, style);
    let t = Instant::now();
    let png = render_position(&pos, &opts).unwrap();
    let first = t.elapsed().as_secs_f64() * 1e3;
    let t = Instant::now();
    render_position(&pos, &opts).unwrap();
    let second = t.elapsed().as_secs_f64() * 1e3;
    println!("{first:.2} {second:.2} {}", png.len());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--warm-up") {
        let t = Instant::now();
        washogi_render::warm_up();
        println!("warm_up: {:.1} ms", t.elapsed().as_secs_f64() * 1e3);
        for (id, _, _) in MIDDLE_GAMES {
            print!("{id} after warm_up: ");
            once(id, "latin");
        }
        return;
    }
    if args.first().map(String::as_str) == Some("--loop") {
        let id = args.get(1).map_or("wa-drops", String::as_str);
        let n: u32 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1000);
        let (pos, opts) = case(id, "kanji");
        let t = Instant::now();
        let mut bytes = 0;
        for _ in 0..n {
            bytes += render_position(&pos, &opts).unwrap().len();
        }
        let each = t.elapsed().as_secs_f64() * 1e3 / n.max(1) as f64;
        println!(
            "{id}: {each:.3} ms per picture, {} bytes",
            bytes / n.max(1) as usize
        );
        return;
    }
    if args.first().map(String::as_str) != Some("--all") {
        let id = args.first().map_or("wa-drops", String::as_str);
        let style = args.get(1).map_or("kanji", String::as_str);
        once(id, style);
        return;
    }
    let runs: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(9);
    let me = std::env::current_exe().unwrap();
    println!("first picture in a fresh process, {runs} runs each (ms): median, min, max; then the second picture");
    for (id, _, _) in MIDDLE_GAMES {
        for style in ["kanji", "latin"] {
            let mut firsts = Vec::new();
            let mut seconds = Vec::new();
            for _ in 0..runs {
                let out = Command::new(&me).args([id, style]).output().unwrap();
                let text = String::from_utf8_lossy(&out.stdout);
                let mut f = text.split_whitespace().map(|x| x.parse::<f64>().unwrap());
                firsts.push(f.next().unwrap());
                seconds.push(f.next().unwrap());
            }
            firsts.sort_by(f64::total_cmp);
            seconds.sort_by(f64::total_cmp);
            println!(
                "{id:9} {style:6} first {:7.2} min {:7.2} max {:7.2}   second {:5.2}",
                firsts[runs / 2],
                firsts[0],
                firsts[runs - 1],
                seconds[runs / 2]
            );
        }
    }
}
