//! The slash commands as Discord sees them (names and options are a contract).
//!
//! The English names are the canonical ones (Discord sends them back whatever the
//! client's language); Japanese clients see the Japanese names, descriptions and
//! choices given as `name_localizations` / `description_localizations` under "ja".
//! All the words come from `locales/*/commands.ftl`.

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

use crate::i18n::{catalog, Lang};

/// Message `id` in English and in Japanese.
fn words(id: &str) -> (String, String) {
    (
        catalog().format(Lang::En, id, &[]),
        catalog().format(Lang::Ja, id, &[]),
    )
}

/// A command with its canonical name, Japanese name (`cmd-<name>`) and description
/// (`cmd-<name>-desc`).
fn command(name: &str) -> CreateCommand {
    let (_, ja_name) = words(&format!("cmd-{name}"));
    let (en, ja) = words(&format!("cmd-{name}-desc"));
    CreateCommand::new(name)
        .description(en)
        .name_localized(Lang::Ja.code(), ja_name)
        .description_localized(Lang::Ja.code(), ja)
}

/// An option (or subcommand) with its canonical name, Japanese name (`opt-<name>`,
/// or `cmd-<name>` for a subcommand) and description (`<description>`).
fn option(kind: CommandOptionType, name: &str, description: &str) -> CreateCommandOption {
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

/// A string choice shown as message `id`, sending `value`.
fn choice(option: CreateCommandOption, id: &str, value: &str) -> CreateCommandOption {
    let (en, ja) = words(id);
    option.add_string_choice_localized(en, value, [(Lang::Ja.code(), ja)])
}

fn game_option() -> CreateCommandOption {
    option(CommandOptionType::Integer, "game", "desc-game")
        .min_int_value(1)
        .set_autocomplete(true)
}

fn variant_option() -> CreateCommandOption {
    let o = option(CommandOptionType::String, "variant", "desc-variant");
    let o = choice(o, "choice-variant-wa", "wa");
    let o = choice(o, "choice-variant-wa-drops", "wa-drops");
    choice(o, "choice-variant-shogi", "shogi")
}

fn pieces_option(description: &str) -> CreateCommandOption {
    let o = option(CommandOptionType::String, "pieces", description);
    let o = choice(o, "choice-pieces-kanji", "kanji");
    choice(o, "choice-pieces-letters", "letters")
}

/// A `/ladder` subcommand with its own `options`, then the `variant` every one
/// takes. `variant` is optional, and Discord refuses a required option listed after
/// an optional one, so it goes last; [`required_first`] checks the whole table.
fn ladder_sub(
    name: &str,
    description: &str,
    options: impl IntoIterator<Item = CreateCommandOption>,
) -> CreateCommandOption {
    let variant = option(CommandOptionType::String, "variant", "desc-ladder-variant");
    let variant = choice(variant, "choice-variant-wa", "wa");
    let variant = choice(variant, "choice-variant-wa-drops", "wa-drops");
    let variant = choice(variant, "choice-variant-shogi", "shogi");
    options.into_iter().chain([variant]).fold(
        option(CommandOptionType::SubCommand, name, description),
        CreateCommandOption::add_sub_option,
    )
}

fn days_option() -> CreateCommandOption {
    option(CommandOptionType::Integer, "days", "desc-days")
        .min_int_value(1)
        .max_int_value(14)
}

fn thread_option(description: &str) -> CreateCommandOption {
    option(CommandOptionType::Boolean, "thread", description)
}

fn handicap_option() -> CreateCommandOption {
    let (en, ja) = words("desc-handicap");
    let (_, ja_name) = words("opt-handicap");
    let mut handicap = CreateCommandOption::new(CommandOptionType::String, "handicap", en)
        .name_localized(Lang::Ja.code(), ja_name)
        .description_localized(Lang::Ja.code(), ja);
    for h in crate::rules::handicap::Handicap::ALL {
        handicap = handicap.add_string_choice_localized(
            format!("{} ({})", h.name(), h.name_ja()),
            h.id(),
            [(Lang::Ja.code(), h.name_ja())],
        );
    }
    handicap
}

/// The registration payload as JSON: one array, exactly as sent to
/// `PUT /applications/{id}/commands` (what `washogi-bot commands` prints).
pub fn payload() -> serde_json::Value {
    serde_json::to_value(all()).expect("the command builders serialise")
}

/// Every command this version of the bot answers.
pub fn all() -> Vec<CreateCommand> {
    vec![
        command("start")
            .add_option(option(
                CommandOptionType::User,
                "opponent",
                "desc-start-opponent",
            ))
            .add_option(variant_option())
            .add_option({
                let o = option(CommandOptionType::String, "color", "desc-color");
                let o = choice(o, "choice-color-random", "random");
                let o = choice(o, "choice-color-sente", "sente");
                choice(o, "choice-color-gote", "gote")
            })
            .add_option(days_option())
            .add_option(option(CommandOptionType::Boolean, "rated", "desc-rated"))
            .add_option(handicap_option())
            .add_option(option(CommandOptionType::String, "sfen", "desc-sfen").max_length(300))
            .add_option(
                option(CommandOptionType::Integer, "level", "desc-level")
                    .min_int_value(1)
                    .max_int_value(8),
            )
            .add_option(thread_option("desc-start-thread")),
        command("move")
            .add_option(
                option(CommandOptionType::String, "move", "desc-move")
                    .required(true)
                    .set_autocomplete(true)
                    .max_length(64),
            )
            .add_option(game_option()),
        command("resign").add_option(game_option()),
        command("draw").add_option(game_option()),
        command("takeback").add_option(game_option()),
        command("settings")
            .add_option(pieces_option("desc-settings-pieces"))
            .add_option({
                let o = option(CommandOptionType::String, "notify", "desc-notify");
                let o = choice(o, "choice-notify-channel", "channel");
                choice(o, "choice-notify-dm", "dm")
            })
            .add_option(thread_option("desc-settings-thread"))
            .add_option({
                let o = option(CommandOptionType::String, "scope", "desc-scope");
                let o = choice(o, "choice-scope-me", "me");
                choice(o, "choice-scope-server", "server")
            }),
        command("board")
            .add_option(game_option())
            .add_option(option(CommandOptionType::Boolean, "flip", "desc-flip"))
            .add_option(pieces_option("desc-board-pieces")),
        command("games").add_option(option(CommandOptionType::User, "user", "desc-games-user")),
        command("export").add_option(game_option()).add_option({
            let o = option(CommandOptionType::String, "format", "desc-format");
            let o = choice(o, "choice-format-usi", "usi");
            let o = choice(o, "choice-format-kif", "kif");
            let o = choice(o, "choice-format-sfen", "sfen");
            choice(o, "choice-format-gif", "gif")
        }),
        command("ladder")
            .add_option(ladder_sub("join", "desc-ladder-join", []))
            .add_option(ladder_sub("leave", "desc-ladder-leave", []))
            .add_option(ladder_sub("standings", "desc-ladder-standings", []))
            .add_option(ladder_sub(
                "challenge",
                "desc-ladder-challenge",
                [
                    option(CommandOptionType::User, "opponent", "desc-ladder-opponent")
                        .required(true),
                    days_option(),
                ],
            ))
            .add_option(ladder_sub(
                "away",
                "desc-ladder-away",
                [
                    option(CommandOptionType::Integer, "days", "desc-ladder-away-days")
                        .required(true)
                        .min_int_value(1)
                        .max_int_value(14),
                ],
            ))
            .add_option(ladder_sub("history", "desc-ladder-history", []))
            .add_option(ladder_sub(
                "close-season",
                "desc-ladder-close-season",
                [option(
                    CommandOptionType::Boolean,
                    "reset",
                    "desc-ladder-reset",
                )],
            ))
            .add_option(ladder_sub(
                "settings",
                "desc-ladder-settings",
                [option(
                    CommandOptionType::Integer,
                    "days",
                    "desc-ladder-accept-days",
                )
                .min_int_value(1)
                .max_int_value(14)],
            ))
            .add_option(ladder_sub(
                "remove",
                "desc-ladder-remove",
                [
                    option(CommandOptionType::User, "user", "desc-ladder-remove-user")
                        .required(true),
                ],
            )),
        command("rating").add_option(option(CommandOptionType::User, "user", "desc-rating-user")),
        command("help").add_option(
            option(CommandOptionType::String, "topic", "desc-topic")
                .set_autocomplete(true)
                .max_length(64),
        ),
    ]
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

    /// Discord refuses a required option after an optional one ("Application
    /// Command Option Structure"); the fake Discord checks that too, this says where.
    fn required_first(path: &str, item: &Value) {
        let options = item["options"].as_array().cloned().unwrap_or_default();
        let mut optional_seen = None;
        for o in &options {
            let name = o["name"].as_str().unwrap();
            if o["required"].as_bool().unwrap_or(false) {
                assert!(
                    optional_seen.is_none(),
                    "{path}: required option {name} after optional {optional_seen:?}"
                );
            } else {
                optional_seen = Some(name.to_string());
            }
            required_first(&format!("{path} {name}"), o);
        }
    }

    #[test]
    fn required_options_come_first_everywhere() {
        for command in payload().as_array().unwrap() {
            required_first(command["name"].as_str().unwrap(), command);
        }
    }

    #[test]
    fn every_command_option_and_choice_has_japanese_words() {
        let all = serde_json::to_value(all()).unwrap();
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
        assert_eq!(
            all[0]["description"],
            "Challenge someone (or anyone here, or me) to a game"
        );
    }
}
