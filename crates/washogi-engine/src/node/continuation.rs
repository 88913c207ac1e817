//! Continuation history ("counter-move history"): how well a quiet move did as the
//! answer to the opponent's move just before it, as Stockfish keeps it. The main
//! history scores a move by itself; this one by the move it answers, which in shogi
//! (where a drop answers a threat anywhere on the board) tells far more.
//!
//! A move is indexed by its piece kind and target square as its mover sees the board
//! (gote's squares turned half a turn), so one table serves both colours: a position
//! and its colour-swapped mirror share their entries. The table is `cells × cells`
//! entries for `cells` = kinds × squares of the variant: 2.6 MB for shogi, about 27 MB
//! for Wa Shogi, allocated zeroed (resident only as the search touches it).

use washogi_rules::{Color, Move, Position, Variant};

/// No previous move to continue (the root, or after a null move).
pub(crate) const NO_MOVE: u32 = u32::MAX;
/// The most an entry reaches (the update pulls it towards this bound).
pub(crate) const CONTINUATION_MAX: i32 = 16_384;

/// The table of one variant.
pub(crate) struct Continuation {
    variant: Option<&'static Variant>,
    cells: usize,
    table: Vec<i16>,
}

impl Continuation {
    pub fn new() -> Continuation {
        Continuation {
            variant: None,
            cells: 0,
            table: Vec::new(),
        }
    }

    /// Ready for `variant`: a new, zeroed table when it changes.
    pub fn prepare(&mut self, variant: &'static Variant) {
        if self.variant.is_some_and(|v| std::ptr::eq(v, variant)) {
            return;
        }
        self.variant = Some(variant);
        self.cells =
            variant.kind_count() * usize::from(variant.files()) * usize::from(variant.ranks());
        self.table = vec![0; self.cells * self.cells];
    }

    /// Forget everything (a new game). A fresh zeroed allocation rather than a fill,
    /// so that pages the last game touched are given back.
    pub fn clear(&mut self) {
        self.table = vec![0; self.table.len()];
    }

    /// The index of `mv` (legal in `pos`) for the side to move.
    pub fn piece_to(&self, pos: &Position, mv: Move) -> u32 {
        let v = pos.variant();
        let kind = match mv {
            Move::Board { from, .. } => pos.piece_at(from).map_or(0, |p| p.kind.index()),
            Move::Drop { kind, .. } => kind.index(),
        };
        let to = mv.to();
        let (files, ranks) = (usize::from(v.files()), usize::from(v.ranks()));
        let (mut file, mut rank) = (usize::from(to.file()) - 1, usize::from(to.rank()));
        if pos.side_to_move() == Color::Gote {
            file = files - 1 - file;
            rank = ranks - 1 - rank;
        }
        ((kind * ranks + rank) * files + file) as u32
    }

    /// The score of a move with index `current` answering one with index `previous`.
    pub fn get(&self, previous: u32, current: u32) -> i32 {
        if previous == NO_MOVE {
            return 0;
        }
        i32::from(self.table[previous as usize * self.cells + current as usize])
    }

    /// Move an entry towards ±[`CONTINUATION_MAX`] by `bonus` (as the main history).
    pub fn update(&mut self, previous: u32, current: u32, bonus: i32) {
        if previous == NO_MOVE {
            return;
        }
        let entry = &mut self.table[previous as usize * self.cells + current as usize];
        let value = i32::from(*entry);
        *entry = (value + bonus - value * bonus.abs() / CONTINUATION_MAX) as i16;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use washogi_rules::usi::parse_usi;

    fn play(pos: &Position, usi: &str) -> (Move, Position) {
        let mv = parse_usi(pos.variant(), usi).unwrap();
        assert!(pos.is_legal(mv), "{usi}");
        let mut after = pos.clone();
        after.play_unchecked(mv);
        (mv, after)
    }

    #[test]
    fn a_move_and_its_mirror_share_an_index() {
        let shogi = Variant::by_id("shogi").unwrap();
        let mut table = Continuation::new();
        table.prepare(shogi);
        let start = Position::start(shogi);
        // Sente's 7g7f and gote's answer 3c3d are the same move as each mover sees
        // the board.
        let (sente_pawn, after_sente) = play(&start, "7g7f");
        let (gote_pawn, after) = play(&after_sente, "3c3d");
        let gote_index = table.piece_to(&after_sente, gote_pawn);
        assert_eq!(table.piece_to(&start, sente_pawn), gote_index);
        // Another square, another index.
        let (other, _) = play(&after, "2g2f");
        assert_ne!(table.piece_to(&after, other), gote_index);
    }

    #[test]
    fn every_legal_move_has_an_index_inside_the_table() {
        for id in ["shogi", "wa", "wa-drops"] {
            let v = Variant::by_id(id).unwrap();
            let mut table = Continuation::new();
            table.prepare(v);
            let mut pos = Position::start(v);
            // A few plies of the first legal move each, both colours to move.
            for _ in 0..12 {
                for mv in pos.legal_moves() {
                    assert!((table.piece_to(&pos, mv) as usize) < table.cells, "{id}");
                }
                let mv = pos.legal_moves()[0];
                pos.play_unchecked(mv);
            }
        }
    }

    #[test]
    fn entries_stay_within_their_bound() {
        let shogi = Variant::by_id("shogi").unwrap();
        let mut table = Continuation::new();
        table.prepare(shogi);
        for _ in 0..1_000 {
            table.update(3, 5, 400);
        }
        assert!((1..=CONTINUATION_MAX).contains(&table.get(3, 5)));
        for _ in 0..2_000 {
            table.update(3, 5, -400);
        }
        assert!((-CONTINUATION_MAX..0).contains(&table.get(3, 5)));
        assert_eq!(table.get(NO_MOVE, 5), 0);
        table.update(NO_MOVE, 5, 400);
        table.clear();
        assert_eq!(table.get(3, 5), 0);
    }
}
