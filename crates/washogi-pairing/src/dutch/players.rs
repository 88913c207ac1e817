//! What the Dutch rules need to know of each player before a round: score,
//! colour history and preference (C.04.3 A.6), floats (A.4), bye eligibility
//! (C.04.1 d), and who has met whom (C.04.1 b) — derived from a tournament
//! exactly as bbpPairings derives them from a TRF, so the pairings agree.

use super::PairingError;
use crate::tournament::{Colour, PointSystem, RoundEntry, Tenths, Tournament};

/// A colour, or none (no preference, no game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    White,
    Black,
    None,
}

impl Side {
    pub(crate) fn invert(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
            Side::None => Side::None,
        }
    }

    fn from(colour: Option<Colour>) -> Side {
        match colour {
            Some(Colour::White) => Side::White,
            Some(Colour::Black) => Side::Black,
            None => Side::None,
        }
    }
}

/// A float (C.04.3 A.4): paired with a lower (down) or higher (up) score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    Down,
    Up,
    None,
}

/// One round of a player's history.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Game {
    /// Index of the opponent in [`Field::players`]; the player's own index
    /// when there was none.
    pub opponent: usize,
    pub colour: Side,
    pub entry: RoundEntry,
}

#[derive(Clone, Debug)]
pub(crate) struct Contender {
    pub id: u32,
    /// The pairing number for this round: order among players still in
    /// the tournament (used for ties and colours, C.04.3 A.2 and E.5).
    pub rank: usize,
    pub games: Vec<Game>,
    pub score: Tenths,
    pub played_games: usize,
    /// |whites − blacks| over played games (A.6).
    pub colour_imbalance: usize,
    pub colour_preference: Side,
    /// The colour of the last two played games when they were the same.
    pub repeated_colour: Side,
    pub strong_preference: bool,
    /// In the tournament at all (a player who has only been absent, and is
    /// absent again, is not).
    pub valid: bool,
    /// To be paired this round (not on a requested bye or absent).
    pub to_pair: bool,
}

impl Contender {
    /// A.6 a: colour difference beyond ±1 or the same colour twice running.
    pub fn absolute_preference(&self) -> bool {
        self.colour_imbalance > 1 || self.repeated_colour != Side::None
    }

    pub fn absolute_imbalance(&self) -> bool {
        self.colour_imbalance > 1
    }
}

/// The players and the tournament settings the pairing uses.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    pub players: Vec<Contender>,
    pub played_rounds: usize,
    pub total_rounds: usize,
    pub points: PointSystem,
    pub initial_colour: Side,
}

impl Field {
    pub fn from_tournament(tournament: &Tournament) -> Result<Field, PairingError> {
        for (index, player) in tournament.players.iter().enumerate() {
            if player.id as usize != index + 1 {
                return Err(PairingError::MissingPlayer(index as u32 + 1));
            }
        }
        let total_rounds = tournament.total_rounds.ok_or(PairingError::NoRoundCount)? as usize;

        // A round counts as played once anyone was paired in it; an entry
        // beyond that (a requested bye, an absence) is for the round to pair.
        let mut played_rounds = 0;
        for player in &tournament.players {
            for (round, entry) in player.rounds.iter().enumerate() {
                if *entry == RoundEntry::BLANK {
                    continue;
                }
                played_rounds = played_rounds.max(round);
                if entry.participated_in_pairing() {
                    played_rounds = played_rounds.max(round + 1);
                }
            }
        }
        if !tournament.players.is_empty()
            && tournament
                .players
                .iter()
                .all(|player| player.rounds.len() > played_rounds)
        {
            played_rounds += 1;
        }
        if played_rounds >= total_rounds {
            return Err(PairingError::TournamentOver {
                played: played_rounds as u32,
                total: total_rounds as u32,
            });
        }

        let mut players = Vec::with_capacity(tournament.players.len());
        let mut next_rank = 0;
        for (index, player) in tournament.players.iter().enumerate() {
            let games: Vec<Game> = (0..played_rounds.max(player.rounds.len()))
                .map(|round| {
                    let entry = player.round(round);
                    Game {
                        opponent: entry.opponent.map_or(index, |id| id as usize - 1),
                        colour: if entry.game_was_played() {
                            Side::from(entry.colour)
                        } else {
                            Side::None
                        },
                        entry,
                    }
                })
                .collect();
            let to_pair = games.len() <= played_rounds;
            let valid = to_pair
                || games
                    .iter()
                    .any(|game| game.entry.participated_in_pairing());
            let score = tournament.points_after(player, played_rounds);
            let next_round = tournament.points.points(&player.round(played_rounds));
            if player.points != score && player.points != score + next_round {
                return Err(PairingError::PointsMismatch {
                    player: player.id,
                    stated: player.points,
                    computed: score,
                });
            }
            let mut contender = Contender {
                id: player.id,
                rank: next_rank,
                games,
                score,
                played_games: 0,
                colour_imbalance: 0,
                colour_preference: Side::None,
                repeated_colour: Side::None,
                strong_preference: false,
                valid,
                to_pair,
            };
            if valid {
                next_rank += 1;
                compute_colour_preference(&mut contender);
            }
            players.push(contender);
        }
        let mut field = Field {
            players,
            played_rounds,
            total_rounds,
            points: tournament.points,
            initial_colour: Side::None,
        };
        field.initial_colour = match tournament.initial_colour {
            Some(colour) => Side::from(Some(colour)),
            None => field.infer_initial_colour(),
        };
        Ok(field)
    }

    /// Without `XXC`, the colour the first-ranked player of the earliest
    /// round with colours had (as bbpPairings infers it); white in round 1.
    fn infer_initial_colour(&self) -> Side {
        let first_round = self
            .players
            .iter()
            .filter_map(|player| {
                player
                    .games
                    .iter()
                    .position(|game| game.entry.colour.is_some())
            })
            .min();
        let Some(round) = first_round else {
            return Side::White;
        };
        let mut pairing_number = 0;
        for player in &self.players {
            let took_part = player
                .games
                .iter()
                .take(round + 1)
                .any(|game| game.entry.participated_in_pairing());
            if took_part {
                let colour = Side::from(player.games.get(round).and_then(|game| game.entry.colour));
                if colour != Side::None {
                    return if pairing_number % 2 == 1 {
                        colour.invert()
                    } else {
                        colour
                    };
                }
                pairing_number += 1;
            }
        }
        Side::White
    }

    pub fn points_of(&self, game: &Game) -> Tenths {
        self.points.points(&game.entry)
    }

    /// The player's score `rounds_back` rounds ago.
    pub fn score_back(&self, player: &Contender, rounds_back: usize) -> Tenths {
        let recent = &player.games[self.played_rounds - rounds_back..self.played_rounds];
        player.score
            - recent
                .iter()
                .map(|game| self.points_of(game))
                .sum::<Tenths>()
    }

    /// The float of `rounds_back` rounds ago (A.4): a bye or forfeit win
    /// counts as a downfloat.
    pub fn float(&self, player: &Contender, rounds_back: usize) -> Float {
        let game = &player.games[self.played_rounds - rounds_back];
        if !game.entry.game_was_played() {
            return if self.points_of(game) > self.points.loss {
                Float::Down
            } else {
                Float::None
            };
        }
        let own = self.score_back(player, rounds_back);
        let opponent = self.score_back(&self.players[game.opponent], rounds_back);
        match own.cmp(&opponent) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }

    /// C.04.1 d (2025): a player who already had the pairing-allocated bye,
    /// or scored a win's points without playing, may not get the bye.
    pub fn eligible_for_bye(&self, player: &Contender) -> bool {
        player.games.iter().take(self.played_rounds).all(|game| {
            game.entry.game_was_played()
                || (self.points_of(game) < self.points.win
                    && !(game.entry.participated_in_pairing() && game.entry.opponent.is_none()))
        })
    }
}

/// C.04.3 A.6: the colour preference from the played games only.
fn compute_colour_preference(player: &mut Contender) {
    let (mut whites, mut blacks, mut run, mut last) = (0usize, 0usize, 0usize, Side::None);
    for game in &player.games {
        if !game.entry.game_was_played() || game.colour == Side::None {
            continue;
        }
        player.played_games += 1;
        if game.colour == Side::White {
            whites += 1;
        } else {
            blacks += 1;
        }
        run = if run == 0 || game.colour != last {
            1
        } else {
            run + 1
        };
        last = game.colour;
    }
    let lower = if whites > blacks {
        Side::Black
    } else {
        Side::White
    };
    player.colour_imbalance = whites.abs_diff(blacks);
    player.colour_preference = if player.colour_imbalance > 1 {
        lower
    } else if run > 1 {
        last.invert()
    } else if player.colour_imbalance > 0 {
        lower
    } else if run > 0 {
        last.invert()
    } else {
        Side::None
    };
    player.repeated_colour = if run > 1 { last } else { Side::None };
    player.strong_preference = !player.absolute_preference() && player.colour_imbalance > 0;
}
