//! Moves as Japanese players write and read them, in all three games.
//!
//! Two written forms:
//!
//! - [`to_japanese`], the KIF form with the side's mark: `▲７六歩(77)`, `△同　歩(23)`,
//!   `▲２二角成(88)`, `▲３三桂不成(45)`, `▲５五角打`. It always names the origin,
//!   so it never needs 右/左, and like every KIF writer (Kifu for Windows, lishogi's
//!   `makeKifMove`) it writes 打 on every drop. [`kif_move`] is the same without the
//!   mark, line by line what the bot's KIF export writes.
//! - [`to_japanese_short`], the newspaper form of the Japan Shogi Association's rules
//!   ("棋譜の表記方法", <https://www.shogi.or.jp/faq/kihuhyouki.html>): `▲７六歩`,
//!   `△同歩`, `▲５二金右`, `▲５五角` (打 only when a piece on the board could also go
//!   there). Where those words cannot tell two Wa pieces apart it adds the origin.
//!
//! Squares are full-width file digits and kanji rank numerals (`７六`); 11×11 boards
//! use `１１十一`, and KIF origins there take two digits each (`(0709)`). Pieces are
//! the usual single kanji of rules.md (see [`piece_name`]).
//!
//! [`parse_japanese`] reads both forms back and what players type (`76歩`, `７六歩成`,
//! `同歩`, `５五角打`); [`resolve_move_input`] takes Japanese or English input, for
//! `/move`.
//!
//! ```
//! use washogi_rules::japanese::{parse_japanese, to_japanese, to_japanese_short};
//! use washogi_rules::{usi, Position, Variant};
//! let shogi = Variant::by_id("shogi").unwrap();
//! let start = Position::start(shogi);
//! let mv = usi::parse_usi(shogi, "7g7f").unwrap();
//! assert_eq!(to_japanese(&start, mv, None), "▲７六歩(77)");
//! assert_eq!(to_japanese_short(&start, mv, None), "▲７六歩");
//! assert_eq!(parse_japanese(&start, None, "76歩"), Ok(mv));
//! // 同 names the square of the move before.
//! let next = start.play(mv).unwrap();
//! let reply = usi::parse_usi(shogi, "3c3d").unwrap();
//! assert_eq!(to_japanese(&next, reply, Some(mv.to())), "△３四歩(33)");
//! ```

mod names;
mod parse;
mod relative;

pub use names::{full_width_number, japanese_square, kanji_numeral, kif_origin, piece_name};
pub use parse::{looks_japanese, parse_japanese, resolve_move_input};

use crate::position::Position;
use crate::types::{Color, Move, Square};

/// The mark before a move: ▲ for sente, △ for gote (in handicap games gote is the
/// giver, 上手, who moves first).
pub fn side_mark(color: Color) -> &'static str {
    match color {
        Color::Sente => "▲",
        Color::Gote => "△",
    }
}

/// `同　` when the move lands where the previous one did, else the square.
fn destination(to: Square, previous_to: Option<Square>, same: &str) -> String {
    if previous_to == Some(to) {
        same.to_string()
    } else {
        japanese_square(to)
    }
}

/// 成, 不成 or nothing: 不成 only when the piece could have promoted on this move.
fn promotion_word(before: &Position, from: Square, to: Square, promote: bool) -> &'static str {
    let us = before.side_to_move();
    let could = before
        .piece_at(from)
        .is_some_and(|p| before.variant().kind(p.kind).promotes_to.is_some())
        && (before.in_zone(us, from) || before.in_zone(us, to));
    match (promote, could) {
        (true, _) => "成",
        (false, true) => "不成",
        (false, false) => "",
    }
}

/// A move in KIF, without the side's mark: `７六歩(77)`, `同　歩(23)`, `５五角打`,
/// `２二角成(88)`. `previous_to` is the destination of the move before (for 同).
/// The move should be legal in `before`.
pub fn kif_move(before: &Position, mv: Move, previous_to: Option<Square>) -> String {
    let v = before.variant();
    let target = destination(mv.to(), previous_to, "同　");
    match mv {
        Move::Drop { kind, .. } => format!("{target}{}打", piece_name(v, kind)),
        Move::Board { from, to, promote } => {
            let Some(piece) = before.piece_at(from) else {
                return format!("{target}{}", kif_origin(v, from));
            };
            format!(
                "{target}{}{}{}",
                piece_name(v, piece.kind),
                promotion_word(before, from, to, promote),
                kif_origin(v, from)
            )
        }
    }
}

/// A move in KIF with the side's mark, for replies: `▲７六歩(77)`, `△同　歩(23)`.
pub fn to_japanese(before: &Position, mv: Move, previous_to: Option<Square>) -> String {
    format!(
        "{}{}",
        side_mark(before.side_to_move()),
        kif_move(before, mv, previous_to)
    )
}

/// A move as newspapers write it: `▲７六歩`, `△同歩`, `▲５二金右`, `▲５五角打` (打
/// only when a board piece of that name could also go there), with the origin
/// added only where the words of the JSA rules cannot tell the piece.
pub fn to_japanese_short(before: &Position, mv: Move, previous_to: Option<Square>) -> String {
    short_form(before, &before.legal_moves(), mv, previous_to)
}

/// [`to_japanese_short`] with the legal moves of `before` already at hand.
fn short_form(before: &Position, legal: &[Move], mv: Move, previous_to: Option<Square>) -> String {
    let v = before.variant();
    let us = before.side_to_move();
    let mark = side_mark(us);
    let target = destination(mv.to(), previous_to, "同");
    // Board moves to the same square by pieces written with the same name (the same
    // set of kinds the reader will consider).
    let rivals = |name: &str| -> Vec<Square> {
        let kinds = names::kinds_named(v, name);
        let mut from: Vec<Square> = legal
            .iter()
            .filter(|m| m.to() == mv.to())
            .filter_map(|m| m.from())
            .filter(|&f| {
                before
                    .own_piece_at(f, us)
                    .is_some_and(|p| kinds.contains(&p.kind))
            })
            .collect();
        from.sort();
        from.dedup();
        from
    };
    match mv {
        Move::Drop { kind, .. } => {
            let name = piece_name(v, kind);
            let word = if rivals(name).is_empty() { "" } else { "打" };
            format!("{mark}{target}{name}{word}")
        }
        Move::Board { from, to, promote } => {
            let Some(piece) = before.piece_at(from) else {
                return to_japanese(before, mv, previous_to);
            };
            let name = piece_name(v, piece.kind);
            let steps_only = v.kind(piece.kind).slides.is_empty();
            let promotion = promotion_word(before, from, to, promote);
            match relative::words_for(us, from, to, &rivals(name), steps_only) {
                Some(words) => format!("{mark}{target}{name}{}{promotion}", words.text()),
                None => format!("{mark}{target}{name}{promotion}{}", kif_origin(v, from)),
            }
        }
    }
}

/// Every legal move of `pos` in the short form, for autocomplete lists.
pub fn legal_moves_japanese(pos: &Position, previous_to: Option<Square>) -> Vec<(Move, String)> {
    let legal = pos.legal_moves();
    legal
        .iter()
        .map(|&mv| (mv, short_form(pos, &legal, mv, previous_to)))
        .collect()
}

/// Text folded for matching what a player has typed so far against written moves:
/// no marks or spaces, half-width digits, ranks as digits (`７六歩` → `76歩`,
/// `１１十一` → `1111`), 竜 as 龍, 王 as 玉. Compare keys with `starts_with`.
///
/// ```
/// use washogi_rules::japanese::search_key;
/// assert!(search_key("▲７六歩(77)").starts_with(&search_key("7六")));
/// assert_eq!(search_key("△同　竜"), "同龍");
/// ```
pub fn search_key(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if let Some(d) = "一二三四五六七八九".chars().position(|d| d == c) {
            out.push_str(&(d + 1).to_string());
            continue;
        }
        match c {
            '\u{FF10}'..='\u{FF19}' => out.push(char::from_u32(c as u32 - 0xFEE0).unwrap_or(c)),
            '十' => {
                // 十 alone is 10; before a digit (十一) it is the tens digit.
                let before_digit = chars
                    .get(i + 1)
                    .is_some_and(|n| "一二三四五六七八九".contains(*n));
                out.push_str(if before_digit { "1" } else { "10" });
            }
            '竜' => out.push('龍'),
            '王' => out.push('玉'),
            '（' => out.push('('),
            '）' => out.push(')'),
            c if c.is_whitespace() || "▲△☗☖▼▽".contains(c) => {}
            c => out.push(c),
        }
    }
    out
}
