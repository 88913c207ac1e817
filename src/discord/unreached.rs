//! Where the bot is not — a group DM, a DM between people, a server that never
//! added it, where only a user's install of the app is — Discord lets it speak only
//! through an interaction: its response, then follow-ups and edits of the original
//! response "within 15 minutes" of it ("Interaction tokens are valid for 15
//! minutes", receiving-and-responding.mdx), "limited to 5 followup messages per
//! interaction if it was initiated from a user-installed app and isn't installed in
//! the server" (same page, "Create Followup Message"); a post, a thread or an edit
//! through the channel is refused (403, "Missing Access").
//!
//! So a notice for such a channel (the computer's move, an analysis's progress, a
//! reminder, a loss on time) goes through the interaction that set it off while its
//! token lasts, and otherwise to the players it names, by DM; a DM that Discord
//! refuses is kept for the player's next reply (`reach::Area::missed_by_dm`).

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serenity::all::{Builder, Http};

use super::deliver::{send_dm, Sender};
use super::render;
use crate::game::{Notice, Service};

/// How long a token is used for: Discord's 15 minutes, less a margin for the
/// request in flight.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// Discord's limit on follow-ups of an interaction only a user's install authorized.
pub(super) const USER_INSTALL_FOLLOWUPS: usize = 5;

/// An interaction's token, kept to speak through after its answer: when it came,
/// and how many follow-ups it has made.
pub(super) struct Token {
    token: String,
    /// The channel the interaction came from: its follow-ups go there, so only a
    /// notice for that channel may use it.
    channel: crate::ids::ChannelId,
    at: Instant,
    followups: AtomicUsize,
}

impl Token {
    /// The token of the interaction being answered, which has made `followups`
    /// follow-ups so far.
    pub(super) fn of(to: Sender<'_>, channel: crate::ids::ChannelId, followups: usize) -> Token {
        Token {
            token: to.token().to_string(),
            channel,
            at: Instant::now(),
            followups: AtomicUsize::new(followups),
        }
    }

    fn fresh(&self) -> bool {
        self.at.elapsed() < TOKEN_LIFE
    }

    /// Count one more follow-up, if the token still may make one.
    fn take_followup(&self) -> bool {
        self.fresh()
            && self
                .followups
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| {
                    (n < USER_INSTALL_FOLLOWUPS).then_some(n + 1)
                })
                .is_ok()
    }
}

/// Say a notice in a channel the bot is not in: its edit as an edit of the
/// interaction's original response (what an analysis's progress message is), its
/// message as a follow-up, while the token lasts; else its message by DM to the
/// players it names (an edit then has nowhere to go, and is dropped).
pub(super) async fn notice(http: &Http, service: &Service, notice: Notice, via: Option<&Token>) {
    // A token speaks in its own conversation only (a vacation's notices go to each
    // game's).
    let via = via.filter(|t| t.fresh() && t.channel == notice.channel_id);
    if let (Some(edit), Some(token)) = (&notice.edit, via) {
        if let Err(e) = render::edit_response(edit)
            .execute(http, &token.token)
            .await
        {
            tracing::warn!(error = %e, "could not edit an interaction's response");
        }
    }
    let Some(reply) = notice.message else {
        return;
    };
    if let Some(token) = via.filter(|t| t.take_followup()) {
        match render::followup(&reply)
            .execute(http, (None, &token.token))
            .await
        {
            Ok(_) => return,
            Err(e) => tracing::warn!(error = %e, "follow-up failed; sending it by DM"),
        }
    }
    // Each player it names (pings, or a turn notice by DM), once.
    let players: BTreeSet<_> = reply
        .mentions
        .iter()
        .copied()
        .chain(reply.direct.as_ref().map(|d| d.user_id))
        .collect();
    for player in players {
        if let Err(e) = send_dm(http, player, render::channel_message(&reply)).await {
            tracing::info!(error = %e, user = %player, "a DM was refused; kept for their next reply");
            service.reach().missed_by_dm(player, &reply.text).await;
        }
    }
}
