//! Pieces: the wedge-shaped piece as SVG (kanji or Latin style), as a body (the
//! same for many kinds) and a label. `art.rs` turns them into sprites.

use std::fmt::Write as _;

use super::colours::{INK, RED};
use super::fonts::SERIF;
use super::PieceStyle;
use washogi_rules::{KindInfo, Role};

/// The kinds whose pieces are drawn a little larger or smaller, as on real sets.
fn piece_scale(info: &KindInfo) -> f32 {
    [1.0, 0.88, 0.94][size_class(info)]
}

/// The piece sizes there are (see [`piece_scale`]): kings, pawns, the rest.
pub const SIZE_CLASSES: usize = 3;

/// Which of the [`SIZE_CLASSES`] a kind's piece has: pieces of one class have the
/// same body.
pub fn size_class(info: &KindInfo) -> usize {
    match info.role {
        Role::King => 0,
        Role::Pawn if !info.promoted => 1,
        _ => 2,
    }
}

/// A piece's box inside a cell of `w`×`h`: (x, y, width, height).
pub fn piece_box(info: &KindInfo, w: f32, h: f32) -> (f32, f32, f32, f32) {
    let s = piece_scale(info);
    let pw = w * 0.88 * s;
    let ph = h * 0.9 * s;
    // Centred, with smaller pieces resting a little lower, as on a printed diagram.
    let x = (w - pw) / 2.0;
    let y = (h - ph) / 2.0 + (1.0 - s) * h * 0.12;
    (x, y, pw, ph)
}

/// The pentagon, pointing up, in a box.
fn outline(x: f32, y: f32, w: f32, h: f32) -> String {
    let p = |u: f32, v: f32| format!("{:.2} {:.2}", x + u * w, y + v * h);
    format!(
        "M{}L{}L{}L{}L{}Z",
        p(0.5, 0.0),
        p(0.86, 0.19),
        p(0.97, 1.0),
        p(0.03, 1.0),
        p(0.14, 0.19)
    )
}

/// SVG elements drawing one piece in the cell whose top-left corner is (ox, oy):
/// its body, then its label. `id` makes the gradient and filter ids unique within
/// a document.
#[allow(clippy::too_many_arguments)]
pub fn piece_elements(
    info: &KindInfo,
    up: bool,
    style: PieceStyle,
    ox: f32,
    oy: f32,
    w: f32,
    h: f32,
    id: &str,
) -> String {
    body_elements(info, up, ox, oy, w, h, id) + &label_elements(info, up, style, ox, oy, w, h)
}

/// The rotation that turns a piece pointing up into one pointing down, as an SVG
/// attribute (empty for a piece pointing up).
fn rotation(up: bool, ox: f32, oy: f32, w: f32, h: f32) -> String {
    if up {
        String::new()
    } else {
        let (cx, cy) = (ox + w / 2.0, oy + h / 2.0);
        format!(r#" transform="rotate(180 {cx:.2} {cy:.2})""#)
    }
}

fn stroke_width(w: f32) -> f32 {
    (w / 40.0).clamp(0.9, 1.6)
}

/// The wooden body of a piece (its shadow, face and bevel), without its label. It
/// depends only on the piece's size class ([`size_class`]) and direction, so the
/// pictures draw it a few times and put every label on a copy.
pub fn body_elements(
    info: &KindInfo,
    up: bool,
    ox: f32,
    oy: f32,
    w: f32,
    h: f32,
    id: &str,
) -> String {
    let (bx, by, pw, ph) = piece_box(info, w, h);
    let (x, y) = (ox + bx, oy + by);
    let rot = rotation(up, ox, oy, w, h);
    let stroke = stroke_width(w);
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<defs><linearGradient id="g{id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#FCEFCB"/><stop offset="0.55" stop-color="#F3DCA4"/><stop offset="1" stop-color="#E6C383"/></linearGradient><filter id="f{id}" x="-20%" y="-20%" width="150%" height="150%"><feDropShadow dx="{d1:.2}" dy="{d2:.2}" stdDeviation="{sd:.2}" flood-color="#1A0E05" flood-opacity="0.5"/></filter></defs><g filter="url(#f{id})"><path{rot} d="{o}" fill="url(#g{id})" stroke="#5B4024" stroke-width="{stroke:.2}" stroke-linejoin="round"/></g>"##,
        d1 = w / 50.0,
        d2 = w / 32.0,
        sd = w / 45.0,
        o = outline(x, y, pw, ph),
    );
    // A faint inner bevel line, as on carved pieces.
    let inset = pw * 0.07;
    let _ = write!(
        s,
        r##"<path{rot} d="{o}" fill="none" stroke="#FFF8E6" stroke-opacity="0.55" stroke-width="{sw:.2}" stroke-linejoin="round"/>"##,
        o = outline(
            x + inset,
            y + inset * 1.5,
            pw - 2.0 * inset,
            ph - inset * 2.3
        ),
        sw = stroke * 0.8,
    );
    s
}

/// A piece's label in a style, to draw over its body.
#[allow(clippy::too_many_arguments)]
pub fn label_elements(
    info: &KindInfo,
    up: bool,
    style: PieceStyle,
    ox: f32,
    oy: f32,
    w: f32,
    h: f32,
) -> String {
    let (bx, by, pw, ph) = piece_box(info, w, h);
    let (x, y) = (ox + bx, oy + by);
    let rot = rotation(up, ox, oy, w, h);
    let colour = if info.promoted { RED } else { INK };
    match style {
        PieceStyle::Kanji => {
            // The label's centre sits a little below the middle: the pentagon's
            // weight is low.
            let lcx = x + pw / 2.0;
            let lcy = y + ph * 0.58;
            let size = ph * 0.66;
            format!("<g{rot}>{}</g>", label(info.label, lcx, lcy, size, colour))
        }
        PieceStyle::Latin => {
            let stroke = stroke_width(w);
            let mut s = format!("<g{rot}>{}</g>", marks(info, x, y, pw, ph, colour, stroke));
            // The letter stays upright for both sides: the wedge and the marks show
            // whose piece it is, and a letter is only easy to read upright.
            let lcx = x + pw / 2.0;
            let lcy = if up { y + ph * 0.585 } else { y + ph * 0.415 };
            s.push_str(&letter(info, lcx, lcy, ph * 0.56, pw * 0.42, colour));
            s
        }
    }
}

/// A kanji label centred at (cx, cy). `⿰AB` puts A and B side by side in one
/// square, `⿱AB` one above the other; two plain characters are stacked.
pub fn label(text: &str, cx: f32, cy: f32, size: f32, fill: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    match chars.as_slice() {
        ['\u{2FF0}', a, b] => {
            let left = SERIF.glyph_centered(*a, cx - size * 0.235, cy, size, 0.56, fill);
            let right = SERIF.glyph_centered(*b, cx + size * 0.255, cy, size * 0.94, 0.5, fill);
            left + &right
        }
        ['\u{2FF1}', a, b] | [a, b] => {
            let s = size * 0.62;
            SERIF.glyph_centered(*a, cx, cy - s * 0.48, s, 1.1, fill)
                + &SERIF.glyph_centered(*b, cx, cy + s * 0.48, s, 1.1, fill)
        }
        [c] => SERIF.glyph_centered(*c, cx, cy, size, 1.0, fill),
        _ => String::new(),
    }
}

/// The Latin style's letter: `P`, or a red `P` with a small `+` for `+P`.
fn letter(info: &KindInfo, cx: f32, cy: f32, size: f32, max_w: f32, fill: &str) -> String {
    let ink_w = SERIF
        .ink_box(info.letter)
        .map_or(0.5, |(x0, _, x1, _)| x1 - x0)
        * size;
    let squeeze = (max_w / ink_w).min(1.0);
    let mut s = SERIF.glyph_centered(info.letter, cx, cy, size, squeeze, fill);
    if info.promoted {
        let w = ink_w * squeeze;
        s += &SERIF.glyph_centered(
            '+',
            cx - w / 2.0 - size * 0.16,
            cy - size * 0.26,
            size * 0.5,
            1.0,
            fill,
        );
    }
    s
}

/// Where moves in direction (dx, dy) (right, forward) are marked on a piece pointing
/// up, in box units: the inner point (a step's dot, a slide's start) and the outer
/// one (a jump's star, a slide's end). The letter fills the middle.
fn anchors(dx: i8, dy: i8) -> ((f32, f32), (f32, f32)) {
    let sx = dx.signum() as f32;
    let side = |u: f32| 0.5 + u * sx;
    match (dx.abs(), dy.signum(), dy.abs()) {
        (0, 1, _) => ((0.5, 0.245), (0.5, 0.075)),
        (0, _, _) => ((0.5, 0.895), (0.5, 0.975)),
        (1, 1, 2) => ((side(0.13), 0.2), (side(0.14), 0.13)),
        (1, -1, 2) => ((side(0.13), 0.93), (side(0.14), 0.93)),
        (_, 0, _) => ((side(0.295), 0.585), (side(0.39), 0.585)),
        (_, 1, _) => ((side(0.21), 0.31), (side(0.3), 0.2)),
        _ => ((side(0.3), 0.88), (side(0.39), 0.945)),
    }
}

/// Small move marks on a Latin piece: dots for steps, bars for slides (with a cross
/// bar when the slide is limited), stars for jumps.
fn marks(info: &KindInfo, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: f32) -> String {
    let at = |(u, v): (f32, f32)| (x + u * w, y + v * h);
    let dot_r = w * 0.05;
    let mut s = String::new();
    for &(dx, dy, max) in &info.slides {
        let (inner, outer) = anchors(dx, dy);
        let (x1, y1) = at(inner);
        let (x2, y2) = at(outer);
        let _ = write!(
            s,
            r#"<line x1="{x1:.2}" y1="{y1:.2}" x2="{x2:.2}" y2="{y2:.2}" stroke="{fill}" stroke-width="{sw:.2}" stroke-linecap="round"/>"#,
            sw = stroke * 1.8
        );
        if max > 0 {
            // A limited slide: a short cross bar at its end.
            let (ux, uy) = (x2 - x1, y2 - y1);
            let len = (ux * ux + uy * uy).sqrt().max(0.01);
            let (px, py) = (-uy / len * w * 0.06, ux / len * w * 0.06);
            let _ = write!(
                s,
                r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{fill}" stroke-width="{sw:.2}" stroke-linecap="round"/>"#,
                x2 - px,
                y2 - py,
                x2 + px,
                y2 + py,
                sw = stroke * 1.3
            );
        }
    }
    for &(dx, dy) in &info.leaps {
        let (inner, outer) = anchors(dx, dy);
        if dx.abs() <= 1 && dy.abs() <= 1 {
            let (px, py) = at(inner);
            let _ = write!(
                s,
                r#"<circle cx="{px:.2}" cy="{py:.2}" r="{dot_r:.2}" fill="{fill}"/>"#
            );
        } else {
            let (px, py) = at(outer);
            let _ = write!(s, r#"<path d="{}" fill="{fill}"/>"#, star(px, py, w * 0.08));
        }
    }
    s
}

/// A five-pointed star centred at (cx, cy).
pub fn star(cx: f32, cy: f32, r: f32) -> String {
    let mut d = String::new();
    for i in 0..10 {
        let radius = if i % 2 == 0 { r } else { r * 0.45 };
        let angle = std::f32::consts::PI * (i as f32) / 5.0;
        let (px, py) = (cx + radius * angle.sin(), cy - radius * angle.cos());
        let _ = write!(d, "{}{px:.2} {py:.2}", if i == 0 { 'M' } else { 'L' });
    }
    d.push('Z');
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::all_variants;

    /// rules.md, "Pictures": no two different piece kinds of one game may look alike
    /// (as drawn in that game's pictures).
    #[test]
    fn no_two_kinds_look_alike() {
        for &v in all_variants() {
            let mut labels = std::collections::HashSet::new();
            let mut codes = std::collections::HashSet::new();
            for (_, k) in v.kinds() {
                assert!(
                    labels.insert((k.label, k.promoted)),
                    "{}: {}",
                    v.id(),
                    k.name
                );
                assert!(codes.insert(k.code()), "{}: {}", v.id(), k.name);
            }
            for style in [PieceStyle::Kanji, PieceStyle::Latin] {
                for up in [true, false] {
                    let art = crate::art::art(v).unwrap();
                    let sprites: Vec<_> = v
                        .kinds()
                        .map(|(kind, _)| art.piece(kind, up, style).unwrap().pixmap())
                        .collect();
                    for (i, a) in sprites.iter().enumerate() {
                        for b in &sprites[i + 1..] {
                            let differing = a
                                .pixels()
                                .iter()
                                .zip(b.pixels())
                                .filter(|(p, q)| p != q)
                                .count();
                            assert!(differing > 40, "{} {style:?}: two sprites alike", v.id());
                        }
                    }
                }
            }
        }
    }
}
