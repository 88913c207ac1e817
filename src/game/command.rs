//! The one door into the service: a front end turns what a user did into a
//! [`Command`] and [`Service::handle`] answers it. Everything every command shares
//! happens here once: refusing server-only commands in direct messages, turning a
//! refusal or a store failure into a private reply (each front end fits what it
//! shows to its own limits). Each slash command's handler is named by its
//! declaration (`crate::commands`); a button's is chosen here
//! ([`Service::run_press`]).

use crate::commands::{
    AnalyseOptions, BoardOptions, DrawOptions, ExportOptions, GamesOptions, HelpOptions,
    HintOptions, LadderChallenge, LadderCommand, LadderJoin, LadderLeave, LadderRemove,
    LadderStandings, MoveOptions, RatingOptions, ResignOptions,
};
use crate::game::{
    Action, ExportFormat, Fail, Outcome, Place, Press, Response, Service, StartOptions, User,
};
use crate::i18n::Lang;
use crate::ids::{ChallengeId, GameId};
use crate::rules::VariantId;
use crate::{msg, tr};

pub use crate::commands::Command;

impl Service {
    /// Answer a command.
    pub async fn handle(&self, caller: &User, place: Place, command: Command) -> Response {
        let name = command.name();
        if !place.is_direct_message() {
            self.languages()
                .note_server_lang(place.venue, place.guild_lang)
                .await;
        }
        if !caller.bot {
            self.languages().note_user_lang(caller.id, place.lang).await;
        }
        self.reach().note_reach(place).await;
        let outcome = if command.needs_server() && !place.is_server_with_bot() {
            crate::game::refuse(msg!("server-only"))
        } else {
            command.run(self, caller, place).await
        };
        let mut response = self.answer(name, outcome, place.lang);
        // What the caller is to be told privately since their last reply (their
        // conditional moves dropped while no DM could say so).
        if !caller.bot {
            response
                .messages
                .extend(self.games().private_notices_for(caller.id).await);
        }
        self.games().announce_in_parents(place, response).await
    }

    /// A button press: its action, on its game or challenge.
    pub(crate) async fn run_press(&self, caller: &User, place: Place, press: Press) -> Outcome {
        let Press {
            action,
            target,
            at_ply,
            step,
        } = press;
        // Game buttons carry a game's number, challenge buttons a challenge's.
        let game = GameId::new(target);
        let challenge = ChallengeId::new(target);
        match action {
            Action::Accept => self.challenges().run_accept(caller, place, challenge).await,
            Action::Decline => {
                self.challenges()
                    .run_close_challenge(caller, place, challenge, false)
                    .await
            }
            Action::Cancel => {
                self.challenges()
                    .run_close_challenge(caller, place, challenge, true)
                    .await
            }
            Action::Resign => self.games().run_confirm_resign(caller, place, game).await,
            Action::KeepPlaying => self.games().run_keep_playing(caller, place, game).await,
            Action::AcceptDraw => self.games().run_accept_draw(caller, place, game).await,
            Action::DeclineDraw => self.games().run_decline_draw(caller, place, game).await,
            Action::AcceptTakeback => {
                self.games()
                    .run_answer_takeback(caller, place, game, at_ply, true)
                    .await
            }
            Action::DeclineTakeback => {
                self.games()
                    .run_answer_takeback(caller, place, game, at_ply, false)
                    .await
            }
            Action::Replay => {
                self.games()
                    .run_export(caller, place, Some(game), ExportFormat::Gif)
                    .await
            }
            Action::Analyse => self.analysis().run_analyse(caller, place, Some(game)).await,
            Action::WorstMove => {
                self.analysis()
                    .run_worst_move(caller, place, game, at_ply)
                    .await
            }
            Action::SolvePuzzle => self.puzzles().run_solve_daily(caller, place, target).await,
            Action::Pick => {
                self.games()
                    .run_pick(caller, place, game, at_ply, step)
                    .await
            }
            Action::TypeMove => {
                self.games()
                    .run_type_move(caller, place, game, at_ply)
                    .await
            }
            Action::OfferDraw => self.games().run_draw(caller, place, Some(game)).await,
            Action::AskResign => self.games().run_resign(caller, place, Some(game)).await,
            Action::JoinTournament | Action::LeaveTournament => {
                let t = self
                    .tournaments()
                    .pick_tournament(place, Some(target), &[])
                    .await?;
                if action == Action::JoinTournament {
                    self.tournaments()
                        .run_tournament_join(caller, place, &t, true)
                        .await
                } else {
                    self.tournaments()
                        .run_tournament_leave(caller, place, &t, true)
                        .await
                }
            }
        }
    }

    /// Turn an internal result into what the caller sees: refusals privately, a store
    /// failure as a private apology (and a log line), a command overtaken by the clock
    /// as what the clock had to say.
    fn answer(&self, what: &str, outcome: Outcome, lang: Lang) -> Response {
        match outcome {
            Ok(r) => r,
            Err(Fail::Refuse(message)) => Response::refuse(message.text(lang)),
            Err(Fail::RefuseText(text)) => Response::refuse(text),
            Err(Fail::Overtaken(response)) => *response,
            Err(Fail::Store(e)) => {
                tracing::error!(command = what, error = %e, "store failure");
                Response::refuse(tr!(lang, "store-failure"))
            }
        }
    }

    // ---- one call per command, for tests and the console ----
    // (A command needs none: `handle(caller, place, options.into())` runs any.)

    pub async fn start(&self, caller: &User, place: Place, options: StartOptions) -> Response {
        self.handle(caller, place, options.into()).await
    }

    pub async fn play_move(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        text: &str,
    ) -> Response {
        let text = text.to_string();
        self.handle(caller, place, MoveOptions { game, text }.into())
            .await
    }

    pub async fn resign(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, ResignOptions { game }.into())
            .await
    }

    pub async fn board(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        flip: bool,
    ) -> Response {
        let pieces = None;
        let options = BoardOptions { game, flip, pieces };
        self.handle(caller, place, options.into()).await
    }

    pub async fn list_games(&self, caller: &User, place: Place, user: Option<&User>) -> Response {
        let user = user.cloned();
        self.handle(caller, place, GamesOptions { user }.into())
            .await
    }

    pub async fn draw(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, DrawOptions { game }.into())
            .await
    }

    pub async fn export(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        format: ExportFormat,
    ) -> Response {
        self.handle(caller, place, ExportOptions { game, format }.into())
            .await
    }

    pub async fn rating(&self, caller: &User, place: Place, user: Option<&User>) -> Response {
        let user = user.cloned();
        self.handle(caller, place, RatingOptions { user }.into())
            .await
    }

    /// A `/ladder` sub-command.
    async fn ladder(
        &self,
        caller: &User,
        place: Place,
        command: impl Into<LadderCommand>,
    ) -> Response {
        let command = Command::Ladder(command.into());
        self.handle(caller, place, command).await
    }

    /// `/ladder join` on the server's default game's ladder.
    pub async fn ladder_join(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.ladder(caller, place, LadderJoin { variant }).await
    }

    /// `/ladder leave` on the server's default game's ladder.
    pub async fn ladder_leave(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.ladder(caller, place, LadderLeave { variant }).await
    }

    /// `/ladder standings` of the server's default game's ladder.
    pub async fn ladder_standings(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.ladder(caller, place, LadderStandings { variant })
            .await
    }

    pub async fn ladder_challenge(
        &self,
        caller: &User,
        place: Place,
        opponent: &User,
        variant: Option<VariantId>,
        days: Option<i64>,
    ) -> Response {
        let opponent = opponent.clone();
        let command = LadderChallenge {
            opponent,
            days,
            variant,
        };
        self.ladder(caller, place, command).await
    }

    pub async fn ladder_remove(
        &self,
        caller: &User,
        place: Place,
        user: &User,
        is_admin: bool,
    ) -> Response {
        let user = user.clone();
        let variant = None;
        let command = LadderRemove {
            user,
            variant,
            is_admin,
        };
        self.ladder(caller, place, command).await
    }

    /// `/analyse [game]`.
    pub async fn analyse(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, AnalyseOptions { game }.into())
            .await
    }

    /// `/hint [game]`.
    pub async fn hint(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, HintOptions { game }.into())
            .await
    }

    /// A button pressed.
    pub async fn press(&self, caller: &User, place: Place, press: Press) -> Response {
        self.handle(caller, place, Command::Press(press)).await
    }

    /// Accept pressed on a challenge.
    pub async fn accept(&self, caller: &User, place: Place, challenge: i64) -> Response {
        self.press_action(caller, place, Action::Accept, challenge)
            .await
    }

    pub async fn decline(&self, caller: &User, place: Place, challenge: i64) -> Response {
        self.press_action(caller, place, Action::Decline, challenge)
            .await
    }

    pub async fn cancel(&self, caller: &User, place: Place, challenge: i64) -> Response {
        self.press_action(caller, place, Action::Cancel, challenge)
            .await
    }

    pub async fn confirm_resign(&self, caller: &User, place: Place, game: GameId) -> Response {
        self.press_action(caller, place, Action::Resign, game.get())
            .await
    }

    async fn press_action(
        &self,
        caller: &User,
        place: Place,
        action: Action,
        target: i64,
    ) -> Response {
        self.press(caller, place, Press::new(action, target)).await
    }

    /// `/help` with an optional topic (answered the same everywhere).
    pub async fn help(&self, topic: Option<&str>) -> Response {
        let topic = topic.map(str::to_string);
        let nowhere = Place::new(0, 0);
        let anyone = User::new(0, "anyone");
        self.handle(&anyone, nowhere, HelpOptions { topic }.into())
            .await
    }
}
