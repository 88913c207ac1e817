//! How every piece moves, checked square by square against rules.md.
//!
//! Each piece stands on the middle square (Wa 6f, shogi 5e) of an otherwise empty
//! board, next to two edges (Wa 1j, shogi 1h), and in four rings of blockers:
//!
//! * `ring1`: every neighbour occupied, friends in front, to the left, front-left and
//!   back-left, foes behind, to the right, front-right and back-right;
//! * `ring1s`: the same with friends and foes swapped;
//! * `ring2`, `ring2s`: the same two squares away on each line (the neighbours empty).
//!
//! Blockers are promoted pawns (`+P` friend, `+p` foe): single-step pieces, never nifu.
//! Kings are added where no line or jump of the piece reaches them. Expected moves are
//! destinations worked out by hand from the Betza table (`+` = the promoting move).
//! Every case is checked for sente and, with the board turned around, for gote; Wa
//! cases run in both `wa` and `wa-drops`.

use std::collections::BTreeMap;

use crate::common::*;
use washogi_rules::Position;

/// (friends, foes) of the two rings, as sente sees them: friends in front, to the
/// left, front-left and back-left; foes behind, to the right, front-right, back-right.
const WA_RING1: (&str, &str) = ("6e 7f 7e 7g", "6g 5f 5e 5g");
const WA_RING2: (&str, &str) = ("6d 8f 8d 8h", "6h 4f 4d 4h");
const SHOGI_RING1: (&str, &str) = ("5d 6e 6d 6f", "5f 4e 4d 4f");
const SHOGI_RING2: (&str, &str) = ("5c 7e 7c 7g", "5g 3e 3c 3g");

/// The ring's blockers: `+P` (sente) on the first list, `+p` (gote) on the second.
fn ring((friends, foes): (&'static str, &'static str)) -> Vec<(&'static str, &'static str)> {
    let f = friends.split_whitespace().map(|s| (s, "+P"));
    f.chain(foes.split_whitespace().map(|s| (s, "+p")))
        .collect()
}

/// `[middle, edge, ring1, ring1s, ring2, ring2s]`.
fn run(game: &str, code: &str, expected: [&str; 6]) {
    let (middle, edge, r1, r2) = match game {
        "wa" => ("6f", "1j", WA_RING1, WA_RING2),
        _ => ("5e", "1h", SHOGI_RING1, SHOGI_RING2),
    };
    check_piece(game, code, middle, &[], expected[0]);
    check_piece(game, code, edge, &[], expected[1]);
    check_piece(game, code, middle, &ring(r1), expected[2]);
    check_piece(game, code, middle, &ring((r1.1, r1.0)), expected[3]);
    check_piece(game, code, middle, &ring(r2), expected[4]);
    check_piece(game, code, middle, &ring((r2.1, r2.0)), expected[5]);
}

macro_rules! piece {
    ($name:ident, $game:literal, $code:literal, [$($e:literal),* $(,)?]) => {
        #[test]
        fn $name() {
            run($game, $code, [$($e),*]);
        }
    };
}

// ---------------------------------------------------------------- Wa Shogi

const WA_K: &str = "7e 6e 5e 7f 5f 7g 6g 5g";
const WA_K_EDGE: &str = "2i 1i 2j 2k 1k";

#[test]
fn wa_crane_king() {
    check_piece("wa", "K", "6f", &[], WA_K);
    check_piece("wa", "K", "1j", &[], WA_K_EDGE);
    // A friend blocks, a foe is captured, and the square the foe pawn attacks (5f)
    // is refused.
    check_piece(
        "wa",
        "K",
        "6f",
        &[("6e", "P"), ("5e", "p")],
        "7e 5e 7f 7g 6g 5g",
    );
}

piece!(
    wa_cloud_eagle,
    "wa",
    "E",
    [
        "6e 6d 6c 6b 6a 6g 6h 6i 6j 6k 7e 8d 9c 5e 4d 3c 7f 5f 7g 5g",
        "1i 1h 1g 1f 1e 1d 1c 1b 1a 1k 2i 3h 4g 2j 2k",
        "6g 5f 5e 5g",
        "6e 7f 7e 7g",
        "6e 6g 6h 7e 5e 4d 7f 5f 7g 5g",
        "6e 6d 6g 7e 8d 5e 7f 5f 7g 5g",
    ]
);

piece!(
    wa_flying_falcon,
    "wa",
    "F",
    [
        "7e 8d 9c 9c+ 10b 10b+ 11a 11a+ 5e 4d 3c 3c+ 2b 2b+ 1a 1a+ \
     7g 8h 9i 10j 11k 5g 4h 3i 2j 1k 6e",
        "2i 3h 4g 5f 6e 7d 8c 8c+ 9b 9b+ 10a 10a+ 2k 1i",
        "5e 5g",
        "6e 7e 7g",
        "7e 5e 4d 7g 5g 4h 6e",
        "7e 8d 5e 7g 8h 5g 6e",
    ]
);

piece!(
    wa_tenacious_falcon,
    "wa",
    "+F",
    [
        "7e 8d 9c 10b 11a 5e 4d 3c 2b 1a 7g 8h 9i 10j 11k 5g 4h 3i 2j 1k \
     6e 6d 6c 6b 6a 6g 6h 6i 6j 6k 7f 5f",
        "2i 3h 4g 5f 6e 7d 8c 9b 10a 2k 1i 1h 1g 1f 1e 1d 1c 1b 1a 1k 2j",
        "6g 5f 5e 5g",
        "6e 7f 7e 7g",
        "7e 5e 4d 7g 5g 4h 6e 6g 6h 7f 5f",
        "7e 8d 5e 7g 8h 5g 6e 6d 6g 7f 5f",
    ]
);

const WA_S: [&str; 6] = [
    "7f 8f 9f 10f 11f 5f 4f 3f 2f 1f 6e 6g",
    "2j 3j 4j 5j 6j 7j 8j 9j 10j 11j 1i 1k",
    "6g 5f",
    "6e 7f",
    "7f 5f 4f 6e 6g",
    "7f 8f 5f 6e 6g",
];

#[test]
fn wa_swallows_wings() {
    run("wa", "S", WA_S);
}

piece!(
    wa_gliding_swallow,
    "wa",
    "+S",
    [
        "6e 6d 6c 6b 6a 6g 6h 6i 6j 6k 7f 8f 9f 10f 11f 5f 4f 3f 2f 1f",
        "1i 1h 1g 1f 1e 1d 1c 1b 1a 1k 2j 3j 4j 5j 6j 7j 8j 9j 10j 11j",
        "6g 5f",
        "6e 7f",
        "6e 6g 6h 7f 5f 4f",
        "6e 6d 6g 7f 8f 5f",
    ]
);

/// The fox's two-square moves are jumps: `ring1` leaves them open.
const WA_FOX: [&str; 6] = [
    "7e 5e 7g 5g 6e 6g 8d 4d 8h 4h 6d 6h",
    "2i 2k 1i 1k 3h 1h",
    "6g 5e 5g 8d 4d 8h 4h 6d 6h",
    "6e 7e 7g 8d 4d 8h 4h 6d 6h",
    "7e 5e 7g 5g 6e 6g 4d 4h 6h",
    "7e 5e 7g 5g 6e 6g 8d 8h 6d",
];

#[test]
fn wa_treacherous_fox() {
    run("wa", "X", WA_FOX);
}

#[test]
fn wa_promoted_rabbit_moves_as_fox() {
    run("wa", "+R", WA_FOX);
}

piece!(
    wa_running_rabbit,
    "wa",
    "R",
    [
        "6e 6d 6c 6c+ 6b 6b+ 6a 6a+ 7e 5e 7g 5g 6g",
        "1i 1h 1g 1f 1e 1d 1c 1c+ 1b 1b+ 1a 1a+ 2i 2k 1k",
        "5e 5g 6g",
        "6e 7e 7g",
        "6e 7e 5e 7g 5g 6g",
        "6e 6d 7e 5e 7g 5g 6g",
    ]
);

const WA_WOLF: [&str; 6] = [
    "6e 6g 7f 5f 7e 5e",
    "1i 1k 2j 2i",
    "6g 5f 5e",
    "6e 7f 7e",
    "6e 6g 7f 5f 7e 5e",
    "6e 6g 7f 5f 7e 5e",
];

const WA_KING_MOVER: [&str; 6] = [WA_K, WA_K_EDGE, "6g 5f 5e 5g", "6e 7f 7e 7g", WA_K, WA_K];

#[test]
fn wa_violent_wolf_and_its_promotion() {
    run("wa", "W", WA_WOLF);
    run("wa", "+W", WA_KING_MOVER); // Bear's Eyes: K
}

const WA_STAG: [&str; 6] = [
    "7e 5e 7g 5g 6e",
    "2i 2k 1i",
    "5e 5g",
    "6e 7e 7g",
    "7e 5e 7g 5g 6e",
    "7e 5e 7g 5g 6e",
];

#[test]
fn wa_violent_stag_and_its_promotion() {
    run("wa", "V", WA_STAG);
    run(
        "wa",
        "+V",
        [
            "7e 5e 7g 5g 6e 7f 5f",
            "2i 2k 1i 2j",
            "5f 5e 5g",
            "6e 7f 7e 7g",
            "7e 5e 7g 5g 6e 7f 5f",
            "7e 5e 7g 5g 6e 7f 5f",
        ],
    );
}

const WA_GOOSE: [&str; 6] = [
    "7e 5e 6e 6g",
    "2i 1i 1k",
    "5e 6g",
    "7e 6e",
    "7e 5e 6e 6g",
    "7e 5e 6e 6g",
];

#[test]
fn wa_flying_goose_and_its_promotion() {
    run("wa", "G", WA_GOOSE);
    run("wa", "+G", WA_S); // moves as Swallow's Wings
}

#[test]
fn wa_flying_cock_and_raiding_falcon() {
    run(
        "wa",
        "C",
        [
            "7e 5e 7f 5f",
            "2i 2j",
            "5e 5f",
            "7e 7f",
            "7e 5e 7f 5f",
            "7e 5e 7f 5f",
        ],
    );
    run(
        "wa",
        "+C",
        [
            "6e 6d 6c 6b 6a 6g 6h 6i 6j 6k 7f 5f 7e 5e",
            "1i 1h 1g 1f 1e 1d 1c 1b 1a 1k 2j 2i",
            "6g 5f 5e",
            "6e 7f 7e",
            "6e 6g 6h 7f 5f 7e 5e",
            "6e 6d 6g 7f 5f 7e 5e",
        ],
    );
}

const WA_CROW: [&str; 6] = ["6e 7g 5g", "1i 2k", "5g", "6e 7g", "6e 7g 5g", "6e 7g 5g"];

#[test]
fn wa_strutting_crow_and_its_promotion() {
    run("wa", "U", WA_CROW);
    // Promotes to a Flying Falcon, which never promotes again: no `+` moves.
    run(
        "wa",
        "+U",
        [
            "7e 8d 9c 10b 11a 5e 4d 3c 2b 1a 7g 8h 9i 10j 11k 5g 4h 3i 2j 1k 6e",
            "2i 3h 4g 5f 6e 7d 8c 9b 10a 2k 1i",
            "5e 5g",
            "6e 7e 7g",
            "7e 5e 4d 7g 5g 4h 6e",
            "7e 8d 5e 7g 8h 5g 6e",
        ],
    );
}

#[test]
fn wa_swooping_owl_and_its_promotion() {
    run("wa", "L", WA_CROW);
    // Promotes to a Cloud Eagle (non-promoting).
    run(
        "wa",
        "+L",
        [
            "6e 6d 6c 6b 6a 6g 6h 6i 6j 6k 7e 8d 9c 5e 4d 3c 7f 5f 7g 5g",
            "1i 1h 1g 1f 1e 1d 1c 1b 1a 1k 2i 3h 4g 2j 2k",
            "6g 5f 5e 5g",
            "6e 7f 7e 7g",
            "6e 6g 6h 7e 5e 4d 7f 5f 7g 5g",
            "6e 6d 6g 7e 8d 5e 7f 5f 7g 5g",
        ],
    );
}

#[test]
fn wa_blind_dog_and_its_promotion() {
    run(
        "wa",
        "D",
        [
            "7e 5e 7f 5f 6g",
            "2i 2j 1k",
            "5e 5f 6g",
            "7e 7f",
            "7e 5e 7f 5f 6g",
            "7e 5e 7f 5f 6g",
        ],
    );
    run("wa", "+D", WA_WOLF);
}

#[test]
fn wa_climbing_monkey_and_its_promotion() {
    run("wa", "M", WA_GOOSE);
    run("wa", "+M", WA_STAG);
}

// fR bR2: the backward move is a slide of at most two squares, stopped by pieces.
piece!(
    wa_liberated_horse,
    "wa",
    "H",
    [
        "6e 6d 6c 6c+ 6b 6b+ 6a 6a+ 6g 6h",
        "1i 1h 1g 1f 1e 1d 1c 1c+ 1b 1b+ 1a 1a+ 1k",
        "6g",
        "6e",
        "6e 6g 6h",
        "6e 6d 6g",
    ]
);

/// vN: jumps two ranks forward or back and one file aside, over anything.
#[test]
fn wa_heavenly_horse() {
    let all = "7d 5d 7h 5h";
    run("wa", "+H", [all, "2h", all, all, all, all]);
    // The landing square: a friend there is refused, a foe captured.
    check_piece("wa", "+H", "6f", &[("7d", "+P"), ("5d", "+p")], "5d 7h 5h");
}

piece!(
    wa_oxcart,
    "wa",
    "O",
    [
        "6e 6d 6c 6c+ 6b 6b+ 6a+",
        "1i 1h 1g 1f 1e 1d 1c 1c+ 1b 1b+ 1a+",
        "",
        "6e",
        "6e",
        "6e 6d",
    ]
);

#[test]
fn wa_plodding_ox() {
    run("wa", "+O", WA_KING_MOVER);
}

piece!(
    wa_sparrow_pawn,
    "wa",
    "P",
    ["6e", "1i", "", "6e", "6e", "6e"]
);

#[test]
fn wa_golden_bird() {
    run("wa", "+P", WA_WOLF);
}

// ---------------------------------------------------------------- Shogi

const SHOGI_GOLD: [&str; 6] = [
    "5d 5f 6e 4e 6d 4d",
    "1g 1i 2h 2g",
    "5f 4e 4d",
    "5d 6e 6d",
    "5d 5f 6e 4e 6d 4d",
    "5d 5f 6e 4e 6d 4d",
];

#[test]
fn shogi_king() {
    check_piece("shogi", "K", "5e", &[], "6d 5d 4d 6e 4e 6f 5f 4f");
    check_piece("shogi", "K", "1h", &[], "2g 1g 2h 2i 1i");
    // Friend on 5d refused, foe on 4d captured, 4e (attacked by that pawn) refused.
    check_piece(
        "shogi",
        "K",
        "5e",
        &[("5d", "P"), ("4d", "p")],
        "6d 4d 6e 6f 5f 4f",
    );
}

piece!(
    shogi_rook,
    "shogi",
    "R",
    [
        "5d 5c 5c+ 5b 5b+ 5a 5a+ 5f 5g 5h 5i 6e 7e 8e 9e 4e 3e 2e 1e",
        "1g 1f 1e 1d 1c 1c+ 1b 1b+ 1a 1a+ 1i 2h 3h 4h 5h 6h 7h 8h 9h",
        "5f 4e",
        "5d 6e",
        "5d 5f 5g 6e 4e 3e",
        "5d 5c 5c+ 5f 6e 7e 4e",
    ]
);

piece!(
    shogi_dragon_king,
    "shogi",
    "+R",
    [
        "5d 5c 5b 5a 5f 5g 5h 5i 6e 7e 8e 9e 4e 3e 2e 1e 6d 4d 6f 4f",
        "1g 1f 1e 1d 1c 1b 1a 1i 2h 3h 4h 5h 6h 7h 8h 9h 2g 2i",
        "5f 4e 4d 4f",
        "5d 6e 6d 6f",
        "5d 5f 5g 6e 4e 3e 6d 4d 6f 4f",
        "5d 5c 5f 6e 7e 4e 6d 4d 6f 4f",
    ]
);

piece!(
    shogi_bishop,
    "shogi",
    "B",
    [
        "6d 7c 7c+ 8b 8b+ 9a 9a+ 4d 3c 3c+ 2b 2b+ 1a 1a+ 6f 7g 8h 9i 4f 3g 2h 1i",
        "2g 3f 4e 5d 6c 6c+ 7b 7b+ 8a 8a+ 2i",
        "4d 4f",
        "6d 6f",
        "6d 4d 3c 3c+ 6f 4f 3g",
        "6d 7c 7c+ 4d 6f 7g 4f",
    ]
);

piece!(
    shogi_dragon_horse,
    "shogi",
    "+B",
    [
        "6d 7c 8b 9a 4d 3c 2b 1a 6f 7g 8h 9i 4f 3g 2h 1i 5d 5f 6e 4e",
        "2g 3f 4e 5d 6c 7b 8a 2i 1g 1i 2h",
        "4d 4f 5f 4e",
        "6d 6f 5d 6e",
        "6d 4d 3c 6f 4f 3g 5d 5f 6e 4e",
        "6d 7c 4d 6f 7g 4f 5d 5f 6e 4e",
    ]
);

#[test]
fn shogi_gold_and_the_gold_movers() {
    for code in ["G", "+S", "+N", "+L", "+P"] {
        run("shogi", code, SHOGI_GOLD);
    }
}

piece!(
    shogi_silver,
    "shogi",
    "S",
    [
        "6d 4d 6f 4f 5d",
        "2g 2i 1g",
        "4d 4f",
        "5d 6d 6f",
        "6d 4d 6f 4f 5d",
        "6d 4d 6f 4f 5d",
    ]
);

#[test]
fn shogi_knight() {
    let all = "6c 6c+ 4c 4c+";
    run("shogi", "N", [all, "2f", all, all, all, all]);
    check_piece("shogi", "N", "5e", &[("6c", "+P"), ("4c", "+p")], "4c 4c+");
}

piece!(
    shogi_lance,
    "shogi",
    "L",
    [
        "5d 5c 5c+ 5b 5b+ 5a+",
        "1g 1f 1e 1d 1c 1c+ 1b 1b+ 1a+",
        "",
        "5d",
        "5d",
        "5d 5c 5c+",
    ]
);

piece!(shogi_pawn, "shogi", "P", ["5d", "1g", "", "5d", "5d", "5d"]);

// ---------------------------------------------------------------- Start position

/// Legal moves of the side to move, counted by the letter of the moving piece.
fn count_by_piece(p: &Position) -> BTreeMap<String, usize> {
    let v = p.variant();
    let mut out = BTreeMap::new();
    for m in p.legal_moves() {
        let from = m.from().expect("no drops from the start position");
        let kind = p.piece_at(from).unwrap().kind;
        *out.entry(v.kind(kind).code()).or_insert(0) += 1;
    }
    out
}

#[test]
fn wa_start_position_moves_by_piece() {
    // Counted by hand from the start SFEN (see the report for the square-by-square
    // reasoning): 51 in all.
    let expected: BTreeMap<String, usize> = [
        ("P", 11),
        ("X", 8),
        ("R", 5),
        ("S", 6),
        ("E", 2),
        ("O", 1),
        ("D", 2),
        ("U", 1),
        ("G", 3),
        ("W", 2),
        ("K", 2),
        ("V", 2),
        ("C", 2),
        ("L", 1),
        ("M", 2),
        ("H", 1),
        // Flying Falcon: 0 (boxed in), so it does not appear.
    ]
    .into_iter()
    .map(|(k, n)| (k.to_string(), n))
    .collect();
    assert_eq!(expected.values().sum::<usize>(), 51);
    let start =
        "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH";
    for id in ["wa", "wa-drops"] {
        let p = pos(id, &format!("{start} b - 1"));
        assert_eq!(p.legal_moves().len(), 51, "{id}");
        assert_eq!(count_by_piece(&p), expected, "{id}");
        // The setup is symmetric: gote to move has the same moves.
        let g = pos(id, &format!("{start} w - 1"));
        assert_eq!(count_by_piece(&g), expected, "{id}, gote to move");
        // None of them promotes.
        assert!(legal(&p).iter().all(|m| !m.ends_with('+')));
    }
}

#[test]
fn wa_start_position_exact_moves() {
    let p = pos("wa", "startpos");
    let want = set(
        "11i11h 10i10h 9i9h 7i7h 6i6h 5i5h 3i3h 2i2h 1i1h 8h8g 4h4g \
         8i7h 8i9h 8i7j 8i9j 8i8j 8i10g 8i6g 8i8g \
         4i3h 4i5h 4i3j 4i5j 4i4j \
         6j7j 6j8j 6j9j 6j5j 6j4j 6j3j \
         2j3j 2j1j 11k11j 10k11j 10k9j 9k9j 8k9j 8k7j 8k8j \
         7k7j 7k8j 6k7j 6k5j 5k4j 5k5j 4k5j 4k3j 3k3j 2k3j 2k1j 1k1j",
    );
    assert_eq!(want.len(), 51);
    assert_eq!(legal(&p), want);
}
