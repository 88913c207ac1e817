//! The domain's closed sets of choices and states, below the store and the
//! adapters: both use these types (the store maps each to its column text, in
//! `store/types.rs`; the adapters read them from options), and none of them is
//! ever compared as text.

/// Whether a game is still being played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Active,
    Finished,
}

/// Where a challenge stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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

/// How pieces are drawn for a player: one kanji each, or their letter with their
/// moves marked (for players who don't read kanji).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Pieces {
    #[default]
    Kanji,
    Letters,
}

impl Pieces {
    /// `kanji`, `letters` (also `latin`, `western`), as people type them.
    pub fn parse(text: &str) -> Option<Pieces> {
        match text.trim().to_ascii_lowercase().as_str() {
            "kanji" | "japanese" => Some(Pieces::Kanji),
            "letters" | "letter" | "latin" | "western" => Some(Pieces::Letters),
            _ => None,
        }
    }
}

/// Where a player is told that it is their move: in the game's channel (mentioned
/// in the post), or by a direct message linking to it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Notify {
    #[default]
    Channel,
    Dm,
}

impl Notify {
    pub fn parse(text: &str) -> Option<Notify> {
        match text.trim().to_ascii_lowercase().as_str() {
            "channel" => Some(Notify::Channel),
            "dm" | "direct" => Some(Notify::Dm),
            _ => None,
        }
    }
}

/// The challenger's colour wish.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
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

/// Where a tournament stands: taking players, being played, over, or called off.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    Open,
    Running,
    Finished,
    Cancelled,
}

/// How a tournament is paired.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TournamentFormat {
    Swiss,
    RoundRobin,
    DoubleRoundRobin,
}

impl TournamentFormat {
    pub const ALL: [TournamentFormat; 3] = [
        TournamentFormat::Swiss,
        TournamentFormat::RoundRobin,
        TournamentFormat::DoubleRoundRobin,
    ];

    pub fn id(self) -> &'static str {
        match self {
            TournamentFormat::Swiss => "swiss",
            TournamentFormat::RoundRobin => "round-robin",
            TournamentFormat::DoubleRoundRobin => "double-round-robin",
        }
    }

    pub fn parse(id: &str) -> Option<TournamentFormat> {
        TournamentFormat::ALL.into_iter().find(|f| f.id() == id)
    }

    /// A round-robin's rounds for `players`: everyone meets everyone (twice).
    pub fn round_robin_rounds(self, players: usize) -> Option<i64> {
        let once = (players + players % 2).saturating_sub(1) as i64;
        match self {
            TournamentFormat::Swiss => None,
            TournamentFormat::RoundRobin => Some(once),
            TournamentFormat::DoubleRoundRobin => Some(2 * once),
        }
    }
}

/// Where a player's try at a puzzle stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttemptState {
    /// Being solved: the next move is the player's.
    Open,
    Solved,
    Failed,
}

/// When a player is reminded before a correspondence deadline: a day before (as
/// always), an hour before, both, or never.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Remind {
    #[default]
    Day,
    Hour,
    DayAndHour,
    Off,
}

impl Remind {
    pub const ALL: [Remind; 4] = [Remind::Day, Remind::Hour, Remind::DayAndHour, Remind::Off];

    /// `24h`, `1h`, `24h+1h`, `off`: as `/settings remind:` takes them.
    pub fn id(self) -> &'static str {
        match self {
            Remind::Day => "24h",
            Remind::Hour => "1h",
            Remind::DayAndHour => "24h+1h",
            Remind::Off => "off",
        }
    }

    pub fn parse(text: &str) -> Option<Remind> {
        let text = text.trim().to_ascii_lowercase().replace(' ', "");
        Remind::ALL.into_iter().find(|r| r.id() == text)
    }
}

/// Whether the bot is in a channel. Discord lets a bot post, open threads and edit
/// its old posts only where it is a member; where only a user's install of the app
/// is (a group DM, a DM between people, a server that never added the bot), the bot
/// answers through the interaction alone (its response and follow-ups, within the
/// token's 15 minutes), and what is not an answer goes to the players by DM.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reach {
    /// The bot is a member: a server that added it, its own DM, the console.
    Member,
    /// Only through the interaction.
    Interaction,
}
