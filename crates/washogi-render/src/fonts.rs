//! The bundled fonts (subsets of Noto Serif/Sans CJK JP Bold and Noto Sans Bold, see
//! `assets/fonts/README.md`), parsed once, and text turned into SVG paths.
//!
//! Text is drawn as glyph outlines (`<path>`), not `<text>`, so nothing depends on
//! the fonts installed on the machine, glyphs can be centred on their real ink, and
//! the Tenacious Falcon's composed glyph is just two squeezed outlines. A [`Font`]
//! may be several font files: each character is drawn from the first that has it.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock, Mutex};

use ttf_parser::{Face, GlyphId, OutlineBuilder};

static SERIF_DATA: &[u8] = include_bytes!("../../../assets/fonts/WashogiSerif-Bold.otf");
static SANS_DATA: &[u8] = include_bytes!("../../../assets/fonts/WashogiSans-Bold.otf");
static SANS_LGC_DATA: &[u8] = include_bytes!("../../../assets/fonts/WashogiSansLGC-Bold.ttf");

/// Kanji and piece letters.
pub static SERIF: LazyLock<Font> = LazyLock::new(|| Font::new(&[SERIF_DATA]));
/// Names, coordinates and counts: Latin, kana, the common kanji and Hangul, then
/// the Latin, Greek and Cyrillic letters that lacks (accented and Vietnamese ones).
pub static SANS: LazyLock<Font> = LazyLock::new(|| Font::new(&[SANS_DATA, SANS_LGC_DATA]));

/// One glyph's outline as SVG path data in its font's units (y up), with its
/// metrics.
pub struct Glyph {
    pub path: String,
    /// Ink box in font units: (x_min, y_min, x_max, y_max); `None` for blank glyphs.
    pub bbox: Option<(f32, f32, f32, f32)>,
    pub advance: f32,
    /// Units per em of the glyph's font.
    pub units: f32,
}

/// Font files used as one: a character is drawn from the first that has it (the
/// first one's `.notdef` box when none has).
pub struct Font {
    faces: Vec<Face<'static>>,
    glyphs: Mutex<HashMap<char, Arc<Glyph>>>,
}

/// The most font files in one [`Font`].
const MAX_FACES: usize = 4;

impl Font {
    fn new(data: &[&'static [u8]]) -> Font {
        assert!((1..=MAX_FACES).contains(&data.len()));
        Font {
            faces: data
                .iter()
                .map(|d| Face::parse(d, 0).expect("bundled font parses"))
                .collect(),
            glyphs: Mutex::new(HashMap::new()),
        }
    }

    pub fn has(&self, c: char) -> bool {
        self.faces.iter().any(|f| f.glyph_index(c).is_some())
    }

    /// Which face draws `c`, and its glyph there.
    fn lookup(&self, c: char) -> (usize, GlyphId) {
        self.faces
            .iter()
            .enumerate()
            .find_map(|(i, f)| f.glyph_index(c).map(|id| (i, id)))
            .unwrap_or((0, GlyphId(0)))
    }

    fn units(&self, face: usize) -> f32 {
        self.faces[face].units_per_em() as f32
    }

    /// The glyph for `c`.
    pub fn glyph(&self, c: char) -> Arc<Glyph> {
        let mut cache = self.glyphs.lock().unwrap_or_else(|e| e.into_inner());
        cache
            .entry(c)
            .or_insert_with(|| {
                let (f, id) = self.lookup(c);
                let face = &self.faces[f];
                let mut b = PathData(String::new());
                let bbox = face.outline_glyph(id, &mut b).map(|r| {
                    (
                        r.x_min as f32,
                        r.y_min as f32,
                        r.x_max as f32,
                        r.y_max as f32,
                    )
                });
                let advance = face.glyph_hor_advance(id).unwrap_or(0) as f32;
                Arc::new(Glyph {
                    path: b.0,
                    bbox,
                    advance,
                    units: self.units(f),
                })
            })
            .clone()
    }

    /// Width of `text` set at `size` px (advances only; the pictures need no
    /// kerning). Read from the fonts' tables: no outline, no lock.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        // Summed per face in font units, then scaled: one face's text comes out to
        // the same float whatever other faces the font has.
        let mut sums = [0f32; MAX_FACES];
        for c in text.chars() {
            let (f, id) = self.lookup(c);
            sums[f] += self.faces[f].glyph_hor_advance(id).unwrap_or(0) as f32;
        }
        (0..self.faces.len())
            .map(|f| sums[f] * size / self.units(f))
            .sum()
    }

    /// The box that `text` set at `size` px with its baseline starting at (0, 0)
    /// inks: (left, top, right, bottom) in pixels, y down; `None` when it inks
    /// nothing.
    pub fn ink_bounds(&self, text: &str, size: f32) -> Option<(f32, f32, f32, f32)> {
        let mut pen = 0.0;
        let mut bounds: Option<(f32, f32, f32, f32)> = None;
        for c in text.chars() {
            let (f, id) = self.lookup(c);
            let s = size / self.units(f);
            if let Some(r) = self.faces[f].glyph_bounding_box(id) {
                let g = (
                    pen + r.x_min as f32 * s,
                    -(r.y_max as f32) * s,
                    pen + r.x_max as f32 * s,
                    -(r.y_min as f32) * s,
                );
                bounds = Some(match bounds {
                    None => g,
                    Some(b) => (b.0.min(g.0), b.1.min(g.1), b.2.max(g.2), b.3.max(g.3)),
                });
            }
            pen += self.faces[f].glyph_hor_advance(id).unwrap_or(0) as f32 * s;
        }
        bounds
    }

    /// `<path>` elements drawing `text` with its baseline starting at (x, y).
    pub fn text(&self, text: &str, x: f32, y: f32, size: f32, fill: &str) -> String {
        let mut out = String::new();
        let mut pen = x;
        for c in text.chars() {
            let g = self.glyph(c);
            let s = size / g.units;
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
        let s = size / g.units;
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
        let g = self.glyph(c);
        let u = g.units;
        g.bbox
            .map(|(x0, y0, x1, y1)| (x0 / u, y0 / u, x1 / u, y1 / u))
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
/// ([`crate::clean_name`]: no control, bidi or invisible characters, white space
/// collapsed), characters the fonts lack shown as `?`, at most [`MAX_NAME_CHARS`]
/// characters (an ellipsis marks a cut). The result is plain text; it becomes glyph
/// outlines, never markup, so it cannot inject anything into the SVG.
pub fn drawable_name(name: &str) -> String {
    let mut out = String::new();
    for (count, c) in crate::names::clean_name(name).chars().enumerate() {
        if count >= MAX_NAME_CHARS {
            out.push('…');
            break;
        }
        out.push(if c == ' ' || SANS.has(c) { c } else { '?' });
    }
    out
}

/// Longest line of text from outside kept, in characters, before it is cut to its
/// room's width.
const MAX_LINE_CHARS: usize = 120;

/// A line of text from outside (a replay's result, a graph's title) made safe and
/// short enough to draw: on one line, without invisible or reordering characters,
/// characters the fonts lack as `?`, cut with an ellipsis to `max_width` at `size`
/// px. Like the names, it becomes glyph outlines, never markup.
pub fn drawable_line(text: &str, size: f32, max_width: f32) -> String {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| {
            w.chars()
                .filter(|&c| !crate::names::is_invisible(c))
                .map(|c| if SANS.has(c) { c } else { '?' })
                .collect::<String>()
        })
        .filter(|w| !w.is_empty())
        .collect();
    let mut line: String = words.join(" ");
    if let Some((cut, _)) = line.char_indices().nth(MAX_LINE_CHARS) {
        line.truncate(cut);
        line.push('…');
    }
    fit(&SANS, &line, size, max_width)
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
        assert_eq!(
            drawable_name("\u{202E}evil\u{2066}x\u{2069}\u{AD}y\u{FE0F}"),
            "evilxy"
        );
        assert_eq!(drawable_name("<b>&"), "<b>&");
        assert_eq!(drawable_name("🦊 fox"), "? fox");
        let long = drawable_name(&"x".repeat(1000));
        assert_eq!(long.chars().count(), MAX_NAME_CHARS + 1);
        assert!(long.ends_with('…'));
        assert_eq!(fit(&SANS, "Alice", 16.0, 1000.0), "Alice");
        let cut = fit(&SANS, "A rather long player name", 16.0, 60.0);
        assert!(cut.ends_with('…') && SANS.width(&cut, 16.0) <= 60.0);
    }

    #[test]
    fn lines_of_text_are_cleaned_and_cut_to_their_room() {
        let text = drawable_line("  Alice\u{202E} wins\n by\u{200B} checkmate ", 20.0, 1000.0);
        assert_eq!(text, "Alice wins by checkmate");
        assert_eq!(drawable_line("🦊 wins", 20.0, 1000.0), "? wins");
        let long = drawable_line(&"checkmate ".repeat(50), 20.0, 300.0);
        assert!(long.ends_with('…') && SANS.width(&long, 20.0) <= 300.0);
    }

    /// Names in the scripts the fonts are made for keep every character: nothing is
    /// drawn as `?`.
    #[test]
    fn names_in_many_scripts_keep_every_character() {
        let names = [
            "藤井聡太",
            "羽生善治",
            "佐々木 萌々香",
            "渡邊 龍之介",
            "きらら",
            "ヴィクトリア",
            "ｶﾀｶﾅ",
            "齋藤 濱田",
            "张伟",
            "陈静怡",
            "김민준",
            "이서연",
            "똠방각하",
            "Ωμέγα Δέλτα",
            "Иван Петров",
            "Nguyễn Văn Đức",
            "Łukasz Żółć",
            "Ærøskøbing Þór",
        ];
        for name in names {
            assert_eq!(drawable_name(name), name);
            for c in name.chars().filter(|c| !c.is_whitespace()) {
                assert!(SANS.has(c), "{name}: {c}");
            }
        }
    }

    /// Every common kanji and every Hangul syllable is in the bundled fonts (the
    /// list the font was made from: assets/fonts/kanji-joyo-jinmeiyo.txt).
    #[test]
    fn the_fonts_cover_the_common_kanji_and_hangul() {
        let list = include_str!("../../../assets/fonts/kanji-joyo-jinmeiyo.txt");
        let kanji: Vec<char> = list
            .lines()
            .filter(|l| !l.starts_with('#'))
            .flat_map(|l| l.trim().chars())
            .collect();
        assert_eq!(kanji.len(), 3000);
        let hangul = ('\u{AC00}'..='\u{D7A3}').chain('\u{3041}'..='\u{3096}');
        for c in kanji
            .into_iter()
            .chain(hangul)
            .chain('\u{30A1}'..='\u{30FA}')
        {
            assert!(SANS.has(c), "{c} U+{:04X}", c as u32);
        }
    }
}
