//! `/settings`: a player's own choices, and (with Manage Server) the server's
//! defaults for players who have not chosen.

use super::{refuse, Outcome, Place, Reply, Response, Service, User};
use crate::store::Pieces;

fn pieces_words(p: Pieces) -> &'static str {
    match p {
        Pieces::Kanji => "kanji",
        Pieces::Letters => "letters (each piece's letter with its moves drawn on it)",
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
        if for_server {
            if !is_admin {
                return refuse(
                    "Only a server admin (Manage Server permission) can set the server's defaults; \
                     your own choice is /settings pieces:… without scope.",
                );
            }
            let Some(p) = pieces else {
                let current = self.store().server_pieces(place.guild_id).await?;
                return Ok(Response::reply(Reply::private(format!(
                    "This server's default pieces: {}.",
                    current.map_or("kanji (not chosen)", pieces_words)
                ))));
            };
            self.store()
                .set_server_pieces(place.guild_id, Some(p), now)
                .await?;
            return Ok(Response::reply(Reply::private(format!(
                "Boards in this server are now drawn with {} for players who have not chosen.",
                pieces_words(p)
            ))));
        }
        match pieces {
            Some(p) => {
                self.store()
                    .set_user_pieces(caller.id, Some(p), now)
                    .await?;
                Ok(Response::reply(Reply::private(format!(
                    "Boards drawn for you now use {}: after your opponent's move, on /board \
                     and in replays. (/board pieces:… shows one board otherwise.)",
                    pieces_words(p)
                ))))
            }
            None => {
                let mine = self.store().user_pieces(caller.id).await?;
                let server = self.store().server_pieces(place.guild_id).await?;
                let used = mine.or(server).unwrap_or_default();
                Ok(Response::reply(Reply::private(format!(
                    "Your pieces: {}{}. Change with /settings pieces:kanji or pieces:letters.",
                    pieces_words(used),
                    if mine.is_some() {
                        ""
                    } else {
                        " (the server's default; you have not chosen)"
                    }
                ))))
            }
        }
    }
}
