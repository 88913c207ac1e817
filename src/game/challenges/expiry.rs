//! Challenges that nobody answered in time: closed by the sweep
//! ([`crate::game::sweeps`]), their buttons disabled, and a ladder challenge
//! forfeited by the player who let it lapse.

use crate::game::challenges::terms::{challenge_buttons, expired_text, forfeit_text, Forfeited};
use crate::game::{Fail, MessageEdit, Notice, Reply};
use crate::store::ChallengeStatus;
use crate::tr;

impl super::Area<'_> {
    /// Close the expired challenges of this process's servers: the posts to edit and
    /// the forfeits to announce.
    pub(crate) async fn expire_challenges(&self, now: i64) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        for c in self.store().expired_challenges(now).await? {
            if !self.looks_after(c.guild_id) {
                continue;
            }
            // Closed once, and for a ladder challenge forfeited in the same
            // transaction: of two sweeps, one finds it no longer open.
            let Some(forfeit) = self
                .store()
                .close_challenge_forfeiting(c.id, ChallengeStatus::Expired)
                .await?
            else {
                continue;
            };
            let lang = self.languages.server_lang(c.guild_id).await;
            // A ladder forfeit is news: a new message, which pings both players.
            let message = forfeit.map(|f| {
                Reply::public(format!(
                    "{} {}",
                    tr!(lang, "challenge-expired-forfeit", challenge = c.id),
                    forfeit_text(&f, c.variant, Forfeited::Expired, lang)
                ))
                .mention(f.challenger)
                .mention(f.opponent)
            });
            let edit = c.message_id.map(|message_id| MessageEdit {
                message_id,
                text: expired_text(&c, lang),
                disabled_buttons: challenge_buttons(c.id, c.opponent_id.is_some(), lang),
                ..MessageEdit::default()
            });
            if message.is_some() || edit.is_some() {
                notices.push(Notice {
                    guild_id: c.guild_id,
                    channel_id: c.channel_id,
                    message,
                    edit,
                });
            }
        }

        Ok(notices)
    }
}
