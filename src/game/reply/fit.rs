//! Text cut to a length (whole lines and a count of the rest, or one line cut
//! outside its tokens), and the service's own bounds on what it writes: a list
//! longer than a message holds is summed up or paged, and at most
//! [`MAX_CHOICES`] suggestions are offered. Each front end fits what it shows to its
//! own limits (Discord's are the Discord adapter's).

use crate::i18n::Lang;
use crate::tr;

/// One autocomplete suggestion: what the user sees and the value sent back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub name: String,
    pub value: String,
}

/// The longest text the service writes in one message, in characters: longer
/// lists are summed up ("…and N more.") or paged. Discord holds as much (its
/// adapter checks that it does).
pub const MESSAGE_CHARS: usize = 2000;

/// The most suggestions the service offers for what was typed so far.
pub const MAX_CHOICES: usize = 25;

/// A suggestion: what it shows, and the value it gives.
pub fn choice(name: String, value: String) -> Choice {
    Choice { name, value }
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let fitted = fit_text(&text, MESSAGE_CHARS);
        assert!(fitted.chars().count() <= MESSAGE_CHARS);
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
        let fitted = fit_text(&line, MESSAGE_CHARS);
        assert!(fitted.chars().count() <= MESSAGE_CHARS);
        assert!(fitted.ends_with('…'));
        assert!(!fitted.contains("<@"), "{fitted}");
    }
}
