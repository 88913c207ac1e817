//! The service's structured text on a page: people by their display names, times
//! as dates or "in 3 days" in the page's language, emphasis in bold.

use super::html::{h, Html};
use crate::game::pages::Names;
use crate::game::text::{spans, Span, TimeStyle, Utc};
use crate::i18n::Lang;
use crate::ids::UserId;

/// Structured text as HTML.
pub fn rich(text: &str, names: &Names, lang: Lang, now: i64) -> Html {
    let mut out = Html::new();
    let mut bold = false;
    for span in spans(text) {
        match span {
            Span::Plain(t) => h!(out, "{}", t),
            Span::Emphasis => {
                if bold {
                    h!(out, "</strong>");
                } else {
                    h!(out, "<strong>");
                }
                bold = !bold;
            }
            Span::Mention(id) => h!(
                out,
                "<span class=\"who\">{}</span>",
                names.of(UserId::new(id))
            ),
            Span::Time(t, style) => h!(
                out,
                "<time datetime=\"{}\">{}</time>",
                iso(t),
                time_words(t, style, lang, now)
            ),
            // Channels and roles mean nothing outside Discord.
            Span::Channel(_) | Span::Role(_) => {}
        }
    }
    if bold {
        h!(out, "</strong>");
    }
    out
}

/// Structured text as plain words (page titles, previews, live updates).
pub fn plain(text: &str, names: &Names, lang: Lang, now: i64) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Plain(t) => out.push_str(t),
            Span::Emphasis | Span::Channel(_) | Span::Role(_) => {}
            Span::Mention(id) => out.push_str(names.of(UserId::new(id))),
            Span::Time(t, style) => out.push_str(&time_words(t, style, lang, now)),
        }
    }
    out
}

/// `2027-06-01T14:00:00Z`.
pub fn iso(unix: i64) -> String {
    let t = Utc::of(unix);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}

/// `2027-06-01`, or with the time of day `2027-06-01 14:00 UTC`.
pub fn date(unix: i64, with_time: bool) -> String {
    let t = Utc::of(unix);
    let day = format!("{:04}-{:02}-{:02}", t.year, t.month, t.day);
    if with_time {
        format!("{day} {:02}:{:02} UTC", t.hour, t.minute)
    } else {
        day
    }
}

fn time_words(t: i64, style: TimeStyle, lang: Lang, now: i64) -> String {
    match style {
        TimeStyle::Relative => relative(t - now, lang),
        TimeStyle::Date => date(t, false),
        TimeStyle::DateTime => date(t, true),
    }
}

/// "in 3 days", "2 hours ago"; "3日後", "2時間前".
pub fn relative(seconds: i64, lang: Lang) -> String {
    let (amount, past) = (seconds.abs(), seconds < 0);
    let (n, unit) = if amount >= 86_400 {
        ((amount + 43_200) / 86_400, 0)
    } else if amount >= 3600 {
        ((amount + 1800) / 3600, 1)
    } else {
        (((amount + 30) / 60).max(1), 2)
    };
    match lang {
        Lang::Ja => {
            let unit = ["日", "時間", "分"][unit];
            format!("{n}{unit}{}", if past { "前" } else { "後" })
        }
        Lang::En => {
            let unit = ["day", "hour", "minute"][unit];
            let text = crate::game::plural(n, unit);
            if past {
                format!("{text} ago")
            } else {
                format!("in {text}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text::{mention, relative_time};

    #[test]
    fn people_are_names_and_times_are_words() {
        let mut names = Names::default();
        names.0.insert(UserId::new(7), "<b>Ann</b>".into());
        let text = format!(
            "**Game #3** · {} to move, due {}",
            mention(7),
            relative_time(1000 + 3 * 86_400)
        );
        let html = rich(&text, &names, Lang::En, 1000);
        assert_eq!(
            html.as_str(),
            "<strong>Game #3</strong> · <span class=\"who\">&lt;b&gt;Ann&lt;/b&gt;</span> to move, \
             due <time datetime=\"1970-01-04T00:16:40Z\">in 3 days</time>"
        );
        assert_eq!(
            plain(&text, &names, Lang::Ja, 1000),
            "Game #3 · <b>Ann</b> to move, due 3日後"
        );
        assert_eq!(relative(-7200, Lang::En), "2 hours ago");
    }
}
