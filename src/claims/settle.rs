//! A judged value searched while another thread finds a lower bound on it. Crediting
//! finesses changes one choice only: a judged hand that may beat the card winning the trick
//! (its partner not winning, no finesse stated) takes the best of its lowest beating card,
//! its cheapest sure card and its highest beating card, where the plain policy takes the
//! sure card alone, or else the worst of its low card, its lowest beating card and its
//! highest card. The credited choices hold the sure card, or the lowest beating card, so
//! the finesse-credited value is never below the line's: once the line's value is known,
//! the credited search down from double dummy stops there rather than proving it again.

use super::policy::Policy;
use super::position::State;
use super::solve::Search;
use super::stop::Stop;
use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

/// No lower bound known yet.
pub const UNKNOWN: u8 = u8::MAX;

/// Why a settled search stopped.
enum Halt<C> {
    /// The caller's stop.
    Outer(C),
    /// The lower bound reached the bound under test: the value is settled.
    Settled,
}

/// A stop that also ends the test of `testing` once `at_least` reaches it.
struct OrSettled<'a, S> {
    outer: &'a S,
    at_least: &'a AtomicU8,
    testing: Cell<u8>,
}

impl<S: Stop> Stop for OrSettled<'_, S> {
    type Cancel = Halt<S::Cancel>;

    fn poll(&self) -> Result<(), Self::Cancel> {
        self.outer.poll().map_err(Halt::Outer)?;
        if settles(self.at_least, self.testing.get()) {
            return Err(Halt::Settled);
        }
        Ok(())
    }
}

/// Whether the bound found so far shows the value is at least `bound`.
fn settles(at_least: &AtomicU8, bound: u8) -> bool {
    let known = at_least.load(Ordering::Acquire);
    known != UNKNOWN && known >= bound
}

/// The judged value of `st` under `policy`, known to be at most `at_most` and at least
/// what `at_least` holds once another thread sets it (`UNKNOWN` until then): null-window
/// tests from `at_most` down, each given up as soon as the bound settles it.
///
/// # Errors
/// The stop's value when it stopped the search.
pub fn value_between<S: Stop>(
    policy: &Policy,
    st: &State,
    at_most: u8,
    at_least: &AtomicU8,
    stop: &S,
) -> Result<u8, S::Cancel> {
    let watch = OrSettled {
        outer: stop,
        at_least,
        testing: Cell::new(UNKNOWN),
    };
    let mut search = Search::new(policy, &watch);
    // Invariant: the value is at most `value`.
    let mut value = at_most.min(st.tricks_left());
    while value > 0 && !settles(at_least, value) {
        watch.testing.set(value);
        match search.is_below(st, value) {
            Ok(true) => value -= 1,
            Ok(false) | Err(Halt::Settled) => break,
            Err(Halt::Outer(cancel)) => return Err(cancel),
        }
    }
    Ok(value)
}
