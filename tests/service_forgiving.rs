//! Correspondence that forgives real life, through the service with a fake clock, on
//! SQLite and PostgreSQL: conditional moves (a three-move line played out, each
//! reply in the same transaction as the opponent's move; a move the tree did not
//! expect dropping it, told privately; lines checked when set; a reply racing a
//! resignation, and two processes delivering one move, with one outcome; the
//! computer's move answered), a vacation bank (a five-day vacation shifting every
//! deadline by the days used and giving the rest back on an early move; the bank
//! never below zero, also with two processes at once) and reminders as each player
//! chooses (`24h+1h`: exactly two for a move, none after it, none on vacation).

use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::{GameId, UserId};
use washogi_bot::rules::VariantId;

use std::sync::Arc;
use std::time::Duration;

use support_db::TestDb;

use washogi_bot::commands::{
    LadderSettings, PremoveClear, PremoveCommand, PremoveSet, PremoveShow, SettingsOptions,
    VacationOptions,
};
use washogi_bot::game::{
    Clock, ColorChoice, Command, ComputerSettings, Effect, ExportFormat, FakeClock, Notice, Place,
    Response, Service, StartOptions, User,
};
use washogi_bot::store::{
    ConditionalReply, Ending, GameStatus, MoveRecorded, NewMove, Notify, Premoves, Remind, Store,
    TreeRead,
};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HOUR: i64 = 3600;
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

async fn service(url: &str, clock: &FakeClock) -> Service {
    Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone()))
}

/// A correspondence game of shogi, `sente` against `gote`, `days` a move, started
/// now; its id.
async fn game(s: &Service, sente: &User, gote: &User, days: i64) -> GameId {
    let options = StartOptions {
        opponent: Some(gote.clone()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        days: Some(days),
        rated: false,
        ..StartOptions::default()
    };
    let posted = s.start(sente, HERE, options).await;
    let challenge: i64 = markup(posted.text())
        .split("Challenge #")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a challenge: {}", posted.text()));
    let r = s.accept(gote, HERE, challenge).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let text = markup(&r.messages[0].text);
    let id = text
        .split("Game #")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game: {text}"));
    GameId::new(id)
}

async fn premove(s: &Service, who: &User, game: GameId, line: &str) -> Response {
    let command = PremoveCommand::Set(PremoveSet {
        line: line.to_string(),
        game: Some(game),
    });
    s.handle(who, HERE, Command::Premove(command)).await
}

async fn show(s: &Service, who: &User, game: GameId) -> Response {
    let command = PremoveCommand::Show(PremoveShow { game: Some(game) });
    s.handle(who, HERE, Command::Premove(command)).await
}

async fn clear(s: &Service, who: &User, game: GameId) -> Response {
    let command = PremoveCommand::Clear(PremoveClear { game: Some(game) });
    s.handle(who, HERE, Command::Premove(command)).await
}

async fn vacation(s: &Service, who: &User, days: i64) -> Response {
    s.handle(who, HERE, Command::Vacation(VacationOptions { days }))
        .await
}

async fn settings(s: &Service, who: &User, notify: Option<Notify>, remind: Option<Remind>) {
    let r = s
        .handle(
            who,
            HERE,
            Command::Settings(SettingsOptions {
                pieces: None,
                notify,
                thread: None,
                web: None,
                for_server: false,
                is_admin: false,
                remind,
            }),
        )
        .await;
    assert!(r.messages[0].private, "{}", r.text());
}

async fn played(s: &Service, who: &User, game: GameId, mv: &str) -> Response {
    let r = s.play_move(who, HERE, Some(game), mv).await;
    assert!(
        markup(r.text()).contains("played"),
        "{} {mv}: {}",
        who.name,
        r.text()
    );
    r
}

fn text_of(r: &Response) -> String {
    markup(r.text())
}

fn private_texts(r: &Response) -> Vec<String> {
    r.messages
        .iter()
        .filter(|m| m.private)
        .map(|m| markup(&m.text))
        .collect()
}

fn posts(r: &Response) -> Vec<&Notice> {
    r.effects
        .iter()
        .filter_map(|e| match e {
            Effect::Post(n) => Some(&**n),
            _ => None,
        })
        .collect()
}

async fn ply(s: &Service, game: GameId) -> i64 {
    s.store().game(game).await.unwrap().unwrap().ply
}

async fn moves(s: &Service, game: GameId) -> Vec<String> {
    s.store()
        .moves(game)
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.usi)
        .collect()
}

async fn deadline(s: &Service, game: GameId) -> i64 {
    s.store()
        .game(game)
        .await
        .unwrap()
        .unwrap()
        .deadline
        .unwrap()
}

fn now(clock: &FakeClock) -> i64 {
    clock.now()
}

// ---- conditional moves ----

async fn a_three_move_line_is_played_out_each_reply_with_the_move(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, &alice(), &bob(), 3).await;
    played(&s, &alice(), id, "7g7f").await;
    // Bob to move: Alice sets three pairs, one in Japanese, and a second line.
    let r = premove(&s, &alice(), id, "3c3d 2g2f ８四歩 ２五歩 8d8e 6i7h").await;
    let said = text_of(&r);
    assert!(r.messages[0].private, "{said}");
    assert!(said.contains("Conditional moves set for game #1"), "{said}");
    assert!(said.contains("(`8c8d`) → "), "{said}");
    let r = premove(&s, &alice(), id, "3c3d 2g2f 4c4d 2f2e").await;
    assert!(
        text_of(&r).contains("Your tree has 2 lines"),
        "{}",
        text_of(&r)
    );
    // The picture of each line, privately.
    let shown = show(&s, &alice(), id).await;
    assert_eq!(shown.messages.len(), 2);
    assert!(shown
        .messages
        .iter()
        .all(|m| m.private && m.picture.is_some()));
    assert!(text_of(&shown).contains("only you see them"));

    clock.advance(HOUR);
    let replies = [("3c3d", "2g2f"), ("8c8d", "2f2e"), ("8d8e", "6i7h")];
    for (n, (theirs, mine)) in replies.iter().enumerate() {
        let before = ply(&s, id).await;
        // Watch the game while Bob moves: nobody ever sees his move without the
        // reply (each is one commit).
        let watcher = {
            let store = s.store().clone();
            tokio::spawn(async move {
                let mut seen = Vec::new();
                for _ in 0..200 {
                    let p = store.game(id).await.unwrap().unwrap().ply;
                    if seen.last() != Some(&p) {
                        seen.push(p);
                    }
                    tokio::task::yield_now().await;
                }
                seen
            })
        };
        let r = played(&s, &bob(), id, theirs).await;
        let seen = watcher.await.unwrap();
        assert!(
            !seen.contains(&(before + 1)),
            "a move seen without its reply: {seen:?}"
        );
        assert_eq!(ply(&s, id).await, before + 2);
        let post = &r.messages[0];
        assert!(!post.private);
        let text = markup(&post.text);
        assert!(text.contains("<@1002> played"), "{text}");
        assert!(text.contains(&format!("(`{theirs}`)")), "{text}");
        assert!(
            text.contains("↪ <@1001> replied") && text.contains(&format!("(`{mine}`)")),
            "{text}"
        );
        assert!(text.contains("a conditional move"), "{text}");
        // Bob is to move again, pinged; the board is after the reply.
        assert!(text.contains("<@1002>, your move"), "{text}");
        assert_eq!(post.mentions, vec![UserId::new(1002)]);
        assert!(post.picture.is_some());
        // The other line (4c4d) is never shown to the opponent.
        assert!(!text.contains("4c4d"), "{text}");
        let row = s.store().game(id).await.unwrap().unwrap();
        assert_eq!(
            row.deadline,
            Some(now(&clock) + 3 * DAY),
            "Bob's new deadline"
        );
        let left = s.store().premoves(id).await.unwrap();
        if n < 2 {
            assert_eq!(
                left.unwrap().at_ply,
                before + 2,
                "the rest of the tree follows"
            );
        } else {
            assert_eq!(left, None, "the line is used up");
        }
    }
    assert_eq!(
        moves(&s, id).await,
        ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h"]
    );
    // Exports are the moves, nothing of the tree.
    let usi = s.export(&alice(), HERE, Some(id), ExportFormat::Usi).await;
    let file = String::from_utf8(usi.messages[0].file.as_ref().unwrap().bytes.clone()).unwrap();
    assert!(
        file.contains("7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h"),
        "{file}"
    );
    assert!(!file.contains("4c4d"), "{file}");
    let r = show(&s, &alice(), id).await;
    assert!(
        text_of(&r).contains("no conditional moves"),
        "{}",
        text_of(&r)
    );
}

/// The same transaction, in the store's own terms: a move given with a tree that
/// has changed since it was read is not recorded either; given with the tree as it
/// is, the move and the reply are recorded by one call.
async fn the_move_and_its_reply_are_one_write(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, &alice(), &bob(), 3).await;
    played(&s, &alice(), id, "7g7f").await;
    premove(&s, &alice(), id, "3c3d 2g2f").await;
    let sfen = |moves: &[&str]| {
        let v = washogi_bot::rules::Variant::by_id("shogi").unwrap();
        let mut g = washogi_bot::rules::Game::new(washogi_bot::rules::Position::start(v));
        for m in moves {
            g.play(washogi_bot::rules::usi::parse_usi(v, m).unwrap())
                .unwrap();
        }
        g.position().to_sfen()
    };
    let reply = |lines: &str| {
        Premoves::Reply(
            TreeRead {
                user_id: UserId::new(1001),
                lines: lines.to_string(),
            },
            Box::new(ConditionalReply {
                usi: "2g2f".into(),
                sfen_after: sfen(&["7g7f", "3c3d", "2g2f"]),
                position_key: 7,
                gave_check: false,
                deadline: Some(T0 + 3 * DAY),
                finish: None,
                rest: String::new(),
            }),
        )
    };
    let mut m = NewMove {
        game_id: id,
        expected_ply: 1,
        usi: "3c3d".into(),
        sfen_after: sfen(&["7g7f", "3c3d"]),
        played_at: T0,
        played_at_ms: T0 * 1000,
        clock: None,
        flag_ms: None,
        position_key: 5,
        gave_check: false,
        deadline: Some(T0 + 3 * DAY),
        mover_id: UserId::new(1002),
        finish: None,
        players: [UserId::new(1001), UserId::new(1002)],
        ends_vacation: true,
        premoves: reply("3c3d 2g2f 8c8d 2f2e"),
    };
    assert_eq!(
        s.store().record_move(&m).await.unwrap(),
        MoveRecorded::PremovesChanged
    );
    assert_eq!(
        ply(&s, id).await,
        1,
        "the move was rolled back with the reply"
    );
    assert_eq!(moves(&s, id).await, ["7g7f"]);
    m.premoves = Premoves::None;
    assert_eq!(
        s.store().record_move(&m).await.unwrap(),
        MoveRecorded::PremovesChanged,
        "a tree is there"
    );
    m.premoves = reply("3c3d 2g2f");
    match s.store().record_move(&m).await.unwrap() {
        MoveRecorded::Recorded(r) => {
            assert!(r.replied && !r.dropped);
            assert_eq!(r.row.ply, 3);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(moves(&s, id).await, ["7g7f", "3c3d", "2g2f"]);
    assert_eq!(s.store().premoves(id).await.unwrap(), None);
}

async fn a_move_the_tree_did_not_expect_drops_it_and_says_so_privately(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, &alice(), &bob(), 3).await;
    played(&s, &alice(), id, "7g7f").await;
    premove(&s, &alice(), id, "3c3d 2g2f 8c8d 2f2e").await;
    premove(&s, &alice(), id, "4c4d 2g2f").await;
    let r = played(&s, &bob(), id, "8c8d").await;
    let text = text_of(&r);
    assert!(!text.contains("conditional"), "{text}");
    assert!(!text.contains("dropped"), "said publicly: {text}");
    assert_eq!(ply(&s, id).await, 2);
    assert_eq!(s.store().premoves(id).await.unwrap(), None, "dropped whole");
    // Alice's turn notices come in the channel: she is told with her next reply,
    // privately, once.
    let board = s.board(&alice(), HERE, Some(id), false).await;
    let told = private_texts(&board);
    assert_eq!(told.len(), 1, "{:?}", board.messages);
    assert!(
        told[0].contains("conditional moves in game #1 were dropped: <@1002> played `8c8d`"),
        "{}",
        told[0]
    );
    let again = s.board(&alice(), HERE, Some(id), false).await;
    assert!(private_texts(&again).is_empty(), "once");
    assert!(
        private_texts(&s.board(&bob(), HERE, Some(id), false).await).is_empty(),
        "never to the opponent"
    );

    // With turn notices by DM, the DM says it (and never the channel).
    settings(&s, &alice(), Some(Notify::Dm), None).await;
    played(&s, &alice(), id, "2g2f").await;
    premove(&s, &alice(), id, "3c3d 2f2e").await;
    let r = played(&s, &bob(), id, "1c1d").await;
    let post = &r.messages[0];
    let dm = post.direct.as_ref().expect("a turn notice by DM");
    assert_eq!(dm.user_id, UserId::new(1001));
    assert!(
        markup(&dm.dm_text()).contains("were dropped: <@1002> played `1c1d`"),
        "{}",
        dm.dm_text()
    );
    assert!(!markup(&dm.in_channel().text).contains("dropped"));
    assert!(!markup(&post.text).contains("dropped"));
    // DMs closed: the front end says so, and she is told with her next reply.
    s.games().direct_message_refused(dm).await;
    let board = s.board(&alice(), HERE, Some(id), false).await;
    assert!(
        private_texts(&board)
            .iter()
            .any(|t| t.contains("were dropped: <@1002> played `1c1d`")),
        "{:?}",
        board.messages
    );
}

async fn a_line_is_checked_when_it_is_set(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = game(&s, &alice(), &bob(), 3).await;
    let refused = |r: &Response, words: &str| {
        assert!(r.is_refusal(), "{}", r.text());
        assert!(text_of(r).contains(words), "{words:?}: {}", text_of(r));
    };
    // On one's own move: play it.
    refused(&premove(&s, &alice(), id, "3c3d 2g2f").await, "your move");
    played(&s, &alice(), id, "7g7f").await;
    refused(
        &premove(&s, &carol(), id, "3c3d 2g2f").await,
        "not playing in game #1",
    );
    refused(
        &premove(&s, &alice(), id, "3c3d 2g2e").await,
        "Move 2 of the line, `2g2e`, cannot be played there",
    );
    refused(
        &premove(&s, &alice(), id, "3c3d zz9").await,
        "Move 2 of the line",
    );
    refused(
        &premove(&s, &alice(), id, "3c3d 2g2f 8c8d").await,
        "3 moves",
    );
    refused(&premove(&s, &alice(), id, "").await, "empty");
    assert_eq!(s.store().premoves(id).await.unwrap(), None, "nothing set");
    premove(&s, &alice(), id, "3c3d 2g2f 8c8d 2f2e").await;
    let tree = s.store().premoves(id).await.unwrap().unwrap();
    refused(
        &premove(&s, &alice(), id, "3c3d 2g2f 8c8d 6i7h").await,
        "after `3c3d` `2g2f`, when they play `8c8d` your tree replies `2f2e`, this line `6i7h`",
    );
    refused(
        &premove(&s, &alice(), id, "3c3d 6i7h").await,
        "when they play `3c3d` your tree replies `2g2f`",
    );
    assert_eq!(
        s.store().premoves(id).await.unwrap(),
        Some(tree),
        "unchanged"
    );
    let r = premove(&s, &alice(), id, "3c3d 2g2f").await;
    assert!(
        text_of(&r).contains("hold that line already"),
        "{}",
        text_of(&r)
    );
    // Clearing removes it.
    assert!(text_of(&clear(&s, &alice(), id).await).contains("cleared"));
    assert_eq!(s.store().premoves(id).await.unwrap(), None);
    assert!(text_of(&clear(&s, &alice(), id).await).contains("no conditional moves"));
    // Not in live games.
    let live = StartOptions {
        opponent: Some(carol()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        rated: false,
        clock: Some(washogi_bot::decide::clock::TimeControl::parse("10+30").unwrap()),
        ..StartOptions::default()
    };
    s.start(&alice(), HERE, live).await;
    s.accept(&carol(), HERE, 2).await;
    played(&s, &alice(), GameId::new(2), "7g7f").await;
    refused(
        &premove(&s, &alice(), GameId::new(2), "3c3d 2g2f").await,
        "live, on a clock",
    );
}

/// Alice's conditional reply and her resignation, at once from two processes: one
/// outcome, as if one came first — her resignation (Bob's move refused, no reply),
/// or Bob's move with her reply (then her resignation ends the game after it, or,
/// asked of the position before, is refused); never his move without her reply,
/// never a reply in a game already over.
async fn a_conditional_reply_and_a_resignation_race_with_one_outcome(db: TestDb) {
    let clock = FakeClock::at(T0);
    let a = service(&db.url, &clock).await;
    let b = service(&db.url, &clock).await;
    let (mut resigned_first, mut replied_first) = (0, 0);
    for round in 0..8 {
        let id = game(&a, &alice(), &bob(), 3).await;
        played(&a, &alice(), id, "7g7f").await;
        premove(&a, &alice(), id, "3c3d 2g2f").await;
        let ask = a.resign(&alice(), HERE, Some(id)).await;
        assert!(!ask.messages[0].buttons.is_empty(), "{}", ask.text());
        let (al, bo) = (alice(), bob());
        let (resign, moved) = tokio::join!(
            a.confirm_resign(&al, HERE, id),
            b.play_move(&bo, HERE, Some(id), "3c3d"),
        );
        let row = a.store().game(id).await.unwrap().unwrap();
        let moved_ok = text_of(&moved).contains("played");
        let resign_ok = resign.update_origin.is_some();
        let said = format!("round {round}: {} / {}", text_of(&moved), text_of(&resign));
        assert!(moved_ok || resign_ok, "{said}");
        if !moved_ok {
            resigned_first += 1;
            assert!(moved.is_refusal(), "{said}");
            assert_eq!(
                (row.status, row.ending, row.ply),
                (GameStatus::Finished, Some(Ending::Resignation), 1),
                "{said}"
            );
            assert_eq!(moves(&a, id).await, ["7g7f"]);
        } else {
            replied_first += 1;
            assert!(text_of(&moved).contains("a conditional move"), "{said}");
            assert_eq!(moves(&a, id).await, ["7g7f", "3c3d", "2g2f"], "{said}");
            assert_eq!(row.ply, 3);
            if resign_ok {
                assert_eq!(
                    (row.status, row.ending),
                    (GameStatus::Finished, Some(Ending::Resignation))
                );
            } else {
                assert!(resign.is_refusal(), "{said}");
                assert_eq!(row.status, GameStatus::Active, "{said}");
                a.resign(&alice(), HERE, Some(id)).await;
                let again = a.confirm_resign(&alice(), HERE, id).await;
                assert!(again.update_origin.is_some(), "{}", text_of(&again));
            }
        }
    }
    eprintln!("race: {resigned_first} resignations first, {replied_first} replies first");
}

/// Bob's move delivered twice at once, to two processes: recorded once, with its
/// reply once.
async fn two_processes_play_the_reply_once(db: TestDb) {
    let clock = FakeClock::at(T0);
    let a = service(&db.url, &clock).await;
    let b = service(&db.url, &clock).await;
    for _ in 0..5 {
        let id = game(&a, &alice(), &bob(), 3).await;
        played(&a, &alice(), id, "7g7f").await;
        premove(&a, &alice(), id, "3c3d 2g2f 8c8d 2f2e").await;
        let bo = bob();
        let (one, two) = tokio::join!(
            a.play_move(&bo, HERE, Some(id), "3c3d"),
            b.play_move(&bo, HERE, Some(id), "3c3d"),
        );
        let played = [&one, &two]
            .iter()
            .filter(|r| text_of(r).contains("played"))
            .count();
        assert_eq!(played, 1, "{} / {}", text_of(&one), text_of(&two));
        assert_eq!(moves(&a, id).await, ["7g7f", "3c3d", "2g2f"]);
        assert_eq!(
            a.store().premoves(id).await.unwrap().unwrap().at_ply,
            3,
            "the rest of the tree, once"
        );
    }
}

/// The computer's move answered by the person's conditional reply, in the same
/// transaction; the computer then thinks again.
async fn a_conditional_reply_answers_the_computer(db: TestDb) {
    let clock = FakeClock::at(T0);
    let mut me = User::new(9000, "washogi");
    me.bot = true;
    let s = service(&db.url, &clock).await.with_computer(
        me.clone(),
        ComputerSettings {
            budget: Duration::from_millis(50),
        },
    );
    // The computer's king alone in the corner: three moves, each with a reply set.
    let start = StartOptions {
        opponent: Some(me.clone()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        rated: false,
        sfen: Some("8k/9/9/9/9/9/9/9/K8 b R 1".into()),
        ..StartOptions::default()
    };
    let r = s.start(&alice(), HERE, start).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let id = GameId::new(1);
    let r = played(&s, &alice(), id, "9i9h").await;
    assert!(text_of(&r).contains("Thinking"), "{}", text_of(&r));
    for line in ["1a1b 9h9g", "1a2a 9h9g", "1a2b 9h9g"] {
        let set = premove(&s, &alice(), id, line).await;
        assert!(text_of(&set).contains("set for game"), "{}", text_of(&set));
    }
    let notices = s.games().computer_move(id).await;
    let first = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(first.contains("🤖 <@9000> played"), "{first}");
    assert!(
        first.contains("↪ <@1001> replied") && first.contains("(`9h9g`)"),
        "{first}"
    );
    assert_eq!(notices.len(), 2, "the computer moved again: {notices:?}");
    let all = moves(&s, id).await;
    assert_eq!(all.len(), 4, "{all:?}");
    assert_eq!(all[2], "9h9g");
    let row = s.store().game(id).await.unwrap().unwrap();
    assert!(!row.computer_to_move());
}

// ---- vacations ----

/// Alice has three games: to move in two of them (against Bob and Carol), waiting in
/// the third. A five-day vacation pushes her two deadlines five days; Bob's move
/// during it gives her a turn that starts when she is back; her early move (two
/// days and an hour in: three days used) brings every deadline back two days and
/// gives two days back to her bank.
async fn a_five_day_vacation_shifts_every_deadline_by_the_days_used(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let g1 = game(&s, &alice(), &bob(), 3).await;
    let g2 = game(&s, &alice(), &carol(), 3).await;
    let g3 = game(&s, &alice(), &bob(), 3).await;
    played(&s, &alice(), g3, "7g7f").await;
    clock.advance(HOUR);
    let (d1, d2) = (deadline(&s, g1).await, deadline(&s, g2).await);
    let start = now(&clock);

    let r = vacation(&s, &alice(), 5).await;
    let said = text_of(&r);
    assert!(r.messages[0].private, "{said}");
    assert!(said.contains("Your vacation: 5 days"), "{said}");
    assert!(
        said.contains(&format!("<t:{}:f>", start + 5 * DAY)),
        "{said}"
    );
    assert!(said.contains("paused in 2 of your 3"), "{said}");
    assert!(said.contains("9 days are left"), "{said}");
    assert_eq!(deadline(&s, g1).await, d1 + 5 * DAY);
    assert_eq!(deadline(&s, g2).await, d2 + 5 * DAY);
    assert_eq!(
        s.store().game(g1).await.unwrap().unwrap().paused_until,
        Some(start + 5 * DAY)
    );
    // Each opponent is told, in the game's place, with when it resumes.
    let told = posts(&r);
    assert_eq!(told.len(), 3);
    for (notice, opponent) in told.iter().zip([1002, 1003, 1002]) {
        let m = notice.message.as_ref().unwrap();
        assert_eq!(notice.channel_id, HERE.channel);
        assert_eq!(m.mentions, vec![UserId::new(opponent)]);
        let text = markup(&m.text);
        assert!(text.contains("<@1001> is on vacation until"), "{text}");
        assert!(
            text.contains(&format!("<t:{}:f>", start + 5 * DAY)),
            "{text}"
        );
    }
    assert!(markup(&told[0].message.as_ref().unwrap().text).contains("paused until"));
    assert!(markup(&told[2].message.as_ref().unwrap().text).contains("<@1002>, your move as usual"));
    // Another vacation is refused while this one runs.
    assert!(text_of(&vacation(&s, &alice(), 2).await).contains("You are on vacation until"));

    // A day in, Bob moves in the third game: Alice's turn starts when she is back.
    clock.advance(DAY);
    let r = played(&s, &bob(), g3, "3c3d").await;
    assert!(
        text_of(&r).contains("<@1001> is on vacation: their clock starts"),
        "{}",
        text_of(&r)
    );
    assert_eq!(deadline(&s, g3).await, start + 5 * DAY + 3 * DAY);
    clock.set(start + 2 * DAY);
    assert!(s.tick().await.is_empty(), "nobody loses on time");

    // Two days and an hour in, she moves in the first game: three days used.
    clock.set(start + 2 * DAY + HOUR);
    let r = played(&s, &alice(), g1, "7g7f").await;
    let told = private_texts(&r);
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].contains("3 days used, 2 days given back; 11 days are left"),
        "{}",
        told[0]
    );
    assert_eq!(deadline(&s, g1).await, now(&clock) + 3 * DAY, "Bob's turn");
    assert_eq!(
        deadline(&s, g2).await,
        d2 + 3 * DAY,
        "moved by the days used"
    );
    assert_eq!(deadline(&s, g3).await, start + 3 * DAY + 3 * DAY);
    // The other games' places are told she is back.
    let back = posts(&r);
    assert_eq!(back.len(), 2);
    for notice in &back {
        let text = markup(&notice.message.as_ref().unwrap().text);
        assert!(text.contains("<@1001> is back from vacation"), "{text}");
    }
    assert_eq!(
        s.store()
            .vacation(UserId::new(1001), now(&clock))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        s.store()
            .vacation_days_used(
                UserId::new(1001),
                washogi_bot::decide::vacation::year_of(T0)
            )
            .await
            .unwrap(),
        3
    );
}

/// A server that gives its ladders and tournaments two vacation days a year: a
/// five-day vacation pauses its ladder game two days, a friendly game five, and a
/// ladder challenge to the player waits only the two.
async fn a_servers_number_limits_its_ladder_games(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let admin = Command::Ladder(
        LadderSettings {
            accept_days: None,
            variant: None,
            vacation_days: Some(2),
            is_admin: true,
        }
        .into(),
    );
    let r = s.handle(&carol(), HERE, admin).await;
    assert!(
        text_of(&r).contains("at most 2 days a year"),
        "{}",
        text_of(&r)
    );
    for who in [alice(), bob(), carol()] {
        s.ladder_join(&who, HERE).await;
    }
    // Bob (place 2) challenges Alice (place 1): a ladder game.
    s.ladder_challenge(&bob(), HERE, &alice(), None, Some(3))
        .await;
    let r = s.accept(&alice(), HERE, 1).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let ladder = GameId::new(1);
    let row = s.store().game(ladder).await.unwrap().unwrap();
    assert!(row.ladder);
    if row.player_to_move() != Some(UserId::new(1001)) {
        // Bob plays sente's first legal move (colours are drawn at random).
        let v = row.variant.variant();
        let pos = washogi_bot::rules::Position::from_sfen(v, &row.sfen).unwrap();
        let first = washogi_bot::rules::usi::to_usi(v, pos.legal_moves()[0]);
        played(&s, &bob(), ladder, &first).await;
    }
    let friendly = game(&s, &alice(), &bob(), 3).await;
    // Carol (place 3) challenges Alice: it waits for her.
    s.ladder_challenge(&carol(), HERE, &alice(), None, None)
        .await;
    let (dl, df) = (deadline(&s, ladder).await, deadline(&s, friendly).await);
    let r = vacation(&s, &alice(), 5).await;
    assert!(
        text_of(&r).contains("Your vacation: 5 days"),
        "{}",
        text_of(&r)
    );
    assert_eq!(
        deadline(&s, ladder).await,
        dl + 2 * DAY,
        "the server's two days"
    );
    assert_eq!(deadline(&s, friendly).await, df + 5 * DAY);
    let challenge = s
        .store()
        .challenge(washogi_bot::ids::ChallengeId::new(3))
        .await
        .unwrap()
        .unwrap();
    assert!(challenge.ladder);
    assert_eq!(challenge.expires_at, T0 + 2 * DAY + 3 * DAY);
}

async fn the_bank_never_goes_below_zero(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let other = service(&db.url, &clock).await;
    let year = washogi_bot::decide::vacation::year_of(T0);
    let used = |s: &Service| {
        let store = s.store().clone();
        async move {
            store
                .vacation_days_used(UserId::new(1001), year)
                .await
                .unwrap()
        }
    };
    assert!(text_of(&vacation(&s, &alice(), 0).await).contains("not on vacation"));
    assert!(text_of(&vacation(&s, &alice(), 15).await).contains("1 to 14 days"));
    // Ten days, ended an hour in: one day used.
    assert!(text_of(&vacation(&s, &alice(), 10).await).contains("Your vacation: 10 days"));
    clock.advance(HOUR);
    let back = vacation(&s, &alice(), 0).await;
    assert!(
        text_of(&back).contains("1 day used, 9 days given back; 13 days are left"),
        "{}",
        text_of(&back)
    );
    assert!(text_of(&vacation(&s, &alice(), 14).await).contains("13 days left this year"));
    // Two processes at once, each asking for 8 of the 13: one vacation, never 16.
    let al = alice();
    let (one, two) = tokio::join!(vacation(&s, &al, 8), vacation(&other, &al, 8));
    let began = [&one, &two]
        .iter()
        .filter(|r| text_of(r).contains("Your vacation"))
        .count();
    assert_eq!(began, 1, "{} / {}", text_of(&one), text_of(&two));
    assert_eq!(used(&s).await, 9);
    // Taken to its end, it is all used; 5 are left, and no more than 5 go.
    clock.advance(9 * DAY);
    assert!(text_of(&vacation(&s, &alice(), 6).await).contains("5 days left this year"));
    assert!(text_of(&vacation(&s, &alice(), 5).await).contains("Your vacation: 5 days"));
    clock.advance(5 * DAY);
    assert_eq!(used(&s).await, 14);
    assert!(text_of(&vacation(&s, &alice(), 1).await).contains("0 days left this year"));
    assert_eq!(used(&s).await, 14, "never below zero");
    // A new calendar year, a new bank.
    clock.set(washogi_bot::decide::vacation::year_start(year + 1) + HOUR);
    assert!(text_of(&vacation(&s, &alice(), 14).await).contains("Your vacation: 14 days"));
}

// ---- reminders ----

/// Sweeps every ten minutes from `from` to `to`: the reminders posted, as (time,
/// player reminded).
async fn sweep(s: &Service, clock: &FakeClock, from: i64, to: i64) -> Vec<(i64, UserId)> {
    let mut out = Vec::new();
    let mut t = from;
    while t <= to {
        clock.set(t);
        for n in s.tick().await {
            if let Some(m) = &n.message {
                if markup(&m.text).starts_with("⏰") {
                    let who = if markup(&m.text).starts_with("⏰ <@1001>") {
                        UserId::new(1001)
                    } else {
                        UserId::new(1002)
                    };
                    out.push((t, who));
                }
            }
        }
        t += 600;
    }
    out
}

async fn day_and_hour_reminders_come_twice_a_move_and_never_after_it(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    settings(&s, &alice(), None, Some(Remind::DayAndHour)).await;
    let id = game(&s, &alice(), &bob(), 4).await;
    let d = T0 + 4 * DAY;
    let sent = sweep(&s, &clock, T0, d - 1200).await;
    assert_eq!(
        sent,
        [(d - DAY, UserId::new(1001)), (d - HOUR, UserId::new(1001))],
        "exactly two, a day and an hour before"
    );
    // She moves: nothing more for her move; Bob (the default, a day) once.
    played(&s, &alice(), id, "7g7f").await;
    let d2 = now(&clock) + 4 * DAY;
    let sent = sweep(&s, &clock, now(&clock), d2 - 600).await;
    assert_eq!(sent, [(d2 - DAY, UserId::new(1002))]);
    // She moves after the day reminder and before the hour one: none after her move.
    played(&s, &bob(), id, "3c3d").await;
    let d3 = now(&clock) + 4 * DAY;
    let sent = sweep(&s, &clock, now(&clock), d3 - DAY).await;
    assert_eq!(sent, [(d3 - DAY, UserId::new(1001))]);
    played(&s, &alice(), id, "2g2f").await;
    let d4 = now(&clock) + 4 * DAY;
    let sent = sweep(&s, &clock, now(&clock), d4 - 600).await;
    assert_eq!(
        sent,
        [(d4 - DAY, UserId::new(1002))],
        "nothing more for her move"
    );

    // The hour alone, or none at all.
    settings(&s, &bob(), None, Some(Remind::Hour)).await;
    played(&s, &bob(), id, "8c8d").await;
    let d5 = now(&clock) + 4 * DAY;
    settings(&s, &alice(), None, Some(Remind::Off)).await;
    assert!(sweep(&s, &clock, now(&clock), d5 - 600).await.is_empty());
    played(&s, &alice(), id, "2f2e").await;
    let d6 = now(&clock) + 4 * DAY;
    assert_eq!(
        sweep(&s, &clock, now(&clock), d6 - 600).await,
        [(d6 - HOUR, UserId::new(1002))]
    );
}

/// A reminder whose time comes during a vacation is not sent then; the clock
/// paused, it comes when the clock runs again.
async fn no_reminder_during_a_vacation(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    settings(&s, &alice(), Some(Notify::Dm), Some(Remind::DayAndHour)).await;
    game(&s, &alice(), &bob(), 1).await;
    // Four hours before her deadline (a day a move): away for two days.
    clock.set(T0 + 20 * HOUR);
    let r = vacation(&s, &alice(), 2).await;
    assert!(
        text_of(&r).contains("Your vacation: 2 days"),
        "{}",
        text_of(&r)
    );
    let back = T0 + 20 * HOUR + 2 * DAY;
    let d = T0 + DAY + 2 * DAY;
    assert_eq!(deadline(&s, GameId::new(1)).await, d);
    assert!(
        sweep(&s, &clock, now(&clock), back - 600).await.is_empty(),
        "none on vacation"
    );
    // Back with four hours to go: the day reminder (six hours before, a day a
    // move), missed while away, comes at once; the hour one on time; by DM.
    let mut sent = Vec::new();
    let mut t = back;
    while t < d {
        clock.set(t);
        for n in s.tick().await {
            let m = n.message.unwrap();
            assert_eq!(m.direct.as_ref().unwrap().user_id, UserId::new(1001));
            sent.push(t);
        }
        t += 600;
    }
    assert_eq!(sent, [back, d - HOUR], "{sent:?}");
}

async fn settings_show_and_change_the_reminders(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let show = s
        .handle(
            &alice(),
            HERE,
            Command::Settings(SettingsOptions {
                pieces: None,
                notify: None,
                thread: None,
                web: None,
                for_server: false,
                is_admin: false,
                remind: None,
            }),
        )
        .await;
    assert!(text_of(&show).contains("reminders: a day before the deadline"));
    settings(&s, &alice(), None, Some(Remind::DayAndHour)).await;
    assert_eq!(
        s.store()
            .user_choices(UserId::new(1001))
            .await
            .unwrap()
            .remind,
        Some(Remind::DayAndHour)
    );
    let server = s
        .handle(
            &alice(),
            HERE,
            Command::Settings(SettingsOptions {
                pieces: None,
                notify: None,
                thread: None,
                web: None,
                for_server: true,
                is_admin: true,
                remind: Some(Remind::Hour),
            }),
        )
        .await;
    assert!(server.is_refusal() && text_of(&server).contains("each player's own choice"));
}

both!(
    a_three_move_line_is_played_out_each_reply_with_the_move,
    the_move_and_its_reply_are_one_write,
    a_move_the_tree_did_not_expect_drops_it_and_says_so_privately,
    a_line_is_checked_when_it_is_set,
    a_conditional_reply_and_a_resignation_race_with_one_outcome,
    two_processes_play_the_reply_once,
    a_conditional_reply_answers_the_computer,
    a_five_day_vacation_shifts_every_deadline_by_the_days_used,
    the_bank_never_goes_below_zero,
    a_servers_number_limits_its_ladder_games,
    day_and_hour_reminders_come_twice_a_move_and_never_after_it,
    no_reminder_during_a_vacation,
    settings_show_and_change_the_reminders,
);
