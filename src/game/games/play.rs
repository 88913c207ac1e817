//! Playing: move, resign (with a confirm step), board; the Move button of board
//! posts.

use crate::decide::moves::PlayedMove;
use crate::game::words::{move_words, status_line};
use crate::game::PageOf;
use crate::game::{
    mention, refuse, refuse_text, relative_time, Action, Button, ButtonStyle, Effect, LoadedGame,
    Notice, Outcome, Place, Reply, Response, User,
};
use crate::i18n::Lang;
use crate::ids::{GameId, UserId};
use crate::rules::{japanese, usi, Move, Status};
use crate::store::{Ending, Finish, MoveRecorded, NewMove, Premoves, Recorded};
use crate::{msg, tr};

/// What became of a move given to `commit_move`.
pub(crate) enum Committed {
    /// Played: what to say.
    Played(Box<Played>),
    /// The game moved on in the meantime; nothing changed.
    Stale,
    /// The mover's deadline had passed; the game ended on time instead.
    TooLate,
}

/// What a move played says: the public post (the move, and the conditional reply
/// played with it), the mover's private words (their vacation ended with the
/// move), and posts in their other games' places (their opponents told they are
/// back).
pub(crate) struct Played {
    pub post: Reply,
    pub to_mover: Vec<Reply>,
    pub elsewhere: Vec<Notice>,
}

impl super::Area<'_> {
    /// `/move`: play a move in the caller's game.
    pub(crate) async fn run_move(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        text: &str,
    ) -> Outcome {
        let g = self.loaded.pick_active_game(caller, place, game_id).await?;
        check_to_move(&g, caller)?;
        // USI, the forgiving English forms, or Japanese (７六歩, 同歩, ５五角打).
        let previous_to = g.game.last_move().map(|m| m.to());
        let mv = match japanese::resolve_move_input(g.position(), previous_to, text) {
            Ok(mv) => mv,
            Err(e) => {
                return refuse_text(crate::game::words::input_error(
                    &e,
                    g.position(),
                    previous_to,
                    place.lang,
                ))
            }
        };
        self.play_chosen(caller, place, g, mv, None).await
    }

    /// Play `mv` for `caller`, the player to move in `g`: what `/move` does once the
    /// typed text names a move, and what the move picker does with the move chosen
    /// in it (the same checks, the same store, the same public reply). A move the
    /// rules forbid is refused and changes nothing. `picked`: what the picker's own
    /// message becomes once the move is played.
    pub(super) async fn play_chosen(
        &self,
        caller: &User,
        place: Place,
        mut g: LoadedGame,
        mv: Move,
        picked: Option<Reply>,
    ) -> Outcome {
        let id = g.row.id;
        let played = match g.play(mv, self.moment_of(place)) {
            Ok(played) => played,
            // An illegal move leaves the game as it was.
            Err(e) => {
                return refuse_text(crate::game::words::illegal_move(
                    &e,
                    g.position().variant(),
                    place.lang,
                ))
            }
        };
        match self
            .commit_move(&mut g, caller.id, played, place.guild_lang)
            .await?
        {
            Committed::Played(played) => {
                self.remember(caller).await?;
                let Played {
                    post,
                    to_mover,
                    elsewhere,
                } = *played;
                let mut response = Response::reply(into_thread(post, &g, place));
                if g.row.is_active() && g.computer_to_move() {
                    response.messages[0].text.push('\n');
                    response.messages[0]
                        .text
                        .push_str(&tr!(place.guild_lang, "computer-thinking"));
                    response.effects.push(Effect::ComputerMove { game_id: id });
                }
                response.messages.extend(to_mover);
                response.effects.extend(
                    elsewhere
                        .into_iter()
                        .map(|notice| Effect::Post(Box::new(notice))),
                );
                response.update_origin = picked;
                Ok(response)
            }
            Committed::Stale => refuse(msg!("move-stale", game = id)),
            Committed::TooLate => {
                let ended = self.loaded.pick_game(caller, place, Some(id), true).await?;
                let message = self
                    .finish
                    .timeout_announcement(&ended, Some(caller.id), place.guild_lang)
                    .await?;
                Ok(Response::reply(into_thread(message, &ended, place)))
            }
        }
    }

    /// Store a move [`play_move`] decided for `mover` (a person or the computer) in
    /// one transaction, and say so in public: the move in words and USI, check, who is
    /// next and by when, or how the game ended (settled at once), in `lang` (the
    /// server's). `g`, already at the new position, gets the row as stored.
    ///
    /// In the same transaction: the waiting player's conditional reply, when their
    /// tree expects the move (the post shows it too, marked as conditional; `g`
    /// moves on to the position after it), or their tree dropped (they are told
    /// privately); and a person's vacation ended by their move (they are told, and
    /// so are their other games' places).
    pub(super) async fn commit_move(
        &self,
        g: &mut LoadedGame,
        mover: UserId,
        played: PlayedMove,
        lang: Lang,
    ) -> Result<Committed, crate::game::Fail> {
        let id = g.row.id;
        if played.late.is_some() {
            // The mover's flag fell before the move: the game ends on time (or is
            // aborted) as of the flag, whether or not the sweep got there first.
            let loser = played.before.side_to_move();
            let ended = self.finish.flag_out(g, loser, played.played_at_ms).await?;
            // Not ended here: the flag sweep (or another move) ended it first, and
            // said so.
            return Ok(if ended.is_some() {
                Committed::TooLate
            } else {
                Committed::Stale
            });
        }
        let person = g.row.computer_id != Some(mover);
        let mut new_move = NewMove {
            game_id: id,
            expected_ply: g.row.ply,
            usi: played.usi.clone(),
            sfen_after: played.sfen_after.clone(),
            played_at: played.played_at,
            played_at_ms: played.played_at_ms,
            clock: played.clock,
            flag_ms: played.flag_ms,
            position_key: played.position_key,
            gave_check: played.gave_check,
            deadline: played.deadline,
            mover_id: mover,
            finish: played.finish.clone(),
            players: [g.row.sente_id, g.row.gote_id],
            ends_vacation: person,
            premoves: Premoves::None,
        };
        // The waiting player's tree as read now; if it changes before the move is
        // stored (set or cleared that very moment), read it again.
        let mut tries = 0;
        let (recorded, answer) = loop {
            let answer = self.premove_answer(g, mover, &played).await?;
            new_move.premoves = answer.store.clone();
            match self.store().record_move(&new_move).await? {
                MoveRecorded::Recorded(recorded) => break (*recorded, answer),
                MoveRecorded::Stale => return Ok(Committed::Stale),
                MoveRecorded::TooLate => return Ok(Committed::TooLate),
                MoveRecorded::PremovesChanged if tries < 3 => tries += 1,
                MoveRecorded::PremovesChanged => return Ok(Committed::Stale),
            }
        };
        g.row = recorded.row.clone();
        let PlayedMove {
            mv,
            usi,
            before,
            previous_to,
            mut status,
            mut gave_check,
            ..
        } = played;
        let words = move_words(&before, mv, previous_to, lang);
        let who = match g.row.computer_id {
            Some(c) if c == mover => format!("🤖 {}", mention(mover)),
            _ => mention(mover),
        };
        let mut text = tr!(
            lang,
            "move-played",
            game = id,
            who = who,
            words = words,
            usi = usi.clone()
        );
        if let (true, Some((reply, after))) = (recorded.replied, answer.reply) {
            if gave_check {
                text.push(' ');
                text.push_str(&tr!(lang, "move-check"));
            }
            text.push('\n');
            text.push_str(&tr!(
                lang,
                "move-conditional",
                who = mention(g.player(reply.before.side_to_move())),
                words = move_words(&reply.before, reply.mv, reply.previous_to, lang),
                usi = reply.usi
            ));
            g.game = after;
            status = reply.status;
            gave_check = reply.gave_check;
        }
        let next = g.to_move();
        let mut reply = Reply::public(String::new());
        match status {
            Status::Ongoing => {
                if gave_check {
                    text.push(' ');
                    text.push_str(&tr!(lang, "move-check"));
                }
                text.push('\n');
                let due = if g.computer_to_move() {
                    None
                } else {
                    g.row.due()
                };
                match due {
                    Some(deadline) => text.push_str(&tr!(
                        lang,
                        "move-your-turn",
                        next = mention(next),
                        due = relative_time(deadline)
                    )),
                    None => text.push_str(&tr!(lang, "move-their-turn", next = mention(next))),
                }
                if let Some(until) = g.row.paused_until.filter(|_| g.row.is_paused(self.now())) {
                    text.push(' ');
                    text.push_str(&tr!(
                        lang,
                        "move-next-away",
                        next = mention(next),
                        resumes = crate::game::text::date_time(until)
                    ));
                }
                if !g.computer_to_move() {
                    self.notify_turn(&mut reply, g, next, false).await;
                }
                if let Some((owner, text)) = answer.tell_by_dm.filter(|_| recorded.dropped) {
                    self.tell_premoves_dropped(&mut reply, owner, text).await?;
                }
                reply.buttons.extend(self.game_buttons(g, lang).await);
            }
            ended => {
                // The result was written with the move.
                text.push('\n');
                text.push_str(&result_sentence(g, ended, lang));
                let people: &[UserId] = if g.row.computer_id == Some(next) {
                    &[]
                } else {
                    &[next]
                };
                let post = self.finish.result_post(g, text, people, lang).await?;
                let mut played = self.vacation_over(&recorded, id, mover).await?;
                played.post = post;
                return Ok(Committed::Played(Box::new(played)));
            }
        }
        reply.text = text;
        reply.picture = self.pictures.picture(g, false).await?;
        let mut played = self.vacation_over(&recorded, id, mover).await?;
        played.post = reply;
        Ok(Committed::Played(Box::new(played)))
    }

    /// What a move that ended its mover's vacation says besides its post: the mover
    /// told privately, their other games' places told they are back.
    async fn vacation_over(
        &self,
        recorded: &Recorded,
        game: GameId,
        mover: UserId,
    ) -> Result<Played, crate::game::Fail> {
        let mut played = Played {
            post: Reply::default(),
            to_mover: Vec::new(),
            elsewhere: Vec::new(),
        };
        let Some((vacation, used, returned)) = &recorded.vacation_ended else {
            return Ok(played);
        };
        let ended = crate::store::VacationEnded {
            vacation: vacation.clone(),
            used: *used,
            returned: *returned,
            games: self.store().correspondence_games_of(mover).await?,
        };
        let lang = self.languages.user_lang(mover).await.unwrap_or_default();
        played.to_mover.push(
            self.vacations
                .vacation_ended_words(&ended, self.now(), lang)
                .await?,
        );
        played.elsewhere = self.vacations.back_notices(&ended, mover, Some(game)).await;
        Ok(played)
    }

    /// `/resign`: ask for confirmation with a button.
    pub(crate) async fn run_resign(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
    ) -> Outcome {
        let g = self
            .loaded
            .pick_live_game(caller, place, game_id, false)
            .await?;
        let id = g.row.id;
        check_can_end(&g, caller)?;
        let opponent = g.player(!g.color_of(caller.id).unwrap());
        let lang = place.lang;
        Ok(Response::reply(
            Reply::private(tr!(
                lang,
                "resign-confirm",
                game = id,
                opponent = mention(opponent)
            ))
            .with_buttons(vec![
                Button::new(
                    Action::Resign,
                    id.get(),
                    &tr!(lang, "button-resign"),
                    ButtonStyle::Danger,
                ),
                Button::new(
                    Action::KeepPlaying,
                    id.get(),
                    &tr!(lang, "button-keep-playing"),
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
        game_id: GameId,
    ) -> Outcome {
        let g = self.game_to_end(caller, place, game_id).await?;
        let loser = g.color_of(caller.id).unwrap();
        if !self
            .finish
            .end_game(&g, &Finish::win(!loser, Ending::Resignation))
            .await?
        {
            return refuse(msg!("game-changed-maybe-over", game = game_id));
        }
        let winner = g.player(!loser);
        let lang = place.guild_lang;
        let text = tr!(
            lang,
            "resigned",
            game = game_id,
            loser = mention(caller.id),
            winner = mention(winner)
        );
        let announcement = self.finish.result_post(&g, text, &[winner], lang).await?;
        Ok(Response {
            update_origin: Some(Reply::private(tr!(
                place.lang,
                "resigned-you",
                game = game_id
            ))),
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
        game_id: GameId,
    ) -> Outcome {
        self.game_to_end(caller, place, game_id).await?;
        Ok(Response {
            update_origin: Some(Reply::private(tr!(
                place.lang,
                "resign-kept",
                game = game_id
            ))),
            messages: vec![],
            ..Response::default()
        })
    }

    /// `/board`: the current position, changing nothing.
    pub(crate) async fn run_board(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        flip: bool,
        pieces: Option<crate::store::Pieces>,
    ) -> Outcome {
        let g = self
            .loaded
            .pick_live_game(caller, place, game_id, true)
            .await?;
        let lang = place.guild_lang;
        let mut text = status_line(&g.row, g.position(), lang);
        if let Some(last) = self.last_move_words(&g, lang) {
            text.push('\n');
            text.push_str(&tr!(lang, "board-last-move", words = last));
        }
        let mut reply = Reply::public(text);
        reply.picture = self
            .pictures
            .picture_for(&g, flip, caller.id, pieces)
            .await?;
        reply.buttons.extend(self.game_buttons(&g, lang).await);
        reply.link = self
            .page_link(g.row.guild_id, PageOf::Game(g.row.id), lang)
            .await;
        Ok(Response::reply(reply))
    }
}

impl super::Area<'_> {
    /// The game a button on it means, when the caller may end it (their game, still
    /// on; ended on time first if its deadline passed).
    pub(super) async fn game_to_end(
        &self,
        caller: &User,
        place: Place,
        game_id: GameId,
    ) -> Result<LoadedGame, crate::game::Fail> {
        let g = self
            .loaded
            .pick_live_game(caller, place, Some(game_id), false)
            .await?;
        check_can_end(&g, caller)?;
        Ok(g)
    }
}

/// The Move button of a board post: opens the move picker (`picker.rs`) of the
/// player to move (not the computer's), at the post's ply; `None` when the game is
/// over.
pub(crate) fn move_button(g: &LoadedGame, lang: Lang) -> Option<Button> {
    if !g.row.is_active() || g.computer_to_move() {
        return None;
    }
    Some(
        Button::new(
            Action::Pick,
            g.row.id.get(),
            &tr!(lang, "button-move"),
            ButtonStyle::Primary,
        )
        .at_ply(g.row.ply),
    )
}

/// Refuse unless the caller is the player to move in this game: a move (typed or
/// picked) is theirs to make.
pub(crate) fn check_to_move(g: &LoadedGame, caller: &User) -> Result<(), crate::game::Fail> {
    let Some(color) = g.color_of(caller.id) else {
        return refuse(msg!("not-your-game", game = g.row.id));
    };
    if g.position().side_to_move() != color {
        return refuse(msg!(
            "not-your-turn",
            game = g.row.id,
            waiting = mention(g.to_move())
        ));
    }
    Ok(())
}

/// Refuse unless the caller may end this game (a player, game still on).
pub(crate) fn check_can_end(g: &LoadedGame, caller: &User) -> Result<(), crate::game::Fail> {
    if !g.row.is_active() {
        return refuse(msg!("game-already-over", game = g.row.id));
    }
    if g.color_of(caller.id).is_none() {
        return refuse(msg!("not-your-game", game = g.row.id));
    }
    Ok(())
}

impl super::Area<'_> {
    /// The last move of a game in words, for `/board` (the game replayed from its
    /// start: the position before the move is needed to name the piece).
    fn last_move_words(&self, g: &LoadedGame, lang: Lang) -> Option<String> {
        let moves = g.game.moves();
        let (&last, earlier) = moves.split_last()?;
        let mut before = g.game.start().clone();
        for &mv in earlier {
            before = before.play(mv).ok()?;
        }
        let previous_to = earlier.last().map(|m| m.to());
        Some(tr!(
            lang,
            "move-with-usi",
            words = move_words(&before, last, previous_to, lang),
            usi = usi::to_usi(before.variant(), last)
        ))
    }
}

/// "Checkmate — <@a> wins!" and the like, for a finished status.
fn result_sentence(g: &LoadedGame, status: Status, lang: Lang) -> String {
    match status {
        Status::Checkmate { winner } => {
            tr!(lang, "result-checkmate", winner = mention(g.player(winner)))
        }
        Status::NoLegalMoves { winner } => tr!(
            lang,
            "result-no-moves",
            loser = mention(g.player(!winner)),
            winner = mention(g.player(winner))
        ),
        Status::Repetition => tr!(lang, "result-repetition"),
        Status::PerpetualCheck { loser } => tr!(
            lang,
            "result-perpetual-check",
            loser = mention(g.player(loser)),
            winner = mention(g.player(!loser))
        ),
        Status::Ongoing => String::new(),
    }
}

/// A game post for a game that has a thread of its own, asked for elsewhere (a move
/// typed in the channel): it goes into the thread, where the game is followed, and
/// the front end tells the player where it went.
fn into_thread(reply: Reply, g: &LoadedGame, place: Place) -> Reply {
    match g.row.thread_id {
        Some(thread) if thread != place.channel => reply.in_channel(thread),
        _ => reply,
    }
}
