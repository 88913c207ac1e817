//! Moves in words for players: `Sparrow Pawn 7h → 7g`, `… captures Blind Dog`,
//! `… promotes to Golden Bird`, `Sparrow Pawn dropped on 5e`.

use super::position::Position;
use super::types::Move;

/// Describe a move of `before`'s side to move, in words. The move should be legal.
pub fn describe_move(before: &Position, mv: Move) -> String {
    let v = before.variant();
    match mv {
        Move::Drop { kind, to } => format!("{} dropped on {to}", v.kind(kind).name),
        Move::Board { from, to, promote } => {
            let Some(piece) = before.piece_at(from) else {
                return format!("{from} → {to}");
            };
            let info = v.kind(piece.kind);
            let mut text = format!("{} {from} → {to}", info.name);
            let captured = before.piece_at(to).filter(|p| p.color != piece.color);
            if let Some(c) = captured {
                text.push_str(" captures ");
                text.push_str(v.kind(c.kind).name);
            }
            match info.promotes_to {
                Some(p) if promote => {
                    text.push_str(if captured.is_some() {
                        " and promotes to "
                    } else {
                        " promotes to "
                    });
                    text.push_str(v.kind(p).name);
                }
                Some(_) if before.in_zone(piece.color, from) || before.in_zone(piece.color, to) => {
                    text.push_str(" without promoting");
                }
                _ => {}
            }
            text
        }
    }
}
