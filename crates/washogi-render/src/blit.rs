//! Pre-drawn pictures put into a frame: plain row copies for opaque ones, and a
//! source-over blend for sprites with transparent parts, computed exactly as
//! tiny-skia's `draw_pixmap` does (so a frame is the same, pixel for pixel, as one
//! drawn with it), only without its general pipeline: about ten times faster.
//!
//! A [`Canvas`] keeps the frame's palette indices beside its pixels: a part's
//! opaque pixels bring their indices with them (found once, when the part was
//! drawn), so only the pixels blended over others need theirs found again.

use resvg::tiny_skia::{Paint, Pixmap, Rect as SkRect, Transform};

use super::palette::{index_of, quantize};

/// A pre-drawn picture with transparent parts (a piece, a badge, a mark), with
/// each row cut into runs of opaque and of partly transparent pixels, so that the
/// empty corners cost nothing and the opaque middle is a plain copy.
pub struct Sprite {
    pixmap: Pixmap,
    runs: Vec<Run>,
    /// Per row, its runs: `runs[row_runs[y]..row_runs[y + 1]]`.
    row_runs: Vec<usize>,
}

/// Pixels `x0..x1` of a row, all opaque or all partly transparent.
struct Run {
    x0: usize,
    x1: usize,
    opaque: bool,
}

impl Sprite {
    pub fn new(pixmap: Pixmap) -> Sprite {
        let w = pixmap.width() as usize;
        let mut runs: Vec<Run> = Vec::new();
        let mut row_runs = vec![0];
        for row in pixmap.pixels().chunks_exact(w) {
            let row_start = runs.len();
            for (x, p) in row.iter().enumerate() {
                let a = p.alpha();
                if a == 0 {
                    continue;
                }
                let opaque = a == 255;
                let in_row = runs.len() > row_start;
                match runs.last_mut() {
                    Some(r) if in_row && r.x1 == x && r.opaque == opaque => r.x1 = x + 1,
                    _ => runs.push(Run {
                        x0: x,
                        x1: x + 1,
                        opaque,
                    }),
                }
            }
            row_runs.push(runs.len());
        }
        Sprite {
            pixmap,
            runs,
            row_runs,
        }
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    fn runs(&self, row: usize) -> &[Run] {
        &self.runs[self.row_runs[row]..self.row_runs[row + 1]]
    }

    /// Blend the sprite over `frame` with its top-left corner at (x, y).
    #[cfg(test)]
    pub fn draw(&self, frame: &mut Pixmap, x: i32, y: i32) {
        let Some(clip) = Clip::new(frame, &self.pixmap, x, y) else {
            return;
        };
        let fw = frame.width() as usize;
        let sw = self.pixmap.width() as usize;
        let src = self.pixmap.data();
        let dst = frame.data_mut();
        for row in clip.rows() {
            let dy = (row as i64 + y as i64) as usize;
            for run in self.runs(row) {
                let first = run.x0.max(clip.col0);
                let end = run.x1.min(clip.col1);
                if first >= end {
                    continue;
                }
                let s = &src[(row * sw + first) * 4..(row * sw + end) * 4];
                let d0 = (dy * fw + (first as i64 + x as i64) as usize) * 4;
                let d = &mut dst[d0..d0 + s.len()];
                if run.opaque {
                    d.copy_from_slice(s);
                } else {
                    for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
                        source_over(sp, dp);
                    }
                }
            }
        }
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
pub fn source_over(s: &[u8], d: &mut [u8]) {
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

/// A pre-drawn part (a piece, a badge, a plate) with the palette index of each of
/// its opaque pixels.
pub struct Part {
    sprite: Sprite,
    indices: Vec<u8>,
}

impl Part {
    pub fn new(pixmap: Pixmap) -> Part {
        // Transparent pixels get indices too; they are never used.
        let indices = quantize(&pixmap);
        Part {
            sprite: Sprite::new(pixmap),
            indices,
        }
    }

    pub fn pixmap(&self) -> &Pixmap {
        &self.sprite.pixmap
    }

    pub fn width(&self) -> u32 {
        self.sprite.width()
    }
}

/// Pixels `x0..x1` of row `y` of a frame.
struct Span {
    y: usize,
    x0: usize,
    x1: usize,
}

/// A frame being put together: its pixels (premultiplied, opaque), their palette
/// indices, and the spans whose indices are stale (blended, or washed over).
pub struct Canvas {
    pixmap: Pixmap,
    indices: Vec<u8>,
    stale: Vec<Span>,
}

impl Canvas {
    /// A frame holding `background`, whose palette indices are `indices`.
    #[cfg(test)]
    pub fn new(background: &Pixmap, indices: &[u8]) -> Canvas {
        Canvas::reusing(None, background, indices)
    }

    /// A frame holding `background`, in the pixels of `buffer` if it has the size
    /// (a fresh 2 MB frame costs more in page faults than in copying).
    pub fn reusing(buffer: Option<Pixmap>, background: &Pixmap, indices: &[u8]) -> Canvas {
        let pixmap = match buffer {
            Some(mut b) if b.width() == background.width() && b.height() == background.height() => {
                b.data_mut().copy_from_slice(background.data());
                b
            }
            _ => background.clone(),
        };
        Canvas {
            pixmap,
            indices: indices.to_vec(),
            stale: Vec::with_capacity(1024),
        }
    }

    /// Put `part` with its top-left corner at (x, y).
    pub fn draw(&mut self, part: &Part, x: i32, y: i32) {
        let Some(clip) = Clip::new(&self.pixmap, part.pixmap(), x, y) else {
            return;
        };
        let fw = self.pixmap.width() as usize;
        let sw = part.width() as usize;
        let src = part.pixmap().data();
        let dst = self.pixmap.data_mut();
        for row in clip.rows() {
            let dy = (row as i64 + y as i64) as usize;
            for run in part.sprite.runs(row) {
                let first = run.x0.max(clip.col0);
                let end = run.x1.min(clip.col1);
                if first >= end {
                    continue;
                }
                let (s0, s1) = (row * sw + first, row * sw + end);
                let d0 = dy * fw + (first as i64 + x as i64) as usize;
                let d1 = d0 + (end - first);
                let (s, d) = (&src[s0 * 4..s1 * 4], &mut dst[d0 * 4..d1 * 4]);
                if run.opaque {
                    d.copy_from_slice(s);
                    self.indices[d0..d1].copy_from_slice(&part.indices[s0..s1]);
                } else {
                    for (sp, dp) in s.chunks_exact(4).zip(d.chunks_exact_mut(4)) {
                        source_over(sp, dp);
                    }
                    let x0 = d0 - dy * fw;
                    self.stale.push(Span {
                        y: dy,
                        x0,
                        x1: x0 + (end - first),
                    });
                }
            }
        }
    }

    /// Fill the rectangle `(x, y, w, h)` with `paint` (a translucent wash).
    pub fn wash(&mut self, (x, y, w, h): (u32, u32, u32, u32), paint: &Paint) {
        let (fw, fh) = (self.pixmap.width(), self.pixmap.height());
        let (x1, y1) = ((x + w).min(fw), (y + h).min(fh));
        let Some(rect) = SkRect::from_ltrb(x as f32, y as f32, x1 as f32, y1 as f32) else {
            return;
        };
        self.pixmap
            .fill_rect(rect, paint, Transform::identity(), None);
        for row in y as usize..y1 as usize {
            self.stale.push(Span {
                y: row,
                x0: x as usize,
                x1: x1 as usize,
            });
        }
    }

    /// The frame's pixels and palette indices, all up to date.
    pub fn finish(mut self) -> (Pixmap, Vec<u8>) {
        let w = self.pixmap.width() as usize;
        let data = self.pixmap.data();
        for span in &self.stale {
            let (a, b) = (span.y * w + span.x0, span.y * w + span.x1);
            let pixels = data[a * 4..b * 4].chunks_exact(4);
            for (px, i) in pixels.zip(&mut self.indices[a..b]) {
                *i = index_of(px[0], px[1], px[2]);
            }
        }
        self.stale.clear();
        (self.pixmap, self.indices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use resvg::tiny_skia::{PixmapPaint, PremultipliedColorU8};

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
        }
    }

    /// However parts overlap (opaque over blended, blended over opaque, a wash
    /// under both, parts cut at the edges), a canvas's indices are those of its
    /// pixels, and its pixels those that blending alone gives.
    #[test]
    fn a_canvas_keeps_its_indices_up_to_date() {
        let mut background = Pixmap::new(40, 30).unwrap();
        for (i, px) in background.pixels_mut().iter_mut().enumerate() {
            let v = (i * 7 % 256) as u8;
            *px = PremultipliedColorU8::from_rgba(v, 255 - v, v / 2, 255).unwrap();
        }
        let part = |seed: usize| {
            let mut pm = Pixmap::new(12, 9).unwrap();
            for (i, px) in pm.pixels_mut().iter_mut().enumerate() {
                let a = [0, 255, 255, 90, 180][(i + seed) % 5];
                let c = ((i * 13 + seed * 31) % 256) as u8;
                *px = PremultipliedColorU8::from_rgba(c.min(a), (c / 3).min(a), 0, a).unwrap();
            }
            pm
        };
        let mut canvas = Canvas::new(&background, &quantize(&background));
        let mut plain = background.clone();
        let mut paint = Paint::default();
        paint.set_color(resvg::tiny_skia::Color::from_rgba8(138, 160, 30, 120));
        canvas.wash((3, 4, 20, 10), &paint);
        let rect = SkRect::from_xywh(3.0, 4.0, 20.0, 10.0).unwrap();
        plain.fill_rect(rect, &paint, Transform::identity(), None);
        for (seed, (x, y)) in [(-3, -2), (5, 5), (9, 8), (30, 25), (14, 3), (10, 6)]
            .into_iter()
            .enumerate()
        {
            let pm = part(seed);
            Sprite::new(pm.clone()).draw(&mut plain, x, y);
            canvas.draw(&Part::new(pm), x, y);
        }
        let (pixmap, indices) = canvas.finish();
        assert!(pixmap.data() == plain.data());
        assert_eq!(indices, quantize(&plain));
    }
}
