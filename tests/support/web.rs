//! For the web pages' tests: a server with games played through the service (a
//! finished Wa game, an ongoing one), its pages turned on as an admin does, and a
//! small HTTP/1.1 client for 127.0.0.1 that sends exactly what it is given
//! (hostile requests included) and reads the answer whole.

#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use washogi_bot::commands::SettingsOptions;
use washogi_bot::game::{Command, FakeClock, Place, Service, StartOptions, User};
use washogi_bot::ids::GameId;
use washogi_bot::rules::{usi, Game, Position, Variant};
use washogi_bot::store::{ColorChoice, Store};

use crate::support_db::TestDb;

pub const T0: i64 = 1_800_000_000;
/// The server whose pages are shown, and one that keeps them private.
pub const SHOWN: Place = Place::new(10, 20);
pub const PRIVATE: Place = Place::new(11, 21);

pub fn alice() -> User {
    User::new(900_000_000_000_000_001, "Alice Ōyama")
}
pub fn bob() -> User {
    User::new(900_000_000_000_000_002, "Bob Takeda")
}
pub fn carol() -> User {
    User::new(900_000_000_000_000_003, "carol")
}
pub fn dave() -> User {
    User::new(900_000_000_000_000_004, "dave")
}

pub struct World {
    pub service: Service,
    pub clock: FakeClock,
    pub url: String,
    pub db: TestDb,
}

pub async fn world(db: TestDb) -> World {
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let store = Store::open(&url).await.unwrap();
    World {
        service: Service::new(store, Arc::new(clock.clone())),
        clock,
        url,
        db,
    }
}

impl World {
    /// `/settings web:on|off scope:server` by an admin of `place`.
    pub async fn web(&self, place: Place, on: bool) -> washogi_bot::game::Response {
        self.service
            .handle(
                &alice(),
                place,
                Command::Settings(SettingsOptions {
                    pieces: None,
                    notify: None,
                    thread: None,
                    web: Some(on),
                    remind: None,
                    for_server: true,
                    is_admin: true,
                }),
            )
            .await
    }

    /// A game of `variant` between `sente` and `gote`, started by a challenge and
    /// its acceptance; its id.
    pub async fn start(&self, place: Place, sente: &User, gote: &User, variant: &str) -> GameId {
        let r = self
            .service
            .start(
                sente,
                place,
                StartOptions {
                    opponent: Some(gote.clone()),
                    variant: variant.parse().unwrap(),
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
        assert!(!r.is_refusal(), "{}", r.text());
        let challenge = self.last_challenge().await;
        let r = self.service.accept(gote, place, challenge).await;
        assert!(!r.is_refusal(), "{}", r.text());
        let games = self
            .service
            .store()
            .active_games(place.venue, Some(sente.id))
            .await
            .unwrap();
        games.iter().map(|g| g.id).max().unwrap()
    }

    async fn last_challenge(&self) -> i64 {
        let mut id = 1;
        while self
            .service
            .store()
            .challenge(washogi_bot::ids::ChallengeId::new(id + 1))
            .await
            .unwrap()
            .is_some()
        {
            id += 1;
        }
        id
    }

    /// Play `n` moves of a made-up game (each the first legal move that does not
    /// end the game, after a fixed shuffle), a minute apart; the moves played.
    pub async fn play(&self, place: Place, game: GameId, n: usize) -> Vec<String> {
        let mut played = Vec::new();
        for i in 0..n {
            let row = self.service.store().game(game).await.unwrap().unwrap();
            let v = row.variant.variant();
            let pos = Position::from_sfen(v, &row.sfen).unwrap();
            let moves = pos.legal_moves();
            let pick = (0..moves.len())
                .map(|k| moves[(k * 7 + i * 3) % moves.len()])
                .find(|&mv| {
                    let next = pos.play(mv).unwrap();
                    !next.legal_moves().is_empty()
                })
                .expect("a move that does not end the game");
            let text = usi::to_usi(v, pick);
            let mover = if pos.side_to_move() == washogi_bot::rules::Color::Sente {
                User::new(row.sente_id.get(), "")
            } else {
                User::new(row.gote_id.get(), "")
            };
            self.clock.advance(60);
            let mover = self.named(mover).await;
            let r = self
                .service
                .play_move(&mover, place, Some(game), &text)
                .await;
            assert!(!r.is_refusal(), "{text}: {}", r.text());
            played.push(text);
        }
        played
    }

    async fn named(&self, user: User) -> User {
        let name = self.service.player_name(user.id).await.unwrap_or_default();
        User::new(user.id.get(), &name)
    }

    /// The game replayed from its start: the position after each move.
    pub async fn positions(&self, game: GameId) -> Vec<Position> {
        let row = self.service.store().game(game).await.unwrap().unwrap();
        let v: &'static Variant = row.variant.variant();
        let moves: Vec<_> = self
            .service
            .store()
            .moves(game)
            .await
            .unwrap()
            .iter()
            .map(|m| usi::parse_usi(v, &m.usi).unwrap())
            .collect();
        let start = Position::from_sfen(v, &row.start_sfen).unwrap();
        let game = Game::replay(start.clone(), &moves).unwrap();
        let mut out = vec![start];
        let mut pos = game.start().clone();
        for &mv in game.moves() {
            pos = pos.play(mv).unwrap();
            out.push(pos.clone());
        }
        out
    }

    /// A game's page token.
    pub async fn token(&self, game: GameId) -> String {
        self.service
            .store()
            .game_token(game)
            .await
            .unwrap()
            .expect("every game has a token")
    }
}

/// An answer read whole.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Send `request` (bytes as given) to `addr` and read the answer (the connection is
/// closed by the request's `Connection: close` or by the server).
pub async fn raw(addr: &str, request: &[u8]) -> Answer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    // A server may answer and close before reading all of a huge request.
    let _ = stream.write_all(request).await;
    let mut bytes = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(20), stream.read_to_end(&mut bytes)).await;
    assert!(read.is_ok(), "the server answers (and closes) in time");
    parse(&bytes)
}

/// `GET path` with `Connection: close` and `extra` header lines.
pub async fn get_with(addr: &str, path: &str, extra: &str) -> Answer {
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    raw(addr, request.as_bytes()).await
}

pub async fn get(addr: &str, path: &str) -> Answer {
    get_with(addr, path, "").await
}

fn parse(bytes: &[u8]) -> Answer {
    let end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no answer: {:?}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    let mut body = bytes[end + 4..].to_vec();
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    if chunked {
        body = dechunk(&body);
    }
    Answer {
        status,
        headers,
        body,
    }
}

fn dechunk(mut data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(line_end) = data.windows(2).position(|w| w == b"\r\n") {
        let size = usize::from_str_radix(
            String::from_utf8_lossy(&data[..line_end])
                .split(';')
                .next()
                .unwrap()
                .trim(),
            16,
        )
        .unwrap_or(0);
        data = &data[line_end + 2..];
        if size == 0 || data.len() < size {
            break;
        }
        out.extend_from_slice(&data[..size]);
        data = &data[(size + 2).min(data.len())..];
    }
    out
}

/// The pages served in this process on a free 127.0.0.1 port; the address.
pub async fn serve(service: &Service, public_url: Option<&str>) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let options = washogi_bot::web::WebOptions {
        public_url: public_url.map(str::to_string),
    };
    let service = service.clone();
    tokio::spawn(async move {
        washogi_bot::web::serve(listener, service, options, std::future::pending())
            .await
            .unwrap();
    });
    addr
}

impl World {
    /// A round-robin of Wa Shogi between Alice, Bob, Carol and Dave in `place`:
    /// round 1 played out (a few moves, then a resignation each), round 2 under
    /// way (a few moves each). Its id.
    pub async fn tournament(&self, place: Place) -> washogi_bot::ids::TournamentId {
        use washogi_bot::commands::TournamentOptions;
        use washogi_bot::decide::tournament::Format;
        use washogi_bot::game::{NewTournament, TournamentCommand};
        let command = |command| {
            Command::Tournament(TournamentOptions {
                command,
                is_admin: true,
                roles: vec![],
            })
        };
        let r = self
            .service
            .handle(
                &alice(),
                place,
                command(TournamentCommand::Create(NewTournament {
                    name: "Spring Cup 2027".into(),
                    variant: Some(washogi_bot::rules::VariantId::Wa),
                    format: Format::RoundRobin,
                    rounds: 0,
                    days: Some(3),
                    rated: true,
                    starts_in_hours: 1,
                    late_join: false,
                    threads: None,
                    round_days: None,
                    clock: None,
                })),
            )
            .await;
        assert!(!r.is_refusal(), "{}", r.text());
        let t = self
            .service
            .store()
            .tournaments_in(place.venue, &[])
            .await
            .unwrap()[0]
            .id;
        for u in [alice(), bob(), carol(), dave()] {
            let r = self
                .service
                .press(
                    &u,
                    place,
                    crate::support::responses::button(&format!("tjoin:{t}")),
                )
                .await;
            assert!(!r.is_refusal(), "{}", r.text());
        }
        self.clock.advance(3600);
        self.service.tick().await;
        for round in 1..=2 {
            let boards: Vec<_> = self
                .service
                .store()
                .boards(t)
                .await
                .unwrap()
                .into_iter()
                .filter(|b| b.round == round)
                .collect();
            assert!(!boards.is_empty(), "round {round} paired");
            for (i, b) in boards.iter().enumerate() {
                let game = b.game_id.unwrap();
                self.play(place, game, 8 + 2 * i).await;
                if round == 1 {
                    let loser = User::new(
                        if i == 0 {
                            b.gote_id.unwrap().get()
                        } else {
                            b.sente_id.get()
                        },
                        "",
                    );
                    let r = self.service.confirm_resign(&loser, place, game).await;
                    assert!(!r.is_refusal(), "{}", r.text());
                }
            }
            self.service.tick().await;
        }
        t
    }
}

impl World {
    /// `/analyse` a finished game and run its analysis to the end, quickly (a small
    /// search a position).
    pub async fn analyse(&self, place: Place, game: GameId) {
        let settings = washogi_bot::game::AnalysisSettings {
            budget: washogi_engine::Limits::nodes(3_000),
            at_once: 1,
            progress_every: Duration::ZERO,
            hint_budget: washogi_engine::Limits::nodes(3_000),
            shogi_engine: None,
        };
        let service = Service::new(
            Store::open(&self.url).await.unwrap(),
            Arc::new(self.clock.clone()),
        )
        .with_analysis(settings);
        let r = service.analyse(&alice(), place, Some(game)).await;
        assert!(!r.is_refusal(), "{}", r.text());
        let (out, mut said) = tokio::sync::mpsc::unbounded_channel();
        service.analysis().run_analysis(game, &out).await;
        drop(out);
        while said.recv().await.is_some() {}
        assert!(
            self.service
                .store()
                .analysis(game)
                .await
                .unwrap()
                .unwrap()
                .finished_at
                .is_some(),
            "the analysis ran to its end"
        );
    }
}
