//! Where the bot and Discord used to disagree, end to end against the strict fake
//! Discord: a refused command registration stops the bot loudly, an outage is
//! waited out; a move typed in the channel of a thread game goes into the thread;
//! a takeback racing the computer's reply is answered with words; a replay over the
//! server's upload limit is cut to the moves that fit.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::json;
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};

fn registrations(discord: &FakeDiscord) -> Vec<Call> {
    discord
        .calls()
        .into_iter()
        .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_registration_is_one_error_line_and_a_failed_exit() {
    let discord = FakeDiscord::start().await;
    // Discord's answer to the payload that once kept every command off Discord:
    // `/ladder challenge` listed its optional `variant` before `opponent`. (Discord
    // names the command by its place in the list.)
    let ladder = washogi_bot::commands::TABLE
        .iter()
        .position(|c| c.name == "ladder")
        .unwrap()
        .to_string();
    let mut errors = serde_json::Map::new();
    errors.insert(
        ladder,
        json!({ "options": { "3": { "options": { "0": { "required": {
            "_errors": [ {
                "code": "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "message": "Required options must be placed before non-required options"
            } ]
        } } } } } }),
    );
    discord.fail_registration(
        400,
        json!({
            "code": 50035,
            "message": "Invalid Form Body",
            "errors": errors,
        }),
    );
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start_capturing(&discord, &dir.path().join("bot.db"), &[]);
    let (status, stderr) = bot.exit(30);
    assert!(
        !status.success(),
        "a refused registration must fail: {stderr}"
    );
    let errors: Vec<&str> = stderr.lines().filter(|l| l.contains("ERROR")).collect();
    assert_eq!(errors.len(), 1, "one ERROR line: {stderr}");
    let line = errors[0];
    for part in [
        "HTTP 400",
        "50035",
        "/ladder challenge opponent (required)",
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
        "Required options must be placed before non-required options",
    ] {
        assert!(line.contains(part), "{part:?} missing from {line}");
    }
    assert!(stderr.contains("error: stopped"), "{stderr}");
    assert_eq!(registrations(&discord).len(), 1, "a 4xx is not retried");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_registration_outage_is_retried_and_the_bot_serves_on() {
    let discord = FakeDiscord::start().await;
    discord.fail_registration(502, json!({ "message": "Bad Gateway", "code": 0 }));
    discord.fail_registration(
        500,
        json!({ "message": "Internal Server Error", "code": 0 }),
    );
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::start_capturing(&discord, &dir.path().join("bot.db"), &[]);
    discord.wait_for_session(1).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    while registrations(&discord).len() < 3 {
        assert!(
            Instant::now() < deadline,
            "the registration was not retried"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The third try is taken as it is (the fake answers it and refuses nothing).
    assert!(registrations(&discord)[2].refused.is_none());
    assert!(bot.is_running());
    let id = discord.command(&alice(), "help", json!([]), &[], false);
    assert!(!content(&discord.callback(id).await).is_empty());
    assert!(bot.is_running());
}

/// The first thread the fake creates.
const THREAD: u64 = 960_000_000_000_000_001;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_typed_in_the_channel_of_a_thread_game_goes_into_the_thread() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    alice_and_bob_play(
        &discord,
        &[
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("thread", 5, json!(true)),
        ],
    )
    .await;
    discord
        .wait_for("the first board in the thread", 0, |c| {
            c.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;

    // Alice types her move in the channel, not in the thread.
    let before = discord.calls().len();
    let id = discord.command(
        &alice(),
        "move",
        json!([opt("move", 3, json!("7g7f"))]),
        &[],
        false,
    );
    let answer = discord.callback(id).await;
    assert_eq!(callback_type(&answer), 4);
    assert_eq!(flags(&answer) & EPHEMERAL, EPHEMERAL, "a private pointer");
    assert!(
        content(&answer).contains(&format!("<#{THREAD}>")),
        "{}",
        content(&answer)
    );
    assert!(!has_png(&answer));
    // The move, the board and the ping of the player to move are in the thread.
    let moved = discord
        .wait_for("the move in the thread", before, |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{THREAD}/messages")
        })
        .await;
    assert!(content(&moved).contains("played"), "{}", content(&moved));
    assert!(content(&moved).contains("7g7f"), "{}", content(&moved));
    assert!(has_png(&moved));
    let pinged = moved.json["allowed_mentions"]["users"].to_string();
    assert!(pinged.contains(&BOB.to_string()), "{pinged}");
    // Nothing of it in the channel.
    let channel = format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID);
    assert!(!discord
        .calls()
        .iter()
        .skip(before)
        .any(|c| c.path == channel && content(c).contains("7g7f")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_racing_the_computers_reply_is_answered_with_words() {
    let (discord, _dir, _bot) = connected_bot(&[("WASHOGI_COMPUTER_SECONDS", "0.05")]).await;
    assert!(content(&alice_plays_the_computer(&discord, 1).await).contains("level 1"));
    // A move, and a takeback sent right behind it, again and again: whichever way
    // each race goes (before the computer's reply, during it, after it), the
    // takeback is answered with words, and nothing the bot sends is refused.
    let mut outcomes = Vec::new();
    for _ in 0..6 {
        let moved = discord.command(
            &alice(),
            "move",
            json!([opt("move", 3, json!("5i5h"))]),
            &[],
            false,
        );
        let back = discord.command(&alice(), "takeback", json!([]), &[], false);
        let moved = discord.callback(moved).await;
        let back = discord.callback(back).await;
        assert!(!content(&back).trim().is_empty(), "{:?}", back.json);
        assert!(
            back.refused.is_none() && moved.refused.is_none(),
            "{:?}",
            back.refused
        );
        outcomes.push(content(&back).lines().next().unwrap_or("").to_string());
        // Let the computer answer before the next round; then the king walks back
        // or the next move is refused with words: either way an answer.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let back_home = discord.command(
            &alice(),
            "move",
            json!([opt("move", 3, json!("5h5i"))]),
            &[],
            false,
        );
        assert!(!content(&discord.callback(back_home).await).is_empty());
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert!(discord.refusals().is_empty(), "{outcomes:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_over_the_upload_limit_is_cut_to_the_last_moves_that_fit() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    alice_and_bob_play(
        &discord,
        &[
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
        ],
    )
    .await;
    let moves = [
        "7g7f", "3c3d", "2g2f", "4c4d", "2f2e", "2b3c", "3i4h", "8b4b", "5i6h", "5a6b", "6h7h",
        "6b7b", "5g5f", "7b8b", "4i5h", "3a3b",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        let id = discord.command(&who, "move", json!([opt("move", 3, json!(mv))]), &[], false);
        let answer = discord.callback(id).await;
        assert!(
            content(&answer).contains("played"),
            "{mv}: {}",
            content(&answer)
        );
    }
    let export = || {
        discord.command(
            &alice(),
            "export",
            json!([opt("format", 3, json!("gif"))]),
            &[],
            false,
        )
    };
    // With Discord's default limit the whole game fits.
    let whole = discord.callback(export()).await;
    assert!(
        content(&whole).contains("replay, 16 moves"),
        "{}",
        content(&whole)
    );
    let whole_size = whole.files[0].bytes.len();
    // A server whose limit is two thirds of it (a shogi replay is about 75 KB and
    // 18 KB a move; a whole game passes 10 MiB at 500-1,200 moves).
    let limit = whole_size * 2 / 3;
    discord.set_upload_limit(limit);
    let answer = discord.callback(export()).await;
    let text = content(&answer);
    assert!(text.contains("replay of the last"), "{text}");
    assert!(text.contains("of its 16 moves"), "{text}");
    assert!(
        text.contains(&format!("upload limit of {} KB", limit.div_ceil(1024))),
        "{text}"
    );
    let gif = answer
        .files
        .iter()
        .find(|f| f.filename.ends_with(".gif"))
        .expect("a GIF that fits");
    assert!(gif.bytes.starts_with(b"GIF89a"));
    assert!(gif.bytes.len() <= limit, "{} bytes", gif.bytes.len());
    assert!(answer.refused.is_none());
    // The number of moves said is the number of frames drawn: one a position.
    let kept: usize = text
        .split("the last ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("how many moves");
    assert!((1..16).contains(&kept), "{kept}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_option_of_the_wrong_type_gets_an_answer_and_changes_nothing() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    let options = json!([
        opt("opponent", 6, json!(BOB.to_string())),
        opt("thread", 5, json!("yes")),
    ]);
    // Serenity cannot read it as an interaction (this is what makes the case).
    let mut data = json!({ "id": "1", "application_id": "1", "type": 2, "token": "t",
        "version": 1, "locale": "en-US", "entitlements": [], "authorizing_integration_owners": {},
        "user": alice(), "data": { "id": "1", "name": "start", "type": 1, "options": options } });
    data["attachment_size_limit"] = json!(10);
    assert!(serde_json::from_value::<serenity::all::Interaction>(data).is_err());

    let id = discord.command_unchecked(&alice(), "start", options);
    let answer = discord.callback(id).await;
    assert_eq!(callback_type(&answer), 4);
    assert_eq!(flags(&answer) & EPHEMERAL, EPHEMERAL);
    assert!(
        content(&answer).contains("`thread`"),
        "{}",
        content(&answer)
    );
    // Nothing was started: Alice has no challenge or game.
    let id = discord.command(&alice(), "games", json!([]), &[], false);
    let games = discord.callback(id).await;
    assert!(!content(&games).contains("#1"), "{}", content(&games));
}
