//! The schema migrations in `migrations/`, embedded in the binary and applied at
//! open. (Embedded by hand rather than with `sqlx::migrate!`, whose macro would
//! build SQLite a second time for the compiler; versions, descriptions and checksums
//! are the ones that macro gives, so databases it migrated carry on.)

use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;

use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};

/// Every migration: (file name, SQL), in order.
const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_init.sql",
        include_str!("../../migrations/0001_init.sql"),
    ),
    (
        "0002_move_keys.sql",
        include_str!("../../migrations/0002_move_keys.sql"),
    ),
    (
        "0003_computer_games.sql",
        include_str!("../../migrations/0003_computer_games.sql"),
    ),
];

#[derive(Debug)]
struct Embedded;

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(
        self,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<Migration>, BoxDynError>> + Send + 's>> {
        Box::pin(async {
            MIGRATIONS
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

/// The migrator over the embedded migrations.
pub async fn migrator() -> Result<Migrator, sqlx::migrate::MigrateError> {
    Migrator::new(Embedded).await
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_file_in_migrations_is_embedded() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|f| f.ends_with(".sql"))
            .collect();
        files.sort();
        let embedded: Vec<&str> = super::MIGRATIONS.iter().map(|m| m.0).collect();
        assert_eq!(files, embedded);
    }
}
