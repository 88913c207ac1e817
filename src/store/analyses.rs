//! Post-game analysis and hints, the store's side: each position's evaluation
//! as it is found, the analyses people asked for (so a restart takes them up again),
//! and the hints taken in games against the computer.

use super::backend::on;
use super::{Result, Store};
use crate::ids::MessageId;
use crate::ids::{ChannelId, GameId, UserId, Venue};

/// What an engine found about the position after `ply` plies of a game, from the
/// side to move's view: `cp` centipawns, or mate in `mate` moves (negative: it is
/// mated); `best` and `pv` in USI (`pv` space-separated; `best` is `None` when the
/// side to move had no move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalRow {
    pub game_id: GameId,
    pub engine: String,
    pub ply: i64,
    pub cp: Option<i64>,
    pub mate: Option<i64>,
    pub best: Option<String>,
    pub pv: String,
    pub depth: i64,
}

/// An analysis somebody asked for: where its progress message and result go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRow {
    pub game_id: GameId,
    pub requested_by: UserId,
    pub requested_at: i64,
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    /// The progress message, once it is posted.
    pub message_id: Option<MessageId>,
    /// When the result was posted; `None` while it waits or runs.
    pub finished_at: Option<i64>,
}

/// A hint taken in a game against the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintRow {
    pub game_id: GameId,
    pub ply: i64,
    pub user_id: UserId,
    pub created_at: i64,
}

/// What asking for an analysis found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisAsked {
    /// Nobody had asked: this request is stored and waits for its turn.
    New,
    /// Somebody asked before: their request, running, waiting or done.
    Before(AnalysisRow),
}

const ANALYSIS_COLUMNS: &str =
    "game_id, requested_by, requested_at, guild_id, channel_id, message_id, finished_at";

impl Store {
    /// Store one position's evaluation (found again: the first one stays).
    pub async fn save_position_eval(&self, e: &EvalRow) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO position_evals (game_id, engine, ply, cp, mate, best, pv, depth) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (game_id, engine, ply) DO NOTHING"
        )
        .bind(e.game_id)
        .bind(&e.engine)
        .bind(e.ply)
        .bind(e.cp)
        .bind(e.mate)
        .bind(&e.best)
        .bind(&e.pv)
        .bind(e.depth)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Every stored evaluation of a game by `engine`, by ply.
    pub async fn position_evals(&self, game_id: GameId, engine: &str) -> Result<Vec<EvalRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT game_id, engine, ply, cp, mate, best, pv, depth FROM position_evals \
             WHERE game_id = $1 AND engine = $2 ORDER BY ply"
        )
        .bind(game_id)
        .bind(engine)
        .fetch_all(pool)
        .await)
    }

    /// Ask for a game's analysis: stored if nobody asked before (one request per
    /// game, however many ask at once), else the earlier request.
    pub async fn ask_for_analysis(&self, a: &AnalysisRow) -> Result<AnalysisAsked> {
        let _turn = self.turns.take().await;
        let inserted = on!(self, |pool| sqlx::query(
            "INSERT INTO analyses (game_id, requested_by, requested_at, guild_id, channel_id, \
             message_id, finished_at) VALUES ($1, $2, $3, $4, $5, $6, NULL) \
             ON CONFLICT (game_id) DO NOTHING"
        )
        .bind(a.game_id)
        .bind(a.requested_by)
        .bind(a.requested_at)
        .bind(a.guild_id)
        .bind(a.channel_id)
        .bind(a.message_id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        if inserted == 1 {
            return Ok(AnalysisAsked::New);
        }
        drop(_turn);
        match self.analysis(a.game_id).await? {
            Some(before) => Ok(AnalysisAsked::Before(before)),
            // Withdrawn between the two statements: ask again.
            None => Box::pin(self.ask_for_analysis(a)).await,
        }
    }

    /// Ask again for an analysis that was done (its evaluations are no longer all
    /// there: another engine serves the game now).
    pub async fn renew_analysis(&self, a: &AnalysisRow) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE analyses SET requested_by = $1, requested_at = $2, channel_id = $3, \
             message_id = NULL, finished_at = NULL WHERE game_id = $4"
        )
        .bind(a.requested_by)
        .bind(a.requested_at)
        .bind(a.channel_id)
        .bind(a.game_id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The request for a game's analysis, if anybody asked.
    pub async fn analysis(&self, game_id: GameId) -> Result<Option<AnalysisRow>> {
        let sql = format!("SELECT {ANALYSIS_COLUMNS} FROM analyses WHERE game_id = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(game_id)
            .fetch_optional(pool)
            .await)
    }

    /// The analyses asked for and not done yet, oldest first.
    pub async fn analyses_waiting(&self) -> Result<Vec<AnalysisRow>> {
        let sql = format!(
            "SELECT {ANALYSIS_COLUMNS} FROM analyses WHERE finished_at IS NULL \
             ORDER BY requested_at, game_id"
        );
        on!(self, |pool| sqlx::query_as(&sql).fetch_all(pool).await)
    }

    /// Where an analysis now shows its progress (and will show its result).
    pub async fn set_analysis_message(
        &self,
        game_id: GameId,
        channel_id: ChannelId,
        message_id: MessageId,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE analyses SET channel_id = $1, message_id = $2 WHERE game_id = $3"
        )
        .bind(channel_id)
        .bind(message_id)
        .bind(game_id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// The analysis is done and its result posted.
    pub async fn finish_analysis(&self, game_id: GameId, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE analyses SET finished_at = $1 WHERE game_id = $2 AND finished_at IS NULL"
        )
        .bind(now)
        .bind(game_id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Forget a request that could not be served (the engine failed), so that the
    /// next `/analyse` starts afresh; what was found is kept.
    pub async fn withdraw_analysis(&self, game_id: GameId) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "DELETE FROM analyses WHERE game_id = $1 AND finished_at IS NULL"
        )
        .bind(game_id)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(())
    }

    /// Note a hint taken at a ply; false if one was taken there already.
    pub async fn take_hint(&self, h: &HintRow) -> Result<bool> {
        let _turn = self.turns.take().await;
        let done = on!(self, |pool| sqlx::query(
            "INSERT INTO hints (game_id, ply, user_id, created_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, ply) DO NOTHING"
        )
        .bind(h.game_id)
        .bind(h.ply)
        .bind(h.user_id)
        .bind(h.created_at)
        .execute(pool)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(done == 1)
    }

    /// How many hints were taken in a game.
    pub async fn hints_taken(&self, game_id: GameId) -> Result<i64> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM hints WHERE game_id = $1"
        )
        .bind(game_id)
        .fetch_one(pool)
        .await)
    }
}
