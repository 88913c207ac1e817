//! A server's pages: its home (games, ladders, tournaments), a ladder, the ratings
//! of one game, and the daily puzzles.

use super::{BoardView, PageResult, ServerHead};
use crate::decide::clock::Speed;
use crate::game::puzzles::{line_of, statement};
use crate::game::tournaments::format_words;
use crate::game::words::{ended_text, move_words, speed_name, status_line, variant_title};
use crate::ids::{ServerId, TournamentId, UserId, Venue};
use crate::rules::{all_variants, usi, Color, VariantId};
use crate::store::{RatingRow, TournamentStatus};

/// How many of a server's latest games its home lists.
pub const RECENT_GAMES: i64 = 40;
/// How many daily puzzles the archive shows.
pub const ARCHIVED_DAILIES: i64 = 60;

/// A server's home page.
#[derive(Clone, Debug)]
pub struct ServerView {
    pub head: ServerHead,
    /// The server's default game (its ladders' and puzzles').
    pub default_variant: VariantId,
    /// Each game with its ladder's size and rated players, the default first.
    pub games: Vec<(VariantId, String, usize, usize)>,
    pub tournaments: Vec<TournamentLine>,
    pub recent: Vec<GameLine>,
    /// Whether the server has daily puzzles to show.
    pub has_dailies: bool,
}

/// A game in a list.
#[derive(Clone, Debug)]
pub struct GameLine {
    pub token: String,
    pub title: String,
    pub sente: UserId,
    pub gote: UserId,
    pub active: bool,
    /// Where it stands or how it ended, as structured text.
    pub status: String,
    pub updated_at: i64,
    pub plies: i64,
}

/// A tournament in a list.
#[derive(Clone, Debug)]
pub struct TournamentLine {
    pub id: TournamentId,
    pub name: String,
    pub title: String,
    /// "Swiss, 5 rounds" in the server's words.
    pub format: String,
    pub status: TournamentStatus,
    pub round: i64,
    pub rounds: i64,
    pub winner: Option<UserId>,
    pub starts_at: i64,
}

/// A ladder of one game.
#[derive(Clone, Debug)]
pub struct LadderView {
    pub head: ServerHead,
    pub variant: VariantId,
    pub title: String,
    pub lines: Vec<LadderLine>,
}

/// A place on a ladder.
#[derive(Clone, Debug)]
pub struct LadderLine {
    pub position: i64,
    pub user: UserId,
    pub rating: Option<f64>,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Away until then (challenges wait).
    pub away_until: Option<i64>,
}

/// The ratings of one game: a table a pool (correspondence, then the live
/// speeds, slowest first).
#[derive(Clone, Debug)]
pub struct RatingsView {
    pub head: ServerHead,
    pub variant: VariantId,
    pub title: String,
    /// Each pool with players: its speed's name, and its ratings, best first.
    pub pools: Vec<(String, Vec<RatingLine>)>,
}

/// One player's rating.
#[derive(Clone, Debug)]
pub struct RatingLine {
    pub user: UserId,
    pub rating: f64,
    pub deviation: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// The daily puzzles of a server.
#[derive(Clone, Debug)]
pub struct PuzzlesView {
    pub head: ServerHead,
    /// Newest first.
    pub days: Vec<DailyView>,
}

/// One day's puzzle.
#[derive(Clone, Debug)]
pub struct DailyView {
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    pub variant: VariantId,
    pub title: String,
    /// What it asks ("Sente to move and mate in 3").
    pub statement: String,
    /// The solution in the server's words, once the bot has shown it (the next
    /// day): never before.
    pub solution: Option<String>,
    pub solvers: usize,
    /// The fastest solvers, with their minutes.
    pub fastest: Vec<(UserId, i64)>,
}

impl super::Area<'_> {
    /// The head of a server's page, if it shows its pages.
    async fn head(&self, server: ServerId, users: &[UserId]) -> PageResult<ServerHead> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        Ok(Some(ServerHead {
            server,
            name: self.store().server_name(venue).await?,
            lang: self.languages.server_lang(venue).await,
            names: self.page_names(users).await?,
        }))
    }

    /// A server's home page.
    pub async fn server_page(&self, server: ServerId) -> PageResult<ServerView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let lang = self.languages.server_lang(venue).await;
        let default_variant = self.default_game_of(venue).await?;
        let mut games = Vec::new();
        for v in all_variants() {
            let id = v.variant_id();
            let ladder = self.store().ladder(venue, id).await?.len();
            let mut rated: Vec<UserId> = self
                .store()
                .ratings_in_every_pool(venue, id)
                .await?
                .iter()
                .filter(|r| r.wins + r.losses + r.draws > 0)
                .map(|r| r.user_id)
                .collect();
            rated.sort_unstable();
            rated.dedup();
            let rated = rated.len();
            games.push((id, variant_title(v, lang), ladder, rated));
        }
        games.sort_by_key(|(id, ..)| *id != default_variant);
        let tournaments: Vec<TournamentLine> = self
            .store()
            .tournaments_in(venue, &[])
            .await?
            .into_iter()
            .filter(|t| t.status != TournamentStatus::Cancelled)
            .take(20)
            .map(|t| TournamentLine {
                id: t.id,
                title: variant_title(t.variant.variant(), lang),
                format: format_words(&t, lang),
                name: t.name,
                status: t.status,
                round: t.round,
                rounds: t.rounds,
                winner: t.winner_id,
                starts_at: t.starts_at,
            })
            .collect();
        let mut recent = Vec::new();
        for (row, token) in self.store().recent_games(venue, RECENT_GAMES).await? {
            let status = if row.is_active() {
                match self.loaded.current_position(&row) {
                    Ok(position) => status_line(&row, &position, lang),
                    Err(_) => continue,
                }
            } else {
                ended_text(&row, lang)
            };
            recent.push(GameLine {
                token,
                title: variant_title(row.variant.variant(), lang),
                sente: row.sente_id,
                gote: row.gote_id,
                active: row.is_active(),
                status,
                updated_at: row.updated_at,
                plies: row.ply,
            });
        }
        let mut users: Vec<UserId> = recent.iter().flat_map(|g| [g.sente, g.gote]).collect();
        users.extend(tournaments.iter().filter_map(|t| t.winner));
        let has_dailies = !self.store().dailies(venue, 1).await?.is_empty();
        Ok(Some(ServerView {
            head: ServerHead {
                server,
                name: self.store().server_name(venue).await?,
                lang,
                names: self.page_names(&users).await?,
            },
            default_variant,
            games,
            tournaments,
            recent,
            has_dailies,
        }))
    }

    /// The server's default game (its ladders', tournaments' and puzzles').
    async fn default_game_of(&self, venue: Venue) -> Result<VariantId, super::PageError> {
        Ok(self
            .store()
            .ladder_settings(venue)
            .await?
            .variant
            .unwrap_or(crate::store::DEFAULT_LADDER_VARIANT))
    }

    /// A server's ladder of one game.
    pub async fn ladder_page(
        &self,
        server: ServerId,
        variant: VariantId,
    ) -> PageResult<LadderView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let ladder = self.store().ladder(venue, variant).await?;
        let ratings = self.store().ratings_in(venue, variant).await?;
        let users: Vec<UserId> = ladder.iter().map(|l| l.user_id).collect();
        let Some(head) = self.head(server, &users).await? else {
            return Ok(None);
        };
        let rating_of = |u: UserId| ratings.iter().find(|r| r.user_id == u).map(|r| r.rating);
        Ok(Some(LadderView {
            title: variant_title(variant.variant(), head.lang),
            head,
            variant,
            lines: ladder
                .iter()
                .map(|l| LadderLine {
                    position: l.position,
                    user: l.user_id,
                    rating: rating_of(l.user_id),
                    wins: l.wins,
                    losses: l.losses,
                    draws: l.draws,
                    away_until: l.away_until,
                })
                .collect(),
        }))
    }

    /// A server's ratings in one game, best first.
    pub async fn ratings_page(
        &self,
        server: ServerId,
        variant: VariantId,
    ) -> PageResult<RatingsView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let mut rows: Vec<RatingRow> = self.store().ratings_in_every_pool(venue, variant).await?;
        rows.retain(|r| r.wins + r.losses + r.draws > 0);
        rows.sort_by(|a, b| b.rating.total_cmp(&a.rating));
        let users: Vec<UserId> = rows.iter().map(|r| r.user_id).collect();
        let Some(head) = self.head(server, &users).await? else {
            return Ok(None);
        };
        let mut pools = Vec::new();
        for speed in Speed::ALL.into_iter().rev() {
            let lines: Vec<RatingLine> = rows
                .iter()
                .filter(|r| r.speed == speed)
                .map(|r| RatingLine {
                    user: r.user_id,
                    rating: r.rating,
                    deviation: r.deviation,
                    wins: r.wins,
                    losses: r.losses,
                    draws: r.draws,
                })
                .collect();
            if !lines.is_empty() {
                pools.push((speed_name(speed, head.lang), lines));
            }
        }
        Ok(Some(RatingsView {
            title: variant_title(variant.variant(), head.lang),
            head,
            variant,
            pools,
        }))
    }

    /// A server's daily puzzles, newest first; a day's solution only once the bot
    /// has shown it in the channel.
    pub async fn puzzles_page(&self, server: ServerId) -> PageResult<PuzzlesView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let lang = self.languages.server_lang(venue).await;
        let mut days = Vec::new();
        let mut users = Vec::new();
        for d in self.store().dailies(venue, ARCHIVED_DAILIES).await? {
            let Some(puzzle) = self.store().puzzle(&d.puzzle_id).await? else {
                continue;
            };
            let solvers = self.store().daily_solvers(venue, d.day).await?;
            let fastest: Vec<(UserId, i64)> = solvers
                .iter()
                .take(3)
                .map(|&(user, at)| (user, (at - d.claimed_at).max(0) / 60))
                .collect();
            users.extend(fastest.iter().map(|f| f.0));
            let solution = d.revealed_at.and(line_of(&puzzle)).map(|l| {
                let mut pos = l.start.clone();
                let mut prev = None;
                let mut words = Vec::new();
                for &mv in &l.solution {
                    words.push(move_words(&pos, mv, prev, lang));
                    prev = Some(mv.to());
                    pos.play_unchecked(mv);
                }
                words.join(", ")
            });
            days.push(DailyView {
                day: d.day,
                variant: puzzle.variant,
                title: variant_title(puzzle.variant.variant(), lang),
                statement: statement(&puzzle, lang),
                solution,
                solvers: solvers.len(),
                fastest,
            });
        }
        let Some(head) = self.head(server, &users).await? else {
            return Ok(None);
        };
        Ok(Some(PuzzlesView { head, days }))
    }

    /// A day's daily puzzle as its page draws it: the position it asks about, from
    /// the solver's side.
    pub async fn puzzle_board(&self, server: ServerId, day: i64) -> PageResult<BoardView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let Some(d) = self.store().daily(venue, day).await? else {
            return Ok(None);
        };
        let Some(puzzle) = self.store().puzzle(&d.puzzle_id).await? else {
            return Ok(None);
        };
        let Some(line) = line_of(&puzzle) else {
            return Ok(None);
        };
        let variant = puzzle.variant.variant();
        let last_move = puzzle
            .last_move
            .as_deref()
            .and_then(|m| usi::parse_usi(variant, m).ok());
        let lang = self.languages.server_lang(venue).await;
        let side =
            |c: Color| crate::render::PlateLanguage::side(crate::game::plate_language(lang), c);
        Ok(Some(BoardView {
            flipped: line.start.side_to_move() == Color::Gote,
            position: line.start,
            last_move,
            ply: 0,
            sente_name: side(Color::Sente).to_string(),
            gote_name: side(Color::Gote).to_string(),
            lang,
            pieces: self.store().server_pieces(venue).await?.unwrap_or_default(),
            finished: true,
        }))
    }
}
