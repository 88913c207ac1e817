//! washogi-bot: Wa Shogi and Shogi on Discord.
//!
//! Layers, with dependencies pointing down only: `discord`, `console`, `web` and `cli` are
//! thin adapters over the transport-free [`game`] service, which stands on [`store`]
//! (all SQL), [`decide`] (the pure decisions: moves, ratings, ladders, settling),
//! [`render`] (pictures) and [`rules`] (pure rules, no I/O). [`commands`] is the one
//! table every command is declared in. [`domain`] and [`ids`] are the types every
//! layer shares: the choices and states, and the ids.

pub mod cli;
pub mod commands;
pub mod config;
pub mod console;
pub mod decide;
pub mod discord;
pub mod domain;
pub mod game;
pub mod i18n;
pub mod ids;
pub mod shards;
pub mod store;
pub mod web;

/// The pictures, from the `washogi-render` crate.
pub use washogi_render as render;
/// The rules, from the `washogi-rules` crate.
pub use washogi_rules as rules;
