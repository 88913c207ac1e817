//! Japanese through the real bot and the fake Discord: the registered commands carry
//! Japanese names, descriptions and choices; a Japanese user (interaction `locale`
//! "ja") gets Japanese private replies; public posts follow the server's
//! `guild_locale`; a move typed in Japanese is played and shown in Japanese notation;
//! autocomplete shows Japanese notation and sends USI back.

use crate::support;

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, FakeDiscord};

fn find<'a>(list: &'a Value, name: &str) -> &'a Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == name)
        .unwrap_or_else(|| panic!("no {name} in {list}"))
}

async fn move_as(discord: &FakeDiscord, user: &Value, mv: &str) -> support::fake_discord::Call {
    let id = discord.command(user, "move", json!([opt("move", 3, json!(mv))]), &[], false);
    discord.callback(id).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_japanese_server_plays_in_japanese() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&discord, &dir.path().join("ja.db"));
    discord.wait_for_session(1).await;

    // The one registration call carries the Japanese words; the names stay English.
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
    let start = find(&registered.json, "start");
    assert_eq!(start["name_localizations"]["ja"], "対局");
    assert_eq!(
        start["description"],
        "Challenge someone (or anyone here, or me) to a game"
    );
    assert!(start["description_localizations"]["ja"]
        .as_str()
        .unwrap()
        .contains("申し込む"));
    let variant = find(&start["options"], "variant");
    assert_eq!(variant["name_localizations"]["ja"], "種類");
    let shogi = find(&variant["choices"], "Shogi");
    assert_eq!(shogi["value"], "shogi");
    assert_eq!(shogi["name_localizations"]["ja"], "将棋");
    let mv = find(&find(&registered.json, "move")["options"], "move");
    assert_eq!(mv["name_localizations"]["ja"], "指し手");
    let ladder = find(&registered.json, "ladder");
    assert_eq!(
        find(&ladder["options"], "join")["name_localizations"]["ja"],
        "参加"
    );
    for command in registered.json.as_array().unwrap() {
        assert!(
            command["name_localizations"]["ja"].is_string(),
            "{}",
            command["name"]
        );
    }

    // A Japanese user in a Japanese server: the challenge post is Japanese.
    discord.set_locales("ja", "ja");
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente"))
        ]),
        &[bob()],
        false,
    );
    let posted = discord.callback(id).await;
    assert!(
        content(&posted).contains("**申し込み #1**"),
        "{}",
        content(&posted)
    );
    let buttons = posted.json["data"]["components"].clone();
    assert_eq!(buttons[0]["components"][0]["label"], "受ける");
    let id = discord.press(&bob(), "accept:1", content(&posted), buttons);
    let accepted = discord.callback(id).await;
    assert!(
        content(&accepted).contains("受けました"),
        "{}",
        content(&accepted)
    );
    let first = &discord.followups(id, 1).await[0];
    assert!(
        content(first).contains("**対局 #1** · 将棋 開始"),
        "{}",
        content(first)
    );

    // A move typed in Japanese, answered in Japanese notation.
    let played = move_as(&discord, &alice(), "７六歩").await;
    assert_eq!(flags(&played) & EPHEMERAL, 0);
    assert!(
        content(&played).contains("▲７六歩(77)（`7g7f`）"),
        "{}",
        content(&played)
    );

    // Autocomplete for Bob: Japanese notation shown, USI sent back.
    let id = discord.command(
        &bob(),
        "move",
        json!([{ "name": "move", "type": 3, "value": "34", "focused": true }]),
        &[],
        true,
    );
    let choices = discord.callback(id).await;
    let choices = choices.json["data"]["choices"].as_array().unwrap().clone();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["value"], "3c3d");
    assert_eq!(choices[0]["name"], "△３四歩 · 3c3d");

    // The same Japanese user in an English server: their refusal stays Japanese and
    // private; the public post follows the server, in English.
    discord.set_locales("ja", "en-US");
    let refused = move_as(&discord, &alice(), "2g2f").await;
    assert_eq!(flags(&refused) & EPHEMERAL, EPHEMERAL);
    assert!(
        content(&refused).contains("あなたの手番ではありません"),
        "{}",
        content(&refused)
    );
    let played = move_as(&discord, &bob(), "3c3d").await;
    assert!(
        content(&played).contains("Pawn 3c → 3d (`3c3d`)"),
        "{}",
        content(&played)
    );

    // An English user in that server: all English, as before.
    discord.set_locales("en-US", "en-US");
    let refused = move_as(&discord, &bob(), "4c4d").await;
    assert!(
        content(&refused).contains("It's not your turn"),
        "{}",
        content(&refused)
    );
    bot.stop();
}
