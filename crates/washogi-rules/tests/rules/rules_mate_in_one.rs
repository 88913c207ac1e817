//! `Position::mate_in_one` and `has_legal_move` against the plain definition: a mate in
//! one is a legal move after which the opponent has no legal move. Hand-made positions
//! for each way a mate is given or refused, and every position of random games that
//! prefer checks (so that many end in mate) compared move by move.

use washogi_rules::{usi, Move, Position};

use crate::common::{pos, variant};

/// The mates in one by the definition: every legal move played out.
fn mates_by_definition(p: &Position) -> Vec<Move> {
    p.legal_moves()
        .into_iter()
        .filter(|&m| p.play(m).unwrap().legal_moves().is_empty())
        .collect()
}

fn mate_text(p: &Position) -> Option<String> {
    p.mate_in_one().map(|m| usi::to_usi(p.variant(), m))
}

/// The king on 5a behind its knights and pawns; a silver on 4c guards 5b.
const BOXED_IN: &str = "3nkn3/3p1p3/5S3/9/9/9/9/9/4K4";

#[test]
fn a_gold_dropped_on_the_head_of_a_boxed_in_king_mates() {
    let p = pos("shogi", &format!("{BOXED_IN} b G 1"));
    assert_eq!(mates_by_definition(&p).len(), 1);
    assert_eq!(mate_text(&p).as_deref(), Some("G*5b"));
}

#[test]
fn a_pawn_drop_that_would_mate_is_not_a_mate() {
    // P*5b would leave the king no way out, but a pawn drop may not mate.
    let p = pos("shogi", &format!("{BOXED_IN} b P 1"));
    assert!(mates_by_definition(&p).is_empty());
    assert_eq!(mate_text(&p), None);
    // A pawn pushed from the board mates, promoting or not.
    let p = pos("shogi", "3nkn3/3p1p3/4PS3/9/9/9/9/9/4K4 b - 1");
    let mates = mates_by_definition(&p);
    assert!(mates.contains(&usi::parse_usi(p.variant(), "5c5b").unwrap()));
    assert!(mates.contains(&p.mate_in_one().expect("a mate")));
}

#[test]
fn a_lance_dropped_from_afar_mates_unless_a_rook_can_block() {
    // The king on 1a, hemmed in by its own lance and pawn: a lance on the file mates.
    let p = pos("shogi", "7lk/7p1/9/9/9/9/9/9/4K4 b L 1");
    let m = p.mate_in_one().expect("a lance drop mates");
    assert!(mates_by_definition(&p).contains(&m));
    assert!(usi::to_usi(p.variant(), m).starts_with("L*1"));
    // A rook of the defender on the third rank blocks (or takes) any lance.
    let p = pos("shogi", "7lk/7p1/r8/9/9/9/9/9/4K4 b L 1");
    assert!(mates_by_definition(&p).is_empty());
    assert_eq!(mate_text(&p), None);
}

#[test]
fn a_double_check_with_a_discovered_rook_mates() {
    // The gold on 1c steps to 2b (guarded by the pawn on 2c): it checks, and it
    // uncovers the rook on 1i.
    let p = pos("shogi", "7nk/9/7PG/9/9/9/9/9/4K3R b - 1");
    let mates = mates_by_definition(&p);
    assert!(mates.contains(&usi::parse_usi(p.variant(), "1c2b").unwrap()));
    let m = p.mate_in_one().expect("a mate");
    assert!(mates.contains(&m));
}

#[test]
fn a_check_the_king_can_capture_or_flee_is_no_mate() {
    let p = pos("shogi", "4k4/9/9/9/9/9/9/9/4K4 b G 1");
    assert_eq!(mate_text(&p), None);
    // A gold dropped next to the king, guarded by nothing: the king takes it.
    let p = pos("shogi", "3nkn3/3p1p3/9/9/9/9/9/9/4K4 b G 1");
    assert!(mates_by_definition(&p).is_empty());
    assert_eq!(mate_text(&p), None);
}

#[test]
fn no_king_of_the_opponent_no_mate() {
    let p = pos("shogi", "9/9/9/9/9/9/9/9/4K4 b G 1");
    assert_eq!(p.mate_in_one(), None);
}

#[test]
fn in_random_games_the_mates_found_are_the_mates_there_are() {
    for (id, games) in [("shogi", 120), ("wa-drops", 60), ("wa", 60)] {
        let v = variant(id);
        let (mut positions, mut with_mate, mut mated) = (0, 0, 0);
        for game in 0..games {
            let mut p = Position::start(v);
            for _ in 0..300 {
                let moves = p.legal_moves();
                assert_eq!(p.has_legal_move(), !moves.is_empty(), "{}", p.to_sfen());
                if moves.is_empty() {
                    mated += 1;
                    break;
                }
                let mates = mates_by_definition(&p);
                let found = p.mate_in_one();
                assert_eq!(found.is_some(), !mates.is_empty(), "{id} {}", p.to_sfen());
                if let Some(m) = found {
                    assert!(mates.contains(&m), "{id} {}", p.to_sfen());
                    with_mate += 1;
                }
                positions += 1;
                // The position's own hash, salted with the game's number, picks the
                // move (the same games on every run): a check half the time, when
                // there is one, so that games end in mate.
                let salt = (game as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let pick = (p.hash() ^ salt).rotate_left(17);
                let checks: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&m| p.gives_check(m))
                    .collect();
                let pool = if !checks.is_empty() && pick & 1 == 0 {
                    &checks
                } else {
                    &moves
                };
                p = p.play(pool[(pick >> 1) as usize % pool.len()]).unwrap();
            }
        }
        // The comparison saw mates, and not only positions without one.
        assert!(
            with_mate >= 20 && mated >= 2,
            "{id}: {positions} positions, {with_mate} with a mate in one, {mated} games mated"
        );
    }
}
