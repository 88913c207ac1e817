//! Lists: `/games` (a live game's line with its time control and both clocks),
//! the autocomplete choices for moves and games, button dispatch.

use crate::game::reply::{choice, MAX_CHOICES, MESSAGE_CHARS};
use crate::game::words::status_line_with_clocks;
use crate::game::{variant_title, Choice, Fail, Outcome, Place, Reply, Response, User};
use crate::i18n::Lang;
use crate::ids::GameId;
use crate::rules::japanese::{legal_moves_japanese, search_key};
use crate::rules::{describe::describe_move, usi, Color};
use crate::tr;

/// At most this many games are listed in one `/games` reply.
const MAX_LISTED: usize = 50;

impl super::Area<'_> {
    /// `/games`: the active games in this server, or one user's.
    pub(crate) async fn run_games(
        &self,
        _caller: &User,
        place: Place,
        user: Option<&User>,
    ) -> Outcome {
        let mut rows = self
            .store()
            .active_games(place.venue, user.map(|u| u.id))
            .await?;
        // Outside servers, a conversation's games are its own: a group DM lists
        // those started in it, never other people's DMs.
        if place.is_direct_message() {
            rows.retain(|row| row.channel_id == place.channel);
        }
        let lang = place.guild_lang;
        if rows.is_empty() {
            return Ok(Response::reply(Reply::public(match user {
                Some(u) => tr!(lang, "games-none-of", player = crate::game::mention(u.id)),
                None => tr!(lang, "games-none"),
            })));
        }
        let heading = match user {
            Some(u) => tr!(lang, "games-of", player = crate::game::mention(u.id)),
            None => tr!(lang, "games-here"),
        };
        let total = rows.len();
        let now_ms = self.now_ms();
        let mut lines = Vec::new();
        for row in rows.iter().take(MAX_LISTED) {
            let position = self.loaded.current_position(row)?;
            let line = status_line_with_clocks(row, &position, Some(now_ms), lang);
            lines.push(format!("• {line}"));
        }
        Ok(Response::reply(Reply::public(whole_lines(
            &heading,
            &lines,
            total,
            MESSAGE_CHARS,
            lang,
        ))))
    }

    /// Autocomplete for `/move`: the caller's legal moves matching what was typed,
    /// readable names (Japanese notation for Japanese users: `▲７六歩 · 7g7f`), USI
    /// values, at most 25. Empty when it is not their turn.
    pub async fn move_choices(
        &self,
        caller: &User,
        place: Place,
        game_id: Option<GameId>,
        typed: &str,
    ) -> Vec<Choice> {
        let result: Result<Vec<Choice>, Fail> = async {
            let g = self.loaded.pick_game(caller, place, game_id, false).await?;
            let pos = g.position();
            if !g.row.is_active() || g.color_of(caller.id) != Some(pos.side_to_move()) {
                return Ok(vec![]);
            }
            Ok(legal_move_choices(
                pos,
                g.game.last_move().map(|m| m.to()),
                typed,
                place.lang,
            ))
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
                .player_games_in_channel(place.venue, place.channel, caller.id, true)
                .await?;
            if rows.is_empty() {
                rows = self
                    .store()
                    .active_games(place.venue, Some(caller.id))
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
                let position = self.loaded.current_position(&row)?;
                let to_move = match position.side_to_move() {
                    Color::Sente => row.sente_id,
                    Color::Gote => row.gote_id,
                };
                let lang = place.lang;
                let turn = if to_move == caller.id {
                    "yours"
                } else {
                    "theirs"
                };
                out.push(choice(
                    tr!(
                        lang,
                        "choice-game",
                        game = row.id,
                        variant = variant_title(position.variant(), lang),
                        opponent = name,
                        turn = turn
                    ),
                    row.id.to_string(),
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
}

/// A heading and as many whole lines as fit in `max` characters, then "…and N more."
/// for the rest of `total` (never a line cut in the middle of a mention).
fn whole_lines(heading: &str, lines: &[String], total: usize, max: usize, lang: Lang) -> String {
    let more = |n: usize| format!("\n{}", tr!(lang, "list-more", n = n));
    let mut out = heading.to_string();
    for (shown, line) in lines.iter().enumerate() {
        let rest = total - shown - 1;
        let tail = if rest > 0 {
            more(rest).chars().count()
        } else {
            0
        };
        if out.chars().count() + 1 + line.chars().count() + tail > max {
            out.push_str(&more(total - shown));
            return out;
        }
        out.push('\n');
        out.push_str(line);
    }
    if total > lines.len() {
        out.push_str(&more(total - lines.len()));
    }
    out
}

/// The legal moves of `pos` that match what was typed, as autocomplete choices: in
/// Japanese or English words with their USI, exact starts first.
pub(crate) fn legal_move_choices(
    pos: &crate::rules::Position,
    previous_to: Option<crate::rules::Square>,
    typed: &str,
    lang: Lang,
) -> Vec<Choice> {
    let v = pos.variant();
    let typed: String = typed.trim().to_lowercase().chars().take(64).collect();
    let typed_key = search_key(&typed);
    let named: Vec<(crate::rules::Move, String)> = match lang {
        Lang::En => pos
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, describe_move(pos, mv)))
            .collect(),
        Lang::Ja => legal_moves_japanese(pos, previous_to),
    };
    let mut exact = Vec::new();
    let mut partial = Vec::new();
    for (mv, words) in named {
        let code = usi::to_usi(v, mv);
        let japanese_match =
            lang == Lang::Ja && !typed_key.is_empty() && search_key(&words).starts_with(&typed_key);
        let name = format!("{words} · {code}");
        if typed.is_empty() || code.to_lowercase().starts_with(&typed) || japanese_match {
            exact.push(choice(name, code));
        } else if name.to_lowercase().contains(&typed) {
            partial.push(choice(name, code));
        }
    }
    exact.extend(partial);
    exact.truncate(MAX_CHOICES);
    exact
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_keeps_whole_lines_and_says_how_many_more() {
        let lines: Vec<String> = (0..24)
            .map(|i| format!("• **Game #{i}** · Wa Shogi · <@{}> ☗ vs <@{}> ☖ · move 12: <@{}> to play, due <t:1800000000:R>.", 100_000_000_000_000_000u64 + i, 200_000_000_000_000_000u64 + i, 100_000_000_000_000_000u64 + i))
            .collect();
        let text = whole_lines(
            "Active games in this server:",
            &lines,
            24,
            MESSAGE_CHARS,
            Lang::En,
        );
        assert!(text.chars().count() <= MESSAGE_CHARS);
        let out: Vec<&str> = text.lines().collect();
        let shown = out.len() - 2;
        assert!(shown < 24, "not all fit");
        assert_eq!(out[out.len() - 1], format!("…and {} more.", 24 - shown));
        for (i, line) in out[1..=shown].iter().enumerate() {
            assert_eq!(*line, lines[i]);
        }
        let short = whole_lines("h", &lines[..2], 2, MESSAGE_CHARS, Lang::En);
        assert_eq!(short.lines().count(), 3);
    }
}
