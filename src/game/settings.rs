//! `/settings`: a player's own choices, and (with Manage Server) the server's
//! defaults for players who have not chosen.

use super::{refuse, Outcome, Place, Reply, Response, Service, User};
use crate::store::{Notify, Pieces};

/// What a `/settings` command asks to change; all `None`: show the settings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Choices {
    pub pieces: Option<Pieces>,
    pub notify: Option<Notify>,
    pub thread: Option<bool>,
}

fn pieces_words(p: Pieces) -> &'static str {
    match p {
        Pieces::Kanji => "kanji",
        Pieces::Letters => "letters (each piece's letter with its moves drawn on it)",
    }
}

fn notify_words(n: Notify) -> &'static str {
    match n {
        Notify::Channel => "mentioned in the game's channel",
        Notify::Dm => "a direct message from me, with a link to the position",
    }
}

fn thread_words(on: bool) -> &'static str {
    if on {
        "a thread of its own"
    } else {
        "the channel it was started in"
    }
}

impl Service {
    /// Show or change settings: the caller's own, or with `for_server` the server's
    /// defaults (admins only).
    pub(crate) async fn run_settings(
        &self,
        caller: &User,
        place: Place,
        choices: Choices,
        for_server: bool,
        is_admin: bool,
    ) -> Outcome {
        if for_server {
            return self.server_settings(place, choices, is_admin).await;
        }
        let now = self.now();
        let mut said = Vec::new();
        if let Some(p) = choices.pieces {
            self.store()
                .set_user_pieces(caller.id, Some(p), now)
                .await?;
            said.push(format!(
                "Boards drawn for you now use {}: after your opponent's move, on /board \
                 and in replays. (/board pieces:… shows one board otherwise.)",
                pieces_words(p)
            ));
        }
        if let Some(n) = choices.notify {
            self.store().set_user_notify(caller.id, n, now).await?;
            said.push(match n {
                Notify::Dm => "When it is your move, I'll tell you by direct message (with a link \
                               to the position) instead of pinging you in the channel. If your \
                               DMs are closed to me, I'll say so once in the channel and go back \
                               to pinging you there."
                    .to_string(),
                Notify::Channel => {
                    "When it is your move, I'll mention you in the game's channel.".to_string()
                }
            });
        }
        if let Some(t) = choices.thread {
            self.store().set_user_thread(caller.id, t, now).await?;
            said.push(format!(
                "Games from your challenges are now played in {} (unless /start says otherwise).",
                thread_words(t)
            ));
        }
        if !said.is_empty() {
            return Ok(Response::reply(Reply::private(said.join("\n"))));
        }
        let mine = self.store().user_choices(caller.id).await?;
        let server_pieces = self.store().server_pieces(place.guild_id).await?;
        let server_thread = self.store().server_thread(place.guild_id).await?;
        let not_chosen = " (the server's default; you have not chosen)";
        Ok(Response::reply(Reply::private(format!(
            "Your settings:\n• pieces: {}{}\n• turn notices: {}\n• games from your challenges: in {}{}\n\
             Change them with /settings pieces:… notify:… thread:…",
            pieces_words(mine.pieces.or(server_pieces).unwrap_or_default()),
            if mine.pieces.is_some() { "" } else { not_chosen },
            notify_words(mine.notify.unwrap_or_default()),
            thread_words(mine.thread.or(server_thread).unwrap_or(false)),
            if mine.thread.is_some() { "" } else { not_chosen },
        ))))
    }

    async fn server_settings(&self, place: Place, choices: Choices, is_admin: bool) -> Outcome {
        if !is_admin {
            return refuse(
                "Only a server admin (Manage Server permission) can set the server's defaults; \
                 your own choices are /settings pieces:… notify:… thread:… without scope.",
            );
        }
        if choices.notify.is_some() {
            return refuse(
                "Turn notices are each player's own choice (/settings notify:… without scope); \
                 a server has no default for them.",
            );
        }
        let now = self.now();
        let mut said = Vec::new();
        if let Some(p) = choices.pieces {
            self.store()
                .set_server_pieces(place.guild_id, Some(p), now)
                .await?;
            said.push(format!(
                "Boards in this server are now drawn with {} for players who have not chosen.",
                pieces_words(p)
            ));
        }
        if let Some(t) = choices.thread {
            self.store()
                .set_server_thread(place.guild_id, t, now)
                .await?;
            said.push(format!(
                "Games in this server are now played in {} unless the challenger chose otherwise.{}",
                thread_words(t),
                if t {
                    " I need the Create Public Threads and Send Messages in Threads permissions."
                } else {
                    ""
                }
            ));
        }
        if !said.is_empty() {
            return Ok(Response::reply(Reply::private(said.join("\n"))));
        }
        let pieces = self.store().server_pieces(place.guild_id).await?;
        let thread = self.store().server_thread(place.guild_id).await?;
        Ok(Response::reply(Reply::private(format!(
            "This server's defaults:\n• pieces: {}\n• games played in: {}",
            pieces.map_or("kanji (not chosen)", pieces_words),
            thread_words(thread.unwrap_or(false))
        ))))
    }
}
