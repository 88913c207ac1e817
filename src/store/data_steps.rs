//! Upgrades SQL alone cannot make, run by [`Store::open`] right after the SQL
//! migrations. Each runs once per database, in one transaction that also records it
//! in `data_steps`; of two processes starting at once, one claims it and the other
//! waits for that to commit and then finds it done.
//!
//! `ratings_per_game` (after migration 0007): every (server, game) Glicko-2 pool is
//! rebuilt by replaying that server's settled rated games of that game in the order
//! they ended (then by id), with the same [`rate`] that settles new games; and each
//! ladder player's record counts the settled ladder games of that ladder's game.

use crate::ids::{UserId, Venue};
use std::collections::{BTreeMap, HashMap};
use washogi_rules::VariantId;

use super::backend::on;
use super::standings::{rate, RatingRow};
use super::{GameResult, Result, Store};

const RATINGS_PER_GAME: &str = "ratings_per_game";

/// One settled game as the replay needs it.
type Played = (Venue, String, UserId, UserId, GameResult, bool, bool, i64);

impl Store {
    pub(super) async fn run_data_steps(&self) -> Result<()> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64);
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            let claimed = sqlx::query(
                "INSERT INTO data_steps (name, done_at) VALUES ($1, $2) \
                 ON CONFLICT (name) DO NOTHING",
            )
            .bind(RATINGS_PER_GAME)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                return Ok(());
            }
            let games: Vec<Played> = sqlx::query_as(
                "SELECT guild_id, variant, sente_id, gote_id, result, rated, ladder, \
                 COALESCE(finished_at, updated_at) AS ended FROM games \
                 WHERE status = 'finished' AND rating_applied = TRUE AND result IS NOT NULL \
                 ORDER BY COALESCE(finished_at, updated_at), id",
            )
            .fetch_all(&mut *tx)
            .await?;
            let (pools, records) = replay(&games);
            sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
            for ((guild_id, variant, user_id), (r, updated_at)) in &pools {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, \
                     volatility, wins, losses, draws, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                )
                .bind(guild_id)
                .bind(variant)
                .bind(user_id)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(r.wins)
                .bind(r.losses)
                .bind(r.draws)
                .bind(updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for ((guild_id, variant, user_id), [w, l, d]) in &records {
                sqlx::query(
                    "UPDATE ladder SET wins = $1, losses = $2, draws = $3 \
                     WHERE guild_id = $4 AND variant = $5 AND user_id = $6",
                )
                .bind(w)
                .bind(l)
                .bind(d)
                .bind(guild_id)
                .bind(variant)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await
        })
    }
}

type Key = (Venue, String, UserId);

/// The pools (each rating with the time of its last game) and the ladder records
/// that replaying these games, in this order, gives.
#[allow(clippy::type_complexity)]
fn replay(games: &[Played]) -> (BTreeMap<Key, (RatingRow, i64)>, HashMap<Key, [i64; 3]>) {
    let mut pools: BTreeMap<Key, (RatingRow, i64)> = BTreeMap::new();
    let mut records: HashMap<Key, [i64; 3]> = HashMap::new();
    for (guild_id, variant, sente_id, gote_id, result, rated, ladder, ended) in games {
        let key = |user: UserId| (*guild_id, variant.clone(), user);
        let Some(game) = VariantId::from_id(variant) else {
            tracing::warn!(variant, "a game of no known kind left out of the ratings");
            continue;
        };
        if *rated {
            let row = |user: UserId| {
                pools
                    .get(&key(user))
                    .map(|(r, _)| r.clone())
                    .unwrap_or_else(|| RatingRow::new(*guild_id, game, user))
            };
            let (sente, gote) = rate(&row(*sente_id), &row(*gote_id), *result);
            pools.insert(key(*sente_id), (sente, *ended));
            pools.insert(key(*gote_id), (gote, *ended));
        }
        if *ladder {
            for (user, won, lost) in [
                (
                    *sente_id,
                    *result == GameResult::Sente,
                    *result == GameResult::Gote,
                ),
                (
                    *gote_id,
                    *result == GameResult::Gote,
                    *result == GameResult::Sente,
                ),
            ] {
                let r = records.entry(key(user)).or_default();
                r[0] += i64::from(won);
                r[1] += i64::from(lost);
                r[2] += i64::from(!won && !lost);
            }
        }
    }
    (pools, records)
}
