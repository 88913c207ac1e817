//! The board picture: a cached background (wood, grid, star points, coordinates,
//! hand stands) per layout, then per picture the highlights, piece sprites, hands and
//! name plates, composited with tiny-skia.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, LazyLock, Mutex};

use resvg::tiny_skia::{Color as SkColor, Paint, Pixmap, PixmapPaint, Rect as SkRect, Transform};

use super::fonts::{drawable_name, fit, SANS};
use super::layout::{Layout, Rect};
use super::pieces::{piece_box, sprite};
use super::{cached, rasterize, rasterize_onto, Cache, RenderError, RenderOptions};
use washogi_rules::{Color, Move, Position};

/// Colours of the picture.
pub const TABLE_TOP: &str = "#3F2D20";
pub const TABLE_BOTTOM: &str = "#2A1D14";
const GRID: &str = "#3A2814";
const COORDS: &str = "#EEDFC0";
/// The board's wood, top to bottom.
pub const KAYA: [&str; 3] = ["#F2D28E", "#E8C177", "#DDAF60"];
/// Last-move highlight: a warm olive wash, clear on kaya and on the pieces' edges.
pub const LAST_MOVE: (u8, u8, u8, u8) = (138, 160, 30, 120);
/// Check: a red wash under a red glow.
pub const CHECK: (u8, u8, u8, u8) = (214, 38, 24, 95);

static BACKGROUNDS: Cache<Layout> = LazyLock::new(|| Mutex::new(HashMap::new()));

fn wood_gradient(id: &str, light: &str, mid: &str, dark: &str) -> String {
    format!(
        r#"<linearGradient id="{id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{light}"/><stop offset="0.5" stop-color="{mid}"/><stop offset="1" stop-color="{dark}"/></linearGradient>"#
    )
}

fn background_svg(l: &Layout) -> String {
    let (w, h) = (l.width, l.height);
    let mut s = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{TABLE_TOP}"/><stop offset="1" stop-color="{TABLE_BOTTOM}"/></linearGradient>{}{}<filter id="shadow" x="-5%" y="-5%" width="110%" height="110%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.55"/></filter></defs><rect width="{w}" height="{h}" fill="url(#table)"/>"##,
        wood_gradient("kaya", KAYA[0], KAYA[1], KAYA[2]),
        wood_gradient("stand", "#E4BC72", "#D8AB5F", "#CB9A4E"),
    );
    // Hand stands.
    for color in Color::both() {
        if let Some(r) = l.stand(color) {
            let _ = write!(
                s,
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="5" fill="url(#stand)" filter="url(#shadow)"/>"#,
                r.x, r.y, r.w, r.h
            );
        }
    }
    // The board.
    let b = l.board();
    let _ = write!(
        s,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="url(#kaya)" filter="url(#shadow)"/>"#,
        b.x, b.y, b.w, b.h
    );
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
    // Coordinates: files across the top, ranks down the right side.
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
    s.push_str("</svg>");
    s
}

fn background(l: &Layout) -> Result<Arc<Pixmap>, RenderError> {
    cached(&BACKGROUNDS, *l, || {
        rasterize(&background_svg(l), l.width, l.height)
    })
}

static BADGES: Cache<(u8, u32)> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// Diameter of a hand count badge.
fn badge_size(l: &Layout) -> u32 {
    (l.cell_w * 2 / 5).max(20)
}

/// A round count badge for a hand, drawn once per number.
fn badge(count: u8, size: u32) -> Result<Arc<Pixmap>, RenderError> {
    cached(&BADGES, (count, size), || {
        let r = size as f32 / 2.0;
        let text = count.to_string();
        let font = if text.len() > 1 { r * 1.05 } else { r * 1.25 };
        let svg = format!(
            r##"<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}"><circle cx="{r}" cy="{r}" r="{:.2}" fill="#8E1D14" stroke="#FFF3DC" stroke-width="1.5"/>{}</svg>"##,
            r - 1.0,
            SANS.text_centered(&text, r, r + font * 0.36, font, "#FFFFFF")
        );
        rasterize(&svg, size, size)
    })
}

static CHECK_GLOWS: Cache<(u32, u32)> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// The red glow under a king in check, one per cell size.
fn check_glow(w: u32, h: u32) -> Result<Arc<Pixmap>, RenderError> {
    cached(&CHECK_GLOWS, (w, h), || {
        let (r, g, b, a) = CHECK;
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><defs><radialGradient id="c" cx="0.5" cy="0.5" r="0.62"><stop offset="0" stop-color="rgb(255,30,10)" stop-opacity="1"/><stop offset="0.45" stop-color="rgb(230,20,10)" stop-opacity="0.85"/><stop offset="1" stop-color="rgb(180,0,0)" stop-opacity="0"/></radialGradient></defs><rect width="{w}" height="{h}" fill="rgb({r},{g},{b})" fill-opacity="{:.3}"/><rect width="{w}" height="{h}" fill="url(#c)"/></svg>"#,
            a as f32 / 255.0
        );
        rasterize(&svg, w, h)
    })
}

/// The part of a cell inside the grid lines.
fn inner_cell(cell: Rect) -> Option<SkRect> {
    SkRect::from_xywh(cell.x + 1.0, cell.y + 1.0, cell.w - 2.0, cell.h - 2.0)
}

/// The squares a move highlights: origin and target (a drop: the target).
pub fn highlighted(mv: Move) -> Vec<washogi_rules::Square> {
    let mut v = vec![mv.to()];
    if let Some(from) = mv.from() {
        v.push(from);
    }
    v
}

/// Draw a whole position.
pub fn draw(pos: &Position, opts: &RenderOptions) -> Result<Pixmap, RenderError> {
    let variant = pos.variant();
    let l = Layout::new(variant, opts.flipped);
    let mut pm = background(&l)?.as_ref().clone();
    let (cw, ch) = (l.cell_w, l.cell_h);

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
            let glow = check_glow(cw - 2, ch - 2)?;
            draw_sprite(&mut pm, &glow, x + 1, y + 1);
        }
    }
    for sq in pos.squares() {
        if let Some(piece) = pos.piece_at(sq) {
            let (x, y) = l.cell_origin(sq);
            let up = l.points_up(piece.color);
            let sp = sprite(variant, piece.kind, up, opts.style, cw, ch)?;
            draw_sprite(&mut pm, &sp, x, y);
        }
    }
    if l.drops {
        let bs = badge_size(&l);
        for color in Color::both() {
            let up = l.points_up(color);
            let hand: Vec<_> = pos
                .hand(color)
                .into_iter()
                .filter(|&(_, n)| n > 0)
                .collect();
            for (i, (kind, count)) in hand.into_iter().enumerate() {
                let Some((x, y)) = l.hand_slot(color, i) else {
                    break;
                };
                let sp = sprite(variant, kind, up, opts.style, cw, ch)?;
                draw_sprite(&mut pm, &sp, x, y);
                if count > 1 {
                    let (bx, by, pw, ph) = piece_box(variant.kind(kind), cw as f32, ch as f32);
                    let bx = (x as f32 + bx + pw - bs as f32 * 0.55) as u32;
                    let by = (y as f32 + by + ph - bs as f32 * 0.75) as u32;
                    draw_sprite(&mut pm, badge(count, bs)?.as_ref(), bx, by);
                }
            }
        }
    }
    rasterize_onto(&plates_svg(pos, opts, &l), &mut pm)?;
    Ok(pm)
}

fn draw_sprite(pm: &mut Pixmap, sprite: &Pixmap, x: u32, y: u32) {
    pm.draw_pixmap(
        x as i32,
        y as i32,
        sprite.as_ref(),
        &PixmapPaint::default(),
        Transform::identity(),
        None,
    );
}

/// A small ☗/☖ marker on a light plate: a black wedge for sente, a white one for
/// gote.
fn side_marker(color: Color, x: f32, y: f32, size: f32) -> String {
    let (w, h) = (size * 0.8, size);
    let d = format!(
        "M{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z",
        x + w * 0.5,
        y,
        x + w * 0.88,
        y + h * 0.2,
        x + w,
        y + h,
        x,
        y + h,
        x + w * 0.12,
        y + h * 0.2
    );
    let fill = match color {
        Color::Sente => "#16100B",
        Color::Gote => "#FFFDF6",
    };
    format!(
        r##"<path d="{d}" fill="{fill}" stroke="#16100B" stroke-width="1.3" stroke-linejoin="round"/>"##
    )
}

/// The two name plates; the side to move's is lit.
fn plates_svg(pos: &Position, opts: &RenderOptions, l: &Layout) -> String {
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}">"#,
        l.width, l.height
    );
    for color in Color::both() {
        let r = l.plate(color);
        let active = pos.side_to_move() == color;
        let given = match color {
            Color::Sente => opts.sente_name.as_deref(),
            Color::Gote => opts.gote_name.as_deref(),
        }
        .map(drawable_name)
        .filter(|n| !n.is_empty());
        let side = color.name();
        // Both plates are light cards so the black and white markers read right; the
        // side to move's is lit gold with a bright rim.
        let (fill, rim, text, sub) = if active {
            ("#F5C445", "#FFF0B8", "#1E140A", "#5A3B12")
        } else {
            ("#CDBE9E", "#E6DAC0", "#2E2216", "#5E4E36")
        };
        let _ = write!(
            s,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="7" fill="{fill}" stroke="{rim}" stroke-width="{}"/>"#,
            r.x + 1.0,
            r.y + 1.0,
            r.w - 2.0,
            r.h - 2.0,
            if active { 2.0 } else { 1.0 }
        );
        let name = given.clone().unwrap_or_else(|| side.to_string());
        if l.drops {
            // A narrow plate: the name, the side, and "to move" when it is.
            let size = 16.0;
            let name = fit(&SANS, &name, size, r.w - 16.0);
            s.push_str(&SANS.text(&name, r.x + 9.0, r.y + 24.0, size, text));
            s.push_str(&side_marker(color, r.x + 9.0, r.y + 33.0, 14.0));
            if given.is_some() {
                s.push_str(&SANS.text(side, r.x + 25.0, r.y + 46.0, 13.0, sub));
            }
            if active {
                s.push_str(&SANS.text("to move", r.x + 9.0, r.y + 66.0, 14.0, text));
            }
        } else {
            let size = 19.0;
            let base = r.cy() + size * 0.36;
            s.push_str(&side_marker(color, r.x + 12.0, r.cy() - 9.0, 18.0));
            let caption = match (&given, active) {
                (Some(_), true) => format!("{side} · to move"),
                (Some(_), false) => side.to_string(),
                (None, true) => "to move".to_string(),
                (None, false) => String::new(),
            };
            let cap_size = 15.0;
            let cap_w = SANS.width(&caption, cap_size);
            let name = fit(&SANS, &name, size, r.w - 60.0 - cap_w);
            s.push_str(&SANS.text(&name, r.x + 38.0, base, size, text));
            s.push_str(&SANS.text(
                &caption,
                r.right() - 12.0 - cap_w,
                r.cy() + cap_size * 0.36,
                cap_size,
                sub,
            ));
        }
    }
    s.push_str("</svg>");
    s
}
