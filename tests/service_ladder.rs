//! Ratings (Glicko-2 per server) and the challenge ladder, through the service: rated
//! and unrated games, joining and leaving, who may challenge whom, places changing
//! hands, an admin removing a player. The ladder over time (per game, no dodging,
//! away, seasons) is in `service_ladder_seasons`, which shares the helpers here.

use crate::support::responses::button;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::ids::Venue;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::decide::rating::rate;
use washogi_bot::game::{ColorChoice, FakeClock, Place, Response, Service, StartOptions, User};
use washogi_bot::store::{GameResult, RatingRow, Store};

pub(crate) const T0: i64 = 1_800_000_000;
pub(crate) const HERE: Place = Place::new(10, 20);
const ELSEWHERE: Place = Place::new(11, 21);

pub(crate) fn player(n: i64) -> User {
    User::new(1000 + n, &format!("p{n}"))
}

async fn world(db: TestDb) -> (TestDb, Service) {
    let store = Store::open(&db.url).await.unwrap();
    (db, Service::new(store, Arc::new(FakeClock::at(T0))))
}

pub(crate) fn refused(r: &Response, words: &str) -> bool {
    r.is_refusal()
        && markup(r.text())
            .to_lowercase()
            .contains(&words.to_lowercase())
}

/// The id of the game the last accepted challenge started.
pub(crate) async fn accept_last(s: &Service, who: &User, challenge: i64) -> GameId {
    let r = s.accept(who, HERE, challenge).await;
    assert!(!r.is_refusal(), "{}", r.text());
    s.store()
        .challenge(ChallengeId::new(challenge))
        .await
        .unwrap()
        .unwrap()
        .game_id
        .unwrap()
}

pub(crate) async fn resign(s: &Service, who: &User, game: GameId) -> Response {
    s.press(who, HERE, button(&format!("resign:{game}"))).await
}

#[test]
fn glicko2_moves_winner_up_and_loser_down_and_counts_the_record() {
    let fresh = |id| RatingRow::new(Venue::from_key(10), VariantId::Shogi, UserId::new(id));
    let (s, g) = rate(&fresh(1), &fresh(2), GameResult::Sente);
    assert!(s.rating > 1500.0 && g.rating < 1500.0);
    assert!(
        (s.rating - 1500.0 + (g.rating - 1500.0)).abs() < 1e-6,
        "symmetric for equal players"
    );
    assert!(s.deviation < 350.0);
    assert_eq!(
        (s.wins, s.losses, s.draws, g.wins, g.losses),
        (1, 0, 0, 0, 1)
    );
    let (s, g) = rate(&fresh(1), &fresh(2), GameResult::Draw);
    assert!((s.rating - 1500.0).abs() < 1e-6 && (g.rating - 1500.0).abs() < 1e-6);
    assert_eq!((s.draws, g.draws), (1, 1));
}

async fn rated_games_change_ratings_once_and_unrated_games_do_not(db: TestDb) {
    let (_d, s) = world(db).await;
    let (a, b) = (player(1), player(2));
    let rated = StartOptions {
        opponent: Some(b.clone()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        days: Some(3),
        rated: true,
        level: None,
        sfen: None,
        handicap: None,
        thread: None,
        clock: None,
    };
    s.start(&a, HERE, rated.clone()).await;
    let game = accept_last(&s, &b, 1).await;
    let r = resign(&s, &b, game).await;
    assert!(
        markup(&r.messages[0].text).contains("Shogi ratings:"),
        "{}",
        r.text()
    );
    let ra = s
        .store()
        .rating(HERE.venue, VariantId::Shogi, a.id)
        .await
        .unwrap()
        .unwrap();
    let rb = s
        .store()
        .rating(HERE.venue, VariantId::Shogi, b.id)
        .await
        .unwrap()
        .unwrap();
    assert!(ra.rating > 1500.0 && rb.rating < 1500.0);
    assert_eq!((ra.wins, rb.losses), (1, 1));
    assert!(
        s.store()
            .rating(ELSEWHERE.venue, VariantId::Shogi, a.id)
            .await
            .unwrap()
            .is_none(),
        "per server"
    );
    assert!(
        s.store().settle_game(game).await.unwrap().is_none(),
        "settled once"
    );

    s.start(
        &a,
        HERE,
        StartOptions {
            rated: false,
            level: None,
            sfen: None,
            handicap: None,
            thread: None,
            ..rated
        },
    )
    .await;
    let game = accept_last(&s, &b, 2).await;
    let r = resign(&s, &a, game).await;
    assert!(!markup(&r.messages[0].text).contains("Shogi ratings:"));
    assert_eq!(
        s.store()
            .rating(HERE.venue, VariantId::Shogi, a.id)
            .await
            .unwrap()
            .unwrap(),
        ra
    );

    let r = s.rating(&b, HERE, Some(&a)).await;
    assert!(
        markup(r.text()).contains("Shogi: rating")
            && markup(r.text()).contains("1 won, 0 lost, 0 drawn"),
        "{}",
        r.text()
    );
    assert!(!markup(r.text()).contains("ladder place"));
}

async fn joining_leaving_and_standings(db: TestDb) {
    let (_d, s) = world(db).await;
    for n in 1..=4 {
        let r = s.ladder_join(&player(n), HERE).await;
        assert!(
            markup(r.text()).contains(&format!("place {n}")),
            "{}",
            r.text()
        );
    }
    assert!(refused(&s.ladder_join(&player(2), HERE).await, "already"));
    let r = s.ladder_leave(&player(2), HERE).await;
    assert!(markup(r.text()).contains("was place 2"));
    assert!(refused(&s.ladder_leave(&player(2), HERE).await, "not on"));
    let places: Vec<(i64, i64)> = s
        .store()
        .ladder(HERE.venue, VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .map(|l| (l.user_id.get(), l.position))
        .collect();
    assert_eq!(places, [(1001, 1), (1003, 2), (1004, 3)], "the gap closes");
    let r = s.ladder_standings(&player(9), HERE).await;
    let shown = markup(r.text());
    let lines: Vec<&str> = shown.lines().collect();
    assert_eq!(lines.len(), 5, "{}", r.text());
    // Rank, name, rating, record against the ladder, whom they may challenge.
    assert_eq!(lines[2], "` 1.` p1 · unrated · 0–0");
    assert_eq!(lines[3], "` 2.` p3 · unrated · 0–0 · ↑1");
    assert_eq!(lines[4], "` 3.` p4 · unrated · 0–0 · ↑1–2");
    assert!(r.messages[0].mentions.is_empty(), "standings do not ping");
    assert!(!markup(r.text()).contains("<@"), "names, not mentions");
    assert!(s
        .ladder_standings(&player(9), ELSEWHERE)
        .await
        .text()
        .contains("empty"));
}

async fn challenges_reach_at_most_three_places_up(db: TestDb) {
    let (_d, s) = world(db).await;
    for n in 1..=6 {
        s.ladder_join(&player(n), HERE).await;
    }
    let up = |n| player(n);
    assert!(refused(
        &s.ladder_challenge(&player(9), HERE, &up(1), None, None)
            .await,
        "join the wa shogi ladder"
    ));
    assert!(refused(
        &s.ladder_challenge(&player(6), HERE, &player(9), None, None)
            .await,
        "not on the wa shogi ladder"
    ));
    assert!(refused(
        &s.ladder_challenge(&player(3), HERE, &up(5), None, None)
            .await,
        "not above you"
    ));
    assert!(refused(
        &s.ladder_challenge(&player(6), HERE, &up(2), None, None)
            .await,
        "at most 3"
    ));
    assert!(refused(
        &s.ladder_challenge(&player(6), HERE, &up(3), Some(VariantId::Shogi), None)
            .await,
        "join the shogi ladder"
    ));
    let r = s
        .ladder_challenge(&player(6), HERE, &up(3), Some(VariantId::Wa), Some(2))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(markup(r.text()).contains("ladder game"));
    let c = s
        .store()
        .challenge(ChallengeId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert!(c.ladder && c.rated && c.days_per_move == 2 && c.variant == VariantId::Wa);
    // One ladder challenge or game per pair at a time.
    assert!(refused(
        &s.ladder_challenge(&player(6), HERE, &up(3), None, None)
            .await,
        "already have"
    ));
    accept_last(&s, &up(3), 1).await;
    assert!(refused(
        &s.ladder_challenge(&player(6), HERE, &up(3), None, None)
            .await,
        "already have"
    ));
    assert!(!s
        .ladder_challenge(&player(6), HERE, &up(4), None, None)
        .await
        .is_refusal());
}

async fn a_winning_challenger_takes_the_losers_place_and_the_rest_move_down(db: TestDb) {
    let (_d, s) = world(db).await;
    for n in 1..=5 {
        s.ladder_join(&player(n), HERE).await;
    }
    // Place 5 challenges place 2 and wins.
    s.ladder_challenge(&player(5), HERE, &player(2), None, None)
        .await;
    let game = accept_last(&s, &player(2), 1).await;
    let r = resign(&s, &player(2), game).await;
    assert!(
        markup(&r.messages[0].text).contains("<@1005> takes place 2 on the Wa Shogi ladder"),
        "{}",
        r.text()
    );
    let order: Vec<i64> = s
        .store()
        .ladder(HERE.venue, VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .map(|l| l.user_id.get())
        .collect();
    assert_eq!(order, [1001, 1005, 1002, 1003, 1004]);

    // A challenger who loses changes nothing on the ladder.
    s.ladder_challenge(&player(4), HERE, &player(3), None, None)
        .await;
    let game = accept_last(&s, &player(3), 2).await;
    resign(&s, &player(4), game).await;
    let order: Vec<i64> = s
        .store()
        .ladder(HERE.venue, VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .map(|l| l.user_id.get())
        .collect();
    assert_eq!(order, [1001, 1005, 1002, 1003, 1004]);
    let r = s.rating(&player(5), HERE, None).await;
    assert!(
        markup(r.text()).contains("Wa Shogi: rating")
            && markup(r.text()).contains("ladder place 2 of 5"),
        "{}",
        r.text()
    );
    // The record against the ladder counts ladder games: p5 won one, p4 lost one.
    let ladder = s.store().ladder(HERE.venue, VariantId::Wa).await.unwrap();
    let rec = |id: i64| {
        let l = ladder.iter().find(|l| l.user_id == id).unwrap();
        (l.wins, l.losses)
    };
    assert_eq!(
        (rec(1005), rec(1002), rec(1004), rec(1003)),
        ((1, 0), (0, 1), (0, 1), (1, 0))
    );
}

async fn only_an_admin_removes_a_player(db: TestDb) {
    let (_d, s) = world(db).await;
    for n in 1..=3 {
        s.ladder_join(&player(n), HERE).await;
    }
    assert!(refused(
        &s.ladder_remove(&player(3), HERE, &player(1), false).await,
        "admin"
    ));
    let r = s.ladder_remove(&player(9), HERE, &player(1), true).await;
    assert!(markup(r.text()).contains("removed <@1001>"), "{}", r.text());
    let order: Vec<(i64, i64)> = s
        .store()
        .ladder(HERE.venue, VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .map(|l| (l.user_id.get(), l.position))
        .collect();
    assert_eq!(order, [(1002, 1), (1003, 2)]);
    assert!(refused(
        &s.ladder_remove(&player(9), HERE, &player(1), true).await,
        "not on the wa shogi ladder"
    ));
}

both!(
    rated_games_change_ratings_once_and_unrated_games_do_not,
    joining_leaving_and_standings,
    challenges_reach_at_most_three_places_up,
    a_winning_challenger_takes_the_losers_place_and_the_rest_move_down,
    only_an_admin_removes_a_player,
);
