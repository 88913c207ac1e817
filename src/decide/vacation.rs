//! Vacations: a player's correspondence clocks paused, from a bank of days a
//! calendar year. Pure arithmetic over seconds; the store keeps the vacations and
//! each game's pause, the service says what changed.
//!
//! A vacation of `days` starting at `start` pauses, in each of the player's
//! correspondence games, the clock of their turn: the game's deadline moves on by
//! the days the pause lasts, and `paused_until` says when the clock runs again. A
//! turn that comes to them during the vacation starts when the pause ends. In a
//! server that set a number of its own for its ladders and tournaments, their games
//! there pause only while the player's days this year are within that number.
//! Ending early (a move, or `/vacation days:0`) charges the days begun and gives the
//! rest back: every paused deadline comes back by the days not used.
//!
//! ```
//! use washogi_bot::decide::vacation::{days_used, shift_back, DAY};
//! // Five days from t = 0, ended after two days and an hour: three days are used,
//! // two go back to the bank, and a deadline pushed five days comes back two.
//! let start = 0;
//! assert_eq!(days_used(start, 2 * DAY + 3600, 5), 3);
//! assert_eq!(shift_back(start + 5 * DAY, start, 3), 2 * DAY);
//! ```

pub use super::DAY;

/// The days of vacation a player has each calendar year (UTC).
pub const BANK_DAYS: i64 = 14;
/// The most days a server may give its ladders and tournaments.
pub const MAX_SERVER_DAYS: i64 = 60;

/// The calendar year (UTC) of a moment: vacations are charged to the year they
/// start in.
pub fn year_of(unix: i64) -> i64 {
    // Howard Hinnant's days-to-civil, the year alone.
    let z = unix.div_euclid(DAY) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    yoe + era * 400 + i64::from(mp >= 10)
}

/// The first moment of a calendar year (UTC).
pub fn year_start(year: i64) -> i64 {
    // Days from 1970-01-01 to January 1st of `year` (days-from-civil).
    let y = year - 1;
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + 306;
    (era * 146_097 + doe - 719_468) * DAY
}

/// A player's bank this year: the days they have, and the days used or taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Bank {
    pub allowance: i64,
    pub used: i64,
}

impl Bank {
    /// The usual bank, `used` days spent.
    pub fn yearly(used: i64) -> Bank {
        Bank {
            allowance: BANK_DAYS,
            used,
        }
    }

    /// Days left (never below zero).
    pub fn left(self) -> i64 {
        (self.allowance - self.used).max(0)
    }
}

/// Why a vacation may not start.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a number of days (`days:0` ends a vacation; it does not start one).
    NoDays,
    /// More days than the bank has left this year.
    TooMany { left: i64 },
    /// A vacation is on already, until then.
    AlreadyAway { until: i64 },
}

/// Whether a vacation of `days` may start, the player's bank being `bank` and their
/// current vacation (if any) lasting until `away_until`.
pub fn may_start(bank: Bank, days: i64, away_until: Option<i64>) -> Result<(), Refusal> {
    if let Some(until) = away_until {
        return Err(Refusal::AlreadyAway { until });
    }
    if days < 1 {
        return Err(Refusal::NoDays);
    }
    if days > bank.left() {
        return Err(Refusal::TooMany { left: bank.left() });
    }
    Ok(())
}

/// Days of a vacation of `days` used when it ends at `ended_at`: every day begun
/// counts, never more than were taken, never fewer than none.
pub fn days_used(started_at: i64, ended_at: i64, days: i64) -> i64 {
    let elapsed = (ended_at - started_at).max(0);
    ((elapsed + DAY - 1) / DAY).min(days)
}

/// How many days a vacation pauses a game: all of them, or in a ladder or
/// tournament game of a server with a number of its own (`server_days`), only those
/// still within that number this year (`used_before`: the player's days before
/// this vacation).
pub fn pause_days(days: i64, used_before: i64, server_days: Option<i64>) -> i64 {
    match server_days {
        None => days,
        Some(limit) => days.min((limit - used_before).max(0)),
    }
}

/// When a game paused for `pause_days` of a vacation from `started_at` runs again;
/// `None` when it does not pause at all.
pub fn paused_until(started_at: i64, pause_days: i64) -> Option<i64> {
    (pause_days > 0).then_some(started_at + pause_days * DAY)
}

/// The deadline of a turn that begins at `now` for a player whose clock in this
/// game is paused until `paused_until` (if it is): `days_per_move` from when it runs.
pub fn deadline(now: i64, days_per_move: i64, paused_until: Option<i64>) -> i64 {
    paused_until.map_or(now, |p| p.max(now)) + days_per_move * DAY
}

/// The deadline of a turn already running, when a pause until `paused_until` begins
/// at `now`: moved on by the pause, less any part of it the turn was paused for
/// already (until `paused_before`, a vacation ended early whose last day runs on).
pub fn paused_deadline(
    deadline: i64,
    now: i64,
    paused_before: Option<i64>,
    paused_until: i64,
) -> i64 {
    let from = paused_before.map_or(now, |p| p.max(now));
    deadline + (paused_until - from).max(0)
}

/// How far a game's deadline comes back when a vacation from `started_at` ends
/// with `used` days used: the part of its pause (until `paused_until`) after the
/// days used.
pub fn shift_back(paused_until: i64, started_at: i64, used: i64) -> i64 {
    (paused_until - (started_at + used * DAY)).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_800_000_000; // 2027-01-15

    #[test]
    fn years_are_calendar_years_in_utc() {
        assert_eq!(year_of(0), 1970);
        assert_eq!(year_of(T0), 2027);
        assert_eq!(year_start(2027), 1_798_761_600);
        assert_eq!(year_of(year_start(2027)), 2027);
        assert_eq!(year_of(year_start(2027) - 1), 2026);
        assert_eq!(year_of(year_start(2028) - 1), 2027);
        assert_eq!(year_start(1970), 0);
        // A leap year's last day.
        assert_eq!(year_of(year_start(2028) + 365 * DAY), 2028);
        assert_eq!(year_of(year_start(2028) + 366 * DAY), 2029);
    }

    #[test]
    fn the_bank_never_goes_below_zero() {
        assert_eq!(Bank::yearly(0).left(), BANK_DAYS);
        assert_eq!(Bank::yearly(10).left(), 4);
        assert_eq!(Bank::yearly(20).left(), 0);
        assert_eq!(may_start(Bank::yearly(10), 4, None), Ok(()));
        assert_eq!(
            may_start(Bank::yearly(10), 5, None),
            Err(Refusal::TooMany { left: 4 })
        );
        assert_eq!(
            may_start(Bank::yearly(14), 1, None),
            Err(Refusal::TooMany { left: 0 })
        );
        assert_eq!(may_start(Bank::yearly(0), 0, None), Err(Refusal::NoDays));
        assert_eq!(
            may_start(Bank::yearly(0), 3, Some(T0)),
            Err(Refusal::AlreadyAway { until: T0 })
        );
    }

    #[test]
    fn every_day_begun_is_used() {
        assert_eq!(days_used(T0, T0, 5), 0);
        assert_eq!(days_used(T0, T0 + 1, 5), 1);
        assert_eq!(days_used(T0, T0 + DAY, 5), 1);
        assert_eq!(days_used(T0, T0 + DAY + 1, 5), 2);
        assert_eq!(days_used(T0, T0 + 9 * DAY, 5), 5);
        assert_eq!(days_used(T0, T0 - 10, 5), 0);
    }

    #[test]
    fn a_server_number_limits_its_ladder_and_tournament_games() {
        assert_eq!(pause_days(5, 0, None), 5);
        assert_eq!(pause_days(5, 12, None), 5);
        assert_eq!(pause_days(5, 0, Some(3)), 3);
        assert_eq!(pause_days(5, 2, Some(3)), 1);
        assert_eq!(pause_days(5, 4, Some(3)), 0);
        assert_eq!(pause_days(5, 0, Some(30)), 5);
        assert_eq!(paused_until(T0, 0), None);
        assert_eq!(paused_until(T0, 2), Some(T0 + 2 * DAY));
    }

    #[test]
    fn a_turn_starts_when_the_pause_ends() {
        assert_eq!(deadline(T0, 3, None), T0 + 3 * DAY);
        assert_eq!(deadline(T0, 3, Some(T0 + 5 * DAY)), T0 + 8 * DAY);
        assert_eq!(deadline(T0, 3, Some(T0 - 5)), T0 + 3 * DAY);
        // A running turn moves on by the pause.
        assert_eq!(
            paused_deadline(T0 + DAY, T0, None, T0 + 5 * DAY),
            T0 + 6 * DAY
        );
        // Paused a day already (the last day of a vacation ended early): four more.
        assert_eq!(
            paused_deadline(T0 + 2 * DAY, T0, Some(T0 + DAY), T0 + 5 * DAY),
            T0 + 6 * DAY
        );
    }

    #[test]
    fn ending_early_brings_every_deadline_back_by_the_days_not_used() {
        let start = T0;
        let until = start + 5 * DAY;
        // A turn running when the vacation began: pushed 5 days, 3 used, back 2.
        let pushed = paused_deadline(start + DAY, start, None, until);
        let used = days_used(start, start + 2 * DAY + 60, 5);
        assert_eq!(used, 3);
        assert_eq!(
            pushed - shift_back(until, start, used),
            start + DAY + 3 * DAY
        );
        // A turn that came during the vacation, one day in: it starts when the pause
        // ends, and comes back as the others do.
        let came = deadline(start + DAY, 3, Some(until));
        assert_eq!(came, until + 3 * DAY);
        assert_eq!(
            came - shift_back(until, start, used),
            start + 3 * DAY + 3 * DAY
        );
        // A game paused only 2 days (a server's number) is not brought back at all.
        assert_eq!(shift_back(start + 2 * DAY, start, used), 0);
        // Used to the end: nothing comes back.
        assert_eq!(shift_back(until, start, 5), 0);
    }
}
