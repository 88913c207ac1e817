//! The service itself: the core every area shares (store, clock, the servers this
//! process looks after, page links), each area's own state, the accessors that
//! wire the areas' handles together, and the `area!` macro that declares a handle.
//! The doors (commands, the clock's sweep) are in `command.rs` and `sweeps.rs`.

use crate::i18n::Lang;
use crate::ids::MessageId;
use crate::ids::{ChallengeId, GameId, TournamentId, UserId, Venue};
use crate::rules::VariantId;
use std::sync::Arc;

use crate::game::{LinkButton, Page};

use crate::game::engines::Engines;
use crate::game::{
    analysis, computer, languages, Clock, ComputerSettings, Fail, ServerFilter, User,
};
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

/// What every area of the service shares: the database, the clock, the servers
/// this process looks after and where the web pages are served. Each area's
/// handle reaches it through `Deref`; the areas' own state is theirs alone.
#[derive(Clone)]
pub struct Core {
    pub(in crate::game) store: Store,
    pub(in crate::game) clock: Arc<dyn Clock>,
    /// The servers this process looks after; `None`: all of them.
    pub(in crate::game) servers: Option<ServerFilter>,
    /// Where the web pages are served (`WEB_PUBLIC_URL`, without a trailing
    /// slash): posts then carry links to them. `None`: no links.
    pub(in crate::game) web_url: Option<Arc<str>>,
}

/// The service. Cheap to clone; share one per process. It holds the shared
/// [`Core`] and each area's own state, and hands out each area's handle (its
/// narrow interface) wired to the handles of the areas below it
/// ([`Service::games`] and its neighbours, at the end of this file); the two doors
/// (commands in, `command.rs`; the clock's sweep, `sweeps.rs`) are its methods.
#[derive(Clone)]
pub struct Service {
    core: Core,
    /// Pictures being drawn at once: one per core (pictures.rs).
    drawing: Arc<tokio::sync::Semaphore>,
    /// The search slots and engines of the computer, hints, analyses and puzzles.
    engines: Arc<Engines>,
    /// Post-game analyses: their queue and settings (analysis/).
    analyses: Arc<analysis::Analyses>,
    /// How finished games are searched for puzzles, and whether a search runs
    /// (puzzles/).
    puzzle_scan: Arc<crate::game::ScanSettings>,
    scanning: Arc<crate::game::puzzles::Scanning>,
    /// The engine that plays when someone challenges the bot itself (games/).
    computer: Option<Arc<computer::Computer>>,
    /// The servers' and players' languages as last stored (languages.rs).
    languages: Arc<languages::Remembered>,
    /// Whether the bot is in each channel, as last noted (reach.rs).
    reaches: Arc<crate::game::reach::Reaches>,
}

impl std::ops::Deref for Service {
    type Target = Core;
    fn deref(&self) -> &Core {
        &self.core
    }
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Service {
            core: Core {
                store,
                clock,
                servers: None,
                web_url: None,
            },
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
            languages: Arc::default(),
            reaches: Arc::default(),
        }
    }

    /// Link posts to the web pages served at `url` (`WEB_PUBLIC_URL`, e.g.
    /// `https://shogi.example.org`); `None`: no links.
    pub fn with_web_url(mut self, url: Option<&str>) -> Service {
        self.core.web_url = url
            .map(|u| u.trim().trim_end_matches('/'))
            .filter(|u| !u.is_empty())
            .map(Arc::from);
        self
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
        service.puzzles().load_puzzle_collection().await?;
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
        self.core.servers = Some(filter);
        self
    }

    /// Let the computer play as `user` (the bot's own Discord user, or the console's
    /// computer): `/start` with it as opponent starts a game against the engine.
    pub fn with_computer(mut self, user: User, settings: ComputerSettings) -> Service {
        self.computer = Some(Arc::new(computer::Computer::new(
            user,
            settings,
            self.engines.clone(),
        )));
        self
    }

    /// Analyse (and give hints) with these settings.
    pub fn with_analysis(mut self, settings: analysis::AnalysisSettings) -> Service {
        self.analyses = Arc::new(analysis::Analyses::new(settings));
        self
    }

    /// Search finished games for puzzles with these settings.
    pub fn with_puzzle_scan(mut self, settings: crate::game::ScanSettings) -> Service {
        self.puzzle_scan = Arc::new(settings);
        self
    }
}

impl Core {
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

/// Each area's handle, wired to what it owns and to the areas below it: the one
/// place where the service's parts are put together.
impl Service {
    pub fn analysis(&self) -> crate::game::analysis::Area<'_> {
        crate::game::analysis::Area::new(
            &self.core,
            &self.analyses,
            &self.engines,
            self.languages(),
            self.loaded(),
            self.pictures(),
        )
    }

    pub fn challenges(&self) -> crate::game::challenges::Area<'_> {
        crate::game::challenges::Area::new(
            &self.core,
            self.games(),
            self.languages(),
            self.loaded(),
            self.pictures(),
            self.vacations(),
        )
    }

    pub fn finish(&self) -> crate::game::finish::Area<'_> {
        crate::game::finish::Area::new(&self.core, self.pictures())
    }

    pub fn games(&self) -> crate::game::games::Area<'_> {
        crate::game::games::Area::new(
            &self.core,
            &self.computer,
            &self.engines,
            self.finish(),
            self.languages(),
            self.loaded(),
            self.pictures(),
            self.reach(),
            self.vacations(),
            self.analysis(),
        )
    }

    pub fn ladders(&self) -> crate::game::ladders::Area<'_> {
        crate::game::ladders::Area::new(
            &self.core,
            self.challenges(),
            self.settings(),
            self.vacations(),
        )
    }

    pub fn languages(&self) -> crate::game::languages::Area<'_> {
        crate::game::languages::Area::new(&self.core, &self.languages)
    }

    pub fn loaded(&self) -> crate::game::loaded::Area<'_> {
        crate::game::loaded::Area::new(&self.core, self.finish())
    }

    pub fn pages(&self) -> crate::game::pages::Area<'_> {
        crate::game::pages::Area::new(
            &self.core,
            self.languages(),
            self.loaded(),
            self.pictures(),
            self.tournaments(),
            self.analysis(),
        )
    }

    pub fn pictures(&self) -> crate::game::pictures::Area<'_> {
        crate::game::pictures::Area::new(&self.core, &self.drawing, self.languages())
    }

    pub fn puzzles(&self) -> crate::game::puzzles::Area<'_> {
        crate::game::puzzles::Area::new(
            &self.core,
            &self.engines,
            &self.puzzle_scan,
            &self.scanning,
            self.languages(),
            self.loaded(),
            self.pictures(),
            self.settings(),
        )
    }

    pub fn reach(&self) -> crate::game::reach::Area<'_> {
        crate::game::reach::Area::new(&self.core, &self.reaches)
    }

    pub fn settings(&self) -> crate::game::settings::Area<'_> {
        crate::game::settings::Area::new(&self.core, self.pictures())
    }

    pub fn tournaments(&self) -> crate::game::tournaments::Area<'_> {
        crate::game::tournaments::Area::new(
            &self.core,
            self.analysis(),
            self.finish(),
            self.games(),
            self.languages(),
            self.loaded(),
            self.pictures(),
            self.settings(),
            self.vacations(),
        )
    }

    pub fn vacations(&self) -> crate::game::vacations::Area<'_> {
        crate::game::vacations::Area::new(&self.core, self.languages())
    }
}

/// Declare an area's handle, `Area<'s>`, in the area's module: the shared [`Core`]
/// (through `Deref`, so `self.store` and `self.now()` read as before), the parts of
/// the service's state the area owns, and the handles of the areas below it that
/// it calls. The fields are private to the area's module, and an area holds no
/// handle of an area above it, so a call back up does not compile. Built by the
/// [`Service`] accessor of the same name.
macro_rules! area {
    ($(#[$doc:meta])* { $($field:ident : $ty:ty),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        pub struct Area<'s> {
            core: &'s crate::game::service::Core,
            $($field: $ty,)*
        }

        impl<'s> Area<'s> {
            // One argument a field: the wiring in `Service`'s accessors names them all.
            #[allow(clippy::too_many_arguments)]
            pub(in crate::game) fn new(
                core: &'s crate::game::service::Core,
                $($field: $ty,)*
            ) -> Area<'s> {
                Area { core, $($field,)* }
            }
        }

        impl std::ops::Deref for Area<'_> {
            type Target = crate::game::service::Core;
            fn deref(&self) -> &Self::Target {
                self.core
            }
        }
    };
}
pub(crate) use area;
