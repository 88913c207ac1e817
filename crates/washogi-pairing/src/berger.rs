//! Round-robin pairings from FIDE's Berger tables (Handbook C.05, Annex 1).
//!
//! For an even number of players `n`, round `r` of the table has player `n`
//! on the first board, with white in odd rounds against `(r + 1) / 2` and
//! with black in even rounds against `n / 2 + r / 2`; the other boards pair
//! the players whose numbers add up to `r + 1` modulo `n - 1`, the white
//! players of boards 2, 3, … being `(r - 1) n / 2 + 1`, `+ 2`, … (counted
//! modulo `n - 1` from 1). With an odd number of players the table for one
//! more is used and the highest number is the dummy: whoever meets it has
//! the round off (FIDE writes it as a bye).

use crate::tournament::{Pair, PlayerId, RoundPairing};

/// How many times each pair meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cycles {
    Single,
    /// The table twice, colours reversed in the second cycle.
    Double,
    /// As `Double`, with the last two rounds of the first cycle exchanged,
    /// as C.05 Annex 1 recommends so that nobody gets the same colour three
    /// times running across the cycles.
    DoubleSwapped,
}

/// The Berger table for `players` as FIDE prints it: round by round, boards
/// as (white, black); with an odd number of players the dummy is written 0.
pub fn berger_table(players: u32) -> Vec<Vec<(u32, u32)>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let dummy = if players % 2 == 1 { Some(n) } else { None };
    let name = |player: u32| if Some(player) == dummy { 0 } else { player };
    let others = n - 1;
    // Numbers 1..=n-1 counted modulo n - 1.
    let wrap = |value: u32| (value + others - 1) % others + 1;
    (1..n)
        .map(|round| {
            let mut boards = Vec::with_capacity(n as usize / 2);
            if round % 2 == 1 {
                boards.push((name(round.div_ceil(2)), name(n)));
            } else {
                boards.push((name(n), name(n / 2 + round / 2)));
            }
            for board in 1..n / 2 {
                let white = wrap((round - 1) * (n / 2) + board + 1);
                let black = wrap(round + 1 + others * n - white);
                boards.push((name(white), name(black)));
            }
            boards
        })
        .collect()
}

/// Every round of a round-robin of `players` players (starting ranks 1..),
/// as pairings with the bye for an odd number.
pub fn round_robin(players: u32, cycles: Cycles) -> Vec<RoundPairing> {
    let table: Vec<RoundPairing> = berger_table(players)
        .into_iter()
        .map(|boards| {
            let mut pairing = RoundPairing::default();
            for (white, black) in boards {
                match (white, black) {
                    (0, player) | (player, 0) => pairing.bye = Some(player as PlayerId),
                    _ => pairing.pairs.push(Pair { white, black }),
                }
            }
            pairing
        })
        .collect();
    let mut first = table.clone();
    if cycles == Cycles::Single {
        return first;
    }
    if cycles == Cycles::DoubleSwapped && first.len() >= 2 {
        let last = first.len() - 1;
        first.swap(last - 1, last);
    }
    let second = table.into_iter().map(|mut round| {
        for pair in &mut round.pairs {
            std::mem::swap(&mut pair.white, &mut pair.black);
        }
        round
    });
    first.extend(second);
    first
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_table(text: &str) -> Vec<Vec<(u32, u32)>> {
        text.lines()
            .map(|line| {
                line.split(',')
                    .map(|board| {
                        let (white, black) = board.trim().split_once('-').unwrap();
                        (white.parse().unwrap(), black.parse().unwrap())
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn matches_the_published_tables() {
        // C.05 Annex 1, the tables for 3–4, 5–6 and 7–8 players.
        assert_eq!(berger_table(4), parse_table("1-4, 2-3\n4-3, 1-2\n2-4, 3-1"));
        assert_eq!(
            berger_table(6),
            parse_table(
                "1-6, 2-5, 3-4\n6-4, 5-3, 1-2\n2-6, 3-1, 4-5\n6-5, 1-4, 2-3\n3-6, 4-2, 5-1"
            )
        );
        assert_eq!(
            berger_table(8),
            parse_table(
                "1-8, 2-7, 3-6, 4-5\n8-5, 6-4, 7-3, 1-2\n2-8, 3-1, 4-7, 5-6\n8-6, 7-5, 1-4, 2-3\n\
                 3-8, 4-2, 5-1, 6-7\n8-7, 1-6, 2-5, 3-4\n4-8, 5-3, 6-2, 7-1"
            )
        );
        // Seven players: the eight-player table with 8 as the dummy.
        assert_eq!(
            berger_table(7),
            parse_table(
                "1-0, 2-7, 3-6, 4-5\n0-5, 6-4, 7-3, 1-2\n2-0, 3-1, 4-7, 5-6\n0-6, 7-5, 1-4, 2-3\n\
                 3-0, 4-2, 5-1, 6-7\n0-7, 1-6, 2-5, 3-4\n4-0, 5-3, 6-2, 7-1"
            )
        );
        assert_eq!(
            berger_table(10)[1],
            parse_table("10-6, 7-5, 8-4, 9-3, 1-2")[0],
        );
    }

    #[test]
    fn everyone_meets_everyone_once_per_cycle() {
        for players in 2..=17u32 {
            let rounds = round_robin(players, Cycles::Double);
            let per_cycle = rounds.len() / 2;
            assert_eq!(per_cycle as u32, players + players % 2 - 1);
            let mut met = std::collections::HashMap::new();
            for (index, round) in rounds.iter().enumerate() {
                let mut seen = std::collections::HashSet::new();
                for pair in &round.pairs {
                    assert!(seen.insert(pair.white) && seen.insert(pair.black));
                    *met.entry((pair.white, pair.black, index < per_cycle))
                        .or_insert(0) += 1;
                }
                assert_eq!(round.bye.is_some(), players % 2 == 1);
                seen.extend(round.bye);
                assert_eq!(seen.len() as u32, players);
            }
            for white in 1..=players {
                for black in 1..=players {
                    if white != black {
                        // Once with each colour over the two cycles.
                        let games = met.get(&(white, black, true)).unwrap_or(&0)
                            + met.get(&(white, black, false)).unwrap_or(&0);
                        assert_eq!(games, 1, "{players} players: {white}-{black}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_swapped_double_cycle_avoids_three_same_colours_running() {
        for players in [4u32, 6, 8, 10] {
            let rounds = round_robin(players, Cycles::DoubleSwapped);
            let last_first = rounds.len() / 2 - 1;
            assert_eq!(
                rounds[last_first],
                round_robin(players, Cycles::Single)[last_first - 1]
            );
            for player in 1..=players {
                let colours: Vec<bool> = rounds
                    .iter()
                    .map(|round| round.pairs.iter().any(|pair| pair.white == player))
                    .collect();
                assert!(
                    !colours.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                    "{players} players: player {player} {colours:?}"
                );
            }
        }
    }
}
