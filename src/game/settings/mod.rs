//! Choices: each player's and each server's settings (the server's default game
//! among them), and help.

use crate::ids::{ServerId, Venue};

pub(crate) mod choices;
mod help;

crate::game::area! {
    /// Players' and servers' choices, a server's default game, and `/help`.
    {
        pictures: crate::game::pictures::Area<'s>,
    }
}

/// The longest server name Discord allows.
const SERVER_NAME_CHARS: usize = 100;

impl Area<'_> {
    /// Note a server's name as Discord sent it (at each connection and each
    /// rename), for its web pages. Control characters are dropped and the name is
    /// cut to Discord's 100 characters; an empty name is not noted. A failure to
    /// write is logged: the name is noted again at the next connection.
    pub async fn note_server_name(&self, server: ServerId, name: &str) {
        let name: String = name
            .chars()
            .filter(|c| !c.is_control())
            .take(SERVER_NAME_CHARS)
            .collect();
        let name = name.trim();
        if name.is_empty() {
            return;
        }
        let venue = Venue::Server(server);
        if let Err(e) = self.store.set_server_name(venue, name, self.now()).await {
            tracing::warn!(error = %e, server = %server, "could not note a server's name");
        }
    }
}
