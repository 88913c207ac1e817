//! Load through the fake Discord: many games at once, a burst of challenges the
//! moment the bot connects, racing submissions (the same move twice, the opponent
//! at the same time), and SIGKILL restarts with moves in flight; then moves
//! entered through the move picker in every game at once (the Move button, the
//! pieces, the destinations, promotion where asked). Correctness is asserted (no
//! acknowledged move lost, no race applied twice, every stored game replays to its
//! stored position); the time to each first response, and to each picker step's,
//! is measured and printed, never asserted.
//!
//! Small by default so that `cargo test` stays quick; scale it with
//! `LOAD_GAMES=40 LOAD_PLIES=60 LOAD_RESTARTS=4 LOAD_PICKS=8 cargo test --test bot discord_load -- --nocapture`.

use crate::support;

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{self as fake, Call, FakeDiscord};
use washogi_bot::rules::{usi, Game, Position, Variant};

/// The move the opponent tries at the same moment as the mover. Refused when it
/// arrives first (not their turn); when it arrives after the mover's move and happens
/// to be legal then, it is played, and rightly so.
const INTERFERING: &str = "5e5d";

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn player(id: u64) -> Value {
    fake::user_json(id, &format!("p{}", id % 1000), false)
}

/// A game as the test sees it.
struct Tracked {
    id: i64,
    sente: u64,
    gote: u64,
    game: Game,
    /// Moves the bot said it played (publicly), by ply.
    acknowledged: HashMap<usize, String>,
}

/// The text of an interaction's answer, following a deferral to its edit; `None`
/// if the bot never answered (it was killed).
async fn answer(discord: &FakeDiscord, id: u64, wait: Duration) -> Option<(Call, String, bool)> {
    let path = format!("/api/v10/interactions/{id}/itoken-{id}/callback");
    let deadline = Instant::now() + wait;
    let first = loop {
        if let Some(c) = discord.calls().into_iter().find(|c| c.path == path) {
            break c;
        }
        if Instant::now() > deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    if callback_type(&first) != 5 {
        let private = flags(&first) == EPHEMERAL;
        return Some((first.clone(), content(&first).to_string(), !private));
    }
    let original = format!(
        "/api/v10/webhooks/{}/itoken-{id}/messages/@original",
        fake::APP_ID
    );
    loop {
        let calls = discord.calls();
        if let Some(edit) = calls
            .iter()
            .find(|c| c.path == original && c.method == "PATCH")
        {
            return Some((first, content(edit).to_string(), true));
        }
        if calls
            .iter()
            .any(|c| c.path == original && c.method == "DELETE")
        {
            return Some((first, String::new(), false));
        }
        if Instant::now() > deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

fn move_command(discord: &FakeDiscord, user: u64, game: i64, mv: &str) -> u64 {
    discord.command(
        &player(user),
        "move",
        json!([opt("move", 3, json!(mv)), opt("game", 4, json!(game))]),
        &[],
        false,
    )
}

/// Read every game back from the database: its moves replay legally to the stored
/// position, and every move the bot acknowledged is there.
async fn check_and_resync(db: &Path, games: &mut [Tracked]) -> usize {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let mut conn = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    let mut total = 0;
    for t in games.iter_mut() {
        let (variant, start, sfen, ply): (String, String, String, i64) =
            sqlx::query_as("SELECT variant, start_sfen, sfen, ply FROM games WHERE id = ?")
                .bind(t.id)
                .fetch_one(&mut conn)
                .await
                .unwrap();
        let moves: Vec<(i64, String)> =
            sqlx::query_as("SELECT ply, usi FROM moves WHERE game_id = ? ORDER BY ply")
                .bind(t.id)
                .fetch_all(&mut conn)
                .await
                .unwrap();
        assert_eq!(moves.len() as i64, ply, "game {}: one row a ply", t.id);
        let v = Variant::by_id(&variant).unwrap();
        let mut game = Game::new(Position::from_sfen(v, &start).unwrap());
        for (i, (n, text)) in moves.iter().enumerate() {
            assert_eq!(*n, i as i64 + 1, "plies numbered without gaps");
            let mv = usi::parse_usi(v, text).unwrap();
            game.play(mv)
                .unwrap_or_else(|e| panic!("game {}: stored move {text} is illegal: {e}", t.id));
        }
        assert_eq!(
            game.position().to_sfen(),
            sfen,
            "game {} replays to its position",
            t.id
        );
        for (ply, mv) in &t.acknowledged {
            assert_eq!(
                moves.get(*ply).map(|m| m.1.as_str()),
                Some(mv.as_str()),
                "game {}: the acknowledged move of ply {} is stored",
                t.id,
                ply + 1
            );
        }
        total += moves.len();
        t.game = game;
    }
    total
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_racing_moves_and_sigkill_restarts() {
    let games_n = setting("LOAD_GAMES", 8);
    let plies = setting("LOAD_PLIES", 12);
    let restarts = setting("LOAD_RESTARTS", 2);
    let mut rng = StdRng::seed_from_u64(setting("LOAD_SEED", 7) as u64);

    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("load.db");
    let mut bot = Bot::start_capturing(&discord, &db, &[]);
    let mut logs = vec![bot.keep_log()];
    discord.wait_for_session(1).await;
    let mut sessions = 1;
    let mut started_at = Instant::now();
    let mut times: Vec<Duration> = Vec::new();
    let mut after_start: Vec<Duration> = Vec::new();

    // A burst of challenges the moment the bot is connected, then their accepts.
    let variants = ["wa", "wa-drops", "shogi"];
    let mut challenges = Vec::new();
    for i in 0..games_n as u64 {
        let (a, b) = (300_000_000_000_000_000 + i, 400_000_000_000_000_000 + i);
        let id = discord.command(
            &player(a),
            "start",
            json!([
                opt("opponent", 6, json!(b.to_string())),
                opt("variant", 3, json!(variants[i as usize % 3])),
                opt("color", 3, json!("sente")),
                opt("rated", 5, json!(false)),
            ]),
            &[player(b)],
            false,
        );
        challenges.push((a, b, id));
    }
    let mut accepts = Vec::new();
    for &(a, b, id) in &challenges {
        let post = discord.callback(id).await;
        let took = first_response_time(&discord, id).await;
        note(&mut times, &mut after_start, started_at, &post, took);
        let components = post.json["data"]["components"].clone();
        // Challenges were numbered in the order the bot took them, not sent.
        let (challenge, _) = custom_ids(&components)[0].clone();
        let press = discord.press(&player(b), &challenge, content(&post), components);
        accepts.push((a, b, press));
    }
    let mut games = Vec::new();
    for (i, &(a, b, press)) in accepts.iter().enumerate() {
        let first = discord.raw_callback(press).await;
        note(
            &mut times,
            &mut after_start,
            started_at,
            &first,
            first_response_time(&discord, press).await,
        );
        let start = discord.followups(press, 1).await;
        let text = content(&start[0]);
        let id: i64 = text
            .split("Game #")
            .nth(1)
            .and_then(|t| t.split('*').next())
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("a game number in {text}"));
        let v = Variant::by_id(variants[i % 3]).unwrap();
        games.push(Tracked {
            id,
            sente: a,
            gote: b,
            game: Game::new(Position::start(v)),
            acknowledged: HashMap::new(),
        });
    }

    let kill_rounds: Vec<usize> = (1..=restarts).map(|k| k * plies / (restarts + 1)).collect();
    let (mut races, mut race_doubles, mut sent) = (0, 0, 0);
    for round in 0..plies {
        let killing = kill_rounds.contains(&round);
        // Every game's player to move moves; some moves are sent twice at once, and
        // sometimes the opponent tries to move at the same moment.
        let mut in_flight = Vec::new();
        for (g, t) in games.iter().enumerate() {
            if t.game.status().is_over() {
                continue;
            }
            let moves = t.game.position().legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            let text = usi::to_usi(t.game.position().variant(), mv);
            let (mover, other) = match t.game.position().side_to_move() {
                washogi_bot::rules::Color::Sente => (t.sente, t.gote),
                washogi_bot::rules::Color::Gote => (t.gote, t.sente),
            };
            let ply = t.game.moves().len();
            let twice = rng.gen_bool(0.3);
            // Each interaction with whether the opponent sent it.
            let mut ids = vec![(move_command(&discord, mover, t.id, &text), false)];
            if twice {
                ids.push((move_command(&discord, mover, t.id, &text), false));
                races += 1;
            }
            if rng.gen_bool(0.2) {
                ids.push((move_command(&discord, other, t.id, INTERFERING), true));
            }
            sent += ids.len();
            in_flight.push((g, ply, text, ids));
        }
        if killing {
            // Moves in flight when the process dies: some were saved, some not;
            // none acknowledged may be lost.
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..40))).await;
            bot.kill();
            for (g, ply, text, ids) in &in_flight {
                for &(id, by_opponent) in ids {
                    if let Some((_, reply, true)) = answer(&discord, id, Duration::ZERO).await {
                        if reply.contains("played") {
                            // The opponent's move is played only after the mover's.
                            games[*g].acknowledged.insert(*ply, text.clone());
                            if by_opponent {
                                games[*g].acknowledged.insert(ply + 1, INTERFERING.into());
                            }
                        }
                    }
                }
            }
            check_and_resync(&db, &mut games).await;
            bot = Bot::start_capturing(&discord, &db, &[]);
            logs.push(bot.keep_log());
            sessions += 1;
            discord.wait_for_session(sessions).await;
            started_at = Instant::now();
            continue;
        }
        for (g, ply, text, ids) in in_flight {
            let (mut played, mut opponent_played) = (0, false);
            for (id, by_opponent) in ids {
                let (first, reply, public) = answer(&discord, id, Duration::from_secs(30))
                    .await
                    .unwrap_or_else(|| panic!("no answer to interaction {id}"));
                note(
                    &mut times,
                    &mut after_start,
                    started_at,
                    &first,
                    first_response_time(&discord, id).await,
                );
                if public && reply.contains("played") && by_opponent {
                    // Legal for the opponent once the mover's move is in (it is
                    // their turn then): both moves are the game's.
                    opponent_played = true;
                    games[g].acknowledged.insert(ply + 1, INTERFERING.into());
                } else if public && reply.contains("played") {
                    played += 1;
                    games[g].acknowledged.insert(ply, text.clone());
                }
            }
            if played > 1 {
                race_doubles += 1;
            }
            assert!(
                played == 1 || !opponent_played,
                "game {}: the opponent's move was played before the mover's",
                games[g].id
            );
            let t = &mut games[g];
            if played == 1 {
                for text in
                    std::iter::once(text.as_str()).chain(opponent_played.then_some(INTERFERING))
                {
                    let mv = usi::parse_usi(t.game.position().variant(), text).unwrap();
                    t.game.play(mv).unwrap();
                }
            }
        }
    }
    // Moves entered through the picker: every game still on plays more plies by
    // tapping, all games at once, each step's first response timed.
    let picks = setting("LOAD_PICKS", 4);
    let mut pick_times: Vec<Duration> = Vec::new();
    let mut picked_moves = 0;
    for _ in 0..picks {
        let mut plan = Vec::new();
        for (g, t) in games.iter().enumerate() {
            if t.game.status().is_over() {
                continue;
            }
            let moves = t.game.position().legal_moves();
            let mv = moves[rng.gen_range(0..moves.len())];
            let mover = match t.game.position().side_to_move() {
                washogi_bot::rules::Color::Sente => t.sente,
                washogi_bot::rules::Color::Gote => t.gote,
            };
            plan.push((g, t.id, mover, t.game.moves().len(), mv));
        }
        let steps = plan.iter().map(|&(_, id, mover, ply, mv)| {
            let discord = &discord;
            async move { picked(discord, mover, id, ply, mv).await }
        });
        let results = futures_util::future::join_all(steps).await;
        for ((g, _, _, ply, mv), (times, played)) in plan.into_iter().zip(results) {
            pick_times.extend(times);
            if played {
                picked_moves += 1;
                let t = &mut games[g];
                let text = usi::to_usi(t.game.position().variant(), mv);
                t.acknowledged.insert(ply, text);
                t.game.play(mv).unwrap();
            }
        }
    }
    bot.stop();
    let stored = check_and_resync(&db, &mut games).await;
    assert_eq!(race_doubles, 0, "a move sent twice was never played twice");
    // A game's row and its moves are read in one snapshot: never a mismatch that
    // forces a replay.
    let mismatches: Vec<String> = logs
        .iter()
        .flat_map(|log| log.lock().unwrap().clone())
        .filter(|line| line.contains("stored history does not fit"))
        .collect();
    assert!(
        mismatches.is_empty(),
        "{} mismatches: {:?}",
        mismatches.len(),
        mismatches.first()
    );

    times.sort();
    after_start.sort();
    pick_times.sort();
    let over = times
        .iter()
        .filter(|t| **t > Duration::from_secs(3))
        .count();
    println!(
        "load: {games_n} games, {plies} rounds, {restarts} SIGKILL restarts, {sent} moves sent ({races} sent twice), {stored} plies stored"
    );
    println!(
        "first response: n={} p50={:?} p99={:?} max={:?} over 3 s: {over}",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or_default()
    );
    println!(
        "picker steps ({picked_moves} moves picked): n={} p50={:?} p99={:?} max={:?}",
        pick_times.len(),
        percentile(&pick_times, 0.5),
        percentile(&pick_times, 0.99),
        pick_times.last().copied().unwrap_or_default()
    );
    println!(
        "within 5 s of a (re)start: n={} p50={:?} max={:?}",
        after_start.len(),
        percentile(&after_start, 0.5),
        after_start.last().copied().unwrap_or_default()
    );
}

/// The string select of a picker message: its custom id and its options' values.
fn select_of(call: &Call) -> Option<(String, Vec<String>)> {
    let select = call.json["data"]["components"]
        .as_array()?
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == 3)?;
    let values = select["options"]
        .as_array()?
        .iter()
        .filter_map(|o| Some(o["value"].as_str()?.to_string()))
        .collect();
    Some((select["custom_id"].as_str()?.to_string(), values))
}

/// The custom id of a picker message's button whose label starts with `label`.
fn button_of(call: &Call, label: &str) -> Option<String> {
    call.json["data"]["components"]
        .as_array()?
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == 2 && c["label"].as_str().is_some_and(|l| l.starts_with(label)))
        .and_then(|c| Some(c["custom_id"].as_str()?.to_string()))
}

/// One picker step: the answer to interaction `id` as the player sees it, and the
/// time to its first response.
async fn pick_step(discord: &FakeDiscord, id: u64, times: &mut Vec<Duration>) -> Call {
    let answer = discord.callback(id).await;
    times.push(first_response_time(discord, id).await);
    answer
}

/// In the picker message `at`, choose the option `value`, turning pages (Next)
/// until it shows: the answer to the choice.
async fn pick_option(
    discord: &FakeDiscord,
    user: u64,
    mut at: Call,
    value: &str,
    times: &mut Vec<Duration>,
) -> Option<Call> {
    loop {
        let (menu, values) = select_of(&at)?;
        let components = at.json["data"]["components"].clone();
        if values.iter().any(|v| v == value) {
            let id = discord.select(&player(user), &menu, &[value], "", components);
            return Some(pick_step(discord, id, times).await);
        }
        let next = button_of(&at, "Next")?;
        let id = discord.press(&player(user), &next, "", components);
        at = pick_step(discord, id, times).await;
    }
}

/// Play `mv` in game `game` at `ply` as `user` only through the picker, as a
/// player taps it: the board's Move button, the pieces (their pages), the
/// destinations (their pages), and the promotion question where it is asked.
/// Each step's time to its first response, and whether the move was played.
pub(crate) async fn picked(
    discord: &FakeDiscord,
    user: u64,
    game: i64,
    ply: usize,
    mv: washogi_bot::rules::Move,
) -> (Vec<Duration>, bool) {
    let mut times = Vec::new();
    let origin = match mv {
        washogi_bot::rules::Move::Board { from, .. } => from.to_string(),
        washogi_bot::rules::Move::Drop { kind, .. } => format!("*{}", kind.0),
    };
    let base = format!("pick:{game}:{ply}");
    let id = discord.press(&player(user), &base, "", json!([]));
    let picker = pick_step(discord, id, &mut times).await;
    let piece = format!("{base}:f{origin}.0");
    let Some(targets) = pick_option(discord, user, picker, &piece, &mut times).await else {
        return (times, false);
    };
    let to = format!("{base}:t{origin}-{}", mv.to());
    let Some(mut answer) = pick_option(discord, user, targets, &to, &mut times).await else {
        return (times, false);
    };
    if content(&answer).contains("promote to") {
        let yes_no = if mv.is_promotion() { 'y' } else { 'n' };
        let wanted = format!("{base}:{yes_no}{origin}-{}", mv.to());
        let components = answer.json["data"]["components"].clone();
        let id = discord.press(&player(user), &wanted, "", components);
        answer = pick_step(discord, id, &mut times).await;
    }
    (times, content(&answer).contains("you played"))
}

/// Count one first response: all of them, and separately those in the first five
/// seconds after the bot (re)started.
fn note(
    times: &mut Vec<Duration>,
    after_start: &mut Vec<Duration>,
    started_at: Instant,
    first: &Call,
    took: Duration,
) {
    times.push(took);
    if first.at.duration_since(started_at) < Duration::from_secs(5) {
        after_start.push(took);
    }
}
