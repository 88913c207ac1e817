//! A position: board, hands, side to move and move number, with a Zobrist hash kept up
//! to date by every change. Positions are small and cheap to copy; playing a move
//! returns a new one (copy-make), so an illegal move can never leave a half-changed
//! position behind.

use std::sync::LazyLock;

use super::movegen::aligned;
use super::types::{Color, Move, Piece, Square, BOARD_CELLS, STRIDE};
use super::variants::{Kind, Variant, DIRECTIONS};

pub(crate) const EMPTY: u8 = 0;
pub(crate) const WALL: u8 = 255;

/// Piece codes: 0 empty, 255 wall, otherwise `1 + kind + 32 * colour`.
pub(crate) fn code(p: Piece) -> u8 {
    1 + p.kind.0 + 32 * p.color.index() as u8
}

pub(crate) fn decode(c: u8) -> Option<Piece> {
    if c == EMPTY || c == WALL {
        return None;
    }
    let c = c - 1;
    Some(Piece {
        color: if c >= 32 { Color::Gote } else { Color::Sente },
        kind: Kind(c % 32),
    })
}

/// Board offset of a (right, forward) vector for a side.
pub(crate) fn offset(color: Color, dx: i8, dy: i8) -> i32 {
    let o = -(dx as i32) - STRIDE * dy as i32;
    match color {
        Color::Sente => o,
        Color::Gote => -o,
    }
}

struct Zobrist {
    board: Vec<u64>,
    hand: Vec<u64>,
    gote_to_move: u64,
}

const MAX_HAND: usize = 64;

static ZOBRIST: LazyLock<Zobrist> = LazyLock::new(|| {
    // splitmix64: fixed seed, so hashes are the same on every run and machine.
    let mut state = 0x5741_5348_4f47_4921u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    Zobrist {
        board: (0..BOARD_CELLS * 64).map(|_| next()).collect(),
        hand: (0..2 * 32 * MAX_HAND).map(|_| next()).collect(),
        gote_to_move: next(),
    }
});

fn board_key(sq: usize, code: u8) -> u64 {
    ZOBRIST.board[sq * 64 + (code as usize - 1)]
}

fn hand_key(color: Color, kind: Kind, count: u8) -> u64 {
    ZOBRIST.hand[(color.index() * 32 + kind.index()) * MAX_HAND + count as usize % MAX_HAND]
}

/// A position of one game. Build one from SFEN (`Position::from_sfen`) or
/// `Position::start`.
#[derive(Clone)]
pub struct Position {
    variant: &'static Variant,
    pub(crate) board: [u8; BOARD_CELLS],
    pub(crate) hands: [[u8; 32]; 2],
    side: Color,
    /// The SFEN move number: counts plies, +1 after every move.
    move_number: u32,
    hash: u64,
    pub(crate) kings: [Option<Square>; 2],
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant.id(), self.to_sfen())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.variant, other.variant)
            && self.board == other.board
            && self.hands == other.hands
            && self.side == other.side
            && self.move_number == other.move_number
    }
}
impl Eq for Position {}

impl Position {
    /// An empty board, sente to move, move number 1.
    pub fn empty(variant: &'static Variant) -> Position {
        let mut board = [WALL; BOARD_CELLS];
        for rank in 0..variant.ranks() {
            for file in 1..=variant.files() {
                board[Square::new(file, rank).unwrap().index()] = EMPTY;
            }
        }
        Position {
            variant,
            board,
            hands: [[0; 32]; 2],
            side: Color::Sente,
            move_number: 1,
            hash: 0,
            kings: [None, None],
        }
    }

    /// The game's start position.
    pub fn start(variant: &'static Variant) -> Position {
        Position::from_sfen(variant, variant.start_sfen()).expect("start SFEN is valid")
    }

    pub fn variant(&self) -> &'static Variant {
        self.variant
    }
    pub fn side_to_move(&self) -> Color {
        self.side
    }
    pub fn move_number(&self) -> u32 {
        self.move_number
    }
    /// Zobrist hash of board, hands and side to move (not the move number): equal
    /// hashes mean the same position for repetition.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether a square lies on this game's board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() >= 1 && sq.file() <= self.variant.files() && sq.rank() < self.variant.ranks()
    }

    /// Every square of the board, rank a first, each rank from the highest file.
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        let v = self.variant;
        (0..v.ranks()).flat_map(move |r| {
            (1..=v.files())
                .rev()
                .map(move |f| Square::new(f, r).unwrap())
        })
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.board[sq.index()])
    }

    pub fn hand_count(&self, color: Color, kind: Kind) -> u8 {
        self.hands[color.index()][kind.index()]
    }

    /// The pieces in a side's hand, in hand order, with counts.
    pub fn hand(&self, color: Color) -> Vec<(Kind, u8)> {
        self.variant
            .hand_kinds()
            .map(|k| (k, self.hand_count(color, k)))
            .filter(|&(_, n)| n > 0)
            .collect()
    }

    pub fn king_square(&self, color: Color) -> Option<Square> {
        self.kings[color.index()]
    }

    // ---- edits (used by SFEN parsing and by play) ----

    pub(crate) fn set_side(&mut self, side: Color) {
        if side != self.side {
            self.hash ^= ZOBRIST.gote_to_move;
            self.side = side;
        }
    }

    pub(crate) fn set_move_number(&mut self, n: u32) {
        self.move_number = n;
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        debug_assert_eq!(self.board[sq.index()], EMPTY);
        let c = code(piece);
        self.board[sq.index()] = c;
        self.hash ^= board_key(sq.index(), c);
        if piece.kind == self.variant.king() {
            self.kings[piece.color.index()] = Some(sq);
        }
    }

    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let c = self.board[sq.index()];
        let piece = decode(c)?;
        self.board[sq.index()] = EMPTY;
        self.hash ^= board_key(sq.index(), c);
        if piece.kind == self.variant.king() {
            self.kings[piece.color.index()] = None;
        }
        Some(piece)
    }

    pub(crate) fn set_hand(&mut self, color: Color, kind: Kind, count: u8) {
        let slot = &mut self.hands[color.index()][kind.index()];
        self.hash ^= hand_key(color, kind, *slot) ^ hand_key(color, kind, count);
        *slot = count;
    }

    /// Play a move that is known to be legal (or at least well-formed: a piece of the
    /// side to move on `from`, or the kind in hand). Use [`Position::play`] for moves
    /// from outside.
    pub(crate) fn apply(&mut self, mv: Move) {
        let us = self.side;
        match mv {
            Move::Board { from, to, promote } => {
                let mut piece = self.remove(from).expect("a piece on the from-square");
                if let Some(captured) = self.remove(to) {
                    if self.variant.drops() {
                        let kind = self.variant.kind(captured.kind).unpromoted;
                        let n = self.hand_count(us, kind);
                        self.set_hand(us, kind, n + 1);
                    }
                }
                if promote {
                    piece.kind = self.promoted(piece.kind);
                }
                self.put(to, piece);
            }
            Move::Drop { kind, to } => {
                let n = self.hand_count(us, kind);
                self.set_hand(us, kind, n - 1);
                self.put(to, Piece { color: us, kind });
            }
        }
        self.set_side(!us);
        self.move_number = self.move_number.saturating_add(1);
    }

    /// What a kind promotes to, for a move that promotes it (so it does).
    fn promoted(&self, kind: Kind) -> Kind {
        self.variant.kind(kind).promotes_to.expect("promotable")
    }

    // ---- geometry of promotion ----

    /// How many ranks from the far edge (as `color` sees it) a square is: 0 on the
    /// last rank.
    pub fn distance_to_far_edge(&self, color: Color, sq: Square) -> u8 {
        match color {
            Color::Sente => sq.rank(),
            Color::Gote => self.variant.ranks() - 1 - sq.rank(),
        }
    }

    pub fn in_zone(&self, color: Color, sq: Square) -> bool {
        self.distance_to_far_edge(color, sq) < self.variant.zone_depth()
    }

    /// Whether a piece of this kind could never move again from this square.
    pub fn is_dead_square(&self, color: Color, kind: Kind, sq: Square) -> bool {
        self.distance_to_far_edge(color, sq) < self.variant.kind(kind).dead_ranks
    }

    // ---- attacks ----

    /// Whether any piece of `by` attacks `sq`.
    pub fn is_attacked(&self, sq: Square, by: Color) -> bool {
        self.is_attacked_on(&self.board, sq, by)
    }

    /// Whether a legal move gives check, found without making the move: the piece
    /// it puts down attacks the opponent's king from its target, or (a board move
    /// from one of that king's lines only: from anywhere else nothing is uncovered)
    /// the king is attacked on the board after it.
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.side;
        let Some(king) = self.kings[(!us).index()] else {
            return false;
        };
        self.checks_directly(mv, king)
            || matches!(mv, Move::Board { from, .. } if aligned(from, king))
                && self.is_attacked_on(&self.board_after(mv), king, us)
    }

    /// The board alone after a legal move: the mover's piece (promoted if it
    /// promotes) stands on its target and its square is empty. What attacks what
    /// can be told from it without playing the move (hands, hash and king squares
    /// left as they are).
    pub(crate) fn board_after(&self, mv: Move) -> [u8; BOARD_CELLS] {
        let mut board = self.board;
        match mv {
            Move::Board { from, to, promote } => {
                let mut piece = decode(board[from.index()]).expect("a piece on the from-square");
                if promote {
                    piece.kind = self.promoted(piece.kind);
                }
                board[from.index()] = EMPTY;
                board[to.index()] = code(piece);
            }
            Move::Drop { kind, to } => {
                board[to.index()] = code(Piece {
                    color: self.side,
                    kind,
                })
            }
        }
        board
    }

    /// [`Position::is_attacked`] on a board of this variant with other pieces.
    pub(crate) fn is_attacked_on(&self, board: &[u8; BOARD_CELLS], sq: Square, by: Color) -> bool {
        let s = sq.index() as i32;
        let colour_base = 1 + 32 * by.index() as u8;
        for &((dx, dy), mask) in &self.variant.leap_attackers {
            // The attacker stands where the leap would start.
            let from = (s - offset(by, dx, dy)) as usize;
            let c = board[from];
            if c != EMPTY && c != WALL && c >= colour_base && c < colour_base + 32 {
                let kind = c - colour_base;
                if mask & (1 << kind) != 0 {
                    return true;
                }
            }
        }
        for (d, ranges) in self.variant.slide_ranges.iter().enumerate() {
            let Some(ranges) = ranges else { continue };
            let (dx, dy) = DIRECTIONS[d];
            let step = offset(by, dx, dy);
            let mut at = s - step;
            let mut distance = 1u8;
            loop {
                let c = board[at as usize];
                if c == EMPTY {
                    at -= step;
                    distance = distance.saturating_add(1);
                    continue;
                }
                if c != WALL && c >= colour_base && c < colour_base + 32 {
                    let range = ranges[(c - colour_base) as usize];
                    if range != 0 && (range == 255 || distance <= range) {
                        return true;
                    }
                }
                break;
            }
        }
        false
    }

    /// Whether `color`'s king is attacked.
    pub fn is_in_check(&self, color: Color) -> bool {
        match self.kings[color.index()] {
            Some(k) => self.is_attacked(k, !color),
            None => false,
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.is_in_check(self.side)
    }
}
