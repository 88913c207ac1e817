//! `washogi-bot analyse`: the engine's analysis of a game given as USI moves or as a
//! KIF file, for people's own tools. Text for reading, or with `--json` one object a
//! ply: `ply`, `move` (USI), `cp` or `mate` (the mover's view after the move),
//! `win` (0–100, sente's view), `class` (`inaccuracy`, `mistake`, `blunder` or
//! null), `best` (USI) and `pv` (USI list).

use std::path::Path;
use std::time::Duration;

use washogi_engine::analysis::{analyse, Analysis, PlyAnalysis, DEFAULT_BUDGET};
use washogi_engine::{Engine, Limits, Score};

use crate::rules::japanese::resolve_move_input;
use crate::rules::{Color, Game, Position};

/// The engine's table for one analysis, in MiB.
const TABLE_MB: usize = 64;

/// A game's moves from a KIF record: each move line (`   1 ７六歩(77)   ( 0:01/…)`)
/// played from `start`, up to the first line that ends the game (投了, 中断, …).
/// Headers, comments and variations are passed over.
pub fn read_kif(start: Position, kif: &str) -> Result<Game, String> {
    let mut game = Game::new(start);
    for (n, line) in kif.lines().enumerate() {
        let line = line.trim_start();
        if line.starts_with("変化") {
            break; // the main line has ended; variations follow
        }
        let digits = line.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 {
            continue;
        }
        // The move runs to the first ASCII space: `同　歩(76)` keeps its ideographic
        // space, and the time in parentheses is left out.
        let text = line[digits..].trim_start();
        let text = text.split(' ').next().unwrap_or("");
        if text.is_empty() {
            continue;
        }
        let previous_to = game.last_move().map(|m| m.to());
        match resolve_move_input(game.position(), previous_to, text) {
            Ok(mv) => {
                game.play(mv)
                    .map_err(|e| format!("line {}: {text} cannot be played: {e}", n + 1))?;
            }
            // 投了, 中断, 詰み, 千日手 … end the record.
            Err(_) if !text.contains(|c: char| c.is_ascii_digit() || is_kif_digit(c)) => break,
            Err(e) => return Err(format!("line {}: cannot read the move {text}: {e}", n + 1)),
        }
    }
    if game.moves().is_empty() {
        return Err("the KIF file has no moves to analyse".into());
    }
    Ok(game)
}

fn is_kif_digit(c: char) -> bool {
    ('１'..='９').contains(&c) || "一二三四五六七八九十同".contains(c)
}

/// Analyse `game` at `movetime` milliseconds a position (default: the engine's
/// analysis budget), and put the result in words or in JSON lines.
pub fn analyse_game(game: &Game, movetime: Option<u64>, json: bool) -> Result<String, String> {
    let budget = match movetime {
        Some(0) => return Err("--movetime must be at least 1 ms".into()),
        Some(ms) => Limits::movetime(Duration::from_millis(ms)).with_mate_search(),
        None => DEFAULT_BUDGET,
    };
    let mut engine = Engine::new(TABLE_MB);
    let analysis = analyse(&mut engine, game, &budget, &[], |_| {}).map_err(|e| e.to_string())?;
    Ok(if json {
        json_lines(&analysis)
    } else {
        text(&analysis)
    })
}

/// The mover's score after the move, as `cp` or `mate`; both null when the move
/// ended the game on the board (`end` says how).
fn score_fields(p: &PlyAnalysis) -> (Option<i32>, Option<i32>) {
    match p.after {
        Some(Score::Cp(cp)) => (Some(cp), None),
        Some(Score::Mate(n)) => (None, Some(n)),
        None => (None, None),
    }
}

fn json_lines(a: &Analysis) -> String {
    let mut out = String::new();
    for p in &a.plies {
        let (cp, mate) = score_fields(p);
        let mut line = serde_json::json!({
            "ply": p.ply,
            "move": p.usi,
            "win": (p.win * 10.0).round() / 10.0,
            "class": p.class().map(|j| j.name()),
            "best": p.best_usi,
            "pv": p.pv_usi,
        });
        match (cp, mate) {
            (Some(cp), _) => line["cp"] = cp.into(),
            (_, Some(mate)) => line["mate"] = mate.into(),
            _ => line["end"] = format!("{:?}", p.ended).into(),
        }
        out.push_str(&line.to_string());
        out.push('\n');
    }
    out
}

fn text(a: &Analysis) -> String {
    let mut out = String::new();
    for p in &a.plies {
        let mark = if p.mover == Color::Sente {
            '☗'
        } else {
            '☖'
        };
        let score = match score_fields(p) {
            (Some(cp), _) => format!("{cp:+}"),
            (_, Some(mate)) => format!("mate {mate:+}"),
            _ => "end".to_string(),
        };
        let verdict = match (p.class(), &p.best_usi) {
            (Some(j), Some(best)) => format!("  {}, best {best}", j.name()),
            (Some(j), None) => format!("  {}", j.name()),
            _ => String::new(),
        };
        out.push_str(&format!(
            "{:>4}. {mark} {:<8} {score:>9}  sente {:5.1}%{verdict}\n",
            p.ply, p.usi, p.win
        ));
    }
    for (name, s) in [("sente", &a.sente), ("gote", &a.gote)] {
        let accuracy = s
            .accuracy
            .map_or("no moves".to_string(), |a| format!("accuracy {a:.1}%"));
        out.push_str(&format!(
            "{name}: {accuracy}, {}, {}, {}\n",
            counted(s.inaccuracies, "inaccuracy", "inaccuracies"),
            counted(s.mistakes, "mistake", "mistakes"),
            counted(s.blunders, "blunder", "blunders")
        ));
    }
    out
}

/// "1 blunder", "2 blunders".
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The game to analyse: from `--kif FILE`, or `--moves` played from `start`.
pub fn game_from(start: Position, moves: &[String], kif: Option<&Path>) -> Result<Game, String> {
    match (kif, moves.is_empty()) {
        (Some(_), false) => Err("give the moves or a KIF file, not both".into()),
        (Some(path), true) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            read_kif(start, &text)
        }
        (None, true) => {
            Err("give the moves (--moves 7g7f 3c3d …) or a KIF file (--kif FILE)".into())
        }
        (None, false) => super::play_moves(start, moves),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{usi, Variant};

    fn shogi() -> Position {
        Position::start(Variant::by_id("shogi").unwrap())
    }

    #[test]
    fn a_kif_record_is_read_with_its_same_square_moves_and_ends() {
        let kif = "# KIF\n手合割：平手\n手数----指手---------消費時間--\n\
                   \u{20}  1 ７六歩(77)   ( 0:01/00:00:01)\n\
                   \u{20}  2 ３四歩(33)   ( 0:01/00:00:01)\n\
                   \u{20}  3 ２二角成(88) ( 0:01/00:00:02)\n\
                   \u{20}  4 同　銀(31)   ( 0:01/00:00:02)\n\
                   \u{20}  5 投了\n\
                   変化：3手\n   3 ６六歩(67)\n";
        let game = read_kif(shogi(), kif).unwrap();
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|&m| usi::to_usi(game.position().variant(), m))
            .collect();
        assert_eq!(moves, ["7g7f", "3c3d", "8h2b+", "3a2b"]);
    }

    /// What `/export format:kif` writes reads back as the same moves, in every game:
    /// a game played by the engine against itself, with its captures, drops and
    /// promotions.
    #[test]
    fn the_bots_own_kif_records_read_back_move_for_move() {
        use crate::game::export::{kif_record, RecordEnd};
        use washogi_engine::Limits;
        for id in ["wa", "wa-drops", "shogi"] {
            let v = Variant::by_id(id).unwrap();
            let mut game = Game::new(Position::start(v));
            let mut engine = Engine::new(8);
            for _ in 0..40 {
                let found = engine.search(&game, &Limits::nodes(300), |_| {});
                let Some(mv) = found.best_move else { break };
                if game.play(mv).is_err() || game.status().is_over() {
                    break;
                }
            }
            assert!(
                game.moves().len() >= 20,
                "{id}: a game long enough to capture"
            );
            let end = RecordEnd {
                result: None,
                ending: None,
            };
            // As a correspondence game, and as a live one with each move's time.
            let clock = crate::game::export::RecordClock {
                control: crate::decide::clock::TimeControl::parse("10+30x3").unwrap(),
                spent_ms: (0..game.moves().len() as i64)
                    .map(|i| Some(i * 7_919))
                    .collect(),
            };
            for clock in [None, Some(&clock)] {
                let kif = kif_record(
                    &game,
                    "alice",
                    "bob",
                    "2026/12/01 00:00:00",
                    &end,
                    None,
                    clock,
                );
                let read = read_kif(Position::start(v), &kif).unwrap();
                assert_eq!(read.moves(), game.moves(), "{id}:\n{kif}");
            }
        }
    }

    #[test]
    fn a_kif_move_that_cannot_be_played_is_refused_with_its_line() {
        let kif = "   1 ７六歩(77)\n   2 ７六歩(77)\n";
        let e = read_kif(shogi(), kif).unwrap_err();
        assert!(e.starts_with("line 2:"), "{e}");
        assert!(read_kif(shogi(), "手合割：平手\n").is_err());
    }
}
