//! The players of a match: this engine in-process (full strength or a level, with
//! optional evaluation weights), or another engine run as a child process over XBoard
//! or USI. Every player gets the same time per move.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use washogi_engine::eval::EvalParams;
use washogi_engine::{xboard, Engine, Level, Limits};
use washogi_rules::{usi, Game, Move, Variant};

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
    /// Start a game of `variant` from its start position; the opening moves follow
    /// through `observe` before the first `reply`.
    fn new_game(&mut self, variant: &'static Variant) -> Result<(), String>;
    /// The opponent (or the opening) played `mv`.
    fn observe(&mut self, game: &Game, mv: Move);
    /// Choose a move in `game` within `movetime`.
    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply;
}

/// Whether to print every line exchanged with external engines (set
/// `WASHOGI_MATCH_TRACE=1`), to see where an engine and the rules disagree.
fn trace() -> bool {
    std::env::var_os("WASHOGI_MATCH_TRACE").is_some()
}

/// A known external engine: how to run it and what it calls each game.
pub struct Known {
    pub name: &'static str,
    pub command: &'static str,
    pub usi: bool,
    pub variants: &'static [(&'static str, &'static str)],
    /// Engines that cannot be told a time per move get a clock instead, starting at
    /// this many times the move time: XBoard engines that ignore `st` a one-move clock,
    /// USI engines with `byoyomi` a byoyomi. The runner adjusts it after every move so
    /// that the engine's own time use stays near the move time (`External::calibrate`).
    pub clock_factor: Option<f64>,
    /// USI engines that know no `go movetime`: `go btime 0 wtime 0 byoyomi N`.
    pub byoyomi: bool,
    /// Commands sent after the handshake (options that make its rules ours).
    pub setup: &'static [&'static str],
}

pub const KNOWN: [Known; 5] = [
    Known {
        name: "hachu",
        command: "/usr/games/hachu",
        usi: false,
        variants: &[("wa", "wa-shogi")],
        clock_factor: Some(4.0),
        // HaChu refuses a move that repeats a position unless told to allow it, and by
        // default allows promotion only on entering the zone (the Chu rule); rules.md
        // allows repeating (the fourth time ends the game) and promoting on any move
        // that starts or ends in the zone.
        byoyomi: false,
        setup: &["option Allow repeats=1", "option Promote on entry=0"],
    },
    Known {
        name: "crazywa",
        command: "/usr/games/crazywa",
        usi: false,
        variants: &[("wa-drops", "crazywa"), ("shogi", "shogi")],
        clock_factor: Some(3.0),
        byoyomi: false,
        setup: &[],
    },
    Known {
        name: "sjaakii",
        command: "/usr/games/sjaakii",
        usi: false,
        variants: &[
            ("wa", "wa-shogi"),
            ("wa-drops", "wa-shogi-drop"),
            ("shogi", "shogi"),
        ],
        clock_factor: None,
        byoyomi: false,
        setup: &[],
    },
    Known {
        name: "fairy-stockfish",
        command: "/usr/games/fairy-stockfish",
        usi: true,
        variants: &[("shogi", "shogi")],
        clock_factor: None,
        byoyomi: false,
        setup: &["setoption name Threads value 1"],
    },
    Known {
        name: "gpsshogi",
        command: "/usr/games/gpsusi",
        usi: true,
        variants: &[("shogi", "shogi")],
        // It spends well over its byoyomi (0.9 s of 0.5 s in a first try).
        clock_factor: Some(0.6),
        byoyomi: true,
        // Its option is `Thread` (default 2): one, like every other player here.
        setup: &["setoption name Thread value 1"],
    },
];

/// Build a player from its description: `ours`, `ours:key=value,...` (evaluation
/// weights), `level:N`, or a known engine's name.
pub fn player(spec: &str, seed: u64) -> Result<Box<dyn Player>, String> {
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
    if let Some(weights) = spec.strip_prefix("ours:") {
        let params = parse_params(weights)?;
        return Ok(Box::new(Ours::new(spec, None, params, seed)));
    }
    let known = KNOWN
        .iter()
        .find(|k| k.name == spec)
        .ok_or_else(|| format!("unknown player {spec}"))?;
    Ok(Box::new(External::new(known)))
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
        }
    }
}

impl Player for Ours {
    fn name(&self) -> String {
        self.label.clone()
    }
    fn new_game(&mut self, _: &'static Variant) -> Result<(), String> {
        self.engine.clear();
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1);
        Ok(())
    }
    fn observe(&mut self, _: &Game, _: Move) {}
    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply {
        let mv = match self.level {
            Some(level) => level.choose(&mut self.engine, game, movetime, self.seed),
            None => {
                let limits = Limits::movetime(movetime.saturating_sub(Duration::from_millis(20)));
                self.engine.search(game, &limits, |_| {}).best_move
            }
        };
        mv.map_or(Reply::Resign, Reply::Move)
    }
}

/// Another engine as a child process.
pub struct External {
    known: &'static Known,
    child: Option<(Child, ChildStdin, Receiver<String>)>,
    variant: Option<&'static Variant>,
    /// XBoard: whether `go` was sent this game (after it, moves are answered).
    started: bool,
    /// XBoard: whether moves go with the `usermove` prefix (feature usermove=1).
    usermove: bool,
    movetime: Duration,
    /// Engines on a one-move clock: the clock sent before each move, in move times.
    clock_factor: f64,
    /// Engines on a one-move clock: the mean time of their recent moves, in seconds.
    recent_use: Option<f64>,
}

impl External {
    fn new(known: &'static Known) -> External {
        External {
            known,
            child: None,
            variant: None,
            started: false,
            usermove: false,
            movetime: Duration::from_secs(1),
            clock_factor: known.clock_factor.unwrap_or(1.0),
            recent_use: None,
        }
    }

    /// The one-move clock or byoyomi as it stands.
    fn one_move_clock(&self) -> Duration {
        self.movetime.mul_f64(self.clock_factor)
    }

    /// After a move that took `used` on a one-move clock or byoyomi: nudge the clock
    /// towards the one that makes the engine think for the move time on average. Such
    /// an engine spends a share of its clock that varies with the position, so no fixed factor
    /// gives equal time. The target is the mean of its recent moves (an exponential
    /// average over about ten), not each move, and the step is damped (square root)
    /// and bounded, so that one instant or one long move does not swing the clock.
    fn calibrate(&mut self, used: Duration) {
        if self.known.clock_factor.is_none() {
            return;
        }
        let used = used.as_secs_f64();
        self.recent_use = Some(self.recent_use.map_or(used, |mean| 0.9 * mean + 0.1 * used));
        let ratio = self.movetime.as_secs_f64() / self.recent_use.unwrap_or(used).max(0.01);
        self.clock_factor = (self.clock_factor * ratio.sqrt().clamp(0.9, 1.1)).clamp(0.2, 15.0);
    }

    fn send(&mut self, line: &str) {
        if trace() {
            eprintln!("> {}: {line}", self.known.name);
        }
        if let Some((_, stdin, _)) = &mut self.child {
            let _ = writeln!(stdin, "{line}");
            let _ = stdin.flush();
        }
    }

    /// The next line, or `None` after `timeout` or when the engine has gone.
    fn line(&mut self, timeout: Duration) -> Option<String> {
        let line = self.child.as_ref()?.2.recv_timeout(timeout).ok()?;
        if trace() {
            eprintln!("< {}: {line}", self.known.name);
        }
        Some(line)
    }

    /// Why no answer came: the process ended (how), or it is still thinking.
    fn silence(&mut self, what: &str) -> Reply {
        std::thread::sleep(Duration::from_millis(100));
        let status = self
            .child
            .as_mut()
            .and_then(|(child, _, _)| child.try_wait().ok().flatten());
        Reply::Fault(match status {
            Some(status) => format!("its process ended ({status}) instead of a {what}"),
            None => format!("no {what} in time"),
        })
    }

    fn wait_for(&mut self, prefix: &str, timeout: Duration) -> Option<String> {
        loop {
            let line = self.line(timeout)?;
            if line.starts_with(prefix) || line.contains(prefix) {
                return Some(line);
            }
        }
    }

    fn spawn(&mut self) -> Result<(), String> {
        let mut child = Command::new(self.known.command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{}: {e}", self.known.command))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        self.child = Some((child, stdin, rx));
        let setup = Duration::from_secs(10);
        if self.known.usi {
            self.send("usi");
            self.wait_for("usiok", setup).ok_or("no usiok")?;
            self.send("setoption name USI_Hash value 64");
            for line in self.known.setup {
                self.send(line);
            }
            self.send("isready");
            self.wait_for("readyok", setup).ok_or("no readyok")?;
        } else {
            self.send("xboard");
            self.send("protover 2");
            loop {
                let line = self.line(setup).ok_or("no feature done=1")?;
                self.usermove |= line.contains("usermove=1");
                if line.contains("done=1") {
                    break;
                }
            }
            // HaChu and CrazyWa crash without a hash size, which XBoard always sends.
            self.send("memory 64");
            self.send("easy");
            self.send("post");
            for line in self.known.setup {
                self.send(line);
            }
        }
        Ok(())
    }

    /// For engines on a one-move clock: the time left, before each move.
    fn send_clock(&mut self) {
        if self.known.clock_factor.is_some() {
            let cs = self.one_move_clock().as_millis() / 10;
            self.send(&format!("time {cs}"));
            self.send(&format!("otim {cs}"));
        }
    }

    fn their_variant(&self, v: &Variant) -> Option<&'static str> {
        self.known
            .variants
            .iter()
            .find(|(ours, _)| *ours == v.id())
            .map(|&(_, theirs)| theirs)
    }
}

impl Drop for External {
    fn drop(&mut self) {
        self.send("quit");
        if let Some((mut child, _, _)) = self.child.take() {
            std::thread::sleep(Duration::from_millis(50));
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Player for External {
    fn name(&self) -> String {
        self.known.name.to_string()
    }

    fn new_game(&mut self, variant: &'static Variant) -> Result<(), String> {
        let theirs = self
            .their_variant(variant)
            .ok_or_else(|| format!("{} does not play {}", self.known.name, variant.id()))?;
        // A fresh process per game: nothing carries over, and a crash costs one game.
        if let Some((mut child, _, _)) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        self.spawn()?;
        self.variant = Some(variant);
        self.started = false;
        if self.known.usi {
            self.send(&format!("setoption name UCI_Variant value {theirs}"));
            self.send("usinewgame");
        } else {
            self.send("new");
            self.send(&format!("variant {theirs}"));
            self.send("force");
        }
        Ok(())
    }

    fn observe(&mut self, _: &Game, mv: Move) {
        if !self.known.usi {
            let v = self.variant.expect("a game");
            let text = xboard::move_text(v, mv);
            if self.started {
                // It answers this move at once: its clock first.
                self.send_clock();
            }
            let prefix = if self.usermove { "usermove " } else { "" };
            self.send(&format!("{prefix}{text}"));
        }
    }

    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply {
        let v = game.position().variant();
        // Silence this long loses on time. An engine on a one-move clock may think as
        // long as that clock: it loses only after the clock has run out (and 2 s for
        // the pipes), never while its own clock still runs.
        let thinking = Instant::now();
        self.movetime = movetime;
        let deadline = match self.known.clock_factor {
            Some(_) => self.one_move_clock() + Duration::from_secs(2),
            None => movetime * 3 + Duration::from_secs(5),
        }
        .max(movetime * 3 + Duration::from_secs(5));
        if self.known.usi {
            let moves: Vec<String> = game.moves().iter().map(|&m| usi::to_usi(v, m)).collect();
            self.send(&format!("position startpos moves {}", moves.join(" ")));
            if self.known.byoyomi {
                let ms = self.one_move_clock().as_millis();
                self.send(&format!("go btime 0 wtime 0 byoyomi {ms}"));
            } else {
                self.send(&format!("go movetime {}", movetime.as_millis()));
            }
            let Some(line) = self.wait_for("bestmove", deadline) else {
                return self.silence("bestmove");
            };
            self.calibrate(thinking.elapsed());
            let text = line.split_whitespace().nth(1).unwrap_or("");
            if text == "resign" {
                return Reply::Resign;
            }
            return match usi::parse_usi(v, text) {
                Ok(mv) if game.position().is_legal(mv) => Reply::Move(mv),
                _ => Reply::Fault(format!("illegal or unreadable move {text:?}")),
            };
        }
        if !self.started {
            match self.known.clock_factor {
                Some(_) => {
                    self.send("level 1 0:01 0");
                    self.send_clock();
                }
                None => self.send(&format!("st {}", movetime.as_secs_f64().max(1.0) as u64)),
            }
            self.send("go");
            self.started = true;
        }
        loop {
            let Some(line) = self.line(deadline) else {
                return self.silence("move");
            };
            if line.starts_with("resign") || line.contains(" resign") {
                return Reply::Resign;
            }
            if line.starts_with("Illegal move") || line.starts_with("Error") {
                let last = game.last_move().map(|m| xboard::move_text(v, m));
                return Reply::Refused(format!("it refused {}: {line}", last.unwrap_or_default()));
            }
            let Some(text) = line.strip_prefix("move ") else {
                continue;
            };
            let text = text.trim();
            self.calibrate(thinking.elapsed());
            return match xboard::parse_move(v, text) {
                Some(mv) if game.position().is_legal(mv) => Reply::Move(mv),
                _ => Reply::Fault(format!("illegal or unreadable move {text:?}")),
            };
        }
    }
}
