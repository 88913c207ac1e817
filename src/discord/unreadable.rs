//! Interactions serenity cannot read: an option whose value is not of the option's
//! type (`thread: "yes"` for a boolean). Discord checks options against the
//! registered commands, so only a garbled or forged message can carry one; serenity
//! then hands the event over undecoded (`Event::Unknown`) instead of as an
//! interaction. Each still gets an answer that says what could not be read, and
//! nothing changes.

use serde_json::{json, Value};
use serenity::all::{Context, Event, Http, InteractionId, RawEventHandler};
use serenity::async_trait;

use crate::i18n::Lang;
use crate::tr;

pub struct UnreadableInteractions;

#[async_trait]
impl RawEventHandler for UnreadableInteractions {
    async fn raw_event(&self, ctx: Context, event: Event) {
        if let Event::Unknown(unknown) = event {
            if unknown.kind == "INTERACTION_CREATE" {
                answer(&ctx.http, &unknown.value).await;
            }
        }
    }
}

/// Discord's interaction types: a slash command's autocomplete is answered with
/// no choices, anything else with a private message.
const AUTOCOMPLETE: u64 = 4;

async fn answer(http: &Http, interaction: &Value) {
    let id = interaction["id"]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok());
    let (Some(id), Some(token)) = (id.filter(|&id| id != 0), interaction["token"].as_str()) else {
        tracing::warn!("an interaction that cannot be read or answered (no id or token)");
        return;
    };
    let lang = Lang::from_locale(interaction["locale"].as_str().unwrap_or(""));
    let response = if interaction["type"].as_u64() == Some(AUTOCOMPLETE) {
        json!({ "type": 8, "data": { "choices": [] } })
    } else {
        let text = match misread_option(&interaction["data"]["options"]) {
            Some(option) => tr!(lang, "option-unreadable", option = option),
            None => tr!(lang, "interaction-unreadable"),
        };
        // A private message (flags: EPHEMERAL).
        json!({ "type": 4, "data": { "content": text, "flags": 64 } })
    };
    tracing::warn!(
        command = interaction["data"]["name"].as_str().unwrap_or(""),
        "an interaction whose options could not be read was refused"
    );
    if let Err(e) = http
        .create_interaction_response(InteractionId::new(id), token, &response, vec![])
        .await
    {
        tracing::warn!(error = %e, "could not answer an unreadable interaction");
    }
}

/// The name of the first option whose value is not of its declared type
/// (sub-commands searched too).
pub fn misread_option(options: &Value) -> Option<String> {
    for option in options.as_array()? {
        let value = &option["value"];
        let fits = match option["type"].as_u64() {
            Some(1 | 2) => match misread_option(&option["options"]) {
                Some(inner) => return Some(inner),
                None => true,
            },
            Some(3) => value.is_string(),
            Some(4) => value.is_i64(),
            Some(5) => value.is_boolean(),
            Some(10) => value.is_number(),
            // Users, channels, roles, mentionables, attachments: snowflakes.
            Some(6..=9 | 11) => value.as_str().is_some_and(|s| s.parse::<u64>().is_ok()),
            _ => false,
        };
        if !fits {
            return Some(option["name"].as_str().unwrap_or("?").to_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_option_of_the_wrong_type_is_named() {
        let options = json!([
            { "name": "variant", "type": 3, "value": "wa" },
            { "name": "thread", "type": 5, "value": "yes" },
        ]);
        assert_eq!(misread_option(&options).as_deref(), Some("thread"));
        let nested = json!([{ "name": "away", "type": 1, "options": [
            { "name": "days", "type": 4, "value": 1.5 }
        ] }]);
        assert_eq!(misread_option(&nested).as_deref(), Some("days"));
        let fine = json!([
            { "name": "opponent", "type": 6, "value": "100000000000000002" },
            { "name": "days", "type": 4, "value": 3 },
        ]);
        assert_eq!(misread_option(&fine), None);
    }
}
