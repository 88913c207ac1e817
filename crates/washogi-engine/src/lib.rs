//! A computer opponent for Wa Shogi (with and without drops) and Shogi, standing on
//! the `washogi-rules` crate: iterative-deepening principal-variation search with a
//! transposition table, quiescence, null move, late-move reductions, killer and
//! history ordering and exchange evaluation ([`Engine`]); an evaluation with published
//! piece values tuned by self-play ([`eval`]); playing levels 1–8 and draw offers
//! ([`Level`], [`accepts_draw`]); and the XBoard and USI protocols as library loops
//! ([`xboard::run`], [`usi::run`]); and post-game analysis ([`analysis`]: win chance,
//! inaccuracies, mistakes and blunders, accuracy), which an external USI engine can
//! serve for shogi ([`external::UsiEngine`]). The library does no I/O except through
//! the readers and writers handed to those loops, and an external engine's process.
//!
//! ```
//! use std::time::Duration;
//! use washogi_engine::{Engine, Limits};
//! use washogi_rules::{Game, Position, Variant};
//!
//! let wa = Variant::by_id("wa").unwrap();
//! let game = Game::new(Position::start(wa));
//! let mut engine = Engine::new(16);
//! let limits = Limits { nodes: Some(5_000), movetime: Some(Duration::from_secs(3)), ..Limits::default() };
//! let result = engine.search(&game, &limits, |_info| {});
//! assert!(game.position().is_legal(result.best_move.unwrap()));
//! ```

pub mod analysis;
pub mod eval;
pub mod external;
pub mod game_line;
mod levels;
mod node;
pub mod protocol;
pub mod puzzles;
mod rng;
mod search;
pub mod selfplay;
mod tsume;
mod tt;
pub mod win_chance;

pub use levels::{accepts_draw, Level, LevelSettings};
pub use protocol::{usi, xboard};
pub use rng::Rng;
pub use search::{Engine, Info, Limits, Score, SearchResult, MAX_TABLE_MB};
