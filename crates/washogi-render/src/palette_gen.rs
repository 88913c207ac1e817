//! How the fixed palette (`palette.rs`) was made, and tests that it still fits the
//! pictures: median cut over sample pictures of every layout and style, plus the
//! key colours that must come out exactly.

use resvg::tiny_skia::Pixmap;

use super::colours::{
    ARROW_OPACITY, BEST_ARROW, CHECK, INK, KAYA, LAST_MOVE, MARK, PLAYED_ARROW, RED, SELECTED,
};
use super::palette::{index_of, nearest, PALETTE};
use super::{
    compose, help, Arrow, ArrowKind, Marks, PieceStyle, PlateClock, RenderOptions, Selected,
};
use washogi_rules::{usi, Position, Variant};

/// Bits per channel of the colour bins.
const BITS: u32 = 6;

fn key(r: u8, g: u8, b: u8) -> usize {
    let s = 8 - BITS;
    ((r as usize >> s) << (2 * BITS)) | ((g as usize >> s) << BITS) | (b as usize >> s)
}

/// Sample pictures holding every colour the pictures use: both styles, both plate
/// states, highlights, check, hands with counts, analysis arrows, clocks (running,
/// waiting and low on time), the move picker's marks, and a help diagram with a
/// jump.
/// (Layouts differ in geometry, not in colours.)
fn samples() -> Vec<Pixmap> {
    let mut out = Vec::new();
    let cases = [
        (
            "wa-drops",
            "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41",
            "4j4k+",
            PieceStyle::Kanji,
            ["7i4f", "7i4f", "P*6e"],
        ),
        (
            "shogi",
            "ln1gk2nl/1r1s1+R3/p1ppp1b1p/6p2/1p7/2P6/PP1PPPPPP/1B5S1/LNSGKG1NL w GSPp 20",
            "3b4b",
            PieceStyle::Latin,
            ["2b5e", "7g7d", "S*8d"],
        ),
    ];
    for (id, sfen, mv, style, arrows) in cases {
        let v = Variant::by_id(id).expect("sample game");
        let pos = Position::from_sfen(v, sfen).expect("sample SFEN");
        let opts = RenderOptions {
            flipped: style == PieceStyle::Latin,
            style,
            last_move: usi::parse_usi(v, mv).ok(),
            sente_name: Some("Sample Player".into()),
            gote_name: None,
            ..RenderOptions::default()
        };
        out.push(compose::draw(&pos, &opts).expect("sample picture"));
        // The same as a live game: one clock with time to spare, one low.
        let live = RenderOptions {
            sente_clock: Some(PlateClock::new("9:58 +30s", false)),
            gote_clock: Some(PlateClock::new("0:07", true)),
            ..opts.clone()
        };
        out.push(compose::draw(&pos, &live).expect("sample picture"));
        // The same with analysis arrows: both kinds over wood and pieces, one on
        // top of the other, and a drop from the hand.
        let arrows = arrows
            .iter()
            .zip([ArrowKind::Best, ArrowKind::Played, ArrowKind::Played])
            .map(|(mv, kind)| Arrow {
                mv: usi::parse_usi(v, mv).expect("sample arrow"),
                kind,
            })
            .collect();
        let with_arrows = RenderOptions {
            arrows,
            ..opts.clone()
        };
        out.push(compose::draw(&pos, &with_arrows).expect("sample picture"));
        // The same with the move picker's marks: the side to move's piece with the
        // most moves washed, its targets dotted or cornered; and a drop's.
        let legal = pos.legal_moves();
        let targets = |pick: &dyn Fn(&washogi_rules::Move) -> bool| {
            legal.iter().filter(|m| pick(m)).map(|m| m.to()).collect()
        };
        let from = pos
            .squares()
            .max_by_key(|&s| legal.iter().filter(|m| m.from() == Some(s)).count())
            .expect("a square");
        let marked = RenderOptions {
            marks: Marks {
                selected: Some(Selected::Square(from)),
                targets: targets(&|m| m.from() == Some(from)),
            },
            ..opts.clone()
        };
        out.push(compose::draw(&pos, &marked).expect("sample picture"));
        if let Some(&(kind, _)) = pos.hand(pos.side_to_move()).first() {
            let dropping = RenderOptions {
                marks: Marks {
                    selected: Some(Selected::Hand {
                        color: pos.side_to_move(),
                        kind,
                    }),
                    targets: targets(
                        &|m| matches!(m, washogi_rules::Move::Drop { kind: k, .. } if *k == kind),
                    ),
                },
                ..opts
            };
            out.push(compose::draw(&pos, &dropping).expect("sample picture"));
        }
        // Shogi's knight: a help diagram with jumps (stars).
        if let Some(knight) = v.kind_by_letter('N', false) {
            out.push(help::draw(v, knight, PieceStyle::Kanji).expect("sample help picture"));
        }
    }
    out
}

/// Median cut over the samples' colours (counted in 6-bit bins, each bin at its
/// mean colour). Boxes are weighted by the square root of their pixel counts, so
/// that small but important colours (red labels, highlights, text) keep entries.
fn median_cut(samples: &[Pixmap]) -> Vec<[u8; 3]> {
    let mut sums = vec![[0u64; 4]; 1 << (3 * BITS)];
    for p in samples {
        for px in p.pixels() {
            let s = &mut sums[key(px.red(), px.green(), px.blue())];
            s[0] += px.red() as u64;
            s[1] += px.green() as u64;
            s[2] += px.blue() as u64;
            s[3] += 1;
        }
    }
    let colours: Vec<([u8; 3], f64)> = sums
        .iter()
        .filter(|s| s[3] > 0)
        .map(|s| {
            let n = s[3];
            let mean = [(s[0] / n) as u8, (s[1] / n) as u8, (s[2] / n) as u8];
            (mean, (n as f64).sqrt())
        })
        .collect();
    let mut boxes = vec![colours];
    let fixed = key_colours();
    while boxes.len() < 255 - fixed.len() {
        // Split the box with the largest weighted spread.
        let score = |b: &Vec<([u8; 3], f64)>| {
            if b.len() < 2 {
                return 0.0;
            }
            let (_, range) = widest(b);
            let weight: f64 = b.iter().map(|c| c.1).sum();
            range as f64 * weight.sqrt()
        };
        let (i, best) = boxes
            .iter()
            .enumerate()
            .map(|(i, b)| (i, score(b)))
            .fold((0, 0.0), |acc, x| if x.1 > acc.1 { x } else { acc });
        if best <= 0.0 {
            break;
        }
        let mut b = boxes.swap_remove(i);
        let (channel, _) = widest(&b);
        b.sort_by_key(|c| (c.0[channel], c.0));
        let half: f64 = b.iter().map(|c| c.1).sum::<f64>() / 2.0;
        let mut acc = 0.0;
        let mut cut = 1;
        for (k, c) in b.iter().enumerate() {
            acc += c.1;
            if acc >= half {
                cut = (k + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let rest = b.split_off(cut);
        boxes.push(b);
        boxes.push(rest);
    }
    let mut palette: Vec<[u8; 3]> = boxes
        .iter()
        .map(|b| {
            let w: f64 = b.iter().map(|c| c.1).sum();
            let mean =
                |ch: usize| (b.iter().map(|c| c.0[ch] as f64 * c.1).sum::<f64>() / w).round() as u8;
            [mean(0), mean(1), mean(2)]
        })
        .collect();
    palette.extend(fixed);
    palette.sort();
    palette.dedup();
    palette
}

/// Colours that cover few pixels but must come out exactly: the last-move, check
/// and chosen piece's washes over the board's wood (at nine heights of its
/// gradient), the analysis arrows and the picker's dots over it (at three), the
/// wood itself, and the inks.
fn key_colours() -> Vec<[u8; 3]> {
    let hex = |h: &str| {
        let v = u32::from_str_radix(h.trim_start_matches('#'), 16).expect("a hex colour");
        [(v >> 16) as u8, (v >> 8) as u8, v as u8]
    };
    let kaya: Vec<[u8; 3]> = KAYA.iter().map(|h| hex(h)).collect();
    let lerp = |a: [u8; 3], b: [u8; 3], t: f32| {
        [0, 1, 2].map(|i| (a[i] as f32 + (b[i] as f32 - a[i] as f32) * t).round() as u8)
    };
    let blend =
        |(r, g, b, a): (u8, u8, u8, u8), under: [u8; 3]| lerp(under, [r, g, b], a as f32 / 255.0);
    let mut out = Vec::new();
    for i in 0..9 {
        let t = i as f32 / 8.0;
        let wood = if t < 0.5 {
            lerp(kaya[0], kaya[1], t * 2.0)
        } else {
            lerp(kaya[1], kaya[2], t * 2.0 - 1.0)
        };
        out.extend([
            wood,
            blend(LAST_MOVE, wood),
            blend(CHECK, wood),
            blend(SELECTED, wood),
        ]);
        // The arrows over the wood at its top, middle and bottom.
        if i % 4 == 0 {
            for (r, g, b) in [PLAYED_ARROW, BEST_ARROW] {
                out.push(blend(
                    (r, g, b, (ARROW_OPACITY * 255.0).round() as u8),
                    wood,
                ));
            }
            out.push(blend(MARK, wood));
        }
    }
    out.extend([hex(INK), hex(RED), [255, 255, 255]]);
    out
}

/// The channel with the largest range in a box, and that range.
fn widest(b: &[([u8; 3], f64)]) -> (usize, u8) {
    (0..3)
        .map(|ch| {
            let lo = b.iter().map(|c| c.0[ch]).min().unwrap_or(0);
            let hi = b.iter().map(|c| c.0[ch]).max().unwrap_or(0);
            (ch, hi - lo)
        })
        .max_by_key(|&(ch, r)| (r, std::cmp::Reverse(ch)))
        .unwrap_or((0, 0))
}

#[test]
fn key_colours_are_in_the_palette() {
    for c in key_colours() {
        assert!(PALETTE.contains(&c), "{c:?}");
    }
    assert!(PALETTE.len() <= 255 && PALETTE.windows(2).all(|w| w[0] < w[1]));
}

/// Every sample pixel comes out close to its true colour: the fixed palette still
/// fits the pictures (a change of colours that it no longer fits fails here).
#[test]
fn the_palette_fits_the_pictures() {
    let (mut total, mut count, mut far) = (0u64, 0u64, 0u64);
    for p in samples() {
        for px in p.pixels() {
            let (r, g, b) = (px.red(), px.green(), px.blue());
            let q = PALETTE[index_of(r, g, b) as usize];
            let d = (0..3)
                .map(|i| q[i].abs_diff([r, g, b][i]) as u64)
                .max()
                .unwrap_or(0);
            total += d;
            count += 1;
            far += u64::from(d > 12);
        }
    }
    // With the palette as made: a mean of 2.0 levels, 0.08 % of pixels over 12
    // (the arrows took some entries: the pictures without them, 1.96 and 0.06 %).
    let mean = total as f64 / count as f64;
    let far = far as f64 * 100.0 / count as f64;
    assert!(mean < 2.5, "mean channel error {mean:.2}");
    assert!(far < 0.5, "{far:.2} % of pixels more than 12 levels off");
}

/// The lookup finds the entry nearest to each bin's centre (searching only the
/// candidates of the bin's cell), the same as a search of the whole palette, for
/// every bin.
#[test]
fn lookup_agrees_with_nearest() {
    let c = |v: u8| (v >> 2 << 2) | 2;
    for r in (0..=255u8).step_by(4) {
        for g in (0..=255u8).step_by(4) {
            for b in (0..=255u8).step_by(4) {
                let i = index_of(r, g, b);
                assert_eq!(i, nearest(&PALETTE, c(r), c(g), c(b)), "{r} {g} {b}");
            }
        }
    }
}

/// Print a palette made afresh from the samples, to paste into `palette.rs` after a
/// change of colours.
#[test]
#[ignore = "run by hand to make a new palette"]
fn print_new_palette() {
    let palette = median_cut(&samples());
    println!("pub static PALETTE: [[u8; 3]; {}] = [", palette.len());
    for row in palette.chunks(6) {
        let row: Vec<String> = row
            .iter()
            .map(|c| format!("[{}, {}, {}],", c[0], c[1], c[2]))
            .collect();
        println!("    {}", row.join(" "));
    }
    println!("];");
}
