//! Ratings (Glicko-2), a pool per (server, game, speed), and challenge ladders,
//! one per (server, game), played and ordered by correspondence ratings:
//! `/rating` and `/ladder join|leave|standings|challenge|remove|away|history|
//! close-season|settings`, every `/ladder` subcommand for one game (`variant`,
//! default the server's default game).
//!
//! No dodging: a ladder challenge is answered by a deadline (the server's
//! `accept_days`, default 3 days); declining it, or letting it expire, is a ladder
//! loss for the challenged player (the challenger takes their place), not a rated
//! result. A player on vacation (`/vacation`, or `/ladder away`, which is the same)
//! has their challenges wait. An admin closes a season: the final standings are archived and
//! the next season starts from the same order or, reset, from the ratings.

use crate::decide::clock::Speed;
use crate::decide::ladder::{pair, PairingRefusal};
use crate::game::challenges::LadderTerms;
use crate::game::reply::{fit_text, MESSAGE_CHARS};
use crate::game::words::{rating_shown, speed_name};
use crate::game::PageOf;
use crate::game::{
    mention, refuse, variant_name, variant_title, ColorChoice, Fail, Outcome, Place, Reply,
    Response, StartOptions, User, DAY,
};
use crate::i18n::Lang;
use crate::ids::{SeasonId, UserId};
use crate::rules::VariantId;
use crate::store::{LadderRow, RatingRow, DEFAULT_ACCEPT_DAYS};
use crate::{msg, tr};

pub use crate::decide::ladder::LADDER_REACH;
/// The longest away period.
pub const MAX_AWAY_DAYS: i64 = 14;
/// Standings and final standings go over at most this many messages.
const MAX_PAGES: usize = 2;

/// `3–1`, or `3–1–2` with draws.
pub(super) fn record(wins: i64, losses: i64, draws: i64) -> String {
    if draws == 0 {
        format!("{wins}–{losses}")
    } else {
        format!("{wins}–{losses}–{draws}")
    }
}

/// A name as plain text in Discord markdown (no bold or strike-through by accident).
pub(super) fn plain(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(c, '*' | '_' | '~' | '`' | '|' | '\\' | '<' | '>' | '#') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Lines split into at most [`MAX_PAGES`] messages of at most [`MESSAGE_CHARS`], whole
/// lines each; what does not fit is counted at the end of the last.
pub(super) fn pages(lines: &[String]) -> Vec<String> {
    let mut pages = Vec::new();
    let mut current = String::new();
    for (i, line) in lines.iter().enumerate() {
        let need = current.chars().count() + line.chars().count() + 1;
        if !current.is_empty() && need > MESSAGE_CHARS {
            if pages.len() + 1 == MAX_PAGES {
                current.push('\n');
                current.push_str(&lines[i..].join("\n"));
                break;
            }
            pages.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(line);
    }
    pages.push(current);
    pages
        .into_iter()
        .map(|p| fit_text(&p, MESSAGE_CHARS))
        .collect()
}

/// Public messages that ping nobody, one per page.
pub(super) fn paged_response(lines: &[String]) -> Response {
    Response {
        messages: pages(lines).into_iter().map(Reply::public).collect(),
        ..Response::default()
    }
}

impl super::Area<'_> {
    /// Days a challenged player has to accept a ladder challenge in this server.
    async fn accept_days(&self, place: Place) -> Result<i64, Fail> {
        Ok(self
            .store()
            .ladder_settings(place.venue)
            .await?
            .accept_days
            .unwrap_or(DEFAULT_ACCEPT_DAYS))
    }

    /// `/rating`: every pool (game and speed) the player has rated results in,
    /// with their ladder places. A game with only correspondence results (or only a
    /// ladder place) is one line as it always was; a game with live results has a
    /// line per speed, its ladder place on the correspondence line.
    pub(crate) async fn run_rating(
        &self,
        caller: &User,
        place: Place,
        user: Option<&User>,
    ) -> Outcome {
        let who = user.unwrap_or(caller);
        let ratings = self.store().ratings_of(place.venue, who.id).await?;
        let places = self.store().ladder_places_of(place.venue, who.id).await?;
        let lang = place.guild_lang;
        let mut lines = vec![tr!(lang, "rating-title", user = mention(who.id))];
        let mut games: Vec<VariantId> = Vec::new();
        for game in ratings
            .iter()
            .map(|r| r.variant)
            .chain(places.iter().map(|p| p.variant))
        {
            if !games.contains(&game) {
                games.push(game);
            }
        }
        for game in games {
            let pools: Vec<&RatingRow> = ratings.iter().filter(|r| r.variant == game).collect();
            let mut speeds: Vec<Speed> = pools.iter().map(|r| r.speed).collect();
            let ladder = match places.iter().find(|p| p.variant == game) {
                Some(p) => {
                    let size = self.store().ladder(place.venue, game).await?.len();
                    if !speeds.contains(&Speed::Correspondence) {
                        speeds.push(Speed::Correspondence);
                    }
                    tr!(lang, "rating-ladder-place", place = p.position, size = size)
                }
                None => String::new(),
            };
            speeds.sort();
            let only_correspondence = speeds == [Speed::Correspondence];
            for speed in speeds {
                let rating = match pools.iter().find(|r| r.speed == speed) {
                    Some(r) => tr!(
                        lang,
                        "rating-rated",
                        rating = rating_shown(r),
                        wins = r.wins,
                        losses = r.losses,
                        draws = r.draws
                    ),
                    None => tr!(lang, "rating-unrated"),
                };
                let variant = if only_correspondence {
                    variant_name(game, lang)
                } else {
                    tr!(
                        lang,
                        "rating-pool",
                        variant = variant_name(game, lang),
                        speed = speed_name(speed, lang)
                    )
                };
                let ladder = if speed == Speed::Correspondence {
                    ladder.clone()
                } else {
                    String::new()
                };
                lines.push(tr!(
                    lang,
                    "rating-line",
                    variant = variant,
                    rating = rating,
                    ladder = ladder
                ));
            }
        }
        let puzzles: Vec<String> = self
            .store()
            .puzzle_ratings(who.id)
            .await?
            .iter()
            .map(|r| {
                tr!(
                    lang,
                    "rating-puzzle",
                    variant = variant_name(r.variant, lang),
                    rating = r.rating.round() as i64,
                    solved = r.solved,
                    failed = r.failed
                )
            })
            .collect();
        if lines.len() == 1 && puzzles.is_empty() {
            lines = vec![tr!(lang, "rating-none", user = mention(who.id))];
        }
        if !puzzles.is_empty() {
            lines.push(tr!(lang, "rating-puzzles", ratings = puzzles.join(" · ")));
        }
        Ok(Response::reply(Reply::public(lines.join("\n"))))
    }

    pub(super) async fn run_ladder_join(
        &self,
        caller: &User,
        place: Place,
        variant: Option<VariantId>,
    ) -> Outcome {
        let game = self.settings.game_or_default(place, variant).await?;
        self.remember(caller).await?;
        match self
            .store()
            .ladder_join(place.venue, game, caller.id, self.now())
            .await?
        {
            Some(p) => Ok(Response::reply(Reply::public(tr!(
                place.guild_lang,
                "ladder-joined",
                user = mention(caller.id),
                place = p,
                variant = variant_title(game.variant(), place.guild_lang),
                reach = LADDER_REACH
            )))),
            None => refuse(msg!(
                "ladder-already-on",
                variant = variant_title(game.variant(), place.lang)
            )),
        }
    }

    pub(super) async fn run_ladder_leave(
        &self,
        caller: &User,
        place: Place,
        variant: Option<VariantId>,
    ) -> Outcome {
        let game = self.settings.game_or_default(place, variant).await?;
        match self
            .store()
            .ladder_leave(place.venue, game, caller.id)
            .await?
        {
            Some(p) => Ok(Response::reply(Reply::public(tr!(
                place.guild_lang,
                "ladder-left",
                user = mention(caller.id),
                variant = variant_title(game.variant(), place.guild_lang),
                place = p
            )))),
            None => refuse(msg!(
                "ladder-not-on",
                variant = variant_title(game.variant(), place.lang)
            )),
        }
    }

    /// `/ladder remove`: a server admin (Manage Server) takes a player off.
    pub(super) async fn run_ladder_remove(
        &self,
        caller: &User,
        place: Place,
        target: &User,
        variant: Option<VariantId>,
        is_admin: bool,
    ) -> Outcome {
        if !is_admin {
            return refuse(msg!("ladder-remove-admin-only"));
        }
        let game = self.settings.game_or_default(place, variant).await?;
        match self
            .store()
            .ladder_leave(place.venue, game, target.id)
            .await?
        {
            Some(p) => Ok(Response::reply(Reply::public(tr!(
                place.guild_lang,
                "ladder-removed",
                admin = mention(caller.id),
                user = mention(target.id),
                variant = variant_title(game.variant(), place.guild_lang),
                place = p
            )))),
            None => refuse(msg!(
                "ladder-user-not-on",
                user = mention(target.id),
                variant = variant_title(game.variant(), place.lang)
            )),
        }
    }

    /// A player's name for lists that ping nobody and stay short.
    pub(super) async fn list_name(&self, user_id: UserId) -> Result<String, Fail> {
        Ok(plain(&self.name_of(user_id).await?))
    }

    /// `/ladder standings`: one short line a place (rank, name, rating, record in
    /// ladder games, the places they may challenge, away), a second message when
    /// long; names, not mentions, so nobody is pinged.
    pub(super) async fn run_ladder_standings(
        &self,
        _caller: &User,
        place: Place,
        variant: Option<VariantId>,
    ) -> Outcome {
        let game = self.settings.game_or_default(place, variant).await?;
        let lang = place.guild_lang;
        let ladder = self.store().ladder(place.venue, game).await?;
        if ladder.is_empty() {
            return Ok(Response::reply(Reply::public(tr!(
                lang,
                "ladder-empty",
                variant = variant_title(game.variant(), lang),
                id = game.id()
            ))));
        }
        let ratings = self.store().ratings_in(place.venue, game).await?;
        let season = self
            .store()
            .seasons(place.venue, game)
            .await?
            .first()
            .map_or(SeasonId::new(1), |s| s.season.next());
        let now = self.now();
        let mut lines = vec![format!(
            "{}\n{}",
            tr!(
                lang,
                "ladder-standings-title",
                variant = variant_title(game.variant(), lang),
                season = season
            ),
            tr!(lang, "ladder-standings-legend")
        )];
        for l in &ladder {
            lines.push(self.standing_line(l, &ratings, now, lang).await?);
        }
        let mut response = paged_response(&lines);
        if let Some(first) = response.messages.first_mut() {
            first.link = self
                .page_link(place.venue, PageOf::Ladder(game), lang)
                .await;
        }
        Ok(response)
    }

    async fn standing_line(
        &self,
        l: &LadderRow,
        ratings: &[RatingRow],
        now: i64,
        lang: Lang,
    ) -> Result<String, Fail> {
        let rating = ratings.iter().find(|r| r.user_id == l.user_id).map_or_else(
            || tr!(lang, "ladder-unrated"),
            |r| format!("{:.0}", r.rating),
        );
        let reach = match (l.position - LADDER_REACH).max(1) {
            _ if l.position == 1 => String::new(),
            top if top == l.position - 1 => format!(" · ↑{top}"),
            top => format!(" · ↑{top}–{}", l.position - 1),
        };
        // Away: on vacation (as far as the server's own number pauses its
        // ladder), or an away period from before vacations.
        let vacation = self
            .vacations
            .away_until(l.user_id, l.guild_id, true)
            .await?;
        let away = match l.away_until.filter(|&t| t > now).max(vacation) {
            Some(until) => {
                tr!(
                    lang,
                    "ladder-away-till",
                    until = crate::game::text::date(until)
                )
            }
            _ => String::new(),
        };
        Ok(format!(
            "`{:>2}.` {} · {rating} · {}{reach}{away}",
            l.position,
            self.list_name(l.user_id).await?,
            record(l.wins, l.losses, l.draws)
        ))
    }

    /// `/ladder challenge`: a rated ladder game against someone at most three places
    /// up, to be accepted by the server's deadline (or it is a forfeit).
    pub(super) async fn run_ladder_challenge(
        &self,
        caller: &User,
        place: Place,
        opponent: &User,
        variant: Option<VariantId>,
        days: Option<i64>,
    ) -> Outcome {
        let game = self.settings.game_or_default(place, variant).await?;
        if let Some(d) = days {
            if !(1..=14).contains(&d) {
                return refuse(msg!("start-days-range"));
            }
        }
        let ladder = self.store().ladder(place.venue, game).await?;
        let now = self.now();
        let pairing = match pair(&ladder, caller.id, opponent.id, now) {
            Ok(pairing) => pairing,
            Err(PairingRefusal::ChallengerNotOn) => {
                return refuse(msg!(
                    "ladder-join-first",
                    variant = variant_title(game.variant(), place.lang),
                    id = game.id()
                ))
            }
            Err(PairingRefusal::OpponentNotOn) => {
                return refuse(msg!(
                    "ladder-user-not-on",
                    user = mention(opponent.id),
                    variant = variant_title(game.variant(), place.lang)
                ))
            }
            Err(PairingRefusal::NotAbove { theirs, mine }) => {
                return refuse(msg!(
                    "ladder-not-above",
                    user = mention(opponent.id),
                    theirs = theirs,
                    mine = mine
                ))
            }
            Err(PairingRefusal::TooFar { places }) => {
                return refuse(msg!(
                    "ladder-too-far",
                    user = mention(opponent.id),
                    n = places,
                    reach = LADDER_REACH
                ))
            }
        };
        if self
            .store()
            .ladder_pairing_open(place.venue, game, caller.id, opponent.id)
            .await?
        {
            return refuse(msg!(
                "ladder-pairing-open",
                user = mention(opponent.id),
                variant = variant_title(game.variant(), place.lang)
            ));
        }
        // A challenge to a player on vacation waits for them (as far as the
        // server's own number for its ladders goes).
        let away_until = pairing.away_until.max(
            self.vacations
                .away_until(opponent.id, place.venue, true)
                .await?,
        );
        let terms = LadderTerms {
            expires_at: away_until.unwrap_or(now) + self.accept_days(place).await? * DAY,
            away_until,
        };
        let defaults = StartOptions::default();
        let options = StartOptions {
            opponent: Some(opponent.clone()),
            variant: game,
            color: ColorChoice::Random,
            days: days.or(defaults.days),
            rated: true,
            level: None,
            sfen: None,
            handicap: None,
            thread: None,
            clock: None,
        };
        self.challenges
            .run_start(caller, place, options, Some(terms))
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::{pages, plain, record};

    #[test]
    fn long_standings_go_over_two_pages_of_whole_lines() {
        let lines: Vec<String> = (1..=200)
            .map(|i| format!("`{i:>2}.` player{i} · 1500 · 0–0 · ↑{}–{}", i - 3, i - 1))
            .collect();
        let p = pages(&lines);
        assert_eq!(p.len(), 2);
        assert!(p.iter().all(|p| p.chars().count() <= 2000));
        assert!(p[0].starts_with("` 1.`"));
        assert!(p[1].ends_with("more lines."), "{}", p[1]);
        let short = pages(&lines[..3]);
        assert_eq!(short, vec![lines[..3].join("\n")]);
    }

    #[test]
    fn names_and_records_read_plainly() {
        assert_eq!(plain("a*b_c"), "a\\*b\\_c");
        assert_eq!(record(3, 1, 0), "3–1");
        assert_eq!(record(3, 1, 2), "3–1–2");
    }
}
