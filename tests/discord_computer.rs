//! A whole game against the computer through the fake Discord: started at once with
//! the bot as opponent, every move answered by a new message from the bot, a
//! restart (SIGKILL) while the computer is to move, a draw offer, the record, and a
//! resignation.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::json;
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};
use washogi_bot::rules::{usi, Game, Position, Variant};

fn start_bot(discord: &FakeDiscord, db: &std::path::Path) -> Bot {
    Bot::start_with(discord, db, &[("WASHOGI_COMPUTER_SECONDS", "0.3")])
}

/// The computer's moves posted in the channel so far, in order (USI).
fn computer_moves(discord: &FakeDiscord) -> Vec<(String, Call)> {
    let path = format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID);
    discord
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .filter(|c| content(c).contains(&format!("🤖 <@{}> played", fake::BOT_ID)))
        .map(|c| {
            let mv = content(&c)
                .split('`')
                .nth(1)
                .expect("the move in USI between backticks")
                .to_string();
            (mv, c)
        })
        .collect()
}

/// Wait for the computer's `n`-th move.
async fn computer_move(discord: &FakeDiscord, n: usize) -> (String, Call) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let moves = computer_moves(discord);
        if moves.len() >= n {
            return moves[n - 1].clone();
        }
        assert!(
            Instant::now() < deadline,
            "the computer never played move {n}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_the_computer() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let mut bot = start_bot(&discord, &db);
    discord.wait_for_session(1).await;

    let registered = discord
        .wait_for("command registration", 0, |c| {
            c.method == "PUT" && c.path.ends_with("/commands")
        })
        .await;
    let level = registered.json[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "level")
        .expect("/start has a level option");
    assert_eq!(
        (level["min_value"].as_u64(), level["max_value"].as_u64()),
        (Some(1), Some(8))
    );

    let started = alice_plays_the_computer(&discord, 8).await;
    assert!(
        content(&started).contains("against the computer at level 8"),
        "{}",
        content(&started)
    );
    assert!(has_png(&started));
    // No Accept to wait for: its only button is Alice's Move (the move picker).
    assert_eq!(
        custom_ids(&started.json["data"]["components"]),
        [("pick:1:0".to_string(), false)]
    );

    let v = Variant::by_id("shogi").unwrap();
    let mut game = Game::new(Position::start(v));
    let mut answered = 0;
    for turn in 0..10 {
        let moves = game.position().legal_moves();
        let mv = moves[(turn * 11) % moves.len()];
        let text = usi::to_usi(v, mv);
        let id = discord.command(
            &alice(),
            "move",
            json!([opt("move", 3, json!(text))]),
            &[],
            false,
        );
        let reply = discord.callback(id).await;
        assert!(content(&reply).contains("played"), "{}", content(&reply));
        assert!(content(&reply).contains("Thinking"), "{}", content(&reply));
        game.play(mv).unwrap();
        if turn == 5 {
            // Killed while the computer thinks (it takes its whole 0.3 s at level
            // 8); after the restart it still moves, once.
            bot.kill();
            assert_eq!(
                computer_moves(&discord).len(),
                answered,
                "killed before it moved"
            );
            bot = start_bot(&discord, &db);
            discord.wait_for_session(2).await;
        }
        answered += 1;
        let (their, post) = computer_move(&discord, answered).await;
        assert!(has_png(&post), "the board comes with the computer's move");
        assert_eq!(
            post.json["allowed_mentions"]["users"],
            json!([ALICE.to_string()])
        );
        let mv = usi::parse_usi(v, &their).unwrap();
        game.play(mv).expect("the computer plays legal moves");
    }
    assert_eq!(
        computer_moves(&discord).len(),
        10,
        "exactly one answer a move"
    );

    // A draw offer at the start of a level game is declined; the board and the
    // record work as in any game.
    let id = discord.command(&alice(), "draw", json!([]), &[], false);
    assert!(content(&discord.callback(id).await).contains("declines"));
    let id = discord.command(
        &alice(),
        "export",
        json!([opt("format", 3, json!("usi"))]),
        &[],
        false,
    );
    let record = discord.callback(id).await;
    let file = String::from_utf8(record.files[0].bytes.clone()).unwrap();
    let moves: Vec<String> = game.moves().iter().map(|&m| usi::to_usi(v, m)).collect();
    assert!(file.trim().ends_with(&moves.join(" ")), "{file}");

    // Resigning ends it.
    let id = discord.command(&alice(), "resign", json!([]), &[], false);
    let ask = discord.callback(id).await;
    let components = ask.json["data"]["components"].clone();
    let (resign, _) = custom_ids(&components)[0].clone();
    let press = discord.press(&alice(), &resign, content(&ask), components);
    discord.callback(press).await;
    let result = discord.followups(press, 1).await;
    assert!(
        content(&result[0]).contains(&format!("<@{}> wins", fake::BOT_ID)),
        "{}",
        content(&result[0])
    );
    bot.stop();
}
