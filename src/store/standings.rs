//! Ratings and the ladder: the SQL behind settling finished games, `/rating` and
//! `/ladder`.

use super::backend::{on, LockServer};
use super::{GameResult, GameRow, Result, Store, GAME_COLUMNS};

/// A player's rating and record in one server.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub guild_id: i64,
    pub user_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl RatingRow {
    /// A player with no rated games yet (Glicko-2's usual start).
    pub fn new(guild_id: i64, user_id: i64) -> RatingRow {
        RatingRow {
            guild_id,
            user_id,
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

/// A ladder place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LadderRow {
    pub guild_id: i64,
    pub user_id: i64,
    pub position: i64,
    pub joined_at: i64,
}

/// What settling a finished game changed.
#[derive(Clone, Debug)]
pub struct Settlement {
    pub game: GameRow,
    /// Sente's and gote's ratings after the game, for a rated game.
    pub ratings: Option<(RatingRow, RatingRow)>,
    /// For a ladder game the challenger won: (challenger, new place, loser).
    pub ladder_swap: Option<(i64, i64, i64)>,
}

impl Store {
    /// Settle a finished game once, in one transaction: mark it settled, update both
    /// ratings with `rate` (given sente's and gote's rows and the result), and for a
    /// ladder game won by the challenger, move them into the loser's place. `None`
    /// when the game is not finished or was settled already.
    pub async fn settle_game(
        &self,
        game_id: i64,
        rate: impl FnOnce(&RatingRow, &RatingRow, GameResult) -> (RatingRow, RatingRow),
    ) -> Result<Option<Settlement>> {
        let _turn = self.turns.take().await;
        let game_sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            // Claimed once: of two processes settling the same game, one matches no row.
            let claimed = sqlx::query(
                "UPDATE games SET rating_applied = TRUE WHERE id = $1 AND status = 'finished' \
                 AND rating_applied = FALSE",
            )
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                return Ok(None);
            }
            let game: GameRow = sqlx::query_as(&game_sql)
                .bind(game_id)
                .fetch_one(&mut *tx)
                .await?;
            // A finished game always has a result; a row without one is damaged, and
            // settling it would invent an outcome.
            let Some(result) = game.result else {
                tracing::error!(
                    game_id,
                    "a finished game without a result is left unsettled"
                );
                return Ok(None);
            };
            // Ratings and ladder places are read and written back: one server's
            // settlements and ladder changes go one at a time.
            tx.lock_server(game.guild_id).await?;
            let mut settlement = Settlement {
                game: game.clone(),
                ratings: None,
                ladder_swap: None,
            };
            if game.rated {
                let mut rows = Vec::new();
                for user in [game.sente_id, game.gote_id] {
                    let row: Option<RatingRow> = sqlx::query_as(
                        "SELECT guild_id, user_id, rating, deviation, volatility, wins, losses, \
                         draws FROM ratings WHERE guild_id = $1 AND user_id = $2",
                    )
                    .bind(game.guild_id)
                    .bind(user)
                    .fetch_optional(&mut *tx)
                    .await?;
                    rows.push(row.unwrap_or_else(|| RatingRow::new(game.guild_id, user)));
                }
                let (sente, gote) = rate(&rows[0], &rows[1], result);
                for row in [&sente, &gote] {
                    sqlx::query(
                        "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, \
                         wins, losses, draws, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                         ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating, \
                         deviation = excluded.deviation, volatility = excluded.volatility, \
                         wins = excluded.wins, losses = excluded.losses, draws = excluded.draws, \
                         updated_at = excluded.updated_at",
                    )
                    .bind(row.guild_id)
                    .bind(row.user_id)
                    .bind(row.rating)
                    .bind(row.deviation)
                    .bind(row.volatility)
                    .bind(row.wins)
                    .bind(row.losses)
                    .bind(row.draws)
                    .bind(game.finished_at.unwrap_or(game.updated_at))
                    .execute(&mut *tx)
                    .await?;
                }
                settlement.ratings = Some((sente, gote));
            }
            if let (true, Some(winner_color)) = (game.ladder, result.winner()) {
                let challenger: Option<i64> =
                    sqlx::query_scalar("SELECT challenger_id FROM challenges WHERE game_id = $1")
                        .bind(game_id)
                        .fetch_optional(&mut *tx)
                        .await?;
                let (winner, loser) = match winner_color {
                    washogi_rules::Color::Sente => (game.sente_id, game.gote_id),
                    washogi_rules::Color::Gote => (game.gote_id, game.sente_id),
                };
                if challenger == Some(winner) {
                    let place_sql =
                        "SELECT position FROM ladder WHERE guild_id = $1 AND user_id = $2";
                    let w: Option<i64> = sqlx::query_scalar(place_sql)
                        .bind(game.guild_id)
                        .bind(winner)
                        .fetch_optional(&mut *tx)
                        .await?;
                    let l: Option<i64> = sqlx::query_scalar(place_sql)
                        .bind(game.guild_id)
                        .bind(loser)
                        .fetch_optional(&mut *tx)
                        .await?;
                    if let (Some(w), Some(l)) = (w, l) {
                        if w > l {
                            sqlx::query(
                                "UPDATE ladder SET position = position + 1 WHERE guild_id = $1 \
                                 AND position >= $2 AND position < $3",
                            )
                            .bind(game.guild_id)
                            .bind(l)
                            .bind(w)
                            .execute(&mut *tx)
                            .await?;
                            sqlx::query(
                                "UPDATE ladder SET position = $1 WHERE guild_id = $2 AND user_id = $3",
                            )
                            .bind(l)
                            .bind(game.guild_id)
                            .bind(winner)
                            .execute(&mut *tx)
                            .await?;
                            settlement.ladder_swap = Some((winner, l, loser));
                        }
                    }
                }
            }
            tx.commit().await?;
            Ok(Some(settlement))
        })
    }

    /// Finished games not settled yet (a crash between finishing and settling).
    pub async fn unsettled_games(&self) -> Result<Vec<i64>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'finished' AND rating_applied = FALSE ORDER BY id",
        )
        .fetch_all(pool)
        .await)
    }

    pub async fn rating(&self, guild_id: i64, user_id: i64) -> Result<Option<RatingRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT guild_id, user_id, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = $1 AND user_id = $2",
        )
        .bind(guild_id)
        .bind(user_id)
        .fetch_optional(pool)
        .await)
    }

    /// The server's ladder, top first.
    pub async fn ladder(&self, guild_id: i64) -> Result<Vec<LadderRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT * FROM ladder WHERE guild_id = $1 ORDER BY position"
        )
        .bind(guild_id)
        .fetch_all(pool)
        .await)
    }

    /// Put a player at the bottom of the ladder. `None` when already on it.
    pub async fn ladder_join(&self, guild_id: i64, user_id: i64, now: i64) -> Result<Option<i64>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_server(guild_id).await?;
            let position: Option<i64> = sqlx::query_scalar(
                "INSERT INTO ladder (guild_id, user_id, position, joined_at) \
                 SELECT $1, $2, COALESCE(MAX(position), 0) + 1, $3 FROM ladder WHERE guild_id = $1 \
                 ON CONFLICT (guild_id, user_id) DO NOTHING RETURNING position",
            )
            .bind(guild_id)
            .bind(user_id)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(position)
        })
    }

    /// Take a player off the ladder and close the gap. The old place, or `None` when
    /// they were not on it.
    pub async fn ladder_leave(&self, guild_id: i64, user_id: i64) -> Result<Option<i64>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_server(guild_id).await?;
            let position: Option<i64> = sqlx::query_scalar(
                "DELETE FROM ladder WHERE guild_id = $1 AND user_id = $2 RETURNING position",
            )
            .bind(guild_id)
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(p) = position {
                sqlx::query(
                    "UPDATE ladder SET position = position - 1 WHERE guild_id = $1 AND position > $2",
                )
                .bind(guild_id)
                .bind(p)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(position)
        })
    }

    /// Whether two players already have an open ladder challenge or an active ladder
    /// game between them in this server.
    pub async fn ladder_pairing_open(&self, guild_id: i64, a: i64, b: i64) -> Result<bool> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM challenges WHERE guild_id = $1 AND ladder = TRUE \
               AND status = 'open' AND ((challenger_id = $2 AND opponent_id = $3) \
               OR (challenger_id = $3 AND opponent_id = $2))) \
             OR EXISTS (SELECT 1 FROM games WHERE guild_id = $1 AND ladder = TRUE \
               AND status = 'active' AND ((sente_id = $2 AND gote_id = $3) \
               OR (sente_id = $3 AND gote_id = $2)))",
        )
        .bind(guild_id)
        .bind(a)
        .bind(b)
        .fetch_one(pool)
        .await)
    }
}
