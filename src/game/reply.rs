//! What the service answers: transport-free messages that the Discord adapter and the
//! console turn into their own forms. Text is structured (see [`super::text`]):
//! people, times and channels are values each front end renders its own way.

use crate::i18n::Lang;
use crate::ids::{ChallengeId, ChannelId, GameId, UserId, Venue};
use crate::tr;

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
    /// `Service::post_thread_opened`, or `Service::post_thread_refused` when
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
    /// carry out (the service never calls back into a front end).
    pub effects: Vec<Effect>,
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
    TournamentPost { id: i64 },
}

/// Something a command sets in motion that only the front end can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The computer is now to move in this game: have it move
    /// (`Service::computer_move`) and post what that says.
    ComputerMove { game_id: GameId },
    /// A game that has just started wants a thread of its own: open it (or say why
    /// it could not) with `Service::thread_opened` / `Service::thread_refused`,
    /// which move the messages there.
    OpenThread(OpenThread),
    /// The first message is this challenge's post: once posted, tell the service
    /// its message id (`Service::set_challenge_message`), so that its buttons can be
    /// disabled when it expires.
    TrackChallengePost { challenge_id: ChallengeId },
    /// The first message is this game's analysis's progress message: once posted,
    /// tell the service its id (`Service::set_analysis_message`), then run the
    /// analysis in the background (`Service::run_analysis`) and post what it says.
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
    /// The game the computer is now to move in, if the command left it to move.
    pub fn computer_move(&self) -> Option<GameId> {
        self.effects.iter().find_map(|e| match e {
            Effect::ComputerMove { game_id } => Some(*game_id),
            _ => None,
        })
    }

    /// What this command has to say in other messages (a daily puzzle's count).
    pub fn posts_elsewhere(&self) -> Vec<Notice> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Post(notice) => Some((**notice).clone()),
                _ => None,
            })
            .collect()
    }

    /// The game whose analysis this command asked for, to run in the background.
    pub fn analysis_to_run(&self) -> Option<GameId> {
        self.effects.iter().find_map(|e| match e {
            Effect::Analyse { game_id } => Some(*game_id),
            _ => None,
        })
    }

    /// The thread this command wants opened, if any.
    pub fn thread_to_open(&self) -> Option<&OpenThread> {
        self.effects.iter().find_map(|e| match e {
            Effect::OpenThread(t) => Some(t),
            _ => None,
        })
    }

    /// Take the thread to open out of the effects (the front end is opening it).
    pub fn take_thread_to_open(&mut self) -> Option<OpenThread> {
        let i = self
            .effects
            .iter()
            .position(|e| matches!(e, Effect::OpenThread(_)))?;
        match self.effects.remove(i) {
            Effect::OpenThread(t) => Some(t),
            _ => None,
        }
    }

    /// The challenge whose post the first message is, if any.
    pub fn challenge_post(&self) -> Option<ChallengeId> {
        self.effects.iter().find_map(|e| match e {
            Effect::TrackChallengePost { challenge_id } => Some(*challenge_id),
            _ => None,
        })
    }

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

/// One autocomplete suggestion: what the user sees and the value sent back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// Discord's limits on what a bot sends. Every reply passes [`fit_response`] (in
/// `Service::handle`) and every autocomplete list [`fit_choices`], so no builder
/// downstream can exceed them.
pub mod limits {
    /// A message's content.
    pub const CONTENT: usize = 2000;
    /// An embed's description.
    pub const EMBED_DESCRIPTION: usize = 4096;
    /// Autocomplete choices in one answer.
    pub const CHOICES: usize = 25;
    /// A choice's name and its string value.
    pub const CHOICE_NAME: usize = 100;
    pub const CHOICE_VALUE: usize = 100;
    /// A button's label.
    pub const BUTTON_LABEL: usize = 80;
    /// Buttons in one action row.
    pub const BUTTONS_PER_ROW: usize = 5;
}

/// Discord shows at most 25 autocomplete choices, each name at most 100 characters.
pub const MAX_CHOICES: usize = limits::CHOICES;

pub fn choice(name: String, value: String) -> Choice {
    Choice {
        name: cut(&name, limits::CHOICE_NAME),
        value: cut(&value, limits::CHOICE_VALUE),
    }
}

/// At most `max` characters: the text itself, or its start and "…".
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Text of at most `max` characters that never ends inside a line: whole lines, then
/// "…and N more lines." when some had to go. A single line longer than `max` is cut
/// before any person, time or channel it would split (a token of the service's
/// text, or Discord's `<…>` markup).
pub fn fit_text(text: &str, max: usize) -> String {
    fit_text_in(text, max, Lang::En)
}

/// [`fit_text`], saying "…and N more lines." in `lang`.
pub fn fit_text_in(text: &str, max: usize, lang: Lang) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let lines: Vec<&str> = text.split('\n').collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for (i, line) in lines.iter().enumerate() {
        let left = lines.len() - i - 1;
        let tail = if left == 0 {
            0
        } else {
            more_lines(left, lang).chars().count() + 1
        };
        let need = line.chars().count() + usize::from(!kept.is_empty());
        if used + need + tail > max {
            break;
        }
        used += need;
        kept.push(line);
    }
    if kept.is_empty() {
        return cut_outside_markup(lines[0], max);
    }
    let dropped = lines.len() - kept.len();
    let mut out = kept.join("\n");
    if dropped > 0 {
        out.push('\n');
        out.push_str(&more_lines(dropped, lang));
    }
    out
}

fn more_lines(n: usize, lang: Lang) -> String {
    tr!(lang, "more-lines", n = n)
}

/// One over-long line cut to `max` characters (with "…"), moved back to before a
/// `<…>` markup it would cut in two.
fn cut_outside_markup(line: &str, max: usize) -> String {
    let mut head: String = line.chars().take(max.saturating_sub(1)).collect();
    if let Some(open) = super::text::open_token_at_end(&head) {
        head.truncate(open);
    }
    if let Some(open) = head.rfind('<') {
        if !head[open..].contains('>') {
            head.truncate(open);
        }
    }
    head.push('…');
    head
}

/// A reply within Discord's limits.
pub fn fit_reply(reply: Reply) -> Reply {
    fit_reply_in(reply, Lang::En)
}

/// [`fit_reply`] in `lang`.
pub fn fit_reply_in(mut reply: Reply, lang: Lang) -> Reply {
    reply.text = fit_text_in(&reply.text, limits::CONTENT, lang);
    for button in &mut reply.buttons {
        button.label = cut(&button.label, limits::BUTTON_LABEL);
    }
    reply.buttons.truncate(limits::BUTTONS_PER_ROW);
    reply
}

/// Every message of a response within Discord's limits.
pub fn fit_response(response: Response) -> Response {
    fit_response_in(response, Lang::En, Lang::En)
}

/// [`fit_response`], private messages in `lang` and public ones in `guild_lang`.
pub fn fit_response_in(mut response: Response, lang: Lang, guild_lang: Lang) -> Response {
    let fit = |r: Reply| {
        let l = if r.private { lang } else { guild_lang };
        fit_reply_in(r, l)
    };
    response.update_origin = response.update_origin.map(fit);
    response.messages = response.messages.into_iter().map(fit).collect();
    response
}

/// An autocomplete answer within Discord's limits.
pub fn fit_choices(choices: Vec<Choice>) -> Vec<Choice> {
    choices
        .into_iter()
        .take(limits::CHOICES)
        .map(|c| choice(c.name, c.value))
        .collect()
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
    pub message_id: i64,
    pub text: String,
    /// Buttons it keeps, shown disabled (an expired challenge's).
    pub disabled_buttons: Vec<Button>,
    /// Working buttons it gets instead (an analysis's worst moves).
    pub buttons: Vec<Button>,
    /// A picture it gets (an analysis's graph).
    pub picture: Option<Attachment>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_kept_as_it_is() {
        assert_eq!(fit_text("a\nb", 10), "a\nb");
    }

    #[test]
    fn long_text_keeps_whole_lines_and_counts_the_rest() {
        let lines: Vec<String> = (0..100)
            .map(|i| format!("• game {i} <@{}>", 100_000_000_000_000_000u64 + i))
            .collect();
        let text = lines.join("\n");
        let fitted = fit_text(&text, limits::CONTENT);
        assert!(fitted.chars().count() <= limits::CONTENT);
        let kept: Vec<&str> = fitted.lines().collect();
        let last = kept.last().unwrap();
        let n = kept.len() - 1;
        assert_eq!(*last, format!("…and {} more lines.", 100 - n));
        for (i, line) in kept[..n].iter().enumerate() {
            assert_eq!(*line, lines[i], "whole lines, in order");
        }
    }

    #[test]
    fn one_huge_line_is_not_cut_inside_a_mention() {
        let line = "x".repeat(1990) + " <@123456789012345678> and more";
        let fitted = fit_text(&line, limits::CONTENT);
        assert!(fitted.chars().count() <= limits::CONTENT);
        assert!(fitted.ends_with('…'));
        assert!(!fitted.contains("<@"), "{fitted}");
    }

    #[test]
    fn choices_and_labels_are_cut_to_discord_sizes() {
        let many: Vec<Choice> = (0..40)
            .map(|i| Choice {
                name: "n".repeat(150 + i),
                value: "v".repeat(120),
            })
            .collect();
        let fitted = fit_choices(many);
        assert_eq!(fitted.len(), limits::CHOICES);
        for c in fitted {
            assert!(c.name.chars().count() <= limits::CHOICE_NAME);
            assert!(c.value.chars().count() <= limits::CHOICE_VALUE);
        }
        let mut reply = Reply::public("hi");
        reply.buttons = (0..7)
            .map(|i| Button::new(Action::Accept, i, &"label".repeat(30), ButtonStyle::Primary))
            .collect();
        let reply = fit_reply(reply);
        assert_eq!(reply.buttons.len(), limits::BUTTONS_PER_ROW);
        assert!(reply
            .buttons
            .iter()
            .all(|b| b.label.chars().count() <= limits::BUTTON_LABEL));
    }
}
