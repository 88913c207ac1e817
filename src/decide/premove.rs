//! Conditional moves ("premoves") of correspondence games: a line of *their move,
//! my reply* pairs read against the position the opponent is to move in, lines
//! merged into a tree, and the reply the tree holds for the move the opponent made.
//! Pure; the store keeps a tree as its text ([`Tree::to_text`]), one line a row of
//! USI moves.
//!
//! ```
//! use washogi_bot::decide::premove::{read_line, Tree};
//! use washogi_bot::rules::{Game, Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let mut game = Game::new(Position::start(shogi));
//! game.play(washogi_bot::rules::usi::parse_usi(shogi, "7g7f").unwrap()).unwrap();
//! // Gote is to move; sente sets a line: if 3c3d, then 2g2f; if then 8c8d, 2f2e.
//! let line = read_line(&game, "3c3d 2g2f 8c8d 2f2e").unwrap();
//! let mut tree = Tree::default();
//! tree.add(&line.usi).unwrap();
//! let (reply, rest) = tree.reply_to("3c3d").unwrap();
//! assert_eq!(reply, "2g2f");
//! assert_eq!(rest.reply_to("8c8d").unwrap().0, "2f2e");
//! assert!(tree.reply_to("8c8d").is_none());
//! ```

use washogi_rules::{japanese, usi, Game, IllegalMove, InputError, Move, Position, Square};

/// The most lines (leaves) a tree may hold: `/premove show` draws each.
pub const MAX_LINES: usize = 8;
/// The most *their move, my reply* pairs in one line.
pub const MAX_PAIRS: usize = 10;

/// A tree of conditional moves: for each move of the opponent, the reply and what
/// follows it. Branches keep the order they were added in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tree {
    branches: Vec<Branch>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Branch {
    theirs: String,
    mine: String,
    then: Tree,
}

/// A line read and checked by the rules: its moves, and the same in USI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub moves: Vec<Move>,
    pub usi: Vec<String>,
}

/// Why a line was refused; `index` counts the line's moves from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// No move at all.
    Empty,
    /// An odd number of moves: the last has no reply.
    Odd { moves: usize },
    /// More than [`MAX_PAIRS`] pairs.
    TooLong { pairs: usize },
    /// A move that names no legal move there (unreadable, illegal, ambiguous): the
    /// rules' reason, with the position it was read in.
    Move {
        index: usize,
        text: String,
        error: InputError,
        before: Box<Position>,
        previous_to: Option<Square>,
    },
    /// A move after the game would be over.
    AfterTheEnd { index: usize, text: String },
}

/// Why a line does not fit the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MergeError {
    /// At this branch point the tree answers `theirs` with `tree_reply`, the line
    /// with `line_reply`; `path` is every move before it (both sides, in USI).
    Contradicts {
        path: Vec<String>,
        theirs: String,
        tree_reply: String,
        line_reply: String,
    },
    /// The tree would hold more than [`MAX_LINES`] lines.
    TooManyLines,
    /// Not pairs of moves.
    Odd,
}

/// What adding a line did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Added {
    /// The tree holds something new.
    New,
    /// The tree held the whole line already.
    Already,
}

/// The moves of a typed line: separated by spaces (the full-width one too) or
/// commas; a lone `同` (Japanese "same square") joins the move after it.
fn tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut join_next = false;
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',' || c == '、')
        .filter(|t| !t.is_empty())
    {
        if join_next {
            if let Some(last) = out.last_mut() {
                last.push_str(token);
            }
        } else {
            out.push(token.to_string());
        }
        join_next = token.trim_start_matches(['▲', '△', '☗', '☖']) == "同";
    }
    out
}

/// Read a typed line against `game`, whose side to move is the opponent: each move
/// in USI or as `/move` reads it (the forgiving forms, Japanese), played in turn and
/// checked by the rules. The game itself is not changed.
pub fn read_line(game: &Game, text: &str) -> Result<Line, LineError> {
    let words = tokens(text);
    if words.is_empty() {
        return Err(LineError::Empty);
    }
    if words.len() % 2 == 1 {
        return Err(LineError::Odd { moves: words.len() });
    }
    if words.len() / 2 > MAX_PAIRS {
        return Err(LineError::TooLong {
            pairs: words.len() / 2,
        });
    }
    let mut game = game.clone();
    let mut line = Line {
        moves: Vec::with_capacity(words.len()),
        usi: Vec::with_capacity(words.len()),
    };
    for (index, word) in words.into_iter().enumerate() {
        if game.status().is_over() {
            return Err(LineError::AfterTheEnd { index, text: word });
        }
        let before = game.position().clone();
        let previous_to = game.last_move().map(|m| m.to());
        let refused = |error: InputError, word: String, before: Position| LineError::Move {
            index,
            text: word,
            error,
            before: Box::new(before),
            previous_to,
        };
        let mv = match japanese::resolve_move_input(&before, previous_to, &word) {
            Ok(mv) => mv,
            Err(error) => return Err(refused(error, word, before)),
        };
        if let Err(error) = game.play(mv) {
            return Err(refused(InputError::Illegal(error), word, before));
        }
        line.usi.push(usi::to_usi(before.variant(), mv));
        line.moves.push(mv);
    }
    Ok(line)
}

/// Replay a stored line (USI) from `game`: the game after it, or the first move
/// that does not fit (a tree stored for another position).
pub fn replay(game: &Game, line: &[String]) -> Result<Game, IllegalMove> {
    let mut game = game.clone();
    for text in line {
        let mv =
            usi::parse_usi(game.position().variant(), text).map_err(|_| IllegalMove::OffBoard)?;
        game.play(mv)?;
    }
    Ok(game)
}

impl Tree {
    /// Whether the tree holds no line.
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// Add a line of USI pairs (their move, my reply, …), sharing what it has in
    /// common with the lines already there. A line that answers a move of the
    /// opponent differently from the tree is refused, naming that branch point; so is
    /// one that would make more than [`MAX_LINES`] lines. Nothing changes on a
    /// refusal.
    pub fn add(&mut self, line: &[String]) -> Result<Added, MergeError> {
        if line.is_empty() || line.len() % 2 == 1 {
            return Err(MergeError::Odd);
        }
        let mut grown = self.clone();
        let added = grown.add_at(line, &mut Vec::new())?;
        if grown.lines().len() > MAX_LINES {
            return Err(MergeError::TooManyLines);
        }
        *self = grown;
        Ok(added)
    }

    fn add_at(&mut self, line: &[String], path: &mut Vec<String>) -> Result<Added, MergeError> {
        let [theirs, mine, rest @ ..] = line else {
            return Ok(Added::Already);
        };
        match self.branches.iter_mut().find(|b| &b.theirs == theirs) {
            Some(b) if &b.mine != mine => Err(MergeError::Contradicts {
                path: path.clone(),
                theirs: theirs.clone(),
                tree_reply: b.mine.clone(),
                line_reply: mine.clone(),
            }),
            Some(b) => {
                path.push(theirs.clone());
                path.push(mine.clone());
                b.then.add_at(rest, path)
            }
            None => {
                let mut then = Tree::default();
                then.add_at(rest, path)?;
                self.branches.push(Branch {
                    theirs: theirs.clone(),
                    mine: mine.clone(),
                    then,
                });
                Ok(Added::New)
            }
        }
    }

    /// The reply to the opponent's move `theirs` (USI), and the tree that follows
    /// it; `None` when the tree does not expect that move.
    pub fn reply_to(&self, theirs: &str) -> Option<(&str, &Tree)> {
        self.branches
            .iter()
            .find(|b| b.theirs == theirs)
            .map(|b| (b.mine.as_str(), &b.then))
    }

    /// Every line, from the root to each leaf, in the order they were added.
    pub fn lines(&self) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        for b in &self.branches {
            let head = [b.theirs.clone(), b.mine.clone()];
            if b.then.is_empty() {
                out.push(head.to_vec());
            } else {
                for tail in b.then.lines() {
                    out.push(head.iter().cloned().chain(tail).collect());
                }
            }
        }
        out
    }

    /// The tree as stored: one line a row, its moves in USI separated by spaces.
    pub fn to_text(&self) -> String {
        self.lines()
            .iter()
            .map(|l| l.join(" "))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// A tree from its stored text (lines that do not fit are left out: the text
    /// comes from [`Tree::to_text`], never from a person).
    pub fn from_text(text: &str) -> Tree {
        let mut tree = Tree::default();
        for line in text.lines() {
            let moves: Vec<String> = line.split_whitespace().map(str::to_string).collect();
            if !moves.is_empty() {
                let _ = tree.add_at(&moves, &mut Vec::new());
            }
        }
        tree
    }
}

/// What the tree of the player waiting says to the opponent's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Reply `mine` (USI); `rest` is the tree from the position after it (empty:
    /// nothing more to keep).
    Reply { mine: String, rest: Tree },
    /// The tree did not expect the move: it is dropped whole.
    Drop,
}

/// The waiting player's answer to the opponent's move `theirs` (USI).
pub fn answer(tree: &Tree, theirs: &str) -> Answer {
    match tree.reply_to(theirs) {
        Some((mine, rest)) => Answer::Reply {
            mine: mine.to_string(),
            rest: rest.clone(),
        },
        None => Answer::Drop,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::{Position, Variant};

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    /// Shogi after 7g7f: gote to move.
    fn after_7g7f() -> Game {
        let v = Variant::by_id("shogi").unwrap();
        let mut game = Game::new(Position::start(v));
        game.play(usi::parse_usi(v, "7g7f").unwrap()).unwrap();
        game
    }

    #[test]
    fn a_line_is_read_move_by_move_by_the_rules() {
        let game = after_7g7f();
        let line = read_line(&game, "3c3d 2g2f 8c8d 2f2e").unwrap();
        assert_eq!(line.usi, words("3c3d 2g2f 8c8d 2f2e"));
        // The forgiving forms and Japanese, as /move reads them; commas too.
        let line = read_line(&game, "3c-3d, P2f  ８四歩　２五歩").unwrap();
        assert_eq!(line.usi, words("3c3d 2g2f 8c8d 2f2e"));
        // 同 joins the move after it.
        let line = read_line(&game, "3c3d 8h2b+ 同 銀").unwrap_err();
        assert!(matches!(line, LineError::Odd { moves: 3 }), "{line:?}");
        let line = read_line(&game, "3c3d 8h2b+ 同 銀 B*4e").unwrap();
        assert_eq!(line.usi, words("3c3d 8h2b+ 3a2b B*4e"));
        // The game itself is untouched.
        assert_eq!(game.moves().len(), 1);
    }

    #[test]
    fn a_bad_line_is_refused_naming_the_move() {
        let game = after_7g7f();
        assert_eq!(read_line(&game, "  "), Err(LineError::Empty));
        assert_eq!(
            read_line(&game, "3c3d 2g2f 8c8d"),
            Err(LineError::Odd { moves: 3 })
        );
        let long = "3c3d 2g2f 8c8d 2f2e ".repeat(6);
        assert_eq!(
            read_line(&game, &long),
            Err(LineError::TooLong { pairs: 12 })
        );
        // A pawn does not move two squares.
        match read_line(&game, "3c3d 2g2e") {
            Err(LineError::Move { index, text, .. }) => {
                assert_eq!((index, text.as_str()), (1, "2g2e"))
            }
            other => panic!("{other:?}"),
        }
        match read_line(&game, "3c3d zz") {
            Err(LineError::Move {
                index: 1, error, ..
            }) => {
                assert!(matches!(error, InputError::Notation(_)), "{error:?}")
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn nothing_is_read_after_the_game_would_end() {
        // Gote's king may not walk into the gold's reach.
        let v = Variant::by_id("shogi").unwrap();
        let pos = Position::from_sfen(v, "k8/9/1G7/9/9/9/9/9/8K w G 1").unwrap();
        let game = Game::new(pos);
        let line = read_line(&game, "9a9b G*8b").unwrap_err();
        assert!(matches!(line, LineError::Move { index: 0, .. }), "{line:?}");
        // Sente's G*8b mates: a move after it is refused.
        let pos = Position::from_sfen(v, "k8/9/1G7/9/9/9/9/9/8K w G2p 1").unwrap();
        let game = Game::new(pos);
        let line = read_line(&game, "P*5e G*8b 1a1b 1i1h").unwrap_err();
        assert!(
            matches!(line, LineError::AfterTheEnd { index: 2, .. }),
            "{line:?}"
        );
    }

    #[test]
    fn lines_merge_into_a_tree_and_a_contradiction_names_its_branch() {
        let mut tree = Tree::default();
        assert_eq!(tree.add(&words("3c3d 2g2f 8c8d 2f2e")), Ok(Added::New));
        assert_eq!(tree.add(&words("3c3d 2g2f 4c4d 2f2e")), Ok(Added::New));
        assert_eq!(tree.add(&words("8c8d 2g2f")), Ok(Added::New));
        assert_eq!(tree.add(&words("3c3d 2g2f")), Ok(Added::Already));
        assert_eq!(tree.lines().len(), 3);
        let before = tree.clone();
        assert_eq!(
            tree.add(&words("3c3d 2g2f 8c8d 6i7h")),
            Err(MergeError::Contradicts {
                path: words("3c3d 2g2f"),
                theirs: "8c8d".into(),
                tree_reply: "2f2e".into(),
                line_reply: "6i7h".into(),
            })
        );
        assert_eq!(tree, before, "a refused line changes nothing");
        assert_eq!(tree.add(&words("3c3d")), Err(MergeError::Odd));
        // Extending a line keeps the count of lines.
        assert_eq!(tree.add(&words("8c8d 2g2f 8d8e 2f2e")), Ok(Added::New));
        assert_eq!(
            tree.lines(),
            vec![
                words("3c3d 2g2f 8c8d 2f2e"),
                words("3c3d 2g2f 4c4d 2f2e"),
                words("8c8d 2g2f 8d8e 2f2e"),
            ]
        );
    }

    #[test]
    fn a_tree_holds_at_most_its_lines() {
        let mut tree = Tree::default();
        let theirs = [
            "1c1d", "2c2d", "3c3d", "4c4d", "5c5d", "6c6d", "7c7d", "8c8d", "9c9d",
        ];
        for t in &theirs[..MAX_LINES] {
            assert_eq!(tree.add(&words(&format!("{t} 2g2f"))), Ok(Added::New));
        }
        let full = tree.clone();
        assert_eq!(
            tree.add(&words(&format!("{} 2g2f", theirs[MAX_LINES]))),
            Err(MergeError::TooManyLines)
        );
        assert_eq!(tree, full);
    }

    #[test]
    fn the_tree_answers_the_move_it_expects_and_drops_on_any_other() {
        let mut tree = Tree::default();
        tree.add(&words("3c3d 2g2f 8c8d 2f2e")).unwrap();
        tree.add(&words("8c8d 2g2f")).unwrap();
        match answer(&tree, "3c3d") {
            Answer::Reply { mine, rest } => {
                assert_eq!(mine, "2g2f");
                assert_eq!(rest.lines(), vec![words("8c8d 2f2e")]);
                match answer(&rest, "8c8d") {
                    Answer::Reply { mine, rest } => {
                        assert_eq!(mine, "2f2e");
                        assert!(rest.is_empty());
                    }
                    other => panic!("{other:?}"),
                }
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(answer(&tree, "1c1d"), Answer::Drop);
    }

    #[test]
    fn a_tree_comes_back_from_its_text() {
        let mut tree = Tree::default();
        tree.add(&words("3c3d 2g2f 8c8d 2f2e")).unwrap();
        tree.add(&words("3c3d 2g2f 4c4d 2f2e")).unwrap();
        tree.add(&words("P*5e 5g5f")).unwrap();
        let text = tree.to_text();
        assert_eq!(text, "3c3d 2g2f 8c8d 2f2e\n3c3d 2g2f 4c4d 2f2e\nP*5e 5g5f");
        assert_eq!(Tree::from_text(&text), tree);
        assert!(Tree::from_text("").is_empty());
    }

    #[test]
    fn a_stored_line_replays_from_its_position() {
        let game = after_7g7f();
        let after = replay(&game, &words("3c3d 2g2f")).unwrap();
        assert_eq!(after.moves().len(), 3);
        assert!(replay(&game, &words("3c3d 2g2e")).is_err());
    }
}
