//! Correspondence clocks: the periodic sweep that reminds players, ends games on time
//! and expires challenges. Everything it needs lives in SQLite (deadlines, whether a
//! reminder went out), so a restart loses nothing: the next sweep picks up where the
//! last one stopped.

use crate::game::challenges::terms::{challenge_buttons, expired_text, forfeit_text, Forfeited};
use crate::game::game_channel;
use crate::game::words::status_line;
use crate::game::{mention, relative_time, Fail, LoadedGame, Reply, Service, DAY};
use crate::game::{MessageEdit, Notice};
use crate::i18n::Lang;
use crate::ids::UserId;
use crate::store::{ChallengeStatus, Ending, Finish};
use crate::tr;

/// How long before the deadline the player to move is reminded: a day, or a quarter
/// of the time per move if that is less.
pub fn reminder_lead(days_per_move: i64) -> i64 {
    DAY.min(days_per_move * DAY / 4)
}

impl Service {
    /// End an overdue game on time (the player to move loses) and say so in `lang`;
    /// `None` when it was no longer active at that ply (someone else ended it first).
    pub(crate) async fn end_on_time(
        &self,
        g: &LoadedGame,
        late_mover: Option<UserId>,
        lang: Lang,
    ) -> Result<Option<Reply>, Fail> {
        let loser = g.position().side_to_move();
        let finish = Finish::win(!loser, Ending::Timeout);
        if !self
            .store()
            .finish_game(g.row.id, g.row.ply, &finish, self.now())
            .await?
        {
            return Ok(None);
        }
        Ok(Some(self.timeout_announcement(g, late_mover, lang).await?))
    }

    /// "… did not move in time and loses on time", for a game that has just ended on
    /// time; `late_mover` is the player whose move came too late, if one did.
    pub(crate) async fn timeout_announcement(
        &self,
        g: &LoadedGame,
        late_mover: Option<UserId>,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let loser = g.position().side_to_move();
        let (loser_id, winner_id) = (g.player(loser), g.player(!loser));
        let settled = self
            .settle_and_count(g.row.id, lang)
            .await
            .map(|t| format!("\n{t}"))
            .unwrap_or_default();
        let loser = mention(loser_id);
        let what = match late_mover {
            Some(_) => tr!(lang, "timeout-too-late", loser = loser),
            None => tr!(lang, "timeout-no-move", loser = loser),
        };
        let mut message = Reply::public(
            tr!(
                lang,
                "timeout",
                game = g.row.id,
                what = what,
                winner = mention(winner_id)
            ) + &settled,
        )
        .mention(winner_id)
        .mention(loser_id)
        .with_result_buttons(g.row.id, lang);
        message.picture = self.picture(g, false).await?;
        Ok(message)
    }

    /// Run one sweep at the clock's current time and say what should be posted.
    pub async fn tick(&self) -> Vec<Notice> {
        match self.tick_inner().await {
            Ok(notices) => notices,
            Err(Fail::Store(e)) => {
                tracing::error!(error = %e, "clock sweep failed; it runs again later");
                vec![]
            }
            Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                tracing::warn!(text = %e.log_text(), "clock sweep skipped a game");
                vec![]
            }
            Err(Fail::Overtaken(_)) => vec![],
        }
    }

    async fn tick_inner(&self) -> Result<Vec<Notice>, Fail> {
        let now = self.now();
        let mut notices = Vec::new();
        self.settle_pending().await;

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
            let lang = self.server_lang(c.guild_id).await;
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

        for row in self.store().overdue_games(now).await? {
            if !self.looks_after(row.guild_id) {
                continue;
            }
            let g = match self.load(row).await {
                Ok(g) => g,
                Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                    tracing::warn!(text = %e.log_text(), "cannot judge a game on time");
                    continue;
                }
                Err(Fail::Overtaken(_)) => continue,
                Err(e) => return Err(e),
            };
            let lang = self.server_lang(g.row.guild_id).await;
            if let Some(message) = self.end_on_time(&g, None, lang).await? {
                notices.push(Notice {
                    guild_id: g.row.guild_id,
                    channel_id: game_channel(&g.row),
                    message: Some(message),
                    edit: None,
                });
            }
        }

        for row in self.store().unreminded_games().await? {
            if !self.looks_after(row.guild_id) {
                continue;
            }
            let Some(deadline) = row.deadline else {
                continue;
            };
            if now < deadline - reminder_lead(row.days_per_move) || now >= deadline {
                continue;
            }
            if !self.store().mark_reminded(row.id, row.ply).await? {
                continue;
            }
            let g = self.load(row).await?;
            let to_move = g.to_move();
            let lang = self.server_lang(g.row.guild_id).await;
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
        notices.extend(self.daily_puzzle_sweep().await?);
        notices.extend(self.tournament_sweep().await?);
        self.announce_notices_in_parents(&mut notices).await;
        Ok(notices)
    }
}
