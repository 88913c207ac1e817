//! Japanese move notation: every form written by hand from the conventions (KIF as
//! Kifu for Windows writes it, the JSA's rules for 右/左/上/引/寄/直 and 打), then read
//! back; what players type; and the errors.

use crate::common::*;
use washogi_rules::japanese::{
    kif_move, parse_japanese, resolve_move_input, search_key, to_japanese, to_japanese_short,
};
use washogi_rules::{usi, IllegalMove, InputError, NotationError, Position, Square};

fn square(p: &Position, text: &str) -> Square {
    usi::parse_square(p.variant(), text).unwrap_or_else(|| panic!("no square {text}"))
}

/// One move written both ways, each read back as the same move; both written forms
/// are given by hand.
fn written(p: &Position, previous_to: Option<&str>, usi_move: &str, kif: &str, short: &str) {
    let mv = mv(p, usi_move);
    let prev = previous_to.map(|t| square(p, t));
    assert_eq!(to_japanese(p, mv, prev), kif, "{usi_move} in {p:?}");
    assert_eq!(to_japanese_short(p, mv, prev), short, "{usi_move} in {p:?}");
    // The KIF line is the same without its mark.
    assert_eq!(kif_move(p, mv, prev), kif.trim_start_matches(['▲', '△']));
    for text in [kif, short] {
        assert_eq!(parse_japanese(p, prev, text), Ok(mv), "{text} in {p:?}");
    }
}

/// What a player typed reads as this move.
fn reads(p: &Position, previous_to: Option<&str>, text: &str, usi_move: &str) {
    let prev = previous_to.map(|t| square(p, t));
    assert_eq!(
        parse_japanese(p, prev, text).map(|m| usi::to_usi(p.variant(), m)),
        Ok(usi_move.to_string()),
        "{text} in {p:?}"
    );
}

fn error(p: &Position, previous_to: Option<&str>, text: &str) -> InputError {
    let prev = previous_to.map(|t| square(p, t));
    let e = parse_japanese(p, prev, text).expect_err(text);
    assert!(!e.message(p).is_empty());
    e
}

fn after(id: &str, moves: &str) -> Position {
    let mut p = Position::start(variant(id));
    for m in moves.split_whitespace() {
        p = play(&p, m);
    }
    p
}

// ---------------------------------------------------------------- shogi

#[test]
fn shogi_opening_moves_capture_with_dou_and_drops() {
    let start = Position::start(variant("shogi"));
    written(&start, None, "7g7f", "▲７六歩(77)", "▲７六歩");
    written(&start, None, "5i5h", "▲５八玉(59)", "▲５八玉");
    // A pawn that takes the pawn just pushed: 同.
    let p = after("shogi", "2g2f 8c8d 2f2e 8d8e 2e2d");
    written(&p, Some("2d"), "2c2d", "△同　歩(23)", "△同歩");
    // The bishop exchange, the recapture and the bishop dropped back.
    let p = after("shogi", "7g7f 3c3d");
    written(&p, Some("3d"), "8h2b+", "▲２二角成(88)", "▲２二角成");
    let p = after("shogi", "7g7f 3c3d 8h2b+");
    written(&p, Some("2b"), "3a2b", "△同　銀(31)", "△同銀");
    let p = after("shogi", "7g7f 3c3d 8h2b+ 3a2b");
    // KIF writes 打 on every drop; the JSA only when a board piece could go there.
    written(&p, Some("2b"), "B*5e", "▲５五角打", "▲５五角");
}

#[test]
fn shogi_promotion_words() {
    let p = pos("shogi", "4k4/9/9/9/5N3/9/9/9/4K4 b - 1");
    written(&p, None, "4e3c", "▲３三桂不成(45)", "▲３三桂不成");
    written(&p, None, "4e3c+", "▲３三桂成(45)", "▲３三桂成");
    written(&p, None, "4e5c", "▲５三桂不成(45)", "▲５三桂不成");
    // A move that could promote needs 成 or 不成.
    assert!(matches!(error(&p, None, "３三桂"), InputError::Ambiguous(m) if m.len() == 2));
    reads(&p, None, "33桂生", "4e3c");
    // Forced promotion: 成 is written, and the bare form reads as it.
    let p = pos("shogi", "k8/8P/9/9/9/9/9/9/8K b - 1");
    written(&p, None, "1b1a+", "▲１一歩成(12)", "▲１一歩成");
    reads(&p, None, "１一歩", "1b1a+");
    assert!(matches!(
        error(&p, None, "１一歩不成"),
        InputError::Illegal(IllegalMove::MustPromote { .. })
    ));
    // Promoted pieces: KIF's two-kanji names and the single kanji.
    let p = pos("shogi", "k8/9/4+S4/9/9/9/9/9/8K b - 1");
    written(&p, None, "5c4b", "▲４二成銀(53)", "▲４二成銀");
    reads(&p, None, "４二全", "5c4b");
    let p = pos("shogi", "k8/9/4+P4/9/9/9/9/9/8K b - 1");
    written(&p, None, "5c5b", "▲５二と(53)", "▲５二と");
}

#[test]
fn shogi_which_piece_right_left_straight() {
    // The JSA's three golds on 6三 5三 4三 going to 5二.
    let p = pos("shogi", "k8/9/3GGG3/9/9/9/9/9/8K b - 1");
    written(&p, None, "6c5b", "▲５二金(63)", "▲５二金左");
    written(&p, None, "5c5b", "▲５二金(53)", "▲５二金直");
    written(&p, None, "4c5b", "▲５二金(43)", "▲５二金右");
    assert!(matches!(error(&p, None, "52金"), InputError::Ambiguous(m) if m.len() == 3));
    // The same for gote, whose right is the other way.
    let p = pos("shogi", "k8/9/9/9/9/9/3ggg3/9/8K w - 1");
    written(&p, None, "6g5h", "△５八金(67)", "△５八金右");
    written(&p, None, "5g5h", "△５八金(57)", "△５八金直");
    written(&p, None, "4g5h", "△５八金(47)", "△５八金左");
    // Wikipedia's two dragons on 1三 and 2二, both coming back to 2四: 右 and 左,
    // never 直 for ranging pieces.
    let p = pos("shogi", "k8/7+R1/8+R/9/9/9/9/9/K8 b - 1");
    written(&p, None, "1c2d", "▲２四龍(13)", "▲２四龍右");
    written(&p, None, "2b2d", "▲２四龍(22)", "▲２四龍左");
    reads(&p, None, "２四竜右", "1c2d");
}

#[test]
fn shogi_which_piece_by_motion() {
    // Silvers on 6三 (going up) and 4一 (coming back) to 5二, both able to promote.
    let p = pos("shogi", "k4S3/9/3S5/9/9/9/9/9/8K b - 1");
    written(&p, None, "6c5b+", "▲５二銀成(63)", "▲５二銀上成");
    written(&p, None, "6c5b", "▲５二銀不成(63)", "▲５二銀上不成");
    written(&p, None, "4a5b+", "▲５二銀成(41)", "▲５二銀引成");
    // Golds on 6二 (sideways) and 4三 (up) to 5二.
    let p = pos("shogi", "k8/3G5/5G3/9/9/9/9/9/8K b - 1");
    written(&p, None, "6b5b", "▲５二金(62)", "▲５二金寄");
    written(&p, None, "4c5b", "▲５二金(43)", "▲５二金上");
}

#[test]
fn shogi_drop_beside_a_board_piece_needs_uchi() {
    let p = pos("shogi", "k8/9/4G4/9/9/9/9/9/8K b G 1");
    written(&p, None, "G*5b", "▲５二金打", "▲５二金打");
    written(&p, None, "5c5b", "▲５二金(53)", "▲５二金");
}

#[test]
fn what_players_type() {
    let start = Position::start(variant("shogi"));
    for text in [
        "７六歩",
        "76歩",
        "7六歩",
        "７６歩",
        "▲７六歩",
        "☗7六歩",
        "７六歩(77)",
        "▲７六歩（７７）",
        " ７ 六 歩 ",
    ] {
        reads(&start, None, text, "7g7f");
    }
    reads(&start, None, "５八王", "5i5h");
    reads(&start, None, "78金", "6i7h");
    let p = after("shogi", "2g2f 8c8d 2f2e 8d8e 2e2d");
    for text in ["同歩", "同　歩", "△同　歩(23)", "２四同歩", "24歩"] {
        reads(&p, Some("2d"), text, "2c2d");
    }
    let p = after("shogi", "7g7f 3c3d 8h2b+ 3a2b");
    for text in ["５五角打", "55角打", "５五角", "55角"] {
        reads(&p, Some("2b"), text, "B*5e");
    }
    // /move takes either language.
    assert_eq!(
        resolve_move_input(&start, None, "７六歩").map(|m| usi::to_usi(start.variant(), m)),
        Ok("7g7f".to_string())
    );
    assert_eq!(
        resolve_move_input(&start, None, "７ｇ７ｆ").map(|m| usi::to_usi(start.variant(), m)),
        Ok("7g7f".to_string())
    );
}

#[test]
fn errors_say_what_is_wrong() {
    let start = Position::start(variant("shogi"));
    assert!(matches!(
        error(&start, None, "同歩"),
        InputError::Notation(NotationError::Unreadable(_))
    ));
    assert!(matches!(
        error(&start, None, "７六"),
        InputError::Notation(NotationError::Unreadable(_))
    ));
    assert_eq!(
        error(&start, None, "５五鶴"),
        InputError::Notation(NotationError::NoSuchPiece("鶴".into()))
    );
    assert!(matches!(
        error(&start, None, "０五歩"),
        InputError::Notation(NotationError::NoSuchSquare(_))
    ));
    assert!(matches!(
        error(&start, None, "７六金"),
        InputError::NoMatch { .. }
    ));
    assert!(matches!(
        error(&start, None, "▲７六歩(87)"),
        InputError::NoMatch { .. }
    ));
    assert!(matches!(
        error(&start, None, "５五角打"),
        InputError::Illegal(IllegalMove::NotInHand { .. })
    ));
    assert!(matches!(
        error(&start, None, "７六歩打"),
        InputError::Illegal(IllegalMove::NotInHand { .. })
    ));
    assert!(matches!(
        error(&start, None, "７六歩成打"),
        InputError::Notation(NotationError::Unreadable(_))
    ));
    let wa = Position::start(variant("wa"));
    assert!(matches!(
        error(&wa, None, "５五歩打"),
        InputError::Illegal(IllegalMove::NoDrops)
    ));
    assert!(matches!(
        parse_japanese(&start, None, &"歩".repeat(100)),
        Err(InputError::Notation(NotationError::TooLong))
    ));
}

// ---------------------------------------------------------------- Wa Shogi

#[test]
fn wa_squares_with_two_digit_files_and_ranks() {
    let start = Position::start(variant("wa"));
    written(&start, None, "8h8g", "▲８七歩(0808)", "▲８七歩");
    written(&start, None, "11i11h", "▲１１八歩(1109)", "▲１１八歩");
    written(&start, None, "10i10h", "▲１０八歩(1009)", "▲１０八歩");
    written(&start, None, "11k11j", "▲１１十車(1111)", "▲１１十車");
    reads(&start, None, "87歩", "8h8g");
    reads(&start, None, "118歩", "11i11h");
    reads(&start, None, "1110車", "11k11j");
    reads(&start, None, "１１十車(1111)", "11k11j");
    let p = after("wa", "8h8g");
    written(&p, Some("8g"), "1c1d", "△１四歩(0103)", "△１四歩");
    // Gote's Liberated Horse reaching the last rank, 十一.
    let p = pos("wa", "k10/11/11/11/11/11/11/11/11/2h8/K10 w - 1");
    written(&p, None, "9j9k", "△９十一風不成(0910)", "△９十一風不成");
    written(&p, None, "9j9k+", "△９十一風成(0910)", "△９十一風成");
    reads(&p, None, "911風成", "9j9k+");
}

#[test]
fn wa_pieces_by_their_single_kanji() {
    // The Tenacious Falcon has no character of its own: ⿰奚力, or 奚力 typed.
    let p = pos("wa", "1k9/11/11/11/11/5+F5/11/11/11/11/K10 b - 1");
    written(&p, None, "6f5e", "▲５五⿰奚力(0606)", "▲５五⿰奚力");
    reads(&p, None, "55奚力", "6f5e");
    // The Sparrow Pawn promotes to the Golden Bird, 金.
    let p = pos("wa", "k10/5P5/11/11/11/11/11/11/11/11/K10 b - 1");
    written(&p, None, "6b6a+", "▲６一歩成(0602)", "▲６一歩成");
    let p = pos("wa-drops", "k10/11/11/11/11/11/11/11/11/11/K10 b P 1");
    written(&p, None, "P*5e", "▲５五歩打", "▲５五歩");
    reads(&p, None, "５五萑歩", "P*5e");
}

#[test]
fn wa_names_shared_by_a_piece_and_a_promoted_piece() {
    // A Violent Wolf on 7六 and a promoted Blind Dog (a wolf too, 狼) on 5六, both
    // going up to 6五: told apart like two pieces of one kind.
    let p = pos("wa", "k10/11/11/11/11/4W1+D4/11/11/11/11/K10 b - 1");
    written(&p, None, "7f6e", "▲６五狼(0706)", "▲６五狼左");
    written(&p, None, "5f6e", "▲６五狼(0506)", "▲６五狼右");
    reads(&p, None, "６五成犬", "5f6e");
    reads(&p, None, "６五猛狼左", "7f6e");
    // A promoted Running Rabbit (狐) on 6七 and a Treacherous Fox behind it on 6八:
    // both go straight up to 6六, one stepping and one jumping. No words tell them
    // apart, so the short form gives the origin.
    let p = pos("wa", "k10/11/11/11/11/11/5+R5/5X5/11/11/K10 b - 1");
    written(&p, None, "6g6f", "▲６六狐(0607)", "▲６六狐(0607)");
    written(&p, None, "6h6f", "▲６六狐(0608)", "▲６六狐(0608)");
    reads(&p, None, "６六成兎", "6g6f");
    reads(&p, None, "６六隠狐(68)", "6h6f");
    assert!(matches!(error(&p, None, "66狐"), InputError::Ambiguous(m) if m.len() == 2));
    // Only the promoted rabbit reaches 5六: no words needed.
    written(&p, None, "6g5f", "▲５六狐(0607)", "▲５六狐");
}

#[test]
fn search_keys_match_what_is_typed_so_far() {
    assert_eq!(search_key("▲７六歩(77)"), "76歩(77)");
    assert_eq!(search_key("△９十一風成(0910)"), "911風成(0910)");
    assert_eq!(search_key("▲１０八歩"), "108歩");
    assert!(search_key("▲７六歩").starts_with(&search_key("7六")));
    assert!(search_key("▲２四龍右").starts_with(&search_key("２四竜")));
}
