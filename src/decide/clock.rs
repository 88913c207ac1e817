//! Live games' clocks as the rules of shogi run them: the time control in the
//! notation players use (`10+30x3`, `0+30`, `5|3`, `15`), each side's time left,
//! what a move costs and when a side's flag falls. All in milliseconds, from the
//! moments the service hands in (it measures; this only counts).

use std::fmt;

use washogi_rules::Color;

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

/// One side's time between its turns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SideTime {
    pub main_ms: i64,
    pub periods: u32,
}

/// A live game's clocks: the control, each side's time between its turns, and when
/// the side to move began its turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LiveClock {
    pub control: TimeControl,
    pub sente: SideTime,
    pub gote: SideTime,
    pub turn_started_ms: i64,
}

/// What a move did to the clocks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ClockAfterMove {
    /// The clocks, the other side's turn started at the move.
    pub clock: LiveClock,
    /// The time the move took.
    pub spent_ms: i64,
    /// What it left its mover.
    pub left: SideTime,
}

impl LiveClock {
    /// Both clocks full, `first`'s turn starting at `now_ms`.
    pub fn start(control: TimeControl, now_ms: i64) -> LiveClock {
        LiveClock {
            control,
            sente: control.fresh(),
            gote: control.fresh(),
            turn_started_ms: now_ms,
        }
    }

    pub fn side(&self, color: Color) -> SideTime {
        match color {
            Color::Sente => self.sente,
            Color::Gote => self.gote,
        }
    }

    fn with_side(mut self, color: Color, time: SideTime) -> LiveClock {
        match color {
            Color::Sente => self.sente = time,
            Color::Gote => self.gote = time,
        }
        self
    }

    /// When `to_move`'s flag falls.
    pub fn flag_at(&self, to_move: Color) -> i64 {
        self.control
            .flag_at(self.side(to_move), self.turn_started_ms)
    }

    /// `mover` (the side to move) moves at `at_ms`: the clocks after it, or the
    /// moment its flag fell if that was before.
    pub fn after_move(&self, mover: Color, at_ms: i64) -> Result<ClockAfterMove, i64> {
        // A move is never timed before its turn began (clocks of two processes).
        let spent_ms = (at_ms - self.turn_started_ms).max(0);
        let left = self
            .control
            .after_move(self.side(mover), spent_ms)
            .ok_or_else(|| self.flag_at(mover))?;
        let mut clock = self.with_side(mover, left);
        clock.turn_started_ms = self.turn_started_ms + spent_ms;
        Ok(ClockAfterMove {
            clock,
            spent_ms,
            left,
        })
    }

    /// Both sides' clocks as shown at `now_ms`, `to_move`'s running.
    pub fn show(&self, to_move: Color, now_ms: i64) -> (String, String) {
        let elapsed = |c: Color| {
            if c == to_move {
                now_ms - self.turn_started_ms
            } else {
                0
            }
        };
        (
            self.control.show(self.sente, elapsed(Color::Sente)),
            self.control.show(self.gote, elapsed(Color::Gote)),
        )
    }
}

impl LiveClock {
    /// The clocks as they were after `back_to` moves, taken up again at `now_ms` (a
    /// takeback): each side has what its last move up to there left it (full time
    /// before its first), and the side to move's turn starts now. `left[i]`: what
    /// move `i + 1` left its mover (`None`: not recorded); `first`: who moved first.
    pub fn restored(
        control: TimeControl,
        left: &[Option<SideTime>],
        first: Color,
        back_to: usize,
        now_ms: i64,
    ) -> LiveClock {
        let mut clock = LiveClock::start(control, now_ms);
        for (i, time) in left.iter().take(back_to).enumerate() {
            let mover = if i % 2 == 0 { first } else { !first };
            if let Some(time) = time {
                clock = clock.with_side(mover, *time);
            }
        }
        clock
    }
}

/// A flag's moment in whole seconds, rounded up (for Discord's relative timestamps,
/// which count down to it).
pub fn flag_seconds(flag_ms: i64) -> i64 {
    (flag_ms + 999).div_euclid(1000)
}

/// What a fallen flag does: the side to move loses on time, unless it had not made
/// its first move yet (`ply` moves played in all, so its first is among them from
/// ply 2) and the game `may_abort`: then it is aborted, unrated (`None`), as lichess
/// and lishogi do. (A tournament's game may not: its board needs a result.)
pub fn flag_finish(loser: Color, ply: i64, may_abort: bool) -> Option<super::Finish> {
    (ply >= 2 || !may_abort).then(|| super::Finish::win(!loser, super::Ending::Timeout))
}

/// Under this much time before its flag falls, a clock is low on time.
pub const LOW_MS: i64 = 10_000;

impl LiveClock {
    /// Whether `color`'s clock is low on time at `now_ms` (`to_move`'s running),
    /// as the pictures mark it: under [`LOW_MS`] before its flag falls, all its
    /// time and periods counted (a waiting side with a whole 30-second period ahead
    /// is not low; one with 8 seconds is).
    pub fn low(&self, color: Color, to_move: Color, now_ms: i64) -> bool {
        let side = self.side(color);
        let started = if color == to_move {
            self.turn_started_ms
        } else {
            now_ms
        };
        self.control.flag_at(side, started) - now_ms < LOW_MS
    }
}

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

    #[test]
    fn a_live_clock_passes_the_turn_and_flags_a_late_move() {
        let c = tc("0+5");
        let clock = LiveClock::start(c, 1_000);
        assert_eq!(clock.flag_at(Color::Sente), 6_000);
        let after = clock.after_move(Color::Sente, 4_000).unwrap();
        assert_eq!(after.spent_ms, 3_000);
        assert_eq!(after.clock.turn_started_ms, 4_000);
        assert_eq!(after.clock.flag_at(Color::Gote), 9_000);
        assert_eq!(after.clock.after_move(Color::Gote, 16_000), Err(9_000));
        let f = tc("5|3");
        let clock = LiveClock::start(f, 0);
        let after = clock.after_move(Color::Sente, 10_000).unwrap();
        assert_eq!(after.clock.sente.main_ms, 293_000);
        assert_eq!(after.clock.gote.main_ms, 300_000);
        assert_eq!(after.left, after.clock.sente);
        assert_eq!(
            after.clock.show(Color::Gote, 10_000 + 61_000),
            ("4:53".to_string(), "3:59".to_string())
        );
    }

    #[test]
    fn a_flag_before_the_first_move_aborts() {
        use crate::decide::{Ending, Finish};
        assert_eq!(flag_finish(Color::Sente, 0, true), None);
        assert_eq!(flag_finish(Color::Gote, 1, true), None);
        let lost = Some(Finish::win(Color::Gote, Ending::Timeout));
        assert_eq!(flag_finish(Color::Sente, 2, true), lost);
        assert_eq!(flag_finish(Color::Sente, 0, false), lost);
    }

    #[test]
    fn a_takeback_puts_the_clocks_back() {
        let c = tc("5|3");
        let t = |ms| {
            Some(SideTime {
                main_ms: ms,
                periods: 0,
            })
        };
        // Gote moved first (a handicap game): moves 1 and 3 are gote's.
        let left = [t(290_000), t(280_000), t(250_000), t(200_000)];
        let back = LiveClock::restored(c, &left, Color::Gote, 2, 9_000);
        assert_eq!(back.gote.main_ms, 290_000);
        assert_eq!(back.sente.main_ms, 280_000);
        assert_eq!(back.turn_started_ms, 9_000);
        let start = LiveClock::restored(c, &left, Color::Gote, 0, 9_000);
        assert_eq!(start, LiveClock::start(c, 9_000));
    }

    #[test]
    fn thinking_keeps_the_flag_up() {
        let c = tc("0+5");
        assert_eq!(c.thinking_time(c.fresh(), 0), 3_000);
        assert_eq!(
            c.thinking_time(c.fresh(), 3_500),
            500,
            "half a second of its period"
        );
        assert_eq!(
            c.thinking_time(c.fresh(), 4_500),
            50,
            "the least it moves in"
        );
        let f = tc("5|3");
        assert_eq!(f.thinking_time(f.fresh(), 0), 10_000 + 2_250);
        let low = SideTime {
            main_ms: 1_500,
            periods: 0,
        };
        assert_eq!(f.thinking_time(low, 0), 500);
        assert_eq!(f.thinking_time(low, 1_400), 50, "the least it moves in");
        let sudden = tc("15");
        assert_eq!(sudden.thinking_time(sudden.fresh(), 0), 30_000);
    }

    #[test]
    fn a_clock_is_low_in_its_last_ten_seconds() {
        let at = |text: &str, sente: SideTime| LiveClock {
            control: tc(text),
            sente,
            gote: tc(text).fresh(),
            turn_started_ms: 1_000,
        };
        let main = |ms: i64, periods: u32| SideTime {
            main_ms: ms,
            periods,
        };
        // Sudden death and Fischer: the last ten seconds, running or not.
        let c = at("15", tc("15").fresh());
        assert!(!c.low(Color::Sente, Color::Sente, 1_000 + 890_000));
        assert!(c.low(Color::Sente, Color::Sente, 1_000 + 890_001));
        assert!(!c.low(Color::Gote, Color::Sente, 1_000 + 899_000));
        let c = at("5|3", main(9_999, 0));
        assert!(c.low(Color::Sente, Color::Gote, 0));
        assert!(!at("5|3", main(10_000, 0)).low(Color::Sente, Color::Gote, 0));
        // Byoyomi: a few seconds of main time with periods to come is not low, nor
        // a whole period of 30 s; the last ten seconds of the last period are.
        let c = at("10+30x3", main(5_000, 3));
        assert!(!c.low(Color::Sente, Color::Sente, 1_000));
        assert!(!c.low(Color::Sente, Color::Sente, 1_000 + 5_000 + 60_001));
        assert!(!c.low(Color::Sente, Color::Sente, 1_000 + 5_000 + 80_000));
        assert!(c.low(Color::Sente, Color::Sente, 1_000 + 5_000 + 80_001));
        assert!(!at("10+30x3", main(0, 1)).low(Color::Sente, Color::Gote, 0));
        let c = at("0+30", tc("0+30").fresh());
        assert!(!c.low(Color::Sente, Color::Sente, 1_000 + 20_000));
        assert!(c.low(Color::Sente, Color::Sente, 1_000 + 20_001));
        assert!(!c.low(Color::Gote, Color::Sente, 1_000 + 25_000));
        // Five seconds a move is always short.
        assert!(at("0+5", tc("0+5").fresh()).low(Color::Gote, Color::Sente, 0));
    }
}
