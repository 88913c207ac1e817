//! `/hint`: the engine's suggestion for the player's move, in a game against the
//! computer only (between people it would be help from outside). Each hint is
//! counted, and the game's result says how many were taken.

use washogi_engine::analysis::{win_chance, PositionSearch};
use washogi_engine::Score;

use crate::commands::HintOptions;
use crate::game::words::move_words;
use crate::game::{
    piece_style, plate_language, refuse, Attachment, Outcome, Place, Reply, Response, User,
};
use crate::render::{render_position, Arrow, ArrowKind, RenderOptions};
use crate::store::HintRow;
use crate::{msg, tr};

impl super::Area<'_> {
    /// `/hint [game]`.
    pub(crate) async fn run_hint(&self, caller: &User, place: Place, o: HintOptions) -> Outcome {
        let g = self.loaded.pick_active_game(caller, place, o.game).await?;
        let id = g.row.id;
        if g.row.computer_id.is_none() {
            return refuse(msg!("hint-people-only", game = id));
        }
        if !g.row.has_player(caller.id) {
            return refuse(msg!("hint-not-your-game", game = id));
        }
        if g.to_move() != caller.id {
            return refuse(msg!("hint-not-your-turn", game = id));
        }
        let game = g.game.clone();
        let budget = self.analyses.settings.hint_budget.clone();
        let now = game.moves().len();
        let found = match self.outside_engine(g.row.variant) {
            Some(path) => {
                let _slot = self.engines.slot().await;
                tokio::task::spawn_blocking(move || {
                    super::run::searcher(Some(path), game.start().variant())?
                        .search_position(&game, now, &budget)
                        .map_err(|e| e.to_string())
                })
                .await
                .map_err(|e| e.to_string())
                .and_then(|r| r)
            }
            None => self
                .engines
                .with_engine(move |engine| engine.search_position(&game, now, &budget))
                .await
                .ok_or_else(|| "the engine's thread failed".to_string())
                .and_then(|r| r.map_err(|e| e.to_string())),
        };
        let found = match found {
            Ok(found) => found,
            Err(why) => {
                tracing::error!(game_id = %id, error = %why, "a hint's search failed");
                return refuse(msg!("hint-failed"));
            }
        };
        let Some(best) = found.best else {
            return refuse(msg!("hint-failed"));
        };
        self.store()
            .take_hint(&HintRow {
                game_id: id,
                ply: g.row.ply,
                user_id: caller.id,
                created_at: self.now(),
            })
            .await?;
        let lang = place.lang;
        let pos = g.position().clone();
        let previous_to = g.game.last_move().map(|m| m.to());
        let v = pos.variant();
        let mut text = tr!(
            lang,
            "hint-move",
            game = id,
            best = move_words(&pos, best, previous_to, lang),
            win = win_chance(v, found.score).round() as i64
        );
        if let Score::Mate(n) = found.score {
            if n > 0 {
                text.push('\n');
                text.push_str(&tr!(lang, "hint-mate", moves = i64::from(n)));
            }
        }
        let mut reply = Reply::private(text);
        // A live game's hint shows its clocks, as every board of the game does.
        let (sente_clock, gote_clock) = self.pictures.plate_clocks(&g);
        let options = RenderOptions {
            flipped: pos.side_to_move() == washogi_rules::Color::Gote,
            style: piece_style(self.pictures.pieces_for(caller.id, g.row.guild_id).await?),
            last_move: g.game.last_move(),
            sente_name: Some(self.name_of(g.row.sente_id).await?),
            gote_name: Some(self.name_of(g.row.gote_id).await?),
            language: plate_language(place.guild_lang),
            arrows: vec![Arrow {
                mv: best,
                kind: ArrowKind::Best,
            }],
            sente_clock,
            gote_clock,
            marks: Default::default(),
        };
        let png = self
            .pictures
            .draw_picture(move || render_position(&pos, &options))
            .await;
        reply.picture = png.map(|bytes| Attachment {
            filename: format!("game-{}-hint-{}.png", id, g.row.ply),
            bytes,
        });
        Ok(Response::reply(reply))
    }
}
