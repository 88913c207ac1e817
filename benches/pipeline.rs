//! One move through the game service: parse, validate, commit to SQLite, render and
//! PNG-encode, with 100 games in a temp-file database.
//!
//! Setup (not timed): 100 active games between distinct pairs of players in one
//! server (wa, wa-drops and shogi in turn, spread over a few channels), most of them
//! a few random moves in. The measured unit is exactly one `Service::play_move` call,
//! in the wa-drops games in rotation: each iteration plays the next game's move,
//! chosen with a seeded PRNG among the legal moves that do not end the game (so no
//! game ever ends, and no game repeats a position fourfold). A game left with only
//! game-ending moves is swapped for a fresh one, outside the timing.
//!
//! After criterion's figures, a plain loop of 300 moves prints p50 and p99 to stderr.
//!
//! `move_cost_by_ply` plays moves in Wa Shogi games that stand at ply ~10 and at ply
//! ~300 (thirty games each, driven there through the service during setup): a move
//! loads the current position and the stored repetition history, never replays the
//! game, so the two should cost about the same.

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tokio::runtime::Runtime;
use washogi_bot::game::{
    Action, ColorChoice, FakeClock, Place, Press, Service, StartOptions, User,
};
use washogi_bot::rules::{usi, Color, Game, Position, Status, Variant};
use washogi_bot::store::Store;

const T0: i64 = 1_800_000_000;
const GUILD: i64 = 7_000;
const CHANNELS: i64 = 5;
const GAMES: usize = 100;
const VARIANTS: [&str; 3] = ["wa", "wa-drops", "shogi"];
const MEASURED_VARIANT: &str = "wa-drops";
const PERCENTILE_MOVES: usize = 300;

/// A game in the database, mirrored by the rules so the next move can be chosen.
struct Live {
    place: Place,
    sente: User,
    gote: User,
    game: Game,
}

struct Bench {
    rt: Runtime,
    service: Service,
    clock: FakeClock,
    rng: StdRng,
    /// The wa-drops games the measured moves rotate through.
    pool: Vec<Live>,
    next: usize,
    next_player: i64,
    next_game: i64,
    _dir: tempfile::TempDir,
}

impl Bench {
    fn new() -> Bench {
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("tokio runtime");
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!("sqlite://{}", dir.path().join("pipeline.db").display());
        let store = rt.block_on(Store::open(&url)).expect("open store");
        let clock = FakeClock::at(T0);
        let service = Service::new(store, Arc::new(clock.clone()));
        let mut bench = Bench {
            rt,
            service,
            clock,
            rng: StdRng::seed_from_u64(0x5EED_5A0E),
            pool: Vec::new(),
            next: 0,
            next_player: 100_000,
            next_game: 0,
            _dir: dir,
        };
        for i in 0..GAMES {
            let variant = VARIANTS[i % VARIANTS.len()];
            let mut live = bench.new_game(variant);
            // Three games in four get a few moves in, so positions are not all at the start.
            if i % 4 != 0 {
                let plies = bench.rng.gen_range(4..=24);
                for _ in 0..plies {
                    if !bench.play_one(&mut live).1 {
                        break;
                    }
                }
            }
            if variant == MEASURED_VARIANT {
                bench.pool.push(live);
            }
        }
        let plies: Vec<usize> = bench.pool.iter().map(|g| g.game.moves().len()).collect();
        eprintln!(
            "pipeline setup: {GAMES} games, {} {MEASURED_VARIANT} games in rotation at plies {plies:?}",
            bench.pool.len()
        );
        bench
    }

    /// Challenge, accept, and mirror a new game between two new players.
    fn new_game(&mut self, variant: &str) -> Live {
        let a = User::new(self.next_player, &format!("player{}", self.next_player));
        let b = User::new(
            self.next_player + 1,
            &format!("player{}", self.next_player + 1),
        );
        self.next_player += 2;
        let place = Place::new(GUILD, 1 + self.next_game % CHANNELS);
        self.next_game += 1;
        let service = &self.service;
        let row = self.rt.block_on(async {
            let r = service
                .start(
                    &a,
                    place,
                    StartOptions {
                        opponent: Some(b.clone()),
                        variant: variant.parse().expect("a game"),
                        color: ColorChoice::Sente,
                        days: Some(3),
                        rated: true,
                        level: None,
                        sfen: None,
                        handicap: None,
                        thread: None,
                        clock: None,
                    },
                )
                .await;
            assert!(!r.is_refusal(), "start: {}", r.text());
            let accept = r.messages[0].buttons[0].press();
            let Press {
                action: Action::Accept,
                target: challenge_id,
                ..
            } = accept
            else {
                panic!("no Accept button: {accept:?}");
            };
            let r = service.accept(&b, place, challenge_id).await;
            assert!(!r.is_refusal(), "accept: {}", r.text());
            let mut games = service
                .store()
                .active_games(place.venue, Some(a.id))
                .await
                .expect("games");
            assert_eq!(games.len(), 1);
            games.remove(0)
        });
        assert_eq!((row.sente_id, row.gote_id), (a.id, b.id));
        let v = Variant::by_id(variant).expect("variant");
        Live {
            place,
            sente: a,
            gote: b,
            game: Game::new(Position::start(v)),
        }
    }

    /// A random legal move that keeps the game going, if there is one.
    fn pick_move(&mut self, live: &Live) -> Option<String> {
        let mut moves = live.game.position().legal_moves();
        while !moves.is_empty() {
            let mv = moves.swap_remove(self.rng.gen_range(0..moves.len()));
            let mut after = live.game.clone();
            if after.play(mv) == Ok(Status::Ongoing) {
                return Some(usi::to_usi(live.game.position().variant(), mv));
            }
        }
        None
    }

    /// Play one move in `live` through the service. Returns the time of the
    /// `play_move` call alone, and false when no move could keep the game going.
    fn play_one(&mut self, live: &mut Live) -> (Duration, bool) {
        let Some(text) = self.pick_move(live) else {
            return (Duration::ZERO, false);
        };
        let caller = match live.game.position().side_to_move() {
            Color::Sente => &live.sente,
            Color::Gote => &live.gote,
        };
        // A second a move: deadlines (days away) never pass during the bench.
        self.clock.advance(1);
        let service = &self.service;
        let start = Instant::now();
        let response = self
            .rt
            .block_on(service.play_move(caller, live.place, None, &text));
        let elapsed = start.elapsed();
        assert!(!response.is_refusal(), "{text}: {}", response.text());
        let picture = response.messages[0].picture.as_ref();
        assert!(picture.is_some_and(|p| !p.bytes.is_empty()), "no picture");
        let v = live.game.position().variant();
        let mv = usi::parse_usi(v, &text).expect("our own USI");
        assert_eq!(live.game.play(mv), Ok(Status::Ongoing));
        (elapsed, true)
    }

    /// One measured move in the next game of the rotation.
    fn measured_move(&mut self) -> Duration {
        let mut pool = std::mem::take(&mut self.pool);
        let mut next = self.next;
        let elapsed = self.measured_move_in(&mut pool, &mut next, MEASURED_VARIANT, 0);
        self.pool = pool;
        self.next = next;
        elapsed
    }

    /// One measured move in the next game of `pool`; a game left with only
    /// game-ending moves is replaced by a new one of `variant` driven to `plies`,
    /// outside the timing.
    fn measured_move_in(
        &mut self,
        pool: &mut [Live],
        next: &mut usize,
        variant: &str,
        plies: usize,
    ) -> Duration {
        loop {
            let i = *next % pool.len();
            *next += 1;
            let (elapsed, played) = self.play_one(&mut pool[i]);
            if played {
                return elapsed;
            }
            pool[i] = self.game_at(variant, plies);
        }
    }

    /// A new game of `variant` driven through the service to `plies` moves.
    fn game_at(&mut self, variant: &str, plies: usize) -> Live {
        loop {
            let mut live = self.new_game(variant);
            while live.game.moves().len() < plies {
                if !self.play_one(&mut live).1 {
                    break;
                }
            }
            if live.game.moves().len() >= plies {
                return live;
            }
        }
    }
}

fn pipeline(c: &mut Criterion) {
    washogi_bot::render::warm_up();
    let mut bench = Bench::new();

    let mut group = c.benchmark_group("pipeline");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(50);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("play_move_wa_drops_100_games", |b| {
        b.iter_custom(|iters| (0..iters).map(|_| bench.measured_move()).sum())
    });
    group.finish();

    // The same move, early and late in a long game.
    let mut by_ply = c.benchmark_group("move_cost_by_ply");
    by_ply.sampling_mode(SamplingMode::Flat);
    // 30 games a pool and about 500 measured moves: each game moves on by about 17
    // plies during the measurement (the figures printed below say how far).
    by_ply.sample_size(10);
    by_ply.measurement_time(Duration::from_secs(2));
    for plies in [10, 300] {
        let mut pool: Vec<Live> = (0..30).map(|_| bench.game_at("wa", plies)).collect();
        let mut next = 0;
        by_ply.bench_function(format!("wa_move_at_ply_{plies}"), |b| {
            b.iter_custom(|iters| {
                (0..iters)
                    .map(|_| bench.measured_move_in(&mut pool, &mut next, "wa", plies))
                    .sum()
            })
        });
        let reached: Vec<usize> = pool.iter().map(|g| g.game.moves().len()).collect();
        eprintln!("move_cost_by_ply: wa games from ply {plies}, now at {reached:?}");
    }
    by_ply.finish();

    let mut samples: Vec<Duration> = (0..PERCENTILE_MOVES)
        .map(|_| bench.measured_move())
        .collect();
    samples.sort();
    let at = |q: f64| {
        let i = ((samples.len() as f64 * q).ceil() as usize).clamp(1, samples.len()) - 1;
        samples[i].as_secs_f64() * 1e3
    };
    eprintln!(
        "pipeline move: p50 {:.2} ms, p99 {:.2} ms (n={})",
        at(0.50),
        at(0.99),
        samples.len()
    );
    let plies: Vec<usize> = bench.pool.iter().map(|g| g.game.moves().len()).collect();
    eprintln!("pipeline end: {MEASURED_VARIANT} games at plies {plies:?}");
}

criterion_group!(benches, pipeline);
criterion_main!(benches);
