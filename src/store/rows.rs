//! Rows read back into their structs, column by column by name. (Written out rather
//! than derived: sqlx's derive macros would build SQLite a second time, for the
//! compiler.)

use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{FromRow, Row};
use washogi_rules::VariantId;

use crate::decide::clock::Speed;

use super::analyses::{AnalysisRow, EvalRow, HintRow};
use super::premoves::PremoveRow;
use super::puzzles::{
    AttemptRow, DailyRow, DailySettingsRow, DailySolveRow, PuzzleRatingRow, PuzzleRow,
    PuzzleScanRow,
};
use super::tournaments::{BoardRow, EntrantRow, TournamentRow};
use super::vacations::VacationRow;
use super::{
    ArchiveRow, ChallengeRow, GameRow, LadderRow, MoveHistory, MoveRow, RatingRow, SeasonRow,
};

/// `FromRow` for a struct whose fields are named like its columns.
/// After `game:`, the field (and column) holding the game, stored as its id.
/// After `speed:`, the field (and column) holding a rating pool's speed, stored as
/// its name.
macro_rules! from_row {
    ($row:ty => $ty:ident { $($field:ident),* $(,)? } $(game: $game:ident)? $(speed: $speed:ident)?) => {
        impl<'r> FromRow<'r, $row> for $ty {
            fn from_row(row: &'r $row) -> Result<Self, sqlx::Error> {
                Ok($ty {
                    $($field: row.try_get(stringify!($field))?,)*
                    $($game: game_column(row, stringify!($game))?,)?
                    $($speed: speed_column(row, stringify!($speed))?,)?
                })
            }
        }
    };
}

/// A game stored as its id (`wa`, `wa-drops`, `shogi`); any other text is an error,
/// not a silent default.
fn game_column<'r, R: Row>(row: &'r R, column: &'static str) -> Result<VariantId, sqlx::Error>
where
    &'static str: sqlx::ColumnIndex<R>,
    &'r str: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let text: &str = row.try_get(column)?;
    VariantId::from_id(text).ok_or_else(|| sqlx::Error::ColumnDecode {
        index: column.to_string(),
        source: format!("{text:?} is not a game in the database").into(),
    })
}

/// A rating pool's speed stored as its name (`blitz`, `correspondence`); any other
/// text is an error.
fn speed_column<'r, R: Row>(row: &'r R, column: &'static str) -> Result<Speed, sqlx::Error>
where
    &'static str: sqlx::ColumnIndex<R>,
    &'r str: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let text: &str = row.try_get(column)?;
    Speed::from_key(text).ok_or_else(|| sqlx::Error::ColumnDecode {
        index: column.to_string(),
        source: format!("{text:?} is not a speed in the database").into(),
    })
}

from_row!(SqliteRow => ChallengeRow {
    id, guild_id, channel_id, challenger_id, opponent_id, color, days_per_move,
    rated, ladder, status, created_at, expires_at, game_id, message_id, start_sfen, thread,
    time_control,
} game: variant);
from_row!(PgRow => ChallengeRow {
    id, guild_id, channel_id, challenger_id, opponent_id, color, days_per_move,
    rated, ladder, status, created_at, expires_at, game_id, message_id, start_sfen, thread,
    time_control,
} game: variant);
from_row!(SqliteRow => GameRow {
    id, guild_id, channel_id, sente_id, gote_id, days_per_move, rated, ladder,
    status, result, ending, start_sfen, sfen, ply, created_at, updated_at, finished_at,
    deadline, reminder_sent, draw_offer_by, rating_applied, computer_id, computer_level, thread_id,
    time_control, sente_ms, gote_ms, sente_periods, gote_periods, turn_started_ms, flag_ms,
    paused_until, hour_reminder_sent,
} game: variant);
from_row!(PgRow => GameRow {
    id, guild_id, channel_id, sente_id, gote_id, days_per_move, rated, ladder,
    status, result, ending, start_sfen, sfen, ply, created_at, updated_at, finished_at,
    deadline, reminder_sent, draw_offer_by, rating_applied, computer_id, computer_level, thread_id,
    time_control, sente_ms, gote_ms, sente_periods, gote_periods, turn_started_ms, flag_ms,
    paused_until, hour_reminder_sent,
} game: variant);
from_row!(SqliteRow => MoveRow {
    game_id, ply, usi, sfen_after, played_at, position_key, gave_check,
    spent_ms, left_ms, left_periods,
});
from_row!(PgRow => MoveRow {
    game_id, ply, usi, sfen_after, played_at, position_key, gave_check,
    spent_ms, left_ms, left_periods,
});
from_row!(SqliteRow => RatingRow {
    guild_id, user_id, rating, deviation, volatility, wins, losses, draws,
} game: variant speed: speed);
from_row!(PgRow => RatingRow {
    guild_id, user_id, rating, deviation, volatility, wins, losses, draws,
} game: variant speed: speed);
from_row!(SqliteRow => LadderRow {
    guild_id, user_id, position, joined_at, wins, losses, draws, away_until, away_used,
} game: variant);
from_row!(PgRow => LadderRow {
    guild_id, user_id, position, joined_at, wins, losses, draws, away_until, away_used,
} game: variant);
from_row!(SqliteRow => SeasonRow {
    guild_id, season, started_at, closed_at, closed_by, reset,
} game: variant);
from_row!(PgRow => SeasonRow {
    guild_id, season, started_at, closed_at, closed_by, reset,
} game: variant);
from_row!(SqliteRow => ArchiveRow {
    guild_id, season, position, user_id, rating, wins, losses, draws,
} game: variant);
from_row!(PgRow => ArchiveRow {
    guild_id, season, position, user_id, rating, wins, losses, draws,
} game: variant);
from_row!(SqliteRow => VacationRow {
    id, user_id, year, started_at, ends_at, days, used_before, ended_at,
});
from_row!(PgRow => VacationRow {
    id, user_id, year, started_at, ends_at, days, used_before, ended_at,
});
from_row!(SqliteRow => PremoveRow { game_id, user_id, at_ply, lines, updated_at });
from_row!(PgRow => PremoveRow { game_id, user_id, at_ply, lines, updated_at });
from_row!(SqliteRow => MoveHistory { usi, position_key, gave_check });
from_row!(PgRow => MoveHistory { usi, position_key, gave_check });
from_row!(SqliteRow => EvalRow { game_id, engine, ply, cp, mate, best, pv, depth });
from_row!(PgRow => EvalRow { game_id, engine, ply, cp, mate, best, pv, depth });
from_row!(SqliteRow => AnalysisRow {
    game_id, requested_by, requested_at, guild_id, channel_id, message_id, finished_at,
});
from_row!(PgRow => AnalysisRow {
    game_id, requested_by, requested_at, guild_id, channel_id, message_id, finished_at,
});
from_row!(SqliteRow => HintRow { game_id, ply, user_id, created_at });
from_row!(PgRow => HintRow { game_id, ply, user_id, created_at });
from_row!(SqliteRow => PuzzleRow {
    id, sfen, last_move, solution, themes, source, guild_id, game_id, rating, deviation,
    volatility, plays, added_at,
} game: variant);
from_row!(SqliteRow => AttemptRow { user_id, puzzle_id, started_at, progress, state, rated, finished_at });
from_row!(SqliteRow => PuzzleRatingRow {
    user_id, rating, deviation, volatility, solved, failed, updated_at,
} game: variant);
from_row!(SqliteRow => DailySettingsRow { guild_id, channel_id, hour, updated_at });
from_row!(SqliteRow => DailyRow {
    guild_id, day, puzzle_id, channel_id, message_id, claimed_at, revealed_at,
});
from_row!(PgRow => PuzzleRow {
    id, sfen, last_move, solution, themes, source, guild_id, game_id, rating, deviation,
    volatility, plays, added_at,
} game: variant);
from_row!(PgRow => AttemptRow { user_id, puzzle_id, started_at, progress, state, rated, finished_at });
from_row!(PgRow => PuzzleRatingRow {
    user_id, rating, deviation, volatility, solved, failed, updated_at,
} game: variant);
from_row!(PgRow => DailySettingsRow { guild_id, channel_id, hour, updated_at });
from_row!(PgRow => DailyRow {
    guild_id, day, puzzle_id, channel_id, message_id, claimed_at, revealed_at,
});
from_row!(SqliteRow => DailySolveRow { guild_id, day, user_id, solved_at });
from_row!(SqliteRow => PuzzleScanRow { game_id, scanned_at, found });
from_row!(PgRow => DailySolveRow { guild_id, day, user_id, solved_at });
from_row!(PgRow => PuzzleScanRow { game_id, scanned_at, found });
from_row!(SqliteRow => TournamentRow {
    id, guild_id, channel_id, name, format, rounds, days_per_move, rated, late_join, starts_at,
    created_by, created_at, message_id, status, round, finished_at, winner_id, threads,
    round_days, round_deadline, time_control,
} game: variant);
from_row!(SqliteRow => EntrantRow {
    tournament_id, user_id, joined_at, seed, rating, joined_round, withdrawn_at,
});
from_row!(SqliteRow => BoardRow { tournament_id, round, board, sente_id, gote_id, game_id, result });
from_row!(PgRow => TournamentRow {
    id, guild_id, channel_id, name, format, rounds, days_per_move, rated, late_join, starts_at,
    created_by, created_at, message_id, status, round, finished_at, winner_id, threads,
    round_days, round_deadline, time_control,
} game: variant);
from_row!(PgRow => EntrantRow {
    tournament_id, user_id, joined_at, seed, rating, joined_round, withdrawn_at,
});
from_row!(PgRow => BoardRow { tournament_id, round, board, sente_id, gote_id, game_id, result });
