//! Puzzles, the store's side: the puzzles (the collection and those found in
//! a server's games), players' attempts, puzzle ratings, and each server's daily
//! puzzle, claimed once a day by the process that posts it.

use washogi_rules::VariantId;

use super::backend::on;
use super::{Result, Store};
use crate::ids::{ChannelId, GameId, UserId, Venue};

/// A puzzle as stored (see the migration for what each field holds).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    pub id: String,
    pub variant: VariantId,
    pub sfen: String,
    pub last_move: Option<String>,
    /// USI, space separated.
    pub solution: String,
    /// Space separated.
    pub themes: String,
    pub source: String,
    /// `None`: the collection; else the server whose game it came from.
    pub guild_id: Option<Venue>,
    pub game_id: Option<GameId>,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub plays: i64,
    pub added_at: i64,
}

/// A player's try at a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttemptRow {
    pub user_id: UserId,
    pub puzzle_id: String,
    pub started_at: i64,
    /// Solution moves played so far (the solver's and the replies).
    pub progress: i64,
    /// `open`, `solved` or `failed`.
    pub state: String,
    pub rated: bool,
    pub finished_at: Option<i64>,
}

/// A player's puzzle rating in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRatingRow {
    pub user_id: UserId,
    pub variant: VariantId,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub solved: i64,
    pub failed: i64,
    pub updated_at: i64,
}

/// Where and when a server's daily puzzle is posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailySettingsRow {
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    /// The hour of the day, UTC (0–23).
    pub hour: i64,
    pub updated_at: i64,
}

/// One day's puzzle of a server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyRow {
    pub guild_id: Venue,
    /// Days since 1970-01-01, UTC.
    pub day: i64,
    pub puzzle_id: String,
    pub channel_id: ChannelId,
    pub message_id: Option<i64>,
    pub claimed_at: i64,
    pub revealed_at: Option<i64>,
}

/// A member's solve of a server's daily puzzle (as `migrate-db` copies it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailySolveRow {
    pub guild_id: Venue,
    pub day: i64,
    pub user_id: UserId,
    pub solved_at: i64,
}

/// A finished game searched for puzzles (as `migrate-db` copies it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleScanRow {
    pub game_id: GameId,
    pub scanned_at: i64,
    pub found: i64,
}

/// The end of an attempt, written at once: the attempt, and for a rated one both
/// ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct AttemptEnd {
    pub attempt: AttemptRow,
    /// The player's and the puzzle's new ratings (a rated attempt).
    pub ratings: Option<(PuzzleRatingRow, (f64, f64, f64))>,
}

const PUZZLE_COLUMNS: &str = "id, variant, sfen, last_move, solution, themes, source, guild_id, \
     game_id, rating, deviation, volatility, plays, added_at";
const ATTEMPT_COLUMNS: &str = "user_id, puzzle_id, started_at, progress, state, rated, finished_at";
const DAILY_COLUMNS: &str =
    "guild_id, day, puzzle_id, channel_id, message_id, claimed_at, revealed_at";

impl Store {
    /// Add puzzles that are not stored yet (by id); how many were new.
    pub async fn add_puzzles(&self, puzzles: &[PuzzleRow]) -> Result<usize> {
        self.add_puzzles_of(None, puzzles)
            .await
            .map(|n| n.unwrap_or(0))
    }

    /// Add puzzles, and with `scan` note that game as searched, in one transaction:
    /// `None` when the game had been searched already (nothing is added then).
    async fn add_puzzles_of(
        &self,
        scan: Option<(GameId, i64)>,
        puzzles: &[PuzzleRow],
    ) -> Result<Option<usize>> {
        let _turn = self.turns.take().await;
        let sql = format!(
            "INSERT INTO puzzles ({PUZZLE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
             $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING"
        );
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            if let Some((game_id, now)) = scan {
                let claimed = sqlx::query(
                    "INSERT INTO puzzle_scans (game_id, scanned_at, found) VALUES ($1, $2, $3) \
                     ON CONFLICT (game_id) DO NOTHING",
                )
                .bind(game_id)
                .bind(now)
                .bind(puzzles.len() as i64)
                .execute(&mut *tx)
                .await?;
                if claimed.rows_affected() != 1 {
                    return Ok(None);
                }
            }
            let mut added = 0;
            for p in puzzles {
                added += sqlx::query(&sql)
                    .bind(&p.id)
                    .bind(p.variant.id())
                    .bind(&p.sfen)
                    .bind(&p.last_move)
                    .bind(&p.solution)
                    .bind(&p.themes)
                    .bind(&p.source)
                    .bind(p.guild_id)
                    .bind(p.game_id)
                    .bind(p.rating)
                    .bind(p.deviation)
                    .bind(p.volatility)
                    .bind(p.plays)
                    .bind(p.added_at)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected() as usize;
            }
            tx.commit().await?;
            Ok(Some(added))
        })
    }

    pub async fn puzzle(&self, id: &str) -> Result<Option<PuzzleRow>> {
        let sql = format!("SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)
    }

    /// Puzzles of a game the player has never tried, nearest `rating` first (at most
    /// `limit`), whose themes, between spaces, are `LIKE theme_pattern` (`%`: any).
    pub async fn puzzles_to_try(
        &self,
        user_id: UserId,
        variant: VariantId,
        theme_pattern: &str,
        rating: f64,
        limit: i64,
    ) -> Result<Vec<PuzzleRow>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE variant = $1 \
             AND (' ' || themes || ' ') LIKE $2 AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a \
             WHERE a.user_id = $3 AND a.puzzle_id = p.id) \
             ORDER BY ABS(rating - $4), id LIMIT $5"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(variant.id())
            .bind(theme_pattern)
            .bind(user_id)
            .bind(rating)
            .bind(limit)
            .fetch_all(pool)
            .await)
    }

    /// How many puzzles of each game are stored.
    pub async fn puzzle_count(&self, variant: VariantId) -> Result<i64> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM puzzles WHERE variant = $1"
        )
        .bind(variant.id())
        .fetch_one(pool)
        .await)
    }

    /// Start (or start again) a try at a puzzle; the first try is rated.
    pub async fn start_attempt(
        &self,
        user_id: UserId,
        puzzle_id: &str,
        now: i64,
    ) -> Result<AttemptRow> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, started_at, progress, state, \
             rated, finished_at) VALUES ($1, $2, $3, 0, 'open', TRUE, NULL) \
             ON CONFLICT (user_id, puzzle_id) DO UPDATE SET started_at = excluded.started_at, \
             progress = 0, state = 'open', rated = FALSE, finished_at = NULL"
        )
        .bind(user_id)
        .bind(puzzle_id)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))?;
        drop(_turn);
        Ok(self
            .attempt(user_id, puzzle_id)
            .await?
            .expect("the attempt just written"))
    }

    pub async fn attempt(&self, user_id: UserId, puzzle_id: &str) -> Result<Option<AttemptRow>> {
        let sql = format!(
            "SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(user_id)
            .bind(puzzle_id)
            .fetch_optional(pool)
            .await)
    }

    /// The player's latest open attempt, if any.
    pub async fn open_attempt(&self, user_id: UserId) -> Result<Option<AttemptRow>> {
        let sql = format!(
            "SELECT {ATTEMPT_COLUMNS} FROM puzzle_attempts WHERE user_id = $1 AND state = 'open' \
             ORDER BY started_at DESC, puzzle_id LIMIT 1"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(user_id)
            .fetch_optional(pool)
            .await)
    }

    /// Move an open attempt on from `from` solution moves to `to`; false when it
    /// is no longer open at `from` (a second answer raced this one).
    pub async fn advance_attempt(
        &self,
        user_id: UserId,
        puzzle_id: &str,
        from: i64,
        to: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE puzzle_attempts SET progress = $1 WHERE user_id = $2 AND puzzle_id = $3 \
             AND progress = $4 AND state = 'open'"
        )
        .bind(to)
        .bind(user_id)
        .bind(puzzle_id)
        .bind(from)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// End an open attempt at `from` solution moves, with its ratings, in one
    /// transaction; false when it is no longer open there.
    pub async fn end_attempt(&self, from: i64, end: &AttemptEnd) -> Result<bool> {
        let _turn = self.turns.take().await;
        let a = &end.attempt;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            let ended = sqlx::query(
                "UPDATE puzzle_attempts SET progress = $1, state = $2, finished_at = $3 \
                 WHERE user_id = $4 AND puzzle_id = $5 AND progress = $6 AND state = 'open'",
            )
            .bind(a.progress)
            .bind(&a.state)
            .bind(a.finished_at)
            .bind(a.user_id)
            .bind(&a.puzzle_id)
            .bind(from)
            .execute(&mut *tx)
            .await?;
            if ended.rows_affected() != 1 {
                return Ok(false);
            }
            if let Some((player, (rating, deviation, volatility))) = &end.ratings {
                sqlx::query(
                    "INSERT INTO puzzle_ratings (user_id, variant, rating, deviation, \
                     volatility, solved, failed, updated_at) VALUES ($1, $2, $3, $4, $5, $6, \
                     $7, $8) ON CONFLICT (user_id, variant) DO UPDATE SET \
                     rating = excluded.rating, deviation = excluded.deviation, \
                     volatility = excluded.volatility, solved = excluded.solved, \
                     failed = excluded.failed, updated_at = excluded.updated_at",
                )
                .bind(player.user_id)
                .bind(player.variant.id())
                .bind(player.rating)
                .bind(player.deviation)
                .bind(player.volatility)
                .bind(player.solved)
                .bind(player.failed)
                .bind(player.updated_at)
                .execute(&mut *tx)
                .await?;
                sqlx::query(
                    "UPDATE puzzles SET rating = $1, deviation = $2, volatility = $3, \
                     plays = plays + 1 WHERE id = $4",
                )
                .bind(rating)
                .bind(deviation)
                .bind(volatility)
                .bind(&a.puzzle_id)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// A player's puzzle rating in a game, if they have one.
    pub async fn puzzle_rating(
        &self,
        user_id: UserId,
        variant: VariantId,
    ) -> Result<Option<PuzzleRatingRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT user_id, variant, rating, deviation, volatility, solved, failed, updated_at \
             FROM puzzle_ratings WHERE user_id = $1 AND variant = $2"
        )
        .bind(user_id)
        .bind(variant.id())
        .fetch_optional(pool)
        .await)
    }

    /// Every puzzle rating of a player.
    pub async fn puzzle_ratings(&self, user_id: UserId) -> Result<Vec<PuzzleRatingRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT user_id, variant, rating, deviation, volatility, solved, failed, updated_at \
             FROM puzzle_ratings WHERE user_id = $1 ORDER BY variant"
        )
        .bind(user_id)
        .fetch_all(pool)
        .await)
    }

    /// Set (or with `None` stop) a server's daily puzzle.
    pub async fn set_daily_puzzle(
        &self,
        guild_id: Venue,
        settings: Option<&DailySettingsRow>,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| match settings {
            Some(s) => sqlx::query(
                "INSERT INTO daily_puzzle_settings (guild_id, channel_id, hour, updated_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
                 channel_id = excluded.channel_id, hour = excluded.hour, \
                 updated_at = excluded.updated_at"
            )
            .bind(guild_id)
            .bind(s.channel_id)
            .bind(s.hour)
            .bind(s.updated_at)
            .execute(pool)
            .await
            .map(drop),
            None => sqlx::query("DELETE FROM daily_puzzle_settings WHERE guild_id = $1")
                .bind(guild_id)
                .execute(pool)
                .await
                .map(drop),
        })
    }

    pub async fn daily_puzzle_settings(&self) -> Result<Vec<DailySettingsRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT guild_id, channel_id, hour, updated_at FROM daily_puzzle_settings \
             ORDER BY guild_id"
        )
        .fetch_all(pool)
        .await)
    }

    /// Claim a server's puzzle of a day: true for the one process that claims it.
    pub async fn claim_daily(&self, d: &DailyRow) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, channel_id, message_id, \
             claimed_at, revealed_at) VALUES ($1, $2, $3, $4, NULL, $5, NULL) \
             ON CONFLICT (guild_id, day) DO NOTHING"
        )
        .bind(d.guild_id)
        .bind(d.day)
        .bind(&d.puzzle_id)
        .bind(d.channel_id)
        .bind(d.claimed_at)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    pub async fn daily(&self, guild_id: Venue, day: i64) -> Result<Option<DailyRow>> {
        let sql =
            format!("SELECT {DAILY_COLUMNS} FROM daily_puzzles WHERE guild_id = $1 AND day = $2");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(day)
            .fetch_optional(pool)
            .await)
    }

    /// Days whose puzzle was claimed but not posted (the process stopped between
    /// the two): posted again by the sweep.
    pub async fn dailies_unposted(&self, claimed_before: i64) -> Result<Vec<DailyRow>> {
        let sql = format!(
            "SELECT {DAILY_COLUMNS} FROM daily_puzzles WHERE message_id IS NULL \
             AND claimed_at < $1 ORDER BY guild_id, day"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(claimed_before)
            .fetch_all(pool)
            .await)
    }

    /// Days before `day` whose solution has not been shown yet.
    pub async fn dailies_to_reveal(&self, guild_id: Venue, day: i64) -> Result<Vec<DailyRow>> {
        let sql = format!(
            "SELECT {DAILY_COLUMNS} FROM daily_puzzles WHERE guild_id = $1 AND day < $2 \
             AND revealed_at IS NULL ORDER BY day"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(day)
            .fetch_all(pool)
            .await)
    }

    pub async fn set_daily_message(
        &self,
        guild_id: Venue,
        day: i64,
        message_id: i64,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE daily_puzzles SET message_id = $1 WHERE guild_id = $2 AND day = $3"
        )
        .bind(message_id)
        .bind(guild_id)
        .bind(day)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Mark a day's solution shown; true for the one process that does.
    pub async fn reveal_daily(&self, guild_id: Venue, day: i64, now: i64) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE daily_puzzles SET revealed_at = $1 WHERE guild_id = $2 AND day = $3 \
             AND revealed_at IS NULL"
        )
        .bind(now)
        .bind(guild_id)
        .bind(day)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// The server's daily puzzles ever posted, by puzzle: not to be posted twice.
    pub async fn daily_puzzle_ids(&self, guild_id: Venue) -> Result<Vec<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT puzzle_id FROM daily_puzzles WHERE guild_id = $1"
        )
        .bind(guild_id)
        .fetch_all(pool)
        .await)
    }

    /// Puzzles the daily may use: the server's own first, then the collection,
    /// never one posted there before; at most `limit`.
    pub async fn daily_candidates(&self, guild_id: Venue, limit: i64) -> Result<Vec<PuzzleRow>> {
        let sql = format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles p WHERE (guild_id = $1 OR guild_id IS NULL) \
             AND NOT EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.guild_id = $1 \
             AND d.puzzle_id = p.id) ORDER BY (guild_id IS NULL), added_at, id LIMIT $2"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(limit)
            .fetch_all(pool)
            .await)
    }

    /// Note that a member solved a day's puzzle; false if they had already.
    pub async fn solve_daily(
        &self,
        guild_id: Venue,
        day: i64,
        user_id: UserId,
        now: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO daily_solves (guild_id, day, user_id, solved_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (guild_id, day, user_id) DO NOTHING"
        )
        .bind(guild_id)
        .bind(day)
        .bind(user_id)
        .bind(now)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// A day's solvers, fastest first: (user, solved at).
    pub async fn daily_solvers(&self, guild_id: Venue, day: i64) -> Result<Vec<(UserId, i64)>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT user_id, solved_at FROM daily_solves WHERE guild_id = $1 AND day = $2 \
             ORDER BY solved_at, user_id"
        )
        .bind(guild_id)
        .bind(day)
        .fetch_all(pool)
        .await)
    }

    /// The days on which a member solved the server's daily puzzle, latest first
    /// (at most `limit`): their streak.
    pub async fn daily_days_solved(
        &self,
        guild_id: Venue,
        user_id: UserId,
        limit: i64,
    ) -> Result<Vec<i64>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT day FROM daily_solves WHERE guild_id = $1 AND user_id = $2 \
             ORDER BY day DESC LIMIT $3"
        )
        .bind(guild_id)
        .bind(user_id)
        .bind(limit)
        .fetch_all(pool)
        .await)
    }

    /// Finished games not yet searched for puzzles, oldest first (at most `limit`).
    pub async fn games_to_scan(&self, limit: i64) -> Result<Vec<GameId>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT id FROM games g WHERE status <> 'active' AND NOT EXISTS \
             (SELECT 1 FROM puzzle_scans s WHERE s.game_id = g.id) ORDER BY id LIMIT $1"
        )
        .bind(limit)
        .fetch_all(pool)
        .await)
    }

    /// A game was searched, and what it gave, added in the same transaction; false
    /// when another process had noted it first (nothing is added then).
    pub async fn scanned(&self, game_id: GameId, now: i64, found: &[PuzzleRow]) -> Result<bool> {
        Ok(self
            .add_puzzles_of(Some((game_id, now)), found)
            .await?
            .is_some())
    }
}
