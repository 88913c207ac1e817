//! Checking a puzzle again, from nothing but its JSON, with a second (longer) budget.

use std::fmt;

use washogi_rules::{usi, Move, Position};

use super::cook::{best_other, score_of, search, themes};
use super::mate::{mating_moves, only_useless_interpositions, Prover};
use super::{read_puzzle, FinderSettings, Puzzle, Theme};
use crate::analysis::win_chance;
use crate::search::{Engine, Limits};

/// Why a puzzle failed verification. `ply` counts the solution's moves from 0.
#[derive(Clone, Debug, PartialEq)]
pub enum Rejection {
    /// The SFEN or a move cannot be read or is illegal, or the solution is empty.
    Unreadable(String),
    /// The themes do not fit the solution; these would.
    Themes { fitting: Vec<Theme> },
    /// The solver's move does not force the mate (as far as the prover sees).
    NotMate { ply: usize },
    /// Another move wins too: the puzzle has a second solution.
    SecondSolution {
        ply: usize,
        alternative: String,
        win: f64,
    },
    /// The solver's move is not winning enough.
    NotWinning { ply: usize, win: f64 },
    /// The defender has a clearly better (or longer) defence than the one given.
    WeakReply { ply: usize, better: String },
}

impl Rejection {
    /// Whether this is a second solution (the reason the finder's statistics count).
    pub fn is_second_solution(&self) -> bool {
        matches!(self, Rejection::SecondSolution { .. })
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Unreadable(e) => write!(f, "unreadable: {e}"),
            Rejection::Themes { fitting } => {
                let names: Vec<String> = fitting.iter().map(|t| t.name()).collect();
                write!(f, "wrong themes; the solution fits [{}]", names.join(", "))
            }
            Rejection::NotMate { ply } => write!(f, "move {} does not force the mate", ply + 1),
            Rejection::SecondSolution {
                ply,
                alternative,
                win,
            } => write!(
                f,
                "second solution at move {}: {alternative} also wins ({win:.1} %)",
                ply + 1
            ),
            Rejection::NotWinning { ply, win } => {
                write!(f, "move {} is not winning enough ({win:.1} %)", ply + 1)
            }
            Rejection::WeakReply { ply, better } => {
                write!(
                    f,
                    "reply {} is not the best defence ({better} is better)",
                    ply + 1
                )
            }
        }
    }
}

impl std::error::Error for Rejection {}

/// Check a puzzle again with `budget` and the default thresholds
/// ([`FinderSettings::default`]); see [`verify_with`].
pub fn verify(engine: &mut Engine, p: &Puzzle, budget: &Limits) -> Result<(), Rejection> {
    verify_with(engine, p, budget, &FinderSettings::default())
}

/// The themes a puzzle's solution fits, as the finder gives them ([`verify_with`]
/// wants exactly these): whether the line ends the game or wins material is the
/// puzzle's own word (its themes); the rest is read from the position and the moves
/// (a line ending the game is `mateInN` when its last position is check, `noMoves`
/// when it is not). `Ok(None)`: a material line that gains nothing.
pub fn fitting_themes(p: &Puzzle) -> Result<Option<Vec<Theme>>, Rejection> {
    let (start, line) = read_puzzle(p).map_err(Rejection::Unreadable)?;
    let ends_the_game = p.themes.iter().any(|t| t.ends_the_game());
    Ok(themes(&start, &line, ends_the_game))
}

/// Check a puzzle again, the engine's table cleared first (so the answer depends on
/// the puzzle and the budget alone): its themes fit the solution ([`fitting_themes`]:
/// a `mateInN` puzzle whose last position is not check is refused, its themes
/// should be `noMoves`); a mate (or a no-move win) is proved
/// by the exact prover at every solver move, the last move is the only mate (or, when
/// the defender is left with only useless interpositions, no other move mates and the
/// best other move is clearly not winning), each earlier solver move has no other
/// move within `only_move_margin` of a win, and each reply is a longest defence; in a
/// material puzzle each solver move, searched alone, keeps at least `advantage_min`
/// and beats the best other move by `only_move_margin`, and each reply is within
/// `defender_tolerance` of the defender's best.
pub fn verify_with(
    engine: &mut Engine,
    p: &Puzzle,
    budget: &Limits,
    s: &FinderSettings,
) -> Result<(), Rejection> {
    let (start, line) = read_puzzle(p).map_err(Rejection::Unreadable)?;
    if line.is_empty() || line.len() % 2 == 0 {
        return Err(Rejection::Unreadable(
            "the solution must end with the solver's move".into(),
        ));
    }
    let mate = p.themes.iter().any(|t| t.ends_the_game());
    let fitting = themes(&start, &line, mate);
    let mut given = p.themes.clone();
    given.sort();
    if fitting.as_ref().is_none_or(|f| {
        let mut f = f.clone();
        f.sort();
        f != given
    }) {
        return Err(Rejection::Themes {
            fitting: fitting.unwrap_or_default(),
        });
    }
    engine.clear();
    if mate {
        verify_mate(engine, &start, &line, budget, s)
    } else {
        verify_material(engine, &start, &line, budget, s)
    }
}

/// Room for trimmed interpositions: the mate behind a puzzle may be this many moves
/// longer than its solution.
const TRIM_SLACK: u8 = 3;

fn verify_mate(
    engine: &mut Engine,
    start: &Position,
    line: &[Move],
    budget: &Limits,
    s: &FinderSettings,
) -> Result<(), Rejection> {
    let v = start.variant();
    let hint = (budget.nodes.unwrap_or(300_000) / 10).max(2_000);
    let mut prover = Prover::new(s.prover_nodes, hint);
    let mut pos = start.clone();
    for (i, &mv) in line.iter().enumerate() {
        let hist = &line[..i];
        let remaining = ((line.len() - i).div_ceil(2)) as u8;
        if i % 2 == 0 {
            let last = i + 1 == line.len();
            let mut next = pos.clone();
            next.play_unchecked(mv);
            let mates = if last { mating_moves(&pos) } else { Vec::new() };
            if last && !next.has_legal_move() {
                if let Some(&other) = mates.iter().find(|&&m| m != mv) {
                    return Err(second(&pos, i, other, 100.0));
                }
                continue;
            }
            if last {
                if !only_useless_interpositions(&next, TRIM_SLACK) {
                    return Err(Rejection::NotMate { ply: i });
                }
                if let Some(&other) = mates.first() {
                    return Err(second(&pos, i, other, 100.0));
                }
            } else {
                prover.refill(s.prover_nodes);
                if !prover.forces(engine, &pos, mv, remaining + TRIM_SLACK) {
                    return Err(Rejection::NotMate { ply: i });
                }
            }
            if let Some((other, score)) = best_other(engine, start, hist, &pos, budget, mv) {
                let win = win_chance(v, score);
                if win > 100.0 - s.only_move_margin {
                    return Err(second(&pos, i, other, win));
                }
            }
        } else {
            // A longest defence: no reply survives longer against the prover.
            prover.refill(s.prover_nodes);
            let mut lengths = Vec::new();
            for r in pos.legal_moves() {
                let mut child = pos.clone();
                child.play_unchecked(r);
                match prover.shortest(engine, &child, remaining + TRIM_SLACK) {
                    Some((n, _)) => lengths.push((n, r)),
                    None => return Err(Rejection::NotMate { ply: i - 1 }),
                }
            }
            let given = lengths.iter().find(|&&(_, r)| r == mv).map(|&(n, _)| n);
            if let Some(&(n, better)) = lengths.iter().max_by_key(|&&(n, _)| n) {
                if given.is_none_or(|g| g < n) {
                    return Err(Rejection::WeakReply {
                        ply: i,
                        better: usi::to_usi(v, better),
                    });
                }
            }
        }
        pos.play_unchecked(mv);
    }
    Ok(())
}

fn verify_material(
    engine: &mut Engine,
    start: &Position,
    line: &[Move],
    budget: &Limits,
    s: &FinderSettings,
) -> Result<(), Rejection> {
    let v = start.variant();
    let mut pos = start.clone();
    for (i, &mv) in line.iter().enumerate() {
        let hist = &line[..i];
        if i % 2 == 0 {
            let win = win_chance(v, score_of(engine, start, hist, &pos, budget, mv));
            if win < s.advantage_min {
                return Err(Rejection::NotWinning { ply: i, win });
            }
            if let Some((other, score)) = best_other(engine, start, hist, &pos, budget, mv) {
                let other_win = win_chance(v, score);
                if win - other_win < s.only_move_margin {
                    return Err(second(&pos, i, other, other_win));
                }
            }
        } else {
            let (best, score) = search(engine, start, hist, budget);
            if let Some(best) = best.filter(|&b| b != mv) {
                let given = win_chance(v, score_of(engine, start, hist, &pos, budget, mv));
                if given < win_chance(v, score) - s.defender_tolerance {
                    return Err(Rejection::WeakReply {
                        ply: i,
                        better: usi::to_usi(v, best),
                    });
                }
            }
        }
        pos.play_unchecked(mv);
    }
    Ok(())
}

fn second(pos: &Position, ply: usize, other: Move, win: f64) -> Rejection {
    Rejection::SecondSolution {
        ply,
        alternative: usi::to_usi(pos.variant(), other),
        win,
    }
}
