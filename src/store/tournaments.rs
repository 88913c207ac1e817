//! Tournaments, the store's side: the events, their players and each round's
//! boards. A round is started in one transaction that checks the round it follows
//! (`UPDATE … WHERE round = $prev`), creates its games and writes its boards: of two
//! processes pairing the same round, one matches no row and writes nothing.

use crate::decide::clock::{LiveClock, TimeControl};
use crate::ids::MessageId;
use washogi_rules::VariantId;

use super::backend::on;
use super::{Result, Store, TournamentFormat, TournamentStatus};
use crate::ids::{ChannelId, GameId, TournamentId, UserId, Venue};

/// A tournament as stored (see the migration for its fields).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    pub name: String,
    pub variant: VariantId,
    pub format: TournamentFormat,
    pub rounds: i64,
    pub days_per_move: i64,
    pub rated: bool,
    pub late_join: bool,
    pub starts_at: i64,
    pub created_by: UserId,
    pub created_at: i64,
    pub message_id: Option<MessageId>,
    pub status: TournamentStatus,
    pub round: i64,
    pub finished_at: Option<i64>,
    pub winner_id: Option<UserId>,
    /// A thread per game (`None`: as the server's default for threads says).
    pub threads: Option<bool>,
    /// Days a round may last before its unfinished games are adjudicated.
    pub round_days: Option<i64>,
    /// When the current round's unfinished games are adjudicated.
    pub round_deadline: Option<i64>,
    /// Its games' time control (`None`: correspondence games).
    pub time_control: Option<TimeControl>,
}

/// A tournament's player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntrantRow {
    pub tournament_id: TournamentId,
    pub user_id: UserId,
    pub joined_at: i64,
    /// Starting rank, from 1; set at the start (late joiners get the next).
    pub seed: Option<i64>,
    pub rating: i64,
    /// The first round they could be paired in.
    pub joined_round: i64,
    pub withdrawn_at: Option<i64>,
}

/// One board of a round: a game, or a bye (`gote_id` none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRow {
    pub tournament_id: TournamentId,
    pub round: i64,
    pub board: i64,
    pub sente_id: UserId,
    pub gote_id: Option<UserId>,
    pub game_id: Option<GameId>,
    pub result: Option<String>,
}

/// A board to start: its game is created with it, unless its result is decided
/// already (a bye, or a forfeit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewBoard {
    pub sente_id: UserId,
    pub gote_id: Option<UserId>,
    pub result: Option<String>,
}

/// What starting a round writes besides its boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundStart {
    /// The round it follows (0: the tournament starts).
    pub after: i64,
    /// At the start: every player's starting rank, and the rounds (a round-robin's
    /// follow from its players).
    pub seeds: Vec<(UserId, i64)>,
    pub rounds: i64,
    pub start_sfen: String,
    pub now: i64,
    pub deadline: i64,
    /// When this round's unfinished games are adjudicated, if ever.
    pub round_deadline: Option<i64>,
    /// Live games' clocks as the round starts.
    pub clock: Option<LiveClock>,
}

const TOURNAMENT_COLUMNS: &str = "id, guild_id, channel_id, name, variant, format, rounds, \
     days_per_move, rated, late_join, starts_at, created_by, created_at, message_id, status, \
     round, finished_at, winner_id, threads, round_days, round_deadline, time_control";
const ENTRANT_COLUMNS: &str =
    "tournament_id, user_id, joined_at, seed, rating, joined_round, withdrawn_at";
const BOARD_COLUMNS: &str = "tournament_id, round, board, sente_id, gote_id, game_id, result";

impl Store {
    /// A new tournament, open for players: its id.
    pub async fn create_tournament(&self, t: &TournamentRow) -> Result<TournamentId> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query_scalar(
            "INSERT INTO tournaments (guild_id, channel_id, name, variant, format, rounds, \
             days_per_move, rated, late_join, starts_at, created_by, created_at, status, round, \
             threads, round_days, time_control) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'open', 0, $13, $14, $15) \
             RETURNING id"
        )
        .bind(t.guild_id)
        .bind(t.channel_id)
        .bind(&t.name)
        .bind(t.variant.id())
        .bind(t.format)
        .bind(t.rounds)
        .bind(t.days_per_move)
        .bind(t.rated)
        .bind(t.late_join)
        .bind(t.starts_at)
        .bind(t.created_by)
        .bind(t.created_at)
        .bind(t.threads)
        .bind(t.round_days)
        .bind(t.time_control)
        .fetch_one(pool)
        .await)
    }

    pub async fn tournament(&self, id: TournamentId) -> Result<Option<TournamentRow>> {
        let sql = format!("SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(pool)
            .await)
    }

    /// A server's tournaments in one of `statuses` (any, when empty), newest first.
    pub async fn tournaments_in(
        &self,
        guild: Venue,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<TournamentRow>> {
        let statuses = if statuses.is_empty() {
            "open running finished cancelled".to_string()
        } else {
            statuses
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE guild_id = $1 \
             AND (' ' || $2 || ' ') LIKE ('% ' || status || ' %') ORDER BY id DESC"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild)
            .bind(&statuses)
            .fetch_all(pool)
            .await)
    }

    /// Every open or running tournament, for the clock sweep.
    pub async fn live_tournaments(&self) -> Result<Vec<TournamentRow>> {
        let sql = format!(
            "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE status IN ('open', 'running') \
             ORDER BY id"
        );
        on!(self, |pool| sqlx::query_as(&sql).fetch_all(pool).await)
    }

    pub async fn set_tournament_message(
        &self,
        id: TournamentId,
        message_id: MessageId,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE tournaments SET message_id = $1 WHERE id = $2"
        )
        .bind(message_id)
        .bind(id)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Add a player; false if they are in already.
    pub async fn enter_tournament(&self, e: &EntrantRow) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, joined_at, seed, rating, \
             joined_round, withdrawn_at) VALUES ($1, $2, $3, $4, $5, $6, NULL) \
             ON CONFLICT (tournament_id, user_id) DO NOTHING"
        )
        .bind(e.tournament_id)
        .bind(e.user_id)
        .bind(e.joined_at)
        .bind(e.seed)
        .bind(e.rating)
        .bind(e.joined_round)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Take a player out before the start; false if they were not in it, or it
    /// has started.
    pub async fn leave_open_tournament(&self, id: TournamentId, user: UserId) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2 \
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'open')"
        )
        .bind(id)
        .bind(user)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// A player withdraws from a running tournament; false if they had already.
    pub async fn withdraw(&self, id: TournamentId, user: UserId, now: i64) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE tournament_players SET withdrawn_at = $1 WHERE tournament_id = $2 \
             AND user_id = $3 AND withdrawn_at IS NULL"
        )
        .bind(now)
        .bind(id)
        .bind(user)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// A tournament's players, by seed (then by when they joined).
    pub async fn entrants(&self, id: TournamentId) -> Result<Vec<EntrantRow>> {
        let sql = format!(
            "SELECT {ENTRANT_COLUMNS} FROM tournament_players WHERE tournament_id = $1 \
             ORDER BY seed IS NULL, seed, joined_at, user_id"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_all(pool)
            .await)
    }

    /// A tournament's boards, round by round.
    pub async fn boards(&self, id: TournamentId) -> Result<Vec<BoardRow>> {
        let sql = format!(
            "SELECT {BOARD_COLUMNS} FROM tournament_boards WHERE tournament_id = $1 \
             ORDER BY round, board"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(id)
            .fetch_all(pool)
            .await)
    }

    /// The tournament board a game is played on, if it is a tournament game.
    pub async fn board_of_game(&self, game_id: GameId) -> Result<Option<BoardRow>> {
        let sql = format!("SELECT {BOARD_COLUMNS} FROM tournament_boards WHERE game_id = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(game_id)
            .fetch_optional(pool)
            .await)
    }

    /// Write a board's result once it is known; false if it was written already.
    pub async fn set_board_result(&self, b: &BoardRow, result: &str) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE tournament_boards SET result = $1 WHERE tournament_id = $2 AND round = $3 \
             AND board = $4 AND result IS NULL"
        )
        .bind(result)
        .bind(b.tournament_id)
        .bind(b.round)
        .bind(b.board)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }

    /// Start round `start.after + 1` of a tournament: its games created and its
    /// boards written, all or nothing, and only if the tournament is still at
    /// round `start.after` (so a round is paired once, whoever races). The new
    /// boards, or `None` when another process was first.
    pub async fn start_round(
        &self,
        t: &TournamentRow,
        start: &RoundStart,
        boards: &[NewBoard],
    ) -> Result<Option<Vec<BoardRow>>> {
        let _turn = self.turns.take().await;
        let round = start.after + 1;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            let claimed = sqlx::query(
                "UPDATE tournaments SET round = $1, rounds = $2, status = 'running', \
                 round_deadline = $5 WHERE id = $3 AND round = $4 \
                 AND status IN ('open', 'running')",
            )
            .bind(round)
            .bind(start.rounds)
            .bind(t.id)
            .bind(start.after)
            .bind(start.round_deadline)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                return Ok(None);
            }
            for (user, seed) in &start.seeds {
                sqlx::query(
                    "UPDATE tournament_players SET seed = $1 WHERE tournament_id = $2 \
                     AND user_id = $3",
                )
                .bind(seed)
                .bind(t.id)
                .bind(user)
                .execute(&mut *tx)
                .await?;
            }
            let mut written = Vec::new();
            for (i, b) in boards.iter().enumerate() {
                let game_id: Option<GameId> = match b.gote_id.filter(|_| b.result.is_none()) {
                    Some(gote) => Some(
                        sqlx::query_scalar(
                            "INSERT INTO games (guild_id, channel_id, variant, sente_id, \
                             gote_id, days_per_move, rated, ladder, status, start_sfen, sfen, \
                             ply, created_at, updated_at, deadline, time_control, \
                             turn_started_ms, flag_ms, web_token) VALUES ($1, $2, $3, $4, $5, \
                             $6, $7, FALSE, 'active', $8, $8, 0, $9, $9, $10, $11, $12, $13, \
                             $14) \
                             RETURNING id",
                        )
                        .bind(t.guild_id)
                        .bind(t.channel_id)
                        .bind(t.variant.id())
                        .bind(b.sente_id)
                        .bind(gote)
                        .bind(t.days_per_move)
                        .bind(t.rated)
                        .bind(&start.start_sfen)
                        .bind(start.now)
                        .bind(start.clock.is_none().then_some(start.deadline))
                        .bind(start.clock.map(|c| c.control))
                        .bind(start.clock.map(|c| c.turn_started_ms))
                        .bind(start.clock.map(|c| c.flag_at(washogi_rules::Color::Sente)))
                        .bind(super::web::new_token())
                        .fetch_one(&mut *tx)
                        .await?,
                    ),
                    None => None,
                };
                let row = BoardRow {
                    tournament_id: t.id,
                    round,
                    board: i as i64 + 1,
                    sente_id: b.sente_id,
                    gote_id: b.gote_id,
                    game_id,
                    result: b.result.clone(),
                };
                sqlx::query(
                    "INSERT INTO tournament_boards (tournament_id, round, board, sente_id, \
                     gote_id, game_id, result) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(row.tournament_id)
                .bind(row.round)
                .bind(row.board)
                .bind(row.sente_id)
                .bind(row.gote_id)
                .bind(row.game_id)
                .bind(&row.result)
                .execute(&mut *tx)
                .await?;
                written.push(row);
            }
            tx.commit().await?;
            Ok(Some(written))
        })
    }

    /// End a tournament after round `round`, or cancel it (`winner` none, status
    /// `cancelled`); false if another process did first.
    pub async fn end_tournament(
        &self,
        id: TournamentId,
        round: i64,
        status: TournamentStatus,
        winner: Option<UserId>,
        now: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE tournaments SET status = $1, winner_id = $2, finished_at = $3 \
             WHERE id = $4 AND round = $5 AND status IN ('open', 'running')"
        )
        .bind(status)
        .bind(winner)
        .bind(now)
        .bind(id)
        .bind(round)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }
}
