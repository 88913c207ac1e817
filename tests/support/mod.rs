pub mod bot;
pub mod fake_discord;
