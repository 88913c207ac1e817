//! Why a move is illegal. Bad syntax is a different type ([`super::NotationError`]):
//! these are well-formed moves that the rules forbid. Each turns into one sentence
//! for a player with [`IllegalMove::message`].

use super::types::Square;
use super::variants::{Kind, Variant};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("that square is not on the board")]
    OffBoard,
    #[error("there is no piece on {square}")]
    NoPiece { square: Square },
    #[error("the piece on {square} is not yours")]
    NotYourPiece { square: Square },
    #[error("your own piece stands on {square}")]
    OwnPieceThere { square: Square },
    #[error("that piece cannot move to {to}")]
    CannotMoveThere { kind: Kind, to: Square },
    #[error("that piece does not promote")]
    CannotPromoteKind { kind: Kind },
    #[error("a piece may only promote when it moves into, within or out of the promotion zone")]
    CannotPromoteOutsideZone { kind: Kind },
    #[error("that piece must promote on {to}")]
    MustPromote { kind: Kind, to: Square },
    #[error("this game has no drops")]
    NoDrops,
    #[error("you have no such piece in hand")]
    NotInHand { kind: Kind },
    #[error("{square} is not empty")]
    SquareOccupied { square: Square },
    #[error("a piece may not be dropped where it could never move")]
    DropNowhereToMove { kind: Kind, to: Square },
    #[error("two unpromoted pawns may not stand on one file (nifu)")]
    TwoPawns { kind: Kind, file: u8 },
    #[error("a pawn drop may not give checkmate (uchifuzume)")]
    PawnDropMate,
    #[error("that move leaves your king in check")]
    LeavesKingInCheck,
    #[error("your king is in check and that move does not get it out")]
    StillInCheck,
    #[error("the game is already over")]
    GameOver,
}

impl IllegalMove {
    /// One clear sentence for a player, with the pieces named as the game names them.
    pub fn message(&self, v: &Variant) -> String {
        use IllegalMove::*;
        let name = |k: &Kind| v.kind(*k).name;
        let king = v.kind(v.king()).name;
        match self {
            OffBoard => format!("That square is not on the {0}×{0} board.", v.files()),
            NoPiece { square } => format!("There is no piece on {square}."),
            NotYourPiece { square } => format!("The piece on {square} is not yours."),
            OwnPieceThere { square } => {
                format!("Your own piece stands on {square}; you cannot capture it.")
            }
            CannotMoveThere { kind, to } => format!("Your {} cannot move to {to}.", name(kind)),
            CannotPromoteKind { kind } => format!("Your {} does not promote.", name(kind)),
            CannotPromoteOutsideZone { kind } => format!(
                "Your {} can only promote when it moves into, within or out of the promotion zone (the last {} ranks).",
                name(kind),
                v.zone_depth()
            ),
            MustPromote { kind, to } => format!(
                "Your {} must promote on {to}: it could never move again from there. Add + to promote.",
                name(kind)
            ),
            NoDrops => format!("{} is played without drops.", v.name()),
            NotInHand { kind } => format!("You have no {} in hand.", name(kind)),
            SquareOccupied { square } => {
                format!("{square} is not empty; pieces can only be dropped on empty squares.")
            }
            DropNowhereToMove { kind, to } => format!(
                "A {} may not be dropped on {to}: it could never move from there.",
                name(kind)
            ),
            TwoPawns { kind, file } => format!(
                "Nifu: you already have an unpromoted {} on file {file}.",
                name(kind)
            ),
            PawnDropMate => format!(
                "A {} drop may not give checkmate (uchifuzume).",
                v.hand_kinds()
                    .find(|&k| v.kind(k).role == super::variants::Role::Pawn)
                    .map(|k| v.kind(k).name)
                    .unwrap_or("pawn")
            ),
            LeavesKingInCheck => format!("That move would leave your {king} in check."),
            GameOver => "The game is already over.".into(),
            StillInCheck => {
                format!("Your {king} is in check, and that move does not get it out of check.")
            }
        }
    }
}
