//! A position's picture put together from pre-drawn parts (`art.rs`): the empty
//! board, then the last move's wash, a chosen piece's wash (the move picker's),
//! the check glow, the pieces, the hands with their counts, the chosen piece's
//! targets, any analysis arrows and the two name plates (with a live game's
//! clocks). Nothing here parses or rasterises SVG (except a player's name the first
//! time it is seen, a clock's glyph the first time it is used, and the arrows of an
//! analysis picture).

use std::cell::Cell;

use resvg::tiny_skia::{Color as SkColor, Paint, Pixmap};

use super::arrows;
use super::art::art;
use super::blit::Canvas;
use super::clock_face::draw_clock;
use super::colours::LAST_MOVE;
use super::fonts::drawable_name;
use super::layout::Layout;
use super::marks;
use super::pieces::piece_box;
use super::plates::{name_strip, ClockBox, NameSpot};
use super::{Frame, RenderError, RenderOptions};
use washogi_rules::{Color, Move, Position, Square};

/// The part of a square's cell inside the grid lines: (x, y, w, h).
fn inner_cell(l: &Layout, sq: Square) -> (u32, u32, u32, u32) {
    let (x, y) = l.cell_origin(sq);
    (x + 1, y + 1, l.cell_w - 2, l.cell_h - 2)
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
#[cfg(test)]
pub fn draw(pos: &Position, opts: &RenderOptions) -> Result<Pixmap, RenderError> {
    Ok(compose(pos, opts)?.finish().0)
}

/// The picture of a position as palette indices.
pub fn draw_frame(pos: &Position, opts: &RenderOptions) -> Result<Frame, RenderError> {
    let (pixmap, indices) = compose(pos, opts)?.finish();
    let frame = Frame {
        width: pixmap.width(),
        height: pixmap.height(),
        indices,
    };
    FRAME_BUFFER.set(Some(pixmap));
    Ok(frame)
}

thread_local! {
    /// Each thread's last frame's pixels, to put the next frame together in.
    static FRAME_BUFFER: Cell<Option<Pixmap>> = const { Cell::new(None) };
}

fn compose(pos: &Position, opts: &RenderOptions) -> Result<Canvas, RenderError> {
    let art = art(pos.variant())?;
    let flipped = opts.flipped;
    let clocks = opts.sente_clock.is_some() || opts.gote_clock.is_some();
    let l = art.layout(flipped, clocks);
    let background = art.background(flipped, clocks)?;
    let indices = art.background_indices(flipped, clocks)?;
    let mut pm = Canvas::reusing(FRAME_BUFFER.take(), background, indices);

    if let Some(mv) = opts.last_move {
        let (r, g, b, a) = LAST_MOVE;
        let mut paint = Paint::default();
        paint.set_color(SkColor::from_rgba8(r, g, b, a));
        for sq in highlighted(mv) {
            if pos.contains(sq) {
                pm.wash(inner_cell(l, sq), &paint);
            }
        }
    }
    marks::draw_under(&mut pm, l, pos, &opts.marks);
    if pos.in_check() {
        if let Some(king) = pos.king_square(pos.side_to_move()) {
            let (x, y) = l.cell_origin(king);
            pm.draw(art.check_glow()?, x as i32 + 1, y as i32 + 1);
        }
    }
    for sq in pos.squares() {
        if let Some(piece) = pos.piece_at(sq) {
            let (x, y) = l.cell_origin(sq);
            let sprite = art.piece(piece.kind, l.points_up(piece.color), opts.style)?;
            pm.draw(sprite, x as i32, y as i32);
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
                pm.draw(art.piece(kind, up, opts.style)?, x as i32, y as i32);
                if count > 1 {
                    let (bx, by, pw, ph) = piece_box(pos.variant().kind(kind), cw, ch);
                    let bx = (x as f32 + bx + pw - bs * 0.55) as i32;
                    let by = (y as f32 + by + ph - bs * 0.75) as i32;
                    pm.draw(art.badge(count)?, bx, by);
                }
            }
        }
    }
    marks::draw_over(&mut pm, art, l, pos, &opts.marks)?;
    if let Some((sprite, x, y)) = arrows::draw(l, pos, &opts.arrows)? {
        pm.draw(&sprite, x, y);
    }
    for color in Color::both() {
        let active = pos.side_to_move() == color;
        let given = match color {
            Color::Sente => opts.sente_name.as_deref(),
            Color::Gote => opts.gote_name.as_deref(),
        }
        .map(drawable_name)
        .filter(|n| !n.is_empty());
        let clock = match color {
            Color::Sente => opts.sente_clock.as_ref(),
            Color::Gote => opts.gote_clock.as_ref(),
        };
        let look = match clock {
            None => ClockBox::None,
            Some(c) if c.low => ClockBox::Low,
            Some(_) => ClockBox::Plain,
        };
        let plate = art.plate(
            flipped,
            clocks,
            look,
            color,
            active,
            given.is_some(),
            opts.language,
        )?;
        pm.draw(&plate.part, plate.x, plate.y);
        if let Some(c) = clock {
            draw_clock(&mut pm, l, color, &c.text, look, active)?;
        }
        if let Some(name) = given {
            let spot = NameSpot::new(l, color, active, Some(&name), opts.language);
            if let Some((strip, x, y)) = name_strip(l, color, &spot)? {
                pm.draw(&strip, x, y);
            }
        }
    }
    Ok(pm)
}
