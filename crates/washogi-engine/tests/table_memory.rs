//! The transposition table costs memory only as the search uses it: a big table is
//! an allocation of zeroed pages, which the system maps one by one on first touch.
//! Alone in its own test binary, so that no other test's allocations blur the
//! process's resident size.

use washogi_engine::{Engine, Limits, MAX_TABLE_MB};
use washogi_rules::{Game, Position, Variant};

/// The process's resident set in bytes (Linux: `/proc/self/statm`, in pages).
#[cfg(target_os = "linux")]
fn resident_bytes() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").expect("/proc/self/statm");
    let pages: usize = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .expect("resident pages");
    pages * 4096
}

#[cfg(target_os = "linux")]
#[test]
fn a_big_table_is_resident_only_where_used() {
    const MB: usize = 1 << 20;
    let before = resident_bytes();
    let mut engine = Engine::new(512);
    assert_eq!(engine.table_bytes(), 512 * MB);
    let grown = resident_bytes().saturating_sub(before);
    // Filling the table at creation made a 512 MB table resident at once.
    assert!(
        grown < 64 * MB,
        "a new 512 MB table: {} MB resident",
        grown / MB
    );
    // A short search touches a few pages; clearing gives them back rather than
    // writing every slot.
    let wa = Variant::by_id("wa").unwrap();
    let result = engine.search(&Game::new(Position::start(wa)), &Limits::depth(3), |_| {});
    assert!(result.best_move.is_some());
    engine.clear();
    let grown = resident_bytes().saturating_sub(before);
    assert!(
        grown < 64 * MB,
        "after a search and clear: {} MB resident",
        grown / MB
    );
}

#[test]
fn the_table_size_is_capped() {
    // A GUI's "4 TB of hash" gets the cap (allocated lazily, so this costs nothing).
    assert_eq!(Engine::new(1 << 22).table_bytes(), MAX_TABLE_MB << 20);
    assert_eq!(Engine::new(usize::MAX).table_bytes(), MAX_TABLE_MB << 20);
}
