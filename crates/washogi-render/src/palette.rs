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
pub static PALETTE: [[u8; 3]; 254] = [
    [27, 20, 14], [27, 21, 16], [31, 21, 14], [37, 27, 18], [44, 30, 21], [47, 34, 24],
    [52, 37, 25], [55, 39, 28], [57, 40, 24], [58, 43, 31], [61, 44, 31], [62, 44, 32],
    [65, 46, 24], [65, 55, 41], [70, 57, 43], [71, 51, 30], [78, 66, 48], [80, 70, 55],
    [83, 58, 35], [85, 55, 24], [88, 73, 53], [91, 64, 33], [92, 67, 39], [92, 77, 62],
    [97, 69, 39], [98, 74, 39], [98, 76, 49], [99, 71, 42], [100, 77, 44], [100, 86, 64],
    [102, 80, 48], [103, 57, 31], [103, 74, 41], [103, 79, 46], [105, 91, 72], [108, 83, 52],
    [109, 77, 46], [110, 83, 42], [117, 91, 56], [117, 97, 68], [117, 102, 82], [119, 90, 49],
    [122, 65, 37], [124, 44, 26], [126, 101, 45], [127, 97, 55], [127, 100, 65], [127, 112, 90],
    [129, 111, 81], [132, 119, 101], [136, 116, 84], [138, 109, 47], [139, 111, 70], [140, 95, 50],
    [140, 106, 57], [140, 108, 63], [141, 127, 109], [142, 124, 91], [145, 127, 51], [145, 130, 110],
    [148, 116, 71], [148, 133, 106], [149, 52, 32], [149, 111, 58], [150, 69, 39], [151, 114, 65],
    [153, 36, 24], [153, 123, 79], [156, 117, 64], [157, 136, 54], [158, 131, 89], [159, 140, 106],
    [159, 143, 118], [160, 124, 68], [160, 126, 75], [162, 149, 131], [164, 152, 60], [168, 141, 102],
    [169, 127, 62], [169, 138, 90], [170, 131, 72], [170, 133, 77], [170, 146, 105], [170, 150, 114],
    [171, 54, 32], [172, 157, 135], [175, 85, 73], [175, 149, 103], [177, 157, 119], [177, 163, 64],
    [178, 94, 53], [178, 138, 69], [178, 141, 84], [179, 70, 40], [179, 163, 137], [180, 142, 77],
    [180, 151, 81], [180, 155, 108], [181, 144, 82], [182, 148, 91], [182, 168, 65], [182, 168, 67],
    [184, 171, 68], [185, 142, 72], [185, 167, 66], [185, 169, 71], [185, 173, 71], [186, 110, 65],
    [186, 146, 81], [186, 156, 100], [186, 175, 74], [187, 152, 93], [187, 153, 101], [188, 157, 102],
    [188, 169, 131], [188, 177, 77], [189, 180, 80], [190, 158, 103], [190, 162, 111], [190, 176, 152],
    [190, 182, 83], [191, 39, 28], [191, 132, 106], [192, 34, 27], [192, 161, 103], [192, 174, 135],
    [192, 184, 86], [193, 168, 121], [193, 186, 89], [194, 167, 133], [195, 176, 136], [196, 156, 89],
    [196, 166, 109], [197, 152, 71], [197, 176, 152], [198, 57, 38], [200, 179, 138], [201, 162, 94],
    [202, 154, 77], [203, 168, 103], [203, 187, 157], [204, 68, 41], [204, 155, 79], [204, 156, 79],
    [204, 156, 82], [204, 170, 131], [205, 182, 134], [205, 190, 157], [206, 76, 48], [206, 171, 108],
    [206, 180, 129], [207, 91, 69], [207, 185, 138], [208, 175, 111], [209, 110, 73], [209, 163, 87],
    [210, 86, 49], [210, 161, 108], [210, 196, 171], [211, 130, 90], [211, 177, 112], [212, 97, 55],
    [212, 167, 93], [212, 190, 143], [214, 181, 116], [214, 196, 157], [215, 107, 61], [215, 115, 75],
    [216, 170, 94], [217, 137, 104], [217, 173, 97], [217, 186, 123], [217, 204, 175], [218, 123, 70],
    [218, 124, 69], [218, 175, 100], [219, 174, 96], [219, 200, 176], [220, 127, 73], [221, 175, 96],
    [221, 179, 105], [221, 192, 134], [222, 130, 77], [222, 177, 99], [223, 133, 80], [224, 179, 101],
    [224, 180, 102], [225, 135, 84], [225, 163, 119], [225, 179, 64], [225, 181, 104], [225, 184, 108],
    [227, 138, 87], [227, 184, 108], [227, 186, 111], [227, 193, 132], [227, 215, 190], [228, 141, 91],
    [228, 195, 131], [228, 201, 152], [229, 178, 131], [229, 188, 113], [229, 189, 113], [229, 194, 130],
    [230, 143, 94], [230, 190, 117], [230, 192, 117], [230, 194, 123], [230, 197, 133], [231, 205, 153],
    [232, 146, 98], [232, 192, 118], [232, 193, 119], [232, 194, 120], [232, 202, 141], [233, 199, 134],
    [233, 213, 176], [233, 213, 196], [234, 197, 125], [234, 203, 142], [234, 208, 157], [235, 197, 125],
    [235, 210, 156], [236, 200, 129], [237, 202, 131], [237, 209, 149], [237, 219, 177], [238, 204, 134],
    [238, 206, 139], [238, 223, 192], [239, 214, 158], [239, 217, 165], [240, 206, 136], [241, 209, 140],
    [241, 229, 204], [242, 210, 142], [242, 220, 176], [243, 223, 179], [244, 221, 168], [244, 225, 186],
    [245, 196, 69], [245, 198, 76], [245, 225, 175], [246, 229, 188], [247, 207, 98], [248, 231, 188],
    [249, 232, 182], [249, 233, 197], [250, 236, 200], [250, 238, 216], [251, 223, 141], [251, 239, 207],
    [254, 252, 247], [255, 255, 255],
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
