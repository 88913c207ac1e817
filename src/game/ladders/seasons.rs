//! `/ladder away|history|close-season|settings`: away periods, past seasons, closing
//! a season (admins), and a server's ladder settings (admins change them).

use crate::game::challenges::terms::{days_text, full_time};
use crate::game::ladders::ladder::{paged_response, record, MAX_AWAY_DAYS};
use crate::game::{
    mention, refuse, relative_time, variant_name, variant_title, Fail, Outcome, Place, Reply,
    Response, Service, User, DAY,
};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::store::{ArchiveRow, AWAY_PER_SEASON, DEFAULT_ACCEPT_DAYS, DEFAULT_LADDER_VARIANT};
use crate::{msg, tr};

impl Service {
    /// `/ladder away days:N`: challenges to the caller on this ladder wait for N days
    /// (at most [`MAX_AWAY_DAYS`], [`AWAY_PER_SEASON`] times a season).
    pub(crate) async fn run_ladder_away(
        &self,
        caller: &User,
        place: Place,
        variant: Option<VariantId>,
        days: i64,
    ) -> Outcome {
        let game = self.game_or_default(place, variant).await?;
        if !(1..=MAX_AWAY_DAYS).contains(&days) {
            return refuse(msg!("ladder-away-range", max = MAX_AWAY_DAYS));
        }
        let now = self.now();
        let ladder = self.store().ladder(place.venue, game).await?;
        let Some(me) = ladder.iter().find(|l| l.user_id == caller.id) else {
            return refuse(msg!(
                "ladder-not-on",
                variant = variant_title(game.variant(), place.lang)
            ));
        };
        if let Some(until) = me.away_until.filter(|&t| t > now) {
            return refuse(msg!(
                "ladder-already-away",
                variant = variant_title(game.variant(), place.lang),
                until = full_time(until)
            ));
        }
        if me.away_used >= AWAY_PER_SEASON {
            return refuse(msg!(
                "ladder-away-used-up",
                n = AWAY_PER_SEASON,
                variant = variant_title(game.variant(), place.lang)
            ));
        }
        let until = now + days * DAY;
        let accept = self.accept_days(place).await? * DAY;
        if !self
            .store()
            .ladder_away(place.venue, game, caller.id, until, accept, now)
            .await?
        {
            return refuse(msg!("ladder-place-changed"));
        }
        let left = AWAY_PER_SEASON - me.away_used - 1;
        Ok(Response::reply(Reply::public(tr!(
            place.guild_lang,
            "ladder-away",
            user = mention(caller.id),
            variant = variant_title(game.variant(), place.guild_lang),
            until = full_time(until),
            relative = relative_time(until),
            left = left
        ))))
    }

    /// `/ladder history`: the top places of past seasons, latest first.
    pub(crate) async fn run_ladder_history(
        &self,
        place: Place,
        variant: Option<VariantId>,
    ) -> Outcome {
        let game = self.game_or_default(place, variant).await?;
        let lang = place.guild_lang;
        let seasons = self.store().seasons(place.venue, game).await?;
        if seasons.is_empty() {
            return Ok(Response::reply(Reply::public(tr!(
                lang,
                "ladder-no-seasons",
                variant = variant_title(game.variant(), lang)
            ))));
        }
        let mut lines = vec![tr!(
            lang,
            "ladder-history-title",
            variant = variant_title(game.variant(), lang),
            season = seasons[0].season.next()
        )];
        for s in &seasons {
            let top = self
                .store()
                .season_standings(place.venue, game, s.season)
                .await?;
            let mut podium = Vec::new();
            for (medal, row) in ["🥇", "🥈", "🥉"].iter().zip(&top) {
                podium.push(format!("{medal} {}", self.list_name(row.user_id).await?));
            }
            lines.push(tr!(
                lang,
                "ladder-history-season",
                season = s.season,
                closed = crate::game::text::date(s.closed_at),
                podium = podium.join(" ")
            ));
        }
        Ok(paged_response(&lines))
    }

    /// `/ladder close-season` (Manage Server): archive and post the final standings,
    /// and start the next season from the same order or, with `reset`, from ratings.
    pub(crate) async fn run_ladder_close_season(
        &self,
        caller: &User,
        place: Place,
        variant: Option<VariantId>,
        reset: bool,
        is_admin: bool,
    ) -> Outcome {
        if !is_admin {
            return refuse(msg!("ladder-close-admin-only"));
        }
        let game = self.game_or_default(place, variant).await?;
        let Some(closed) = self
            .store()
            .close_season(place.venue, game, caller.id, reset, self.now())
            .await?
        else {
            return refuse(msg!(
                "ladder-close-empty",
                variant = variant_title(game.variant(), place.lang)
            ));
        };
        let lang = place.guild_lang;
        let n = closed.season.season;
        let mut lines = vec![tr!(
            lang,
            "ladder-season-closed",
            variant = variant_title(game.variant(), lang),
            season = n,
            admin = mention(caller.id)
        )];
        for row in &closed.standings {
            lines.push(self.archive_line(row, lang).await?);
        }
        lines.push(tr!(
            lang,
            "ladder-next-season",
            season = n.next(),
            reset = if reset { "yes" } else { "no" }
        ));
        Ok(paged_response(&lines))
    }

    async fn archive_line(&self, row: &ArchiveRow, lang: Lang) -> Result<String, Fail> {
        let medal = match row.position {
            1 => "🥇 ",
            2 => "🥈 ",
            3 => "🥉 ",
            _ => "",
        };
        Ok(format!(
            "`{:>2}.` {medal}{} · {} · {}",
            row.position,
            self.list_name(row.user_id).await?,
            row.rating
                .map_or_else(|| tr!(lang, "ladder-unrated"), |r| format!("{r:.0}")),
            record(row.wins, row.losses, row.draws)
        ))
    }

    /// `/ladder settings` (Manage Server): the server's default game for ladder
    /// commands and the days to accept a ladder challenge; without options, shows them.
    pub(crate) async fn run_ladder_settings(
        &self,
        place: Place,
        variant: Option<VariantId>,
        accept_days: Option<i64>,
        is_admin: bool,
    ) -> Outcome {
        let current = self.store().ladder_settings(place.venue).await?;
        // A private reply: the caller's language.
        let lang = place.lang;
        let shown_settings = |variant: VariantId, days: i64| {
            tr!(
                lang,
                "ladder-settings",
                variant = variant_name(variant, lang),
                days = days_text(days, lang)
            )
        };
        if variant.is_none() && accept_days.is_none() {
            return Ok(Response::reply(Reply::private(shown_settings(
                current.variant.unwrap_or(DEFAULT_LADDER_VARIANT),
                current.accept_days.unwrap_or(DEFAULT_ACCEPT_DAYS),
            ))));
        }
        if !is_admin {
            return refuse(msg!("ladder-settings-admin-only"));
        }
        let game = match variant {
            Some(v) => Some(self.game_or_default(place, Some(v)).await?),
            None => None,
        };
        if let Some(d) = accept_days {
            if !(1..=14).contains(&d) {
                return refuse(msg!("ladder-accept-days-range"));
            }
        }
        self.store()
            .set_ladder_settings(place.venue, game, accept_days, self.now())
            .await?;
        Ok(Response::reply(Reply::private(tr!(
            lang,
            "ladder-settings-saved",
            settings = shown_settings(
                game.or(current.variant).unwrap_or(DEFAULT_LADDER_VARIANT),
                accept_days
                    .or(current.accept_days)
                    .unwrap_or(DEFAULT_ACCEPT_DAYS)
            )
        ))))
    }
}
