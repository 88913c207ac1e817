//! Rendering held to Discord's limits, and markup as Discord writes it.

use serde_json::{json, Value};

use super::*;
use crate::game::{Action, Attachment, MenuOption, PickStep, Press};

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
    reply.menu = Some(Menu {
        placeholder: "p".repeat(300),
        options: (0..40)
            .map(|i| MenuOption {
                label: "l".repeat(150),
                description: Some("d".repeat(150)),
                press: Press::new(Action::Pick, i)
                    .at_ply(i)
                    .step(PickStep::Pieces { page: i as u8 }),
            })
            .collect(),
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
    let rows = json["components"].as_array().cloned().unwrap_or_default();
    assert!(rows.len() <= limits::ROWS, "{what}: rows");
    for row in &rows {
        let buttons = row["components"].as_array().unwrap();
        if buttons[0]["type"] == 3 {
            // A select: alone in its row, within every limit of its own.
            assert_eq!(buttons.len(), 1, "{what}: a select fills its row");
            let select = &buttons[0];
            let id = select["custom_id"].as_str().unwrap();
            assert!(id.chars().count() <= limits::CUSTOM_ID, "{what}: select id");
            let placeholder = select["placeholder"].as_str().unwrap_or("");
            assert!(placeholder.chars().count() <= limits::MENU_PLACEHOLDER);
            let options = select["options"].as_array().unwrap();
            assert!(!options.is_empty() && options.len() <= limits::MENU_OPTIONS);
            for o in options {
                for (key, max) in [
                    ("label", limits::MENU_LABEL),
                    ("value", limits::MENU_VALUE),
                    ("description", limits::MENU_DESCRIPTION),
                ] {
                    let text = o[key].as_str().unwrap_or("");
                    assert!(text.chars().count() <= max, "{what}: option {key}");
                }
                let value = o["value"].as_str().unwrap();
                assert!(
                    crate::discord::read_custom_id(value).is_some(),
                    "{what}: {value} reads back"
                );
            }
            continue;
        }
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
        // An update brings its picture, and its menu above its buttons.
        let updated = serde_json::to_value(update(&reply, &origin)).unwrap();
        assert_eq!(updated["attachments"][0]["filename"], "board.png");
        assert_eq!(
            updated["embeds"][0]["image"]["url"],
            "attachment://board.png"
        );
        assert_eq!(updated["components"][0]["components"][0]["type"], 3);
        assert_eq!(updated["components"][1]["components"][0]["type"], 2);
        let edit_text = MessageEdit {
            message_id: crate::ids::MessageId::new(1),
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
fn every_value_is_written_as_discord_writes_it() {
    use crate::game::text::{channel, date, date_time, mention, relative_time};
    let text = format!(
        "**Game #1** · {} to play, due {} ({}, {}); in {}",
        mention(1001),
        relative_time(1_800_000_000),
        date(1_800_000_000),
        date_time(1_800_000_000),
        channel(crate::ids::ChannelId::new(55))
    );
    assert_eq!(
        markup(&text),
        "**Game #1** · <@1001> to play, due <t:1800000000:R> \
         (<t:1800000000:d>, <t:1800000000:f>); in <#55>"
    );
    assert_eq!(markup("plain"), "plain");
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

#[test]
fn a_message_without_new_components_keeps_its_old_ones_disabled_its_select_too() {
    let origin: Message = serde_json::from_value(json!({
        "id": "1", "channel_id": "2", "author": {"id": "3", "username": "b",
        "discriminator": "0", "avatar": null}, "content": "", "timestamp":
        "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "pinned": false, "type": 0,
        "embeds": [{"image": {"url": "attachment://game-1-0.png"}}],
        "components": [
            {"type": 1, "components": [{"type": 3, "custom_id": "menu:pick:1:0:f7g.0",
              "placeholder": "Choose a piece…", "options": [
                {"label": "歩 Pawn · 7g", "value": "pick:1:0:f7g.0"}]}]},
            {"type": 1, "components": [{"type": 2, "style": 2,
              "label": "Next ▶", "custom_id": "pick:1:0:p1"}]}
        ]
    }))
    .unwrap();
    let played = Reply::private("Game #1: you played Pawn 7g → 7f.");
    let json = serde_json::to_value(update(&played, &origin)).unwrap();
    let rows = json["components"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["components"][0]["type"], 3);
    assert_eq!(rows[0]["components"][0]["disabled"], true);
    assert_eq!(rows[1]["components"][0]["disabled"], true);
    // Its picture goes, embed and all.
    assert_eq!(json["embeds"], json!([]));
    assert_eq!(json["attachments"], json!([]));
    let edited = serde_json::to_value(edit_update(&played, &origin)).unwrap();
    assert_eq!(edited["embeds"], json!([]));
    assert_eq!(edited["components"][0]["components"][0]["disabled"], true);
}

#[test]
fn a_link_button_has_its_url_no_custom_id_and_takes_a_place_in_the_row() {
    let mut reply = oversized();
    reply.link = Some(crate::game::LinkButton {
        label: "Web page".into(),
        url: "https://shogi.example.org/g/0123456789abcdef0123456789abcdef".into(),
    });
    let reply = fit_reply(reply, Lang::En);
    assert_eq!(reply.buttons.len(), limits::BUTTONS_PER_ROW - 1);
    let json = serde_json::to_value(message(&reply)).unwrap();
    // The buttons' row (after a menu's, if the reply has one).
    let rows = json["components"].as_array().unwrap();
    let row = rows
        .iter()
        .map(|r| r["components"].as_array().unwrap())
        .find(|r| r.iter().all(|c| c["type"] == json!(2)))
        .unwrap();
    assert_eq!(row.len(), limits::BUTTONS_PER_ROW);
    let link = row.last().unwrap();
    assert_eq!(link["style"], json!(5));
    assert_eq!(
        link["url"],
        json!("https://shogi.example.org/g/0123456789abcdef0123456789abcdef")
    );
    assert!(link.get("custom_id").is_none(), "{link}");
    // Disabling a message's buttons leaves its link working.
    let origin: Message = serde_json::from_value(json!({
        "id": "1", "channel_id": "2", "author": {"id": "3", "username": "b",
        "discriminator": "0", "avatar": null}, "content": "", "timestamp":
        "2026-11-29T12:00:00.000000+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0,
        "components": [{"type": 1, "components": [
            {"type": 2, "style": 2, "label": "Replay", "custom_id": "replay:1"},
            {"type": 2, "style": 5, "label": "Web page", "url": "https://x.example/g/1"}]}]
    }))
    .unwrap();
    let copy = serde_json::to_value(disabled_copy(&origin)).unwrap();
    assert_eq!(copy[0]["components"][0]["disabled"], json!(true));
    assert_eq!(
        copy[0]["components"][1]["url"],
        json!("https://x.example/g/1")
    );
    assert!(copy[0]["components"][1]
        .get("disabled")
        .is_none_or(|d| d == &json!(false)));
}
