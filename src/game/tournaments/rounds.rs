//! Running a tournament: the start (seeds by rating, round 1), each finished game's
//! board result, the next round once every board of the current one has its
//! result, and the end with the final standings. All of it from the clock sweep
//! (and an admin's `/tournament start`); each round is started by one guarded
//! transaction, so two processes never pair a round twice.

use crate::decide::tournament::{
    game_board_result, initial_seeds, next_step, pair_round, standings, Format, NextStep, Planned,
};
use crate::decide::DAY;
use crate::domain::TournamentStatus;
use crate::game::text::{mention, relative_time};
use crate::game::{Effect, Fail, Notice, OpenThread, Outcome, Place, Reply, Response};
use crate::rules::Position;
use crate::store::{Ending, GameResult, NewBoard, RoundStart, TournamentRow};
use crate::{msg, tr};

impl super::Area<'_> {
    /// An admin starts an open tournament before its time.
    pub(super) async fn start_tournament_now(&self, t: &TournamentRow, place: Place) -> Outcome {
        let mut notices = self.advance_tournament(t).await?.into_iter();
        match notices.next() {
            Some(notice) => {
                let mut reply = notice.message.unwrap_or_default();
                reply.channel = (notice.channel_id != place.channel).then_some(notice.channel_id);
                let mut response = Response::reply(reply);
                // Each game's first post, in a thread of its own if it asks for one.
                response
                    .effects
                    .extend(notices.map(|n| Effect::Post(Box::new(n))));
                Ok(response)
            }
            None => crate::game::refuse(msg!("tournament-too-few", name = t.name.as_str())),
        }
    }

    /// The tournaments' part of the clock sweep: start those due, note finished
    /// games, pair next rounds, end finished tournaments.
    pub(crate) async fn tournament_sweep(&self) -> Result<Vec<Notice>, Fail> {
        let now = self.now();
        let mut notices = Vec::new();
        for t in self.store().live_tournaments().await? {
            if !self.looks_after(t.guild_id) {
                continue;
            }
            if t.status == TournamentStatus::Open && t.starts_at > now {
                continue;
            }
            if t.status == TournamentStatus::Open && self.store().entrants(t.id).await?.len() < 2 {
                // Nobody to play: the tournament is called off.
                if self
                    .store()
                    .end_tournament(t.id, 0, TournamentStatus::Cancelled, None, now)
                    .await?
                {
                    let lang = self.languages.server_lang(t.guild_id).await;
                    notices.push(self.tournament_notice(
                        &t,
                        tr!(lang, "tournament-cancelled", name = t.name.as_str()),
                    ));
                }
                continue;
            }
            notices.extend(self.advance_tournament(&t).await?);
        }
        Ok(notices)
    }

    /// Take a tournament one step on if it can go: adjudicate its round's games
    /// if the round deadline has passed, record the results of its finished games,
    /// and when its round is complete pair the next (or end it). What to post, if
    /// anything happened: the adjudicated games' results, then the round's post
    /// (or the final standings), then each new game's first post when the games
    /// are played in threads.
    async fn advance_tournament(&self, t: &TournamentRow) -> Result<Vec<Notice>, Fail> {
        let mut notices = Vec::new();
        if self.round_deadline_passed(t) {
            notices = self.adjudicate_round(t).await?;
        }
        notices.extend(self.advance_rounds(t).await?);
        Ok(notices)
    }

    async fn advance_rounds(&self, t: &TournamentRow) -> Result<Vec<Notice>, Fail> {
        let lang = self.languages.server_lang(t.guild_id).await;
        self.record_board_results(t).await?;
        let (entrants_rows, entrants, _, boards) = self.tournament_state(t).await?;
        let format = t.format;
        let running = t.status == TournamentStatus::Running;
        let total = match next_step(format, running, t.round, t.rounds, entrants.len(), &boards) {
            NextStep::Wait => return Ok(Vec::new()),
            NextStep::Finish { rounds } => return self.finish_tournament(t, format, rounds).await,
            NextStep::Pair { rounds } => rounds,
        };
        // At the start: the starting ranks.
        let mut seeds = Vec::new();
        let mut entrants = entrants;
        if t.round == 0 {
            let players: Vec<_> = entrants_rows
                .iter()
                .map(|e| (e.user_id, e.rating, e.joined_at))
                .collect();
            seeds = initial_seeds(&players);
            for e in &mut entrants {
                e.seed = seeds
                    .iter()
                    .find(|s| s.0 == e.user)
                    .map_or(e.seed, |s| s.1 as u32);
            }
        }
        let planned = match pair_round(format, &entrants, &boards, t.round, total) {
            Ok(planned) if planned.iter().any(|p| p.gote.is_some()) => planned,
            // No valid pairing is left (a small Swiss with many rounds): it ends.
            _ if t.round > 0 => return self.finish_tournament(t, format, t.round).await,
            _ => return Ok(Vec::new()),
        };
        let now = self.now();
        let start = RoundStart {
            after: t.round,
            seeds,
            rounds: total,
            start_sfen: Position::start(t.variant.variant()).to_sfen(),
            now,
            deadline: now + t.days_per_move * DAY,
            round_deadline: t.round_days.map(|days| now + days * DAY),
            clock: t
                .time_control
                .map(|c| crate::decide::clock::LiveClock::start(c, self.now_ms())),
        };
        let new_boards: Vec<NewBoard> = planned.iter().map(new_board).collect();
        let Some(written) = self.store().start_round(t, &start, &new_boards).await? else {
            return Ok(Vec::new());
        };
        // A first player on vacation: their first turn begins when they are back
        // (as far as the server's own number goes); the round keeps its deadline.
        for game in written.iter().filter_map(|b| b.game_id) {
            self.vacations.pause_if_away(game, true).await?;
        }
        let threads = match t.threads {
            Some(chosen) => chosen,
            None => self
                .store()
                .server_thread(t.guild_id)
                .await?
                .unwrap_or(false),
        };
        let round = t.round + 1;
        let mut lines = vec![tr!(
            lang,
            "tournament-round",
            name = t.name.as_str(),
            round = round,
            rounds = total
        )];
        let mut mentions = Vec::new();
        for row in &written {
            match (row.gote_id, row.game_id) {
                (Some(gote), Some(game)) => {
                    lines.push(tr!(
                        lang,
                        "tournament-board",
                        board = row.board,
                        sente = mention(row.sente_id),
                        gote = mention(gote),
                        game = game
                    ));
                    // In threads, each game's own post pings its players.
                    if !threads {
                        mentions.extend([row.sente_id, gote]);
                    }
                }
                (Some(gote), None) => lines.push(tr!(
                    lang,
                    "tournament-board-forfeit",
                    board = row.board,
                    sente = mention(row.sente_id),
                    gote = mention(gote)
                )),
                (None, _) => {
                    lines.push(tr!(lang, "tournament-bye", player = mention(row.sente_id)));
                    mentions.push(row.sente_id);
                }
            }
        }
        lines.push(tr!(
            lang,
            "tournament-round-how",
            pace = crate::game::challenges::terms::pace_text(t.days_per_move, t.time_control, lang)
        ));
        if let Some(deadline) = start.round_deadline {
            lines.push(tr!(
                lang,
                "tournament-round-deadline",
                due = relative_time(deadline)
            ));
        }
        // After each round, the standings so far.
        if t.round > 0 {
            let table = standings(format, &entrants, &boards, t.round, total);
            lines.push(tr!(
                lang,
                "tournament-standings",
                name = t.name.as_str(),
                round = t.round
            ));
            lines.extend(super::tables::standings_lines(&table, format, lang));
        }
        let mut notice = self.tournament_notice(t, lines.join("\n"));
        if let Some(m) = notice.message.as_mut() {
            for user in mentions {
                *m = std::mem::take(m).mention(user);
            }
        }
        let mut notices = vec![notice];
        if threads {
            for row in &written {
                if let Some(game) = row.game_id.filter(|_| row.result.is_none()) {
                    notices.extend(self.game_in_thread(t, row.board, round, game, lang).await?);
                }
            }
        }
        Ok(notices)
    }

    /// Write the result of every finished game of the tournament's current round.
    async fn record_board_results(&self, t: &TournamentRow) -> Result<(), Fail> {
        for b in self.store().boards(t.id).await? {
            if b.round != t.round || b.result.is_some() {
                continue;
            }
            let Some(game_id) = b.game_id else { continue };
            let Some(game) = self.store().game(game_id).await? else {
                continue;
            };
            let Some(result) = game.result.filter(|_| !game.is_active()) else {
                continue;
            };
            let winner = match result {
                GameResult::Sente => Some(true),
                GameResult::Gote => Some(false),
                GameResult::Draw => None,
            };
            let on_time = game.ending == Some(Ending::Timeout);
            let board = game_board_result(winner, on_time, game.ply);
            self.store().set_board_result(&b, board.id()).await?;
        }
        Ok(())
    }

    /// The final standings, and the winner named; once (nothing to post when
    /// another process ended it first).
    async fn finish_tournament(
        &self,
        t: &TournamentRow,
        format: Format,
        rounds: i64,
    ) -> Result<Vec<Notice>, Fail> {
        let (_, entrants, _, boards) = self.tournament_state(t).await?;
        let table = standings(format, &entrants, &boards, rounds, rounds.max(1));
        let winner = table.first().map(|s| s.user);
        if !self
            .store()
            .end_tournament(
                t.id,
                t.round,
                TournamentStatus::Finished,
                winner,
                self.now(),
            )
            .await?
        {
            return Ok(Vec::new());
        }
        let lang = self.languages.server_lang(t.guild_id).await;
        let mut text = tr!(
            lang,
            "tournament-finished",
            name = t.name.as_str(),
            winner = winner.map(mention).unwrap_or_default()
        );
        text.push('\n');
        text.push_str(&super::tables::standings_lines(&table, format, lang).join("\n"));
        let mut notice = self.tournament_notice(t, text);
        if let (Some(m), Some(w)) = (notice.message.as_mut(), winner) {
            *m = std::mem::take(m).mention(w);
        }
        Ok(vec![notice])
    }

    /// A round's game's first post, to go in a thread of its own: its board, its
    /// players (pinged: it brings them into the thread), and who moves first.
    async fn game_in_thread(
        &self,
        t: &TournamentRow,
        board: i64,
        round: i64,
        game: crate::ids::GameId,
        lang: crate::i18n::Lang,
    ) -> Result<Option<Notice>, Fail> {
        let Some(row) = self.store().game(game).await? else {
            return Ok(None);
        };
        let g = self.loaded.load(row).await?;
        let mut message = Reply::public(tr!(
            lang,
            "tournament-game-start",
            name = t.name.as_str(),
            round = round,
            board = board,
            game = game,
            sente = mention(g.row.sente_id),
            gote = mention(g.row.gote_id),
            first = mention(g.to_move()),
            due = relative_time(g.row.deadline.unwrap_or_default())
        ))
        .mention(g.row.sente_id)
        .mention(g.row.gote_id);
        message.picture = self.pictures.picture(&g, false).await?;
        message
            .buttons
            .extend(self.games.game_buttons(&g, lang).await);
        message.thread = Some(OpenThread {
            game_id: game,
            name: self.games.thread_name(&g.row, lang).await?,
        });
        Ok(Some(Notice {
            guild_id: t.guild_id,
            channel_id: t.channel_id,
            message: Some(message),
            edit: None,
        }))
    }

    /// A new message in the tournament's channel.
    fn tournament_notice(&self, t: &TournamentRow, text: String) -> Notice {
        Notice {
            guild_id: t.guild_id,
            channel_id: t.channel_id,
            message: Some(Reply::public(text)),
            edit: None,
        }
    }
}

fn new_board(p: &Planned) -> NewBoard {
    NewBoard {
        sente_id: p.sente,
        gote_id: p.gote,
        // A bye, or a forfeit decided now: a board without a game.
        result: p.result.map(|r| r.id().to_string()),
    }
}
