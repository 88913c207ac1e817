//! Pre-drawn pictures put into a frame: plain row copies for opaque ones, and a
//! source-over blend for sprites with transparent parts, computed exactly as
//! tiny-skia's `draw_pixmap` does (so a frame is the same, pixel for pixel, as one
//! drawn with it), only without its general pipeline: about ten times faster.

use resvg::tiny_skia::Pixmap;

/// A pre-drawn picture with transparent parts (a piece, a badge, a mark), with the
/// span of each row that holds something, so that the empty corners cost nothing.
pub struct Sprite {
    pixmap: Pixmap,
    /// Per row: the first and one past the last column that is not transparent
    /// (equal when the row is empty).
    spans: Vec<(u32, u32)>,
}

impl Sprite {
    pub fn new(pixmap: Pixmap) -> Sprite {
        let w = pixmap.width() as usize;
        let spans = pixmap
            .pixels()
            .chunks_exact(w)
            .map(|row| {
                let first = row.iter().position(|p| p.alpha() != 0);
                let last = row.iter().rposition(|p| p.alpha() != 0);
                match (first, last) {
                    (Some(a), Some(b)) => (a as u32, b as u32 + 1),
                    _ => (0, 0),
                }
            })
            .collect();
        Sprite { pixmap, spans }
    }

    #[cfg(test)]
    pub fn pixmap(&self) -> &Pixmap {
        &self.pixmap
    }

    /// Blend the sprite over `frame` with its top-left corner at (x, y).
    pub fn draw(&self, frame: &mut Pixmap, x: i32, y: i32) {
        let Some(clip) = Clip::new(frame, &self.pixmap, x, y) else {
            return;
        };
        let fw = frame.width() as usize;
        let sw = self.pixmap.width() as usize;
        let src = self.pixmap.data();
        let dst = frame.data_mut();
        for row in clip.rows() {
            let (first, end) = self.spans[row];
            let first = (first as usize).max(clip.col0);
            let end = (end as usize).min(clip.col1);
            if first >= end {
                continue;
            }
            let dy = (row as i64 + y as i64) as usize;
            let s = &src[(row * sw + first) * 4..(row * sw + end) * 4];
            let d0 = (dy * fw + (first as i64 + x as i64) as usize) * 4;
            let d = &mut dst[d0..d0 + s.len()];
            for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
                source_over(sp, dp);
            }
        }
    }
}

/// Copy an opaque picture into `frame` with its top-left corner at (x, y).
pub fn copy(frame: &mut Pixmap, src: &Pixmap, x: i32, y: i32) {
    let Some(clip) = Clip::new(frame, src, x, y) else {
        return;
    };
    let fw = frame.width() as usize;
    let sw = src.width() as usize;
    let dst = frame.data_mut();
    let data = src.data();
    for row in clip.rows() {
        let dy = (row as i64 + y as i64) as usize;
        let dx = (clip.col0 as i64 + x as i64) as usize;
        let n = (clip.col1 - clip.col0) * 4;
        let s0 = (row * sw + clip.col0) * 4;
        let d0 = (dy * fw + dx) * 4;
        dst[d0..d0 + n].copy_from_slice(&data[s0..s0 + n]);
    }
}

/// The part of a picture at (x, y) that lies inside the frame, in the picture's
/// own rows and columns.
struct Clip {
    row0: usize,
    row1: usize,
    col0: usize,
    col1: usize,
}

impl Clip {
    fn new(frame: &Pixmap, src: &Pixmap, x: i32, y: i32) -> Option<Clip> {
        let (x, y) = (x as i64, y as i64);
        let col0 = (-x).max(0);
        let row0 = (-y).max(0);
        let col1 = (src.width() as i64).min(frame.width() as i64 - x);
        let row1 = (src.height() as i64).min(frame.height() as i64 - y);
        (col0 < col1 && row0 < row1).then_some(Clip {
            row0: row0 as usize,
            row1: row1 as usize,
            col0: col0 as usize,
            col1: col1 as usize,
        })
    }

    fn rows(&self) -> std::ops::Range<usize> {
        self.row0..self.row1
    }
}

/// One premultiplied RGBA pixel over another, as tiny-skia's high-precision
/// pipeline computes it: channels as f32 in 0..=1, `d × (1 − sa) + s`, clamped,
/// scaled to 255 and rounded half to even.
#[inline]
fn source_over(s: &[u8], d: &mut [u8]) {
    match s[3] {
        0 => {}
        255 => d.copy_from_slice(s),
        a => {
            const FACTOR: f32 = 1.0 / 255.0;
            let inv = 1.0 - a as f32 * FACTOR;
            for i in 0..4 {
                let v = d[i] as f32 * FACTOR * inv + s[i] as f32 * FACTOR;
                d[i] = round_half_even(v.clamp(0.0, 1.0) * 255.0);
            }
        }
    }
}

/// Round a value in 0..=255 to the nearest integer, ties to even, as the SIMD
/// conversion does: adding and taking away 2^23 leaves no fraction bits.
#[inline]
fn round_half_even(v: f32) -> u8 {
    const MAGIC: f32 = 8_388_608.0;
    ((v + MAGIC) - MAGIC) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{PixmapPaint, PremultipliedColorU8, Transform};

    /// Every premultiplied source pixel over every destination value gives what
    /// tiny-skia's `draw_pixmap` gives.
    #[test]
    fn blending_matches_tiny_skia_exactly() {
        // Source: column = colour value, row = alpha (colour ≤ alpha, premultiplied).
        let mut src = Pixmap::new(256, 256).unwrap();
        for (i, px) in src.pixels_mut().iter_mut().enumerate() {
            let (c, a) = ((i % 256) as u8, (i / 256) as u8);
            let c = c.min(a);
            let g = c / 2;
            let b = a - c;
            *px = PremultipliedColorU8::from_rgba(c, g, b, a).unwrap();
        }
        let sprite = Sprite::new(src.clone());
        for d in 0..=255u8 {
            for da in [255u8, d.max(200), d] {
                let (r, g, b) = (d.min(da), (255 - d).min(da), d.wrapping_mul(7).min(da));
                let under = PremultipliedColorU8::from_rgba(r, g, b, da).unwrap();
                let mut expected = Pixmap::new(256, 256).unwrap();
                expected.pixels_mut().fill(under);
                let mut ours = expected.clone();
                expected.draw_pixmap(
                    0,
                    0,
                    src.as_ref(),
                    &PixmapPaint::default(),
                    Transform::identity(),
                    None,
                );
                sprite.draw(&mut ours, 0, 0);
                assert!(expected.data() == ours.data(), "over {r} {g} {b} {da}");
            }
        }
    }

    /// A sprite partly outside the frame is cut at its edge: the frame holds what
    /// a larger frame would hold there. (tiny-skia's `draw_pixmap` pads such a
    /// sprite by a pixel, so it is drawn inside a larger frame here.)
    #[test]
    fn sprites_are_clipped_at_the_frame_edges() {
        let mut src = Pixmap::new(4, 3).unwrap();
        src.fill(resvg::tiny_skia::Color::from_rgba8(10, 20, 30, 255));
        src.pixels_mut()[5] = PremultipliedColorU8::from_rgba(1, 2, 3, 100).unwrap();
        let sprite = Sprite::new(src.clone());
        for (x, y) in [(-2, -1), (8, 5), (-4, 0), (10, 6), (0, -3), (3, 2)] {
            let mut large = Pixmap::new(30, 26).unwrap();
            let paint = PixmapPaint::default();
            large.draw_pixmap(
                x + 10,
                y + 10,
                src.as_ref(),
                &paint,
                Transform::identity(),
                None,
            );
            let expected = large
                .clone_rect(resvg::tiny_skia::IntRect::from_xywh(10, 10, 10, 6).unwrap())
                .unwrap();
            let mut ours = Pixmap::new(10, 6).unwrap();
            sprite.draw(&mut ours, x, y);
            assert!(expected.data() == ours.data(), "at {x},{y}");
            let mut opaque = src.clone();
            opaque.pixels_mut()[5] = PremultipliedColorU8::from_rgba(1, 2, 3, 255).unwrap();
            let mut large = Pixmap::new(30, 26).unwrap();
            large.draw_pixmap(
                x + 10,
                y + 10,
                opaque.as_ref(),
                &paint,
                Transform::identity(),
                None,
            );
            let mut copied = Pixmap::new(10, 6).unwrap();
            copy(&mut copied, &opaque, x, y);
            let expected = large
                .clone_rect(resvg::tiny_skia::IntRect::from_xywh(10, 10, 10, 6).unwrap())
                .unwrap();
            assert!(expected.data() == copied.data(), "copied at {x},{y}");
        }
    }
}
