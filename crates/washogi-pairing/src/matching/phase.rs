//! A search from all the roots at once that finds as many augmenting paths
//! as it can: for the many vertices cut loose when a new bracket's weights
//! come in.
//!
//! Searching from two roots at a time, each search grew its trees through
//! the same region of tight edges (the bracket being paired and the next
//! score group) and changed the duals there by the same large amount, only
//! to match two vertices; the next search did it all again. Here all the
//! trees grow together, so a dual change serves them all, and a search goes
//! on after it finds an augmenting path: the two trees it joins are retired
//! (no other tree may grow through them, and their duals stay as they are),
//! the others keep growing, meeting and changing the duals, until a change
//! would make an edge from them to a retired tree tight. The paths are
//! augmented then, and the next search starts from the roots left.
//!
//! Augmenting at once, as before, left the retired trees' slacks unknown, so
//! a search changed no dual after its first augmentation and followed only
//! the edges already tight; the edges it had kept to the retired trees
//! were stale then, and each one met made it rescan a blossom's rows (in
//! the bench, 463 such zero changes in the first bracket alone). The least
//! slack to the retired trees is worked out only when a dual is about to
//! change, and stops at the first edge that ends the search, often a tight
//! one: the growing trees touch the retired ones through the all-tight
//! score groups below the bracket, so a search still seldom changes a dual
//! after its first path (544 searches in the bench against 542), but the
//! zero changes fall from 555 to 82, the blossoms formed from 5,256 to
//! 4,392 and the rows scanned from 41,500 to 38,900.
//!
//! The trees take their tight edges in turns, one edge per outer vertex at a
//! time: a tree whose root has tight edges to a whole region would otherwise
//! take all of it at once, and then only one other tree could meet it.

use super::blossoms::ones;
use super::matcher::{Matcher, FREE, INNER, NONE, NO_EDGE, OUTER, RETIRED};
use super::table::NO_WEIGHT;
use super::Wide;

impl<const N: usize> Matcher<N> {
    pub(super) fn search_phase(&mut self, roots: &[usize]) {
        self.start_search(roots);
        // The tight edges found by each scan, and the outer vertices whose
        // turn it is to follow their next one: (vertex, next, end). As `u32`:
        // the lists run to millions of edges in the dense brackets, and
        // their memory is what following them waits on.
        let mut edges = std::mem::take(&mut self.phase_edges);
        edges.clear();
        let mut turns = std::collections::VecDeque::new();
        self.retired_slack = None;
        self.newly_retired.clear();
        loop {
            while let Some(item) = self.queue.pop_front() {
                if self.label[self.top_of(item)] != OUTER {
                    // Its tree was retired since it was queued.
                    continue;
                }
                let mut tight = std::mem::take(&mut self.tight);
                tight.clear();
                if let Some((v, w)) = self.scan_item(item, &mut tight) {
                    self.retire(v, w);
                } else if !tight.is_empty() {
                    let end = u32::try_from(edges.len() + tight.len()).expect("too many edges");
                    turns.push_back((item as u32, edges.len() as u32, end));
                    edges.extend_from_slice(&tight);
                }
                self.tight = tight;
            }
            if let Some((item, next, end)) = turns.pop_front() {
                if self.label[self.top_of(item as usize)] == OUTER {
                    let w = edges[next as usize] as usize;
                    self.follow(self.edge_from(item as usize, w), w);
                    if next + 1 < end {
                        turns.push_back((item, next + 1, end));
                    }
                }
                continue;
            }
            if self.change_duals() {
                break;
            }
        }
        self.phase_edges = edges;
        for (v, w) in std::mem::take(&mut self.pending) {
            self.augment_matching(v, w);
        }
        self.retired_slack = None;
        self.newly_retired.clear();
        // Outer blossoms of zero dual are kept (unlike `search_from`): the
        // all-tight region below the bracket forms them search after
        // search, and kept whole they are scanned through their tables (see
        // `reach`) rather than grown again vertex by vertex.
    }

    /// Follows the tight edge from outer vertex `v` to `w`.
    fn follow(&mut self, v: usize, w: usize) {
        let bv = self.in_blossom[v];
        let bw = self.in_blossom[w];
        if bv == bw {
            return;
        }
        match self.label[bw] {
            FREE if self.mate[self.base[bw]] == NONE => self.retire(v, w),
            FREE => self.assign_label(w, INNER, (v, w)),
            OUTER => {
                let base = self.scan_blossom(v, w);
                if base == NONE {
                    self.retire(v, w);
                } else {
                    self.add_blossom(base, v, w);
                }
            }
            INNER if self.label[w] == FREE => {
                self.label[w] = INNER;
                self.label_edge[w] = (v, w);
            }
            // Inside an inner blossom and reached already.
            _ if self.label[bw] & RETIRED == 0 => {}
            // An edge to a retired tree became tight: no dual may change now.
            _ => self.retired_slack = Some(Wide::ZERO),
        }
    }

    /// Records the augmenting path through the tight edge from outer `v` to
    /// `w` (outer in another tree, or free and unmatched) and retires the
    /// trees it joins: they stop growing and their duals stop changing,
    /// while the other trees go on, changing the duals as long as no edge
    /// from them to a retired tree would become tight (`retired_within`). The
    /// paths are augmented when the search ends.
    fn retire(&mut self, v: usize, w: usize) {
        let bw = self.in_blossom[w];
        let trees = [
            self.tree[self.in_blossom[v]],
            if self.label[bw] == FREE {
                NONE
            } else {
                self.tree[bw]
            },
        ];
        self.pending.push((v, w));
        let mut retired = std::mem::take(&mut self.newly_retired);
        for x in 0..self.vertex_count {
            let b = self.in_blossom[x];
            if b == bw
                || (trees.contains(&self.tree[b])
                    && (self.label[b] == OUTER || self.label[b] == INNER))
            {
                retired.push(x);
            }
        }
        for &x in &retired {
            let b = self.in_blossom[x];
            self.label[b] |= RETIRED;
        }
        self.newly_retired = retired;
    }

    /// Whether an edge from a growing tree to a vertex retired since the
    /// last call has a slack under `delta`, the next change of the duals:
    /// the search must then end (with the usual trees, one of them often
    /// reaches the retired ones along a tight edge, and this is found at
    /// once). Otherwise their least slack joins `retired_slack`.
    pub(super) fn retired_within(&mut self, delta: &Wide<N>) -> bool {
        let mut least = self.retired_slack;
        for &x in &self.newly_retired {
            for u in ones(&self.outer_bits, self.weights.columns(x)) {
                let index = self.weights.index(x, u);
                if index == NO_WEIGHT || self.label[self.in_blossom[u]] != OUTER {
                    continue;
                }
                let slack = self.dual[x]
                    .add(&self.dual[u])
                    .sub(self.weights.value(index));
                if slack < *delta {
                    return true;
                }
                if least.is_none_or(|least| slack < least) {
                    least = Some(slack);
                }
            }
        }
        self.newly_retired.clear();
        self.retired_slack = least;
        false
    }

    /// The exact least-slack edge from a growing tree's outer vertex to free
    /// vertex `x` (whose kept one came from a retired tree).
    pub(super) fn least_slack_to_outer(&mut self, x: usize) {
        let bx = self.in_blossom[x];
        let mut best = NO_EDGE;
        let mut best_slack = Wide::ZERO;
        for u in ones(&self.outer_bits, self.weights.columns(x)) {
            let index = self.weights.index(x, u);
            let bu = self.in_blossom[u];
            if index == NO_WEIGHT || bu == bx || self.label[bu] != OUTER {
                continue;
            }
            let slack = self.dual[x]
                .add(&self.dual[u])
                .sub(self.weights.value(index));
            if best == NO_EDGE || slack < best_slack {
                best = (u, x);
                best_slack = slack;
            }
        }
        self.best_edge[x] = best;
        self.best_slack[x] = best_slack;
    }
}
