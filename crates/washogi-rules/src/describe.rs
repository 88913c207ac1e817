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

/// A piece name in the plural: `Sparrow Pawns`, `Treacherous Foxes`, `Violent
/// Wolves`, `Flying Geese`, `Plodding Oxen`; names already plural (`Swallow's Wings`,
/// `Bear's Eyes`) stay as they are.
///
/// ```
/// use washogi_rules::describe::plural_name;
/// assert_eq!(plural_name("Treacherous Fox"), "Treacherous Foxes");
/// assert_eq!(plural_name("Swallow's Wings"), "Swallow's Wings");
/// assert_eq!(plural_name("Pawn"), "Pawns");
/// ```
pub fn plural_name(name: &str) -> String {
    let (head, last) = match name.rsplit_once(' ') {
        Some((head, last)) => (format!("{head} "), last),
        None => (String::new(), name),
    };
    let plural = match last {
        "Ox" => "Oxen".to_string(),
        "Goose" => "Geese".to_string(),
        "Wolf" => "Wolves".to_string(),
        w if w.ends_with('s') => w.to_string(),
        w if w.ends_with('x') || w.ends_with("ch") || w.ends_with("sh") => format!("{w}es"),
        w => format!("{w}s"),
    };
    head + &plural
}

/// `a Sparrow Pawn`, `an Oxcart`: a piece name with its indefinite article.
pub fn a_name(name: &str) -> String {
    let article = match name.chars().next() {
        Some(c) if "AEIOUaeiou".contains(c) => "an",
        _ => "a",
    };
    format!("{article} {name}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::all_variants;

    #[test]
    fn every_piece_has_a_plural_and_an_article() {
        for v in all_variants() {
            for (_, info) in v.kinds() {
                let plural = plural_name(info.name);
                assert!(
                    !plural.ends_with("xs") && !plural.ends_with("ss"),
                    "{plural}"
                );
                assert!(plural.starts_with(info.name.split(' ').next().unwrap()));
            }
        }
        assert_eq!(plural_name("Violent Wolf"), "Violent Wolves");
        assert_eq!(plural_name("Flying Goose"), "Flying Geese");
        assert_eq!(plural_name("Plodding Ox"), "Plodding Oxen");
        assert_eq!(plural_name("Bear's Eyes"), "Bear's Eyes");
        assert_eq!(a_name("Oxcart"), "an Oxcart");
        assert_eq!(a_name("Blind Dog"), "a Blind Dog");
    }
}
