//! The service itself: its store, clock, picture slots, computer player and the
//! servers it looks after; the other files of `game` add its commands.

use crate::i18n::Lang;
use crate::ids::MessageId;
use crate::ids::{ChallengeId, GameId, TournamentId, UserId, Venue};
use crate::rules::VariantId;
use std::sync::Arc;

use crate::game::{LinkButton, Page};

use crate::game::engines::Engines;
use crate::game::{analysis, computer, languages, Clock, Fail, ServerFilter, User};
use crate::store::Store;

/// What a post links to, as the service names it (a game by its number).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum PageOf {
    Game(GameId),
    Ladder(VariantId),
    Tournament(TournamentId),
}

/// How long before the service reads a command its front end may say it was given.
pub const LONGEST_DELIVERY_MS: i64 = 10_000;

/// The service. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Service {
    pub(in crate::game) store: Store,
    pub(in crate::game) clock: Arc<dyn Clock>,
    /// Pictures being drawn at once: one per core.
    pub(in crate::game) drawing: Arc<tokio::sync::Semaphore>,
    /// The search slots and engines of the computer, hints and analyses.
    pub(in crate::game) engines: Arc<Engines>,
    /// Post-game analyses: their queue and settings.
    pub(in crate::game) analyses: Arc<analysis::Analyses>,
    /// How finished games are searched for puzzles, and whether a search runs.
    pub(in crate::game) puzzle_scan: Arc<crate::game::ScanSettings>,
    pub(in crate::game) scanning: Arc<crate::game::puzzles::Scanning>,
    /// The engine that plays when someone challenges the bot itself.
    pub(in crate::game) computer: Option<Arc<computer::Computer>>,
    /// The servers this process looks after; `None`: all of them.
    pub(in crate::game) servers: Option<ServerFilter>,
    /// The servers' and players' languages as last stored (see
    /// [`Service::server_lang`], [`Service::user_lang`]).
    pub(in crate::game) languages: Arc<languages::Remembered>,
    /// Where the web pages are served (`WEB_PUBLIC_URL`, without a trailing
    /// slash): posts then carry links to them. `None`: no links.
    pub(in crate::game) web_url: Option<Arc<str>>,
    /// Whether the bot is in each channel, as last noted ([`Service::reach_of`]).
    pub(in crate::game) reaches: Arc<crate::game::reach::Reaches>,
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Service {
            store,
            clock,
            drawing: Arc::new(tokio::sync::Semaphore::new(cores)),
            engines: Arc::new(Engines::new()),
            analyses: Arc::new(analysis::Analyses::new(
                analysis::AnalysisSettings::default(),
            )),
            // Off unless asked for: only the bot's own process searches its games.
            puzzle_scan: Arc::new(crate::game::ScanSettings {
                enabled: false,
                ..Default::default()
            }),
            scanning: Arc::default(),
            computer: None,
            servers: None,
            languages: Arc::default(),
            web_url: None,
            reaches: Arc::default(),
        }
    }

    /// Link posts to the web pages served at `url` (`WEB_PUBLIC_URL`, e.g.
    /// `https://shogi.example.org`); `None`: no links.
    pub fn with_web_url(mut self, url: Option<&str>) -> Service {
        self.web_url = url
            .map(|u| u.trim().trim_end_matches('/'))
            .filter(|u| !u.is_empty())
            .map(Arc::from);
        self
    }

    /// The address of a server's home page, when pages are served at all (whether
    /// the server shows them is not asked).
    pub(crate) fn server_page_url(&self, venue: Venue) -> Option<String> {
        let Venue::Server(server) = venue else {
            return None;
        };
        let base = self.web_url.as_deref()?;
        Some(format!("{base}{}", Page::Server(server).path()))
    }

    /// A button opening `page` of server `venue`, when pages are served and the
    /// server shows them (never for direct messages); a game's page is named by
    /// its number here and linked by its token. A failure to read is logged and
    /// costs only the link.
    pub(crate) async fn page_link(
        &self,
        venue: Venue,
        page: PageOf,
        lang: Lang,
    ) -> Option<LinkButton> {
        let base = self.web_url.as_deref()?;
        let Venue::Server(server) = venue else {
            return None;
        };
        let read = async {
            if !self.store.server_web(venue).await? {
                return Ok(None);
            }
            let page = match page {
                PageOf::Game(id) => match self.store.game_token(id).await? {
                    Some(token) => Page::Game(token),
                    None => return Ok(None),
                },
                PageOf::Ladder(v) => Page::Ladder(server, v),
                PageOf::Tournament(t) => Page::Tournament(server, t),
            };
            Ok::<_, crate::store::StoreError>(Some(page))
        };
        match read.await {
            Ok(Some(page)) => Some(LinkButton {
                label: crate::tr!(lang, "button-web-page"),
                url: format!("{base}{}", page.path()),
            }),
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(error = %e, "could not read what a page link needs");
                None
            }
        }
    }

    /// Open the database at `url` (creating or upgrading its schema) and serve from
    /// it; a failure is one sentence.
    pub async fn open(url: &str, clock: Arc<dyn Clock>) -> Result<Service, String> {
        let store = Store::open(url).await.map_err(|e| {
            format!(
                "cannot open the database {url}: {}",
                crate::store::describe_error(&e)
            )
        })?;
        let service = Service::new(store, clock);
        // The shipped puzzles, into the database (a no-op once they are there).
        service.load_puzzle_collection().await?;
        Ok(service)
    }

    /// Close the database, once every command in flight is done with it.
    pub async fn close(&self) {
        self.store.close().await;
    }

    /// Look after only the servers `filter` accepts (several processes on one
    /// database: the Discord adapter's gateway shards). Each process's clock sweeps
    /// and computer moves cover its own servers only, so every notice is posted by
    /// the process connected to that server (the guarded writes would keep them
    /// from being applied twice anyway).
    pub fn with_servers(mut self, filter: ServerFilter) -> Service {
        self.servers = Some(filter);
        self
    }

    /// Whether this process's sweeps look after server `guild_id`.
    pub(crate) fn looks_after(&self, guild_id: Venue) -> bool {
        self.servers.as_ref().is_none_or(|f| f(guild_id.key()))
    }

    /// A player's name as last seen, if the bot has seen them.
    pub async fn player_name(&self, user_id: UserId) -> Option<String> {
        self.store.player_name(user_id).await.ok().flatten()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Remember which message carries a challenge's buttons, so that they can be
    /// disabled when it expires.
    pub async fn set_challenge_message(&self, challenge_id: ChallengeId, message_id: MessageId) {
        if let Err(e) = self
            .store
            .set_challenge_message(challenge_id, message_id)
            .await
        {
            tracing::warn!(error = %e, challenge_id = %challenge_id, "could not remember the challenge message");
        }
    }

    /// The front end posted something it was asked to track
    /// ([`crate::game::Reply::track`]): where it went.
    pub async fn posted(&self, what: &crate::game::Tracked, message_id: MessageId) {
        let stored = match what {
            crate::game::Tracked::DailyPuzzle { guild_id, day } => {
                self.store
                    .set_daily_message(*guild_id, *day, message_id)
                    .await
            }
            crate::game::Tracked::TournamentPost { id } => {
                self.store.set_tournament_message(*id, message_id).await
            }
        };
        if let Err(e) = stored {
            tracing::warn!(error = %e, "could not remember where a post went");
        }
    }

    pub(crate) fn now(&self) -> i64 {
        self.clock.now()
    }

    pub(crate) fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// When a command given at `place` counts as made, in ms: when the front end
    /// received it, never later than the service's own clock nor more than
    /// [`LONGEST_DELIVERY_MS`] before it (a front end's clock is not trusted further).
    pub(crate) fn moment_of(&self, place: crate::game::Place) -> i64 {
        let now = self.now_ms();
        place
            .received_ms
            .map_or(now, |r| r.clamp(now - LONGEST_DELIVERY_MS, now))
    }

    pub(crate) async fn remember(&self, user: &User) -> Result<(), Fail> {
        self.store
            .upsert_player(user.id, &user.name, self.now())
            .await?;
        Ok(())
    }

    pub(crate) async fn name_of(&self, user_id: UserId) -> Result<String, Fail> {
        Ok(self
            .store
            .player_name(user_id)
            .await?
            .unwrap_or_else(|| format!("player {user_id}")))
    }
}
