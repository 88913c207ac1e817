//! Puzzles in chat: `/puzzle` gives a player a puzzle near their puzzle
//! rating, privately; `/puzzle move:` answers it, move by move; every first try is
//! a rated game between the player and the puzzle. A server's admin sets a daily
//! puzzle (`/puzzle daily:on channel: hour:`): each day the clock posts one there,
//! from the server's own games first, members solve it privately from its Solve
//! button, the post counts the solvers, and the next day it shows the solution,
//! the fastest solvers and their streaks.
//!
//! The parts: the collection and what a puzzle says (here), solving (solve.rs),
//! the daily puzzle (daily.rs), finding puzzles in the server's games (scan.rs).

mod daily;
mod scan;
mod solve;

use washogi_rules::usi::parse_usi;
use washogi_rules::{Move, Position, VariantId};

use crate::decide::puzzle::{Glicko, PuzzleLine};
use crate::game::{piece_style, Attachment, Fail, Place, User};
use crate::i18n::Lang;
use crate::render::{render_position, Arrow, RenderOptions};
use crate::store::PuzzleRow;
use crate::tr;

pub use scan::ScanSettings;
pub(crate) use scan::Scanning;

/// The collection shipped with the bot, one JSON object a line (written by
/// `washogi-bot puzzles generate`), loaded into the database at start.
const COLLECTION: &[&str] = &[
    include_str!("../../../assets/puzzles/wa.jsonl"),
    include_str!("../../../assets/puzzles/wa-drops.jsonl"),
    include_str!("../../../assets/puzzles/shogi.jsonl"),
];

/// The themes `/puzzle theme:` offers (the command table's choices): `mate` the
/// puzzles themed `mateInN`, `no-moves` those themed `noMoves` (the opponent left
/// without a legal move, not in check: not a mate), the others the theme of their
/// name.
pub const THEMES: &[&str] = &["mate", "no-moves", "tsume", "material", "promotion"];

pub use crate::commands::PuzzleOptions;

use std::sync::Arc;

crate::game::area! {
    /// Puzzles: the shipped collection, the daily puzzle, solving, and the search of
    /// finished games for new ones (whose settings and running flag it owns).
    {
        engines: &'s Arc<crate::game::engines::Engines>,
        puzzle_scan: &'s Arc<crate::game::ScanSettings>,
        scanning: &'s Arc<crate::game::puzzles::Scanning>,
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
        settings: crate::game::settings::Area<'s>,
    }
}

/// A collection line read: the fields `puzzles generate` writes.
pub(crate) fn read_collection_line(line: &str, now: i64) -> Result<PuzzleRow, String> {
    let v: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    let text = |key: &str| v[key].as_str().map(str::to_string);
    let list = |key: &str| -> Vec<String> {
        v[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| m.as_str().map(str::to_string))
            .collect()
    };
    let variant = text("variant")
        .and_then(|id| VariantId::from_id(&id))
        .ok_or("no known variant")?;
    let row = PuzzleRow {
        id: text("id").ok_or("no id")?,
        variant,
        sfen: text("sfen").ok_or("no sfen")?,
        last_move: text("last_move"),
        solution: list("solution").join(" "),
        themes: list("themes").join(" "),
        source: text("source").unwrap_or_default(),
        guild_id: None,
        game_id: None,
        rating: v["rating"].as_f64().unwrap_or(Glicko::START.rating),
        deviation: Glicko::START.deviation,
        volatility: Glicko::START.volatility,
        plays: 0,
        added_at: now,
    };
    line_of(&row).ok_or("its solution is not legal from its position")?;
    Ok(row)
}

/// A stored puzzle's position and solution as moves; `None` if they do not read
/// (never for a puzzle the bot stored).
pub(crate) fn line_of(p: &PuzzleRow) -> Option<PuzzleLine> {
    let v = p.variant.variant();
    let start = Position::from_sfen(v, &p.sfen).ok()?;
    let solution = p
        .solution
        .split_whitespace()
        .map(|m| parse_usi(v, m).ok())
        .collect::<Option<Vec<_>>>()?;
    // Every move must be legal in turn.
    let line = PuzzleLine { start, solution };
    line.position_at(line.solution.len())?;
    (!line.solution.is_empty()).then_some(line)
}

/// "Sente to move and mate in 3": what the puzzle asks, from its themes (a
/// `noMoves` puzzle: "Sente to move and leave Gote without a legal move in 1 move",
/// and that it need not be check).
pub(crate) fn statement(p: &PuzzleRow, lang: Lang) -> String {
    let sente = tr!(lang, "puzzle-side-sente");
    let gote = tr!(lang, "puzzle-side-gote");
    let (side, defender) = match line_of(p).map(|l| l.start.side_to_move()) {
        Some(washogi_rules::Color::Gote) => (gote, sente),
        _ => (sente, gote),
    };
    let themes: Vec<&str> = p.themes.split_whitespace().collect();
    let mate = themes
        .iter()
        .find_map(|t| t.strip_prefix("mateIn").and_then(|n| n.parse::<i64>().ok()));
    let no_moves = themes.contains(&"noMoves");
    let goal = match mate {
        Some(n) => tr!(lang, "puzzle-goal-mate", moves = n),
        None if no_moves => {
            let moves = p.solution.split_whitespace().count().div_ceil(2) as i64;
            tr!(
                lang,
                "puzzle-goal-no-moves",
                defender = defender,
                moves = moves
            )
        }
        None if themes.contains(&"promotion") => tr!(lang, "puzzle-goal-promotion"),
        None => tr!(lang, "puzzle-goal-material"),
    };
    let mut text = tr!(lang, "puzzle-statement", side = side, goal = goal);
    if themes.contains(&"tsume") {
        text.push(' ');
        text.push_str(&tr!(lang, "puzzle-tsume"));
    }
    if no_moves && mate.is_none() {
        text.push(' ');
        text.push_str(&tr!(lang, "puzzle-no-moves"));
    }
    text
}

/// The `LIKE` pattern of a theme over a puzzle's themes between spaces.
pub(crate) fn theme_pattern(theme: Option<&str>) -> String {
    match theme {
        None => "%".to_string(),
        Some("mate") => "% mateIn%".to_string(),
        Some("no-moves") => "% noMoves %".to_string(),
        Some(t) => format!("% {t} %"),
    }
}

impl Area<'_> {
    /// A puzzle's board from the solver's side (the side to move at the start).
    pub(super) async fn puzzle_picture(
        &self,
        viewer: &User,
        place: Place,
        pos: &Position,
        last_move: Option<Move>,
        arrows: Vec<Arrow>,
        id: &str,
    ) -> Result<Option<Attachment>, Fail> {
        let options = RenderOptions {
            flipped: pos.side_to_move() == washogi_rules::Color::Gote,
            style: piece_style(self.pictures.pieces_for(viewer.id, place.venue).await?),
            last_move,
            sente_name: None,
            gote_name: None,
            language: crate::game::plate_language(place.guild_lang),
            arrows,
            ..RenderOptions::default()
        };
        let pos = pos.clone();
        let png = self
            .pictures
            .draw_picture(move || render_position(&pos, &options))
            .await;
        Ok(png.map(|bytes| Attachment {
            filename: format!(
                "puzzle-{}.png",
                id.replace(|c: char| !c.is_ascii_alphanumeric(), "-")
            ),
            bytes,
        }))
    }

    /// Load the shipped collection into the database (puzzles it holds already
    /// are kept, with their ratings, and given the collection's themes where these
    /// changed): how many were new.
    pub async fn load_puzzle_collection(&self) -> Result<usize, String> {
        let now = self.now();
        let mut rows = Vec::new();
        for (file, text) in COLLECTION.iter().enumerate() {
            for (n, line) in text.lines().enumerate() {
                if line.trim().is_empty() {
                    continue;
                }
                rows.push(
                    read_collection_line(line, now)
                        .map_err(|e| format!("collection {file}, line {}: {e}", n + 1))?,
                );
            }
        }
        let store = self.store();
        let added = store
            .add_puzzles(&rows)
            .await
            .map_err(|e| crate::store::describe_error(&e))?;
        store
            .update_collection_themes(&rows)
            .await
            .map_err(|e| crate::store::describe_error(&e))?;
        Ok(added)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_collection_reads_whole() {
        let mut ids = std::collections::HashSet::new();
        for text in COLLECTION {
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                let row = read_collection_line(line, 0).unwrap_or_else(|e| panic!("{e}: {line}"));
                assert!(ids.insert(row.id.clone()), "{} twice", row.id);
            }
        }
    }

    #[test]
    fn a_line_with_an_illegal_solution_is_refused() {
        let line = r#"{"id":"x","variant":"shogi","sfen":"4k4/9/4P4/9/9/9/9/9/4K4 b G 1","solution":["5a5b"],"themes":["mateIn1"],"source":"t"}"#;
        assert!(read_collection_line(line, 0).is_err());
        let good = line.replace("5a5b", "G*5b");
        let row = read_collection_line(&good, 0).unwrap();
        assert_eq!(
            statement(&row, Lang::En),
            "Sente to move and mate in 1 move."
        );
    }

    #[test]
    fn a_win_without_check_asks_for_no_legal_move_not_mate() {
        // Gote's king alone on 1a; the Tenacious Falcon to 2c takes its squares
        // without checking it.
        let line = r#"{"id":"wa-x","variant":"wa","sfen":"3+D6k/11/11/9+F1/11/11/11/11/11/6WVK2/8L2 b - 293","solution":["2d2c"],"themes":["noMoves"],"source":"t"}"#;
        let row = read_collection_line(line, 0).unwrap();
        assert_eq!(
            statement(&row, Lang::En),
            "Sente to move and leave Gote without a legal move in 1 move. \
             It need not be check: a side with no legal move loses."
        );
        let ja = statement(&row, Lang::Ja);
        assert!(ja.contains("後手") && !ja.contains("詰み"), "{ja}");
        // The theme choice finds these puzzles, and `mate` does not.
        let pattern = theme_pattern(Some("no-moves"));
        assert_eq!(pattern, "% noMoves %");
        assert!(!theme_pattern(Some("mate")).contains("noMoves"));
        assert!(THEMES.contains(&"no-moves"));
    }
}
