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
    /// Where each score group's slot starts within such a field.
    pub group_shift: HashMap<Tenths, u32>,
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
        let mut floats = vec![[Float::None; 2]; n];
        let mut eligible = vec![false; n];
        for &index in sorted {
            let player = &field.players[index];
            for rounds_back in 1..=field.played_rounds.min(2) {
                floats[index][rounds_back - 1] = field.float(player, rounds_back);
            }
            eligible[index] = field.eligible_for_bye(player);
        }
        Criteria {
            field,
            group_bits: bits_for(largest_group),
            groups_bits,
            group_shift,
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

    fn shift_of(&self, score: Tenths) -> u32 {
        self.group_shift[&score]
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

    /// `edge_weight` field by field, below the top field `top`.
    fn packed_weight<const N: usize>(
        &self,
        higher: usize,
        lower: usize,
        top: u64,
        in_current: bool,
        in_next: bool,
    ) -> Wide<N> {
        let (hi, lo) = (self.player(higher), self.player(lower));
        let (s, g) = (self.group_bits, self.groups_bits);
        let field = self.field;
        let bit = |flag: bool| flag as u64;

        let mut w = Fields::new(top);
        w.shl(s);
        w.or_u64(bit(in_current));
        w.shl(g);
        if in_current {
            w.set_bit(self.shift_of(hi.score));
        }
        w.shl(s);
        w.or_u64(bit(in_next));
        w.shl(g);
        if in_next {
            w.set_bit(self.shift_of(hi.score));
        }
        w.shl(2 * s);
        if self.single_downfloater_is_bye {
            if hi.score == self.bye_score {
                w.or_u64(self.unplayed_rank[&hi.played_games]);
            }
            if lo.score == self.bye_score {
                w.add_u64(self.unplayed_rank[&lo.played_games]);
            }
        }
        insert_colour_bits(&mut w, lo, hi, in_current, s);

        let floats = |rounds_back: usize| {
            (
                self.floats[lower][rounds_back - 1],
                self.floats[higher][rounds_back - 1],
            )
        };
        let repeated_float_counts = |w: &mut Fields<N>, rounds_back: usize| {
            let (lo_float, hi_float) = floats(rounds_back);
            w.shl(s);
            if in_current {
                w.or_u64(bit(lo_float == Float::Down));
                w.add_u64(bit(hi.score <= lo.score && hi_float == Float::Down));
            }
            w.shl(s);
            if in_current {
                w.or_u64(bit(!(hi.score > lo.score && lo_float == Float::Up)));
            }
        };
        let repeated_float_scores = |w: &mut Fields<N>, rounds_back: usize| {
            let (lo_float, hi_float) = floats(rounds_back);
            w.shl(g);
            if in_current {
                if lo_float == Float::Down {
                    w.add(&Wide::ZERO.set_bit(self.shift_of(lo.score)));
                }
                if hi_float == Float::Down {
                    w.add(&Wide::ZERO.set_bit(self.shift_of(hi.score)));
                }
            }
            w.shl(g);
            if in_current && !(lo_float == Float::Up && hi.score > lo.score) {
                w.set_bit(self.shift_of(hi.score));
            }
        };
        let played = field.played_rounds;
        if played >= 1 {
            repeated_float_counts(&mut w, 1);
        }
        if played > 1 {
            repeated_float_counts(&mut w, 2);
        }
        if played >= 1 {
            repeated_float_scores(&mut w, 1);
        }
        if played > 1 {
            repeated_float_scores(&mut w, 2);
        }
        // Room for the ordering of section D (exchanges, transpositions).
        w.shl(3 * s + 1);
        w.finish()
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
        let (p, o) = (self.player(player), self.player(opponent));
        let w = Wide::<N>::from_u64(
            1 + (!self.eligible[player]) as u64 + (!self.eligible[opponent]) as u64,
        );
        let w = w
            .shl(self.groups_bits)
            .or_u64((self.shift_of(p.score) + self.shift_of(o.score)) as u64);
        w.shl(self.group_bits).or_u64((p.score >= top) as u64)
    }
}

/// The colour criteria C.10–C.13, four fields of `bits` bits, set only for
/// pairs within the current bracket.
fn insert_colour_bits<const N: usize>(
    w: &mut Fields<N>,
    player: &Contender,
    opponent: &Contender,
    in_current: bool,
    bits: u32,
) {
    let same = player.colour_preference == opponent.colour_preference;
    // C.10: no two with an absolute colour imbalance given the same colour.
    let imbalance =
        in_current && (!player.absolute_imbalance() || !opponent.absolute_imbalance() || !same);
    w.shl(bits);
    w.or_u64(imbalance as u64);
    // C.11: no two with absolute preferences given the same colour, or at
    // least not the one whose preference is the stronger.
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
    w.shl(bits);
    w.or_u64(absolute as u64);
    // C.12: colour preferences satisfied.
    let compatible = in_current && colour_preferences_compatible(player, opponent);
    w.shl(bits);
    w.or_u64(compatible as u64);
    // C.13: strong preferences satisfied.
    let strong = in_current
        && ((!player.strong_preference && !player.absolute_preference())
            || (!opponent.strong_preference && !opponent.absolute_preference())
            || (player.absolute_preference() && opponent.absolute_preference())
            || !same);
    w.shl(bits);
    w.or_u64(strong as u64);
}

/// An edge weight being built field by field, most important first: each
/// field shifts what came before left and sets its value in the low bits.
/// The shifts are put off until a nonzero value goes in (most fields of
/// most edges are zero), so that a weight of `N` words is shifted a few
/// times rather than once per field. Built in place (`&mut self`): passed
/// by value, the copies of the whole weight at every field cost more than
/// the fields.
#[derive(Clone, Copy)]
struct Fields<const N: usize> {
    value: Wide<N>,
    /// The shift still to apply to `value`.
    pending: u32,
}

impl<const N: usize> Fields<N> {
    fn new(value: u64) -> Self {
        Fields {
            value: Wide::from_u64(value),
            pending: 0,
        }
    }

    #[inline(always)]
    fn shl(&mut self, bits: u32) {
        self.pending += bits;
    }

    #[inline(always)]
    fn flush(&mut self) {
        if self.pending > 0 {
            self.value = self.value.shl(self.pending);
            self.pending = 0;
        }
    }

    #[inline(always)]
    fn or_u64(&mut self, value: u64) {
        if value != 0 {
            self.flush();
            self.value = self.value.or_u64(value);
        }
    }

    #[inline(always)]
    fn add_u64(&mut self, value: u64) {
        if value != 0 {
            self.flush();
            self.value = self.value.add_u64(value);
        }
    }

    #[inline(always)]
    fn add(&mut self, other: &Wide<N>) {
        self.flush();
        self.value = self.value.add(other);
    }

    #[inline(always)]
    fn set_bit(&mut self, bit: u32) {
        self.flush();
        self.value = self.value.set_bit(bit);
    }

    fn finish(mut self) -> Wide<N> {
        self.flush();
        self.value
    }
}

pub(crate) fn colour_preferences_compatible(a: &Contender, b: &Contender) -> bool {
    a.colour_preference != b.colour_preference
        || a.colour_preference == Side::None
        || b.colour_preference == Side::None
}
