//! A test shared with a thread that has nothing left of its own to do. A thread testing
//! whether a position's judged value is below a bound, where the value is the worst of
//! its children's (the judged side's opponents on turn, or a judged choice of the worst),
//! answers it child by child: the value is below the bound if one child's is (the trick
//! it gives counted), and not below if none is. It posts the test on a [`Board`] and takes
//! the children one at a time; an idle thread that comes to the board takes the next ones
//! with a search of its own. A child found below ends the test for both. The children's
//! own tests are split the same way down to [`SPLIT_DEPTH`] plies, and a thread waiting for
//! the other's answer to one of its children helps with that child's parts meanwhile.

use super::policy::Policy;
use super::position::{Mode, State};
use super::shared::Shared;
use super::solve::{Coarse, Search};
use super::stop::Stop;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How many plies from a test's root are split.
const SPLIT_DEPTH: u8 = 3;

/// How long a thread with nothing to do sleeps before it looks again.
const NAP: Duration = Duration::from_millis(1);

/// The tests on offer.
#[derive(Default)]
pub(super) struct Board<'p> {
    jobs: Mutex<Vec<Arc<Job<'p>>>>,
}

/// One test on offer: "is the value at the root below `bound`?", by its children.
struct Job<'p> {
    policy: &'p Policy,
    /// The suits of the other side pooled, if any (a search's table is for one kind).
    pooled: Option<u8>,
    /// The table the owner's search shares with a helping thread, if any.
    shared: Option<Arc<Shared>>,
    /// The coarser table the owner's search reads, if any (see `Search::reading`).
    coarse: Option<Coarse>,
    /// Each child: the trick the judged side won by its card (0 or 1), and the position.
    children: Vec<(u8, State)>,
    bound: u8,
    /// How many splits above this one.
    depth: u8,
    /// The children taken from the front (by the owner) and from the back (by a thread
    /// helping), so that the two search positions far apart at first (the children in
    /// between meet many of each other's).
    next: Ends,
    tally: Mutex<Tally>,
}

#[derive(Default)]
struct Tally {
    /// Children answered.
    answered: usize,
    /// Children taken, then given back unanswered (their thread was stopped).
    returned: Vec<usize>,
    /// A child is below: so is the root.
    below: bool,
    /// Its owner gave the test up (stopped): no answer counts.
    abandoned: bool,
}

/// A list taken by two threads from both ends: how many items were taken from the front
/// (low 32 bits) and from the back (high 32 bits), in one word.
#[derive(Debug, Default)]
pub(super) struct Ends(AtomicU64);

impl Ends {
    fn counts(taken: u64) -> (usize, usize) {
        let count = |n: u64| usize::try_from(n).unwrap_or(usize::MAX / 2);
        (count(taken & 0xffff_ffff), count(taken >> 32))
    }

    /// The next item of a list of `n` from the front or the back, if any is left.
    pub(super) fn take(&self, back: bool, n: usize) -> Option<usize> {
        let taken = self
            .0
            .fetch_add(if back { 1 << 32 } else { 1 }, Ordering::AcqRel);
        let (front, from_back) = Self::counts(taken);
        if front + from_back >= n {
            return None;
        }
        Some(if back { n - 1 - from_back } else { front })
    }

    /// Whether an item of a list of `n` is left.
    fn left(&self, n: usize) -> bool {
        let (front, back) = Self::counts(self.0.load(Ordering::Acquire));
        front + back < n
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<'p> Job<'p> {
    /// The next child to test from the front (the owner) or the back (a thread helping),
    /// if any is left and the test is still open.
    fn take(&self, back: bool) -> Option<usize> {
        let mut t = lock(&self.tally);
        if t.below || t.abandoned {
            return None;
        }
        if let Some(i) = t.returned.pop() {
            return Some(i);
        }
        drop(t);
        self.next.take(back, self.children.len())
    }

    /// Whether a child may still be taken.
    fn open(&self) -> bool {
        let t = lock(&self.tally);
        !(t.below || t.abandoned) && (!t.returned.is_empty() || self.next.left(self.children.len()))
    }

    /// Whether the answer is known or no longer wanted.
    fn over(&self) -> bool {
        let t = lock(&self.tally);
        t.below || t.abandoned
    }

    fn answer(&self, below: bool) {
        let mut t = lock(&self.tally);
        t.answered += 1;
        t.below |= below;
    }

    /// Child `i` taken but not answered: someone else takes it.
    fn give_back(&self, i: usize) {
        lock(&self.tally).returned.push(i);
    }

    /// Whether every child is answered (or one below).
    fn settled(&self) -> bool {
        let t = lock(&self.tally);
        t.below || t.answered == self.children.len()
    }

    /// Tests child `i` with `search` (of this job's policy), split in turn while shallow,
    /// and records the answer (or gives the child back when the search is stopped).
    fn test<S: Stop>(
        &self,
        board: &Board<'p>,
        search: &mut Search<'_, S>,
        i: usize,
    ) -> Result<(), S::Cancel> {
        let (add, child) = &self.children[i];
        let bound = self.bound.saturating_sub(*add);
        let below = if self.depth + 1 < SPLIT_DEPTH {
            board.split(self.policy, search, child, bound, self.depth + 1)
        } else {
            search.is_below_searched(child, bound)
        };
        match below {
            Ok(below) => {
                self.answer(below);
                Ok(())
            }
            Err(cancel) => {
                self.give_back(i);
                Err(cancel)
            }
        }
    }
}

impl<'p> Board<'p> {
    fn post(&self, job: Arc<Job<'p>>) {
        lock(&self.jobs).push(job);
    }

    fn withdraw(&self, job: &Arc<Job<'p>>) {
        lock(&self.jobs).retain(|j| !Arc::ptr_eq(j, job));
    }

    /// An open job on offer: of that policy and kind of position and deeper than that
    /// many splits, when given; the shallowest first (its parts are the largest).
    fn find(
        &self,
        of: Option<(&Policy, Option<u8>)>,
        deeper_than: Option<u8>,
    ) -> Option<Arc<Job<'p>>> {
        lock(&self.jobs)
            .iter()
            .filter(|j| of.is_none_or(|(p, k)| std::ptr::eq(p, j.policy) && k == j.pooled))
            .filter(|j| deeper_than.is_none_or(|d| j.depth > d))
            .filter(|j| j.open())
            .min_by_key(|j| j.depth)
            .cloned()
    }

    /// Whether `st`'s judged value is below `bound` ([`Search::is_below`]), the test
    /// offered to an idle thread child by child when the root takes the worst of its
    /// children (else tested alone). `policy` is `search`'s.
    ///
    /// # Errors
    /// The stop's value when it stopped the search.
    pub(super) fn is_below<S: Stop>(
        &self,
        policy: &'p Policy,
        search: &mut Search<'_, S>,
        st: &State,
        bound: u8,
    ) -> Result<bool, S::Cancel> {
        self.split(policy, search, st, bound, 0)
    }

    fn split<S: Stop>(
        &self,
        policy: &'p Policy,
        search: &mut Search<'_, S>,
        st: &State,
        bound: u8,
        depth: u8,
    ) -> Result<bool, S::Cancel> {
        if bound == 0 || st.cards_left() == 0 {
            return search.is_below_searched(st, bound);
        }
        // A play below the bound answers at once, as it does a test not split (tried at
        // the test's root only).
        if depth == 0 && search.a_play_below(st, bound) {
            return Ok(true);
        }
        let (mode, children) = search.children(st);
        if mode != Mode::Min || children.len() < 2 {
            return search.is_below_searched(st, bound);
        }
        let job = Arc::new(Job {
            policy,
            pooled: st.pool.map(|p| p.suits),
            shared: search.shared(),
            coarse: search.coarse(),
            children,
            bound,
            depth,
            next: Ends::default(),
            tally: Mutex::new(Tally::default()),
        });
        self.post(Arc::clone(&job));
        let result = self.finish(&job, search);
        self.withdraw(&job);
        match result {
            Ok(()) => Ok(lock(&job.tally).below),
            Err(cancel) => {
                lock(&job.tally).abandoned = true;
                Err(cancel)
            }
        }
    }

    /// The owner's part of `job`: its children, then, while another thread still tests
    /// one, the parts of that child's test that thread offers.
    fn finish<S: Stop>(&self, job: &Job<'p>, search: &mut Search<'_, S>) -> Result<(), S::Cancel> {
        loop {
            if let Some(i) = job.take(false) {
                job.test(self, search, i)?;
            } else if job.settled() {
                return Ok(());
            } else if let Some(other) = self.find(Some((job.policy, job.pooled)), Some(job.depth)) {
                if let Some(i) = other.take(true) {
                    other.test(self, search, i)?;
                }
            } else {
                // The test may have become pointless meanwhile (see `race`).
                search.poll()?;
                std::thread::sleep(NAP);
            }
        }
    }

    /// Takes the children of the tests on offer, while `busy` says the thread has
    /// nothing else to do (asked at least every millisecond or so between children);
    /// how many children it answered.
    ///
    /// # Errors
    /// The stop's value when it stopped a search.
    pub(super) fn help<S: Stop>(
        &self,
        stop: &S,
        busy: impl Fn() -> bool,
    ) -> Result<usize, S::Cancel> {
        let helper = Helper {
            outer: stop,
            job: Mutex::new(None),
        };
        // One search (with its table) for each policy and kind of position met, with the
        // table shared by the last job of that kind (a new shared table is a new proof:
        // the search that shared the last one is dropped, and that table with it once
        // its owner is done).
        type Searches<'h, 'p, S> = Vec<(&'p Policy, Option<u8>, Search<'h, Helper<'h, 'p, S>>)>;
        let mut searches: Searches<'_, 'p, S> = Vec::new();
        let mut answered = 0;
        while busy() {
            let Some(job) = self.find(None, None) else {
                std::thread::sleep(NAP);
                continue;
            };
            let table = job.shared.as_ref().map(Arc::as_ptr);
            let kind = |(p, k, _): &(&Policy, Option<u8>, _)| {
                std::ptr::eq(*p, job.policy) && *k == job.pooled
            };
            searches.retain(|s| !kind(s) || s.2.shared().as_ref().map(Arc::as_ptr) == table);
            let at = searches.iter().position(kind).unwrap_or_else(|| {
                let mut search = Search::new(job.policy, &helper).reading(job.coarse.clone());
                if let Some(shared) = &job.shared {
                    search = search.sharing(Arc::clone(shared));
                }
                searches.push((job.policy, job.pooled, search));
                searches.len() - 1
            });
            *lock(&helper.job) = Some(Arc::clone(&job));
            while let Some(i) = job.take(true) {
                match job.test(self, &mut searches[at].2, i) {
                    Ok(()) => answered += 1,
                    Err(Halted::Outer(cancel)) => return Err(cancel),
                    Err(Halted::Over) => break,
                }
            }
            *lock(&helper.job) = None;
        }
        Ok(answered)
    }
}

/// The helping thread's stop: the caller's, and the end of the test it helps with.
struct Helper<'a, 'p, S> {
    outer: &'a S,
    job: Mutex<Option<Arc<Job<'p>>>>,
}

enum Halted<C> {
    Outer(C),
    Over,
}

impl<S: Stop> Stop for Helper<'_, '_, S> {
    type Cancel = Halted<S::Cancel>;

    fn poll(&self) -> Result<(), Self::Cancel> {
        self.outer.poll().map_err(Halted::Outer)?;
        if lock(&self.job).as_ref().is_some_and(|j| j.over()) {
            return Err(Halted::Over);
        }
        Ok(())
    }
}
