//! `bench`: search a few fixed positions per game to a node budget and print nodes per
//! second (a quick speed check; the criterion benches are the careful one).

use std::time::Instant;

use washogi_engine::{Engine, Limits};
use washogi_rules::{Game, Position, Variant};

/// Positions searched by `bench`: the start of each game and a middle game or two.
pub const POSITIONS: [(&str, &str); 5] = [
    ("shogi", "startpos"),
    ("shogi", "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1"),
    ("wa", "startpos"),
    ("wa-drops", "startpos"),
    ("wa-drops", "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1"),
];

pub fn run(args: &[String]) {
    let nodes: u64 = args
        .first()
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let mut total_nodes = 0;
    let started = Instant::now();
    for (id, sfen) in POSITIONS {
        let v = Variant::by_id(id).unwrap();
        let pos = Position::from_sfen(v, sfen).unwrap();
        let game = Game::new(pos);
        let mut engine = Engine::new(64);
        let t = Instant::now();
        let r = engine.search(&game, &Limits::nodes(nodes), |_| {});
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{id:9} depth {:2} nodes {:9} nps {:9.0} score {:?} best {}",
            r.depth,
            r.nodes,
            r.nodes as f64 / secs,
            r.score,
            r.best_move
                .map(|m| washogi_rules::usi::to_usi(v, m))
                .unwrap_or_default()
        );
        total_nodes += r.nodes;
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "total {total_nodes} nodes {:.0} nps",
        total_nodes as f64 / secs
    );
}

/// `perft VARIANT DEPTH [SFEN]`: count move sequences and print the speed
/// (leaf moves are counted, not played).
pub fn perft(args: &[String]) {
    let v = args
        .first()
        .and_then(|id| Variant::by_id(id))
        .unwrap_or_else(|| Variant::by_id("shogi").unwrap());
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(5);
    let sfen = if args.len() > 2 {
        args[2..].join(" ")
    } else {
        "startpos".into()
    };
    let pos = Position::from_sfen(v, &sfen).expect("a valid SFEN");
    let t = Instant::now();
    let nodes = pos.perft(depth);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "perft {} depth {depth}: {nodes} nodes in {secs:.2} s, {:.1} M nodes/s",
        v.id(),
        nodes as f64 / secs / 1e6
    );
}
