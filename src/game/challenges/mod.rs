//! Challenges: starting a game (a challenge to a person, an open challenge, or a
//! game against the computer), answering one, and their words and buttons.

mod answer;
mod expiry;
mod start;
pub(crate) mod terms;

pub(crate) use start::LadderTerms;
pub use start::StartOptions;
