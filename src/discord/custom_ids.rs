//! The `custom_id` format, both ways: what a button, a menu option or a move form
//! carries, written where messages are rendered and read back where interactions
//! are read. Messages already posted carry these ids, so the format never changes.

use serenity::all::{ActionRowComponent, ModalInteractionData};

use crate::commands::MoveOptions;
use crate::game::{Action, Button, MoveForm, Origin, PickStep, Press};
use crate::ids::GameId;
use crate::rules::{Kind, Square};

/// The one field of a move form.
pub const FORM_FIELD: &str = "move";

/// The first word of a move form's custom id.
pub const FORM_KEY: &str = "typed";

/// A move form's custom id: `typed:<game>:<ply>`.
pub fn form_id(form: &MoveForm) -> String {
    format!("{FORM_KEY}:{}:{}", form.game_id, form.ply)
}

/// A button's custom id: its action's key, its target, and the ply its question
/// was asked at, if any (`accept:42`, `takeyes:42:17`); for the move picker, the
/// step it takes (`pick:42:17:f7g.0`, see [`step_code`]). Buttons already posted
/// carry it, so the format never changes; a press is read back from it where
/// interactions are read (`handler.rs`, `read_custom_id`).
pub fn custom_id(button: &Button) -> String {
    press_id(&button.press())
}

/// The custom id of a press (a button's, or a menu option's value).
pub fn press_id(press: &Press) -> String {
    let mut id = format!("{}:{}", press.action.key(), press.target);
    match (press.at_ply, press.step) {
        (Some(ply), Some(step)) => id.push_str(&format!(":{ply}:{}", step_code(step))),
        (None, Some(step)) => id.push_str(&format!("::{}", step_code(step))),
        (Some(ply), None) => id.push_str(&format!(":{ply}")),
        (None, None) => {}
    }
    id
}

/// A move picker's step in a custom id: `p2` (the pieces' page 2), `f7g.0` (the
/// piece on 7g, its destinations' page 0; a kind in hand is `*` and its number in
/// the game's table: `f*3.0`), `t7g-7f` (to 7f), `y7g-7c` / `n7g-7c` (to 7c,
/// promoting or not). At most 20 characters: a custom id holds it with any game
/// and ply (`limits::CUSTOM_ID`).
pub fn step_code(step: PickStep) -> String {
    let origin = |o: Origin| match o {
        Origin::Square(sq) => sq.to_string(),
        Origin::Hand(kind) => format!("*{}", kind.0),
    };
    match step {
        PickStep::Pieces { page } => format!("p{page}"),
        PickStep::Piece { from, page } => format!("f{}.{page}", origin(from)),
        PickStep::To { from, to } => format!("t{}-{to}", origin(from)),
        PickStep::Promote { from, to, promote } => {
            format!("{}{}-{to}", if promote { 'y' } else { 'n' }, origin(from))
        }
    }
}

/// A pressed button's custom id read back (written by [`custom_id`]); `None` for one this bot never made. A
/// choice made in a select menu is read from its value the same way (each option's
/// value is the custom id of what choosing it presses).
pub fn read_custom_id(id: &str) -> Option<Press> {
    let parts: Vec<&str> = id.splitn(4, ':').collect();
    let action = Action::from_key(parts[0])?;
    let target = parts.get(1)?.parse().ok()?;
    let (ply, step) = match parts[2..] {
        [] => (None, None),
        [ply] => (Some(ply.parse().ok()?), None),
        // A picker's step, after its ply (empty when it has none).
        [ply, step] if action == Action::Pick => {
            let ply = if ply.is_empty() {
                None
            } else {
                Some(ply.parse().ok()?)
            };
            (ply, Some(read_step(step)?))
        }
        _ => return None,
    };
    Some(Press {
        action,
        target,
        at_ply: ply,
        step,
    })
}

/// A move form read back: its custom id ([`form_id`])
/// names the game; its one field is the move, read as `/move` reads one. `None`
/// for a form this bot never made.
pub fn read_form(data: &ModalInteractionData) -> Option<MoveOptions> {
    let mut parts = data.custom_id.split(':');
    if parts.next()? != FORM_KEY {
        return None;
    }
    let game = GameId::new(parts.next()?.parse().ok()?);
    let text = data
        .components
        .iter()
        .flat_map(|row| row.components.iter())
        .find_map(|c| match c {
            ActionRowComponent::InputText(input) if input.custom_id == FORM_FIELD => {
                input.value.clone()
            }
            _ => None,
        })?;
    Some(MoveOptions {
        text: crate::game::text::without_token_marks(&text),
        game: Some(game),
    })
}

/// A move picker's step as [`step_code`] writes it.
fn read_step(code: &str) -> Option<PickStep> {
    let mut chars = code.chars();
    let tag = chars.next()?;
    let rest = chars.as_str();
    let page = |text: &str| text.parse::<u8>().ok();
    Some(match tag {
        'p' => PickStep::Pieces { page: page(rest)? },
        'f' => {
            let (from, n) = rest.rsplit_once('.')?;
            PickStep::Piece {
                from: read_origin(from)?,
                page: page(n)?,
            }
        }
        't' | 'y' | 'n' => {
            let (from, to) = rest.split_once('-')?;
            let (from, to) = (read_origin(from)?, read_square(to)?);
            match tag {
                't' => PickStep::To { from, to },
                _ => PickStep::Promote {
                    from,
                    to,
                    promote: tag == 'y',
                },
            }
        }
        _ => return None,
    })
}

/// `7g`, or a kind in hand as `*` and its number in the game's table (`*3`).
fn read_origin(text: &str) -> Option<Origin> {
    match text.strip_prefix('*') {
        Some(kind) => Some(Origin::Hand(Kind(kind.parse().ok()?))),
        None => Some(Origin::Square(read_square(text)?)),
    }
}

/// A square as USI writes it (`7g`, `11k`), on the largest board.
fn read_square(text: &str) -> Option<Square> {
    let rank = text.chars().last()?;
    let file = &text[..text.len() - rank.len_utf8()];
    if !rank.is_ascii_lowercase() || file.is_empty() || file.starts_with('0') {
        return None;
    }
    Square::new(file.parse().ok()?, rank as u8 - b'a')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::limits;
    use crate::game::ButtonStyle;

    #[test]
    fn every_button_is_read_back_from_its_custom_id() {
        for action in Action::ALL {
            for button in [
                Button::new(action, 42, "x", ButtonStyle::Primary),
                Button::new(action, i64::MIN, "x", ButtonStyle::Primary).at_ply(i64::MIN),
            ] {
                let id = custom_id(&button);
                assert!(id.chars().count() <= limits::CUSTOM_ID, "{id}");
                assert_eq!(read_custom_id(&id), Some(button.press()), "{id}");
            }
        }
        // The move picker's steps, with the largest numbers a custom id may hold.
        let (seven_g, eleven_k) = (Square::new(7, 6).unwrap(), Square::new(11, 10).unwrap());
        let origins = [
            Origin::Square(seven_g),
            Origin::Square(eleven_k),
            Origin::Hand(Kind(u8::MAX)),
        ];
        let mut steps = vec![PickStep::Pieces { page: u8::MAX }];
        for from in origins {
            steps.push(PickStep::Piece { from, page: 3 });
            steps.push(PickStep::To { from, to: eleven_k });
            for promote in [true, false] {
                steps.push(PickStep::Promote {
                    from,
                    to: seven_g,
                    promote,
                });
            }
        }
        for step in steps {
            for button in [
                Button::new(Action::Pick, i64::MIN, "x", ButtonStyle::Primary)
                    .at_ply(i64::MIN)
                    .step(step),
                Button::new(Action::Pick, 42, "x", ButtonStyle::Primary).step(step),
            ] {
                let id = custom_id(&button);
                assert!(id.chars().count() <= limits::CUSTOM_ID, "{id}");
                assert!(id.chars().count() <= limits::MENU_VALUE, "{id}");
                assert_eq!(read_custom_id(&id), Some(button.press()), "{id}");
            }
        }
        let pick = Button::new(Action::Pick, 42, "x", ButtonStyle::Primary).at_ply(17);
        assert_eq!(custom_id(&pick), "pick:42:17");
        assert_eq!(
            custom_id(&pick.clone().step(PickStep::Piece {
                from: Origin::Square(seven_g),
                page: 0
            })),
            "pick:42:17:f7g.0"
        );
        assert_eq!(
            custom_id(&pick.step(PickStep::Promote {
                from: Origin::Hand(Kind(3)),
                to: eleven_k,
                promote: true
            })),
            "pick:42:17:y*3-11k"
        );
        let takeback = Button::new(Action::AcceptTakeback, 42, "x", ButtonStyle::Primary);
        assert_eq!(custom_id(&takeback.at_ply(17)), "takeyes:42:17");
        assert_eq!(
            read_custom_id("accept:42"),
            Some(Press::new(Action::Accept, 42))
        );
        for unknown in [
            "nonsense",
            "accept:",
            "accept",
            "accept:x",
            "nope:1",
            "worst:1:x",
            "",
            // A step only the picker takes, and steps that are not steps.
            "accept:1:2:p0",
            "pick:1:2:",
            "pick:1:2:q1",
            "pick:1:2:p",
            "pick:1:2:p256",
            "pick:1:2:f7g",
            "pick:1:2:f7z.0",
            "pick:1:2:f12a.0",
            "pick:1:2:f0a.0",
            "pick:1:2:f*x.0",
            "pick:1:2:t7g7f",
            "pick:1:2:t7g-",
            "pick:1:2:y7g-7f:1",
            "pick:1:x:p0",
        ] {
            assert_eq!(read_custom_id(unknown), None, "{unknown}");
        }
    }
}
