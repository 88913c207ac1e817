//! Structured text: the service's replies name people, times and channels as values,
//! and each front end renders them its own way — Discord as `<@id>`, `<t:unix:R>`,
//! `<#id>` and `**bold**`, the console as `@name`, "in 3 days" and plain words. The
//! service never writes any front end's syntax, and no front end reads another's.
//!
//! Why inside strings: replies are put in words by Fluent, which formats to
//! strings, with people and times as arguments. So [`mention`], [`relative_time`],
//! [`date`], [`date_time`] and [`channel`] write a value as a *token* — private-use
//! characters that no reader types and names never keep (see
//! [`crate::render::clean_name`]) around a tag and a number — that survives the
//! formatting, and [`spans`] reads a finished text back as typed [`Span`]s. The
//! tokens exist only between the service and [`spans`]; nothing shows them.
//!
//! A token is never shorter than Discord's form of the same value, so text the
//! service keeps within a length (a list within a message's) is no longer once
//! rendered.
//!
//! Emphasis is the catalogue's own `**…**` (translators write it), read as
//! [`Span::Emphasis`] marks around the emphasised spans.

use crate::ids::{ChannelId, UserId};

/// Opens a token.
const OPEN: char = '\u{E000}';
/// Closes a token.
const CLOSE: char = '\u{E001}';

/// How a time is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TimeStyle {
    /// "in 3 days", "2 hours ago".
    Relative,
    /// "1 June 2027".
    Date,
    /// "1 June 2027 14:00".
    DateTime,
}

/// A piece of a reply's text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Span<'a> {
    Plain(&'a str),
    /// Emphasis starts here, or (every second one) ends here.
    Emphasis,
    /// A person, by user id: a mention where the front end has them, else a name.
    Mention(i64),
    /// A moment, in seconds since the Unix epoch.
    Time(i64, TimeStyle),
    /// A channel or thread, by id.
    Channel(i64),
    /// A role of the server, by id (shown, never notified).
    Role(i64),
}

fn token(tag: &str, value: i64) -> String {
    format!("{OPEN}{tag}{value}{CLOSE}")
}

/// A person in a reply (Discord: a mention, which notifies them).
pub fn mention(user: impl Into<UserId>) -> String {
    token("@:", user.into().get())
}

/// A moment as "in 3 days" / "2 hours ago".
pub fn relative_time(unix: i64) -> String {
    token("t:R:", unix)
}

/// A moment as a date.
pub fn date(unix: i64) -> String {
    token("t:d:", unix)
}

/// A moment as a date and a time of day.
pub fn date_time(unix: i64) -> String {
    token("t:f:", unix)
}

/// A channel or thread, by id.
pub fn channel(channel: ChannelId) -> String {
    token("#:", channel.get())
}

/// A role of the server, by id.
pub fn role(role: crate::ids::RoleId) -> String {
    token("&:", role.get())
}

/// The token at the start of `s` (which begins with [`OPEN`]) and its length in
/// bytes; `None` when it is not a whole, well-formed token (then it is plain text).
fn read_token(s: &str) -> Option<(Span<'static>, usize)> {
    let end = s.find(CLOSE)?;
    let inner = &s[OPEN.len_utf8()..end];
    let len = end + CLOSE.len_utf8();
    let number = |tag: &str| inner.strip_prefix(tag)?.parse::<i64>().ok();
    let span = if let Some(id) = number("@:") {
        Span::Mention(id)
    } else if let Some(t) = number("t:R:") {
        Span::Time(t, TimeStyle::Relative)
    } else if let Some(t) = number("t:d:") {
        Span::Time(t, TimeStyle::Date)
    } else if let Some(t) = number("t:f:") {
        Span::Time(t, TimeStyle::DateTime)
    } else if let Some(id) = number("#:") {
        Span::Channel(id)
    } else if let Some(id) = number("&:") {
        Span::Role(id)
    } else {
        return None;
    };
    Some((span, len))
}

/// Plain text, unless empty.
fn plain<'a>(out: &mut Vec<Span<'a>>, piece: &'a str) {
    if !piece.is_empty() {
        out.push(Span::Plain(piece));
    }
}

/// A finished text as spans, in order. Plain text may come in several pieces.
pub fn spans(text: &str) -> Vec<Span<'_>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let next_token = rest.find(OPEN);
        let next_star = rest.find("**");
        match (next_token, next_star) {
            (Some(t), s) if s.is_none_or(|s| t < s) => {
                plain(&mut out, &rest[..t]);
                match read_token(&rest[t..]) {
                    Some((span, len)) => {
                        out.push(span);
                        rest = &rest[t + len..];
                    }
                    None => {
                        // A stray marker: kept as plain text, never shown as a value.
                        let len = OPEN.len_utf8();
                        plain(&mut out, &rest[t..t + len]);
                        rest = &rest[t + len..];
                    }
                }
            }
            (_, Some(s)) => {
                plain(&mut out, &rest[..s]);
                out.push(Span::Emphasis);
                rest = &rest[s + 2..];
            }
            _ => {
                plain(&mut out, rest);
                rest = "";
            }
        }
    }
    out
}

/// A moment's calendar date and time of day in UTC.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Utc {
    pub year: i64,
    pub month: i64,
    pub day: i64,
    pub hour: i64,
    pub minute: i64,
    pub second: i64,
}

impl Utc {
    /// From seconds since the Unix epoch: Howard Hinnant's days-to-civil algorithm
    /// (proleptic Gregorian calendar).
    pub fn of(unix: i64) -> Utc {
        let (days, secs) = (unix.div_euclid(86_400), unix.rem_euclid(86_400));
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        Utc {
            year: yoe + era * 400 + i64::from(month <= 2),
            month,
            day,
            hour: secs / 3600,
            minute: secs / 60 % 60,
            second: secs % 60,
        }
    }
}

/// Text from outside (a typed option) without the characters tokens are made of, so
/// that nothing a person types can pass for a person, a time or a channel.
pub fn without_token_marks(text: &str) -> String {
    text.chars().filter(|&c| c != OPEN && c != CLOSE).collect()
}

/// Whether `text` would cut a token in two if it ended here: the byte index where
/// that unfinished token starts.
pub(crate) fn open_token_at_end(text: &str) -> Option<usize> {
    let open = text.rfind(OPEN)?;
    (!text[open..].contains(CLOSE)).then_some(open)
}

/// The same text with every token written by `render` and emphasis kept as `**`:
/// what a front end with Markdown shows.
pub fn render_with(text: &str, mut render: impl FnMut(Span<'_>, &mut String)) -> String {
    let mut out = String::with_capacity(text.len());
    for span in spans(text) {
        match span {
            Span::Plain(t) => out.push_str(t),
            Span::Emphasis => out.push_str("**"),
            other => render(other, &mut out),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_come_back_as_spans_between_the_words() {
        let text = format!(
            "Your move, {}: due {} (by {}). See {}.",
            mention(1001),
            relative_time(1_800_000_000),
            date_time(1_800_000_000),
            channel(ChannelId::new(77))
        );
        assert_eq!(
            spans(&text),
            vec![
                Span::Plain("Your move, "),
                Span::Mention(1001),
                Span::Plain(": due "),
                Span::Time(1_800_000_000, TimeStyle::Relative),
                Span::Plain(" (by "),
                Span::Time(1_800_000_000, TimeStyle::DateTime),
                Span::Plain("). See "),
                Span::Channel(77),
                Span::Plain("."),
            ]
        );
        assert_eq!(spans(&date(5)), vec![Span::Time(5, TimeStyle::Date)]);
    }

    #[test]
    fn emphasis_is_read_and_can_hold_a_value() {
        let text = format!("**Game #3** · {} to play", mention(2));
        assert_eq!(
            spans(&text),
            vec![
                Span::Emphasis,
                Span::Plain("Game #3"),
                Span::Emphasis,
                Span::Plain(" · "),
                Span::Mention(2),
                Span::Plain(" to play"),
            ]
        );
        let inside = format!("**{} wins**", mention(2));
        assert_eq!(
            spans(&inside),
            vec![
                Span::Emphasis,
                Span::Mention(2),
                Span::Plain(" wins"),
                Span::Emphasis
            ]
        );
    }

    #[test]
    fn broken_tokens_stay_text_and_never_become_values() {
        let broken = format!("{OPEN}@:12 and {OPEN}x:3{CLOSE} and <@5>");
        let spans = spans(&broken);
        assert!(
            spans.iter().all(|s| matches!(s, Span::Plain(_))),
            "{spans:?}"
        );
        let joined: String = spans
            .iter()
            .map(|s| match s {
                Span::Plain(t) => *t,
                _ => "",
            })
            .collect();
        assert_eq!(joined, broken);
    }

    #[test]
    fn a_token_is_never_shorter_than_discords_form() {
        let id = 123_456_789_012_345_678;
        let t = 1_800_000_000;
        for (token, discord) in [
            (mention(id), format!("<@{id}>")),
            (relative_time(t), format!("<t:{t}:R>")),
            (date(t), format!("<t:{t}:d>")),
            (date_time(t), format!("<t:{t}:f>")),
            (channel(ChannelId::new(id)), format!("<#{id}>")),
        ] {
            assert!(
                token.chars().count() >= discord.chars().count(),
                "{discord}"
            );
        }
    }

    #[test]
    fn dates_are_the_calendars() {
        let at = |unix| {
            let u = Utc::of(unix);
            (u.year, u.month, u.day, u.hour, u.minute, u.second)
        };
        assert_eq!(at(0), (1970, 1, 1, 0, 0, 0));
        assert_eq!(at(1_800_000_000), (2027, 1, 15, 8, 0, 0));
        // A leap day, and the second before the epoch.
        assert_eq!(at(951_782_400 + 59), (2000, 2, 29, 0, 0, 59));
        assert_eq!(at(-1), (1969, 12, 31, 23, 59, 59));
    }

    #[test]
    fn typed_text_cannot_forge_a_token() {
        let forged = format!("7g7f{}", mention(1));
        let cleaned = without_token_marks(&forged);
        assert_eq!(spans(&cleaned), vec![Span::Plain("7g7f@:1")]);
    }

    #[test]
    fn a_cut_inside_a_token_is_found() {
        let text = format!("due {}", relative_time(1_800_000_000));
        assert_eq!(open_token_at_end(&text), None);
        let cut = &text[..text.len() - 3];
        assert_eq!(open_token_at_end(cut), Some(4));
    }

    #[test]
    fn rendering_writes_each_value_and_keeps_emphasis() {
        let text = format!("**Hi {}**!", mention(7));
        let shown = render_with(&text, |span, out| {
            if let Span::Mention(id) = span {
                out.push_str(&format!("@user{id}"));
            }
        });
        assert_eq!(shown, "**Hi @user7**!");
    }
}
