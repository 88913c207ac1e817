//! Answering an interaction within Discord's three seconds. The service's work runs
//! while a timer does; if the work is not done when the timer rings, the interaction
//! is deferred (type 5 for a command: "thinking…"; type 6 for a button) and the
//! answer follows as an edit of the original response when it is ready.

use std::future::Future;
use std::time::Duration;

use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage, Message,
};

use super::{deliver, respond};
use crate::game::{Reply, Response, Service};
use crate::i18n::Lang;
use crate::tr;

/// How long the service may take before the interaction is deferred. Discord allows
/// three seconds for the first response, counted from its side; this leaves room
/// for the gateway and the HTTP round trip.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The interaction being answered.
#[derive(Copy, Clone)]
pub enum Sender<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
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
        }
    }

    async fn followup(&self, ctx: &Context, reply: &Reply) -> serenity::Result<Message> {
        let message = respond::followup(reply);
        match self {
            Sender::Command(c) => c.create_followup(&ctx.http, message).await,
            Sender::Component(c) => c.create_followup(&ctx.http, message).await,
        }
    }

    async fn original(&self, ctx: &Context) -> serenity::Result<Message> {
        match self {
            Sender::Command(c) => c.get_response(&ctx.http).await,
            Sender::Component(c) => c.get_response(&ctx.http).await,
        }
    }

    /// The language of the user who sent the interaction.
    fn lang(&self) -> Lang {
        Lang::from_locale(match self {
            Sender::Command(c) => &c.locale,
            Sender::Component(c) => &c.locale,
        })
    }

    fn guild(&self) -> i64 {
        let guild = match self {
            Sender::Command(c) => c.guild_id,
            Sender::Component(c) => c.guild_id,
        };
        guild.map_or(0, |g| g.get() as i64)
    }

    fn channel(&self) -> crate::ids::ChannelId {
        crate::ids::ChannelId(match self {
            Sender::Command(c) => c.channel_id.get() as i64,
            Sender::Component(c) => c.channel_id.get() as i64,
        })
    }
}

/// Run `work` and answer with what it gives, deferring first if it takes longer
/// than [`DEFER_AFTER`].
pub async fn answer_in_time(
    ctx: &Context,
    to: Sender<'_>,
    service: &Service,
    work: impl Future<Output = Response>,
) {
    tokio::pin!(work);
    let in_time = tokio::select! {
        response = &mut work => Some(response),
        _ = tokio::time::sleep(DEFER_AFTER) => None,
    };
    match in_time {
        Some(response) => send(ctx, to, service, response).await,
        None => {
            let defer = match to {
                Sender::Command(_) => {
                    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
                }
                Sender::Component(_) => CreateInteractionResponse::Acknowledge,
            };
            if let Err(e) = to.create_response(ctx, defer).await {
                tracing::warn!(error = %e, "deferring an interaction failed");
            }
            tracing::info!("a slow interaction was deferred");
            let response = work.await;
            send_deferred(ctx, to, service, response).await;
        }
    }
}

/// The replies that answer the interaction, and those that go to another channel
/// (a game's thread, or a thread game's parent channel).
fn split<'r>(
    to: Sender<'_>,
    response: &'r Response,
) -> (Vec<&'r Reply>, Vec<(crate::ids::ChannelId, &'r Reply)>) {
    let here = to.channel();
    let mut answers = Vec::new();
    let mut elsewhere = Vec::new();
    for reply in &response.messages {
        match reply.channel {
            Some(channel) if channel != here => elsewhere.push((channel, reply)),
            _ => answers.push(reply),
        }
    }
    (answers, elsewhere)
}

/// A command must be answered with a message: when everything went elsewhere, say
/// where.
fn posted_elsewhere(elsewhere: &[(crate::ids::ChannelId, &Reply)], lang: Lang) -> Option<Reply> {
    elsewhere.first().map(|(channel, _)| {
        Reply::private(tr!(
            lang,
            "posted-elsewhere",
            channel = crate::game::text::channel(*channel)
        ))
    })
}

/// Answer an interaction: the first message (or the update of the pressed button's
/// message) as the response, the rest as follow-ups, and messages for other channels
/// posted there; then the turn notices of what was posted.
async fn send(ctx: &Context, to: Sender<'_>, service: &Service, response: Response) {
    let (answers, elsewhere) = split(to, &response);
    let note = posted_elsewhere(&elsewhere, to.lang());
    let mut answers = answers.into_iter();
    let mut answered_with = None;
    let first = match (&response.update_origin, to) {
        (Some(origin), Sender::Component(press)) => {
            CreateInteractionResponse::UpdateMessage(respond::update(origin, &press.message))
        }
        _ => match answers.next().or(match to {
            Sender::Command(_) => note.as_ref(),
            Sender::Component(_) => None,
        }) {
            Some(reply) => {
                answered_with = Some(reply);
                CreateInteractionResponse::Message(respond::message(reply))
            }
            // A button press may be acknowledged without words; a command may not
            // (Discord refuses type 6 for it): a service answer without a message
            // is a bug, said in words rather than left unanswered.
            None => match to {
                Sender::Component(_) => CreateInteractionResponse::Acknowledge,
                Sender::Command(_) => {
                    tracing::error!("a command was answered with no message");
                    CreateInteractionResponse::Message(respond::message(&Reply::private(tr!(
                        to.lang(),
                        "answer-missing"
                    ))))
                }
            },
        },
    };
    if let Err(e) = to.create_response(ctx, first).await {
        tracing::warn!(error = %e, "interaction response failed");
        return;
    }
    // A direct answer does not say where it went: read it back for whatever needs
    // the post (its turn notice's link, a tracked post's message id), as the other
    // ways of posting do.
    if let Some(reply) = answered_with.filter(|r| deliver::wants_its_post(r)) {
        match to.original(ctx).await {
            Ok(posted) => deliver::after_post(&ctx.http, service, to.guild(), &posted, reply).await,
            Err(e) => tracing::warn!(error = %e, "could not read back a post"),
        }
    }
    follow_up(ctx, to, service, answers, &elsewhere).await;
}

/// The rest of an answer: follow-ups here, posts in other channels, and their turn
/// notices.
async fn follow_up<'r>(
    ctx: &Context,
    to: Sender<'_>,
    service: &Service,
    answers: impl Iterator<Item = &'r Reply>,
    elsewhere: &[(crate::ids::ChannelId, &Reply)],
) {
    for reply in answers {
        match to.followup(ctx, reply).await {
            Ok(posted) => deliver::after_post(&ctx.http, service, to.guild(), &posted, reply).await,
            Err(e) => tracing::warn!(error = %e, "follow-up message failed"),
        }
    }
    for (channel, reply) in elsewhere {
        deliver::post_in(&ctx.http, service, to.guild(), *channel, reply).await;
    }
}

/// Answer an interaction that was deferred: a command's "thinking…" message becomes
/// the first public reply (or is deleted, when the answer is private: a deferred
/// response's visibility was fixed when it was deferred), a button's message is
/// edited, and the rest follow.
async fn send_deferred(ctx: &Context, to: Sender<'_>, service: &Service, response: Response) {
    let (answers, elsewhere) = split(to, &response);
    let mut answers = answers.into_iter().peekable();
    let edited = match to {
        Sender::Component(press) => match &response.update_origin {
            Some(origin) => Some(
                press
                    .edit_response(&ctx.http, respond::edit_update(origin, &press.message))
                    .await
                    .map(drop),
            ),
            None => None,
        },
        Sender::Command(cmd) => match answers.peek() {
            Some(first) if !first.private => {
                let first = answers.next().expect("peeked");
                Some(
                    match cmd
                        .edit_response(&ctx.http, respond::edit_original(first))
                        .await
                    {
                        Ok(posted) => {
                            deliver::after_post(&ctx.http, service, to.guild(), &posted, first)
                                .await;
                            Ok(())
                        }
                        Err(e) => Err(e),
                    },
                )
            }
            _ => Some(cmd.delete_response(&ctx.http).await),
        },
    };
    if let Some(Err(e)) = edited {
        tracing::warn!(error = %e, "finishing a deferred interaction failed");
    }
    follow_up(ctx, to, service, answers, &elsewhere).await;
}
