//! Creating a tournament, and joining and leaving it (by command or by the post's
//! buttons). Leaving a running tournament is a withdrawal: the player's game in
//! the current round is resigned, and they are paired no more.

use super::{clean_tournament_name, NewTournament};
use crate::decide::tournament::Format;
use crate::domain::TournamentStatus;
use crate::game::text::mention;
use crate::game::Tracked;
use crate::game::{refuse, Effect, MessageEdit, Notice, Outcome, Place, Reply, Response, User};
use crate::ids::TournamentId;
use crate::store::{EntrantRow, TournamentRow};
use crate::{msg, tr};

/// The most days per move, as for any game.
const MAX_DAYS: i64 = 14;
/// The latest start, in hours from now (30 days).
const MAX_HOURS: i64 = 720;
/// The longest round deadline, in days.
const MAX_ROUND_DAYS: i64 = 60;

impl super::Area<'_> {
    pub(super) async fn run_tournament_create(
        &self,
        caller: &User,
        place: Place,
        new: NewTournament,
        may_run: bool,
    ) -> Outcome {
        if !may_run {
            return refuse(msg!("tournament-admin"));
        }
        let Some(name) = clean_tournament_name(&new.name) else {
            return refuse(msg!("tournament-name"));
        };
        if new.clock.is_some() && new.days.is_some() {
            return refuse(msg!("start-clock-and-days"));
        }
        let days = new.days.unwrap_or(3);
        if !(1..=MAX_DAYS).contains(&days) {
            return refuse(msg!("tournament-days"));
        }
        if !(0..=MAX_HOURS).contains(&new.starts_in_hours) {
            return refuse(msg!("tournament-hours"));
        }
        if new
            .round_days
            .is_some_and(|d| !(1..=MAX_ROUND_DAYS).contains(&d))
        {
            return refuse(msg!("tournament-round-days"));
        }
        if new.format == Format::Swiss && !(1..=20).contains(&new.rounds) {
            return refuse(msg!("tournament-rounds"));
        }
        let variant = match new.variant {
            Some(v) => v,
            None => self.settings.game_or_default(place, None).await?,
        };
        let now = self.now();
        self.remember(caller).await?;
        let mut t = TournamentRow {
            id: TournamentId::new(0),
            guild_id: place.venue,
            channel_id: place.channel,
            name,
            variant,
            format: new.format,
            rounds: if new.format == Format::Swiss {
                new.rounds
            } else {
                0
            },
            days_per_move: days,
            time_control: new.clock,
            rated: new.rated,
            late_join: new.late_join,
            starts_at: now + new.starts_in_hours * 3600,
            created_by: caller.id,
            created_at: now,
            message_id: None,
            status: TournamentStatus::Open,
            round: 0,
            finished_at: None,
            winner_id: None,
            threads: new.threads,
            round_days: new.round_days,
            round_deadline: None,
        };
        t.id = self.store().create_tournament(&t).await?;
        let mut post = self.tournament_post(&t, place.guild_lang).await?;
        post.track = Some(Tracked::TournamentPost { id: t.id });
        Ok(Response::reply(post))
    }

    /// Join (`pressed`: by the post's button, whose message then shows the new
    /// list of players).
    pub(crate) async fn run_tournament_join(
        &self,
        caller: &User,
        place: Place,
        t: &TournamentRow,
        pressed: bool,
    ) -> Outcome {
        let late = t.status == TournamentStatus::Running;
        if late && !(t.late_join && t.round <= 1) {
            return refuse(msg!("tournament-closed", name = t.name.as_str()));
        }
        if caller.bot {
            return refuse(msg!("tournament-closed", name = t.name.as_str()));
        }
        self.remember(caller).await?;
        // Seeded by the rating of the pool its games count in: its game at the
        // speed of its clock, or correspondence.
        let speed = t
            .time_control
            .map_or(crate::decide::clock::Speed::Correspondence, |c| c.speed());
        let rating = self
            .store()
            .rating_in(t.guild_id, t.variant, speed, caller.id)
            .await?
            .map_or(1500, |r| r.rating.round() as i64);
        let seed = if late {
            Some(self.store().entrants(t.id).await?.len() as i64 + 1)
        } else {
            None
        };
        let entered = self
            .store()
            .enter_tournament(&EntrantRow {
                tournament_id: t.id,
                user_id: caller.id,
                joined_at: self.now(),
                seed,
                rating,
                joined_round: if late { t.round + 1 } else { 1 },
                withdrawn_at: None,
            })
            .await?;
        if !entered {
            return refuse(msg!("tournament-in-already", name = t.name.as_str()));
        }
        let said = tr!(
            place.guild_lang,
            "tournament-joined",
            player = mention(caller.id),
            name = t.name.as_str()
        );
        self.tournament_entry_answer(t, place, said, pressed).await
    }

    pub(crate) async fn run_tournament_leave(
        &self,
        caller: &User,
        place: Place,
        t: &TournamentRow,
        pressed: bool,
    ) -> Outcome {
        let lang = place.guild_lang;
        if t.status == TournamentStatus::Open {
            if !self.store().leave_open_tournament(t.id, caller.id).await? {
                return refuse(msg!("tournament-not-in", name = t.name.as_str()));
            }
            let said = tr!(
                lang,
                "tournament-left",
                player = mention(caller.id),
                name = t.name.as_str()
            );
            return self.tournament_entry_answer(t, place, said, pressed).await;
        }
        if !self.store().withdraw(t.id, caller.id, self.now()).await? {
            return refuse(msg!("tournament-not-in", name = t.name.as_str()));
        }
        let mut response = Response::reply(Reply::public(tr!(
            lang,
            "tournament-withdrew",
            player = mention(caller.id),
            name = t.name.as_str()
        )));
        // The current round's game is resigned: the opponent scores it.
        let boards = self.store().boards(t.id).await?;
        let current = boards.iter().find(|b| {
            b.round == t.round
                && b.result.is_none()
                && (b.sente_id == caller.id || b.gote_id == Some(caller.id))
        });
        if let Some(game_id) = current.and_then(|b| b.game_id) {
            if let Ok(resigned) = self.games.run_confirm_resign(caller, place, game_id).await {
                response.messages.extend(resigned.messages);
            }
        }
        Ok(response)
    }

    /// What joining or leaving answers: by the button, the post itself updated and
    /// a line in the channel; by the command, the line and the post edited.
    async fn tournament_entry_answer(
        &self,
        t: &TournamentRow,
        place: Place,
        said: String,
        pressed: bool,
    ) -> Outcome {
        let post = self.tournament_post(t, place.guild_lang).await?;
        if pressed {
            let mut response = Response::reply(Reply::public(said));
            response.update_origin = Some(post);
            return Ok(response);
        }
        let mut response = Response::reply(Reply::public(said));
        if let Some(message_id) = t.message_id {
            response.effects.push(Effect::Post(Box::new(Notice {
                guild_id: t.guild_id,
                channel_id: t.channel_id,
                message: None,
                edit: Some(MessageEdit {
                    message_id,
                    text: post.text,
                    buttons: post.buttons,
                    ..MessageEdit::default()
                }),
            })));
        }
        Ok(response)
    }
}
