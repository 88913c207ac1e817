//! The empty board of a game: table, hand stands, board, grid and star points (the
//! same for both orientations), then the coordinates of one orientation.
//!
//! The board and the stands cast a blurred drop shadow. resvg blurs the whole of
//! each shadowed rectangle, which took 0.1 s for one board; here each is drawn at a
//! narrow width and widened by repeating its middle column. Away from the corners a
//! column of a wide rectangle and its shadow is the same all along, so the result is
//! the same, pixel for pixel (a test checks it against resvg's whole drawing).

use std::fmt::Write as _;

use resvg::tiny_skia::Pixmap;

use super::blit::Sprite;
use super::colours::{COORDS, GRID, KAYA, STAND, TABLE_BOTTOM, TABLE_TOP};
use super::fonts::SANS;
use super::layout::{Layout, Rect};
use super::svg::{canvas, document, rasterize, rasterize_onto};
use super::RenderError;
use washogi_rules::Color;

/// The drop shadow of the board and the stands, in a filter region of 110 % of the
/// shape (`{region}` becomes the region's attributes).
const SHADOW_FILTER: &str = r##"<filter id="shadow" {region}><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.55"/></filter>"##;
const REGION_110: &str = r#"x="-5%" y="-5%" width="110%" height="110%""#;

/// Width at which a shadowed rectangle is drawn before it is widened: its middle
/// column must lie further from both sides than the blur and the corners reach
/// (3 × 4 px of blur and a 5 px corner).
const NARROW: f32 = 96.0;

fn gradient(id: &str, [light, mid, dark]: [&str; 3]) -> String {
    format!(
        r#"<linearGradient id="{id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{light}"/><stop offset="0.5" stop-color="{mid}"/><stop offset="1" stop-color="{dark}"/></linearGradient>"#
    )
}

fn table_svg(l: &Layout) -> String {
    let (w, h) = (l.width, l.height);
    document(
        w,
        h,
        &format!(
            r#"<defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{TABLE_TOP}"/><stop offset="1" stop-color="{TABLE_BOTTOM}"/></linearGradient></defs><rect width="{w}" height="{h}" fill="url(#table)"/>"#
        ),
    )
}

/// A rounded rectangle filled with a wood gradient, casting the drop shadow.
fn shadowed_rect(r: Rect, rx: f32, wood: [&str; 3], region: &str) -> String {
    format!(
        r#"<defs>{}{}</defs><rect x="{}" y="{}" width="{}" height="{}" rx="{rx}" fill="url(#wood)" filter="url(#shadow)"/>"#,
        gradient("wood", wood),
        SHADOW_FILTER.replace("{region}", region),
        r.x,
        r.y,
        r.w,
        r.h
    )
}

/// Draw `r` with its shadow onto `pm` (see the module's comment).
fn draw_shadowed_rect(
    pm: &mut Pixmap,
    r: Rect,
    rx: f32,
    wood: [&str; 3],
) -> Result<(), RenderError> {
    let (w, h) = (pm.width(), pm.height());
    let cut = (r.w - NARROW).floor();
    if cut < 8.0 {
        return rasterize_onto(&document(w, h, &shadowed_rect(r, rx, wood, REGION_110)), pm);
    }
    // The filter region of the whole rectangle (as usvg computes 110 %), cut short
    // on the right by as much as the rectangle.
    let (fx, fy) = (-0.05f32 * r.w + r.x, -0.05f32 * r.h + r.y);
    let (fw, fh) = (1.1f32 * r.w - cut, 1.1f32 * r.h);
    let region =
        format!(r#"filterUnits="userSpaceOnUse" x="{fx}" y="{fy}" width="{fw}" height="{fh}""#);
    let narrow = Rect::new(r.x, r.y, r.w - cut, r.h);
    let narrow_w = ((fx + fw).ceil() as u32 + 2).min(w);
    let small = rasterize(
        &document(narrow_w, h, &shadowed_rect(narrow, rx, wood, &region)),
        narrow_w,
        h,
    )?;
    // Widen: the left half as drawn, the middle column repeated, the right half
    // moved right.
    let (cut, split) = (cut as usize, (r.x + narrow.w / 2.0) as usize);
    let mut wide = canvas(w, h)?;
    let (sw, ww) = (narrow_w as usize, w as usize);
    let src = small.data();
    let dst = wide.data_mut();
    for y in 0..h as usize {
        let s = &src[y * sw * 4..(y + 1) * sw * 4];
        let d = &mut dst[y * ww * 4..(y + 1) * ww * 4];
        d[..split * 4].copy_from_slice(&s[..split * 4]);
        let middle = &s[split * 4..split * 4 + 4];
        for x in split..split + cut {
            d[x * 4..x * 4 + 4].copy_from_slice(middle);
        }
        let right = (sw - split).min(ww - split - cut);
        d[(split + cut) * 4..(split + cut + right) * 4]
            .copy_from_slice(&s[split * 4..(split + right) * 4]);
    }
    Sprite::new(wide).draw(pm, 0, 0);
    Ok(())
}

fn grid_svg(l: &Layout) -> String {
    let mut s = String::new();
    // Grid: inner lines, then a heavier frame.
    let g = l.grid();
    let mut d = String::new();
    for c in 1..l.files as u32 {
        let x = g.x + (c * l.cell_w) as f32;
        let _ = write!(d, "M{x} {}V{}", g.y, g.bottom());
    }
    for r in 1..l.ranks as u32 {
        let y = g.y + (r * l.cell_h) as f32;
        let _ = write!(d, "M{} {y}H{}", g.x, g.right());
    }
    let _ = write!(
        s,
        r#"<path d="{d}" stroke="{GRID}" stroke-width="1.5" fill="none"/><rect x="{}" y="{}" width="{}" height="{}" stroke="{GRID}" stroke-width="2.5" fill="none"/>"#,
        g.x, g.y, g.w, g.h
    );
    // Star points where the promotion-zone lines cross the lines the same distance
    // from the side edges.
    let z = l.zone as u32;
    for c in [z, l.files as u32 - z] {
        for r in [z, l.ranks as u32 - z] {
            let _ = write!(
                s,
                r#"<circle cx="{}" cy="{}" r="{:.1}" fill="{GRID}"/>"#,
                g.x + (c * l.cell_w) as f32,
                g.y + (r * l.cell_h) as f32,
                (l.cell_w as f32 / 13.0).max(3.2)
            );
        }
    }
    document(l.width, l.height, &s)
}

/// Coordinates: files across the top, ranks down the right side.
fn coordinates_svg(l: &Layout) -> String {
    let mut s = String::new();
    let size = 15.0;
    for col in 0..l.files as u32 {
        let (cx, cy) = l.file_label_center(col);
        let text = l.file_at(col).to_string();
        s.push_str(&SANS.text_centered(&text, cx, cy + size * 0.36, size, COORDS));
    }
    for row in 0..l.ranks as u32 {
        let (cx, cy) = l.rank_label_center(row);
        let text = l.rank_at(row).to_string();
        s.push_str(&SANS.text_centered(&text, cx, cy + size * 0.3, size, COORDS));
    }
    document(l.width, l.height, &s)
}

/// The board without coordinates: the same for both orientations of a game.
pub fn draw_board(l: &Layout) -> Result<Pixmap, RenderError> {
    let mut pm = rasterize(&table_svg(l), l.width, l.height)?;
    for color in Color::both() {
        if let Some(r) = l.stand(color) {
            draw_shadowed_rect(&mut pm, r, 5.0, STAND)?;
        }
    }
    draw_shadowed_rect(&mut pm, l.board(), 4.0, KAYA)?;
    rasterize_onto(&grid_svg(l), &mut pm)?;
    Ok(pm)
}

/// The empty board of one orientation: `board` (from [`draw_board`]) with the
/// coordinates of `l`.
pub fn draw_background(board: &Pixmap, l: &Layout) -> Result<Pixmap, RenderError> {
    let mut pm = board.clone();
    rasterize_onto(&coordinates_svg(l), &mut pm)?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::all_variants;

    /// The background as one SVG document, as resvg draws it whole.
    fn whole_svg(l: &Layout) -> String {
        let mut s = String::new();
        let body = |doc: String| {
            let start = doc.find('>').unwrap() + 1;
            doc[start..doc.len() - "</svg>".len()].to_string()
        };
        s += &body(table_svg(l));
        for color in Color::both() {
            if let Some(r) = l.stand(color) {
                s += &shadowed_rect(r, 5.0, STAND, REGION_110)
                    .replace("wood", &format!("stand{color:?}"));
            }
        }
        s += &shadowed_rect(l.board(), 4.0, KAYA, REGION_110);
        s += &body(grid_svg(l));
        s += &body(coordinates_svg(l));
        document(l.width, l.height, &s)
    }

    #[test]
    fn the_widened_shadows_are_resvgs_to_the_pixel() {
        for &v in all_variants() {
            let l = Layout::new(v, false);
            let expected = rasterize(&whole_svg(&l), l.width, l.height).unwrap();
            let ours = draw_background(&draw_board(&l).unwrap(), &l).unwrap();
            let differing = expected
                .pixels()
                .iter()
                .zip(ours.pixels())
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(differing, 0, "{}", v.id());
        }
    }
}
