//! Maximum-weight matching in a general graph, kept up to date as edge weights
//! change.
//!
//! The Dutch pairing (C.04.3) asks for the round pairing that best satisfies a
//! list of criteria in strict priority order; packing them into one number per
//! pair turns that into a maximum-weight matching problem, which is how
//! bbpPairings (an endorsed FIDE program) pairs. It then fixes pairs one at a
//! time, changing the weights around a few players and asking for the optimum
//! again, hundreds of times a round: the matching is therefore incremental.
//!
//! The algorithm is Edmonds' primal-dual blossom algorithm in the O(n³) form of
//! Galil ("Efficient algorithms for finding maximum matching in graphs", 1986),
//! following the structure of Joris van Rantwijk's well-known `mwmatching`,
//! generalised so that the search starts from a single unmatched vertex with a
//! positive dual at a time. That lets a vertex whose weights changed simply be
//! cut loose (unmatched, taken out of its blossoms, its dual raised so every
//! edge stays feasible) and matched again by one short search.

mod blossom;
mod wide;

pub use blossom::Matcher;
pub use wide::Wide;

#[cfg(test)]
mod tests;
