//! How a game stands: a [`Game`] keeps the moves and the positions' hashes so that
//! mate, no-move loss, fourfold repetition and perpetual check can be told apart.
//! How a game *ended* for other reasons (resignation, time, agreement) is the game
//! service's business, not the board's.
//!
//! ```
//! use washogi_rules::{usi::parse_usi, Game, Position, Status, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let mut game = Game::new(Position::start(shogi));
//! game.play(parse_usi(shogi, "7g7f").unwrap()).unwrap();
//! assert_eq!(game.status(), Status::Ongoing);
//! ```

use super::error::IllegalMove;
use super::position::Position;
use super::types::{Color, Move};

/// What the board says about a game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    /// The side to move is in check and has no legal move.
    Checkmate {
        winner: Color,
    },
    /// The side to move is not in check but has no legal move: it loses.
    NoLegalMoves {
        winner: Color,
    },
    /// The same position for the fourth time: a draw.
    Repetition,
    /// The same position for the fourth time while one side gave check with every move
    /// of the cycle: that side loses.
    PerpetualCheck {
        loser: Color,
    },
}

impl Status {
    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }
    /// The winner, if the game is over and not drawn.
    pub fn winner(self) -> Option<Color> {
        match self {
            Status::Checkmate { winner } | Status::NoLegalMoves { winner } => Some(winner),
            Status::PerpetualCheck { loser } => Some(!loser),
            Status::Ongoing | Status::Repetition => None,
        }
    }
}

/// A game from a start position: the moves played and what they led to.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    /// The repetition key of every position from the start, one more than moves.
    hashes: Vec<u64>,
    /// For each move, whether it gave check.
    checks: Vec<bool>,
    status: Status,
}

impl Game {
    pub fn new(start: Position) -> Game {
        let mut game = Game {
            hashes: vec![start.repetition_key()],
            position: start.clone(),
            start,
            moves: Vec::new(),
            checks: Vec::new(),
            status: Status::Ongoing,
        };
        game.status = game.compute_status();
        game
    }

    /// Replay a list of moves; the error says which move (0-based) was illegal.
    pub fn replay(start: Position, moves: &[Move]) -> Result<Game, (usize, IllegalMove)> {
        let mut game = Game::new(start);
        for (i, &mv) in moves.iter().enumerate() {
            game.play(mv).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// Take up a game where it stands, without replaying it: the current position and,
    /// for each move played, the move, the [`Position::repetition_key`] of the
    /// position it led to and whether it gave check (what repetition and perpetual
    /// check are judged from). Costs one legal-move check of the current position,
    /// however long the game. The history is trusted: it comes from a record made by
    /// [`Game::play`] (its [`Game::history`]).
    pub fn resume(
        start: Position,
        position: Position,
        history: &[(Move, u64, bool)],
    ) -> Result<Game, ResumeError> {
        if start.variant().id() != position.variant().id() {
            return Err(ResumeError::OtherGame);
        }
        let mover_matches =
            (history.len() % 2 == 0) == (start.side_to_move() == position.side_to_move());
        if !mover_matches {
            return Err(ResumeError::SideToMove);
        }
        if history
            .last()
            .is_some_and(|&(_, key, _)| key != position.repetition_key())
        {
            return Err(ResumeError::NotTheLastPosition);
        }
        let mut hashes = Vec::with_capacity(history.len() + 1);
        hashes.push(start.repetition_key());
        hashes.extend(history.iter().map(|&(_, key, _)| key));
        let mut game = Game {
            start,
            position,
            moves: history.iter().map(|&(mv, _, _)| mv).collect(),
            hashes,
            checks: history.iter().map(|&(_, _, check)| check).collect(),
            status: Status::Ongoing,
        };
        game.status = game.compute_status();
        Ok(game)
    }

    /// For each move: the move, the repetition key of the position it led to, and
    /// whether it gave check — what [`Game::resume`] takes.
    pub fn history(&self) -> impl Iterator<Item = (Move, u64, bool)> + '_ {
        self.moves
            .iter()
            .zip(&self.hashes[1..])
            .zip(&self.checks)
            .map(|((&mv, &key), &check)| (mv, key, check))
    }

    pub fn start(&self) -> &Position {
        &self.start
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    pub fn status(&self) -> Status {
        self.status
    }
    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// Play a move if it is legal and the game is not over.
    pub fn play(&mut self, mv: Move) -> Result<Status, IllegalMove> {
        if self.status.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let next = self.position.play(mv)?;
        self.checks.push(next.in_check());
        self.hashes.push(next.repetition_key());
        self.moves.push(mv);
        self.position = next;
        self.status = self.compute_status();
        Ok(self.status)
    }

    /// Whether the player to move may claim a draw by impasse now (`wa-drops`: both
    /// kings stand in their promotion zones).
    pub fn can_claim_impasse(&self) -> bool {
        !self.status.is_over() && self.position.impasse_claimable()
    }

    fn compute_status(&self) -> Status {
        let pos = &self.position;
        if !pos.has_legal_move() {
            let winner = !pos.side_to_move();
            return if pos.in_check() {
                Status::Checkmate { winner }
            } else {
                Status::NoLegalMoves { winner }
            };
        }
        let now = *self.hashes.last().unwrap();
        let occurrences = self.hashes.iter().filter(|&&h| h == now).count();
        if occurrences < 4 {
            return Status::Ongoing;
        }
        // The repeated stretch: from the first occurrence to now.
        let first = self.hashes.iter().position(|&h| h == now).unwrap();
        let first_mover = if first % 2 == 0 {
            self.start.side_to_move()
        } else {
            !self.start.side_to_move()
        };
        let all_checks = |parity: usize| {
            self.checks[first..]
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 2 == parity)
                .all(|(_, &c)| c)
        };
        match (all_checks(0), all_checks(1)) {
            (true, false) => Status::PerpetualCheck { loser: first_mover },
            (false, true) => Status::PerpetualCheck {
                loser: !first_mover,
            },
            _ => Status::Repetition,
        }
    }
}

/// Why a recorded history does not fit the position it should lead to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    #[error("the start and the current position are of different games")]
    OtherGame,
    #[error("the number of moves does not fit the side to move")]
    SideToMove,
    #[error("the last recorded position is not the current one")]
    NotTheLastPosition,
}

impl Position {
    /// A key for repetition: the same for the same board, hands and side to move,
    /// whatever the move number. It is FNV-1a over the position's SFEN without its
    /// move number, so it stays the same from one version of this crate to the next
    /// and may be stored (unlike [`Position::hash`], whose keys are an
    /// implementation detail).
    pub fn repetition_key(&self) -> u64 {
        let sfen = self.to_sfen();
        let without_number = sfen.rsplit_once(' ').map_or(sfen.as_str(), |(p, _)| p);
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in without_number.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h
    }

    /// Whether this game allows an impasse claim and both kings stand in their
    /// promotion zones.
    pub fn impasse_claimable(&self) -> bool {
        self.variant().spec.impasse_claim
            && Color::both()
                .into_iter()
                .all(|c| self.king_square(c).is_some_and(|k| self.in_zone(c, k)))
    }
}
