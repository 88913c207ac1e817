use super::*;
use crate::tournament::{Colour, PointSystem, ResultCode};

/// Three players after two rounds, with a forfeit and the pairing-allocated
/// bye, one player absent (zero-point bye) in round 3, written as
/// bbpPairings writes TRF.
const SMALL: &str = "\
012 Test Open
XXR 5
XXC white1
001    1 m GM Alpha, Ann                        2400 JPN    12345678 1990/01/01  2.0    1     2 w 1     3 b +
001    2 w    Beta, Bob                         2300                             0.0    3     1 b 0  0000 - -
001    3      Gamma                             2200                             1.0    2  0000 - U     1 w -  0000 - Z
";

#[test]
fn reads_players_and_rounds() {
    let tournament = parse(SMALL).unwrap();
    assert_eq!(tournament.total_rounds, Some(5));
    assert_eq!(tournament.initial_colour, Some(Colour::White));
    assert_eq!(tournament.other_lines, vec!["012 Test Open".to_string()]);
    let ann = tournament.player(1).unwrap();
    assert_eq!(ann.name, "Alpha, Ann");
    assert_eq!(ann.title, "GM");
    assert_eq!(ann.sex, "m");
    assert_eq!(ann.rating, 2400);
    assert_eq!(ann.federation, "JPN");
    assert_eq!(ann.fide_id, "12345678");
    assert_eq!(ann.points, 20);
    assert_eq!(
        ann.rounds[0],
        RoundEntry {
            opponent: Some(2),
            colour: Some(Colour::White),
            result: ResultCode::Win
        }
    );
    assert_eq!(ann.rounds[1].result, ResultCode::ForfeitWin);
    assert!(!ann.rounds[1].game_was_played());
    let gamma = tournament.player(3).unwrap();
    assert!(gamma.rounds[0].is_pairing_allocated_bye());
    assert_eq!(gamma.rounds[2].result, ResultCode::ZeroPointBye);
    assert!(!gamma.rounds[2].participated_in_pairing());
    assert_eq!(tournament.points_after(gamma, 2), 10);
    assert_eq!(tournament.points_after(ann, 2), 20);
}

#[test]
fn writes_what_it_reads() {
    let tournament = parse(SMALL).unwrap();
    let written = write(&tournament);
    assert_eq!(written, SMALL);
    assert_eq!(parse(&written).unwrap(), tournament);
}

#[test]
fn round_trips_a_built_tournament() {
    let mut tournament = Tournament {
        total_rounds: Some(3),
        initial_colour: Some(Colour::Black),
        points: PointSystem {
            win: 30,
            draw: 10,
            pairing_allocated_bye: 30,
            ..PointSystem::default()
        },
        ..Tournament::default()
    };
    let mut sakura = Player::new(1, "Sakura", 1800);
    let mut kenji = Player::new(2, "Kenji — 健二", 0);
    sakura.rounds.push(RoundEntry {
        opponent: Some(2),
        colour: Some(Colour::Black),
        result: ResultCode::Draw,
    });
    kenji.rounds.push(RoundEntry {
        opponent: Some(1),
        colour: Some(Colour::White),
        result: ResultCode::Draw,
    });
    kenji.rounds.push(RoundEntry::BLANK);
    kenji.rounds.push(RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::HalfPointBye,
    });
    sakura.points = 10;
    kenji.points = 20;
    tournament.players = vec![sakura, kenji];
    let text = write(&tournament);
    assert!(text.contains("BBW  3.0\nBBD  1.0\n"), "{text}");
    assert_eq!(parse(&text).unwrap(), tournament);
    // Carriage returns (as bbpPairings writes) read the same.
    assert_eq!(parse(&text.replace('\n', "\r")).unwrap(), tournament);
}

#[test]
fn errors_name_the_line() {
    let bad_result = SMALL.replace("   2 w 1", "   2 w 7");
    let error = parse(&bad_result).unwrap_err();
    assert_eq!(error.line, 4);
    assert!(error.reason.contains("result code"), "{error}");

    let bad_rounds = SMALL.replace("XXR 5", "XXR five");
    assert_eq!(parse(&bad_rounds).unwrap_err().line, 2);

    let repeated = format!("{SMALL}{}\n", SMALL.lines().nth(4).unwrap());
    assert!(parse(&repeated).unwrap_err().reason.contains("repeated"));

    let unmatched = SMALL.replace("     1 b 0", "     3 b 0");
    assert!(parse(&unmatched)
        .unwrap_err()
        .reason
        .contains("does not match"));
}
