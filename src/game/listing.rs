//! Lists: `/games`, the autocomplete choices for moves and games, button dispatch.

use super::play::status_line;
use super::reply::{choice, MAX_CHOICES};
use super::{Action, Button, Choice, Fail, Outcome, Place, Reply, Response, Service, User};
use crate::rules::{describe::describe_move, usi};

/// At most this many games are listed in one `/games` reply.
const MAX_LISTED: usize = 20;

impl Service {
    /// `/games`: the active games in this server, or one user's.
    pub async fn games(&self, _caller: &User, place: Place, user: Option<&User>) -> Response {
        let outcome: Outcome = async {
            let rows = self
                .store()
                .active_games(place.guild_id, user.map(|u| u.id))
                .await?;
            if rows.is_empty() {
                return Ok(Response::reply(Reply::public(match user {
                    Some(u) => format!("{} has no active games here.", super::mention(u.id)),
                    None => {
                        "No games are being played in this server. Start one with /start!".into()
                    }
                })));
            }
            let mut lines = vec![match user {
                Some(u) => format!("Active games of {}:", super::mention(u.id)),
                None => "Active games in this server:".to_string(),
            }];
            let total = rows.len();
            for row in rows.into_iter().take(MAX_LISTED) {
                let g = self.load(row).await?;
                lines.push(format!("• {}", status_line(&g)));
            }
            if total > MAX_LISTED {
                lines.push(format!("…and {} more.", total - MAX_LISTED));
            }
            Ok(Response::reply(Reply::public(lines.join("\n"))))
        }
        .await;
        self.finish("games", outcome)
    }

    /// Autocomplete for `/move`: the caller's legal moves matching what was typed,
    /// readable names, USI values, at most 25. Empty when it is not their turn.
    pub async fn move_choices(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<i64>,
        typed: &str,
    ) -> Vec<Choice> {
        let result: Result<Vec<Choice>, Fail> = async {
            let g = self.pick_game(caller, place, game_id, false).await?;
            let pos = g.position();
            if !g.row.is_active() || g.color_of(caller.id) != Some(pos.side_to_move()) {
                return Ok(vec![]);
            }
            let v = pos.variant();
            let typed: String = typed.trim().to_lowercase().chars().take(64).collect();
            let mut exact = Vec::new();
            let mut partial = Vec::new();
            for mv in pos.legal_moves() {
                let code = usi::to_usi(v, mv);
                let words = describe_move(pos, mv);
                let name = format!("{words} · {code}");
                if typed.is_empty() || code.to_lowercase().starts_with(&typed) {
                    exact.push(choice(name, code));
                } else if name.to_lowercase().contains(&typed) {
                    partial.push(choice(name, code));
                }
            }
            exact.extend(partial);
            exact.truncate(MAX_CHOICES);
            Ok(exact)
        }
        .await;
        result.unwrap_or_default()
    }

    /// Autocomplete for `game`: the caller's active games in this channel (or
    /// server), newest first.
    pub async fn game_choices(&self, caller: &User, place: Place, typed: &str) -> Vec<Choice> {
        let result: Result<Vec<Choice>, Fail> = async {
            let mut rows = self
                .store()
                .player_games_in_channel(place.guild_id, place.channel_id, caller.id, true)
                .await?;
            if rows.is_empty() {
                rows = self
                    .store()
                    .active_games(place.guild_id, Some(caller.id))
                    .await?;
                rows.reverse();
            }
            let typed = typed.trim().trim_start_matches('#');
            let mut out = Vec::new();
            for row in rows {
                if !row.id.to_string().starts_with(typed) {
                    continue;
                }
                let opponent = if row.sente_id == caller.id {
                    row.gote_id
                } else {
                    row.sente_id
                };
                let name = self.name_of(opponent).await?;
                let g = self.load(row).await?;
                let turn = if g.to_move() == caller.id {
                    "your move"
                } else {
                    "their move"
                };
                out.push(choice(
                    format!("#{} · {} vs {name} · {turn}", g.row.id, g.variant().name()),
                    g.row.id.to_string(),
                ));
                if out.len() == MAX_CHOICES {
                    break;
                }
            }
            Ok(out)
        }
        .await;
        result.unwrap_or_default()
    }

    /// A button press, by its custom id (`accept:42`).
    pub async fn press(&self, caller: &User, place: Place, custom_id: &str) -> Response {
        let Some((action, target)) = Button::parse_custom_id(custom_id) else {
            return Response::refuse("That button is not one of mine any more.");
        };
        match action {
            Action::Accept => self.accept(caller, place, target).await,
            Action::Decline => self.decline(caller, place, target).await,
            Action::Cancel => self.cancel(caller, place, target).await,
            Action::Resign => self.confirm_resign(caller, place, target).await,
            Action::KeepPlaying => self.keep_playing(caller, place, target).await,
            Action::AcceptDraw => self.accept_draw(caller, place, target).await,
            Action::DeclineDraw => self.decline_draw(caller, place, target).await,
        }
    }
}
