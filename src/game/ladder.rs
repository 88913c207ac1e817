//! Ratings (Glicko-2 per server, with the skillratings crate) and the server's
//! challenge ladder: `/ladder join|leave|standings|challenge|remove`, `/rating`.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use super::{
    mention, refuse, ColorChoice, Outcome, Place, Reply, Response, Service, StartOptions, User,
};
use crate::store::{GameResult, RatingRow, Settlement};

/// A challenger may reach at most this many places up the ladder.
pub const LADDER_REACH: i64 = 3;

/// Sente's and gote's ratings and records after a game with this result.
pub fn rate(sente: &RatingRow, gote: &RatingRow, result: GameResult) -> (RatingRow, RatingRow) {
    let outcome = match result {
        GameResult::Sente => Outcomes::WIN,
        GameResult::Gote => Outcomes::LOSS,
        GameResult::Draw => Outcomes::DRAW,
    };
    let as_glicko = |r: &RatingRow| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let (s, g) = glicko2(
        &as_glicko(sente),
        &as_glicko(gote),
        &outcome,
        &Glicko2Config::new(),
    );
    let update = |old: &RatingRow, new: Glicko2Rating, won: bool, lost: bool| RatingRow {
        rating: new.rating,
        deviation: new.deviation,
        volatility: new.volatility,
        wins: old.wins + won as i64,
        losses: old.losses + lost as i64,
        draws: old.draws + (!won && !lost) as i64,
        ..old.clone()
    };
    (
        update(
            sente,
            s,
            result == GameResult::Sente,
            result == GameResult::Gote,
        ),
        update(
            gote,
            g,
            result == GameResult::Gote,
            result == GameResult::Sente,
        ),
    )
}

/// `1512 ± 84`
fn shown(r: &RatingRow) -> String {
    format!("{:.0} ± {:.0}", r.rating, r.deviation)
}

impl Service {
    /// Settle a finished game (ratings, ladder) once; the sentence to announce, if any.
    pub(crate) async fn settle(&self, game_id: i64) -> Option<String> {
        match self.store().settle_game(game_id, rate).await {
            Ok(Some(s)) => Some(settlement_text(&s)).filter(|t| !t.is_empty()),
            Ok(None) => None,
            Err(e) => {
                // The clock sweep settles it later.
                tracing::error!(error = %e, game_id, "settling a game failed");
                None
            }
        }
    }

    /// Settle finished games that a crash left unsettled.
    pub(crate) async fn settle_pending(&self) {
        if let Ok(ids) = self.store().unsettled_games().await {
            for id in ids {
                self.settle(id).await;
            }
        }
    }

    /// `/rating`: rating ± deviation, record and ladder rank.
    pub(crate) async fn run_rating(
        &self,
        caller: &User,
        place: Place,
        user: Option<&User>,
    ) -> Outcome {
        let who = user.unwrap_or(caller);
        let row = self.store().rating(place.guild_id, who.id).await?;
        let ladder = self.store().ladder(place.guild_id).await?;
        let rank = ladder
            .iter()
            .find(|l| l.user_id == who.id)
            .map(|l| format!("ladder place {} of {}", l.position, ladder.len()))
            .unwrap_or_else(|| "not on the ladder".into());
        let text = match row {
            Some(r) => format!(
                "{} · rating **{}** · {} won, {} lost, {} drawn · {rank}.",
                mention(who.id),
                shown(&r),
                r.wins,
                r.losses,
                r.draws
            ),
            None => format!(
                "{} has no rated games in this server yet (everyone starts at 1500 ± 350) · {rank}.",
                mention(who.id)
            ),
        };
        Ok(Response::reply(Reply::public(text)))
    }

    pub(crate) async fn run_ladder_join(&self, caller: &User, place: Place) -> Outcome {
        self.remember(caller).await?;
        match self.store().ladder_join(place.guild_id, caller.id, self.now()).await? {
            Some(p) => Ok(Response::reply(Reply::public(format!(
                "{} joins the ladder at place {p}. Challenge someone up to {LADDER_REACH} places above with /ladder challenge.",
                mention(caller.id)
            )))),
            None => refuse("You are already on this server's ladder."),
        }
    }

    pub(crate) async fn run_ladder_leave(&self, caller: &User, place: Place) -> Outcome {
        match self.store().ladder_leave(place.guild_id, caller.id).await? {
            Some(p) => Ok(Response::reply(Reply::public(format!(
                "{} leaves the ladder (was place {p}); everyone below moves up.",
                mention(caller.id)
            )))),
            None => refuse("You are not on this server's ladder."),
        }
    }

    /// `/ladder remove`: a server admin (Manage Server) takes a player off.
    pub(crate) async fn run_ladder_remove(
        &self,
        caller: &User,
        place: Place,
        target: &User,
        is_admin: bool,
    ) -> Outcome {
        if !is_admin {
            return refuse("Only a server admin (Manage Server permission) can remove players from the ladder.");
        }
        match self.store().ladder_leave(place.guild_id, target.id).await? {
            Some(p) => Ok(Response::reply(Reply::public(format!(
                "{} removed {} from the ladder (was place {p}).",
                mention(caller.id),
                mention(target.id)
            )))),
            None => refuse(format!("{} is not on the ladder.", mention(target.id))),
        }
    }

    /// `/ladder standings`, short lines that read well on a phone.
    pub(crate) async fn run_ladder_standings(&self, _caller: &User, place: Place) -> Outcome {
        let ladder = self.store().ladder(place.guild_id).await?;
        if ladder.is_empty() {
            return Ok(Response::reply(Reply::public(
                "The ladder is empty. Be the first: /ladder join",
            )));
        }
        let mut lines = vec!["**Ladder**".to_string()];
        for l in ladder.iter().take(30) {
            let rating = match self.store().rating(place.guild_id, l.user_id).await? {
                Some(r) => format!("{} ({}–{}–{})", shown(&r), r.wins, r.losses, r.draws),
                None => "unrated".into(),
            };
            lines.push(format!(
                "`{:>2}.` {} · {rating}",
                l.position,
                mention(l.user_id)
            ));
        }
        if ladder.len() > 30 {
            lines.push(format!("…and {} more.", ladder.len() - 30));
        }
        Ok(Response::reply(Reply::public(lines.join("\n"))))
    }

    /// `/ladder challenge`: a rated ladder game against someone at most three places up.
    pub(crate) async fn run_ladder_challenge(
        &self,
        caller: &User,
        place: Place,
        opponent: &User,
        variant: Option<String>,
        days: Option<i64>,
    ) -> Outcome {
        let ladder = self.store().ladder(place.guild_id).await?;
        let position = |id: i64| ladder.iter().find(|l| l.user_id == id).map(|l| l.position);
        let Some(mine) = position(caller.id) else {
            return refuse("Join the ladder first: /ladder join");
        };
        let Some(theirs) = position(opponent.id) else {
            return refuse(format!("{} is not on the ladder.", mention(opponent.id)));
        };
        if theirs >= mine {
            return refuse(format!(
                "{} is at place {theirs}, not above you (place {mine}); challenge someone higher up.",
                mention(opponent.id)
            ));
        }
        if mine - theirs > LADDER_REACH {
            return refuse(format!(
                "{} is {} places above you; you can reach at most {LADDER_REACH}.",
                mention(opponent.id),
                mine - theirs
            ));
        }
        if self
            .store()
            .ladder_pairing_open(place.guild_id, caller.id, opponent.id)
            .await?
        {
            return refuse(format!(
                "You already have a ladder challenge or game with {}; finish it first.",
                mention(opponent.id)
            ));
        }
        let defaults = StartOptions::default();
        let options = StartOptions {
            opponent: Some(opponent.clone()),
            variant: variant.unwrap_or(defaults.variant),
            color: ColorChoice::Random,
            days: days.unwrap_or(defaults.days),
            rated: true,
            level: None,
            sfen: None,
            handicap: None,
            thread: None,
        };
        self.run_start(caller, place, options, true).await
    }
}

fn settlement_text(s: &Settlement) -> String {
    let mut parts = Vec::new();
    if let Some((sente, gote)) = &s.ratings {
        parts.push(format!(
            "Ratings: {} {}, {} {}.",
            mention(sente.user_id),
            shown(sente),
            mention(gote.user_id),
            shown(gote)
        ));
    }
    if let Some((winner, place, loser)) = s.ladder_swap {
        parts.push(format!(
            "🪜 {} takes place {place} on the ladder from {}!",
            mention(winner),
            mention(loser)
        ));
    }
    parts.join(" ")
}
