//! Correspondence comfort in the service, on both databases: takebacks (asked,
//! granted, declined, withdrawn, lapsing, refused in rated games, at once against the
//! computer), turn notices by DM (chosen in /settings, refused DMs switching back to
//! the channel) and games in threads (asked for by /start or the settings, their
//! posts routed there, commands in the thread, a one-line result in the channel).

use crate::support::responses::{button, custom_id, thread_to_open};
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::ChannelId;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::commands::{SettingsOptions, TakebackOptions};
use washogi_bot::game::{
    ColorChoice, Command, ComputerSettings, FakeClock, Place, Response, Service, StartOptions, User,
};
use washogi_bot::rules::{Position, Variant};
use washogi_bot::store::{GameResult, Notify, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);
const THREAD: ChannelId = ChannelId::new(777);
const IN_THREAD: Place = Place::new(10, THREAD.get());

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn world(db: TestDb) -> (TestDb, Service, FakeClock) {
    let store = Store::open(&db.url).await.unwrap();
    let clock = FakeClock::at(T0);
    (db, Service::new(store, Arc::new(clock.clone())), clock)
}

fn options(rated: bool) -> StartOptions {
    StartOptions {
        opponent: Some(bob()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        rated,
        ..StartOptions::default()
    }
}

/// Alice (sente) against Bob; game 1.
async fn game(s: &Service, rated: bool) -> GameId {
    assert!(!s.start(&alice(), HERE, options(rated)).await.is_refusal());
    assert!(!s.accept(&bob(), HERE, 1).await.is_refusal());
    GameId::new(1)
}

fn refused(r: &Response, words: &str) -> bool {
    r.is_refusal()
        && markup(r.text())
            .to_lowercase()
            .contains(&words.to_lowercase())
}

async fn takeback(s: &Service, who: &User) -> Response {
    s.handle(who, HERE, Command::Takeback(TakebackOptions { game: None }))
        .await
}

async fn settings(s: &Service, who: &User, notify: Option<Notify>, thread: Option<bool>) {
    let r = s
        .handle(
            who,
            HERE,
            Command::Settings(SettingsOptions {
                remind: None,
                pieces: None,
                notify,
                thread,
                web: None,
                for_server: false,
                is_admin: false,
            }),
        )
        .await;
    // Settings answer privately; what they say is checked where it matters.
    assert!(!r.text().is_empty());
}

fn sfen_after(moves: &[&str]) -> String {
    let v = Variant::by_id("shogi").unwrap();
    let mut game = washogi_bot::rules::Game::new(Position::start(v));
    for m in moves {
        let mv = washogi_bot::rules::usi::parse_usi(v, m).unwrap();
        game.play(mv).unwrap();
    }
    game.position().to_sfen()
}

async fn the_opponent_grants_a_takeback_of_the_last_move(db: TestDb) {
    let (_d, s, clock) = world(db).await;
    let id = game(&s, false).await;
    s.play_move(&alice(), HERE, None, "7g7f").await;
    s.play_move(&bob(), HERE, None, "3c3d").await;
    s.play_move(&alice(), HERE, None, "2g2f").await;
    clock.advance(3600);

    let ask = takeback(&s, &alice()).await;
    let post = &ask.messages[0];
    assert!(!post.private);
    assert!(
        markup(&post.text).contains("<@1001> asks to take back their last move (`2g2f`)"),
        "{}",
        post.text
    );
    assert_eq!(post.mentions, vec![1002]);
    let ids: Vec<String> = post.buttons.iter().map(custom_id).collect();
    assert_eq!(ids, ["takeyes:1:3", "takeno:1:3"]);
    assert!(refused(&takeback(&s, &alice()).await, "already asked"));
    assert!(refused(
        &takeback(&s, &bob()).await,
        "answer with the buttons"
    ));
    assert!(refused(
        &s.press(&alice(), HERE, button("takeyes:1:3")).await,
        "your own request"
    ));
    assert!(refused(
        &s.press(&User::new(7, "eve"), HERE, button("takeyes:1:3"))
            .await,
        "only the players"
    ));

    let granted = s.press(&bob(), HERE, button("takeyes:1:3")).await;
    assert!(granted.update_origin.is_some(), "{}", granted.text());
    let board = &granted.messages[0];
    assert!(board.picture.is_some());
    assert!(
        markup(&board.text).contains("<@1002> agreed: <@1001> takes back"),
        "{}",
        board.text
    );
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!(row.ply, 2);
    assert_eq!(row.sfen, sfen_after(&["7g7f", "3c3d"]));
    // The clock starts again for the player to move.
    assert_eq!(row.deadline, Some(T0 + 3600 + 3 * DAY));
    assert_eq!(s.store().moves(id).await.unwrap().len(), 2);
    // Alice plays another move instead, and the game goes on from there.
    assert!(!s.play_move(&alice(), HERE, None, "2g2f").await.is_refusal());
    assert!(!s.play_move(&bob(), HERE, None, "8c8d").await.is_refusal());
    // Pressing the old button again changes nothing.
    let again = s.press(&bob(), HERE, button("takeyes:1:3")).await;
    assert!(markup(again.text()).contains("lapsed"), "{}", again.text());
    assert_eq!(s.store().game(id).await.unwrap().unwrap().ply, 4);
}

async fn after_the_reply_two_moves_go_back(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let id = game(&s, false).await;
    s.play_move(&alice(), HERE, None, "7g7f").await;
    s.play_move(&bob(), HERE, None, "3c3d").await;
    // Alice is to move: she asks for her move and Bob's reply.
    let ask = takeback(&s, &alice()).await;
    assert!(
        markup(ask.text()).contains("their move (`7g7f`) and <@1002>'s reply (`3c3d`)"),
        "{}",
        ask.text()
    );
    assert!(!s
        .press(&bob(), HERE, button("takeyes:1:2"))
        .await
        .is_refusal());
    let row = s.store().game(id).await.unwrap().unwrap();
    assert_eq!((row.ply, row.sfen.clone()), (0, row.start_sfen.clone()));
    assert!(s.store().moves(id).await.unwrap().is_empty());
    // Bob has no move of his own to take back now.
    assert!(refused(&takeback(&s, &bob()).await, "nothing of yours"));
}

async fn declined_withdrawn_and_lapsed_requests_change_nothing(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let id = game(&s, false).await;
    s.play_move(&alice(), HERE, None, "7g7f").await;
    takeback(&s, &alice()).await;
    let declined = s.press(&bob(), HERE, button("takeno:1:1")).await;
    assert!(
        markup(&declined.update_origin.as_ref().unwrap().text).contains("declined"),
        "{}",
        declined.text()
    );
    assert_eq!(s.store().game(id).await.unwrap().unwrap().ply, 1);
    assert!(s
        .press(&bob(), HERE, button("takeyes:1:1"))
        .await
        .text()
        .contains("lapsed"));

    // Asked again, then withdrawn by Alice herself.
    takeback(&s, &alice()).await;
    let withdrawn = s.press(&alice(), HERE, button("takeno:1:1")).await;
    assert!(
        markup(withdrawn.text()).contains("withdrew"),
        "{}",
        withdrawn.text()
    );

    // Asked again; Bob moves instead, and the request lapses.
    takeback(&s, &alice()).await;
    assert!(!s.play_move(&bob(), HERE, None, "3c3d").await.is_refusal());
    let late = s.press(&bob(), HERE, button("takeyes:1:1")).await;
    assert!(markup(late.text()).contains("lapsed"), "{}", late.text());
    assert_eq!(s.store().game(id).await.unwrap().unwrap().ply, 2);
}

async fn rated_games_and_finished_games_refuse_takebacks(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let id = game(&s, true).await;
    s.play_move(&alice(), HERE, None, "7g7f").await;
    assert!(refused(&takeback(&s, &alice()).await, "rated"));
    assert!(refused(
        &takeback(&s, &User::new(7, "eve")).await,
        "no active game"
    ));
    assert_eq!(s.store().game(id).await.unwrap().unwrap().ply, 1);
    // Nothing to take back before one's first move.
    let (_d2, s2, _c2) = world(
        support_db::fresh(support_db::Backend::Sqlite)
            .await
            .unwrap(),
    )
    .await;
    game(&s2, false).await;
    assert!(refused(&takeback(&s2, &alice()).await, "nothing of yours"));
}

async fn the_computer_grants_at_once(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let mut me = User::new(9000, "washogi");
    me.bot = true;
    let s = s.with_computer(
        me.clone(),
        ComputerSettings {
            budget: std::time::Duration::from_millis(50),
        },
    );
    let start = s
        .start(
            &alice(),
            HERE,
            StartOptions {
                opponent: Some(me.clone()),
                variant: VariantId::Shogi,
                color: ColorChoice::Sente,
                level: Some(1),
                thread: Some(true),
                ..StartOptions::default()
            },
        )
        .await;
    assert!(!start.is_refusal(), "{}", start.text());
    // A game against the computer can have its thread too.
    assert_eq!(
        thread_to_open(&start).map(|t| t.name.as_str()),
        Some("Game #1 · alice vs washogi (Shogi)")
    );
    s.play_move(&alice(), HERE, None, "7g7f").await;
    s.games().computer_move(GameId::new(1)).await;
    assert_eq!(
        s.store().game(GameId::new(1)).await.unwrap().unwrap().ply,
        2
    );
    let r = takeback(&s, &alice()).await;
    assert!(markup(r.text()).contains("doesn't mind"), "{}", r.text());
    let row = s.store().game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(row.ply, 0);
    assert!(row.deadline.is_some(), "Alice's clock runs again");
}

async fn turn_notices_go_by_dm_when_chosen(db: TestDb) {
    let (_d, s, clock) = world(db).await;
    game(&s, true).await;
    // By default the player to move is pinged in the channel.
    let r = s.play_move(&alice(), HERE, None, "7g7f").await;
    assert_eq!(r.messages[0].mentions, vec![1002]);
    assert!(r.messages[0].direct.is_none());

    settings(&s, &alice(), Some(Notify::Dm), None).await;
    let r = s.play_move(&bob(), HERE, None, "3c3d").await;
    let post = &r.messages[0];
    assert!(post.mentions.is_empty(), "no ping for a DM player");
    let notice = post.direct.as_ref().expect("a DM notice");
    assert_eq!(notice.user_id, 1001);
    assert!(
        markup(&notice.text).starts_with("Your move in game #1 against bob (Shogi), due <t:"),
        "{}",
        notice.text
    );

    // The reminder before the deadline goes by DM too.
    clock.advance(3 * DAY - DAY / 2);
    let notices = s.tick().await;
    let reminder = notices[0].message.as_ref().unwrap();
    assert!(reminder.mentions.is_empty());
    assert!(markup(&reminder.direct.as_ref().unwrap().text).starts_with("⏰ Reminder"));

    // Closed DMs: the notice is said in the channel once, and notices go back there.
    let refused = reminder.direct.as_ref().unwrap();
    s.games().direct_message_refused(refused).await;
    let fallback = refused.in_channel();
    assert_eq!(fallback.mentions, vec![1001]);
    assert!(
        markup(&fallback.text).contains("DMs are closed"),
        "{}",
        fallback.text
    );
    assert_eq!(
        s.store()
            .user_choices(UserId::new(1001))
            .await
            .unwrap()
            .notify,
        Some(Notify::Channel)
    );
    let r = s.play_move(&alice(), HERE, None, "2g2f").await;
    assert_eq!(r.messages[0].mentions, vec![1002]);
    let r = s.play_move(&bob(), HERE, None, "8c8d").await;
    assert_eq!(r.messages[0].mentions, vec![1001]);
    assert!(r.messages[0].direct.is_none());
}

async fn a_thread_game_posts_in_its_thread_and_reports_in_the_channel(db: TestDb) {
    let (_d, s, clock) = world(db).await;
    // Alice wants her games in threads.
    settings(&s, &alice(), None, Some(true)).await;
    let challenge = s.start(&alice(), HERE, options(true)).await;
    assert!(
        markup(challenge.text()).contains("🧵 thread"),
        "{}",
        challenge.text()
    );
    let mut accepted = s.accept(&bob(), HERE, 1).await;
    let plan = thread_to_open(&accepted)
        .cloned()
        .expect("a thread to open");
    assert_eq!(plan.game_id, 1);
    assert_eq!(plan.name, "Game #1 · alice vs bob (Shogi)");
    s.games()
        .thread_opened(&mut accepted, GameId::new(1), THREAD)
        .await;
    assert_eq!(accepted.messages[0].channel, Some(THREAD));
    assert!(
        markup(&accepted.update_origin.as_ref().unwrap().text).contains(&format!("<#{THREAD}>"))
    );
    assert_eq!(
        s.store()
            .game(GameId::new(1))
            .await
            .unwrap()
            .unwrap()
            .thread_id,
        Some(THREAD)
    );

    // In the thread, no game option is needed.
    assert!(!s
        .play_move(&alice(), IN_THREAD, None, "7g7f")
        .await
        .is_refusal());
    // The clock's posts go to the thread.
    clock.advance(3 * DAY - DAY / 2);
    let notices = s.tick().await;
    assert_eq!(notices[0].channel_id, THREAD);
    // Bob resigns in the thread: the result is posted there, and a line in the channel.
    s.resign(&bob(), IN_THREAD, None).await;
    let r = s.press(&bob(), IN_THREAD, button("resign:1")).await;
    assert_eq!(
        s.store()
            .game(GameId::new(1))
            .await
            .unwrap()
            .unwrap()
            .result,
        Some(GameResult::Sente)
    );
    let line = r
        .messages
        .iter()
        .find(|m| m.channel == Some(HERE.channel))
        .expect("a one-line result in the channel");
    assert!(
        markup(&line.text).contains(&format!("— in <#{THREAD}>"))
            && markup(&line.text).contains("won"),
        "{}",
        line.text
    );
    assert!(line.picture.is_none() && line.mentions.is_empty());
}

async fn a_game_whose_thread_could_not_open_stays_in_the_channel(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let mut o = options(false);
    o.thread = Some(true);
    s.start(&alice(), HERE, o).await;
    let mut accepted = s.accept(&bob(), HERE, 1).await;
    assert!(thread_to_open(&accepted).is_some());
    s.games()
        .thread_refused(&mut accepted, GameId::new(1))
        .await;
    assert!(
        markup(&accepted.messages[0].text).contains("Create Public Threads"),
        "{}",
        accepted.messages[0].text
    );
    assert_eq!(accepted.messages[0].channel, None);
    assert!(!s.play_move(&alice(), HERE, None, "7g7f").await.is_refusal());
    // A game without a thread announces its result once, where it is played.
    s.resign(&bob(), HERE, None).await;
    let r = s.press(&bob(), HERE, button("resign:1")).await;
    assert!(r.messages.iter().all(|m| m.channel.is_none()));
}

async fn server_default_for_threads_and_the_start_option(db: TestDb) {
    let (_d, s, _clock) = world(db).await;
    let admin = |thread| {
        Command::Settings(SettingsOptions {
            remind: None,
            pieces: None,
            notify: None,
            thread: Some(thread),
            web: None,
            for_server: true,
            is_admin: true,
        })
    };
    let r = s.handle(&bob(), HERE, admin(true)).await;
    assert!(markup(r.text()).contains("thread"), "{}", r.text());
    // Notices are not a server setting.
    let r = s
        .handle(
            &bob(),
            HERE,
            Command::Settings(SettingsOptions {
                remind: None,
                pieces: None,
                notify: Some(Notify::Dm),
                thread: None,
                web: None,
                for_server: true,
                is_admin: true,
            }),
        )
        .await;
    assert!(refused(&r, "each player's own"));
    // Alice has not chosen: the server's default applies...
    s.start(&alice(), HERE, options(false)).await;
    assert!(thread_to_open(&s.accept(&bob(), HERE, 1).await).is_some());
    // ...unless /start says otherwise.
    let mut o = options(false);
    o.thread = Some(false);
    s.start(&alice(), HERE, o).await;
    assert!(thread_to_open(&s.accept(&bob(), HERE, 2).await).is_none());
    // And her own choice wins over the server's.
    settings(&s, &alice(), None, Some(false)).await;
    s.start(&alice(), HERE, options(false)).await;
    assert!(thread_to_open(&s.accept(&bob(), HERE, 3).await).is_none());
    let shown = s
        .handle(
            &alice(),
            HERE,
            Command::Settings(SettingsOptions {
                remind: None,
                pieces: None,
                notify: None,
                thread: None,
                web: None,
                for_server: false,
                is_admin: false,
            }),
        )
        .await;
    assert!(
        markup(shown.text()).contains("turn notices: mentioned in the game's channel"),
        "{}",
        shown.text()
    );
}

both!(
    the_opponent_grants_a_takeback_of_the_last_move,
    after_the_reply_two_moves_go_back,
    declined_withdrawn_and_lapsed_requests_change_nothing,
    rated_games_and_finished_games_refuse_takebacks,
    the_computer_grants_at_once,
    turn_notices_go_by_dm_when_chosen,
    a_thread_game_posts_in_its_thread_and_reports_in_the_channel,
    a_game_whose_thread_could_not_open_stays_in_the_channel,
    server_default_for_threads_and_the_start_option,
);
