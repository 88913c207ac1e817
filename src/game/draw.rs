//! `/draw`: offer a draw, accept the opponent's standing offer, or (in `wa-drops`)
//! claim an impasse. An offer lapses when the opponent moves instead of answering.

use super::play::check_can_end;
use super::{
    mention, refuse, Action, Button, ButtonStyle, LoadedGame, Outcome, Place, Reply, Response,
    Service, User,
};
use crate::store::{Ending, Finish};

impl Service {
    /// `/draw`: claim an impasse, accept a standing offer, or offer a draw.
    pub(crate) async fn run_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
    ) -> Outcome {
        self.draw_inner(caller, place, game_id, false).await
    }

    /// The Accept draw button: only accepts a standing offer, and disables the offer's
    /// buttons.
    pub(crate) async fn run_accept_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: i64,
    ) -> Outcome {
        let mut response = self.draw_inner(caller, place, Some(game_id), true).await?;
        response.update_origin = Some(Reply::public(format!(
            "**Game #{game_id}** · draw offer accepted."
        )));
        Ok(response)
    }

    async fn draw_inner(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
        accept_only: bool,
    ) -> Outcome {
        let g = self.pick_live_game(caller, place, game_id, false).await?;
        check_can_end(&g, caller)?;
        let id = g.row.id;
        let me = g.color_of(caller.id).expect("checked: a player");
        let opponent = g.player(!me);
        if accept_only && g.row.draw_offer_by != Some(opponent) {
            return refuse(format!(
                "There is no draw offer from {} standing in game #{id}.",
                mention(opponent)
            ));
        }
        if g.game.can_claim_impasse() && !accept_only {
            return self
                .end_drawn(&g, Ending::Impasse, format!(
                    "**Game #{id}** · {} claims a draw by impasse: both Crane Kings stand in their promotion zones. The game is a **draw**.",
                    mention(caller.id)
                ), opponent)
                .await;
        }
        match g.row.draw_offer_by {
            Some(by) if by == opponent => {
                self.end_drawn(&g, Ending::Agreement, format!(
                    "**Game #{id}** · {} accepts {}'s draw offer. The game is a **draw**.",
                    mention(caller.id),
                    mention(opponent)
                ), opponent)
                .await
            }
            Some(_) => refuse(format!(
                "You have already offered a draw in game #{id}; it stands until {} answers or moves.",
                mention(opponent)
            )),
            None if g.row.computer_id == Some(opponent) => {
                // The computer answers at once, by its evaluation of the position.
                if self.computer_answers_draw(&g).await {
                    self.end_drawn(&g, Ending::Agreement, format!(
                        "**Game #{id}** · {} offers a draw and 🤖 {} accepts. The game is a **draw**.",
                        mention(caller.id),
                        mention(opponent)
                    ), caller.id)
                    .await
                } else {
                    Ok(Response::reply(Reply::public(format!(
                        "**Game #{id}** · {} offers a draw; 🤖 {} declines and plays on.",
                        mention(caller.id),
                        mention(opponent)
                    ))))
                }
            }
            None => {
                if !self.store().set_draw_offer(id, g.row.ply, Some(caller.id)).await? {
                    return refuse(format!("Game #{id} changed in the meantime; look at /board and try again."));
                }
                let offer = Reply::public(format!(
                    "**Game #{id}** · {} offers a draw. {}, accept with the button or /draw; moving instead declines it.",
                    mention(caller.id),
                    mention(opponent)
                ))
                .mention(opponent)
                .with_buttons(vec![
                    Button::new(Action::AcceptDraw, id, "Accept draw", ButtonStyle::Primary),
                    Button::new(Action::DeclineDraw, id, "Decline", ButtonStyle::Secondary),
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
        notify: i64,
    ) -> Outcome {
        let finish = Finish::draw(ending);
        if !self
            .store()
            .finish_game(g.row.id, g.row.ply, &finish, self.now())
            .await?
        {
            return refuse(format!(
                "Game #{} changed in the meantime; it may already be over.",
                g.row.id
            ));
        }
        let settled = self
            .settle(g.row.id)
            .await
            .map(|t| format!("\n{t}"))
            .unwrap_or_default();
        let mut reply = Reply::public(text + &settled)
            .mention(notify)
            .with_replay_button(g.row.id);
        reply.picture = self.picture(g, false).await?;
        Ok(Response::reply(reply))
    }

    /// The Decline button on a draw offer: only the player offered the draw.
    pub(crate) async fn run_decline_draw(
        &self,
        caller: &User,
        place: Place,
        game_id: i64,
    ) -> Outcome {
        let g = self
            .pick_live_game(caller, place, Some(game_id), false)
            .await?;
        check_can_end(&g, caller)?;
        match g.row.draw_offer_by {
            Some(by) if by != caller.id => {
                if !self
                    .store()
                    .set_draw_offer(game_id, g.row.ply, None)
                    .await?
                {
                    return refuse(format!("Game #{game_id} changed in the meantime."));
                }
                Ok(Response {
                    update_origin: Some(Reply::public(format!(
                        "**Game #{game_id}** · {} declined the draw offer; play on.",
                        mention(caller.id)
                    ))),
                    messages: vec![],
                    ..Response::default()
                })
            }
            Some(_) => refuse("That is your own offer; it stands until your opponent answers."),
            None => refuse(format!(
                "There is no draw offer standing in game #{game_id}."
            )),
        }
    }
}
