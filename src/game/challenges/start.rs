//! Challenges: start, accept, decline, cancel.

use super::terms::{
    challenge_buttons, full_time, handicap_terms, pace_text, start_position, terms,
};
use crate::game::{
    mention, refuse, relative_time, Effect, Outcome, Place, Reply, Response, Surface, User, DAY,
};
use crate::rules::Position;
use crate::rules::VariantId;
use crate::store::{ColorChoice, NewChallenge};
use crate::{msg, tr};

/// How long a challenge stays open.
pub const CHALLENGE_LIFETIME: i64 = DAY;

/// What makes a challenge a ladder challenge: when the challenged player must answer
/// by (declining or letting it expire forfeits the ladder place).
#[derive(Copy, Clone, Debug)]
pub(crate) struct LadderTerms {
    pub expires_at: i64,
    /// The challenged player is away until then: the challenge waits.
    pub away_until: Option<i64>,
}

pub use crate::commands::StartOptions;

/// A challenge's terms when `/start` names none (the command's defaults).
impl Default for StartOptions {
    fn default() -> Self {
        StartOptions {
            opponent: None,
            variant: VariantId::Wa,
            color: ColorChoice::Random,
            days: None,
            clock: None,
            rated: true,
            level: None,
            sfen: None,
            handicap: None,
            thread: None,
        }
    }
}

impl StartOptions {
    /// Days per move of a correspondence game: as given, or 3.
    pub fn days_per_move(&self) -> i64 {
        self.days.unwrap_or(3)
    }
}

impl super::Area<'_> {
    /// `/start`: post a challenge with Accept / Decline / Cancel buttons; a ladder
    /// challenge is rated and moves ladder places.
    pub(crate) async fn run_start(
        &self,
        caller: &User,
        place: Place,
        o: StartOptions,
        ladder_terms: Option<LadderTerms>,
    ) -> Outcome {
        let ladder = ladder_terms.is_some();
        let variant = o.variant.variant();
        if o.clock.is_some() && o.days.is_some() {
            return refuse(msg!("start-clock-and-days"));
        }
        let days = o.days_per_move();
        if !(1..=14).contains(&days) {
            return refuse(msg!("start-days-range"));
        }
        if let Some(opponent) = &o.opponent {
            if opponent.id == caller.id {
                return refuse(msg!("start-self"));
            }
            if self.games.is_computer(opponent.id) {
                if ladder {
                    return refuse(msg!("ladder-no-computer"));
                }
                return self
                    .games
                    .start_against_computer(caller, place, &o, variant)
                    .await;
            }
            if opponent.bot {
                return refuse(msg!("start-other-bot"));
            }
        }
        if o.level.is_some() {
            return refuse(msg!("start-level-without-computer"));
        }
        // A challenge nobody else would see.
        if !place.public {
            return refuse(msg!("start-not-public"));
        }
        // The bot's own DM holds the caller and the bot: a person cannot be
        // challenged, nor take an open challenge, there.
        if place.surface == Surface::BotDm {
            return refuse(msg!("start-needs-company"));
        }
        let start = match start_position(variant, &o) {
            Ok(start) => start,
            Err(why) => return refuse(why),
        };
        let special = start.is_some();
        if special && ladder {
            return refuse(msg!("ladder-usual-start"));
        }
        // Games from a chosen position or with a handicap do not count for ratings.
        let rated = o.rated && !special;
        self.remember(caller).await?;
        if let Some(opponent) = &o.opponent {
            self.remember(opponent).await?;
        }
        let thread = self.games.wants_thread(caller, place, o.thread).await?;
        let now = self.now();
        let expires_at = ladder_terms.map_or(now + CHALLENGE_LIFETIME, |t| t.expires_at);
        let id = self
            .store()
            .create_challenge(&NewChallenge {
                guild_id: place.venue,
                channel_id: place.channel,
                challenger_id: caller.id,
                opponent_id: o.opponent.as_ref().map(|u| u.id),
                variant: o.variant,
                color: o.color,
                days_per_move: days,
                time_control: o.clock,
                rated,
                ladder,
                created_at: now,
                expires_at,
                start_sfen: start.as_ref().map(Position::to_sfen),
                thread,
            })
            .await?;
        let lang = place.guild_lang;
        let pace = pace_text(days, o.clock, lang);
        let mut terms = terms(variant, &pace, rated, o.color, lang);
        if let Some(h) = o.handicap {
            terms = handicap_terms(variant, &pace, h, o.color, lang);
        } else if let Some(start) = &start {
            terms.push_str(&tr!(lang, "terms-from-position", sfen = start.to_sfen()));
        }
        if ladder {
            terms.push_str(&tr!(lang, "terms-ladder"));
        }
        if thread {
            terms.push_str(&tr!(lang, "terms-thread"));
        }
        let expires = relative_time(expires_at);
        let mut reply = match (&o.opponent, ladder_terms) {
            (Some(opponent), Some(t)) => Reply::public(format!(
                "{}\n{}",
                tr!(
                    lang,
                    "ladder-challenge",
                    challenge = id,
                    challenger = mention(caller.id),
                    opponent = mention(opponent.id),
                    terms = terms
                ),
                tr!(
                    lang,
                    "ladder-challenge-prompt",
                    opponent = mention(opponent.id),
                    by = full_time(expires_at),
                    expires = &expires,
                    away = t
                        .away_until
                        .map(|until| tr!(lang, "ladder-challenge-away", until = full_time(until)))
                        .unwrap_or_default(),
                    challenger = mention(caller.id)
                )
            ))
            .mention(opponent.id),
            (Some(opponent), None) => Reply::public(format!(
                "{}\n{}",
                tr!(
                    lang,
                    "challenge-directed",
                    challenge = id,
                    challenger = mention(caller.id),
                    opponent = mention(opponent.id),
                    terms = terms
                ),
                tr!(
                    lang,
                    "challenge-directed-prompt",
                    opponent = mention(opponent.id),
                    expires = expires
                )
            ))
            .mention(opponent.id),
            (None, _) => Reply::public(format!(
                "{}\n{}",
                tr!(
                    lang,
                    "challenge-open",
                    challenge = id,
                    challenger = mention(caller.id),
                    terms = terms
                ),
                tr!(lang, "challenge-open-prompt", expires = expires)
            )),
        };
        reply.buttons = challenge_buttons(id, o.opponent.is_some(), lang);
        let mut response = Response::reply(reply);
        // Its post is edited when it expires, where the bot may edit its posts.
        if place.bot_is_here() {
            response
                .effects
                .push(Effect::TrackChallengePost { challenge_id: id });
        }
        Ok(response)
    }
}
