//! The languages the bot remembers: each server's (for posts that answer no
//! interaction) and each player's (for direct messages), as last seen on a command.
//! Both are a stored value behind a cache, read once and written only when it changes.

use crate::ids::{UserId, Venue};
use std::collections::HashMap;
use std::sync::Mutex;

use crate::i18n::Lang;

use std::sync::Arc;

crate::game::area! {
    /// The servers' and players' languages, as last stored (which it owns).
    {
        remembered: &'s Arc<crate::game::languages::Remembered>,
    }
}

/// Whose language.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Speaker {
    Server(Venue),
    Player(UserId),
}

/// The languages as last stored, `None` for one never seen.
#[derive(Default)]
pub(crate) struct Remembered(Mutex<HashMap<Speaker, Option<Lang>>>);

impl Area<'_> {
    /// The language of server `guild_id` for posts that answer no interaction
    /// (reminders, losses on time, expired challenges, the computer's moves): the
    /// `guild_locale` last seen on a command there, else English.
    pub async fn server_lang(&self, guild_id: Venue) -> Lang {
        self.remembered_lang(Speaker::Server(guild_id))
            .await
            .unwrap_or_default()
    }

    /// Remember the language a server's interactions say it prefers.
    pub(crate) async fn note_server_lang(&self, guild_id: Venue, lang: Lang) {
        if guild_id != Venue::Direct {
            self.remember_lang(Speaker::Server(guild_id), lang).await;
        }
    }

    /// The language of player `user_id`'s Discord client, as last seen on one of
    /// their commands (for direct messages); `None` if never seen.
    pub async fn user_lang(&self, user_id: UserId) -> Option<Lang> {
        self.remembered_lang(Speaker::Player(user_id)).await
    }

    /// Remember the language a player's commands say their client uses.
    pub(crate) async fn note_user_lang(&self, user_id: UserId, lang: Lang) {
        self.remember_lang(Speaker::Player(user_id), lang).await;
    }

    /// A remembered language, from the cache or else the store. A store failure is
    /// logged and answered `None` (not cached, so the next call reads again).
    async fn remembered_lang(&self, who: Speaker) -> Option<Lang> {
        if let Some(&lang) = self.remembered.0.lock().unwrap().get(&who) {
            return lang;
        }
        let stored = match who {
            Speaker::Server(id) => self.store.server_language(id).await,
            Speaker::Player(id) => self.store.user_language(id).await,
        };
        let lang = match stored {
            Ok(code) => code.as_deref().and_then(Lang::parse),
            Err(e) => {
                tracing::warn!(error = %e, ?who, "could not read a language");
                return None;
            }
        };
        self.remembered.0.lock().unwrap().insert(who, lang);
        lang
    }

    /// Store a language seen on a command, only when it differs from the one
    /// remembered (most commands change nothing and cost no write).
    async fn remember_lang(&self, who: Speaker, lang: Lang) {
        if self.remembered_lang(who).await == Some(lang) {
            return;
        }
        let now = self.now();
        let stored = match who {
            Speaker::Server(id) => self.store.set_server_language(id, lang.code(), now).await,
            Speaker::Player(id) => self.store.set_user_language(id, lang.code(), now).await,
        };
        match stored {
            Ok(()) => {
                self.remembered.0.lock().unwrap().insert(who, Some(lang));
            }
            Err(e) => tracing::warn!(error = %e, ?who, "could not store a language"),
        }
    }
}
