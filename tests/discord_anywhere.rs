//! Playing anywhere, end to end through the fake Discord with the
//! commands registered globally (with their `integration_types` and `contexts`):
//! a whole correspondence game in a group DM where only Alice installed the app and
//! Bob, who shares no server with the bot, plays with buttons alone (the challenge,
//! Accept, a move typed in the form, the picker's Move, a reminder by DM to Alice,
//! Bob's resignation and the result), with no request Discord refuses — no post,
//! thread or edit in the group DM, no DM to Bob; a game against the computer and a
//! puzzle in the bot's DM; and the server's own features refused outside servers
//! that added the bot, with a private word.

use crate::support;

use std::time::Duration;

use serde_json::json;
use support::bot::*;
use support::fake_discord::{dm_channel_of, user_json, Call, FakeDiscord, Surface, APP_ID, BOT_ID};

const DAY_MS: i64 = 86_400_000;

/// The bot registering its commands globally, its clock movable by the test.
async fn global_bot(discord: &FakeDiscord, dir: &std::path::Path) -> Bot {
    let skew = discord.clock_skew_file(dir);
    let bot = Bot::start_with(
        discord,
        &dir.join("bot.db"),
        &[
            ("DISCORD_GUILD_ID", ""),
            ("WASHOGI_TEST_CLOCK_SKEW_FILE", skew.to_str().unwrap()),
        ],
    );
    discord.wait_for_session(1).await;
    discord.wait_for_commands().await;
    bot
}

fn is_private(call: &Call) -> bool {
    (call.json["data"]["flags"].as_u64().unwrap_or(0) | call.json["flags"].as_u64().unwrap_or(0))
        & EPHEMERAL
        != 0
}

fn custom_ids(call: &Call) -> Vec<String> {
    let components = match call.json.get("data") {
        Some(data) => &data["components"],
        None => &call.json["components"],
    };
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// Every message the bot posted (not as an interaction's answer) in `channel`.
fn posts_in(discord: &FakeDiscord, channel: u64) -> Vec<Call> {
    let path = format!("/api/v10/channels/{channel}/messages");
    discord
        .calls()
        .into_iter()
        .filter(|c| c.path.starts_with(&path) || c.path.contains(&format!("/channels/{channel}/")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_game_where_only_the_challenger_installed_the_app() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = global_bot(&discord, dir.path()).await;
    discord.install_for_user(ALICE);
    discord.stranger(BOB);
    let group = discord.group_dm(&[ALICE, BOB]);
    let here = Surface::GroupDm { channel: group };

    // Alice wants reminders a day before; she says so in the group DM.
    let id = discord.command_at(
        here,
        &alice(),
        "settings",
        json!([opt("remind", 3, json!("24h"))]),
        &[],
    );
    let set = discord.callback(id).await;
    assert!(is_private(&set));
    assert!(content(&set).contains("a day before"), "{}", content(&set));

    // The challenge: an answer to Alice's command, with Accept / Decline.
    let id = discord.command_at(
        here,
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("days", 4, json!(2)),
        ]),
        &[bob()],
    );
    let challenge = discord.callback(id).await;
    assert!(!is_private(&challenge));
    assert!(custom_ids(&challenge).contains(&"accept:1".to_string()));
    let challenge_post = discord.original_message(id);

    // Bob accepts with the button: the board, with every step of a game a button.
    let id = discord.press_at(here, &bob(), "accept:1", challenge_post);
    assert_eq!(discord.callback(id).await.json["type"], 7);
    let board = discord.followups(id, 1).await.remove(0);
    let buttons = custom_ids(&board);
    for wanted in ["pick:1:0", "type:1:0", "drawask:1", "resignask:1"] {
        assert!(buttons.contains(&wanted.to_string()), "{buttons:?}");
    }

    // Alice moves with her command; Bob answers in the form the button opens.
    let id = discord.command_at(
        here,
        &alice(),
        "move",
        json!([opt("move", 3, json!("7g7f")), opt("game", 4, json!(1))]),
        &[],
    );
    let moved = discord.callback(id).await;
    assert!(content(&moved).contains("played"), "{}", content(&moved));
    let board = discord.original_message(id);
    let id = discord.press_at(here, &bob(), "type:1:1", board);
    let form = discord.callback(id).await;
    assert_eq!(form.json["type"], 9, "a modal: {:#}", form.json);
    assert_eq!(form.json["data"]["custom_id"], "typed:1:1");
    let id = discord.submit_modal_at(here, &bob(), "typed:1:1", &[("move", "3c3d")]);
    let played = discord.callback(id).await;
    assert!(content(&played).contains("played"), "{}", content(&played));
    assert!(!is_private(&played));

    // Alice lets a day go by: her reminder comes by DM, nothing in the group DM.
    let dm_path = format!("/api/v10/channels/{}/messages", dm_channel_of(ALICE));
    let before = discord.calls().len();
    // (A reminder comes a quarter of the time a move before, at most a day: 12 hours.)
    discord.skip_clock(DAY_MS + DAY_MS / 2 + 5_000);
    let reminder = discord
        .wait_for("Alice's reminder by DM", before, |c| {
            c.method == "POST" && c.path == dm_path && content(c).contains("game #1")
        })
        .await;
    assert!(
        content(&reminder).contains("your move"),
        "{}",
        content(&reminder)
    );

    // Alice goes on vacation, saying so in another group DM: the news for game 1
    // is not said there (its token speaks in its own conversation), and Bob, whom
    // no DM reaches, hears of it with his next reply.
    let elsewhere = Surface::GroupDm {
        channel: discord.group_dm(&[ALICE, CAROL]),
    };
    let id = discord.command_at(
        elsewhere,
        &alice(),
        "vacation",
        json!([opt("days", 4, json!(2))]),
        &[],
    );
    assert!(is_private(&discord.callback(id).await));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let webhook = format!("/webhooks/{APP_ID}/");
    assert!(
        discord
            .calls()
            .iter()
            .filter(|c| c.path.contains(&webhook) && c.method == "POST")
            .all(|c| !content(c).contains("vacation until")),
        "no follow-up says it in the wrong conversation"
    );

    // Alice moves (which ends her vacation); Bob opens the picker from the board's
    // Move button, and is told what he missed.
    let id = discord.command_at(
        here,
        &alice(),
        "move",
        json!([opt("move", 3, json!("2g2f")), opt("game", 4, json!(1))]),
        &[],
    );
    discord.callback(id).await;
    let board = discord.original_message(id);
    let id = discord.press_at(here, &bob(), "pick:1:3", board);
    let picker = discord.callback(id).await;
    assert!(is_private(&picker), "the picker is Bob's alone");
    let missed = discord.followups(id, 1).await;
    assert!(
        missed.iter().any(|m| content(m).contains("vacation")),
        "{:?}",
        missed.iter().map(content).collect::<Vec<_>>()
    );

    // The group DM's games are its own: listed there, not in another group DM.
    let id = discord.command_at(here, &alice(), "games", json!([]), &[]);
    let listed = discord.callback(id).await;
    assert!(content(&listed).contains("#1"), "{}", content(&listed));
    let id = discord.command_at(elsewhere, &alice(), "games", json!([]), &[]);
    let listed = discord.callback(id).await;
    assert!(!content(&listed).contains("#1"), "{}", content(&listed));

    // Bob offers a draw, then resigns with the board's button and its confirm.
    let id = discord.press_at(here, &bob(), "drawask:1", board);
    let offer = discord.callback(id).await;
    assert!(content(&offer).contains("draw"), "{}", content(&offer));
    let id = discord.press_at(here, &bob(), "resignask:1", board);
    let confirm = discord.callback(id).await;
    assert!(is_private(&confirm));
    assert!(custom_ids(&confirm).contains(&"resign:1".to_string()));
    let confirm_message = discord.original_message(id);
    let id = discord.press_at(here, &bob(), "resign:1", confirm_message);
    discord.callback(id).await;
    let result = discord
        .wait_for("the result", 0, |c| content(c).contains("resigned"))
        .await;
    assert!(content(&result).contains("#1"), "{}", content(&result));

    // Over, it is no longer listed.
    let id = discord.command_at(here, &alice(), "games", json!([]), &[]);
    let listed = discord.callback(id).await;
    assert!(!content(&listed).contains("#1"), "{}", content(&listed));

    // Nothing went to the group DM but interaction answers; nothing to Bob's DMs.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert!(
        posts_in(&discord, group).is_empty(),
        "{:?}",
        posts_in(&discord, group)
    );
    assert!(posts_in(&discord, dm_channel_of(BOB))
        .iter()
        .all(|c| c.refused.is_none()));
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bots_dm_has_the_computer_and_puzzles_and_no_server_features() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = global_bot(&discord, dir.path()).await;
    let dm = Surface::BotDm;

    // A person cannot be challenged here: the reply says how.
    let id = discord.command_at(
        dm,
        &alice(),
        "start",
        json!([opt("opponent", 6, json!(BOB.to_string()))]),
        &[bob()],
    );
    let refused = discord.callback(id).await;
    assert!(is_private(&refused));
    assert!(
        content(&refused).contains("User Install"),
        "{}",
        content(&refused)
    );

    // The computer is.
    let me = user_json(BOT_ID, "washogi", true);
    let id = discord.command_at(
        dm,
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOT_ID.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("level", 4, json!(1)),
        ]),
        &[me],
    );
    let started = discord.callback(id).await;
    assert!(
        content(&started).contains("against the computer"),
        "{}",
        content(&started)
    );
    let id = discord.command_at(
        dm,
        &alice(),
        "move",
        json!([opt("move", 3, json!("7g7f"))]),
        &[],
    );
    assert!(content(&discord.callback(id).await).contains("played"));
    let dm_path = format!("/api/v10/channels/{}/messages", dm_channel_of(ALICE));
    discord
        .wait_for("the computer's move in the DM", 0, |c| {
            c.method == "POST" && c.path == dm_path && content(c).contains("your move")
        })
        .await;

    // A puzzle.
    let id = discord.command_at(dm, &alice(), "puzzle", json!([]), &[]);
    let puzzle = discord.callback(id).await;
    assert!(content(&puzzle).contains("Puzzle"), "{}", content(&puzzle));

    // The server's own features: a private word, not an error.
    let id = discord.command_at(
        dm,
        &alice(),
        "settings",
        json!([
            opt("scope", 3, json!("server")),
            opt("thread", 5, json!(true))
        ]),
        &[],
    );
    let refused = discord.callback(id).await;
    assert!(is_private(&refused));
    assert!(
        content(&refused).contains("added me"),
        "{}",
        content(&refused)
    );
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_never_added_the_bot() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = global_bot(&discord, dir.path()).await;
    discord.install_for_user(ALICE);
    let open = Surface::Guild {
        guild: 700_000_000_000_000_001,
        channel: 700_000_000_000_000_002,
        installed: false,
    };
    let closed = Surface::Guild {
        guild: 710_000_000_000_000_001,
        channel: 710_000_000_000_000_002,
        installed: false,
    };
    discord.without_external_apps(710_000_000_000_000_001);
    let challenge = json!([
        opt("opponent", 6, json!(BOB.to_string())),
        opt("variant", 3, json!("shogi")),
    ]);

    // Where the server lets its members' apps answer in public, the challenge is
    // public, an answer to Alice's command.
    let id = discord.command_at(open, &alice(), "start", challenge.clone(), &[bob()]);
    let posted = discord.callback(id).await;
    assert!(!is_private(&posted), "{}", content(&posted));
    assert!(custom_ids(&posted).contains(&"accept:1".to_string()));

    // Where it does not, nobody else would see it: refused, saying why.
    let id = discord.command_at(closed, &alice(), "start", challenge, &[bob()]);
    let refused = discord.callback(id).await;
    assert!(is_private(&refused));
    assert!(
        content(&refused).contains("Use External Apps"),
        "{}",
        content(&refused)
    );
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
}
