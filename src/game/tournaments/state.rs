//! A tournament as the commands and the sweep read it: the one a command names, its
//! players and boards as the decisions take them, and its post.

use crate::decide::tournament::{Board, BoardResult, Entrant, Format};
use crate::domain::TournamentStatus;
use crate::game::text::{mention, relative_time};
use crate::game::{variant_title, Action, Button, ButtonStyle, Fail, Place, Reply};
use crate::i18n::Lang;
use crate::ids::TournamentId;
use crate::store::{BoardRow, EntrantRow, TournamentRow};
use crate::{msg, tr};

impl super::Area<'_> {
    /// The tournament a command names, or the server's latest one in one of
    /// `statuses` (space separated).
    pub(crate) async fn pick_tournament(
        &self,
        place: Place,
        id: Option<i64>,
        statuses: &[TournamentStatus],
    ) -> Result<TournamentRow, Fail> {
        if let Some(id) = id {
            return match self.store().tournament(TournamentId::new(id)).await? {
                Some(t) if t.guild_id == place.venue => Ok(t),
                _ => crate::game::refuse(msg!("tournament-unknown", tournament = id)),
            };
        }
        match self
            .store()
            .tournaments_in(place.venue, statuses)
            .await?
            .into_iter()
            .next()
        {
            Some(t) => Ok(t),
            None => crate::game::refuse(msg!("tournament-none")),
        }
    }

    /// A tournament's players and boards as the decisions take them.
    pub(super) async fn tournament_state(
        &self,
        t: &TournamentRow,
    ) -> Result<(Vec<EntrantRow>, Vec<Entrant>, Vec<BoardRow>, Vec<Board>), Fail> {
        let rows = self.store().entrants(t.id).await?;
        let entrants = rows
            .iter()
            .enumerate()
            .map(|(i, e)| Entrant {
                user: e.user_id,
                seed: e.seed.map_or(i as u32 + 1, |s| s as u32),
                rating: e.rating.max(0) as u32,
                joined_round: e.joined_round,
                withdrawn: e.withdrawn_at.is_some(),
            })
            .collect();
        let board_rows = self.store().boards(t.id).await?;
        let boards = board_rows
            .iter()
            .map(|b| Board {
                round: b.round,
                sente: b.sente_id,
                gote: b.gote_id,
                result: b.result.as_deref().and_then(BoardResult::parse),
            })
            .collect();
        Ok((rows, entrants, board_rows, boards))
    }

    /// The tournament's post: what it is, who plays, when it starts; Join and
    /// Leave while players may join.
    pub(super) async fn tournament_post(
        &self,
        t: &TournamentRow,
        lang: Lang,
    ) -> Result<Reply, Fail> {
        let players = self.store().entrants(t.id).await?;
        let names: Vec<String> = players
            .iter()
            .filter(|p| p.withdrawn_at.is_none())
            .map(|p| mention(p.user_id))
            .collect();
        let mut text = vec![tr!(
            lang,
            "tournament-post",
            tournament = t.id,
            name = t.name.as_str(),
            variant = variant_title(t.variant.variant(), lang),
            format = format_words(t, lang),
            pace = crate::game::challenges::terms::pace_text(t.days_per_move, t.time_control, lang),
            rated = if t.rated {
                tr!(lang, "tournament-rated")
            } else {
                tr!(lang, "tournament-unrated")
            }
        )];
        text.push(match t.status {
            TournamentStatus::Open => tr!(
                lang,
                "tournament-starts",
                start = relative_time(t.starts_at)
            ),
            TournamentStatus::Running => tr!(
                lang,
                "tournament-running",
                round = t.round,
                rounds = t.rounds
            ),
            TournamentStatus::Finished | TournamentStatus::Cancelled => {
                tr!(lang, "tournament-over")
            }
        });
        text.push(if names.is_empty() {
            tr!(lang, "tournament-no-players")
        } else {
            tr!(
                lang,
                "tournament-players",
                count = names.len() as i64,
                players = names.join(", ")
            )
        });
        let mut reply = Reply::public(text.join("\n"));
        let joinable = t.status == TournamentStatus::Open
            || (t.status == TournamentStatus::Running && t.late_join && t.round <= 1);
        if joinable {
            reply.buttons = vec![
                Button::new(
                    Action::JoinTournament,
                    t.id.get(),
                    &tr!(lang, "button-join"),
                    ButtonStyle::Primary,
                ),
                Button::new(
                    Action::LeaveTournament,
                    t.id.get(),
                    &tr!(lang, "button-leave"),
                    ButtonStyle::Secondary,
                ),
            ];
        }
        Ok(reply)
    }
}

/// "Swiss, 5 rounds" / "round-robin" / "double round-robin".
pub(crate) fn format_words(t: &TournamentRow, lang: Lang) -> String {
    match t.format {
        Format::Swiss => tr!(lang, "tournament-swiss", rounds = t.rounds),
        Format::DoubleRoundRobin => tr!(lang, "tournament-double-round-robin"),
        Format::RoundRobin => tr!(lang, "tournament-round-robin"),
    }
}
