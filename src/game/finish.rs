//! The end of a game, in one place. Every way a game ends comes here: a move that
//! mates or leaves the opponent without a move (its result written with the move),
//! a resignation, a draw, a loss on time, a round's adjudication. Here the result is
//! written (guarded by the game's ply: of two racing ends, one wins), settled once
//! (ratings and the ladder: the store's `settle_game`, claimed by one process), and
//! announced: the result post, with what the settlement changed, the hints taken in
//! a game against the computer, the result buttons and the final board. A
//! tournament's board takes the game's result when the tournament sweep next runs.
//!
//! Below the areas that end games (games, tournaments, the sweeps): this module
//! calls nothing of theirs.

use crate::decide::clock::{flag_finish, Speed};
use crate::game::words::{rating_shown, speed_name};
use crate::game::PageOf;
use crate::game::{mention, variant_name, Fail, LoadedGame, Reply};
use crate::i18n::Lang;
use crate::ids::{GameId, UserId};
use crate::rules::Color;
use crate::store::{Ending, Finish, Settlement};
use crate::tr;

crate::game::area! {
    /// The end of every game, whichever path ends it: the result written, settled
    /// once (ratings, ladder, tournament) and announced.
    {
        pictures: crate::game::pictures::Area<'s>,
    }
}

impl Area<'_> {
    /// Write `finish` as the result of `g`, as of its ply: false when the game was no
    /// longer active there (someone or something else ended it first).
    pub(crate) async fn end_game(&self, g: &LoadedGame, finish: &Finish) -> Result<bool, Fail> {
        Ok(self
            .store()
            .finish_game(g.row.id, g.row.ply, finish, self.now())
            .await?)
    }

    /// The post announcing the end of `g`, whose result is written: `text`, then what
    /// settling it changed, pinging `mentions`, with the result buttons and the final
    /// board.
    pub(crate) async fn result_post(
        &self,
        g: &LoadedGame,
        mut text: String,
        mentions: &[UserId],
        lang: Lang,
    ) -> Result<Reply, Fail> {
        if let Some(settled) = self.settle_and_count(g.row.id, lang).await {
            text.push('\n');
            text.push_str(&settled);
        }
        let mut reply = Reply::public(text);
        for user in mentions {
            reply = reply.mention(*user);
        }
        let mut reply = reply.with_result_buttons(g.row.id, lang);
        reply.picture = self.pictures.picture(g, false).await?;
        reply.link = self
            .page_link(g.row.guild_id, PageOf::Game(g.row.id), lang)
            .await;
        Ok(reply)
    }

    /// End an overdue game on time (the player to move loses) and say so in `lang`;
    /// `None` when it was no longer active at that ply (someone else ended it first).
    pub(crate) async fn end_on_time(
        &self,
        g: &LoadedGame,
        late_mover: Option<UserId>,
        lang: Lang,
    ) -> Result<Option<Reply>, Fail> {
        let loser = g.position().side_to_move();
        let ended = if g.row.time_control.is_some() {
            self.flag_out(g, loser, self.now_ms()).await?
        } else {
            self.end_game(g, &Finish::win(!loser, Ending::Timeout))
                .await?
                .then_some(false)
        };
        let Some(aborted) = ended else {
            return Ok(None);
        };
        Ok(Some(
            self.announce_time_loss(g, late_mover, aborted, lang)
                .await?,
        ))
    }

    /// End live game `g` whose player to move, `loser`, let its flag fall before
    /// `at_ms`: as of the flag, on time, or aborted if that side never moved (see
    /// [`flag_finish`]; a tournament's game is never aborted, as its board needs a
    /// result). `None` when it was no longer active at its ply (the sweep or a move
    /// ended it first); else whether it was aborted.
    pub(crate) async fn flag_out(
        &self,
        g: &LoadedGame,
        loser: Color,
        at_ms: i64,
    ) -> Result<Option<bool>, Fail> {
        let may_abort = self.store().board_of_game(g.row.id).await?.is_none();
        let finish = flag_finish(loser, g.row.ply, may_abort);
        let ended = self
            .store()
            .flag_game(g.row.id, g.row.ply, at_ms, finish.as_ref())
            .await?;
        Ok(ended.then_some(finish.is_none()))
    }

    /// "… did not move in time and loses on time" (or "… is aborted"), for `g` as
    /// stored after it ended on time; `late_mover` is the player whose move came too
    /// late, if one did.
    pub(crate) async fn timeout_announcement(
        &self,
        g: &LoadedGame,
        late_mover: Option<UserId>,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let aborted = g.row.ending == Some(Ending::Aborted);
        self.announce_time_loss(g, late_mover, aborted, lang).await
    }

    /// The post for a game `g` (as loaded before or after it ended) that its player
    /// to move lost on time, or that was `aborted` instead.
    async fn announce_time_loss(
        &self,
        g: &LoadedGame,
        late_mover: Option<UserId>,
        aborted: bool,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let loser = g.position().side_to_move();
        let (loser_id, winner_id) = (g.player(loser), g.player(!loser));
        if aborted {
            let text = tr!(
                lang,
                "timeout-aborted",
                game = g.row.id,
                player = mention(loser_id)
            );
            return self
                .result_post(g, text, &[winner_id, loser_id], lang)
                .await;
        }
        let what = match late_mover {
            Some(_) => tr!(lang, "timeout-too-late", loser = mention(loser_id)),
            None => tr!(lang, "timeout-no-move", loser = mention(loser_id)),
        };
        let text = tr!(
            lang,
            "timeout",
            game = g.row.id,
            what = what,
            winner = mention(winner_id)
        );
        self.result_post(g, text, &[winner_id, loser_id], lang)
            .await
    }

    /// What a result post says after the result: the ratings and the ladder
    /// (see [`Area::settle`]), and in a game against the computer how many hints
    /// the person took.
    async fn settle_and_count(&self, game_id: GameId, lang: Lang) -> Option<String> {
        let settled = self.settle(game_id, lang).await;
        let hints = match self.store().hints_taken(game_id).await {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(error = %e, game_id = %game_id, "could not count the hints");
                0
            }
        };
        let counted = (hints > 0).then(|| tr!(lang, "hints-taken", hints = hints));
        match (settled, counted) {
            (Some(s), Some(c)) => Some(format!("{s}\n{c}")),
            (s, c) => s.or(c),
        }
    }

    /// Settle a finished game (ratings, ladder) once; the sentence to announce, if any,
    /// in `lang`.
    async fn settle(&self, game_id: GameId, lang: Lang) -> Option<String> {
        match self.store().settle_game(game_id).await {
            Ok(Some(s)) => Some(settlement_text(&s, lang)).filter(|t| !t.is_empty()),
            Ok(None) => None,
            Err(e) => {
                // The clock sweep settles it later.
                tracing::error!(error = %e, game_id = %game_id, "settling a game failed");
                None
            }
        }
    }

    /// Settle finished games that a crash left unsettled.
    pub(crate) async fn settle_pending(&self) {
        if let Ok(ids) = self.store().unsettled_games().await {
            for id in ids {
                self.settle(id, Lang::En).await;
            }
        }
    }
}

/// "Shogi ratings: @a 1512 (+12), @b 1488 (−12). @a takes place 3 from @b."
/// A live game's ratings name their pool: "Shogi · blitz ratings: …".
fn settlement_text(s: &Settlement, lang: Lang) -> String {
    let variant = variant_name(s.game.variant, lang);
    let mut parts = Vec::new();
    if let Some((sente, gote)) = &s.ratings {
        let pool = match sente.speed {
            Speed::Correspondence => variant.clone(),
            speed => tr!(
                lang,
                "rating-pool",
                variant = &variant,
                speed = speed_name(speed, lang)
            ),
        };
        parts.push(tr!(
            lang,
            "settled-ratings",
            variant = &pool,
            sente = mention(sente.user_id),
            sente_rating = rating_shown(sente),
            gote = mention(gote.user_id),
            gote_rating = rating_shown(gote)
        ));
    }
    if let Some((winner, place, loser)) = s.ladder_swap {
        parts.push(tr!(
            lang,
            "settled-ladder",
            winner = mention(winner),
            place = place,
            variant = &variant,
            loser = mention(loser)
        ));
    }
    parts.join(" ")
}
