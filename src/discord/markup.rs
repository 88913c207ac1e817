//! The service's structured text in Discord's markup: people as mentions (`<@id>`,
//! which notify), times as timestamps that each reader's client shows in their own
//! zone and language (`<t:unix:R>`, `<t:unix:d>`, `<t:unix:f>`), channels as links
//! (`<#id>`), emphasis as `**`.

use crate::game::text::{render_with, Span, TimeStyle};

/// `text` as Discord shows it.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text::{channel, date, date_time, mention, relative_time};

    #[test]
    fn every_value_is_written_as_discord_writes_it() {
        let text = format!(
            "**Game #1** · {} to play, due {} ({}, {}); in {}",
            mention(1001),
            relative_time(1_800_000_000),
            date(1_800_000_000),
            date_time(1_800_000_000),
            channel(crate::ids::ChannelId(55))
        );
        assert_eq!(
            markup(&text),
            "**Game #1** · <@1001> to play, due <t:1800000000:R> \
             (<t:1800000000:d>, <t:1800000000:f>); in <#55>"
        );
        assert_eq!(markup("plain"), "plain");
    }
}
