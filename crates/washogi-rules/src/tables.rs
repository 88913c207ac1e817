//! The three games' tables, transcribed from `rules.md`. Everything the rest of the
//! code knows about a piece comes from here, including the labels pictures draw, so
//! the table of glyphs lives in exactly one place.

use super::variants::{PieceSpec, PromotedSpec, Role, VariantSpec};

const fn piece(
    letter: char,
    name: &'static str,
    name_ja: &'static str,
    reading: &'static str,
    label: &'static str,
    betza: &'static str,
    promoted: Option<PromotedSpec>,
) -> PieceSpec {
    PieceSpec {
        letter,
        name,
        name_ja,
        reading,
        label,
        betza,
        role: Role::Other,
        promoted,
    }
}

const fn promoted(
    name: &'static str,
    name_ja: &'static str,
    reading: &'static str,
    label: &'static str,
    betza: &'static str,
) -> Option<PromotedSpec> {
    Some(PromotedSpec {
        name,
        name_ja,
        reading,
        label,
        betza,
    })
}

const fn with_role(mut p: PieceSpec, role: Role) -> PieceSpec {
    p.role = role;
    p
}

/// Wa Shogi, in hand order (rules.md). Labels are the usual single kanji; the
/// Tenacious Falcon's own character (⿰奚力) is not in Unicode, so its label is that
/// ideographic description sequence and pictures compose it from 奚 and 力 — a red
/// 鷹 would look like a promoted Strutting Crow.
static WA_PIECES: [PieceSpec; 17] = [
    with_role(
        piece('K', "Crane King", "靏玉", "kakugyoku", "靏", "K", None),
        Role::King,
    ),
    piece(
        'E',
        "Cloud Eagle",
        "雲鷲",
        "unjū",
        "鷲",
        "vR fB3 sW bF",
        None,
    ),
    piece(
        'F',
        "Flying Falcon",
        "飛鷹",
        "hiyō",
        "鷹",
        "B fW",
        promoted("Tenacious Falcon", "⿰奚力鷹", "keiyō", "⿰奚力", "B vR sW"),
    ),
    piece(
        'S',
        "Swallow's Wings",
        "燕羽",
        "en'u",
        "燕",
        "sR vW",
        promoted("Gliding Swallow", "燕行", "engyō", "行", "R"),
    ),
    piece(
        'X',
        "Treacherous Fox",
        "隠狐",
        "inko",
        "狐",
        "F vW A vD",
        None,
    ),
    piece(
        'R',
        "Running Rabbit",
        "走兎",
        "sōto",
        "兎",
        "fR F bW",
        promoted("Treacherous Fox", "隠狐", "inko", "狐", "F vW A vD"),
    ),
    piece(
        'W',
        "Violent Wolf",
        "猛狼",
        "mōrō",
        "狼",
        "W fF",
        promoted("Bear's Eyes", "熊眼", "yūgan", "熊", "K"),
    ),
    piece(
        'V',
        "Violent Stag",
        "猛鹿",
        "mōroku",
        "鹿",
        "F fW",
        promoted("Roaming Boar", "行猪", "gyōcho", "猪", "F fW sW"),
    ),
    piece(
        'G',
        "Flying Goose",
        "鳫飛",
        "ganhi",
        "鳫",
        "fF vW",
        promoted("Swallow's Wings", "燕羽", "en'u", "燕", "sR vW"),
    ),
    piece(
        'C',
        "Flying Cock",
        "鶏飛",
        "keihi",
        "鶏",
        "fF sW",
        promoted("Raiding Falcon", "延鷹", "en'yō", "延", "vR sW fF"),
    ),
    piece(
        'U',
        "Strutting Crow",
        "烏行",
        "ukō",
        "烏",
        "fW bF",
        promoted("Flying Falcon", "飛鷹", "hiyō", "鷹", "B fW"),
    ),
    piece(
        'L',
        "Swooping Owl",
        "鴟行",
        "shigyō",
        "鴟",
        "fW bF",
        promoted("Cloud Eagle", "雲鷲", "unjū", "鷲", "vR fB3 sW bF"),
    ),
    piece(
        'D',
        "Blind Dog",
        "盲犬",
        "mōken",
        "犬",
        "fF sW bW",
        promoted("Violent Wolf", "猛狼", "mōrō", "狼", "W fF"),
    ),
    piece(
        'M',
        "Climbing Monkey",
        "登猿",
        "tōen",
        "猿",
        "fF vW",
        promoted("Violent Stag", "猛鹿", "mōroku", "鹿", "F fW"),
    ),
    piece(
        'H',
        "Liberated Horse",
        "風馬",
        "fūma",
        "風",
        "fR bR2",
        promoted("Heavenly Horse", "天馬", "temma", "天", "vN"),
    ),
    piece(
        'O',
        "Oxcart",
        "牛車",
        "gissha",
        "車",
        "fR",
        promoted("Plodding Ox", "歬牛", "sengyū", "牛", "K"),
    ),
    with_role(
        piece(
            'P',
            "Sparrow Pawn",
            "萑歩",
            "jakufu",
            "歩",
            "fW",
            promoted("Golden Bird", "金鳥", "kinchō", "金", "W fF"),
        ),
        Role::Pawn,
    ),
];

const WA_START: &str =
    "hmlcvkwgudo/1e3s3f1/ppprpppxppp/3p3p3/11/11/11/3P3P3/PPPXPPPRPPP/1F3S3E1/ODUGWKVCLMH b - 1";

pub static WA: VariantSpec = VariantSpec {
    id: "wa",
    name: "Wa Shogi",
    files: 11,
    ranks: 11,
    zone_depth: 3,
    drops: false,
    impasse_claim: false,
    start_sfen: WA_START,
    pieces: &WA_PIECES,
};

pub static WA_DROPS: VariantSpec = VariantSpec {
    id: "wa-drops",
    name: "Wa Shogi with drops",
    files: 11,
    ranks: 11,
    zone_depth: 3,
    drops: true,
    impasse_claim: true,
    start_sfen: WA_START,
    pieces: &WA_PIECES,
};

/// Standard shogi, in hand order (K, then R B G S N L P as SFEN writes hands).
static SHOGI_PIECES: [PieceSpec; 8] = [
    with_role(
        piece('K', "King", "玉将", "gyokushō", "玉", "K", None),
        Role::King,
    ),
    piece(
        'R',
        "Rook",
        "飛車",
        "hisha",
        "飛",
        "R",
        promoted("Dragon King", "龍王", "ryūō", "龍", "R F"),
    ),
    piece(
        'B',
        "Bishop",
        "角行",
        "kakugyō",
        "角",
        "B",
        promoted("Dragon Horse", "龍馬", "ryūma", "馬", "B W"),
    ),
    piece('G', "Gold General", "金将", "kinshō", "金", "W fF", None),
    piece(
        'S',
        "Silver General",
        "銀将",
        "ginshō",
        "銀",
        "F fW",
        promoted("Promoted Silver", "成銀", "narigin", "全", "W fF"),
    ),
    piece(
        'N',
        "Knight",
        "桂馬",
        "keima",
        "桂",
        "ffN",
        promoted("Promoted Knight", "成桂", "narikei", "圭", "W fF"),
    ),
    piece(
        'L',
        "Lance",
        "香車",
        "kyōsha",
        "香",
        "fR",
        promoted("Promoted Lance", "成香", "narikyō", "杏", "W fF"),
    ),
    with_role(
        piece(
            'P',
            "Pawn",
            "歩兵",
            "fuhyō",
            "歩",
            "fW",
            promoted("Tokin", "と金", "tokin", "と", "W fF"),
        ),
        Role::Pawn,
    ),
];

pub static SHOGI: VariantSpec = VariantSpec {
    id: "shogi",
    name: "Shogi",
    files: 9,
    ranks: 9,
    zone_depth: 3,
    drops: true,
    impasse_claim: false,
    start_sfen: "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
    pieces: &SHOGI_PIECES,
};
