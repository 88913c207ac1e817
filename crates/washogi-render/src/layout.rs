//! Where everything goes: one small type that maps squares, coordinates, hands and
//! name plates to pixels for a board size, drop rule and orientation.
//!
//! Two arrangements, both clearly wider or taller than square (phones crop square
//! pictures):
//! - without drops, the board with a name plate above and below (taller than wide);
//! - with drops, each player's hand on a stand beside the board on their own side
//!   (the top player's at the left, the bottom player's at the right, as on printed
//!   diagrams), the name plates heading the stands (wider than tall).
//!
//! A live game's pictures show each side's clock on its plate ([`Layout::clock_box`]):
//! at the right end of a wide plate, which has room for it, and under the words of
//! a stand's plate, which grows by [`CLOCK_H`] into its stand for it (the board, the
//! coordinates and the picture's size stay where they are).

use washogi_rules::{Color, Square, Variant};

/// A rectangle in pixels.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }
    pub fn cy(&self) -> f32 {
        self.y + self.h / 2.0
    }
    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }
    pub fn right(&self) -> f32 {
        self.x + self.w
    }
}

/// Outer margin.
const MARGIN: u32 = 10;
/// Wood around the grid.
const PAD: u32 = 10;
/// Band for the coordinates (files above the board, ranks to its right).
const COORD: u32 = 24;
/// Name plate height in the no-drop arrangement.
const PLATE_H: u32 = 40;
/// Name plate height on a hand stand.
const STAND_PLATE_H: u32 = 76;
/// What a stand's plate grows by to hold a clock.
pub const CLOCK_H: u32 = 56;
/// The clock's box on a wide plate: its width, and its inset from the plate's top,
/// bottom and right edges.
const WIDE_CLOCK_W: u32 = 128;
const WIDE_CLOCK_INSET: u32 = 5;
const GAP: u32 = 8;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    pub files: u8,
    pub ranks: u8,
    pub zone: u8,
    pub drops: bool,
    pub flipped: bool,
    pub cell_w: u32,
    pub cell_h: u32,
    /// Top-left corner of the grid.
    pub grid_x: u32,
    pub grid_y: u32,
    pub width: u32,
    pub height: u32,
    /// Pieces per row on a hand stand.
    pub hand_cols: u32,
    pub stand_w: u32,
    /// The plates hold clocks (a live game's pictures).
    pub clocks: bool,
}

impl Layout {
    pub fn new(variant: &Variant, flipped: bool) -> Layout {
        Layout::with_clocks(variant, flipped, false)
    }

    /// The layout of a picture whose plates hold clocks if `clocks`: the same size,
    /// board and squares as without.
    pub fn with_clocks(variant: &Variant, flipped: bool, clocks: bool) -> Layout {
        let files = variant.files();
        let ranks = variant.ranks();
        let drops = variant.drops();
        // Cells about 11:12, like a real shogi board's.
        let (cell_w, cell_h, hand_cols) = match (files, drops) {
            (11, false) => (54, 59, 0),
            (11, true) => (46, 50, 2),
            (_, false) => (64, 70, 0),
            (_, true) => (57, 62, 1),
        };
        let grid_w = cell_w * files as u32;
        let grid_h = cell_h * ranks as u32;
        let board_w = grid_w + 2 * PAD;
        let board_h = grid_h + 2 * PAD;
        let (stand_w, width, height, grid_x, grid_y);
        if drops {
            stand_w = (hand_cols * cell_w + 14).max(100);
            width = MARGIN + stand_w + GAP + board_w + COORD + GAP + stand_w + MARGIN;
            height = MARGIN + COORD + board_h + MARGIN;
            grid_x = MARGIN + stand_w + GAP + PAD;
            grid_y = MARGIN + COORD + PAD;
        } else {
            stand_w = 0;
            width = MARGIN + COORD + board_w + COORD + MARGIN;
            height = MARGIN + PLATE_H + GAP + COORD + board_h + GAP + PLATE_H + MARGIN;
            grid_x = MARGIN + COORD + PAD;
            grid_y = MARGIN + PLATE_H + GAP + COORD + PAD;
        }
        Layout {
            files,
            ranks,
            zone: variant.zone_depth(),
            drops,
            flipped,
            cell_w,
            cell_h,
            grid_x,
            grid_y,
            width,
            height,
            hand_cols,
            stand_w,
            clocks,
        }
    }

    /// Height of a name plate on a hand stand.
    fn stand_plate_h(&self) -> u32 {
        STAND_PLATE_H + if self.clocks { CLOCK_H } else { 0 }
    }

    pub fn grid(&self) -> Rect {
        Rect::new(
            self.grid_x as f32,
            self.grid_y as f32,
            (self.cell_w * self.files as u32) as f32,
            (self.cell_h * self.ranks as u32) as f32,
        )
    }

    /// The wooden board around the grid.
    pub fn board(&self) -> Rect {
        let g = self.grid();
        let p = PAD as f32;
        Rect::new(g.x - p, g.y - p, g.w + 2.0 * p, g.h + 2.0 * p)
    }

    /// Column (0 at the left of the picture) of a file.
    pub fn column(&self, file: u8) -> u32 {
        if self.flipped {
            file as u32 - 1
        } else {
            (self.files - file) as u32
        }
    }

    /// Row (0 at the top of the picture) of a rank.
    pub fn row(&self, rank: u8) -> u32 {
        if self.flipped {
            (self.ranks - 1 - rank) as u32
        } else {
            rank as u32
        }
    }

    /// The file shown above column `col`.
    pub fn file_at(&self, col: u32) -> u8 {
        if self.flipped {
            col as u8 + 1
        } else {
            self.files - col as u8
        }
    }

    /// The rank letter shown beside row `row`.
    pub fn rank_at(&self, row: u32) -> char {
        let rank = if self.flipped {
            self.ranks - 1 - row as u8
        } else {
            row as u8
        };
        (b'a' + rank) as char
    }

    /// Top-left pixel of a square's cell.
    pub fn cell_origin(&self, sq: Square) -> (u32, u32) {
        (
            self.grid_x + self.column(sq.file()) * self.cell_w,
            self.grid_y + self.row(sq.rank()) * self.cell_h,
        )
    }

    /// Whether a side's pieces point up (it sits at the bottom).
    pub fn points_up(&self, color: Color) -> bool {
        (color == Color::Sente) != self.flipped
    }

    pub fn bottom_color(&self) -> Color {
        if self.flipped {
            Color::Gote
        } else {
            Color::Sente
        }
    }

    /// Centre of the label of column `col` (above the board).
    pub fn file_label_center(&self, col: u32) -> (f32, f32) {
        let b = self.board();
        (
            (self.grid_x + col * self.cell_w) as f32 + self.cell_w as f32 / 2.0,
            b.y - COORD as f32 / 2.0,
        )
    }

    /// Centre of the label of row `row` (right of the board).
    pub fn rank_label_center(&self, row: u32) -> (f32, f32) {
        let b = self.board();
        (
            b.right() + COORD as f32 / 2.0,
            (self.grid_y + row * self.cell_h) as f32 + self.cell_h as f32 / 2.0,
        )
    }

    /// Name plate of a side.
    pub fn plate(&self, color: Color) -> Rect {
        let top = color != self.bottom_color();
        if self.drops {
            let h = self.stand_plate_h() as f32;
            let (x, y) = if top {
                (MARGIN as f32, MARGIN as f32)
            } else {
                (
                    (self.width - MARGIN - self.stand_w) as f32,
                    (self.height - MARGIN) as f32 - h,
                )
            };
            Rect::new(x, y, self.stand_w as f32, h)
        } else {
            let b = self.board();
            let h = PLATE_H as f32;
            let y = if top {
                MARGIN as f32
            } else {
                (self.height - MARGIN) as f32 - h
            };
            Rect::new(b.x, y, b.w, h)
        }
    }

    /// Where a side's clock goes on its plate (a layout with clocks only): at the
    /// right end of a wide plate, across the bottom of a stand's.
    pub fn clock_box(&self, color: Color) -> Option<Rect> {
        if !self.clocks {
            return None;
        }
        let r = self.plate(color);
        Some(if self.drops {
            let inset = 7.0;
            Rect::new(
                r.x + inset,
                r.bottom() - CLOCK_H as f32 - 2.0,
                r.w - 2.0 * inset,
                CLOCK_H as f32 - 6.0,
            )
        } else {
            let (w, inset) = (WIDE_CLOCK_W as f32, WIDE_CLOCK_INSET as f32);
            Rect::new(r.right() - inset - w, r.y + inset, w, r.h - 2.0 * inset)
        })
    }

    /// The stand that holds a side's pieces in hand (drop games only).
    pub fn stand(&self, color: Color) -> Option<Rect> {
        if !self.drops {
            return None;
        }
        let plate = self.plate(color);
        let h = (self.height - 2 * MARGIN - self.stand_plate_h() - GAP) as f32;
        let top = color != self.bottom_color();
        let y = if top {
            plate.bottom() + GAP as f32
        } else {
            MARGIN as f32
        };
        Some(Rect::new(plate.x, y, plate.w, h))
    }

    /// Top-left pixel of the `i`th piece in a side's hand (in hand order). The top
    /// player's hand fills its stand from the top, the bottom player's from the
    /// bottom, so each hand sits nearest its owner.
    pub fn hand_slot(&self, color: Color, i: usize) -> Option<(u32, u32)> {
        let stand = self.stand(color)?;
        let cols = self.hand_cols.max(1) as usize;
        let (row, col) = ((i / cols) as u32, (i % cols) as u32);
        let step_y = self.cell_h + 2;
        let inner_w = self.hand_cols.max(1) * self.cell_w;
        let x0 = stand.x as u32 + (stand.w as u32 - inner_w) / 2;
        let x0 = if self.hand_cols == 1 { x0 - 8 } else { x0 };
        let top = color != self.bottom_color();
        // The top player's stand is the bottom player's turned half round: its
        // rows run from the top and right to left.
        let col = if top { cols as u32 - 1 - col } else { col };
        let x = x0 + col * self.cell_w;
        let y = if top {
            stand.y as u32 + 6 + row * step_y
        } else {
            (stand.bottom() as u32).checked_sub(6 + self.cell_h + row * step_y)?
        };
        if (y as f32) < stand.y || (y + self.cell_h) as f32 > stand.bottom() {
            return None;
        }
        Some((x, y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::all_variants;

    #[test]
    fn every_kind_fits_on_a_hand_stand() {
        for &v in all_variants().iter().filter(|v| v.drops()) {
            for (flipped, clocks) in [(false, false), (true, false), (false, true), (true, true)] {
                let l = Layout::with_clocks(v, flipped, clocks);
                let kinds = v.hand_kinds().count() - 1; // never the king
                for color in Color::both() {
                    let stand = l.stand(color).unwrap();
                    for i in 0..kinds {
                        let (x, y) = l.hand_slot(color, i).expect("room for every kind");
                        assert!(x as f32 >= stand.x && (x + l.cell_w) as f32 <= stand.right());
                        assert!(y as f32 >= stand.y && (y + l.cell_h) as f32 <= stand.bottom());
                    }
                }
            }
        }
    }

    /// Clocks change the plates and stands only: the picture's size, the board and
    /// every square stay; each clock lies inside its plate, clear of the plate's
    /// words (the upper part of a stand's plate, the left of a wide one).
    #[test]
    fn clocks_move_nothing_but_the_plates() {
        for &v in all_variants() {
            for flipped in [false, true] {
                let (plain, live) = (
                    Layout::new(v, flipped),
                    Layout::with_clocks(v, flipped, true),
                );
                assert_eq!((plain.width, plain.height), (live.width, live.height));
                assert_eq!(plain.grid(), live.grid());
                assert_eq!(plain.board(), live.board());
                for sq in washogi_rules::Position::start(v).squares() {
                    assert_eq!(plain.cell_origin(sq), live.cell_origin(sq));
                }
                for color in Color::both() {
                    assert_eq!(plain.clock_box(color), None);
                    let (p, c) = (live.plate(color), live.clock_box(color).unwrap());
                    assert!(c.x > p.x && c.right() < p.right(), "{}", v.id());
                    assert!(c.y > p.y && c.bottom() < p.bottom(), "{}", v.id());
                    if v.drops() {
                        let words = plain.plate(color).h;
                        assert!(c.y >= p.y + words - 4.0, "{}", v.id());
                        assert_eq!(p.x, plain.plate(color).x);
                    } else {
                        assert_eq!(p, plain.plate(color));
                        assert!(c.w < p.w / 3.0);
                    }
                }
            }
        }
    }

    #[test]
    fn cells_are_a_little_taller_than_wide() {
        for &v in all_variants() {
            let l = Layout::new(v, false);
            let ratio = l.cell_w as f32 / l.cell_h as f32;
            assert!((ratio - 11.0 / 12.0).abs() < 0.01, "{}: {ratio}", v.id());
        }
    }
}
