//! `/settings`: a player's own choices, and (with Manage Server) the server's
//! defaults for players who have not chosen.

use super::{refuse, Outcome, Place, Reply, Response, Service, User};
use crate::i18n::Lang;
use crate::store::Pieces;
use crate::{msg, tr};

fn pieces_words(p: Pieces, lang: Lang) -> String {
    match p {
        Pieces::Kanji => tr!(lang, "pieces-kanji"),
        Pieces::Letters => tr!(lang, "pieces-letters"),
    }
}

impl Service {
    /// Show or change settings: the caller's own, or with `for_server` the server's
    /// defaults (admins only).
    pub(crate) async fn run_settings(
        &self,
        caller: &User,
        place: Place,
        pieces: Option<Pieces>,
        for_server: bool,
        is_admin: bool,
    ) -> Outcome {
        let now = self.now();
        let lang = place.lang;
        if for_server {
            if !is_admin {
                return refuse(msg!("settings-admin-only"));
            }
            let Some(p) = pieces else {
                let current = self.store().server_pieces(place.guild_id).await?;
                let words = match current {
                    Some(p) => pieces_words(p, lang),
                    None => tr!(lang, "pieces-kanji-not-chosen"),
                };
                return Ok(Response::reply(Reply::private(tr!(
                    lang,
                    "settings-server-pieces",
                    pieces = words
                ))));
            };
            self.store()
                .set_server_pieces(place.guild_id, Some(p), now)
                .await?;
            return Ok(Response::reply(Reply::private(tr!(
                lang,
                "settings-server-pieces-set",
                pieces = pieces_words(p, lang)
            ))));
        }
        match pieces {
            Some(p) => {
                self.store()
                    .set_user_pieces(caller.id, Some(p), now)
                    .await?;
                Ok(Response::reply(Reply::private(tr!(
                    lang,
                    "settings-pieces-set",
                    pieces = pieces_words(p, lang)
                ))))
            }
            None => {
                let mine = self.store().user_pieces(caller.id).await?;
                let server = self.store().server_pieces(place.guild_id).await?;
                let used = mine.or(server).unwrap_or_default();
                Ok(Response::reply(Reply::private(tr!(
                    lang,
                    "settings-pieces",
                    pieces = pieces_words(used, lang),
                    chosen = if mine.is_some() { "yes" } else { "no" }
                ))))
            }
        }
    }
}
