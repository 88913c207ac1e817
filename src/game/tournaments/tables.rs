//! What a tournament shows: the standings with their tie-breaks (Buchholz cut-1 and
//! Sonneborn–Berger for a Swiss; Sonneborn–Berger and the direct encounter for a
//! round-robin, with its crosstable), a round's pairings, and the server's past
//! tournaments.

use crate::decide::tournament::{standings, Board, BoardResult, Entrant, Format, Standing};
use crate::domain::TournamentStatus;
use crate::game::text::{date, mention};
use crate::game::PageOf;
use crate::game::{refuse, Outcome, Place, Reply, Response};
use crate::i18n::Lang;
use crate::ids::UserId;
use crate::store::TournamentRow;
use crate::{msg, tr};

/// A tournament's standings after its complete rounds, and what they were
/// computed from.
pub(crate) struct TournamentTable {
    /// Rounds whose every board has its result.
    pub complete: i64,
    pub table: Vec<Standing>,
    pub entrants: Vec<Entrant>,
    pub boards: Vec<Board>,
}

/// A round-robin's crosstable by starting rank: each player's seed, and against
/// each player (by seed) their score — `1`, `0`, `½` a game, `x` against
/// themselves, `·` not played yet.
pub(crate) fn crosstable_cells(
    entrants: &[Entrant],
    boards: &[Board],
) -> Vec<(u32, UserId, Vec<String>)> {
    let mut by_seed: Vec<_> = entrants.iter().collect();
    by_seed.sort_by_key(|e| e.seed);
    by_seed
        .iter()
        .map(|e| {
            let cells = by_seed
                .iter()
                .map(|o| {
                    if o.user == e.user {
                        return "x".to_string();
                    }
                    let scores: Vec<&str> = boards
                        .iter()
                        .filter(|b| {
                            (b.sente == e.user && b.gote == Some(o.user))
                                || (b.gote == Some(e.user) && b.sente == o.user)
                        })
                        .filter_map(|b| {
                            let as_sente = b.sente == e.user;
                            Some(match b.result? {
                                BoardResult::Draw => "½",
                                BoardResult::Sente | BoardResult::SenteByForfeit if as_sente => "1",
                                BoardResult::Gote | BoardResult::GoteByForfeit if !as_sente => "1",
                                BoardResult::Bye => return None,
                                _ => "0",
                            })
                        })
                        .collect();
                    if scores.is_empty() {
                        "·".to_string()
                    } else {
                        scores.concat()
                    }
                })
                .collect();
            (e.seed, e.user, cells)
        })
        .collect()
}

/// Points in tenths as people write them: 2½, 3, ½.
pub(crate) fn points(tenths: u32) -> String {
    let whole = tenths / 10;
    match (whole, tenths % 10 >= 5) {
        (0, true) => "½".to_string(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// One line a player: place, player, points, tie-breaks.
pub(super) fn standings_lines(table: &[Standing], format: Format, lang: Lang) -> Vec<String> {
    table
        .iter()
        .enumerate()
        .map(|(i, s)| match format {
            Format::Swiss => tr!(
                lang,
                "tournament-standing-swiss",
                place = i as i64 + 1,
                player = mention(s.user),
                points = points(s.points),
                buchholz = points(s.first as u32),
                sb = format!("{:.2}", s.second.unwrap_or(0) as f64 / 100.0)
            ),
            _ => tr!(
                lang,
                "tournament-standing-rr",
                place = i as i64 + 1,
                player = mention(s.user),
                points = points(s.points),
                sb = format!("{:.2}", s.first as f64 / 100.0)
            ),
        })
        .collect()
}

impl super::Area<'_> {
    pub(super) async fn run_tournament_standings(
        &self,
        place: Place,
        t: &TournamentRow,
    ) -> Outcome {
        let lang = place.guild_lang;
        let TournamentTable {
            complete,
            table,
            entrants,
            boards,
        } = self.tournament_table(t).await?;
        let format = t.format;
        let mut lines = vec![tr!(
            lang,
            "tournament-standings",
            name = t.name.as_str(),
            round = complete
        )];
        lines.extend(standings_lines(&table, format, lang));
        if format != Format::Swiss && complete > 0 {
            lines.push(self.crosstable(&entrants, &boards).await?);
        }
        let link = self
            .page_link(place.venue, PageOf::Tournament(t.id), lang)
            .await;
        Ok(Response::reply(
            Reply::public(lines.join("\n")).with_link(link),
        ))
    }

    /// A tournament's standings after its complete rounds (those whose every board
    /// has its result), with what they were computed from.
    pub(crate) async fn tournament_table(
        &self,
        t: &TournamentRow,
    ) -> Result<TournamentTable, crate::game::Fail> {
        let (_, entrants, _, boards) = self.tournament_state(t).await?;
        let complete = (1..=t.round)
            .take_while(|&r| {
                boards
                    .iter()
                    .filter(|b| b.round == r)
                    .all(|b| b.result.is_some())
            })
            .last()
            .unwrap_or(0);
        let table = standings(t.format, &entrants, &boards, complete, t.rounds.max(1));
        Ok(TournamentTable {
            complete,
            table,
            entrants,
            boards,
        })
    }

    /// The round-robin's crosstable, by starting rank, in a code block (names as
    /// text there: Discord does not draw mentions in code).
    async fn crosstable(
        &self,
        entrants: &[Entrant],
        boards: &[Board],
    ) -> Result<String, crate::game::Fail> {
        let mut rows = Vec::new();
        for (seed, user, cells) in crosstable_cells(entrants, boards) {
            let name: String = self.name_of(user).await?.chars().take(12).collect();
            let cells: String = cells.iter().map(|c| format!("{c:>3}")).collect();
            rows.push(format!("{seed:>2} {name:<12}{cells}"));
        }
        Ok(format!("```\n{}\n```", rows.join("\n")))
    }

    pub(super) async fn run_tournament_pairings(
        &self,
        place: Place,
        t: &TournamentRow,
        round: Option<i64>,
    ) -> Outcome {
        let lang = place.guild_lang;
        let round = round.unwrap_or(t.round);
        if !(1..=t.round).contains(&round) {
            return refuse(msg!("tournament-no-round", round = round, rounds = t.round));
        }
        let mut lines = vec![tr!(
            lang,
            "tournament-round",
            name = t.name.as_str(),
            round = round,
            rounds = t.rounds
        )];
        for b in self
            .store()
            .boards(t.id)
            .await?
            .iter()
            .filter(|b| b.round == round)
        {
            let result = match b.result.as_deref().and_then(BoardResult::parse) {
                None => tr!(lang, "tournament-result-playing"),
                Some(BoardResult::Sente) | Some(BoardResult::SenteByForfeit) => "1–0".to_string(),
                Some(BoardResult::Gote) | Some(BoardResult::GoteByForfeit) => "0–1".to_string(),
                Some(BoardResult::Draw) => "½–½".to_string(),
                Some(BoardResult::Bye) => String::new(),
            };
            lines.push(match b.gote_id {
                Some(gote) => tr!(
                    lang,
                    "tournament-pairing",
                    board = b.board,
                    sente = mention(b.sente_id),
                    gote = mention(gote),
                    result = result,
                    game = b.game_id.map_or_else(String::new, |g| format!("#{g}"))
                ),
                None => tr!(lang, "tournament-bye", player = mention(b.sente_id)),
            });
        }
        Ok(Response::reply(Reply::public(lines.join("\n"))))
    }

    pub(super) async fn run_tournament_history(&self, place: Place) -> Outcome {
        let lang = place.guild_lang;
        let past = self
            .store()
            .tournaments_in(place.venue, &[TournamentStatus::Finished])
            .await?;
        if past.is_empty() {
            return refuse(msg!("tournament-no-history"));
        }
        let mut lines = vec![tr!(lang, "tournament-history")];
        for t in past.iter().take(20) {
            lines.push(tr!(
                lang,
                "tournament-history-line",
                name = t.name.as_str(),
                format = super::state::format_words(t, lang),
                winner = t.winner_id.map(mention).unwrap_or_default(),
                date = date(t.finished_at.unwrap_or(t.created_at))
            ));
        }
        Ok(Response::reply(Reply::public(lines.join("\n"))))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn points_read_as_people_write_them() {
        assert_eq!(super::points(25), "2½");
        assert_eq!(super::points(5), "½");
        assert_eq!(super::points(30), "3");
        assert_eq!(super::points(0), "0");
    }
}
