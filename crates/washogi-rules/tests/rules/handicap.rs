//! Shogi handicaps: the start positions against the standard SFENs (written here by
//! hand from the standard start, taking the giver's pieces off the top camp), gote
//! to move, legal move counts counted by hand, and games played to their end.

use crate::common::*;
use washogi_rules::handicap::{kif_player_labels, kif_teai, Handicap};
use washogi_rules::japanese::to_japanese;
use washogi_rules::{usi, Color, Game, Move, Position, Status};

/// The standard start with gote's two back ranks replaced.
fn start_with(rank_a: &str, rank_b: &str) -> String {
    format!("{rank_a}/{rank_b}/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
}

#[test]
fn start_positions_are_the_standard_ones() {
    let cases = [
        // The giver's left lance, on 1一 (the right end of rank a in SFEN).
        (Handicap::Lance, start_with("lnsgkgsn1", "1r5b1"), 19),
        (Handicap::Bishop, start_with("lnsgkgsnl", "1r7"), 19),
        (Handicap::Rook, start_with("lnsgkgsnl", "7b1"), 19),
        (Handicap::RookLance, start_with("lnsgkgsn1", "7b1"), 18),
        (Handicap::TwoPiece, start_with("lnsgkgsnl", "9"), 18),
        (Handicap::FourPiece, start_with("1nsgkgsn1", "9"), 16),
        (Handicap::SixPiece, start_with("2sgkgs2", "9"), 14),
        (Handicap::EightPiece, start_with("3gkg3", "9"), 12),
        (Handicap::TenPiece, start_with("4k4", "9"), 10),
    ];
    let even = Position::start(variant("shogi"));
    for (h, sfen, gote_pieces) in cases {
        assert_eq!(h.start_sfen(), sfen, "{h:?}");
        let start = pos("shogi", &sfen);
        assert_eq!(h.start_position(), start);
        assert_eq!(start.to_sfen(), sfen);
        // The giver is gote and moves first; the receiver keeps every piece.
        assert_eq!(start.side_to_move(), Color::Gote, "{h:?}");
        let count = |p: &Position, c: Color| {
            p.squares()
                .filter(|&s| p.piece_at(s).is_some_and(|pc| pc.color == c))
                .count()
        };
        assert_eq!(count(&start, Color::Gote), gote_pieces, "{h:?}");
        for sq in start.squares().filter(|s| s.rank() >= 6) {
            assert_eq!(start.piece_at(sq), even.piece_at(sq), "{h:?} {sq}");
        }
        assert!(start.hand(Color::Sente).is_empty() && start.hand(Color::Gote).is_empty());
        assert_eq!(Handicap::of_start(&start), Some(h));
        assert_eq!(Handicap::parse(h.id()), Some(h));
        assert_eq!(kif_teai(&start), Some(h.name_ja()));
        assert_eq!(kif_player_labels(&start), ("下手", "上手"));
    }
    assert_eq!(Handicap::of_start(&even), None);
    assert_eq!(kif_teai(&even), Some("平手"));
    assert_eq!(kif_player_labels(&even), ("先手", "後手"));
    assert_eq!(kif_teai(&Position::start(variant("wa"))), None);
}

#[test]
fn names_for_menus_and_records() {
    let ids: Vec<&str> = Handicap::ALL.iter().map(|h| h.id()).collect();
    assert_eq!(
        ids,
        [
            "lance",
            "bishop",
            "rook",
            "rook-lance",
            "2-piece",
            "4-piece",
            "6-piece",
            "8-piece",
            "10-piece"
        ]
    );
    let kif: Vec<&str> = Handicap::ALL.iter().map(|h| h.kif_name()).collect();
    assert_eq!(
        kif,
        [
            "香落ち",
            "角落ち",
            "飛車落ち",
            "飛香落ち",
            "二枚落ち",
            "四枚落ち",
            "六枚落ち",
            "八枚落ち",
            "十枚落ち"
        ]
    );
    assert_eq!(Handicap::RookLance.name(), "Rook and lance handicap");
}

#[test]
fn gote_moves_counted_by_hand() {
    // Ten pieces: nine pawns one step each, the king to 4二 5二 6二.
    assert_eq!(Handicap::TenPiece.start_position().legal_moves().len(), 14);
    // Eight: the king only to 4二 5二 6二 now; each gold down, down-diagonally
    // and aside to the empty 7一 or 3一 (4 each).
    assert_eq!(
        Handicap::EightPiece.start_position().legal_moves().len(),
        20
    );
    // Two: pawns 9, lances one step each (2), silvers 3 each, golds 3 each, king 3.
    assert_eq!(Handicap::TwoPiece.start_position().legal_moves().len(), 26);
}

/// A deterministic playout that prefers checks and captures, so that it ends in
/// mate long before a random walk would.
fn play_to_the_end(start: Position, mut seed: u64) -> Game {
    let mut game = Game::new(start);
    for _ in 0..4000 {
        if game.status().is_over() {
            break;
        }
        let pos = game.position().clone();
        let moves = pos.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = (seed >> 33) as usize;
        let checks: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.play(m).is_ok_and(|p| p.in_check()))
            .collect();
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|&m| pos.is_capture(m))
            .collect();
        let mv = match pick % 4 {
            0 | 1 if !checks.is_empty() => checks[pick / 4 % checks.len()],
            2 if !captures.is_empty() => captures[pick / 4 % captures.len()],
            _ => moves[pick / 4 % moves.len()],
        };
        game.play(mv).expect("a generated move is legal");
    }
    game
}

#[test]
fn every_handicap_plays_to_the_end() {
    for (i, h) in Handicap::ALL.into_iter().enumerate() {
        let game = play_to_the_end(h.start_position(), 7 + i as u64);
        assert!(
            game.status().is_over(),
            "{h:?} still going after {} moves",
            game.moves().len()
        );
        // The record replays from the handicap start.
        let again = Game::replay(h.start_position(), game.moves()).unwrap();
        assert_eq!(again.status(), game.status());
    }
}

#[test]
fn a_short_mate_in_the_ten_piece_handicap() {
    // The giver, with king and pawns only, pushes edge pawns while the receiver walks
    // a pawn up the fifth file to take 5三 and a gold behind it: 頭金, the gold on
    // 5二 guarded by the pawn, every square round the king on 5一 covered.
    let moves = "1c1d 5g5f 1d1e 5f5e 1e1f 5e5d 2c2d 5d5c 2d2e 4i5h 2e2f 5h5g \
                 8c8d 5g5f 8d8e 5f5e 8e8f 5e5d 9c9d 5d4c 9d9e 4c5b";
    let start = Handicap::TenPiece.start_position();
    let mut game = Game::new(start.clone());
    let mut pos = start;
    let mut record = Vec::new();
    let mut previous_to = None;
    for text in moves.split_whitespace() {
        let mv = mv(&pos, text);
        record.push(to_japanese(&pos, mv, previous_to));
        previous_to = Some(mv.to());
        pos = pos.play(mv).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(
        game.status(),
        Status::Checkmate {
            winner: Color::Sente
        }
    );
    assert_eq!(record[0], "△１四歩(13)");
    assert_eq!(record[7], "▲５三歩不成(54)");
    assert_eq!(record[21], "▲５二金(43)");
    assert_eq!(usi::to_usi(pos.variant(), game.moves()[21]), "4c5b");
}
