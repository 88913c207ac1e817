//! Moving a database to another (`washogi-bot migrate-db`): every row of every
//! table, ids kept, in one transaction on the target, which must be empty.

use super::backend::on;
use super::{
    AnalysisRow, AttemptRow, DailyRow, DailySettingsRow, DailySolveRow, EvalRow, HintRow,
    PuzzleRatingRow, PuzzleRow, PuzzleScanRow,
};
use super::{
    ArchiveRow, ChallengeRow, GameRow, LadderRow, MoveRow, RatingRow, Result, SeasonRow, Store,
    GAME_COLUMNS,
};
use super::{BoardRow, EntrantRow, TournamentRow};
use crate::ids::{GameId, UserId, Venue};

/// Insert every row of `rows` with `sql` in the transaction `tx`, binding the given
/// fields of each row (`|r| r.a, r.b`) in order.
macro_rules! insert_each {
    ($tx:ident, $rows:expr, $sql:expr, |$r:ident| $($bind:expr),+ $(,)?) => {
        for $r in $rows {
            sqlx::query($sql)$(.bind($bind))+.execute(&mut *$tx).await?;
        }
    };
}

/// Copy the database at `from` into the empty one at `to` (its schema created),
/// leaving the source as it is: how many of each thing were copied, or why
/// nothing was. Only database URLs are taken (a bare path would become a new,
/// empty SQLite file), and a source that exists (opening a missing SQLite file
/// would create it).
pub async fn migrate(
    from: &str,
    to: &str,
) -> std::result::Result<Vec<(&'static str, usize)>, String> {
    super::check_url(from).map_err(|e| format!("--from: {e}"))?;
    super::check_url(to).map_err(|e| format!("--to: {e}"))?;
    if let Some(path) = from
        .strip_prefix("sqlite://")
        .or_else(|| from.strip_prefix("sqlite:"))
    {
        let file = path.split('?').next().unwrap_or(path);
        if file.contains(":memory:") || from.contains("mode=memory") {
            return Err(format!("the source {from} is an empty in-memory database"));
        }
        if !std::path::Path::new(file).is_file() {
            return Err(format!("the source {from} does not exist"));
        }
    }
    let describe = super::describe_error;
    let source = Store::open(from)
        .await
        .map_err(|e| format!("cannot open the source {from}: {}", describe(&e)))?;
    let target = Store::open(to)
        .await
        .map_err(|e| format!("cannot open the target {to}: {}", describe(&e)))?;
    if !target
        .is_empty()
        .await
        .map_err(|e| format!("cannot read the target: {}", describe(&e)))?
    {
        return Err(format!(
            "the target {to} already holds games or players; migrate into an empty database"
        ));
    }
    let contents = source
        .contents()
        .await
        .map_err(|e| format!("cannot read the source: {}", describe(&e)))?;
    target
        .load_contents(&contents)
        .await
        .map_err(|e| format!("copying failed, and nothing was written: {}", describe(&e)))?;
    source.close().await;
    target.close().await;
    Ok(contents.counts().to_vec())
}

/// A player as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRecord {
    pub user_id: UserId,
    pub name: String,
    pub updated_at: i64,
}

/// A rating as stored (with the time it last changed).
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRecord {
    pub rating: RatingRow,
    pub updated_at: i64,
}

/// A player's own settings as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct UserSettingsRecord {
    pub user_id: UserId,
    pub pieces: Option<super::Pieces>,
    pub notify: Option<super::Notify>,
    pub thread: Option<bool>,
    /// Their Discord client's language as last seen (`en`, `ja`).
    pub lang: Option<String>,
    pub updated_at: i64,
}

/// A server's language as last seen.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerLanguageRecord {
    pub guild_id: Venue,
    pub lang: String,
    pub updated_at: i64,
}

/// A takeback request waiting for its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct TakebackRecord {
    pub game_id: GameId,
    pub requester_id: UserId,
    pub at_ply: i64,
    pub plies: i64,
    pub created_at: i64,
}

/// A server's default settings as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerSettingsRecord {
    pub guild_id: Venue,
    pub pieces: Option<super::Pieces>,
    pub thread: Option<bool>,
    pub updated_at: i64,
}

/// A server's ladder settings as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct LadderSettingsRecord {
    pub guild_id: Venue,
    pub variant: Option<String>,
    pub accept_days: Option<i64>,
    pub updated_at: i64,
}

/// Everything a database holds.
#[derive(Clone, Debug, Default)]
pub struct Contents {
    pub players: Vec<PlayerRecord>,
    pub challenges: Vec<ChallengeRow>,
    pub games: Vec<GameRow>,
    pub moves: Vec<MoveRow>,
    pub ratings: Vec<RatingRecord>,
    pub ladder: Vec<LadderRow>,
    pub user_settings: Vec<UserSettingsRecord>,
    pub server_settings: Vec<ServerSettingsRecord>,
    pub ladder_settings: Vec<LadderSettingsRecord>,
    pub seasons: Vec<SeasonRow>,
    pub archive: Vec<ArchiveRow>,
    pub server_languages: Vec<ServerLanguageRecord>,
    pub takebacks: Vec<TakebackRecord>,
    pub position_evals: Vec<EvalRow>,
    pub analyses: Vec<AnalysisRow>,
    pub hints: Vec<HintRow>,
    pub puzzles: Vec<PuzzleRow>,
    pub puzzle_attempts: Vec<AttemptRow>,
    pub puzzle_ratings: Vec<PuzzleRatingRow>,
    pub daily_settings: Vec<DailySettingsRow>,
    pub dailies: Vec<DailyRow>,
    pub daily_solves: Vec<DailySolveRow>,
    pub puzzle_scans: Vec<PuzzleScanRow>,
    pub tournaments: Vec<TournamentRow>,
    pub entrants: Vec<EntrantRow>,
    pub boards: Vec<BoardRow>,
}

impl Contents {
    /// Rows per table, for a report.
    pub fn counts(&self) -> [(&'static str, usize); 26] {
        [
            ("players", self.players.len()),
            ("challenges", self.challenges.len()),
            ("games", self.games.len()),
            ("moves", self.moves.len()),
            ("ratings", self.ratings.len()),
            ("ladder places", self.ladder.len()),
            ("players' settings", self.user_settings.len()),
            ("servers' settings", self.server_settings.len()),
            ("servers' ladder settings", self.ladder_settings.len()),
            ("closed seasons", self.seasons.len()),
            ("archived places", self.archive.len()),
            ("servers' languages", self.server_languages.len()),
            ("takeback requests", self.takebacks.len()),
            ("position evaluations", self.position_evals.len()),
            ("analyses", self.analyses.len()),
            ("hints", self.hints.len()),
            ("puzzles", self.puzzles.len()),
            ("puzzle attempts", self.puzzle_attempts.len()),
            ("puzzle ratings", self.puzzle_ratings.len()),
            ("daily puzzle settings", self.daily_settings.len()),
            ("daily puzzles", self.dailies.len()),
            ("daily puzzle solves", self.daily_solves.len()),
            ("games searched for puzzles", self.puzzle_scans.len()),
            ("tournaments", self.tournaments.len()),
            ("tournament players", self.entrants.len()),
            ("tournament boards", self.boards.len()),
        ]
    }
}

impl Store {
    /// Every row of every table, in id order.
    pub async fn contents(&self) -> Result<Contents> {
        let games_sql = format!("SELECT {GAME_COLUMNS} FROM games ORDER BY id");
        on!(self, |pool| {
            Ok(Contents {
                players: sqlx::query_as("SELECT * FROM players ORDER BY user_id")
                    .fetch_all(pool)
                    .await?,
                challenges: sqlx::query_as("SELECT * FROM challenges ORDER BY id")
                    .fetch_all(pool)
                    .await?,
                games: sqlx::query_as(&games_sql).fetch_all(pool).await?,
                moves: sqlx::query_as("SELECT * FROM moves ORDER BY game_id, ply")
                    .fetch_all(pool)
                    .await?,
                ratings: sqlx::query_as(
                    "SELECT * FROM ratings ORDER BY guild_id, variant, user_id",
                )
                .fetch_all(pool)
                .await?,
                ladder: sqlx::query_as("SELECT * FROM ladder ORDER BY guild_id, variant, position")
                    .fetch_all(pool)
                    .await?,
                user_settings: sqlx::query_as("SELECT * FROM user_settings ORDER BY user_id")
                    .fetch_all(pool)
                    .await?,
                server_settings: sqlx::query_as("SELECT * FROM server_settings ORDER BY guild_id")
                    .fetch_all(pool)
                    .await?,
                ladder_settings: sqlx::query_as("SELECT * FROM ladder_settings ORDER BY guild_id")
                    .fetch_all(pool)
                    .await?,
                seasons: sqlx::query_as(
                    "SELECT * FROM ladder_seasons ORDER BY guild_id, variant, season",
                )
                .fetch_all(pool)
                .await?,
                archive: sqlx::query_as(
                    "SELECT * FROM ladder_archive ORDER BY guild_id, variant, season, position",
                )
                .fetch_all(pool)
                .await?,
                server_languages: sqlx::query_as(
                    "SELECT * FROM server_languages ORDER BY guild_id",
                )
                .fetch_all(pool)
                .await?,
                takebacks: sqlx::query_as("SELECT * FROM takebacks ORDER BY game_id")
                    .fetch_all(pool)
                    .await?,
                position_evals: sqlx::query_as(
                    "SELECT * FROM position_evals ORDER BY game_id, engine, ply",
                )
                .fetch_all(pool)
                .await?,
                analyses: sqlx::query_as("SELECT * FROM analyses ORDER BY game_id")
                    .fetch_all(pool)
                    .await?,
                hints: sqlx::query_as("SELECT * FROM hints ORDER BY game_id, ply")
                    .fetch_all(pool)
                    .await?,
                puzzles: sqlx::query_as("SELECT * FROM puzzles ORDER BY id")
                    .fetch_all(pool)
                    .await?,
                puzzle_attempts: sqlx::query_as(
                    "SELECT * FROM puzzle_attempts ORDER BY user_id, puzzle_id",
                )
                .fetch_all(pool)
                .await?,
                puzzle_ratings: sqlx::query_as(
                    "SELECT * FROM puzzle_ratings ORDER BY user_id, variant",
                )
                .fetch_all(pool)
                .await?,
                daily_settings: sqlx::query_as(
                    "SELECT * FROM daily_puzzle_settings ORDER BY guild_id",
                )
                .fetch_all(pool)
                .await?,
                dailies: sqlx::query_as("SELECT * FROM daily_puzzles ORDER BY guild_id, day")
                    .fetch_all(pool)
                    .await?,
                daily_solves: sqlx::query_as(
                    "SELECT * FROM daily_solves ORDER BY guild_id, day, user_id",
                )
                .fetch_all(pool)
                .await?,
                puzzle_scans: sqlx::query_as("SELECT * FROM puzzle_scans ORDER BY game_id")
                    .fetch_all(pool)
                    .await?,
                tournaments: sqlx::query_as("SELECT * FROM tournaments ORDER BY id")
                    .fetch_all(pool)
                    .await?,
                entrants: sqlx::query_as(
                    "SELECT * FROM tournament_players ORDER BY tournament_id, user_id",
                )
                .fetch_all(pool)
                .await?,
                boards: sqlx::query_as(
                    "SELECT * FROM tournament_boards ORDER BY tournament_id, round, board",
                )
                .fetch_all(pool)
                .await?,
            })
        })
    }

    /// Whether the database holds no player, challenge or game yet.
    pub async fn is_empty(&self) -> Result<bool> {
        on!(self, |pool| sqlx::query_scalar(
            "SELECT NOT EXISTS (SELECT 1 FROM players) AND NOT EXISTS (SELECT 1 FROM challenges) \
             AND NOT EXISTS (SELECT 1 FROM games)"
        )
        .fetch_one(pool)
        .await)
    }

    /// Write `c` into this (empty) database in one transaction, ids kept; on
    /// PostgreSQL the id counters then continue after the copied ids.
    pub async fn load_contents(&self, c: &Contents) -> Result<()> {
        let _turn = self.turns.take().await;
        let postgres = self.dialect() == super::Dialect::Postgres;
        on!(self, |pool| {
            let mut tx = pool.begin().await?;
            for p in &c.players {
                sqlx::query("INSERT INTO players (user_id, name, updated_at) VALUES ($1, $2, $3)")
                    .bind(p.user_id)
                    .bind(&p.name)
                    .bind(p.updated_at)
                    .execute(&mut *tx)
                    .await?;
            }
            for ch in &c.challenges {
                sqlx::query(
                    "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, opponent_id, \
                     variant, color, days_per_move, rated, ladder, status, created_at, expires_at, \
                     game_id, message_id, start_sfen, thread) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
                     $17)",
                )
                .bind(ch.id)
                .bind(ch.guild_id)
                .bind(ch.channel_id)
                .bind(ch.challenger_id)
                .bind(ch.opponent_id)
                .bind(ch.variant.id())
                .bind(ch.color)
                .bind(ch.days_per_move)
                .bind(ch.rated)
                .bind(ch.ladder)
                .bind(ch.status)
                .bind(ch.created_at)
                .bind(ch.expires_at)
                .bind(ch.game_id)
                .bind(ch.message_id)
                .bind(&ch.start_sfen)
                .bind(ch.thread)
                .execute(&mut *tx)
                .await?;
            }
            for g in &c.games {
                sqlx::query(&format!(
                    "INSERT INTO games ({GAME_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
                     $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25)"
                ))
                .bind(g.id)
                .bind(g.guild_id)
                .bind(g.channel_id)
                .bind(g.variant.id())
                .bind(g.sente_id)
                .bind(g.gote_id)
                .bind(g.days_per_move)
                .bind(g.rated)
                .bind(g.ladder)
                .bind(g.status)
                .bind(g.result)
                .bind(g.ending)
                .bind(&g.start_sfen)
                .bind(&g.sfen)
                .bind(g.ply)
                .bind(g.created_at)
                .bind(g.updated_at)
                .bind(g.finished_at)
                .bind(g.deadline)
                .bind(g.reminder_sent)
                .bind(g.draw_offer_by)
                .bind(g.rating_applied)
                .bind(g.computer_id)
                .bind(g.computer_level)
                .bind(g.thread_id)
                .execute(&mut *tx)
                .await?;
            }
            for m in &c.moves {
                sqlx::query(
                    "INSERT INTO moves (game_id, ply, usi, sfen_after, played_at, position_key, \
                     gave_check) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(m.game_id)
                .bind(m.ply)
                .bind(&m.usi)
                .bind(&m.sfen_after)
                .bind(m.played_at)
                .bind(m.position_key)
                .bind(m.gave_check)
                .execute(&mut *tx)
                .await?;
            }
            for RatingRecord {
                rating: r,
                updated_at,
            } in &c.ratings
            {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, \
                     volatility, wins, losses, draws, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                )
                .bind(r.guild_id)
                .bind(r.variant.id())
                .bind(r.user_id)
                .bind(r.rating)
                .bind(r.deviation)
                .bind(r.volatility)
                .bind(r.wins)
                .bind(r.losses)
                .bind(r.draws)
                .bind(updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for l in &c.ladder {
                sqlx::query(
                    "INSERT INTO ladder (guild_id, variant, user_id, position, joined_at, wins, \
                     losses, draws, away_until, away_used) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                )
                .bind(l.guild_id)
                .bind(l.variant.id())
                .bind(l.user_id)
                .bind(l.position)
                .bind(l.joined_at)
                .bind(l.wins)
                .bind(l.losses)
                .bind(l.draws)
                .bind(l.away_until)
                .bind(l.away_used)
                .execute(&mut *tx)
                .await?;
            }
            for u in &c.user_settings {
                sqlx::query(
                    "INSERT INTO user_settings (user_id, pieces, notify, thread, lang, \
                     updated_at) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(u.user_id)
                .bind(u.pieces)
                .bind(u.notify)
                .bind(u.thread)
                .bind(&u.lang)
                .bind(u.updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for g in &c.server_settings {
                sqlx::query(
                    "INSERT INTO server_settings (guild_id, pieces, thread, updated_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(g.guild_id)
                .bind(g.pieces)
                .bind(g.thread)
                .bind(g.updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for l in &c.ladder_settings {
                sqlx::query(
                    "INSERT INTO ladder_settings (guild_id, variant, accept_days, updated_at) \
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(l.guild_id)
                .bind(&l.variant)
                .bind(l.accept_days)
                .bind(l.updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for n in &c.seasons {
                sqlx::query(
                    "INSERT INTO ladder_seasons (guild_id, variant, season, started_at, \
                     closed_at, closed_by, reset) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                )
                .bind(n.guild_id)
                .bind(n.variant.id())
                .bind(n.season)
                .bind(n.started_at)
                .bind(n.closed_at)
                .bind(n.closed_by)
                .bind(n.reset)
                .execute(&mut *tx)
                .await?;
            }
            for a in &c.archive {
                sqlx::query(
                    "INSERT INTO ladder_archive (guild_id, variant, season, position, user_id, \
                     rating, wins, losses, draws) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(a.guild_id)
                .bind(a.variant.id())
                .bind(a.season)
                .bind(a.position)
                .bind(a.user_id)
                .bind(a.rating)
                .bind(a.wins)
                .bind(a.losses)
                .bind(a.draws)
                .execute(&mut *tx)
                .await?;
            }
            for l in &c.server_languages {
                sqlx::query(
                    "INSERT INTO server_languages (guild_id, lang, updated_at) VALUES ($1, $2, $3)",
                )
                .bind(l.guild_id)
                .bind(&l.lang)
                .bind(l.updated_at)
                .execute(&mut *tx)
                .await?;
            }
            for t in &c.takebacks {
                sqlx::query(
                    "INSERT INTO takebacks (game_id, requester_id, at_ply, plies, created_at) \
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(t.game_id)
                .bind(t.requester_id)
                .bind(t.at_ply)
                .bind(t.plies)
                .bind(t.created_at)
                .execute(&mut *tx)
                .await?;
            }
            insert_each!(
                tx,
                &c.position_evals,
                "INSERT INTO position_evals (game_id, \
                engine, ply, cp, mate, best, pv, depth) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                |e| e.game_id,
                &e.engine,
                e.ply,
                e.cp,
                e.mate,
                &e.best,
                &e.pv,
                e.depth
            );
            insert_each!(
                tx,
                &c.analyses,
                "INSERT INTO analyses (game_id, requested_by, \
                requested_at, guild_id, channel_id, message_id, finished_at) \
                VALUES ($1, $2, $3, $4, $5, $6, $7)",
                |a| a.game_id,
                a.requested_by,
                a.requested_at,
                a.guild_id,
                a.channel_id,
                a.message_id,
                a.finished_at
            );
            insert_each!(
                tx,
                &c.hints,
                "INSERT INTO hints (game_id, ply, user_id, created_at) \
                VALUES ($1, $2, $3, $4)",
                |h| h.game_id,
                h.ply,
                h.user_id,
                h.created_at
            );
            // A target the bot has started on holds the shipped collection already:
            // the source's puzzles, ratings and all, take its place.
            insert_each!(
                tx,
                &c.puzzles,
                "INSERT INTO puzzles (id, variant, sfen, last_move, \
                solution, themes, source, guild_id, game_id, rating, deviation, volatility, plays, \
                added_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
                ON CONFLICT (id) DO UPDATE SET rating = excluded.rating, \
                deviation = excluded.deviation, volatility = excluded.volatility, \
                plays = excluded.plays",
                |p| &p.id,
                p.variant.id(),
                &p.sfen,
                &p.last_move,
                &p.solution,
                &p.themes,
                &p.source,
                p.guild_id,
                p.game_id,
                p.rating,
                p.deviation,
                p.volatility,
                p.plays,
                p.added_at
            );
            insert_each!(
                tx,
                &c.puzzle_attempts,
                "INSERT INTO puzzle_attempts (user_id, \
                puzzle_id, started_at, progress, state, rated, finished_at) \
                VALUES ($1, $2, $3, $4, $5, $6, $7)",
                |a| a.user_id,
                &a.puzzle_id,
                a.started_at,
                a.progress,
                &a.state,
                a.rated,
                a.finished_at
            );
            insert_each!(
                tx,
                &c.puzzle_ratings,
                "INSERT INTO puzzle_ratings (user_id, variant, \
                rating, deviation, volatility, solved, failed, updated_at) \
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                |r| r.user_id,
                r.variant.id(),
                r.rating,
                r.deviation,
                r.volatility,
                r.solved,
                r.failed,
                r.updated_at
            );
            insert_each!(
                tx,
                &c.daily_settings,
                "INSERT INTO daily_puzzle_settings (guild_id, \
                channel_id, hour, updated_at) VALUES ($1, $2, $3, $4)",
                |d| d.guild_id,
                d.channel_id,
                d.hour,
                d.updated_at
            );
            insert_each!(tx, &c.dailies, "INSERT INTO daily_puzzles (guild_id, day, puzzle_id, \
                channel_id, message_id, claimed_at, revealed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                |d| d.guild_id, d.day, &d.puzzle_id, d.channel_id, d.message_id, d.claimed_at,
                d.revealed_at);
            insert_each!(
                tx,
                &c.daily_solves,
                "INSERT INTO daily_solves (guild_id, day, user_id, \
                solved_at) VALUES ($1, $2, $3, $4)",
                |d| d.guild_id,
                d.day,
                d.user_id,
                d.solved_at
            );
            insert_each!(
                tx,
                &c.puzzle_scans,
                "INSERT INTO puzzle_scans (game_id, scanned_at, \
                found) VALUES ($1, $2, $3)",
                |s| s.game_id,
                s.scanned_at,
                s.found
            );
            insert_each!(
                tx,
                &c.tournaments,
                "INSERT INTO tournaments (id, guild_id, channel_id, \
                name, variant, format, rounds, days_per_move, rated, late_join, starts_at, \
                created_by, created_at, message_id, status, round, finished_at, winner_id) \
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
                $17, $18)",
                |t| t.id,
                t.guild_id,
                t.channel_id,
                &t.name,
                t.variant.id(),
                &t.format,
                t.rounds,
                t.days_per_move,
                t.rated,
                t.late_join,
                t.starts_at,
                t.created_by,
                t.created_at,
                t.message_id,
                &t.status,
                t.round,
                t.finished_at,
                t.winner_id
            );
            insert_each!(
                tx,
                &c.entrants,
                "INSERT INTO tournament_players (tournament_id, \
                user_id, joined_at, seed, rating, joined_round, withdrawn_at) \
                VALUES ($1, $2, $3, $4, $5, $6, $7)",
                |e| e.tournament_id,
                e.user_id,
                e.joined_at,
                e.seed,
                e.rating,
                e.joined_round,
                e.withdrawn_at
            );
            insert_each!(
                tx,
                &c.boards,
                "INSERT INTO tournament_boards (tournament_id, round, \
                board, sente_id, gote_id, game_id, result) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                |b| b.tournament_id,
                b.round,
                b.board,
                b.sente_id,
                b.gote_id,
                b.game_id,
                &b.result
            );
            if postgres {
                // Ids were given, not drawn: the counters must continue after them.
                for table in ["challenges", "games", "tournaments"] {
                    sqlx::query(&format!(
                        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                         COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                    ))
                    .execute(&mut *tx)
                    .await?;
                }
            }
            tx.commit().await
        })
    }
}
