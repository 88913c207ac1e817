//! The caption band under a replay's pictures (`replay.rs`): a strip of the table
//! as tall as a name plate, holding the move counter (`12 / 212`, with the black
//! or white marker of the side that made the move) on every frame, and on the last
//! frame the game's result on a lit card like the plates.
//!
//! The band is a separate strip below the picture rather than something drawn over
//! it, so that every frame's picture stays exactly the still picture of its
//! position, and the final position is not hidden by the result. The counter has
//! digits only, so it reads the same in any language; the result's words come from
//! the caller.

use super::colours::{COORDS, TABLE_BOTTOM};
use super::fonts::{drawable_line, SANS};
use super::layout::Layout;
use super::palette::quantize;
use super::plates::side_marker;
use super::svg::{document, rasterize};
use super::RenderError;
use washogi_rules::Color;

/// Height of the counter's line and of the result card: a name plate's.
const CARD_H: u32 = 40;
/// The table below the card (the pictures' outer margin).
const BOTTOM_MARGIN: u32 = 10;
/// Height of the band.
pub const BAND_H: u32 = CARD_H + BOTTOM_MARGIN;

/// What the band says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// Ply `ply` of `total`, made by `mover` (`None` at the start position).
    Counter {
        ply: usize,
        total: usize,
        mover: Option<Color>,
    },
    /// The game's result, on a card.
    Result(String),
    /// Nothing: the bare table (a game without moves or result).
    Empty,
}

/// The card's left and right edges: under the board and its plates (games without
/// drops), or from one hand stand's outer edge to the other's (with drops).
fn card_span(l: &Layout) -> (f32, f32) {
    if l.drops {
        let left = l.plate(l.bottom_color().opponent());
        let right = l.plate(l.bottom_color());
        (left.x, right.right())
    } else {
        let b = l.board();
        (b.x, b.right())
    }
}

/// SVG elements of the counter: the mover's marker, then `ply / total`, centred on
/// the card's line.
fn counter_elements(l: &Layout, ply: usize, total: usize, mover: Option<Color>) -> String {
    let (x0, x1) = card_span(l);
    let size = 21.0;
    let text = format!("{ply} / {total}");
    let marker = 17.0;
    let gap = 8.0;
    let text_w = SANS.width(&text, size);
    let group_w = text_w + mover.map_or(0.0, |_| marker * 0.8 + gap);
    let mut x = (x0 + x1 - group_w) / 2.0;
    let cy = CARD_H as f32 / 2.0;
    let mut s = String::new();
    if let Some(color) = mover {
        s.push_str(&side_marker(color, x, cy - marker / 2.0, marker, COORDS));
        x += marker * 0.8 + gap;
    }
    s.push_str(&SANS.text(&text, x, cy + size * 0.36, size, COORDS));
    s
}

/// SVG elements of the result card: a plate lit gold, the text centred on it.
fn result_elements(l: &Layout, text: &str) -> String {
    let (x0, x1) = card_span(l);
    // As large as the card allows: the line that matters most on a phone.
    let size = 24.0;
    let text = drawable_line(text, size, x1 - x0 - 28.0);
    let mut s = format!(
        r##"<rect x="{}" y="1" width="{}" height="{}" rx="7" fill="#1E140A" stroke="#F5C445" stroke-width="2"/>"##,
        x0 + 1.0,
        x1 - x0 - 2.0,
        CARD_H - 2
    );
    let cy = CARD_H as f32 / 2.0;
    s.push_str(&SANS.text_centered(&text, (x0 + x1) / 2.0, cy + size * 0.36, size, "#F5C445"));
    s
}

/// The band of a picture of layout `l` saying `caption`, as palette indices
/// (`l.width × BAND_H`, top row first).
pub fn draw_band(l: &Layout, caption: &Caption) -> Result<Vec<u8>, RenderError> {
    let (w, h) = (l.width, BAND_H);
    let mut body = format!(r#"<rect width="{w}" height="{h}" fill="{TABLE_BOTTOM}"/>"#);
    match caption {
        Caption::Counter { ply, total, mover } => {
            body.push_str(&counter_elements(l, *ply, *total, *mover))
        }
        Caption::Result(text) => body.push_str(&result_elements(l, text)),
        Caption::Empty => {}
    }
    Ok(quantize(&rasterize(&document(w, h, &body), w, h)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::Variant;

    #[test]
    fn captions_draw_something_on_the_table() {
        let l = Layout::new(Variant::by_id("wa").unwrap(), false);
        let empty = draw_band(&l, &Caption::Empty).unwrap();
        assert_eq!(empty.len(), (l.width * BAND_H) as usize);
        assert!(empty.iter().all(|&i| i == empty[0]));
        for caption in [
            Caption::Counter {
                ply: 12,
                total: 212,
                mover: Some(Color::Gote),
            },
            Caption::Result("Sente wins by checkmate".into()),
        ] {
            let band = draw_band(&l, &caption).unwrap();
            assert_ne!(band, empty, "{caption:?}");
        }
    }
}
