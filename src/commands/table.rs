//! The slash commands, each declared once (see `declare.rs` for the form, and
//! `docs/adding-a-command.md`): in the order Discord lists them, each with where it
//! may be used, its options in order (Discord refuses a required option after an
//! optional one; `tests` below check it) with their typed fields, kinds, limits and
//! description messages, and its handler. Names are a contract (users and outside
//! tests type them); the words live in `locales/*/commands.ftl`.

use super::Kind;
use crate::decide::clock::{
    ClockError, TimeControl, MAX_MAIN_MINUTES, MAX_PERIODS, MAX_SECONDS_A_MOVE,
};
use crate::decide::tournament::Format;
use crate::decide::vacation::{BANK_DAYS, MAX_SERVER_DAYS};
use crate::domain::{ColorChoice, Notify, Pieces, Remind};
use crate::game::{ExportFormat, User, DEFAULT_ROUNDS, THEMES};
use crate::i18n::Msg;
use crate::ids::{ChannelId, GameId, RoleId};
use crate::msg;
use crate::rules::handicap::Handicap;
use washogi_rules::VariantId;

/// The games' menu: every game's id, in the rules' order.
const VARIANTS: &[&str] = &[
    VariantId::ALL[0].id(),
    VariantId::ALL[1].id(),
    VariantId::ALL[2].id(),
];

/// Which game: an id, suggested as the user types.
const GAME: Kind = Kind::Number {
    min: 1,
    max: None,
    autocomplete: true,
};

/// Days per move.
const DAYS: Kind = Kind::Number {
    min: 1,
    max: Some(14),
    autocomplete: false,
};

/// Which tournament: its number (default: the server's latest).
const TOURNAMENT: Kind = Kind::Number {
    min: 1,
    max: None,
    autocomplete: false,
};

/// A move as typed, suggested as the user types.
const MOVE: Kind = Kind::Text {
    max_len: 64,
    autocomplete: true,
};

/// A live game's time control, as players write it.
const CLOCK: Kind = Kind::Text {
    max_len: 20,
    autocomplete: false,
};

/// A time control read, or refused with what is allowed.
fn clock(text: String) -> Result<TimeControl, Msg> {
    TimeControl::parse(&text).map_err(|e| match e {
        ClockError::Unreadable(text) => msg!("clock-unreadable", text = text),
        ClockError::MainTooLong => msg!("clock-main-too-long", most = MAX_MAIN_MINUTES),
        ClockError::MoveTooLong => msg!("clock-move-too-long", most = MAX_SECONDS_A_MOVE),
        ClockError::Periods => msg!("clock-periods", most = MAX_PERIODS),
        ClockError::NoTime => msg!("clock-no-time"),
    })
}

/// A level of the computer's play, checked (Discord checks it too, the console not).
fn level(n: i64) -> Result<u8, Msg> {
    u8::try_from(n)
        .ok()
        .filter(|n| (1..=8).contains(n))
        .ok_or(msg!("option-bad-level"))
}

slash_commands! {
    /// The options of `/start`.
    "start" => Start(StartOptions) {
        where(Anywhere);
        options {
            /// `None`: an open challenge anyone in the channel may take.
            "opponent" opponent: Option<User> = optional(Kind::Person, "desc-start-opponent"),
            "variant" variant: VariantId = optional(Kind::OneOf(VARIANTS), "desc-variant")
                default(StartOptions::default().variant),
            "color" color: ColorChoice = optional(
                Kind::OneOf(&["random", "sente", "gote"]),
                "desc-color"
            ) default(StartOptions::default().color),
            /// Days per move (default 3); not with `clock`.
            "days" days: Option<i64> = optional(DAYS, "desc-days"),
            "rated" rated: bool = optional(Kind::Flag, "desc-rated")
                default(StartOptions::default().rated),
            /// Shogi with a handicap; unrated. The giver is gote, the upper player, and
            /// moves first.
            "handicap" handicap: Option<Handicap> = optional(Kind::Handicap, "desc-handicap"),
            /// Start from this position (SFEN) instead of the usual start; unrated.
            "sfen" sfen: Option<String> = optional(
                Kind::Text { max_len: 300, autocomplete: false },
                "desc-sfen"
            ),
            /// Against the computer: its level, 1 to 8 (default
            /// [`crate::game::DEFAULT_LEVEL`]).
            "level" level: Option<u8> = optional(
                Kind::Number { min: 1, max: Some(8), autocomplete: false },
                "desc-level"
            ) via(level),
            /// Play the game in a thread of its own; `None`: as the challenger (or else
            /// the server) chose in /settings.
            "thread" thread: Option<bool> = optional(Kind::Flag, "desc-start-thread"),
            /// A live game's time control (`10+30`, `10+30x3`, `0+30`, `5|3`, `15`);
            /// `None`: a correspondence game, days a move.
            "clock" clock: Option<TimeControl> = optional(CLOCK, "desc-clock") via(clock),
        }
        run |s, caller, place, o| s.challenges().run_start(caller, place, o, None).await;
    }

    /// The options of `/move`.
    "move" => Move(MoveOptions) {
        where(Anywhere);
        options {
            /// The move as typed.
            "move" text: String = required(MOVE, "desc-move") default(String::new()),
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.games().run_move(caller, place, o.game, &o.text).await;
    }

    /// The options of `/resign`.
    "resign" => Resign(ResignOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.games().run_resign(caller, place, o.game).await;
    }

    /// The options of `/analyse`: a finished game's analysis.
    "analyse" => Analyse(AnalyseOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.analysis().run_analyse(caller, place, o.game).await;
    }

    /// The options of `/hint`: the engine's move, in a game against the computer.
    "hint" => Hint(HintOptions) {
        where(Anywhere);
        options {
            /// Which game (default: the caller's only game here).
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.analysis().run_hint(caller, place, o).await;
    }

    /// What `/puzzle` was asked: a puzzle, an answer, or the daily puzzle's settings.
    #[derive(Default, PartialEq, Eq)]
    "puzzle" => Puzzle(PuzzleOptions) {
        where(ServerIf(|o| o.daily.is_some() || o.channel.is_some() || o.hour.is_some()));
        options {
            /// An answer to the open puzzle.
            "move" answer: Option<String> = optional(MOVE, "desc-puzzle-move"),
            "variant" variant: Option<VariantId> =
                optional(Kind::OneOf(VARIANTS), "desc-puzzle-variant"),
            "theme" theme: Option<String> = optional(Kind::OneOf(THEMES), "desc-puzzle-theme"),
            /// An admin turns the server's daily puzzle on or off.
            "daily" daily: Option<bool> = optional(Kind::OneOf(&["on", "off"]), "desc-puzzle-daily")
                via(|daily: String| Ok(daily == "on")),
            "channel" channel: Option<ChannelId> = optional(Kind::Channel, "desc-puzzle-channel"),
            "hour" hour: Option<i64> = optional(
                Kind::Number { min: 0, max: Some(23), autocomplete: false },
                "desc-puzzle-hour"
            ),
        }
        with { is_admin: bool }
        run |s, caller, place, o| s.puzzles().run_puzzle(caller, place, o).await;
    }

    /// The options of `/draw`: offer a draw, accept one, or claim an impasse.
    "draw" => Draw(DrawOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.games().run_draw(caller, place, o.game).await;
    }

    /// The options of `/takeback`: ask the opponent to undo the last move (or two).
    "takeback" => Takeback(TakebackOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
        }
        run |s, caller, place, o| s.games().run_takeback(caller, place, o.game).await;
    }

    /// `/premove set|show|clear`: conditional moves in a correspondence game.
    "premove" => Premove(PremoveCommand) {
        where(Anywhere);
        subcommands else(msg!("option-premove-subcommand")) {
            /// Add a line of *their move, my reply* pairs to the caller's tree.
            "set"("desc-premove-set") => Set(PremoveSet) {
                options {
                    /// The line as typed: moves separated by spaces.
                    "line" line: String = required(
                        Kind::Text { max_len: 200, autocomplete: false },
                        "desc-premove-line"
                    ) missing(msg!("option-premove-line")),
                    "game" game: Option<GameId> = optional(GAME, "desc-game"),
                }
            }
            /// List the caller's tree privately, with a picture for each line.
            "show"("desc-premove-show") => Show(PremoveShow) {
                options {
                    "game" game: Option<GameId> = optional(GAME, "desc-game"),
                }
            }
            /// Remove the caller's tree.
            "clear"("desc-premove-clear") => Clear(PremoveClear) {
                options {
                    "game" game: Option<GameId> = optional(GAME, "desc-game"),
                }
            }
        }
        run |s, caller, place, o| s.games().run_premove(caller, place, o).await;
    }

    /// The options of `/vacation`: pause every correspondence clock of the caller's
    /// for `days` from their yearly bank; 0 ends the vacation.
    "vacation" => Vacation(VacationOptions) {
        where(Anywhere);
        options {
            "days" days: i64 = required(
                Kind::Number { min: 0, max: Some(BANK_DAYS), autocomplete: false },
                "desc-vacation-days"
            ) missing(msg!("option-vacation-days")),
        }
        run |s, caller, place, o| s.vacations().run_vacation(caller, place, o.days).await;
    }

    /// The options of `/settings`: show or change the caller's choices, or with
    /// `for_server` the server's defaults (`is_admin`: the caller has Manage Server).
    "settings" => Settings(SettingsOptions) {
        where(ServerIf(|o| o.for_server));
        options {
            "pieces" pieces: Option<Pieces> =
                optional(Kind::OneOf(&["kanji", "letters"]), "desc-settings-pieces"),
            "notify" notify: Option<Notify> =
                optional(Kind::OneOf(&["channel", "dm"]), "desc-notify"),
            "thread" thread: Option<bool> = optional(Kind::Flag, "desc-settings-thread"),
            /// Admins show the server's games, ladders, tournaments and puzzles on
            /// the web, or hide them again (`scope:server` only).
            "web" web: Option<bool> = optional(Kind::OneOf(&["on", "off"]), "desc-settings-web")
                via(|web: String| Ok(web == "on")),
            "scope" for_server: bool = optional(Kind::OneOf(&["me", "server"]), "desc-scope")
                via(|scope: String| Ok(scope == "server")) default(false),
            /// When to be reminded before a correspondence deadline.
            "remind" remind: Option<Remind> =
                optional(Kind::OneOf(&["24h", "1h", "24h+1h", "off"]), "desc-settings-remind"),
        }
        with { is_admin: bool }
        run |s, caller, place, o| {
            let choices = crate::game::Choices {
                pieces: o.pieces,
                notify: o.notify,
                thread: o.thread,
                remind: o.remind,
                web: o.web,
            };
            s.settings().run_settings(caller, place, choices, o.for_server, o.is_admin).await
        };
    }

    /// The options of `/board`.
    "board" => Board(BoardOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
            "flip" flip: bool = optional(Kind::Flag, "desc-flip") default(false),
            /// Draw this one picture with these pieces instead of the caller's own.
            "pieces" pieces: Option<Pieces> =
                optional(Kind::OneOf(&["kanji", "letters"]), "desc-board-pieces"),
        }
        run |s, caller, place, o| s.games().run_board(caller, place, o.game, o.flip, o.pieces).await;
    }

    /// The options of `/games`.
    "games" => Games(GamesOptions) {
        where(Anywhere);
        options {
            "user" user: Option<User> = optional(Kind::Person, "desc-games-user"),
        }
        run |s, caller, place, o| s.games().run_games(caller, place, o.user.as_ref()).await;
    }

    /// The options of `/export`.
    "export" => Export(ExportOptions) {
        where(Anywhere);
        options {
            "game" game: Option<GameId> = optional(GAME, "desc-game"),
            "format" format: ExportFormat =
                optional(Kind::OneOf(&["usi", "kif", "sfen", "gif"]), "desc-format")
                default(ExportFormat::default()),
        }
        run |s, caller, place, o| s.games().run_export(caller, place, o.game, o.format).await;
    }

    /// `/ladder …`: every ladder command is about one game's ladder: `variant`, or
    /// the server's default game when `None`.
    "ladder" => Ladder(LadderCommand) {
        where(Server);
        subcommands else(msg!("option-ladder-subcommand")) {
            "join"("desc-ladder-join") => Join(LadderJoin) {
                options {
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            "leave"("desc-ladder-leave") => Leave(LadderLeave) {
                options {
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            "standings"("desc-ladder-standings") => Standings(LadderStandings) {
                options {
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            "challenge"("desc-ladder-challenge") => Challenge(LadderChallenge) {
                options {
                    "opponent" opponent: User = required(Kind::Person, "desc-ladder-opponent")
                        missing(msg!("option-ladder-opponent")),
                    "days" days: Option<i64> = optional(DAYS, "desc-days"),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            /// A vacation of `days` (as `/vacation`): challenges to the caller wait,
            /// their correspondence clocks are paused.
            "away"("desc-ladder-away") => Away(LadderAway) {
                options {
                    "days" days: i64 = required(DAYS, "desc-ladder-away-days")
                        missing(msg!("option-ladder-away-days")),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            /// Past seasons' top places.
            "history"("desc-ladder-history") => History(LadderHistory) {
                options {
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
            }
            /// A server admin closes the season; `reset`: the next starts ordered by
            /// rating.
            "close-season"("desc-ladder-close-season") => CloseSeason(LadderCloseSeason) {
                options {
                    "reset" reset: bool = optional(Kind::Flag, "desc-ladder-reset") default(false),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
                with { is_admin: bool }
            }
            /// Show, or as a server admin change, the default game of ladder commands
            /// and the days to accept a ladder challenge.
            "settings"("desc-ladder-settings") => Settings(LadderSettings) {
                options {
                    "days" accept_days: Option<i64> = optional(DAYS, "desc-ladder-accept-days"),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                    /// Vacation days a year that pause this server's ladder and
                    /// tournament games.
                    "vacation" vacation_days: Option<i64> = optional(
                        Kind::Number { min: 0, max: Some(MAX_SERVER_DAYS), autocomplete: false },
                        "desc-ladder-vacation-days"
                    ),
                }
                with { is_admin: bool }
            }
            /// A server admin takes a player off the ladder; `is_admin` is what the
            /// front end knows of the caller's permissions.
            "remove"("desc-ladder-remove") => Remove(LadderRemove) {
                options {
                    "user" user: User = required(Kind::Person, "desc-ladder-remove-user")
                        missing(msg!("option-ladder-remove-user")),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-ladder-variant"),
                }
                with { is_admin: bool }
            }
        }
        run |s, caller, place, o| s.ladders().run_ladder(caller, place, o).await;
    }

    /// `/tournament …`; `is_admin`: the caller may run the server's events.
    "tournament" => Tournament(TournamentOptions) {
        where(Server);
        subcommands #[derive(PartialEq, Eq)] TournamentCommand
            else(msg!("option-tournament-subcommand")) {
            /// `/tournament create`'s options.
            #[derive(PartialEq, Eq)]
            "create"("desc-tournament-create") => Create(NewTournament) {
                options {
                    "name" name: String = required(
                        Kind::Text { max_len: 60, autocomplete: false },
                        "desc-tournament-name"
                    ) missing(msg!("option-tournament-name")),
                    "variant" variant: Option<VariantId> =
                        optional(Kind::OneOf(VARIANTS), "desc-variant"),
                    "format" format: Format = optional(
                        Kind::OneOf(&["swiss", "round-robin", "double-round-robin"]),
                        "desc-tournament-format"
                    ) default(Format::Swiss),
                    /// A Swiss's rounds (a round-robin's follow from its players).
                    "rounds" rounds: i64 = optional(
                        Kind::Number { min: 1, max: Some(20), autocomplete: false },
                        "desc-tournament-rounds"
                    ) default(DEFAULT_ROUNDS),
                    /// Days per move (default 3); not with `clock`.
                    "days" days: Option<i64> = optional(DAYS, "desc-days"),
                    "rated" rated: bool = optional(Kind::Flag, "desc-rated") default(true),
                    /// Hours from now to the start.
                    "hours" starts_in_hours: i64 = optional(
                        Kind::Number { min: 0, max: Some(720), autocomplete: false },
                        "desc-tournament-hours"
                    ) default(24),
                    /// Players may join until round 2 is paired.
                    "late" late_join: bool =
                        optional(Kind::Flag, "desc-tournament-late") default(false),
                    /// A thread per game (`None`: as the server's default for threads
                    /// says).
                    "thread" threads: Option<bool> = optional(Kind::Flag, "desc-tournament-thread"),
                    /// Days a round may last before its unfinished games are
                    /// adjudicated.
                    "round-days" round_days: Option<i64> = optional(
                        Kind::Number { min: 1, max: Some(60), autocomplete: false },
                        "desc-tournament-round-days"
                    ),
                    /// Live games on this clock; `None`: correspondence.
                    "clock" clock: Option<TimeControl> = optional(CLOCK, "desc-clock") via(clock),
                }
            }
            #[derive(PartialEq, Eq)]
            "start"("desc-tournament-start") => Start(TournamentStart) {
                options {
                    "tournament" id: Option<i64> = optional(TOURNAMENT, "desc-tournament-id"),
                }
            }
            #[derive(PartialEq, Eq)]
            "join"("desc-tournament-join") => Join(TournamentJoin) {
                options {
                    "tournament" id: Option<i64> = optional(TOURNAMENT, "desc-tournament-id"),
                }
            }
            #[derive(PartialEq, Eq)]
            "leave"("desc-tournament-leave") => Leave(TournamentLeave) {
                options {
                    "tournament" id: Option<i64> = optional(TOURNAMENT, "desc-tournament-id"),
                }
            }
            #[derive(PartialEq, Eq)]
            "standings"("desc-tournament-standings") => Standings(TournamentStandings) {
                options {
                    "tournament" id: Option<i64> = optional(TOURNAMENT, "desc-tournament-id"),
                }
            }
            #[derive(PartialEq, Eq)]
            "pairings"("desc-tournament-pairings") => Pairings(TournamentPairings) {
                options {
                    "tournament" id: Option<i64> = optional(TOURNAMENT, "desc-tournament-id"),
                    "round" round: Option<i64> = optional(
                        Kind::Number { min: 1, max: None, autocomplete: false },
                        "desc-tournament-round"
                    ),
                }
            }
            #[derive(PartialEq, Eq)]
            "history"("desc-tournament-history") => History(TournamentHistory) {
                options {}
            }
            /// Name the role that may run tournaments (`None`: Manage Server only).
            #[derive(PartialEq, Eq)]
            "role"("desc-tournament-role") => Role(TournamentRole) {
                options {
                    "role" role: Option<RoleId> = optional(Kind::Role, "desc-tournament-role-role"),
                }
            }
        }
        with {
            is_admin: bool,
            /// The caller's roles: the server's tournament role lets them run events.
            roles: Vec<RoleId>,
        }
        run |s, caller, place, o| {
            s.tournaments().run_tournament(caller, place, o.command, o.is_admin, &o.roles).await
        };
    }

    /// The options of `/rating`.
    "rating" => Rating(RatingOptions) {
        where(Anywhere);
        options {
            "user" user: Option<User> = optional(Kind::Person, "desc-rating-user"),
        }
        run |s, caller, place, o| s.ladders().run_rating(caller, place, o.user.as_ref()).await;
    }

    /// The options of `/help`.
    "help" => Help(HelpOptions) {
        where(Anywhere);
        options {
            "topic" topic: Option<String> = optional(
                Kind::Text { max_len: 64, autocomplete: true },
                "desc-topic"
            ),
        }
        run |s, _, place, o| s.settings().run_help(o.topic.as_deref(), place.lang).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{Args, OptionSpec, Value};

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

    /// A value of the option's kind, as an adapter gives it.
    fn sample(option: &OptionSpec) -> Value {
        match option.kind {
            Kind::Text { .. } if option.name == "clock" => Value::text("10+30"),
            Kind::Text { .. } => Value::text("7g7f"),
            Kind::Number { min, .. } => Value::Number(min.max(1)),
            Kind::Flag => Value::Flag(true),
            Kind::Person => Value::Person(User::new(2, "bob")),
            Kind::Channel => Value::Channel(ChannelId::new(30)),
            Kind::Role => Value::Role(RoleId::new(40)),
            Kind::OneOf(_) | Kind::Handicap => Value::text(option.kind.values()[0]),
        }
    }

    /// Every option of every command and sub-command is read by its field's type
    /// (a field whose type does not read its kind fails in debug builds), and a
    /// command given each of its options means a command of its own name.
    #[test]
    fn every_option_reads_as_its_field() {
        for spec in TABLE {
            let subs: Vec<(Option<&str>, &[OptionSpec])> = if spec.subcommands.is_empty() {
                vec![(None, spec.options)]
            } else {
                spec.subcommands
                    .iter()
                    .map(|s| (Some(s.name), s.options))
                    .collect()
            };
            for (sub, options) in subs {
                let args = Args {
                    name: spec.name.to_string(),
                    subcommand: sub.map(str::to_string),
                    values: options
                        .iter()
                        .map(|o| (o.name.to_string(), sample(o)))
                        .collect(),
                    ..Args::default()
                };
                let command = args
                    .command()
                    .unwrap_or_else(|e| panic!("/{} {sub:?}: {e:?}", spec.name));
                assert_eq!(command.name(), spec.name);
                // Without its options: defaults, or the refusal of a missing one.
                let bare = Args {
                    values: Vec::new(),
                    ..args
                };
                if options.iter().all(|o| !o.required) {
                    assert!(bare.command().is_ok(), "/{} {sub:?}", spec.name);
                }
            }
        }
    }
}
