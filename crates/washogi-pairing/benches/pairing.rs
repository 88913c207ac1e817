//! Pairing one round of a large Swiss: 1,000 players before round 5 of 9.
//!
//! The four rounds before are made up here, not paired by the Dutch rules
//! (that would make the setup slower than the measurement): each round folds
//! every score group (top half against bottom half, avoiding rematches, odd
//! players dropping to the next group), gives colours by preference, and
//! plays the games by rating with draws, a few forfeits and a few absences.
//! That leaves a realistic state for round 5: nine score groups, colour
//! histories with absolute preferences, floaters, byes and forfeits.

use criterion::{criterion_group, criterion_main, Criterion};
use washogi_pairing::tournament::{Colour, Player, ResultCode, RoundEntry, Tournament};
use washogi_pairing::{pair_next_round, trf};

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

fn whites_minus_blacks(player: &Player) -> i32 {
    player
        .rounds
        .iter()
        .filter(|entry| entry.game_was_played())
        .map(|entry| {
            if entry.colour == Some(Colour::White) {
                1
            } else {
                -1
            }
        })
        .sum()
}

fn entry(opponent: Option<u32>, colour: Option<Colour>, result: ResultCode) -> RoundEntry {
    RoundEntry {
        opponent,
        colour,
        result,
    }
}

/// `players` players after `rounds` made-up Swiss rounds, `total` planned.
pub fn mid_tournament(players: u32, rounds: usize, total: u32) -> Tournament {
    let mut random = Lcg(2026);
    let mut tournament = Tournament {
        total_rounds: Some(total),
        initial_colour: Some(Colour::White),
        players: (1..=players)
            .map(|id| Player::new(id, &format!("Player {id}"), 2800 - id * 1500 / players))
            .collect(),
        ..Tournament::default()
    };
    for round in 0..rounds {
        let score = |t: &Tournament, id: u32| t.points_after(&t.players[id as usize - 1], round);
        let mut order: Vec<u32> = (1..=players).collect();
        order.sort_by_key(|&id| (std::cmp::Reverse(score(&tournament, id)), id));
        let mut unpaired: Vec<u32> = Vec::new();
        let mut boards: Vec<(u32, u32)> = Vec::new();
        for (index, &id) in order.iter().enumerate() {
            if round > 0 && random.chance(2) {
                // Absent this round: a zero-point or half-point bye.
                let code = if random.chance(50) {
                    ResultCode::ZeroPointBye
                } else {
                    ResultCode::HalfPointBye
                };
                tournament.players[id as usize - 1]
                    .rounds
                    .push(entry(None, None, code));
                continue;
            }
            unpaired.push(id);
            let group_ends = index + 1 == order.len()
                || score(&tournament, order[index + 1]) != score(&tournament, id);
            if !group_ends {
                continue;
            }
            // Fold the group: the first half against the second, skipping rematches.
            let half = unpaired.len() / 2;
            let (top, bottom) = unpaired.split_at(half);
            let mut bottom: Vec<u32> = bottom.to_vec();
            let mut left = Vec::new();
            for &high in top {
                let met = |low: u32| {
                    tournament.players[high as usize - 1]
                        .rounds
                        .iter()
                        .any(|entry| entry.opponent == Some(low))
                };
                match bottom.iter().position(|&low| !met(low)) {
                    Some(at) => boards.push((high, bottom.remove(at))),
                    None => left.push(high),
                }
            }
            left.extend(bottom);
            unpaired = left;
        }
        if let Some(&last) = unpaired.last() {
            if unpaired.len() % 2 == 1 {
                tournament.players[last as usize - 1].rounds.push(entry(
                    None,
                    None,
                    ResultCode::PairingAllocatedBye,
                ));
                unpaired.pop();
            }
        }
        for pair in unpaired.chunks(2) {
            boards.push((pair[0], pair[1]));
        }
        for (a, b) in boards {
            let (white, black) = if whites_minus_blacks(&tournament.players[a as usize - 1])
                <= whites_minus_blacks(&tournament.players[b as usize - 1])
            {
                (a, b)
            } else {
                (b, a)
            };
            let (white_code, black_code) = if random.chance(3) {
                (ResultCode::ForfeitWin, ResultCode::ForfeitLoss)
            } else if random.chance(30) {
                (ResultCode::Draw, ResultCode::Draw)
            } else if random.next() % 1000 < 500 + (black - white) as u64 / 3 {
                (ResultCode::Win, ResultCode::Loss)
            } else {
                (ResultCode::Loss, ResultCode::Win)
            };
            tournament.players[white as usize - 1].rounds.push(entry(
                Some(black),
                Some(Colour::White),
                white_code,
            ));
            tournament.players[black as usize - 1].rounds.push(entry(
                Some(white),
                Some(Colour::Black),
                black_code,
            ));
        }
    }
    for index in 0..tournament.players.len() {
        let points = tournament.points_after(&tournament.players[index], rounds);
        tournament.players[index].points = points;
    }
    tournament
}

fn pairing(c: &mut Criterion) {
    let tournament = mid_tournament(1000, 4, 9);
    // The same state as a file, for other pairers (bbpPairings) to compare.
    if let Ok(path) = std::env::var("WASHOGI_PAIRING_BENCH_TRF") {
        std::fs::write(path, trf::write(&tournament)).unwrap();
    }
    let mut group = c.benchmark_group("dutch");
    group.sample_size(10);
    group.bench_function("1000 players, round 5 of 9", |b| {
        b.iter(|| pair_next_round(&tournament).unwrap())
    });
    group.finish();
}

criterion_group!(benches, pairing);
criterion_main!(benches);
