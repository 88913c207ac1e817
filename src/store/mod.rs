//! All SQL lives here: SQLite through sqlx, runtime-checked queries, the schema in
//! `migrations/` embedded and applied at open. Every state change is one transaction;
//! changes to a game are guarded by its ply, so of two commands racing on one game
//! only the first can apply.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

pub use sqlx::Error as StoreError;
pub use standings::{LadderRow, RatingRow, Settlement};
pub use types::{ChallengeStatus, ColorChoice, Ending, GameResult, GameStatus};

mod migrations;
mod rows;
mod standings;
mod types;

pub type Result<T> = std::result::Result<T, StoreError>;

/// The default database: a file next to where the bot runs.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://washogi.db";

#[derive(Clone, Debug)]
pub struct ChallengeRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub variant: String,
    pub color: ColorChoice,
    pub days_per_move: i64,
    pub rated: bool,
    pub ladder: bool,
    pub status: ChallengeStatus,
    pub created_at: i64,
    pub expires_at: i64,
    pub game_id: Option<i64>,
    pub message_id: Option<i64>,
}

#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub variant: String,
    pub sente_id: i64,
    pub gote_id: i64,
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
    pub draw_offer_by: Option<i64>,
    pub rating_applied: bool,
    /// In a game against the computer: which player it is, and its level (1-8).
    pub computer_id: Option<i64>,
    pub computer_level: Option<i64>,
}

impl GameRow {
    pub fn is_active(&self) -> bool {
        self.status == GameStatus::Active
    }
    pub fn has_player(&self, user_id: i64) -> bool {
        self.sente_id == user_id || self.gote_id == user_id
    }
}

#[derive(Clone, Debug)]
pub struct MoveRow {
    pub game_id: i64,
    pub ply: i64,
    pub usi: String,
    pub sfen_after: String,
    pub played_at: i64,
    /// The repetition key of the position after the move (`None`: recorded before
    /// keys were kept).
    pub position_key: Option<i64>,
    pub gave_check: Option<bool>,
}

/// What a new challenge says.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub guild_id: i64,
    pub channel_id: i64,
    pub challenger_id: i64,
    pub opponent_id: Option<i64>,
    pub variant: String,
    pub color: ColorChoice,
    pub days_per_move: i64,
    pub rated: bool,
    pub ladder: bool,
    pub created_at: i64,
    pub expires_at: i64,
}

/// A game about to start.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub sente_id: i64,
    pub gote_id: i64,
    pub start_sfen: String,
    pub deadline: i64,
}

/// A game against the computer, started at once.
#[derive(Clone, Debug)]
pub struct NewComputerGame {
    pub guild_id: i64,
    pub channel_id: i64,
    pub variant: String,
    pub sente_id: i64,
    pub gote_id: i64,
    pub days_per_move: i64,
    pub start_sfen: String,
    pub created_at: i64,
    /// The person's deadline, or `None` when the computer moves first.
    pub deadline: Option<i64>,
    pub computer_id: i64,
    pub computer_level: i64,
}

/// How a game ended, to write with its last change.
#[derive(Clone, Debug)]
pub struct Finish {
    pub result: GameResult,
    pub ending: Ending,
}

impl Finish {
    /// A game won by `winner`, ended this way.
    pub fn win(winner: washogi_rules::Color, ending: Ending) -> Finish {
        Finish {
            result: GameResult::win(winner),
            ending,
        }
    }

    pub fn draw(ending: Ending) -> Finish {
        Finish {
            result: GameResult::Draw,
            ending,
        }
    }
}

/// What became of a move given to [`Store::record_move`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MoveRecorded {
    Recorded,
    /// The game moved on or ended in the meantime; nothing changed.
    Stale,
    /// The mover's deadline had passed: the game ended on time instead.
    TooLate,
}

/// A move to record: the game must still be at `expected_ply`.
#[derive(Clone, Debug)]
pub struct NewMove {
    pub game_id: i64,
    pub expected_ply: i64,
    pub usi: String,
    pub sfen_after: String,
    pub played_at: i64,
    /// The repetition key of the position after the move, and whether it gave check.
    pub position_key: u64,
    pub gave_check: bool,
    /// The next player's deadline (`None`: the computer is to move, which has none);
    /// ignored when the move ends the game.
    pub deadline: Option<i64>,
    /// Who moved: their own standing draw offer survives the move, the opponent's
    /// lapses.
    pub mover_id: i64,
    pub finish: Option<Finish>,
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
    rated, ladder, status, result, ending, start_sfen, sfen, ply, created_at, updated_at, \
    finished_at, deadline, reminder_sent, draw_offer_by, rating_applied, computer_id, computer_level";

#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
    /// Writers of this process take turns here, first come first served. SQLite
    /// allows one writer at a time anyway; waiting here costs nothing, while a writer
    /// refused by SQLite backs off in sleeps of up to 100 ms (its busy handler), which
    /// under a burst of commands added seconds to replies. Other processes on the same
    /// file are still kept apart by SQLite's lock and busy timeout.
    writer: Arc<tokio::sync::Mutex<()>>,
}

impl Store {
    /// Open (creating if missing) the database at a sqlx SQLite URL and bring its
    /// schema up to date.
    pub async fn open(url: &str) -> Result<Store> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        // Readers run side by side in WAL mode; enough connections that a burst of
        // commands never queues for one.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let pool = SqlitePoolOptions::new()
            // Each connection to an in-memory database is a database of its own.
            .max_connections(if in_memory { 1 } else { 16 })
            .connect_with(options)
            .await?;
        migrations::migrator().await?.run(&pool).await?;
        Ok(Store {
            pool,
            writer: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    // ---- players ----

    pub async fn upsert_player(&self, user_id: i64, name: &str, now: i64) -> Result<()> {
        let _write = self.writer.lock().await;
        sqlx::query(
            "INSERT INTO players (user_id, name, updated_at) VALUES (?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
        )
        .bind(user_id)
        .bind(name)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub async fn player_name(&self, user_id: i64) -> Result<Option<String>> {
        sqlx::query_scalar("SELECT name FROM players WHERE user_id = ?")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await
    }

    // ---- challenges ----

    pub async fn create_challenge(&self, c: &NewChallenge) -> Result<i64> {
        let _write = self.writer.lock().await;
        let id = sqlx::query(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, variant, \
             color, days_per_move, rated, ladder, status, created_at, expires_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)",
        )
        .bind(c.guild_id)
        .bind(c.channel_id)
        .bind(c.challenger_id)
        .bind(c.opponent_id)
        .bind(&c.variant)
        .bind(c.color)
        .bind(c.days_per_move)
        .bind(c.rated)
        .bind(c.ladder)
        .bind(c.created_at)
        .bind(c.expires_at)
        .execute(&self.pool)
        .await?
        .last_insert_rowid();
        Ok(id)
    }

    pub async fn challenge(&self, id: i64) -> Result<Option<ChallengeRow>> {
        sqlx::query_as("SELECT * FROM challenges WHERE id = ?")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn set_challenge_message(&self, id: i64, message_id: i64) -> Result<()> {
        let _write = self.writer.lock().await;
        sqlx::query("UPDATE challenges SET message_id = ? WHERE id = ?")
            .bind(message_id)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Close an open challenge (declined, cancelled, expired). False when it was no
    /// longer open.
    pub async fn close_challenge(&self, id: i64, status: ChallengeStatus) -> Result<bool> {
        let _write = self.writer.lock().await;
        let done = sqlx::query("UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'")
            .bind(status)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Accept an open challenge and start its game, in one transaction. `None` when
    /// the challenge was no longer open (someone else was faster).
    pub async fn accept_challenge(
        &self,
        challenge: &ChallengeRow,
        game: &NewGame,
        now: i64,
    ) -> Result<Option<i64>> {
        let _write = self.writer.lock().await;
        let mut tx = self.pool.begin().await?;
        // The write comes first so that the transaction takes the write lock at once.
        let claimed = sqlx::query(
            "UPDATE challenges SET status = 'accepted' WHERE id = ? AND status = 'open'",
        )
        .bind(challenge.id)
        .execute(&mut *tx)
        .await?;
        if claimed.rows_affected() != 1 {
            return Ok(None);
        }
        let game_id = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
             rated, ladder, status, start_sfen, sfen, ply, created_at, updated_at, deadline) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, 0, ?, ?, ?)",
        )
        .bind(challenge.guild_id)
        .bind(challenge.channel_id)
        .bind(&challenge.variant)
        .bind(game.sente_id)
        .bind(game.gote_id)
        .bind(challenge.days_per_move)
        .bind(challenge.rated)
        .bind(challenge.ladder)
        .bind(&game.start_sfen)
        .bind(&game.start_sfen)
        .bind(now)
        .bind(now)
        .bind(game.deadline)
        .execute(&mut *tx)
        .await?
        .last_insert_rowid();
        sqlx::query("UPDATE challenges SET game_id = ? WHERE id = ?")
            .bind(game_id)
            .bind(challenge.id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(game_id))
    }

    /// Start a game against the computer at once (no challenge to accept): unrated,
    /// off the ladder. Returns its id.
    pub async fn start_computer_game(&self, g: &NewComputerGame) -> Result<i64> {
        let _write = self.writer.lock().await;
        let id = sqlx::query(
            "INSERT INTO games (guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
             rated, ladder, status, start_sfen, sfen, ply, created_at, updated_at, deadline, \
             computer_id, computer_level) \
             VALUES (?, ?, ?, ?, ?, ?, 0, 0, 'active', ?, ?, 0, ?, ?, ?, ?, ?)",
        )
        .bind(g.guild_id)
        .bind(g.channel_id)
        .bind(&g.variant)
        .bind(g.sente_id)
        .bind(g.gote_id)
        .bind(g.days_per_move)
        .bind(&g.start_sfen)
        .bind(&g.start_sfen)
        .bind(g.created_at)
        .bind(g.created_at)
        .bind(g.deadline)
        .bind(g.computer_id)
        .bind(g.computer_level)
        .execute(&self.pool)
        .await?
        .last_insert_rowid();
        Ok(id)
    }

    /// Active games where the computer is to move (they alone have no deadline).
    pub async fn computer_games_to_move(&self) -> Result<Vec<GameRow>> {
        sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND computer_id IS NOT NULL AND deadline IS NULL ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await
    }

    // ---- games ----

    pub async fn game(&self, id: i64) -> Result<Option<GameRow>> {
        sqlx::query_as(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await
    }

    pub async fn moves(&self, game_id: i64) -> Result<Vec<MoveRow>> {
        sqlx::query_as("SELECT * FROM moves WHERE game_id = ? ORDER BY ply")
            .bind(game_id)
            .fetch_all(&self.pool)
            .await
    }

    /// Fill in the repetition keys of moves recorded before keys were kept:
    /// `(ply, key, gave_check)` for each, in one transaction.
    pub async fn set_move_keys(&self, game_id: i64, keys: &[(i64, u64, bool)]) -> Result<()> {
        let _write = self.writer.lock().await;
        let mut tx = self.pool.begin().await?;
        for &(ply, key, check) in keys {
            sqlx::query(
                "UPDATE moves SET position_key = ?, gave_check = ? WHERE game_id = ? AND ply = ?",
            )
            .bind(key as i64)
            .bind(check)
            .bind(game_id)
            .bind(ply)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Active games in a server, optionally only those of one player, oldest first.
    pub async fn active_games(&self, guild_id: i64, user_id: Option<i64>) -> Result<Vec<GameRow>> {
        sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = 'active' \
             AND (? IS NULL OR sente_id = ? OR gote_id = ?) ORDER BY id"
        ))
        .bind(guild_id)
        .bind(user_id)
        .bind(user_id)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await
    }

    /// A player's games in a channel (active ones, or all), newest first.
    pub async fn player_games_in_channel(
        &self,
        guild_id: i64,
        channel_id: i64,
        user_id: i64,
        active_only: bool,
    ) -> Result<Vec<GameRow>> {
        sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND channel_id = ? \
             AND (sente_id = ? OR gote_id = ?) AND (status = 'active' OR ? = 0) ORDER BY id DESC"
        ))
        .bind(guild_id)
        .bind(channel_id)
        .bind(user_id)
        .bind(user_id)
        .bind(active_only)
        .fetch_all(&self.pool)
        .await
    }

    /// Record a move (and the end of the game, if it ends it) in one transaction.
    /// The move applies only while the game is active, at `expected_ply`, and before
    /// its deadline; a move after the deadline instead ends the game on time, in the
    /// same transaction, so that no sweep can be late enough to let it through.
    pub async fn record_move(&self, m: &NewMove) -> Result<MoveRecorded> {
        let _write = self.writer.lock().await;
        let mut tx = self.pool.begin().await?;
        let (status, deadline, result, ending, finished_at) = match &m.finish {
            Some(f) => (
                GameStatus::Finished,
                None,
                Some(f.result),
                Some(f.ending),
                Some(m.played_at),
            ),
            None => (GameStatus::Active, m.deadline, None, None, None),
        };
        let updated = sqlx::query(
            "UPDATE games SET sfen = ?, ply = ply + 1, updated_at = ?, status = ?, deadline = ?, \
             result = ?, ending = ?, finished_at = ?, reminder_sent = 0, \
             draw_offer_by = CASE WHEN draw_offer_by = ? THEN draw_offer_by ELSE NULL END \
             WHERE id = ? AND ply = ? AND status = 'active' AND (deadline IS NULL OR deadline > ?)",
        )
        .bind(&m.sfen_after)
        .bind(m.played_at)
        .bind(status)
        .bind(deadline)
        .bind(result)
        .bind(ending)
        .bind(finished_at)
        .bind(m.mover_id)
        .bind(m.game_id)
        .bind(m.expected_ply)
        .bind(m.played_at)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            // Too late, or somebody else was faster. Too late ends the game: the
            // mover, who is the player to move, loses on time.
            let timed_out = sqlx::query(
                "UPDATE games SET status = 'finished', ending = 'timeout', \
                 result = CASE WHEN sente_id = ? THEN 'gote' ELSE 'sente' END, \
                 finished_at = ?, updated_at = ?, deadline = NULL, draw_offer_by = NULL \
                 WHERE id = ? AND ply = ? AND status = 'active' AND deadline <= ?",
            )
            .bind(m.mover_id)
            .bind(m.played_at)
            .bind(m.played_at)
            .bind(m.game_id)
            .bind(m.expected_ply)
            .bind(m.played_at)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            return Ok(if timed_out.rows_affected() == 1 {
                MoveRecorded::TooLate
            } else {
                MoveRecorded::Stale
            });
        }
        sqlx::query(
            "INSERT INTO moves (game_id, ply, usi, sfen_after, played_at, position_key, gave_check) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(m.game_id)
        .bind(m.expected_ply + 1)
        .bind(&m.usi)
        .bind(&m.sfen_after)
        .bind(m.played_at)
        .bind(m.position_key as i64)
        .bind(m.gave_check)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(MoveRecorded::Recorded)
    }

    /// End a game without a move (resignation, time, agreement). False when it is no
    /// longer at `expected_ply` or no longer active.
    pub async fn finish_game(
        &self,
        game_id: i64,
        expected_ply: i64,
        finish: &Finish,
        now: i64,
    ) -> Result<bool> {
        let _write = self.writer.lock().await;
        let done = sqlx::query(
            "UPDATE games SET status = 'finished', result = ?, ending = ?, finished_at = ?, \
             updated_at = ?, deadline = NULL, draw_offer_by = NULL \
             WHERE id = ? AND ply = ? AND status = 'active'",
        )
        .bind(finish.result)
        .bind(finish.ending)
        .bind(now)
        .bind(now)
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    // ---- clocks ----

    /// Open challenges whose time has passed.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<ChallengeRow>> {
        sqlx::query_as(
            "SELECT * FROM challenges WHERE status = 'open' AND expires_at <= ? ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await
    }

    /// Active games whose deadline has passed.
    pub async fn overdue_games(&self, now: i64) -> Result<Vec<GameRow>> {
        sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND deadline <= ? ORDER BY id"
        ))
        .bind(now)
        .fetch_all(&self.pool)
        .await
    }

    /// Active games whose player to move has not been reminded yet.
    pub async fn unreminded_games(&self) -> Result<Vec<GameRow>> {
        sqlx::query_as(&format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND reminder_sent = 0 \
             AND deadline IS NOT NULL ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await
    }

    /// Note that the player to move was reminded. False when the game moved on (or
    /// the reminder was already sent) in the meantime.
    pub async fn mark_reminded(&self, game_id: i64, expected_ply: i64) -> Result<bool> {
        let _write = self.writer.lock().await;
        let done = sqlx::query(
            "UPDATE games SET reminder_sent = 1 WHERE id = ? AND ply = ? AND reminder_sent = 0 \
             AND status = 'active'",
        )
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    // ---- draws ----

    /// Set (or with `None` withdraw) a game's standing draw offer. False when the game
    /// moved on or ended in the meantime.
    pub async fn set_draw_offer(
        &self,
        game_id: i64,
        expected_ply: i64,
        user_id: Option<i64>,
    ) -> Result<bool> {
        let _write = self.writer.lock().await;
        let done = sqlx::query(
            "UPDATE games SET draw_offer_by = ? WHERE id = ? AND ply = ? AND status = 'active'",
        )
        .bind(user_id)
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
