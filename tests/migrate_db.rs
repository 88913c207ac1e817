//! `washogi-bot migrate-db`: a SQLite database with games, ratings and a ladder moved
//! to PostgreSQL, every row kept; the games go on there, new ids continue after the
//! old ones, and a target that is not empty is refused.

use crate::support_db;
use washogi_bot::ids::GameId;
use washogi_bot::rules::VariantId;

use std::process::Command as Process;
use std::sync::Arc;

use support_db::{Backend, TestDb};
use washogi_bot::game::{Command, FakeClock, Place, Service, StartOptions, User};
use washogi_bot::i18n::Lang;
use washogi_bot::store::{ColorChoice, Contents, Store};

const HERE: Place = Place::new(10, 20);

fn migrate(from: &str, to: &str) -> std::process::Output {
    Process::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["migrate-db", "--from", from, "--to", to])
        .output()
        .unwrap()
}

/// The same contents, table by table, row by row.
fn assert_same(a: &Contents, b: &Contents) {
    assert_eq!(a.players, b.players);
    assert_eq!(format!("{:?}", a.challenges), format!("{:?}", b.challenges));
    assert_eq!(format!("{:?}", a.games), format!("{:?}", b.games));
    assert_eq!(format!("{:?}", a.moves), format!("{:?}", b.moves));
    assert_eq!(a.ratings, b.ratings);
    assert_eq!(a.ladder, b.ladder);
    assert_eq!(a.user_settings, b.user_settings);
    assert_eq!(a.server_settings, b.server_settings);
    assert_eq!(a.ladder_settings, b.ladder_settings);
    assert_eq!(a.seasons, b.seasons);
    assert_eq!(a.archive, b.archive);
    assert_eq!(a.server_languages, b.server_languages);
    assert_eq!(a.takebacks, b.takebacks);
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
    s.play_move(&alice, HERE, Some(GameId(1)), "7g7f").await;
    s.confirm_resign(&bob, HERE, GameId(1)).await;
    s.start(&alice, HERE, start("wa-drops")).await;
    s.accept(&bob, HERE, 2).await;
    s.play_move(&alice, HERE, Some(GameId(2)), "8h8g").await;
    s.handle(
        &alice,
        HERE,
        Command::Settings {
            pieces: Some(washogi_bot::store::Pieces::Letters),
            notify: None,
            thread: None,
            for_server: false,
            is_admin: false,
        },
    )
    .await;
    // A closed ladder season and the server's ladder settings.
    for command in [
        Command::LadderCloseSeason {
            variant: None,
            reset: false,
            is_admin: true,
        },
        Command::LadderSettings {
            variant: Some(VariantId::Shogi),
            accept_days: Some(5),
            is_admin: true,
        },
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
    s.play_move(&alice, HERE, Some(GameId(3)), "2g2f").await;
    let r = s
        .handle(
            &alice,
            japanese,
            Command::Takeback {
                game: Some(GameId(3)),
            },
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let before = s.store().contents().await.unwrap();
    assert_eq!((before.seasons.len(), before.archive.len()), (1, 2));
    assert_eq!(before.ladder_settings.len(), 1);
    assert_eq!(before.takebacks.len(), 1);
    assert_eq!(before.server_languages.len(), 1);
    assert_eq!(
        before
            .user_settings
            .iter()
            .map(|u| (u.user_id.get(), u.lang.as_deref()))
            .collect::<Vec<_>>(),
        vec![(1001, Some("ja")), (1002, Some("en"))]
    );
    assert_eq!(before.games.len(), 3);
    assert_eq!(before.ratings.len(), 2);
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
    assert_same(&before, &moved.contents().await.unwrap());
    // The games go on in PostgreSQL, and new ids follow the old ones.
    let s = Service::new(moved, Arc::new(clock.clone()));
    let r = s.play_move(&bob, HERE, Some(GameId(2)), "4d4e").await;
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
