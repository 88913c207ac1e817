//! Live games through the service with a fake clock in milliseconds, on both
//! databases: the time controls `/start` takes and refuses, byoyomi and its periods,
//! Fischer increments, the flag (once, as of its time, after a restart too), a move
//! after the flag, an abort before a first move, a takeback's clocks, and the
//! computer on a clock.

use crate::support::responses::custom_id;
use crate::support_db;
use washogi_bot::commands::TakebackOptions;
use washogi_bot::discord::markup;
use washogi_bot::ids::GameId;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::decide::clock::TimeControl;
use washogi_bot::game::{
    ColorChoice, Command, FakeClock, Place, Press, Response, Service, StartOptions, User,
};
use washogi_bot::store::{Ending, GameResult, GameRow, GameStatus, Store};

const T0: i64 = 1_800_000_000;
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

fn live(clock: &str, rated: bool) -> StartOptions {
    StartOptions {
        opponent: Some(bob()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        rated,
        clock: Some(TimeControl::parse(clock).unwrap()),
        ..StartOptions::default()
    }
}

/// Alice (sente) against Bob in shogi on `clock`, accepted at the clock's time.
async fn game(s: &Service, clock: &str, rated: bool) -> GameId {
    let r = s.start(&alice(), HERE, live(clock, rated)).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s.accept(&bob(), HERE, 1).await;
    assert!(!r.is_refusal(), "{}", r.text());
    GameId::new(1)
}

async fn row(s: &Service, id: GameId) -> GameRow {
    s.store().game(id).await.unwrap().unwrap()
}

fn played(r: &Response) -> bool {
    !r.is_refusal() && markup(r.text()).contains("played")
}

async fn clock_options_are_read_and_refused_with_a_reason(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    for (bad, words) in [
        ("ten minutes", "cannot read the clock"),
        ("181", "at most 180 minutes"),
        ("10+301", "at most 300 seconds"),
        ("10+30x11", "between 1 and 10"),
        ("0+0", "no time at all"),
    ] {
        let refusal = washogi_bot::commands::Args {
            name: "start".into(),
            values: vec![("clock".into(), washogi_bot::commands::Value::text(bad))],
            ..Default::default()
        }
        .command()
        .map(|_| ())
        .unwrap_err()
        .text(washogi_bot::i18n::Lang::En);
        assert!(markup(&refusal).contains(words), "{bad}: {refusal}");
    }
    let both = StartOptions {
        days: Some(3),
        ..live("10+30", true)
    };
    let r = s.start(&alice(), HERE, both).await;
    assert!(
        r.is_refusal() && markup(r.text()).contains("not both"),
        "{}",
        r.text()
    );
    assert!(s
        .store()
        .challenge(washogi_bot::ids::ChallengeId::new(1))
        .await
        .unwrap()
        .is_none());
    let r = s.start(&alice(), HERE, live("10+30x3", true)).await;
    assert!(
        markup(r.text()).contains("live, clock 10+30x3"),
        "{}",
        r.text()
    );
}

async fn byoyomi_of_five_seconds_a_move_in_time_and_a_flag_once(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "0+5", true).await;
    let start = row(&s, id).await;
    assert_eq!(start.flag_ms, Some(T0 * 1000 + 5_000));
    assert_eq!(start.deadline, None, "no days in a live game");
    clock.advance_ms(3_000);
    let r = s.play_move(&alice(), HERE, None, "7g7f").await;
    assert!(played(&r), "{}", r.text());
    // Bob's turn: five seconds from the move, shown as a countdown.
    assert!(
        markup(r.text()).contains(&format!("<t:{}:R>", T0 + 8)),
        "{}",
        r.text()
    );
    clock.advance_ms(2_000);
    assert!(played(&s.play_move(&bob(), HERE, None, "3c3d").await));
    // Alice waits seven seconds: her flag falls at five.
    clock.advance_ms(4_999);
    assert!(s.flag_tick().await.is_empty(), "not yet");
    clock.advance_ms(2_001);
    let notices = s.flag_tick().await;
    assert_eq!(notices.len(), 1, "{notices:?}");
    let text = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(
        text.contains("<@1001> did not move in time and loses on time"),
        "{text}"
    );
    assert!(s.flag_tick().await.is_empty(), "once");
    assert!(
        s.tick().await.iter().all(|n| n.message.is_none()),
        "once, by any sweep"
    );
    let ended = row(&s, id).await;
    assert_eq!(ended.status, GameStatus::Finished);
    assert_eq!(ended.result, Some(GameResult::Gote));
    assert_eq!(ended.ending, Some(Ending::Timeout));
    // As of the flag: 5 s after Bob's move at T0 + 5 s.
    assert_eq!(ended.finished_at, Some(T0 + 10));
    // A move that comes now is refused and changes nothing.
    let late = s.play_move(&alice(), HERE, None, "2g2f").await;
    assert!(late.is_refusal(), "{}", late.text());
    assert_eq!(row(&s, id).await.ply, 2);
}

async fn a_move_after_the_flag_is_refused_before_any_sweep(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "0+5", true).await;
    clock.advance_ms(1_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
    clock.advance_ms(1_000);
    assert!(played(&s.play_move(&bob(), HERE, None, "3c3d").await));
    clock.advance_ms(5_001);
    let r = s.play_move(&alice(), HERE, None, "2g2f").await;
    assert!(
        markup(r.text()).contains("<@1001> did not move in time")
            || markup(r.text()).contains("came after the deadline"),
        "{}",
        r.text()
    );
    let ended = row(&s, id).await;
    assert_eq!((ended.ply, ended.result), (2, Some(GameResult::Gote)));
    assert!(s.flag_tick().await.is_empty(), "the sweep finds it ended");
}

async fn a_move_counts_when_it_was_received_not_when_it_was_handled(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "0+5", true).await;
    // Received at 4.5 s, handled at 5.5 s: in time.
    clock.advance_ms(5_500);
    let sent = HERE.received_at(T0 * 1000 + 4_500);
    assert!(played(&s.play_move(&alice(), sent, None, "7g7f").await));
    let after = row(&s, id).await;
    assert_eq!(after.turn_started_ms, Some(T0 * 1000 + 4_500));
    // A front end's time is never taken from the future.
    clock.advance_ms(1_000);
    let future = HERE.received_at(T0 * 1000 + 60_000);
    assert!(played(&s.play_move(&bob(), future, None, "3c3d").await));
    assert_eq!(row(&s, id).await.turn_started_ms, Some(T0 * 1000 + 6_500));
}

async fn one_byoyomi_period_used_up_and_the_game_goes_on(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "1+2x2", true).await;
    clock.advance_ms(50_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
    let r = row(&s, id).await;
    assert_eq!((r.sente_ms, r.sente_periods), (Some(10_000), Some(2)));
    clock.advance_ms(1_000);
    assert!(played(&s.play_move(&bob(), HERE, None, "3c3d").await));
    // 10 s of main time, a period overrun, 1 s of the second.
    clock.advance_ms(13_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "2g2f").await));
    let r = row(&s, id).await;
    assert_eq!((r.sente_ms, r.sente_periods), (Some(0), Some(1)));
    assert_eq!(r.status, GameStatus::Active);
    clock.advance_ms(1_000);
    assert!(played(&s.play_move(&bob(), HERE, None, "8c8d").await));
    // Her last period: two seconds, and not a millisecond more.
    assert_eq!(row(&s, id).await.flag_ms, Some(T0 * 1000 + 65_000 + 2_000));
    clock.advance_ms(2_000);
    assert!(s.flag_tick().await.is_empty());
    assert!(played(&s.play_move(&alice(), HERE, None, "2f2e").await));
}

async fn fischer_clocks_add_up_move_by_move(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "5|3", true).await;
    let moves = [
        (&alice(), "7g7f", 10_000),
        (&bob(), "3c3d", 20_000),
        (&alice(), "2g2f", 4_000),
        (&bob(), "8c8d", 1_000),
    ];
    let (mut sente, mut gote) = (300_000, 300_000);
    for (who, mv, spent) in moves {
        clock.advance_ms(spent);
        assert!(played(&s.play_move(who, HERE, None, mv).await));
        if who.id == alice().id {
            sente += 3_000 - spent;
        } else {
            gote += 3_000 - spent;
        }
        let r = row(&s, id).await;
        assert_eq!((r.sente_ms, r.gote_ms), (Some(sente), Some(gote)));
    }
    // What each move left its mover, kept with the move (a takeback's clocks).
    let left: Vec<i64> = s
        .store()
        .move_clocks(id)
        .await
        .unwrap()
        .iter()
        .map(|t| t.unwrap().main_ms)
        .collect();
    assert_eq!(left, [293_000, 283_000, 292_000, 285_000]);
}

async fn a_clock_that_runs_out_before_a_first_move_aborts_unrated(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "0+10", true).await;
    clock.advance_ms(1_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
    // Bob never makes his first move.
    clock.advance_ms(10_001);
    let notices = s.flag_tick().await;
    assert_eq!(notices.len(), 1);
    let text = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(
        text.contains("is aborted") && text.contains("<@1002>"),
        "{text}"
    );
    let r = row(&s, id).await;
    assert_eq!(
        (r.status, r.result, r.ending),
        (GameStatus::Finished, None, Some(Ending::Aborted))
    );
    assert!(
        s.store()
            .ratings_of(HERE.venue, alice().id)
            .await
            .unwrap()
            .is_empty(),
        "unrated: in no pool"
    );
    let board = s.board(&alice(), HERE, Some(id), false).await;
    assert!(markup(board.text()).contains("aborted"), "{}", board.text());
}

async fn a_flag_during_a_restart_ends_the_game_as_of_its_flag(db: TestDb) {
    let clock = FakeClock::at(T0);
    let id = {
        let s = service(&db.url, &clock).await;
        let id = game(&s, "0+5", true).await;
        clock.advance_ms(1_000);
        assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
        clock.advance_ms(1_000);
        assert!(played(&s.play_move(&bob(), HERE, None, "3c3d").await));
        s.close().await;
        id
    };
    // Down for a minute; Alice's flag fell at T0 + 7 s.
    clock.advance(60);
    let s = service(&db.url, &clock).await;
    let notices = s.tick().await;
    assert_eq!(notices.iter().filter(|n| n.message.is_some()).count(), 1);
    let r = row(&s, id).await;
    assert_eq!(r.result, Some(GameResult::Gote));
    assert_eq!(r.finished_at, Some(T0 + 7));
    assert!(s.flag_tick().await.is_empty());
}

async fn a_takeback_puts_both_clocks_back(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, "5|0", false).await;
    clock.advance_ms(10_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
    clock.advance_ms(20_000);
    assert!(played(&s.play_move(&bob(), HERE, None, "3c3d").await));
    clock.advance_ms(30_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "2g2f").await));
    clock.advance_ms(5_000);
    let ask = s
        .handle(
            &alice(),
            HERE,
            Command::Takeback(TakebackOptions { game: None }),
        )
        .await;
    let yes = ask.messages[0]
        .buttons
        .iter()
        .map(custom_id)
        .find(|b| b.starts_with("takeyes"))
        .unwrap();
    let parts: Vec<&str> = yes.split(':').collect();
    let press = Press {
        action: washogi_bot::game::Action::AcceptTakeback,
        target: parts[1].parse().unwrap(),
        at_ply: parts.get(2).and_then(|p| p.parse().ok()),
        step: None,
    };
    let r = s.press(&bob(), HERE, press).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = row(&s, id).await;
    // Back to before 2g2f: Alice has what 7g7f left her, Bob what 3c3d left him, and
    // Alice's clock runs from the takeback.
    assert_eq!(r.ply, 2);
    assert_eq!((r.sente_ms, r.gote_ms), (Some(290_000), Some(280_000)));
    assert_eq!(r.turn_started_ms, Some(T0 * 1000 + 65_000));
    assert_eq!(r.flag_ms, Some(T0 * 1000 + 65_000 + 290_000));
}

async fn the_computer_keeps_to_a_clock(db: TestDb) {
    let clock = FakeClock::at(T0);
    let computer = User::new(999, "washogi-bot");
    let s = service(&db.url, &clock).await.with_computer(
        computer.clone(),
        washogi_bot::game::ComputerSettings {
            budget: std::time::Duration::from_millis(100),
        },
    );
    let options = StartOptions {
        opponent: Some(computer.clone()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        level: Some(1),
        clock: Some(TimeControl::parse("1+10").unwrap()),
        ..StartOptions::default()
    };
    let r = s.start(&alice(), HERE, options).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let id = GameId::new(1);
    clock.advance_ms(2_000);
    assert!(played(&s.play_move(&alice(), HERE, None, "7g7f").await));
    let waiting = s.games().computer_games_waiting().await;
    assert_eq!(waiting, vec![id]);
    clock.advance_ms(500);
    let notices = s.games().computer_move(id).await;
    assert_eq!(notices.len(), 1);
    let r = row(&s, id).await;
    assert_eq!(r.ply, 2);
    assert_eq!(r.gote_ms, Some(60_000 - 500));
    // Alice's 58 s of main time left, then her 10 s of byoyomi, from the computer's move.
    assert_eq!(r.flag_ms, Some(T0 * 1000 + 2_500 + 58_000 + 10_000));
    assert!(
        s.games().computer_games_waiting().await.is_empty(),
        "the person's turn"
    );
}

async fn two_processes_on_one_database_flag_a_game_once(db: TestDb) {
    let clock = FakeClock::at(T0);
    let one = service(&db.url, &clock).await;
    let two = service(&db.url, &clock).await;
    let id = game(&one, "0+5", true).await;
    clock.advance_ms(1_000);
    assert!(played(&one.play_move(&alice(), HERE, None, "7g7f").await));
    assert!(played(&two.play_move(&bob(), HERE, None, "3c3d").await));
    clock.advance_ms(6_000);
    // Both sweep at once, and Alice's late move races them.
    let late_mover = alice();
    let (a, b, late) = tokio::join!(
        one.flag_tick(),
        two.flag_tick(),
        one.play_move(&late_mover, HERE, None, "2g2f")
    );
    let announced = a.len() + b.len() + usize::from(!late.is_refusal());
    assert_eq!(
        announced,
        1,
        "one result, one post: {a:?} {b:?} {}",
        late.text()
    );
    let r = row(&one, id).await;
    assert_eq!((r.ply, r.result), (2, Some(GameResult::Gote)));
}

both!(
    two_processes_on_one_database_flag_a_game_once,
    clock_options_are_read_and_refused_with_a_reason,
    byoyomi_of_five_seconds_a_move_in_time_and_a_flag_once,
    a_move_after_the_flag_is_refused_before_any_sweep,
    a_move_counts_when_it_was_received_not_when_it_was_handled,
    one_byoyomi_period_used_up_and_the_game_goes_on,
    fischer_clocks_add_up_move_by_move,
    a_clock_that_runs_out_before_a_first_move_aborts_unrated,
    a_flag_during_a_restart_ends_the_game_as_of_its_flag,
    a_takeback_puts_both_clocks_back,
    the_computer_keeps_to_a_clock,
);
