//! Each server's daily puzzle: where and when it is posted, the day's puzzle
//! claimed once by the process that posts it, its post, its solvers, and the
//! solution shown the next day.

use super::PuzzleRow;
use super::PUZZLE_COLUMNS;
use crate::ids::MessageId;
use crate::ids::{ChannelId, UserId, Venue};
use crate::store::backend::on;
use crate::store::{Result, Store};

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
    pub message_id: Option<MessageId>,
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

const DAILY_COLUMNS: &str =
    "guild_id, day, puzzle_id, channel_id, message_id, claimed_at, revealed_at";

impl Store {
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
        message_id: MessageId,
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
}
