//! Discord's published limits on a modal (interaction callback type 9), as the
//! fake Discord enforces them; see `discord_rules.rs` for the sources.

use serde_json::Value;

use super::{at, chars, check_select, FormErrors, Refusal};

/// receiving-and-responding.mdx, "Modal": `title` "max 45 characters".
pub const MAX_TITLE: usize = 45;
/// receiving-and-responding.mdx, "Modal": `components`, "Between 1 and 5
/// (inclusive)".
pub const MAX_ROWS: usize = 5;

/// A modal's `data` (receiving-and-responding.mdx, "Modal"): a `custom_id` of
/// 1-100 characters, a `title` of at most 45, 1 to 5 components; each a Label
/// (components/reference.mdx, "Label": `label` max 45, `description` max 100,
/// one child), a Text Display, or an Action Row holding one Text Input ("Action
/// Row with Text Inputs in modals are now deprecated", yet still described);
/// custom ids unique ("Custom ID": "Multiple components on the same message must
/// not share the same `custom_id`").
pub fn check_modal(data: &Value) -> Result<(), Refusal> {
    let mut errors = FormErrors::default();
    let path = vec!["data".to_string()];
    if !data["custom_id"]
        .as_str()
        .is_some_and(|id| (1..=100).contains(&chars(id)))
    {
        errors.add(
            &at(&path, "custom_id"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    match data["title"].as_str() {
        None => errors.add(
            &at(&path, "title"),
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ),
        Some(title) if chars(title) > MAX_TITLE => errors.add(
            &at(&path, "title"),
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_TITLE} or fewer in length."),
        ),
        Some(_) => {}
    }
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    let components = at(&path, "components");
    if !(1..=MAX_ROWS).contains(&rows.len()) {
        errors.add(
            &components,
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between 1 and {MAX_ROWS} in length."),
        );
    }
    let mut ids: Vec<String> = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let here = at(&components, i);
        let child = match row["type"].as_u64() {
            // components/reference.mdx, "Action Row": in a modal, a Text Input.
            Some(1) => {
                let children = row["components"].as_array().cloned().unwrap_or_default();
                match children.as_slice() {
                    [input] if input["type"].as_u64() == Some(4) => {
                        let c = at(&at(&here, "components"), 0);
                        check_text_input(input, &c, true, &mut errors);
                        Some((input.clone(), c))
                    }
                    _ => {
                        errors.add(
                            &at(&here, "components"),
                            "BASE_TYPE_BAD_LENGTH",
                            "An action row in a modal holds a single text input.",
                        );
                        None
                    }
                }
            }
            // components/reference.mdx, "Label".
            Some(18) => {
                check_label(row, &here, &mut errors);
                let c = at(&here, "component");
                let child = &row["component"];
                match child["type"].as_u64() {
                    Some(4) => check_text_input(child, &c, false, &mut errors),
                    Some(3) => check_select(child, &c, &mut errors),
                    // "Label Child Components": the other selects, File Upload,
                    // Radio Group, Checkbox Group, Checkbox (not checked further:
                    // the bot sends none).
                    Some(5..=8 | 19 | 21..=23) => {}
                    _ => errors.add(
                        &at(&c, "type"),
                        "UNION_TYPE_CHOICES",
                        "A label holds a text input, a select, a file upload, a radio \
                         group, a checkbox group or a checkbox.",
                    ),
                }
                Some((child.clone(), c))
            }
            // components/reference.mdx, "Text Display" (usage: Message, Modal).
            Some(10) => None,
            _ => {
                errors.add(
                    &at(&here, "type"),
                    "UNION_TYPE_CHOICES",
                    "A modal's components are labels, text displays or (deprecated) \
                     action rows of one text input.",
                );
                None
            }
        };
        if let Some((child, c)) = child {
            if let Some(id) = child["custom_id"].as_str() {
                if ids.iter().any(|seen| seen == id) {
                    errors.add(
                        &at(&c, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    );
                }
                ids.push(id.to_string());
            }
        }
    }
    errors.into_result()
}

/// components/reference.mdx, "Label Structure": `label` "max 45 characters",
/// `description` "max 100 characters".
fn check_label(label: &Value, path: &[String], errors: &mut FormErrors) {
    if !label["label"]
        .as_str()
        .is_some_and(|l| (1..=45).contains(&chars(l)))
    {
        errors.add(
            &at(path, "label"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 45 in length.",
        );
    }
    if label["description"]
        .as_str()
        .is_some_and(|d| chars(d) > 100)
    {
        errors.add(
            &at(path, "description"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 100 or fewer in length.",
        );
    }
}

/// components/reference.mdx, "Text Input Structure": `custom_id` 1-100
/// characters; `style` 1 (Short) or 2 (Paragraph); `min_length` 0-4000;
/// `max_length` 1-4000; `value` max 4000 characters; `placeholder` max 100.
/// In an action row (`in_row`) the text input carries its own `label`, a field
/// now "deprecated in favor of `label` and `description` on the Label component"
/// and described before that (the same file before commit b7db1087 of the docs,
/// August 2025) as "Label for this component; max 45 characters", required.
fn check_text_input(input: &Value, path: &[String], in_row: bool, errors: &mut FormErrors) {
    if !input["custom_id"]
        .as_str()
        .is_some_and(|id| (1..=100).contains(&chars(id)))
    {
        errors.add(
            &at(path, "custom_id"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        );
    }
    if !matches!(input["style"].as_u64(), Some(1 | 2)) {
        errors.add(
            &at(path, "style"),
            "BASE_TYPE_CHOICES",
            "Value must be one of (1, 2).",
        );
    }
    let min = input.get("min_length").filter(|v| !v.is_null());
    let max = input.get("max_length").filter(|v| !v.is_null());
    if min.is_some_and(|m| m.as_u64().is_none_or(|m| m > 4000)) {
        errors.add(
            &at(path, "min_length"),
            "NUMBER_TYPE_MAX",
            "min_length must be between 0 and 4000.",
        );
    }
    if max.is_some_and(|m| m.as_u64().is_none_or(|m| !(1..=4000).contains(&m))) {
        errors.add(
            &at(path, "max_length"),
            "NUMBER_TYPE_MAX",
            "max_length must be between 1 and 4000.",
        );
    }
    if let (Some(min), Some(max)) = (min.and_then(Value::as_u64), max.and_then(Value::as_u64)) {
        if min > max {
            errors.add(
                &at(path, "max_length"),
                "NUMBER_TYPE_MIN",
                "max_length must not be below min_length.",
            );
        }
    }
    if input["value"].as_str().is_some_and(|v| chars(v) > 4000) {
        errors.add(
            &at(path, "value"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 4000 or fewer in length.",
        );
    }
    if input["placeholder"]
        .as_str()
        .is_some_and(|p| chars(p) > 100)
    {
        errors.add(
            &at(path, "placeholder"),
            "BASE_TYPE_MAX_LENGTH",
            "Must be 100 or fewer in length.",
        );
    }
    let label = input["label"].as_str();
    if in_row && !label.is_some_and(|l| (1..=45).contains(&chars(l))) {
        errors.add(
            &at(path, "label"),
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 45 in length.",
        );
    }
}
