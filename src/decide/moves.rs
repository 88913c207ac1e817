//! Playing a move: the rules say whether it is legal and what it ends; this says
//! what is stored (the record, the position after, its repetition key) and who is
//! due by when.

use washogi_rules::{usi, Color, Game, IllegalMove, Move, Position, Square, Status};

use super::clock::{ClockAfterMove, LiveClock};
use super::{finish_for, Finish, DAY};

/// Who is on the clock in a game, and which clock. A correspondence game gives
/// everybody but the computer (which moves as soon as it has thought) days a move;
/// a live game's clock runs for both sides, the computer too.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub days_per_move: i64,
    /// The colour the computer plays, if it plays.
    pub computer: Option<Color>,
    /// A live game's clocks as the mover's turn found them.
    pub live: Option<LiveClock>,
}

/// A move played: everything to store, tell and draw.
#[derive(Clone, Debug)]
pub struct PlayedMove {
    pub mv: Move,
    pub usi: String,
    /// The position before the move (to name the piece) and where the move before it
    /// landed (for "同" in Japanese).
    pub before: Position,
    pub previous_to: Option<Square>,
    /// When it was played (seconds): the deadline counts from here.
    pub played_at: i64,
    /// The same in milliseconds: a live game's clocks count from here.
    pub played_at_ms: i64,
    /// In a live game, the clocks after the move; `late`: the moment the mover's
    /// flag fell, when that was before the move (the move is then not played: the
    /// game is lost on time, or aborted).
    pub clock: Option<ClockAfterMove>,
    pub late: Option<i64>,
    /// In a live game going on, when the next player's flag falls.
    pub flag_ms: Option<i64>,
    pub status: Status,
    /// How the game ended, if the move ended it.
    pub finish: Option<Finish>,
    /// The next player's deadline: `None` for the computer, or when the game ended.
    pub deadline: Option<i64>,
    pub sfen_after: String,
    pub position_key: u64,
    pub gave_check: bool,
}

/// Play `mv` in `game` at `now_ms`; the game is left at the new position. An illegal
/// move changes nothing and hands the rules' reason back.
pub fn play_move(
    game: &mut Game,
    mv: Move,
    now_ms: i64,
    clocks: Clocks,
) -> Result<PlayedMove, IllegalMove> {
    let now = now_ms.div_euclid(1000);
    let before = game.position().clone();
    let previous_to = game.last_move().map(|m| m.to());
    let status = game.play(mv)?;
    let after = game.position();
    let finish = finish_for(status);
    let next = after.side_to_move();
    let (clock, late) = match clocks
        .live
        .map(|c| c.after_move(before.side_to_move(), now_ms))
    {
        Some(Ok(after)) => (Some(after), None),
        Some(Err(flag)) => (None, Some(flag)),
        None => (None, None),
    };
    let deadline = (finish.is_none() && clocks.live.is_none() && clocks.computer != Some(next))
        .then_some(now + clocks.days_per_move * DAY);
    let flag_ms = clock
        .filter(|_| finish.is_none())
        .map(|c| c.clock.flag_at(next));
    Ok(PlayedMove {
        mv,
        usi: usi::to_usi(before.variant(), mv),
        previous_to,
        played_at: now,
        played_at_ms: now_ms,
        clock,
        late,
        flag_ms,
        status,
        finish,
        deadline,
        sfen_after: after.to_sfen(),
        position_key: after.repetition_key(),
        gave_check: after.in_check(),
        before,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decide::{Ending, GameResult};
    use washogi_rules::Variant;

    fn shogi() -> Game {
        Game::new(Position::start(Variant::by_id("shogi").unwrap()))
    }

    fn mv(game: &Game, text: &str) -> Move {
        usi::parse_usi(game.position().variant(), text).unwrap()
    }

    const PEOPLE: Clocks = Clocks {
        days_per_move: 3,
        computer: None,
        live: None,
    };

    #[test]
    fn a_move_gives_the_next_player_their_days() {
        let mut game = shogi();
        let m = mv(&game, "7g7f");
        let played = play_move(&mut game, m, 1_000_000, PEOPLE).unwrap();
        assert_eq!(played.usi, "7g7f");
        assert_eq!(played.status, Status::Ongoing);
        assert_eq!(played.finish, None);
        assert_eq!(played.deadline, Some(1000 + 3 * DAY));
        assert_eq!(played.played_at, 1000);
        assert_eq!(played.sfen_after, game.position().to_sfen());
        assert_eq!(played.position_key, game.position().repetition_key());
        assert!(!played.gave_check);
        assert_eq!(played.before, Position::start(game.position().variant()));
        assert_eq!(played.previous_to, None);
    }

    #[test]
    fn the_computer_has_no_deadline() {
        let mut game = shogi();
        let m = mv(&game, "7g7f");
        let clocks = Clocks {
            computer: Some(Color::Gote),
            ..PEOPLE
        };
        assert_eq!(play_move(&mut game, m, 0, clocks).unwrap().deadline, None);
        // The computer's own move puts the person back on the clock.
        let reply = mv(&game, "3c3d");
        let played = play_move(&mut game, reply, 50_000, clocks).unwrap();
        assert_eq!(played.deadline, Some(50 + 3 * DAY));
        assert_eq!(played.previous_to, Some(m.to()));
    }

    #[test]
    fn an_illegal_move_changes_nothing() {
        let mut game = shogi();
        let before = game.position().clone();
        let m = mv(&game, "7g7e");
        assert!(play_move(&mut game, m, 0, PEOPLE).is_err());
        assert_eq!(game.position(), &before);
        assert!(game.moves().is_empty());
    }

    #[test]
    fn a_mating_move_ends_the_game_with_no_deadline() {
        // Fool's mate shape for shogi: a gold drop mates a bare king in the corner.
        let pos = Position::from_sfen(
            Variant::by_id("shogi").unwrap(),
            "k8/9/1G7/9/9/9/9/9/8K b G 1",
        )
        .unwrap();
        let mut game = Game::new(pos);
        let m = mv(&game, "G*8b");
        let played = play_move(&mut game, m, 0, PEOPLE).unwrap();
        assert_eq!(
            played.finish,
            Some(Finish {
                result: GameResult::Sente,
                ending: Ending::Checkmate
            })
        );
        assert_eq!(played.deadline, None);
        assert!(played.gave_check);
    }

    #[test]
    fn a_live_move_starts_the_next_clock_and_a_late_one_is_not_timed() {
        use crate::decide::clock::{LiveClock, TimeControl};
        let control = TimeControl::parse("0+5").unwrap();
        let clocks = Clocks {
            days_per_move: 3,
            computer: Some(Color::Gote),
            live: Some(LiveClock::start(control, 10_000)),
        };
        let mut game = shogi();
        let m = mv(&game, "7g7f");
        let played = play_move(&mut game, m, 13_000, clocks).unwrap();
        assert_eq!(played.deadline, None, "no days in a live game");
        assert_eq!(played.late, None);
        let after = played.clock.unwrap();
        assert_eq!(after.spent_ms, 3_000);
        // The computer's flag runs too.
        assert_eq!(played.flag_ms, Some(18_000));
        let mut game = shogi();
        let late = play_move(&mut game, m, 15_001, clocks).unwrap();
        assert_eq!(
            (late.clock, late.late, late.flag_ms),
            (None, Some(15_000), None)
        );
    }
}
