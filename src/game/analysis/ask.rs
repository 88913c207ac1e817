//! Asking for an analysis (`/analyse`, the Analyse button on a result post) and
//! looking at one of its worst moves (the buttons under the result).

use crate::ids::MessageId;
use washogi_engine::analysis::positions_to_search;

use super::run::progress_bar;
use crate::game::{refuse, Effect, Outcome, Place, Reply, Response, User};
use crate::ids::GameId;
use crate::store::{AnalysisAsked, AnalysisRow};
use crate::{msg, tr};

impl super::Area<'_> {
    /// `/analyse [game]`: a finished game's analysis, at once if it is stored, else
    /// asked for: the answer is its progress message, and the front end runs it
    /// ([`Effect::Analyse`]). Anyone in the game's server may ask; a game still
    /// being played is refused (no help during a game).
    pub(crate) async fn run_analyse(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
    ) -> Outcome {
        let g = self.loaded.pick_game(caller, place, game_id, true).await?;
        let id = g.row.id;
        if g.row.is_active() {
            return refuse(msg!("analysis-game-ongoing", game = id));
        }
        if g.game.moves().is_empty() {
            return refuse(msg!("analysis-no-moves", game = id));
        }
        let lang = place.guild_lang;
        if let Some(analysis) = self.stored_analysis(&g).await? {
            let reply = self.analysis_reply(&g, &analysis, lang).await?;
            return Ok(Response::reply(reply));
        }
        let request = AnalysisRow {
            game_id: id,
            requested_by: caller.id,
            requested_at: self.now(),
            guild_id: g.row.guild_id,
            channel_id: place.channel,
            message_id: None,
            finished_at: None,
        };
        match self.store().ask_for_analysis(&request).await? {
            AnalysisAsked::New => {}
            // Done before, but its evaluations are not all there (another engine
            // serves this game now): asked again.
            AnalysisAsked::Before(before) if before.finished_at.is_some() => {
                self.store().renew_analysis(&request).await?;
            }
            AnalysisAsked::Before(before) => {
                return refuse(msg!(
                    "analysis-already-running",
                    game = id,
                    channel = crate::game::text::channel(before.channel_id)
                ));
            }
        }
        let text = match self.analyses.next_place() {
            0 => {
                let total = positions_to_search(&g.game);
                let done = self
                    .known_evals(&g)
                    .await?
                    .iter()
                    .filter(|e| e.is_some())
                    .count();
                tr!(
                    lang,
                    "analysis-progress",
                    game = id,
                    done = done as i64,
                    total = total as i64,
                    bar = progress_bar(done, total)
                )
            }
            place_in_queue => tr!(
                lang,
                "analysis-waiting",
                game = id,
                place = place_in_queue as i64
            ),
        };
        let mut response = Response::reply(Reply::public(text));
        response.effects.push(Effect::Analyse { game_id: id });
        Ok(response)
    }

    /// A worst-move button: that move's position, the move played and the engine's
    /// best, and the engine's line in words.
    pub(crate) async fn run_worst_move(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
        ply: Option<i64>,
    ) -> Outcome {
        let g = self
            .loaded
            .pick_game(caller, place, Some(game_id), true)
            .await?;
        let Some(analysis) = self.stored_analysis(&g).await? else {
            return refuse(msg!("analysis-missing", game = game_id));
        };
        let found = ply.and_then(|ply| analysis.plies.iter().find(|p| p.ply as i64 == ply));
        let Some(judged) = found else {
            return refuse(msg!("button-unknown"));
        };
        let reply = self
            .worst_move_reply(&g, judged, caller.id, place.guild_lang)
            .await?;
        Ok(Response::reply(reply))
    }

    /// Remember where an analysis shows its progress: the front end tells, once
    /// the message that answered [`Effect::Analyse`] is posted.
    pub async fn set_analysis_message(
        &self,
        game_id: GameId,
        channel_id: crate::ids::ChannelId,
        message_id: MessageId,
    ) {
        if let Err(e) = self
            .store()
            .set_analysis_message(game_id, channel_id, message_id)
            .await
        {
            tracing::warn!(error = %e, game_id = %game_id, "could not remember the analysis message");
        }
    }
}
