//! `washogi-bot puzzles generate`, `puzzles verify` and `puzzles retheme`, run as the
//! binary: puzzles from a database's finished game with a mate-in-one blunder, and
//! from a tiny self-play run; the file re-checked; nothing written twice; a win
//! without check themed a mate refused, and re-themed.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use crate::support_db::{self, TestDb};
use washogi_bot::cli::puzzles::read_puzzles;
use washogi_bot::rules::VariantId;
use washogi_bot::store::Store;
use washogi_engine::puzzles::Theme;

fn bot(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_washogi-bot"))
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn ok(output: &Output) -> (String, String) {
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(output.status.success(), "failed: {stdout}\n{stderr}");
    (stdout, stderr)
}

const T: i64 = 1_700_000_000;

/// A finished game: `moves` as (USI, SFEN after).
async fn finished_game(db: &TestDb, id: i64, variant: &str, start: &str, moves: &[(&str, &str)]) {
    let last = moves.last().map_or(start, |m| m.1);
    db.exec(&format!(
        "INSERT INTO games (id, guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
         rated, ladder, status, result, ending, start_sfen, sfen, ply, created_at, updated_at, \
         finished_at, reminder_sent, rating_applied) VALUES ({id}, {}, 20, '{variant}', 1, 2, 3, \
         FALSE, FALSE, 'finished', 'sente', 'checkmate', '{start}', '{last}', {}, {T}, {T}, {T}, \
         FALSE, FALSE)",
        10 + id,
        moves.len()
    ))
    .await;
    for (i, (usi, after)) in moves.iter().enumerate() {
        db.exec(&format!(
            "INSERT INTO moves (game_id, ply, usi, sfen_after, played_at) \
             VALUES ({id}, {}, '{usi}', '{after}', {T})",
            i + 1
        ))
        .await;
    }
}

/// Gote's king steps into a gold drop mate, which sente plays: one puzzle, whose
/// source is the game; an active game and a game of another kind are not read.
async fn a_database_with_a_blunder(db: &TestDb) {
    Store::open(&db.url).await.unwrap().close().await;
    let start = "3k5/9/4P4/9/9/9/9/9/4K4 w G 1";
    let blunder = "4k4/9/4P4/9/9/9/9/9/4K4 b G 2";
    let mated = "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 3";
    finished_game(db, 7, "shogi", start, &[("6a5a", blunder), ("G*5b", mated)]).await;
    // The same blunder in a wa game and in a game still going: not read.
    finished_game(
        db,
        8,
        "wa",
        "5k5/11/5P5/11/11/11/11/11/11/11/K4O5 b - 1",
        &[],
    )
    .await;
    db.exec(&format!(
        "INSERT INTO games (id, guild_id, channel_id, variant, sente_id, gote_id, days_per_move, \
         rated, ladder, status, start_sfen, sfen, ply, created_at, updated_at, reminder_sent, \
         rating_applied) VALUES (9, 19, 20, 'shogi', 1, 2, 3, FALSE, FALSE, 'active', \
         '{start}', '{blunder}', 1, {T}, {T}, FALSE, FALSE)"
    ))
    .await;
    db.exec(&format!(
        "INSERT INTO moves (game_id, ply, usi, sfen_after, played_at) \
         VALUES (9, 1, '6a5a', '{blunder}', {T})"
    ))
    .await;
}

async fn the_store_reads_every_finished_game_of_a_kind(db: TestDb) {
    a_database_with_a_blunder(&db).await;
    let store = Store::open(&db.url).await.unwrap();
    let shogi = store
        .finished_games_for_puzzles(VariantId::Shogi)
        .await
        .unwrap();
    assert_eq!(shogi.len(), 1);
    assert_eq!(shogi[0].game_id.get(), 7);
    assert_eq!(shogi[0].start_sfen, "3k5/9/4P4/9/9/9/9/9/4K4 w G 1");
    assert_eq!(shogi[0].moves, ["6a5a", "G*5b"]);
    let wa = store
        .finished_games_for_puzzles(VariantId::Wa)
        .await
        .unwrap();
    assert_eq!(wa.len(), 1);
    assert!(wa[0].moves.is_empty());
    store.close().await;
}

both!(the_store_reads_every_finished_game_of_a_kind);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generate_from_a_database_finds_the_mate_and_writes_it_once() {
    let db = support_db::fresh(support_db::Backend::Sqlite)
        .await
        .unwrap();
    a_database_with_a_blunder(&db).await;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("shogi.jsonl");
    let out_s = out.to_str().unwrap();
    let args = [
        "puzzles",
        "generate",
        "--variant",
        "shogi",
        "--from-db",
        &db.url,
        "--out",
        out_s,
        "--scan-nodes",
        "2000",
        "--solve-nodes",
        "5000",
        "--verify-nodes",
        "10000",
    ];
    let (_, stderr) = ok(&bot(dir.path(), &args));
    assert!(stderr.contains("1 written"), "{stderr}");
    assert!(stderr.contains("an hour"), "{stderr}");
    let puzzles = read_puzzles(&out).unwrap();
    assert_eq!(puzzles.len(), 1, "{puzzles:?}");
    let p = &puzzles[0];
    assert_eq!(p.variant, VariantId::Shogi);
    assert_eq!(p.sfen, "4k4/9/4P4/9/9/9/9/9/4K4 b G 2");
    assert_eq!(p.last_move.as_deref(), Some("6a5a"));
    assert_eq!(p.solution, ["G*5b"]);
    assert_eq!(p.themes, [Theme::MateIn(1), Theme::Tsume]);
    assert_eq!(p.source, "game 7 ply 1");

    // Again: the puzzle is in the file already.
    let (_, stderr) = ok(&bot(dir.path(), &args));
    assert!(stderr.contains("0 written"), "{stderr}");
    assert!(stderr.contains("1 duplicates"), "{stderr}");
    assert_eq!(read_puzzles(&out).unwrap().len(), 1);

    let (stdout, _) = ok(&bot(
        dir.path(),
        &[
            "puzzles",
            "verify",
            "--in",
            out_s,
            "--verify-nodes",
            "10000",
        ],
    ));
    assert!(
        stdout.contains("1 checked, 0 with a second solution, 0 rejected"),
        "{stdout}"
    );
}

#[test]
fn generate_by_self_play_writes_verified_json_lines() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("wa-drops.jsonl");
    let out_s = out.to_str().unwrap();
    let (_, stderr) = ok(&bot(
        dir.path(),
        &[
            "puzzles",
            "generate",
            "--variant",
            "shogi",
            "--self-play",
            "2",
            // Seeds whose two games hold puzzles at these budgets with this
            // version's evaluation (the self-play is deterministic).
            "--seed",
            "106",
            "--play-nodes",
            "1000",
            "--solve-nodes",
            "5000",
            "--verify-nodes",
            "10000",
            "--out",
            out_s,
        ],
    ));
    assert!(
        stderr.contains("shogi 2/2 self-play shogi seed 107"),
        "{stderr}"
    );
    let puzzles = read_puzzles(&out).unwrap();
    assert!(!puzzles.is_empty(), "{stderr}");
    for p in &puzzles {
        assert!(p.source.starts_with("self-play shogi seed 10"), "{p:?}");
        assert_eq!(p.solution.len() % 2, 1);
        assert!(!p.themes.is_empty());
    }
    let (stdout, stderr) = ok(&bot(
        dir.path(),
        &[
            "puzzles",
            "verify",
            "--in",
            out_s,
            "--verify-nodes",
            "10000",
        ],
    ));
    assert!(
        stdout.contains(&format!(
            "{} checked, 0 with a second solution",
            puzzles.len()
        )),
        "{stdout}{stderr}"
    );
}

#[test]
fn verify_reports_a_second_solution_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.jsonl");
    // Either gold mates on 5b (and so does the pawn, promoting).
    std::fs::write(
        &file,
        r#"{"id":"shogi-0000000001","variant":"shogi","sfen":"4k4/9/3GPG3/9/9/9/9/9/4K4 b - 1","last_move":null,"solution":["4c5b"],"themes":["mateIn1","tsume"],"source":"hand-made","rating":1000.0}"#,
    )
    .unwrap();
    let output = bot(
        dir.path(),
        &["puzzles", "verify", "--in", file.to_str().unwrap()],
    );
    assert!(!output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("1 checked, 1 with a second solution"),
        "{stdout}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("second solution at move 1"), "{stderr}");
    // A missing file, and a line that is not a puzzle, are refused.
    let missing = bot(dir.path(), &["puzzles", "verify", "--in", "nothing.jsonl"]);
    assert!(!missing.status.success());
    std::fs::write(&file, "{\"id\": 1}\n").unwrap();
    let garbled = bot(
        dir.path(),
        &["puzzles", "verify", "--in", file.to_str().unwrap()],
    );
    assert!(!garbled.status.success());
    assert!(String::from_utf8_lossy(&garbled.stderr).contains("line 1"));
}

#[test]
fn verify_refuses_a_mate_theme_without_check_and_retheme_gives_no_moves() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("wa.jsonl");
    let file_s = file.to_str().unwrap();
    // Wa: gote's king alone on 1a; the Tenacious Falcon to 2c takes its three squares
    // without checking it. A win (no legal move), not a mate; themed mateIn1 here.
    let not_mate = r#"{"id":"wa-b0a4bb13b1","variant":"wa","sfen":"3+D6k/11/11/9+F1/11/11/11/11/11/6WVK2/8L2 b - 293","last_move":"1b1a","solution":["2d2c"],"themes":["mateIn1"],"source":"self-play wa seed 1636 ply 292","rating":1200.0}"#;
    // A mate with the wolf promoting, guarded by the oxcart: left as it is.
    let mate = r#"{"id":"wa-0000000002","variant":"wa","sfen":"5k5/11/5P5/11/11/11/11/11/11/11/K4O5 b - 1","last_move":null,"solution":["6c6b+"],"themes":["mateIn1","promotion"],"source":"hand-made","rating":1000.0}"#;
    std::fs::write(&file, format!("{not_mate}\n{mate}\n")).unwrap();
    let verify = [
        "puzzles",
        "verify",
        "--in",
        file_s,
        "--verify-nodes",
        "10000",
    ];
    let output = bot(dir.path(), &verify);
    assert!(!output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("2 checked, 0 with a second solution, 1 rejected"),
        "{stdout}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr
            .contains("wa-b0a4bb13b1 mateIn1: REJECTED: wrong themes; the solution fits [noMoves]"),
        "{stderr}"
    );

    let (stdout, stderr) = ok(&bot(dir.path(), &["puzzles", "retheme", "--in", file_s]));
    assert_eq!(
        stdout.trim(),
        "2 puzzles, 1 re-themed (mateIn1 → noMoves: 1)"
    );
    assert!(
        stderr.contains("line 1: wa-b0a4bb13b1 mateIn1 → noMoves"),
        "{stderr}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        text,
        format!(
            "{}\n{mate}\n",
            not_mate.replace(r#"["mateIn1"]"#, r#"["noMoves"]"#)
        )
    );
    let puzzles = read_puzzles(&file).unwrap();
    assert_eq!(puzzles[0].themes, [Theme::NoMoves]);
    let (stdout, _) = ok(&bot(dir.path(), &verify));
    assert!(
        stdout.contains("2 checked, 0 with a second solution, 0 rejected"),
        "{stdout}"
    );
    // Again: nothing to change, the file as it was.
    let (stdout, _) = ok(&bot(dir.path(), &["puzzles", "retheme", "--in", file_s]));
    assert_eq!(stdout.trim(), "2 puzzles, 0 re-themed");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}
