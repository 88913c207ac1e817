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
//! generalised so that a search may start from any unmatched vertices with a
//! positive dual, not from all of them with equal duals. That is what makes
//! updates cheap: a vertex whose weights changed keeps its mate when one dual
//! can make their edge tight and every other edge feasible; otherwise it is
//! cut loose (unmatched, taken out of its blossoms, its dual raised so every
//! edge stays feasible), warm-started, and matched again by a short search
//! that grows trees from it and its former mate until they meet. When many
//! vertices are cut loose at once (a new bracket), one search grows trees
//! from all of them and goes on after each augmentation (`phase`).

mod blossoms;
mod matcher;
mod phase;
mod reach;
mod search;
mod table;
mod wide;

pub use matcher::Matcher;
pub use wide::Wide;

#[cfg(test)]
mod tests;
