//! Challenges: start, accept, decline, cancel.

use rand::Rng;

use super::{
    mention, refuse, relative_time, variant_name, Action, Button, ButtonStyle, Fail, OpenThread,
    Outcome, Place, Reply, Response, Service, User, DAY,
};
use crate::rules::handicap::Handicap;
use crate::rules::{Color, Position, Variant};
use crate::store::{ChallengeRow, ChallengeStatus, ColorChoice, Forfeit, NewChallenge, NewGame};

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

/// The options of `/start`.
#[derive(Clone, Debug)]
pub struct StartOptions {
    /// `None`: an open challenge anyone in the channel may take.
    pub opponent: Option<User>,
    pub variant: String,
    pub color: ColorChoice,
    pub days: i64,
    pub rated: bool,
    /// Against the computer: its level, 1 to 8 (default [`super::DEFAULT_LEVEL`]).
    pub level: Option<u8>,
    /// Start from this position (SFEN) instead of the usual start; unrated.
    pub sfen: Option<String>,
    /// Shogi with a handicap; unrated. The giver is gote, the upper player, and
    /// moves first.
    pub handicap: Option<Handicap>,
    /// Play the game in a thread of its own; `None`: as the challenger (or else the
    /// server) chose in /settings.
    pub thread: Option<bool>,
}

impl Default for StartOptions {
    fn default() -> Self {
        StartOptions {
            opponent: None,
            variant: "wa".into(),
            color: ColorChoice::Random,
            days: 3,
            rated: true,
            level: None,
            sfen: None,
            handicap: None,
            thread: None,
        }
    }
}

impl Service {
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
        let Some(variant) = Variant::by_id(&o.variant) else {
            return refuse(format!(
                "I don't know the game {:?}. Choose wa, wa-drops or shogi.",
                o.variant.chars().take(30).collect::<String>()
            ));
        };
        if !(1..=14).contains(&o.days) {
            return refuse("Days per move must be between 1 and 14.");
        }
        if let Some(opponent) = &o.opponent {
            if opponent.id == caller.id {
                return refuse("You can't challenge yourself. Leave out the opponent to post an open challenge.");
            }
            if self.is_computer(opponent.id) {
                if ladder {
                    return refuse("The computer is not on the ladder; challenge it with /start.");
                }
                return self
                    .start_against_computer(caller, place, &o, variant)
                    .await;
            }
            if opponent.bot {
                return refuse("Other bots can't play; challenge a person, me, or leave out the opponent for an open challenge.");
            }
        }
        if o.level.is_some() {
            return refuse("A level is for games against me: name me as the opponent.");
        }
        let start = match start_position(variant, &o) {
            Ok(start) => start,
            Err(why) => return refuse(why),
        };
        let special = start.is_some();
        if special && ladder {
            return refuse("Ladder games start from the usual position.");
        }
        // Games from a chosen position or with a handicap do not count for ratings.
        let rated = o.rated && !special;
        self.remember(caller).await?;
        if let Some(opponent) = &o.opponent {
            self.remember(opponent).await?;
        }
        let thread = self.wants_thread(caller, place, o.thread).await?;
        let now = self.now();
        let expires_at = ladder_terms.map_or(now + CHALLENGE_LIFETIME, |t| t.expires_at);
        let id = self
            .store()
            .create_challenge(&NewChallenge {
                guild_id: place.guild_id,
                channel_id: place.channel_id,
                challenger_id: caller.id,
                opponent_id: o.opponent.as_ref().map(|u| u.id),
                variant: variant.id().to_string(),
                color: o.color,
                days_per_move: o.days,
                rated,
                ladder,
                created_at: now,
                expires_at,
                start_sfen: start.as_ref().map(Position::to_sfen),
                thread,
            })
            .await?;
        let mut terms = terms(variant.name(), o.days, rated, o.color);
        if let Some(h) = o.handicap {
            terms = handicap_terms(variant.name(), o.days, h, o.color);
        } else if let Some(start) = &start {
            terms.push_str(&format!(", from the position `{}`", start.to_sfen()));
        }
        if ladder {
            terms.push_str(", a 🪜 ladder game");
        }
        if thread {
            terms.push_str(", played in a 🧵 thread");
        }
        let mut reply = match (&o.opponent, ladder_terms) {
            (Some(opponent), Some(t)) => Reply::public(format!(
                "**Challenge #{id}** · {} challenges {} to {terms}.\n{}, accept by {} ({}).{} \
                 Declining, or letting it expire, counts as a ladder loss: {} would take your place \
                 (ratings are not touched).",
                mention(caller.id),
                mention(opponent.id),
                mention(opponent.id),
                full_time(expires_at),
                relative_time(expires_at),
                match t.away_until {
                    Some(until) => format!(
                        " You are away until {}, so it waits for you.",
                        full_time(until)
                    ),
                    None => String::new(),
                },
                mention(caller.id),
            ))
            .mention(opponent.id),
            (Some(opponent), None) => Reply::public(format!(
                "**Challenge #{id}** · {} challenges {} to {terms}.\n{}, accept or decline below. It expires {}.",
                mention(caller.id),
                mention(opponent.id),
                mention(opponent.id),
                relative_time(expires_at)
            ))
            .mention(opponent.id),
            (None, _) => Reply::public(format!(
                "**Challenge #{id}** · {} is looking for an opponent: {terms}.\nAnyone here may accept. It expires {}.",
                mention(caller.id),
                relative_time(expires_at)
            )),
        };
        reply.buttons = challenge_buttons(id, o.opponent.is_some());
        Ok(Response::reply(reply))
    }

    /// Load a challenge of this server that is still open, expiring it if its time
    /// has passed.
    async fn open_challenge(&self, place: Place, id: i64) -> Result<ChallengeRow, Fail> {
        let Some(c) = self.store().challenge(id).await? else {
            return refuse(format!("There is no challenge #{id}."));
        };
        if c.guild_id != place.guild_id {
            return refuse(format!("There is no challenge #{id} in this server."));
        }
        if c.status == ChallengeStatus::Open && self.now() >= c.expires_at {
            // The sweep has not come round yet: expire it now, and since the press
            // came from its post, that post is where the buttons go dead.
            let closed = self
                .store()
                .close_challenge_forfeiting(id, ChallengeStatus::Expired)
                .await?;
            let mut text = expired_text(&c);
            if let Some(Some(f)) = &closed {
                text.push('\n');
                text.push_str(&forfeit_text(f, &c.variant, "let the challenge expire"));
            }
            return Err(Fail::Overtaken(Box::new(Response {
                update_origin: Some(Reply::public(text)),
                messages: vec![Reply::private(format!(
                    "Challenge #{id} has expired; start a new one with /start."
                ))],
                ..Response::default()
            })));
        }
        match c.status {
            ChallengeStatus::Open => Ok(c),
            ChallengeStatus::Accepted => refuse(match c.game_id {
                Some(g) => format!("Challenge #{id} was already accepted: it is game #{g}."),
                None => format!("Challenge #{id} was already accepted."),
            }),
            other => refuse(format!(
                "Challenge #{id} is no longer open (it was {}).",
                other.word()
            )),
        }
    }

    /// The Accept button (or `accept N` in the console): start the game.
    pub(crate) async fn run_accept(&self, caller: &User, place: Place, id: i64) -> Outcome {
        let c = self.open_challenge(place, id).await?;
        if c.challenger_id == caller.id {
            return refuse("You can't accept your own challenge. Use Cancel to withdraw it.");
        }
        match c.opponent_id {
            Some(o) if o != caller.id => {
                return refuse(format!("Only {} can accept challenge #{id}.", mention(o)));
            }
            _ => {}
        }
        if caller.bot {
            return refuse("Bots can't play.");
        }
        self.remember(caller).await?;
        let Some(variant) = Variant::by_id(&c.variant) else {
            return refuse("That challenge is for a game I no longer know.");
        };
        let start = match &c.start_sfen {
            Some(sfen) => Position::from_sfen(variant, sfen)
                .map_err(|_| Fail::Refuse("That challenge's position can't be read.".into()))?,
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
        let deadline = now + c.days_per_move * super::DAY;
        let Some(game_id) = self
            .store()
            .accept_challenge(
                &c,
                &NewGame {
                    sente_id: sente,
                    gote_id: gote,
                    start_sfen: start.to_sfen(),
                    deadline,
                },
                now,
            )
            .await?
        else {
            return refuse(format!("Challenge #{id} was just taken by someone else."));
        };
        let row = self
            .store()
            .game(game_id)
            .await?
            .expect("the game just created");
        let loaded = self.load(row).await?;
        let picture = self.picture(&loaded, false).await?;
        let how = match handicap {
            Some(h) => format!(", {} ({})", h.name().to_lowercase(), h.name_ja()),
            None if c.start_sfen.is_some() => ", from a chosen position".to_string(),
            None => String::new(),
        };
        let mut start_msg = Reply::public(format!(
            "**Game #{game_id}** · {} begins: {} ☗ sente vs {} ☖ gote{how}, {} per move{}.\n{}, you move first — due {}.",
            variant.name(),
            mention(sente),
            mention(gote),
            days_text(c.days_per_move),
            if c.rated { ", rated" } else { ", unrated" },
            mention(first),
            relative_time(deadline),
        ));
        if first == caller.id {
            start_msg = start_msg.mention(first);
        } else {
            self.notify_turn(&mut start_msg, &loaded, first, false)
                .await;
        }
        start_msg.picture = picture;
        let open_thread = if c.thread {
            Some(OpenThread {
                game_id,
                name: self.thread_name(&loaded.row).await?,
            })
        } else {
            None
        };
        Ok(Response {
            update_origin: Some(Reply::public(format!(
                "**Challenge #{id}** · {} — accepted by {}: see game #{game_id}.",
                match handicap {
                    Some(h) => handicap_terms(variant.name(), c.days_per_move, h, c.color),
                    None => terms(variant.name(), c.days_per_move, c.rated, c.color),
                },
                mention(caller.id)
            ))),
            messages: vec![start_msg],
            open_thread,
            ..Response::default()
        })
    }

    /// The Decline button (only the challenged player) or the Cancel button (only the
    /// challenger).
    pub(crate) async fn run_close_challenge(
        &self,
        caller: &User,
        place: Place,
        id: i64,
        cancel: bool,
    ) -> Outcome {
        let c = self.open_challenge(place, id).await?;
        let (status, verb) = if cancel {
            if c.challenger_id != caller.id {
                return refuse(format!(
                    "Only {} can cancel challenge #{id}.",
                    mention(c.challenger_id)
                ));
            }
            (ChallengeStatus::Cancelled, "cancelled")
        } else {
            match c.opponent_id {
                Some(o) if o == caller.id => {}
                Some(o) => {
                    return refuse(format!("Only {} can decline challenge #{id}.", mention(o)))
                }
                None => {
                    return refuse(
                        "An open challenge can't be declined; just leave it, and it expires.",
                    )
                }
            }
            (ChallengeStatus::Declined, "declined")
        };
        let forfeit = if status == ChallengeStatus::Declined && c.ladder {
            match self.store().close_challenge_forfeiting(id, status).await? {
                Some(f) => f,
                None => return refuse(format!("Challenge #{id} is no longer open.")),
            }
        } else {
            if !self.store().close_challenge(id, status).await? {
                return refuse(format!("Challenge #{id} is no longer open."));
            }
            None
        };
        let mut text = format!(
            "**Challenge #{id}** · {} {verb} by {}.",
            variant_name(&c.variant),
            mention(caller.id)
        );
        if let Some(f) = &forfeit {
            text.push('\n');
            text.push_str(&forfeit_text(f, &c.variant, "declined"));
        }
        Ok(Response {
            update_origin: Some(Reply::public(text)),
            messages: vec![],
            ..Response::default()
        })
    }
}

/// The position a challenge's game starts from, when not the usual start; or why the
/// options ask for one that can't be.
pub(crate) fn start_position(
    variant: &'static Variant,
    o: &StartOptions,
) -> Result<Option<Position>, String> {
    match (&o.sfen, o.handicap) {
        (Some(_), Some(_)) => {
            Err("Give a handicap or a starting position (sfen), not both.".into())
        }
        (None, Some(_)) if variant.id() != "shogi" => {
            Err("Handicaps are for standard shogi: add variant:shogi.".into())
        }
        (None, Some(h)) => Ok(Some(h.start_position())),
        (Some(sfen), None) => {
            let sfen: String = sfen.trim().chars().take(300).collect();
            let position = Position::from_sfen(variant, &sfen).map_err(|e| {
                format!(
                    "That position can't start a game of {}: {e}.",
                    variant.name()
                )
            })?;
            if !position.has_legal_move() {
                return Err("In that position the side to move has no legal move: the game would be over before it began.".into());
            }
            Ok(Some(position))
        }
        (None, None) => Ok(None),
    }
}

/// `<t:unix:f>`: a Discord date and time ("1 June 2027 14:00").
pub(crate) fn full_time(unix: i64) -> String {
    format!("<t:{unix}:f>")
}

/// What a ladder forfeit did, in a sentence; `how`: "declined", "let the challenge
/// expire".
pub(crate) fn forfeit_text(f: &Forfeit, variant: &str, how: &str) -> String {
    match f.new_place {
        Some(place) => format!(
            "🪜 {} {how}, a ladder loss: {} takes place {place} on the {} ladder.",
            mention(f.opponent),
            mention(f.challenger),
            variant_name(variant)
        ),
        None => format!(
            "🪜 {} {how}, a ladder loss for them (the places had changed, so nobody moves).",
            mention(f.opponent)
        ),
    }
}

/// What an expired challenge's post says.
pub(crate) fn expired_text(c: &ChallengeRow) -> String {
    format!(
        "**Challenge #{}** from {} · {} — expired unanswered.",
        c.id,
        mention(c.challenger_id),
        variant_name(&c.variant)
    )
}

/// A challenge post's buttons: Decline only when someone in particular is challenged.
pub(crate) fn challenge_buttons(id: i64, directed: bool) -> Vec<Button> {
    let mut buttons = vec![Button::new(
        Action::Accept,
        id,
        "Accept",
        ButtonStyle::Primary,
    )];
    if directed {
        buttons.push(Button::new(
            Action::Decline,
            id,
            "Decline",
            ButtonStyle::Secondary,
        ));
    }
    buttons.push(Button::new(
        Action::Cancel,
        id,
        "Cancel",
        ButtonStyle::Danger,
    ));
    buttons
}

fn days_text(days: i64) -> String {
    if days == 1 {
        "1 day".into()
    } else {
        format!("{days} days")
    }
}

/// A handicap game's terms: who gives it (the giver plays gote and moves first).
fn handicap_terms(game: &str, days: i64, h: Handicap, color: ColorChoice) -> String {
    let giver = match color {
        ColorChoice::Sente => "the challenged player gives",
        ColorChoice::Random | ColorChoice::Gote => "the challenger gives",
    };
    format!(
        "**{game}**, {} per move, unrated, {} ({}): {giver} it, playing gote ☖ and moving first",
        days_text(days),
        h.name().to_lowercase(),
        h.name_ja()
    )
}

fn terms(game: &str, days: i64, rated: bool, color: ColorChoice) -> String {
    let colour = match color {
        ColorChoice::Random => "colours drawn at random",
        ColorChoice::Sente => "challenger plays sente ☗",
        ColorChoice::Gote => "challenger plays gote ☖",
    };
    format!(
        "**{game}**, {} per move, {}, {colour}",
        days_text(days),
        if rated { "rated" } else { "unrated" }
    )
}
