//! The Discord adapter (serenity): registers the slash commands, turns interactions
//! into service calls and the service's replies into messages. Buttons carry their
//! meaning in their custom id, so they keep working after a restart.
//!
//! An interaction goes one way through four files: it is read (`handler.rs`),
//! handled within Discord's three seconds (`answer.rs`), rendered within Discord's
//! limits (`render.rs`) and sent (`deliver.rs`); then, back in `answer.rs`, what it
//! set in motion is set off. A notice (the clock's, the computer's, an analysis's)
//! goes the same way from `answer.rs` on. Calls only go down that list: no file
//! calls back into one that called it.

mod answer;
mod commands;
mod custom_ids;
mod deliver;
mod handler;
pub mod limits;
mod register;
mod render;
mod unreached;
mod unreadable;

use std::sync::Arc;

use anyhow::{bail, Context as _};
use serenity::all::{ClientBuilder, GatewayIntents, Http, HttpBuilder};
use serenity::http::HttpError;

use crate::config::Config;
use crate::game::{Clock, ComputerSettings, Service, SkewedClock, SystemClock, User};

pub use crate::shards::Shards;
pub use commands::{all as command_definitions, payload as command_payload, Scope as CommandScope};
pub use custom_ids::{custom_id, press_id, read_custom_id};
pub use render::markup;

/// Whether an error is Discord saying the token is wrong.
fn is_unauthorized(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401)
}

/// Run the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> anyhow::Result<()> {
    // Tests of the whole bot may skip a live game's minutes (see `SkewedClock`).
    let clock: Arc<dyn Clock> = match std::env::var_os("WASHOGI_TEST_CLOCK_SKEW_FILE") {
        Some(file) => Arc::new(SkewedClock::new(file)),
        None => Arc::new(SystemClock),
    };
    let service = Service::open(&config.database_url, clock)
        .await
        .map_err(|e| anyhow::anyhow!(e))?;
    // Build the picture caches while checking the token; the gateway connects only
    // once they are ready, so the first interactions find them warm.
    let warming = tokio::task::spawn_blocking(crate::render::warm_up);

    let mut http = HttpBuilder::new(&config.token);
    if let Some(proxy) = &config.proxy_url {
        // Serenity's own rate limiter would still talk to discord.com; a proxy is
        // where rate limits are kept anyway.
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    // Check the token first, for a clear message instead of a reconnect loop.
    let me = match http.get_current_user().await {
        Ok(me) => {
            tracing::info!(bot = %me.name, "token accepted");
            me
        }
        Err(e) if is_unauthorized(&e) => bail!(
            "Discord rejected DISCORD_TOKEN. Reset the token on the Bot page of your Discord application and put the new one in .env."
        ),
        Err(e) => bail!("cannot reach Discord: {e}"),
    };
    // The bot itself is the computer opponent: `/start opponent:@bot`.
    let mut computer = User::new(me.id.get() as i64, &me.name);
    computer.bot = true;
    let service = match config.shards {
        Some(shards) => service.with_servers(shards.filter()),
        None => service,
    };
    let service = service
        .with_web_url(config.web_public_url.as_deref())
        .with_analysis(config.analysis.clone())
        .with_puzzle_scan(crate::game::ScanSettings::default());
    let service = service.with_computer(
        computer,
        ComputerSettings {
            budget: std::time::Duration::from_secs_f64(config.computer_seconds),
        },
    );

    // The web pages, served by this process too when WEB_ADDR says where.
    let web = match config.web_addr {
        Some(addr) => {
            let listener = tokio::net::TcpListener::bind(addr)
                .await
                .with_context(|| format!("cannot serve the web pages on {addr}"))?;
            tracing::info!(%addr, "serving the web pages");
            let options = crate::web::WebOptions {
                public_url: config.web_public_url.clone(),
            };
            let pages = service.clone();
            Some(tokio::spawn(async move {
                let stopped =
                    crate::web::serve(listener, pages, options, std::future::pending()).await;
                if let Err(e) = stopped {
                    tracing::error!(error = %e, "the web pages stopped");
                }
            }))
        }
        None => None,
    };
    let clock_service = service.clone();
    let closing = service.clone();
    // A refused command registration stops the process (see register.rs).
    let (fatal, mut fatal_rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    let handler = handler::Handler {
        service,
        guild_id: config.guild_id,
        registration: Arc::new(register::Registration::new(fatal)),
    };
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(handler)
        .raw_event_handler(unreadable::UnreadableInteractions)
        .await
        .context("cannot set up the Discord client")?;
    let flags = tokio::spawn(flag_loop(clock_service.clone(), client.http.clone()));
    let clock = tokio::spawn(clock_loop(
        clock_service,
        client.http.clone(),
        config.tick_seconds,
    ));

    let shards = client.shard_manager.clone();
    let stopped_by = Arc::new(std::sync::Mutex::new(None::<String>));
    {
        let stopped_by = stopped_by.clone();
        tokio::spawn(async move {
            tokio::select! {
                _ = shutdown_signal() => tracing::info!("shutting down"),
                Some(reason) = fatal_rx.recv() => {
                    *stopped_by.lock().unwrap() = Some(reason);
                }
            }
            shards.shutdown_all().await;
        });
    }

    if warming.await.is_err() {
        tracing::warn!("warming the picture caches failed; the first pictures will be slower");
    }
    let result = match config.shards {
        // Serenity's range counts its end in: 0..1 starts shards 0 and 1.
        Some(s) => {
            tracing::info!(
                first = s.first,
                last = s.last,
                total = s.total,
                "starting shards"
            );
            client.start_shard_range(s.first..s.last, s.total).await
        }
        None => client.start().await,
    };
    // The clock stops before the database closes: a sweep on a closed pool would
    // only log errors on the way out.
    clock.abort();
    flags.abort();
    if let Some(web) = web {
        web.abort();
        let _ = web.await;
    }
    let _ = clock.await;
    let _ = flags.await;
    closing.close().await;
    if let Some(reason) = stopped_by.lock().unwrap().take() {
        bail!("{reason}");
    }
    match result {
        Ok(()) => Ok(()),
        Err(e) => Err(anyhow::anyhow!("Discord connection ended: {e}")),
    }
}

/// The correspondence clock: every `seconds`, remind, end games on time, expire
/// challenges, and post what that says; and have the computer move wherever it is
/// to move and nobody is working on it (after a restart, at the first tick).
async fn clock_loop(service: Service, http: Arc<Http>, seconds: u64) {
    let mut every = tokio::time::interval(std::time::Duration::from_secs(seconds.max(1)));
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        for notice in service.tick().await {
            answer::notice(&http, &service, notice, None).await;
        }
        for game in service.games().computer_games_waiting().await {
            answer::spawn_computer_move(service.clone(), http.clone(), game, None);
        }
        for game in service.analysis().analyses_waiting().await {
            answer::spawn_analysis(service.clone(), http.clone(), game, None);
        }
        // Finished games searched for puzzles, one at a time, in the background.
        let scanner = service.clone();
        tokio::spawn(async move { scanner.puzzles().scan_for_puzzles().await });
    }
}

/// Live games' flags: a few times a second, end the games whose flag has fallen (a
/// flag falls within a second of its time; after a restart, at once, as of its time).
async fn flag_loop(service: Service, http: Arc<Http>) {
    let mut every = tokio::time::interval(std::time::Duration::from_millis(250));
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        for notice in service.flag_tick().await {
            answer::notice(&http, &service, notice, None).await;
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}
