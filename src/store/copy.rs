//! Moving a database to another (`washogi-bot migrate-db`): every row of every
//! table, ids kept, in one transaction on the target, which must be empty.
//!
//! The copy is driven by one table of the tables ([`TABLES`]) and by the schema
//! itself: each table's columns and their types are read from the databases, so a
//! column added by a later migration is copied without a line here, and a table
//! added without an entry here is refused by a test. The source is only read: it
//! is opened read-only, and one that is not this bot's database, or whose schema is
//! older or newer than this bot's, is refused or read through a snapshot
//! (see [`super::source`]).

use std::fmt::Write as _;

use sqlx::Row;

use super::backend::on;
use super::source::Source;
use super::{Dialect, Result, Store, StoreError};

/// How a row that the target already holds is treated.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum OnConflict {
    /// It cannot happen (the target is empty): an error, and nothing is written.
    Refuse,
    /// The source's row takes its place: the target has some rows of its own from
    /// the moment it was opened (the shipped puzzles, whose ratings the source's
    /// carry; the data upgrades, which the source ran first).
    Replace { key: &'static str },
}

/// One table to copy.
struct Table {
    name: &'static str,
    /// What the report calls its rows.
    label: &'static str,
    /// The columns that order its rows (for a stable report and a stable dump).
    order: &'static str,
    on_conflict: OnConflict,
}

const fn table(name: &'static str, label: &'static str, order: &'static str) -> Table {
    Table {
        name,
        label,
        order,
        on_conflict: OnConflict::Refuse,
    }
}

/// Every table of the schema, in an order in which rows come after the rows they
/// refer to.
const TABLES: &[Table] = &[
    table("players", "players", "user_id"),
    table("challenges", "challenges", "id"),
    table("games", "games", "id"),
    table("moves", "moves", "game_id, ply"),
    table("ratings", "ratings", "guild_id, variant, speed, user_id"),
    table("ladder", "ladder places", "guild_id, variant, position"),
    table("user_settings", "players' settings", "user_id"),
    table("server_settings", "servers' settings", "guild_id"),
    table("ladder_settings", "servers' ladder settings", "guild_id"),
    table(
        "ladder_seasons",
        "closed seasons",
        "guild_id, variant, season",
    ),
    table(
        "ladder_archive",
        "archived places",
        "guild_id, variant, season, position",
    ),
    table("server_languages", "servers' languages", "guild_id"),
    table("takebacks", "takeback requests", "game_id"),
    Table {
        on_conflict: OnConflict::Replace { key: "name" },
        ..table("data_steps", "data upgrades", "name")
    },
    table(
        "position_evals",
        "position evaluations",
        "game_id, engine, ply",
    ),
    table("analyses", "analyses", "game_id"),
    table("hints", "hints", "game_id, ply"),
    Table {
        on_conflict: OnConflict::Replace { key: "id" },
        ..table("puzzles", "puzzles", "id")
    },
    table("puzzle_attempts", "puzzle attempts", "user_id, puzzle_id"),
    table("puzzle_ratings", "puzzle ratings", "user_id, variant"),
    table("daily_puzzle_settings", "daily puzzle settings", "guild_id"),
    table("daily_puzzles", "daily puzzles", "guild_id, day"),
    table(
        "daily_solves",
        "daily puzzle solves",
        "guild_id, day, user_id",
    ),
    table("puzzle_scans", "games searched for puzzles", "game_id"),
    table("tournaments", "tournaments", "id"),
    table(
        "tournament_players",
        "tournament players",
        "tournament_id, user_id",
    ),
    table(
        "tournament_boards",
        "tournament boards",
        "tournament_id, round, board",
    ),
    table("premoves", "conditional moves", "game_id"),
    table("vacations", "vacations", "id"),
    table("private_notices", "private notices", "id"),
    table("channel_reach", "channels' reach", "channel_id"),
];

/// What a column holds, from its declared type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    Int,
    Bool,
    Real,
    Text,
}

impl Kind {
    /// SQLite's declared types (`INTEGER`, `REAL`, `TEXT`) and PostgreSQL's
    /// (`bigint`, `boolean`, `double precision`, `text`).
    fn of(declared: &str) -> Option<Kind> {
        let t = declared.to_ascii_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| t.contains(w));
        if has(&["bool"]) {
            Some(Kind::Bool)
        } else if has(&["int", "serial"]) {
            Some(Kind::Int)
        } else if has(&["real", "double", "float", "numeric"]) {
            Some(Kind::Real)
        } else if has(&["text", "char", "clob"]) {
            Some(Kind::Text)
        } else {
            None
        }
    }
}

/// One stored value. A boolean is 0 or 1, as SQLite keeps it (some flags are
/// `INTEGER` there and `BOOLEAN` on PostgreSQL), so both databases read the same.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

/// One table's rows, its columns in the schema's order.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRows {
    pub table: &'static str,
    pub label: &'static str,
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
}

/// Everything a database holds, table by table in [`TABLES`]' order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Dump {
    pub tables: Vec<TableRows>,
}

impl Dump {
    /// Rows per table, for a report.
    pub fn counts(&self) -> Vec<(&'static str, usize)> {
        self.tables
            .iter()
            .map(|t| (t.label, t.rows.len()))
            .collect()
    }

    /// One table's rows.
    pub fn table(&self, name: &str) -> Option<&TableRows> {
        self.tables.iter().find(|t| t.table == name)
    }
}

/// Copy the database at `from` into the empty one at `to` (its schema created),
/// leaving the source as it is: how many of each thing were copied, or why
/// nothing was (one sentence naming the database at fault).
pub async fn migrate(
    from: &str,
    to: &str,
) -> std::result::Result<Vec<(&'static str, usize)>, String> {
    super::check_url(from).map_err(|e| format!("--from: {e}"))?;
    super::check_url(to).map_err(|e| format!("--to: {e}"))?;
    let describe = super::describe_error;
    let source = Source::open(from).await?;
    let target = Store::open(to)
        .await
        .map_err(|e| format!("cannot open the target {to}: {}", describe(&e)))?;
    if !target
        .is_empty()
        .await
        .map_err(|e| format!("cannot read the target: {}", describe(&e)))?
    {
        return Err(format!(
            "the target {to} already holds games or players; migrate into an empty database"
        ));
    }
    let dump = source
        .store()
        .dump()
        .await
        .map_err(|e| format!("cannot read the source {from}: {}", describe(&e)))?;
    source.close().await;
    target
        .load(&dump)
        .await
        .map_err(|e| format!("copying failed, and nothing was written: {}", describe(&e)))?;
    target.close().await;
    Ok(dump.counts())
}

/// An error of the copy itself, said as the database errors are.
fn copy_error(what: String) -> StoreError {
    StoreError::Protocol(what)
}

/// Read a column of `$kind` from `$row` as a [`Value`], whichever database it is.
/// A flag may be a boolean on one database and an integer on the other.
macro_rules! read_value {
    ($row:expr, $i:expr, $kind:expr) => {{
        let (row, i) = ($row, $i);
        let int = || row.try_get::<Option<i64>, _>(i).map(|v| v.map(Value::Int));
        let flag = || {
            row.try_get::<Option<bool>, _>(i)
                .map(|v| v.map(|b| Value::Int(b.into())))
        };
        match $kind {
            Kind::Int => int().or_else(|_| flag()),
            Kind::Bool => flag().or_else(|_| int()),
            Kind::Real => row.try_get::<Option<f64>, _>(i).map(|v| v.map(Value::Real)),
            Kind::Text => row
                .try_get::<Option<String>, _>(i)
                .map(|v| v.map(Value::Text)),
        }
        .map(|v| v.unwrap_or(Value::Null))
    }};
}

/// Bind `$value` to `$query` as a column of `$kind` takes it, whichever database.
macro_rules! bind_value {
    ($query:expr, $value:expr, $kind:expr, $column:expr) => {
        match ($kind, $value) {
            (Kind::Int, Value::Int(n)) => $query.bind(Some(*n)),
            (Kind::Int, Value::Null) => $query.bind(None::<i64>),
            (Kind::Bool, Value::Int(n)) => $query.bind(Some(*n != 0)),
            (Kind::Bool, Value::Null) => $query.bind(None::<bool>),
            (Kind::Real, Value::Real(x)) => $query.bind(Some(*x)),
            (Kind::Real, Value::Int(n)) => $query.bind(Some(*n as f64)),
            (Kind::Real, Value::Null) => $query.bind(None::<f64>),
            (Kind::Text, Value::Text(s)) => $query.bind(Some(s.clone())),
            (Kind::Text, Value::Null) => $query.bind(None::<String>),
            (kind, value) => {
                return Err(copy_error(format!(
                    "column {}: {value:?} cannot be stored as {kind:?}",
                    $column
                )))
            }
        }
    };
}

impl Store {
    /// The tables of this database (the migrator's own excepted).
    pub async fn table_names(&self) -> Result<Vec<String>> {
        let sql = match self.dialect() {
            Dialect::Sqlite => {
                "SELECT name FROM sqlite_master WHERE type = 'table' \
                 AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations' ORDER BY name"
            }
            Dialect::Postgres => {
                "SELECT table_name::TEXT FROM information_schema.tables \
                 WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
                 AND table_name <> '_sqlx_migrations' ORDER BY table_name"
            }
        };
        on!(self, |pool| sqlx::query_scalar(sql).fetch_all(pool).await)
    }

    /// A table's columns and what they hold, in the schema's order.
    async fn columns(&self, table: &str) -> Result<Vec<(String, Kind)>> {
        let sql = match self.dialect() {
            Dialect::Sqlite => "SELECT name, type FROM pragma_table_info($1) ORDER BY cid",
            Dialect::Postgres => {
                "SELECT column_name::TEXT, data_type::TEXT FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = $1 \
                 ORDER BY ordinal_position"
            }
        };
        let declared: Vec<(String, String)> = on!(self, |pool| sqlx::query_as(sql)
            .bind(table)
            .fetch_all(pool)
            .await)?;
        if declared.is_empty() {
            return Err(copy_error(format!("there is no table {table}")));
        }
        declared
            .into_iter()
            .map(|(name, ty)| match Kind::of(&ty) {
                Some(kind) => Ok((name, kind)),
                None => Err(copy_error(format!(
                    "column {table}.{name} has a type the copy does not know: {ty}"
                ))),
            })
            .collect()
    }

    /// Every row of every table, in a stable order.
    pub async fn dump(&self) -> Result<Dump> {
        let mut dump = Dump::default();
        for t in TABLES {
            let columns = self.columns(t.name).await?;
            let names: Vec<String> = columns.iter().map(|(n, _)| n.clone()).collect();
            let sql = format!(
                "SELECT {} FROM {} ORDER BY {}",
                names.join(", "),
                t.name,
                t.order
            );
            let rows = on!(self, |pool| {
                let mut rows = Vec::new();
                for row in sqlx::query(&sql).fetch_all(pool).await? {
                    let mut values = Vec::with_capacity(columns.len());
                    for (i, (_, kind)) in columns.iter().enumerate() {
                        values.push(read_value!(&row, i, *kind)?);
                    }
                    rows.push(values);
                }
                Ok::<_, StoreError>(rows)
            })?;
            dump.tables.push(TableRows {
                table: t.name,
                label: t.label,
                columns: names,
                rows,
            });
        }
        Ok(dump)
    }

    /// Write `dump` into this (empty) database in one transaction, ids kept; on
    /// PostgreSQL the id counters then continue after the copied ids.
    pub async fn load(&self, dump: &Dump) -> Result<()> {
        let mut plans = Vec::new();
        for (t, rows) in TABLES.iter().zip(&dump.tables) {
            let columns = self.columns(t.name).await?;
            let names: Vec<&str> = columns.iter().map(|(n, _)| n.as_str()).collect();
            if rows.table != t.name || rows.columns != names {
                return Err(copy_error(format!(
                    "the two databases' {} tables differ: [{}] against [{}]",
                    t.name,
                    rows.columns.join(", "),
                    names.join(", ")
                )));
            }
            plans.push((insert_sql(t, &names), columns, rows));
        }
        let postgres = self.dialect() == Dialect::Postgres;
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            for (sql, columns, rows) in &plans {
                for row in &rows.rows {
                    let mut query = sqlx::query(sql);
                    for ((name, kind), value) in columns.iter().zip(row) {
                        query = bind_value!(query, value, *kind, name);
                    }
                    query.execute(&mut *tx).await?;
                }
            }
            if postgres {
                // Ids were given, not drawn: the counters must continue after them.
                for (t, (_, columns, _)) in TABLES.iter().zip(&plans) {
                    if columns.iter().any(|(n, k)| n == "id" && *k == Kind::Int) {
                        sqlx::query(&format!(
                            "SELECT setval(pg_get_serial_sequence('{0}', 'id'), \
                             COALESCE((SELECT MAX(id) FROM {0}), 0) + 1, false) \
                             WHERE pg_get_serial_sequence('{0}', 'id') IS NOT NULL",
                            t.name
                        ))
                        .execute(&mut *tx)
                        .await?;
                    }
                }
            }
            tx.commit().await
        })
    }

    /// Whether the database holds no player, challenge or game yet.
    pub async fn is_empty(&self) -> Result<bool> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT NOT EXISTS (SELECT 1 FROM players) AND NOT EXISTS (SELECT 1 FROM challenges) \
             AND NOT EXISTS (SELECT 1 FROM games)"
        )
        .fetch_one(pool)
        .await)
    }
}

/// `INSERT INTO t (a, b) VALUES ($1, $2)`, with what a row already there does.
fn insert_sql(t: &Table, columns: &[&str]) -> String {
    let mut sql = format!("INSERT INTO {} ({}) VALUES (", t.name, columns.join(", "));
    for i in 1..=columns.len() {
        let _ = write!(sql, "{}${i}", if i > 1 { ", " } else { "" });
    }
    sql.push(')');
    match t.on_conflict {
        OnConflict::Refuse => {}
        OnConflict::Replace { key } => {
            let set: Vec<String> = columns
                .iter()
                .filter(|c| **c != key)
                .map(|c| format!("{c} = excluded.{c}"))
                .collect();
            let _ = write!(sql, " ON CONFLICT ({key}) DO UPDATE SET {}", set.join(", "));
        }
    }
    sql
}

/// The names of [`TABLES`], for the test that every table of the schema is copied.
pub fn copied_tables() -> Vec<&'static str> {
    TABLES.iter().map(|t| t.name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declared_types_are_read_for_both_databases() {
        for (declared, kind) in [
            ("INTEGER", Kind::Int),
            ("bigint", Kind::Int),
            ("BIGSERIAL", Kind::Int),
            ("BOOLEAN", Kind::Bool),
            ("boolean", Kind::Bool),
            ("REAL", Kind::Real),
            ("double precision", Kind::Real),
            ("TEXT", Kind::Text),
            ("text", Kind::Text),
        ] {
            assert_eq!(Kind::of(declared), Some(kind), "{declared}");
        }
        assert_eq!(Kind::of("BLOB"), None);
    }

    #[test]
    fn inserts_name_every_column_and_their_conflicts() {
        let puzzles = TABLES.iter().find(|t| t.name == "puzzles").unwrap();
        assert_eq!(
            insert_sql(puzzles, &["id", "sfen", "rating"]),
            "INSERT INTO puzzles (id, sfen, rating) VALUES ($1, $2, $3) ON CONFLICT (id) \
             DO UPDATE SET sfen = excluded.sfen, rating = excluded.rating"
        );
        let players = TABLES.iter().find(|t| t.name == "players").unwrap();
        assert_eq!(
            insert_sql(players, &["user_id", "name"]),
            "INSERT INTO players (user_id, name) VALUES ($1, $2)"
        );
    }
}
