//! Puzzles, the store's side: the puzzles (the collection and those found in a
//! server's games), players' attempts, puzzle ratings, and the games searched for
//! puzzles; each server's daily puzzle is in `daily`.

use washogi_rules::VariantId;

use super::backend::on;
use super::AttemptState;
use super::{Result, Store};
use crate::ids::{GameId, UserId, Venue};

mod daily;

pub use daily::{DailyRow, DailySettingsRow, DailySolveRow};

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
    pub state: AttemptState,
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

pub(super) const PUZZLE_COLUMNS: &str =
    "id, variant, sfen, last_move, solution, themes, source, guild_id, \
     game_id, rating, deviation, volatility, plays, added_at";
const ATTEMPT_COLUMNS: &str = "user_id, puzzle_id, started_at, progress, state, rated, finished_at";

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

    /// Give the stored collection puzzles (no server's) among `puzzles` their
    /// themes there, where these differ (a newer collection re-themed them); ratings
    /// and the rest are kept. How many changed.
    pub async fn update_collection_themes(&self, puzzles: &[PuzzleRow]) -> Result<usize> {
        let stored: Vec<(String, String)> = on!(self, |pool| sqlx::query_as(
            "SELECT id, themes FROM puzzles WHERE guild_id IS NULL"
        )
        .fetch_all(pool)
        .await)?;
        let stored: std::collections::HashMap<String, String> = stored.into_iter().collect();
        let changed: Vec<&PuzzleRow> = puzzles
            .iter()
            .filter(|p| p.guild_id.is_none())
            .filter(|p| stored.get(&p.id).is_some_and(|t| *t != p.themes))
            .collect();
        if changed.is_empty() {
            return Ok(0);
        }
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            let mut updated = 0;
            for p in &changed {
                updated += sqlx::query(
                    "UPDATE puzzles SET themes = $1 WHERE id = $2 AND guild_id IS NULL",
                )
                .bind(&p.themes)
                .bind(&p.id)
                .execute(&mut *tx)
                .await?
                .rows_affected() as usize;
            }
            tx.commit().await?;
            Ok(updated)
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
            .bind(a.state)
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
