//! A position's picture as one SVG document, for browsers: the same parts the PNG
//! is put together from (`compose.rs`), written out instead of rasterised — the
//! empty board, the last move's wash, the check glow, the pieces, the hands with
//! their counts and the name plates (with a live game's clocks). Each piece body (by size and direction) and
//! each label (by kind, direction and style) is written once and placed with
//! `<use>`, so a full board stays small.
//!
//! Names become glyph outlines, as in the PNG: no text from outside is ever
//! written as markup.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use super::art::{art, badge_elements, check_glow_elements};
use super::background::background_elements;
use super::clock_face::setting;
use super::colours::LAST_MOVE;
use super::compose::highlighted;
use super::fonts::drawable_name;
use super::fonts::SANS;
use super::layout::Layout;
use super::pieces::{body_elements, label_elements, piece_box, size_class};
use super::plates::{elements as plate_elements, ClockBox, NameSpot};
use super::svg::document;
use super::{PieceStyle, RenderError, RenderOptions};
use washogi_rules::{Color, Kind, Position};

/// One piece to place: its kind, direction, and the top-left corner of its cell.
struct Placed {
    kind: Kind,
    up: bool,
    x: u32,
    y: u32,
}

fn dir(up: bool) -> char {
    if up {
        'u'
    } else {
        'd'
    }
}

fn style_mark(style: PieceStyle) -> char {
    match style {
        PieceStyle::Kanji => 'k',
        PieceStyle::Latin => 'l',
    }
}

/// The picture of a position as an SVG document (see the module's notes).
/// Analysis arrows are not drawn.
pub fn position_svg(pos: &Position, opts: &RenderOptions) -> Result<String, RenderError> {
    let variant = pos.variant();
    // The pre-drawn art is not needed, but a game without pictures is refused the
    // same way.
    art(variant)?;
    let clocks = opts.sente_clock.is_some() || opts.gote_clock.is_some();
    let l = Layout::with_clocks(variant, opts.flipped, clocks);
    let (cw, ch) = (l.cell_w, l.cell_h);
    let (wf, hf) = (cw as f32, ch as f32);
    let mut body = background_elements(&l);

    if let Some(mv) = opts.last_move {
        let (r, g, b, a) = LAST_MOVE;
        for sq in highlighted(mv) {
            if pos.contains(sq) {
                let (x, y) = l.cell_origin(sq);
                let _ = write!(
                    body,
                    r#"<rect x="{}" y="{}" width="{}" height="{}" fill="rgb({r},{g},{b})" fill-opacity="{:.3}"/>"#,
                    x + 1,
                    y + 1,
                    cw - 2,
                    ch - 2,
                    f32::from(a) / 255.0
                );
            }
        }
    }
    if pos.in_check() {
        if let Some(king) = pos.king_square(pos.side_to_move()) {
            let (x, y) = l.cell_origin(king);
            let _ = write!(
                body,
                r#"<g transform="translate({} {})">{}</g>"#,
                x + 1,
                y + 1,
                check_glow_elements(cw - 2, ch - 2)
            );
        }
    }

    let mut placed = Vec::new();
    for sq in pos.squares() {
        if let Some(piece) = pos.piece_at(sq) {
            let (x, y) = l.cell_origin(sq);
            let up = l.points_up(piece.color);
            placed.push(Placed {
                kind: piece.kind,
                up,
                x,
                y,
            });
        }
    }
    let mut badges = String::new();
    if l.drops {
        let bs = art(variant)?.badge_size();
        let bsf = bs as f32;
        for color in Color::both() {
            let up = l.points_up(color);
            let hand = pos.hand(color).into_iter().filter(|&(_, n)| n > 0);
            for (i, (kind, count)) in hand.enumerate() {
                let Some((x, y)) = l.hand_slot(color, i) else {
                    break;
                };
                placed.push(Placed { kind, up, x, y });
                if count > 1 {
                    let (bx, by, pw, ph) = piece_box(variant.kind(kind), wf, hf);
                    let bx = (x as f32 + bx + pw - bsf * 0.55) as i32;
                    let by = (y as f32 + by + ph - bsf * 0.75) as i32;
                    let _ = write!(
                        badges,
                        r#"<g transform="translate({bx} {by})">{}</g>"#,
                        badge_elements(bs, count)
                    );
                }
            }
        }
    }

    // Each body and label once, then every piece as two uses of them.
    let bodies: BTreeSet<(usize, bool)> = placed
        .iter()
        .map(|p| (size_class(variant.kind(p.kind)), p.up))
        .collect();
    let labels: BTreeSet<(usize, bool)> = placed.iter().map(|p| (p.kind.index(), p.up)).collect();
    let style = style_mark(opts.style);
    let mut defs = String::new();
    for &(class, up) in &bodies {
        let Some(info) = variant
            .kinds()
            .map(|(_, info)| info)
            .find(|info| size_class(info) == class)
        else {
            continue;
        };
        let id = format!("b{class}{}", dir(up));
        let _ = write!(
            defs,
            r#"<g id="{id}">{}</g>"#,
            body_elements(info, up, 0.0, 0.0, wf, hf, &id)
        );
    }
    for &(index, up) in &labels {
        let Some((_, info)) = variant.kinds().find(|(k, _)| k.index() == index) else {
            continue;
        };
        let _ = write!(
            defs,
            r#"<g id="l{index}{}{style}">{}</g>"#,
            dir(up),
            label_elements(info, up, opts.style, 0.0, 0.0, wf, hf)
        );
    }
    let _ = write!(body, "<defs>{defs}</defs>");
    for p in &placed {
        let class = size_class(variant.kind(p.kind));
        let d = dir(p.up);
        let _ = write!(
            body,
            r##"<use href="#b{class}{d}" x="{x}" y="{y}"/><use href="#l{index}{d}{style}" x="{x}" y="{y}"/>"##,
            index = p.kind.index(),
            x = p.x,
            y = p.y
        );
    }
    body.push_str(&badges);

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
        body.push_str(&plate_elements(
            &l,
            color,
            active,
            given.is_some(),
            opts.language,
            look,
        ));
        if let (Some(c), Some(b), Some((_, ink))) =
            (clock, l.clock_box(color), look.colours(active))
        {
            let set = setting(b, &c.text);
            body.push_str(&SANS.text(&set.time, set.x, set.baseline, set.size, ink));
            if !set.rest.is_empty() {
                body.push_str(&SANS.text(
                    &set.rest,
                    set.rest_x,
                    set.rest_baseline,
                    set.rest_size,
                    ink,
                ));
            }
        }
        if let Some(name) = given {
            let spot = NameSpot::new(&l, color, active, Some(&name), opts.language);
            body.push_str(&spot.svg(spot.x, spot.baseline));
        }
    }
    Ok(document(l.width, l.height, &body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::svg::rasterize;
    use washogi_rules::{Game, Variant};

    /// The SVG, drawn by resvg, is the PNG's picture: the same parts in the same
    /// places (pixels differ only where a part's edge falls between pixels).
    #[test]
    fn the_svg_draws_the_pngs_picture() {
        let cases = [
            ("wa", false, PieceStyle::Kanji),
            ("wa-drops", true, PieceStyle::Latin),
            ("shogi", false, PieceStyle::Kanji),
        ];
        for (id, flipped, style) in cases {
            let v = Variant::by_id(id).unwrap();
            // A made-up game that captures whenever it can, so the hands of the
            // drop games hold pieces (some more than one).
            let mut game = Game::new(Position::start(v));
            let mut list = Vec::new();
            for ply in 0..60 {
                let pos = game.position().clone();
                let moves = pos.legal_moves();
                if moves.is_empty() || game.status().is_over() {
                    break;
                }
                let capture = moves
                    .iter()
                    .find(|m| m.from().is_some() && pos.piece_at(m.to()).is_some());
                let mv = *capture.unwrap_or(&moves[(ply * 7) % moves.len()]);
                if game.play(mv).is_err() {
                    break;
                }
                list.push(mv);
            }
            // Clocks on the plates in one picture of each game (one of them low).
            let clock = |text: &str, low: bool| {
                Some(crate::PlateClock {
                    text: text.into(),
                    low,
                })
            };
            let opts = RenderOptions {
                flipped,
                style,
                last_move: list.last().copied(),
                sente_name: Some("Ayumi 歩".into()),
                gote_name: Some("<script>bob</script>".into()),
                sente_clock: clock("9:58 +30s ×3", false),
                gote_clock: clock("0:07", true),
                ..RenderOptions::default()
            };
            let svg = position_svg(game.position(), &opts).unwrap();
            assert!(!svg.contains("<script"), "names are outlines, never markup");
            let frame = crate::render_frame(game.position(), &opts).unwrap();
            let drawn = rasterize(&svg, frame.width, frame.height).unwrap();
            let mut far = 0;
            for (i, px) in drawn.pixels().iter().enumerate() {
                let c = px.demultiply();
                let [r, g, b] = crate::palette()[frame.indices[i] as usize];
                let d = (i32::from(c.red()) - i32::from(r)).abs()
                    + (i32::from(c.green()) - i32::from(g)).abs()
                    + (i32::from(c.blue()) - i32::from(b)).abs();
                if d > 24 {
                    far += 1;
                }
            }
            let share = far as f64 / drawn.pixels().len() as f64;
            assert!(
                share < 0.01,
                "{id}: {:.2} % of pixels differ",
                share * 100.0
            );
            eprintln!("{id}: {} bytes, {:.3} % differ", svg.len(), share * 100.0);
        }
    }

    #[test]
    fn a_king_in_check_glows_and_hands_show_counts() {
        let v = Variant::by_id("shogi").unwrap();
        let pos = Position::from_sfen(v, "4k4/9/4P4/9/9/9/9/9/4K4 w 2P 1").unwrap();
        let svg = position_svg(&pos, &RenderOptions::default()).unwrap();
        assert!(!pos.in_check() || svg.contains("checkglow"));
        let check = Position::from_sfen(v, "4k4/4G4/9/9/9/9/9/9/4K4 w 2P 1").unwrap();
        assert!(check.in_check());
        let svg = position_svg(&check, &RenderOptions::default()).unwrap();
        assert!(svg.contains("checkglow"));
        assert!(svg.contains("#8E1D14"), "the count badge of two pawns");
    }
}
