//! Correspondence that forgives real life, end to end through the fake Discord, the
//! bot's clock moved by days where a game would otherwise be waited for
//! (`WASHOGI_TEST_CLOCK_SKEW_FILE`, as the live games' tests do): a three-move
//! conditional line played out, each reply in the post of the opponent's move;
//! `/premove show` privately with its picture; a move the tree did not expect
//! dropping it, said privately with the player's next reply; the tree never in a
//! public message; a five-day vacation pausing two games, told in their channel
//! with a Discord timestamp, ended early by a move (three days used, two given
//! back); and `/settings remind:24h+1h`: two reminders for a move, none after it.

use crate::support;

use std::time::Duration;

use serde_json::{json, Value};
use support::bot::*;
use support::events::sub;
use support::fake_discord::{Call, FakeDiscord, CHANNEL_ID};
use washogi_bot::ids::GameId;
use washogi_bot::store::Store;

const DAY_MS: i64 = 86_400_000;
const HOUR_MS: i64 = 3_600_000;

/// A bot whose clock the test may move; the database's path.
async fn bot(discord: &FakeDiscord, dir: &std::path::Path) -> (Bot, std::path::PathBuf) {
    let skew = discord.clock_skew_file(dir);
    let db = dir.join("bot.db");
    let bot = Bot::start_skewed(discord, &db, &skew);
    discord.wait_for_session(1).await;
    (bot, db)
}

/// Alice (sente) challenges Bob to unrated shogi, `days` a move; Bob accepts.
async fn correspondence_game(discord: &FakeDiscord, challenge: u64, days: i64) {
    shogi_challenge_accepted(discord, challenge, opt("days", 4, json!(days))).await;
}

async fn move_in(discord: &FakeDiscord, user: &Value, game: u64, mv: &str) -> Call {
    let id = discord.command(
        user,
        "move",
        json!([opt("move", 3, json!(mv)), opt("game", 4, json!(game))]),
        &[],
        false,
    );
    let answer = discord.callback(id).await;
    assert!(
        content(&answer).contains("played"),
        "{mv}: {}",
        content(&answer)
    );
    answer
}

fn is_private(call: &Call) -> bool {
    (call.json["data"]["flags"].as_u64().unwrap_or(0) | call.json["flags"].as_u64().unwrap_or(0))
        & EPHEMERAL
        != 0
}

fn channel_posts(discord: &FakeDiscord, after: usize, words: &str) -> Vec<Call> {
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    discord
        .calls()
        .into_iter()
        .skip(after)
        .filter(|c| c.method == "POST" && c.path == path && content(c).contains(words))
        .collect()
}

async fn store(db: &std::path::Path) -> Store {
    Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conditional_line_is_played_out_and_a_stray_move_drops_the_tree() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, db) = bot(&discord, dir.path()).await;
    correspondence_game(&discord, 1, 3).await;
    move_in(&discord, &alice(), 1, "7g7f").await;

    // Alice sets three pairs (one move in Japanese), privately.
    let id = discord.command(
        &alice(),
        "premove",
        sub(
            "set",
            json!([opt("line", 3, json!("3c3d 2g2f ８四歩 ２五歩 8d8e 6i7h"))]),
        ),
        &[],
        false,
    );
    let set = discord.callback(id).await;
    assert!(is_private(&set), "{:?}", set.json);
    assert!(
        content(&set).contains("Conditional moves set for game #1"),
        "{}",
        content(&set)
    );
    let id = discord.command(&alice(), "premove", sub("show", json!([])), &[], false);
    let shown = discord.callback(id).await;
    assert!(is_private(&shown) && has_png(&shown), "{:?}", shown.json);
    assert!(content(&shown).contains("1. "), "{}", content(&shown));

    // Bob's three moves, each answered in the same post.
    for (theirs, mine) in [("3c3d", "2g2f"), ("8c8d", "2f2e"), ("8d8e", "6i7h")] {
        let post = move_in(&discord, &bob(), 1, theirs).await;
        assert!(!is_private(&post));
        let text = content(&post);
        assert!(text.contains(&format!("(`{theirs}`)")), "{text}");
        assert!(
            text.contains(&format!("↪ <@{ALICE}> replied"))
                && text.contains(&format!("(`{mine}`)")),
            "{text}"
        );
        assert!(text.contains("a conditional move"), "{text}");
        assert!(text.contains(&format!("<@{BOB}>, your move")), "{text}");
        assert!(has_png(&post));
    }
    let s = store(&db).await;
    let moves: Vec<String> = s
        .moves(GameId::new(1))
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.usi)
        .collect();
    assert_eq!(
        moves,
        ["7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h"]
    );

    // A new line; Bob plays something else: dropped, and Alice is told privately
    // with her next reply.
    let id = discord.command(
        &alice(),
        "premove",
        sub("set", json!([opt("line", 3, json!("9c9d 9g9f"))])),
        &[],
        false,
    );
    assert!(is_private(&discord.callback(id).await));
    let post = move_in(&discord, &bob(), 1, "1c1d").await;
    assert!(
        !content(&post).contains("conditional"),
        "{}",
        content(&post)
    );
    assert!(!content(&post).contains("dropped"), "{}", content(&post));
    let id = discord.command(&alice(), "board", json!([]), &[], false);
    let board = discord.callback(id).await;
    assert!(!is_private(&board));
    let told = discord.followups(id, 1).await;
    assert!(is_private(&told[0]), "{:?}", told[0].json);
    assert!(
        content(&told[0]).contains(&format!(
            "Your conditional moves in game #1 were dropped: <@{BOB}> played `1c1d`"
        )),
        "{}",
        content(&told[0])
    );
    // The tree was never in anything public.
    for call in discord.calls() {
        if (call.method == "POST" || call.method == "PATCH") && !is_private(&call) {
            assert!(!content(&call).contains("9g9f"), "{}", content(&call));
        }
    }
    assert!(discord.take_refusals().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_day_vacation_and_two_reminders_a_move() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, db) = bot(&discord, dir.path()).await;
    let id = discord.command(
        &alice(),
        "settings",
        json!([opt("remind", 3, json!("24h+1h"))]),
        &[],
        false,
    );
    let set = discord.callback(id).await;
    assert!(
        content(&set).contains("a day and an hour before"),
        "{}",
        content(&set)
    );

    // Game 1, four days a move: Alice is reminded a day and an hour before.
    correspondence_game(&discord, 1, 4).await;
    let reminder = format!("⏰ <@{ALICE}>, your move in game #1");
    let before = discord.calls().len();
    discord.skip_clock(3 * DAY_MS + 5_000);
    discord
        .wait_for("the day reminder", before, |c| {
            content(c).contains(&reminder)
        })
        .await;
    discord.skip_clock(23 * HOUR_MS);
    discord
        .wait_for("the hour reminder", before, |c| {
            content(c).contains(&reminder) && channel_posts(&discord, before, &reminder).len() == 2
        })
        .await;
    move_in(&discord, &alice(), 1, "7g7f").await;
    discord.skip_clock(2 * DAY_MS);
    tokio::time::sleep(Duration::from_millis(2_500)).await;
    assert_eq!(
        channel_posts(&discord, before, &reminder).len(),
        2,
        "two for her move, none after it"
    );

    // Game 2: Bob to move in both. He goes away for five days.
    correspondence_game(&discord, 2, 3).await;
    move_in(&discord, &alice(), 2, "7g7f").await;
    let s = store(&db).await;
    let (d1, d2) = (
        s.game(GameId::new(1))
            .await
            .unwrap()
            .unwrap()
            .deadline
            .unwrap(),
        s.game(GameId::new(2))
            .await
            .unwrap()
            .unwrap()
            .deadline
            .unwrap(),
    );
    let before = discord.calls().len();
    let id = discord.command(
        &bob(),
        "vacation",
        json!([opt("days", 4, json!(5))]),
        &[],
        false,
    );
    let away = discord.callback(id).await;
    assert!(is_private(&away));
    assert!(
        content(&away).contains("Your vacation: 5 days"),
        "{}",
        content(&away)
    );
    let told = discord
        .wait_for("the opponent told", before, |c| {
            content(c).contains(&format!("<@{BOB}> is on vacation until <t:"))
                && content(c).contains("Game #2")
        })
        .await;
    assert!(
        content(&told).contains(":f>"),
        "a Discord timestamp: {}",
        content(&told)
    );
    let pinged: Vec<String> = told.json["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| u.as_str().map_or_else(|| u.to_string(), str::to_string))
        .collect();
    assert_eq!(pinged, [ALICE.to_string()], "Alice is pinged");
    assert_eq!(
        s.game(GameId::new(1))
            .await
            .unwrap()
            .unwrap()
            .deadline
            .unwrap(),
        d1 + 5 * 86_400
    );
    assert_eq!(
        s.game(GameId::new(2))
            .await
            .unwrap()
            .unwrap()
            .deadline
            .unwrap(),
        d2 + 5 * 86_400
    );

    // Two days and an hour later he moves in game 1: three days used, two back.
    discord.skip_clock(2 * DAY_MS + HOUR_MS);
    let before = discord.calls().len();
    let id = discord.command(
        &bob(),
        "move",
        json!([opt("move", 3, json!("3c3d")), opt("game", 4, json!(1))]),
        &[],
        false,
    );
    assert!(content(&discord.callback(id).await).contains("played"));
    let said = discord.followups(id, 1).await;
    assert!(is_private(&said[0]));
    assert!(
        content(&said[0]).contains("3 days used, 2 days given back; 11 days are left"),
        "{}",
        content(&said[0])
    );
    discord
        .wait_for("back in game 2", before, |c| {
            content(c).contains(&format!("<@{BOB}> is back from vacation"))
                && content(c).contains("Game #2")
        })
        .await;
    assert_eq!(
        s.game(GameId::new(2))
            .await
            .unwrap()
            .unwrap()
            .deadline
            .unwrap(),
        d2 + 3 * 86_400,
        "moved by the days used"
    );
    assert!(discord.take_refusals().is_empty());
}
