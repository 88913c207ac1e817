//! Blossoms: forming them (an odd cycle of outer blossoms), expanding them
//! (an inner blossom whose dual reached zero, or outer ones at the end of a
//! search), rotating their base, and augmenting along paths through them.

use super::matcher::{Edge, Matcher, FREE, INNER, NONE, NO_EDGE, OUTER};
use super::table::NO_WEIGHT;
use super::Wide;

/// Keeps `edge` as the least-slack edge to blossom `target` if it is less
/// than the one kept (the first of equals stays).
fn offer<const N: usize>(
    best_to: &mut [(Edge, Wide<N>)],
    targets: &mut Vec<usize>,
    target: usize,
    edge: Edge,
    slack: Wide<N>,
) {
    let kept = &mut best_to[target];
    if kept.0 == NO_EDGE {
        targets.push(target);
        *kept = (edge, slack);
    } else if slack < kept.1 {
        *kept = (edge, slack);
    }
}

/// The set bits of `bits` in `range`, in increasing order.
pub(super) fn ones(
    bits: &[u64],
    range: std::ops::Range<usize>,
) -> impl Iterator<Item = usize> + '_ {
    ones_except(bits, &[], range)
}

/// The bits set in `bits` but not in `except` (which may be shorter: the
/// bits past its end count as clear) in `range`, in increasing order.
pub(super) fn ones_except<'a>(
    bits: &'a [u64],
    except: &'a [u64],
    range: std::ops::Range<usize>,
) -> impl Iterator<Item = usize> + 'a {
    let (start, end) = (range.start, range.end);
    let words = if start < end {
        start / 64..end.div_ceil(64)
    } else {
        0..0
    };
    words.flat_map(move |word| {
        let mut set = bits[word] & !except.get(word).copied().unwrap_or(0);
        if word == start / 64 {
            set &= u64::MAX << (start % 64);
        }
        if word == end / 64 {
            set &= (1u64 << (end % 64)) - 1;
        }
        std::iter::from_fn(move || {
            if set == 0 {
                return None;
            }
            let bit = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(word * 64 + bit)
        })
    })
}

impl<const N: usize> Matcher<N> {
    pub(super) fn leaves(&self, blossom: usize, out: &mut Vec<usize>) {
        if blossom < self.vertex_count {
            out.push(blossom);
        } else {
            for &child in &self.children[blossom] {
                self.leaves(child, out);
            }
        }
    }

    /// Calls `f` with each leaf of `blossom`, listed into a buffer kept
    /// between calls (growing a new list vertex by vertex cost more than
    /// listing them).
    pub(super) fn for_each_leaf(&mut self, blossom: usize, mut f: impl FnMut(&mut Self, usize)) {
        let mut leaves = std::mem::take(&mut self.leaf_buffer);
        leaves.clear();
        self.leaves(blossom, &mut leaves);
        for &leaf in &leaves {
            f(self, leaf);
        }
        self.leaf_buffer = leaves;
    }

    pub(super) fn leaves_of(&self, blossom: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(blossom, &mut out);
        out
    }

    pub(super) fn recycle(&mut self, blossom: usize) {
        self.children[blossom].clear();
        self.ends[blossom].clear();
        self.base[blossom] = NONE;
        self.label[blossom] = FREE;
        self.label_edge[blossom] = NO_EDGE;
        self.best_edge[blossom] = NO_EDGE;
        self.blossom_best_edges[blossom] = None;
        self.drop_reach(blossom);
        self.unused_blossoms.push(blossom);
    }

    pub(super) fn add_blossom(&mut self, base: usize, v: usize, w: usize) {
        let base_blossom = self.in_blossom[base];
        let mut bv = self.in_blossom[v];
        let mut bw = self.in_blossom[w];
        let b = self.unused_blossoms.pop().expect("at most n blossoms");
        self.blossom_end = self.blossom_end.max(b + 1);
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
        self.tree[b] = self.tree[base_blossom];
        self.label_edge[b] = self.label_edge[base_blossom];
        self.dual[b] = Wide::ZERO;
        self.children[b] = path.clone();
        self.ends[b] = ends;
        // Inner children become outer: their leaves are scanned.
        for &child in &path {
            if self.label[child] == INNER {
                if child < self.vertex_count {
                    self.push_outer(child);
                } else {
                    self.queue_leaves(child);
                }
            }
        }
        self.for_each_leaf(b, |m, leaf| {
            m.in_blossom[leaf] = b;
        });

        // The least-slack edge from the new blossom to each other outer
        // blossom, from the children's lists, or their vertices' edges to
        // the vertices queued so far (the outer ones among them).
        let mut best_to = std::mem::take(&mut self.best_to);
        let mut targets = Vec::new();
        for &child in &path {
            match self.blossom_best_edges[child].take() {
                Some(list) => {
                    for (mut i, mut j) in list {
                        if self.in_blossom[j] == b {
                            std::mem::swap(&mut i, &mut j);
                        }
                        let bj = self.in_blossom[j];
                        if bj != b && self.label[bj] == OUTER {
                            let slack = self.slack(i, j);
                            offer(&mut best_to, &mut targets, bj, (i, j), slack);
                        }
                    }
                }
                None if self.has_fresh_reach(child) => {
                    self.reach_to_outer(child, b, |target, edge, slack| {
                        offer(&mut best_to, &mut targets, target, edge, slack);
                    });
                }
                None => {
                    // The leaves of outer blossoms with a table are read
                    // from it, as in `scan`.
                    let tables = std::mem::take(&mut self.outer_tables);
                    self.for_each_leaf(child, |m, leaf| {
                        let dual_leaf = m.dual[leaf];
                        let columns = m.weights.columns(leaf);
                        let mut edge = |other: usize, index: u32| {
                            if index == NO_WEIGHT {
                                return;
                            }
                            let bj = m.in_blossom[other];
                            if bj != b && m.label[bj] == OUTER {
                                let slack =
                                    dual_leaf.add(&m.dual[other]).sub(m.weights.value(index));
                                offer(&mut best_to, &mut targets, bj, (leaf, other), slack);
                            }
                        };
                        for other in ones_except(&m.outer_bits, &m.table_bits, columns) {
                            edge(other, m.weights.index(leaf, other));
                        }
                        for &table in &tables {
                            let reach = m.reach[table].as_ref().expect("an outer table");
                            let entry = reach.edges[leaf];
                            edge(entry.leaf as usize, entry.index);
                        }
                    });
                    self.outer_tables = tables;
                }
            }
            self.best_edge[child] = NO_EDGE;
        }
        // In blossom order, as ties go to the first.
        targets.sort_unstable();
        let mut list = Vec::with_capacity(targets.len());
        let mut best = NO_EDGE;
        let mut best_slack = Wide::ZERO;
        for &target in &targets {
            let (edge, slack) = best_to[target];
            best_to[target].0 = NO_EDGE;
            list.push(edge);
            if best == NO_EDGE || slack < best_slack {
                best = edge;
                best_slack = slack;
            }
        }
        self.best_to = best_to;
        self.best_edge[b] = best;
        self.best_slack[b] = best_slack;
        self.blossom_best_edges[b] = Some(list);
    }

    pub(super) fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.children[b].len() as isize;
        self.children[b][j.rem_euclid(len) as usize]
    }

    pub(super) fn end_at(&self, b: usize, j: isize) -> Edge {
        let len = self.ends[b].len() as isize;
        self.ends[b][j.rem_euclid(len) as usize]
    }

    pub(super) fn expand_blossom(&mut self, b: usize, end_of_search: bool) {
        let n = self.vertex_count;
        let children = self.children[b].clone();
        for &s in &children {
            self.parent[s] = NONE;
            if s < n {
                self.in_blossom[s] = s;
            } else if end_of_search && self.dual[s].is_zero() {
                self.expand_blossom(s, end_of_search);
            } else {
                self.for_each_leaf(s, |m, leaf| {
                    m.in_blossom[leaf] = s;
                });
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
            self.tree[bv] = self.tree[b];
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
                    .find(|&leaf| self.label[leaf] != FREE && self.reached_now(leaf));
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

    /// Whether `leaf`, inside an inner blossom and reached by a tight edge
    /// from an outer vertex, still is: in a phase search, that vertex's
    /// tree may have been retired since, and then the leaf takes another
    /// tight edge from a growing tree, or none (its least slack is then kept
    /// as for any vertex not reached).
    fn reached_now(&mut self, leaf: usize) -> bool {
        if self.label[self.in_blossom[self.label_edge[leaf].0]] == OUTER {
            return true;
        }
        self.label[leaf] = FREE;
        self.label_edge[leaf] = NO_EDGE;
        self.least_slack_to_outer(leaf);
        if self.best_edge[leaf] != NO_EDGE && self.best_slack[leaf].is_zero() {
            self.label[leaf] = INNER;
            self.label_edge[leaf] = self.best_edge[leaf];
            return true;
        }
        false
    }

    /// Rotates blossom `b` so that its vertex `v` becomes the base, swapping
    /// matched and unmatched edges along the even path between them.
    pub(super) fn augment_blossom(&mut self, b: usize, v: usize) {
        // The blossoms containing `v`, up to `b`, found once: each level of
        // the recursion would otherwise walk up from `v` again, and blossoms
        // nest a hundred deep in the dense brackets.
        let mut chain = vec![v];
        let mut t = v;
        while t != b {
            t = self.parent[t];
            chain.push(t);
        }
        self.augment_chain(&chain);
    }

    /// `augment_blossom` for `chain`: a vertex, then each blossom containing
    /// it, up to the one to rotate.
    fn augment_chain(&mut self, chain: &[usize]) {
        let n = self.vertex_count;
        let b = chain[chain.len() - 1];
        let t = chain[chain.len() - 2];
        if t >= n {
            self.augment_chain(&chain[..chain.len() - 1]);
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

    pub(super) fn augment_matching(&mut self, v: usize, w: usize) {
        self.augment_path(v, w);
        self.augment_path(w, v);
    }

    /// Matches `s` to `partner` (or leaves it unmatched if `NONE`) and flips
    /// the alternating path from `s`'s blossom up to the root of its tree.
    pub(super) fn augment_path(&mut self, mut s: usize, mut partner: usize) {
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
