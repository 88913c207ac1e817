//! Tournaments through the fake Discord: the players, the commands and the posts
//! that tests/discord_tournaments.rs and tests/discord_round_robin.rs share.

use serde_json::{json, Value};

use super::bot::{content, opt};
use super::fake_discord::{self as fake, Call, FakeDiscord};

/// Player `n` (1, 2, …): their id and their user as Discord sends it.
pub fn user(n: u64) -> (u64, Value) {
    let id = 100_000_000_000_000_010 + n;
    (id, fake::user_json(id, &format!("player{n}"), false))
}

pub fn sub(name: &str, options: Value) -> Value {
    json!([{ "type": 1, "name": name, "options": options }])
}

/// The boards "game #N" of a round post: (game, sente id, gote id).
pub fn games(post: &str) -> Vec<(u64, u64, u64)> {
    post.lines()
        .filter(|l| l.starts_with("Board "))
        .map(|l| {
            let ids: Vec<u64> = l
                .split("<@")
                .skip(1)
                .map(|p| p.split('>').next().unwrap().parse().unwrap())
                .collect();
            let game = l.rsplit('#').next().unwrap().trim().parse().unwrap();
            (game, ids[0], ids[1])
        })
        .collect()
}

/// A player's number, from their id (to read a board).
pub fn who(id: u64) -> u64 {
    id - 100_000_000_000_000_010
}

pub async fn channel_post(discord: &FakeDiscord, what: &str) -> Call {
    let path = format!("/api/v10/channels/{}/messages", fake::CHANNEL_ID);
    discord
        .wait_for(what, 0, |c| {
            c.method == "POST" && c.path == path && content(c).contains(what)
        })
        .await
}

/// Player `n` resigns `game` (the command, then its confirmation button).
pub async fn resigns(discord: &FakeDiscord, n: u64, game: u64) {
    let (_, me) = user(n);
    let id = discord.command(
        &me,
        "resign",
        json!([opt("game", 4, json!(game))]),
        &[],
        false,
    );
    let ask = discord.callback(id).await;
    let id = discord.press(
        &me,
        &format!("resign:{game}"),
        content(&ask),
        ask.json["data"]["components"].clone(),
    );
    let done = discord.callback(id).await;
    assert!(content(&done).contains("resign"), "{}", content(&done));
}

/// Player `n` offers (or accepts) a draw in `game`.
pub async fn draws(discord: &FakeDiscord, n: u64, game: u64) -> String {
    let (_, me) = user(n);
    let id = discord.command(
        &me,
        "draw",
        json!([opt("game", 4, json!(game))]),
        &[],
        false,
    );
    content(&discord.callback(id).await).to_string()
}

/// Alice (Manage Server) creates a shogi tournament called `name`, with these
/// more options (`format`, `rounds`, …; unrated unless they say): its post.
pub async fn admin_creates(discord: &FakeDiscord, name: &str, more: &[Value]) -> Call {
    let mut options = vec![
        opt("name", 3, json!(name)),
        opt("variant", 3, json!("shogi")),
    ];
    if !more.iter().any(|o| o["name"] == "rated") {
        options.push(opt("rated", 5, json!(false)));
    }
    options.extend(more.iter().cloned());
    let id = discord.command_as_member(
        &super::bot::alice(),
        "tournament",
        sub("create", Value::Array(options)),
        32,
    );
    discord.callback(id).await
}

/// Players `players` join with the post's Join button; the post itself shows
/// them (each answer updates it).
pub async fn all_join(discord: &FakeDiscord, post: &Call, players: std::ops::RangeInclusive<u64>) {
    for n in players {
        let (_, me) = user(n);
        let id = discord.press(
            &me,
            "tjoin:1",
            content(post),
            post.json["data"]["components"].clone(),
        );
        let joined = discord.callback(id).await;
        assert_eq!(
            super::bot::callback_type(&joined),
            7,
            "{}",
            content(&joined)
        );
    }
}

/// Alice starts the tournament now: round 1's post.
pub async fn admin_starts(discord: &FakeDiscord) -> Call {
    let start = sub("start", json!([]));
    let id = discord.command_as_member(&super::bot::alice(), "tournament", start, 32);
    discord.callback(id).await
}

/// A round's boards as (sente, gote) player numbers.
pub fn seats(boards: &[(u64, u64, u64)]) -> Vec<(u64, u64)> {
    boards.iter().map(|&(_, s, g)| (who(s), who(g))).collect()
}

/// Bob (any member) asks for the current standings: the answer.
pub async fn standings_asked(discord: &FakeDiscord) -> Call {
    let id = discord.command(
        &super::bot::bob(),
        "tournament",
        sub("standings", json!([])),
        &[],
        false,
    );
    discord.callback(id).await
}
