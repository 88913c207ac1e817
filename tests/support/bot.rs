//! The real bot binary as the end-to-end tests run it, and small helpers to read
//! what it sent to the fake Discord.

#![allow(dead_code)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use super::fake_discord::{self as fake, Call, FakeDiscord};

pub const ALICE: u64 = 100_000_000_000_000_001;
pub const BOB: u64 = 100_000_000_000_000_002;
pub const CAROL: u64 = 100_000_000_000_000_003;
pub const EPHEMERAL: u64 = 64;

pub struct Bot(pub Child);

/// The bot's process as the tests run it: the fake Discord's token and address,
/// its one test server, a database file, a one-second clock, and `env` on top.
fn bot_command(discord: &FakeDiscord, db: &Path, env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_washogi-bot"));
    command
        .env("DISCORD_TOKEN", fake::TOKEN)
        .env("DISCORD_PROXY_URL", discord.url())
        .env("DISCORD_GUILD_ID", fake::GUILD_ID.to_string())
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("RUST_LOG", "warn")
        .env("WASHOGI_TICK_SECONDS", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    for (name, value) in env {
        command.env(name, value);
    }
    command
}

impl Bot {
    pub fn start(discord: &FakeDiscord, db: &Path) -> Bot {
        Bot::start_with(discord, db, &[])
    }

    /// The bot with extra settings.
    pub fn start_with(discord: &FakeDiscord, db: &Path, env: &[(&str, &str)]) -> Bot {
        Bot(bot_command(discord, db, env)
            .spawn()
            .expect("the bot starts"))
    }

    /// The bot reading its clock's skew from `skew` (see
    /// [`FakeDiscord::clock_skew_file`]): a test may then move its clock.
    pub fn start_skewed(discord: &FakeDiscord, db: &Path, skew: &Path) -> Bot {
        Bot::start_with(
            discord,
            db,
            &[("WASHOGI_TEST_CLOCK_SKEW_FILE", skew.to_str().unwrap())],
        )
    }

    /// The bot with extra settings (`env`), its standard error kept for
    /// [`Bot::exit`] or [`Bot::keep_log`] to read.
    pub fn start_capturing(discord: &FakeDiscord, db: &Path, env: &[(&str, &str)]) -> Bot {
        Bot(bot_command(discord, db, env)
            .stderr(Stdio::piped())
            .spawn()
            .expect("the bot starts"))
    }

    /// Wait (at most `seconds`) for the bot to exit by itself: its status and what
    /// it wrote to standard error (when started by [`Bot::start_capturing`]).
    pub fn exit(mut self, seconds: u64) -> (std::process::ExitStatus, String) {
        let deadline = Instant::now() + Duration::from_secs(seconds);
        loop {
            if let Some(status) = self.0.try_wait().unwrap() {
                let mut stderr = String::new();
                if let Some(mut pipe) = self.0.stderr.take() {
                    use std::io::Read;
                    let _ = pipe.read_to_string(&mut stderr);
                }
                return (status, stderr);
            }
            assert!(
                Instant::now() < deadline,
                "the bot did not exit within {seconds} s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Forward the bot's standard error (when started by [`Bot::start_capturing`])
    /// to the test's, line by line, and keep the lines for the test to read.
    pub fn keep_log(&mut self) -> std::sync::Arc<std::sync::Mutex<Vec<String>>> {
        use std::io::BufRead;
        let lines = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        if let Some(pipe) = self.0.stderr.take() {
            let kept = lines.clone();
            std::thread::spawn(move || {
                for line in std::io::BufReader::new(pipe).lines().map_while(Result::ok) {
                    eprintln!("{line}");
                    kept.lock().unwrap().push(line);
                }
            });
        }
        lines
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        self.0.try_wait().unwrap().is_none()
    }

    /// SIGKILL: the process dies at once, mid-command if it was in one.
    pub fn kill(mut self) {
        self.0.kill().expect("SIGKILL");
        self.0.wait().unwrap();
    }

    /// SIGTERM, then wait for a clean exit.
    pub fn stop(mut self) {
        // `kill` the command keeps the test free of a signals crate.
        let pid = self.0.id();
        let status = Command::new("kill")
            .arg("-TERM")
            .arg(pid.to_string())
            .status()
            .unwrap();
        assert!(status.success());
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = self.0.try_wait().unwrap() {
                assert!(
                    status.success(),
                    "the bot exits cleanly on SIGTERM: {status}"
                );
                return;
            }
            assert!(Instant::now() < deadline, "the bot did not stop on SIGTERM");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// How long after the interaction was sent its first response arrived.
pub async fn first_response_time(discord: &FakeDiscord, interaction: u64) -> Duration {
    let callback = discord.raw_callback(interaction).await;
    let sent = discord.pushed_at(interaction).expect("sent by the test");
    callback.at.saturating_duration_since(sent)
}

/// Callback type: 4 message, 5 deferred message, 6 deferred update, 7 update.
pub fn callback_type(call: &Call) -> u64 {
    call.json["type"].as_u64().unwrap_or(0)
}

pub fn alice() -> Value {
    fake::user_json(ALICE, "alice", false)
}
pub fn bob() -> Value {
    fake::user_json(BOB, "bob", false)
}
pub fn carol() -> Value {
    fake::user_json(CAROL, "carol", false)
}

pub fn opt(name: &str, kind: u8, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}

pub fn content(call: &Call) -> &str {
    call.json["data"]["content"]
        .as_str()
        .or_else(|| call.json["content"].as_str())
        .unwrap_or("")
}

pub fn flags(call: &Call) -> u64 {
    call.json["data"]["flags"].as_u64().unwrap_or(0)
}

pub fn custom_ids(components: &Value) -> Vec<(String, bool)> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            (
                b["custom_id"].as_str().unwrap_or("").to_string(),
                b["disabled"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

pub fn has_png(call: &Call) -> bool {
    call.files
        .iter()
        .any(|f| f.filename.ends_with(".png") && f.bytes.starts_with(b"\x89PNG\r\n\x1a\n"))
}

/// Alice challenges Bob with `options` (besides the opponent) and Bob accepts:
/// game #1 begins. The challenge post's answer.
pub async fn alice_and_bob_play(discord: &FakeDiscord, options: &[Value]) -> Call {
    let mut all = vec![opt("opponent", 6, json!(BOB.to_string()))];
    all.extend_from_slice(options);
    let id = discord.command(&alice(), "start", Value::Array(all), &[bob()], false);
    let post = discord.callback(id).await;
    let press = discord.press(
        &bob(),
        "accept:1",
        content(&post),
        post.json["data"]["components"].clone(),
    );
    discord.callback(press).await;
    post
}

/// A fake Discord with the bot (settings `env` on top of the usual) connected to it,
/// on a fresh database in a folder kept as long as the returned value.
pub async fn connected_bot(env: &[(&str, &str)]) -> (FakeDiscord, tempfile::TempDir, Bot) {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start_with(&discord, &dir.path().join("bot.db"), env);
    discord.wait_for_session(1).await;
    (discord, dir, bot)
}

/// Alice starts a shogi game as sente against the computer (the bot itself) at
/// `level`: the answer to her `/start`.
pub async fn alice_plays_the_computer(discord: &FakeDiscord, level: i64) -> Call {
    let me = fake::user_json(fake::BOT_ID, "washogi", true);
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(fake::BOT_ID.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("level", 4, json!(level)),
        ]),
        &[me],
        false,
    );
    discord.callback(id).await
}

/// Alice (sente) challenges Bob to unrated shogi with `pace` (the `days` or `clock`
/// option) as challenge `challenge`; Bob accepts and the game's first post arrives.
/// The challenge post's text.
pub async fn shogi_challenge_accepted(
    discord: &FakeDiscord,
    challenge: u64,
    pace: Value,
) -> String {
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("rated", 5, json!(false)),
            pace,
        ]),
        &[bob()],
        false,
    );
    let posted = discord.callback(id).await;
    let buttons = posted.json["data"]["components"].clone();
    let id = discord.press(
        &bob(),
        &format!("accept:{challenge}"),
        content(&posted),
        buttons,
    );
    assert_eq!(discord.callback(id).await.json["type"], 7);
    discord.followups(id, 1).await;
    content(&posted).to_string()
}
