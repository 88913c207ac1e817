//! Mates by checks, proved by depth-first proof-number search (df-pn, Nagai 2002):
//! the search shogi programs run beside alpha-beta to find and refute mates.
//!
//! Why: in the games with drops, mates come from sequences of checks that give away
//! material (a piece dropped next to the king, taken, another dropped). Alpha-beta at
//! the analysis budget prunes and reduces such sacrifices and so missed mates of five
//! moves, or walked into them, where a check-only proof search finds them in a few
//! thousand positions: proof numbers grow the tree where the defender has fewest
//! replies. [`MateSearch::find`] answers "does the side to move mate by checks within
//! `n` of its moves?" with the shortest such `n` it proves and a line of play. A "yes"
//! is a proof over every legal reply of the defender (the rules' own moves, so a pawn
//! drop that would mate is never played); a "no" may be a mate the search did not
//! find within its budget, or one that needs a quiet move.
//!
//! "Mate" is what the rules say ends the game: the defender has no legal move. A line
//! that repeats a position of its own path counts as no mate (a perpetual check loses
//! for the checker in these games), so a repetition never makes a false proof.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use washogi_rules::{Move, Position};

use crate::search::raised;

/// Proof and disproof numbers saturate here: "infinitely many" positions to prove.
const INF: u32 = 1 << 30;

/// The greatest number of moves of the attacker a search looks for (mate in 7: 13
/// plies), whatever it is asked.
pub(crate) const MAX_MATE_MOVES: u8 = 7;

/// Mates up to this long are looked for one length after the other, before the
/// longest: a mate in one is one position to find or rule out
/// (`Position::mate_in_one`).
const SHORT_MATE_MOVES: u8 = 1;

/// Shorter mates than one proved are looked for with as many positions as the
/// proof took, and at least this many.
const SHORTER_MATE_POSITIONS: u64 = 1_000;

/// Keys that tell apart the entries of one position at different depths left.
const DEPTH_KEYS: [u64; 2 * MAX_MATE_MOVES as usize] = {
    let mut keys = [0u64; 2 * MAX_MATE_MOVES as usize];
    let mut i = 0;
    let mut z: u64 = 0x243F_6A88_85A3_08D3;
    while i < keys.len() {
        // splitmix64
        z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut x = z;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        keys[i] = x ^ (x >> 31);
        i += 1;
    }
    keys
};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Numbers {
    /// Proof number: 0 when the attacker has proved the mate.
    pn: u32,
    /// Disproof number: 0 when the defender has shown there is none.
    dn: u32,
}

/// One of a position's two numbers.
type Side = fn(&Numbers) -> u32;

const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
const DISPROVEN: Numbers = Numbers { pn: INF, dn: 0 };
const UNKNOWN: Numbers = Numbers { pn: 1, dn: 1 };

/// One search for mates, with its own table and budget.
pub(crate) struct MateSearch {
    /// Proof numbers by position and plies left (`key`).
    table: HashMap<u64, Numbers>,
    /// Hashes of the positions on the current path (for repetitions).
    path: Vec<u64>,
    /// Positions made so far (each move played counts one).
    pub nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    /// A limit was reached: every answer since is "not found".
    pub exhausted: bool,
    moves: Vec<Move>,
}

impl MateSearch {
    pub fn new(
        node_limit: u64,
        deadline: Option<Instant>,
        stop: Option<Arc<AtomicBool>>,
    ) -> MateSearch {
        MateSearch {
            table: HashMap::new(),
            path: Vec::new(),
            nodes: 0,
            node_limit,
            deadline,
            stop,
            exhausted: false,
            moves: Vec::new(),
        }
    }

    /// The shortest mate by checks the side to move has within `max_moves` of its
    /// moves (at most [`MAX_MATE_MOVES`]) that this search proves: its length in
    /// moves and a line of play (the attacker's moves and the defender's longest
    /// resistance the search knows of), ending in the mate. (Shorter mates than one
    /// proved are looked for with a limited number of positions; when they run out,
    /// the longer is given.)
    pub fn find(&mut self, pos: &Position, max_moves: u8) -> Option<(u8, Vec<Move>)> {
        let before = self.nodes;
        let mut found = self.threat(pos, max_moves)?;
        // The shortest is wanted (a longer mate replayed move after move might never
        // end): try shorter while they are proved, with no more positions than the
        // proof took. Showing that a shorter one does not exist can cost several
        // times the proof (a shogi mate in 5 of the self-play games: proved in 20,000
        // positions, "no mate in 4" in 55,000), and a mate is still a mate.
        let limit = self.node_limit;
        self.node_limit = limit.min(self.nodes + (self.nodes - before).max(SHORTER_MATE_POSITIONS));
        for n in (SHORT_MATE_MOVES + 1..found.0).rev() {
            match self.within(pos, n) {
                Some(shorter) => found = shorter,
                None => break,
            }
        }
        self.node_limit = limit;
        self.exhausted = self.nodes >= limit || self.out_of_time();
        Some(found)
    }

    /// Whether the side to move mates by checks within `max_moves` of its moves
    /// (at most [`MAX_MATE_MOVES`]), as [`MateSearch::find`] but without looking for
    /// a shorter mate once one is proved: the mate's length may be longer than the
    /// shortest.
    pub fn threat(&mut self, pos: &Position, max_moves: u8) -> Option<(u8, Vec<Move>)> {
        let max = max_moves.min(MAX_MATE_MOVES);
        // A mate in one first (it costs little), then the longest straight away:
        // ruling out shorter mates one length after the other costs more than
        // looking for the longest at once (each length is a search of its own), and
        // most positions have none.
        for n in 1..=max.min(SHORT_MATE_MOVES) {
            if let Some(found) = self.within(pos, n) {
                return Some(found);
            }
            if self.exhausted {
                return None;
            }
        }
        if max <= SHORT_MATE_MOVES {
            return None;
        }
        self.within(pos, max)
    }

    /// A mate in `n` moves, proved.
    fn within(&mut self, pos: &Position, n: u8) -> Option<(u8, Vec<Move>)> {
        let plies = 2 * n - 1;
        self.mid(pos, plies, INF, INF);
        (!self.exhausted && self.value(pos.hash(), plies).pn == 0)
            .then(|| (n, self.line(pos, plies)))
    }

    fn key(hash: u64, plies: u8) -> u64 {
        hash ^ DEPTH_KEYS[plies as usize]
    }

    /// What is known of a position with `plies` left: a mate proved with fewer plies
    /// left holds with more (same side to move: same parity).
    fn value(&self, hash: u64, plies: u8) -> Numbers {
        self.known(hash, plies).unwrap_or(UNKNOWN)
    }

    /// What the table knows of a position with `plies` left.
    fn known(&self, hash: u64, plies: u8) -> Option<Numbers> {
        if self.proved_within(hash, plies).is_some() {
            return Some(PROVEN);
        }
        self.table.get(&Self::key(hash, plies)).copied()
    }

    fn is_proven(&self, hash: u64, plies: u8) -> bool {
        self.table
            .get(&Self::key(hash, plies))
            .is_some_and(|n| n.pn == 0)
    }

    fn store(&mut self, hash: u64, plies: u8, n: Numbers) {
        self.table.insert(Self::key(hash, plies), n);
    }

    /// Count a position made; raise `exhausted` at a limit.
    fn spend(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit || (self.nodes & 255 == 0 && self.out_of_time()) {
            self.exhausted = true;
        }
        !self.exhausted
    }

    /// The search was told to stop, or its deadline has passed.
    fn out_of_time(&self) -> bool {
        raised(&self.stop) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The positions after the moves worth trying: for the attacker (`plies` odd)
    /// its checks, for the defender every legal move. `None` when a limit is reached.
    /// The attacker's other moves are ruled out without being made (in the drop
    /// games, three positions made of four were moves that do not check).
    fn children(&mut self, pos: &Position, plies: u8) -> Option<Vec<(Move, Position)>> {
        let attacker = plies % 2 == 1;
        let mut moves = std::mem::take(&mut self.moves);
        pos.legal_moves_into(&mut moves);
        let mut out = Vec::new();
        for &mv in &moves {
            if attacker && !pos.gives_check(mv) {
                continue;
            }
            if !self.spend() {
                break;
            }
            let mut child = pos.clone();
            child.play_unchecked(mv);
            out.push((mv, child));
        }
        self.moves = moves;
        (!self.exhausted).then_some(out)
    }

    /// The numbers of a child with `plies` left, as the parent reads them: a leaf
    /// (no plies left: mated or not) is decided at once, a repetition of the path
    /// disproves.
    fn child_value(&mut self, child: &Position, plies: u8) -> Numbers {
        let hash = child.hash();
        if self.path.contains(&hash) {
            return DISPROVEN;
        }
        if plies == 0 {
            // The defender to move after the attacker's last check.
            if let Some(&n) = self.table.get(&Self::key(hash, 0)) {
                return n;
            }
            let n = if child.has_legal_move() {
                DISPROVEN
            } else {
                PROVEN
            };
            self.store(hash, 0, n);
            return n;
        }
        if let Some(n) = self.known(hash, plies) {
            return n;
        }
        if plies % 2 == 0 {
            // The defender to move, not yet searched: its proof number starts at
            // the number of squares its king may flee to, plus one (df-pn with a
            // cheap count of evasions), so that the attacker tries first the checks
            // that leave the king fewest squares. A count of all legal moves saves
            // a few more positions but takes twice the time.
            let n = Numbers {
                pn: king_escapes(child),
                dn: 1,
            };
            self.store(hash, plies, n);
            return n;
        }
        UNKNOWN
    }

    /// Multiple iterative deepening: search below `pos` until its proof number
    /// reaches `th_pn` or its disproof number `th_dn`.
    fn mid(&mut self, pos: &Position, plies: u8, th_pn: u32, th_dn: u32) {
        let hash = pos.hash();
        if plies == 1 {
            // The attacker's last move: a mate in one is found without making each
            // of its checks (the mated position is kept for the line of play).
            if !self.spend() {
                return;
            }
            let n = match pos.mate_in_one() {
                Some(mv) => {
                    let mut mated = pos.clone();
                    mated.play_unchecked(mv);
                    self.store(mated.hash(), 0, PROVEN);
                    PROVEN
                }
                None => DISPROVEN,
            };
            self.store(hash, plies, n);
            return;
        }
        let attacker = plies % 2 == 1;
        let Some(children) = self.children(pos, plies) else {
            return;
        };
        if children.is_empty() {
            // The attacker has no check; the defender has no move: mated.
            self.store(hash, plies, if attacker { DISPROVEN } else { PROVEN });
            return;
        }
        self.path.push(hash);
        let mut values = vec![UNKNOWN; children.len()];
        loop {
            for (value, (_, child)) in values.iter_mut().zip(&children) {
                *value = self.child_value(child, plies - 1);
            }
            // At the attacker's turn one proved child proves (the least proof
            // number), all must be disproved; at the defender's, the reverse.
            let (pick, other): (Side, Side) = if attacker {
                (|n| n.pn, |n| n.dn)
            } else {
                (|n| n.dn, |n| n.pn)
            };
            let mut best = 0;
            let mut second = INF;
            let mut sum: u32 = 0;
            for (i, v) in values.iter().enumerate() {
                sum = (sum + other(v)).min(INF);
                if pick(v) < pick(&values[best]) {
                    second = pick(&values[best]);
                    best = i;
                } else if i != best {
                    second = second.min(pick(v));
                }
            }
            let least = pick(&values[best]);
            let here = if attacker {
                Numbers { pn: least, dn: sum }
            } else {
                Numbers { pn: sum, dn: least }
            };
            self.store(hash, plies, here);
            let (own_th, other_th) = if attacker {
                (th_pn, th_dn)
            } else {
                (th_dn, th_pn)
            };
            if here.pn == 0 || here.dn == 0 || here.pn >= th_pn || here.dn >= th_dn {
                break;
            }
            // The 1+ε trick (Pawlewicz and Lew, 2007): let the child's number grow a
            // quarter past its sibling's before switching, to switch less often.
            let child_own = own_th.min(second.saturating_add(second / 4).saturating_add(1));
            let child_other = (other_th - other(&here) + other(&values[best])).min(INF);
            let (c_pn, c_dn) = if attacker {
                (child_own, child_other)
            } else {
                (child_other, child_own)
            };
            let child = children[best].1.clone();
            self.mid(&child, plies - 1, c_pn, c_dn);
            if self.exhausted {
                break;
            }
        }
        self.path.pop();
    }

    /// The least number of plies left with which a position is known proved.
    fn proved_within(&self, hash: u64, plies: u8) -> Option<u8> {
        (plies % 2..=plies)
            .step_by(2)
            .find(|&p| self.is_proven(hash, p))
    }

    /// A line of the proved mate from `pos` (the attacker to move, `plies` left):
    /// the attacker's quickest proved check, the defender's slowest proved reply.
    fn line(&mut self, pos: &Position, plies: u8) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let mut plies = plies;
        while plies > 0 {
            let attacker = plies % 2 == 1;
            let mut moves = Vec::new();
            pos.legal_moves_into(&mut moves);
            let mut chosen: Option<(Move, u8)> = None;
            for mv in moves {
                if attacker && !pos.gives_check(mv) {
                    continue;
                }
                let mut child = pos.clone();
                child.play_unchecked(mv);
                let Some(within) = self.proved_within(child.hash(), plies - 1) else {
                    if attacker {
                        continue;
                    }
                    // A reply the proof does not cover: not a proved line.
                    return line;
                };
                let better = match chosen {
                    None => true,
                    Some((_, w)) => (attacker && within < w) || (!attacker && within > w),
                };
                if better {
                    chosen = Some((mv, within));
                }
            }
            let Some((mv, within)) = chosen else {
                break;
            };
            line.push(mv);
            pos.play_unchecked(mv);
            plies = within;
            if !pos.has_legal_move() {
                break;
            }
        }
        line
    }
}

/// The squares next to the side to move's king that it may step to as far as one
/// look tells (on the board, not its own piece's, not attacked), plus one.
fn king_escapes(pos: &Position) -> u32 {
    let us = pos.side_to_move();
    let Some(king) = pos.king_square(us) else {
        return 1;
    };
    let free = pos
        .neighbours(king)
        .filter(|&sq| pos.piece_at(sq).is_none_or(|p| p.color != us) && !pos.is_attacked(sq, !us))
        .count();
    1 + free as u32
}

pub(crate) mod root;
#[cfg(test)]
mod tests;
