//! The one door into the service: a front end turns what a user did into a
//! [`Command`] and [`Service::handle`] answers it. Everything every command shares
//! happens here once: refusing server-only commands in direct messages, turning a
//! refusal or a store failure into a private reply, and keeping every message within
//! Discord's limits.

use crate::game::reply::fit_response_in;
use crate::game::{
    Action, Button, ExportFormat, Fail, Outcome, Place, Response, Service, StartOptions, User,
};
use crate::i18n::Lang;
use crate::ids::{ChallengeId, GameId};
use crate::rules::VariantId;
use crate::store::{Notify, Pieces};
use crate::{msg, tr};

/// Something a user asked for: a slash command (or its console line) or a button.
#[derive(Clone, Debug)]
pub enum Command {
    Start(StartOptions),
    Move {
        game: Option<GameId>,
        text: String,
    },
    Resign {
        game: Option<GameId>,
    },
    Board {
        game: Option<GameId>,
        flip: bool,
        /// Draw this one picture with these pieces instead of the caller's own.
        pieces: Option<Pieces>,
    },
    Games {
        user: Option<User>,
    },
    Draw {
        game: Option<GameId>,
    },
    /// `/takeback`: ask the opponent to undo the last move (or two).
    Takeback {
        game: Option<GameId>,
    },
    Export {
        game: Option<GameId>,
        format: ExportFormat,
    },
    /// `/analyse`: a finished game's analysis.
    Analyse {
        game: Option<GameId>,
    },
    /// `/hint`: the engine's move, in a game against the computer.
    Hint {
        game: Option<GameId>,
    },
    /// `/puzzle`: a puzzle, an answer, or the daily puzzle's settings.
    Puzzle(crate::game::PuzzleOptions),
    /// `/tournament …`; `is_admin`: the caller may run the server's events.
    Tournament {
        command: crate::game::TournamentCommand,
        is_admin: bool,
        /// The caller's roles: the server's tournament role lets them run events.
        roles: Vec<i64>,
    },
    Rating {
        user: Option<User>,
    },
    /// Every ladder command is about one game's ladder: `variant`, or the server's
    /// default game when `None`.
    LadderJoin {
        variant: Option<VariantId>,
    },
    LadderLeave {
        variant: Option<VariantId>,
    },
    LadderStandings {
        variant: Option<VariantId>,
    },
    LadderChallenge {
        opponent: User,
        variant: Option<VariantId>,
        days: Option<i64>,
    },
    /// A server admin takes a player off the ladder; `is_admin` is what the front end
    /// knows of the caller's permissions.
    LadderRemove {
        user: User,
        variant: Option<VariantId>,
        is_admin: bool,
    },
    /// Challenges to the caller wait for `days`.
    LadderAway {
        variant: Option<VariantId>,
        days: i64,
    },
    /// Past seasons' top places.
    LadderHistory {
        variant: Option<VariantId>,
    },
    /// A server admin closes the season; `reset`: the next starts ordered by rating.
    LadderCloseSeason {
        variant: Option<VariantId>,
        reset: bool,
        is_admin: bool,
    },
    /// Show, or as a server admin change, the default game of ladder commands and
    /// the days to accept a ladder challenge.
    LadderSettings {
        variant: Option<VariantId>,
        accept_days: Option<i64>,
        is_admin: bool,
    },
    Help {
        topic: Option<String>,
    },
    /// `/settings`: show or change the caller's choices, or with `for_server` the
    /// server's defaults (`is_admin`: the caller has Manage Server).
    Settings {
        pieces: Option<Pieces>,
        notify: Option<Notify>,
        thread: Option<bool>,
        for_server: bool,
        is_admin: bool,
    },
    /// A button, by its custom id (`accept:42`).
    Press {
        custom_id: String,
    },
}

impl Command {
    /// The command's name, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Start(_) => "start",
            Command::Move { .. } => "move",
            Command::Resign { .. } => "resign",
            Command::Board { .. } => "board",
            Command::Games { .. } => "games",
            Command::Draw { .. } => "draw",
            Command::Takeback { .. } => "takeback",
            Command::Export { .. } => "export",
            Command::Analyse { .. } => "analyse",
            Command::Hint { .. } => "hint",
            Command::Puzzle(_) => "puzzle",
            Command::Tournament { .. } => "tournament",
            Command::Rating { .. } => "rating",
            Command::LadderJoin { .. }
            | Command::LadderLeave { .. }
            | Command::LadderStandings { .. }
            | Command::LadderChallenge { .. }
            | Command::LadderRemove { .. }
            | Command::LadderAway { .. }
            | Command::LadderHistory { .. }
            | Command::LadderCloseSeason { .. }
            | Command::LadderSettings { .. } => "ladder",
            Command::Help { .. } => "help",
            Command::Settings { .. } => "settings",
            Command::Press { .. } => "button",
        }
    }

    /// Commands about a server's players (challenges, ratings, the ladder, the list
    /// of games) mean nothing in a direct message: there is no server to share.
    fn needs_server(&self) -> bool {
        !matches!(
            self,
            Command::Help { .. }
                | Command::Export { .. }
                | Command::Board { .. }
                | Command::Puzzle(crate::game::PuzzleOptions {
                    daily: None,
                    channel: None,
                    hour: None,
                    ..
                })
                | Command::Settings {
                    for_server: false,
                    ..
                }
        )
    }
}

impl Service {
    /// Answer a command.
    pub async fn handle(&self, caller: &User, place: Place, command: Command) -> Response {
        let name = command.name();
        if !place.is_direct_message() {
            self.note_server_lang(place.venue, place.guild_lang).await;
        }
        if !caller.bot {
            self.note_user_lang(caller.id, place.lang).await;
        }
        let outcome = if command.needs_server() && place.is_direct_message() {
            crate::game::refuse(msg!("server-only"))
        } else {
            self.run(caller, place, command).await
        };
        let response = self.answer(name, outcome, place.lang);
        fit_response_in(
            self.announce_in_parents(place, response).await,
            place.lang,
            place.guild_lang,
        )
    }

    async fn run(&self, caller: &User, place: Place, command: Command) -> Outcome {
        match command {
            Command::Start(options) => self.run_start(caller, place, options, None).await,
            Command::Move { game, text } => self.run_move(caller, place, game, &text).await,
            Command::Resign { game } => self.run_resign(caller, place, game).await,
            Command::Board { game, flip, pieces } => {
                self.run_board(caller, place, game, flip, pieces).await
            }
            Command::Games { user } => self.run_games(caller, place, user.as_ref()).await,
            Command::Draw { game } => self.run_draw(caller, place, game).await,
            Command::Takeback { game } => self.run_takeback(caller, place, game).await,
            Command::Export { game, format } => self.run_export(caller, place, game, format).await,
            Command::Analyse { game } => self.run_analyse(caller, place, game).await,
            Command::Hint { game } => self.run_hint(caller, place, game).await,
            Command::Puzzle(options) => self.run_puzzle(caller, place, options).await,
            Command::Tournament {
                command,
                is_admin,
                roles,
            } => {
                self.run_tournament(caller, place, command, is_admin, &roles)
                    .await
            }
            Command::Rating { user } => self.run_rating(caller, place, user.as_ref()).await,
            Command::LadderJoin { variant } => self.run_ladder_join(caller, place, variant).await,
            Command::LadderLeave { variant } => self.run_ladder_leave(caller, place, variant).await,
            Command::LadderStandings { variant } => {
                self.run_ladder_standings(caller, place, variant).await
            }
            Command::LadderChallenge {
                opponent,
                variant,
                days,
            } => {
                self.run_ladder_challenge(caller, place, &opponent, variant, days)
                    .await
            }
            Command::LadderRemove {
                user,
                variant,
                is_admin,
            } => {
                self.run_ladder_remove(caller, place, &user, variant, is_admin)
                    .await
            }
            Command::LadderAway { variant, days } => {
                self.run_ladder_away(caller, place, variant, days).await
            }
            Command::LadderHistory { variant } => self.run_ladder_history(place, variant).await,
            Command::LadderCloseSeason {
                variant,
                reset,
                is_admin,
            } => {
                self.run_ladder_close_season(caller, place, variant, reset, is_admin)
                    .await
            }
            Command::LadderSettings {
                variant,
                accept_days,
                is_admin,
            } => {
                self.run_ladder_settings(place, variant, accept_days, is_admin)
                    .await
            }
            Command::Help { topic } => self.run_help(topic.as_deref(), place.lang).await,
            Command::Settings {
                pieces,
                notify,
                thread,
                for_server,
                is_admin,
            } => {
                let choices = crate::game::settings::choices::Choices {
                    pieces,
                    notify,
                    thread,
                };
                self.run_settings(caller, place, choices, for_server, is_admin)
                    .await
            }
            Command::Press { custom_id } => self.run_press(caller, place, &custom_id).await,
        }
    }

    async fn run_press(&self, caller: &User, place: Place, custom_id: &str) -> Outcome {
        let Some((action, target, at_ply)) = Button::parse_custom_id(custom_id) else {
            return crate::game::refuse(msg!("button-unknown"));
        };
        // Game buttons carry a game's number, challenge buttons a challenge's.
        let game = GameId(target);
        let challenge = ChallengeId(target);
        match action {
            Action::Accept => self.run_accept(caller, place, challenge).await,
            Action::Decline => {
                self.run_close_challenge(caller, place, challenge, false)
                    .await
            }
            Action::Cancel => {
                self.run_close_challenge(caller, place, challenge, true)
                    .await
            }
            Action::Resign => self.run_confirm_resign(caller, place, game).await,
            Action::KeepPlaying => self.run_keep_playing(caller, place, game).await,
            Action::AcceptDraw => self.run_accept_draw(caller, place, game).await,
            Action::DeclineDraw => self.run_decline_draw(caller, place, game).await,
            Action::AcceptTakeback => {
                self.run_answer_takeback(caller, place, game, at_ply, true)
                    .await
            }
            Action::DeclineTakeback => {
                self.run_answer_takeback(caller, place, game, at_ply, false)
                    .await
            }
            Action::Replay => {
                self.run_export(caller, place, Some(game), ExportFormat::Gif)
                    .await
            }
            Action::Analyse => self.run_analyse(caller, place, Some(game)).await,
            Action::WorstMove => self.run_worst_move(caller, place, game, at_ply).await,
            Action::SolvePuzzle => self.run_solve_daily(caller, place, target).await,
            Action::JoinTournament | Action::LeaveTournament => {
                let t = self.pick_tournament(place, Some(target), &[]).await?;
                if action == Action::JoinTournament {
                    self.run_tournament_join(caller, place, &t, true).await
                } else {
                    self.run_tournament_leave(caller, place, &t, true).await
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

    pub async fn start(&self, caller: &User, place: Place, options: StartOptions) -> Response {
        self.handle(caller, place, Command::Start(options)).await
    }

    pub async fn play_move(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        text: &str,
    ) -> Response {
        let text = text.to_string();
        self.handle(caller, place, Command::Move { game, text })
            .await
    }

    pub async fn resign(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, Command::Resign { game }).await
    }

    pub async fn board(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        flip: bool,
    ) -> Response {
        let pieces = None;
        self.handle(caller, place, Command::Board { game, flip, pieces })
            .await
    }

    pub async fn games(&self, caller: &User, place: Place, user: Option<&User>) -> Response {
        let user = user.cloned();
        self.handle(caller, place, Command::Games { user }).await
    }

    pub async fn draw(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, Command::Draw { game }).await
    }

    pub async fn export(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        format: ExportFormat,
    ) -> Response {
        self.handle(caller, place, Command::Export { game, format })
            .await
    }

    pub async fn rating(&self, caller: &User, place: Place, user: Option<&User>) -> Response {
        let user = user.cloned();
        self.handle(caller, place, Command::Rating { user }).await
    }

    /// `/ladder join` on the server's default game's ladder.
    pub async fn ladder_join(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.handle(caller, place, Command::LadderJoin { variant })
            .await
    }

    /// `/ladder leave` on the server's default game's ladder.
    pub async fn ladder_leave(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.handle(caller, place, Command::LadderLeave { variant })
            .await
    }

    /// `/ladder standings` of the server's default game's ladder.
    pub async fn ladder_standings(&self, caller: &User, place: Place) -> Response {
        let variant = None;
        self.handle(caller, place, Command::LadderStandings { variant })
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
        let command = Command::LadderChallenge {
            opponent,
            variant,
            days,
        };
        self.handle(caller, place, command).await
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
        let command = Command::LadderRemove {
            user,
            variant,
            is_admin,
        };
        self.handle(caller, place, command).await
    }

    /// `/analyse [game]`.
    pub async fn analyse(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, Command::Analyse { game }).await
    }

    /// `/hint [game]`.
    pub async fn hint(&self, caller: &User, place: Place, game: Option<GameId>) -> Response {
        self.handle(caller, place, Command::Hint { game }).await
    }

    /// A button press, by its custom id (`accept:42`).
    pub async fn press(&self, caller: &User, place: Place, custom_id: &str) -> Response {
        let custom_id = custom_id.to_string();
        self.handle(caller, place, Command::Press { custom_id })
            .await
    }

    /// `accept:42` pressed.
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

    pub async fn keep_playing(&self, caller: &User, place: Place, game: GameId) -> Response {
        self.press_action(caller, place, Action::KeepPlaying, game.get())
            .await
    }

    pub async fn accept_draw(&self, caller: &User, place: Place, game: GameId) -> Response {
        self.press_action(caller, place, Action::AcceptDraw, game.get())
            .await
    }

    pub async fn decline_draw(&self, caller: &User, place: Place, game: GameId) -> Response {
        self.press_action(caller, place, Action::DeclineDraw, game.get())
            .await
    }

    async fn press_action(
        &self,
        caller: &User,
        place: Place,
        action: Action,
        target: i64,
    ) -> Response {
        let custom_id = format!("{}:{target}", action.key());
        self.press(caller, place, &custom_id).await
    }

    /// `/help` with an optional topic (answered the same everywhere).
    pub async fn help(&self, topic: Option<&str>) -> Response {
        let topic = topic.map(str::to_string);
        let nowhere = Place::new(0, 0);
        self.handle(&User::new(0, "anyone"), nowhere, Command::Help { topic })
            .await
    }
}
