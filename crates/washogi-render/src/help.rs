//! Piece help pictures: one piece in the middle of a small board, its moves marked
//! around it as in the seed diagrams: steps as dots, slides as lines (an arrow for
//! an unlimited slide, dots on each square of a limited one), jumps as stars.

use std::fmt::Write as _;

use resvg::tiny_skia::Pixmap;

use super::colours::{TABLE_BOTTOM, TABLE_TOP};
use super::fonts::{fit, SANS, SERIF};
use super::pieces::{label, piece_elements, star};
use super::svg::rasterize;
use super::{PieceStyle, RenderError};
use washogi_rules::{Kind, KindInfo, Variant};

const WIDTH: u32 = 440;
const MARGIN: f32 = 18.0;
const HEADER: f32 = 74.0;
const LEGEND: f32 = 40.0;
const PAD: f32 = 10.0;
const MARK: &str = "#3A2412";
const JUMP: &str = "#A3261A";
const TEXT: &str = "#F1E5CC";
const SUB: &str = "#C9B48E";

/// How far the diagram must reach: 2 squares at least, more for longer limited
/// slides and jumps.
fn reach(info: &KindInfo) -> i32 {
    let leaps = info
        .leaps
        .iter()
        .map(|&(dx, dy)| dx.abs().max(dy.abs()) as i32);
    let slides = info.slides.iter().map(|&(_, _, n)| n as i32);
    leaps.chain(slides).max().unwrap_or(1).max(2)
}

/// Text with Japanese characters drawn from the serif font, an ideographic
/// description sequence `⿰AB` composed into one square; returns the elements and
/// the width used.
fn japanese(text: &str, x: f32, baseline: f32, size: f32, fill: &str) -> (String, f32) {
    let mut out = String::new();
    let mut pen = x;
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    // Ink centre of a full-width character sits about 0.38 em above the baseline.
    let cy = baseline - size * 0.38;
    while i < chars.len() {
        if chars[i] == '\u{2FF0}' && i + 2 < chars.len() {
            let seq: String = chars[i..i + 3].iter().collect();
            out += &label(&seq, pen + size * 0.5, cy, size * 0.92, fill);
            pen += size;
            i += 3;
        } else {
            out += &SERIF.text(&chars[i].to_string(), pen, baseline, size, fill);
            pen += SERIF.width(&chars[i].to_string(), size);
            i += 1;
        }
    }
    (out, pen - x)
}

fn diagram_svg(variant: &Variant, kind: Kind, style: PieceStyle) -> (String, u32, u32) {
    let info = variant.kind(kind);
    let r = reach(info);
    let n = (2 * r + 1) as u32;
    let grid_w = WIDTH as f32 - 2.0 * (MARGIN + PAD) - 40.0;
    let cw = (grid_w / n as f32).floor();
    let ch = (cw * 12.0 / 11.0).round();
    let (gw, gh) = (cw * n as f32, ch * n as f32);
    let gx = ((WIDTH as f32 - gw) / 2.0).round();
    let gy = MARGIN + HEADER + PAD;
    let height = (gy + gh + PAD + LEGEND + MARGIN).round() as u32;
    let w = WIDTH;
    let mut s = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}"><defs><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{TABLE_TOP}"/><stop offset="1" stop-color="{TABLE_BOTTOM}"/></linearGradient><linearGradient id="kaya" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#F2D28E"/><stop offset="1" stop-color="#DDAF60"/></linearGradient><filter id="shadow" x="-5%" y="-5%" width="110%" height="110%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="#000" flood-opacity="0.55"/></filter><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto"><path d="M0 0L10 5L0 10Z" fill="{MARK}"/></marker></defs><rect width="{w}" height="{height}" fill="url(#table)"/>"##
    );
    // Header: English name, then Japanese name, code and promotion.
    let title = fit(&SANS, info.name, 24.0, w as f32 - 2.0 * MARGIN);
    s += &SANS.text(&title, MARGIN, MARGIN + 22.0, 24.0, TEXT);
    let (ja, ja_w) = japanese(info.name_ja, MARGIN, MARGIN + 52.0, 20.0, TEXT);
    s += &ja;
    let mut sub = format!("{}  ·  {}", info.reading, info.code());
    if let Some(p) = info.promotes_to {
        let _ = write!(sub, "  ·  promotes to {}", variant.kind(p).name);
    } else if info.promoted {
        let _ = write!(sub, "  ·  promoted {}", variant.kind(info.unpromoted).name);
    }
    let sub_x = MARGIN + ja_w + 10.0;
    let sub = fit(&SANS, &sub, 15.0, w as f32 - MARGIN - sub_x);
    s += &SANS.text(&sub, sub_x, MARGIN + 50.0, 15.0, SUB);

    // Board and grid.
    let _ = write!(
        s,
        r##"<rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="url(#kaya)" filter="url(#shadow)"/>"##,
        gx - PAD,
        gy - PAD,
        gw + 2.0 * PAD,
        gh + 2.0 * PAD
    );
    let mut d = String::new();
    for i in 1..n {
        let x = gx + i as f32 * cw;
        let y = gy + i as f32 * ch;
        let _ = write!(d, "M{x} {gy}V{}M{gx} {y}H{}", gy + gh, gx + gw);
    }
    let _ = write!(
        s,
        r##"<path d="{d}" stroke="#3A2814" stroke-opacity="0.55" stroke-width="1.2" fill="none"/><rect x="{gx}" y="{gy}" width="{gw}" height="{gh}" stroke="#3A2814" stroke-width="2" fill="none"/>"##
    );
    // The piece's square, and the piece.
    let (px, py) = (gx + r as f32 * cw, gy + r as f32 * ch);
    let _ = write!(
        s,
        r##"<rect x="{px}" y="{py}" width="{cw}" height="{ch}" fill="#FFF4D6" fill-opacity="0.45"/>"##
    );
    s += &piece_elements(info, true, style, px, py, cw, ch, "h");

    // Marks. Square (dx, dy) for sente's piece: right is +x, forward is up.
    let centre = |dx: i32, dy: i32| {
        (
            px + cw / 2.0 + dx as f32 * cw,
            py + ch / 2.0 - dy as f32 * ch,
        )
    };
    let dot_r = cw * 0.14;
    let line_w = cw * 0.11;
    for &(dx, dy, max) in &info.slides {
        let (dx, dy) = (dx as i32, dy as i32);
        let (sx, sy) = centre(0, 0);
        // Start at the edge of the piece's square.
        let (x1, y1) = (sx + dx as f32 * cw * 0.5, sy - dy as f32 * ch * 0.5);
        if max == 0 {
            let (x2, y2) = centre(dx * r, dy * r);
            let (x2, y2) = (x2 + dx as f32 * cw * 0.28, y2 - dy as f32 * ch * 0.28);
            let _ = write!(
                s,
                r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{MARK}" stroke-width="{line_w:.1}" stroke-linecap="round" marker-end="url(#arrow)"/>"#
            );
        } else {
            let (x2, y2) = centre(dx * max as i32, dy * max as i32);
            let _ = write!(
                s,
                r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{MARK}" stroke-width="{line_w:.1}" stroke-linecap="round"/>"#
            );
            for k in 1..=max as i32 {
                let (cx, cy) = centre(dx * k, dy * k);
                let _ = write!(
                    s,
                    r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{dot_r:.1}" fill="{MARK}"/>"#
                );
            }
        }
    }
    for &(dx, dy) in &info.leaps {
        let (cx, cy) = centre(dx as i32, dy as i32);
        if dx.abs() <= 1 && dy.abs() <= 1 {
            let _ = write!(
                s,
                r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="{dot_r:.1}" fill="{MARK}"/>"#
            );
        } else {
            let _ = write!(
                s,
                r#"<path d="{}" fill="{JUMP}" stroke="{MARK}" stroke-width="1" stroke-linejoin="round"/>"#,
                star(cx, cy, cw * 0.3)
            );
        }
    }

    // Legend.
    let ly = gy + gh + PAD + 28.0;
    let mut x = MARGIN + 6.0;
    let _ = write!(
        s,
        r#"<circle cx="{:.1}" cy="{:.1}" r="6" fill="{TEXT}"/>"#,
        x + 6.0,
        ly - 5.0
    );
    s += &SANS.text("step", x + 18.0, ly, 15.0, TEXT);
    x += 18.0 + SANS.width("step", 15.0) + 26.0;
    let _ = write!(
        s,
        r#"<line x1="{:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{TEXT}" stroke-width="4" stroke-linecap="round"/>"#,
        x,
        x + 26.0,
        y = ly - 5.0
    );
    s += &SANS.text("slide", x + 34.0, ly, 15.0, TEXT);
    x += 34.0 + SANS.width("slide", 15.0) + 26.0;
    let _ = write!(
        s,
        r#"<path d="{}" fill="{JUMP}" stroke="{TEXT}" stroke-width="1"/>"#,
        star(x + 8.0, ly - 5.0, 9.0)
    );
    s += &SANS.text("jump", x + 22.0, ly, 15.0, TEXT);
    let betza = format!("Betza: {}", info.betza);
    let bw = SANS.width(&betza, 14.0);
    s += &SANS.text(&betza, w as f32 - MARGIN - bw, ly, 14.0, SUB);
    s.push_str("</svg>");
    (s, w, height)
}

pub fn draw(
    variant: &'static Variant,
    kind: Kind,
    style: PieceStyle,
) -> Result<Pixmap, RenderError> {
    if kind.index() >= variant.kind_count() {
        return Err(RenderError::NoSuchKind);
    }
    let (svg, w, h) = diagram_svg(variant, kind, style);
    rasterize(&svg, w, h)
}
