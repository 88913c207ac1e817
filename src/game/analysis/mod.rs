//! Post-game analysis in chat: `/analyse` (or the Analyse button on a
//! result post) asks for a finished game's analysis; it runs in the background,
//! position by position, with the engine's analysis core
//! (`washogi_engine::analysis`), each position's evaluation stored as found; its
//! progress message is edited as it goes and finally replaced by the result: the
//! win-chance graph and the worst moves, each a button showing that position.
//! `/hint` gives the engine's move in a game against the computer.
//!
//! The parts: the queue and its settings (here), asking (ask.rs), running in the
//! background (run.rs), the result in words and pictures (result.rs), stored
//! evaluations (evals.rs), hints (hint.rs).

mod ask;
mod evals;
mod hint;
mod kif;
mod result;
mod run;

use std::collections::{HashSet, VecDeque};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::Semaphore;
use washogi_engine::Limits;

use crate::ids::GameId;

pub use kif::{kif_notes, KifNotes};

crate::game::area! {
    /// Post-game analyses and hints. Owns the analysis queue and its settings, and
    /// shares the engines' search slots.
    {
        analyses: &'s Arc<crate::game::analysis::Analyses>,
        engines: &'s Arc<crate::game::engines::Engines>,
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
    }
}

/// How analyses run.
#[derive(Clone, Debug)]
pub struct AnalysisSettings {
    /// Each position's search (the engine's default: 150,000 nodes or 500 ms).
    pub budget: Limits,
    /// Analyses running at once; the others wait their turn in the queue. Each of
    /// their searches takes one of the service's search slots besides.
    pub at_once: usize,
    /// The progress message is edited at most this often.
    pub progress_every: Duration,
    /// A hint's search.
    pub hint_budget: Limits,
    /// An outside USI engine that serves shogi's analyses and hints instead of the
    /// built-in one (`WASHOGI_SHOGI_ENGINE`).
    pub shogi_engine: Option<PathBuf>,
}

impl Default for AnalysisSettings {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        AnalysisSettings {
            budget: washogi_engine::analysis::DEFAULT_BUDGET.clone(),
            // One core stays free for the computer's moves and the pictures.
            at_once: cores.saturating_sub(1).max(1),
            progress_every: Duration::from_secs(2),
            hint_budget: Limits::movetime(Duration::from_millis(1000)).with_mate_search(),
            shogi_engine: None,
        }
    }
}

/// The analyses of one service: who waits, who runs.
pub(crate) struct Analyses {
    pub settings: AnalysisSettings,
    /// Turns to run: `at_once` of them, handed out first come, first served.
    turns: Arc<Semaphore>,
    /// Games waiting for a turn, in order: a waiting request shows its place.
    waiting: Mutex<VecDeque<GameId>>,
    /// Games this process is working on (waiting or running), so that a game is
    /// never analysed twice at once.
    claimed: Mutex<HashSet<GameId>>,
}

impl Analyses {
    pub fn new(settings: AnalysisSettings) -> Analyses {
        Analyses {
            turns: Arc::new(Semaphore::new(settings.at_once.max(1))),
            settings,
            waiting: Mutex::default(),
            claimed: Mutex::default(),
        }
    }

    /// Take up a game's analysis; `None` if this process works on it already.
    fn claim(self: &Arc<Self>, game: GameId) -> Option<Claim> {
        self.claimed
            .lock()
            .unwrap()
            .insert(game)
            .then(|| Claim(self.clone(), game))
    }

    fn is_claimed(&self, game: GameId) -> bool {
        self.claimed.lock().unwrap().contains(&game)
    }

    /// The game's place in the queue (1: next), if it waits.
    fn place(&self, game: GameId) -> Option<usize> {
        let waiting = self.waiting.lock().unwrap();
        waiting.iter().position(|&g| g == game).map(|i| i + 1)
    }

    /// The place a request made now would take: after everything waiting, or 0
    /// (no wait) when a turn is free.
    fn next_place(&self) -> usize {
        let waiting = self.waiting.lock().unwrap().len();
        if waiting == 0 && self.turns.available_permits() > 0 {
            0
        } else {
            waiting + 1
        }
    }
}

/// A game this process works on; let go when dropped, however the work ends.
struct Claim(Arc<Analyses>, GameId);

impl Drop for Claim {
    fn drop(&mut self) {
        self.0.claimed.lock().unwrap().remove(&self.1);
        self.0.waiting.lock().unwrap().retain(|&g| g != self.1);
    }
}
