//! The transposition table: what earlier searches found about a position, keyed by the
//! rules' Zobrist hash (board, hands and side to move). One entry per slot, replaced
//! when the slot holds another position from an older search or a shallower result.

use washogi_rules::Move;

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
    pub key: u64,
    pub best: Option<Move>,
    pub score: i16,
    pub eval: i16,
    pub depth: i8,
    pub bound: Bound,
    generation: u8,
}

const EMPTY_ENTRY: Entry = Entry {
    key: 0,
    best: None,
    score: 0,
    eval: 0,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

pub struct Table {
    slots: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of about `mb` megabytes (at least one thousand entries; a power of two).
    pub fn new(mb: usize) -> Table {
        let wanted = (mb.max(1) << 20) / std::mem::size_of::<Entry>();
        let mut size = 1024;
        while size * 2 <= wanted {
            size *= 2;
        }
        Table {
            slots: vec![EMPTY_ENTRY; size],
            mask: size - 1,
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(EMPTY_ENTRY);
        self.generation = 0;
    }

    /// Start a new search: older entries become preferred for replacement.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.slots[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
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
        let slot = &mut self.slots[key as usize & self.mask];
        let replace = slot.key == key
            || slot.generation != self.generation
            || depth >= slot.depth as i32
            || slot.depth < 0;
        if !replace {
            return;
        }
        // Keep the old best move when the new result has none for the same position.
        let best = if best.is_none() && slot.key == key {
            slot.best
        } else {
            best
        };
        *slot = Entry {
            key,
            best,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            eval: eval.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, 127) as i8,
            bound,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
