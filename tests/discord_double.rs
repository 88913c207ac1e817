//! The fake Discord itself, without the bot: it tells a server that added the bot
//! from a group DM or a server that did not, as Discord does. Interactions carry
//! `context` and `authorizing_integration_owners`; a command reaches only where its
//! registration lets it; posts in a channel the bot is not in are refused (50001), a
//! DM to a user out of its reach too (50007); a user-installed interaction gets at
//! most 5 follow-ups (40094); modals are checked, and their submits come back as
//! Discord sends them. (`discord_contract.rs` shows the older rules.)

use std::panic::{catch_unwind, AssertUnwindSafe};

use serde_json::{json, Value};

use crate::discord_contract::{send, Req};
use crate::support::bot::{alice, bob, carol, connected_bot, content, opt, ALICE, BOB, CAROL};
use crate::support::fake_discord::{self as fake, dm_channel_of, FakeDiscord, Surface};

const OTHER_GUILD: u64 = 910_000_000_000_000_001;
const OTHER_CHANNEL: u64 = 910_000_000_000_000_002;

fn req(method: &'static str, path: String, body: Value) -> Req {
    Req {
        method,
        path,
        body,
        files: vec![],
    }
}

fn callback(interaction: u64, body: Value) -> Req {
    req(
        "POST",
        format!("/api/v10/interactions/{interaction}/itoken-{interaction}/callback"),
        body,
    )
}

fn followup(interaction: u64, body: Value) -> Req {
    req(
        "POST",
        format!("/api/v10/webhooks/{}/itoken-{interaction}", fake::APP_ID),
        body,
    )
}

fn post_in(channel: u64) -> Req {
    req(
        "POST",
        format!("/api/v10/channels/{channel}/messages"),
        json!({ "content": "hello" }),
    )
}

fn button(id: &str) -> Value {
    json!({ "type": 2, "style": 1, "label": id, "custom_id": id })
}

fn row(components: Value) -> Value {
    json!([{ "type": 1, "components": components }])
}

/// The panic message of `f`, which must panic.
fn refused_to_send(f: impl FnOnce() -> u64) -> String {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let outcome = catch_unwind(AssertUnwindSafe(f));
    std::panic::set_hook(hook);
    let panic = outcome.expect_err("Discord would not send that");
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// A fake Discord listening as the bot would, with the commands of a user-
/// installable app registered globally: `/play` wherever the app is installed,
/// `/ladder` for servers that added it only, `/link` in the bot's DM only for
/// users who installed it.
async fn registered() -> (FakeDiscord, tokio::sync::broadcast::Receiver<Value>) {
    let discord = FakeDiscord::start().await;
    let gateway = discord.subscribe();
    let command = |name: &str, types: Value, contexts: Value| {
        json!({ "name": name, "description": format!("{name} something"),
                "integration_types": types, "contexts": contexts })
    };
    let put = req(
        "PUT",
        format!("/api/v10/applications/{}/commands", fake::APP_ID),
        json!([
            command("play", json!([0, 1]), json!([0, 1, 2])),
            command("ladder", json!([0]), json!([0])),
            command("link", json!([1]), json!([1])),
        ]),
    );
    assert_eq!(send(&discord, &put).await.0, 200);
    discord.wait_for_commands().await;
    (discord, gateway)
}

fn installed_guild() -> Surface {
    Surface::Guild {
        guild: fake::GUILD_ID,
        channel: fake::CHANNEL_ID,
        installed: true,
    }
}

fn foreign_guild() -> Surface {
    Surface::Guild {
        guild: OTHER_GUILD,
        channel: OTHER_CHANNEL,
        installed: false,
    }
}

// ---- what interactions carry ----------------------------------------------

#[tokio::test]
async fn the_older_helpers_speak_of_a_server_that_added_the_bot() {
    let discord = FakeDiscord::start().await;
    let _gateway = discord.subscribe();
    let id = discord.command(&alice(), "games", json!([]), &[], false);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 0);
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "0": fake::GUILD_ID.to_string() })
    );
    assert_ne!(sent["app_permissions"], "0");
    let id = discord.command_in(&alice(), "games", json!([]), &[], false, false);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 1);
    assert_eq!(sent["authorizing_integration_owners"], json!({ "0": "0" }));
    assert_eq!(sent["app_permissions"], "442368");
}

#[tokio::test]
async fn a_command_in_a_server_that_added_the_bot() {
    let (discord, _gateway) = registered().await;
    let id = discord.command_at(installed_guild(), &alice(), "ladder", json!([]), &[]);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 0);
    assert_eq!(sent["guild_id"], fake::GUILD_ID.to_string());
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "0": fake::GUILD_ID.to_string() })
    );
    // A member in a server, not a user (receiving-and-responding.mdx, **).
    assert_eq!(sent["member"]["user"]["id"], ALICE.to_string());
    assert!(sent.get("user").is_none());
    assert!(sent["data"].get("guild_id").is_none(), "a global command");
    // serenity reads the member's user as the interaction's user.
    let decoded: serenity::all::Interaction = serde_json::from_value(sent).unwrap();
    assert_eq!(decoded.as_command().unwrap().user.id.get(), ALICE);
}

#[tokio::test]
async fn a_command_in_a_group_dm_needs_the_users_install() {
    let (discord, _gateway) = registered().await;
    let group = discord.group_dm(&[ALICE, BOB]);
    let here = Surface::GroupDm { channel: group };
    let why = refused_to_send(|| discord.command_at(here, &alice(), "play", json!([]), &[]));
    assert!(
        why.starts_with("Discord shows alice no /play here"),
        "{why}"
    );
    discord.install_for_user(ALICE);
    let id = discord.command_at(here, &alice(), "play", json!([]), &[]);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 2);
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "1": ALICE.to_string() })
    );
    assert_eq!(sent["user"]["id"], ALICE.to_string());
    for absent in ["guild_id", "member", "guild_locale"] {
        assert!(sent.get(absent).is_none(), "{absent} in {sent:#}");
    }
    assert_eq!(sent["channel_id"], group.to_string());
    assert_eq!(sent["channel"]["type"], 3);
    assert_eq!(sent["app_permissions"], "180224");
    // Its autocomplete too.
    let options = json!([{ "name": "move", "type": 3, "value": "7g", "focused": true }]);
    let id = discord.autocomplete_at(here, &alice(), "play", options, &[]);
    let sent = discord.interaction(id);
    assert_eq!(
        (sent["type"].as_u64(), sent["context"].as_u64()),
        (Some(4), Some(2))
    );
    let choices =
        json!({ "type": 8, "data": { "choices": [{ "name": "7g7f", "value": "7g7f" }] } });
    assert_eq!(send(&discord, &callback(id, choices)).await.0, 204);
    // A server-only command is not there, installed or not.
    let why = refused_to_send(|| discord.command_at(here, &alice(), "ladder", json!([]), &[]));
    assert!(why.contains("contexts [0] leave out context 2"), "{why}");
    // Nor for Bob, who never installed the app.
    let why = refused_to_send(|| discord.command_at(here, &bob(), "play", json!([]), &[]));
    assert!(why.starts_with("Discord shows bob no /play here"), "{why}");
}

#[tokio::test]
async fn a_command_in_a_server_that_did_not_add_the_bot() {
    let (discord, _gateway) = registered().await;
    let why =
        refused_to_send(|| discord.command_at(foreign_guild(), &alice(), "play", json!([]), &[]));
    assert!(why.contains("the server did not add it"), "{why}");
    discord.install_for_user(ALICE);
    let id = discord.command_at(foreign_guild(), &alice(), "play", json!([]), &[]);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 0);
    assert_eq!(sent["guild_id"], OTHER_GUILD.to_string());
    assert_eq!(sent["member"]["user"]["id"], ALICE.to_string());
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "1": ALICE.to_string() })
    );
    let why =
        refused_to_send(|| discord.command_at(foreign_guild(), &alice(), "ladder", json!([]), &[]));
    assert!(why.contains("integration_types are [0]"), "{why}");
}

#[tokio::test]
async fn a_command_in_the_bots_dm() {
    let (discord, _gateway) = registered().await;
    // Bob shares a server with the bot: its server install reaches him.
    let id = discord.command_at(Surface::BotDm, &bob(), "play", json!([]), &[]);
    let sent = discord.interaction(id);
    assert_eq!(sent["context"], 1);
    assert_eq!(sent["authorizing_integration_owners"], json!({ "0": "0" }));
    assert_eq!(sent["channel_id"], dm_channel_of(BOB).to_string());
    assert_eq!(sent["app_permissions"], "442368");
    let why =
        refused_to_send(|| discord.command_at(Surface::BotDm, &bob(), "link", json!([]), &[]));
    assert!(why.contains("has not installed"), "{why}");
    // Carol shares none: nothing reaches her until she installs the app.
    discord.stranger(CAROL);
    let why =
        refused_to_send(|| discord.command_at(Surface::BotDm, &carol(), "play", json!([]), &[]));
    assert!(why.contains("shares no server with the bot"), "{why}");
    discord.install_for_user(CAROL);
    let id = discord.command_at(Surface::BotDm, &carol(), "link", json!([]), &[]);
    assert_eq!(
        discord.interaction(id)["authorizing_integration_owners"],
        json!({ "1": CAROL.to_string() })
    );
    // Both installs, both keys.
    discord.install_for_user(ALICE);
    let id = discord.command_at(Surface::BotDm, &alice(), "play", json!([]), &[]);
    assert_eq!(
        discord.interaction(id)["authorizing_integration_owners"],
        json!({ "0": "0", "1": ALICE.to_string() })
    );
}

#[tokio::test]
async fn a_guild_command_stays_in_its_guild() {
    let discord = FakeDiscord::start().await;
    let _gateway = discord.subscribe();
    // integration_types and contexts are "only for globally-scoped commands".
    let put = req(
        "PUT",
        format!(
            "/api/v10/applications/{}/guilds/{}/commands",
            fake::APP_ID,
            fake::GUILD_ID
        ),
        json!([{ "name": "start", "description": "Start a game",
                  "integration_types": [0, 1], "contexts": [0, 1, 2] }]),
    );
    assert_eq!(send(&discord, &put).await.0, 200);
    let options = json!([opt("opponent", 6, json!(BOB.to_string()))]);
    let id = discord.command_at(installed_guild(), &alice(), "start", options, &[bob()]);
    let sent = discord.interaction(id);
    assert_eq!(sent["data"]["guild_id"], fake::GUILD_ID.to_string());
    assert_eq!(
        sent["data"]["resolved"]["users"][BOB.to_string()]["id"],
        BOB.to_string()
    );
    discord.install_for_user(ALICE);
    for surface in [Surface::BotDm, foreign_guild()] {
        let why =
            refused_to_send(|| discord.command_at(surface, &alice(), "start", json!([]), &[]));
        assert!(why.contains("registered to server"), "{why}");
    }
}

#[tokio::test]
async fn contexts_and_integration_types_are_checked_at_registration() {
    let register = |command: Value| {
        req(
            "PUT",
            format!("/api/v10/applications/{}/commands", fake::APP_ID),
            json!([command]),
        )
    };
    let cases = [
        (
            json!({ "integration_types": [0], "contexts": [0, 1, 2] }),
            "0.contexts: APPLICATION_COMMAND_CONTEXTS_INVALID",
        ),
        (
            json!({ "integration_types": [2] }),
            "0.integration_types.0: BASE_TYPE_CHOICES",
        ),
        (
            json!({ "contexts": [0, 3] }),
            "0.contexts.1: BASE_TYPE_CHOICES",
        ),
    ];
    for (fields, error) in cases {
        let discord = FakeDiscord::start().await;
        let mut command = json!({ "name": "play", "description": "Play" });
        command
            .as_object_mut()
            .unwrap()
            .extend(fields.as_object().unwrap().clone());
        let (status, body) = send(&discord, &register(command)).await;
        assert_eq!(
            (status, body["code"].as_u64()),
            (400, Some(50035)),
            "{body}"
        );
        let refusals = discord.take_refusals();
        assert_eq!(refusals[0].1.fields(), vec![error.to_string()]);
    }
    // Left out, they default to [0] and [0,1,2]: accepted.
    let discord = FakeDiscord::start().await;
    let command = json!({ "name": "play", "description": "Play", "contexts": [0, 1, 2] });
    assert_eq!(send(&discord, &register(command)).await.0, 200);
}

// ---- channels the bot is not in -------------------------------------------

#[tokio::test]
async fn posts_threads_and_edits_where_the_bot_is_not_are_refused() {
    let (discord, _gateway) = registered().await;
    discord.install_for_user(ALICE);
    let group = discord.group_dm(&[ALICE, BOB]);
    let dm = 920_000_000_000_000_001;
    let id = discord.command_at(foreign_guild(), &alice(), "play", json!([]), &[]);
    discord.command_at(
        Surface::Dm { channel: dm },
        &alice(),
        "play",
        json!([]),
        &[],
    );
    for channel in [group, OTHER_CHANNEL, dm] {
        for request in [
            post_in(channel),
            req(
                "PATCH",
                format!("/api/v10/channels/{channel}/messages/700000000000000001"),
                json!({ "content": "edited" }),
            ),
            req(
                "DELETE",
                format!("/api/v10/channels/{channel}/messages/700000000000000001"),
                Value::Null,
            ),
            req(
                "POST",
                format!("/api/v10/channels/{channel}/threads"),
                json!({ "name": "Game #1", "type": 11 }),
            ),
            req(
                "POST",
                format!("/api/v10/channels/{channel}/messages/700000000000000001/threads"),
                json!({ "name": "Game #1" }),
            ),
        ] {
            let (status, body) = send(&discord, &request).await;
            assert_eq!(
                (status, body["code"].as_u64()),
                (403, Some(50001)),
                "{} {}",
                request.method,
                request.path
            );
        }
    }
    let refusals = discord.take_refusals();
    assert_eq!(refusals.len(), 15);
    assert_eq!(refusals[0].1.body["message"], "Missing Access");
    // The interaction is still answered where it came from: its callback and its
    // token's webhook are not the channel's.
    let answer = json!({ "type": 4, "data": { "content": "your move" } });
    assert_eq!(send(&discord, &callback(id, answer)).await.0, 204);
    let more = followup(id, json!({ "content": "and more" }));
    assert_eq!(send(&discord, &more).await.0, 200);
    // Where the bot is: the server's channel, its DMs, a thread it made there.
    for channel in [fake::CHANNEL_ID, dm_channel_of(BOB)] {
        assert_eq!(send(&discord, &post_in(channel)).await.0, 200);
    }
    let thread = req(
        "POST",
        format!("/api/v10/channels/{}/threads", fake::CHANNEL_ID),
        json!({ "name": "Game #1", "type": 11 }),
    );
    let (status, made) = send(&discord, &thread).await;
    assert_eq!(status, 201);
    let thread: u64 = made["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(send(&discord, &post_in(thread)).await.0, 200);
    assert!(discord.refusals().is_empty());
}

#[tokio::test]
#[should_panic(expected = "403 {\"code\":50001")]
async fn a_test_whose_bot_posted_in_a_group_dm_fails() {
    let discord = FakeDiscord::start().await;
    let group = discord.group_dm(&[ALICE, BOB]);
    send(&discord, &post_in(group)).await;
}

#[tokio::test]
async fn a_dm_to_a_user_out_of_reach_is_refused_with_50007() {
    let discord = FakeDiscord::start().await;
    discord.stranger(CAROL);
    let (status, body) = send(&discord, &post_in(dm_channel_of(CAROL))).await;
    assert_eq!((status, body["code"].as_u64()), (403, Some(50007)));
    // Discord's answer, not the bot's mistake (it cannot know): no refusal to take.
    assert!(discord.refusals().is_empty());
    // Bob shares a server with the bot; Carol once she installs the app.
    assert_eq!(send(&discord, &post_in(dm_channel_of(BOB))).await.0, 200);
    discord.install_for_user(CAROL);
    assert_eq!(send(&discord, &post_in(dm_channel_of(CAROL))).await.0, 200);
}

// ---- follow-ups -----------------------------------------------------------

#[tokio::test]
async fn a_user_installed_interaction_gets_five_follow_ups() {
    let (discord, _gateway) = registered().await;
    discord.install_for_user(ALICE);
    let group = discord.group_dm(&[ALICE, BOB]);
    let id = discord.command_at(
        Surface::GroupDm { channel: group },
        &alice(),
        "play",
        json!([]),
        &[],
    );
    let defer = json!({ "type": 5 });
    assert_eq!(send(&discord, &callback(id, defer)).await.0, 204);
    for n in 1..=5 {
        let (status, _) = send(
            &discord,
            &followup(id, json!({ "content": format!("{n}") })),
        )
        .await;
        assert_eq!(status, 200, "follow-up {n}");
    }
    let (status, body) = send(&discord, &followup(id, json!({ "content": "6" }))).await;
    assert_eq!(
        (status, body["code"].as_u64()),
        (400, Some(40094)),
        "{body}"
    );
    assert_eq!(discord.take_refusals().len(), 1);
    assert_eq!(discord.followup_messages(id).len(), 5);
    // Edits are not follow-ups.
    let edit = req(
        "PATCH",
        format!(
            "/api/v10/webhooks/{}/itoken-{id}/messages/@original",
            fake::APP_ID
        ),
        json!({ "content": "done" }),
    );
    assert_eq!(send(&discord, &edit).await.0, 200);
    // In a server that added the bot (both installs), no such limit.
    let id = discord.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
    assert_eq!(
        discord.interaction(id)["authorizing_integration_owners"],
        json!({ "0": fake::GUILD_ID.to_string(), "1": ALICE.to_string() })
    );
    for n in 1..=6 {
        let (status, _) = send(
            &discord,
            &followup(id, json!({ "content": format!("{n}") })),
        )
        .await;
        assert_eq!(status, 200, "follow-up {n}");
    }
}

// ---- components on the bot's messages ---------------------------------------

/// Alice (who installed the app) challenges in a group DM; the answer carries an
/// Accept button. The group, the command's id and the challenge message.
async fn challenge_in_a_group_dm(discord: &FakeDiscord, flags: u64) -> (Surface, u64, u64) {
    discord.install_for_user(ALICE);
    let group = discord.group_dm(&[ALICE, BOB]);
    let here = Surface::GroupDm { channel: group };
    let id = discord.command_at(here, &alice(), "play", json!([]), &[]);
    let answer = json!({ "type": 4, "data": {
        "content": "Bob, Alice challenges you", "flags": flags,
        "components": row(json!([button("accept:1"), button("decline:1")])) } });
    assert_eq!(send(discord, &callback(id, answer)).await.0, 204);
    (here, id, discord.original_message(id))
}

#[tokio::test]
async fn a_press_carries_the_owners_of_the_message_not_the_presser() {
    let (discord, _gateway) = registered().await;
    let (here, command, challenge) = challenge_in_a_group_dm(&discord, 0).await;
    let press = discord.press_at(here, &bob(), "accept:1", challenge);
    let sent = discord.interaction(press);
    assert_eq!(sent["type"], 3);
    assert_eq!(sent["context"], 2);
    assert_eq!(sent["user"]["id"], BOB.to_string());
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "1": ALICE.to_string() })
    );
    // The message as Discord shows it, with the interaction that made it.
    let message = &sent["message"];
    assert_eq!(message["id"], challenge.to_string());
    assert_eq!(message["content"], "Bob, Alice challenges you");
    assert!(message.get("guild_id").is_none());
    let metadata = &message["interaction_metadata"];
    assert_eq!(metadata["id"], command.to_string());
    assert_eq!(metadata["user"]["id"], ALICE.to_string());
    // Accepted: the challenge updated, the game's board a follow-up with buttons.
    let update = json!({ "type": 7, "data": { "content": "Accepted", "components": [] } });
    assert_eq!(send(&discord, &callback(press, update)).await.0, 204);
    let board = followup(
        press,
        json!({ "content": "Game #1", "components": row(json!([button("resign:1")])) }),
    );
    let (status, made) = send(&discord, &board).await;
    assert_eq!(status, 200);
    assert_eq!(made["channel_id"], json!(here.channel(BOB).to_string()));
    let board = discord.followup_messages(press)[0];
    assert_eq!(made["id"], board.to_string());
    // The board's owners are still Alice's install, whoever presses.
    let resign = discord.press_at(here, &alice(), "resign:1", board);
    assert_eq!(
        discord.interaction(resign)["authorizing_integration_owners"],
        json!({ "1": ALICE.to_string() })
    );
    // The challenge's buttons are gone.
    let why = refused_to_send(|| discord.press_at(here, &bob(), "accept:1", challenge));
    assert!(why.contains("no enabled component accept:1"), "{why}");
}

#[tokio::test]
async fn only_its_user_can_press_on_an_ephemeral_message() {
    let (discord, _gateway) = registered().await;
    let (here, _, challenge) = challenge_in_a_group_dm(&discord, 64).await;
    let why = refused_to_send(|| discord.press_at(here, &bob(), "accept:1", challenge));
    assert!(why.contains("is ephemeral"), "{why}");
    discord.press_at(here, &alice(), "decline:1", challenge);
    // And a message of another channel is not pressed here.
    let why =
        refused_to_send(|| discord.press_at(installed_guild(), &alice(), "decline:1", challenge));
    assert!(why.contains("not at"), "{why}");
}

#[tokio::test]
async fn a_choice_in_a_select_on_a_channel_post() {
    let discord = FakeDiscord::start().await;
    let _gateway = discord.subscribe();
    let select = json!({ "type": 3, "custom_id": "pick:1", "options": [
        { "label": "7g7f", "value": "7g7f" }, { "label": "2g2f", "value": "2g2f" } ] });
    let post = req(
        "POST",
        format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID),
        json!({ "content": "your move", "components": row(json!([select])) }),
    );
    let (_, made) = send(&discord, &post).await;
    let message: u64 = made["id"].as_str().unwrap().parse().unwrap();
    let id = discord.select_at(installed_guild(), &bob(), "pick:1", "2g2f", message);
    let sent = discord.interaction(id);
    assert_eq!(sent["data"]["values"], json!(["2g2f"]));
    assert_eq!(sent["data"]["component_type"], 3);
    // A post of the bot's own, not an interaction's: the server's install.
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "0": fake::GUILD_ID.to_string() })
    );
    let why =
        refused_to_send(|| discord.select_at(installed_guild(), &bob(), "pick:1", "5e5d", message));
    assert!(why.contains("no enabled component"), "{why}");
}

// ---- modals -----------------------------------------------------------------

fn move_modal() -> Value {
    json!({ "type": 9, "data": {
        "custom_id": "typemove:1", "title": "Your move",
        "components": [{ "type": 1, "components": [{
            "type": 4, "custom_id": "move", "label": "Move", "style": 1,
            "min_length": 2, "max_length": 10, "placeholder": "7g7f" }] }] } })
}

#[tokio::test]
async fn a_modal_opened_from_a_button_comes_back_as_discord_sends_it() {
    let (discord, _gateway) = registered().await;
    let (here, _, challenge) = challenge_in_a_group_dm(&discord, 0).await;
    let press = discord.press_at(here, &bob(), "accept:1", challenge);
    assert_eq!(send(&discord, &callback(press, move_modal())).await.0, 204);
    let why =
        refused_to_send(|| discord.submit_modal_at(here, &bob(), "typemove:1", &[("move", "7")]));
    assert!(why.contains("min_length 2"), "{why}");
    let submit = discord.submit_modal_at(here, &bob(), "typemove:1", &[("move", "7g7f")]);
    let sent = discord.interaction(submit);
    assert_eq!(sent["type"], 5);
    assert_eq!(sent["data"]["custom_id"], "typemove:1");
    assert_eq!(sent["data"]["components"][0]["type"], 1);
    assert_eq!(
        sent["data"]["components"][0]["components"][0],
        json!({ "type": 4, "id": 2, "custom_id": "move", "value": "7g7f" })
    );
    assert_eq!(sent["message"]["id"], challenge.to_string());
    assert_eq!(
        sent["authorizing_integration_owners"],
        json!({ "1": ALICE.to_string() })
    );
    let decoded: serenity::all::Interaction = serde_json::from_value(sent).unwrap();
    assert_eq!(decoded.as_modal_submit().unwrap().user.id.get(), BOB);
    // Opened from a button: its submit may update that button's message.
    let update = json!({ "type": 7, "data": { "content": "Game #1: 7g7f" } });
    assert_eq!(send(&discord, &callback(submit, update)).await.0, 204);
    // Submitted once: there is no modal left to submit.
    let why = refused_to_send(|| {
        discord.submit_modal_at(here, &bob(), "typemove:1", &[("move", "2g2f")])
    });
    assert!(why.contains("no modal typemove:1"), "{why}");
}

#[tokio::test]
async fn a_modal_opened_by_a_command_is_answered_with_a_message() {
    let (discord, _gateway) = registered().await;
    let id = discord.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
    assert_eq!(send(&discord, &callback(id, move_modal())).await.0, 204);
    let submit = discord.submit_modal_at(
        installed_guild(),
        &alice(),
        "typemove:1",
        &[("move", "7g7f")],
    );
    assert!(discord.interaction(submit).get("message").is_none());
    for answer in [
        json!({ "type": 7, "data": { "content": "moved" } }),
        json!({ "type": 6 }),
    ] {
        let discord2 = FakeDiscord::start().await;
        let _gateway2 = discord2.subscribe();
        let put = req(
            "PUT",
            format!("/api/v10/applications/{}/commands", fake::APP_ID),
            json!([{ "name": "play", "description": "Play" }]),
        );
        send(&discord2, &put).await;
        let id = discord2.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
        send(&discord2, &callback(id, move_modal())).await;
        let submit = discord2.submit_modal_at(
            installed_guild(),
            &alice(),
            "typemove:1",
            &[("move", "7g7f")],
        );
        let (status, _) = send(&discord2, &callback(submit, answer)).await;
        assert_eq!(status, 400);
        let refusals = discord2.take_refusals();
        assert!(refusals[0].1.fields()[0].starts_with("type: INTERACTION_CALLBACK_TYPE_INVALID"));
    }
    // A message is the answer.
    let answer = json!({ "type": 4, "data": { "content": "moved" } });
    assert_eq!(send(&discord, &callback(submit, answer)).await.0, 204);
}

#[tokio::test]
async fn no_modal_answers_a_modal_submit_nor_follows_a_deferral() {
    let (discord, _gateway) = registered().await;
    let id = discord.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
    send(&discord, &callback(id, move_modal())).await;
    let submit = discord.submit_modal_at(
        installed_guild(),
        &alice(),
        "typemove:1",
        &[("move", "7g7f")],
    );
    let (status, _) = send(&discord, &callback(submit, move_modal())).await;
    assert_eq!(status, 400);
    let refusals = discord.take_refusals();
    assert!(refusals[0].1.fields()[0].starts_with("type: INTERACTION_CALLBACK_TYPE_INVALID"));
    // Deferred, the interaction is acknowledged: a modal would be a second answer.
    let id = discord.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
    send(&discord, &callback(id, json!({ "type": 5 }))).await;
    let (status, body) = send(&discord, &callback(id, move_modal())).await;
    assert_eq!((status, body["code"].as_u64()), (400, Some(40060)));
    discord.take_refusals();
}

#[tokio::test]
async fn a_modal_keeps_discords_limits() {
    let text = |n: usize| "x".repeat(n);
    let edit = |f: &dyn Fn(&mut Value)| {
        let mut modal = move_modal();
        f(&mut modal["data"]);
        modal
    };
    let input = "components.0.components.0";
    let cases: Vec<(Value, String)> = vec![
        (
            edit(&|d| d["title"] = json!(text(46))),
            "data.title: BASE_TYPE_MAX_LENGTH".into(),
        ),
        (
            edit(&|d| d["custom_id"] = json!(text(101))),
            "data.custom_id: BASE_TYPE_BAD_LENGTH".into(),
        ),
        (
            edit(&|d| d["components"] = json!([])),
            "data.components: BASE_TYPE_BAD_LENGTH".into(),
        ),
        (
            edit(&|d| {
                let rows: Vec<Value> = (0..6)
                    .map(|i| {
                        let mut r = d["components"][0].clone();
                        r["components"][0]["custom_id"] = json!(format!("f{i}"));
                        r
                    })
                    .collect();
                d["components"] = json!(rows);
            }),
            "data.components: BASE_TYPE_BAD_LENGTH".into(),
        ),
        (
            edit(&|d| d["components"][0]["components"][0]["label"] = json!(text(46))),
            format!("data.{input}.label: BASE_TYPE_BAD_LENGTH"),
        ),
        (
            edit(&|d| {
                d["components"][0]["components"][0]
                    .as_object_mut()
                    .unwrap()
                    .remove("label");
            }),
            format!("data.{input}.label: BASE_TYPE_BAD_LENGTH"),
        ),
        (
            edit(&|d| d["components"][0]["components"][0]["style"] = json!(3)),
            format!("data.{input}.style: BASE_TYPE_CHOICES"),
        ),
        (
            edit(&|d| {
                let input = &mut d["components"][0]["components"][0];
                input["min_length"] = json!(4001);
                input["max_length"] = Value::Null;
            }),
            format!("data.{input}.min_length: NUMBER_TYPE_MAX"),
        ),
        (
            edit(&|d| {
                let input = &mut d["components"][0]["components"][0];
                input["max_length"] = json!(0);
                input["min_length"] = Value::Null;
            }),
            format!("data.{input}.max_length: NUMBER_TYPE_MAX"),
        ),
        (
            edit(&|d| d["components"][0]["components"][0]["placeholder"] = json!(text(101))),
            format!("data.{input}.placeholder: BASE_TYPE_MAX_LENGTH"),
        ),
        (
            edit(&|d| d["components"][0]["components"][0]["value"] = json!(text(4001))),
            format!("data.{input}.value: BASE_TYPE_MAX_LENGTH"),
        ),
        (
            edit(&|d| d["components"][0]["components"][0]["custom_id"] = json!("")),
            format!("data.{input}.custom_id: BASE_TYPE_BAD_LENGTH"),
        ),
        (
            edit(&|d| d["components"][0]["components"] = json!([button("b")])),
            "data.components.0.components: BASE_TYPE_BAD_LENGTH".into(),
        ),
        (
            edit(&|d| {
                d["components"] = json!([{ "type": 18, "label": text(46), "component": {
                    "type": 4, "custom_id": "move", "style": 1 } }]);
            }),
            "data.components.0.label: BASE_TYPE_BAD_LENGTH".into(),
        ),
        (
            edit(&|d| {
                let row = d["components"][0].clone();
                d["components"] = json!([row.clone(), row]);
            }),
            "data.components.1.components.0.custom_id: COMPONENT_CUSTOM_ID_DUPLICATED".into(),
        ),
    ];
    for (modal, error) in cases {
        let discord = FakeDiscord::start().await;
        discord.note_interaction(4242, 3);
        let (status, body) = send(&discord, &callback(4242, modal.clone())).await;
        assert_eq!(
            (status, body["code"].as_u64()),
            (400, Some(50035)),
            "{modal}"
        );
        let refusals = discord.take_refusals();
        assert_eq!(refusals[0].1.fields(), vec![error], "{modal}");
    }
    // A label around a text input, as the docs now advise, passes; its submit comes
    // back in labels.
    let (discord, _gateway) = registered().await;
    let id = discord.command_at(installed_guild(), &alice(), "play", json!([]), &[]);
    let modal = edit(&|d| {
        d["components"] = json!([{ "type": 18, "label": "Your move", "component": {
            "type": 4, "custom_id": "move", "style": 1 } }]);
    });
    assert_eq!(send(&discord, &callback(id, modal)).await.0, 204);
    let submit = discord.submit_modal_at(
        installed_guild(),
        &alice(),
        "typemove:1",
        &[("move", "7g7f")],
    );
    assert_eq!(
        discord.interaction(submit)["data"]["components"][0],
        json!({ "type": 18, "id": 1, "component":
            { "type": 4, "id": 2, "custom_id": "move", "value": "7g7f" } })
    );
}

// ---- with the bot -------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_a_member_in_its_server_and_is_shown_nowhere_else() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    discord.wait_for_commands().await;
    let id = discord.command_at(installed_guild(), &alice(), "help", json!([]), &[]);
    assert!(!content(&discord.callback(id).await).is_empty());
    // The tests' bot registers to its server (DISCORD_GUILD_ID): a guild command
    // is in no DM and no other server, the app installed or not.
    discord.install_for_user(ALICE);
    for surface in [Surface::BotDm, foreign_guild()] {
        let why = refused_to_send(|| discord.command_at(surface, &alice(), "help", json!([]), &[]));
        assert!(why.contains("registered to server"), "{why}");
    }
}
