//! A suit pooled between the two hands the judged side does not see
//! ([`State::pooled`](super::position::State::pooled)), on random small positions (fixed
//! seed): never worth more to the judged side than any deal of the suit between those
//! hands with their lengths, the search on it agreeing with trying every line, and a card
//! played and taken back leaving it as it was.

use super::location::Test;
use super::position::{count, legal_collapsed};
use super::solve::Search;
use super::stop::{Never, unstoppable};
use super::tests_search::{Rng, plain, policy, position};

/// Every holding of `n` ranks out of `all`.
fn subsets(all: u16, n: u8) -> Vec<u16> {
    let ranks: Vec<u8> = (2..=14u8).filter(|r| all & (1 << r) != 0).collect();
    (0u32..1 << ranks.len())
        .filter(|mask| mask.count_ones() == u32::from(n))
        .map(|mask| {
            ranks
                .iter()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .fold(0, |a, (_, &r)| a | 1 << r)
        })
        .collect()
}

#[test]
fn a_pooled_suit_is_worth_at_most_every_deal_of_it_with_the_same_lengths() {
    let mut rng = Rng::new(70);
    let (mut checked, mut deals_differ, mut some_deal_equal) = (0, 0, 0);
    for _ in 0..3000 {
        let n = 2 + rng.below(3);
        let st = position(&mut rng, n);
        let mut p = policy(&mut rng, &st);
        // The judged side declares: it sees neither hand of the other side.
        p.declarer = p.judged + 2 * u8::from(rng.below(2) == 0);
        let suit = u8::try_from(rng.below(4)).unwrap_or(0);
        let (a, b) = (1 - p.judged as usize, 3 - p.judged as usize);
        let (ha, hb) = (st.hands[a][suit as usize], st.hands[b][suit as usize]);
        if ha == 0 || hb == 0 || count(ha | hb) > 5 {
            continue;
        }
        let pooled = st.pooled(p.judged, suit);
        let value = plain(&p, &pooled);
        let deals: Vec<u8> = subsets(ha | hb, count(ha))
            .into_iter()
            .map(|mine| {
                let mut deal = st.clone();
                deal.hands[a][suit as usize] = mine;
                deal.hands[b][suit as usize] = (ha | hb) & !mine;
                plain(&p, &deal)
            })
            .collect();
        let least = deals.iter().copied().min().unwrap_or(0);
        assert!(
            value <= least,
            "{st:?} {p:?} suit {suit}: {value} {deals:?}"
        );
        deals_differ += usize::from(deals.iter().any(|&v| v != least));
        some_deal_equal += usize::from(value == least);
        // The search, its table and bounds on the pooled position.
        let mut search = Search::new(&p, &Never);
        assert_eq!(
            unstoppable(search.solve(&pooled)).value,
            value,
            "{pooled:?} {p:?}"
        );
        for bound in 0..=pooled.tricks_left() + 1 {
            assert_eq!(unstoppable(search.is_below(&pooled, bound)), value < bound);
        }
        checked += 1;
    }
    // Where the deals differ, the pooled position is worth at most the worst of them,
    // and mostly just that.
    assert!(checked > 300, "{checked}");
    assert!(deals_differ > 40, "{deals_differ}");
    assert!(some_deal_equal > checked / 2, "{some_deal_equal} {checked}");
}

#[test]
fn a_card_played_from_a_pool_and_taken_back_leaves_the_position_as_it_was() {
    let mut rng = Rng::new(71);
    let mut last_of_a_length = 0;
    for _ in 0..400 {
        let n = 1 + rng.below(4);
        let st = position(&mut rng, n);
        let judged = u8::try_from(rng.below(2)).unwrap_or(0);
        let suit = u8::try_from(rng.below(4)).unwrap_or(0);
        let mut at = st.pooled(judged, suit);
        // Down a random line, each card taken back once played.
        while at.any_card_left() {
            let legal = legal_collapsed(&at);
            for &card in legal.as_slice() {
                let before = at.clone();
                let seat = at.to_play() as usize;
                let (_, undo) = at.make(card, Some(0));
                if card.0 == suit && at.hands[seat][suit as usize] == 0 {
                    last_of_a_length += 1;
                }
                at.unplay(&undo);
                assert_eq!(at, before, "{card:?}");
            }
            let card = legal.as_slice()[rng.below(legal.n)];
            at.play(card, Some(0));
        }
    }
    assert!(last_of_a_length > 100, "{last_of_a_length}");
}

#[test]
fn the_location_test_finds_the_same_cards_with_suits_pooled_or_not() {
    let mut rng = Rng::new(72);
    let (mut pooled_units, mut found, mut fell_back) = (0, 0, 0);
    for _ in 0..400 {
        let n = 3 + rng.below(2);
        let st = position(&mut rng, n);
        let mut p = policy(&mut rng, &st);
        p.declarer = p.judged + 2 * u8::from(rng.below(2) == 0);
        p.finesse_credited = false;
        let value = plain(&p, &st);
        let verdicts = |pool_from: usize| {
            let test = Test::new(&st, p.judged, p.trump, pool_from);
            let mut search = Search::new(&p, &Never);
            let falls = unstoppable(test.work(&mut search, value, false));
            (test.found(&falls, st.voids), test.pooled_units())
        };
        let (one_by_one, none) = verdicts(usize::MAX);
        let (pooled, units) = verdicts(1);
        assert_eq!(none, 0);
        assert_eq!(pooled, one_by_one, "{st:?} {p:?}");
        pooled_units += units;
        found += usize::from(!one_by_one.is_empty());
        fell_back += usize::from(units > 0 && !one_by_one.is_empty());
    }
    // Pooled suits that settle their moves at once, and that fall and leave them to be
    // tested one by one.
    assert!(
        pooled_units > 200 && found > 30 && fell_back > 10,
        "{pooled_units} {found} {fell_back}"
    );
}
