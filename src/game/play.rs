//! Playing: move, resign (with a confirm step), board.

use super::{
    mention, refuse, relative_time, Action, Button, ButtonStyle, LoadedGame, Outcome, Place, Reply,
    Response, Service, User, DAY,
};
use crate::rules::{describe::describe_move, japanese, usi, Color, Move, Position, Status};
use crate::store::{Ending, Finish, GameResult, GameRow, MoveRecorded, NewMove};

/// What became of a move given to `commit_move`.
pub(crate) enum Committed {
    /// Played; the public message that says so.
    Played(Box<Reply>),
    /// The game moved on in the meantime; nothing changed.
    Stale,
    /// The mover's deadline had passed; the game ended on time instead.
    TooLate,
}

/// How a game's end is stored and told.
pub(crate) fn finish_for(status: Status) -> Option<Finish> {
    match status {
        Status::Ongoing => None,
        Status::Checkmate { winner } => Some(Finish::win(winner, Ending::Checkmate)),
        Status::NoLegalMoves { winner } => Some(Finish::win(winner, Ending::NoMoves)),
        Status::Repetition => Some(Finish::draw(Ending::Repetition)),
        Status::PerpetualCheck { loser } => Some(Finish::win(!loser, Ending::PerpetualCheck)),
    }
}

impl Service {
    /// `/move`: play a move in the caller's game.
    pub(crate) async fn run_move(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
        text: &str,
    ) -> Outcome {
        let mut g = self.pick_live_game(caller, place, game_id, false).await?;
        let id = g.row.id;
        if !g.row.is_active() {
            return refuse(format!("Game #{id} is already over."));
        }
        let Some(color) = g.color_of(caller.id) else {
            return refuse(format!("You are not playing in game #{id}."));
        };
        if g.position().side_to_move() != color {
            return refuse(format!(
                "It's not your turn in game #{id}: waiting for {}.",
                mention(g.to_move())
            ));
        }
        let before = g.position().clone();
        // USI, the forgiving English forms, or Japanese (７六歩, 同歩, ５五角打).
        let previous_to = g.game.last_move().map(|m| m.to());
        let mv = match japanese::resolve_move_input(&before, previous_to, text) {
            Ok(mv) => mv,
            Err(e) => return refuse(e.message(&before)),
        };
        if let Err(e) = before.validate(mv) {
            return refuse(e.message(before.variant()));
        }
        match self.commit_move(&mut g, caller.id, mv).await? {
            Committed::Played(reply) => {
                self.remember(caller).await?;
                let mut response = Response::reply(*reply);
                if g.row.is_active() && g.computer_to_move() {
                    response.messages[0].text.push_str("\n🤖 Thinking…");
                    response.computer_to_move = Some(id);
                }
                Ok(response)
            }
            Committed::Stale => refuse(format!(
                "The position of game #{id} changed while you were moving; look at /board and try again."
            )),
            Committed::TooLate => {
                let ended = self.pick_game(caller, place, Some(id), true).await?;
                let message = self.timeout_announcement(&ended, Some(caller.id)).await?;
                Ok(Response::reply(message))
            }
        }
    }

    /// Play a legal move for `mover` (a person or the computer) in one transaction,
    /// and say so in public: the move in words and USI, check, who is next and by
    /// when, or how the game ended (settled at once). `g` is left at the new position.
    pub(crate) async fn commit_move(
        &self,
        g: &mut LoadedGame,
        mover: i64,
        mv: Move,
    ) -> Result<Committed, super::Fail> {
        let id = g.row.id;
        let before = g.position().clone();
        let variant = before.variant();
        let status = match g.game.play(mv) {
            Ok(s) => s,
            Err(e) => return refuse(e.message(variant)),
        };
        let now = self.now();
        // The computer has no deadline: it moves as soon as it has thought.
        let deadline = (!g.computer_to_move()).then_some(now + g.row.days_per_move * DAY);
        let finish = finish_for(status);
        let recorded = self
            .store()
            .record_move(&NewMove {
                game_id: id,
                expected_ply: g.row.ply,
                usi: usi::to_usi(variant, mv),
                sfen_after: g.position().to_sfen(),
                played_at: now,
                position_key: g.position().repetition_key(),
                gave_check: g.position().in_check(),
                deadline,
                mover_id: mover,
                finish: finish.clone(),
            })
            .await?;
        match recorded {
            MoveRecorded::Recorded => {}
            MoveRecorded::Stale => return Ok(Committed::Stale),
            MoveRecorded::TooLate => return Ok(Committed::TooLate),
        }
        g.row.ply += 1;
        g.row.deadline = deadline;
        if let Some(f) = &finish {
            g.row.status = crate::store::GameStatus::Finished;
            g.row.result = Some(f.result);
            g.row.ending = Some(f.ending);
        }
        let words = describe_move(&before, mv);
        let who = match g.row.computer_id {
            Some(c) if c == mover => format!("🤖 {}", mention(mover)),
            _ => mention(mover),
        };
        let mut text = format!(
            "**Game #{id}** · {who} played {words} (`{}`).",
            usi::to_usi(variant, mv)
        );
        let next = g.to_move();
        let mut reply = Reply::public(String::new());
        match status {
            Status::Ongoing => {
                if g.position().in_check() {
                    text.push_str(" **Check!**");
                }
                match deadline {
                    Some(deadline) => text.push_str(&format!(
                        "\n{}, your move — due {}.",
                        mention(next),
                        relative_time(deadline)
                    )),
                    None => text.push_str(&format!("\n{}'s move.", mention(next))),
                }
                if !g.computer_to_move() {
                    self.notify_turn(&mut reply, g, next, false).await;
                }
            }
            ended => {
                text.push('\n');
                text.push_str(&result_sentence(g, ended));
                if let Some(settled) = self.settle(id).await {
                    text.push('\n');
                    text.push_str(&settled);
                }
                if g.row.computer_id != Some(next) {
                    reply = reply.mention(next);
                }
                reply = reply.with_replay_button(id);
            }
        }
        reply.text = text;
        reply.picture = self.picture(g, false).await?;
        Ok(Committed::Played(Box::new(reply)))
    }

    /// `/resign`: ask for confirmation with a button.
    pub(crate) async fn run_resign(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
    ) -> Outcome {
        let g = self.pick_live_game(caller, place, game_id, false).await?;
        let id = g.row.id;
        check_can_end(&g, caller)?;
        let opponent = g.player(!g.color_of(caller.id).unwrap());
        Ok(Response::reply(
            Reply::private(format!(
                "Resign game #{id} against {}? This can't be undone.",
                mention(opponent)
            ))
            .with_buttons(vec![
                Button::new(Action::Resign, id, "Resign", ButtonStyle::Danger),
                Button::new(
                    Action::KeepPlaying,
                    id,
                    "Keep playing",
                    ButtonStyle::Secondary,
                ),
            ]),
        ))
    }

    /// The Resign confirm button.
    pub(crate) async fn run_confirm_resign(
        &self,
        caller: &User,
        place: Place,
        game_id: i64,
    ) -> Outcome {
        let g = self
            .pick_live_game(caller, place, Some(game_id), false)
            .await?;
        check_can_end(&g, caller)?;
        let loser = g.color_of(caller.id).unwrap();
        let finish = Finish::win(!loser, Ending::Resignation);
        if !self
            .store()
            .finish_game(game_id, g.row.ply, &finish, self.now())
            .await?
        {
            return refuse(format!(
                "Game #{game_id} changed in the meantime; it may already be over."
            ));
        }
        let winner = g.player(!loser);
        let settled = self
            .settle(game_id)
            .await
            .map(|t| format!("\n{t}"))
            .unwrap_or_default();
        let mut announcement = Reply::public(format!(
            "**Game #{game_id}** · {} resigned. {} wins! 🎉{settled}",
            mention(caller.id),
            mention(winner)
        ))
        .mention(winner)
        .with_replay_button(game_id);
        announcement.picture = self.picture(&g, false).await?;
        Ok(Response {
            update_origin: Some(Reply::private(format!("You resigned game #{game_id}."))),
            messages: vec![announcement],
            ..Response::default()
        })
    }

    /// The Keep playing button: take the resignation question back. Only the player
    /// who was asked can, and only while the game is on: the press rewrites the
    /// question's message, so it must be that question.
    pub(crate) async fn run_keep_playing(
        &self,
        caller: &User,
        place: Place,
        game_id: i64,
    ) -> Outcome {
        let g = self
            .pick_live_game(caller, place, Some(game_id), false)
            .await?;
        check_can_end(&g, caller)?;
        Ok(Response {
            update_origin: Some(Reply::private(format!("Good — game #{game_id} goes on."))),
            messages: vec![],
            ..Response::default()
        })
    }

    /// `/board`: the current position, changing nothing.
    pub(crate) async fn run_board(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
        flip: bool,
        pieces: Option<crate::store::Pieces>,
    ) -> Outcome {
        let g = self.pick_live_game(caller, place, game_id, true).await?;
        let mut reply = Reply::public(status_line(&g.row, g.position()));
        reply.picture = self.picture_for(&g, flip, caller.id, pieces).await?;
        Ok(Response::reply(reply))
    }
}

/// Refuse unless the caller may end this game (a player, game still on).
pub(crate) fn check_can_end(g: &LoadedGame, caller: &User) -> Result<(), super::Fail> {
    if !g.row.is_active() {
        return refuse(format!("Game #{} is already over.", g.row.id));
    }
    if g.color_of(caller.id).is_none() {
        return refuse(format!("You are not playing in game #{}.", g.row.id));
    }
    Ok(())
}

/// "Checkmate — <@a> wins!" and the like, for a finished status.
fn result_sentence(g: &LoadedGame, status: Status) -> String {
    match status {
        Status::Checkmate { winner } => {
            format!("**Checkmate** — {} wins! 🎉", mention(g.player(winner)))
        }
        Status::NoLegalMoves { winner } => format!(
            "{} has no legal move and loses — {} wins! 🎉",
            mention(g.player(!winner)),
            mention(g.player(winner))
        ),
        Status::Repetition => {
            "The same position has come up four times: the game is a **draw** (sennichite).".into()
        }
        Status::PerpetualCheck { loser } => format!(
            "Fourfold repetition by perpetual check: {} loses, {} wins! 🎉",
            mention(g.player(loser)),
            mention(g.player(!loser))
        ),
        Status::Ongoing => String::new(),
    }
}

/// One line about where a game stands, from its row and current position alone.
pub(crate) fn status_line(row: &GameRow, position: &Position) -> String {
    let id = row.id;
    let v = position.variant();
    let players = format!("{} ☗ vs {} ☖", mention(row.sente_id), mention(row.gote_id));
    if row.is_active() {
        let check = if position.in_check() {
            " (in check)"
        } else {
            ""
        };
        let due = row
            .deadline
            .map(|d| format!(", due {}", relative_time(d)))
            .unwrap_or_default();
        let to_move = match position.side_to_move() {
            Color::Sente => row.sente_id,
            Color::Gote => row.gote_id,
        };
        format!(
            "**Game #{id}** · {} · {players} · move {}: {} to play{check}{due}.",
            v.name(),
            row.ply + 1,
            mention(to_move)
        )
    } else {
        format!(
            "**Game #{id}** · {} · {players} · {}.",
            v.name(),
            ended_text(row)
        )
    }
}

/// How a finished game ended, in words.
pub(crate) fn ended_text(row: &GameRow) -> String {
    let how = row.ending.map(Ending::words).unwrap_or("");
    match row.result {
        Some(GameResult::Sente) => format!("{} won {how}", mention(row.sente_id)),
        Some(GameResult::Gote) => format!("{} won {how}", mention(row.gote_id)),
        Some(GameResult::Draw) => format!("drawn {how}"),
        None => "over".into(),
    }
}
