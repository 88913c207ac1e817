//! Tournament pairings for washogi-bot: the FIDE Dutch Swiss system
//! (C.04.3), Berger round-robin tables (C.05 Annex 1), tie-breaks (C.07) and the
//! FIDE Tournament Report File (TRF-16) that pairing programs exchange.
//!
//! Everything here is pure: data in, data out; the only text handled is the
//! TRF given to and returned by the functions of [`trf`] and [`dutch::pair_trf`].

pub mod matching;
pub mod tournament;
pub mod trf;

pub use tournament::{
    Colour, Pair, Player, PlayerId, PointSystem, ResultCode, RoundEntry, RoundPairing, Tenths,
    Tournament,
};
pub use trf::TrfError;
pub mod dutch;

pub use dutch::{pair_next_round, pair_trf, PairingError};
pub mod berger;
pub mod tiebreaks;
