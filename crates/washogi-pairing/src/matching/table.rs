//! The edge weights of the complete graph, interned: each edge holds a `u32`
//! index into a table of the distinct (doubled) weights.
//!
//! A weight is `N` words (eight for the thousand players of the bench), so a
//! plain matrix of them is `8 N n²` bytes (64 MB there), and the searches,
//! which scan whole rows, would spend their time waiting on memory. The Dutch pairing only ever uses a few
//! thousand distinct weights, though: as indices the matrix is `4 n²` bytes
//! and the distinct weights stay in cache.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::Wide;

/// The index of the zero weight (no edge).
pub(super) const NO_WEIGHT: u32 = 0;

pub(super) struct WeightTable<const N: usize> {
    size: usize,
    /// Row by row, the index in `values` of each edge's doubled weight.
    index: Vec<u32>,
    /// For each row, a range of columns outside which all weights are zero
    /// (the players paired in earlier brackets, a prefix of the vertices,
    /// end up outside it), so that scans skip them.
    span: Vec<(usize, usize)>,
    /// The distinct doubled weights, zero first.
    values: Vec<Wide<N>>,
    lookup: HashMap<Wide<N>, u32, BuildHasherDefault<WordHasher>>,
    /// The index of the last nonzero weight set: the weights of a row come
    /// in runs of the same value, which need not be hashed again.
    last: u32,
}

impl<const N: usize> WeightTable<N> {
    pub(super) fn new(size: usize) -> Self {
        let mut lookup = HashMap::default();
        lookup.insert(Wide::ZERO, NO_WEIGHT);
        WeightTable {
            size,
            index: vec![NO_WEIGHT; size * size],
            span: vec![(0, 0); size],
            values: vec![Wide::ZERO],
            lookup,
            last: NO_WEIGHT,
        }
    }

    /// The weight index of the edge `u`–`v`.
    #[inline(always)]
    pub(super) fn index(&self, u: usize, v: usize) -> u32 {
        self.index[u * self.size + v]
    }

    /// The doubled weight with index `index`.
    #[inline(always)]
    pub(super) fn value(&self, index: u32) -> &Wide<N> {
        &self.values[index as usize]
    }

    /// Twice the weight of the edge `u`–`v`.
    #[inline(always)]
    pub(super) fn get(&self, u: usize, v: usize) -> &Wide<N> {
        self.value(self.index(u, v))
    }

    /// Sets twice the weight of the edge `u`–`v` (both directions).
    pub(super) fn set(&mut self, u: usize, v: usize, doubled: Wide<N>) {
        let index = if doubled.is_zero() {
            NO_WEIGHT
        } else if self.values[self.last as usize] == doubled {
            self.last
        } else {
            let next = self.values.len() as u32;
            let index = *self.lookup.entry(doubled).or_insert(next);
            if index == next {
                self.values.push(doubled);
            }
            self.last = index;
            index
        };
        self.index[u * self.size + v] = index;
        self.index[v * self.size + u] = index;
        self.update_span(u, v, index);
        self.update_span(v, u, index);
    }

    /// Sets twice the weight of the edge `u`–`v` to `doubled` and every other
    /// edge at `u` or `v` to zero.
    pub(super) fn fix_pair(&mut self, u: usize, v: usize, doubled: Wide<N>) {
        for (row, other) in [(u, v), (v, u)] {
            let (first, end) = self.span[row];
            for column in first..end {
                if column != other && self.index[row * self.size + column] != NO_WEIGHT {
                    self.index[row * self.size + column] = NO_WEIGHT;
                    self.index[column * self.size + row] = NO_WEIGHT;
                    self.update_span(column, row, NO_WEIGHT);
                }
            }
        }
        self.set(u, v, doubled);
        self.span[u] = (v, v + 1);
        self.span[v] = (u, u + 1);
    }

    /// The columns of row `u` that may hold an edge, and their weight
    /// indices.
    #[inline(always)]
    pub(super) fn row(&self, u: usize) -> (std::ops::Range<usize>, &[u32]) {
        let (first, end) = self.span[u];
        (
            first..end,
            &self.index[u * self.size + first..u * self.size + end],
        )
    }

    /// The distinct doubled weights, by index.
    #[inline(always)]
    pub(super) fn values(&self) -> &[Wide<N>] {
        &self.values
    }

    /// The columns of row `u` that may hold an edge.
    #[inline(always)]
    pub(super) fn columns(&self, u: usize) -> std::ops::Range<usize> {
        let (first, end) = self.span[u];
        first..end
    }

    fn update_span(&mut self, u: usize, v: usize, index: u32) {
        let (mut first, mut end) = self.span[u];
        if index != NO_WEIGHT {
            if first == end {
                (first, end) = (v, v + 1);
            } else {
                first = first.min(v);
                end = end.max(v + 1);
            }
        } else {
            let row = &self.index[u * self.size..(u + 1) * self.size];
            if v == first {
                while first < end && row[first] == NO_WEIGHT {
                    first += 1;
                }
            }
            if v + 1 == end {
                while end > first && row[end - 1] == NO_WEIGHT {
                    end -= 1;
                }
            }
        }
        self.span[u] = (first, end);
    }
}

/// A fast hash for whole words (the default SipHash would cost more than the
/// rest of `set`).
#[derive(Default)]
pub(super) struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_usize(&mut self, word: usize) {
        self.write_u64(word as u64);
    }
}
