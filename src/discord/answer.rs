//! Answering an interaction within Discord's three seconds. The service's work runs
//! while a timer does; if the work is not done when the timer rings, the interaction
//! is deferred (type 5 for a command: "thinking…"; type 6 for a button) and the
//! answer follows as an edit of the original response when it is ready.

use std::future::Future;
use std::time::Duration;

use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage,
};

use super::respond;
use crate::game::Response;

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

    async fn followup(&self, ctx: &Context, reply: &crate::game::Reply) -> serenity::Result<()> {
        let message = respond::followup(reply);
        match self {
            Sender::Command(c) => c.create_followup(&ctx.http, message).await.map(drop),
            Sender::Component(c) => c.create_followup(&ctx.http, message).await.map(drop),
        }
    }
}

/// Run `work` and answer with what it gives, deferring first if it takes longer
/// than [`DEFER_AFTER`].
pub async fn answer_in_time(ctx: &Context, to: Sender<'_>, work: impl Future<Output = Response>) {
    tokio::pin!(work);
    let in_time = tokio::select! {
        response = &mut work => Some(response),
        _ = tokio::time::sleep(DEFER_AFTER) => None,
    };
    match in_time {
        Some(response) => send(ctx, to, response).await,
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
            send_deferred(ctx, to, response).await;
        }
    }
}

/// Answer an interaction: the first message (or the update of the pressed button's
/// message) as the response, the rest as follow-ups.
async fn send(ctx: &Context, to: Sender<'_>, response: Response) {
    let mut messages = response.messages.iter();
    let first = match (&response.update_origin, to) {
        (Some(origin), Sender::Component(press)) => {
            CreateInteractionResponse::UpdateMessage(respond::update(origin, &press.message))
        }
        _ => match messages.next() {
            Some(reply) => CreateInteractionResponse::Message(respond::message(reply)),
            None => CreateInteractionResponse::Acknowledge,
        },
    };
    if let Err(e) = to.create_response(ctx, first).await {
        tracing::warn!(error = %e, "interaction response failed");
        return;
    }
    for reply in messages {
        if let Err(e) = to.followup(ctx, reply).await {
            tracing::warn!(error = %e, "follow-up message failed");
        }
    }
}

/// Answer an interaction that was deferred: a command's "thinking…" message becomes
/// the first public reply (or is deleted, when the answer is private: a deferred
/// response's visibility was fixed when it was deferred), a button's message is
/// edited, and the rest follow.
async fn send_deferred(ctx: &Context, to: Sender<'_>, response: Response) {
    let mut messages = response.messages.iter().peekable();
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
        Sender::Command(cmd) => match messages.peek() {
            Some(first) if !first.private => {
                let first = messages.next().expect("peeked");
                Some(
                    cmd.edit_response(&ctx.http, respond::edit_original(first))
                        .await
                        .map(drop),
                )
            }
            _ => Some(cmd.delete_response(&ctx.http).await),
        },
    };
    if let Some(Err(e)) = edited {
        tracing::warn!(error = %e, "finishing a deferred interaction failed");
    }
    for reply in messages {
        if let Err(e) = to.followup(ctx, reply).await {
            tracing::warn!(error = %e, "follow-up message failed");
        }
    }
}
