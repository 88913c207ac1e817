//! `/export`: a game record as USI, SFEN or KIF text.

use crate::game::analysis::{kif_notes, KifNotes};
use crate::game::words::ending_words;
use crate::game::{refuse, Attachment, LoadedGame, Outcome, Place, Reply, Response, Service, User};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::render::{render_replay, ReplayOptions};
use crate::rules::{handicap, japanese, usi, Game, Position};
use crate::store::{Ending, GameResult};
use crate::{msg, tr};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum ExportFormat {
    /// `position sfen <start> moves ...`, the form USI engines read.
    #[default]
    Usi,
    /// The current position.
    Sfen,
    /// The Japanese game record format (Kifu for Windows style).
    Kif,
    /// An animated replay of the whole game, one frame a move.
    Gif,
}

impl ExportFormat {
    pub fn parse(text: &str) -> Option<ExportFormat> {
        match text.to_ascii_lowercase().as_str() {
            "usi" => Some(ExportFormat::Usi),
            "sfen" => Some(ExportFormat::Sfen),
            "kif" => Some(ExportFormat::Kif),
            "gif" => Some(ExportFormat::Gif),
            _ => None,
        }
    }
    fn extension(self) -> &'static str {
        match self {
            ExportFormat::Usi => "usi",
            ExportFormat::Sfen => "sfen",
            ExportFormat::Kif => "kif",
            ExportFormat::Gif => "gif",
        }
    }
}

/// What the record's end says: who won and how (both `None` while the game goes on).
pub struct RecordEnd {
    pub result: Option<GameResult>,
    pub ending: Option<Ending>,
}

/// `position sfen <start> moves m1 m2 ...`
pub fn usi_record(game: &Game) -> String {
    let v = game.start().variant();
    let mut out = format!("position sfen {}", game.start().to_sfen());
    if !game.moves().is_empty() {
        out.push_str(" moves");
        for &mv in game.moves() {
            out.push(' ');
            out.push_str(&usi::to_usi(v, mv));
        }
    }
    out.push('\n');
    out
}

/// A KIF record with player names, and an analysis's notes if it has one.
pub fn kif_record(
    game: &Game,
    sente: &str,
    gote: &str,
    started: &str,
    end: &RecordEnd,
    notes: Option<&KifNotes>,
) -> String {
    let v = game.start().variant();
    let mut out = String::from("#KIF version=2.0 encoding=UTF-8\n");
    out.push_str(&format!("# {} — washogi-bot\n", v.name()));
    out.push_str(&format!("開始日時：{started}\n"));
    let standard = game.start().repetition_key() == Position::start(v).repetition_key();
    match handicap::kif_teai(game.start()).or(standard.then_some("平手")) {
        Some(teai) => out.push_str(&format!("手合割：{teai}\n")),
        None => out.push_str(&format!("# 開始局面 SFEN: {}\n", game.start().to_sfen())),
    }
    // In a handicap game the giver, gote, is 上手 and the receiver 下手.
    let (sente_label, gote_label) = handicap::kif_player_labels(game.start());
    out.push_str(&format!("{sente_label}：{sente}\n{gote_label}：{gote}\n"));
    out.push_str("手数----指手---------消費時間--\n");
    let mut pos = game.start().clone();
    let mut previous_to = None;
    for (i, &mv) in game.moves().iter().enumerate() {
        out.push_str(&format!(
            "{:>4} {}\n",
            i + 1,
            japanese::kif_move(&pos, mv, previous_to)
        ));
        for comment in notes
            .and_then(|n| n.after_move.get(i))
            .into_iter()
            .flatten()
        {
            out.push_str(comment);
            out.push('\n');
        }
        previous_to = Some(mv.to());
        pos = pos.play(mv).expect("a replayed game holds legal moves");
    }
    let n = game.moves().len();
    let last = end.ending.map(|ending| match ending {
        Ending::Checkmate | Ending::NoMoves => "詰み",
        Ending::Resignation => "投了",
        Ending::Timeout => "切れ負け",
        Ending::Repetition => "千日手",
        Ending::PerpetualCheck => "反則負け",
        Ending::Impasse => "持将棋",
        // KIF has no word for an adjudicated game: it was interrupted, and the
        // summary line below says who was given the win.
        Ending::Agreement | Ending::Adjudication | Ending::Aborted => "中断",
    });
    if let Some(word) = last {
        out.push_str(&format!("{:>4} {word}\n", n + 1));
        let summary = match end.result {
            None if end.ending == Some(Ending::Aborted) => format!("まで{n}手で中断"),
            Some(GameResult::Sente) => format!("まで{n}手で{sente_label}の勝ち"),
            Some(GameResult::Gote) => format!("まで{n}手で{gote_label}の勝ち"),
            Some(GameResult::Draw) | None => format!("まで{n}手で引き分け"),
        };
        out.push_str(&summary);
        out.push('\n');
    }
    if let Some(notes) = notes {
        out.push_str(&notes.variations);
    }
    out
}

/// `2026/11/29 22:13:30` (UTC) for KIF headers.
fn kif_date(unix: i64) -> String {
    let t = crate::game::text::Utc::of(unix);
    format!(
        "{:04}/{:02}/{:02} {:02}:{:02}:{:02}",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}

impl Service {
    /// `/export`: the record of a game (finished games too) as a file.
    pub(crate) async fn run_export(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        format: ExportFormat,
    ) -> Outcome {
        let g = self.pick_game(caller, place, game_id, true).await?;
        if format == ExportFormat::Gif {
            return self
                .replay(
                    &g,
                    caller,
                    place.guild_lang,
                    place.upload_limit.unwrap_or(usize::MAX),
                )
                .await;
        }
        // An analysed game's record carries its analysis.
        let notes = match format {
            ExportFormat::Kif => crate::game::analysis::stored_analysis(self, &g)
                .await?
                .map(|a| kif_notes(&g.game, &a)),
            _ => None,
        };
        let text = match format {
            ExportFormat::Gif => unreachable!("answered above"),
            ExportFormat::Usi => usi_record(&g.game),
            ExportFormat::Sfen => format!("{}\n", g.position().to_sfen()),
            ExportFormat::Kif => kif_record(
                &g.game,
                &self.name_of(g.row.sente_id).await?,
                &self.name_of(g.row.gote_id).await?,
                &kif_date(g.row.created_at),
                &RecordEnd {
                    result: g.row.result,
                    ending: g.row.ending,
                },
                notes.as_ref(),
            ),
        };
        let mut reply = Reply::public(tr!(
            place.guild_lang,
            "export-record",
            game = g.row.id,
            format = format.extension().to_uppercase(),
            moves = g.game.moves().len()
        ));
        reply.file = Some(Attachment {
            filename: format!("game-{}.{}", g.row.id, format.extension()),
            bytes: text.into_bytes(),
        });
        Ok(Response::reply(reply))
    }

    /// `/export format:gif` (and the Replay button on a result): the whole game as an
    /// animated GIF, drawn off the runtime. A GIF over the place's upload limit
    /// (a long game: about 8.5 KB a move) would be refused by Discord: the last
    /// moves that fit are sent instead, and the reply says so.
    async fn replay(&self, g: &LoadedGame, caller: &User, lang: Lang, limit: usize) -> Outcome {
        let sente = self.name_of(g.row.sente_id).await?;
        let gote = self.name_of(g.row.gote_id).await?;
        // The result under the last frame, in the reply's language ("alice won by
        // checkmate", "alice の勝ち（詰み）"): the bundled fonts draw both.
        let result = (!g.row.is_active()).then(|| {
            let how = ending_words(g.row.ending, lang);
            let text = match g.row.result {
                Some(GameResult::Sente) => tr!(lang, "ended-won", winner = &sente, how = how),
                Some(GameResult::Gote) => tr!(lang, "ended-won", winner = &gote, how = how),
                Some(GameResult::Draw) | None => tr!(lang, "replay-drawn", how = how),
            };
            text.trim().to_string()
        });
        let style = crate::game::piece_style(self.pieces_for(caller.id, g.row.guild_id).await?);
        let options = ReplayOptions {
            style,
            sente_name: Some(sente.clone()),
            gote_name: Some(gote.clone()),
            language: crate::game::plate_language(lang),
            result,
            ..ReplayOptions::default()
        };
        let total = g.game.moves().len();
        let mut keep = total;
        let mut whole_size = None;
        // The moves and size of the previous try that did not fit.
        let mut previous: Option<(usize, usize)> = None;
        // Each try draws fewer moves. A GIF is its first frame plus about the same
        // for every move after it, so two tries give that line, and the third
        // usually fits; a few more cover the odd case.
        for _ in 0..6 {
            let Some(part) = last_moves(&g.game, keep) else {
                return refuse(msg!("replay-failed"));
            };
            let drawn_options = options.clone();
            let Some(gif) = self
                .draw_picture(move || render_replay(&part, &drawn_options))
                .await
            else {
                return refuse(msg!("replay-failed"));
            };
            let size = gif.len();
            if size <= limit {
                let text = match whole_size {
                    None => tr!(lang, "export-replay", game = g.row.id, moves = total),
                    Some(whole) => tr!(
                        lang,
                        "export-replay-last",
                        game = g.row.id,
                        moves = keep,
                        total = total,
                        size = file_size(whole),
                        limit = file_size(limit)
                    ),
                };
                let mut reply = Reply::public(text);
                reply.file = Some(Attachment {
                    filename: format!("game-{}.gif", g.row.id),
                    bytes: gif,
                });
                return Ok(Response::reply(reply));
            }
            whole_size.get_or_insert(size);
            // Aim at 90 % of the limit, and always at fewer moves than this try.
            let target = 0.9 * limit as f64;
            let fit = match previous {
                Some((moves, bytes)) if moves > keep && bytes > size => {
                    let per_move = (bytes - size) as f64 / (moves - keep) as f64;
                    let first_frame = size as f64 - per_move * keep as f64;
                    ((target - first_frame) / per_move).max(0.0) as usize
                }
                _ => (keep as f64 * target / size as f64) as usize,
            };
            previous = Some((keep, size));
            keep = fit.min(keep.saturating_sub(1));
            if keep == 0 {
                break;
            }
        }
        refuse(msg!(
            "replay-too-large",
            game = g.row.id,
            limit = file_size(limit)
        ))
    }
}

/// The game from `keep` moves before its end: the position then, and the moves
/// after it (`None` if the record does not replay, which the store never allows).
fn last_moves(game: &Game, keep: usize) -> Option<Game> {
    let moves = game.moves();
    let from = moves.len().saturating_sub(keep);
    if from == 0 {
        // The whole game, as loaded: nothing to replay (the usual case).
        return Some(game.clone());
    }
    let start = moves[..from]
        .iter()
        .try_fold(game.start().clone(), |pos, &mv| pos.play(mv).ok())?;
    Game::replay(start, &moves[from..]).ok()
}

/// A file size as Discord states upload limits: "10 MB", "2.6 MB", "40 KB".
fn file_size(bytes: usize) -> String {
    const MB: f64 = 1024.0 * 1024.0;
    let mb = bytes as f64 / MB;
    if mb >= 1.0 {
        let text = format!("{mb:.1}");
        format!("{} MB", text.trim_end_matches(".0"))
    } else {
        format!("{} KB", bytes.div_ceil(1024))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_sizes_read_as_discord_states_limits() {
        assert_eq!(file_size(10 * 1024 * 1024), "10 MB");
        assert_eq!(file_size(2_726_297), "2.6 MB");
        assert_eq!(file_size(40 * 1024), "40 KB");
        assert_eq!(file_size(1), "1 KB");
    }

    #[test]
    fn every_replay_result_can_be_drawn_in_both_languages() {
        for lang in Lang::ALL {
            for ending in crate::store::Ending::ALL {
                let how = ending_words(Some(ending), lang);
                for text in [
                    tr!(lang, "ended-won", winner = "藤井聡太", how = &how),
                    tr!(lang, "replay-drawn", how = &how),
                ] {
                    assert!(washogi_render::can_draw_text(&text), "{lang:?}: {text}");
                }
            }
        }
    }

    #[test]
    fn dates_and_numbers() {
        assert_eq!(kif_date(0), "1970/01/01 00:00:00");
        assert_eq!(kif_date(1_796_076_810), "2026/11/30 22:13:30");
    }
}
