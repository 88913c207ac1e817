//! Players' own choices and servers' defaults (`/settings`).

use crate::ids::{RoleId, UserId, Venue};
use sqlx::{Decode, Encode, Postgres, Sqlite, Type};

use super::backend::on;
use super::{Notify, Pieces, Remind, Result, Store};

/// Whose setting: a player's own, or a server's default.
#[derive(Clone, Copy)]
enum Owner {
    User(UserId),
    Server(Venue),
}

/// A value a settings column holds, written and read on either database.
pub(super) trait Column:
    for<'q> Encode<'q, Sqlite>
    + for<'r> Decode<'r, Sqlite>
    + Type<Sqlite>
    + for<'q> Encode<'q, Postgres>
    + for<'r> Decode<'r, Postgres>
    + Type<Postgres>
    + Send
    + Unpin
{
}

impl<T> Column for T where
    T: for<'q> Encode<'q, Sqlite>
        + for<'r> Decode<'r, Sqlite>
        + Type<Sqlite>
        + for<'q> Encode<'q, Postgres>
        + for<'r> Decode<'r, Postgres>
        + Type<Postgres>
        + Send
        + Unpin
{
}

impl Store {
    /// A player's own choice of pieces, if they made one.
    pub async fn user_pieces(&self, user_id: UserId) -> Result<Option<Pieces>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT pieces FROM user_settings WHERE user_id = $1"
        )
        .bind(user_id)
        .fetch_optional(pool)
        .await
        .map(Option::flatten))
    }

    /// A server's default pieces, if an admin chose them.
    pub async fn server_pieces(&self, guild_id: Venue) -> Result<Option<Pieces>> {
        self.server_choice(guild_id, "pieces").await
    }

    /// Choose (or with `None` forget) a player's pieces.
    pub async fn set_user_pieces(
        &self,
        user_id: UserId,
        pieces: Option<Pieces>,
        now: i64,
    ) -> Result<()> {
        self.set_choice(Owner::User(user_id), "pieces", pieces, now)
            .await
    }

    /// Choose (or with `None` forget) a server's default pieces.
    pub async fn set_server_pieces(
        &self,
        guild_id: Venue,
        pieces: Option<Pieces>,
        now: i64,
    ) -> Result<()> {
        self.set_choice(Owner::Server(guild_id), "pieces", pieces, now)
            .await
    }
}

/// A player's own choices, as stored (`None`: not chosen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserChoices {
    pub pieces: Option<Pieces>,
    pub notify: Option<Notify>,
    pub thread: Option<bool>,
    pub remind: Option<Remind>,
}

impl Store {
    /// Everything a player has chosen.
    pub async fn user_choices(&self, user_id: UserId) -> Result<UserChoices> {
        #[allow(clippy::type_complexity)]
        let row: Option<(Option<Pieces>, Option<Notify>, Option<bool>, Option<Remind>)> =
            on!(self, |pool| sqlx::query_as(
                "SELECT pieces, notify, thread, remind FROM user_settings WHERE user_id = $1"
            )
            .bind(user_id)
            .fetch_optional(pool)
            .await)?;
        Ok(row
            .map(|(pieces, notify, thread, remind)| UserChoices {
                pieces,
                notify,
                thread,
                remind,
            })
            .unwrap_or_default())
    }

    /// Choose how a player hears that it is their move.
    pub async fn set_user_notify(&self, user_id: UserId, notify: Notify, now: i64) -> Result<()> {
        self.set_choice(Owner::User(user_id), "notify", notify, now)
            .await
    }

    /// Choose when a player is reminded before a deadline.
    pub async fn set_user_remind(&self, user_id: UserId, remind: Remind, now: i64) -> Result<()> {
        self.set_choice(Owner::User(user_id), "remind", remind, now)
            .await
    }

    /// Choose whether a player's challenges get a thread per game.
    pub async fn set_user_thread(&self, user_id: UserId, thread: bool, now: i64) -> Result<()> {
        self.set_choice(Owner::User(user_id), "thread", thread, now)
            .await
    }

    /// A server's default for threads, if an admin chose one.
    pub async fn server_thread(&self, guild_id: Venue) -> Result<Option<bool>> {
        self.server_choice(guild_id, "thread").await
    }

    /// Choose a server's default for threads.
    pub async fn set_server_thread(&self, guild_id: Venue, thread: bool, now: i64) -> Result<()> {
        self.set_choice(Owner::Server(guild_id), "thread", thread, now)
            .await
    }

    /// The role whose members may create and start a server's tournaments (besides
    /// Manage Server), if an admin named one.
    pub async fn tournament_role(&self, guild_id: Venue) -> Result<Option<RoleId>> {
        self.server_choice(guild_id, "tournament_role").await
    }

    /// Name (or, with `None`, forget) a server's tournament role.
    pub async fn set_tournament_role(
        &self,
        guild_id: Venue,
        role: Option<RoleId>,
        now: i64,
    ) -> Result<()> {
        self.set_choice(Owner::Server(guild_id), "tournament_role", role, now)
            .await
    }

    /// Set one of a server's settings (`column`: one of the store's own column
    /// names), creating its row if need be.
    pub(super) async fn set_server_choice<T: Column>(
        &self,
        guild_id: Venue,
        column: &'static str,
        value: T,
        now: i64,
    ) -> Result<()> {
        self.set_choice(Owner::Server(guild_id), column, value, now)
            .await
    }

    /// One setting of a server (`None`: no row, or not chosen). `column` is one of
    /// the store's own column names, never user input.
    pub(super) async fn server_choice<T: Column>(
        &self,
        guild_id: Venue,
        column: &'static str,
    ) -> Result<Option<T>> {
        let sql = format!("SELECT {column} FROM server_settings WHERE guild_id = $1");
        on!(self, |pool| sqlx::query_scalar(&sql)
            .bind(guild_id)
            .fetch_optional(pool)
            .await
            .map(Option::flatten))
    }

    /// Set one setting of a player or a server, creating their row if need be.
    /// `column` is one of this module's own column names, never user input.
    async fn set_choice<T: Column>(
        &self,
        owner: Owner,
        column: &'static str,
        value: T,
        now: i64,
    ) -> Result<()> {
        let (table, key, id) = match owner {
            Owner::User(id) => ("user_settings", "user_id", id.get()),
            Owner::Server(id) => ("server_settings", "guild_id", id.key()),
        };
        let sql = format!(
            "INSERT INTO {table} ({key}, {column}, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT ({key}) DO UPDATE SET {column} = excluded.{column}, \
             updated_at = excluded.updated_at"
        );
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(&sql)
            .bind(id)
            .bind(value)
            .bind(now)
            .execute(pool)
            .await
            .map(drop))
    }

    /// The language a player's Discord client was last seen to use (`en`, `ja`).
    pub async fn user_language(&self, user_id: UserId) -> Result<Option<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT lang FROM user_settings WHERE user_id = $1"
        )
        .bind(user_id)
        .fetch_optional(pool)
        .await
        .map(Option::flatten))
    }

    /// Remember the language a player's Discord client uses.
    pub async fn set_user_language(&self, user_id: UserId, lang: &str, now: i64) -> Result<()> {
        self.set_choice(Owner::User(user_id), "lang", lang.to_string(), now)
            .await
    }

    /// The language a server was last seen to prefer (`en`, `ja`), if seen at all.
    pub async fn server_language(&self, guild_id: Venue) -> Result<Option<String>> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT lang FROM server_languages WHERE guild_id = $1"
        )
        .bind(guild_id)
        .fetch_optional(pool)
        .await)
    }

    /// Remember the language a server prefers.
    pub async fn set_server_language(&self, guild_id: Venue, lang: &str, now: i64) -> Result<()> {
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
