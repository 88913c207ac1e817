//! The game service: every front end (Discord, console) calls it with the caller,
//! the place, the command's options and a clock, and gets back a transport-free
//! [`Response`]. The pure decisions come from [`crate::decide`], the rules from
//! `rules`, all SQL from `store`, all pictures from `render`; each command is a
//! load → decide → store → put in words step.
//!
//! Refusals are private, say why, and change nothing. Store failures are logged and
//! answered with a private apology; they never crash the caller.
//!
//! The parts, from the top; calls between them only go down (`docs/call-graph.md`,
//! derived from the code and kept true by `tests/call_graph.rs`):
//! - the two doors, [`Service`]'s methods: commands in (command.rs) and the clock's
//!   sweep (sweeps.rs), each calling into the areas below and never called back;
//! - the areas, each a folder or file with a handle, `Area<'s>` (declared with
//!   [`area!`]): the part of the service's state it owns (the computer player, the
//!   analysis queue, the puzzle scan, the drawing slots, the languages and channels
//!   last seen) and the handles of the areas below it that it calls, wired together
//!   by the service's accessors (`service.games()`, service.rs). A call back up
//!   does not compile: no area holds the handle of one above it. From the top:
//!   - `ladders/` (ratings, ladders and their seasons), `pages/` (the web pages)
//!     and `tournaments/`, which start games through `challenges/` (starting a game,
//!     answering a challenge);
//!   - `games/` (moves, resigning, the board, draws, takebacks, conditional moves,
//!     exports, the computer player, reminders and losses on time, threads and turn
//!     notices, game lists), above `analysis/` (post-game analysis and hints) and
//!     `puzzles/`;
//!   - a loaded game and how a command finds it (loaded.rs), above the end of every
//!     game (finish.rs: the result written, settled once, announced) and `settings/`
//!     (players' and servers' choices, the server's default game, help);
//!   - board pictures (pictures.rs), `vacations/` (a player's vacation: their clocks
//!     paused, from a yearly bank), languages (languages.rs) and where the bot is
//!     (reach.rs);
//! - the core every area reads ([`Core`], service.rs: the store, the clock, the
//!   servers looked after, page links), and beside it the caller and the place
//!   (caller.rs), the clock (time.rs), refusals (fail.rs), the words (words.rs,
//!   text.rs) and replies out (reply/).

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
pub mod pages;
mod pictures;
pub(crate) mod puzzles;
mod reach;
pub mod reply;
mod service;
mod settings;
mod sweeps;
pub mod text;
mod time;
mod tournaments;
mod vacations;
mod words;

pub use analysis::{AnalysisSettings, KifNotes};
pub use caller::{clean_name, Place, Reach, ServerFilter, Surface, User};
pub use challenges::StartOptions;
pub use command::Command;
pub use games::computer::{ComputerSettings, DEFAULT_LEVEL};
pub use games::export::ExportFormat;
pub use games::{computer, deadlines, export};
pub use puzzles::{PuzzleOptions, ScanSettings, THEMES};
pub use reply::{
    Action, Attachment, Button, ButtonStyle, Choice, DirectNotice, Effect, LinkButton, Menu,
    MenuOption, MessageEdit, MoveForm, Notice, OpenThread, Origin, Page, PickStep, Press, Reply,
    Response, Tracked,
};
pub(crate) use service::area;
pub(crate) use service::PageOf;
pub use service::{Core, Service};
pub use text::{mention, relative_time};
pub use time::{Clock, FakeClock, SkewedClock, SystemClock};
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
/// What `/settings` asks to change (its declaration builds it).
pub(crate) use settings::choices::Choices;

pub(crate) use words::{variant_name, variant_title};
