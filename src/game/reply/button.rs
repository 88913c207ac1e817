//! Buttons: what each does, and the custom id that carries it, so that a button
//! still works after a restart.

/// What a button does. Buttons carry their action and a game or challenge id in
/// their custom id (`accept:42`), so they work after a restart.
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
    /// Show one of the worst moves of an analysed game: `worst:42:17`, its ply.
    WorstMove,
    /// Try a server's daily puzzle: `solve:20423`, its day.
    SolvePuzzle,
    /// Join a tournament: `tjoin:3`.
    JoinTournament,
    /// Leave (or withdraw from) a tournament: `tleave:3`.
    LeaveTournament,
}

impl Action {
    pub const ALL: [Action; 15] = [
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
    ];

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
        }
    }

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
    /// The challenge or game the action applies to.
    pub target: i64,
    pub label: String,
    pub style: ButtonStyle,
    /// The ply the question was asked at, for questions that lapse when the game
    /// moves on (takebacks): `takeyes:42:17`.
    pub at_ply: Option<i64>,
}

impl Button {
    pub fn new(action: Action, target: i64, label: &str, style: ButtonStyle) -> Button {
        Button {
            action,
            target,
            label: label.to_string(),
            style,
            at_ply: None,
        }
    }

    /// The same button, for a question asked at this ply.
    pub fn at_ply(mut self, ply: i64) -> Button {
        self.at_ply = Some(ply);
        self
    }

    /// `accept:42` (or `takeyes:42:17`): what the Discord adapter stores in the button.
    pub fn custom_id(&self) -> String {
        match self.at_ply {
            Some(ply) => format!("{}:{}:{ply}", self.action.key(), self.target),
            None => format!("{}:{}", self.action.key(), self.target),
        }
    }

    /// Read a custom id back: the action, its target and the ply, if it has one.
    pub fn parse_custom_id(id: &str) -> Option<(Action, i64, Option<i64>)> {
        let (action, rest) = id.split_once(':')?;
        let (target, ply) = match rest.split_once(':') {
            Some((target, ply)) => (target, Some(ply.parse().ok()?)),
            None => (rest, None),
        };
        Some((Action::from_key(action)?, target.parse().ok()?, ply))
    }
}
