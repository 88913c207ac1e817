//! The command table: every slash command declared once ([`TABLE`]), and the one
//! reading of a command's options into the service's [`Command`]. From the table
//! come the Discord registration (`discord::commands`), the console's parsing and
//! its `help`, and the command list of `/help commands`; the adapters only turn
//! their own input into typed [`Args`] (Discord's option values, the console's
//! `key:value` words). Adding an option is one line here, its reading in
//! [`Args::command`], and its words.

mod table;

pub use table::TABLE;

use crate::game::{ColorChoice, Command, ExportFormat, StartOptions, User};
use crate::i18n::Msg;
use crate::msg;
use crate::rules::handicap::Handicap;
use crate::store::{Notify, Pieces};
use washogi_rules::VariantId;

use crate::ids::GameId;

/// A slash command: plain options, or sub-commands (never both).
#[derive(Debug)]
pub struct CommandSpec {
    pub name: &'static str,
    pub options: &'static [OptionSpec],
    pub subcommands: &'static [SubcommandSpec],
}

#[derive(Debug)]
pub struct SubcommandSpec {
    pub name: &'static str,
    /// The message id of its description.
    pub description: &'static str,
    pub options: &'static [OptionSpec],
}

#[derive(Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// The message id of its description.
    pub description: &'static str,
}

/// What an option holds.
#[derive(Copy, Clone, Debug)]
pub enum Kind {
    /// Text of at most `max_len` characters.
    Text { max_len: u16, autocomplete: bool },
    /// A whole number from `min` (to `max`).
    Number {
        min: i64,
        max: Option<i64>,
        autocomplete: bool,
    },
    /// True or false.
    Flag,
    /// A person (on Discord, a user picked from the server's members).
    Person,
    /// A text channel of the server (on Discord, picked from its channels).
    Channel,
    /// A role of the server (on Discord, picked from its roles).
    Role,
    /// One of these values, each shown as message `choice-<option>-<value>`.
    OneOf(&'static [&'static str]),
    /// One of the shogi handicaps, shown by their names.
    Handicap,
}

impl Kind {
    /// The values a `OneOf` or `Handicap` option takes.
    pub fn values(self) -> Vec<&'static str> {
        match self {
            Kind::OneOf(values) => values.to_vec(),
            Kind::Handicap => Handicap::ALL.iter().map(|h| h.id()).collect(),
            _ => Vec::new(),
        }
    }
}

impl CommandSpec {
    /// The command named `name`, if there is one.
    pub fn find(name: &str) -> Option<&'static CommandSpec> {
        TABLE.iter().find(|c| c.name == name)
    }

    /// The options of the command, or of its sub-command `sub`.
    pub fn options_of(&self, sub: Option<&str>) -> Option<&'static [OptionSpec]> {
        match sub {
            None if self.subcommands.is_empty() => Some(self.options),
            Some(sub) => self
                .subcommands
                .iter()
                .find(|s| s.name == sub)
                .map(|s| s.options),
            None => None,
        }
    }
}

/// An option's value, as the adapter read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(i64),
    Flag(bool),
    Person(User),
    Channel(crate::ids::ChannelId),
    /// A role's id.
    Role(i64),
}

impl Value {
    /// Typed text, as the service may quote it back: never able to pass for a
    /// person, a time or a channel in a reply (see [`crate::game::text`]).
    pub fn text(typed: &str) -> Value {
        Value::Text(crate::game::text::without_token_marks(typed))
    }
}

/// A command as given: its name, sub-command, option values, and whether the caller
/// may act for the server (Discord: Manage Server; the console: always).
#[derive(Clone, Debug, Default)]
pub struct Args {
    pub name: String,
    pub subcommand: Option<String>,
    pub values: Vec<(String, Value)>,
    pub is_admin: bool,
    /// The caller's roles in the server (Discord: the member's roles; the console:
    /// none, as it is all admin).
    pub roles: Vec<i64>,
}

impl Args {
    fn value(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    fn text(&self, name: &str) -> Option<&str> {
        match self.value(name) {
            Some(Value::Text(t)) => Some(t),
            _ => None,
        }
    }

    fn number(&self, name: &str) -> Option<i64> {
        match self.value(name) {
            Some(Value::Number(n)) => Some(*n),
            _ => None,
        }
    }

    fn flag(&self, name: &str) -> Option<bool> {
        match self.value(name) {
            Some(Value::Flag(b)) => Some(*b),
            _ => None,
        }
    }

    /// A person named in an option: `Ok(None)` when absent, `Err` when the option
    /// holds something else (it must never silently mean "nobody").
    fn person(&self, name: &str) -> Result<Option<User>, Msg> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Person(u)) => Ok(Some(u.clone())),
            Some(_) => Err(msg!("option-user-missing", option = name)),
        }
    }

    fn role(&self, name: &str) -> Option<i64> {
        match self.value(name) {
            Some(Value::Role(r)) => Some(*r),
            _ => None,
        }
    }

    fn channel(&self, name: &str) -> Option<crate::ids::ChannelId> {
        match self.value(name) {
            Some(Value::Channel(c)) => Some(*c),
            _ => None,
        }
    }

    /// The values the table allows for option `name` of this command.
    fn allowed(&self, name: &str) -> Vec<&'static str> {
        CommandSpec::find(&self.name)
            .and_then(|c| c.options_of(self.subcommand.as_deref()))
            .and_then(|options| options.iter().find(|o| o.name == name))
            .map(|o| o.kind.values())
            .unwrap_or_default()
    }

    fn bad_choice(&self, name: &str) -> Msg {
        msg!(
            "option-bad-choice",
            option = name,
            choices = self.allowed(name).join(", ")
        )
    }

    /// A `OneOf` option's value, checked against the table.
    fn choice(&self, name: &str) -> Result<Option<String>, Msg> {
        let Some(text) = self.text(name) else {
            return Ok(None);
        };
        let value = text.trim().to_lowercase();
        if self.allowed(name).contains(&value.as_str()) {
            Ok(Some(value))
        } else {
            Err(self.bad_choice(name))
        }
    }

    /// A game chosen from the games' menu.
    fn game_choice(&self, name: &str) -> Result<Option<VariantId>, Msg> {
        match self.choice(name)? {
            None => Ok(None),
            Some(id) => VariantId::from_id(&id)
                .map(Some)
                .ok_or_else(|| self.bad_choice(name)),
        }
    }

    /// The service command these arguments mean, or why they mean none.
    pub fn command(&self) -> Result<Command, Msg> {
        let game = self.number("game").map(GameId);
        let is_admin = self.is_admin;
        Ok(match self.name.as_str() {
            "start" => {
                let defaults = StartOptions::default();
                Command::Start(StartOptions {
                    opponent: self.person("opponent")?,
                    variant: self.game_choice("variant")?.unwrap_or(defaults.variant),
                    color: match self.choice("color")? {
                        None => defaults.color,
                        Some(c) => ColorChoice::parse(&c).ok_or(msg!("option-bad-colour"))?,
                    },
                    days: self.number("days").unwrap_or(defaults.days),
                    rated: self.flag("rated").unwrap_or(defaults.rated),
                    sfen: self.text("sfen").map(str::to_string),
                    // By its id or its Japanese name.
                    handicap: match self.text("handicap") {
                        None => None,
                        Some(h) => {
                            Some(Handicap::parse(h).ok_or_else(|| self.bad_choice("handicap"))?)
                        }
                    },
                    thread: self.flag("thread"),
                    level: match self.number("level") {
                        None => None,
                        Some(n) => Some(
                            u8::try_from(n)
                                .ok()
                                .filter(|n| (1..=8).contains(n))
                                .ok_or(msg!("option-bad-level"))?,
                        ),
                    },
                })
            }
            "move" => Command::Move {
                game,
                text: self.text("move").unwrap_or("").to_string(),
            },
            "resign" => Command::Resign { game },
            "draw" => Command::Draw { game },
            "takeback" => Command::Takeback { game },
            "analyse" => Command::Analyse { game },
            "puzzle" => Command::Puzzle(crate::game::PuzzleOptions {
                answer: self.text("move").map(str::to_string),
                variant: self.game_choice("variant")?,
                theme: self.choice("theme")?,
                daily: self.choice("daily")?.map(|d| d == "on"),
                channel: self.channel("channel"),
                hour: self.number("hour"),
                is_admin,
            }),
            "hint" => Command::Hint { game },
            "board" => Command::Board {
                game,
                flip: self.flag("flip").unwrap_or(false),
                pieces: self.choice("pieces")?.as_deref().and_then(Pieces::parse),
            },
            "settings" => Command::Settings {
                pieces: self.choice("pieces")?.as_deref().and_then(Pieces::parse),
                notify: self.choice("notify")?.as_deref().and_then(Notify::parse),
                thread: self.flag("thread"),
                for_server: self.choice("scope")?.as_deref() == Some("server"),
                is_admin,
            },
            "games" => Command::Games {
                user: self.person("user")?,
            },
            "export" => Command::Export {
                game,
                format: self
                    .choice("format")?
                    .as_deref()
                    .and_then(ExportFormat::parse)
                    .unwrap_or_default(),
            },
            "help" => Command::Help {
                topic: self.text("topic").map(str::to_string),
            },
            "rating" => Command::Rating {
                user: self.person("user")?,
            },
            "ladder" => self.ladder()?,
            "tournament" => self.tournament()?,
            other => return Err(msg!("command-unknown", command = other)),
        })
    }

    fn ladder(&self) -> Result<Command, Msg> {
        let variant = self.game_choice("variant")?;
        let is_admin = self.is_admin;
        Ok(match self.subcommand.as_deref().unwrap_or("") {
            "join" => Command::LadderJoin { variant },
            "leave" => Command::LadderLeave { variant },
            "standings" => Command::LadderStandings { variant },
            "challenge" => Command::LadderChallenge {
                opponent: self
                    .person("opponent")?
                    .ok_or(msg!("option-ladder-opponent"))?,
                variant,
                days: self.number("days"),
            },
            "remove" => Command::LadderRemove {
                user: self
                    .person("user")?
                    .ok_or(msg!("option-ladder-remove-user"))?,
                variant,
                is_admin,
            },
            "away" => Command::LadderAway {
                variant,
                days: self.number("days").ok_or(msg!("option-ladder-away-days"))?,
            },
            "history" => Command::LadderHistory { variant },
            "close-season" => Command::LadderCloseSeason {
                variant,
                reset: self.flag("reset").unwrap_or(false),
                is_admin,
            },
            "settings" => Command::LadderSettings {
                variant,
                accept_days: self.number("days"),
                is_admin,
            },
            _ => return Err(msg!("option-ladder-subcommand")),
        })
    }

    fn tournament(&self) -> Result<Command, Msg> {
        use crate::decide::tournament::Format;
        use crate::game::{NewTournament, TournamentCommand as T, DEFAULT_ROUNDS};
        let id = self.number("tournament");
        let command = match self.subcommand.as_deref().unwrap_or("") {
            "create" => T::Create(NewTournament {
                name: self
                    .text("name")
                    .ok_or(msg!("option-tournament-name"))?
                    .to_string(),
                variant: self.game_choice("variant")?,
                format: match self.choice("format")? {
                    None => Format::Swiss,
                    Some(f) => Format::parse(&f).ok_or_else(|| self.bad_choice("format"))?,
                },
                rounds: self.number("rounds").unwrap_or(DEFAULT_ROUNDS),
                days: self.number("days").unwrap_or(3),
                rated: self.flag("rated").unwrap_or(true),
                starts_in_hours: self.number("hours").unwrap_or(24),
                late_join: self.flag("late").unwrap_or(false),
                threads: self.flag("thread"),
                round_days: self.number("round-days"),
            }),
            "role" => T::Role {
                role: self.role("role"),
            },
            "start" => T::Start { id },
            "join" => T::Join { id },
            "leave" => T::Leave { id },
            "standings" => T::Standings { id },
            "pairings" => T::Pairings {
                id,
                round: self.number("round"),
            },
            "history" => T::History,
            _ => return Err(msg!("option-tournament-subcommand")),
        };
        Ok(Command::Tournament {
            command,
            is_admin: self.is_admin,
            roles: self.roles.clone(),
        })
    }
}
