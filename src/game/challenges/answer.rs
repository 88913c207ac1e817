//! Answering a challenge: accept (the game starts), decline or cancel; a declined
//! ladder challenge is a forfeit.

use crate::ids::ChallengeId;
use rand::Rng;

use super::terms::{expired_text, forfeit_text, handicap_terms, pace_text, terms, Forfeited};
use crate::decide::clock::{flag_seconds, LiveClock};
use crate::game::{
    mention, refuse, relative_time, variant_name, variant_title, Effect, Fail, OpenThread, Outcome,
    Place, Reply, Response, User,
};
use crate::rules::handicap::Handicap;
use crate::rules::{Color, Position};
use crate::store::{ChallengeRow, ChallengeStatus, ColorChoice, NewGame};
use crate::{msg, tr};

impl super::Area<'_> {
    /// Load a challenge of this server that is still open, expiring it if its time
    /// has passed.
    async fn open_challenge(&self, place: Place, id: ChallengeId) -> Result<ChallengeRow, Fail> {
        let Some(c) = self.store().challenge(id).await? else {
            return refuse(msg!("challenge-none", challenge = id));
        };
        if c.guild_id != place.venue {
            return refuse(msg!("challenge-none-here", challenge = id));
        }
        if c.status == ChallengeStatus::Open && self.now() >= c.expires_at {
            // The sweep has not come round yet: expire it now, and since the press
            // came from its post, that post is where the buttons go dead.
            let closed = self
                .store()
                .close_challenge_forfeiting(id, ChallengeStatus::Expired)
                .await?;
            let mut text = expired_text(&c, place.guild_lang);
            if let Some(Some(f)) = &closed {
                text.push('\n');
                text.push_str(&forfeit_text(
                    f,
                    c.variant,
                    Forfeited::Expired,
                    place.guild_lang,
                ));
            }
            return Err(Fail::Overtaken(Box::new(Response {
                update_origin: Some(Reply::public(text)),
                messages: vec![Reply::private(tr!(
                    place.lang,
                    "challenge-has-expired",
                    challenge = id
                ))],
                ..Response::default()
            })));
        }
        match c.status {
            ChallengeStatus::Open => Ok(c),
            ChallengeStatus::Accepted => refuse(match c.game_id {
                Some(g) => msg!("challenge-already-accepted-game", challenge = id, game = g),
                None => msg!("challenge-already-accepted", challenge = id),
            }),
            other => refuse(msg!(
                "challenge-not-open-was",
                challenge = id,
                status = other.word()
            )),
        }
    }

    /// The Accept button (or `accept N` in the console): start the game.
    pub(crate) async fn run_accept(&self, caller: &User, place: Place, id: ChallengeId) -> Outcome {
        let c = self.open_challenge(place, id).await?;
        if c.challenger_id == caller.id {
            return refuse(msg!("challenge-own"));
        }
        match c.opponent_id {
            Some(o) if o != caller.id => {
                return refuse(msg!(
                    "challenge-only-opponent-accepts",
                    opponent = mention(o),
                    challenge = id
                ));
            }
            _ => {}
        }
        if caller.bot {
            return refuse(msg!("bots-cant-play"));
        }
        self.remember(caller).await?;
        let variant = c.variant.variant();
        let start = match &c.start_sfen {
            Some(sfen) => Position::from_sfen(variant, sfen)
                .map_err(|_| Fail::Refuse(msg!("challenge-bad-position")))?,
            None => Position::start(variant),
        };
        let handicap = Handicap::of_start(&start);
        let challenger_sente = match c.color {
            ColorChoice::Sente => true,
            ColorChoice::Gote => false,
            // Unless told otherwise, whoever offers a handicap gives it: the giver
            // is gote.
            ColorChoice::Random if handicap.is_some() => false,
            ColorChoice::Random => rand::thread_rng().gen_bool(0.5),
        };
        let (sente, gote) = if challenger_sente {
            (c.challenger_id, caller.id)
        } else {
            (caller.id, c.challenger_id)
        };
        let first = match start.side_to_move() {
            Color::Sente => sente,
            Color::Gote => gote,
        };
        let now = self.now();
        let clock = c.time_control.map(|tc| LiveClock::start(tc, self.now_ms()));
        let deadline = match clock {
            Some(clock) => flag_seconds(clock.flag_at(start.side_to_move())),
            None => now + c.days_per_move * crate::game::DAY,
        };
        let Some(game_id) = self
            .store()
            .accept_challenge(
                &c,
                &NewGame {
                    sente_id: sente,
                    gote_id: gote,
                    start_sfen: start.to_sfen(),
                    deadline: clock.is_none().then_some(deadline),
                    clock,
                },
                now,
            )
            .await?
        else {
            return refuse(msg!("challenge-taken", challenge = id));
        };
        // A first player on vacation: their first turn begins when they are back.
        self.vacations.pause_if_away(game_id, c.ladder).await?;
        let row = self
            .store()
            .game(game_id)
            .await?
            .expect("the game just created");
        let loaded = self.loaded.load(row).await?;
        let picture = self.pictures.picture(&loaded, false).await?;
        let lang = place.guild_lang;
        let how = match handicap {
            Some(h) => tr!(
                lang,
                "game-start-handicap",
                handicap = h.name().to_lowercase(),
                handicap_ja = h.name_ja()
            ),
            None if c.start_sfen.is_some() => tr!(lang, "game-start-from-position"),
            None => String::new(),
        };
        let mut start_msg = Reply::public(format!(
            "{}\n{}",
            tr!(
                lang,
                "game-begins",
                game = game_id,
                variant = variant_title(variant, lang),
                sente = mention(sente),
                gote = mention(gote),
                how = how,
                pace = pace_text(c.days_per_move, c.time_control, lang),
                rated = if c.rated { "yes" } else { "no" }
            ),
            tr!(
                lang,
                "game-first-move",
                first = mention(first),
                due = relative_time(loaded.row.due().unwrap_or(deadline))
            )
        ));
        if first == caller.id {
            start_msg = start_msg.mention(first);
        } else {
            self.games
                .notify_turn(&mut start_msg, &loaded, first, false)
                .await;
        }
        start_msg.picture = picture;
        start_msg
            .buttons
            .extend(self.games.game_buttons(&loaded, lang).await);
        let mut effects = Vec::new();
        if c.thread {
            effects.push(Effect::OpenThread(OpenThread {
                game_id,
                name: self
                    .games
                    .thread_name(&loaded.row, place.guild_lang)
                    .await?,
            }));
        }
        let pace = pace_text(c.days_per_move, c.time_control, lang);
        Ok(Response {
            update_origin: Some(Reply::public(tr!(
                lang,
                "challenge-accepted",
                challenge = id,
                terms = match handicap {
                    Some(h) => handicap_terms(variant, &pace, h, c.color, lang),
                    None => terms(variant, &pace, c.rated, c.color, lang),
                },
                who = mention(caller.id),
                game = game_id
            ))),
            messages: vec![start_msg],
            effects,
            ..Response::default()
        })
    }

    /// The Decline button (only the challenged player) or the Cancel button (only the
    /// challenger).
    pub(crate) async fn run_close_challenge(
        &self,
        caller: &User,
        place: Place,
        id: ChallengeId,
        cancel: bool,
    ) -> Outcome {
        let c = self.open_challenge(place, id).await?;
        let (status, verb) = if cancel {
            if c.challenger_id != caller.id {
                return refuse(msg!(
                    "challenge-only-challenger-cancels",
                    challenger = mention(c.challenger_id),
                    challenge = id
                ));
            }
            (ChallengeStatus::Cancelled, "cancelled")
        } else {
            match c.opponent_id {
                Some(o) if o == caller.id => {}
                Some(o) => {
                    return refuse(msg!(
                        "challenge-only-opponent-declines",
                        opponent = mention(o),
                        challenge = id
                    ))
                }
                None => return refuse(msg!("challenge-open-no-decline")),
            }
            (ChallengeStatus::Declined, "declined")
        };
        let forfeit = if status == ChallengeStatus::Declined && c.ladder {
            match self.store().close_challenge_forfeiting(id, status).await? {
                Some(f) => f,
                None => return refuse(msg!("challenge-no-longer-open", challenge = id)),
            }
        } else {
            if !self.store().close_challenge(id, status).await? {
                return refuse(msg!("challenge-no-longer-open", challenge = id));
            }
            None
        };
        let mut text = tr!(
            place.guild_lang,
            "challenge-closed",
            challenge = id,
            variant = variant_name(c.variant, place.guild_lang),
            verb = verb,
            who = mention(caller.id)
        );
        if let Some(f) = &forfeit {
            text.push('\n');
            text.push_str(&forfeit_text(
                f,
                c.variant,
                Forfeited::Declined,
                place.guild_lang,
            ));
        }
        Ok(Response {
            update_origin: Some(Reply::public(text)),
            messages: vec![],
            ..Response::default()
        })
    }
}
