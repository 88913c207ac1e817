//! A search from all the roots at once that augments as often as it can
//! before it would change the duals: for the many vertices cut loose when a
//! new bracket's weights come in.
//!
//! Searching from two roots at a time, each search grew its trees through
//! the same region of tight edges (the bracket being paired and the next
//! score group) and changed the duals there by the same large amount, only
//! to match two vertices; the next search did it all again. Here all the
//! trees grow together, so a dual change serves them all, and a search goes
//! on after an augmentation: the two trees it joined are retired (their
//! vertices are matched now and no other tree may grow through them until
//! the next search), the others keep growing and meeting. Until its first
//! augmentation a search changes the duals as usual; after it, it follows
//! only edges already tight (changes of zero), and ends at the first change
//! that would move a dual: the next search starts from the roots left.
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
        let mut augmented = false;
        loop {
            while let Some(v) = self.queue.pop_front() {
                if self.label[self.in_blossom[v]] != OUTER {
                    // Its tree was retired since it was queued.
                    continue;
                }
                let mut tight = std::mem::take(&mut self.tight);
                tight.clear();
                if let Some(w) = self.scan(v, &mut tight) {
                    self.augment_and_retire(v, w);
                    augmented = true;
                } else if !tight.is_empty() {
                    let end = u32::try_from(edges.len() + tight.len()).expect("too many edges");
                    turns.push_back((v as u32, edges.len() as u32, end));
                    edges.extend_from_slice(&tight);
                }
                self.tight = tight;
            }
            if let Some((v, next, end)) = turns.pop_front() {
                if self.label[self.in_blossom[v as usize]] == OUTER {
                    augmented |= self.follow(v as usize, edges[next as usize] as usize);
                    if next + 1 < end {
                        turns.push_back((v, next + 1, end));
                    }
                }
                continue;
            }
            // No tight edge left to follow. Once it has augmented, the
            // search only goes on through edges already tight.
            if self.change_duals(augmented) {
                break;
            }
        }
        self.phase_edges = edges;
        self.expand_zero_outer();
    }

    /// Follows the tight edge from outer vertex `v` to `w`; returns whether
    /// it augmented.
    fn follow(&mut self, v: usize, w: usize) -> bool {
        let bv = self.in_blossom[v];
        let bw = self.in_blossom[w];
        if bv == bw {
            return false;
        }
        match self.label[bw] {
            FREE if self.mate[self.base[bw]] == NONE => {
                self.augment_and_retire(v, w);
                return true;
            }
            FREE => self.assign_label(w, INNER, (v, w)),
            OUTER => {
                let base = self.scan_blossom(v, w);
                if base == NONE {
                    self.augment_and_retire(v, w);
                    return true;
                }
                self.add_blossom(base, v, w);
            }
            INNER if self.label[w] == FREE => {
                self.label[w] = INNER;
                self.label_edge[w] = (v, w);
            }
            // Inside an inner blossom and reached already, or retired.
            _ => {}
        }
        false
    }

    /// Augments along the tight edge from outer `v` to `w` (outer in another
    /// tree, or free and unmatched) and retires the trees it joined.
    fn augment_and_retire(&mut self, v: usize, w: usize) {
        let bw = self.in_blossom[w];
        let trees = [
            self.tree[self.in_blossom[v]],
            if self.label[bw] == FREE {
                NONE
            } else {
                self.tree[bw]
            },
        ];
        if self.label[bw] == FREE {
            self.label[bw] = RETIRED;
        }
        self.augment_matching(v, w);
        for x in 0..self.vertex_count {
            let b = self.in_blossom[x];
            if (self.label[b] == OUTER || self.label[b] == INNER) && trees.contains(&self.tree[b]) {
                self.label[b] |= RETIRED;
            }
        }
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
