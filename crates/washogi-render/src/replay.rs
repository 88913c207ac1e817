//! Animated GIF replays: a whole game, one frame a position from the start to the
//! last move, each the still picture of its position ([`render_frame`], the move
//! that led to it marked) above a caption band (`band.rs`: the move counter, and
//! on the last frame the result). The last frame stays longer, then it loops.
//!
//! Every picture already shares one fixed palette of at most 254 colours, so the
//! GIF has one global colour table and no frame carries its own. The first frame
//! is whole; each later one carries only the rectangle around the pixels that
//! changed, with the pixels inside it that did not change set to index 255 (the
//! transparent colour, which no picture uses) and "do not dispose", so that a
//! viewer that draws each frame over the last shows exactly the whole pictures.
//! One rectangle a move, not several: viewers hold a frame without delay for
//! about 0.1 s (browsers treat delays under 0.02 s as 0.1 s), so the parts of one
//! move split into frames would show one after the other.
//!
//! The rectangle of a move is large (the lit name plate passes from one side to
//! the other, top and bottom of the picture), but it is mostly transparent and
//! LZW packs long runs of one index tightly: a 300-move Wa Shogi game takes
//! about 2.5 MB (8 KB a frame). The LZW is this crate's own (`lzw.rs`), which
//! goes through those runs in a few steps each: about 3 ms a frame in all, half
//! of it the still picture.

use gif::{DisposalMethod, Encoder, Repeat};
use washogi_rules::{Game, Move, Position, Variant};

use super::art::art;
use super::band::{draw_band, Caption, BAND_H};
use super::layout::Layout;
use super::lzw::LzwEncoder;
use super::{palette, render_frame, Frame, PieceStyle, PlateLanguage, RenderError, RenderOptions};

/// The colour index of pixels a frame leaves as they were: no picture uses it
/// (see [`palette`]).
const TRANSPARENT: u8 = 255;

/// How a replay looks and runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    /// Gote at the bottom instead of sente, for the whole replay.
    pub flipped: bool,
    pub style: PieceStyle,
    /// Player names on the name plates, as in the still pictures.
    pub sente_name: Option<String>,
    pub gote_name: Option<String>,
    /// The words on the plates, as in the still pictures.
    pub language: PlateLanguage,
    /// The game's result in the caller's words, on a card under the final position,
    /// e.g. "Alice wins by checkmate" (cut with an ellipsis to the card's width:
    /// about 44 Latin letters or 23 kanji in Wa Shogi, 59 or 30 in the games
    /// with drops). `None` (or only spaces) shows the move counter there as on
    /// the other frames.
    pub result: Option<String>,
    /// How long each position but the last stays, in milliseconds.
    pub move_delay_ms: u32,
    /// How long the final position stays before the replay starts again.
    pub final_delay_ms: u32,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        ReplayOptions {
            flipped: false,
            style: PieceStyle::default(),
            sente_name: None,
            gote_name: None,
            language: PlateLanguage::default(),
            result: None,
            move_delay_ms: 900,
            final_delay_ms: 4000,
        }
    }
}

impl ReplayOptions {
    /// The still picture's options for a position reached by `last_move`.
    fn picture(&self, last_move: Option<Move>) -> RenderOptions {
        RenderOptions {
            flipped: self.flipped,
            style: self.style,
            last_move,
            sente_name: self.sente_name.clone(),
            gote_name: self.gote_name.clone(),
            language: self.language,
            ..RenderOptions::default()
        }
    }

    fn result(&self) -> Option<&str> {
        self.result.as_deref().filter(|r| !r.trim().is_empty())
    }
}

/// Width and height in pixels of a replay's frames: the still picture's
/// ([`crate::picture_size`]) and the caption band under it.
pub fn replay_size(variant: &Variant, flipped: bool) -> (u32, u32) {
    let l = Layout::new(variant, flipped);
    (l.width, l.height + BAND_H)
}

/// An animated GIF of a game: one frame per position, from the start position
/// (frame 0) to the one after the last move, each with the move that led to it
/// marked and the move counter under the board; the last frame shows
/// [`ReplayOptions::result`] and stays [`ReplayOptions::final_delay_ms`]. The
/// replay loops. A game without moves gives a one-frame GIF.
///
/// About 2.5 ms of one core a frame and 8.5 KB (a 300-move Wa Shogi game: 0.75
/// s, 2.6 MB; the `replay` bench): an async caller should run it off its
/// runtime's threads (`spawn_blocking`).
///
/// ```
/// use washogi_render::{render_replay, ReplayOptions};
/// use washogi_rules::{usi::parse_usi, Game, Position, Variant};
/// let shogi = Variant::by_id("shogi").unwrap();
/// let mut game = Game::new(Position::start(shogi));
/// for mv in ["7g7f", "3c3d", "8h2b+"] {
///     game.play(parse_usi(shogi, mv).unwrap()).unwrap();
/// }
/// let opts = ReplayOptions {
///     sente_name: Some("Alice".into()),
///     gote_name: Some("Bob".into()),
///     result: Some("Bob resigned · Alice wins".into()),
///     ..ReplayOptions::default()
/// };
/// let gif = render_replay(&game, &opts).unwrap();
/// assert_eq!(&gif[..6], b"GIF89a");
/// ```
pub fn render_replay(game: &Game, opts: &ReplayOptions) -> Result<Vec<u8>, RenderError> {
    let total = game.moves().len();
    let (width, height) = replay_size(game.start().variant(), opts.flipped);
    let mut out = ReplayEncoder::new(width, height)?;
    let mut ply = 0;
    for_each_position(game, |pos, last_move| {
        let frame = replay_picture(pos, ply, total, last_move, opts)?;
        let delay = if ply == total {
            opts.final_delay_ms
        } else {
            opts.move_delay_ms
        };
        out.add(frame, delay)?;
        ply += 1;
        Ok(())
    })?;
    out.finish()
}

/// Frame `ply` of a game's replay as a viewer shows it (0: the start position;
/// the number of moves: the final position with the result): the still picture of
/// that position with the caption band under it. What [`render_replay`] encodes,
/// for tests and for a still of any move.
pub fn replay_frame(game: &Game, ply: usize, opts: &ReplayOptions) -> Result<Frame, RenderError> {
    let total = game.moves().len();
    if ply > total {
        return Err(RenderError::Draw(format!(
            "no position {ply} in a game of {total} moves"
        )));
    }
    let mut pos = game.start().clone();
    for &mv in &game.moves()[..ply] {
        pos = play(&pos, mv)?;
    }
    let last_move = ply.checked_sub(1).map(|i| game.moves()[i]);
    replay_picture(&pos, ply, total, last_move, opts)
}

/// Call `f` with every position of the game in order and the move that led to it.
fn for_each_position(
    game: &Game,
    mut f: impl FnMut(&Position, Option<Move>) -> Result<(), RenderError>,
) -> Result<(), RenderError> {
    let mut pos = game.start().clone();
    f(&pos, None)?;
    for &mv in game.moves() {
        pos = play(&pos, mv)?;
        f(&pos, Some(mv))?;
    }
    Ok(())
}

fn play(pos: &Position, mv: Move) -> Result<Position, RenderError> {
    pos.play(mv)
        .map_err(|e| RenderError::Draw(format!("a move of the game does not play: {e:?}")))
}

/// The picture of `pos` (position `ply` of `total`, reached by `last_move`) with
/// its caption band.
fn replay_picture(
    pos: &Position,
    ply: usize,
    total: usize,
    last_move: Option<Move>,
    opts: &ReplayOptions,
) -> Result<Frame, RenderError> {
    let picture = render_frame(pos, &opts.picture(last_move))?;
    let caption = match opts.result() {
        Some(result) if ply == total => Caption::Result(result.to_string()),
        _ if total == 0 => Caption::Empty,
        // The side that made the move is the one not to move now.
        _ => Caption::Counter {
            ply,
            total,
            mover: last_move.map(|_| !pos.side_to_move()),
        },
    };
    let layout = art(pos.variant())?.layout(opts.flipped, false);
    let band = draw_band(layout, &caption)?;
    let mut indices = picture.indices;
    indices.extend_from_slice(&band);
    Ok(Frame {
        width: picture.width,
        height: picture.height + BAND_H,
        indices,
    })
}

/// A GIF delay (hundredths of a second) for a time in milliseconds: at least 0.02
/// s, as browsers show anything shorter for 0.1 s.
fn delay_cs(ms: u32) -> u16 {
    (ms.saturating_add(5) / 10).clamp(2, u16::MAX as u32) as u16
}

fn encode_error(e: gif::EncodingError) -> RenderError {
    RenderError::Encode(e.to_string())
}

/// A GIF being written: each frame after the first as the rectangle around what
/// changed since the one before.
struct ReplayEncoder {
    encoder: Encoder<Vec<u8>>,
    width: u32,
    height: u32,
    /// The last frame's indices: what a viewer shows before the next frame.
    shown: Option<Vec<u8>>,
    /// The rectangle being written, reused from frame to frame.
    rect: Vec<u8>,
    lzw: LzwEncoder,
}

impl ReplayEncoder {
    fn new(width: u32, height: u32) -> Result<ReplayEncoder, RenderError> {
        let (w, h) = (u16::try_from(width), u16::try_from(height));
        let (Ok(w), Ok(h)) = (w, h) else {
            return Err(RenderError::Encode(format!("{width}×{height} is too big")));
        };
        // The global colour table: the fixed palette, padded (with black) to 256
        // entries by the encoder; 255 is the transparent colour.
        let table: Vec<u8> = palette().iter().flatten().copied().collect();
        let mut encoder = Encoder::new(Vec::new(), w, h, &table).map_err(encode_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(encode_error)?;
        Ok(ReplayEncoder {
            encoder,
            width,
            height,
            shown: None,
            rect: Vec::new(),
            lzw: LzwEncoder::new(TRANSPARENT),
        })
    }

    /// Add a frame shown for `delay_ms`.
    fn add(&mut self, frame: Frame, delay_ms: u32) -> Result<(), RenderError> {
        if frame.width != self.width || frame.height != self.height {
            return Err(RenderError::Encode(format!(
                "a {}×{} frame in a {}×{} replay",
                frame.width, frame.height, self.width, self.height
            )));
        }
        let w = self.width as usize;
        let mut out = gif::Frame {
            delay: delay_cs(delay_ms),
            dispose: DisposalMethod::Keep,
            ..gif::Frame::default()
        };
        match &self.shown {
            None => {
                out.width = self.width as u16;
                out.height = self.height as u16;
                out.buffer = self.lzw.encode(&frame.indices).into();
            }
            Some(shown) => {
                out.transparent = Some(TRANSPARENT);
                // Nothing changed (never in a game, where plates change each move):
                // one transparent pixel that carries the delay.
                let (x, y, rw, rh) = changed_rect(shown, &frame.indices, w).unwrap_or((0, 0, 1, 1));
                self.rect.clear();
                for row in y..y + rh {
                    let at = row * w + x..row * w + x + rw;
                    let (was, now) = (&shown[at.clone()], &frame.indices[at]);
                    self.rect.extend(
                        was.iter()
                            .zip(now)
                            .map(|(&a, &b)| if a == b { TRANSPARENT } else { b }),
                    );
                }
                (out.left, out.top) = (x as u16, y as u16);
                (out.width, out.height) = (rw as u16, rh as u16);
                out.buffer = self.lzw.encode(&self.rect).into();
            }
        }
        self.encoder
            .write_lzw_pre_encoded_frame(&out)
            .map_err(encode_error)?;
        self.shown = Some(frame.indices);
        Ok(())
    }

    fn finish(self) -> Result<Vec<u8>, RenderError> {
        self.encoder.into_inner().map_err(encode_error)
    }
}

/// The smallest rectangle `(x, y, w, h)` holding every pixel where two pictures
/// of `width` pixels a row differ; `None` when they are the same.
fn changed_rect(a: &[u8], b: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let (mut x0, mut x1) = (width, 0);
    let (mut y0, mut y1) = (None, 0);
    for (y, (ra, rb)) in a.chunks_exact(width).zip(b.chunks_exact(width)).enumerate() {
        if ra == rb {
            continue;
        }
        let differ = |(p, q): (&u8, &u8)| p != q;
        let first = ra.iter().zip(rb).position(differ).unwrap_or(0);
        let last = ra.iter().zip(rb).rposition(differ).unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0.get_or_insert(y);
        y1 = y + 1;
    }
    y0.map(|y0| (x0, y0, x1 - x0, y1 - y0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_rectangle_holds_every_change() {
        let a = vec![0u8; 6 * 4];
        assert_eq!(changed_rect(&a, &a, 6), None);
        let mut b = a.clone();
        b[6 + 4] = 1; // (4, 1)
        b[3 * 6 + 2] = 1; // (2, 3)
        assert_eq!(changed_rect(&a, &b, 6), Some((2, 1, 3, 3)));
        b[5] = 1; // (5, 0)
        assert_eq!(changed_rect(&a, &b, 6), Some((2, 0, 4, 4)));
    }

    #[test]
    fn delays_round_to_hundredths_and_never_below_two() {
        assert_eq!(delay_cs(900), 90);
        assert_eq!(delay_cs(3996), 400);
        assert_eq!(delay_cs(0), 2);
        assert_eq!(delay_cs(u32::MAX - 10), u16::MAX);
    }
}
