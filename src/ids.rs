//! Ids as types: a user, a server, a channel, a game, a challenge, a tournament, a
//! season, a message and a role are each their own kind of number, so one cannot be passed where another is meant. Discord's ids (snowflakes)
//! fit in an `i64`, which is how the database keeps them; [`Venue`] says whether a
//! game lives in a server or in direct messages, which the database writes as
//! server 0.

use std::fmt;

/// Stores `$ty` in an INTEGER column: written as `$to(&value)`, read back as
/// `$from(number)`.
macro_rules! integer_column {
    ($ty:ty, $to:expr, $from:expr) => {
        impl<DB: sqlx::Database> sqlx::Type<DB> for $ty
        where
            i64: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as sqlx::Type<DB>>::type_info()
            }
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $ty
        where
            i64: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <i64 as sqlx::Encode<'q, DB>>::encode(($to)(self), buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $ty
        where
            i64: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                <i64 as sqlx::Decode<'r, DB>>::decode(value).map($from)
            }
        }
    };
}

/// Declares an id type over `i64`: shown as its number, compared with plain numbers
/// (the database's and the tests'), and stored as an INTEGER column.
macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(i64);

        impl $name {
            /// The id a trusted source gives: a Discord snowflake as Discord sent
            /// it, a number the database keeps, a number already checked.
            pub const fn new(n: i64) -> $name {
                $name(n)
            }

            /// The id a person typed or a message carried back (an option, a
            /// button's custom id): a number from 1 up, or none.
            pub const fn checked(n: i64) -> Option<$name> {
                if n > 0 {
                    Some($name(n))
                } else {
                    None
                }
            }

            /// The number, as Discord and the database write it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl From<i64> for $name {
            fn from(n: i64) -> $name {
                $name(n)
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        impl PartialEq<i64> for $name {
            fn eq(&self, other: &i64) -> bool {
                self.0 == *other
            }
        }

        impl PartialEq<$name> for i64 {
            fn eq(&self, other: &$name) -> bool {
                *self == other.0
            }
        }

        integer_column!($name, |id: &$name| id.0, $name);
    };
}

id_type!(
    /// A person (or a bot) on Discord, or a name typed in the console.
    UserId
);
id_type!(
    /// A Discord server (a guild). Never 0: direct messages are [`Venue::Direct`].
    ServerId
);
id_type!(
    /// A channel or a thread.
    ChannelId
);
id_type!(
    /// A game, numbered by the database.
    GameId
);
id_type!(
    /// A challenge, numbered by the database.
    ChallengeId
);
id_type!(
    /// A tournament, numbered by the database.
    TournamentId
);
id_type!(
    /// A season of one ladder (a server's ladder of one game), numbered from 1.
    SeasonId
);
id_type!(
    /// A message the bot posted (Discord's id), to edit later.
    MessageId
);
id_type!(
    /// A role of a server (Discord's id).
    RoleId
);

impl SeasonId {
    /// The season after this one.
    pub const fn next(self) -> SeasonId {
        SeasonId(self.0 + 1)
    }
}

/// Where a game or a command lives: in a server, or in direct messages with the bot.
/// (Ordered as the stored numbers are: direct messages, then servers by id.)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Venue {
    /// Direct messages: no server, no server settings, no ladder.
    Direct,
    Server(ServerId),
}

impl Venue {
    /// The venue a stored server number means (0: direct messages).
    pub const fn from_key(key: i64) -> Venue {
        if key == 0 {
            Venue::Direct
        } else {
            Venue::Server(ServerId(key))
        }
    }

    /// The number the database keeps (0 for direct messages).
    pub const fn key(self) -> i64 {
        match self {
            Venue::Direct => 0,
            Venue::Server(id) => id.0,
        }
    }
}

impl fmt::Display for Venue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.key().fmt(f)
    }
}

// Stored as the server's number, 0 for direct messages.
integer_column!(Venue, |v: &Venue| v.key(), Venue::from_key);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_zero_is_direct_messages_both_ways() {
        assert_eq!(Venue::from_key(0), Venue::Direct);
        assert_eq!(Venue::from_key(42), Venue::Server(ServerId(42)));
        for key in [0, 42, i64::MAX] {
            assert_eq!(Venue::from_key(key).key(), key);
        }
    }

    #[test]
    fn ids_show_and_compare_as_their_numbers() {
        let game = GameId(12);
        assert_eq!(game.to_string(), "12");
        assert_eq!(game, 12);
        assert_eq!(12, game);
        assert_eq!(i64::from(UserId::from(5)), 5);
    }
}
