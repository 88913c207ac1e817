//! Service replies → Discord messages: text in the content (so mentions notify), the
//! board picture as an embed image with the PNG attached, buttons as one action row,
//! private replies as ephemeral, and pings limited to the users the service named.

use serenity::all::{
    ActionRowComponent, ButtonKind, ButtonStyle as DiscordButtonStyle, Colour, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage, Message, UserId,
};

use crate::game::reply::{cut, fit_text, fit_text_in};
use crate::game::MessageEdit;
use crate::game::{Button, ButtonStyle, Reply, Response};
use crate::i18n::Lang;

/// Discord's limits on what a bot sends. Every reply of an interaction is fitted
/// to them (`fit_response`), every list of autocomplete choices too (where they
/// are answered, `handler.rs`), and each builder holds them again for whatever it
/// is given (a notice, an edit).
pub mod limits {
    /// A message's content.
    pub const CONTENT: usize = 2000;
    /// An embed's description.
    pub const EMBED_DESCRIPTION: usize = 4096;
    /// Autocomplete choices in one answer.
    pub const CHOICES: usize = 25;
    /// A choice's name and its string value.
    pub const CHOICE_NAME: usize = 100;
    pub const CHOICE_VALUE: usize = 100;
    /// A button's label.
    pub const BUTTON_LABEL: usize = 80;
    /// Buttons in one action row.
    pub const BUTTONS_PER_ROW: usize = 5;
    /// A button's custom id.
    pub const CUSTOM_ID: usize = 100;
    /// A thread's name.
    pub const THREAD_NAME: usize = 100;

    // The service's own bounds are within these: the lists it sums up or pages are
    // never cut again on the way out.
    const _: () = assert!(
        crate::game::reply::MESSAGE_CHARS <= CONTENT && crate::game::reply::MAX_CHOICES <= CHOICES
    );
}

/// The embed colour: the board's wood.
const WOOD: Colour = Colour::from_rgb(0xC8, 0x9B, 0x5A);

/// A reply within Discord's limits, saying "…and N more lines." in `lang`.
fn fit_reply(mut reply: Reply, lang: Lang) -> Reply {
    reply.text = fit_text_in(&reply.text, limits::CONTENT, lang);
    for button in &mut reply.buttons {
        button.label = cut(&button.label, limits::BUTTON_LABEL);
    }
    reply.buttons.truncate(limits::BUTTONS_PER_ROW);
    reply
}

/// Every message of an interaction's response within Discord's limits, private
/// ones in the caller's language (`lang`), public ones in the server's.
pub fn fit_response(mut response: Response, lang: Lang, guild_lang: Lang) -> Response {
    let fit = |r: Reply| {
        let l = if r.private { lang } else { guild_lang };
        fit_reply(r, l)
    };
    response.update_origin = response.update_origin.map(fit);
    response.messages = response.messages.into_iter().map(fit).collect();
    response
}

/// The service's text in Discord's markup, within Discord's limit: the last guard
/// before anything leaves (an interaction's replies are fitted already, in their
/// reader's language; a token is never shorter than its markup).
pub(crate) fn content(text: &str) -> String {
    fit_text(&super::markup::markup(text), limits::CONTENT)
}

/// A button's custom id: its action's key, its target, and the ply its question
/// was asked at, if any (`accept:42`, `takeyes:42:17`). Buttons already posted
/// carry it, so the format never changes; a press is read back from it where
/// interactions are read (`handler.rs`, `read_custom_id`).
pub fn custom_id(button: &Button) -> String {
    match button.at_ply {
        Some(ply) => format!("{}:{}:{ply}", button.action.key(), button.target),
        None => format!("{}:{}", button.action.key(), button.target),
    }
}

fn buttons(reply: &Reply) -> Vec<CreateActionRow> {
    button_rows(&reply.buttons, false)
}

fn button_rows(list: &[Button], disabled: bool) -> Vec<CreateActionRow> {
    if list.is_empty() {
        return vec![];
    }
    let row = list
        .iter()
        .take(limits::BUTTONS_PER_ROW)
        .map(|b| {
            CreateButton::new(custom_id(b))
                .label(cut(&b.label, limits::BUTTON_LABEL))
                .style(match b.style {
                    ButtonStyle::Primary => DiscordButtonStyle::Primary,
                    ButtonStyle::Secondary => DiscordButtonStyle::Secondary,
                    ButtonStyle::Danger => DiscordButtonStyle::Danger,
                })
                .disabled(disabled)
        })
        .collect();
    vec![CreateActionRow::Buttons(row)]
}

fn mentions(reply: &Reply) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(
        reply
            .mentions
            .iter()
            .map(|&id| UserId::new(id.get() as u64)),
    )
}

fn attachments(reply: &Reply) -> (Vec<CreateAttachment>, Option<CreateEmbed>) {
    let mut files = Vec::new();
    let mut embed = None;
    if let Some(picture) = &reply.picture {
        files.push(CreateAttachment::bytes(
            picture.bytes.clone(),
            picture.filename.clone(),
        ));
        embed = Some(
            CreateEmbed::new()
                .image(format!("attachment://{}", picture.filename))
                .colour(WOOD),
        );
    }
    if let Some(file) = &reply.file {
        files.push(CreateAttachment::bytes(
            file.bytes.clone(),
            file.filename.clone(),
        ));
    }
    (files, embed)
}

/// A reply as the message that answers an interaction.
pub fn message(reply: &Reply) -> CreateInteractionResponseMessage {
    let (files, embed) = attachments(reply);
    let mut m = CreateInteractionResponseMessage::new()
        .content(content(&reply.text))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(files);
    if let Some(embed) = embed {
        m = m.embed(embed);
    }
    m
}

/// A reply as a follow-up message (a new message: its mentions notify).
pub fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
    let (files, embed) = attachments(reply);
    let mut m = CreateInteractionResponseFollowup::new()
        .content(content(&reply.text))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(files);
    if let Some(embed) = embed {
        m = m.embed(embed);
    }
    m
}

/// A reply as a plain channel message (posted by the clock, not answering anyone).
pub fn channel_message(reply: &Reply) -> CreateMessage {
    let (files, embed) = attachments(reply);
    let mut m = CreateMessage::new()
        .content(content(&reply.text))
        .allowed_mentions(mentions(reply))
        .components(buttons(reply))
        .add_files(files);
    if let Some(embed) = embed {
        m = m.embed(embed);
    }
    m
}

/// A deferred command's "thinking…" message, edited into the reply.
pub fn edit_original(reply: &Reply) -> EditInteractionResponse {
    let (files, embed) = attachments(reply);
    let mut m = EditInteractionResponse::new()
        .content(content(&reply.text))
        .allowed_mentions(mentions(reply))
        .components(buttons(reply));
    for file in files {
        m = m.new_attachment(file);
    }
    if let Some(embed) = embed {
        m = m.embed(embed);
    }
    m
}

/// A deferred button press: the pressed button's message, edited as [`update`] would.
pub fn edit_update(reply: &Reply, origin: &Message) -> EditInteractionResponse {
    let components = if reply.buttons.is_empty() {
        disabled_copy(origin)
    } else {
        buttons(reply)
    };
    EditInteractionResponse::new()
        .content(content(&reply.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(components)
}

/// Rewrite an earlier message: its text, its buttons disabled or new ones, and a
/// picture if it gets one.
pub fn edit(edit: &MessageEdit) -> EditMessage {
    let components = if edit.buttons.is_empty() {
        button_rows(&edit.disabled_buttons, true)
    } else {
        button_rows(&edit.buttons, false)
    };
    let mut m = EditMessage::new()
        .content(content(&edit.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(components);
    if let Some(picture) = &edit.picture {
        m = m
            .new_attachment(CreateAttachment::bytes(
                picture.bytes.clone(),
                picture.filename.clone(),
            ))
            .embed(
                CreateEmbed::new()
                    .image(format!("attachment://{}", picture.filename))
                    .colour(WOOD),
            );
    }
    m
}

/// The update of the message whose button was pressed: the new text, and its old
/// buttons shown disabled (they no longer apply), unless the reply brings new ones.
pub fn update(reply: &Reply, origin: &Message) -> CreateInteractionResponseMessage {
    let components = if reply.buttons.is_empty() {
        disabled_copy(origin)
    } else {
        buttons(reply)
    };
    CreateInteractionResponseMessage::new()
        .content(content(&reply.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(components)
}

fn disabled_copy(origin: &Message) -> Vec<CreateActionRow> {
    origin
        .components
        .iter()
        .map(|row| {
            CreateActionRow::Buttons(
                row.components
                    .iter()
                    .filter_map(|c| match c {
                        ActionRowComponent::Button(b) => Some(b),
                        _ => None,
                    })
                    .filter_map(|b| match &b.data {
                        ButtonKind::NonLink { custom_id, style } => Some(
                            CreateButton::new(custom_id.clone())
                                .label(b.label.clone().unwrap_or_default())
                                .style(*style)
                                .disabled(true),
                        ),
                        _ => None,
                    })
                    .collect(),
            )
        })
        .filter(|row| matches!(row, CreateActionRow::Buttons(b) if !b.is_empty()))
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::game::{Action, Attachment};

    /// A reply over every limit: text, buttons and labels.
    fn oversized() -> Reply {
        let mut reply = Reply::public(
            (0..300)
                .map(|i| format!("line {i} <@{}>", 100_000_000_000_000_000u64 + i))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        reply.buttons = (0..9)
            .map(|i| Button::new(Action::Accept, i, &"x".repeat(200), ButtonStyle::Primary))
            .collect();
        reply.picture = Some(Attachment {
            filename: "board.png".into(),
            bytes: vec![0; 10],
        });
        reply
    }

    /// Every string in a builder's JSON within Discord's limits.
    fn check(what: &str, json: &Value) {
        let content = json["content"].as_str().unwrap_or("");
        assert!(
            content.chars().count() <= limits::CONTENT,
            "{what}: content"
        );
        assert!(!content.is_empty(), "{what}: content kept");
        for embed in json["embeds"].as_array().into_iter().flatten() {
            let d = embed["description"].as_str().unwrap_or("");
            assert!(d.chars().count() <= limits::EMBED_DESCRIPTION, "{what}");
        }
        for row in json["components"].as_array().into_iter().flatten() {
            let buttons = row["components"].as_array().unwrap();
            assert!(buttons.len() <= limits::BUTTONS_PER_ROW, "{what}: buttons");
            for b in buttons {
                let label = b["label"].as_str().unwrap();
                assert!(
                    label.chars().count() <= limits::BUTTON_LABEL,
                    "{what}: label"
                );
            }
        }
    }

    #[test]
    fn every_reply_builder_stays_within_discords_limits() {
        // The builders hold the limits even for a reply that skipped fit_reply...
        for reply in [oversized(), fit_reply(oversized(), Lang::En)] {
            check("message", &serde_json::to_value(message(&reply)).unwrap());
            check("followup", &serde_json::to_value(followup(&reply)).unwrap());
            check(
                "channel",
                &serde_json::to_value(channel_message(&reply)).unwrap(),
            );
            check(
                "edit_original",
                &serde_json::to_value(edit_original(&reply)).unwrap(),
            );
            let origin: Message = serde_json::from_value(json!({
                "id": "1", "channel_id": "2", "author": {"id": "3", "username": "b",
                "discriminator": "0", "avatar": null}, "content": "", "timestamp":
                "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
                "mention_everyone": false, "mentions": [], "mention_roles": [],
                "attachments": [], "embeds": [], "pinned": false, "type": 0,
                "components": [{"type": 1, "components": [{"type": 2, "style": 1,
                "label": "Accept", "custom_id": "accept:1"}]}]
            }))
            .unwrap();
            check(
                "update",
                &serde_json::to_value(update(&reply, &origin)).unwrap(),
            );
            check(
                "edit_update",
                &serde_json::to_value(edit_update(&reply, &origin)).unwrap(),
            );
            let edit_text = MessageEdit {
                message_id: 1,
                text: reply.text.clone(),
                disabled_buttons: reply.buttons.clone(),
                ..MessageEdit::default()
            };
            check("edit", &serde_json::to_value(edit(&edit_text)).unwrap());
        }
        // ...and the text is cut between lines, never inside a mention.
        let json = serde_json::to_value(message(&oversized())).unwrap();
        let content = json["content"].as_str().unwrap();
        assert!(
            content.ends_with("more lines."),
            "{}",
            &content[content.len() - 40..]
        );
        for line in content.lines() {
            assert_eq!(
                line.matches('<').count(),
                line.matches('>').count(),
                "{line}"
            );
        }
    }

    #[test]
    fn labels_and_buttons_are_cut_to_discord_sizes() {
        let mut reply = Reply::public("hi");
        reply.buttons = (0..7)
            .map(|i| Button::new(Action::Accept, i, &"label".repeat(30), ButtonStyle::Primary))
            .collect();
        let reply = fit_reply(reply, Lang::En);
        assert_eq!(reply.buttons.len(), limits::BUTTONS_PER_ROW);
        assert!(reply
            .buttons
            .iter()
            .all(|b| b.label.chars().count() <= limits::BUTTON_LABEL));
    }
}
