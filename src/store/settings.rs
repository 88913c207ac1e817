//! Players' own choices and servers' defaults (`/settings`).

use super::backend::on;
use super::{Pieces, Result, Store};

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

    /// The language a server was last seen to prefer (`en`, `ja`), if seen at all.
    pub async fn server_language(&self, guild_id: i64) -> Result<Option<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT lang FROM server_languages WHERE guild_id = $1"
        )
        .bind(guild_id)
        .fetch_optional(pool)
        .await)
    }

    /// Remember the language a server prefers.
    pub async fn set_server_language(&self, guild_id: i64, lang: &str, now: i64) -> Result<()> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "INSERT INTO server_languages (guild_id, lang, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (guild_id) DO UPDATE SET lang = excluded.lang, \
             updated_at = excluded.updated_at"
        )
        .bind(guild_id)
        .bind(lang)
        .bind(now)
        .execute(pool)
        .await
        .map(drop))
    }
}
