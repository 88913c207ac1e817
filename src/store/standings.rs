//! Ratings and ladders: the SQL behind settling finished games, ladder forfeits,
//! away periods, seasons, `/rating` and `/ladder`. A rating pool per (server, game,
//! speed): correspondence games in one, live games in one per speed of their time
//! control (bullet, blitz, rapid, classical); a ladder per (server, game), played
//! and ordered by correspondence ratings. The game is the variant id (`wa`,
//! `wa-drops`, `shogi`), the speed its name (`Speed::key`).

use crate::decide::clock::Speed;
pub use crate::decide::ladder::LadderRow;
pub use crate::decide::rating::{rate, RatingRow};
use crate::ids::{ChallengeId, GameId, UserId, Venue};
use washogi_rules::VariantId;

use super::backend::{on, LockServer};
use super::{ChallengeStatus, GameRow, Result, Store, GAME_COLUMNS};
use crate::decide::settle;

/// The game a server's ladder commands mean when none is named and no admin chose.
pub const DEFAULT_LADDER_VARIANT: VariantId = VariantId::Wa;
/// Days a challenged player has to accept a ladder challenge, unless an admin chose.
pub const DEFAULT_ACCEPT_DAYS: i64 = 3;

/// A server's ladder settings as an admin left them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LadderSettings {
    /// The game ladder commands mean when none is named.
    pub variant: Option<VariantId>,
    /// Days to accept a ladder challenge.
    pub accept_days: Option<i64>,
    /// Vacation days a year that pause the server's ladder and tournament games
    /// (`None`: each player's bank alone).
    pub vacation_days: Option<i64>,
}

/// What settling a finished game changed.
#[derive(Clone, Debug)]
pub struct Settlement {
    pub game: GameRow,
    /// Sente's and gote's ratings after the game, for a rated game.
    pub ratings: Option<(RatingRow, RatingRow)>,
    /// For a ladder game the challenger won: (challenger, new place, loser).
    pub ladder_swap: Option<(UserId, i64, UserId)>,
}

/// A ladder challenge declined or left to expire: a ladder loss for the challenged
/// player, whose place the challenger takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    pub challenger: UserId,
    pub opponent: UserId,
    /// The challenger's new place; `None` when they were no longer below (nothing moved).
    pub new_place: Option<i64>,
}

pub(super) const RATING_COLUMNS: &str =
    "guild_id, variant, speed, user_id, rating, deviation, volatility, wins, losses, draws";
pub(super) const LADDER_COLUMNS: &str =
    "guild_id, variant, user_id, position, joined_at, wins, losses, \
    draws, away_until, away_used";

/// Inside a transaction `$tx`: a player's place on the (`$guild`, `$variant`) ladder,
/// if they are on it.
macro_rules! ladder_place {
    ($tx:expr, $guild:expr, $variant:expr, $user:expr) => {
        sqlx::query_scalar::<_, i64>(
            "SELECT position FROM ladder WHERE guild_id = $1 AND variant = $2 AND user_id = $3",
        )
        .bind($guild)
        .bind($variant.id())
        .bind($user)
        .fetch_optional(&mut *$tx)
    };
}

/// Inside a transaction `$tx` (server already locked): write what a settlement
/// [`Plan`] decided on the (`$guild`, `$variant`) ladder: each ladder result counted
/// in its player's record (no row: not on that ladder, nothing to count), and the
/// place change (everyone from the loser's place to above the winner's moves down
/// one; the winner takes the loser's place).
macro_rules! write_ladder_plan {
    ($tx:expr, $guild:expr, $variant:expr, $plan:expr) => {
        async {
            for r in &$plan.ladder_results {
                sqlx::query(
                    "UPDATE ladder SET wins = wins + $1, losses = losses + $2, \
                     draws = draws + $3 WHERE guild_id = $4 AND variant = $5 AND user_id = $6",
                )
                .bind(i64::from(r.won))
                .bind(i64::from(r.lost))
                .bind(i64::from(!r.won && !r.lost))
                .bind($guild)
                .bind($variant.id())
                .bind(r.user)
                .execute(&mut *$tx)
                .await?;
            }
            if let Some(change) = $plan.place_change {
                sqlx::query(
                    "UPDATE ladder SET position = position + 1 WHERE guild_id = $1 \
                     AND variant = $2 AND position >= $3 AND position < $4",
                )
                .bind($guild)
                .bind($variant.id())
                .bind(change.to)
                .bind(change.from)
                .execute(&mut *$tx)
                .await?;
                sqlx::query(
                    "UPDATE ladder SET position = $1 WHERE guild_id = $2 AND variant = $3 \
                     AND user_id = $4",
                )
                .bind(change.to)
                .bind($guild)
                .bind($variant.id())
                .bind(change.winner)
                .execute(&mut *$tx)
                .await?;
            }
            Ok::<(), sqlx::Error>(())
        }
    };
}

impl Store {
    /// Settle a finished game once, in one transaction: mark it settled, read what
    /// settling depends on (both ratings in the pool of the game's speed, the
    /// challenger, both ladder places), let [`settle::settle`] decide, and write
    /// its plan. `None` when the game is not finished or was settled already.
    pub async fn settle_game(&self, game_id: GameId) -> Result<Option<Settlement>> {
        let _turn = self.turns.take().await;
        let game_sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let rating_sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND variant = $2 \
             AND speed = $3 AND user_id = $4"
        );
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
                    game_id = %game_id,
                    "a finished game without a result is left unsettled"
                );
                return Ok(None);
            };
            // Ratings and ladder places are read and written back: one server's
            // settlements and ladder changes go one at a time.
            tx.lock_server(game.guild_id).await?;
            let (guild, variant, speed) = (game.guild_id, game.variant, game.speed());
            let mut facts = settle::GameFacts {
                sente: game.sente_id,
                gote: game.gote_id,
                result,
                ratings: None,
                ladder: None,
            };
            if game.rated {
                let mut rows = Vec::new();
                for user in [game.sente_id, game.gote_id] {
                    let row: Option<RatingRow> = sqlx::query_as(&rating_sql)
                        .bind(guild)
                        .bind(variant.id())
                        .bind(speed.key())
                        .bind(user)
                        .fetch_optional(&mut *tx)
                        .await?;
                    rows.push(
                        row.unwrap_or_else(|| RatingRow::new_in(guild, variant, speed, user)),
                    );
                }
                let gote = rows.pop().expect("two rows");
                let sente = rows.pop().expect("two rows");
                facts.ratings = Some((sente, gote));
            }
            if game.ladder {
                facts.ladder = Some(settle::LadderFacts {
                    challenger: sqlx::query_scalar(
                        "SELECT challenger_id FROM challenges WHERE game_id = $1",
                    )
                    .bind(game_id)
                    .fetch_optional(&mut *tx)
                    .await?,
                    sente_place: ladder_place!(tx, guild, variant, game.sente_id).await?,
                    gote_place: ladder_place!(tx, guild, variant, game.gote_id).await?,
                });
            }
            let plan = settle::settle(&facts);
            if let Some((sente, gote)) = &plan.ratings {
                for row in [sente, gote] {
                    sqlx::query(
                        "INSERT INTO ratings (guild_id, variant, speed, user_id, rating, \
                         deviation, volatility, wins, losses, draws, updated_at) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
                         ON CONFLICT (guild_id, variant, speed, user_id) DO UPDATE SET \
                         rating = excluded.rating, deviation = excluded.deviation, \
                         volatility = excluded.volatility, wins = excluded.wins, \
                         losses = excluded.losses, draws = excluded.draws, \
                         updated_at = excluded.updated_at",
                    )
                    .bind(row.guild_id)
                    .bind(row.variant.id())
                    .bind(row.speed.key())
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
            }
            write_ladder_plan!(tx, guild, variant, plan).await?;
            tx.commit().await?;
            Ok(Some(Settlement {
                ladder_swap: plan.place_change.map(|c| (c.winner, c.to, c.loser)),
                ratings: plan.ratings,
                game,
            }))
        })
    }

    /// Finished games not settled yet (a crash between finishing and settling).
    pub async fn unsettled_games(&self) -> Result<Vec<GameId>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'finished' AND rating_applied = FALSE ORDER BY id",
        )
        .fetch_all(pool)
        .await)
    }

    /// A player's correspondence rating in one game of a server.
    pub async fn rating(
        &self,
        guild_id: Venue,
        variant: VariantId,
        user_id: UserId,
    ) -> Result<Option<RatingRow>> {
        self.rating_in(guild_id, variant, Speed::Correspondence, user_id)
            .await
    }

    /// A player's rating in the pool of one game and speed of a server.
    pub async fn rating_in(
        &self,
        guild_id: Venue,
        variant: VariantId,
        speed: Speed,
        user_id: UserId,
    ) -> Result<Option<RatingRow>> {
        let sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND variant = $2 \
             AND speed = $3 AND user_id = $4"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(variant.id())
            .bind(speed.key())
            .bind(user_id)
            .fetch_optional(pool)
            .await)
    }

    /// A player's ratings in every pool of a server they have rated results in, by
    /// game, then by speed (fastest first, correspondence last).
    pub async fn ratings_of(&self, guild_id: Venue, user_id: UserId) -> Result<Vec<RatingRow>> {
        let sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND user_id = $2 \
             ORDER BY variant"
        );
        let mut rows: Vec<RatingRow> = on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(user_id)
            .fetch_all(pool)
            .await)?;
        rows.sort_by(|a, b| (a.variant.id(), a.speed).cmp(&(b.variant.id(), b.speed)));
        Ok(rows)
    }

    /// Every rating of one game's correspondence pool in a server (its ladder's
    /// standings).
    pub async fn ratings_in(&self, guild_id: Venue, variant: VariantId) -> Result<Vec<RatingRow>> {
        let sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND variant = $2 \
             AND speed = $3 ORDER BY user_id"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(variant.id())
            .bind(Speed::Correspondence.key())
            .fetch_all(pool)
            .await)
    }

    /// A server's ladder of one game, top first.
    pub async fn ladder(&self, guild_id: Venue, variant: VariantId) -> Result<Vec<LadderRow>> {
        let sql = format!(
            "SELECT {LADDER_COLUMNS} FROM ladder WHERE guild_id = $1 AND variant = $2 \
             ORDER BY position"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(variant.id())
            .fetch_all(pool)
            .await)
    }

    /// A player's places on every ladder of a server.
    pub async fn ladder_places_of(
        &self,
        guild_id: Venue,
        user_id: UserId,
    ) -> Result<Vec<LadderRow>> {
        let sql = format!(
            "SELECT {LADDER_COLUMNS} FROM ladder WHERE guild_id = $1 AND user_id = $2 \
             ORDER BY variant"
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(user_id)
            .fetch_all(pool)
            .await)
    }

    /// Put a player at the bottom of a ladder. `None` when already on it.
    pub async fn ladder_join(
        &self,
        guild_id: Venue,
        variant: VariantId,
        user_id: UserId,
        now: i64,
    ) -> Result<Option<i64>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_server(guild_id).await?;
            let position: Option<i64> = sqlx::query_scalar(
                "INSERT INTO ladder (guild_id, variant, user_id, position, joined_at) \
                 SELECT $1, $2, $3, COALESCE(MAX(position), 0) + 1, $4 FROM ladder \
                 WHERE guild_id = $1 AND variant = $2 \
                 ON CONFLICT (guild_id, variant, user_id) DO NOTHING RETURNING position",
            )
            .bind(guild_id)
            .bind(variant.id())
            .bind(user_id)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(position)
        })
    }

    /// Take a player off a ladder and close the gap. The old place, or `None` when
    /// they were not on it.
    pub async fn ladder_leave(
        &self,
        guild_id: Venue,
        variant: VariantId,
        user_id: UserId,
    ) -> Result<Option<i64>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_server(guild_id).await?;
            let position: Option<i64> = sqlx::query_scalar(
                "DELETE FROM ladder WHERE guild_id = $1 AND variant = $2 AND user_id = $3 \
                 RETURNING position",
            )
            .bind(guild_id)
            .bind(variant.id())
            .bind(user_id)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(p) = position {
                sqlx::query(
                    "UPDATE ladder SET position = position - 1 WHERE guild_id = $1 \
                     AND variant = $2 AND position > $3",
                )
                .bind(guild_id)
                .bind(variant.id())
                .bind(p)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(position)
        })
    }

    /// Whether two players already have an open ladder challenge or an active ladder
    /// game between them on one game's ladder of this server.
    pub async fn ladder_pairing_open(
        &self,
        guild_id: Venue,
        variant: VariantId,
        a: UserId,
        b: UserId,
    ) -> Result<bool> {
        on!(self, |pool| {
            sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM challenges WHERE guild_id = $1 AND variant = $4 \
               AND ladder = TRUE AND status = 'open' AND ((challenger_id = $2 AND opponent_id = $3) \
               OR (challenger_id = $3 AND opponent_id = $2))) \
             OR EXISTS (SELECT 1 FROM games WHERE guild_id = $1 AND variant = $4 AND ladder = TRUE \
               AND status = 'active' AND ((sente_id = $2 AND gote_id = $3) \
               OR (sente_id = $3 AND gote_id = $2)))",
        )
        .bind(guild_id)
        .bind(a)
        .bind(b)
        .bind(variant.id())
        .fetch_one(pool)
        .await
        })
    }

    /// Close an open challenge as declined or expired, in one transaction; for a
    /// ladder challenge that is a forfeit: a ladder loss for the challenged player
    /// (not a rated result), and the challenger takes their place if still below.
    /// `None` when the challenge was no longer open; `Some(None)` when it was closed
    /// and was not a ladder challenge.
    pub async fn close_challenge_forfeiting(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<Option<Option<Forfeit>>> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            // The guarded write first: of two processes, one matches no row.
            let closed: Option<(Venue, String, UserId, Option<UserId>, bool)> = sqlx::query_as(
                "UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'open' \
                 RETURNING guild_id, variant, challenger_id, opponent_id, ladder",
            )
            .bind(status)
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((guild_id, variant, challenger, opponent, ladder)) = closed else {
                return Ok(None);
            };
            let variant =
                VariantId::from_id(&variant).ok_or_else(|| sqlx::Error::ColumnDecode {
                    index: "variant".into(),
                    source: format!("{variant:?} is not a game in the database").into(),
                })?;
            let forfeit = matches!(status, ChallengeStatus::Declined | ChallengeStatus::Expired);
            let (true, true, Some(opponent)) = (ladder, forfeit, opponent) else {
                tx.commit().await?;
                return Ok(Some(None));
            };
            tx.lock_server(guild_id).await?;
            let plan = settle::forfeit(
                challenger,
                ladder_place!(tx, guild_id, variant, challenger).await?,
                opponent,
                ladder_place!(tx, guild_id, variant, opponent).await?,
            );
            write_ladder_plan!(tx, guild_id, variant, plan).await?;
            tx.commit().await?;
            let new_place = plan.place_change.map(|c| c.to);
            Ok(Some(Some(Forfeit {
                challenger,
                opponent,
                new_place,
            })))
        })
    }
}
