use super::*;
use washogi_rules::usi::{parse_usi, to_usi};
use washogi_rules::Variant;

fn position(variant: &str, sfen: &str) -> Position {
    Position::from_sfen(Variant::by_id(variant).unwrap(), sfen).unwrap()
}

fn search() -> MateSearch {
    MateSearch::new(1_000_000, None, None)
}

fn usi(pos: &Position, line: &[Move]) -> Vec<String> {
    line.iter().map(|&m| to_usi(pos.variant(), m)).collect()
}

/// Play the line and check it is legal, every attacker move a check, and it ends in
/// the defender having no legal move.
fn assert_mating_line(pos: &Position, line: &[Move]) {
    let mut p = pos.clone();
    for (i, &mv) in line.iter().enumerate() {
        assert!(p.is_legal(mv), "move {i} of {:?} is legal", usi(pos, line));
        p.play_unchecked(mv);
        if i % 2 == 0 {
            assert!(p.in_check(), "attacker move {i} gives check");
        }
    }
    assert!(!p.has_legal_move(), "the line ends in mate");
}

#[test]
fn a_mate_in_one_by_a_drop() {
    let pos = position("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    let (n, line) = search().find(&pos, 3).expect("mate");
    assert_eq!(n, 1);
    assert_eq!(usi(&pos, &line), ["G*5b"]);
}

#[test]
fn a_pawn_drop_mate_is_not_a_mate() {
    // P*1b would mate, and is illegal; nothing else mates at once.
    let pos = position("shogi", "7lk/7p1/9/7N1/9/9/9/9/4K4 b P 1");
    let p = parse_usi(pos.variant(), "P*1b").unwrap();
    assert!(!pos.is_legal(p));
    assert_eq!(search().find(&pos, 1), None);
}

/// Every tsume puzzle of the shipped collection (mates by checks, proved unique by
/// the puzzle finder's own prover): this search finds the same length and the same
/// first move, and a line that mates.
#[test]
fn the_collections_tsume_are_found() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/puzzles");
    let mut checked = [0usize; 4];
    for v in ["wa-drops", "shogi"] {
        let text = std::fs::read_to_string(format!("{root}/{v}.jsonl")).unwrap();
        for line in text.lines() {
            let Some(themes) = line.split("\"themes\":[").nth(1) else {
                continue;
            };
            if !themes.contains("\"tsume\"") {
                continue;
            }
            let field = |name: &str| -> String {
                let after = line.split(&format!("\"{name}\":")).nth(1).unwrap();
                after.split(']').next().unwrap().to_string()
            };
            let sfen = field("sfen");
            let sfen = sfen.split('"').nth(1).unwrap();
            let solution: Vec<String> = field("solution")
                .trim_start_matches('[')
                .split(',')
                .map(|m| m.trim().trim_matches('"').to_string())
                .collect();
            let pos = position(v, sfen);
            let n = solution.len().div_ceil(2) as u8;
            let (found, line) = search()
                .find(&pos, 3)
                .unwrap_or_else(|| panic!("{v} {sfen}"));
            assert_eq!(found, n, "{v} {sfen}");
            assert_eq!(usi(&pos, &line[..1]), solution[..1], "{v} {sfen}");
            assert_mating_line(&pos, &line);
            checked[n as usize] += 1;
        }
    }
    assert!(checked[1] > 500 && checked[2] >= 5, "{checked:?}");
}

#[test]
fn no_mate_from_the_start() {
    for v in ["wa", "wa-drops", "shogi"] {
        let pos = Position::start(Variant::by_id(v).unwrap());
        let mut s = search();
        assert_eq!(s.find(&pos, 3), None, "{v}");
        assert!(!s.exhausted);
    }
}

#[test]
fn a_budget_too_small_finds_nothing_and_says_so() {
    let pos = position("shogi", "3gkg3/9/4P4/9/9/9/9/9/4K4 b GS 1");
    let mut s = MateSearch::new(20, None, None);
    assert_eq!(s.find(&pos, 5), None);
    assert!(s.exhausted);
}

/// A position of the engine's own self-play games of 2026-12-01
/// (`examples/data/selfplay-seed7.txt`, game `game` counting from 0), before its
/// move `ply` (counting from 1), and the move played there.
fn selfplay_position(game: usize, ply: usize) -> (Position, Move) {
    position_in_games("selfplay-seed7.txt", game, ply)
}

/// The self-play games in `examples/data/{file}` (see [`crate::game_line`]): each
/// one's start and moves.
fn games_in(file: &str) -> Vec<(Position, Vec<Move>)> {
    let path = format!("{}/examples/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    crate::game_line::read_all(&text)
        .unwrap_or_else(|(line, e)| panic!("{file}, line {line}: {e}"))
        .into_iter()
        .map(|game| (game.start().clone(), game.moves().to_vec()))
        .collect()
}

/// Before move `ply` (counting from 1) of game `game` (counting from 0) of the
/// games in `examples/data/{file}`: the position and the move played there.
fn position_in_games(file: &str, game: usize, ply: usize) -> (Position, Move) {
    let (mut pos, moves) = games_in(file).swap_remove(game);
    for &mv in &moves[..ply - 1] {
        pos.play_unchecked(mv);
    }
    (pos, moves[ply - 1])
}

fn analysis_budget() -> crate::Limits {
    crate::Limits {
        movetime: None,
        ..crate::analysis::DEFAULT_BUDGET
    }
}

/// The game `game` of `examples/data/{file}` before move `ply`, and the mover's
/// engine as it was in the self-play game there: the moves at `earlier` (plies,
/// counting from 1, the mover's own) searched first at the analysis budget, so that
/// its table holds what it had learnt (the move a game's engine chose can depend on
/// it).
fn engine_as_in_game(
    file: &str,
    game: usize,
    ply: usize,
    earlier: &[usize],
) -> (crate::Engine, washogi_rules::Game) {
    let (start, moves) = games_in(file).swap_remove(game);
    let mut engine = crate::Engine::new(64);
    // The games were played with the hand-made evaluation (before the learned shogi
    // weights): the same evaluation brings back the same searches.
    engine.params.shogi_learned = false;
    for &before in earlier {
        let game = washogi_rules::Game::replay(start.clone(), &moves[..before - 1]).unwrap();
        engine.search(&game, &analysis_budget(), |_| {});
    }
    let game = washogi_rules::Game::replay(start, &moves[..ply - 1]).unwrap();
    (engine, game)
}

/// The mate the engine missed at the analysis budget (wa-drops, a mate in 5 by
/// S*6k) is played now.
#[test]
fn the_missed_mate_in_five_is_played() {
    let (pos, _) = selfplay_position(3, 97);
    let mut s = search();
    let (n, line) = s.find(&pos, 5).expect("the mate");
    assert_eq!((n, usi(&pos, &line[..1])), (5, vec!["S*6k".to_string()]));
    assert_mating_line(&pos, &line);
    let mut engine = crate::Engine::new(16);
    let result = engine.search_from(&pos, &[], &analysis_budget(), |_| {});
    assert_eq!(result.score, crate::Score::Mate(5));
    assert_eq!(usi(&pos, &result.pv[..1]), ["S*6k"]);
    assert!(result.nodes <= 150_000, "{}", result.nodes);
    // Without the proofs, alpha-beta alone does not find it at this budget.
    let mut engine = crate::Engine::new(16);
    let plain = crate::Limits {
        mate_search: false,
        ..analysis_budget()
    };
    let result = engine.search_from(&pos, &[], &plain, |_| {});
    assert!(
        !matches!(result.score, crate::Score::Mate(_)),
        "{:?}",
        result.score
    );
}

/// Two moves into a mate by checks that the engine played at the analysis budget:
/// a wa-drops move into a mate in 3 and a shogi pawn drop into a mate in 5. The
/// move is now refuted and another chosen. In the shogi game the opponent then has
/// no mate. In the wa-drops game, lost by then (about −1,300, nearly every move
/// mated in 2), the guards' three candidates are all mated or unsettled, and the
/// move kept is mated no sooner than the one played.
#[test]
fn moves_into_a_mate_are_set_aside() {
    for (game, ply) in [(5, 158), (7, 86)] {
        let (pos, played) = selfplay_position(game, ply);
        let played_usi = to_usi(pos.variant(), played);
        let mut after = pos.clone();
        after.play_unchecked(played);
        let (played_mate, _) = search()
            .find(&after, 5)
            .unwrap_or_else(|| panic!("game {game}: {played_usi} is mated"));
        let mut engine = crate::Engine::new(16);
        let result = engine.search_from(&pos, &[], &analysis_budget(), |_| {});
        let chosen = result.best_move.unwrap();
        assert_ne!(chosen, played, "game {game}: {played_usi}");
        let mut after = pos.clone();
        after.play_unchecked(chosen);
        let chosen_mate = search().find(&after, 5).map(|(n, _)| n);
        let chosen_usi = to_usi(pos.variant(), chosen);
        if game == 7 {
            assert_eq!(chosen_mate, None, "game {game}: {chosen_usi}");
        } else {
            assert!(
                chosen_mate.is_none_or(|n| n > played_mate),
                "game {game}: {chosen_usi} mated in {chosen_mate:?}, {played_usi} in {played_mate}"
            );
        }
    }
}

/// The shogi mate in 5 the engine missed in the self-play games of 2 December
/// (`examples/data/selfplay-mates-seed7.txt`, game 6, move 118): its proof took more
/// than the proofs' share of the budget until moves that do not check were ruled
/// out without being made. It is played now.
#[test]
fn the_missed_shogi_mate_in_five_is_played() {
    let (pos, _) = position_in_games("selfplay-mates-seed7.txt", 6, 118);
    let mut engine = crate::Engine::new(16);
    let result = engine.search_from(&pos, &[], &analysis_budget(), |_| {});
    assert_eq!(result.score, crate::Score::Mate(5));
    assert_eq!(usi(&pos, &result.pv[..1]), ["B*3a"]);
    assert_mating_line(&pos, &result.pv);
    assert!(result.nodes <= 150_000, "{}", result.nodes);
}

/// The wa-drops move into a mate in 5 of the 2 December games
/// (`selfplay-checks-seed7.txt` game 4, move 140: 8b2h+, scored +2,075) is no longer
/// played at the analysis budget: its guard runs out of positions (the proof takes
/// over 250,000), so a move shown free of any mate by checks in 5 replaces it.
#[test]
fn a_move_whose_proof_runs_out_gives_way_to_one_shown_safe() {
    let (pos, blunder) = position_in_games("selfplay-checks-seed7.txt", 4, 140);
    let mut after = pos.clone();
    after.play_unchecked(blunder);
    let mut proof = MateSearch::new(1_000_000, None, None);
    assert_eq!(
        proof.threat(&after, 5).map(|(n, _)| n),
        Some(5),
        "the move is mated"
    );
    assert!(proof.nodes > 150_000 / 6, "beyond a guard: {}", proof.nodes);

    let mut engine = crate::Engine::new(16);
    let result = engine.search_from(&pos, &[], &analysis_budget(), |_| {});
    let played = result.best_move.expect("a move");
    assert_ne!(played, blunder);
    let mut after = pos.clone();
    after.play_unchecked(played);
    let mut proof = MateSearch::new(1_000_000, None, None);
    assert_eq!(proof.threat(&after, 5), None);
    assert!(!proof.exhausted, "shown safe, not just not found");
}

/// The shogi move into a mate in 7 of the 2 December games
/// (`selfplay-settle-seed7.txt` game 8, move 64: 5b6b, which the analysis' verifying
/// search found mated): no mate in 5 follows it, so a guard of 5 moves let it through;
/// a second proof, of mates in 7 with a guard's share of its own, finds it, and the
/// move is set aside. The search is held to 2 plies, where alpha-beta still chooses
/// as in the game (with the pruning of 5 December the full budget reaches 8 plies,
/// and alpha-beta avoids the move by itself), so that the guard is what sets it
/// aside. (Alone in this position the engine plays 3d4c; it chose 5b6b with the
/// table of its two moves before, which are searched again here.)
#[test]
fn a_move_into_a_mate_in_seven_is_set_aside() {
    let (pos, played) = position_in_games("selfplay-settle-seed7.txt", 8, 64);
    assert_eq!(to_usi(pos.variant(), played), "5b6b");
    let mut after = pos.clone();
    after.play_unchecked(played);
    let mut guard = MateSearch::new(150_000 / 6, None, None);
    assert_eq!(guard.threat(&after, 5), None);
    assert!(!guard.exhausted, "shown free of a mate in 5");
    let mut long = MateSearch::new(150_000 / 6, None, None);
    assert_eq!(long.threat(&after, 7).map(|(n, _)| n), Some(7));

    // The mover's engine, as in the game: its moves 60 and 62 searched, then 64.
    let (mut engine, game) = engine_as_in_game("selfplay-settle-seed7.txt", 8, 64, &[60, 62]);
    let two_plies = crate::Limits {
        depth: Some(2),
        ..analysis_budget()
    };
    // Each search's deepest line, in order (a search run again starts at depth 1).
    let mut searches: Vec<(u32, Move)> = Vec::new();
    let result = engine.search(&game, &two_plies, |info| match searches.last_mut() {
        Some(last) if info.depth >= last.0 => *last = (info.depth, info.pv[0]),
        _ => searches.push((info.depth, info.pv[0])),
    });
    // The first choice, 3d4c, has a guard that runs out (unsettled); the next is the
    // game's move, shown free of a mate in 5 but mated in 7, and set aside.
    let d4c = parse_usi(pos.variant(), "3d4c").unwrap();
    assert_eq!(searches[0].1, d4c, "{searches:?}");
    assert_eq!(searches[1].1, played, "{searches:?}");
    let chosen = result.best_move.expect("a move");
    assert_ne!(chosen, played);
    let mut after = pos.clone();
    after.play_unchecked(chosen);
    let mut proof = search();
    assert_eq!(
        proof.threat(&after, 5),
        None,
        "{}",
        to_usi(pos.variant(), chosen)
    );
    assert!(!proof.exhausted);
}

/// A shogi move into a mate in 7 from the games played with the first version of
/// the longer proofs (2d2c+, at -602 cp): the proof of 5 settles that there is no
/// mate in 5 with most of a guard's share, and what it leaves is too little to find
/// the mate in 7; a proof of 7 with a share of its own finds it.
#[test]
fn the_longer_proof_has_a_share_of_its_own() {
    let pos = position(
        "shogi",
        "ln4knl/2gs1gpp1/1pp1pp2p/p5+SP1/2P5P/P4R3/1+r1NPPN2/4KS3/L4G2L b BG3Pbsp 87",
    );
    let mut after = pos.clone();
    after.play_unchecked(parse_usi(pos.variant(), "2d2c+").unwrap());
    let share = 150_000 / 6;
    let mut guard = MateSearch::new(share, None, None);
    assert_eq!(guard.threat(&after, 5), None);
    assert!(!guard.exhausted, "no mate in 5, shown");
    assert_eq!(guard.threat(&after, 7), None);
    assert!(guard.exhausted, "what is left runs out");
    let mut long = MateSearch::new(share, None, None);
    let (n, line) = long.threat(&after, 7).expect("the mate");
    assert_eq!(n, 7);
    assert!(!line.is_empty());
}

/// A shogi gold dropped with check, played at the analysis budget in the games with
/// the longer proofs (`selfplay-long-seed7.txt` game 8, move 78: G*6f, scored +950,
/// taken at once and the game lost): the first choice, 5b5c (+1,453 at depth 7, the
/// analysis' best), had a guard that ran out, and the searches run again on a quarter
/// of the budget reached only 3–4 plies; the check they found was shown safe at no
/// cost and replaced it. A replacement from a search that much shallower is not
/// taken now: 5b5c is played.
#[test]
fn a_shallow_replacement_does_not_replace_an_unsettled_move() {
    let file = "selfplay-long-seed7.txt";
    let (pos, played) = position_in_games(file, 8, 78);
    assert_eq!(to_usi(pos.variant(), played), "G*6f");
    // The mover's engine with the table of its four moves before, as in the game.
    let (mut engine, game) = engine_as_in_game(file, 8, 78, &[70, 72, 74, 76]);
    let result = engine.search(&game, &analysis_budget(), |_| {});
    assert_eq!(usi(&pos, &result.pv[..1]), ["5b5c"], "{:?}", result.score);
}

/// The proof search tells checks by `Position::gives_check`, without making the
/// move: on every fourth position of the self-play games of all three games, it
/// agrees with playing every legal move.
#[test]
fn gives_check_agrees_with_playing_in_real_games() {
    let mut checks = 0;
    for (mut pos, moves) in games_in("selfplay-mates-seed7.txt") {
        for (i, &played) in moves.iter().enumerate() {
            if i % 4 == 0 {
                for mv in pos.legal_moves() {
                    let mut after = pos.clone();
                    after.play_unchecked(mv);
                    assert_eq!(pos.gives_check(mv), after.in_check(), "{pos:?} {mv:?}");
                    checks += usize::from(after.in_check());
                }
            }
            pos.play_unchecked(played);
        }
    }
    assert!(checks > 1_000, "{checks}");
}
