//! The web pages' server time with 1,000 games in the database (SQLite): a game's
//! page, a board as SVG, a server's home, its ratings and ladder, each asked of the
//! pages' router directly (no network), so the time is the server's alone.
//!
//! The database is filled through the store as the bot fills it: 1,000 games of
//! 10 to 130 moves (made-up play, 80 % of them finished and rated), 40 players
//! on the Wa ladder. After criterion, 2,000 requests of each page over random games give
//! the p50, p99 and worst times, printed.

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::Request;
use criterion::{criterion_group, criterion_main, Criterion};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tower::ServiceExt;

use washogi_bot::decide::Finish;
use washogi_bot::game::{FakeClock, Service};
use washogi_bot::ids::{ChannelId, ServerId, UserId, Venue};
use washogi_bot::rules::{usi, Color, Game, Position, VariantId};
use washogi_bot::store::{
    ColorChoice, Ending, GameResult, NewChallenge, NewGame, NewMove, Premoves, Store,
};

const GAMES: usize = 1_000;

/// A page's path for a game (its token and moves played), chosen at random.
type PathOf = fn(&str, i64, &mut StdRng) -> String;
const PLAYERS: i64 = 40;
const SERVER: i64 = 10;
const T0: i64 = 1_800_000_000;

/// The database's games: each one's page token and moves played.
struct Filled {
    games: Vec<(String, i64)>,
}

async fn fill(store: &Store) -> Filled {
    let venue = Venue::Server(ServerId::new(SERVER));
    let mut rng = StdRng::seed_from_u64(41);
    for p in 0..PLAYERS {
        store
            .upsert_player(UserId::new(1000 + p), &format!("player {p}"), T0)
            .await
            .unwrap();
    }
    store.set_server_web(venue, true, T0).await.unwrap();
    for p in 0..PLAYERS {
        store
            .ladder_join(venue, VariantId::Wa, UserId::new(1000 + p), T0)
            .await
            .unwrap();
    }
    let variants = [VariantId::Wa, VariantId::WaDrops, VariantId::Shogi];
    let mut games = Vec::new();
    let mut now = T0;
    for i in 0..GAMES {
        let variant = variants[i % 3];
        let sente = UserId::new(1000 + rng.gen_range(0..PLAYERS));
        let gote =
            UserId::new(1000 + (sente.get() - 1000 + 1 + rng.gen_range(0..PLAYERS - 1)) % PLAYERS);
        let start = Position::start(variant.variant());
        let challenge = store
            .create_challenge(&NewChallenge {
                guild_id: venue,
                channel_id: ChannelId::new(20),
                challenger_id: sente,
                opponent_id: Some(gote),
                variant,
                color: ColorChoice::Sente,
                days_per_move: 3,
                time_control: None,
                rated: true,
                ladder: false,
                created_at: now,
                expires_at: now + 86_400,
                start_sfen: None,
                thread: false,
            })
            .await
            .unwrap();
        let row = store.challenge(challenge).await.unwrap().unwrap();
        let id = store
            .accept_challenge(
                &row,
                &NewGame {
                    sente_id: sente,
                    gote_id: gote,
                    start_sfen: start.to_sfen(),
                    deadline: Some(now + 3 * 86_400),
                    clock: None,
                },
                now,
            )
            .await
            .unwrap()
            .unwrap();
        let mut game = Game::new(start);
        let plies = rng.gen_range(10..=130);
        for ply in 0..plies {
            let pos = game.position().clone();
            let moves = pos.legal_moves();
            let Some(&mv) = (0..moves.len())
                .map(|k| &moves[(k + rng.gen_range(0..moves.len())) % moves.len()])
                .find(|&&m| !pos.play(m).unwrap().legal_moves().is_empty())
            else {
                break;
            };
            if game.play(mv).is_err() || game.status().is_over() {
                break;
            }
            let (_, key, check) = game.history().last().unwrap();
            now += 30;
            let mover = if pos.side_to_move() == Color::Sente {
                sente
            } else {
                gote
            };
            store
                .record_move(&NewMove {
                    game_id: id,
                    expected_ply: ply,
                    usi: usi::to_usi(variant.variant(), mv),
                    sfen_after: game.position().to_sfen(),
                    played_at: now,
                    played_at_ms: now * 1000,
                    clock: None,
                    flag_ms: None,
                    position_key: key,
                    gave_check: check,
                    deadline: Some(now + 3 * 86_400),
                    mover_id: mover,
                    finish: None,
                    players: [sente, gote],
                    ends_vacation: false,
                    premoves: Premoves::None,
                })
                .await
                .unwrap();
        }
        let played = game.moves().len() as i64;
        if i % 5 != 0 {
            let loser = game.position().side_to_move();
            let finish = Finish {
                result: GameResult::win(!loser),
                ending: Ending::Resignation,
            };
            store.finish_game(id, played, &finish, now).await.unwrap();
            // Rated: the players' ratings move, as the bot's settling does.
            store.settle_game(id).await.unwrap();
        }
        games.push((store.game_token(id).await.unwrap().unwrap(), played));
    }
    Filled { games }
}

async fn ask(router: &axum::Router, path: &str) -> usize {
    let response = router
        .clone()
        .oneshot(Request::get(path).body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "{path}");
    let body = axum::body::to_bytes(response.into_body(), 8 << 20)
        .await
        .unwrap();
    body.len()
}

fn pages(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("web.db").display());
    let started = Instant::now();
    let (router, filled) = runtime.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let filled = fill(&store).await;
        let service = Service::new(store, std::sync::Arc::new(FakeClock::at(T0 + 86_400)));
        let router = washogi_bot::web::router(service, washogi_bot::web::WebOptions::default());
        (router, filled)
    });
    let moves: i64 = filled.games.iter().map(|g| g.1).sum();
    eprintln!(
        "filled: {} games, {moves} moves, in {:.1} s",
        filled.games.len(),
        started.elapsed().as_secs_f64()
    );
    // The longest game, for the single-page figures.
    let (long, long_plies) = filled.games.iter().max_by_key(|g| g.1).cloned().unwrap();
    let paths = [
        ("game page (longest game)", format!("/g/{long}")),
        (
            "game page at a move",
            format!("/g/{long}?ply={}", long_plies / 2),
        ),
        ("board SVG", format!("/g/{long}/b/{}.svg", long_plies / 2)),
        ("server home", format!("/s/{SERVER}")),
        ("ratings", format!("/s/{SERVER}/ratings/wa")),
        ("ladder", format!("/s/{SERVER}/ladder/wa")),
    ];
    let mut group = c.benchmark_group("web");
    group.measurement_time(Duration::from_secs(5));
    for (name, path) in &paths {
        let size = runtime.block_on(ask(&router, path));
        eprintln!("{name}: {size} bytes");
        group.bench_function(*name, |b| b.iter(|| runtime.block_on(ask(&router, path))));
    }
    group.finish();

    // Tail latency over random games: each request's server time.
    let mut rng = StdRng::seed_from_u64(7);
    let kinds: [(&str, PathOf); 3] = [
        ("game page, random game", |t, _, _| format!("/g/{t}")),
        ("game page, random move", |t, n, rng| {
            format!("/g/{t}?ply={}", rng.gen_range(0..=n))
        }),
        ("board SVG, random move", |t, n, rng| {
            format!("/g/{t}/b/{}.svg", rng.gen_range(0..=n))
        }),
    ];
    for (name, make) in kinds {
        let mut times: Vec<Duration> = (0..2_000)
            .map(|_| {
                let (token, plies) = &filled.games[rng.gen_range(0..filled.games.len())];
                let path = make(token, *plies, &mut rng);
                let at = Instant::now();
                runtime.block_on(ask(&router, &path));
                at.elapsed()
            })
            .collect();
        times.sort();
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        eprintln!(
            "{name}: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} requests)",
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            times.last().unwrap().as_secs_f64() * 1e3,
            times.len()
        );
    }
}

criterion_group!(benches, pages);
criterion_main!(benches);
