//! Service replies → Discord messages: text in the content (so mentions notify), the
//! board picture as an embed image with the PNG attached, buttons as one action row,
//! private replies as ephemeral, and pings limited to the users the service named.

use serenity::all::{
    ActionRowComponent, ButtonKind, ButtonStyle as DiscordButtonStyle, Colour, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, EditMessage, Message, UserId,
};

use crate::game::clock::MessageEdit;
use crate::game::reply::{cut, fit_text, limits};
use crate::game::{Button, ButtonStyle, Reply};

/// The embed colour: the board's wood.
const WOOD: Colour = Colour::from_rgb(0xC8, 0x9B, 0x5A);

/// Content within Discord's limit. The service already fits every reply
/// (`Service::handle`); this is the last guard before anything leaves.
fn content(text: &str) -> String {
    fit_text(text, limits::CONTENT)
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
            CreateButton::new(b.custom_id())
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
    CreateAllowedMentions::new().users(reply.mentions.iter().map(|&id| UserId::new(id as u64)))
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

/// Rewrite an earlier message with its buttons disabled.
pub fn edit(edit: &MessageEdit) -> EditMessage {
    EditMessage::new()
        .content(content(&edit.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(button_rows(&edit.disabled_buttons, true))
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
