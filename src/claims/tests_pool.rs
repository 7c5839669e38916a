//! A suit pooled between the two hands the judged side does not see
//! ([`State::pooled`](super::position::State::pooled)), on random small positions (fixed
//! seed): never worth more to the judged side than any deal of the suit between those
//! hands with their lengths, the search on it agreeing with trying every line, the other
//! side's choices there (a run of pooled cards as one or two) agreeing with every legal
//! card, and a card played and taken back leaving it as it was.

use super::location::{Pooling, Test, Together};
use super::policy::Policy;
use super::position::{ALL_SUITS, C, Mode, State, count, legal_collapsed, ranks_up, side};
use super::race::Pooled;
use super::shared::Shared;
use super::solve::{Coarse, Search};
use super::split::Board;
use super::stop::{Never, unstoppable};
use super::tests_search::{Rng, empty, plain, policy, position};
use std::sync::Arc;

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
fn pooled_suits_are_worth_at_most_every_deal_of_them_with_the_same_lengths() {
    let mut rng = Rng::new(70);
    let (mut checked, mut deals_differ, mut some_deal_equal, mut many) = (0, 0, 0, 0);
    for _ in 0..3000 {
        let n = 2 + rng.below(3);
        let st = position(&mut rng, n);
        let mut p = policy(&mut rng, &st);
        // The judged side declares: it sees neither hand of the other side.
        p.declarer = p.judged + 2 * u8::from(rng.below(2) == 0);
        let (a, b) = (1 - p.judged as usize, 3 - p.judged as usize);
        // One suit in two, or a chosen one: those both hands hold, of five cards at most.
        let first = rng.below(4);
        let suits: Vec<usize> = (0..4)
            .filter(|&s| s == first || rng.below(2) == 0)
            .filter(|&s| {
                let (ha, hb) = (st.hands[a][s], st.hands[b][s]);
                ha != 0 && hb != 0 && count(ha | hb) <= 5
            })
            .collect();
        if suits.is_empty() {
            continue;
        }
        let mask = suits.iter().fold(0u8, |m, &s| m | 1 << s);
        let pooled = st.pooled(p.judged, mask);
        let value = plain(&p, &pooled);
        // Every deal of the pooled suits with the same lengths.
        let mut deals = vec![st.clone()];
        for &s in &suits {
            let (ha, hb) = (st.hands[a][s], st.hands[b][s]);
            deals = deals
                .into_iter()
                .flat_map(|deal| {
                    subsets(ha | hb, count(ha)).into_iter().map(move |mine| {
                        let mut deal = deal.clone();
                        deal.hands[a][s] = mine;
                        deal.hands[b][s] = (ha | hb) & !mine;
                        deal
                    })
                })
                .collect();
        }
        let values: Vec<u8> = deals.iter().map(|deal| plain(&p, deal)).collect();
        let least = values.iter().copied().min().unwrap_or(0);
        assert!(
            value <= least,
            "{st:?} {p:?} suits {mask}: {value} {values:?}"
        );
        deals_differ += usize::from(values.iter().any(|&v| v != least));
        some_deal_equal += usize::from(value == least);
        many += usize::from(suits.len() > 1);
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
    // and mostly just that; some positions pool more than one suit.
    assert!(checked > 300, "{checked}");
    assert!(deals_differ > 40, "{deals_differ}");
    assert!(many > 100, "{many}");
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
        // That suit, and others one time in two.
        let mask = (0..4u8).fold(1 << suit, |m, s| m | u8::from(rng.below(2) == 0) << s);
        let mut at = st.pooled(judged, mask);
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

/// A random claim position of `n` cards a hand (3 to 5), with a random policy for a
/// judged side that declares (it sees neither hand of the other side, so that their cards
/// may be pooled) and credits no finesse, and the line's value there.
pub(super) fn declaring(rng: &mut Rng, n: usize) -> (State, Policy, u8) {
    let (st, p) = declaring_position(rng, n);
    let value = plain(&p, &st);
    (st, p, value)
}

/// [`declaring`]'s position and policy, without the value (too slow to find by trying
/// every line past five cards a hand).
fn declaring_position(rng: &mut Rng, n: usize) -> (State, Policy) {
    let st = position(rng, n);
    let mut p = policy(rng, &st);
    p.declarer = p.judged + 2 * u8::from(rng.below(2) == 0);
    p.finesse_credited = false;
    (st, p)
}

/// What a location test is told of the line's value at the claim's position pooled.
#[derive(Debug, Clone, Copy)]
enum Told {
    Nothing,
    Every,
    Side,
}

#[test]
fn the_location_test_finds_the_same_cards_with_suits_pooled_or_not() {
    let mut rng = Rng::new(72);
    let (mut suit_units, mut length_units, mut found, mut fell_back) = (0, 0, 0, 0);
    let mut cut_units = 0;
    for _ in 0..400 {
        let n = 3 + rng.below(2);
        let (st, p, value) = declaring(&mut rng, n);
        // The verdicts with that pooling, told the line's value with every suit pooled
        // (`Told::Every`) or with the trumps left out of the pool (`Told::Side`, as the
        // race tells it once every suit pooled fell below a bound).
        let verdicts = |lengths: bool, suit_from: usize, told: Told| {
            let test = Test::new(&st, p.judged, p.trump, Pooling { lengths, suit_from });
            match (told, p.trump) {
                (Told::Every, _) => test.kept(plain(&p, &st.pooled(p.judged, ALL_SUITS)), value),
                (Told::Side, Some(t)) => {
                    let suits = ALL_SUITS & !(1 << t);
                    let found = plain(&p, &st.pooled(p.judged, suits));
                    test.kept_pooled(
                        Pooled {
                            suits,
                            value: Some(found),
                            all_below: Some(found + 1),
                        },
                        value,
                    );
                }
                _ => {}
            }
            let mut search = Search::new(&p, &Never);
            let falls = unstoppable(test.work(&mut search, value, false, None));
            (test.found(&falls, st.voids), test.pooled_units())
        };
        let (one_by_one, none) = verdicts(false, usize::MAX, Told::Nothing);
        assert_eq!(none, (0, 0, 0));
        let (by_suit, (suits, _, _)) = verdicts(false, 1, Told::Nothing);
        assert_eq!(by_suit, one_by_one, "{st:?} {p:?}");
        let told = [Told::Nothing, Told::Nothing, Told::Every, Told::Side];
        for (suit_from, told) in [usize::MAX, 1, 1, 1].into_iter().zip(told) {
            let (pooled, (units, lengths, cut)) = verdicts(true, suit_from, told);
            assert_eq!(pooled, one_by_one, "{st:?} {p:?} {suit_from} {told:?}");
            length_units += lengths;
            cut_units += cut;
            fell_back += usize::from(units > 0 && !one_by_one.is_empty());
        }
        suit_units += suits;
        found += usize::from(!one_by_one.is_empty());
    }
    // Pooled units that settle their moves at once, and that fall and leave them to be
    // tested one by one; suits cut apart, pooled together.
    assert!(
        suit_units > 200 && length_units > 500 && found > 30 && fell_back > 30,
        "{suit_units} {length_units} {found} {fell_back}"
    );
    assert!(cut_units > 60, "{cut_units}");
}

#[test]
fn pooled_positions_the_same_but_for_the_lengths_keep_their_own_values() {
    let mut rng = Rng::new(74);
    let (mut checked, mut differ) = (0, 0);
    for _ in 0..1500 {
        let n = 5 + rng.below(2);
        let st = position(&mut rng, n);
        let mut p = policy(&mut rng, &st);
        p.declarer = p.judged + 2 * u8::from(rng.below(2) == 0);
        let (a, b) = (1 - p.judged as usize, 3 - p.judged as usize);
        // Two suits both hands hold, the first with two cards or more in `a`, the
        // second in `b`: one card of length moves between them in each hand.
        let both: Vec<usize> = (0..4)
            .filter(|&s| st.hands[a][s] != 0 && st.hands[b][s] != 0)
            .collect();
        let Some((&x, &y)) = both
            .iter()
            .flat_map(|x| both.iter().map(move |y| (x, y)))
            .find(|&(&x, &y)| x != y && count(st.hands[a][x]) >= 2 && count(st.hands[b][y]) >= 2)
        else {
            continue;
        };
        let pooled = st.pooled(p.judged, ALL_SUITS);
        let mut twin = pooled.clone();
        if let Some(pool) = &mut twin.pool {
            pool.len[0][x] -= 1;
            pool.len[0][y] += 1;
            pool.len[1][x] += 1;
            pool.len[1][y] -= 1;
        }
        // Each alone (the search on pooled positions is checked against trying every
        // line above), then both with one table: each keeps its own value.
        let alone = |at: &State| unstoppable(Search::new(&p, &Never).solve(at)).value;
        let values = (alone(&pooled), alone(&twin));
        let mut search = Search::new(&p, &Never);
        let first = unstoppable(search.solve(&pooled)).value;
        let second = unstoppable(search.solve(&twin)).value;
        assert_eq!((first, second), values, "{pooled:?} {twin:?} {p:?}");
        differ += usize::from(values.0 != values.1);
        checked += 1;
    }
    // Enough pairs whose values differ that a key blind to the lengths would fail.
    assert!(checked > 500 && differ > 60, "{checked} {differ}");
}

/// A stop that never stops but slows each search down, so that both threads of a test
/// take units while the other tests one.
struct Slow;

impl super::stop::Stop for Slow {
    type Cancel = std::convert::Infallible;

    fn poll(&self) -> Result<(), Self::Cancel> {
        std::thread::sleep(std::time::Duration::from_micros(50));
        Ok(())
    }
}

#[test]
fn the_location_test_on_two_threads_finds_what_one_finds() {
    let mut rng = Rng::new(77);
    let (mut found, mut shared) = (0, 0);
    for _ in 0..200 {
        let n = 3 + rng.below(2);
        let (st, p, value) = declaring(&mut rng, n);
        let pooling = Pooling {
            lengths: true,
            suit_from: 1,
        };
        let alone = {
            let test = Test::new(&st, p.judged, p.trump, pooling);
            let falls = unstoppable(test.work(&mut Search::new(&p, &Never), value, false, None));
            test.found(&falls, st.voids)
        };
        // Both threads at once, the units a pooled unit leaves shared between them; then
        // also each pooled unit offered to the other thread part by part, one table for
        // both, and a thread with no unit left helping there.
        for split in [false, true] {
            let test = Test::new(&st, p.judged, p.trump, pooling);
            let board = Board::default();
            let together = split.then_some(Together {
                board: &board,
                policy: &p,
                stop: &Slow,
                shared_bits: |_| Some(10),
            });
            let work = |back: bool| {
                unstoppable(test.work(&mut Search::new(&p, &Slow), value, back, together))
            };
            let falls = std::thread::scope(|scope| {
                let other = scope.spawn(|| work(true));
                let mine = work(false);
                let theirs = other
                    .join()
                    .unwrap_or_else(|e| std::panic::resume_unwind(e));
                shared += usize::from(!mine.is_empty() && !theirs.is_empty());
                mine.into_iter().chain(theirs).collect::<Vec<_>>()
            });
            assert_eq!(test.found(&falls, st.voids), alone, "{st:?} {p:?} {split}");
        }
        found += usize::from(!alone.is_empty());
    }
    // Cards found, and both threads testing moves.
    assert!(found > 20 && shared > 100, "{found} {shared}");
}

#[test]
fn a_pooled_hand_may_play_every_card_of_its_pool_past_thirteen() {
    // Each defender holds his partner's cards of the pooled suits too: East on lead,
    // both defenders holding every suit, may lead any of their 26 cards when none is in
    // a run of three equivalent ones (West, who may hold the others, is still to play:
    // of two equivalent cards, the one led decides which of them may win the trick).
    let mut st = empty(1);
    let ranks = |rs: &[u8]| rs.iter().fold(0u16, |a, &r| a | 1 << r);
    // East-West's cards in pairs between North-South's, seven in the majors.
    for suit in 0..4 {
        let major = suit >= 2;
        st.hands[1][suit] = ranks(if major { &[14, 11, 7, 5] } else { &[14, 11, 7] });
        st.hands[3][suit] = ranks(&[13, 10, 8]);
        st.hands[0][suit] = ranks(&[12, 9, 6]);
        st.hands[2][suit] = ranks(if major { &[4, 3, 2] } else { &[5, 4, 3, 2] });
    }
    // Thirteen each: East and South swap a spade and a diamond's length.
    st.hands[1][3] &= !(1 << 5);
    st.hands[3][3] |= 1 << 5;
    st.hands[2][1] &= !(1 << 2);
    st.hands[0][1] |= 1 << 2;
    assert!(
        st.hands
            .iter()
            .all(|h| h.iter().map(|&s| count(s)).sum::<u8>() == 13),
        "{st:?}"
    );
    let pooled = st.pooled(0, ALL_SUITS);
    assert_eq!(legal_collapsed(&pooled).n, 26);
}

#[test]
fn a_pool_of_more_than_thirteen_cards_is_worth_at_most_the_deal() {
    // Seven cards a hand: a defender holding every suit holds fourteen cards pooled, and
    // the pooled value stays at most the deal's, the judged side declaring (a defending
    // judged side sees dummy, whose cards a pool would change). The choice sets that kept
    // thirteen cards are caught by the test above, not here: the card dropped, the
    // lowest club, seldom changes a value.
    let mut rng = Rng::new(81);
    let (mut wide, mut lower) = (0, 0);
    for _ in 0..150 {
        let (st, p) = declaring_position(&mut rng, 7);
        let pooled = st.pooled(p.judged, ALL_SUITS);
        wide += usize::from([1 - p.judged, 3 - p.judged].iter().any(|&s| {
            pooled.hands[s as usize]
                .iter()
                .map(|&h| count(h))
                .sum::<u8>()
                > 13
        }));
        let deal = unstoppable(Search::new(&p, &Never).solve(&st)).value;
        let value = unstoppable(Search::new(&p, &Never).solve(&pooled)).value;
        assert!(value <= deal, "{value} > {deal} on {st:?} with {p:?}");
        lower += usize::from(value < deal);
    }
    assert!(wide > 30 && lower > 10, "{wide} {lower}");
}

/// The value by trying, for the other side, every legal card, none taken as equivalent
/// to another (the judged side's choices as its policy gives them).
fn every_card(p: &Policy, st: &State) -> u8 {
    if !st.any_card_left() {
        return 0;
    }
    let seat = st.to_play();
    let (cards, mode): (Vec<C>, Mode) = if side(seat) == p.judged {
        let choices = p.choices(st);
        (choices.as_slice().to_vec(), choices.mode)
    } else {
        let hand = st.hands[seat as usize];
        let suits: Vec<u8> = match st.led() {
            Some(led) if hand[led as usize] != 0 => vec![led],
            _ => (0..4).collect(),
        };
        let cards = suits
            .iter()
            .flat_map(|&s| ranks_up(hand[s as usize]).map(move |r| (s, r)))
            .collect();
        (cards, Mode::Min)
    };
    let values = cards.iter().map(|&card| {
        let mut child = st.clone();
        let won = child.play(card, p.trump);
        u8::from(won.is_some_and(|w| side(w) == p.judged)) + every_card(p, &child)
    });
    let best = match mode {
        Mode::Min => values.min(),
        Mode::Max => values.max(),
    };
    best.unwrap_or(0)
}

#[test]
fn of_a_run_of_pooled_cards_played_before_partner_its_second_card_is_enough() {
    // The other side's choices with suits pooled (`legal_collapsed`: of three equivalent
    // pooled cards or more, played while the partner who may hold the others is still
    // to play, the second only) against every legal card, on random small positions.
    let mut rng = Rng::new(82);
    let (mut runs, mut lower) = (0, 0);
    for _ in 0..6000 {
        let n = 2 + rng.below(3);
        let (st, p) = declaring_position(&mut rng, n);
        let suits = [ALL_SUITS, 1 << rng.below(4), 0b0101][rng.below(3)];
        let pooled = st.pooled(p.judged, suits);
        let value = every_card(&p, &pooled);
        assert_eq!(plain(&p, &pooled), value, "{pooled:?} {p:?}");
        // Positions where the other side, on lead with suits pooled, has fewer choices
        // than cards.
        let seat = pooled.to_play();
        if side(seat) != p.judged && pooled.n_table <= 1 {
            let every: usize = (0..4)
                .map(|s| count(pooled.hands[seat as usize][s]) as usize)
                .sum();
            runs += usize::from(pooled.led().is_none() && legal_collapsed(&pooled).n < every);
        }
        lower += usize::from(value < plain(&p, &st));
    }
    assert!(runs > 250 && lower > 60, "{runs} {lower}");
}

#[test]
fn a_search_reading_the_bounds_found_with_more_suits_pooled_finds_the_same_value() {
    let mut rng = Rng::new(77);
    let (mut checked, mut fewer_nodes) = (0, 0);
    for _ in 0..300 {
        let n = 3 + rng.below(3);
        let (st, p) = declaring_position(&mut rng, n);
        let Some(t) = p.trump else { continue };
        // A table of every suit pooled, filled by its search.
        let table = Arc::new(Shared::new(14));
        let mut every = Search::new(&p, &Never).sharing(Arc::clone(&table));
        unstoppable(every.solve(&st.pooled(p.judged, ALL_SUITS)));
        let coarse = Coarse {
            table,
            suits: ALL_SUITS,
        };
        // Read with the trumps left out of the pool, and on the deal itself.
        for at in [st.pooled(p.judged, ALL_SUITS & !(1 << t)), st.clone()] {
            let alone = unstoppable(Search::new(&p, &Never).solve(&at));
            let mut reading = Search::new(&p, &Never).reading(Some(coarse.clone()));
            let read = unstoppable(reading.solve(&at));
            assert_eq!(read.value, plain(&p, &at), "{at:?} {p:?}");
            assert_eq!(read.value, alone.value, "{at:?} {p:?}");
            checked += 1;
            fewer_nodes += usize::from(read.nodes < alone.nodes);
        }
    }
    // The bounds read cut the search often.
    assert!(
        checked > 300 && fewer_nodes > 100,
        "{checked} {fewer_nodes}"
    );
}
