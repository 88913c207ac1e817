//! Who gives a command, and where: the caller and the place the service answers in.

use std::sync::Arc;

pub use crate::domain::Reach;
use crate::i18n::Lang;
use crate::ids::{ChannelId, UserId, Venue};

/// Who is calling (or being named in an option).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub name: String,
    pub bot: bool,
}

impl User {
    pub fn new(id: i64, name: &str) -> User {
        User {
            id: UserId::new(id),
            name: clean_name(name),
            bot: false,
        }
    }
}

/// The one cleaning of names from outside (see [`crate::render::clean_name`]); a name
/// with nothing visible left is shown as "player".
pub fn clean_name(name: &str) -> String {
    let name = crate::render::clean_name(name);
    if name.is_empty() {
        "player".into()
    } else {
        name
    }
}

/// Where a command was given: a server or direct messages, and the channel; and the
/// languages to answer in: the caller's own for private replies (Discord's
/// `locale`), the server's preferred one for public posts (`guild_locale`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub venue: Venue,
    pub channel: ChannelId,
    /// Private replies: the caller's language.
    pub lang: Lang,
    /// Public posts: the server's language (in a direct message, the caller's).
    pub guild_lang: Lang,
    /// The largest file the place accepts, in bytes, if it has a limit (Discord: the
    /// interaction's `attachment_size_limit`, or its default; the console: none).
    pub upload_limit: Option<usize>,
    /// When the command reached the front end (ms since the epoch; Discord: the
    /// interaction's snowflake). A live game times a move from here, so that the
    /// bot's own work never costs a player time. `None`: when the service reads it.
    pub received_ms: Option<i64>,
    /// What kind of conversation it is: a server's channel, the bot's own DM, or
    /// a DM or group DM between people.
    pub surface: Surface,
    /// Whether the bot itself is there, or only the app a user installed.
    pub reach: Reach,
    /// Whether others see its public replies. Where only a user's install of the
    /// app is, a server whose members lack *Use External Apps* shows the app's
    /// replies to the caller alone (Discord, "Permissions": USE_EXTERNAL_APPS).
    pub public: bool,
}

/// What kind of conversation a command came from (Discord: the interaction's
/// `context`, GUILD, BOT_DM or PRIVATE_CHANNEL).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Surface {
    /// A server's channel (or one of its threads).
    Server,
    /// The direct messages between the caller and the bot.
    BotDm,
    /// A DM between people or a group DM, where the app came with a user who
    /// installed it.
    Private,
}

impl Place {
    /// A place where everything is said in English.
    /// `server` 0: a direct message.
    pub const fn new(server: i64, channel: i64) -> Place {
        Place {
            venue: Venue::from_key(server),
            channel: ChannelId::new(channel),
            lang: Lang::En,
            guild_lang: Lang::En,
            upload_limit: None,
            received_ms: None,
            surface: if server == 0 {
                Surface::BotDm
            } else {
                Surface::Server
            },
            reach: Reach::Member,
            public: true,
        }
    }

    /// A DM between people or a group DM (`channel`), where the app came with the
    /// caller's install and the bot is not a member.
    pub const fn private_channel(channel: i64) -> Place {
        let mut place = Place::new(0, channel);
        place.surface = Surface::Private;
        place.reach = Reach::Interaction;
        place
    }

    /// The same place, as seen from Discord: its kind and whether the bot is there.
    pub const fn seen_as(mut self, surface: Surface, reach: Reach) -> Place {
        self.surface = surface;
        self.reach = reach;
        self
    }

    /// The same place, where the caller's replies are seen by them alone.
    pub const fn seen_by_caller_only(mut self) -> Place {
        self.public = false;
        self
    }

    /// Whether the bot can post here on its own (not only answer the interaction).
    pub fn bot_is_here(self) -> bool {
        self.reach == Reach::Member
    }

    /// A server that added the bot: where its ladders, tournaments, daily puzzles
    /// and settings live.
    pub fn is_server_with_bot(self) -> bool {
        matches!(self.venue, Venue::Server(_)) && self.bot_is_here()
    }

    /// The same place, the command received at `ms` (ms since the epoch).
    pub const fn received_at(mut self, ms: i64) -> Place {
        self.received_ms = Some(ms);
        self
    }

    /// The same place, with this upload limit.
    pub const fn with_upload_limit(mut self, bytes: usize) -> Place {
        self.upload_limit = Some(bytes);
        self
    }

    /// The same place, answered in these languages.
    pub const fn with_langs(mut self, lang: Lang, guild_lang: Lang) -> Place {
        self.lang = lang;
        self.guild_lang = guild_lang;
        self
    }

    /// A direct message: no server around it.
    pub fn is_direct_message(self) -> bool {
        matches!(self.venue, Venue::Direct)
    }
}

/// Which servers a process looks after, by server id (0: direct messages).
pub type ServerFilter = Arc<dyn Fn(i64) -> bool + Send + Sync>;
