pub mod bot;
pub mod events;
pub mod fake_discord;
pub mod responses;
