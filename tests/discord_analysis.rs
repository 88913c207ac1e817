//! Post-game analysis through the fake Discord: the Analyse button on a result post
//! answers with a progress message, edited as the analysis goes and finally into
//! the result (the graph as a picture, the worst moves as buttons); a SIGKILL in
//! the middle loses nothing (the restarted bot finishes from what was stored); a
//! second `/analyse` answers at once; a worst-move button shows its position.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::json;
use support::bot::*;
use support::fake_discord::{Call, FakeDiscord};

/// Every position searched for 150 ms: a dozen plies take a couple of seconds.
const ENV: &[(&str, &str)] = &[("WASHOGI_ANALYSIS_MS", "150")];

/// The edits of the analysis's progress message (the `/analyse` or Analyse
/// button's answer, read back as the interaction's original message).
fn progress_edits(discord: &FakeDiscord) -> Vec<Call> {
    discord.edits_of_original()
}

async fn wait_for_edit(discord: &FakeDiscord, what: &str, pred: impl Fn(&Call) -> bool) -> Call {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(c) = progress_edits(discord).into_iter().find(|c| pred(c)) {
            return c;
        }
        assert!(Instant::now() < deadline, "never saw {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Alice and Bob play a dozen plies of shogi; Bob resigns. The result post.
async fn a_finished_game(discord: &FakeDiscord) -> Call {
    alice_and_bob_play(
        discord,
        &[
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
        ],
    )
    .await;
    let moves = [
        "7g7f", "3c3d", "2g2f", "8c8d", "2f2e", "8d8e", "6i7h", "4a3b", "2e2d", "2c2d", "2h2d",
        "P*2c",
    ];
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { alice() } else { bob() };
        let id = discord.command(&who, "move", json!([opt("move", 3, json!(mv))]), &[], false);
        let answer = discord.callback(id).await;
        assert!(
            content(&answer).contains("played"),
            "{mv}: {}",
            content(&answer)
        );
    }
    // Still being played: refused, privately.
    let id = discord.command(&carol(), "analyse", json!([]), &[], false);
    let refused = discord.callback(id).await;
    assert_eq!(flags(&refused) & 64, 64);
    let id = discord.command(&bob(), "resign", json!([]), &[], false);
    let ask = discord.callback(id).await;
    let id = discord.press(
        &bob(),
        "resign:1",
        content(&ask),
        ask.json["data"]["components"].clone(),
    );
    discord.followups(id, 1).await.remove(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_runs_in_the_background_and_survives_a_restart() {
    let discord = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.db");
    let bot = Bot::start_with(&discord, &db, ENV);
    discord.wait_for_session(1).await;
    let result = a_finished_game(&discord).await;
    let buttons = custom_ids(&result.json["components"]);
    assert!(
        buttons
            .iter()
            .any(|(id, disabled)| id == "analyse:1" && !*disabled),
        "{buttons:?}"
    );
    // Carol, watching, presses Analyse: the answer is the progress message.
    let id = discord.press(
        &carol(),
        "analyse:1",
        content(&result),
        result.json["components"].clone(),
    );
    let answer = discord.callback(id).await;
    assert_eq!(
        answer.json["type"], 4,
        "a new message, not the result edited"
    );
    assert!(
        content(&answer).contains("Analysing game #1"),
        "{}",
        content(&answer)
    );
    // It goes on in the background; killed halfway.
    wait_for_edit(&discord, "progress", |c| content(c).contains("/13")).await;
    bot.kill();
    let before_restart = progress_edits(&discord).len();
    assert!(
        !progress_edits(&discord)
            .iter()
            .any(|c| content(c).contains("Analysis of game")),
        "killed before it finished"
    );
    let bot = Bot::start_with(&discord, &db, ENV);
    discord.wait_for_session(2).await;
    let done = wait_for_edit(&discord, "the result", |c| {
        content(c).contains("Analysis of game #1")
    })
    .await;
    assert!(progress_edits(&discord).len() > before_restart);
    assert!(has_png(&done), "the graph");
    assert!(content(&done).contains("accuracy"), "{}", content(&done));
    let worst = custom_ids(&done.json["components"]);
    assert!(worst.len() <= 3);
    assert!(worst
        .iter()
        .all(|(id, disabled)| id.starts_with("worst:1:") && !*disabled));
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());

    // Asked again: the result at once, no new analysis.
    let edits = progress_edits(&discord).len();
    let id = discord.command(
        &bob(),
        "analyse",
        json!([opt("game", 4, json!(1))]),
        &[],
        false,
    );
    let again = discord.callback(id).await;
    assert!(content(&again).contains("Analysis of game #1"));
    assert!(has_png(&again));
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(progress_edits(&discord).len(), edits);

    // A worst move, if the game had one: its position and the engine's line.
    if let Some((custom_id, _)) = worst.first() {
        let id = discord.press(
            &alice(),
            custom_id,
            content(&done),
            done.json["components"].clone(),
        );
        let shown = discord.callback(id).await;
        assert!(has_png(&shown));
        assert!(
            content(&shown).contains("The engine's best"),
            "{}",
            content(&shown)
        );
    }
    assert!(discord.refusals().is_empty(), "{:?}", discord.refusals());
    bot.stop();
}
