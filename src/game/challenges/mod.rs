//! Challenges: starting a game (a challenge to a person, an open challenge, or a
//! game against the computer), answering one, and their words and buttons.

mod answer;
mod expiry;
mod start;
pub(crate) mod terms;

pub(crate) use start::LadderTerms;
pub use start::StartOptions;

crate::game::area! {
    /// Starting games: `/start`, the answers to a challenge, its expiry.
    {
        games: crate::game::games::Area<'s>,
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
        vacations: crate::game::vacations::Area<'s>,
    }
}
