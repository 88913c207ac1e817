//! The slash commands, each declared once in `table.rs` with the `slash_commands!`
//! macro (`declare.rs`): its name, where it may be used, its options (name, typed
//! field, kind and limits, description message) and its handler. From that one
//! declaration come the command table ([`TABLE`]: the Discord registration, the
//! console's parsing and help, `/help commands`), a typed struct per command and
//! sub-command with the reading of its options from [`Args`] (by their types, in
//! `read.rs`), and the service's [`Command`] with its name, where it may be used
//! and its dispatch. The adapters only turn their own input into [`Args`]
//! (Discord's option values, the console's `key:value` words). Adding a command:
//! `docs/adding-a-command.md`.

#[macro_use]
mod declare;
mod read;
mod table;

pub use read::Read;
pub use table::*;

use crate::game::User;
use crate::i18n::Msg;
use crate::msg;
use crate::rules::handicap::Handicap;

/// The message id of the words for value `value` of option `option`:
/// `choice-<option>-<value>`, with a `+` (not allowed in a message id) written
/// `-and-` (`choice-remind-24h-and-1h`).
pub fn choice_message(option: &str, value: &str) -> String {
    format!("choice-{option}-{}", value.replace('+', "-and-"))
}

/// A slash command: plain options, or sub-commands (never both).
#[derive(Debug)]
pub struct CommandSpec {
    pub name: &'static str,
    pub options: &'static [OptionSpec],
    pub subcommands: &'static [SubcommandSpec],
    /// Only for servers that added the bot (their ladders and tournaments): Discord
    /// offers it there alone. Every other command is offered wherever the app is,
    /// installed by a server or by a user: servers, the bot's DM, other DMs and
    /// group DMs.
    pub server_only: bool,
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
    /// The same command, offered only in servers that added the bot, or everywhere.
    pub const fn server_only(mut self, server_only: bool) -> CommandSpec {
        self.server_only = server_only;
        self
    }

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

/// Where a command may be used.
pub enum Where<T> {
    /// Wherever the app is: a server, the bot's DM, a DM or group DM.
    Anywhere,
    /// Only in a server that added the bot: its ladders and tournaments (Discord
    /// offers these commands nowhere else).
    Server,
    /// Anywhere, but only in a server that added the bot when its options say so (a
    /// server's settings, its daily puzzle).
    ServerIf(fn(&T) -> bool),
}

impl<T> Where<T> {
    /// Whether Discord is to offer it in servers that added the bot alone.
    pub const fn is_server_only(&self) -> bool {
        matches!(self, Where::Server)
    }

    /// Whether `command` is refused in a direct message.
    pub fn needs_server(&self, command: &T) -> bool {
        match self {
            Where::Anywhere => false,
            Where::Server => true,
            Where::ServerIf(rule) => rule(command),
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
    Role(crate::ids::RoleId),
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
    pub roles: Vec<crate::ids::RoleId>,
}

impl Args {
    /// The service command these arguments mean, or why they mean none.
    pub fn command(&self) -> Result<Command, Msg> {
        Command::read(self)
    }

    /// Option `option` read as a `T`: `Ok(None)` when it was not given.
    pub(crate) fn read<T: Read>(&self, option: &OptionSpec) -> Result<Option<T>, Msg> {
        debug_assert!(
            T::fits(option.kind),
            "option `{}` of /{} is declared {:?}, which its field's type does not read",
            option.name,
            self.name,
            option.kind
        );
        T::read(self, option)
    }

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

    fn role(&self, name: &str) -> Option<crate::ids::RoleId> {
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

    /// The refusal of a value `option` does not take, with the values it does.
    fn bad_choice(&self, option: &OptionSpec) -> Msg {
        msg!(
            "option-bad-choice",
            option = option.name,
            choices = option.kind.values().join(", ")
        )
    }

    /// A `OneOf` option's value, checked against its declared values.
    fn choice(&self, option: &OptionSpec) -> Result<Option<String>, Msg> {
        let Some(text) = self.text(option.name) else {
            return Ok(None);
        };
        let value = text.trim().to_lowercase();
        if option.kind.values().contains(&value.as_str()) {
            Ok(Some(value))
        } else {
            Err(self.bad_choice(option))
        }
    }
}

/// The option of `options` named `name` (a declaration's own option).
pub(crate) fn option(options: &'static [OptionSpec], name: &str) -> &'static OptionSpec {
    options
        .iter()
        .find(|o| o.name == name)
        .expect("a declared option")
}

/// A declaration's `via(…)`: a value read as one type, turned into the field's
/// (or refused).
pub(crate) fn via<A, B>(
    value: Option<A>,
    turn: impl FnOnce(A) -> Result<B, Msg>,
) -> Result<Option<B>, Msg> {
    value.map(turn).transpose()
}
