//! Choices: each player's and each server's settings (the server's default game
//! among them), and help.

pub(crate) mod choices;
mod help;
