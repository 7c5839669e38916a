//! The line's value raced on two threads ([`super::race`]), on random small positions
//! (fixed seed): the deal's value is the value found alone, and what the pooled thread
//! reports is the pooled position's value, or nothing only when that is below the deal's.

use super::position::{ALL_SUITS, State};
use super::race::{Pooled, Race};
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
type Raced<C> = (Result<u8, C>, Result<Pooled, C>);

/// The deal's value and the pooled side's report, raced from `at_most` down.
fn race<S: Stop + Sync>(
    p: &super::policy::Policy,
    st: &State,
    at_most: u8,
    stop: &S,
    order: Order,
    keep_pooled: bool,
    side: Option<&State>,
) -> Raced<S::Cancel>
where
    S::Cancel: Send,
{
    let race = Race::new(at_most, keep_pooled, true);
    let pooled_st = st.pooled(p.judged, ALL_SUITS);
    let pooled = || race.pooled(p, &pooled_st, side, stop, None);
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
    let (mut same, mut below, mut reported, mut sided) = (0, 0, 0, 0);
    for _ in 0..300 {
        let n = 3 + rng.below(3);
        let (st, p, value) = declaring(&mut rng, n);
        let pooled = plain(&p, &st.pooled(p.judged, ALL_SUITS));
        // With the trumps left out of the pool, when a contract has some.
        let side = p.trump.map(|t| st.pooled(p.judged, ALL_SUITS & !(1 << t)));
        // From double dummy or any bound at least the value.
        let at_most = value + u8::try_from(rng.below(3)).unwrap_or(0);
        let orders = [Order::Together, Order::PooledFirst, Order::DealFirst];
        let runs = orders
            .into_iter()
            .flat_map(|o| [(o, true, None), (o, false, None), (o, true, side.as_ref())]);
        for (order, keep, side) in runs {
            let (deal, report) = race(&p, &st, at_most, &Never, order, keep, side);
            let (Ok(deal), Ok(report)) = (deal, report);
            assert_eq!(deal, value, "{st:?} {p:?}");
            // The position reported on: every suit pooled, or the side suits once every
            // suit pooled was found below a bound.
            let reported_st = match (report.all_below, side) {
                (Some(b), Some(side)) => {
                    assert!(pooled < b, "{st:?} {p:?}: {pooled} {b}");
                    sided += 1;
                    side
                }
                (None, _) => &st.pooled(p.judged, ALL_SUITS),
                (Some(_), None) => panic!("turned to the side suits, given none"),
            };
            assert_eq!(report.suits, reported_st.pool.map_or(0, |p| p.suits));
            let reported_value = plain(&p, reported_st);
            match report.value {
                Some(found) => {
                    assert_eq!(found, reported_value, "{st:?} {p:?}");
                    reported += 1;
                }
                // Not kept, the pooled value may go unreported once the deal's is known.
                None => assert!(
                    !keep || reported_value < value,
                    "{st:?} {p:?}: {reported_value} {value}"
                ),
            }
        }
        same += usize::from(pooled == value);
        below += usize::from(pooled < value);
    }
    // Both cases met: the pooled value the deal's (the location test's shortcut), and
    // below it; and reports on the side suits.
    assert!(
        same > 100 && below > 10 && reported > 300 && sided > 4,
        "{same} {below} {reported} {sided}"
    );
}

#[test]
fn a_stopped_race_gives_no_figure() {
    let mut rng = Rng::new(76);
    let st = position(&mut rng, 5);
    let mut p = policy(&mut rng, &st);
    p.declarer = p.judged;
    let stopped = AtomicBool::new(true);
    let (deal, report) = race(&p, &st, 5, &stopped, Order::Together, true, None);
    assert!(deal.is_err() && report.is_err());
}
