//! Buttons: what each does and to what, and a button pressed ([`Press`]), which a
//! front end reads back from whatever its buttons carry (Discord: the custom id,
//! whose format is the Discord adapter's), so that a button still works after a
//! restart.

use super::picker::PickStep;

/// What a button does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Accept,
    Decline,
    Cancel,
    /// Confirm a resignation.
    Resign,
    /// Think better of a resignation.
    KeepPlaying,
    /// Accept the opponent's draw offer.
    AcceptDraw,
    /// Turn the opponent's draw offer down.
    DeclineDraw,
    /// An animated replay of a finished game.
    Replay,
    /// Agree to the opponent's takeback request.
    AcceptTakeback,
    /// Turn a takeback request down (or, by the player who asked, withdraw it).
    DeclineTakeback,
    /// Analyse a finished game (the button on its result post).
    Analyse,
    /// Show one of the worst moves of an analysed game (the game, and the move's
    /// ply).
    WorstMove,
    /// Try a server's daily puzzle (its day).
    SolvePuzzle,
    /// Join a tournament.
    JoinTournament,
    /// Leave (or withdraw from) a tournament.
    LeaveTournament,
    /// The move picker of a game at a ply: opened by a board post's Move button
    /// (no step), then each of its steps ([`PickStep`]).
    Pick,
    /// A form to type a move in (where the opponent sees none of the app's slash
    /// commands: a group DM, a server that never added the bot).
    TypeMove,
    /// Offer a draw, as `/draw` does.
    OfferDraw,
    /// Resign, as `/resign` does: asks to confirm.
    AskResign,
}

impl Action {
    pub const ALL: [Action; 19] = [
        Action::Accept,
        Action::Decline,
        Action::Cancel,
        Action::Resign,
        Action::KeepPlaying,
        Action::AcceptDraw,
        Action::DeclineDraw,
        Action::Replay,
        Action::AcceptTakeback,
        Action::DeclineTakeback,
        Action::Analyse,
        Action::WorstMove,
        Action::SolvePuzzle,
        Action::JoinTournament,
        Action::LeaveTournament,
        Action::Pick,
        Action::TypeMove,
        Action::OfferDraw,
        Action::AskResign,
    ];

    /// The action's one-word name: what the console types to press it, and what
    /// the Discord adapter stores in a button's custom id. Buttons already posted
    /// carry it, so a name is never changed.
    pub fn key(self) -> &'static str {
        match self {
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::Cancel => "cancel",
            Action::Resign => "resign",
            Action::KeepPlaying => "keep",
            Action::AcceptDraw => "drawyes",
            Action::DeclineDraw => "drawno",
            Action::Replay => "replay",
            Action::AcceptTakeback => "takeyes",
            Action::DeclineTakeback => "takeno",
            Action::Analyse => "analyse",
            Action::WorstMove => "worst",
            Action::SolvePuzzle => "solve",
            Action::JoinTournament => "tjoin",
            Action::LeaveTournament => "tleave",
            Action::Pick => "pick",
            Action::TypeMove => "type",
            Action::OfferDraw => "drawask",
            Action::AskResign => "resignask",
        }
    }

    /// The action of a [`key`](Action::key).
    pub fn from_key(key: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.key() == key)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub action: Action,
    /// The challenge, game, tournament or day the action applies to.
    pub target: i64,
    pub label: String,
    pub style: ButtonStyle,
    /// The ply the question was asked at, for questions that lapse when the game
    /// moves on (takebacks, the move picker), or the move it shows (worst moves).
    pub at_ply: Option<i64>,
    /// The move picker's step it takes ([`Action::Pick`] only; none opens it).
    pub step: Option<PickStep>,
}

impl Button {
    pub fn new(action: Action, target: i64, label: &str, style: ButtonStyle) -> Button {
        Button {
            action,
            target,
            label: label.to_string(),
            style,
            at_ply: None,
            step: None,
        }
    }

    /// The same button, for a question asked at this ply.
    pub fn at_ply(mut self, ply: i64) -> Button {
        self.at_ply = Some(ply);
        self
    }

    /// The same button, taking this step of the move picker.
    pub fn step(mut self, step: PickStep) -> Button {
        self.step = Some(step);
        self
    }

    /// A button that presses `press`.
    pub fn pressing(press: Press, label: &str, style: ButtonStyle) -> Button {
        Button {
            action: press.action,
            target: press.target,
            label: label.to_string(),
            style,
            at_ply: press.at_ply,
            step: press.step,
        }
    }

    /// What pressing it asks the service for.
    pub fn press(&self) -> Press {
        Press {
            action: self.action,
            target: self.target,
            at_ply: self.at_ply,
            step: self.step,
        }
    }
}

/// A button pressed (or a menu's choice made), as the service reads it: the
/// action, the challenge, game, tournament or day it applies to, the ply its
/// question was asked at (for questions that lapse when the game moves on), and
/// for the move picker the step it takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Press {
    pub action: Action,
    pub target: i64,
    pub at_ply: Option<i64>,
    pub step: Option<PickStep>,
}

impl Press {
    pub fn new(action: Action, target: i64) -> Press {
        Press {
            action,
            target,
            at_ply: None,
            step: None,
        }
    }

    /// The same press, taking this step of the move picker.
    pub fn step(mut self, step: PickStep) -> Press {
        self.step = Some(step);
        self
    }

    /// The same press, of a question asked at this ply.
    pub fn at_ply(mut self, ply: i64) -> Press {
        self.at_ply = Some(ply);
        self
    }
}

/// A button that opens a web page instead of asking the service for anything
/// (Discord: a link button, style 5, with its address and no custom id; the
/// console prints the address).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkButton {
    pub label: String,
    pub url: String,
}
