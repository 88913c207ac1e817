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

/// A time budget for one move from the clock: a share of the remaining time plus
/// most of the increment, never more than half of what is left.
pub(crate) fn budget_from_clock(
    left: Duration,
    increment: Duration,
    moves_to_go: Option<u32>,
) -> Duration {
    let moves = moves_to_go.unwrap_or(30).clamp(1, 30) + 2;
    let share = (left / moves).saturating_add(increment.saturating_mul(4) / 5);
    let cap = left / 2;
    share.min(cap).max(Duration::from_millis(10))
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
