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
