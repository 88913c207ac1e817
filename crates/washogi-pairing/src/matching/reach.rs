//! The least-slack edge from a large blossom to each vertex outside it, kept
//! across searches, so that a blossom made outer again is scanned in one
//! pass over the vertices rather than row by row through its leaves.
//!
//! In the Dutch pairing the score groups below the bracket are all tight
//! (every pair has the same weight): a search grows them into one blossom of
//! 600–980 vertices whose dual outlives the search, and every later search
//! of the same computation labels it outer again (it is a root) and scanned
//! its leaves: 28,000 of the bench's 39,000 rows of 1,000 columns. Those
//! rows mostly hold edges inside the blossom; what a scan needs from the
//! leaves is, for each vertex outside, its least-slack edge to them, and
//! that edge stays the least while the blossom lives: the leaves' duals all
//! change by the same amount (a dual change moves every leaf of a top-level
//! blossom alike; dissolving an enclosing blossom adds its dual to all its
//! leaves), so the order of `dual[leaf] - 2w(leaf, x)` over the leaves does
//! not change for a given `x`. Only a new weight at `x` changes it: each
//! vertex records the computation its weights last changed in, and a table
//! finds those columns again before it is used.

use super::matcher::{Edge, Matcher, OUTER};
use super::search::{edge_scan, EdgeScan, Step};
use super::table::NO_WEIGHT;
use super::Wide;

/// From how many leaves a blossom keeps a table: below it, scanning the
/// leaves' rows costs about as much as the table. The tests, whose graphs
/// are small enough to check by brute force, give every blossom one.
pub(super) const REACH_LEAVES: usize = if cfg!(test) { 3 } else { 32 };

/// One column of a blossom's table: the leaf whose edge to that vertex has
/// the least slack, and the edge's weight index (`NO_WEIGHT`: no edge).
#[derive(Clone, Copy)]
pub(super) struct ReachEdge {
    pub(super) leaf: u32,
    pub(super) index: u32,
}

const NO_REACH: ReachEdge = ReachEdge {
    leaf: u32::MAX,
    index: NO_WEIGHT,
};

/// A blossom's table and the computation it was last brought up to date in.
pub(super) struct Reach {
    pub(super) edges: Vec<ReachEdge>,
    epoch: u64,
}

impl<const N: usize> Matcher<N> {
    /// Whether `item` (a vertex or a blossom queued whole) is a blossom.
    #[inline(always)]
    pub(super) fn is_blossom_item(&self, item: usize) -> bool {
        item >= self.vertex_count
    }

    /// The top-level blossom holding `item`.
    #[inline(always)]
    pub(super) fn top_of(&self, item: usize) -> usize {
        if item < self.vertex_count {
            self.in_blossom[item]
        } else {
            // The base is one of its leaves while it lives.
            self.in_blossom[self.base[item]]
        }
    }

    /// The outer vertex a tight edge to `w` found scanning `item` leaves from.
    #[inline(always)]
    pub(super) fn edge_from(&self, item: usize, w: usize) -> usize {
        if item < self.vertex_count {
            item
        } else {
            let reach = self.reach[item]
                .as_ref()
                .expect("a queued blossom keeps its table");
            reach.edges[w].leaf as usize
        }
    }

    /// Queues the leaves of blossom `b`, just made outer (or outer again):
    /// as the blossom itself when it is large enough to keep a table.
    pub(super) fn queue_leaves(&mut self, b: usize) {
        if self.has_reach(b) {
            self.for_each_leaf(b, |m, leaf| {
                m.outer_bits[leaf / 64] |= 1 << (leaf % 64);
                m.table_bits[leaf / 64] |= 1 << (leaf % 64);
            });
            self.outer_tables.push(b);
            self.queue.push_back(b);
        } else {
            self.for_each_leaf(b, |m, leaf| {
                m.push_outer(leaf);
            });
        }
    }

    /// Whether blossom `b` has an up-to-date table, making one if it is
    /// large enough.
    pub(super) fn has_reach(&mut self, b: usize) -> bool {
        self.reach_table(b, true)
    }

    /// Whether blossom `b` has a table, brought up to date.
    pub(super) fn has_fresh_reach(&mut self, b: usize) -> bool {
        self.reach_table(b, false)
    }

    fn reach_table(&mut self, b: usize, make: bool) -> bool {
        if b < self.vertex_count {
            return false;
        }
        match &self.reach[b] {
            Some(reach) if reach.epoch == self.epoch => return true,
            None if !make => return false,
            _ => {}
        }
        let mut leaves = std::mem::take(&mut self.reach_leaves);
        leaves.clear();
        self.leaves(b, &mut leaves);
        let kept = if self.reach[b].is_some() {
            self.refresh_reach(b, &leaves);
            true
        } else if leaves.len() >= REACH_LEAVES {
            self.build_reach(b, &leaves);
            true
        } else {
            false
        };
        self.reach_leaves = leaves;
        kept
    }

    /// Keeps `(leaf, index)` in `entry` if its edge has less slack than the
    /// one kept (the first of equals stays). Both edges end at the same
    /// vertex, so comparing `dual[leaf] - 2w` decides; written as sums.
    #[inline(always)]
    fn offer_reach(&self, entry: &mut ReachEdge, leaf: usize, index: u32) {
        if entry.index == NO_WEIGHT
            || self.dual[leaf].add(self.weights.value(entry.index))
                < self.dual[entry.leaf as usize].add(self.weights.value(index))
        {
            *entry = ReachEdge {
                leaf: leaf as u32,
                index,
            };
        }
    }

    /// A new table for blossom `b` (its leaves `leaves`): from the tables
    /// of sub-blossoms that have one (a blossom grown by a few vertices
    /// since its table was made), else from the leaves' rows.
    fn build_reach(&mut self, b: usize, leaves: &[usize]) {
        let n = self.vertex_count;
        // The sub-blossoms with a table, brought up to date first (which
        // may make theirs: the scratch below is not held then), and the
        // leaves under none.
        let (mut tables, mut rows) = (Vec::new(), Vec::new());
        let mut pending = self.children[b].clone();
        while let Some(part) = pending.pop() {
            if part < n {
                rows.push(part);
            } else if self.has_fresh_reach(part) {
                tables.push(part);
            } else {
                pending.extend_from_slice(&self.children[part]);
            }
        }
        let mut edges = self.reach_pool.pop().unwrap_or_default();
        edges.clear();
        edges.resize(n, NO_REACH);
        let mut inside = std::mem::take(&mut self.reach_inside);
        for &leaf in leaves {
            inside[leaf] = true;
        }
        for &part in &tables {
            let reach = self.reach[part].as_ref().expect("a fresh table");
            for (x, entry) in reach.edges.iter().enumerate() {
                if entry.index != NO_WEIGHT && !inside[x] {
                    self.offer_reach(&mut edges[x], entry.leaf as usize, entry.index);
                }
            }
        }
        for &part in &rows {
            let (columns, row) = self.weights.row(part);
            for (x, &index) in columns.zip(row) {
                if index != NO_WEIGHT && !inside[x] {
                    self.offer_reach(&mut edges[x], part, index);
                }
            }
        }
        for &leaf in leaves {
            inside[leaf] = false;
        }
        self.reach_inside = inside;
        self.reach[b] = Some(Reach {
            edges,
            epoch: self.epoch,
        });
    }

    /// Finds again the columns of `b`'s table whose vertex got new weights
    /// since the table was last brought up to date.
    fn refresh_reach(&mut self, b: usize, leaves: &[usize]) {
        let mut reach = self.reach[b].take().expect("refreshing a table");
        {
            let stale: Vec<usize> = (0..self.vertex_count)
                .filter(|&x| self.modified_at[x] > reach.epoch)
                .collect();
            if stale.len() * 4 > self.vertex_count {
                self.reach_pool.push(reach.edges);
                self.build_reach(b, leaves);
                return;
            }
            for x in stale {
                // A vertex with new weights is cut loose from its blossoms,
                // so it is not one of the leaves.
                let mut entry = NO_REACH;
                for &leaf in leaves {
                    let index = self.weights.index(x, leaf);
                    if index != NO_WEIGHT {
                        self.offer_reach(&mut entry, leaf, index);
                    }
                }
                reach.edges[x] = entry;
            }
            reach.epoch = self.epoch;
        }
        self.reach[b] = Some(reach);
    }

    /// Drops the table of blossom `b` (dissolved or expanded).
    pub(super) fn drop_reach(&mut self, b: usize) {
        if let Some(reach) = self.reach[b].take() {
            self.reach_pool.push(reach.edges);
        }
    }

    /// `scan` for blossom `b`, queued whole: each vertex outside it through
    /// its least-slack edge to `b`'s leaves. Returns the edge to an
    /// unmatched free blossom that augments at once.
    pub(super) fn scan_reach(&mut self, b: usize, tight: &mut Vec<u32>) -> Option<Edge> {
        let reach = self.reach[b]
            .take()
            .expect("a queued blossom keeps its table");
        let bv = self.top_of(b);
        let mut scan = edge_scan!(self, bv, tight);
        let mut found = None;
        for (w, entry) in reach.edges.iter().enumerate() {
            if entry.index == NO_WEIGHT {
                continue;
            }
            let v = entry.leaf as usize;
            if let Step::Augment = scan.step(v, &scan.dual[v], w, entry.index) {
                found = Some((v, w));
                break;
            }
        }
        self.reach[b] = Some(reach);
        found
    }

    /// For `add_blossom`: offers the least-slack edge from `child`'s leaves
    /// to each outer blossom other than `b`, from `child`'s table.
    pub(super) fn reach_to_outer(
        &self,
        child: usize,
        b: usize,
        mut offer: impl FnMut(usize, Edge, Wide<N>),
    ) {
        let reach = self.reach[child].as_ref().expect("a table to read");
        for (x, entry) in reach.edges.iter().enumerate() {
            if entry.index == NO_WEIGHT {
                continue;
            }
            let bx = self.in_blossom[x];
            if bx != b && self.label[bx] == OUTER {
                let leaf = entry.leaf as usize;
                let slack = self.dual[leaf]
                    .add(&self.dual[x])
                    .sub(self.weights.value(entry.index));
                offer(bx, (leaf, x), slack);
            }
        }
    }
}
