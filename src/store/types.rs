//! The closed sets of words the store keeps in TEXT columns (the types themselves
//! are the domain's, [`crate::domain`]). Each is mapped to its column text once,
//! here ([`text_column!`]), so the service never compares strings and an unknown
//! word in the database is an error, not a silent default.

pub use crate::decide::{Ending, GameResult};
pub use crate::domain::{
    AttemptState, ChallengeStatus, ColorChoice, GameStatus, Notify, Pieces, Reach, Remind,
    TournamentFormat, TournamentStatus,
};

/// Store an enum as the text of a TEXT column: `$variant => "text"` both ways, and an
/// error for any other text read back. (Written out rather than derived: sqlx's derive
/// macros would build SQLite a second time, for the compiler.)
macro_rules! text_column {
    ($ty:ident { $($variant:ident => $text:literal),* $(,)? }) => {
        impl $ty {
            /// The column text.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $text),*
                }
            }

            fn from_column(text: &str) -> Option<$ty> {
                match text {
                    $($text => Some($ty::$variant),)*
                    _ => None,
                }
            }
        }

        impl<DB: sqlx::Database> sqlx::Type<DB> for $ty
        where
            str: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as sqlx::Type<DB>>::type_info()
            }
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $ty
        where
            &'q str: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <&'q str as sqlx::Encode<'q, DB>>::encode(self.as_str(), buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $ty
        where
            &'r str: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                let text = <&'r str as sqlx::Decode<'r, DB>>::decode(value)?;
                $ty::from_column(text).ok_or_else(|| {
                    format!("{text:?} is not a {} in the database", stringify!($ty)).into()
                })
            }
        }
    };
}

text_column!(GameStatus { Active => "active", Finished => "finished" });
text_column!(Reach { Member => "member", Interaction => "interaction" });
text_column!(GameResult { Sente => "sente", Gote => "gote", Draw => "draw" });
text_column!(Ending {
    Checkmate => "checkmate",
    NoMoves => "no_moves",
    Repetition => "repetition",
    PerpetualCheck => "perpetual_check",
    Resignation => "resignation",
    Timeout => "timeout",
    Agreement => "agreement",
    Impasse => "impasse",
    Adjudication => "adjudication",
    Aborted => "aborted",
});
text_column!(ChallengeStatus {
    Open => "open",
    Accepted => "accepted",
    Declined => "declined",
    Cancelled => "cancelled",
    Expired => "expired",
});
text_column!(ColorChoice { Random => "random", Sente => "sente", Gote => "gote" });
text_column!(Pieces { Kanji => "kanji", Letters => "letters" });
text_column!(Notify { Channel => "channel", Dm => "dm" });
text_column!(Remind { Day => "24h", Hour => "1h", DayAndHour => "24h+1h", Off => "off" });
text_column!(TournamentStatus {
    Open => "open",
    Running => "running",
    Finished => "finished",
    Cancelled => "cancelled",
});
text_column!(TournamentFormat {
    Swiss => "swiss",
    RoundRobin => "round-robin",
    DoubleRoundRobin => "double-round-robin",
});
text_column!(AttemptState { Open => "open", Solved => "solved", Failed => "failed" });

/// A time control is stored as its notation (`10+30x3`, `5|3`); text that is not one
/// is an error, not a correspondence game.
impl<DB: sqlx::Database> sqlx::Type<DB> for crate::decide::clock::TimeControl
where
    str: sqlx::Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <str as sqlx::Type<DB>>::type_info()
    }
    fn compatible(ty: &DB::TypeInfo) -> bool {
        <str as sqlx::Type<DB>>::compatible(ty)
    }
}

impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for crate::decide::clock::TimeControl
where
    String: sqlx::Encode<'q, DB>,
{
    fn encode_by_ref(
        &self,
        buf: &mut <DB as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <String as sqlx::Encode<'q, DB>>::encode(self.to_string(), buf)
    }
}

impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for crate::decide::clock::TimeControl
where
    &'r str: sqlx::Decode<'r, DB>,
{
    fn decode(
        value: <DB as sqlx::Database>::ValueRef<'r>,
    ) -> Result<Self, sqlx::error::BoxDynError> {
        let text = <&'r str as sqlx::Decode<'r, DB>>::decode(value)?;
        crate::decide::clock::TimeControl::parse(text)
            .map_err(|_| format!("{text:?} is not a time control in the database").into())
    }
}
