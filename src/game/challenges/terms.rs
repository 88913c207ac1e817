//! A challenge in words and buttons: its terms, its expiry, forfeits, and the start
//! position its options ask for.

use super::StartOptions;
use crate::decide::clock::TimeControl;
use crate::ids::ChallengeId;
use crate::rules::VariantId;

use crate::game::{mention, variant_name, variant_title, Action, Button, ButtonStyle};
use crate::i18n::{Lang, Msg};
use crate::rules::handicap::Handicap;
use crate::rules::{Position, Variant};
use crate::store::{ChallengeRow, ColorChoice, Forfeit};
use crate::{msg, tr};

/// The position a challenge's game starts from, when not the usual start; or why the
/// options ask for one that can't be.
pub(crate) fn start_position(
    variant: &'static Variant,
    o: &StartOptions,
) -> Result<Option<Position>, Msg> {
    match (&o.sfen, o.handicap) {
        (Some(_), Some(_)) => Err(msg!("start-handicap-and-sfen")),
        (None, Some(_)) if variant.variant_id() != VariantId::Shogi => {
            Err(msg!("start-handicap-shogi-only"))
        }
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

/// A date and time ("1 June 2027 14:00").
pub(crate) fn full_time(unix: i64) -> String {
    crate::game::text::date_time(unix)
}

/// How a challenged player forfeited a ladder challenge.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Forfeited {
    Declined,
    Expired,
}

/// What a ladder forfeit did, in a sentence.
pub(crate) fn forfeit_text(f: &Forfeit, variant: VariantId, how: Forfeited, lang: Lang) -> String {
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
        variant = variant_name(c.variant, lang)
    )
}

/// A challenge post's buttons: Decline only when someone in particular is challenged.
pub(crate) fn challenge_buttons(id: ChallengeId, directed: bool, lang: Lang) -> Vec<Button> {
    let mut buttons = vec![Button::new(
        Action::Accept,
        id.get(),
        &tr!(lang, "button-accept"),
        ButtonStyle::Primary,
    )];
    if directed {
        buttons.push(Button::new(
            Action::Decline,
            id.get(),
            &tr!(lang, "button-decline"),
            ButtonStyle::Secondary,
        ));
    }
    buttons.push(Button::new(
        Action::Cancel,
        id.get(),
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
pub(crate) fn handicap_terms(
    v: &Variant,
    pace: &str,
    h: Handicap,
    color: ColorChoice,
    lang: Lang,
) -> String {
    let giver = match color {
        ColorChoice::Sente => "challenged",
        ColorChoice::Random | ColorChoice::Gote => "challenger",
    };
    tr!(
        lang,
        "terms-handicap",
        variant = variant_title(v, lang),
        pace = pace,
        handicap = h.name().to_lowercase(),
        handicap_ja = h.name_ja(),
        giver = giver
    )
}

/// How fast a game goes: "3 days per move", or a live game's clock.
pub(crate) fn pace_text(days: i64, clock: Option<TimeControl>, lang: Lang) -> String {
    match clock {
        Some(clock) => tr!(lang, "pace-clock", clock = clock.to_string()),
        None => tr!(lang, "pace-days", days = days_text(days, lang)),
    }
}

pub(crate) fn terms(
    v: &Variant,
    pace: &str,
    rated: bool,
    color: ColorChoice,
    lang: Lang,
) -> String {
    let colour = match color {
        ColorChoice::Random => "random",
        ColorChoice::Sente => "sente",
        ColorChoice::Gote => "gote",
    };
    tr!(
        lang,
        "terms",
        variant = variant_title(v, lang),
        pace = pace,
        rated = if rated { "yes" } else { "no" },
        colour = colour
    )
}
