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
use washogi_rules::{Position, VariantId};

use crate::decide::puzzle::{Glicko, PuzzleLine};
use crate::game::Service;
use crate::i18n::Lang;
use crate::ids::ChannelId;
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

/// The themes `/puzzle theme:` offers, as the command table lists them.
pub const THEMES: &[&str] = &["mate", "tsume", "material", "promotion"];

/// What `/puzzle` was asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PuzzleOptions {
    /// An answer to the open puzzle.
    pub answer: Option<String>,
    pub variant: Option<VariantId>,
    pub theme: Option<String>,
    /// An admin turns the server's daily puzzle on or off.
    pub daily: Option<bool>,
    pub channel: Option<ChannelId>,
    pub hour: Option<i64>,
    pub is_admin: bool,
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

/// "Sente to move and mate in 3": what the puzzle asks, from its themes.
pub(crate) fn statement(p: &PuzzleRow, lang: Lang) -> String {
    let side = match line_of(p).map(|l| l.start.side_to_move()) {
        Some(washogi_rules::Color::Gote) => tr!(lang, "puzzle-side-gote"),
        _ => tr!(lang, "puzzle-side-sente"),
    };
    let themes: Vec<&str> = p.themes.split_whitespace().collect();
    let mate = themes
        .iter()
        .find_map(|t| t.strip_prefix("mateIn").and_then(|n| n.parse::<i64>().ok()));
    let goal = match mate {
        Some(n) => tr!(lang, "puzzle-goal-mate", moves = n),
        None if themes.contains(&"promotion") => tr!(lang, "puzzle-goal-promotion"),
        None => tr!(lang, "puzzle-goal-material"),
    };
    let mut text = tr!(lang, "puzzle-statement", side = side, goal = goal);
    if themes.contains(&"tsume") {
        text.push(' ');
        text.push_str(&tr!(lang, "puzzle-tsume"));
    }
    text
}

/// The `LIKE` pattern of a theme over a puzzle's themes between spaces.
pub(crate) fn theme_pattern(theme: Option<&str>) -> String {
    match theme {
        None => "%".to_string(),
        Some("mate") => "% mateIn%".to_string(),
        Some(t) => format!("% {t} %"),
    }
}

impl Service {
    /// Load the shipped collection into the database (puzzles it holds already
    /// are kept, with their ratings): how many were new.
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
        self.store()
            .add_puzzles(&rows)
            .await
            .map_err(|e| crate::store::describe_error(&e))
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
}
