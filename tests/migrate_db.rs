//! `washogi-bot migrate-db`: a SQLite database with games, ratings, a ladder and a
//! tournament moved to PostgreSQL, every row and column kept; the games go on there,
//! new ids continue after the old ones, and a target that is not empty is refused.
//! The source is only read: its bytes are the same afterwards, whether it was this
//! bot's database (of this schema or an older one) or another program's, which is
//! refused in one line naming it.

use crate::support::responses::button;
use crate::support_db;
use washogi_bot::ids::GameId;
use washogi_bot::rules::VariantId;

use std::process::Command as Process;
use std::sync::Arc;

use support_db::{Backend, TestDb};
use washogi_bot::commands::{
    LadderCloseSeason, LadderSettings, SettingsOptions, TakebackOptions, TournamentOptions,
    TournamentRole,
};
use washogi_bot::decide::tournament::Format;
use washogi_bot::game::{
    Command, FakeClock, NewTournament, Place, Service, StartOptions, TournamentCommand, User,
};
use washogi_bot::i18n::Lang;
use washogi_bot::store::{ColorChoice, Dump, Store, Value};

const HERE: Place = Place::new(10, 20);

fn migrate(from: &str, to: &str) -> std::process::Output {
    Process::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["migrate-db", "--from", from, "--to", to])
        .output()
        .unwrap()
}

/// A column of a table, row by row.
fn column(dump: &Dump, table: &str, name: &str) -> Vec<Value> {
    let t = dump.table(table).unwrap();
    let i = t.columns.iter().position(|c| c == name).unwrap();
    t.rows.iter().map(|r| r[i].clone()).collect()
}

fn rows(dump: &Dump, table: &str) -> usize {
    dump.table(table).unwrap().rows.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_database_moves_to_postgresql() {
    let Some(pg) = support_db::fresh(Backend::Postgres).await else {
        eprintln!("SKIPPED: PostgreSQL is not installed");
        return;
    };
    let sqlite: TestDb = support_db::fresh(Backend::Sqlite).await.unwrap();
    let clock = FakeClock::at(1_800_000_000);
    let s = Service::new(
        Store::open(&sqlite.url).await.unwrap(),
        Arc::new(clock.clone()),
    );
    let (alice, bob) = (User::new(1001, "alice"), User::new(1002, "bob"));
    let start = |variant: &str| StartOptions {
        opponent: Some(bob.clone()),
        variant: variant.parse().expect("a game"),
        color: ColorChoice::Sente,
        ..StartOptions::default()
    };
    // A finished rated game, a ladder, and a game in progress.
    s.ladder_join(&alice, HERE).await;
    s.ladder_join(&bob, HERE).await;
    s.start(&alice, HERE, start("shogi")).await;
    s.accept(&bob, HERE, 1).await;
    s.play_move(&alice, HERE, Some(GameId::new(1)), "7g7f")
        .await;
    s.confirm_resign(&bob, HERE, GameId::new(1)).await;
    s.start(&alice, HERE, start("wa-drops")).await;
    s.accept(&bob, HERE, 2).await;
    s.play_move(&alice, HERE, Some(GameId::new(2)), "8h8g")
        .await;
    s.handle(
        &alice,
        HERE,
        Command::Settings(SettingsOptions {
            remind: None,
            pieces: Some(washogi_bot::store::Pieces::Letters),
            notify: None,
            thread: None,
            web: None,
            for_server: false,
            is_admin: false,
        }),
    )
    .await;
    // A closed ladder season and the server's ladder settings.
    for command in [
        Command::Ladder(
            LadderCloseSeason {
                variant: None,
                reset: false,
                is_admin: true,
            }
            .into(),
        ),
        Command::Ladder(
            LadderSettings {
                vacation_days: None,
                variant: Some(VariantId::Shogi),
                accept_days: Some(5),
                is_admin: true,
            }
            .into(),
        ),
    ] {
        let r = s.handle(&alice, HERE, command).await;
        assert!(
            r.text().contains("closed") || r.text().contains("Saved"),
            "{}",
            r.text()
        );
    }
    // An unrated game with a takeback request waiting, asked for from a Japanese
    // client in a Japanese server (both languages are remembered).
    let japanese = HERE.with_langs(Lang::Ja, Lang::Ja);
    s.start(
        &alice,
        japanese,
        StartOptions {
            rated: false,
            ..start("shogi")
        },
    )
    .await;
    s.accept(&bob, HERE, 3).await;
    s.play_move(&alice, HERE, Some(GameId::new(3)), "2g2f")
        .await;
    let r = s
        .handle(
            &alice,
            japanese,
            Command::Takeback(TakebackOptions {
                game: Some(GameId::new(3)),
            }),
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    // A tournament with a round deadline and a thread per game, and the server's
    // tournament role.
    for command in [
        TournamentCommand::Role(TournamentRole {
            role: Some(washogi_bot::ids::RoleId::new(555)),
        }),
        TournamentCommand::Create(NewTournament {
            name: "Spring Cup".into(),
            variant: Some(VariantId::Shogi),
            format: Format::Swiss,
            rounds: 2,
            days: Some(3),
            rated: true,
            starts_in_hours: 1,
            late_join: true,
            threads: Some(true),
            round_days: Some(4),
            clock: None,
        }),
    ] {
        let command = Command::Tournament(TournamentOptions {
            command,
            is_admin: true,
            roles: vec![],
        });
        let r = s.handle(&alice, japanese, command).await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
    let r = s.press(&bob, HERE, button("tjoin:1")).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let before = s.store().dump().await.unwrap();
    assert_eq!(
        (
            rows(&before, "ladder_seasons"),
            rows(&before, "ladder_archive")
        ),
        (1, 2)
    );
    assert_eq!(rows(&before, "ladder_settings"), 1);
    assert_eq!(rows(&before, "takebacks"), 1);
    assert_eq!(rows(&before, "server_languages"), 1);
    assert_eq!(
        column(&before, "user_settings", "lang"),
        vec![Value::Text("ja".into()), Value::Text("en".into())]
    );
    assert_eq!(rows(&before, "games"), 3);
    assert_eq!(rows(&before, "ratings"), 2);
    assert_eq!(
        column(&before, "tournaments", "threads"),
        vec![Value::Int(1)]
    );
    assert_eq!(
        column(&before, "tournaments", "round_days"),
        vec![Value::Int(4)]
    );
    assert_eq!(
        column(&before, "server_settings", "tournament_role"),
        vec![Value::Int(555)]
    );
    assert_eq!(rows(&before, "tournament_players"), 1);
    s.store().close().await;

    let out = migrate(&sqlite.url, &pg.url);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("3 games") && said.contains("2 ratings"),
        "{said}"
    );

    let moved = Store::open(&pg.url).await.unwrap();
    // Every table, every row, every column, value for value (a flag that is an
    // integer in SQLite and a boolean in PostgreSQL reads as 0 or 1 on both).
    let after = moved.dump().await.unwrap();
    for (a, b) in before.tables.iter().zip(&after.tables) {
        assert_eq!(a, b, "table {}", a.table);
    }
    assert_eq!(before, after);
    // The games go on in PostgreSQL, and new ids follow the old ones.
    let s = Service::new(moved, Arc::new(clock.clone()));
    let r = s.play_move(&bob, HERE, Some(GameId::new(2)), "4d4e").await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s.start(&alice, HERE, start("wa")).await;
    assert!(r.text().contains("Challenge #4"), "{}", r.text());

    // A second copy into a database that is no longer empty is refused.
    let out = migrate(&sqlite.url, &pg.url);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("empty database"));
    // So is a source that does not exist (it would otherwise be created empty).
    let out = migrate("sqlite:///nonexistent/washogi.db", &pg.url);
    assert!(String::from_utf8_lossy(&out.stderr).contains("does not exist"));
}

/// A database file's bytes, and those of its write-ahead log (none when it has no
/// log or an empty one: a read-only reader of a database in WAL mode leaves an empty
/// log beside it, which holds nothing).
/// The file's bytes once its last connection has really closed: SQLite closes (and
/// checkpoints its write-ahead log into the file) on sqlx's worker thread, which
/// may finish a moment after the pool's `close` returns.
async fn settled(file: &std::path::Path) -> (Vec<u8>, Vec<u8>) {
    let mut last = bytes(file);
    for _ in 0..100 {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        let now = bytes(file);
        if now == last && now.1.is_empty() {
            break;
        }
        last = now;
    }
    last
}

fn bytes(file: &std::path::Path) -> (Vec<u8>, Vec<u8>) {
    let mut wal = file.as_os_str().to_owned();
    wal.push("-wal");
    (
        std::fs::read(file).unwrap(),
        std::fs::read(wal).unwrap_or_default(),
    )
}

fn sqlite_url(file: &std::path::Path) -> String {
    format!("sqlite://{}", file.display())
}

/// The only line migrate-db printed on its standard error.
fn one_line(out: &std::process::Output) -> String {
    let said = String::from_utf8_lossy(&out.stderr).trim().to_string();
    assert_eq!(said.lines().count(), 1, "{said}");
    said
}

/// This bot's database, of today's schema and of an older one, is copied and left
/// byte for byte as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_source_is_only_read() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("washogi.db");
    let s = Service::new(
        Store::open(&sqlite_url(&source)).await.unwrap(),
        Arc::new(FakeClock::at(1_800_000_000)),
    );
    let (alice, bob) = (User::new(1001, "alice"), User::new(1002, "bob"));
    s.start(
        &alice,
        HERE,
        StartOptions {
            opponent: Some(bob.clone()),
            variant: "wa".parse().unwrap(),
            ..StartOptions::default()
        },
    )
    .await;
    s.accept(&bob, HERE, 1).await;
    s.store().close().await;
    let before = settled(&source).await;
    let target = dir.path().join("copy.db");
    let out = migrate(&sqlite_url(&source), &sqlite_url(&target));
    assert!(out.status.success(), "{}", one_line(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 games"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(bytes(&source) == before, "the source was written to");
    let copied = Store::open(&sqlite_url(&target)).await.unwrap();
    let read_back = Store::open(&sqlite_url(&source)).await.unwrap();
    assert_eq!(
        read_back.dump().await.unwrap(),
        copied.dump().await.unwrap()
    );

    // A database of an older bot (before the tournaments' own rules) is brought up
    // to date in a snapshot, not in place.
    let old = dir.path().join("old.db");
    Store::schema_until(&sqlite_url(&old), 12).await.unwrap();
    let raw = sqlx::SqlitePool::connect(&sqlite_url(&old)).await.unwrap();
    sqlx::query("INSERT INTO players (user_id, name, updated_at) VALUES (7, 'carol', 1)")
        .execute(&raw)
        .await
        .unwrap();
    raw.close().await;
    let before = bytes(&old);
    let target = dir.path().join("from-old.db");
    let temp = tempfile::tempdir().unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args([
            "migrate-db",
            "--from",
            &sqlite_url(&old),
            "--to",
            &sqlite_url(&target),
        ])
        .env("TMPDIR", temp.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", one_line(&out));
    assert!(bytes(&old) == before, "the older source was written to");
    let copied = Store::open(&sqlite_url(&target)).await.unwrap();
    let players = copied.dump().await.unwrap();
    assert_eq!(
        column(&players, "players", "name"),
        vec![Value::Text("carol".into())]
    );
    let snapshots: Vec<_> = std::fs::read_dir(&temp).unwrap().collect();
    assert!(
        snapshots.is_empty(),
        "the snapshot is removed: {snapshots:?}"
    );
}

/// A SQLite file that is not this bot's database, and a file that is no database at
/// all, are refused in one line naming them; neither is changed and no target is
/// created.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_source_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let foreign = dir.path().join("notes.db");
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(&foreign)
        .create_if_missing(true);
    let raw = sqlx::SqlitePool::connect_with(options).await.unwrap();
    sqlx::query("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
        .execute(&raw)
        .await
        .unwrap();
    sqlx::query("INSERT INTO notes (body) VALUES ('buy milk')")
        .execute(&raw)
        .await
        .unwrap();
    raw.close().await;
    let garbage = dir.path().join("garbage.db");
    std::fs::write(
        &garbage,
        b"this is not a database at all, only text\n".repeat(200),
    )
    .unwrap();
    for (file, why) in [
        (&foreign, "is not a washogi-bot database"),
        (&garbage, "cannot read the source"),
    ] {
        let before = bytes(file);
        let target = dir.path().join("target.db");
        let out = migrate(&sqlite_url(file), &sqlite_url(&target));
        assert!(!out.status.success());
        let said = one_line(&out);
        assert!(said.contains(why), "{said}");
        assert!(said.contains(&file.display().to_string()), "{said}");
        assert!(said.contains("nothing was copied"), "{said}");
        assert!(bytes(file) == before, "{} was written to", file.display());
        assert!(!target.exists(), "no target is made for a refused source");
    }
}

/// Every table of the schema is one that migrate-db copies (a table added by a new
/// migration must be added to the copy's list, or this fails).
async fn every_table_is_copied(db: TestDb) {
    let store = Store::open(&db.url).await.unwrap();
    let mut tables = store.table_names().await.unwrap();
    tables.sort();
    let mut copied: Vec<String> = washogi_bot::store::copied_tables()
        .into_iter()
        .map(String::from)
        .collect();
    copied.sort();
    assert_eq!(tables, copied);
}

both!(every_table_is_copied);
