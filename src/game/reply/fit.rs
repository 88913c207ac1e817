//! Discord's limits on what a bot sends, and the text, choices and replies cut to
//! fit them.

use super::{Reply, Response};
use crate::i18n::Lang;
use crate::tr;

/// One autocomplete suggestion: what the user sees and the value sent back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// Discord's limits on what a bot sends. Every reply passes [`fit_response`] (in
/// `Service::handle`) and every autocomplete list [`fit_choices`], so no builder
/// downstream can exceed them.
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
}

/// Discord shows at most 25 autocomplete choices, each name at most 100 characters.
pub const MAX_CHOICES: usize = limits::CHOICES;

pub fn choice(name: String, value: String) -> Choice {
    Choice {
        name: cut(&name, limits::CHOICE_NAME),
        value: cut(&value, limits::CHOICE_VALUE),
    }
}

/// At most `max` characters: the text itself, or its start and "…".
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Text of at most `max` characters that never ends inside a line: whole lines, then
/// "…and N more lines." when some had to go. A single line longer than `max` is cut
/// before any person, time or channel it would split (a token of the service's
/// text, or Discord's `<…>` markup).
pub fn fit_text(text: &str, max: usize) -> String {
    fit_text_in(text, max, Lang::En)
}

/// [`fit_text`], saying "…and N more lines." in `lang`.
pub fn fit_text_in(text: &str, max: usize, lang: Lang) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let lines: Vec<&str> = text.split('\n').collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for (i, line) in lines.iter().enumerate() {
        let left = lines.len() - i - 1;
        let tail = if left == 0 {
            0
        } else {
            more_lines(left, lang).chars().count() + 1
        };
        let need = line.chars().count() + usize::from(!kept.is_empty());
        if used + need + tail > max {
            break;
        }
        used += need;
        kept.push(line);
    }
    if kept.is_empty() {
        return cut_outside_markup(lines[0], max);
    }
    let dropped = lines.len() - kept.len();
    let mut out = kept.join("\n");
    if dropped > 0 {
        out.push('\n');
        out.push_str(&more_lines(dropped, lang));
    }
    out
}

fn more_lines(n: usize, lang: Lang) -> String {
    tr!(lang, "more-lines", n = n)
}

/// One over-long line cut to `max` characters (with "…"), moved back to before a
/// `<…>` markup it would cut in two.
fn cut_outside_markup(line: &str, max: usize) -> String {
    let mut head: String = line.chars().take(max.saturating_sub(1)).collect();
    if let Some(open) = crate::game::text::open_token_at_end(&head) {
        head.truncate(open);
    }
    if let Some(open) = head.rfind('<') {
        if !head[open..].contains('>') {
            head.truncate(open);
        }
    }
    head.push('…');
    head
}

/// A reply within Discord's limits.
pub fn fit_reply(reply: Reply) -> Reply {
    fit_reply_in(reply, Lang::En)
}

/// [`fit_reply`] in `lang`.
pub fn fit_reply_in(mut reply: Reply, lang: Lang) -> Reply {
    reply.text = fit_text_in(&reply.text, limits::CONTENT, lang);
    for button in &mut reply.buttons {
        button.label = cut(&button.label, limits::BUTTON_LABEL);
    }
    reply.buttons.truncate(limits::BUTTONS_PER_ROW);
    reply
}

/// Every message of a response within Discord's limits.
pub fn fit_response(response: Response) -> Response {
    fit_response_in(response, Lang::En, Lang::En)
}

/// [`fit_response`], private messages in `lang` and public ones in `guild_lang`.
pub fn fit_response_in(mut response: Response, lang: Lang, guild_lang: Lang) -> Response {
    let fit = |r: Reply| {
        let l = if r.private { lang } else { guild_lang };
        fit_reply_in(r, l)
    };
    response.update_origin = response.update_origin.map(fit);
    response.messages = response.messages.into_iter().map(fit).collect();
    response
}

/// An autocomplete answer within Discord's limits.
pub fn fit_choices(choices: Vec<Choice>) -> Vec<Choice> {
    choices
        .into_iter()
        .take(limits::CHOICES)
        .map(|c| choice(c.name, c.value))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::reply::{Action, Button, ButtonStyle};

    #[test]
    fn short_text_is_kept_as_it_is() {
        assert_eq!(fit_text("a\nb", 10), "a\nb");
    }

    #[test]
    fn long_text_keeps_whole_lines_and_counts_the_rest() {
        let lines: Vec<String> = (0..100)
            .map(|i| format!("• game {i} <@{}>", 100_000_000_000_000_000u64 + i))
            .collect();
        let text = lines.join("\n");
        let fitted = fit_text(&text, limits::CONTENT);
        assert!(fitted.chars().count() <= limits::CONTENT);
        let kept: Vec<&str> = fitted.lines().collect();
        let last = kept.last().unwrap();
        let n = kept.len() - 1;
        assert_eq!(*last, format!("…and {} more lines.", 100 - n));
        for (i, line) in kept[..n].iter().enumerate() {
            assert_eq!(*line, lines[i], "whole lines, in order");
        }
    }

    #[test]
    fn one_huge_line_is_not_cut_inside_a_mention() {
        let line = "x".repeat(1990) + " <@123456789012345678> and more";
        let fitted = fit_text(&line, limits::CONTENT);
        assert!(fitted.chars().count() <= limits::CONTENT);
        assert!(fitted.ends_with('…'));
        assert!(!fitted.contains("<@"), "{fitted}");
    }

    #[test]
    fn choices_and_labels_are_cut_to_discord_sizes() {
        let many: Vec<Choice> = (0..40)
            .map(|i| Choice {
                name: "n".repeat(150 + i),
                value: "v".repeat(120),
            })
            .collect();
        let fitted = fit_choices(many);
        assert_eq!(fitted.len(), limits::CHOICES);
        for c in fitted {
            assert!(c.name.chars().count() <= limits::CHOICE_NAME);
            assert!(c.value.chars().count() <= limits::CHOICE_VALUE);
        }
        let mut reply = Reply::public("hi");
        reply.buttons = (0..7)
            .map(|i| Button::new(Action::Accept, i, &"label".repeat(30), ButtonStyle::Primary))
            .collect();
        let reply = fit_reply(reply);
        assert_eq!(reply.buttons.len(), limits::BUTTONS_PER_ROW);
        assert!(reply
            .buttons
            .iter()
            .all(|b| b.label.chars().count() <= limits::BUTTON_LABEL));
    }
}
