//! Helpers shared by the `rules_*` integration tests. Everything here is written from
//! rules.md, independently of the engine: positions are written out as SFEN by hand
//! (or by the small writer below) and expected moves are literal USI text.

#![allow(dead_code)]

use std::collections::BTreeSet;

use washogi_rules::{usi, Move, Position, Variant};

pub fn variant(id: &str) -> &'static Variant {
    Variant::by_id(id).unwrap_or_else(|| panic!("no variant {id}"))
}

/// The Wa games share their pieces; a Wa test runs in both.
pub fn ids(game: &str) -> Vec<&'static str> {
    match game {
        "wa" => vec!["wa", "wa-drops"],
        "shogi" => vec!["shogi"],
        other => panic!("unknown game {other}"),
    }
}

pub fn pos(id: &str, sfen: &str) -> Position {
    Position::from_sfen(variant(id), sfen).unwrap_or_else(|e| panic!("{id} {sfen}: {e:?}"))
}

pub fn mv(p: &Position, text: &str) -> Move {
    usi::parse_usi(p.variant(), text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

pub fn play(p: &Position, text: &str) -> Position {
    p.play(mv(p, text))
        .unwrap_or_else(|e| panic!("{p:?}: {text} refused: {e:?}"))
}

/// A set of words, e.g. `set("6e 6c+")`.
pub fn set(text: &str) -> BTreeSet<String> {
    text.split_whitespace().map(String::from).collect()
}

/// Every legal move of the side to move, in USI.
pub fn legal(p: &Position) -> BTreeSet<String> {
    p.legal_moves()
        .into_iter()
        .map(|m| usi::to_usi(p.variant(), m))
        .collect()
}

/// The legal board moves from one square, written as destination (+ `+`).
pub fn moves_from(p: &Position, from: &str) -> BTreeSet<String> {
    legal(p)
        .into_iter()
        .filter_map(|m| {
            let (f, t) = split_board_move(&m)?;
            (f == from).then(|| t.to_string())
        })
        .collect()
}

/// The legal drops of one letter, written as destination squares.
pub fn drops_of(p: &Position, letter: char) -> BTreeSet<String> {
    let prefix = format!("{letter}*");
    legal(p)
        .into_iter()
        .filter_map(|m| m.strip_prefix(&prefix).map(String::from))
        .collect()
}

/// `7g7f+` → (`7g`, `7f+`); `None` for drops.
fn split_board_move(m: &str) -> Option<(&str, &str)> {
    if m.contains('*') {
        return None;
    }
    let first_letter = m.find(|c: char| c.is_ascii_lowercase())?;
    Some(m.split_at(first_letter + 1))
}

// ---- geometry ----

pub fn dims(id: &str) -> (u8, u8) {
    if id == "shogi" {
        (9, 9)
    } else {
        (11, 11)
    }
}

/// `11k` → (11, 10).
pub fn parse_sq(s: &str) -> (u8, u8) {
    let (f, r) = s.split_at(s.len() - 1);
    (f.parse().unwrap(), r.as_bytes()[0] - b'a')
}

pub fn sq_name(file: u8, rank: u8) -> String {
    format!("{file}{}", (b'a' + rank) as char)
}

/// The square seen from the other side (the board turned around).
pub fn rotate_sq(id: &str, s: &str) -> String {
    let (files, ranks) = dims(id);
    let (f, r) = parse_sq(s);
    sq_name(files + 1 - f, ranks - 1 - r)
}

/// A destination with an optional `+`, turned around.
fn rotate_dest(id: &str, s: &str) -> String {
    match s.strip_suffix('+') {
        Some(sq) => format!("{}+", rotate_sq(id, sq)),
        None => rotate_sq(id, s),
    }
}

fn swap_case(code: &str) -> String {
    code.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

/// Pieces by square: (`6f`, `+R`); upper case is sente.
pub type Layout = Vec<(String, String)>;

pub fn layout(pieces: &[(&str, &str)]) -> Layout {
    pieces
        .iter()
        .map(|(s, c)| (s.to_string(), c.to_string()))
        .collect()
}

/// Write an SFEN: ranks from `a`, each from the highest file; runs of empty squares as
/// numbers (two digits on 11×11).
pub fn write_sfen(id: &str, pieces: &Layout, side: char, hand: &str) -> String {
    let (files, ranks) = dims(id);
    let mut rows = Vec::new();
    for rank in 0..ranks {
        let mut row = String::new();
        let mut empty = 0;
        for file in (1..=files).rev() {
            let name = sq_name(file, rank);
            match pieces.iter().find(|(s, _)| *s == name) {
                Some((_, code)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push_str(code);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    format!("{} {side} {hand} 1", rows.join("/"))
}

fn cheb(a: (u8, u8), b: (u8, u8)) -> u8 {
    a.0.abs_diff(b.0).max(a.1.abs_diff(b.1))
}

fn aligned(a: (u8, u8), b: (u8, u8)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// Add the kings that are missing, where they cannot interfere: off every line through
/// `focus` (the square of the piece under test), more than two squares from it (so no
/// jump reaches them), and not next to any other piece (the extra pieces are all
/// single-step pieces, so no king is attacked).
pub fn add_kings(id: &str, pieces: &mut Layout, focus: &str) {
    let (files, ranks) = dims(id);
    let focus = parse_sq(focus);
    for (code, from_bottom) in [("K", true), ("k", false)] {
        if pieces.iter().any(|(_, c)| c == code) {
            continue;
        }
        let rank_order: Vec<u8> = if from_bottom {
            (0..ranks).rev().collect()
        } else {
            (0..ranks).collect()
        };
        let spot = rank_order
            .iter()
            .flat_map(|&r| (1..=files).map(move |f| (f, r)))
            .find(|&s| {
                !aligned(s, focus)
                    && cheb(s, focus) > 2
                    && pieces.iter().all(|(p, _)| cheb(s, parse_sq(p)) >= 2)
            })
            .expect("room for a king");
        pieces.push((sq_name(spot.0, spot.1), code.to_string()));
    }
}

/// A position with these pieces (kings added if missing, away from `pieces[0]`).
pub fn setup(id: &str, pieces: &[(&str, &str)], side: char, hand: &str) -> Position {
    let mut l = layout(pieces);
    let focus = l[0].0.clone();
    add_kings(id, &mut l, &focus);
    pos(id, &write_sfen(id, &l, side, hand))
}

/// Check the exact moves of `piece` standing on `from` (with `extra` pieces around it
/// and kings added far away), for sente as written and for gote with the whole board
/// turned around. `expected` lists destinations, `+` marking a promotion.
pub fn check_piece(game: &str, piece: &str, from: &str, extra: &[(&str, &str)], expected: &str) {
    for id in ids(game) {
        let mut l = layout(&[(from, piece)]);
        l.extend(layout(extra));
        add_kings(id, &mut l, from);

        let sente = write_sfen(id, &l, 'b', "-");
        let got = moves_from(&pos(id, &sente), from);
        assert_eq!(
            got,
            set(expected),
            "{id}: sente {piece} on {from} in {sente}"
        );

        let turned: Layout = l
            .iter()
            .map(|(s, c)| (rotate_sq(id, s), swap_case(c)))
            .collect();
        let gote = write_sfen(id, &turned, 'w', "-");
        let gfrom = rotate_sq(id, from);
        let want: BTreeSet<String> = expected
            .split_whitespace()
            .map(|d| rotate_dest(id, d))
            .collect();
        let got = moves_from(&pos(id, &gote), &gfrom);
        assert_eq!(
            got,
            want,
            "{id}: gote {} on {gfrom} in {gote}",
            swap_case(piece)
        );
    }
}

/// A player-facing message: one sentence or more, starting with a capital letter (or a
/// square such as `5i`) and ending with a full stop, mentioning each of `needles`
/// (case-insensitive).
pub fn assert_sentence(msg: &str, needles: &[&str]) {
    assert!(
        msg.chars()
            .next()
            .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit()),
        "not a sentence: {msg:?}"
    );
    assert!(msg.trim_end().ends_with('.'), "not a sentence: {msg:?}");
    for n in needles {
        assert!(
            msg.to_lowercase().contains(&n.to_lowercase()),
            "{msg:?} does not mention {n:?}"
        );
    }
}
