//! Board pictures: drawn off the async runtime, at most one per core at once, in the
//! viewer's piece style and the server's language, with a live game's clocks as
//! they stand when the picture is drawn.

use crate::game::{Attachment, Fail, LoadedGame};
use crate::i18n::Lang;
use crate::ids::{UserId, Venue};
use crate::render::{render_position, Marks, PieceStyle, PlateClock, PlateLanguage, RenderOptions};
use crate::rules::Color;
use crate::store::{GameRow, Pieces};

use std::sync::Arc;

crate::game::area! {
    /// Board pictures, drawn off the async runtime in the drawing slots it owns (one
    /// per core).
    {
        drawing: &'s Arc<tokio::sync::Semaphore>,
        languages: crate::game::languages::Area<'s>,
    }
}

impl Area<'_> {
    /// The board picture, from the side to move's point of view unless `flip`.
    pub(crate) async fn picture(
        &self,
        g: &LoadedGame,
        flip: bool,
    ) -> Result<Option<Attachment>, Fail> {
        // A public board is drawn for the player now to move (against the computer,
        // for the person).
        let viewer = match g.row.computer_id {
            Some(c) if c == g.to_move() => g.player(!g.position().side_to_move()),
            _ => g.to_move(),
        };
        self.picture_for(g, flip, viewer, None).await
    }

    /// The board picture in `viewer`'s piece style (or `style` if given).
    pub(crate) async fn picture_for(
        &self,
        g: &LoadedGame,
        flip: bool,
        viewer: UserId,
        style: Option<Pieces>,
    ) -> Result<Option<Attachment>, Fail> {
        self.picture_marked(g, flip, viewer, style, Marks::default())
            .await
    }

    /// [`Area::picture_for`] with a chosen piece and its destinations marked
    /// (the move picker's board).
    pub(crate) async fn picture_marked(
        &self,
        g: &LoadedGame,
        flip: bool,
        viewer: UserId,
        style: Option<Pieces>,
        marks: Marks,
    ) -> Result<Option<Attachment>, Fail> {
        let style = match style {
            Some(s) => s,
            None => self.pieces_for(viewer, g.row.guild_id).await?,
        };
        let pos = g.position();
        let flipped = (pos.side_to_move() == Color::Gote) != flip;
        let (sente_clock, gote_clock) = self.plate_clocks(g);
        let options = RenderOptions {
            flipped,
            style: piece_style(style),
            last_move: g.game.last_move(),
            sente_name: Some(self.name_of(g.row.sente_id).await?),
            gote_name: Some(self.name_of(g.row.gote_id).await?),
            // The words on the plates in the server's language, like its posts.
            language: plate_language(self.languages.server_lang(g.row.guild_id).await),
            sente_clock,
            gote_clock,
            marks,
            ..RenderOptions::default()
        };
        let position = pos.clone();
        let png = self
            .draw_picture(move || render_position(&position, &options))
            .await;
        // A missing picture should not stop a game: the move is already saved.
        Ok(png.map(|bytes| Attachment {
            filename: format!("game-{}-{}.png", g.row.id, g.row.ply),
            bytes,
        }))
    }

    /// A live game's clocks as its pictures show them now (a finished game's as
    /// they stood when it ended); `(None, None)` for a correspondence game.
    pub(crate) fn plate_clocks(&self, g: &LoadedGame) -> (Option<PlateClock>, Option<PlateClock>) {
        plate_clocks(&g.row, g.position().side_to_move(), self.now_ms())
    }

    /// How `user` wants pieces drawn in server `guild_id`: their own choice, else the
    /// server's default, else kanji.
    pub(crate) async fn pieces_for(&self, user: UserId, guild_id: Venue) -> Result<Pieces, Fail> {
        if let Some(p) = self.store().user_pieces(user).await? {
            return Ok(p);
        }
        Ok(self
            .store()
            .server_pieces(guild_id)
            .await?
            .unwrap_or_default())
    }

    /// Draw a picture on a blocking thread, never on the async runtime's workers (a
    /// picture takes milliseconds of CPU, and a cold cache far more), and at most as
    /// many at once as there are cores, so that a burst of moves queues for the CPU
    /// instead of starving everything else. `None` (and a log line) if it fails.
    pub(crate) async fn draw_picture<F>(&self, picture: F) -> Option<Vec<u8>>
    where
        F: FnOnce() -> Result<Vec<u8>, crate::render::RenderError> + Send + 'static,
    {
        let _turn = self.drawing.acquire().await.ok()?;
        match tokio::task::spawn_blocking(picture).await {
            Ok(Ok(png)) => Some(png),
            Ok(Err(e)) => {
                tracing::error!(error = %e, "a picture could not be drawn");
                None
            }
            Err(e) => {
                tracing::error!(error = %e, "the picture thread failed");
                None
            }
        }
    }
}

/// The clocks of the game in `row` (`to_move` to move) as shown at `now_ms`, the
/// running one stopped at the end of a finished game; each marked low on time as
/// [`LiveClock::low`](crate::decide::clock::LiveClock::low) says.
pub(crate) fn plate_clocks(
    row: &GameRow,
    to_move: Color,
    now_ms: i64,
) -> (Option<PlateClock>, Option<PlateClock>) {
    let Some(clock) = row.live_clock() else {
        return (None, None);
    };
    let at = if row.is_active() {
        now_ms
    } else {
        row.finished_at.unwrap_or(row.updated_at) * 1000
    };
    let (sente, gote) = clock.show(to_move, at);
    (
        Some(PlateClock::new(sente, clock.low(Color::Sente, to_move, at))),
        Some(PlateClock::new(gote, clock.low(Color::Gote, to_move, at))),
    )
}

/// The pictures' style for a player's choice of pieces.
pub(crate) fn piece_style(p: Pieces) -> PieceStyle {
    match p {
        Pieces::Kanji => PieceStyle::Kanji,
        Pieces::Letters => PieceStyle::Latin,
    }
}

/// The pictures' plate words for a reply's language.
pub(crate) fn plate_language(lang: Lang) -> PlateLanguage {
    match lang {
        Lang::En => PlateLanguage::English,
        Lang::Ja => PlateLanguage::Japanese,
    }
}
