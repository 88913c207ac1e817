//! The `piece` lines the engine sends XBoard, checked against the rules crate: a
//! small interpreter of XBoard's Betza dialect (a port of the part of XBoard 4.9.1's
//! `MovesFromString` in moves.c that the lines use, with its direction tables) works
//! out which moves XBoard allows from each piece's description, and those must be the
//! rules' moves, per piece per square, on the start positions, on pieces alone and
//! among blockers on every square (edges included), and on positions from random
//! games. The dialect has traps the interpreter keeps: a description is one word,
//! `s` and `v` mean nothing to `F` (all four diagonals), `vN` is only the narrow
//! knight, `ffN` the narrow forward pair, leapers jump, `W2`/`R2` stop at a blocker.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use washogi_engine::{xboard, Rng};
use washogi_rules::{Color, Kind, Move, Piece, Position, Square, Variant};

// XBoard's tables (moves.c), indexed by letter - 'a' or 'A'.
const SYMMETRY: &[u8] = b"FBNW.FFW.NKN.NW.QR....W..N";
const X_STEP: &[u8] = b"2110.130.102.10.00....0..2";
const Y_STEP: &[u8] = b"2132.133.313.20.11....1..3";
const DIR_TYPE: &[u8] = b"01000104000200000260050000";
const DIRS1: [u32; 26] = [
    0, 0x3C, 0, 0, 0, 0xC3, 0, 0, 0, 0, 0, 0xF0, 0, 0, 0, 0, 0, 0x0F, 0, 0, 0, 0, 0, 0, 0, 0,
];
const DIRS2: [u32; 26] = [
    0, 0x18, 0, 0, 0, 0x81, 0, 0xFF, 0, 0, 0, 0x60, 0, 0, 0, 0, 0, 0x06, 0x66, 0, 0, 0x99, 0, 0, 0,
    0,
];
const ROT: [[i32; 4]; 8] = [
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
    [1, 0, 0, -1],
    [-1, 0, 0, -1],
    [0, -1, -1, 0],
    [0, -1, 1, 0],
    [-1, 0, 0, 1],
];

fn lower(c: u8) -> usize {
    (c - b'a') as usize
}

/// XBoard's board coordinates of a square: file `a` = 0 at sente's (white's) left,
/// rank 0 at sente's side.
fn xy(v: &Variant, sq: Square) -> (i32, i32) {
    (
        (v.files() - sq.file()) as i32,
        (v.ranks() - 1 - sq.rank()) as i32,
    )
}

fn square(v: &Variant, x: i32, y: i32) -> Option<Square> {
    if x < 0 || y < 0 || x >= v.files() as i32 || y >= v.ranks() as i32 {
        return None;
    }
    Square::new(v.files() - x as u8, v.ranks() - 1 - y as u8)
}

/// The squares XBoard lets the piece on `from` move to (to an empty square or onto
/// an enemy), read from `desc` as `MovesFromString` reads it.
fn xboard_targets(pos: &Position, from: Square, desc: &str) -> BTreeSet<Square> {
    let v = pos.variant();
    let mover = pos.piece_at(from).expect("a piece").color;
    let d = desc.as_bytes();
    let at = |i: usize| d.get(i).copied().unwrap_or(0);
    let mut out = BTreeSet::new();
    let mut p = 0;
    while p < d.len() {
        let mut desc_i = p; // start of this atom's modifiers
        assert_ne!(at(p), b'i', "{desc}: initial moves are not used");
        while at(p).is_ascii_lowercase() {
            p += 1;
        }
        let atom = at(p);
        assert!(atom.is_ascii_uppercase(), "{desc}: no atom at {p}");
        let a = (atom - b'A') as usize;
        let (mut dx, dy) = ((X_STEP[a] - b'0') as i32, (Y_STEP[a] - b'0') as i32);
        let mut expo: i32 = -1;
        let mut dir_set: u32 = 0;
        let mut diagonals = 0;
        match SYMMETRY[a] {
            b'B' | b'F' => {
                if SYMMETRY[a] == b'B' {
                    expo = 0;
                }
                while at(desc_i).is_ascii_lowercase() && DIR_TYPE[lower(at(desc_i))] != b'0' {
                    let i = DIR_TYPE[lower(at(desc_i))];
                    let next = at(desc_i + 1);
                    let mut b = DIRS1[lower(at(desc_i))];
                    if next.is_ascii_lowercase() && ((i | DIR_TYPE[lower(next)]) & 3) == 3 {
                        b = DIRS1[lower(at(desc_i))] & DIRS1[lower(next)];
                        desc_i += 2;
                    } else {
                        desc_i += 1;
                    }
                    dir_set |= b;
                }
                dir_set &= 0xAA;
                if dir_set == 0 {
                    dir_set = 0xAA;
                }
            }
            b'R' | b'W' => {
                if SYMMETRY[a] == b'R' {
                    expo = 0;
                }
                while at(desc_i).is_ascii_lowercase() && (DIR_TYPE[lower(at(desc_i))] & !4) != b'0'
                {
                    dir_set |= DIRS2[lower(at(desc_i))];
                    desc_i += 1;
                }
                dir_set &= 0x55;
                if dir_set == 0 {
                    dir_set = 0x55;
                }
            }
            b'N' => {
                assert_ne!(at(desc_i), b'h', "{desc}: chiral knights are not used");
                while at(desc_i).is_ascii_lowercase() && DIR_TYPE[lower(at(desc_i))] != b'0' {
                    let i = DIR_TYPE[lower(at(desc_i))];
                    let next = at(desc_i + 1);
                    let mut b = DIRS2[lower(at(desc_i))];
                    assert_ne!(next, b'h', "{desc}: chiral knights are not used");
                    if at(desc_i) == next
                        || next.is_ascii_lowercase()
                            && i < b'4'
                            && ((i | DIR_TYPE[lower(next)]) & 3) == 3
                    {
                        b = DIRS1[lower(at(desc_i))] & DIRS2[lower(next)];
                        desc_i += 2;
                    } else {
                        desc_i += 1;
                    }
                    dir_set |= b;
                }
                if dir_set == 0 {
                    dir_set = 0xFF;
                }
            }
            b'Q' | b'K' => {
                if SYMMETRY[a] == b'Q' {
                    expo = 0;
                }
                // No modifiers on K or Q in our lines (XBoard reads them otherwise).
                assert_eq!(desc_i, p, "{desc}: modifiers on {}", atom as char);
                dir_set = 0x55;
                diagonals = 0xAA;
                dx = 0;
            }
            _ => panic!("{desc}: atom {} is not used", atom as char),
        }
        assert_eq!(desc_i, p, "{desc}: modifiers XBoard would not read");
        if mover == Color::Gote {
            dir_set = (dir_set >> 4 | dir_set << 4) & 255;
            diagonals = (diagonals >> 4 | diagonals << 4) & 255;
        }
        p += 1;
        if at(p).is_ascii_digit() {
            let digits: String = d[p..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .map(|&c| c as char)
                .collect();
            expo = digits.parse().unwrap();
            p += 1;
            if expo > 9 {
                p += 1;
            }
        }
        assert!(
            at(p) == 0 || at(p).is_ascii_alphabetic(),
            "{desc}: unread {:?}",
            at(p) as char
        );
        if expo < 0 {
            expo = 1;
        }
        let (fx, fy) = xy(v, from);
        let pass = |dx: i32, dy: i32, set: u32, out: &mut BTreeSet<Square>| {
            for (dir, r) in ROT.iter().enumerate() {
                if set & (1 << dir) == 0 {
                    continue;
                }
                let (vx, vy) = (dx * r[0] + dy * r[1], dx * r[2] + dy * r[3]);
                let (mut x, mut y, mut i) = (fx, fy, expo);
                loop {
                    x += vx;
                    y += vy;
                    let Some(sq) = square(v, x, y) else { break };
                    match pos.piece_at(sq) {
                        None => {
                            out.insert(sq);
                        }
                        Some(q) => {
                            if q.color != mover {
                                out.insert(sq);
                            }
                            break;
                        }
                    }
                    i -= 1;
                    if i == 0 {
                        break;
                    }
                }
            }
        };
        pass(dx, dy, dir_set, &mut out);
        if diagonals != 0 {
            pass(dy, dy, diagonals, &mut out);
        }
    }
    out
}

/// Each kind's description as the engine sends it (`piece P& fW`, `piece +P& WfF`).
fn descriptions(v: &'static Variant) -> BTreeMap<Kind, String> {
    let lines = xboard::setup_lines(v);
    v.kinds()
        .map(|(kind, info)| {
            let prefix = format!("piece {}& ", info.code());
            let line = lines
                .iter()
                .find(|l| l.starts_with(&prefix))
                .unwrap_or_else(|| panic!("no piece line for {}", info.code()));
            let desc = &line[prefix.len()..];
            assert!(!desc.contains(char::is_whitespace), "{line}");
            (kind, desc.to_string())
        })
        .collect()
}

/// Whether the mover's king is attacked after `mv`, by XBoard's reading of the
/// opponents' moves (as XBoard's CheckTest does).
fn leaves_king_attacked(pos: &Position, mv: Move, descs: &BTreeMap<Kind, String>) -> bool {
    let mover = pos.side_to_move();
    let after = pos.play_unchecked_copy(mv);
    let Some(king) = after.king_square(mover) else {
        return false;
    };
    after.squares().any(|sq| match after.piece_at(sq) {
        Some(Piece { color, kind }) if color != mover => {
            xboard_targets(&after, sq, &descs[&kind]).contains(&king)
        }
        _ => false,
    })
}

trait PlayCopy {
    fn play_unchecked_copy(&self, mv: Move) -> Position;
}

impl PlayCopy for Position {
    fn play_unchecked_copy(&self, mv: Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(mv);
        p
    }
}

/// Compare, for every piece of the side to move, XBoard's legal destinations with the
/// rules' legal board moves; and for every square, whether XBoard sees it attacked by
/// each side with the rules' `is_attacked`. Returns how many piece-squares it checked.
fn compare(pos: &Position, descs: &BTreeMap<Kind, String>) -> usize {
    let v = pos.variant();
    let mover = pos.side_to_move();
    let mut rules: BTreeMap<Square, BTreeSet<Square>> = BTreeMap::new();
    for mv in pos.legal_moves() {
        if let Move::Board { from, to, .. } = mv {
            rules.entry(from).or_default().insert(to);
        }
    }
    let mut checked = 0;
    let mut attacked: [BTreeSet<Square>; 2] = Default::default();
    for from in pos.squares() {
        let Some(piece) = pos.piece_at(from) else {
            continue;
        };
        let targets = xboard_targets(pos, from, &descs[&piece.kind]);
        attacked[piece.color.index()].extend(targets.iter().copied());
        if piece.color != mover {
            continue;
        }
        let legal: BTreeSet<Square> = targets
            .into_iter()
            .filter(|&to| {
                let mv = Move::Board {
                    from,
                    to,
                    promote: false,
                };
                !leaves_king_attacked(pos, mv, descs)
            })
            .collect();
        let expected = rules.remove(&from).unwrap_or_default();
        assert_eq!(
            legal,
            expected,
            "{} ({}) on {from} in {}",
            v.kind(piece.kind).name,
            descs[&piece.kind],
            pos.to_sfen()
        );
        checked += 1;
    }
    assert!(rules.is_empty(), "{rules:?}");
    for color in Color::both() {
        for sq in pos.squares() {
            if pos.piece_at(sq).is_some_and(|p| p.color == color) {
                continue;
            }
            assert_eq!(
                attacked[color.index()].contains(&sq),
                pos.is_attacked(sq, color),
                "{sq} attacked by {color:?} in {}",
                pos.to_sfen()
            );
        }
    }
    checked
}

fn wa() -> &'static Variant {
    Variant::by_id("wa").unwrap()
}

#[test]
fn every_piece_line_is_one_word_xboard_reads_whole() {
    for id in ["wa", "wa-drops"] {
        let v = Variant::by_id(id).unwrap();
        let descs = descriptions(v);
        assert_eq!(descs.len(), v.kind_count());
    }
}

#[test]
fn xboard_moves_match_the_rules_in_the_start_position() {
    let v = wa();
    let descs = descriptions(v);
    let start = Position::start(v);
    assert_eq!(compare(&start, &descs), 27);
    let mut gote = start.clone();
    gote.pass_unchecked();
    assert_eq!(compare(&gote, &descs), 27);
}

/// Every kind on every square of an otherwise empty board but the kings, and again
/// among blockers (friends and foes on random squares around it), for both sides.
#[test]
fn xboard_moves_match_the_rules_for_every_piece_on_every_square() {
    let v = wa();
    let descs = descriptions(v);
    let mut rng = Rng::new(27);
    let mut checked = 0;
    for (kind, _) in v.kinds().filter(|&(k, _)| k != v.king()) {
        for color in Color::both() {
            for sq in (1..=11u8).flat_map(|f| (0..11u8).map(move |r| Square::new(f, r).unwrap())) {
                for crowded in [false, true] {
                    let Some(pos) = lone_piece(v, kind, color, sq, crowded, &mut rng) else {
                        continue;
                    };
                    checked += compare(&pos, &descs);
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

/// A position with the two kings in their corners, `kind` of `color` on `sq` and,
/// when `crowded`, pawns and golden birds of both sides on about a third of the
/// squares near it; `color` to move. `None` where the rules would not have it (a
/// piece that could never move, a king in the way, the side not to move in check).
fn lone_piece(
    v: &'static Variant,
    kind: Kind,
    color: Color,
    sq: Square,
    crowded: bool,
    rng: &mut Rng,
) -> Option<Position> {
    let mut board = vec![vec![None; 11]; 11];
    let king_squares = [(1u8, 10u8), (11u8, 0u8)];
    if king_squares.contains(&(sq.file(), sq.rank())) {
        return None;
    }
    // board[rank][file - 1]: sente's king on 1k, gote's on 11a.
    board[10][0] = Some("K".to_string());
    board[0][10] = Some("k".to_string());
    let code = v.kind(kind).code();
    board[sq.rank() as usize][sq.file() as usize - 1] = Some(match color {
        Color::Sente => code,
        Color::Gote => code.to_ascii_lowercase(),
    });
    if crowded {
        for file in 1..=11u8 {
            for rank in 0..11u8 {
                let near = file.abs_diff(sq.file()) <= 3 && rank.abs_diff(sq.rank()) <= 3;
                if !near || board[rank as usize][file as usize - 1].is_some() {
                    continue;
                }
                if rng.below(3) == 0 {
                    // Golden birds (promoted pawns) rather than pawns: no two pawns
                    // on a file, no pawn that could never move.
                    let code = if rng.below(2) == 0 { "+P" } else { "+p" };
                    board[rank as usize][file as usize - 1] = Some(code.to_string());
                }
            }
        }
    }
    let ranks: Vec<String> = board
        .iter()
        .map(|rank| {
            let mut text = String::new();
            let mut empty = 0;
            for file in (0..11).rev() {
                match &rank[file] {
                    None => empty += 1,
                    Some(code) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push_str(code);
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    let side = if color == Color::Sente { "b" } else { "w" };
    let sfen = format!("{} {side} - 1", ranks.join("/"));
    Position::from_sfen(v, &sfen).ok()
}

/// XBoard's drops in a Chu-based game with holdings (`LegalDrop` in moves.c): any
/// piece in hand on any empty square, the king not left in check, and no pawn on the
/// first or last rank of XBoard's board, which for the Wa drop game is 16 ranks high
/// (16 kinds in hand, so 5 dead ranks above the 11 real ones): no pawn drop on rank
/// `k` (XBoard's 1), for either side. Of the rules' drops, XBoard must refuse exactly
/// the ones the engine avoids (`xboard_refuses`: sente's pawn drops on its own back
/// rank); the rules forbid more than XBoard: each extra drop XBoard would allow must be
/// a second unpromoted Sparrow Pawn on a file, a pawn drop that mates, or a pawn or
/// Oxcart on the last rank. Returns how many extra drops it found.
fn compare_drops(pos: &Position, descs: &BTreeMap<Kind, String>) -> usize {
    let v = pos.variant();
    let mover = pos.side_to_move();
    let rules: HashSet<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Drop { .. }))
        .collect();
    let pawn = v.kind_by_letter('P', false).unwrap();
    let oxcart = v.kind_by_letter('O', false).unwrap();
    let last_rank = |sq: Square| match mover {
        Color::Sente => sq.rank() == 0,
        Color::Gote => sq.rank() == v.ranks() - 1,
    };
    let xboard_height = 16;
    let mut extra = 0;
    for (kind, n) in pos.hand(mover) {
        assert!(n > 0);
        for to in pos.squares().filter(|&sq| pos.piece_at(sq).is_none()) {
            let (_, y) = xy(v, to);
            let mv = Move::Drop { kind, to };
            let xboard_allows = !(kind == pawn && (y == 0 || y == xboard_height - 1))
                && !leaves_king_attacked(pos, mv, descs);
            let rules_allow = rules.contains(&mv);
            if rules_allow {
                assert_eq!(
                    !xboard_allows,
                    xboard::xboard_refuses(v, mv),
                    "{mv:?} in {}",
                    pos.to_sfen()
                );
            }
            if xboard_allows && !rules_allow {
                let nifu = pos.squares().any(|sq| {
                    sq.file() == to.file()
                        && pos.piece_at(sq)
                            == Some(Piece {
                                color: mover,
                                kind: pawn,
                            })
                });
                let after = pos.play_unchecked_copy(mv);
                let mates = after.in_check() && after.legal_moves().is_empty();
                let explained = kind == pawn && (nifu || mates || last_rank(to))
                    || kind == oxcart && last_rank(to);
                assert!(explained, "XBoard allows {mv:?} in {}", pos.to_sfen());
                extra += 1;
            }
        }
    }
    extra
}

/// Positions from random games (both Wa games): every position along the way.
#[test]
fn xboard_moves_match_the_rules_in_random_games() {
    let mut rng = Rng::new(2027);
    let (mut checked, mut extra_drops) = (0, 0);
    for id in ["wa", "wa-drops"] {
        let v = Variant::by_id(id).unwrap();
        let descs = descriptions(v);
        for _ in 0..12 {
            let mut pos = Position::start(v);
            for _ in 0..160 {
                checked += compare(&pos, &descs);
                if v.drops() {
                    extra_drops += compare_drops(&pos, &descs);
                }
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Captures more often than not, so that the board thins out and
                // promoted pieces appear.
                let captures: Vec<Move> = moves
                    .iter()
                    .copied()
                    .filter(|&m| pos.is_capture(m) || m.is_promotion())
                    .collect();
                let pool = if !captures.is_empty() && rng.below(3) > 0 {
                    &captures
                } else {
                    &moves
                };
                let mv = pool[rng.below(pool.len() as u64) as usize];
                pos = pos.play(mv).unwrap();
            }
        }
    }
    assert!(checked > 20_000, "{checked}");
    // XBoard does not know nifu: the random games come to such drops.
    assert!(extra_drops > 0);
}

/// The interpreter reads the dialect's traps as XBoard does, and the comparison
/// catches a description that is wrong by one direction or one square.
#[test]
fn the_interpreter_keeps_the_dialect_traps_and_the_comparison_bites() {
    let v = wa();
    let pos = Position::from_sfen(v, "k10/11/11/11/11/5E5/11/11/11/11/K10 b - 1").unwrap();
    let on = Square::new(6, 5).unwrap();
    let count = |desc: &str| xboard_targets(&pos, on, desc).len();
    // `s` and `v` do not narrow a diagonal atom: all four diagonals, one step each.
    assert_eq!(count("sF"), 4);
    assert_eq!(count("vF"), 4);
    assert_eq!(count("fF"), 2);
    // The narrow knight: `vN` four jumps, `ffN` two; `N` all eight.
    assert_eq!(count("vN"), 4);
    assert_eq!(count("ffN"), 2);
    assert_eq!(count("N"), 8);
    // Ranges: `bR2` and `bW2` are the same two squares back; `fB3` three a diagonal.
    assert_eq!(
        xboard_targets(&pos, on, "bR2"),
        xboard_targets(&pos, on, "bW2")
    );
    assert_eq!(count("bR2"), 2);
    assert_eq!(count("fB3"), 6);
    // Leapers jump: the fox's `vD` over a blocker.
    let blocked = Position::from_sfen(v, "k10/11/11/11/5p5/5X5/11/11/11/11/K10 b - 1").unwrap();
    assert_eq!(xboard_targets(&blocked, on, "vD").len(), 2);
    assert_eq!(xboard_targets(&blocked, on, "fR").len(), 1);
    // A wrong description fails the comparison.
    let mut descs = descriptions(v);
    let horse = v.kind_by_letter('H', true).unwrap();
    descs.insert(horse, "N".to_string());
    let start = Position::from_sfen(v, "k10/11/11/11/11/5+H5/11/11/11/11/K10 b - 1").unwrap();
    let wrong = std::panic::catch_unwind(|| compare(&start, &descs));
    assert!(wrong.is_err());
}
