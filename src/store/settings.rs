//! Players' own choices and servers' defaults (`/settings`).

use super::backend::on;
use super::{Notify, Pieces, Result, Store};

impl Store {
    /// A player's own choice of pieces, if they made one.
    pub async fn user_pieces(&self, user_id: i64) -> Result<Option<Pieces>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT pieces FROM user_settings WHERE user_id = $1"
        )
        .bind(user_id)
        .fetch_optional(pool)
        .await
        .map(Option::flatten))
    }

    /// A server's default pieces, if an admin chose them.
    pub async fn server_pieces(&self, guild_id: i64) -> Result<Option<Pieces>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT pieces FROM server_settings WHERE guild_id = $1"
        )
        .bind(guild_id)
        .fetch_optional(pool)
        .await
        .map(Option::flatten))
    }

    /// Choose (or with `None` forget) a player's pieces.
    pub async fn set_user_pieces(
        &self,
        user_id: i64,
        pieces: Option<Pieces>,
        now: i64,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO user_settings (user_id, pieces, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET pieces = excluded.pieces, \
             updated_at = excluded.updated_at"
        )
        .bind(user_id)
        .bind(pieces)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Choose (or with `None` forget) a server's default pieces.
    pub async fn set_server_pieces(
        &self,
        guild_id: i64,
        pieces: Option<Pieces>,
        now: i64,
    ) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO server_settings (guild_id, pieces, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id) DO UPDATE SET pieces = excluded.pieces, \
             updated_at = excluded.updated_at"
        )
        .bind(guild_id)
        .bind(pieces)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }
}

/// A player's own choices, as stored (`None`: not chosen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserChoices {
    pub pieces: Option<Pieces>,
    pub notify: Option<Notify>,
    pub thread: Option<bool>,
}

impl Store {
    /// Everything a player has chosen.
    pub async fn user_choices(&self, user_id: i64) -> Result<UserChoices> {
        let row: Option<(Option<Pieces>, Option<Notify>, Option<bool>)> =
            on!(self, |pool| sqlx::query_as(
                "SELECT pieces, notify, thread FROM user_settings WHERE user_id = $1"
            )
            .bind(user_id)
            .fetch_optional(pool)
            .await)?;
        Ok(row
            .map(|(pieces, notify, thread)| UserChoices {
                pieces,
                notify,
                thread,
            })
            .unwrap_or_default())
    }

    /// Choose how a player hears that it is their move.
    pub async fn set_user_notify(&self, user_id: i64, notify: Notify, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO user_settings (user_id, notify, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify, \
             updated_at = excluded.updated_at"
        )
        .bind(user_id)
        .bind(notify)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }

    /// Choose whether a player's challenges get a thread per game.
    pub async fn set_user_thread(&self, user_id: i64, thread: bool, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO user_settings (user_id, thread, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET thread = excluded.thread, \
             updated_at = excluded.updated_at"
        )
        .bind(user_id)
        .bind(thread)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }

    /// A server's default for threads, if an admin chose one.
    pub async fn server_thread(&self, guild_id: i64) -> Result<Option<bool>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT thread FROM server_settings WHERE guild_id = $1"
        )
        .bind(guild_id)
        .fetch_optional(pool)
        .await
        .map(Option::flatten))
    }

    /// Choose a server's default for threads.
    pub async fn set_server_thread(&self, guild_id: i64, thread: bool, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO server_settings (guild_id, thread, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id) DO UPDATE SET thread = excluded.thread, \
             updated_at = excluded.updated_at"
        )
        .bind(guild_id)
        .bind(thread)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }
}
