//! Squares, numbers and piece names as Japanese records write them, and the names
//! [`super::parse`] reads back.
//!
//! Squares: the file in full-width digits and the rank as a kanji numeral (`７六`),
//! as newspapers and KIF files do. Boards larger than 9×9 keep the same scheme with
//! two-digit files and the kanji numerals 十 and 十一 (`１１十一`), as lishogi writes
//! chu shogi's 12×12 board (`makeJapaneseSquare` in WandererXII/shogiops,
//! `src/notation/util.ts`: `１２十二`) and as the bot's KIF export already did.
//!
//! Pieces: the single kanji of rules.md's "usual single kanji" column (`tables.rs`
//! labels), except the promoted minor pieces of shogi, which KIF writes with two
//! characters (成銀, 成桂, 成香) rather than the cursive forms 全, 圭, 杏.

use std::sync::LazyLock;

use crate::types::Square;
use crate::variants::{Kind, Variant};

/// Rank numerals, 一 for rank `a`.
const KANJI_NUMERALS: [&str; 11] = [
    "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一",
];

/// `7` → `７`, `11` → `１１`.
pub fn full_width_number(n: u8) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap_or(c))
        .collect()
}

/// The kanji numeral of a rank (1-based): 六, 十, 十一.
pub fn kanji_numeral(n: u8) -> &'static str {
    KANJI_NUMERALS[(n as usize).clamp(1, KANJI_NUMERALS.len()) - 1]
}

/// A square as records write it: `７六`, `１１十一`.
pub fn japanese_square(sq: Square) -> String {
    format!(
        "{}{}",
        full_width_number(sq.file()),
        kanji_numeral(sq.rank() + 1)
    )
}

/// The origin KIF writes after a board move: `(77)`; on boards with two-digit files
/// both numbers take two digits (`(0709)`, `(1011)`) so that the four digits read
/// one way only. This is the form the bot's KIF export has always written.
pub fn kif_origin(v: &Variant, sq: Square) -> String {
    if v.files() > 9 {
        format!("({:02}{:02})", sq.file(), sq.rank() + 1)
    } else {
        format!("({}{})", sq.file(), sq.rank() + 1)
    }
}

/// The name records give a piece kind: the usual single kanji (歩, 龍, 鷹, 狐…), or
/// the two-character name of shogi's promoted minor pieces (成銀, 成桂, 成香).
///
/// Wa Shogi's promoted pieces that move like another piece are written as that
/// piece, as their own faces read (a promoted Running Rabbit is 狐 like the
/// Treacherous Fox); names shared that way are told apart like two pieces of one
/// kind, as lishogi does for chu shogi (`roleKanjiDuplicates` in shogiops).
pub fn piece_name(v: &Variant, kind: Kind) -> &'static str {
    let info = v.kind(kind);
    if info.name_ja.starts_with('成') {
        info.name_ja
    } else {
        info.label
    }
}

/// A name a player may type and the kinds it can mean.
pub(crate) type Alias = (String, Vec<Kind>);

/// Every name a player may type for a piece, each with the kinds it can mean (more
/// than one where names are shared, as 狐 in Wa Shogi), longest names first so that
/// the reader can take the longest match. Built once per game.
pub(crate) fn piece_aliases(v: &Variant) -> &'static [Alias] {
    static TABLES: LazyLock<Vec<(&'static str, Vec<Alias>)>> = LazyLock::new(|| {
        crate::all_variants()
            .iter()
            .map(|v| (v.id(), build_aliases(v)))
            .collect()
    });
    TABLES
        .iter()
        .find(|(id, _)| *id == v.id())
        .map(|(_, table)| table.as_slice())
        .unwrap_or(&[])
}

/// The kinds a written name can mean (empty for no piece of this game).
pub(crate) fn kinds_named(v: &Variant, name: &str) -> &'static [Kind] {
    piece_aliases(v)
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, kinds)| kinds.as_slice())
        .unwrap_or(&[])
}

fn build_aliases(v: &Variant) -> Vec<Alias> {
    let mut table: Vec<Alias> = Vec::new();
    let mut add = |name: String, kind: Kind| {
        if name.is_empty() {
            return;
        }
        // An ideographic description sequence may also be typed without its
        // leading description character (奚力 for ⿰奚力).
        let plain: String = name.chars().filter(|c| !is_description_char(*c)).collect();
        for n in [name, plain] {
            match table.iter_mut().find(|(t, _)| *t == n) {
                Some((_, kinds)) if !kinds.contains(&kind) => kinds.push(kind),
                Some(_) => {}
                None => table.push((n, vec![kind])),
            }
        }
    };
    for (kind, info) in v.kinds() {
        add(piece_name(v, kind).to_string(), kind);
        add(info.label.to_string(), kind);
        add(info.name_ja.to_string(), kind);
        if info.promoted {
            // 成 and the unpromoted piece's name: 成銀, 成兎, 成歩.
            let base = v.kind(info.unpromoted);
            add(format!("成{}", base.label), kind);
            add(format!("成{}", base.name_ja), kind);
        }
        if kind == v.king() {
            // Records write 玉 for both kings; 王 is what the other king's face says.
            add("玉".to_string(), kind);
            add("王".to_string(), kind);
        }
        // 竜 is the common simplified form of 龍 (the JSA writes 竜).
        for (from, to) in [("龍", "竜")] {
            if info.label.contains(from) || info.name_ja.contains(from) {
                add(info.label.replace(from, to), kind);
                add(info.name_ja.replace(from, to), kind);
            }
        }
    }
    table.sort_by_key(|(name, _)| std::cmp::Reverse(name.chars().count()));
    table
}

/// The ideographic description characters (⿰ and its kin).
fn is_description_char(c: char) -> bool {
    ('\u{2FF0}'..='\u{2FFF}').contains(&c)
}

/// The value of a kanji numeral from 一 to 十九 (一, 十, 十一), if `text` is one.
pub(crate) fn kanji_numeral_value(text: &str) -> Option<u8> {
    let digit = |c: char| "一二三四五六七八九".chars().position(|d| d == c);
    let mut chars = text.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some('十'), None, None) => Some(10),
        (Some('十'), Some(c), None) => digit(c).map(|d| 11 + d as u8),
        (Some(c), None, None) => digit(c).map(|d| 1 + d as u8),
        _ => None,
    }
}

/// Whether `c` can stand in a kanji numeral.
pub(crate) fn is_kanji_numeral_char(c: char) -> bool {
    "一二三四五六七八九十".contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numerals_both_ways() {
        for n in 1..=11u8 {
            assert_eq!(kanji_numeral_value(kanji_numeral(n)), Some(n));
        }
        assert_eq!(kanji_numeral_value("十九"), Some(19));
        assert_eq!(kanji_numeral_value("一一"), None);
        assert_eq!(kanji_numeral_value(""), None);
        assert_eq!(full_width_number(10), "１０");
    }

    #[test]
    fn shared_names_mean_every_kind_that_bears_them() {
        let wa = Variant::by_id("wa").unwrap();
        let aliases = piece_aliases(wa);
        let kinds = |name: &str| {
            aliases
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, k)| k.len())
        };
        assert_eq!(kinds("狐"), Some(2)); // Treacherous Fox and promoted Running Rabbit
        assert_eq!(kinds("成兎"), Some(1));
        assert_eq!(kinds("奚力"), Some(1));
        assert_eq!(kinds("歩"), Some(1));
        // Longest first, so that 鶏飛 is read before 鶏.
        let counts: Vec<usize> = aliases.iter().map(|(n, _)| n.chars().count()).collect();
        assert!(counts.windows(2).all(|w| w[0] >= w[1]));
    }
}
