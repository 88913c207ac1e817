//! Tournaments through the service: a 4-player round-robin played out with a time
//! forfeit and a withdrawal (points and Sonneborn–Berger checked by hand), a
//! 6-player Swiss of 3 rounds with FIDE's first-round pairing, no rematches and a
//! winner; pairing a round exactly once when two processes race; admins only.

use crate::support::responses::button;
use crate::support_db;

use std::sync::Arc;

use support_db::TestDb;
use washogi_bot::commands::{
    TakebackOptions, TournamentHistory, TournamentJoin, TournamentLeave, TournamentOptions,
    TournamentPairings, TournamentStandings, TournamentStart,
};
use washogi_bot::decide::tournament::Format;
use washogi_bot::discord::markup;
use washogi_bot::game::{
    Command, FakeClock, NewTournament, Place, Response, Service, TournamentCommand, User,
};
use washogi_bot::ids::{GameId, UserId};
use washogi_bot::rules::VariantId;
use washogi_bot::store::{BoardRow, Store};

const T0: i64 = 1_800_000_000;
const DAY: i64 = 86_400;
const HERE: Place = Place::new(10, 20);

pub(crate) fn player(n: i64) -> User {
    User::new(1000 + n, &format!("p{n}"))
}

async fn tournament(
    s: &Service,
    who: &User,
    command: TournamentCommand,
    is_admin: bool,
) -> Response {
    tournament_with_roles(s, who, command, is_admin, &[]).await
}

/// `/tournament …` by a member with these roles (`is_admin`: Manage Server).
pub(crate) async fn tournament_with_roles(
    s: &Service,
    who: &User,
    command: TournamentCommand,
    is_admin: bool,
    roles: &[washogi_bot::ids::RoleId],
) -> Response {
    let roles = roles.to_vec();
    s.handle(
        who,
        HERE,
        Command::Tournament(TournamentOptions {
            command,
            is_admin,
            roles,
        }),
    )
    .await
}

fn create(format: Format, rounds: i64) -> TournamentCommand {
    TournamentCommand::Create(NewTournament {
        name: "Winter Cup".into(),
        variant: Some(VariantId::Shogi),
        format,
        rounds,
        days: Some(3),
        rated: false,
        starts_in_hours: 1,
        late_join: false,
        threads: None,
        round_days: None,
        clock: None,
    })
}

/// The current round's boards.
pub(crate) async fn round(s: &Service, id: i64, round: i64) -> Vec<BoardRow> {
    s.store()
        .boards(washogi_bot::ids::TournamentId::new(id))
        .await
        .unwrap()
        .into_iter()
        .filter(|b| b.round == round)
        .collect()
}

fn seat(b: &BoardRow) -> (i64, i64) {
    (
        b.sente_id.get() - 1000,
        b.gote_id.map_or(0, |g| g.get() - 1000),
    )
}

/// `loser` resigns `game`.
async fn resigns(s: &Service, loser: i64, game: GameId) {
    let r = s.confirm_resign(&player(loser), HERE, game).await;
    assert!(!r.is_refusal(), "{}", r.text());
}

/// Both players agree a draw.
async fn draw(s: &Service, b: &BoardRow) {
    let game = b.game_id.unwrap();
    let a = User::new(b.sente_id.get(), "a");
    let g = User::new(b.gote_id.unwrap().get(), "b");
    s.draw(&a, HERE, Some(game)).await;
    let r = s.draw(&g, HERE, Some(game)).await;
    assert!(markup(r.text()).contains("draw"), "{}", r.text());
}

async fn a_round_robin_with_a_forfeit_and_a_withdrawal(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()));
    assert!(
        tournament(&s, &player(1), create(Format::RoundRobin, 0), false)
            .await
            .is_refusal(),
        "admins only"
    );
    let r = tournament(&s, &player(1), create(Format::RoundRobin, 0), true).await;
    assert!(markup(r.text()).contains("Winter Cup"), "{}", r.text());
    let id = 1;
    for n in 1..=4 {
        let r = s
            .press(&player(n), HERE, button(&format!("tjoin:{id}")))
            .await;
        assert!(!r.is_refusal(), "{}", r.text());
        assert!(r.update_origin.is_some(), "the post shows the players");
    }
    assert!(s
        .press(&player(2), HERE, button(&format!("tjoin:{id}")))
        .await
        .is_refusal());
    // The start: seeds by rating (all new), then by who joined first.
    clock.advance(3600);
    let notices = s.tick().await;
    let posted: String = notices
        .iter()
        .filter_map(|n| n.message.as_ref())
        .map(|m| markup(&m.text))
        .collect();
    assert!(posted.contains("round 1 of 3"), "{posted}");
    // FIDE's Berger table for 4: 1–4, 2–3 / 4–3, 1–2 / 2–4, 3–1.
    let r1 = round(&s, id, 1).await;
    assert_eq!(r1.iter().map(seat).collect::<Vec<_>>(), [(1, 4), (2, 3)]);
    resigns(&s, 4, r1[0].game_id.unwrap()).await;
    draw(&s, &r1[1]).await;
    assert!(
        s.tick().await.iter().any(|n| n.message.is_some()),
        "round 2 paired at once"
    );
    let r2 = round(&s, id, 2).await;
    assert_eq!(r2.iter().map(seat).collect::<Vec<_>>(), [(4, 3), (1, 2)]);
    // Player 4 never moves: loses on time, a forfeit.
    resigns(&s, 2, r2[1].game_id.unwrap()).await;
    clock.advance(4 * DAY);
    s.tick().await;
    let r2 = round(&s, id, 2).await;
    assert_eq!(r2[0].result.as_deref(), Some("gote-forfeit"));
    // Round 3 is paired in the same sweep; player 4 withdraws during it: their game
    // is resigned for them, and they are paired no more.
    let r3 = round(&s, id, 3).await;
    assert_eq!(r3.iter().map(seat).collect::<Vec<_>>(), [(2, 4), (3, 1)]);
    let r = tournament(
        &s,
        &player(4),
        TournamentCommand::Leave(TournamentLeave { id: None }),
        false,
    )
    .await;
    assert!(markup(r.text()).contains("withdraws"), "{}", r.text());
    assert!(r
        .messages
        .iter()
        .any(|m| markup(&m.text).contains("resigned")));
    // Takebacks are refused in tournament games.
    let r = s
        .handle(
            &player(3),
            HERE,
            Command::Takeback(TakebackOptions {
                game: r3[1].game_id,
            }),
        )
        .await;
    assert!(r.is_refusal());
    resigns(&s, 1, r3[1].game_id.unwrap()).await;
    let notices = s.tick().await;
    assert_eq!(round(&s, id, 3).await[0].result.as_deref(), Some("sente"));
    let final_post: String = notices
        .iter()
        .filter_map(|n| n.message.as_ref())
        .map(|m| markup(&m.text))
        .collect();
    assert!(final_post.contains("<@1003> wins"), "{final_post}");
    // By hand: p3 ½ + 1 (forfeit) + 1 = 2½; p1 1 + 1 + 0 = 2; p2 ½ + 0 + 1 = 1½; p4 0.
    // Sonneborn–Berger: p3 = p2's 1½ × ½ + p4's 0 + p1's 2 = 2.75; p1 = p4's 0 + p2's
    // 1½ = 1.50; p2 = p3's 2½ × ½ + p4's 0 = 1.25.
    let r = tournament(
        &s,
        &player(1),
        TournamentCommand::Standings(TournamentStandings { id: None }),
        false,
    )
    .await;
    let table = markup(r.text());
    let lines: Vec<&str> = table.lines().skip(1).take(4).collect();
    assert_eq!(
        lines,
        [
            "1. <@1003> — 2½ (SB 2.75)",
            "2. <@1001> — 2 (SB 1.50)",
            "3. <@1002> — 1½ (SB 1.25)",
            "4. <@1004> — 0 (SB 0.00)",
        ],
        "{table}"
    );
    assert!(table.contains("```"), "the crosstable");
    let r = tournament(
        &s,
        &player(1),
        TournamentCommand::History(TournamentHistory {}),
        false,
    )
    .await;
    assert!(
        markup(r.text()).contains("Winter Cup · round-robin · won by <@1003>"),
        "{}",
        r.text()
    );
}

async fn a_swiss_of_three_rounds_pairs_each_round_once(db: TestDb) {
    let clock = FakeClock::at(T0);
    let s = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()));
    let other = Service::new(Store::open(&db.url).await.unwrap(), Arc::new(clock.clone()));
    tournament(&s, &player(1), create(Format::Swiss, 3), true).await;
    let id = 1;
    for n in 1..=6 {
        let r = tournament(
            &s,
            &player(n),
            TournamentCommand::Join(TournamentJoin { id: Some(id) }),
            false,
        )
        .await;
        assert!(!r.is_refusal(), "{}", r.text());
    }
    let r = tournament(
        &s,
        &player(1),
        TournamentCommand::Start(TournamentStart { id: None }),
        true,
    )
    .await;
    assert!(markup(r.text()).contains("round 1 of 3"), "{}", r.text());
    // C.04.3: the top half against the bottom half, colours alternating.
    let r1 = round(&s, id, 1).await;
    assert_eq!(
        r1.iter().map(seat).collect::<Vec<_>>(),
        [(1, 4), (5, 2), (3, 6)]
    );
    let mut met: Vec<(i64, i64)> = Vec::new();
    for rnd in 1..=3 {
        let boards = round(&s, id, rnd).await;
        assert_eq!(boards.len(), 3, "round {rnd}");
        for b in &boards {
            let (a, c) = seat(b);
            assert!(
                !met.contains(&(a.min(c), a.max(c))),
                "a rematch in round {rnd}"
            );
            met.push((a.min(c), a.max(c)));
            // The lower seat number loses: seed 6 wins everything.
            resigns(&s, a.min(c), b.game_id.unwrap()).await;
        }
        // Two processes race to pair the next round: one does.
        let (x, y) = tokio::join!(s.tick(), other.tick());
        let posts = x
            .iter()
            .chain(y.iter())
            .filter(|n| n.message.is_some())
            .count();
        assert_eq!(posts, 1, "round {rnd}: one post");
    }
    let t = s
        .store()
        .tournament(washogi_bot::ids::TournamentId::new(id))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(t.status, washogi_bot::domain::TournamentStatus::Finished);
    assert_eq!(t.winner_id, Some(UserId::new(1006)));
    let r = tournament(
        &s,
        &player(2),
        TournamentCommand::Pairings(TournamentPairings {
            id: None,
            round: Some(1),
        }),
        false,
    )
    .await;
    assert!(
        markup(r.text()).contains("Board 1: <@1001> ☗ vs <@1004> ☖ 0–1"),
        "{}",
        r.text()
    );
}

both!(
    a_round_robin_with_a_forfeit_and_a_withdrawal,
    a_swiss_of_three_rounds_pairs_each_round_once,
);
