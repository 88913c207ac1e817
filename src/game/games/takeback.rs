//! `/takeback`: among friends, a misclick is forgiven. In an unrated game a player
//! asks the opponent (Accept / Decline buttons) to undo their last move, or, when the
//! opponent has already replied, their last move and the reply. Granting winds the
//! game back in one transaction guarded by the ply the request was made at, so a
//! move played meanwhile makes the request lapse; the clock starts again. Against
//! the computer the request is granted at once.

use crate::decide::clock::LiveClock;
use crate::game::words::status_line;
use crate::game::{
    mention, refuse, Action, Button, ButtonStyle, LoadedGame, Outcome, Place, Reply, Response,
    User, DAY,
};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::rules::usi;
use crate::store::TakebackRow;
use crate::{msg, tr};

impl super::Area<'_> {
    /// `/takeback`: ask to undo the caller's last move (and the reply to it, if the
    /// opponent has moved since).
    pub(crate) async fn run_takeback(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
    ) -> Outcome {
        let g = self.loaded.pick_active_game(caller, place, game_id).await?;
        let id = g.row.id;
        let Some(me) = g.color_of(caller.id) else {
            return refuse(msg!("not-your-game", game = id));
        };
        if g.row.rated || g.row.ladder {
            return refuse(msg!("takeback-rated", game = id));
        }
        if self.store().board_of_game(id).await?.is_some() {
            return refuse(msg!("takeback-tournament", game = id));
        }
        // Whoever moved last asks for one move back; the player to move asks for
        // their own last move and the opponent's reply.
        let plies = if g.position().side_to_move() == me {
            2
        } else {
            1
        };
        if g.row.ply < plies {
            return refuse(msg!("takeback-nothing", game = id));
        }
        let lang = place.guild_lang;
        let opponent = g.player(!me);
        let request = TakebackRow {
            game_id: id,
            requester_id: caller.id,
            at_ply: g.row.ply,
            plies,
            created_at: self.now(),
        };
        let what = Self::undone_words(&g, plies, lang);
        if g.row.computer_id == Some(opponent) {
            // The computer never minds.
            if !self.store().request_takeback(&request).await? {
                return refuse(msg!("game-changed-look", game = id));
            }
            let headline = tr!(
                lang,
                "takeback-computer",
                game = id,
                player = mention(caller.id),
                what = what,
                computer = mention(opponent)
            );
            return match self.grant(&g, &request, headline, lang).await? {
                Some(reply) => Ok(Response::reply(reply)),
                // The computer answered between the request and its grant: nothing
                // went back, and the player is told so (never an empty answer).
                None => refuse(msg!("takeback-computer-moved", game = id)),
            };
        }
        if let Some(standing) = self.store().takeback(id).await? {
            if standing.at_ply == g.row.ply {
                return refuse(if standing.requester_id == caller.id {
                    msg!(
                        "takeback-already-asked",
                        opponent = mention(opponent),
                        game = id
                    )
                } else {
                    msg!(
                        "takeback-asked-you",
                        opponent = mention(opponent),
                        game = id
                    )
                });
            }
        }
        if !self.store().request_takeback(&request).await? {
            return refuse(msg!("game-changed-look", game = id));
        }
        let ask = Reply::public(tr!(
            lang,
            "takeback-asks",
            game = id,
            player = mention(caller.id),
            what = what,
            opponent = mention(opponent)
        ))
        .mention(opponent)
        .with_buttons(vec![
            Button::new(
                Action::AcceptTakeback,
                id.get(),
                &tr!(lang, "button-take-back"),
                ButtonStyle::Primary,
            )
            .at_ply(g.row.ply),
            Button::new(
                Action::DeclineTakeback,
                id.get(),
                &tr!(lang, "button-decline"),
                ButtonStyle::Secondary,
            )
            .at_ply(g.row.ply),
        ]);
        Ok(Response::reply(ask))
    }

    /// The Take back / Decline buttons of a request made at `at_ply`. The opponent
    /// answers it; the player who asked may withdraw it with Decline.
    pub(crate) async fn run_answer_takeback(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
        at_ply: Option<i64>,
        accept: bool,
    ) -> Outcome {
        let g = self
            .loaded
            .pick_live_game(caller, place, Some(game_id), false)
            .await?;
        let Some(me) = g.color_of(caller.id) else {
            return refuse(msg!("takeback-players-only", game = game_id));
        };
        let lang = place.guild_lang;
        let lapsed = || {
            Ok(Response {
                update_origin: Some(Reply::public(tr!(lang, "takeback-lapsed", game = game_id))),
                ..Response::default()
            })
        };
        if !g.row.is_active() {
            return refuse(msg!("game-already-over", game = game_id));
        }
        let request = match self.store().takeback(game_id).await? {
            // (The console names no ply: it answers the request standing now.)
            Some(r) if at_ply.is_none_or(|p| p == r.at_ply) && r.at_ply == g.row.ply => r,
            _ => return lapsed(),
        };
        let opponent = g.player(!me);
        if request.requester_id == caller.id {
            if accept {
                return refuse(msg!("takeback-own", opponent = mention(opponent)));
            }
            if !self.store().drop_takeback(game_id, request.at_ply).await? {
                return lapsed();
            }
            return Ok(Response {
                update_origin: Some(Reply::public(tr!(
                    lang,
                    "takeback-withdrawn",
                    game = game_id,
                    player = mention(caller.id)
                ))),
                ..Response::default()
            });
        }
        if !accept {
            if !self.store().drop_takeback(game_id, request.at_ply).await? {
                return lapsed();
            }
            return Ok(Response {
                update_origin: Some(Reply::public(tr!(
                    lang,
                    "takeback-declined",
                    game = game_id,
                    player = mention(caller.id)
                ))),
                ..Response::default()
            });
        }
        let what = Self::undone_words(&g, request.plies, lang);
        let headline = tr!(
            lang,
            "takeback-agreed",
            game = game_id,
            player = mention(caller.id),
            requester = mention(request.requester_id),
            what = what
        );
        let Some(board) = self.grant(&g, &request, headline, lang).await? else {
            return lapsed();
        };
        Ok(Response {
            update_origin: Some(Reply::public(tr!(
                lang,
                "takeback-agreed-by",
                game = game_id,
                player = mention(caller.id)
            ))),
            messages: vec![board],
            ..Response::default()
        })
    }

    /// Wind the game back as `request` asks and post the position again, headed by
    /// `headline`; `None` when the game moved on first and nothing was wound back.
    async fn grant(
        &self,
        g: &LoadedGame,
        request: &TakebackRow,
        headline: String,
        lang: Lang,
    ) -> Result<Option<Reply>, crate::game::Fail> {
        let id = g.row.id;
        let back_to = request.at_ply - request.plies;
        let sfen = if back_to == 0 {
            g.row.start_sfen.clone()
        } else {
            match self.store().sfen_after(id, back_to).await? {
                Some(sfen) => sfen,
                None => return refuse(msg!("takeback-record-missing", game = id)),
            }
        };
        let now = self.now();
        // The player to move afterwards is always a person: the one who asked. In a
        // live game the clocks go back to what they were there, that player's running
        // from now.
        let (deadline, clock) = match g.row.time_control {
            Some(control) => {
                let left = self.store().move_clocks(id).await?;
                // Who moved first: the side to move now, or the other after an odd
                // number of moves.
                let now = g.position().side_to_move();
                let first = if g.row.ply % 2 == 0 { now } else { !now };
                let clock =
                    LiveClock::restored(control, &left, first, back_to as usize, self.now_ms());
                let to_move = if back_to % 2 == 0 { first } else { !first };
                (None, Some((clock, clock.flag_at(to_move))))
            }
            None => (Some(now + g.row.days_per_move * DAY), None),
        };
        if !self
            .store()
            .grant_takeback(request, &sfen, deadline, clock, now)
            .await?
        {
            return Ok(None);
        }
        let Some(row) = self.store().game(id).await? else {
            return refuse(msg!("takeback-game-gone", game = id));
        };
        let back = self.loaded.load(row).await?;
        let mut reply = Reply::public(format!(
            "{headline}\n{}",
            status_line(&back.row, back.position(), lang)
        ))
        .mention(back.to_move());
        reply.picture = self.pictures.picture(&back, false).await?;
        reply.buttons.extend(self.game_buttons(&back, lang).await);
        Ok(Some(reply))
    }

    /// "their last move (7g7f)" or "their move (7g7f) and @bob's reply (3c3d)".
    fn undone_words(g: &LoadedGame, plies: i64, lang: Lang) -> String {
        // The loaded game already holds its moves: no need to read them again.
        let variant = g.position().variant();
        let moves = g.game.moves();
        let usi_of = |back: usize| {
            moves
                .len()
                .checked_sub(back)
                .and_then(|i| moves.get(i))
                .map(|&m| format!("`{}`", usi::to_usi(variant, m)))
                .unwrap_or_default()
        };
        if plies == 1 {
            tr!(lang, "takeback-last-move", usi = usi_of(1))
        } else {
            let replier = g.player(!g.position().side_to_move());
            tr!(
                lang,
                "takeback-move-and-reply",
                usi = usi_of(2),
                replier = mention(replier),
                reply = usi_of(1)
            )
        }
    }
}
