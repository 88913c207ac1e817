//! The engines one service searches with: the computer opponent's moves, hints and
//! post-game analyses all share its search slots, one per core, so that however
//! many games and analyses run, the machine never runs more searches than it has
//! cores. Searches run on blocking threads, never on the async runtime's workers.

use std::sync::{Arc, Mutex};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use washogi_engine::Engine;

/// Transposition table of each engine, in MB.
pub(crate) const ENGINE_TABLE_MB: usize = 32;

/// The search slots and the engines kept between searches.
pub(crate) struct Engines {
    /// Searches at once: one per core.
    slots: Arc<Semaphore>,
    /// Engines not in use, kept for their tables.
    idle: Mutex<Vec<Engine>>,
}

impl Engines {
    pub fn new() -> Engines {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Engines {
            slots: Arc::new(Semaphore::new(cores)),
            idle: Mutex::new(Vec::new()),
        }
    }

    /// Whether a search would have to wait for a slot now.
    pub fn busy(&self) -> bool {
        self.slots.available_permits() == 0
    }

    /// A search slot, for work that brings its own engine (an analysis keeps one
    /// engine for a whole game, its table carrying from position to position).
    /// Waiters are served first come, first served.
    pub async fn slot(&self) -> Option<OwnedSemaphorePermit> {
        self.slots.clone().acquire_owned().await.ok()
    }

    /// The slots themselves, for a blocking thread that takes one per search.
    pub fn slots(&self) -> Arc<Semaphore> {
        self.slots.clone()
    }

    /// Run `work` with an engine on a blocking thread, once a search slot is free;
    /// the engine, with its tables, goes back to the pool after. `None` if the
    /// thread failed.
    pub async fn with_engine<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Engine) -> T + Send + 'static,
    ) -> Option<T> {
        let _slot = self.slot().await?;
        let mut engine = self
            .idle
            .lock()
            .unwrap()
            .pop()
            .unwrap_or_else(|| Engine::new(ENGINE_TABLE_MB));
        let done = tokio::task::spawn_blocking(move || {
            let out = work(&mut engine);
            (out, engine)
        })
        .await;
        match done {
            Ok((out, engine)) => {
                self.idle.lock().unwrap().push(engine);
                Some(out)
            }
            Err(e) => {
                tracing::error!(error = %e, "the engine's thread failed");
                None
            }
        }
    }
}
