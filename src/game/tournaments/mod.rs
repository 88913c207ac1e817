//! Tournaments in chat: an admin creates a Swiss or round-robin event
//! (`/tournament create`); its post has Join and Leave buttons; at its start (or an
//! admin's `/tournament start`) round 1 is paired and its games begin as ordinary
//! correspondence games; when a round's games are over the clock sweep pairs the
//! next one (once, however many processes race), and after the last it posts the
//! final standings. Pairings come from the FIDE Dutch system and Berger tables
//! (`washogi_pairing`, through `decide::tournament`).
//!
//! The parts: the commands (here), joining and leaving (entries.rs), starting and
//! running rounds (rounds.rs) and their deadlines (deadline.rs), standings, pairings
//! and history (tables.rs), all standing on a tournament as read and shown
//! (state.rs).

mod deadline;
mod entries;
mod rounds;
mod state;
mod tables;

use crate::decide::tournament::Format;
use crate::domain::TournamentStatus::{Finished, Open, Running};
use crate::game::{Fail, Outcome, Place, Reply, Response, Service, User};
use crate::rules::VariantId;
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
