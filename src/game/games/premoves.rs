//! Conditional moves in correspondence games: `/premove set line:"THEIR MINE …"`
//! adds a line to the caller's tree (every move checked by the rules; a line that
//! answers a move differently from the tree refused, naming the branch point),
//! `/premove show` lists the tree privately with a picture of where each line leads,
//! `/premove clear` removes it. When the opponent's move is one the tree expects,
//! the reply is played in the same transaction as that move (`commit_move`, with
//! [`Area::premove_answer`]); any other move drops the whole tree, and its player
//! is told privately: by DM if their turn notices come by DM, else with their next
//! reply. The tree is the caller's alone: never shown to the opponent, never in an
//! export. Not in live games.

use crate::commands::PremoveCommand;
use crate::decide::moves::{play_move, Clocks, PlayedMove};
use crate::decide::premove::{self, read_line, Added, LineError, MergeError, Tree};
use crate::game::words::{illegal_move, input_error, move_words};
use crate::game::{
    mention, refuse, refuse_text, Fail, LoadedGame, Outcome, Place, Reply, Response, User,
};
use crate::i18n::Lang;
use crate::ids::{GameId, UserId};
use crate::rules::{usi, Game};
use crate::store::{ConditionalReply, Notify, PremoveRow, Premoves, TreeRead};
use crate::{msg, tr};

/// What the waiting player's tree says to a move about to be recorded.
pub(crate) struct PremoveAnswer {
    /// What the store records with the move.
    pub store: Premoves,
    /// The reply, played: what to say of it, and the game after it.
    pub reply: Option<(PlayedMove, Game)>,
    /// The tree is dropped by a move it did not expect, and its player, whose turn
    /// notices come by DM, is told in that DM: who, and the words. (Otherwise they
    /// are told with their next reply: kept with the move, see [`Premoves::Drop`].)
    pub tell_by_dm: Option<(UserId, String)>,
}

impl super::Area<'_> {
    /// `/premove set|show|clear`.
    pub(crate) async fn run_premove(
        &self,
        caller: &User,
        place: Place,
        command: PremoveCommand,
    ) -> Outcome {
        match command {
            PremoveCommand::Set(o) => self.set_premove(caller, place, o.game, &o.line).await,
            PremoveCommand::Show(o) => self.show_premoves(caller, place, o.game).await,
            PremoveCommand::Clear(o) => self.clear_premoves(caller, place, o.game).await,
        }
    }

    /// The caller's correspondence game a conditional move is about, where they are
    /// waiting for their opponent's move.
    async fn waiting_game(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
    ) -> Result<LoadedGame, Fail> {
        let g = self.loaded.pick_active_game(caller, place, game).await?;
        let id = g.row.id;
        if g.color_of(caller.id).is_none() {
            return refuse(msg!("not-your-game", game = id));
        }
        if g.row.time_control.is_some() {
            return refuse(msg!("premove-live", game = id));
        }
        if g.to_move() == caller.id {
            return refuse(msg!("premove-your-turn", game = id));
        }
        Ok(g)
    }

    /// The caller's tree in `g`, as stored (`None`: none for this position).
    async fn tree_of(&self, g: &LoadedGame, user: UserId) -> Result<Option<PremoveRow>, Fail> {
        Ok(self
            .store()
            .premoves(g.row.id)
            .await?
            .filter(|t| t.at_ply == g.row.ply && t.user_id == user))
    }

    /// `/premove set line:… [game]`.
    async fn set_premove(
        &self,
        caller: &User,
        place: Place,
        game: Option<GameId>,
        text: &str,
    ) -> Outcome {
        let g = self.waiting_game(caller, place, game).await?;
        let id = g.row.id;
        let lang = place.lang;
        let line = match read_line(&g.game, text) {
            Ok(line) => line,
            Err(e) => return refuse_text(line_refusal(&e, &g, lang)),
        };
        let stored = self.tree_of(&g, caller.id).await?;
        let mut tree = stored
            .as_ref()
            .map(|t| Tree::from_text(&t.lines))
            .unwrap_or_default();
        match tree.add(&line.usi) {
            Ok(Added::New) => {}
            Ok(Added::Already) => {
                return Ok(Response::reply(Reply::private(tr!(
                    lang,
                    "premove-already",
                    game = id
                ))))
            }
            Err(MergeError::Contradicts {
                path,
                theirs,
                tree_reply,
                line_reply,
            }) => {
                let after = if path.is_empty() {
                    String::new()
                } else {
                    tr!(lang, "premove-after", moves = code_line(&path))
                };
                return refuse(msg!(
                    "premove-contradicts",
                    after = after,
                    theirs = format!("`{theirs}`"),
                    tree = format!("`{tree_reply}`"),
                    line = format!("`{line_reply}`")
                ));
            }
            Err(MergeError::TooManyLines) => {
                return refuse(msg!("premove-too-many", most = premove::MAX_LINES))
            }
            Err(MergeError::Odd) => return refuse(msg!("premove-odd", moves = line.usi.len())),
        }
        let row = PremoveRow {
            game_id: id,
            user_id: caller.id,
            at_ply: g.row.ply,
            lines: tree.to_text(),
            updated_at: self.now(),
        };
        let expected = stored.as_ref().map(|t| t.lines.as_str());
        if !self.store().set_premoves(&row, expected).await? {
            return refuse(msg!("premove-moved-on", game = id));
        }
        self.remember(caller).await?;
        Ok(Response::reply(Reply::private(tr!(
            lang,
            "premove-set",
            game = id,
            line = line_words(&g.game, &line.usi, lang),
            lines = tree.lines().len()
        ))))
    }

    /// `/premove show [game]`: the caller's tree, a private message a line, each
    /// with a picture of the position it leads to (from the caller's side).
    async fn show_premoves(&self, caller: &User, place: Place, game: Option<GameId>) -> Outcome {
        let g = self.waiting_game(caller, place, game).await?;
        let id = g.row.id;
        let lang = place.lang;
        let Some(stored) = self.tree_of(&g, caller.id).await? else {
            return Ok(Response::reply(Reply::private(tr!(
                lang,
                "premove-none",
                game = id
            ))));
        };
        let lines = Tree::from_text(&stored.lines).lines();
        let mut messages = Vec::with_capacity(lines.len());
        for (i, line) in lines.iter().enumerate() {
            let mut text = String::new();
            if i == 0 {
                text.push_str(&tr!(
                    lang,
                    "premove-show-title",
                    game = id,
                    lines = lines.len()
                ));
                text.push('\n');
            }
            text.push_str(&tr!(
                lang,
                "premove-show-line",
                n = i + 1,
                line = line_words(&g.game, line, lang)
            ));
            let mut reply = Reply::private(text);
            if let Ok(after) = premove::replay(&g.game, line) {
                let leads_to = LoadedGame {
                    row: g.row.clone(),
                    game: after,
                };
                // Drawn from the caller's side: after a whole line the opponent is
                // to move again.
                reply.picture = self
                    .pictures
                    .picture_for(&leads_to, true, caller.id, None)
                    .await?
                    .map(|mut p| {
                        p.filename = format!("premove-{id}-{}.png", i + 1);
                        p
                    });
            }
            messages.push(reply);
        }
        Ok(Response {
            messages,
            ..Response::default()
        })
    }

    /// `/premove clear [game]`.
    async fn clear_premoves(&self, caller: &User, place: Place, game: Option<GameId>) -> Outcome {
        let g = self.loaded.pick_active_game(caller, place, game).await?;
        let id = g.row.id;
        if g.color_of(caller.id).is_none() {
            return refuse(msg!("not-your-game", game = id));
        }
        let text = if self.store().clear_premoves(id, caller.id).await? {
            tr!(place.lang, "premove-cleared", game = id)
        } else {
            tr!(place.lang, "premove-none", game = id)
        };
        Ok(Response::reply(Reply::private(text)))
    }

    /// What the tree of the player waiting in `g` says to the move `played` by
    /// `mover` (`g` is at the position after it; its row not yet): the reply, played
    /// on a copy of the game, or the tree dropped, or nothing (no tree for this
    /// position, a live game).
    pub(super) async fn premove_answer(
        &self,
        g: &LoadedGame,
        mover: UserId,
        played: &PlayedMove,
    ) -> Result<PremoveAnswer, Fail> {
        let nothing = PremoveAnswer {
            store: Premoves::None,
            reply: None,
            tell_by_dm: None,
        };
        if g.row.time_control.is_some() {
            return Ok(nothing);
        }
        let Some(stored) = self
            .store()
            .premoves(g.row.id)
            .await?
            .filter(|t| t.at_ply == g.row.ply)
        else {
            return Ok(nothing);
        };
        let read = TreeRead {
            user_id: stored.user_id,
            lines: stored.lines.clone(),
        };
        let owner = stored.user_id;
        // Only the player waiting has a tree; the game over, it has nothing to do.
        if owner == mover || played.finish.is_some() {
            return Ok(PremoveAnswer {
                store: Premoves::Drop(read, None),
                reply: None,
                tell_by_dm: None,
            });
        }
        // A move the tree did not expect: dropped, and its player told privately.
        let (text, by_dm) = self.dropped_words(g, owner, mover, &played.usi).await?;
        let dropped = PremoveAnswer {
            store: Premoves::Drop(read.clone(), (!by_dm).then(|| text.clone())),
            reply: None,
            tell_by_dm: by_dm.then_some((owner, text)),
        };
        let (mine, rest) = match premove::answer(&Tree::from_text(&stored.lines), &played.usi) {
            premove::Answer::Drop => return Ok(dropped),
            premove::Answer::Reply { mine, rest } => (mine, rest),
        };
        let mut game = g.game.clone();
        let variant = game.position().variant();
        let Ok(mv) = usi::parse_usi(variant, &mine) else {
            return Ok(dropped);
        };
        let clocks = Clocks {
            days_per_move: g.row.days_per_move,
            computer: g.row.computer_id.and_then(|c| g.color_of(c)),
            live: None,
        };
        let Ok(reply) = play_move(&mut game, mv, played.played_at_ms, clocks) else {
            // Checked by the rules when it was set, for this very position: a tree
            // that no longer fits is dropped.
            tracing::warn!(game = %g.row.id, "a conditional reply did not fit its position");
            return Ok(dropped);
        };
        let store = Premoves::Reply(
            read,
            Box::new(ConditionalReply {
                usi: reply.usi.clone(),
                sfen_after: reply.sfen_after.clone(),
                position_key: reply.position_key,
                gave_check: reply.gave_check,
                deadline: reply.deadline,
                finish: reply.finish.clone(),
                rest: rest.to_text(),
            }),
        );
        Ok(PremoveAnswer {
            store,
            reply: Some((reply, game)),
            tell_by_dm: None,
        })
    }

    /// What `owner` is told when their tree in `g` is dropped by `mover`'s move `usi`
    /// (in their language), and whether they hear of their turn by DM (the DM says
    /// it; else their next reply does).
    async fn dropped_words(
        &self,
        g: &LoadedGame,
        owner: UserId,
        mover: UserId,
        usi: &str,
    ) -> Result<(String, bool), Fail> {
        let lang = match self.languages.user_lang(owner).await {
            Some(lang) => lang,
            None => self.languages.server_lang(g.row.guild_id).await,
        };
        let text = tr!(
            lang,
            "premove-dropped",
            game = g.row.id,
            mover = mention(mover),
            usi = format!("`{usi}`")
        );
        let by_dm = self.store().user_choices(owner).await?.notify == Some(Notify::Dm);
        Ok((text, by_dm))
    }

    /// The DM of `owner`'s turn notice on `post` also says their tree was dropped
    /// (`text`); if the post has no DM for them after all, their next reply says it.
    pub(super) async fn tell_premoves_dropped(
        &self,
        post: &mut Reply,
        owner: UserId,
        text: String,
    ) -> Result<(), Fail> {
        match &mut post.direct {
            Some(dm) if dm.user_id == owner => dm.private = Some(text),
            _ => {
                self.store()
                    .add_private_notice(owner, &text, self.now())
                    .await?
            }
        }
        Ok(())
    }

    /// What `user` is to be told privately with this reply (kept for them since
    /// their last): private messages.
    pub(crate) async fn private_notices_for(&self, user: UserId) -> Vec<Reply> {
        match self.store().take_private_notices(user).await {
            Ok(texts) => texts.into_iter().map(Reply::private).collect(),
            Err(e) => {
                tracing::warn!(error = %e, "could not read a player's private notices");
                Vec::new()
            }
        }
    }
}

/// A line as moves in code: `` `3c3d` `2g2f` ``.
fn code_line(moves: &[String]) -> String {
    moves
        .iter()
        .map(|m| format!("`{m}`"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line in words from the position of `game`: each pair as "their move → my
/// reply", pairs separated by " · " (the moves in the reader's language, with USI).
fn line_words(game: &Game, line: &[String], lang: Lang) -> String {
    let mut game = game.clone();
    let mut said = Vec::new();
    for text in line {
        let before = game.position().clone();
        let previous_to = game.last_move().map(|m| m.to());
        let Ok(mv) = usi::parse_usi(before.variant(), text) else {
            said.push(format!("`{text}`"));
            continue;
        };
        if game.play(mv).is_err() {
            said.push(format!("`{text}`"));
            continue;
        }
        said.push(format!(
            "{} (`{text}`)",
            move_words(&before, mv, previous_to, lang)
        ));
    }
    said.chunks(2)
        .map(|pair| pair.join(" → "))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A refused line in words, naming the move.
fn line_refusal(e: &LineError, g: &LoadedGame, lang: Lang) -> String {
    match e {
        LineError::Empty => tr!(lang, "premove-empty"),
        LineError::Odd { moves } => tr!(lang, "premove-odd", moves = *moves),
        LineError::TooLong { pairs } => tr!(
            lang,
            "premove-too-long",
            pairs = *pairs,
            most = premove::MAX_PAIRS
        ),
        LineError::Move {
            index,
            text,
            error,
            before,
            previous_to,
        } => tr!(
            lang,
            "premove-bad-move",
            n = index + 1,
            text = format!("`{}`", crate::game::text::without_token_marks(text)),
            why = match error {
                crate::rules::InputError::Illegal(e) => illegal_move(e, before.variant(), lang),
                e => input_error(e, before, *previous_to, lang),
            }
        ),
        LineError::AfterTheEnd { index, text } => tr!(
            lang,
            "premove-after-the-end",
            n = index + 1,
            text = format!("`{}`", crate::game::text::without_token_marks(text)),
            game = g.row.id
        ),
    }
}
