//! Post-game analysis: every position of a game searched once, each move judged by how
//! much of the mover's win chance it threw away, as lichess judges chess moves; a move
//! that looks like a mistake or a blunder is judged again by deeper searches of the
//! positions before and after it ([`VERIFY_FACTOR`]).
//!
//! - **Win chance** ([`win_chance`]): `50 + 50·(2/(1+e^(−k·cp)) − 1)`, i.e.
//!   `100/(1+e^(−k·cp))`, from the view of the side whose score it is; `k` per game
//!   ([`win_chance_k`]) fitted by maximum likelihood to the engine's own self-play
//!   games (evaluation against result): see [`WIN_CHANCE_K_WA`]. A mate for the side
//!   is 100, a mate against it 0.
//! - **Judgement** ([`classify`]): a move that drops the mover's win chance by at
//!   least [`INACCURACY`], [`MISTAKE`], [`BLUNDER`] points (10, 20, 30) is an
//!   inaccuracy, a mistake, a blunder. Mates follow lichess's `Advice.scala`: a move
//!   that lets a forced mate against the mover appear ("checkmate is now
//!   unavoidable") or that loses the mover's own forced mate ("lost forced checkmate
//!   sequence") is judged by how the mover stood before (resp. after) instead; a
//!   slower mate or a mate against a player already being mated is not judged. One
//!   departure from lichess: the engine's own best move is never judged and loses
//!   nothing, whatever the search of the next position says (at a small budget two
//!   searches a ply apart disagree by more than lichess's deep Stockfish searches do;
//!   "an inaccuracy — the best move was the move played" would be nonsense).
//! - **Accuracy** ([`move_accuracy`]): `103.1668·e^(−0.04354·drop) − 3.1669`, clamped
//!   to 0–100 (100 when the move loses nothing); a player's accuracy is the plain
//!   mean over their moves (see [`PlayerSummary::accuracy`]).
//!
//! The searching (and verifying) is in [`evaluate`] / [`analyse`], through any
//! [`PositionSearch`] (the built-in [`crate::Engine`], or an external engine:
//! [`crate::external::UsiEngine`]); the judging in [`judge`], a pure function of the
//! game and one [`PositionEval`] per position, so that a caller can store the
//! evaluations as they are found (each position's once, final: verified where it
//! was), resume an interrupted analysis and judge again without searching. No I/O
//! here.

mod analyser;
mod judge;

use std::time::Duration;

use washogi_rules::{Move, Variant};

use crate::search::{Limits, Score};

pub use analyser::{
    analyse, evaluate, positions_to_search, verification_budget, AnalysisError, PositionSearch,
    Progress,
};
pub use judge::{judge, Analysis, PlayerSummary, PlyAnalysis};
// The win-chance model lives below the search (the mate proofs use it too).
pub use crate::win_chance::{
    sente_win_chance, win_chance, win_chance_cp, win_chance_k, BLUNDER, INACCURACY, MISTAKE,
    WIN_CHANCE_K_LICHESS_CHESS, WIN_CHANCE_K_SHOGI, WIN_CHANCE_K_WA, WIN_CHANCE_K_WA_DROPS,
};

/// The mate rules' thresholds: lichess judges a move that lets a mate against the
/// mover appear by the mover's evaluation before it (below −999 cp an inaccuracy,
/// below −700 a mistake, else a blunder), and a move that loses the mover's mate by
/// the evaluation after it (above 999 cp an inaccuracy, above 700 a mistake). Here
/// those centipawns are taken as the win chances they mean with lichess's chess
/// coefficient, so that they hold in every game whatever its `k`: 999 cp ≈ 97.5 %,
/// 700 cp ≈ 92.9 %.
pub const MATE_INACCURACY_WIN: f64 = 97.53;
pub const MATE_MISTAKE_WIN: f64 = 92.94;

/// The default search budget per position: at most 150 000 nodes and 0.5 s, whichever
/// comes first. Measured: a 100-ply Wa self-play game (101 positions) was analysed in
/// 40.7 s on one core of the 2-core development machine, the other core busy; with the
/// verification of suspected mistakes, 43.2 s (32.0 s of CPU) at a load of 4.5 (the
/// target is at most 60 s; `examples/analyse_selfplay.rs`, `benches/analysis.rs`).
pub const DEFAULT_BUDGET: Limits = Limits {
    depth: None,
    nodes: Some(150_000),
    movetime: Some(Duration::from_millis(500)),
    stop: None,
    avoid: Vec::new(),
    mate_search: true,
    fixed_time: false,
};

/// How much larger the budget of the searches that verify a move is
/// ([`verification_budget`]): a move judged a [`VERIFY_FROM`] or worse by the
/// searches of the positions before and after it is judged again by searches of both
/// at this many times the nodes and time.
///
/// Why: a move's judgement is the difference of two searches a ply apart, and at the
/// analysis budget those disagree more than the move's cost now and then — a tactic
/// inside one search's horizon and outside the other's, a line found in the table by
/// one and not the other — so that a sound move, the engine's own included, can look
/// like a blunder. Lichess (fishnet) gets consistent evaluations by searching every
/// position deep enough that consecutive ones agree but for the move played; that is
/// too slow here for every position (the target of 60 s for 100 plies), and is only
/// needed where a judgement hangs on it: the few moves that look bad. Searching both
/// positions again, the one after first, with the table as it is, compares two
/// deeper searches that see each other's findings.
pub const VERIFY_FACTOR: u32 = 4;

/// The judgement from which a move is verified ([`VERIFY_FACTOR`]): mistakes and
/// blunders. An inaccuracy is not worth the time.
pub const VERIFY_FROM: Judgement = Judgement::Mistake;

/// One move's accuracy, 0–100, from the drop of the mover's win chance (points):
/// `103.1668·e^(−0.04354·drop) − 3.1669`, clamped; 100 for no drop. (Lichess adds a
/// point of "uncertainty bonus" to this; ours does not.)
pub fn move_accuracy(drop: f64) -> f64 {
    if drop <= 0.0 {
        return 100.0;
    }
    (103.1668 * (-0.04354 * drop).exp() - 3.1669).clamp(0.0, 100.0)
}

/// What one search found about a position, from its side to move's view: what an
/// analysis stores per position (index 0 the start, index `i` the position after `i`
/// plies) and [`judge`] reads.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionEval {
    /// The best score for the side to move.
    pub score: Score,
    /// The best move; `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// The principal variation, starting with `best`.
    pub pv: Vec<Move>,
    /// The depth of the last completed iteration.
    pub depth: u32,
}

/// How bad a move was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// `inaccuracy`, `mistake`, `blunder` (the JSON `class` of an analysed move).
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// Why a move was judged as it was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The mover's win chance dropped by this much.
    WinChanceDrop,
    /// A forced mate against the mover appeared ("checkmate is now unavoidable"):
    /// moving into a mate.
    MateCreated,
    /// The mover had a forced mate and no longer has ("lost forced checkmate
    /// sequence"): a missed mate.
    MateLost,
}

/// How a position stands for one player: what [`classify`] compares before and after
/// a move, both from the mover's view.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Standing {
    /// Win chance, 0–100.
    pub win: f64,
    /// `Some(true)`: the player has a forced mate (or has won on the board);
    /// `Some(false)`: a forced mate against the player (or lost on the board).
    pub mate: Option<bool>,
}

impl Standing {
    /// The standing of the side whose score `score` is (`Score::Mate(0)`: mated).
    pub fn of(variant: &Variant, score: Score) -> Standing {
        Standing {
            win: win_chance(variant, score),
            mate: match score {
                Score::Cp(_) => None,
                Score::Mate(n) => Some(n > 0),
            },
        }
    }

    /// A game over on the board: won (`Some(true)`), lost, or drawn (`None`).
    pub fn over(won: Option<bool>) -> Standing {
        match won {
            Some(true) => Standing {
                win: 100.0,
                mate: Some(true),
            },
            Some(false) => Standing {
                win: 0.0,
                mate: Some(false),
            },
            None => Standing {
                win: 50.0,
                mate: None,
            },
        }
    }

    /// The same position for the other player.
    pub fn flip(self) -> Standing {
        Standing {
            win: 100.0 - self.win,
            mate: self.mate.map(|m| !m),
        }
    }
}

/// Judge a move from the mover's standing before it (the best the mover could do) and
/// after it, as lichess's `Advice.scala` does, with our thresholds: see the
/// module documentation.
pub fn classify(before: Standing, after: Standing) -> Option<(Judgement, Reason)> {
    use Judgement::*;
    match (before.mate, after.mate) {
        (None, None) => {
            let drop = before.win - after.win;
            let judgement = if drop >= BLUNDER {
                Blunder
            } else if drop >= MISTAKE {
                Mistake
            } else if drop >= INACCURACY {
                Inaccuracy
            } else {
                return None;
            };
            Some((judgement, Reason::WinChanceDrop))
        }
        (None, Some(false)) => {
            let judgement = if before.win < 100.0 - MATE_INACCURACY_WIN {
                Inaccuracy
            } else if before.win < 100.0 - MATE_MISTAKE_WIN {
                Mistake
            } else {
                Blunder
            };
            Some((judgement, Reason::MateCreated))
        }
        (Some(true), None | Some(false)) => {
            // Lichess reads the centipawns after the move, 0 when they are a mate.
            let win = if after.mate.is_some() {
                50.0
            } else {
                after.win
            };
            let judgement = if win > MATE_INACCURACY_WIN {
                Inaccuracy
            } else if win > MATE_MISTAKE_WIN {
                Mistake
            } else {
                Blunder
            };
            Some((judgement, Reason::MateLost))
        }
        // A mate found, kept (however slower), or one against a player already being
        // mated: nothing to say.
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::Color;

    fn wa() -> &'static Variant {
        Variant::by_id("wa").unwrap()
    }

    fn cp(k: f64, cp: f64) -> Standing {
        Standing {
            win: win_chance_cp(k, cp),
            mate: None,
        }
    }

    fn mate(n: i32) -> Standing {
        Standing::of(wa(), Score::Mate(n))
    }

    #[test]
    fn win_chance_formula_has_lichess_values() {
        let k = WIN_CHANCE_K_LICHESS_CHESS;
        assert_eq!(win_chance_cp(k, 0.0), 50.0);
        // Lichess's chess values (scalachess WinPercent): a pawn ≈ 59.1 %, three pawns
        // ≈ 75.1 %, 1000 cp (its ceiling, and its value for a mate) ≈ 97.5 %.
        assert!((win_chance_cp(k, 100.0) - 59.10).abs() < 0.01);
        assert!((win_chance_cp(k, 300.0) - 75.11).abs() < 0.01);
        assert!((win_chance_cp(k, 1000.0) - 97.54).abs() < 0.01);
        // Symmetric, increasing, bounded, and the same as 100/(1+e^(−k·cp)).
        let mut last = 0.0;
        for c in (-3000..=3000).step_by(50) {
            let w = win_chance_cp(k, c as f64);
            assert!((w + win_chance_cp(k, -c as f64) - 100.0).abs() < 1e-9);
            assert!(w > last || c == -3000);
            assert!((0.0..=100.0).contains(&w));
            assert!((w - 100.0 / (1.0 + (-k * c as f64).exp())).abs() < 1e-9);
            last = w;
        }
        // Never outside 0–100, even for absurd scores.
        assert_eq!(win_chance_cp(k, 1e9), 100.0);
        assert_eq!(win_chance_cp(k, -1e9), 0.0);
    }

    #[test]
    fn win_chance_per_game_and_view() {
        for id in ["wa", "wa-drops", "shogi"] {
            let v = Variant::by_id(id).unwrap();
            let k = win_chance_k(v);
            assert!(k > 0.0005 && k < 0.02, "{id}: {k}");
            assert_eq!(win_chance(v, Score::Cp(0)), 50.0);
            assert_eq!(win_chance(v, Score::Mate(3)), 100.0);
            assert_eq!(win_chance(v, Score::Mate(-2)), 0.0);
            assert_eq!(win_chance(v, Score::Mate(0)), 0.0);
            let w = win_chance(v, Score::Cp(250));
            assert!(w > 50.0 && w < 100.0);
            assert_eq!(sente_win_chance(v, Score::Cp(250), Color::Sente), w);
            assert!((sente_win_chance(v, Score::Cp(250), Color::Gote) - (100.0 - w)).abs() < 1e-9);
            assert_eq!(sente_win_chance(v, Score::Mate(0), Color::Gote), 100.0);
        }
        assert_eq!(win_chance_k(wa()), WIN_CHANCE_K_WA);
        assert_eq!(
            win_chance_k(Variant::by_id("shogi").unwrap()),
            WIN_CHANCE_K_SHOGI
        );
        assert_eq!(
            win_chance_k(Variant::by_id("wa-drops").unwrap()),
            WIN_CHANCE_K_WA_DROPS
        );
    }

    #[test]
    fn mate_thresholds_are_lichess_centipawns_as_win_chances() {
        let k = WIN_CHANCE_K_LICHESS_CHESS;
        assert!((win_chance_cp(k, 999.0) - MATE_INACCURACY_WIN).abs() < 0.01);
        assert!((win_chance_cp(k, 700.0) - MATE_MISTAKE_WIN).abs() < 0.01);
    }

    #[test]
    fn thresholds_by_win_chance_drop() {
        let s = |win| Standing { win, mate: None };
        assert_eq!(classify(s(60.0), s(50.01)), None);
        assert_eq!(classify(s(60.0), s(60.0)), None);
        assert_eq!(classify(s(40.0), s(90.0)), None, "a gain is no error");
        let j = |a, b| classify(s(a), s(b)).map(|(j, _)| j);
        assert_eq!(j(60.0, 50.0), Some(Judgement::Inaccuracy));
        assert_eq!(j(60.0, 40.01), Some(Judgement::Inaccuracy));
        assert_eq!(j(60.0, 40.0), Some(Judgement::Mistake));
        assert_eq!(j(60.0, 30.01), Some(Judgement::Mistake));
        assert_eq!(j(60.0, 30.0), Some(Judgement::Blunder));
        assert_eq!(j(100.0, 0.0), Some(Judgement::Blunder));
        assert_eq!(classify(s(60.0), s(30.0)).unwrap().1, Reason::WinChanceDrop);
        // Through the formula: with lichess's k, 0 → −300 cp is a mistake (50 → 24.9).
        let k = WIN_CHANCE_K_LICHESS_CHESS;
        assert_eq!(
            classify(cp(k, 0.0), cp(k, -300.0)).unwrap().0,
            Judgement::Mistake
        );
    }

    #[test]
    fn missed_mate_is_judged_by_what_is_left() {
        let k = WIN_CHANCE_K_LICHESS_CHESS;
        // Mate in one missed, the position still winning by far: an inaccuracy.
        assert_eq!(
            classify(mate(1), cp(k, 1500.0)),
            Some((Judgement::Inaccuracy, Reason::MateLost))
        );
        assert_eq!(
            classify(mate(1), cp(k, 800.0)),
            Some((Judgement::Mistake, Reason::MateLost))
        );
        assert_eq!(
            classify(mate(2), cp(k, 300.0)),
            Some((Judgement::Blunder, Reason::MateLost))
        );
        // From mating to being mated.
        assert_eq!(
            classify(mate(1), mate(-1)),
            Some((Judgement::Blunder, Reason::MateLost))
        );
        // A slower mate, or the mate delivered: nothing to say.
        assert_eq!(classify(mate(1), mate(5)), None);
        assert_eq!(classify(mate(1), Standing::over(Some(true))), None);
    }

    #[test]
    fn moving_into_mate_is_judged_by_how_one_stood() {
        let k = WIN_CHANCE_K_LICHESS_CHESS;
        assert_eq!(
            classify(cp(k, 0.0), mate(-1)),
            Some((Judgement::Blunder, Reason::MateCreated))
        );
        assert_eq!(
            classify(cp(k, -800.0), mate(-3)),
            Some((Judgement::Mistake, Reason::MateCreated))
        );
        assert_eq!(
            classify(cp(k, -1200.0), mate(-3)),
            Some((Judgement::Inaccuracy, Reason::MateCreated))
        );
        // Already being mated: a faster mate against is not judged.
        assert_eq!(classify(mate(-5), mate(-1)), None);
        // Escaping a mate is no error.
        assert_eq!(classify(mate(-2), cp(k, -900.0)), None);
        // Found a mate.
        assert_eq!(classify(cp(k, 200.0), mate(3)), None);
        // Losing on the board (a perpetual check of one's own) counts as a mate.
        assert_eq!(
            classify(cp(k, 100.0), Standing::over(Some(false)))
                .unwrap()
                .1,
            Reason::MateCreated
        );
        // A repetition draw from a won position is a plain drop.
        assert_eq!(
            classify(cp(k, 900.0), Standing::over(None)),
            Some((Judgement::Blunder, Reason::WinChanceDrop))
        );
    }

    #[test]
    fn standing_flips_to_the_other_side() {
        let s = Standing::of(wa(), Score::Mate(0));
        assert_eq!(s, Standing::over(Some(false)));
        assert_eq!(s.flip(), Standing::over(Some(true)));
        let t = Standing::of(wa(), Score::Cp(120));
        assert!((t.flip().win - (100.0 - t.win)).abs() < 1e-12);
        assert_eq!(t.flip().mate, None);
    }

    #[test]
    fn accuracy_formula_and_bounds() {
        assert_eq!(move_accuracy(0.0), 100.0);
        assert_eq!(move_accuracy(-5.0), 100.0);
        assert!((move_accuracy(1e-9) - 100.0).abs() < 1e-3);
        // Lichess's curve (without its +1 bonus): 10 points ≈ 63.6, 20 ≈ 40.0, 40 ≈ 14.9.
        assert!((move_accuracy(10.0) - 63.58).abs() < 0.01);
        assert!((move_accuracy(20.0) - 40.02).abs() < 0.01);
        assert!((move_accuracy(40.0) - 14.91).abs() < 0.01);
        assert_eq!(move_accuracy(100.0), 0.0);
        let mut last = 101.0;
        for d in 0..=100 {
            let a = move_accuracy(d as f64);
            assert!((0.0..=100.0).contains(&a));
            assert!(a <= last);
            last = a;
        }
    }
}
