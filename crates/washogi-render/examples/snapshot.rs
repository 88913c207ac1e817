//! Write a fixed set of pictures to a folder, to compare the drawing before and after
//! a change (with the `picture_diff` example) and to look at them:
//!
//! ```sh
//! cargo run --release -p washogi-render --example snapshot -- /tmp/render-before
//! ```
//!
//! Every game × style × orientation: the start position, every piece promoted, and a
//! middle game with hands, names, a last move and (in the drop games) a king in
//! check, and with analysis arrows; some name plates in other scripts; the same
//! middle game as a live game, with clocks on the plates (with time to spare, in
//! byoyomi, low on time; English and Japanese plates); a help picture per style.

use washogi_render::{
    render_piece_help, render_position, Arrow, ArrowKind, PieceStyle, PlateClock, PlateLanguage,
    RenderOptions,
};
use washogi_rules::{all_variants, usi, Move, Position, Variant};

/// Middle games: (game, SFEN, last move, and a played and a best move for the
/// analysis arrows, in USI).
const MIDDLE_GAMES: [(&str, &str, &str, [&str; 2]); 3] = [
    (
        "wa-drops",
        "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41",
        "4j4k+",
        ["5k5j", "5k4k"],
    ),
    (
        "shogi",
        "ln1gk2nl/1r1s1+R3/p1ppp1b1p/6p2/1p7/2P6/PP1PPPPPP/1B5S1/LNSGKG1NL w GSPp 20",
        "3b4b",
        ["P*5b", "6a5b"],
    ),
    (
        "wa",
        "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b - 41",
        "4j4k+",
        ["5k5j", "5k4k"],
    ),
];

/// Names in several scripts, and one too long for any plate.
const NAMES: [(&str, &str, &str); 5] = [
    ("latin", "Alice", "Bob"),
    ("japanese", "藤井聡太", "羽生善治"),
    ("korean", "김민준", "이서연"),
    ("accents", "Nguyễn Văn Đức", "Ελένη Ζαχαρίου"),
    (
        "long",
        "Alexandria Ocasio-Cortez the Third",
        "Ωμέγα Δέλτα Иван Петров",
    ),
];

/// Live games: (label, names, plates' language, sente's clock, gote's clock; a
/// clock's `!` marks it low on time).
type Live = (
    &'static str,
    (&'static str, &'static str),
    PlateLanguage,
    &'static str,
    &'static str,
);
const LIVE: [Live; 4] = [
    (
        "byoyomi",
        ("Alice", "Bob"),
        PlateLanguage::English,
        "9:58 +30s",
        "10:00 +30s",
    ),
    (
        "periods",
        ("藤井聡太", "羽生善治"),
        PlateLanguage::Japanese,
        "28s ×3",
        "1:02:03 +60s",
    ),
    (
        "low",
        ("Alexandria Ocasio-Cortez the Third", "Bob"),
        PlateLanguage::English,
        "0:07!",
        "30s!",
    ),
    (
        "fischer",
        ("きらら", "Иван Петров"),
        PlateLanguage::Japanese,
        "4:31",
        "0:09!",
    ),
];

fn plate_clock(text: &str) -> PlateClock {
    match text.strip_suffix('!') {
        Some(t) => PlateClock::new(t, true),
        None => PlateClock::new(text, false),
    }
}

/// The start position with every piece that can promote promoted in place.
fn all_promoted(v: &'static Variant) -> Position {
    let (board, rest) = v.start_sfen().split_once(' ').expect("an SFEN");
    let mut out = String::new();
    for c in board.chars() {
        if c.is_ascii_alphabetic() && v.kind_by_letter(c, true).is_some() {
            out.push('+');
        }
        out.push(c);
    }
    Position::from_sfen(v, &format!("{out} {rest}")).expect("promoted start position")
}

fn write(dir: &str, name: &str, png: &[u8]) {
    std::fs::write(format!("{dir}/{name}.png"), png).expect("writable folder");
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render-snapshot".into());
    std::fs::create_dir_all(&dir).expect("a folder for the pictures");
    let mut count = 0;
    for &v in all_variants() {
        let middle = MIDDLE_GAMES.iter().find(|m| m.0 == v.id()).map(|m| {
            let pos = Position::from_sfen(v, m.1).expect("middle game SFEN");
            let mv: Option<Move> = usi::parse_usi(v, m.2).ok();
            let arrows: Vec<Arrow> =
                m.3.iter()
                    .zip([ArrowKind::Played, ArrowKind::Best])
                    .map(|(mv, kind)| Arrow {
                        mv: usi::parse_usi(v, mv).expect("an analysis move"),
                        kind,
                    })
                    .collect();
            (pos, mv, arrows)
        });
        for style in [PieceStyle::Kanji, PieceStyle::Latin] {
            for flipped in [false, true] {
                let plain = RenderOptions {
                    flipped,
                    style,
                    ..RenderOptions::default()
                };
                let id = format!(
                    "{}_{style:?}_{}",
                    v.id(),
                    if flipped { "gote" } else { "sente" }
                );
                for (what, pos) in [("start", Position::start(v)), ("promoted", all_promoted(v))] {
                    write(
                        &dir,
                        &format!("{id}_{what}"),
                        &render_position(&pos, &plain).unwrap(),
                    );
                    count += 1;
                }
                if let Some((pos, mv, arrows)) = &middle {
                    for (label, sente, gote) in NAMES {
                        let opts = RenderOptions {
                            last_move: *mv,
                            sente_name: Some(sente.into()),
                            gote_name: Some(gote.into()),
                            ..plain.clone()
                        };
                        let png = render_position(pos, &opts).unwrap();
                        write(&dir, &format!("{id}_middle_{label}"), &png);
                        count += 1;
                    }
                    let opts = RenderOptions {
                        last_move: *mv,
                        arrows: arrows.clone(),
                        ..plain.clone()
                    };
                    let png = render_position(pos, &opts).unwrap();
                    write(&dir, &format!("{id}_middle_analysis"), &png);
                    count += 1;
                    for (label, (sente, gote), language, sente_clock, gote_clock) in LIVE {
                        let opts = RenderOptions {
                            last_move: *mv,
                            sente_name: Some(sente.into()),
                            gote_name: Some(gote.into()),
                            language,
                            sente_clock: Some(plate_clock(sente_clock)),
                            gote_clock: Some(plate_clock(gote_clock)),
                            ..plain.clone()
                        };
                        let png = render_position(pos, &opts).unwrap();
                        write(&dir, &format!("{id}_live_{label}"), &png);
                        count += 1;
                    }
                }
            }
            let kind = v.kind_by_letter('N', false).unwrap_or(v.king());
            let png = render_piece_help(v, kind, style).unwrap();
            write(&dir, &format!("help_{}_{style:?}", v.id()), &png);
            count += 1;
        }
    }
    println!("{count} pictures in {dir}");
}
