//! Ratings and ladders, one of each per (server, game): `/rating`, the `/ladder`
//! commands, settling finished games, and seasons.

pub(crate) mod ladder;
mod seasons;
