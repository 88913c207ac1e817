//! The command loop both protocols share.
//!
//! The calling thread reads the input, line by line, all the time. A loop thread owns
//! the protocol's state and handles the lines; each search runs on a thread of its
//! own and tells the loop thread when it has ended. So the GUI is heard whatever the
//! engine is doing: `?`, `stop` and `isready` while it thinks, the end of the input at
//! once. (The reading thread used to wait for a search itself: a `ping` or a
//! `position` during a long search left `?`, `stop` and `quit` unread for good.)
//!
//! Each protocol says how a command is handled while a search runs ([`Kind`]): at
//! once (`?`, `isready`), or in its turn once the search has sent its move. A command
//! in its turn may cut the search short (`stop`, `quit`, a USI `position`) or wait for
//! it (an XBoard `ping` or `usermove`): waiting keeps a script fed all at once, as the
//! tests and examples do, in order.
//!
//! The end of the input counts as `quit`. What is still queued then runs in order, but
//! within [`GRACE`]: a search still running after that is stopped, so that the process
//! ends soon after its GUI has gone, whatever was left waiting.

use std::collections::VecDeque;
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use washogi_rules::Game;

use crate::search::{Engine, Info, Limits, SearchResult};

/// How long what is queued at the end of the input may still take.
pub(crate) const GRACE: Duration = Duration::from_secs(2);

/// The longest input line read: a USI `position` of a thousand-ply game is some 7 KB.
/// A longer line is skipped, so that a stream without newlines cannot fill memory.
pub(crate) const MAX_LINE: usize = 1 << 20;

/// How a command is handled when it arrives while a search may be running.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// At once, even while the engine thinks (it must not need the engine).
    Now,
    /// In its turn, once no search runs; it stops the running search as soon as
    /// nothing queued ahead of it waits for that search.
    Interrupt,
    /// In its turn, after the running search has sent its move.
    Wait,
}

/// A protocol's side of the loop.
pub(crate) trait Protocol: Send + 'static {
    /// How `command` is handled (see [`Kind`]).
    fn kind(&self, command: &str) -> Kind;
    /// Handle a command: a [`Kind::Now`] one when it arrives, the others in their turn
    /// (then no search runs).
    fn command(&mut self, command: &str, args: &str, control: &mut Control);
    /// A search has ended (its `finish` has sent the move): the engine comes back.
    fn searched(&mut self, engine: Engine, result: SearchResult);
    /// Tell the GUI that an input line was skipped, and why.
    fn skipped(&mut self, why: &str);
}

enum Event {
    Line(String),
    Skipped(&'static str),
    /// The input has ended (or said `quit`).
    End,
    SearchEnded,
}

/// A search running on its own thread.
struct Thinking {
    handle: JoinHandle<(Engine, SearchResult)>,
    stop: Arc<AtomicBool>,
}

/// Sends [`Event::SearchEnded`] when dropped: at the end of a search, and also when
/// its thread panics, so that the loop re-raises the panic (and the process ends)
/// instead of waiting for ever.
struct Ended(Sender<Event>);

impl Drop for Ended {
    fn drop(&mut self) {
        let _ = self.0.send(Event::SearchEnded);
    }
}

/// Starting and stopping searches, for the protocol's commands.
pub(crate) struct Control {
    events: Sender<Event>,
    thinking: Option<Thinking>,
    /// Set at the end of the input: every search must be over by then.
    deadline: Option<Instant>,
}

impl Control {
    /// Whether a search runs.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }

    /// Search `game` on a new thread. `report` is called with each iteration's
    /// progress and `finish` with the result (to send the move), both on the search
    /// thread; then the protocol gets the engine back through `searched`.
    pub fn start(
        &mut self,
        mut engine: Engine,
        game: Game,
        mut limits: Limits,
        mut report: impl FnMut(&Info) + Send + 'static,
        finish: impl FnOnce(&SearchResult) + Send + 'static,
    ) {
        debug_assert!(self.thinking.is_none(), "one search at a time");
        let stop = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        let ended = Ended(self.events.clone());
        let handle = std::thread::spawn(move || {
            let _ended = ended;
            let result = engine.search(&game, &limits, |info| report(info));
            finish(&result);
            (engine, result)
        });
        self.thinking = Some(Thinking { handle, stop });
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            self.interrupt();
        }
    }

    /// Ask the running search to stop now (it still sends its move).
    pub fn interrupt(&self) {
        if let Some(t) = &self.thinking {
            t.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// Run `protocol` on `input` until `quit` or the end of the input. Lines that are not
/// UTF-8 text, or longer than [`MAX_LINE`], are skipped (and the GUI told so). A panic
/// of the loop or a search (a bug) ends the process with status 101.
pub(crate) fn run(mut input: impl BufRead, protocol: impl Protocol) {
    let (events, inbox) = channel();
    let serving = {
        let events = events.clone();
        std::thread::spawn(move || {
            let served = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                serve(protocol, inbox, events)
            }));
            if served.is_err() {
                // A bug (its message is out). This thread cannot wake the reading
                // thread, which may wait for input that never comes: end the process
                // at once, with the status of a panic on the main thread.
                std::process::exit(101);
            }
        })
    };
    let mut line = Vec::new();
    loop {
        line.clear();
        let event = match read_line(&mut input, &mut line) {
            Read::End => break,
            Read::TooLong => Event::Skipped("a line longer than 1 MB"),
            Read::Line => match std::str::from_utf8(&line) {
                // Blank lines are no command.
                Ok(text) if text.trim().is_empty() => continue,
                Ok(text) => Event::Line(text.trim().to_string()),
                Err(_) => Event::Skipped("a line that is not UTF-8 text"),
            },
        };
        // Nothing is read after `quit`: the GUI may keep the pipe open.
        let quit = matches!(&event, Event::Line(l) if split(l).0 == "quit");
        if events.send(event).is_err() || quit {
            break;
        }
    }
    let _ = events.send(Event::End);
    let _ = serving.join();
}

enum Read {
    Line,
    TooLong,
    End,
}

fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> Read {
    let mut limited = std::io::Read::take(&mut *input, MAX_LINE as u64);
    match limited.read_until(b'\n', line) {
        // An input that fails to read has ended as far as the engine can tell.
        Ok(0) | Err(_) => Read::End,
        Ok(n) if n < MAX_LINE || line.ends_with(b"\n") => Read::Line,
        Ok(_) => {
            let _ = input.skip_until(b'\n');
            Read::TooLong
        }
    }
}

/// A line's command and arguments (after any whitespace, tabs too).
fn split(line: &str) -> (&str, &str) {
    let (command, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    (command, args.trim())
}

/// The loop thread: handle events until `quit` (or the end of the input) comes in its
/// turn.
fn serve(mut protocol: impl Protocol, inbox: Receiver<Event>, events: Sender<Event>) {
    let mut control = Control {
        events,
        thinking: None,
        deadline: None,
    };
    let mut queue: VecDeque<(Kind, String)> = VecDeque::new();
    loop {
        let deadline = control.deadline.filter(|&d| d > Instant::now());
        let event = match deadline {
            Some(d) => inbox
                .recv_timeout(d.saturating_duration_since(Instant::now()))
                .ok(),
            // Never disconnected: `control` holds a sender.
            None => inbox.recv().ok(),
        };
        match event {
            Some(Event::Line(line)) => {
                let (command, args) = split(&line);
                match protocol.kind(command) {
                    Kind::Now => protocol.command(command, args, &mut control),
                    kind => queue.push_back((kind, line)),
                }
            }
            Some(Event::Skipped(why)) => protocol.skipped(why),
            Some(Event::End) => {
                control.deadline.get_or_insert(Instant::now() + GRACE);
                queue.push_back((Kind::Interrupt, "quit".to_string()));
            }
            Some(Event::SearchEnded) => {
                if let Some(t) = control.thinking.take() {
                    match t.handle.join() {
                        Ok((engine, result)) => protocol.searched(engine, result),
                        Err(panic) => std::panic::resume_unwind(panic),
                    }
                }
            }
            // The deadline has passed (see below).
            None => {}
        }
        // What is queued runs in order while no search runs.
        while !control.thinking() {
            let Some((_, line)) = queue.pop_front() else {
                break;
            };
            let (command, args) = split(&line);
            if command == "quit" {
                return;
            }
            protocol.command(command, args, &mut control);
        }
        let interrupting = matches!(queue.front(), Some((Kind::Interrupt, _)));
        if interrupting || control.deadline.is_some_and(|d| Instant::now() >= d) {
            control.interrupt();
        }
    }
}
