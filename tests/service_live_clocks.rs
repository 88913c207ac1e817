//! Live games as players see them, through the service with a fake clock in
//! milliseconds, on both databases: both clocks on every board picture (low on
//! time in red), `/games` with the time control and both clocks, the KIF record
//! with `持ち時間` and each move's time, and rated live results in a rating pool
//! per game and speed, apart from correspondence; migration 0015's pools.

use crate::support::responses::button;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::{GameId, UserId};

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::decide::clock::{Speed, TimeControl};
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

/// Alice (sente) against Bob in `variant`, rated, on `clock` (`/start clock:`;
/// `None`: a correspondence game), accepted at the clock's time: the game's id.
async fn game(s: &Service, variant: VariantId, clock: Option<&str>, challenge: i64) -> GameId {
    let options = StartOptions {
        opponent: Some(bob()),
        variant,
        color: ColorChoice::Sente,
        rated: true,
        clock: clock.map(|c| TimeControl::parse(c).unwrap()),
        ..StartOptions::default()
    };
    let r = s.start(&alice(), HERE, options).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s
        .press(&bob(), HERE, button(&format!("accept:{challenge}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    s.store()
        .challenge(washogi_bot::ids::ChallengeId::new(challenge))
        .await
        .unwrap()
        .unwrap()
        .game_id
        .unwrap()
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
    let id = game(&s, VariantId::Shogi, None, 1).await;
    assert!(board_png(&s, id).await == expected(None, None));

    // 10+30, sente's turn begun 2.5 s ago: sente's clock runs, gote's waits.
    let id = game(&s, VariantId::Shogi, Some("10+30"), 2).await;
    clock.advance_ms(2_500);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("9:58 +30s", false)),
                Some(PlateClock::new("10:00 +30s", false))
            ),
        "the board shows the clocks as they stand now"
    );
    // A second later, a second less.
    clock.advance_ms(1_000);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("9:57 +30s", false)),
                Some(PlateClock::new("10:00 +30s", false))
            )
    );

    // A minute's sudden death with 7.5 s left: low on time, in red.
    let id = game(&s, VariantId::Shogi, Some("1"), 3).await;
    clock.advance_ms(52_500);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("0:08", true)),
                Some(PlateClock::new("1:00", false))
            )
    );
    // One byoyomi period: a whole period ahead is not low, its last ten seconds are.
    let id = game(&s, VariantId::Shogi, Some("0+30"), 4).await;
    clock.advance_ms(12_000);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("18s", false)),
                Some(PlateClock::new("30s", false))
            )
    );
    clock.advance_ms(9_000);
    assert!(
        board_png(&s, id).await
            == expected(
                Some(PlateClock::new("9s", true)),
                Some(PlateClock::new("30s", false))
            )
    );
}

async fn games_lists_a_live_games_clocks(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let live = game(&s, VariantId::Shogi, Some("10+30x3"), 1).await;
    game(&s, VariantId::Wa, None, 2).await;
    clock.advance_ms(61_000);
    let r = s.list_games(&alice(), HERE, None).await;
    let text = markup(r.text());
    let lines: Vec<&str> = text.lines().collect();
    let line = |n: i64| {
        lines
            .iter()
            .find(|l| l.contains(&format!("#{n}**")))
            .unwrap_or_else(|| panic!("game {n} in {text}"))
    };
    assert!(
        line(live.get()).contains("10+30x3: ☗ 8:59 +30s ×3 · ☖ 10:00 +30s ×3"),
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
    let moves = [
        (alice(), "7g7f", 4_200),
        (bob(), "3c3d", 65_000),
        (alice(), "8h2b+", 9_999),
    ];
    // The same moves in a correspondence game, then in a live 5|3 game, each
    // taking its time.
    for (clock_text, challenge) in [(None, 1), (Some("5|3"), 2)] {
        let id = game(&s, VariantId::Shogi, clock_text, challenge).await;
        for (who, mv, ms) in &moves {
            clock.advance_ms(*ms);
            let r = s.play_move(who, HERE, Some(id), mv).await;
            assert!(!r.is_refusal(), "{}", r.text());
        }
        let kif = kif(&s, id).await;
        if clock_text.is_none() {
            assert!(!kif.contains("持ち時間"), "{kif}");
            assert!(kif.contains("   1 ７六歩(77)\n"), "{kif}");
            assert!(!kif.contains("( 0:"), "{kif}");
            continue;
        }
        assert!(kif.contains("持ち時間：5分+1手3秒\n"), "{kif}");
        assert!(
            kif.contains("   1 ７六歩(77)   ( 0:04/00:00:04)\n"),
            "{kif}"
        );
        assert!(
            kif.contains("   2 ３四歩(33)   ( 1:05/00:01:05)\n"),
            "{kif}"
        );
        assert!(
            kif.contains("   3 ２二角成(88) ( 0:09/00:00:13)\n"),
            "{kif}"
        );
    }
}

/// A rated live blitz game counts in the blitz pool of its game, not in the
/// correspondence pool; `/rating` shows both pools, each named.
async fn a_rated_live_game_counts_in_its_speeds_pool(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let store = s.store().clone();
    let venue = HERE.venue;
    // A correspondence game first: alice wins.
    let first = game(&s, VariantId::Shogi, None, 1).await;
    let r = s
        .press(&bob(), HERE, button(&format!("resign:{first}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let correspondence = store
        .rating(venue, VariantId::Shogi, UserId::new(1001))
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

    // A live 5|3 game (blitz): a move each, then bob wins.
    let second = game(&s, VariantId::Shogi, Some("5|3"), 2).await;
    for (who, mv) in [(alice(), "7g7f"), (bob(), "3c3d")] {
        clock.advance_ms(3_000);
        let r = s.play_move(&who, HERE, Some(second), mv).await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
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
                .rating_in(venue, VariantId::Shogi, Speed::Blitz, UserId::new(user))
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
            .rating(venue, VariantId::Shogi, UserId::new(1001))
            .await
            .unwrap()
            .unwrap(),
        correspondence
    );
    assert!(store
        .rating_in(venue, VariantId::Shogi, Speed::Rapid, UserId::new(1001))
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
    let alice = store.ratings_of(venue, UserId::new(1001)).await.unwrap();
    assert_eq!(alice.len(), 2);
    assert!(alice.iter().all(|r| r.speed == Speed::Correspondence));
    let shogi = store
        .rating(venue, VariantId::Shogi, UserId::new(1001))
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
        .rating_in(venue, VariantId::Shogi, Speed::Blitz, UserId::new(1001))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(blitz.rating, 1700.0);
    assert_eq!(
        store
            .ratings_of(venue, UserId::new(1001))
            .await
            .unwrap()
            .len(),
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

/// A tournament seeds its players by the pool its games count in: a live blitz
/// tournament by their blitz ratings (1500 without one), a correspondence
/// tournament by their correspondence ratings.
async fn a_tournament_seeds_by_the_rating_of_its_speed(db: TestDb) {
    use washogi_bot::commands::{TournamentJoin, TournamentOptions};
    use washogi_bot::decide::tournament::Format;
    use washogi_bot::game::{Command, NewTournament, TournamentCommand};
    use washogi_bot::ids::TournamentId;
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    for (speed, user, rating) in [("blitz", 1001, 1800.0), ("correspondence", 1002, 2000.0)] {
        db.exec(&format!(
            "INSERT INTO ratings (guild_id, variant, speed, user_id, rating, deviation, \
             volatility, wins, losses, draws, updated_at) VALUES (10, 'shogi', '{speed}', \
             {user}, {rating}, 80.0, 0.06, 1, 0, 0, {T0})"
        ))
        .await;
    }
    let run = |command| {
        Command::Tournament(TournamentOptions {
            command,
            is_admin: true,
            roles: Vec::new(),
        })
    };
    for (id, clock_text) in [(1, Some("5|3")), (2, None)] {
        let create = TournamentCommand::Create(NewTournament {
            name: format!("Cup {id}"),
            variant: Some(VariantId::Shogi),
            format: Format::RoundRobin,
            rounds: 1,
            days: clock_text.is_none().then_some(3),
            rated: true,
            starts_in_hours: 1,
            late_join: false,
            threads: None,
            round_days: None,
            clock: clock_text.map(|c| TimeControl::parse(c).unwrap()),
        });
        let r = s.handle(&alice(), HERE, run(create)).await;
        assert!(!r.is_refusal(), "{}", r.text());
        for who in [alice(), bob()] {
            let join = TournamentCommand::Join(TournamentJoin { id: Some(id) });
            let r = s.handle(&who, HERE, run(join)).await;
            assert!(!r.is_refusal(), "{}", r.text());
        }
        let ratings: Vec<(i64, i64)> = s
            .store()
            .entrants(TournamentId::new(id))
            .await
            .unwrap()
            .iter()
            .map(|e| (e.user_id.get(), e.rating))
            .collect();
        let expected = if clock_text.is_some() {
            [(1001, 1800), (1002, 1500)]
        } else {
            [(1001, 1500), (1002, 2000)]
        };
        assert_eq!(ratings, expected, "tournament {id}");
    }
}

both!(
    a_tournament_seeds_by_the_rating_of_its_speed,
    ratings_so_far_become_the_correspondence_pools,
    a_live_games_board_shows_both_clocks,
    games_lists_a_live_games_clocks,
    a_live_games_kif_carries_the_time_control_and_each_moves_time,
    a_rated_live_game_counts_in_its_speeds_pool,
);
