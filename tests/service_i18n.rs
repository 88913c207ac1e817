//! Replies in the reader's language through the service: private replies in the
//! caller's language (Discord's `locale`), public posts in the server's
//! (`guild_locale`), Japanese move notation for Japanese readers, and posts that
//! answer no command (reminders, losses on time) in the language the server was last
//! seen to prefer, across a restart.

use crate::support::responses::button;
use crate::support_db;
use washogi_bot::discord::markup;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::ids::Venue;
use washogi_bot::rules::VariantId;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::commands::{
    HelpOptions, LadderAway, LadderChallenge, LadderSettings, LadderStandings, MoveOptions,
    RatingOptions, SettingsOptions,
};
use washogi_bot::game::deadlines::reminder_lead;
use washogi_bot::game::{
    Clock, ColorChoice, Command, FakeClock, Place, Service, StartOptions, User,
};
use washogi_bot::i18n::{Catalog, Lang, EN_FILES, JA_FILES};
use washogi_bot::store::{Notify, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
/// English everywhere (what the console and the older tests use).
const EN: Place = Place::new(10, 20);
/// A Japanese user in a Japanese server.
const JA: Place = Place::new(10, 20).with_langs(Lang::Ja, Lang::Ja);
/// A Japanese user in an English server: private replies Japanese, posts English.
const JA_IN_EN: Place = Place::new(10, 20).with_langs(Lang::Ja, Lang::En);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

async fn service(db: &TestDb, clock: &FakeClock) -> Service {
    let store = Store::open(&db.url).await.unwrap();
    Service::new(store, Arc::new(clock.clone()))
}

fn shogi_against_bob() -> StartOptions {
    StartOptions {
        opponent: Some(bob()),
        variant: VariantId::Shogi,
        color: ColorChoice::Sente,
        ..StartOptions::default()
    }
}

/// Alice (sente) against Bob in shogi, game 1, challenged and accepted at `place`.
async fn started(s: &Service, place: Place) -> (String, String) {
    let posted = s.start(&alice(), place, shogi_against_bob()).await;
    assert!(!posted.is_refusal(), "{}", posted.text());
    let accepted = s.press(&bob(), place, button("accept:1")).await;
    assert!(!accepted.is_refusal(), "{}", accepted.text());
    (posted.text().to_string(), accepted.messages[0].text.clone())
}

async fn japanese_readers_get_japanese_and_english_servers_english(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;

    // The challenge and the game's first post, in the server's language.
    let posted = s.start(&alice(), JA, shogi_against_bob()).await;
    assert!(
        markup(posted.text()).contains("**申し込み #1**"),
        "{}",
        posted.text()
    );
    assert!(
        markup(posted.text()).contains("対局を申し込みました"),
        "{}",
        posted.text()
    );
    let labels: Vec<&str> = posted.messages[0]
        .buttons
        .iter()
        .map(|b| b.label.as_str())
        .collect();
    assert_eq!(labels, ["受ける", "断る", "取り消す"]);
    let accepted = s.press(&bob(), JA, button("accept:1")).await;
    let first = markup(&accepted.messages[0].text);
    assert!(first.contains("**対局 #1** · 将棋 開始"), "{first}");
    assert!(first.contains("<@1001> さんから指してください"), "{first}");

    // A move, in Japanese notation with the USI beside it.
    let played = s.play_move(&alice(), JA, None, "7g7f").await;
    let text = markup(played.text());
    assert!(text.contains("▲７六歩(77)（`7g7f`）"), "{text}");
    assert!(text.contains("<@1002> さんの手番です"), "{text}");
    assert!(!played.messages[0].private);

    // A refusal for a Japanese user in an English server: Japanese, private.
    let refused = s.play_move(&alice(), JA_IN_EN, None, "3c3d").await;
    assert!(refused.is_refusal());
    assert!(
        markup(refused.text()).contains("あなたの手番ではありません"),
        "{}",
        refused.text()
    );
    // ...and the same refusal for an English user, in English.
    let refused = s.play_move(&alice(), EN, None, "3c3d").await;
    assert!(
        markup(refused.text()).contains("It's not your turn in game #1"),
        "{}",
        refused.text()
    );

    // Bob, Japanese, plays in an English server: the public post is English.
    let played = s.play_move(&bob(), JA_IN_EN, None, "3c3d").await;
    assert!(
        markup(played.text()).contains("Pawn 3c → 3d (`3c3d`)"),
        "{}",
        played.text()
    );

    // A capture and a recapture: 成 and 同.
    let played = s.play_move(&alice(), JA, None, "8h2b+").await;
    assert!(
        markup(played.text()).contains("▲２二角成(88)"),
        "{}",
        played.text()
    );
    let played = s.play_move(&bob(), JA, None, "同銀").await;
    assert!(
        markup(played.text()).contains("△同　銀(31)"),
        "{}",
        played.text()
    );

    // An illegal move, explained in Japanese with Japanese squares and pieces.
    let refused = s.play_move(&alice(), JA, None, "1g1e").await;
    assert!(refused.is_refusal());
    assert!(
        markup(refused.text()).contains("歩兵") && markup(refused.text()).contains("１五"),
        "{}",
        refused.text()
    );
    // An English one for the English reader, word for word as before.
    let refused = s.play_move(&alice(), EN, None, "1g1e").await;
    assert_eq!(refused.text(), "Your Pawn cannot move to 1e.");

    // The board: its status line and last move in Japanese.
    let board = s.board(&alice(), JA, None, false).await;
    assert!(
        markup(board.text()).contains("5手目：<@1001> の手番"),
        "{}",
        board.text()
    );
    assert!(
        markup(board.text()).contains("最終手：△同　銀(31)（`3a2b`）"),
        "{}",
        board.text()
    );
    let board = s.board(&alice(), EN, None, false).await;
    assert!(
        markup(board.text()).contains("move 5: <@1001> to play"),
        "{}",
        board.text()
    );
    assert!(
        markup(board.text())
            .contains("Last move: Silver General 3a → 2b captures Dragon Horse (`3a2b`)"),
        "{}",
        board.text()
    );

    // /games in Japanese.
    let games = s.list_games(&alice(), JA, None).await;
    assert!(
        markup(games.text()).starts_with("このサーバーで進行中の対局：\n• **対局 #1**"),
        "{}",
        games.text()
    );

    // Autocomplete: Japanese notation shown, USI sent back.
    let choices = s.games().move_choices(&alice(), JA, None, "").await;
    assert!(!choices.is_empty());
    for c in &choices {
        assert!(c.name.starts_with('▲'), "{c:?}");
        assert!(c.name.ends_with(&format!(" · {}", c.value)), "{c:?}");
    }
    let choices = s.games().move_choices(&alice(), JA, None, "６八").await;
    assert!(choices.len() >= 3, "{choices:?}");
    assert!(
        choices.iter().all(|c| c.name.starts_with("▲６八")),
        "{choices:?}"
    );
    let english = s.games().move_choices(&alice(), EN, None, "").await;
    assert!(english.iter().all(|c| !c.name.contains('▲')));

    // Help and settings, private: the user's language.
    let help = s
        .handle(
            &alice(),
            JA_IN_EN,
            Command::Help(HelpOptions { topic: None }),
        )
        .await;
    assert!(markup(help.text()).contains("和将棋"), "{}", help.text());
    let settings = s
        .handle(
            &alice(),
            JA_IN_EN,
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
        markup(settings.text()).starts_with("あなたの設定：\n• 駒：漢字（サーバーの既定値"),
        "{}",
        settings.text()
    );

    // Resigning: the question privately in Japanese, the result in the server's.
    let ask = s.resign(&bob(), JA_IN_EN, None).await;
    assert!(
        markup(ask.text()).contains("投了しますか"),
        "{}",
        ask.text()
    );
    assert_eq!(ask.messages[0].buttons[0].label, "投了する");
    let done = s.confirm_resign(&bob(), JA, GameId::new(1)).await;
    assert!(
        markup(&done.messages[0].text).contains("投了しました"),
        "{}",
        done.messages[0].text
    );
    assert_eq!(done.messages[0].buttons[0].label, "再生（GIF）");
}

async fn posts_nobody_asked_for_follow_the_servers_last_language(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    started(&s, JA).await;
    // The reminder, a quarter of the time before the deadline: Japanese.
    let deadline = T0 + 3 * DAY;
    clock.set(deadline - reminder_lead(3) + 1);
    let notices = s.tick().await;
    assert_eq!(notices.len(), 1);
    let reminder = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(
        reminder.starts_with("⏰ <@1001> さん、対局 #1 の手番です。"),
        "{reminder}"
    );

    // A restart on the same database: the language was stored, not just cached.
    let restarted = service(&db, &clock).await;
    clock.set(deadline + 1);
    let notices = restarted.tick().await;
    assert_eq!(notices.len(), 1);
    let timeout = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(timeout.contains("時間切れ負け"), "{timeout}");
    assert_eq!(
        notices[0].message.as_ref().unwrap().buttons[0].label,
        "再生（GIF）"
    );

    // The server is seen in English again: the next game's reminder is English.
    let posted = restarted.start(&alice(), EN, shogi_against_bob()).await;
    assert!(
        markup(posted.text()).contains("**Challenge #2**"),
        "{}",
        posted.text()
    );
    restarted.press(&bob(), EN, button("accept:2")).await;
    let deadline = clock.now() + 3 * DAY;
    clock.set(deadline - reminder_lead(3) + 1);
    let notices = restarted.tick().await;
    let reminder = markup(&notices[0].message.as_ref().unwrap().text);
    assert!(
        reminder.starts_with("⏰ <@1001>, your move in game #2"),
        "{reminder}"
    );

    // Another server never seen: English.
    assert_eq!(
        restarted
            .languages()
            .server_lang(Venue::from_key(999))
            .await,
        Lang::En
    );
}

async fn settings_notify_dm(s: &Service, who: &User, place: Place) {
    let r = s
        .handle(
            who,
            place,
            Command::Settings(SettingsOptions {
                remind: None,
                pieces: None,
                notify: Some(Notify::Dm),
                thread: None,
                web: None,
                for_server: false,
                is_admin: false,
            }),
        )
        .await;
    assert!(
        markup(r.text()).contains("direct message")
            || markup(r.text()).contains("ダイレクトメッセージ"),
        "{}",
        r.text()
    );
}

async fn direct_messages_follow_the_players_own_language(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    // An English server; Alice's client is Japanese, Bob's English.
    started(&s, EN).await;
    settings_notify_dm(&s, &alice(), JA_IN_EN).await;
    settings_notify_dm(&s, &bob(), EN).await;
    let r = s.play_move(&alice(), JA_IN_EN, None, "7g7f").await;
    assert!(
        markup(&r.messages[0].text).starts_with("**Game #1**"),
        "the post is the server's: {}",
        r.messages[0].text
    );
    let to_bob = r.messages[0].direct.as_ref().expect("a DM to Bob");
    assert!(
        markup(&to_bob.text).starts_with("Your move in game #1 against alice"),
        "{}",
        to_bob.text
    );
    let r = s.play_move(&bob(), EN, None, "3c3d").await;
    let to_alice = r.messages[0].direct.as_ref().expect("a DM to Alice");
    assert_eq!(to_alice.lang, Lang::Ja);
    assert!(
        markup(&to_alice.text)
            .starts_with("bob さんとの対局 #1（将棋）はあなたの手番です、期限 <t:"),
        "{}",
        to_alice.text
    );

    // After a restart the reminder finds her language in the store.
    let restarted = service(&db, &clock).await;
    clock.advance(3 * DAY - reminder_lead(3) + 1);
    let notices = restarted.tick().await;
    let reminder = notices[0].message.as_ref().unwrap();
    let dm = reminder.direct.as_ref().expect("the reminder by DM");
    assert!(markup(&dm.text).starts_with("⏰"), "{}", dm.text);
    assert!(
        markup(&dm.text).contains("bob さんとの対局 #1"),
        "{}",
        dm.text
    );
    // A player never seen gets the server's language.
    assert_eq!(
        restarted.languages().user_lang(UserId::new(4242)).await,
        None
    );
}

async fn ladders_speak_japanese(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    let joined = s.ladder_join(&alice(), JA).await;
    assert!(
        markup(joined.text()).starts_with("<@1001> さんが和将棋のラダーに 1位で参加しました。"),
        "{}",
        joined.text()
    );
    s.ladder_join(&bob(), JA).await;
    let again = s.ladder_join(&bob(), JA_IN_EN).await;
    assert!(again.is_refusal());
    assert_eq!(
        again.text(),
        "あなたはこのサーバーの和将棋のラダーにすでに参加しています。"
    );
    let standings = s
        .handle(
            &alice(),
            JA,
            Command::Ladder(LadderStandings { variant: None }.into()),
        )
        .await;
    assert!(
        markup(standings.text()).starts_with("🪜 **和将棋のラダー** · 第1シーズン\n順位 · 名前"),
        "{}",
        standings.text()
    );
    assert!(
        markup(standings.text()).contains("未対局"),
        "{}",
        standings.text()
    );
    // Bob (place 2) challenges Alice: the post in Japanese, with its forfeit rule.
    let challenge = s
        .handle(
            &bob(),
            JA,
            Command::Ladder(
                LadderChallenge {
                    opponent: alice(),
                    variant: None,
                    days: None,
                }
                .into(),
            ),
        )
        .await;
    let post = markup(challenge.text());
    assert!(
        post.starts_with(
            "**申し込み #1** · <@1002> さんが <@1001> さんにラダー対局を申し込みました：**和将棋**"
        ),
        "{post}"
    );
    assert!(post.contains("ラダーの負けになり"), "{post}");
    assert!(!post.contains("ladder"), "{post}");
    // Alice declines: a ladder loss, said in Japanese.
    let declined = s.press(&alice(), JA, button("decline:1")).await;
    let text = markup(&declined.update_origin.as_ref().unwrap().text);
    assert!(
        text.contains("🪜 <@1001> さんが申し込みを断ったため、ラダーの負けです。<@1002> さんが和将棋のラダーで 1位に入ります。"),
        "{text}"
    );
    // Ratings and settings, the latter privately in the caller's language.
    let rating = s
        .handle(&alice(), JA, Command::Rating(RatingOptions { user: None }))
        .await;
    assert!(
        markup(rating.text())
            .contains("和将棋：レーティング対局はまだありません · ラダー 2人中 2位"),
        "{}",
        rating.text()
    );
    let settings = s
        .handle(
            &alice(),
            JA_IN_EN,
            Command::Ladder(
                LadderSettings {
                    vacation_days: None,
                    variant: None,
                    accept_days: None,
                    is_admin: false,
                }
                .into(),
            ),
        )
        .await;
    assert!(
        markup(settings.text()).contains("期限は 3日です"),
        "{}",
        settings.text()
    );
    let refused = s
        .handle(
            &alice(),
            JA_IN_EN,
            Command::Ladder(
                LadderAway {
                    variant: None,
                    days: 30,
                }
                .into(),
            ),
        )
        .await;
    assert_eq!(refused.text(), "一度に不在にできるのは 1〜14日です。");
}

/// The board picture's plates speak the server's language (先手 / 後手, 手番), like
/// its posts: the picture is exactly the one drawn with Japanese plates, and the
/// next one in a server seen in English again has English plates.
async fn picture_plates_follow_the_servers_language(db: TestDb) {
    use washogi_bot::render::{render_position, PlateLanguage, RenderOptions};
    use washogi_bot::rules::{Game, Position, Variant};
    let clock = FakeClock::at(T0);
    let s = service(&db, &clock).await;
    started(&s, JA).await;
    let mut game = Game::new(Position::start(Variant::by_id("shogi").unwrap()));
    for (who, place, mv) in [(alice(), JA, "7g7f"), (bob(), EN, "3c3d")] {
        let played = s
            .handle(
                &who,
                place,
                Command::Move(MoveOptions {
                    game: None,
                    text: mv.into(),
                }),
            )
            .await;
        assert!(!played.is_refusal(), "{}", played.text());
        game.play(washogi_bot::rules::usi::parse_usi(game.position().variant(), mv).unwrap())
            .unwrap();
        let expected = render_position(
            game.position(),
            &RenderOptions {
                flipped: game.position().side_to_move() == washogi_bot::rules::Color::Gote,
                last_move: game.last_move(),
                sente_name: Some("alice".into()),
                gote_name: Some("bob".into()),
                language: if place == JA {
                    PlateLanguage::Japanese
                } else {
                    PlateLanguage::English
                },
                ..RenderOptions::default()
            },
        )
        .unwrap();
        let picture = &played.messages[0]
            .picture
            .as_ref()
            .expect("a picture")
            .bytes;
        assert!(
            *picture == expected,
            "{mv}: not the picture with {place:?}'s plates"
        );
    }
}

both!(
    japanese_readers_get_japanese_and_english_servers_english,
    posts_nobody_asked_for_follow_the_servers_last_language,
    direct_messages_follow_the_players_own_language,
    ladders_speak_japanese,
    picture_plates_follow_the_servers_language
);

#[test]
fn a_message_missing_in_japanese_falls_back_to_english() {
    // The real files, with one Japanese message taken out.
    let replies = JA_FILES
        .iter()
        .find(|(name, _)| *name == "replies.ftl")
        .unwrap()
        .1;
    let cut: String = replies
        .lines()
        .filter(|l| !l.starts_with("no-game-here ="))
        .map(|l| format!("{l}\n"))
        .collect();
    let ja: Vec<(&str, &str)> = JA_FILES
        .iter()
        .map(|&(name, text)| {
            (
                name,
                if name == "replies.ftl" {
                    cut.as_str()
                } else {
                    text
                },
            )
        })
        .collect();
    let catalog = Catalog::new(EN_FILES, &ja).unwrap();
    assert!(!catalog.has(Lang::Ja, "no-game-here"));
    assert_eq!(
        catalog.format(Lang::Ja, "no-game-here", &[]),
        "You have no active game in this channel. Start one with /start, or give a game number."
    );
    // The others are still Japanese.
    assert_eq!(
        catalog.format(Lang::Ja, "bots-cant-play", &[]),
        "ボットは対局できません。"
    );
}
