//! Puzzles' pure decisions: whether an answer is right, what the puzzle replies,
//! the ratings after an attempt (Glicko-2 between the player and the puzzle, as
//! lichess rates its puzzles), when a server's daily puzzle is due, and streaks.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use washogi_rules::{Game, Move, Position};

use crate::decide::DAY;

/// A puzzle's line from its position: the solver's moves and the replies.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleLine {
    pub start: Position,
    pub solution: Vec<Move>,
}

/// What an answer does to an attempt that has `progress` solution moves behind it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Right, and the puzzle goes on: the reply played, `progress` after it.
    Right { reply: Move, progress: usize },
    /// Right, and the puzzle is solved.
    Solved { progress: usize },
    /// Wrong (or not a legal move): the attempt fails; `expected` was the move.
    Wrong { expected: Move },
}

impl PuzzleLine {
    /// The position after `progress` solution moves.
    pub fn position_at(&self, progress: usize) -> Option<Position> {
        let moves = self.solution.get(..progress)?;
        Game::replay(self.start.clone(), moves)
            .ok()
            .map(|g| g.position().clone())
    }

    /// Judge `mv` played at `progress`. The solution's move is right; so is any
    /// other move that mates at once (a puzzle ending in mate accepts every mate,
    /// as lichess does: the problem asked for a mate, not a particular one).
    pub fn answer(&self, progress: usize, mv: Move) -> Answer {
        let Some(&expected) = self.solution.get(progress) else {
            return Answer::Solved { progress };
        };
        let Some(pos) = self.position_at(progress) else {
            return Answer::Wrong { expected };
        };
        let right = mv == expected || (is_mate(&pos, mv) && is_mate(&pos, expected));
        if !right {
            return Answer::Wrong { expected };
        }
        if is_mate(&pos, mv) || progress + 1 >= self.solution.len() {
            return Answer::Solved {
                progress: self.solution.len(),
            };
        }
        match self.solution.get(progress + 1) {
            Some(&reply) if progress + 2 < self.solution.len() => Answer::Right {
                reply,
                progress: progress + 2,
            },
            // A line that ends with the reply: solved by the last solver move.
            _ => Answer::Solved {
                progress: self.solution.len(),
            },
        }
    }
}

/// Whether `mv` mates in `pos`.
fn is_mate(pos: &Position, mv: Move) -> bool {
    pos.play(mv)
        .is_ok_and(|after| after.in_check() && !after.has_legal_move())
}

/// A rating as Glicko-2 keeps it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// Glicko-2's usual start.
    pub const START: Glicko = Glicko {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };
}

/// The player's and the puzzle's ratings after a rated attempt: a game the player
/// won by solving it.
pub fn rate_attempt(player: Glicko, puzzle: Glicko, solved: bool) -> (Glicko, Glicko) {
    let g = |r: Glicko| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (p, q) = glicko2(&g(player), &g(puzzle), &outcome, &Glicko2Config::new());
    let back = |r: Glicko2Rating| Glicko {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    (back(p), back(q))
}

/// The day (since 1970-01-01, UTC) of a moment.
pub fn day_of(unix: i64) -> i64 {
    unix.div_euclid(DAY)
}

/// The day whose daily puzzle is due at `now` for a server posting at `hour` UTC:
/// today once the hour has come, else yesterday.
pub fn daily_day(now: i64, hour: i64) -> i64 {
    let today = day_of(now);
    if now - today * DAY >= hour * 3600 {
        today
    } else {
        today - 1
    }
}

/// How many days in a row, up to `day`, a member solved the daily puzzle, from the
/// days they solved it (any order). Solving today continues yesterday's streak; a
/// streak that ended yesterday still counts today until the day is over.
pub fn streak(days_solved: &[i64], day: i64) -> u32 {
    let mut days: Vec<i64> = days_solved.iter().copied().filter(|&d| d <= day).collect();
    days.sort_unstable_by(|a, b| b.cmp(a));
    days.dedup();
    let Some(&latest) = days.first() else {
        return 0;
    };
    if latest < day - 1 {
        return 0;
    }
    let mut n = 1;
    for pair in days.windows(2) {
        if pair[0] - pair[1] != 1 {
            break;
        }
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::usi::parse_usi;
    use washogi_rules::VariantId;

    fn line(sfen: &str, moves: &[&str]) -> PuzzleLine {
        let v = VariantId::Shogi.variant();
        PuzzleLine {
            start: Position::from_sfen(v, sfen).unwrap(),
            solution: moves.iter().map(|m| parse_usi(v, m).unwrap()).collect(),
        }
    }

    fn mv(text: &str) -> Move {
        parse_usi(VariantId::Shogi.variant(), text).unwrap()
    }

    #[test]
    fn a_mate_in_one_takes_any_mate_and_nothing_else() {
        // Gold drops on 5b (head) or... the king on 5a, sente's gold in hand and a
        // pawn on 5c: G*5b mates; a gold elsewhere does not.
        let p = line("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", &["G*5b"]);
        assert_eq!(p.answer(0, mv("G*5b")), Answer::Solved { progress: 1 });
        assert_eq!(
            p.answer(0, mv("G*4b")),
            Answer::Wrong {
                expected: mv("G*5b")
            }
        );
    }

    #[test]
    fn a_longer_line_goes_on_with_the_reply() {
        let p = line(
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            &["7g7f", "3c3d", "2g2f"],
        );
        assert_eq!(
            p.answer(0, mv("7g7f")),
            Answer::Right {
                reply: mv("3c3d"),
                progress: 2
            }
        );
        assert_eq!(p.answer(2, mv("2g2f")), Answer::Solved { progress: 3 });
        assert!(matches!(p.answer(2, mv("1g1f")), Answer::Wrong { .. }));
        assert_eq!(
            p.position_at(2).unwrap().side_to_move(),
            washogi_rules::Color::Sente
        );
    }

    #[test]
    fn puzzle_ratings_move_towards_the_result() {
        let (p, q) = rate_attempt(Glicko::START, Glicko::START, true);
        assert!(p.rating > 1500.0 && q.rating < 1500.0);
        let (p, _) = rate_attempt(Glicko::START, Glicko::START, false);
        assert!(p.rating < 1500.0);
    }

    #[test]
    fn the_daily_is_due_from_its_hour() {
        let day = 20_000;
        assert_eq!(daily_day(day * DAY + 9 * 3600, 9), day);
        assert_eq!(daily_day(day * DAY + 9 * 3600 - 1, 9), day - 1);
        assert_eq!(daily_day(day * DAY, 0), day);
    }

    #[test]
    fn streaks_count_consecutive_days() {
        assert_eq!(streak(&[], 10), 0);
        assert_eq!(streak(&[10, 9, 8, 6], 10), 3);
        assert_eq!(streak(&[9, 8], 10), 2, "yesterday's streak still stands");
        assert_eq!(streak(&[8, 7], 10), 0);
        assert_eq!(streak(&[10, 10, 9], 10), 2);
    }
}
