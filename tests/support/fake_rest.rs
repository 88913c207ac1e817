//! The fake Discord's REST API: every call is recorded, then checked against
//! Discord's published limits (`discord_rules.rs`: a violation is answered as
//! Discord answers it and remembered as a refusal), then answered with what Discord
//! would answer (messages, DM channels, threads, command registration), or with
//! Discord's errors where a test asked for them (closed DMs: 50007; no permission
//! to create threads: 50013; a registration refused or failing on purpose), or
//! where the world makes them (a DM to a user who shares no server with the bot
//! and has not installed the app: 50007).
//!
//! It also keeps what Discord keeps: the commands registered, and each message it
//! made for the bot with the interaction that made it (see `fake_surfaces.rs`).

use std::net::SocketAddr;
use std::time::Instant;

use serde_json::{json, Value};

use super::http;
use super::rules::{self, MessageKind, Refusal};
use super::surfaces::{stored_json, ModalShown, Stored};
use super::{
    dm_channel_of, message_json, user_json, Call, Shared, APP_ID, BOT_ID, GUILD_ID,
    ORIGINAL_MESSAGE_ID, TOKEN,
};

/// `/api/v10/channels/{id}/…`: the channel id.
fn channel_in(path: &str) -> Option<u64> {
    path.strip_prefix("/api/v10/channels/")
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<u64>().ok())
}

/// `/api/v10/webhooks/{app}/itoken-{interaction}/…`: the interaction's id.
fn interaction_in(path: &str) -> Option<u64> {
    path.split("/itoken-")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<u64>().ok())
}

/// The channel a call posts, edits or deletes a message in, or starts a thread
/// in: the calls Discord refuses in a channel the bot is not in. (Interaction
/// callbacks and the webhook endpoints of an interaction's token are not among
/// them: they answer the interaction wherever it came from.)
fn channel_acted_in(method: &str, path: &str) -> Option<u64> {
    let channel = channel_in(path)?;
    let rest = path.split('/').skip(5).collect::<Vec<_>>();
    let acts = matches!(
        (method, rest.as_slice()),
        ("POST", ["messages" | "threads"])
            | ("PATCH" | "DELETE", ["messages", _])
            | ("POST", ["messages", _, "threads"])
    );
    acts.then_some(channel)
}

/// A follow-up (`POST /webhooks/{app}/{token}`) over the limit of an interaction
/// authorized by a user install only; otherwise counted.
fn count_followup(shared: &Shared, path: &str) -> Result<(), Refusal> {
    let Some(id) = interaction_in(path) else {
        return Ok(());
    };
    let mut sent = shared.sent.lock().unwrap();
    let Some(sent) = sent.get_mut(&id) else {
        return Ok(());
    };
    let user_install_only = sent
        .owners
        .as_object()
        .is_some_and(|o| o.len() == 1 && o.contains_key("1"));
    if user_install_only && sent.followups_accepted >= rules::MAX_USER_INSTALL_FOLLOWUPS {
        return Err(rules::too_many_followups());
    }
    sent.followups_accepted += 1;
    Ok(())
}

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
    // opcodes-and-status-codes.mdx, JSON error code 50001 "Missing access" (HTTP
    // 403, "did not have permission to the resource"): what Discord answers a bot
    // that posts, edits, deletes or starts a thread in a channel it is not in — a
    // group DM, a DM between users, a server that did not add it (application.mdx,
    // "Installation Context": "apps installed only to a user can't take actions in
    // a server").
    if let Some(channel) = channel_acted_in(method, path) {
        if shared.foreign_channels.lock().unwrap().contains(&channel) {
            return Some(rules::missing_access());
        }
    }
    let result = match method {
        "PUT" if path.ends_with("/commands") => rules::check_commands(json),
        "POST" if path.starts_with("/api/v10/interactions/") && path.ends_with("/callback") => {
            // The interaction's id: `/api/v10/interactions/{id}/{token}/callback`.
            let id = path.split('/').nth(4).unwrap_or("").to_string();
            let kind = shared.interaction_kinds.lock().unwrap().get(&id).copied();
            let from_message = id.parse::<u64>().ok().and_then(|id| {
                shared
                    .sent
                    .lock()
                    .unwrap()
                    .get(&id)
                    .map(|s| s.message.is_some())
            });
            if !shared.acknowledged.lock().unwrap().insert(id) {
                Err(rules::already_acknowledged())
            } else {
                rules::check_callback(json, files, limit, kind)
                    .and_then(|()| rules::check_modal_submit_answer(json, kind, from_message))
            }
        }
        "POST" if is_webhook => rules::check_message(json, files, limit, MessageKind::Create)
            .and_then(|()| count_followup(shared, path)),
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
        let id = next_message_id(shared);
        let content = json["content"].as_str().unwrap_or("").to_string();
        let components = json.get("components").cloned().unwrap_or(json!([]));
        let mut message = message_json(id, &content, components);
        if let Some(channel) = channel {
            message["channel_id"] = json!(channel.to_string());
        }
        (200, Some(message))
    };
    let channel_in_path = channel_in(&path);
    let interaction = interaction_in(&path);
    // The interaction's channel, for its webhook calls.
    let interaction_channel = interaction.and_then(|id| {
        shared
            .interaction_channels
            .lock()
            .unwrap()
            .get(&id)
            .copied()
    });
    // An interaction sent by the surfaces' senders: its messages have ids of
    // their own (the older helpers' original response is always
    // ORIGINAL_MESSAGE_ID, as before).
    let modern = interaction.and_then(|id| {
        shared
            .sent
            .lock()
            .unwrap()
            .get(&id)
            .filter(|s| !s.legacy)
            .cloned()
    });
    let unknown_message = || {
        (
            404,
            Some(json!({"message": "Unknown Message", "code": 10008})),
        )
    };
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
            let registered_now: Vec<Value> = json
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
            remember_commands(shared, p, &registered_now);
            (200, Some(Value::Array(registered_now)))
        }
        ("POST", p) if is_interaction_callback && p.ends_with("/callback") => {
            if let Some(id) = p.split('/').nth(4).and_then(|id| id.parse().ok()) {
                on_callback(shared, id, &json);
            }
            (204, None)
        }
        // Follow-ups and new channel messages answer with a new message.
        ("POST", _) if is_webhook => {
            let (status, message) = new_message(interaction_channel);
            let id = message
                .as_ref()
                .and_then(|m| m["id"].as_str()?.parse().ok());
            match (interaction, id) {
                (Some(interaction), Some(id)) => {
                    let stored = on_followup(shared, interaction, id, &json);
                    match (&modern, stored) {
                        (Some(_), Some(stored)) => (status, Some(stored_json(id, &stored))),
                        _ => (status, message),
                    }
                }
                _ => (status, message),
            }
        }
        ("GET", p) if is_webhook && p.ends_with("/messages/@original") => {
            if let Some(sent) = &modern {
                return match sent.original.and_then(|m| Some((m, stored(shared, m)?))) {
                    Some((id, message)) => (200, Some(stored_json(id, &message))),
                    None => unknown_message(),
                };
            }
            let mut message = message_json(ORIGINAL_MESSAGE_ID, "", json!([]));
            if let Some(channel) = interaction_channel {
                message["channel_id"] = json!(channel.to_string());
            }
            (200, Some(message))
        }
        ("PATCH", p) if is_webhook && p.ends_with("/messages/@original") => {
            let original =
                interaction.and_then(|id| shared.sent.lock().unwrap().get(&id)?.original);
            let edited = original.and_then(|m| Some((m, edit_stored(shared, m, &json)?)));
            if modern.is_some() {
                return match edited {
                    Some((id, message)) => (200, Some(stored_json(id, &message))),
                    None => unknown_message(),
                };
            }
            let content = json["content"].as_str().unwrap_or("").to_string();
            let components = json.get("components").cloned().unwrap_or(json!([]));
            (
                200,
                Some(message_json(ORIGINAL_MESSAGE_ID, &content, components)),
            )
        }
        ("DELETE", p) if is_webhook && p.ends_with("/messages/@original") => {
            if let Some(original) = modern.as_ref().and_then(|s| s.original) {
                shared.messages.lock().unwrap().remove(&original);
            }
            (204, None)
        }
        // Edit Followup Message (receiving-and-responding.mdx).
        ("PATCH", p) if is_webhook && p.contains("/messages/") => {
            let id = p.rsplit('/').next().and_then(|id| id.parse::<u64>().ok());
            match id.and_then(|id| Some((id, edit_stored(shared, id, &json)?))) {
                Some((id, message)) => (200, Some(stored_json(id, &message))),
                None => unknown_message(),
            }
        }
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
            let closed = shared.closed_dms.lock().unwrap().clone();
            if channel_in_path.is_some_and(|c| closed.iter().any(|&u| dm_channel_of(u) == c)) {
                return (
                    403,
                    Some(json!({"message": "Cannot send messages to this user", "code": 50007})),
                );
            }
            // opcodes-and-status-codes.mdx, 50007 "Cannot send messages to this
            // user": a user who shares no server with the bot and has not installed
            // the app cannot be written to (application-commands.mdx: the app's
            // commands reach a user's DM with it only through "a bot that shares a
            // mutual guild with the user"; application.mdx, "Installation Context":
            // "apps installed only to a server can't be accessed within a user's
            // DMs"). Not the bot's mistake — it cannot know — so not a refusal.
            if channel_in_path.is_some_and(|c| unreachable_by_dm(shared, c)) {
                return (
                    403,
                    Some(json!({"message": "Cannot send messages to this user", "code": 50007})),
                );
            }
            let (status, message) = new_message(channel_in_path);
            if let (Some(message), Some(channel)) = (&message, channel_in_path) {
                let id = message["id"].as_str().and_then(|id| id.parse().ok());
                if let Some(id) = id {
                    store_message(shared, id, channel, None, &json, None, None);
                }
            }
            (status, message)
        }
        ("DELETE", p) if p.starts_with("/api/v10/channels/") && p.contains("/messages/") => {
            if let Some(id) = p.rsplit('/').next().and_then(|id| id.parse::<u64>().ok()) {
                shared.messages.lock().unwrap().remove(&id);
            }
            (204, None)
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
            edit_stored(shared, id, &json);
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

fn next_message_id(shared: &Shared) -> u64 {
    let mut n = shared.next_message_id.lock().unwrap();
    *n += 1;
    700_000_000_000_000_000u64 + *n
}

fn stored(shared: &Shared, id: u64) -> Option<Stored> {
    shared.messages.lock().unwrap().get(&id).cloned()
}

/// Remember a message made for the bot: its channel and server, what it says and
/// carries, and the interaction (metadata) it answers.
fn store_message(
    shared: &Shared,
    id: u64,
    channel: u64,
    guild: Option<u64>,
    body: &Value,
    interaction: Option<Value>,
    user: Option<u64>,
) -> Stored {
    let message = Stored {
        channel,
        guild,
        content: body["content"].as_str().unwrap_or("").to_string(),
        components: body.get("components").cloned().unwrap_or(json!([])),
        flags: body["flags"].as_u64().unwrap_or(0),
        interaction,
        user,
    };
    shared.messages.lock().unwrap().insert(id, message.clone());
    message
}

/// An edit of a message the double made: the fields it names change.
fn edit_stored(shared: &Shared, id: u64, body: &Value) -> Option<Stored> {
    let mut messages = shared.messages.lock().unwrap();
    let message = messages.get_mut(&id)?;
    if let Some(content) = body.get("content") {
        message.content = content.as_str().unwrap_or("").to_string();
    }
    if let Some(components) = body.get("components") {
        message.components = if components.is_null() {
            json!([])
        } else {
            components.clone()
        };
    }
    Some(message.clone())
}

/// What an accepted callback makes (receiving-and-responding.mdx, "Interaction
/// Callback Type"): a message (4), a message loading (5, its flags kept: "the only
/// valid message flag you may use is EPHEMERAL"), an edit of the message the
/// component was on (7), nothing yet for 6, a modal shown to the user (9).
fn on_callback(shared: &Shared, interaction: u64, body: &Value) {
    let mut sent = shared.sent.lock().unwrap();
    let Some(sent) = sent.get_mut(&interaction) else {
        return;
    };
    match body["type"].as_u64() {
        Some(4 | 5) => {
            let id = match sent.original {
                Some(id) if sent.legacy => id,
                _ => next_message_id(shared),
            };
            sent.original = Some(id);
            let mut data = body["data"].clone();
            if body["type"] == 5 {
                data = json!({ "flags": data["flags"] });
            }
            store_message(
                shared,
                id,
                sent.channel,
                sent.guild,
                &data,
                Some(sent.metadata.clone()),
                Some(sent.user),
            );
        }
        Some(kind @ (6 | 7)) => {
            if let Some(message) = sent.message {
                if !sent.legacy {
                    sent.original = Some(message);
                }
                if kind == 7 {
                    edit_stored(shared, message, &body["data"]);
                }
            }
        }
        Some(9) => {
            let custom_id = body["data"]["custom_id"].as_str().unwrap_or("").to_string();
            shared.modals.lock().unwrap().insert(
                (sent.user, custom_id),
                ModalShown {
                    owners: sent.owners.clone(),
                    message: sent.message,
                    metadata: sent.metadata.clone(),
                    data: body["data"].clone(),
                },
            );
        }
        _ => {}
    }
}

/// A follow-up made: remembered with the interaction it answers (message.mdx,
/// "Message Interaction Metadata Object": `original_response_message_id`,
/// "present only on follow-up messages").
fn on_followup(shared: &Shared, interaction: u64, id: u64, body: &Value) -> Option<Stored> {
    let mut sent = shared.sent.lock().unwrap();
    let sent = sent.get_mut(&interaction)?;
    sent.followups.push(id);
    let mut metadata = sent.metadata.clone();
    if let Some(original) = sent.original {
        metadata["original_response_message_id"] = json!(original.to_string());
    }
    Some(store_message(
        shared,
        id,
        sent.channel,
        sent.guild,
        body,
        Some(metadata),
        Some(sent.user),
    ))
}

/// The commands a bulk overwrite registered: `PUT /applications/{app}/commands`
/// (global) or `…/guilds/{guild}/commands`; each replaces its scope's set.
fn remember_commands(shared: &Shared, path: &str, commands: &[Value]) {
    let mut registered = shared.registered.lock().unwrap();
    registered.any = true;
    let guild = path
        .split("/guilds/")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|id| id.parse::<u64>().ok());
    match guild {
        Some(guild) => {
            registered.guilds.insert(guild, commands.to_vec());
        }
        None => registered.global = commands.to_vec(),
    }
}

/// A DM channel whose user shares no server with the bot and has not installed
/// the app.
fn unreachable_by_dm(shared: &Shared, channel: u64) -> bool {
    let strangers = shared.strangers.lock().unwrap().clone();
    let installed = shared.installed_users.lock().unwrap();
    strangers
        .iter()
        .any(|&u| dm_channel_of(u) == channel && !installed.contains(&u))
}
