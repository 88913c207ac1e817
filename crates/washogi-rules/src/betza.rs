//! A small reader for the part of Betza's notation the piece tables use.
//!
//! Atoms: `W` `F` (one orthogonal / diagonal step), `D` `A` (two-square orthogonal /
//! diagonal jump), `N` (knight jump), `K` (= `WF`), `R` `B` `Q` (slides), optionally
//! followed by a number that limits a slide (`R2`, `B3`). Direction modifiers before an
//! atom: `f` forward, `b` backward, `s` (or `l`, `r`) sideways, `v` vertical (forward
//! and backward). For the knight, `v` means the narrow jumps (two ranks, one file),
//! `s` the wide ones, and `ff`/`bb` the narrow forward/backward pair. Groups may be
//! separated by spaces: `vR fB3 sW bF`.

/// One way a piece moves, as (right, forward) from sente's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Displacement {
    /// A single step or jump that ignores the squares in between.
    Leap(i8, i8),
    /// A slide along a unit vector, at most `n` squares (0 = unlimited), stopped by
    /// any piece on the way.
    Slide(i8, i8, u8),
}

impl Displacement {
    pub fn forward(&self) -> i8 {
        match *self {
            Displacement::Leap(_, dy) | Displacement::Slide(_, dy, _) => dy,
        }
    }
}

const ORTHOGONAL: [(i8, i8); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (-2, 1),
    (2, -1),
    (-2, -1),
];

/// Parse a Betza string into displacements.
pub fn parse_betza(text: &str) -> Result<Vec<Displacement>, String> {
    let mut out = Vec::new();
    let mut mods = String::new();
    let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if "fbsvlr".contains(c) {
            mods.push(c);
            continue;
        }
        let mut limit = 0u8;
        while i < chars.len() && chars[i].is_ascii_digit() {
            limit = limit * 10 + chars[i].to_digit(10).unwrap() as u8;
            i += 1;
        }
        let (vectors, slide, scale): (Vec<(i8, i8)>, bool, i8) = match c {
            'W' => (ORTHOGONAL.to_vec(), false, 1),
            'F' => (DIAGONAL.to_vec(), false, 1),
            'D' => (ORTHOGONAL.to_vec(), false, 2),
            'A' => (DIAGONAL.to_vec(), false, 2),
            'N' => (KNIGHT.to_vec(), false, 1),
            'K' => ([ORTHOGONAL, DIAGONAL].concat(), false, 1),
            'R' => (ORTHOGONAL.to_vec(), true, 1),
            'B' => (DIAGONAL.to_vec(), true, 1),
            'Q' => ([ORTHOGONAL, DIAGONAL].concat(), true, 1),
            _ => return Err(format!("unknown atom {c:?}")),
        };
        if limit != 0 && !slide {
            return Err(format!("a range only goes with a slide, not {c}"));
        }
        for (dx, dy) in vectors {
            if !direction_allowed(&mods, c == 'N', dx, dy) {
                continue;
            }
            out.push(if slide {
                Displacement::Slide(dx, dy, limit)
            } else {
                Displacement::Leap(dx * scale, dy * scale)
            });
        }
        mods.clear();
    }
    if !mods.is_empty() {
        return Err("modifiers without an atom".into());
    }
    Ok(out)
}

fn direction_allowed(mods: &str, knight: bool, dx: i8, dy: i8) -> bool {
    if mods.is_empty() {
        return true;
    }
    if knight {
        let narrow = dy.abs() > dx.abs();
        return match mods {
            "ff" => narrow && dy > 0,
            "bb" => narrow && dy < 0,
            "v" | "fb" => narrow,
            "s" | "lr" | "rl" => !narrow,
            "f" => dy > 0,
            "b" => dy < 0,
            _ => false,
        };
    }
    mods.chars().any(|m| match m {
        'f' => dy > 0,
        'b' => dy < 0,
        's' => dy == 0,
        'l' => dy == 0 && dx < 0,
        'r' => dy == 0 && dx > 0,
        'v' => dx == 0,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use Displacement::*;

    #[test]
    fn reads_the_table_forms() {
        assert_eq!(parse_betza("fW").unwrap(), vec![Leap(0, 1)]);
        assert_eq!(
            parse_betza("fR bR2").unwrap(),
            vec![Slide(0, 1, 0), Slide(0, -1, 2)]
        );
        assert_eq!(parse_betza("vN").unwrap().len(), 4);
        assert_eq!(parse_betza("ffN").unwrap(), vec![Leap(1, 2), Leap(-1, 2)]);
        assert_eq!(parse_betza("K").unwrap().len(), 8);
        assert_eq!(parse_betza("vD").unwrap(), vec![Leap(0, 2), Leap(0, -2)]);
        assert_eq!(parse_betza("sW").unwrap(), vec![Leap(1, 0), Leap(-1, 0)]);
        assert!(parse_betza("Z").is_err());
        assert!(parse_betza("W3").is_err());
        assert!(parse_betza("f").is_err());
    }
}
