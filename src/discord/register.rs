//! Registering the slash commands. A 4xx answer means Discord refused the payload
//! (a bug in this version, not weather): the reason goes into one ERROR line naming
//! the command, option and rule, and the process stops with a failure, since a bot
//! without commands only looks alive. Network errors, 5xx and 429 are weather:
//! retried with a growing pause.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use tokio::sync::mpsc::UnboundedSender;

use serde_json::Value;
use serenity::all::{Command, GuildId, Http};
use serenity::http::{ErrorResponse, HttpError};

use super::commands;

/// The commands are registered once per process, at the first READY (the
/// application id comes with it; every shard's READY, and every new session, would
/// otherwise register them again); a refusal is sent down `fatal`, which stops the
/// process.
pub struct Registration {
    started: AtomicBool,
    fatal: UnboundedSender<String>,
}

impl Registration {
    pub fn new(fatal: UnboundedSender<String>) -> Registration {
        Registration {
            started: AtomicBool::new(false),
            fatal,
        }
    }

    /// Register, unless this process already did or is doing so.
    pub async fn once(&self, http: &Http, guild: Option<u64>) {
        if self.started.swap(true, Ordering::SeqCst) {
            return;
        }
        match register(http, guild).await {
            Ok(count) => tracing::info!(count, ?guild, "slash commands registered"),
            Err(reason) => {
                tracing::error!("{reason}");
                let _ = self.fatal.send(
                    "stopped: Discord refused the slash commands (the reason is logged above), \
                     so none are registered and nobody could use the bot"
                        .to_string(),
                );
            }
        }
    }
}

/// The first pause after a failed attempt; it doubles up to [`MAX_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_secs(1);
const MAX_PAUSE: Duration = Duration::from_secs(300);

/// Register every command (in one server, or globally), retrying while Discord is
/// unreachable. `Ok(count)` once registered; `Err(reason)` when Discord refused.
pub async fn register(http: &Http, guild: Option<u64>) -> Result<usize, String> {
    let mut pause = FIRST_PAUSE;
    loop {
        let scope = match guild {
            Some(_) => commands::Scope::Server,
            None => commands::Scope::Global,
        };
        let result = match guild {
            Some(id) => {
                GuildId::new(id)
                    .set_commands(http, commands::all(scope))
                    .await
            }
            None => Command::set_global_commands(http, commands::all(scope)).await,
        };
        match result {
            Ok(list) => return Ok(list.len()),
            Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response)))
                if response.status_code.is_client_error()
                    && response.status_code.as_u16() != 429 =>
            {
                return Err(describe_refusal(&commands::payload(scope), &response));
            }
            Err(e) => {
                tracing::warn!(error = %e, retry_in = ?pause, "registering slash commands failed; trying again");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(MAX_PAUSE);
            }
        }
    }
}

/// Discord's refusal in words: its status and code, then each error as the command
/// and options it is about (read from the `payload` sent), the field, the rule's
/// code and Discord's message.
pub fn describe_refusal(payload: &Value, response: &ErrorResponse) -> String {
    let error = &response.error;
    let mut text = format!(
        "Discord refused the slash commands (HTTP {}, code {}: {})",
        response.status_code.as_u16(),
        error.code,
        error.message
    );
    let details: Vec<String> = error
        .errors
        .iter()
        .map(|e| format!("{}: {} {}", locate(payload, &e.path), e.code, e.message))
        .collect();
    if !details.is_empty() {
        text.push_str(": ");
        text.push_str(&details.join("; "));
    }
    text
}

/// A dotted error path (`0.options.1.options.0.required`) as the commands and
/// options it walks through (`/ladder challenge opponent (required)`).
pub fn locate(payload: &Value, path: &str) -> String {
    let mut words = Vec::new();
    let mut field = Vec::new();
    let mut node = payload;
    let mut keys = path.split('.').filter(|k| !k.is_empty()).peekable();
    // The bulk payload is an array: its index is the command.
    if let Some(i) = keys.peek().and_then(|k| k.parse::<usize>().ok()) {
        keys.next();
        node = &payload[i];
        words.push(format!("/{}", node["name"].as_str().unwrap_or("?")));
    }
    while let Some(key) = keys.next() {
        let index = keys.peek().and_then(|k| k.parse::<usize>().ok());
        match (key, index) {
            ("options", Some(i)) => {
                keys.next();
                node = &node["options"][i];
                words.push(node["name"].as_str().unwrap_or("?").to_string());
            }
            _ => field.push(key),
        }
    }
    let mut text = if words.is_empty() {
        "the commands".to_string()
    } else {
        words.join(" ")
    };
    if !field.is_empty() {
        text.push_str(&format!(" ({})", field.join(".")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_path_names_the_command_and_options() {
        let payload = serde_json::json!([
            { "name": "start", "options": [] },
            { "name": "ladder", "options": [
                { "name": "join" },
                { "name": "challenge", "options": [
                    { "name": "variant" }, { "name": "opponent" }
                ] }
            ] }
        ]);
        assert_eq!(
            locate(&payload, "1.options.1.options.1.required"),
            "/ladder challenge opponent (required)"
        );
        assert_eq!(
            locate(&payload, "0.name_localizations.ja"),
            "/start (name_localizations.ja)"
        );
        assert_eq!(locate(&payload, "0"), "/start");
        assert_eq!(locate(&payload, ""), "the commands");
    }
}
