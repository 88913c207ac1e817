//! Migration 0007 and its data step on a database made by the schema before it (one
//! rating per server, one ladder per server): the per-game pools must equal what
//! replaying the settled rated games in the order they ended gives, the old ladder
//! becomes the ladder of the game its ladder games were played in most (or of wa),
//! and the step runs once.

use crate::support_db;
use washogi_bot::ids::UserId;
use washogi_bot::ids::Venue;
use washogi_bot::rules::VariantId;

use std::collections::HashMap;
use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::decide::rating::rate;
use washogi_bot::game::{FakeClock, Service};
use washogi_bot::store::{GameResult, RatingRow, Store};

/// The last migration of the schema before ratings and ladders per game.
const TODAYS_SCHEMA: i64 = 6;
const T: i64 = 1_700_000_000;

struct Old {
    guild: i64,
    variant: &'static str,
    sente: i64,
    gote: i64,
    rated: bool,
    ladder: bool,
    finished: bool,
    result: &'static str,
    ended: i64,
    settled: bool,
}

const fn g(
    guild: i64,
    variant: &'static str,
    sente: i64,
    gote: i64,
    result: &'static str,
    ended: i64,
) -> Old {
    Old {
        guild,
        variant,
        sente,
        gote,
        rated: true,
        ladder: false,
        finished: true,
        result,
        ended,
        settled: true,
    }
}

/// Games in id order; their ends are not in id order.
fn old_games() -> Vec<Old> {
    vec![
        g(10, "shogi", 1, 2, "sente", T + 500),
        g(10, "wa", 1, 3, "gote", T + 100),
        g(10, "shogi", 2, 3, "draw", T + 300),
        Old {
            ladder: true,
            ..g(10, "wa", 3, 4, "sente", T + 200)
        },
        Old {
            ladder: true,
            ..g(10, "wa", 4, 1, "gote", T + 400)
        },
        Old {
            rated: false,
            ..g(10, "shogi", 1, 4, "sente", T + 150)
        },
        Old {
            finished: false,
            ..g(10, "shogi", 1, 2, "", T + 160)
        },
        Old {
            settled: false,
            ..g(10, "wa", 2, 4, "sente", T + 700)
        },
        g(11, "wa-drops", 1, 2, "sente", T + 50),
        Old {
            ladder: true,
            ..g(10, "shogi", 1, 2, "gote", T + 600)
        },
    ]
}

async fn fill_todays_database(db: &TestDb) {
    Store::schema_until(&db.url, TODAYS_SCHEMA).await.unwrap();
    for user in 1..=4 {
        db.exec(&format!(
            "INSERT INTO players (user_id, name, updated_at) VALUES ({user}, 'p{user}', {T})"
        ))
        .await;
    }
    for o in old_games() {
        let (status, result, finished_at) = if o.finished {
            ("finished", format!("'{}'", o.result), o.ended.to_string())
        } else {
            ("active", "NULL".to_string(), "NULL".to_string())
        };
        db.exec(&format!(
            "INSERT INTO games (guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
             rated, ladder, status, result, ending, start_sfen, sfen, ply, created_at, updated_at, \
             finished_at, deadline, reminder_sent, rating_applied) VALUES ({}, 20, '{}', {}, {}, 3, \
             {}, {}, '{status}', {result}, {}, 'startpos', 'startpos', 0, {T}, {}, {finished_at}, \
             NULL, FALSE, {})",
            o.guild,
            o.variant,
            o.sente,
            o.gote,
            o.rated,
            o.ladder,
            if o.finished { "'resignation'" } else { "NULL" },
            o.ended,
            o.settled,
        ))
        .await;
    }
    // One rating a server, as today: replaced by the per-game pools.
    for user in 1..=4 {
        db.exec(&format!(
            "INSERT INTO ratings (guild_id, user_id, rating, deviation, volatility, wins, losses, \
             draws, updated_at) VALUES (10, {user}, 2000.0, 50.0, 0.06, 9, 9, 9, {T})"
        ))
        .await;
    }
    // One ladder a server: 4, 3, 1 in server 10 (whose ladder games were wa twice,
    // shogi once); 2, 1 in server 11 (no ladder games).
    for (guild, user, position) in [(10, 4, 1), (10, 3, 2), (10, 1, 3), (11, 2, 1), (11, 1, 2)] {
        db.exec(&format!(
            "INSERT INTO ladder (guild_id, user_id, position, joined_at) \
             VALUES ({guild}, {user}, {position}, {T})"
        ))
        .await;
    }
}

/// The pools replaying the settled rated finished games in the order they ended.
fn replayed() -> HashMap<(i64, String, i64), RatingRow> {
    let mut games: Vec<Old> = old_games()
        .into_iter()
        .filter(|o| o.rated && o.finished && o.settled)
        .collect();
    games.sort_by_key(|o| o.ended);
    let mut pools: HashMap<(i64, String, i64), RatingRow> = HashMap::new();
    for o in games {
        let row = |user: i64| {
            pools
                .get(&(o.guild, o.variant.to_string(), user))
                .cloned()
                .unwrap_or_else(|| {
                    RatingRow::new(
                        Venue::from_key(o.guild),
                        o.variant.parse().unwrap(),
                        UserId::new(user),
                    )
                })
        };
        let result = match o.result {
            "sente" => GameResult::Sente,
            "gote" => GameResult::Gote,
            _ => GameResult::Draw,
        };
        let (s, g) = rate(&row(o.sente), &row(o.gote), result);
        pools.insert((o.guild, o.variant.into(), o.sente), s);
        pools.insert((o.guild, o.variant.into(), o.gote), g);
    }
    pools
}

async fn all_ratings(store: &Store) -> Vec<RatingRow> {
    let mut all = Vec::new();
    for guild in [10, 11] {
        for variant in VariantId::ALL {
            all.extend(
                store
                    .ratings_in(Venue::from_key(guild), variant)
                    .await
                    .unwrap(),
            );
        }
    }
    all
}

async fn todays_database_is_upgraded_to_pools_and_ladders_per_game(db: TestDb) {
    fill_todays_database(&db).await;
    let store = Store::open(&db.url).await.unwrap();

    let expected = replayed();
    let got = all_ratings(&store).await;
    assert_eq!(got.len(), expected.len(), "{got:#?}");
    for r in &got {
        let e = &expected[&(
            r.guild_id.key(),
            r.variant.id().to_string(),
            r.user_id.get(),
        )];
        assert!(
            (r.rating - e.rating).abs() < 1e-9
                && (r.deviation - e.deviation).abs() < 1e-9
                && (r.volatility - e.volatility).abs() < 1e-12,
            "{r:?} != {e:?}"
        );
        assert_eq!((r.wins, r.losses, r.draws), (e.wins, e.losses, e.draws));
    }
    // Spot checks: player 1's shogi pool counts the unrated game not, and their Wa
    // pool is separate.
    let p1_shogi = store
        .rating(Venue::from_key(10), VariantId::Shogi, UserId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((p1_shogi.wins, p1_shogi.losses, p1_shogi.draws), (1, 1, 0));
    let p1_wa = store
        .rating(Venue::from_key(10), VariantId::Wa, UserId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((p1_wa.wins, p1_wa.losses), (1, 1));

    // Server 10's ladder went to wa (its ladder games' most played game), in order,
    // with each record counted from the settled wa ladder games.
    let wa = store
        .ladder(Venue::from_key(10), VariantId::Wa)
        .await
        .unwrap();
    let places: Vec<(i64, i64, i64, i64)> = wa
        .iter()
        .map(|l| (l.user_id.get(), l.position, l.wins, l.losses))
        .collect();
    assert_eq!(places, [(4, 1, 0, 2), (3, 2, 1, 0), (1, 3, 1, 0)]);
    assert!(store
        .ladder(Venue::from_key(10), VariantId::Shogi)
        .await
        .unwrap()
        .is_empty());
    // Server 11 had no ladder games: its ladder is wa's, the default game.
    let eleven: Vec<i64> = store
        .ladder(Venue::from_key(11), VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .map(|l| l.user_id.get())
        .collect();
    assert_eq!(eleven, [2, 1]);

    // The data step is done once: a later start recomputes nothing.
    db.exec(
        "UPDATE ratings SET rating = 1234.0 WHERE guild_id = 10 AND variant = 'wa' AND user_id = 3",
    )
    .await;
    store.close().await;
    let store = Store::open(&db.url).await.unwrap();
    assert_eq!(
        store
            .rating(Venue::from_key(10), VariantId::Wa, UserId::new(3))
            .await
            .unwrap()
            .unwrap()
            .rating,
        1234.0
    );

    // The game a crash left unsettled is settled by the clock, into its own pool.
    let s = Service::new(store, Arc::new(FakeClock::at(T + 1000)));
    s.tick().await;
    let p4 = s
        .store()
        .rating(Venue::from_key(10), VariantId::Wa, UserId::new(4))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(p4.losses, expected[&(10, "wa".to_string(), 4)].losses + 1);
}

/// A database made today with nothing in it upgrades too.
async fn an_empty_database_upgrades(db: TestDb) {
    Store::schema_until(&db.url, TODAYS_SCHEMA).await.unwrap();
    let store = Store::open(&db.url).await.unwrap();
    assert!(all_ratings(&store).await.is_empty());
    assert!(store
        .ladder(Venue::from_key(10), VariantId::Wa)
        .await
        .unwrap()
        .is_empty());
}

both!(
    todays_database_is_upgraded_to_pools_and_ladders_per_game,
    an_empty_database_upgrades,
);
