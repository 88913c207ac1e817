//! Board pictures: a position (with its last move, orientation and piece style)
//! becomes PNG bytes, drawn as SVG and rasterised with resvg.
//!
//! Every piece, the board background and small marks are drawn once and kept as
//! sprites (as lichess's lila-gif does), so a picture is a background copy, a few
//! dozen sprite copies, two name plates and the PNG encoding. Fonts are bundled
//! (`assets/fonts/`), never looked up on the machine.
//!
//! ```
//! use washogi_render::{render_position, RenderOptions};
//! use washogi_rules::{Position, Variant};
//! let wa = Variant::by_id("wa").unwrap();
//! let png = render_position(&Position::start(wa), &RenderOptions::default()).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```

mod board;
mod fonts;
mod help;
mod layout;
mod palette;
#[cfg(test)]
mod palette_gen;
mod pieces;
mod png;

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, LazyLock, Mutex};

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use washogi_rules::{Kind, Move, Position, Variant};

pub use fonts::MAX_NAME_CHARS;

/// How pieces are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// One kanji per piece, as on common diagrams; promoted pieces in red.
    #[default]
    Kanji,
    /// The piece's letter (`P`, a red `+P` when promoted) with its moves marked on
    /// the piece: dots for steps, bars for slides, stars for jumps.
    Latin,
}

impl PieceStyle {
    /// `kanji` or `latin`, as commands write it.
    pub fn parse(text: &str) -> Option<PieceStyle> {
        match text.trim().to_ascii_lowercase().as_str() {
            "kanji" | "k" => Some(PieceStyle::Kanji),
            "latin" | "letters" | "western" | "l" => Some(PieceStyle::Latin),
            _ => None,
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RenderOptions {
    /// Gote at the bottom instead of sente.
    pub flipped: bool,
    pub style: PieceStyle,
    /// Highlighted: its origin and target (a drop: its target).
    pub last_move: Option<Move>,
    /// Player names, drawn on the name plates; any text is accepted (it is cleaned
    /// and cut to [`MAX_NAME_CHARS`]). `None` shows "Sente" / "Gote".
    pub sente_name: Option<String>,
    pub gote_name: Option<String>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum RenderError {
    #[error("the picture could not be drawn: {0}")]
    Draw(String),
    #[error("the picture could not be encoded: {0}")]
    Encode(String),
    #[error("that piece is not part of this game")]
    NoSuchKind,
}

/// Draw a position as a PNG.
pub fn render_position(pos: &Position, opts: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    encode_png(&board::draw(pos, opts)?)
}

/// A piece's help picture as a PNG: the piece on a small board with its moves.
pub fn render_piece_help(
    variant: &'static Variant,
    kind: Kind,
    style: PieceStyle,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&help::draw(variant, kind, style)?)
}

/// Draw the shared palette and every game's start-position sprites now, so that
/// the first real picture takes milliseconds rather than about a second. Optional:
/// without it the same work happens on first use.
pub fn warm_up() {
    for &v in washogi_rules::all_variants() {
        for flipped in [false, true] {
            let opts = RenderOptions {
                flipped,
                ..RenderOptions::default()
            };
            let _ = render_position(&Position::start(v), &opts);
        }
    }
}

/// Width and height in pixels of a position's picture.
pub fn picture_size(variant: &Variant, flipped: bool) -> (u32, u32) {
    let l = layout::Layout::new(variant, flipped);
    (l.width, l.height)
}

/// Pixel rectangle (x, y, width, height) of a square's cell in a position's
/// picture, for tests and for anyone who wants to point at a square.
pub fn square_rect(
    variant: &Variant,
    flipped: bool,
    sq: washogi_rules::Square,
) -> (u32, u32, u32, u32) {
    let l = layout::Layout::new(variant, flipped);
    let (x, y) = l.cell_origin(sq);
    (x, y, l.cell_w, l.cell_h)
}

/// The colours the picture uses for the last-move highlight and the check mark
/// (RGBA, before blending), so tests can look for them.
pub const LAST_MOVE_COLOUR: (u8, u8, u8, u8) = board::LAST_MOVE;
pub const CHECK_COLOUR: (u8, u8, u8, u8) = board::CHECK;

/// Pictures drawn once and kept: piece sprites, backgrounds, badges.
pub(crate) type Cache<K> = LazyLock<Mutex<HashMap<K, Arc<Pixmap>>>>;

/// The cached picture for `key`, drawn by `build` the first time.
pub(crate) fn cached<K: Eq + Hash + Copy>(
    cache: &Cache<K>,
    key: K,
    build: impl FnOnce() -> Result<Pixmap, RenderError>,
) -> Result<Arc<Pixmap>, RenderError> {
    if let Some(p) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(p.clone());
    }
    let pixmap = Arc::new(build()?);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, pixmap.clone());
    Ok(pixmap)
}

static SVG_OPTIONS: LazyLock<usvg::Options<'static>> = LazyLock::new(usvg::Options::default);

fn parse(svg: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(svg, &SVG_OPTIONS).map_err(|e| RenderError::Draw(e.to_string()))
}

/// Rasterise an SVG document into a new `w`×`h` pixmap.
pub(crate) fn rasterize(svg: &str, w: u32, h: u32) -> Result<Pixmap, RenderError> {
    let tree = parse(svg)?;
    let mut pixmap =
        Pixmap::new(w, h).ok_or_else(|| RenderError::Draw(format!("no {w}×{h} canvas")))?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Rasterise an SVG document on top of an existing pixmap.
pub(crate) fn rasterize_onto(svg: &str, pixmap: &mut Pixmap) -> Result<(), RenderError> {
    let tree = parse(svg)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(())
}

fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let indices = palette::quantize(pixmap);
    png::encode_indexed(pixmap.width(), pixmap.height(), &palette::PALETTE, &indices)
}
