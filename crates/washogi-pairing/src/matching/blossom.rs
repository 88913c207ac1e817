//! The blossom algorithm itself; see the module above for the approach.
//!
//! Duals are kept doubled, as in `mwmatching`: the slack of an edge between
//! two top-level blossoms is `y(u) + y(v) - 2 w(u, v)`. A search grows one
//! alternating tree from one root (an unmatched vertex with a positive dual),
//! so all its outer vertices share the root's parity and every dual change
//! stays integral. It ends by augmenting to any other unmatched vertex, or,
//! when an outer vertex's dual reaches zero, by shifting the matching along the
//! tree so that this vertex is the unmatched one (zero dual: optimal as is).

use super::Wide;

const NONE: usize = usize::MAX;

/// How many alternating trees a search grows at once (see `gather_roots`).
const ROOTS_PER_SEARCH: usize = 16;

/// A directed edge `(from, to)`: for a labelled blossom, `from` is the vertex
/// outside it that gave the label and `to` the vertex inside it.
type Edge = (usize, usize);
const NO_EDGE: Edge = (NONE, NONE);

/// Labels of top-level blossoms during a search.
const FREE: u8 = 0;
const OUTER: u8 = 1;
const INNER: u8 = 2;
/// Marks blossoms already walked through while looking for a common ancestor.
const VISITED: u8 = 4;

/// A complete graph on `size()` vertices whose edge weights can be changed
/// between calls to [`Matcher::compute`]. A weight of zero means no edge.
pub struct Matcher<const N: usize> {
    vertex_count: usize,
    /// Twice the weight of each edge, row by row (a search scans rows, so
    /// they are kept contiguous, and doubled as the slack uses them).
    twice: Vec<Wide<N>>,
    /// The largest weight any edge may get; a vertex cut loose gets dual
    /// `2 * max_weight`, which keeps every edge at it feasible.
    loose_dual: Wide<N>,
    mate: Vec<usize>,
    /// `2y` for vertices `0..n`, `z` for blossoms `n..2n` (the units of
    /// `mwmatching`: an edge inside blossoms has slack
    /// `2y(u) + 2y(v) + 2 sum z - 2w`).
    dual: Vec<Wide<N>>,
    in_blossom: Vec<usize>,
    parent: Vec<usize>,
    children: Vec<Vec<usize>>,
    /// `ends[b][i]` joins `children[b][i]` (first) to `children[b][i + 1]`.
    ends: Vec<Vec<Edge>>,
    base: Vec<usize>,
    label: Vec<u8>,
    label_edge: Vec<Edge>,
    best_edge: Vec<Edge>,
    /// The slack of `best_edge`, kept up to date through dual changes.
    best_slack: Vec<Wide<N>>,
    blossom_best_edges: Vec<Option<Vec<Edge>>>,
    unused_blossoms: Vec<usize>,
    queue: Vec<usize>,
    /// Vertices whose weights changed since the last computation.
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// Scratch: the tight edges found scanning a vertex.
    tight: Vec<usize>,
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
            twice: vec![Wide::ZERO; n * n],
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
            best_edge: vec![NO_EDGE; 2 * n],
            best_slack: vec![Wide::ZERO; 2 * n],
            blossom_best_edges: vec![None; 2 * n],
            unused_blossoms: (n..2 * n).rev().collect(),
            queue: Vec::new(),
            // Everything starts loose: the first computation warm-starts all.
            dirty: vec![true; n],
            dirty_list: (0..n).collect(),
            tight: Vec::new(),
        }
    }

    pub fn size(&self) -> usize {
        self.vertex_count
    }

    /// Twice the weight of the edge `u`–`v`.
    #[inline]
    fn twice(&self, u: usize, v: usize) -> Wide<N> {
        self.twice[u * self.vertex_count + v]
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
        let doubled = weight.add(&weight);
        self.twice[u * self.vertex_count + v] = doubled;
        self.twice[v * self.vertex_count + u] = doubled;
    }

    /// Restores the optimality conditions around a vertex whose weights
    /// changed. Cheaply if it can: a vertex in no blossom keeps its mate when
    /// some dual makes their edge tight and every other edge feasible (often
    /// the case, the pairing refining one player's weights at a time);
    /// otherwise it is cut loose to be matched again by a search.
    fn settle(&mut self, v: usize) -> bool {
        if self.in_blossom[v] == v {
            // The least dual keeping every edge at v feasible.
            let mut need = Wide::ZERO;
            for u in 0..self.vertex_count {
                if u == v {
                    continue;
                }
                let doubled = self.twice(v, u);
                if doubled.is_zero() {
                    continue;
                }
                if doubled > self.dual[u] {
                    let value = doubled.sub(&self.dual[u]);
                    if value > need {
                        need = value;
                    }
                }
            }
            let mate = self.mate[v];
            if mate == NONE {
                // Left to the warm start, with the other loose vertices.
                return false;
            }
            let doubled = self.twice(v, mate);
            if !doubled.is_zero() && doubled >= self.dual[mate] {
                let tight = doubled.sub(&self.dual[mate]);
                if tight >= need {
                    self.dual[v] = tight;
                    return true;
                }
            }
        }
        false
    }

    /// Duals and a greedy matching for the vertices cut loose, so that the
    /// searches start from a good matching: each gets the least dual that
    /// keeps its edges to the others feasible and at least half of every edge
    /// among the loose ones (which keeps those feasible too), and exposed
    /// vertices joined by a tight edge are matched directly. When every
    /// vertex changes at once (a new bracket) this leaves few searches to do.
    fn warm_start(&mut self, loose: &[usize]) {
        let n = self.vertex_count;
        let mut is_loose = vec![false; n];
        for &v in loose {
            is_loose[v] = true;
        }
        for &v in loose {
            let mut dual = Wide::ZERO;
            for (u, &u_is_loose) in is_loose.iter().enumerate() {
                if u == v {
                    continue;
                }
                let doubled = self.twice(v, u);
                if doubled.is_zero() {
                    continue;
                }
                let need = if u_is_loose {
                    doubled.half()
                } else if doubled > self.dual[u] {
                    doubled.sub(&self.dual[u])
                } else {
                    Wide::ZERO
                };
                if need > dual {
                    dual = need;
                }
            }
            self.dual[v] = dual;
        }
        for &v in loose {
            if self.mate[v] != NONE || self.dual[v].is_zero() {
                continue;
            }
            let partner = (0..n).find(|&u| {
                u != v
                    && self.mate[u] == NONE
                    && self.in_blossom[u] == u
                    && !self.twice(v, u).is_zero()
                    && self.slack(v, u).is_zero()
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
    fn slack(&self, u: usize, v: usize) -> Wide<N> {
        self.dual[u].add(&self.dual[v]).sub(&self.twice(u, v))
    }

    fn leaves(&self, blossom: usize, out: &mut Vec<usize>) {
        if blossom < self.vertex_count {
            out.push(blossom);
        } else {
            for &child in &self.children[blossom] {
                self.leaves(child, out);
            }
        }
    }

    fn leaves_of(&self, blossom: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(blossom, &mut out);
        out
    }

    /// Prepares vertex `v` for new weights: unmatches its top-level blossom,
    /// dissolves every blossom containing `v` (moving each blossom's dual onto
    /// its vertices, which keeps inner edges' slack and only raises outer
    /// ones), and gives `v` a dual large enough for any weight.
    fn cut_loose(&mut self, v: usize) {
        let top = self.in_blossom[v];
        let top_base = self.base[top];
        let mate = self.mate[top_base];
        if mate != NONE {
            self.mate[top_base] = NONE;
            self.mate[mate] = NONE;
        }
        while self.in_blossom[v] != v {
            let blossom = self.in_blossom[v];
            // Rotate so that v is the (unmatched) base, then dissolve.
            self.augment_blossom(blossom, v);
            // In these units an inner edge's slack counts z twice, an edge
            // leaving the blossom once: adding z to each vertex keeps the
            // first and raises the second.
            let z = self.dual[blossom];
            for leaf in self.leaves_of(blossom) {
                self.dual[leaf] = self.dual[leaf].add(&z);
            }
            self.dual[blossom] = Wide::ZERO;
            let children = std::mem::take(&mut self.children[blossom]);
            for &child in &children {
                self.parent[child] = NONE;
                for leaf in self.leaves_of(child) {
                    self.in_blossom[leaf] = child;
                }
            }
            self.recycle(blossom);
        }
        self.mate[v] = NONE;
        self.dual[v] = self.loose_dual;
    }

    fn recycle(&mut self, blossom: usize) {
        self.children[blossom].clear();
        self.ends[blossom].clear();
        self.base[blossom] = NONE;
        self.label[blossom] = FREE;
        self.label_edge[blossom] = NO_EDGE;
        self.best_edge[blossom] = NO_EDGE;
        self.blossom_best_edges[blossom] = None;
        self.unused_blossoms.push(blossom);
    }

    /// Finds a maximum-weight matching, starting from the current one.
    pub fn compute(&mut self) {
        let mut loose = Vec::new();
        for v in std::mem::take(&mut self.dirty_list) {
            self.dirty[v] = false;
            if !self.settle(v) {
                self.cut_loose(v);
                loose.push(v);
            }
        }
        if !loose.is_empty() {
            self.warm_start(&loose);
        }
        // The vertices cut loose first: their own best edge is usually what
        // rematches them (and their former mates) at once.
        for &v in &loose {
            if self.is_root(v) {
                let roots = self.gather_roots(v);
                self.search_from(&roots);
            }
        }
        while let Some(root) = self.next_root() {
            let roots = self.gather_roots(root);
            self.search_from(&roots);
        }
    }

    /// An unmatched top-level blossom base with a positive dual: the
    /// optimality conditions want it matched (or its dual at zero).
    fn next_root(&self) -> Option<usize> {
        (0..self.vertex_count).find(|&v| self.is_root(v))
    }

    /// `first` and up to `ROOTS_PER_SEARCH - 1` other roots to grow trees
    /// from together, which then meet halfway. They must share the parity of
    /// their duals (so that two trees' outer vertices can meet at integral
    /// duals): an unmatched vertex in no blossom can have its dual raised by
    /// one to join, which keeps every edge feasible.
    fn gather_roots(&mut self, first: usize) -> Vec<usize> {
        let parity = self.dual[first].0[0] & 1;
        let mut roots = vec![first];
        for v in 0..self.vertex_count {
            if roots.len() >= ROOTS_PER_SEARCH {
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

    fn is_root(&self, v: usize) -> bool {
        self.mate[v] == NONE && self.base[self.in_blossom[v]] == v && !self.dual[v].is_zero()
    }

    fn search_from(&mut self, roots: &[usize]) {
        let n = self.vertex_count;
        for b in 0..2 * n {
            self.label[b] = FREE;
            self.label_edge[b] = NO_EDGE;
            self.best_edge[b] = NO_EDGE;
            if b >= n {
                self.blossom_best_edges[b] = None;
            }
        }
        self.queue.clear();
        for &root in roots {
            self.assign_label(root, OUTER, NO_EDGE);
        }
        'search: loop {
            while let Some(v) = self.queue.pop() {
                // Tight edges are followed after the scan, so that an edge
                // to an unmatched vertex anywhere in the row augments at once
                // rather than growing the tree through matched ones first.
                let mut tight = std::mem::take(&mut self.tight);
                tight.clear();
                let bv = self.in_blossom[v];
                for w in 0..n {
                    if w == v || self.twice(v, w).is_zero() {
                        continue;
                    }
                    let bw = self.in_blossom[w];
                    if bv == bw || (self.label[bw] == INNER && self.label[w] != FREE) {
                        continue;
                    }
                    let slack = self.slack(v, w);
                    if slack.is_zero() {
                        if self.label[bw] == FREE && self.mate[self.base[bw]] == NONE {
                            self.tight = tight;
                            self.augment_matching(v, w);
                            break 'search;
                        }
                        tight.push(w);
                    } else if self.label[bw] == OUTER {
                        if self.best_edge[bv] == NO_EDGE || slack < self.best_slack[bv] {
                            self.best_edge[bv] = (v, w);
                            self.best_slack[bv] = slack;
                        }
                    } else if self.label[w] == FREE
                        && (self.best_edge[w] == NO_EDGE || slack < self.best_slack[w])
                    {
                        self.best_edge[w] = (v, w);
                        self.best_slack[w] = slack;
                    }
                }
                for &w in &tight {
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
            let mut delta_type = 1;
            let mut delta = Wide::ZERO;
            let mut delta_vertex = NONE;
            let mut delta_edge = NO_EDGE;
            let mut delta_blossom = NONE;
            for v in 0..n {
                if self.label[self.in_blossom[v]] == OUTER
                    && (delta_vertex == NONE || self.dual[v] < delta)
                {
                    delta = self.dual[v];
                    delta_vertex = v;
                }
            }
            for v in 0..n {
                let edge = self.best_edge[v];
                if self.label[self.in_blossom[v]] == FREE && edge != NO_EDGE {
                    let slack = self.best_slack[v];
                    if slack < delta {
                        delta = slack;
                        delta_type = 2;
                        delta_edge = edge;
                    }
                }
            }
            for b in 0..2 * n {
                let edge = self.best_edge[b];
                if self.parent[b] == NONE
                    && self.base[b] != NONE
                    && self.label[b] == OUTER
                    && edge != NO_EDGE
                {
                    let slack = self.best_slack[b].half();
                    if slack < delta {
                        delta = slack;
                        delta_type = 3;
                        delta_edge = edge;
                    }
                }
            }
            for b in n..2 * n {
                if self.base[b] != NONE
                    && self.parent[b] == NONE
                    && self.label[b] == INNER
                    && self.dual[b] < delta
                {
                    delta = self.dual[b];
                    delta_type = 4;
                    delta_blossom = b;
                }
            }

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
            let twice_delta = delta.add(&delta);
            for x in 0..2 * n {
                if self.best_edge[x] == NO_EDGE {
                    continue;
                }
                if self.parent[x] == NONE && self.base[x] != NONE && self.label[x] == OUTER {
                    self.best_slack[x] = self.best_slack[x].saturating_sub(&twice_delta);
                } else if x < n && self.label[self.in_blossom[x]] == FREE {
                    self.best_slack[x] = self.best_slack[x].saturating_sub(&delta);
                }
            }
            for b in n..2 * n {
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
                    break 'search;
                }
                2 => {
                    let (mut v, mut w) = delta_edge;
                    if self.label[self.in_blossom[v]] == FREE {
                        std::mem::swap(&mut v, &mut w);
                    }
                    self.queue.push(v);
                }
                3 => self.queue.push(delta_edge.0),
                _ => self.expand_blossom(delta_blossom, false),
            }
        }

        // Outer blossoms whose dual is zero are no longer needed.
        for b in n..2 * n {
            if self.parent[b] == NONE
                && self.base[b] != NONE
                && self.label[b] == OUTER
                && self.dual[b].is_zero()
            {
                self.expand_blossom(b, true);
            }
        }
    }

    fn assign_label(&mut self, w: usize, label: u8, edge: Edge) {
        let b = self.in_blossom[w];
        self.label[w] = label;
        self.label[b] = label;
        self.label_edge[w] = edge;
        self.label_edge[b] = edge;
        self.best_edge[w] = NO_EDGE;
        self.best_edge[b] = NO_EDGE;
        if label == OUTER {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.base[b];
            let mate = self.mate[base];
            self.assign_label(mate, OUTER, (base, mate));
        }
    }

    /// Walks up from `v` and `w` (both outer) to their closest common
    /// ancestor blossom and returns its base.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
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

    fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let n = self.vertex_count;
        let base_blossom = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused_blossoms.pop().expect("at most n blossoms");
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[base_blossom] = b;
        let mut path = Vec::new();
        let mut ends = Vec::new();
        while bv != base_blossom {
            self.parent[bv] = b;
            path.push(bv);
            let edge = self.label_edge[bv];
            ends.push(edge);
            bv = self.in_blossom[edge.0];
        }
        path.push(base_blossom);
        path.reverse();
        ends.reverse();
        ends.push((v, w));
        while bw != base_blossom {
            self.parent[bw] = b;
            path.push(bw);
            let edge = self.label_edge[bw];
            ends.push((edge.1, edge.0));
            bw = self.in_blossom[edge.0];
        }
        self.label[b] = OUTER;
        self.label_edge[b] = self.label_edge[base_blossom];
        self.dual[b] = Wide::ZERO;
        self.children[b] = path.clone();
        self.ends[b] = ends;
        for leaf in self.leaves_of(b) {
            if self.label[self.in_blossom[leaf]] == INNER {
                self.queue.push(leaf);
            }
            self.in_blossom[leaf] = b;
        }

        // The least-slack edge from the new blossom to each other outer blossom.
        let mut best_to: Vec<Edge> = vec![NO_EDGE; 2 * n];
        for &child in &path {
            let lists: Vec<Edge> = match self.blossom_best_edges[child].take() {
                Some(list) => list,
                None => {
                    let mut list = Vec::new();
                    for leaf in self.leaves_of(child) {
                        for other in 0..n {
                            if other != leaf && !self.twice(leaf, other).is_zero() {
                                list.push((leaf, other));
                            }
                        }
                    }
                    list
                }
            };
            for (mut i, mut j) in lists {
                if self.in_blossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let bj = self.in_blossom[j];
                if bj != b && self.label[bj] == OUTER {
                    let current = best_to[bj];
                    if current == NO_EDGE || self.slack(i, j) < self.slack(current.0, current.1) {
                        best_to[bj] = (i, j);
                    }
                }
            }
            self.best_edge[child] = NO_EDGE;
        }
        let list: Vec<Edge> = best_to.into_iter().filter(|&e| e != NO_EDGE).collect();
        let mut best = NO_EDGE;
        let mut best_slack = Wide::ZERO;
        for &(i, j) in &list {
            let slack = self.slack(i, j);
            if best == NO_EDGE || slack < best_slack {
                best = (i, j);
                best_slack = slack;
            }
        }
        self.best_edge[b] = best;
        self.best_slack[b] = best_slack;
        self.blossom_best_edges[b] = Some(list);
    }

    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    fn end_at(&self, b: usize, j: isize) -> Edge {
        let len = self.ends[b].len() as isize;
        self.ends[b][j.rem_euclid(len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, end_of_search: bool) {
        let n = self.vertex_count;
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < n {
                self.in_blossom[s] = s;
            } else if end_of_search && self.dual[s].is_zero() {
                self.expand_blossom(s, end_of_search);
            } else {
                for leaf in self.leaves_of(s) {
                    self.in_blossom[leaf] = s;
                }
            }
        }
        if !end_of_search && self.label[b] == INNER {
            // Relabel the sub-blossoms on the even path from the entry child
            // to the base; the others become free unless reached from outside.
            let entry_child = self.in_blossom[self.label_edge[b].1];
            let len = children.len() as isize;
            let mut j = children.iter().position(|&c| c == entry_child).unwrap() as isize;
            let (step, trick): (isize, isize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.label_edge[b];
            while j != 0 {
                let t = p.1;
                self.label[t] = FREE;
                let e = self.end_at(b, j - trick);
                let other = if trick == 0 { e.1 } else { e.0 };
                self.label[other] = FREE;
                self.assign_label(t, INNER, p);
                j += step;
                let e = self.end_at(b, j - trick);
                p = if trick == 0 { e } else { (e.1, e.0) };
                j += step;
            }
            let bv = self.child_at(b, j);
            self.label[p.1] = INNER;
            self.label[bv] = INNER;
            self.label_edge[p.1] = p;
            self.label_edge[bv] = p;
            self.best_edge[bv] = NO_EDGE;
            j += step;
            while self.child_at(b, j) != entry_child {
                let bv = self.child_at(b, j);
                if self.label[bv] == OUTER {
                    j += step;
                    continue;
                }
                let reached = self
                    .leaves_of(bv)
                    .into_iter()
                    .find(|&leaf| self.label[leaf] != FREE);
                if let Some(v) = reached {
                    self.label[v] = FREE;
                    let mate = self.mate[self.base[bv]];
                    self.label[mate] = FREE;
                    let edge = self.label_edge[v];
                    self.assign_label(v, INNER, edge);
                }
                j += step;
            }
        }
        self.recycle(b);
    }

    /// Rotates blossom `b` so that its vertex `v` becomes the base, swapping
    /// matched and unmatched edges along the even path between them.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let n = self.vertex_count;
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= n {
            self.augment_blossom(t, v);
        }
        let len = self.children[b].len() as isize;
        let i = self.children[b].iter().position(|&c| c == t).unwrap();
        let mut j = i as isize;
        let (step, trick): (isize, isize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += step;
            let t = self.child_at(b, j);
            let e = self.end_at(b, j - trick);
            let p = if trick == 0 { e } else { (e.1, e.0) };
            if t >= n {
                self.augment_blossom(t, p.0);
            }
            j += step;
            let t = self.child_at(b, j);
            if t >= n {
                self.augment_blossom(t, p.1);
            }
            self.mate[p.0] = p.1;
            self.mate[p.1] = p.0;
        }
        self.children[b].rotate_left(i);
        self.ends[b].rotate_left(i);
        self.base[b] = self.base[self.children[b][0]];
    }

    fn augment_matching(&mut self, v: usize, w: usize) {
        self.augment_path(v, w);
        self.augment_path(w, v);
    }

    /// Matches `s` to `partner` (or leaves it unmatched if `NONE`) and flips
    /// the alternating path from `s`'s blossom up to the root of its tree.
    fn augment_path(&mut self, mut s: usize, mut partner: usize) {
        let n = self.vertex_count;
        loop {
            let bs = self.in_blossom[s];
            if bs >= n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = partner;
            let edge = self.label_edge[bs];
            if edge == NO_EDGE {
                break;
            }
            let t = edge.0;
            let bt = self.in_blossom[t];
            let (next_s, j) = self.label_edge[bt];
            if bt >= n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = next_s;
            partner = j;
            s = next_s;
        }
    }
}
