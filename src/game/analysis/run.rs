//! Running an analysis in the background: wait for a turn (showing the place in the
//! queue), search every position not stored yet on a blocking thread (one search
//! slot per position, so the computer's moves get a core between two positions),
//! store each evaluation as it comes, edit the progress message at most every
//! `progress_every`, and finally turn it into the result.

use std::time::Instant;

use tokio::sync::mpsc::{unbounded_channel, UnboundedSender};
use washogi_engine::analysis::{evaluate, judge, AnalysisError, PositionEval, PositionSearch};
use washogi_engine::external::UsiEngine;
use washogi_engine::Engine;
use washogi_rules::Variant;

use super::evals::to_row;
use crate::game::engines::ENGINE_TABLE_MB;
use crate::game::{Fail, LoadedGame, MessageEdit, Notice};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::store::AnalysisRow;
use crate::tr;

/// Where an analysis shows how far it got.
struct ProgressMessage<'a> {
    request: &'a AnalysisRow,
    out: &'a UnboundedSender<Notice>,
    lang: Lang,
}

impl ProgressMessage<'_> {
    /// Rewrite the progress message (if it is known) with `edit`'s text and parts.
    fn show(&self, edit: MessageEdit) {
        let Some(message_id) = self.request.message_id else {
            return;
        };
        let _ = self.out.send(Notice {
            guild_id: self.request.guild_id,
            channel_id: self.request.channel_id,
            message: None,
            edit: Some(MessageEdit { message_id, ..edit }),
        });
    }

    fn say(&self, text: String) {
        self.show(MessageEdit {
            text,
            ..MessageEdit::default()
        });
    }
}

/// The engine that searches: the outside one at `outside` (started now, ended when
/// dropped), or a built-in one with its own table, kept for the whole game so that
/// what it found after a move helps it before that move.
pub(super) fn searcher(
    outside: Option<std::path::PathBuf>,
    v: &'static Variant,
) -> Result<Box<dyn PositionSearch + Send>, String> {
    Ok(match outside {
        Some(path) => Box::new(UsiEngine::start(&path, v).map_err(|e| e.to_string())?),
        None => Box::new(Engine::new(ENGINE_TABLE_MB)),
    })
}

/// "▓▓▓░░░░░░░": how far, in ten steps.
pub(super) fn progress_bar(done: usize, total: usize) -> String {
    let filled = (done * 10).checked_div(total).unwrap_or(10).min(10);
    format!("{}{}", "▓".repeat(filled), "░".repeat(10 - filled))
}

impl super::Area<'_> {
    /// Analyses asked for and not done that nobody in this process works on: after
    /// a restart the front end takes each up again ([`Area::run_analysis`]).
    pub async fn analyses_waiting(&self) -> Vec<GameId> {
        match self.store().analyses_waiting().await {
            Ok(rows) => rows
                .into_iter()
                .filter(|r| self.looks_after(r.guild_id) && !self.analyses.is_claimed(r.game_id))
                // One just asked for is about to be started by the front end that
                // answered it, once it knows its progress message.
                .filter(|r| r.message_id.is_some() || self.now() - r.requested_at > 60)
                .map(|r| r.game_id)
                .collect(),
            Err(e) => {
                tracing::error!(error = %e, "could not look for analyses to take up");
                vec![]
            }
        }
    }

    /// Run the analysis asked for game `game_id` to its end, sending to `out` what
    /// to post: edits of its progress message, and the result (the same message
    /// rewritten, or a new one when its message is unknown). Nothing if nobody asked,
    /// it is done, or this process is already on it.
    pub async fn run_analysis(&self, game_id: GameId, out: &UnboundedSender<Notice>) {
        if let Err(e) = self.run_analysis_inner(game_id, out).await {
            tracing::error!(game_id = %game_id, error = %e.log_text(), "an analysis failed; it is taken up again later");
        }
    }

    async fn run_analysis_inner(
        &self,
        game_id: GameId,
        out: &UnboundedSender<Notice>,
    ) -> Result<(), Fail> {
        let Some(_claim) = self.analyses.claim(game_id) else {
            return Ok(());
        };
        let Some(request) = self.store().analysis(game_id).await? else {
            return Ok(());
        };
        if request.finished_at.is_some() {
            return Ok(());
        }
        let Some(row) = self.store().game(game_id).await? else {
            return Ok(());
        };
        let g = self.loaded.load(row).await?;
        let lang = self.languages.server_lang(g.row.guild_id).await;
        let progress = ProgressMessage {
            request: &request,
            out,
            lang,
        };
        let known = self.known_evals(&g).await?;
        let evals = if known.iter().all(Option::is_some) {
            Ok(known.into_iter().flatten().collect())
        } else {
            let _turn = self.wait_for_turn(&g, &progress).await;
            self.search_positions(&g, known, &progress).await?
        };
        let evals = match evals {
            Ok(evals) => evals,
            Err(why) => {
                tracing::error!(game_id = %game_id, error = %why, "the engine failed in an analysis");
                // Nothing is lost: what was found is stored; the next /analyse
                // starts a new request and goes on from there.
                self.store().withdraw_analysis(game_id).await?;
                progress.say(tr!(lang, "analysis-failed", game = game_id));
                return Ok(());
            }
        };
        let analysis = judge(&g.game, &evals);
        let result = self.analysis_reply(&g, &analysis, lang).await?;
        match request.message_id {
            Some(_) => progress.show(MessageEdit {
                text: result.text,
                buttons: result.buttons,
                picture: result.picture,
                link: result.link,
                ..MessageEdit::default()
            }),
            None => {
                let _ = out.send(Notice {
                    guild_id: request.guild_id,
                    channel_id: request.channel_id,
                    message: Some(result),
                    edit: None,
                });
            }
        }
        self.store().finish_analysis(game_id, self.now()).await?;
        Ok(())
    }

    /// Wait for one of the analyses' turns, showing the place in the queue while
    /// it changes.
    async fn wait_for_turn(
        &self,
        g: &LoadedGame,
        progress: &ProgressMessage<'_>,
    ) -> Option<tokio::sync::OwnedSemaphorePermit> {
        let game_id = g.row.id;
        self.analyses.waiting.lock().unwrap().push_back(game_id);
        let turn = self.analyses.turns.clone().acquire_owned();
        tokio::pin!(turn);
        let mut shown = None;
        let permit = loop {
            let place = self.analyses.place(game_id);
            if place != shown {
                if let Some(place) = place {
                    progress.say(tr!(
                        progress.lang,
                        "analysis-waiting",
                        game = game_id,
                        place = place as i64
                    ));
                }
                shown = place;
            }
            tokio::select! {
                permit = &mut turn => break permit.ok(),
                _ = tokio::time::sleep(self.analyses.settings.progress_every) => {}
            }
        };
        self.analyses
            .waiting
            .lock()
            .unwrap()
            .retain(|&g| g != game_id);
        permit
    }

    /// Search the positions not in `known`, storing each as found: every
    /// position's evaluation, or why the engine failed.
    async fn search_positions(
        &self,
        g: &LoadedGame,
        known: Vec<Option<PositionEval>>,
        progress: &ProgressMessage<'_>,
    ) -> Result<Result<Vec<PositionEval>, String>, Fail> {
        let (found_tx, mut found) = unbounded_channel::<(usize, PositionEval, usize, usize)>();
        let slots = self.engines.slots();
        let runtime = tokio::runtime::Handle::current();
        let budget = self.analyses.settings.budget.clone();
        let game = g.game.clone();
        let outside = self.outside_engine(g.row.variant);
        let search = tokio::task::spawn_blocking(move || {
            let mut slot = runtime.block_on(slots.clone().acquire_owned()).ok();
            let mut engine = searcher(outside, game.start().variant())?;
            evaluate(engine.as_mut(), &game, &budget, &known, |p| {
                let _ = found_tx.send((p.index, p.eval.clone(), p.done, p.total));
                // Between two positions, a search that waits (the computer's move)
                // gets the core: the slots are handed out first come, first served.
                slot = None;
                slot = runtime.block_on(slots.clone().acquire_owned()).ok();
            })
            .map_err(|e: AnalysisError| e.to_string())
        });
        let v = g.game.start().variant();
        let engine = self.analysis_engine(g.row.variant);
        let every = self.analyses.settings.progress_every;
        let mut last_shown: Option<Instant> = None;
        while let Some((index, eval, done, total)) = found.recv().await {
            self.store()
                .save_position_eval(&to_row(v, g.row.id, &engine, index, &eval))
                .await?;
            if last_shown.is_none_or(|t| t.elapsed() >= every) {
                last_shown = Some(Instant::now());
                progress.say(tr!(
                    progress.lang,
                    "analysis-progress",
                    game = g.row.id,
                    done = done as i64,
                    total = total as i64,
                    bar = progress_bar(done, total)
                ));
            }
        }
        Ok(match search.await {
            Ok(result) => result,
            Err(e) => Err(format!("the analysis thread failed: {e}")),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::progress_bar;

    #[test]
    fn the_bar_fills_in_tenths() {
        assert_eq!(progress_bar(0, 120), "░░░░░░░░░░");
        assert_eq!(progress_bar(37, 120), "▓▓▓░░░░░░░");
        assert_eq!(progress_bar(120, 120), "▓▓▓▓▓▓▓▓▓▓");
        assert_eq!(progress_bar(0, 0), "▓▓▓▓▓▓▓▓▓▓");
    }
}
