//! Reading Japanese moves as players type them: `７六歩`, `76歩`, `7六歩`, `▲７六歩(77)`,
//! `７六歩成`, `７六歩不成` (or `生`), `５五角打`, `同歩`, `同　歩`, `５二金右`, `２四龍引`.
//!
//! Forgiving where it costs nothing: full-width or half-width digits, a kanji or a
//! digit rank, ▲/△ (or ☗/☖) or none (the mark is not checked: the move must be legal
//! for the side to move anyway), spaces anywhere, the KIF origin or not, 王 or 玉,
//! 竜 or 龍, two-kanji names (成銀, 飛鷹, 萑歩) or single ones. Strict where a guess
//! could play the wrong move: a move that could promote needs 成 or 不成, and a
//! name that fits several pieces needs 右/左/上/引/寄/直 or the origin, else the
//! candidates come back as [`InputError::Ambiguous`], as [`crate::input`] does.

use crate::input::InputError;
use crate::position::Position;
use crate::types::{Move, Square};
use crate::usi::{NotationError, MAX_MOVE_INPUT};
use crate::variants::Kind;
use crate::IllegalMove;

use super::names::{is_kanji_numeral_char, kanji_numeral_value, piece_aliases};
use super::relative::{select, Relative};

/// What the move says about promotion or dropping.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Action {
    /// 成
    Promote,
    /// 不成 or 生
    Stay,
    /// 打
    Drop,
}

/// A move as written, before it is matched against the position.
struct Written {
    /// The destination; several when digits alone could be split two ways (`111`).
    to: Vec<Square>,
    /// Every kind the piece name can mean.
    kinds: Vec<Kind>,
    words: Relative,
    action: Option<Action>,
    /// The KIF origin, when given.
    from: Option<Vec<Square>>,
}

/// The marks records put before a move: sente ▲ ☗ ▼, gote △ ☖ ▽.
fn is_side_mark(c: char) -> bool {
    matches!(c, '▲' | '△' | '☗' | '☖' | '▼' | '▽')
}

/// Whether text is meant as a Japanese move: it has kanji or kana (full-width Latin
/// letters and digits alone are the English notation typed on a Japanese keyboard;
/// a side mark alone does not decide).
pub fn looks_japanese(text: &str) -> bool {
    text.chars().any(|c| {
        ('\u{2FF0}'..='\u{2FFF}').contains(&c)
            || ('\u{3005}'..='\u{9FFF}').contains(&c)
            || ('\u{F900}'..='\u{FAFF}').contains(&c)
            || c >= '\u{20000}'
    })
}

/// Full-width ASCII to ASCII; spaces (the full-width one too) and side marks go.
fn normalise(text: &str) -> Vec<char> {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            c => c,
        })
        .filter(|&c| !c.is_whitespace() && !is_side_mark(c))
        .collect()
}

/// Squares written with digits and perhaps a kanji rank: `76`, `7` + 六, `1011`,
/// `0709`; three digits alone (`111`) may be read two ways on an 11×11 board.
fn squares(pos: &Position, digits: &str, rank: Option<u8>) -> Vec<Square> {
    let n = |t: &str| t.parse::<u8>().ok();
    let splits: Vec<(Option<u8>, Option<u8>)> = match (rank, digits.len()) {
        (Some(r), 1 | 2) => vec![(n(digits), Some(r))],
        (None, 2) => vec![(n(&digits[..1]), n(&digits[1..]))],
        (None, 3) => vec![
            (n(&digits[..1]), n(&digits[1..])),
            (n(&digits[..2]), n(&digits[2..])),
        ],
        (None, 4) => vec![(n(&digits[..2]), n(&digits[2..]))],
        _ => vec![],
    };
    splits
        .into_iter()
        .filter_map(|(file, rank)| Square::new(file?, rank?.checked_sub(1)?))
        .filter(|&sq| pos.contains(sq))
        .collect()
}

struct Reader<'a> {
    chars: &'a [char],
    at: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }
    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let start = self.at;
        while self.peek().is_some_and(&keep) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }
    fn rest_starts_with(&self, word: &str) -> bool {
        let rest = &self.chars[self.at.min(self.chars.len())..];
        let mut word = word.chars();
        rest.iter().zip(word.by_ref()).all(|(a, b)| *a == b) && word.next().is_none()
    }

    /// Digits and an optional kanji rank, as squares; `None` when there is no digit.
    fn squares(&mut self, pos: &Position) -> Option<Result<Vec<Square>, NotationError>> {
        let digits = self.take_while(|c| c.is_ascii_digit());
        if digits.is_empty() {
            return None;
        }
        let kanji = self.take_while(is_kanji_numeral_char);
        let rank = if kanji.is_empty() {
            None
        } else {
            match kanji_numeral_value(&kanji) {
                Some(r) => Some(r),
                None => return Some(Err(NotationError::NoSuchSquare(digits + &kanji))),
            }
        };
        let found = squares(pos, &digits, rank);
        if found.is_empty() {
            return Some(Err(NotationError::NoSuchSquare(digits + &kanji)));
        }
        Some(Ok(found))
    }
}

/// Read the text into its parts, without looking at which moves are legal.
fn read(pos: &Position, previous_to: Option<Square>, text: &str) -> Result<Written, InputError> {
    if text.chars().count() > MAX_MOVE_INPUT {
        return Err(NotationError::TooLong.into());
    }
    let chars = normalise(text);
    if chars.is_empty() {
        return Err(NotationError::Empty.into());
    }
    let unreadable = || InputError::from(NotationError::Unreadable(text.trim().to_string()));
    let mut r = Reader {
        chars: &chars,
        at: 0,
    };
    let to = if r.eat('同') {
        vec![previous_to.ok_or_else(unreadable)?]
    } else {
        let to = r.squares(pos).ok_or_else(unreadable)??;
        // Newspapers write the square before 同 after a page break (７六同歩).
        r.eat('同');
        to
    };
    let aliases = piece_aliases(pos.variant());
    let Some((name, kinds)) = aliases.iter().find(|(name, _)| r.rest_starts_with(name)) else {
        let rest: String = chars[r.at..]
            .iter()
            .take_while(|c| !"右左直上寄引成不生打(".contains(**c))
            .collect();
        return Err(if rest.is_empty() {
            unreadable()
        } else {
            NotationError::NoSuchPiece(rest).into()
        });
    };
    r.at += name.chars().count();
    let mut words = Relative::default();
    let mut action = None;
    while let Some(c) = r.peek() {
        let next = if words.read(c) {
            r.at += 1;
            continue;
        } else if r.eat('成') {
            Action::Promote
        } else if r.rest_starts_with("不成") {
            r.at += 2;
            Action::Stay
        } else if r.eat('生') {
            Action::Stay
        } else if r.eat('打') {
            Action::Drop
        } else {
            break;
        };
        if action.replace(next).is_some() {
            return Err(unreadable());
        }
    }
    let from = if r.eat('(') {
        let from = r.squares(pos).ok_or_else(unreadable)??;
        if !r.eat(')') {
            return Err(unreadable());
        }
        Some(from)
    } else {
        None
    };
    if r.peek().is_some() || (action == Some(Action::Drop) && (from.is_some() || !words.is_empty()))
    {
        return Err(unreadable());
    }
    Ok(Written {
        to,
        kinds: kinds.clone(),
        words,
        action,
        from,
    })
}

/// Whether a move fits the square, the piece, 打 and the origin (not the
/// relative words, which depend on the other candidates, nor promotion).
fn fits(pos: &Position, w: &Written, mv: Move) -> bool {
    if !w.to.contains(&mv.to()) {
        return false;
    }
    match mv {
        Move::Drop { kind, .. } => {
            w.kinds.contains(&kind)
                && w.from.is_none()
                && matches!(w.action, None | Some(Action::Drop))
        }
        Move::Board { from, .. } => {
            w.action != Some(Action::Drop)
                && w.from.as_ref().is_none_or(|f| f.contains(&from))
                && pos
                    .own_piece_at(from, pos.side_to_move())
                    .is_some_and(|p| w.kinds.contains(&p.kind))
        }
    }
}

fn promotion_fits(w: &Written, mv: Move) -> bool {
    match (w.action, mv) {
        (Some(Action::Promote), Move::Board { promote, .. }) => promote,
        (Some(Action::Stay), Move::Board { promote, .. }) => !promote,
        _ => true,
    }
}

/// The moves a written move can mean among `moves`: those that fit; board moves
/// before drops when 打 is not written (records write 打 only when a board piece could
/// also go there); then the relative words; then promotion.
fn candidates(pos: &Position, w: &Written, moves: &[Move]) -> Vec<Move> {
    let mut found: Vec<Move> = moves.iter().copied().filter(|&m| fits(pos, w, m)).collect();
    if found.iter().any(|m| matches!(m, Move::Board { .. })) {
        found.retain(|m| matches!(m, Move::Board { .. }));
    }
    if !w.words.is_empty() {
        let us = pos.side_to_move();
        let mut kept = Vec::new();
        for &to in &w.to {
            let mut from_squares: Vec<Square> = found
                .iter()
                .filter(|m| m.to() == to)
                .filter_map(|m| m.from())
                .collect();
            from_squares.sort();
            from_squares.dedup();
            let chosen = select(us, to, &from_squares, w.words);
            kept.extend(
                found
                    .iter()
                    .filter(|m| m.to() == to && m.from().is_some_and(|f| chosen.contains(&f))),
            );
        }
        found = kept;
    }
    found.retain(|&m| promotion_fits(w, m));
    found
}

/// Read a Japanese move and find the one legal move of `pos` it names.
/// `previous_to` is the destination of the move just played (what 同 refers to);
/// `None` at the start of a game.
pub fn parse_japanese(
    pos: &Position,
    previous_to: Option<Square>,
    text: &str,
) -> Result<Move, InputError> {
    let written = read(pos, previous_to, text)?;
    let legal = candidates(pos, &written, &pos.legal_moves());
    match legal.len() {
        1 => Ok(legal[0]),
        0 => Err(explain_no_match(pos, &written)),
        _ => Err(InputError::Ambiguous(legal)),
    }
}

/// Why nothing fits: the rule that stops the closest move, if there is one, as
/// [`crate::input::resolve_input`] explains its short forms.
fn explain_no_match(pos: &Position, w: &Written) -> InputError {
    let mut pseudo = Vec::new();
    pos.pseudo_legal_moves(&mut pseudo);
    let close = candidates(pos, w, &pseudo);
    if let Some(err) = close.iter().find_map(|&m| pos.validate(m).err()) {
        return err.into();
    }
    let kind = w.kinds[0];
    if w.action == Some(Action::Stay) {
        let promoting = Written {
            action: Some(Action::Promote),
            to: w.to.clone(),
            kinds: w.kinds.clone(),
            words: w.words,
            from: w.from.clone(),
        };
        if let Some(m) = candidates(pos, &promoting, &pseudo).first() {
            return IllegalMove::MustPromote { kind, to: m.to() }.into();
        }
    }
    let v = pos.variant();
    let us = pos.side_to_move();
    let dropping = w.action == Some(Action::Drop);
    if dropping && !v.drops() {
        return IllegalMove::NoDrops.into();
    }
    // The piece in hand (a name may also mean a promoted kind, never in hand).
    let in_hand = w
        .kinds
        .iter()
        .copied()
        .find(|&k| !v.kind(k).promoted && pos.hand_count(us, k) > 0);
    match in_hand {
        None if dropping => {
            let kind = w
                .kinds
                .iter()
                .copied()
                .find(|&k| !v.kind(k).promoted)
                .unwrap_or(kind);
            IllegalMove::NotInHand { kind }.into()
        }
        Some(k) if dropping || (w.action.is_none() && pos.piece_at(w.to[0]).is_none()) => match pos
            .validate(Move::Drop {
                kind: k,
                to: w.to[0],
            }) {
            Err(e) => e.into(),
            Ok(()) => InputError::NoMatch { kind, to: w.to[0] },
        },
        _ => InputError::NoMatch { kind, to: w.to[0] },
    }
}

/// What `/move` reads: a Japanese move when the text has kanji or kana, otherwise
/// the English and USI forms of [`crate::input::resolve_input`] (with any ▲/△ a
/// player pasted left out: `▲7g7f`).
///
/// ```
/// use washogi_rules::japanese::resolve_move_input;
/// use washogi_rules::{usi::to_usi, Position, Variant};
/// let shogi = Variant::by_id("shogi").unwrap();
/// let start = Position::start(shogi);
/// for text in ["７六歩", "76歩", "7g7f", "P7f", "▲7g7f"] {
///     let mv = resolve_move_input(&start, None, text).unwrap();
///     assert_eq!(to_usi(shogi, mv), "7g7f");
/// }
/// ```
pub fn resolve_move_input(
    pos: &Position,
    previous_to: Option<Square>,
    text: &str,
) -> Result<Move, InputError> {
    if looks_japanese(text) {
        parse_japanese(pos, previous_to, text)
    } else {
        let unmarked: String = text.chars().filter(|&c| !is_side_mark(c)).collect();
        crate::input::resolve_input(pos, &unmarked)
    }
}
