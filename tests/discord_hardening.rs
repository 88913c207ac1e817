//! The bot through the fake Discord when things are not as they should be: server
//! commands in a direct message, an opponent Discord did not resolve, buttons this
//! bot never made, and a command that cannot finish within Discord's three seconds
//! (it is deferred, then edited).

use crate::support;

use std::time::Duration;

use serde_json::json;
use sqlx::Connection;
use support::bot::*;
use support::fake_discord::{self as fake, FakeDiscord};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn direct_messages_and_unresolved_opponents_are_refused() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&discord, &dir.path().join("bot.db"));
    discord.wait_for_session(1).await;

    // In the bot's DM: a person cannot be challenged (the reply says how to play
    // one), and a server's own features need a server that added the bot.
    for (name, options, words) in [
        ("start", json!([]), "User Install"),
        (
            "ladder",
            json!([{ "name": "join", "type": 1, "options": [] }]),
            "only works in a server",
        ),
    ] {
        let id = discord.command_in(&alice(), name, options, &[], false, false);
        let reply = discord.callback(id).await;
        assert_eq!(flags(&reply), EPHEMERAL, "/{name}");
        assert!(
            content(&reply).contains(words),
            "/{name}: {}",
            content(&reply)
        );
    }
    // Ratings outside servers are a pool of their own, shown in a DM too.
    let id = discord.command_in(&alice(), "rating", json!([]), &[], false, false);
    assert!(!content(&discord.callback(id).await).contains("only works in a server"));
    // Help answers anywhere.
    let id = discord.command_in(&alice(), "help", json!([]), &[], false, false);
    assert!(content(&discord.callback(id).await).contains("Wa Shogi"));

    // An opponent Discord named but did not send: refused, and no open challenge.
    let id = discord.command(
        &alice(),
        "start",
        json!([opt("opponent", 6, json!(BOB.to_string()))]),
        &[],
        false,
    );
    let reply = discord.callback(id).await;
    assert_eq!(flags(&reply), EPHEMERAL);
    assert!(
        content(&reply).contains("couldn't find the user"),
        "{}",
        content(&reply)
    );
    let id = discord.command(&bob(), "games", json!([]), &[], false);
    assert!(content(&discord.callback(id).await).contains("No games are being played"));

    // A button this bot never made (or one cut short) is refused privately, and its
    // message is left as it is.
    for custom_id in ["nonsense", "accept:", "accept:x", "takeyes:1:x"] {
        let buttons = json!([{ "type": 1, "components": [
            { "type": 2, "style": 1, "label": "Press", "custom_id": custom_id }
        ] }]);
        let id = discord.press(&bob(), custom_id, "a message", buttons);
        let reply = discord.raw_callback(id).await;
        assert_eq!(callback_type(&reply), 4, "{custom_id}: {:?}", reply.json);
        assert_eq!(flags(&reply), EPHEMERAL, "{custom_id}");
        assert!(
            content(&reply).contains("not one of mine"),
            "{custom_id}: {}",
            content(&reply)
        );
    }
    bot.stop();
}

/// Hold SQLite's write lock from outside for `hold`, as another process might.
async fn hold_write_lock(db: &std::path::Path, hold: Duration) {
    let url = format!("sqlite://{}", db.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut conn)
        .await
        .unwrap();
    tokio::time::sleep(hold).await;
    sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_commands_are_deferred_then_answered() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let bot = Bot::start(&discord, &db);
    discord.wait_for_session(1).await;
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
        ]),
        &[bob()],
        false,
    );
    let post = discord.callback(id).await;
    let components = post.json["data"]["components"].clone();

    // The database is busy for 2.5 s while Bob accepts: the press is acknowledged
    // (type 6) in time, and the post is edited once the game has started.
    let lock = tokio::spawn({
        let db = db.clone();
        async move { hold_write_lock(&db, Duration::from_millis(2500)).await }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let press = discord.press(&bob(), "accept:1", content(&post), components);
    let first = discord.raw_callback(press).await;
    assert_eq!(callback_type(&first), 6, "{:?}", first.json);
    let took = first_response_time(&discord, press).await;
    assert!(
        took < Duration::from_millis(2500),
        "deferred in time: {took:?}"
    );
    let path = format!(
        "/api/v10/webhooks/{}/itoken-{press}/messages/@original",
        fake::APP_ID
    );
    let edit = discord
        .wait_for("the post edited", 0, |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    assert!(content(&edit).contains("accepted by"), "{}", content(&edit));
    let start = discord.followups(press, 1).await;
    assert!(has_png(&start[0]), "the first board follows");
    lock.await.unwrap();

    // The same for a move: "thinking…" (type 5) in time, then the reply in its place.
    let lock = tokio::spawn({
        let db = db.clone();
        async move { hold_write_lock(&db, Duration::from_millis(2500)).await }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mv = discord.command(
        &alice(),
        "move",
        json!([opt("move", 3, json!("7g7f"))]),
        &[],
        false,
    );
    let first = discord.raw_callback(mv).await;
    assert_eq!(callback_type(&first), 5, "{:?}", first.json);
    let path = format!(
        "/api/v10/webhooks/{}/itoken-{mv}/messages/@original",
        fake::APP_ID
    );
    let edit = discord
        .wait_for("the reply edited in", 0, |c| {
            c.method == "PATCH" && c.path == path
        })
        .await;
    assert!(
        content(&edit).contains("played Pawn 7g → 7f"),
        "{}",
        content(&edit)
    );
    assert!(has_png(&edit), "the board comes with the edit");
    lock.await.unwrap();

    // A refusal that comes late replaces the public "thinking…" with a private note:
    // joining the ladder twice is refused only once the database has answered.
    let ladder_join = json!([{ "name": "join", "type": 1, "options": [] }]);
    let join = discord.command(&alice(), "ladder", ladder_join.clone(), &[], false);
    assert!(content(&discord.callback(join).await).contains("joins the ladder"));
    let lock = tokio::spawn({
        let db = db.clone();
        async move { hold_write_lock(&db, Duration::from_millis(2500)).await }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    let again = discord.command(&alice(), "ladder", ladder_join, &[], false);
    assert_eq!(callback_type(&discord.raw_callback(again).await), 5);
    let original = format!(
        "/api/v10/webhooks/{}/itoken-{again}/messages/@original",
        fake::APP_ID
    );
    discord
        .wait_for("the thinking message deleted", 0, |c| {
            c.method == "DELETE" && c.path == original
        })
        .await;
    let note = discord.followups(again, 1).await;
    assert_eq!(note[0].json["flags"].as_u64(), Some(EPHEMERAL));
    assert!(
        content(&note[0]).contains("already on"),
        "{}",
        content(&note[0])
    );
    lock.await.unwrap();
    bot.stop();
}
