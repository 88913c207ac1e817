//! Tournaments played out through the fake Discord, every step
//! a real interaction or a clock post:
//!
//! - a 4-player round-robin: FIDE's Berger table, a resignation, a draw by
//!   agreement, a player who never moves (a forfeit by the clock), and a
//!   withdrawal mid-event; Sonneborn–Berger checked against values computed by
//!   hand (the same event as tests/service_tournaments.rs);
//! - a 6-player Swiss of 3 rounds: a time forfeit in round 1, a withdrawal in
//!   round 2 that leaves round 3 odd (a bye); the pairings are bbpPairings' (the
//!   same rounds are golden files of crates/washogi-pairing/tests/data), the
//!   final Buchholz cut-1 and Sonneborn–Berger computed by hand with FIDE's
//!   virtual-opponent rule for unplayed games.

use crate::support;

use serde_json::json;
use sqlx::Connection;
use support::bot::*;
use support::events::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_played_out_through_discord() {
    let (discord, dir, bot) = connected_bot(&[]).await;
    let post = admin_creates(
        &discord,
        "Winter Cup",
        &[opt("format", 3, json!("round-robin"))],
    )
    .await;
    all_join(&discord, &post, 1..=4).await;
    let round1 = admin_starts(&discord).await;
    let r1 = games(content(&round1));
    // FIDE's Berger table for 4 (seeds by rating, all new, then by joining):
    // 1–4, 2–3 / 4–3, 1–2 / 2–4, 3–1.
    assert_eq!(seats(&r1), [(1, 4), (2, 3)], "{}", content(&round1));
    resigns(&discord, 4, r1[0].0).await;
    draws(&discord, 2, r1[1].0).await;
    let agreed = draws(&discord, 3, r1[1].0).await;
    assert!(agreed.contains("draw"), "{agreed}");

    let round2 = channel_post(&discord, "round 2 of 3").await;
    let r2 = games(content(&round2));
    assert_eq!(seats(&r2), [(4, 3), (1, 2)], "{}", content(&round2));
    // The round's post shows the standings after round 1.
    assert!(
        content(&round2).contains("standings after round 1"),
        "{}",
        content(&round2)
    );
    resigns(&discord, 2, r2[1].0).await;
    // Player 4 never moves: their deadline passes (the test moves it, as days
    // would) and the clock ends the game on time — a forfeit.
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("UPDATE games SET deadline = 1 WHERE id = ?")
        .bind(r2[0].0 as i64)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let timeout = channel_post(&discord, "did not move").await;
    assert!(
        content(&timeout).contains(&format!("Game #{}", r2[0].0)),
        "{}",
        content(&timeout)
    );

    let round3 = channel_post(&discord, "round 3 of 3").await;
    let r3 = games(content(&round3));
    assert_eq!(seats(&r3), [(2, 4), (3, 1)], "{}", content(&round3));
    // Player 4 withdraws: their game is resigned for them, no more pairings.
    let (_, four) = user(4);
    let id = discord.command(&four, "tournament", sub("leave", json!([])), &[], false);
    let left = discord.callback(id).await;
    assert!(content(&left).contains("withdraws"), "{}", content(&left));
    resigns(&discord, 1, r3[1].0).await;

    let over = channel_post(&discord, "Final standings").await;
    let (p1, p2, p3, p4) = (user(1).0, user(2).0, user(3).0, user(4).0);
    assert!(
        content(&over).contains(&format!("<@{p3}> wins")),
        "{}",
        content(&over)
    );
    // By hand: p3 ½ + 1 (forfeit) + 1 = 2½; p1 1 + 1 + 0 = 2; p2 ½ + 0 + 1 (p4
    // withdrew) = 1½; p4 0. Sonneborn–Berger: p3 = p2's 1½ × ½ + p4's 0 + p1's 2 =
    // 2.75; p1 = p4's 0 + p2's 1½ = 1.50; p2 = p3's 2½ × ½ + p4's 0 = 1.25.
    let table = standings_asked(&discord).await;
    let lines: Vec<&str> = content(&table).lines().skip(1).take(4).collect();
    assert_eq!(
        lines,
        [
            format!("1. <@{p3}> — 2½ (SB 2.75)"),
            format!("2. <@{p1}> — 2 (SB 1.50)"),
            format!("3. <@{p2}> — 1½ (SB 1.25)"),
            format!("4. <@{p4}> — 0 (SB 0.00)"),
        ],
        "{}",
        content(&table)
    );
    assert!(content(&table).contains("```"), "the crosstable");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_six_played_out_through_discord() {
    let (discord, dir, bot) = connected_bot(&[]).await;
    let post = admin_creates(&discord, "Autumn Swiss", &[opt("rounds", 4, json!(3))]).await;
    all_join(&discord, &post, 1..=6).await;
    let round1 = admin_starts(&discord).await;
    let r1 = games(content(&round1));
    // C.04.3: the top half against the bottom half, colours alternating.
    assert_eq!(seats(&r1), [(1, 4), (5, 2), (3, 6)], "{}", content(&round1));
    // 1 beats 4; 5 never moves (2 wins by forfeit); 3 and 6 draw.
    resigns(&discord, 4, r1[0].0).await;
    draws(&discord, 3, r1[2].0).await;
    draws(&discord, 6, r1[2].0).await;
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("UPDATE games SET deadline = 1 WHERE id = ?")
        .bind(r1[1].0 as i64)
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let round2 = channel_post(&discord, "round 2 of 3").await;
    let r2 = games(content(&round2));
    assert_eq!(seats(&r2), [(2, 1), (4, 3), (6, 5)], "{}", content(&round2));
    // 5 withdraws (their game is resigned for them); the lower seat loses the rest.
    let (_, five) = user(5);
    let id = discord.command(&five, "tournament", sub("leave", json!([])), &[], false);
    let left = discord.callback(id).await;
    assert!(content(&left).contains("withdraws"), "{}", content(&left));
    resigns(&discord, 1, r2[0].0).await;
    resigns(&discord, 3, r2[1].0).await;
    let round3 = channel_post(&discord, "round 3 of 3").await;
    let r3 = games(content(&round3));
    assert_eq!(seats(&r3), [(4, 2), (1, 6)], "{}", content(&round3));
    assert!(
        content(&round3).contains(&format!("<@{}> has the bye", user(3).0)),
        "{}",
        content(&round3)
    );
    resigns(&discord, 2, r3[0].0).await;
    resigns(&discord, 1, r3[1].0).await;
    let over = channel_post(&discord, "Final standings").await;
    // By hand. Points: p6 ½+1+1 = 2½; p2 1(forfeit)+1+0 = 2; p4 0+1+1 = 2;
    // p3 ½+0+1(bye) = 1½; p1 1+0+0 = 1; p5 0.
    // Scores others see (unplayed rounds as draws): p1 1, p2 ½+1+0 = 1½,
    // p3 ½+0+½ = 1, p4 2, p5 ½+0+½ = 1, p6 2½. Virtual opponents for one's own
    // unplayed rounds (score before + the opposite result + ½ a later round):
    // p2's round 1: 0+0+1 = 1; p3's bye: ½+0+0 = ½; p5's forfeit: 0+1+1 = 2,
    // p5's absence: 0+1+0 = 1.
    // Buchholz cut-1: p6 1+1+1−1 = 2; p2 1+1+2−1 = 3; p4 1+1+1½−1 = 2½;
    // p3 2½+2+½−½ = 4½; p1 2+1½+2½−1½ = 4½; p5 2+2½+1−1 = 4½.
    // Sonneborn–Berger: p6 ½·1+1+1 = 2.50; p2 1·1+1·1+0 = 2.00;
    // p4 0+1·1+1·1½ = 2.50; p3 ½·2½+0+1·½ = 1.75; p1 1·2 = 2.00; p5 0.
    let name = |n: u64| format!("<@{}>", user(n).0);
    let lines: Vec<&str> = content(&over).lines().skip(1).take(6).collect();
    assert_eq!(
        lines,
        [
            format!("1. {} — 2½ (Buchholz cut-1 2, SB 2.50)", name(6)),
            format!("2. {} — 2 (Buchholz cut-1 3, SB 2.00)", name(2)),
            format!("3. {} — 2 (Buchholz cut-1 2½, SB 2.50)", name(4)),
            format!("4. {} — 1½ (Buchholz cut-1 4½, SB 1.75)", name(3)),
            format!("5. {} — 1 (Buchholz cut-1 4½, SB 2.00)", name(1)),
            format!("6. {} — 0 (Buchholz cut-1 4½, SB 0.00)", name(5)),
        ],
        "{}",
        content(&over)
    );
    assert!(content(&over).contains(&format!("{} wins", name(6))));
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}
