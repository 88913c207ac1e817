//! The web pages in a real browser: Debian's Chromium, headless, driven through the
//! DevTools protocol (`support/cdp.rs`) against `washogi-bot web` itself, started
//! on 127.0.0.1 beside a database the service played games in. A finished Wa game is
//! stepped to move 10 with the → key, and the board is read to show move 10; an
//! ongoing game is followed while a move is played, and the page shows it without
//! reloading; a private server's pages answer 404.
//!
//! With `WASHOGI_SCREENSHOTS=DIR`, the pages are also saved there as PNG, at a
//! desktop's and a phone's width (the README's pictures).

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

use serde_json::json;

use crate::support::cdp::Browser;
use crate::support::web::{alice, bob, carol, dave, get, world, World, PRIVATE, SHOWN};
use crate::support_db::{self, Backend};
use washogi_bot::render::{render_position_svg, RenderOptions};
use washogi_bot::rules::usi;

/// `washogi-bot web` on a free port of 127.0.0.1, killed when dropped.
struct Pages {
    child: Child,
    base: String,
}

impl Drop for Pages {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_pages(url: &str) -> Pages {
    let mut child = Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(["web", "--addr", "127.0.0.1:0"])
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .env_remove("WEB_PUBLIC_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("washogi-bot web starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let base = line
        .trim()
        .strip_prefix("web: listening on ")
        .unwrap_or_else(|| panic!("the address it listens on: {line:?}"))
        .to_string();
    Pages { child, base }
}

/// Save a screenshot when asked to (`WASHOGI_SCREENSHOTS`).
fn keep(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("WASHOGI_SCREENSHOTS") {
        let path = std::path::Path::new(&dir).join(name);
        std::fs::write(&path, png).unwrap();
        eprintln!("screenshot: {}", path.display());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_steps_follows_and_is_refused_what_is_private() {
    let Some(mut browser) = Browser::launch().await else {
        return;
    };
    let db = support_db::fresh(Backend::Sqlite).await.unwrap();
    let w: World = world(db).await;
    // A finished Wa game (Bob resigns after 30 moves), an ongoing one, a tournament,
    // and a game on a server that keeps its pages private.
    let finished = w.start(SHOWN, &alice(), &bob(), "wa").await;
    w.play(SHOWN, finished, 30).await;
    let r = w.service.confirm_resign(&bob(), SHOWN, finished).await;
    assert!(!r.is_refusal(), "{}", r.text());
    w.analyse(SHOWN, finished).await;
    let ongoing = w.start(SHOWN, &carol(), &dave(), "wa-drops").await;
    w.play(SHOWN, ongoing, 9).await;
    let tournament = w.tournament(SHOWN).await;
    let hidden = w.start(PRIVATE, &alice(), &bob(), "shogi").await;
    w.play(PRIVATE, hidden, 3).await;
    w.web(SHOWN, true).await;
    let pages = start_pages(&w.url);
    let addr = pages.base.trim_start_matches("http://").to_string();

    // A finished game, stepped to move 10 with the → key.
    let token = w.token(finished).await;
    let mut tab = browser.tab(1280, 900, false).await;
    tab.open(&format!("{}/g/{token}?ply=0", pages.base)).await;
    assert_eq!(
        tab.eval("document.getElementById('board').dataset.ply")
            .await,
        json!("0")
    );
    tab.eval("window.stayed = 'this page'").await;
    for _ in 0..10 {
        tab.press("ArrowRight").await;
    }
    let shown = "(() => { const b = document.getElementById('board'); \
                 return b.dataset.ply === '10' && b.complete && b.naturalWidth > 0 \
                 && new URL(b.src).pathname.endsWith('/b/10.svg'); })()";
    assert!(tab.wait_for(shown).await, "the board shows move 10");
    assert_eq!(
        tab.eval("window.stayed").await,
        json!("this page"),
        "no reload"
    );
    assert_eq!(tab.eval("location.search").await, json!("?ply=10"));
    assert_eq!(
        tab.eval("document.querySelector('#moves li.now').dataset.ply")
            .await,
        json!("10")
    );
    let caption = tab
        .eval("document.getElementById('caption').textContent")
        .await;
    let moves = w.service.store().moves(finished).await.unwrap();
    assert!(
        caption.as_str().unwrap().contains("Move 10 of 30")
            && caption.as_str().unwrap().contains(&moves[9].usi),
        "{caption}"
    );
    // What the browser shows is the board after move 10, as the render crate draws it.
    let src = tab.eval("document.getElementById('board').src").await;
    let path = src
        .as_str()
        .unwrap()
        .trim_start_matches(&pages.base)
        .to_string();
    let svg = get(&addr, &path).await;
    let positions = w.positions(finished).await;
    let expected = render_position_svg(
        &positions[10],
        &RenderOptions {
            last_move: Some(usi::parse_usi(positions[0].variant(), &moves[9].usi).unwrap()),
            sente_name: Some("Alice Ōyama".into()),
            gote_name: Some("Bob Takeda".into()),
            ..RenderOptions::default()
        },
    )
    .unwrap();
    assert_eq!(svg.text(), expected, "the board of move 10");
    // ← goes back one, End to the last move.
    tab.press("ArrowLeft").await;
    assert!(
        tab.wait_for("document.getElementById('board').dataset.ply === '9'")
            .await
    );
    tab.press("End").await;
    assert!(
        tab.wait_for("document.getElementById('board').dataset.ply === '30'")
            .await
    );
    // A click on the analysis's graph goes to that move.
    tab.open(&format!("{}/g/{token}?ply=18", pages.base)).await;
    assert!(
        tab.wait_for("document.getElementById('board').complete")
            .await
    );
    keep("web-game.png", &tab.screenshot(true).await);
    let clicked = tab
        .eval(
            "(() => { const g = document.getElementById('graph'); const r = g.getBoundingClientRect(); \
             g.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.left + r.width / 2, \
             clientY: r.top + r.height / 2 })); return document.getElementById('board').dataset.ply; })()",
        )
        .await;
    assert_eq!(
        clicked,
        json!("15"),
        "the middle of the graph is move 15 of 30"
    );

    // An ongoing game, followed: a move played while the page is open shows up.
    let token = w.token(ongoing).await;
    tab.open(&format!("{}/g/{token}", pages.base)).await;
    assert_eq!(
        tab.eval("document.querySelectorAll('#moves li[data-ply]').length")
            .await,
        json!(10)
    );
    tab.eval("window.stayed = 'still here'").await;
    // The page's stream is open before the move (its first event is the game now).
    assert!(
        tab.wait_for("!!window.EventSource && document.getElementById('live') !== null")
            .await
    );
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let played = w.play(SHOWN, ongoing, 1).await;
    let updated = format!(
        "document.querySelectorAll('#moves li[data-ply]').length === 11 \
         && document.getElementById('board').dataset.ply === '10' \
         && document.querySelector('#moves li[data-ply=\"10\"] i').textContent === '{}'",
        played[0]
    );
    assert!(
        tab.wait_for(&updated).await,
        "the new move shows without a reload"
    );
    assert_eq!(
        tab.eval("window.stayed").await,
        json!("still here"),
        "no reload"
    );

    // The tournament page.
    tab.open(&format!("{}/s/10/t/{tournament}", pages.base))
        .await;
    let text = tab.eval("document.body.innerText").await;
    let text = text.as_str().unwrap();
    assert!(
        text.contains("Spring Cup 2027") && text.contains("Crosstable"),
        "{text}"
    );
    assert_eq!(
        tab.eval("document.querySelectorAll('a[href^=\"/g/\"]').length")
            .await,
        json!(4)
    );
    keep("web-tournament.png", &tab.screenshot(true).await);
    tab.open(&format!("{}/s/10", pages.base)).await;
    let links = tab
        .eval("document.querySelectorAll('a[href^=\"/g/\"]').length")
        .await;
    assert!(links.as_u64().unwrap() >= 6, "the server's games: {links}");
    keep("web-server.png", &tab.screenshot(true).await);

    // A private server's pages answer 404.
    let hidden_token = w.token(hidden).await;
    for path in [
        format!("/g/{hidden_token}"),
        "/s/11".to_string(),
        "/s/11/ladder/shogi".to_string(),
    ] {
        tab.open(&format!("{}{path}", pages.base)).await;
        assert_eq!(
            tab.eval("performance.getEntriesByType('navigation')[0].responseStatus")
                .await,
            json!(404),
            "{path}"
        );
        let body = tab.eval("document.body.innerText").await;
        assert!(body.as_str().unwrap().contains("Not found"), "{body}");
    }
    drop(tab);

    // On a phone.
    let mut phone = browser.tab(390, 844, true).await;
    let token = w.token(finished).await;
    phone
        .open(&format!("{}/g/{token}?ply=18", pages.base))
        .await;
    assert!(
        phone
            .wait_for("document.getElementById('board').complete")
            .await
    );
    // Nothing wider than the phone's screen.
    assert_eq!(
        phone
            .eval("document.documentElement.scrollWidth <= window.innerWidth")
            .await,
        json!(true)
    );
    keep("web-game-phone.png", &phone.screenshot(false).await);
    phone
        .open(&format!("{}/s/10/t/{tournament}", pages.base))
        .await;
    keep("web-tournament-phone.png", &phone.screenshot(false).await);
}
