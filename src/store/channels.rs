//! Whether the bot is in a channel ([`Reach`]), as the last interaction from it
//! showed. What is not an answer to a command (the clock's, the computer's, a
//! reminder) is posted in a game's channel only where the bot is a member; where
//! only a user's install of the app is, it goes to the players by DM.

use super::backend::on;
use super::{Result, Store};
use crate::domain::Reach;
use crate::ids::ChannelId;

impl Store {
    /// Remember that the bot is (or is not) in `channel`, as of `now`.
    pub async fn set_channel_reach(
        &self,
        channel: ChannelId,
        reach: Reach,
        now: i64,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| {
            sqlx::query(
            "INSERT INTO channel_reach (channel_id, reach, seen_at) VALUES ($1, $2, $3) \
             ON CONFLICT (channel_id) DO UPDATE SET reach = excluded.reach, seen_at = excluded.seen_at"
        )
        .bind(channel)
        .bind(reach)
        .bind(now)
        .execute(pool)
        .await
        .map(drop)
        })
    }

    /// Whether the bot is in `channel`, if an interaction from it ever said.
    pub async fn channel_reach(&self, channel: ChannelId) -> Result<Option<Reach>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT reach FROM channel_reach WHERE channel_id = $1"
        )
        .bind(channel)
        .fetch_optional(pool)
        .await)
    }
}
