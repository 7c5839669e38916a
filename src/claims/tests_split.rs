//! A test split between two threads ([`super::split`]), on random small positions (fixed
//! seed): the answer is the one a single search gives, with a table of each thread's own
//! or one for both ([`super::shared`], large or too small to keep every position), the
//! helping thread takes part, and a stopped test gives no answer and lets the helper go.

use super::policy::Policy;
use super::position::{ALL_SUITS, State};
use super::shared::Shared;
use super::solve::Search;
use super::split::Board;
use super::stop::{Never, Stop, unstoppable};
use super::tests_pool::declaring;
use super::tests_search::{Rng, plain};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A stop that never stops, but sleeps at each question: the tests of this thread's
/// children take long enough for the other thread, which looks for work every
/// millisecond, to take some.
struct Sleepy;

impl Stop for Sleepy {
    type Cancel = std::convert::Infallible;

    fn poll(&self) -> Result<(), Self::Cancel> {
        std::thread::sleep(std::time::Duration::from_millis(2));
        Ok(())
    }
}

/// `st`'s value below `bound`? Tested on this thread, with another helping until the
/// answer is known; the answer, and how many children the helper answered.
fn split<S: Stop + Sync>(
    p: &Policy,
    st: &State,
    bound: u8,
    stop: &S,
) -> (Result<bool, S::Cancel>, usize)
where
    S::Cancel: Send + std::fmt::Debug,
{
    split_with(p, st, bound, Search::new(p, stop))
}

/// [`split`] with this thread's `search` (of policy `p`).
fn split_with<S: Stop + Sync>(
    p: &Policy,
    st: &State,
    bound: u8,
    mut search: Search<'_, S>,
) -> (Result<bool, S::Cancel>, usize)
where
    S::Cancel: Send + std::fmt::Debug,
{
    let board = Board::default();
    let done = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let helper =
            scope.spawn(|| unstoppable(board.help(&Never, || !done.load(Ordering::Acquire))));
        let below = board.is_below(p, &mut search, st, bound);
        done.store(true, Ordering::Release);
        let helped = helper
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e));
        (below, helped)
    })
}

/// Sixty random positions from `seed`, each tested split at its value and one above:
/// the answers are a single search's, both answers are met, and the helper answers
/// children of its own. With `shared`, the positions are pooled and both threads use
/// one table, every other one too small to keep all its positions.
fn split_answers(seed: u8, shared: bool) {
    let mut rng = Rng::new(seed);
    let (mut below, mut not_below, mut helped) = (0, 0, 0);
    for i in 0..60 {
        let n = 4 + rng.below(2);
        let (mut st, p, mut value) = declaring(&mut rng, n);
        let mut table = None;
        if shared {
            st = st.pooled(p.judged, ALL_SUITS);
            value = plain(&p, &st);
            table = Some(Arc::new(Shared::new(if i % 2 == 0 { 12 } else { 3 })));
        }
        for bound in [value, value + 1] {
            let mut search = Search::new(&p, &Sleepy);
            if let Some(table) = &table {
                search = search.sharing(Arc::clone(table));
            }
            let (answer, by_helper) = split_with(&p, &st, bound, search);
            let answer = unstoppable(answer);
            assert_eq!(
                answer,
                value < bound,
                "{st:?} {p:?}: value {value}, bound {bound}"
            );
            below += usize::from(answer);
            not_below += usize::from(!answer);
            helped += by_helper;
        }
    }
    assert!(
        below > 40 && not_below > 40 && helped > 40,
        "{below} {not_below} {helped}"
    );
}

#[test]
fn a_split_test_answers_as_one_search_does_and_the_helper_takes_part() {
    split_answers(78, false);
}

#[test]
fn a_split_test_with_one_table_for_both_threads_answers_as_one_search_does() {
    split_answers(80, true);
}

#[test]
fn a_stopped_split_test_gives_no_answer_and_lets_the_helper_go() {
    let mut rng = Rng::new(79);
    let (st, p, value) = declaring(&mut rng, 5);
    let stopped = AtomicBool::new(true);
    let (answer, _) = split(&p, &st, value + 1, &stopped);
    assert!(answer.is_err());
}
