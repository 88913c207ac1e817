//! The computer opponent in chat: `/start opponent:@the bot` starts a game at once,
//! and after every move of the person the engine (`washogi-engine`) answers with a
//! move of its own, posted as a new message. Searches run on blocking threads, at
//! most one per core; a search that has to wait says "thinking…" first. Games
//! against the computer are unrated, off the ladder, and the computer has no
//! deadline (the person's clock runs as in any game).

use crate::decide::clock::{flag_seconds, LiveClock};
use crate::ids::{GameId, UserId};
use crate::rules::Color;
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use washogi_engine::{Level, Limits};

use crate::game::engines::Engines;
use crate::game::games::play::Committed;
use crate::game::Notice;
use crate::game::{
    mention, refuse, relative_time, ColorChoice, Effect, Fail, LoadedGame, Outcome, Place, Reply,
    Response, StartOptions, User, DAY,
};
use crate::rules::{Position, Variant};
use crate::store::NewComputerGame;
use crate::{msg, tr};

/// The level when `/start` names none.
pub const DEFAULT_LEVEL: u8 = 4;

/// How the computer plays.
#[derive(Clone, Debug)]
pub struct ComputerSettings {
    /// Thinking time per move at full strength.
    pub budget: Duration,
}

impl Default for ComputerSettings {
    fn default() -> Self {
        ComputerSettings {
            budget: Duration::from_secs(2),
        }
    }
}

/// The computer player of one service.
pub(crate) struct Computer {
    pub user: User,
    settings: ComputerSettings,
    /// The service's engines, shared with hints and analyses.
    engines: Arc<Engines>,
    /// Games whose move is being worked out, so a move is never searched twice.
    thinking: Mutex<HashSet<GameId>>,
}

/// Takes a game off the thinking list when its search is over, however it ends.
struct Thinking<'a>(&'a Computer, GameId);

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        self.0.thinking.lock().unwrap().remove(&self.1);
    }
}

impl Computer {
    pub fn new(user: User, settings: ComputerSettings, engines: Arc<Engines>) -> Computer {
        Computer {
            user,
            settings,
            engines,
            thinking: Mutex::new(HashSet::new()),
        }
    }

    /// Search a move for the game's side to move at `level` on a blocking thread.
    async fn choose(&self, g: &LoadedGame, level: u8, now_ms: i64) -> Option<washogi_rules::Move> {
        let game = g.game.clone();
        // On a live clock, no longer than the clock allows.
        let budget = match g.row.live_clock() {
            Some(clock) => {
                let side = clock.side(g.position().side_to_move());
                let elapsed = now_ms - clock.turn_started_ms;
                let allowed = clock.control.thinking_time(side, elapsed);
                self.settings
                    .budget
                    .min(Duration::from_millis(allowed.max(0) as u64))
            }
            None => self.settings.budget,
        };
        // Repeatable for a game and ply; different from game to game.
        let seed = (g.row.id.get() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.engines
            .with_engine(move |engine| {
                engine.clear();
                Level::new(level).choose(engine, &game, budget, seed)
            })
            .await
            .flatten()
    }

    /// Whether the engine, playing `side`, takes a draw in this position (offers
    /// come on either side's turn; the search scores for the side to move).
    async fn takes_draw(&self, g: &LoadedGame, side: washogi_rules::Color) -> bool {
        let game = g.game.clone();
        let limits = Limits::movetime(self.settings.budget / 2);
        self.engines
            .with_engine(move |engine| engine.consider_draw(&game, side, &limits))
            .await
            .unwrap_or(false)
    }
}

impl super::Area<'_> {
    /// The computer's user, if this service has one.
    pub fn computer_user(&self) -> Option<&User> {
        self.computer.as_deref().map(|c| &c.user)
    }

    pub(crate) fn is_computer(&self, user_id: UserId) -> bool {
        self.computer_user().is_some_and(|c| c.id == user_id)
    }

    /// `/start` against the computer: the game begins at once.
    pub(crate) async fn start_against_computer(
        &self,
        caller: &User,
        place: Place,
        o: &StartOptions,
        variant: &'static Variant,
    ) -> Outcome {
        let Some(computer) = self.computer.clone() else {
            return refuse(msg!("computer-unavailable"));
        };
        let level = o.level.unwrap_or(DEFAULT_LEVEL);
        let start = match crate::game::challenges::terms::start_position(variant, o) {
            Ok(start) => start.unwrap_or_else(|| Position::start(variant)),
            Err(why) => return refuse(why),
        };
        if !(1..=8).contains(&level) {
            return refuse(msg!("computer-level-range"));
        }
        self.remember(caller).await?;
        self.remember(&computer.user).await?;
        let person_sente = match o.color {
            ColorChoice::Sente => true,
            ColorChoice::Gote => false,
            // With a handicap the computer gives it, unless asked otherwise.
            ColorChoice::Random if o.handicap.is_some() => true,
            ColorChoice::Random => rand::random(),
        };
        let (sente, gote) = if person_sente {
            (caller.id, computer.user.id)
        } else {
            (computer.user.id, caller.id)
        };
        if o.clock.is_some() && o.days.is_some() {
            return refuse(msg!("start-clock-and-days"));
        }
        let now = self.now();
        let person_first = person_sente == (start.side_to_move() == crate::rules::Color::Sente);
        let clock = o.clock.map(|c| LiveClock::start(c, self.now_ms()));
        let deadline = (person_first && clock.is_none()).then_some(now + o.days_per_move() * DAY);
        let id = self
            .store()
            .start_computer_game(&NewComputerGame {
                guild_id: place.venue,
                channel_id: place.channel,
                variant: variant.variant_id(),
                sente_id: sente,
                gote_id: gote,
                days_per_move: o.days_per_move(),
                start_sfen: start.to_sfen(),
                created_at: now,
                deadline,
                clock,
                computer_id: computer.user.id,
                computer_level: i64::from(level),
            })
            .await?;
        let row = self.store().game(id).await?.expect("the game just created");
        let g = self.loaded.load(row).await?;
        let lang = place.guild_lang;
        let due = deadline.or(clock.map(|c| flag_seconds(c.flag_at(Color::Sente))));
        let next = match due.filter(|_| person_first) {
            Some(d) => tr!(
                lang,
                "game-first-move",
                first = mention(caller.id),
                due = relative_time(d)
            ),
            None => tr!(
                lang,
                "computer-moves-first",
                computer = mention(computer.user.id)
            ),
        };
        let mut start = Reply::public(format!(
            "{}\n{next}",
            tr!(
                lang,
                "computer-game-begins",
                game = id,
                variant = crate::game::variant_title(variant, lang),
                sente = mention(sente),
                gote = mention(gote),
                level = level,
                pace = crate::game::challenges::terms::pace_text(o.days_per_move(), o.clock, lang)
            )
        ))
        .mention(caller.id);
        start.picture = self.pictures.picture(&g, false).await?;
        start.buttons.extend(self.game_buttons(&g, lang).await);
        let mut response = Response::reply(start);
        if !person_first {
            response.effects.push(Effect::ComputerMove { game_id: id });
        }
        if self.wants_thread(caller, place, o.thread).await? {
            response
                .effects
                .push(Effect::OpenThread(crate::game::OpenThread {
                    game_id: id,
                    name: self.thread_name(&g.row, place.guild_lang).await?,
                }));
        }
        Ok(response)
    }

    /// Games where the computer is to move and nobody is working on its move: after a
    /// restart, and in case a move was lost on the way, the front end asks the
    /// computer to move in each (the clock sweep does this every tick).
    pub async fn computer_games_waiting(&self) -> Vec<GameId> {
        let Some(computer) = &self.computer else {
            return vec![];
        };
        let rows = match self.store().computer_games_to_move().await {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(error = %e, "could not look for games the computer must move in");
                return vec![];
            }
        };
        let thinking = computer.thinking.lock().unwrap();
        rows.into_iter()
            .filter(|r| r.computer_id == Some(computer.user.id) && self.looks_after(r.guild_id))
            .map(|r| r.id)
            .filter(|id| !thinking.contains(id))
            .collect()
    }

    /// Whether the computer would have to wait for a free core to start on a move
    /// now (the front end then posts a "thinking…" note first).
    pub fn computer_busy(&self) -> bool {
        self.computer.is_some() && self.engines.busy()
    }

    /// Have the computer move in game `game_id` if it is its turn; what to post.
    /// Nothing when it is not its turn, the game is over, or its move is already
    /// being worked out.
    pub async fn computer_move(&self, game_id: GameId) -> Vec<Notice> {
        match self.computer_move_inner(game_id).await {
            Ok(notices) => notices,
            Err(Fail::Store(e)) => {
                tracing::error!(error = %e, game_id = %game_id, "the computer's move failed; it is tried again later");
                vec![]
            }
            Err(e @ (Fail::Refuse(_) | Fail::RefuseText(_))) => {
                tracing::warn!(text = %e.log_text(), game_id = %game_id, "the computer could not move");
                vec![]
            }
            Err(Fail::Overtaken(_)) => vec![],
        }
    }

    async fn computer_move_inner(&self, game_id: GameId) -> Result<Vec<Notice>, Fail> {
        let Some(computer) = self.computer.clone() else {
            return Ok(vec![]);
        };
        if !computer.thinking.lock().unwrap().insert(game_id) {
            return Ok(vec![]);
        }
        let _thinking = Thinking(&computer, game_id);
        let Some(row) = self.store().game(game_id).await? else {
            return Ok(vec![]);
        };
        let mut g = self.loaded.load(row).await?;
        if !g.row.is_active()
            || g.row.computer_id != Some(computer.user.id)
            || !g.computer_to_move()
        {
            return Ok(vec![]);
        }
        let level = g.row.computer_level.unwrap_or(8).clamp(1, 8) as u8;
        let channel_id = crate::game::game_channel(&g.row);
        let lang = self.languages.server_lang(g.row.guild_id).await;
        let mut notices = Vec::new();
        // The person's conditional reply may answer the computer's move in the same
        // transaction: the computer is then to move again, and thinks again.
        while g.row.is_active() && g.computer_to_move() {
            let Some(mv) = computer.choose(&g, level, self.now_ms()).await else {
                break;
            };
            let played = match g.play(mv, self.now_ms()) {
                Ok(played) => played,
                Err(e) => {
                    tracing::error!(game_id = %game_id, error = %e, "the computer chose an illegal move");
                    break;
                }
            };
            match self
                .commit_move(&mut g, computer.user.id, played, lang)
                .await?
            {
                Committed::Played(played) => {
                    let mut post = played.post;
                    if g.row.is_active() && g.computer_to_move() {
                        post.text.push('\n');
                        post.text.push_str(&tr!(lang, "computer-thinking"));
                    }
                    notices.push(Notice {
                        guild_id: g.row.guild_id,
                        channel_id,
                        message: Some(post),
                        edit: None,
                    });
                    notices.extend(played.elsewhere);
                }
                // The person resigned or the game changed meanwhile: nothing to say.
                Committed::Stale | Committed::TooLate => break,
            }
        }
        self.announce_notices_in_parents(&mut notices).await;
        Ok(notices)
    }

    /// The computer answers a draw offer at once, by its evaluation.
    pub(super) async fn computer_answers_draw(&self, g: &LoadedGame) -> bool {
        let Some(computer) = &self.computer else {
            return false;
        };
        match g.color_of(computer.user.id) {
            Some(side) => computer.takes_draw(g, side).await,
            None => false,
        }
    }
}
