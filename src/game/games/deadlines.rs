//! Correspondence clocks of games: players reminded before their deadline, and games
//! whose deadline has passed ended on time. Everything it needs lives in the
//! database (deadlines, whether a reminder went out), so a restart loses nothing:
//! the next sweep ([`crate::game::sweeps`]) picks up where the last one stopped.

use crate::decide::remind::{self, Sent, Stage};
use crate::game::game_channel;
use crate::game::words::status_line;
use crate::game::Notice;
use crate::game::{mention, relative_time, Fail, Reply};
use crate::store::GameRow;
use crate::tr;

/// How long before the deadline the player to move gets the day reminder: a day,
/// or a quarter of the time per move if that is less.
pub fn reminder_lead(days_per_move: i64) -> i64 {
    remind::lead(Stage::Day, days_per_move)
}

impl super::Area<'_> {
    /// End on time the games of this process's servers whose deadline has passed:
    /// the posts that say so.
    pub(crate) async fn end_overdue_games(&self, now: i64) -> Result<Vec<Notice>, Fail> {
        let rows = self.store().overdue_games(now).await?;
        self.end_on_time_all(rows).await
    }

    /// End the live games of this process's servers whose flag has fallen by
    /// `now_ms`: the posts that say so. Run by every sweep and, between sweeps, by the
    /// front ends' flag timer, so that a flag falls within a second.
    pub(crate) async fn end_flagged_games(&self, now_ms: i64) -> Result<Vec<Notice>, Fail> {
        let rows = self.store().flagged_games(now_ms).await?;
        self.end_on_time_all(rows).await
    }

    /// End each of `rows` (games found out of time) that this process looks after on
    /// time, and say so; a game that cannot be read is skipped with a warning.
    async fn end_on_time_all(&self, rows: Vec<GameRow>) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        for row in rows {
            if !self.looks_after(row.guild_id) {
                continue;
            }
            let g = match self.loaded.load(row).await {
                Ok(g) => g,
                Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                    tracing::warn!(text = %e.log_text(), "cannot judge a game on time");
                    continue;
                }
                Err(Fail::Overtaken(_)) => continue,
                Err(e) => return Err(e),
            };
            let lang = self.languages.server_lang(g.row.guild_id).await;
            if let Some(message) = self.finish.end_on_time(&g, None, lang).await? {
                notices.push(Notice {
                    guild_id: g.row.guild_id,
                    channel_id: game_channel(&g.row),
                    message: Some(message),
                    edit: None,
                });
            }
        }
        Ok(notices)
    }

    /// Remind the players to move whose deadline is near, as each chose
    /// (`/settings remind`): the reminders. Each once a move (the store's guard),
    /// none once the move is made, none while the player is on vacation or their
    /// clock is paused.
    pub(crate) async fn remind_players(&self, now: i64) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        for row in self.store().unreminded_games(now).await? {
            if !self.looks_after(row.guild_id) {
                continue;
            }
            let (Some(deadline), Some(to_move)) = (row.deadline, row.player_to_move()) else {
                continue;
            };
            let choice = self
                .store()
                .user_choices(to_move)
                .await?
                .remind
                .unwrap_or_default();
            let sent = Sent {
                day: row.reminder_sent,
                hour: row.hour_reminder_sent,
            };
            let away = row.is_paused(now) || self.store().vacation(to_move, now).await?.is_some();
            let Some((stage, mark)) =
                remind::due(choice, deadline, row.days_per_move, sent, now, away)
            else {
                continue;
            };
            if !self
                .store()
                .mark_reminded(row.id, row.ply, stage, mark)
                .await?
            {
                continue;
            }
            let g = self.loaded.load(row).await?;
            let lang = self.languages.server_lang(g.row.guild_id).await;
            let mut reminder = Reply::public(tr!(
                lang,
                "reminder",
                player = mention(to_move),
                game = g.row.id,
                due = relative_time(deadline),
                status = status_line(&g.row, g.position(), lang)
            ));
            self.notify_turn(&mut reminder, &g, to_move, true).await;
            notices.push(Notice {
                guild_id: g.row.guild_id,
                channel_id: game_channel(&g.row),
                message: Some(reminder),
                edit: None,
            });
        }
        Ok(notices)
    }
}
