//! How an option's value is read as its field's type: the one place each kind of
//! option is read, with the refusals of values it does not take.

use super::{Args, Kind, OptionSpec};
use crate::decide::tournament::Format;
use crate::domain::{ColorChoice, Notify, Pieces, Remind};
use crate::game::{ExportFormat, User};
use crate::i18n::Msg;
use crate::ids::{ChannelId, GameId};
use crate::msg;
use crate::rules::handicap::Handicap;
use washogi_rules::VariantId;

/// A type an option's value is read as (a declared field's type, or the type a
/// `via(…)` takes).
pub trait Read: Sized {
    /// Whether an option of this kind can be read as this type (checked in debug
    /// builds at every reading, and for every option by the table's tests).
    fn fits(kind: Kind) -> bool;

    /// Option `option`'s value in `args`: `Ok(None)` when it was not given (or is
    /// not of its kind), `Err` when it is a value the option does not take.
    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg>;
}

/// Text as typed, or a `OneOf` option's value checked against its values.
impl Read for String {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Text { .. } | Kind::OneOf(_))
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        match option.kind {
            Kind::OneOf(_) => args.choice(option),
            _ => Ok(args.text(option.name).map(str::to_string)),
        }
    }
}

/// A number.
impl Read for i64 {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Number { .. })
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        Ok(args.number(option.name))
    }
}

/// A role of the server.
impl Read for crate::ids::RoleId {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Role)
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        Ok(args.role(option.name))
    }
}

impl Read for GameId {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Number { .. })
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        Ok(args.number(option.name).map(GameId::new))
    }
}

impl Read for bool {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Flag)
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        Ok(args.flag(option.name))
    }
}

/// A person; anything else in a person's option is refused (it must never
/// silently mean "nobody").
impl Read for User {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Person)
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        args.person(option.name)
    }
}

impl Read for ChannelId {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Channel)
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        Ok(args.channel(option.name))
    }
}

/// A game from the games' menu.
impl Read for VariantId {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::OneOf(_))
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        match args.choice(option)? {
            None => Ok(None),
            Some(id) => VariantId::from_id(&id)
                .map(Some)
                .ok_or_else(|| args.bad_choice(option)),
        }
    }
}

impl Read for ColorChoice {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::OneOf(_))
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        match args.choice(option)? {
            None => Ok(None),
            Some(c) => ColorChoice::parse(&c)
                .map(Some)
                .ok_or(msg!("option-bad-colour")),
        }
    }
}

impl Read for Format {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::OneOf(_))
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        match args.choice(option)? {
            None => Ok(None),
            Some(f) => Format::parse(&f)
                .map(Some)
                .ok_or_else(|| args.bad_choice(option)),
        }
    }
}

/// A handicap by its id or its Japanese name.
impl Read for Handicap {
    fn fits(kind: Kind) -> bool {
        matches!(kind, Kind::Handicap)
    }

    fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
        match args.text(option.name) {
            None => Ok(None),
            Some(h) => Handicap::parse(h)
                .map(Some)
                .ok_or_else(|| args.bad_choice(option)),
        }
    }
}

/// A choice of the table whose type reads it (every declared value does).
macro_rules! parsed_choice {
    ($($ty:ty),*) => {$(
        impl Read for $ty {
            fn fits(kind: Kind) -> bool {
                matches!(kind, Kind::OneOf(_))
            }

            fn read(args: &Args, option: &OptionSpec) -> Result<Option<Self>, Msg> {
                Ok(args.choice(option)?.as_deref().and_then(<$ty>::parse))
            }
        }
    )*};
}

parsed_choice!(Pieces, Notify, Remind, ExportFormat);
