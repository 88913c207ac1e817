//! PNG encoding with one fixed 256-colour palette, as lila-gif does for its GIFs.
//!
//! The pictures use few colours (wood, ink, red, a few highlights; the rest is
//! anti-aliasing between them), so an indexed PNG looks the same as a true-colour one
//! at a third of the data: a picture compresses to about 40 % of the size in a
//! quarter of the time. The palette is built once, by median cut over sample
//! pictures of every layout and style; a lookup table keyed by the top six bits of
//! each channel then maps every pixel to its palette entry.

use std::io::Write as _;
use std::sync::{LazyLock, Mutex};

use flate2::write::ZlibEncoder;
use flate2::{Compression, Crc};

use resvg::tiny_skia::Pixmap;

use super::{board, help, pieces, PieceStyle, RenderError, RenderOptions};
use washogi_rules::{usi, Position, Variant};

const BITS: u32 = 6;
const UNKNOWN: u8 = 0;
/// Entry + 1 for each colour key (0 = not looked up yet).
static LOOKUP: LazyLock<Mutex<Vec<u8>>> =
    LazyLock::new(|| Mutex::new(vec![UNKNOWN; 1 << (3 * BITS)]));

/// The palette: up to 255 colours (entry + 1 must fit in a byte).
static PALETTE: LazyLock<Vec<[u8; 3]>> = LazyLock::new(build_palette);

fn key(r: u8, g: u8, b: u8) -> usize {
    let s = 8 - BITS;
    ((r as usize >> s) << (2 * BITS)) | ((g as usize >> s) << BITS) | (b as usize >> s)
}

/// Sample pictures holding every colour the pictures use: both styles, both plate
/// states, highlights, check, hands with counts, and a help diagram with a jump.
/// (Layouts differ in geometry, not in colours.) Few samples keep the first
/// picture quick: each needs its piece sprites drawn.
fn samples() -> Vec<Pixmap> {
    let mut out = Vec::new();
    let cases = [
        (
            "wa-drops",
            "1mlc1kwg2o/he2sv2+Ff1/ppp2pp2pp/4p6/1X9/11/11/7P3/P3Px2PPP/2G2S2MEH/ODU1W1K+pL2 b RUD3Prvc4p 41",
            "4j4k+",
            PieceStyle::Kanji,
        ),
        (
            "shogi",
            "ln1gk2nl/1r1s1+R3/p1ppp1b1p/6p2/1p7/2P6/PP1PPPPPP/1B5S1/LNSGKG1NL w GSPp 20",
            "3b4b",
            PieceStyle::Latin,
        ),
    ];
    for (id, sfen, mv, style) in cases {
        let Some(v) = Variant::by_id(id) else {
            continue;
        };
        let pos = Position::from_sfen(v, sfen).unwrap_or_else(|_| Position::start(v));
        let opts = RenderOptions {
            flipped: style == PieceStyle::Latin,
            style,
            last_move: usi::parse_usi(v, mv).ok(),
            sente_name: Some("Sample Player".into()),
            gote_name: None,
        };
        out.extend(board::draw(&pos, &opts).ok());
        if let Some(knight) = v.kind_by_letter('N', false) {
            out.extend(help::draw(v, knight, PieceStyle::Kanji).ok());
        }
    }
    out
}

/// Median cut over the samples' colours (counted in 6-bit bins, each bin at its
/// mean colour). Boxes are weighted by the square root of their pixel counts, so
/// that small but important colours (red labels, highlights, text) keep entries.
fn build_palette() -> Vec<[u8; 3]> {
    let mut sums = vec![[0u64; 4]; 1 << (3 * BITS)];
    for p in samples() {
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
            (
                [(s[0] / n) as u8, (s[1] / n) as u8, (s[2] / n) as u8],
                (n as f64).sqrt(),
            )
        })
        .collect();
    if colours.is_empty() {
        return vec![[0, 0, 0]];
    }
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

/// Colours that cover few pixels but must come out exactly: the last-move and
/// check washes over the board's wood (at nine heights of its gradient), the wood
/// itself, and the inks.
fn key_colours() -> Vec<[u8; 3]> {
    let hex = |h: &str| {
        let v = u32::from_str_radix(h.trim_start_matches('#'), 16).unwrap_or(0);
        [(v >> 16) as u8, (v >> 8) as u8, v as u8]
    };
    let kaya: Vec<[u8; 3]> = board::KAYA.iter().map(|h| hex(h)).collect();
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
            blend(board::LAST_MOVE, wood),
            blend(board::CHECK, wood),
        ]);
    }
    out.extend([hex(pieces::INK), hex(pieces::RED), [255, 255, 255]]);
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

fn nearest(palette: &[[u8; 3]], r: u8, g: u8, b: u8) -> u8 {
    let mut best = (u32::MAX, 0);
    for (i, p) in palette.iter().enumerate() {
        let dr = p[0] as i32 - r as i32;
        let dg = p[1] as i32 - g as i32;
        let db = p[2] as i32 - b as i32;
        let d = (3 * dr * dr + 4 * dg * dg + 2 * db * db) as u32;
        if d < best.0 {
            best = (d, i);
        }
    }
    best.1 as u8
}

/// Encode an opaque pixmap as an indexed PNG with the shared palette.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let palette = &*PALETTE;
    let (w, h) = (pixmap.width(), pixmap.height());
    let mut indices = Vec::with_capacity((w * h) as usize);
    {
        let mut lookup = LOOKUP.lock().unwrap_or_else(|e| e.into_inner());
        for px in pixmap.pixels() {
            // Every picture starts from an opaque fill: premultiplied is straight.
            let (r, g, b) = (px.red(), px.green(), px.blue());
            let k = key(r, g, b);
            let mut e = lookup[k];
            if e == UNKNOWN {
                let s = 8 - BITS;
                let half = 1u8 << (s - 1);
                e = nearest(
                    palette,
                    (r >> s << s) | half,
                    (g >> s << s) | half,
                    (b >> s << s) | half,
                ) + 1;
                lookup[k] = e;
            }
            indices.push(e - 1);
        }
    }
    write_png(w, h, palette, &indices)
}

/// Deflate level: 4 compresses within 7 % of level 6 in about 60 % of the time.
const LEVEL: u32 = 4;

/// A minimal PNG writer for 8-bit indexed images (IHDR, PLTE, IDAT, IEND), so the
/// deflate level can be chosen. Palette indices are not magnitudes, so every row
/// uses filter 0 (none).
fn write_png(w: u32, h: u32, palette: &[[u8; 3]], indices: &[u8]) -> Result<Vec<u8>, RenderError> {
    let err = |e: std::io::Error| RenderError::Encode(e.to_string());
    let mut z = ZlibEncoder::new(Vec::with_capacity(64 * 1024), Compression::new(LEVEL));
    for row in indices.chunks_exact(w as usize) {
        z.write_all(&[0]).map_err(err)?;
        z.write_all(row).map_err(err)?;
    }
    let idat = z.finish().map_err(err)?;
    let mut out = Vec::with_capacity(idat.len() + 1024);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, filter method 0, no interlace.
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &palette.concat());
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = Crc::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.sum().to_be_bytes());
}
