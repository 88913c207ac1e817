//! `/draw`: offers, acceptance, declining, lapsing on the opponent's move, and the
//! Wa impasse claim.

use crate::support::responses::{button, custom_id};
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::rules::VariantId;

use crate::positions;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::game::{ColorChoice, FakeClock, Place, Response, Service, StartOptions, User};
use washogi_bot::store::{Ending, GameResult, Store};

const T0: i64 = 1_800_000_000;
const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn world(db: TestDb) -> (TestDb, Service) {
    let store = Store::open(&db.url).await.unwrap();
    (db, Service::new(store, Arc::new(FakeClock::at(T0))))
}

async fn shogi_game(s: &Service) -> GameId {
    let options = StartOptions {
        opponent: Some(bob()),
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
    s.start(&alice(), HERE, options).await;
    assert!(!s.accept(&bob(), HERE, 1).await.is_refusal());
    GameId::new(1)
}

/// A game from a chosen position, Alice sente.
async fn game_from(s: &Service, variant: &str, sfen: &str) -> GameId {
    positions::game_from(s.store(), HERE, variant, sfen, T0).await
}

fn refused(r: &Response, words: &str) -> bool {
    r.is_refusal()
        && markup(r.text())
            .to_lowercase()
            .contains(&words.to_lowercase())
}

async fn an_offer_accepted_by_the_opponent_draws_the_game(db: TestDb) {
    let (_d, s) = world(db).await;
    let id = shogi_game(&s).await;
    let r = s.draw(&alice(), HERE, None).await;
    let offer = &r.messages[0];
    assert!(!offer.private);
    assert!(
        markup(&offer.text).contains("<@1001> offers a draw"),
        "{}",
        offer.text
    );
    assert_eq!(offer.mentions, vec![1002]);
    let ids: Vec<String> = offer.buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["drawyes:1", "drawno:1"]);
    assert!(refused(
        &s.draw(&alice(), HERE, None).await,
        "already offered"
    ));
    assert!(refused(
        &s.press(&alice(), HERE, button("drawyes:1")).await,
        "no draw offer from <@1002>"
    ));
    assert!(refused(
        &s.draw(&User::new(7, "eve"), HERE, Some(id)).await,
        "not playing"
    ));

    let r = s.press(&bob(), HERE, button("drawyes:1")).await;
    assert!(r.update_origin.is_some());
    assert!(
        markup(&r.messages[0].text).contains("accepts"),
        "{}",
        r.text()
    );
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.result, row.ending),
        (Some(GameResult::Draw), Some(Ending::Agreement))
    );
}

async fn the_opponent_can_accept_with_the_command_too(db: TestDb) {
    let (_d, s) = world(db).await;
    let id = shogi_game(&s).await;
    s.draw(&bob(), HERE, None).await;
    let r = s.draw(&alice(), HERE, None).await;
    assert!(markup(r.text()).contains("accepts"), "{}", r.text());
    assert_eq!(
        s.store().game(id).await.unwrap().unwrap().result,
        Some(GameResult::Draw)
    );
}

async fn an_offer_lapses_when_the_opponent_moves_but_survives_the_offerers_move(db: TestDb) {
    let (_d, s) = world(db).await;
    let id = shogi_game(&s).await;
    s.draw(&alice(), HERE, None).await;
    assert!(!s.play_move(&alice(), HERE, None, "7g7f").await.is_refusal());
    assert_eq!(
        s.store().game(id).await.unwrap().unwrap().draw_offer_by,
        Some(UserId::new(1001))
    );
    assert!(!s.play_move(&bob(), HERE, None, "3c3d").await.is_refusal());
    assert_eq!(
        s.store().game(id).await.unwrap().unwrap().draw_offer_by,
        None
    );
    assert!(refused(
        &s.press(&bob(), HERE, button("drawyes:1")).await,
        "no draw offer"
    ));
    assert!(s.store().game(id).await.unwrap().unwrap().is_active());
}

async fn only_the_player_offered_a_draw_declines_it(db: TestDb) {
    let (_d, s) = world(db).await;
    let id = shogi_game(&s).await;
    s.draw(&alice(), HERE, None).await;
    assert!(refused(
        &s.press(&alice(), HERE, button("drawno:1")).await,
        "your own offer"
    ));
    let r = s.press(&bob(), HERE, button("drawno:1")).await;
    assert!(markup(&r.update_origin.as_ref().unwrap().text).contains("declined"));
    let row = s.store().game(id).await.unwrap().unwrap();
    assert!(row.is_active() && row.draw_offer_by.is_none());
    assert!(refused(
        &s.press(&bob(), HERE, button("drawno:1")).await,
        "no draw offer"
    ));
}

async fn both_kings_in_their_zones_let_either_player_claim_an_impasse_in_wa_drops(db: TestDb) {
    let (_d, s) = world(db).await;
    let kings_home = "11/11/5K5/11/11/11/11/11/5k5/11/11 b - 1";
    let id = game_from(&s, "wa-drops", kings_home).await;
    let r = s.draw(&bob(), HERE, None).await;
    assert!(markup(r.text()).contains("impasse"), "{}", r.text());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.result, row.ending),
        (Some(GameResult::Draw), Some(Ending::Impasse))
    );

    // Without drops there is no impasse claim: /draw is an offer.
    let id = game_from(&s, "wa", kings_home).await;
    let r = s.draw(&alice(), HERE, Some(id)).await;
    assert!(markup(r.text()).contains("offers a draw"), "{}", r.text());
    assert!(s.store().game(id).await.unwrap().unwrap().is_active());
}

both!(
    an_offer_accepted_by_the_opponent_draws_the_game,
    the_opponent_can_accept_with_the_command_too,
    an_offer_lapses_when_the_opponent_moves_but_survives_the_offerers_move,
    only_the_player_offered_a_draw_declines_it,
    both_kings_in_their_zones_let_either_player_claim_an_impasse_in_wa_drops,
);
