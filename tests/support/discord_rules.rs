//! Discord's published limits, as the fake Discord enforces them: every payload the
//! bot sends is checked here, and a violation is answered as Discord answers it
//! (HTTP 400 with code 50035 and an `errors` object naming the field; 50006 for an
//! empty message; 413 with 40005 for a file over the upload limit; 40060 for an
//! interaction answered twice), never accepted.
//!
//! Each limit names its source: a section of Discord's developer documentation
//! (discord.com/developers/docs, as published in the discord-api-docs repository,
//! August 2026). The double is written from the documentation, not from the bot's
//! own code, so a mistake in the bot is not repeated here.

#![allow(dead_code)]

use serde_json::{json, Map, Value};

/// Discord's answer to a refused request.
#[derive(Clone, Debug)]
pub struct Refusal {
    pub status: u16,
    pub body: Value,
}

impl Refusal {
    /// Discord's JSON error code (50035, 50006, …).
    pub fn code(&self) -> u64 {
        self.body["code"].as_u64().unwrap_or(0)
    }

    /// The dotted paths of the fields the `errors` object names, with their error
    /// codes: `["0.options.1.name: APPLICATION_COMMAND_INVALID_NAME"]`.
    pub fn fields(&self) -> Vec<String> {
        let mut out = Vec::new();
        flatten(&self.body["errors"], String::new(), &mut out);
        out
    }
}

fn flatten(errors: &Value, path: String, out: &mut Vec<String>) {
    let Some(object) = errors.as_object() else {
        return;
    };
    for (key, value) in object {
        if key == "_errors" {
            for e in value.as_array().into_iter().flatten() {
                out.push(format!("{path}: {}", e["code"].as_str().unwrap_or("")));
            }
        } else {
            let next = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            flatten(value, next, out);
        }
    }
}

/// The form errors found in one payload, each at its path.
#[derive(Default)]
struct FormErrors(Vec<(Vec<String>, &'static str, String)>);

impl FormErrors {
    fn add(&mut self, path: &[String], code: &'static str, message: impl Into<String>) {
        self.0.push((path.to_vec(), code, message.into()));
    }

    /// Discord's "Invalid Form Body": `errors` nests the path, each leaf holding
    /// `_errors` (reference.mdx, "Error Messages").
    fn into_result(self) -> Result<(), Refusal> {
        if self.0.is_empty() {
            return Ok(());
        }
        let mut errors = Map::new();
        for (path, code, message) in self.0 {
            let mut node = &mut errors;
            for key in &path {
                node = node
                    .entry(key.clone())
                    .or_insert_with(|| json!({}))
                    .as_object_mut()
                    .unwrap();
            }
            node.entry("_errors")
                .or_insert_with(|| json!([]))
                .as_array_mut()
                .unwrap()
                .push(json!({ "code": code, "message": message }));
        }
        Err(Refusal {
            status: 400,
            body: json!({ "code": 50035, "message": "Invalid Form Body", "errors": errors }),
        })
    }
}

fn at(path: &[String], key: impl ToString) -> Vec<String> {
    let mut p = path.to_vec();
    p.push(key.to_string());
    p
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

#[path = "discord_rules_commands.rs"]
mod commands;
pub use commands::check_commands;
#[path = "discord_rules_modals.rs"]
mod modals;
use commands::{check_choice, MAX_CHOICES, NUMBER, STRING};
pub use modals::check_modal;

// ---------------------------------------------------------------- messages

/// message.mdx, "Create Message": `content` up to 2000 characters.
pub const MAX_CONTENT: usize = 2000;
/// message.mdx, "Create Message": up to 10 embeds.
pub const MAX_EMBEDS: usize = 10;
/// reference.mdx, "Uploading Files": the default upload limit per file (a
/// server's boosts may raise it; interactions carry it as `attachment_size_limit`).
pub const DEFAULT_UPLOAD_LIMIT: usize = 10 * 1024 * 1024;
/// message.mdx, "Message Flags": IS_COMPONENTS_V2 (1 << 15) changes the component
/// limits; this bot sends legacy components.
const IS_COMPONENTS_V2: u64 = 1 << 15;

/// What a message payload is part of: a new message must not be empty; an edit
/// changes only the fields it names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MessageKind {
    Create,
    Edit,
}

/// A message as created (`POST /channels/{id}/messages`, a follow-up, an
/// interaction's type 4 answer) or edited (`PATCH …/messages/{id}`, type 7).
pub fn check_message(
    body: &Value,
    files: &[super::http::File],
    upload_limit: usize,
    kind: MessageKind,
) -> Result<(), Refusal> {
    // reference.mdx, "Uploading Files" / opcodes-and-status-codes.mdx, 40005: a
    // file over the limit is refused as too large.
    if let Some(file) = files.iter().find(|f| f.bytes.len() > upload_limit) {
        return Err(Refusal {
            status: 413,
            body: json!({
                "code": 40005,
                "message": format!(
                    "Request entity too large: {} is {} bytes, the limit is {upload_limit}",
                    file.filename,
                    file.bytes.len()
                ),
            }),
        });
    }
    let mut errors = FormErrors::default();
    if let Some(content) = body["content"].as_str() {
        if chars(content) > MAX_CONTENT {
            errors.add(
                &["content".to_string()],
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {MAX_CONTENT} or fewer in length."),
            );
        }
    }
    check_embeds(&body["embeds"], &mut errors);
    check_components(body, &mut errors);
    errors.into_result()?;
    // message.mdx, "Create Message": at least one of content, embeds, sticker_ids,
    // components, files, poll is required (opcodes-and-status-codes.mdx, 50006:
    // "Cannot send an empty message"). An edit that empties every one of them is
    // refused the same way.
    let non_empty = |key: &str| match &body[key] {
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Null => false,
        _ => true,
    };
    let has_anything = ["content", "embeds", "sticker_ids", "components", "poll"]
        .iter()
        .any(|k| non_empty(k))
        || !files.is_empty()
        // Attachments kept from the message being edited.
        || (kind == MessageKind::Edit && non_empty("attachments"));
    let empty = match kind {
        MessageKind::Create => !has_anything,
        // An edit names only what it changes: empty only if it clears everything.
        MessageKind::Edit => {
            !has_anything
                && ["content", "embeds", "attachments"]
                    .iter()
                    .all(|k| body.get(*k).is_some())
        }
    };
    if empty {
        return Err(Refusal {
            status: 400,
            body: json!({ "code": 50006, "message": "Cannot send an empty message" }),
        });
    }
    Ok(())
}

/// message.mdx, "Embed Limits": title 256, description 4096, up to 25 fields (name
/// 256, value 1024), footer text 2048, author name 256, all of them across every
/// embed at most 6000; whitespace at either end is not counted.
fn check_embeds(embeds: &Value, errors: &mut FormErrors) {
    let Some(embeds) = embeds.as_array() else {
        return;
    };
    let path = vec!["embeds".to_string()];
    if embeds.len() > MAX_EMBEDS {
        errors.add(
            &path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_EMBEDS} or fewer in length."),
        );
    }
    let size = |v: &Value| v.as_str().map_or(0, |s| chars(s.trim()));
    let mut total = 0;
    for (i, embed) in embeds.iter().enumerate() {
        let here = at(&path, i);
        let mut limit = |value: &Value, path: Vec<String>, max: usize| {
            let n = size(value);
            total += n;
            if n > max {
                errors.add(
                    &path,
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length."),
                );
            }
        };
        limit(&embed["title"], at(&here, "title"), 256);
        limit(&embed["description"], at(&here, "description"), 4096);
        limit(
            &embed["footer"]["text"],
            at(&at(&here, "footer"), "text"),
            2048,
        );
        limit(
            &embed["author"]["name"],
            at(&at(&here, "author"), "name"),
            256,
        );
        let fields = embed["fields"].as_array().cloned().unwrap_or_default();
        for (j, field) in fields.iter().enumerate() {
            let f = at(&at(&here, "fields"), j);
            limit(&field["name"], at(&f, "name"), 256);
            limit(&field["value"], at(&f, "value"), 1024);
        }
        if fields.len() > 25 {
            errors.add(
                &at(&here, "fields"),
                "BASE_TYPE_MAX_LENGTH",
                "Must be 25 or fewer in length.",
            );
        }
    }
    if total > 6000 {
        errors.add(
            &path,
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000",
        );
    }
}

/// components/reference.mdx: "Legacy Message Component Behavior" (up to 5 action
/// rows at the top), "Action Row" (up to 5 buttons, or a single select, never
/// both), "Button" (a label of at most 80 characters; a custom id of 1-100
/// characters on every non-link button, none on a link), "String Select" (a custom
/// id of 1-100 characters; 1 to 25 options, each with a label and a value of 1-100
/// characters, unique values, a description of at most 100; a placeholder of at
/// most 150; min_values 0-25 and max_values 1-25, at most the options) and
/// "Custom ID" (unique in a message).
fn check_components(body: &Value, errors: &mut FormErrors) {
    let Some(rows) = body["components"].as_array() else {
        return;
    };
    let path = vec!["components".to_string()];
    let v2 = body["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0;
    if v2 {
        // The bot sends no components v2; checking them is left to a test that
        // needs them.
        return;
    }
    if rows.len() > 5 {
        errors.add(
            &path,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 5 or fewer in length.",
        );
    }
    let mut ids: Vec<String> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let here = at(&path, i);
        if row["type"].as_u64() != Some(1) {
            errors.add(
                &at(&here, "type"),
                "UNION_TYPE_CHOICES",
                "Top-level components of a message are action rows.",
            );
            continue;
        }
        let children = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = children
            .iter()
            .filter(|c| c["type"].as_u64() == Some(2))
            .count();
        let selects = children
            .iter()
            .filter(|c| c["type"].as_u64() == Some(3))
            .count();
        let fits = match (buttons, selects) {
            (1..=5, 0) => buttons == children.len(),
            (0, 1) => children.len() == 1,
            _ => false,
        };
        if !fits {
            errors.add(
                &at(&here, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 buttons or a single select menu.",
            );
        }
        for (j, child) in children.iter().enumerate() {
            let c = at(&at(&here, "components"), j);
            if child["type"].as_u64() == Some(3) {
                check_select(child, &c, errors);
            } else if child["label"].as_str().is_some_and(|l| chars(l) > 80) {
                errors.add(
                    &at(&c, "label"),
                    "BASE_TYPE_MAX_LENGTH",
                    "Must be 80 or fewer in length.",
                );
            }
            let is_link = child["type"].as_u64() == Some(2) && child["style"].as_u64() == Some(5);
            match child["custom_id"].as_str() {
                None if !is_link => errors.add(
                    &at(&c, "custom_id"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ),
                Some(id) if is_link || !(1..=100).contains(&chars(id)) => errors.add(
                    &at(&c, "custom_id"),
                    "BASE_TYPE_BAD_LENGTH",
                    "A custom id is 1 to 100 characters, and links have none.",
                ),
                Some(id) if ids.iter().any(|seen| seen == id) => errors.add(
                    &at(&c, "custom_id"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                ),
                Some(id) => ids.push(id.to_string()),
                None => {}
            }
        }
    }
}

/// A string select's own rules (components/reference.mdx, "String Select" and
/// "Select Option Structure").
fn check_select(select: &Value, path: &[String], errors: &mut FormErrors) {
    let options = select["options"].as_array().cloned().unwrap_or_default();
    if !(1..=25).contains(&options.len()) {
        errors.add(
            &at(path, "options"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 25 in length.",
        );
    }
    if select["placeholder"]
        .as_str()
        .is_some_and(|p| chars(p) > 150)
    {
        errors.add(
            &at(path, "placeholder"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 150 or fewer in length.",
        );
    }
    let min = select["min_values"].as_u64().unwrap_or(1);
    let max = select["max_values"].as_u64().unwrap_or(1);
    if min > 25 || !(1..=25).contains(&max) || min > max || max as usize > options.len().max(1) {
        errors.add(
            &at(path, "max_values"),
            "BASE_TYPE_BAD_LENGTH",
            "min_values 0 to 25, max_values 1 to 25 and at most the options.",
        );
    }
    let mut values: Vec<&str> = Vec::new();
    for (k, option) in options.iter().enumerate() {
        let o = at(&at(path, "options"), k);
        for key in ["label", "value"] {
            if !option[key]
                .as_str()
                .is_some_and(|t| (1..=100).contains(&chars(t)))
            {
                errors.add(
                    &at(&o, key),
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 100 in length.",
                );
            }
        }
        if option["description"]
            .as_str()
            .is_some_and(|d| chars(d) > 100)
        {
            errors.add(
                &at(&o, "description"),
                "BASE_TYPE_MAX_LENGTH",
                "Must be 100 or fewer in length.",
            );
        }
        match option["value"].as_str() {
            Some(v) if values.contains(&v) => errors.add(
                &at(&o, "value"),
                "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                "Select component option values must be unique",
            ),
            Some(v) => values.push(v),
            None => {}
        }
    }
}

// ---------------------------------------------------------------- interactions

/// An interaction callback (`POST /interactions/{id}/{token}/callback`),
/// receiving-and-responding.mdx, "Interaction Response Object": types 1, 4-10 and
/// 12; a message for 4 and 7 (checked as a message; an edit for 7); 5 and 6 carry at
/// most flags; for 8 at most 25 choices ("Autocomplete"), each as a command
/// option's choice (1-100 character name, a string value at most 100).
/// "Interaction Callback Type": 6 and 7 only answer components (interaction type
/// 3) and modal submits (5); an autocomplete (4) is answered with 8, and only it;
/// a modal (9) is "not available for `MODAL_SUBMIT` and `PING` interactions", and
/// overview.mdx: "Modals can only be opened in response to a user invoking one of
/// your app's commands or message components" (2 or 3); its `data` is checked by
/// [`check_modal`]. A modal after a deferral is a second callback (40060).
/// `interaction` is the type of the interaction answered, when known.
pub fn check_callback(
    body: &Value,
    files: &[super::http::File],
    upload_limit: usize,
    interaction: Option<u64>,
) -> Result<(), Refusal> {
    let kind = body["type"].as_u64().unwrap_or(0);
    if let Some(interaction) = interaction {
        let fits = match kind {
            6 | 7 => matches!(interaction, 3 | 5),
            8 => interaction == 4,
            9 => matches!(interaction, 2 | 3),
            _ => interaction != 4,
        };
        if !fits {
            let mut errors = FormErrors::default();
            errors.add(
                &["type".to_string()],
                "INTERACTION_CALLBACK_TYPE_INVALID",
                format!("Callback type {kind} cannot answer an interaction of type {interaction}."),
            );
            return errors.into_result();
        }
    }
    match kind {
        4 => check_message(&body["data"], files, upload_limit, MessageKind::Create),
        7 => check_message(&body["data"], files, upload_limit, MessageKind::Edit),
        9 => check_modal(&body["data"]),
        1 | 5 | 6 | 10 | 12 => Ok(()),
        8 => {
            let mut errors = FormErrors::default();
            let path = vec!["data".to_string(), "choices".to_string()];
            match body["data"]["choices"].as_array() {
                None => errors.add(&path, "BASE_TYPE_REQUIRED", "This field is required"),
                Some(choices) => {
                    if choices.len() > MAX_CHOICES {
                        errors.add(
                            &path,
                            "BASE_TYPE_MAX_LENGTH",
                            format!("Must be {MAX_CHOICES} or fewer in length."),
                        );
                    }
                    for (i, choice) in choices.iter().enumerate() {
                        // The option's type is not in the callback; a string or a
                        // number is accepted, a string checked for length.
                        let kind = if choice["value"].is_string() {
                            STRING
                        } else {
                            NUMBER
                        };
                        check_choice(choice, kind, &at(&path, i), &mut errors);
                    }
                }
            }
            errors.into_result()
        }
        _ => {
            let mut errors = FormErrors::default();
            errors.add(
                &["type".to_string()],
                "BASE_TYPE_CHOICES",
                "Value must be one of (1, 4, 5, 6, 7, 8, 9, 10, 12).",
            );
            errors.into_result()
        }
    }
}

/// A modal submit answered as if it were a component on a message: receiving-and-
/// responding.mdx, "Interaction Callback Type": `DEFERRED_UPDATE_MESSAGE` (6) and
/// `UPDATE_MESSAGE` (7) "edit the message the component was attached to"; a modal
/// submit has one only when a component opened the modal ("Interaction
/// Structure", `message`: "For components or modals triggered by components, the
/// message they were attached to"). A modal opened by a command is answered with
/// a message (4) or its deferral (5). `from_message`: whether the interaction has
/// a message, when known.
pub fn check_modal_submit_answer(
    body: &Value,
    interaction: Option<u64>,
    from_message: Option<bool>,
) -> Result<(), Refusal> {
    let kind = body["type"].as_u64().unwrap_or(0);
    if interaction == Some(5) && from_message == Some(false) && matches!(kind, 6 | 7) {
        let mut errors = FormErrors::default();
        errors.add(
            &["type".to_string()],
            "INTERACTION_CALLBACK_TYPE_INVALID",
            format!("Callback type {kind} needs a message: this modal was not opened from one."),
        );
        return errors.into_result();
    }
    Ok(())
}

/// opcodes-and-status-codes.mdx, 40060: a second callback to one interaction.
pub fn already_acknowledged() -> Refusal {
    Refusal {
        status: 400,
        body: json!({ "code": 40060, "message": "Interaction has already been acknowledged." }),
    }
}

/// receiving-and-responding.mdx, "Create Followup Message": "Apps are limited to 5
/// followup messages per interaction if it was initiated from a user-installed app
/// and isn't installed in the server (meaning the authorizing integration owners
/// object only contains `USER_INSTALL`)"; change-log.mdx, June 27, 2024: "limited
/// to creating a maximum of 5 follow-ups … This only affects the Create Followup
/// Message endpoint, and apps installed to the server are unaffected."
pub const MAX_USER_INSTALL_FOLLOWUPS: usize = 5;

/// The sixth follow-up: opcodes-and-status-codes.mdx, JSON error code 40094 "This
/// interaction has hit the maximum number of follow up messages". The docs give
/// the code but not the HTTP status; the double answers 400, as for the other
/// 400xx codes of a request Discord will not carry out.
pub fn too_many_followups() -> Refusal {
    Refusal {
        status: 400,
        body: json!({
            "code": 40094,
            "message": "This interaction has hit the maximum number of follow up messages",
        }),
    }
}

// ---------------------------------------------------------------- channels

/// opcodes-and-status-codes.mdx: JSON error code 50001 "Missing access", HTTP 403
/// FORBIDDEN "The `Authorization` token you passed did not have permission to the
/// resource": a bot acting in a channel it is not in.
pub fn missing_access() -> Refusal {
    Refusal {
        status: 403,
        body: json!({ "code": 50001, "message": "Missing Access" }),
    }
}

// ---------------------------------------------------------------- threads

/// channel.mdx, "Start Thread from Message" / "without Message": `name`, 1-100
/// characters.
pub fn check_thread(body: &Value) -> Result<(), Refusal> {
    let mut errors = FormErrors::default();
    if !body["name"]
        .as_str()
        .is_some_and(|n| (1..=100).contains(&chars(n)))
    {
        errors.add(
            &["name".to_string()],
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    errors.into_result()
}
