//! Games as data: one table per game.
//!
//! Each game ([`Variant`]) is built from a [`VariantSpec`] table that reads like
//! `rules.md`: board size, promotion-zone depth, drop rules, the start SFEN and every
//! piece with its moves in Betza notation and its promoted form. Move vectors, the
//! ranks where a piece could never move again, and the attack tables used by the move
//! generator are all derived from that table, so a fourth shogi variant is a new table,
//! not new code.
//!
//! ```
//! use washogi_rules::Variant;
//! let wa = Variant::by_id("wa").unwrap();
//! assert_eq!((wa.files(), wa.ranks()), (11, 11));
//! let pawn = wa.kind_by_letter('P', false).unwrap();
//! assert_eq!(wa.kind(pawn).name, "Sparrow Pawn");
//! assert_eq!(wa.kind(wa.kind(pawn).promotes_to.unwrap()).name, "Golden Bird");
//! ```

use std::sync::LazyLock;

use super::betza::{parse_betza, Displacement};

/// What role a piece plays beyond its moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// The royal piece: may not be left attacked; no legal move means mate.
    King,
    /// Subject to nifu and the pawn-drop-mate rule.
    Pawn,
    /// Everything else.
    Other,
}

/// The promoted side of a piece, as written in a table.
#[derive(Clone, Debug)]
pub struct PromotedSpec {
    pub name: &'static str,
    pub name_ja: &'static str,
    pub reading: &'static str,
    /// The label drawn on the piece (in red). A string rather than a char because a
    /// few labels are two characters or an ideographic description sequence.
    pub label: &'static str,
    pub betza: &'static str,
}

/// One unpromoted piece of a game, with its promoted form, as written in a table.
#[derive(Clone, Debug)]
pub struct PieceSpec {
    /// SFEN letter (upper case); the promoted form is written `+` and this letter.
    pub letter: char,
    pub name: &'static str,
    pub name_ja: &'static str,
    pub reading: &'static str,
    pub label: &'static str,
    pub betza: &'static str,
    pub role: Role,
    pub promoted: Option<PromotedSpec>,
}

/// A game as written in a table.
#[derive(Clone, Debug)]
pub struct VariantSpec {
    pub id: &'static str,
    pub name: &'static str,
    pub files: u8,
    pub ranks: u8,
    /// Depth of the promotion zone (the farthest ranks).
    pub zone_depth: u8,
    pub drops: bool,
    /// Whether a player may claim a draw when both kings stand in their far zones.
    pub impasse_claim: bool,
    pub start_sfen: &'static str,
    /// Pieces in hand order (the order SFEN writes hands in).
    pub pieces: &'static [PieceSpec],
}

/// Index of a piece kind (unpromoted or promoted) in its variant's table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(pub u8);

impl Kind {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A piece kind with everything derived from its table row.
#[derive(Clone, Debug)]
pub struct KindInfo {
    /// SFEN letter, upper case.
    pub letter: char,
    pub promoted: bool,
    pub name: &'static str,
    pub name_ja: &'static str,
    pub reading: &'static str,
    pub label: &'static str,
    pub betza: &'static str,
    pub role: Role,
    /// The promoted form, for a piece that can promote.
    pub promotes_to: Option<Kind>,
    /// The unpromoted form (itself when unpromoted): what a capture puts in hand.
    pub unpromoted: Kind,
    /// Single steps and jumps, as (right, forward) for sente.
    pub leaps: Vec<(i8, i8)>,
    /// Slides, as (unit right, unit forward, max squares; 0 = unlimited) for sente.
    pub slides: Vec<(i8, i8, u8)>,
    /// The farthest ranks on which this piece could never move again: it must promote
    /// on arriving there and may not be dropped there.
    pub dead_ranks: u8,
}

impl KindInfo {
    /// `P`, `+P`: how SFEN and short move input write this kind (sente's case).
    pub fn code(&self) -> String {
        if self.promoted {
            format!("+{}", self.letter)
        } else {
            self.letter.to_string()
        }
    }
}

/// The eight slide directions, as (right, forward) unit vectors.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// A game with everything the move generator needs derived from its table.
pub struct Variant {
    pub spec: &'static VariantSpec,
    kinds: Vec<KindInfo>,
    /// Every distinct leap of the game with the mask of kinds that have it.
    pub(crate) leap_attackers: Vec<((i8, i8), u64)>,
    /// For each of [`DIRECTIONS`], the slide range of each kind (0 none, 255 unlimited),
    /// or `None` when no kind slides that way.
    pub(crate) slide_ranges: [Option<[u8; 64]>; 8],
    pub(crate) king: Kind,
}

// Short, so that test failures and logs name the game rather than dump its tables.
impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Variant({})", self.spec.id)
    }
}

impl Variant {
    /// The game with this id (`wa`, `wa-drops`, `shogi`).
    pub fn by_id(id: &str) -> Option<&'static Variant> {
        all().iter().copied().find(|v| v.spec.id == id)
    }

    pub fn id(&self) -> &'static str {
        self.spec.id
    }
    pub fn name(&self) -> &'static str {
        self.spec.name
    }
    pub fn files(&self) -> u8 {
        self.spec.files
    }
    pub fn ranks(&self) -> u8 {
        self.spec.ranks
    }
    pub fn zone_depth(&self) -> u8 {
        self.spec.zone_depth
    }
    pub fn drops(&self) -> bool {
        self.spec.drops
    }
    pub fn start_sfen(&self) -> &'static str {
        self.spec.start_sfen
    }

    pub fn kind(&self, kind: Kind) -> &KindInfo {
        &self.kinds[kind.index()]
    }

    /// Every kind, unpromoted ones first in table (hand) order, then promoted ones.
    pub fn kinds(&self) -> impl Iterator<Item = (Kind, &KindInfo)> {
        self.kinds
            .iter()
            .enumerate()
            .map(|(i, k)| (Kind(i as u8), k))
    }

    /// The unpromoted kinds in hand order.
    pub fn hand_kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        (0..self.spec.pieces.len()).map(|i| Kind(i as u8))
    }

    pub fn kind_count(&self) -> usize {
        self.kinds.len()
    }

    /// Look a kind up by its SFEN letter (either case) and promotion flag.
    pub fn kind_by_letter(&self, letter: char, promoted: bool) -> Option<Kind> {
        let upper = letter.to_ascii_uppercase();
        self.kinds()
            .find(|(_, k)| k.letter == upper && k.promoted == promoted)
            .map(|(id, _)| id)
    }

    /// Look a kind up by its English name, ignoring case.
    pub fn kind_by_name(&self, name: &str) -> Option<Kind> {
        self.kinds()
            .find(|(_, k)| k.name.eq_ignore_ascii_case(name))
            .map(|(id, _)| id)
    }

    pub fn king(&self) -> Kind {
        self.king
    }

    fn build(spec: &'static VariantSpec) -> Variant {
        let mut kinds = Vec::new();
        for p in spec.pieces {
            kinds.push(kind_info(
                p.letter, false, p.name, p.name_ja, p.reading, p.label, p.betza, p.role,
            ));
        }
        for (i, p) in spec.pieces.iter().enumerate() {
            kinds[i].unpromoted = Kind(i as u8);
            if let Some(pr) = &p.promoted {
                let id = Kind(kinds.len() as u8);
                let mut info = kind_info(
                    p.letter,
                    true,
                    pr.name,
                    pr.name_ja,
                    pr.reading,
                    pr.label,
                    pr.betza,
                    Role::Other,
                );
                info.unpromoted = Kind(i as u8);
                kinds.push(info);
                kinds[i].promotes_to = Some(id);
            }
        }
        // Piece codes pack colour and kind into a byte (see position.rs).
        assert!(kinds.len() <= 31, "{}: too many piece kinds", spec.id);
        let mut leap_attackers: Vec<((i8, i8), u64)> = Vec::new();
        let mut slide_ranges: [Option<[u8; 64]>; 8] = [None; 8];
        for (i, k) in kinds.iter().enumerate() {
            for &leap in &k.leaps {
                match leap_attackers.iter_mut().find(|(l, _)| *l == leap) {
                    Some((_, mask)) => *mask |= 1 << i,
                    None => leap_attackers.push((leap, 1 << i)),
                }
            }
            for &(dx, dy, max) in &k.slides {
                let d = DIRECTIONS.iter().position(|&d| d == (dx, dy)).unwrap();
                let ranges = slide_ranges[d].get_or_insert([0; 64]);
                ranges[i] = if max == 0 { 255 } else { max };
            }
        }
        let king = kinds
            .iter()
            .position(|k| k.role == Role::King)
            .map(|i| Kind(i as u8))
            .expect("every game has a king");
        Variant {
            spec,
            kinds,
            leap_attackers,
            slide_ranges,
            king,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn kind_info(
    letter: char,
    promoted: bool,
    name: &'static str,
    name_ja: &'static str,
    reading: &'static str,
    label: &'static str,
    betza: &'static str,
    role: Role,
) -> KindInfo {
    let moves = parse_betza(betza).unwrap_or_else(|e| panic!("{name}: bad Betza {betza:?}: {e}"));
    let mut leaps = Vec::new();
    let mut slides = Vec::new();
    for m in &moves {
        match *m {
            Displacement::Leap(dx, dy) => leaps.push((dx, dy)),
            // A slide of at most one square is a step.
            Displacement::Slide(dx, dy, 1) => leaps.push((dx, dy)),
            Displacement::Slide(dx, dy, n) => slides.push((dx, dy, n)),
        }
    }
    leaps.sort();
    leaps.dedup();
    // A piece whose every move goes forward can never move again within its smallest
    // forward reach of the far edge.
    let forward_only = moves.iter().all(|m| m.forward() > 0);
    let dead_ranks = if forward_only {
        moves.iter().map(|m| m.forward()).min().unwrap_or(0) as u8
    } else {
        0
    };
    KindInfo {
        letter,
        promoted,
        name,
        name_ja,
        reading,
        label,
        betza,
        role,
        promotes_to: None,
        unpromoted: Kind(0),
        leaps,
        slides,
        dead_ranks,
    }
}

/// Every game the bot knows, in the order menus show them.
pub fn all() -> &'static [&'static Variant] {
    static ALL: LazyLock<Vec<&'static Variant>> = LazyLock::new(|| {
        [
            &super::tables::WA,
            &super::tables::WA_DROPS,
            &super::tables::SHOGI,
        ]
        .into_iter()
        .map(|spec| &*Box::leak(Box::new(Variant::build(spec))))
        .collect()
    });
    &ALL
}
