//! Post-game analysis and hints through the service: refused while a game is played,
//! run in the background with its progress shown, each position stored as found (a
//! second `/analyse` answers at once, a restart resumes), the result with its graph
//! and worst-move buttons, the KIF record carrying the analysis, and hints in games
//! against the computer only, counted on the result.

use crate::positions::game_from;
use crate::support::responses::{analysis_to_run, button, custom_id};
use crate::support_db;

use std::sync::Arc;
use std::time::Duration;

use support_db::TestDb;
use washogi_bot::discord::markup;
use washogi_bot::game::{
    AnalysisSettings, ComputerSettings, ExportFormat, FakeClock, Notice, Place, Response, Service,
    StartOptions, User,
};
use washogi_bot::ids::{ChannelId, GameId, UserId};
use washogi_bot::store::{ColorChoice, Store};
use washogi_engine::Limits;

const T0: i64 = 1_800_000_000;
const HERE: Place = Place::new(10, 20);
const ELSEWHERE: Place = Place::new(11, 20);
const BOT: UserId = UserId::new(999);
/// Sente's rook walks next to gote's gold, which takes it: a planted blunder.
const HANGING_ROOK: &str = "4k4/6g2/9/9/9/9/9/7R1/4K4 b - 1";

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}
fn carol() -> User {
    User::new(1003, "carol")
}
fn computer() -> User {
    let mut u = User::new(BOT.get(), "washogi");
    u.bot = true;
    u
}

fn settings() -> AnalysisSettings {
    AnalysisSettings {
        budget: Limits::nodes(20_000),
        at_once: 1,
        progress_every: Duration::ZERO,
        hint_budget: Limits::nodes(20_000),
        shogi_engine: None,
    }
}

async fn service(url: &str, clock: &FakeClock) -> Service {
    Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone()))
        .with_analysis(settings())
        .with_computer(
            computer(),
            ComputerSettings {
                budget: Duration::from_millis(200),
            },
        )
}

/// Run a requested analysis to its end: what it posted.
async fn run(s: &Service, game: GameId) -> Vec<Notice> {
    let (out, mut said) = tokio::sync::mpsc::unbounded_channel();
    s.analysis().run_analysis(game, &out).await;
    drop(out);
    let mut notices = Vec::new();
    while let Some(n) = said.recv().await {
        notices.push(n);
    }
    notices
}

/// The hanging-rook game, played and resigned by bob... after alice's blunder.
async fn blundered_game(s: &Service) -> GameId {
    let id = game_from(s.store(), HERE, "shogi", HANGING_ROOK, T0).await;
    for (who, mv) in [(alice(), "2h2b+"), (bob(), "3b2b"), (alice(), "5i4h")] {
        let r = s.play_move(&who, HERE, Some(id), mv).await;
        assert!(!r.is_refusal(), "{mv}: {}", r.text());
    }
    let r = s.analyse(&carol(), HERE, Some(id)).await;
    assert!(r.is_refusal(), "still being played");
    assert!(
        markup(r.text()).contains("is still being played"),
        "{}",
        r.text()
    );
    assert_eq!(analysis_to_run(&r), None);
    let r = s.confirm_resign(&alice(), HERE, id).await;
    assert!(!r.is_refusal(), "{}", r.text());
    // The result post offers the analysis.
    let result = r.messages.iter().find(|m| {
        m.buttons
            .iter()
            .any(|b| custom_id(b) == format!("analyse:{id}"))
    });
    assert!(result.is_some(), "an Analyse button on the result");
    id
}

fn result_text(n: &Notice) -> String {
    markup(&n.edit.as_ref().expect("an edit").text)
}

async fn a_finished_game_is_analysed_in_the_background_and_stored(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = blundered_game(&s).await;
    // Another server cannot see it.
    let r = s.analyse(&carol(), ELSEWHERE, Some(id)).await;
    assert!(r.is_refusal());
    // Anyone in the server may ask.
    let r = s.analyse(&carol(), HERE, Some(id)).await;
    assert!(!r.is_refusal(), "{}", r.text());
    assert_eq!(analysis_to_run(&r), Some(id));
    assert!(
        markup(r.text()).contains(&format!("Analysing game #{id} · 0/4")),
        "{}",
        r.text()
    );
    // Asking again while it waits points to the first request.
    let again = s.analyse(&bob(), HERE, Some(id)).await;
    assert!(again.is_refusal() && markup(again.text()).contains("already"));
    s.analysis()
        .set_analysis_message(
            id,
            ChannelId::new(20),
            washogi_bot::ids::MessageId::new(555),
        )
        .await;
    let notices = run(&s, id).await;
    assert!(notices.len() >= 2, "progress, then the result");
    for n in &notices {
        let edit = n.edit.as_ref().expect("the progress message edited");
        assert_eq!(edit.message_id, 555);
        assert!(n.message.is_none());
    }
    assert!(notices
        .iter()
        .any(|n| result_text(n).contains(&format!("Analysing game #{id} · 1/4"))));
    let last = notices.last().unwrap().edit.as_ref().unwrap();
    let text = markup(&last.text);
    assert!(text.contains(&format!("Analysis of game #{id}")), "{text}");
    assert!(text.contains("▲ <@1001>: accuracy"), "{text}");
    assert!(text.contains("1 blunder"), "{text}");
    assert!(last.picture.as_ref().is_some_and(|p| p.bytes.len() > 1000));
    assert!(!last.buttons.is_empty() && last.buttons.len() <= 3);
    assert_eq!(custom_id(&last.buttons[0]), format!("worst:{id}:1"));
    // Every position stored, and the request finished.
    let evals = s.store().position_evals(id, "builtin").await.unwrap();
    assert_eq!(
        evals.iter().map(|e| e.ply).collect::<Vec<_>>(),
        [0, 1, 2, 3]
    );
    let request = s.store().analysis(id).await.unwrap().unwrap();
    assert_eq!(request.finished_at, Some(T0));
    assert!(s.analysis().analyses_waiting().await.is_empty());
    // A second /analyse answers at once with the same result.
    let r = s.analyse(&bob(), HERE, Some(id)).await;
    assert_eq!(analysis_to_run(&r), None);
    assert_eq!(markup(r.text()), text);
    assert!(r.messages[0].picture.is_some());
    // The worst move: its position with the two arrows, the engine's line in words.
    let r = s
        .press(&carol(), HERE, button(&format!("worst:{id}:1")))
        .await;
    assert!(!r.is_refusal(), "{}", r.text());
    let words = markup(r.text());
    assert!(words.contains("move 1"), "{words}");
    assert!(words.contains("blunder"), "{words}");
    assert!(words.contains("The engine's best"), "{words}");
    assert!(r.messages[0].picture.is_some());
    let r = s
        .press(&carol(), HERE, button(&format!("worst:{id}:9")))
        .await;
    assert!(r.is_refusal(), "no such move");
    // The KIF record carries the analysis.
    let r = s.export(&bob(), HERE, Some(id), ExportFormat::Kif).await;
    let kif = String::from_utf8(r.messages[0].file.as_ref().unwrap().bytes.clone()).unwrap();
    assert!(kif.contains("*評価値"), "{kif}");
    assert!(kif.contains("大悪手"), "{kif}");
    assert!(kif.contains("\n変化：1手\n"), "{kif}");
    let v = washogi_bot::rules::VariantId::Shogi.variant();
    let start = washogi_bot::rules::Position::from_sfen(v, HANGING_ROOK).unwrap();
    let read = washogi_bot::cli::analyse::read_kif(start, &kif).unwrap();
    assert_eq!(read.moves().len(), 3, "the main line reads back whole");
}

async fn a_restart_resumes_from_what_was_stored(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    let id = blundered_game(&s).await;
    let r = s.analyse(&carol(), HERE, Some(id)).await;
    assert_eq!(analysis_to_run(&r), Some(id));
    s.analysis()
        .set_analysis_message(
            id,
            ChannelId::new(20),
            washogi_bot::ids::MessageId::new(555),
        )
        .await;
    // Half of it was found before the process died: ply 3 and 2, stored.
    let full = run(&s, id).await;
    assert!(!full.is_empty());
    let found = s.store().position_evals(id, "builtin").await.unwrap();
    db.exec(&format!(
        "DELETE FROM position_evals WHERE game_id = {id} AND ply < 2"
    ))
    .await;
    db.exec(&format!(
        "UPDATE analyses SET finished_at = NULL WHERE game_id = {id}"
    ))
    .await;
    drop(s);
    let s = service(&db.url, &clock).await;
    assert_eq!(
        s.analysis().analyses_waiting().await,
        vec![id],
        "taken up again"
    );
    let notices = run(&s, id).await;
    let last = notices.last().unwrap();
    assert!(result_text(last).contains("Analysis of game"));
    let again = s.store().position_evals(id, "builtin").await.unwrap();
    assert_eq!(again.len(), 4);
    assert_eq!(
        again[2..],
        found[2..],
        "what was stored is kept, not searched again"
    );
    assert!(s.analysis().analyses_waiting().await.is_empty());
}

async fn hints_only_against_the_computer_and_counted(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    // Between people: refused.
    let id = game_from(s.store(), HERE, "shogi", HANGING_ROOK, T0).await;
    let r = s.hint(&alice(), HERE, Some(id)).await;
    assert!(r.is_refusal() && markup(r.text()).contains("against the computer only"));
    // Against the computer: the engine's move, privately, with an arrow.
    let r = s
        .start(
            &alice(),
            HERE,
            StartOptions {
                opponent: Some(computer()),
                variant: "wa".parse().unwrap(),
                color: ColorChoice::Sente,
                level: Some(1),
                ..StartOptions::default()
            },
        )
        .await;
    let text = markup(r.text());
    let game: i64 = text
        .split("Game #")
        .nth(1)
        .and_then(|t| t.split('*').next())
        .and_then(|t| t.parse().ok())
        .unwrap();
    let game = GameId::new(game);
    let r: Response = s.hint(&alice(), HERE, Some(game)).await;
    assert!(r.messages[0].private, "only alice sees it");
    assert!(markup(r.text()).contains("Hint for game"), "{}", r.text());
    assert!(r.messages[0].picture.is_some());
    // Only the player, on their move.
    assert!(s.hint(&carol(), HERE, Some(game)).await.is_refusal());
    assert_eq!(s.store().hints_taken(game).await.unwrap(), 1);
    // The same position twice counts once.
    s.hint(&alice(), HERE, Some(game)).await;
    assert_eq!(s.store().hints_taken(game).await.unwrap(), 1);
    let r = s.confirm_resign(&alice(), HERE, game).await;
    let said: String = r.messages.iter().map(|m| markup(&m.text)).collect();
    assert!(said.contains("1 hint was taken in this game"), "{said}");
    // Over: no more hints.
    assert!(s.hint(&alice(), HERE, Some(game)).await.is_refusal());
}

/// The outside USI engine for shogi, chosen once as the engine crate's
/// `tests/external_usi.rs` chooses, and said on standard error (written there
/// directly: the test harness captures `eprintln!`): the program named by
/// `WASHOGI_TEST_USI_ENGINE`, else Debian's Fairy-Stockfish if installed (`.ci/run`
/// installs it), else the bot's own `washogi-bot usi`, through a script that `exec`s
/// it (the setting is a path, without arguments).
fn outside_engine() -> &'static std::path::Path {
    use std::io::Write;
    use std::path::{Path, PathBuf};
    static PATH: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    PATH.get_or_init(|| {
        const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";
        let named = std::env::var_os("WASHOGI_TEST_USI_ENGINE").filter(|p| !p.is_empty());
        let (path, why) = if let Some(named) = named {
            let path = PathBuf::from(named);
            assert!(
                path.exists(),
                "WASHOGI_TEST_USI_ENGINE: no program at {}",
                path.display()
            );
            let why = format!("{} (WASHOGI_TEST_USI_ENGINE)", path.display());
            (path, why)
        } else if Path::new(FAIRY_STOCKFISH).exists() {
            let why = format!("{FAIRY_STOCKFISH} (installed)");
            (PathBuf::from(FAIRY_STOCKFISH), why)
        } else {
            let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("washogi-bot-usi");
            let binary = env!("CARGO_BIN_EXE_washogi-bot");
            let text = format!("#!/bin/sh\nexec '{}' usi\n", binary.replace('\'', "'\\''"));
            // Written only when it differs: a file being written cannot be run.
            if std::fs::read_to_string(&path).ok().as_deref() != Some(&text) {
                std::fs::write(&path, &text).unwrap();
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
            }
            let why = "washogi-bot usi (no outside USI engine installed; set \
                       WASHOGI_TEST_USI_ENGINE to use one)";
            (path, why.to_string())
        };
        let _ = writeln!(
            std::io::stderr(),
            "outside-engine analysis test: engine = {why}"
        );
        path
    })
}

/// `WASHOGI_SHOGI_ENGINE`: shogi is analysed by the outside engine
/// ([`outside_engine`]), its evaluations stored under its file name; Wa Shogi stays
/// with the built-in engine.
async fn shogi_with_an_outside_engine(db: TestDb) {
    let clock = FakeClock::at(T0);
    let engine = outside_engine();
    let outside = AnalysisSettings {
        shogi_engine: Some(engine.to_path_buf()),
        ..settings()
    };
    let s = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()))
        .with_analysis(outside);
    let id = blundered_game(&s).await;
    let r = s.analyse(&carol(), HERE, Some(id)).await;
    assert_eq!(analysis_to_run(&r), Some(id));
    let notices = run(&s, id).await;
    let result = notices
        .last()
        .and_then(|n| n.message.as_ref())
        .expect("posted anew");
    let text = markup(&result.text);
    assert!(text.contains("1 blunder"), "{text}");
    assert_eq!(
        s.store()
            .position_evals(id, &engine.file_name().unwrap().to_string_lossy())
            .await
            .unwrap()
            .len(),
        4
    );
    assert!(s
        .store()
        .position_evals(id, "builtin")
        .await
        .unwrap()
        .is_empty());
}

both!(
    shogi_with_an_outside_engine,
    a_finished_game_is_analysed_in_the_background_and_stored,
    a_restart_resumes_from_what_was_stored,
    hints_only_against_the_computer_and_counted,
);
