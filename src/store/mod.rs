//! All SQL lives here: sqlx with runtime-checked queries, on SQLite (the embedded
//! default) or PostgreSQL, chosen by the database URL; the game service cannot tell
//! them apart. The schema is in `migrations/sqlite` and `migrations/postgres`,
//! embedded and applied at open. Every state change is one transaction; changes to a
//! game are guarded by its ply, so of two commands racing on one game only the first
//! can apply, even from two processes (see `backend` for how, on each database).

use crate::ids::MessageId;
pub use seasons::{ArchiveRow, ClosedSeason, SeasonRow};
pub use sqlx::Error as StoreError;
pub use standings::{
    rate, Forfeit, LadderRow, LadderSettings, RatingRow, Settlement, DEFAULT_ACCEPT_DAYS,
    DEFAULT_LADDER_VARIANT,
};
pub use types::{
    AttemptState, ChallengeStatus, ColorChoice, Ending, GameResult, GameStatus, Notify, Pieces,
    Remind, TournamentFormat, TournamentStatus,
};
use washogi_rules::VariantId;

use crate::decide::clock::{ClockAfterMove, LiveClock, SideTime, Speed, TimeControl};
use crate::ids::{ChallengeId, ChannelId, GameId, UserId, Venue};

mod analyses;
pub(crate) mod backend;
mod channels;
mod clocks;
mod copy;
mod data_steps;
mod games;
mod migrations;
mod moves;
mod premoves;
mod puzzle_sources;
mod puzzles;
mod rows;
mod seasons;
mod settings;
mod source;
mod standings;
mod takebacks;
mod tournaments;
mod types;
mod vacations;
mod web;

pub use analyses::{AnalysisAsked, AnalysisRow, EvalRow, HintRow};
pub use copy::{copied_tables, migrate, Dump, TableRows, Value};
pub use migrations::Dialect;
pub use premoves::PremoveRow;
pub use puzzle_sources::PuzzleSource;
pub use puzzles::{
    AttemptEnd, AttemptRow, DailyRow, DailySettingsRow, DailySolveRow, PuzzleRatingRow, PuzzleRow,
    PuzzleScanRow,
};
pub use settings::UserChoices;
pub use takebacks::TakebackRow;
pub use tournaments::{BoardRow, EntrantRow, NewBoard, RoundStart, TournamentRow};
pub use vacations::{VacationEnded, VacationRow, VacationStarted};
pub use web::{is_token, GameState, MoveTime, WEB_SCHEMA};

pub type Result<T> = std::result::Result<T, StoreError>;

/// The default database: a file next to where the bot runs.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://washogi.db";

/// Whether `url` names a database this store can open: `sqlite:` (a file, or
/// `sqlite::memory:`) or `postgres://` / `postgresql://`. Anything else, a bare
/// path included, is refused with a sentence saying what to write instead, rather
/// than taken as the name of a new SQLite file.
pub fn check_url(url: &str) -> std::result::Result<Dialect, String> {
    let url = url.trim();
    let scheme = url
        .split_once(':')
        .map_or("", |(s, _)| s)
        .to_ascii_lowercase();
    match scheme.as_str() {
        "sqlite" if url.len() > "sqlite:".len() && url != "sqlite://" => Ok(Dialect::Sqlite),
        "postgres" | "postgresql" if url.contains("://") => Ok(Dialect::Postgres),
        "mysql" | "mariadb" => Err(format!(
            "{url:?}: MySQL and MariaDB are not supported; use sqlite://FILE (the default) or postgres://USER:PASSWORD@HOST/DB."
        )),
        _ => Err(format!(
            "{url:?} is not a database URL; write sqlite://FILE (e.g. sqlite://washogi.db) or postgres://USER:PASSWORD@HOST/DB."
        )),
    }
}

/// A store error in one sentence: a database's own message once (sqlx's error
/// repeats it in its source), with its code.
pub fn describe_error(e: &StoreError) -> String {
    match e {
        StoreError::Database(db) => match db.code() {
            Some(code) => format!("{} (code {code})", db.message()),
            None => db.message().to_string(),
        },
        StoreError::Io(io) => io.to_string(),
        StoreError::Configuration(c) => c.to_string(),
        other => other.to_string(),
    }
}

#[derive(Clone, Debug)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    pub challenger_id: UserId,
    pub opponent_id: Option<UserId>,
    pub variant: VariantId,
    pub color: ColorChoice,
    pub days_per_move: i64,
    pub rated: bool,
    pub ladder: bool,
    pub status: ChallengeStatus,
    pub created_at: i64,
    pub expires_at: i64,
    pub game_id: Option<GameId>,
    pub message_id: Option<MessageId>,
    /// The position the game starts from, when not the game's usual start.
    pub start_sfen: Option<String>,
    /// Whether accepting opens a thread for the game.
    pub thread: bool,
    /// A live game's time control (`None`: correspondence).
    pub time_control: Option<TimeControl>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct GameRow {
    pub id: GameId,
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    pub variant: VariantId,
    pub sente_id: UserId,
    pub gote_id: UserId,
    pub days_per_move: i64,
    pub rated: bool,
    pub ladder: bool,
    pub status: GameStatus,
    pub result: Option<GameResult>,
    pub ending: Option<Ending>,
    pub start_sfen: String,
    pub sfen: String,
    pub ply: i64,
    pub created_at: i64,
    pub updated_at: i64,
    pub finished_at: Option<i64>,
    pub deadline: Option<i64>,
    pub reminder_sent: bool,
    pub draw_offer_by: Option<UserId>,
    pub rating_applied: bool,
    /// In a game against the computer: which player it is, and its level (1-8).
    pub computer_id: Option<UserId>,
    pub computer_level: Option<i64>,
    /// The thread the game is played in, if it has one (`channel_id` is its parent).
    pub thread_id: Option<ChannelId>,
    /// A live game's time control (`None`: a correspondence game), each side's time
    /// between its turns, when the side to move began its turn and when its flag
    /// falls (ms since the epoch).
    pub time_control: Option<TimeControl>,
    pub sente_ms: Option<i64>,
    pub gote_ms: Option<i64>,
    pub sente_periods: Option<i64>,
    pub gote_periods: Option<i64>,
    pub turn_started_ms: Option<i64>,
    pub flag_ms: Option<i64>,
    /// The player to move's clock is paused by a vacation until then (the deadline
    /// counts the pause already).
    pub paused_until: Option<i64>,
    /// The hour reminder of the move being waited for was sent (`reminder_sent`:
    /// the day reminder).
    pub hour_reminder_sent: bool,
}

impl GameRow {
    /// The player to move, read from the stored position (the side to move is its
    /// second field).
    pub fn player_to_move(&self) -> Option<UserId> {
        match self.sfen.split_whitespace().nth(1) {
            Some("b") => Some(self.sente_id),
            Some("w") => Some(self.gote_id),
            _ => None,
        }
    }

    /// The other player.
    pub fn opponent_of(&self, user: UserId) -> UserId {
        if user == self.sente_id {
            self.gote_id
        } else {
            self.sente_id
        }
    }

    /// Whether the player to move's clock is paused at `now`.
    pub fn is_paused(&self, now: i64) -> bool {
        self.paused_until.is_some_and(|p| p > now)
    }

    /// When the player to move runs out (seconds): the deadline of a correspondence
    /// game, a live game's flag.
    pub fn due(&self) -> Option<i64> {
        self.deadline
            .or(self.flag_ms.map(crate::decide::clock::flag_seconds))
    }

    /// Whether the computer plays this game and is to move, read from the stored
    /// position (the side to move is its second field).
    pub fn computer_to_move(&self) -> bool {
        self.computer_id.is_some() && self.computer_id == self.player_to_move()
    }

    /// A live game's clocks as stored (`None`: a correspondence game).
    pub fn live_clock(&self) -> Option<LiveClock> {
        let control = self.time_control?;
        let side = |ms: Option<i64>, periods: Option<i64>| SideTime {
            main_ms: ms.unwrap_or(control.main_ms),
            periods: periods.map_or(control.periods, |p| p.clamp(0, i64::from(u32::MAX)) as u32),
        };
        Some(LiveClock {
            control,
            sente: side(self.sente_ms, self.sente_periods),
            gote: side(self.gote_ms, self.gote_periods),
            turn_started_ms: self.turn_started_ms.unwrap_or(self.created_at * 1000),
        })
    }

    /// The rating pool's speed of this game: its time control's, or
    /// correspondence.
    pub fn speed(&self) -> Speed {
        self.time_control
            .map_or(Speed::Correspondence, |t| t.speed())
    }

    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }
    pub fn has_player(&self, user_id: UserId) -> bool {
        self.sente_id == user_id || self.gote_id == user_id
    }
}

#[derive(Clone, Debug)]
pub struct MoveRow {
    pub game_id: GameId,
    pub ply: i64,
    pub usi: String,
    pub sfen_after: String,
    pub played_at: i64,
    /// The repetition key of the position after the move (`None`: recorded before
    /// keys were kept).
    pub position_key: Option<i64>,
    pub gave_check: Option<bool>,
    /// In a live game: the time the move took, and what it left its mover (main
    /// time in ms, byoyomi periods); `None` in a correspondence game.
    pub spent_ms: Option<i64>,
    pub left_ms: Option<i64>,
    pub left_periods: Option<i64>,
}

/// One move as a game is taken up from it (see [`Store::game_with_history`]).
#[derive(Clone, Debug)]
pub struct MoveHistory {
    pub usi: String,
    pub position_key: Option<i64>,
    pub gave_check: Option<bool>,
}

/// What a new challenge says.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    pub challenger_id: UserId,
    pub opponent_id: Option<UserId>,
    pub variant: VariantId,
    pub color: ColorChoice,
    pub days_per_move: i64,
    /// A live game's time control (`None`: correspondence).
    pub time_control: Option<TimeControl>,
    pub rated: bool,
    pub ladder: bool,
    pub created_at: i64,
    pub expires_at: i64,
    /// The position the game starts from, when not the game's usual start.
    pub start_sfen: Option<String>,
    /// Whether accepting opens a thread for the game.
    pub thread: bool,
}

/// A game about to start.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub sente_id: UserId,
    pub gote_id: UserId,
    pub start_sfen: String,
    /// The first player's deadline (`None` in a live game).
    pub deadline: Option<i64>,
    /// A live game's clocks as it starts (both full, the first turn begun).
    pub clock: Option<LiveClock>,
}

/// A game against the computer, started at once.
#[derive(Clone, Debug)]
pub struct NewComputerGame {
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    pub variant: VariantId,
    pub sente_id: UserId,
    pub gote_id: UserId,
    pub days_per_move: i64,
    pub start_sfen: String,
    pub created_at: i64,
    /// The person's deadline, or `None` when the computer moves first (or the game
    /// is live).
    pub deadline: Option<i64>,
    /// A live game's clocks as it starts.
    pub clock: Option<LiveClock>,
    pub computer_id: UserId,
    pub computer_level: i64,
}

pub use crate::decide::Finish;

/// What became of a move given to [`Store::record_move`].
#[derive(Clone, Debug, PartialEq)]
pub enum MoveRecorded {
    /// Played: the game as the move (and the conditional reply) left it.
    Recorded(Box<Recorded>),
    /// The game moved on or ended in the meantime; nothing changed.
    Stale,
    /// The mover's deadline had passed: the game ended on time instead.
    TooLate,
    /// The waiting player's conditional moves are no longer what the move was
    /// given with (set or cleared a moment ago): nothing changed; read them again.
    PremovesChanged,
}

/// A move recorded.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// The game's row as the move (and the reply) left it.
    pub row: GameRow,
    /// The waiting player's conditional reply was played with it.
    pub replied: bool,
    /// The waiting player's tree did not expect the move and was dropped.
    pub dropped: bool,
    /// The mover's vacation, ended by the move: as ended, the days used and given
    /// back.
    pub vacation_ended: Option<(VacationRow, i64, i64)>,
}

/// The waiting player's tree of conditional moves as the service read it for a
/// move, and what it answers to the move (see [`crate::decide::premove`]). The
/// move applies only if the tree is still exactly this.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Premoves {
    /// No tree for this position.
    #[default]
    None,
    /// The tree did not expect the move: dropped with it; and what its player is
    /// to be told with their next reply, kept in the same transaction (`None`:
    /// the DM of their turn notice says it).
    Drop(TreeRead, Option<String>),
    /// The tree's reply, played in the same transaction.
    Reply(TreeRead, Box<ConditionalReply>),
}

impl Premoves {
    /// The tree as read, if there was one.
    pub fn read(&self) -> Option<&TreeRead> {
        match self {
            Premoves::None => None,
            Premoves::Drop(t, _) | Premoves::Reply(t, _) => Some(t),
        }
    }
}

/// A tree of conditional moves as read: whose, and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeRead {
    pub user_id: UserId,
    pub lines: String,
}

/// A conditional reply to record after the opponent's move, by the tree's player.
#[derive(Clone, Debug, PartialEq)]
pub struct ConditionalReply {
    pub usi: String,
    pub sfen_after: String,
    pub position_key: u64,
    pub gave_check: bool,
    /// The opponent's deadline after it (`None`: the computer, or the game ended).
    pub deadline: Option<i64>,
    pub finish: Option<Finish>,
    /// The tree from the position after the reply (empty: nothing left to keep).
    pub rest: String,
}

/// A move to record: the game must still be at `expected_ply`.
#[derive(Clone, Debug)]
pub struct NewMove {
    pub game_id: GameId,
    pub expected_ply: i64,
    pub usi: String,
    pub sfen_after: String,
    pub played_at: i64,
    /// The same in milliseconds: a live game's flag guards the move with it.
    pub played_at_ms: i64,
    /// A live game's clocks after the move, and the next player's flag (`None` in a
    /// correspondence game, or when the move ends the game).
    pub clock: Option<ClockAfterMove>,
    pub flag_ms: Option<i64>,
    /// The repetition key of the position after the move, and whether it gave check.
    pub position_key: u64,
    pub gave_check: bool,
    /// The next player's deadline (`None`: the computer is to move, which has none);
    /// ignored when the move ends the game.
    pub deadline: Option<i64>,
    /// Who moved: their own standing draw offer survives the move, the opponent's
    /// lapses.
    pub mover_id: UserId,
    pub finish: Option<Finish>,
    /// The game's two players (sente, gote): locked first, as a vacation does.
    pub players: [UserId; 2],
    /// The mover is a person: their vacation, if one is on, ends with the move.
    pub ends_vacation: bool,
    /// The waiting player's conditional moves, and what they answer.
    pub premoves: Premoves,
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
    rated, ladder, status, result, ending, start_sfen, sfen, ply, created_at, updated_at, \
    finished_at, deadline, reminder_sent, draw_offer_by, rating_applied, computer_id, computer_level, thread_id, \
    time_control, sente_ms, gote_ms, sente_periods, gote_periods, turn_started_ms, flag_ms, \
    paused_until, hour_reminder_sent";

#[derive(Clone, Debug)]
pub struct Store {
    pool: backend::Pool,
    turns: backend::WriteTurns,
}

impl Store {
    /// Open the database at a sqlx URL — `sqlite://file.db` (created if missing) or
    /// `postgres://user@host/db` — and bring its schema up to date.
    pub async fn open(url: &str) -> Result<Store> {
        let pool = backend::Pool::open(url, i64::MAX).await?;
        let turns = backend::WriteTurns::for_dialect(pool.dialect());
        let store = Store { pool, turns };
        // What SQL alone cannot migrate, right after the SQL migrations.
        store.run_data_steps().await?;
        Ok(store)
    }

    /// Create or upgrade the database at `url` only up to migration `last`, without
    /// the data steps: an older schema, for tests of upgrades.
    pub async fn schema_until(url: &str, last: i64) -> Result<()> {
        backend::Pool::open(url, last).await?.close().await;
        Ok(())
    }

    /// Which database this is.
    pub fn dialect(&self) -> Dialect {
        self.pool.dialect()
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }
}
