//! A game as the service works on it: its row and its replayed position, found from
//! what a command names (a game id, or the caller's only game in the channel).

use crate::decide::moves::{play_move, Clocks, PlayedMove};
use crate::game::{refuse, Fail, Place, Response, User};
use crate::ids::{ChannelId, GameId, UserId};
use crate::msg;
use crate::rules::{usi, Color, Game, IllegalMove, Move, Position};
use crate::store::GameRow;

crate::game::area! {
    /// A game loaded from the store, and how a command finds the game it means.
    {
        finish: crate::game::finish::Area<'s>,
    }
}

/// A game loaded from the store and replayed through the rules.
pub(crate) struct LoadedGame {
    pub row: GameRow,
    pub game: Game,
}

impl LoadedGame {
    pub fn position(&self) -> &Position {
        self.game.position()
    }
    pub fn player(&self, color: Color) -> UserId {
        match color {
            Color::Sente => self.row.sente_id,
            Color::Gote => self.row.gote_id,
        }
    }
    pub fn color_of(&self, user: impl Into<UserId>) -> Option<Color> {
        let user_id = user.into();
        if self.row.sente_id == user_id {
            Some(Color::Sente)
        } else if self.row.gote_id == user_id {
            Some(Color::Gote)
        } else {
            None
        }
    }
    pub fn to_move(&self) -> UserId {
        self.player(self.position().side_to_move())
    }
    /// Play `mv` at `now_ms` (see [`play_move`]): the game moves on, the row waits
    /// for the store.
    pub fn play(&mut self, mv: Move, now_ms: i64) -> Result<PlayedMove, IllegalMove> {
        let clocks = Clocks {
            days_per_move: self.row.days_per_move,
            computer: self.row.computer_id.and_then(|c| self.color_of(c)),
            live: self.row.live_clock(),
        };
        play_move(&mut self.game, mv, now_ms, clocks)
    }
    /// Whether the computer plays this game and is to move.
    pub fn computer_to_move(&self) -> bool {
        self.row.computer_id == Some(self.to_move())
    }
}

/// Where a game's posts go: its thread if it has one, else its channel.
pub(crate) fn game_channel(row: &GameRow) -> ChannelId {
    row.thread_id.unwrap_or(row.channel_id)
}

impl Area<'_> {
    /// Load a game: its current position and the repetition history stored with
    /// its moves, without replaying them (a move costs the same at ply 300 as at
    /// ply 10). Games recorded before the history was stored are replayed once and
    /// their history filled in.
    ///
    /// The row and the moves are read again together, in one snapshot: `row` (read
    /// earlier, to find the game) names the game, and a move committed since then
    /// shows in both or in neither.
    pub(crate) async fn load(&self, row: GameRow) -> Result<LoadedGame, Fail> {
        let id = row.id;
        let Some((row, rows)) = self.store.game_with_history(id).await? else {
            return refuse(msg!("game-damaged", game = id));
        };
        let variant = row.variant.variant();
        let broken = || Fail::Refuse(msg!("game-damaged", game = row.id));
        let start = Position::from_sfen(variant, &row.start_sfen).map_err(|_| broken())?;
        let current = Position::from_sfen(variant, &row.sfen).map_err(|_| broken())?;
        let mut moves = Vec::with_capacity(rows.len());
        let mut history = Vec::with_capacity(rows.len());
        for m in &rows {
            let mv = usi::parse_usi(variant, &m.usi).map_err(|_| broken())?;
            moves.push(mv);
            if let (Some(key), Some(check)) = (m.position_key, m.gave_check) {
                history.push((mv, key as u64, check));
            }
        }
        if history.len() == moves.len() {
            if let Ok(game) = Game::resume(start.clone(), current, &history) {
                return Ok(LoadedGame { row, game });
            }
            tracing::warn!(
                game = %row.id,
                "stored history does not fit; replaying the game"
            );
        }
        let game = Game::replay(start, &moves).map_err(|_| broken())?;
        let keys: Vec<(i64, u64, bool)> = game
            .history()
            .enumerate()
            .map(|(i, (_, key, check))| (i as i64 + 1, key, check))
            .collect();
        if let Err(e) = self.store.set_move_keys(row.id, &keys).await {
            tracing::warn!(game = %row.id, error = %e, "could not store a game's history");
        }
        Ok(LoadedGame { row, game })
    }

    /// A game's current position alone, from its row: enough for lists, which never
    /// need the moves.
    pub(crate) fn current_position(&self, row: &GameRow) -> Result<Position, Fail> {
        Position::from_sfen(row.variant.variant(), &row.sfen)
            .map_err(|_| Fail::Refuse(msg!("game-damaged", game = row.id)))
    }

    /// The game a command means: the given id (in this server), or the caller's only
    /// active game in this channel.
    pub(crate) async fn pick_game(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        finished_too: bool,
    ) -> Result<LoadedGame, Fail> {
        if let Some(id) = game_id {
            return match self.store.game(id).await? {
                Some(row) if row.guild_id == place.venue => self.load(row).await,
                _ => refuse(msg!("no-such-game", game = id)),
            };
        }
        let mut games = self
            .store
            .player_games_in_channel(place.venue, place.channel, caller.id, true)
            .await?;
        if games.is_empty() && finished_too {
            games = self
                .store
                .player_games_in_channel(place.venue, place.channel, caller.id, false)
                .await?;
            games.truncate(1);
        }
        match games.len() {
            0 => refuse(msg!("no-game-here")),
            1 => self.load(games.remove(0)).await,
            _ => {
                let ids: Vec<String> = games.iter().rev().map(|g| format!("#{}", g.id)).collect();
                refuse(msg!("several-games-here", games = ids.join(", ")))
            }
        }
    }

    /// A game still being played that a command is about to change (as
    /// [`Area::pick_live_game`]); one that is over is refused.
    pub(crate) async fn pick_active_game(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
    ) -> Result<LoadedGame, Fail> {
        let g = self.pick_live_game(caller, place, game_id, false).await?;
        if !g.row.is_active() {
            return refuse(msg!("game-already-over", game = g.row.id));
        }
        Ok(g)
    }

    /// A game a command is about to change, ended on time first if its deadline has
    /// passed and the sweep has not come round yet: the command is then answered
    /// with the loss on time instead.
    pub(crate) async fn pick_live_game(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        finished_too: bool,
    ) -> Result<LoadedGame, Fail> {
        let g = self.pick_game(caller, place, game_id, finished_too).await?;
        let overdue = g.row.is_active()
            && (g.row.deadline.is_some_and(|d| d <= self.now())
                || g.row.flag_ms.is_some_and(|f| f < self.moment_of(place)));
        if !overdue {
            return Ok(g);
        }
        let late_mover = (g.to_move() == caller.id).then_some(caller.id);
        match self
            .finish
            .end_on_time(&g, late_mover, place.guild_lang)
            .await?
        {
            Some(message) => Err(Fail::Overtaken(Box::new(Response::reply(message)))),
            // Ended by someone else a moment ago: read it again as it is now.
            None => self.pick_game(caller, place, Some(g.row.id), true).await,
        }
    }
}
