//! A small bounded cache of things drawn once, for things that vary without bound
//! (player names): each entry is built once however many threads ask for it at the
//! same time, and the map's lock is held only to find or add an entry, never while
//! one is built.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// Keeps up to `2 × capacity` entries: when the newer half is full it becomes the
/// older half and the old older half is dropped; an entry used from the older half
/// moves back to the newer one. (Least recently used, roughly, at no cost per use.)
pub struct BoundedCache<K, V> {
    capacity: usize,
    halves: Mutex<Halves<K, V>>,
    /// How many values were built (to check that none is built twice).
    builds: AtomicUsize,
}

struct Halves<K, V> {
    newer: HashMap<K, Arc<OnceLock<V>>>,
    older: HashMap<K, Arc<OnceLock<V>>>,
}

impl<K: Hash + Eq + Clone, V: Clone> BoundedCache<K, V> {
    pub fn new(capacity: usize) -> Self {
        BoundedCache {
            capacity: capacity.max(1),
            halves: Mutex::new(Halves {
                newer: HashMap::new(),
                older: HashMap::new(),
            }),
            builds: AtomicUsize::new(0),
        }
    }

    /// The value for `key`, built by `build` if the cache does not hold it.
    pub fn get(&self, key: &K, build: impl FnOnce() -> V) -> V {
        let cell = {
            let mut halves = self.halves.lock().unwrap_or_else(PoisonError::into_inner);
            halves.entry(key, self.capacity)
        };
        cell.get_or_init(|| {
            self.builds.fetch_add(1, Ordering::Relaxed);
            build()
        })
        .clone()
    }

    /// How many values were built, and how many the cache holds (built or being
    /// built).
    pub fn built_and_held(&self) -> (usize, usize) {
        (self.builds.load(Ordering::Relaxed), self.len())
    }

    pub fn len(&self) -> usize {
        let halves = self.halves.lock().unwrap_or_else(PoisonError::into_inner);
        halves.newer.len() + halves.older.len()
    }
}

impl<K: Hash + Eq + Clone, V> Halves<K, V> {
    fn entry(&mut self, key: &K, capacity: usize) -> Arc<OnceLock<V>> {
        if let Some(cell) = self.newer.get(key) {
            return cell.clone();
        }
        let cell = self.older.remove(key).unwrap_or_default();
        if self.newer.len() >= capacity {
            self.older = std::mem::take(&mut self.newer);
        }
        self.newer.insert(key.clone(), cell.clone());
        cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_entry_is_built_once_by_many_threads() {
        let cache: BoundedCache<u32, u32> = BoundedCache::new(8);
        let builds = AtomicUsize::new(0);
        let barrier = std::sync::Barrier::new(8);
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    barrier.wait();
                    for key in 0..4 {
                        let v = cache.get(&key, || {
                            builds.fetch_add(1, Ordering::SeqCst);
                            std::thread::sleep(std::time::Duration::from_millis(5));
                            key * 10
                        });
                        assert_eq!(v, key * 10);
                    }
                });
            }
        });
        assert_eq!(builds.load(Ordering::SeqCst), 4);
    }

    #[test]
    fn the_cache_stays_bounded_and_keeps_what_is_used() {
        let cache: BoundedCache<u32, u32> = BoundedCache::new(4);
        for key in 0..100 {
            cache.get(&key, || key);
            // Key 0 is used all the time: it is never dropped.
            cache.get(&0, || unreachable!("key 0 was dropped"));
        }
        assert!(cache.len() <= 8, "{}", cache.len());
    }
}
