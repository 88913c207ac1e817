//! A piece chosen and where it may go, marked on a position's picture (the move
//! picker's board, as lichess and shogi apps show a selected piece): the chosen
//! piece's cell (or, for a drop, its slot on the mover's hand stand) washed and
//! framed in blue under the piece, a blue dot in each empty square it may go to, and blue
//! corners around each piece it may capture (corners, not a dot, so that the
//! piece's label stays readable).
//!
//! The dot and the corners are drawn once per game (`art.rs`) and copied per
//! target, so a picture with a hundred drop targets costs a hundred small copies.

use resvg::tiny_skia::{Color as SkColor, Paint};

use super::art::GameArt;
use super::blit::Canvas;
use super::colours::{MARK, SELECTED};
use super::layout::Layout;
use super::svg::{document, rasterize};
use super::{blit::Part, RenderError};
use washogi_rules::{Color, Kind, Position, Square};

/// A piece chosen and the squares it may go to, drawn over a position's picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The piece chosen: on the board, or in a hand (a drop).
    pub selected: Option<Selected>,
    /// Where it may go: a dot on an empty square, corners around a piece it would
    /// capture. Squares off the board are left out.
    pub targets: Vec<Square>,
}

impl Marks {
    /// Nothing marked.
    pub fn is_empty(&self) -> bool {
        self.selected.is_none() && self.targets.is_empty()
    }
}

/// The piece a [`Marks`] is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Selected {
    /// The piece on this square.
    Square(Square),
    /// A piece of this kind in this side's hand (drawn on its stand in drop games;
    /// games without stands show only its targets).
    Hand { color: Color, kind: Kind },
}

/// Fraction of a cell's smaller side: the dot's diameter, and a corner's legs.
const DOT: f32 = 0.34;
const CORNER: f32 = 0.30;
/// The chosen piece's frame, in pixels.
const FRAME: u32 = 4;

/// The part of a square's cell inside the grid lines: (x, y, w, h).
fn inner_cell(l: &Layout, sq: Square) -> (u32, u32, u32, u32) {
    let (x, y) = l.cell_origin(sq);
    (x + 1, y + 1, l.cell_w - 2, l.cell_h - 2)
}

fn paint((r, g, b, a): (u8, u8, u8, u8)) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(SkColor::from_rgba8(r, g, b, a));
    paint
}

/// The wash and frame under the chosen piece (before the pieces are drawn).
pub fn draw_under(pm: &mut Canvas, l: &Layout, pos: &Position, marks: &Marks) {
    let cell = match marks.selected {
        Some(Selected::Square(sq)) if pos.contains(sq) => Some(inner_cell(l, sq)),
        Some(Selected::Hand { color, kind }) => pos
            .hand(color)
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .position(|(k, _)| k == kind)
            .and_then(|i| l.hand_slot(color, i))
            .map(|(x, y)| (x + 1, y + 1, l.cell_w - 2, l.cell_h - 2)),
        _ => None,
    };
    let Some((x, y, w, h)) = cell else {
        return;
    };
    pm.wash((x, y, w, h), &paint(SELECTED));
    // A frame inside the cell, four pixels wide.
    let frame = paint(MARK);
    let t = FRAME.min(w / 2).min(h / 2);
    pm.wash((x, y, w, t), &frame);
    pm.wash((x, y + h - t, w, t), &frame);
    pm.wash((x, y + t, t, h - 2 * t), &frame);
    pm.wash((x + w - t, y + t, t, h - 2 * t), &frame);
}

/// The targets' dots and corners (after the pieces are drawn).
pub fn draw_over(
    pm: &mut Canvas,
    art: &GameArt,
    l: &Layout,
    pos: &Position,
    marks: &Marks,
) -> Result<(), RenderError> {
    for &sq in &marks.targets {
        if !pos.contains(sq) {
            continue;
        }
        let (x, y) = l.cell_origin(sq);
        let part = if pos.piece_at(sq).is_some() {
            art.capture_corners()?
        } else {
            art.target_dot()?
        };
        pm.draw(part, x as i32, y as i32);
    }
    Ok(())
}

/// A cell-sized sprite: a dot in its middle.
pub fn dot(l: &Layout) -> Result<Part, RenderError> {
    let (w, h) = (l.cell_w, l.cell_h);
    let unit = w.min(h) as f32;
    let (r, g, b, a) = MARK;
    let body = format!(
        r#"<circle cx="{:.2}" cy="{:.2}" r="{:.2}" fill="rgb({r},{g},{b})" fill-opacity="{:.3}"/>"#,
        w as f32 / 2.0,
        h as f32 / 2.0,
        unit * DOT / 2.0,
        a as f32 / 255.0
    );
    Ok(Part::new(rasterize(&document(w, h, &body), w, h)?))
}

/// A cell-sized sprite: a right triangle in each corner, inside the grid lines.
pub fn corners(l: &Layout) -> Result<Part, RenderError> {
    let (w, h) = (l.cell_w as f32, l.cell_h as f32);
    let leg = w.min(h) * CORNER;
    let (x0, y0, x1, y1) = (1.0, 1.0, w - 1.0, h - 1.0);
    let (r, g, b, a) = MARK;
    let triangle = |(ax, ay): (f32, f32), dx: f32, dy: f32| {
        format!(
            "M{ax:.2} {ay:.2}L{:.2} {ay:.2}L{ax:.2} {:.2}Z",
            ax + dx * leg,
            ay + dy * leg
        )
    };
    let d = [
        triangle((x0, y0), 1.0, 1.0),
        triangle((x1, y0), -1.0, 1.0),
        triangle((x0, y1), 1.0, -1.0),
        triangle((x1, y1), -1.0, -1.0),
    ]
    .concat();
    let body = format!(
        r#"<path d="{d}" fill="rgb({r},{g},{b})" fill-opacity="{:.3}"/>"#,
        a as f32 / 255.0
    );
    Ok(Part::new(rasterize(
        &document(l.cell_w, l.cell_h, &body),
        l.cell_w,
        l.cell_h,
    )?))
}
