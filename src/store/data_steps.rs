//! Upgrades SQL alone cannot make, run by [`Store::open`] right after the SQL
//! migrations. Each runs once per database, in one transaction that also records it
//! in `data_steps`; of two processes starting at once, one claims it and the other
//! waits for that to commit and then finds it done.
//!
//! `ratings_per_game` (after migration 0007): every (server, game, speed) Glicko-2
//! pool is rebuilt by replaying that server's settled rated games of that game and
//! speed in the order they ended (then by id), with the same [`rate`] that settles
//! new games; and each ladder player's record counts the settled ladder games of
//! that ladder's game. (A database this step runs on has no live games, whose
//! pools came later with migration 0015; they are replayed into their pools all
//! the same.)

use crate::decide::clock::{Speed, TimeControl};
use crate::ids::{UserId, Venue};
use std::collections::{BTreeMap, HashMap};
use washogi_rules::VariantId;

use super::backend::on;
use super::standings::{rate, RatingRow};
use super::{GameResult, Result, Store};

const RATINGS_PER_GAME: &str = "ratings_per_game";

/// One settled game as the replay needs it (its time control last).
type Played = (
    Venue,
    String,
    UserId,
    UserId,
    GameResult,
    bool,
    bool,
    i64,
    Option<TimeControl>,
);

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
                 COALESCE(finished_at, updated_at) AS ended, time_control FROM games \
                 WHERE status = 'finished' AND rating_applied = TRUE AND result IS NOT NULL \
                 ORDER BY COALESCE(finished_at, updated_at), id",
            )
            .fetch_all(&mut *tx)
            .await?;
            let (pools, records) = replay(&games);
            sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
            for ((guild_id, variant, speed, user_id), (r, updated_at)) in &pools {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, variant, speed, user_id, rating, \
                     deviation, volatility, wins, losses, draws, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                )
                .bind(guild_id)
                .bind(variant)
                .bind(speed.key())
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
/// A rating pool's player: server, game, speed, user.
type PoolKey = (Venue, String, Speed, UserId);

/// The pools (each rating with the time of its last game) and the ladder records
/// that replaying these games, in this order, gives.
#[allow(clippy::type_complexity)]
fn replay(games: &[Played]) -> (BTreeMap<PoolKey, (RatingRow, i64)>, HashMap<Key, [i64; 3]>) {
    let mut pools: BTreeMap<PoolKey, (RatingRow, i64)> = BTreeMap::new();
    let mut records: HashMap<Key, [i64; 3]> = HashMap::new();
    for (guild_id, variant, sente_id, gote_id, result, rated, ladder, ended, control) in games {
        let key = |user: UserId| (*guild_id, variant.clone(), user);
        let speed = control.map_or(Speed::Correspondence, |t| t.speed());
        let pool_key = |user: UserId| (*guild_id, variant.clone(), speed, user);
        let Some(game) = VariantId::from_id(variant) else {
            tracing::warn!(variant, "a game of no known kind left out of the ratings");
            continue;
        };
        if *rated {
            let row = |user: UserId| {
                pools
                    .get(&pool_key(user))
                    .map(|(r, _)| r.clone())
                    .unwrap_or_else(|| RatingRow::new_in(*guild_id, game, speed, user))
            };
            let (sente, gote) = rate(&row(*sente_id), &row(*gote_id), *result);
            pools.insert(pool_key(*sente_id), (sente, *ended));
            pools.insert(pool_key(*gote_id), (gote, *ended));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A rated live game is replayed into the pool of its speed, a correspondence
    /// game into the correspondence pool, each from a fresh start.
    #[test]
    fn games_are_replayed_into_the_pools_of_their_speeds() {
        let game = |control: Option<&str>, result| -> Played {
            (
                Venue::from_key(10),
                "shogi".into(),
                UserId::new(1),
                UserId::new(2),
                result,
                true,
                false,
                100,
                control.map(|c| TimeControl::parse(c).unwrap()),
            )
        };
        let games = [
            game(None, GameResult::Sente),
            game(Some("5|3"), GameResult::Gote),
            game(Some("5|3"), GameResult::Gote),
        ];
        let (pools, _) = replay(&games);
        let key = |speed, user| {
            (
                Venue::from_key(10),
                "shogi".to_string(),
                speed,
                UserId::new(user),
            )
        };
        assert_eq!(pools.len(), 4);
        let (corr, _) = &pools[&key(Speed::Correspondence, 1)];
        assert_eq!(
            (corr.wins, corr.losses, corr.speed),
            (1, 0, Speed::Correspondence)
        );
        let (blitz, _) = &pools[&key(Speed::Blitz, 1)];
        assert_eq!(
            (blitz.wins, blitz.losses, blitz.speed),
            (0, 2, Speed::Blitz)
        );
    }
}
