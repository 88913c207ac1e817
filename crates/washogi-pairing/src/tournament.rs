//! A Swiss or round-robin tournament as the FIDE Tournament Report File
//! (TRF-16) describes it: players by starting rank, and for each round the
//! opponent, colour and result code.

/// Points in tenths, as TRF writes them with one decimal (`10.5`).
pub type Tenths = u32;

/// A player's starting rank (pairing number), 1-based as in TRF.
pub type PlayerId = u32;

/// Colour in a game. In shogi terms white is sente (moves first), black gote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A round's result code, TRF-16 column "result".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: won.
    Win,
    /// `=`: drawn.
    Draw,
    /// `0`: lost.
    Loss,
    /// `+`: won by forfeit (the opponent did not appear), or an unpaired
    /// player's full point given by the pairing (`0000 - +`).
    ForfeitWin,
    /// `-`: lost by forfeit.
    ForfeitLoss,
    /// `W`: won, game not rated (it lasted less than one move).
    UnratedWin,
    /// `D`: drawn, game not rated.
    UnratedDraw,
    /// `L`: lost, game not rated.
    UnratedLoss,
    /// `H`: half-point bye (asked for in advance).
    HalfPointBye,
    /// `F`: full-point bye given by the arbiter, not by the pairing.
    FullPointBye,
    /// `U`: the pairing-allocated bye (C.04.1 c).
    PairingAllocatedBye,
    /// `Z`: zero-point bye (absent).
    ZeroPointBye,
    /// blank: no result (not paired, or not yet played).
    Blank,
}

/// How a result counts in the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Loss,
    Draw,
    Win,
}

impl ResultCode {
    pub fn from_char(code: char) -> Option<ResultCode> {
        Some(match code.to_ascii_uppercase() {
            '1' => ResultCode::Win,
            '=' => ResultCode::Draw,
            '0' => ResultCode::Loss,
            '+' => ResultCode::ForfeitWin,
            '-' => ResultCode::ForfeitLoss,
            'W' => ResultCode::UnratedWin,
            'D' => ResultCode::UnratedDraw,
            'L' => ResultCode::UnratedLoss,
            'H' => ResultCode::HalfPointBye,
            'F' => ResultCode::FullPointBye,
            'U' => ResultCode::PairingAllocatedBye,
            'Z' => ResultCode::ZeroPointBye,
            ' ' => ResultCode::Blank,
            _ => return None,
        })
    }

    pub fn to_char(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfPointBye => 'H',
            ResultCode::FullPointBye => 'F',
            ResultCode::PairingAllocatedBye => 'U',
            ResultCode::ZeroPointBye => 'Z',
            ResultCode::Blank => ' ',
        }
    }

    pub fn outcome(self) -> Outcome {
        match self {
            ResultCode::Win
            | ResultCode::ForfeitWin
            | ResultCode::UnratedWin
            | ResultCode::FullPointBye
            | ResultCode::PairingAllocatedBye => Outcome::Win,
            ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfPointBye => Outcome::Draw,
            ResultCode::Loss
            | ResultCode::ForfeitLoss
            | ResultCode::UnratedLoss
            | ResultCode::ZeroPointBye
            | ResultCode::Blank => Outcome::Loss,
        }
    }

    /// Results that say no game was played whoever the opponent.
    pub fn is_unplayed(self) -> bool {
        matches!(
            self,
            ResultCode::ForfeitWin
                | ResultCode::ForfeitLoss
                | ResultCode::HalfPointBye
                | ResultCode::FullPointBye
                | ResultCode::PairingAllocatedBye
                | ResultCode::ZeroPointBye
                | ResultCode::Blank
        )
    }
}

/// One round of a player's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEntry {
    /// `None` for `0000` (bye, absent) or a blank opponent.
    pub opponent: Option<PlayerId>,
    /// `None` for `-` or blank.
    pub colour: Option<Colour>,
    pub result: ResultCode,
}

impl RoundEntry {
    /// The all-blank entry TRF uses for a round the player was not in.
    pub const BLANK: RoundEntry = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::Blank,
    };

    /// A game was played over the board (C.04.1: only these count as
    /// having met; a forfeited game does not).
    pub fn game_was_played(&self) -> bool {
        self.opponent.is_some() && self.colour.is_some() && !self.result.is_unplayed()
    }

    /// The player was paired this round (with an opponent, or given the
    /// pairing-allocated bye), as opposed to absent or on a requested bye.
    pub fn participated_in_pairing(&self) -> bool {
        self.opponent.is_some()
            || matches!(
                self.result,
                ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin
            )
    }

    /// The pairing-allocated bye, `0000 - U` (or `0000 - +` as older files
    /// write it).
    pub fn is_pairing_allocated_bye(&self) -> bool {
        self.opponent.is_none()
            && matches!(
                self.result,
                ResultCode::PairingAllocatedBye | ResultCode::ForfeitWin
            )
    }
}

/// Points for each kind of result, in tenths (TRF `BBW`, `BBD`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointSystem {
    pub win: Tenths,
    pub draw: Tenths,
    pub loss: Tenths,
    pub zero_point_bye: Tenths,
    pub forfeit_loss: Tenths,
    pub pairing_allocated_bye: Tenths,
}

impl Default for PointSystem {
    /// FIDE's: win 1, draw ½, the pairing-allocated bye as a win (C.04.1 c).
    fn default() -> Self {
        PointSystem {
            win: 10,
            draw: 5,
            loss: 0,
            zero_point_bye: 0,
            forfeit_loss: 0,
            pairing_allocated_bye: 10,
        }
    }
}

impl PointSystem {
    /// Points a round's entry is worth (the rule bbpPairings applies).
    pub fn points(&self, entry: &RoundEntry) -> Tenths {
        match entry.result.outcome() {
            Outcome::Loss => {
                if !entry.participated_in_pairing() {
                    self.zero_point_bye
                } else if entry.game_was_played() {
                    self.loss
                } else {
                    self.forfeit_loss
                }
            }
            Outcome::Draw => self.draw,
            Outcome::Win => {
                if entry.opponent.is_none() && entry.participated_in_pairing() {
                    self.pairing_allocated_bye
                } else {
                    self.win
                }
            }
        }
    }
}

/// A player's `001` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub id: PlayerId,
    /// `m`, `w` or blank.
    pub sex: String,
    pub title: String,
    pub name: String,
    /// 0 if unrated.
    pub rating: u32,
    pub federation: String,
    pub fide_id: String,
    pub birth_date: String,
    /// The points the file states (after the rounds it lists).
    pub points: Tenths,
    /// Rank in the standings the file states, 0 if blank.
    pub rank: u32,
    /// Round by round, from round 1; trailing blank rounds are left out.
    pub rounds: Vec<RoundEntry>,
}

impl Player {
    pub fn new(id: PlayerId, name: &str, rating: u32) -> Player {
        Player {
            id,
            sex: String::new(),
            title: String::new(),
            name: name.to_string(),
            rating,
            federation: String::new(),
            fide_id: String::new(),
            birth_date: String::new(),
            points: 0,
            rank: 0,
            rounds: Vec::new(),
        }
    }

    pub fn round(&self, index: usize) -> RoundEntry {
        self.rounds.get(index).copied().unwrap_or(RoundEntry::BLANK)
    }
}

/// A tournament: its players (by starting rank) and the settings TRF gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tournament {
    /// Lines this crate does not interpret (`012` name, `022` city, ...),
    /// kept verbatim and in order so a file survives a round trip.
    pub other_lines: Vec<String>,
    /// `XXR`: the number of rounds planned.
    pub total_rounds: Option<u32>,
    /// `XXC`: the colour of the first player in round 1 (`white1`/`black1`).
    pub initial_colour: Option<Colour>,
    pub points: PointSystem,
    /// Sorted by `id`.
    pub players: Vec<Player>,
}

impl Tournament {
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players
            .binary_search_by_key(&id, |player| player.id)
            .ok()
            .map(|index| &self.players[index])
    }

    /// The number of rounds with any entry.
    pub fn rounds_listed(&self) -> usize {
        self.players
            .iter()
            .map(|player| player.rounds.len())
            .max()
            .unwrap_or(0)
    }

    /// Sets every player's stated points to what their results give (the
    /// pairing checks that the two agree, as bbpPairings does).
    pub fn update_points(&mut self) {
        let system = self.points;
        for player in &mut self.players {
            player.points = player.rounds.iter().map(|entry| system.points(entry)).sum();
        }
    }

    /// A player's points after the first `rounds` rounds.
    pub fn points_after(&self, player: &Player, rounds: usize) -> Tenths {
        (0..rounds)
            .map(|round| self.points.points(&player.round(round)))
            .sum()
    }
}

/// One board: white is sente, black gote.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    pub white: PlayerId,
    pub black: PlayerId,
}

/// The pairing of a round: boards in FIDE's publishing order, and the player
/// given the pairing-allocated bye (C.04.1 c), if the number is odd.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    pub pairs: Vec<Pair>,
    pub bye: Option<PlayerId>,
}
