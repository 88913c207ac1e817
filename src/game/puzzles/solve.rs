//! Solving: `/puzzle` gives a puzzle, `/puzzle move:` answers it (a right move gets
//! the reply and the next question, a wrong one ends the try and shows the
//! solution), the daily post's Solve button starts the day's puzzle. Every reply is
//! private: the puzzle is the player's own.

use rand::seq::SliceRandom;
use washogi_rules::{japanese, Move, Position, Square};

use super::{line_of, statement, theme_pattern, PuzzleOptions};
use crate::decide::puzzle::{day_of, rate_attempt, streak, Answer, Glicko};
use crate::domain::AttemptState;
use crate::game::words::{input_error, move_words, variant_title};
use crate::game::{refuse, refuse_text, Effect, Fail, Outcome, Place, Reply, Response, User};
use crate::i18n::Lang;
use crate::render::{Arrow, ArrowKind};
use crate::store::{AttemptEnd, AttemptRow, PuzzleRatingRow, PuzzleRow};
use crate::{msg, tr};

/// Puzzles near the player's rating among which one is drawn.
const NEAREST: i64 = 12;

impl super::Area<'_> {
    /// `/puzzle`: answer, set the daily puzzle, or give a new puzzle.
    pub(crate) async fn run_puzzle(
        &self,
        caller: &User,
        place: Place,
        o: PuzzleOptions,
    ) -> Outcome {
        if o.daily.is_some() || o.channel.is_some() || o.hour.is_some() {
            return self.run_daily_settings(place, &o).await;
        }
        match &o.answer {
            Some(text) => self.answer_puzzle(caller, place, text).await,
            None => self.new_puzzle(caller, place, &o).await,
        }
    }

    async fn new_puzzle(&self, caller: &User, place: Place, o: &PuzzleOptions) -> Outcome {
        let variant = match o.variant {
            Some(v) => v,
            None => self.default_game(place).await?,
        };
        let rating = self
            .store()
            .puzzle_rating(caller.id, variant)
            .await?
            .map_or(Glicko::START.rating, |r| r.rating);
        let pattern = theme_pattern(o.theme.as_deref());
        let near = self
            .store()
            .puzzles_to_try(caller.id, variant, &pattern, rating, NEAREST)
            .await?;
        let Some(puzzle) = near.choose(&mut rand::thread_rng()).cloned() else {
            return refuse(msg!(
                "puzzle-none-left",
                variant = variant_title(variant.variant(), place.lang)
            ));
        };
        let mut text = String::new();
        if let Some(left) = self.abandon_open_attempt(caller).await? {
            text.push_str(&tr!(place.lang, "puzzle-abandoned", puzzle = left));
            text.push('\n');
        }
        self.store()
            .start_attempt(caller.id, &puzzle.id, self.now())
            .await?;
        text.push_str(&self.puzzle_intro(&puzzle, place.lang));
        let reply = self
            .puzzle_question(caller, place, &puzzle, 0, text)
            .await?;
        Ok(Response::reply(reply))
    }

    /// The daily post's Solve button: today's puzzle of this server, for the caller.
    pub(crate) async fn run_solve_daily(&self, caller: &User, place: Place, day: i64) -> Outcome {
        let Some(daily) = self.store().daily(place.venue, day).await? else {
            return refuse(msg!("button-unknown"));
        };
        if daily.revealed_at.is_some() {
            return refuse(msg!("puzzle-daily-over"));
        }
        let Some(puzzle) = self.store().puzzle(&daily.puzzle_id).await? else {
            return refuse(msg!("button-unknown"));
        };
        if let Some(done) = self.store().attempt(caller.id, &puzzle.id).await? {
            if done.state == AttemptState::Solved {
                return refuse(msg!("puzzle-daily-solved-already"));
            }
        }
        self.abandon_open_attempt(caller).await?;
        self.store()
            .start_attempt(caller.id, &puzzle.id, self.now())
            .await?;
        let text = self.puzzle_intro(&puzzle, place.lang);
        let reply = self
            .puzzle_question(caller, place, &puzzle, 0, text)
            .await?;
        Ok(Response::reply(reply))
    }

    /// "Puzzle wa-3f2a · Wa Shogi · rated 1620 — Sente to move and mate in 3."
    fn puzzle_intro(&self, p: &PuzzleRow, lang: Lang) -> String {
        tr!(
            lang,
            "puzzle-intro",
            puzzle = p.id.as_str(),
            variant = variant_title(p.variant.variant(), lang),
            rating = p.rating.round() as i64,
            statement = statement(p, lang)
        )
    }

    /// End the caller's open try, if any, as not solved: the id of its puzzle.
    async fn abandon_open_attempt(&self, caller: &User) -> Result<Option<String>, Fail> {
        let Some(open) = self.store().open_attempt(caller.id).await? else {
            return Ok(None);
        };
        let Some(puzzle) = self.store().puzzle(&open.puzzle_id).await? else {
            return Ok(None);
        };
        self.end_attempt(caller, &puzzle, &open, false).await?;
        Ok(Some(puzzle.id))
    }

    /// End a try: solved or not, with both ratings when it is rated. False when
    /// another answer ended it first.
    async fn end_attempt(
        &self,
        caller: &User,
        puzzle: &PuzzleRow,
        open: &AttemptRow,
        solved: bool,
    ) -> Result<bool, Fail> {
        let now = self.now();
        let ratings = if open.rated {
            let before = self
                .store()
                .puzzle_rating(caller.id, puzzle.variant)
                .await?;
            let player = before.as_ref().map_or(Glicko::START, |r| Glicko {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            });
            let theirs = Glicko {
                rating: puzzle.rating,
                deviation: puzzle.deviation,
                volatility: puzzle.volatility,
            };
            let (p, q) = rate_attempt(player, theirs, solved);
            let (won, lost) = before.as_ref().map_or((0, 0), |r| (r.solved, r.failed));
            Some((
                PuzzleRatingRow {
                    user_id: caller.id,
                    variant: puzzle.variant,
                    rating: p.rating,
                    deviation: p.deviation,
                    volatility: p.volatility,
                    solved: won + i64::from(solved),
                    failed: lost + i64::from(!solved),
                    updated_at: now,
                },
                (q.rating, q.deviation, q.volatility),
            ))
        } else {
            None
        };
        let attempt = AttemptRow {
            state: if solved {
                AttemptState::Solved
            } else {
                AttemptState::Failed
            },
            finished_at: Some(now),
            progress: if solved {
                line_of(puzzle).map_or(open.progress, |l| l.solution.len() as i64)
            } else {
                open.progress
            },
            ..open.clone()
        };
        Ok(self
            .store()
            .end_attempt(open.progress, &AttemptEnd { attempt, ratings })
            .await?)
    }

    /// `/puzzle move:` — the caller's open puzzle, answered.
    async fn answer_puzzle(&self, caller: &User, place: Place, text: &str) -> Outcome {
        let lang = place.lang;
        let Some(open) = self.store().open_attempt(caller.id).await? else {
            return refuse(msg!("puzzle-none-open"));
        };
        let Some(puzzle) = self.store().puzzle(&open.puzzle_id).await? else {
            return refuse(msg!("puzzle-none-open"));
        };
        let Some(line) = line_of(&puzzle) else {
            return refuse(msg!("puzzle-none-open"));
        };
        let progress = open.progress as usize;
        let Some(pos) = line.position_at(progress) else {
            return refuse(msg!("puzzle-none-open"));
        };
        let previous_to = previous_to(&puzzle, &line.solution, progress);
        // Unreadable or illegal input is a refusal that changes nothing.
        let mv = match japanese::resolve_move_input(&pos, previous_to, text) {
            Ok(mv) => mv,
            Err(e) => return refuse_text(input_error(&e, &pos, previous_to, lang)),
        };
        let said = move_words(&pos, mv, previous_to, lang);
        match line.answer(progress, mv) {
            Answer::Right {
                reply,
                progress: to,
            } => {
                if !self
                    .store()
                    .advance_attempt(caller.id, &puzzle.id, open.progress, to as i64)
                    .await?
                {
                    return refuse(msg!("puzzle-changed"));
                }
                let after = pos.play(mv).expect("a right move is legal");
                let text = tr!(
                    lang,
                    "puzzle-right",
                    played = said,
                    reply = move_words(&after, reply, Some(mv.to()), lang)
                );
                let reply = self
                    .puzzle_question(caller, place, &puzzle, to, text)
                    .await?;
                Ok(Response::reply(reply))
            }
            Answer::Solved { .. } => {
                if !self.end_attempt(caller, &puzzle, &open, true).await? {
                    return refuse(msg!("puzzle-changed"));
                }
                let mut text = tr!(lang, "puzzle-solved", played = said);
                text.push_str(&self.rating_line(caller, &puzzle, lang).await?);
                let mut response = Response::reply(Reply::private(text));
                if let Some((line, notice)) = self.daily_solved(caller, place, &puzzle).await? {
                    response.messages[0].text.push('\n');
                    response.messages[0].text.push_str(&line);
                    response
                        .effects
                        .extend(notice.map(|n| Effect::Post(Box::new(n))));
                }
                Ok(response)
            }
            Answer::Wrong { expected } => {
                if !self.end_attempt(caller, &puzzle, &open, false).await? {
                    return refuse(msg!("puzzle-changed"));
                }
                let solution = solution_words(&pos, previous_to, &line.solution[progress..], lang);
                let mut text = tr!(
                    lang,
                    "puzzle-wrong",
                    played = said,
                    expected = move_words(&pos, expected, previous_to, lang),
                    solution = solution
                );
                text.push_str(&self.rating_line(caller, &puzzle, lang).await?);
                let mut reply = Reply::private(text);
                reply.picture = self
                    .puzzle_picture(
                        caller,
                        place,
                        &pos,
                        None,
                        vec![
                            Arrow {
                                mv,
                                kind: ArrowKind::Played,
                            },
                            Arrow {
                                mv: expected,
                                kind: ArrowKind::Best,
                            },
                        ],
                        &puzzle.id,
                    )
                    .await?;
                Ok(Response::reply(reply))
            }
        }
    }

    /// Autocomplete for `/puzzle move:`: the legal moves of the caller's open
    /// puzzle's position.
    pub async fn puzzle_move_choices(
        &self,
        caller: &User,
        place: Place,
        typed: &str,
    ) -> Vec<crate::game::Choice> {
        let found: Result<Vec<crate::game::Choice>, Fail> = async {
            let Some(open) = self.store().open_attempt(caller.id).await? else {
                return Ok(vec![]);
            };
            let Some(puzzle) = self.store().puzzle(&open.puzzle_id).await? else {
                return Ok(vec![]);
            };
            let Some(line) = line_of(&puzzle) else {
                return Ok(vec![]);
            };
            let progress = open.progress as usize;
            let Some(pos) = line.position_at(progress) else {
                return Ok(vec![]);
            };
            let previous_to = previous_to(&puzzle, &line.solution, progress);
            Ok(crate::game::games::listing::legal_move_choices(
                &pos,
                previous_to,
                typed,
                place.lang,
            ))
        }
        .await;
        found.unwrap_or_default()
    }

    /// After a rated try: "Your wa puzzle rating: 1540 (+40)."
    async fn rating_line(&self, caller: &User, p: &PuzzleRow, lang: Lang) -> Result<String, Fail> {
        Ok(
            match self.store().puzzle_rating(caller.id, p.variant).await? {
                Some(r) => format!(
                    "\n{}",
                    tr!(
                        lang,
                        "puzzle-rating",
                        variant = variant_title(p.variant.variant(), lang),
                        rating = r.rating.round() as i64
                    )
                ),
                None => String::new(),
            },
        )
    }

    /// The question at `progress`: the words, the board from the solver's side with
    /// the move that led here, and how to answer.
    async fn puzzle_question(
        &self,
        caller: &User,
        place: Place,
        p: &PuzzleRow,
        progress: usize,
        text: String,
    ) -> Result<Reply, Fail> {
        let line = line_of(p).ok_or(Fail::Refuse(msg!("puzzle-none-open")))?;
        let pos = line
            .position_at(progress)
            .ok_or(Fail::Refuse(msg!("puzzle-none-open")))?;
        let last = match progress.checked_sub(1) {
            Some(i) => line.solution.get(i).copied(),
            None => p
                .last_move
                .as_deref()
                .and_then(|m| washogi_rules::usi::parse_usi(p.variant.variant(), m).ok()),
        };
        let mut reply = Reply::private(format!("{text}\n{}", tr!(place.lang, "puzzle-how")));
        reply.picture = self
            .puzzle_picture(caller, place, &pos, last, vec![], &p.id)
            .await?;
        Ok(reply)
    }

    /// A solved puzzle that is this server's daily: counted, with the solver's
    /// streak, and the daily post's count edited.
    async fn daily_solved(
        &self,
        caller: &User,
        place: Place,
        p: &PuzzleRow,
    ) -> Result<Option<(String, Option<crate::game::Notice>)>, Fail> {
        let now = self.now();
        let today = day_of(now);
        let Some(daily) = self.current_daily(place.venue, today).await? else {
            return Ok(None);
        };
        if daily.puzzle_id != p.id || daily.revealed_at.is_some() {
            return Ok(None);
        }
        self.store()
            .solve_daily(place.venue, daily.day, caller.id, now)
            .await?;
        // Solvers are named (the post's fastest, the web pages): by the name the
        // bot last saw.
        self.remember(caller).await?;
        let days = self
            .store()
            .daily_days_solved(place.venue, caller.id, 400)
            .await?;
        let run = streak(&days, daily.day);
        let line = tr!(place.lang, "puzzle-daily-streak", days = i64::from(run));
        let notice = self.daily_post_edit(&daily).await?;
        Ok(Some((line, notice)))
    }
}

/// Where the move before `progress` landed: the puzzle's last move at the start.
fn previous_to(p: &PuzzleRow, solution: &[Move], progress: usize) -> Option<Square> {
    match progress.checked_sub(1) {
        Some(i) => solution.get(i).map(|m| m.to()),
        None => p
            .last_move
            .as_deref()
            .and_then(|m| washogi_rules::usi::parse_usi(p.variant.variant(), m).ok())
            .map(|m| m.to()),
    }
}

/// The rest of a solution in words, from `pos`.
fn solution_words(
    pos: &Position,
    previous_to: Option<Square>,
    line: &[Move],
    lang: Lang,
) -> String {
    let mut pos = pos.clone();
    let mut previous_to = previous_to;
    let mut words = Vec::new();
    for &mv in line {
        words.push(move_words(&pos, mv, previous_to, lang));
        let Ok(next) = pos.play(mv) else { break };
        previous_to = Some(mv.to());
        pos = next;
    }
    words.join(", ")
}
