//! What the engine tells XBoard about the Wa games, which XBoard does not know by
//! itself: after `variant wa-shogi` or `variant wa-shogi-drop` a `setup` line (the
//! piece-to-char table, the board and holdings size on XBoard's Chu Shogi rules, and
//! the start position as an XBoard FEN) and one `piece` line per piece and promoted
//! piece with its moves in XBoard's Betza dialect, as HaChu, CrazyWa and Sjaak II do
//! (XBoard's engine-intf, commands `setup` and `piece`). XBoard then draws the board,
//! generates and checks the moves itself, offers promotions and keeps the hands.
//! Shogi needs none of this: XBoard knows it.
//!
//! ```
//! use washogi_engine::xboard::setup_lines;
//! use washogi_rules::Variant;
//! let lines = setup_lines(Variant::by_id("wa-drops").unwrap());
//! assert!(lines[0].contains(") 11x11+16_chu hmlcvkwgudo/"));
//! assert!(lines.contains(&"piece E& vRfB3sWbF".to_string()));
//! assert!(setup_lines(Variant::by_id("shogi").unwrap()).is_empty());
//! ```

use washogi_rules::{Color, Move, Position, Role, Variant};

/// XBoard's piece-to-char table for the Wa games, the one HaChu, CrazyWa and Sjaak II
/// send. Each character stands for one of XBoard's internal piece types, in the order
/// of its `ChessSquare` list (`.` unused, `/` skips to its promoted types, `^X` the
/// promoted form of `X`); white (sente) first, then black (gote). It decides which
/// pictures XBoard draws, which pieces promote to which (a promotion turns a piece
/// into its `^` partner), and the order of the holdings.
pub const WA_PIECE_TO_CHAR: &str = "P..^S^FV..^LW^OH.F.^R.E....R...D.GOL^M..^H.M.C.^CU.^W/\
     .......^V.^P.^U..^DS.^GXKp..^s^fv..^lw^oh.f.^r.e....r...d.gol^m..^h.m.c.^cu.^w/\
     .......^v.^p.^u..^ds.^gxk";

/// XBoard's rules the Wa games are set up on: Chu Shogi's promotions by table, a
/// zone a third of the board deep, check and mate as in shogi.
const PARENT: &str = "chu";

/// Whether XBoard must be taught this game (it knows shogi itself).
pub fn needs_setup(v: &Variant) -> bool {
    v.id() != "shogi"
}

/// The `setup` and `piece` lines for a game XBoard does not know; none for shogi.
pub fn setup_lines(v: &'static Variant) -> Vec<String> {
    if !needs_setup(v) {
        return Vec::new();
    }
    // Every piece but the king can go to a hand.
    let holdings = if v.drops() {
        v.hand_kinds().count() - 1
    } else {
        0
    };
    let mut lines = vec![format!(
        "setup ({WA_PIECE_TO_CHAR}) {}x{}+{holdings}_{PARENT} {}",
        v.files(),
        v.ranks(),
        position_to_fen(&Position::start(v))
    )];
    for (_, info) in v.kinds() {
        lines.push(format!(
            "piece {}& {}",
            info.code(),
            xboard_betza(info.betza)
        ));
    }
    lines
}

/// XBoard's board height for a game it was taught: a holdings column longer than the
/// board (16 Wa pieces in hand, 11 ranks) makes XBoard add dead ranks above the board.
fn xboard_height(v: &Variant) -> u8 {
    let holdings = if v.drops() {
        v.hand_kinds().count() as u8 - 1
    } else {
        0
    };
    v.ranks().max(holdings)
}

/// Whether XBoard 4.9 refuses this move, legal by the rules, in a game it was taught:
/// on Chu's rules with holdings it lets no pawn be dropped on its first or last rank
/// of the (taller) board, which for the Wa drop game means no Sparrow Pawn dropped on
/// sente's back rank (rank `k`, XBoard's 1). The engine does not play such a drop
/// under XBoard (with legality testing XBoard would forfeit it); a person cannot make
/// it there. (Board moves agree exactly; XBoard allows more drops than the rules —
/// nifu, a pawn drop that mates, an Oxcart on the last rank — which the engine
/// answers with `Illegal move`.)
pub fn xboard_refuses(v: &Variant, mv: Move) -> bool {
    let Move::Drop { kind, to } = mv else {
        return false;
    };
    if !needs_setup(v) || v.kind(kind).role != Role::Pawn {
        return false;
    }
    // XBoard's rank index of `to`, 0 at sente's side.
    let y = v.ranks() - 1 - to.rank();
    y == 0 || y == xboard_height(v) - 1
}

/// A move description of the rules' tables in XBoard's Betza dialect. The two agree on
/// every atom and modifier the tables use (`vN` is the narrow knight in both, `fB3`
/// a diagonal slide of at most three, `bR2` a backward slide of at most two, `A` and
/// `D` jumps), but XBoard reads the description as one word: no spaces.
pub fn xboard_betza(betza: &str) -> String {
    betza.split_whitespace().collect()
}

/// A position as an XBoard FEN: the board as in SFEN (upper case is sente, XBoard's
/// white, who moves first; promoted pieces `+X`), the hands in brackets for a game
/// with drops, white (`w`) or black (`b`) to move, no castling or e.p., and the full
/// move number.
pub fn position_to_fen(pos: &Position) -> String {
    let sfen = pos.to_sfen();
    let board = sfen.split_whitespace().next().unwrap_or_default();
    let v = pos.variant();
    let mut fen = board.to_string();
    if v.drops() {
        let mut hand = String::new();
        for color in Color::both() {
            for (kind, n) in pos.hand(color) {
                let letter = v.kind(kind).letter;
                let letter = match color {
                    Color::Sente => letter,
                    Color::Gote => letter.to_ascii_lowercase(),
                };
                hand.extend(std::iter::repeat_n(letter, n as usize));
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        fen.push_str(&format!("[{hand}]"));
    }
    let side = match pos.side_to_move() {
        Color::Sente => 'w',
        Color::Gote => 'b',
    };
    let full_moves = pos.move_number().div_ceil(2);
    format!("{fen} {side} - - 0 {full_moves}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::xboard::fen_to_sfen;

    /// XBoard's table read as `SetCharTableEsc` reads it: (type index, letter,
    /// promoted) for every used type of one colour.
    fn decode(half: &str, first_promoted_type: usize) -> Vec<(usize, char, bool)> {
        let mut out = Vec::new();
        let (mut i, mut offset, mut chars) = (0usize, 0usize, half.chars().peekable());
        while let Some(c) = chars.next() {
            if c == '/' {
                offset = first_promoted_type - i;
                continue;
            }
            let (letter, promoted) = if c == '^' {
                (chars.next().unwrap(), true)
            } else {
                (c, false)
            };
            if letter != '.' {
                out.push((i + offset, letter, promoted));
            }
            i += 1;
        }
        out
    }

    #[test]
    fn the_table_names_every_wa_piece_and_promotion_once() {
        // XBoard 4.9's white types: 66, the last the king; WhitePBishop is type 46.
        let (white_types, first_promoted) = (66, 46);
        let king_at = WA_PIECE_TO_CHAR.find('K').unwrap();
        let white = &WA_PIECE_TO_CHAR[..king_at];
        let black = &WA_PIECE_TO_CHAR[king_at + 1..WA_PIECE_TO_CHAR.len() - 1];
        assert!(WA_PIECE_TO_CHAR.ends_with('k'));
        assert_eq!(black, white.to_ascii_lowercase());
        let used = decode(white, first_promoted);
        assert!(used.iter().all(|&(t, _, _)| t < white_types - 1));
        let v = Variant::by_id("wa").unwrap();
        let mut expected: Vec<(char, bool)> = v
            .kinds()
            .filter(|&(k, _)| k != v.king())
            .map(|(_, info)| (info.letter, info.promoted))
            .collect();
        let mut found: Vec<(char, bool)> = used.iter().map(|&(_, c, p)| (c, p)).collect();
        expected.sort();
        found.sort();
        assert_eq!(found, expected);
        // Distinct types, and the length XBoard accepts (even, at most 2 × 66).
        let mut types: Vec<usize> = used.iter().map(|u| u.0).collect();
        types.dedup();
        assert_eq!(types.len(), used.len());
        let letters = WA_PIECE_TO_CHAR.chars().filter(|c| !"^/".contains(*c));
        assert_eq!(letters.count(), 128);
    }

    #[test]
    fn setup_lines_for_both_wa_games() {
        for (id, holdings) in [("wa", 0), ("wa-drops", 16)] {
            let v = Variant::by_id(id).unwrap();
            let lines = setup_lines(v);
            assert_eq!(
                lines[0],
                format!(
                    "setup ({WA_PIECE_TO_CHAR}) 11x11+{holdings}_chu hmlcvkwgudo/1e3s3f1/\
                     ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH{} \
                     w - - 0 1",
                    if holdings > 0 { "[-]" } else { "" }
                )
            );
            // One line per kind, the king's included.
            assert_eq!(lines.len(), 1 + v.kind_count());
            for expected in [
                "piece P& fW",
                "piece +P& WfF",
                "piece H& fRbR2",
                "piece +H& vN",
            ] {
                assert!(lines.contains(&expected.to_string()), "{expected}");
            }
            assert!(lines
                .iter()
                .all(|l| l.split(' ').count() == 3 || l == &lines[0]));
        }
    }

    #[test]
    fn xboard_refuses_only_sentes_pawn_drops_on_its_back_rank() {
        let drops = Variant::by_id("wa-drops").unwrap();
        let pawn = drops.kind_by_letter('P', false).unwrap();
        let fox = drops.kind_by_letter('X', false).unwrap();
        let drop = |kind, file, rank| Move::Drop {
            kind,
            to: washogi_rules::Square::new(file, rank).unwrap(),
        };
        // Rank `k` (index 10) is XBoard's rank 1; rank `a` lies under its dead ranks.
        assert!(xboard_refuses(drops, drop(pawn, 5, 10)));
        assert!(!xboard_refuses(drops, drop(pawn, 5, 0)));
        assert!(!xboard_refuses(drops, drop(pawn, 5, 9)));
        assert!(!xboard_refuses(drops, drop(fox, 5, 10)));
        let shogi = Variant::by_id("shogi").unwrap();
        let shogi_pawn = shogi.kind_by_letter('P', false).unwrap();
        assert!(!xboard_refuses(shogi, drop(shogi_pawn, 5, 8)));
    }

    #[test]
    fn fens_go_there_and_back() {
        let cases = [
            (
                "wa-drops",
                "3k7/11/11/11/5+P5/11/11/11/11/11/5K5 w 2PXrp 12",
            ),
            ("wa", "3k7/11/11/11/5+P5/11/11/11/11/11/5K5 b - 7"),
            ("shogi", "4k4/9/9/9/9/9/9/9/4K4 b G 1"),
        ];
        for (id, sfen) in cases {
            let v = Variant::by_id(id).unwrap();
            let pos = Position::from_sfen(v, sfen).unwrap();
            let fen = position_to_fen(&pos);
            let back = Position::from_sfen(v, &fen_to_sfen(&fen).unwrap()).unwrap();
            assert_eq!(back.hash(), pos.hash(), "{id}: {fen}");
        }
        let v = Variant::by_id("wa-drops").unwrap();
        let pos = Position::from_sfen(v, cases[0].1).unwrap();
        assert_eq!(
            position_to_fen(&pos),
            "3k7/11/11/11/5+P5/11/11/11/11/11/5K5[XPPrp] b - - 0 6"
        );
    }
}
