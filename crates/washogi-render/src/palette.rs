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
pub static PALETTE: [[u8; 3]; 255] = [
    [27, 21, 16], [29, 21, 15], [29, 90, 177], [40, 28, 20], [40, 100, 183], [45, 32, 22],
    [47, 97, 172], [51, 35, 22], [52, 37, 26], [56, 40, 28], [59, 40, 20], [60, 42, 30],
    [60, 44, 32], [61, 44, 31], [61, 83, 121], [62, 99, 154], [62, 119, 195], [63, 118, 192],
    [66, 56, 42], [66, 118, 188], [66, 122, 197], [68, 125, 201], [69, 65, 64], [69, 127, 204],
    [70, 53, 35], [71, 51, 27], [73, 59, 43], [78, 66, 48], [79, 70, 53], [80, 68, 51],
    [80, 70, 53], [87, 56, 26], [87, 75, 55], [87, 117, 169], [89, 127, 178], [90, 65, 37],
    [91, 79, 64], [92, 64, 34], [97, 72, 39], [98, 75, 46], [100, 76, 42], [101, 73, 40],
    [102, 80, 48], [102, 89, 69], [105, 58, 31], [106, 79, 47], [106, 140, 180], [109, 77, 39],
    [110, 88, 58], [112, 80, 48], [112, 97, 74], [114, 87, 51], [115, 89, 44], [117, 127, 157],
    [120, 93, 58], [122, 108, 86], [125, 66, 36], [125, 101, 69], [126, 98, 60], [126, 112, 129],
    [129, 158, 189], [130, 48, 27], [130, 95, 49], [133, 102, 56], [134, 110, 73], [134, 111, 49],
    [134, 117, 89], [136, 123, 104], [143, 108, 58], [143, 152, 156], [145, 114, 70], [145, 130, 110],
    [147, 141, 122], [148, 123, 104], [149, 66, 37], [149, 125, 88], [149, 131, 112], [150, 111, 61],
    [151, 129, 117], [152, 35, 24], [153, 136, 104], [154, 108, 68], [154, 128, 54], [155, 123, 75],
    [156, 53, 30], [156, 142, 118], [158, 122, 68], [160, 132, 88], [163, 137, 102], [164, 74, 49],
    [165, 143, 105], [168, 146, 109], [168, 150, 119], [168, 152, 130], [168, 155, 61], [171, 65, 37],
    [171, 130, 66], [171, 138, 88], [172, 133, 76], [172, 164, 145], [174, 176, 168], [175, 98, 54],
    [178, 164, 140], [179, 158, 118], [180, 140, 75], [180, 143, 84], [180, 147, 91], [180, 154, 106],
    [181, 164, 70], [182, 89, 77], [182, 164, 129], [182, 168, 65], [184, 149, 89], [184, 164, 120],
    [184, 171, 68], [185, 167, 66], [185, 173, 71], [186, 45, 29], [186, 155, 76], [186, 175, 74],
    [187, 152, 92], [188, 177, 77], [189, 169, 132], [189, 180, 80], [190, 65, 25], [190, 150, 102],
    [190, 157, 98], [190, 182, 83], [191, 170, 129], [192, 34, 27], [192, 158, 104], [192, 161, 104],
    [192, 173, 132], [192, 184, 86], [193, 63, 40], [193, 186, 89], [194, 160, 129], [194, 165, 111],
    [195, 80, 57], [195, 179, 147], [196, 163, 106], [199, 159, 91], [200, 153, 74], [200, 177, 131],
    [202, 77, 58], [202, 168, 107], [202, 172, 116], [203, 189, 165], [204, 68, 35], [204, 155, 79],
    [204, 156, 79], [205, 91, 62], [205, 130, 69], [205, 156, 82], [205, 182, 135], [205, 190, 157],
    [206, 187, 146], [207, 129, 86], [208, 161, 85], [209, 77, 42], [209, 111, 75], [209, 164, 89],
    [211, 177, 115], [212, 165, 90], [212, 173, 101], [213, 144, 74], [213, 181, 117], [213, 185, 128],
    [214, 168, 93], [214, 197, 168], [215, 94, 54], [216, 105, 58], [216, 112, 67], [216, 173, 97],
    [216, 174, 101], [216, 192, 145], [217, 171, 93], [218, 124, 69], [218, 142, 102], [218, 174, 96],
    [218, 176, 100], [218, 188, 126], [220, 127, 73], [220, 177, 102], [220, 205, 179], [221, 89, 41],
    [221, 173, 126], [221, 175, 96], [222, 130, 77], [222, 177, 98], [222, 179, 104], [223, 133, 80],
    [223, 158, 114], [223, 192, 128], [223, 200, 149], [224, 180, 102], [224, 205, 163], [225, 135, 84],
    [225, 179, 64], [225, 182, 106], [225, 185, 112], [226, 122, 65], [227, 133, 78], [227, 138, 87],
    [227, 184, 108], [227, 186, 113], [228, 141, 91], [229, 188, 113], [229, 189, 113], [229, 193, 125],
    [230, 93, 38], [230, 143, 94], [230, 190, 117], [230, 195, 131], [231, 154, 88], [231, 192, 118],
    [232, 96, 43], [232, 97, 43], [232, 146, 98], [232, 172, 104], [232, 179, 128], [232, 193, 119],
    [233, 106, 55], [233, 196, 123], [233, 201, 150], [234, 100, 48], [234, 198, 128], [234, 202, 142],
    [235, 197, 125], [235, 199, 128], [235, 201, 133], [235, 208, 153], [236, 200, 129], [236, 206, 148],
    [237, 200, 125], [237, 202, 131], [237, 203, 136], [237, 211, 156], [238, 217, 172], [240, 206, 136],
    [240, 208, 139], [241, 209, 141], [241, 215, 156], [241, 217, 163], [242, 210, 142], [243, 222, 173],
    [244, 227, 187], [245, 196, 69], [245, 226, 177], [247, 235, 205], [248, 233, 197], [250, 234, 187],
    [252, 239, 211], [252, 249, 244], [255, 255, 255],
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
