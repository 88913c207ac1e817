//! A tournament's page: its standings with their tie-breaks, a round-robin's
//! crosstable, and every round's boards with links to their games.

use super::{PageResult, ServerHead};
use crate::decide::tournament::{BoardResult, Format};
use crate::game::tournaments::{crosstable_cells, format_words, points, TournamentTable};
use crate::game::words::variant_title;
use crate::ids::{ServerId, TournamentId, UserId, Venue};
use crate::store::TournamentStatus;

/// A tournament as its page shows it.
#[derive(Clone, Debug)]
pub struct TournamentView {
    pub head: ServerHead,
    pub id: TournamentId,
    pub name: String,
    pub title: String,
    pub format: String,
    /// Swiss or round-robin: which tie-breaks the standings show.
    pub swiss: bool,
    pub status: TournamentStatus,
    pub round: i64,
    pub rounds: i64,
    /// Rounds whose every board has its result: the standings are after them.
    pub complete: i64,
    pub winner: Option<UserId>,
    pub starts_at: i64,
    /// `10+30` for a tournament of live games; `None`: correspondence.
    pub clock: Option<String>,
    pub days_per_move: i64,
    pub standings: Vec<StandingLine>,
    /// A round-robin's crosstable, by starting rank (see
    /// [`crate::game::tournaments::crosstable_cells`]).
    pub crosstable: Vec<(u32, UserId, Vec<String>)>,
    /// Every round, the latest first.
    pub rounds_played: Vec<RoundView>,
    /// Players, by starting rank, before the start.
    pub players: Vec<UserId>,
}

/// A line of the standings.
#[derive(Clone, Debug)]
pub struct StandingLine {
    pub place: usize,
    pub user: UserId,
    /// Points as people write them (`2½`).
    pub points: String,
    /// The two tie-breaks, as shown: a Swiss's Buchholz cut-1 and
    /// Sonneborn–Berger, a round-robin's Sonneborn–Berger and direct encounter.
    pub first: String,
    pub second: String,
}

/// One round's boards.
#[derive(Clone, Debug)]
pub struct RoundView {
    pub round: i64,
    pub boards: Vec<BoardLine>,
}

/// A board of a round: a game (with its page), a forfeit, or a bye.
#[derive(Clone, Debug)]
pub struct BoardLine {
    pub board: i64,
    pub sente: UserId,
    /// `None`: a bye.
    pub gote: Option<UserId>,
    /// `1–0`, `0–1`, `½–½`, `1–0 (forfeit)`; `None` while it is played.
    pub result: Option<String>,
    /// The game's page token.
    pub token: Option<String>,
}

impl super::Area<'_> {
    /// A server's tournament.
    pub async fn tournament_page(
        &self,
        server: ServerId,
        id: TournamentId,
    ) -> PageResult<TournamentView> {
        let venue = Venue::Server(server);
        if self.shown_server(venue).await?.is_none() {
            return Ok(None);
        }
        let Some(t) = self.store().tournament_of(venue, id).await? else {
            return Ok(None);
        };
        if t.status == TournamentStatus::Cancelled {
            return Ok(None);
        }
        let lang = self.languages.server_lang(venue).await;
        let TournamentTable {
            complete,
            table,
            entrants,
            boards,
        } = self.tournaments.tournament_table(&t).await?;
        let swiss = t.format == Format::Swiss;
        let standings = table
            .iter()
            .enumerate()
            .map(|(i, s)| StandingLine {
                place: i + 1,
                user: s.user,
                points: points(s.points),
                first: if swiss {
                    points(s.first as u32)
                } else {
                    format!("{:.2}", s.first as f64 / 100.0)
                },
                second: match (swiss, s.second) {
                    (true, second) => format!("{:.2}", second.unwrap_or(0) as f64 / 100.0),
                    (false, Some(second)) => points(second as u32),
                    (false, None) => String::new(),
                },
            })
            .collect();
        let crosstable = if swiss || boards.is_empty() {
            Vec::new()
        } else {
            crosstable_cells(&entrants, &boards)
        };
        let tokens = self.store().tournament_tokens(t.id).await?;
        let rows = self.store().boards(t.id).await?;
        let mut rounds_played: Vec<RoundView> = Vec::new();
        for b in &rows {
            let result = b.result.as_deref().and_then(BoardResult::parse).map(|r| {
                match r {
                    BoardResult::Sente => "1–0",
                    BoardResult::Gote => "0–1",
                    BoardResult::Draw => "½–½",
                    BoardResult::SenteByForfeit => "1–0 (forfeit)",
                    BoardResult::GoteByForfeit => "0–1 (forfeit)",
                    BoardResult::Bye => "1 (bye)",
                }
                .to_string()
            });
            let line = BoardLine {
                board: b.board,
                sente: b.sente_id,
                gote: b.gote_id,
                result,
                token: b.game_id.and_then(|g| tokens.get(&g).cloned()),
            };
            match rounds_played.iter_mut().find(|r| r.round == b.round) {
                Some(r) => r.boards.push(line),
                None => rounds_played.push(RoundView {
                    round: b.round,
                    boards: vec![line],
                }),
            }
        }
        rounds_played.sort_by_key(|r| std::cmp::Reverse(r.round));
        for r in &mut rounds_played {
            r.boards.sort_by_key(|b| b.board);
        }
        let mut by_seed = entrants.clone();
        by_seed.sort_by_key(|e| e.seed);
        let players: Vec<UserId> = by_seed.iter().map(|e| e.user).collect();
        let mut users = players.clone();
        users.extend(
            rows.iter()
                .flat_map(|b| [Some(b.sente_id), b.gote_id])
                .flatten(),
        );
        users.extend(t.winner_id);
        Ok(Some(TournamentView {
            head: ServerHead {
                server,
                name: self.store().server_name(venue).await?,
                lang,
                names: self.page_names(&users).await?,
            },
            id: t.id,
            title: variant_title(t.variant.variant(), lang),
            format: format_words(&t, lang),
            swiss,
            status: t.status,
            round: t.round,
            rounds: t.rounds,
            complete,
            winner: t.winner_id,
            starts_at: t.starts_at,
            clock: t.time_control.map(|c| c.to_string()),
            days_per_move: t.days_per_move,
            standings,
            crosstable,
            rounds_played,
            players,
            name: t.name,
        }))
    }
}
