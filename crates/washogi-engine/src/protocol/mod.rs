//! The engine protocols: XBoard/CECP v2 and USI.

pub mod usi;
pub mod xboard;
