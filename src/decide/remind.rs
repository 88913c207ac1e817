//! Reminders before a correspondence deadline, as each player chose
//! ([`Remind`]): which one is due at a moment, given those already sent for the
//! move. Each is sent once a move; none once the move is made (a move clears what
//! was sent, and the store's guard refuses a reminder for a move already made);
//! none while the player's clock is paused by a vacation.

pub use crate::domain::Remind;

use super::DAY;

/// An hour.
pub const HOUR: i64 = 3600;

/// One of the two reminders.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A day before (or a quarter of the time a move if that is less).
    Day,
    /// An hour before.
    Hour,
}

/// The reminders already sent for the move being waited for.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Sent {
    pub day: bool,
    pub hour: bool,
}

/// How long before the deadline a stage comes: a day (or a quarter of the time a
/// move, if that is less) and an hour (or that, if less).
pub fn lead(stage: Stage, days_per_move: i64) -> i64 {
    let day = DAY.min(days_per_move * DAY / 4);
    match stage {
        Stage::Day => day,
        Stage::Hour => HOUR.min(day),
    }
}

/// The stages a choice asks for, earliest first.
pub fn stages(choice: Remind) -> &'static [Stage] {
    match choice {
        Remind::Day => &[Stage::Day],
        Remind::Hour => &[Stage::Hour],
        Remind::DayAndHour => &[Stage::Day, Stage::Hour],
        Remind::Off => &[],
    }
}

/// What is due now, if anything: the latest stage chosen, not yet sent, whose
/// time has come and whose deadline has not passed, with what to mark sent (that
/// stage and any earlier one: a reminder missed while the clock was paused or the
/// bot was down is not sent after a later one). Nothing while `paused`.
pub fn due(
    choice: Remind,
    deadline: i64,
    days_per_move: i64,
    sent: Sent,
    now: i64,
    paused: bool,
) -> Option<(Stage, Sent)> {
    if paused || now >= deadline {
        return None;
    }
    let is_sent = |s: Stage| match s {
        Stage::Day => sent.day,
        Stage::Hour => sent.hour,
    };
    let stage = stages(choice)
        .iter()
        .rev()
        .copied()
        .find(|&s| now >= deadline - lead(s, days_per_move))?;
    if is_sent(stage) {
        return None;
    }
    let mark = match stage {
        Stage::Day => Sent {
            day: true,
            hour: sent.hour,
        },
        Stage::Hour => Sent {
            day: true,
            hour: true,
        },
    };
    Some((stage, mark))
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: i64 = 10_000_000;

    /// Every sweep of a minute from the move (`days` per move) to the deadline:
    /// the reminders sent, in order.
    fn sweep(choice: Remind, days: i64, paused_until: i64) -> Vec<(i64, Stage)> {
        let deadline = D + days * DAY;
        let mut sent = Sent::default();
        let mut out = Vec::new();
        let mut now = D;
        while now <= deadline + HOUR {
            if let Some((stage, mark)) = due(choice, deadline, days, sent, now, now < paused_until)
            {
                out.push((deadline - now, stage));
                sent = mark;
            }
            now += 60;
        }
        out
    }

    #[test]
    fn each_choice_sends_its_reminders_once() {
        assert_eq!(sweep(Remind::Day, 4, 0), [(DAY, Stage::Day)]);
        assert_eq!(sweep(Remind::Hour, 4, 0), [(HOUR, Stage::Hour)]);
        assert_eq!(
            sweep(Remind::DayAndHour, 4, 0),
            [(DAY, Stage::Day), (HOUR, Stage::Hour)]
        );
        assert!(sweep(Remind::Off, 3, 0).is_empty());
        // One day a move: the first comes a quarter of the day before.
        assert_eq!(
            sweep(Remind::DayAndHour, 1, 0),
            [(DAY / 4, Stage::Day), (HOUR, Stage::Hour)]
        );
    }

    #[test]
    fn nothing_is_sent_while_paused_and_a_missed_one_is_not_sent_late() {
        let deadline_minus = |s: i64| D + 3 * DAY - s;
        // Paused until twelve hours before the deadline: the day reminder comes
        // when the clock runs again.
        let at = sweep(Remind::DayAndHour, 3, deadline_minus(12 * HOUR));
        assert_eq!(at, [(12 * HOUR, Stage::Day), (HOUR, Stage::Hour)]);
        // Paused until half an hour before: only the hour reminder, once.
        let at = sweep(Remind::DayAndHour, 3, deadline_minus(HOUR / 2));
        assert_eq!(at, [(HOUR / 2, Stage::Hour)]);
    }

    #[test]
    fn none_after_the_deadline_or_once_sent() {
        let deadline = D + 3 * DAY;
        assert_eq!(
            due(Remind::Day, deadline, 3, Sent::default(), deadline, false),
            None
        );
        let sent = Sent {
            day: true,
            hour: false,
        };
        assert_eq!(
            due(Remind::Day, deadline, 3, sent, deadline - 60, false),
            None
        );
        assert_eq!(
            due(Remind::DayAndHour, deadline, 3, sent, deadline - 60, false),
            Some((
                Stage::Hour,
                Sent {
                    day: true,
                    hour: true
                }
            ))
        );
    }

    #[test]
    fn choices_read_as_typed() {
        for r in Remind::ALL {
            assert_eq!(Remind::parse(r.id()), Some(r));
        }
        assert_eq!(Remind::parse(" 24H + 1H "), Some(Remind::DayAndHour));
        assert_eq!(Remind::parse("2h"), None);
        assert_eq!(Remind::default(), Remind::Day);
    }
}
