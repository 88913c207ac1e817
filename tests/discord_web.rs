//! The web pages through the real bot: `WEB_ADDR` serves them from the bot's own
//! process, an admin shows the server's pages with `/settings web:on
//! scope:server` through the fake Discord, and posts then carry a link button
//! (style 5, its address and no custom id: the fake Discord holds it to
//! Discord's rules) whose page the bot serves, naming the server as Discord's
//! GUILD_CREATE named it.

use crate::support;

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord as fake;
use support::web::get;

/// The link buttons of a message's components: (label, url).
fn link_buttons(components: &Value) -> Vec<(String, String)> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|b| b["style"] == json!(5))
        .map(|b| {
            assert!(b.get("custom_id").is_none(), "a link has no custom id: {b}");
            (
                b["label"].as_str().unwrap().to_string(),
                b["url"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_serves_its_pages_and_its_posts_link_to_them() {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let public = format!("http://{addr}");
    let (discord, _dir, _bot) =
        connected_bot(&[("WEB_ADDR", &addr), ("WEB_PUBLIC_URL", &public)]).await;
    alice_and_bob_play(&discord, &[]).await;

    // The server keeps its pages private: no link, and nothing served.
    let id = discord.command(&alice(), "board", json!([]), &[], false);
    let board = discord.callback(id).await;
    assert!(link_buttons(&board.json["data"]["components"]).is_empty());
    assert_eq!(
        get(&addr, &format!("/s/{}", fake::GUILD_ID)).await.status,
        404
    );

    // Only an admin may show them.
    let id = discord.command(
        &alice(),
        "settings",
        json!([opt("web", 3, json!("on")), opt("scope", 3, json!("server"))]),
        &[],
        false,
    );
    assert!(content(&discord.callback(id).await).contains("Manage Server"));
    let id = discord.command_as_member(
        &alice(),
        "settings",
        json!([opt("web", 3, json!("on")), opt("scope", 3, json!("server"))]),
        32,
    );
    let said = discord.callback(id).await;
    assert!(
        content(&said).contains(&format!("{public}/s/{}", fake::GUILD_ID)),
        "{}",
        content(&said)
    );

    // Now /board links to the game's page, which the bot serves.
    let id = discord.command(&alice(), "board", json!([]), &[], false);
    let board = discord.callback(id).await;
    let links = link_buttons(&board.json["data"]["components"]);
    assert_eq!(links.len(), 1, "{}", board.json);
    assert_eq!(links[0].0, "Web page");
    let path = links[0].1.strip_prefix(&public).unwrap().to_string();
    assert!(path.starts_with("/g/") && path.len() == 3 + 32, "{path}");
    let page = get(&addr, &path).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("Game #1"));
    // The server is named as Discord's GUILD_CREATE named it (escaped), on the
    // game's page and on the server's own.
    let escaped = fake::GUILD_NAME
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    assert!(page.text().contains(&escaped), "{}", page.text());
    let home = get(&addr, &format!("/s/{}", fake::GUILD_ID)).await;
    assert_eq!(home.status, 200);
    assert!(
        home.text().contains(&format!("<title>{escaped} · ")),
        "{}",
        home.text()
    );
    assert!(
        !home.text().contains(fake::GUILD_NAME),
        "the name is escaped"
    );

    // The result post links there too.
    let before = discord.calls().len();
    let id = discord.command(&bob(), "resign", json!([]), &[], false);
    let question = discord.callback(id).await;
    let press = discord.press(
        &bob(),
        "resign:1",
        content(&question),
        question.json["data"]["components"].clone(),
    );
    discord.callback(press).await;
    let result = discord
        .wait_for("the result post with its link", before, |c| {
            !link_buttons(&c.json["data"]["components"]).is_empty()
                || !link_buttons(&c.json["components"]).is_empty()
        })
        .await;
    let components = if result.json["data"]["components"].is_null() {
        &result.json["components"]
    } else {
        &result.json["data"]["components"]
    };
    assert_eq!(link_buttons(components)[0].1, format!("{public}{path}"));
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
}
