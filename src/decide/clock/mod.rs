//! Live games' clocks as the rules of shogi run them: the time control in the
//! notation players use (`10+30x3`, `0+30`, `5|3`, `15`), each side's time left,
//! what a move costs and when a side's flag falls. All in milliseconds, from the
//! moments the service hands in (it measures; this only counts).

use std::fmt;

/// The longest main time, byoyomi or increment, and the most periods, `/start` takes.
pub const MAX_MAIN_MINUTES: i64 = 180;
pub const MAX_SECONDS_A_MOVE: i64 = 300;
pub const MAX_PERIODS: u32 = 10;

const SECOND: i64 = 1000;
const MINUTE: i64 = 60 * SECOND;

/// A time control.
///
/// - byoyomi (`main+byoyomi` or `main+byoyomixperiods`): once main time is spent,
///   each move has `byoyomi_ms`; a move within it resets it, overrunning it uses up a
///   period;
/// - Fischer (`main|increment`): each move adds `increment_ms` after it;
/// - sudden death (`main`): main time only.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub main_ms: i64,
    pub byoyomi_ms: i64,
    /// Byoyomi periods (1 with byoyomi, else 0).
    pub periods: u32,
    pub increment_ms: i64,
}

/// Why a time control was not taken; every refusal says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Not in any of the forms (the text as given).
    Unreadable(String),
    /// Main time over [`MAX_MAIN_MINUTES`].
    MainTooLong,
    /// Byoyomi or increment over [`MAX_SECONDS_A_MOVE`].
    MoveTooLong,
    /// Periods 0 or over [`MAX_PERIODS`].
    Periods,
    /// No time at all (`0`, `0+0`, `0|0`).
    NoTime,
}

/// The speed of a time control: rated live games count in one rating pool per game
/// and speed, apart from correspondence games (lishogi's speeds, from the time a
/// game of about 40 moves a side is expected to take).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Speed {
    Bullet,
    Blitz,
    Rapid,
    Classical,
    Correspondence,
}

impl Speed {
    pub const ALL: [Speed; 5] = [
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// Its stored name, never changed.
    pub fn key(self) -> &'static str {
        match self {
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }
}

impl TimeControl {
    /// Read a time control; spaces and case do not matter, `x`, `X` and `×` all
    /// count periods.
    pub fn parse(text: &str) -> Result<TimeControl, ClockError> {
        let cleaned: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| {
                if c == '×' {
                    'x'
                } else {
                    c.to_ascii_lowercase()
                }
            })
            .collect();
        let unreadable = || ClockError::Unreadable(text.trim().to_string());
        let number = |s: &str| -> Result<i64, ClockError> {
            if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(unreadable());
            }
            s.parse::<i64>().map_err(|_| unreadable())
        };
        let tc = if let Some((main, rest)) = cleaned.split_once('+') {
            let (byoyomi, periods) = match rest.split_once('x') {
                Some((b, p)) => (number(b)?, number(p)?),
                None => (number(rest)?, 1),
            };
            if periods < 1 || periods > i64::from(MAX_PERIODS) {
                return Err(ClockError::Periods);
            }
            TimeControl {
                main_ms: number(main)? * MINUTE,
                byoyomi_ms: byoyomi * SECOND,
                periods: periods as u32,
                increment_ms: 0,
            }
        } else if let Some((main, increment)) = cleaned.split_once('|') {
            TimeControl {
                main_ms: number(main)? * MINUTE,
                byoyomi_ms: 0,
                periods: 0,
                increment_ms: number(increment)? * SECOND,
            }
        } else {
            TimeControl {
                main_ms: number(&cleaned)? * MINUTE,
                byoyomi_ms: 0,
                periods: 0,
                increment_ms: 0,
            }
        };
        if tc.main_ms > MAX_MAIN_MINUTES * MINUTE {
            return Err(ClockError::MainTooLong);
        }
        if tc.byoyomi_ms > MAX_SECONDS_A_MOVE * SECOND
            || tc.increment_ms > MAX_SECONDS_A_MOVE * SECOND
        {
            return Err(ClockError::MoveTooLong);
        }
        if tc.byoyomi_ms == 0 && tc.periods > 0 {
            // `10+0`: no byoyomi is sudden death; say it the one way.
            return if tc.main_ms == 0 {
                Err(ClockError::NoTime)
            } else {
                Ok(TimeControl { periods: 0, ..tc })
            };
        }
        if tc.main_ms == 0 && tc.byoyomi_ms == 0 {
            // `0`, `0|3` (nothing for the first move).
            return Err(ClockError::NoTime);
        }
        Ok(tc)
    }

    /// A side's time at the start of a game.
    pub fn fresh(&self) -> SideTime {
        SideTime {
            main_ms: self.main_ms,
            periods: self.periods,
        }
    }

    /// Its speed (see [`Speed`]).
    pub fn speed(&self) -> Speed {
        let seconds = (self.main_ms
            + 40 * self.increment_ms
            + 25 * i64::from(self.periods) * self.byoyomi_ms)
            / SECOND;
        match seconds {
            s if s < 180 => Speed::Bullet,
            s if s < 480 => Speed::Blitz,
            s if s < 1500 => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    /// When a side whose turn started at `started_ms` with `side` left runs out.
    pub fn flag_at(&self, side: SideTime, started_ms: i64) -> i64 {
        started_ms + side.main_ms + self.byoyomi_ms * i64::from(side.periods)
    }

    /// What a move that took `spent_ms` leaves of `side`'s time, or `None` if the
    /// flag fell before it (a move exactly at the flag is in time).
    pub fn after_move(&self, side: SideTime, spent_ms: i64) -> Option<SideTime> {
        let spent = spent_ms.max(0);
        if spent <= side.main_ms {
            return Some(SideTime {
                main_ms: side.main_ms - spent + self.increment_ms,
                periods: side.periods,
            });
        }
        if self.byoyomi_ms == 0 {
            return None;
        }
        // Byoyomi: a move within the running period keeps it; each period overrun
        // is used up.
        let used = self.periods_used(spent - side.main_ms);
        if used >= i64::from(side.periods) {
            return None;
        }
        Some(SideTime {
            main_ms: 0,
            periods: side.periods - used as u32,
        })
    }

    /// Byoyomi periods used up by `over_ms` past main time: each period overrun (a
    /// move at a period's very end is within it). Byoyomi must be set.
    fn periods_used(&self, over_ms: i64) -> i64 {
        (over_ms.max(1) - 1) / self.byoyomi_ms
    }

    /// How long a side may think about its move `elapsed_ms` into its turn with
    /// `side` left (the computer keeps to the clock with it): a thirtieth of its main
    /// time, three quarters of an increment, three fifths of a byoyomi period, never
    /// so long that a second's margin would not keep its flag up (or its period).
    pub fn thinking_time(&self, side: SideTime, elapsed_ms: i64) -> i64 {
        const MARGIN: i64 = SECOND;
        let elapsed = elapsed_ms.max(0);
        let main_left = (side.main_ms - elapsed).max(0);
        // Until the flag, or in byoyomi until the running period is used up.
        let until = if elapsed <= side.main_ms {
            main_left + if side.periods > 0 { self.byoyomi_ms } else { 0 }
        } else if self.byoyomi_ms > 0 {
            self.byoyomi_ms - (elapsed - side.main_ms) % self.byoyomi_ms
        } else {
            0
        };
        let safe = until - MARGIN;
        let share = main_left / 30 + self.increment_ms * 3 / 4 + self.byoyomi_ms * 3 / 5;
        share.min(safe).max(50)
    }

    /// `side`'s time as shown on a clock `elapsed_ms` into its turn (0 when it is
    /// not its turn): `9:58`, `1:02:03`, in byoyomi `30s ×3` (the running period's
    /// seconds left, and the periods).
    pub fn show(&self, side: SideTime, elapsed_ms: i64) -> String {
        let elapsed = elapsed_ms.max(0);
        if elapsed <= side.main_ms && (side.main_ms > 0 || self.byoyomi_ms == 0) {
            let left = side.main_ms - elapsed;
            let main = clock_face(left);
            return if self.byoyomi_ms > 0 && side.periods > 1 {
                format!("{main} +{}s ×{}", self.byoyomi_ms / SECOND, side.periods)
            } else if self.byoyomi_ms > 0 {
                format!("{main} +{}s", self.byoyomi_ms / SECOND)
            } else {
                main
            };
        }
        if self.byoyomi_ms == 0 {
            // Past the flag, not yet ended (the sweep comes within a second).
            return "0:00".into();
        }
        let over = elapsed - side.main_ms;
        let used = self.periods_used(over);
        let periods = i64::from(side.periods) - used;
        if periods <= 0 {
            return "0:00".into();
        }
        let into_period = over - used * self.byoyomi_ms;
        let left = (self.byoyomi_ms - into_period).max(0);
        let seconds = (left + SECOND - 1) / SECOND;
        if periods > 1 {
            format!("{seconds}s ×{periods}")
        } else {
            format!("{seconds}s")
        }
    }
}

/// `m:ss` or `h:mm:ss`, rounded up to the second (a clock shows 0:00 only when its
/// time is gone).
fn clock_face(ms: i64) -> String {
    let seconds = (ms.max(0) + SECOND - 1) / SECOND;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

impl fmt::Display for TimeControl {
    /// The notation it was given in, made canonical (`10+30`, `10+30x3`, `5|3`, `15`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let main = self.main_ms / MINUTE;
        if self.byoyomi_ms > 0 {
            write!(f, "{main}+{}", self.byoyomi_ms / SECOND)?;
            if self.periods > 1 {
                write!(f, "x{}", self.periods)?;
            }
            Ok(())
        } else if self.increment_ms > 0 {
            write!(f, "{main}|{}", self.increment_ms / SECOND)
        } else {
            write!(f, "{main}")
        }
    }
}

mod live;
pub use live::*;

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap()
    }

    #[test]
    fn the_five_forms_are_read() {
        assert_eq!(
            tc("10+30"),
            TimeControl {
                main_ms: 600_000,
                byoyomi_ms: 30_000,
                periods: 1,
                increment_ms: 0
            }
        );
        assert_eq!(tc("10+30x3").periods, 3);
        assert_eq!(tc(" 10 + 30 × 3 ").periods, 3);
        assert_eq!(tc("0+30").main_ms, 0);
        assert_eq!(tc("0+30").byoyomi_ms, 30_000);
        let fischer = tc("5|3");
        assert_eq!((fischer.main_ms, fischer.increment_ms), (300_000, 3_000));
        assert_eq!(fischer.periods, 0);
        assert_eq!(
            tc("15"),
            TimeControl {
                main_ms: 900_000,
                byoyomi_ms: 0,
                periods: 0,
                increment_ms: 0
            }
        );
        for text in ["10+30", "10+30x3", "0+30", "5|3", "15"] {
            assert_eq!(tc(text).to_string(), text);
        }
        assert_eq!(tc("10+0").to_string(), "10");
    }

    #[test]
    fn anything_else_and_the_limits_are_refused() {
        for bad in [
            "", "abc", "10+", "+30", "10|", "10+30x", "1.5+3", "-5", "10:00", "10+30+3", "5|3x2",
        ] {
            assert!(
                matches!(TimeControl::parse(bad), Err(ClockError::Unreadable(_))),
                "{bad:?}"
            );
        }
        assert_eq!(TimeControl::parse("181"), Err(ClockError::MainTooLong));
        assert!(TimeControl::parse("180").is_ok());
        assert_eq!(TimeControl::parse("10+301"), Err(ClockError::MoveTooLong));
        assert_eq!(TimeControl::parse("10|301"), Err(ClockError::MoveTooLong));
        assert_eq!(TimeControl::parse("10+30x11"), Err(ClockError::Periods));
        assert_eq!(TimeControl::parse("10+30x0"), Err(ClockError::Periods));
        assert_eq!(TimeControl::parse("0"), Err(ClockError::NoTime));
        assert_eq!(TimeControl::parse("0+0"), Err(ClockError::NoTime));
        assert_eq!(TimeControl::parse("0|5"), Err(ClockError::NoTime));
    }

    #[test]
    fn byoyomi_resets_within_a_period_and_uses_one_up_when_overrun() {
        let c = tc("1+2x2");
        let start = c.fresh();
        // 50 s of main time.
        let s = c.after_move(start, 50_000).unwrap();
        assert_eq!(
            s,
            SideTime {
                main_ms: 10_000,
                periods: 2
            }
        );
        // 10 s main + 1.5 s of the first period: within it, both periods kept.
        let s = c.after_move(s, 11_500).unwrap();
        assert_eq!(
            s,
            SideTime {
                main_ms: 0,
                periods: 2
            }
        );
        // 3 s: the first period overrun, the second used 1 s: one period left.
        let s = c.after_move(s, 3_000).unwrap();
        assert_eq!(
            s,
            SideTime {
                main_ms: 0,
                periods: 1
            }
        );
        // Exactly at the end of the last period is in time; a millisecond more is not.
        assert_eq!(
            c.after_move(s, 2_000),
            Some(SideTime {
                main_ms: 0,
                periods: 1
            })
        );
        assert_eq!(c.after_move(s, 2_001), None);
        assert_eq!(c.flag_at(s, 1_000), 3_000);
    }

    #[test]
    fn seconds_a_move_from_the_first_move() {
        let c = tc("0+5");
        let s = c.fresh();
        assert_eq!(c.flag_at(s, 0), 5_000);
        assert_eq!(c.after_move(s, 3_000), Some(s));
        assert_eq!(c.after_move(s, 7_000), None);
    }

    #[test]
    fn fischer_adds_the_increment_after_each_move() {
        let c = tc("5|3");
        let mut s = c.fresh();
        for spent in [10_000, 20_000, 1_000] {
            s = c.after_move(s, spent).unwrap();
        }
        assert_eq!(s.main_ms, 300_000 - 31_000 + 9_000);
        assert_eq!(
            c.after_move(
                SideTime {
                    main_ms: 1_000,
                    periods: 0
                },
                1_001
            ),
            None
        );
    }

    #[test]
    fn sudden_death_ends_with_main_time() {
        let c = tc("15");
        assert_eq!(c.flag_at(c.fresh(), 100), 100 + 900_000);
        assert_eq!(c.after_move(c.fresh(), 900_001), None);
    }

    #[test]
    fn clocks_are_shown_as_players_read_them() {
        let c = tc("10+30x3");
        assert_eq!(c.show(c.fresh(), 0), "10:00 +30s ×3");
        assert_eq!(c.show(c.fresh(), 2_500), "9:58 +30s ×3");
        assert_eq!(c.show(c.fresh(), 600_000), "0:00 +30s ×3");
        assert_eq!(tc("10+30").show(tc("10+30").fresh(), 0), "10:00 +30s");
        assert_eq!(c.show(c.fresh(), 600_001), "30s ×3");
        assert_eq!(c.show(c.fresh(), 631_000), "29s ×2");
        assert_eq!(c.show(c.fresh(), 700_000), "0:00");
        assert_eq!(tc("180").show(tc("180").fresh(), 0), "3:00:00");
        // Past the flag before the sweep ends the game: no clock goes below zero.
        assert_eq!(tc("15").show(tc("15").fresh(), 900_001), "0:00");
        assert_eq!(tc("5|3").show(tc("5|3").fresh(), 400_000), "0:00");
        assert_eq!(tc("0+10").show(tc("0+10").fresh(), 4_200), "6s");
    }

    #[test]
    fn speeds_follow_the_expected_length_of_a_game() {
        assert_eq!(tc("1+2").speed(), Speed::Bullet);
        assert_eq!(tc("0+10").speed(), Speed::Blitz);
        assert_eq!(tc("5|3").speed(), Speed::Blitz);
        assert_eq!(tc("10+30").speed(), Speed::Rapid);
        assert_eq!(tc("30+60").speed(), Speed::Classical);
        for s in Speed::ALL {
            assert_eq!(Speed::from_key(s.key()), Some(s));
        }
    }
}
