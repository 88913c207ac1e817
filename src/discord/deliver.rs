//! What goes beyond answering the interaction: opening a game's thread, posting in
//! another channel (a game's thread, or its parent channel for a thread game's
//! result), and turn notices by direct message with a link to the post. Each is
//! tried once; what Discord refuses is told to the service, which says it in the
//! channel instead (never a retry loop).

use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateMessage, CreateThread, Http, Message,
    MessageId, UserId,
};
use serenity::http::HttpError;

use super::respond::{self, limits};
use crate::game::reply::cut;
use crate::game::{DirectNotice, Reply, Response, Service};

/// Discord's JSON error code for "Cannot send messages to this user" (closed DMs).
const CANNOT_MESSAGE_USER: isize = 50007;

/// The Discord error code of a refused request, if it was one.
fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// A game's thread: public, archived after a week without posts.
fn game_thread(name: &str) -> CreateThread<'static> {
    CreateThread::new(cut(name, limits::THREAD_NAME))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek)
}

/// Open the thread a new game asked for, from the challenge's post, and route the
/// game's messages into it; without permission, the game stays in the channel and
/// its first post says what an admin can grant.
pub async fn open_thread(
    http: &Http,
    service: &Service,
    channel: ChannelId,
    challenge_post: Option<MessageId>,
    response: &mut Response,
) {
    let Some(plan) = response.take_thread_to_open() else {
        return;
    };
    let builder = game_thread(&plan.name);
    let opened = match challenge_post {
        Some(post) => {
            channel
                .create_thread_from_message(http, post, builder)
                .await
        }
        None => channel.create_thread(http, builder).await,
    };
    match opened {
        Ok(thread) => {
            service
                .thread_opened(
                    response,
                    plan.game_id,
                    crate::ids::ChannelId(thread.id.get() as i64),
                )
                .await
        }
        Err(e) => {
            tracing::warn!(error = %e, game = %plan.game_id, "could not open a game's thread");
            service.thread_refused(response, plan.game_id).await;
        }
    }
}

/// Open the thread a post asks for (`Reply::thread`) under `channel`: where the
/// post then goes, and the post (saying what to grant when Discord refused).
pub async fn thread_for_post(
    http: &Http,
    service: &Service,
    channel: crate::ids::ChannelId,
    reply: &Reply,
) -> (crate::ids::ChannelId, Reply) {
    let mut reply = reply.clone();
    let Some(plan) = reply.thread.take() else {
        return (channel, reply);
    };
    let builder = game_thread(&plan.name);
    match ChannelId::new(channel.get() as u64)
        .create_thread(http, builder)
        .await
    {
        Ok(thread) => {
            let thread = crate::ids::ChannelId(thread.id.get() as i64);
            service.post_thread_opened(plan.game_id, thread).await;
            (thread, reply)
        }
        Err(e) => {
            tracing::warn!(error = %e, game = %plan.game_id, "could not open a game's thread");
            service.post_thread_refused(&mut reply, plan.game_id).await;
            (channel, reply)
        }
    }
}

/// Post a reply in a channel of its own choosing (not as an interaction answer),
/// then its turn notice, if any.
pub async fn post_in(
    http: &Http,
    service: &Service,
    guild: i64,
    channel: crate::ids::ChannelId,
    reply: &Reply,
) {
    match ChannelId::new(channel.get() as u64)
        .send_message(http, respond::channel_message(reply))
        .await
    {
        Ok(posted) => after_post(http, service, guild, &posted, reply).await,
        Err(e) => tracing::warn!(error = %e, channel = %channel, "could not post a message"),
    }
}

/// Whether [`after_post`] has anything to do for this reply once it is posted.
pub fn wants_its_post(reply: &Reply) -> bool {
    reply.track.is_some() || reply.direct.is_some()
}

/// Once a reply is posted: tell the service where a tracked post went, and send its
/// turn notice by DM, linking to the post.
pub async fn after_post(
    http: &Http,
    service: &Service,
    guild: i64,
    posted: &Message,
    reply: &Reply,
) {
    if let Some(track) = &reply.track {
        service.posted(track, posted.id.get() as i64).await;
    }
    if let Some(notice) = &reply.direct {
        let link = message_link(guild, posted.channel_id.get(), posted.id.get());
        direct(http, service, notice, posted.channel_id, &link).await;
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
async fn direct(
    http: &Http,
    service: &Service,
    notice: &DirectNotice,
    channel: ChannelId,
    link: &str,
) {
    let user = UserId::new(notice.user_id.get() as u64);
    let text = respond::content(&format!("{} — {link}", notice.text));
    let sent = match user.create_dm_channel(http).await {
        Ok(dm) => dm
            .id
            .send_message(http, CreateMessage::new().content(text))
            .await
            .map(drop),
        Err(e) => Err(e),
    };
    match sent {
        Ok(()) => {}
        Err(e) if discord_code(&e) == Some(CANNOT_MESSAGE_USER) => {
            tracing::info!(
                user = %notice.user_id,
                "DMs closed; turn notice goes to the channel"
            );
            service.direct_message_refused(notice).await;
            if let Err(e) = channel
                .send_message(http, respond::channel_message(&notice.in_channel()))
                .await
            {
                tracing::warn!(error = %e, "could not post the turn notice in the channel");
            }
        }
        Err(e) => {
            tracing::warn!(error = %e, user = %notice.user_id, "could not send a turn notice")
        }
    }
}
