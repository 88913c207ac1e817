//! Tournaments' pure decisions: a tournament as the pairing crate sees it (FIDE's
//! model: players by starting rank, round by round results), the next round's
//! boards (the Dutch system for a Swiss, Berger tables for a round-robin), a
//! finished game's board result, an unfinished game's adjudication at a round
//! deadline, and the standings with their tie-breaks.

use washogi_pairing::berger::{round_robin, Cycles};
use washogi_pairing::tiebreaks::{round_robin_standings, swiss_standings};
use washogi_pairing::{
    pair_next_round, Colour, PairingError, Player, PointSystem, ResultCode, RoundEntry, Tournament,
};

use super::{Ending, Finish};
use crate::ids::UserId;
use crate::rules::Color;

pub use crate::domain::TournamentFormat as Format;

/// A board's result, as the tournament counts it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BoardResult {
    Sente,
    Gote,
    Draw,
    /// Won because the opponent never played (never moved before losing on
    /// time, or had withdrawn): FIDE's forfeit, after which they may meet again.
    SenteByForfeit,
    GoteByForfeit,
    /// The pairing-allocated bye: a point.
    Bye,
}

impl BoardResult {
    pub fn id(self) -> &'static str {
        match self {
            BoardResult::Sente => "sente",
            BoardResult::Gote => "gote",
            BoardResult::Draw => "draw",
            BoardResult::SenteByForfeit => "sente-forfeit",
            BoardResult::GoteByForfeit => "gote-forfeit",
            BoardResult::Bye => "bye",
        }
    }

    pub fn parse(id: &str) -> Option<BoardResult> {
        [
            BoardResult::Sente,
            BoardResult::Gote,
            BoardResult::Draw,
            BoardResult::SenteByForfeit,
            BoardResult::GoteByForfeit,
            BoardResult::Bye,
        ]
        .into_iter()
        .find(|r| r.id() == id)
    }

    /// TRF codes for sente and for gote.
    fn codes(self) -> (ResultCode, ResultCode) {
        match self {
            BoardResult::Sente => (ResultCode::Win, ResultCode::Loss),
            BoardResult::Gote => (ResultCode::Loss, ResultCode::Win),
            BoardResult::Draw => (ResultCode::Draw, ResultCode::Draw),
            BoardResult::SenteByForfeit => (ResultCode::ForfeitWin, ResultCode::ForfeitLoss),
            BoardResult::GoteByForfeit => (ResultCode::ForfeitLoss, ResultCode::ForfeitWin),
            BoardResult::Bye => (ResultCode::PairingAllocatedBye, ResultCode::Blank),
        }
    }
}

/// A finished game's board result: who won, and whether the loser ever played (a
/// loss on time without a move of one's own is a forfeit).
pub fn game_board_result(winner_sente: Option<bool>, on_time: bool, plies: i64) -> BoardResult {
    match winner_sente {
        None => BoardResult::Draw,
        Some(true) if on_time && plies < 2 => BoardResult::SenteByForfeit,
        Some(false) if on_time && plies < 1 => BoardResult::GoteByForfeit,
        Some(true) => BoardResult::Sente,
        Some(false) => BoardResult::Gote,
    }
}

/// The win chance (0–100, the player to move's) from which an unfinished game
/// is adjudicated a win at a round deadline; at or below 100 minus it, a loss.
pub const ADJUDICATION_WIN: f64 = 75.0;

/// How a game still going on at its round's deadline is judged, from the engine's
/// win chance for the player to move: a win for the side at or above
/// [`ADJUDICATION_WIN`], else a draw (chess's "a clear win, or it is drawn").
pub fn adjudicate(to_move: Color, mover_win_chance: f64) -> Finish {
    if mover_win_chance >= ADJUDICATION_WIN {
        Finish::win(to_move, Ending::Adjudication)
    } else if mover_win_chance <= 100.0 - ADJUDICATION_WIN {
        Finish::win(!to_move, Ending::Adjudication)
    } else {
        Finish::draw(Ending::Adjudication)
    }
}

/// A player as the tournament knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub user: UserId,
    /// Starting rank, from 1.
    pub seed: u32,
    pub rating: u32,
    /// The first round they could be paired in.
    pub joined_round: i64,
    pub withdrawn: bool,
}

/// A board as played or being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub round: i64,
    pub sente: UserId,
    pub gote: Option<UserId>,
    pub result: Option<BoardResult>,
}

/// A board to start: a game between sente and gote, a bye, or a forfeit decided
/// at once (a withdrawn player's round-robin game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub sente: UserId,
    pub gote: Option<UserId>,
    pub result: Option<BoardResult>,
}

/// The tournament in FIDE's model after `rounds` rounds, `total` planned; with
/// `absent_next`, the players who cannot be paired in the next round (withdrawn,
/// or joining later) are marked absent there, so the pairing leaves them out.
pub fn model(
    entrants: &[Entrant],
    boards: &[Board],
    rounds: i64,
    total: i64,
    absent_next: bool,
) -> Tournament {
    let seed_of = |user: UserId| entrants.iter().find(|e| e.user == user).map(|e| e.seed);
    let mut players: Vec<Player> = entrants
        .iter()
        .map(|e| {
            let mut p = Player::new(e.seed, &format!("player {}", e.seed), e.rating);
            p.rounds = (1..=rounds)
                .map(|round| entry(e, boards, round, &seed_of))
                .collect();
            // The points the file states, as the pairing checks them.
            p.points = p
                .rounds
                .iter()
                .map(|r| PointSystem::default().points(r))
                .sum();
            if absent_next && (e.withdrawn || e.joined_round > rounds + 1) {
                p.rounds.push(RoundEntry {
                    opponent: None,
                    colour: None,
                    result: ResultCode::ZeroPointBye,
                });
            }
            p
        })
        .collect();
    players.sort_by_key(|p| p.id);
    Tournament {
        total_rounds: Some(total.max(1) as u32),
        initial_colour: Some(Colour::White),
        points: PointSystem::default(),
        players,
        ..Tournament::default()
    }
}

fn entry(
    e: &Entrant,
    boards: &[Board],
    round: i64,
    seed_of: &impl Fn(UserId) -> Option<u32>,
) -> RoundEntry {
    let absent = RoundEntry {
        opponent: None,
        colour: None,
        result: ResultCode::ZeroPointBye,
    };
    let Some(b) = boards
        .iter()
        .find(|b| b.round == round && (b.sente == e.user || b.gote == Some(e.user)))
    else {
        return absent;
    };
    let result = match b.result {
        Some(r) => r,
        // Still being played: no result yet.
        None => {
            return RoundEntry {
                opponent: b
                    .gote
                    .filter(|&g| g != e.user)
                    .or(Some(b.sente))
                    .and_then(seed_of),
                colour: Some(if b.sente == e.user {
                    Colour::White
                } else {
                    Colour::Black
                }),
                result: ResultCode::Blank,
            }
        }
    };
    let (sente_code, gote_code) = result.codes();
    if b.sente == e.user {
        RoundEntry {
            opponent: b.gote.and_then(seed_of),
            colour: b.gote.map(|_| Colour::White),
            result: sente_code,
        }
    } else {
        RoundEntry {
            opponent: seed_of(b.sente),
            colour: Some(Colour::Black),
            result: gote_code,
        }
    }
}

/// The next round's boards (round `played + 1` of `total`).
pub fn pair_round(
    format: Format,
    entrants: &[Entrant],
    boards: &[Board],
    played: i64,
    total: i64,
) -> Result<Vec<Planned>, PairingError> {
    let user_of = |seed: u32| entrants.iter().find(|e| e.seed == seed).map(|e| e.user);
    let pairing = match format {
        Format::Swiss => pair_next_round(&model(entrants, boards, played, total, true))?,
        Format::RoundRobin | Format::DoubleRoundRobin => {
            let cycles = if format == Format::RoundRobin {
                Cycles::Single
            } else {
                Cycles::DoubleSwapped
            };
            round_robin(entrants.len() as u32, cycles)
                .into_iter()
                .nth(played as usize)
                .unwrap_or_default()
        }
    };
    let withdrawn = |user: UserId| entrants.iter().any(|e| e.user == user && e.withdrawn);
    let mut planned = Vec::new();
    for pair in pairing.pairs {
        let (Some(sente), Some(gote)) = (user_of(pair.white), user_of(pair.black)) else {
            continue;
        };
        let result = match (withdrawn(sente), withdrawn(gote)) {
            (false, false) => None,
            (true, false) => Some(BoardResult::GoteByForfeit),
            (false, true) => Some(BoardResult::SenteByForfeit),
            // Neither plays: nothing to record.
            (true, true) => continue,
        };
        planned.push(Planned {
            sente,
            gote: Some(gote),
            result,
        });
    }
    if let Some(user) = pairing.bye.and_then(user_of) {
        if !withdrawn(user) {
            planned.push(Planned {
                sente: user,
                gote: None,
                result: Some(BoardResult::Bye),
            });
        }
    }
    Ok(planned)
}

/// One line of the standings: points and two tie-breaks, in tenths (the second
/// Sonneborn–Berger in hundredths, shown as it is).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub user: UserId,
    pub points: u32,
    /// Swiss: Buchholz cut-1 (tenths); round-robin: Sonneborn–Berger (hundredths).
    pub first: u64,
    /// Swiss: Sonneborn–Berger (hundredths); round-robin: direct encounter (tenths).
    pub second: Option<u64>,
}

/// The standings after `rounds` rounds, best first.
pub fn standings(
    format: Format,
    entrants: &[Entrant],
    boards: &[Board],
    rounds: i64,
    total: i64,
) -> Vec<Standing> {
    let t = model(entrants, boards, rounds, total, false);
    let user_of = |seed: u32| entrants.iter().find(|e| e.seed == seed).map(|e| e.user);
    match format {
        Format::Swiss => swiss_standings(&t, rounds as usize)
            .into_iter()
            .filter_map(|s| {
                Some(Standing {
                    user: user_of(s.player)?,
                    points: s.points,
                    first: u64::from(s.buchholz_cut1),
                    second: Some(s.sonneborn_berger),
                })
            })
            .collect(),
        _ => round_robin_standings(&t, rounds as usize)
            .into_iter()
            .filter_map(|s| {
                Some(Standing {
                    user: user_of(s.player)?,
                    points: s.points,
                    first: s.sonneborn_berger,
                    second: s.direct_encounter.map(u64::from),
                })
            })
            .collect(),
    }
}

/// The starting ranks at a tournament's start: by rating, highest first, then by
/// who joined first. `players`: (player, rating, when they joined).
pub fn initial_seeds(players: &[(UserId, i64, i64)]) -> Vec<(UserId, i64)> {
    let mut order: Vec<&(UserId, i64, i64)> = players.iter().collect();
    order.sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)));
    order
        .iter()
        .enumerate()
        .map(|(i, p)| (p.0, i as i64 + 1))
        .collect()
}

/// What a tournament's sweep does next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NextStep {
    /// Nothing yet: the round's games are being played, or too few players to pair.
    Wait,
    /// End it after this many rounds.
    Finish { rounds: i64 },
    /// Pair the next round; the tournament has this many rounds in all.
    Pair { rounds: i64 },
}

/// A tournament's round state: `running` with `round` paired (0 before the start),
/// `planned` rounds for a Swiss, `players` still in it, its boards so far.
pub fn next_step(
    format: Format,
    running: bool,
    round: i64,
    planned: i64,
    players: usize,
    boards: &[Board],
) -> NextStep {
    if running
        && boards
            .iter()
            .any(|b| b.round == round && b.result.is_none())
    {
        return NextStep::Wait;
    }
    if players < 2 {
        return NextStep::Wait;
    }
    let rounds = format.round_robin_rounds(players).unwrap_or(planned);
    if running && round >= rounds {
        NextStep::Finish { rounds }
    } else {
        NextStep::Pair { rounds }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unfinished_game_is_adjudicated_a_win_only_when_clear() {
        use crate::store::GameResult;
        let judged = |c, w| adjudicate(c, w).result;
        assert_eq!(judged(Color::Sente, 75.0), GameResult::Sente);
        assert_eq!(judged(Color::Gote, 90.0), GameResult::Gote);
        assert_eq!(judged(Color::Sente, 25.0), GameResult::Gote);
        assert_eq!(judged(Color::Gote, 10.0), GameResult::Sente);
        assert_eq!(judged(Color::Sente, 74.9), GameResult::Draw);
        assert_eq!(judged(Color::Gote, 25.1), GameResult::Draw);
        assert_eq!(adjudicate(Color::Sente, 50.0).ending, Ending::Adjudication);
    }

    fn entrants(n: u32) -> Vec<Entrant> {
        (1..=n)
            .map(|seed| Entrant {
                user: UserId::new(1000 + i64::from(seed)),
                seed,
                rating: 2000 - seed * 10,
                joined_round: 1,
                withdrawn: false,
            })
            .collect()
    }

    fn boards(round: i64, planned: &[Planned], results: &[BoardResult]) -> Vec<Board> {
        planned
            .iter()
            .zip(results)
            .map(|(p, &r)| Board {
                round,
                sente: p.sente,
                gote: p.gote,
                result: Some(p.result.unwrap_or(r)),
            })
            .collect()
    }

    #[test]
    fn a_swiss_pairs_top_half_against_bottom_half_then_by_score() {
        let e = entrants(6);
        let r1 = pair_round(Format::Swiss, &e, &[], 0, 3).unwrap();
        // Round 1: 1–4, 5–2, 3–6 (colours alternate from the top board).
        let pairs: Vec<(i64, i64)> = r1
            .iter()
            .map(|p| (p.sente.get() - 1000, p.gote.unwrap().get() - 1000))
            .collect();
        assert_eq!(pairs, [(1, 4), (5, 2), (3, 6)]);
        let played = boards(
            1,
            &r1,
            &[BoardResult::Sente, BoardResult::Gote, BoardResult::Draw],
        );
        let r2 = pair_round(Format::Swiss, &e, &played, 1, 3).unwrap();
        assert_eq!(r2.len(), 3);
        // Nobody meets the same opponent twice.
        for p in &r2 {
            assert!(!played
                .iter()
                .any(|b| (b.sente == p.sente && b.gote == p.gote)
                    || (b.gote == Some(p.sente) && b.sente == p.gote.unwrap())));
        }
        let table = standings(Format::Swiss, &e, &played, 1, 3);
        assert_eq!(table[0].points, 10);
        assert_eq!(table.last().unwrap().points, 0);
    }

    #[test]
    fn an_odd_swiss_gives_a_bye_and_a_withdrawn_player_is_left_out() {
        let mut e = entrants(5);
        let r1 = pair_round(Format::Swiss, &e, &[], 0, 3).unwrap();
        assert_eq!(
            r1.iter()
                .filter(|p| p.result == Some(BoardResult::Bye))
                .count(),
            1
        );
        let played = boards(
            1,
            &r1,
            &[BoardResult::Sente, BoardResult::Sente, BoardResult::Bye],
        );
        e[0].withdrawn = true;
        let r2 = pair_round(Format::Swiss, &e, &played, 1, 3).unwrap();
        assert!(r2
            .iter()
            .all(|p| p.sente != e[0].user && p.gote != Some(e[0].user)));
        assert_eq!(r2.len(), 2, "four players left: two boards, no bye");
    }

    #[test]
    fn a_round_robin_follows_bergers_table_and_forfeits_a_withdrawn_players_games() {
        let mut e = entrants(4);
        assert_eq!(Format::RoundRobin.round_robin_rounds(4), Some(3));
        assert_eq!(Format::DoubleRoundRobin.round_robin_rounds(5), Some(10));
        let r1 = pair_round(Format::RoundRobin, &e, &[], 0, 3).unwrap();
        let pairs: Vec<(i64, i64)> = r1
            .iter()
            .map(|p| (p.sente.get() - 1000, p.gote.unwrap().get() - 1000))
            .collect();
        assert_eq!(pairs, [(1, 4), (2, 3)], "FIDE's table for 4, round 1");
        e[3].withdrawn = true;
        let r2 = pair_round(Format::RoundRobin, &e, &[], 1, 3).unwrap();
        let forfeit = r2
            .iter()
            .find(|p| p.gote == Some(e[3].user) || p.sente == e[3].user)
            .unwrap();
        assert!(matches!(
            forfeit.result,
            Some(BoardResult::SenteByForfeit | BoardResult::GoteByForfeit)
        ));
    }

    #[test]
    fn a_loss_on_time_without_a_move_is_a_forfeit() {
        assert_eq!(
            game_board_result(Some(true), true, 1),
            BoardResult::SenteByForfeit
        );
        assert_eq!(
            game_board_result(Some(false), true, 0),
            BoardResult::GoteByForfeit
        );
        assert_eq!(game_board_result(Some(true), true, 9), BoardResult::Sente);
        assert_eq!(game_board_result(Some(false), false, 0), BoardResult::Gote);
        assert_eq!(game_board_result(None, false, 30), BoardResult::Draw);
    }

    #[test]
    fn seeds_go_by_rating_then_by_who_joined_first() {
        let (a, b, c) = (UserId::new(1), UserId::new(2), UserId::new(3));
        let seeds = initial_seeds(&[(a, 1500, 30), (b, 1600, 20), (c, 1500, 10)]);
        assert_eq!(seeds, vec![(b, 1), (c, 2), (a, 3)]);
    }

    #[test]
    fn a_round_is_paired_when_the_last_one_is_over_and_rounds_remain() {
        let board = |round, result| Board {
            round,
            sente: UserId::new(1),
            gote: Some(UserId::new(2)),
            result,
        };
        let swiss = Format::Swiss;
        assert_eq!(
            next_step(swiss, false, 0, 3, 4, &[]),
            NextStep::Pair { rounds: 3 }
        );
        assert_eq!(next_step(swiss, false, 0, 3, 1, &[]), NextStep::Wait);
        let playing = [board(1, None)];
        assert_eq!(next_step(swiss, true, 1, 3, 4, &playing), NextStep::Wait);
        let over = [board(1, Some(BoardResult::Sente))];
        assert_eq!(
            next_step(swiss, true, 1, 3, 4, &over),
            NextStep::Pair { rounds: 3 }
        );
        assert_eq!(
            next_step(swiss, true, 3, 3, 4, &over),
            NextStep::Finish { rounds: 3 }
        );
        // A round-robin's rounds follow from its players: 5 players, 5 rounds.
        let rr = Format::RoundRobin;
        assert_eq!(
            next_step(rr, true, 5, 0, 5, &over),
            NextStep::Finish { rounds: 5 }
        );
        assert_eq!(
            next_step(rr, true, 4, 0, 5, &over),
            NextStep::Pair { rounds: 5 }
        );
    }
}
