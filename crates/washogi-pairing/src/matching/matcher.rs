//! The matcher's state and its incremental interface: weights are set, the
//! vertices they touch are settled again (cheaply when their mate can stay,
//! else cut loose and warm-started), and searches rematch what was cut loose.
//!
//! Duals are kept as in `mwmatching`: `2y` for vertices, `z` for blossoms, so
//! that the slack of an edge between two top-level blossoms is
//! `2y(u) + 2y(v) - 2w(u, v)`. A search grows alternating trees from roots
//! (unmatched vertices with a positive dual) whose duals share a parity, so
//! every dual change stays integral. It ends by augmenting between two trees
//! or to any other unmatched vertex, or, when an outer vertex's dual reaches
//! zero, by shifting the matching along its tree so that this vertex is the
//! unmatched one (zero dual: optimal as is).

use super::reach::{Reach, ReachEdge};
use super::table::{WeightTable, NO_WEIGHT};
use super::Wide;

pub(super) const NONE: usize = usize::MAX;

/// How many alternating trees a search grows at once (see `gather_roots`).
/// Two: every tree a search grows spreads through the lower score groups,
/// where all edges are tight, and a search ends at its first augmentation;
/// with more, roots that could not be matched cheaply joined search after
/// search and were grown through the whole graph each time (in the bench,
/// two roots scan half the vertices sixteen do).
pub(super) const ROOTS_PER_SEARCH: usize = 2;

/// From how many vertices cut loose at once a computation searches from all
/// roots together (see `search_phase`). One vertex cut loose is rematched
/// faster by two trees: its own and its former mate's.
pub(super) const PHASE_LOOSE: usize = 2;

/// A directed edge `(from, to)`: for a labelled blossom, `from` is the vertex
/// outside it that gave the label and `to` the vertex inside it.
pub(super) type Edge = (usize, usize);
pub(super) const NO_EDGE: Edge = (NONE, NONE);

/// Labels of top-level blossoms during a search.
pub(super) const FREE: u8 = 0;
pub(super) const OUTER: u8 = 1;
pub(super) const INNER: u8 = 2;
/// Marks blossoms already walked through while looking for a common ancestor.
pub(super) const VISITED: u8 = 4;
/// Marks the blossoms of the trees a phase search has found an augmenting
/// path through (see `search_phase`).
pub(super) const RETIRED: u8 = 8;

/// A complete graph on `size()` vertices whose edge weights can be changed
/// between calls to [`Matcher::compute`]. A weight of zero means no edge.
pub struct Matcher<const N: usize> {
    pub(super) vertex_count: usize,
    /// Twice the weight of each edge (doubled as the slack uses them),
    /// interned, rows contiguous as a search scans rows.
    pub(super) weights: WeightTable<N>,
    /// The largest weight any edge may get; a vertex cut loose gets dual
    /// `2 * max_weight`, which keeps every edge at it feasible.
    pub(super) loose_dual: Wide<N>,
    pub(super) mate: Vec<usize>,
    /// `2y` for vertices `0..n`, `z` for blossoms `n..2n` (the units of
    /// `mwmatching`: an edge inside blossoms has slack
    /// `2y(u) + 2y(v) + 2 sum z - 2w`).
    pub(super) dual: Vec<Wide<N>>,
    pub(super) in_blossom: Vec<usize>,
    pub(super) parent: Vec<usize>,
    pub(super) children: Vec<Vec<usize>>,
    /// `ends[b][i]` joins `children[b][i]` (first) to `children[b][i + 1]`.
    pub(super) ends: Vec<Vec<Edge>>,
    pub(super) base: Vec<usize>,
    pub(super) label: Vec<u8>,
    pub(super) label_edge: Vec<Edge>,
    /// The root of the alternating tree each labelled top-level blossom is
    /// in (see `search_phase`).
    pub(super) tree: Vec<usize>,
    pub(super) best_edge: Vec<Edge>,
    /// The slack of `best_edge`, kept up to date through dual changes.
    pub(super) best_slack: Vec<Wide<N>>,
    pub(super) blossom_best_edges: Vec<Option<Vec<Edge>>>,
    pub(super) unused_blossoms: Vec<usize>,
    /// One past the highest blossom ever made: those above have never been
    /// used, and the passes over all blossoms stop here (the blossoms are
    /// taken lowest first, and a round of 1,000 players needs a few hundred
    /// at once).
    pub(super) blossom_end: usize,
    /// Outer vertices to scan, first in first out: all the roots are scanned
    /// before the trees grow deep (into the dense all-tight lower brackets),
    /// so that roots that can meet directly do.
    pub(super) queue: std::collections::VecDeque<usize>,
    /// A bit per vertex queued during the search: a superset of the outer
    /// vertices (a vertex becomes outer only by being queued, and stays
    /// outer until the search ends), so that `add_blossom` looks for edges
    /// to outer blossoms among these rather than along whole rows.
    pub(super) outer_bits: Vec<u64>,
    /// Vertices whose weights changed since the last computation.
    pub(super) dirty: Vec<bool>,
    pub(super) dirty_list: Vec<usize>,
    /// Scratch for `add_blossom`: the least-slack edge found to each outer
    /// blossom (all `NO_EDGE` in between).
    pub(super) best_to: Vec<(Edge, Wide<N>)>,
    /// Scratch: the tight edges found scanning a vertex (their other ends,
    /// as `u32` to halve the memory the phases' lists of them go through).
    pub(super) tight: Vec<u32>,
    /// Scratch for `search_phase`: the tight edges waiting their turn.
    pub(super) phase_edges: Vec<u32>,
    /// During a phase search: the least slack of an edge from a growing
    /// tree's outer vertex to a retired tree, leaving out the vertices in
    /// `newly_retired` (see `retired_within`).
    pub(super) retired_slack: Option<Wide<N>>,
    /// The augmenting paths a phase search found, as the tight edge that
    /// joins their two trees; augmented when it ends.
    pub(super) pending: Vec<Edge>,
    /// The vertices retired since the last `retired_within`.
    pub(super) newly_retired: Vec<usize>,
    /// Scratch for `for_each_leaf`.
    pub(super) leaf_buffer: Vec<usize>,
    /// During a search: the blossoms with a table made outer (see `reach`),
    /// and a bit for each of their leaves. A row's scan skips those columns
    /// and reads each table's least-slack edge instead.
    pub(super) outer_tables: Vec<usize>,
    pub(super) table_bits: Vec<u64>,
    /// The computations counted, and for each vertex the one its weights
    /// last changed in (see `reach`).
    pub(super) epoch: u64,
    pub(super) modified_at: Vec<u64>,
    /// For large blossoms: their least-slack edge to each vertex outside
    /// (see `reach`), the spare tables, and scratch.
    pub(super) reach: Vec<Option<Reach>>,
    pub(super) reach_pool: Vec<Vec<ReachEdge>>,
    pub(super) reach_inside: Vec<bool>,
    pub(super) reach_leaves: Vec<usize>,
}

impl<const N: usize> Matcher<N> {
    /// An empty graph (all weights zero) on `vertex_count` vertices whose edge
    /// weights will never exceed `max_weight`; `max_weight * 4` must fit in
    /// `N` words.
    pub fn new(vertex_count: usize, max_weight: Wide<N>) -> Self {
        let n = vertex_count;
        let loose_dual = max_weight.add(&max_weight);
        Matcher {
            vertex_count: n,
            weights: WeightTable::new(n),
            loose_dual,
            mate: vec![NONE; n],
            dual: (0..2 * n)
                .map(|index| if index < n { loose_dual } else { Wide::ZERO })
                .collect(),
            in_blossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            children: vec![Vec::new(); 2 * n],
            ends: vec![Vec::new(); 2 * n],
            base: (0..2 * n).map(|b| if b < n { b } else { NONE }).collect(),
            label: vec![FREE; 2 * n],
            label_edge: vec![NO_EDGE; 2 * n],
            tree: vec![NONE; 2 * n],
            best_edge: vec![NO_EDGE; 2 * n],
            best_slack: vec![Wide::ZERO; 2 * n],
            blossom_best_edges: vec![None; 2 * n],
            unused_blossoms: (n..2 * n).rev().collect(),
            blossom_end: n,
            queue: std::collections::VecDeque::new(),
            outer_bits: vec![0; n.div_ceil(64)],
            // Everything starts loose: the first computation warm-starts all.
            dirty: vec![true; n],
            dirty_list: (0..n).collect(),
            best_to: vec![(NO_EDGE, Wide::ZERO); 2 * n],
            tight: Vec::new(),
            phase_edges: Vec::new(),
            retired_slack: None,
            pending: Vec::new(),
            newly_retired: Vec::new(),
            leaf_buffer: Vec::new(),
            outer_tables: Vec::new(),
            table_bits: vec![0; n.div_ceil(64)],
            epoch: 0,
            modified_at: vec![0; n],
            reach: (0..2 * n).map(|_| None).collect(),
            reach_pool: Vec::new(),
            reach_inside: vec![false; n],
            reach_leaves: Vec::new(),
        }
    }

    pub fn size(&self) -> usize {
        self.vertex_count
    }

    /// Twice the weight of the edge `u`–`v`.
    #[inline]
    pub(super) fn twice(&self, u: usize, v: usize) -> Wide<N> {
        *self.weights.get(u, v)
    }

    /// Sets the weight of the edge `u`–`v` (zero: no edge). The next
    /// [`Matcher::compute`] settles `u` again (see `settle`): its cost grows
    /// with the number of vertices passed here as `u`.
    pub fn set_weight(&mut self, u: usize, v: usize, weight: Wide<N>) {
        debug_assert!(u != v);
        debug_assert!(weight.add(&weight) <= self.loose_dual);
        if !self.dirty[u] {
            self.dirty[u] = true;
            self.dirty_list.push(u);
        }
        self.weights.set(u, v, weight.add(&weight));
    }

    /// Gives the edge `a`–`b` weight `weight` and every other edge at `a` or
    /// `b` none: what `set_weight` does called for each, but only over the
    /// edges that have a weight (a pair is fixed 500 times a round of 1,000
    /// players, and most of their edges are gone already).
    pub fn fix_pair(&mut self, a: usize, b: usize, weight: Wide<N>) {
        debug_assert!(a != b);
        debug_assert!(weight.add(&weight) <= self.loose_dual);
        // Marked in the order `set_weight` for each other vertex in turn
        // would mark them, which the searches' order follows.
        let (first, second) = if a == 0 { (b, a) } else { (a, b) };
        for v in [first, second] {
            if !self.dirty[v] {
                self.dirty[v] = true;
                self.dirty_list.push(v);
            }
        }
        self.weights.fix_pair(a, b, weight.add(&weight));
    }

    /// The least dual for `v` keeping its edges feasible, leaving out its
    /// edge to `except` (which `settle` makes tight).
    fn least_dual(&self, v: usize, except: usize) -> Wide<N> {
        let mut need = Wide::ZERO;
        let (columns, row) = self.weights.row(v);
        for (u, &index) in columns.zip(row) {
            if index == NO_WEIGHT || u == except {
                continue;
            }
            let doubled = self.weights.value(index);
            if *doubled > self.dual[u] {
                let value = doubled.sub(&self.dual[u]);
                if value > need {
                    need = value;
                }
            }
        }
        need
    }

    /// Restores the optimality conditions around a vertex whose weights
    /// changed. Cheaply if it can: a vertex in no blossom keeps its mate when
    /// some dual makes their edge tight and every other edge feasible (often
    /// the case, the pairing refining one player's weights at a time);
    /// otherwise it is cut loose to be matched again by a search.
    pub(super) fn settle(&mut self, v: usize) -> bool {
        let mate = self.mate[v];
        if self.in_blossom[v] != v || mate == NONE {
            // Left to the warm start, with the other loose vertices.
            return false;
        }
        let doubled = self.twice(v, mate);
        if doubled.is_zero() || doubled < self.dual[mate] {
            return false;
        }
        let tight = doubled.sub(&self.dual[mate]);
        if tight >= self.least_dual(v, mate) {
            self.dual[v] = tight;
            return true;
        }
        false
    }

    /// Duals and a greedy matching for the vertices cut loose, so that the
    /// searches start from a good matching: each in turn gets the least dual
    /// that keeps its edges feasible to the vertices not cut loose and to
    /// those cut loose before it (the later ones cover their edges to it),
    /// which makes it tight with at least one of them; exposed vertices
    /// joined by a tight edge are matched directly. Half of each edge among
    /// the loose ones, as before, left their duals too high by whole
    /// criteria: every search from them then had to lower them again,
    /// growing its trees through the whole bracket to do so (in the bench,
    /// this falls from 67,000 to 40,000 rows scanned).
    pub(super) fn warm_start(&mut self, loose: &[usize]) {
        let n = self.vertex_count;
        let mut pending = vec![false; n];
        for &v in loose {
            pending[v] = true;
        }
        for &v in loose {
            let mut dual = Wide::ZERO;
            let (columns, row) = self.weights.row(v);
            for (u, &index) in columns.zip(row) {
                if index == NO_WEIGHT || pending[u] {
                    continue;
                }
                let doubled = self.weights.value(index);
                if *doubled > self.dual[u] {
                    let need = doubled.sub(&self.dual[u]);
                    if need > dual {
                        dual = need;
                    }
                }
            }
            self.dual[v] = dual;
            pending[v] = false;
        }
        for &v in loose {
            if self.mate[v] != NONE || self.dual[v].is_zero() {
                continue;
            }
            // The first unmatched single vertex joined by a tight edge
            // (only the row's span can hold an edge).
            let (columns, row) = self.weights.row(v);
            let partner = columns.zip(row).find_map(|(u, &index)| {
                (index != NO_WEIGHT
                    && u != v
                    && self.mate[u] == NONE
                    && self.in_blossom[u] == u
                    && self.dual[v]
                        .add(&self.dual[u])
                        .sub(self.weights.value(index))
                        .is_zero())
                .then_some(u)
            });
            if let Some(u) = partner {
                self.mate[v] = u;
                self.mate[u] = v;
            }
        }
    }

    /// The matching: the mate of each vertex, or the vertex itself if unmatched.
    pub fn matching(&self) -> Vec<usize> {
        (0..self.vertex_count)
            .map(|v| {
                if self.mate[v] == NONE {
                    v
                } else {
                    self.mate[v]
                }
            })
            .collect()
    }

    #[inline(always)]
    pub(super) fn slack(&self, u: usize, v: usize) -> Wide<N> {
        self.dual[u].add(&self.dual[v]).sub(&self.twice(u, v))
    }

    /// Prepares vertex `v` for new weights: unmatches its top-level blossom,
    /// dissolves every blossom containing `v` (moving each blossom's dual onto
    /// its vertices, which keeps inner edges' slack and only raises outer
    /// ones), and gives `v` a dual large enough for any weight.
    ///
    /// The blossoms containing `v` are dissolved from the top down, each
    /// leaf getting the duals of the dissolved blossoms it was in at once,
    /// when its own sub-blossom is set free: the all-tight score groups form
    /// chains of blossoms nested hundreds deep, and moving each one's dual
    /// onto all its leaves in turn walked every leaf once per level.
    pub(super) fn cut_loose(&mut self, v: usize) {
        let top = self.in_blossom[v];
        let top_base = self.base[top];
        let mate = self.mate[top_base];
        if mate != NONE {
            self.mate[top_base] = NONE;
            self.mate[mate] = NONE;
        }
        if top != v {
            // Rotate every blossom containing v so that v is the
            // (unmatched) base, then dissolve them.
            self.augment_blossom(top, v);
            let mut chain = vec![v];
            while chain[chain.len() - 1] != top {
                chain.push(self.parent[chain[chain.len() - 1]]);
            }
            // In these units an inner edge's slack counts z twice, an edge
            // leaving the blossom once: adding z to each vertex keeps the
            // first and raises the second.
            let mut carried = Wide::ZERO;
            for level in (1..chain.len()).rev() {
                let blossom = chain[level];
                carried = carried.add(&self.dual[blossom]);
                self.dual[blossom] = Wide::ZERO;
                let children = std::mem::take(&mut self.children[blossom]);
                for &child in &children {
                    self.parent[child] = NONE;
                    if child != chain[level - 1] {
                        self.for_each_leaf(child, |m, leaf| {
                            m.dual[leaf] = m.dual[leaf].add(&carried);
                            m.in_blossom[leaf] = child;
                        });
                    }
                }
                self.children[blossom] = children;
                self.recycle(blossom);
            }
            self.in_blossom[v] = v;
        }
        self.mate[v] = NONE;
        self.dual[v] = self.loose_dual;
    }

    /// Finds a maximum-weight matching, starting from the current one.
    pub fn compute(&mut self) {
        let mut loose = Vec::new();
        self.epoch += 1;
        for v in std::mem::take(&mut self.dirty_list) {
            self.dirty[v] = false;
            self.modified_at[v] = self.epoch;
            if !self.settle(v) {
                self.cut_loose(v);
                loose.push(v);
            }
        }
        if !loose.is_empty() {
            self.warm_start(&loose);
        }
        if loose.len() >= PHASE_LOOSE {
            while let Some(first) = self.next_root() {
                let roots = self.gather_roots(first, usize::MAX);
                self.search_phase(&roots);
            }
        } else if let Some(&v) = loose.first() {
            // The vertex cut loose first: its own best edge is usually what
            // rematches it (and its former mate) at once.
            if self.is_root(v) {
                let roots = self.gather_roots(v, ROOTS_PER_SEARCH);
                self.search_from(&roots);
            }
        }
        while let Some(root) = self.next_root() {
            let roots = self.gather_roots(root, ROOTS_PER_SEARCH);
            self.search_from(&roots);
        }
    }

    /// An unmatched top-level blossom base with a positive dual: the
    /// optimality conditions want it matched (or its dual at zero).
    pub(super) fn next_root(&self) -> Option<usize> {
        (0..self.vertex_count).find(|&v| self.is_root(v))
    }

    /// `first` and up to `ROOTS_PER_SEARCH - 1` other roots to grow trees
    /// from together, which then meet halfway: the next ones after `first`
    /// (its neighbours in the bracket order), not always the lowest-numbered
    /// ones, which may be the hard ones to match. They must share the parity of
    /// their duals (so that two trees' outer vertices can meet at integral
    /// duals): an unmatched vertex in no blossom can have its dual raised by
    /// one to join, which keeps every edge feasible.
    pub(super) fn gather_roots(&mut self, first: usize, limit: usize) -> Vec<usize> {
        let parity = self.dual[first].0[0] & 1;
        let mut roots = vec![first];
        let n = self.vertex_count;
        for v in (first + 1..n).chain(0..first) {
            if roots.len() >= limit {
                break;
            }
            if v == first || !self.is_root(v) {
                continue;
            }
            if self.dual[v].0[0] & 1 != parity {
                if self.in_blossom[v] != v {
                    continue;
                }
                self.dual[v] = self.dual[v].add_u64(1);
            }
            roots.push(v);
        }
        roots
    }

    /// Queues an outer vertex to scan.
    #[inline(always)]
    pub(super) fn push_outer(&mut self, v: usize) {
        self.outer_bits[v / 64] |= 1 << (v % 64);
        self.queue.push_back(v);
    }

    pub(super) fn is_root(&self, v: usize) -> bool {
        self.mate[v] == NONE && self.base[self.in_blossom[v]] == v && !self.dual[v].is_zero()
    }
}
