//! The win-chance model: a score in centipawns (or a mate) as the side's chance to
//! win, 0–100, per game, and the drops of it that make a move an inaccuracy, a
//! mistake or a blunder. Below both the search's mate proofs and the analysis
//! (which re-exports it), so that neither reaches up into the other.

use washogi_rules::{Color, Variant, VariantId};

use crate::search::Score;

// The coefficients were fitted by `scripts/fit_win_chance.py` (maximum likelihood,
// result on evaluation, no intercept) to 100 self-play games per game at 10 000 nodes
// a move (`examples/selfplay_evals.rs`, noise ±10, seed 1, adjudicated at ±1000 cp
// held for 20 plies, drawn at 1000 plies), the data in
// `matches/selfplay-evals-10k.txt.gz`:
//   python3 scripts/fit_win_chance.py crates/washogi-engine/matches/selfplay-evals-10k.txt.gz --max-plies 1000
// wa 40 580 positions (95 % by games 0.00189–0.00354; 12 games drawn at the ply limit
// count as draws: without them 0.00472), wa-drops 9 052 positions (0.00085–0.00199),
// shogi 7 942 positions (0.00097–0.00218) with the hand-made evaluation. Shogi again
// for the learned evaluation (second round), the same recipe, shogi only:
// `matches/selfplay-evals-10k-shogi-r2.txt.gz`, 8 264 positions, k = 0.001866
// (0.00136–0.00250); for the third round (`…-shogi-r3.txt.gz`, 8 657 positions)
// 0.001662 (0.00125–0.00233), an interval holding 0.001866, which is kept; for the
// sixth (`…-shogi-r6.txt.gz`, 10 987 positions) 0.001903 (0.00144–0.00270), kept
// likewise. (A seventh round, not shipped, fitted 0.001492 on `…-shogi-r7.txt.gz`.) The engine
// at that budget often gives a lead back, so 500 cp mean less than in chess (lichess:
// 500 cp ≈ 86 %).
/// Win-chance coefficient for Wa Shogi (no drops), per centipawn: 500 cp ≈ 78.6 %.
pub const WIN_CHANCE_K_WA: f64 = 0.002606;
/// Win-chance coefficient for Wa Shogi with drops, per centipawn: 500 cp ≈ 65.9 %.
pub const WIN_CHANCE_K_WA_DROPS: f64 = 0.001319;
/// Win-chance coefficient for Shogi (the learned evaluation), per centipawn: 500 cp ≈
/// 71.8 %.
pub const WIN_CHANCE_K_SHOGI: f64 = 0.001866;
/// Lichess's coefficient for chess (Stockfish centipawns), scalachess `WinPercent`.
pub const WIN_CHANCE_K_LICHESS_CHESS: f64 = 0.00368208;

/// Drops in the mover's win chance (points of 0–100) from which a move is an
/// inaccuracy, a mistake, a blunder. (Lichess's `Advice.scala` uses 0.1, 0.2, 0.3 of
/// its winning chances on a −1…+1 scale, i.e. 5, 10, 15 points of 0–100; these are
/// our thresholds, twice as tolerant.)
pub const INACCURACY: f64 = 10.0;
pub const MISTAKE: f64 = 20.0;
pub const BLUNDER: f64 = 30.0;

/// The win-chance coefficient of a game (by its id: `wa`, `wa-drops`, `shogi`; any
/// other game gets Wa's).
pub fn win_chance_k(variant: &Variant) -> f64 {
    match variant.variant_id() {
        VariantId::Shogi => WIN_CHANCE_K_SHOGI,
        VariantId::WaDrops => WIN_CHANCE_K_WA_DROPS,
        VariantId::Wa => WIN_CHANCE_K_WA,
    }
}

/// `50 + 50·(2/(1+e^(−k·cp)) − 1)`: the win chance, 0–100, of a side `cp`
/// centipawns ahead.
pub fn win_chance_cp(k: f64, cp: f64) -> f64 {
    (50.0 + 50.0 * (2.0 / (1.0 + (-k * cp).exp()) - 1.0)).clamp(0.0, 100.0)
}

/// The win chance, 0–100, of the side whose score `score` is (a search's score is
/// the side to move's): 100 for a mate it gives, 0 for a mate against it
/// (`Score::Mate(0)`, the side to move is mated, included).
pub fn win_chance(variant: &Variant, score: Score) -> f64 {
    match score {
        Score::Cp(cp) => win_chance_cp(win_chance_k(variant), cp as f64),
        Score::Mate(n) if n > 0 => 100.0,
        Score::Mate(_) => 0.0,
    }
}

/// Sente's win chance, 0–100, from a score of `side_to_move`'s (a search's score).
pub fn sente_win_chance(variant: &Variant, score: Score, side_to_move: Color) -> f64 {
    let w = win_chance(variant, score);
    match side_to_move {
        Color::Sente => w,
        Color::Gote => 100.0 - w,
    }
}
