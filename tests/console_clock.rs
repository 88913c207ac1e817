//! The console runs the correspondence clock too: a game whose deadline passed
//! while nobody typed ends on time before the next line is answered.

use crate::support_db;

use std::sync::Arc;

use support_db::TestDb;

use washogi_bot::console;
use washogi_bot::game::{FakeClock, Service};
use washogi_bot::store::Store;

const T0: i64 = 1_800_000_000;

async fn run(
    service: &Service,
    clock: &FakeClock,
    files: &std::path::Path,
    script: &str,
) -> String {
    let mut out = Vec::new();
    console::run(service, clock, script.as_bytes(), &mut out, files)
        .await
        .unwrap();
    String::from_utf8(out).unwrap()
}

async fn a_deadline_passes_between_two_lines(db: TestDb) {
    let dir = tempfile::tempdir().unwrap();
    let url = db.url.clone();
    let clock = FakeClock::at(T0);
    let service = Service::new(Store::open(&url).await.unwrap(), Arc::new(clock.clone()));
    let files = dir.path().join("files");
    let out = run(
        &service,
        &clock,
        &files,
        "alice: /start opponent:bob variant:shogi color:sente days:1\nbob: accept 1\n",
    )
    .await;
    assert!(out.contains("Game #1 · Shogi begins"), "{out}");

    clock.advance(86_400 - 3600);
    let out = run(&service, &clock, &files, "bob: /games\n").await;
    assert!(
        out.contains("[posted, everyone sees] ⏰ @alice, your move"),
        "{out}"
    );

    clock.advance(3600);
    let out = run(&service, &clock, &files, "alice: /move 7g7f\n").await;
    assert!(
        out.contains("[posted, everyone sees] Game #1 · @alice did not move in time and loses on time. @bob wins!"),
        "{out}"
    );
    assert!(
        out.contains("Game #1 is already over") || out.contains("no active game"),
        "{out}"
    );
}

both!(a_deadline_passes_between_two_lines,);
