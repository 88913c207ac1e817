//! Promotion (into, within, out of the zone; optional and forced; promoted and
//! non-promoting pieces) and drops (unpromoted drops, hands, nifu, dead squares,
//! pawn-drop mate), checked against rules.md.

use crate::common::*;
use washogi_rules::{Color, Game, IllegalMove, Position, Status};

fn err(p: &Position, text: &str) -> IllegalMove {
    p.validate(mv(p, text))
        .expect_err(&format!("{text} should be refused in {p:?}"))
}

fn ok(p: &Position, text: &str) {
    if let Err(e) = p.validate(mv(p, text)) {
        panic!("{text} should be legal in {p:?}: {e:?}");
    }
}

// ---------------------------------------------------------------- promotion, Wa

#[test]
fn wa_pawn_promotes_into_and_within_the_zone_and_must_on_the_last_rank() {
    check_piece("wa", "P", "6g", &[], "6f");
    check_piece("wa", "P", "6d", &[], "6c 6c+");
    check_piece("wa", "P", "6c", &[], "6b 6b+");
    check_piece("wa", "P", "6b", &[], "6a+");
    let p = setup("wa", &[("6b", "P")], 'b', "-");
    assert!(matches!(err(&p, "6b6a"), IllegalMove::MustPromote { .. }));
    ok(&p, "6b6a+");
    let p = setup("wa", &[("6g", "P")], 'b', "-");
    assert!(matches!(
        err(&p, "6g6f+"),
        IllegalMove::CannotPromoteOutsideZone { .. }
    ));
}

#[test]
fn wa_oxcart_must_promote_on_the_last_rank_only() {
    check_piece("wa", "O", "6e", &[], "6d 6c 6c+ 6b 6b+ 6a+");
    check_piece("wa", "O", "6b", &[], "6a+");
    let p = setup("wa", &[("6e", "O")], 'b', "-");
    assert!(matches!(err(&p, "6e6a"), IllegalMove::MustPromote { .. }));
    ok(&p, "6e6b");
}

#[test]
fn wa_pieces_that_can_move_back_need_not_promote_on_the_last_rank() {
    // Liberated Horse: into the last rank without promoting; out of the zone (6b→6d)
    // it may promote.
    check_piece("wa", "H", "6b", &[], "6a 6a+ 6c 6c+ 6d 6d+");
    check_piece("wa", "H", "6a", &[], "6b 6b+ 6c 6c+");
    for crow_or_owl in ["U", "L"] {
        check_piece("wa", crow_or_owl, "6b", &[], "6a 6a+ 7c 7c+ 5c 5c+");
        check_piece("wa", crow_or_owl, "6a", &[], "7b 7b+ 5b 5b+");
    }
    // A Running Rabbit on the last rank still steps back.
    check_piece("wa", "R", "6a", &[], "7b 7b+ 5b 5b+ 6b 6b+");
    let p = setup("wa", &[("6b", "H")], 'b', "-");
    ok(&p, "6b6a");
}

#[test]
fn wa_moves_out_of_the_zone_may_promote() {
    check_piece(
        "wa",
        "F",
        "6c",
        &[],
        "7b 7b+ 8a 8a+ 5b 5b+ 4a 4a+ 7d 7d+ 8e 8e+ 9f 9f+ 10g 10g+ 11h 11h+ \
         5d 5d+ 4e 4e+ 3f 3f+ 2g 2g+ 1h 1h+ 6b 6b+",
    );
}

#[test]
fn wa_promoted_pieces_never_promote_again() {
    // +R moves like a Treacherous Fox but is still a promoted Rabbit.
    check_piece("wa", "+R", "6c", &[], "7b 5b 7d 5d 6b 6d 8a 4a 8e 4e 6a 6e");
    check_piece("wa", "+P", "6c", &[], "6b 6d 7c 5c 7b 5b");
    let p = setup("wa", &[("6c", "+R")], 'b', "-");
    assert!(matches!(
        err(&p, "6c6b+"),
        IllegalMove::CannotPromoteKind { .. }
    ));
}

#[test]
fn wa_non_promoting_pieces() {
    check_piece("wa", "K", "6b", &[], "7a 6a 5a 7b 5b 7c 6c 5c");
    check_piece(
        "wa",
        "E",
        "6c",
        &[],
        "6b 6a 6d 6e 6f 6g 6h 6i 6j 6k 7b 8a 5b 4a 7c 5c 7d 5d",
    );
    check_piece("wa", "X", "6c", &[], "7b 5b 7d 5d 6b 6d 8a 4a 8e 4e 6a 6e");
    for (code, m) in [("K", "6b6a+"), ("E", "6c6b+"), ("X", "6c6b+")] {
        let from = &m[..2];
        let p = setup("wa", &[(from, code)], 'b', "-");
        assert!(
            matches!(err(&p, m), IllegalMove::CannotPromoteKind { .. }),
            "{code} {m}"
        );
    }
}

// ---------------------------------------------------------------- promotion, shogi

#[test]
fn shogi_optional_and_forced_promotion() {
    check_piece("shogi", "P", "5e", &[], "5d");
    check_piece("shogi", "P", "5d", &[], "5c 5c+");
    check_piece("shogi", "P", "5c", &[], "5b 5b+");
    check_piece("shogi", "P", "5b", &[], "5a+");
    check_piece("shogi", "L", "5d", &[], "5c 5c+ 5b 5b+ 5a+");
    check_piece("shogi", "L", "5b", &[], "5a+");
    check_piece("shogi", "N", "5e", &[], "6c 6c+ 4c 4c+");
    check_piece("shogi", "N", "5d", &[], "6b+ 4b+");
    check_piece("shogi", "N", "5c", &[], "6a+ 4a+");
    check_piece(
        "shogi",
        "S",
        "5c",
        &[],
        "6b 6b+ 4b 4b+ 6d 6d+ 4d 4d+ 5b 5b+",
    );
    check_piece(
        "shogi",
        "R",
        "5c",
        &[],
        "5b 5b+ 5a 5a+ 5d 5d+ 5e 5e+ 5f 5f+ 5g 5g+ 5h 5h+ 5i 5i+ \
         6c 6c+ 7c 7c+ 8c 8c+ 9c 9c+ 4c 4c+ 3c 3c+ 2c 2c+ 1c 1c+",
    );
    let p = setup("shogi", &[("5d", "N")], 'b', "-");
    assert!(matches!(err(&p, "5d4b"), IllegalMove::MustPromote { .. }));
    let p = setup("shogi", &[("5b", "L")], 'b', "-");
    assert!(matches!(err(&p, "5b5a"), IllegalMove::MustPromote { .. }));
    let p = setup("shogi", &[("5e", "S")], 'b', "-");
    assert!(matches!(
        err(&p, "5e5d+"),
        IllegalMove::CannotPromoteOutsideZone { .. }
    ));
}

#[test]
fn shogi_promoted_and_non_promoting_pieces() {
    check_piece(
        "shogi",
        "+R",
        "5c",
        &[],
        "5b 5a 5d 5e 5f 5g 5h 5i 6c 7c 8c 9c 4c 3c 2c 1c 6b 4b 6d 4d",
    );
    check_piece("shogi", "+S", "5b", &[], "5a 5c 6b 4b 6a 4a");
    check_piece("shogi", "G", "5c", &[], "5b 5d 6c 4c 6b 4b");
    check_piece("shogi", "K", "5b", &[], "6a 5a 4a 6b 4b 6c 5c 4c");
    for (code, m) in [("G", "5c5b+"), ("K", "5b5a+"), ("+R", "5c5b+")] {
        let p = setup("shogi", &[(&m[..2], code)], 'b', "-");
        assert!(
            matches!(err(&p, m), IllegalMove::CannotPromoteKind { .. }),
            "{code} {m}"
        );
    }
}

// ---------------------------------------------------------------- drops and hands

#[test]
fn drops_are_unpromoted_even_in_the_zone_and_may_promote_later() {
    let p = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 b RP 1");
    let p = play(&p, "P*6b");
    assert_eq!(p.to_sfen(), "k10/5P5/11/11/11/11/11/11/11/11/9K1 w R 2");
    let p = play(&p, "11a11b");
    assert_eq!(moves_from(&p, "6b"), set("6a+"));
    let p = play(&p, "R*6c");
    assert_eq!(p.to_sfen(), "11/k4P5/5R5/11/11/11/11/11/11/11/9K1 w - 4");
    let p = play(&p, "11b11a");
    assert!(moves_from(&p, "6c").contains("5b+"));

    let s = pos("shogi", "k8/9/9/9/9/9/9/9/7K1 b B 1");
    let s = play(&s, "B*5c");
    assert_eq!(s.to_sfen(), "k8/9/4B4/9/9/9/9/9/7K1 w - 2");
    let s = play(&s, "9a8a");
    assert!(moves_from(&s, "5c").contains("4d+"));
}

#[test]
fn captured_promoted_pieces_go_to_hand_unpromoted() {
    let cases = [
        ("+l", "L"), // not a Cloud Eagle
        ("+r", "R"), // not a Treacherous Fox
        ("+p", "P"),
        ("+s", "S"),
    ];
    for (foe, in_hand) in cases {
        let sfen = format!("k10/11/11/11/11/5{foe}5/5P5/11/11/11/9K1 b - 1");
        let p = play(&pos("wa-drops", &sfen), "6g6f");
        assert_eq!(
            p.to_sfen(),
            format!("k10/11/11/11/11/5P5/11/11/11/11/9K1 w {in_hand} 2"),
            "capturing {foe}"
        );
        // Without drops nothing goes to hand.
        let p = play(&pos("wa", &sfen), "6g6f");
        assert_eq!(p.to_sfen(), "k10/11/11/11/11/5P5/11/11/11/11/9K1 w - 2");
    }
    // Counts add up: a second Swooping Owl makes `2L`.
    let p = play(
        &pos("wa-drops", "k10/11/11/11/11/5+l5/5P5/11/11/11/9K1 b L 1"),
        "6g6f",
    );
    assert_eq!(p.to_sfen(), "k10/11/11/11/11/5P5/11/11/11/11/9K1 w 2L 2");
    for (foe, in_hand) in [("+b", "B"), ("+r", "R"), ("+n", "N"), ("+p", "P")] {
        let sfen = format!("k8/9/9/9/4{foe}4/4P4/9/9/7K1 b - 1");
        let p = play(&pos("shogi", &sfen), "5f5e");
        assert_eq!(
            p.to_sfen(),
            format!("k8/9/9/9/4P4/9/9/9/7K1 w {in_hand} 2"),
            "capturing {foe}"
        );
    }
}

#[test]
fn no_drops_in_wa() {
    let p = pos("wa", "k10/11/11/11/11/11/11/11/11/11/9K1 b - 1");
    assert_eq!(err(&p, "P*6e"), IllegalMove::NoDrops);
    assert!(legal(&p).iter().all(|m| !m.contains('*')));
    // The same square in wa-drops with nothing in hand.
    let d = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 b - 1");
    assert!(matches!(err(&d, "P*6e"), IllegalMove::NotInHand { .. }));
}

#[test]
fn drop_on_an_occupied_square_or_without_the_piece() {
    let p = pos("wa-drops", "k10/11/11/11/11/11/5P5/11/11/11/9K1 b X 1");
    assert!(matches!(
        err(&p, "X*6g"),
        IllegalMove::SquareOccupied { .. }
    ));
    assert!(matches!(
        err(&p, "X*11a"),
        IllegalMove::SquareOccupied { .. }
    ));
    assert!(matches!(err(&p, "R*6e"), IllegalMove::NotInHand { .. }));
    ok(&p, "X*6e");
    // A fox may be dropped anywhere empty: 121 squares less three pieces.
    assert_eq!(drops_of(&p, 'X').len(), 118);
}

#[test]
fn nifu() {
    // Sente: an unpromoted pawn on file 5, a Golden Bird on file 6.
    let p = pos("wa-drops", "k10/11/5+P5/11/11/11/6P4/11/11/11/9K1 b P 1");
    assert!(matches!(
        err(&p, "P*5e"),
        IllegalMove::TwoPawns { file: 5, .. }
    ));
    ok(&p, "P*6e");
    let drops = drops_of(&p, 'P');
    assert!(drops.iter().all(|d| parse_sq(d).0 != 5));
    // 10 files × ranks b–k, less the squares of +P (6c) and the king (2k).
    assert_eq!(drops.len(), 98);

    let g = pos("wa-drops", "k10/11/11/11/6p4/11/11/11/11/11/9K1 w p 1");
    assert!(matches!(err(&g, "P*5h"), IllegalMove::TwoPawns { .. }));
    ok(&g, "P*4h");

    let s = pos("shogi", "k8/9/9/9/9/9/4P4/9/7K1 b P 1");
    assert!(matches!(
        err(&s, "P*5e"),
        IllegalMove::TwoPawns { file: 5, .. }
    ));
    let s = pos("shogi", "k8/9/4+P4/9/9/9/9/9/7K1 b P 1");
    ok(&s, "P*5e");
}

#[test]
fn no_drop_where_the_piece_could_never_move() {
    let p = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 b HULOP 1");
    for m in ["P*6a", "O*6a"] {
        assert!(
            matches!(err(&p, m), IllegalMove::DropNowhereToMove { .. }),
            "{m}"
        );
    }
    for m in ["P*6b", "O*6b", "H*6a", "U*6a", "L*6a"] {
        ok(&p, m);
    }
    assert!(drops_of(&p, 'P').iter().all(|d| !d.ends_with('a')));
    assert_eq!(drops_of(&p, 'P').len(), 110 - 1); // ranks b–k, less 2k
    assert_eq!(drops_of(&p, 'H').len(), 119);

    let g = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 w hulop 1");
    for m in ["P*6k", "O*6k"] {
        assert!(
            matches!(err(&g, m), IllegalMove::DropNowhereToMove { .. }),
            "{m}"
        );
    }
    for m in ["P*6j", "O*6j", "H*6k", "U*6k", "L*6k"] {
        ok(&g, m);
    }

    let s = pos("shogi", "k8/9/9/9/9/9/9/9/7K1 b NLP 1");
    for m in ["P*5a", "L*5a", "N*5a", "N*5b"] {
        assert!(
            matches!(err(&s, m), IllegalMove::DropNowhereToMove { .. }),
            "{m}"
        );
    }
    for m in ["P*5b", "L*5b", "N*5c"] {
        ok(&s, m);
    }
    let g = pos("shogi", "k8/9/9/9/9/9/9/9/7K1 w nlp 1");
    for m in ["P*5i", "L*5i", "N*5i", "N*5h"] {
        assert!(
            matches!(err(&g, m), IllegalMove::DropNowhereToMove { .. }),
            "{m}"
        );
    }
    ok(&g, "N*5g");
}

// ---------------------------------------------------------------- pawn-drop mate

/// Gote's king on 5a between two lances that cannot take on 5b; sente's gold on 5c
/// guards 5b, 4b and 6b.
const SHOGI_MATE_NET: &str = "3lkl3/9/4G4/9/9/9/9/9/4K4";
/// The same with a silver on 6a that could take on 5b, pinned by a rook on 9a.
const SHOGI_PINNED: &str = "R2skl3/9/4G4/9/9/9/9/9/4K4";
const SHOGI_UNPINNED: &str = "3skl3/9/4G4/9/9/9/9/9/4K4";

/// Gote's Crane King on 6a between two Oxcarts; sente's Violent Wolf on 6c guards
/// 6b, 7b and 5b.
const WA_MATE_NET: &str = "4oko4/11/5W5/11/11/11/11/11/11/11/5K5";
/// A Flying Goose on 5a could take on 6b but is pinned by Swallow's Wings on 1a.
const WA_PINNED: &str = "4okg3S/11/5W5/11/11/11/11/11/11/11/5K5";
const WA_UNPINNED: &str = "4okg4/11/5W5/11/11/11/11/11/11/11/5K5";

#[test]
fn pawn_drop_mate_is_illegal() {
    let s = pos("shogi", &format!("{SHOGI_MATE_NET} b P 1"));
    assert_eq!(err(&s, "P*5b"), IllegalMove::PawnDropMate);
    assert!(!drops_of(&s, 'P').contains("5b"));
    let w = pos("wa-drops", &format!("{WA_MATE_NET} b P 1"));
    assert_eq!(err(&w, "P*6b"), IllegalMove::PawnDropMate);
    assert!(!drops_of(&w, 'P').contains("6b"));
}

#[test]
fn pawn_drop_mate_when_the_only_defender_is_pinned() {
    let s = pos("shogi", &format!("{SHOGI_PINNED} b P 1"));
    assert_eq!(err(&s, "P*5b"), IllegalMove::PawnDropMate);
    let w = pos("wa-drops", &format!("{WA_PINNED} b P 1"));
    assert_eq!(err(&w, "P*6b"), IllegalMove::PawnDropMate);
    // Gote's gold on 2a could take a pawn on 1b, but the rook on 5a pins it; the gold
    // on 2c guards 1b and 2b.
    let s = pos("shogi", "4R2gk/9/7G1/9/9/9/9/9/K8 b P 1");
    assert_eq!(err(&s, "P*1b"), IllegalMove::PawnDropMate);
    assert!(!drops_of(&s, 'P').contains("1b"));
}

#[test]
fn pawn_drop_check_that_is_not_mate_is_legal() {
    for (id, sfen, drop, answer) in [
        ("shogi", SHOGI_UNPINNED, "P*5b", "6a5b"),
        ("wa-drops", WA_UNPINNED, "P*6b", "5a6b"),
    ] {
        let p = pos(id, &format!("{sfen} b P 1"));
        ok(&p, drop);
        let mut game = Game::new(p.clone());
        assert_eq!(game.play(mv(&p, drop)), Ok(Status::Ongoing));
        assert!(game.position().in_check());
        assert_eq!(legal(game.position()), set(answer), "{id}");
    }
}

#[test]
fn non_pawn_drop_mate_is_legal() {
    for (id, sfen, drop) in [
        ("shogi", SHOGI_MATE_NET, "G*5b"),
        ("wa-drops", WA_MATE_NET, "G*6b"),
    ] {
        let p = pos(id, &format!("{sfen} b GP 1"));
        ok(&p, drop);
        let mut game = Game::new(p.clone());
        let status = game.play(mv(&p, drop)).unwrap();
        assert_eq!(
            status,
            Status::Checkmate {
                winner: Color::Sente
            },
            "{id}"
        );
    }
}
