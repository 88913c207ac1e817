//! Which of several pieces moved: the words 上 寄 引 (how it moved) and 右 左 直 (where
//! it stood), as the Japan Shogi Association's rules for records set them out
//! ("棋譜の表記方法", <https://www.shogi.or.jp/faq/kihuhyouki.html>):
//!
//! - nothing when only one piece of that name can reach the square;
//! - first the motion: 上 (forward), 寄 (sideways), 引 (back), if that alone tells;
//! - then the place: 直 for a stepping piece (金, 銀, と…) going straight forward
//!   (never for ranging pieces such as 飛, 角, 龍, 馬), else 右 or 左, the piece
//!   farthest to the mover's right or left;
//! - then both, place first (`銀右上`).
//!
//! Writing and reading use the same [`select`], so whatever is written reads back as
//! the same piece. Wa Shogi has cases these words cannot settle (two foxes on one
//! file, one jumping over the other); the writer then gives the origin instead.

use crate::types::{Color, Square};

/// How a piece moved, seen by its owner.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Motion {
    /// 上: toward the opponent.
    Up,
    /// 寄: along the rank.
    Sideways,
    /// 引: back toward its own camp.
    Down,
}

/// Where the piece stood among the others, seen by its owner.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// 右: the one farthest right.
    Right,
    /// 左: the one farthest left.
    Left,
    /// 直: the one straight behind the square, moving forward.
    Straight,
}

/// The words that pick one piece out of several.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Relative {
    pub place: Option<Place>,
    pub motion: Option<Motion>,
}

impl Relative {
    pub fn is_empty(self) -> bool {
        self.place.is_none() && self.motion.is_none()
    }

    /// `右上`, `直`, `引`: place first, as records write it.
    pub fn text(self) -> String {
        let place = match self.place {
            Some(Place::Right) => "右",
            Some(Place::Left) => "左",
            Some(Place::Straight) => "直",
            None => "",
        };
        let motion = match self.motion {
            Some(Motion::Up) => "上",
            Some(Motion::Sideways) => "寄",
            Some(Motion::Down) => "引",
            None => "",
        };
        format!("{place}{motion}")
    }

    /// Read one word into this, if it is one of the six; `false` otherwise or when the
    /// same kind of word comes twice.
    pub fn read(&mut self, word: char) -> bool {
        let (place, motion) = match word {
            '右' => (Some(Place::Right), None),
            '左' => (Some(Place::Left), None),
            '直' => (Some(Place::Straight), None),
            '上' => (None, Some(Motion::Up)),
            '寄' => (None, Some(Motion::Sideways)),
            '引' => (None, Some(Motion::Down)),
            _ => return false,
        };
        if (place.is_some() && self.place.is_some()) || (motion.is_some() && self.motion.is_some())
        {
            return false;
        }
        self.place = self.place.or(place);
        self.motion = self.motion.or(motion);
        true
    }
}

/// Ranks gained toward the opponent.
fn forward(color: Color, from: Square, to: Square) -> i32 {
    let gained = from.rank() as i32 - to.rank() as i32;
    match color {
        Color::Sente => gained,
        Color::Gote => -gained,
    }
}

/// How far right a square stands for its owner (file 1 is sente's right, gote's left).
fn rightness(color: Color, sq: Square) -> i32 {
    match color {
        Color::Sente => -(sq.file() as i32),
        Color::Gote => sq.file() as i32,
    }
}

fn motion(color: Color, from: Square, to: Square) -> Motion {
    match forward(color, from, to) {
        f if f > 0 => Motion::Up,
        0 => Motion::Sideways,
        _ => Motion::Down,
    }
}

/// The pieces (their squares) among `from_squares` that the words point at, for
/// moves of `color` to `to`: the motion filters first, then the place picks among
/// the rest.
pub(crate) fn select(
    color: Color,
    to: Square,
    from_squares: &[Square],
    words: Relative,
) -> Vec<Square> {
    let mut left: Vec<Square> = from_squares
        .iter()
        .copied()
        .filter(|&f| words.motion.is_none_or(|m| motion(color, f, to) == m))
        .collect();
    match words.place {
        None => {}
        Some(Place::Straight) => {
            left.retain(|&f| f.file() == to.file() && forward(color, f, to) > 0);
        }
        Some(side) => {
            let key = |f: &Square| match side {
                Place::Right => rightness(color, *f),
                _ => -rightness(color, *f),
            };
            if let Some(best) = left.iter().map(key).max() {
                left.retain(|f| key(f) == best);
            }
        }
    }
    left
}

/// The words that pick `from` out of `from_squares` (which holds it), or `None` when
/// no words can. `steps_only` says the piece has no ranging moves, the only pieces
/// for which records write 直.
pub(crate) fn words_for(
    color: Color,
    from: Square,
    to: Square,
    from_squares: &[Square],
    steps_only: bool,
) -> Option<Relative> {
    let m = Some(motion(color, from, to));
    let mut tries = vec![
        Relative::default(),
        Relative {
            place: None,
            motion: m,
        },
    ];
    if steps_only {
        tries.push(Relative {
            place: Some(Place::Straight),
            motion: None,
        });
    }
    for place in [Place::Right, Place::Left] {
        tries.push(Relative {
            place: Some(place),
            motion: None,
        });
    }
    for place in [Place::Right, Place::Left] {
        tries.push(Relative {
            place: Some(place),
            motion: m,
        });
    }
    tries
        .into_iter()
        .find(|&words| select(color, to, from_squares, words) == [from])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(file: u8, rank: u8) -> Square {
        Square::new(file, rank - 1).unwrap()
    }

    #[test]
    fn three_golds_in_a_row_as_the_jsa_writes_them() {
        // Golds on 6三, 5三, 4三 all going to 5二: 左, 直, 右.
        let golds = [sq(6, 3), sq(5, 3), sq(4, 3)];
        let to = sq(5, 2);
        let words = |f| words_for(Color::Sente, f, to, &golds, true).unwrap().text();
        assert_eq!(words(sq(6, 3)), "左");
        assert_eq!(words(sq(5, 3)), "直");
        assert_eq!(words(sq(4, 3)), "右");
        // For gote the same squares are the other way round.
        let to = sq(5, 4);
        let words = |f| words_for(Color::Gote, f, to, &golds, true).unwrap().text();
        assert_eq!(words(sq(6, 3)), "右");
        assert_eq!(words(sq(5, 3)), "直");
    }

    #[test]
    fn motion_first_then_place_then_both() {
        // Silvers on 6三 and 4一 going to 5二: one goes up, one comes back.
        let silvers = [sq(6, 3), sq(4, 1)];
        let to = sq(5, 2);
        let w = |f| {
            words_for(Color::Sente, f, to, &silvers, true)
                .unwrap()
                .text()
        };
        assert_eq!(w(sq(6, 3)), "上");
        assert_eq!(w(sq(4, 1)), "引");
        // Dragons on 1三 and 2二 both coming back to 2四: 右 and 左, never 直.
        let dragons = [sq(1, 3), sq(2, 2)];
        let to = sq(2, 4);
        let w = |f| {
            words_for(Color::Sente, f, to, &dragons, false)
                .unwrap()
                .text()
        };
        assert_eq!(w(sq(1, 3)), "右");
        assert_eq!(w(sq(2, 2)), "左");
        // Golds on 6二 (stepping sideways), 6三 and 4三 (both going up) to 5二: 寄 alone;
        // 右 alone (4三 is the farthest right of all three); 6三 shares the left file
        // with 6二, so it needs both words: 左上.
        let golds = [sq(6, 2), sq(6, 3), sq(4, 3)];
        let to = sq(5, 2);
        let w = |f| words_for(Color::Sente, f, to, &golds, true).unwrap().text();
        assert_eq!(w(sq(6, 2)), "寄");
        assert_eq!(w(sq(4, 3)), "右");
        assert_eq!(w(sq(6, 3)), "左上");
    }

    #[test]
    fn two_pieces_on_one_file_jumping_the_same_way_have_no_words() {
        let foxes = [sq(5, 7), sq(5, 6)];
        assert_eq!(
            words_for(Color::Sente, sq(5, 7), sq(5, 5), &foxes, true),
            None
        );
    }
}
