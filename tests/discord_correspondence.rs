//! Correspondence comfort end to end through the fake Discord, as the real API
//! behaves: a thread opened from the challenge's post (`POST
//! /channels/{c}/messages/{m}/threads`), the game's posts in it, commands typed in it;
//! turn notices by DM (`POST /users/@me/channels`, then a message with a link to the
//! post), closed DMs (403, code 50007) said once in the channel; a takeback asked and
//! granted with its buttons; the one-line result in the channel; and a server where
//! the bot may not create threads (403, code 50013).

use crate::support;

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};

/// The first thread the fake creates.
const THREAD: u64 = 960_000_000_000_000_001;

fn posts_in(discord: &FakeDiscord, channel: u64) -> Vec<Call> {
    let path = format!("/api/v10/channels/{channel}/messages");
    discord
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .collect()
}

fn dm_channel_opened(discord: &FakeDiscord) -> usize {
    discord
        .calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == "/api/v10/users/@me/channels")
        .count()
}

fn pinged(call: &Call) -> Vec<String> {
    let mentions = if call.json["data"].is_object() {
        &call.json["data"]["allowed_mentions"]
    } else {
        &call.json["allowed_mentions"]
    };
    mentions["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| {
            u.as_str()
                .map(str::to_string)
                .or(u.as_u64().map(|n| n.to_string()))
        })
        .collect()
}

/// A /move typed in the game's thread; its answer.
async fn move_in_thread(discord: &FakeDiscord, who: &Value, mv: &str) -> Call {
    let id =
        discord.command_in_channel(THREAD, who, "move", json!([opt("move", 3, json!(mv))]), &[]);
    let answer = discord.callback(id).await;
    assert_eq!(callback_type(&answer), 4, "{:?}", answer.json);
    assert!(content(&answer).contains("played"), "{}", content(&answer));
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_game_with_dm_notices_a_takeback_and_a_result_line() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&discord, &dir.path().join("bot.db"));
    discord.wait_for_session(1).await;

    // Bob wants his turn notices by DM.
    let id = discord.command(
        &bob(),
        "settings",
        json!([opt("notify", 3, json!("dm"))]),
        &[],
        false,
    );
    assert!(content(&discord.callback(id).await).contains("direct message"));

    // Alice challenges Bob to an unrated game in a thread.
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("rated", 5, json!(false)),
            opt("thread", 5, json!(true)),
        ]),
        &[bob()],
        false,
    );
    let post = discord.callback(id).await;
    assert!(content(&post).contains("🧵 thread"), "{}", content(&post));
    let press = discord.press(
        &bob(),
        "accept:1",
        content(&post),
        post.json["data"]["components"].clone(),
    );

    // The thread is opened from the challenge's post, named after the game.
    let opened = discord
        .wait_for("the thread", 0, |c| {
            c.method == "POST" && c.path.ends_with("/threads")
        })
        .await;
    assert_eq!(
        opened.path,
        format!(
            "/api/v10/channels/{}/messages/555/threads",
            fake::CHANNEL_ID
        )
    );
    assert_eq!(opened.json["name"], "Game #1 · alice vs bob (Shogi)");
    let update = discord.callback(press).await;
    assert_eq!(callback_type(&update), 7);
    assert!(
        content(&update).contains(&format!("<#{THREAD}>")),
        "{}",
        content(&update)
    );
    // The game's first board goes into the thread; Alice moves first and is pinged.
    let start = discord
        .wait_for("the start post", 0, |c| {
            c.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    assert!(content(&start).contains("begins"), "{}", content(&start));
    assert!(has_png(&start));

    // Alice moves in the thread (no game option): Bob is told by DM, with a link to
    // the post in the thread, and not pinged there.
    let answer = move_in_thread(&discord, &alice(), "7g7f").await;
    assert!(pinged(&answer).is_empty(), "{:?}", answer.json);
    let dm_path = format!("/api/v10/channels/{}/messages", fake::dm_channel_of(BOB));
    let dm = discord.wait_for("Bob's DM", 0, |c| c.path == dm_path).await;
    let link = format!(
        "https://discord.com/channels/{}/{THREAD}/{}",
        fake::GUILD_ID,
        fake::ORIGINAL_MESSAGE_ID
    );
    assert!(
        content(&dm).starts_with("Your move in game #1 against alice (Shogi), due <t:")
            && content(&dm).ends_with(&link),
        "{}",
        content(&dm)
    );

    // Bob replies; Alice (notices in the channel) is pinged.
    let answer = move_in_thread(&discord, &bob(), "3c3d").await;
    assert_eq!(pinged(&answer), vec![ALICE.to_string()]);

    // Bob closes his DMs. Alice moves: the DM is refused (50007), so the notice is
    // said once in the thread, with a ping, and Bob's notices go back to the channel.
    discord.close_dms(BOB);
    let before = posts_in(&discord, THREAD).len();
    move_in_thread(&discord, &alice(), "2g2f").await;
    let fallback = discord
        .wait_for("the fallback notice", 0, |c| {
            c.path == format!("/api/v10/channels/{THREAD}/messages")
                && content(c).contains("DMs are closed")
        })
        .await;
    assert_eq!(pinged(&fallback), vec![BOB.to_string()]);
    assert_eq!(posts_in(&discord, THREAD).len(), before + 1);
    let opened_dms = dm_channel_opened(&discord);

    // Alice asks to take back 2g2f; Bob agrees with the button.
    let id = discord.command_in_channel(THREAD, &alice(), "takeback", json!([]), &[]);
    let ask = discord.callback(id).await;
    assert!(
        content(&ask).contains("asks to take back their last move (`2g2f`)"),
        "{}",
        content(&ask)
    );
    let buttons = custom_ids(&ask.json["data"]["components"]);
    assert_eq!(buttons[0].0, "takeyes:1:3");
    let press = discord.press_in_channel(
        THREAD,
        fake::ORIGINAL_MESSAGE_ID,
        &bob(),
        "takeyes:1:3",
        ask.json["data"]["components"].clone(),
    );
    let update = discord.callback(press).await;
    assert_eq!(callback_type(&update), 7);
    assert!(
        content(&update).contains("takeback agreed"),
        "{}",
        content(&update)
    );
    let board = discord.followups(press, 1).await;
    assert!(
        content(&board[0]).contains("takes back"),
        "{}",
        content(&board[0])
    );
    assert!(
        content(&board[0]).contains("move 3"),
        "{}",
        content(&board[0])
    );
    assert!(has_png(&board[0]));

    // Alice plays another move; Bob, back on channel notices, is pinged, no DM tried.
    let answer = move_in_thread(&discord, &alice(), "6g6f").await;
    assert_eq!(pinged(&answer), vec![BOB.to_string()]);
    assert_eq!(dm_channel_opened(&discord), opened_dms, "no DM tried again");

    // Bob resigns in the thread: the result there, one line in the channel.
    let id = discord.command_in_channel(THREAD, &bob(), "resign", json!([]), &[]);
    let confirm = discord.callback(id).await;
    let press = discord.press_in_channel(
        THREAD,
        fake::ORIGINAL_MESSAGE_ID,
        &bob(),
        "resign:1",
        confirm.json["data"]["components"].clone(),
    );
    discord.callback(press).await;
    let result = discord.followups(press, 1).await;
    assert!(
        content(&result[0]).contains("resigned"),
        "{}",
        content(&result[0])
    );
    let line = discord
        .wait_for("the result line", 0, |c| {
            c.path == format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID)
        })
        .await;
    assert!(
        content(&line).contains("**Game #1**")
            && content(&line).contains("won by resignation")
            && content(&line).ends_with(&format!("in <#{THREAD}>.")),
        "{}",
        content(&line)
    );
    assert!(pinged(&line).is_empty() && line.files.is_empty());
    bot.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_thread_permissions_the_game_is_played_in_the_channel() {
    let discord = FakeDiscord::start().await;
    discord.forbid_threads();
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&discord, &dir.path().join("bot.db"));
    discord.wait_for_session(1).await;
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("thread", 5, json!(true)),
        ]),
        &[bob()],
        false,
    );
    let post = discord.callback(id).await;
    let press = discord.press(
        &bob(),
        "accept:1",
        content(&post),
        post.json["data"]["components"].clone(),
    );
    let update = discord.callback(press).await;
    assert_eq!(callback_type(&update), 7);
    assert!(!content(&update).contains("<#"), "{}", content(&update));
    // The first board is a follow-up in the channel, with a note for the admins.
    let start = discord.followups(press, 1).await;
    assert!(
        content(&start[0]).contains("begins")
            && content(&start[0]).contains("Create Public Threads"),
        "{}",
        content(&start[0])
    );
    assert!(has_png(&start[0]));
    // Moves work in the channel as usual.
    let id = discord.command(&alice(), "games", json!([]), &[], false);
    assert!(content(&discord.callback(id).await).contains("#1"));
    bot.stop();
}
