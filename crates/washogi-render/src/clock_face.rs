//! A live game's clock on its plate: the time (`9:58`, `1:02:03`, `30s ×3`,
//! `4:59 +30s`) set in the clock's box, the first word large and the rest, if
//! any (the byoyomi, the periods), smaller beside it.
//!
//! The time changes with every picture, so nothing is drawn for it with resvg: each
//! glyph is pre-drawn once (per size and ink), kept in a small bounded cache, and
//! a clock is a few glyph sprites blended onto the box that the pre-drawn plate
//! already holds (`plates.rs`).

use std::sync::{Arc, LazyLock};

use super::blit::{Canvas, Part};
use super::cache::BoundedCache;
use super::fonts::SANS;
use super::layout::{Layout, Rect};
use super::plates::ClockBox;
use super::svg::{document, rasterize};
use super::RenderError;
use washogi_rules::Color;

/// Longest clock text drawn, in characters (more is cut: a clock is never that long).
const MAX_CLOCK_CHARS: usize = 16;
/// The smaller words' size, relative to the time's.
const SMALL: f32 = 0.62;
/// Room between the time and the smaller words, relative to the time's size.
const GAP: f32 = 0.22;
/// The smallest size a clock is set in before it is cut.
const MIN_SIZE: f32 = 12.0;

/// One glyph at one size and ink, and where it goes relative to the pen on the
/// baseline.
struct GlyphSprite {
    part: Option<Part>,
    dx: i32,
    dy: i32,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct GlyphKey {
    c: char,
    size_bits: u32,
    ink: &'static str,
}

/// Glyphs in use: the digits, `:`, `s`, `+`, `×` and space at two sizes in a few
/// inks are all a clock normally needs.
static GLYPHS: LazyLock<BoundedCache<GlyphKey, Result<Arc<GlyphSprite>, RenderError>>> =
    LazyLock::new(|| BoundedCache::new(256));

/// How many glyphs were drawn, and how many are held.
pub fn glyphs_drawn_and_held() -> (usize, usize) {
    GLYPHS.built_and_held()
}

fn draw_glyph(key: &GlyphKey) -> Result<Arc<GlyphSprite>, RenderError> {
    let size = f32::from_bits(key.size_bits);
    let text = key.c.to_string();
    let Some((left, top, right, bottom)) = SANS.ink_bounds(&text, size) else {
        return Ok(Arc::new(GlyphSprite {
            part: None,
            dx: 0,
            dy: 0,
        }));
    };
    // A pixel more all round for anti-aliasing.
    let (x0, y0) = (left.floor() as i32 - 1, top.floor() as i32 - 1);
    let (x1, y1) = (right.ceil() as i32 + 1, bottom.ceil() as i32 + 1);
    let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
    let body = SANS.text(&text, -x0 as f32, -y0 as f32, size, key.ink);
    Ok(Arc::new(GlyphSprite {
        part: Some(Part::new(rasterize(&document(w, h, &body), w, h)?)),
        dx: x0,
        dy: y0,
    }))
}

fn glyph(c: char, size: f32, ink: &'static str) -> Result<Arc<GlyphSprite>, RenderError> {
    let key = GlyphKey {
        c,
        size_bits: size.to_bits(),
        ink,
    };
    GLYPHS.get(&key, || draw_glyph(&key))
}

/// A clock's text made drawable: on one line, at most [`MAX_CLOCK_CHARS`]
/// characters, characters the fonts lack as `?`.
fn drawable(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|&c| !crate::names::is_invisible(c))
        .take(MAX_CLOCK_CHARS)
        .map(|c| if c == ' ' || SANS.has(c) { c } else { '?' })
        .collect()
}

/// How a clock's text is set in its box: the time and the smaller words, their
/// sizes, and where each starts on which baseline.
#[derive(Clone, Debug, PartialEq)]
pub struct ClockSetting {
    pub time: String,
    pub size: f32,
    /// Start of the time's baseline.
    pub x: f32,
    pub baseline: f32,
    /// The smaller words (empty: none), their size and baseline's start: beside
    /// the time, or under it in a box tall enough when they do not fit beside it
    /// at a good size.
    pub rest: String,
    pub rest_size: f32,
    pub rest_x: f32,
    pub rest_baseline: f32,
}

/// Digits stand about 0.71 em tall above the baseline.
const DIGIT_HEIGHT: f32 = 0.71;

/// Width of the time and the rest beside it.
fn side_by_side(time: &str, rest: &str, size: f32) -> f32 {
    let mut w = SANS.width(time, size);
    if !rest.is_empty() {
        w += size * GAP + SANS.width(rest, small(size));
    }
    w
}

fn small(size: f32) -> f32 {
    (size * SMALL).round().max(MIN_SIZE)
}

/// The largest size `text` fits `room` at, from `start` down to [`MIN_SIZE`].
fn fitting(start: f32, room: f32, width: impl Fn(f32) -> f32) -> f32 {
    let mut size = start;
    while size > MIN_SIZE && width(size) > room {
        size -= 1.0;
    }
    size
}

/// How `text` is set in box `b`: as large as the box allows and centred; the
/// smaller words under the time when the box is tall enough and they would
/// shrink the time beside it; cut only when even [`MIN_SIZE`] is too wide.
pub fn setting(b: Rect, text: &str) -> ClockSetting {
    let text = drawable(text);
    let (time, rest) = match text.split_once(' ') {
        Some((t, r)) => (t.to_string(), r.to_string()),
        None => (text, String::new()),
    };
    let room = b.w - 12.0;
    let one_line = (b.h * 0.72).round().min(30.0);
    let size = fitting(one_line, room, |s| side_by_side(&time, &rest, s));
    let two_lines = (b.h * 0.5).round();
    let stack = !rest.is_empty() && b.h >= 44.0 && size < one_line.min(two_lines) * 0.9;
    if stack {
        let size = fitting(two_lines, room, |s| SANS.width(&time, s));
        let rest_size = fitting((size * 0.55).round().max(MIN_SIZE), room, |s| {
            SANS.width(&rest, s)
        });
        let rest = super::fonts::fit(&SANS, &rest, rest_size, room);
        let (high, low) = (size * DIGIT_HEIGHT, rest_size * DIGIT_HEIGHT);
        let gap = (size * 0.3).round();
        let top = b.cy() - (high + gap + low) / 2.0;
        let centred = |t: &str, s: f32| (b.x + (b.w - SANS.width(t, s)) / 2.0).round();
        return ClockSetting {
            x: centred(&time, size),
            baseline: (top + high).round(),
            rest_x: centred(&rest, rest_size),
            rest_baseline: (top + high + gap + low).round(),
            time,
            size,
            rest,
            rest_size,
        };
    }
    let (time, rest) = if side_by_side(&time, &rest, size) > room {
        // Too long for any size: the time, cut to the room.
        (super::fonts::fit(&SANS, &time, size, room), String::new())
    } else {
        (time, rest)
    };
    let x = (b.x + (b.w - side_by_side(&time, &rest, size)) / 2.0).round();
    let baseline = (b.cy() + size * DIGIT_HEIGHT / 2.0).round();
    ClockSetting {
        rest_x: x + SANS.width(&time, size) + size * GAP,
        rest_size: small(size),
        rest_baseline: baseline,
        time,
        size,
        x,
        baseline,
        rest,
    }
}

#[cfg(test)]
impl ClockSetting {
    /// The box the text's advances take: (left, right).
    fn span(&self) -> (f32, f32) {
        let time = (self.x, self.x + SANS.width(&self.time, self.size));
        if self.rest.is_empty() {
            return time;
        }
        let rest_right = self.rest_x + SANS.width(&self.rest, self.rest_size);
        (time.0.min(self.rest_x), time.1.max(rest_right))
    }
}

/// Set `text` in `color`'s clock box (a layout with clocks), in the ink of a box
/// `look` on a plate lit or not.
pub fn draw_clock(
    canvas: &mut Canvas,
    l: &Layout,
    color: Color,
    text: &str,
    look: ClockBox,
    active: bool,
) -> Result<(), RenderError> {
    let (Some(b), Some((_, ink))) = (l.clock_box(color), look.colours(active)) else {
        return Ok(());
    };
    let s = setting(b, text);
    let mut set = |word: &str, size: f32, x: f32, baseline: f32| -> Result<(), RenderError> {
        let mut pen = x;
        for c in word.chars() {
            let g = glyph(c, size, ink)?;
            if let Some(part) = &g.part {
                canvas.draw(part, pen.round() as i32 + g.dx, baseline as i32 + g.dy);
            }
            pen += SANS.width(c.encode_utf8(&mut [0; 4]), size);
        }
        Ok(())
    };
    set(&s.time, s.size, s.x, s.baseline)?;
    set(&s.rest, s.rest_size, s.rest_x, s.rest_baseline)
}

/// Pre-draw the glyphs of every clock of a layout's plates: digits and the
/// clock's signs at the sizes its box sets times in, in every ink.
pub fn warm_up(l: &Layout) -> Result<(), RenderError> {
    let Some(b) = l.clock_box(Color::Sente) else {
        return Ok(());
    };
    // The sizes of a short time alone and of a time with its byoyomi.
    let one = setting(b, "0:00");
    let two = setting(b, "10:00 +30s");
    for look in [ClockBox::Plain, ClockBox::Low] {
        for active in [false, true] {
            let Some((_, ink)) = look.colours(active) else {
                continue;
            };
            for c in "0123456789:s".chars() {
                glyph(c, one.size, ink)?;
                glyph(c, two.size, ink)?;
            }
            for c in "0123456789s+×".chars() {
                glyph(c, two.rest_size, ink)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wide_box() -> Rect {
        Rect::new(0.0, 0.0, 128.0, 30.0)
    }

    fn stand_box() -> Rect {
        Rect::new(0.0, 0.0, 86.0, 50.0)
    }

    fn inside(s: &ClockSetting, b: Rect) -> bool {
        let (left, right) = s.span();
        let top = s.baseline - s.size * DIGIT_HEIGHT;
        left >= b.x + 5.0 && right <= b.right() - 5.0 && top >= b.y && s.rest_baseline <= b.bottom()
    }

    #[test]
    fn the_time_is_large_and_the_rest_smaller_beside_or_under_it() {
        let s = setting(wide_box(), "9:58 +30s");
        assert_eq!((s.time.as_str(), s.rest.as_str()), ("9:58", "+30s"));
        assert!(s.rest_size < s.size && s.rest_baseline == s.baseline && s.rest_x > s.x);
        assert!(inside(&s, wide_box()));
        // A narrow box: the byoyomi under the time, which stays large.
        let s = setting(stand_box(), "10:00 +30s");
        assert!(
            s.rest_size < s.size && s.rest_baseline > s.baseline,
            "{s:?}"
        );
        assert!(s.size >= 22.0, "{s:?}");
        assert!(inside(&s, stand_box()));
        // Short enough: beside it.
        let s = setting(stand_box(), "28s ×3");
        assert_eq!(s.rest_baseline, s.baseline);
        for b in [wide_box(), stand_box()] {
            let plain = setting(b, "9:58");
            assert!(plain.rest.is_empty());
            // Centred.
            let (left, right) = plain.span();
            assert!(((left - b.x) - (b.right() - right)).abs() <= 1.0);
        }
    }

    #[test]
    fn every_clock_the_service_shows_fits_its_box() {
        for b in [wide_box(), stand_box()] {
            for text in [
                "0:00",
                "9:59",
                "59:59",
                "2:59:59",
                "10:00 +30s",
                "2:59:59 +300s",
                "30s",
                "5s ×10",
                "300s ×10",
            ] {
                let s = setting(b, text);
                assert_eq!(format!("{} {}", s.time, s.rest).trim(), text);
                assert!(inside(&s, b), "{text}: {s:?}");
                assert!(s.size >= 16.0, "{text}: {}", s.size);
            }
        }
    }

    #[test]
    fn odd_texts_are_cleaned_and_cut() {
        let s = setting(wide_box(), "  12:34\u{202E}\n  ×3 ");
        assert_eq!((s.time.as_str(), s.rest.as_str()), ("12:34", "×3"));
        for b in [wide_box(), stand_box()] {
            let s = setting(b, &"9".repeat(1000));
            assert!(inside(&s, b));
            let n = s.time.trim_end_matches('…').chars().count();
            assert!(n <= MAX_CLOCK_CHARS, "{s:?}");
            let s = setting(b, &format!("1 {}", "×".repeat(1000)));
            assert!(inside(&s, b), "{s:?}");
        }
        assert_eq!(setting(stand_box(), "🦊").time, "?");
        assert_eq!(setting(stand_box(), "").time, "");
    }
}
