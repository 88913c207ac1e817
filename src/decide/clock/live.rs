//! A live game's clocks between moves: each side's time, what a move costs, when a
//! flag falls and how a takeback puts them back.

use washogi_rules::Color;

use super::TimeControl;

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
pub fn flag_finish(loser: Color, ply: i64, may_abort: bool) -> Option<crate::decide::Finish> {
    (ply >= 2 || !may_abort)
        .then(|| crate::decide::Finish::win(!loser, crate::decide::Ending::Timeout))
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
