//! The two databases the store runs on: SQLite (embedded, the default) and
//! PostgreSQL (a server, for deployments past one machine). Every query is written
//! once, in SQL both understand (`$1` placeholders, `TRUE`/`FALSE`, `RETURNING`), and
//! run on whichever pool the store has through [`on!`].
//!
//! Concurrency, and why each write applies exactly once:
//! - Changes to a game, a challenge or a reminder are single guarded `UPDATE`s
//!   (`WHERE id = $1 AND ply = $2 AND status = 'active'`). SQLite runs one writer at a
//!   time; PostgreSQL (READ COMMITTED) makes a second writer of the same row wait for
//!   the first to commit and then re-checks its `WHERE` on the new row, so the loser
//!   of a race matches no row. No retry loop is needed.
//! - Ratings and the ladder are read, computed and written back over several rows;
//!   there each transaction first takes a lock on its server
//!   (`pg_advisory_xact_lock(guild_id)`, released at commit), so settlements and
//!   ladder changes of one server run one after another across processes. SQLite's
//!   single writer gives the same order for free.

use crate::ids::Venue;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{PgPool, SqlitePool};

use super::migrations::{migrator_until, Dialect};
use super::Result;

/// The pool of one of the two databases.
#[derive(Clone, Debug)]
pub(super) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Run the same sqlx code on whichever pool the store has, with `$pool` bound to it
/// (`&SqlitePool` or `&PgPool`); both arms must give the same type.
macro_rules! on {
    ($store:expr, |$pool:ident| $body:expr) => {
        match &$store.pool {
            $crate::store::backend::Pool::Sqlite($pool) => $body,
            $crate::store::backend::Pool::Postgres($pool) => $body,
        }
    };
}
pub(super) use on;

/// Connections kept open: enough that a burst of commands never queues for one.
const CONNECTIONS: u32 = 16;

impl Pool {
    /// Connect to `url` (`sqlite://…` or `postgres://…`) and bring its schema up to
    /// migration `last` (`i64::MAX`: up to date).
    pub async fn open(url: &str, last: i64) -> Result<Pool> {
        // Never take a URL of another kind (or a bare path) as a new SQLite file.
        let dialect = super::check_url(url).map_err(|e| sqlx::Error::Configuration(e.into()))?;
        if dialect == Dialect::Postgres {
            let options = PgConnectOptions::from_str(url)?;
            let pool = PgPoolOptions::new()
                .max_connections(CONNECTIONS)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            migrator_until(Dialect::Postgres, last)
                .await?
                .run(&pool)
                .await?;
            return Ok(Pool::Postgres(pool));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        // Each connection to an in-memory database is a database of its own.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let pool = SqlitePoolOptions::new()
            .max_connections(if in_memory { 1 } else { CONNECTIONS })
            .connect_with(options)
            .await?;
        migrator_until(Dialect::Sqlite, last)
            .await?
            .run(&pool)
            .await?;
        Ok(Pool::Sqlite(pool))
    }

    pub fn dialect(&self) -> Dialect {
        match self {
            Pool::Sqlite(_) => Dialect::Sqlite,
            Pool::Postgres(_) => Dialect::Postgres,
        }
    }

    pub async fn close(&self) {
        match self {
            Pool::Sqlite(p) => p.close().await,
            Pool::Postgres(p) => p.close().await,
        }
    }
}

/// Writers of one process take turns on SQLite, first come first served. SQLite
/// allows one writer at a time anyway; waiting here costs nothing, while a writer
/// refused by SQLite backs off in sleeps of up to 100 ms (its busy handler), which
/// under a burst of commands added seconds to replies. Other processes on the same
/// file are still kept apart by SQLite's lock and busy timeout. PostgreSQL needs no
/// turns: its row locks keep writers of different games apart.
#[derive(Clone, Debug, Default)]
pub(super) struct WriteTurns(Option<Arc<tokio::sync::Mutex<()>>>);

impl WriteTurns {
    pub fn for_dialect(dialect: Dialect) -> WriteTurns {
        WriteTurns((dialect == Dialect::Sqlite).then(|| Arc::new(tokio::sync::Mutex::new(()))))
    }

    /// Wait for this writer's turn (at once on PostgreSQL).
    pub async fn take(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match &self.0 {
            Some(m) => Some(m.lock().await),
            None => None,
        }
    }
}

/// Serialising the multi-row changes of one server (ratings, the ladder) across
/// processes; see the module notes.
pub(super) trait LockServer {
    /// Hold the lock of server `guild_id` until this transaction ends.
    async fn lock_server(&mut self, guild_id: Venue) -> Result<()>;
}

impl LockServer for sqlx::Transaction<'_, sqlx::Postgres> {
    async fn lock_server(&mut self, guild_id: Venue) -> Result<()> {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(guild_id)
            .execute(&mut **self)
            .await?;
        Ok(())
    }
}

impl LockServer for sqlx::Transaction<'_, sqlx::Sqlite> {
    /// SQLite's writer runs alone: the transaction, once it has written, is the lock.
    async fn lock_server(&mut self, _guild_id: Venue) -> Result<()> {
        Ok(())
    }
}

/// Serialising what changes a player's clocks across their games (a vacation begun
/// or ended, a move whose next player may be away) across processes: each such
/// transaction first locks the players it concerns, always in the order of their
/// ids, before any row, so that two of them never wait for each other. The keys are
/// the players' ids negated, apart from the servers' (snowflakes, positive).
pub(super) trait LockUsers {
    /// Hold the locks of these players until this transaction ends.
    async fn lock_users(&mut self, users: &[crate::ids::UserId]) -> Result<()>;
}

/// The players' lock keys, in the order they are taken: ascending, once each.
fn user_keys(users: &[crate::ids::UserId]) -> Vec<i64> {
    let mut keys: Vec<i64> = users.iter().map(|u| -u.get()).collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

impl LockUsers for sqlx::Transaction<'_, sqlx::Postgres> {
    async fn lock_users(&mut self, users: &[crate::ids::UserId]) -> Result<()> {
        for key in user_keys(users) {
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(key)
                .execute(&mut **self)
                .await?;
        }
        Ok(())
    }
}

impl LockUsers for sqlx::Transaction<'_, sqlx::Sqlite> {
    /// SQLite's writer runs alone: a transaction that writes first is the lock.
    async fn lock_users(&mut self, _users: &[crate::ids::UserId]) -> Result<()> {
        Ok(())
    }
}
