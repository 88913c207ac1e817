//! Two bot processes (shards 0 and 1 of 2) on one PostgreSQL against the fake
//! Discord with two servers, one on each shard: each server's interactions reach
//! only the process that owns its shard, a loss on time is announced exactly once,
//! one process is killed (SIGKILL) while the other keeps serving, and after its
//! restart its server's game goes on with no acknowledged move lost.

use crate::support;
use crate::support_db;
use washogi_bot::ids::GameId;

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};
use support_db::Backend;

/// Two servers: the first on shard 0 of 2, the second on shard 1.
const SERVER_A: u64 = 1_000 << 22;
const SERVER_B: u64 = 1_001 << 22;

fn start_process(discord: &FakeDiscord, url: &str, shard: u32) -> Bot {
    let child = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .env("DISCORD_TOKEN", fake::TOKEN)
        // The /pN suffix tells the fake which process called.
        .env("DISCORD_PROXY_URL", format!("{}/p{shard}", discord.url()))
        .env("DISCORD_SHARDS", format!("{shard}-{shard}/2"))
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .env("WASHOGI_TICK_SECONDS", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

fn player(id: u64, name: &str) -> Value {
    fake::user_json(id, name, false)
}

/// Start a shogi game in `server` between two players; its number.
async fn game_in(discord: &FakeDiscord, server: u64, sente: &Value, gote: &Value) -> i64 {
    let gote_id = gote["id"].as_str().unwrap();
    let id = discord.command_in_server(
        server,
        sente,
        "start",
        json!([
            opt("opponent", 6, json!(gote_id)),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
        ]),
        std::slice::from_ref(gote),
    );
    let post = discord.callback(id).await;
    let components = post.json["data"]["components"].clone();
    let (accept, _) = custom_ids(&components)[0].clone();
    let press = discord.press_in_server(server, gote, &accept, content(&post), components);
    discord.callback(press).await;
    let start = discord.followups(press, 1).await;
    let text = content(&start[0]).to_string();
    text.split("Game #")
        .nth(1)
        .and_then(|t| t.split('*').next())
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("a game number in {text}"))
}

/// Play `mv` in `server`'s game as `who`: the answer, which must come from `process`.
async fn play(
    discord: &FakeDiscord,
    server: u64,
    who: &Value,
    game: i64,
    mv: &str,
    process: u32,
) -> Call {
    let id = discord.command_in_server(
        server,
        who,
        "move",
        json!([opt("move", 3, json!(mv)), opt("game", 4, json!(game))]),
        &[],
    );
    let answer = discord.callback(id).await;
    assert_eq!(
        answer.via,
        Some(process),
        "answered by the process of the server's shard"
    );
    answer
}

/// The moves a game has in the database.
async fn stored_moves(url: &str, game: i64) -> Vec<String> {
    let store = washogi_bot::store::Store::open(url).await.unwrap();
    let moves = store
        .moves(GameId::new(game))
        .await
        .unwrap()
        .into_iter()
        .map(|m| m.usi)
        .collect();
    store.close().await;
    moves
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_share_one_postgresql_by_shard() {
    let Some(db) = support_db::fresh(Backend::Postgres).await else {
        eprintln!("SKIPPED: PostgreSQL is not installed");
        return;
    };
    assert_eq!(fake::shard_of(SERVER_A, 2), 0);
    assert_eq!(fake::shard_of(SERVER_B, 2), 1);
    let discord = FakeDiscord::start().await;
    let p0 = start_process(&discord, &db.url, 0);
    let mut p1 = start_process(&discord, &db.url, 1);
    discord.wait_for_session(2).await;

    let (alice, bob) = (player(ALICE, "alice"), player(BOB, "bob"));
    let (carol, dave) = (
        player(CAROL, "carol"),
        player(100_000_000_000_000_004, "dave"),
    );
    let game_a = game_in(&discord, SERVER_A, &alice, &bob).await;
    let game_b = game_in(&discord, SERVER_B, &carol, &dave).await;
    let opening = ["7g7f", "3c3d", "2g2f", "8c8d"];
    let mut acknowledged_b = Vec::new();
    for (i, mv) in opening.iter().enumerate() {
        let (a_mover, b_mover) = if i % 2 == 0 {
            (&alice, &carol)
        } else {
            (&bob, &dave)
        };
        assert!(
            content(&play(&discord, SERVER_A, a_mover, game_a, mv, 0).await).contains("played")
        );
        let b = play(&discord, SERVER_B, b_mover, game_b, mv, 1).await;
        assert!(content(&b).contains("played"));
        acknowledged_b.push(mv.to_string());
    }

    // Game A's deadline passes: process 0 alone says so, once.
    db.exec(&format!(
        "UPDATE games SET deadline = 1 WHERE id = {game_a}"
    ))
    .await;
    let channel_a = format!("/api/v10/channels/{}/messages", fake::channel_of(SERVER_A));
    let loss = |c: &Call| {
        c.method == "POST" && c.path == channel_a && content(c).contains("did not move in time")
    };
    discord.wait_for("the loss on time", 0, loss).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let announced: Vec<Call> = discord.calls().into_iter().filter(loss).collect();
    assert_eq!(announced.len(), 1, "announced exactly once");
    assert_eq!(announced[0].via, Some(0));

    // Process 1 dies; process 0 keeps serving its server.
    p1.0.kill().unwrap();
    p1.0.wait().unwrap();
    let id = discord.command_in_server(SERVER_A, &alice, "games", json!([]), &[]);
    assert_eq!(discord.callback(id).await.via, Some(0));
    assert_eq!(
        stored_moves(&db.url, game_b).await,
        acknowledged_b,
        "nothing lost"
    );

    // Back again: server B's game goes on where it was.
    p1 = start_process(&discord, &db.url, 1);
    discord.wait_for_session(3).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let answer = loop {
        // The first interaction may come before the restarted process has its
        // handler ready; Discord would then fail it, so try again like a person.
        let id = discord.command_in_server(
            SERVER_B,
            &carol,
            "move",
            json!([opt("move", 3, json!("2f2e")), opt("game", 4, json!(game_b))]),
            &[],
        );
        let path = format!("/api/v10/interactions/{id}/itoken-{id}/callback");
        tokio::time::sleep(Duration::from_millis(500)).await;
        if let Some(c) = discord.calls().into_iter().find(|c| c.path == path) {
            break c;
        }
        assert!(
            Instant::now() < deadline,
            "the restarted process never answered"
        );
    };
    assert_eq!(answer.via, Some(1));
    assert!(content(&answer).contains("played"), "{}", content(&answer));
    acknowledged_b.push("2f2e".into());
    assert_eq!(stored_moves(&db.url, game_b).await, acknowledged_b);
    p1.stop();
    p0.stop();
}
