//! Ladders through the fake Discord with the real bot: a ladder challenge left to
//! expire is a forfeit, posted once by the clock; the standings ping nobody; an
//! admin (Manage Server) closes the season, which is posted and kept in the history.

use crate::support;

use std::time::Duration;

use serde_json::{json, Value};
use sqlx::Connection;
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};

/// Discord's Manage Server permission bit.
const MANAGE_GUILD: u64 = 1 << 5;

/// `/ladder SUB variant:shogi …more`
fn ladder(sub: &str, more: Vec<Value>) -> Value {
    let mut options = vec![opt("variant", 3, json!("shogi"))];
    options.extend(more);
    json!([{ "name": sub, "type": 1, "options": options }])
}

async fn run(
    discord: &FakeDiscord,
    user: &Value,
    sub: &str,
    more: Vec<Value>,
    users: &[Value],
) -> Call {
    let id = discord.command(user, "ladder", ladder(sub, more), users, false);
    discord.callback(id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_ladder_challenge_is_a_forfeit_and_an_admin_closes_the_season() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let bot = Bot::start(&discord, &db);
    discord.wait_for_session(1).await;

    let joined = run(&discord, &alice(), "join", vec![], &[]).await;
    assert!(
        content(&joined).contains("joins the ladder at place 1 (Shogi)"),
        "{}",
        content(&joined)
    );
    run(&discord, &bob(), "join", vec![], &[]).await;

    // Bob challenges Alice; the post names the deadline and what ignoring it costs.
    let posted = run(
        &discord,
        &bob(),
        "challenge",
        vec![opt("opponent", 6, json!(ALICE.to_string()))],
        &[alice()],
    )
    .await;
    let text = content(&posted).to_string();
    assert!(text.contains(":f>") && text.contains(":R>"), "{text}");
    assert!(text.contains("ladder loss"), "{text}");
    assert_eq!(flags(&posted) & EPHEMERAL, 0);

    // Its deadline passes (the test moves it, as days would).
    let url = format!("sqlite://{}", db.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("UPDATE challenges SET expires_at = 1 WHERE id = 1")
        .execute(&mut conn)
        .await
        .unwrap();
    let channel = format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID);
    let forfeit =
        |c: &Call| c.method == "POST" && c.path == channel && content(c).contains("takes place 1");
    let post = discord.wait_for("the forfeit", 0, forfeit).await;
    assert!(content(&post).contains(&format!("<@{BOB}> takes place 1 on the Shogi ladder")));
    let mut pinged: Vec<String> = post.json["allowed_mentions"]["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u.as_str().unwrap().to_string())
        .collect();
    pinged.sort();
    assert_eq!(pinged, [ALICE.to_string(), BOB.to_string()]);
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        discord.calls().into_iter().filter(forfeit).count(),
        1,
        "posted exactly once"
    );

    // The standings: Bob on top, Alice may challenge him back; nobody pinged.
    let standings = run(&discord, &carol(), "standings", vec![], &[]).await;
    let text = content(&standings);
    assert!(text.contains("` 1.` bob · unrated · 1–0"), "{text}");
    assert!(text.contains("` 2.` alice · unrated · 0–1 · ↑1"), "{text}");
    assert_eq!(
        standings.json["data"]["allowed_mentions"]["users"],
        json!([])
    );

    // Only an admin closes the season.
    let refused = run(&discord, &alice(), "close-season", vec![], &[]).await;
    assert_eq!(
        flags(&refused) & EPHEMERAL,
        EPHEMERAL,
        "{}",
        content(&refused)
    );
    let id = discord.command_as_member(
        &carol(),
        "ladder",
        ladder("close-season", vec![]),
        MANAGE_GUILD,
    );
    let closed = discord.callback(id).await;
    let text = content(&closed);
    assert_eq!(flags(&closed) & EPHEMERAL, 0, "{text}");
    assert!(text.contains("season 1 is closed"), "{text}");
    assert!(text.contains("🥇 bob"), "{text}");
    assert_eq!(closed.json["data"]["allowed_mentions"]["users"], json!([]));

    let history = run(&discord, &alice(), "history", vec![], &[]).await;
    assert!(
        content(&history).contains("**Season 1**") && content(&history).contains("🥇 bob"),
        "{}",
        content(&history)
    );
    bot.stop();
}
