//! What the web pages show, read and put together here, transport-free: the web
//! adapter (`src/web/`) only turns these views into HTML. Everything here reads;
//! nothing writes.
//!
//! Privacy is decided here, once: a view exists only for a server that turned its
//! pages on (`/settings web:on scope:server`); games in direct messages have none;
//! a game is found by its page token, never by its number. Anything else is `None`,
//! which the adapter answers "not found" — the same for a page that does not exist
//! and one that is private, so neither can be told from the other.
//!
//! Texts are the service's structured text (people as tokens, see
//! [`crate::game::text`]), with the names the adapter shows for those people.

mod board;
mod game;
mod servers;
mod tournament;

use std::collections::HashMap;

use crate::game::Fail;
use crate::i18n::Lang;
use crate::ids::{ServerId, UserId, Venue};
use crate::store::StoreError;

pub use board::{BoardView, PageRecord, RecordFormat};
pub use game::{AnalysisView, ClockView, GameView, MoveView, TournamentOf};
pub use servers::{
    DailyView, GameLine, LadderLine, LadderView, PuzzlesView, RatingLine, RatingsView, ServerView,
    TournamentLine,
};
pub use tournament::{BoardLine, RoundView, StandingLine, TournamentView};

crate::game::area! {
    /// What the web pages show, read from the store (nothing is written).
    {
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
        tournaments: crate::game::tournaments::Area<'s>,
        analysis: crate::game::analysis::Area<'s>,
    }
}

/// Why a page could not be read (the database failed, or a stored game no longer
/// replays): the adapter answers a server error and logs it.
#[derive(Debug)]
pub struct PageError(pub String);

impl std::fmt::Display for PageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<StoreError> for PageError {
    fn from(e: StoreError) -> PageError {
        PageError(crate::store::describe_error(&e))
    }
}

impl From<Fail> for PageError {
    fn from(f: Fail) -> PageError {
        match f {
            Fail::Store(e) => e.into(),
            other => PageError(other.log_text()),
        }
    }
}

/// A page's view, `None` when there is no such page to show (or it is private).
pub type PageResult<T> = Result<Option<T>, PageError>;

/// Players' names as the pages show them: their display names as the bot last saw
/// them, never their ids.
#[derive(Clone, Debug, Default)]
pub struct Names(pub HashMap<UserId, String>);

impl Names {
    /// A player's name ("someone" for a player the bot never saw named).
    pub fn of(&self, user: UserId) -> &str {
        self.0.get(&user).map_or("someone", String::as_str)
    }
}

/// What every page of a server knows: the server, its language (its posts'), and
/// the names of the people its texts mention.
#[derive(Clone, Debug)]
pub struct ServerHead {
    pub server: ServerId,
    /// The server's name as Discord last sent it, if the bot has seen it.
    pub name: Option<String>,
    pub lang: Lang,
    pub names: Names,
}

impl Area<'_> {
    /// The server of `venue` if it shows its pages (never direct messages).
    pub(super) async fn shown_server(&self, venue: Venue) -> Result<Option<ServerId>, PageError> {
        let Venue::Server(server) = venue else {
            return Ok(None);
        };
        Ok(self.store().server_web(venue).await?.then_some(server))
    }

    /// The names of `users`, for a page.
    pub(super) async fn page_names(&self, users: &[UserId]) -> Result<Names, PageError> {
        Ok(Names(self.store().player_names(users).await?))
    }
}
