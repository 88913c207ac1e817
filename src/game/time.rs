//! The service's clock: seconds since the Unix epoch, from the system or from a clock
//! the tests move.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// Seconds since the Unix epoch, from a clock the tests can move.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
    /// Milliseconds since the Unix epoch: live games' clocks count in them.
    fn now_ms(&self) -> i64 {
        self.now() * 1000
    }
}

/// The real clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to (tests, benchmarks); it keeps milliseconds.
#[derive(Clone, Default)]
pub struct FakeClock(Arc<AtomicI64>);

impl FakeClock {
    pub fn at(now: i64) -> FakeClock {
        FakeClock(Arc::new(AtomicI64::new(now * 1000)))
    }
    pub fn advance(&self, seconds: i64) {
        self.advance_ms(seconds * 1000);
    }
    pub fn advance_ms(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
    pub fn set(&self, now: i64) {
        self.0.store(now * 1000, Ordering::SeqCst);
    }
}

impl Clock for FakeClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst).div_euclid(1000)
    }
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The system clock, moved forward by the milliseconds written in a file: how the
/// tests of the whole bot (through its fake Discord) skip minutes of a live game's
/// clock without waiting them. Set by `WASHOGI_TEST_CLOCK_SKEW_FILE`; never in a
/// real deployment. A file that is missing or unreadable moves nothing.
pub struct SkewedClock {
    file: std::path::PathBuf,
}

impl SkewedClock {
    pub fn new(file: impl Into<std::path::PathBuf>) -> SkewedClock {
        SkewedClock { file: file.into() }
    }

    fn skew_ms(&self) -> i64 {
        std::fs::read_to_string(&self.file)
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or(0)
    }
}

impl Clock for SkewedClock {
    fn now(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
    fn now_ms(&self) -> i64 {
        SystemClock.now_ms() + self.skew_ms()
    }
}
