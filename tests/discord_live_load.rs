//! Live games under load through the fake Discord: many games at 10-second byoyomi
//! (`0+10`) going on at once, each player thinking a moment (or not at all) before
//! each move, every other move tapped through the Move button's picker. Asserted:
//! every move is played, none after its flag. Measured and printed, never asserted:
//! the time from a typed move's interaction to its public reply with the board's
//! picture (the answer itself, or the edit of a deferred answer), and each picker
//! step's first response.
//!
//! Small by default; the README's figures come from
//! `LIVE_GAMES=50 LIVE_PLIES=20 LIVE_SPREAD_MS=5000 cargo test --test bot discord_live_load -- --nocapture`
//! (players taking up to 5 s of their 10: about ten moves a second), and with
//! `LIVE_SPREAD_MS=0` for the worst burst (every game's move at the same moment).

use crate::support;

use std::time::{Duration, Instant};

use crate::discord_load::picked;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, FakeDiscord};
use washogi_bot::rules::{usi, Color, Game, Position, Variant};

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn player(id: u64) -> Value {
    fake::user_json(id, &format!("p{}", id % 1000), false)
}

/// When the public reply to interaction `id` carrying a picture arrived: the
/// answer, or the edit of a deferred answer.
async fn reply_with_picture(discord: &FakeDiscord, id: u64) -> (Instant, String) {
    let first = discord.raw_callback(id).await;
    if callback_type(&first) != 5 {
        assert!(has_png(&first), "{}", content(&first));
        return (first.at, content(&first).to_string());
    }
    let original = format!(
        "/api/v10/webhooks/{}/itoken-{id}/messages/@original",
        fake::APP_ID
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(edit) = discord
            .calls()
            .into_iter()
            .find(|c| c.path == original && c.method == "PATCH")
        {
            assert!(has_png(&edit), "{}", content(&edit));
            return (edit.at, content(&edit).to_string());
        }
        assert!(Instant::now() < deadline, "no edit of a deferred move");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_live_games_at_ten_seconds_a_move() {
    let games_n = setting("LIVE_GAMES", 6);
    let plies = setting("LIVE_PLIES", 6);
    // Players think up to this many ms before each move (0: they move at once, every
    // game's move arriving together, the worst burst).
    let spread = setting("LIVE_SPREAD_MS", 0) as u64;
    // Every other move through the Move button's picker (LIVE_PICKS=0: all typed).
    let picks = setting("LIVE_PICKS", 1) == 1;
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&discord, &dir.path().join("live.db"));
    discord.wait_for_session(1).await;

    let variants = ["wa", "wa-drops", "shogi"];
    let mut games = Vec::new();
    for i in 0..games_n as u64 {
        let (a, b) = (500_000_000_000_000_000 + i, 600_000_000_000_000_000 + i);
        let id = discord.command(
            &player(a),
            "start",
            json!([
                opt("opponent", 6, json!(b.to_string())),
                opt("variant", 3, json!(variants[i as usize % 3])),
                opt("color", 3, json!("sente")),
                opt("clock", 3, json!("0+10")),
            ]),
            &[player(b)],
            false,
        );
        let post = discord.callback(id).await;
        let components = post.json["data"]["components"].clone();
        let (challenge, _) = custom_ids(&components)[0].clone();
        let press = discord.press(&player(b), &challenge, content(&post), components);
        let start = discord.followups(press, 1).await;
        let text = content(&start[0]).to_string();
        let game: i64 = text
            .split("Game #")
            .nth(1)
            .and_then(|t| t.split('*').next())
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("a game number in {text}"));
        let v = Variant::by_id(variants[i as usize % 3]).unwrap();
        games.push((game, a, b, Game::new(Position::start(v))));
    }

    // Each game goes on by itself: the player to move thinks (up to `spread` ms),
    // moves, and the reply comes; all games at once.
    let discord = &discord;
    let runs = games
        .into_iter()
        .enumerate()
        .map(|(g, (id, sente, gote, mut game))| async move {
            let mut rng = StdRng::seed_from_u64(g as u64);
            let (mut times, mut pick_times) = (Vec::new(), Vec::new());
            for _ in 0..plies {
                if game.status().is_over() {
                    break;
                }
                if spread > 0 {
                    tokio::time::sleep(Duration::from_millis(rng.gen_range(0..spread))).await;
                }
                let moves = game.position().legal_moves();
                let mv = moves[rng.gen_range(0..moves.len())];
                let mover = match game.position().side_to_move() {
                    Color::Sente => sente,
                    Color::Gote => gote,
                };
                let ply = game.moves().len();
                if picks && ply % 2 == 1 {
                    // Every other move tapped through the picker, as on a phone.
                    let (steps, played) = picked(discord, mover, id, ply, mv).await;
                    assert!(
                        played,
                        "game {id}: the picked move {} was played",
                        usi::to_usi(game.position().variant(), mv)
                    );
                    pick_times.extend(steps);
                } else {
                    let text = usi::to_usi(game.position().variant(), mv);
                    let interaction = discord.command(
                        &player(mover),
                        "move",
                        json!([opt("move", 3, json!(text)), opt("game", 4, json!(id))]),
                        &[],
                        false,
                    );
                    let (at, reply) = reply_with_picture(discord, interaction).await;
                    assert!(reply.contains("played"), "{reply}");
                    let sent = discord.pushed_at(interaction).unwrap();
                    times.push(at.saturating_duration_since(sent));
                }
                game.play(mv).unwrap();
            }
            (times, pick_times)
        });
    let (typed, tapped): (Vec<_>, Vec<_>) = futures_util::future::join_all(runs)
        .await
        .into_iter()
        .unzip();
    let mut times: Vec<Duration> = typed.into_iter().flatten().collect();
    let mut pick_times: Vec<Duration> = tapped.into_iter().flatten().collect();
    // Every move was played, none refused as after its flag (asserted above); a
    // game's flag may fall once its run of moves is over, which is as it should be.
    assert!(times.len() >= games_n, "moves were played");
    times.sort();
    pick_times.sort();
    println!(
        "live load: {games_n} games at 0+10, moves spread over {spread} ms, {} moves; public reply with picture p50={:?} p99={:?} max={:?}",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or_default()
    );
    if !pick_times.is_empty() {
        println!(
            "live load: picker steps (Move, pieces, destinations, promotion) n={} p50={:?} p99={:?} max={:?}",
            pick_times.len(),
            percentile(&pick_times, 0.5),
            percentile(&pick_times, 0.99),
            pick_times.last().copied().unwrap_or_default()
        );
    }
}
