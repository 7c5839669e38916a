//! The line's value found by two threads at once: one searches the claim's own deal, the
//! other the position with the other side's cards pooled ([`State::pooled`]), whose value
//! is at most the deal's. Each answer one of them finds settles a question for both: the
//! deal below a bound means the pooled position is too, and the pooled position at least
//! a bound means the deal is too. Which search answers a question sooner varies from one
//! position to another (the pooled one mostly, not where the line falls far below double
//! dummy): together, the line's value takes about as long as the sooner of the two.
//!
//! Each thread tests, from the top, the highest value not yet ruled out, and gives up a
//! test as soon as the other thread's answers make it pointless.

use super::policy::Policy;
use super::position::State;
use super::shared::Shared;
use super::solve::{Coarse, PLAYS, Search, plays_at};
use super::split::Board;
use super::stop::Stop;
use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};

/// What both threads know of the deal's value: at least `at_least`, below `below`.
pub(super) struct Race {
    at_least: AtomicU8,
    below: AtomicU8,
    /// Whether the pooled value is wanted for itself (the line's, for the location
    /// test): then the pooled thread goes on once the deal's value is known, to tell
    /// whether the pooled value is the same.
    keep_pooled: bool,
    /// Whether double dummy bounds the value yet (before, the tricks left do, and a
    /// play's tricks).
    bounded: AtomicBool,
}

/// Why a raced test stopped.
enum Halt<C> {
    /// The caller's stop.
    Outer(C),
    /// The other thread's answers made the test pointless.
    Pointless,
}

/// Which position a thread searches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The claim's own deal.
    Deal,
    /// The other side's cards pooled.
    Pooled,
}

/// A stop that also ends a thread's test once the other's answers make it pointless.
struct Watch<'a, S> {
    outer: &'a S,
    race: &'a Race,
    side: Side,
    /// The bound under test, if any.
    testing: Cell<Option<u8>>,
    /// Testing the side suits pooled (see [`Race::pooled`]): the bound every suit
    /// pooled fell below, which the test is pointless once the deal is found below.
    turned: Cell<Option<u8>>,
}

impl<S: Stop> Stop for Watch<'_, S> {
    type Cancel = Halt<S::Cancel>;

    fn poll(&self) -> Result<(), Self::Cancel> {
        self.outer.poll().map_err(Halt::Outer)?;
        if let Some(bound) = self.testing.get()
            && self.race.pointless(self.side, bound)
        {
            return Err(Halt::Pointless);
        }
        if self.turned.get().is_some_and(|b| self.race.known().1 < b) {
            return Err(Halt::Pointless);
        }
        Ok(())
    }
}

impl Race {
    /// Nothing known yet but that the value is at most `at_most`: double dummy
    /// (`bounded`) or the tricks left; `keep_pooled`: see [`Race::pooled`].
    pub(super) fn new(at_most: u8, keep_pooled: bool, bounded: bool) -> Self {
        Self {
            at_least: AtomicU8::new(0),
            below: AtomicU8::new(at_most.saturating_add(1)),
            keep_pooled,
            bounded: AtomicBool::new(bounded),
        }
    }

    /// The value is also at most `at_most` (a play's tricks).
    pub(super) fn cap(&self, at_most: u8) {
        self.below
            .fetch_min(at_most.saturating_add(1), Ordering::AcqRel);
    }

    /// The value is also at most `dd`, double dummy, known once the race has begun.
    pub(super) fn double_dummy(&self, dd: u8) {
        self.cap(dd);
        self.bounded.store(true, Ordering::Release);
    }

    /// The bounds known: (at least, at most).
    fn known(&self) -> (u8, u8) {
        let below = self.below.load(Ordering::Acquire);
        (
            self.at_least.load(Ordering::Acquire),
            below.saturating_sub(1),
        )
    }

    /// Whether the test "is `side`'s value below `bound`?" can no longer tell anything:
    /// for the deal, once its value is known to be at least `bound`; for the pooled
    /// position, once the deal is known to be below `bound` (so is the pooled position),
    /// or at least `bound` + 1 (the pooled value, then known below `bound` + 1, is below
    /// the deal's whatever this test says), or once the deal's value is known when the
    /// pooled value is not wanted for itself.
    fn pointless(&self, side: Side, bound: u8) -> bool {
        let (lo, hi) = self.known();
        match side {
            Side::Deal => bound <= lo,
            Side::Pooled => bound > hi || bound < lo || (!self.keep_pooled && lo >= hi),
        }
    }

    /// A stop for `side`'s thread.
    const fn watch<'a, S>(&'a self, outer: &'a S, side: Side) -> Watch<'a, S> {
        Watch {
            outer,
            race: self,
            side,
            testing: Cell::new(None),
            turned: Cell::new(None),
        }
    }

    /// The deal's thread, for `policy` at `st`: tests the highest value not ruled out
    /// until the deal's value is known; that value, and the search with its table (for
    /// the principal variation and the work after).
    /// With a `board`, each test is offered there part by part to a thread that has
    /// nothing else to do (see `split`).
    ///
    /// # Errors
    /// The caller's stop's value when it stopped the search.
    pub(super) fn deal<'p, S: Stop>(
        &self,
        policy: &'p Policy,
        st: &State,
        stop: &'p S,
        board: Option<&Board<'p>>,
    ) -> Result<(u8, Search<'p, S>), S::Cancel> {
        stop.poll()?;
        let watch = self.watch(stop, Side::Deal);
        let mut search = Search::new(policy, &watch);
        // A play's tricks bound the deal's value (and the pooled one's) from above: the
        // tests start there (see `Search::some_play`).
        let (_, hi) = self.known();
        let least = search.some_play(st, hi, plays_at(PLAYS, st));
        self.cap(least);
        loop {
            let (lo, hi) = self.known();
            if lo >= hi {
                return Ok((hi, search.with_stop(policy, stop)));
            }
            watch.testing.set(Some(hi));
            let below = match board {
                Some(board) => board.is_below(policy, &mut search, st, hi),
                None => search.is_below(st, hi),
            };
            match below {
                Ok(true) => {
                    self.below.fetch_min(hi, Ordering::AcqRel);
                }
                Ok(false) => {
                    self.at_least.fetch_max(hi, Ordering::AcqRel);
                }
                Err(Halt::Pointless) => {}
                Err(Halt::Outer(cancel)) => return Err(cancel),
            }
        }
    }

    /// The pooled thread, for `policy` at the pooled position `st` (every suit pooled):
    /// tests the highest value not yet ruled out until it proves one (the pooled value,
    /// reported) or no test can tell anything more (no value: the pooled value is below
    /// the deal's; or unknown, when the deal's value is known and the race was told not
    /// to keep the pooled one).
    /// With `side`, the position with the trumps left out of the pool: once every suit
    /// pooled falls below a bound the deal may still reach, the thread tests that
    /// position instead (whose value lies between the two) while the deal may reach it.
    /// Where the line falls only when trumps are moved, its proof there is the location
    /// test's for the side suits and also gives the deal's value, while every suit
    /// pooled gives neither; once the deal is found below that bound, every suit pooled
    /// is tested again, its search taken up where it was.
    /// With a `board`, each test is offered there part by part to a thread that has
    /// nothing else to do (see `split`), both threads keeping the positions of the first
    /// tricks' searches in one table (see `shared`).
    ///
    /// # Errors
    /// The caller's stop's value when it stopped the search.
    pub(super) fn pooled<'p, S: Stop>(
        &self,
        policy: &'p Policy,
        st: &State,
        side: Option<&State>,
        stop: &S,
        board: Option<&Board<'p>>,
    ) -> Result<Pooled, S::Cancel> {
        let watch = self.watch(stop, Side::Pooled);
        // Split only where the table is shared (a helper with a table of its own would
        // search again what this thread has found).
        let bits = shared_bits(st.tricks_left());
        let board = board.filter(|_| bits.is_some());
        let new_search = || {
            let search = Search::new(policy, &watch);
            match (bits, board) {
                (Some(bits), Some(_)) => search.sharing(Arc::new(Shared::new(bits))),
                _ => search,
            }
        };
        // Each position tested: its search, and a bound its value is known to be below;
        // the side suits' once every suit pooled fell below a bound the deal might still
        // reach (that bound first).
        let left = st.tricks_left().saturating_add(1);
        let mut every = (new_search(), left);
        let mut fewer = None;
        loop {
            let (lo, hi) = self.known();
            // The side suits are tested while the deal may reach that bound and they are
            // not found below it (then, should the deal reach it, the line falls there as
            // with every suit pooled).
            let turned = fewer
                .as_ref()
                .filter(|(b, (_, own))| hi >= *b && *own > *b)
                .map(|(b, _)| *b);
            watch.turned.set(turned);
            let (at, (search, own)) = match (side, &mut fewer) {
                (Some(side), Some((_, front))) if turned.is_some() => (side, front),
                _ => (st, &mut every),
            };
            let report = |value| Pooled {
                suits: at.pool.map_or(0, |p| p.suits),
                value,
                all_below: turned,
            };
            if !self.keep_pooled && lo >= hi {
                return Ok(report(None));
            }
            let bound = hi.min(own.saturating_sub(1));
            if bound < lo || bound == 0 {
                // Below the deal's value, or nothing: no test can tell more.
                return Ok(report((bound == 0 && lo == 0).then_some(0)));
            }
            watch.testing.set(Some(bound));
            let below = match board {
                Some(board) => board.is_below(policy, search, at, bound),
                None => search.is_below(at, bound),
            };
            match below {
                Ok(true) => {
                    *own = bound;
                    if side.is_some()
                        && fewer.is_none()
                        && self.bounded.load(Ordering::Acquire)
                        && self.known().1 >= bound
                    {
                        // Its search reads what every suit pooled has found.
                        let coarse = every.0.shared().map(|table| Coarse {
                            table,
                            suits: st.pool.map_or(0, |p| p.suits),
                        });
                        fewer = Some((bound, (new_search().reading(coarse), left)));
                    }
                }
                Ok(false) => {
                    self.at_least.fetch_max(bound, Ordering::AcqRel);
                    return Ok(report(Some(bound)));
                }
                Err(Halt::Pointless) => {}
                Err(Halt::Outer(cancel)) => return Err(cancel),
            }
        }
    }
}

/// What the pooled thread of a race found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Pooled {
    /// The suits pooled at the position it reports on: every suit, or the side suits
    /// once every suit pooled fell below a bound the deal might reach.
    pub suits: u8,
    /// That position's value, if found (see [`Race::pooled`]).
    pub value: Option<u8>,
    /// With the side suits: the bound every suit pooled was found below.
    pub all_below: Option<u8>,
}

/// The size of the table shared by the threads of a pooled search with `tricks` tricks
/// left (a bit count, see [`Shared::new`]): 64 MiB in the first trick, 32 in the second,
/// where the proofs are long enough for a second thread to pay; none after, where a
/// thread with a table of its own does as well.
pub(super) const fn shared_bits(tricks: u8) -> Option<u32> {
    match tricks {
        13.. => Some(22),
        12 => Some(21),
        _ => None,
    }
}
