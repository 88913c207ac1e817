//! `/settings`: a player's own choices, and (with Manage Server) the server's
//! defaults for players who have not chosen. Private replies: the caller's language.

use crate::game::{refuse, Fail, Outcome, Place, Reply, Response, User};
use crate::i18n::Lang;
use crate::rules::VariantId;
use crate::store::{Notify, Pieces, Remind};
use crate::{msg, tr};

/// What a `/settings` command asks to change; all `None`: show the settings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Choices {
    pub pieces: Option<Pieces>,
    pub notify: Option<Notify>,
    pub thread: Option<bool>,
    pub remind: Option<Remind>,
    /// Show the server's pages on the web (a server's choice only).
    pub web: Option<bool>,
}

fn pieces_words(p: Pieces, lang: Lang) -> String {
    match p {
        Pieces::Kanji => tr!(lang, "pieces-kanji"),
        Pieces::Letters => tr!(lang, "pieces-letters"),
    }
}

fn notify_words(n: Notify, lang: Lang) -> String {
    match n {
        Notify::Channel => tr!(lang, "notify-channel"),
        Notify::Dm => tr!(lang, "notify-dm"),
    }
}

fn remind_words(r: Remind, lang: Lang) -> String {
    match r {
        Remind::Day => tr!(lang, "remind-day"),
        Remind::Hour => tr!(lang, "remind-hour"),
        Remind::DayAndHour => tr!(lang, "remind-day-and-hour"),
        Remind::Off => tr!(lang, "remind-off"),
    }
}

fn thread_words(on: bool, lang: Lang) -> String {
    if on {
        tr!(lang, "thread-own")
    } else {
        tr!(lang, "thread-channel")
    }
}

/// " (the server's default; you have not chosen)" after a value not chosen.
fn not_chosen(chosen: bool, lang: Lang) -> String {
    if chosen {
        String::new()
    } else {
        tr!(lang, "settings-not-chosen")
    }
}

impl super::Area<'_> {
    /// The game a command is about: the one named, or the server's default game
    /// (set with `/ladder settings`; ladders, tournaments and the daily puzzle use it).
    pub(crate) async fn game_or_default(
        &self,
        place: Place,
        variant: Option<VariantId>,
    ) -> Result<VariantId, Fail> {
        Ok(match variant {
            Some(v) => v,
            None => self
                .store()
                .ladder_settings(place.venue)
                .await?
                .variant
                .unwrap_or(crate::store::DEFAULT_LADDER_VARIANT),
        })
    }

    /// Show or change settings: the caller's own, or with `for_server` the server's
    /// defaults (admins only).
    pub(crate) async fn run_settings(
        &self,
        caller: &User,
        place: Place,
        choices: Choices,
        for_server: bool,
        is_admin: bool,
    ) -> Outcome {
        if for_server {
            return self.server_settings(place, choices, is_admin).await;
        }
        if choices.web.is_some() {
            return refuse(msg!("settings-web-server-only"));
        }
        let lang = place.lang;
        let now = self.now();
        let mut said = Vec::new();
        if let Some(p) = choices.pieces {
            self.store()
                .set_user_pieces(caller.id, Some(p), now)
                .await?;
            said.push(tr!(
                lang,
                "settings-pieces-set",
                pieces = pieces_words(p, lang)
            ));
        }
        if let Some(n) = choices.notify {
            self.store().set_user_notify(caller.id, n, now).await?;
            said.push(match n {
                Notify::Dm => tr!(lang, "settings-notify-dm-set"),
                Notify::Channel => tr!(lang, "settings-notify-channel-set"),
            });
        }
        if let Some(t) = choices.thread {
            self.store().set_user_thread(caller.id, t, now).await?;
            said.push(tr!(
                lang,
                "settings-thread-set",
                place = thread_words(t, lang)
            ));
        }
        if let Some(r) = choices.remind {
            self.store().set_user_remind(caller.id, r, now).await?;
            said.push(tr!(
                lang,
                "settings-remind-set",
                when = remind_words(r, lang)
            ));
        }
        if !said.is_empty() {
            return Ok(Response::reply(Reply::private(said.join("\n"))));
        }
        let mine = self.store().user_choices(caller.id).await?;
        let server_pieces = self.store().server_pieces(place.venue).await?;
        let server_thread = self.store().server_thread(place.venue).await?;
        let lines = [
            tr!(lang, "settings-yours"),
            tr!(
                lang,
                "settings-yours-pieces",
                pieces = pieces_words(mine.pieces.or(server_pieces).unwrap_or_default(), lang),
                chosen = not_chosen(mine.pieces.is_some(), lang)
            ),
            tr!(
                lang,
                "settings-yours-notify",
                notify = notify_words(mine.notify.unwrap_or_default(), lang)
            ),
            tr!(
                lang,
                "settings-yours-thread",
                place = thread_words(mine.thread.or(server_thread).unwrap_or(false), lang),
                chosen = not_chosen(mine.thread.is_some(), lang)
            ),
            tr!(
                lang,
                "settings-yours-remind",
                when = remind_words(mine.remind.unwrap_or_default(), lang)
            ),
            tr!(lang, "settings-yours-change"),
        ];
        Ok(Response::reply(Reply::private(lines.join("\n"))))
    }

    async fn server_settings(&self, place: Place, choices: Choices, is_admin: bool) -> Outcome {
        if !is_admin {
            return refuse(msg!("settings-admin-only"));
        }
        if choices.notify.is_some() {
            return refuse(msg!("settings-notify-not-for-servers"));
        }
        if choices.remind.is_some() {
            return refuse(msg!("settings-remind-not-for-servers"));
        }
        let lang = place.lang;
        let now = self.now();
        let mut said = Vec::new();
        if let Some(p) = choices.pieces {
            self.store()
                .set_server_pieces(place.venue, Some(p), now)
                .await?;
            said.push(tr!(
                lang,
                "settings-server-pieces-set",
                pieces = pieces_words(p, lang)
            ));
        }
        if let Some(t) = choices.thread {
            self.store().set_server_thread(place.venue, t, now).await?;
            let mut text = tr!(
                lang,
                "settings-server-thread-set",
                place = thread_words(t, lang)
            );
            if t {
                text.push(' ');
                text.push_str(&tr!(lang, "settings-thread-permissions"));
            }
            said.push(text);
        }
        if let Some(on) = choices.web {
            self.store().set_server_web(place.venue, on, now).await?;
            said.push(if on {
                let mut text = tr!(lang, "settings-server-web-on");
                if let Some(url) = self.server_page_url(place.venue) {
                    text.push(' ');
                    text.push_str(&tr!(lang, "settings-server-web-at", url = url));
                }
                text
            } else {
                tr!(lang, "settings-server-web-off")
            });
        }
        if !said.is_empty() {
            return Ok(Response::reply(Reply::private(said.join("\n"))));
        }
        let pieces = self.store().server_pieces(place.venue).await?;
        let thread = self.store().server_thread(place.venue).await?;
        let web = self.store().server_web(place.venue).await?;
        let lines = [
            tr!(lang, "settings-server"),
            tr!(
                lang,
                "settings-server-pieces",
                pieces = match pieces {
                    Some(p) => pieces_words(p, lang),
                    None => tr!(lang, "pieces-kanji-not-chosen"),
                }
            ),
            tr!(
                lang,
                "settings-server-thread",
                place = thread_words(thread.unwrap_or(false), lang)
            ),
            if web {
                tr!(lang, "settings-server-web-shown")
            } else {
                tr!(lang, "settings-server-web-private")
            },
        ];
        Ok(Response::reply(Reply::private(lines.join("\n"))))
    }
}
