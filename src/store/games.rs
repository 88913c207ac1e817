//! Players, challenges, games, moves, clocks and draw offers.

use super::backend::{on, LockUsers};
use super::vacations::{active_vacation, end_vacation_in, game_limit};
use super::{
    ChallengeRow, ChallengeStatus, Ending, Finish, GameResult, GameRow, GameStatus, MoveHistory,
    MoveRecorded, MoveRow, NewChallenge, NewComputerGame, NewGame, NewMove, Premoves, Recorded,
    Result, Store, TreeRead, GAME_COLUMNS,
};
use crate::decide::clock::SideTime;
use crate::decide::remind::{Sent, Stage};
use crate::ids::MessageId;
use crate::ids::{ChallengeId, ChannelId, GameId, UserId, Venue};
use washogi_rules::Color;

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
    // ---- players ----

    pub async fn upsert_player(&self, user_id: UserId, name: &str, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            sqlx::query(
            "INSERT INTO players (user_id, name, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at",
        )
        .bind(user_id)
        .bind(name)
        .bind(now)
        .execute(pool)
        .await
        .map(drop)
        })
    }

    pub async fn player_name(&self, user_id: UserId) -> Result<Option<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT name FROM players WHERE user_id = $1"
        )
        .bind(user_id)
        .fetch_optional(pool)
        .await)
    }

    // ---- challenges ----

    pub async fn create_challenge(&self, c: &NewChallenge) -> Result<ChallengeId> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, variant, \
             color, days_per_move, rated, ladder, status, created_at, expires_at, start_sfen, \
             thread, time_control) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11, $12, $13, $14) \
             RETURNING id",
        )
        .bind(c.guild_id)
        .bind(c.channel_id)
        .bind(c.challenger_id)
        .bind(c.opponent_id)
        .bind(c.variant.id())
        .bind(c.color)
        .bind(c.days_per_move)
        .bind(c.rated)
        .bind(c.ladder)
        .bind(c.created_at)
        .bind(c.expires_at)
        .bind(&c.start_sfen)
        .bind(c.thread)
        .bind(c.time_control)
        .fetch_one(pool)
        .await)
    }

    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<ChallengeRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT * FROM challenges WHERE id = $1"
        )
        .bind(id)
        .fetch_optional(pool)
        .await)
    }

    pub async fn set_challenge_message(
        &self,
        id: ChallengeId,
        message_id: MessageId,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE challenges SET message_id = $1 WHERE id = $2"
        )
        .bind(message_id)
        .bind(id)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Close an open challenge (declined, cancelled, expired). False when it was no
    /// longer open.
    pub async fn close_challenge(&self, id: ChallengeId, status: ChallengeStatus) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'open'"
        )
        .bind(status)
        .bind(id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Accept an open challenge and start its game, in one transaction. `None` when
    /// the challenge was no longer open (someone else was faster).
    pub async fn accept_challenge(
        &self,
        challenge: &ChallengeRow,
        game: &NewGame,
        now: i64,
    ) -> Result<Option<GameId>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            // The guarded write comes first: on SQLite it takes the write lock at
            // once, on PostgreSQL it locks the challenge's row.
            let claimed = sqlx::query(
                "UPDATE challenges SET status = 'accepted' WHERE id = $1 AND status = 'open'",
            )
            .bind(challenge.id)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                return Ok(None);
            }
            let game_id: GameId = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, variant, sente_id, gote_id, \
                 days_per_move, rated, ladder, status, start_sfen, sfen, ply, created_at, \
                 updated_at, deadline, time_control, turn_started_ms, flag_ms) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $9, 0, $10, $10, $11, \
                 $12, $13, $14) \
                 RETURNING id",
            )
            .bind(challenge.guild_id)
            .bind(challenge.channel_id)
            .bind(challenge.variant.id())
            .bind(game.sente_id)
            .bind(game.gote_id)
            .bind(challenge.days_per_move)
            .bind(challenge.rated)
            .bind(challenge.ladder)
            .bind(&game.start_sfen)
            .bind(now)
            .bind(game.deadline)
            .bind(game.clock.map(|c| c.control))
            .bind(game.clock.map(|c| c.turn_started_ms))
            .bind(game.clock.map(|c| c.flag_at(Color::Sente)))
            .fetch_one(&mut *tx)
            .await?;
            sqlx::query("UPDATE challenges SET game_id = $1 WHERE id = $2")
                .bind(game_id)
                .bind(challenge.id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(game_id))
        })
    }

    /// Start a game against the computer at once (no challenge to accept): unrated,
    /// off the ladder. Returns its id.
    pub async fn start_computer_game(&self, g: &NewComputerGame) -> Result<GameId> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
             rated, ladder, status, start_sfen, sfen, ply, created_at, updated_at, deadline, \
             computer_id, computer_level, time_control, turn_started_ms, flag_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, FALSE, FALSE, 'active', $7, $7, 0, $8, $8, $9, $10, $11, \
             $12, $13, $14) \
             RETURNING id",
        )
        .bind(g.guild_id)
        .bind(g.channel_id)
        .bind(g.variant.id())
        .bind(g.sente_id)
        .bind(g.gote_id)
        .bind(g.days_per_move)
        .bind(&g.start_sfen)
        .bind(g.created_at)
        .bind(g.deadline)
        .bind(g.computer_id)
        .bind(g.computer_level)
        .bind(g.clock.map(|c| c.control))
        .bind(g.clock.map(|c| c.turn_started_ms))
        .bind(g.clock.map(|c| c.flag_at(Color::Sente)))
        .fetch_one(pool)
        .await
        })
    }

    /// Active games where the computer is to move (they alone have no deadline).
    pub async fn computer_games_to_move(&self) -> Result<Vec<GameRow>> {
        // A correspondence game waits for the computer when nobody has a deadline;
        // a live game's clock runs for both sides, so its position says.
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' \
             AND computer_id IS NOT NULL AND (deadline IS NULL OR time_control IS NOT NULL) \
             ORDER BY id"
        );
        let rows: Vec<GameRow> = on!(self, |pool| sqlx::query_as(&sql).fetch_all(pool).await)?;
        Ok(rows.into_iter().filter(GameRow::computer_to_move).collect())
    }

    // ---- games ----

    pub async fn game(&self, id: GameId) -> Result<Option<GameRow>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)
    }

    pub async fn moves(&self, game_id: GameId) -> Result<Vec<MoveRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT game_id, ply, usi, sfen_after, played_at, position_key, gave_check, \
             spent_ms, left_ms, left_periods FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(pool)
        .await)
    }

    /// The position after move `ply` of a game (`None` if there is no such move).
    pub async fn sfen_after(&self, game_id: GameId, ply: i64) -> Result<Option<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT sfen_after FROM moves WHERE game_id = $1 AND ply = $2"
        )
        .bind(game_id)
        .bind(ply)
        .fetch_optional(pool)
        .await)
    }

    /// What each move of a live game left its mover, in order (`None` where not
    /// recorded): a takeback's clocks.
    pub async fn move_clocks(&self, game_id: GameId) -> Result<Vec<Option<SideTime>>> {
        let rows: Vec<(Option<i64>, Option<i64>)> = on!(self, |pool| sqlx::query_as(
            "SELECT left_ms, left_periods FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(pool)
        .await)?;
        Ok(rows
            .into_iter()
            .map(|(ms, periods)| {
                Some(SideTime {
                    main_ms: ms?,
                    periods: periods?.clamp(0, i64::from(u32::MAX)) as u32,
                })
            })
            .collect())
    }

    /// A game's row and what taking it up needs of its moves, in order (each move in
    /// USI, the repetition key of the position it led to and whether it gave
    /// check; not the positions after each move: reading those back was most of the
    /// cost of a long game's command), read in one snapshot (one read transaction;
    /// on PostgreSQL at REPEATABLE READ, whose statements share the transaction's
    /// snapshot), so that a move committed between the two reads cannot make them
    /// disagree.
    pub async fn game_with_history(
        &self,
        game_id: GameId,
    ) -> Result<Option<(GameRow, Vec<MoveHistory>)>> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let history_sql =
            "SELECT usi, position_key, gave_check FROM moves WHERE game_id = $1 ORDER BY ply";
        let postgres = self.dialect() == super::Dialect::Postgres;
        on!(self, |pool| {
            // SQLite in WAL mode: a read transaction sees the database as of its
            // first read, for all its statements. PostgreSQL: at READ COMMITTED
            // (its default) each statement has a snapshot of its own, so the
            // transaction asks for REPEATABLE READ.
            let mut tx = pool.begin().await?;
            if postgres {
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .execute(&mut *tx)
                    .await?;
            }
            let Some(row) = sqlx::query_as(&sql)
                .bind(game_id)
                .fetch_optional(&mut *tx)
                .await?
            else {
                return Ok(None);
            };
            let moves = sqlx::query_as(history_sql)
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some((row, moves)))
        })
    }

    /// Fill in the repetition keys of moves recorded before keys were kept:
    /// `(ply, key, gave_check)` for each, in one transaction.
    pub async fn set_move_keys(&self, game_id: GameId, keys: &[(i64, u64, bool)]) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            for &(ply, key, check) in keys {
                sqlx::query(
                    "UPDATE moves SET position_key = $1, gave_check = $2 \
                     WHERE game_id = $3 AND ply = $4",
                )
                .bind(key as i64)
                .bind(check)
                .bind(game_id)
                .bind(ply)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await
        })
    }

    /// Active games in a server, optionally only those of one player, oldest first.
    pub async fn active_games(
        &self,
        guild_id: Venue,
        user_id: Option<UserId>,
    ) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 AND status = 'active' \
             AND ($2 IS NULL OR sente_id = $2 OR gote_id = $2) ORDER BY id"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(user_id)
            .fetch_all(pool)
            .await)
    }

    /// A player's games in a channel (active ones, or all), newest first.
    pub async fn player_games_in_channel(
        &self,
        guild_id: Venue,
        channel_id: ChannelId,
        user_id: UserId,
        active_only: bool,
    ) -> Result<Vec<GameRow>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 \
             AND (channel_id = $2 OR thread_id = $2) AND (sente_id = $3 OR gote_id = $3) AND (status = 'active' OR $4 = FALSE) \
             ORDER BY id DESC"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(channel_id)
            .bind(user_id)
            .bind(active_only)
            .fetch_all(pool)
            .await)
    }

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

    /// Remember the thread a game is played in.
    pub async fn set_game_thread(&self, game_id: GameId, thread_id: ChannelId) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE games SET thread_id = $1 WHERE id = $2"
        )
        .bind(thread_id)
        .bind(game_id)
        .execute(pool)
        .await
        .map(drop))
    }

    /// End a game without a move (resignation, time, agreement). False when it is no
    /// longer at `expected_ply` or no longer active.
    pub async fn finish_game(
        &self,
        game_id: GameId,
        expected_ply: i64,
        finish: &Finish,
        now: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE games SET status = 'finished', result = $1, ending = $2, finished_at = $3, \
             updated_at = $3, deadline = NULL, flag_ms = NULL, draw_offer_by = NULL \
             WHERE id = $4 AND ply = $5 AND status = 'active'",
        )
        .bind(finish.result)
        .bind(finish.ending)
        .bind(now)
        .bind(game_id)
        .bind(expected_ply)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    // ---- clocks ----

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

    /// The earliest flag of an active live game, if any is running: when the next
    /// flag sweep is due.
    pub async fn next_flag(&self) -> Result<Option<i64>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT MIN(flag_ms) FROM games WHERE status = 'active' AND flag_ms IS NOT NULL",
        )
        .fetch_one(pool)
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

    // ---- draws ----

    /// Set (or with `None` withdraw) a game's standing draw offer. False when the game
    /// moved on or ended in the meantime.
    pub async fn set_draw_offer(
        &self,
        game_id: GameId,
        expected_ply: i64,
        user_id: Option<UserId>,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE games SET draw_offer_by = $1 WHERE id = $2 AND ply = $3 AND status = 'active'",
        )
        .bind(user_id)
        .bind(game_id)
        .bind(expected_ply)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }
}
