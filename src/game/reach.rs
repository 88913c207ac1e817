//! Where the bot is. Each interaction says whether the bot is in its channel
//! ([`Reach`]); the service notes it, so that what is not an answer to a command
//! (the clock's, the computer's, a reminder, an analysis) is posted in a game's
//! channel only where the bot may post, and goes to the players by DM elsewhere.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::game::{Place, Reach};
use crate::ids::{ChannelId, UserId};

use std::sync::Arc;

crate::game::area! {
    /// Whether the bot is in each channel, as last noted (which it owns).
    {
        reaches: &'s Arc<crate::game::reach::Reaches>,
    }
}

/// The channels' reach as last noted or read (a channel's reach changes only when
/// a server adds or removes the bot).
#[derive(Default)]
pub(crate) struct Reaches(Mutex<HashMap<ChannelId, Reach>>);

impl Area<'_> {
    /// Note where the bot is, as a command from `place` shows: stored when it is new
    /// or has changed.
    pub(crate) async fn note_reach(&self, place: Place) {
        let known = self.reaches.0.lock().unwrap().get(&place.channel).copied();
        if known == Some(place.reach) {
            return;
        }
        let stored = match known {
            Some(_) => None,
            None => self.store.channel_reach(place.channel).await.ok().flatten(),
        };
        if stored != Some(place.reach) {
            if let Err(e) = self
                .store
                .set_channel_reach(place.channel, place.reach, self.now())
                .await
            {
                tracing::warn!(error = %e, "could not note whether the bot is in a channel");
                return;
            }
        }
        self.reaches
            .0
            .lock()
            .unwrap()
            .insert(place.channel, place.reach);
    }

    /// Whether the bot is in `channel`: as the last command from it showed; a
    /// channel no command ever came from (a server's channel named in an option) is
    /// taken as one the bot is in, as it always was before user installs.
    pub async fn reach_of(&self, channel: ChannelId) -> Reach {
        if let Some(&reach) = self.reaches.0.lock().unwrap().get(&channel) {
            return reach;
        }
        match self.store.channel_reach(channel).await {
            Ok(stored) => {
                let reach = stored.unwrap_or(Reach::Member);
                self.reaches.0.lock().unwrap().insert(channel, reach);
                reach
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not read whether the bot is in a channel");
                Reach::Member
            }
        }
    }

    /// Whether the bot may post in `channel` on its own.
    pub async fn bot_is_in(&self, channel: ChannelId) -> bool {
        self.reach_of(channel).await == Reach::Member
    }
}

impl Area<'_> {
    /// A notice for `player` that no DM could carry where only the app is (their DMs
    /// closed, or they share no server with the bot and never installed it): said
    /// with their next reply instead.
    pub async fn missed_by_dm(&self, player: UserId, text: &str) {
        if let Err(e) = self
            .store
            .add_private_notice(player, text, self.now())
            .await
        {
            tracing::warn!(error = %e, "could not keep a missed notice for a player");
        }
    }
}
