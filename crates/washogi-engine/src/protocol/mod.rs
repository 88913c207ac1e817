//! The engine protocols: XBoard/CECP v2 ([`xboard`]) and USI ([`usi`]).
//!
//! Both loops read commands on the calling thread and search on a thread of their own,
//! so `?`, `stop` and `quit` are heard while the engine thinks. The search thread
//! writes its move itself (the GUI waits for it before sending anything else). A
//! command that is not an interruption and arrives while the engine thinks waits for
//! the move first, so a script fed all at once (as the tests do) runs in order.

pub mod usi;
pub mod xboard;

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use washogi_rules::{Game, Move};

use crate::search::{Engine, Info, Limits, SearchResult};

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

/// A search running on its own thread.
pub(crate) struct Thinking {
    handle: JoinHandle<(Engine, SearchResult)>,
    stop: Arc<AtomicBool>,
}

impl Thinking {
    /// Start searching `game` on a new thread. `report` is called with each iteration's
    /// progress and `finish` with the result, both on the search thread.
    pub fn start(
        mut engine: Engine,
        game: Game,
        mut limits: Limits,
        mut report: impl FnMut(&Info) + Send + 'static,
        finish: impl FnOnce(&SearchResult) + Send + 'static,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        let handle = std::thread::spawn(move || {
            let result = engine.search(&game, &limits, |info| report(info));
            finish(&result);
            (engine, result)
        });
        Thinking { handle, stop }
    }

    /// Ask the search to stop now (it still reports its move).
    pub fn interrupt(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Wait for the search to end; the engine comes back with the result.
    pub fn finish(self) -> (Engine, SearchResult) {
        self.handle
            .join()
            .expect("the search thread does not panic")
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
