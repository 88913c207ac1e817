//! The game service, called directly with a temp-file SQLite and a fake clock.

use crate::support::responses::{button, custom_id};
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;

use crate::positions;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::game::{
    Action, ColorChoice, ExportFormat, FakeClock, Place, Response, Service, StartOptions, User,
};
use washogi_bot::rules::{usi, Game, Position, Variant};
use washogi_bot::store::{ChallengeStatus, Ending, GameResult, GameStatus, MoveRecorded, Store};

const T0: i64 = 1_800_000_000;
const HERE: Place = Place::new(10, 20);

struct World {
    service: Service,
    clock: FakeClock,
    url: String,
    db: TestDb,
}

async fn world(db: TestDb) -> World {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let store = Store::open(&url).await.unwrap();
    World {
        service: Service::new(store, Arc::new(clock.clone())),
        clock,
        url,
        db,
    }
}

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}
fn carol() -> User {
    User::new(1003, "carol")
}

fn challenge_to(opponent: &User, variant: &str, color: ColorChoice) -> StartOptions {
    StartOptions {
        opponent: Some(opponent.clone()),
        variant: variant.parse().expect("a game"),
        color,
        days: Some(3),
        rated: true,
        level: None,
        sfen: None,
        handicap: None,
        thread: None,
        clock: None,
    }
}

/// Alice (sente) against Bob (gote), game 1, in `variant`.
async fn started(w: &World, variant: &str) -> GameId {
    let r = w
        .service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), variant, ColorChoice::Sente),
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = w.service.press(&bob(), HERE, button("accept:1")).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let game = w
        .service
        .store()
        .game(GameId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (game.sente_id, game.gote_id),
        (UserId::new(1001), UserId::new(1002))
    );
    game.id
}

fn assert_refused(r: &Response, words: &str) {
    assert!(r.is_refusal(), "expected a refusal, got {r:?}");
    assert!(
        markup(r.text())
            .to_lowercase()
            .contains(&words.to_lowercase()),
        "refusal {:?} should mention {words:?}",
        markup(r.text())
    );
}

async fn a_challenge_offers_buttons_and_mentions_the_opponent(db: TestDb) {
    let w = world(db).await;
    let r = w
        .service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), "wa-drops", ColorChoice::Random),
        )
        .await;
    let msg = &r.messages[0];
    assert!(!msg.private);
    assert!(markup(&msg.text).contains("Wa Shogi with drops"));
    assert!(markup(&msg.text).contains("<@1002>"));
    assert!(markup(&msg.text).contains(&format!("<t:{}:R>", T0 + 86_400)));
    assert_eq!(msg.mentions, vec![1002]);
    let ids: Vec<String> = msg.buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["accept:1", "decline:1", "cancel:1"]);
}

async fn bad_challenges_are_refused_and_change_nothing(db: TestDb) {
    let w = world(db).await;
    let mut robot = User::new(9, "robot");
    robot.bot = true;
    let cases = [
        (
            challenge_to(&alice(), "wa", ColorChoice::Random),
            "yourself",
        ),
        (challenge_to(&robot, "wa", ColorChoice::Random), "bots"),
        (
            StartOptions {
                days: Some(15),
                ..challenge_to(&bob(), "wa", ColorChoice::Random)
            },
            "between 1 and 14",
        ),
        (
            StartOptions {
                days: Some(0),
                ..challenge_to(&bob(), "wa", ColorChoice::Random)
            },
            "between 1 and 14",
        ),
    ];
    for (options, words) in cases {
        assert_refused(&w.service.start(&alice(), HERE, options).await, words);
    }
    assert!(w
        .service
        .store()
        .challenge(ChallengeId::new(1))
        .await
        .unwrap()
        .is_none());
}

async fn only_the_challenged_player_accepts_or_declines_and_only_the_challenger_cancels(
    db: TestDb,
) {
    let w = world(db).await;
    w.service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), "wa", ColorChoice::Random),
        )
        .await;
    assert_refused(&w.service.accept(&carol(), HERE, 1).await, "only <@1002>");
    assert_refused(&w.service.accept(&alice(), HERE, 1).await, "your own");
    assert_refused(&w.service.decline(&carol(), HERE, 1).await, "only <@1002>");
    assert_refused(&w.service.cancel(&bob(), HERE, 1).await, "only <@1001>");
    let other_server = Place::new(11, 20);
    assert_refused(
        &w.service.accept(&bob(), other_server, 1).await,
        "no challenge #1",
    );
    assert_eq!(
        w.service
            .store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .unwrap()
            .status,
        ChallengeStatus::Open
    );

    let r = w.service.decline(&bob(), HERE, 1).await;
    assert!(r.update_origin.as_ref().unwrap().buttons.is_empty());
    assert!(markup(r.text()).contains("declined"));
    assert_refused(&w.service.accept(&bob(), HERE, 1).await, "no longer open");

    w.service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), "wa", ColorChoice::Random),
        )
        .await;
    let r = w.service.cancel(&alice(), HERE, 2).await;
    assert!(markup(r.text()).contains("cancelled"));
    assert_refused(&w.service.accept(&bob(), HERE, 2).await, "no longer open");
    assert!(w
        .service
        .store()
        .game(GameId::new(1))
        .await
        .unwrap()
        .is_none());
}

async fn open_challenges_go_to_the_first_taker(db: TestDb) {
    let w = world(db).await;
    let r = w
        .service
        .start(&alice(), HERE, StartOptions::default())
        .await;
    assert_eq!(r.messages[0].buttons.len(), 2, "accept and cancel only");
    assert_refused(
        &w.service.decline(&bob(), HERE, 1).await,
        "can't be declined",
    );
    let r = w.service.accept(&carol(), HERE, 1).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(r.update_origin.unwrap().buttons.is_empty());
    let start = &r.messages[0];
    assert!(start.picture.is_some());
    assert_refused(&w.service.accept(&bob(), HERE, 1).await, "already accepted");
    let game = w
        .service
        .store()
        .game(GameId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert!(game.has_player(UserId::new(1001)) && game.has_player(UserId::new(1003)));
    assert_eq!(start.mentions, vec![game.sente_id]);
}

async fn challenges_expire_after_a_day(db: TestDb) {
    let w = world(db).await;
    w.service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), "wa", ColorChoice::Random),
        )
        .await;
    w.clock.advance(86_400);
    // Pressed before the sweep came round: refused privately, and the post's
    // buttons go dead at once.
    let r = w.service.accept(&bob(), HERE, 1).await;
    assert!(r.messages[0].private && markup(&r.messages[0].text).contains("expired"));
    assert!(markup(&r.update_origin.unwrap().text).contains("expired unanswered"));
    assert_eq!(
        w.service
            .store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .unwrap()
            .status,
        ChallengeStatus::Expired
    );
}

async fn colour_choices_are_honoured(db: TestDb) {
    let w = world(db).await;
    w.service
        .start(
            &alice(),
            HERE,
            challenge_to(&bob(), "shogi", ColorChoice::Gote),
        )
        .await;
    w.service.accept(&bob(), HERE, 1).await;
    let game = w
        .service
        .store()
        .game(GameId::new(1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (game.sente_id, game.gote_id),
        (UserId::new(1002), UserId::new(1001))
    );
}

async fn moves_are_checked_played_described_and_pictured(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "wa").await;
    assert_refused(
        &w.service.play_move(&bob(), HERE, None, "4c4d").await,
        "not your turn",
    );
    assert_refused(
        &w.service.play_move(&carol(), HERE, Some(id), "8h8g").await,
        "not playing",
    );
    assert_refused(
        &w.service.play_move(&alice(), HERE, None, "8h8f").await,
        "cannot move to 8f",
    );
    assert_refused(
        &w.service.play_move(&alice(), HERE, None, "8h").await,
        "can't read",
    );
    assert_refused(
        &w.service.play_move(&alice(), HERE, None, "P*5e").await,
        "without drops",
    );
    assert_eq!(w.service.store().game(id).await.unwrap().unwrap().ply, 0);

    let r = w.service.play_move(&alice(), HERE, None, "8h-8g").await;
    let msg = &r.messages[0];
    assert!(!msg.private, "{}", msg.text);
    assert!(
        markup(&msg.text).contains("Sparrow Pawn 8h → 8g"),
        "{}",
        msg.text
    );
    assert!(markup(&msg.text).contains("`8h8g`"));
    assert!(markup(&msg.text).contains("<@1002>, your move"));
    assert_eq!(msg.mentions, vec![1002]);
    assert!(msg.picture.as_ref().is_some_and(|p| !p.bytes.is_empty()));
    let game = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(game.ply, 1);
    assert_eq!(game.deadline, Some(T0 + 3 * 86_400));
    assert_refused(
        &w.service.play_move(&alice(), HERE, None, "7i7h").await,
        "not your turn",
    );
}

async fn checkmate_ends_the_game_and_later_moves_are_refused(db: TestDb) {
    let w = world(db).await;
    let store = w.service.store();
    let id = positions::game_from(store, HERE, "shogi", "8k/9/8P/9/9/9/9/9/K8 b G 1", T0).await;
    let r = w.service.play_move(&alice(), HERE, None, "G*1b").await;
    assert!(markup(r.text()).contains("Checkmate"), "{}", r.text());
    let game = store.game(id).await.unwrap().unwrap();
    assert_eq!(
        (game.status, game.result, game.ending),
        (
            GameStatus::Finished,
            Some(GameResult::Sente),
            Some(Ending::Checkmate)
        )
    );
    assert_eq!(game.deadline, None);
    assert_refused(
        &w.service.play_move(&bob(), HERE, Some(id), "1a2a").await,
        "already over",
    );
}

async fn a_game_recorded_before_move_keys_is_replayed_once_and_its_keys_filled_in(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "shogi").await;
    let cycle = [
        ("2h3h", alice()),
        ("8b7b", bob()),
        ("3h2h", alice()),
        ("7b8b", bob()),
    ];
    for _ in 0..2 {
        for (mv, who) in &cycle {
            assert!(!w.service.play_move(who, HERE, None, mv).await.is_refusal());
        }
    }
    // As an older version of the bot left them: moves without keys.
    w.db.exec("UPDATE moves SET position_key = NULL, gave_check = NULL")
        .await;
    let r = w.service.board(&alice(), HERE, Some(id), false).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let moves = w.service.store().moves(id).await.unwrap();
    assert_eq!(moves.len(), 8);
    assert!(moves
        .iter()
        .all(|m| m.position_key.is_some() && m.gave_check == Some(false)));
    // The repetition count runs on across the old and the new moves.
    let mut last = Response::default();
    for (mv, who) in &cycle {
        last = w.service.play_move(who, HERE, None, mv).await;
    }
    assert!(markup(last.text()).contains("draw"), "{}", last.text());
}

async fn fourfold_repetition_is_a_draw(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "shogi").await;
    let cycle = [
        ("2h3h", alice()),
        ("8b7b", bob()),
        ("3h2h", alice()),
        ("7b8b", bob()),
    ];
    let mut last = Response::default();
    for _ in 0..3 {
        for (mv, who) in &cycle {
            last = w.service.play_move(who, HERE, None, mv).await;
            assert!(!last.is_refusal(), "{}", last.text());
        }
    }
    assert!(markup(last.text()).contains("draw"), "{}", last.text());
    let game = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(game.result, Some(GameResult::Draw));
    assert_eq!(game.ending, Some(Ending::Repetition));
}

async fn resigning_needs_confirmation(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "wa-drops").await;
    assert_refused(
        &w.service.resign(&carol(), HERE, Some(id)).await,
        "not playing",
    );
    let r = w.service.resign(&bob(), HERE, None).await;
    let ask = &r.messages[0];
    assert!(ask.private);
    let ids: Vec<String> = ask.buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["resign:1", "keep:1"]);
    let r = w.service.press(&bob(), HERE, button("keep:1")).await;
    assert!(r.messages.is_empty() && r.update_origin.is_some());
    assert!(w
        .service
        .store()
        .game(id)
        .await
        .unwrap()
        .unwrap()
        .is_active());
    assert_refused(
        &w.service.press(&carol(), HERE, button("resign:1")).await,
        "not playing",
    );

    let r = w.service.press(&bob(), HERE, button("resign:1")).await;
    assert!(markup(&r.messages[0].text).contains("resigned"));
    assert!(markup(&r.messages[0].text).contains("<@1001> wins"));
    let game = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(game.result, Some(GameResult::Sente));
    assert_eq!(game.ending, Some(Ending::Resignation));
    assert_refused(
        &w.service.press(&bob(), HERE, button("resign:1")).await,
        "already over",
    );
}

async fn board_and_games_show_without_changing_anything(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "wa").await;
    let r = w.service.board(&carol(), HERE, Some(id), true).await;
    assert!(!r.is_refusal());
    assert!(r.messages[0].picture.is_some());
    assert!(markup(r.text()).contains("<@1001> to play"), "{}", r.text());
    assert_refused(
        &w.service.board(&carol(), HERE, None, false).await,
        "no active game",
    );
    let r = w.service.list_games(&carol(), HERE, None).await;
    assert!(markup(r.text()).contains("#1"), "{}", r.text());
    assert!(r.messages[0].mentions.is_empty(), "lists must not ping");
    let r = w.service.list_games(&carol(), HERE, Some(&carol())).await;
    assert!(markup(r.text()).contains("no active games"));
    assert_eq!(w.service.store().game(id).await.unwrap().unwrap().ply, 0);
}

async fn several_games_in_a_channel_need_a_game_number(db: TestDb) {
    let w = world(db).await;
    started(&w, "wa").await;
    w.service
        .start(
            &alice(),
            HERE,
            challenge_to(&carol(), "shogi", ColorChoice::Sente),
        )
        .await;
    w.service.accept(&carol(), HERE, 2).await;
    assert_refused(
        &w.service.play_move(&alice(), HERE, None, "7g7f").await,
        "#1, #2",
    );
    let r = w
        .service
        .play_move(&alice(), HERE, Some(GameId::new(2)), "7g7f")
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    // Bob has only one game here, so he needs no number.
    let r = w.service.board(&bob(), HERE, None, false).await;
    assert!(markup(r.text()).contains("Game #1"));
}

async fn autocomplete_offers_readable_legal_moves(db: TestDb) {
    let w = world(db).await;
    started(&w, "shogi").await;
    let all = w
        .service
        .games()
        .move_choices(&alice(), HERE, None, "")
        .await;
    assert_eq!(all.len(), 25, "capped at 25 of 30");
    let some = w
        .service
        .games()
        .move_choices(&alice(), HERE, None, "7g")
        .await;
    assert_eq!(some.len(), 1);
    assert_eq!(some[0].value, "7g7f");
    assert!(some[0].name.contains("Pawn 7g → 7f"));
    let by_name = w
        .service
        .games()
        .move_choices(&alice(), HERE, None, "rook")
        .await;
    assert_eq!(by_name.len(), 6, "{by_name:?}");
    assert!(
        w.service
            .games()
            .move_choices(&bob(), HERE, None, "")
            .await
            .is_empty(),
        "not bob's turn"
    );
    let games = w.service.games().game_choices(&alice(), HERE, "").await;
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].value, "1");
    assert!(games[0].name.contains("vs bob"), "{:?}", games[0]);
}

async fn racing_moves_on_one_game_apply_once(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "shogi").await;
    let alice = alice();
    let (a, b) = tokio::join!(
        w.service.play_move(&alice, HERE, None, "7g7f"),
        w.service.play_move(&alice, HERE, None, "2g2f"),
    );
    let applied = [&a, &b].iter().filter(|r| !r.is_refusal()).count();
    assert_eq!(applied, 1, "{a:?}\n{b:?}");
    let loser = if a.is_refusal() { &a } else { &b };
    assert!(
        markup(loser.text()).contains("changed") || markup(loser.text()).contains("not your turn"),
        "{}",
        loser.text()
    );
    assert_eq!(w.service.store().game(id).await.unwrap().unwrap().ply, 1);
    assert_eq!(w.service.store().moves(id).await.unwrap().len(), 1);

    // Many tasks at once: still exactly one move per ply.
    let mut tasks = Vec::new();
    for mv in ["3c3d", "8c8d", "4c4d", "1c1d", "9c9d", "7c7d"] {
        let service = w.service.clone();
        tasks.push(tokio::spawn(async move {
            service.play_move(&bob(), HERE, None, mv).await
        }));
    }
    let mut ok = 0;
    for t in tasks {
        if !t.await.unwrap().is_refusal() {
            ok += 1;
        }
    }
    assert_eq!(ok, 1);
    assert_eq!(w.service.store().game(id).await.unwrap().unwrap().ply, 2);
}

async fn a_stale_guard_is_refused_by_the_store(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "shogi").await;
    w.service.play_move(&alice(), HERE, None, "7g7f").await;
    let stale = washogi_bot::store::NewMove {
        game_id: id,
        expected_ply: 0,
        usi: "2g2f".into(),
        sfen_after: "x".into(),
        played_at: T0,
        played_at_ms: T0 * 1000,
        clock: None,
        flag_ms: None,
        position_key: 0,
        gave_check: false,
        deadline: Some(T0),
        mover_id: UserId::new(1001),
        finish: None,
        players: [UserId::new(1001), UserId::new(1002)],
        ends_vacation: true,
        premoves: Default::default(),
    };
    assert_eq!(
        w.service.store().record_move(&stale).await.unwrap(),
        MoveRecorded::Stale
    );
    assert_eq!(w.service.store().moves(id).await.unwrap().len(), 1);
}

async fn a_restarted_service_continues_the_game(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "wa-drops").await;
    w.service.play_move(&alice(), HERE, None, "8h8g").await;
    w.service.store().close().await;
    drop(w.service);

    let store = Store::open(&w.url).await.unwrap();
    let service = Service::new(store, Arc::new(w.clock.clone()));
    let r = service.play_move(&bob(), HERE, None, "4d4e").await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = service
        .press(
            &alice(),
            HERE,
            button(&format!("{}:{id}", Action::Resign.key())),
        )
        .await;
    assert!(markup(r.text()).contains("resigned"));
    assert_eq!(service.store().moves(id).await.unwrap().len(), 2);
}

async fn an_export_of_a_finished_game_replays_to_its_final_position(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "wa-drops").await;
    for (mv, who) in [
        ("8h8g", alice()),
        ("4d4e", bob()),
        ("8g8f", alice()),
        ("4e4f", bob()),
    ] {
        assert!(!w.service.play_move(&who, HERE, None, mv).await.is_refusal());
    }
    w.service.press(&alice(), HERE, button("resign:1")).await;
    let final_sfen = w.service.store().game(id).await.unwrap().unwrap().sfen;

    let r = w
        .service
        .export(&bob(), HERE, None, ExportFormat::Usi)
        .await;
    let file = r.messages[0].file.as_ref().unwrap();
    assert_eq!(file.filename, "game-1.usi");
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let rest = text.trim().strip_prefix("position sfen ").unwrap();
    let (start, moves) = rest.split_once(" moves ").unwrap();
    let v = Variant::by_id("wa-drops").unwrap();
    let moves: Vec<_> = moves
        .split(' ')
        .map(|m| usi::parse_usi(v, m).unwrap())
        .collect();
    let game = Game::replay(Position::from_sfen(v, start).unwrap(), &moves).unwrap();
    assert_eq!(game.position().to_sfen(), final_sfen);

    let r = w
        .service
        .export(&bob(), HERE, Some(id), ExportFormat::Sfen)
        .await;
    let sfen = String::from_utf8(r.messages[0].file.clone().unwrap().bytes).unwrap();
    assert_eq!(sfen.trim(), final_sfen);

    let r = w
        .service
        .export(&bob(), HERE, Some(id), ExportFormat::Kif)
        .await;
    let kif = String::from_utf8(r.messages[0].file.clone().unwrap().bytes).unwrap();
    assert!(kif.contains("先手：alice"), "{kif}");
    assert!(kif.contains("   1 ８七歩(0808)"), "{kif}");
    assert!(kif.contains("投了"));
    assert!(kif.contains("まで4手で後手の勝ち"), "{kif}");
}

async fn a_finished_game_offers_its_replay_as_an_animated_gif(db: TestDb) {
    let w = world(db).await;
    let id = started(&w, "shogi").await;
    w.service.play_move(&alice(), HERE, None, "7g7f").await;
    w.service.play_move(&bob(), HERE, None, "3c3d").await;
    let r = w.service.confirm_resign(&alice(), HERE, id).await;
    let result = &r.messages[0];
    let custom_ids: Vec<String> = result.buttons.iter().map(custom_id).collect();
    assert_eq!(
        custom_ids,
        [format!("replay:{id}"), format!("analyse:{id}")],
        "the result post offers the replay and the analysis"
    );
    for r in [
        w.service
            .press(&carol(), HERE, button(&format!("replay:{id}")))
            .await,
        w.service
            .export(&bob(), HERE, Some(id), ExportFormat::Gif)
            .await,
    ] {
        assert!(!r.is_refusal(), "{}", r.text());
        assert!(markup(r.text()).contains("replay, 2 moves"), "{}", r.text());
        let file = r.messages[0].file.as_ref().unwrap();
        assert_eq!(file.filename, format!("game-{id}.gif"));
        assert!(file.bytes.starts_with(b"GIF89a"));
    }
}

both!(
    a_finished_game_offers_its_replay_as_an_animated_gif,
    a_challenge_offers_buttons_and_mentions_the_opponent,
    bad_challenges_are_refused_and_change_nothing,
    only_the_challenged_player_accepts_or_declines_and_only_the_challenger_cancels,
    open_challenges_go_to_the_first_taker,
    challenges_expire_after_a_day,
    colour_choices_are_honoured,
    moves_are_checked_played_described_and_pictured,
    checkmate_ends_the_game_and_later_moves_are_refused,
    a_game_recorded_before_move_keys_is_replayed_once_and_its_keys_filled_in,
    fourfold_repetition_is_a_draw,
    resigning_needs_confirmation,
    board_and_games_show_without_changing_anything,
    several_games_in_a_channel_need_a_game_number,
    autocomplete_offers_readable_legal_moves,
    racing_moves_on_one_game_apply_once,
    a_stale_guard_is_refused_by_the_store,
    a_restarted_service_continues_the_game,
    an_export_of_a_finished_game_replays_to_its_final_position,
);
