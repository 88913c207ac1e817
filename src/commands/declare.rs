//! `slash_commands!`: the macro the slash commands are declared with, once each, in
//! `table.rs`. A declarative macro rather than a derive: a proc-macro crate would be
//! one more crate (and `syn`) to build before the bot, for one table.
//!
//! A command is either plain (its options) or a family of sub-commands:
//!
//! ```text
//! /// Its typed struct's documentation.
//! "hint" => Hint(HintOptions) {
//!     where(Server);                       // Anywhere | Server | ServerIf(|o| …)
//!     options {
//!         /// A field's documentation.
//!         "game" game: Option<GameId> = optional(GAME, "desc-game"),
//!     }
//!     with { is_admin: bool }              // optional: fields copied from `Args`
//!     run |s, caller, place, o| s.run_hint(caller, place, o).await;
//! }
//!
//! "ladder" => Ladder(LadderCommand) {
//!     where(Server);
//!     subcommands else(msg!("option-ladder-subcommand")) {
//!         /// `/ladder join`.
//!         "join"("desc-ladder-join") => Join(LadderJoin) {
//!             options { … }
//!             with { … }                   // optional
//!         }
//!     }
//!     run |s, caller, place, o| s.run_ladder(caller, place, o).await;
//! }
//! ```
//!
//! A family whose every sub-command shares fields (`with { … }` after its
//! sub-commands) is a struct `{ command: <its enum>, <those fields> }`:
//! `subcommands TournamentCommand else(…) { … } with { … }`.
//!
//! An option is `"name" field: Type = required|optional(KIND, "desc-key")`, then
//! optionally, in this order: `via(|raw: Raw| -> Result<_, Msg>)` (read as `Raw`,
//! turned or refused), `default(EXPR)` (when not given), `missing(msg!(…))`
//! (refused when not given). Without `default` or `missing` the field is an
//! `Option`. How each type reads its kind: `read.rs`.
//!
//! `run |service, caller, place, command| EXPR;` is the handler's call, an
//! expression of the `Outcome` (awaited in it; `?` returns a failure); the four
//! names are bound as written (patterns: `_`, or a struct's fields).
//!
//! From this come each command's struct (`SPEC`, `OPTIONS`, `read`, `run`), the
//! [`TABLE`](super::TABLE) in the declared order, and [`Command`](super::Command)
//! with a variant per command (and `Press` for buttons), its `name`, `needs_server`,
//! reading from [`Args`](super::Args) and dispatch.

macro_rules! slash_commands {
    (
        $(
            $(#[$attr:meta])*
            $name:literal => $Variant:ident($Type:ident) { $($body:tt)* }
        )*
    ) => {
        $( slash_commands!(@command [$(#[$attr])*] $name $Type { $($body)* }); )*

        /// Every command this version of the bot answers, in the order Discord lists
        /// them.
        pub const TABLE: &[$crate::commands::CommandSpec] =
            &[$($Type::SPEC.server_only($Type::SERVER_ONLY)),*];

        /// Something a user asked for: a slash command (or its console line) or a
        /// button.
        #[derive(Clone, Debug)]
        pub enum Command {
            $(
                #[doc = concat!("`/", $name, "`")]
                $Variant($Type),
            )*
            /// A button pressed (a front end reads it back from what its button
            /// carries).
            Press($crate::game::Press),
        }

        impl Command {
            /// The command's name, for logs.
            pub fn name(&self) -> &'static str {
                match self {
                    $(Command::$Variant(_) => $name,)*
                    Command::Press { .. } => "button",
                }
            }

            /// Whether the command is refused in a direct message.
            pub(crate) fn needs_server(&self) -> bool {
                match self {
                    $(Command::$Variant(command) => command.needs_server(),)*
                    Command::Press { .. } => false,
                }
            }

            /// The command a slash command's arguments mean, or why they mean none.
            pub(crate) fn read(
                args: &$crate::commands::Args,
            ) -> Result<Command, $crate::i18n::Msg> {
                match args.name.as_str() {
                    $($name => $Type::read(args).map(Command::$Variant),)*
                    other => Err($crate::msg!("command-unknown", command = other)),
                }
            }

            /// The command's declared handler, or a button's.
            pub(crate) async fn run(
                self,
                service: &$crate::game::Service,
                caller: &$crate::game::User,
                place: $crate::game::Place,
            ) -> $crate::game::Outcome {
                match self {
                    $(Command::$Variant(command) => command.run(service, caller, place).await,)*
                    Command::Press(press) => service.run_press(caller, place, press).await,
                }
            }
        }

        $(
            impl From<$Type> for Command {
                fn from(command: $Type) -> Command {
                    Command::$Variant(command)
                }
            }
        )*
    };

    // A plain command: its options.
    (@command [$($attr:tt)*] $name:literal $Type:ident {
        where($rule:expr);
        options { $($options:tt)* }
        $(with { $($with:tt)* })?
        run |$s:ident, $caller:pat_param, $place:pat_param, $c:pat_param| $run:expr;
    }) => {
        slash_commands!(@struct [$($attr)*] $Type { $($options)* } with { $($($with)*)? });

        impl $Type {
            /// The command as the table has it.
            pub const SPEC: $crate::commands::CommandSpec = $crate::commands::CommandSpec {
                name: $name,
                options: Self::OPTIONS,
                subcommands: &[],
                server_only: false,
            };

            slash_commands!(@where $rule);
            slash_commands!(@run |$s, $caller, $place, $c| $run);
        }
    };

    // Sub-commands sharing fields: a struct of the sub-command and those fields.
    (@command [$($attr:tt)*] $name:literal $Type:ident {
        where($rule:expr);
        subcommands $(#[$subattr:meta])* $Sub:ident else($missing:expr) {
            $(
                $(#[$sattr:meta])*
                $sub:literal($subdesc:literal) => $SubVariant:ident($SubType:ident) {
                    options { $($options:tt)* }
                    $(with { $($with:tt)* })?
                }
            )*
        }
        with { $( $(#[$wattr:meta])* $wfield:ident: $wty:ty ),* $(,)? }
        run |$s:ident, $caller:pat_param, $place:pat_param, $c:pat_param| $run:expr;
    }) => {
        slash_commands!(@family [$(#[$subattr])*] $name $Sub ($missing) {
            $(
                [$(#[$sattr])*] $sub($subdesc) => $SubVariant($SubType) {
                    options { $($options)* }
                    with { $($($with)*)? }
                }
            )*
        });

        $($attr)*
        #[derive(Clone, Debug)]
        pub struct $Type {
            /// The sub-command, with its options.
            pub command: $Sub,
            $( $(#[$wattr])* pub $wfield: $wty, )*
        }

        impl $Type {
            /// The command as the table has it.
            pub const SPEC: $crate::commands::CommandSpec = $Sub::SPEC;

            /// The sub-command and the shared fields read from a command's arguments.
            pub(crate) fn read(
                args: &$crate::commands::Args,
            ) -> Result<Self, $crate::i18n::Msg> {
                Ok($Type {
                    command: $Sub::read(args)?,
                    $( $wfield: Clone::clone(&args.$wfield), )*
                })
            }

            slash_commands!(@where $rule);
            slash_commands!(@run |$s, $caller, $place, $c| $run);
        }
    };

    // Sub-commands: an enum of them.
    (@command [$($attr:tt)*] $name:literal $Type:ident {
        where($rule:expr);
        subcommands else($missing:expr) {
            $(
                $(#[$sattr:meta])*
                $sub:literal($subdesc:literal) => $SubVariant:ident($SubType:ident) {
                    options { $($options:tt)* }
                    $(with { $($with:tt)* })?
                }
            )*
        }
        run |$s:ident, $caller:pat_param, $place:pat_param, $c:pat_param| $run:expr;
    }) => {
        slash_commands!(@family [$($attr)*] $name $Type ($missing) {
            $(
                [$(#[$sattr])*] $sub($subdesc) => $SubVariant($SubType) {
                    options { $($options)* }
                    with { $($($with)*)? }
                }
            )*
        });

        impl $Type {
            slash_commands!(@where $rule);
            slash_commands!(@run |$s, $caller, $place, $c| $run);
        }
    };

    // A family's enum of sub-commands, each a struct of its own.
    (@family [$($attr:tt)*] $name:literal $Sub:ident ($missing:expr) {
        $(
            [$($sattr:tt)*] $sub:literal($subdesc:literal) => $SubVariant:ident($SubType:ident) {
                options { $($options:tt)* }
                with { $($with:tt)* }
            }
        )*
    }) => {
        $( slash_commands!(@struct [$($sattr)*] $SubType { $($options)* } with { $($with)* }); )*

        $($attr)*
        #[derive(Clone, Debug)]
        pub enum $Sub {
            $(
                #[doc = concat!("`/", $name, " ", $sub, "`")]
                $SubVariant($SubType),
            )*
        }

        impl $Sub {
            /// The command as the table has it.
            pub const SPEC: $crate::commands::CommandSpec = $crate::commands::CommandSpec {
                name: $name,
                options: &[],
                subcommands: &[$(
                    $crate::commands::SubcommandSpec {
                        name: $sub,
                        description: $subdesc,
                        options: $SubType::OPTIONS,
                    },
                )*],
                server_only: false,
            };

            /// The sub-command a command's arguments name, with its options.
            pub(crate) fn read(
                args: &$crate::commands::Args,
            ) -> Result<Self, $crate::i18n::Msg> {
                Ok(match args.subcommand.as_deref() {
                    $( Some($sub) => $Sub::$SubVariant($SubType::read(args)?), )*
                    _ => return Err($missing),
                })
            }
        }

        $(
            impl From<$SubType> for $Sub {
                fn from(command: $SubType) -> $Sub {
                    $Sub::$SubVariant(command)
                }
            }
        )*
    };

    // A command's (or sub-command's) struct: its options' fields, then the fields
    // copied from `Args`; its options as the table has them, and their reading.
    (@struct [$($attr:tt)*] $Type:ident {
        $(
            $(#[$fattr:meta])*
            $opt:literal $field:ident: $fty:ty = $req:ident($kind:expr, $desc:literal)
            $(via($via:expr))? $(default($default:expr))? $(missing($missing:expr))?
        ),* $(,)?
    } with { $( $(#[$wattr:meta])* $wfield:ident: $wty:ty ),* $(,)? }) => {
        $($attr)*
        #[derive(Clone, Debug)]
        pub struct $Type {
            $( $(#[$fattr])* pub $field: $fty, )*
            $( $(#[$wattr])* pub $wfield: $wty, )*
        }

        impl $Type {
            /// Its options, in the order Discord lists them.
            pub const OPTIONS: &'static [$crate::commands::OptionSpec] = &[$(
                $crate::commands::OptionSpec {
                    name: $opt,
                    kind: $kind,
                    required: slash_commands!(@required $req),
                    description: $desc,
                },
            )*];

            /// Its fields read from a command's arguments: each option by its kind,
            /// with its default or refusal when it was not given.
            #[allow(unused_variables)]
            pub(crate) fn read(
                args: &$crate::commands::Args,
            ) -> Result<Self, $crate::i18n::Msg> {
                Ok($Type {
                    $($field: {
                        let value = args.read($crate::commands::option(Self::OPTIONS, $opt))?;
                        $( let value = $crate::commands::via(value, $via)?; )?
                        $( let value = value.unwrap_or_else(|| $default); )?
                        $( let value = value.ok_or_else(|| $missing)?; )?
                        value
                    },)*
                    $( $wfield: Clone::clone(&args.$wfield), )*
                })
            }
        }
    };

    (@required required) => { true };
    (@required optional) => { false };

    (@where $rule:expr) => {
        /// Whether only servers that added the bot have it (registered for server
        /// installs, in servers).
        pub const SERVER_ONLY: bool = {
            #[allow(unused_imports)]
            use $crate::commands::Where::{Anywhere, Server, ServerIf};
            let rule: $crate::commands::Where<Self> = $rule;
            rule.is_server_only()
        };

        /// Whether it is refused outside a server that added the bot.
        fn needs_server(&self) -> bool {
            #[allow(unused_imports)]
            use $crate::commands::Where::{Anywhere, Server, ServerIf};
            let rule: $crate::commands::Where<Self> = $rule;
            rule.needs_server(self)
        }
    };

    (@run |$s:ident, $caller:pat_param, $place:pat_param, $c:pat_param| $run:expr) => {
        /// Its handler's answer.
        async fn run(
            self,
            service: &$crate::game::Service,
            caller: &$crate::game::User,
            place: $crate::game::Place,
        ) -> $crate::game::Outcome {
            let $s = service;
            let $caller = caller;
            let $place = place;
            let $c = self;
            $run
        }
    };
}
