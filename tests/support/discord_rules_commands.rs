//! Discord's published limits on application commands (the registration payload),
//! as the fake Discord enforces them; see `discord_rules.rs` for the sources.

use serde_json::Value;

use super::{at, chars, FormErrors, Refusal};

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
/// number: a command that passes here passes
/// under either.
pub const MAX_COMMAND_SIZE: usize = 4000;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
pub(super) const STRING: u64 = 3;
const INTEGER: u64 = 4;
pub(super) const NUMBER: u64 = 10;

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
    check_contexts(command, path, errors);
    let size = command_size(command);
    if size > MAX_COMMAND_SIZE {
        errors.add(
            path,
            "APPLICATION_COMMAND_TOO_LARGE",
            format!("Command exceeds maximum size ({MAX_COMMAND_SIZE}): {size}"),
        );
    }
}

/// A command's `integration_types` and `contexts` (application-commands.mdx,
/// "Application Command Structure"): lists of application integration types
/// (application.mdx, "Application Integration Types": `GUILD_INSTALL` 0,
/// `USER_INSTALL` 1) and of interaction context types (receiving-and-
/// responding.mdx, "Interaction Context Types": `GUILD` 0, `BOT_DM` 1,
/// `PRIVATE_CHANNEL` 2). developing-a-user-installable-app.mdx: "the
/// `PRIVATE_CHANNEL` interaction context can only be included in `contexts` if
/// `USER_INSTALL` is included in `integration_types` for the command"
/// (application-commands.mdx, "Interaction Contexts": it "is only meaningful for
/// commands installed to a user"). Checked when both fields are given: left out,
/// they default to `[0]` and `[0,1,2]` (Bulk Overwrite, JSON Params), a pair the
/// docs' own defaults make, so not one Discord refuses.
fn check_contexts(command: &Value, path: &[String], errors: &mut FormErrors) {
    let list = |key: &str, allowed: &[u64], errors: &mut FormErrors| -> Option<Vec<u64>> {
        let value = command.get(key).filter(|v| !v.is_null())?;
        let Some(items) = value.as_array() else {
            errors.add(&at(path, key), "BASE_TYPE_ARRAY", "Must be an array.");
            return None;
        };
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match item.as_u64().filter(|v| allowed.contains(v)) {
                Some(v) => out.push(v),
                None => errors.add(
                    &at(&at(path, key), i),
                    "BASE_TYPE_CHOICES",
                    format!("Value must be one of {allowed:?}."),
                ),
            }
        }
        Some(out)
    };
    let types = list("integration_types", &[0, 1], errors);
    let contexts = list("contexts", &[0, 1, 2], errors);
    if let (Some(types), Some(contexts)) = (types, contexts) {
        if contexts.contains(&2) && !types.contains(&1) {
            errors.add(
                &at(path, "contexts"),
                "APPLICATION_COMMAND_CONTEXTS_INVALID",
                "PRIVATE_CHANNEL (2) needs USER_INSTALL (1) in integration_types.",
            );
        }
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

pub(super) fn check_choice(choice: &Value, kind: u64, path: &[String], errors: &mut FormErrors) {
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
