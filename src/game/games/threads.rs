//! Keeping busy channels clean: a thread per game (its posts go there, the channel
//! keeps the challenge and a one-line result) and turn notices by direct message.
//! The service decides what goes where; the front end opens threads and sends DMs
//! and reports back what Discord allowed.

use crate::game::words::ended_text;
use crate::game::Notice;
use crate::game::{
    mention, relative_time, variant_name, DirectNotice, LoadedGame, Reply, Response,
};
use crate::i18n::Lang;
use crate::ids::{ChannelId, GameId, UserId};
use crate::store::{GameRow, Notify};
use crate::tr;

impl super::Area<'_> {
    /// "Game #12 · alice vs bob (Wa Shogi)": the name of a game's thread, in `lang`.
    pub(crate) async fn thread_name(
        &self,
        row: &GameRow,
        lang: Lang,
    ) -> Result<String, crate::game::Fail> {
        Ok(tr!(
            lang,
            "thread-name",
            game = row.id,
            sente = self.name_of(row.sente_id).await?,
            gote = self.name_of(row.gote_id).await?,
            variant = variant_name(row.variant, lang)
        ))
    }

    /// The language of the server a game is played in.
    async fn game_lang(&self, game_id: GameId) -> Lang {
        match self.store().game(game_id).await {
            Ok(Some(row)) => self.languages.server_lang(row.guild_id).await,
            _ => Lang::En,
        }
    }

    /// Whether a game `caller` starts gets a thread: as `/start` says, else as they
    /// chose in /settings, else as the server's admins chose; never in a DM
    /// or where only a user's install of the app is.
    pub(crate) async fn wants_thread(
        &self,
        caller: &crate::game::User,
        place: crate::game::Place,
        asked: Option<bool>,
    ) -> Result<bool, crate::game::Fail> {
        // Only where the bot is a member can it open a thread (never in a DM).
        if !place.is_server_with_bot() {
            return Ok(false);
        }
        if let Some(t) = asked {
            return Ok(t);
        }
        if let Some(t) = self.store().user_choices(caller.id).await?.thread {
            return Ok(t);
        }
        Ok(self
            .store()
            .server_thread(place.venue)
            .await?
            .unwrap_or(false))
    }

    /// The front end opened the thread a new game asked for: remember it, send the
    /// game's posts there, and say where it is on the challenge's post.
    pub async fn thread_opened(
        &self,
        response: &mut Response,
        game_id: GameId,
        thread_id: ChannelId,
    ) {
        self.post_thread_opened(game_id, thread_id).await;
        for message in response.messages.iter_mut().filter(|m| !m.private) {
            message.channel.get_or_insert(thread_id);
        }
        if let Some(origin) = &mut response.update_origin {
            let lang = self.game_lang(game_id).await;
            origin.text.push('\n');
            origin.text.push_str(&tr!(
                lang,
                "thread-played-in",
                thread = crate::game::text::channel(thread_id)
            ));
        }
    }

    /// The front end opened the thread a post asked for (`Reply::thread`): the
    /// game is played there from now on (if remembering it fails, the game goes on
    /// in the channel; only its later posts stay there).
    pub async fn post_thread_opened(&self, game_id: GameId, thread_id: ChannelId) {
        if let Err(e) = self.store().set_game_thread(game_id, thread_id).await {
            tracing::error!(error = %e, game_id = %game_id, "could not remember a game's thread");
        }
    }

    /// The front end could not open a post's thread: the post goes to the channel,
    /// saying what an admin can grant.
    pub async fn post_thread_refused(&self, reply: &mut Reply, game_id: GameId) {
        let lang = self.game_lang(game_id).await;
        reply.text.push('\n');
        reply.text.push_str(&tr!(lang, "thread-refused"));
    }

    /// The front end could not open the thread (no permission): the game is played
    /// in the channel, and the admins are told what to grant.
    pub async fn thread_refused(&self, response: &mut Response, game_id: GameId) {
        if let Some(first) = response.messages.iter_mut().find(|m| !m.private) {
            self.post_thread_refused(first, game_id).await;
        }
    }

    /// A post that tells `player` it is their move (`reminder`: the reminder before
    /// the deadline): a ping in the channel, or, if they chose so, no ping and a
    /// direct message linking to the post.
    pub(crate) async fn notify_turn(
        &self,
        reply: &mut Reply,
        g: &LoadedGame,
        player: UserId,
        reminder: bool,
    ) {
        let notify = match self.store().user_choices(player).await {
            Ok(c) => c.notify.unwrap_or_default(),
            Err(e) => {
                tracing::warn!(error = %e, "could not read a player's notice choice");
                Notify::Channel
            }
        };
        if notify == Notify::Channel {
            *reply = std::mem::take(reply).mention(player);
            return;
        }
        reply.mentions.retain(|&u| u != player);
        // A direct message is written in the player's own language, as their client
        // last showed it on a command; if never seen, in the game's server's.
        let lang = match self.languages.user_lang(player).await {
            Some(lang) => lang,
            None => self.languages.server_lang(g.row.guild_id).await,
        };
        let opponent = g.color_of(player).map_or(player, |c| g.player(!c));
        let against = self
            .name_of(opponent)
            .await
            .unwrap_or_else(|_| tr!(lang, "your-opponent"));
        let id = g.row.id;
        let game = variant_name(g.row.variant, lang);
        let mut text = if reminder {
            tr!(
                lang,
                "dm-reminder",
                game = id,
                against = against,
                variant = game
            )
        } else {
            tr!(
                lang,
                "dm-your-move",
                game = id,
                against = against,
                variant = game
            )
        };
        if let Some(d) = g.row.due() {
            text.push_str(&tr!(lang, "status-due", due = relative_time(d)));
        }
        text.push_str(&tr!(lang, "sentence-end"));
        reply.direct = Some(DirectNotice {
            user_id: player,
            text,
            lang,
            private: None,
        });
    }

    /// A player's DMs are closed to the bot: notices go back to the channel (which
    /// the front end tells once, with `DirectNotice::in_channel`).
    pub async fn direct_message_refused(&self, notice: &DirectNotice) {
        if let Err(e) = self
            .store()
            .set_user_notify(notice.user_id, Notify::Channel, self.now())
            .await
        {
            tracing::warn!(error = %e, "could not switch a player's notices back to the channel");
        }
        // What only the DM was to say is said with their next reply instead.
        if let Some(private) = &notice.private {
            if let Err(e) = self
                .store()
                .add_private_notice(notice.user_id, private, self.now())
                .await
            {
                tracing::warn!(error = %e, "could not keep a private notice for a player");
            }
        }
    }

    /// For every result post of a game played in a thread, a one-line result in the
    /// channel the game came from (unless the result is posted there anyway: the
    /// command was given in that channel).
    pub(crate) async fn announce_in_parents(
        &self,
        place: crate::game::Place,
        mut response: Response,
    ) -> Response {
        let mut lines = Vec::new();
        for message in &response.messages {
            let posted_in = message.channel.unwrap_or(place.channel);
            if let Some(line) = self.parent_result(message).await {
                if line.channel != Some(posted_in) {
                    lines.push(line);
                }
            }
        }
        response.messages.extend(lines);
        response
    }

    /// The same for what the clock and the computer post.
    pub(crate) async fn announce_notices_in_parents(&self, notices: &mut Vec<Notice>) {
        let mut more = Vec::new();
        for notice in notices.iter() {
            if let Some(message) = &notice.message {
                if let Some(line) = self.parent_result(message).await {
                    more.push(Notice {
                        guild_id: notice.guild_id,
                        channel_id: line.channel.unwrap_or(notice.channel_id),
                        message: Some(line),
                        edit: None,
                    });
                }
            }
        }
        notices.extend(more);
    }

    async fn parent_result(&self, message: &Reply) -> Option<Reply> {
        let game_id = message.result_of?;
        let row = self.store().game(game_id).await.ok()??;
        let thread = row.thread_id?;
        if row.is_active() {
            return None;
        }
        let lang = self.languages.server_lang(row.guild_id).await;
        Some(
            Reply::public(tr!(
                lang,
                "thread-result",
                game = row.id,
                variant = variant_name(row.variant, lang),
                sente = mention(row.sente_id),
                gote = mention(row.gote_id),
                ended = ended_text(&row, lang),
                thread = crate::game::text::channel(thread)
            ))
            .in_channel(row.channel_id),
        )
    }
}
