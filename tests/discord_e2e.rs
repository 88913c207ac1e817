//! The real bot binary against a fake Discord on 127.0.0.1: commands registered, a
//! challenge posted and accepted by button, moves answered with a PNG, refusals kept
//! private, autocomplete, resignation, export, and a restart on the same database.

use crate::support;

use std::process::Command;

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};

async fn move_as(discord: &FakeDiscord, user: &Value, mv: &str) -> Call {
    move_in(discord, user, mv, None).await
}

async fn move_in(discord: &FakeDiscord, user: &Value, mv: &str, game: Option<i64>) -> Call {
    let mut options = vec![opt("move", 3, json!(mv))];
    if let Some(game) = game {
        options.push(opt("game", 4, json!(game)));
    }
    let id = discord.command(user, "move", Value::Array(options), &[], false);
    discord.callback(id).await
}

/// The player `<@id>` named before "☗ sente" in a game's first post.
fn sente_of(text: &str) -> u64 {
    let before = text.split(" ☗ sente").next().unwrap();
    let id = before.rsplit("<@").next().unwrap().trim_end_matches('>');
    id.parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_plays_a_game_through_discord() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let bot = Bot::start(&discord, &db);
    discord.wait_for_session(1).await;

    // Commands registered in the one test server, with their options.
    let registered = discord
        .wait_for("command registration", 0, |c| {
            c.method == "PUT"
                && c.path
                    == format!(
                        "/api/v10/applications/{}/guilds/{}/commands",
                        fake::APP_ID,
                        fake::GUILD_ID
                    )
        })
        .await;
    let names: Vec<&str> = registered
        .json
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "start",
            "move",
            "resign",
            "analyse",
            "hint",
            "puzzle",
            "draw",
            "takeback",
            "premove",
            "vacation",
            "settings",
            "board",
            "games",
            "export",
            "ladder",
            "tournament",
            "rating",
            "help"
        ]
    );
    let start_options = &registered.json[0]["options"];
    let variant = start_options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .unwrap();
    assert_eq!(variant["choices"].as_array().unwrap().len(), 3);
    let days = start_options
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "days")
        .unwrap();
    assert_eq!(
        (days["min_value"].as_u64(), days["max_value"].as_u64()),
        (Some(1), Some(14))
    );
    let move_option = &registered.json[1]["options"][0];
    assert_eq!(
        (
            move_option["name"].as_str(),
            move_option["autocomplete"].as_bool()
        ),
        (Some("move"), Some(true))
    );
    // What `washogi-bot commands` prints is exactly what was registered.
    let printed = std::process::Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .arg("commands")
        .env("DISCORD_GUILD_ID", fake::GUILD_ID.to_string())
        .output()
        .unwrap();
    let printed: Value = serde_json::from_slice(&printed.stdout).unwrap();
    assert_eq!(printed, registered.json);

    // Alice challenges Bob; the post mentions Bob and carries the buttons.
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi"))
        ]),
        &[bob()],
        false,
    );
    let posted = discord.callback(id).await;
    assert_eq!(posted.json["type"], 4);
    assert!(
        content(&posted).contains(&format!("<@{BOB}>")),
        "{}",
        content(&posted)
    );
    assert_eq!(flags(&posted) & EPHEMERAL, 0);
    assert_eq!(
        posted.json["data"]["allowed_mentions"]["users"],
        json!([BOB.to_string()])
    );
    let buttons = posted.json["data"]["components"].clone();
    assert_eq!(
        custom_ids(&buttons),
        [
            ("accept:1".to_string(), false),
            ("decline:1".to_string(), false),
            ("cancel:1".to_string(), false)
        ]
    );

    // A stranger's press is refused privately; Bob's accepts.
    let id = discord.press(&carol(), "accept:1", content(&posted), buttons.clone());
    let refused = discord.callback(id).await;
    assert_eq!(refused.json["type"], 4);
    assert_eq!(
        flags(&refused) & EPHEMERAL,
        EPHEMERAL,
        "{}",
        content(&refused)
    );
    let id = discord.press(&bob(), "accept:1", content(&posted), buttons.clone());
    let updated = discord.callback(id).await;
    assert_eq!(updated.json["type"], 7, "the challenge message is updated");
    assert!(custom_ids(&updated.json["data"]["components"])
        .iter()
        .all(|(_, disabled)| *disabled));
    let first_post = &discord.followups(id, 1).await[0];
    assert!(has_png(first_post), "the first board is attached");
    assert_eq!(
        first_post.json["embeds"][0]["image"]["url"]
            .as_str()
            .map(|u| u.starts_with("attachment://")),
        Some(true)
    );
    let sente = sente_of(content(first_post));
    let (sente_user, gote_user) = if sente == ALICE {
        (alice(), bob())
    } else {
        (bob(), alice())
    };
    assert_eq!(
        first_post.json["allowed_mentions"]["users"],
        json!([sente.to_string()])
    );

    // Refusals are private: a stranger, the wrong turn, an illegal move.
    for (user, mv, words) in [
        (carol(), "7g7f", "not playing"),
        (gote_user.clone(), "3c3d", "not your turn"),
        (sente_user.clone(), "7g7e", "cannot move to 7e"),
    ] {
        let call = move_in(&discord, &user, mv, Some(1)).await;
        assert_eq!(
            flags(&call) & EPHEMERAL,
            EPHEMERAL,
            "{mv}: {}",
            content(&call)
        );
        assert!(content(&call).contains(words), "{mv}: {}", content(&call));
    }
    let call = move_as(&discord, &carol(), "7g7f").await;
    assert!(
        content(&call).contains("no active game"),
        "{}",
        content(&call)
    );

    // A legal move: public, described, the next player mentioned, a PNG attached.
    let played = move_as(&discord, &sente_user, "7g-7f").await;
    assert_eq!(flags(&played) & EPHEMERAL, 0, "{}", content(&played));
    assert!(
        content(&played).contains("Pawn 7g → 7f (`7g7f`)"),
        "{}",
        content(&played)
    );
    assert!(has_png(&played));

    // Autocomplete offers the legal moves of the player to move.
    let id = discord.command(
        &gote_user,
        "move",
        json!([{ "name": "move", "type": 3, "value": "3c", "focused": true }]),
        &[],
        true,
    );
    let choices = discord.callback(id).await;
    assert_eq!(choices.json["type"], 8);
    let choices = choices.json["data"]["choices"].as_array().unwrap().clone();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["value"], "3c3d");
    assert!(choices[0]["name"]
        .as_str()
        .unwrap()
        .contains("Pawn 3c → 3d"));

    // Resign asks first; "keep playing" takes it back.
    let id = discord.command(&gote_user, "resign", json!([]), &[], false);
    let ask = discord.callback(id).await;
    assert_eq!(flags(&ask) & EPHEMERAL, EPHEMERAL);
    let ask_buttons = ask.json["data"]["components"].clone();
    assert_eq!(custom_ids(&ask_buttons)[0].0, "resign:1");
    let id = discord.press(&gote_user, "keep:1", content(&ask), ask_buttons.clone());
    assert_eq!(discord.callback(id).await.json["type"], 7);

    // An export comes as a file.
    let id = discord.command(
        &carol(),
        "export",
        json!([opt("game", 4, json!(1))]),
        &[],
        false,
    );
    let export = discord.callback(id).await;
    let usi = export
        .files
        .iter()
        .find(|f| f.filename == "game-1.usi")
        .expect("a USI file");
    assert!(String::from_utf8_lossy(&usi.bytes).ends_with("moves 7g7f\n"));

    // Restart on the same database: the game goes on, and old buttons still work.
    bot.stop();
    let bot = Bot::start(&discord, &db);
    discord.wait_for_session(2).await;
    let played = move_as(&discord, &gote_user, "3c3d").await;
    assert!(
        content(&played).contains("Pawn 3c → 3d"),
        "{}",
        content(&played)
    );
    let id = discord.press(&gote_user, "resign:1", content(&ask), ask_buttons);
    let resigned = discord.callback(id).await;
    assert_eq!(resigned.json["type"], 7);
    let announcement = &discord.followups(id, 1).await[0];
    assert!(
        content(announcement).contains("resigned"),
        "{}",
        content(announcement)
    );
    assert!(content(announcement).contains(&format!("<@{sente}> wins")));

    // /help with a piece shows its picture.
    let id = discord.command(
        &carol(),
        "help",
        json!([opt("topic", 3, json!("wa:+F"))]),
        &[],
        false,
    );
    let help = discord.callback(id).await;
    assert!(
        content(&help).contains("Tenacious Falcon"),
        "{}",
        content(&help)
    );
    assert!(has_png(&help));
    bot.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_or_rejected_token_gets_a_clear_message() {
    let empty = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .env_remove("DISCORD_TOKEN")
        .env("DATABASE_URL", "sqlite::memory:")
        .current_dir(empty.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(!err.contains("panicked"));

    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .env("DISCORD_TOKEN", "wrong.but-well.formed")
        .env("DISCORD_PROXY_URL", discord.url())
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("x.db").display()),
        )
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Discord rejected DISCORD_TOKEN"), "{err}");
    assert!(
        !err.contains("wrong.but-well.formed"),
        "the token is never printed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ladder_challenger_who_wins_takes_the_place() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&discord, &dir.path().join("ladder.db"));
    discord.wait_for_session(1).await;
    let ladder =
        |sub: &str, options: Value| json!([{ "name": sub, "type": 1, "options": options }]);

    for user in [alice(), bob()] {
        let id = discord.command(&user, "ladder", ladder("join", json!([])), &[], false);
        assert!(content(&discord.callback(id).await).contains("joins the ladder"));
    }
    let id = discord.command(
        &bob(),
        "ladder",
        ladder(
            "challenge",
            json!([
                opt("opponent", 6, json!(ALICE.to_string())),
                opt("variant", 3, json!("wa"))
            ]),
        ),
        &[alice()],
        false,
    );
    let posted = discord.callback(id).await;
    assert!(
        content(&posted).contains("ladder game"),
        "{}",
        content(&posted)
    );
    let id = discord.press(
        &alice(),
        "accept:1",
        content(&posted),
        posted.json["data"]["components"].clone(),
    );
    discord.followups(id, 1).await;

    let id = discord.command(&alice(), "resign", json!([]), &[], false);
    let ask = discord.callback(id).await;
    let id = discord.press(
        &alice(),
        "resign:1",
        content(&ask),
        ask.json["data"]["components"].clone(),
    );
    let announcement = &discord.followups(id, 1).await[0];
    assert!(
        content(announcement).contains(&format!("<@{BOB}> takes place 1")),
        "{}",
        content(announcement)
    );

    let id = discord.command(
        &carol(),
        "ladder",
        ladder("standings", json!([])),
        &[],
        false,
    );
    let standings = content(&discord.callback(id).await).to_string();
    let lines: Vec<&str> = standings.lines().collect();
    assert!(
        lines[2].starts_with("` 1.` bob") && lines[3].starts_with("` 2.` alice"),
        "{standings}"
    );
    let id = discord.command(
        &carol(),
        "rating",
        json!([opt("user", 6, json!(BOB.to_string()))]),
        &[bob()],
        false,
    );
    let rating = discord.callback(id).await;
    assert!(
        content(&rating).contains("ladder place 1 of 2"),
        "{}",
        content(&rating)
    );
    bot.stop();
}
