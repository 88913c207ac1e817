//! What the console prints: replies and notices as plain lines (people as `@name`,
//! times in words or as UTC dates), and their pictures and files saved to a folder.

use std::path::{Path, PathBuf};

use super::Names;
use crate::game::text::{spans, Span, TimeStyle, Utc};
use crate::game::{plural, Clock, Notice, Press, Reply, Response, Service};
use crate::ids::UserId;

/// The service's structured text for a terminal: people as `@name`, times as "in 3
/// days" or a date (UTC), channels as `#channel-id`, emphasis dropped.
async fn plain_text(service: &Service, clock: &dyn Clock, names: &Names, text: &str) -> String {
    let mut out = String::new();
    for span in spans(text) {
        match span {
            Span::Plain(t) => out.push_str(t),
            Span::Emphasis => {}
            Span::Mention(id) => {
                let name = match names.0.get(&id) {
                    Some(name) => Some(name.clone()),
                    None => service.player_name(UserId::new(id)).await,
                };
                out.push('@');
                out.push_str(&name.unwrap_or_else(|| "someone".to_string()));
            }
            Span::Time(t, TimeStyle::Relative) => out.push_str(&relative(t - clock.now())),
            Span::Time(t, TimeStyle::Date) => out.push_str(&utc(t, false)),
            Span::Time(t, TimeStyle::DateTime) => out.push_str(&utc(t, true)),
            Span::Channel(id) => out.push_str(&format!("#channel-{id}")),
            Span::Role(id) => out.push_str(&format!("@role-{id}")),
        }
    }
    out
}

/// `2027-06-01` (or `2027-06-01 14:00 UTC`), from seconds since the Unix epoch.
fn utc(unix: i64, with_time: bool) -> String {
    let t = Utc::of(unix);
    let date = format!("{:04}-{:02}-{:02}", t.year, t.month, t.day);
    if with_time {
        format!("{date} {:02}:{:02} UTC", t.hour, t.minute)
    } else {
        date
    }
}

fn relative(seconds: i64) -> String {
    let (amount, past) = (seconds.abs(), seconds < 0);
    let text = if amount >= 86_400 {
        plural((amount + 43_200) / 86_400, "day")
    } else if amount >= 3600 {
        plural((amount + 1800) / 3600, "hour")
    } else {
        plural((amount + 30) / 60, "minute")
    };
    if past {
        format!("{text} ago")
    } else {
        format!("in {text}")
    }
}

/// Where the console prints: the terminal, the files folder, and what it knows of
/// names and time to show the service's people and times.
pub(super) struct Printer<'a> {
    pub(super) service: &'a Service,
    pub(super) clock: &'a dyn Clock,
    pub(super) names: &'a Names,
    pub(super) files: &'a Path,
}

impl Printer<'_> {
    async fn reply(
        &self,
        label: &str,
        reply: &Reply,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let who = if reply.private {
            "only you see"
        } else {
            "everyone sees"
        };
        let text = plain_text(self.service, self.clock, self.names, &reply.text).await;
        writeln!(out, "[{label}, {who}] {text}")?;
        for attachment in reply.picture.iter().chain(reply.file.iter()) {
            // A folder that can't be written loses the file, not the session.
            match self.save(attachment) {
                Ok(path) => writeln!(out, "  file: {}", path.display())?,
                Err(e) => writeln!(
                    out,
                    "  (could not write {} into {}: {e})",
                    attachment.filename,
                    self.files.display()
                )?,
            }
        }
        let choices = numbered(reply);
        for (i, (label, _)) in choices.iter().enumerate() {
            writeln!(out, "  {}. {label}", i + 1)?;
        }
        if !reply.buttons.is_empty() && choices.is_empty() {
            let buttons: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| match b.at_ply {
                    Some(ply) => format!("[{}: `{} {} {ply}`]", b.label, b.action.key(), b.target),
                    None => format!("[{}: `{} {}`]", b.label, b.action.key(), b.target),
                })
                .collect();
            writeln!(out, "  buttons: {}", buttons.join(" "))?;
        }
        if let Some(link) = &reply.link {
            writeln!(out, "  link: [{}: {}]", link.label, link.url)?;
        }
        // The console numbers its posts itself (1, 2, …): what asked to be tracked
        // is told its number, as Discord would tell a message's id.
        if let Some(track) = &reply.track {
            self.service.posted(track, next_post_id()).await;
        }
        // The console has no direct messages: a turn notice is shown as what the
        // player would receive.
        if let Some(notice) = &reply.direct {
            let to = plain_text(
                self.service,
                self.clock,
                self.names,
                &crate::game::mention(notice.user_id),
            )
            .await;
            let text = plain_text(self.service, self.clock, self.names, &notice.dm_text()).await;
            writeln!(out, "  direct message to {to}: {text}")?;
        }
        Ok(())
    }

    fn save(&self, attachment: &crate::game::Attachment) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(self.files)?;
        let path = self.files.join(&attachment.filename);
        std::fs::write(&path, &attachment.bytes)?;
        Ok(path)
    }

    pub(super) async fn response(
        &self,
        response: &Response,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        if let Some(origin) = &response.update_origin {
            self.reply("message updated", origin, out).await?;
        }
        for reply in &response.messages {
            self.reply("reply", reply, out).await?;
        }
        // The console's form is its prompt: a move typed as `/move` takes it.
        if let Some(form) = &response.form {
            writeln!(
                out,
                "  [form] {}: {} ({}) — type `/move game:{} move:…`",
                form.title, form.label, form.placeholder, form.game_id
            )?;
        }
        Ok(())
    }

    /// What the clock had to say.
    pub(super) async fn notices(
        &self,
        notices: &[Notice],
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        for notice in notices {
            if let Some(edit) = &notice.edit {
                let mut reply = Reply::public(edit.text.clone());
                reply.buttons = edit.buttons.clone();
                reply.picture = edit.picture.clone();
                reply.link = edit.link.clone();
                self.reply("posted, message updated", &reply, out).await?;
            }
            if let Some(message) = &notice.message {
                // The console has no threads: it says where Discord would post.
                let label = match &message.thread {
                    Some(thread) => format!("posted in a new thread, {}", thread.name),
                    None => "posted".to_string(),
                };
                self.reply(&label, message, out).await?;
            }
        }
        Ok(())
    }
}

/// The next of the console's own post numbers (from 1), its stand-in for Discord's
/// message ids.
fn next_post_id() -> crate::ids::MessageId {
    use std::sync::atomic::{AtomicI64, Ordering};
    static POSTS: AtomicI64 = AtomicI64::new(1);
    crate::ids::MessageId::new(POSTS.fetch_add(1, Ordering::Relaxed))
}

/// The choices of a reply that offers the move picker's (a menu, or buttons that
/// take a step of it), as the console numbers them: the menu's options, then the
/// buttons; each with what typing its number presses. Empty for other replies,
/// whose buttons are typed by name.
pub(super) fn numbered(reply: &Reply) -> Vec<(String, Press)> {
    let picker = reply.menu.is_some() || reply.buttons.iter().any(|b| b.step.is_some());
    if !picker {
        return Vec::new();
    }
    let options = reply.menu.iter().flat_map(|m| &m.options).map(|o| {
        let label = match &o.description {
            Some(d) => format!("{} — {d}", o.label),
            None => o.label.clone(),
        };
        (label, o.press)
    });
    let buttons = reply
        .buttons
        .iter()
        .map(|b| (format!("[{}]", b.label), b.press()));
    options.chain(buttons).collect()
}

#[cfg(test)]
mod tests {
    use super::utc;

    #[test]
    fn dates_are_the_calendars() {
        assert_eq!(utc(0, false), "1970-01-01");
        assert_eq!(utc(1_800_000_000, true), "2027-01-15 08:00 UTC");
        // A leap day, and a day before the epoch.
        assert_eq!(utc(951_782_400, false), "2000-02-29");
        assert_eq!(utc(-86_400, false), "1969-12-31");
    }
}
