//! The edge weight of a possible pair: every quality criterion of C.04.3 in
//! priority order packed into one number, most important in the highest bits,
//! laid out bit for bit as bbpPairings lays it out (so that equal optima are
//! broken the same way). From the top:
//!
//! - completion (C.04.3 C.4) and the bye's eligibility (C.04.1 d, C.5);
//! - the number of pairs and the scores paired in the current bracket (C.6,
//!   C.7) and in the next one (C.8 completion of the next bracket);
//! - fewest unplayed games for the bye's assignee when it floats alone (C.9,
//!   2025 rules);
//! - colour preferences (C.10–C.13: absolute imbalance, absolute, plain,
//!   strong);
//! - repeated floats (C.14–C.17: downfloaters and upfloaters of the last and
//!   the last-but-one round) and their scores (C.18–C.21);
//! - room at the bottom for the transpositions and exchanges of section D.

use std::collections::HashMap;

use super::players::{Contender, Field, Float, Side};
use crate::matching::Wide;
use crate::tournament::Tenths;

/// The number of bits needed to write `value`.
pub(crate) fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

pub(crate) struct Criteria<'a> {
    pub field: &'a Field,
    /// Bits for a count of players in a score group.
    pub group_bits: u32,
    /// Bits for a one-bit-per-player-slot field over all score groups.
    pub groups_bits: u32,
    /// By player index: where the player's score group's slot starts
    /// within such a field.
    player_shift: Vec<u32>,
    /// Where each field of a packed weight starts.
    layout: Layout,
    /// Pairs that met before (C.04.1 b), as a bit matrix by player index.
    met: Vec<u64>,
    /// By player index (for the players to pair): the floats of the last
    /// two rounds (A.4) and the bye's eligibility (C.04.1 d), which every
    /// edge weight asks for.
    floats: Vec<[Float; 2]>,
    eligible: Vec<bool>,
    pub bye_score: Tenths,
    pub single_downfloater_is_bye: bool,
    /// For C.9: rank of each count of played games among the players with
    /// the bye assignee's score (more games, lower rank).
    pub unplayed_rank: HashMap<usize, u64>,
}

impl<'a> Criteria<'a> {
    pub fn new(field: &'a Field, sorted: &[usize]) -> Criteria<'a> {
        let n = field.players.len();
        let words = n.div_ceil(64);
        let mut met = vec![0u64; n * words];
        for (index, player) in field.players.iter().enumerate() {
            if !player.valid {
                continue;
            }
            for game in &player.games {
                if game.entry.game_was_played() {
                    met[index * words + game.opponent / 64] |= 1 << (game.opponent % 64);
                }
            }
        }
        // Score groups from the lowest, as bbpPairings counts them.
        let mut groups_bits = 0;
        let mut group_shift = HashMap::new();
        let mut largest_group = 0;
        let mut run = 0;
        for (position, &player) in sorted.iter().enumerate().rev() {
            run += 1;
            let score = field.players[player].score;
            if position == 0 || field.players[sorted[position - 1]].score > score {
                group_shift.insert(score, groups_bits);
                largest_group = largest_group.max(run);
                groups_bits += bits_for(run);
                run = 0;
            }
        }
        let mut player_shift = vec![0; n];
        for &index in sorted {
            player_shift[index] = group_shift[&field.players[index].score];
        }
        let mut floats = vec![[Float::None; 2]; n];
        let mut eligible = vec![false; n];
        for &index in sorted {
            let player = &field.players[index];
            for rounds_back in 1..=field.played_rounds.min(2) {
                floats[index][rounds_back - 1] = field.float(player, rounds_back);
            }
            eligible[index] = field.eligible_for_bye(player);
        }
        let group_bits = bits_for(largest_group);
        Criteria {
            field,
            group_bits,
            groups_bits,
            player_shift,
            layout: Layout::new(group_bits, groups_bits, field.played_rounds),
            met,
            floats,
            eligible,
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_rank: HashMap::new(),
        }
    }

    fn player(&self, index: usize) -> &Contender {
        &self.field.players[index]
    }

    pub fn have_met(&self, a: usize, b: usize) -> bool {
        let words = self.field.players.len().div_ceil(64);
        self.met[a * words + b / 64] & (1 << (b % 64)) != 0
    }

    /// The absolute criteria: no rematch (C.1) and no two players with the
    /// same absolute colour preference (C.3), except, in the last round, for
    /// a player scoring over half the maximum (the topscorers of A.7).
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let field = self.field;
        let (pa, pb) = (self.player(a), self.player(b));
        let top_score_threshold =
            (field.played_rounds as u64 * field.points.win.max(field.points.draw) as u64) >> 1;
        !self.have_met(a, b)
            && (!pa.absolute_preference()
                || !pb.absolute_preference()
                || pa.colour_preference != pb.colour_preference
                || (field.played_rounds + 1 >= field.total_rounds
                    && (pa.score as u64 > top_score_threshold
                        || pb.score as u64 > top_score_threshold)))
    }

    pub fn is_bye_candidate(&self, index: usize) -> bool {
        let player = self.player(index);
        self.eligible[index] && player.score <= self.bye_score
    }

    /// The width of the largest weight any edge can get: bbpPairings' bound,
    /// all ones up to the top field's two bits.
    pub fn max_weight_bits(&self) -> u32 {
        let (s, g) = (self.group_bits, self.groups_bits);
        let played = self.field.played_rounds;
        let mut bits = 2 + s + g + s + g + 2 * s + 4 * s;
        if played >= 1 {
            bits += 2 * s + 2 * g;
        }
        if played > 1 {
            bits += 2 * s + 2 * g;
        }
        // The top field holds up to 3 (two bits).
        bits + 3 * s + 1
    }

    pub fn max_weight<const N: usize>(&self) -> Wide<N> {
        let bits = self.max_weight_bits();
        Wide::<N>::ZERO.set_bit(bits).sub_u64(1)
    }

    /// The weight of pairing `higher` with `lower` (the later in the bracket
    /// order), `lower` being in the current bracket or in the next one.
    pub fn edge_weight<const N: usize>(
        &self,
        higher: usize,
        lower: usize,
        in_current: bool,
        in_next: bool,
    ) -> Wide<N> {
        if !self.compatible(higher, lower) {
            return Wide::ZERO;
        }
        let bit = |flag: bool| flag as u64;
        let top = 1 + bit(!self.is_bye_candidate(higher)) + bit(!self.is_bye_candidate(lower));
        if !in_current && !in_next && !self.single_downfloater_is_bye {
            // Every field below the top one is zero for a pair in neither
            // bracket (most pairs: all of them for the first matching), so
            // the weight is the top field in place.
            let weight = Wide::from_u64_shifted(top, self.max_weight_bits() - 2);
            debug_assert_eq!(weight, self.packed_weight(higher, lower, top, false, false));
            return weight;
        }
        self.packed_weight(higher, lower, top, in_current, in_next)
    }

    /// `edge_weight` below the top field `top`: each field's value added at
    /// its place (see `Layout`).
    fn packed_weight<const N: usize>(
        &self,
        higher: usize,
        lower: usize,
        top: u64,
        in_current: bool,
        in_next: bool,
    ) -> Wide<N> {
        let (hi, lo) = (self.player(higher), self.player(lower));
        let layout = &self.layout;
        let (hi_shift, lo_shift) = (self.player_shift[higher], self.player_shift[lower]);
        let bit = |flag: bool| flag as u64;
        let mut w = Wide::<N>::ZERO;
        w.add_at(top, layout.top);
        if in_current {
            w.add_at(1, layout.current);
            w.add_at(1, layout.current_score + hi_shift);
        }
        if in_next {
            w.add_at(1, layout.next);
            w.add_at(1, layout.next_score + hi_shift);
        }
        if self.single_downfloater_is_bye {
            if hi.score == self.bye_score {
                w.add_at(self.unplayed_rank[&hi.played_games], layout.unplayed);
            }
            if lo.score == self.bye_score {
                w.add_at(self.unplayed_rank[&lo.played_games], layout.unplayed);
            }
        }
        for (flag, &at) in colour_bits(lo, hi, in_current).iter().zip(&layout.colours) {
            w.add_at(bit(*flag), at);
        }
        if in_current {
            for rounds_back in 1..=self.field.played_rounds.min(2) {
                let (lo_float, hi_float) = (
                    self.floats[lower][rounds_back - 1],
                    self.floats[higher][rounds_back - 1],
                );
                let [downfloaters, upfloaters] = layout.float_counts[rounds_back - 1];
                w.add_at(bit(lo_float == Float::Down), downfloaters);
                w.add_at(
                    bit(hi.score <= lo.score && hi_float == Float::Down),
                    downfloaters,
                );
                w.add_at(
                    bit(!(hi.score > lo.score && lo_float == Float::Up)),
                    upfloaters,
                );
                let [downfloaters, upfloaters] = layout.float_scores[rounds_back - 1];
                if lo_float == Float::Down {
                    w.add_at(1, downfloaters + lo_shift);
                }
                if hi_float == Float::Down {
                    w.add_at(1, downfloaters + hi_shift);
                }
                if !(lo_float == Float::Up && hi.score > lo.score) {
                    w.add_at(1, upfloaters + hi_shift);
                }
            }
        }
        w
    }

    /// The weight for the preliminary matching of an odd field: completion,
    /// bye eligibility, then higher score groups paired first.
    pub fn bye_search_weight<const N: usize>(
        &self,
        player: usize,
        opponent: usize,
        top: Tenths,
    ) -> Wide<N> {
        if !self.compatible(player, opponent) {
            return Wide::ZERO;
        }
        let p = self.player(player);
        let w = Wide::<N>::from_u64(
            1 + (!self.eligible[player]) as u64 + (!self.eligible[opponent]) as u64,
        );
        let w = w
            .shl(self.groups_bits)
            .or_u64((self.player_shift[player] + self.player_shift[opponent]) as u64);
        w.shl(self.group_bits).or_u64((p.score >= top) as u64)
    }
}

/// Where each field of a packed weight starts, counted from its lowest bit:
/// bbpPairings' fields, laid out from the top as the module's comment lists
/// them, each added at its place (shifting the weight field by field, as
/// before, walked all its words at every field).
struct Layout {
    top: u32,
    current: u32,
    current_score: u32,
    next: u32,
    next_score: u32,
    unplayed: u32,
    /// C.10–C.13.
    colours: [u32; 4],
    /// For the last round and the one before: repeated downfloaters and
    /// upfloaters (C.14–C.17), then their scores (C.18–C.21).
    float_counts: [[u32; 2]; 2],
    float_scores: [[u32; 2]; 2],
}

impl Layout {
    /// The fields from the bottom up: `s` bits for a count within a group,
    /// `g` for a bit per score group.
    fn new(s: u32, g: u32, played_rounds: usize) -> Layout {
        // Room for the ordering of section D at the bottom.
        let mut next = 3 * s + 1;
        let mut place = |width: u32| {
            let at = next;
            next += width;
            at
        };
        let mut float_scores = [[0; 2]; 2];
        for rounds_back in (1..=played_rounds.min(2)).rev() {
            let upfloaters = place(g);
            float_scores[rounds_back - 1] = [place(g), upfloaters];
        }
        let mut float_counts = [[0; 2]; 2];
        for rounds_back in (1..=played_rounds.min(2)).rev() {
            let upfloaters = place(s);
            float_counts[rounds_back - 1] = [place(s), upfloaters];
        }
        let strong = place(s);
        let compatible = place(s);
        let absolute = place(s);
        let imbalance = place(s);
        let unplayed = place(2 * s);
        let next_score = place(g);
        let next_bracket = place(s);
        let current_score = place(g);
        let current = place(s);
        Layout {
            top: place(2),
            current,
            current_score,
            next: next_bracket,
            next_score,
            unplayed,
            colours: [imbalance, absolute, compatible, strong],
            float_counts,
            float_scores,
        }
    }
}

/// The colour criteria C.10–C.13 (imbalance, absolute, preferences,
/// strong), set only for pairs within the current bracket.
fn colour_bits(player: &Contender, opponent: &Contender, in_current: bool) -> [bool; 4] {
    let same = player.colour_preference == opponent.colour_preference;
    let imbalance =
        in_current && (!player.absolute_imbalance() || !opponent.absolute_imbalance() || !same);
    let absolute = in_current
        && (!player.absolute_preference()
            || !opponent.absolute_preference()
            || !same
            || if player.colour_imbalance == opponent.colour_imbalance {
                player.repeated_colour == Side::None
                    || player.repeated_colour != opponent.repeated_colour
            } else {
                let weaker = if player.colour_imbalance > opponent.colour_imbalance {
                    opponent
                } else {
                    player
                };
                weaker.repeated_colour != player.colour_preference.invert()
            });
    let compatible = in_current && colour_preferences_compatible(player, opponent);
    let strong = in_current
        && ((!player.strong_preference && !player.absolute_preference())
            || (!opponent.strong_preference && !opponent.absolute_preference())
            || (player.absolute_preference() && opponent.absolute_preference())
            || !same);
    [imbalance, absolute, compatible, strong]
}

pub(crate) fn colour_preferences_compatible(a: &Contender, b: &Contender) -> bool {
    a.colour_preference != b.colour_preference
        || a.colour_preference == Side::None
        || b.colour_preference == Side::None
}
