//! The rules of Wa Shogi (with and without drops) and Shogi: a pure library with no
//! I/O. Games are data ([`variants`], [`tables`]); a [`Position`] generates and checks
//! moves; [`Game`] adds the history that repetition needs; [`usi`], [`input`] and
//! [`describe`] are the notations for machines and for people, [`japanese`] the
//! notation of Japanese records; [`handicap`] has shogi's handicap starts.
//!
//! ```
//! use washogi_rules::{Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let start = Position::start(shogi);
//! assert_eq!(start.legal_moves().len(), 30);
//! assert_eq!(start.perft(2), 900);
//! ```

mod attacks;
mod betza;
pub mod describe;
mod error;
mod fastgen;
pub mod handicap;
pub mod input;
pub mod japanese;
mod mate;
mod movegen;
mod outcome;
mod position;
mod search_support;
mod sfen;
pub mod tables;
mod types;
pub mod usi;
mod variant_id;
mod variants;

/// The README's example, run as a doctest so that it stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExample;

pub use attacks::Attacks;
pub use error::IllegalMove;
pub use input::InputError;
pub use outcome::{Game, ResumeError, Status};
pub use position::Position;
pub use sfen::{piece_code, SfenError, MAX_MOVE_NUMBER};
pub use types::{Color, Move, Piece, Square};
pub use usi::NotationError;
pub use variant_id::{UnknownVariant, VariantId};
pub use variants::{all as all_variants, Kind, KindInfo, Role, Variant};
