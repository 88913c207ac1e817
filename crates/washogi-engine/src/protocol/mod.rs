//! The engine protocols: XBoard/CECP v2 ([`xboard`]) and USI ([`usi`]).
//!
//! Both loops read the input on the calling thread all the time, handle commands on a
//! thread of their own and search on a third ([`session`]), so `?`, `stop`, `isready`
//! and the end of the input are heard while the engine thinks. The search thread
//! writes its move itself. A command that is not an interruption and arrives while
//! the engine thinks waits for the move first, so a script fed all at once (as the
//! tests do) runs in order. A panic in the loop (a bug) ends the process with status
//! 101, as it did when the loop ran on the calling thread: the reading thread might
//! otherwise wait for input that never comes.

mod session;
pub mod usi;
pub mod xboard;
mod xboard_setup;

use std::io::Write;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use washogi_rules::Move;

/// Output shared by the command loop and the search thread; every line is flushed.
#[derive(Clone)]
pub(crate) struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    pub fn new(w: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(w))))
    }

    pub fn line(&self, text: &str) {
        let mut w = self.0.lock().unwrap_or_else(|e| e.into_inner());
        // A closed output (the GUI went away) is not the engine's problem to report.
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

/// The longest the engine thinks about one move, whatever it is told: seconds to
/// minutes is play, an hour is plenty for analysis, and more is a mistake (or hostile).
pub(crate) const MAX_MOVE_TIME: Duration = Duration::from_secs(3600);

/// The most time a clock may show (100 hours), so that the budget arithmetic stays far
/// from overflowing.
pub(crate) const MAX_CLOCK: Duration = Duration::from_secs(100 * 3600);

/// A value from the GUI, read.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Reading<T> {
    /// As written.
    Fine(T),
    /// Readable but too large: the cap instead (the GUI is told).
    Capped(T),
    /// Unreadable, or out of range the other way (negative, not a number).
    Bad,
}

/// A whole number as written (digits only); one too large for 64 bits reads as
/// `u64::MAX`, to be capped by the caller.
pub(crate) fn read_whole(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse().unwrap_or(u64::MAX))
}

/// A whole number of `unit`s as a duration of at most `max`.
pub(crate) fn read_duration(text: &str, unit: Duration, max: Duration) -> Reading<Duration> {
    let Some(n) = read_whole(text) else {
        return Reading::Bad;
    };
    match u32::try_from(n).ok().and_then(|n| unit.checked_mul(n)) {
        Some(d) if d <= max => Reading::Fine(d),
        _ => Reading::Capped(max),
    }
}

/// Seconds as a decimal number (XBoard's `st` and increment): not negative, and at
/// most `max` (infinity is readable, and capped; NaN is not).
pub(crate) fn read_seconds(text: &str, max: Duration) -> Reading<Duration> {
    match text.parse::<f64>() {
        Ok(s) if s.is_nan() || s < 0.0 => Reading::Bad,
        Ok(s) if s > max.as_secs_f64() => Reading::Capped(max),
        Ok(s) => Reading::Fine(Duration::from_secs_f64(s)),
        Err(_) => Reading::Bad,
    }
}

/// What a move costs besides the search (the GUI, the pipes, the process waking up):
/// kept back from the clock for every move still to play, so that a long game on a
/// short clock never runs the clock down to a flag.
pub(crate) const MOVE_OVERHEAD: Duration = Duration::from_millis(25);

/// How many moves the clock must last: the moves left in the session (XBoard's
/// `level 40 …`), or in sudden death about 30 (a fraction of what is left each move:
/// fewer would run the clock down in the long Wa games, more would waste it).
pub(crate) fn moves_to_go(session: Option<u32>) -> u32 {
    session.map_or(30, |n| n.clamp(1, 100))
}

/// A time budget for one move from the clock: what is left, less a reserve for the
/// overhead of the moves still to come (`MOVE_OVERHEAD` for each of at least the
/// moves to go, and of the moves until our 250th, at most 3/4 of the clock), shared
/// over the moves to go, plus 90 % of the increment; never more than half of the clock
/// (less the overhead). With 20 s and no increment a game of 150 moves a side (long for
/// Wa) does not flag. The search stops at this budget (and starts no iteration past 55 % of it).
pub(crate) fn budget_from_clock(
    left: Duration,
    increment: Duration,
    session_moves_to_go: Option<u32>,
    plies_played: usize,
) -> Duration {
    let to_go = moves_to_go(session_moves_to_go);
    let horizon = to_go.max(250u32.saturating_sub((plies_played / 2) as u32));
    let reserve = MOVE_OVERHEAD.saturating_mul(horizon).min(left / 4 * 3);
    let share = (left - reserve) / to_go + increment.saturating_mul(9) / 10;
    let cap = left.saturating_sub(MOVE_OVERHEAD * 2) / 2;
    share.min(cap).max(Duration::from_millis(5))
}

/// Keep a safety margin under a fixed per-move time (process and pipe overheads).
pub(crate) fn with_margin(time: Duration) -> Duration {
    let margin = (time / 20)
        .max(Duration::from_millis(30))
        .min(Duration::from_millis(300));
    time.saturating_sub(margin).max(Duration::from_millis(10))
}

/// Moves as text, separated by spaces.
pub(crate) fn moves_text(moves: &[Move], notation: impl Fn(Move) -> String) -> String {
    moves
        .iter()
        .map(|&m| notation(m))
        .collect::<Vec<_>>()
        .join(" ")
}

/// An in-memory output that can be read while (and after) a protocol loop writes to
/// it: for tests and for programs that drive the engine in-process.
#[derive(Clone, Default)]
pub struct SharedBuffer(pub Arc<Mutex<Vec<u8>>>);

impl SharedBuffer {
    /// Everything written so far, as text.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap_or_else(|e| e.into_inner())).into_owned()
    }
}

impl Write for SharedBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Play a game of `moves` moves against the clock: every move takes its budget
    /// plus `overhead`, then the increment is added. The least time left on the clock.
    fn lowest_clock(
        base: Duration,
        increment: Duration,
        session: Option<u32>,
        moves: usize,
        overhead: Duration,
    ) -> Duration {
        let mut left = base;
        let mut lowest = base;
        for played in 0..moves {
            let to_go = session.map(|n| n - (played as u32 % n));
            let spent = budget_from_clock(left, increment, to_go, 2 * played) + overhead;
            assert!(spent < left, "flag at move {played}: {spent:?} of {left:?}");
            left = left - spent + increment;
            if session.is_some_and(|n| (played as u32 + 1) % n == 0) {
                left += base;
            }
            lowest = lowest.min(left);
        }
        lowest
    }

    #[test]
    fn clocks_are_shared_out_and_never_run_down() {
        let s = Duration::from_secs;
        let ms = Duration::from_millis;
        // 20 s sudden death: the first move gets under 1/30 of it, and games of 150
        // moves a side (long for Wa) with the assumed overhead, or 125 with XBoard's
        // measured 15 ms, never flag; nor 200 moves in 5 minutes at 40 ms.
        let first = budget_from_clock(s(20), Duration::ZERO, None, 0);
        assert!(first > ms(400) && first < ms(650), "{first:?}");
        assert!(lowest_clock(s(20), Duration::ZERO, None, 150, MOVE_OVERHEAD) > ms(500));
        assert!(lowest_clock(s(20), Duration::ZERO, None, 125, ms(15)) > s(2));
        assert!(lowest_clock(s(300), Duration::ZERO, None, 200, ms(40)) > ms(100));
        // A minute: 30 s left at move 30 still buys most of a second.
        let at_30 = budget_from_clock(s(30), Duration::ZERO, None, 60);
        assert!(at_30 > ms(700), "{at_30:?}");
        // An increment is mostly spent, and a clock down to the increment lives on it.
        let with_inc = budget_from_clock(s(10), ms(500), None, 80);
        assert!(with_inc > ms(600), "{with_inc:?}");
        assert!(lowest_clock(s(10), ms(500), None, 400, ms(40)) > ms(500));
        // 40 moves in 5 minutes: the 40th move may use more, never half the clock.
        let last = budget_from_clock(s(12), Duration::ZERO, Some(1), 78);
        assert!(last > s(4) && last < s(6), "{last:?}");
        assert!(lowest_clock(s(300), Duration::ZERO, Some(40), 200, ms(40)) > s(2));
        // Nothing left: a move at once.
        assert_eq!(
            budget_from_clock(Duration::ZERO, Duration::ZERO, None, 10),
            ms(5)
        );
    }

    #[test]
    fn values_are_read_capped_or_refused() {
        let hour = Duration::from_secs(3600);
        let ms = Duration::from_millis(1);
        assert_eq!(read_whole("0042"), Some(42));
        assert_eq!(read_whole("99999999999999999999999"), Some(u64::MAX));
        for bad in ["", "-1", "+1", "1.5", "1e9", " 1", "x"] {
            assert_eq!(read_whole(bad), None, "{bad}");
            assert_eq!(read_duration(bad, ms, hour), Reading::Bad, "{bad}");
        }
        assert_eq!(read_duration("1500", ms, hour), Reading::Fine(1500 * ms));
        assert_eq!(read_duration("3600000", ms, hour), Reading::Fine(hour));
        for big in ["3600001", "4294967296", "18446744073709551616"] {
            assert_eq!(read_duration(big, ms, hour), Reading::Capped(hour), "{big}");
        }
        assert_eq!(read_seconds("2.5", hour), Reading::Fine(2500 * ms));
        assert_eq!(read_seconds("0", hour), Reading::Fine(Duration::ZERO));
        for big in ["inf", "Infinity", "1e30", "1.7e18", "18446744073709551615"] {
            assert_eq!(read_seconds(big, hour), Reading::Capped(hour), "{big}");
        }
        for bad in ["-1", "-inf", "nan", "NaN", "", "two", "1s"] {
            assert_eq!(read_seconds(bad, hour), Reading::Bad, "{bad}");
        }
    }
}
