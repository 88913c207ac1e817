//! Static evaluation: material (on the board and in hand), advancement and the
//! promotion zone, king safety and the mobility of sliders. Scores are centipawns
//! from the point of view of the side to move.
//!
//! Piece values:
//! - Wa Shogi: H.G. Muller's estimates from the piece table of his engine HaChu
//!   (`waPieces[]` in HaChu's source, pawn = 80 there), scaled by 5/4 so that a Sparrow
//!   Pawn is 100. Promoted kinds that move like another piece take that piece's value
//!   (a Golden Bird moves as a Violent Wolf, a Bear's Eyes as a Plodding Ox).
//! - Shogi: the values used by the open-source engines Apery and YaneuraOu (pawn 90,
//!   lance 315, knight 405, silver 495, gold 540, bishop 855, rook 990, tokin and other
//!   promoted minors 540, horse 945, dragon 1395).
//!
//! Both were then adjusted by self-play (see the crate README for what was measured).
//!
//! Shogi is evaluated by default with learned weights instead (module [`shogi`]:
//! material, piece-square tables, mobility, king safety, fitted by Texel's method to
//! self-play positions labelled by results and by Fairy-Stockfish's searches); `EvalParams::shogi_learned = false` gives the
//! hand-made evaluation below, which Wa and Wa with drops always use.

use std::sync::LazyLock;

pub mod shogi;
mod shogi_weights;

use washogi_rules::{Color, Kind, Position, Role, Variant};

/// The tunable weights of the evaluation (centipawns unless said otherwise).
#[derive(Clone, Debug, PartialEq)]
pub struct EvalParams {
    /// A piece in hand is worth its board value times this, in percent.
    pub hand_percent: i32,
    /// Per rank a pawn has advanced from its own back rank.
    pub pawn_advance: i32,
    /// Per rank any other piece (not the king) has advanced, up to mid-board.
    pub piece_advance: i32,
    /// Share (percent) of the promotion gain credited to a promotable piece standing
    /// in the zone, where its next move may promote.
    pub zone_percent: i32,
    /// Per enemy piece within two squares of the king.
    pub king_attacker: i32,
    /// Per square next to the king that the enemy attacks.
    pub king_attacked_square: i32,
    /// Per own piece next to the king (at most four count).
    pub king_defender: i32,
    /// Per safe empty square the king can step to.
    pub king_escape: i32,
    /// Per rank the king has left its own back rank, in drop games (an exposed king
    /// is mated by drops), up to the middle of the board.
    pub king_advance: i32,
    /// Per square a slider reaches.
    pub mobility: i32,
    /// Bonus for having the move.
    pub tempo: i32,
    /// Shogi only: evaluate with the learned weights ([`shogi`]) instead of the
    /// hand-made terms above.
    pub shogi_learned: bool,
}

impl Default for EvalParams {
    fn default() -> EvalParams {
        EvalParams {
            hand_percent: 115,
            pawn_advance: 4,
            piece_advance: 3,
            zone_percent: 30,
            king_attacker: 14,
            king_attacked_square: 12,
            king_defender: 10,
            king_escape: 6,
            king_advance: 0,
            mobility: 3,
            tempo: 12,
            shogi_learned: true,
        }
    }
}

/// Per-kind numbers of one game, derived once from the tables.
#[derive(Debug)]
pub struct Weights {
    /// Board value per kind (the king's is large, for exchange evaluation only).
    pub value: [i32; 32],
    /// Value gained by promoting a kind (0 if it does not promote).
    pub promo_gain: [i32; 32],
    pub is_pawn: [bool; 32],
    pub has_slides: [bool; 32],
    /// Per kind, the kinds worth less (a bit per kind): the attackers that win
    /// material by taking it even when it is defended.
    pub cheaper: [u32; 32],
    pub king: Kind,
    /// Standard shogi (9×9, drops): the game the learned weights are for.
    pub shogi: bool,
}

/// The king's value for exchange evaluation: more than everything else together.
pub const KING_VALUE: i32 = 20_000;

fn wa_value(letter: char, promoted: bool) -> i32 {
    // HaChu's numbers (pawn = 80).
    let hachu = match (letter, promoted) {
        ('E', false) | ('L', true) => 430,
        ('F', false) | ('U', true) => 380,
        ('F', true) => 720,
        ('S', false) | ('G', true) => 260,
        ('S', true) => 500,
        ('X', false) | ('R', true) => 390,
        ('R', false) => 260,
        ('W', false) | ('D', true) | ('P', true) => 220,
        ('W', true) | ('O', true) => 260,
        ('V', false) | ('M', true) => 200,
        ('V', true) => 240,
        ('G', false) => 190,
        ('C', false) => 130,
        ('C', true) => 290,
        ('U', false) => 105,
        ('L', false) => 115,
        ('D', false) => 150,
        ('M', false) => 175,
        ('H', false) => 170,
        ('H', true) => 220,
        ('O', false) => 150,
        ('P', false) => 80,
        _ => 0,
    };
    hachu * 5 / 4
}

fn shogi_value(letter: char, promoted: bool) -> i32 {
    match (letter, promoted) {
        ('P', false) => 90,
        ('L', false) => 315,
        ('N', false) => 405,
        ('S', false) => 495,
        ('G', false) => 540,
        ('B', false) => 855,
        ('R', false) => 990,
        ('B', true) => 945,
        ('R', true) => 1395,
        (_, true) => 540,
        _ => 0,
    }
}

fn build(v: &'static Variant) -> Weights {
    let mut w = Weights {
        value: [0; 32],
        promo_gain: [0; 32],
        is_pawn: [false; 32],
        has_slides: [false; 32],
        cheaper: [0; 32],
        king: v.king(),
        shogi: v.id() == "shogi",
    };
    let wa = v.files() == 11;
    for (kind, info) in v.kinds() {
        let i = kind.index();
        w.value[i] = if info.role == Role::King {
            KING_VALUE
        } else if wa {
            wa_value(info.letter, info.promoted)
        } else {
            shogi_value(info.letter, info.promoted)
        };
        w.is_pawn[i] = info.role == Role::Pawn;
        w.has_slides[i] = !info.slides.is_empty();
    }
    for (kind, info) in v.kinds() {
        if let Some(p) = info.promotes_to {
            w.promo_gain[kind.index()] = w.value[p.index()] - w.value[kind.index()];
        }
        for (other, _) in v.kinds() {
            if w.value[other.index()] < w.value[kind.index()] {
                w.cheaper[kind.index()] |= 1 << other.index();
            }
        }
    }
    w
}

static WEIGHTS: LazyLock<Vec<(&'static str, Weights)>> = LazyLock::new(|| {
    washogi_rules::all_variants()
        .iter()
        .map(|v| (v.id(), build(v)))
        .collect()
});

/// The per-kind numbers of a game.
pub fn weights(v: &Variant) -> &'static Weights {
    &WEIGHTS
        .iter()
        .find(|(id, _)| *id == v.id())
        .expect("every game has weights")
        .1
}

/// Material only (board and hand), from `color`'s point of view.
pub fn material(pos: &Position, color: Color, params: &EvalParams) -> i32 {
    let w = weights(pos.variant());
    let mut score = [0i32; 2];
    for (_, p) in pos.pieces() {
        if p.kind != w.king {
            score[p.color.index()] += w.value[p.kind.index()];
        }
    }
    for c in Color::both() {
        score[c.index()] += hand_value(pos, c, w, params);
    }
    score[color.index()] - score[(!color).index()]
}

fn hand_value(pos: &Position, c: Color, w: &Weights, params: &EvalParams) -> i32 {
    pos.variant()
        .hand_kinds()
        .map(|k| w.value[k.index()] * pos.hand_count(c, k) as i32)
        .sum::<i32>()
        * params.hand_percent
        / 100
}

/// The learned shogi weights built into this engine (module [`shogi`]'s features):
/// where a further round of tuning may start.
pub fn shipped_shogi_weights() -> &'static [i32; shogi::COUNT] {
    &shogi_weights::WEIGHTS
}

/// The full evaluation, from the side to move's point of view.
pub fn evaluate(pos: &Position, params: &EvalParams) -> i32 {
    let v = pos.variant();
    let w = weights(v);
    if w.shogi && params.shogi_learned {
        return shogi::evaluate(pos, w, &shogi_weights::WEIGHTS);
    }
    let ranks = v.ranks() as i32;
    let kings = [pos.king_square(Color::Sente), pos.king_square(Color::Gote)];
    let mut score = [0i32; 2];
    let mut near_king = [0i32; 2]; // enemy pieces near each side's king
    for (sq, p) in pos.pieces() {
        let c = p.color.index();
        let k = p.kind.index();
        if p.kind == w.king {
            continue;
        }
        score[c] += w.value[k];
        let advanced = ranks - 1 - pos.distance_to_far_edge(p.color, sq) as i32;
        if w.is_pawn[k] {
            score[c] += advanced * params.pawn_advance;
        } else {
            score[c] += advanced.min(ranks / 2) * params.piece_advance;
        }
        if w.promo_gain[k] > 0 && pos.in_zone(p.color, sq) {
            score[c] += w.promo_gain[k] * params.zone_percent / 100;
        }
        if w.has_slides[k] {
            score[c] += pos.slide_mobility(sq) as i32 * params.mobility;
        }
        let enemy = 1 - c;
        if let Some(ek) = kings[enemy] {
            let df = (sq.file() as i32 - ek.file() as i32).abs();
            let dr = (sq.rank() as i32 - ek.rank() as i32).abs();
            if df <= 2 && dr <= 2 {
                near_king[enemy] += 1;
            }
        }
    }
    if v.drops() {
        for c in Color::both() {
            score[c.index()] += hand_value(pos, c, w, params);
        }
    }
    for c in Color::both() {
        let Some(king) = kings[c.index()] else {
            continue;
        };
        let mut defenders = 0;
        let mut escapes = 0;
        let mut attacked = 0;
        for n in pos.neighbours(king) {
            match pos.piece_at(n) {
                Some(p) if p.color == c => defenders += 1,
                _ => {
                    if pos.is_attacked(n, !c) {
                        attacked += 1;
                    } else {
                        escapes += 1;
                    }
                }
            }
        }
        let mut danger = near_king[c.index()] * params.king_attacker
            + attacked * params.king_attacked_square
            - defenders.min(4) * params.king_defender
            - escapes.min(3) * params.king_escape;
        if v.drops() {
            let advanced = ranks - 1 - pos.distance_to_far_edge(c, king) as i32;
            danger += advanced.min(ranks / 2) * params.king_advance;
            // Pieces in the enemy's hand can be dropped next to the king.
            let in_hand: i32 = v.hand_kinds().map(|k| pos.hand_count(!c, k) as i32).sum();
            danger += danger.max(0) * in_hand.min(8) / 8;
        }
        score[c.index()] -= danger;
    }
    let us = pos.side_to_move().index();
    score[us] - score[1 - us] + params.tempo
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_balanced_and_values_are_known() {
        for v in washogi_rules::all_variants() {
            let pos = Position::start(v);
            let p = EvalParams {
                shogi_learned: false,
                ..EvalParams::default()
            };
            assert_eq!(evaluate(&pos, &p), p.tempo, "{}", v.id());
            // The learned shogi weights are symmetric too: the start is worth the tempo.
            let learned = evaluate(&pos, &EvalParams::default());
            if weights(v).shogi {
                assert_eq!(learned, shogi_weights::WEIGHTS[shogi::TEMPO], "{}", v.id());
            } else {
                assert_eq!(learned, p.tempo, "{}", v.id());
            }
            let w = weights(v);
            for (kind, info) in v.kinds() {
                assert!(w.value[kind.index()] > 0, "{} {}", v.id(), info.name);
            }
        }
    }

    #[test]
    fn learned_shogi_evaluation_sees_both_colours_alike() {
        // A middle game and the same position with the colours swapped (board turned
        // round, hands exchanged, the other side to move): the same score for the
        // side to move, with the learned weights and with the hand-made ones.
        let v = washogi_rules::Variant::by_id("shogi").unwrap();
        let a = Position::from_sfen(
            v,
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        )
        .unwrap();
        let b = Position::from_sfen(
            v,
            "lkB4nl/8r/1sg5p/p1p2Bpp1/1Ps2p3/Pp4P1P/3s1PN2/KG1+p5/LN6L b GSN5Prg 1",
        )
        .unwrap();
        for learned in [true, false] {
            let p = EvalParams {
                shogi_learned: learned,
                ..EvalParams::default()
            };
            assert_eq!(evaluate(&a, &p), evaluate(&b, &p), "learned {learned}");
        }
        assert_ne!(
            evaluate(&a, &EvalParams::default()),
            evaluate(
                &a,
                &EvalParams {
                    shogi_learned: false,
                    ..EvalParams::default()
                }
            )
        );
    }
}
