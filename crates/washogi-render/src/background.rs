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

use super::blit::source_over;
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

/// How far the shadow reaches from its rectangle, with room to spare: resvg blurs
/// a standard deviation of 4 px with five box blurs of 5 to 7 px (13 px in all),
/// and the shadow falls 3 px.
const REACH: f32 = 20.0;
/// The largest rounded corner of a shadowed rectangle.
const CORNER: f32 = 5.0;
/// Width at which a shadowed rectangle is drawn before it is widened: its middle
/// column lies further from both sides than the shadow and the corners reach.
const NARROW: f32 = 2.0 * (REACH + CORNER);
/// Rows at the top and the bottom of a shadowed rectangle that are drawn through
/// the filter: further than the shadow and the corners reach.
const BAND: f32 = REACH + CORNER;

fn gradient(id: &str, [light, mid, dark]: [&str; 3]) -> String {
    format!(
        r#"<linearGradient id="{id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{light}"/><stop offset="0.5" stop-color="{mid}"/><stop offset="1" stop-color="{dark}"/></linearGradient>"#
    )
}

/// The table: a gradient from top to bottom. `w` is the width drawn (one column
/// is enough: every row is one colour).
fn table_svg(l: &Layout, w: u32) -> String {
    let h = l.height;
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

/// A filter region in user space, as the `filter` element's attributes.
fn user_region(x0: f32, y0: f32, x1: f32, y1: f32) -> String {
    format!(
        r#"filterUnits="userSpaceOnUse" x="{x0}" y="{y0}" width="{}" height="{}""#,
        x1 - x0,
        y1 - y0
    )
}

/// Draw `r` with its shadow onto `pm` (see the module's comment), as resvg draws
/// `shadowed_rect(r, rx, wood, REGION_110)` but in a fraction of the time.
///
/// resvg draws a filtered element into a layer the size of the filter region,
/// blurs the layer and blends it onto the picture. The layer is made here from
/// small parts, each drawn by resvg with a filter region that covers only that
/// part (plus the blur's reach), which is the same, pixel for pixel, in the part:
/// - `r` is drawn `cut` pixels narrower, and its middle column is repeated to
///   widen it back (a column away from the sides is the same all along);
/// - of that, only a band at the top and one at the bottom are blurred: in the
///   rows between, a pixel outside `r` is the shadow of a tall side (the same in
///   every row), and one inside is the wood of its row, as one column of `r`
///   drawn through the filter shows it.
fn draw_shadowed_rect(
    pm: &mut Pixmap,
    r: Rect,
    rx: f32,
    wood: [&str; 3],
) -> Result<(), RenderError> {
    let (w, h) = (pm.width(), pm.height());
    // The region of the whole rectangle, as usvg computes 110 % of it.
    let (fx, fy) = (-0.05f32 * r.w + r.x, -0.05f32 * r.h + r.y);
    let (fw, fh) = (1.1f32 * r.w, 1.1f32 * r.h);
    let cut = if r.w - NARROW >= 8.0 {
        (r.w - NARROW).floor()
    } else {
        0.0
    };
    let narrow = Rect::new(r.x, r.y, r.w - cut, r.h);
    // The narrow layer's right edge and the layer's bottom row, in whole pixels, as
    // resvg rounds the whole region.
    let right = fx.floor() + (fw - cut).ceil();
    let bottom = fy.floor() + fh.ceil();
    let narrow_w = (right as u32 + 2).min(w);
    let draw = |x0: f32, y0: f32, x1: f32, y1: f32| {
        let svg = shadowed_rect(narrow, rx, wood, &user_region(x0, y0, x1, y1));
        rasterize(&document(narrow_w, h, &svg), narrow_w, h)
    };
    // Blurring costs by the pixel: each part's region reaches only as far as the
    // shadow does (or less, where the whole rectangle's region is tighter and cuts
    // the shadow: that cut must stay).
    let (x0, x1) = (
        (r.x - REACH).max(fx),
        (narrow.right() + REACH).min(fx + fw - cut),
    );
    let layer = if r.h < 4.0 * BAND {
        draw(fx, fy, fx + fw - cut, fy + fh)?
    } else {
        let top = draw(x0, (r.y - REACH).max(fy), x1, r.y + BAND + REACH)?;
        let low = draw(x0, r.bottom() - BAND - REACH, x1, bottom)?;
        let middle = (r.x + narrow.w / 2.0).floor();
        let column = draw(middle, fy, middle + 1.0, fy + fh)?;
        let (top_end, low_start) = ((r.y + BAND) as usize, (r.bottom() - BAND) as usize);
        let inside = r.x as usize..(r.x + narrow.w) as usize;
        let mut layer = top;
        let nw = narrow_w as usize * 4;
        let (data, low, column) = (layer.data_mut(), low.data(), column.data());
        let side = data[top_end * nw..(top_end + 1) * nw].to_vec();
        for y in top_end..h as usize {
            let row = &mut data[y * nw..(y + 1) * nw];
            if y >= low_start {
                row.copy_from_slice(&low[y * nw..(y + 1) * nw]);
                continue;
            }
            row.copy_from_slice(&side);
            let m = y * nw + middle as usize * 4;
            let wood = &column[m..m + 4];
            for x in inside.clone() {
                row[x * 4..x * 4 + 4].copy_from_slice(wood);
            }
        }
        layer
    };
    // The layer's box, widened, blended where resvg blends the whole layer.
    let (lx, ly) = (fx.floor().max(0.0) as usize, fy.floor().max(0.0) as usize);
    let layer_box = (lx, ly, right as usize, (bottom as usize).min(h as usize));
    let split = (r.x + narrow.w / 2.0) as usize;
    blend_widened(pm, &layer, layer_box, cut as usize, split);
    Ok(())
}

/// Blend the box `(x0, y0, x1, y1)` of `narrow` over `pm`, made `cut` pixels
/// wider by repeating its column `split` (as tiny-skia's `draw_pixmap` would blend
/// the widened layer).
fn blend_widened(
    pm: &mut Pixmap,
    narrow: &Pixmap,
    (x0, y0, x1, y1): (usize, usize, usize, usize),
    cut: usize,
    split: usize,
) {
    let (nw, pw) = (narrow.width() as usize, pm.width() as usize);
    let x1 = x1.min(nw).min(pw.saturating_sub(cut));
    let src = narrow.data();
    let dst = pm.data_mut();
    for y in y0..y1.min(narrow.height() as usize) {
        let s = |x: usize| &src[(y * nw + x) * 4..(y * nw + x) * 4 + 4];
        let d0 = y * pw;
        for x in x0..x1 {
            let to = if x < split { x } else { x + cut };
            source_over(s(x), &mut dst[(d0 + to) * 4..(d0 + to) * 4 + 4]);
        }
        for to in split..split + cut {
            source_over(s(split), &mut dst[(d0 + to) * 4..(d0 + to) * 4 + 4]);
        }
    }
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

/// The whole empty board of one orientation as SVG elements (table, stands and
/// board with their shadows, grid, coordinates): what [`draw_background`] draws,
/// in one document (a test checks that they agree to the pixel). The web pages'
/// boards are drawn on it.
pub fn background_elements(l: &Layout) -> String {
    let body = |doc: String| {
        let start = doc.find('>').map_or(0, |i| i + 1);
        doc[start..doc.len() - "</svg>".len()].to_string()
    };
    let mut s = body(table_svg(l, l.width));
    for color in Color::both() {
        if let Some(r) = l.stand(color) {
            s += &shadowed_rect(r, 5.0, STAND, REGION_110)
                .replace("wood", &format!("stand{color:?}"))
                .replace("shadow", &format!("shadow{color:?}"));
        }
    }
    s += &shadowed_rect(l.board(), 4.0, KAYA, REGION_110);
    s += &body(grid_svg(l));
    s += &body(coordinates_svg(l));
    s
}

/// The board without coordinates: the same for both orientations of a game.
pub fn draw_board(l: &Layout) -> Result<Pixmap, RenderError> {
    let column = rasterize(&table_svg(l, 1), 1, l.height)?;
    let mut pm = canvas(l.width, l.height)?;
    for (row, colour) in pm
        .pixels_mut()
        .chunks_exact_mut(l.width as usize)
        .zip(column.pixels())
    {
        row.fill(*colour);
    }
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
        document(l.width, l.height, &background_elements(l))
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
