//! `/draw`: offer a draw, accept the opponent's standing offer, or (in `wa-drops`)
//! claim an impasse. An offer lapses when the opponent moves instead of answering.

use crate::game::games::play::check_can_end;
use crate::game::{
    mention, refuse, Action, Button, ButtonStyle, LoadedGame, Outcome, Place, Reply, Response, User,
};
use crate::ids::{GameId, UserId};
use crate::store::{Ending, Finish};
use crate::{msg, tr};

impl super::Area<'_> {
    /// `/draw`: claim an impasse, accept a standing offer, or offer a draw.
    pub(crate) async fn run_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
    ) -> Outcome {
        self.draw_inner(caller, place, game_id, false).await
    }

    /// The Accept draw button: only accepts a standing offer, and disables the offer's
    /// buttons.
    pub(crate) async fn run_accept_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
    ) -> Outcome {
        let mut response = self.draw_inner(caller, place, Some(game_id), true).await?;
        response.update_origin = Some(Reply::public(tr!(
            place.guild_lang,
            "draw-offer-accepted",
            game = game_id
        )));
        Ok(response)
    }

    async fn draw_inner(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        accept_only: bool,
    ) -> Outcome {
        let g = self
            .loaded
            .pick_live_game(caller, place, game_id, false)
            .await?;
        check_can_end(&g, caller)?;
        let id = g.row.id;
        let me = g.color_of(caller.id).expect("checked: a player");
        let opponent = g.player(!me);
        if accept_only && g.row.draw_offer_by != Some(opponent) {
            return refuse(msg!(
                "draw-no-offer-from",
                opponent = mention(opponent),
                game = id
            ));
        }
        let lang = place.guild_lang;
        let (me, them) = (mention(caller.id), mention(opponent));
        if g.game.can_claim_impasse() && !accept_only {
            let text = tr!(lang, "draw-impasse", game = id, player = me);
            return self
                .end_drawn(&g, Ending::Impasse, text, opponent, lang)
                .await;
        }
        match g.row.draw_offer_by {
            Some(by) if by == opponent => {
                let text = tr!(
                    lang,
                    "draw-accepts",
                    game = id,
                    player = me,
                    opponent = them
                );
                self.end_drawn(&g, Ending::Agreement, text, opponent, lang)
                    .await
            }
            Some(_) => refuse(msg!("draw-already-offered", game = id, opponent = them)),
            None if g.row.computer_id == Some(opponent) => {
                // The computer answers at once, by its evaluation of the position.
                if self.computer_answers_draw(&g).await {
                    let text = tr!(
                        lang,
                        "draw-computer-accepts",
                        game = id,
                        player = me,
                        computer = them
                    );
                    self.end_drawn(&g, Ending::Agreement, text, caller.id, lang)
                        .await
                } else {
                    Ok(Response::reply(Reply::public(tr!(
                        lang,
                        "draw-computer-declines",
                        game = id,
                        player = me,
                        computer = them
                    ))))
                }
            }
            None => {
                if !self
                    .store()
                    .set_draw_offer(id, g.row.ply, Some(caller.id))
                    .await?
                {
                    return refuse(msg!("game-changed-look", game = id));
                }
                let offer = Reply::public(tr!(
                    lang,
                    "draw-offered",
                    game = id,
                    player = me,
                    opponent = them
                ))
                .mention(opponent)
                .with_buttons(vec![
                    Button::new(
                        Action::AcceptDraw,
                        id.get(),
                        &tr!(lang, "button-accept-draw"),
                        ButtonStyle::Primary,
                    ),
                    Button::new(
                        Action::DeclineDraw,
                        id.get(),
                        &tr!(lang, "button-decline"),
                        ButtonStyle::Secondary,
                    ),
                ]);
                Ok(Response::reply(offer))
            }
        }
    }

    async fn end_drawn(
        &self,
        g: &LoadedGame,
        ending: Ending,
        text: String,
        notify: UserId,
        lang: crate::i18n::Lang,
    ) -> Outcome {
        if !self.finish.end_game(g, &Finish::draw(ending)).await? {
            return refuse(msg!("game-changed-maybe-over", game = g.row.id));
        }
        let reply = self.finish.result_post(g, text, &[notify], lang).await?;
        Ok(Response::reply(reply))
    }

    /// The Decline button on a draw offer: only the player offered the draw.
    pub(crate) async fn run_decline_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
    ) -> Outcome {
        let g = self.game_to_end(caller, place, game_id).await?;
        match g.row.draw_offer_by {
            Some(by) if by != caller.id => {
                if !self
                    .store()
                    .set_draw_offer(game_id, g.row.ply, None)
                    .await?
                {
                    return refuse(msg!("game-changed", game = game_id));
                }
                Ok(Response {
                    update_origin: Some(Reply::public(tr!(
                        place.guild_lang,
                        "draw-declined",
                        game = game_id,
                        player = mention(caller.id)
                    ))),
                    messages: vec![],
                    ..Response::default()
                })
            }
            Some(_) => refuse(msg!("draw-own-offer")),
            None => refuse(msg!("draw-no-offer", game = game_id)),
        }
    }
}
