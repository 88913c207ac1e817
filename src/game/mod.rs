//! The game service: every front end (Discord, console) calls it with the caller,
//! the place, the command's options and a clock, and gets back a transport-free
//! [`Response`]. The pure decisions come from [`crate::decide`], the rules from
//! `rules`, all SQL from `store`, all pictures from `render`; each command is a
//! load → decide → store → put in words step.
//!
//! Refusals are private, say why, and change nothing. Store failures are logged and
//! answered with a private apology; they never crash the caller.
//!
//! The parts:
//! - the base every part stands on: [`Service`] (service.rs), the caller and the
//!   place (caller.rs), the clock (time.rs), refusals (fail.rs), a loaded game and
//!   how a command finds it (loaded.rs), board pictures (pictures.rs), the words
//!   (words.rs), commands in (command.rs) and replies out (reply/);
//! - `games/`: playing — moves, resigning, the board, draws, takebacks, exports, the
//!   computer player, deadlines, threads and turn notices, game lists;
//! - `challenges/`: starting a game, and answering a challenge;
//! - `ladders/`: ratings, ladders and their seasons;
//! - `settings/`: players' and servers' choices, languages, help.

mod analysis;
mod caller;
mod challenges;
mod command;
mod engines;
mod fail;
mod finish;
mod games;
mod ladders;
pub(crate) mod languages;
mod loaded;
mod pictures;
pub(crate) mod puzzles;
pub mod reply;
mod service;
mod settings;
mod sweeps;
pub mod text;
mod time;
mod tournaments;
mod words;

pub use analysis::{AnalysisSettings, KifNotes};
pub use caller::{clean_name, Place, ServerFilter, User, DEFAULT_UPLOAD_LIMIT};
pub use challenges::StartOptions;
pub use command::Command;
pub use games::computer::{ComputerSettings, DEFAULT_LEVEL};
pub use games::export::ExportFormat;
pub use games::{computer, deadlines, export};
pub use puzzles::{PuzzleOptions, ScanSettings, THEMES};
pub use reply::{
    Action, Attachment, Button, ButtonStyle, Choice, DirectNotice, Effect, MessageEdit, Notice,
    OpenThread, Reply, Response, Tracked,
};
pub use service::Service;
pub use text::{mention, relative_time};
pub use time::{Clock, FakeClock, SystemClock};
pub use tournaments::{NewTournament, TournamentCommand, DEFAULT_ROUNDS};
pub use words::plural;

/// `migrate-db`: the store copies one database into another, empty one.
pub use crate::store::migrate as migrate_db;
pub use crate::store::ColorChoice;

// The base vocabulary the parts share.
pub(crate) use crate::decide::DAY;
pub(crate) use fail::{refuse, refuse_text, Fail, Outcome};
pub(crate) use loaded::{game_channel, LoadedGame};
pub(crate) use pictures::{piece_style, plate_language};

pub(crate) use words::{variant_name, variant_title};
