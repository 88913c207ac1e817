pub mod bot;
pub mod cdp;
pub mod events;
pub mod fake_discord;
pub mod responses;
pub mod web;
