//! The slash commands, each declared once: its options in order (Discord refuses
//! a required option after an optional one; `tests` below check it), their kinds,
//! limits and description messages. Names are a contract (users and outside tests
//! type them); the words live in `locales/*/commands.ftl`.

use super::{CommandSpec, Kind, OptionSpec, SubcommandSpec};

use washogi_rules::VariantId;

/// The games' menu: every game's id, in the rules' order.
const VARIANTS: &[&str] = &[
    VariantId::ALL[0].id(),
    VariantId::ALL[1].id(),
    VariantId::ALL[2].id(),
];

const fn optional(name: &'static str, kind: Kind, description: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: false,
        description,
    }
}

const fn required(name: &'static str, kind: Kind, description: &'static str) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: true,
        description,
    }
}

/// Which game: an id, suggested as the user types.
const GAME: OptionSpec = optional(
    "game",
    Kind::Number {
        min: 1,
        max: None,
        autocomplete: true,
    },
    "desc-game",
);

const DAYS: Kind = Kind::Number {
    min: 1,
    max: Some(14),
    autocomplete: false,
};

/// Which tournament: its number (default: the server's latest).
const TOURNAMENT: OptionSpec = optional(
    "tournament",
    Kind::Number {
        min: 1,
        max: None,
        autocomplete: false,
    },
    "desc-tournament-id",
);

/// Every ladder sub-command's last option: the game whose ladder it is.
const LADDER_VARIANT: OptionSpec =
    optional("variant", Kind::OneOf(VARIANTS), "desc-ladder-variant");

const fn ladder(
    name: &'static str,
    description: &'static str,
    options: &'static [OptionSpec],
) -> SubcommandSpec {
    SubcommandSpec {
        name,
        description,
        options,
    }
}

const fn plain(name: &'static str, options: &'static [OptionSpec]) -> CommandSpec {
    CommandSpec {
        name,
        options,
        subcommands: &[],
    }
}

/// Every command this version of the bot answers, in the order Discord lists them.
pub const TABLE: &[CommandSpec] = &[
    plain(
        "start",
        &[
            optional("opponent", Kind::Person, "desc-start-opponent"),
            optional("variant", Kind::OneOf(VARIANTS), "desc-variant"),
            optional(
                "color",
                Kind::OneOf(&["random", "sente", "gote"]),
                "desc-color",
            ),
            optional("days", DAYS, "desc-days"),
            optional("rated", Kind::Flag, "desc-rated"),
            optional("handicap", Kind::Handicap, "desc-handicap"),
            optional(
                "sfen",
                Kind::Text {
                    max_len: 300,
                    autocomplete: false,
                },
                "desc-sfen",
            ),
            optional(
                "level",
                Kind::Number {
                    min: 1,
                    max: Some(8),
                    autocomplete: false,
                },
                "desc-level",
            ),
            optional("thread", Kind::Flag, "desc-start-thread"),
        ],
    ),
    plain(
        "move",
        &[
            required(
                "move",
                Kind::Text {
                    max_len: 64,
                    autocomplete: true,
                },
                "desc-move",
            ),
            GAME,
        ],
    ),
    plain("resign", &[GAME]),
    plain("analyse", &[GAME]),
    plain("hint", &[GAME]),
    plain(
        "puzzle",
        &[
            optional(
                "move",
                Kind::Text {
                    max_len: 64,
                    autocomplete: true,
                },
                "desc-puzzle-move",
            ),
            optional("variant", Kind::OneOf(VARIANTS), "desc-puzzle-variant"),
            optional(
                "theme",
                Kind::OneOf(crate::game::THEMES),
                "desc-puzzle-theme",
            ),
            optional("daily", Kind::OneOf(&["on", "off"]), "desc-puzzle-daily"),
            optional("channel", Kind::Channel, "desc-puzzle-channel"),
            optional(
                "hour",
                Kind::Number {
                    min: 0,
                    max: Some(23),
                    autocomplete: false,
                },
                "desc-puzzle-hour",
            ),
        ],
    ),
    plain("draw", &[GAME]),
    plain("takeback", &[GAME]),
    plain(
        "settings",
        &[
            optional(
                "pieces",
                Kind::OneOf(&["kanji", "letters"]),
                "desc-settings-pieces",
            ),
            optional("notify", Kind::OneOf(&["channel", "dm"]), "desc-notify"),
            optional("thread", Kind::Flag, "desc-settings-thread"),
            optional("scope", Kind::OneOf(&["me", "server"]), "desc-scope"),
        ],
    ),
    plain(
        "board",
        &[
            GAME,
            optional("flip", Kind::Flag, "desc-flip"),
            optional(
                "pieces",
                Kind::OneOf(&["kanji", "letters"]),
                "desc-board-pieces",
            ),
        ],
    ),
    plain(
        "games",
        &[optional("user", Kind::Person, "desc-games-user")],
    ),
    plain(
        "export",
        &[
            GAME,
            optional(
                "format",
                Kind::OneOf(&["usi", "kif", "sfen", "gif"]),
                "desc-format",
            ),
        ],
    ),
    CommandSpec {
        name: "ladder",
        options: &[],
        subcommands: &[
            ladder("join", "desc-ladder-join", &[LADDER_VARIANT]),
            ladder("leave", "desc-ladder-leave", &[LADDER_VARIANT]),
            ladder("standings", "desc-ladder-standings", &[LADDER_VARIANT]),
            ladder(
                "challenge",
                "desc-ladder-challenge",
                &[
                    required("opponent", Kind::Person, "desc-ladder-opponent"),
                    optional("days", DAYS, "desc-days"),
                    LADDER_VARIANT,
                ],
            ),
            ladder(
                "away",
                "desc-ladder-away",
                &[
                    required("days", DAYS, "desc-ladder-away-days"),
                    LADDER_VARIANT,
                ],
            ),
            ladder("history", "desc-ladder-history", &[LADDER_VARIANT]),
            ladder(
                "close-season",
                "desc-ladder-close-season",
                &[
                    optional("reset", Kind::Flag, "desc-ladder-reset"),
                    LADDER_VARIANT,
                ],
            ),
            ladder(
                "settings",
                "desc-ladder-settings",
                &[
                    optional("days", DAYS, "desc-ladder-accept-days"),
                    LADDER_VARIANT,
                ],
            ),
            ladder(
                "remove",
                "desc-ladder-remove",
                &[
                    required("user", Kind::Person, "desc-ladder-remove-user"),
                    LADDER_VARIANT,
                ],
            ),
        ],
    },
    CommandSpec {
        name: "tournament",
        options: &[],
        subcommands: &[
            ladder(
                "create",
                "desc-tournament-create",
                &[
                    required(
                        "name",
                        Kind::Text {
                            max_len: 60,
                            autocomplete: false,
                        },
                        "desc-tournament-name",
                    ),
                    optional("variant", Kind::OneOf(VARIANTS), "desc-variant"),
                    optional(
                        "format",
                        Kind::OneOf(&["swiss", "round-robin", "double-round-robin"]),
                        "desc-tournament-format",
                    ),
                    optional(
                        "rounds",
                        Kind::Number {
                            min: 1,
                            max: Some(20),
                            autocomplete: false,
                        },
                        "desc-tournament-rounds",
                    ),
                    optional("days", DAYS, "desc-days"),
                    optional("rated", Kind::Flag, "desc-rated"),
                    optional(
                        "hours",
                        Kind::Number {
                            min: 0,
                            max: Some(720),
                            autocomplete: false,
                        },
                        "desc-tournament-hours",
                    ),
                    optional("late", Kind::Flag, "desc-tournament-late"),
                    optional("thread", Kind::Flag, "desc-tournament-thread"),
                    optional(
                        "round-days",
                        Kind::Number {
                            min: 1,
                            max: Some(60),
                            autocomplete: false,
                        },
                        "desc-tournament-round-days",
                    ),
                ],
            ),
            ladder("start", "desc-tournament-start", &[TOURNAMENT]),
            ladder("join", "desc-tournament-join", &[TOURNAMENT]),
            ladder("leave", "desc-tournament-leave", &[TOURNAMENT]),
            ladder("standings", "desc-tournament-standings", &[TOURNAMENT]),
            ladder(
                "pairings",
                "desc-tournament-pairings",
                &[
                    TOURNAMENT,
                    optional(
                        "round",
                        Kind::Number {
                            min: 1,
                            max: None,
                            autocomplete: false,
                        },
                        "desc-tournament-round",
                    ),
                ],
            ),
            ladder("history", "desc-tournament-history", &[]),
            ladder(
                "role",
                "desc-tournament-role",
                &[optional("role", Kind::Role, "desc-tournament-role-role")],
            ),
        ],
    },
    plain(
        "rating",
        &[optional("user", Kind::Person, "desc-rating-user")],
    ),
    plain(
        "help",
        &[optional(
            "topic",
            Kind::Text {
                max_len: 64,
                autocomplete: true,
            },
            "desc-topic",
        )],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord refuses a required option listed after an optional one
    /// ("Application Command Option Structure"): the registration then fails whole.
    #[test]
    fn required_options_come_first_everywhere() {
        let lists = TABLE.iter().map(|c| (c.name, c.options)).chain(
            TABLE
                .iter()
                .flat_map(|c| c.subcommands.iter().map(|s| (s.name, s.options))),
        );
        for (name, options) in lists {
            let first_optional = options.iter().position(|o| !o.required);
            let last_required = options.iter().rposition(|o| o.required);
            if let (Some(optional), Some(required)) = (first_optional, last_required) {
                assert!(
                    required < optional,
                    "/{name}: a required option after an optional one"
                );
            }
        }
    }

    #[test]
    fn names_are_unique_in_every_list() {
        let mut commands: Vec<&str> = TABLE.iter().map(|c| c.name).collect();
        commands.sort();
        commands.dedup();
        assert_eq!(commands.len(), TABLE.len());
        for c in TABLE {
            assert!(
                c.options.is_empty() || c.subcommands.is_empty(),
                "{}",
                c.name
            );
            let lists = std::iter::once(c.options).chain(c.subcommands.iter().map(|s| s.options));
            for options in lists {
                let mut names: Vec<&str> = options.iter().map(|o| o.name).collect();
                names.sort();
                names.dedup();
                assert_eq!(names.len(), options.len(), "/{}", c.name);
            }
        }
    }
}
