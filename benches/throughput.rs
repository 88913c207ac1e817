//! Moves per second through the whole service (parse, validate, commit, picture)
//! with SQLite and with PostgreSQL, and with two processes on one PostgreSQL.
//!
//! Each criterion iteration plays one move in each of 32 games at once (one move per
//! game, so none of them races), and reports moves per second. PostgreSQL is a real
//! server started as the tests start it (`tests/support/db.rs`). After criterion, the
//! same work is timed once in one process and once split over two processes of this
//! bench binary on one PostgreSQL database, and the figures are printed.

#[path = "../tests/support/db.rs"]
mod support_db;

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode, Throughput};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use support_db::Backend;
use washogi_bot::game::{ColorChoice, FakeClock, Place, Service, StartOptions, User};
use washogi_bot::rules::{usi, Color, Game, Position, Status, Variant};
use washogi_bot::store::Store;

const GAMES: usize = 32;

/// Games between pairs of players, mirrored by the rules to choose their moves.
struct Table {
    service: Service,
    clock: FakeClock,
    games: Vec<(Place, User, User, Game)>,
    rng: StdRng,
}

impl Table {
    async fn new(url: &str, games: usize, first_player: i64) -> Table {
        let clock = FakeClock::at(1_800_000_000);
        let service = Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone()));
        let mut table = Table {
            service,
            clock,
            games: Vec::new(),
            rng: StdRng::seed_from_u64(first_player as u64),
        };
        for i in 0..games as i64 {
            let a = User::new(first_player + 2 * i, "a");
            let b = User::new(first_player + 2 * i + 1, "b");
            let place = Place::new(7, first_player + i);
            let r = table
                .service
                .start(
                    &a,
                    place,
                    StartOptions {
                        opponent: Some(b.clone()),
                        variant: washogi_bot::rules::VariantId::WaDrops,
                        color: ColorChoice::Sente,
                        ..StartOptions::default()
                    },
                )
                .await;
            let accept = r.messages[0].buttons[0].press();
            let r = table.service.press(&b, place, accept).await;
            assert!(!r.is_refusal(), "{}", r.text());
            let v = Variant::by_id("wa-drops").unwrap();
            table
                .games
                .push((place, a, b, Game::new(Position::start(v))));
        }
        table
    }

    /// One move in every game at once; the number played.
    async fn round(&mut self) -> usize {
        self.clock.advance(60);
        let mut plays = Vec::new();
        for (place, a, b, game) in &self.games {
            let moves = game.position().legal_moves();
            let keep_going: Vec<_> = moves
                .into_iter()
                .filter(|&mv| game.clone().play(mv) == Ok(Status::Ongoing))
                .collect();
            if keep_going.is_empty() {
                plays.push(None);
                continue;
            }
            let mv = keep_going[self.rng.gen_range(0..keep_going.len())];
            let who = match game.position().side_to_move() {
                Color::Sente => a.clone(),
                Color::Gote => b.clone(),
            };
            plays.push(Some((mv, who, *place)));
        }
        let service = &self.service;
        let answers = futures_util::future::join_all(plays.iter().zip(&self.games).map(
            |(play, (_, _, _, game))| async move {
                let (mv, who, place) = play.clone()?;
                let text = usi::to_usi(game.position().variant(), mv);
                let r = service.play_move(&who, place, None, &text).await;
                assert!(!r.is_refusal(), "{text}: {}", r.text());
                Some(mv)
            },
        ))
        .await;
        let mut played = 0;
        for (answer, (_, _, _, game)) in answers.into_iter().zip(&mut self.games) {
            if let Some(mv) = answer {
                game.play(mv).unwrap();
                played += 1;
            }
        }
        played
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn throughput(c: &mut Criterion) {
    if let Ok(role) = std::env::var("THROUGHPUT_WORKER") {
        return worker(&role);
    }
    washogi_bot::render::warm_up();
    let rt = runtime();
    let mut group = c.benchmark_group("moves_per_second");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::Elements(GAMES as u64));
    let mut postgres_url = None;
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let Some(db) = rt.block_on(support_db::fresh(backend)) else {
            eprintln!("PostgreSQL is not installed: its figures are SKIPPED");
            continue;
        };
        let mut table = rt.block_on(Table::new(&db.url, GAMES, 100_000));
        group.bench_function(format!("{backend:?}_32_games"), |b| {
            b.iter_custom(|iters| {
                let start = Instant::now();
                for _ in 0..iters {
                    rt.block_on(table.round());
                }
                start.elapsed()
            })
        });
        if backend == Backend::Postgres {
            postgres_url = Some(db.url.clone());
        }
        std::mem::forget(db);
    }
    group.finish();
    if let Some(url) = postgres_url {
        processes(&url);
    }
}

/// The same work, 20 rounds of 32 games, in one process and then split over two.
fn processes(url: &str) {
    let exe = std::env::current_exe().unwrap();
    // Each worker prints "moves start_ms end_ms" for its rounds (setup excluded);
    // the rate is all moves over the span from the first start to the last end.
    let run = |workers: usize| {
        let children: Vec<_> = (0..workers)
            .map(|w| {
                std::process::Command::new(&exe)
                    .env("THROUGHPUT_WORKER", format!("{w}/{workers}"))
                    .env("THROUGHPUT_URL", url)
                    .arg("--bench")
                    .stdout(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        let (mut moves, mut start, mut end) = (0u64, u128::MAX, 0u128);
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success());
            let text = String::from_utf8(out.stdout).unwrap();
            let line = text.lines().find(|l| l.starts_with("rounds ")).unwrap();
            let f: Vec<u128> = line[7..].split(' ').map(|x| x.parse().unwrap()).collect();
            moves += f[0] as u64;
            start = start.min(f[1]);
            end = end.max(f[2]);
        }
        moves as f64 / ((end - start) as f64 / 1000.0)
    };
    eprintln!(
        "PostgreSQL, {} games x 20 rounds: one process {:.0} moves/s; two processes {:.0} moves/s",
        GAMES,
        run(1),
        run(2)
    );
}

/// A worker process: its share of the games, 20 rounds.
fn worker(role: &str) {
    let (index, workers) = role.split_once('/').unwrap();
    let (index, workers): (usize, usize) = (index.parse().unwrap(), workers.parse().unwrap());
    let url = std::env::var("THROUGHPUT_URL").unwrap();
    washogi_bot::render::warm_up();
    let rt = runtime();
    rt.block_on(async {
        let first = 1_000_000 * (index as i64 + 1) + 10_000_000 * workers as i64;
        let mut table = Table::new(&url, GAMES / workers, first).await;
        let now = || {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_millis()
        };
        let start = now();
        let mut moves = 0;
        for _ in 0..20 {
            moves += table.round().await;
        }
        println!("rounds {moves} {start} {}", now());
    });
    std::process::exit(0);
}

criterion_group!(benches, throughput);
criterion_main!(benches);
