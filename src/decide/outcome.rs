//! How a game ends: the result, the way it ended, and the rules' status mapped onto
//! them.

use washogi_rules::{Color, Status};

/// Who won a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameResult {
    Sente,
    Gote,
    Draw,
}

impl GameResult {
    /// The result of a game won by `color`.
    pub fn win(color: Color) -> GameResult {
        match color {
            Color::Sente => GameResult::Sente,
            Color::Gote => GameResult::Gote,
        }
    }

    /// The winning side; `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::Sente => Some(Color::Sente),
            GameResult::Gote => Some(Color::Gote),
            GameResult::Draw => None,
        }
    }
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    Checkmate,
    /// The loser had no legal move without being in check.
    NoMoves,
    Repetition,
    PerpetualCheck,
    Resignation,
    Timeout,
    Agreement,
    Impasse,
    /// Judged at a tournament's round deadline (the game was still going on).
    Adjudication,
    /// A live game in which a side's time ran out before its first move: no result,
    /// unrated (stored with no result).
    Aborted,
}

/// How a game ended, to write with its last change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    pub result: GameResult,
    pub ending: Ending,
}

impl Finish {
    /// A game won by `winner`, ended this way.
    pub fn win(winner: Color, ending: Ending) -> Finish {
        Finish {
            result: GameResult::win(winner),
            ending,
        }
    }

    pub fn draw(ending: Ending) -> Finish {
        Finish {
            result: GameResult::Draw,
            ending,
        }
    }
}

impl Ending {
    /// Every way a game ends.
    pub const ALL: [Ending; 10] = [
        Ending::Checkmate,
        Ending::NoMoves,
        Ending::Repetition,
        Ending::PerpetualCheck,
        Ending::Resignation,
        Ending::Timeout,
        Ending::Agreement,
        Ending::Impasse,
        Ending::Adjudication,
        Ending::Aborted,
    ];
}

/// How a game's end is stored and told; `None` while it goes on.
pub fn finish_for(status: Status) -> Option<Finish> {
    match status {
        Status::Ongoing => None,
        Status::Checkmate { winner } => Some(Finish::win(winner, Ending::Checkmate)),
        Status::NoLegalMoves { winner } => Some(Finish::win(winner, Ending::NoMoves)),
        Status::Repetition => Some(Finish::draw(Ending::Repetition)),
        Status::PerpetualCheck { loser } => Some(Finish::win(!loser, Ending::PerpetualCheck)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_ends_as_the_rules_say() {
        assert_eq!(finish_for(Status::Ongoing), None);
        assert_eq!(
            finish_for(Status::Checkmate {
                winner: Color::Gote
            }),
            Some(Finish::win(Color::Gote, Ending::Checkmate))
        );
        assert_eq!(
            finish_for(Status::NoLegalMoves {
                winner: Color::Sente
            }),
            Some(Finish::win(Color::Sente, Ending::NoMoves))
        );
        assert_eq!(
            finish_for(Status::Repetition),
            Some(Finish::draw(Ending::Repetition))
        );
        // Perpetual check loses for the checker.
        assert_eq!(
            finish_for(Status::PerpetualCheck {
                loser: Color::Sente
            }),
            Some(Finish::win(Color::Gote, Ending::PerpetualCheck))
        );
    }

    #[test]
    fn results_name_their_winner() {
        assert_eq!(GameResult::win(Color::Sente).winner(), Some(Color::Sente));
        assert_eq!(GameResult::win(Color::Gote).winner(), Some(Color::Gote));
        assert_eq!(GameResult::Draw.winner(), None);
    }
}
