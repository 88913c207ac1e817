//! Live games end to end through the fake Discord: the bot's clock is the system's,
//! moved forward by the test where a game's minutes would otherwise be waited
//! (`WASHOGI_TEST_CLOCK_SKEW_FILE`; the fake's interaction snowflakes come from the
//! same clock). A `0+5` game whose move at 3 s counts and whose side that waits 7 s
//! loses on time, once; a `1+2x2` game that uses up a period and goes on; a Fischer
//! game whose clocks add up move by move; a flag that falls while the bot is down.

use crate::support;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{Call, FakeDiscord, CHANNEL_ID};
use washogi_bot::ids::GameId;
use washogi_bot::store::{Ending, GameResult, Store};

/// A bot whose clock the test may move; the database's path.
async fn live_bot(discord: &FakeDiscord, dir: &std::path::Path) -> (Bot, std::path::PathBuf) {
    let skew = discord.clock_skew_file(dir);
    let db = dir.join("bot.db");
    let bot = Bot::start_skewed(discord, &db, &skew);
    discord.wait_for_session(1).await;
    (bot, db)
}

/// Alice (sente) challenges Bob to shogi on `clock`; Bob accepts. The game starts.
async fn live_game(discord: &FakeDiscord, clock: &str, challenge: u64) {
    let posted = shogi_challenge_accepted(discord, challenge, opt("clock", 3, json!(clock))).await;
    assert!(posted.contains(&format!("live, clock {clock}")), "{posted}");
}

async fn move_as(discord: &FakeDiscord, user: &Value, mv: &str) -> Call {
    let id = discord.command(user, "move", json!([opt("move", 3, json!(mv))]), &[], false);
    discord.callback(id).await
}

async fn played(discord: &FakeDiscord, user: &Value, mv: &str) -> Call {
    let answer = move_as(discord, user, mv).await;
    assert!(
        content(&answer).contains("played"),
        "{mv}: {}",
        content(&answer)
    );
    answer
}

/// The bot's clock now, in ms (the system's, moved as the test moved it).
fn bot_now_ms(discord: &FakeDiscord) -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
        + discord.clock_skew_ms()
}

/// The relative timestamp a post counts down to (`<t:…:R>`).
fn due(call: &Call) -> i64 {
    let text = content(call);
    let start = text.find("<t:").expect("a countdown") + 3;
    text[start..].split(':').next().unwrap().parse().unwrap()
}

fn channel_posts_saying(discord: &FakeDiscord, words: &str) -> usize {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    discord
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == path && content(c).contains(words))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_at_three_seconds_counts_and_a_side_that_waits_seven_loses_once() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, _db) = live_bot(&discord, dir.path()).await;
    live_game(&discord, "0+5", 1).await;
    discord.skip_clock(3_000);
    let first = played(&discord, &alice(), "7g7f").await;
    // Bob has five seconds from Alice's move, shown as a countdown.
    let expected = (bot_now_ms(&discord) + 5_000) / 1000;
    assert!((due(&first) - expected).abs() <= 1, "{}", content(&first));
    played(&discord, &bob(), "3c3d").await;
    played(&discord, &alice(), "2g2f").await;
    // Bob waits seven seconds: his flag falls at five, and the bot says so once.
    let before = discord.calls().len();
    discord.skip_clock(7_000);
    let loss = format!("<@{BOB}> did not move in time and loses on time");
    let post = discord
        .wait_for("the flag", before, |c| content(c).contains(&loss))
        .await;
    assert!(has_png(&post), "the final board");
    tokio::time::sleep(Duration::from_millis(2_000)).await;
    assert_eq!(channel_posts_saying(&discord, &loss), 1, "once");
    let late = move_as(&discord, &bob(), "8c8d").await;
    assert_eq!(flags(&late) & EPHEMERAL, EPHEMERAL, "{}", content(&late));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_byoyomi_period_is_used_up_and_the_game_goes_on() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, db) = live_bot(&discord, dir.path()).await;
    live_game(&discord, "1+2x2", 1).await;
    discord.skip_clock(50_000);
    played(&discord, &alice(), "7g7f").await;
    played(&discord, &bob(), "3c3d").await;
    // Ten seconds of main time and three of byoyomi: the first period is spent.
    discord.skip_clock(13_000);
    played(&discord, &alice(), "2g2f").await;
    played(&discord, &bob(), "8c8d").await;
    played(&discord, &alice(), "2f2e").await;
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let row = store.game(GameId::new(1)).await.unwrap().unwrap();
    assert!(row.is_active());
    assert_eq!((row.sente_ms, row.sente_periods), (Some(0), Some(1)));
    assert_eq!(row.gote_periods, Some(2));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fischer_clocks_add_up_move_by_move() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, _db) = live_bot(&discord, dir.path()).await;
    live_game(&discord, "1|2", 1).await;
    // Each side: 60 s, less what it spends, plus 2 s a move. The countdown after a
    // move is to the next player's flag.
    let (mut sente, mut gote) = (60_000i64, 60_000i64);
    let moves = [
        (alice(), "7g7f", 10_000),
        (bob(), "3c3d", 20_000),
        (alice(), "2g2f", 5_000),
        (bob(), "8c8d", 15_000),
        (alice(), "2f2e", 1_000),
    ];
    for (i, (who, mv, spent)) in moves.iter().enumerate() {
        discord.skip_clock(*spent);
        let answer = played(&discord, who, mv).await;
        let next = if i % 2 == 0 {
            sente += 2_000 - spent;
            gote
        } else {
            gote += 2_000 - spent;
            sente
        };
        let expected = (bot_now_ms(&discord) + next) / 1000;
        assert!(
            (due(&answer) - expected).abs() <= 1,
            "{mv}: due {} expected {expected}",
            due(&answer)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_that_falls_while_the_bot_is_down_ends_the_game_as_of_it() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (bot, db) = live_bot(&discord, dir.path()).await;
    live_game(&discord, "0+10", 1).await;
    played(&discord, &alice(), "7g7f").await;
    let answer = played(&discord, &bob(), "3c3d").await;
    let flag = due(&answer);
    bot.kill();
    discord.skip_clock(60_000);
    let before = discord.calls().len();
    let skew = dir.path().join("clock-skew-ms");
    let _bot = Bot::start_skewed(&discord, &db, &skew);
    discord.wait_for_session(2).await;
    let loss = format!("<@{ALICE}> did not move in time and loses on time");
    discord
        .wait_for("the flag after the restart", before, |c| {
            content(c).contains(&loss)
        })
        .await;
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let row = store.game(GameId::new(1)).await.unwrap().unwrap();
    assert_eq!(
        (row.result, row.ending),
        (Some(GameResult::Gote), Some(Ending::Timeout))
    );
    // As of the flag, not of the restart a minute later.
    assert!((row.finished_at.unwrap() - flag).abs() <= 1);
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(channel_posts_saying(&discord, &loss), 1, "once");
}
