//! A game's page: its players, moves (USI and Japanese), clocks or deadline,
//! result, and its analysis when it has one.

use washogi_engine::analysis::{Judgement, PlayerSummary};

use super::{Names, PageResult};
use crate::decide::clock::{SideTime, TimeControl};
use crate::game::words::{ended_text, status_line, variant_title};
use crate::i18n::Lang;
use crate::ids::{GameId, ServerId, TournamentId, UserId, Venue};
use crate::rules::{japanese, usi, Color, Position, VariantId};
use crate::store::{GameRow, Pieces};

/// A game as its page shows it.
#[derive(Clone, Debug)]
pub struct GameView {
    pub token: String,
    /// The game's number, as the bot's posts name it (never in the page's address).
    pub id: GameId,
    pub server: ServerId,
    /// The server's name as Discord last sent it, if the bot has seen it.
    pub server_name: Option<String>,
    /// The server's language: the page's words, like its posts.
    pub lang: Lang,
    pub variant: VariantId,
    /// The game's name in `lang` ("Wa Shogi with drops").
    pub title: String,
    pub sente: UserId,
    pub gote: UserId,
    pub names: Names,
    pub rated: bool,
    /// Against the computer: its level.
    pub computer_level: Option<i64>,
    pub start_sfen: String,
    /// Every move, the first at index 0.
    pub moves: Vec<MoveView>,
    pub active: bool,
    /// The side to move in the current position.
    pub to_move: Color,
    /// Where the game stands or how it ended, as structured text.
    pub status: String,
    pub clock: ClockView,
    pub analysis: Option<AnalysisView>,
    pub tournament: Option<TournamentOf>,
    /// How the server's boards are drawn for readers who have not chosen.
    pub pieces: Pieces,
    pub created_at: i64,
    pub updated_at: i64,
    pub finished_at: Option<i64>,
}

impl GameView {
    /// Moves played.
    pub fn plies(&self) -> usize {
        self.moves.len()
    }

    /// A player's name.
    pub fn name(&self, color: Color) -> &str {
        self.names.of(match color {
            Color::Sente => self.sente,
            Color::Gote => self.gote,
        })
    }
}

/// One move.
#[derive(Clone, Debug)]
pub struct MoveView {
    pub usi: String,
    /// As Japanese records write it: `▲７六歩(77)`, `△同　歩(23)`.
    pub japanese: String,
    pub mover: Color,
    /// The analysis's judgement of it, if the game was analysed.
    pub judgement: Option<Judgement>,
    /// Sente's win chance after it (0–100), if analysed.
    pub win: Option<f64>,
    /// The engine's best move instead, in Japanese, when it judged this one.
    pub best: Option<String>,
    /// A live game's time it took.
    pub spent_ms: Option<i64>,
}

/// The game's clocks: a live game's, or a correspondence game's deadline.
#[derive(Clone, Debug)]
pub enum ClockView {
    Live {
        control: TimeControl,
        sente: SideTime,
        gote: SideTime,
        /// The side whose clock runs (none once the game is over).
        running: Option<Color>,
        /// When the running side began its turn, and the time the view was read
        /// (ms since the epoch).
        turn_started_ms: i64,
        now_ms: i64,
    },
    Correspondence {
        days_per_move: i64,
        /// When the player to move loses on time (none once over, or while the
        /// computer thinks).
        deadline: Option<i64>,
    },
}

impl ClockView {
    /// Both sides' clocks as shown now (live games).
    pub fn shown(&self) -> Option<(String, String)> {
        match *self {
            ClockView::Live {
                control,
                sente,
                gote,
                running,
                turn_started_ms,
                now_ms,
            } => {
                let elapsed = |c: Color| {
                    if running == Some(c) {
                        now_ms - turn_started_ms
                    } else {
                        0
                    }
                };
                Some((
                    control.show(sente, elapsed(Color::Sente)),
                    control.show(gote, elapsed(Color::Gote)),
                ))
            }
            ClockView::Correspondence { .. } => None,
        }
    }
}

/// An analysed game's figures.
#[derive(Clone, Debug)]
pub struct AnalysisView {
    /// Sente's win chance at the start, if the start was evaluated.
    pub start_win: Option<f64>,
    pub sente: PlayerSummary,
    pub gote: PlayerSummary,
}

/// The tournament a game belongs to.
#[derive(Clone, Debug)]
pub struct TournamentOf {
    pub id: TournamentId,
    pub name: String,
    pub round: i64,
}

impl super::Area<'_> {
    /// The page of the game whose token is `token`, if its server shows its pages.
    pub async fn game_page(&self, token: &str) -> PageResult<GameView> {
        let Some(row) = self.store().game_by_token(token).await? else {
            return Ok(None);
        };
        let Some(server) = self.shown_server(row.guild_id).await? else {
            return Ok(None);
        };
        let g = self.loaded.load(row).await?;
        let row = &g.row;
        let lang = self.languages.server_lang(row.guild_id).await;
        let variant = g.game.start().variant();
        let analysis = if row.is_active() {
            None
        } else {
            self.analysis.stored_analysis(&g).await?
        };
        let times = if row.time_control.is_some() {
            self.store().move_times(row.id).await?
        } else {
            Vec::new()
        };

        // Each move in Japanese needs the position before it: the game's moves,
        // already checked when they were played, are replayed without checks.
        let mut moves = Vec::with_capacity(g.game.moves().len());
        let mut pos = g.game.start().clone();
        let mut previous_to = None;
        for (i, &mv) in g.game.moves().iter().enumerate() {
            let judged = analysis.as_ref().and_then(|a| a.plies.get(i));
            let best = judged
                .filter(|p| p.judgement.is_some())
                .and_then(|p| p.best)
                .map(|b| japanese::to_japanese(&pos, b, previous_to));
            moves.push(MoveView {
                usi: usi::to_usi(variant, mv),
                japanese: japanese::to_japanese(&pos, mv, previous_to),
                mover: pos.side_to_move(),
                judgement: judged.and_then(|p| p.class()),
                win: judged.map(|p| p.win),
                best,
                spent_ms: times.get(i).and_then(|t| t.spent_ms),
            });
            previous_to = Some(mv.to());
            pos.play_unchecked(mv);
        }

        let position = g.position();
        let status = if row.is_active() {
            status_line(row, position, lang)
        } else {
            ended_text(row, lang)
        };
        let tournament = match self.store().board_of_game(row.id).await? {
            Some(b) => self
                .store()
                .tournament(b.tournament_id)
                .await?
                .map(|t| TournamentOf {
                    id: t.id,
                    name: t.name,
                    round: b.round,
                }),
            None => None,
        };
        let names = self.page_names(&[row.sente_id, row.gote_id]).await?;
        let pieces = self
            .store()
            .server_pieces(row.guild_id)
            .await?
            .unwrap_or_default();
        let server_name = self.store().server_name(Venue::Server(server)).await?;
        Ok(Some(GameView {
            server_name,
            token: token.to_string(),
            id: row.id,
            server,
            lang,
            variant: row.variant,
            title: variant_title(variant, lang),
            sente: row.sente_id,
            gote: row.gote_id,
            names,
            rated: row.rated,
            computer_level: row.computer_level,
            start_sfen: row.start_sfen.clone(),
            moves,
            active: row.is_active(),
            to_move: position.side_to_move(),
            status,
            clock: clock_view(row, position, self.now_ms()),
            analysis: analysis.map(|a| AnalysisView {
                start_win: a.start_win,
                sente: a.sente.clone(),
                gote: a.gote.clone(),
            }),
            tournament,
            pieces,
            created_at: row.created_at,
            updated_at: row.updated_at,
            finished_at: row.finished_at,
        }))
    }
}

fn clock_view(row: &GameRow, position: &Position, now_ms: i64) -> ClockView {
    match row.live_clock() {
        Some(clock) => ClockView::Live {
            control: clock.control,
            sente: clock.sente,
            gote: clock.gote,
            running: row.is_active().then(|| position.side_to_move()),
            turn_started_ms: clock.turn_started_ms,
            now_ms,
        },
        None => ClockView::Correspondence {
            days_per_move: row.days_per_move,
            deadline: row.deadline.filter(|_| row.is_active()),
        },
    }
}
