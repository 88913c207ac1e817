//! Rendering: the service's messages in Discord's form. Text in Discord's markup
//! (people as mentions, which notify; times as timestamps each reader's client shows
//! in their own zone and language; channels as links) and within Discord's limits;
//! the board picture as an embed image with the PNG attached; buttons as one action
//! row, each carrying its press in its custom id; private replies as ephemeral;
//! pings limited to the users the service named.
//!
//! An interaction's answer and a notice are rendered whole here, then handed to
//! [`deliver`](super::deliver), which sends them.

use serenity::all::{
    ActionRowComponent, ButtonKind, ButtonStyle as DiscordButtonStyle, ChannelId, Colour, Context,
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton, CreateEmbed,
    CreateInputText, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, CreateModal, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse, EditMessage, Http,
    InputTextStyle, Message, MessageId, UserId,
};

use super::custom_ids::{custom_id, form_id, press_id, FORM_FIELD};
use super::deliver::{self, AfterPost, Dm, First, ReadBack, Rendered, Sender};
use super::limits;
use crate::game::reply::{cut, fit_text, fit_text_in};
use crate::game::text::{render_with, Span, TimeStyle};
use crate::game::{
    Button, ButtonStyle, LinkButton, Menu, MessageEdit, MoveForm, Notice, Place, Reply, Response,
    Service,
};
use crate::i18n::Lang;
use crate::tr;

/// A move form as a modal: one short text field, as long as `/move`'s option.
fn modal(form: &MoveForm) -> CreateModal {
    let field = CreateInputText::new(InputTextStyle::Short, cut(&form.label, 45), FORM_FIELD)
        .placeholder(cut(&form.placeholder, 100))
        .min_length(1)
        .max_length(limits::FORM_MOVE)
        .required(true);
    CreateModal::new(form_id(form), cut(&form.title, limits::MODAL_TITLE))
        .components(vec![CreateActionRow::InputText(field)])
}

/// The embed colour: the board's wood.
const WOOD: Colour = Colour::from_rgb(0xC8, 0x9B, 0x5A);

/// Render an interaction's response whole and hand it to deliver: the answer (the
/// first reply, or the update of the pressed button's message; when deferred, the
/// edit of the original response), the other replies here as follow-ups, those for
/// other channels (a game's thread, a thread game's parent) as posts there, and for
/// a command whose replies all went elsewhere, a note that says where.
pub(super) async fn answer(
    ctx: &Context,
    service: &Service,
    to: Sender<'_>,
    place: Place,
    response: Response,
    read_back: ReadBack,
    deferred: bool,
) {
    let fit = |reply: Reply| {
        let lang = if reply.private {
            place.lang
        } else {
            place.guild_lang
        };
        fit_reply(reply, lang)
    };
    // A form is the whole answer, and only an answer in time may be one (Discord:
    // MODAL is a first response, "not available for MODAL_SUBMIT and PING", and
    // never after a deferral). Late, the caller is told privately, in a follow-up:
    // a deferred press's original is the board it was pressed on, never rewritten.
    if let Some(form) = &response.form {
        let (first, followups) = if deferred {
            let late = Reply::private(tr!(place.lang, "form-late", game = form.game_id));
            let first = match to {
                Sender::Component(_) => First::Nothing,
                Sender::Command(_) | Sender::Modal(_) => First::Delete,
            };
            (first, vec![(followup(&late), AfterPost::NONE)])
        } else {
            let modal = CreateInteractionResponse::Modal(modal(form));
            (First::Respond(modal, AfterPost::NONE), Vec::new())
        };
        let rendered = Rendered {
            first,
            followups,
            elsewhere: Vec::new(),
        };
        return deliver::answer(ctx, service, to, place.venue.key(), rendered, read_back).await;
    }
    let origin = response.update_origin.map(fit);
    let mut answers = Vec::new();
    let mut elsewhere = Vec::new();
    for reply in response.messages.into_iter().map(fit) {
        match reply.channel {
            // Where only the app is, the bot speaks through the interaction alone.
            Some(channel) if channel != place.channel && place.bot_is_here() => {
                elsewhere.push((channel, reply))
            }
            _ => answers.push(reply),
        }
    }
    let mut answers = answers.into_iter().peekable();
    let first = match (deferred, to) {
        (false, _) => {
            let note = posted_elsewhere(&elsewhere, place.lang);
            in_time(to, origin.as_ref(), &mut answers, note.as_ref(), place.lang)
        }
        (true, Sender::Component(press)) => match &origin {
            Some(origin) => First::Edit(edit_update(origin, &press.message), AfterPost::NONE),
            None => First::Nothing,
        },
        // A deferred response's visibility was fixed when it was deferred: a private
        // answer cannot become it.
        (true, Sender::Command(_) | Sender::Modal(_)) => {
            match answers.next_if(|first| !first.private) {
                Some(first) => First::Edit(edit_original(&first), after(&first)),
                None => First::Delete,
            }
        }
    };
    let rendered = Rendered {
        first,
        followups: answers.map(|r| (followup(&r), after(&r))).collect(),
        elsewhere: elsewhere
            .iter()
            .map(|(channel, r)| (channel_id(*channel), channel_message(r), after(r)))
            .collect(),
    };
    deliver::answer(ctx, service, to, place.venue.key(), rendered, read_back).await
}

/// The response of an interaction answered in time.
fn in_time(
    to: Sender<'_>,
    origin: Option<&Reply>,
    answers: &mut impl Iterator<Item = Reply>,
    note: Option<&Reply>,
    lang: Lang,
) -> First {
    if let (Some(origin), Sender::Component(press)) = (origin, to) {
        let update = update(origin, &press.message);
        return First::Respond(
            CreateInteractionResponse::UpdateMessage(update),
            AfterPost::NONE,
        );
    }
    let reply = answers.next().or_else(|| match to {
        Sender::Command(_) | Sender::Modal(_) => note.cloned(),
        Sender::Component(_) => None,
    });
    match (reply, to) {
        (Some(reply), _) => First::Respond(
            CreateInteractionResponse::Message(message(&reply)),
            after(&reply),
        ),
        // A button press may be acknowledged without words; a command may not
        // (Discord refuses type 6 for it): a service answer without a message is a
        // bug, said in words rather than left unanswered.
        (None, Sender::Component(_)) => {
            First::Respond(CreateInteractionResponse::Acknowledge, AfterPost::NONE)
        }
        (None, Sender::Command(_) | Sender::Modal(_)) => {
            tracing::error!("a command was answered with no message");
            let missing = Reply::private(tr!(lang, "answer-missing"));
            First::Respond(
                CreateInteractionResponse::Message(message(&missing)),
                AfterPost::NONE,
            )
        }
    }
}

/// A command must be answered with a message: when everything went elsewhere, say
/// where.
fn posted_elsewhere(elsewhere: &[(crate::ids::ChannelId, Reply)], lang: Lang) -> Option<Reply> {
    elsewhere.first().map(|(channel, _)| {
        Reply::private(tr!(
            lang,
            "posted-elsewhere",
            channel = crate::game::text::channel(*channel)
        ))
    })
}

/// Render a notice (the clock's, the computer's, an analysis's, or one a command
/// set off) and hand it to deliver: the edit of an earlier message in its channel,
/// and its new post in `post_in` (its channel, or the thread just opened for it).
pub(super) async fn notice(
    http: &Http,
    service: &Service,
    notice: Notice,
    post_in: crate::ids::ChannelId,
) {
    let channel = channel_id(notice.channel_id);
    let edit = notice
        .edit
        .as_ref()
        .map(|e| (channel, MessageId::new(e.message_id.get() as u64), edit(e)));
    let post = notice
        .message
        .as_ref()
        .map(|r| (channel_id(post_in), channel_message(r), after(r)));
    deliver::notice(http, service, notice.guild_id.key(), edit, post).await
}

/// What a reply's post needs once it is posted: where a tracked post went, and its
/// turn notice by DM (its text in Discord's markup; the link is added once posted).
fn after(reply: &Reply) -> AfterPost {
    AfterPost {
        track: reply.track.clone(),
        direct: reply.direct.as_ref().map(|notice| Dm {
            text: markup(&notice.dm_text()),
            fallback: channel_message(&notice.in_channel()),
            notice: notice.clone(),
        }),
    }
}

fn channel_id(channel: crate::ids::ChannelId) -> ChannelId {
    ChannelId::new(channel.get() as u64)
}

/// The service's structured text in Discord's markup: people as mentions (`<@id>`,
/// which notify), times as timestamps (`<t:unix:R>`, `<t:unix:d>`, `<t:unix:f>`),
/// channels as links (`<#id>`), roles as `<@&id>`, emphasis as `**`.
pub fn markup(text: &str) -> String {
    render_with(text, |span, out| {
        let written = match span {
            Span::Mention(id) => format!("<@{id}>"),
            Span::Time(t, TimeStyle::Relative) => format!("<t:{t}:R>"),
            Span::Time(t, TimeStyle::Date) => format!("<t:{t}:d>"),
            Span::Time(t, TimeStyle::DateTime) => format!("<t:{t}:f>"),
            Span::Channel(id) => format!("<#{id}>"),
            Span::Role(id) => format!("<@&{id}>"),
            Span::Plain(_) | Span::Emphasis => unreachable!("render_with writes these"),
        };
        out.push_str(&written);
    })
}

/// A reply within Discord's limits, saying "…and N more lines." in `lang`.
fn fit_reply(mut reply: Reply, lang: Lang) -> Reply {
    reply.text = fit_text_in(&reply.text, limits::CONTENT, lang);
    for button in &mut reply.buttons {
        button.label = cut(&button.label, limits::BUTTON_LABEL);
    }
    // A link button takes one of the row's places.
    reply
        .buttons
        .truncate(limits::BUTTONS_PER_ROW - usize::from(reply.link.is_some()));
    if let Some(menu) = &mut reply.menu {
        menu.placeholder = cut(&menu.placeholder, limits::MENU_PLACEHOLDER);
        menu.options.truncate(limits::MENU_OPTIONS);
        for option in &mut menu.options {
            option.label = cut(&option.label, limits::MENU_LABEL);
            option.description = option
                .description
                .as_deref()
                .map(|d| cut(d, limits::MENU_DESCRIPTION));
        }
    }
    reply
}

/// The service's text in Discord's markup, within Discord's limit: the last guard
/// before anything leaves (an interaction's replies are fitted already, in their
/// reader's language; a token is never shorter than its markup).
pub(super) fn content(text: &str) -> String {
    fit_text(&markup(text), limits::CONTENT)
}

/// A reply's components: its menu in a row of its own (components/reference.mdx,
/// "Action Row": one select, or up to five buttons), then its buttons; at most
/// two rows of Discord's five.
fn buttons(reply: &Reply) -> Vec<CreateActionRow> {
    let mut rows: Vec<CreateActionRow> = reply.menu.iter().filter_map(menu_row).collect();
    rows.extend(button_rows(&reply.buttons, reply.link.as_ref(), false));
    rows.truncate(limits::ROWS);
    rows
}

/// A menu as a string select (components/reference.mdx, "String Select"): each
/// option's value is the custom id of what choosing it presses (read back in
/// `handler.rs` as a button's), the select's own custom id the first option's
/// with `menu:` before it (unique in the message: no button presses that); at
/// most 25 options, labels, values and descriptions of at most 100 characters,
/// a placeholder of at most 150. `None` for a menu without options (Discord
/// refuses an empty select).
fn menu_row(menu: &Menu) -> Option<CreateActionRow> {
    let options: Vec<CreateSelectMenuOption> = menu
        .options
        .iter()
        .map(|o| (o, press_id(&o.press)))
        // A value too long to read back whole would be a choice that does nothing.
        .filter(|(_, value)| value.chars().count() <= limits::MENU_VALUE)
        .take(limits::MENU_OPTIONS)
        .map(|(o, value)| {
            let option = CreateSelectMenuOption::new(cut(&o.label, limits::MENU_LABEL), value);
            match &o.description {
                Some(d) => option.description(cut(d, limits::MENU_DESCRIPTION)),
                None => option,
            }
        })
        .collect();
    let first = menu.options.first()?;
    let id = cut(
        &format!("menu:{}", press_id(&first.press)),
        limits::CUSTOM_ID,
    );
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(cut(&menu.placeholder, limits::MENU_PLACEHOLDER)),
    ))
}

/// A row of buttons (`disabled`: shown, no longer pressable), then the link button
/// if any: a link (style 5) has its address and no custom id, and never lapses.
fn button_rows(list: &[Button], link: Option<&LinkButton>, disabled: bool) -> Vec<CreateActionRow> {
    if list.is_empty() && link.is_none() {
        return vec![];
    }
    let mut row: Vec<CreateButton> = list
        .iter()
        .take(limits::BUTTONS_PER_ROW - usize::from(link.is_some()))
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
    if let Some(link) = link {
        row.push(link_button(link));
    }
    vec![CreateActionRow::Buttons(row)]
}

fn link_button(link: &LinkButton) -> CreateButton {
    CreateButton::new_link(link.url.clone()).label(cut(&link.label, limits::BUTTON_LABEL))
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
fn message(reply: &Reply) -> CreateInteractionResponseMessage {
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
pub(super) fn followup(reply: &Reply) -> CreateInteractionResponseFollowup {
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

/// A reply as a plain channel message (a notice, or a post in another channel).
pub(super) fn channel_message(reply: &Reply) -> CreateMessage {
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
fn edit_original(reply: &Reply) -> EditInteractionResponse {
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
fn edit_update(reply: &Reply, origin: &Message) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new()
        .content(content(&reply.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(updated_components(reply, origin));
    match &reply.picture {
        Some(picture) => {
            m = m
                .new_attachment(CreateAttachment::bytes(
                    picture.bytes.clone(),
                    picture.filename.clone(),
                ))
                .embed(picture_embed(picture));
        }
        // The picture it showed goes with its embed.
        None if !origin.embeds.is_empty() => m = m.embeds(vec![]).clear_attachments(),
        None => {}
    }
    m
}

/// What an updated message shows below its text: the reply's menu and buttons,
/// or, when it brings none, its old ones shown disabled (they no longer apply).
fn updated_components(reply: &Reply, origin: &Message) -> Vec<CreateActionRow> {
    if reply.buttons.is_empty() && reply.menu.is_none() {
        disabled_copy(origin)
    } else {
        buttons(reply)
    }
}

/// The embed that shows a picture attached to the same message.
fn picture_embed(picture: &crate::game::Attachment) -> CreateEmbed {
    CreateEmbed::new()
        .image(format!("attachment://{}", picture.filename))
        .colour(WOOD)
}

/// What an earlier message shows below its text once rewritten: its buttons
/// disabled, or new ones.
fn edit_components(edit: &MessageEdit) -> Vec<CreateActionRow> {
    if edit.buttons.is_empty() {
        button_rows(&edit.disabled_buttons, edit.link.as_ref(), true)
    } else {
        button_rows(&edit.buttons, edit.link.as_ref(), false)
    }
}

/// The same rewrite of an interaction's original response, through its token
/// (where the bot is not in the channel: see `unreached.rs`).
pub(super) fn edit_response(edit: &MessageEdit) -> EditInteractionResponse {
    let mut m = EditInteractionResponse::new()
        .content(content(&edit.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(edit_components(edit));
    if let Some(picture) = &edit.picture {
        m = m
            .new_attachment(CreateAttachment::bytes(
                picture.bytes.clone(),
                picture.filename.clone(),
            ))
            .embed(picture_embed(picture));
    }
    m
}

/// Rewrite an earlier message: its text, its buttons disabled or new ones, and a
/// picture if it gets one.
fn edit(edit: &MessageEdit) -> EditMessage {
    let components = edit_components(edit);
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

/// The update of the message whose button was pressed (or menu chosen in): the
/// new text, its old buttons and menu shown disabled (they no longer apply) unless
/// the reply brings new ones, and its picture, if it brings one (the move picker's
/// board, redrawn at each step). An ephemeral message is updated this way too: an
/// interaction response of type 7, UPDATE_MESSAGE, "for components, edit the
/// message the component was attached to" (receiving-and-responding.mdx,
/// "Interaction Callback Type"); its `attachments` list the files it keeps, so
/// the new picture replaces the old one.
fn update(reply: &Reply, origin: &Message) -> CreateInteractionResponseMessage {
    let mut m = CreateInteractionResponseMessage::new()
        .content(content(&reply.text))
        .allowed_mentions(CreateAllowedMentions::new())
        .components(updated_components(reply, origin));
    match &reply.picture {
        Some(picture) => {
            m = m
                .add_file(CreateAttachment::bytes(
                    picture.bytes.clone(),
                    picture.filename.clone(),
                ))
                .embed(picture_embed(picture));
        }
        // The picture it showed goes (no attachment is kept) with its embed.
        None if !origin.embeds.is_empty() => m = m.embeds(vec![]),
        None => {}
    }
    m
}

fn disabled_copy(origin: &Message) -> Vec<CreateActionRow> {
    origin
        .components
        .iter()
        .map(|row| {
            // A string select (the move picker's) is kept as it was, disabled.
            if let Some(ActionRowComponent::SelectMenu(select)) = row.components.first() {
                let options = select
                    .options
                    .iter()
                    .map(|o| CreateSelectMenuOption::new(o.label.clone(), o.value.clone()))
                    .collect();
                let mut copy = CreateSelectMenu::new(
                    select.custom_id.clone().unwrap_or_default(),
                    CreateSelectMenuKind::String { options },
                )
                .disabled(true);
                if let Some(placeholder) = &select.placeholder {
                    copy = copy.placeholder(placeholder.clone());
                }
                return CreateActionRow::SelectMenu(copy);
            }
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
                        // A link never lapses: it stays as it was.
                        ButtonKind::Link { url } => Some(
                            CreateButton::new_link(url.clone())
                                .label(b.label.clone().unwrap_or_default()),
                        ),
                        _ => None,
                    })
                    .collect(),
            )
        })
        .filter(|row| match row {
            CreateActionRow::Buttons(b) => !b.is_empty(),
            CreateActionRow::SelectMenu(_) => true,
            _ => false,
        })
        .collect()
}

#[cfg(test)]
mod tests;
