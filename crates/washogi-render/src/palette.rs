//! The pictures' one fixed palette, and the colour → palette index lookup.
//!
//! The pictures use few colours (wood, ink, red, a few highlights; the rest is
//! anti-aliasing between them), so an indexed PNG looks the same as a true-colour one
//! at a third of the data. The palette was made once by median cut over sample
//! pictures of every layout and style, with the key colours (the wood under the
//! last-move and check washes, the inks) exact; it is fixed here so that nothing is
//! built at start and every picture, PNG or a future GIF frame, shares it. To make a
//! new one after a change of colours: `cargo test -p washogi-render --lib
//! print_new_palette -- --ignored --nocapture` (see `palette_gen.rs`).
//!
//! A colour is looked up by its top six bits per channel. The table is filled lazily
//! (the nearest palette entry to the bin's centre, computed the first time a bin is
//! seen), without a lock: each entry is an atomic byte, and two threads that fill
//! the same entry at once write the same value.

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

use resvg::tiny_skia::Pixmap;

/// Bits per channel of a lookup key.
const BITS: u32 = 6;
const KEYS: usize = 1 << (3 * BITS);
/// A lookup entry not filled yet; filled entries hold the palette index + 1.
const UNKNOWN: u8 = 0;

/// Palette index + 1 for each 6-bit colour key, filled on first use.
static LOOKUP: [AtomicU8; KEYS] = [const { AtomicU8::new(UNKNOWN) }; KEYS];

/// The palette, sorted; at most 255 entries so that index + 1 fits in a byte (and
/// index 255 stays free, e.g. for a GIF's transparent colour).
#[rustfmt::skip]
pub static PALETTE: [[u8; 3]; 250] = [
    [27, 21, 16], [28, 20, 14], [32, 93, 179], [38, 27, 19], [43, 85, 150], [44, 30, 21],
    [44, 104, 185], [48, 34, 23], [52, 37, 26], [55, 115, 197], [56, 39, 20], [56, 40, 28],
    [60, 44, 32], [61, 43, 30], [63, 118, 192], [64, 55, 42], [65, 111, 175], [66, 122, 197],
    [67, 44, 21], [67, 119, 187], [67, 125, 201], [68, 53, 37], [68, 58, 45], [68, 125, 201],
    [71, 52, 27], [73, 104, 153], [74, 69, 61], [74, 91, 117], [76, 62, 45], [80, 68, 52],
    [80, 70, 54], [87, 57, 26], [89, 75, 55], [91, 66, 37], [92, 64, 34], [92, 80, 63],
    [97, 72, 39], [99, 76, 46], [100, 76, 42], [101, 74, 41], [102, 80, 48], [102, 132, 175],
    [105, 62, 33], [105, 90, 69], [106, 80, 49], [106, 81, 56], [108, 78, 40], [109, 80, 51],
    [110, 79, 45], [110, 97, 79], [111, 85, 48], [112, 133, 154], [116, 90, 57], [121, 89, 47],
    [122, 109, 87], [123, 101, 70], [124, 153, 186], [126, 66, 36], [126, 97, 61], [126, 117, 103],
    [128, 97, 50], [130, 49, 27], [130, 110, 81], [131, 124, 122], [133, 102, 56], [134, 107, 68],
    [134, 111, 49], [134, 114, 81], [135, 120, 92], [139, 139, 129], [141, 142, 146], [143, 109, 59],
    [143, 128, 108], [144, 114, 73], [147, 132, 107], [149, 113, 65], [150, 126, 89], [151, 34, 23],
    [151, 150, 138], [153, 115, 64], [153, 129, 54], [153, 153, 142], [154, 150, 137], [155, 52, 29],
    [155, 156, 146], [156, 123, 76], [157, 75, 43], [157, 159, 149], [158, 66, 37], [158, 129, 103],
    [159, 123, 68], [159, 162, 153], [160, 156, 141], [161, 132, 88], [161, 140, 103], [161, 164, 157],
    [162, 81, 61], [162, 146, 119], [162, 167, 161], [164, 170, 164], [165, 173, 168], [167, 144, 105],
    [169, 156, 61], [171, 172, 162], [172, 131, 65], [172, 134, 76], [172, 139, 89], [173, 150, 109],
    [175, 165, 142], [176, 162, 135], [179, 159, 119], [180, 104, 63], [180, 147, 91], [181, 141, 74],
    [181, 143, 82], [181, 155, 107], [182, 161, 72], [182, 168, 65], [184, 149, 90], [184, 171, 68],
    [185, 76, 50], [185, 167, 66], [185, 173, 71], [186, 43, 29], [186, 175, 74], [188, 64, 26],
    [188, 150, 102], [188, 167, 125], [188, 177, 77], [189, 153, 91], [189, 158, 75], [189, 180, 80],
    [190, 157, 99], [190, 158, 100], [190, 171, 131], [190, 182, 83], [191, 61, 37], [191, 158, 126],
    [191, 159, 103], [192, 34, 27], [192, 175, 141], [192, 184, 86], [193, 163, 108], [193, 186, 89],
    [199, 175, 127], [200, 168, 107], [200, 171, 115], [200, 187, 164], [201, 154, 74], [201, 160, 90],
    [201, 181, 141], [203, 155, 79], [204, 86, 62], [204, 156, 79], [205, 156, 82], [205, 190, 157],
    [206, 70, 33], [207, 75, 44], [208, 185, 137], [209, 129, 69], [209, 162, 86], [210, 172, 103],
    [210, 177, 117], [211, 108, 61], [211, 111, 80], [211, 165, 90], [212, 128, 90], [212, 166, 92],
    [212, 191, 148], [213, 180, 117], [213, 196, 167], [214, 168, 93], [214, 173, 101], [215, 95, 54],
    [216, 148, 101], [216, 173, 97], [216, 188, 131], [217, 171, 93], [217, 174, 127], [218, 124, 69],
    [218, 174, 96], [218, 176, 100], [218, 201, 176], [219, 88, 42], [220, 127, 73], [220, 177, 102],
    [221, 175, 96], [222, 130, 77], [222, 160, 115], [222, 177, 98], [222, 179, 104], [223, 133, 80],
    [223, 185, 114], [223, 193, 132], [223, 201, 151], [223, 206, 167], [223, 211, 184], [224, 180, 102],
    [224, 187, 116], [225, 110, 59], [225, 135, 84], [225, 179, 64], [225, 182, 106], [227, 138, 87],
    [227, 184, 108], [228, 141, 91], [228, 186, 112], [229, 127, 71], [229, 188, 113], [229, 189, 113],
    [230, 93, 38], [230, 143, 94], [230, 191, 117], [230, 195, 128], [231, 154, 88], [231, 186, 124],
    [232, 96, 43], [232, 146, 98], [232, 171, 103], [232, 177, 129], [232, 193, 119], [234, 100, 48],
    [234, 197, 125], [234, 202, 142], [234, 204, 149], [235, 197, 125], [235, 199, 128], [236, 201, 130],
    [236, 203, 136], [236, 209, 153], [237, 202, 131], [237, 211, 156], [238, 216, 172], [240, 206, 136],
    [240, 208, 139], [241, 209, 141], [241, 215, 156], [241, 217, 164], [242, 210, 142], [243, 222, 173],
    [244, 227, 187], [245, 196, 69], [245, 226, 177], [247, 207, 98], [248, 232, 196], [248, 236, 206],
    [250, 234, 187], [252, 239, 212], [252, 249, 244], [255, 255, 255],
];

fn key(r: u8, g: u8, b: u8) -> usize {
    let s = 8 - BITS;
    ((r as usize >> s) << (2 * BITS)) | ((g as usize >> s) << BITS) | (b as usize >> s)
}

/// The palette entry nearest to a colour, searching the whole palette.
#[cfg(test)]
pub(crate) fn nearest(palette: &[[u8; 3]], r: u8, g: u8, b: u8) -> u8 {
    nearest_of(palette.iter().copied(), r, g, b) as u8
}

/// The palette index for a colour: that of its 6-bit bin.
#[inline]
pub fn index_of(r: u8, g: u8, b: u8) -> u8 {
    let k = key(r, g, b);
    match LOOKUP[k].load(Ordering::Relaxed) {
        UNKNOWN => fill(k, r, g, b),
        e => e - 1,
    }
}

/// Find and keep the index of a colour key seen for the first time.
#[cold]
fn fill(k: usize, r: u8, g: u8, b: u8) -> u8 {
    let s = 8 - BITS;
    let half = 1u8 << (s - 1);
    let (r, g, b) = (
        (r >> s << s) | half,
        (g >> s << s) | half,
        (b >> s << s) | half,
    );
    let cell = candidates(cell_of(r, g, b));
    let i = cell[nearest_of(cell.iter().map(|&i| PALETTE[i as usize]), r, g, b)];
    LOOKUP[k].store(i + 1, Ordering::Relaxed);
    i
}

/// Bits per channel of the cells that narrow down the search for a nearest colour.
const CELL_BITS: u32 = 3;

fn cell_of(r: u8, g: u8, b: u8) -> usize {
    let s = 8 - CELL_BITS;
    ((r as usize >> s) << (2 * CELL_BITS)) | ((g as usize >> s) << CELL_BITS) | (b as usize >> s)
}

/// For each cell of colours, the palette entries that can be the nearest to a
/// colour in it, in palette order: those no further from the cell than the
/// nearest entry's furthest point. Found for a cell when a colour in it is first
/// looked up; a search then looks at a dozen entries rather than all.
static CANDIDATES: [OnceLock<Box<[u8]>>; 1 << (3 * CELL_BITS)] =
    [const { OnceLock::new() }; 1 << (3 * CELL_BITS)];

fn candidates(cell: usize) -> &'static [u8] {
    CANDIDATES[cell].get_or_init(|| {
        let size = 1i32 << (8 - CELL_BITS);
        let lo = |shift: u32| ((cell >> shift) as i32 & ((1 << CELL_BITS) - 1)) * size;
        let lows = [lo(2 * CELL_BITS), lo(CELL_BITS), lo(0)];
        // The nearest and the furthest distance from each entry to the cell.
        let spans: Vec<(u32, u32)> = PALETTE
            .iter()
            .map(|p| {
                let (mut near, mut far) = ([0i32; 3], [0i32; 3]);
                for c in 0..3 {
                    let (l, h, v) = (lows[c], lows[c] + size - 1, p[c] as i32);
                    near[c] = (l - v).max(v - h).max(0);
                    far[c] = (v - l).abs().max((v - h).abs());
                }
                (distance(near), distance(far))
            })
            .collect();
        let limit = spans.iter().map(|s| s.1).min().unwrap_or(0);
        (0..PALETTE.len() as u8)
            .filter(|&i| spans[i as usize].0 <= limit)
            .collect()
    })
}

/// The weighted distance used to match colours: green counts most, blue least,
/// roughly as the eye sees differences.
fn distance([dr, dg, db]: [i32; 3]) -> u32 {
    (3 * dr * dr + 4 * dg * dg + 2 * db * db) as u32
}

/// Position in `entries` of the entry nearest to a colour (the first of equals).
fn nearest_of(entries: impl Iterator<Item = [u8; 3]>, r: u8, g: u8, b: u8) -> usize {
    let mut best = (u32::MAX, 0);
    for (i, p) in entries.enumerate() {
        let d = distance([
            p[0] as i32 - r as i32,
            p[1] as i32 - g as i32,
            p[2] as i32 - b as i32,
        ]);
        if d < best.0 {
            best = (d, i);
        }
    }
    best.1
}

/// Palette indices of an opaque pixmap, row by row.
pub fn quantize(pixmap: &Pixmap) -> Vec<u8> {
    let mut out = vec![0; pixmap.pixels().len()];
    quantize_rect(pixmap, (0, 0, pixmap.width(), pixmap.height()), &mut out);
    out
}

/// Put the palette indices of the part `(x, y, w, h)` of an opaque pixmap into
/// `indices`, which holds the whole pixmap's, row by row.
pub fn quantize_rect(pixmap: &Pixmap, (x, y, w, h): (u32, u32, u32, u32), indices: &mut [u8]) {
    let pw = pixmap.width() as usize;
    let (x, y, w, h) = (x as usize, y as usize, w as usize, h as usize);
    let data = pixmap.data();
    for row in y..y + h {
        let start = row * pw + x;
        // Every picture starts from an opaque fill, so premultiplied is straight.
        let rgba = &data[start * 4..(start + w) * 4];
        // Rows of the table and the wood are long runs of one colour.
        let mut last: Option<(&[u8], u8)> = None;
        for (px, i) in rgba.chunks_exact(4).zip(&mut indices[start..start + w]) {
            *i = match last {
                Some((p, index)) if p == px => index,
                _ => index_of(px[0], px[1], px[2]),
            };
            last = Some((px, *i));
        }
    }
}
