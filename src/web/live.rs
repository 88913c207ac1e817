//! Following ongoing games: one watcher reads the state of every game some page
//! follows, a few times a second, in one query, and wakes the pages of the games
//! that changed; each page's stream (server-sent events) then sends the game
//! again. The watcher reads the database, so it sees moves made by any process —
//! the bot beside it, or another on the same PostgreSQL.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream};
use tokio::sync::{watch, Notify};

use crate::game::Service;
use crate::ids::GameId;
use crate::store::GameState;

/// How often the followed games are read: a move shows within this and the time
/// to send it.
pub const POLL: Duration = Duration::from_millis(200);

/// What a follower is woken with: the game's ply and when it last changed.
type Seen = Option<(i64, i64, bool)>;

/// The games pages follow.
pub struct Watcher {
    service: Service,
    games: Mutex<HashMap<GameId, watch::Sender<Seen>>>,
    wake: Arc<Notify>,
}

impl Watcher {
    /// A watcher, with its reading loop running on the current runtime until the
    /// watcher is dropped.
    pub fn start(service: Service) -> Arc<Watcher> {
        let watcher = Arc::new(Watcher {
            service,
            games: Mutex::new(HashMap::new()),
            wake: Arc::new(Notify::new()),
        });
        let weak = Arc::downgrade(&watcher);
        tokio::spawn(async move {
            loop {
                let Some(w) = weak.upgrade() else { return };
                let ids = w.followed();
                if ids.is_empty() {
                    let wake = w.wake.clone();
                    drop(w);
                    // Asleep until a page follows a game (checking now and then
                    // that the watcher is still wanted).
                    let _ = tokio::time::timeout(Duration::from_secs(5), wake.notified()).await;
                    continue;
                }
                match w.service.store().game_states(&ids).await {
                    Ok(states) => w.publish(&states),
                    Err(e) => tracing::warn!(error = %e, "could not read the followed games"),
                }
                drop(w);
                tokio::time::sleep(POLL).await;
            }
        });
        watcher
    }

    /// The games someone follows; those nobody follows any more are forgotten.
    fn followed(&self) -> Vec<GameId> {
        let mut games = self.games.lock().unwrap();
        games.retain(|_, tx| tx.receiver_count() > 0);
        games.keys().copied().collect()
    }

    fn publish(&self, states: &[GameState]) {
        let games = self.games.lock().unwrap();
        for s in states {
            if let Some(tx) = games.get(&s.id) {
                let now = Some((s.ply, s.updated_at, s.active));
                tx.send_if_modified(|seen| {
                    let changed = *seen != now;
                    *seen = now;
                    changed
                });
            }
        }
    }

    /// Follow a game: woken at each change.
    pub fn follow(&self, game: GameId) -> watch::Receiver<Seen> {
        let rx = {
            let mut games = self.games.lock().unwrap();
            games
                .entry(game)
                .or_insert_with(|| watch::channel(None).0)
                .subscribe()
        };
        self.wake.notify_one();
        rx
    }
}

/// A page's stream of a game: the game now, then again at each change, until it
/// ends (or stops being shown). Each event is `game`, its data what
/// `update` makes of the game's view, its id the game's ply.
pub fn stream(
    service: Service,
    watcher: Arc<Watcher>,
    token: String,
    game: GameId,
    update: fn(&crate::game::pages::GameView, i64) -> String,
    permit: tokio::sync::OwnedSemaphorePermit,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let rx = watcher.follow(game);
    // The first event is sent at once: a move made between the page and the
    // stream is not missed.
    let state = (service, rx, token, true, false, permit);
    let events = stream::unfold(
        state,
        move |(service, mut rx, token, first, done, permit)| async move {
            if done || (!first && rx.changed().await.is_err()) {
                return None;
            }
            let view = match service.pages().game_page(&token).await {
                Ok(Some(view)) => view,
                // Gone, or no longer shown: the stream ends.
                Ok(None) => return None,
                Err(e) => {
                    tracing::warn!(error = %e, "a followed game could not be read");
                    return None;
                }
            };
            let event = Event::default()
                .event("game")
                .id(view.plies().to_string())
                .data(update(&view, service.now()));
            // After a game's last event, the stream ends.
            let done = !view.active;
            Some((Ok(event), (service, rx, token, false, done, permit)))
        },
    );
    Sse::new(events).keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
}
