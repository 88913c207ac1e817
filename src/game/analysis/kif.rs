//! An analysed game's KIF record carries the analysis: after each move a comment
//! (`*` lines, which KIF readers show beside the move) with the evaluation, the
//! judgement and the engine's best move and line; and for each inaccuracy, mistake
//! or blunder the engine's line as a 変化 (variation) block after the main line.

use washogi_engine::analysis::{Analysis, Judgement};
use washogi_engine::Score;
use washogi_rules::{japanese, Color, Game, Move, Position, Square};

/// Moves of the engine's line in a comment and in a variation.
const LINE_PLIES: usize = 10;

/// What an analysis adds to a KIF record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KifNotes {
    /// After the `i`-th move (0: the first), its comment lines, each starting `*`.
    pub after_move: Vec<Vec<String>>,
    /// The variation blocks, to follow the main line (latest branch first, as KIF
    /// readers expect: each block branches from the line read before it).
    pub variations: String,
}

/// Sente's view of a score that is `mover`'s: `+123`, `-45`, `▲詰3` (sente mates in
/// 3), `△詰2`.
fn sente_score(score: Score, mover: Color) -> String {
    let sign = if mover == Color::Sente { 1 } else { -1 };
    match score {
        Score::Cp(cp) => format!("{:+}", cp * sign),
        Score::Mate(n) => {
            let winner = if (n > 0) == (mover == Color::Sente) {
                "▲"
            } else {
                "△"
            };
            format!("{winner}詰{}", n.unsigned_abs())
        }
    }
}

fn judgement_word(j: Judgement) -> &'static str {
    match j {
        Judgement::Inaccuracy => "疑問手",
        Judgement::Mistake => "悪手",
        Judgement::Blunder => "大悪手",
    }
}

/// Play `line` from `pos` as far as it is legal: each move with the position it is
/// played in and where the move before it landed.
fn playable(
    pos: &Position,
    previous_to: Option<Square>,
    line: &[Move],
) -> Vec<(Position, Move, Option<Square>)> {
    let mut out = Vec::new();
    let mut pos = pos.clone();
    let mut previous_to = previous_to;
    for &mv in line.iter().take(LINE_PLIES) {
        let Ok(next) = pos.play(mv) else { break };
        out.push((pos, mv, previous_to));
        previous_to = Some(mv.to());
        pos = next;
    }
    out
}

/// The notes of an analysed game (`analysis` of `game`).
pub fn kif_notes(game: &Game, analysis: &Analysis) -> KifNotes {
    let mut notes = KifNotes {
        after_move: vec![Vec::new(); game.moves().len()],
        ..KifNotes::default()
    };
    // The position before each move, and where the move before it landed.
    let mut befores = Vec::with_capacity(game.moves().len());
    let mut pos = game.start().clone();
    let mut previous_to = None;
    for &mv in game.moves() {
        befores.push((pos.clone(), previous_to));
        previous_to = Some(mv.to());
        pos = pos.play(mv).expect("a replayed game holds legal moves");
    }
    let mut variations = Vec::new();
    for p in &analysis.plies {
        let Some((before, previous_to)) = befores.get(p.ply.wrapping_sub(1)) else {
            continue;
        };
        let mut comment = match p.after {
            Some(after) => format!(
                "*評価値 {}（先手勝率 {:.0}%）",
                sente_score(after, p.mover),
                p.win
            ),
            None => "*終局".to_string(),
        };
        if let Some(j) = p.class() {
            comment.push_str(&format!(" {}", judgement_word(j)));
        }
        let line = playable(before, *previous_to, &p.pv);
        if let (Some(best), Some((_, first, _))) = (p.best, line.first()) {
            if best != p.mv && *first == best {
                let words: Vec<String> = line
                    .iter()
                    .map(|(pos, mv, prev)| japanese::to_japanese(pos, *mv, *prev))
                    .collect();
                comment.push_str(&format!(" 最善手 {} 読み筋 {}", words[0], words.join(" ")));
                if p.class().is_some() {
                    variations.push((p.ply, line));
                }
            }
        }
        notes.after_move[p.ply - 1].push(comment);
    }
    // Latest branch first: a KIF reader attaches each block to the line it read
    // last, going back from its end.
    for (ply, line) in variations.iter().rev() {
        notes.variations.push_str(&format!("\n変化：{ply}手\n"));
        for (i, (pos, mv, prev)) in line.iter().enumerate() {
            notes.variations.push_str(&format!(
                "{:>4} {}\n",
                ply + i,
                japanese::kif_move(pos, *mv, *prev)
            ));
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_from_sentes_side() {
        assert_eq!(sente_score(Score::Cp(120), Color::Sente), "+120");
        assert_eq!(sente_score(Score::Cp(120), Color::Gote), "-120");
        assert_eq!(sente_score(Score::Mate(3), Color::Gote), "△詰3");
        assert_eq!(sente_score(Score::Mate(-2), Color::Gote), "▲詰2");
        assert_eq!(sente_score(Score::Mate(1), Color::Sente), "▲詰1");
    }
}
