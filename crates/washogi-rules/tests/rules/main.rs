//! The rules crate's tests, written from rules.md independently of the code they
//! check. One test binary (modules instead of a file per binary) so that a fresh
//! clone compiles and links the test code once.

mod common;

mod handicap;
mod japanese_notation;
mod japanese_roundtrip;
mod rules_fuzz;
mod rules_game_end;
mod rules_mate_in_one;
mod rules_notation;
mod rules_perft;
mod rules_pieces;
mod rules_promotion_drops;
