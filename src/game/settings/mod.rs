//! Choices: each player's and each server's settings, the languages they chose, and
//! help.

pub(crate) mod choices;
mod help;
pub(crate) mod languages;
