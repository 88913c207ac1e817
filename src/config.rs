//! Settings from the environment (and `.env`, read by `main`).

use std::fmt;

/// What the bot needs to run.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands in this one server instead of globally.
    pub guild_id: Option<u64>,
    /// Send REST calls here instead of discord.com.
    pub proxy_url: Option<String>,
    /// How often the correspondence clock runs (reminders, timeouts, expiry).
    pub tick_seconds: u64,
    /// The computer's thinking time per move.
    pub computer_seconds: f64,
    /// The gateway shards this process runs (`None`: one process, every server).
    pub shards: Option<crate::shards::Shards>,
    /// How analyses and hints search (the outside shogi engine, if any).
    pub analysis: crate::game::AnalysisSettings,
    /// Serve the web pages from this process too, here (`WEB_ADDR`).
    pub web_addr: Option<std::net::SocketAddr>,
    /// Where readers reach the web pages (`WEB_PUBLIC_URL`): posts link there.
    pub web_public_url: Option<String>,
}

// The token never appears in logs or debug output.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("proxy_url", &self.proxy_url)
            .field("tick_seconds", &self.tick_seconds)
            .field("computer_seconds", &self.computer_seconds)
            .field("shards", &self.shards)
            .field("analysis", &self.analysis)
            .field("web_addr", &self.web_addr)
            .field("web_public_url", &self.web_public_url)
            .finish()
    }
}

/// The database URL from the environment (and `.env`), or the default file; a
/// value that is no database URL is refused here, before anything is created.
pub fn database_url() -> Result<String, String> {
    let url = var("DATABASE_URL").unwrap_or_else(|| crate::store::DEFAULT_DATABASE_URL.into());
    crate::store::check_url(&url).map_err(|e| format!("DATABASE_URL: {e}"))?;
    Ok(url)
}

/// The outside USI engine that analyses shogi games and gives shogi hints, from
/// `WASHOGI_SHOGI_ENGINE` (unset or empty: the built-in engine); it must exist.
pub fn shogi_engine() -> Result<Option<std::path::PathBuf>, String> {
    match var("WASHOGI_SHOGI_ENGINE") {
        None => Ok(None),
        Some(path) => {
            let path = std::path::PathBuf::from(path);
            if path.is_file() {
                Ok(Some(path))
            } else {
                Err(format!(
                    "WASHOGI_SHOGI_ENGINE: {} is not a file; give the path of a USI engine (e.g. /usr/games/fairy-stockfish) or leave it unset.",
                    path.display()
                ))
            }
        }
    }
}

/// How analyses and hints search, from the environment: `WASHOGI_SHOGI_ENGINE`, and
/// `WASHOGI_ANALYSIS_MS`, the time a position (1–60000 ms; unset: the engine's
/// budget, 150,000 nodes or 500 ms).
pub fn analysis_settings() -> Result<crate::game::AnalysisSettings, String> {
    let mut settings = crate::game::AnalysisSettings {
        shogi_engine: shogi_engine()?,
        ..Default::default()
    };
    if let Some(ms) = var("WASHOGI_ANALYSIS_MS") {
        let ms = ms
            .parse::<u64>()
            .ok()
            .filter(|ms| (1..=60_000).contains(ms))
            .ok_or_else(|| {
                format!("WASHOGI_ANALYSIS_MS must be 1 to 60000 milliseconds, not {ms:?}.")
            })?;
        settings.budget = washogi_engine::Limits::movetime(std::time::Duration::from_millis(ms))
            .with_mate_search();
    }
    Ok(settings)
}

/// Where `washogi-bot web` listens without `--addr` or `WEB_ADDR`.
pub const DEFAULT_WEB_ADDR: std::net::SocketAddr =
    std::net::SocketAddr::new(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), 8080);

/// `WEB_ADDR`: where the web pages are served (`127.0.0.1:8080`; unset: not by the
/// bot).
pub fn web_addr() -> Result<Option<std::net::SocketAddr>, String> {
    var("WEB_ADDR")
        .map(|a| {
            a.parse().map_err(|_| {
                format!("WEB_ADDR must be an address and port such as 127.0.0.1:8080, not {a:?}.")
            })
        })
        .transpose()
}

/// `WEB_PUBLIC_URL`: the address readers reach the web pages at
/// (`https://shogi.example.org`), which posts link to.
pub fn web_public_url() -> Result<Option<String>, String> {
    match var("WEB_PUBLIC_URL") {
        None => Ok(None),
        Some(url)
            if (url.starts_with("https://") || url.starts_with("http://"))
                && url.len() <= 200
                && !url.contains(char::is_whitespace) =>
        {
            Ok(Some(url.trim_end_matches('/').to_string()))
        }
        Some(url) => Err(format!(
            "WEB_PUBLIC_URL must be the pages' address, such as https://shogi.example.org, not {url:?}."
        )),
    }
}

/// The console's language from `WASHOGI_LANG` (`en` or `ja`; unset: English).
pub fn console_lang() -> Result<crate::i18n::Lang, String> {
    match var("WASHOGI_LANG") {
        None => Ok(crate::i18n::Lang::default()),
        Some(code) => crate::i18n::Lang::parse(&code)
            .ok_or_else(|| format!("WASHOGI_LANG must be en or ja, not {code:?}.")),
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

impl Config {
    /// Read the settings, with a clear sentence for each one that is missing or wrong.
    pub fn from_env() -> Result<Config, String> {
        let token = var("DISCORD_TOKEN").ok_or(
            "DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications, \
             copy its token, and put DISCORD_TOKEN=... in a .env file (see .env.example). \
             To play without Discord, run `washogi-bot console`.",
        )?;
        if serenity::utils::token::validate(&token).is_err() {
            return Err(
                "DISCORD_TOKEN does not look like a bot token (three parts separated by dots). \
                        Copy it again from the Bot page of your Discord application."
                    .into(),
            );
        }
        let guild_id = match var("DISCORD_GUILD_ID") {
            None => None,
            Some(id) => Some(id.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("DISCORD_GUILD_ID must be a server id (a number), not {id:?}.")
            })?),
        };
        let tick_seconds = match var("WASHOGI_TICK_SECONDS") {
            None => 60,
            Some(s) => s
                .parse::<u64>()
                .ok()
                .filter(|&n| (1..=3600).contains(&n))
                .ok_or_else(|| {
                    format!("WASHOGI_TICK_SECONDS must be 1 to 3600 seconds, not {s:?}.")
                })?,
        };
        let computer_seconds = match var("WASHOGI_COMPUTER_SECONDS") {
            None => 2.0,
            Some(s) => s
                .parse::<f64>()
                .ok()
                .filter(|&n| (0.05..=60.0).contains(&n))
                .ok_or_else(|| {
                    format!("WASHOGI_COMPUTER_SECONDS must be 0.05 to 60 seconds, not {s:?}.")
                })?,
        };
        let shards = var("DISCORD_SHARDS")
            .map(|s| crate::shards::Shards::parse(&s))
            .transpose()?;
        Ok(Config {
            web_addr: web_addr()?,
            web_public_url: web_public_url()?,
            analysis: analysis_settings()?,
            shards,
            tick_seconds,
            computer_seconds,
            token,
            database_url: database_url()?,
            guild_id,
            proxy_url: var("DISCORD_PROXY_URL"),
        })
    }
}
