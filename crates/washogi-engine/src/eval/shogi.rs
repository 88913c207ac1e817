//! The learned shogi evaluation: a linear function of 7 973 features (material on the
//! board and in hand, piece-square tables, slider mobility, pieces near either king by
//! kind and place, the king's attacked and free neighbour squares, the pressure of
//! pieces in the enemy's hand; from the second round, every piece by kind and place
//! relative to each king over the whole board; from the fourth, threats — pieces
//! hanging or attacked by cheaper ones, by kind and whose move it is, and forks — and
//! the squares beside each king that only the king defends, the enemy's attacks
//! there, and control of the enemy's camp, all read from one [`Position::attacks`]
//! map; and 80 at 0, fitted in a seventh round that was not shipped: the enemy's
//! attacks beside each king by the pieces in its hand as one table, and the
//! defenceless squares by each kind in the enemy's hand), whose weights were fitted
//! by Texel's method to self-play positions labelled by their games' results and by
//! Fairy-Stockfish's searches (`washogi-engine tune`, crate README *Tuning the shogi
//! evaluation*). The weights are in `shogi_weights.rs`, written by the tuner.
//!
//! [`features`] is the one description of the features: the engine's evaluation sums
//! the weights over it and the tuner learns from it, so the two cannot drift apart.

use washogi_rules::{Color, Position, Role, Square};

use super::Weights;

/// Kind slots (a shogi kind's index is below this).
pub const KINDS: usize = 16;
const RANKS: usize = 9;
const FILES: usize = 5;

pub const MAT: usize = 0;
pub const HAND: usize = MAT + KINDS;
pub const HAND_ANY: usize = HAND + KINDS;
/// Piece-square tables: kind, rank from the owner's side (0 = its back rank), file
/// from the nearer edge (files 1 and 9 alike).
pub const SQUARE: usize = HAND_ANY + KINDS;
pub const MOBILITY: usize = SQUARE + KINDS * RANKS * FILES;
/// Cells around a king: files 0–2 away (either side alike) and ranks 2 behind to 2
/// ahead of it, as its owner sees the board.
const CELLS: usize = 3 * 5;
/// A piece within two squares of its own king: kind and cell.
pub const DEFENDS: usize = MOBILITY + KINDS;
/// A piece within two squares of the enemy king: kind and cell (the king's view).
pub const ATTACKS: usize = DEFENDS + KINDS * CELLS;
/// The own king's neighbour squares the enemy attacks (0..=8, one-hot).
pub const KING_ATTACKED: usize = ATTACKS + KINDS * CELLS;
/// The own king's empty neighbour squares the enemy does not attack (0..=8, one-hot).
pub const KING_ESCAPES: usize = KING_ATTACKED + 9;
/// Attacked neighbour squares times the enemy's pieces in hand (at most 6 count).
pub const HAND_PRESSURE: usize = KING_ESCAPES + 9;
/// Enemy pieces within two squares times the enemy's pieces in hand.
pub const HAND_ATTACKERS: usize = HAND_PRESSURE + 1;
pub const TEMPO: usize = HAND_ATTACKERS + 1;
/// The features of the first round of tuning end here (`tune fit --features base`
/// fits only these, the rest staying 0).
pub const BASE_COUNT: usize = TEMPO + 1;
/// Files from a king, towards the middle of the board: -3..=8 (a king on the middle
/// file counts both sides as towards it).
const REL_FILES: usize = 12;
/// Ranks ahead of a king as its owner sees the board: -8..=8.
const REL_RANKS: usize = 17;
/// Every piece by kind and place relative to its own king (files towards the middle,
/// ranks ahead), over the whole board.
pub const OWN_KING_REL: usize = BASE_COUNT;
/// Every piece by kind and place relative to the enemy king (that king's view).
pub const ENEMY_KING_REL: usize = OWN_KING_REL + KINDS * REL_FILES * REL_RANKS;
/// A piece the enemy attacks and no own piece defends: kind, and whether its owner
/// is to move (then it may still be saved).
pub const HANGING: usize = ENEMY_KING_REL + KINDS * REL_FILES * REL_RANKS;
/// A defended piece attacked by a cheaper enemy piece: kind, and whether its owner
/// is to move.
pub const ATTACKED_BY_CHEAPER: usize = HANGING + KINDS * 2;
/// Two, or three and more, pieces of one side threatened as above (a fork: one move
/// saves one of them): whether their owner is to move.
pub const THREATENED_PIECES: usize = ATTACKED_BY_CHEAPER + KINDS * 2;
/// The features of the third round end here (`tune fit --features round3` fits only these).
pub const ROUND3_COUNT: usize = HANGING;
/// The threat features end here (`tune fit --features threats` fits up to these).
pub const THREATS_COUNT: usize = THREATENED_PIECES + 4;
/// The own king's neighbour squares (not held by an own piece) that the enemy attacks
/// and no own piece but the king defends: where a dropped piece checks safely
/// (0..=8, one-hot).
pub const KING_DEFENCELESS: usize = THREATS_COUNT;
/// Those squares times the enemy's pieces in hand (at most 6 count).
pub const DEFENCELESS_X_HAND: usize = KING_DEFENCELESS + 9;
/// The enemy's attacks on the own king's neighbour squares: kinds attacking each
/// square, summed.
pub const KING_ZONE_ATTACKS: usize = DEFENCELESS_X_HAND + 1;
/// Squares of the enemy's camp (its three nearest ranks) the side attacks.
pub const CAMP_CONTROL: usize = KING_ZONE_ATTACKS + 1;
/// The danger to the own king as one table: the enemy's attacks beside it
/// ([`KING_ZONE_ATTACKS`]' sum, at most 7 counts) by the enemy's pieces in hand other
/// than pawns (at most 3 count), one-hot: where the two together matter more than
/// either alone.
pub const KING_DANGER: usize = CAMP_CONTROL + 1;
const DANGER_ZONE: usize = 8;
const DANGER_HAND: usize = 4;
/// The own king's defenceless squares (1, 2, 3 and more) by each kind the enemy holds
/// in hand: a gold in hand and such a square is a check, often a mate.
pub const DEFENCELESS_BY_HAND_KIND: usize = KING_DANGER + DANGER_ZONE * DANGER_HAND;
/// The features of rounds 4 to 6 end here (`tune fit --features round4` fits only these).
pub const ROUND4_COUNT: usize = KING_DANGER;
/// How many weights there are.
pub const COUNT: usize = DEFENCELESS_BY_HAND_KIND + KINDS * 3;

/// Call `f(index, amount)` for every feature of `pos`, from sente's point of view
/// (a gote feature counts negative); the tempo feature is +1 with sente to move.
#[inline]
pub fn features(pos: &Position, w: &Weights, mut f: impl FnMut(usize, i32)) {
    let v = pos.variant();
    let files = v.files() as i32;
    let ranks = v.ranks() as i32;
    let kings = [pos.king_square(Color::Sente), pos.king_square(Color::Gote)];
    let sign = |c: Color| if c == Color::Sente { 1 } else { -1 };
    let mut near_enemy_king = [0i32; 2]; // by the side whose king it is
    let mut threatened = [0usize; 2]; // by the side whose pieces they are
    let attacks = pos.attacks();
    let to_move = pos.side_to_move();
    for (sq, p) in pos.pieces() {
        let k = p.kind.index();
        let s = sign(p.color);
        let rank = ranks - 1 - pos.distance_to_far_edge(p.color, sq) as i32;
        let file = (sq.file() as i32 - 1).min(files - sq.file() as i32);
        f(
            SQUARE + (k * RANKS + rank as usize) * FILES + file as usize,
            s,
        );
        if p.kind == w.king {
            continue;
        }
        f(MAT + k, s);
        let enemy = attacks.kinds(sq, !p.color);
        if enemy != 0 {
            let slot = k * 2 + (p.color == to_move) as usize;
            if !attacks.is_attacked(sq, p.color) {
                f(HANGING + slot, s);
                threatened[p.color.index()] += 1;
            } else if enemy & w.cheaper[k] != 0 {
                f(ATTACKED_BY_CHEAPER + slot, s);
                threatened[p.color.index()] += 1;
            }
        }
        if w.has_slides[k] {
            f(MOBILITY + k, s * pos.slide_mobility(sq) as i32);
        }
        let c = p.color.index();
        for (side, base, rel) in [(c, DEFENDS, OWN_KING_REL), (1 - c, ATTACKS, ENEMY_KING_REL)] {
            if let Some(king) = kings[side] {
                let signed = sq.file() as i32 - king.file() as i32;
                let df = signed.abs();
                // Ahead of the king as its owner sees the board (sente looks to rank a).
                let ahead = if side == 0 {
                    king.rank() as i32 - sq.rank() as i32
                } else {
                    sq.rank() as i32 - king.rank() as i32
                };
                if df <= 2 && ahead.abs() <= 2 {
                    f(base + k * CELLS + (df * 5 + ahead + 2) as usize, s);
                    if side != c {
                        near_enemy_king[side] += 1;
                    }
                }
                // Files towards the middle: the same either way the board is mirrored.
                let middle = (files + 1) / 2;
                let towards = match (king.file() as i32).cmp(&middle) {
                    std::cmp::Ordering::Less => signed,
                    std::cmp::Ordering::Greater => -signed,
                    std::cmp::Ordering::Equal => df,
                };
                f(
                    rel + (k * REL_FILES + (towards + 3) as usize) * REL_RANKS
                        + (ahead + 8) as usize,
                    s,
                );
            }
        }
    }
    let mut in_hand = [0i32; 2];
    // The kinds each side holds, one bit per kind index (read again by the king loop).
    let mut held = [0u32; 2];
    for c in Color::both() {
        for kind in v.hand_kinds() {
            let n = pos.hand_count(c, kind) as i32;
            if n > 0 {
                f(HAND + kind.index(), sign(c) * n);
                f(HAND_ANY + kind.index(), sign(c));
                held[c.index()] |= 1 << kind.index();
                if v.kind(kind).role != Role::Pawn {
                    in_hand[c.index()] += n;
                }
            }
        }
    }
    for c in Color::both() {
        let Some(king) = kings[c.index()] else {
            continue;
        };
        let (mut attacked, mut escapes, mut defenceless, mut zone) = (0, 0, 0, 0);
        let not_king = !(1u32 << w.king.index());
        for n in pos.neighbours(king) {
            let enemy = attacks.kinds(n, !c);
            zone += enemy.count_ones() as i32;
            match pos.piece_at(n) {
                Some(p) if p.color == c => {}
                occupant => {
                    if enemy != 0 {
                        attacked += 1;
                        if attacks.kinds(n, c) & not_king == 0 {
                            defenceless += 1;
                        }
                    } else if occupant.is_none() {
                        escapes += 1;
                    }
                }
            }
        }
        let s = sign(c);
        let enemy_hand = in_hand[(!c).index()].min(6);
        f(KING_ATTACKED + attacked as usize, s);
        f(KING_ESCAPES + escapes as usize, s);
        f(HAND_PRESSURE, s * attacked * enemy_hand);
        f(HAND_ATTACKERS, s * near_enemy_king[c.index()] * enemy_hand);
        f(KING_DEFENCELESS + defenceless as usize, s);
        f(DEFENCELESS_X_HAND, s * defenceless * enemy_hand);
        f(KING_ZONE_ATTACKS, -s * zone);
        let danger = zone.min(DANGER_ZONE as i32 - 1) as usize * DANGER_HAND
            + enemy_hand.min(DANGER_HAND as i32 - 1) as usize;
        f(KING_DANGER + danger, s);
        if defenceless > 0 {
            let level = defenceless.min(3) as usize - 1;
            let mut kinds = held[(!c).index()];
            while kinds != 0 {
                let k = kinds.trailing_zeros() as usize;
                kinds &= kinds - 1;
                f(DEFENCELESS_BY_HAND_KIND + k * 3 + level, s);
            }
        }
    }
    // Gote's camp is sente's promotion zone (the first ranks), and the other way round.
    let mut control = 0;
    let camp = v.zone_depth();
    for file in 1..=v.files() {
        for rank in 0..camp {
            let (theirs, ours) = (
                Square::new(file, rank),
                Square::new(file, v.ranks() - 1 - rank),
            );
            if let (Some(theirs), Some(ours)) = (theirs, ours) {
                control += attacks.is_attacked(theirs, Color::Sente) as i32;
                control -= attacks.is_attacked(ours, Color::Gote) as i32;
            }
        }
    }
    f(CAMP_CONTROL, control);
    for c in Color::both() {
        let n = threatened[c.index()];
        if n >= 2 {
            let slot = (c == to_move) as usize * 2 + (n >= 3) as usize;
            f(THREATENED_PIECES + slot, sign(c));
        }
    }
    f(TEMPO, sign(to_move));
}

/// The evaluation with these weights, from the side to move's point of view.
#[inline]
pub fn evaluate(pos: &Position, w: &Weights, weights: &[i32; COUNT]) -> i32 {
    let mut sente = 0;
    features(pos, w, |i, n| sente += weights[i] * n);
    if pos.side_to_move() == Color::Sente {
        sente
    } else {
        -sente
    }
}

/// A name for each weight (for the weights file and the tuner's report).
pub fn names(v: &washogi_rules::Variant) -> Vec<String> {
    let mut kind = vec![String::from("-"); KINDS];
    for (k, info) in v.kinds() {
        kind[k.index()] = info.code();
    }
    let mut n = vec![String::new(); COUNT];
    for k in 0..KINDS {
        n[MAT + k] = format!("material {}", kind[k]);
        n[HAND + k] = format!("hand {}", kind[k]);
        n[HAND_ANY + k] = format!("hand any {}", kind[k]);
        for r in 0..RANKS {
            for fl in 0..FILES {
                n[SQUARE + (k * RANKS + r) * FILES + fl] =
                    format!("square {} rank {} file edge+{fl}", kind[k], r + 1);
            }
        }
        n[MOBILITY + k] = format!("mobility {}", kind[k]);
        for cell in 0..CELLS {
            let (df, ahead) = (cell / 5, cell as i32 % 5 - 2);
            n[DEFENDS + k * CELLS + cell] = format!("defends {} files {df} ahead {ahead}", kind[k]);
            n[ATTACKS + k * CELLS + cell] = format!("attacks {} files {df} ahead {ahead}", kind[k]);
        }
    }
    for i in 0..9 {
        n[KING_ATTACKED + i] = format!("king attacked squares {i}");
        n[KING_ESCAPES + i] = format!("king escapes {i}");
    }
    for (mover, who) in ["not to move", "to move"].iter().enumerate() {
        for (k, code) in kind.iter().enumerate() {
            n[HANGING + k * 2 + mover] = format!("hanging {code}, owner {who}");
            n[ATTACKED_BY_CHEAPER + k * 2 + mover] =
                format!("attacked by cheaper {code}, owner {who}");
        }
        n[THREATENED_PIECES + mover * 2] = format!("2 threatened, owner {who}");
        n[THREATENED_PIECES + mover * 2 + 1] = format!("3+ threatened, owner {who}");
    }
    for i in 0..9 {
        n[KING_DEFENCELESS + i] = format!("king defenceless squares {i}");
    }
    n[DEFENCELESS_X_HAND] = "defenceless squares x enemy hand".into();
    n[KING_ZONE_ATTACKS] = "king zone attacks (enemy kinds by square)".into();
    n[CAMP_CONTROL] = "enemy camp squares attacked".into();
    for zone in 0..DANGER_ZONE {
        for hand in 0..DANGER_HAND {
            n[KING_DANGER + zone * DANGER_HAND + hand] =
                format!("king danger: zone attacks {zone}, enemy hand {hand}");
        }
    }
    for (k, code) in kind.iter().enumerate() {
        for level in 0..3 {
            n[DEFENCELESS_BY_HAND_KIND + k * 3 + level] = format!(
                "defenceless squares {} with enemy {code} in hand",
                level + 1
            );
        }
    }
    n[HAND_PRESSURE] = "attacked squares x enemy hand".into();
    n[HAND_ATTACKERS] = "attackers x enemy hand".into();
    n[TEMPO] = "tempo".into();
    for (k, code) in kind.iter().enumerate() {
        for fl in 0..REL_FILES {
            for r in 0..REL_RANKS {
                let (towards, ahead) = (fl as i32 - 3, r as i32 - 8);
                let i = (k * REL_FILES + fl) * REL_RANKS + r;
                n[OWN_KING_REL + i] = format!("own king {code} files {towards:+} ahead {ahead:+}");
                n[ENEMY_KING_REL + i] =
                    format!("enemy king {code} files {towards:+} ahead {ahead:+}");
            }
        }
    }
    n
}

/// The hand-made evaluation (`EvalParams::default()`) written in these features, as
/// nearly as they allow: where tuning starts, and the prior it is pulled towards.
pub fn initial(v: &washogi_rules::Variant, w: &Weights, p: &super::EvalParams) -> Vec<f64> {
    let mut x = vec![0.0; COUNT];
    let half = v.ranks() as usize / 2;
    for (kind, info) in v.kinds() {
        let k = kind.index();
        if info.role == Role::King {
            continue;
        }
        x[MAT + k] = w.value[k] as f64;
        x[HAND + k] = (w.value[k] * p.hand_percent / 100) as f64;
        for r in 0..RANKS {
            let advance = if w.is_pawn[k] {
                r as i32 * p.pawn_advance
            } else {
                r.min(half) as i32 * p.piece_advance
            };
            let zone = if r + v.zone_depth() as usize >= v.ranks() as usize {
                w.promo_gain[k] * p.zone_percent / 100
            } else {
                0
            };
            for fl in 0..FILES {
                x[SQUARE + (k * RANKS + r) * FILES + fl] = (advance + zone) as f64;
            }
        }
        x[MOBILITY + k] = if w.has_slides[k] {
            p.mobility as f64
        } else {
            0.0
        };
        for cell in 0..CELLS {
            let (df, ahead) = (cell / 5, cell as i32 % 5 - 2);
            if df <= 1 && ahead.abs() <= 1 {
                x[DEFENDS + k * CELLS + cell] = p.king_defender as f64;
            }
            x[ATTACKS + k * CELLS + cell] = p.king_attacker as f64;
        }
    }
    for i in 0..9 {
        x[KING_ATTACKED + i] = -((i as i32 * p.king_attacked_square) as f64);
        x[KING_ESCAPES + i] = (i.min(3) as i32 * p.king_escape) as f64;
    }
    x[TEMPO] = p.tempo as f64;
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::Variant;

    /// The features of a position, summed by index.
    fn features_of(sfen: &str) -> std::collections::BTreeMap<usize, i32> {
        let v = Variant::by_id("shogi").unwrap();
        let pos = Position::from_sfen(v, sfen).unwrap();
        let mut found = std::collections::BTreeMap::new();
        features(&pos, super::super::weights(v), |i, n| {
            *found.entry(i).or_insert(0) += n
        });
        found.retain(|_, n| *n != 0);
        found
    }

    fn kind(letter: char) -> usize {
        let v = Variant::by_id("shogi").unwrap();
        let (k, _) = v
            .kinds()
            .find(|(_, info)| info.letter == letter && !info.promoted)
            .unwrap();
        k.index()
    }

    /// The features found whose indices lie in `range`.
    fn within(
        found: &std::collections::BTreeMap<usize, i32>,
        range: std::ops::Range<usize>,
    ) -> Vec<(usize, i32)> {
        found.range(range).map(|(i, n)| (*i, *n)).collect()
    }

    fn threats(found: &std::collections::BTreeMap<usize, i32>) -> Vec<(usize, i32)> {
        within(found, HANGING..THREATS_COUNT)
    }

    #[test]
    fn threats_count_hanging_pieces_cheaper_attackers_and_forks() {
        let (r, g, s) = (kind('R'), kind('G'), kind('S'));
        // A gote silver on 5d forks sente's rook (4e, undefended) and gold (6e, which
        // the rook defends); the gold attacks the silver, undefended. Sente to move.
        let fork = features_of("4k4/9/9/4s4/3G1R3/9/9/9/4K4 b - 1");
        assert_eq!(
            threats(&fork),
            vec![
                (HANGING + r * 2 + 1, 1),
                (HANGING + s * 2, -1),
                (ATTACKED_BY_CHEAPER + g * 2 + 1, 1),
                (THREATENED_PIECES + 2, 1),
            ]
        );
        // Gote to move instead: the same pieces, their owners' turns the other way.
        let fork = features_of("4k4/9/9/4s4/3G1R3/9/9/9/4K4 w - 1");
        assert_eq!(
            threats(&fork),
            vec![
                (HANGING + r * 2, 1),
                (HANGING + s * 2 + 1, -1),
                (ATTACKED_BY_CHEAPER + g * 2, 1),
                (THREATENED_PIECES, 1),
            ]
        );
        // A sente silver on 4f defends the rook on 5e from the gote pawn on 5d: still
        // attacked by a cheaper piece. The pawn is attacked by the rook, undefended.
        let defended = features_of("4k4/9/9/4p4/4R4/5S3/9/9/4K4 b - 1");
        assert_eq!(
            threats(&defended),
            vec![
                (HANGING + kind('P') * 2, -1),
                (ATTACKED_BY_CHEAPER + r * 2 + 1, 1),
            ]
        );
        // The start: nothing attacked.
        let v = Variant::by_id("shogi").unwrap();
        assert!(threats(&features_of(&Position::start(v).to_sfen())).is_empty());
    }

    #[test]
    fn king_safety_counts_squares_only_the_king_defends() {
        let g = kind('G');
        // A gote lance on 6a covers 6h and 6i beside sente's king (5i), which only the
        // king defends (the gold on 4h does not reach them); gote holds a gold; the
        // lance covers three squares of sente's camp (6g, 6h, 6i).
        let found = features_of("3lk4/9/9/9/9/9/9/5G3/4K4 b g 1");
        assert_eq!(
            within(&found, THREATS_COUNT..COUNT),
            vec![
                // Gote's king (5a): no square of its own attacked.
                (KING_DEFENCELESS, -1),
                (KING_DEFENCELESS + 2, 1),
                (DEFENCELESS_X_HAND, 2),
                (KING_ZONE_ATTACKS, -2),
                (CAMP_CONTROL, -3),
                // Gote's king: no attack beside it, sente's hand empty.
                (KING_DANGER, -1),
                // Sente's: two attacks beside it, one piece in gote's hand.
                (KING_DANGER + 2 * DANGER_HAND + 1, 1),
                // Two defenceless squares and a gold in gote's hand.
                (DEFENCELESS_BY_HAND_KIND + g * 3 + 1, 1),
            ]
        );
        // A silver on 5h (covering 6g, 5g, 4g, 6i and 4i) defends 6i: 6h is left.
        let found = features_of("3lk4/9/9/9/9/9/9/4SG3/4K4 b g 1");
        assert_eq!(found.get(&(KING_DEFENCELESS + 1)), Some(&1));
        assert_eq!(found.get(&DEFENCELESS_X_HAND), Some(&1));
        assert_eq!(found.get(&(DEFENCELESS_BY_HAND_KIND + g * 3)), Some(&1));
        // Without the gold in gote's hand, no square counts by a kind in hand.
        let found = features_of("3lk4/9/9/9/9/9/9/4SG3/4K4 b - 1");
        assert!(within(&found, DEFENCELESS_BY_HAND_KIND..COUNT).is_empty());
        // The lance still attacks both squares beside the king; no piece in hand.
        assert_eq!(found.get(&(KING_DANGER + 2 * DANGER_HAND)), Some(&1));
    }
}
