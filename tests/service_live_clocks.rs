//! Live games as players see them, through the service with a fake clock: both
//! clocks on every board picture (low on time in red), `/games` with the time
//! control and both clocks, the KIF record with `持ち時間` and each move's time, and
//! rated live results in a rating pool per game and speed, apart from
//! correspondence. A game is made live by writing its clock columns directly.

use crate::support::responses::button;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::{GameId, UserId};

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::decide::clock::Speed;
use washogi_bot::game::{ColorChoice, ExportFormat, FakeClock, Place, Service, StartOptions, User};
use washogi_bot::render::{render_position, PlateClock, RenderOptions};
use washogi_bot::rules::{Variant, VariantId};
use washogi_bot::store::Store;

const T0: i64 = 1_800_000_000;
const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn service(db: &TestDb, clock: &FakeClock) -> Service {
    Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()))
}

/// Alice (sente) against Bob in `variant`, rated: the game's id.
async fn game(s: &Service, variant: VariantId, challenge: i64) -> GameId {
    let options = StartOptions {
        opponent: Some(bob()),
        variant,
        color: ColorChoice::Sente,
        rated: true,
        ..StartOptions::default()
    };
    let r = s.start(&alice(), HERE, options).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s
        .press(&bob(), HERE, button(&format!("accept:{challenge}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    s.store()
        .challenge(washogi_bot::ids::ChallengeId(challenge))
        .await
        .unwrap()
        .unwrap()
        .game_id
        .unwrap()
}

/// Make game `id` a live game with `control`: each side's main time and periods,
/// and the side to move's turn begun at `turn_started_ms`.
async fn make_live(
    db: &TestDb,
    id: GameId,
    control: &str,
    (sente_ms, sente_periods): (i64, i64),
    (gote_ms, gote_periods): (i64, i64),
    turn_started_ms: i64,
) {
    db.exec(&format!(
        "UPDATE games SET time_control = '{control}', sente_ms = {sente_ms}, \
         gote_ms = {gote_ms}, sente_periods = {sente_periods}, gote_periods = {gote_periods}, \
         turn_started_ms = {turn_started_ms} WHERE id = {id}"
    ))
    .await;
}

/// The picture a `/board` reply carries.
async fn board_png(s: &Service, id: GameId) -> Vec<u8> {
    let r = s.board(&alice(), HERE, Some(id), false).await;
    assert!(!r.is_refusal(), "{}", r.text());
    r.messages[0]
        .picture
        .as_ref()
        .expect("a picture")
        .bytes
        .clone()
}

async fn a_live_games_board_shows_both_clocks(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let id = game(&s, VariantId::Shogi, 1).await;
    let v = Variant::by_id("shogi").unwrap();
    let start = washogi_bot::rules::Position::start(v);
    let expected = |sente: Option<PlateClock>, gote: Option<PlateClock>| {
        let opts = RenderOptions {
            sente_name: Some("alice".into()),
            gote_name: Some("bob".into()),
            sente_clock: sente,
            gote_clock: gote,
            ..RenderOptions::default()
        };
        render_position(&start, &opts).unwrap()
    };
    // A correspondence game: no clocks.
    assert!(board_png(&s, id).await == expected(None, None));

    // 10+30, sente's turn begun 2.5 s ago: sente's clock runs, gote's waits.
    make_live(
        &db,
        id,
        "10+30",
        (600_000, 1),
        (600_000, 1),
        T0 * 1000 - 2_500,
    )
    .await;
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("9:58 +30s", false)),
                Some(PlateClock::new("10:00 +30s", false))
            ),
        "the board shows the clocks as they stand now"
    );
    // A second later, a second less.
    clock.advance(1);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("9:57 +30s", false)),
                Some(PlateClock::new("10:00 +30s", false))
            )
    );

    // Sudden death with 8 s left, 2.5 of them gone: low on time, in red; the last
    // byoyomi period of the other side is low too.
    make_live(
        &db,
        id,
        "15",
        (8_000, 0),
        (100_000, 0),
        (T0 + 1) * 1000 - 2_500,
    )
    .await;
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("0:06", true)),
                Some(PlateClock::new("1:40", false))
            )
    );
    make_live(&db, id, "0+30", (0, 1), (0, 1), (T0 + 1) * 1000 - 12_000).await;
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("18s", true)),
                Some(PlateClock::new("30s", true))
            )
    );
}

async fn games_lists_a_live_games_clocks(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let live = game(&s, VariantId::Shogi, 1).await;
    game(&s, VariantId::Wa, 2).await;
    make_live(
        &db,
        live,
        "10+30x3",
        (600_000, 3),
        (95_000, 3),
        T0 * 1000 - 61_000,
    )
    .await;
    let r = s.games(&alice(), HERE, None).await;
    let text = markup(r.text());
    let lines: Vec<&str> = text.lines().collect();
    let line = |n: i64| {
        lines
            .iter()
            .find(|l| l.contains(&format!("#{n}**")))
            .unwrap_or_else(|| panic!("game {n} in {text}"))
    };
    assert!(
        line(live.0).contains("10+30x3: ☗ 8:59 +30s · ☖ 1:35 +30s"),
        "{text}"
    );
    assert!(
        !line(2).contains("+30s") && !line(2).contains("10+30"),
        "{text}"
    );
}

async fn kif(s: &Service, id: GameId) -> String {
    let r = s.export(&bob(), HERE, Some(id), ExportFormat::Kif).await;
    String::from_utf8(r.messages[0].file.clone().unwrap().bytes).unwrap()
}

async fn a_live_games_kif_carries_the_time_control_and_each_moves_time(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let id = game(&s, VariantId::Shogi, 1).await;
    for (who, mv) in [(alice(), "7g7f"), (bob(), "3c3d"), (alice(), "8h2b+")] {
        let r = s.play_move(&who, HERE, Some(id), mv).await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
    let correspondence = kif(&s, id).await;
    assert!(!correspondence.contains("持ち時間"), "{correspondence}");
    assert!(
        correspondence.contains("   1 ７六歩(77)\n"),
        "{correspondence}"
    );

    make_live(&db, id, "5|3", (300_000, 0), (300_000, 0), T0 * 1000).await;
    for (ply, spent) in [(1, 4_200), (2, 65_000), (3, 9_999)] {
        db.exec(&format!(
            "UPDATE moves SET spent_ms = {spent} WHERE game_id = {id} AND ply = {ply}"
        ))
        .await;
    }
    let live = kif(&s, id).await;
    assert!(live.contains("持ち時間：5分+1手3秒\n"), "{live}");
    assert!(
        live.contains("   1 ７六歩(77)   ( 0:04/00:00:04)\n"),
        "{live}"
    );
    assert!(
        live.contains("   2 ３四歩(33)   ( 1:05/00:01:05)\n"),
        "{live}"
    );
    assert!(
        live.contains("   3 ２二角成(88) ( 0:09/00:00:13)\n"),
        "{live}"
    );
}

/// A rated live blitz game counts in the blitz pool of its game, not in the
/// correspondence pool; `/rating` shows both pools, each named.
async fn a_rated_live_game_counts_in_its_speeds_pool(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let store = s.store().clone();
    let venue = HERE.venue;
    // A correspondence game first: alice wins.
    let first = game(&s, VariantId::Shogi, 1).await;
    let r = s
        .press(&bob(), HERE, button(&format!("resign:{first}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let correspondence = store
        .rating(venue, VariantId::Shogi, UserId(1001))
        .await
        .unwrap()
        .expect("a correspondence rating");
    assert_eq!(correspondence.speed, Speed::Correspondence);
    let r = s.rating(&alice(), HERE, None).await;
    let shown = markup(r.text());
    assert!(
        !shown.contains("correspondence") && !shown.contains("blitz"),
        "{shown}"
    );

    // A live 5|3 game (blitz): bob wins.
    let second = game(&s, VariantId::Shogi, 2).await;
    make_live(&db, second, "5|3", (300_000, 0), (300_000, 0), T0 * 1000).await;
    let r = s
        .press(&alice(), HERE, button(&format!("resign:{second}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let said = markup(
        &r.messages
            .iter()
            .map(|m| m.text.clone())
            .collect::<Vec<_>>()
            .join("\n"),
    );
    assert!(said.contains("Shogi · blitz ratings"), "{said}");

    let blitz = |user| {
        let store = store.clone();
        async move {
            store
                .rating_in(venue, VariantId::Shogi, Speed::Blitz, UserId(user))
                .await
                .unwrap()
        }
    };
    let (alice_blitz, bob_blitz) = (blitz(1001).await.unwrap(), blitz(1002).await.unwrap());
    assert_eq!((alice_blitz.wins, alice_blitz.losses), (0, 1));
    assert_eq!((bob_blitz.wins, bob_blitz.losses), (1, 0));
    assert!(alice_blitz.rating < 1500.0 && bob_blitz.rating > 1500.0);
    // The correspondence pool is as the first game left it.
    assert_eq!(
        store
            .rating(venue, VariantId::Shogi, UserId(1001))
            .await
            .unwrap()
            .unwrap(),
        correspondence
    );
    assert!(store
        .rating_in(venue, VariantId::Shogi, Speed::Rapid, UserId(1001))
        .await
        .unwrap()
        .is_none());
    // The ladder standings read correspondence ratings only.
    let pool = store.ratings_in(venue, VariantId::Shogi).await.unwrap();
    assert!(pool.iter().all(|r| r.speed == Speed::Correspondence));
    assert_eq!(pool.len(), 2);

    let r = s.rating(&alice(), HERE, None).await;
    let shown = markup(r.text());
    let blitz_line = shown
        .lines()
        .find(|l| l.starts_with("Shogi · blitz"))
        .unwrap_or_else(|| panic!("{shown}"));
    assert!(blitz_line.contains("0 won, 1 lost"), "{shown}");
    let correspondence_line = shown
        .lines()
        .find(|l| l.starts_with("Shogi · correspondence"))
        .unwrap_or_else(|| panic!("{shown}"));
    assert!(correspondence_line.contains("1 won, 0 lost"), "{shown}");
}

/// Migration 0015 on a database of the schema before it: every rating so far
/// is in its game's correspondence pool, and a live pool of the same game and
/// player can sit beside it.
async fn ratings_so_far_become_the_correspondence_pools(db: TestDb) {
    Store::schema_until(&db.url, 14).await.unwrap();
    db.exec("INSERT INTO data_steps (name, done_at) VALUES ('ratings_per_game', 1)")
        .await;
    for (variant, user, rating) in [
        ("shogi", 1001, 1612.5),
        ("wa", 1001, 1400.0),
        ("shogi", 1002, 1500.0),
    ] {
        db.exec(&format!(
            "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility, \
             wins, losses, draws, updated_at) VALUES (10, '{variant}', {user}, {rating}, 80.0, \
             0.06, 3, 2, 1, {T0})"
        ))
        .await;
    }
    let store = Store::open(&db.url).await.unwrap();
    let venue = HERE.venue;
    let alice = store.ratings_of(venue, UserId(1001)).await.unwrap();
    assert_eq!(alice.len(), 2);
    assert!(alice.iter().all(|r| r.speed == Speed::Correspondence));
    let shogi = store
        .rating(venue, VariantId::Shogi, UserId(1001))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (shogi.rating, shogi.wins, shogi.losses, shogi.draws),
        (1612.5, 3, 2, 1)
    );
    assert_eq!(
        store
            .ratings_in(venue, VariantId::Shogi)
            .await
            .unwrap()
            .len(),
        2
    );
    db.exec(&format!(
        "INSERT INTO ratings (guild_id, variant, speed, user_id, rating, deviation, volatility, \
         wins, losses, draws, updated_at) VALUES (10, 'shogi', 'blitz', 1001, 1700.0, 90.0, \
         0.06, 1, 0, 0, {T0})"
    ))
    .await;
    let blitz = store
        .rating_in(venue, VariantId::Shogi, Speed::Blitz, UserId(1001))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(blitz.rating, 1700.0);
    assert_eq!(
        store.ratings_of(venue, UserId(1001)).await.unwrap().len(),
        3
    );
    assert_eq!(
        store
            .ratings_in(venue, VariantId::Shogi)
            .await
            .unwrap()
            .len(),
        2
    );
}

both!(
    ratings_so_far_become_the_correspondence_pools,
    a_live_games_board_shows_both_clocks,
    games_lists_a_live_games_clocks,
    a_live_games_kif_carries_the_time_control_and_each_moves_time,
    a_rated_live_game_counts_in_its_speeds_pool,
);
