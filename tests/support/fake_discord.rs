//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST API over plain HTTP
//! (serenity reaches it through `DISCORD_PROXY_URL`) and the gateway websocket whose
//! address `GET /api/v10/gateway` hands out. It records every REST call (with the
//! moment it arrived, for latency figures), answers with payloads serenity can
//! decode, and pushes interactions down the gateway.
//!
//! It speaks HTTP/1.1 itself (see `http.rs`) and the websocket through the same
//! tokio-tungstenite that serenity uses, so the tests add no web framework to build.
//!
//! The older senders (`command`, `press`, …) speak of a server that added the bot,
//! every user sharing it; the senders of `fake_surfaces.rs` (`command_at`,
//! `press_at`, …) take a [`Surface`]: a server with or without the bot, the bot's
//! DM, a group DM, a DM between users — and the double refuses, as Discord does,
//! what the bot may not do there (see `fake_rest.rs`).

#![allow(dead_code)]

#[path = "http.rs"]
mod http;
#[path = "fake_interactions.rs"]
mod interactions;
#[path = "fake_rest.rs"]
mod rest;
#[path = "discord_rules.rs"]
pub mod rules;
#[path = "fake_surfaces.rs"]
mod surfaces;

use rest::rest;

use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{broadcast, Notify};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub use http::File;
pub use interactions::message_json;
pub use surfaces::Surface;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
/// The bot's server's name, as GUILD_CREATE sends it.
pub const GUILD_NAME: &str = "Kifu Café <Shogi> & Friends";
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// The id every interaction's original response gets.
pub const ORIGINAL_MESSAGE_ID: u64 = 600_000_000_000_000_001;
pub const TOKEN: &str = "ODk5.fake-token.for-tests-only";

/// The channel of a server in the fake: the server's id plus one (the one test
/// server keeps its old channel).
pub fn channel_of(guild: u64) -> u64 {
    if guild == GUILD_ID {
        CHANNEL_ID
    } else {
        guild + 1
    }
}

/// The shard Discord sends a server's events to.
pub fn shard_of(guild: u64, total: u64) -> u64 {
    (guild >> 22) % total.max(1)
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// The path, without the `/pN` prefix a process's `DISCORD_PROXY_URL` may add.
    pub path: String,
    /// Which process called, when its proxy URL says (`…/p0`, `…/p1`).
    pub via: Option<u32>,
    pub json: Value,
    pub files: Vec<File>,
    /// When the request arrived.
    pub at: Instant,
    /// Discord's refusal, when the call broke one of its rules.
    pub refused: Option<rules::Refusal>,
}

#[derive(Default)]
struct Shared {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    sessions: Mutex<u32>,
    next_message_id: Mutex<u64>,
    /// When each interaction was pushed down the gateway.
    pushed: Mutex<HashMap<u64, Instant>>,
    /// The channel each interaction came from (its original response is posted there).
    interaction_channels: Mutex<HashMap<u64, u64>>,
    /// Users whose direct messages are closed to the bot (Discord answers 50007).
    closed_dms: Mutex<std::collections::HashSet<u64>>,
    /// Whether the bot lacks the permission to create threads (Discord answers 50013).
    threads_forbidden: Mutex<bool>,
    next_channel_id: Mutex<u64>,
    /// The upload limit per file (None: Discord's default, 10 MiB).
    upload_limit: Mutex<Option<usize>>,
    /// Interactions already answered (a second callback is refused with 40060).
    acknowledged: Mutex<std::collections::HashSet<String>>,
    /// Every call refused for breaking Discord's rules: (method and path, refusal).
    refusals: Mutex<Vec<(String, rules::Refusal)>>,
    /// The type of each interaction sent (2 command, 3 component, 4 autocomplete),
    /// by id: some callbacks are valid for some types only.
    interaction_kinds: Mutex<HashMap<String, u64>>,
    /// Answers to the next command registrations, in order (a test's 5xx or 4xx).
    registration_failures: Mutex<std::collections::VecDeque<(u16, Value)>>,
    /// Each interaction sent, by id: where from, its owners, its messages.
    sent: Mutex<HashMap<u64, surfaces::Sent>>,
    /// Every message the double made for the bot, by id.
    messages: Mutex<HashMap<u64, surfaces::Stored>>,
    /// The modals shown, by (user, modal custom id), until submitted.
    modals: Mutex<HashMap<(u64, String), surfaces::ModalShown>>,
    /// The commands registered (the last bulk overwrite of each scope).
    registered: Mutex<surfaces::Registered>,
    /// Users who installed the app (USER_INSTALL).
    installed_users: Mutex<HashSet<u64>>,
    /// Users who share no server with the bot.
    strangers: Mutex<HashSet<u64>>,
    /// Servers whose members lack Use External Apps (their user-installed apps'
    /// replies are shown to the caller alone).
    no_external_apps: Mutex<HashSet<u64>>,
    /// Channels the bot is not in (group DMs, DMs between users, channels of
    /// servers that did not add it): posting there is refused with 50001.
    foreign_channels: Mutex<HashSet<u64>>,
    /// The members of each group DM made by [`FakeDiscord::group_dm`].
    group_dms: Mutex<HashMap<u64, Vec<u64>>>,
}

/// The id of the DM channel between the bot and `user`.
pub fn dm_channel_of(user: u64) -> u64 {
    user + 50_000_000_000_000_000
}

pub struct FakeDiscord {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    events: broadcast::Sender<Value>,
    server: tokio::task::JoinHandle<()>,
    next_interaction: Mutex<u64>,
    /// How far the bot's clock is moved forward ([`FakeDiscord::skip_clock`]): the
    /// interactions' snowflakes are made by the same clock.
    clock_skew: Mutex<(i64, Option<std::path::PathBuf>)>,
    /// The `locale` and `guild_locale` of the interactions sent from now on.
    locales: Mutex<(String, String)>,
}

impl Drop for FakeDiscord {
    /// A call that Discord would have refused fails the test that made it, unless
    /// the test took the refusals itself ([`FakeDiscord::take_refusals`]).
    fn drop(&mut self) {
        self.server.abort();
        let refusals = std::mem::take(&mut *self.shared.refusals.lock().unwrap());
        if !refusals.is_empty() && !std::thread::panicking() {
            panic!(
                "the bot sent {} request(s) that Discord refuses:\n{}",
                refusals.len(),
                refusals
                    .iter()
                    .map(|(call, r)| format!("  {call}: {} {}", r.status, r.body))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
}

pub fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
    })
}

impl FakeDiscord {
    /// The file the bot reads its clock's skew from (pass it to the bot as
    /// `WASHOGI_TEST_CLOCK_SKEW_FILE`): created at no skew.
    pub fn clock_skew_file(&self, dir: &std::path::Path) -> std::path::PathBuf {
        let file = dir.join("clock-skew-ms");
        std::fs::write(&file, "0").unwrap();
        self.clock_skew.lock().unwrap().1 = Some(file.clone());
        file
    }

    /// Move the bot's clock (and this Discord's) `ms` forward at once: a live game's
    /// minutes pass without being waited.
    pub fn skip_clock(&self, ms: i64) {
        let mut skew = self.clock_skew.lock().unwrap();
        skew.0 += ms;
        let file = skew.1.as_ref().expect("clock_skew_file was called");
        std::fs::write(file, skew.0.to_string()).unwrap();
    }

    pub fn clock_skew_ms(&self) -> i64 {
        self.clock_skew.lock().unwrap().0
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared::default());
        let (events, _) = broadcast::channel(4096);
        let server = {
            let shared = shared.clone();
            let events = events.clone();
            tokio::spawn(async move {
                loop {
                    let Ok((stream, _)) = listener.accept().await else {
                        continue;
                    };
                    let shared = shared.clone();
                    let events = events.clone();
                    tokio::spawn(connection(stream, shared, events, addr));
                }
            })
        };
        FakeDiscord {
            addr,
            shared,
            events,
            server,
            next_interaction: Mutex::new(1000),
            clock_skew: Mutex::new((0, None)),
            locales: Mutex::new(("en-US".into(), "en-US".into())),
        }
    }

    /// The user's client language (`locale`) and the server's preferred language
    /// (`guild_locale`) of the interactions sent from now on (default `en-US` both).
    pub fn set_locales(&self, locale: &str, guild_locale: &str) {
        *self.locales.lock().unwrap() = (locale.to_string(), guild_locale.to_string());
    }

    /// The calls refused so far for breaking Discord's rules, taken (so that the
    /// test that provoked them does not fail when the fake is dropped).
    pub fn take_refusals(&self) -> Vec<(String, rules::Refusal)> {
        std::mem::take(&mut *self.shared.refusals.lock().unwrap())
    }

    /// The refusals so far, left in place.
    pub fn refusals(&self) -> Vec<(String, rules::Refusal)> {
        self.shared.refusals.lock().unwrap().clone()
    }

    /// The server's upload limit per file, in bytes: uploads over it are refused
    /// (40005), and interactions carry it as `attachment_size_limit`, as on Discord.
    pub fn set_upload_limit(&self, bytes: usize) {
        *self.shared.upload_limit.lock().unwrap() = Some(bytes);
    }

    fn upload_limit(&self) -> usize {
        self.shared
            .upload_limit
            .lock()
            .unwrap()
            .unwrap_or(rules::DEFAULT_UPLOAD_LIMIT)
    }

    /// Answer the next command registration with `status` and `body` instead
    /// (a 5xx outage, or a 4xx refusal); several calls queue several answers.
    pub fn fail_registration(&self, status: u16, body: Value) {
        self.shared
            .registration_failures
            .lock()
            .unwrap()
            .push_back((status, body));
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// How many gateway sessions have been identified (READY sent).
    pub fn sessions(&self) -> u32 {
        *self.shared.sessions.lock().unwrap()
    }

    pub fn calls(&self) -> Vec<Call> {
        self.shared.calls.lock().unwrap().clone()
    }

    /// The edits, in order, of an interaction's original message in the test
    /// channel (the bot reads it back as [`ORIGINAL_MESSAGE_ID`], then edits it as
    /// a channel message: an analysis's progress, a tournament's post).
    pub fn edits_of_original(&self) -> Vec<Call> {
        let path = format!("/api/v10/channels/{CHANNEL_ID}/messages/{ORIGINAL_MESSAGE_ID}");
        self.calls()
            .into_iter()
            .filter(|c| c.method == "PATCH" && c.path == path)
            .collect()
    }

    /// When an interaction was sent to the bot.
    pub fn pushed_at(&self, interaction: u64) -> Option<Instant> {
        self.shared
            .pushed
            .lock()
            .unwrap()
            .get(&interaction)
            .copied()
    }

    /// Wait until a recorded call satisfies `pred`, skipping the first `after` calls.
    pub async fn wait_for(&self, what: &str, after: usize, pred: impl Fn(&Call) -> bool) -> Call {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let notified = self.shared.changed.notified();
            if let Some(c) = self.calls().into_iter().skip(after).find(|c| pred(c)) {
                return c;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!("timed out waiting for {what}; calls: {:#?}", self.calls());
            }
            let _ = tokio::time::timeout(left, notified).await;
        }
    }

    pub async fn wait_for_session(&self, n: u32) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.sessions() < n {
            assert!(
                Instant::now() < deadline,
                "the bot never identified on the gateway"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The callback the bot sent for an interaction, exactly as sent (a deferral
    /// stays a deferral).
    pub async fn raw_callback(&self, interaction: u64) -> Call {
        let path = format!("/api/v10/interactions/{interaction}/itoken-{interaction}/callback");
        self.wait_for(&path, 0, |c| c.path == path).await
    }

    /// What the user finally sees as the answer to an interaction, as if it had
    /// come at once: a deferral (type 5 or 6) is followed to the edit of the
    /// original response (made a type 4 or 7 callback carrying the deferral's
    /// flags) or, where the bot withdrew the "thinking…" to answer privately,
    /// to that follow-up. A loaded machine may defer any command (the bot defers
    /// after 1.5 s), so tests that read an answer's text must not depend on
    /// the answer being immediate; tests about deferral use `raw_callback`.
    pub async fn callback(&self, interaction: u64) -> Call {
        let first = self.raw_callback(interaction).await;
        let kind = first.json["type"].as_u64().unwrap_or(0);
        if kind != 5 && kind != 6 {
            return first;
        }
        let original =
            format!("/api/v10/webhooks/{APP_ID}/itoken-{interaction}/messages/@original");
        let followups = format!("/api/v10/webhooks/{APP_ID}/itoken-{interaction}");
        let answer = self
            .wait_for("the deferred answer", 0, |c| {
                (c.path == original && c.method == "PATCH")
                    || (c.path.starts_with(&followups)
                        && !c.path.contains("/messages/")
                        && c.method == "POST"
                        && c.json["flags"].as_u64().unwrap_or(0) & 64 != 0)
            })
            .await;
        let mut data = answer.json.clone();
        let (resolved_kind, flags) = if answer.path == original {
            let flags = first.json["data"]["flags"].as_u64().unwrap_or(0);
            (if kind == 5 { 4 } else { 7 }, flags)
        } else {
            (4, answer.json["flags"].as_u64().unwrap_or(0))
        };
        if flags != 0 {
            data["flags"] = json!(flags);
        }
        Call {
            json: json!({ "type": resolved_kind, "data": data }),
            ..answer
        }
    }

    /// The follow-up messages the bot sent for an interaction, waiting for `n`.
    pub async fn followups(&self, interaction: u64, n: usize) -> Vec<Call> {
        let path = format!("/api/v10/webhooks/{APP_ID}/itoken-{interaction}");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let found: Vec<Call> = self
                .calls()
                .into_iter()
                .filter(|c| c.path.starts_with(&path) && c.method == "POST")
                .collect();
            if found.len() >= n {
                return found;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {n} follow-ups to {interaction}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// The servers the bot is in that shard `shard` serves.
fn guilds_of(shard: [u64; 2]) -> Vec<u64> {
    [GUILD_ID]
        .into_iter()
        .filter(|&g| shard_of(g, shard[1]) == shard[0])
        .collect()
}

/// A GUILD_CREATE's server, with every field Discord's documentation gives the
/// guild object and the event's extra fields (empty lists where a real server
/// has roles, channels and members the tests do not use).
fn guild_json(guild: u64) -> Value {
    let mut guild = json!({
        "id": guild.to_string(), "name": GUILD_NAME, "icon": null, "icon_hash": null,
        "splash": null, "discovery_splash": null, "owner_id": "100000000000000001",
        "afk_channel_id": null, "afk_timeout": 300, "widget_enabled": false,
        "widget_channel_id": null, "verification_level": 0,
        "default_message_notifications": 0, "explicit_content_filter": 0, "roles": [],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "max_presences": null, "max_members": 500_000, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0,
        "premium_subscription_count": 0, "preferred_locale": "en-US",
        "public_updates_channel_id": null, "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50, "welcome_screen": null, "nsfw_level": 0,
        "stickers": [], "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null, "incidents_data": null,
    });
    // The event's extra fields (one `json!` for all would be too deep a macro).
    let extra = json!({
        "joined_at": "2026-01-01T00:00:00.000000+00:00", "large": false,
        "unavailable": false, "member_count": 3, "voice_states": [], "members": [],
        "channels": [], "threads": [], "presences": [], "stage_instances": [],
        "guild_scheduled_events": [],
    });
    guild
        .as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    guild
}

fn ready(addr: SocketAddr, shard: [u64; 2]) -> Value {
    let guilds: Vec<Value> = guilds_of(shard)
        .into_iter()
        .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
        .collect();
    json!({
        "op": 0, "t": "READY", "s": 1,
        "d": {
            "v": 10,
            "user": user_json(BOT_ID, "washogi", true),
            "guilds": guilds,
            "session_id": "fake-session",
            "resume_gateway_url": format!("ws://{addr}/gateway-ws"),
            "shard": shard,
            "application": { "id": APP_ID.to_string(), "flags": 0 },
        }
    })
}

/// One TCP connection: the gateway websocket, or HTTP requests (kept alive).
async fn connection(
    stream: TcpStream,
    shared: Arc<Shared>,
    events: broadcast::Sender<Value>,
    addr: SocketAddr,
) {
    let mut first = [0u8; 16];
    let is_gateway = match stream.peek(&mut first).await {
        Ok(n) => first[..n].starts_with(b"GET /gateway-ws"),
        Err(_) => return,
    };
    if is_gateway {
        if let Ok(socket) = tokio_tungstenite::accept_async(stream).await {
            gateway(socket, shared, events, addr).await;
        }
        return;
    }
    let mut conn = http::Connection::new(stream);
    while let Ok(Some(request)) = conn.read_request().await {
        let (status, body) = rest(&shared, addr, request);
        if conn.write_response(status, body.as_ref()).await.is_err() {
            return;
        }
    }
}

async fn gateway(
    mut socket: tokio_tungstenite::WebSocketStream<TcpStream>,
    shared: Arc<Shared>,
    events: broadcast::Sender<Value>,
    addr: SocketAddr,
) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } });
    if socket
        .send(WsMessage::Text(hello.to_string()))
        .await
        .is_err()
    {
        return;
    }
    let mut events = events.subscribe();
    let mut seq = 1u64;
    // The shard this session identified as; it gets only its servers' interactions
    // (direct messages go to shard 0), as on Discord.
    let mut shard = [0u64, 1u64];
    loop {
        tokio::select! {
            incoming = socket.next() => {
                let Some(Ok(msg)) = incoming else { return };
                let text = match msg {
                    WsMessage::Text(t) => t,
                    WsMessage::Close(_) => return,
                    _ => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(2) => {
                        if payload["d"]["token"].as_str() != Some(format!("Bot {TOKEN}").as_str()) {
                            // Discord's answer to a bad token: close code 4004.
                            let close = CloseFrame {
                                code: CloseCode::from(4004),
                                reason: "Authentication failed".into(),
                            };
                            let _ = socket.send(WsMessage::Close(Some(close))).await;
                            return;
                        }
                        if let Some([id, total]) = payload["d"]["shard"].as_array().and_then(|s| {
                            Some([s.first()?.as_u64()?, s.get(1)?.as_u64()?])
                        }) {
                            shard = [id, total];
                        }
                        if socket.send(WsMessage::Text(ready(addr, shard).to_string())).await.is_err() {
                            return;
                        }
                        // Then, as on Discord, each server of the shard in full.
                        for guild in guilds_of(shard) {
                            seq += 1;
                            let create = json!({ "op": 0, "t": "GUILD_CREATE", "s": seq, "d": guild_json(guild) });
                            if socket.send(WsMessage::Text(create.to_string())).await.is_err() {
                                return;
                            }
                        }
                        *shared.sessions.lock().unwrap() += 1;
                    }
                    Some(1) => {
                        let ack = json!({ "op": 11 });
                        let _ = socket.send(WsMessage::Text(ack.to_string())).await;
                    }
                    _ => {}
                }
            }
            event = events.recv() => {
                let interaction = match event {
                    Ok(i) => i,
                    Err(broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                let guild = interaction["guild_id"]
                    .as_str()
                    .and_then(|g| g.parse::<u64>().ok())
                    .unwrap_or(0);
                if shard_of(guild, shard[1]) != shard[0] {
                    continue;
                }
                seq += 1;
                let dispatch = json!({ "op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": interaction });
                if socket.send(WsMessage::Text(dispatch.to_string())).await.is_err() {
                    return;
                }
            }
        }
    }
}
