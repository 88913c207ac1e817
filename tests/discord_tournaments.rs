//! A Swiss tournament through the fake Discord: an admin creates it, five players
//! join with the post's button, the admin starts it; round 1 (two boards and a bye)
//! is posted pinging the players; games are resigned by their losers; the bot pairs
//! round 2 by itself, then posts the final standings; `/tournament standings` agrees.

use crate::support;

use std::time::Duration;

use serde_json::json;
use support::bot::*;
use support::events::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};

/// The sente player of each game resigns it.
async fn sente_resigns(discord: &FakeDiscord, boards: &[(u64, u64, u64)]) {
    for &(game, sente, _) in boards {
        resigns(discord, who(sente), game).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_with_a_bye_through_discord() {
    let (discord, _dir, bot) = connected_bot(&[]).await;
    let post = admin_creates(&discord, "Spring Open", &[opt("rounds", 4, json!(2))]).await;
    assert!(content(&post).contains("Spring Open"), "{}", content(&post));
    let buttons = custom_ids(&post.json["data"]["components"]);
    assert_eq!(buttons[0].0, "tjoin:1");
    all_join(&discord, &post, 1..=5).await;
    let round1 = admin_starts(&discord).await;
    let text = content(&round1).to_string();
    assert!(text.contains("round 1 of 2"), "{text}");
    assert!(text.contains("has the bye"), "{text}");
    let boards = games(&text);
    assert_eq!(boards.len(), 2, "{text}");
    let pinged = round1.json["data"]["allowed_mentions"]["users"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(pinged, 5, "each player pinged once");
    sente_resigns(&discord, &boards).await;
    let round2 = channel_post(&discord, "round 2 of 2").await;
    let boards2 = games(content(&round2));
    assert_eq!(boards2.len(), 2, "{}", content(&round2));
    for b in &boards2 {
        assert!(
            !boards
                .iter()
                .any(|a| (a.1, a.2) == (b.1, b.2) || (a.1, a.2) == (b.2, b.1)),
            "no rematch"
        );
    }
    sente_resigns(&discord, &boards2).await;
    let over = channel_post(&discord, "Final standings").await;
    assert!(
        content(&over).contains("Final standings"),
        "{}",
        content(&over)
    );
    let table = standings_asked(&discord).await;
    assert!(
        content(&table).contains("standings after round 2"),
        "{}",
        content(&table)
    );
    assert_eq!(
        content(&table)
            .lines()
            .filter(|l| l.contains("Buchholz"))
            .count(),
        5
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}

/// The role the test server's organisers have.
const ORGANISERS: u64 = 700_000_000_000_000_555;

/// An admin names the organisers' role; an organiser (no Manage Server) creates
/// a tournament whose games have a thread each and a round deadline, and starts
/// it: the round's post pings nobody twice, and each game opens its own thread
/// whose first post shows the board and pings both players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_runs_a_tournament_in_threads() {
    let (discord, _dir, bot) = connected_bot(&[]).await;
    let id = discord.command_as_member(
        &alice(),
        "tournament",
        sub(
            "role",
            json!([opt("role", 8, json!(ORGANISERS.to_string()))]),
        ),
        32,
    );
    let set = discord.callback(id).await;
    assert!(
        content(&set).contains(&format!("<@&{ORGANISERS}>")),
        "{}",
        content(&set)
    );
    // Without the role: refused; with it: created.
    let create = sub(
        "create",
        json!([
            opt("name", 3, json!("Thread Cup")),
            opt("variant", 3, json!("shogi")),
            opt("rounds", 4, json!(1)),
            opt("thread", 5, json!(true)),
            opt("round-days", 4, json!(7)),
        ]),
    );
    let id = discord.command_as_member(&bob(), "tournament", create.clone(), 0);
    assert_eq!(
        flags(&discord.callback(id).await) & 64,
        64,
        "refused privately"
    );
    let id = discord.command_as_member_with_roles(&bob(), "tournament", create, 0, &[ORGANISERS]);
    let post = discord.callback(id).await;
    assert!(content(&post).contains("Thread Cup"), "{}", content(&post));
    all_join(&discord, &post, 1..=4).await;
    let id = discord.command_as_member_with_roles(
        &bob(),
        "tournament",
        sub("start", json!([])),
        0,
        &[ORGANISERS],
    );
    let round1 = discord.callback(id).await;
    let text = content(&round1).to_string();
    assert!(text.contains("round 1 of 1"), "{text}");
    assert!(text.contains("Round deadline"), "{text}");
    let pinged = round1.json["data"]["allowed_mentions"]["users"]
        .as_array()
        .map_or(0, Vec::len);
    assert_eq!(pinged, 0, "the players are pinged in their threads");
    let boards = games(&text);
    assert_eq!(boards.len(), 2, "{text}");
    // Two threads under the channel, each with its game's first post.
    let threads = format!("/api/v10/channels/{}/threads", fake::CHANNEL_ID);
    for (i, &(game, sente, gote)) in boards.iter().enumerate() {
        let opened = discord
            .wait_for("a thread", 0, |c| c.method == "POST" && c.path == threads)
            .await;
        let _ = opened;
        let first = discord
            .wait_for("the game's first post in its thread", 0, |c| {
                c.method == "POST"
                    && c.path.starts_with("/api/v10/channels/96")
                    && content(c).contains(&format!("game #{game}"))
            })
            .await;
        assert!(has_png(&first), "the board, game {i}");
        let users: Vec<String> = first.json["allowed_mentions"]["users"]
            .as_array()
            .unwrap()
            .iter()
            .map(|u| u.as_str().unwrap().to_string())
            .collect();
        assert!(users.contains(&sente.to_string()) && users.contains(&gote.to_string()));
    }
    let opened = discord
        .calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == threads)
        .count();
    assert_eq!(opened, 2);
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}

/// The tournament's post as it stands: the text of the last edit of it, or of the
/// answer that created it.
fn post_now(discord: &FakeDiscord, created: &Call) -> String {
    let edits = discord.edits_of_original();
    edits.last().map_or(content(created), content).to_string()
}

/// Player `n` types `/tournament join` or `/tournament leave`: the public answer.
async fn by_command(discord: &FakeDiscord, n: u64, what: &str) -> String {
    let (_, me) = user(n);
    let id = discord.command(&me, "tournament", sub(what, json!([])), &[], false);
    content(&discord.callback(id).await).to_string()
}

/// Wait until the post, edited, says (or no longer says) `player`.
async fn post_lists(discord: &FakeDiscord, created: &Call, player: u64, listed: bool) -> String {
    let mention = format!("<@{}>", user(player).0);
    for _ in 0..100 {
        let text = post_now(discord, created);
        if text.contains(&mention) == listed {
            return text;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the post should {}list player {player}: {}",
        if listed { "" } else { "no longer " },
        post_now(discord, created)
    );
}

/// Wait until the bot has read back where the tournament's post went (right after
/// answering the create command): a join before then could not edit the post.
async fn post_remembered(db: &std::path::Path) {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    for _ in 0..100 {
        let id: Option<i64> = sqlx::query_scalar("SELECT message_id FROM tournaments WHERE id = 1")
            .fetch_one(&mut conn)
            .await
            .unwrap();
        if id == Some(fake::ORIGINAL_MESSAGE_ID as i64) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the tournament's post was never remembered");
}

/// Joining and leaving by command edit the tournament's post as the buttons do,
/// although the post was the answer to the create command (its message id read
/// back after the answer): three join by the button, a fourth types
/// `/tournament join` and then `/tournament leave`, and the post follows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joining_and_leaving_by_command_edit_the_post() {
    let (discord, dir, bot) = connected_bot(&[]).await;
    let post = admin_creates(&discord, "Autumn Cup", &[]).await;
    post_remembered(&dir.path().join("bot.db")).await;
    all_join(&discord, &post, 1..=3).await;
    let said = by_command(&discord, 4, "join").await;
    assert!(said.contains("joins Autumn Cup"), "{said}");
    let text = post_lists(&discord, &post, 4, true).await;
    for n in 1..=3 {
        assert!(text.contains(&format!("<@{}>", user(n).0)), "{text}");
    }
    assert!(text.contains("Autumn Cup"), "{text}");
    let said = by_command(&discord, 4, "leave").await;
    assert!(said.contains("leaves Autumn Cup"), "{said}");
    let text = post_lists(&discord, &post, 4, false).await;
    assert!(text.contains(&format!("<@{}>", user(3).0)), "{text}");
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}
