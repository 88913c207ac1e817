//! Conditional moves: the tree of the player waiting in a correspondence game,
//! stored as its lines (see [`crate::decide::premove::Tree`]), valid while the game
//! is at the ply it was set at. A tree is set, cleared, and answered (with the
//! opponent's move, in `record_move`'s transaction) each in one transaction guarded
//! by the game's ply, so a tree never answers a move it was not set for. And what
//! a player is to be told privately with their next reply.

use super::backend::on;
use super::{Result, Store};
use crate::ids::{GameId, UserId};

/// A tree of conditional moves as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PremoveRow {
    pub game_id: GameId,
    /// Whose tree: the player waiting.
    pub user_id: UserId,
    /// The ply of the position it starts from (the opponent to move).
    pub at_ply: i64,
    /// Its lines, one a row, in USI.
    pub lines: String,
    pub updated_at: i64,
}

impl Store {
    /// A game's tree of conditional moves, if it has one (a tree set at another
    /// ply than the game's is stale: see [`PremoveRow::at_ply`]).
    pub async fn premoves(&self, game_id: GameId) -> Result<Option<PremoveRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT game_id, user_id, at_ply, lines, updated_at FROM premoves WHERE game_id = $1"
        )
        .bind(game_id)
        .fetch_optional(pool)
        .await)
    }

    /// Set a game's tree to `row`, replacing `expected` (the lines the caller
    /// merged into, `None` when there was no tree at that ply): in one transaction,
    /// only while the game is active at `row.at_ply` and the tree is still
    /// `expected`. False, changing nothing, otherwise.
    pub async fn set_premoves(&self, row: &PremoveRow, expected: Option<&str>) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            // The game's row first, as a move takes it: a move and a tree set at
            // once are one after the other.
            let at_ply = sqlx::query(
                "UPDATE games SET ply = ply WHERE id = $1 AND ply = $2 AND status = 'active' \
                 AND time_control IS NULL",
            )
            .bind(row.game_id)
            .bind(row.at_ply)
            .execute(&mut *tx)
            .await?;
            if at_ply.rows_affected() != 1 {
                return Ok(false);
            }
            let set = sqlx::query(
                "INSERT INTO premoves (game_id, user_id, at_ply, lines, updated_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO UPDATE SET \
                 user_id = excluded.user_id, at_ply = excluded.at_ply, lines = excluded.lines, \
                 updated_at = excluded.updated_at \
                 WHERE premoves.at_ply <> excluded.at_ply OR premoves.user_id <> excluded.user_id \
                 OR premoves.lines = $6",
            )
            .bind(row.game_id)
            .bind(row.user_id)
            .bind(row.at_ply)
            .bind(&row.lines)
            .bind(row.updated_at)
            .bind(expected)
            .execute(&mut *tx)
            .await?;
            if set.rows_affected() != 1 {
                return Ok(false);
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Remove `user`'s tree of a game; false when there was none.
    pub async fn clear_premoves(&self, game_id: GameId, user: UserId) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "DELETE FROM premoves WHERE game_id = $1 AND user_id = $2"
        )
        .bind(game_id)
        .bind(user)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() > 0))
    }

    // ---- private notices ----

    /// Keep `text` to tell `user` privately with their next reply.
    pub async fn add_private_notice(&self, user: UserId, text: &str, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO private_notices (user_id, body, created_at) VALUES ($1, $2, $3)"
        )
        .bind(user)
        .bind(text)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Take what `user` is to be told privately, oldest first: each once, even with
    /// several processes (taken by the delete that removes it).
    pub async fn take_private_notices(&self, user: UserId) -> Result<Vec<String>> {
        // Most commands find nothing: a read, and no write, for them.
        let waiting: i64 = on!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM private_notices WHERE user_id = $1"
        )
        .bind(user)
        .fetch_one(pool)
        .await)?;
        if waiting == 0 {
            return Ok(Vec::new());
        }
        let _turn = self.turns.take().await;
        let mut taken: Vec<(i64, String)> = on!(self, |pool| sqlx::query_as(
            "DELETE FROM private_notices WHERE user_id = $1 RETURNING id, body"
        )
        .bind(user)
        .fetch_all(pool)
        .await)?;
        taken.sort();
        Ok(taken.into_iter().map(|(_, body)| body).collect())
    }
}
