//! A position's picture put together from pre-drawn parts (`art.rs`): the empty
//! board, then the last move's wash, the check glow, the pieces, the hands with
//! their counts and the two name plates. Nothing here parses or rasterises SVG
//! (except a player's name the first time it is seen).

use resvg::tiny_skia::{Color as SkColor, Paint, Pixmap, Rect as SkRect, Transform};

use super::art::art;
use super::blit;
use super::colours::LAST_MOVE;
use super::fonts::clean_name;
use super::layout::Rect;
use super::pieces::piece_box;
use super::plates::{draw_name, NameSpot};
use super::{RenderError, RenderOptions};
use washogi_rules::{Color, Move, Position, Square};

/// The part of a cell inside the grid lines.
fn inner_cell(cell: Rect) -> Option<SkRect> {
    SkRect::from_xywh(cell.x + 1.0, cell.y + 1.0, cell.w - 2.0, cell.h - 2.0)
}

/// The squares a move highlights: origin and target (a drop: the target).
pub fn highlighted(mv: Move) -> Vec<Square> {
    let mut v = vec![mv.to()];
    if let Some(from) = mv.from() {
        v.push(from);
    }
    v
}

/// The picture of a position, as premultiplied RGBA (opaque).
pub fn draw(pos: &Position, opts: &RenderOptions) -> Result<Pixmap, RenderError> {
    let art = art(pos.variant())?;
    let flipped = opts.flipped;
    let l = art.layout(flipped);
    let mut pm = art.background(flipped)?.clone();

    if let Some(mv) = opts.last_move {
        let (r, g, b, a) = LAST_MOVE;
        let mut paint = Paint::default();
        paint.set_color(SkColor::from_rgba8(r, g, b, a));
        for sq in highlighted(mv) {
            if pos.contains(sq) {
                if let Some(rect) = inner_cell(l.cell(sq)) {
                    pm.fill_rect(rect, &paint, Transform::identity(), None);
                }
            }
        }
    }
    if pos.in_check() {
        if let Some(king) = pos.king_square(pos.side_to_move()) {
            let (x, y) = l.cell_origin(king);
            art.check_glow()?.draw(&mut pm, x as i32 + 1, y as i32 + 1);
        }
    }
    for sq in pos.squares() {
        if let Some(piece) = pos.piece_at(sq) {
            let (x, y) = l.cell_origin(sq);
            let sprite = art.piece(piece.kind, l.points_up(piece.color), opts.style)?;
            sprite.draw(&mut pm, x as i32, y as i32);
        }
    }
    if l.drops {
        let bs = art.badge_size() as f32;
        let (cw, ch) = (l.cell_w as f32, l.cell_h as f32);
        for color in Color::both() {
            let up = l.points_up(color);
            let hand = pos.hand(color).into_iter().filter(|&(_, n)| n > 0);
            for (i, (kind, count)) in hand.enumerate() {
                let Some((x, y)) = l.hand_slot(color, i) else {
                    break;
                };
                art.piece(kind, up, opts.style)?
                    .draw(&mut pm, x as i32, y as i32);
                if count > 1 {
                    let (bx, by, pw, ph) = piece_box(pos.variant().kind(kind), cw, ch);
                    let bx = (x as f32 + bx + pw - bs * 0.55) as i32;
                    let by = (y as f32 + by + ph - bs * 0.75) as i32;
                    art.badge(count)?.draw(&mut pm, bx, by);
                }
            }
        }
    }
    for color in Color::both() {
        let active = pos.side_to_move() == color;
        let given = match color {
            Color::Sente => opts.sente_name.as_deref(),
            Color::Gote => opts.gote_name.as_deref(),
        }
        .map(clean_name)
        .filter(|n| !n.is_empty());
        let plate = art.plate(flipped, color, active, given.is_some())?;
        blit::copy(&mut pm, &plate.pixmap, plate.x, plate.y);
        if let Some(name) = given {
            let spot = NameSpot::new(l, color, active, Some(&name));
            draw_name(&mut pm, l, color, &spot)?;
        }
    }
    Ok(pm)
}
