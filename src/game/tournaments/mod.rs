//! Tournaments in chat: an admin creates a Swiss or round-robin event
//! (`/tournament create`); its post has Join and Leave buttons; at its start (or an
//! admin's `/tournament start`) round 1 is paired and its games begin as ordinary
//! correspondence games; when a round's games are over the clock sweep pairs the
//! next one (once, however many processes race), and after the last it posts the
//! final standings. Pairings come from the FIDE Dutch system and Berger tables
//! (`washogi_pairing`, through `decide::tournament`).
//!
//! The parts: what a tournament is and says (here), joining and leaving
//! (entries.rs), starting and running rounds (rounds.rs), standings, pairings and
//! history (tables.rs).

mod deadline;
mod entries;
mod rounds;
mod tables;

use crate::decide::tournament::{Board, BoardResult, Entrant, Format};
use crate::domain::TournamentStatus::{self, Finished, Open, Running};
use crate::game::text::{mention, relative_time};
use crate::game::{
    variant_title, Action, Button, ButtonStyle, Fail, Outcome, Place, Reply, Response, Service,
    User,
};
use crate::i18n::Lang;
use crate::ids::TournamentId;
use crate::rules::VariantId;
use crate::store::{BoardRow, EntrantRow, TournamentRow};
use crate::{msg, tr};

/// A `/tournament` sub-command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentCommand {
    Create(NewTournament),
    Start {
        id: Option<i64>,
    },
    Join {
        id: Option<i64>,
    },
    Leave {
        id: Option<i64>,
    },
    Standings {
        id: Option<i64>,
    },
    Pairings {
        id: Option<i64>,
        round: Option<i64>,
    },
    History,
    /// Name the role that may run tournaments (`None`: Manage Server only).
    Role {
        role: Option<i64>,
    },
}

/// `/tournament create`'s options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    pub name: String,
    pub variant: Option<VariantId>,
    pub format: Format,
    /// A Swiss's rounds (a round-robin's follow from its players).
    pub rounds: i64,
    pub days: i64,
    pub rated: bool,
    /// Hours from now to the start.
    pub starts_in_hours: i64,
    /// Players may join until round 2 is paired.
    pub late_join: bool,
    /// A thread per game (`None`: as the server's default for threads says).
    pub threads: Option<bool>,
    /// Days a round may last before its unfinished games are adjudicated.
    pub round_days: Option<i64>,
}

/// The longest name a tournament takes.
const MAX_NAME: usize = 60;
/// A Swiss's rounds when the admin names none.
pub const DEFAULT_ROUNDS: i64 = 5;

impl Service {
    /// `/tournament …`; `is_admin`: the caller has Manage Server; `roles`: the
    /// caller's roles (the server's tournament role may create and start events).
    pub(crate) async fn run_tournament(
        &self,
        caller: &User,
        place: Place,
        command: TournamentCommand,
        is_admin: bool,
        roles: &[i64],
    ) -> Outcome {
        let may_run = is_admin || self.has_tournament_role(place, roles).await?;
        match command {
            TournamentCommand::Create(new) => {
                self.run_tournament_create(caller, place, new, may_run)
                    .await
            }
            TournamentCommand::Role { role } => {
                self.run_tournament_role(place, role, is_admin).await
            }
            TournamentCommand::Start { id } => {
                if !may_run {
                    return crate::game::refuse(msg!("tournament-admin"));
                }
                let t = self.pick_tournament(place, id, &[Open]).await?;
                self.start_tournament_now(&t, place).await
            }
            TournamentCommand::Join { id } => {
                let t = self.pick_tournament(place, id, &[Open, Running]).await?;
                self.run_tournament_join(caller, place, &t, false).await
            }
            TournamentCommand::Leave { id } => {
                let t = self.pick_tournament(place, id, &[Open, Running]).await?;
                self.run_tournament_leave(caller, place, &t, false).await
            }
            TournamentCommand::Standings { id } => {
                let t = self
                    .pick_tournament(place, id, &[Open, Running, Finished])
                    .await?;
                self.run_tournament_standings(place, &t).await
            }
            TournamentCommand::Pairings { id, round } => {
                let t = self
                    .pick_tournament(place, id, &[Running, Finished])
                    .await?;
                self.run_tournament_pairings(place, &t, round).await
            }
            TournamentCommand::History => self.run_tournament_history(place).await,
        }
    }

    /// Whether one of `roles` is the server's tournament role.
    async fn has_tournament_role(&self, place: Place, roles: &[i64]) -> Result<bool, Fail> {
        if roles.is_empty() || place.is_direct_message() {
            return Ok(false);
        }
        let role = self.store().tournament_role(place.venue).await?;
        Ok(role.is_some_and(|r| roles.contains(&r)))
    }

    /// `/tournament role [role]` (Manage Server only): name the role whose members
    /// may also create and start tournaments, or forget it.
    async fn run_tournament_role(
        &self,
        place: Place,
        role: Option<i64>,
        is_admin: bool,
    ) -> Outcome {
        if !is_admin {
            return crate::game::refuse(msg!("tournament-role-admin"));
        }
        if place.is_direct_message() {
            return crate::game::refuse(msg!("tournament-role-server"));
        }
        self.store()
            .set_tournament_role(place.venue, role, self.now())
            .await?;
        let text = match role {
            Some(r) => tr!(
                place.lang,
                "tournament-role-set",
                role = crate::game::text::role(r)
            ),
            None => tr!(place.lang, "tournament-role-cleared"),
        };
        // Said in the channel: the server's members learn who runs its events.
        Ok(Response::reply(Reply::public(text)))
    }

    /// The tournament a command names, or the server's latest one in one of
    /// `statuses` (space separated).
    pub(crate) async fn pick_tournament(
        &self,
        place: Place,
        id: Option<i64>,
        statuses: &[TournamentStatus],
    ) -> Result<TournamentRow, Fail> {
        if let Some(id) = id {
            return match self.store().tournament(TournamentId(id)).await? {
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
            days = t.days_per_move,
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
pub(super) fn format_words(t: &TournamentRow, lang: Lang) -> String {
    match t.format {
        Format::Swiss => tr!(lang, "tournament-swiss", rounds = t.rounds),
        Format::DoubleRoundRobin => tr!(lang, "tournament-double-round-robin"),
        Format::RoundRobin => tr!(lang, "tournament-round-robin"),
    }
}

/// A name as typed, cleaned: one line, at most [`MAX_NAME`] characters.
pub(super) fn clean_tournament_name(name: &str) -> Option<String> {
    let cleaned: String = crate::game::clean_name(name)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_NAME)
        .collect();
    (!cleaned.is_empty()).then_some(cleaned)
}
