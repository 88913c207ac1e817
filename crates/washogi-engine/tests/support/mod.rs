//! Driving a protocol loop as a GUI does: lines go in one at a time while the engine
//! runs, and its answers are read as they come, each with a deadline, so that a test
//! whose engine stops answering fails instead of hanging. [`Session`] runs the loop
//! in-process; [`Process`] runs the `washogi-engine` binary (for exit statuses).

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use washogi_engine::protocol::SharedBuffer;
use washogi_engine::{usi, xboard};

/// How long a test waits for an answer: far longer than any answer takes, so only an
/// engine that stopped listening runs into it.
pub const PATIENCE: Duration = Duration::from_secs(10);

/// Input that arrives through a channel, as a pipe's would; it ends when the sender
/// is dropped.
struct Pipe {
    chunks: Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Read for Pipe {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Pipe {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at == self.chunk.len() {
            // Blocks like a pipe; an empty answer is the end of the input.
            if let Ok(chunk) = self.chunks.recv() {
                self.chunk = chunk;
                self.at = 0;
            }
        }
        Ok(&self.chunk[self.at..])
    }
    fn consume(&mut self, n: usize) {
        self.at += n;
    }
}

/// A protocol loop running on a thread of its own.
pub struct Session {
    input: Option<Sender<Vec<u8>>>,
    out: SharedBuffer,
    /// Complete output lines already handed to the test.
    read: usize,
    ended: Receiver<()>,
    /// Known once the loop has returned (true) or panicked (false).
    finished: Option<bool>,
}

impl Session {
    pub fn xboard() -> Session {
        Session::start(xboard::run)
    }

    pub fn usi() -> Session {
        Session::start(usi::run)
    }

    fn start(run: fn(BufReader<Pipe>, SharedBuffer)) -> Session {
        let (input, chunks) = channel();
        let (done, ended) = channel();
        let out = SharedBuffer::default();
        let pipe = Pipe {
            chunks,
            chunk: Vec::new(),
            at: 0,
        };
        let loop_out = out.clone();
        std::thread::spawn(move || {
            run(BufReader::new(pipe), loop_out);
            // Not sent if the loop panicked: `end` then reports the panic.
            let _ = done.send(());
        });
        Session {
            input: Some(input),
            out,
            read: 0,
            ended,
            finished: None,
        }
    }

    /// Send lines (a newline is added after the last).
    pub fn send(&self, lines: &str) {
        self.send_bytes(format!("{lines}\n").as_bytes());
    }

    /// Send raw bytes, newlines included.
    pub fn send_bytes(&self, bytes: &[u8]) {
        if !bytes.is_empty() {
            let input = self.input.as_ref().expect("input still open");
            // The loop may have ended (a test of `quit`); what it misses is its business.
            let _ = input.send(bytes.to_vec());
        }
    }

    /// End the input, as a GUI that exits or crashes does.
    pub fn close(&mut self) {
        self.input = None;
    }

    /// All output so far, for failure messages.
    pub fn transcript(&self) -> String {
        self.out.text()
    }

    /// The next line of output, waiting for it.
    pub fn next_line(&mut self) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            // Whether the loop has ended, known before its output is read: all it wrote
            // is then in `text`.
            let ended = self.poll_end();
            let text = self.out.text();
            let complete: Vec<&str> = text.split_inclusive('\n').collect();
            if let Some(line) = complete.get(self.read).filter(|l| l.ends_with('\n')) {
                self.read += 1;
                return line.trim_end().to_string();
            }
            // A loop that has ended will not answer: say so at once.
            match ended {
                Some(true) => panic!("the loop ended; the output:\n{text}"),
                Some(false) => panic!("the loop panicked; the output:\n{text}"),
                None => {}
            }
            assert!(
                Instant::now() < deadline,
                "no answer within {PATIENCE:?}; the output so far:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    /// The lines up to and including the first one that `wanted` accepts.
    pub fn until(&mut self, wanted: impl Fn(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.next_line();
            let done = wanted(&line);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The lines up to the next line starting with `prefix`, which is returned last.
    pub fn until_prefix(&mut self, prefix: &str) -> Vec<String> {
        self.until(|l| l.starts_with(prefix))
    }

    /// Whether the loop has returned (`Some(true)`) or panicked (`Some(false)`).
    fn poll_end(&mut self) -> Option<bool> {
        if self.finished.is_none() {
            self.finished = match self.ended.try_recv() {
                Ok(()) => Some(true),
                Err(TryRecvError::Disconnected) => Some(false),
                Err(TryRecvError::Empty) => None,
            };
        }
        self.finished
    }

    /// Wait for the loop to return (after `quit` or the end of the input); the output
    /// lines not read yet.
    pub fn end(&mut self) -> Vec<String> {
        if self.finished.is_none() {
            self.finished = match self.ended.recv_timeout(PATIENCE) {
                Ok(()) => Some(true),
                Err(RecvTimeoutError::Timeout) => panic!(
                    "the loop did not end within {PATIENCE:?}; the output:\n{}",
                    self.transcript()
                ),
                Err(RecvTimeoutError::Disconnected) => Some(false),
            };
        }
        assert_eq!(
            self.finished,
            Some(true),
            "the loop panicked; the output:\n{}",
            self.transcript()
        );
        let text = self.out.text();
        let lines: Vec<String> = text.lines().skip(self.read).map(str::to_string).collect();
        self.read += lines.len();
        lines
    }
}

/// The `washogi-engine` binary speaking a protocol over pipes.
pub struct Process {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Process {
    pub fn start(protocol: &str) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_washogi-engine"))
            .arg(protocol)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Process {
            stdin: child.stdin.take(),
            child,
            lines,
        }
    }

    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin still open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    pub fn send(&mut self, lines: &str) {
        self.send_bytes(format!("{lines}\n").as_bytes());
    }

    pub fn close(&mut self) {
        self.stdin = None;
    }

    /// The lines up to and including the first one starting with `prefix`.
    pub fn until_prefix(&mut self, prefix: &str) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let status = self.child.wait().unwrap();
                    panic!("the engine exited ({status}) before a line starting {prefix:?}; seen: {seen:?}");
                }
                Err(RecvTimeoutError::Timeout) => {
                    let _ = self.child.kill();
                    panic!("no line starting {prefix:?} within {PATIENCE:?}; seen: {seen:?}");
                }
            }
        }
    }

    /// Wait for the process to exit (it is killed if it does not): its status and
    /// the output it wrote that was not read yet.
    pub fn exit(&mut self) -> (ExitStatus, Vec<String>) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                // The reader thread ends with the pipe; collect what it saw.
                let rest = self.lines.iter().collect();
                return (status, rest);
            }
            if Instant::now() >= deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("the engine did not exit within {PATIENCE:?}");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // A failed test must not leave an engine thinking.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
