//! A board's buttons where the opponent may have no slash commands. Discord shows
//! a user-installed app's commands only to the users who installed it, but anyone
//! in the conversation may press the buttons of its messages; so where only a
//! user's install of the app is (a group DM, a DM between people, a server that
//! never added the bot), every step of a game is also a button: **Move** (the
//! picker), **Type a move** (a form with one field, read as `/move` reads a
//! move), **Draw** and **Resign** (which asks to confirm).

use crate::game::games::play::{check_to_move, move_button};
use crate::game::loaded::{game_channel, LoadedGame};
use crate::game::reply::MoveForm;
use crate::game::{refuse, Action, Button, ButtonStyle, Outcome, Place, Response, User};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::{msg, tr};

impl super::Area<'_> {
    /// The buttons of a board post of `g`: its Move button, and where only the app
    /// is in the game's channel, the rest of a game's steps.
    pub(crate) async fn game_buttons(&self, g: &LoadedGame, lang: Lang) -> Vec<Button> {
        let mut buttons: Vec<Button> = move_button(g, lang).into_iter().collect();
        if buttons.is_empty() || self.reach.bot_is_in(game_channel(&g.row)).await {
            return buttons;
        }
        let id = g.row.id.get();
        buttons.push(
            Button::new(
                Action::TypeMove,
                id,
                &tr!(lang, "button-type-move"),
                ButtonStyle::Secondary,
            )
            .at_ply(g.row.ply),
        );
        buttons.push(Button::new(
            Action::OfferDraw,
            id,
            &tr!(lang, "button-offer-draw"),
            ButtonStyle::Secondary,
        ));
        buttons.push(Button::new(
            Action::AskResign,
            id,
            &tr!(lang, "button-ask-resign"),
            ButtonStyle::Danger,
        ));
        buttons
    }

    /// Game `game_id` as a button of its board reaches it (even finished, which
    /// the caller is then told), refused unless the caller plays in it.
    pub(super) async fn own_game(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
    ) -> Result<LoadedGame, crate::game::Fail> {
        let g = self
            .loaded
            .pick_live_game(caller, place, Some(game_id), true)
            .await?;
        if g.color_of(caller.id).is_none() {
            return refuse(msg!("not-your-game", game = game_id));
        }
        Ok(g)
    }

    /// **Type a move**: the form, for the player to move, at the board's ply.
    pub(crate) async fn run_type_move(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
        at_ply: Option<i64>,
    ) -> Outcome {
        let g = self.own_game(caller, place, game_id).await?;
        if !g.row.is_active() || at_ply.is_some_and(|p| p != g.row.ply) {
            return refuse(msg!("form-moved-on", game = game_id));
        }
        check_to_move(&g, caller)?;
        let lang = place.lang;
        Ok(Response {
            form: Some(MoveForm {
                game_id,
                ply: g.row.ply,
                title: tr!(lang, "form-move-title", game = game_id),
                label: tr!(lang, "form-move-label"),
                placeholder: tr!(lang, "form-move-placeholder"),
            }),
            ..Response::default()
        })
    }
}
