//! The line's value raced on two threads ([`super::race`]), on random small positions
//! (fixed seed): the deal's value is the value found alone, and what the pooled thread
//! reports is the pooled position's value, or nothing only when that is below the deal's.

use super::position::{ALL_SUITS, State};
use super::race::Race;
use super::stop::{Never, Stop};
use super::tests_pool::declaring;
use super::tests_search::{Rng, plain, policy, position};
use std::sync::atomic::AtomicBool;

/// In what order the two sides run.
#[derive(Clone, Copy)]
enum Order {
    /// On two threads at once.
    Together,
    /// The pooled side to its end, then the deal's: the deal's meets every answer the
    /// pooled side found.
    PooledFirst,
    /// The deal's side to its end, then the pooled side.
    DealFirst,
}

/// The deal's value and the pooled side's report, or the stop's value.
type Raced<C> = (Result<u8, C>, Result<Option<u8>, C>);

/// The deal's value and the pooled side's report, raced from `at_most` down.
fn race<S: Stop + Sync>(
    p: &super::policy::Policy,
    st: &State,
    at_most: u8,
    stop: &S,
    order: Order,
    keep_pooled: bool,
) -> Raced<S::Cancel>
where
    S::Cancel: Send,
{
    let race = Race::new(at_most, keep_pooled);
    let pooled_st = st.pooled(p.judged, ALL_SUITS);
    let pooled = || race.pooled(p, &pooled_st, stop, None);
    let deal = || race.deal(p, st, stop, None).map(|(value, _)| value);
    match order {
        Order::Together => std::thread::scope(|scope| {
            let pooled = scope.spawn(pooled);
            let deal = deal();
            (
                deal,
                pooled
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e)),
            )
        }),
        Order::PooledFirst => {
            let pooled = pooled();
            (deal(), pooled)
        }
        Order::DealFirst => {
            let deal = deal();
            (deal, pooled())
        }
    }
}

#[test]
fn the_raced_value_is_the_value_found_alone_and_the_pooled_report_is_right() {
    let mut rng = Rng::new(75);
    let (mut same, mut below, mut reported) = (0, 0, 0);
    for _ in 0..300 {
        let n = 3 + rng.below(3);
        let (st, p, value) = declaring(&mut rng, n);
        let pooled = plain(&p, &st.pooled(p.judged, ALL_SUITS));
        // From double dummy or any bound at least the value.
        let at_most = value + u8::try_from(rng.below(3)).unwrap_or(0);
        let orders = [Order::Together, Order::PooledFirst, Order::DealFirst];
        for (order, keep) in orders.into_iter().flat_map(|o| [(o, true), (o, false)]) {
            let (deal, report) = race(&p, &st, at_most, &Never, order, keep);
            let (Ok(deal), Ok(report)) = (deal, report);
            assert_eq!(deal, value, "{st:?} {p:?}");
            match report {
                Some(found) => {
                    assert_eq!(found, pooled, "{st:?} {p:?}");
                    reported += 1;
                }
                // Not kept, the pooled value may go unreported once the deal's is known.
                None => assert!(!keep || pooled < value, "{st:?} {p:?}: {pooled} {value}"),
            }
        }
        same += usize::from(pooled == value);
        below += usize::from(pooled < value);
    }
    // Both cases met: the pooled value the deal's (the location test's shortcut), and
    // below it.
    assert!(
        same > 100 && below > 10 && reported > 300,
        "{same} {below} {reported}"
    );
}

#[test]
fn a_stopped_race_gives_no_figure() {
    let mut rng = Rng::new(76);
    let st = position(&mut rng, 5);
    let mut p = policy(&mut rng, &st);
    p.declarer = p.judged;
    let stopped = AtomicBool::new(true);
    let (deal, report) = race(&p, &st, 5, &stopped, Order::Together, true);
    assert!(deal.is_err() && report.is_err());
}
