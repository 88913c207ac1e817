//! The game service: every front end (Discord, console) calls these methods with the
//! caller, the place, the command's options and a clock, and gets back a
//! transport-free [`Response`]. All rules come from `rules`, all SQL from `store`,
//! all pictures from `render`.
//!
//! Refusals are private, say why, and change nothing. Store failures are logged and
//! answered with a private apology; they never crash the caller.

mod challenge;
pub mod clock;
mod command;
pub mod computer;
mod draw;
pub mod export;
mod help;
pub mod ladder;
mod languages;
mod listing;
mod play;
pub mod reply;
mod seasons;
mod settings;
mod takeback;
mod threads;
mod words;

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use crate::decide::moves::{play_move, Clocks, PlayedMove};
use crate::i18n::{Lang, Msg};
use crate::render::{render_position, PieceStyle, PlateLanguage, RenderOptions};
use crate::rules::{usi, Color, Game, IllegalMove, Move, Position, Variant};
use crate::store::{GameRow, Pieces, Store, StoreError};
use crate::{msg, tr};

pub use crate::store::ColorChoice;
pub use challenge::StartOptions;
pub use command::Command;
pub use computer::{ComputerSettings, DEFAULT_LEVEL};
pub use export::ExportFormat;
pub use reply::{
    Action, Attachment, Button, ButtonStyle, Choice, DirectNotice, OpenThread, Reply, Response,
};

/// Seconds since the Unix epoch, from a clock the tests can move.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to (tests, benchmarks).
#[derive(Clone, Default)]
pub struct FakeClock(Arc<AtomicI64>);

impl FakeClock {
    pub fn at(now: i64) -> FakeClock {
        FakeClock(Arc::new(AtomicI64::new(now)))
    }
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
    pub fn set(&self, now: i64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Who is calling (or being named in an option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub name: String,
    pub bot: bool,
}

impl User {
    pub fn new(id: i64, name: &str) -> User {
        User {
            id,
            name: clean_name(name),
            bot: false,
        }
    }
}

/// The one cleaning of names from outside (see [`crate::render::clean_name`]); a name
/// with nothing visible left is shown as "player".
pub fn clean_name(name: &str) -> String {
    let name = crate::render::clean_name(name);
    if name.is_empty() {
        "player".into()
    } else {
        name
    }
}

/// Where a command was given: server (0 for none) and channel, and the languages to
/// answer in: the caller's own for private replies (Discord's `locale`), the server's
/// preferred one for public posts (`guild_locale`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub guild_id: i64,
    pub channel_id: i64,
    /// Private replies: the caller's language.
    pub lang: Lang,
    /// Public posts: the server's language (in a direct message, the caller's).
    pub guild_lang: Lang,
    /// The largest file the place accepts, in bytes (Discord: the interaction's
    /// `attachment_size_limit`, 10 MiB unless the server's boosts raise it).
    pub upload_limit: usize,
}

/// Discord's upload limit per file without boosts (its "Uploading Files" reference).
pub const DEFAULT_UPLOAD_LIMIT: usize = 10 * 1024 * 1024;

impl Place {
    /// A place where everything is said in English.
    pub const fn new(guild_id: i64, channel_id: i64) -> Place {
        Place {
            guild_id,
            channel_id,
            lang: Lang::En,
            guild_lang: Lang::En,
            upload_limit: DEFAULT_UPLOAD_LIMIT,
        }
    }

    /// The same place, with this upload limit (0, unknown: the default).
    pub const fn with_upload_limit(mut self, bytes: usize) -> Place {
        if bytes > 0 {
            self.upload_limit = bytes;
        }
        self
    }

    /// The same place, answered in these languages.
    pub const fn with_langs(mut self, lang: Lang, guild_lang: Lang) -> Place {
        self.lang = lang;
        self.guild_lang = guild_lang;
        self
    }

    /// A direct message: no server around it.
    pub fn is_direct_message(self) -> bool {
        self.guild_id == 0
    }
}

pub(crate) use crate::decide::DAY;

/// Why a command did not go through.
pub(crate) enum Fail {
    /// A refusal for the caller, put in words in the caller's language.
    Refuse(Msg),
    /// A refusal already in words (in the caller's language).
    RefuseText(String),
    /// Something else happened first (the clock ended the game): say that instead.
    Overtaken(Box<Response>),
    Store(StoreError),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        Fail::Store(e)
    }
}

/// A refusal: a [`Msg`] (put in the caller's language later), or text already in
/// words (the ladder's, still English).
pub(crate) fn refuse<T>(why: impl Into<Refusal>) -> Result<T, Fail> {
    Err(match why.into() {
        Refusal(Ok(message)) => Fail::Refuse(message),
        Refusal(Err(text)) => Fail::RefuseText(text),
    })
}

/// What [`refuse`] takes.
pub(crate) struct Refusal(Result<Msg, String>);

impl From<Msg> for Refusal {
    fn from(m: Msg) -> Refusal {
        Refusal(Ok(m))
    }
}
impl From<String> for Refusal {
    fn from(t: String) -> Refusal {
        Refusal(Err(t))
    }
}
impl From<&str> for Refusal {
    fn from(t: &str) -> Refusal {
        Refusal(Err(t.to_string()))
    }
}

/// A refusal already in the caller's language.
pub(crate) fn refuse_text<T>(text: impl Into<String>) -> Result<T, Fail> {
    Err(Fail::RefuseText(text.into()))
}

impl Fail {
    /// What a refusal says, in English (for logs).
    pub(crate) fn log_text(&self) -> String {
        match self {
            Fail::Refuse(m) => m.text(Lang::En),
            Fail::RefuseText(t) => t.clone(),
            Fail::Overtaken(r) => r.text().to_string(),
            Fail::Store(e) => e.to_string(),
        }
    }
}

pub(crate) type Outcome = Result<Response, Fail>;

/// `<@id>`: a Discord mention; the console shows it as `@name`.
pub fn mention(user_id: i64) -> String {
    format!("<@{user_id}>")
}

/// "1 move", "3 moves": a count with its noun (regular plurals only).
pub fn plural(n: i64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `<t:unix:R>`: a Discord relative time ("in 3 days").
pub fn relative_time(unix: i64) -> String {
    format!("<t:{unix}:R>")
}

/// A game loaded from the store and replayed through the rules.
pub(crate) struct LoadedGame {
    pub row: GameRow,
    pub game: Game,
}

impl LoadedGame {
    pub fn position(&self) -> &Position {
        self.game.position()
    }
    pub fn player(&self, color: Color) -> i64 {
        match color {
            Color::Sente => self.row.sente_id,
            Color::Gote => self.row.gote_id,
        }
    }
    pub fn color_of(&self, user_id: i64) -> Option<Color> {
        if self.row.sente_id == user_id {
            Some(Color::Sente)
        } else if self.row.gote_id == user_id {
            Some(Color::Gote)
        } else {
            None
        }
    }
    pub fn to_move(&self) -> i64 {
        self.player(self.position().side_to_move())
    }
    /// Play `mv` at `now` (see [`play_move`]): the game moves on, the row waits
    /// for the store.
    pub fn play(&mut self, mv: Move, now: i64) -> Result<PlayedMove, IllegalMove> {
        let clocks = Clocks {
            days_per_move: self.row.days_per_move,
            computer: self.row.computer_id.and_then(|c| self.color_of(c)),
        };
        play_move(&mut self.game, mv, now, clocks)
    }
    /// Whether the computer plays this game and is to move.
    pub fn computer_to_move(&self) -> bool {
        self.row.computer_id == Some(self.to_move())
    }
}

/// `migrate-db`: the store copies one database into another, empty one.
pub use crate::store::migrate as migrate_db;

/// Which servers a process looks after, by server id (0: direct messages).
pub type ServerFilter = Arc<dyn Fn(i64) -> bool + Send + Sync>;

/// The service. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Service {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Pictures being drawn at once: one per core.
    drawing: Arc<tokio::sync::Semaphore>,
    /// The engine that plays when someone challenges the bot itself.
    computer: Option<Arc<computer::Computer>>,
    /// The servers this process looks after; `None`: all of them.
    servers: Option<ServerFilter>,
    /// The servers' and players' languages as last stored (see
    /// [`Service::server_lang`], [`Service::user_lang`]).
    languages: Arc<languages::Remembered>,
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Service {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Service {
            store,
            clock,
            drawing: Arc::new(tokio::sync::Semaphore::new(cores)),
            computer: None,
            servers: None,
            languages: Arc::default(),
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
        Ok(Service::new(store, clock))
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
    pub(crate) fn looks_after(&self, guild_id: i64) -> bool {
        self.servers.as_ref().is_none_or(|f| f(guild_id))
    }

    /// A player's name as last seen, if the bot has seen them.
    pub async fn player_name(&self, user_id: i64) -> Option<String> {
        self.store.player_name(user_id).await.ok().flatten()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Remember which message carries a challenge's buttons, so that they can be
    /// disabled when it expires.
    pub async fn set_challenge_message(&self, challenge_id: i64, message_id: i64) {
        if let Err(e) = self
            .store
            .set_challenge_message(challenge_id, message_id)
            .await
        {
            tracing::warn!(error = %e, challenge_id, "could not remember the challenge message");
        }
    }

    pub(crate) fn now(&self) -> i64 {
        self.clock.now()
    }

    pub(crate) async fn remember(&self, user: &User) -> Result<(), Fail> {
        self.store
            .upsert_player(user.id, &user.name, self.now())
            .await?;
        Ok(())
    }

    pub(crate) async fn name_of(&self, user_id: i64) -> Result<String, Fail> {
        Ok(self
            .store
            .player_name(user_id)
            .await?
            .unwrap_or_else(|| format!("player {user_id}")))
    }

    /// Load a game: its current position and the repetition history stored with
    /// its moves, without replaying them (a move costs the same at ply 300 as at
    /// ply 10). Games recorded before the history was stored are replayed once and
    /// their history filled in.
    ///
    /// The row and the moves are read again together, in one snapshot: `row` (read
    /// earlier, to find the game) names the game, and a move committed since then
    /// shows in both or in neither.
    pub(crate) async fn load(&self, row: GameRow) -> Result<LoadedGame, Fail> {
        let id = row.id;
        let Some((row, rows)) = self.store.game_with_history(id).await? else {
            return refuse(msg!("game-damaged", game = id));
        };
        let Some(variant) = Variant::by_id(&row.variant) else {
            return refuse(msg!("game-unknown-variant", game = row.id));
        };
        let broken = || Fail::Refuse(msg!("game-damaged", game = row.id));
        let start = Position::from_sfen(variant, &row.start_sfen).map_err(|_| broken())?;
        let current = Position::from_sfen(variant, &row.sfen).map_err(|_| broken())?;
        let mut moves = Vec::with_capacity(rows.len());
        let mut history = Vec::with_capacity(rows.len());
        for m in &rows {
            let mv = usi::parse_usi(variant, &m.usi).map_err(|_| broken())?;
            moves.push(mv);
            if let (Some(key), Some(check)) = (m.position_key, m.gave_check) {
                history.push((mv, key as u64, check));
            }
        }
        if history.len() == moves.len() {
            if let Ok(game) = Game::resume(start.clone(), current, &history) {
                return Ok(LoadedGame { row, game });
            }
            tracing::warn!(
                game = row.id,
                "stored history does not fit; replaying the game"
            );
        }
        let game = Game::replay(start, &moves).map_err(|_| broken())?;
        let keys: Vec<(i64, u64, bool)> = game
            .history()
            .enumerate()
            .map(|(i, (_, key, check))| (i as i64 + 1, key, check))
            .collect();
        if let Err(e) = self.store.set_move_keys(row.id, &keys).await {
            tracing::warn!(game = row.id, error = %e, "could not store a game's history");
        }
        Ok(LoadedGame { row, game })
    }

    /// A game's current position alone, from its row: enough for lists, which never
    /// need the moves.
    pub(crate) fn current_position(&self, row: &GameRow) -> Result<Position, Fail> {
        Variant::by_id(&row.variant)
            .and_then(|v| Position::from_sfen(v, &row.sfen).ok())
            .ok_or_else(|| Fail::Refuse(msg!("game-damaged", game = row.id)))
    }

    /// The game a command means: the given id (in this server), or the caller's only
    /// active game in this channel.
    pub(crate) async fn pick_game(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
        finished_too: bool,
    ) -> Result<LoadedGame, Fail> {
        if let Some(id) = game_id {
            return match self.store.game(id).await? {
                Some(row) if row.guild_id == place.guild_id => self.load(row).await,
                _ => refuse(msg!("no-such-game", game = id)),
            };
        }
        let mut games = self
            .store
            .player_games_in_channel(place.guild_id, place.channel_id, caller.id, true)
            .await?;
        if games.is_empty() && finished_too {
            games = self
                .store
                .player_games_in_channel(place.guild_id, place.channel_id, caller.id, false)
                .await?;
            games.truncate(1);
        }
        match games.len() {
            0 => refuse(msg!("no-game-here")),
            1 => self.load(games.remove(0)).await,
            _ => {
                let ids: Vec<String> = games.iter().rev().map(|g| format!("#{}", g.id)).collect();
                refuse(msg!("several-games-here", games = ids.join(", ")))
            }
        }
    }

    /// The board picture, from the side to move's point of view unless `flip`.
    pub(crate) async fn picture(
        &self,
        g: &LoadedGame,
        flip: bool,
    ) -> Result<Option<Attachment>, Fail> {
        // A public board is drawn for the player now to move (against the computer,
        // for the person).
        let viewer = match g.row.computer_id {
            Some(c) if c == g.to_move() => g.player(!g.position().side_to_move()),
            _ => g.to_move(),
        };
        self.picture_for(g, flip, viewer, None).await
    }

    /// The board picture in `viewer`'s piece style (or `style` if given).
    pub(crate) async fn picture_for(
        &self,
        g: &LoadedGame,
        flip: bool,
        viewer: i64,
        style: Option<Pieces>,
    ) -> Result<Option<Attachment>, Fail> {
        let style = match style {
            Some(s) => s,
            None => self.pieces_for(viewer, g.row.guild_id).await?,
        };
        let pos = g.position();
        let flipped = (pos.side_to_move() == Color::Gote) != flip;
        let options = RenderOptions {
            flipped,
            style: piece_style(style),
            last_move: g.game.last_move(),
            sente_name: Some(self.name_of(g.row.sente_id).await?),
            gote_name: Some(self.name_of(g.row.gote_id).await?),
            // The words on the plates in the server's language, like its posts.
            language: plate_language(self.server_lang(g.row.guild_id).await),
        };
        let position = pos.clone();
        let png = self
            .draw_picture(move || render_position(&position, &options))
            .await;
        // A missing picture should not stop a game: the move is already saved.
        Ok(png.map(|bytes| Attachment {
            filename: format!("game-{}-{}.png", g.row.id, g.row.ply),
            bytes,
        }))
    }

    /// How `user` wants pieces drawn in server `guild_id`: their own choice, else the
    /// server's default, else kanji.
    pub(crate) async fn pieces_for(&self, user: i64, guild_id: i64) -> Result<Pieces, Fail> {
        if let Some(p) = self.store().user_pieces(user).await? {
            return Ok(p);
        }
        Ok(self
            .store()
            .server_pieces(guild_id)
            .await?
            .unwrap_or_default())
    }

    /// Draw a picture on a blocking thread, never on the async runtime's workers (a
    /// picture takes milliseconds of CPU, and a cold cache far more), and at most as
    /// many at once as there are cores, so that a burst of moves queues for the CPU
    /// instead of starving everything else. `None` (and a log line) if it fails.
    pub(crate) async fn draw_picture<F>(&self, picture: F) -> Option<Vec<u8>>
    where
        F: FnOnce() -> Result<Vec<u8>, crate::render::RenderError> + Send + 'static,
    {
        let _turn = self.drawing.acquire().await.ok()?;
        match tokio::task::spawn_blocking(picture).await {
            Ok(Ok(png)) => Some(png),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "a picture could not be drawn");
                None
            }
            Err(e) => {
                tracing::error!(error = %e, "the picture thread failed");
                None
            }
        }
    }
}

/// The pictures' style for a player's choice of pieces.
pub(crate) fn piece_style(p: Pieces) -> PieceStyle {
    match p {
        Pieces::Kanji => PieceStyle::Kanji,
        Pieces::Letters => PieceStyle::Latin,
    }
}

/// The pictures' plate words for a reply's language.
pub(crate) fn plate_language(lang: Lang) -> PlateLanguage {
    match lang {
        Lang::En => PlateLanguage::English,
        Lang::Ja => PlateLanguage::Japanese,
    }
}

/// "Wa Shogi", "将棋", ... for a variant id, in `lang`.
pub(crate) fn variant_name(id: &str, lang: Lang) -> String {
    match Variant::by_id(id) {
        Some(v) => variant_title(v, lang),
        None => tr!(lang, "variant-unknown"),
    }
}

/// A game's name in `lang`.
pub(crate) fn variant_title(v: &Variant, lang: Lang) -> String {
    words::variant(v, lang)
}
