//! Everything pre-drawn for a game (as lichess's lila-gif pre-draws its pieces):
//! the empty board of each orientation, every piece in both directions and both
//! styles, hand count badges, the check glow and the name plates without names.
//!
//! Each thing is drawn the first time a picture needs it and kept for the life of
//! the process, in its own `OnceLock`: threads that need the same thing at once wait
//! for one drawing of it, threads that need different things draw them side by side,
//! and once drawn a thing is read without any lock.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, OnceLock};

use resvg::tiny_skia::Pixmap;

use super::background::{draw_background, draw_board};
use super::blit::Part;
use super::colours::CHECK;
use super::fonts::SANS;
use super::layout::Layout;
use super::marks;
use super::palette::quantize;
use super::pieces::{body_elements, label_elements, size_class, SIZE_CLASSES};
use super::plates::{draw_plate, ClockBox, Plate, PlateLanguage};
use super::svg::{document, rasterize, rasterize_onto};
use super::{PieceStyle, RenderError};
use washogi_rules::{all_variants, Color, Kind, Variant};

/// A round badge `size` pixels wide showing a hand's count, as SVG elements.
pub fn badge_elements(size: u32, count: u8) -> String {
    let r = size as f32 / 2.0;
    let text = count.to_string();
    let font = if text.len() > 1 { r * 1.05 } else { r * 1.25 };
    format!(
        r##"<circle cx="{r}" cy="{r}" r="{:.2}" fill="#8E1D14" stroke="#FFF3DC" stroke-width="1.5"/>{}"##,
        r - 1.0,
        SANS.text_centered(&text, r, r + font * 0.36, font, "#FFFFFF")
    )
}

/// The red glow under a king in check, `w`×`h`, as SVG elements.
pub fn check_glow_elements(w: u32, h: u32) -> String {
    let (r, g, b, a) = CHECK;
    format!(
        r#"<defs><radialGradient id="checkglow" cx="0.5" cy="0.5" r="0.62"><stop offset="0" stop-color="rgb(255,30,10)" stop-opacity="1"/><stop offset="0.45" stop-color="rgb(230,20,10)" stop-opacity="0.85"/><stop offset="1" stop-color="rgb(180,0,0)" stop-opacity="0"/></radialGradient></defs><rect width="{w}" height="{h}" fill="rgb({r},{g},{b})" fill-opacity="{:.3}"/><rect width="{w}" height="{h}" fill="url(#checkglow)"/>"#,
        a as f32 / 255.0
    )
}

/// A thing drawn once: the drawing, or why it could not be drawn.
type Slot<T> = OnceLock<Result<T, RenderError>>;

/// What is in `slot`, drawn by `draw` if nothing is there yet.
fn get<T>(
    slot: &Slot<T>,
    draw: impl FnOnce() -> Result<T, RenderError>,
) -> Result<&T, RenderError> {
    slot.get_or_init(|| {
        DRAWINGS.fetch_add(1, Ordering::Relaxed);
        draw()
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// How many times a part was drawn (to check that none is drawn twice).
static DRAWINGS: AtomicUsize = AtomicUsize::new(0);

/// How many parts were drawn, and how many are held: equal unless a part was
/// drawn twice (see [`crate::parts_drawn_and_held`]).
pub fn drawn_and_held() -> (usize, usize) {
    fn held<T>(slots: &[Slot<T>]) -> usize {
        slots.iter().filter(|s| s.get().is_some()).count()
    }
    let mut total = 0;
    for a in ART.iter() {
        total += held(std::slice::from_ref(&a.board))
            + held(&a.backgrounds)
            + held(&a.background_indices)
            + held(&a.bodies)
            + held(&a.pieces)
            + held(&a.badges)
            + held(std::slice::from_ref(&a.check_glow))
            + held(std::slice::from_ref(&a.target_dot))
            + held(std::slice::from_ref(&a.capture_corners))
            + held(&a.plates);
    }
    (DRAWINGS.load(Ordering::Relaxed), total)
}

/// The pre-drawn pictures of one game.
pub struct GameArt {
    pub variant: &'static Variant,
    /// Indexed by `flipped` and whether the plates hold clocks.
    layouts: [Layout; 4],
    /// The board without coordinates, shared by both orientations.
    board: Slot<Pixmap>,
    /// By orientation and clocks (see [`GameArt::background_index`]).
    backgrounds: [Slot<Pixmap>; 4],
    /// The backgrounds' palette indices.
    background_indices: [Slot<Vec<u8>>; 4],
    /// Piece bodies without labels, by size class and direction.
    bodies: [Slot<Pixmap>; 2 * SIZE_CLASSES],
    /// Pieces, by kind, direction and style.
    pieces: Box<[Slot<Part>]>,
    /// Hand count badges, by count.
    badges: Box<[Slot<Part>]>,
    check_glow: Slot<Part>,
    /// The move picker's marks (see `marks.rs`).
    target_dot: Slot<Part>,
    capture_corners: Slot<Part>,
    /// Name plates without the player's name (see `plates.rs`).
    plates: Box<[Slot<Plate>]>,
}

static ART: LazyLock<Vec<GameArt>> =
    LazyLock::new(|| all_variants().iter().map(|&v| GameArt::new(v)).collect());

/// The pre-drawn pictures of a game.
pub fn art(variant: &Variant) -> Result<&'static GameArt, RenderError> {
    ART.iter()
        .find(|a| a.variant.id() == variant.id())
        .ok_or_else(|| RenderError::Draw(format!("no pictures for the game {}", variant.id())))
}

fn slots<T>(n: usize) -> Box<[Slot<T>]> {
    (0..n).map(|_| OnceLock::new()).collect()
}

fn style_index(style: PieceStyle) -> usize {
    match style {
        PieceStyle::Kanji => 0,
        PieceStyle::Latin => 1,
    }
}

impl GameArt {
    fn new(variant: &'static Variant) -> GameArt {
        GameArt {
            variant,
            layouts: [
                Layout::with_clocks(variant, false, false),
                Layout::with_clocks(variant, false, true),
                Layout::with_clocks(variant, true, false),
                Layout::with_clocks(variant, true, true),
            ],
            board: OnceLock::new(),
            backgrounds: std::array::from_fn(|_| OnceLock::new()),
            background_indices: std::array::from_fn(|_| OnceLock::new()),
            bodies: std::array::from_fn(|_| OnceLock::new()),
            pieces: slots(variant.kind_count() * 4),
            badges: slots(256),
            check_glow: OnceLock::new(),
            target_dot: OnceLock::new(),
            capture_corners: OnceLock::new(),
            plates: slots(32 * 2 * ClockBox::ALL.len()),
        }
    }

    /// The layout of an orientation, with clocks on the plates or not.
    pub fn layout(&self, flipped: bool, clocks: bool) -> &Layout {
        &self.layouts[usize::from(flipped) * 2 + usize::from(clocks)]
    }

    /// Which background a layout has: clocks change it only where they make the
    /// plates taller and the stands shorter (the drop games).
    fn background_index(&self, flipped: bool, clocks: bool) -> usize {
        usize::from(flipped) * 2 + usize::from(clocks && self.variant.drops())
    }

    /// The empty board with the coordinates of an orientation (and the stands of
    /// a picture with clocks, or without).
    pub fn background(&self, flipped: bool, clocks: bool) -> Result<&Pixmap, RenderError> {
        get(
            &self.backgrounds[self.background_index(flipped, clocks)],
            || {
                let l = self.layout(flipped, clocks);
                let board = get(&self.board, || draw_board(l))?;
                draw_background(board, l)
            },
        )
    }

    /// The palette indices of [`Self::background`].
    pub fn background_indices(&self, flipped: bool, clocks: bool) -> Result<&[u8], RenderError> {
        get(
            &self.background_indices[self.background_index(flipped, clocks)],
            || Ok(quantize(self.background(flipped, clocks)?)),
        )
        .map(Vec::as_slice)
    }

    /// A piece in a cell-sized sprite, pointing up (at the bottom player's side) or
    /// down.
    pub fn piece(&self, kind: Kind, up: bool, style: PieceStyle) -> Result<&Part, RenderError> {
        let i = kind.index();
        if i >= self.variant.kind_count() {
            return Err(RenderError::NoSuchKind);
        }
        let slot = &self.pieces[(i * 2 + usize::from(up)) * 2 + style_index(style)];
        get(slot, || {
            let info = self.variant.kind(kind);
            let l = self.layout(false, false);
            let (w, h) = (l.cell_w, l.cell_h);
            let (wf, hf) = (w as f32, h as f32);
            let body = get(&self.bodies[size_class(info) * 2 + usize::from(up)], || {
                rasterize(
                    &document(w, h, &body_elements(info, up, 0.0, 0.0, wf, hf, "p")),
                    w,
                    h,
                )
            })?;
            let mut pm = body.clone();
            let label = label_elements(info, up, style, 0.0, 0.0, wf, hf);
            rasterize_onto(&document(w, h, &label), &mut pm)?;
            Ok(Part::new(pm))
        })
    }

    /// Diameter of a hand count badge.
    pub fn badge_size(&self) -> u32 {
        (self.layout(false, false).cell_w * 2 / 5).max(20)
    }

    /// A round badge showing a hand's count.
    pub fn badge(&self, count: u8) -> Result<&Part, RenderError> {
        get(&self.badges[count as usize], || {
            let size = self.badge_size();
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}">{}</svg>"#,
                badge_elements(size, count)
            );
            Ok(Part::new(rasterize(&svg, size, size)?))
        })
    }

    /// The red glow under a king in check, the size of a cell inside its lines.
    pub fn check_glow(&self) -> Result<&Part, RenderError> {
        get(&self.check_glow, || {
            let l = self.layout(false, false);
            let (w, h) = (l.cell_w - 2, l.cell_h - 2);
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}">{}</svg>"#,
                check_glow_elements(w, h)
            );
            Ok(Part::new(rasterize(&svg, w, h)?))
        })
    }

    /// The dot on a square the chosen piece may go to (a cell-sized sprite).
    pub fn target_dot(&self) -> Result<&Part, RenderError> {
        get(&self.target_dot, || marks::dot(self.layout(false, false)))
    }

    /// The corners around a piece the chosen piece may capture (cell-sized).
    pub fn capture_corners(&self) -> Result<&Part, RenderError> {
        get(&self.capture_corners, || {
            marks::corners(self.layout(false, false))
        })
    }

    /// A side's name plate, lit when it is that side's turn, without the player's
    /// name when `named` (the picture puts the name on it), with the side's name
    /// in its place otherwise; its words in `lang`. In a picture with `clocks`,
    /// with the box of the side's `clock` (its time is set on it per picture).
    #[allow(clippy::too_many_arguments)]
    pub fn plate(
        &self,
        flipped: bool,
        clocks: bool,
        clock: ClockBox,
        color: Color,
        active: bool,
        named: bool,
        lang: PlateLanguage,
    ) -> Result<&Plate, RenderError> {
        let clock = if clocks { clock } else { ClockBox::None };
        let i = (((((usize::from(flipped) * 2 + usize::from(clocks)) * ClockBox::ALL.len()
            + clock.index())
            * 2
            + color.index())
            * 2
            + usize::from(active))
            * 2
            + usize::from(named))
            * 2
            + usize::from(lang == PlateLanguage::Japanese);
        get(&self.plates[i], || {
            let l = self.layout(flipped, clocks);
            draw_plate(
                self.background(flipped, clocks)?,
                l,
                color,
                active,
                named,
                lang,
                clock,
            )
        })
    }

    /// Draw everything a game's pictures use, now: with and without clocks.
    pub fn draw_all(&self) -> Result<(), RenderError> {
        for (flipped, clocks) in [(false, false), (true, false), (false, true), (true, true)] {
            self.background_indices(flipped, clocks)?;
            let boxes: &[ClockBox] = if clocks {
                &ClockBox::ALL
            } else {
                &[ClockBox::None]
            };
            for &clock in boxes {
                for color in Color::both() {
                    for (active, named) in
                        [(false, false), (false, true), (true, false), (true, true)]
                    {
                        for lang in PlateLanguage::ALL {
                            self.plate(flipped, clocks, clock, color, active, named, lang)?;
                        }
                    }
                }
            }
            crate::clock_face::warm_up(self.layout(flipped, clocks))?;
        }
        for (kind, _) in self.variant.kinds() {
            for up in [true, false] {
                for style in [PieceStyle::Kanji, PieceStyle::Latin] {
                    self.piece(kind, up, style)?;
                }
            }
        }
        if self.variant.drops() {
            for count in 2..=18 {
                self.badge(count)?;
            }
        }
        self.check_glow()?;
        self.target_dot()?;
        self.capture_corners()?;
        Ok(())
    }
}
