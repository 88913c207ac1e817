//! The engine protocols: XBoard/CECP v2 ([`xboard`]) and USI ([`usi`]).
//!
//! Both loops read the input on the calling thread all the time, handle commands on a
//! thread of their own and search on a third ([`session`]), so `?`, `stop`, `isready`
//! and the end of the input are heard while the engine thinks. The search thread
//! writes its move itself. A command that is not an interruption and arrives while
//! the engine thinks waits for the move first, so a script fed all at once (as the
//! tests do) runs in order.

mod session;
pub mod usi;
pub mod xboard;

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
