//! Japanese notation round trips: in positions reached by random playouts of all
//! three games and of the shogi handicaps, every legal move written in the KIF
//! form, the short form and bare KIF reads back as that same move, given the square
//! of the move before (for 同). Random text never panics the reader.

use proptest::prelude::*;
use washogi_rules::handicap::Handicap;
use washogi_rules::japanese::{
    kif_move, legal_moves_japanese, parse_japanese, search_key, to_japanese,
};
use washogi_rules::{Position, Square, Variant};

fn starts() -> impl Strategy<Value = Position> {
    prop_oneof![
        Just(Position::start(Variant::by_id("wa").unwrap())),
        Just(Position::start(Variant::by_id("wa-drops").unwrap())),
        Just(Position::start(Variant::by_id("shogi").unwrap())),
        (0..Handicap::ALL.len()).prop_map(|i| Handicap::ALL[i].start_position()),
    ]
}

/// Every legal move reads back from each of its written forms.
fn check_every_move(pos: &Position, previous_to: Option<Square>) -> Result<(), TestCaseError> {
    let short_forms = legal_moves_japanese(pos, previous_to);
    let mut seen = std::collections::HashSet::new();
    for (mv, short) in short_forms {
        // No two legal moves share a short form.
        prop_assert!(seen.insert(short.clone()), "{} twice in {:?}", short, pos);
        let kif = to_japanese(pos, mv, previous_to);
        for text in [
            kif.as_str(),
            short.as_str(),
            &kif_move(pos, mv, previous_to),
        ] {
            prop_assert_eq!(
                parse_japanese(pos, previous_to, text),
                Ok(mv),
                "{} in {:?} after {:?}",
                text,
                pos,
                previous_to
            );
        }
        // What autocomplete matches on: the typed square finds the move.
        let typed: String = search_key(&short).chars().take(2).collect();
        prop_assert!(search_key(&kif).starts_with(&typed));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_legal_move_reads_back(start in starts(), choices in proptest::collection::vec(any::<u16>(), 0..240)) {
        let mut pos = start;
        let mut previous_to = None;
        for (ply, c) in choices.into_iter().enumerate() {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % 3 == 0 {
                check_every_move(&pos, previous_to)?;
            }
            let mv = moves[c as usize % moves.len()];
            pos = pos.play(mv).unwrap();
            previous_to = Some(mv.to());
        }
        check_every_move(&pos, previous_to)?;
    }

    #[test]
    fn japanese_like_text_never_panics(
        start in starts(),
        text in proptest::string::string_regex("[▲△同 ０-９0-9一二三四五六七八九十歩香桂銀金角飛玉王龍竜馬と成不生打右左直上引寄狐兎鷹鷲⿰奚力()（）]{0,24}").unwrap(),
    ) {
        let to = Square::new(5, 4);
        match parse_japanese(&start, to, &text) {
            Ok(mv) => prop_assert!(start.is_legal(mv)),
            Err(e) => prop_assert!(!e.message(&start).is_empty()),
        }
    }
}
