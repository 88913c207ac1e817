//! Random input into every parser never panics, and whatever parses is consistent.

use proptest::prelude::*;
use washogi_rules::{input::resolve_input, usi, Position, Variant};

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
