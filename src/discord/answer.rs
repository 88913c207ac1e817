//! Handling: what the service answers, readied for rendering, and what it sets in
//! motion. An interaction is answered within Discord's three seconds: the service's
//! work (and the thread it asks for) runs while a timer does, and if it is not done
//! when the timer rings the interaction is deferred (type 5 for a command:
//! "thinking…"; type 6 for a button), its answer following as an edit of the
//! original response. The response's effects are sorted here, in the one `match`
//! this adapter has for them: the game's thread is opened before anything is
//! rendered; the answer read back by [`deliver`](super::deliver) once it is sent;
//! the rest set off here when the answer is out (posts elsewhere, the analysis, the
//! computer's move).
//!
//! A notice (the clock's, the computer's, an analysis's, one a command sets off)
//! starts here too: the thread its post asks for is opened, then it is rendered.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, Context, CreateInteractionResponse,
    CreateInteractionResponseMessage, CreateThread, Http,
};

use super::deliver::{ReadBack, Sender};
use super::limits;
use super::render;
use super::unreached::{self, Token};
use crate::game::reply::cut;
use crate::game::{Command, Effect, Notice, OpenThread, Place, Response, Service, User};
use crate::ids::GameId;

/// How long the service may take before the interaction is deferred. Discord allows
/// three seconds for the first response, counted from its side; this leaves room
/// for the gateway and the HTTP round trip.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// What a response sets in motion, sorted by where and when this adapter does it.
struct Effects {
    /// Here, before the answer is rendered: its messages go into the thread.
    thread: Option<OpenThread>,
    /// In deliver, once the answer is sent: what it is read back as.
    read_back: ReadBack,
    /// Here, once the answer is out: posts and edits elsewhere (a daily puzzle's
    /// count of solvers, a tournament's games), the analysis run in the background,
    /// the computer's move.
    posts: Vec<Notice>,
    analysis: Option<GameId>,
    computer_move: Option<GameId>,
}

impl Effects {
    fn sort(effects: Vec<Effect>) -> Effects {
        let mut sorted = Effects {
            thread: None,
            read_back: ReadBack {
                challenge_post: None,
                analysis: None,
            },
            posts: Vec::new(),
            analysis: None,
            computer_move: None,
        };
        for effect in effects {
            match effect {
                Effect::OpenThread(thread) => sorted.thread = Some(thread),
                Effect::TrackChallengePost { challenge_id } => {
                    sorted.read_back.challenge_post = Some(challenge_id)
                }
                Effect::Analyse { game_id } => {
                    sorted.read_back.analysis = Some(game_id);
                    sorted.analysis = Some(game_id);
                }
                Effect::Post(notice) => sorted.posts.push(*notice),
                Effect::ComputerMove { game_id } => sorted.computer_move = Some(game_id),
            }
        }
        sorted
    }
}

/// Answer an interaction: `asked` is the command read from it, or the refusal of
/// what could not be read. Handled within [`DEFER_AFTER`] or deferred, then
/// rendered (and from there delivered); last, what it set in motion.
pub(super) async fn answer(
    ctx: &Context,
    service: &Service,
    to: Sender<'_>,
    caller: User,
    place: Place,
    asked: Result<Command, String>,
) {
    let work = handle(&ctx.http, service, to, &caller, place, asked);
    tokio::pin!(work);
    let in_time = tokio::select! {
        handled = &mut work => Some(handled),
        _ = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let ((response, effects), deferred) = match in_time {
        Some(handled) => (handled, false),
        None => {
            let defer = match to {
                Sender::Command(_) | Sender::Modal(_) => {
                    CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new())
                }
                Sender::Component(_) => CreateInteractionResponse::Acknowledge,
            };
            let deferring = match to {
                Sender::Command(c) => c.create_response(&ctx.http, defer).await,
                Sender::Component(c) => c.create_response(&ctx.http, defer).await,
                Sender::Modal(c) => c.create_response(&ctx.http, defer).await,
            };
            if let Err(e) = deferring {
                tracing::warn!(error = %e, "deferring an interaction failed");
            }
            tracing::info!("a slow interaction was deferred");
            (work.await, true)
        }
    };
    let Effects {
        thread: _,
        read_back,
        posts,
        analysis,
        computer_move,
    } = effects;
    // Where only the app is, what follows the answer speaks through its token.
    let via = (!place.bot_is_here()).then(|| {
        let followups = response.messages.len().saturating_sub(1);
        Arc::new(Token::of(to, place.channel, followups))
    });
    render::answer(ctx, service, to, place, response, read_back, deferred).await;
    for notice in posts {
        self::notice(&ctx.http, service, notice, via.as_deref()).await;
    }
    if let Some(game) = analysis {
        spawn_analysis(service.clone(), ctx.http.clone(), game, via.clone());
    }
    if let Some(game) = computer_move {
        spawn_computer_move(service.clone(), ctx.http.clone(), game, via);
    }
}

/// The service's answer and its effects, and the thread a game that has just
/// started wants opened (from the challenge's post when a button accepted it) and
/// its messages routed into it; without permission, the game stays in the channel
/// and its first post says what an admin can grant.
async fn handle(
    http: &Http,
    service: &Service,
    to: Sender<'_>,
    caller: &User,
    place: Place,
    asked: Result<Command, String>,
) -> (Response, Effects) {
    let mut response = match asked {
        Ok(command) => service.handle(caller, place, command).await,
        Err(refusal) => Response::refuse(refusal),
    };
    let mut effects = Effects::sort(std::mem::take(&mut response.effects));
    if let Some(plan) = effects.thread.take() {
        let builder = game_thread(&plan.name);
        let opened = match to {
            Sender::Command(cmd) => cmd.channel_id.create_thread(http, builder).await,
            Sender::Modal(form) => form.channel_id.create_thread(http, builder).await,
            Sender::Component(press) => {
                press
                    .channel_id
                    .create_thread_from_message(http, press.message.id, builder)
                    .await
            }
        };
        match opened {
            Ok(thread) => {
                let thread = crate::ids::ChannelId::new(thread.id.get() as i64);
                service
                    .games()
                    .thread_opened(&mut response, plan.game_id, thread)
                    .await
            }
            Err(e) => {
                tracing::warn!(error = %e, game = %plan.game_id, "could not open a game's thread");
                service
                    .games()
                    .thread_refused(&mut response, plan.game_id)
                    .await;
            }
        }
    }
    (response, effects)
}

/// Post what the service wants said where no interaction is being answered: open
/// the thread its post asks for (`Reply::thread`) under its channel and post it
/// there (saying what to grant when Discord refuses), then render it.
///
/// Where the bot is not in the channel, it goes through `via`, the token of the
/// interaction that set it off, or by DM (see [`unreached`](super::unreached)).
pub(super) async fn notice(
    http: &Http,
    service: &Service,
    mut notice: Notice,
    via: Option<&Token>,
) {
    if !service.reach().bot_is_in(notice.channel_id).await {
        return unreached::notice(http, service, notice, via).await;
    }
    let mut post_in = notice.channel_id;
    if let Some(reply) = &mut notice.message {
        if let Some(plan) = reply.thread.take() {
            let channel = ChannelId::new(post_in.get() as u64);
            match channel.create_thread(http, game_thread(&plan.name)).await {
                Ok(thread) => {
                    post_in = crate::ids::ChannelId::new(thread.id.get() as i64);
                    service
                        .games()
                        .post_thread_opened(plan.game_id, post_in)
                        .await;
                }
                Err(e) => {
                    tracing::warn!(error = %e, game = %plan.game_id, "could not open a game's thread");
                    service
                        .games()
                        .post_thread_refused(reply, plan.game_id)
                        .await;
                }
            }
        }
    }
    render::notice(http, service, notice, post_in).await
}

/// A game's thread: public, archived after a week without posts.
fn game_thread(name: &str) -> CreateThread<'static> {
    CreateThread::new(cut(name, limits::THREAD_NAME))
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek)
}

/// The computer thinks about its move in `game` (off the runtime) and posts it
/// (through `via` where the bot is not in the game's channel).
pub(super) fn spawn_computer_move(
    service: Service,
    http: Arc<Http>,
    game: GameId,
    via: Option<Arc<Token>>,
) {
    tokio::spawn(async move {
        for said in service.games().computer_move(game).await {
            notice(&http, &service, said, via.as_deref()).await;
        }
    });
}

/// Analyse `game` in the background, posting its progress and result as they come
/// (through `via` where the bot is not in the game's channel).
pub(super) fn spawn_analysis(
    service: Service,
    http: Arc<Http>,
    game: GameId,
    via: Option<Arc<Token>>,
) {
    tokio::spawn(async move {
        let (out, mut said) = tokio::sync::mpsc::unbounded_channel::<Notice>();
        let poster = {
            let service = service.clone();
            let http = http.clone();
            tokio::spawn(async move {
                while let Some(said) = said.recv().await {
                    notice(&http, &service, said, via.as_deref()).await;
                }
            })
        };
        service.analysis().run_analysis(game, &out).await;
        drop(out);
        let _ = poster.await;
    });
}
