//! Puzzles through the fake Discord: `/puzzle` answers privately with the board,
//! `/puzzle move:` autocompletes the puzzle's legal moves and solves it; an admin
//! sets the daily puzzle with a channel option (resolved as Discord resolves it),
//! the clock posts it there once, with its Solve button, and a member solves it.

use crate::support;

use serde_json::json;
use support::bot::*;
use support::fake_discord::FakeDiscord;
use washogi_bot::rules::VariantId;
use washogi_bot::store::{PuzzleRow, Store};

/// The channel the daily puzzle goes to.
const PUZZLE_CHANNEL: u64 = 900_000_000_000_000_777;

fn mate_in_one() -> PuzzleRow {
    PuzzleRow {
        id: "mate1".into(),
        variant: VariantId::Shogi,
        sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1".into(),
        last_move: None,
        solution: "G*5b".into(),
        themes: "mateIn1".into(),
        source: "test".into(),
        guild_id: None,
        game_id: None,
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
        plays: 0,
        added_at: 0,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_and_the_daily_puzzle_through_discord() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let url = format!("sqlite://{}?mode=rwc", db.display());
    let store = Store::open(&url).await.unwrap();
    let mut second = mate_in_one();
    second.id = "mate1b".into();
    second.added_at = 1;
    store.add_puzzles(&[mate_in_one(), second]).await.unwrap();
    store.close().await;
    let bot = Bot::start(&discord, &db);
    discord.wait_for_session(1).await;

    let id = discord.command(
        &alice(),
        "puzzle",
        json!([opt("variant", 3, json!("shogi"))]),
        &[],
        false,
    );
    let asked = discord.callback(id).await;
    assert_eq!(flags(&asked) & 64, 64, "only alice sees her puzzle");
    assert!(has_png(&asked));
    // The puzzle is the one nearest her rating, from the test's or the bot's own
    // collection: read which from the reply and answer with its solution.
    let text = content(&asked).to_string();
    let puzzle_id = text
        .split("**Puzzle ")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .unwrap_or_else(|| panic!("no puzzle id in {text}"));
    let store = Store::open(&url).await.unwrap();
    let puzzle = store.puzzle(puzzle_id).await.unwrap().expect("stored");
    store.close().await;
    let moves: Vec<&str> = puzzle.solution.split_whitespace().collect();
    let mates = puzzle
        .themes
        .split_whitespace()
        .find(|t| t.starts_with("mateIn"));
    if let Some(theme) = mates {
        let n = &theme["mateIn".len()..];
        let plural = if n == "1" { "move" } else { "moves" };
        assert!(text.contains(&format!("mate in {n} {plural}")), "{text}");
    }
    // Autocomplete offers the puzzle's legal moves, the solution among them.
    let first = moves[0];
    let typed = &first[..first.len() - 1];
    let id = discord.command(
        &alice(),
        "puzzle",
        json!([{"type": 3, "name": "move", "value": typed, "focused": true}]),
        &[],
        true,
    );
    let offered = discord.callback(id).await;
    let choices = offered.json["data"]["choices"].as_array().unwrap();
    assert!(choices.iter().any(|c| c["value"] == first), "{choices:?}");
    // The solver's moves, one answer each (the bot plays the replies).
    for (i, mv) in moves.iter().step_by(2).enumerate() {
        let id = discord.command(
            &alice(),
            "puzzle",
            json!([opt("move", 3, json!(mv))]),
            &[],
            false,
        );
        let answer = discord.callback(id).await;
        let last = i == moves.len().div_ceil(2) - 1;
        if last {
            assert!(content(&answer).contains("solved"), "{}", content(&answer));
        } else {
            assert!(!content(&answer).contains("wrong"), "{}", content(&answer));
        }
    }

    // The daily puzzle, this very hour (UTC), in another channel.
    let hour = (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs()
        / 3600)
        % 24;
    let id = discord.command_as_member(
        &alice(),
        "puzzle",
        json!([
            opt("daily", 3, json!("on")),
            opt("channel", 7, json!(PUZZLE_CHANNEL.to_string())),
            opt("hour", 4, json!(hour)),
        ]),
        32,
    );
    let set = discord.callback(id).await;
    assert!(
        content(&set).contains(&format!("<#{PUZZLE_CHANNEL}>")),
        "{}",
        content(&set)
    );
    let path = format!("/api/v10/channels/{PUZZLE_CHANNEL}/messages");
    let post = discord
        .wait_for("the daily puzzle", 0, |c| {
            c.method == "POST" && c.path == path
        })
        .await;
    assert!(
        content(&post).contains("Daily puzzle"),
        "{}",
        content(&post)
    );
    assert!(has_png(&post));
    // The bot notes the post's id once Discord answers: wait for it, as a member
    // can only press the button of a post that exists.
    let store = Store::open(&url).await.unwrap();
    while !store.dailies_unposted(i64::MAX).await.unwrap().is_empty() {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    store.close().await;
    let buttons = custom_ids(&post.json["components"]);
    assert_eq!(buttons.len(), 1);
    // Bob solves it from the Solve button; the post's count goes up.
    let id = discord.press(
        &bob(),
        &buttons[0].0,
        content(&post),
        post.json["components"].clone(),
    );
    let started = discord.callback(id).await;
    assert_eq!(flags(&started) & 64, 64);
    let id = discord.command(
        &bob(),
        "puzzle",
        json!([opt("move", 3, json!("G*5b"))]),
        &[],
        false,
    );
    let done = discord.callback(id).await;
    assert!(
        content(&done).contains("1 day in a row"),
        "{}",
        content(&done)
    );
    let edited = discord
        .wait_for("the count", 0, |c| {
            c.method == "PATCH" && c.path.starts_with(&format!("{path}/"))
        })
        .await;
    assert!(
        content(&edited).contains("Solved by 1 member"),
        "{}",
        content(&edited)
    );
    // Posted once, however many ticks pass.
    tokio::time::sleep(std::time::Duration::from_millis(2500)).await;
    let posts = discord
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .count();
    assert_eq!(posts, 1);
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}
