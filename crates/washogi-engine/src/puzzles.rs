//! Puzzles found in games: positions where the side to move — the
//! *solver* — has exactly one winning continuation, found as lichess-puzzler finds
//! chess puzzles (`generator/generator.py`), written as JSON lines. Pure: no I/O; the
//! command line reads games and writes files.
//!
//! **Where puzzles come from** ([`find_in_game`]). Every position of a finished game
//! (or of the engine's own games, [`self_play`]) is searched once with the *scan*
//! budget. A position is a candidate when the side to move has a mate in at most
//! [`FinderSettings::max_mate`] moves there, or when the opponent's last move threw
//! the game away: the solver's win chance ([`crate::analysis::win_chance`], the
//! game's own coefficient) is at least [`FinderSettings::advantage_min`] (67.6) and
//! rose by at least [`FinderSettings::jump_min`] (30 points) over the position before,
//! where the solver stood at most [`FinderSettings::already_winning`] (75.1); a
//! solver already a pawn up in material is left out, and one not behind in material
//! needs [`FinderSettings::clearly_winning`] (81.3). These are lichess's thresholds
//! (200, 300 and 400 centipawns, and 0.6 of its −1…1 scale) turned into win chances
//! with lichess's chess coefficient, so that they mean the same in every game here.
//! Positions already on a puzzle's solution are skipped (a puzzle's tail is not
//! another puzzle).
//!
//! **Solving** (at the *solve* budget, much larger than the scan's). At every solver
//! move the engine's best move must beat the second best by
//! [`FinderSettings::only_move_margin`] points of win chance (35: lichess's 0.7 on
//! its −1…1 scale): the second best must be "clearly not winning". The second best
//! is found by a second search of the same position with the best move excluded
//! (`Limits::avoid`), sharing the transposition table with the first, rather than a
//! multi-PV search: the engine's search has one principal variation, and the
//! excluded-move search costs a fraction of the first thanks to the table; it scores
//! every other move with the full search, which is what "second best" means.
//!
//! - **Mates** (mate in N ≤ 9): the mate is proved by an exact AND/OR search over the
//!   rules alone ([`mate`]): every defence is considered; the attacker's moves tried
//!   are the engine's suggestions and every check. The defender's replies on the
//!   solution are the longest defences (ties: the engine's choice). The last move
//!   must be the only move that mates (every legal move tried); earlier moves need the
//!   second best clearly not winning (a slower mate is winning, so it disqualifies).
//!   At the end, *useless interpositions* are trimmed: when the defender's last
//!   reply could only put a piece in the way, to be captured with mate (and so on),
//!   the solution ends with the check before it (tsume's 無駄合). "Mate" here is
//!   what ends the game, the defender left without a legal move; a line whose last
//!   position is not check is themed `noMoves`, not `mateInN`.
//! - **Material**: from a candidate without a mate, the line goes on while the
//!   solver's best move is the only one by the margin, the defender replying with the
//!   engine's best; every position on the way must stay at least
//!   [`FinderSettings::advantage_min`] for the solver, and a repetition abandons it.
//!   Then, as lichess does, the line is cut back to end with a solver move that had
//!   an alternative, and one-movers are dropped
//!   ([`FinderSettings::min_material_moves`]). It must gain material (a pawn's worth)
//!   or promote.
//!
//! **Themes** ([`Theme`]): `mateInN` (the line ends in check, the defender with no
//! legal reply); `noMoves` (the line ends with the defender not in check and without
//! a legal move: a win by the rule that a side with no legal move loses, not a mate);
//! `tsume` (a mate in a game with drops where every solver move gives check);
//! `material`; `promotion` (a solver move promotes).
//!
//! **Verification** ([`verify`]) repeats every check with a second, longer budget
//! from an empty table: the themes recomputed from the solution (so a `mateInN`
//! puzzle must end in check); the mate proved again; at every solver move the best
//! alternative (the solution excluded) searched and compared with the solution
//! searched alone; the last mate's uniqueness counted over all moves; each defender
//! reply the longest defence (mates) or within [`FinderSettings::defender_tolerance`]
//! of the engine's best (material).

mod cook;
mod mate;
mod selfplay;
mod verify;

use std::fmt;

use serde::{Deserialize, Serialize};
use washogi_rules::{usi, Move, Position, Variant, VariantId};

use crate::search::Limits;

pub use cook::{find_in_game, find_in_scanned_game, puzzle_at, scan_game};
pub use selfplay::{self_play, self_play_game, SelfPlay};
pub use verify::{fitting_themes, verify, verify_with, Rejection};

/// One puzzle: the solver is to move in `sfen` and plays `solution[0]`, the opponent
/// answers `solution[1]`, and so on; the solution ends with the solver's move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// Stable: the game's id and a hash of the position (without its move number)
    /// and the solution, e.g. `wa-3f09a1c2b7`.
    pub id: String,
    #[serde(with = "variant_name")]
    pub variant: VariantId,
    /// The position, the solver to move.
    pub sfen: String,
    /// The opponent's move that led here (USI), for display.
    pub last_move: Option<String>,
    /// USI moves: solver, reply, solver, …; odd length, ends with the solver's move.
    pub solution: Vec<String>,
    pub themes: Vec<Theme>,
    /// Where it was found, e.g. `self-play wa seed 12 ply 41` or `game 123 ply 57`.
    pub source: String,
    /// An initial Glicko-2 rating guess (see [`rating_guess`]).
    pub rating: f64,
}

/// What a puzzle is about. JSON: `"mateIn3"`, `"noMoves"`, `"tsume"`, `"material"`,
/// `"promotion"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Theme {
    /// A forced mate in this many solver moves (1..=9): the last move gives check and
    /// the defender has no legal reply (or only useless interpositions, trimmed).
    MateIn(u8),
    /// A forced line (at most [`FinderSettings::max_mate`] solver moves) after which
    /// the defender, not in check, has no legal move: it loses by the rules, but it
    /// is not mated.
    NoMoves,
    /// A mate in a game with drops where every solver move gives check.
    Tsume,
    /// A decisive material gain (no mate).
    Material,
    /// A solver move promotes.
    Promotion,
}

impl Theme {
    pub fn name(self) -> String {
        match self {
            Theme::MateIn(n) => format!("mateIn{n}"),
            Theme::NoMoves => "noMoves".into(),
            Theme::Tsume => "tsume".into(),
            Theme::Material => "material".into(),
            Theme::Promotion => "promotion".into(),
        }
    }

    /// Whether the theme is of a line that ends the game, the defender left without
    /// a legal move (`mateInN`, `noMoves`), rather than one that wins material.
    pub fn ends_the_game(self) -> bool {
        matches!(self, Theme::MateIn(_) | Theme::NoMoves)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl From<Theme> for String {
    fn from(t: Theme) -> String {
        t.name()
    }
}

impl TryFrom<String> for Theme {
    type Error = String;
    fn try_from(s: String) -> Result<Theme, String> {
        match s.as_str() {
            "noMoves" => Ok(Theme::NoMoves),
            "tsume" => Ok(Theme::Tsume),
            "material" => Ok(Theme::Material),
            "promotion" => Ok(Theme::Promotion),
            _ => s
                .strip_prefix("mateIn")
                .and_then(|n| n.parse::<u8>().ok())
                .filter(|n| (1..=9).contains(n))
                .map(Theme::MateIn)
                .ok_or_else(|| format!("unknown theme {s:?}")),
        }
    }
}

mod variant_name {
    use serde::{Deserialize, Deserializer, Serializer};
    use washogi_rules::VariantId;

    pub fn serialize<S: Serializer>(v: &VariantId, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<VariantId, D::Error> {
        let id = String::deserialize(d)?;
        VariantId::from_id(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown variant {id:?}")))
    }
}

/// Budgets and thresholds of the finder. Win chances are points of 0–100 for the
/// solver, as [`crate::analysis::win_chance`] gives them.
#[derive(Clone, Debug)]
pub struct FinderSettings {
    /// The quick search of every position of a game.
    pub scan: Limits,
    /// The much larger search of a candidate, at every move of its solution.
    pub solve: Limits,
    /// The second, longer search of [`verify`].
    pub verify: Limits,
    /// Win-chance points by which the best move must beat the second best at every
    /// solver move (mates: the second best may reach at most 100 − this).
    pub only_move_margin: f64,
    /// The longest mate kept, in solver moves (at most 9).
    pub max_mate: u8,
    /// A material candidate's least win chance, and the least along its line.
    pub advantage_min: f64,
    /// How much the opponent's last move must have raised the solver's win chance.
    pub jump_min: f64,
    /// A solver who stood better than this before the opponent's move was winning
    /// already: no material puzzle.
    pub already_winning: f64,
    /// A solver not behind in material needs this much for a material puzzle.
    pub clearly_winning: f64,
    /// Material puzzles: the fewest solver moves (2: no one-movers, as lichess).
    pub min_material_moves: usize,
    /// Material puzzles: the most solver moves.
    pub max_material_moves: usize,
    /// [`verify`], material puzzles: a defender's reply may be this many points
    /// worse (for the defender) than the engine's best reply.
    pub defender_tolerance: f64,
    /// The exact mate prover's budget per proof: moves played plus the nodes of the
    /// engine searches it asks for suggestions.
    pub prover_nodes: u64,
}

/// Win chance with lichess's chess coefficient: 200 cp.
pub const ADVANTAGE_MIN: f64 = 67.6;
/// 300 cp.
pub const ALREADY_WINNING: f64 = 75.1;
/// 400 cp.
pub const CLEARLY_WINNING: f64 = 81.3;
/// Lichess's 0.7 on its −1…1 scale.
pub const ONLY_MOVE_MARGIN: f64 = 35.0;
/// Lichess's 0.6 on its −1…1 scale.
pub const JUMP_MIN: f64 = 30.0;

/// The default scan of every position of a game, in nodes.
pub const DEFAULT_SCAN_NODES: u64 = 10_000;
/// The default search of a candidate at each move of its solution, in nodes.
pub const DEFAULT_SOLVE_NODES: u64 = 60_000;
/// The default verification searches, in nodes.
pub const DEFAULT_VERIFY_NODES: u64 = 200_000;

impl Default for FinderSettings {
    /// Scan 10 000 nodes, solve 60 000, verify 200 000: the budgets the bot's
    /// starter collection was first built with (see the crate README for what they
    /// cost).
    fn default() -> FinderSettings {
        FinderSettings::with_nodes(
            DEFAULT_SCAN_NODES,
            DEFAULT_SOLVE_NODES,
            DEFAULT_VERIFY_NODES,
        )
    }
}

impl FinderSettings {
    /// The default thresholds with these node budgets (no time limits: a node
    /// budget gives the same answer on every machine).
    pub fn with_nodes(scan: u64, solve: u64, verify: u64) -> FinderSettings {
        FinderSettings {
            scan: Limits::nodes(scan),
            solve: Limits::nodes(solve),
            verify: Limits::nodes(verify),
            only_move_margin: ONLY_MOVE_MARGIN,
            max_mate: 9,
            advantage_min: ADVANTAGE_MIN,
            jump_min: JUMP_MIN,
            already_winning: ALREADY_WINNING,
            clearly_winning: CLEARLY_WINNING,
            min_material_moves: 2,
            max_material_moves: 7,
            defender_tolerance: 10.0,
            prover_nodes: 400_000,
        }
    }

    /// The nodes of a budget, for the prover's suggestions (a tenth of the solve
    /// budget, at least 2 000).
    pub(crate) fn hint_nodes(&self) -> u64 {
        (self.solve.nodes.unwrap_or(100_000) / 10).max(2_000)
    }
}

/// A puzzle's id: the game's id, `-`, and 10 hex digits of an FNV-1a hash of the
/// position without its move number and the solution.
pub fn puzzle_id(variant: VariantId, sfen: &str, solution: &[String]) -> String {
    let board = sfen.rsplit_once(' ').map_or(sfen, |(p, _)| p);
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in board
        .bytes()
        .chain(std::iter::once(b'|'))
        .chain(solution.join(" ").into_bytes())
    {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{}-{:010x}", variant.id(), h >> 24)
}

/// An initial rating: mates (and `noMoves` lines) 1100 plus 150 a further move,
/// material puzzles 1300 plus 150 a further move; 100 more when the first move is
/// quiet (no check, capture or promotion), 100 less for tsume (every move a check
/// narrows the search).
pub fn rating_guess(start: &Position, solution: &[Move], themes: &[Theme]) -> f64 {
    let moves = solution.len().div_ceil(2) as f64;
    let mate = themes.iter().any(|t| t.ends_the_game());
    let mut r = if mate { 1100.0 } else { 1300.0 } + 150.0 * (moves - 1.0);
    if let Some(&first) = solution.first() {
        let quiet = !start.is_capture(first)
            && !first.is_promotion()
            && !start.play(first).is_ok_and(|p| p.in_check());
        if quiet {
            r += 100.0;
        }
    }
    if themes.contains(&Theme::Tsume) {
        r -= 100.0;
    }
    r
}

/// The puzzle as one line of JSON (no newline).
pub fn to_json_line(p: &Puzzle) -> String {
    serde_json::to_string(p).expect("a puzzle is plain data")
}

/// Why a line is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFormatError(pub String);

impl fmt::Display for PuzzleFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a puzzle: {}", self.0)
    }
}

impl std::error::Error for PuzzleFormatError {}

/// A puzzle from one line of JSON, as [`to_json_line`] writes it.
pub fn from_json_line(s: &str) -> Result<Puzzle, PuzzleFormatError> {
    let p: Puzzle = serde_json::from_str(s.trim()).map_err(|e| PuzzleFormatError(e.to_string()))?;
    if p.solution.len() % 2 == 0 {
        return Err(PuzzleFormatError(format!(
            "the solution has {} moves; it must end with the solver's move",
            p.solution.len()
        )));
    }
    Ok(p)
}

/// The position and moves of a puzzle, read and checked.
pub(crate) fn read_puzzle(p: &Puzzle) -> Result<(Position, Vec<Move>), String> {
    let v: &'static Variant = p.variant.variant();
    let start = Position::from_sfen(v, &p.sfen).map_err(|e| format!("bad SFEN: {e}"))?;
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for (i, text) in p.solution.iter().enumerate() {
        let mv =
            usi::parse_usi(v, text).map_err(|e| format!("move {}: {}", i + 1, e.message(v)))?;
        pos = pos
            .play(mv)
            .map_err(|e| format!("move {} ({text}) is not legal: {e}", i + 1))?;
        moves.push(mv);
    }
    Ok((start, moves))
}

/// A budget's nodes or time in words, for progress lines.
pub fn describe_limits(l: &Limits) -> String {
    match (l.nodes, l.movetime) {
        (Some(n), _) => format!("{n} nodes"),
        (None, Some(t)) => format!("{} ms", t.as_millis()),
        (None, None) => match l.depth {
            Some(d) => format!("depth {d}"),
            None => "no limit".to_string(),
        },
    }
}

#[cfg(test)]
mod tests;
