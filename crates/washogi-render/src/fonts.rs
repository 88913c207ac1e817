//! The two bundled fonts (subsets of Noto Serif/Sans CJK JP Bold, see
//! `assets/fonts/README.md`), parsed once, and text turned into SVG paths.
//!
//! Text is drawn as glyph outlines (`<path>`), not `<text>`, so nothing depends on
//! the fonts installed on the machine, glyphs can be centred on their real ink, and
//! the Tenacious Falcon's composed glyph is just two squeezed outlines.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock, Mutex};

use ttf_parser::{Face, GlyphId, OutlineBuilder};

static SERIF_DATA: &[u8] = include_bytes!("../../../assets/fonts/WashogiSerif-Bold.otf");
static SANS_DATA: &[u8] = include_bytes!("../../../assets/fonts/WashogiSans-Bold.otf");

/// Kanji and piece letters.
pub static SERIF: LazyLock<Font> = LazyLock::new(|| Font::new(SERIF_DATA));
/// Names, coordinates and counts.
pub static SANS: LazyLock<Font> = LazyLock::new(|| Font::new(SANS_DATA));

/// One glyph's outline as SVG path data in font units (y up), with its metrics.
pub struct Glyph {
    pub path: String,
    /// Ink box in font units: (x_min, y_min, x_max, y_max); `None` for blank glyphs.
    pub bbox: Option<(f32, f32, f32, f32)>,
    pub advance: f32,
}

pub struct Font {
    face: Face<'static>,
    units: f32,
    glyphs: Mutex<HashMap<char, Arc<Glyph>>>,
}

impl Font {
    fn new(data: &'static [u8]) -> Font {
        let face = Face::parse(data, 0).expect("bundled font parses");
        Font {
            units: face.units_per_em() as f32,
            face,
            glyphs: Mutex::new(HashMap::new()),
        }
    }

    pub fn has(&self, c: char) -> bool {
        self.face.glyph_index(c).is_some()
    }

    /// The glyph for `c` (the font's `.notdef` box when it has none).
    pub fn glyph(&self, c: char) -> Arc<Glyph> {
        let mut cache = self.glyphs.lock().unwrap_or_else(|e| e.into_inner());
        cache
            .entry(c)
            .or_insert_with(|| {
                let id = self.face.glyph_index(c).unwrap_or(GlyphId(0));
                let mut b = PathData(String::new());
                let bbox = self.face.outline_glyph(id, &mut b).map(|r| {
                    (
                        r.x_min as f32,
                        r.y_min as f32,
                        r.x_max as f32,
                        r.y_max as f32,
                    )
                });
                let advance = self.face.glyph_hor_advance(id).unwrap_or(0) as f32;
                Arc::new(Glyph {
                    path: b.0,
                    bbox,
                    advance,
                })
            })
            .clone()
    }

    /// Width of `text` set at `size` px (advances only; the pictures need no kerning).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        text.chars().map(|c| self.glyph(c).advance).sum::<f32>() * size / self.units
    }

    /// `<path>` elements drawing `text` with its baseline starting at (x, y).
    pub fn text(&self, text: &str, x: f32, y: f32, size: f32, fill: &str) -> String {
        let s = size / self.units;
        let mut out = String::new();
        let mut pen = x;
        for c in text.chars() {
            let g = self.glyph(c);
            if !g.path.is_empty() {
                let _ = write!(
                    out,
                    r#"<path fill="{fill}" transform="matrix({s} 0 0 {ms} {pen:.2} {y:.2})" d="{d}"/>"#,
                    ms = -s,
                    d = g.path
                );
            }
            pen += g.advance * s;
        }
        out
    }

    /// `text` drawn with the horizontal centre of its advance at `cx`.
    pub fn text_centered(&self, text: &str, cx: f32, y: f32, size: f32, fill: &str) -> String {
        let w = self.width(text, size);
        self.text(text, cx - w / 2.0, y, size, fill)
    }

    /// One glyph scaled to `size` and squeezed horizontally by `squeeze`, with the
    /// centre of its ink box at (cx, cy).
    pub fn glyph_centered(
        &self,
        c: char,
        cx: f32,
        cy: f32,
        size: f32,
        squeeze: f32,
        fill: &str,
    ) -> String {
        let g = self.glyph(c);
        let Some((x0, y0, x1, y1)) = g.bbox else {
            return String::new();
        };
        let s = size / self.units;
        let sx = s * squeeze;
        let tx = cx - (x0 + x1) / 2.0 * sx;
        let ty = cy + (y0 + y1) / 2.0 * s;
        format!(
            r#"<path fill="{fill}" transform="matrix({sx} 0 0 {ms} {tx:.2} {ty:.2})" d="{d}"/>"#,
            ms = -s,
            d = g.path
        )
    }

    /// Ink box of a glyph in em units (x0, y0, x1, y1), y up.
    pub fn ink_box(&self, c: char) -> Option<(f32, f32, f32, f32)> {
        self.glyph(c).bbox.map(|(x0, y0, x1, y1)| {
            (
                x0 / self.units,
                y0 / self.units,
                x1 / self.units,
                y1 / self.units,
            )
        })
    }
}

struct PathData(String);

impl OutlineBuilder for PathData {
    fn move_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "M{x} {y}");
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let _ = write!(self.0, "L{x} {y}");
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let _ = write!(self.0, "Q{x1} {y1} {x} {y}");
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let _ = write!(self.0, "C{x1} {y1} {x2} {y2} {x} {y}");
    }
    fn close(&mut self) {
        self.0.push('Z');
    }
}

/// Longest player name drawn, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// A player name made safe to draw: cleaned as every name is
/// ([`crate::clean_name`]), characters the font lacks shown as `?`, at most
/// [`MAX_NAME_CHARS`] characters (an ellipsis marks a cut). The result is plain text;
/// it becomes glyph outlines, never markup, so it cannot inject anything into the SVG.
pub fn drawable_name(name: &str) -> String {
    let clean = crate::names::clean_name(name);
    let mut out = String::new();
    for (count, c) in clean.chars().enumerate() {
        if count >= MAX_NAME_CHARS {
            out.push('…');
            break;
        }
        out.push(if SANS.has(c) || c == ' ' { c } else { '?' });
    }
    out
}

/// Cut `text` (ending it with an ellipsis) so that it is at most `max_width` wide.
pub fn fit(font: &Font, text: &str, size: f32, max_width: f32) -> String {
    if font.width(text, size) <= max_width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.trim_end_matches('…').chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if font.width(&candidate, size) <= max_width {
            return candidate;
        }
    }
    "…".to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::all_variants;

    #[test]
    fn every_label_and_name_has_its_glyphs() {
        let ids = '\u{2FF0}'..='\u{2FFF}';
        for v in all_variants() {
            for (_, k) in v.kinds() {
                for c in k.label.chars().chain(k.name_ja.chars()) {
                    assert!(ids.contains(&c) || SERIF.has(c), "{}: {c}", k.name);
                }
                assert!(SERIF.has(k.letter) && SERIF.has('+'));
                for c in k.name.chars().chain(k.reading.chars()) {
                    assert!(SANS.has(c), "{}: {c}", k.name);
                }
            }
        }
    }

    #[test]
    fn names_are_cleaned_and_cut() {
        assert_eq!(drawable_name("  Alice \n\t Smith  "), "Alice Smith");
        assert_eq!(drawable_name("a\u{0}b\u{200B}c"), "abc");
        assert_eq!(drawable_name("<b>&"), "<b>&");
        assert_eq!(drawable_name("🦊 fox"), "? fox");
        let long = drawable_name(&"x".repeat(1000));
        assert_eq!(long.chars().count(), MAX_NAME_CHARS + 1);
        assert!(long.ends_with('…'));
        assert_eq!(fit(&SANS, "Alice", 16.0, 1000.0), "Alice");
        let cut = fit(&SANS, "A rather long player name", 16.0, 60.0);
        assert!(cut.ends_with('…') && SANS.width(&cut, 16.0) <= 60.0);
    }
}
