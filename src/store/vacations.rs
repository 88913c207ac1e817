//! Vacations: each player's bank of days a calendar year, their vacations, and what
//! a vacation does to their correspondence games' clocks and to the ladder
//! challenges waiting for them. A vacation begins in one transaction, and ends in
//! one (its own, or the move's that ends it, in `games.rs`), each with the player
//! locked first (`backend::LockUsers`), so that a move whose next player goes away
//! at that moment, or comes back, sees the vacation wholly or not at all.
//! The arithmetic is [`crate::decide::vacation`]'s.

use super::backend::{on, LockUsers};
use super::{GameRow, Result, Store, GAME_COLUMNS};
use crate::decide::vacation::{self, Refusal, BANK_DAYS, DAY};
use crate::ids::UserId;

/// A vacation as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VacationRow {
    pub id: i64,
    pub user_id: UserId,
    /// The calendar year whose bank it is charged to.
    pub year: i64,
    pub started_at: i64,
    /// When it ends (the real end, once ended early).
    pub ends_at: i64,
    /// Days charged to the bank: those taken, or once ended early those used.
    pub days: i64,
    /// The player's days that year before this vacation.
    pub used_before: i64,
    pub ended_at: Option<i64>,
}

impl VacationRow {
    /// When this vacation pauses a game whose server set `limit` days for it (a
    /// ladder or tournament game), if it pauses it at all.
    pub fn pause_until(&self, limit: Option<i64>) -> Option<i64> {
        vacation::paused_until(
            self.started_at,
            vacation::pause_days(self.days, self.used_before, limit),
        )
    }
}

/// A vacation begun: the vacation, and the player's correspondence games still
/// being played, as they are now.
#[derive(Clone, Debug)]
pub struct VacationStarted {
    pub vacation: VacationRow,
    pub games: Vec<GameRow>,
}

/// A vacation ended early: the vacation as ended, the days used and given back,
/// and the player's correspondence games still being played, as they are now.
#[derive(Clone, Debug)]
pub struct VacationEnded {
    pub vacation: VacationRow,
    pub used: i64,
    pub returned: i64,
    pub games: Vec<GameRow>,
}

/// Inside a transaction `$tx`: player `$user`'s vacation going on at `$now`.
macro_rules! active_vacation {
    ($tx:expr, $user:expr, $now:expr) => {
        sqlx::query_as::<_, $crate::store::vacations::VacationRow>(
            "SELECT id, user_id, year, started_at, ends_at, days, used_before, ended_at \
             FROM vacations WHERE user_id = $1 AND ended_at IS NULL AND ends_at > $2 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind($user)
        .bind($now)
        .fetch_optional(&mut *$tx)
    };
}
pub(super) use active_vacation;

/// Inside a transaction `$tx`: a server's own vacation days and the days to
/// accept a ladder challenge there, as its admins chose.
macro_rules! server_days {
    ($tx:expr, $guild:expr) => {
        async {
            let row: Option<(Option<i64>, Option<i64>)> = sqlx::query_as(
                "SELECT vacation_days, accept_days FROM ladder_settings WHERE guild_id = $1",
            )
            .bind($guild)
            .fetch_optional(&mut *$tx)
            .await?;
            let (limit, accept) = row.unwrap_or_default();
            Ok::<_, sqlx::Error>((limit, accept.unwrap_or($crate::store::DEFAULT_ACCEPT_DAYS)))
        }
    };
}
pub(super) use server_days;

/// Inside a transaction `$tx`: the server's own vacation days for game `$g` when
/// it is a ladder or tournament game of a server that set some.
macro_rules! game_limit {
    ($tx:expr, $g:expr) => {
        async {
            let (limit, _) = $crate::store::vacations::server_days!($tx, $g.guild_id).await?;
            if limit.is_none() || $g.ladder {
                return Ok::<_, sqlx::Error>(limit);
            }
            let boards: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM tournament_boards WHERE game_id = $1")
                    .bind($g.id)
                    .fetch_one(&mut *$tx)
                    .await?;
            Ok(if boards > 0 { limit } else { None })
        }
    };
}
pub(super) use game_limit;

/// Inside a transaction `$tx` (player locked): end `$user`'s vacation at `$now` if
/// one is on, charging the days begun and giving the rest back: each of their
/// paused deadlines comes back by the days not used, and ladder challenges that
/// waited for them wait only as long as the vacation lasted. The vacation as ended,
/// the days used and those given back.
macro_rules! end_vacation_in {
    ($tx:expr, $user:expr, $now:expr, $game_columns:expr) => {
        async {
            use $crate::decide::vacation as v;
            let ended: Option<$crate::store::vacations::VacationRow> = sqlx::query_as(
                "UPDATE vacations SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL \
                 AND ends_at > $2 \
                 RETURNING id, user_id, year, started_at, ends_at, days, used_before, ended_at",
            )
            .bind($user)
            .bind($now)
            .fetch_optional(&mut *$tx)
            .await?;
            let Some(mut vacation) = ended else {
                return Ok::<_, sqlx::Error>(None);
            };
            let taken = vacation.clone();
            let used = v::days_used(taken.started_at, $now, taken.days);
            let real_end = taken.started_at + used * v::DAY;
            sqlx::query("UPDATE vacations SET days = $1, ends_at = $2 WHERE id = $3")
                .bind(used)
                .bind(real_end)
                .bind(taken.id)
                .execute(&mut *$tx)
                .await?;
            let sql = format!(
                "SELECT {} FROM games WHERE status = 'active' \
                 AND (sente_id = $1 OR gote_id = $1) AND paused_until IS NOT NULL ORDER BY id",
                $game_columns
            );
            let paused: Vec<$crate::store::GameRow> = sqlx::query_as(&sql)
                .bind($user)
                .fetch_all(&mut *$tx)
                .await?;
            for g in paused {
                let Some(until) = g.paused_until else {
                    continue;
                };
                if g.player_to_move() != Some($user) {
                    continue;
                }
                let back = v::shift_back(until, taken.started_at, used);
                if back == 0 {
                    continue;
                }
                sqlx::query(
                    "UPDATE games SET deadline = deadline - $1, paused_until = $2 \
                     WHERE id = $3 AND ply = $4 AND status = 'active'",
                )
                .bind(back)
                .bind(until - back)
                .bind(g.id)
                .bind(g.ply)
                .execute(&mut *$tx)
                .await?;
            }
            // Ladder challenges made to wait by this vacation wait only as long as
            // it lasted.
            let waiting: Vec<(i64, $crate::ids::Venue, i64, i64)> = sqlx::query_as(
                "SELECT id, guild_id, created_at, expires_at FROM challenges \
                 WHERE opponent_id = $1 AND ladder = TRUE AND status = 'open'",
            )
            .bind($user)
            .fetch_all(&mut *$tx)
            .await?;
            for (id, guild, created_at, expires_at) in waiting {
                let (limit, accept) = $crate::store::vacations::server_days!($tx, guild).await?;
                let Some(planned) = taken.pause_until(limit) else {
                    continue;
                };
                if expires_at != planned + accept * v::DAY {
                    continue;
                }
                let lasted = planned.min(real_end);
                let expires = created_at.max(lasted) + accept * v::DAY;
                sqlx::query(
                    "UPDATE challenges SET expires_at = $1 WHERE id = $2 AND status = 'open'",
                )
                .bind(expires)
                .bind(id)
                .execute(&mut *$tx)
                .await?;
            }
            vacation.days = used;
            vacation.ends_at = real_end;
            vacation.ended_at = Some($now);
            Ok(Some((vacation, used, taken.days - used)))
        }
    };
}
pub(super) use end_vacation_in;

/// A player's correspondence games still being played.
fn their_games_sql() -> String {
    format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND time_control IS NULL \
         AND (sente_id = $1 OR gote_id = $1) ORDER BY id"
    )
}

impl Store {
    /// A player's vacation going on at `now`, if any.
    pub async fn vacation(&self, user: UserId, now: i64) -> Result<Option<VacationRow>> {
        on!(self, |pool| {
            let mut conn = pool.acquire().await?;
            active_vacation!(conn, user, now).await
        })
    }

    /// The days a player has used or taken in the calendar year `year`.
    pub async fn vacation_days_used(&self, user: UserId, year: i64) -> Result<i64> {
        let rows: Vec<i64> = on!(self, |pool| sqlx::query_scalar(
            "SELECT days FROM vacations WHERE user_id = $1 AND year = $2"
        )
        .bind(user)
        .bind(year)
        .fetch_all(pool)
        .await)?;
        Ok(rows.into_iter().sum())
    }

    /// Begin a vacation of `days` for `user` at `now`, in one transaction: charged to
    /// this year's bank (refused, changing nothing, when they are away already or
    /// the bank has fewer days left), the clock of each of their turns paused (its
    /// deadline moved on; in a ladder or tournament game of a server with a number of
    /// its own, only as far as that number goes), and the ladder challenges to them
    /// made to wait until they are back (then the days to accept one).
    pub async fn start_vacation(
        &self,
        user: UserId,
        days: i64,
        now: i64,
    ) -> Result<std::result::Result<VacationStarted, Refusal>> {
        let _turn = self.turns.take().await;
        let year = vacation::year_of(now);
        let games_sql = their_games_sql();
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_users(&[user]).await?;
            // The guarded write first: no vacation on, and the bank not overdrawn.
            let started: Option<VacationRow> = sqlx::query_as(
                "INSERT INTO vacations (user_id, year, started_at, ends_at, days, used_before) \
                 SELECT $1, $2, $3, $4, $5, \
                 COALESCE((SELECT SUM(days) FROM vacations WHERE user_id = $1 AND year = $2), 0) \
                 WHERE NOT EXISTS (SELECT 1 FROM vacations WHERE user_id = $1 \
                 AND ended_at IS NULL AND ends_at > $3) \
                 AND COALESCE((SELECT SUM(days) FROM vacations WHERE user_id = $1 AND year = $2), 0) \
                 + $5 <= $6 \
                 RETURNING id, user_id, year, started_at, ends_at, days, used_before, ended_at",
            )
            .bind(user)
            .bind(year)
            .bind(now)
            .bind(now + days * DAY)
            .bind(days)
            .bind(BANK_DAYS)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(started) = started else {
                let away = active_vacation!(tx, user, now).await?;
                let used: Vec<i64> = sqlx::query_scalar(
                    "SELECT days FROM vacations WHERE user_id = $1 AND year = $2",
                )
                .bind(user)
                .bind(year)
                .fetch_all(&mut *tx)
                .await?;
                let bank = vacation::Bank::yearly(used.into_iter().sum());
                return Ok(Err(match away {
                    Some(v) => Refusal::AlreadyAway { until: v.ends_at },
                    None => Refusal::TooMany { left: bank.left() },
                }));
            };
            let games: Vec<GameRow> = sqlx::query_as(&games_sql)
                .bind(user)
                .fetch_all(&mut *tx)
                .await?;
            for g in &games {
                let Some(deadline) = g.deadline else { continue };
                if g.player_to_move() != Some(user) {
                    continue;
                }
                let limit = game_limit!(tx, g).await?;
                let Some(until) = started.pause_until(limit) else {
                    continue;
                };
                let moved = vacation::paused_deadline(deadline, now, g.paused_until, until);
                sqlx::query(
                    "UPDATE games SET deadline = $1, paused_until = $2 \
                     WHERE id = $3 AND ply = $4 AND status = 'active'",
                )
                .bind(moved)
                .bind(g.paused_until.map_or(until, |p| p.max(until)))
                .bind(g.id)
                .bind(g.ply)
                .execute(&mut *tx)
                .await?;
            }
            let waiting: Vec<(i64, crate::ids::Venue)> = sqlx::query_as(
                "SELECT id, guild_id FROM challenges \
                 WHERE opponent_id = $1 AND ladder = TRUE AND status = 'open'",
            )
            .bind(user)
            .fetch_all(&mut *tx)
            .await?;
            for (id, guild) in waiting {
                let (limit, accept) = server_days!(tx, guild).await?;
                let Some(until) = started.pause_until(limit) else {
                    continue;
                };
                let waits = until + accept * DAY;
                sqlx::query(
                    "UPDATE challenges SET expires_at = $1 WHERE id = $2 AND status = 'open' \
                     AND expires_at < $1",
                )
                .bind(waits)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            }
            let games: Vec<GameRow> = sqlx::query_as(&games_sql)
                .bind(user)
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Ok(VacationStarted {
                vacation: started,
                games,
            }))
        })
    }

    /// End `user`'s vacation at `now` (`/vacation days:0`), in one transaction: the
    /// days begun charged, the rest given back, every paused deadline of theirs
    /// brought back by the days not used. `None` when none was on.
    pub async fn end_vacation(&self, user: UserId, now: i64) -> Result<Option<VacationEnded>> {
        let _turn = self.turns.take().await;
        let games_sql = their_games_sql();
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            tx.lock_users(&[user]).await?;
            let Some((vacation, used, returned)) =
                end_vacation_in!(tx, user, now, GAME_COLUMNS).await?
            else {
                return Ok(None);
            };
            let games: Vec<GameRow> = sqlx::query_as(&games_sql)
                .bind(user)
                .fetch_all(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(VacationEnded {
                vacation,
                used,
                returned,
                games,
            }))
        })
    }

    /// A player's correspondence games still being played.
    pub async fn correspondence_games_of(&self, user: UserId) -> Result<Vec<GameRow>> {
        let sql = their_games_sql();
        on!(self, |pool| sqlx::query_as(&sql)
            .bind(user)
            .fetch_all(pool)
            .await)
    }

    /// Whether a game is a board of a tournament.
    pub async fn in_tournament(&self, game: crate::ids::GameId) -> Result<bool> {
        let boards: i64 = on!(self, |pool| sqlx::query_scalar(
            "SELECT COUNT(*) FROM tournament_boards WHERE game_id = $1"
        )
        .bind(game)
        .fetch_one(pool)
        .await)?;
        Ok(boards > 0)
    }

    /// Pause a game that has just started if its first player is away: their turn
    /// begins when the pause ends (`until`). Guarded by the game's first ply; false
    /// when it moved on.
    pub async fn pause_new_game(
        &self,
        game: crate::ids::GameId,
        deadline: i64,
        until: i64,
    ) -> Result<bool> {
        let _turn = self.turns.take().await;
        on!(self, |pool| sqlx::query(
            "UPDATE games SET deadline = $1, paused_until = $2 WHERE id = $3 AND ply = 0 \
             AND status = 'active' AND time_control IS NULL"
        )
        .bind(deadline)
        .bind(until)
        .bind(game)
        .execute(pool)
        .await
        .map(|done| done.rows_affected() == 1))
    }
}
