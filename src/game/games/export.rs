//! `/export`: a game record as USI, SFEN or KIF text.

use crate::decide::clock::TimeControl;
use crate::game::analysis::{kif_notes, KifNotes};
use crate::game::words::ending_words;
use crate::game::{refuse, Attachment, LoadedGame, Outcome, Place, Reply, Response, User};
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

/// A live game's clock in its record: the time control, and the time each move
/// took (ms; `None` for a move recorded without one).
pub struct RecordClock {
    pub control: TimeControl,
    pub spent_ms: Vec<Option<i64>>,
}

/// The time control as KIF records write it after `持ち時間：` (as lishogi writes
/// and reads it): `10分+30秒` (byoyomi), `10分+30秒(3)` (three periods),
/// `5分+1手3秒` (Fischer: 3 s added a move), `15分` (sudden death),
/// `1時間30分`.
pub fn kif_time_control(tc: &TimeControl) -> String {
    let minutes = tc.main_ms / 60_000;
    let main = match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m}分"),
        (h, 0) => format!("{h}時間"),
        (h, m) => format!("{h}時間{m}分"),
    };
    if tc.byoyomi_ms > 0 {
        let periods = if tc.periods > 1 {
            format!("({})", tc.periods)
        } else {
            String::new()
        };
        format!("{main}+{}秒{periods}", tc.byoyomi_ms / 1000)
    } else if tc.increment_ms > 0 {
        format!("{main}+1手{}秒", tc.increment_ms / 1000)
    } else {
        main
    }
}

/// Columns a KIF move takes before its time, full-width characters counting two
/// (`７六歩(77)   `, `２二角成(88) `, `４五角打     `).
const KIF_MOVE_COLUMNS: usize = 13;

/// A KIF move padded to its column, and its time: `( 0:12/00:03:25)`, the move's
/// time and the mover's total, in whole seconds (under a second counts as none).
fn kif_move_with_time(text: &str, spent_s: i64, total_s: i64) -> String {
    let columns: usize = text.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
    let pad = KIF_MOVE_COLUMNS.saturating_sub(columns).max(1);
    format!(
        "{text}{}({:>2}:{:02}/{:02}:{:02}:{:02})",
        " ".repeat(pad),
        spent_s / 60,
        spent_s % 60,
        total_s / 3600,
        total_s / 60 % 60,
        total_s % 60
    )
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

/// A KIF record with player names, a live game's time control and each move's
/// time (`clock`), and an analysis's notes if it has one.
pub fn kif_record(
    game: &Game,
    sente: &str,
    gote: &str,
    started: &str,
    end: &RecordEnd,
    notes: Option<&KifNotes>,
    clock: Option<&RecordClock>,
) -> String {
    let v = game.start().variant();
    let mut out = String::from("#KIF version=2.0 encoding=UTF-8\n");
    out.push_str(&format!("# {} — washogi-bot\n", v.name()));
    out.push_str(&format!("開始日時：{started}\n"));
    if let Some(c) = clock {
        out.push_str(&format!("持ち時間：{}\n", kif_time_control(&c.control)));
    }
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
    // Each side's time so far, in whole seconds.
    let mut totals = [0i64; 2];
    for (i, &mv) in game.moves().iter().enumerate() {
        let text = japanese::kif_move(&pos, mv, previous_to);
        let spent = clock.and_then(|c| c.spent_ms.get(i).copied().flatten());
        let line = match spent {
            Some(ms) => {
                let seconds = ms.max(0) / 1000;
                let total = &mut totals[pos.side_to_move().index()];
                *total += seconds;
                kif_move_with_time(&text, seconds, *total)
            }
            None => text,
        };
        out.push_str(&format!("{:>4} {line}\n", i + 1));
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

/// The result under a replay's last frame, in `lang` ("alice won by checkmate",
/// "alice の勝ち（詰み）": the bundled fonts draw both); `None` while the game goes
/// on.
pub(crate) fn replay_result(
    row: &crate::store::GameRow,
    sente: &str,
    gote: &str,
    lang: Lang,
) -> Option<String> {
    (!row.is_active()).then(|| {
        let how = ending_words(row.ending, lang);
        let text = match row.result {
            Some(GameResult::Sente) => tr!(lang, "ended-won", winner = sente, how = how),
            Some(GameResult::Gote) => tr!(lang, "ended-won", winner = gote, how = how),
            Some(GameResult::Draw) | None => tr!(lang, "replay-drawn", how = how),
        };
        text.trim().to_string()
    })
}

/// `2026/11/29 22:13:30` (UTC) for KIF headers.
pub(crate) fn kif_date(unix: i64) -> String {
    let t = crate::game::text::Utc::of(unix);
    format!(
        "{:04}/{:02}/{:02} {:02}:{:02}:{:02}",
        t.year, t.month, t.day, t.hour, t.minute, t.second
    )
}

impl super::Area<'_> {
    /// `/export`: the record of a game (finished games too) as a file.
    pub(crate) async fn run_export(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        format: ExportFormat,
    ) -> Outcome {
        let g = self.loaded.pick_game(caller, place, game_id, true).await?;
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
            ExportFormat::Kif => self
                .analysis
                .stored_analysis(&g)
                .await?
                .map(|a| kif_notes(&g.game, &a)),
            _ => None,
        };
        // A live game's record carries its time control and each move's time.
        let clock = match (format, g.row.time_control) {
            (ExportFormat::Kif, Some(control)) => Some(RecordClock {
                control,
                spent_ms: self
                    .store()
                    .moves(g.row.id)
                    .await?
                    .iter()
                    .map(|m| m.spent_ms)
                    .collect(),
            }),
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
                clock.as_ref(),
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
        let result = replay_result(&g.row, &sente, &gote, lang);
        let style =
            crate::game::piece_style(self.pictures.pieces_for(caller.id, g.row.guild_id).await?);
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
                .pictures
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

    fn shogi_game(moves: &[&str]) -> Game {
        let v = crate::rules::Variant::by_id("shogi").unwrap();
        let moves: Vec<_> = moves
            .iter()
            .map(|m| usi::parse_usi(v, m).unwrap())
            .collect();
        Game::replay(Position::start(v), &moves).unwrap()
    }

    /// A correspondence game's record is exactly what it always was: no time
    /// control, no times.
    #[test]
    fn a_correspondence_record_is_unchanged() {
        let game = shogi_game(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
        let end = RecordEnd {
            result: Some(GameResult::Sente),
            ending: Some(Ending::Resignation),
        };
        let kif = kif_record(
            &game,
            "alice",
            "bob",
            "2026/12/01 00:00:00",
            &end,
            None,
            None,
        );
        assert_eq!(
            kif,
            "#KIF version=2.0 encoding=UTF-8\n\
             # Shogi — washogi-bot\n\
             開始日時：2026/12/01 00:00:00\n\
             手合割：平手\n\
             先手：alice\n\
             後手：bob\n\
             手数----指手---------消費時間--\n\
             \u{20}  1 ７六歩(77)\n\
             \u{20}  2 ３四歩(33)\n\
             \u{20}  3 ２二角成(88)\n\
             \u{20}  4 同　銀(31)\n\
             \u{20}  5 ４五角打\n\
             \u{20}  6 投了\n\
             まで5手で先手の勝ち\n"
        );
    }

    /// A live game's record: its time control in the header, and each move's time
    /// and its mover's total in the 消費時間 column, aligned as KIF readers write
    /// it.
    #[test]
    fn a_live_record_carries_the_time_control_and_each_moves_time() {
        let game = shogi_game(&["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
        let end = RecordEnd {
            result: Some(GameResult::Sente),
            ending: Some(Ending::Resignation),
        };
        let clock = RecordClock {
            control: TimeControl::parse("10+30").unwrap(),
            spent_ms: vec![
                Some(1_200),
                Some(999),
                Some(75_000),
                Some(3_600_000 + 61_999),
                Some(5_000),
            ],
        };
        let kif = kif_record(
            &game,
            "alice",
            "bob",
            "2026/12/01 00:00:00",
            &end,
            None,
            Some(&clock),
        );
        assert_eq!(
            kif,
            "#KIF version=2.0 encoding=UTF-8\n\
             # Shogi — washogi-bot\n\
             開始日時：2026/12/01 00:00:00\n\
             持ち時間：10分+30秒\n\
             手合割：平手\n\
             先手：alice\n\
             後手：bob\n\
             手数----指手---------消費時間--\n\
             \u{20}  1 ７六歩(77)   ( 0:01/00:00:01)\n\
             \u{20}  2 ３四歩(33)   ( 0:00/00:00:00)\n\
             \u{20}  3 ２二角成(88) ( 1:15/00:01:16)\n\
             \u{20}  4 同　銀(31)   (61:01/01:01:01)\n\
             \u{20}  5 ４五角打     ( 0:05/00:01:21)\n\
             \u{20}  6 投了\n\
             まで5手で先手の勝ち\n"
        );
    }

    #[test]
    fn time_controls_read_as_kif_records_write_them() {
        let kif = |text: &str| kif_time_control(&TimeControl::parse(text).unwrap());
        assert_eq!(kif("10+30"), "10分+30秒");
        assert_eq!(kif("10+30x3"), "10分+30秒(3)");
        assert_eq!(kif("0+30"), "0分+30秒");
        assert_eq!(kif("5|3"), "5分+1手3秒");
        assert_eq!(kif("15"), "15分");
        assert_eq!(kif("90+60"), "1時間30分+60秒");
        assert_eq!(kif("180"), "3時間");
    }

    #[test]
    fn dates_and_numbers() {
        assert_eq!(kif_date(0), "1970/01/01 00:00:00");
        assert_eq!(kif_date(1_796_076_810), "2026/11/30 22:13:30");
    }
}
