//! The pairing of a round bracket by bracket (C.04.3 B), as bbpPairings does
//! it: one maximum-weight matching over all players keeps the round pairable
//! (C.4 completion) while each bracket in turn fixes, by changing weights and
//! matching again,
//!
//! 1. which players moved down from higher brackets are paired here (MDPs,
//!    the highest first, B.2 and C.6–C.7),
//! 2. their opponents (the highest resident first, D.2 in heterogeneous
//!    brackets),
//! 3. which residents are exchanged between S1 and S2 (D.1 exchanges: the
//!    fewest, then the smallest differences of pairing numbers),
//! 4. the opponents of S1 players in order (D.1 transpositions: S1's first
//!    player gets the first possible S2 player),
//!
//! then carries the unpaired players down into the next bracket.

use super::players::Field;
use super::weights::Criteria;
use super::PairingError;
use crate::matching::{Matcher, Wide};

/// Vertices are positions in `sorted` (players by score, then rank).
pub(crate) fn pair_players<const N: usize>(
    field: &Field,
    sorted: &[usize],
) -> Result<Vec<Option<usize>>, PairingError> {
    let n = sorted.len();
    let mut mates: Vec<Option<usize>> = vec![None; n];
    if n == 0 {
        return Ok(mates);
    }
    let mut criteria = Criteria::new(field, sorted);
    let max_weight: Wide<N> = criteria.max_weight();
    let mut matcher = Matcher::<N>::new(n, max_weight);
    let score = |vertex: usize| field.players[sorted[vertex]].score;
    let top = score(0);

    // Completion first: can every player but at most one be paired?
    for p in 0..n {
        for o in 0..p {
            let weight = if n % 2 == 1 {
                criteria.bye_search_weight(sorted[p], sorted[o], top)
            } else {
                criteria.edge_weight(sorted[o], sorted[p], false, false)
            };
            matcher.set_weight(p, o, weight);
        }
    }
    matcher.compute();
    let matching = matcher.matching();
    if !complete(&matching, field, sorted) {
        return Err(PairingError::NoValidPairing);
    }
    if n % 2 == 1 {
        // The bye goes to a player of this score (C.5: as low as possible).
        let bye_vertex = (0..n).find(|&v| matching[v] == v).unwrap_or(n - 1);
        criteria.bye_score = score(bye_vertex);
        // C.9 applies when the bye's assignee is the only one left of the top
        // group.
        criteria.single_downfloater_is_bye = criteria.bye_score >= top
            && (0..n)
                .take_while(|&v| score(v) >= top)
                .all(|v| score(matching[v]) >= top);
        let mut played: Vec<usize> = (0..n)
            .filter(|&v| score(v) == criteria.bye_score)
            .map(|v| field.players[sorted[v]].played_games)
            .collect();
        played.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, games) in played.into_iter().enumerate() {
            criteria.unplayed_rank.insert(games, rank as u64);
        }
        for p in 0..n {
            for o in 0..p {
                let weight = criteria.edge_weight(sorted[o], sorted[p], false, false);
                matcher.set_weight(p, o, weight);
            }
        }
    }

    let mut bracket = BracketPairer {
        field,
        sorted,
        criteria,
        matcher,
        max_weight,
        matched: vec![false; n],
        vertices: Vec::new(),
        moved_down: 0,
        group_first_vertex: 0,
    };
    let mut next_group = 0;
    while next_group < n && score(next_group) >= top {
        bracket.vertices.push(next_group);
        next_group += 1;
    }
    while bracket.vertices.len() > 1 || next_group < n {
        let group_start = next_group;
        let next_first = bracket.vertices.len();
        if next_group < n {
            let group_score = score(next_group);
            while next_group < n && score(next_group) >= group_score {
                let vertex = bracket.vertices.last().map_or(next_group, |&last| last + 1);
                bracket.vertices.push(vertex);
                next_group += 1;
            }
        }
        let stable = bracket.pair_bracket(next_first);
        bracket.advance(
            next_first,
            &stable,
            (group_start < n).then(|| score(group_start)),
            &mut mates,
        );
    }
    Ok(mates)
}

/// At most one player unpaired, and that one may get the bye (C.04.1 d).
fn complete(matching: &[usize], field: &Field, sorted: &[usize]) -> bool {
    let mut unmatched = matching.iter().enumerate().filter(|&(v, &m)| v == m);
    match (unmatched.next(), unmatched.next()) {
        (None, _) => true,
        (Some((v, _)), None) => field.eligible_for_bye(&field.players[sorted[v]]),
        _ => false,
    }
}

struct BracketPairer<'a, const N: usize> {
    field: &'a Field,
    sorted: &'a [usize],
    criteria: Criteria<'a>,
    matcher: Matcher<N>,
    max_weight: Wide<N>,
    matched: Vec<bool>,
    /// The current bracket (moved-down players first, then the residents)
    /// followed by the next score group.
    vertices: Vec<usize>,
    /// How many of `vertices` moved down into the current bracket.
    moved_down: usize,
    /// The vertex of the current score group's first resident.
    group_first_vertex: usize,
}

impl<const N: usize> BracketPairer<'_, N> {
    fn score(&self, vertex: usize) -> u32 {
        self.field.players[self.sorted[vertex]].score
    }

    fn recompute(&mut self) -> Vec<usize> {
        self.matcher.compute();
        self.matcher.matching()
    }

    /// Fixes a pair: its edge gets the largest weight, every other edge at
    /// either player none.
    fn finalize_pair(&mut self, a: usize, b: usize) {
        self.matcher.fix_pair(a, b, self.max_weight);
    }

    /// Pairs the current bracket (its players are `vertices[..next_first]`)
    /// and returns the final matching.
    fn pair_bracket(&mut self, next_first: usize) -> Vec<usize> {
        let moved_down = self.moved_down;
        let next_first_vertex = self.group_first_vertex + (next_first - moved_down);
        let group = self.group_first_vertex..next_first_vertex;
        let vertices = self.vertices.clone();

        // Base weights: [later][earlier] for every pair touching a resident
        // or the next group.
        let mut base: Vec<Vec<Wide<N>>> = vec![Vec::new(); vertices.len()];
        for later in moved_down..vertices.len() {
            base[later] = (0..later)
                .map(|earlier| {
                    self.criteria.edge_weight(
                        self.sorted[vertices[earlier]],
                        self.sorted[vertices[later]],
                        later < next_first,
                        later >= next_first,
                    )
                })
                .collect();
            for earlier in 0..later {
                self.matcher
                    .set_weight(vertices[later], vertices[earlier], base[later][earlier]);
            }
        }
        let mut stable = self.recompute();

        // 1. Which moved-down players are paired here, highest score first.
        let mut group_score = 0;
        let mut remaining = 0;
        let mut remaining_matched = 0;
        for player in 0..moved_down {
            if player == 0 || self.score(vertices[player]) < group_score {
                group_score = self.score(vertices[player]);
                remaining = 0;
                remaining_matched = 0;
                let mut other = player;
                while other < vertices.len() && self.score(vertices[other]) >= group_score {
                    remaining += 1;
                    if group.contains(&stable[vertices[other]]) {
                        remaining_matched += 1;
                    }
                    other += 1;
                }
            }
            if remaining_matched == 0 {
                continue;
            }
            let vertex = vertices[player];
            if remaining <= remaining_matched {
                self.matched[vertex] = true;
                continue;
            }
            remaining -= 1;
            if !group.contains(&stable[vertex]) {
                for opponent in moved_down..next_first {
                    let weight = base[opponent][player];
                    if !weight.is_zero() {
                        self.matcher
                            .set_weight(vertex, vertices[opponent], weight.or_u64(1));
                    }
                }
                stable = self.recompute();
            }
            if group.contains(&stable[vertex]) {
                self.matched[vertex] = true;
                remaining_matched -= 1;
                for opponent in moved_down..next_first {
                    let weight = base[opponent][player];
                    if !weight.is_zero() {
                        let weight = weight.or_u64((next_first - moved_down) as u64).add_u64(1);
                        self.matcher.set_weight(vertex, vertices[opponent], weight);
                    }
                }
            }
        }

        // 2. Their opponents, the highest resident possible first.
        for player in 0..moved_down {
            let vertex = vertices[player];
            if !self.matched[vertex] {
                continue;
            }
            let mut addend = vertices.len() as u64;
            for opponent in (moved_down..next_first).rev() {
                let opponent_vertex = vertices[opponent];
                if self.matched[opponent_vertex] {
                    continue;
                }
                let weight = base[opponent][player];
                if !weight.is_zero() {
                    self.matcher
                        .set_weight(vertex, opponent_vertex, weight.add_u64(addend));
                    addend += 1;
                }
            }
            stable = self.recompute();
            let mate = stable[vertex];
            self.matched[mate] = true;
            self.finalize_pair(vertex, mate);
        }

        // 3. The residents left (the remainder, or the whole homogeneous
        // bracket): S1 is its first `pairs` players.
        let mut remainder = Vec::new();
        let mut pairs = 0;
        for (player, &vertex) in vertices
            .iter()
            .enumerate()
            .take(next_first)
            .skip(moved_down)
        {
            if stable[vertex] < self.group_first_vertex {
                continue;
            }
            remainder.push(player);
            if stable[vertex] < vertex {
                pairs += 1;
            }
        }
        let first_s2 = pairs;
        let bits = self.criteria.group_bits;
        let weight_at =
            |base: &Vec<Vec<Wide<N>>>, earlier: usize, later: usize, position: usize| {
                exchange_weight(base, earlier, later, position, pairs, bits)
            };
        for (index, &opponent) in remainder.iter().enumerate() {
            for (position, &player) in remainder[..index].iter().enumerate() {
                let weight = weight_at(&base, player, opponent, position);
                self.matcher
                    .set_weight(vertices[player], vertices[opponent], weight);
            }
        }
        stable = self.recompute();
        let next_first_vertex_ = next_first_vertex;
        // A resident "stays" in S1 when matched to a later resident of the
        // bracket; anything else is an exchange.
        let in_s1 = |stable: &[usize], vertex: usize| {
            stable[vertex] > vertex && stable[vertex] < next_first_vertex_
        };
        let exchanges = remainder[..first_s2]
            .iter()
            .filter(|&&player| !in_s1(&stable, vertices[player]))
            .count();

        // Exchange the lowest S1 players possible (D.1: the smallest
        // differences of pairing numbers)...
        let mut exchanges_left = exchanges;
        let mut index = first_s2;
        while index > 0 && exchanges_left > 0 {
            index -= 1;
            let position = index;
            let player = remainder[index];
            let vertex = vertices[player];
            if in_s1(&stable, vertex) {
                for &opponent in &remainder[index + 1..] {
                    let weight = weight_at(&base, player, opponent, position);
                    if !weight.is_zero() {
                        self.matcher
                            .set_weight(vertex, vertices[opponent], weight.sub_u64(1));
                    }
                }
                stable = self.recompute();
            }
            let exchanged = !in_s1(&stable, vertex);
            exchanges_left -= exchanged as usize;
            for &opponent in &remainder[index + 1..] {
                if exchanged {
                    base[opponent][player] = Wide::ZERO;
                }
                let weight = weight_at(&base, player, opponent, position);
                self.matcher.set_weight(vertex, vertices[opponent], weight);
            }
        }
        // ... for the highest S2 players possible.
        let mut exchanges_left = exchanges;
        for index in first_s2..remainder.len() {
            if exchanges_left <= 1 {
                break;
            }
            let position = index;
            let player = remainder[index];
            let vertex = vertices[player];
            let already = in_s1(&stable, vertex);
            if !already {
                for &opponent in &remainder[index + 1..] {
                    let weight = weight_at(&base, player, opponent, position);
                    if !weight.is_zero() {
                        self.matcher
                            .set_weight(vertex, vertices[opponent], weight.add_u64(1));
                    }
                }
                stable = self.recompute();
            }
            if in_s1(&stable, vertex) {
                exchanges_left -= 1;
                for &opponent in &remainder[..index] {
                    base[player][opponent] = Wide::ZERO;
                    self.matcher
                        .set_weight(vertex, vertices[opponent], Wide::ZERO);
                }
                for opponent in next_first..vertices.len() {
                    base[opponent][player] = Wide::ZERO;
                    self.matcher
                        .set_weight(vertex, vertices[opponent], Wide::ZERO);
                }
            }
            if !already {
                for &opponent in &remainder[index + 1..] {
                    let weight = weight_at(&base, player, opponent, position);
                    self.matcher.set_weight(vertex, vertices[opponent], weight);
                }
            }
        }
        // Fix S1 and S2 as found, and drop the exchange bits.
        for (index, &player) in remainder.iter().enumerate() {
            let vertex = vertices[player];
            for &opponent in &remainder[index + 1..] {
                let opponent_vertex = vertices[opponent];
                if !in_s1(&stable, vertex) || in_s1(&stable, opponent_vertex) {
                    base[opponent][player] = Wide::ZERO;
                }
                self.matcher
                    .set_weight(vertex, opponent_vertex, base[opponent][player]);
            }
        }

        // 4. Each S1 player in order gets the highest S2 player possible.
        for &player in &remainder {
            let vertex = vertices[player];
            if !in_s1(&stable, vertex) {
                continue;
            }
            let mut addend = 0u64;
            for &opponent in remainder.iter().rev() {
                let opponent_vertex = vertices[opponent];
                if opponent <= player || self.matched[opponent_vertex] {
                    continue;
                }
                let weight = base[opponent][player];
                if !weight.is_zero() {
                    self.matcher
                        .set_weight(vertex, opponent_vertex, weight.add_u64(addend));
                }
                addend += 1;
            }
            stable = self.recompute();
            let mate = stable[vertex];
            self.matched[vertex] = true;
            self.matched[mate] = true;
            self.finalize_pair(vertex, mate);
        }
        stable
    }

    /// Records the bracket's pairs and carries its unpaired players, with
    /// the next score group, into the next bracket.
    fn advance(
        &mut self,
        next_first: usize,
        stable: &[usize],
        loaded_group_score: Option<u32>,
        mates: &mut [Option<usize>],
    ) {
        let next_first_vertex = self.group_first_vertex + (next_first - self.moved_down);
        // C.9 stays in force while the bye's assignee floats alone.
        let mut single = self.sorted.len() % 2 == 1
            && loaded_group_score.is_some_and(|score| self.criteria.bye_score >= score);
        let mut carried = Vec::new();
        let mut moved_down = 0;
        for (index, &vertex) in self.vertices.iter().enumerate() {
            if index < next_first && self.matched[vertex] {
                mates[vertex] = Some(stable[vertex]);
                mates[stable[vertex]] = Some(vertex);
            } else {
                carried.push(vertex);
                if index < next_first {
                    moved_down += 1;
                }
                if single && self.score(stable[vertex]) < loaded_group_score.unwrap_or(0) {
                    single = false;
                }
            }
        }
        self.criteria.single_downfloater_is_bye = single;
        self.vertices = carried;
        self.moved_down = moved_down;
        self.group_first_vertex = next_first_vertex;
    }
}

/// A remainder pair's weight with the exchange criteria in its low bits:
/// one bit for keeping an S1 player in S1 (fewest exchanges), less twice
/// its position (exchanging the lowest S1 and highest S2 players).
fn exchange_weight<const N: usize>(
    base: &[Vec<Wide<N>>],
    earlier: usize,
    later: usize,
    position: usize,
    pairs: usize,
    group_bits: u32,
) -> Wide<N> {
    let weight = base[later][earlier];
    if weight.is_zero() {
        return weight;
    }
    let keep = Wide::<N>::from_u64((position < pairs) as u64).shl(2 * group_bits + 1);
    weight.add(&keep).sub_u64(2 * position as u64)
}
