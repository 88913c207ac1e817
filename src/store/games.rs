//! Players, challenges, games and draw offers (a move recorded: `moves.rs`; the
//! clocks' sweeps: `clocks.rs`).

use super::backend::on;
use super::{
    ChallengeRow, ChallengeStatus, Finish, GameRow, MoveHistory, MoveRow, NewChallenge,
    NewComputerGame, NewGame, Result, Store, GAME_COLUMNS,
};
use crate::decide::clock::SideTime;
use crate::ids::MessageId;
use crate::ids::{ChallengeId, ChannelId, GameId, UserId, Venue};
use washogi_rules::Color;

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
                 updated_at, deadline, time_control, turn_started_ms, flag_ms, web_token) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $9, 0, $10, $10, $11, \
                 $12, $13, $14, $15) \
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
            .bind(super::web::new_token())
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
             computer_id, computer_level, time_control, turn_started_ms, flag_ms, web_token) \
             VALUES ($1, $2, $3, $4, $5, $6, FALSE, FALSE, 'active', $7, $7, 0, $8, $8, $9, $10, $11, \
             $12, $13, $14, $15) \
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
        .bind(super::web::new_token())
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
