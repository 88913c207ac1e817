//! The web pages over HTTP on 127.0.0.1, served in this process from a database the
//! service played games in (SQLite and PostgreSQL): what a game's page shows and
//! offers, its boards and downloads, a server's ladder, ratings, tournament and
//! puzzle pages, the privacy rules (nothing of a server until an admin shows it;
//! never a direct-message game; games by token, not number), a game followed as it
//! is played, and hostile requests answered 4xx without harm.

use std::time::Duration;

use crate::support::web::{
    alice, bob, carol, dave, get, get_with, raw, serve, world, Answer, World, PRIVATE, SHOWN,
};
use crate::support_db;
use support_db::TestDb;
use washogi_bot::game::pages::RecordFormat;
use washogi_bot::game::{Command, Place};
use washogi_bot::ids::{GameId, Venue};
use washogi_bot::render::{render_position_svg, RenderOptions};
use washogi_bot::rules::usi;
use washogi_bot::store::NewComputerGame;

/// The page's HTML must stay small: 100 KB before its pictures.
const PAGE_BUDGET: usize = 100 * 1024;

fn html(a: &Answer) -> String {
    assert_eq!(a.status, 200, "{}", a.text());
    assert!(a.header("content-type").unwrap().starts_with("text/html"));
    a.text()
}

/// A finished Wa game of 24 moves (Bob resigns), and an ongoing one.
async fn games(w: &World) -> (GameId, GameId) {
    let finished = w.start(SHOWN, &alice(), &bob(), "wa").await;
    w.play(SHOWN, finished, 24).await;
    // The question, privately; then the confirmation.
    w.service.resign(&bob(), SHOWN, Some(finished)).await;
    let r = w.service.confirm_resign(&bob(), SHOWN, finished).await;
    assert!(!r.is_refusal(), "{}", r.text());
    let ongoing = w.start(SHOWN, &carol(), &dave(), "wa-drops").await;
    w.play(SHOWN, ongoing, 6).await;
    (finished, ongoing)
}

async fn a_shown_games_page_has_its_board_moves_result_and_downloads(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    let r = w.web(SHOWN, true).await;
    assert!(r.text().contains("now shown on the web"), "{}", r.text());
    // A name with markup in it (Discord allows it): shown as text, never markup.
    w.service
        .store()
        .upsert_player(bob().id, "bob <b>the</b> bold", crate::support::web::T0)
        .await
        .unwrap();
    let addr = serve(&w.service, Some("https://shogi.example.org")).await;
    let token = w.token(finished).await;
    assert!(token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit()));

    let page = get(&addr, &format!("/g/{token}")).await;
    let text = html(&page);
    eprintln!("game page: {} bytes", page.body.len());
    if let Ok(dir) = std::env::var("WEB_DUMP") {
        std::fs::write(format!("{dir}/game.html"), &page.body).unwrap();
    }
    assert!(page.body.len() <= PAGE_BUDGET, "{} bytes", page.body.len());
    // Names, never ids; escaped.
    assert!(text.contains("Alice Ōyama"));
    assert!(text.contains("bob &lt;b&gt;the&lt;/b&gt; bold"));
    assert!(
        !text.contains("90000000000000000"),
        "no user ids on the page"
    );
    assert!(!text.contains("<b>the</b>"));
    // Title, preview, the board of the last move, every move in both notations.
    assert!(
        text.contains("<title>Alice Ōyama vs bob &lt;b&gt;the&lt;/b&gt; bold · Wa Shogi</title>")
    );
    assert!(text.contains(&format!(
        "<meta property=\"og:image\" content=\"https://shogi.example.org/g/{token}/b/24.png\">"
    )));
    assert!(text.contains(&format!("src=\"/g/{token}/b/24.svg?pieces=kanji\"")));
    let moves = w.service.store().moves(finished).await.unwrap();
    assert_eq!(moves.len(), 24);
    for m in &moves {
        assert!(text.contains(&format!("<i>{}</i>", m.usi)), "{}", m.usi);
    }
    assert!(
        text.contains("▲") && text.contains("△"),
        "Japanese notation"
    );
    assert!(
        text.contains("won by resignation") || text.contains("resign"),
        "the result"
    );
    for file in [
        "game.kif",
        "game.sfen?ply=24",
        "game.usi",
        "game.gif?pieces=kanji",
    ] {
        assert!(text.contains(&format!("/g/{token}/{file}")), "{file}");
    }
    // Every move's position is a link: the page works without its script.
    let at_ten = html(&get(&addr, &format!("/g/{token}?ply=10")).await);
    assert!(at_ten.contains(&format!("src=\"/g/{token}/b/10.svg?pieces=kanji\"")));
    assert!(at_ten.contains("id=\"go-next\" href=\"?ply=11\""));
    assert!(at_ten.contains("id=\"go-prev\" href=\"?ply=9\""));
    assert!(at_ten.contains("Move 10 of 24"));

    // The board of move 10 is the render crate's SVG of the position after it.
    let svg = get(&addr, &format!("/g/{token}/b/10.svg?pieces=letters")).await;
    assert_eq!(svg.status, 200);
    assert_eq!(svg.header("content-type"), Some("image/svg+xml"));
    let positions = w.positions(finished).await;
    let expected = render_position_svg(
        &positions[10],
        &RenderOptions {
            style: washogi_bot::render::PieceStyle::Latin,
            last_move: Some(usi::parse_usi(positions[0].variant(), &moves[9].usi).unwrap()),
            sente_name: Some("Alice Ōyama".into()),
            gote_name: Some("bob <b>the</b> bold".into()),
            ..RenderOptions::default()
        },
    )
    .unwrap();
    assert_eq!(svg.text(), expected);
    assert!(
        svg.header("cache-control").unwrap().contains("max-age"),
        "a finished game's boards keep"
    );
    let png = get(&addr, &format!("/g/{token}/b/24.png")).await;
    assert_eq!((png.status, &png.body[1..4]), (200, &b"PNG"[..]));
    assert_eq!(
        get(&addr, &format!("/g/{token}/b/25.svg")).await.status,
        404
    );

    // Downloads.
    let kif = get(&addr, &format!("/g/{token}/game.kif")).await;
    assert_eq!(kif.status, 200);
    assert!(kif.text().contains("先手：Alice Ōyama"), "{}", kif.text());
    assert!(kif
        .header("content-disposition")
        .unwrap()
        .contains(&format!("game-{finished}.kif")));
    let sfen = get(&addr, &format!("/g/{token}/game.sfen?ply=10")).await;
    assert_eq!(sfen.text().trim(), positions[10].to_sfen());
    let usi_record = get(&addr, &format!("/g/{token}/game.usi")).await.text();
    assert!(usi_record.starts_with("position sfen ") && usi_record.contains(&moves[23].usi));
    let gif = get(&addr, &format!("/g/{token}/game.gif")).await;
    assert_eq!((gif.status, &gif.body[..3]), (200, &b"GIF"[..]));
    let served = w
        .service
        .pages()
        .page_record(&token, RecordFormat::Usi, None)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(String::from_utf8(served.bytes).unwrap(), usi_record);

    // The reader's piece style is remembered (a cookie), and used for the boards.
    let letters = get(&addr, &format!("/g/{token}?pieces=letters")).await;
    assert!(letters
        .header("set-cookie")
        .unwrap()
        .starts_with("pieces=letters"));
    assert!(html(&letters).contains("b/24.svg?pieces=letters"));
    let again = get_with(&addr, &format!("/g/{token}"), "Cookie: pieces=letters\r\n").await;
    assert!(html(&again).contains("b/24.svg?pieces=letters"));

    // Safety headers on every answer.
    assert_eq!(page.header("referrer-policy"), Some("no-referrer"));
    assert!(page
        .header("content-security-policy")
        .unwrap()
        .contains("script-src 'self'"));
    assert_eq!(page.header("x-content-type-options"), Some("nosniff"));
}

async fn nothing_of_a_server_shows_until_an_admin_turns_it_on(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    let hidden = w.start(PRIVATE, &alice(), &bob(), "shogi").await;
    w.play(PRIVATE, hidden, 4).await;
    // A game in direct messages (the store takes one; no server can show it).
    let dm = w
        .service
        .store()
        .start_computer_game(&NewComputerGame {
            guild_id: Venue::Direct,
            channel_id: 5.into(),
            variant: washogi_bot::rules::VariantId::Wa,
            sente_id: alice().id,
            gote_id: 9.into(),
            days_per_move: 3,
            start_sfen: washogi_bot::rules::Position::start(
                washogi_bot::rules::Variant::by_id("wa").unwrap(),
            )
            .to_sfen(),
            created_at: 0,
            deadline: None,
            clock: None,
            computer_id: 9.into(),
            computer_level: 1,
        })
        .await
        .unwrap();
    let addr = serve(&w.service, None).await;
    let token = w.token(finished).await;
    let private_paths = |token: &str| {
        vec![
            format!("/g/{token}"),
            format!("/g/{token}/b/1.svg"),
            format!("/g/{token}/b/1.png"),
            format!("/g/{token}/game.kif"),
            format!("/g/{token}/events"),
            "/s/10".to_string(),
            "/s/10/ladder/wa".to_string(),
            "/s/10/ratings/wa".to_string(),
            "/s/10/puzzles".to_string(),
        ]
    };
    for path in private_paths(&token) {
        let a = get(&addr, &path).await;
        assert_eq!(a.status, 404, "{path} before the server shows its pages");
    }
    // An admin shows the server's pages; a player may not, nor in a DM.
    let shown = w.web(SHOWN, true).await;
    assert!(
        shown.text().contains("now shown on the web"),
        "{}",
        shown.text()
    );
    let not_admin = w
        .service
        .handle(
            &bob(),
            SHOWN,
            Command::Settings(washogi_bot::commands::SettingsOptions {
                pieces: None,
                notify: None,
                thread: None,
                web: Some(true),
                remind: None,
                for_server: false,
                is_admin: false,
            }),
        )
        .await;
    assert!(
        not_admin.text().contains("a server's choice"),
        "web is the server's choice, not a player's: {}",
        not_admin.text()
    );
    let in_dm = w.web(Place::new(0, 5), true).await;
    assert!(
        !in_dm.text().contains("now shown"),
        "no pages for DMs: {}",
        in_dm.text()
    );
    for path in private_paths(&token) {
        let a = get(&addr, &path).await;
        assert_eq!(a.status, 200, "{path} once shown");
    }
    assert_eq!(
        get(&addr, "/s/10/t/1").await.status,
        404,
        "no such tournament"
    );
    // The other server's game, and the DM game, stay hidden; so do game numbers.
    for game in [hidden, dm] {
        let t = w.token(game).await;
        assert_eq!(get(&addr, &format!("/g/{t}")).await.status, 404);
        assert_eq!(get(&addr, &format!("/g/{t}/b/0.svg")).await.status, 404);
    }
    assert_eq!(get(&addr, "/s/11").await.status, 404);
    assert_eq!(
        get(&addr, &format!("/g/{finished}")).await.status,
        404,
        "never by number"
    );
    // Turned off again: private again.
    assert!(w.web(SHOWN, false).await.text().contains("private again"));
    assert_eq!(get(&addr, &format!("/g/{token}")).await.status, 404);
    assert_eq!(get(&addr, "/s/10").await.status, 404);
}

async fn a_servers_home_ladder_and_ratings(db: TestDb) {
    let w = world(db).await;
    let (finished, ongoing) = games(&w).await;
    w.web(SHOWN, true).await;
    for u in [alice(), bob(), carol()] {
        let r = w.service.ladder_join(&u, SHOWN).await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
    let addr = serve(&w.service, None).await;
    let home = html(&get(&addr, "/s/10").await);
    assert!(home.contains(&format!("/g/{}", w.token(finished).await)));
    assert!(home.contains(&format!("/g/{}", w.token(ongoing).await)));
    assert!(home.contains("/s/10/ladder/wa") && home.contains("/s/10/ratings/wa"));
    assert!(!home.contains(&format!("/g/{finished}\"")));
    let ladder = html(&get(&addr, "/s/10/ladder/wa").await);
    for name in ["Alice Ōyama", "Bob Takeda", "carol"] {
        assert!(ladder.contains(name), "{name} on the ladder");
    }
    let ratings = html(&get(&addr, "/s/10/ratings/wa").await);
    // The finished game was rated: both players have a rating, Alice above Bob.
    let (a, b) = (
        ratings.find("Alice Ōyama").unwrap(),
        ratings.find("Bob Takeda").unwrap(),
    );
    assert!(a < b, "the winner first");
    assert!(ratings.contains("1–0–0") && ratings.contains("0–1–0"));
    assert_eq!(get(&addr, "/s/10/ladder/chess").await.status, 404);
}

async fn a_followed_game_streams_each_move(db: TestDb) {
    let w = world(db).await;
    let (_, ongoing) = games(&w).await;
    w.web(SHOWN, true).await;
    let addr = serve(&w.service, None).await;
    let token = w.token(ongoing).await;
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    use tokio::io::AsyncWriteExt;
    stream
        .write_all(format!("GET /g/{token}/events HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .await
        .unwrap();
    let mut seen = String::new();
    read_until(&mut stream, &mut seen, "id: 6").await;
    assert!(seen.contains("text/event-stream"));
    assert!(seen.contains("event: game"));
    let played = w.play(SHOWN, ongoing, 1).await;
    read_until(&mut stream, &mut seen, "id: 7").await;
    assert!(seen.contains(&played[0]), "the new move is in the event");
}

/// Read from `stream` into `seen` until it holds `want` (20 s at most).
async fn read_until(stream: &mut tokio::net::TcpStream, seen: &mut String, want: &str) {
    use tokio::io::AsyncReadExt;
    let mut buf = [0u8; 8192];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !seen.contains(want) {
        let n = tokio::time::timeout_at(deadline, stream.read(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("no {want:?} in {seen}"))
            .unwrap();
        assert!(n > 0, "the stream stays open");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
}

async fn an_analysed_games_page_shows_its_graph_and_judged_moves(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    w.web(SHOWN, true).await;
    let addr = serve(&w.service, None).await;
    let token = w.token(finished).await;
    let before = html(&get(&addr, &format!("/g/{token}")).await);
    assert!(
        !before.contains("id=\"graph\""),
        "no graph before the analysis"
    );
    w.analyse(SHOWN, finished).await;
    let page = get(&addr, &format!("/g/{token}")).await;
    let text = html(&page);
    assert!(text.contains("id=\"graph\"") && text.contains("<polyline points=\"0,"));
    assert!(text.contains("accuracy"), "each player's accuracy");
    // The judged moves are marked in the list and on the graph, each mark a link.
    let marks = ["class=\"j1\"", "class=\"j2\"", "class=\"j3\""]
        .iter()
        .map(|m| text.matches(m).count())
        .sum::<usize>();
    assert!(marks > 0, "a made-up game has judged moves");
    assert!(
        text.contains("<a href=\"?ply="),
        "graph marks link to their moves"
    );
    assert!(page.body.len() <= PAGE_BUDGET);
    let kif = get(&addr, &format!("/g/{token}/game.kif")).await.text();
    assert!(kif.contains("*評価値"), "the KIF carries the analysis");
}

async fn the_daily_puzzles_show_their_solution_only_the_day_after(db: TestDb) {
    use washogi_bot::commands::PuzzleOptions;
    use washogi_bot::store::PuzzleRow;
    const DAY: i64 = 86_400;
    let w = world(db).await;
    w.service
        .store()
        .add_puzzles(&[PuzzleRow {
            id: "mate1".into(),
            variant: washogi_bot::rules::VariantId::Shogi,
            sfen: "4k4/9/4P4/9/9/9/9/9/4K4 b G 1".into(),
            last_move: None,
            solution: "G*5b".into(),
            themes: "mateIn1".into(),
            source: "test".into(),
            guild_id: None,
            game_id: None,
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            plays: 0,
            added_at: 0,
        }])
        .await
        .unwrap();
    w.web(SHOWN, true).await;
    let addr = serve(&w.service, None).await;
    assert!(html(&get(&addr, "/s/10/puzzles").await).contains("No daily puzzles yet"));
    let r = w
        .service
        .handle(
            &alice(),
            SHOWN,
            Command::Puzzle(PuzzleOptions {
                daily: Some(true),
                channel: Some(30.into()),
                hour: Some(9),
                is_admin: true,
                ..PuzzleOptions::default()
            }),
        )
        .await;
    assert!(r.text().contains("9:00"), "{}", r.text());
    let midnight = crate::support::web::T0 - crate::support::web::T0 % DAY;
    w.clock.set(midnight + 9 * 3600);
    let posted = w.service.tick().await;
    assert!(
        posted.iter().any(|n| n.message.is_some()),
        "the daily puzzle is posted"
    );
    let day = midnight / DAY;
    let r = w
        .service
        .press(
            &bob(),
            SHOWN,
            crate::support::responses::button(&format!("solve:{day}")),
        )
        .await;
    assert!(r.text().contains("mate1"), "{}", r.text());
    w.clock.advance(600);
    w.service
        .handle(
            &bob(),
            SHOWN,
            Command::Puzzle(PuzzleOptions {
                answer: Some("G*5b".into()),
                ..PuzzleOptions::default()
            }),
        )
        .await;
    let today = html(&get(&addr, "/s/10/puzzles").await);
    assert!(today.contains("Sente to move and mate in 1"), "{today}");
    assert!(today.contains("Solved by 1 member"), "{today}");
    assert!(today.contains("The solution is shown the day after"));
    assert!(
        !today.contains("Gold"),
        "no solution before the bot shows it"
    );
    let board = get(&addr, &format!("/s/10/puzzles/{day}.svg")).await;
    assert_eq!(
        (board.status, board.header("content-type")),
        (200, Some("image/svg+xml"))
    );
    assert_eq!(
        get(&addr, &format!("/s/10/puzzles/{}.svg", day + 1))
            .await
            .status,
        404
    );
    // The next day, the bot shows the solution in the channel, and the page too.
    w.clock.set(midnight + DAY + 9 * 3600);
    w.service.tick().await;
    let archive = html(&get(&addr, "/s/10/puzzles").await);
    assert!(archive.contains("Gold"), "{archive}");
    assert!(
        archive.contains("Fastest: Bob Takeda (10 min)"),
        "{archive}"
    );
}

async fn a_live_games_clocks_are_on_its_page(db: TestDb) {
    use washogi_bot::decide::clock::TimeControl;
    let w = world(db).await;
    w.web(SHOWN, true).await;
    let r = w
        .service
        .start(
            &alice(),
            SHOWN,
            washogi_bot::game::StartOptions {
                opponent: Some(bob()),
                variant: "shogi".parse().unwrap(),
                color: washogi_bot::store::ColorChoice::Sente,
                days: None,
                rated: false,
                level: None,
                sfen: None,
                handicap: None,
                thread: None,
                clock: Some(TimeControl::parse("10+30").unwrap()),
            },
        )
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    w.service.accept(&bob(), SHOWN, 1).await;
    let game = w
        .service
        .store()
        .active_games(SHOWN.venue, None)
        .await
        .unwrap()[0]
        .id;
    let addr = serve(&w.service, None).await;
    let page = html(&get(&addr, &format!("/g/{}", w.token(game).await)).await);
    assert!(page.contains("clock 10+30"), "the time control");
    assert!(
        page.contains("id=\"clock-sente\">10:00 +30s</span>"),
        "{page}"
    );
    assert!(
        page.contains("data-running=\"sente\""),
        "sente's clock runs"
    );
    assert!(page.contains("data-main=\"600000\" data-byoyomi=\"30000\""));
}

/// `washogi-bot web`'s store: every page reads through it, and nothing can be
/// written through it, on either database.
async fn the_pages_read_through_a_store_that_cannot_write(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    w.web(SHOWN, true).await;
    let store = washogi_bot::store::Store::open_read_only(&w.url)
        .await
        .unwrap();
    let reader =
        washogi_bot::game::Service::new(store.clone(), std::sync::Arc::new(w.clock.clone()));
    let addr = serve(&reader, None).await;
    let token = w.token(finished).await;
    for path in [
        format!("/g/{token}"),
        format!("/g/{token}/b/3.svg"),
        format!("/g/{token}/game.kif"),
        "/s/10".to_string(),
        "/s/10/ladder/wa".to_string(),
        "/s/10/ratings/wa".to_string(),
        "/s/10/puzzles".to_string(),
    ] {
        assert_eq!(get(&addr, &path).await.status, 200, "{path}");
    }
    assert!(
        store.set_server_web(SHOWN.venue, false, 0).await.is_err(),
        "a write through the pages' store fails"
    );
    assert!(store.upsert_player(alice().id, "mallory", 0).await.is_err());
    assert_eq!(
        get(&addr, &format!("/g/{token}")).await.status,
        200,
        "still shown"
    );
}

/// The page stays within its budget for a long game, analysed (each move a line
/// in both notations, many marked).
async fn a_300_move_games_page_stays_under_100_kb(db: TestDb) {
    let w = world(db).await;
    let game = w.start(SHOWN, &alice(), &bob(), "wa").await;
    w.play(SHOWN, game, 300).await;
    w.service.confirm_resign(&alice(), SHOWN, game).await;
    w.analyse(SHOWN, game).await;
    w.web(SHOWN, true).await;
    let addr = serve(&w.service, None).await;
    let page = get(&addr, &format!("/g/{}", w.token(game).await)).await;
    let text = html(&page);
    assert!(text.contains("<li data-ply=\"300\"") && text.contains("id=\"graph\""));
    eprintln!("a 300-move analysed game's page: {} bytes", page.body.len());
    assert!(page.body.len() <= PAGE_BUDGET, "{} bytes", page.body.len());
}

async fn hostile_requests_are_refused_with_4xx_and_the_server_lives_on(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    w.web(SHOWN, true).await;
    let addr = serve(&w.service, None).await;
    let token = w.token(finished).await;
    let long = "a".repeat(5000);
    let paths = [
        "/g/../../etc/passwd".to_string(),
        "/g/%2e%2e%2fCargo.toml".to_string(),
        "/static/..%2f..%2fCargo.toml".to_string(),
        "/static/site.css.map".to_string(),
        "/g/0000".to_string(),
        format!("/g/{}", token.to_uppercase()),
        format!("/g/{token}%00"),
        format!("/g/{token}/b/-1.svg"),
        format!("/g/{token}/b/99999999999999999999.svg"),
        format!("/g/{token}/b/1.gif"),
        format!("/g/{token}/b/%2e%2e.svg"),
        format!("/g/{token}/game.exe"),
        format!("/g/{token}?ply=-5"),
        format!("/g/{token}?ply=1e9"),
        format!("/g/{token}?ply=99999999999999999999999"),
        format!("/g/{token}?pieces=%3Cscript%3E"),
        format!("/g/{token}/game.sfen?ply=999"),
        format!("/g/{token}?{long}"),
        format!("/g/{long}"),
        "/s/0".to_string(),
        "/s/-10".to_string(),
        "/s/99999999999999999999999999".to_string(),
        "/s/10/t/0".to_string(),
        "/s/10/t/abc".to_string(),
        "/s/10/puzzles/1.svg".to_string(),
        "/s/10/ladder/%3Cscript%3E".to_string(),
        "/nothing/here".to_string(),
    ];
    for path in &paths {
        let a = get(&addr, path).await;
        assert!((400..500).contains(&a.status), "{path}: {}", a.status);
        assert!(!a.text().contains("<script>"), "{path} echoes nothing");
    }
    // The page clamps a move past the end to the last.
    assert_eq!(get(&addr, &format!("/g/{token}?ply=500")).await.status, 200);
    // Writing methods, huge headers and bodies, garbage.
    let requests: Vec<Vec<u8>> = vec![
        format!("POST /g/{token} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello").into_bytes(),
        b"DELETE /s/10 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".to_vec(),
        [
            b"PUT /g/x HTTP/1.1\r\nHost: x\r\nContent-Length: 20000000\r\nConnection: close\r\n\r\n".to_vec(),
            vec![b'x'; 1 << 20],
        ]
        .concat(),
        format!(
            "GET /s/10 HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\nConnection: close\r\n\r\n",
            "b".repeat(1 << 20)
        )
        .into_bytes(),
        format!("GET /{} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", "p".repeat(100_000)).into_bytes(),
        b"GARBAGE\r\n\r\n".to_vec(),
        b"GET / HTTP/9.9\r\n\r\n".to_vec(),
    ];
    for request in &requests {
        let a = raw(&addr, request).await;
        assert!(
            (400..500).contains(&a.status),
            "{:?}…: {}",
            String::from_utf8_lossy(&request[..request.len().min(40)]),
            a.status
        );
    }
    // Still serving.
    assert_eq!(get(&addr, &format!("/g/{token}")).await.status, 200);
    assert_eq!(get(&addr, "/").await.status, 200);
}

/// The root and the error pages speak the reader's language (`Accept-Language`):
/// Japanese when they rank it above English, English otherwise; an error page
/// keeps its status and headers whichever language it is in.
async fn the_root_and_error_pages_speak_the_readers_language(db: TestDb) {
    let w = world(db).await;
    let (finished, _) = games(&w).await;
    let addr = serve(&w.service, None).await;
    let ja = "Accept-Language: ja-JP,ja;q=0.9,en;q=0.5\r\n";
    let home = html(&get_with(&addr, "/", ja).await);
    assert!(
        home.contains("<html lang=\"ja\"") && home.contains("指された"),
        "{home}"
    );
    let home = html(&get(&addr, "/").await);
    assert!(home.contains("<html lang=\"en\"") && home.contains("played on Discord"));
    let english_first = "Accept-Language: en-GB, ja;q=0.3\r\n";
    assert!(html(&get_with(&addr, "/", english_first).await).contains("played on Discord"));
    let unknown = "Accept-Language: fr, de;q=0.5, *;q=0.1\r\n";
    assert!(html(&get_with(&addr, "/", unknown).await).contains("played on Discord"));

    // A handler's 404 (the server does not show its pages yet): the same status,
    // the same safety headers, the words in Japanese.
    let token = w.token(finished).await;
    let a = get_with(&addr, &format!("/g/{token}"), ja).await;
    assert_eq!(a.status, 404);
    assert_eq!(a.header("x-frame-options"), Some("DENY"));
    let text = a.text();
    assert!(
        text.contains("<html lang=\"ja\"") && text.contains("見つかりません"),
        "{text}"
    );
    let a = get(&addr, &format!("/g/{token}")).await;
    assert!(a.text().contains("Not found"), "{}", a.text());
    // The guard's own refusals too: a method that is not GET keeps its Allow.
    let request = format!(
        "POST / HTTP/1.1\r\nHost: {addr}\r\n{ja}Content-Length: 0\r\nConnection: close\r\n\r\n"
    );
    let a = raw(&addr, request.as_bytes()).await;
    assert_eq!(a.status, 405);
    assert_eq!(a.header("allow"), Some("GET, HEAD"));
    assert!(a.text().contains("閲覧のみ"), "{}", a.text());
}

both!(
    a_shown_games_page_has_its_board_moves_result_and_downloads,
    nothing_of_a_server_shows_until_an_admin_turns_it_on,
    a_servers_home_ladder_and_ratings,
    a_followed_game_streams_each_move,
    an_analysed_games_page_shows_its_graph_and_judged_moves,
    the_daily_puzzles_show_their_solution_only_the_day_after,
    a_live_games_clocks_are_on_its_page,
    the_pages_read_through_a_store_that_cannot_write,
    a_300_move_games_page_stays_under_100_kb,
    hostile_requests_are_refused_with_4xx_and_the_server_lives_on,
    the_root_and_error_pages_speak_the_readers_language,
);

/// `washogi-bot web` on a database it cannot read: one sentence, and a failure.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn washogi_bot_web_refuses_a_database_it_cannot_serve() {
    let dir = tempfile::tempdir().unwrap();
    let run = |url: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
            .args(["web", "--addr", "127.0.0.1:0"])
            .env("DATABASE_URL", url)
            .output()
            .unwrap()
    };
    let missing = format!("sqlite://{}", dir.path().join("none.db").display());
    let out = run(&missing);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("cannot open"),
        "{out:?}"
    );
    assert!(!dir.path().join("none.db").exists(), "nothing created");
    let old = format!("sqlite://{}", dir.path().join("old.db").display());
    washogi_bot::store::Store::schema_until(&old, 14)
        .await
        .unwrap();
    let out = run(&old);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("older schema"),
        "{out:?}"
    );
}
