//! The search's transposition table: bounds on the judged value by position key. The
//! common (narrow) keys live in one array of 32-byte slots, a slot to a half cache line,
//! found by linear probing: a look-up costs one miss where a general-purpose map costs
//! two (its control bytes, then the entry), and the slot found when a position is first
//! met is where its bounds are stored when its search ends. The rare wide keys (a line
//! naming over eleven cards) keep a general map.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The position at a trick's start, ranks made relative (made by the search): for each
/// suit, the holder of each card still in play, highest first (two words); then the known
/// voids, the leader and, 4 bits each, the relative place of the line's first eleven
/// named cards (15: played). A line naming more cards puts the other places in a wider
/// key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Key {
    Narrow([u64; 3]),
    Wide([u64; 5]),
}

/// Bounds `(at least, at most)` on a judged value; `(0, u8::MAX)`: nothing known.
pub(super) type Bounds = (u8, u8);

/// One slot of the array.
#[derive(Debug, Clone, Copy, Default)]
#[repr(C, align(32))]
struct Slot {
    key: [u64; 3],
    bounds: Bounds,
    used: bool,
}

/// Where a narrow key was looked up: its slot (when found) or the free slot it would
/// take, and the table's size then. It stays right while the table keeps that size and
/// the free slot stays free: no slot is ever freed, so the slots before it on the key's
/// probe path stay taken by other keys, and the key itself is not stored meanwhile (the
/// positions searched below one have fewer cards, hence other keys).
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    slot: usize,
    size: usize,
}

/// The table. Copying it copies every bound (each holds for the policy it was found for,
/// whoever reads it).
#[derive(Debug, Clone)]
pub(super) struct Table {
    slots: Vec<Slot>,
    /// Used slots.
    len: usize,
    /// 64 minus the number of index bits.
    shift: u32,
    wide: HashMap<Words<5>, Bounds, BuildHasherDefault<Fx>>,
}

/// Slots to begin with (grows by doubling, past three quarters full).
const FIRST_BITS: u32 = 12;

impl Default for Table {
    fn default() -> Self {
        Self {
            slots: vec![Slot::default(); 1 << FIRST_BITS],
            len: 0,
            shift: 64 - FIRST_BITS,
            wide: HashMap::default(),
        }
    }
}

impl Table {
    /// The bounds of `key`, and for a narrow key where it lies.
    pub(super) fn get(&self, key: &Key) -> (Option<Bounds>, Option<Place>) {
        match key {
            Key::Narrow(k) => {
                let (found, slot) = self.probe(k);
                let place = Place {
                    slot,
                    size: self.slots.len(),
                };
                (found.then(|| self.slots[slot].bounds), Some(place))
            }
            Key::Wide(k) => (self.wide.get(&Words(*k)).copied(), None),
        }
    }

    /// The bounds of `key` to update, made `(0, u8::MAX)` if missing; `place` is what
    /// [`Table::get`] said for this key (checked: a grown table or a slot taken since
    /// means looking again).
    pub(super) fn entry(&mut self, key: Key, place: Option<Place>) -> &mut Bounds {
        let k = match key {
            Key::Narrow(k) => k,
            Key::Wide(k) => return self.wide.entry(Words(k)).or_insert((0, u8::MAX)),
        };
        let i = match place {
            Some(Place { slot, size })
                if size == self.slots.len()
                    && (!self.slots[slot].used || self.slots[slot].key == k) =>
            {
                slot
            }
            _ => self.probe(&k).1,
        };
        if !self.slots[i].used {
            if (self.len + 1) * 4 > self.slots.len() * 3 {
                self.grow();
                let (_, j) = self.probe(&k);
                return self.take(j, k);
            }
            return self.take(i, k);
        }
        &mut self.slots[i].bounds
    }

    fn take(&mut self, i: usize, k: [u64; 3]) -> &mut Bounds {
        self.len += 1;
        let slot = &mut self.slots[i];
        *slot = Slot {
            key: k,
            bounds: (0, u8::MAX),
            used: true,
        };
        &mut slot.bounds
    }

    /// `(true, slot)` when `k` is in the table, else `(false, the free slot it would
    /// take)`.
    fn probe(&self, k: &[u64; 3]) -> (bool, usize) {
        let mask = self.slots.len() - 1;
        let mut i = self.index(k);
        loop {
            let slot = &self.slots[i];
            if !slot.used {
                return (false, i);
            }
            if slot.key == *k {
                return (true, i);
            }
            i = (i + 1) & mask;
        }
    }

    fn index(&self, k: &[u64; 3]) -> usize {
        let h = (k[0].wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(26) ^ k[1])
            .wrapping_mul(0xc2b2_ae3d_27d4_eb4f)
            .rotate_left(26)
            ^ k[2];
        let h = h.wrapping_mul(0x1656_67b1_9e37_79f9);
        usize::try_from(h >> self.shift).unwrap_or(0)
    }

    fn grow(&mut self) {
        let old = std::mem::take(&mut self.slots);
        self.shift -= 1;
        self.slots = vec![Slot::default(); old.len() * 2];
        for slot in old.into_iter().filter(|s| s.used) {
            let (_, i) = self.probe(&slot.key);
            self.slots[i] = slot;
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
