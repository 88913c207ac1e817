//! Other engines as child processes: the ones this machine can install from Debian,
//! how each is driven (XBoard, USI, or GNU Shogi's own text protocol), and how each
//! is kept to the same time per move as this engine.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use washogi_engine::xboard;
use washogi_rules::{usi, Game, Move, Variant};

use crate::players::{Player, Reply};

/// Whether to print every line exchanged with external engines (set
/// `WASHOGI_MATCH_TRACE=1`), to see where an engine and the rules disagree.
fn trace() -> bool {
    std::env::var_os("WASHOGI_MATCH_TRACE").is_some()
}

/// How an engine is talked to.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Protocol {
    /// CECP v2 (`xboard`, `protover 2`, `move …`).
    XBoard,
    /// USI (`usi`, `position … moves …`, `go`, `bestmove …`).
    Usi,
    /// GNU Shogi's own text interface (the one xshogi drives): started with its
    /// seconds per move, moves typed as USI text, its own moves printed `N. ... MOVE`;
    /// `force` toggles entering moves for both sides, `switch` makes it play the side
    /// to move and from then on answer every move.
    GnuShogi,
}

/// A known external engine: how to run it and what it calls each game.
pub struct Known {
    pub name: &'static str,
    pub command: &'static str,
    /// Arguments of the command.
    pub args: &'static [&'static str],
    pub protocol: Protocol,
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
    /// USI only: the option that names the variant before each game (this engine's
    /// `USI_Variant`, Fairy-Stockfish's `UCI_Variant`, which GPS Shogi ignores).
    pub variant_option: &'static str,
}

pub const KNOWN: [Known; 6] = [
    Known {
        name: "hachu",
        args: &[],
        command: "/usr/games/hachu",
        protocol: Protocol::XBoard,
        variants: &[("wa", "wa-shogi")],
        clock_factor: Some(4.0),
        byoyomi: false,
        // HaChu refuses a move that repeats a position unless told to allow it, and by
        // default allows promotion only on entering the zone (the Chu rule); rules.md
        // allows repeating (the fourth time ends the game) and promoting on any move
        // that starts or ends in the zone.
        setup: &["option Allow repeats=1", "option Promote on entry=0"],
        variant_option: "",
    },
    Known {
        name: "crazywa",
        args: &[],
        command: "/usr/games/crazywa",
        protocol: Protocol::XBoard,
        variants: &[("wa-drops", "crazywa"), ("shogi", "shogi")],
        clock_factor: Some(3.0),
        byoyomi: false,
        setup: &[],
        variant_option: "",
    },
    Known {
        name: "sjaakii",
        args: &[],
        command: "/usr/games/sjaakii",
        protocol: Protocol::XBoard,
        variants: &[
            ("wa", "wa-shogi"),
            ("wa-drops", "wa-shogi-drop"),
            ("shogi", "shogi"),
        ],
        clock_factor: None,
        byoyomi: false,
        setup: &[],
        variant_option: "",
    },
    Known {
        name: "fairy-stockfish",
        args: &[],
        command: "/usr/games/fairy-stockfish",
        protocol: Protocol::Usi,
        variants: &[("shogi", "shogi")],
        clock_factor: None,
        byoyomi: false,
        setup: &["setoption name Threads value 1"],
        variant_option: "UCI_Variant",
    },
    Known {
        name: "gpsshogi",
        args: &[],
        command: "/usr/games/gpsusi",
        protocol: Protocol::Usi,
        variants: &[("shogi", "shogi")],
        // It spends well over its byoyomi (0.9 s of 0.5 s in a first try).
        clock_factor: Some(0.6),
        byoyomi: true,
        // Its option is `Thread` (default 2): one, like every other player here.
        setup: &["setoption name Thread value 1"],
        variant_option: "UCI_Variant",
    },
    Known {
        name: "gnushogi",
        args: &[],
        command: "/usr/games/gnushogi",
        protocol: Protocol::GnuShogi,
        variants: &[("shogi", "shogi")],
        clock_factor: None,
        byoyomi: false,
        setup: &[],
        variant_option: "",
    },
];

/// Another engine as a child process.
pub struct External {
    known: &'static Known,
    child: Option<(Child, ChildStdin, Receiver<String>)>,
    variant: Option<&'static Variant>,
    /// XBoard: whether `go` was sent this game; GNU Shogi: whether it was told to
    /// play (after either, it answers every move it is sent).
    started: bool,
    /// XBoard: whether moves go with the `usermove` prefix (feature usermove=1).
    usermove: bool,
    movetime: Duration,
    /// Engines with a steered clock: the one-move clock or byoyomi sent before each
    /// move, in move times.
    clock_factor: f64,
    /// Engines with a steered clock: the mean time of their recent moves, in seconds.
    recent_use: Option<f64>,
    /// A node budget per move (`go nodes N`) instead of the move time.
    pub nodes: Option<u64>,
}

/// Another build of this engine, run as `PATH usi` (player `usi:PATH`): to compare
/// two versions of the engine with each other, at a node budget.
pub fn this_engine(path: &str) -> &'static Known {
    let path: &'static str = Box::leak(path.to_string().into_boxed_str());
    Box::leak(Box::new(Known {
        name: Box::leak(format!("usi:{path}").into_boxed_str()),
        command: path,
        args: &["usi"],
        protocol: Protocol::Usi,
        variants: &[("wa", "wa"), ("wa-drops", "wa-drops"), ("shogi", "shogi")],
        clock_factor: None,
        byoyomi: false,
        setup: &[],
        variant_option: "USI_Variant",
    }))
}

impl External {
    pub fn new(known: &'static Known) -> External {
        External {
            known,
            child: None,
            variant: None,
            started: false,
            usermove: false,
            movetime: Duration::from_secs(1),
            clock_factor: known.clock_factor.unwrap_or(1.0),
            recent_use: None,
            nodes: None,
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
        let mean = self.recent_use.map_or(used, |mean| 0.9 * mean + 0.1 * used);
        self.recent_use = Some(mean);
        let ratio = self.movetime.as_secs_f64() / mean.max(0.01);
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
        let mut command = Command::new(self.known.command);
        command.args(self.known.args);
        if self.known.protocol == Protocol::GnuShogi {
            // Its only per-move time control: whole seconds, on the command line.
            command.arg(self.movetime.as_secs_f64().round().max(1.0).to_string());
        }
        let mut child = command
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
        // GPS Shogi reads its tables before `usiok`: about 1 s alone, and more than
        // 10 s on a loaded machine (a match stopped there on 4 December).
        let setup = Duration::from_secs(60);
        match self.known.protocol {
            Protocol::Usi => self.start_usi(setup),
            Protocol::XBoard => self.start_xboard(setup),
            Protocol::GnuShogi => self
                .wait_for("GNU Shogi", setup)
                .map(drop)
                .ok_or_else(|| "no GNU Shogi banner".to_string()),
        }
    }

    fn start_usi(&mut self, setup: Duration) -> Result<(), String> {
        self.send("usi");
        self.wait_for("usiok", setup).ok_or("no usiok")?;
        self.send("setoption name USI_Hash value 64");
        for line in self.known.setup {
            self.send(line);
        }
        self.send("isready");
        self.wait_for("readyok", setup).ok_or("no readyok")?;
        Ok(())
    }

    fn start_xboard(&mut self, setup: Duration) -> Result<(), String> {
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

    /// A USI engine's move: the whole game, then `go`.
    fn reply_usi(&mut self, game: &Game, deadline: Duration, thinking: Instant) -> Reply {
        let v = game.position().variant();
        let moves: Vec<String> = game.moves().iter().map(|&m| usi::to_usi(v, m)).collect();
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        if let Some(nodes) = self.nodes {
            self.send(&format!("go nodes {nodes}"));
        } else if self.known.byoyomi {
            let ms = self.one_move_clock().as_millis();
            self.send(&format!("go btime 0 wtime 0 byoyomi {ms}"));
        } else {
            self.send(&format!("go movetime {}", self.movetime.as_millis()));
        }
        let Some(line) = self.wait_for("bestmove", deadline) else {
            return self.silence("bestmove");
        };
        self.calibrate(thinking.elapsed());
        let text = line.split_whitespace().nth(1).unwrap_or("");
        if text == "resign" {
            return Reply::Resign;
        }
        checked_move(game, usi::parse_usi(v, text).ok(), text)
    }

    /// An XBoard engine's move: the first time, its time control and `go` (it then
    /// answers every move it is sent by itself).
    fn reply_xboard(&mut self, game: &Game, deadline: Duration, thinking: Instant) -> Reply {
        let v = game.position().variant();
        if !self.started {
            match self.known.clock_factor {
                Some(_) => {
                    self.send("level 1 0:01 0");
                    self.send_clock();
                }
                None => {
                    let st = self.movetime.as_secs_f64().max(1.0) as u64;
                    self.send(&format!("st {st}"));
                }
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
            return checked_move(game, xboard::parse_move(v, text), text);
        }
    }

    /// GNU Shogi's move: the first time, leave force mode and let it play the side to
    /// move (it then answers each move it is sent by itself); then read past the
    /// echoes of the moves it was sent (`N. 7g7f …`) to its own (`N. ... 3c3d …`).
    fn reply_gnushogi(&mut self, game: &Game, deadline: Duration, thinking: Instant) -> Reply {
        let v = game.position().variant();
        if !self.started {
            self.send("force");
            self.send("switch");
            self.started = true;
        }
        loop {
            let Some(line) = self.line(deadline) else {
                return self.silence("move");
            };
            if line.starts_with("Illegal move") {
                let last = game.last_move().map(|m| usi::to_usi(v, m));
                return Reply::Refused(format!("it refused {}: {line}", last.unwrap_or_default()));
            }
            if line.contains("resign") {
                return Reply::Resign;
            }
            let mut words = line.split_whitespace().skip_while(|w| *w != "...");
            let Some(text) = words.nth(1) else {
                continue;
            };
            self.calibrate(thinking.elapsed());
            return checked_move(game, usi::parse_usi(v, text).ok(), text);
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

/// An engine's move as it wrote it (`text`) and as read (`parsed`): played if it is
/// legal here, otherwise the engine loses by it. One place for every protocol, so
/// the forfeit reads the same in every log (`scripts/match_tally.py` groups by it).
fn checked_move(game: &Game, parsed: Option<Move>, text: &str) -> Reply {
    match parsed {
        Some(mv) if game.position().is_legal(mv) => Reply::Move(mv),
        _ => Reply::Fault(format!("illegal or unreadable move {text:?}")),
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
        crate::players::with_budget(self.known.name, self.nodes)
    }

    fn new_game(&mut self, variant: &'static Variant, movetime: Duration) -> Result<(), String> {
        let theirs = self
            .their_variant(variant)
            .ok_or_else(|| format!("{} does not play {}", self.known.name, variant.id()))?;
        // A fresh process per game: nothing carries over, and a crash costs one game.
        if let Some((mut child, _, _)) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        self.movetime = movetime;
        self.spawn()?;
        self.variant = Some(variant);
        self.started = false;
        match self.known.protocol {
            Protocol::Usi => {
                let option = self.known.variant_option;
                self.send(&format!("setoption name {option} value {theirs}"));
                self.send("usinewgame");
            }
            Protocol::XBoard => {
                self.send("new");
                self.send(&format!("variant {theirs}"));
                self.send("force");
            }
            // The opening is entered for both sides.
            Protocol::GnuShogi => self.send("force"),
        }
        Ok(())
    }

    fn observe(&mut self, _: &Game, mv: Move) {
        let v = self.variant.expect("a game");
        match self.known.protocol {
            // A USI engine is sent the whole game with each `go`.
            Protocol::Usi => {}
            Protocol::GnuShogi => self.send(&usi::to_usi(v, mv)),
            Protocol::XBoard => {
                if self.started {
                    // It answers this move at once: its clock first.
                    self.send_clock();
                }
                let prefix = if self.usermove { "usermove " } else { "" };
                self.send(&format!("{prefix}{}", xboard::move_text(v, mv)));
            }
        }
    }

    fn reply(&mut self, game: &Game, movetime: Duration) -> Reply {
        let thinking = Instant::now();
        self.movetime = movetime;
        // Silence this long loses on time. An engine on a steered clock may think as
        // long as that clock: it loses only after the clock has run out (and 2 s for
        // the pipes), never while its own clock still runs. GNU Shogi looks at its
        // clock only between iterations, so at 1 s per move some moves take 10 s or
        // more (a mean of 2-5 s); no finer control exists (whole seconds), so it keeps
        // that advantage, the log shows it, and it loses on time only after a minute.
        let deadline = match (self.known.protocol, self.known.clock_factor) {
            (Protocol::GnuShogi, _) => Duration::from_secs(60),
            (_, Some(_)) => self.one_move_clock() + Duration::from_secs(2),
            (_, None) => Duration::ZERO,
        }
        .max(movetime * 3 + Duration::from_secs(5));
        match self.known.protocol {
            Protocol::Usi => self.reply_usi(game, deadline, thinking),
            Protocol::XBoard => self.reply_xboard(game, deadline, thinking),
            Protocol::GnuShogi => self.reply_gnushogi(game, deadline, thinking),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An engine that spends a fixed share of whatever clock it is given ends up
    /// thinking for the move time: HaChu at a quarter of its clock, CrazyWa at a
    /// half, GPS Shogi at 1.8 times its byoyomi; and it follows when the share
    /// changes in the middle of a game.
    #[test]
    fn steered_clocks_bring_an_engine_to_the_move_time() {
        for (name, share) in [("hachu", 0.25), ("crazywa", 0.5), ("gpsshogi", 1.8)] {
            let known = KNOWN.iter().find(|k| k.name == name).unwrap();
            let mut engine = External::new(known);
            engine.movetime = Duration::from_secs(1);
            for (moves, share) in [(80, share), (80, share * 2.0)] {
                let mut used = Duration::ZERO;
                for _ in 0..moves {
                    used = engine.one_move_clock().mul_f64(share);
                    engine.calibrate(used);
                }
                let secs = used.as_secs_f64();
                assert!((0.9..1.1).contains(&secs), "{name} at {share}: {secs:.2} s");
            }
        }
    }

    /// One instant move (a book move, a forced reply) moves the clock by a tenth
    /// at most.
    #[test]
    fn one_odd_move_barely_moves_the_clock() {
        let known = KNOWN.iter().find(|k| k.name == "hachu").unwrap();
        let mut engine = External::new(known);
        engine.movetime = Duration::from_secs(1);
        let before = engine.one_move_clock();
        engine.calibrate(Duration::ZERO);
        let after = engine.one_move_clock();
        assert!(
            after <= before.mul_f64(1.1) && after > before,
            "{before:?} → {after:?}"
        );
    }

    /// Engines that obey a time per move are left alone.
    #[test]
    fn engines_told_the_move_time_are_not_steered() {
        let known = KNOWN.iter().find(|k| k.name == "sjaakii").unwrap();
        let mut engine = External::new(known);
        engine.calibrate(Duration::from_secs(5));
        assert_eq!(engine.clock_factor, 1.0);
    }
}
