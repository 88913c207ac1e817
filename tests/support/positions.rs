//! Games that start from a chosen position, written straight through the store (the
//! service itself only starts games from the standard start).

use washogi_bot::game::Place;
use washogi_bot::ids::GameId;
use washogi_bot::ids::UserId;
use washogi_bot::store::{NewChallenge, NewGame, Store};

/// A game in `place` between users 1001 "alice" (sente) and 1002 "bob" (gote),
/// starting from `sfen`, with three days per move from `now`. Returns its id.
pub async fn game_from(store: &Store, place: Place, variant: &str, sfen: &str, now: i64) -> GameId {
    store
        .upsert_player(UserId::new(1001), "alice", now)
        .await
        .unwrap();
    store
        .upsert_player(UserId::new(1002), "bob", now)
        .await
        .unwrap();
    let challenge_id = store
        .create_challenge(&NewChallenge {
            guild_id: place.venue,
            channel_id: place.channel,
            challenger_id: UserId::new(1001),
            opponent_id: Some(UserId::new(1002)),
            variant: variant.parse().expect("a game"),
            color: washogi_bot::store::ColorChoice::Sente,
            days_per_move: 3,
            rated: true,
            ladder: false,
            created_at: now,
            expires_at: now + 86_400,
            start_sfen: None,
            thread: false,
            time_control: None,
        })
        .await
        .unwrap();
    let challenge = store.challenge(challenge_id).await.unwrap().unwrap();
    let game = NewGame {
        sente_id: UserId::new(1001),
        gote_id: UserId::new(1002),
        start_sfen: sfen.into(),
        deadline: Some(now + 3 * 86_400),
        clock: None,
    };
    store
        .accept_challenge(&challenge, &game, now)
        .await
        .unwrap()
        .unwrap()
}
