//! The move picker's steps, and select menus: what a press or a choice in the
//! picker asks for ([`PickStep`], carried by a [`Press`] of [`Action::Pick`]), and
//! a menu of choices a reply offers ([`Menu`]), each choice being a press. Front
//! ends write them their own way (Discord: a string select whose options' values
//! are custom ids; the console: numbered lines).
//!
//! [`Action::Pick`]: super::Action::Pick

use super::Press;
use crate::rules::{Kind, Square};

/// Where a move's piece comes from: a square of the board, or the mover's hand.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    Square(Square),
    Hand(Kind),
}

/// One step of the move picker, after it is opened (a press of [`Action::Pick`]
/// without a step opens it: the Move button of a board post).
///
/// [`Action::Pick`]: super::Action::Pick
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PickStep {
    /// A page of the pieces that can move and the kinds in hand (0 first).
    Pieces { page: u8 },
    /// A piece chosen: the board with its destinations marked, and a page of them.
    Piece { from: Origin, page: u8 },
    /// A destination chosen: the move is played, or (where promotion is optional)
    /// asked about.
    To { from: Origin, to: Square },
    /// Promotion answered for the move from `from` to `to`: the move is played.
    Promote {
        from: Origin,
        to: Square,
        promote: bool,
    },
}

/// A menu of choices (Discord: a string select), one of which is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// What the menu asks, shown while nothing is chosen.
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

/// One choice of a [`Menu`]: what it shows, and what choosing it presses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    /// A second line, if any.
    pub description: Option<String>,
    pub press: Press,
}

/// The most options one menu offers: longer lists are paged.
pub const MENU_OPTIONS: usize = 25;
