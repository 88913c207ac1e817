//! Matches between two players: short random openings from a seed, each played with
//! both colours, one game at a time, adjudicated by the rules crate (mate, no legal
//! move, fourfold repetition and perpetual check; a move that is not legal loses and
//! is logged; a game that reaches the length limit is a draw). Prints W/D/L and Elo
//! with a 95 % interval, and writes every game to a PGN-like log.

use std::fs::OpenOptions;
use std::io::Write;
use std::time::{Duration, Instant};

use washogi_engine::Rng;
use washogi_rules::{usi, Color, Game, Position, Status, Variant};

use crate::players::{player, Player, Reply};

pub struct Options {
    pub variant: &'static Variant,
    pub a: String,
    pub b: String,
    /// Number of games (rounded up to pairs: each opening is played twice).
    pub games: u32,
    pub movetime: Duration,
    /// Full-strength players of this engine search this many nodes a move instead.
    pub nodes: Option<u64>,
    pub seed: u64,
    /// Random plies before the players take over.
    pub opening_plies: (u32, u32),
    pub max_plies: usize,
    pub log: Option<String>,
}

/// Totals from A's point of view.
///
/// ```text
/// 12 wins of 12 games: score 100 %, 95 % interval of the share 0.76-1.00, Elo >= +198
/// ```
#[derive(Default, Debug, Clone, Copy)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games voided because an engine refused a move that rules.md allows.
    pub void: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's score share, Elo difference and its 95 % interval. The interval is
    /// Wilson's for the score share (draws count half), which stays meaningful for
    /// small matches and one-sided results, where the normal approximation collapses.
    pub fn elo(&self) -> (f64, f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let p = (self.wins as f64 + 0.5 * self.draws as f64) / n;
        let z: f64 = 1.96;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        let elo = |q: f64| {
            let q = q.clamp(0.001, 0.999);
            -400.0 * (1.0 / q - 1.0).log10()
        };
        (p, elo(p), elo(centre - half), elo(centre + half))
    }

    pub fn summary(&self, a: &str, b: &str) -> String {
        let (p, elo, low, high) = self.elo();
        format!(
            "{a} vs {b}: +{} ={} -{} of {} games ({} void), score {:.1} %, Elo {:+.0} (95 %: {:+.0} to {:+.0})",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            self.void,
            100.0 * p,
            elo,
            low,
            high
        )
    }
}

/// How one game ended, for the log.
struct Outcome {
    winner: Option<Color>,
    reason: String,
    void: bool,
}

/// Thinking time used per side (sente, gote): total and number of moves.
#[derive(Default)]
struct Clock {
    used: [Duration; 2],
    moves: [u32; 2],
}

pub fn run(o: &Options) -> Result<Tally, String> {
    let mut rng = Rng::new(o.seed);
    let mut a = player(&o.a, o.seed, o.nodes)?;
    let mut b = player(&o.b, o.seed ^ 0xB, o.nodes)?;
    let mut tally = Tally::default();
    // Thinking time of A and B over the match, to show that both had the same.
    let mut used = [(Duration::ZERO, 0u32); 2];
    let pairs = o.games.div_ceil(2);
    for pair in 0..pairs {
        let opening = random_opening(o.variant, &mut rng, o.opening_plies);
        for a_is_sente in [true, false] {
            let number = pair * 2 + u32::from(!a_is_sente) + 1;
            let started = Instant::now();
            let (game, outcome, clock) = {
                let (sente, gote): (&mut dyn Player, &mut dyn Player) = if a_is_sente {
                    (a.as_mut(), b.as_mut())
                } else {
                    (b.as_mut(), a.as_mut())
                };
                play_game(o, sente, gote, &opening)?
            };
            let a_color = if a_is_sente {
                Color::Sente
            } else {
                Color::Gote
            };
            for (who, color) in [(0, a_color), (1, !a_color)] {
                used[who].0 += clock.used[color.index()];
                used[who].1 += clock.moves[color.index()];
            }
            match outcome.winner {
                _ if outcome.void => tally.void += 1,
                Some(w) if w == a_color => tally.wins += 1,
                Some(_) => tally.losses += 1,
                None => tally.draws += 1,
            }
            let (sente_name, gote_name) = if a_is_sente {
                (a.name(), b.name())
            } else {
                (b.name(), a.name())
            };
            println!(
                "game {number}: {sente_name} (sente) vs {gote_name} (gote): {} ({}, {} plies, {:.0} s) | {}",
                if outcome.void { "void" } else { result_text(outcome.winner) },
                outcome.reason,
                game.moves().len(),
                started.elapsed().as_secs_f64(),
                tally.summary(&o.a, &o.b)
            );
            if let Some(path) = &o.log {
                log_game(
                    path,
                    o,
                    number,
                    (&sente_name, &gote_name),
                    &game,
                    &outcome,
                    &clock,
                )
                .map_err(|e| format!("{path}: {e}"))?;
            }
        }
    }
    let average = |(t, n): (Duration, u32)| t.as_secs_f64() / n.max(1) as f64;
    println!(
        "average time per move: {} {:.2} s, {} {:.2} s",
        o.a,
        average(used[0]),
        o.b,
        average(used[1])
    );
    Ok(tally)
}

fn result_text(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::Sente) => "1-0",
        Some(Color::Gote) => "0-1",
        None => "1/2-1/2",
    }
}

/// A few random legal plies from the start, avoiding positions that are already over.
fn random_opening(
    v: &'static Variant,
    rng: &mut Rng,
    plies: (u32, u32),
) -> Vec<washogi_rules::Move> {
    let count = plies.0 + rng.below((plies.1 - plies.0 + 1) as u64) as u32;
    let mut game = Game::new(Position::start(v));
    for _ in 0..count {
        let moves = game.position().legal_moves();
        let mv = moves[rng.below(moves.len() as u64) as usize];
        game.play(mv).expect("legal");
        if game.status().is_over() {
            break;
        }
    }
    game.moves().to_vec()
}

fn play_game(
    o: &Options,
    sente: &mut dyn Player,
    gote: &mut dyn Player,
    opening: &[washogi_rules::Move],
) -> Result<(Game, Outcome, Clock), String> {
    let mut clock = Clock::default();
    sente.new_game(o.variant, o.movetime)?;
    gote.new_game(o.variant, o.movetime)?;
    let mut game = Game::new(Position::start(o.variant));
    for &mv in opening {
        game.play(mv).expect("opening moves are legal");
        sente.observe(&game, mv);
        gote.observe(&game, mv);
    }
    loop {
        let status = game.status();
        if status.is_over() {
            let reason = match status {
                Status::Checkmate { .. } => "checkmate",
                Status::NoLegalMoves { .. } => "no legal moves",
                Status::Repetition => "fourfold repetition",
                Status::PerpetualCheck { .. } => "perpetual check",
                Status::Ongoing => unreachable!(),
            };
            let outcome = Outcome {
                winner: status.winner(),
                reason: reason.into(),
                void: false,
            };
            return Ok((game, outcome, clock));
        }
        if game.moves().len() >= o.max_plies {
            let outcome = Outcome {
                winner: None,
                reason: format!("adjudicated draw at {} plies", o.max_plies),
                void: false,
            };
            return Ok((game, outcome, clock));
        }
        let side = game.position().side_to_move();
        let (mover, other): (&mut dyn Player, &mut dyn Player) = match side {
            Color::Sente => (&mut *sente, &mut *gote),
            Color::Gote => (&mut *gote, &mut *sente),
        };
        let thinking = Instant::now();
        let reply = mover.reply(&game, o.movetime);
        clock.used[side.index()] += thinking.elapsed();
        clock.moves[side.index()] += 1;
        match reply {
            Reply::Move(mv) => {
                game.play(mv)
                    .expect("players' moves are checked for legality");
                other.observe(&game, mv);
            }
            Reply::Resign => {
                let outcome = Outcome {
                    winner: Some(!side),
                    reason: format!("{} resigns", mover.name()),
                    void: false,
                };
                return Ok((game, outcome, clock));
            }
            Reply::Fault(why) => {
                let reason = format!("{} loses: {why}", mover.name());
                eprintln!("{reason} (position {})", game.position().to_sfen());
                let outcome = Outcome {
                    winner: Some(!side),
                    reason,
                    void: false,
                };
                return Ok((game, outcome, clock));
            }
            Reply::Refused(why) => {
                let reason = format!("void, rules disagree: {} {why}", mover.name());
                eprintln!("{reason} (position {})", game.position().to_sfen());
                let outcome = Outcome {
                    winner: None,
                    reason,
                    void: true,
                };
                return Ok((game, outcome, clock));
            }
        }
    }
}

fn log_game(
    path: &str,
    o: &Options,
    number: u32,
    (sente, gote): (&str, &str),
    game: &Game,
    outcome: &Outcome,
    clock: &Clock,
) -> std::io::Result<()> {
    let mut f = OpenOptions::new().create(true).append(true).open(path)?;
    let v = o.variant;
    writeln!(f, "[Event \"washogi-engine match {} vs {}\"]", o.a, o.b)?;
    writeln!(f, "[Round \"{number}\"]")?;
    writeln!(f, "[Variant \"{}\"]", v.id())?;
    writeln!(f, "[Sente \"{sente}\"]")?;
    writeln!(f, "[Gote \"{gote}\"]")?;
    // A player's own node budget is in its name (`NAME@N`).
    match o.nodes {
        Some(nodes) => writeln!(f, "[TimeControl \"{nodes} nodes per move\"]")?,
        None => writeln!(
            f,
            "[TimeControl \"{:.1}s per move\"]",
            o.movetime.as_secs_f64()
        )?,
    }
    writeln!(f, "[Seed \"{}\"]", o.seed)?;
    // Each side's thinking time, so that a log shows the time was equal.
    for (tag, side) in [
        ("SenteThinking", Color::Sente),
        ("GoteThinking", Color::Gote),
    ] {
        let (used, moves) = (clock.used[side.index()], clock.moves[side.index()]);
        writeln!(f, "[{tag} \"{:.2} s, {moves} moves\"]", used.as_secs_f64())?;
    }
    let result = if outcome.void {
        "*"
    } else {
        result_text(outcome.winner)
    };
    writeln!(f, "[Result \"{result}\"]")?;
    writeln!(f, "[Termination \"{}\"]", outcome.reason)?;
    writeln!(f, "[FinalSFEN \"{}\"]", game.position().to_sfen())?;
    writeln!(f)?;
    let mut line = String::new();
    for (i, &mv) in game.moves().iter().enumerate() {
        if i % 2 == 0 {
            line.push_str(&format!("{}. ", i / 2 + 1));
        }
        line.push_str(&usi::to_usi(v, mv));
        line.push(' ');
        if line.len() > 72 {
            writeln!(f, "{}", line.trim_end())?;
            line.clear();
        }
    }
    line.push_str(result);
    writeln!(f, "{line}\n")?;
    Ok(())
}
