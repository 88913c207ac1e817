//! Tournaments' own rules (threads, roles, round deadlines), through the service: games in a
//! thread each (their first post opens it, pings both players and shows the board;
//! later moves go there), a role that may run events besides Manage Server, and a
//! round deadline at which unfinished games are adjudicated by the engine (a clear
//! win is given, anything else drawn) before the next round is paired.

use crate::service_tournaments::{player, round, tournament_with_roles as tournament};
use crate::support::responses::button;
use crate::support_db;

use std::sync::Arc;
use std::time::Duration;

use support_db::TestDb;
use washogi_bot::commands::{TournamentRole, TournamentStart};
use washogi_bot::decide::tournament::Format;
use washogi_bot::discord::markup;
use washogi_bot::game::{
    AnalysisSettings, FakeClock, NewTournament, Place, Service, TournamentCommand, User,
};
use washogi_bot::ids::{ChannelId, RoleId};
use washogi_bot::rules::VariantId;
use washogi_bot::store::{Ending, GameResult, Store};
use washogi_engine::Limits;

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);
/// The server's tournament role in these tests.
const ORGANISERS: RoleId = RoleId::new(555);

fn create(threads: Option<bool>, round_days: Option<i64>) -> TournamentCommand {
    TournamentCommand::Create(NewTournament {
        name: "Spring Cup".into(),
        variant: Some(VariantId::Shogi),
        format: Format::Swiss,
        rounds: 2,
        days: Some(3),
        rated: true,
        starts_in_hours: 1,
        late_join: false,
        threads,
        round_days,
        clock: None,
    })
}

async fn service(db: &TestDb, clock: &FakeClock) -> Service {
    // A small search keeps the adjudications quick; the positions below are clear.
    let settings = AnalysisSettings {
        budget: Limits::nodes(20_000),
        progress_every: Duration::from_millis(0),
        ..AnalysisSettings::default()
    };
    Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()))
        .with_analysis(settings)
}

async fn join_all(s: &Service, id: i64, players: std::ops::RangeInclusive<i64>) {
    for n in players {
        let r = s
            .press(&player(n), HERE, button(&format!("tjoin:{id}")))
            .await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
}

async fn a_role_may_run_tournaments(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let organiser = player(1);
    let create_as = |roles: &'static [RoleId]| {
        let s = &s;
        let organiser = &organiser;
        async move { tournament(s, organiser, create(None, None), false, roles).await }
    };
    assert!(
        create_as(&[ORGANISERS]).await.is_refusal(),
        "no role named yet"
    );
    // Only Manage Server names the role.
    let set = TournamentCommand::Role(TournamentRole {
        role: Some(ORGANISERS),
    });
    let r = tournament(&s, &organiser, set.clone(), false, &[ORGANISERS]).await;
    assert!(r.is_refusal(), "{}", r.text());
    let r = tournament(&s, &player(9), set, true, &[]).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(markup(r.text()).contains("<@&555>"), "{:?}", r.text());
    // Now a member with the role creates and starts; one without is refused.
    const OTHERS: &[RoleId] = &[RoleId::new(1), RoleId::new(2)];
    const WITH_ROLE: &[RoleId] = &[RoleId::new(7), ORGANISERS];
    assert!(create_as(OTHERS).await.is_refusal());
    let r = create_as(WITH_ROLE).await;
    assert!(!r.is_refusal(), "{}", r.text());
    join_all(&s, 1, 1..=2).await;
    let start = TournamentCommand::Start(TournamentStart { id: Some(1) });
    assert!(tournament(&s, &player(2), start.clone(), false, &[])
        .await
        .is_refusal());
    let r = tournament(&s, &organiser, start, false, &[ORGANISERS]).await;
    assert!(markup(r.text()).contains("round 1 of 2"), "{}", r.text());
    // Forgotten: Manage Server only again.
    let clear = TournamentCommand::Role(TournamentRole { role: None });
    let r = tournament(&s, &player(9), clear, true, &[]).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert!(create_as(&[ORGANISERS]).await.is_refusal());
}

async fn each_game_opens_its_own_thread(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let r = tournament(&s, &player(9), create(Some(true), None), true, &[]).await;
    assert!(!r.is_refusal(), "{}", r.text());
    join_all(&s, 1, 1..=4).await;
    clock.advance(3600);
    let notices = s.tick().await;
    let messages: Vec<_> = notices.iter().filter_map(|n| n.message.as_ref()).collect();
    // The round's post, then one post a game, each asking for its thread.
    assert!(markup(&messages[0].text).contains("round 1 of 2"));
    assert!(messages[0].thread.is_none());
    assert!(
        messages[0].mentions.is_empty(),
        "players are pinged in their threads, once"
    );
    let boards = round(&s, 1, 1).await;
    assert_eq!(boards.len(), 2);
    let games: Vec<_> = messages[1..].iter().collect();
    assert_eq!(games.len(), 2);
    for (post, board) in games.iter().zip(&boards) {
        let thread = post.thread.as_ref().expect("a thread for the game");
        assert_eq!(Some(thread.game_id), board.game_id);
        assert!(
            thread.name.contains(&format!("#{}", thread.game_id)),
            "{}",
            thread.name
        );
        assert!(post.picture.is_some(), "the board");
        assert_eq!(post.mentions.len(), 2, "both players, into the thread");
        assert!(
            markup(&post.text).contains("round 1, board"),
            "{}",
            post.text
        );
    }
    // The front end opened the first game's thread: its moves are posted there.
    let game = boards[0].game_id.unwrap();
    s.games()
        .post_thread_opened(game, ChannelId::new(777))
        .await;
    let sente = User::new(boards[0].sente_id.get(), "s");
    let r = s.play_move(&sente, HERE, Some(game), "7g7f").await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert_eq!(r.messages[0].channel, Some(ChannelId::new(777)));
    // Without the option, the server's default (none here): no threads.
    let r = tournament(&s, &player(9), create(None, None), true, &[]).await;
    assert!(!r.is_refusal(), "{}", r.text());
}

async fn unfinished_games_are_adjudicated_at_the_round_deadline(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let r = tournament(&s, &player(9), create(None, Some(2)), true, &[]).await;
    assert!(!r.is_refusal(), "{}", r.text());
    join_all(&s, 1, 1..=4).await;
    clock.advance(3600);
    let notices = s.tick().await;
    let posted = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(posted.contains("Round deadline"), "{posted}");
    let boards = round(&s, 1, 1).await;
    let user = |id: washogi_bot::ids::UserId| User::new(id.get(), "x");
    // Board 1: sente takes gote's bishop and gote does not take back: sente, to
    // move, is a bishop up with a horse in gote's camp — a clear win.
    let (a, b) = (user(boards[0].sente_id), user(boards[0].gote_id.unwrap()));
    let g1 = boards[0].game_id;
    for (who, mv) in [(&a, "7g7f"), (&b, "3c3d"), (&a, "8h2b+"), (&b, "9c9d")] {
        let r = s.play_move(who, HERE, g1, mv).await;
        assert!(!r.is_refusal(), "{mv}: {}", r.text());
    }
    // Board 2: two quiet moves, an even game.
    let (c, d) = (user(boards[1].sente_id), user(boards[1].gote_id.unwrap()));
    let g2 = boards[1].game_id;
    for (who, mv) in [(&c, "2g2f"), (&d, "8c8d")] {
        let r = s.play_move(who, HERE, g2, mv).await;
        assert!(!r.is_refusal(), "{mv}: {}", r.text());
    }
    // Before the deadline nothing happens (moves are due in 3 days, the round in 2).
    clock.advance(DAY);
    assert!(s.tick().await.is_empty());
    assert!(round(&s, 1, 2).await.is_empty());
    clock.advance(DAY);
    let notices = s.tick().await;
    let texts: Vec<String> = notices
        .iter()
        .filter_map(|n| n.message.as_ref())
        .map(|m| markup(&m.text))
        .collect();
    let first = s.store().game(g1.unwrap()).await.unwrap().unwrap();
    assert_eq!(first.result, Some(GameResult::Sente), "{texts:?}");
    assert_eq!(first.ending, Some(Ending::Adjudication));
    let second = s.store().game(g2.unwrap()).await.unwrap().unwrap();
    assert_eq!(second.result, Some(GameResult::Draw), "{texts:?}");
    assert!(
        texts[0].contains("adjudicated a win for")
            && texts[0].contains(&format!("<@{}>", a.id.get())),
        "{texts:?}"
    );
    assert!(texts[1].contains("adjudicated a draw"), "{texts:?}");
    // Rated: the ratings moved as for any finished game.
    assert!(
        texts[0].contains("rating") || texts[0].contains("Rating"),
        "{}",
        texts[0]
    );
    // The boards have their results and round 2 is paired at once.
    let after = round(&s, 1, 1).await;
    assert_eq!(after[0].result.as_deref(), Some("sente"));
    assert_eq!(after[1].result.as_deref(), Some("draw"));
    assert!(
        texts.iter().any(|t| t.contains("round 2 of 2")),
        "{texts:?}"
    );
    assert_eq!(round(&s, 1, 2).await.len(), 2);
    // Nothing is adjudicated twice.
    assert!(s.tick().await.is_empty());
    // A deadline out of range is refused.
    let r = tournament(&s, &player(9), create(None, Some(61)), true, &[]).await;
    assert!(r.is_refusal(), "{}", r.text());
}

both!(
    a_role_may_run_tournaments,
    each_game_opens_its_own_thread,
    unfinished_games_are_adjudicated_at_the_round_deadline,
);
