//! The closed sets of words the store keeps in TEXT columns, as types. Each is mapped
//! to its column text once, here (sqlx's derive), so the service never compares
//! strings and an unknown word in the database is an error, not a silent default.

use washogi_rules::Color;

/// Whether a game is still being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
pub enum GameStatus {
    Active,
    Finished,
}

/// Who won a finished game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
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
#[derive(Copy, Clone, Debug, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
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
}

impl Ending {
    /// "by checkmate", "on time", ...: how a game ended, after "won" or "drawn".
    pub fn words(self) -> &'static str {
        match self {
            Ending::Checkmate => "by checkmate",
            Ending::NoMoves => "as the loser had no legal move",
            Ending::Repetition => "by repetition",
            Ending::PerpetualCheck => "by perpetual check",
            Ending::Resignation => "by resignation",
            Ending::Timeout => "on time",
            Ending::Agreement => "by agreement",
            Ending::Impasse => "by impasse",
        }
    }
}

/// Where a challenge stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
pub enum ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Cancelled,
    Expired,
}

impl ChallengeStatus {
    /// "declined", "expired", ...: the word after "it was".
    pub fn word(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }
}

/// The challenger's colour wish.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "snake_case")]
pub enum ColorChoice {
    #[default]
    Random,
    Sente,
    Gote,
}

impl ColorChoice {
    /// What people type: `random`, `sente`/`black`, `gote`/`white`.
    pub fn parse(text: &str) -> Option<ColorChoice> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Some(ColorChoice::Random),
            "sente" | "black" => Some(ColorChoice::Sente),
            "gote" | "white" => Some(ColorChoice::Gote),
            _ => None,
        }
    }
}
