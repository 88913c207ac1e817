//! A round deadline (`/tournament create round-days:`): when it passes, every game
//! of the round still being played is adjudicated, so that a slow board cannot hold
//! up the whole event. The rule (README, "Tournaments"): the built-in engine
//! searches the position at the analysis budget; the player to move wins with a win
//! chance of 75 % or more, loses with 25 % or less, and otherwise the game is drawn
//! (`decide::tournament::adjudicate`). Each game is ended by the same guarded write
//! as a move (at its ply, while active), so a move that lands first wins the race
//! and two processes never adjudicate a game twice.

use washogi_engine::analysis::win_chance;

use crate::decide::tournament::adjudicate;
use crate::domain::TournamentStatus;
use crate::game::text::mention;
use crate::game::{game_channel, Fail, Notice};
use crate::store::TournamentRow;
use crate::tr;

impl super::Area<'_> {
    /// Whether the tournament's round deadline has passed.
    pub(super) fn round_deadline_passed(&self, t: &TournamentRow) -> bool {
        t.status == TournamentStatus::Running && t.round_deadline.is_some_and(|d| d <= self.now())
    }

    /// Adjudicate every game of the current round that is still being played:
    /// their result posts.
    pub(super) async fn adjudicate_round(&self, t: &TournamentRow) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        for b in self.store().boards(t.id).await? {
            if b.round != t.round || b.result.is_some() {
                continue;
            }
            let Some(game_id) = b.game_id else { continue };
            let Some(row) = self.store().game(game_id).await? else {
                continue;
            };
            if !row.is_active() {
                continue;
            }
            let g = self.loaded.load(row).await?;
            let searched = self.analysis.evaluate_last(&g.game).await;
            let Some(Ok(eval)) = searched else {
                // Tried again at the next sweep.
                tracing::error!(game_id = %game_id, "could not adjudicate a tournament game");
                continue;
            };
            let to_move = g.position().side_to_move();
            let chance = win_chance(g.position().variant(), eval.score);
            let finish = adjudicate(to_move, chance);
            if !self.finish.end_game(&g, &finish).await? {
                continue;
            }
            let lang = self.languages.server_lang(t.guild_id).await;
            let verdict = match finish.result.winner() {
                None => tr!(lang, "tournament-adjudicated-draw"),
                Some(winner) => tr!(
                    lang,
                    "tournament-adjudicated-win",
                    winner = mention(g.player(winner))
                ),
            };
            let text = tr!(
                lang,
                "tournament-adjudicated",
                game = g.row.id,
                name = t.name.as_str(),
                verdict = verdict,
                mover = mention(g.player(to_move)),
                chance = chance.round() as i64
            );
            let players = [g.row.sente_id, g.row.gote_id];
            let message = self.finish.result_post(&g, text, &players, lang).await?;
            notices.push(Notice {
                guild_id: g.row.guild_id,
                channel_id: game_channel(&g.row),
                message: Some(message),
                edit: None,
            });
        }
        Ok(notices)
    }
}
