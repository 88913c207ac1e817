//! Finding puzzles in a game: the scan, the candidates, and the solving of each
//! (lichess-puzzler's `analyze_position`, `cook_mate` and `cook_advantage`).

use std::collections::HashSet;

use washogi_rules::{usi, Color, Game, Move, Position, Variant};

use super::mate::{mating_moves, trim_interpositions, Prover};
use super::{puzzle_id, rating_guess, FinderSettings, Puzzle, Theme};
use crate::analysis::win_chance;
use crate::eval::{material, weights, EvalParams};
use crate::search::{Engine, Limits, Score};

/// Search every position of a game once (`limits`: the scan budget). Index `i` is
/// the position after `i` moves, its side to move's score; `None` where that side has
/// no legal move.
pub fn scan_game(engine: &mut Engine, game: &Game, limits: &Limits) -> Vec<Option<Score>> {
    let moves = game.moves();
    let mut pos = game.start().clone();
    let mut scores = Vec::with_capacity(moves.len() + 1);
    for i in 0..=moves.len() {
        if i > 0 {
            pos.play_unchecked(moves[i - 1]);
        }
        scores.push(pos.has_legal_move().then(|| {
            engine
                .search_from(game.start(), &moves[..i], limits, |_| {})
                .score
        }));
    }
    scores
}

/// Scan a game ([`scan_game`] with `settings.scan`) and return the puzzles found in
/// it, in the order of the game. `source` names the game (`game 123`); each puzzle's
/// source adds the ply.
pub fn find_in_game(
    engine: &mut Engine,
    game: &Game,
    settings: &FinderSettings,
    source: &str,
) -> Vec<Puzzle> {
    let scores = scan_game(engine, game, &settings.scan);
    find_in_scanned_game(engine, game, &scores, settings, source)
}

/// [`find_in_game`] with the scan's scores given (as [`scan_game`] returns them, or
/// the scores of the searches that played a self-play game; `None`: not searched).
pub fn find_in_scanned_game(
    engine: &mut Engine,
    game: &Game,
    scores: &[Option<Score>],
    settings: &FinderSettings,
    source: &str,
) -> Vec<Puzzle> {
    let start = game.start();
    let v = start.variant();
    let moves = game.moves();
    let mut pos = start.clone();
    let mut on_solutions: HashSet<u64> = HashSet::new();
    let mut puzzles = Vec::new();
    for i in 1..=moves.len() {
        pos.play_unchecked(moves[i - 1]);
        let Some(Some(score)) = scores.get(i).copied() else {
            continue;
        };
        if on_solutions.contains(&pos.hash()) || pos.legal_moves().len() < 2 {
            continue;
        }
        let before = match scores[i - 1] {
            Some(s) => 100.0 - win_chance(v, s),
            None => 50.0,
        };
        let Some(kind) = candidate(&pos, score, before, settings) else {
            continue;
        };
        let Some((line, themes)) = solve(engine, start, &moves[..i], kind, before, settings) else {
            continue;
        };
        let mut p = pos.clone();
        on_solutions.insert(p.hash());
        for &mv in &line {
            p.play_unchecked(mv);
            on_solutions.insert(p.hash());
        }
        puzzles.push(make_puzzle(
            &pos,
            Some(moves[i - 1]),
            &line,
            themes,
            &format!("{source} ply {i}"),
        ));
    }
    puzzles
}

/// The game's current position solved as a puzzle whatever the scan would say (a
/// position somebody proposes, a test): `None` when it has no unique solution.
pub fn puzzle_at(
    engine: &mut Engine,
    game: &Game,
    settings: &FinderSettings,
    source: &str,
) -> Option<Puzzle> {
    let start = game.start();
    let moves = game.moves();
    let pos = game.position();
    if pos.legal_moves().len() < 2 {
        return None;
    }
    let (line, themes) = solve(engine, start, moves, Kind::Material, 0.0, settings)?;
    Some(make_puzzle(pos, game.last_move(), &line, themes, source))
}

/// A puzzle from its position, the move before, the solution and themes.
pub(crate) fn make_puzzle(
    pos: &Position,
    last_move: Option<Move>,
    line: &[Move],
    themes: Vec<Theme>,
    source: &str,
) -> Puzzle {
    let v = pos.variant();
    let sfen = pos.to_sfen();
    let solution: Vec<String> = line.iter().map(|&m| usi::to_usi(v, m)).collect();
    Puzzle {
        id: puzzle_id(v.variant_id(), &sfen, &solution),
        variant: v.variant_id(),
        rating: rating_guess(pos, line, &themes),
        sfen,
        last_move: last_move.map(|m| usi::to_usi(v, m)),
        solution,
        themes,
        source: source.to_string(),
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Mate,
    Material,
}

/// A pawn's value in material (what "up in material" means).
pub(crate) fn pawn_value(v: &Variant) -> i32 {
    let w = weights(v);
    v.kinds()
        .map(|(k, _)| k.index())
        .find(|&i| w.is_pawn[i])
        .map_or(100, |i| w.value[i])
}

/// The solver's material balance (board and hand).
pub(crate) fn balance(pos: &Position, solver: Color) -> i32 {
    material(pos, solver, &EvalParams::default())
}

/// Whether a position is worth solving, by its scan score (the side to move's) and
/// the solver's win chance before the opponent's move.
fn candidate(pos: &Position, score: Score, before: f64, s: &FinderSettings) -> Option<Kind> {
    match score {
        Score::Mate(n) if n >= 1 && n <= i32::from(s.max_mate) => Some(Kind::Mate),
        Score::Cp(_) => material_candidate(pos, win_chance(pos.variant(), score), before, s)
            .then_some(Kind::Material),
        Score::Mate(_) => None,
    }
}

fn material_candidate(pos: &Position, win: f64, before: f64, s: &FinderSettings) -> bool {
    if win < s.advantage_min || before > s.already_winning || win - before < s.jump_min {
        return false;
    }
    let pawn = pawn_value(pos.variant());
    let m = balance(pos, pos.side_to_move());
    // Already up in material: nothing to find. Not behind: it must be clearly won.
    m < pawn && (m <= -pawn || win >= s.clearly_winning)
}

/// The best move and the best of the others (`None` with a single legal move).
pub(crate) struct Pair {
    pub best: Move,
    pub best_score: Score,
    pub second: Option<(Move, Score)>,
}

pub(crate) fn search(
    engine: &mut Engine,
    start: &Position,
    hist: &[Move],
    limits: &Limits,
) -> (Option<Move>, Score) {
    let r = engine.search_from(start, hist, limits, |_| {});
    (r.best_move, r.score)
}

/// The best move other than `mv` and its score (`None` if `mv` is the only move).
pub(crate) fn best_other(
    engine: &mut Engine,
    start: &Position,
    hist: &[Move],
    pos: &Position,
    limits: &Limits,
    mv: Move,
) -> Option<(Move, Score)> {
    if pos.legal_moves().len() < 2 {
        return None;
    }
    let mut l = limits.clone();
    l.avoid = vec![mv];
    let r = engine.search_from(start, hist, &l, |_| {});
    r.best_move.map(|m| (m, r.score))
}

/// The score of `mv` alone (every other root move avoided).
pub(crate) fn score_of(
    engine: &mut Engine,
    start: &Position,
    hist: &[Move],
    pos: &Position,
    limits: &Limits,
    mv: Move,
) -> Score {
    let mut l = limits.clone();
    l.avoid = pos.legal_moves().into_iter().filter(|&m| m != mv).collect();
    engine.search_from(start, hist, &l, |_| {}).score
}

fn best_two(
    engine: &mut Engine,
    start: &Position,
    hist: &[Move],
    pos: &Position,
    limits: &Limits,
) -> Option<Pair> {
    let (best, best_score) = search(engine, start, hist, limits);
    let best = best?;
    let second = best_other(engine, start, hist, pos, limits, best);
    Some(Pair {
        best,
        best_score,
        second,
    })
}

fn after(start: &Position, hist: &[Move]) -> Position {
    let mut pos = start.clone();
    for &mv in hist {
        pos.play_unchecked(mv);
    }
    pos
}

/// Solve a candidate (the game's position after `prefix`) at the solve budget: the
/// solution and its themes, or `None`.
fn solve(
    engine: &mut Engine,
    start: &Position,
    prefix: &[Move],
    kind: Kind,
    before: f64,
    s: &FinderSettings,
) -> Option<(Vec<Move>, Vec<Theme>)> {
    let pos = after(start, prefix);
    let v = pos.variant();
    let pair = best_two(engine, start, prefix, &pos, &s.solve)?;
    let mate = matches!(pair.best_score, Score::Mate(n) if n >= 1 && n <= i32::from(s.max_mate));
    let line = if mate {
        cook_mate(engine, start, prefix, pair, s)?
    } else {
        let win = win_chance(v, pair.best_score);
        if kind == Kind::Mate && !material_candidate(&pos, win, before, s) {
            return None;
        }
        if win < s.advantage_min {
            return None;
        }
        cook_material(engine, start, prefix, pair, s)?
    };
    let themes = themes(&pos, &line, mate)?;
    Some((line, themes))
}

/// The themes of a solution, or `None` when a material line gains nothing. `mate`:
/// the line ends the game (a mate or a no-move win), which its last position tells
/// apart: the defender in check is mated (`mateInN`), the defender not in check and
/// without a legal move is `noMoves` (no `tsume` then: the last move gives no check).
pub(crate) fn themes(pos: &Position, line: &[Move], mate: bool) -> Option<Vec<Theme>> {
    let v = pos.variant();
    let solver = pos.side_to_move();
    let mut themes = Vec::new();
    let mut p = pos.clone();
    let mut all_checks = true;
    let mut promotes = false;
    for (i, &mv) in line.iter().enumerate() {
        p.play_unchecked(mv);
        if i % 2 == 0 {
            all_checks &= p.in_check();
            promotes |= mv.is_promotion();
        }
    }
    if mate && !p.in_check() && !p.has_legal_move() {
        themes.push(Theme::NoMoves);
    } else if mate {
        let n = line.len().div_ceil(2);
        themes.push(Theme::MateIn(u8::try_from(n).ok()?));
        if v.drops() && all_checks {
            themes.push(Theme::Tsume);
        }
    } else if balance(&p, solver) - balance(pos, solver) >= pawn_value(v) {
        themes.push(Theme::Material);
    } else {
        return None;
    }
    if promotes {
        themes.push(Theme::Promotion);
    }
    Some(themes)
}

/// The mate: each solver move proved, the only one (the last: the only mate; the
/// others: the second best clearly not winning); each reply the longest defence;
/// useless interpositions at the end trimmed.
fn cook_mate(
    engine: &mut Engine,
    start: &Position,
    prefix: &[Move],
    first: Pair,
    s: &FinderSettings,
) -> Option<Vec<Move>> {
    let root = after(start, prefix);
    let v = root.variant();
    let mut prover = Prover::new(s.prover_nodes, s.hint_nodes());
    let mut hist = prefix.to_vec();
    let mut pos = root.clone();
    let mut line = Vec::new();
    let mut remaining = s.max_mate;
    let mut pair = Some(first);
    loop {
        // The solver's move.
        let p = match pair.take() {
            Some(p) => p,
            None => best_two(engine, start, &hist, &pos, &s.solve)?,
        };
        prover.refill(s.prover_nodes);
        let claimed = match p.best_score {
            Score::Mate(n) if n >= 1 && n <= i32::from(remaining) => Some(n as u8),
            _ => None,
        };
        let (mv, d) = match claimed {
            Some(n) if prover.forces(engine, &pos, p.best, n) => (p.best, n),
            _ => {
                let (d, mv) = prover.shortest(engine, &pos, remaining)?;
                (mv, d)
            }
        };
        if d == 1 {
            if mating_moves(&pos) != [mv] {
                return None;
            }
        } else {
            let second = if mv == p.best {
                p.second
            } else {
                best_other(engine, start, &hist, &pos, &s.solve, mv)
            };
            if let Some((_, score)) = second {
                if win_chance(v, score) > 100.0 - s.only_move_margin {
                    return None;
                }
            }
        }
        line.push(mv);
        hist.push(mv);
        pos.play_unchecked(mv);
        let mut replies = Vec::new();
        pos.legal_moves_into(&mut replies);
        if replies.is_empty() {
            break;
        }
        // The defender's longest defence; among equals, the engine's choice.
        prover.refill(s.prover_nodes);
        let engine_choice = engine.tt.probe(pos.hash()).and_then(|e| e.best);
        let mut best: Option<(u8, bool, Move)> = None;
        for r in replies {
            let mut child = pos.clone();
            child.play_unchecked(r);
            let (len, _) = prover.shortest(engine, &child, d - 1)?;
            let key = (len, Some(r) == engine_choice, r);
            if best.is_none_or(|(l, e, _)| (len, key.1) > (l, e)) {
                best = Some(key);
            }
        }
        let (len, _, reply) = best?;
        line.push(reply);
        hist.push(reply);
        pos.play_unchecked(reply);
        remaining = len;
    }
    trim_interpositions(&root, &mut line);
    (line.len().div_ceil(2) <= usize::from(s.max_mate)).then_some(line)
}

/// The material line: solver moves while each is the only one by the margin, the
/// defender's best replies, everything at least `advantage_min` for the solver; cut
/// back to end with a solver move that had an alternative.
fn cook_material(
    engine: &mut Engine,
    start: &Position,
    prefix: &[Move],
    first: Pair,
    s: &FinderSettings,
) -> Option<Vec<Move>> {
    let v = start.variant();
    let mut hist = prefix.to_vec();
    let mut pos = after(start, prefix);
    let mut seen: HashSet<u64> = HashSet::new();
    {
        let mut p = start.clone();
        seen.insert(p.repetition_key());
        for &mv in prefix {
            p.play_unchecked(mv);
            seen.insert(p.repetition_key());
        }
    }
    let mut line: Vec<Move> = Vec::new();
    let mut had_alternative: Vec<bool> = Vec::new();
    let mut pair = Some(first);
    while had_alternative.len() < s.max_material_moves {
        let p = match pair.take() {
            Some(p) => p,
            None => best_two(engine, start, &hist, &pos, &s.solve)?,
        };
        if matches!(p.best_score, Score::Mate(_)) {
            break;
        }
        let win = win_chance(v, p.best_score);
        if let Some((_, second)) = p.second {
            if win < win_chance(v, second) + s.only_move_margin {
                break;
            }
        }
        if win < s.advantage_min {
            return None;
        }
        line.push(p.best);
        had_alternative.push(p.second.is_some());
        hist.push(p.best);
        pos.play_unchecked(p.best);
        if !seen.insert(pos.repetition_key()) {
            return None;
        }
        if !pos.has_legal_move() {
            break;
        }
        let (reply, score) = search(engine, start, &hist, &s.solve);
        let reply = reply?;
        if win_chance(v, -score) < s.advantage_min {
            return None;
        }
        line.push(reply);
        hist.push(reply);
        pos.play_unchecked(reply);
        if !seen.insert(pos.repetition_key()) {
            return None;
        }
        if !pos.has_legal_move() {
            return None;
        }
    }
    while !line.is_empty() {
        if line.len() % 2 == 0 || !had_alternative[line.len() / 2] {
            line.pop();
        } else {
            break;
        }
    }
    (line.len().div_ceil(2) >= s.min_material_moves).then_some(line)
}
