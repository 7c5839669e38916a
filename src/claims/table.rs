//! The search's transposition table: bounds on the judged value by position key (and the
//! packing of holders its keys use). Most
//! keys (ten tricks left or fewer) fit with their bounds in one 16-byte slot, four to a
//! cache line; the others take 32-byte slots; both arrays are found by linear probing, so
//! a look-up costs one cache miss where a general-purpose map costs two (its control
//! bytes, then the entry), and the slot found when a position is first met is where its
//! bounds are stored when its search ends. The rare widest keys (a line naming over
//! eleven cards) keep a general map. Small slots also mean less fresh memory, which the
//! system must clear before handing it over.

use super::position::{Holding, count};
use super::shared::Shared;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;

/// The position at a trick's start, ranks made relative (made by the search): for each
/// suit, the holder of each card still in play, highest first; then the known voids, the
/// leader and, 4 bits each, the relative place of the line's named cards (15: played).
/// `Small` packs them in at most [`SMALL_BITS`] bits under a leading 1; `Narrow` in
/// three words (up to eleven named cards), `Wide` in five.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Key {
    Small(u128),
    Narrow([u64; 3]),
    Wide([u64; 5]),
}

/// The bits a small key may use, its leading 1 included (a slot keeps 8 for bounds).
pub(super) const SMALL_BITS: u32 = 120;

/// Bounds `(at least, at most)` on a judged value; `(0, u8::MAX)`: nothing known.
pub(super) type Bounds = (u8, u8);

/// Where a key was looked up: its slot (when found) or the free slot it would take, and
/// the array's size then. It stays right while the array keeps that size and the free
/// slot stays free: no slot is ever freed, so the slots before it on the key's probe
/// path stay taken by other keys, and the key itself is not stored meanwhile (the
/// positions searched below one have fewer cards, hence other keys).
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    pub(super) slot: usize,
    pub(super) size: usize,
}

/// A slot of an array: empty when all zero.
trait Slot: Copy + IsZeroable {
    type K: Copy + Eq;
    fn used(&self) -> bool;
    fn holds(&self, k: &Self::K) -> bool;
    fn key(&self) -> Self::K;
    fn bounds(&self) -> Bounds;
    fn new(k: Self::K, b: Bounds) -> Self;
    fn hash(k: &Self::K) -> u64;
}

/// Types whose all-zero value `vec!` can take from zeroed memory.
trait IsZeroable {
    fn zeroed(n: usize) -> Vec<Self>
    where
        Self: Sized;
}

impl IsZeroable for u128 {
    fn zeroed(n: usize) -> Vec<Self> {
        huge_pages(vec![0; n])
    }
}

impl IsZeroable for [u64; 4] {
    fn zeroed(n: usize) -> Vec<Self> {
        huge_pages(vec![[0; 4]; n])
    }
}

/// Asks Linux to back a large array with huge pages: the table is read at random, and
/// with 4 KiB pages most look-ups past a few megabytes also miss the address cache
/// (`MADV_HUGEPAGE`, for systems whose transparent huge pages are "madvise").
/// Elsewhere, and for small arrays, the array as it is.
fn huge_pages<T>(v: Vec<T>) -> Vec<T> {
    advise_huge(v.as_ptr().cast(), std::mem::size_of_val(v.as_slice()));
    v
}

/// [`huge_pages`] for the `bytes` bytes from `start`, memory of the caller's.
pub(super) fn advise_huge(start: *const u8, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        if bytes >= 2 * HUGE {
            let start = start as usize;
            let first = start.next_multiple_of(HUGE);
            let end = (start + bytes) / HUGE * HUGE;
            if end > first {
                // SAFETY: the range lies inside the caller's own allocation, and the
                // advice changes no byte of it (only how it is backed).
                unsafe {
                    libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
                }
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, bytes);
}

/// A bound in 4 bits: 0..=13 tricks, 15 for "nothing known" (`u8::MAX`).
pub(super) const fn pack(b: Bounds) -> u8 {
    let hi = if b.1 > 13 { 15 } else { b.1 };
    (b.0 & 15) << 4 | hi
}

pub(super) const fn unpack(v: u8) -> Bounds {
    let hi = v & 15;
    (v >> 4, if hi == 15 { u8::MAX } else { hi })
}

/// The hash of a small key.
pub(super) fn mix_key(k: u128) -> u64 {
    #[allow(clippy::cast_possible_truncation)] // the halves
    let (high, low) = ((k >> 64) as u64, k as u64);
    mix(high.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(26) ^ low)
}

fn mix(h: u64) -> u64 {
    (h ^ h >> 31).wrapping_mul(0x1656_67b1_9e37_79f9)
}

impl Slot for u128 {
    type K = u128;
    fn used(&self) -> bool {
        *self != 0
    }
    fn holds(&self, k: &u128) -> bool {
        *self >> 8 == *k
    }
    fn key(&self) -> u128 {
        *self >> 8
    }
    fn bounds(&self) -> Bounds {
        #[allow(clippy::cast_possible_truncation)] // the low byte
        unpack(*self as u8)
    }
    fn new(k: u128, b: Bounds) -> Self {
        k << 8 | u128::from(pack(b))
    }
    fn hash(k: &u128) -> u64 {
        mix_key(*k)
    }
}

impl Slot for [u64; 4] {
    type K = [u64; 3];
    fn used(&self) -> bool {
        self[3] != 0
    }
    fn holds(&self, k: &[u64; 3]) -> bool {
        self[..3] == k[..]
    }
    fn key(&self) -> [u64; 3] {
        [self[0], self[1], self[2]]
    }
    fn bounds(&self) -> Bounds {
        #[allow(clippy::cast_possible_truncation)] // the low byte
        unpack(self[3] as u8)
    }
    fn new(k: [u64; 3], b: Bounds) -> Self {
        [k[0], k[1], k[2], 1 << 8 | u64::from(pack(b))]
    }
    fn hash(k: &[u64; 3]) -> u64 {
        let h = (k[0].wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(26) ^ k[1])
            .wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
            .rotate_left(26)
            ^ k[2];
        mix(h)
    }
}

/// An array of slots, linear probing, grown by doubling past three quarters full.
#[derive(Debug)]
struct Slots<S> {
    slots: Vec<S>,
    len: usize,
    /// 64 minus the number of index bits.
    shift: u32,
}

/// Slots to begin with.
const FIRST_BITS: u32 = 12;

impl<S: Slot> Default for Slots<S> {
    fn default() -> Self {
        Self {
            slots: S::zeroed(1 << FIRST_BITS),
            len: 0,
            shift: 64 - FIRST_BITS,
        }
    }
}

impl<S: Slot> Clone for Slots<S> {
    /// A copy in an array of its own asked for huge pages, as a new one is (a copy of a
    /// vector would not be).
    fn clone(&self) -> Self {
        let mut slots = S::zeroed(self.slots.len());
        slots.copy_from_slice(&self.slots);
        Self {
            slots,
            len: self.len,
            shift: self.shift,
        }
    }
}

impl<S: Slot> Slots<S> {
    fn get(&self, k: &S::K) -> (Option<Bounds>, Place) {
        let (found, slot) = self.probe(k);
        let place = Place {
            slot,
            size: self.slots.len(),
        };
        (found.then(|| self.slots[slot].bounds()), place)
    }

    fn update(&mut self, k: S::K, place: Option<Place>, f: impl FnOnce(&mut Bounds)) {
        let mut i = match place {
            Some(p)
                if p.size == self.slots.len()
                    && (!self.slots[p.slot].used() || self.slots[p.slot].holds(&k)) =>
            {
                p.slot
            }
            _ => self.probe(&k).1,
        };
        let fresh = !self.slots[i].used();
        let mut bounds = if fresh {
            (0, u8::MAX)
        } else {
            self.slots[i].bounds()
        };
        f(&mut bounds);
        if fresh {
            self.len += 1;
            if self.len * 4 > self.slots.len() * 3 {
                self.grow();
                i = self.probe(&k).1;
            }
        }
        self.slots[i] = S::new(k, bounds);
    }

    /// `(true, slot)` when `k` is in the array, else `(false, the free slot it would
    /// take)`.
    fn probe(&self, k: &S::K) -> (bool, usize) {
        let mask = self.slots.len() - 1;
        let mut i = usize::try_from(S::hash(k) >> self.shift).unwrap_or(0);
        loop {
            let slot = &self.slots[i];
            if !slot.used() {
                return (false, i);
            }
            if slot.holds(k) {
                return (true, i);
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let old = std::mem::replace(&mut self.slots, S::zeroed(0));
        self.shift -= 1;
        self.slots = S::zeroed(old.len() * 2);
        for slot in old.into_iter().filter(Slot::used) {
            let (_, i) = self.probe(&slot.key());
            self.slots[i] = slot;
        }
    }
}

/// The table. Copying it copies every bound (each holds for the policy it was found for,
/// whoever reads it).
#[derive(Debug, Clone, Default)]
pub(super) struct Table {
    small: Slots<u128>,
    narrow: Slots<[u64; 4]>,
    wide: HashMap<Words<5>, Bounds, BuildHasherDefault<Fx>>,
    /// Small keys kept in a table shared with another thread instead (see `shared`);
    /// once that one is full, new ones in `small` again.
    shared: Option<Arc<Shared>>,
}

impl Table {
    /// This table with its small keys kept in `shared` from now on.
    pub(super) fn share(&mut self, shared: Arc<Shared>) {
        self.shared = Some(shared);
    }

    /// The table shared with another thread, if any.
    pub(super) fn shared(&self) -> Option<&Arc<Shared>> {
        self.shared.as_ref()
    }

    /// The bounds of `key`, and where it lies.
    pub(super) fn get(&self, key: &Key) -> (Option<Bounds>, Option<Place>) {
        match key {
            Key::Small(k) => {
                let (b, p) = match &self.shared {
                    // Once the shared table is full, new keys are in this one's own.
                    Some(shared) => match shared.get(*k) {
                        (None, _) if shared.full() => return (self.small.get(k).0, None),
                        found => found,
                    },
                    None => self.small.get(k),
                };
                (b, Some(p))
            }
            Key::Narrow(k) => {
                let (b, p) = self.narrow.get(k);
                (b, Some(p))
            }
            Key::Wide(k) => (self.wide.get(&Words(*k)).copied(), None),
        }
    }

    /// Updates the bounds of `key` (`(0, u8::MAX)` when missing); `place` is what
    /// [`Table::get`] said for this key (checked: a grown array or a slot taken since
    /// means looking again).
    pub(super) fn update(&mut self, key: Key, place: Option<Place>, f: impl Fn(&mut Bounds)) {
        match key {
            Key::Small(k) => match &self.shared {
                Some(shared) if shared.update(k, place, &f) => {}
                Some(_) => self.small.update(k, None, f),
                None => self.small.update(k, place, f),
            },
            Key::Narrow(k) => self.narrow.update(k, place, f),
            Key::Wide(k) => f(self.wide.entry(Words(k)).or_insert((0, u8::MAX))),
        }
    }
}

/// Words hashed one at a time (a slice of integers would be hashed byte by byte).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Words<const N: usize>([u64; N]);

impl<const N: usize> std::hash::Hash for Words<N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for &w in &self.0 {
            state.write_u64(w);
        }
    }
}

/// A fast hasher for the wide keys (no untrusted input reaches it).
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// The bits of `x` where `mask` has one, packed low (the `pext` instruction, from two
/// 7-bit tables: a rank's bit is 2 to 14).
pub(super) fn compress(x: Holding, mask: Holding) -> u16 {
    let low_ranks = mask & 0x1fc; // ranks 2 to 8: the low table's
    let (x, mask) = (x >> 2, mask >> 2);
    let low = COMPRESS[usize::from(mask & 0x7f)][usize::from(x & 0x7f)];
    let high = COMPRESS[usize::from(mask >> 7 & 0x7f)][usize::from(x >> 7 & 0x7f)];
    u16::from(low) | u16::from(high) << count(low_ranks)
}

/// `COMPRESS[mask][x]`: the bits of `x` where `mask` has one, packed low (7 bits).
static COMPRESS: [[u8; 128]; 128] = {
    let mut t = [[0u8; 128]; 128];
    let mut mask = 0;
    while mask < 128 {
        let mut x = 0;
        while x < 128 {
            let (mut out, mut k, mut bit) = (0u8, 0, 0);
            while bit < 7 {
                if mask & (1 << bit) != 0 {
                    if x & (1 << bit) != 0 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
                bit += 1;
            }
            t[mask][x] = out;
            x += 1;
        }
        mask += 1;
    }
    t
};
