//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST API over plain HTTP
//! (serenity reaches it through `DISCORD_PROXY_URL`) and the gateway websocket whose
//! address `GET /api/v10/gateway` hands out. It records every REST call, answers
//! with payloads serenity can decode, and pushes interactions down the gateway.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::{to_bytes, Body};
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{broadcast, Notify};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// The id every interaction's original response gets.
pub const ORIGINAL_MESSAGE_ID: u64 = 600_000_000_000_000_001;
pub const TOKEN: &str = "ODk5.fake-token.for-tests-only";

/// A file sent in a multipart request.
#[derive(Clone, Debug)]
pub struct File {
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub json: Value,
    pub files: Vec<File>,
}

#[derive(Default)]
struct Shared {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    sessions: Mutex<u32>,
    next_message_id: Mutex<u64>,
}

#[derive(Clone)]
struct AppState {
    shared: Arc<Shared>,
    events: broadcast::Sender<Value>,
    addr: SocketAddr,
}

pub struct FakeDiscord {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    events: broadcast::Sender<Value>,
    server: tokio::task::JoinHandle<()>,
    next_interaction: Mutex<u64>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
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
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared::default());
        let (events, _) = broadcast::channel(64);
        let state = AppState {
            shared: shared.clone(),
            events: events.clone(),
            addr,
        };
        let app = Router::new()
            .route("/gateway-ws", get(gateway))
            .fallback(rest)
            .with_state(state);
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeDiscord {
            addr,
            shared,
            events,
            server,
            next_interaction: Mutex::new(1000),
        }
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

    fn next_id(&self) -> u64 {
        let mut n = self.next_interaction.lock().unwrap();
        *n += 1;
        *n
    }

    fn base_interaction(&self, kind: u8, user: &Value, data: Value) -> (u64, Value) {
        let id = self.next_id();
        let interaction = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            "channel_id": CHANNEL_ID.to_string(),
            "user": user,
            "token": format!("itoken-{id}"),
            "version": 1,
            "app_permissions": "0",
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        (id, interaction)
    }

    /// Send an interaction over the gateway after checking that serenity decodes it
    /// (an undecodable one would silently become `Event::Unknown`).
    fn push(&self, interaction: Value) {
        serde_json::from_value::<serenity::model::application::Interaction>(interaction.clone())
            .unwrap_or_else(|e| panic!("fake interaction does not decode: {e}\n{interaction:#}"));
        self.events.send(interaction).expect("the bot is connected");
    }

    /// A slash command (type 2) or its autocomplete (type 4). `options` are Discord's
    /// option objects; `users` go into `resolved`.
    pub fn command(
        &self,
        user: &Value,
        name: &str,
        options: Value,
        users: &[Value],
        autocomplete: bool,
    ) -> u64 {
        let resolved_users: serde_json::Map<String, Value> = users
            .iter()
            .map(|u| (u["id"].as_str().unwrap().to_string(), u.clone()))
            .collect();
        let data = json!({
            "id": "800000000000000001",
            "name": name,
            "type": 1,
            "options": options,
            "resolved": { "users": resolved_users },
            "guild_id": GUILD_ID.to_string(),
        });
        let (id, interaction) = self.base_interaction(if autocomplete { 4 } else { 2 }, user, data);
        self.push(interaction);
        id
    }

    /// A button press (type 3) on a message that carries `components`.
    pub fn press(
        &self,
        user: &Value,
        custom_id: &str,
        message_content: &str,
        components: Value,
    ) -> u64 {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let (id, mut interaction) = self.base_interaction(3, user, data);
        interaction["message"] = message_json(555, message_content, components);
        self.push(interaction);
        id
    }

    /// The callback the bot sent for an interaction.
    pub async fn callback(&self, interaction: u64) -> Call {
        let path = format!("/api/v10/interactions/{interaction}/itoken-{interaction}/callback");
        self.wait_for(&path, 0, |c| c.path == path).await
    }

    /// The follow-up messages the bot sent for an interaction, waiting for `n`.
    pub async fn followups(&self, interaction: u64, n: usize) -> Vec<Call> {
        let path = format!("/api/v10/webhooks/{APP_ID}/itoken-{interaction}");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let found: Vec<Call> = self
                .calls()
                .into_iter()
                .filter(|c| c.path.starts_with(&path))
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

/// A whole message object, as Discord sends it inside component interactions.
pub fn message_json(id: u64, content: &str, components: Value) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": user_json(BOT_ID, "washogi", true),
        "content": content,
        "timestamp": "2026-11-29T12:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
        "components": components,
    })
}

fn ready(addr: SocketAddr) -> Value {
    json!({
        "op": 0, "t": "READY", "s": 1,
        "d": {
            "v": 10,
            "user": user_json(BOT_ID, "washogi", true),
            "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
            "session_id": "fake-session",
            "resume_gateway_url": format!("ws://{addr}/gateway-ws"),
            "shard": [0, 1],
            "application": { "id": APP_ID.to_string(), "flags": 0 },
        }
    })
}

async fn gateway(ws: WebSocketUpgrade, State(state): State<AppState>) -> Response {
    ws.on_upgrade(move |socket| session(socket, state))
}

async fn session(mut socket: WebSocket, state: AppState) {
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41_250 } });
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let mut events = state.events.subscribe();
    let mut seq = 1u64;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let text = match msg {
                    WsMessage::Text(t) => t.to_string(),
                    WsMessage::Close(_) => return,
                    _ => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                match payload["op"].as_u64() {
                    Some(2) => {
                        if payload["d"]["token"].as_str() != Some(format!("Bot {TOKEN}").as_str()) {
                            // Discord's answer to a bad token: close code 4004.
                            let close = axum::extract::ws::CloseFrame { code: 4004, reason: "Authentication failed".into() };
                            let _ = socket.send(WsMessage::Close(Some(close))).await;
                            return;
                        }
                        if socket.send(WsMessage::Text(ready(state.addr).to_string().into())).await.is_err() {
                            return;
                        }
                        *state.shared.sessions.lock().unwrap() += 1;
                    }
                    Some(1) => {
                        let ack = json!({ "op": 11 });
                        let _ = socket.send(WsMessage::Text(ack.to_string().into())).await;
                    }
                    _ => {}
                }
            }
            event = events.recv() => {
                let Ok(interaction) = event else { continue };
                seq += 1;
                let dispatch = json!({ "op": 0, "t": "INTERACTION_CREATE", "s": seq, "d": interaction });
                if socket.send(WsMessage::Text(dispatch.to_string().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

async fn rest(
    State(state): State<AppState>,
    method: Method,
    headers: HeaderMap,
    request: Request,
) -> Response {
    let path = request.uri().path().to_string();
    let authorised = headers
        .get("authorization")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h == format!("Bot {TOKEN}"));
    let is_multipart = headers
        .get("content-type")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h.starts_with("multipart/"));
    let (json, files) = if is_multipart {
        read_multipart(request).await
    } else {
        let body = to_bytes(request.into_body(), 16 << 20)
            .await
            .unwrap_or_default();
        (serde_json::from_slice(&body).unwrap_or(Value::Null), vec![])
    };
    state.shared.calls.lock().unwrap().push(Call {
        method: method.to_string(),
        path: path.clone(),
        json: json.clone(),
        files,
    });
    state.shared.changed.notify_waiters();

    let is_interaction_callback = path.starts_with("/api/v10/interactions/");
    let is_webhook = path.starts_with("/api/v10/webhooks/");
    if !authorised && !is_interaction_callback && !is_webhook {
        return (
            StatusCode::UNAUTHORIZED,
            axum::Json(json!({"message": "401: Unauthorized", "code": 0})),
        )
            .into_response();
    }
    match (method.as_str(), path.as_str()) {
        ("GET", "/api/v10/gateway") => {
            axum::Json(json!({ "url": format!("ws://{}/gateway-ws", state.addr) })).into_response()
        }
        ("GET", "/api/v10/users/@me") => {
            axum::Json(user_json(BOT_ID, "washogi", true)).into_response()
        }
        ("PUT", p) if p.ends_with("/commands") => {
            let registered: Vec<Value> = json
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut c)| {
                    c["id"] = json!((810_000_000_000_000_000u64 + i as u64).to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    c["type"] = json!(1);
                    c["default_member_permissions"] = Value::Null;
                    c
                })
                .collect();
            axum::Json(Value::Array(registered)).into_response()
        }
        ("POST", p) if is_interaction_callback && p.ends_with("/callback") => {
            StatusCode::NO_CONTENT.into_response()
        }
        // Follow-ups, new channel messages and edits all answer with a message.
        ("POST", _) if is_webhook => new_message(&state, &json),
        ("GET", p) if is_webhook && p.ends_with("/messages/@original") => {
            axum::Json(message_json(ORIGINAL_MESSAGE_ID, "", json!([]))).into_response()
        }
        ("POST", p) if p.starts_with("/api/v10/channels/") && p.ends_with("/messages") => {
            new_message(&state, &json)
        }
        ("PATCH", p) if p.starts_with("/api/v10/channels/") => {
            let id: u64 = p
                .rsplit('/')
                .next()
                .and_then(|id| id.parse().ok())
                .unwrap_or(1);
            let content = json["content"].as_str().unwrap_or("").to_string();
            axum::Json(message_json(
                id,
                &content,
                json.get("components").cloned().unwrap_or(json!([])),
            ))
            .into_response()
        }
        _ => (
            StatusCode::NOT_FOUND,
            axum::Json(json!({"message": "Unknown", "code": 0})),
        )
            .into_response(),
    }
}

fn new_message(state: &AppState, json: &Value) -> Response {
    let id = {
        let mut n = state.shared.next_message_id.lock().unwrap();
        *n += 1;
        700_000_000_000_000_000u64 + *n
    };
    let content = json["content"].as_str().unwrap_or("").to_string();
    let components = json.get("components").cloned().unwrap_or(json!([]));
    axum::Json(message_json(id, &content, components)).into_response()
}

async fn read_multipart(request: Request) -> (Value, Vec<File>) {
    let Ok(mut multipart) = Multipart::from_request(request.map(Body::new), &()).await else {
        return (Value::Null, vec![]);
    };
    let mut json = Value::Null;
    let mut files = Vec::new();
    while let Ok(Some(field)) = multipart.next_field().await {
        let name = field.name().unwrap_or("").to_string();
        let filename = field.file_name().map(str::to_string);
        let bytes = field.bytes().await.unwrap_or_default().to_vec();
        if name == "payload_json" {
            json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        } else if let Some(filename) = filename {
            files.push(File { filename, bytes });
        }
    }
    (json, files)
}
