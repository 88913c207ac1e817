//! A ladder's seasons and its admins' settings: the days to accept a ladder
//! challenge, the default game and the server's vacation days, and closing a season
//! (its final standings archived, the next one started from the same order or from
//! the ratings).

use super::backend::{on, LockServer};
use super::standings::{LADDER_COLUMNS, RATING_COLUMNS};
use super::{LadderRow, LadderSettings, RatingRow, Result, Store};
use crate::decide::ladder::next_season_order;
use crate::ids::{SeasonId, UserId, Venue};
use washogi_rules::VariantId;

/// A closed season, as archived.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonRow {
    pub guild_id: Venue,
    pub variant: VariantId,
    pub season: SeasonId,
    pub started_at: Option<i64>,
    pub closed_at: i64,
    pub closed_by: UserId,
    pub reset: bool,
}

/// One place of a closed season's final standings.
#[derive(Clone, Debug, PartialEq)]
pub struct ArchiveRow {
    pub guild_id: Venue,
    pub variant: VariantId,
    pub season: SeasonId,
    pub position: i64,
    pub user_id: UserId,
    pub rating: Option<f64>,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// What closing a season did.
#[derive(Clone, Debug, PartialEq)]
pub struct ClosedSeason {
    pub season: SeasonRow,
    pub standings: Vec<ArchiveRow>,
    /// The order the next season starts from (user ids, top first).
    pub next_order: Vec<UserId>,
}

impl Store {
    /// A server's ladder settings (all `None` when an admin never chose).
    pub async fn ladder_settings(&self, guild_id: Venue) -> Result<LadderSettings> {
        let row: Option<(Option<String>, Option<i64>, Option<i64>)> =
            on!(self, |pool| sqlx::query_as(
                "SELECT variant, accept_days, vacation_days FROM ladder_settings \
                 WHERE guild_id = $1"
            )
            .bind(guild_id)
            .fetch_optional(pool)
            .await)?;
        Ok(row
            .map(|(variant, accept_days, vacation_days)| LadderSettings {
                // Written only from the games' menu; anything else reads as unset.
                variant: variant.as_deref().and_then(VariantId::from_id),
                accept_days,
                vacation_days,
            })
            .unwrap_or_default())
    }

    /// Change a server's ladder settings; a `None` keeps what was there.
    pub async fn set_ladder_settings(
        &self,
        guild_id: Venue,
        variant: Option<VariantId>,
        accept_days: Option<i64>,
        vacation_days: Option<i64>,
        now: i64,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO ladder_settings (guild_id, variant, accept_days, vacation_days, \
             updated_at) VALUES ($1, $2, $3, $5, $4) ON CONFLICT (guild_id) DO UPDATE SET \
             variant = COALESCE(excluded.variant, ladder_settings.variant), \
             accept_days = COALESCE(excluded.accept_days, ladder_settings.accept_days), \
             vacation_days = COALESCE(excluded.vacation_days, ladder_settings.vacation_days), \
             updated_at = excluded.updated_at"
        )
        .bind(guild_id)
        .bind(variant.map(VariantId::id))
        .bind(accept_days)
        .bind(now)
        .bind(vacation_days)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Close the season of one game's ladder, in one transaction: archive its final
    /// standings (place, rating in that game, record), number it, and start the
    /// next season from the same order, or with `reset` from the ratings (highest
    /// first; unrated players after, in their old order). Records and away periods
    /// start again. `None` when the ladder is empty.
    pub async fn close_season(
        &self,
        guild_id: Venue,
        variant: VariantId,
        closed_by: UserId,
        reset: bool,
        now: i64,
    ) -> Result<Option<ClosedSeason>> {
        let _turn = self.turns.take().await;
        let ladder_sql = format!(
            "SELECT {LADDER_COLUMNS} FROM ladder WHERE guild_id = $1 AND variant = $2 \
             ORDER BY position"
        );
        // A reset orders the ladder by the correspondence pool: ladder games are
        // correspondence games.
        let ratings_sql = format!(
            "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND variant = $2 \
             AND speed = 'correspondence'"
        );
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_server(guild_id).await?;
            let ladder: Vec<LadderRow> = sqlx::query_as(&ladder_sql)
                .bind(guild_id)
                .bind(variant.id())
                .fetch_all(&mut *tx)
                .await?;
            if ladder.is_empty() {
                return Ok(None);
            }
            let ratings: Vec<RatingRow> = sqlx::query_as(&ratings_sql)
                .bind(guild_id)
                .bind(variant.id())
                .fetch_all(&mut *tx)
                .await?;
            let rating_of =
                |user: UserId| ratings.iter().find(|r| r.user_id == user).map(|r| r.rating);
            let last: Option<(SeasonId, i64)> = sqlx::query_as(
                "SELECT season, closed_at FROM ladder_seasons WHERE guild_id = $1 \
                 AND variant = $2 ORDER BY season DESC LIMIT 1",
            )
            .bind(guild_id)
            .bind(variant.id())
            .fetch_optional(&mut *tx)
            .await?;
            let season = SeasonRow {
                guild_id,
                variant,
                season: last.map_or(SeasonId::new(1), |(n, _)| n.next()),
                started_at: last.map(|(_, at)| at),
                closed_at: now,
                closed_by,
                reset,
            };
            sqlx::query(
                "INSERT INTO ladder_seasons (guild_id, variant, season, started_at, closed_at, \
                 closed_by, reset) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(guild_id)
            .bind(variant.id())
            .bind(season.season)
            .bind(season.started_at)
            .bind(now)
            .bind(closed_by)
            .bind(reset)
            .execute(&mut *tx)
            .await?;
            let mut standings = Vec::new();
            for l in &ladder {
                let row = ArchiveRow {
                    guild_id,
                    variant,
                    season: season.season,
                    position: l.position,
                    user_id: l.user_id,
                    rating: rating_of(l.user_id),
                    wins: l.wins,
                    losses: l.losses,
                    draws: l.draws,
                };
                sqlx::query(
                    "INSERT INTO ladder_archive (guild_id, variant, season, position, user_id, \
                     rating, wins, losses, draws) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(guild_id)
                .bind(variant.id())
                .bind(row.season)
                .bind(row.position)
                .bind(row.user_id)
                .bind(row.rating)
                .bind(row.wins)
                .bind(row.losses)
                .bind(row.draws)
                .execute(&mut *tx)
                .await?;
                standings.push(row);
            }
            let places: Vec<_> = ladder
                .iter()
                .map(|l| (l.user_id, rating_of(l.user_id)))
                .collect();
            let next = next_season_order(&places, reset);
            for (i, user_id) in next.iter().enumerate() {
                sqlx::query(
                    "UPDATE ladder SET position = $1, wins = 0, losses = 0, draws = 0, \
                     away_used = 0 WHERE guild_id = $2 AND variant = $3 AND user_id = $4",
                )
                .bind(i as i64 + 1)
                .bind(guild_id)
                .bind(variant.id())
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(Some(ClosedSeason {
                season,
                standings,
                next_order: next,
            }))
        })
    }

    /// The closed seasons of one game's ladder, latest first.
    pub async fn seasons(&self, guild_id: Venue, variant: VariantId) -> Result<Vec<SeasonRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT guild_id, variant, season, started_at, closed_at, closed_by, reset \
             FROM ladder_seasons WHERE guild_id = $1 AND variant = $2 ORDER BY season DESC"
        )
        .bind(guild_id)
        .bind(variant.id())
        .fetch_all(pool)
        .await)
    }

    /// A closed season's final standings, top first.
    pub async fn season_standings(
        &self,
        guild_id: Venue,
        variant: VariantId,
        season: SeasonId,
    ) -> Result<Vec<ArchiveRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT guild_id, variant, season, position, user_id, rating, wins, losses, draws \
             FROM ladder_archive WHERE guild_id = $1 AND variant = $2 AND season = $3 \
             ORDER BY position"
        )
        .bind(guild_id)
        .bind(variant.id())
        .bind(season)
        .fetch_all(pool)
        .await)
    }
}
