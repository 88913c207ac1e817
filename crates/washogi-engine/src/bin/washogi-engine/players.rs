//! The players of a match: this engine in-process (full strength or a level, with
//! optional evaluation weights), or another engine run as a child process
//! ([`crate::external`]). Every player gets the same time per move.

use std::time::Duration;

use washogi_engine::eval::EvalParams;
use washogi_engine::{Engine, Level, Limits};
use washogi_rules::{Game, Move, Variant};

use crate::external::{this_engine, External, Protocol, KNOWN};

/// What a player answered on its turn.
pub enum Reply {
    Move(Move),
    Resign,
    /// Text that is not a legal move here, or no answer in time: the player loses.
    Fault(String),
    /// The player refused the opponent's move, legal under rules.md: the two rule sets
    /// disagree, and the game counts for neither side.
    Refused(String),
}

pub trait Player {
    fn name(&self) -> String;
    /// Start a game of `variant` from its start position, `movetime` per move; the
    /// opening moves follow through `observe` before the first `reply`.
    fn new_game(&mut self, variant: &'static Variant, movetime: Duration) -> Result<(), String>;
    /// The opponent (or the opening) played `mv`.
    fn observe(&mut self, game: &Game, mv: Move);
    /// Choose a move in `game` within `movetime`.
    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply;
    /// This engine in-process, to be given a node budget.
    fn as_ours(&mut self) -> Option<&mut Ours> {
        None
    }
}

/// Build a player from its description: `ours`, `ours:key=value,...` (evaluation
/// weights), `ours-plain` (full strength without the mate proofs, to measure what
/// they bring), `level:N`, a known engine's name, or `usi:PATH` (another build of
/// this engine). With `nodes`, full strength searches that many nodes a move (no
/// clock: the games are the same on any machine) instead of the move time.
///
/// `SPEC@N` gives that player a budget of N nodes a move of its own, for any player
/// that searches by nodes (this engine's full strength, a USI engine): an outside
/// engine held to fewer nodes is an opponent of about equal strength whose games
/// do not depend on the machine's load.
pub fn player(spec: &str, seed: u64, nodes: Option<u64>) -> Result<Box<dyn Player>, String> {
    let (spec, own_budget) = match spec.rsplit_once('@') {
        Some((name, n)) => {
            let n: u64 = n
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("bad node budget {n} (a whole number above 0)"))?;
            (name, Some(n))
        }
        None => (spec, None),
    };
    let nodes = own_budget.or(nodes);
    if let Some(path) = spec.strip_prefix("usi:") {
        let mut engine = External::new(this_engine(path));
        engine.nodes = nodes;
        return Ok(Box::new(engine));
    }
    if let Some(known) = KNOWN.iter().find(|k| k.name == spec) {
        let mut engine = External::new(known);
        if own_budget.is_some() {
            if known.protocol != Protocol::Usi {
                return Err(format!(
                    "{spec} is not told a node budget (only USI engines are)"
                ));
            }
            engine.nodes = nodes;
        }
        return Ok(Box::new(engine));
    }
    let mut ours = ours(spec, seed)?;
    if let Some(ours) = ours.as_ours() {
        if ours.level.is_some() {
            if own_budget.is_some() {
                return Err(format!("{spec} plays by its level, not a node budget"));
            }
        } else {
            ours.nodes = nodes;
        }
    }
    Ok(ours)
}

/// A player's name in the log: with its node budget, if it searches by one.
pub fn with_budget(name: &str, nodes: Option<u64>) -> String {
    match nodes {
        Some(n) => format!("{name}@{n}"),
        None => name.to_string(),
    }
}

fn ours(spec: &str, seed: u64) -> Result<Box<dyn Player>, String> {
    if let Some(n) = spec.strip_prefix("level:") {
        let n: u8 = n.parse().map_err(|_| format!("bad level {n}"))?;
        return Ok(Box::new(Ours::new(
            spec,
            Some(Level::new(n)),
            EvalParams::default(),
            seed,
        )));
    }
    if spec == "ours" {
        return Ok(Box::new(Ours::new(spec, None, EvalParams::default(), seed)));
    }
    if spec == "ours-plain" {
        let mut ours = Ours::new(spec, None, EvalParams::default(), seed);
        ours.mate_search = false;
        return Ok(Box::new(ours));
    }
    if let Some(weights) = spec.strip_prefix("ours:") {
        let params = parse_params(weights)?;
        return Ok(Box::new(Ours::new(spec, None, params, seed)));
    }
    Err(format!("unknown player {spec}"))
}

fn parse_params(text: &str) -> Result<EvalParams, String> {
    let mut p = EvalParams::default();
    for pair in text.split(',') {
        let (key, value) = pair.split_once('=').ok_or(format!("bad weight {pair}"))?;
        let value: i32 = value.parse().map_err(|_| format!("bad value {pair}"))?;
        let slot = match key {
            "hand" => &mut p.hand_percent,
            "pawn" => &mut p.pawn_advance,
            "advance" => &mut p.piece_advance,
            "zone" => &mut p.zone_percent,
            "attacker" => &mut p.king_attacker,
            "attacked" => &mut p.king_attacked_square,
            "defender" => &mut p.king_defender,
            "escape" => &mut p.king_escape,
            "kingadv" => &mut p.king_advance,
            "mobility" => &mut p.mobility,
            "tempo" => &mut p.tempo,
            "learned" => {
                p.shogi_learned = value != 0;
                continue;
            }
            _ => return Err(format!("unknown weight {key}")),
        };
        *slot = value;
    }
    Ok(p)
}

/// This engine, in-process.
pub struct Ours {
    label: String,
    engine: Engine,
    level: Option<Level>,
    seed: u64,
    /// Full strength proves mates by checks ([`Limits::mate_search`]).
    mate_search: bool,
    /// Full strength: a node budget per move instead of the move time.
    nodes: Option<u64>,
}

impl Ours {
    pub fn new(label: &str, level: Option<Level>, params: EvalParams, seed: u64) -> Ours {
        let mut engine = Engine::new(64);
        engine.params = params;
        Ours {
            label: label.to_string(),
            engine,
            level,
            seed,
            mate_search: true,
            nodes: None,
        }
    }
}

impl Player for Ours {
    fn name(&self) -> String {
        with_budget(&self.label, self.nodes)
    }
    fn as_ours(&mut self) -> Option<&mut Ours> {
        Some(self)
    }
    fn new_game(&mut self, _: &'static Variant, _: Duration) -> Result<(), String> {
        self.engine.clear();
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        Ok(())
    }
    fn observe(&mut self, _: &Game, _: Move) {}
    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply {
        let mv = match self.level {
            Some(level) => level.choose(&mut self.engine, game, movetime, self.seed),
            None => {
                let limits = Limits {
                    mate_search: self.mate_search,
                    ..match self.nodes {
                        Some(nodes) => Limits::nodes(nodes),
                        None => {
                            Limits::movetime(movetime.saturating_sub(Duration::from_millis(20)))
                                .with_fixed_time()
                        }
                    }
                };
                self.engine.search(game, &limits, |_| {}).best_move
            }
        };
        mv.map_or(Reply::Resign, Reply::Move)
    }
}

#[cfg(test)]
mod tests {
    use super::player;

    fn name(spec: &str) -> Result<String, String> {
        player(spec, 1, None).map(|p| p.name())
    }

    #[test]
    fn a_player_can_be_given_its_own_node_budget() {
        assert_eq!(name("ours@5000").as_deref(), Ok("ours@5000"));
        assert_eq!(
            name("fairy-stockfish@20000").as_deref(),
            Ok("fairy-stockfish@20000")
        );
        // Its own budget wins over the match's.
        let p = player("ours@700", 1, Some(30_000)).unwrap();
        assert_eq!(p.name(), "ours@700");
        // Without one, the match's budget applies to this engine's players only.
        assert_eq!(
            player("ours", 1, Some(30_000)).unwrap().name(),
            "ours@30000"
        );
        assert_eq!(
            player("fairy-stockfish", 1, Some(30_000)).unwrap().name(),
            "fairy-stockfish"
        );
    }

    #[test]
    fn a_budget_that_cannot_be_kept_is_refused() {
        for spec in ["ours@0", "ours@-3", "ours@many", "ours@"] {
            let why = name(spec).unwrap_err();
            assert!(why.contains("bad node budget"), "{spec}: {why}");
        }
        // XBoard engines and the levels are not searched by nodes.
        assert!(name("hachu@1000")
            .unwrap_err()
            .contains("not told a node budget"));
        assert!(name("level:3@1000").unwrap_err().contains("its level"));
        assert!(name("nobody@1000").unwrap_err().contains("unknown player"));
    }
}
