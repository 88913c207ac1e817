//! Finding puzzles in the games played here: every finished game, once (a row in
//! `puzzle_scans`, written with what it gave in one transaction), searched by the
//! engine's puzzle finder (`washogi_engine::puzzles`, lichess-puzzler's method) on a
//! blocking thread with one of the shared search slots; each candidate is verified
//! by the finder's second, longer search before it is kept. A server's own puzzles
//! come first in its daily puzzle.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use washogi_engine::puzzles::{find_in_game, verify, FinderSettings, Puzzle};

use crate::decide::puzzle::Glicko;
use crate::game::Fail;
use crate::ids::GameId;
use crate::store::{GameRow, PuzzleRow};

/// How the games played here are searched for puzzles.
#[derive(Clone, Debug)]
pub struct ScanSettings {
    /// Search finished games at all (the bot does; tests that do not look for
    /// puzzles leave the engine alone).
    pub enabled: bool,
    pub finder: FinderSettings,
}

impl Default for ScanSettings {
    fn default() -> Self {
        ScanSettings {
            enabled: true,
            finder: FinderSettings::default(),
        }
    }
}

/// Whether a scan runs in this process now (one at a time: it is background work).
#[derive(Default)]
pub(crate) struct Scanning(AtomicBool);

impl super::Area<'_> {
    /// Search the oldest finished game not searched yet for puzzles, if there is one
    /// this process looks after and no search runs already: how many puzzles it
    /// gave, `None` when there was nothing to do.
    pub async fn scan_for_puzzles(&self) -> Option<usize> {
        let settings = self.puzzle_scan.clone();
        if !settings.enabled {
            return None;
        }
        let scanning: Arc<Scanning> = self.scanning.clone();
        if scanning.0.swap(true, Ordering::AcqRel) {
            return None;
        }
        let found = self.scan_next(&settings.finder).await;
        scanning.0.store(false, Ordering::Release);
        match found {
            Ok(found) => found,
            Err(e) => {
                tracing::warn!(error = %e.log_text(), "searching a game for puzzles failed; it is tried again later");
                None
            }
        }
    }

    async fn scan_next(&self, finder: &FinderSettings) -> Result<Option<usize>, Fail> {
        let candidates = self.store().games_to_scan(20).await?;
        let mut next = None;
        for id in candidates {
            if let Some(row) = self.store().game(id).await? {
                if self.looks_after(row.guild_id) {
                    next = Some(row);
                    break;
                }
            }
        }
        let Some(row) = next else {
            return Ok(None);
        };
        let g = self.loaded.load(row).await?;
        let game = g.game.clone();
        let source = format!("game {}", g.row.id);
        let finder = finder.clone();
        let puzzles = self
            .engines
            .with_engine(move |engine| {
                engine.clear();
                find_in_game(engine, &game, &finder, &source)
                    .into_iter()
                    .filter(|p| verify(engine, p, &finder.verify).is_ok())
                    .collect::<Vec<Puzzle>>()
            })
            .await
            .unwrap_or_default();
        let rows: Vec<PuzzleRow> = puzzles
            .iter()
            .map(|p| row_of(p, &g.row, self.now()))
            .collect();
        self.store().scanned(g.row.id, self.now(), &rows).await?;
        Ok(Some(rows.len()))
    }
}

/// A found puzzle as the store keeps it, as the server's own.
fn row_of(p: &Puzzle, game: &GameRow, now: i64) -> PuzzleRow {
    PuzzleRow {
        id: p.id.clone(),
        variant: p.variant,
        sfen: p.sfen.clone(),
        last_move: p.last_move.clone(),
        solution: p.solution.join(" "),
        themes: p
            .themes
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(" "),
        source: p.source.clone(),
        guild_id: Some(game.guild_id),
        game_id: Some(GameId::new(game.id.get())),
        rating: p.rating,
        deviation: Glicko::START.deviation,
        volatility: Glicko::START.volatility,
        plays: 0,
        added_at: now,
    }
}
