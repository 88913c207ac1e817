//! What the web pages read (and the one setting that lets them show a server): each
//! game's unguessable page token, whether a server's pages are shown, names of
//! players, a server's recent games, its daily puzzles and a tournament's games.
//! The pages only ever read; [`Store::open_read_only`] opens a database so that
//! nothing can be written through it at all.

use std::collections::HashMap;
use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

use super::backend::{on, Pool, WriteTurns};
use super::{
    describe_error, DailyRow, Dialect, GameRow, MoveRow, Result, Store, TournamentRow, GAME_COLUMNS,
};
use crate::ids::{GameId, TournamentId, UserId, Venue};

/// The migration that gave games their tokens and servers their web setting: a
/// database must be at least this far for the pages to read it.
pub const WEB_SCHEMA: i64 = 17;

/// A new page token: 128 random bits as 32 lower-case hex digits, from the
/// operating system's randomness (rand's thread generator is a CSPRNG seeded
/// from it), so that no page can be found by counting.
pub(super) fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Whether `text` could be a page token (32 lower-case hex digits): anything else
/// is not looked up.
pub fn is_token(text: &str) -> bool {
    text.len() == 32 && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// A game's state as a page that follows it watches it change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    pub id: GameId,
    pub ply: i64,
    pub updated_at: i64,
    pub active: bool,
}

/// A move's clock, in a live game: the time it took and what it left its mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTime {
    pub ply: i64,
    pub spent_ms: Option<i64>,
    pub left_ms: Option<i64>,
}

impl Store {
    /// Open the database at `url` so that nothing can be written through it:
    /// SQLite read-only, PostgreSQL in read-only transactions, and no migration
    /// run. Its schema must have the pages' columns (migration [`WEB_SCHEMA`]):
    /// a database the bot has not upgraded yet is refused in one sentence.
    pub async fn open_read_only(url: &str) -> std::result::Result<Store, String> {
        let cannot = |e: sqlx::Error| format!("cannot open {url}: {}", describe_error(&e));
        let dialect = super::check_url(url)?;
        let pool = match dialect {
            Dialect::Sqlite => {
                let options = SqliteConnectOptions::from_str(url)
                    .map_err(cannot)?
                    .read_only(true)
                    .create_if_missing(false)
                    .busy_timeout(std::time::Duration::from_secs(5));
                Pool::Sqlite(
                    SqlitePoolOptions::new()
                        .max_connections(8)
                        .connect_with(options)
                        .await
                        .map_err(cannot)?,
                )
            }
            Dialect::Postgres => {
                let options = PgConnectOptions::from_str(url)
                    .map_err(cannot)?
                    .options([("default_transaction_read_only", "on")]);
                Pool::Postgres(
                    PgPoolOptions::new()
                        .max_connections(8)
                        .connect_with(options)
                        .await
                        .map_err(cannot)?,
                )
            }
        };
        let store = Store {
            turns: WriteTurns::for_dialect(dialect),
            pool,
        };
        let version: Option<i64> = on!(store, |pool| sqlx::query_scalar(
            "SELECT MAX(version) FROM _sqlx_migrations WHERE success"
        )
        .fetch_one(pool)
        .await)
        .map_err(|e| {
            format!(
                "{url} is not a washogi-bot database ({}); start the bot on it first",
                describe_error(&e)
            )
        })?;
        match version {
            Some(v) if v >= WEB_SCHEMA => Ok(store),
            _ => {
                store.close().await;
                Err(format!(
                    "{url} has an older schema than the web pages need: start this version \
                     of the bot on it once (it upgrades the database), then the pages"
                ))
            }
        }
    }

    /// Whether a server's pages are shown (an admin turned them on). Never for
    /// direct messages.
    pub async fn server_web(&self, guild_id: Venue) -> Result<bool> {
        if guild_id == Venue::Direct {
            return Ok(false);
        }
        Ok(self.server_choice(guild_id, "web").await?.unwrap_or(false))
    }

    /// Show (or hide) a server's pages.
    pub async fn set_server_web(&self, guild_id: Venue, on: bool, now: i64) -> Result<()> {
        self.set_server_choice(guild_id, "web", on, now).await
    }

    /// A server's name as last noted (`None`: never seen, or direct messages).
    pub async fn server_name(&self, guild_id: Venue) -> Result<Option<String>> {
        if guild_id == Venue::Direct {
            return Ok(None);
        }
        self.server_choice(guild_id, "name").await
    }

    /// Note a server's name (written only when it changed: Discord sends every
    /// server again at each connection).
    pub async fn set_server_name(&self, guild_id: Venue, name: &str, now: i64) -> Result<()> {
        if guild_id == Venue::Direct || self.server_name(guild_id).await?.as_deref() == Some(name) {
            return Ok(());
        }
        self.set_server_choice(guild_id, "name", name.to_string(), now)
            .await
    }

    /// A game's page token (`None`: no such game).
    pub async fn game_token(&self, game_id: GameId) -> Result<Option<String>> {
        let token: Option<Option<String>> = on!(self, |pool| sqlx::query_scalar(
            "SELECT web_token FROM games WHERE id = $1"
        )
        .bind(game_id)
        .fetch_optional(pool)
        .await)?;
        Ok(token.flatten())
    }

    /// The game whose page token is `token`; nothing for text that is no token.
    pub async fn game_by_token(&self, token: &str) -> Result<Option<GameRow>> {
        if !is_token(token) {
            return Ok(None);
        }
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE web_token = $1");
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(token)
            .fetch_optional(pool)
            .await)
    }

    /// Move `ply` of a game (1 for the first), if it was played.
    pub async fn move_at(&self, game_id: GameId, ply: i64) -> Result<Option<MoveRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT game_id, ply, usi, sfen_after, played_at, position_key, gave_check, \
             spent_ms, left_ms, left_periods FROM moves WHERE game_id = $1 AND ply = $2"
        )
        .bind(game_id)
        .bind(ply)
        .fetch_optional(pool)
        .await)
    }

    /// The current ply and status of each of `games` (those that exist), for pages
    /// that follow them.
    pub async fn game_states(&self, games: &[GameId]) -> Result<Vec<GameState>> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let marks: Vec<String> = (1..=games.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT id, ply, updated_at, status FROM games WHERE id IN ({})",
            marks.join(", ")
        );
        let rows: Vec<(GameId, i64, i64, String)> = on!(self, |pool| {
            let mut q = sqlx::query_as(&sql);
            for id in games {
                q = q.bind(*id);
            }
            q.fetch_all(pool).await
        })?;
        Ok(rows
            .into_iter()
            .map(|(id, ply, updated_at, status)| GameState {
                id,
                ply,
                updated_at,
                active: status == "active",
            })
            .collect())
    }

    /// Each move's clock in a game, in order (live games; correspondence moves
    /// have none).
    pub async fn move_times(&self, game_id: GameId) -> Result<Vec<MoveTime>> {
        let rows: Vec<(i64, Option<i64>, Option<i64>)> = on!(self, |pool| sqlx::query_as(
            "SELECT ply, spent_ms, left_ms FROM moves WHERE game_id = $1 ORDER BY ply"
        )
        .bind(game_id)
        .fetch_all(pool)
        .await)?;
        Ok(rows
            .into_iter()
            .map(|(ply, spent_ms, left_ms)| MoveTime {
                ply,
                spent_ms,
                left_ms,
            })
            .collect())
    }

    /// The names of these players, as last seen (those the bot has seen).
    pub async fn player_names(&self, users: &[UserId]) -> Result<HashMap<UserId, String>> {
        let mut users = users.to_vec();
        users.sort_unstable();
        users.dedup();
        let mut names = HashMap::new();
        // A few hundred at a time: both databases take that many parameters.
        for chunk in users.chunks(500) {
            let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT user_id, name FROM players WHERE user_id IN ({})",
                marks.join(", ")
            );
            let rows: Vec<(UserId, String)> = on!(self, |pool| {
                let mut q = sqlx::query_as(&sql);
                for id in chunk {
                    q = q.bind(*id);
                }
                q.fetch_all(pool).await
            })?;
            names.extend(rows);
        }
        Ok(names)
    }

    /// A server's games, newest first: the `limit` most recently finished or
    /// still played, with their page tokens.
    pub async fn recent_games(
        &self,
        guild_id: Venue,
        limit: i64,
    ) -> Result<Vec<(GameRow, String)>> {
        let sql = format!(
            "SELECT {GAME_COLUMNS}, web_token FROM games WHERE guild_id = $1 \
             AND web_token IS NOT NULL ORDER BY updated_at DESC, id DESC LIMIT $2"
        );
        on!(self, |pool| {
            use sqlx::Row;
            let rows = sqlx::query(&sql)
                .bind(guild_id)
                .bind(limit)
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok((sqlx::FromRow::from_row(r)?, r.try_get("web_token")?)))
                .collect()
        })
    }

    /// The page tokens of a tournament's games.
    pub async fn tournament_tokens(&self, id: TournamentId) -> Result<HashMap<GameId, String>> {
        let rows: Vec<(GameId, String)> = on!(self, |pool| {
            sqlx::query_as(
            "SELECT g.id, g.web_token FROM tournament_boards b JOIN games g ON g.id = b.game_id \
             WHERE b.tournament_id = $1 AND g.web_token IS NOT NULL"
        )
        .bind(id)
        .fetch_all(pool)
        .await
        })?;
        Ok(rows.into_iter().collect())
    }

    /// Every rating of one game in a server, in all its pools (one a speed).
    pub async fn ratings_in_every_pool(
        &self,
        guild_id: Venue,
        variant: crate::rules::VariantId,
    ) -> Result<Vec<super::RatingRow>> {
        let sql = format!(
            "SELECT {} FROM ratings WHERE guild_id = $1 AND variant = $2 ORDER BY user_id",
            super::standings::RATING_COLUMNS
        );
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(guild_id)
            .bind(variant.id())
            .fetch_all(pool)
            .await)
    }

    /// A server's daily puzzles, newest first, at most `limit`.
    pub async fn dailies(&self, guild_id: Venue, limit: i64) -> Result<Vec<DailyRow>> {
        on!(self, |pool| sqlx::query_as(
            "SELECT guild_id, day, puzzle_id, channel_id, message_id, claimed_at, revealed_at \
             FROM daily_puzzles WHERE guild_id = $1 ORDER BY day DESC LIMIT $2"
        )
        .bind(guild_id)
        .bind(limit)
        .fetch_all(pool)
        .await)
    }

    /// A tournament of a server, if it is that server's.
    pub async fn tournament_of(
        &self,
        guild_id: Venue,
        id: TournamentId,
    ) -> Result<Option<TournamentRow>> {
        Ok(self
            .tournament(id)
            .await?
            .filter(|t| t.guild_id == guild_id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_32_hex_digits_and_differ() {
        let a = new_token();
        let b = new_token();
        assert!(is_token(&a) && is_token(&b), "{a} {b}");
        assert_ne!(a, b);
        for not in [
            "",
            "1",
            "../../etc/passwd",
            "ABCDEF0123456789ABCDEF0123456789",
            "0123456789abcdef0123456789abcdeg",
            "0123456789abcdef0123456789abcdef0",
        ] {
            assert!(!is_token(not), "{not}");
        }
    }
}
