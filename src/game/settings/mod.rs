//! Choices: each player's and each server's settings (the server's default game
//! among them), and help.

pub(crate) mod choices;
mod help;

crate::game::area! {
    /// Players' and servers' choices, a server's default game, and `/help`.
    {
        pictures: crate::game::pictures::Area<'s>,
    }
}
