//! The service's answers as the service's tests ask about them: a button named by
//! the custom id the Discord adapter gives it (`takeyes:1:3`).

use washogi_bot::game::Press;

pub use washogi_bot::discord::custom_id;

/// The press of the button whose custom id is `id`.
pub fn button(id: &str) -> Press {
    washogi_bot::discord::read_custom_id(id).unwrap_or_else(|| panic!("not a button: {id}"))
}
