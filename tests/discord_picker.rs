//! Moves chosen by tapping, through the fake Discord: the Move button of a board
//! post opens a private picker (type 4, ephemeral, the board attached, a string
//! select of the pieces); each choice rewrites it (type 7: the board redrawn with
//! the piece's destinations marked, a select of them, promotion asked with two
//! buttons where it is optional); the move is played as a typed one, publicly.
//! A whole Wa Shogi game and a wa-drops game (a promotion chosen, a drop made) are
//! played only through it; a stale picker and a player not to move are refused
//! privately; pages hold 25 choices; a live game is picked on its clock. Every
//! payload passes the fake's checks of Discord's rules
//! (tests/support/discord_rules.rs: selects included).

use crate::support;

use serde_json::{json, Value};
use support::bot::*;
use support::fake_discord::{Call, FakeDiscord};
use washogi_bot::rules::{usi, Move, Position, Variant};

/// A message's components, whether it was an interaction's answer (`data`) or a
/// follow-up.
fn components(call: &Call) -> Value {
    if call.json["data"].is_object() {
        call.json["data"]["components"].clone()
    } else {
        call.json["components"].clone()
    }
}

/// The string select of a message: its custom id and its options' (label, value).
fn select(call: &Call) -> Option<(String, Vec<(String, String)>)> {
    let rows = components(call);
    let select = rows
        .as_array()?
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == 3)?;
    let options = select["options"]
        .as_array()?
        .iter()
        .map(|o| {
            (
                o["label"].as_str().unwrap().to_string(),
                o["value"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    Some((select["custom_id"].as_str()?.to_string(), options))
}

/// The buttons of a message: (label, custom id).
fn buttons(call: &Call) -> Vec<(String, String)> {
    components(call)
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 2)
        .map(|b| {
            (
                b["label"].as_str().unwrap_or("").to_string(),
                b["custom_id"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The Move button's custom id on a board post.
fn move_button(post: &Call) -> String {
    buttons(post)
        .into_iter()
        .find(|(label, _)| label == "Move")
        .unwrap_or_else(|| panic!("no Move button on {}", content(post)))
        .1
}

/// A picker step's answer: an update of the picker's message, with the board.
fn assert_update_with_board(call: &Call) {
    assert_eq!(callback_type(call), 7, "{}", content(call));
    assert!(has_png(call), "the board is redrawn: {}", content(call));
}

/// A move's origin as the picker's values write it: its square, or `*` and the
/// number of the dropped kind in the game's table.
fn origin_code(mv: Move) -> String {
    match mv {
        Move::Board { from, .. } => from.to_string(),
        Move::Drop { kind, .. } => format!("*{}", kind.0),
    }
}

/// Choose the option whose value is `value` in the picker message `at`, turning its
/// pages (the Next button) until it shows: the interaction that chose it.
async fn choose(discord: &FakeDiscord, user: &Value, mut at: Call, value: &str) -> u64 {
    loop {
        let (id, options) = select(&at).unwrap_or_else(|| panic!("no select: {}", content(&at)));
        assert!(options.len() <= 25);
        if options.iter().any(|(_, v)| v == value) {
            return discord.select(user, &id, &[value], content(&at), components(&at));
        }
        let (_, next) = buttons(&at)
            .into_iter()
            .find(|(label, _)| label.starts_with("Next"))
            .unwrap_or_else(|| panic!("{value} is on no page; last: {options:?}"));
        let press = discord.press(user, &next, content(&at), components(&at));
        at = discord.callback(press).await;
        assert_update_with_board(&at);
    }
}

/// Play `usi` as `user` in game 1 only through the picker of `board` (the latest
/// board post): the public post that answers it.
async fn pick(
    discord: &FakeDiscord,
    user: &Value,
    board: &Call,
    v: &Variant,
    usi_text: &str,
) -> Call {
    let mv = usi::parse_usi(v, usi_text).unwrap();
    let open = move_button(board);
    let ply = open.rsplit(':').next().unwrap().to_string();
    let id = discord.press(user, &open, content(board), components(board));
    let picker = discord.callback(id).await;
    assert_eq!(callback_type(&picker), 4);
    assert_eq!(
        flags(&picker) & EPHEMERAL,
        EPHEMERAL,
        "the picker is private"
    );
    assert!(has_png(&picker));
    let origin = origin_code(mv);
    let chose_piece = choose(discord, user, picker, &format!("pick:1:{ply}:f{origin}.0")).await;
    let targets = discord.callback(chose_piece).await;
    assert_update_with_board(&targets);
    let chose_target = choose(
        discord,
        user,
        targets,
        &format!("pick:1:{ply}:t{origin}-{}", mv.to()),
    )
    .await;
    let answer = discord.callback(chose_target).await;
    assert_eq!(callback_type(&answer), 7);
    let (done, interaction) = if content(&answer).contains("promote to") {
        // Optional promotion: asked with two buttons, the board showing the move.
        assert!(has_png(&answer));
        let yes_no = if mv.is_promotion() { 'y' } else { 'n' };
        let wanted = format!("pick:1:{ply}:{yes_no}{origin}-{}", mv.to());
        let ids: Vec<String> = buttons(&answer).into_iter().map(|(_, id)| id).collect();
        assert!(ids.contains(&wanted), "{ids:?}");
        let press = discord.press(user, &wanted, content(&answer), components(&answer));
        let done = discord.callback(press).await;
        assert_eq!(callback_type(&done), 7);
        (done, press)
    } else {
        (answer, chose_target)
    };
    assert!(
        content(&done).contains("you played"),
        "the picker says what was played: {}",
        content(&done)
    );
    let post = discord.followups(interaction, 1).await.remove(0);
    assert_eq!(
        post.json["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "the move is public"
    );
    assert!(
        content(&post).contains(&format!("(`{usi_text}`)")),
        "{}",
        content(&post)
    );
    post
}

/// Alice (sente) challenges Bob to `variant` (with `more` options) and Bob
/// accepts: the first board post.
async fn first_board(discord: &FakeDiscord, variant: &str, more: &[Value]) -> Call {
    let mut options = vec![
        opt("variant", 3, json!(variant)),
        opt("color", 3, json!("sente")),
        opt("rated", 5, json!(false)),
    ];
    options.extend_from_slice(more);
    let before = discord.calls().len();
    alice_and_bob_play(discord, &options).await;
    // The accept's follow-up is the first board post.
    discord
        .wait_for("the first board", before, |c| {
            c.method == "POST" && c.path.contains("/webhooks/") && has_png(c)
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_wa_game_is_played_through_the_picker() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    let v = Variant::by_id("wa").unwrap();
    let mut board = first_board(&discord, "wa", &[]).await;
    // A short game to checkmate: every move tapped, none typed.
    let moves = ["8i8g", "6b7b", "8g8e", "10b9b", "8e6c"];
    let mut position = Position::start(v);
    for (i, mv) in moves.iter().enumerate() {
        let user = if i % 2 == 0 { alice() } else { bob() };
        board = pick(&discord, &user, &board, v, mv).await;
        position = position.play(usi::parse_usi(v, mv).unwrap()).unwrap();
    }
    assert!(content(&board).contains("Checkmate"), "{}", content(&board));
    assert!(content(&board).contains(&format!("<@{ALICE}> wins")));
    assert!(position.legal_moves().is_empty() && position.in_check());
    // The result post has no Move button; its buttons are the replay's and the
    // analysis's.
    let labels: Vec<String> = buttons(&board).into_iter().map(|(l, _)| l).collect();
    assert!(!labels.contains(&"Move".to_string()), "{labels:?}");
    // The game is over: a Move button of an earlier board answers with the final
    // board, privately, and no Move button.
    let id = discord.press(&bob(), "pick:1:3", "", json!([]));
    let now = discord.callback(id).await;
    assert_eq!(flags(&now) & EPHEMERAL, EPHEMERAL);
    assert!(content(&now).contains("won"), "{}", content(&now));
    assert!(buttons(&now).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wa_drops_game_promotes_and_drops_through_the_picker() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    let v = Variant::by_id("wa-drops").unwrap();
    let mut board = first_board(&discord, "wa-drops", &[]).await;
    // Sente's 4i3h, 3h3c+ (taking a pawn, promotion chosen: it was optional) and
    // the pawn dropped, P*9j; gote's two moves between, tapped too.
    let moves = ["4i3h", "8c9d", "3h3c+", "9d9i", "P*9j"];
    let before = Position::from_sfen(v, &{
        let mut p = Position::start(v);
        for mv in &moves[..2] {
            p = p.play(usi::parse_usi(v, mv).unwrap()).unwrap();
        }
        p.to_sfen()
    })
    .unwrap();
    // 3h3c may promote or not: the picker asks (checked in `pick`).
    let plain = usi::parse_usi(v, "3h3c").unwrap();
    assert!(before.is_legal(plain) && before.is_legal(usi::parse_usi(v, "3h3c+").unwrap()));
    for (i, mv) in moves.iter().enumerate() {
        let user = if i % 2 == 0 { alice() } else { bob() };
        board = pick(&discord, &user, &board, v, mv).await;
    }
    assert!(content(&board).contains("(`P*9j`)"));
    // The promotion was asked: its question's buttons were answered with "y".
    let asked = discord
        .calls()
        .into_iter()
        .filter(|c| c.path.ends_with("/callback"))
        .any(|c| content(&c).contains("promote to"));
    assert!(asked);
    // The database holds exactly the moves tapped.
    let id = discord.command(
        &carol(),
        "export",
        json!([opt("game", 4, json!(1))]),
        &[],
        false,
    );
    let record = discord.callback(id).await;
    let text = String::from_utf8(record.files[0].bytes.clone()).unwrap();
    assert!(text.contains(&moves.join(" ")), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_picker_and_a_player_not_to_move_are_refused_privately() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    let board = first_board(&discord, "shogi", &[]).await;
    let open = move_button(&board);
    assert_eq!(open, "pick:1:0");
    // Bob is not to move, Carol not playing: private refusals.
    for (user, words) in [(bob(), "not your turn"), (carol(), "not playing")] {
        let id = discord.press(&user, &open, content(&board), components(&board));
        let refused = discord.callback(id).await;
        assert_eq!(callback_type(&refused), 4);
        assert_eq!(flags(&refused) & EPHEMERAL, EPHEMERAL);
        assert!(content(&refused).contains(words), "{}", content(&refused));
        assert!(select(&refused).is_none());
    }
    // Alice opens her picker and chooses her 2g pawn...
    let id = discord.press(&alice(), &open, content(&board), components(&board));
    let picker = discord.callback(id).await;
    let id = choose(&discord, &alice(), picker, "pick:1:0:f2g.0").await;
    let targets = discord.callback(id).await;
    assert_update_with_board(&targets);
    // ...then plays 7g7f by typing.
    let id = discord.command(
        &alice(),
        "move",
        json!([opt("move", 3, json!("7g7f"))]),
        &[],
        false,
    );
    assert!(content(&discord.callback(id).await).contains("played"));
    // Her picker has moved on: choosing 2f in it answers privately with the board as
    // it is now, and plays nothing.
    let before = discord.calls().len();
    let (menu, _) = select(&targets).unwrap();
    let id = discord.select(
        &alice(),
        &menu,
        &["pick:1:0:t2g-2f"],
        content(&targets),
        components(&targets),
    );
    let now = discord.callback(id).await;
    assert_update_with_board(&now);
    assert!(content(&now).contains("has moved on"), "{}", content(&now));
    assert!(content(&now).contains("Nothing was played"));
    // Its old choices are shown disabled.
    let rows = components(&now);
    assert!(rows
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| r["components"].as_array().unwrap().clone())
        .all(|c| c["disabled"] == true));
    // No public post, no move: the board is still at move 2 with Bob to play.
    let posted: Vec<Call> = discord.calls()[before..]
        .iter()
        .filter(|c| c.method == "POST" && !c.path.ends_with("/callback"))
        .cloned()
        .collect();
    assert!(posted.is_empty(), "{posted:?}");
    let id = discord.command(
        &carol(),
        "board",
        json!([opt("game", 4, json!(1))]),
        &[],
        false,
    );
    let shown = discord.callback(id).await;
    assert!(
        content(&shown).contains(&format!("move 2: <@{BOB}> to play")),
        "{}",
        content(&shown)
    );
    // The board's Move button now is Bob's, at ply 1.
    assert_eq!(move_button(&shown), "pick:1:1");
    // A choice no option offers (a forged value) is refused, and changes nothing.
    for forged in ["pick:1:1:f5e.0", "pick:1:1:nonsense", "accept:1"] {
        let id = discord.select(&bob(), &menu, &[forged], "", json!([]));
        let refused = discord.callback(id).await;
        assert_eq!(flags(&refused) & EPHEMERAL, EPHEMERAL, "{forged}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_hold_25_choices_and_forced_promotion_asks_nothing() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    // Wa Shogi's start: 26 pieces can move, on two pages.
    let board = first_board(&discord, "wa", &[]).await;
    let id = discord.press(
        &alice(),
        &move_button(&board),
        content(&board),
        components(&board),
    );
    let picker = discord.callback(id).await;
    let (_, options) = select(&picker).unwrap();
    assert_eq!(options.len(), 25);
    assert!(content(&picker).contains("Page 1 of 2"));
    assert!(
        options.iter().any(|(l, _)| l == "歩 Sparrow Pawn · 1i"),
        "{options:?}"
    );
    let next = buttons(&picker);
    assert_eq!(next.len(), 1, "{next:?}");
    assert_eq!(next[0].1, "pick:1:0:p1");
    let id = discord.press(&alice(), &next[0].1, content(&picker), components(&picker));
    let page2 = discord.callback(id).await;
    assert_update_with_board(&page2);
    let (_, more) = select(&page2).unwrap();
    assert_eq!(more.len(), 1);
    assert_eq!(buttons(&page2)[0].0, "◀ Previous");

    // A Japanese reader's picker speaks Japanese.
    discord.set_locales("ja", "en-US");
    let id = discord.press(
        &alice(),
        &move_button(&board),
        content(&board),
        components(&board),
    );
    let ja = discord.callback(id).await;
    let (_, options) = select(&ja).unwrap();
    assert!(
        options.iter().any(|(l, _)| l == "歩 萑歩 · １九"),
        "{options:?}"
    );
    assert!(content(&ja).contains("動かす駒"), "{}", content(&ja));
    discord.set_locales("en-US", "en-US");

    // A pawn one step from the last rank must promote: chosen, it is played at once.
    let id = discord.command(
        &alice(),
        "start",
        json!([
            opt("opponent", 6, json!(BOB.to_string())),
            opt("variant", 3, json!("shogi")),
            opt("color", 3, json!("sente")),
            opt("sfen", 3, json!("4k4/2P6/9/9/9/9/9/9/4K4 b - 1")),
        ]),
        &[bob()],
        false,
    );
    let post = discord.callback(id).await;
    let press = discord.press(&bob(), "accept:2", content(&post), components(&post));
    discord.callback(press).await;
    let board = discord.followups(press, 1).await.remove(0);
    assert_eq!(move_button(&board), "pick:2:0");
    let id = discord.press(&alice(), "pick:2:0", content(&board), components(&board));
    let picker = discord.callback(id).await;
    let (menu, options) = select(&picker).unwrap();
    let pawn = options.iter().find(|(_, v)| v == "pick:2:0:f7b.0").unwrap();
    let id = discord.select(
        &alice(),
        &menu,
        &[&pawn.1],
        content(&picker),
        components(&picker),
    );
    let targets = discord.callback(id).await;
    let (menu, options) = select(&targets).unwrap();
    assert_eq!(options.len(), 1);
    let id = discord.select(
        &alice(),
        &menu,
        &[&options[0].1],
        content(&targets),
        components(&targets),
    );
    let done = discord.callback(id).await;
    assert!(content(&done).contains("you played"), "{}", content(&done));
    let post = discord.followups(id, 1).await.remove(0);
    assert!(content(&post).contains("(`7b7a+`)"), "{}", content(&post));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_is_played_through_the_picker_on_its_clock() {
    let (discord, _dir, _bot) = connected_bot(&[]).await;
    let v = Variant::by_id("shogi").unwrap();
    let board = first_board(&discord, "shogi", &[opt("clock", 3, json!("5+30"))]).await;
    assert!(content(&board).contains("<t:"), "{}", content(&board));
    let board = pick(&discord, &alice(), &board, v, "7g7f").await;
    let board = pick(&discord, &bob(), &board, v, "3c3d").await;
    // Each post says when the player to move runs out, and carries their Move button.
    assert!(content(&board).contains(&format!("<@{ALICE}>")));
    assert!(content(&board).contains("<t:"), "{}", content(&board));
    assert_eq!(move_button(&board), "pick:1:2");
}
