//! `/ladder away|history|close-season|settings`: away (a vacation), past seasons, closing
//! a season (admins), and a server's ladder settings (admins change them).

use crate::game::challenges::terms::days_text;
use crate::game::ladders::ladder::{paged_response, record, MAX_AWAY_DAYS};
use crate::game::{
    mention, refuse, variant_name, variant_title, Fail, Outcome, Place, Reply, Response, User,
};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::store::{ArchiveRow, DEFAULT_ACCEPT_DAYS, DEFAULT_LADDER_VARIANT};
use crate::{msg, tr};

impl super::Area<'_> {
    /// `/ladder away days:N`: a vacation of N days, as `/vacation days:N` (one
    /// mechanism: challenges to the caller wait, their correspondence clocks are
    /// paused, the days come from their yearly bank). `variant` no longer matters:
    /// a vacation is from every game.
    pub(super) async fn run_ladder_away(
        &self,
        caller: &User,
        place: Place,
        _variant: Option<VariantId>,
        days: i64,
    ) -> Outcome {
        if !(1..=MAX_AWAY_DAYS).contains(&days) {
            return refuse(msg!("ladder-away-range", max = MAX_AWAY_DAYS));
        }
        self.vacations.run_vacation(caller, place, days).await
    }

    /// `/ladder history`: the top places of past seasons, latest first.
    pub(super) async fn run_ladder_history(
        &self,
        place: Place,
        variant: Option<VariantId>,
    ) -> Outcome {
        let game = self.settings.game_or_default(place, variant).await?;
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
    pub(super) async fn run_ladder_close_season(
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
        let game = self.settings.game_or_default(place, variant).await?;
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
    pub(super) async fn run_ladder_settings(
        &self,
        place: Place,
        variant: Option<VariantId>,
        accept_days: Option<i64>,
        vacation_days: Option<i64>,
        is_admin: bool,
    ) -> Outcome {
        let current = self.store().ladder_settings(place.venue).await?;
        // A private reply: the caller's language.
        let lang = place.lang;
        let shown_settings = |variant: VariantId, days: i64, vacation: Option<i64>| {
            let mut text = tr!(
                lang,
                "ladder-settings",
                variant = variant_name(variant, lang),
                days = days_text(days, lang)
            );
            text.push(' ');
            text.push_str(&match vacation {
                Some(n) => tr!(lang, "ladder-settings-vacation", n = n),
                None => tr!(
                    lang,
                    "ladder-settings-vacation-bank",
                    n = crate::decide::vacation::BANK_DAYS
                ),
            });
            text
        };
        if variant.is_none() && accept_days.is_none() && vacation_days.is_none() {
            return Ok(Response::reply(Reply::private(shown_settings(
                current.variant.unwrap_or(DEFAULT_LADDER_VARIANT),
                current.accept_days.unwrap_or(DEFAULT_ACCEPT_DAYS),
                current.vacation_days,
            ))));
        }
        if !is_admin {
            return refuse(msg!("ladder-settings-admin-only"));
        }
        let game = match variant {
            Some(v) => Some(self.settings.game_or_default(place, Some(v)).await?),
            None => None,
        };
        if let Some(d) = accept_days {
            if !(1..=14).contains(&d) {
                return refuse(msg!("ladder-accept-days-range"));
            }
        }
        if let Some(d) = vacation_days {
            if !(0..=crate::decide::vacation::MAX_SERVER_DAYS).contains(&d) {
                return refuse(msg!(
                    "ladder-vacation-days-range",
                    most = crate::decide::vacation::MAX_SERVER_DAYS
                ));
            }
        }
        self.store()
            .set_ladder_settings(place.venue, game, accept_days, vacation_days, self.now())
            .await?;
        Ok(Response::reply(Reply::private(tr!(
            lang,
            "ladder-settings-saved",
            settings = shown_settings(
                game.or(current.variant).unwrap_or(DEFAULT_LADDER_VARIANT),
                accept_days
                    .or(current.accept_days)
                    .unwrap_or(DEFAULT_ACCEPT_DAYS),
                vacation_days.or(current.vacation_days)
            )
        ))))
    }
}
