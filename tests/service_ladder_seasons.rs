//! The challenge ladder over time, through the service: ratings and ladders kept per
//! game, no dodging (a declined or unanswered ladder challenge is a forfeit), players
//! away, seasons, and standings too long for one message. The shared helpers are in
//! `service_ladder`.

use crate::service_ladder::{accept_last, player, refused, resign, HERE, T0};
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::UserId;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::commands::{
    LadderAway, LadderChallenge, LadderCloseSeason, LadderHistory, LadderJoin, LadderSettings,
    LadderStandings,
};
use washogi_bot::decide::rating::rate;
use washogi_bot::game::{ColorChoice, Command, FakeClock, Response, Service, StartOptions, User};
use washogi_bot::store::{ChallengeStatus, GameResult, RatingRow, Store};

const DAY: i64 = 86_400;

async fn clocked(db: &TestDb) -> (FakeClock, Service) {
    let clock = FakeClock::at(T0);
    let store = Store::open(&db.url).await.unwrap();
    (clock.clone(), Service::new(store, Arc::new(clock)))
}

fn now(clock: &FakeClock) -> i64 {
    use washogi_bot::game::Clock;
    clock.now()
}

async fn ladder_cmd(s: &Service, who: &User, command: Command) -> Response {
    s.handle(who, HERE, command).await
}

async fn join(s: &Service, who: &User, variant: VariantId) {
    let variant = Some(variant);
    let r = ladder_cmd(s, who, Command::Ladder(LadderJoin { variant }.into())).await;
    assert!(!r.is_refusal(), "{}", r.text());
}

async fn order(s: &Service, variant: VariantId) -> Vec<i64> {
    s.store()
        .ladder(HERE.venue, variant)
        .await
        .unwrap()
        .iter()
        .map(|l| l.user_id.get())
        .collect()
}

async fn challenge(s: &Service, who: &User, opponent: &User, variant: VariantId) -> Response {
    let command = Command::Ladder(
        LadderChallenge {
            opponent: opponent.clone(),
            variant: Some(variant),
            days: None,
        }
        .into(),
    );
    ladder_cmd(s, who, command).await
}

async fn ratings_and_ladders_are_per_game(db: TestDb) {
    let (_clock, s) = clocked(&db).await;
    let (a, b) = (player(1), player(2));
    // A shogi game and a Wa game: two pools, each starting at 1500.
    for (n, variant) in [(1, VariantId::Shogi), (2, VariantId::Wa)] {
        let options = StartOptions {
            opponent: Some(b.clone()),
            variant,
            color: ColorChoice::Sente,
            ..StartOptions::default()
        };
        s.start(&a, HERE, options).await;
        let game = accept_last(&s, &b, n).await;
        resign(&s, if n == 1 { &b } else { &a }, game).await;
    }
    let get = |v: VariantId, id: UserId| {
        let s = s.clone();
        async move { s.store().rating(HERE.venue, v, id).await.unwrap().unwrap() }
    };
    let (a_shogi, a_wa) = (
        get(VariantId::Shogi, a.id).await,
        get(VariantId::Wa, a.id).await,
    );
    assert!(a_shogi.rating > 1500.0 && a_wa.rating < 1500.0);
    assert_eq!(
        (a_shogi.wins, a_shogi.losses, a_wa.wins, a_wa.losses),
        (1, 0, 0, 1)
    );
    let fresh = RatingRow::new(HERE.venue, VariantId::Wa, a.id);
    let (_, expected) = rate(
        &RatingRow::new(HERE.venue, VariantId::Wa, b.id),
        &fresh,
        GameResult::Sente,
    );
    assert!(
        (a_wa.rating - expected.rating).abs() < 1e-9,
        "the Wa pool starts fresh, untouched by shogi"
    );
    assert!(s
        .store()
        .rating(HERE.venue, VariantId::WaDrops, a.id)
        .await
        .unwrap()
        .is_none());
    // /rating lists every game with rated results.
    let r = s.rating(&b, HERE, Some(&a)).await;
    let text = markup(r.text());
    assert!(
        text.contains("Shogi: rating") && text.contains("Wa Shogi: rating"),
        "{text}"
    );
    assert!(!text.contains("with drops"), "{text}");

    // Ladders per game: the same player on two ladders, at different places.
    join(&s, &b, VariantId::Shogi).await;
    join(&s, &a, VariantId::Shogi).await;
    join(&s, &a, VariantId::Wa).await;
    assert_eq!(order(&s, VariantId::Shogi).await, [b.id, a.id]);
    assert_eq!(order(&s, VariantId::Wa).await, [a.id]);
    assert!(order(&s, VariantId::WaDrops).await.is_empty());
    let r = s.rating(&a, HERE, None).await;
    assert!(
        markup(r.text()).contains("ladder place 2 of 2"),
        "{}",
        r.text()
    );
    assert!(
        markup(r.text()).contains("ladder place 1 of 1"),
        "{}",
        r.text()
    );

    // Without a variant, ladder commands mean the server's default game: wa, until
    // an admin chooses another.
    let standings = s.ladder_standings(&a, HERE).await;
    assert!(
        markup(standings.text()).contains("Wa Shogi ladder"),
        "{}",
        standings.text()
    );
    let set = |variant: VariantId, admin: bool| {
        Command::Ladder(
            LadderSettings {
                vacation_days: None,
                variant: Some(variant),
                accept_days: None,
                is_admin: admin,
            }
            .into(),
        )
    };
    assert!(refused(
        &ladder_cmd(&s, &a, set(VariantId::Shogi, false)).await,
        "admin"
    ));
    assert!(s
        .ladder_standings(&a, HERE)
        .await
        .text()
        .contains("Wa Shogi ladder"));
    let r = ladder_cmd(&s, &a, set(VariantId::Shogi, true)).await;
    assert!(markup(r.text()).contains("Saved"), "{}", r.text());
    let standings = s.ladder_standings(&a, HERE).await;
    assert!(
        markup(standings.text()).contains("**Shogi ladder**"),
        "{}",
        standings.text()
    );
}

async fn declining_a_ladder_challenge_forfeits_the_place_but_not_the_rating(db: TestDb) {
    let (_clock, s) = clocked(&db).await;
    for n in 1..=4 {
        join(&s, &player(n), VariantId::Wa).await;
    }
    let r = challenge(&s, &player(4), &player(2), VariantId::Wa).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let expires = T0 + 3 * DAY;
    assert!(
        markup(r.text()).contains(&format!("<t:{expires}:R>"))
            && markup(r.text()).contains(&format!("<t:{expires}:f>")),
        "the deadline as Discord timestamps: {}",
        r.text()
    );
    assert!(markup(r.text()).contains("ladder loss"), "{}", r.text());
    // Declining: the challenger takes the place; everyone between moves down.
    let r = s.decline(&player(2), HERE, 1).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let said = markup(&r.update_origin.as_ref().unwrap().text);
    assert!(said.contains("<@1004> takes place 2"), "{said}");
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1004, 1002, 1003]);
    let ladder = s.store().ladder(HERE.venue, VariantId::Wa).await.unwrap();
    assert_eq!(
        (ladder[1].wins, ladder[2].losses),
        (1, 1),
        "counted for the ladder"
    );
    assert!(
        s.store()
            .ratings_of(HERE.venue, UserId::new(1002))
            .await
            .unwrap()
            .is_empty(),
        "not for the rating"
    );
    // Declining twice, or after, changes nothing more.
    assert!(s.decline(&player(2), HERE, 1).await.is_refusal());
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1004, 1002, 1003]);
    // A challenger who cancels forfeits nothing.
    challenge(&s, &player(3), &player(2), VariantId::Wa).await;
    assert!(!s.cancel(&player(3), HERE, 2).await.is_refusal());
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1004, 1002, 1003]);
}

async fn an_unanswered_ladder_challenge_expires_as_a_forfeit_once(db: TestDb) {
    let (clock, s) = clocked(&db).await;
    // A second process on the same database sweeps too.
    let other = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()));
    for n in 1..=3 {
        join(&s, &player(n), VariantId::Shogi).await;
    }
    // The server gives 5 days to accept.
    let days = Command::Ladder(
        LadderSettings {
            vacation_days: None,
            variant: None,
            accept_days: Some(5),
            is_admin: true,
        }
        .into(),
    );
    assert!(refused(
        &ladder_cmd(
            &s,
            &player(1),
            Command::Ladder(
                LadderSettings {
                    vacation_days: None,
                    variant: None,
                    accept_days: Some(30),
                    is_admin: true
                }
                .into()
            )
        )
        .await,
        "1 to 14"
    ));
    ladder_cmd(&s, &player(1), days).await;
    let r = challenge(&s, &player(3), &player(1), VariantId::Shogi).await;
    let deadline = T0 + 5 * DAY;
    assert!(
        markup(r.text()).contains(&format!("<t:{deadline}:f>")),
        "{}",
        r.text()
    );
    s.set_challenge_message(ChallengeId::new(1), washogi_bot::ids::MessageId::new(777))
        .await;
    clock.set(deadline - 1);
    assert!(s.tick().await.is_empty(), "not yet");
    clock.set(deadline);
    let (mine, theirs) = tokio::join!(s.tick(), other.tick());
    let notices: Vec<_> = mine.into_iter().chain(theirs).collect();
    assert_eq!(notices.len(), 1, "exactly once: {notices:?}");
    let message = notices[0].message.as_ref().unwrap();
    assert!(
        markup(&message.text).contains("<@1003> takes place 1 on the Shogi ladder"),
        "{}",
        message.text
    );
    assert_eq!(notices[0].edit.as_ref().unwrap().message_id, 777);
    assert_eq!(order(&s, VariantId::Shogi).await, [1003, 1001, 1002]);
    let ladder = s
        .store()
        .ladder(HERE.venue, VariantId::Shogi)
        .await
        .unwrap();
    assert_eq!((ladder[0].wins, ladder[1].losses), (1, 1));
    assert!(s.tick().await.is_empty() && other.tick().await.is_empty());
    let c = s
        .store()
        .challenge(ChallengeId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(c.status, ChallengeStatus::Expired);
    assert!(s
        .store()
        .ratings_of(HERE.venue, UserId::new(1001))
        .await
        .unwrap()
        .is_empty());
}

async fn pressing_accept_too_late_is_the_same_forfeit(db: TestDb) {
    let (clock, s) = clocked(&db).await;
    for n in 1..=2 {
        join(&s, &player(n), VariantId::Wa).await;
    }
    challenge(&s, &player(2), &player(1), VariantId::Wa).await;
    clock.advance(3 * DAY);
    let r = s.accept(&player(1), HERE, 1).await;
    let said = markup(&r.update_origin.as_ref().unwrap().text);
    assert!(said.contains("<@1002> takes place 1"), "{said}");
    assert_eq!(order(&s, VariantId::Wa).await, [1002, 1001]);
    assert!(s.tick().await.is_empty(), "not twice");
    assert_eq!(order(&s, VariantId::Wa).await, [1002, 1001]);
}

/// `/ladder away` is a vacation (one mechanism, `/vacation`'s): challenges to the
/// player wait while they are away, from their yearly bank of days.
async fn away_players_challenges_wait_while_on_vacation(db: TestDb) {
    let (clock, s) = clocked(&db).await;
    for n in 1..=3 {
        join(&s, &player(n), VariantId::Wa).await;
    }
    let away = |days: i64| {
        Command::Ladder(
            LadderAway {
                variant: Some(VariantId::Wa),
                days,
            }
            .into(),
        )
    };
    // An open challenge waits when its player goes away.
    challenge(&s, &player(2), &player(1), VariantId::Wa).await;
    assert!(refused(
        &ladder_cmd(&s, &player(1), away(15)).await,
        "1 to 14"
    ));
    let r = ladder_cmd(&s, &player(1), away(7)).await;
    assert!(r.messages[0].private, "the vacation is said privately");
    assert!(
        markup(r.text()).contains("Your vacation: 7 days"),
        "{}",
        r.text()
    );
    assert!(
        markup(r.text()).contains("7 days are left in your bank this year"),
        "{}",
        r.text()
    );
    let until = T0 + 7 * DAY;
    assert_eq!(
        s.store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .unwrap()
            .expires_at,
        until + 3 * DAY
    );
    assert!(refused(
        &ladder_cmd(&s, &player(1), away(2)).await,
        "on vacation until"
    ));
    // A new challenge to an away player waits too, and says so.
    let r = challenge(&s, &player(3), &player(1), VariantId::Wa).await;
    assert!(
        markup(r.text()).contains("on vacation until"),
        "{}",
        r.text()
    );
    assert_eq!(
        s.store()
            .challenge(ChallengeId::new(2))
            .await
            .unwrap()
            .unwrap()
            .expires_at,
        until + 3 * DAY
    );
    let standings = s.ladder_standings(&player(1), HERE).await;
    assert!(
        markup(standings.text()).contains("away till"),
        "{}",
        standings.text()
    );
    clock.set(T0 + 3 * DAY);
    assert!(s.tick().await.is_empty(), "waiting, not forfeited");
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1002, 1003]);
    clock.set(until + 3 * DAY);
    assert_eq!(s.tick().await.len(), 2, "both forfeited at the end");
    assert_eq!(order(&s, VariantId::Wa).await, [1002, 1003, 1001]);

    // The bank: 7 of 14 days used this year, so 8 more are refused, 7 are not, and
    // then none is left.
    assert!(refused(
        &ladder_cmd(&s, &player(1), away(8)).await,
        "7 days left this year"
    ));
    let r = ladder_cmd(&s, &player(1), away(7)).await;
    assert!(
        markup(r.text()).contains("Your vacation: 7 days"),
        "{}",
        r.text()
    );
    clock.advance(8 * DAY);
    assert!(refused(
        &ladder_cmd(&s, &player(1), away(1)).await,
        "0 days left this year"
    ));
    assert!(now(&clock) > T0);
}

async fn closing_a_season_archives_posts_and_starts_the_next(db: TestDb) {
    let (clock, s) = clocked(&db).await;
    for n in 1..=4 {
        join(&s, &player(n), VariantId::Wa).await;
    }
    // p4 wins a rated Wa game against p1 (not a ladder game) and a forfeit from p3.
    let options = StartOptions {
        opponent: Some(player(1)),
        variant: VariantId::Wa,
        color: ColorChoice::Sente,
        ..StartOptions::default()
    };
    s.start(&player(4), HERE, options).await;
    let game = accept_last(&s, &player(1), 1).await;
    resign(&s, &player(1), game).await;
    challenge(&s, &player(4), &player(3), VariantId::Wa).await;
    s.decline(&player(3), HERE, 2).await;
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1002, 1004, 1003]);

    let close = |reset: bool, is_admin: bool| {
        Command::Ladder(
            LadderCloseSeason {
                variant: Some(VariantId::Wa),
                reset,
                is_admin,
            }
            .into(),
        )
    };
    assert!(refused(
        &ladder_cmd(&s, &player(1), close(false, false)).await,
        "admin"
    ));
    assert!(refused(
        &ladder_cmd(
            &s,
            &player(1),
            Command::Ladder(
                LadderCloseSeason {
                    variant: Some(VariantId::Shogi),
                    reset: false,
                    is_admin: true
                }
                .into()
            )
        )
        .await,
        "empty"
    ));
    let history = Command::Ladder(
        LadderHistory {
            variant: Some(VariantId::Wa),
        }
        .into(),
    );
    assert!(ladder_cmd(&s, &player(1), history.clone())
        .await
        .text()
        .contains("no closed seasons"));

    clock.advance(DAY);
    let r = ladder_cmd(&s, &player(9), close(false, true)).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let text = markup(r.text());
    assert!(text.contains("season 1 is closed"), "{text}");
    assert!(
        text.contains("🥇 p1") && text.contains("` 3.` 🥉 p4"),
        "{text}"
    );
    assert!(
        text.contains("Season 2 starts now from this order"),
        "{text}"
    );
    assert!(
        r.messages
            .iter()
            .all(|m| m.mentions.is_empty() && !m.private),
        "posted, no pings"
    );
    // Archived; the new season keeps the order with fresh records.
    let archived = s
        .store()
        .season_standings(
            HERE.venue,
            VariantId::Wa,
            washogi_bot::ids::SeasonId::new(1),
        )
        .await
        .unwrap();
    assert_eq!(archived.len(), 4);
    assert_eq!(
        (archived[2].user_id, archived[2].wins),
        (UserId::new(1004), 1)
    );
    assert!(archived[2].rating.unwrap() > 1500.0 && archived[1].rating.is_none());
    assert_eq!(order(&s, VariantId::Wa).await, [1001, 1002, 1004, 1003]);
    assert!(s
        .store()
        .ladder(HERE.venue, VariantId::Wa)
        .await
        .unwrap()
        .iter()
        .all(|l| l.wins + l.losses == 0));
    assert!(s
        .ladder_standings(&player(1), HERE)
        .await
        .text()
        .contains("season 2"));

    // Season 2 closed with a reset: the next order follows the ratings (p4 above p1,
    // then the unrated in their old order).
    clock.advance(DAY);
    let r = ladder_cmd(&s, &player(9), close(true, true)).await;
    assert!(markup(r.text()).contains("reset by rating"), "{}", r.text());
    assert_eq!(order(&s, VariantId::Wa).await, [1004, 1001, 1002, 1003]);

    let r = ladder_cmd(&s, &player(1), history).await;
    let shown = markup(r.text());
    let lines: Vec<&str> = shown.lines().collect();
    assert!(lines[0].contains("now season 3"), "{}", r.text());
    assert!(
        lines[1].starts_with("**Season 2**") && lines[2].starts_with("**Season 1**"),
        "{}",
        r.text()
    );
    assert!(lines[2].contains("🥇 p1 🥈 p2 🥉 p4"), "{}", r.text());
    assert!(
        lines[1].contains(&format!("<t:{}:d>", T0 + 2 * DAY)),
        "{}",
        r.text()
    );
}

async fn long_standings_take_a_second_message(db: TestDb) {
    let (_clock, s) = clocked(&db).await;
    for n in 1..=50 {
        let u = User::new(5000 + n, &format!("a-rather-long-player-name-{n}"));
        join(&s, &u, VariantId::WaDrops).await;
    }
    let r = ladder_cmd(
        &s,
        &player(1),
        Command::Ladder(
            LadderStandings {
                variant: Some(VariantId::WaDrops),
            }
            .into(),
        ),
    )
    .await;
    assert_eq!(r.messages.len(), 2, "{}", r.text());
    for m in &r.messages {
        assert!(m.text.chars().count() <= 2000 && m.mentions.is_empty() && !m.private);
    }
    let all = format!("{}\n{}", r.messages[0].text, r.messages[1].text);
    assert!(
        all.contains("`50.` a-rather-long-player-name-50 · unrated · 0–0 · ↑47–49"),
        "{all}"
    );
}

both!(
    ratings_and_ladders_are_per_game,
    declining_a_ladder_challenge_forfeits_the_place_but_not_the_rating,
    an_unanswered_ladder_challenge_expires_as_a_forfeit_once,
    pressing_accept_too_late_is_the_same_forfeit,
    away_players_challenges_wait_while_on_vacation,
    closing_a_season_archives_posts_and_starts_the_next,
    long_standings_take_a_second_message,
);
