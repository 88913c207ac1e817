//! Perft: counts of legal move sequences from known positions (tests/rules/data/perft.txt).

use washogi_rules::{Position, Variant};

struct Case {
    variant: &'static Variant,
    sfen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            let counts = parts[2]
                .split_whitespace()
                .map(|dc| {
                    let (d, c) = dc.split_once('=').unwrap();
                    (d.parse().unwrap(), c.parse().unwrap())
                })
                .collect();
            Case {
                variant: Variant::by_id(parts[0]).unwrap(),
                sfen: parts[1].to_string(),
                counts,
            }
        })
        .collect()
}

#[test]
fn perft_matches_known_counts() {
    for case in cases() {
        let pos = Position::from_sfen(case.variant, &case.sfen).unwrap();
        for &(depth, expected) in &case.counts {
            assert_eq!(
                pos.perft(depth),
                expected,
                "{} {} depth {depth}",
                case.variant.id(),
                case.sfen
            );
        }
    }
}

/// The deeper published counts: a few seconds with the test profile's optimisation.
#[test]
fn perft_deep() {
    let shogi = Variant::by_id("shogi").unwrap();
    assert_eq!(Position::start(shogi).perft(5), 19_861_490);
    let pos = Position::from_sfen(
        shogi,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
    )
    .unwrap();
    assert_eq!(pos.perft(3), 4_809_015);
    let pos = Position::from_sfen(
        shogi,
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
    )
    .unwrap();
    assert_eq!(pos.perft(3), 53_393_368);
}

#[test]
fn perft_positions_round_trip_through_sfen() {
    for case in cases() {
        let pos = Position::from_sfen(case.variant, &case.sfen).unwrap();
        let again = Position::from_sfen(case.variant, &pos.to_sfen()).unwrap();
        assert_eq!(pos, again);
        assert_eq!(pos.hash(), again.hash());
    }
}

/// A capped perft counts the same as perft within its budget, and gives up past it:
/// the positions whose moves are generated are what it counts (1 + 30 at depth 2
/// of shogi's start, where 30 moves lead on).
#[test]
fn perft_limited_gives_up_past_its_budget() {
    let shogi = Variant::by_id("shogi").unwrap();
    let start = Position::start(shogi);
    assert_eq!(start.perft_limited(2, 31), Some(start.perft(2)));
    assert_eq!(start.perft_limited(2, 30), None);
    assert_eq!(start.perft_limited(0, 0), Some(1));
    assert_eq!(start.perft_limited(1, 0), None);
    // Full hands: six plies would take minutes; a small budget stops it at once.
    let hands = Position::from_sfen(shogi, "4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1").unwrap();
    assert_eq!(hands.perft_limited(6, 100_000), None);
    for case in cases() {
        let pos = Position::from_sfen(case.variant, &case.sfen).unwrap();
        let &(depth, expected) = case.counts.first().unwrap();
        assert_eq!(pos.perft_limited(depth, u64::MAX), Some(expected));
    }
}
