//! The FIDE Dutch system (Handbook C.04.3, the rules in force from
//! 1 February 2026, with the basic rules of C.04.1): the pairing of the next
//! round of a Swiss tournament.
//!
//! It follows bbpPairings (Bierema Boyz Programming, an endorsed FIDE program,
//! Apache-2.0) closely enough to produce the same pairings: the same
//! criteria, weighted the same way, found by a maximum-weight matching and the
//! same sequence of refinements; see [`weights`] and [`brackets`] for the
//! rules and their order. Colours follow C.04.3 E and the output is ordered as
//! FIDE publishes pairings (C.04.2: by the higher score in the pair, then the
//! lower, then the higher player's pairing number; the bye last).
//!
//! Not supported: accelerations (Baku, C.04.5), forbidden pairs set by the
//! arbiter, and ranking by anything but the starting rank.

mod brackets;
mod players;
mod weights;

use players::{Contender, Field, Side};

use crate::tournament::{Pair, PlayerId, RoundPairing, Tenths, Tournament};
use crate::trf::{self, TrfError};

/// Why a round could not be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error(transparent)]
    Trf(#[from] TrfError),
    #[error("the number of rounds (XXR) is needed to pair")]
    NoRoundCount,
    #[error("all {total} rounds are paired ({played} listed)")]
    TournamentOver { played: u32, total: u32 },
    #[error("starting rank {0} is missing: players must be numbered 1, 2, 3, …")]
    MissingPlayer(u32),
    #[error("player {player} has {stated} tenths of points but the results give {computed}")]
    PointsMismatch {
        player: PlayerId,
        stated: Tenths,
        computed: Tenths,
    },
    #[error("no pairing satisfies the absolute criteria (no rematches, colours, one bye)")]
    NoValidPairing,
    #[error("too many players or score groups for this build ({bits} bit weights)")]
    TooLarge { bits: u32 },
}

/// Pairs the next round of `tournament` (the first round with no pairing in
/// it). Players with an entry already in that round (a requested bye, an
/// absence) are left out.
pub fn pair_next_round(tournament: &Tournament) -> Result<RoundPairing, PairingError> {
    let field = Field::from_tournament(tournament)?;
    let mut sorted: Vec<usize> = (0..field.players.len())
        .filter(|&index| field.players[index].valid && field.players[index].to_pair)
        .collect();
    sorted.sort_by(|&a, &b| {
        let (pa, pb) = (&field.players[a], &field.players[b]);
        pb.score.cmp(&pa.score).then(pa.rank.cmp(&pb.rank))
    });
    let mates = pair_with_width(&field, &sorted)?;

    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut bye = None;
    for (vertex, &index) in sorted.iter().enumerate() {
        match mates[vertex] {
            Some(mate) => {
                let opponent = sorted[mate];
                if index < opponent {
                    let colour =
                        choose_colour(&field, &field.players[index], &field.players[opponent]);
                    pairs.push(if colour == Side::White {
                        (index, opponent)
                    } else {
                        (opponent, index)
                    });
                }
            }
            None => bye = Some(field.players[index].id),
        }
    }
    // C.04.2 order: higher score in the pair, lower score, higher's rank.
    let key = |&(white, black): &(usize, usize)| {
        let (w, b) = (&field.players[white], &field.players[black]);
        let (higher, lower) =
            if (w.score, std::cmp::Reverse(w.rank)) < (b.score, std::cmp::Reverse(b.rank)) {
                (b, w)
            } else {
                (w, b)
            };
        (
            std::cmp::Reverse(higher.score),
            std::cmp::Reverse(lower.score),
            higher.rank,
        )
    };
    pairs.sort_by_key(key);
    Ok(RoundPairing {
        pairs: pairs
            .into_iter()
            .map(|(white, black)| Pair {
                white: field.players[white].id,
                black: field.players[black].id,
            })
            .collect(),
        bye,
    })
}

/// Reads a TRF, pairs its next round and prints the pairing as bbpPairings
/// prints it (`--dutch FILE -p`): the number of boards, then one line per
/// board `WHITE BLACK` by starting rank, the bye as `ID 0`.
pub fn pair_trf(trf_text: &str) -> Result<String, PairingError> {
    let tournament = trf::parse(trf_text)?;
    let pairing = pair_next_round(&tournament)?;
    let mut out = format!("{}\n", pairing.pairs.len() + pairing.bye.is_some() as usize);
    for pair in &pairing.pairs {
        out.push_str(&format!("{} {}\n", pair.white, pair.black));
    }
    if let Some(bye) = pairing.bye {
        out.push_str(&format!("{bye} 0\n"));
    }
    Ok(out)
}

/// Picks the width of the weights for this round and pairs.
fn pair_with_width(field: &Field, sorted: &[usize]) -> Result<Vec<Option<usize>>, PairingError> {
    let bits = weights::Criteria::new(field, sorted).max_weight_bits();
    // The matching adds two duals of up to twice the largest weight.
    match bits + 3 {
        0..=64 => brackets::pair_players::<1>(field, sorted),
        65..=128 => brackets::pair_players::<2>(field, sorted),
        129..=192 => brackets::pair_players::<3>(field, sorted),
        193..=256 => brackets::pair_players::<4>(field, sorted),
        257..=384 => brackets::pair_players::<6>(field, sorted),
        385..=512 => brackets::pair_players::<8>(field, sorted),
        513..=768 => brackets::pair_players::<12>(field, sorted),
        769..=1024 => brackets::pair_players::<16>(field, sorted),
        1025..=2048 => brackets::pair_players::<32>(field, sorted),
        _ => Err(PairingError::TooLarge { bits }),
    }
}

/// C.04.3 E: the colour of `player` against `opponent`.
fn choose_colour(field: &Field, player: &Contender, opponent: &Contender) -> Side {
    let neutral = neutral_colour(player, opponent);
    if neutral != Side::None {
        return neutral;
    }
    // E.5: the higher-ranked player's preference decides; failing that (E.6)
    // alternate from the initial colour by the higher-ranked player's number.
    let player_is_lower = (player.score, opponent.rank) < (opponent.score, player.rank);
    if player.colour_preference == Side::None {
        if player_is_lower {
            if opponent.rank % 2 == 1 {
                field.initial_colour
            } else {
                field.initial_colour.invert()
            }
        } else if player.rank % 2 == 1 {
            field.initial_colour.invert()
        } else {
            field.initial_colour
        }
    } else if player_is_lower {
        opponent.colour_preference.invert()
    } else {
        player.colour_preference
    }
}

/// E.1–E.4: the colour that both preferences, their strengths, and the
/// last round the two had different colours give, or none.
fn neutral_colour(player: &Contender, opponent: &Contender) -> Side {
    let (mine, theirs) = (player.colour_preference, opponent.colour_preference);
    if weights::colour_preferences_compatible(player, opponent) {
        return if mine != Side::None {
            mine
        } else if theirs != Side::None {
            theirs.invert()
        } else {
            Side::None
        };
    }
    if player.absolute_preference()
        && (player.colour_imbalance > opponent.colour_imbalance || !opponent.absolute_preference())
    {
        return mine;
    }
    if opponent.absolute_preference()
        && (opponent.colour_imbalance > player.colour_imbalance || !player.absolute_preference())
    {
        return theirs.invert();
    }
    if player.strong_preference && !opponent.strong_preference {
        return mine;
    }
    if opponent.strong_preference && !player.strong_preference {
        return theirs.invert();
    }
    // E.4: alternate from the most recent round they had different colours.
    let played = |contender: &Contender| -> Vec<Side> {
        contender
            .games
            .iter()
            .filter(|game| game.entry.game_was_played())
            .map(|game| game.colour)
            .collect()
    };
    let (own, other) = (played(player), played(opponent));
    for (a, b) in own.iter().rev().zip(other.iter().rev()) {
        if a != b {
            return *b;
        }
    }
    Side::None
}
