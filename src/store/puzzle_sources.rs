//! What the puzzle finder reads (`washogi-bot puzzles generate
//! --from-db`): the finished games of one game kind, from every server, each with
//! its start position and moves.

use washogi_rules::VariantId;

use super::backend::on;
use super::{Result, Store};
use crate::ids::GameId;

/// A finished game as the puzzle finder reads it: its start SFEN and its moves in
/// USI, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSource {
    pub game_id: GameId,
    pub start_sfen: String,
    pub moves: Vec<String>,
}

impl Store {
    /// Every finished game of `variant`, whatever its server, oldest first, with its
    /// moves (read game by game: one game's moves at a time in memory besides the
    /// list).
    pub async fn finished_games_for_puzzles(
        &self,
        variant: VariantId,
    ) -> Result<Vec<PuzzleSource>> {
        let games: Vec<(GameId, String)> = on!(self, |pool| sqlx::query_as(
            "SELECT id, start_sfen FROM games WHERE status = 'finished' AND variant = $1 \
             ORDER BY id"
        )
        .bind(variant.id())
        .fetch_all(pool)
        .await)?;
        let mut sources = Vec::with_capacity(games.len());
        for (game_id, start_sfen) in games {
            let moves: Vec<String> = on!(self, |pool| sqlx::query_scalar(
                "SELECT usi FROM moves WHERE game_id = $1 ORDER BY ply"
            )
            .bind(game_id)
            .fetch_all(pool)
            .await)?;
            sources.push(PuzzleSource {
                game_id,
                start_sfen,
                moves,
            });
        }
        Ok(sources)
    }
}
