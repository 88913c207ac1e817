//! A move recorded: the one transaction that writes a move (and, when the mover's
//! opponent left a conditional reply to it, that reply too), the game's row as the
//! move left it, and the end of the game if the move ends it.

use super::backend::{on, LockUsers};
use super::vacations::{active_vacation, end_vacation_in, game_limit};
use super::{
    Ending, Finish, GameResult, GameRow, GameStatus, MoveRecorded, NewMove, Premoves, Recorded,
    Result, Store, TreeRead, GAME_COLUMNS,
};
use crate::ids::UserId;

/// A move's columns of the game's outcome: (status, deadline, result, ending,
/// finished_at) — the next player's deadline while the game goes on, the result once
/// it ends.
#[allow(clippy::type_complexity)]
fn outcome_columns(
    finish: Option<&Finish>,
    deadline: Option<i64>,
    played_at: i64,
) -> (
    GameStatus,
    Option<i64>,
    Option<GameResult>,
    Option<Ending>,
    Option<i64>,
) {
    match finish {
        Some(f) => (
            GameStatus::Finished,
            None,
            Some(f.result),
            Some(f.ending),
            Some(played_at),
        ),
        None => (GameStatus::Active, deadline, None, None, None),
    }
}

/// Whether a conditional reply leaves nothing of its tree to keep.
fn reply_rest_empty(premoves: &Premoves) -> bool {
    matches!(premoves, Premoves::Reply(_, r) if r.rest.is_empty())
}

/// Inside a transaction `$tx`: insert a move row (`$clock`: a live game's clocks
/// after it).
macro_rules! insert_move {
    ($tx:expr, $game:expr, $ply:expr, $usi:expr, $sfen:expr, $at:expr, $key:expr, $check:expr,
     $clock:expr) => {
        sqlx::query(
            "INSERT INTO moves (game_id, ply, usi, sfen_after, played_at, position_key, \
             gave_check, spent_ms, left_ms, left_periods) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind($game)
        .bind($ply)
        .bind($usi)
        .bind($sfen)
        .bind($at)
        .bind($key as i64)
        .bind($check)
        .bind($clock.map(|c| c.spent_ms))
        .bind($clock.map(|c| c.left.main_ms))
        .bind($clock.map(|c| i64::from(c.left.periods)))
        .execute(&mut *$tx)
    };
}

impl Store {
    /// Record a move (and the end of the game, if it ends it) in one transaction.
    /// The move applies only while the game is active, at `expected_ply`, and before
    /// its deadline; a move after the deadline instead ends the game on time, in the
    /// same transaction, so that no sweep can be late enough to let it through.
    ///
    /// In the same transaction, after the move: the mover's vacation ends (a person's
    /// move, `ends_vacation`); the waiting player's conditional moves answer it, as
    /// the service read them (`premoves`: the reply recorded as the next move, or the
    /// tree dropped and its player's notice kept), only if they are still exactly
    /// what was read (else nothing
    /// changes: [`MoveRecorded::PremovesChanged`]); and the turn of a player on
    /// vacation begins when their pause ends. Both players are locked first (see
    /// `backend::LockUsers`).
    pub async fn record_move(&self, m: &NewMove) -> Result<MoveRecorded> {
        let _turn = self.turns.take().await;
        let (status, deadline, result, ending, finished_at) =
            outcome_columns(m.finish.as_ref(), m.deadline, m.played_at);
        // The row as the move left it, read back by the guarded write itself.
        // A live game's clocks move with it: the mover's time left, the next turn's
        // start and flag. Guarded by the flag as by the deadline: a move after the
        // flag never applies, whichever of it and the sweep comes first.
        let clock = m.clock.map(|c| c.clock);
        let update_sql = format!(
            "UPDATE games SET sfen = $1, ply = ply + 1, updated_at = $2, status = $3, \
             deadline = $4, result = $5, ending = $6, finished_at = $7, reminder_sent = FALSE, \
             hour_reminder_sent = FALSE, paused_until = NULL, \
             draw_offer_by = CASE WHEN draw_offer_by = $8 THEN draw_offer_by ELSE NULL END, \
             sente_ms = COALESCE($11, sente_ms), gote_ms = COALESCE($12, gote_ms), \
             sente_periods = COALESCE($13, sente_periods), gote_periods = COALESCE($14, gote_periods), \
             turn_started_ms = COALESCE($15, turn_started_ms), flag_ms = $16 \
             WHERE id = $9 AND ply = $10 AND status = 'active' \
             AND (deadline IS NULL OR deadline > $2) \
             AND (flag_ms IS NULL OR flag_ms >= $17) RETURNING {GAME_COLUMNS}"
        );
        let pause_sql = format!(
            "UPDATE games SET deadline = $1, paused_until = $2 WHERE id = $3 RETURNING {GAME_COLUMNS}"
        );
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_users(&m.players).await?;
            let updated: Option<GameRow> = sqlx::query_as(&update_sql)
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
                .bind(clock.map(|c| c.sente.main_ms))
                .bind(clock.map(|c| c.gote.main_ms))
                .bind(clock.map(|c| i64::from(c.sente.periods)))
                .bind(clock.map(|c| i64::from(c.gote.periods)))
                .bind(clock.map(|c| c.turn_started_ms))
                .bind(m.flag_ms)
                .bind(m.played_at_ms)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(mut row) = updated else {
                // Too late, or somebody else was faster. Too late ends the game: the
                // mover, who is the player to move, loses on time.
                let timed_out = sqlx::query(
                    "UPDATE games SET status = 'finished', ending = 'timeout', \
                     result = CASE WHEN sente_id = $1 THEN 'gote' ELSE 'sente' END, \
                     finished_at = $2, updated_at = $2, deadline = NULL, draw_offer_by = NULL \
                     WHERE id = $3 AND ply = $4 AND status = 'active' AND deadline <= $2",
                )
                .bind(m.mover_id)
                .bind(m.played_at)
                .bind(m.game_id)
                .bind(m.expected_ply)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                return Ok(if timed_out.rows_affected() == 1 {
                    MoveRecorded::TooLate
                } else {
                    MoveRecorded::Stale
                });
            };
            insert_move!(
                tx,
                m.game_id,
                m.expected_ply + 1,
                &m.usi,
                &m.sfen_after,
                m.played_at,
                m.position_key,
                m.gave_check,
                m.clock
            )
            .await?;
            // The waiting player's tree, if it is the one the move was given with.
            let stored: Option<(UserId, i64, String)> =
                sqlx::query_as("SELECT user_id, at_ply, lines FROM premoves WHERE game_id = $1")
                    .bind(m.game_id)
                    .fetch_optional(&mut *tx)
                    .await?;
            let had_tree = stored.is_some();
            let current = stored
                .filter(|(_, at, _)| *at == m.expected_ply)
                .map(|(user_id, _, lines)| TreeRead { user_id, lines });
            if current.as_ref() != m.premoves.read() {
                // Rolled back with the transaction: nothing was recorded.
                return Ok(MoveRecorded::PremovesChanged);
            }
            let mut replied = false;
            let mut dropped = false;
            match &m.premoves {
                // A stale tree (another position's) is cleared with the move.
                Premoves::None => {}
                Premoves::Drop(tree, notice) => {
                    dropped = true;
                    if let Some(text) = notice {
                        sqlx::query(
                            "INSERT INTO private_notices (user_id, body, created_at) \
                             VALUES ($1, $2, $3)",
                        )
                        .bind(tree.user_id)
                        .bind(text)
                        .bind(m.played_at)
                        .execute(&mut *tx)
                        .await?;
                    }
                }
                Premoves::Reply(tree, reply) if row.is_active() => {
                    let (status, deadline, result, ending, finished_at) =
                        outcome_columns(reply.finish.as_ref(), reply.deadline, m.played_at);
                    let answered: Option<GameRow> = sqlx::query_as(&update_sql)
                        .bind(&reply.sfen_after)
                        .bind(m.played_at)
                        .bind(status)
                        .bind(deadline)
                        .bind(result)
                        .bind(ending)
                        .bind(finished_at)
                        .bind(tree.user_id)
                        .bind(m.game_id)
                        .bind(m.expected_ply + 1)
                        .bind(None::<i64>)
                        .bind(None::<i64>)
                        .bind(None::<i64>)
                        .bind(None::<i64>)
                        .bind(None::<i64>)
                        .bind(None::<i64>)
                        .bind(m.played_at_ms)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if let Some(answered) = answered {
                        row = answered;
                        insert_move!(
                            tx,
                            m.game_id,
                            m.expected_ply + 2,
                            &reply.usi,
                            &reply.sfen_after,
                            m.played_at,
                            reply.position_key,
                            reply.gave_check,
                            None::<crate::decide::clock::ClockAfterMove>
                        )
                        .await?;
                        replied = true;
                        if !reply.rest.is_empty() && row.is_active() {
                            sqlx::query(
                                "UPDATE premoves SET at_ply = $1, lines = $2, updated_at = $3 \
                                 WHERE game_id = $4",
                            )
                            .bind(m.expected_ply + 2)
                            .bind(&reply.rest)
                            .bind(m.played_at)
                            .bind(m.game_id)
                            .execute(&mut *tx)
                            .await?;
                        }
                    }
                }
                Premoves::Reply(..) => {}
            }
            if had_tree && (!replied || reply_rest_empty(&m.premoves) || !row.is_active()) {
                sqlx::query("DELETE FROM premoves WHERE game_id = $1")
                    .bind(m.game_id)
                    .execute(&mut *tx)
                    .await?;
            }
            let vacation_ended = if m.ends_vacation {
                end_vacation_in!(tx, m.mover_id, m.played_at, GAME_COLUMNS).await?
            } else {
                None
            };
            // The turn of a player on vacation begins when their pause ends.
            if let (true, Some(next), Some(_)) = (
                row.is_active() && row.time_control.is_none(),
                row.player_to_move(),
                row.deadline,
            ) {
                if let Some(away) = active_vacation!(tx, next, m.played_at).await? {
                    let limit = game_limit!(tx, row).await?;
                    if let Some(until) = away.pause_until(limit).filter(|&u| u > m.played_at) {
                        let deadline = crate::decide::vacation::deadline(
                            m.played_at,
                            row.days_per_move,
                            Some(until),
                        );
                        row = sqlx::query_as(&pause_sql)
                            .bind(deadline)
                            .bind(until)
                            .bind(m.game_id)
                            .fetch_one(&mut *tx)
                            .await?;
                    }
                }
            }
            tx.commit().await?;
            Ok(MoveRecorded::Recorded(Box::new(Recorded {
                row,
                replied,
                dropped,
                vacation_ended,
            })))
        })
    }
}
