//! The pure decisions of the game service: functions over typed values, no I/O, no
//! clock, no database, each with unit tests of its own. The service loads what a
//! decision needs, calls it, stores what it decided and puts it in words; the store
//! calls the settlement decisions inside the transactions that apply them.
//!
//! - [`clock`]: live games' time controls, time left and when a flag falls;
//! - [`moves`]: play a move and say what it ends and who is due by when;
//! - [`rating`]: Glicko-2 ratings and records after a rated game;
//! - [`ladder`]: who may challenge whom, and who takes whose place;
//! - [`settle`]: everything a finished game changes (ratings, ladder records,
//!   places), decided from the facts read in the settling transaction;
//! - [`puzzle`]: puzzle answers, puzzle ratings, the daily puzzle's day, streaks;
//! - [`tournament`]: a tournament's next round, board results and standings;
//! - [`premove`]: conditional moves of correspondence games, read, merged into a
//!   tree, and the reply the tree holds for a move;
//! - [`vacation`]: the vacation bank and how a vacation moves deadlines;
//! - [`remind`]: which reminder before a deadline is due.

pub mod clock;
pub mod ladder;
pub mod moves;
mod outcome;
pub mod premove;
pub mod puzzle;
pub mod rating;
pub mod remind;
pub mod settle;
pub mod tournament;
pub mod vacation;

pub use outcome::{finish_for, Ending, Finish, GameResult};

/// Seconds in a day: correspondence deadlines are whole days.
pub const DAY: i64 = 86_400;
