//! Vacations: `/vacation days:N` (and `/ladder away`, the same thing) pauses every
//! correspondence clock of the caller's, everywhere the bot knows them, from a bank
//! of days a calendar year; each opponent is told in the game's place. A move in
//! any game, or `/vacation days:0`, ends it early and gives back the days not used.
//! Ladder challenges to a player away wait for them; a tournament round keeps its
//! deadline. The arithmetic is [`crate::decide::vacation`]'s, each change one
//! transaction of the store's.

use crate::decide::vacation::{self, Bank, Refusal};
use crate::game::text::date_time;
use crate::game::{
    game_channel, mention, refuse, relative_time, Effect, Fail, Notice, Outcome, Place, Reply,
    Response, User,
};
use crate::i18n::Lang;
use crate::ids::{GameId, UserId, Venue};
use crate::store::{GameRow, VacationEnded, VacationRow};
use crate::{msg, tr};

crate::game::area! {
    /// A player's vacation: their clocks paused, from a yearly bank.
    {
        languages: crate::game::languages::Area<'s>,
    }
}

impl Area<'_> {
    /// `/vacation days:N`: begin a vacation of N days, or with 0 end the one on.
    pub(crate) async fn run_vacation(&self, caller: &User, place: Place, days: i64) -> Outcome {
        if !(0..=vacation::BANK_DAYS).contains(&days) {
            return refuse(msg!("vacation-range", most = vacation::BANK_DAYS));
        }
        self.remember(caller).await?;
        if days == 0 {
            return self.end_vacation_now(caller, place).await;
        }
        let now = self.now();
        let bank = self.vacation_bank(caller.id, now).await?;
        let away = self.store().vacation(caller.id, now).await?;
        if let Err(why) = vacation::may_start(bank, days, away.map(|v| v.ends_at)) {
            return refuse(refusal(why));
        }
        let started = match self.store().start_vacation(caller.id, days, now).await? {
            Ok(started) => started,
            // Another command of theirs a moment ago: say what it left.
            Err(why) => return refuse(refusal(why)),
        };
        let v = &started.vacation;
        let left = bank.left() - days;
        let paused = started
            .games
            .iter()
            .filter(|g| g.player_to_move() == Some(caller.id) && g.is_paused(now))
            .count();
        let mut response = Response::reply(Reply::private(tr!(
            place.lang,
            "vacation-started",
            days = days,
            until = date_time(v.ends_at),
            relative = relative_time(v.ends_at),
            games = started.games.len(),
            paused = paused,
            left = left
        )));
        for g in &started.games {
            let notice = self.vacation_notice(g, caller.id, v, true).await;
            response.effects.push(Effect::Post(Box::new(notice)));
        }
        Ok(response)
    }

    /// `/vacation days:0`: end the caller's vacation now.
    async fn end_vacation_now(&self, caller: &User, place: Place) -> Outcome {
        let now = self.now();
        let Some(ended) = self.store().end_vacation(caller.id, now).await? else {
            return refuse(msg!("vacation-none"));
        };
        let mut response =
            Response::reply(self.vacation_ended_words(&ended, now, place.lang).await?);
        for notice in self.back_notices(&ended, caller.id, None).await {
            response.effects.push(Effect::Post(Box::new(notice)));
        }
        Ok(response)
    }

    /// A player's bank this year.
    async fn vacation_bank(&self, user: UserId, now: i64) -> Result<Bank, Fail> {
        let used = self
            .store()
            .vacation_days_used(user, vacation::year_of(now))
            .await?;
        Ok(Bank::yearly(used))
    }

    /// What the player is told privately when their vacation ends early (by
    /// `/vacation days:0` or a move): the days used and given back, and what is
    /// left this year.
    pub(crate) async fn vacation_ended_words(
        &self,
        ended: &VacationEnded,
        now: i64,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let bank = self.vacation_bank(ended.vacation.user_id, now).await?;
        Ok(Reply::private(tr!(
            lang,
            "vacation-ended",
            used = ended.used,
            returned = ended.returned,
            left = bank.left()
        )))
    }

    /// The posts that tell each opponent the player is back, in the places of
    /// their games still being played (but `except`, the game just moved in).
    pub(crate) async fn back_notices(
        &self,
        ended: &VacationEnded,
        player: UserId,
        except: Option<GameId>,
    ) -> Vec<Notice> {
        let mut notices = Vec::new();
        for g in ended.games.iter().filter(|g| Some(g.id) != except) {
            notices.push(
                self.vacation_notice(g, player, &ended.vacation, false)
                    .await,
            );
        }
        notices
    }

    /// The post in a game's place that says `player` is away (`begins`) or back,
    /// and when the game's clock of theirs runs: pings the opponent.
    async fn vacation_notice(
        &self,
        g: &GameRow,
        player: UserId,
        v: &VacationRow,
        begins: bool,
    ) -> Notice {
        let lang = self.languages.server_lang(g.guild_id).await;
        let now = self.now();
        let opponent = g.opponent_of(player);
        let their_turn = g.player_to_move() == Some(player);
        let clock = match (their_turn, g.deadline) {
            (true, Some(due)) if g.is_paused(now) => tr!(
                lang,
                "vacation-clock-paused",
                game = g.id,
                resumes = date_time(g.paused_until.unwrap_or(due)),
                due = relative_time(due)
            ),
            (true, Some(due)) => tr!(
                lang,
                "vacation-clock-runs",
                game = g.id,
                due = relative_time(due)
            ),
            _ => tr!(
                lang,
                "vacation-their-turn",
                game = g.id,
                opponent = mention(opponent)
            ),
        };
        let text = if begins {
            tr!(
                lang,
                "vacation-begins-post",
                player = mention(player),
                until = date_time(v.ends_at),
                relative = relative_time(v.ends_at),
                clock = clock
            )
        } else {
            tr!(
                lang,
                "vacation-back-post",
                player = mention(player),
                clock = clock
            )
        };
        // The opponent is pinged (not the computer).
        let mut post = Reply::public(text);
        if g.computer_id != Some(opponent) {
            post = post.mention(opponent);
        }
        Notice {
            guild_id: g.guild_id,
            channel_id: game_channel(g),
            message: Some(post),
            edit: None,
        }
    }

    /// When a vacation of `user`'s would pause a game of server `guild` now (a
    /// ladder or tournament game, `limited`: as far as the server's own number
    /// goes): a new game's first turn, a ladder challenge made to them.
    pub(crate) async fn away_until(
        &self,
        user: UserId,
        guild: Venue,
        limited: bool,
    ) -> Result<Option<i64>, Fail> {
        let now = self.now();
        let Some(v) = self.store().vacation(user, now).await? else {
            return Ok(None);
        };
        let limit = if limited {
            self.store().ladder_settings(guild).await?.vacation_days
        } else {
            None
        };
        Ok(v.pause_until(limit).filter(|&until| until > now))
    }

    /// A game that has just started whose first player is away: their first turn
    /// begins when they are back (`ladder_or_tournament`: as far as the server's
    /// own number goes).
    pub(crate) async fn pause_if_away(
        &self,
        game: GameId,
        ladder_or_tournament: bool,
    ) -> Result<(), Fail> {
        let Some(row) = self.store().game(game).await? else {
            return Ok(());
        };
        let (Some(first), Some(_)) = (row.player_to_move(), row.deadline) else {
            return Ok(());
        };
        if row.time_control.is_some() || row.ply != 0 {
            return Ok(());
        }
        if let Some(until) = self
            .away_until(first, row.guild_id, ladder_or_tournament)
            .await?
        {
            let deadline = vacation::deadline(self.now(), row.days_per_move, Some(until));
            self.store().pause_new_game(game, deadline, until).await?;
        }
        Ok(())
    }
}

/// Why a vacation may not start, in words.
fn refusal(why: Refusal) -> crate::i18n::Msg {
    match why {
        Refusal::NoDays => msg!("vacation-range", most = vacation::BANK_DAYS),
        Refusal::TooMany { left } => msg!("vacation-bank-short", left = left),
        Refusal::AlreadyAway { until } => msg!("vacation-already", until = date_time(until)),
    }
}
