//! The random plays that bound a value from above before a search (`Search::some_play`),
//! on random small positions (fixed seed) against trying every line (the tests up from a
//! lower bound, `Search::value_up_from`, are checked with the finesse-credited value in
//! `tests_search.rs`).

use super::policy::Policy;
use super::position::{ALL_SUITS, State};
use super::solve::Search;
use super::stop::{Never, unstoppable};
use super::tests_search::{Rng, plain, policy, position};

/// `st`, its other side's cards pooled one time in three (the line's race and the
/// location test search such positions too).
fn maybe_pooled(rng: &mut Rng, p: &Policy, st: State) -> State {
    if rng.below(3) == 0 {
        let suits = if rng.below(2) == 0 {
            ALL_SUITS
        } else {
            1 << rng.below(4)
        };
        st.pooled(p.judged, suits)
    } else {
        st
    }
}

#[test]
fn random_plays_never_pass_below_the_value_and_mostly_find_it() {
    // A play's tricks bound the value from above only where every choice is the worst of
    // its set: checked against every line, and a test answered by a play must be the
    // search's answer. With finesses credited (the best of a set), no bound is taken.
    let mut rng = Rng::new(71);
    let (mut found, mut answered, mut pooled) = (0, 0, 0);
    for _ in 0..1500 {
        let n = 1 + rng.below(4);
        let deal = position(&mut rng, n);
        let p = Policy {
            finesse_credited: false,
            ..policy(&mut rng, &deal)
        };
        let st = maybe_pooled(&mut rng, &p, deal);
        pooled += usize::from(st.pool.is_some());
        let value = plain(&p, &st);
        let search = Search::new(&p, &Never);
        let least = search.some_play(&st, u8::MAX, 64);
        assert!(least >= value, "{least} < {value} on {st:?} with {p:?}");
        found += usize::from(least == value);
        // Capped: never above the cap, and the cap when no play goes below it.
        let capped = search.some_play(&st, value, 64);
        assert_eq!(capped, value, "{st:?} with {p:?}");
        for bound in 1..=st.tricks_left() {
            let played = search.some_play(&st, bound, 16) < bound;
            answered += usize::from(played);
            let below = unstoppable(Search::new(&p, &Never).is_below(&st, bound));
            assert_eq!(below, value < bound, "{bound} on {st:?} with {p:?}");
        }
        let credited = Policy {
            finesse_credited: true,
            ..p.clone()
        };
        assert_eq!(Search::new(&credited, &Never).some_play(&st, 9, 64), 9);
    }
    assert!(pooled > 300, "{pooled}");
    assert!(found > 1200, "{found}");
    assert!(answered > 1000, "{answered}");
}
