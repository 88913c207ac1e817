//! King safety (pins, moving into check, answering check) and how games end:
//! checkmate, no legal move, fourfold repetition, perpetual check, impasse claims.

use crate::common::*;
use washogi_rules::{Color, Game, IllegalMove, Position, Status};

fn err(p: &Position, text: &str) -> IllegalMove {
    p.validate(mv(p, text))
        .expect_err(&format!("{text} should be refused in {p:?}"))
}

/// Play a list of USI moves, returning the status after each. After every move, the
/// game taken up from its stored history ([`Game::resume`]) must judge the same.
fn play_all(game: &mut Game, moves: &[&str]) -> Vec<Status> {
    moves
        .iter()
        .map(|m| {
            let mv = mv(game.position(), m);
            let status = game
                .play(mv)
                .unwrap_or_else(|e| panic!("{m} refused in {:?}: {e:?}", game.position()));
            let history: Vec<_> = game.history().collect();
            let resumed =
                Game::resume(game.start().clone(), game.position().clone(), &history).unwrap();
            assert_eq!(resumed.status(), status, "resumed after {m}");
            assert_eq!(resumed.moves(), game.moves());
            status
        })
        .collect()
}

#[test]
fn a_history_that_does_not_fit_is_refused() {
    use washogi_rules::ResumeError;
    let start = pos("shogi", "startpos");
    let mut game = Game::new(start.clone());
    play_all(&mut game, &["7g7f", "3c3d"]);
    let history: Vec<_> = game.history().collect();
    assert_eq!(
        Game::resume(start.clone(), start.clone(), &history).unwrap_err(),
        ResumeError::NotTheLastPosition
    );
    assert_eq!(
        Game::resume(start.clone(), game.position().clone(), &history[..1]).unwrap_err(),
        ResumeError::SideToMove
    );
    let wa = pos("wa", "startpos");
    assert_eq!(
        Game::resume(wa, game.position().clone(), &history).unwrap_err(),
        ResumeError::OtherGame
    );
    // The key ignores the move number: the same position later is the same key.
    let again = pos("shogi", &game.position().to_sfen().replace(" 3", " 41"));
    assert_eq!(again.repetition_key(), game.position().repetition_key());
}

/// Play `cycle` three times over; the start position is then on the board for the
/// fourth time and only then.
fn repeat_three_times(id: &str, sfen: &str, cycle: &[&str]) -> Vec<Status> {
    let mut game = Game::new(pos(id, sfen));
    let moves: Vec<&str> = cycle
        .iter()
        .copied()
        .cycle()
        .take(cycle.len() * 3)
        .collect();
    let statuses = play_all(&mut game, &moves);
    assert_eq!(
        game.position().to_sfen().split(' ').next(),
        sfen.split(' ').next()
    );
    statuses
}

// ---------------------------------------------------------------- king safety

#[test]
fn pinned_pieces_may_only_move_along_the_pin() {
    // Shogi: gold and rook pinned on file 5 by gote's rook on 5a.
    let p = pos("shogi", "4r3k/9/9/9/9/9/9/4G4/4K4 b - 1");
    assert_eq!(moves_from(&p, "5h"), set("5g"));
    assert_eq!(err(&p, "5h4h"), IllegalMove::LeavesKingInCheck);
    let p = pos("shogi", "4r3k/9/9/9/9/9/9/4R4/4K4 b - 1");
    assert_eq!(
        moves_from(&p, "5h"),
        set("5g 5f 5e 5d 5c 5c+ 5b 5b+ 5a 5a+")
    );
    assert_eq!(err(&p, "5h4h"), IllegalMove::LeavesKingInCheck);

    for id in ["wa", "wa-drops"] {
        // A Violent Stag pinned on the diagonal 6k–2g by a gote Flying Falcon.
        let p = pos(id, "k10/11/11/11/11/11/9f1/11/7V3/11/5K5 b - 1");
        assert_eq!(moves_from(&p, "4i"), set("5j 3h"), "{id}");
        assert_eq!(err(&p, "4i4h"), IllegalMove::LeavesKingInCheck);
        // A Treacherous Fox pinned on file 6 by an Oxcart: its steps and jumps along
        // the file still block; nothing else does.
        let p = pos(id, "k10/11/5o5/11/11/11/11/5X5/11/11/5K5 b - 1");
        assert_eq!(moves_from(&p, "6h"), set("6f 6g 6i 6j"), "{id}");
        assert_eq!(err(&p, "6h8f"), IllegalMove::LeavesKingInCheck);
    }
}

#[test]
fn the_king_may_not_move_into_check() {
    let p = pos("shogi", "k4r3/9/9/9/9/9/9/9/4K4 b - 1");
    assert_eq!(moves_from(&p, "5i"), set("6h 5h 6i"));
    assert_eq!(err(&p, "5i4h"), IllegalMove::LeavesKingInCheck);
    assert_eq!(err(&p, "5i4i"), IllegalMove::LeavesKingInCheck);
    for id in ["wa", "wa-drops"] {
        // An Oxcart on 5c sweeps file 5.
        let p = pos(id, "k10/11/6o4/11/11/11/11/11/11/11/5K5 b - 1");
        assert_eq!(moves_from(&p, "6k"), set("7j 6j 7k"), "{id}");
        assert_eq!(err(&p, "6k5j"), IllegalMove::LeavesKingInCheck);
    }
}

#[test]
fn a_check_must_be_answered() {
    // Gote's rook on 5a checks the king on 5i: step off the file, or interpose.
    let p = pos("shogi", "k3r4/9/9/9/3S5/9/9/5G3/4K4 b - 1");
    assert!(p.in_check());
    assert_eq!(legal(&p), set("5i6h 5i4i 5i6i 4h5h 4h5g 6e5d 6e5f"));
    assert_eq!(err(&p, "6e7d"), IllegalMove::StillInCheck);
    assert_eq!(err(&p, "5i5h"), IllegalMove::StillInCheck);
    // With a pawn in hand, drops on the file in between answer it too.
    let p = pos("shogi", "k3r4/9/9/9/3S5/9/9/5G3/4K4 b P 1");
    assert_eq!(drops_of(&p, 'P'), set("5b 5c 5d 5e 5f 5g 5h"));
    assert_eq!(err(&p, "P*4e"), IllegalMove::StillInCheck);

    for id in ["wa", "wa-drops"] {
        // An Oxcart on 6c checks down file 6; Swallow's Wings on 2f can interpose.
        let p = pos(id, "k10/11/5o5/11/11/9S1/11/11/11/11/5K5 b - 1");
        assert_eq!(legal(&p), set("6k7j 6k5j 6k7k 6k5k 2f6f"), "{id}");
        assert_eq!(err(&p, "2f3f"), IllegalMove::StillInCheck);
        // A Flying Goose on 6j checks; it is guarded by the Oxcart, so the king may
        // not take it and must step aside (7k and 5k are the goose's too).
        let p = pos(id, "k10/11/5o5/11/11/11/11/11/11/5g5/5K5 b - 1");
        assert_eq!(legal(&p), set("6k7j 6k5j"), "{id}");
        assert_eq!(err(&p, "6k6j"), IllegalMove::StillInCheck);
    }
}

#[test]
fn double_check_only_the_king_may_move() {
    // Rook on 5a and bishop on 9e both check the king on 5i; the gold on 6i could
    // block the bishop but not both.
    let p = pos("shogi", "k3r4/9/9/9/b8/9/9/9/3GK4 b - 1");
    assert_eq!(legal(&p), set("5i4h 5i4i"));
    assert_eq!(err(&p, "6i6h"), IllegalMove::StillInCheck);
}

/// Limited slides and jumps attack exactly as far as they move: the king may step
/// next to them but not onto a square they reach.
#[test]
fn wa_limited_slides_and_jumps_as_attackers() {
    // Gote Liberated Horse on 6i: its backward (upward) slide reaches 6h and 6g only.
    check_piece("wa", "K", "7g", &[("6i", "h")], "8f 7f 6f 8g 8h 7h");
    // Gote Cloud Eagle on 6c: its forward diagonal reaches 7d 8e 9f, not 10g.
    check_piece(
        "wa",
        "K",
        "10g",
        &[("6c", "e")],
        "11f 10f 11g 9g 11h 10h 9h",
    );
    // …and is stopped by a piece on 8e.
    check_piece(
        "wa",
        "K",
        "10g",
        &[("6c", "e"), ("8e", "+P")],
        "11f 10f 9f 11g 9g 11h 10h 9h",
    );
    // Gote Treacherous Fox on 6d jumps to 8f and 6f over a piece on 7e.
    check_piece(
        "wa",
        "K",
        "7g",
        &[("6d", "x"), ("7e", "+P")],
        "7f 8g 6g 8h 7h 6h",
    );
    // Gote Heavenly Horse on 6d reaches 7f and 5f only.
    check_piece("wa", "K", "7g", &[("6d", "+h")], "8f 6f 8g 6g 8h 7h 6h");
}

#[test]
fn wa_pins_by_limited_slides() {
    // The Cloud Eagle on 6c reaches three squares down its forward diagonal: a Violent
    // Wolf on 8e is pinned to a king on 9f, but free when the king stands on 10g.
    check_piece("wa", "W", "8e", &[("9f", "K"), ("6c", "e")], "7d");
    check_piece(
        "wa",
        "W",
        "8e",
        &[("10g", "K"), ("6c", "e")],
        "8d 8f 9e 7e 9d 7d",
    );
    // The Liberated Horse on 6i reaches two squares up: a Flying Cock on 6h is pinned
    // to a king on 6g; with the king on 6f it is free.
    check_piece("wa", "C", "6h", &[("6g", "K"), ("6i", "h")], "");
    check_piece("wa", "C", "6h", &[("6f", "K"), ("6i", "h")], "7g 5g 7h 5h");
}

// ---------------------------------------------------------------- checkmate

#[test]
fn checkmate_ends_the_game() {
    // Wa: the Violent Stag steps to 6b, guarded by the Violent Wolf; the Oxcarts
    // beside gote's king cannot help.
    for id in ["wa", "wa-drops"] {
        let mut game = Game::new(pos(id, "4oko4/11/4VW5/11/11/11/11/11/11/11/5K5 b - 1"));
        assert_eq!(game.status(), Status::Ongoing);
        let s = play_all(&mut game, &["7c6b"]);
        assert_eq!(
            s,
            [Status::Checkmate {
                winner: Color::Sente
            }],
            "{id}"
        );
        assert!(game.status().is_over());
        assert_eq!(game.status().winner(), Some(Color::Sente));
        let any = mv(game.position(), "6a6b");
        assert_eq!(game.play(any), Err(IllegalMove::GameOver));
    }
    // Shogi, and the same turned around so that gote mates.
    let mut game = Game::new(pos("shogi", "3lkl3/9/3SG4/9/9/9/9/9/4K4 b - 1"));
    let s = play_all(&mut game, &["5c5b"]);
    assert_eq!(
        s,
        [Status::Checkmate {
            winner: Color::Sente
        }]
    );
    let mut game = Game::new(pos("shogi", "4k4/9/9/9/9/9/4gs3/9/3LKL3 w - 1"));
    let s = play_all(&mut game, &["5g5h"]);
    assert_eq!(
        s,
        [Status::Checkmate {
            winner: Color::Gote
        }]
    );
    assert_eq!(game.status().winner(), Some(Color::Gote));
    // A game may also start in a mated position.
    let game = Game::new(pos("shogi", "3lkl3/4G4/4G4/9/9/9/9/9/4K4 w - 2"));
    assert_eq!(
        game.status(),
        Status::Checkmate {
            winner: Color::Sente
        }
    );
}

#[test]
fn no_legal_move_without_check_loses() {
    // Shogi: the knight to 2d takes gote's king's last square; it is not in check.
    let mut game = Game::new(pos("shogi", "8k/6G2/9/9/9/6N2/9/9/4K4 b - 1"));
    let s = play_all(&mut game, &["3f2d"]);
    assert!(!game.position().in_check());
    assert!(game.position().legal_moves().is_empty());
    assert_eq!(
        s,
        [Status::NoLegalMoves {
            winner: Color::Sente
        }]
    );
    assert_eq!(game.status().winner(), Some(Color::Sente));
    // Wa: Bear's Eyes to 2c, with a Flying Goose on 3b guarding 2a.
    for id in ["wa", "wa-drops"] {
        let mut game = Game::new(pos(id, "10k/8G2/11/9+W1/11/11/11/11/11/11/5K5 b - 1"));
        let s = play_all(&mut game, &["2d2c"]);
        assert!(!game.position().in_check(), "{id}");
        assert_eq!(
            s,
            [Status::NoLegalMoves {
                winner: Color::Sente
            }],
            "{id}"
        );
    }
}

// ---------------------------------------------------------------- repetition

#[test]
fn fourfold_repetition_is_a_draw() {
    let shogi_start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    let wa_start =
        "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1";
    for (id, sfen, cycle) in [
        ("shogi", shogi_start, ["2h3h", "8b7b", "3h2h", "7b8b"]),
        ("wa", wa_start, ["6j7j", "6b5b", "7j6j", "5b6b"]),
        ("wa-drops", wa_start, ["6j7j", "6b5b", "7j6j", "5b6b"]),
    ] {
        let s = repeat_three_times(id, sfen, &cycle);
        assert!(s[..11].iter().all(|&s| s == Status::Ongoing), "{id}: {s:?}");
        assert_eq!(s[11], Status::Repetition, "{id}");
        assert_eq!(s[11].winner(), None);
        assert!(s[11].is_over());
    }
}

#[test]
fn a_cycle_with_some_checks_is_still_a_draw() {
    // Sente's rook checks from 1i, then steps back to 3i without check.
    let s = repeat_three_times(
        "shogi",
        "8k/9/9/9/9/9/9/9/4K1R2 b - 1",
        &["3i1i", "1a2a", "1i3i", "2a1a"],
    );
    assert!(s[..11].iter().all(|&s| s == Status::Ongoing), "{s:?}");
    assert_eq!(s[11], Status::Repetition);
}

#[test]
fn perpetual_check_loses_for_the_checking_side() {
    // Sente's rook checks on file 1 and file 2 in turn as gote's king steps between
    // 1a and 2a.
    let s = repeat_three_times(
        "shogi",
        "8k/9/9/9/9/9/9/9/4K2R1 b - 1",
        &["2i1i", "1a2a", "1i2i", "2a1a"],
    );
    assert!(s[..11].iter().all(|&s| s == Status::Ongoing), "{s:?}");
    assert_eq!(
        s[11],
        Status::PerpetualCheck {
            loser: Color::Sente
        }
    );
    assert_eq!(s[11].winner(), Some(Color::Gote));

    // The cycle may start with the checked side to move (gote in check on 2a).
    let s = repeat_three_times(
        "shogi",
        "7k1/9/9/9/9/9/9/9/4K2R1 w - 1",
        &["2a1a", "2i1i", "1a2a", "1i2i"],
    );
    assert!(s[..11].iter().all(|&s| s == Status::Ongoing), "{s:?}");
    assert_eq!(
        s[11],
        Status::PerpetualCheck {
            loser: Color::Sente
        }
    );

    // The same turned around: gote checks and loses.
    let s = repeat_three_times(
        "shogi",
        "1r2k4/9/9/9/9/9/9/9/K8 w - 1",
        &["8a9a", "9i8i", "9a8a", "8i9i"],
    );
    assert_eq!(s[11], Status::PerpetualCheck { loser: Color::Gote });
    assert_eq!(s[11].winner(), Some(Color::Sente));

    // Wa: a Gliding Swallow (moves as a rook) does the same on 11×11.
    for id in ["wa", "wa-drops"] {
        let s = repeat_three_times(
            id,
            "10k/11/11/11/11/11/11/11/11/5K5/9+S1 b - 1",
            &["2k1k", "1a2a", "1k2k", "2a1a"],
        );
        assert!(s[..11].iter().all(|&s| s == Status::Ongoing), "{id}: {s:?}");
        assert_eq!(
            s[11],
            Status::PerpetualCheck {
                loser: Color::Sente
            },
            "{id}"
        );
    }
}

// ---------------------------------------------------------------- impasse

#[test]
fn impasse_can_be_claimed_in_wa_drops_only() {
    // Sente's king in ranks a–c, gote's in ranks i–k.
    let both_in = [
        "11/5K5/11/11/11/11/11/11/11/5k5/11 b - 1",
        "11/11/K10/11/11/11/11/11/10k/11/11 w - 1",
        "5K5/11/11/11/11/11/11/11/11/11/5k5 b - 1",
    ];
    for sfen in both_in {
        let p = pos("wa-drops", sfen);
        assert!(p.impasse_claimable(), "{sfen}");
        assert!(Game::new(p).can_claim_impasse(), "{sfen}");
        let p = pos("wa", sfen);
        assert!(!p.impasse_claimable(), "wa {sfen}");
        assert!(!Game::new(p).can_claim_impasse(), "wa {sfen}");
    }
    let not_both = [
        // Only sente's king has crossed (gote's is at home on 1a).
        "10k/5K5/11/11/11/11/11/11/11/11/11 b - 1",
        // Only gote's (sente's at home on 6k).
        "11/11/11/11/11/11/11/11/5k5/11/5K5 b - 1",
        // Sente's king one rank short (rank d).
        "11/11/11/5K5/11/11/11/11/11/5k5/11 b - 1",
        // Gote's king one rank short (rank h).
        "11/5K5/11/11/11/11/11/5k5/11/11/11 b - 1",
        // Kings at home.
        "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1",
    ];
    for sfen in not_both {
        assert!(!pos("wa-drops", sfen).impasse_claimable(), "{sfen}");
        assert!(!Game::new(pos("wa-drops", sfen)).can_claim_impasse());
    }
    // Shogi: impasse is settled by agreement, not claimed.
    let p = pos("shogi", "9/4K4/9/9/9/9/9/4k4/9 b - 1");
    assert!(!p.impasse_claimable());
    assert!(!Game::new(p).can_claim_impasse());
}
