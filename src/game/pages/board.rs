//! A game's board at any move, and its records (KIF, SFEN, USI, an animated GIF),
//! for its page.

use super::{Names, PageResult};
use crate::game::analysis::kif_notes;
use crate::game::export::{
    kif_date, kif_record, replay_result, usi_record, RecordClock, RecordEnd,
};
use crate::game::{piece_style, plate_language};
use crate::i18n::Lang;
use crate::render::{render_replay, ReplayOptions};
use crate::rules::{usi, Move, Position};
use crate::store::Pieces;

/// The position after a move of a game, as its page draws it.
#[derive(Clone, Debug)]
pub struct BoardView {
    pub position: Position,
    /// Move `ply`, highlighted (none at the start).
    pub last_move: Option<Move>,
    pub ply: i64,
    /// Drawn with gote at the bottom unless the reader asks otherwise (a puzzle
    /// of gote's).
    pub flipped: bool,
    pub sente_name: String,
    pub gote_name: String,
    pub lang: Lang,
    /// The server's default pieces.
    pub pieces: Pieces,
    /// Whether the game is over: its boards never change again.
    pub finished: bool,
}

/// A record of a game to download.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    Kif,
    /// The position after a move (the current one when `None`).
    Sfen(Option<i64>),
    Usi,
    Gif,
}

/// A record, ready to send.
#[derive(Clone, Debug)]
pub struct PageRecord {
    pub filename: String,
    pub bytes: Vec<u8>,
    pub finished: bool,
}

impl super::Area<'_> {
    /// The board of the game whose token is `token` after move `ply` (the current
    /// position when `None`); `None` for a private game or a move not played.
    pub async fn page_board(&self, token: &str, ply: Option<i64>) -> PageResult<BoardView> {
        let Some(row) = self.store().game_by_token(token).await? else {
            return Ok(None);
        };
        if self.shown_server(row.guild_id).await?.is_none() {
            return Ok(None);
        }
        let variant = row.variant.variant();
        let ply = ply.unwrap_or(row.ply);
        let (sfen, last) = if ply == 0 {
            (row.start_sfen.clone(), None)
        } else {
            match self.store().move_at(row.id, ply).await? {
                Some(m) => (m.sfen_after, Some(m.usi)),
                None => return Ok(None),
            }
        };
        let damaged = || super::PageError(format!("game {} does not read back", row.id));
        let position = Position::from_sfen(variant, &sfen).map_err(|_| damaged())?;
        let last_move = match last {
            Some(text) => Some(usi::parse_usi(variant, &text).map_err(|_| damaged())?),
            None => None,
        };
        let names = self.page_names(&[row.sente_id, row.gote_id]).await?;
        Ok(Some(BoardView {
            position,
            last_move,
            ply,
            flipped: false,
            sente_name: names.of(row.sente_id).to_string(),
            gote_name: names.of(row.gote_id).to_string(),
            lang: self.languages.server_lang(row.guild_id).await,
            pieces: self
                .store()
                .server_pieces(row.guild_id)
                .await?
                .unwrap_or_default(),
            finished: !row.is_active(),
        }))
    }

    /// A record of the game whose token is `token`; a GIF in `pieces`.
    pub async fn page_record(
        &self,
        token: &str,
        format: RecordFormat,
        pieces: Option<Pieces>,
    ) -> PageResult<PageRecord> {
        let Some(row) = self.store().game_by_token(token).await? else {
            return Ok(None);
        };
        if self.shown_server(row.guild_id).await?.is_none() {
            return Ok(None);
        }
        let g = self.loaded.load(row).await?;
        let Names(names) = self.page_names(&[g.row.sente_id, g.row.gote_id]).await?;
        let name = |id| names.get(&id).cloned().unwrap_or_else(|| "?".to_string());
        let (sente, gote) = (name(g.row.sente_id), name(g.row.gote_id));
        let id = g.row.id;
        let (extension, bytes) = match format {
            RecordFormat::Usi => ("usi", usi_record(&g.game).into_bytes()),
            RecordFormat::Sfen(ply) => {
                let sfen = match ply {
                    None => g.position().to_sfen(),
                    Some(0) => g.game.start().to_sfen(),
                    Some(p) => match self.store().move_at(id, p).await? {
                        Some(m) => m.sfen_after,
                        None => return Ok(None),
                    },
                };
                ("sfen", format!("{sfen}\n").into_bytes())
            }
            RecordFormat::Kif => {
                let notes = self
                    .analysis
                    .stored_analysis(&g)
                    .await?
                    .map(|a| kif_notes(&g.game, &a));
                // A live game's record carries its time control and each move's time.
                let clock = match g.row.time_control {
                    Some(control) => Some(RecordClock {
                        control,
                        spent_ms: self
                            .store()
                            .moves(id)
                            .await?
                            .iter()
                            .map(|m| m.spent_ms)
                            .collect(),
                    }),
                    None => None,
                };
                let text = kif_record(
                    &g.game,
                    &sente,
                    &gote,
                    &kif_date(g.row.created_at),
                    &RecordEnd {
                        result: g.row.result,
                        ending: g.row.ending,
                    },
                    notes.as_ref(),
                    clock.as_ref(),
                );
                ("kif", text.into_bytes())
            }
            RecordFormat::Gif => {
                let lang = self.languages.server_lang(g.row.guild_id).await;
                let style = match pieces {
                    Some(p) => p,
                    None => self
                        .store()
                        .server_pieces(g.row.guild_id)
                        .await?
                        .unwrap_or_default(),
                };
                let options = ReplayOptions {
                    style: piece_style(style),
                    result: replay_result(&g.row, &sente, &gote, lang),
                    sente_name: Some(sente),
                    gote_name: Some(gote),
                    language: plate_language(lang),
                    ..ReplayOptions::default()
                };
                let game = g.game.clone();
                let Some(gif) = self
                    .pictures
                    .draw_picture(move || render_replay(&game, &options))
                    .await
                else {
                    return Err(super::PageError(format!("game {id}'s replay failed")));
                };
                ("gif", gif)
            }
        };
        Ok(Some(PageRecord {
            filename: format!("game-{id}.{extension}"),
            bytes,
            finished: !g.row.is_active(),
        }))
    }
}
