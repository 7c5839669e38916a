//! The small-key part of a transposition table that two threads of one proof use at
//! once (see `split`): each finds at once what the other has proved, where a table of its
//! own would have to search it again. Bounds hold for the policy and the kind of position
//! they were found for, whoever reads them, so that sharing changes no answer, only the
//! work.
//!
//! A slot is two words: the value's high half, then its low half (the bounds' byte, then
//! the key's low bits), the low half being what says whether the slot is taken. A thread
//! claims an empty slot by swapping its low half from nothing to [`CLAIMED`], writes the
//! high half, then the low half (released); a reader reads the low half first (acquired),
//! so that the high half it reads after is the one written before. A slot's key never
//! changes once written; its bounds may be rewritten by either thread, each write a bound
//! that holds (a write may lose the other's, never mix them). The array has a fixed size:
//! past three quarters full, each thread keeps new positions in a table of its own.

use super::table::{Bounds, Place, mix_key, pack, unpack};
use std::alloc::{Layout, alloc_zeroed, handle_alloc_error};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// The low half of a slot being written. No low half written is this: its bounds' byte
/// would say "at least 15 tricks".
const CLAIMED: u64 = u64::MAX;

/// The bounds' byte as a slot keeps it: flipped so that it is never nought for bounds
/// worth keeping (only "nothing known", which is never kept, packs to nought).
const FLIP: u8 = 0x0f;

/// Two threads' slots for small keys.
pub(super) struct Shared {
    /// Slot `i`: word `2 i` the value's high half, `2 i + 1` its low half.
    words: Box<[AtomicU64]>,
    /// 64 minus the number of index bits.
    shift: u32,
    /// Slots taken or being written.
    taken: AtomicUsize,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("slots", &self.slots())
            .field("taken", &self.taken.load(Ordering::Relaxed))
            .finish()
    }
}

impl Shared {
    /// An empty array of `1 << bits` slots (16 bytes each), taken from zeroed memory: the
    /// system clears a page only when it is first touched.
    pub(super) fn new(bits: u32) -> Self {
        let slots = 1usize << bits;
        Self {
            words: zeroed_words(2 * slots),
            shift: 64 - bits,
            taken: AtomicUsize::new(0),
        }
    }

    fn slots(&self) -> usize {
        self.words.len() / 2
    }

    /// The bounds of `k` if kept, and its slot or the free slot it would take.
    pub(super) fn get(&self, k: u128) -> (Option<Bounds>, Place) {
        let (bounds, slot) = self.probe(k, self.first(k));
        let place = Place {
            slot,
            size: self.slots(),
        };
        (bounds, place)
    }

    /// Updates the bounds of `k` (`(0, u8::MAX)` when missing) at the slot `place` gave,
    /// or at the one found again if another key took it meanwhile; `false` when `k` is
    /// missing and there is no room left for it (the caller keeps it elsewhere).
    pub(super) fn update(&self, k: u128, place: Option<Place>, f: impl Fn(&mut Bounds)) -> bool {
        let mut i = place.map_or_else(|| self.first(k), |p| p.slot);
        loop {
            let (bounds, slot) = self.probe(k, i);
            if let Some(mut b) = bounds {
                f(&mut b);
                self.low(slot).store(low_half(k, b), Ordering::Release);
                return true;
            }
            if self.full() {
                return false;
            }
            let mut b = (0, u8::MAX);
            f(&mut b);
            if b == (0, u8::MAX) {
                return true; // nothing to keep
            }
            let low = self.low(slot);
            if low
                .compare_exchange(0, CLAIMED, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
            {
                self.taken.fetch_add(1, Ordering::Relaxed);
                #[allow(clippy::cast_possible_truncation)] // the high half
                let high = ((k << 8) >> 64) as u64;
                self.words[2 * slot].store(high, Ordering::Relaxed);
                low.store(low_half(k, b), Ordering::Release);
                return true;
            }
            // Taken meanwhile: look again from there (the other thread may have kept
            // this very key).
            i = slot;
        }
    }

    /// Whether no new key may be kept (a quarter of the slots stay empty, so that every
    /// probe ends).
    pub(super) fn full(&self) -> bool {
        self.taken.load(Ordering::Relaxed) * 4 >= self.slots() * 3
    }

    fn first(&self, k: u128) -> usize {
        usize::try_from(mix_key(k) >> self.shift).unwrap_or(0)
    }

    fn low(&self, slot: usize) -> &AtomicU64 {
        &self.words[2 * slot + 1]
    }

    /// From slot `i` on: `k`'s bounds and slot, or `None` and the first empty slot.
    fn probe(&self, k: u128, mut i: usize) -> (Option<Bounds>, usize) {
        let mask = self.slots() - 1;
        loop {
            let low = self.low(i).load(Ordering::Acquire);
            if low == 0 {
                return (None, i);
            }
            if low != CLAIMED {
                let high = self.words[2 * i].load(Ordering::Relaxed);
                let value = u128::from(high) << 64 | u128::from(low);
                if value >> 8 == k {
                    #[allow(clippy::cast_possible_truncation)] // the low byte
                    return (Some(unpack(value as u8 ^ FLIP)), i);
                }
            }
            i = (i + 1) & mask;
        }
    }
}

/// The low half of `k`'s slot with bounds `b`.
fn low_half(k: u128, b: Bounds) -> u64 {
    #[allow(clippy::cast_possible_truncation)] // the low half
    let low = (k << 8) as u64;
    low | u64::from(pack(b) ^ FLIP)
}

/// `n` words at nought, from memory the system hands over cleared.
fn zeroed_words(n: usize) -> Box<[AtomicU64]> {
    let Ok(layout) = Layout::array::<AtomicU64>(n.max(1)) else {
        handle_alloc_error(Layout::new::<AtomicU64>());
    };
    // SAFETY: the layout is not empty; an `AtomicU64` of all-zero bits is a valid nought.
    let ptr = unsafe { alloc_zeroed(layout) }.cast::<AtomicU64>();
    if ptr.is_null() {
        handle_alloc_error(layout);
    }
    super::table::advise_huge(ptr.cast(), layout.size());
    // SAFETY: `ptr` was allocated with the layout of `n.max(1)` words, all initialised;
    // the box frees it with that same layout.
    unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n.max(1))) }
}

#[cfg(test)]
mod tests {
    use super::Shared;
    use crate::claims::table::Bounds;

    /// A key of `n`: some with a high half, some without, all with a leading 1 as the
    /// search's small keys have.
    fn key(n: u64) -> u128 {
        let k = u128::from(n.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 4);
        if n.is_multiple_of(2) {
            k | 1 << 119
        } else {
            k | 1 << 60
        }
    }

    #[test]
    fn two_threads_keep_and_tighten_bounds_in_one_table_and_each_reads_the_others() {
        let shared = Shared::new(14);
        let (shared, keys) = (&shared, 0..3_000u64);
        std::thread::scope(|scope| {
            for t in 0..2u8 {
                let keys = keys.clone();
                scope.spawn(move || {
                    for n in keys {
                        let low = u8::try_from(n % 7).unwrap_or(0) + 1;
                        // Both threads store each key: thread 0 a floor, thread 1 a
                        // ceiling, as two searches proving bounds on one position.
                        shared.update(key(n), None, |b: &mut Bounds| {
                            if t == 0 {
                                b.0 = b.0.max(low);
                            } else {
                                b.1 = b.1.min(low + 3);
                            }
                        });
                        // And a key of its own.
                        let own = key(10_000 + 2 * n + u64::from(t));
                        shared.update(own, None, |b: &mut Bounds| *b = (t, low + t));
                    }
                });
            }
        });
        for n in keys {
            let low = u8::try_from(n % 7).unwrap_or(0) + 1;
            let (bounds, _) = shared.get(key(n));
            // Each write holds whichever came last: the floor, the ceiling or both.
            let b = bounds.unwrap_or_else(|| panic!("key {n} missing"));
            assert!(
                [(low, u8::MAX), (0, low + 3), (low, low + 3)].contains(&b),
                "key {n}: {b:?}"
            );
            for t in 0..2u8 {
                let own = shared.get(key(10_000 + 2 * n + u64::from(t))).0;
                assert_eq!(own, Some((t, low + t)), "thread {t}'s key {n}");
            }
        }
        assert_eq!(shared.get(key(3_000)).0, None);
    }

    #[test]
    fn a_full_table_keeps_no_more_keys_and_says_so() {
        let shared = Shared::new(3);
        let stored = (0..100u64)
            .filter(|&n| shared.update(key(n), None, |b: &mut Bounds| b.0 = 2))
            .count();
        let kept = (0..100u64).filter(|&n| shared.get(key(n)).0 == Some((2, u8::MAX)));
        assert_eq!(
            (stored, kept.count()),
            (6, 6),
            "three quarters of eight slots"
        );
        // A key kept is still updated when full.
        assert!(shared.update(key(0), None, |b: &mut Bounds| b.1 = 5));
        assert_eq!(shared.get(key(0)).0, Some((2, 5)));
        assert!(shared.full());
    }
}
