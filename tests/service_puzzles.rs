//! Puzzles through the service: a puzzle near the player's rating, answered move by
//! move (a right move gets the reply, a wrong one the solution), bad input refused
//! without change, rated first tries, `/rating` showing it; the daily puzzle posted
//! once a day even by two processes, solved from its button, counted on its post,
//! revealed the next day with the fastest solvers; a lost post made again.

use crate::support::responses::{button, custom_id};
use crate::support_db;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::discord::markup;
use washogi_bot::game::{
    Effect, FakeClock, Place, PuzzleOptions, Response, Service, Tracked, User,
};
use washogi_bot::ids::ChannelId;
use washogi_bot::rules::VariantId;
use washogi_bot::store::{PuzzleRow, Store};

const DAY: i64 = 86_400;
/// Midnight UTC, a day number of its own.
const T0: i64 = 20_600 * DAY;
const HERE: Place = Place::new(10, 20);

fn alice() -> User {
    User::new(1001, "alice")
}
fn bob() -> User {
    User::new(1002, "bob")
}

fn puzzle(id: &str, sfen: &str, solution: &str, themes: &str, rating: f64) -> PuzzleRow {
    PuzzleRow {
        id: id.into(),
        variant: VariantId::Shogi,
        sfen: sfen.into(),
        last_move: None,
        solution: solution.into(),
        themes: themes.into(),
        source: "test".into(),
        guild_id: None,
        game_id: None,
        rating,
        deviation: 350.0,
        volatility: 0.06,
        plays: 0,
        added_at: 0,
    }
}

/// A mate in 1 (only G*5b mates) and a three-move line.
fn puzzles() -> Vec<PuzzleRow> {
    vec![
        puzzle(
            "mate1",
            "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
            "G*5b",
            "mateIn1",
            1500.0,
        ),
        puzzle(
            "line3",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "7g7f 3c3d 2g2f",
            "material",
            1520.0,
        ),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, mut p)| {
        p.added_at = i as i64;
        p
    })
    .collect()
}

async fn service(url: &str, clock: &FakeClock) -> Service {
    let s = Service::new(Store::open(url).await.unwrap(), Arc::new(clock.clone()));
    s.store().add_puzzles(&puzzles()).await.unwrap();
    s
}

fn ask(variant: Option<VariantId>, theme: Option<&str>) -> PuzzleOptions {
    PuzzleOptions {
        variant,
        theme: theme.map(str::to_string),
        ..PuzzleOptions::default()
    }
}

fn answer(text: &str) -> PuzzleOptions {
    PuzzleOptions {
        answer: Some(text.into()),
        ..PuzzleOptions::default()
    }
}

async fn puzzle_cmd(s: &Service, who: &User, o: PuzzleOptions) -> Response {
    s.handle(who, HERE, washogi_bot::game::Command::Puzzle(o))
        .await
}

async fn solving_and_failing_puzzles_moves_the_rating(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock).await;
    // A mate puzzle: stated, drawn, private.
    let r = puzzle_cmd(&s, &alice(), ask(Some(VariantId::Shogi), Some("mate"))).await;
    let text = markup(r.text());
    assert!(r.messages[0].private);
    assert!(text.contains("Puzzle mate1"), "{text}");
    assert!(text.contains("Sente to move and mate in 1 move."), "{text}");
    assert!(r.messages[0].picture.is_some());
    // Unreadable input changes nothing.
    let r = puzzle_cmd(&s, &alice(), answer("9z9z")).await;
    assert!(r.is_refusal());
    let open = s.store().open_attempt(alice().id).await.unwrap().unwrap();
    assert_eq!((open.puzzle_id.as_str(), open.progress), ("mate1", 0));
    // A legal move that does not mate: wrong, with the solution.
    let r = puzzle_cmd(&s, &alice(), answer("G*4b")).await;
    let text = markup(r.text());
    assert!(text.contains("is not it"), "{text}");
    assert!(text.contains("Gold"), "{text}");
    assert!(r.messages[0].picture.is_some(), "the two moves as arrows");
    let rating = s
        .store()
        .puzzle_rating(alice().id, VariantId::Shogi)
        .await
        .unwrap()
        .unwrap();
    assert!(rating.rating < 1500.0 && rating.failed == 1);
    assert!(s.store().puzzle("mate1").await.unwrap().unwrap().rating > 1500.0);
    // The next puzzle is the other one; a line of three moves.
    let r = puzzle_cmd(&s, &alice(), ask(Some(VariantId::Shogi), None)).await;
    assert!(markup(r.text()).contains("Puzzle line3"), "{}", r.text());
    let r = puzzle_cmd(&s, &alice(), answer("7g7f")).await;
    let text = markup(r.text());
    assert!(text.contains("right!"), "{text}");
    assert!(text.contains("3c → 3d"), "the reply: {text}");
    let r = puzzle_cmd(&s, &alice(), answer("2g2f")).await;
    assert!(markup(r.text()).contains("solved"), "{}", r.text());
    let after = s
        .store()
        .puzzle_rating(alice().id, VariantId::Shogi)
        .await
        .unwrap()
        .unwrap();
    assert!(after.rating > rating.rating && after.solved == 1);
    // Nothing left; no puzzle open.
    let r = puzzle_cmd(&s, &alice(), ask(Some(VariantId::Shogi), None)).await;
    assert!(r.is_refusal() && markup(r.text()).contains("tried every"));
    assert!(puzzle_cmd(&s, &alice(), answer("7g7f")).await.is_refusal());
    // /rating shows the puzzle rating.
    let r = s.rating(&alice(), HERE, None).await;
    assert!(markup(r.text()).contains("Puzzles: Shogi"), "{}", r.text());
}

/// A notice's new post, for the daily tests.
fn posts(notices: &[washogi_bot::game::Notice]) -> Vec<washogi_bot::game::Reply> {
    notices.iter().filter_map(|n| n.message.clone()).collect()
}

async fn the_daily_puzzle_is_posted_once_solved_and_revealed(db: TestDb) {
    let clock = FakeClock::at(T0 + 8 * 3600);
    let s = service(&db.url, &clock).await;
    let other = service(&db.url, &clock).await;
    let daily = PuzzleOptions {
        daily: Some(true),
        channel: Some(ChannelId::new(30)),
        hour: Some(9),
        ..PuzzleOptions::default()
    };
    // Only admins.
    assert!(puzzle_cmd(&s, &bob(), daily.clone()).await.is_refusal());
    let r = puzzle_cmd(
        &s,
        &alice(),
        PuzzleOptions {
            is_admin: true,
            ..daily.clone()
        },
    )
    .await;
    assert!(
        markup(r.text()).contains("<#30> every day at 9:00 UTC"),
        "{}",
        r.text()
    );
    // Before the hour: yesterday's day is due, and posted (a fresh server).
    clock.set(T0 + 9 * 3600);
    let (a, b) = tokio::join!(s.tick(), other.tick());
    let all: Vec<_> = posts(&a).into_iter().chain(posts(&b)).collect();
    assert_eq!(all.len(), 1, "one post, by one of the two processes");
    let post = &all[0];
    assert!(markup(&post.text).contains("Daily puzzle"), "{}", post.text);
    assert!(post.picture.is_some());
    let day = T0 / DAY;
    assert_eq!(custom_id(&post.buttons[0]), format!("solve:{day}"));
    let Some(Tracked::DailyPuzzle { day: d, .. }) = post.track.clone() else {
        panic!("the post is tracked");
    };
    s.posted(
        post.track.as_ref().unwrap(),
        washogi_bot::ids::MessageId::new(777),
    )
    .await;
    assert_eq!(d, day);
    assert!(s.tick().await.is_empty(), "once a day");
    // Bob solves it from the button.
    let r = s.press(&bob(), HERE, button(&format!("solve:{day}"))).await;
    assert!(markup(r.text()).contains("Puzzle mate1"), "{}", r.text());
    clock.advance(600);
    let r = puzzle_cmd(&s, &bob(), answer("G*5b")).await;
    let text = markup(r.text());
    assert!(text.contains("solved"), "{text}");
    assert!(text.contains("1 day in a row"), "{text}");
    let edit = r
        .effects
        .iter()
        .find_map(|e| match e {
            Effect::Post(n) => n.edit.clone(),
            _ => None,
        })
        .expect("the daily post's count");
    assert_eq!(edit.message_id, 777);
    assert!(
        markup(&edit.text).contains("Solved by 1 member"),
        "{}",
        edit.text
    );
    // Solving again is refused.
    assert!(s
        .press(&bob(), HERE, button(&format!("solve:{day}")))
        .await
        .is_refusal());
    // The next day: yesterday's post shows the solution and the fastest; a new
    // puzzle is posted.
    clock.set(T0 + DAY + 9 * 3600);
    let notices = s.tick().await;
    let reveal = notices
        .iter()
        .find_map(|n| n.edit.clone())
        .expect("yesterday's post edited");
    assert_eq!(reveal.message_id, 777);
    let text = markup(&reveal.text);
    assert!(text.contains("the solution: Gold"), "{text}");
    assert!(text.contains("Fastest: <@1002> (10 min)"), "{text}");
    assert_eq!(posts(&notices).len(), 1, "today's puzzle");
    // Its post is lost (the process stopped before posting): posted again later.
    clock.advance(300);
    let again = s.tick().await;
    assert_eq!(posts(&again).len(), 1, "the untracked post is made again");
    s.posted(
        posts(&again)[0].track.as_ref().unwrap(),
        washogi_bot::ids::MessageId::new(778),
    )
    .await;
    clock.advance(300);
    assert!(posts(&s.tick().await).is_empty());
}

/// A finished game where gote walked into a mate in one: the finder keeps that
/// position as the server's own puzzle, once, and the daily puzzle takes it first.
async fn finished_games_are_searched_for_puzzles_once(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = service(&db.url, &clock)
        .await
        .with_puzzle_scan(washogi_bot::game::ScanSettings {
            enabled: true,
            finder: washogi_engine::puzzles::FinderSettings::with_nodes(5_000, 50_000, 100_000),
        });
    let id = crate::positions::game_from(
        s.store(),
        HERE,
        "shogi",
        "3k5/9/4P4/9/9/9/9/9/4K4 w G 1",
        T0,
    )
    .await;
    // Gote (bob) is to move: the king steps into the mate.
    let r = s.play_move(&bob(), HERE, Some(id), "6a5a").await;
    assert!(!r.is_refusal(), "{}", r.text());
    let r = s.play_move(&alice(), HERE, Some(id), "G*5b").await;
    assert!(markup(r.text()).contains("wins"), "{}", r.text());
    assert_eq!(s.puzzles().scan_for_puzzles().await, Some(1));
    assert_eq!(s.puzzles().scan_for_puzzles().await, None, "each game once");
    let found = s
        .store()
        .daily_candidates(HERE.venue, 1)
        .await
        .unwrap()
        .remove(0);
    assert_eq!(found.game_id, Some(id));
    assert_eq!(found.solution, "G*5b");
    assert!(found.themes.contains("mateIn1"), "{}", found.themes);
}

/// The shipped collection loaded into a database holding an older version of it,
/// where a Wa win without check was themed a mate in one and has been rated since:
/// it gets the collection's theme, noMoves, and keeps its rating; `/puzzle
/// theme:no-moves` gives such puzzles and says what they ask, `theme:mate` never.
async fn the_collection_brings_new_themes_to_puzzles_stored_before(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()));
    let mut older = puzzle(
        "wa-b0a4bb13b1",
        "3+D6k/11/11/9+F1/11/11/11/11/11/6WVK2/8L2 b - 293",
        "2d2c",
        "mateIn1",
        1730.0,
    );
    older.variant = VariantId::Wa;
    s.store().add_puzzles(&[older]).await.unwrap();
    let added = s.puzzles().load_puzzle_collection().await.unwrap();
    assert!(added > 900, "{added}");
    let stored = s.store().puzzle("wa-b0a4bb13b1").await.unwrap().unwrap();
    assert_eq!(stored.themes, "noMoves");
    assert_eq!(stored.rating, 1730.0);
    assert_eq!(s.puzzles().load_puzzle_collection().await.unwrap(), 0);
    let r = puzzle_cmd(&s, &alice(), ask(Some(VariantId::Wa), Some("no-moves"))).await;
    let text = markup(r.text());
    assert!(text.contains("without a legal move in 1 move."), "{text}");
    assert!(text.contains("It need not be check"), "{text}");
    assert!(!text.contains("mate in"), "{text}");
    for _ in 0..3 {
        let r = puzzle_cmd(&s, &bob(), ask(Some(VariantId::Wa), Some("mate"))).await;
        let text = markup(r.text());
        assert!(text.contains("to move and mate in"), "{text}");
    }
}

both!(
    the_collection_brings_new_themes_to_puzzles_stored_before,
    finished_games_are_searched_for_puzzles_once,
    solving_and_failing_puzzles_moves_the_rating,
    the_daily_puzzle_is_posted_once_solved_and_revealed,
);
