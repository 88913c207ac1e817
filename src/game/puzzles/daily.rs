//! A server's daily puzzle: an admin picks the channel and the hour; the clock
//! sweep claims each day's puzzle once (a row keyed by server and day, so of two
//! processes only one posts), posts it with a Solve button, and at the next day's
//! post shows the solution, the fastest solvers and the count. A claim whose post
//! was lost (the process stopped in between) is posted by a later sweep.

use super::{line_of, statement, PuzzleOptions};
use crate::decide::puzzle::{daily_day, day_of};
use crate::decide::DAY;
use crate::game::text::{channel, date, date_time, mention};
use crate::game::{
    refuse, Action, Button, ButtonStyle, Fail, MessageEdit, Notice, Outcome, Place, Reply,
    Response, Tracked,
};
use crate::i18n::Lang;
use crate::ids::Venue;
use crate::rules::VariantId;
use crate::store::{DailyRow, DailySettingsRow};
use crate::{msg, tr};

/// The hour (UTC) a daily puzzle is posted when the admin names none.
const DEFAULT_HOUR: i64 = 12;
/// Solvers named when a day's solution is shown.
const FASTEST: usize = 3;
/// A claim not posted after this long is posted again.
const REPOST_AFTER: i64 = 120;

impl super::Area<'_> {
    /// `/puzzle daily:on|off [channel] [hour]`, for admins.
    pub(super) async fn run_daily_settings(&self, place: Place, o: &PuzzleOptions) -> Outcome {
        if !o.is_admin {
            return refuse(msg!("puzzle-daily-admin"));
        }
        let lang = place.lang;
        if o.daily == Some(false) {
            self.store().set_daily_puzzle(place.venue, None).await?;
            return Ok(Response::reply(Reply::public(tr!(
                lang,
                "puzzle-daily-off"
            ))));
        }
        let hour = o.hour.unwrap_or(DEFAULT_HOUR);
        if !(0..24).contains(&hour) {
            return refuse(msg!("puzzle-daily-hour"));
        }
        let where_to = o.channel.unwrap_or(place.channel);
        let settings = DailySettingsRow {
            guild_id: place.venue,
            channel_id: where_to,
            hour,
            updated_at: self.now(),
        };
        self.store()
            .set_daily_puzzle(place.venue, Some(&settings))
            .await?;
        let now = self.now();
        let mut next = day_of(now) * DAY + hour * 3600;
        if next <= now {
            next += DAY;
        }
        Ok(Response::reply(Reply::public(tr!(
            lang,
            "puzzle-daily-on",
            channel = channel(where_to),
            hour = hour,
            next = date_time(next)
        ))))
    }

    /// The game a server plays by default (its ladder's default game).
    pub(super) async fn default_game(&self, place: Place) -> Result<VariantId, Fail> {
        self.settings.game_or_default(place, None).await
    }

    /// The server's daily puzzle still open on `today`: today's, else yesterday's
    /// until today's is posted.
    pub(super) async fn current_daily(
        &self,
        guild: Venue,
        today: i64,
    ) -> Result<Option<DailyRow>, Fail> {
        for day in [today, today - 1] {
            if let Some(d) = self.store().daily(guild, day).await? {
                return Ok(Some(d));
            }
        }
        Ok(None)
    }

    /// The daily post rewritten with its count of solvers.
    pub(super) async fn daily_post_edit(&self, d: &DailyRow) -> Result<Option<Notice>, Fail> {
        let Some(message_id) = d.message_id else {
            return Ok(None);
        };
        let Some(puzzle) = self.store().puzzle(&d.puzzle_id).await? else {
            return Ok(None);
        };
        let lang = self.languages.server_lang(d.guild_id).await;
        let solvers = self.store().daily_solvers(d.guild_id, d.day).await?.len();
        Ok(Some(Notice {
            guild_id: d.guild_id,
            channel_id: d.channel_id,
            message: None,
            edit: Some(MessageEdit {
                message_id,
                text: daily_text(d, &statement(&puzzle, lang), solvers, lang),
                buttons: vec![solve_button(d.day, lang)],
                ..MessageEdit::default()
            }),
        }))
    }

    /// The daily puzzles' part of the clock sweep: what to post and edit.
    pub(crate) async fn daily_puzzle_sweep(&self) -> Result<Vec<Notice>, Fail> {
        let now = self.now();
        let mut notices = Vec::new();
        for s in self.store().daily_puzzle_settings().await? {
            if !self.looks_after(s.guild_id) {
                continue;
            }
            let day = daily_day(now, s.hour);
            if self.store().daily(s.guild_id, day).await?.is_some() {
                continue;
            }
            notices.extend(self.reveal_dailies(s.guild_id, day).await?);
            let candidates = self.store().daily_candidates(s.guild_id, 1).await?;
            let Some(puzzle) = candidates.into_iter().next() else {
                tracing::warn!(guild = %s.guild_id.key(), "no puzzle left for the daily");
                continue;
            };
            let claim = DailyRow {
                guild_id: s.guild_id,
                day,
                puzzle_id: puzzle.id.clone(),
                channel_id: s.channel_id,
                message_id: None,
                claimed_at: now,
                revealed_at: None,
            };
            if self.store().claim_daily(&claim).await? {
                notices.push(self.daily_post(&claim).await?);
            }
        }
        for lost in self.store().dailies_unposted(now - REPOST_AFTER).await? {
            if self.looks_after(lost.guild_id) && lost.revealed_at.is_none() {
                notices.push(self.daily_post(&lost).await?);
            }
        }
        Ok(notices)
    }

    /// A day's post: the puzzle stated and drawn, with its Solve button.
    async fn daily_post(&self, d: &DailyRow) -> Result<Notice, Fail> {
        let lang = self.languages.server_lang(d.guild_id).await;
        let puzzle = self
            .store()
            .puzzle(&d.puzzle_id)
            .await?
            .ok_or(Fail::Refuse(msg!("button-unknown")))?;
        let mut reply = Reply::public(daily_text(d, &statement(&puzzle, lang), 0, lang));
        reply.buttons = vec![solve_button(d.day, lang)];
        reply.track = Some(Tracked::DailyPuzzle {
            guild_id: d.guild_id,
            day: d.day,
        });
        if let Some(line) = line_of(&puzzle) {
            let last = puzzle
                .last_move
                .as_deref()
                .and_then(|m| washogi_rules::usi::parse_usi(puzzle.variant.variant(), m).ok());
            let everyone = crate::game::User::new(0, "everyone");
            let place = Place::new(d.guild_id.key(), d.channel_id.get()).with_langs(lang, lang);
            reply.picture = self
                .puzzle_picture(&everyone, place, &line.start, last, vec![], &puzzle.id)
                .await?;
        }
        Ok(Notice {
            guild_id: d.guild_id,
            channel_id: d.channel_id,
            message: Some(reply),
            edit: None,
        })
    }

    /// Show the solution of the server's earlier days not shown yet, once each.
    async fn reveal_dailies(&self, guild: Venue, day: i64) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        for d in self.store().dailies_to_reveal(guild, day).await? {
            if !self.store().reveal_daily(guild, d.day, self.now()).await? {
                continue;
            }
            let (Some(message_id), Some(puzzle)) =
                (d.message_id, self.store().puzzle(&d.puzzle_id).await?)
            else {
                continue;
            };
            let lang = self.languages.server_lang(guild).await;
            let solvers = self.store().daily_solvers(guild, d.day).await?;
            let fastest: Vec<String> = solvers
                .iter()
                .take(FASTEST)
                .map(|(user, at)| {
                    let minutes = (at - d.claimed_at).max(0) / 60;
                    tr!(
                        lang,
                        "puzzle-daily-solver",
                        player = mention(*user),
                        minutes = minutes
                    )
                })
                .collect();
            let solution = line_of(&puzzle)
                .map(|l| {
                    let mut pos = l.start.clone();
                    let mut prev = None;
                    let mut words = Vec::new();
                    for &mv in &l.solution {
                        words.push(crate::game::words::move_words(&pos, mv, prev, lang));
                        prev = Some(mv.to());
                        pos = pos.play(mv).expect("a stored solution is legal");
                    }
                    words.join(", ")
                })
                .unwrap_or_default();
            let mut text = tr!(
                lang,
                "puzzle-daily-reveal",
                date = date(d.day * DAY),
                solution = solution,
                count = solvers.len() as i64
            );
            if !fastest.is_empty() {
                text.push('\n');
                text.push_str(&tr!(
                    lang,
                    "puzzle-daily-fastest",
                    solvers = fastest.join(", ")
                ));
            }
            notices.push(Notice {
                guild_id: guild,
                channel_id: d.channel_id,
                message: None,
                edit: Some(MessageEdit {
                    message_id,
                    text,
                    disabled_buttons: vec![solve_button(d.day, lang)],
                    ..MessageEdit::default()
                }),
            });
        }
        Ok(notices)
    }
}

fn solve_button(day: i64, lang: Lang) -> Button {
    Button::new(
        Action::SolvePuzzle,
        day,
        &tr!(lang, "button-solve"),
        ButtonStyle::Primary,
    )
}

fn daily_text(d: &DailyRow, statement: &str, solvers: usize, lang: Lang) -> String {
    tr!(
        lang,
        "puzzle-daily-post",
        date = date(d.day * DAY),
        statement = statement,
        solvers = solvers as i64
    )
}
