//! Helpers for the engine's integration tests: positions by SFEN, moves by USI, and a
//! mate checker that uses only the rules crate (never the engine's search).

#![allow(dead_code)]

use washogi_rules::{usi, Move, Position, Variant};

pub fn pos(id: &str, sfen: &str) -> Position {
    let v = Variant::by_id(id).unwrap_or_else(|| panic!("no variant {id}"));
    Position::from_sfen(v, sfen).unwrap_or_else(|e| panic!("{id} {sfen}: {e}"))
}

pub fn text(pos: &Position, mv: Move) -> String {
    usi::to_usi(pos.variant(), mv)
}

fn after(pos: &Position, mv: Move) -> Position {
    pos.play(mv).expect("a legal move")
}

/// Whether the side to move, having just been given `pos`, is mated.
fn is_mated(pos: &Position) -> bool {
    pos.in_check() && pos.legal_moves().is_empty()
}

/// Whether the side to move can force mate within `moves` of its own moves, trying
/// only checks and moves to squares within two steps of the enemy king (a sufficient
/// test: every mate found this way is real; it keeps the tree small).
pub fn mates_by_checks(pos: &Position, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    let king = pos
        .king_square(!pos.side_to_move())
        .expect("a king to mate");
    pos.legal_moves().into_iter().any(|mv| {
        let to = mv.to();
        let near = (to.file() as i32 - king.file() as i32).abs() <= 2
            && (to.rank() as i32 - king.rank() as i32).abs() <= 2;
        let next = after(pos, mv);
        (next.in_check() || (near && moves > 1)) && forced(&next, moves - 1)
    })
}

/// Whether `mv` forces mate within `moves` moves of the mover (counting `mv`).
pub fn move_forces_mate(pos: &Position, mv: Move, moves: u32) -> bool {
    forced(&after(pos, mv), moves - 1)
}

/// The side to move here is the defender: every reply still loses within `moves`.
fn forced(defender: &Position, moves: u32) -> bool {
    if is_mated(defender) {
        return true;
    }
    if moves == 0 {
        return false;
    }
    let replies = defender.legal_moves();
    !replies.is_empty()
        && replies
            .into_iter()
            .all(|r| mates_by_checks(&after(defender, r), moves))
}

/// Whether the side to move forces mate within `moves` moves, trying every move (slow:
/// only for positions with few pieces).
pub fn mates_any(pos: &Position, moves: u32) -> bool {
    if moves == 0 {
        return false;
    }
    pos.legal_moves().into_iter().any(|mv| {
        let next = after(pos, mv);
        if is_mated(&next) {
            return true;
        }
        let replies = next.legal_moves();
        moves > 1
            && !replies.is_empty()
            && replies
                .into_iter()
                .all(|r| mates_any(&after(&next, r), moves - 1))
    })
}
