//! What the service answers: transport-free messages that the Discord adapter and the
//! console turn into their own forms. Text is structured (see [`super::text`]):
//! people, times and channels are values each front end renders its own way.

use crate::i18n::Lang;
use crate::ids::MessageId;
use crate::ids::{ChallengeId, ChannelId, GameId, UserId, Venue};
use crate::tr;

mod button;
mod fit;
mod page;
mod picker;

pub use button::{Action, Button, ButtonStyle, LinkButton, Press};
pub use fit::{choice, cut, fit_text, fit_text_in, Choice, MAX_CHOICES, MESSAGE_CHARS};
pub use page::Page;
pub use picker::{Menu, MenuOption, Origin, PickStep, MENU_OPTIONS};

/// A file to attach: the board picture (PNG) or an exported game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub filename: String,
    pub bytes: Vec<u8>,
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
    /// A menu to choose from (the move picker's pieces or destinations), shown
    /// above the buttons.
    pub menu: Option<Menu>,
    /// A button opening the web page of what the post shows (after `buttons`).
    pub link: Option<LinkButton>,
    /// Users to notify; other mentions in the text are shown but do not ping.
    pub mentions: Vec<UserId>,
    /// Post this in that channel (a game's thread, or the channel a thread's game
    /// came from) rather than where the command was given.
    pub channel: Option<ChannelId>,
    /// Tell a player privately that this post is their move (they chose turn notices
    /// by DM), with a link to it.
    pub direct: Option<DirectNotice>,
    /// The game whose result this post announces.
    pub result_of: Option<GameId>,
    /// Once posted, tell the service where it went (`Service::posted`).
    pub track: Option<Tracked>,
    /// Open this thread under the channel the post goes to and post it there
    /// (a tournament game's first post); tell the service with
    /// `games::Area::post_thread_opened`, or `games::Area::post_thread_refused` when
    /// Discord refuses (the post then stays in the channel).
    pub thread: Option<OpenThread>,
}

/// A turn notice by direct message: the text, to which the front end adds a link to
/// the post it accompanies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectNotice {
    pub user_id: UserId,
    pub text: String,
    /// The language it is written in (the player's), for what is said to them in
    /// the channel if it cannot be sent.
    pub lang: Lang,
    /// What only the DM says (their conditional moves dropped): never said in the
    /// channel; kept for their next reply if the DM cannot be sent.
    pub private: Option<String>,
}

impl DirectNotice {
    /// The DM's text: the notice, and what only the DM says.
    pub fn dm_text(&self) -> String {
        match &self.private {
            Some(private) => format!("{}\n{private}", self.text),
            None => self.text.clone(),
        }
    }

    /// What the channel is told instead when the player's DMs are closed: the
    /// notice, with the ping the DM was meant to be, and that notices come here from
    /// now on (see `games::Area::direct_message_refused`).
    pub fn in_channel(&self) -> Reply {
        Reply::public(format!(
            "{} — {}\n{}",
            crate::game::text::mention(self.user_id),
            self.text,
            tr!(self.lang, "dm-closed")
        ))
        .mention(self.user_id)
    }
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

    pub fn mention(mut self, user: UserId) -> Reply {
        if !self.mentions.contains(&user) {
            self.mentions.push(user);
        }
        self
    }

    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons = buttons;
        self
    }

    /// The post of a game's result: offers the whole game as an animated replay,
    /// and its analysis.
    pub fn with_result_buttons(self, game_id: GameId, lang: Lang) -> Reply {
        let mut reply = self.with_buttons(vec![
            Button::new(
                Action::Replay,
                game_id.get(),
                &tr!(lang, "button-replay"),
                ButtonStyle::Secondary,
            ),
            Button::new(
                Action::Analyse,
                game_id.get(),
                &tr!(lang, "button-analyse"),
                ButtonStyle::Secondary,
            ),
        ]);
        reply.result_of = Some(game_id);
        reply
    }

    /// With a button opening this web page, if there is one.
    pub fn with_link(mut self, link: Option<LinkButton>) -> Reply {
        self.link = link;
        self
    }

    /// Post this in `channel` instead of where the command was given.
    pub fn in_channel(mut self, channel: ChannelId) -> Reply {
        self.channel = Some(channel);
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
    /// What the command sets in motion beyond its messages, for the front end to
    /// carry out (the service never calls back into a front end). Each front end
    /// matches them all, in one place.
    pub effects: Vec<Effect>,
    /// Instead of messages: a form asking the caller to type a move (Discord: a
    /// modal, the answer to a board's **Type a move** button).
    pub form: Option<MoveForm>,
}

/// A form with one field, for a move typed as `/move` reads one, in a game at a
/// ply; what is typed comes back as `/move` with that game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveForm {
    pub game_id: GameId,
    pub ply: i64,
    pub title: String,
    pub label: String,
    pub placeholder: String,
}

/// What a post is, for the front end to say back where it went once posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tracked {
    /// A server's daily puzzle of a day.
    DailyPuzzle {
        guild_id: crate::ids::Venue,
        day: i64,
    },
    /// A tournament's post, with its Join and Leave buttons.
    TournamentPost { id: crate::ids::TournamentId },
}

/// Something a command sets in motion that only the front end can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The computer is now to move in this game: have it move
    /// (`games::Area::computer_move`) and post what that says.
    ComputerMove { game_id: GameId },
    /// A game that has just started wants a thread of its own: open it (or say why
    /// it could not) with `games::Area::thread_opened` / `games::Area::thread_refused`,
    /// which move the messages there.
    OpenThread(OpenThread),
    /// The first message is this challenge's post: once posted, tell the service
    /// its message id (`Service::set_challenge_message`), so that its buttons can be
    /// disabled when it expires.
    TrackChallengePost { challenge_id: ChallengeId },
    /// The first message is this game's analysis's progress message: once posted,
    /// tell the service its id (`analysis::Area::set_analysis_message`), then run the
    /// analysis in the background (`analysis::Area::run_analysis`) and post what it says.
    Analyse { game_id: GameId },
    /// Post or edit this elsewhere (a daily puzzle's count of solvers).
    Post(Box<Notice>),
}

/// A thread to open for a new game, under the channel the game was started in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenThread {
    pub game_id: GameId,
    pub name: String,
}

impl Response {
    pub fn reply(reply: Reply) -> Response {
        Response {
            messages: vec![reply],
            ..Response::default()
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

/// Something the sweep wants said in a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// The server (0 for none), for links to what is posted.
    pub guild_id: Venue,
    pub channel_id: ChannelId,
    /// A new message for the channel, if any.
    pub message: Option<Reply>,
    /// An earlier message to rewrite (a challenge post, its buttons disabled; an
    /// analysis's progress message, turned into its result).
    pub edit: Option<MessageEdit>,
}

/// An earlier message rewritten: its text, and what becomes of its buttons and
/// picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MessageEdit {
    pub message_id: MessageId,
    pub text: String,
    /// Buttons it keeps, shown disabled (an expired challenge's).
    pub disabled_buttons: Vec<Button>,
    /// Working buttons it gets instead (an analysis's worst moves).
    pub buttons: Vec<Button>,
    /// A picture it gets (an analysis's graph).
    pub picture: Option<Attachment>,
    /// A button opening the web page of what it shows.
    pub link: Option<LinkButton>,
}
