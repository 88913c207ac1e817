//! What a hostile user or a bad moment can try on the service: moves after the
//! deadline that the sweep has not seen yet, presses of stale or foreign buttons,
//! server commands in direct messages, and lists longer than a Discord message.

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

use washogi_bot::commands::{
    GamesOptions, HelpOptions, LadderAway, LadderCloseSeason, LadderJoin, LadderStandings,
    RatingOptions,
};
use washogi_bot::game::reply::MESSAGE_CHARS;
use washogi_bot::game::{
    ColorChoice, Command, FakeClock, Place, Response, Service, StartOptions, User,
};
use washogi_bot::store::{ChallengeStatus, Ending, GameResult, GameStatus, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);
const DM: Place = Place::new(0, 99);

struct World {
    service: Service,
    clock: FakeClock,
    _db: TestDb,
}

async fn world(db: TestDb) -> World {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let store = Store::open(&url).await.unwrap();
    World {
        service: Service::new(store, Arc::new(clock.clone())),
        clock,
        _db: db,
    }
}

fn user(id: i64, name: &str) -> User {
    User::new(id, name)
}
fn alice() -> User {
    user(1001, "alice")
}
fn bob() -> User {
    user(1002, "bob")
}
fn carol() -> User {
    user(1003, "carol")
}

fn challenge(opponent: &User) -> StartOptions {
    StartOptions {
        opponent: Some(opponent.clone()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        days: Some(1),
        rated: true,
        level: None,
        sfen: None,
        handicap: None,
        thread: None,
        clock: None,
    }
}

/// A game between `sente` and `gote`; returns its id.
async fn game(w: &World, sente: &User, gote: &User) -> GameId {
    let r = w.service.start(sente, HERE, challenge(gote)).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let challenge_id = r.messages[0].buttons[0].target;
    let r = w
        .service
        .press(gote, HERE, button(&format!("accept:{challenge_id}")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let text = r.messages[0].text.clone();
    let id = text
        .split("Game #")
        .nth(1)
        .and_then(|t| t.split(&['*', ' '][..]).next())
        .and_then(|t| t.parse().ok())
        .map(GameId::new)
        .unwrap_or_else(|| panic!("a game number in {text:?}"));
    id
}

fn assert_refused(r: &Response, words: &str) {
    assert!(r.is_refusal(), "expected a refusal, got {r:?}");
    assert!(
        markup(r.text()).contains(words),
        "expected {words:?} in {:?}",
        r.text()
    );
}

async fn a_move_after_the_deadline_ends_the_game_on_time_before_the_sweep_runs(db: TestDb) {
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    w.clock.advance(DAY + 1);
    let r = w.service.play_move(&alice(), HERE, Some(id), "7g7f").await;
    assert!(!r.is_refusal(), "the loss is announced publicly: {r:?}");
    let text = markup(r.text());
    assert!(text.contains("Too late"), "{text}");
    assert!(text.contains("lose on time"), "{text}");
    assert!(r.messages[0].picture.is_some());
    let row = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.status, row.result, row.ending, row.ply),
        (
            GameStatus::Finished,
            Some(GameResult::Gote),
            Some(Ending::Timeout),
            0
        ),
        "the late move was not played"
    );
    // The sweep has nothing left to say about it.
    assert!(w.service.tick().await.is_empty());
    // And the game is over for everyone.
    let r = w.service.play_move(&alice(), HERE, Some(id), "7g7f").await;
    assert_refused(&r, "already over");
}

async fn the_store_refuses_a_late_move_even_when_the_service_checked_in_time(db: TestDb) {
    use washogi_bot::store::{MoveRecorded, NewMove};
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    let row = w.service.store().game(id).await.unwrap().unwrap();
    let deadline = row.deadline.unwrap();
    // The move reaches the store a second after the deadline.
    let late = NewMove {
        game_id: id,
        expected_ply: 0,
        usi: "7g7f".into(),
        sfen_after: "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2".into(),
        played_at: deadline,
        position_key: 0,
        gave_check: false,
        deadline: Some(deadline + DAY),
        mover_id: UserId::new(1001),
        finish: None,
        played_at_ms: deadline * 1000,
        clock: None,
        flag_ms: None,
        players: [UserId::new(1001), UserId::new(1002)],
        ends_vacation: true,
        premoves: Default::default(),
    };
    assert_eq!(
        w.service.store().record_move(&late).await.unwrap(),
        MoveRecorded::TooLate
    );
    let row = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        (row.status, row.result, row.ply),
        (GameStatus::Finished, Some(GameResult::Gote), 0)
    );
    assert!(w.service.store().moves(id).await.unwrap().is_empty());
}

async fn resigning_or_offering_a_draw_after_the_deadline_ends_the_game_on_time(db: TestDb) {
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    w.clock.advance(DAY);
    // Bob is not to move; alice ran out of time first.
    let r = w.service.draw(&bob(), HERE, Some(id)).await;
    assert!(
        markup(r.text()).contains("did not move in time"),
        "{}",
        r.text()
    );
    let row = w.service.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.result, Some(GameResult::Gote));
    assert_eq!(row.draw_offer_by, None);
}

async fn accepting_an_expired_challenge_disables_its_post(db: TestDb) {
    let w = world(db).await;
    let r = w.service.start(&alice(), HERE, challenge(&bob())).await;
    let id = r.messages[0].buttons[0].target;
    w.clock.advance(DAY);
    let r = w
        .service
        .press(&bob(), HERE, button(&format!("accept:{id}")))
        .await;
    let origin = r.update_origin.as_ref().expect("the post is rewritten");
    assert!(markup(&origin.text).contains("expired"), "{}", origin.text);
    assert!(origin.buttons.is_empty(), "the post's buttons go dead");
    assert_eq!(r.messages.len(), 1);
    assert!(r.messages[0].private);
    assert!(markup(&r.messages[0].text).contains("has expired"));
    let c = w
        .service
        .store()
        .challenge(ChallengeId::new(id))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(c.status, ChallengeStatus::Expired);
    assert!(w.service.tick().await.is_empty(), "nothing left to expire");
}

async fn keep_playing_is_checked_against_the_game_and_the_presser(db: TestDb) {
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    for (who, custom_id, words) in [
        (alice(), "keep:999".to_string(), "no game #999"),
        (carol(), format!("keep:{id}"), "not playing"),
    ] {
        let r = w.service.press(&who, HERE, button(&custom_id)).await;
        assert_refused(&r, words);
        assert!(r.update_origin.is_none(), "no message is rewritten");
    }
    let r = w
        .service
        .press(&alice(), HERE, button(&format!("keep:{id}")))
        .await;
    assert!(r.update_origin.is_some(), "{r:?}");
    // Presses of other buttons by outsiders rewrite nothing either.
    for custom_id in [
        format!("resign:{id}"),
        format!("drawyes:{id}"),
        format!("drawno:{id}"),
        "accept:999".to_string(),
    ] {
        let r = w.service.press(&carol(), HERE, button(&custom_id)).await;
        assert!(r.is_refusal(), "{custom_id}: {r:?}");
    }
}

async fn server_commands_in_a_direct_message_are_refused(db: TestDb) {
    let w = world(db).await;
    // In the bot's DM a person cannot be challenged: the refusal says how to play one.
    for command in [
        Command::Start(challenge(&bob())),
        Command::Start(StartOptions::default()),
    ] {
        let r = w.service.handle(&alice(), DM, command).await;
        assert_refused(&r, "User Install");
    }
    // Ratings and the list of games work there (a pool and games of their own).
    for command in [
        Command::Rating(RatingOptions { user: None }),
        Command::Games(GamesOptions { user: None }),
    ] {
        let r = w.service.handle(&alice(), DM, command).await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
    let commands = [
        Command::Ladder(LadderJoin { variant: None }.into()),
        Command::Ladder(LadderStandings { variant: None }.into()),
        Command::Ladder(
            LadderAway {
                variant: None,
                days: 3,
            }
            .into(),
        ),
        Command::Ladder(
            LadderCloseSeason {
                variant: None,
                reset: false,
                is_admin: true,
            }
            .into(),
        ),
    ];
    for command in commands {
        let r = w.service.handle(&alice(), DM, command.clone()).await;
        assert_refused(&r, "only works in a server");
    }
    assert!(w
        .service
        .store()
        .challenge(ChallengeId::new(1))
        .await
        .unwrap()
        .is_none());
    assert!(w
        .service
        .store()
        .ladder(Venue::from_key(0), VariantId::Wa)
        .await
        .unwrap()
        .is_empty());
    // Help still answers anywhere.
    let r = w
        .service
        .handle(&alice(), DM, Command::Help(HelpOptions { topic: None }))
        .await;
    assert!(!r.text().is_empty());
}

async fn a_long_games_list_shows_whole_lines_and_how_many_more(db: TestDb) {
    let w = world(db).await;
    for i in 0..24 {
        let a = user(100_000_000_000_000_000 + i, "a player with a long name");
        let b = user(200_000_000_000_000_000 + i, "another long-named player");
        game(&w, &a, &b).await;
    }
    let r = w.service.list_games(&alice(), HERE, None).await;
    let text = markup(r.text());
    assert!(text.chars().count() <= MESSAGE_CHARS, "{}", text.len());
    let lines: Vec<&str> = text.lines().collect();
    let more = lines.last().unwrap();
    assert!(more.starts_with("…and "), "{more}");
    let listed = lines.len() - 2;
    assert_eq!(*more, format!("…and {} more.", 24 - listed));
    for line in &lines[1..=listed] {
        assert!(line.starts_with("• **Game #"), "{line}");
        assert!(line.ends_with('.'), "a whole line: {line}");
        assert_eq!(line.matches('<').count(), line.matches('>').count());
    }
}

async fn names_lose_bidi_controls_and_invisible_characters(db: TestDb) {
    let w = world(db).await;
    let mallory = user(1004, "\u{202E}yrollam\u{202C}\u{200B}\u{2066}");
    assert_eq!(mallory.name, "yrollam");
    let ghost = user(1005, "\u{200B}\u{200D}\u{3164}");
    assert_eq!(ghost.name, "player");
    let id = game(&w, &mallory, &bob()).await;
    let r = w
        .service
        .export(&bob(), HERE, Some(id), washogi_bot::game::ExportFormat::Kif)
        .await;
    let kif = String::from_utf8(r.messages[0].file.as_ref().unwrap().bytes.clone()).unwrap();
    assert!(kif.contains("先手：yrollam"), "{kif}");
    assert!(!kif.contains('\u{202E}'));
}

async fn records_say_one_move_not_one_moves(db: TestDb) {
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    w.service.play_move(&alice(), HERE, Some(id), "7g7f").await;
    let r = w
        .service
        .export(&bob(), HERE, Some(id), washogi_bot::game::ExportFormat::Usi)
        .await;
    assert!(
        markup(r.text()).contains("USI record, 1 move."),
        "{}",
        r.text()
    );
}

/// A game's row and its moves are read in one snapshot: while moves are committed
/// as fast as the store takes them, every read sees as many moves as its row's ply
/// (read apart, a move committed between the two reads made them disagree, and the
/// game was replayed, or loaded one move ahead of its row).
async fn a_game_is_read_whole_while_moves_are_committed(db: TestDb) {
    use washogi_bot::store::{MoveRecorded, NewMove};
    let w = world(db).await;
    let id = game(&w, &alice(), &bob()).await;
    let store = w.service.store().clone();
    let writer = tokio::spawn(async move {
        for ply in 0..200 {
            let mv = NewMove {
                game_id: id,
                expected_ply: ply,
                usi: "7g7f".into(),
                sfen_after: "x".into(),
                played_at: T0,
                position_key: ply as u64,
                gave_check: false,
                deadline: Some(T0 + 3 * DAY),
                mover_id: UserId::new(if ply % 2 == 0 { 1 } else { 2 }),
                finish: None,
                played_at_ms: T0 * 1000,
                clock: None,
                flag_ms: None,
                players: [UserId::new(1), UserId::new(2)],
                ends_vacation: true,
                premoves: Default::default(),
            };
            match store.record_move(&mv).await.unwrap() {
                MoveRecorded::Recorded(done) => assert_eq!(done.row.ply, ply + 1),
                other => panic!("not recorded: {other:?}"),
            }
        }
    });
    // The game's ply and how many moves were read with it.
    let read = || async {
        let (row, moves) = w
            .service
            .store()
            .game_with_history(id)
            .await
            .unwrap()
            .unwrap();
        (row.ply, moves.len() as i64)
    };
    let mut reads = 0;
    while !writer.is_finished() || reads == 0 {
        let (ply, moves) = read().await;
        assert_eq!(ply, moves, "read {reads}");
        reads += 1;
    }
    writer.await.unwrap();
    assert_eq!(read().await, (200, 200));
    assert!(reads > 10, "the reads raced the writes only {reads} times");
}

both!(
    a_game_is_read_whole_while_moves_are_committed,
    a_move_after_the_deadline_ends_the_game_on_time_before_the_sweep_runs,
    the_store_refuses_a_late_move_even_when_the_service_checked_in_time,
    resigning_or_offering_a_draw_after_the_deadline_ends_the_game_on_time,
    accepting_an_expired_challenge_disables_its_post,
    keep_playing_is_checked_against_the_game_and_the_presser,
    server_commands_in_a_direct_message_are_refused,
    a_long_games_list_shows_whole_lines_and_how_many_more,
    names_lose_bidi_controls_and_invisible_characters,
    records_say_one_move_not_one_moves,
);
