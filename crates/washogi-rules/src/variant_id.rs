//! The games as a value: a small `Copy` name for each [`Variant`], for what programs
//! store, compare and pass around (a game's row, a command's option), where the
//! whole table is not needed.
//!
//! ```
//! use washogi_rules::VariantId;
//! let wa: VariantId = "wa-drops".parse().unwrap();
//! assert_eq!(wa, VariantId::WaDrops);
//! assert_eq!(wa.id(), "wa-drops");
//! assert!(wa.variant().drops());
//! assert!("chess".parse::<VariantId>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use super::variants::{all, Variant};

/// One of the games the rules know.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VariantId {
    /// Wa Shogi without drops.
    Wa,
    /// Wa Shogi with drops.
    WaDrops,
    /// Standard shogi.
    Shogi,
}

impl VariantId {
    /// Every game, in the order menus show them.
    pub const ALL: [VariantId; 3] = [VariantId::Wa, VariantId::WaDrops, VariantId::Shogi];

    /// The id people type and programs store: `wa`, `wa-drops`, `shogi`.
    pub const fn id(self) -> &'static str {
        match self {
            VariantId::Wa => "wa",
            VariantId::WaDrops => "wa-drops",
            VariantId::Shogi => "shogi",
        }
    }

    /// The game with this id, exactly as [`VariantId::id`] writes it.
    pub fn from_id(id: &str) -> Option<VariantId> {
        VariantId::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The game's rules.
    pub fn variant(self) -> &'static Variant {
        all()
            .iter()
            .copied()
            .find(|v| v.id() == self.id())
            .expect("every VariantId has its table")
    }
}

impl Variant {
    /// This game's [`VariantId`].
    pub fn variant_id(&self) -> VariantId {
        VariantId::from_id(self.id()).expect("every table has its VariantId")
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An id that names no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game is called {0:?} (the games are wa, wa-drops and shogi)")]
pub struct UnknownVariant(pub String);

impl FromStr for VariantId {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<VariantId, UnknownVariant> {
        VariantId::from_id(s).ok_or_else(|| UnknownVariant(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_and_its_id_go_both_ways() {
        assert_eq!(VariantId::ALL.len(), all().len());
        for (id, v) in VariantId::ALL.into_iter().zip(all()) {
            assert_eq!(id.variant().id(), id.id());
            assert_eq!(v.variant_id(), id);
            assert_eq!(id.to_string().parse::<VariantId>(), Ok(id));
        }
        assert_eq!(
            "Wa".parse::<VariantId>(),
            Err(UnknownVariant("Wa".to_string()))
        );
    }
}
