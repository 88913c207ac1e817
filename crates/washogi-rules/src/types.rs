//! Small value types shared by the whole rules module: sides, squares, pieces, moves.

use std::fmt;

use super::variants::Kind;

/// A side. Sente (Black) moves first and sits at the bottom of pictures.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Sente,
    Gote,
}

impl Color {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn opponent(self) -> Color {
        match self {
            Color::Sente => Color::Gote,
            Color::Gote => Color::Sente,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Color::Sente => "Sente",
            Color::Gote => "Gote",
        }
    }
    pub fn both() -> [Color; 2] {
        [Color::Sente, Color::Gote]
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opponent()
    }
}

/// A square, stored as an index into a padded 16-wide board so that it means the same
/// thing on every board size. Build one with [`Square::new`] (file 1.., rank 0 = `a`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub(crate) u8);

/// Width of the padded board: files sit in columns 2..=12, two wall columns each side.
pub(crate) const STRIDE: i32 = 16;
pub(crate) const BOARD_CELLS: usize = 240;

impl Square {
    /// File 1..=16 is counted from sente's right; rank 0 is `a` (gote's back rank).
    /// Returns `None` off the largest (11×11) board; check smaller boards with
    /// [`super::Variant`]-aware helpers such as `Position::contains`.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        if (1..=11).contains(&file) && rank < 11 {
            Some(Square((rank + 2) * 16 + file + 1))
        } else {
            None
        }
    }
    /// File number, 1 at sente's right.
    pub fn file(self) -> u8 {
        (self.0 % 16) - 1
    }
    /// Rank index, 0 for `a`.
    pub fn rank(self) -> u8 {
        self.0 / 16 - 2
    }
    pub fn rank_char(self) -> char {
        (b'a' + self.rank()) as char
    }
    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// A piece on the board: its side and kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

/// A move in the canonical (USI) sense. It is only meaningful together with the
/// variant it was made for (kinds are indices into that variant's table).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Board {
        from: Square,
        to: Square,
        promote: bool,
    },
    Drop {
        kind: Kind,
        to: Square,
    },
}

impl Move {
    pub fn to(self) -> Square {
        match self {
            Move::Board { to, .. } | Move::Drop { to, .. } => to,
        }
    }
    pub fn from(self) -> Option<Square> {
        match self {
            Move::Board { from, .. } => Some(from),
            Move::Drop { .. } => None,
        }
    }
    pub fn is_promotion(self) -> bool {
        matches!(self, Move::Board { promote: true, .. })
    }
}
