//! What the service answers: transport-free messages that the Discord adapter and the
//! console turn into their own forms. Text uses Discord's markup for mentions
//! (`<@id>`) and times (`<t:unix:R>`); other front ends rewrite those.

/// A file to attach: the board picture (PNG) or an exported game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub bytes: Vec<u8>,
}

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
}

impl Action {
    pub const ALL: [Action; 7] = [
        Action::Accept,
        Action::Decline,
        Action::Cancel,
        Action::Resign,
        Action::KeepPlaying,
        Action::AcceptDraw,
        Action::DeclineDraw,
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
}

impl Button {
    pub fn new(action: Action, target: i64, label: &str, style: ButtonStyle) -> Button {
        Button {
            action,
            target,
            label: label.to_string(),
            style,
        }
    }

    /// `accept:42`: what the Discord adapter stores in the button.
    pub fn custom_id(&self) -> String {
        format!("{}:{}", self.action.key(), self.target)
    }

    /// Read a custom id back.
    pub fn parse_custom_id(id: &str) -> Option<(Action, i64)> {
        let (action, target) = id.split_once(':')?;
        Some((Action::from_key(action)?, target.parse().ok()?))
    }
}

/// One message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub text: String,
    /// Only the caller sees it (Discord: ephemeral).
    pub private: bool,
    /// The board picture, shown large.
    pub picture: Option<Attachment>,
    /// Another file, such as an exported record.
    pub file: Option<Attachment>,
    pub buttons: Vec<Button>,
    /// Users to notify; other mentions in the text are shown but do not ping.
    pub mentions: Vec<i64>,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }

    pub fn mention(mut self, user: i64) -> Reply {
        if !self.mentions.contains(&user) {
            self.mentions.push(user);
        }
        self
    }

    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons = buttons;
        self
    }
}

/// Everything one command or button press produces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Response {
    /// For a button press: what the message that carried the button becomes (its
    /// buttons are replaced by these, usually none).
    pub update_origin: Option<Reply>,
    /// New messages, in order. The first answers the command itself.
    pub messages: Vec<Reply>,
}

impl Response {
    pub fn reply(reply: Reply) -> Response {
        Response {
            update_origin: None,
            messages: vec![reply],
        }
    }

    /// A refusal: private, says why, and nothing changed.
    pub fn refuse(text: impl Into<String>) -> Response {
        Response::reply(Reply::private(text))
    }

    /// Whether this response refuses the command (a single private message and no
    /// change to the message that carried a button).
    pub fn is_refusal(&self) -> bool {
        self.update_origin.is_none() && self.messages.len() == 1 && self.messages[0].private
    }

    /// The first message's text (handy in tests and logs).
    pub fn text(&self) -> &str {
        self.messages
            .first()
            .or(self.update_origin.as_ref())
            .map(|m| m.text.as_str())
            .unwrap_or("")
    }
}

/// One autocomplete suggestion: what the user sees and the value sent back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// Discord shows at most 25 autocomplete choices, each name at most 100 characters.
pub const MAX_CHOICES: usize = 25;

pub fn choice(name: String, value: String) -> Choice {
    let name = if name.chars().count() > 100 {
        name.chars().take(99).collect::<String>() + "…"
    } else {
        name
    };
    Choice { name, value }
}
