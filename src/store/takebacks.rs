//! Takebacks, the store's side. A takeback request is valid
//! only while its game is still at the ply it was asked at; granting it deletes the
//! moves, winds the game back and restarts the clock in one transaction, guarded by
//! that ply like every other change to a game.

use super::backend::on;
use super::{Result, Store};
use crate::decide::clock::LiveClock;
use crate::ids::{GameId, UserId};

/// A standing request to take moves back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakebackRow {
    pub game_id: GameId,
    pub requester_id: UserId,
    pub at_ply: i64,
    pub plies: i64,
    pub created_at: i64,
}

impl Store {
    /// Ask (or ask again) to take back `plies` moves of a game at `at_ply`. False
    /// when the game is no longer active at that ply.
    pub async fn request_takeback(&self, t: &TakebackRow) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            // Lock the game's row at that ply first (and find out it is still there).
            let still = sqlx::query(
                "UPDATE games SET updated_at = updated_at WHERE id = $1 AND ply = $2 \
                 AND status = 'active'",
            )
            .bind(t.game_id)
            .bind(t.at_ply)
            .execute(&mut *tx)
            .await?;
            if still.rows_affected() != 1 {
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO takebacks (game_id, requester_id, at_ply, plies, created_at) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id) DO UPDATE SET \
                 requester_id = excluded.requester_id, at_ply = excluded.at_ply, \
                 plies = excluded.plies, created_at = excluded.created_at",
            )
            .bind(t.game_id)
            .bind(t.requester_id)
            .bind(t.at_ply)
            .bind(t.plies)
            .bind(t.created_at)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// The game's standing takeback request, if any (stale ones included: compare
    /// `at_ply` with the game's ply).
    pub async fn takeback(&self, game_id: GameId) -> Result<Option<TakebackRow>> {
        let row: Option<(GameId, UserId, i64, i64, i64)> = on!(self, |pool| sqlx::query_as(
            "SELECT game_id, requester_id, at_ply, plies, created_at FROM takebacks \
             WHERE game_id = $1"
        )
        .bind(game_id)
        .fetch_optional(pool)
        .await)?;
        Ok(row.map(
            |(game_id, requester_id, at_ply, plies, created_at)| TakebackRow {
                game_id,
                requester_id,
                at_ply,
                plies,
                created_at,
            },
        ))
    }

    /// Withdraw or turn down a request made at `at_ply`. False when there was none.
    pub async fn drop_takeback(&self, game_id: GameId, at_ply: i64) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "DELETE FROM takebacks WHERE game_id = $1 AND at_ply = $2"
        )
        .bind(game_id)
        .bind(at_ply)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Grant the request made at `request.at_ply`: delete the last `plies` moves, set
    /// the game back to `sfen` at the earlier ply, restart its clock at `deadline`
    /// and withdraw any draw offer — all or nothing. False when the game moved on,
    /// ended, or the request is gone.
    pub async fn grant_takeback(
        &self,
        request: &TakebackRow,
        sfen: &str,
        deadline: Option<i64>,
        clock: Option<(LiveClock, i64)>,
        now: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        let back_to = request.at_ply - request.plies;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            let claimed = sqlx::query(
                "DELETE FROM takebacks WHERE game_id = $1 AND at_ply = $2 AND plies = $3",
            )
            .bind(request.game_id)
            .bind(request.at_ply)
            .bind(request.plies)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                return Ok(false);
            }
            let wound_back = sqlx::query(
                "UPDATE games SET sfen = $1, ply = $2, deadline = $3, updated_at = $4, \
                 reminder_sent = FALSE, hour_reminder_sent = FALSE, paused_until = NULL, \
                 draw_offer_by = NULL, \
                 sente_ms = COALESCE($7, sente_ms), gote_ms = COALESCE($8, gote_ms), \
                 sente_periods = COALESCE($9, sente_periods), \
                 gote_periods = COALESCE($10, gote_periods), \
                 turn_started_ms = COALESCE($11, turn_started_ms), flag_ms = $12 \
                 WHERE id = $5 AND ply = $6 AND status = 'active'",
            )
            .bind(sfen)
            .bind(back_to)
            .bind(deadline)
            .bind(now)
            .bind(request.game_id)
            .bind(request.at_ply)
            .bind(clock.map(|(c, _)| c.sente.main_ms))
            .bind(clock.map(|(c, _)| c.gote.main_ms))
            .bind(clock.map(|(c, _)| i64::from(c.sente.periods)))
            .bind(clock.map(|(c, _)| i64::from(c.gote.periods)))
            .bind(clock.map(|(c, _)| c.turn_started_ms))
            .bind(clock.map(|(_, flag)| flag))
            .execute(&mut *tx)
            .await?;
            if wound_back.rows_affected() != 1 {
                // Rolled back with the transaction: the request stays as it was.
                return Ok(false);
            }
            sqlx::query("DELETE FROM moves WHERE game_id = $1 AND ply > $2")
                .bind(request.game_id)
                .bind(back_to)
                .execute(&mut *tx)
                .await?;
            // Conditional moves were set for a position the game has left.
            sqlx::query("DELETE FROM premoves WHERE game_id = $1")
                .bind(request.game_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(true)
        })
    }
}
