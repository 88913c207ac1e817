//! Playing a game: moves, resigning and the board (play), moves chosen by tapping
//! (picker), draws, takebacks, exports,
//! the computer player, deadlines (the clock sweep), threads and turn notices, and
//! the lists of games.

mod buttons;
pub mod computer;
pub mod deadlines;
mod draw;
pub mod export;
pub(crate) mod listing;
pub(crate) mod picker;
pub(crate) mod play;
pub(crate) mod premoves;
mod takeback;
pub(crate) mod threads;

use std::sync::Arc;

crate::game::area! {
    /// Games in play: moves, resigning, draws, takebacks, conditional moves, the
    /// computer player (which it owns), reminders and losses on time, threads and turn
    /// notices, game lists and exports.
    {
        computer: &'s Option<Arc<crate::game::computer::Computer>>,
        engines: &'s Arc<crate::game::engines::Engines>,
        finish: crate::game::finish::Area<'s>,
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
        reach: crate::game::reach::Area<'s>,
        vacations: crate::game::vacations::Area<'s>,
        analysis: crate::game::analysis::Area<'s>,
    }
}
