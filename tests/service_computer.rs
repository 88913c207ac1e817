//! Games against the computer through the service: started at once, unrated, the
//! engine answering every move, never out of time on its side, draw offers judged,
//! and a game where it is to move taken up again after a restart.

use crate::support::responses::computer_move;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChallengeId;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;

use std::sync::Arc;

use std::time::Duration;
use support_db::TestDb;

use washogi_bot::commands::LadderChallenge;
use washogi_bot::game::{
    Command, ComputerSettings, FakeClock, Place, Response, Service, StartOptions, User,
};
use washogi_bot::rules::{usi, Game, Position};
use washogi_bot::store::{ColorChoice, GameResult, GameStatus, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);
const BOT: UserId = UserId::new(999);

fn alice() -> User {
    User::new(1001, "alice")
}

fn computer() -> User {
    let mut u = User::new(BOT.get(), "washogi");
    u.bot = true;
    u
}

async fn service(url: &str, clock: &FakeClock) -> Service {
    Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone())).with_computer(
        computer(),
        ComputerSettings {
            budget: Duration::from_millis(300),
        },
    )
}

fn against_computer(variant: &str, color: ColorChoice, level: u8) -> StartOptions {
    StartOptions {
        opponent: Some(computer()),
        variant: variant.parse().expect("a game"),
        color,
        level: Some(level),
        ..StartOptions::default()
    }
}

fn game_id(r: &Response) -> GameId {
    let text = markup(r.text());
    text.split("Game #")
        .nth(1)
        .and_then(|t| t.split('*').next())
        .and_then(|t| t.parse().ok())
        .map(GameId::new)
        .unwrap_or_else(|| panic!("a game number in {text:?}"))
}

/// The game as stored, replayed by the rules: every stored move legal.
async fn replayed(s: &Service, id: GameId) -> Game {
    let row = s.store().game(id).await.unwrap().unwrap();
    let v = row.variant.variant();
    let mut game = Game::new(Position::from_sfen(v, &row.start_sfen).unwrap());
    for m in s.store().moves(id).await.unwrap() {
        game.play(usi::parse_usi(v, &m.usi).unwrap()).unwrap();
    }
    assert_eq!(game.position().to_sfen(), row.sfen);
    game
}

async fn the_computer_starts_at_once_and_answers_every_move(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let r = s
        .start(
            &alice(),
            HERE,
            against_computer("shogi", ColorChoice::Sente, 2),
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(
        markup(r.text()).contains("against the computer at level 2"),
        "{}",
        r.text()
    );
    assert!(r.messages[0].picture.is_some());
    assert_eq!(computer_move(&r), None, "alice moves first");
    let id = game_id(&r);
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!((row.computer_id, row.computer_level), (Some(BOT), Some(2)));
    assert!(!row.rated && !row.ladder);
    assert!(
        s.store()
            .challenge(ChallengeId::new(1))
            .await
            .unwrap()
            .is_none(),
        "no challenge to accept"
    );

    for ply in 0..6 {
        let game = replayed(&s, id).await;
        let mv = game.position().legal_moves()[ply * 7 % 20];
        let text = usi::to_usi(game.position().variant(), mv);
        let r = s.play_move(&alice(), HERE, Some(id), &text).await;
        assert!(!r.is_refusal(), "{text}: {}", r.text());
        assert!(markup(r.text()).contains("Thinking"), "{}", r.text());
        assert_eq!(computer_move(&r), Some(id));
        let row = s.store().game(id).await.unwrap().unwrap();
        assert_eq!(row.deadline, None, "no deadline while the computer thinks");
        // Alice can't move twice.
        let again = s.play_move(&alice(), HERE, Some(id), "5i4h").await;
        assert!(again.is_refusal());
        let notices = s.games().computer_move(id).await;
        assert_eq!(notices.len(), 1);
        let message = notices[0].message.as_ref().unwrap();
        assert!(
            markup(&message.text).contains("🤖 <@999> played"),
            "{}",
            message.text
        );
        assert!(message.picture.is_some());
        assert_eq!(message.mentions, vec![1001], "alice is told it is her move");
        let row = s.store().game(id).await.unwrap().unwrap();
        assert_eq!(row.ply as usize, 2 * ply + 2);
        assert_eq!(row.deadline, Some(T0 + 3 * DAY), "alice's clock runs");
        // Asking again changes nothing: it is not the computer's move.
        assert!(s.games().computer_move(id).await.is_empty());
    }
    replayed(&s, id).await;
}

async fn the_computer_moves_first_never_runs_out_of_time_and_resumes_after_a_restart(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let r = s
        .start(&alice(), HERE, against_computer("wa", ColorChoice::Gote, 1))
        .await;
    let id = game_id(&r);
    assert_eq!(computer_move(&r), Some(id));
    assert!(markup(r.text()).contains("moves first"), "{}", r.text());
    // A restart before it moved: nothing is lost, and a month later it is still its
    // move, not a loss on time.
    drop(s);
    clock.advance(30 * DAY);
    let s = service(&url, &clock).await;
    assert!(s.tick().await.is_empty());
    assert_eq!(s.games().computer_games_waiting().await, vec![id]);
    let notices = s.games().computer_move(id).await;
    assert_eq!(notices.len(), 1, "the computer's first move");
    assert!(s.games().computer_games_waiting().await.is_empty());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!((row.status, row.ply), (GameStatus::Active, 1));
    // Alice's own clock runs, and she can lose on it.
    clock.advance(3 * DAY);
    let notices = s.tick().await;
    assert!(notices.iter().any(|n| n
        .message
        .as_ref()
        .is_some_and(|m| markup(&m.text).contains("did not move in time"))));
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(
        row.result,
        Some(GameResult::Sente),
        "the computer (sente) wins"
    );
    assert!(!row.rated);
}

async fn levels_options_and_the_ladder_are_checked(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let r = s
        .start(
            &alice(),
            HERE,
            against_computer("wa", ColorChoice::Sente, 9),
        )
        .await;
    assert!(
        r.is_refusal() && markup(r.text()).contains("1 (a beginner"),
        "{}",
        r.text()
    );
    let mut people = against_computer("wa", ColorChoice::Sente, 3);
    people.opponent = Some(User::new(1002, "bob"));
    let r = s.start(&alice(), HERE, people).await;
    assert!(r.is_refusal() && markup(r.text()).contains("level is for games against me"));
    let mut other_bot = User::new(4242, "otherbot");
    other_bot.bot = true;
    let mut o = against_computer("wa", ColorChoice::Sente, 3);
    o.opponent = Some(other_bot);
    o.level = None;
    assert!(s.start(&alice(), HERE, o).await.is_refusal());
    s.ladder_join(&alice(), HERE).await;
    let r = s
        .handle(
            &alice(),
            HERE,
            Command::Ladder(
                LadderChallenge {
                    opponent: computer(),
                    variant: None,
                    days: None,
                }
                .into(),
            ),
        )
        .await;
    assert!(r.is_refusal(), "{}", r.text());
    assert!(s
        .store()
        .challenge(ChallengeId::new(1))
        .await
        .unwrap()
        .is_none());
}

async fn draw_offers_are_judged_by_the_evaluation(db: TestDb) {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let s = service(&url, &clock).await;
    let r = s
        .start(
            &alice(),
            HERE,
            against_computer("shogi", ColorChoice::Sente, 8),
        )
        .await;
    let id = game_id(&r);
    // At the start the computer stands level and plays on.
    let r = s.draw(&alice(), HERE, Some(id)).await;
    assert!(markup(r.text()).contains("declines"), "{}", r.text());
    assert_eq!(
        s.store().game(id).await.unwrap().unwrap().status,
        GameStatus::Active
    );
    // A rook and a bishop down, it takes the draw.
    let lost = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    db.exec(&format!(
        "UPDATE games SET start_sfen = '{lost}', sfen = '{lost}' WHERE id = {id}"
    ))
    .await;
    let r = s.draw(&alice(), HERE, Some(id)).await;
    assert!(markup(r.text()).contains("accepts"), "{}", r.text());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.result, Some(GameResult::Draw));
    // Resigning works as in any game.
    let r = s
        .start(
            &alice(),
            HERE,
            against_computer("wa", ColorChoice::Sente, 1),
        )
        .await;
    let id = game_id(&r);
    let r = s.confirm_resign(&alice(), HERE, id).await;
    assert!(
        markup(&r.messages[0].text).contains("<@999> wins"),
        "{}",
        r.text()
    );
}

both!(
    the_computer_starts_at_once_and_answers_every_move,
    the_computer_moves_first_never_runs_out_of_time_and_resumes_after_a_restart,
    levels_options_and_the_ladder_are_checked,
    draw_offers_are_judged_by_the_evaluation,
);
