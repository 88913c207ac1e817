//! The slash commands as Discord sees them (names and options are a contract).
//!
//! The English names are the canonical ones (Discord sends them back whatever the
//! client's language); Japanese clients see the Japanese names, descriptions and
//! choices given as `name_localizations` / `description_localizations` under "ja".
//! All the words come from `locales/*/commands.ftl`.

use serenity::all::{
    ChannelType, CommandOptionType, CreateCommand, CreateCommandOption, InstallationContext,
    InteractionContext,
};

use crate::commands::{CommandSpec, Kind, OptionSpec, SubcommandSpec, TABLE};
use crate::i18n::{catalog, Lang};

/// Message `id` in English and in Japanese.
fn words(id: &str) -> (String, String) {
    (
        catalog().format(Lang::En, id, &[]),
        catalog().format(Lang::Ja, id, &[]),
    )
}

/// A command with its canonical name, Japanese name (`cmd-<name>`) and description
/// (`cmd-<name>-desc`), and its options or sub-commands.
fn command(spec: &CommandSpec) -> CreateCommand {
    let name = spec.name;
    let (_, ja_name) = words(&format!("cmd-{name}"));
    let (en, ja) = words(&format!("cmd-{name}-desc"));
    let options = spec
        .options
        .iter()
        .map(option)
        .chain(spec.subcommands.iter().map(subcommand));
    options.fold(
        CreateCommand::new(name)
            .description(en)
            .name_localized(Lang::Ja.code(), ja_name)
            .description_localized(Lang::Ja.code(), ja),
        CreateCommand::add_option,
    )
}

/// An option or sub-command with its canonical name, Japanese name (`opt-<name>`,
/// or `sub-<name>` for a sub-command) and description.
fn named(kind: CommandOptionType, name: &str, description: &str) -> CreateCommandOption {
    let name_id = match kind {
        CommandOptionType::SubCommand => format!("sub-{name}"),
        _ => format!("opt-{name}"),
    };
    let (_, ja_name) = words(&name_id);
    let (en, ja) = words(description);
    CreateCommandOption::new(kind, name, en)
        .name_localized(Lang::Ja.code(), ja_name)
        .description_localized(Lang::Ja.code(), ja)
}

fn subcommand(spec: &SubcommandSpec) -> CreateCommandOption {
    spec.options.iter().map(option).fold(
        named(CommandOptionType::SubCommand, spec.name, spec.description),
        CreateCommandOption::add_sub_option,
    )
}

fn option(spec: &OptionSpec) -> CreateCommandOption {
    let name = spec.name;
    let kind = match spec.kind {
        Kind::Text { .. } | Kind::OneOf(_) | Kind::Handicap => CommandOptionType::String,
        Kind::Number { .. } => CommandOptionType::Integer,
        Kind::Flag => CommandOptionType::Boolean,
        Kind::Person => CommandOptionType::User,
        Kind::Channel => CommandOptionType::Channel,
        Kind::Role => CommandOptionType::Role,
    };
    let o = named(kind, name, spec.description).required(spec.required);
    match spec.kind {
        Kind::Text {
            max_len,
            autocomplete,
        } => o.max_length(max_len).set_autocomplete(autocomplete),
        Kind::Number {
            min,
            max,
            autocomplete,
        } => {
            let o = o.min_int_value(min as u64).set_autocomplete(autocomplete);
            match max {
                Some(max) => o.max_int_value(max as u64),
                None => o,
            }
        }
        Kind::Flag | Kind::Person | Kind::Role => o,
        // Where the bot can post: text and announcement channels.
        Kind::Channel => o.channel_types(vec![ChannelType::Text, ChannelType::News]),
        Kind::OneOf(values) => values.iter().fold(o, |o, value| {
            let (en, ja) = words(&crate::commands::choice_message(name, value));
            o.add_string_choice_localized(en, *value, [(Lang::Ja.code(), ja)])
        }),
        Kind::Handicap => crate::rules::handicap::Handicap::ALL
            .iter()
            .fold(o, |o, h| {
                o.add_string_choice_localized(
                    format!("{} ({})", h.name(), h.name_ja()),
                    h.id(),
                    [(Lang::Ja.code(), h.name_ja())],
                )
            }),
    }
}

/// Where Discord offers a command (its `integration_types` and `contexts`, which
/// only global commands take: Discord's "Contexts"). A server's own features: for
/// server installs, in servers. Everything else: for server and user installs, in
/// servers, the bot's DM and other DMs and group DMs (`PRIVATE_CHANNEL`, which
/// needs the user install).
fn offered(command: CreateCommand, spec: &CommandSpec) -> CreateCommand {
    if spec.server_only {
        command
            .integration_types(vec![InstallationContext::Guild])
            .contexts(vec![InteractionContext::Guild])
    } else {
        command
            .integration_types(vec![InstallationContext::Guild, InstallationContext::User])
            .contexts(vec![
                InteractionContext::Guild,
                InteractionContext::BotDm,
                InteractionContext::PrivateChannel,
            ])
    }
}

/// Whether the commands go to one server (a test server: Discord takes no
/// `integration_types` or `contexts` there) or to everywhere.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    Global,
    Server,
}

/// The registration payload as JSON: one array, exactly as sent to
/// `PUT /applications/{id}/commands` (what `washogi-bot commands` prints).
pub fn payload(scope: Scope) -> serde_json::Value {
    serde_json::to_value(all(scope)).expect("the command builders serialise")
}

/// Every command this version of the bot answers, from the command table.
pub fn all(scope: Scope) -> Vec<CreateCommand> {
    TABLE
        .iter()
        .map(|spec| match scope {
            Scope::Global => offered(command(spec), spec),
            Scope::Server => command(spec),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;

    /// Every name and description given in English and Japanese, within Discord's
    /// sizes, and none of them a message id left unformatted.
    fn check(what: &str, item: &Value) {
        let name = item["name"].as_str().unwrap();
        let ja_name = item["name_localizations"]["ja"]
            .as_str()
            .unwrap_or_else(|| panic!("{what} {name}: no Japanese name"));
        assert!(
            (1..=32).contains(&ja_name.chars().count()),
            "{what} {name}: {ja_name}"
        );
        assert!(ja_name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(ja_name, ja_name.to_lowercase(), "{what} {name}");
        assert!(
            !["opt-", "cmd-", "sub-"]
                .iter()
                .any(|p| ja_name.starts_with(p)),
            "{what} {name}: {ja_name}"
        );
        let en = item["description"].as_str().unwrap();
        let ja = item["description_localizations"]["ja"]
            .as_str()
            .unwrap_or_else(|| panic!("{what} {name}: no Japanese description"));
        for text in [en, ja] {
            assert!(
                (1..=100).contains(&text.chars().count()),
                "{what} {name}: {text}"
            );
            assert!(
                !text.starts_with("desc-") && !text.starts_with("cmd-"),
                "{text}"
            );
        }
        assert_ne!(en, ja, "{what} {name}: not translated");
        for choice in item["choices"].as_array().into_iter().flatten() {
            let ja = choice["name_localizations"]["ja"].as_str().unwrap();
            let en = choice["name"].as_str().unwrap();
            assert!(
                !en.starts_with("choice-") && !ja.starts_with("choice-"),
                "{en}"
            );
            assert!((1..=100).contains(&ja.chars().count()), "{ja}");
        }
        for sub in item["options"].as_array().into_iter().flatten() {
            check(&format!("{what} {name}"), sub);
        }
    }

    #[test]
    fn every_command_option_and_choice_has_japanese_words() {
        let all = serde_json::to_value(all(Scope::Global)).unwrap();
        let mut ja_names = Vec::new();
        for command in all.as_array().unwrap() {
            check("command", command);
            ja_names.push(command["name_localizations"]["ja"].as_str().unwrap());
        }
        let count = ja_names.len();
        ja_names.sort();
        ja_names.dedup();
        assert_eq!(ja_names.len(), count, "two commands share a Japanese name");
        assert_eq!(all[0]["name"], "start");
        // Played anywhere the app is; the ladder only in servers that added it.
        assert_eq!(all[0]["integration_types"], serde_json::json!([0, 1]));
        assert_eq!(all[0]["contexts"], serde_json::json!([0, 1, 2]));
        let ladder = all
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == "ladder")
            .unwrap();
        assert_eq!(ladder["integration_types"], serde_json::json!([0]));
        assert_eq!(ladder["contexts"], serde_json::json!([0]));
        let server = serde_json::to_value(super::all(Scope::Server)).unwrap();
        assert!(server[0].get("contexts").is_none());
        assert_eq!(
            all[0]["description"],
            "Challenge someone (or anyone here, or me) to a game"
        );
    }
}
