//! The fake Discord's REST API: every call is recorded, then checked against
//! Discord's published limits (`discord_rules.rs`: a violation is answered as
//! Discord answers it and remembered as a refusal), then answered with what Discord
//! would answer (messages, DM channels, threads, command registration), or with
//! Discord's errors where a test asked for them (closed DMs: 50007; no permission
//! to create threads: 50013; a registration refused or failing on purpose).

use std::net::SocketAddr;
use std::time::Instant;

use serde_json::{json, Value};

use super::http;
use super::rules::{self, MessageKind, Refusal};
use super::{
    dm_channel_of, message_json, user_json, Call, Shared, APP_ID, BOT_ID, GUILD_ID,
    ORIGINAL_MESSAGE_ID, TOKEN,
};

/// The Discord rules a call must keep, by what it is: `None` when it passes.
fn refusal(shared: &Shared, method: &str, path: &str, request: &http::Request) -> Option<Refusal> {
    let json = &request.json;
    let files = &request.files;
    let limit = shared
        .upload_limit
        .lock()
        .unwrap()
        .unwrap_or(rules::DEFAULT_UPLOAD_LIMIT);
    let is_webhook = path.starts_with("/api/v10/webhooks/");
    let result = match method {
        "PUT" if path.ends_with("/commands") => rules::check_commands(json),
        "POST" if path.starts_with("/api/v10/interactions/") && path.ends_with("/callback") => {
            // The interaction's id: `/api/v10/interactions/{id}/{token}/callback`.
            let id = path.split('/').nth(4).unwrap_or("").to_string();
            let kind = shared.interaction_kinds.lock().unwrap().get(&id).copied();
            if !shared.acknowledged.lock().unwrap().insert(id) {
                Err(rules::already_acknowledged())
            } else {
                rules::check_callback(json, files, limit, kind)
            }
        }
        "POST" if is_webhook => rules::check_message(json, files, limit, MessageKind::Create),
        "PATCH" if is_webhook && path.contains("/messages/") => {
            rules::check_message(json, files, limit, MessageKind::Edit)
        }
        "POST" if path.starts_with("/api/v10/channels/") && path.ends_with("/messages") => {
            rules::check_message(json, files, limit, MessageKind::Create)
        }
        "PATCH" if path.starts_with("/api/v10/channels/") && path.contains("/messages/") => {
            rules::check_message(json, files, limit, MessageKind::Edit)
        }
        "POST" if path.starts_with("/api/v10/channels/") && path.ends_with("/threads") => {
            rules::check_thread(json)
        }
        _ => Ok(()),
    };
    result.err()
}

/// Answer one REST call: (status, JSON body).
pub(super) fn rest(
    shared: &Shared,
    addr: SocketAddr,
    request: http::Request,
) -> (u16, Option<Value>) {
    let full = request.path.split('?').next().unwrap_or("").to_string();
    // A process's proxy URL may end in /pN, to tell the processes apart.
    let (via, path) = match full
        .strip_prefix("/p")
        .and_then(|rest| rest.split_once('/'))
    {
        Some((n, rest)) if n.parse::<u32>().is_ok() => (n.parse().ok(), format!("/{rest}")),
        _ => (None, full.clone()),
    };
    let authorised = request
        .header("authorization")
        .is_some_and(|h| h == format!("Bot {TOKEN}"));
    let method = request.method.clone();
    let json = request.json.clone();
    // Discord checks a request before it acts on it; so does the double (an
    // unauthorised call is refused before its body is read).
    let refused = if authorised
        || path.starts_with("/api/v10/interactions/")
        || path.starts_with("/api/v10/webhooks/")
    {
        refusal(shared, &method, &path, &request)
    } else {
        None
    };
    shared.calls.lock().unwrap().push(Call {
        method: method.clone(),
        path: path.clone(),
        json: json.clone(),
        files: request.files,
        via,
        at: Instant::now(),
        refused: refused.clone(),
    });
    if let Some(refused) = &refused {
        shared
            .refusals
            .lock()
            .unwrap()
            .push((format!("{method} {path}"), refused.clone()));
    }
    shared.changed.notify_waiters();
    if let Some(refused) = refused {
        return (refused.status, Some(refused.body));
    }

    let is_interaction_callback = path.starts_with("/api/v10/interactions/");
    let is_webhook = path.starts_with("/api/v10/webhooks/");
    if !authorised && !is_interaction_callback && !is_webhook {
        return (
            401,
            Some(json!({"message": "401: Unauthorized", "code": 0})),
        );
    }
    let new_message = |channel: Option<u64>| {
        let id = {
            let mut n = shared.next_message_id.lock().unwrap();
            *n += 1;
            700_000_000_000_000_000u64 + *n
        };
        let content = json["content"].as_str().unwrap_or("").to_string();
        let components = json.get("components").cloned().unwrap_or(json!([]));
        let mut message = message_json(id, &content, components);
        if let Some(channel) = channel {
            message["channel_id"] = json!(channel.to_string());
        }
        (200, Some(message))
    };
    // `/api/v10/channels/{id}/…`: the channel id.
    let channel_in_path = path
        .strip_prefix("/api/v10/channels/")
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<u64>().ok());
    // `/api/v10/webhooks/{app}/itoken-{interaction}/…`: the interaction's channel.
    let interaction_channel = path
        .split("/itoken-")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<u64>().ok())
        .and_then(|id| {
            shared
                .interaction_channels
                .lock()
                .unwrap()
                .get(&id)
                .copied()
        });
    match (method.as_str(), path.as_str()) {
        ("GET", "/api/v10/gateway") => (
            200,
            Some(json!({ "url": format!("ws://{addr}/gateway-ws") })),
        ),
        ("GET", "/api/v10/users/@me") => (200, Some(user_json(BOT_ID, "washogi", true))),
        ("PUT", p) if p.ends_with("/commands") => {
            if let Some((status, body)) = shared.registration_failures.lock().unwrap().pop_front() {
                return (status, Some(body));
            }
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
            (200, Some(Value::Array(registered)))
        }
        ("POST", p) if is_interaction_callback && p.ends_with("/callback") => (204, None),
        // Follow-ups and new channel messages answer with a new message.
        ("POST", _) if is_webhook => new_message(interaction_channel),
        ("GET", p) if is_webhook && p.ends_with("/messages/@original") => {
            let mut message = message_json(ORIGINAL_MESSAGE_ID, "", json!([]));
            if let Some(channel) = interaction_channel {
                message["channel_id"] = json!(channel.to_string());
            }
            (200, Some(message))
        }
        ("PATCH", p) if is_webhook && p.ends_with("/messages/@original") => {
            let content = json["content"].as_str().unwrap_or("").to_string();
            let components = json.get("components").cloned().unwrap_or(json!([]));
            (
                200,
                Some(message_json(ORIGINAL_MESSAGE_ID, &content, components)),
            )
        }
        ("DELETE", p) if is_webhook && p.ends_with("/messages/@original") => (204, None),
        ("POST", "/api/v10/users/@me/channels") => {
            let user: u64 = json["recipient_id"]
                .as_str()
                .and_then(|u| u.parse().ok())
                .or_else(|| json["recipient_id"].as_u64())
                .unwrap_or(0);
            (
                200,
                Some(json!({
                    "id": dm_channel_of(user).to_string(),
                    "type": 1,
                    "last_message_id": null,
                    "recipients": [user_json(user, "someone", false)],
                })),
            )
        }
        ("POST", p) if p.starts_with("/api/v10/channels/") && p.ends_with("/messages") => {
            let closed = shared.closed_dms.lock().unwrap();
            if channel_in_path.is_some_and(|c| closed.iter().any(|&u| dm_channel_of(u) == c)) {
                return (
                    403,
                    Some(json!({"message": "Cannot send messages to this user", "code": 50007})),
                );
            }
            new_message(channel_in_path)
        }
        ("POST", p) if p.starts_with("/api/v10/channels/") && p.ends_with("/threads") => {
            if *shared.threads_forbidden.lock().unwrap() {
                return (
                    403,
                    Some(json!({"message": "Missing Permissions", "code": 50013})),
                );
            }
            let id = {
                let mut n = shared.next_channel_id.lock().unwrap();
                *n += 1;
                960_000_000_000_000_000u64 + *n
            };
            (
                201,
                Some(thread_json(id, channel_in_path.unwrap_or(0), &json)),
            )
        }
        ("PATCH", p) if p.starts_with("/api/v10/channels/") => {
            let id: u64 = p
                .rsplit('/')
                .next()
                .and_then(|id| id.parse().ok())
                .unwrap_or(1);
            let content = json["content"].as_str().unwrap_or("").to_string();
            (
                200,
                Some(message_json(
                    id,
                    &content,
                    json.get("components").cloned().unwrap_or(json!([])),
                )),
            )
        }
        _ => (404, Some(json!({"message": "Unknown", "code": 0}))),
    }
}

/// A public thread as Discord returns it when one is created.
pub fn thread_json(id: u64, parent: u64, request: &Value) -> Value {
    json!({
        "id": id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": parent.to_string(),
        "owner_id": BOT_ID.to_string(),
        "name": request["name"].as_str().unwrap_or("thread"),
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": request["auto_archive_duration"].as_u64().unwrap_or(10080),
            "archive_timestamp": "2026-11-29T12:00:00.000000+00:00",
            "locked": false,
        },
    })
}
