//! Notation: SFEN in and out (round trips and every error), the sentences that explain
//! illegal moves, the forgiving move input of commands.md, and moves in words.

use crate::common::*;
use washogi_rules::{
    describe::describe_move, input::resolve_input, usi, Game, IllegalMove, InputError, Move,
    Position, SfenError, Square,
};

const WA_START: &str =
    "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1";
const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// A board of empty ranks except the ones given (rank index, text), then the rest.
fn board(id: &str, rows: &[(usize, &str)], rest: &str) -> String {
    let (files, ranks) = dims(id);
    let ranks: Vec<String> = (0..ranks as usize)
        .map(|r| match rows.iter().find(|(i, _)| *i == r) {
            Some((_, t)) => t.to_string(),
            None => files.to_string(),
        })
        .collect();
    format!("{} {rest}", ranks.join("/"))
}

fn sfen_err(id: &str, sfen: &str) -> SfenError {
    Position::from_sfen(variant(id), sfen).expect_err(&format!("{id}: {sfen} should be refused"))
}

// ---------------------------------------------------------------- SFEN

#[test]
fn start_positions_round_trip() {
    for (id, sfen) in [
        ("wa", WA_START),
        ("wa-drops", WA_START),
        ("shogi", SHOGI_START),
    ] {
        let v = variant(id);
        assert_eq!(Position::start(v).to_sfen(), sfen, "{id}");
        assert_eq!(pos(id, "startpos").to_sfen(), sfen, "{id}");
        assert_eq!(pos(id, sfen), Position::start(v));
    }
}

#[test]
fn hand_made_positions_round_trip() {
    let cases = [
        // Hands with counts, two-digit empty runs, promoted pieces of both sides.
        ("wa-drops", "4oko4/11/5W5/11/11/11/11/11/11/11/5K5 b 2Pp 1"),
        ("wa", "10k/11/11/11/11/11/11/11/11/+R10/K10 w - 15"),
        (
            "wa-drops",
            "k10/11/2+P8/11/11/4+l6/11/11/11/11/10K b XRL3p 40",
        ),
        (
            "wa-drops",
            "10k/+F10/11/1+H9/11/11/11/11/11/+o9K/11 b 2E11P 3",
        ),
        (
            "shogi",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        ),
        (
            "shogi",
            "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        ),
        (
            "shogi",
            "lnsgkg1nl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4",
        ),
    ];
    for (id, sfen) in cases {
        assert_eq!(pos(id, sfen).to_sfen(), sfen, "{id}");
    }
}

#[test]
fn sfen_after_moves() {
    let p = pos("shogi", SHOGI_START);
    let p = play(&p, "7g7f");
    assert_eq!(
        p.to_sfen(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"
    );
    let p = play(&play(&p, "3c3d"), "8h2b+");
    assert_eq!(
        p.to_sfen(),
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
    let w = play(&pos("wa", WA_START), "7i7h");
    assert_eq!(
        w.to_sfen(),
        "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3PP2P3/PPPX1PPRPPP/1F3S3E1/ODUGWKVCLMH w - 2"
    );
}

/// The sentences say what is actually wrong, with plurals and articles right.
#[test]
fn sfen_errors_read_well() {
    let text = |id: &str, sfen: &str| sfen_err(id, sfen).to_string();
    assert_eq!(
        text("wa", "11/11/11/11/11/11/11/11/11/11/110 b - 1"),
        "rank k has a run of 0 empty squares; a run is a number from 1 to 11"
    );
    assert_eq!(
        text("wa", "5k5/11/11/11/11/11/11/11/11/11/5K6 b - 1"),
        "rank k has more than 11 squares"
    );
    assert_eq!(
        text("wa", "5k4/11/11/11/11/11/11/11/11/11/5K5 b - 1"),
        "rank a has only 10 squares; it should have 11"
    );
    assert_eq!(
        text("wa", "5k5 b - 1"),
        format!("the board has 1 rank; {} has 11", variant("wa").name())
    );
    assert_eq!(
        text("wa-drops", "5k5/11/11/11/11/11/11/11/11/11/5K5 b 30X 1"),
        "there are 30 Treacherous Foxes in all; the game has only 2"
    );
    assert_eq!(
        text("wa-drops", "O4k5/11/11/11/11/11/11/11/11/11/5K5 b - 1"),
        "an Oxcart on 11a could never move"
    );
    assert!(text("shogi", "4k4/9/9/9/9/9/9/9/9 b - 4294967295").contains("1 to 1000000"));
}

#[test]
fn sfen_errors() {
    use SfenError::*;
    let wa_kings = |rest: &str| board("wa", &[(0, "10k"), (10, "5K5")], rest);
    let sh_kings = |rest: &str| board("shogi", &[(0, "8k"), (8, "4K4")], rest);
    // Wrong number of ranks.
    let ten_ranks = "10k/11/11/11/11/11/11/11/11/5K5 b - 1";
    assert!(matches!(
        sfen_err("wa", ten_ranks),
        RankCount { found: 10, .. }
    ));
    assert!(matches!(
        sfen_err("shogi", "8k/9/9/9/9/9/9/9/9/4K4 b - 1"),
        RankCount { found: 10, .. }
    ));
    // Wrong rank length: 10 or 12 squares on 11 files; 10 on 9.
    for rank_a in ["9k", "11k", "12"] {
        let s = board("wa", &[(0, rank_a), (10, "5K5")], "b - 1");
        assert!(matches!(sfen_err("wa", &s), RankLength { .. }), "{s}");
    }
    let s = board("shogi", &[(0, "9k"), (8, "4K4")], "b - 1");
    assert!(matches!(sfen_err("shogi", &s), RankLength { .. }));
    // Unknown letters: nonsense, and a letter of the other game.
    let s = board("shogi", &[(0, "7Zk"), (8, "4K4")], "b - 1");
    assert_eq!(sfen_err("shogi", &s), UnknownPiece('Z'));
    let s = board("shogi", &[(0, "7Ek"), (8, "4K4")], "b - 1");
    assert_eq!(sfen_err("shogi", &s), UnknownPiece('E'));
    let s = board("wa", &[(0, "9Nk"), (10, "5K5")], "b - 1");
    assert_eq!(sfen_err("wa", &s), UnknownPiece('N'));
    // Too many pieces in hand (or in hand and on the board together).
    assert!(matches!(
        sfen_err("shogi", &sh_kings("b 19P 1")),
        TooManyPieces { .. }
    ));
    assert!(matches!(
        sfen_err("wa-drops", &wa_kings("b 12P11p 1")),
        TooManyPieces { .. }
    ));
    assert!(matches!(
        sfen_err("wa-drops", &wa_kings("b 3R 1")),
        TooManyPieces { .. }
    ));
    let s = board("shogi", &[(0, "8k"), (8, "RR2K4")], "b R 1");
    assert!(matches!(sfen_err("shogi", &s), TooManyPieces { .. }));
    // Pieces on a rank they could never leave.
    let dead = [
        ("wa", vec![(0, "P9k"), (10, "5K5")]),
        ("wa", vec![(0, "O9k"), (10, "5K5")]),
        ("wa", vec![(0, "10k"), (10, "p4K5")]),
        ("wa-drops", vec![(0, "10k"), (10, "o4K5")]),
        ("shogi", vec![(0, "P7k"), (8, "4K4")]),
        ("shogi", vec![(0, "L7k"), (8, "4K4")]),
        ("shogi", vec![(0, "8k"), (1, "N8"), (8, "4K4")]),
        ("shogi", vec![(0, "8k"), (7, "n8"), (8, "4K4")]),
    ];
    for (id, rows) in dead {
        let s = board(id, &rows, "b - 1");
        assert!(matches!(sfen_err(id, &s), DeadPiece { .. }), "{id} {s}");
    }
    // …but a Liberated Horse, Strutting Crow, Swooping Owl or Running Rabbit may stand
    // on the last rank, and a shogi lance on the second, a knight on the third.
    pos("wa", &board("wa", &[(0, "HULR6k"), (10, "5K5")], "b - 1"));
    pos(
        "shogi",
        &board(
            "shogi",
            &[(0, "8k"), (1, "L8"), (2, "N8"), (8, "4K4")],
            "b - 1",
        ),
    );
    // Two kings.
    let s = board("wa", &[(0, "10k"), (10, "4KK5")], "b - 1");
    assert!(matches!(sfen_err("wa", &s), TwoKings(_)));
    let s = board("shogi", &[(0, "k7k"), (8, "4K4")], "b - 1");
    assert!(matches!(sfen_err("shogi", &s), TwoKings(_)));
    // Nifu on the board.
    let s = board(
        "wa",
        &[(0, "10k"), (6, "5P5"), (7, "5P5"), (10, "5K5")],
        "b - 1",
    );
    assert!(matches!(sfen_err("wa", &s), SfenError::TwoPawns { .. }));
    // A hand in the game without drops.
    let with_hand = WA_START.replace(" b - 1", " b P 1");
    assert_eq!(sfen_err("wa", &with_hand), HandWithoutDrops);
    pos("wa-drops", &wa_kings("b P 1"));
    // Side to move and move number.
    assert!(matches!(sfen_err("wa", &wa_kings("x - 1")), BadSide(_)));
    assert!(matches!(sfen_err("shogi", &sh_kings("B - 1")), BadSide(_)));
    for n in ["0", "abc", "-3", "1.5"] {
        let s = sh_kings(&format!("b - {n}"));
        assert!(matches!(sfen_err("shogi", &s), BadMoveNumber(_)), "{s}");
    }
    // The side not to move may not be in check.
    let s = board("shogi", &[(0, "8k"), (1, "8G"), (8, "4K4")], "b - 1");
    assert_eq!(sfen_err("shogi", &s), OpponentInCheck);
}

// ---------------------------------------------------------------- illegal-move messages

#[test]
fn every_illegal_move_has_a_clear_message() {
    let shogi = variant("shogi");
    let start = pos("shogi", SHOGI_START);
    let msg = |p: &Position, m: Move| -> (IllegalMove, String) {
        let e = p.validate(m).expect_err("illegal");
        let text = e.message(p.variant());
        (e, text)
    };
    let u = |p: &Position, t: &str| msg(p, mv(p, t));
    let mut seen = Vec::new();
    let mut check = |(e, text): (IllegalMove, String), variant: &str, needles: &[&str]| {
        assert!(
            std::mem::discriminant(&e) == std::mem::discriminant(&expected_variant(variant)),
            "{variant}: got {e:?}"
        );
        assert_sentence(&text, needles);
        seen.push(text);
    };

    let off = Move::Board {
        from: Square::new(5, 8).unwrap(),
        to: Square::new(10, 0).unwrap(),
        promote: false,
    };
    check(msg(&start, off), "OffBoard", &["board"]);
    check(u(&start, "5e5d"), "NoPiece", &["5e"]);
    check(u(&start, "3c3d"), "NotYourPiece", &["3c"]);
    check(u(&start, "2h2g"), "OwnPieceThere", &["2g"]);
    check(u(&start, "7g7e"), "CannotMoveThere", &["pawn", "7e"]);
    check(
        u(&start, "7g7f+"),
        "CannotPromoteOutsideZone",
        &["pawn", "promot", "zone"],
    );
    let gold = pos("shogi", "8k/9/4G4/9/9/9/9/9/4K4 b - 1");
    check(u(&gold, "5c5b+"), "CannotPromoteKind", &["gold", "promote"]);
    let pawn = pos("shogi", "8k/4P4/9/9/9/9/9/9/4K4 b - 1");
    check(u(&pawn, "5b5a"), "MustPromote", &["pawn", "5a", "promote"]);
    check(u(&pos("wa", WA_START), "P*6e"), "NoDrops", &["drops"]);
    check(u(&start, "P*5e"), "NotInHand", &["pawn", "hand"]);
    let hand = pos("shogi", "8k/9/9/9/9/9/4P4/9/4K4 b GP 1");
    check(u(&hand, "G*5i"), "SquareOccupied", &["5i"]);
    check(u(&hand, "P*4a"), "DropNowhereToMove", &["pawn", "4a"]);
    check(u(&hand, "P*5e"), "TwoPawns", &["nifu", "5"]);
    let mate = pos("shogi", "3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1");
    check(u(&mate, "P*5b"), "PawnDropMate", &["pawn", "mate"]);
    let wa_mate = pos("wa-drops", "4oko4/11/5W5/11/11/11/11/11/11/11/5K5 b P 1");
    check(
        u(&wa_mate, "P*6b"),
        "PawnDropMate",
        &["Sparrow Pawn", "mate"],
    );
    let pin = pos("shogi", "4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
    check(u(&pin, "5h4h"), "LeavesKingInCheck", &["king", "check"]);
    let checked = pos("shogi", "k3r4/9/9/9/3S5/9/9/5G3/4K4 b - 1");
    check(u(&checked, "6e7d"), "StillInCheck", &["king", "check"]);

    let mut game = Game::new(pos("shogi", "3lkl3/9/4G4/9/9/9/9/9/4K4 b G 1"));
    game.play(mv(game.position(), "G*5b")).unwrap();
    let e = game.play(mv(game.position(), "5a5b")).unwrap_err();
    check((e.clone(), e.message(shogi)), "GameOver", &["over"]);

    // Wa messages name Wa pieces.
    let w = pos("wa-drops", WA_START);
    check(u(&w, "7i7g"), "CannotMoveThere", &["Sparrow Pawn", "7g"]);
    check(u(&w, "X*6e"), "NotInHand", &["Treacherous Fox"]);

    // No two different refusals read the same.
    let mut distinct = seen.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), seen.len(), "{seen:#?}");
}

fn expected_variant(name: &str) -> IllegalMove {
    use IllegalMove::*;
    let sq = Square::new(1, 0).unwrap();
    let k = washogi_rules::Kind(0);
    match name {
        "OffBoard" => OffBoard,
        "NoPiece" => NoPiece { square: sq },
        "NotYourPiece" => NotYourPiece { square: sq },
        "OwnPieceThere" => OwnPieceThere { square: sq },
        "CannotMoveThere" => CannotMoveThere { kind: k, to: sq },
        "CannotPromoteKind" => CannotPromoteKind { kind: k },
        "CannotPromoteOutsideZone" => CannotPromoteOutsideZone { kind: k },
        "MustPromote" => MustPromote { kind: k, to: sq },
        "NoDrops" => NoDrops,
        "NotInHand" => NotInHand { kind: k },
        "SquareOccupied" => SquareOccupied { square: sq },
        "DropNowhereToMove" => DropNowhereToMove { kind: k, to: sq },
        "TwoPawns" => TwoPawns { kind: k, file: 1 },
        "PawnDropMate" => PawnDropMate,
        "LeavesKingInCheck" => LeavesKingInCheck,
        "StillInCheck" => StillInCheck,
        "GameOver" => GameOver,
        other => panic!("{other}"),
    }
}

// ---------------------------------------------------------------- move input

fn resolve(p: &Position, text: &str) -> String {
    let m = resolve_input(p, text).unwrap_or_else(|e| panic!("{text:?}: {e:?}"));
    usi::to_usi(p.variant(), m)
}

#[test]
fn forgiving_board_move_forms() {
    let p = pos("shogi", SHOGI_START);
    for text in [
        "7g7f",
        "7g-7f",
        "7g 7f",
        "7gx7f",
        "7G7F",
        "７ｇ７ｆ",
        " 7g7f ",
        "P7g7f",
        "P7f",
        "p7f",
        "P-7f",
        "Px7f",
        "７ｇ－７ｆ",
    ] {
        assert_eq!(resolve(&p, text), "7g7f", "{text:?}");
    }
    // Wa: two-digit files, Wa letters.
    let w = pos("wa", WA_START);
    assert_eq!(resolve(&w, "11k11j"), "11k11j");
    assert_eq!(resolve(&w, "１１ｋ１１ｊ"), "11k11j");
    assert_eq!(resolve(&w, "11K-11J"), "11k11j");
    assert_eq!(resolve(&w, "O11j"), "11k11j");
    assert_eq!(resolve(&w, "H1j"), "1k1j");
    assert_eq!(resolve(&w, "P7h"), "7i7h");
    assert_eq!(resolve(&w, "X10g"), "8i10g");
    // 11k11j is not on the 9×9 board.
    assert!(matches!(
        resolve_input(&p, "11k11j"),
        Err(InputError::Notation(_))
    ));
    assert!(usi::parse_usi(variant("shogi"), "11k11j").is_err());
    assert!(usi::parse_usi(variant("wa"), "11k11j").is_ok());
}

#[test]
fn promotion_suffixes_and_promoted_piece_forms() {
    // A pawn on 5d may promote on 5c; a tokin on 7e and a pawn on 7g can both reach 7f.
    let p = pos("shogi", "8k/9/9/4P4/2+P6/9/2P6/9/4K4 b - 1");
    assert_eq!(resolve(&p, "5d5c+"), "5d5c+");
    assert_eq!(resolve(&p, "5d5c="), "5d5c");
    assert_eq!(resolve(&p, "5d5c"), "5d5c");
    assert_eq!(resolve(&p, "P5c+"), "5d5c+");
    assert_eq!(resolve(&p, "P5c="), "5d5c");
    assert_eq!(resolve(&p, "P7f"), "7g7f");
    assert_eq!(resolve(&p, "+P7f"), "7e7f");
    assert_eq!(resolve(&p, "+p-7f"), "7e7f");
    // P5c alone names two moves.
    match resolve_input(&p, "P5c") {
        Err(InputError::Ambiguous(list)) => {
            let got: std::collections::BTreeSet<String> =
                list.iter().map(|&m| usi::to_usi(p.variant(), m)).collect();
            assert_eq!(got, set("5d5c 5d5c+"));
        }
        other => panic!("{other:?}"),
    }
    // A forced promotion cannot be declined.
    let q = pos("shogi", "8k/4P4/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(resolve(&q, "P5a"), "5b5a+");
    assert!(resolve_input(&q, "5b5a=").is_err());
}

#[test]
fn drop_forms() {
    let p = pos("shogi", "8k/9/9/9/9/9/9/9/4K4 b P 1");
    assert_eq!(resolve(&p, "P*5e"), "P*5e");
    assert_eq!(resolve(&p, "p*5e"), "P*5e");
    assert_eq!(resolve(&p, "P＊５ｅ"), "P*5e");
    // No pawn on the board can reach 5e, so the short form means the drop.
    assert_eq!(resolve(&p, "P5e"), "P*5e");
    let w = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 b X 1");
    assert_eq!(resolve(&w, "X*10c"), "X*10c");
}

#[test]
fn ambiguous_short_forms_list_the_candidates() {
    let p = pos("shogi", SHOGI_START);
    let err = resolve_input(&p, "G5h").unwrap_err();
    let InputError::Ambiguous(list) = &err else {
        panic!("{err:?}");
    };
    let got: std::collections::BTreeSet<String> =
        list.iter().map(|&m| usi::to_usi(p.variant(), m)).collect();
    assert_eq!(got, set("6i5h 4i5h"));
    let text = err.message(&p);
    assert!(text.contains("6i5h") && text.contains("4i5h"), "{text}");
    // Wa: two Swallow's Wings on rank j can both slide to 6j.
    let w = pos("wa", "10k/11/11/11/11/11/11/11/11/S9S/5K5 b - 1");
    let err = resolve_input(&w, "S6j").unwrap_err();
    let InputError::Ambiguous(list) = err else {
        panic!("{err:?}");
    };
    assert_eq!(list.len(), 2);
    assert_eq!(resolve(&w, "11j6j"), "11j6j");
}

#[test]
fn unreadable_or_impossible_input_is_refused() {
    let p = pos("shogi", SHOGI_START);
    for text in ["", "hello", "7g", "7g7f7e", "Z7f", "0g7f", "7z7f"] {
        assert!(resolve_input(&p, text).is_err(), "{text:?}");
    }
    assert!(matches!(
        resolve_input(&p, "7g7e"),
        Err(InputError::Illegal(_))
    ));
    assert!(resolve_input(&p, "R5e").is_err());
}

// ---------------------------------------------------------------- moves in words

#[test]
fn moves_in_words() {
    let w = pos("wa", WA_START);
    assert_eq!(describe_move(&w, mv(&w, "7i7h")), "Sparrow Pawn 7i → 7h");
    assert_eq!(
        describe_move(&w, mv(&w, "8i10g")),
        "Treacherous Fox 8i → 10g"
    );

    let p = play(&play(&pos("shogi", SHOGI_START), "7g7f"), "3c3d");
    let text = describe_move(&p, mv(&p, "8h2b+"));
    for needle in ["Bishop", "8h", "2b", "captures", "promotes", "Dragon Horse"] {
        assert!(text.contains(needle), "{text:?} lacks {needle:?}");
    }
    // Gote's moves read the same way.
    let g = play(&pos("shogi", SHOGI_START), "7g7f");
    assert_eq!(describe_move(&g, mv(&g, "3c3d")), "Pawn 3c → 3d");

    // A Wa capture and promotion: the Sparrow Pawn takes a Blind Dog on 6c.
    let c = pos("wa", "10k/11/5d5/5P5/11/11/11/11/11/11/9K1 b - 1");
    let text = describe_move(&c, mv(&c, "6d6c+"));
    for needle in ["Sparrow Pawn", "6d", "6c", "Blind Dog", "Golden Bird"] {
        assert!(text.contains(needle), "{text:?} lacks {needle:?}");
    }
    // Drops.
    let d = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/9K1 b P 1");
    let text = describe_move(&d, mv(&d, "P*5e"));
    for needle in ["Sparrow Pawn", "5e", "drop"] {
        assert!(text.contains(needle), "{text:?} lacks {needle:?}");
    }
}
