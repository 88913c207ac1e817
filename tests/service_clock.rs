//! Correspondence clocks through the service with a fake clock: reminders, time
//! losses, challenge expiry, and a restart between a reminder and a timeout.

use crate::support::responses::custom_id;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::GameId;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::game::deadlines::reminder_lead;
use washogi_bot::game::{ColorChoice, FakeClock, Place, Service, StartOptions, User};
use washogi_bot::store::{ChallengeStatus, Ending, GameResult, GameStatus, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn service(url: &str, clock: &FakeClock) -> Service {
    Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone()))
}

/// Alice (sente) against Bob in shogi with `days` per move; returns the game id.
async fn game(s: &Service, days: i64) -> GameId {
    let options = StartOptions {
        opponent: Some(bob()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        days: Some(days),
        rated: true,
        level: None,
        sfen: None,
        handicap: None,
        thread: None,
        clock: None,
    };
    assert!(!s.start(&alice(), HERE, options).await.is_refusal());
    let r = s.accept(&bob(), HERE, 1).await;
    assert!(!r.is_refusal(), "{}", r.text());
    GameId::new(1)
}

#[test]
fn the_reminder_comes_a_day_or_a_quarter_of_the_time_before() {
    assert_eq!(reminder_lead(1), DAY / 4);
    assert_eq!(reminder_lead(3), 3 * DAY / 4);
    assert_eq!(reminder_lead(4), DAY);
    assert_eq!(reminder_lead(14), DAY);
}

async fn the_player_to_move_is_reminded_once(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    game(&s, 3).await;
    let deadline = T0 + 3 * DAY;
    clock.set(deadline - reminder_lead(3) - 1);
    assert!(s.tick().await.is_empty(), "too early");
    clock.advance(1);
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1);
    let message = notices[0].message.as_ref().unwrap();
    assert_eq!(notices[0].channel_id, HERE.channel.get());
    assert!(
        markup(&message.text).contains("<@1001>, your move in game #1"),
        "{}",
        message.text
    );
    assert!(markup(&message.text).contains(&format!("<t:{deadline}:R>")));
    assert_eq!(message.mentions, vec![1001]);
    assert!(s.tick().await.is_empty(), "only once");
}

async fn a_move_resets_the_deadline_and_the_reminder(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let id = game(&s, 1).await;
    clock.set(T0 + DAY - reminder_lead(1));
    assert_eq!(s.tick().await.len(), 1);
    assert!(!s.play_move(&alice(), HERE, None, "7g7f").await.is_refusal());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.deadline, Some(clock_now(&clock) + DAY));
    assert!(!row.reminder_sent);
    clock.advance(DAY - reminder_lead(1));
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1);
    assert!(markup(&notices[0].message.as_ref().unwrap().text).contains("<@1002>, your move"));
}

fn clock_now(clock: &FakeClock) -> i64 {
    use washogi_bot::game::Clock;
    clock.now()
}

async fn the_player_to_move_loses_on_time(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let id = game(&s, 2).await;
    assert!(!s.play_move(&alice(), HERE, None, "7g7f").await.is_refusal());
    clock.advance(2 * DAY - 1);
    let early: Vec<_> = s.tick().await;
    assert!(early
        .iter()
        .all(|n| !n.message.as_ref().unwrap().text.contains("loses on time")));
    clock.advance(1);
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1, "{notices:?}");
    let message = notices[0].message.as_ref().unwrap();
    assert!(
        markup(&message.text).contains("<@1002> did not move in time"),
        "{}",
        message.text
    );
    assert!(markup(&message.text).contains("<@1001> wins"));
    assert!(message.picture.is_some());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.status, row.result, row.ending),
        (
            GameStatus::Finished,
            Some(GameResult::Sente),
            Some(Ending::Timeout)
        )
    );
    assert!(s.tick().await.is_empty(), "a game ends on time once");
    let r = s.play_move(&bob(), HERE, Some(id), "3c3d").await;
    assert!(
        r.is_refusal() && markup(r.text()).contains("already over"),
        "{}",
        r.text()
    );
}

async fn a_restart_between_reminder_and_timeout_loses_nothing(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let id = game(&s, 3).await;
    clock.set(T0 + 3 * DAY - 60);
    assert_eq!(s.tick().await.len(), 1, "the reminder");
    s.store().close().await;
    drop(s);

    let s = service(&url, &clock).await;
    assert!(
        s.tick().await.is_empty(),
        "no second reminder after the restart"
    );
    clock.set(T0 + 3 * DAY);
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1);
    assert!(markup(&notices[0].message.as_ref().unwrap().text).contains("loses on time"));
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.result, Some(GameResult::Gote));
}

async fn challenges_expire_and_their_buttons_are_disabled(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    s.start(&alice(), HERE, StartOptions::default()).await;
    s.set_challenge_message(ChallengeId::new(1), washogi_bot::ids::MessageId::new(555))
        .await;
    clock.advance(DAY - 1);
    assert!(s.tick().await.is_empty());
    clock.advance(1);
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1);
    let edit = notices[0].edit.as_ref().unwrap();
    assert_eq!(edit.message_id, 555);
    assert!(markup(&edit.text).contains("expired"));
    let ids: Vec<String> = edit.disabled_buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["accept:1", "cancel:1"]);
    assert_eq!(
        s.store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .unwrap()
            .status,
        ChallengeStatus::Expired
    );
    let r = s.accept(&bob(), HERE, 1).await;
    assert!(
        r.is_refusal() && markup(r.text()).contains("no longer open"),
        "{}",
        r.text()
    );
    assert!(s.tick().await.is_empty());
}

both!(
    the_player_to_move_is_reminded_once,
    a_move_resets_the_deadline_and_the_reminder,
    the_player_to_move_loses_on_time,
    a_restart_between_reminder_and_timeout_loses_nothing,
    challenges_expire_and_their_buttons_are_disabled,
);
