//! The service's answers as the service's tests ask about them: a button named by
//! the custom id the Discord adapter gives it (`takeyes:1:3`), and what a response
//! sets in motion.

use washogi_bot::game::{Effect, OpenThread, Press, Response};
use washogi_bot::ids::GameId;

pub use washogi_bot::discord::custom_id;

/// The press of the button whose custom id is `id`.
pub fn button(id: &str) -> Press {
    washogi_bot::discord::read_custom_id(id).unwrap_or_else(|| panic!("not a button: {id}"))
}

/// The game the computer is now to move in, if the response left it to move.
pub fn computer_move(r: &Response) -> Option<GameId> {
    r.effects.iter().find_map(|e| match e {
        Effect::ComputerMove { game_id } => Some(*game_id),
        _ => None,
    })
}

/// The game whose analysis the response asked for.
pub fn analysis_to_run(r: &Response) -> Option<GameId> {
    r.effects.iter().find_map(|e| match e {
        Effect::Analyse { game_id } => Some(*game_id),
        _ => None,
    })
}

/// The thread the response wants opened.
pub fn thread_to_open(r: &Response) -> Option<&OpenThread> {
    r.effects.iter().find_map(|e| match e {
        Effect::OpenThread(t) => Some(t),
        _ => None,
    })
}
