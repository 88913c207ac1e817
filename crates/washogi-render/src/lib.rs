//! Board pictures: a position (with its last move, orientation, piece style and
//! player names) becomes a PNG.
//!
//! As in lichess's lila-gif, everything is pre-drawn once (`art.rs`: the empty board
//! of each game and orientation, every piece, hand counts, name plates; drawn from
//! SVG with resvg the first time a picture needs it), so that a picture is a copy of
//! the empty board, a few dozen sprite blends and plate copies (`compose.rs`), and
//! one PNG encoding with a palette fixed in the source (`palette.rs`, `png.rs`).
//! Fonts are bundled (`assets/fonts/`), never looked up on the machine.
//!
//! Every function here may be called from many threads at once: the pre-drawn parts
//! are each drawn once, and no lock is held while a picture is put together or
//! encoded. A game's first picture draws its parts (a few tens of milliseconds);
//! [`warm_up`] draws every game's at once (about 0.1 s), e.g. before a bot connects.
//!
//! ```
//! use washogi_render::{render_position, RenderOptions};
//! use washogi_rules::{Position, Variant};
//! let wa = Variant::by_id("wa").unwrap();
//! let png = render_position(&Position::start(wa), &RenderOptions::default()).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```
//!
//! For an animation (a GIF replay), [`render_frame`] gives the same picture as
//! indices into the one fixed [`palette`], without the PNG encoding: every frame of
//! every game shares the palette, so frames can go straight into a GIF with one
//! global colour table.
//!
//! ```
//! use washogi_render::{palette, render_frame, RenderOptions};
//! use washogi_rules::{Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let frame = render_frame(&Position::start(shogi), &RenderOptions::default()).unwrap();
//! assert_eq!(frame.indices.len(), (frame.width * frame.height) as usize);
//! assert!(frame.indices.iter().all(|&i| (i as usize) < palette().len()));
//! let [r, g, b] = frame.rgb(0, 0); // the table's dark wood in the corner
//! assert!(r < 100 && g < 100 && b < 100);
//! ```
//!
//! [`render_replay`] makes such frames into an animated GIF of a whole game: one
//! frame a position, each the still picture with a move counter under it, the
//! result under the last (`replay.rs`).
//!
//! A live game's pictures show both clocks ([`RenderOptions::sente_clock`],
//! [`RenderOptions::gote_clock`]) on the name plates, the time set from glyphs
//! pre-drawn once (`clock_face.rs`): white on black on the lit plate of the side to
//! move, cream on dark bark on the other, white on red when low on time.
//!
//! [`render_position_svg`] writes the same picture as one SVG document, for web
//! pages (`board_svg.rs`).
//!
//! For a post-game analysis, [`RenderOptions::arrows`] draws the move played and
//! the engine's best move as arrows over the board (`arrows.rs`), and
//! [`render_analysis_graph`] draws the game's graph of winning chances with its
//! mistakes marked and each player's accuracy (`analysis_graph.rs`).
//!
//! For the move picker, [`RenderOptions::marks`] marks a chosen piece and the
//! squares it may go to (`marks.rs`).

mod analysis_graph;
mod arrows;
mod art;
mod background;
mod band;
mod blit;
mod board_svg;
mod cache;
mod clock_face;
mod colours;
mod compose;
mod fonts;
mod help;
mod layout;
mod lzw;
mod marks;
mod names;
mod palette;
#[cfg(test)]
mod palette_gen;
mod pieces;
mod plates;
mod png;
mod replay;
mod svg;

use washogi_rules::{Kind, Move, Position, Variant};

pub use analysis_graph::{
    render_analysis_graph, AnalysisGraph, GraphMark, MarkKind, PlayerLine, GRAPH_SIZE,
};
pub use arrows::{Arrow, ArrowKind};
pub use fonts::MAX_NAME_CHARS;
pub use marks::{Marks, Selected};
pub use names::{clean_name, MAX_NAME_LEN};
pub use plates::PlateLanguage;
pub use replay::{render_replay, replay_frame, replay_size, ReplayOptions};

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
    /// The words on the plates ("Sente", "to move"; 先手, 手番).
    pub language: PlateLanguage,
    /// Arrows over the board for an analysis: the move played, the engine's best
    /// move (see [`Arrow`]). Moves with a square off the board are left out.
    pub arrows: Vec<Arrow>,
    /// A live game's clocks, each on its side's plate (the running one on the lit
    /// plate of the side to move). `None` for both: no clocks (a correspondence
    /// game), and the plates as they always were.
    pub sente_clock: Option<PlateClock>,
    pub gote_clock: Option<PlateClock>,
    /// A piece chosen and where it may go (the move picker's board): its cell
    /// washed, dots on the empty squares it may go to, corners around the pieces
    /// it may capture (see [`Marks`]).
    pub marks: Marks,
}

/// A clock as a plate shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlateClock {
    /// The time as the clock shows it: `9:58`, `1:02:03`, `30s ×3`, `4:59 +30s`.
    /// Its first word is set large, the rest smaller beside it; any text is
    /// accepted (cleaned, shrunk to fit its box, cut past 16 characters).
    pub text: String,
    /// Low on time (the caller decides: say under 10 s of main time, or the last
    /// byoyomi period): the clock is drawn white on red.
    pub low: bool,
}

impl PlateClock {
    pub fn new(text: impl Into<String>, low: bool) -> PlateClock {
        PlateClock {
            text: text.into(),
            low,
        }
    }
}

#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
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
    render_frame(pos, opts)?.to_png()
}

/// Draw a position as an SVG document, for browsers: the same picture as
/// [`render_position`] (without analysis arrows), made of the same parts, each
/// piece's body and label written once and placed with `<use>`. Names are drawn
/// as glyph outlines, never written as text, so a name cannot inject markup.
///
/// ```
/// use washogi_render::{render_position_svg, RenderOptions};
/// use washogi_rules::{Position, Variant};
/// let wa = Variant::by_id("wa").unwrap();
/// let svg = render_position_svg(&Position::start(wa), &RenderOptions::default()).unwrap();
/// assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
/// ```
pub fn render_position_svg(pos: &Position, opts: &RenderOptions) -> Result<String, RenderError> {
    board_svg::position_svg(pos, opts)
}

/// A picture as indices into the fixed [`palette`], row by row: what an animated
/// replay (a GIF's frames) needs, without a PNG encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    pub width: u32,
    pub height: u32,
    /// `width × height` palette indices, top row first.
    pub indices: Vec<u8>,
}

impl Frame {
    /// The frame as an indexed PNG with the fixed palette.
    pub fn to_png(&self) -> Result<Vec<u8>, RenderError> {
        png::encode_indexed(self.width, self.height, palette(), &self.indices)
    }

    /// The colour of a pixel (for tests and tools).
    pub fn rgb(&self, x: u32, y: u32) -> [u8; 3] {
        palette()[self.indices[(y * self.width + x) as usize] as usize]
    }
}

/// Draw a position as a frame of palette indices (the same picture as
/// [`render_position`], before the PNG encoding).
pub fn render_frame(pos: &Position, opts: &RenderOptions) -> Result<Frame, RenderError> {
    compose::draw_frame(pos, opts)
}

/// The palette every picture uses, the same for the life of the program (and
/// between versions unless the pictures' colours change): at most 255 colours, so
/// index 255 is free (for a GIF's transparent colour, say).
pub fn palette() -> &'static [[u8; 3]] {
    &palette::PALETTE
}

/// A piece's help picture as a PNG: the piece on a small board with its moves.
pub fn render_piece_help(
    variant: &'static Variant,
    kind: Kind,
    style: PieceStyle,
) -> Result<Vec<u8>, RenderError> {
    let pixmap = help::draw(variant, kind, style)?;
    let indices = palette::quantize(&pixmap);
    png::encode_indexed(pixmap.width(), pixmap.height(), palette(), &indices)
}

/// A piece's help picture in both styles side by side, kanji on the left and the
/// letter on the right, each with the piece's name and moves: for players who read
/// one and are learning the other.
pub fn render_piece_help_both(
    variant: &'static Variant,
    kind: Kind,
) -> Result<Vec<u8>, RenderError> {
    let kanji = help::draw(variant, kind, PieceStyle::Kanji)?;
    let latin = help::draw(variant, kind, PieceStyle::Latin)?;
    let width = kanji.width() + latin.width();
    let height = kanji.height().max(latin.height());
    let mut both = resvg::tiny_skia::Pixmap::new(width, height)
        .ok_or_else(|| RenderError::Draw("the picture has no size".into()))?;
    // The pictures' own background fills any difference in height.
    let corner = kanji.pixel(0, 0).map(|p| p.demultiply());
    if let Some(c) = corner {
        both.fill(resvg::tiny_skia::Color::from_rgba8(
            c.red(),
            c.green(),
            c.blue(),
            c.alpha(),
        ));
    }
    let paint = resvg::tiny_skia::PixmapPaint::default();
    let at = resvg::tiny_skia::Transform::identity();
    both.draw_pixmap(0, 0, kanji.as_ref(), &paint, at, None);
    both.draw_pixmap(kanji.width() as i32, 0, latin.as_ref(), &paint, at, None);
    let indices = palette::quantize(&both);
    png::encode_indexed(both.width(), both.height(), palette(), &indices)
}

/// Pre-draw every game's pieces (both styles), boards, plates and counts now,
/// about 0.1 s of work, so that no later picture waits for any. Optional: without
/// it each part is drawn the first time a picture needs it, and a game's first
/// picture takes a few tens of milliseconds.
pub fn warm_up() {
    for &v in washogi_rules::all_variants() {
        if let Ok(a) = art::art(v) {
            let _ = a.draw_all();
        }
    }
}

/// Whether the bundled fonts draw every character of `text` (names, a replay's
/// result): what they lack is drawn as `?`. Spaces count as drawable.
pub fn can_draw_text(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() || fonts::SANS.has(c))
}

/// How many pre-drawn parts (and name strips) were drawn since the program
/// started, and how many are held: equal unless something was drawn twice. For
/// tests of drawing from many threads at once; not part of the API.
#[doc(hidden)]
pub fn parts_drawn_and_held() -> (usize, usize) {
    let (parts_drawn, parts_held) = art::drawn_and_held();
    let (strips_drawn, strips_held) = plates::strips_drawn_and_held();
    let (glyphs_drawn, glyphs_held) = clock_face::glyphs_drawn_and_held();
    (
        parts_drawn + strips_drawn + glyphs_drawn,
        parts_held + strips_held + glyphs_held,
    )
}

/// Width and height in pixels of a position's picture (the same with clocks).
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

/// Pixel rectangle (x, y, width, height) of a side's clock box in the picture of
/// a live game (one with [`RenderOptions::sente_clock`] or `gote_clock`), for
/// tests and tools.
pub fn clock_rect(
    variant: &Variant,
    flipped: bool,
    color: washogi_rules::Color,
) -> (u32, u32, u32, u32) {
    let l = layout::Layout::with_clocks(variant, flipped, true);
    let b = l
        .clock_box(color)
        .expect("a layout with clocks has their boxes");
    (b.x as u32, b.y as u32, b.w as u32, b.h as u32)
}
/// The colours of the move picker's marks (RGBA, before blending): the chosen
/// piece's wash, and its targets' dots and corners.
pub const SELECTED_COLOUR: (u8, u8, u8, u8) = colours::SELECTED;
pub const MARK_COLOUR: (u8, u8, u8, u8) = colours::MARK;

/// The colours the picture uses for the last-move highlight and the check mark
/// (RGBA, before blending), so tests can look for them.
pub const LAST_MOVE_COLOUR: (u8, u8, u8, u8) = colours::LAST_MOVE;
pub const CHECK_COLOUR: (u8, u8, u8, u8) = colours::CHECK;
