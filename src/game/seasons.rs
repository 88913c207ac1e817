//! `/ladder away|history|close-season|settings`: away periods, past seasons, closing
//! a season (admins), and a server's ladder settings (admins change them).

use super::challenge::full_time;
use super::ladder::{paged_response, record, MAX_AWAY_DAYS};
use super::{
    mention, plural, refuse, relative_time, variant_name, Fail, Outcome, Place, Reply, Response,
    Service, User, DAY,
};
use crate::store::{ArchiveRow, AWAY_PER_SEASON, DEFAULT_ACCEPT_DAYS, DEFAULT_LADDER_VARIANT};

impl Service {
    /// `/ladder away days:N`: challenges to the caller on this ladder wait for N days
    /// (at most [`MAX_AWAY_DAYS`], [`AWAY_PER_SEASON`] times a season).
    pub(crate) async fn run_ladder_away(
        &self,
        caller: &User,
        place: Place,
        variant: Option<&str>,
        days: i64,
    ) -> Outcome {
        let game = self.ladder_game(place, variant).await?;
        if !(1..=MAX_AWAY_DAYS).contains(&days) {
            return refuse(format!(
                "You can be away for 1 to {MAX_AWAY_DAYS} days at a time."
            ));
        }
        let now = self.now();
        let ladder = self.store().ladder(place.guild_id, game.id()).await?;
        let Some(me) = ladder.iter().find(|l| l.user_id == caller.id) else {
            return refuse(format!("You are not on the {} ladder.", game.name()));
        };
        if let Some(until) = me.away_until.filter(|&t| t > now) {
            return refuse(format!(
                "You are already away from the {} ladder until {}.",
                game.name(),
                full_time(until)
            ));
        }
        if me.away_used >= AWAY_PER_SEASON {
            return refuse(format!(
                "You have used your {AWAY_PER_SEASON} away periods of this season on the {} ladder; \
                 they come back when an admin starts a new season.",
                game.name()
            ));
        }
        let until = now + days * DAY;
        let accept = self.accept_days(place).await? * DAY;
        if !self
            .store()
            .ladder_away(place.guild_id, game.id(), caller.id, until, accept, now)
            .await?
        {
            return refuse("Your ladder place changed just now; try again.");
        }
        let left = AWAY_PER_SEASON - me.away_used - 1;
        Ok(Response::reply(Reply::public(format!(
            "💤 {} is away from the {} ladder until {} ({}). Challenges to them wait until then; \
             {} left this season.",
            mention(caller.id),
            game.name(),
            full_time(until),
            relative_time(until),
            plural(left, "away period")
        ))))
    }

    /// `/ladder history`: the top places of past seasons, latest first.
    pub(crate) async fn run_ladder_history(&self, place: Place, variant: Option<&str>) -> Outcome {
        let game = self.ladder_game(place, variant).await?;
        let seasons = self.store().seasons(place.guild_id, game.id()).await?;
        if seasons.is_empty() {
            return Ok(Response::reply(Reply::public(format!(
                "The {} ladder has no closed seasons yet; it is in season 1.",
                game.name()
            ))));
        }
        let mut lines = vec![format!(
            "📜 **{} ladder · past seasons** (now season {})",
            game.name(),
            seasons[0].season + 1
        )];
        for s in &seasons {
            let top = self
                .store()
                .season_standings(place.guild_id, game.id(), s.season)
                .await?;
            let mut podium = Vec::new();
            for (medal, row) in ["🥇", "🥈", "🥉"].iter().zip(&top) {
                podium.push(format!("{medal} {}", self.list_name(row.user_id).await?));
            }
            lines.push(format!(
                "**Season {}** (closed <t:{}:d>): {}",
                s.season,
                s.closed_at,
                podium.join(" ")
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
        variant: Option<&str>,
        reset: bool,
        is_admin: bool,
    ) -> Outcome {
        if !is_admin {
            return refuse(
                "Only a server admin (Manage Server permission) can close a ladder season.",
            );
        }
        let game = self.ladder_game(place, variant).await?;
        let Some(closed) = self
            .store()
            .close_season(place.guild_id, game.id(), caller.id, reset, self.now())
            .await?
        else {
            return refuse(format!(
                "The {} ladder is empty: there is no season to close.",
                game.name()
            ));
        };
        let n = closed.season.season;
        let mut lines = vec![format!(
            "🏁 **{} ladder · season {n} is closed** by {}. Final standings:",
            game.name(),
            mention(caller.id)
        )];
        for row in &closed.standings {
            lines.push(self.archive_line(row).await?);
        }
        lines.push(if reset {
            format!(
                "Season {} starts now, the order reset by rating; records and away periods start again.",
                n + 1
            )
        } else {
            format!(
                "Season {} starts now from this order; records and away periods start again.",
                n + 1
            )
        });
        Ok(paged_response(&lines))
    }

    async fn archive_line(&self, row: &ArchiveRow) -> Result<String, Fail> {
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
                .map_or("unrated".to_string(), |r| format!("{r:.0}")),
            record(row.wins, row.losses, row.draws)
        ))
    }

    /// `/ladder settings` (Manage Server): the server's default game for ladder
    /// commands and the days to accept a ladder challenge; without options, shows them.
    pub(crate) async fn run_ladder_settings(
        &self,
        place: Place,
        variant: Option<&str>,
        accept_days: Option<i64>,
        is_admin: bool,
    ) -> Outcome {
        let current = self.store().ladder_settings(place.guild_id).await?;
        let shown_settings = |variant: &str, days: i64| {
            format!(
                "Ladder commands without a variant mean **{}**; a challenged player has {} to accept a ladder challenge.",
                variant_name(variant, crate::i18n::Lang::En),
                plural(days, "day")
            )
        };
        if variant.is_none() && accept_days.is_none() {
            return Ok(Response::reply(Reply::private(shown_settings(
                current.variant.as_deref().unwrap_or(DEFAULT_LADDER_VARIANT),
                current.accept_days.unwrap_or(DEFAULT_ACCEPT_DAYS),
            ))));
        }
        if !is_admin {
            return refuse(
                "Only a server admin (Manage Server permission) can change the ladder settings.",
            );
        }
        let game = match variant {
            Some(v) => Some(self.ladder_game(place, Some(v)).await?),
            None => None,
        };
        if let Some(d) = accept_days {
            if !(1..=14).contains(&d) {
                return refuse("The days to accept a ladder challenge must be 1 to 14.");
            }
        }
        self.store()
            .set_ladder_settings(
                place.guild_id,
                game.map(|g| g.id()),
                accept_days,
                self.now(),
            )
            .await?;
        Ok(Response::reply(Reply::private(format!(
            "Saved. {}",
            shown_settings(
                game.map(|g| g.id())
                    .or(current.variant.as_deref())
                    .unwrap_or(DEFAULT_LADDER_VARIANT),
                accept_days
                    .or(current.accept_days)
                    .unwrap_or(DEFAULT_ACCEPT_DAYS)
            )
        ))))
    }
}
