//! The fake Discord refuses what Discord refuses: one test per published rule
//! sends a payload that breaks it straight to the double (no bot) and sees it
//! answered as Discord answers it. The rules and their sources are in
//! tests/support/discord_rules.rs. A well-formed payload of each kind passes, and so
//! does the bot's own registration payload (`washogi-bot commands`).

use std::process::Command as Process;

use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::fake_discord::{self as fake, FakeDiscord};

/// A request to the double: method, path, JSON body, files (name, size).
pub(crate) struct Req {
    pub(crate) method: &'static str,
    pub(crate) path: String,
    pub(crate) body: Value,
    pub(crate) files: Vec<(String, usize)>,
}

/// Send one request over plain HTTP/1.1, as serenity would; the answer's status
/// and JSON body (Null for none).
pub(crate) async fn send(discord: &FakeDiscord, req: &Req) -> (u16, Value) {
    let mut stream = TcpStream::connect(discord.addr).await.unwrap();
    let json = req.body.to_string();
    let (content_type, body) = if req.files.is_empty() {
        ("application/json".to_string(), json.into_bytes())
    } else {
        let boundary = "fake-boundary-1234";
        let mut body = Vec::new();
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\
                 Content-Type: application/json\r\n\r\n{json}\r\n"
            )
            .as_bytes(),
        );
        for (i, (name, size)) in req.files.iter().enumerate() {
            body.extend_from_slice(
                format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"files[{i}]\"; \
                     filename=\"{name}\"\r\nContent-Type: image/gif\r\n\r\n"
                )
                .as_bytes(),
            );
            body.extend(std::iter::repeat_n(b'G', *size));
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        (format!("multipart/form-data; boundary={boundary}"), body)
    };
    let head = format!(
        "{} {} HTTP/1.1\r\nHost: {}\r\nAuthorization: Bot {}\r\nContent-Type: {content_type}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        req.method,
        req.path,
        discord.addr,
        fake::TOKEN,
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(&body).await.unwrap();
    stream.shutdown().await.unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.unwrap();
    let answer = String::from_utf8_lossy(&answer).to_string();
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let json = answer
        .split_once("\r\n\r\n")
        .and_then(|(_, body)| serde_json::from_str(body).ok())
        .unwrap_or(Value::Null);
    (status, json)
}

fn commands(body: Value) -> Req {
    Req {
        method: "PUT",
        path: format!(
            "/api/v10/applications/{}/guilds/{}/commands",
            fake::APP_ID,
            fake::GUILD_ID
        ),
        body,
        files: vec![],
    }
}

fn message(body: Value) -> Req {
    Req {
        method: "POST",
        path: format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID),
        body,
        files: vec![],
    }
}

fn callback(body: Value) -> Req {
    Req {
        method: "POST",
        path: "/api/v10/interactions/4242/itoken-4242/callback".to_string(),
        body,
        files: vec![],
    }
}

/// A well-formed slash command, to break one rule at a time.
fn command() -> Value {
    json!({
        "name": "move",
        "description": "Play a move",
        "name_localizations": { "ja": "指す" },
        "description_localizations": { "ja": "手を指す" },
        "options": [
            { "type": 3, "name": "move", "description": "Your move", "required": true,
              "autocomplete": true, "max_length": 64 },
            { "type": 4, "name": "game", "description": "Which game", "min_value": 1 },
            { "type": 3, "name": "variant", "description": "Which game to play",
              "choices": [ { "name": "Wa Shogi", "value": "wa",
                             "name_localizations": { "ja": "和将棋" } } ] }
        ]
    })
}

/// `command()` changed by `edit`, registered alone.
fn command_with(edit: impl FnOnce(&mut Value)) -> Req {
    let mut c = command();
    edit(&mut c);
    commands(json!([c]))
}

fn text(n: usize) -> String {
    "x".repeat(n)
}

/// The double answers `req` with `status` and Discord's `code`, names `field` (a
/// prefix of a dotted path with its error code) when given, and remembers the
/// refusal.
async fn refused(req: Req, status: u16, code: u64, field: Option<&str>) {
    let discord = FakeDiscord::start().await;
    let (got, answer) = send(&discord, &req).await;
    assert_eq!(got, status, "{answer:#}");
    assert_eq!(answer["code"], code, "{answer:#}");
    let refusals = discord.take_refusals();
    assert_eq!(refusals.len(), 1, "{refusals:?}");
    if let Some(field) = field {
        let fields = refusals[0].1.fields();
        assert!(
            fields.iter().any(|f| f.starts_with(field)),
            "expected an error at {field}, got {fields:?}"
        );
    }
}

async fn accepted(req: Req) -> Value {
    let discord = FakeDiscord::start().await;
    let (status, answer) = send(&discord, &req).await;
    assert!((200..300).contains(&status), "refused: {status} {answer:#}");
    assert!(discord.refusals().is_empty());
    answer
}

const INVALID: u64 = 50035;

// ---- commands ------------------------------------------------------------

#[tokio::test]
async fn a_well_formed_command_is_registered() {
    let answer = accepted(commands(json!([command()]))).await;
    assert_eq!(answer[0]["name"], "move");
}

#[tokio::test]
async fn a_command_name_outside_the_pattern_is_refused() {
    let req = command_with(|c| c["name"] = json!("my move!"));
    refused(
        req,
        400,
        INVALID,
        Some("0.name: APPLICATION_COMMAND_INVALID_NAME"),
    )
    .await;
}

#[tokio::test]
async fn a_command_name_longer_than_32_is_refused() {
    let req = command_with(|c| c["name"] = json!(text(33)));
    refused(req, 400, INVALID, Some("0.name")).await;
}

#[tokio::test]
async fn an_upper_case_option_name_is_refused() {
    let req = command_with(|c| c["options"][1]["name"] = json!("Game"));
    refused(
        req,
        400,
        INVALID,
        Some("0.options.1.name: APPLICATION_COMMAND_INVALID_NAME"),
    )
    .await;
}

#[tokio::test]
async fn an_upper_case_localized_name_is_refused() {
    let req = command_with(|c| c["name_localizations"]["ja"] = json!("Sasu"));
    refused(req, 400, INVALID, Some("0.name_localizations.ja")).await;
}

#[tokio::test]
async fn an_empty_description_is_refused() {
    let req = command_with(|c| c["description"] = json!(""));
    refused(
        req,
        400,
        INVALID,
        Some("0.description: BASE_TYPE_BAD_LENGTH"),
    )
    .await;
}

#[tokio::test]
async fn a_description_over_100_is_refused() {
    let req = command_with(|c| c["options"][0]["description"] = json!(text(101)));
    refused(req, 400, INVALID, Some("0.options.0.description")).await;
}

#[tokio::test]
async fn a_localized_description_over_100_is_refused() {
    let req = command_with(|c| c["description_localizations"]["ja"] = json!("手".repeat(101)));
    refused(req, 400, INVALID, Some("0.description_localizations.ja")).await;
}

#[tokio::test]
async fn a_locale_outside_discords_list_is_refused() {
    // Japanese is `ja` on Discord, not `jp` nor `ja-JP`.
    let req = command_with(|c| c["name_localizations"] = json!({ "ja-JP": "指す" }));
    refused(
        req,
        400,
        INVALID,
        Some("0.name_localizations.ja-JP: BASE_TYPE_CHOICES"),
    )
    .await;
}

#[tokio::test]
async fn a_required_option_after_an_optional_one_is_refused() {
    // The bug that kept every command off Discord: `variant` (optional) listed
    // before `opponent` (required) in a sub-command.
    let req = commands(json!([{
        "name": "ladder", "description": "The ladder",
        "options": [{
            "type": 1, "name": "challenge", "description": "Challenge someone",
            "options": [
                { "type": 3, "name": "variant", "description": "Which game" },
                { "type": 6, "name": "opponent", "description": "Whom", "required": true }
            ]
        }]
    }]));
    refused(
        req,
        400,
        INVALID,
        Some("0.options.0.options.1.required: APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"),
    )
    .await;
}

#[tokio::test]
async fn more_than_25_options_are_refused() {
    let options: Vec<Value> = (0..26)
        .map(|i| json!({ "type": 5, "name": format!("o{i}"), "description": "An option" }))
        .collect();
    let req = command_with(|c| c["options"] = json!(options));
    refused(req, 400, INVALID, Some("0.options: BASE_TYPE_MAX_LENGTH")).await;
}

#[tokio::test]
async fn more_than_25_choices_are_refused() {
    let choices: Vec<Value> = (0..26)
        .map(|i| json!({ "name": format!("c{i}"), "value": format!("c{i}") }))
        .collect();
    let req = command_with(|c| c["options"][2]["choices"] = json!(choices));
    refused(
        req,
        400,
        INVALID,
        Some("0.options.2.choices: BASE_TYPE_MAX_LENGTH"),
    )
    .await;
}

#[tokio::test]
async fn a_choice_name_over_100_is_refused() {
    let req = command_with(|c| c["options"][2]["choices"][0]["name"] = json!(text(101)));
    refused(req, 400, INVALID, Some("0.options.2.choices.0.name")).await;
}

#[tokio::test]
async fn an_empty_localized_choice_name_is_refused() {
    let req =
        command_with(|c| c["options"][2]["choices"][0]["name_localizations"]["ja"] = json!(""));
    refused(
        req,
        400,
        INVALID,
        Some("0.options.2.choices.0.name_localizations.ja"),
    )
    .await;
}

#[tokio::test]
async fn a_string_choice_value_over_100_is_refused() {
    let req = command_with(|c| c["options"][2]["choices"][0]["value"] = json!(text(101)));
    refused(req, 400, INVALID, Some("0.options.2.choices.0.value")).await;
}

#[tokio::test]
async fn min_value_on_a_string_option_is_refused() {
    let req = command_with(|c| c["options"][0]["min_value"] = json!(1));
    refused(req, 400, INVALID, Some("0.options.0.min_value")).await;
}

#[tokio::test]
async fn max_length_on_an_integer_option_is_refused() {
    let req = command_with(|c| c["options"][1]["max_length"] = json!(10));
    refused(req, 400, INVALID, Some("0.options.1.max_length")).await;
}

#[tokio::test]
async fn autocomplete_together_with_choices_is_refused() {
    let req = command_with(|c| c["options"][2]["autocomplete"] = json!(true));
    refused(req, 400, INVALID, Some("0.options.2.autocomplete")).await;
}

#[tokio::test]
async fn two_options_of_one_name_are_refused() {
    let req = command_with(|c| c["options"][2]["name"] = json!("game"));
    refused(req, 400, INVALID, Some("0.options.2.name")).await;
}

#[tokio::test]
async fn sub_commands_mixed_with_plain_options_are_refused() {
    let req = command_with(|c| {
        c["options"][2] = json!({ "type": 1, "name": "list", "description": "List them" })
    });
    refused(
        req,
        400,
        INVALID,
        Some("0.options: APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"),
    )
    .await;
}

#[tokio::test]
async fn a_group_holding_a_plain_option_is_refused() {
    let req = commands(json!([{
        "name": "ladder", "description": "The ladder",
        "options": [{
            "type": 2, "name": "admin", "description": "For admins",
            "options": [ { "type": 5, "name": "reset", "description": "Start afresh" } ]
        }]
    }]));
    refused(
        req,
        400,
        INVALID,
        Some("0.options.0.options: APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"),
    )
    .await;
}

/// Two options of 25 choices each: `name_chars` per choice name (and a
/// localization of `localized_chars`), a value of 60 characters.
fn big_command(name_chars: usize, localized_chars: usize) -> Value {
    let option = |o: usize| {
        let choices: Vec<Value> = (0..25)
            .map(|i| {
                json!({
                    "name": format!("{i:02}{}", text(name_chars - 2)),
                    "name_localizations": { "ja": "字".repeat(localized_chars) },
                    "value": format!("{i:02}{}", text(58)),
                })
            })
            .collect();
        json!({ "type": 3, "name": format!("o{o}"), "description": "An option",
                "choices": choices })
    };
    json!({ "name": "big", "description": "A big command", "options": [option(0), option(1)] })
}

#[tokio::test]
async fn a_command_over_the_size_limit_is_refused() {
    // 2 × 25 × (100 + 60) = 8000 characters in choices alone: over both the
    // documentation's 8000 and the 4000 the double keeps.
    let req = commands(json!([big_command(100, 1)]));
    refused(req, 400, INVALID, Some("0: APPLICATION_COMMAND_TOO_LARGE")).await;
}

#[tokio::test]
async fn the_size_limit_counts_the_longest_localization_of_each_field() {
    // By default names only 10 characters (2 × 25 × 70 = 3500: within 4000), but
    // the Japanese names are 100: counted, that is 8000.
    accepted(commands(json!([big_command(10, 10)]))).await;
    let req = commands(json!([big_command(10, 100)]));
    refused(req, 400, INVALID, Some("0: APPLICATION_COMMAND_TOO_LARGE")).await;
}

#[tokio::test]
async fn more_than_100_commands_are_refused() {
    let all: Vec<Value> = (0..101)
        .map(|i| {
            let mut c = command();
            c["name"] = json!(format!("move{i}"));
            c
        })
        .collect();
    refused(
        commands(json!(all)),
        400,
        INVALID,
        Some(": BASE_TYPE_MAX_LENGTH"),
    )
    .await;
}

#[tokio::test]
async fn the_bots_own_commands_pass_every_rule() {
    let output = Process::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .arg("commands")
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let payload: Value = serde_json::from_slice(&output.stdout).expect("one JSON document");
    let all = payload.as_array().expect("one array, as PUT sends it");
    assert!(all.len() >= 12);
    if let Err(refusal) = fake::rules::check_commands(&payload) {
        panic!("Discord would refuse the commands: {:?}", refusal.fields());
    }
    // And the double answers the real request as it answers Discord's.
    accepted(commands(payload)).await;
}

// ---- messages --------------------------------------------------------------

#[tokio::test]
async fn a_well_formed_message_is_posted() {
    let answer = accepted(message(json!({
        "content": "Your move",
        "embeds": [ { "title": "Game #1", "description": "A game" } ],
        "components": [ { "type": 1, "components": [
            { "type": 2, "style": 1, "label": "Accept", "custom_id": "accept:1" }
        ] } ]
    })))
    .await;
    assert_eq!(answer["content"], "Your move");
}

#[tokio::test]
async fn content_over_2000_is_refused() {
    let req = message(json!({ "content": text(2001) }));
    refused(req, 400, INVALID, Some("content: BASE_TYPE_MAX_LENGTH")).await;
}

#[tokio::test]
async fn an_empty_message_is_refused() {
    refused(message(json!({ "content": "" })), 400, 50006, None).await;
    refused(message(json!({})), 400, 50006, None).await;
}

#[tokio::test]
async fn more_than_10_embeds_are_refused() {
    let embeds: Vec<Value> = (0..11)
        .map(|i| json!({ "title": format!("{i}") }))
        .collect();
    let req = message(json!({ "embeds": embeds }));
    refused(req, 400, INVALID, Some("embeds: BASE_TYPE_MAX_LENGTH")).await;
}

#[tokio::test]
async fn an_embed_title_over_256_is_refused() {
    let req = message(json!({ "embeds": [ { "title": text(257) } ] }));
    refused(req, 400, INVALID, Some("embeds.0.title")).await;
}

#[tokio::test]
async fn an_embed_description_over_4096_is_refused() {
    let req = message(json!({ "embeds": [ { "description": text(4097) } ] }));
    refused(req, 400, INVALID, Some("embeds.0.description")).await;
}

#[tokio::test]
async fn more_than_25_embed_fields_are_refused() {
    let fields: Vec<Value> = (0..26)
        .map(|i| json!({ "name": format!("{i}"), "value": "v" }))
        .collect();
    let req = message(json!({ "embeds": [ { "fields": fields } ] }));
    refused(
        req,
        400,
        INVALID,
        Some("embeds.0.fields: BASE_TYPE_MAX_LENGTH"),
    )
    .await;
}

#[tokio::test]
async fn an_embed_field_name_over_256_is_refused() {
    let req =
        message(json!({ "embeds": [ { "fields": [ { "name": text(257), "value": "v" } ] } ] }));
    refused(req, 400, INVALID, Some("embeds.0.fields.0.name")).await;
}

#[tokio::test]
async fn an_embed_field_value_over_1024_is_refused() {
    let req =
        message(json!({ "embeds": [ { "fields": [ { "name": "n", "value": text(1025) } ] } ] }));
    refused(req, 400, INVALID, Some("embeds.0.fields.0.value")).await;
}

#[tokio::test]
async fn an_embed_footer_over_2048_is_refused() {
    let req = message(json!({ "embeds": [ { "footer": { "text": text(2049) } } ] }));
    refused(req, 400, INVALID, Some("embeds.0.footer.text")).await;
}

#[tokio::test]
async fn embeds_over_6000_together_are_refused() {
    // Each within its own limits, 8000 together.
    let req = message(json!({ "embeds": [
        { "description": text(4000) }, { "description": text(4000) }
    ] }));
    refused(req, 400, INVALID, Some("embeds: MAX_EMBED_SIZE_EXCEEDED")).await;
}

fn button(id: &str) -> Value {
    json!({ "type": 2, "style": 2, "label": "Press", "custom_id": id })
}

#[tokio::test]
async fn more_than_5_action_rows_are_refused() {
    let rows: Vec<Value> = (0..6)
        .map(|i| json!({ "type": 1, "components": [ button(&format!("b{i}")) ] }))
        .collect();
    let req = message(json!({ "content": "rows", "components": rows }));
    refused(req, 400, INVALID, Some("components: BASE_TYPE_MAX_LENGTH")).await;
}

#[tokio::test]
async fn more_than_5_buttons_in_a_row_are_refused() {
    let buttons: Vec<Value> = (0..6).map(|i| button(&format!("b{i}"))).collect();
    let req = message(
        json!({ "content": "row", "components": [ { "type": 1, "components": buttons } ] }),
    );
    refused(req, 400, INVALID, Some("components.0.components")).await;
}

#[tokio::test]
async fn a_custom_id_over_100_or_empty_is_refused() {
    for id in [text(101), String::new()] {
        let req = message(json!({ "content": "b", "components": [
            { "type": 1, "components": [ button(&id) ] }
        ] }));
        refused(
            req,
            400,
            INVALID,
            Some("components.0.components.0.custom_id"),
        )
        .await;
    }
}

#[tokio::test]
async fn two_buttons_with_one_custom_id_are_refused() {
    let req = message(json!({ "content": "b", "components": [
        { "type": 1, "components": [ button("accept:1") ] },
        { "type": 1, "components": [ button("accept:1") ] }
    ] }));
    refused(
        req,
        400,
        INVALID,
        Some("components.1.components.0.custom_id: COMPONENT_CUSTOM_ID_DUPLICATED"),
    )
    .await;
}

#[tokio::test]
async fn a_button_label_over_80_is_refused() {
    let mut b = button("b");
    b["label"] = json!(text(81));
    let req =
        message(json!({ "content": "b", "components": [ { "type": 1, "components": [b] } ] }));
    refused(req, 400, INVALID, Some("components.0.components.0.label")).await;
}

/// A well-formed string select with `n` options.
fn select(n: usize) -> Value {
    let options: Vec<Value> = (0..n)
        .map(|i| {
            json!({ "label": format!("Pawn {i}"), "value": format!("pick:1:0:f{i}a.0"),
                         "description": "2 squares to go to" })
        })
        .collect();
    json!({ "type": 3, "custom_id": "menu:1", "placeholder": "Choose a piece…",
            "options": options })
}

fn with_select(select: Value) -> Req {
    message(json!({ "content": "pick", "components": [
        { "type": 1, "components": [select] },
        { "type": 1, "components": [ button("next") ] }
    ] }))
}

#[tokio::test]
async fn a_select_menu_with_25_options_above_a_row_of_buttons_is_posted() {
    accepted(with_select(select(25))).await;
}

#[tokio::test]
async fn a_select_with_more_than_25_options_or_none_is_refused() {
    for n in [26, 0] {
        refused(
            with_select(select(n)),
            400,
            INVALID,
            Some("components.0.components.0.options: BASE_TYPE_BAD_LENGTH"),
        )
        .await;
    }
}

#[tokio::test]
async fn a_select_option_label_or_value_over_100_is_refused() {
    for key in ["label", "value"] {
        let mut s = select(3);
        s["options"][1][key] = json!(text(101));
        refused(
            with_select(s),
            400,
            INVALID,
            Some(&format!("components.0.components.0.options.1.{key}")),
        )
        .await;
    }
    let mut s = select(3);
    s["options"][2]["description"] = json!(text(101));
    refused(
        with_select(s),
        400,
        INVALID,
        Some("components.0.components.0.options.2.description"),
    )
    .await;
}

#[tokio::test]
async fn a_select_placeholder_over_150_is_refused() {
    let mut s = select(3);
    s["placeholder"] = json!(text(151));
    refused(
        with_select(s),
        400,
        INVALID,
        Some("components.0.components.0.placeholder"),
    )
    .await;
}

#[tokio::test]
async fn a_select_custom_id_over_100_is_refused() {
    let mut s = select(3);
    s["custom_id"] = json!(text(101));
    refused(
        with_select(s),
        400,
        INVALID,
        Some("components.0.components.0.custom_id"),
    )
    .await;
}

#[tokio::test]
async fn two_options_of_one_value_are_refused() {
    let mut s = select(3);
    s["options"][2]["value"] = s["options"][0]["value"].clone();
    refused(
        with_select(s),
        400,
        INVALID,
        Some("components.0.components.0.options.2.value: SELECT_COMPONENT_OPTION_VALUE_DUPLICATED"),
    )
    .await;
}

#[tokio::test]
async fn a_select_shares_its_row_with_nothing() {
    for row in [
        json!([select(3), button("next")]),
        json!([select(3), select(2)]),
    ] {
        let req = message(json!({ "content": "x", "components": [
            { "type": 1, "components": row }
        ] }));
        refused(req, 400, INVALID, Some("components.0.components")).await;
    }
}

#[tokio::test]
async fn an_update_is_for_components_only_a_select_too() {
    // Type 7 answers a component interaction (a select's choice among them)...
    let discord = FakeDiscord::start().await;
    discord.note_interaction(4242, 3);
    let update = callback(json!({ "type": 7, "data": {
        "content": "Choose where it goes",
        "components": [ { "type": 1, "components": [select(4)] } ] } }));
    assert_eq!(send(&discord, &update).await.0, 204);
    assert!(discord.refusals().is_empty());
    // ...and never a slash command, with or without a select.
    let discord = FakeDiscord::start().await;
    discord.note_interaction(4242, 2);
    let update = callback(json!({ "type": 7, "data": {
        "content": "Choose where it goes",
        "components": [ { "type": 1, "components": [select(4)] } ] } }));
    assert_eq!(send(&discord, &update).await.0, 400);
    let refusals = discord.take_refusals();
    assert!(refusals[0].1.fields()[0].starts_with("type: INTERACTION_CALLBACK_TYPE_INVALID"));
}

#[tokio::test]
async fn a_file_over_the_upload_limit_is_refused() {
    let discord = FakeDiscord::start().await;
    discord.set_upload_limit(64 * 1024);
    let mut req = message(json!({ "content": "a replay" }));
    req.files = vec![("game-1.gif".into(), 64 * 1024)];
    let (status, _) = send(&discord, &req).await;
    assert_eq!(status, 200, "a file at the limit is taken");
    req.files = vec![("game-1.gif".into(), 64 * 1024 + 1)];
    let (status, answer) = send(&discord, &req).await;
    assert_eq!(
        (status, answer["code"].as_u64()),
        (413, Some(40005)),
        "{answer}"
    );
    assert_eq!(discord.take_refusals().len(), 1);
}

#[tokio::test]
async fn the_default_upload_limit_is_10_mib() {
    let mut req = message(json!({ "content": "a replay" }));
    req.files = vec![("game-1.gif".into(), 10 * 1024 * 1024 + 1)];
    refused(req, 413, 40005, None).await;
}

// ---- interaction responses, threads ---------------------------------------

#[tokio::test]
async fn an_interaction_answered_with_an_empty_message_is_refused() {
    refused(
        callback(json!({ "type": 4, "data": { "content": "" } })),
        400,
        50006,
        None,
    )
    .await;
}

#[tokio::test]
async fn an_interaction_answer_over_2000_is_refused() {
    let req = callback(json!({ "type": 4, "data": { "content": text(2001) } }));
    refused(req, 400, INVALID, Some("content")).await;
}

#[tokio::test]
async fn an_interaction_answered_twice_is_refused() {
    let discord = FakeDiscord::start().await;
    let first = callback(json!({ "type": 4, "data": { "content": "hello" } }));
    assert_eq!(send(&discord, &first).await.0, 204);
    let (status, answer) = send(&discord, &first).await;
    assert_eq!((status, answer["code"].as_u64()), (400, Some(40060)));
    assert_eq!(discord.take_refusals().len(), 1);
}

#[tokio::test]
async fn a_command_answered_as_a_component_or_autocomplete_is_refused() {
    for answer in [
        json!({ "type": 6 }),
        json!({ "type": 7, "data": { "content": "updated" } }),
        json!({ "type": 8, "data": { "choices": [] } }),
    ] {
        let discord = FakeDiscord::start().await;
        discord.note_interaction(4242, 2);
        let (status, body) = send(&discord, &callback(answer.clone())).await;
        assert_eq!(
            (status, body["code"].as_u64()),
            (400, Some(INVALID)),
            "{answer}"
        );
        let refusals = discord.take_refusals();
        assert!(refusals[0].1.fields()[0].starts_with("type: INTERACTION_CALLBACK_TYPE_INVALID"));
    }
    // A button press may be answered by an update; an autocomplete only by choices.
    let discord = FakeDiscord::start().await;
    discord.note_interaction(4242, 3);
    let (status, _) = send(&discord, &callback(json!({ "type": 6 }))).await;
    assert_eq!(status, 204);
    let discord = FakeDiscord::start().await;
    discord.note_interaction(4242, 4);
    let message = callback(json!({ "type": 4, "data": { "content": "hi" } }));
    assert_eq!(send(&discord, &message).await.0, 400);
    discord.take_refusals();
}

#[tokio::test]
async fn more_than_25_autocomplete_choices_are_refused() {
    let choices: Vec<Value> = (0..26)
        .map(|i| json!({ "name": format!("{i}"), "value": format!("{i}") }))
        .collect();
    let req = callback(json!({ "type": 8, "data": { "choices": choices } }));
    refused(
        req,
        400,
        INVALID,
        Some("data.choices: BASE_TYPE_MAX_LENGTH"),
    )
    .await;
}

#[tokio::test]
async fn an_autocomplete_choice_name_over_100_is_refused() {
    let req = callback(json!({ "type": 8, "data": { "choices": [
        { "name": text(101), "value": "7g7f" }
    ] } }));
    refused(req, 400, INVALID, Some("data.choices.0.name")).await;
    accepted(callback(json!({ "type": 8, "data": { "choices": [
        { "name": text(100), "value": 7 }
    ] } })))
    .await;
}

#[tokio::test]
async fn a_thread_name_over_100_is_refused() {
    let req = Req {
        method: "POST",
        path: format!("/api/v10/channels/{}/threads", fake::CHANNEL_ID),
        body: json!({ "name": text(101), "type": 11 }),
        files: vec![],
    };
    refused(req, 400, INVALID, Some("name: BASE_TYPE_BAD_LENGTH")).await;
}

#[tokio::test]
#[should_panic(expected = "request(s) that Discord refuses")]
async fn a_test_whose_bot_was_refused_fails() {
    // Nobody takes the refusal: dropping the fake fails the test, as it fails any
    // end-to-end test in which the bot sent something Discord would refuse.
    let discord = FakeDiscord::start().await;
    let (status, _) = send(&discord, &message(json!({ "content": "" }))).await;
    assert_eq!(status, 400);
}
