//! Challenges: start, accept, decline, cancel.

use rand::Rng;

use super::{
    mention, refuse, relative_time, variant_name, variant_title, Action, Button, ButtonStyle, Fail,
    OpenThread, Outcome, Place, Reply, Response, Service, User, DAY,
};
use crate::i18n::{Lang, Msg};
use crate::rules::handicap::Handicap;
use crate::rules::{Color, Position, Variant};
use crate::store::{ChallengeRow, ChallengeStatus, ColorChoice, Forfeit, NewChallenge, NewGame};
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
            return refuse(msg!(
                "start-unknown-variant",
                variant = format!("{:?}", o.variant.chars().take(30).collect::<String>())
            ));
        };
        if !(1..=14).contains(&o.days) {
            return refuse(msg!("start-days-range"));
        }
        if let Some(opponent) = &o.opponent {
            if opponent.id == caller.id {
                return refuse(msg!("start-self"));
            }
            if self.is_computer(opponent.id) {
                if ladder {
                    return refuse(msg!("ladder-no-computer"));
                }
                return self
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
        let lang = place.guild_lang;
        let mut terms = terms(variant, o.days, rated, o.color, lang);
        if let Some(h) = o.handicap {
            terms = handicap_terms(variant, o.days, h, o.color, lang);
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
        Ok(Response::reply(reply))
    }

    /// Load a challenge of this server that is still open, expiring it if its time
    /// has passed.
    async fn open_challenge(&self, place: Place, id: i64) -> Result<ChallengeRow, Fail> {
        let Some(c) = self.store().challenge(id).await? else {
            return refuse(msg!("challenge-none", challenge = id));
        };
        if c.guild_id != place.guild_id {
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
                    &c.variant,
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
    pub(crate) async fn run_accept(&self, caller: &User, place: Place, id: i64) -> Outcome {
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
        let Some(variant) = Variant::by_id(&c.variant) else {
            return refuse(msg!("challenge-unknown-variant"));
        };
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
            return refuse(msg!("challenge-taken", challenge = id));
        };
        let row = self
            .store()
            .game(game_id)
            .await?
            .expect("the game just created");
        let loaded = self.load(row).await?;
        let picture = self.picture(&loaded, false).await?;
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
                days = days_text(c.days_per_move, lang),
                rated = if c.rated { "yes" } else { "no" }
            ),
            tr!(
                lang,
                "game-first-move",
                first = mention(first),
                due = relative_time(deadline)
            )
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
                name: self.thread_name(&loaded.row, place.guild_lang).await?,
            })
        } else {
            None
        };
        Ok(Response {
            update_origin: Some(Reply::public(tr!(
                lang,
                "challenge-accepted",
                challenge = id,
                terms = match handicap {
                    Some(h) => handicap_terms(variant, c.days_per_move, h, c.color, lang),
                    None => terms(variant, c.days_per_move, c.rated, c.color, lang),
                },
                who = mention(caller.id),
                game = game_id
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
            variant = variant_name(&c.variant, place.guild_lang),
            verb = verb,
            who = mention(caller.id)
        );
        if let Some(f) = &forfeit {
            text.push('\n');
            text.push_str(&forfeit_text(
                f,
                &c.variant,
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

/// The position a challenge's game starts from, when not the usual start; or why the
/// options ask for one that can't be.
pub(crate) fn start_position(
    variant: &'static Variant,
    o: &StartOptions,
) -> Result<Option<Position>, Msg> {
    match (&o.sfen, o.handicap) {
        (Some(_), Some(_)) => Err(msg!("start-handicap-and-sfen")),
        (None, Some(_)) if variant.id() != "shogi" => Err(msg!("start-handicap-shogi-only")),
        (None, Some(h)) => Ok(Some(h.start_position())),
        (Some(sfen), None) => {
            let sfen: String = sfen.trim().chars().take(300).collect();
            let position = Position::from_sfen(variant, &sfen).map_err(|e| {
                msg!(
                    "start-bad-sfen",
                    variant_id = variant.id(),
                    error = e.to_string()
                )
            })?;
            if !position.has_legal_move() {
                return Err(msg!("start-position-no-moves"));
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

/// How a challenged player forfeited a ladder challenge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Forfeited {
    Declined,
    Expired,
}

/// What a ladder forfeit did, in a sentence.
pub(crate) fn forfeit_text(f: &Forfeit, variant: &str, how: Forfeited, lang: Lang) -> String {
    let how = match how {
        Forfeited::Declined => "declined",
        Forfeited::Expired => "expired",
    };
    match f.new_place {
        Some(place) => tr!(
            lang,
            "ladder-forfeit-moved",
            opponent = mention(f.opponent),
            how = how,
            challenger = mention(f.challenger),
            place = place,
            variant = variant_name(variant, lang)
        ),
        None => tr!(
            lang,
            "ladder-forfeit-stays",
            opponent = mention(f.opponent),
            how = how
        ),
    }
}

/// What an expired challenge's post says.
pub(crate) fn expired_text(c: &ChallengeRow, lang: Lang) -> String {
    tr!(
        lang,
        "challenge-expired",
        challenge = c.id,
        challenger = mention(c.challenger_id),
        variant = variant_name(&c.variant, lang)
    )
}

/// A challenge post's buttons: Decline only when someone in particular is challenged.
pub(crate) fn challenge_buttons(id: i64, directed: bool, lang: Lang) -> Vec<Button> {
    let mut buttons = vec![Button::new(
        Action::Accept,
        id,
        &tr!(lang, "button-accept"),
        ButtonStyle::Primary,
    )];
    if directed {
        buttons.push(Button::new(
            Action::Decline,
            id,
            &tr!(lang, "button-decline"),
            ButtonStyle::Secondary,
        ));
    }
    buttons.push(Button::new(
        Action::Cancel,
        id,
        &tr!(lang, "button-cancel"),
        ButtonStyle::Danger,
    ));
    buttons
}

/// "3 days", "3日".
pub(crate) fn days_text(days: i64, lang: Lang) -> String {
    tr!(lang, "days", n = days)
}

/// A handicap game's terms: who gives it (the giver plays gote and moves first).
fn handicap_terms(v: &Variant, days: i64, h: Handicap, color: ColorChoice, lang: Lang) -> String {
    let giver = match color {
        ColorChoice::Sente => "challenged",
        ColorChoice::Random | ColorChoice::Gote => "challenger",
    };
    tr!(
        lang,
        "terms-handicap",
        variant = variant_title(v, lang),
        days = days_text(days, lang),
        handicap = h.name().to_lowercase(),
        handicap_ja = h.name_ja(),
        giver = giver
    )
}

fn terms(v: &Variant, days: i64, rated: bool, color: ColorChoice, lang: Lang) -> String {
    let colour = match color {
        ColorChoice::Random => "random",
        ColorChoice::Sente => "sente",
        ColorChoice::Gote => "gote",
    };
    tr!(
        lang,
        "terms",
        variant = variant_title(v, lang),
        days = days_text(days, lang),
        rated = if rated { "yes" } else { "no" },
        colour = colour
    )
}
