//! The web pages the service links to, and their paths: written here once, read by
//! the web adapter's router (`src/web/`) and by the links on posts. A game's page
//! is found by its unguessable token, never by its number; a server's pages by the
//! server's id (shown only when the server turned them on).

use crate::ids::{ServerId, TournamentId};
use crate::rules::VariantId;

/// A page of the web adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    /// A game, by its page token.
    Game(String),
    /// A server's home: its games, ladders, ratings, tournaments and puzzles.
    Server(ServerId),
    /// A server's ladder of one game.
    Ladder(ServerId, VariantId),
    /// A server's ratings in one game.
    Ratings(ServerId, VariantId),
    /// A server's tournament.
    Tournament(ServerId, TournamentId),
    /// A server's daily puzzles.
    Puzzles(ServerId),
}

impl Page {
    /// The page's path, from the site's root (`/g/3f…`, `/s/42/ladder/wa`).
    pub fn path(&self) -> String {
        match self {
            Page::Game(token) => format!("/g/{token}"),
            Page::Server(s) => format!("/s/{s}"),
            Page::Ladder(s, v) => format!("/s/{s}/ladder/{}", v.id()),
            Page::Ratings(s, v) => format!("/s/{s}/ratings/{}", v.id()),
            Page::Tournament(s, t) => format!("/s/{s}/t/{t}"),
            Page::Puzzles(s) => format!("/s/{s}/puzzles"),
        }
    }

    /// The server whose page this is (`None` for a game: its row says).
    pub fn server(&self) -> Option<ServerId> {
        match self {
            Page::Game(_) => None,
            Page::Server(s)
            | Page::Ladder(s, _)
            | Page::Ratings(s, _)
            | Page::Tournament(s, _)
            | Page::Puzzles(s) => Some(*s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths() {
        let s = ServerId::new(42);
        assert_eq!(Page::Game("ab".into()).path(), "/g/ab");
        assert_eq!(Page::Server(s).path(), "/s/42");
        assert_eq!(
            Page::Ladder(s, VariantId::WaDrops).path(),
            "/s/42/ladder/wa-drops"
        );
        assert_eq!(
            Page::Ratings(s, VariantId::Shogi).path(),
            "/s/42/ratings/shogi"
        );
        assert_eq!(
            Page::Tournament(s, TournamentId::new(7)).path(),
            "/s/42/t/7"
        );
        assert_eq!(Page::Puzzles(s).path(), "/s/42/puzzles");
    }
}
