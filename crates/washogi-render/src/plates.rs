//! Name plates: a card per side naming its player, lit gold for the side to move,
//! and in a live game holding the player's clock.
//!
//! A plate without the player's name is pre-drawn (per game, orientation, side, lit
//! or not, named or not, and its clock's box: `art.rs`); the name is a strip of the
//! plate's fill with the name on it, drawn once per name and kept in a small
//! bounded cache, then copied onto the plate. Plates lie on the table away from
//! everything else, so a plate and a name are plain copies. A clock's time changes
//! with every picture: its glyphs are pre-drawn one by one and set on the box
//! (`clock_face.rs`).

use std::sync::{Arc, LazyLock};

use resvg::tiny_skia::Pixmap;

use super::blit::Part;
use super::cache::BoundedCache;
use super::fonts::{fit, SANS};
use super::layout::{Layout, Rect};
use super::svg::{canvas, document, rasterize, rasterize_onto};
use super::RenderError;
use washogi_rules::Color;

/// The language of the words on the plates: the sides' names (shown where a
/// player's name is missing, and under it on the narrow plates of drop games) and
/// "to move". A server's pictures speak its language, like its posts.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlateLanguage {
    #[default]
    English,
    Japanese,
}

impl PlateLanguage {
    /// Both, English first.
    pub const ALL: [PlateLanguage; 2] = [PlateLanguage::English, PlateLanguage::Japanese];

    /// A side's name: Sente, Gote; 先手, 後手.
    pub fn side(self, color: Color) -> &'static str {
        match (self, color) {
            (PlateLanguage::English, _) => color.name(),
            (PlateLanguage::Japanese, Color::Sente) => "先手",
            (PlateLanguage::Japanese, Color::Gote) => "後手",
        }
    }

    /// The note on the plate of the side to move.
    pub fn to_move(self) -> &'static str {
        match self {
            PlateLanguage::English => "to move",
            PlateLanguage::Japanese => "手番",
        }
    }
}

/// A plate's clock box, as pre-drawn with the plate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClockBox {
    /// No box: the picture has no clocks, or this side has none.
    None,
    /// The box of a clock with time to spare: dark, lit when the side is to move.
    Plain,
    /// The box of a clock low on time: red.
    Low,
}

impl ClockBox {
    pub const ALL: [ClockBox; 3] = [ClockBox::None, ClockBox::Plain, ClockBox::Low];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The box's fill and the clock's ink on it, on a plate lit (`active`) or not.
    pub fn colours(self, active: bool) -> Option<(&'static str, &'static str)> {
        match (self, active) {
            (ClockBox::None, _) => None,
            // Both from the palette: ink black under white, a dark bark under cream.
            (ClockBox::Plain, true) => Some(("#1B1510", "#FFFFFF")),
            (ClockBox::Plain, false) => Some(("#504635", "#F7EBCD")),
            (ClockBox::Low, _) => Some((crate::colours::RED, "#FFFFFF")),
        }
    }
}

/// A pre-drawn plate and where it goes.
pub struct Plate {
    pub part: Part,
    pub x: i32,
    pub y: i32,
}

/// Colours of a plate: (fill, rim, text, caption). Both plates are light cards so
/// the black and white markers read right; the side to move's is lit gold with a
/// bright rim.
fn colours(active: bool) -> (&'static str, &'static str, &'static str, &'static str) {
    if active {
        ("#F5C445", "#FFF0B8", "#1E140A", "#5A3B12")
    } else {
        ("#CDBE9E", "#E6DAC0", "#2E2216", "#5E4E36")
    }
}

/// The outline of the side markers on the plates.
const DARK_OUTLINE: &str = "#16100B";

/// A small ☗/☖ marker: a black wedge for sente, a white one for gote, outlined
/// in `outline` (dark on the light plates, light on the dark table).
pub fn side_marker(color: Color, x: f32, y: f32, size: f32, outline: &str) -> String {
    let (w, h) = (size * 0.8, size);
    let d = format!(
        "M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z",
        x + w * 0.5,
        y,
        x + w * 0.88,
        y + h * 0.2,
        x + w,
        y + h,
        x,
        y + h,
        x + w * 0.12,
        y + h * 0.2
    );
    let fill = match color {
        Color::Sente => "#16100B",
        Color::Gote => "#FFFDF6",
    };
    format!(
        r##"<path d="{d}" fill="{fill}" stroke="{outline}" stroke-width="1.3" stroke-linejoin="round"/>"##
    )
}

/// The caption of a wide plate (games without drops): the side, and whether it
/// is to move.
fn caption(lang: PlateLanguage, color: Color, named: bool, active: bool) -> String {
    let (side, to_move) = (lang.side(color), lang.to_move());
    match (named, active) {
        (true, true) => format!("{side} · {to_move}"),
        (true, false) => side.to_string(),
        (false, true) => to_move.to_string(),
        (false, false) => String::new(),
    }
}

/// Where a plate's name goes, and the name cut to fit.
pub struct NameSpot {
    pub text: String,
    /// Start of the baseline.
    pub x: f32,
    pub baseline: f32,
    pub size: f32,
    pub active: bool,
}

impl NameSpot {
    /// `name`: the player's name, cleaned; `None` puts the side's name there.
    pub fn new(
        l: &Layout,
        color: Color,
        active: bool,
        name: Option<&str>,
        lang: PlateLanguage,
    ) -> NameSpot {
        let r = l.plate(color);
        let side = lang.side(color);
        let (text, x, baseline, size) = if l.drops {
            // A narrow plate: the name, the side, and "to move" when it is.
            let size = 16.0;
            (name.unwrap_or(side), r.x + 9.0, r.y + 24.0, size)
        } else {
            let size = 19.0;
            (name.unwrap_or(side), r.x + 38.0, r.cy() + size * 0.36, size)
        };
        let max_width = if l.drops {
            r.w - 16.0
        } else {
            let cap = caption(lang, color, name.is_some(), active);
            caption_right(l, color) - 10.0 - SANS.width(&cap, 15.0) - x
        };
        NameSpot {
            text: fit(&SANS, text, size, max_width),
            x,
            baseline,
            size,
            active,
        }
    }

    pub(crate) fn svg(&self, x: f32, baseline: f32) -> String {
        SANS.text(&self.text, x, baseline, self.size, colours(self.active).2)
    }
}

/// Where the caption of a wide plate ends: before the clock's box if the picture
/// has clocks.
fn caption_right(l: &Layout, color: Color) -> f32 {
    match l.clock_box(color) {
        Some(b) => b.x - 10.0,
        None => l.plate(color).right() - 12.0,
    }
}

/// The plate's elements besides the player's name (with the side's name in its
/// place when `named` is false) and the clock's time.
pub(crate) fn elements(
    l: &Layout,
    color: Color,
    active: bool,
    named: bool,
    lang: PlateLanguage,
    clock: ClockBox,
) -> String {
    let r = l.plate(color);
    let side = lang.side(color);
    let (fill, rim, text, sub) = colours(active);
    let mut s = format!(
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="7" fill="{fill}" stroke="{rim}" stroke-width="{}"/>"#,
        r.x + 1.0,
        r.y + 1.0,
        r.w - 2.0,
        r.h - 2.0,
        if active { 2.0 } else { 1.0 }
    );
    if l.drops {
        s.push_str(&side_marker(
            color,
            r.x + 9.0,
            r.y + 33.0,
            14.0,
            DARK_OUTLINE,
        ));
        if named {
            s.push_str(&SANS.text(side, r.x + 25.0, r.y + 46.0, 13.0, sub));
        }
        if active {
            s.push_str(&SANS.text(lang.to_move(), r.x + 9.0, r.y + 66.0, 14.0, text));
        }
    } else {
        s.push_str(&side_marker(
            color,
            r.x + 12.0,
            r.cy() - 9.0,
            18.0,
            DARK_OUTLINE,
        ));
        let cap = caption(lang, color, named, active);
        let cap_size = 15.0;
        let cap_w = SANS.width(&cap, cap_size);
        let (x, y) = (caption_right(l, color) - cap_w, r.cy() + cap_size * 0.36);
        s.push_str(&SANS.text(&cap, x, y, cap_size, sub));
    }
    if let (Some(b), Some((fill, _))) = (l.clock_box(color), clock.colours(active)) {
        s.push_str(&format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="5" fill="{fill}"/>"#,
            b.x, b.y, b.w, b.h
        ));
    }
    if !named {
        let spot = NameSpot::new(l, color, active, None, lang);
        s.push_str(&spot.svg(spot.x, spot.baseline));
    }
    s
}

/// Pixels of a plate and a little of the table around it.
fn plate_box(l: &Layout, color: Color) -> (i32, i32, u32, u32) {
    let r = l.plate(color);
    let x0 = (r.x as i32 - 2).max(0);
    let y0 = (r.y as i32 - 2).max(0);
    let x1 = (r.right() as i32 + 2).min(l.width as i32);
    let y1 = (r.bottom() as i32 + 2).min(l.height as i32);
    (x0, y0, (x1 - x0) as u32, (y1 - y0) as u32)
}

/// A plate without the player's name (nor its clock's time), drawn over the empty
/// board as the whole picture would draw it, and cut out.
pub fn draw_plate(
    background: &Pixmap,
    l: &Layout,
    color: Color,
    active: bool,
    named: bool,
    lang: PlateLanguage,
    clock: ClockBox,
) -> Result<Plate, RenderError> {
    // The plate drawn where it goes in a whole picture (so that every pixel is as
    // the whole picture's), over the rows of the empty board it covers: drawing
    // reads and writes nothing outside the plate's box.
    let (x, y, w, h) = plate_box(l, color);
    let mut full = canvas(l.width, l.height)?;
    let rows = y as usize * l.width as usize * 4..(y as usize + h as usize) * l.width as usize * 4;
    full.data_mut()[rows.clone()].copy_from_slice(&background.data()[rows]);
    rasterize_onto(
        &document(
            l.width,
            l.height,
            &elements(l, color, active, named, lang, clock),
        ),
        &mut full,
    )?;
    let rect = resvg::tiny_skia::IntRect::from_xywh(x, y, w, h)
        .ok_or_else(|| RenderError::Draw("no room for a name plate".into()))?;
    let pixmap = full
        .clone_rect(rect)
        .ok_or_else(|| RenderError::Draw("no room for a name plate".into()))?;
    Ok(Plate {
        part: Part::new(pixmap),
        x,
        y,
    })
}

/// A name on a strip of its plate's fill, and where the strip goes relative to the
/// whole pixel at the start of the name's baseline.
#[derive(Clone)]
pub struct NameStrip {
    part: Arc<Part>,
    dx: i32,
    dy: i32,
}

/// What a strip looks like: the text, its size and colours, its position within a
/// pixel, and how far from its start the plate's plain fill reaches.
#[derive(Clone, PartialEq, Eq, Hash)]
struct StripKey {
    text: String,
    size_bits: u32,
    active: bool,
    frac_bits: (u32, u32),
    room: (i32, i32, i32, i32),
}

/// Strips of names in use: a few hundred players' names at a time.
static STRIPS: LazyLock<BoundedCache<StripKey, Result<Option<NameStrip>, RenderError>>> =
    LazyLock::new(|| BoundedCache::new(256));

/// How many name strips were drawn, and how many are held.
pub fn strips_drawn_and_held() -> (usize, usize) {
    STRIPS.built_and_held()
}

/// The part of a plate inside its rim and rounded corners.
fn plain_fill(r: Rect) -> (i32, i32, i32, i32) {
    let inset = 4.0;
    (
        (r.x + inset) as i32,
        (r.y + inset) as i32,
        (r.right() - inset) as i32,
        (r.bottom() - inset) as i32,
    )
}

/// The strip for a name; `None` when it inks nothing or has no room.
fn draw_strip(key: &StripKey, spot: &NameSpot) -> Result<Option<NameStrip>, RenderError> {
    let (fx, fy) = (
        f32::from_bits(key.frac_bits.0),
        f32::from_bits(key.frac_bits.1),
    );
    let Some((left, top, right, bottom)) = SANS.ink_bounds(&key.text, spot.size) else {
        return Ok(None);
    };
    // One pixel more all round for anti-aliasing, then no further than the plain
    // fill (a glyph taller than any font's would be cut there, not over the rim).
    let (rx0, ry0, rx1, ry1) = key.room;
    let x0 = ((fx + left).floor() as i32 - 1).max(rx0);
    let y0 = ((fy + top).floor() as i32 - 1).max(ry0);
    let x1 = ((fx + right).ceil() as i32 + 1).min(rx1);
    let y1 = ((fy + bottom).ceil() as i32 + 1).min(ry1);
    if x0 >= x1 || y0 >= y1 {
        return Ok(None);
    }
    let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
    let fill = colours(key.active).0;
    let body = format!(
        r#"<rect width="{w}" height="{h}" fill="{fill}"/>{}"#,
        spot.svg(fx - x0 as f32, fy - y0 as f32)
    );
    Ok(Some(NameStrip {
        part: Arc::new(Part::new(rasterize(&document(w, h, &body), w, h)?)),
        dx: x0,
        dy: y0,
    }))
}

/// A player's name for the plate at `spot`: a strip of the plate with the name on
/// it, and where it goes (`None` for a name that inks nothing).
pub fn name_strip(
    l: &Layout,
    color: Color,
    spot: &NameSpot,
) -> Result<Option<(Arc<Part>, i32, i32)>, RenderError> {
    let (ix, iy) = (spot.x.floor(), spot.baseline.floor());
    let (fx, fy) = (spot.x - ix, spot.baseline - iy);
    let (ix, iy) = (ix as i32, iy as i32);
    let (px0, py0, px1, py1) = plain_fill(l.plate(color));
    let key = StripKey {
        text: spot.text.clone(),
        size_bits: spot.size.to_bits(),
        active: spot.active,
        frac_bits: (fx.to_bits(), fy.to_bits()),
        room: (px0 - ix, py0 - iy, px1 - ix, py1 - iy),
    };
    let strip = STRIPS.get(&key, || draw_strip(&key, spot))?;
    Ok(strip.map(|s| (s.part, ix + s.dx, iy + s.dy)))
}
