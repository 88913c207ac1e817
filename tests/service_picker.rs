//! The move picker, called on the service directly: the Move button of board
//! posts, the pages of pieces and destinations, promotion asked only where it is
//! optional, drops from the hand, the move played exactly as a typed one, and
//! refusals (not to move, a stale picker, a forged step) that change nothing.

use crate::positions;
use crate::support::responses::{button, custom_id};
use crate::support_db;

use std::collections::BTreeSet;
use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::discord::{markup, press_id};
use washogi_bot::game::{
    Action, ColorChoice, FakeClock, Menu, Origin, PickStep, Place, Press, Reply, Response, Service,
    StartOptions, User,
};
use washogi_bot::ids::GameId;
use washogi_bot::rules::{usi, Move, Position, Variant};
use washogi_bot::store::Store;

const T0: i64 = 1_800_000_000;
const HERE: Place = Place::new(10, 20);

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

/// Alice (sente) against Bob (gote), game 1, in `variant`: the first board post.
async fn started(s: &Service, variant: &str) -> Reply {
    let options = StartOptions {
        opponent: Some(bob()),
        variant: variant.parse().unwrap(),
        color: ColorChoice::Sente,
        days: Some(3),
        rated: false,
        level: None,
        sfen: None,
        handicap: None,
        thread: None,
        clock: None,
    };
    let r = s.start(&alice(), HERE, options).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s.press(&bob(), HERE, button("accept:1")).await;
    assert!(!r.is_refusal(), "{}", r.text());
    r.messages[0].clone()
}

/// The Move button of a board post.
fn move_button(post: &Reply) -> Press {
    let b = post
        .buttons
        .iter()
        .find(|b| b.action == Action::Pick)
        .unwrap_or_else(|| panic!("no Move button on {:?}", post.text));
    assert_eq!(b.step, None, "the Move button opens the picker");
    b.press()
}

fn menu(reply: &Reply) -> &Menu {
    reply
        .menu
        .as_ref()
        .unwrap_or_else(|| panic!("no menu on {:?}", reply.text))
}

/// The picker's message after a step: the update of the message pressed.
fn updated(r: &Response) -> &Reply {
    r.update_origin
        .as_ref()
        .unwrap_or_else(|| panic!("the picker's message is not updated: {r:?}"))
}

fn step_of(p: &Press) -> PickStep {
    p.step.expect("a step of the picker")
}

/// Every option of a menu, following its Next buttons through `press`.
async fn all_options(s: &Service, user: &User, first: &Reply) -> Vec<(String, Press)> {
    let mut out = Vec::new();
    let mut page = first.clone();
    loop {
        out.extend(
            menu(&page)
                .options
                .iter()
                .map(|o| (o.label.clone(), o.press)),
        );
        let next = page
            .buttons
            .iter()
            .find(|b| b.label.contains("Next"))
            .map(|b| b.press());
        let Some(next) = next else {
            return out;
        };
        let r = s.press(user, HERE, next).await;
        page = updated(&r).clone();
    }
}

async fn game_from(s: &Service, variant: &str, sfen: &str) -> GameId {
    positions::game_from(s.store(), HERE, variant, sfen, T0).await
}

/// The Move button of game `id` at its current ply, as a board post carries it.
fn move_at(id: GameId, ply: i64) -> Press {
    Press::new(Action::Pick, id.get()).at_ply(ply)
}

async fn wa_opens_on_pages_of_its_movable_pieces_and_kinds(db: TestDb) {
    let s = service(&db).await;
    let post = started(&s, "wa").await;
    // The first board carries a Move button for the player to move, at ply 0.
    let press = move_button(&post);
    assert_eq!(custom_id(&post.buttons[0]), "pick:1:0");
    let r = s.press(&alice(), HERE, press).await;
    assert!(
        r.update_origin.is_none(),
        "opening answers with a new message"
    );
    let picker = &r.messages[0];
    assert!(picker.private, "the picker is private");
    assert!(picker.picture.is_some(), "with the board");
    assert!(
        markup(&picker.text).contains("choose a piece"),
        "{}",
        picker.text
    );
    assert!(
        markup(&picker.text).contains("Page 1 of 2"),
        "{}",
        picker.text
    );
    // Wa Shogi's start: 26 pieces can move, one page of 25 and one of 1.
    assert_eq!(menu(picker).options.len(), 25);
    let labels: Vec<&str> = picker.buttons.iter().map(|b| b.label.as_str()).collect();
    assert_eq!(labels, ["Next ▶"]);
    let options = all_options(&s, &alice(), picker).await;
    let pos = Position::start(Variant::by_id("wa").unwrap());
    let origins: BTreeSet<String> = pos
        .legal_moves()
        .iter()
        .map(|m| m.from().unwrap().to_string())
        .collect();
    assert_eq!(origins.len(), 26);
    let listed: BTreeSet<String> = options
        .iter()
        .map(|(_, p)| match step_of(p) {
            PickStep::Piece {
                from: Origin::Square(sq),
                page: 0,
            } => sq.to_string(),
            other => panic!("a piece, not {other:?}"),
        })
        .collect();
    assert_eq!(listed, origins);
    // Labels name the piece in the reader's style and language, and its square.
    assert!(
        options.iter().any(|(l, _)| l == "歩 Sparrow Pawn · 1i"),
        "{options:?}"
    );
    // The second page goes back to the first.
    let r = s.press(&alice(), HERE, options[0].1).await;
    assert!(updated(&r).menu.is_some());
    let page2 = s
        .press(
            &alice(),
            HERE,
            move_at(GameId::new(1), 0).step(PickStep::Pieces { page: 1 }),
        )
        .await;
    let labels: Vec<&str> = updated(&page2)
        .buttons
        .iter()
        .map(|b| b.label.as_str())
        .collect();
    assert_eq!(labels, ["◀ Previous"]);
    // Nothing was played by looking.
    let game = s.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(game.ply, 0);
}

async fn a_piece_shows_its_destinations_and_a_destination_plays_as_typed(db: TestDb) {
    // Two services, one typing the move and one picking it: the same public post.
    let typed_db = support_db::fresh(db.backend).await.unwrap();
    let (picked, typed) = (service(&db).await, service(&typed_db).await);
    started(&picked, "wa").await;
    started(&typed, "wa").await;
    let v = Variant::by_id("wa").unwrap();
    let from = usi::parse_square(v, "8i").unwrap();
    let r = picked
        .press(
            &alice(),
            HERE,
            move_at(GameId::new(1), 0).step(PickStep::Piece {
                from: Origin::Square(from),
                page: 0,
            }),
        )
        .await;
    let page = updated(&r);
    assert!(page.private && page.picture.is_some());
    let expected: BTreeSet<String> = Position::start(v)
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| m.to().to_string())
        .collect();
    let offered: BTreeSet<String> = menu(page)
        .options
        .iter()
        .map(|o| match step_of(&o.press) {
            PickStep::To { to, .. } => to.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(offered, expected);
    assert!(markup(&page.text).contains(&format!("{} squares marked", expected.len())));
    assert!(page.buttons.iter().any(|b| b.label == "Another piece"));
    // The option for 8g plays 8i8g.
    let to_8g = menu(page)
        .options
        .iter()
        .find(|o| o.label == "→ 8g")
        .unwrap()
        .press;
    let by_picker = picked.press(&alice(), HERE, to_8g).await;
    let by_typing = typed.play_move(&alice(), HERE, None, "8i8g").await;
    assert_eq!(
        by_picker.messages, by_typing.messages,
        "the same public reply"
    );
    assert!(!by_picker.messages[0].private);
    let done = updated(&by_picker);
    assert!(done.private && done.menu.is_none() && done.buttons.is_empty());
    assert!(markup(&done.text).contains("you played"), "{}", done.text);
    // The next board carries Bob's Move button at ply 1.
    assert_eq!(custom_id(&by_picker.messages[0].buttons[0]), "pick:1:1");
    let game = picked.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(game.ply, 1);
}

async fn only_the_player_to_move_may_pick(db: TestDb) {
    let s = service(&db).await;
    let post = started(&s, "shogi").await;
    let press = move_button(&post);
    let r = s.press(&bob(), HERE, press).await;
    assert!(r.is_refusal());
    assert!(markup(r.text()).contains("not your turn"), "{}", r.text());
    let r = s.press(&carol(), HERE, press).await;
    assert!(r.is_refusal());
    assert!(markup(r.text()).contains("not playing"), "{}", r.text());
    // A step pressed by the opponent (a forged one) is refused the same way.
    let step = press.step(PickStep::To {
        from: Origin::Square(usi::parse_square(Variant::by_id("shogi").unwrap(), "7g").unwrap()),
        to: usi::parse_square(Variant::by_id("shogi").unwrap(), "7f").unwrap(),
    });
    let r = s.press(&bob(), HERE, step).await;
    assert!(r.is_refusal());
    let game = s.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(game.ply, 0, "nothing changed");
}

async fn a_stale_picker_shows_the_board_now_and_changes_nothing(db: TestDb) {
    let s = service(&db).await;
    let post = started(&s, "shogi").await;
    let v = Variant::by_id("shogi").unwrap();
    let sq = |t: &str| usi::parse_square(v, t).unwrap();
    // Alice opens her picker and chooses a pawn, then plays 7g7f by typing.
    let open = s.press(&alice(), HERE, move_button(&post)).await;
    let pawn = menu(&open.messages[0])
        .options
        .iter()
        .find(|o| {
            o.press.step
                == Some(PickStep::Piece {
                    from: Origin::Square(sq("2g")),
                    page: 0,
                })
        })
        .unwrap()
        .press;
    let r = s.play_move(&alice(), HERE, None, "7g7f").await;
    assert!(!r.is_refusal());
    // Her picker has moved on: a step in it rewrites it into the board as it is now.
    for step in [
        pawn,
        pawn.step(PickStep::To {
            from: Origin::Square(sq("2g")),
            to: sq("2f"),
        }),
    ] {
        let r = s.press(&alice(), HERE, step).await;
        assert!(r.messages.is_empty(), "{r:?}");
        let now = updated(&r);
        assert!(now.private && now.menu.is_none());
        assert!(now.picture.is_some(), "the current board");
        assert!(markup(&now.text).contains("has moved on"), "{}", now.text);
        assert!(markup(&now.text).contains("move 2"), "{}", now.text);
        // Not her turn: no Move button.
        assert!(now.buttons.is_empty());
    }
    // Bob presses the old board's Move button (ply 0): the board now, privately, with
    // a Move button at ply 1 since it is his turn.
    let r = s.press(&bob(), HERE, move_button(&post)).await;
    assert!(r.update_origin.is_none());
    let now = &r.messages[0];
    assert!(now.private && now.picture.is_some());
    assert!(markup(&now.text).contains("has moved on"));
    assert_eq!(custom_id(&now.buttons[0]), "pick:1:1");
    let game = s.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(
        (game.ply, game.sfen.contains("2P6")),
        (1, true),
        "{}",
        game.sfen
    );
    // A Move button of a finished game: the final board, no button.
    s.resign(&bob(), HERE, None).await;
    let r = s.confirm_resign(&bob(), HERE, GameId::new(1)).await;
    assert!(markup(r.text()).contains("resigned"), "{}", r.text());
    let r = s.press(&alice(), HERE, move_at(GameId::new(1), 1)).await;
    let now = &r.messages[0];
    assert!(now.private && now.buttons.is_empty(), "{now:?}");
    assert!(markup(&now.text).contains("won"), "{}", now.text);
}

async fn optional_promotion_is_asked_and_forced_promotion_is_not(db: TestDb) {
    let s = service(&db).await;
    // Sente's pawn on 7b must promote on 7a; its silver on 3d may on 3c.
    let id = game_from(&s, "shogi", "4k4/2P6/9/6S2/9/9/9/9/4K4 b - 1").await;
    let v = Variant::by_id("shogi").unwrap();
    let sq = |t: &str| usi::parse_square(v, t).unwrap();
    let pawn = Origin::Square(sq("7b"));
    let r = s
        .press(
            &alice(),
            HERE,
            move_at(id, 0).step(PickStep::Piece {
                from: pawn,
                page: 0,
            }),
        )
        .await;
    let option = &menu(updated(&r)).options[0];
    assert_eq!(option.description.as_deref(), Some("promotes to Tokin"));
    let r = s.press(&alice(), HERE, option.press).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(markup(r.text()).contains("`7b7a+`"), "{}", r.text());
    // Bob answers; then Alice's silver to 3c asks.
    let r = s.play_move(&bob(), HERE, Some(id), "5a4a").await;
    assert!(!r.is_refusal(), "{}", r.text());
    let silver = Origin::Square(sq("3d"));
    let r = s
        .press(
            &alice(),
            HERE,
            move_at(id, 2).step(PickStep::Piece {
                from: silver,
                page: 0,
            }),
        )
        .await;
    let to_3c = menu(updated(&r))
        .options
        .iter()
        .find(|o| o.label == "→ 3c")
        .unwrap()
        .clone();
    assert_eq!(
        to_3c.description.as_deref(),
        Some("may promote to Promoted Silver")
    );
    let r = s.press(&alice(), HERE, to_3c.press).await;
    let question = updated(&r);
    assert!(r.messages.is_empty(), "nothing played yet");
    assert!(markup(&question.text).contains("promote to Promoted Silver?"));
    assert!(question.picture.is_some());
    let ids: Vec<String> = question.buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["pick:1:2:y3d-3c", "pick:1:2:n3d-3c", "pick:1:2:p0"]);
    let r = s.press(&alice(), HERE, question.buttons[1].press()).await;
    assert!(markup(r.text()).contains("`3d3c`"), "{}", r.text());
}

async fn a_drop_is_chosen_from_the_hand(db: TestDb) {
    let s = service(&db).await;
    let id = game_from(
        &s,
        "wa-drops",
        "5k5/11/11/11/11/11/11/11/11/11/5K5 b 2PSp 1",
    )
    .await;
    let v = Variant::by_id("wa-drops").unwrap();
    let r = s.press(&alice(), HERE, move_at(id, 0)).await;
    let picker = &r.messages[0];
    // The kinds in hand come first, with their counts.
    let labels: Vec<&str> = menu(picker)
        .options
        .iter()
        .map(|o| o.label.as_str())
        .collect();
    assert_eq!(labels[0], "燕 Swallow's Wings · in hand (×1)", "{labels:?}");
    assert_eq!(labels[1], "歩 Sparrow Pawn · in hand (×2)", "{labels:?}");
    let pawn = menu(picker).options[1].press;
    let r = s.press(&alice(), HERE, pawn).await;
    let page = updated(&r);
    assert!(
        markup(&page.text).contains("Sparrow Pawn in hand"),
        "{}",
        page.text
    );
    // A pawn may be dropped on every empty square but the last rank: 4 pages.
    let options = all_options(&s, &alice(), page).await;
    let drops: BTreeSet<String> =
        Position::from_sfen(v, "5k5/11/11/11/11/11/11/11/11/11/5K5 b 2PSp 1")
            .unwrap()
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Drop { kind, .. } if v.kind(*kind).letter == 'P'))
            .map(|m| m.to().to_string())
            .collect();
    assert_eq!(options.len(), drops.len());
    assert!(options.len() > 75);
    let to_5e = options.iter().find(|(l, _)| l == "→ 5e").unwrap().1;
    let r = s.press(&alice(), HERE, to_5e).await;
    assert!(markup(r.text()).contains("`P*5e`"), "{}", r.text());
}

async fn forged_choices_are_refused_clearly_and_change_nothing(db: TestDb) {
    let s = service(&db).await;
    started(&s, "shogi").await;
    let v = Variant::by_id("shogi").unwrap();
    let sq = |t: &str| usi::parse_square(v, t).unwrap();
    for step in [
        // An empty square, the opponent's piece, a kind not in hand, a square the
        // pawn cannot reach, a promotion that does not exist.
        PickStep::Piece {
            from: Origin::Square(sq("5e")),
            page: 0,
        },
        PickStep::Piece {
            from: Origin::Square(sq("3c")),
            page: 0,
        },
        PickStep::Piece {
            from: Origin::Hand(v.kind_by_letter('P', false).unwrap()),
            page: 0,
        },
        PickStep::To {
            from: Origin::Square(sq("7g")),
            to: sq("7e"),
        },
        PickStep::Promote {
            from: Origin::Square(sq("7g")),
            to: sq("7f"),
            promote: true,
        },
    ] {
        let press = move_at(GameId::new(1), 0).step(step);
        let r = s.press(&alice(), HERE, press).await;
        assert!(r.is_refusal(), "{} -> {r:?}", press_id(&press));
        assert!(
            markup(r.text()).contains("not a move of game #1"),
            "{}",
            r.text()
        );
    }
    let game = s.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(game.ply, 0);
}

both!(
    wa_opens_on_pages_of_its_movable_pieces_and_kinds,
    a_piece_shows_its_destinations_and_a_destination_plays_as_typed,
    only_the_player_to_move_may_pick,
    a_stale_picker_shows_the_board_now_and_changes_nothing,
    optional_promotion_is_asked_and_forced_promotion_is_not,
    a_drop_is_chosen_from_the_hand,
    forged_choices_are_refused_clearly_and_change_nothing,
);
