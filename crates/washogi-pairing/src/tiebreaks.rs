//! Scores, tie-breaks and standings.
//!
//! Points follow the tournament's point system (FIDE's by default: win 1,
//! draw ½, forfeit win 1, the pairing-allocated bye as a win, half-point bye
//! ½, zero-point bye and absence 0).
//!
//! Unplayed games in Swiss tie-breaks follow FIDE's *virtual opponent* rule
//! (the 2009 Congress decision, C.07 until the 2023 Tie-Break Regulations
//! replaced it with the "dummy opponent" of their article 16, which this
//! module does not implement):
//!
//! - a player's own unplayed round `R` (bye, forfeit, absence) counts as a
//!   game against a virtual opponent who starts the round with the player's
//!   score, gets the opposite result, and draws every later round:
//!   `S_vo = S_before_R + (1 − S_R) + ½ (n − R)` after `n` rounds;
//! - for the tie-breaks of the others, each unplayed round of an opponent
//!   counts as a draw, whatever was recorded.
//!
//! In a round-robin every game counts as recorded (forfeits included) and a
//! round off (odd number of players) counts for nothing.

use crate::tournament::{Outcome, Player, PlayerId, RoundEntry, Tenths, Tournament};

/// Products of a result and a score (Sonneborn–Berger), in hundredths.
pub type Hundredths = u64;

/// A player's points after the first `rounds` rounds.
pub fn points(tournament: &Tournament, player: &Player, rounds: usize) -> Tenths {
    tournament.points_after(player, rounds)
}

/// The score others see for this player in their tie-breaks: unplayed
/// rounds count as draws.
fn adjusted_score(tournament: &Tournament, player: &Player, rounds: usize) -> Tenths {
    (0..rounds)
        .map(|round| {
            let entry = player.round(round);
            if entry.game_was_played() {
                tournament.points.points(&entry)
            } else {
                tournament.points.draw
            }
        })
        .sum()
}

/// The virtual opponent's score after `rounds` rounds for the player's
/// unplayed round `round` (0-based).
fn virtual_opponent_score(
    tournament: &Tournament,
    player: &Player,
    round: usize,
    rounds: usize,
) -> Tenths {
    let system = &tournament.points;
    let before = tournament.points_after(player, round);
    let scored = system.points(&player.round(round)).min(system.win);
    before + (system.win - scored) + system.draw * (rounds - round - 1) as Tenths
}

/// What each round gives the player's Buchholz: the opponent's adjusted
/// score, or the virtual opponent's.
fn buchholz_values(tournament: &Tournament, player: &Player, rounds: usize) -> Vec<Tenths> {
    (0..rounds)
        .map(|round| {
            let entry = player.round(round);
            match opponent(tournament, &entry) {
                Some(opponent) if entry.game_was_played() => {
                    adjusted_score(tournament, opponent, rounds)
                }
                _ => virtual_opponent_score(tournament, player, round, rounds),
            }
        })
        .collect()
}

fn opponent<'a>(tournament: &'a Tournament, entry: &RoundEntry) -> Option<&'a Player> {
    entry.opponent.and_then(|id| tournament.player(id))
}

/// Buchholz: the sum of the opponents' scores (C.07).
pub fn buchholz(tournament: &Tournament, player: &Player, rounds: usize) -> Tenths {
    buchholz_values(tournament, player, rounds).iter().sum()
}

/// Buchholz cut-1: Buchholz less its least significant value.
pub fn buchholz_cut1(tournament: &Tournament, player: &Player, rounds: usize) -> Tenths {
    let values = buchholz_values(tournament, player, rounds);
    values.iter().sum::<Tenths>() - values.iter().min().copied().unwrap_or(0)
}

/// The player's result of a round on a 0–10 scale (win 10, draw 5).
fn result_tenths(entry: &RoundEntry) -> Hundredths {
    match entry.result.outcome() {
        Outcome::Win => 10,
        Outcome::Draw => 5,
        Outcome::Loss => 0,
    }
}

/// Sonneborn–Berger for a Swiss: the scores of the opponents beaten, and
/// half those of the opponents drawn, unplayed rounds against the virtual
/// opponent.
pub fn sonneborn_berger_swiss(
    tournament: &Tournament,
    player: &Player,
    rounds: usize,
) -> Hundredths {
    (0..rounds)
        .map(|round| {
            let entry = player.round(round);
            let score = match opponent(tournament, &entry) {
                Some(opponent) if entry.game_was_played() => {
                    adjusted_score(tournament, opponent, rounds)
                }
                _ => virtual_opponent_score(tournament, player, round, rounds),
            };
            result_tenths(&entry) * score as Hundredths
        })
        .sum()
}

/// Sonneborn–Berger for a round-robin: every game as recorded, against the
/// opponent's actual score.
pub fn sonneborn_berger_round_robin(
    tournament: &Tournament,
    player: &Player,
    rounds: usize,
) -> Hundredths {
    (0..rounds)
        .filter_map(|round| {
            let entry = player.round(round);
            let opponent = opponent(tournament, &entry)?;
            Some(result_tenths(&entry) * tournament.points_after(opponent, rounds) as Hundredths)
        })
        .sum()
}

/// Direct encounter: the points each of `tied` scored in the games among
/// them, or `None` if they have not all met (then it cannot separate them).
pub fn direct_encounter(
    tournament: &Tournament,
    tied: &[PlayerId],
    rounds: usize,
) -> Option<Vec<Tenths>> {
    let mut totals = Vec::with_capacity(tied.len());
    for &id in tied {
        let player = tournament.player(id)?;
        let mut total = 0;
        for &other in tied.iter().filter(|&&other| other != id) {
            let games: Vec<RoundEntry> = (0..rounds)
                .map(|round| player.round(round))
                .filter(|entry| entry.opponent == Some(other))
                .collect();
            if games.is_empty() {
                return None;
            }
            total += games
                .iter()
                .map(|entry| tournament.points.points(entry))
                .sum::<Tenths>();
        }
        totals.push(total);
    }
    Some(totals)
}

/// A line of the Swiss standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissStanding {
    pub player: PlayerId,
    pub points: Tenths,
    pub buchholz_cut1: Tenths,
    pub sonneborn_berger: Hundredths,
}

/// Swiss standings after `rounds` rounds: points, Buchholz cut-1,
/// Sonneborn–Berger, then starting rank.
pub fn swiss_standings(tournament: &Tournament, rounds: usize) -> Vec<SwissStanding> {
    let mut standings: Vec<SwissStanding> = tournament
        .players
        .iter()
        .map(|player| SwissStanding {
            player: player.id,
            points: points(tournament, player, rounds),
            buchholz_cut1: buchholz_cut1(tournament, player, rounds),
            sonneborn_berger: sonneborn_berger_swiss(tournament, player, rounds),
        })
        .collect();
    standings.sort_by(|a, b| {
        (b.points, b.buchholz_cut1, b.sonneborn_berger, a.player).cmp(&(
            a.points,
            a.buchholz_cut1,
            a.sonneborn_berger,
            b.player,
        ))
    });
    standings
}

/// A line of the round-robin standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobinStanding {
    pub player: PlayerId,
    pub points: Tenths,
    pub sonneborn_berger: Hundredths,
    /// Points among the players level on points and Sonneborn–Berger, when
    /// they have all met.
    pub direct_encounter: Option<Tenths>,
}

/// Round-robin standings after `rounds` rounds: points, Sonneborn–Berger,
/// direct encounter, then starting rank.
pub fn round_robin_standings(tournament: &Tournament, rounds: usize) -> Vec<RoundRobinStanding> {
    let mut standings: Vec<RoundRobinStanding> = tournament
        .players
        .iter()
        .map(|player| RoundRobinStanding {
            player: player.id,
            points: points(tournament, player, rounds),
            sonneborn_berger: sonneborn_berger_round_robin(tournament, player, rounds),
            direct_encounter: None,
        })
        .collect();
    let level = |a: &RoundRobinStanding, b: &RoundRobinStanding| {
        a.points == b.points && a.sonneborn_berger == b.sonneborn_berger
    };
    for index in 0..standings.len() {
        let tied: Vec<PlayerId> = standings
            .iter()
            .filter(|other| level(other, &standings[index]))
            .map(|other| other.player)
            .collect();
        if tied.len() > 1 {
            if let Some(totals) = direct_encounter(tournament, &tied, rounds) {
                let own = tied
                    .iter()
                    .position(|&id| id == standings[index].player)
                    .unwrap();
                standings[index].direct_encounter = Some(totals[own]);
            }
        }
    }
    standings.sort_by(|a, b| {
        let key = |s: &RoundRobinStanding| {
            (
                s.points,
                s.sonneborn_berger,
                s.direct_encounter.unwrap_or(0),
            )
        };
        key(b).cmp(&key(a)).then(a.player.cmp(&b.player))
    });
    standings
}

#[cfg(test)]
mod tests;
