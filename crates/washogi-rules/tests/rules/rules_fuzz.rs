//! Random input into every parser never panics, and whatever parses is consistent.

use proptest::prelude::*;
use washogi_rules::{input::resolve_input, usi, Kind, Move, Position, Square, Variant};

fn variants() -> impl Strategy<Value = &'static Variant> {
    prop_oneof![
        Just(Variant::by_id("wa").unwrap()),
        Just(Variant::by_id("wa-drops").unwrap()),
        Just(Variant::by_id("shogi").unwrap()),
    ]
}

/// Text made of the characters SFEN and moves use, so that the fuzzer reaches deep
/// into the parsers instead of failing on the first character.
fn notation_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[0-9a-zA-Z+*/ =x\\-]{0,80}").unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_bytes_never_panic(v in variants(), bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Position::from_sfen(v, &text);
        let _ = usi::parse_usi(v, &text);
        let pos = Position::start(v);
        if let Err(e) = resolve_input(&pos, &text) {
            let _ = e.message(&pos);
        }
    }

    #[test]
    fn notation_like_text_never_panics(v in variants(), text in notation_text()) {
        if let Ok(pos) = Position::from_sfen(v, &text) {
            // Anything accepted writes back to SFEN that reads as the same position.
            let again = Position::from_sfen(v, &pos.to_sfen()).unwrap();
            prop_assert_eq!(pos.clone(), again);
            let _ = pos.legal_moves();
        }
        if let Ok(mv) = usi::parse_usi(v, &text) {
            prop_assert_eq!(usi::parse_usi(v, &usi::to_usi(v, mv)), Ok(mv));
        }
        let pos = Position::start(v);
        match resolve_input(&pos, &text) {
            Ok(mv) => prop_assert!(pos.is_legal(mv)),
            Err(e) => prop_assert!(!e.message(&pos).is_empty()),
        }
    }

    /// Random playouts: every generated move validates, and every position reached
    /// round-trips through SFEN with the same hash.
    #[test]
    fn random_playouts_stay_consistent(v in variants(), choices in proptest::collection::vec(any::<u16>(), 0..60)) {
        let mut pos = Position::start(v);
        for c in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[c as usize % moves.len()];
            prop_assert_eq!(pos.validate(mv), Ok(()));
            let text = usi::to_usi(v, mv);
            prop_assert_eq!(resolve_input(&pos, &text), Ok(mv));
            pos = pos.play(mv).unwrap();
            let again = Position::from_sfen(v, &pos.to_sfen()).unwrap();
            prop_assert_eq!(again.hash(), pos.hash());
        }
    }
}

/// A position reached by a random playout of up to `plies` moves.
fn playout(v: &'static Variant, choices: &[u16]) -> Position {
    let mut pos = Position::start(v);
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play(moves[c as usize % moves.len()]).unwrap();
    }
    pos
}

/// A candidate move, legal or not: any square to any square, promoting or not, or a
/// drop of any kind of the game (in hand or not) on any square.
fn candidate(v: &'static Variant, seed: (u8, u8, u8, u8, bool, bool, u8)) -> Move {
    let (ff, fr, tf, tr, promote, drop, kind) = seed;
    let sq = |f: u8, r: u8| Square::new(1 + f % v.files(), r % v.ranks()).unwrap();
    let to = sq(tf, tr);
    if drop {
        let kinds: Vec<Kind> = v.kinds().map(|(k, _)| k).collect();
        Move::Drop {
            kind: kinds[kind as usize % kinds.len()],
            to,
        }
    } else {
        Move::Board {
            from: sq(ff, fr),
            to,
            promote,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Discord input goes through `validate`, perft through `legal_moves`: for random
    /// positions and random candidate moves, legal and not, the two always agree.
    #[test]
    fn validate_agrees_with_legal_moves(
        v in variants(),
        choices in proptest::collection::vec(any::<u16>(), 0..120),
        candidates in proptest::collection::vec(any::<(u8, u8, u8, u8, bool, bool, u8)>(), 200),
    ) {
        let pos = playout(v, &choices);
        let legal: std::collections::HashSet<Move> = pos.legal_moves().into_iter().collect();
        for &mv in &legal {
            prop_assert_eq!(pos.validate(mv), Ok(()), "{}", usi::to_usi(v, mv));
        }
        for seed in candidates {
            let mv = candidate(v, seed);
            prop_assert_eq!(
                pos.validate(mv).is_ok(),
                legal.contains(&mv),
                "{} in {}",
                usi::to_usi(v, mv),
                pos.to_sfen()
            );
            prop_assert_eq!(pos.is_legal(mv), legal.contains(&mv));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// `gives_check` tells without playing what playing tells: for every legal move
    /// of random positions, the opponent is in check after it exactly when it says.
    #[test]
    fn gives_check_agrees_with_playing(
        v in variants(),
        choices in proptest::collection::vec(any::<u16>(), 0..160),
    ) {
        let pos = playout(v, &choices);
        for mv in pos.legal_moves() {
            let after = pos.play(mv).unwrap();
            prop_assert_eq!(pos.gives_check(mv), after.in_check(), "{} {}", pos.to_sfen(), usi::to_usi(v, mv));
        }
    }
}

/// Checks of every kind `gives_check` must see: a direct one by a drop, one by
/// promoting, a discovered one, and a move that blocks its own slider.
#[test]
fn gives_check_by_drop_promotion_and_discovery() {
    let shogi = Variant::by_id("shogi").unwrap();
    let cases = [
        // A gold dropped in front of the king.
        ("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5b", true),
        // A gold dropped two squares away does not reach it.
        ("4k4/9/9/9/9/9/9/9/4K4 b G 1", "G*5c", false),
        // A silver stepping beside the king checks only if it promotes to a gold
        // (a gold moves sideways, a silver does not).
        ("4k4/2S6/9/9/9/9/9/9/4K4 b - 1", "7b6a+", true),
        ("4k4/2S6/9/9/9/9/9/9/4K4 b - 1", "7b6a", false),
        // The knight leaves the rook's file: discovered check.
        ("4k4/9/9/9/4N4/9/9/9/4R3K b - 1", "5e6c", true),
        // A lance dropped behind a pawn on the king's file: no check.
        ("4k4/9/4p4/9/9/9/9/9/4R3K b L 1", "L*5f", false),
    ];
    for (sfen, mv, check) in cases {
        let pos = Position::from_sfen(shogi, sfen).unwrap();
        let mv = usi::parse_usi(shogi, mv).unwrap();
        assert!(pos.is_legal(mv), "{sfen} {mv:?}");
        assert_eq!(pos.gives_check(mv), check, "{sfen} {mv:?}");
        assert_eq!(pos.play(mv).unwrap().in_check(), check, "{sfen} {mv:?}");
    }
}
