//! Playing anywhere, on the service directly: a game in a group DM where
//! only the app is (no thread, no tracked challenge post, its board with every step
//! as a button, a move typed in the form), the bot's own DM (the computer, never a
//! person), a server that never added the bot, and the server's own features
//! refused outside servers that added it, privately.

use crate::support::responses::button;
use crate::support_db;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::game::{
    Action, ColorChoice, Effect, FakeClock, Place, Reach, Response, Service, StartOptions, Surface,
    User,
};
use washogi_bot::ids::{ChallengeId, GameId};
use washogi_bot::store::Store;

const T0: i64 = 1_800_000_000;
/// A group DM of Alice, Bob and Carol, where only Alice installed the app.
const GROUP: Place = Place::private_channel(77);
/// The bot's DM with whoever calls.
const BOT_DM: Place = Place::new(0, 88);
/// A server that never added the bot, where Alice's install came along.
const BARE_SERVER: Place = Place::new(500, 501).seen_as(Surface::Server, Reach::Interaction);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}
fn carol() -> User {
    User::new(1003, "carol")
}

async fn service(db: &TestDb) -> Service {
    let store = Store::open(&db.url).await.unwrap();
    Service::new(store, Arc::new(FakeClock::at(T0)))
}

fn challenge_to(opponent: &User) -> StartOptions {
    StartOptions {
        opponent: Some(opponent.clone()),
        variant: "shogi".parse().unwrap(),
        color: ColorChoice::Sente,
        days: Some(3),
        ..StartOptions::default()
    }
}

fn actions(r: &Response) -> Vec<Action> {
    r.messages
        .iter()
        .flat_map(|m| m.buttons.iter().map(|b| b.action))
        .collect()
}

/// Alice challenges Bob in `place` and Bob accepts with the button: the board.
async fn started(s: &Service, place: Place) -> Response {
    let r = s.start(&alice(), place, challenge_to(&bob())).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert_eq!(
        r.effects
            .iter()
            .any(|e| matches!(e, Effect::TrackChallengePost { .. })),
        place.bot_is_here(),
        "a challenge post is tracked where the bot may edit it, and only there"
    );
    let r = s.press(&bob(), place, button("accept:1")).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(
        !r.effects.iter().any(|e| matches!(e, Effect::OpenThread(_))),
        "no thread where the bot is not"
    );
    r
}

async fn a_game_is_played_by_buttons_in_a_group_dm(db: TestDb) {
    let s = service(&db).await;
    let board = started(&s, GROUP).await;
    assert_eq!(
        actions(&board),
        vec![
            Action::Pick,
            Action::TypeMove,
            Action::OfferDraw,
            Action::AskResign
        ],
        "every step of the game is a button here"
    );
    // Alice types her move in the form the button opens.
    let r = s.press(&alice(), GROUP, button("type:1:0")).await;
    let form = r.form.expect("a form");
    assert_eq!((form.game_id, form.ply), (GameId::new(1), 0));
    assert!(r.messages.is_empty());
    // Bob may not open Alice's form, nor an old board's.
    let r = s.press(&bob(), GROUP, button("type:1:0")).await;
    assert!(r.is_refusal() && r.form.is_none(), "{}", r.text());
    let r = s
        .play_move(&alice(), GROUP, Some(GameId::new(1)), "7g7f")
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(actions(&r).contains(&Action::TypeMove), "{:?}", actions(&r));
    let r = s.press(&alice(), GROUP, button("type:1:0")).await;
    assert!(r.is_refusal(), "a form from an old board: {}", r.text());
    // Bob offers a draw and then resigns, by buttons alone.
    let r = s.press(&bob(), GROUP, button("drawask:1")).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s.press(&bob(), GROUP, button("resignask:1")).await;
    assert!(
        actions(&r).contains(&Action::Resign),
        "asks to confirm: {r:?}"
    );
    // Carol is not in the game.
    let r = s.press(&carol(), GROUP, button("drawask:1")).await;
    assert!(r.is_refusal(), "{}", r.text());
    // The group DM's games are its own.
    let here = s.list_games(&carol(), GROUP, None).await;
    assert!(here.text().contains("#1"), "{}", here.text());
    let elsewhere = s
        .list_games(&carol(), Place::private_channel(78), None)
        .await;
    assert!(!elsewhere.text().contains("#1"), "{}", elsewhere.text());
}

async fn a_server_that_added_the_bot_keeps_its_buttons_as_they_were(db: TestDb) {
    let s = service(&db).await;
    let board = started(&s, Place::new(10, 20)).await;
    assert_eq!(actions(&board), vec![Action::Pick]);
}

async fn the_bots_dm_is_for_the_computer_and_not_for_people(db: TestDb) {
    let s = service(&db).await;
    let r = s.start(&alice(), BOT_DM, challenge_to(&bob())).await;
    assert!(r.is_refusal(), "{}", r.text());
    assert!(r.text().contains("User Install"), "says how: {}", r.text());
    let open = StartOptions {
        opponent: None,
        ..challenge_to(&bob())
    };
    assert!(s.start(&alice(), BOT_DM, open).await.is_refusal());
}

async fn server_features_are_refused_outside_servers_that_added_the_bot(db: TestDb) {
    let s = service(&db).await;
    for place in [GROUP, BOT_DM, BARE_SERVER] {
        let r = s.ladder_join(&alice(), place).await;
        assert!(r.is_refusal(), "{place:?}: {}", r.text());
        assert!(r.text().contains("added me"), "{}", r.text());
    }
    // Where the bot was added, the ladder works.
    let r = s.ladder_join(&alice(), Place::new(10, 20)).await;
    assert!(!r.is_refusal(), "{}", r.text());
}

async fn a_game_in_a_server_without_the_bot_counts_for_that_server(db: TestDb) {
    let s = service(&db).await;
    let board = started(&s, BARE_SERVER).await;
    assert!(actions(&board).contains(&Action::TypeMove));
    let listed = s.list_games(&carol(), Place::new(500, 999), None).await;
    assert!(listed.text().contains("#1"), "{}", listed.text());
    // Where its members' apps may not answer in public, a challenge would be seen
    // by the challenger alone: refused, and nothing stored.
    let hidden = BARE_SERVER.seen_by_caller_only();
    let r = s.start(&alice(), hidden, challenge_to(&carol())).await;
    assert!(r.text().contains("Use External Apps"), "{}", r.text());
    assert!(s
        .store()
        .challenge(ChallengeId::new(2))
        .await
        .unwrap()
        .is_none());
}

both!(
    a_game_is_played_by_buttons_in_a_group_dm,
    a_server_that_added_the_bot_keeps_its_buttons_as_they_were,
    the_bots_dm_is_for_the_computer_and_not_for_people,
    server_features_are_refused_outside_servers_that_added_the_bot,
    a_game_in_a_server_without_the_bot_counts_for_that_server,
);
