//! The learned shogi evaluation: a linear function of 7 813 features (material on the
//! board and in hand, piece-square tables, slider mobility, pieces near either king by
//! kind and place, the king's attacked and free neighbour squares, the pressure of
//! pieces in the enemy's hand; and, from the second round, every piece by kind and
//! place relative to each king over the whole board), whose weights were fitted by Texel's method to
//! self-play positions labelled by their games' results and by Fairy-Stockfish's
//! searches (`washogi-engine tune`, crate README *Tuning the shogi evaluation*). The
//! weights are in `shogi_weights.rs`, written by the tuner.
//!
//! [`features`] is the one description of the features: the engine's evaluation sums
//! the weights over it and the tuner learns from it, so the two cannot drift apart.

use washogi_rules::{Color, Position, Role};

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
/// How many weights there are.
pub const COUNT: usize = ENEMY_KING_REL + KINDS * REL_FILES * REL_RANKS;

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
    for c in Color::both() {
        for kind in v.hand_kinds() {
            let n = pos.hand_count(c, kind) as i32;
            if n > 0 {
                f(HAND + kind.index(), sign(c) * n);
                f(HAND_ANY + kind.index(), sign(c));
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
        let (mut attacked, mut escapes) = (0, 0);
        for n in pos.neighbours(king) {
            match pos.piece_at(n) {
                Some(p) if p.color == c => {}
                occupant => {
                    if pos.is_attacked(n, !c) {
                        attacked += 1;
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
    }
    f(TEMPO, sign(pos.side_to_move()));
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
