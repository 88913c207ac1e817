//! Shogi handicaps (駒落ち): the stronger player (上手, the giver) plays without some
//! pieces, sits at the top as gote and, as in Japanese practice, moves first. Only
//! the start position differs; the rules are the same.
//!
//! The start positions are the standard ones that shogi software exchanges: lishogi's
//! table (WandererXII/scalashogi, `src/main/scala/Handicap.scala`; the same SFENs in
//! shogiops `src/notation/kif/kifHandicaps.ts`), all with gote (`w`) to move. The
//! lance handicap removes the giver's left lance as the giver sees the board, the one
//! on 1a (香落ち; the right lance is the rarer 右香落ち). The KIF names are those of
//! the KIF format's definition (柿木義一, <http://kakinoki.o.oo7.jp/kif_format.html>,
//! "手合割"), which also names the players 下手 (sente, the receiver) and 上手 (gote).
//!
//! ```
//! use washogi_rules::handicap::Handicap;
//! let h = Handicap::parse("rook-lance").unwrap();
//! assert_eq!(h.name_ja(), "飛香落ち");
//! assert_eq!(h.start_sfen(), "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
//! let start = h.start_position();
//! assert_eq!(start.side_to_move(), washogi_rules::Color::Gote);
//! assert_eq!(Handicap::of_start(&start), Some(h));
//! ```

use crate::position::Position;
use crate::variants::Variant;

/// The standard shogi handicaps, lightest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Handicap {
    /// 香落ち: the left lance (1a).
    Lance,
    /// 角落ち: the bishop.
    Bishop,
    /// 飛車落ち: the rook.
    Rook,
    /// 飛香落ち: the rook and the left lance.
    RookLance,
    /// 二枚落ち: rook and bishop.
    TwoPiece,
    /// 四枚落ち: rook, bishop and both lances.
    FourPiece,
    /// 六枚落ち: also both knights.
    SixPiece,
    /// 八枚落ち: also both silvers.
    EightPiece,
    /// 十枚落ち: also both golds: the king and the pawns alone.
    TenPiece,
}

impl Handicap {
    /// Every handicap, lightest first (the order of menus).
    pub const ALL: [Handicap; 9] = [
        Handicap::Lance,
        Handicap::Bishop,
        Handicap::Rook,
        Handicap::RookLance,
        Handicap::TwoPiece,
        Handicap::FourPiece,
        Handicap::SixPiece,
        Handicap::EightPiece,
        Handicap::TenPiece,
    ];

    /// The handicap for a `/start handicap:` value (`lance`, `rook-lance`, `2-piece`
    /// …, any case), or for its Japanese name (`飛香落ち`).
    pub fn parse(text: &str) -> Option<Handicap> {
        let text = text.trim();
        Handicap::ALL
            .into_iter()
            .find(|h| h.id().eq_ignore_ascii_case(text) || h.name_ja() == text)
    }

    /// The value of the `/start handicap:` option (commands.md, "Additions").
    pub fn id(self) -> &'static str {
        match self {
            Handicap::Lance => "lance",
            Handicap::Bishop => "bishop",
            Handicap::Rook => "rook",
            Handicap::RookLance => "rook-lance",
            Handicap::TwoPiece => "2-piece",
            Handicap::FourPiece => "4-piece",
            Handicap::SixPiece => "6-piece",
            Handicap::EightPiece => "8-piece",
            Handicap::TenPiece => "10-piece",
        }
    }

    /// The English name, as challenges and game lists show it.
    pub fn name(self) -> &'static str {
        match self {
            Handicap::Lance => "Lance handicap",
            Handicap::Bishop => "Bishop handicap",
            Handicap::Rook => "Rook handicap",
            Handicap::RookLance => "Rook and lance handicap",
            Handicap::TwoPiece => "Two-piece handicap",
            Handicap::FourPiece => "Four-piece handicap",
            Handicap::SixPiece => "Six-piece handicap",
            Handicap::EightPiece => "Eight-piece handicap",
            Handicap::TenPiece => "Ten-piece handicap",
        }
    }

    /// The Japanese name: 香落ち, 角落ち, 飛車落ち, 飛香落ち, 二枚落ち … 十枚落ち.
    pub fn name_ja(self) -> &'static str {
        match self {
            Handicap::Lance => "香落ち",
            Handicap::Bishop => "角落ち",
            Handicap::Rook => "飛車落ち",
            Handicap::RookLance => "飛香落ち",
            Handicap::TwoPiece => "二枚落ち",
            Handicap::FourPiece => "四枚落ち",
            Handicap::SixPiece => "六枚落ち",
            Handicap::EightPiece => "八枚落ち",
            Handicap::TenPiece => "十枚落ち",
        }
    }

    /// The value of KIF's 手合割 header; the KIF format's list uses the Japanese
    /// names unchanged.
    pub fn kif_name(self) -> &'static str {
        self.name_ja()
    }

    /// The start position in SFEN: the giver's pieces taken from the top (gote)
    /// camp, gote to move.
    pub fn start_sfen(self) -> &'static str {
        match self {
            Handicap::Lance => "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::Bishop => "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::Rook => "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::RookLance => "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::TwoPiece => "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::FourPiece => "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::SixPiece => "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::EightPiece => "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
            Handicap::TenPiece => "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
        }
    }

    /// The start position, in standard shogi.
    pub fn start_position(self) -> Position {
        let shogi = Variant::by_id("shogi").expect("shogi is one of the games");
        Position::from_sfen(shogi, self.start_sfen()).expect("the handicap SFENs are valid")
    }

    /// The handicap a game started from, if its start position is one (compared on
    /// board, hands and side to move, not the move number).
    pub fn of_start(start: &Position) -> Option<Handicap> {
        if start.variant().id() != "shogi" {
            return None;
        }
        let this = sfen_without_move_number(start);
        Handicap::ALL
            .into_iter()
            .find(|h| sfen_without_move_number(&h.start_position()) == this)
    }
}

/// KIF's 手合割 for a game's start: 平手 for the standard start of shogi, the
/// handicap's name for a handicap start, `None` for anything else (KIF then needs
/// the position itself).
pub fn kif_teai(start: &Position) -> Option<&'static str> {
    let v = start.variant();
    if v.id() == "shogi"
        && sfen_without_move_number(start) == sfen_without_move_number(&Position::start(v))
    {
        return Some("平手");
    }
    Handicap::of_start(start).map(Handicap::kif_name)
}

/// Board, side to move and hands: what makes two starts the same.
fn sfen_without_move_number(pos: &Position) -> String {
    let sfen = pos.to_sfen();
    match sfen.rsplit_once(' ') {
        Some((key, _)) => key.to_string(),
        None => sfen,
    }
}

/// KIF's names for the players' header lines, sente's first: 先手/後手, or 下手/上手
/// in a handicap game.
pub fn kif_player_labels(start: &Position) -> (&'static str, &'static str) {
    match Handicap::of_start(start) {
        Some(_) => ("下手", "上手"),
        None => ("先手", "後手"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_names_read_back() {
        for h in Handicap::ALL {
            assert_eq!(Handicap::parse(h.id()), Some(h));
            assert_eq!(Handicap::parse(&h.id().to_uppercase()), Some(h));
            assert_eq!(Handicap::parse(h.name_ja()), Some(h));
        }
        assert_eq!(Handicap::parse("queen"), None);
        assert_eq!(Handicap::parse(""), None);
    }
}
