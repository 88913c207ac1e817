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

// ---------------------------------------------------------------- commands

/// reference.mdx, "Locales": the only keys a localization dictionary may have.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// application-commands.mdx, "Registering a Command": 100 global `CHAT_INPUT`
/// commands, and as many per guild.
pub const MAX_COMMANDS: usize = 100;
/// application-commands.mdx, "Application Command Structure" (`options`, max of 25)
/// and "Application Command Option Structure" (`options`, up to 25).
pub const MAX_OPTIONS: usize = 25;
/// application-commands.mdx, "Application Command Option Structure": `choices`,
/// max 25.
pub const MAX_CHOICES: usize = 25;
/// application-commands.mdx, "Slash Commands": the combined name, description and
/// value characters of a command, its options and choices; for a localized field
/// only its longest localization (the default included) counts. The documentation
/// of August 2026 says 8000; it said 4000 before, and the double keeps the smaller
/// number (the project's issue 21 asks for it): a command that passes here passes
/// under either.
pub const MAX_COMMAND_SIZE: usize = 4000;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const NUMBER: u64 = 10;

/// application-commands.mdx, "Application Command Naming": `CHAT_INPUT` command and
/// option names match `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, and a letter
/// with a lowercase variant must be lower case.
pub fn valid_name(name: &str) -> bool {
    let allowed = |c: char| {
        c == '-'
            || c == '_'
            || c == '\''
            || c.is_alphabetic()
            || c.is_numeric()
            // Devanagari and Thai, combining signs included.
            || ('\u{0900}'..='\u{097F}').contains(&c)
            || ('\u{0E00}'..='\u{0E7F}').contains(&c)
    };
    (1..=32).contains(&chars(name))
        && name.chars().all(allowed)
        && name
            .chars()
            .all(|c| c.to_lowercase().eq(std::iter::once(c)))
}

fn check_name(field: &Value, path: &[String], errors: &mut FormErrors) {
    match field.as_str() {
        Some(name) if valid_name(name) => {}
        _ => errors.add(
            path,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name is invalid: {field}"),
        ),
    }
}

/// application-commands.mdx, "Application Command Structure" / "Option Structure":
/// descriptions (and their localizations) are 1-100 characters.
fn check_description(field: &Value, path: &[String], errors: &mut FormErrors) {
    match field.as_str() {
        Some(d) if (1..=100).contains(&chars(d)) => {}
        _ => errors.add(
            path,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        ),
    }
}

/// A localization dictionary: keys from the locale list, values checked as the
/// field itself (application-commands.mdx, "Localization"; reference.mdx,
/// "Locales").
fn check_localizations(
    object: &Value,
    key: &str,
    path: &[String],
    errors: &mut FormErrors,
    check: impl Fn(&Value, &[String], &mut FormErrors),
) {
    let Some(dictionary) = object.get(key).filter(|v| !v.is_null()) else {
        return;
    };
    let path = at(path, key);
    let Some(dictionary) = dictionary.as_object() else {
        errors.add(&path, "DICT_TYPE_CONVERT", "Only dictionaries may be used.");
        return;
    };
    for (locale, value) in dictionary {
        if !LOCALES.contains(&locale.as_str()) {
            errors.add(
                &at(&path, locale),
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {LOCALES:?}."),
            );
        } else {
            check(value, &at(&path, locale), errors);
        }
    }
}

/// The longest of a field's default and localized values, in characters.
fn longest(object: &Value, key: &str) -> usize {
    let default = object[key].as_str().map_or(0, chars);
    let localized = object[format!("{key}_localizations")]
        .as_object()
        .into_iter()
        .flat_map(|d| d.values())
        .filter_map(Value::as_str)
        .map(chars)
        .max()
        .unwrap_or(0);
    default.max(localized)
}

/// A command's size as application-commands.mdx, "Slash Commands" counts it.
pub fn command_size(command: &Value) -> usize {
    fn option_size(option: &Value) -> usize {
        longest(option, "name")
            + longest(option, "description")
            + option["choices"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| longest(c, "name") + c["value"].as_str().map_or(0, chars))
                .sum::<usize>()
            + option["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(option_size)
                .sum::<usize>()
    }
    option_size(command)
}

/// A bulk registration (`PUT /applications/{app}/commands` or
/// `…/guilds/{guild}/commands`), as Discord checks it.
pub fn check_commands(body: &Value) -> Result<(), Refusal> {
    let mut errors = FormErrors::default();
    let Some(commands) = body.as_array() else {
        errors.add(&[], "BASE_TYPE_ARRAY", "Must be an array.");
        return errors.into_result();
    };
    if commands.len() > MAX_COMMANDS {
        errors.add(
            &[],
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_COMMANDS} or fewer in length."),
        );
    }
    let mut names = Vec::new();
    for (i, command) in commands.iter().enumerate() {
        let path = vec![i.to_string()];
        check_command(command, &path, &mut errors);
        let name = command["name"].as_str().unwrap_or("");
        // application-commands.mdx, "Registering a Command": names are unique per
        // application, type and scope.
        if names.contains(&name) {
            errors.add(
                &at(&path, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                format!("Application command names must be unique: {name}"),
            );
        }
        names.push(name);
    }
    errors.into_result()
}

fn check_command(command: &Value, path: &[String], errors: &mut FormErrors) {
    let kind = command["type"].as_u64().unwrap_or(1);
    if kind != 1 {
        // Only slash commands are registered by this bot; the rules below are theirs.
        errors.add(
            &at(path, "type"),
            "BASE_TYPE_CHOICES",
            "The fake Discord knows only CHAT_INPUT commands (type 1).",
        );
        return;
    }
    check_name(&command["name"], &at(path, "name"), errors);
    check_localizations(command, "name_localizations", path, errors, check_name);
    check_description(&command["description"], &at(path, "description"), errors);
    check_localizations(
        command,
        "description_localizations",
        path,
        errors,
        check_description,
    );
    check_options(command, path, 0, errors);
    let size = command_size(command);
    if size > MAX_COMMAND_SIZE {
        errors.add(
            path,
            "APPLICATION_COMMAND_TOO_LARGE",
            format!("Command exceeds maximum size ({MAX_COMMAND_SIZE}): {size}"),
        );
    }
}

/// The `options` of a command (`depth` 0), of a group (1) or of a sub-command.
fn check_options(parent: &Value, path: &[String], depth: usize, errors: &mut FormErrors) {
    let Some(options) = parent.get("options").filter(|o| !o.is_null()) else {
        return;
    };
    let path = at(path, "options");
    let Some(options) = options.as_array() else {
        errors.add(&path, "BASE_TYPE_ARRAY", "Must be an array.");
        return;
    };
    if options.len() > MAX_OPTIONS {
        errors.add(
            &path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_OPTIONS} or fewer in length."),
        );
    }
    let parent_kind = parent["type"].as_u64().unwrap_or(0);
    let is_sub = |o: &Value| matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP));
    // application-commands.mdx, "Subcommands and Subcommand Groups": a command
    // with sub-commands has no options of its own; a group holds only
    // sub-commands; a sub-command holds only plain options.
    let subs = options.iter().filter(|o| is_sub(o)).count();
    if parent_kind == SUB_COMMAND_GROUP
        && options
            .iter()
            .any(|o| o["type"].as_u64() != Some(SUB_COMMAND))
    {
        errors.add(
            &path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "A sub-command group may contain only sub-commands.",
        );
    } else if parent_kind == SUB_COMMAND && subs > 0 {
        errors.add(
            &path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "A sub-command may not contain sub-commands or groups.",
        );
    } else if subs > 0 && subs < options.len() {
        errors.add(
            &path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other types.",
        );
    }
    // application-commands.mdx, "Application Command Option Structure": required
    // options must be listed before optional options.
    let mut seen_optional = false;
    let mut names = Vec::new();
    for (i, option) in options.iter().enumerate() {
        let here = at(&path, i);
        let required = option["required"].as_bool().unwrap_or(false);
        if required && seen_optional {
            errors.add(
                &at(&here, "required"),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        seen_optional |= !required;
        // ("name must be unique within an array of application command options")
        let name = option["name"].as_str().unwrap_or("");
        if names.contains(&name) {
            errors.add(
                &at(&here, "name"),
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                format!("Option names must be unique: {name}"),
            );
        }
        names.push(name);
        check_option(option, &here, depth, errors);
    }
}

fn check_option(option: &Value, path: &[String], depth: usize, errors: &mut FormErrors) {
    let kind = option["type"].as_u64().unwrap_or(0);
    if !(1..=11).contains(&kind) {
        errors.add(
            &at(path, "type"),
            "BASE_TYPE_CHOICES",
            "Value must be one of (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11).",
        );
        return;
    }
    check_name(&option["name"], &at(path, "name"), errors);
    check_localizations(option, "name_localizations", path, errors, check_name);
    check_description(&option["description"], &at(path, "description"), errors);
    check_localizations(
        option,
        "description_localizations",
        path,
        errors,
        check_description,
    );
    let is_sub = kind == SUB_COMMAND || kind == SUB_COMMAND_GROUP;
    if is_sub && option.get("required").is_some_and(|r| r == true) {
        errors.add(
            &at(path, "required"),
            "APPLICATION_COMMAND_OPTION_INVALID",
            "Sub-commands and groups cannot be required.",
        );
    }
    if kind == SUB_COMMAND_GROUP && depth > 0 || kind == SUB_COMMAND && depth > 1 {
        errors.add(
            &at(path, "type"),
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-commands nest at most as command → group → sub-command.",
        );
    }
    // Discord takes an empty list (or null, or `autocomplete: false`) as the field
    // left out; serenity sends them so.
    let given = |key: &str| match option.get(key) {
        None | Some(Value::Null) => false,
        Some(Value::Array(a)) => !a.is_empty(),
        Some(_) => true,
    };
    if !is_sub && given("options") {
        errors.add(
            &at(path, "options"),
            "APPLICATION_COMMAND_OPTION_INVALID",
            "Only sub-commands and groups have options.",
        );
    }
    // "Valid Option Types" column: min/max_value on INTEGER and NUMBER, min/max_length
    // on STRING (each 0-6000 / 1-6000), choices and autocomplete on STRING, INTEGER
    // and NUMBER, and autocomplete never together with choices.
    let numeric = kind == INTEGER || kind == NUMBER;
    for key in ["min_value", "max_value"] {
        if option.get(key).is_some_and(|v| !v.is_null()) && !numeric {
            errors.add(
                &at(path, key),
                "APPLICATION_COMMAND_OPTION_INVALID",
                format!("{key} is only valid on INTEGER and NUMBER options."),
            );
        }
    }
    if let (Some(min), Some(max)) = (option["min_value"].as_f64(), option["max_value"].as_f64()) {
        if min > max {
            errors.add(
                &at(path, "max_value"),
                "NUMBER_TYPE_MIN",
                "max_value must not be below min_value.",
            );
        }
    }
    for (key, lowest) in [("min_length", 0), ("max_length", 1)] {
        let Some(value) = option.get(key).filter(|v| !v.is_null()) else {
            continue;
        };
        if kind != STRING {
            errors.add(
                &at(path, key),
                "APPLICATION_COMMAND_OPTION_INVALID",
                format!("{key} is only valid on STRING options."),
            );
        } else if !value.as_u64().is_some_and(|n| (lowest..=6000).contains(&n)) {
            errors.add(
                &at(path, key),
                "NUMBER_TYPE_MAX",
                format!("{key} must be between {lowest} and 6000."),
            );
        }
    }
    let has_choices = given("choices");
    let autocomplete = option["autocomplete"].as_bool().unwrap_or(false);
    if (has_choices || autocomplete) && !(kind == STRING || numeric) {
        errors.add(
            path,
            "APPLICATION_COMMAND_OPTION_INVALID",
            "Choices and autocomplete are only valid on STRING, INTEGER and NUMBER options.",
        );
    }
    if has_choices && autocomplete {
        errors.add(
            &at(path, "autocomplete"),
            "APPLICATION_COMMAND_OPTION_INVALID",
            "Autocomplete cannot be set with choices.",
        );
    }
    if has_choices {
        check_choices(&option["choices"], kind, &at(path, "choices"), errors);
    }
    if is_sub {
        check_options(option, path, depth + 1, errors);
    }
}

/// application-commands.mdx, "Application Command Option Choice Structure": at
/// most 25; names (and localized names) 1-100 characters; a string value at most
/// 100 characters, and of the option's type.
fn check_choices(choices: &Value, kind: u64, path: &[String], errors: &mut FormErrors) {
    let Some(choices) = choices.as_array() else {
        errors.add(path, "BASE_TYPE_ARRAY", "Must be an array.");
        return;
    };
    if choices.len() > MAX_CHOICES {
        errors.add(
            path,
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_CHOICES} or fewer in length."),
        );
    }
    for (i, choice) in choices.iter().enumerate() {
        let here = at(path, i);
        check_choice(choice, kind, &here, errors);
        check_localizations(
            choice,
            "name_localizations",
            &here,
            errors,
            check_choice_name,
        );
    }
}

fn check_choice_name(name: &Value, path: &[String], errors: &mut FormErrors) {
    if !name.as_str().is_some_and(|n| (1..=100).contains(&chars(n))) {
        errors.add(
            path,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
}

fn check_choice(choice: &Value, kind: u64, path: &[String], errors: &mut FormErrors) {
    check_choice_name(&choice["name"], &at(path, "name"), errors);
    let value = &choice["value"];
    let fits = match kind {
        STRING => value.as_str().is_some_and(|v| chars(v) <= 100),
        INTEGER => value.is_i64() || value.is_u64(),
        _ => value.is_number(),
    };
    if !fits {
        errors.add(
            &at(path, "value"),
            "BASE_TYPE_BAD_LENGTH",
            "A choice's value has the option's type; a string at most 100 characters.",
        );
    }
}

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
/// rows at the top), "Action Row" (up to 5 buttons, or one select), "Button" (a
/// label of at most 80 characters; a custom id of 1-100 characters on every
/// non-link button, none on a link) and "Custom ID" (unique in a message).
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
    let mut ids: Vec<&str> = Vec::new();
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
        if children.is_empty() || buttons > 5 || (buttons < children.len() && children.len() > 1) {
            errors.add(
                &at(&here, "components"),
                "BASE_TYPE_BAD_LENGTH",
                "An action row holds 1 to 5 buttons or a single select menu.",
            );
        }
        for (j, child) in row["components"]
            .as_array()
            .into_iter()
            .flatten()
            .enumerate()
        {
            let c = at(&at(&here, "components"), j);
            if child["label"].as_str().is_some_and(|l| chars(l) > 80) {
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
                Some(id) if ids.contains(&id) => errors.add(
                    &at(&c, "custom_id"),
                    "COMPONENT_CUSTOM_ID_DUPLICATED",
                    "Component custom id cannot be duplicated",
                ),
                Some(id) => ids.push(id),
                None => {}
            }
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
/// 3) and modal submits (5); an autocomplete (4) is answered with 8, and only it.
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
        1 | 5 | 6 | 9 | 10 | 12 => Ok(()),
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

/// opcodes-and-status-codes.mdx, 40060: a second callback to one interaction.
pub fn already_acknowledged() -> Refusal {
    Refusal {
        status: 400,
        body: json!({ "code": 40060, "message": "Interaction has already been acknowledged." }),
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
