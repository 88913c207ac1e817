//! The schema migrations in `migrations/`, embedded in the binary and applied at
//! open. (Embedded by hand rather than with `sqlx::migrate!`, whose macro would
//! build SQLite a second time for the compiler; versions, descriptions and checksums
//! are the ones that macro gives, so databases it migrated carry on.)

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

/// Every migration for SQLite: (file name, SQL), in order.
const SQLITE: &[(&str, &str)] = &[
    (
        "0001_init.sql",
        include_str!("../../migrations/sqlite/0001_init.sql"),
    ),
    (
        "0002_move_keys.sql",
        include_str!("../../migrations/sqlite/0002_move_keys.sql"),
    ),
    (
        "0003_computer_games.sql",
        include_str!("../../migrations/sqlite/0003_computer_games.sql"),
    ),
    (
        "0004_challenge_start.sql",
        include_str!("../../migrations/sqlite/0004_challenge_start.sql"),
    ),
    (
        "0005_settings.sql",
        include_str!("../../migrations/sqlite/0005_settings.sql"),
    ),
    (
        "0006_correspondence.sql",
        include_str!("../../migrations/sqlite/0006_correspondence.sql"),
    ),
    (
        "0007_ladders_per_game.sql",
        include_str!("../../migrations/sqlite/0007_ladders_per_game.sql"),
    ),
    (
        "0008_server_language.sql",
        include_str!("../../migrations/sqlite/0008_server_language.sql"),
    ),
    (
        "0009_user_language.sql",
        include_str!("../../migrations/sqlite/0009_user_language.sql"),
    ),
    (
        "0010_analysis.sql",
        include_str!("../../migrations/sqlite/0010_analysis.sql"),
    ),
    (
        "0011_puzzles.sql",
        include_str!("../../migrations/sqlite/0011_puzzles.sql"),
    ),
    (
        "0012_tournaments.sql",
        include_str!("../../migrations/sqlite/0012_tournaments.sql"),
    ),
    (
        "0013_tournament_rules.sql",
        include_str!("../../migrations/sqlite/0013_tournament_rules.sql"),
    ),
    (
        "0014_live_clocks.sql",
        include_str!("../../migrations/sqlite/0014_live_clocks.sql"),
    ),
    (
        "0015_rating_speeds.sql",
        include_str!("../../migrations/sqlite/0015_rating_speeds.sql"),
    ),
    (
        "0016_correspondence_comforts.sql",
        include_str!("../../migrations/sqlite/0016_correspondence_comforts.sql"),
    ),
    (
        "0017_web.sql",
        include_str!("../../migrations/sqlite/0017_web.sql"),
    ),
    (
        "0018_channel_reach.sql",
        include_str!("../../migrations/sqlite/0018_channel_reach.sql"),
    ),
    (
        "0019_server_names.sql",
        include_str!("../../migrations/sqlite/0019_server_names.sql"),
    ),
];

/// The same schema for PostgreSQL, migration for migration.
const POSTGRES: &[(&str, &str)] = &[
    (
        "0001_init.sql",
        include_str!("../../migrations/postgres/0001_init.sql"),
    ),
    (
        "0002_move_keys.sql",
        include_str!("../../migrations/postgres/0002_move_keys.sql"),
    ),
    (
        "0003_computer_games.sql",
        include_str!("../../migrations/postgres/0003_computer_games.sql"),
    ),
    (
        "0004_challenge_start.sql",
        include_str!("../../migrations/postgres/0004_challenge_start.sql"),
    ),
    (
        "0005_settings.sql",
        include_str!("../../migrations/postgres/0005_settings.sql"),
    ),
    (
        "0006_correspondence.sql",
        include_str!("../../migrations/postgres/0006_correspondence.sql"),
    ),
    (
        "0007_ladders_per_game.sql",
        include_str!("../../migrations/postgres/0007_ladders_per_game.sql"),
    ),
    (
        "0008_server_language.sql",
        include_str!("../../migrations/postgres/0008_server_language.sql"),
    ),
    (
        "0009_user_language.sql",
        include_str!("../../migrations/postgres/0009_user_language.sql"),
    ),
    (
        "0010_analysis.sql",
        include_str!("../../migrations/postgres/0010_analysis.sql"),
    ),
    (
        "0011_puzzles.sql",
        include_str!("../../migrations/postgres/0011_puzzles.sql"),
    ),
    (
        "0012_tournaments.sql",
        include_str!("../../migrations/postgres/0012_tournaments.sql"),
    ),
    (
        "0013_tournament_rules.sql",
        include_str!("../../migrations/postgres/0013_tournament_rules.sql"),
    ),
    (
        "0014_live_clocks.sql",
        include_str!("../../migrations/postgres/0014_live_clocks.sql"),
    ),
    (
        "0015_rating_speeds.sql",
        include_str!("../../migrations/postgres/0015_rating_speeds.sql"),
    ),
    (
        "0016_correspondence_comforts.sql",
        include_str!("../../migrations/postgres/0016_correspondence_comforts.sql"),
    ),
    (
        "0017_web.sql",
        include_str!("../../migrations/postgres/0017_web.sql"),
    ),
    (
        "0018_channel_reach.sql",
        include_str!("../../migrations/postgres/0018_channel_reach.sql"),
    ),
    (
        "0019_server_names.sql",
        include_str!("../../migrations/postgres/0019_server_names.sql"),
    ),
];

/// Which SQL the migrations are written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

#[derive(Debug)]
struct Embedded(&'static [(&'static str, &'static str)]);

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 's>> {
        Box::pin(async move {
            self.0
                .iter()
                .map(|&(file, sql)| migration(file, sql))
                .collect()
        })
    }
}

/// `0002_move_keys.sql` → version 2, description "move keys".
fn migration(file: &str, sql: &'static str) -> Result<Migration, BoxDynError> {
    let stem = file.trim_end_matches(".sql");
    let (version, description) = stem
        .split_once('_')
        .ok_or_else(|| format!("migration {file} has no version"))?;
    Ok(Migration::new(
        version.parse()?,
        Cow::Owned(description.replace('_', " ")),
        MigrationType::Simple,
        Cow::Borrowed(sql),
        false,
    ))
}

/// The version of the newest embedded migration: the schema this bot writes.
pub fn schema_version() -> i64 {
    let (file, _) = SQLITE[SQLITE.len() - 1];
    file.split('_')
        .next()
        .and_then(|v| v.parse().ok())
        .expect("migration files are named NNNN_what.sql")
}

/// The migrator over the embedded migrations of a dialect up to version `last`
/// (`i64::MAX`: all of them; fewer: an older schema, for tests of upgrades).
pub async fn migrator_until(
    dialect: Dialect,
    last: i64,
) -> Result<Migrator, sqlx::migrate::MigrateError> {
    let mut migrator = Migrator::new(Embedded(match dialect {
        Dialect::Sqlite => SQLITE,
        Dialect::Postgres => POSTGRES,
    }))
    .await?;
    migrator.migrations = std::borrow::Cow::Owned(
        migrator
            .migrations
            .iter()
            .filter(|m| m.version <= last)
            .cloned()
            .collect(),
    );
    Ok(migrator)
}

#[cfg(test)]
mod tests {
    use super::{POSTGRES, SQLITE};

    fn files(dialect: &str) -> Vec<String> {
        let dir = format!("{}/migrations/{dialect}", env!("CARGO_MANIFEST_DIR"));
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|f| f.ends_with(".sql"))
            .collect();
        files.sort();
        files
    }

    #[test]
    fn every_file_in_migrations_is_embedded_and_both_dialects_keep_step() {
        let names =
            |list: &[(&str, &str)]| list.iter().map(|m| m.0.to_string()).collect::<Vec<_>>();
        assert_eq!(files("sqlite"), names(SQLITE));
        assert_eq!(files("postgres"), names(POSTGRES));
        assert_eq!(
            names(SQLITE),
            names(POSTGRES),
            "one migration each, same versions"
        );
    }
}
