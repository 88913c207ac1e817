//! The bot's integration tests, one test binary: each file beside this one is a
//! module (the game service on SQLite and PostgreSQL, the console, the command line,
//! and the real bot against the fake Discord). One binary links the bot, serenity
//! and sqlx once instead of once per file, which is most of a cold `cargo test`;
//! `cargo test --test bot discord_load` still runs one file's tests.

#[macro_use]
#[path = "support/db.rs"]
mod support_db;
#[path = "support/positions.rs"]
mod positions;
mod support;

mod call_graph;
mod cli;
mod cli_hostile;
mod cli_puzzles;
mod console;
mod console_clock;
mod console_table;
mod deploy;
mod discord_analysis;
mod discord_anywhere;
mod discord_computer;
mod discord_contract;
mod discord_contract_e2e;
mod discord_correspondence;
mod discord_double;
mod discord_e2e;
mod discord_forgiving;
mod discord_hardening;
mod discord_i18n;
mod discord_ladder;
mod discord_live;
mod discord_live_load;
mod discord_load;
mod discord_picker;
mod discord_puzzles;
mod discord_round_robin;
mod discord_shards;
mod discord_tournaments;
mod discord_web;
mod i18n_catalog;
mod migrate_db;
mod migrate_ladders;
mod product_text;
mod service;
mod service_analysis;
mod service_anywhere;
mod service_clock;
mod service_computer;
mod service_correspondence;
mod service_draw;
mod service_forgiving;
mod service_hardening;
mod service_i18n;
mod service_ladder;
mod service_ladder_seasons;
mod service_live;
mod service_live_clocks;
mod service_picker;
mod service_positions;
mod service_puzzles;
mod service_settings;
mod service_tournament_rules;
mod service_tournaments;
mod web_browser;
mod web_links;
mod web_pages;
