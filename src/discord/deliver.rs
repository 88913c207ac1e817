//! Delivering: sending what was rendered. An interaction's answer (or the edit of
//! its deferred response), its follow-ups and its posts in other channels; a
//! notice's edit and post; then, for each post, what it needs once posted (the
//! service told where a tracked post went, a turn notice sent by DM with a link to
//! it); and last, the answer read back as what the service asked to know of it (a
//! challenge's post, an analysis's progress message). Each is tried once; what
//! Discord refuses is told to the service, and said in the channel instead where
//! it matters (never a retry loop).

use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateMessage, EditInteractionResponse, EditMessage, Http,
    Message, MessageId, ModalInteraction, UserId,
};
use serenity::http::HttpError;

use super::limits;
use crate::game::reply::fit_text;
use crate::game::{DirectNotice, Service, Tracked};
use crate::ids::{ChallengeId, GameId};

/// Discord's JSON error code for "Cannot send messages to this user" (closed DMs).
const CANNOT_MESSAGE_USER: isize = 50007;

/// The interaction being answered.
#[derive(Copy, Clone)]
pub enum Sender<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
    /// A form (modal) submitted: answered as a command is.
    Modal(&'a ModalInteraction),
}

impl Sender<'_> {
    async fn create_response(
        &self,
        ctx: &Context,
        response: CreateInteractionResponse,
    ) -> serenity::Result<()> {
        match self {
            Sender::Command(c) => c.create_response(&ctx.http, response).await,
            Sender::Component(c) => c.create_response(&ctx.http, response).await,
            Sender::Modal(c) => c.create_response(&ctx.http, response).await,
        }
    }

    async fn followup(
        &self,
        ctx: &Context,
        message: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Sender::Command(c) => c.create_followup(&ctx.http, message).await,
            Sender::Component(c) => c.create_followup(&ctx.http, message).await,
            Sender::Modal(c) => c.create_followup(&ctx.http, message).await,
        }
    }

    async fn original(&self, ctx: &Context) -> serenity::Result<Message> {
        match self {
            Sender::Command(c) => c.get_response(&ctx.http).await,
            Sender::Component(c) => c.get_response(&ctx.http).await,
            Sender::Modal(c) => c.get_response(&ctx.http).await,
        }
    }

    async fn edit_original(
        &self,
        ctx: &Context,
        edit: EditInteractionResponse,
    ) -> serenity::Result<Message> {
        match self {
            Sender::Command(c) => c.edit_response(&ctx.http, edit).await,
            Sender::Component(c) => c.edit_response(&ctx.http, edit).await,
            Sender::Modal(c) => c.edit_response(&ctx.http, edit).await,
        }
    }

    async fn delete_original(&self, ctx: &Context) -> serenity::Result<()> {
        match self {
            Sender::Command(c) => c.delete_response(&ctx.http).await,
            Sender::Component(c) => c.delete_response(&ctx.http).await,
            Sender::Modal(c) => c.delete_response(&ctx.http).await,
        }
    }

    /// The interaction's token, to speak through after its answer.
    pub(super) fn token(&self) -> &str {
        match self {
            Sender::Command(c) => &c.token,
            Sender::Component(c) => &c.token,
            Sender::Modal(c) => &c.token,
        }
    }

    /// The message whose button was pressed, if a button was.
    fn pressed(&self) -> Option<MessageId> {
        match self {
            Sender::Command(_) | Sender::Modal(_) => None,
            Sender::Component(c) => Some(c.message.id),
        }
    }
}

/// An interaction's answer, rendered.
pub(super) struct Rendered {
    pub(super) first: First,
    /// The other replies here, each with what its post needs.
    pub(super) followups: Vec<(CreateInteractionResponseFollowup, AfterPost)>,
    /// The replies for other channels.
    pub(super) elsewhere: Vec<(ChannelId, CreateMessage, AfterPost)>,
}

/// How the interaction itself is answered.
pub(super) enum First {
    /// In time: the response (read back afterwards if its post needs it).
    Respond(CreateInteractionResponse, AfterPost),
    /// Deferred: the original response edited into the answer (a command's first
    /// public reply, or the pressed button's message updated).
    Edit(EditInteractionResponse, AfterPost),
    /// Deferred, and the answer is private or there is none: the "thinking…"
    /// message deleted.
    Delete,
    /// A deferred press that changes nothing of its message.
    Nothing,
}

/// What a post needs once posted.
pub(super) struct AfterPost {
    /// Tell the service where the post went.
    pub(super) track: Option<Tracked>,
    /// A turn notice by DM, linking to the post.
    pub(super) direct: Option<Dm>,
}

impl AfterPost {
    /// Nothing to do once posted.
    pub(super) const NONE: AfterPost = AfterPost {
        track: None,
        direct: None,
    };
}

/// A turn notice by DM: the service's notice, its text in Discord's markup, and
/// what the channel is told instead if the player's DMs are closed.
pub(super) struct Dm {
    pub(super) notice: DirectNotice,
    pub(super) text: String,
    pub(super) fallback: CreateMessage,
}

/// What the answer is to be read back as, once sent, for the service.
pub(super) struct ReadBack {
    /// This challenge's post: its message id lets the post be edited when the
    /// challenge expires.
    pub(super) challenge_post: Option<ChallengeId>,
    /// This game's analysis's progress message, which the analysis edits as it runs.
    pub(super) analysis: Option<GameId>,
}

/// Send an interaction's answer, then read it back as the service asked (even if
/// Discord refused the answer).
pub(super) async fn answer(
    ctx: &Context,
    service: &Service,
    to: Sender<'_>,
    guild: i64,
    rendered: Rendered,
    read_back: ReadBack,
) {
    let Rendered {
        first,
        followups,
        elsewhere,
    } = rendered;
    // An answer refused in time is the end of it; a deferred interaction was
    // acknowledged, and the rest follows whatever becomes of its edit.
    let answered = match first {
        First::Respond(response, after) => match to.create_response(ctx, response).await {
            Ok(()) => {
                // A direct answer does not say where it went: read it back for
                // whatever needs the post (its turn notice's link, a tracked post's
                // message id), as the other ways of posting do.
                if after.track.is_some() || after.direct.is_some() {
                    match to.original(ctx).await {
                        Ok(posted) => after_post(&ctx.http, service, guild, &posted, after).await,
                        Err(e) => tracing::warn!(error = %e, "could not read back a post"),
                    }
                }
                true
            }
            Err(e) => {
                tracing::warn!(error = %e, "interaction response failed");
                false
            }
        },
        First::Edit(edit, after) => {
            match to.edit_original(ctx, edit).await {
                Ok(posted) => after_post(&ctx.http, service, guild, &posted, after).await,
                Err(e) => tracing::warn!(error = %e, "finishing a deferred interaction failed"),
            }
            true
        }
        First::Delete => {
            if let Err(e) = to.delete_original(ctx).await {
                tracing::warn!(error = %e, "finishing a deferred interaction failed");
            }
            true
        }
        First::Nothing => true,
    };
    if answered {
        for (message, after) in followups {
            match to.followup(ctx, message).await {
                Ok(posted) => after_post(&ctx.http, service, guild, &posted, after).await,
                Err(e) => tracing::warn!(error = %e, "follow-up message failed"),
            }
        }
        for (channel, message, after) in elsewhere {
            post(&ctx.http, service, guild, channel, message, after).await;
        }
    }
    if let Some(challenge) = read_back.challenge_post {
        match to.original(ctx).await {
            Ok(message) => {
                service
                    .set_challenge_message(challenge, message_id(message.id))
                    .await
            }
            Err(e) => tracing::warn!(error = %e, "could not read back the challenge post"),
        }
    }
    if let Some(game) = read_back.analysis {
        // The answer is the analysis's progress message; but a deferred press leaves
        // the pressed message as the original, and that one (the game's result) must
        // never be rewritten.
        match to.original(ctx).await {
            Ok(message) if Some(message.id) != to.pressed() => {
                let channel = crate::ids::ChannelId::new(message.channel_id.get() as i64);
                service
                    .analysis()
                    .set_analysis_message(game, channel, message_id(message.id))
                    .await
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "could not read back an analysis's message"),
        }
    }
}

/// Send a notice: the edit of an earlier message, then its new post.
pub(super) async fn notice(
    http: &Http,
    service: &Service,
    guild: i64,
    edit: Option<(ChannelId, MessageId, EditMessage)>,
    new: Option<(ChannelId, CreateMessage, AfterPost)>,
) {
    if let Some((channel, message, edit)) = edit {
        if let Err(e) = channel.edit_message(http, message, edit).await {
            tracing::warn!(error = %e, "could not edit an earlier message");
        }
    }
    if let Some((channel, message, after)) = new {
        post(http, service, guild, channel, message, after).await;
    }
}

/// Post a message in a channel of its own choosing (not as an interaction answer),
/// then what it needs once posted.
async fn post(
    http: &Http,
    service: &Service,
    guild: i64,
    channel: ChannelId,
    message: CreateMessage,
    after: AfterPost,
) {
    match channel.send_message(http, message).await {
        Ok(posted) => after_post(http, service, guild, &posted, after).await,
        Err(e) => tracing::warn!(error = %e, channel = %channel, "could not post a message"),
    }
}

/// Once a reply is posted: tell the service where a tracked post went, and send its
/// turn notice by DM, linking to the post.
async fn after_post(
    http: &Http,
    service: &Service,
    guild: i64,
    posted: &Message,
    after: AfterPost,
) {
    if let Some(track) = &after.track {
        service.posted(track, message_id(posted.id)).await;
    }
    if let Some(dm) = after.direct {
        let link = message_link(guild, posted.channel_id.get(), posted.id.get());
        direct(http, service, dm, posted.channel_id, &link).await;
    }
}

/// `https://discord.com/channels/guild/channel/message`
pub fn message_link(guild: i64, channel: u64, message: u64) -> String {
    let guild = if guild == 0 {
        "@me".to_string()
    } else {
        guild.to_string()
    };
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// A turn notice by DM; if the player's DMs are closed, said once in `channel` and
/// their notices switched back to the channel.
async fn direct(http: &Http, service: &Service, dm: Dm, channel: ChannelId, link: &str) {
    let Dm {
        notice,
        text,
        fallback,
    } = dm;
    let text = fit_text(&format!("{text} — {link}"), limits::CONTENT);
    match send_dm(http, notice.user_id, CreateMessage::new().content(text)).await {
        Ok(()) => {}
        Err(e) if discord_code(&e) == Some(CANNOT_MESSAGE_USER) => {
            tracing::info!(
                user = %notice.user_id,
                "DMs closed; turn notice goes to the channel"
            );
            service.games().direct_message_refused(&notice).await;
            let bot_here = service
                .reach()
                .bot_is_in(crate::ids::ChannelId::new(channel.get() as i64))
                .await;
            if !bot_here {
                // Only the app is in that channel: the player hears of it with their
                // next reply instead.
                service
                    .reach()
                    .missed_by_dm(notice.user_id, &notice.text)
                    .await;
            } else if let Err(e) = channel.send_message(http, fallback).await {
                tracing::warn!(error = %e, "could not post the turn notice in the channel");
            }
        }
        Err(e) => {
            tracing::warn!(error = %e, user = %notice.user_id, "could not send a turn notice")
        }
    }
}

/// Send `message` to `user` in their DM with the bot.
pub(super) async fn send_dm(
    http: &Http,
    user: crate::ids::UserId,
    message: CreateMessage,
) -> serenity::Result<()> {
    let dm = UserId::new(user.get() as u64)
        .create_dm_channel(http)
        .await?;
    dm.id.send_message(http, message).await.map(drop)
}

/// The Discord error code of a refused request, if it was one.
fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// A Discord message's id as the service keeps it.
fn message_id(id: serenity::all::MessageId) -> crate::ids::MessageId {
    crate::ids::MessageId::new(id.get() as i64)
}
