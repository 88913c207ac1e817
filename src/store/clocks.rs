//! The clocks' side of the store: challenges that expire, correspondence games past
//! their deadline, live games whose flag has fallen, and reminders.

use super::backend::on;
use super::{ChallengeRow, Ending, Finish, GameRow, Result, Store, GAME_COLUMNS};
use crate::decide::remind::{Sent, Stage};
use crate::ids::GameId;

impl Store {
    /// Open challenges whose time has passed.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<ChallengeRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT * FROM challenges WHERE status = 'open' AND expires_at <= $1 ORDER BY id",
        )
        .bind(now)
        .fetch_all(pool)
        .await)
    }

    /// Active games whose deadline has passed.
    pub async fn overdue_games(&self, now: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND deadline <= $1 \
             ORDER BY id"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(now)
            .fetch_all(pool)
            .await)
    }

    /// Active live games whose flag has fallen by `now_ms` (a move at the flag's very
    /// millisecond is still in time).
    pub async fn flagged_games(&self, now_ms: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND flag_ms < $1 \
             ORDER BY flag_ms"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(now_ms)
            .fetch_all(pool)
            .await)
    }

    /// End a live game whose flag has fallen, as of its flag: `finish` (the player to
    /// move loses on time), or with `None` aborted (no result, never rated). Guarded
    /// by the ply and the flag: false when the game moved on, ended, or its flag had
    /// not fallen by `now_ms`.
    pub async fn flag_game(
        &self,
        game_id: GameId,
        expected_ply: i64,
        now_ms: i64,
        finish: Option<&Finish>,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        let (result, ending) = match finish {
            Some(f) => (Some(f.result), f.ending),
            None => (None, Ending::Aborted),
        };
        on!(self, |pool| sqlx::query(
            "UPDATE games SET status = 'finished', result = $1, ending = $2, \
             finished_at = flag_ms / 1000, updated_at = $3, deadline = NULL, flag_ms = NULL, \
             draw_offer_by = NULL, rating_applied = (rating_applied OR $4) \
             WHERE id = $5 AND ply = $6 AND status = 'active' AND flag_ms < $7",
        )
        .bind(result)
        .bind(ending)
        .bind(now_ms.div_euclid(1000))
        .bind(finish.is_none())
        .bind(game_id)
        .bind(expected_ply)
        .bind(now_ms)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Active correspondence games whose deadline is less than a day away at `now`
    /// (every reminder comes within a day of the deadline) and whose player to move
    /// has not had both reminders yet.
    pub async fn unreminded_games(&self, now: i64) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND deadline IS NOT NULL AND deadline > $1 AND deadline <= $2 \
             AND (reminder_sent = FALSE OR hour_reminder_sent = FALSE) ORDER BY id"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(now)
            .bind(now + crate::decide::DAY)
            .fetch_all(pool)
            .await)
    }

    /// Note that the player to move was sent the reminder of `stage` (and `mark`:
    /// what now counts as sent). False when the game moved on, or that reminder was
    /// sent already, in the meantime: it is sent once a move.
    pub async fn mark_reminded(
        &self,
        game_id: GameId,
        expected_ply: i64,
        stage: Stage,
        mark: Sent,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        let unsent = match stage {
            Stage::Day => "reminder_sent = FALSE",
            Stage::Hour => "hour_reminder_sent = FALSE",
        };
        let sql = format!(
            "UPDATE games SET reminder_sent = $3, hour_reminder_sent = $4 \
             WHERE id = $1 AND ply = $2 AND {unsent} AND status = 'active'"
        );
        on!(self, |pool| sqlx::query(&sql)
            .bind(game_id)
            .bind(expected_ply)
            .bind(mark.day)
            .bind(mark.hour)
            .execute(pool)
            .await
            .map(|done| done.rows_affected() == 1))
    }
}
