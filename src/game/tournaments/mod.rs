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
pub(crate) use state::format_words;
mod tables;
pub(crate) use tables::{crosstable_cells, points, TournamentTable};

use crate::domain::TournamentStatus::{Finished, Open, Running};
use crate::game::{Fail, Outcome, Place, Reply, Response, User};
use crate::ids::RoleId;
use crate::{msg, tr};

pub use crate::commands::{NewTournament, TournamentCommand};
use crate::commands::{
    TournamentJoin, TournamentLeave, TournamentPairings, TournamentRole, TournamentStandings,
    TournamentStart,
};

crate::game::area! {
    /// Tournaments: entries, seeding, rounds, tables and round deadlines.
    {
        analysis: crate::game::analysis::Area<'s>,
        finish: crate::game::finish::Area<'s>,
        games: crate::game::games::Area<'s>,
        languages: crate::game::languages::Area<'s>,
        loaded: crate::game::loaded::Area<'s>,
        pictures: crate::game::pictures::Area<'s>,
        settings: crate::game::settings::Area<'s>,
        vacations: crate::game::vacations::Area<'s>,
    }
}

/// The longest name a tournament takes.
const MAX_NAME: usize = 60;
/// A Swiss's rounds when the admin names none.
pub const DEFAULT_ROUNDS: i64 = 5;

impl Area<'_> {
    /// `/tournament …`; `is_admin`: the caller has Manage Server; `roles`: the
    /// caller's roles (the server's tournament role may create and start events).
    pub(crate) async fn run_tournament(
        &self,
        caller: &User,
        place: Place,
        command: TournamentCommand,
        is_admin: bool,
        roles: &[RoleId],
    ) -> Outcome {
        let may_run = is_admin || self.has_tournament_role(place, roles).await?;
        match command {
            TournamentCommand::Create(new) => {
                self.run_tournament_create(caller, place, new, may_run)
                    .await
            }
            TournamentCommand::Role(TournamentRole { role }) => {
                self.run_tournament_role(place, role, is_admin).await
            }
            TournamentCommand::Start(TournamentStart { id }) => {
                if !may_run {
                    return crate::game::refuse(msg!("tournament-admin"));
                }
                let t = self.pick_tournament(place, id, &[Open]).await?;
                self.start_tournament_now(&t, place).await
            }
            TournamentCommand::Join(TournamentJoin { id }) => {
                let t = self.pick_tournament(place, id, &[Open, Running]).await?;
                self.run_tournament_join(caller, place, &t, false).await
            }
            TournamentCommand::Leave(TournamentLeave { id }) => {
                let t = self.pick_tournament(place, id, &[Open, Running]).await?;
                self.run_tournament_leave(caller, place, &t, false).await
            }
            TournamentCommand::Standings(TournamentStandings { id }) => {
                let t = self
                    .pick_tournament(place, id, &[Open, Running, Finished])
                    .await?;
                self.run_tournament_standings(place, &t).await
            }
            TournamentCommand::Pairings(TournamentPairings { id, round }) => {
                let t = self
                    .pick_tournament(place, id, &[Running, Finished])
                    .await?;
                self.run_tournament_pairings(place, &t, round).await
            }
            TournamentCommand::History(_) => self.run_tournament_history(place).await,
        }
    }

    /// Whether one of `roles` is the server's tournament role.
    async fn has_tournament_role(&self, place: Place, roles: &[RoleId]) -> Result<bool, Fail> {
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
        role: Option<RoleId>,
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
