//! Every slash command and option that the bot registers on Discord can be typed
//! in the console too: both come from one command table, and this checks it from
//! the registration payload itself (what Discord sees), line by line.

use serde_json::Value;

/// A value Discord's client would let a user pick for this option.
fn sample(option: &Value) -> String {
    if let Some(first) = option["choices"].as_array().and_then(|c| c.first()) {
        return first["value"].as_str().unwrap().to_string();
    }
    match option["type"].as_u64().unwrap() {
        3 => "7g7f".to_string(),
        4 => option["min_value"].as_i64().unwrap_or(1).to_string(),
        5 => "true".to_string(),
        6 => "bob".to_string(),
        // A channel: the console names it by number.
        7 => "30".to_string(),
        // A role: by number too.
        8 => "40".to_string(),
        other => panic!("the console has no way to type an option of type {other}"),
    }
}

/// `alice: /name [sub] option:value` for every command, sub-command and option.
fn lines(payload: &Value) -> Vec<String> {
    let mut lines = Vec::new();
    for command in payload.as_array().unwrap() {
        let name = command["name"].as_str().unwrap();
        let options = command["options"].as_array().cloned().unwrap_or_default();
        let subs: Vec<&Value> = options.iter().filter(|o| o["type"] == 1).collect();
        let groups: Vec<(String, Vec<Value>)> = if subs.is_empty() {
            vec![(format!("/{name}"), options.clone())]
        } else {
            subs.iter()
                .map(|s| {
                    (
                        format!("/{name} {}", s["name"].as_str().unwrap()),
                        s["options"].as_array().cloned().unwrap_or_default(),
                    )
                })
                .collect()
        };
        for (head, options) in groups {
            // Required options in every line; each optional one on a line of its own.
            let required: String = options
                .iter()
                .filter(|o| o["required"] == true)
                .map(|o| format!(" {}:{}", o["name"].as_str().unwrap(), sample(o)))
                .collect();
            lines.push(format!("alice: {head}{required}"));
            for o in options.iter().filter(|o| o["required"] != true) {
                let name = o["name"].as_str().unwrap();
                lines.push(format!("alice: {head}{required} {name}:{}", sample(o)));
            }
        }
    }
    lines
}

#[test]
fn every_registered_command_and_option_can_be_typed_in_the_console() {
    let payload = washogi_bot::discord::command_payload(washogi_bot::discord::CommandScope::Global);
    let lines = lines(&payload);
    assert!(lines.len() > 40, "{lines:?}");
    let dir = tempfile::tempdir().unwrap();
    let script: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let out = crate::console::console(&dir.path().join("c.db"), &dir.path().join("files"), &script);
    // What the console says when it cannot read a line (the service's own answers,
    // such as "no game here", mean the line was read).
    for unread in [
        "I don't know",
        "has no option",
        "must be one of",
        "must be a number",
        "must be true or false",
        "Say which:",
        "Write options as key:value",
    ] {
        assert!(!out.contains(unread), "{unread:?} in:\n{out}");
    }
    // Every line got an answer.
    assert!(out.matches("[reply").count() >= lines.len(), "{out}");
}

/// A game that is not on the games' menu is refused where the command is read,
/// with the menu: the service only ever sees a game it knows.
#[test]
fn an_unknown_game_is_refused_with_the_menu_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let script = "alice: /start opponent:bob variant:chess\n\
                  alice: /ladder join variant:chess\n\
                  alice: /ladder standings\n";
    let out = crate::console::console(&dir.path().join("c.db"), &dir.path().join("files"), script);
    assert_eq!(
        out.matches("`variant` must be one of: wa, wa-drops, shogi.")
            .count(),
        2,
        "{out}"
    );
    assert!(!out.contains("Challenge #1"), "{out}");
    // Nobody joined: the ladder is still empty.
    assert!(!out.contains("@alice"), "{out}");
}
