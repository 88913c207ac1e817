//! Ratings and ladders, one of each per (server, game): `/rating`, the `/ladder`
//! commands, settling finished games, and seasons.

pub(crate) mod ladder;
mod seasons;

use crate::commands::{
    LadderAway, LadderChallenge, LadderCloseSeason, LadderCommand, LadderRemove, LadderSettings,
};
use crate::game::{Outcome, Place, User};

crate::game::area! {
    /// Ratings, ladders and their seasons.
    {
        challenges: crate::game::challenges::Area<'s>,
        settings: crate::game::settings::Area<'s>,
        vacations: crate::game::vacations::Area<'s>,
    }
}

impl Area<'_> {
    /// `/ladder …`: each sub-command to its handler.
    pub(crate) async fn run_ladder(
        &self,
        caller: &User,
        place: Place,
        command: LadderCommand,
    ) -> Outcome {
        match command {
            LadderCommand::Join(o) => self.run_ladder_join(caller, place, o.variant).await,
            LadderCommand::Leave(o) => self.run_ladder_leave(caller, place, o.variant).await,
            LadderCommand::Standings(o) => {
                self.run_ladder_standings(caller, place, o.variant).await
            }
            LadderCommand::Challenge(LadderChallenge {
                opponent,
                days,
                variant,
            }) => {
                self.run_ladder_challenge(caller, place, &opponent, variant, days)
                    .await
            }
            LadderCommand::Away(LadderAway { days, variant }) => {
                self.run_ladder_away(caller, place, variant, days).await
            }
            LadderCommand::History(o) => self.run_ladder_history(place, o.variant).await,
            LadderCommand::CloseSeason(LadderCloseSeason {
                reset,
                variant,
                is_admin,
            }) => {
                self.run_ladder_close_season(caller, place, variant, reset, is_admin)
                    .await
            }
            LadderCommand::Settings(LadderSettings {
                accept_days,
                variant,
                vacation_days,
                is_admin,
            }) => {
                self.run_ladder_settings(place, variant, accept_days, vacation_days, is_admin)
                    .await
            }
            LadderCommand::Remove(LadderRemove {
                user,
                variant,
                is_admin,
            }) => {
                self.run_ladder_remove(caller, place, &user, variant, is_admin)
                    .await
            }
        }
    }
}
