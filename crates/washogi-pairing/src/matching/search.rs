//! One search of the blossom algorithm: grow alternating trees along tight
//! edges, change the duals when none is left, until an augmenting path (or
//! an outer vertex with a zero dual) turns up. This follows the structure of
//! Joris van Rantwijk's `mwmatching`, generalised to start from chosen roots.

use super::matcher::{Edge, Matcher, FREE, INNER, NONE, NO_EDGE, OUTER, RETIRED, VISITED};
use super::table::NO_WEIGHT;
use super::Wide;

/// A dual change: by how much (`delta`) and what stops it there: 1, outer
/// `vertex` reaching dual zero; 2, `edge` from an outer vertex to free vertex
/// `owner` becoming tight; 3, `edge` from outer blossom `owner` to another
/// becoming tight; 4, inner `blossom` reaching dual zero; 5, an edge to a
/// retired tree becoming tight (see `search_phase`).
struct Change<const N: usize> {
    kind: u8,
    delta: Wide<N>,
    vertex: usize,
    edge: Edge,
    blossom: usize,
    owner: usize,
}

/// What a scan does after one edge's step.
#[must_use]
pub(super) enum Step {
    /// Goes on with the next edge.
    Next,
    /// Stops: the edge is tight and leads to an unmatched free blossom, an
    /// augmenting path at once.
    Augment,
}

/// The fields a scan's step per edge reads and writes, shared by `scan` (a
/// vertex's row) and `scan_reach` (a blossom's table). They are borrowed
/// apart from the matcher, as slices, so that the loop keeps them in
/// registers: a closure over them did not (10% more instructions in the
/// bench), nor do references to the vectors (5% more than slices).
pub(super) struct EdgeScan<'a, const N: usize> {
    /// The top-level blossom of the outer ends of the edges scanned.
    pub(super) bv: usize,
    pub(super) values: &'a [Wide<N>],
    pub(super) dual: &'a [Wide<N>],
    pub(super) in_blossom: &'a [usize],
    pub(super) label: &'a [u8],
    pub(super) mate: &'a [usize],
    pub(super) base: &'a [usize],
    pub(super) best_edge: &'a mut [Edge],
    pub(super) best_slack: &'a mut [Wide<N>],
    pub(super) retired_slack: &'a mut Option<Wide<N>>,
    pub(super) tight: &'a mut Vec<u32>,
}

/// An [`EdgeScan`] of `$matcher`'s fields for outer blossom `$bv`, collecting tight
/// edges in `$tight`: a macro, so that the fields are borrowed apart while the
/// caller holds other borrows of the matcher (a row of its weights, a table).
macro_rules! edge_scan {
    ($matcher:expr, $bv:expr, $tight:expr) => {
        EdgeScan {
            bv: $bv,
            values: $matcher.weights.values(),
            dual: &$matcher.dual,
            in_blossom: &$matcher.in_blossom,
            label: &$matcher.label,
            mate: &$matcher.mate,
            base: &$matcher.base,
            best_edge: &mut $matcher.best_edge,
            best_slack: &mut $matcher.best_slack,
            retired_slack: &mut $matcher.retired_slack,
            tight: $tight,
        }
    };
}
pub(super) use edge_scan;

impl<const N: usize> EdgeScan<'_, N> {
    /// One edge from outer vertex `v` (in blossom `bv`, of dual `dual_v`) to
    /// `w`, of weight index `index`: collects it in `tight` if it is tight
    /// (or stops, when it leads to an unmatched free blossom), keeps it as
    /// the least-slack edge to free vertex `w` or between outer blossoms,
    /// and the least slack to a retired tree.
    #[inline(always)]
    pub(super) fn step(&mut self, v: usize, dual_v: &Wide<N>, w: usize, index: u32) -> Step {
        let (bv, label) = (self.bv, self.label);
        let bw = self.in_blossom[w];
        if bv == bw || (label[bw] == INNER && label[w] != FREE) {
            return Step::Next;
        }
        let slack = dual_v.add(&self.dual[w]).sub(&self.values[index as usize]);
        if label[bw] & RETIRED != 0 {
            if self.retired_slack.is_none_or(|least| slack < least) {
                *self.retired_slack = Some(slack);
            }
            return Step::Next;
        }
        let (best_edge, best_slack) = (&mut *self.best_edge, &mut *self.best_slack);
        if slack.is_zero() {
            if label[bw] == FREE && self.mate[self.base[bw]] == NONE {
                return Step::Augment;
            }
            self.tight.push(w as u32);
        } else if label[bw] == OUTER {
            if best_edge[bv] == NO_EDGE || slack < best_slack[bv] {
                best_edge[bv] = (v, w);
                best_slack[bv] = slack;
            }
        } else if label[w] == FREE && (best_edge[w] == NO_EDGE || slack < best_slack[w]) {
            best_edge[w] = (v, w);
            best_slack[w] = slack;
        }
        Step::Next
    }
}

impl<const N: usize> Matcher<N> {
    pub(super) fn search_from(&mut self, roots: &[usize]) {
        self.start_search(roots);
        'search: loop {
            while let Some(item) = self.queue.pop_front() {
                // Tight edges are followed after the scan, so that an edge
                // to an unmatched vertex anywhere in the row augments at once
                // rather than growing the tree through matched ones first.
                let mut tight = std::mem::take(&mut self.tight);
                tight.clear();
                if let Some((v, w)) = self.scan_item(item, &mut tight) {
                    self.tight = tight;
                    self.augment_matching(v, w);
                    break 'search;
                }
                for &w in &tight {
                    let w = w as usize;
                    let v = self.edge_from(item, w);
                    let bv = self.in_blossom[v];
                    let bw = self.in_blossom[w];
                    if bv == bw {
                        continue;
                    }
                    if self.label[bw] == FREE {
                        self.assign_label(w, INNER, (v, w));
                    } else if self.label[bw] == OUTER {
                        let base = self.scan_blossom(v, w);
                        if base == NONE {
                            // Two trees met: augment through both roots.
                            self.tight = tight;
                            self.augment_matching(v, w);
                            break 'search;
                        }
                        self.add_blossom(base, v, w);
                    } else if self.label[w] == FREE {
                        self.label[w] = INNER;
                        self.label_edge[w] = (v, w);
                    }
                }
                self.tight = tight;
            }

            // No tight edge left to follow: change the duals.
            if self.change_duals() {
                break 'search;
            }
        }
        self.expand_zero_outer();
    }

    /// Clears the labels of the last search and labels `roots` outer.
    pub(super) fn start_search(&mut self, roots: &[usize]) {
        let n = self.vertex_count;
        for b in 0..self.blossom_end {
            self.label[b] = FREE;
            self.label_edge[b] = NO_EDGE;
            self.best_edge[b] = NO_EDGE;
            if b >= n {
                self.blossom_best_edges[b] = None;
            }
        }
        self.queue.clear();
        self.outer_bits.fill(0);
        self.outer_tables.clear();
        self.table_bits.fill(0);
        for &root in roots {
            self.assign_label(root, OUTER, NO_EDGE);
        }
    }

    /// The largest dual change that keeps the duals feasible, and what
    /// stops it there. One pass keeps the least candidate of each kind (the
    /// first of equals); they are then weighed in the order of the kinds,
    /// a later kind winning only when strictly less.
    fn least_change(&self) -> Change<N> {
        let n = self.vertex_count;
        let mut outer_vertex: Option<(usize, &Wide<N>)> = None;
        let mut free_edge: Option<(usize, &Wide<N>)> = None;
        let mut blossom_edge: Option<(usize, Wide<N>)> = None;
        let mut inner_blossom: Option<(usize, &Wide<N>)> = None;
        for x in 0..self.blossom_end {
            let top = if x < n { self.in_blossom[x] } else { x };
            let label = self.label[top];
            if x < n {
                if label == OUTER && outer_vertex.is_none_or(|(_, least)| self.dual[x] < *least) {
                    outer_vertex = Some((x, &self.dual[x]));
                }
                if label == FREE
                    && self.best_edge[x] != NO_EDGE
                    && free_edge.is_none_or(|(_, least)| self.best_slack[x] < *least)
                {
                    free_edge = Some((x, &self.best_slack[x]));
                }
            }
            if self.parent[x] != NONE || self.base[x] == NONE {
                continue;
            }
            if label == OUTER && self.best_edge[x] != NO_EDGE {
                let slack = self.best_slack[x].half();
                if blossom_edge.is_none_or(|(_, least)| slack < least) {
                    blossom_edge = Some((x, slack));
                }
            } else if x >= n
                && label == INNER
                && inner_blossom.is_none_or(|(_, least)| self.dual[x] < *least)
            {
                inner_blossom = Some((x, &self.dual[x]));
            }
        }
        let mut change = Change {
            kind: 1,
            delta: Wide::ZERO,
            vertex: NONE,
            edge: NO_EDGE,
            blossom: NONE,
            owner: NONE,
        };
        if let Some((v, dual)) = outer_vertex {
            change.delta = *dual;
            change.vertex = v;
        }
        if let Some((v, slack)) = free_edge {
            if *slack < change.delta {
                change.delta = *slack;
                change.kind = 2;
                change.edge = self.best_edge[v];
                change.owner = v;
            }
        }
        if let Some((b, slack)) = blossom_edge {
            if slack < change.delta {
                change.delta = slack;
                change.kind = 3;
                change.edge = self.best_edge[b];
                change.owner = b;
            }
        }
        if let Some((b, dual)) = inner_blossom {
            if *dual < change.delta {
                change.delta = *dual;
                change.kind = 4;
                change.blossom = b;
            }
        }
        if let Some(slack) = self.retired_slack {
            if slack < change.delta {
                change.delta = slack;
                change.kind = 5;
            }
        }
        change
    }

    /// Changes the duals by the most that keeps them feasible and acts on
    /// what stopped the change; returns whether that ended the search (an
    /// outer vertex reached dual zero and became the unmatched one, or an
    /// edge to a retired tree would become tight).
    ///
    /// A least-slack edge kept from a vertex of a tree retired since (see
    /// `search_phase`) no longer shrinks: it is found again before it may
    /// stop a change.
    pub(super) fn change_duals(&mut self) -> bool {
        let n = self.vertex_count;
        let mut change = self.least_change();
        loop {
            if change.vertex == NONE || change.kind == 5 {
                return true;
            }
            let stale = match change.kind {
                2 => {
                    let (v, w) = change.edge;
                    let outer_end = if w == change.owner { v } else { w };
                    self.label[self.in_blossom[outer_end]] != OUTER
                }
                3 => self.label[self.in_blossom[change.edge.1]] != OUTER,
                _ => false,
            };
            if !stale {
                if !change.delta.is_zero()
                    && !self.newly_retired.is_empty()
                    && self.retired_within(&change.delta)
                {
                    return true;
                }
                break;
            }
            if change.kind == 2 {
                self.least_slack_to_outer(change.owner);
                change = self.least_change();
            } else {
                // Scanned again, its vertices find their edges to the trees
                // still growing.
                self.best_edge[change.owner] = NO_EDGE;
                if self.has_reach(change.owner) {
                    self.queue.push_back(change.owner);
                } else {
                    self.for_each_leaf(change.owner, |m, leaf| {
                        m.queue.push_back(leaf);
                    });
                }
                return false;
            }
        }
        let Change {
            kind: delta_type,
            delta,
            vertex: delta_vertex,
            edge: delta_edge,
            blossom: delta_blossom,
            ..
        } = change;

        for v in 0..n {
            match self.label[self.in_blossom[v]] {
                OUTER => self.dual[v] = self.dual[v].sub(&delta),
                INNER => self.dual[v] = self.dual[v].add(&delta),
                _ => {}
            }
        }
        // The cached least slacks shrink with the duals: by delta for an
        // edge from an outer to a free vertex, twice that between outer
        // blossoms.
        if let Some(slack) = &mut self.retired_slack {
            *slack = slack.sub(&delta);
        }
        let twice_delta = delta.add(&delta);
        for x in 0..self.blossom_end {
            if self.best_edge[x] == NO_EDGE {
                continue;
            }
            if self.parent[x] == NONE && self.base[x] != NONE && self.label[x] == OUTER {
                self.best_slack[x] = self.best_slack[x].saturating_sub(&twice_delta);
            } else if x < n && self.label[self.in_blossom[x]] == FREE {
                self.best_slack[x] = self.best_slack[x].saturating_sub(&delta);
            }
        }
        for b in n..self.blossom_end {
            if self.base[b] != NONE && self.parent[b] == NONE {
                match self.label[b] {
                    OUTER => self.dual[b] = self.dual[b].add(&delta),
                    INNER => self.dual[b] = self.dual[b].sub(&delta),
                    _ => {}
                }
            }
        }

        match delta_type {
            1 => {
                // An outer vertex reached dual zero: it may stay unmatched.
                self.augment_path(delta_vertex, NONE);
                return true;
            }
            2 => {
                let (mut v, mut w) = delta_edge;
                if self.label[self.in_blossom[v]] == FREE {
                    std::mem::swap(&mut v, &mut w);
                }
                self.push_outer(v);
            }
            3 => self.push_outer(delta_edge.0),
            _ => self.expand_blossom(delta_blossom, false),
        }
        false
    }

    /// Ends a search: outer blossoms whose dual is zero are no longer needed.
    pub(super) fn expand_zero_outer(&mut self) {
        let n = self.vertex_count;
        for b in n..self.blossom_end {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] & !RETIRED == OUTER
                && self.dual[b].is_zero()
            {
                self.expand_blossom(b, true);
            }
        }
    }

    /// Scans a queued item: an outer vertex's row, or a whole blossom's
    /// table (see `reach`). Returns the tight edge to an unmatched free
    /// blossom that augments at once.
    #[inline(always)]
    pub(super) fn scan_item(&mut self, item: usize, tight: &mut Vec<u32>) -> Option<Edge> {
        if self.is_blossom_item(item) {
            self.scan_reach(item, tight)
        } else {
            self.scan(item, tight).map(|w| (item, w))
        }
    }

    /// Scans the edges of outer vertex `v`: collects the tight ones in
    /// `tight` (or returns the first tight one to an unmatched free
    /// blossom, which augments at once) and keeps the least-slack edges to
    /// free vertices and between outer blossoms (see `EdgeScan::step`).
    #[inline(always)]
    pub(super) fn scan(&mut self, v: usize, tight: &mut Vec<u32>) -> Option<usize> {
        let (columns, row) = self.weights.row(v);
        let mut scan = edge_scan!(self, self.in_blossom[v], tight);
        let dual_v = self.dual[v];
        // A macro for the `return`: an edge that augments ends the scan.
        macro_rules! edge {
            ($w:expr, $index:expr) => {{
                let w = $w;
                if let Step::Augment = scan.step(v, &dual_v, w, $index) {
                    return Some(w);
                }
            }};
        }
        if self.outer_tables.is_empty() {
            for (w, &index) in columns.zip(row) {
                // No edge to itself is ever set.
                if index != NO_WEIGHT {
                    edge!(w, index);
                }
            }
            return None;
        }
        // The leaves of outer blossoms with a table are skipped, 64 at a
        // time where they fill a word: of all their edges to `v`, only the
        // least-slack one can matter (they are outer, or retired, to the
        // end of the search), and it is in the table.
        let (first, end) = (columns.start, columns.end);
        let mut start = first;
        while start < end {
            let stop = ((start / 64 + 1) * 64).min(end);
            let skip = self.table_bits[start / 64];
            if skip != u64::MAX {
                for (w, &index) in (start..stop).zip(&row[start - first..stop - first]) {
                    if index != NO_WEIGHT && skip >> (w % 64) & 1 == 0 {
                        edge!(w, index);
                    }
                }
            }
            start = stop;
        }
        for &b in &self.outer_tables {
            let entry = self.reach[b].as_ref().expect("an outer table").edges[v];
            if entry.index != NO_WEIGHT {
                edge!(entry.leaf as usize, entry.index);
            }
        }
        None
    }

    pub(super) fn assign_label(&mut self, w: usize, label: u8, edge: Edge) {
        let b = self.in_blossom[w];
        // The tree a blossom joins is that of the outer vertex labelling it
        // (for an outer one, of the inner blossom just labelled).
        self.tree[b] = if edge == NO_EDGE {
            w
        } else {
            self.tree[self.in_blossom[edge.0]]
        };
        self.label[w] = label;
        self.label[b] = label;
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = NO_EDGE;
        self.best_edge[b] = NO_EDGE;
        if label == OUTER {
            if b < self.vertex_count {
                self.push_outer(b);
            } else {
                self.queue_leaves(b);
            }
        } else {
            let base = self.base[b];
            let mate = self.mate[base];
            self.assign_label(mate, OUTER, (base, mate));
        }
    }

    /// Walks up from `v` and `w` (both outer) to their closest common
    /// ancestor blossom and returns its base.
    pub(super) fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            if v != NONE {
                let mut b = self.in_blossom[v];
                if self.label[b] & VISITED != 0 {
                    base = self.base[b];
                    break;
                }
                path.push(b);
                self.label[b] = OUTER | VISITED;
                if self.label_edge[b] == NO_EDGE {
                    v = NONE;
                } else {
                    let t = self.label_edge[b].0;
                    b = self.in_blossom[t];
                    v = self.label_edge[b].0;
                }
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = OUTER;
        }
        base
    }
}
