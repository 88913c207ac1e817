//! The matcher against brute force on small random graphs, from scratch and
//! after rounds of weight changes (the way the Dutch pairing uses it).

// A symmetric matrix is written at [u][v] and [v][u]: indices read clearer.
#![allow(clippy::needless_range_loop)]

use super::{Matcher, Wide};

/// A small deterministic generator (tests must not depend on outside crates).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
}

fn best_weight(weights: &[Vec<u64>], used: &mut Vec<bool>) -> u64 {
    let n = weights.len();
    let Some(first) = (0..n).find(|&v| !used[v]) else {
        return 0;
    };
    used[first] = true;
    // Either `first` stays unmatched, or it is matched to a later vertex.
    let mut best = best_weight(weights, used);
    for other in first + 1..n {
        if !used[other] && weights[first][other] > 0 {
            used[other] = true;
            best = best.max(weights[first][other] + best_weight(weights, used));
            used[other] = false;
        }
    }
    used[first] = false;
    best
}

fn matching_weight(weights: &[Vec<u64>], mates: &[usize]) -> u64 {
    let mut total = 0;
    for (v, &mate) in mates.iter().enumerate() {
        assert_eq!(mates[mate], v, "matching is symmetric");
        if mate > v {
            assert!(weights[v][mate] > 0, "matched along an edge");
            total += weights[v][mate];
        }
    }
    total
}

/// A random graph under change: the weights as the brute force reads them, and
/// the matcher told of each change.
struct Graph {
    weights: Vec<Vec<u64>>,
    matcher: Matcher<1>,
    max_weight: u64,
}

impl Graph {
    fn new(n: usize, max_weight: u64) -> Graph {
        Graph {
            weights: vec![vec![0u64; n]; n],
            matcher: Matcher::<1>::new(n, Wide::from_u64(max_weight)),
            max_weight,
        }
    }

    fn set(&mut self, u: usize, v: usize, w: u64) {
        self.weights[u][v] = w;
        self.weights[v][u] = w;
        self.matcher.set_weight(u, v, Wide::from_u64(w));
    }

    /// Change the weights between `u` and the vertices `change` picks (it reads
    /// one random number each): no edge one time in `zero_one_in`, else a random
    /// weight.
    fn change_around(
        &mut self,
        random: &mut Lcg,
        u: usize,
        change: impl Fn(u64) -> bool,
        zero_one_in: u64,
    ) {
        for v in 0..self.weights.len() {
            if v != u && change(random.next()) {
                let w = if random.next() % zero_one_in == 0 {
                    0
                } else {
                    1 + random.next() % self.max_weight
                };
                self.set(u, v, w);
            }
        }
    }

    /// The matcher's matching weighs as much as the best by brute force.
    fn check(&mut self, what: &str) {
        self.matcher.compute();
        let mates = self.matcher.matching();
        let n = self.weights.len();
        let expected = best_weight(&self.weights, &mut vec![false; n]);
        let weights = &self.weights;
        assert_eq!(
            matching_weight(weights, &mates),
            expected,
            "{what}: {weights:?}"
        );
    }
}

#[test]
fn finds_maximum_weight_matchings_incrementally() {
    let mut random = Lcg(7);
    for graph in 0..300 {
        let n = 1 + (random.next() % 10) as usize;
        let max_weight = if graph % 3 == 0 { 4 } else { 1000 };
        let mut g = Graph::new(n, max_weight);
        for u in 0..n {
            for v in 0..u {
                if random.next() % 4 != 0 {
                    let w = 1 + random.next() % max_weight;
                    g.set(u, v, w);
                }
            }
        }
        for update in 0..6 {
            g.check(&format!("graph {graph} update {update}"));
            // Change the weights around one or two vertices.
            for _ in 0..1 + random.next() % 2 {
                let u = (random.next() % n as u64) as usize;
                g.change_around(&mut random, u, |r| r % 2 == 0, 3);
            }
        }
    }
}

/// Many vertices changed at once, as when a new bracket's weights come in:
/// the searches from all roots together (`search_phase`), with weights in
/// few distinct values so that ties, blossoms and retired trees abound.
#[test]
fn finds_maximum_weight_matchings_after_many_changes() {
    let mut random = Lcg(11);
    for graph in 0..300 {
        let n = 2 + (random.next() % 11) as usize;
        let max_weight = if graph % 2 == 0 { 3 } else { 50 };
        let mut g = Graph::new(n, max_weight);
        for update in 0..8 {
            // Change the weights around many vertices (all of them at first).
            let changed = if update == 0 {
                n
            } else {
                1 + (random.next() % n as u64) as usize
            };
            for _ in 0..changed {
                let u = (random.next() % n as u64) as usize;
                g.change_around(&mut random, u, |r| r % 3 != 0, 4);
            }
            g.check(&format!("graph {graph} update {update}"));
        }
    }
}

/// Graphs too large for brute force, where blossoms nest and keep their
/// tables (see `reach`) across many rounds of changes: the matcher kept up
/// to date weighs as much as one that matches the final graph afresh.
#[test]
fn incremental_and_fresh_matchings_weigh_the_same() {
    let mut random = Lcg(13);
    for graph in 0..40 {
        let n = 30 + (random.next() % 40) as usize;
        let max_weight = 2 + graph % 3;
        let mut g = Graph::new(n, max_weight);
        for update in 0..12 {
            let changed = if update == 0 {
                n
            } else {
                1 + (random.next() % (n as u64 / 2)) as usize
            };
            for _ in 0..changed {
                let u = (random.next() % n as u64) as usize;
                g.change_around(&mut random, u, |r| r % 4 != 0, 5);
            }
            g.matcher.compute();
            let mut fresh = Matcher::<1>::new(n, Wide::from_u64(max_weight));
            for u in 0..n {
                for v in 0..u {
                    fresh.set_weight(u, v, Wide::from_u64(g.weights[u][v]));
                }
            }
            fresh.compute();
            assert_eq!(
                matching_weight(&g.weights, &g.matcher.matching()),
                matching_weight(&g.weights, &fresh.matching()),
                "graph {graph} update {update}"
            );
        }
    }
}
