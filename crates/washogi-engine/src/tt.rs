//! The transposition table: what earlier searches found about a position, keyed by the
//! rules' Zobrist hash (board, hands and side to move). One entry per slot, replaced
//! when the slot holds another position from an older search or a shallower result.
//!
//! A slot is two words, and an empty slot is all zero bits. The table is therefore a
//! zeroed allocation, which the system maps page by page as the search first touches
//! them: a big table costs memory only as it fills, and creating one takes no time.
//! (Filled with a non-zero "empty" entry, a 4 GB table was resident at once and took
//! seconds to create.)

use washogi_rules::{Kind, Move, Square};

/// What a stored score means relative to the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move reached alpha).
    Upper,
}

#[derive(Copy, Clone, Debug)]
pub struct Entry {
    pub best: Option<Move>,
    pub score: i16,
    pub eval: i16,
    pub depth: i8,
    pub bound: Bound,
}

/// The largest table, in megabytes, whatever a GUI asks for: it is allocated lazily,
/// but a long search could still fill it, and more than this buys no strength at the
/// speeds this engine searches.
pub const MAX_TABLE_MB: usize = 1024;

/// The low bits of a slot's first word hold the depth and bound instead of the key:
/// those key bits are the slot's index (the table has at least this many slots), so
/// they are known without being stored.
const META_BITS: u32 = 10;
const META: u64 = (1 << META_BITS) - 1;
const MIN_SLOTS: usize = 1 << META_BITS;
const SLOT_BYTES: usize = std::mem::size_of::<[u64; 2]>();

/// Squares as 0..121 and moves as 16 bits, 0 for none: board moves first (with and
/// without promotion), then drops of every kind.
const SQUARES: u16 = 121;
const DROPS: u16 = 1 + 2 * SQUARES * SQUARES;

fn square_code(sq: Square) -> u16 {
    sq.rank() as u16 * 11 + (sq.file() as u16 - 1)
}

fn square_from(code: u16) -> Square {
    Square::new((code % 11) as u8 + 1, (code / 11) as u8).expect("a stored square")
}

fn move_code(mv: Option<Move>) -> u16 {
    match mv {
        None => 0,
        Some(Move::Board { from, to, promote }) => {
            1 + (square_code(from) * SQUARES + square_code(to)) * 2 + promote as u16
        }
        Some(Move::Drop { kind, to }) => DROPS + kind.0 as u16 * SQUARES + square_code(to),
    }
}

fn move_from(code: u16) -> Option<Move> {
    if code == 0 {
        None
    } else if code < DROPS {
        let board = (code - 1) / 2;
        Some(Move::Board {
            from: square_from(board / SQUARES),
            to: square_from(board % SQUARES),
            promote: (code - 1) % 2 == 1,
        })
    } else {
        let drop = code - DROPS;
        Some(Move::Drop {
            kind: Kind((drop / SQUARES) as u8),
            to: square_from(drop % SQUARES),
        })
    }
}

pub struct Table {
    /// `[key with depth + 1 and bound in its low bits, move | score | eval | generation]`;
    /// depth + 1 is 0 in an empty slot.
    slots: Vec<[u64; 2]>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of at most `mb` megabytes (at most [`MAX_TABLE_MB`], at least a
    /// thousand slots; a power of two).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.clamp(1, MAX_TABLE_MB) << 20) / SLOT_BYTES;
        let mut size = MIN_SLOTS;
        while size * 2 <= wanted {
            size *= 2;
        }
        Table {
            // Zeroed, so not touched: see the module's comment.
            slots: vec![[0; 2]; size],
            mask: size - 1,
            generation: 0,
        }
    }

    /// The table's size in bytes.
    pub fn bytes(&self) -> usize {
        self.slots.len() * SLOT_BYTES
    }

    pub fn clear(&mut self) {
        // A fresh zeroed allocation rather than writing every slot, so that a cleared
        // table is again resident only where the next search touches it.
        let size = self.slots.len();
        self.slots = Vec::new();
        self.slots = vec![[0; 2]; size];
        self.generation = 0;
    }

    /// Start a new search: older entries become preferred for replacement.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [tag, data] = self.slots[key as usize & self.mask];
        let depth = (tag & 0xff) as i32 - 1;
        (depth >= 0 && tag & !META == key & !META).then(|| Entry {
            best: move_from(data as u16),
            score: (data >> 16) as u16 as i16,
            eval: (data >> 32) as u16 as i16,
            depth: depth as i8,
            bound: match (tag >> 8) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        best: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let generation = self.generation;
        let slot = &mut self.slots[key as usize & self.mask];
        let [tag, data] = *slot;
        let slot_depth = (tag & 0xff) as i32 - 1;
        let same = slot_depth >= 0 && tag & !META == key & !META;
        let replace =
            same || (data >> 48) as u8 != generation || depth >= slot_depth || slot_depth < 0;
        if !replace {
            return;
        }
        // Keep the old best move when the new result has none for the same position.
        let best = if best.is_none() && same {
            move_from(data as u16)
        } else {
            best
        };
        let depth = depth.clamp(0, 127) as u64;
        let bound = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let score = score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
        let eval = eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16 as u64;
        *slot = [
            (key & !META) | (bound << 8) | (depth + 1),
            move_code(best) as u64 | (score << 16) | (eval << 32) | ((generation as u64) << 48),
        ];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::{Game, Position};

    #[test]
    fn stores_and_finds_an_entry() {
        let mut t = Table::new(1);
        assert!(t.slots.len().is_power_of_two());
        t.store(12345, None, 42, 7, 3, Bound::Exact);
        let e = t.probe(12345).unwrap();
        assert_eq!(
            (e.score, e.eval, e.depth, e.bound),
            (42, 7, 3, Bound::Exact)
        );
        assert!(t.probe(54321).is_none());
        // Same slot, other key (only the low bits agree).
        assert!(t.probe(12345 + (1 << 40)).is_none());
        t.store(99, None, -30_000, -5, 0, Bound::Lower);
        let e = t.probe(99).unwrap();
        assert_eq!(
            (e.score, e.eval, e.depth, e.bound),
            (-30_000, -5, 0, Bound::Lower)
        );
    }

    #[test]
    fn an_empty_table_finds_nothing_not_even_key_zero() {
        let mut t = Table::new(1);
        assert!(t.probe(0).is_none() && t.probe(u64::MAX).is_none());
        t.store(0, None, 1, 1, 1, Bound::Upper);
        assert_eq!(t.probe(0).unwrap().bound, Bound::Upper);
        t.clear();
        assert!(t.probe(0).is_none());
    }

    #[test]
    fn every_move_is_stored_as_itself() {
        // Board moves with and without promotion, and drops, in every game.
        let mut t = Table::new(1);
        for v in washogi_rules::all_variants() {
            let mut game = Game::new(Position::start(v));
            for _ in 0..40 {
                let moves = game.position().legal_moves();
                for (i, &mv) in moves.iter().enumerate() {
                    t.store(i as u64 * 1024 + 7, Some(mv), 0, 0, 1, Bound::Exact);
                    assert_eq!(t.probe(i as u64 * 1024 + 7).unwrap().best, Some(mv));
                }
                let Some(&mv) = moves.iter().find(|m| m.is_promotion()).or(moves.last()) else {
                    break;
                };
                game.play(mv).unwrap();
            }
        }
        let drops: Vec<Move> = (0..=255u8)
            .flat_map(|k| {
                [(1, 0), (11, 10), (6, 5)].map(|(f, r)| Move::Drop {
                    kind: Kind(k),
                    to: Square::new(f, r).unwrap(),
                })
            })
            .collect();
        for mv in drops {
            assert_eq!(move_from(move_code(Some(mv))), Some(mv));
        }
    }

    #[test]
    fn the_size_is_capped() {
        assert_eq!(Table::new(MAX_TABLE_MB).bytes(), MAX_TABLE_MB << 20);
        assert_eq!(Table::new(usize::MAX).bytes(), MAX_TABLE_MB << 20);
        assert_eq!(Table::new(0).bytes(), Table::new(1).bytes());
        assert_eq!(Table::new(1).bytes(), 1 << 20);
    }
}
