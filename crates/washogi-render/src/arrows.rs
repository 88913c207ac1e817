//! Arrows over a position's picture, for post-game analysis: the move that was
//! played and the engine's best move, each from its origin square's centre to its
//! target square's centre.
//!
//! A drop has no origin square: its arrow starts at the dropped piece on the
//! mover's hand stand, when the picture shows that piece there; otherwise (a game
//! without stands, or a picture after the drop of the last piece of its kind) the
//! target square gets a ring.
//!
//! Arrows are drawn over the pieces, each translucent as a whole (so that the
//! piece under its head still shows), in one small sprite drawn with resvg per
//! picture: pictures with arrows are few (an analysis), so nothing is pre-drawn.
//! The best move's arrow is broad and drawn first, the played move's narrower on
//! top of it: when the two are the same move, or run along the same line, both
//! still show (a narrow arrow inside a broad one).

use std::fmt::Write as _;

use super::blit::Part;
use super::colours::{ARROW_OPACITY, BEST_ARROW, PLAYED_ARROW};
use super::layout::Layout;
use super::pieces::piece_box;
use super::svg::{document, rasterize};
use super::RenderError;
use washogi_rules::{Color, Kind, Move, Position, Square};

/// A move drawn as an arrow over the board. Any position's picture may have
/// arrows; an analysis usually shows the position before the move, where it was
/// chosen. A drop's arrow starts at the dropped piece in the hand of its owner on
/// the target square if the picture is of the position after the drop, else of
/// the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrow {
    pub mv: Move,
    pub kind: ArrowKind,
}

/// Which move an arrow shows, and so its colour and width.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    /// The move played: a narrower orange-red arrow, on top.
    Played,
    /// The engine's best move: a broader blue arrow, underneath.
    Best,
}

impl ArrowKind {
    /// The arrow's colour (RGB; drawn at [`ARROW_OPACITY`]).
    pub fn colour(self) -> (u8, u8, u8) {
        match self {
            ArrowKind::Played => PLAYED_ARROW,
            ArrowKind::Best => BEST_ARROW,
        }
    }

    /// Sizes as fractions of a cell: (shaft, head's width, head's length, ring's
    /// radius). The played move's arrow fits inside the best move's, so that the
    /// same move drawn as both shows both; a ring (as wide as half a shaft) lies
    /// around the piece's label, not over it.
    fn proportions(self) -> (f32, f32, f32, f32) {
        match self {
            ArrowKind::Best => (0.32, 0.80, 0.50, 0.40),
            ArrowKind::Played => (0.18, 0.52, 0.38, 0.40),
        }
    }

    /// Drawn first: the broad one.
    fn order(self) -> u8 {
        match self {
            ArrowKind::Best => 0,
            ArrowKind::Played => 1,
        }
    }
}

/// What an arrow becomes on the picture.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight arrow from one point to another (pixels).
    Line { from: (f32, f32), to: (f32, f32) },
    /// A ring around a point: a drop whose piece is not shown in hand.
    Ring { at: (f32, f32) },
}

/// Centre of a square's cell.
fn square_centre(l: &Layout, sq: Square) -> (f32, f32) {
    let (x, y) = l.cell_origin(sq);
    (
        x as f32 + l.cell_w as f32 / 2.0,
        y as f32 + l.cell_h as f32 / 2.0,
    )
}

/// The side that makes a drop shown on `pos`: the owner of the dropped piece when
/// the picture is of the position after it (the piece stands on the target),
/// otherwise the side to move (the picture is of the position before it).
fn dropper(pos: &Position, kind: Kind, to: Square) -> Color {
    match pos.piece_at(to) {
        Some(p) if p.kind == kind => p.color,
        _ => pos.side_to_move(),
    }
}

/// Centre of the piece of `kind` on `color`'s hand stand, as the picture draws it
/// (see `compose.rs`); `None` when that hand has none or the stand no room.
fn hand_centre(l: &Layout, pos: &Position, color: Color, kind: Kind) -> Option<(f32, f32)> {
    let i = pos.hand(color).iter().position(|&(k, _)| k == kind)?;
    let (x, y) = l.hand_slot(color, i)?;
    let info = pos.variant().kind(kind);
    let (bx, by, pw, ph) = piece_box(info, l.cell_w as f32, l.cell_h as f32);
    Some((x as f32 + bx + pw / 2.0, y as f32 + by + ph / 2.0))
}

/// Where an arrow goes on the picture of `pos` laid out by `l`.
pub fn shape(l: &Layout, pos: &Position, mv: Move) -> Shape {
    let to = square_centre(l, mv.to());
    let from = match mv {
        Move::Board { from, .. } => Some(square_centre(l, from)),
        Move::Drop { kind, to: target } => hand_centre(l, pos, dropper(pos, kind, target), kind),
    };
    match from {
        Some(from) if from != to => Shape::Line { from, to },
        _ => Shape::Ring { at: to },
    }
}

/// Path data of an arrow from `a` to `b` (tip at `b`) with a shaft `shaft` wide
/// and a head `head_w` wide and `head_l` long.
fn arrow_path(a: (f32, f32), b: (f32, f32), shaft: f32, head_w: f32, head_l: f32) -> String {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    let (ux, uy) = (dx / len, dy / len);
    let (nx, ny) = (-uy, ux);
    // A short arrow keeps at least half its length as shaft.
    let head_l = head_l.min(len * 0.5);
    let base = (b.0 - ux * head_l, b.1 - uy * head_l);
    let at = |p: (f32, f32), side: f32| (p.0 + nx * side, p.1 + ny * side);
    let points = [
        at(a, shaft / 2.0),
        at(base, shaft / 2.0),
        at(base, head_w / 2.0),
        b,
        at(base, -head_w / 2.0),
        at(base, -shaft / 2.0),
        at(a, -shaft / 2.0),
    ];
    let mut d = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(d, "{}{x:.2} {y:.2}", if i == 0 { 'M' } else { 'L' });
    }
    d.push('Z');
    d
}

/// SVG elements of one arrow, in a cell of size `unit`, shifted by (-ox, -oy).
fn elements(shape: Shape, kind: ArrowKind, unit: f32, (ox, oy): (f32, f32)) -> String {
    let (r, g, b) = kind.colour();
    let (shaft, head_w, head_l, ring) = kind.proportions();
    // Corners softened by a thin stroke of the same colour.
    match shape {
        Shape::Line { from, to } => {
            let shift = |p: (f32, f32)| (p.0 - ox, p.1 - oy);
            format!(
                r#"<path d="{}" fill="rgb({r},{g},{b})" stroke="rgb({r},{g},{b})" stroke-width="2" stroke-linejoin="round"/>"#,
                arrow_path(
                    shift(from),
                    shift(to),
                    shaft * unit,
                    head_w * unit,
                    head_l * unit
                )
            )
        }
        Shape::Ring { at } => format!(
            r#"<circle cx="{:.2}" cy="{:.2}" r="{:.2}" fill="none" stroke="rgb({r},{g},{b})" stroke-width="{:.2}"/>"#,
            at.0 - ox,
            at.1 - oy,
            ring * unit,
            shaft * unit * 0.5
        ),
    }
}

/// The box a shape may ink: (x0, y0, x1, y1).
fn bounds(shape: Shape, unit: f32) -> (f32, f32, f32, f32) {
    // Broad enough for the best move's head or ring, on every side.
    let m = unit * 0.6;
    match shape {
        Shape::Line { from, to } => (
            from.0.min(to.0) - m,
            from.1.min(to.1) - m,
            from.0.max(to.0) + m,
            from.1.max(to.1) + m,
        ),
        Shape::Ring { at } => (at.0 - m, at.1 - m, at.0 + m, at.1 + m),
    }
}

/// The arrows as one sprite, and where its top-left corner goes; `None` for no
/// arrows.
pub fn draw(
    l: &Layout,
    pos: &Position,
    arrows: &[Arrow],
) -> Result<Option<(Part, i32, i32)>, RenderError> {
    let unit = l.cell_w.min(l.cell_h) as f32;
    let mut shapes: Vec<(Shape, ArrowKind)> = arrows
        .iter()
        .filter(|a| pos.contains(a.mv.to()) && a.mv.from().is_none_or(|f| pos.contains(f)))
        .map(|a| (shape(l, pos, a.mv), a.kind))
        .collect();
    if shapes.is_empty() {
        return Ok(None);
    }
    shapes.sort_by_key(|s| s.1.order());
    let (mut x0, mut y0, mut x1, mut y1) = bounds(shapes[0].0, unit);
    for &(s, _) in &shapes[1..] {
        let b = bounds(s, unit);
        (x0, y0, x1, y1) = (x0.min(b.0), y0.min(b.1), x1.max(b.2), y1.max(b.3));
    }
    // Inside the picture, on whole pixels.
    let x0 = x0.floor().max(0.0);
    let y0 = y0.floor().max(0.0);
    let x1 = x1.ceil().min(l.width as f32);
    let y1 = y1.ceil().min(l.height as f32);
    let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
    if w == 0 || h == 0 {
        return Ok(None);
    }
    // Opaque arrows in one translucent group: where the played arrow lies over
    // the best one it shows its own colour, and nothing is doubled.
    let arrows: String = shapes
        .iter()
        .map(|&(s, kind)| elements(s, kind, unit, (x0, y0)))
        .collect();
    let body = format!(r#"<g opacity="{ARROW_OPACITY}">{arrows}</g>"#);
    let pixmap = rasterize(&document(w, h, &body), w, h)?;
    Ok(Some((Part::new(pixmap), x0 as i32, y0 as i32)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::{usi::parse_usi, Variant};

    #[test]
    fn a_board_move_runs_from_centre_to_centre_either_way_up() {
        let v = Variant::by_id("shogi").unwrap();
        let pos = Position::start(v);
        let mv = parse_usi(v, "7g7f").unwrap();
        for flipped in [false, true] {
            let l = Layout::new(v, flipped);
            let Shape::Line { from, to } = shape(&l, &pos, mv) else {
                panic!("a line");
            };
            assert_eq!(from, square_centre(&l, mv.from().unwrap()));
            assert_eq!(to, square_centre(&l, mv.to()));
            // Sente's pawn goes up the picture, or down it when flipped.
            assert_eq!(to.1 < from.1, !flipped);
        }
    }

    #[test]
    fn a_drop_starts_at_the_piece_in_hand_or_rings_its_target() {
        let v = Variant::by_id("shogi").unwrap();
        let before = Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/4K4 b Pp 1").unwrap();
        let drop = parse_usi(v, "P*5e").unwrap();
        let l = Layout::new(v, false);
        let Shape::Line { from, .. } = shape(&l, &before, drop) else {
            panic!("a line from the hand");
        };
        // Sente's stand is at the bottom right, beside the board.
        assert!(from.0 > l.board().right() && from.1 > l.height as f32 / 2.0);
        // After the drop sente has no pawn left in hand: a ring.
        let after = before.play(drop).unwrap();
        assert!(matches!(shape(&l, &after, drop), Shape::Ring { .. }));
        // After it, with a pawn still in hand, the arrow starts at sente's pawn
        // although gote (with a pawn too) is to move.
        let two = Position::from_sfen(v, "4k4/9/9/9/9/9/9/9/4K4 b 2Pp 1").unwrap();
        let after = two.play(drop).unwrap();
        assert_eq!(shape(&l, &after, drop), shape(&l, &two, drop));
    }
}
