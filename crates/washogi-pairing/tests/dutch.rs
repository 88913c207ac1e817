//! The Dutch pairing on whole tournaments.
//!
//! The files under tests/data are tournaments simulated by
//! scripts/check_pairings.py (forfeits, half-point and zero-point byes,
//! withdrawals, last rounds), and the `swiss_6p_*` pair the Swiss of six that
//! tests/discord_round_robin.rs plays through the fake Discord (a time forfeit,
//! then a withdrawal that leaves a bye); each `.pairing` is the next round as
//! bbpPairings 6 prints it, which this crate must reproduce exactly.

use std::fs;
use std::path::Path;

use washogi_pairing::tournament::{Colour, Player, ResultCode, RoundEntry, Tournament};
use washogi_pairing::{pair_next_round, pair_trf, trf, Pair, PairingError};

#[test]
fn reproduces_the_reference_pairings() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut checked = 0;
    for entry in fs::read_dir(&folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|extension| extension == "trf") {
            let expected = fs::read_to_string(path.with_extension("pairing")).unwrap();
            let pairing = pair_trf(&fs::read_to_string(&path).unwrap()).unwrap();
            assert_eq!(pairing, expected, "{}", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 8);
}

fn field(players: u32, rounds: u32) -> Tournament {
    Tournament {
        total_rounds: Some(rounds),
        initial_colour: Some(Colour::White),
        players: (1..=players)
            .map(|id| Player::new(id, &format!("Player {id}"), 2500 - 10 * id))
            .collect(),
        ..Tournament::default()
    }
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half() {
    // C.04.3: S1 = 1 2 3 against S2 = 4 5 6; colours alternate down the
    // boards from the initial colour (E.6).
    let pairing = pair_next_round(&field(6, 5)).unwrap();
    assert_eq!(
        pairing.pairs,
        vec![
            Pair { white: 1, black: 4 },
            Pair { white: 5, black: 2 },
            Pair { white: 3, black: 6 },
        ]
    );
    assert_eq!(pairing.bye, None);
    // Odd: the lowest-ranked player gets the bye (C.04.1 c, C.5).
    let pairing = pair_next_round(&field(7, 5)).unwrap();
    assert_eq!(pairing.bye, Some(7));
    assert_eq!(pairing.pairs[0], Pair { white: 1, black: 4 });
    assert_eq!(
        pair_trf(&trf::write(&field(7, 5))).unwrap(),
        "4\n1 4\n5 2\n3 6\n7 0\n"
    );
}

fn game(opponent: u32, colour: Colour, result: ResultCode) -> RoundEntry {
    RoundEntry {
        opponent: Some(opponent),
        colour: Some(colour),
        result,
    }
}

#[test]
fn no_rematch_and_no_second_bye() {
    // Round 1 of three players: 1–2 won by 1, 3 had the bye. Round 2 cannot
    // repeat 1–2 nor give 3 the bye again: 2 gets it, 3 meets 1.
    let mut tournament = field(3, 3);
    tournament.players[0]
        .rounds
        .push(game(2, Colour::White, ResultCode::Win));
    tournament.players[1]
        .rounds
        .push(game(1, Colour::Black, ResultCode::Loss));
    tournament.players[2].rounds.push(RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::PairingAllocatedBye,
    });
    tournament.players[0].points = 10;
    tournament.players[2].points = 10;
    let pairing = pair_next_round(&tournament).unwrap();
    assert_eq!(pairing.bye, Some(2));
    // 1 had white: black now (E.3), 3 has no colour yet.
    assert_eq!(pairing.pairs, vec![Pair { white: 3, black: 1 }]);
}

#[test]
fn players_with_a_requested_bye_are_left_out() {
    let mut tournament = field(5, 3);
    tournament.players[4].rounds.push(RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::HalfPointBye,
    });
    tournament.update_points();
    assert_eq!(tournament.players[4].points, 5);
    let pairing = pair_next_round(&tournament).unwrap();
    assert_eq!(pairing.bye, None);
    assert_eq!(pairing.pairs.len(), 2);
    assert!(pairing
        .pairs
        .iter()
        .all(|pair| pair.white != 5 && pair.black != 5));
}

#[test]
fn reports_what_stops_a_pairing() {
    let mut no_rounds = field(4, 3);
    no_rounds.total_rounds = None;
    assert_eq!(pair_next_round(&no_rounds), Err(PairingError::NoRoundCount));
    assert!(matches!(pair_trf("001 x"), Err(PairingError::Trf(_))));

    // Two players who have met can never be paired again.
    let mut met = field(2, 3);
    met.players[0]
        .rounds
        .push(game(2, Colour::White, ResultCode::Draw));
    met.players[1]
        .rounds
        .push(game(1, Colour::Black, ResultCode::Draw));
    met.players[0].points = 5;
    met.players[1].points = 5;
    assert_eq!(pair_next_round(&met), Err(PairingError::NoValidPairing));

    met.total_rounds = Some(1);
    assert!(matches!(
        pair_next_round(&met),
        Err(PairingError::TournamentOver { .. })
    ));

    met.total_rounds = Some(3);
    met.players[1].points = 10;
    assert!(matches!(
        pair_next_round(&met),
        Err(PairingError::PointsMismatch { player: 2, .. })
    ));
}
