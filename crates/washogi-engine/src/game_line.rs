//! The self-play game files (`examples/data/*.txt`): one game a line, the variant's
//! id, the start SFEN (its four fields) and the moves in USI, separated by spaces.
//! `examples/analyse_selfplay.rs` writes them; it, the tests and the benches read
//! them back here, every move checked, so that a damaged file is refused rather than
//! read as a shorter game (which would quietly shrink what a test or a figure rests
//! on).

use washogi_rules::usi::{parse_usi, to_usi};
use washogi_rules::{Game, IllegalMove, NotationError, Position, SfenError, Variant};

/// Why a line is not a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameLineError {
    #[error("the line is too short for a variant and an SFEN")]
    TooShort,
    #[error("no variant {0:?}")]
    UnknownVariant(String),
    #[error("the start position: {0}")]
    Sfen(#[from] SfenError),
    #[error("move {ply} ({text}): {error}")]
    Unreadable {
        /// Counting from 1.
        ply: usize,
        text: String,
        error: NotationError,
    },
    #[error("move {ply}: {error}")]
    Illegal { ply: usize, error: IllegalMove },
}

/// The line of `game`.
pub fn write(game: &Game) -> String {
    let v = game.start().variant();
    let mut line = format!("{} {}", v.id(), game.start().to_sfen());
    for &mv in game.moves() {
        line.push(' ');
        line.push_str(&to_usi(v, mv));
    }
    line
}

/// The game of a line, every move checked legal.
pub fn read(line: &str) -> Result<Game, GameLineError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() < 5 {
        return Err(GameLineError::TooShort);
    }
    let v = Variant::by_id(words[0])
        .ok_or_else(|| GameLineError::UnknownVariant(words[0].to_string()))?;
    let start = Position::from_sfen(v, &words[1..5].join(" "))?;
    let moves = words[5..]
        .iter()
        .enumerate()
        .map(|(i, text)| {
            parse_usi(v, text).map_err(|error| GameLineError::Unreadable {
                ply: i + 1,
                text: text.to_string(),
                error,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Game::replay(start, &moves).map_err(|(i, error)| GameLineError::Illegal { ply: i + 1, error })
}

/// Every game of a file's text (blank lines skipped), or the first line that is not
/// one, counting from 1.
pub fn read_all(text: &str) -> Result<Vec<Game>, (usize, GameLineError)> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| read(l).map_err(|e| (i + 1, e)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_reads_back_as_written() {
        let v = Variant::by_id("shogi").unwrap();
        let mut game = Game::new(Position::start(v));
        for text in ["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"] {
            game.play(parse_usi(v, text).unwrap()).unwrap();
        }
        let line = write(&game);
        assert!(line.starts_with("shogi "), "{line}");
        assert!(line.ends_with(" 7g7f 3c3d 8h2b+ 3a2b B*4e"), "{line}");
        let back = read(&line).unwrap();
        assert_eq!(back.moves(), game.moves());
        assert_eq!(back.position().to_sfen(), game.position().to_sfen());
    }

    #[test]
    fn a_damaged_line_is_refused_with_where() {
        let start = "shogi lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert_eq!(read("shogi lnsgkgsnl").err(), Some(GameLineError::TooShort));
        assert!(matches!(
            read(&start.replace("shogi", "chess")),
            Err(GameLineError::UnknownVariant(v)) if v == "chess"
        ));
        assert!(matches!(
            read(&format!("{start} 7g7f zz")),
            Err(GameLineError::Unreadable { ply: 2, .. })
        ));
        // 7g7f twice: the second is black's pawn moving on white's turn.
        assert!(matches!(
            read(&format!("{start} 7g7f 7f7e")),
            Err(GameLineError::Illegal { ply: 2, .. })
        ));
        // A blank line is skipped; the line numbers count it.
        let (line, error) = read_all(&format!("{start} 7g7f\n\n{start} 9z")).unwrap_err();
        assert_eq!(line, 3);
        assert!(
            matches!(error, GameLineError::Unreadable { ply: 1, .. }),
            "{error}"
        );
        assert_eq!(
            read_all(&format!("{start} 7g7f\n\n{start}")).unwrap().len(),
            2
        );
    }
}
