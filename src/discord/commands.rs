//! The slash commands as Discord sees them (names and options are a contract).

use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption};

fn game_option() -> CreateCommandOption {
    CreateCommandOption::new(
        CommandOptionType::Integer,
        "game",
        "Game number (default: your only game here)",
    )
    .min_int_value(1)
    .set_autocomplete(true)
}

fn variant_option() -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::String, "variant", "Which game")
        .add_string_choice("Wa Shogi (no drops)", "wa")
        .add_string_choice("Wa Shogi with drops", "wa-drops")
        .add_string_choice("Shogi", "shogi")
}

fn pieces_option(description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::String, "pieces", description)
        .add_string_choice("Kanji", "kanji")
        .add_string_choice("Letters (with the moves drawn on each piece)", "letters")
}

fn days_option() -> CreateCommandOption {
    CreateCommandOption::new(
        CommandOptionType::Integer,
        "days",
        "Days per move (default 3)",
    )
    .min_int_value(1)
    .max_int_value(14)
}

fn thread_option(description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::Boolean, "thread", description)
}

/// A `/ladder` subcommand: each is about one game's ladder (`variant`, default the
/// server's default game).
fn ladder_sub(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::SubCommand, name, description).add_sub_option(
        CreateCommandOption::new(
            CommandOptionType::String,
            "variant",
            "Which game's ladder (default: the server's)",
        )
        .add_string_choice("Wa Shogi (no drops)", "wa")
        .add_string_choice("Wa Shogi with drops", "wa-drops")
        .add_string_choice("Shogi", "shogi"),
    )
}

/// Every command this version of the bot answers.
pub fn all() -> Vec<CreateCommand> {
    vec![
        CreateCommand::new("start")
            .description("Challenge someone (or anyone here, or me) to a game")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "opponent",
                "A person, me (the computer), or leave out for an open challenge",
            ))
            .add_option(variant_option())
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "color", "Your side")
                    .add_string_choice("Random", "random")
                    .add_string_choice("Sente (moves first)", "sente")
                    .add_string_choice("Gote", "gote"),
            )
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "days",
                    "Days per move (default 3)",
                )
                .min_int_value(1)
                .max_int_value(14),
            )
            .add_option(CreateCommandOption::new(
                CommandOptionType::Boolean,
                "rated",
                "Rated game (default true)",
            ))
            .add_option({
                let mut handicap = CreateCommandOption::new(
                    CommandOptionType::String,
                    "handicap",
                    "Shogi with a handicap (unrated); the giver plays gote and moves first",
                );
                for h in crate::rules::handicap::Handicap::ALL {
                    handicap = handicap
                        .add_string_choice(format!("{} ({})", h.name(), h.name_ja()), h.id());
                }
                handicap
            })
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "sfen",
                    "Start from this position (SFEN; unrated)",
                )
                .max_length(300),
            )
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::Integer,
                    "level",
                    "Against me: how well I play, 1 (a beginner can win) to 8 (full strength)",
                )
                .min_int_value(1)
                .max_int_value(8),
            )
            .add_option(thread_option(
                "Play the game in a thread of its own (default: your /settings)",
            )),
        CreateCommand::new("move")
            .description("Play a move")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "move",
                    "Your move, e.g. 7g7f, P*5e or P7f",
                )
                .required(true)
                .set_autocomplete(true)
                .max_length(64),
            )
            .add_option(game_option()),
        CreateCommand::new("resign")
            .description("Resign a game (asks to confirm)")
            .add_option(game_option()),
        CreateCommand::new("draw")
            .description(
                "Offer a draw, accept your opponent's offer, or claim an impasse (wa-drops)",
            )
            .add_option(game_option()),
        CreateCommand::new("takeback")
            .description("Ask your opponent to undo your last move (unrated games)")
            .add_option(game_option()),
        CreateCommand::new("settings")
            .description("Your own choices (or, with Manage Server, the server's defaults)")
            .add_option(pieces_option("How pieces are drawn for you"))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "notify",
                    "How you hear that it is your move",
                )
                .add_string_choice("Mention me in the game's channel", "channel")
                .add_string_choice("Direct message me (with a link)", "dm"),
            )
            .add_option(thread_option(
                "Games from your challenges in a thread of their own",
            ))
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "scope",
                    "Whose settings: yours (default), or the server's defaults (admins)",
                )
                .add_string_choice("Mine", "me")
                .add_string_choice("This server's defaults", "server"),
            ),
        CreateCommand::new("board")
            .description("Show a game's position")
            .add_option(game_option())
            .add_option(CreateCommandOption::new(
                CommandOptionType::Boolean,
                "flip",
                "Turn the board around",
            ))
            .add_option(pieces_option("This picture only: kanji or letters")),
        CreateCommand::new("games")
            .description("List the active games in this server")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "user",
                "Only this player's games",
            )),
        CreateCommand::new("export")
            .description("Download a game record (finished games too)")
            .add_option(game_option())
            .add_option(
                CreateCommandOption::new(CommandOptionType::String, "format", "Record format")
                    .add_string_choice("USI", "usi")
                    .add_string_choice("KIF", "kif")
                    .add_string_choice("SFEN (current position)", "sfen")
                    .add_string_choice("GIF (animated replay)", "gif"),
            ),
        CreateCommand::new("ladder")
            .description("This server's challenge ladders, one per game")
            .add_option(ladder_sub("join", "Join a ladder at the bottom"))
            .add_option(ladder_sub("leave", "Leave a ladder; the gap closes"))
            .add_option(ladder_sub("standings", "Show a ladder"))
            .add_option(
                ladder_sub(
                    "challenge",
                    "Challenge someone at most 3 places above you (rated; declining forfeits)",
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::User,
                        "opponent",
                        "Who to challenge",
                    )
                    .required(true),
                )
                .add_sub_option(days_option()),
            )
            .add_option(
                ladder_sub(
                    "away",
                    "Be away: challenges to you wait (twice a season, up to 14 days)",
                )
                .add_sub_option(
                    CreateCommandOption::new(CommandOptionType::Integer, "days", "How many days")
                        .required(true)
                        .min_int_value(1)
                        .max_int_value(14),
                ),
            )
            .add_option(ladder_sub("history", "Past seasons' top places"))
            .add_option(
                ladder_sub(
                    "close-season",
                    "Close the season: archive and post the standings (Manage Server)",
                )
                .add_sub_option(CreateCommandOption::new(
                    CommandOptionType::Boolean,
                    "reset",
                    "Start the next season ordered by rating (default: keep this order)",
                )),
            )
            .add_option(
                ladder_sub(
                    "settings",
                    "The default game (variant) and days to accept a challenge (Manage Server)",
                )
                .add_sub_option(
                    CreateCommandOption::new(
                        CommandOptionType::Integer,
                        "days",
                        "Days a challenged player has to accept a ladder challenge (default 3)",
                    )
                    .min_int_value(1)
                    .max_int_value(14),
                ),
            )
            .add_option(
                ladder_sub("remove", "Take a player off a ladder (Manage Server)").add_sub_option(
                    CreateCommandOption::new(CommandOptionType::User, "user", "Who to remove")
                        .required(true),
                ),
            ),
        CreateCommand::new("rating")
            .description("Ratings in every game, ladder places and records")
            .add_option(CreateCommandOption::new(
                CommandOptionType::User,
                "user",
                "Whose (default: yours)",
            )),
        CreateCommand::new("help")
            .description("How to play; a piece's moves")
            .add_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "topic",
                    "A piece, rules, notation or commands",
                )
                .set_autocomplete(true)
                .max_length(64),
            ),
    ]
}
