//! The database `migrate-db` copies from, opened so that nothing is ever written to
//! it: SQLite read-only (`mode=ro`), PostgreSQL in read-only transactions, and no
//! migration run on it. Before anything is read, its schema is checked against this
//! bot's migrations by their checksums: a database of something else is refused in
//! one sentence naming it, and so is one written by a newer bot. One written by an
//! older bot is brought up to date in a snapshot (SQLite: `VACUUM INTO` a temporary
//! file, which the copy then reads), never in place.

use std::path::PathBuf;
use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

use super::backend::{on, Pool, WriteTurns};
use super::migrations::{migrator_until, schema_version, Dialect};
use super::{describe_error, Store};

/// An opened source, and the snapshot it reads from when it had to be upgraded.
pub(super) struct Source {
    store: Store,
    snapshot: Option<PathBuf>,
}

/// How a source's schema compares with this bot's.
#[derive(Debug, PartialEq, Eq)]
enum Schema {
    /// Not this bot's database: no migrations of ours (or another program's).
    Foreign,
    /// This bot's, at this migration; the current one is [`schema_version`].
    Ours(i64),
}

impl Source {
    /// Open the source at `url` (already checked to be a database URL).
    pub async fn open(url: &str) -> Result<Source, String> {
        let cannot =
            |e: sqlx::Error| format!("cannot open the source {url}: {}", describe_error(&e));
        let dialect = super::check_url(url)?;
        let pool = match dialect {
            Dialect::Sqlite => {
                check_sqlite_file(url)?;
                let options = SqliteConnectOptions::from_str(url)
                    .map_err(cannot)?
                    .read_only(true)
                    .create_if_missing(false);
                Pool::Sqlite(
                    SqlitePoolOptions::new()
                        .max_connections(1)
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
                        .max_connections(2)
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
        let current = schema_version();
        let found = schema(&store).await.map_err(|e| {
            format!(
                "cannot read the source {url}: {}; nothing was copied",
                describe_error(&e)
            )
        })?;
        match found {
            Schema::Ours(v) if v == current => Ok(Source {
                store,
                snapshot: None,
            }),
            Schema::Foreign => {
                store.close().await;
                Err(format!(
                    "the source {url} is not a washogi-bot database (it has none of this \
                     bot's tables); nothing was copied"
                ))
            }
            Schema::Ours(v) if v > current => {
                store.close().await;
                Err(format!(
                    "the source {url} was written by a newer washogi-bot (schema {v}; this one \
                     knows {current}); nothing was copied"
                ))
            }
            Schema::Ours(v) => match dialect {
                Dialect::Sqlite => upgraded_snapshot(store, url).await,
                Dialect::Postgres => {
                    store.close().await;
                    Err(format!(
                        "the source {url} has an older schema ({v}; this bot's is {current}): \
                         start this version of the bot on it once, then copy it; nothing was \
                         copied"
                    ))
                }
            },
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Close the source, and remove the snapshot it was read from, if any.
    pub async fn close(self) {
        self.store.close().await;
        if let Some(file) = self.snapshot {
            for suffix in ["", "-wal", "-shm"] {
                let mut name = file.clone().into_os_string();
                name.push(suffix);
                let _ = std::fs::remove_file(name);
            }
        }
    }
}

/// Whether a SQLite URL names a file that exists (opening a missing file would
/// create it) and not memory (a new, empty database).
fn check_sqlite_file(url: &str) -> Result<(), String> {
    let path = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
        .unwrap_or(url);
    let file = path.split('?').next().unwrap_or(path);
    if file.contains(":memory:") || url.contains("mode=memory") {
        return Err(format!("the source {url} is an empty in-memory database"));
    }
    if !std::path::Path::new(file).is_file() {
        return Err(format!("the source {url} does not exist"));
    }
    Ok(())
}

/// The source's schema: the migrations it has applied, each of which must be one of
/// this bot's, checksum and all.
async fn schema(store: &Store) -> super::Result<Schema> {
    let tables = store.table_names().await?;
    if tables.is_empty() {
        return Ok(Schema::Foreign);
    }
    let has_migrations: bool = on!(store, |pool| sqlx::query_scalar(match store.dialect() {
        Dialect::Sqlite => {
            "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' \
             AND name = '_sqlx_migrations')"
        }
        Dialect::Postgres => {
            "SELECT EXISTS (SELECT 1 FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_name = '_sqlx_migrations')"
        }
    })
    .fetch_one(pool)
    .await)?;
    if !has_migrations {
        return Ok(Schema::Foreign);
    }
    let applied: Vec<(i64, Vec<u8>)> = on!(store, |pool| sqlx::query_as(
        "SELECT version, checksum FROM _sqlx_migrations WHERE success ORDER BY version"
    )
    .fetch_all(pool)
    .await)?;
    let ours = migrator_until(store.dialect(), i64::MAX)
        .await
        .map_err(|e| sqlx::Error::Migrate(Box::new(e)))?;
    let mut last = None;
    for (version, checksum) in &applied {
        match ours.iter().find(|m| m.version == *version) {
            Some(m) if m.checksum.as_ref() == checksum.as_slice() => last = Some(*version),
            // A migration of a newer bot than this one.
            None if *version > schema_version() => last = Some(*version),
            _ => return Ok(Schema::Foreign),
        }
    }
    Ok(last.map_or(Schema::Foreign, Schema::Ours))
}

/// A source of an older schema, copied whole into a temporary file (the source is
/// only read) and brought up to date there; the copy then reads the snapshot.
async fn upgraded_snapshot(store: Store, url: &str) -> Result<Source, String> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let file =
        std::env::temp_dir().join(format!("washogi-migrate-{}-{nanos}.db", std::process::id()));
    let failed = |e: sqlx::Error| {
        let _ = std::fs::remove_file(&file);
        format!(
            "cannot bring the source {url} up to date in a snapshot: {}; nothing was copied",
            describe_error(&e)
        )
    };
    let snapshot = on!(store, |pool| sqlx::query("VACUUM INTO $1")
        .bind(file.to_string_lossy().into_owned())
        .execute(pool)
        .await
        .map(drop));
    store.close().await;
    snapshot.map_err(failed)?;
    let upgraded = Store::open(&format!("sqlite://{}", file.display()))
        .await
        .map_err(failed)?;
    Ok(Source {
        store: upgraded,
        snapshot: Some(file),
    })
}
