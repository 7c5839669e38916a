//! The search against a plain one on a few hundred random small positions (fixed seed):
//! the table (its key with equivalent ranks collapsed, the voids it leaves out, the
//! named cards of a long line), the null-window tests and a table carried over to
//! another search must give exactly what trying every normal line gives.

use super::policy::{Item, Policy, Revision};
use super::position::{Choices, Mode, State, legal_collapsed, side};
use super::solve::Search;
use super::stop::{Never, unstoppable};

/// A fixed-seed generator (proptest's, seeded: the same positions every run).
pub(super) struct Rng(proptest::test_runner::TestRng);

impl Rng {
    pub(super) fn new(seed: u8) -> Self {
        use proptest::test_runner::{RngAlgorithm, TestRng};
        Self(TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]))
    }

    pub(super) fn below(&mut self, n: usize) -> usize {
        use proptest::prelude::Rng as _;
        usize::try_from(self.0.next_u64() % n.max(1) as u64).unwrap_or(0)
    }
}

/// The value by trying every choice, without a table, a bound or a cut.
pub(super) fn plain(p: &Policy, st: &State) -> u8 {
    if !st.any_card_left() {
        return 0;
    }
    let choices: Choices = if side(st.to_play()) == p.judged {
        p.choices(st)
    } else {
        legal_collapsed(st)
    };
    let values = choices.as_slice().iter().map(|&card| {
        let mut child = st.clone();
        let won = child.play(card, p.trump);
        u8::from(won.is_some_and(|w| side(w) == p.judged)) + plain(p, &child)
    });
    let best = match choices.mode {
        Mode::Min => values.min(),
        Mode::Max => values.max(),
    };
    best.unwrap_or(0)
}

/// A random position of `n` cards a hand, with a trick in progress at times, and known
/// voids among the suits a hand does not hold.
pub(super) fn position(rng: &mut Rng, n: usize) -> State {
    let mut deck: Vec<(u8, u8)> = (0..4u8)
        .flat_map(|s| (2..=14u8).map(move |r| (s, r)))
        .collect();
    let mut st = empty(u8::try_from(rng.below(4)).unwrap_or(0));
    for seat in 0..4 {
        for _ in 0..n {
            let (s, r) = deck.swap_remove(rng.below(deck.len()));
            st.hands[seat][s as usize] |= 1 << r;
        }
    }
    show_outs(rng, &mut st);
    for _ in 0..rng.below(4) {
        let legal = legal_collapsed(&st);
        let card = legal.as_slice()[rng.below(legal.n)];
        st.play(card, None);
    }
    st
}

/// A position with no card, `leader` to lead.
pub(super) const fn empty(leader: u8) -> State {
    State {
        hands: [[0; 4]; 4],
        table: [(0, (0, 0)); 4],
        n_table: 0,
        leader,
        voids: [0; 4],
        pool: None,
    }
}

/// Known voids at random among the suits a hand does not hold.
pub(super) fn show_outs(rng: &mut Rng, st: &mut State) {
    for seat in 0..4 {
        for suit in 0..4u8 {
            if st.hands[seat][suit as usize] == 0 && rng.below(2) == 0 {
                st.voids[seat] |= 1 << suit;
            }
        }
    }
}

/// A random policy for `st`: judged side, trumps, declarer, variant and a line naming
/// some of the judged side's cards (more than eleven at times, for the wide key).
pub(super) fn policy(rng: &mut Rng, st: &State) -> Policy {
    let judged = u8::try_from(rng.below(2)).unwrap_or(0);
    let trump = [None, Some(0), Some(1), Some(2), Some(3)][rng.below(5)];
    let mut line = Vec::new();
    if trump.is_some() && rng.below(3) == 0 {
        line.push(Item::DrawTrumps);
    }
    let long = rng.below(3) == 0;
    for seat in [judged, judged + 2] {
        for suit in 0..4u8 {
            for rank in 2..=14u8 {
                if st.hands[seat as usize][suit as usize] & (1 << rank) != 0 {
                    if long || rng.below(4) == 0 {
                        line.push(Item::Lead((suit, rank)));
                    }
                    if long || rng.below(4) == 0 {
                        line.push(Item::Finesse((suit, rank)));
                    }
                }
            }
        }
    }
    Policy {
        judged,
        trump,
        declarer: u8::try_from(rng.below(4)).unwrap_or(0),
        line,
        aware: rng.below(4) != 0,
        finesse_credited: rng.below(4) == 0,
        revision: Revision::ALL,
    }
}

#[test]
fn the_search_agrees_with_trying_every_line_on_random_positions() {
    let mut rng = Rng::new(26);
    let (mut wide, mut voids_known) = (0, 0);
    for _ in 0..500 {
        let n = 1 + rng.below(4);
        let st = position(&mut rng, n);
        let p = policy(&mut rng, &st);
        let named = p.line.iter().filter(|i| **i != Item::DrawTrumps).count();
        wide += usize::from(named > 11);
        voids_known += usize::from(st.voids.iter().any(|&v| v != 0));
        let value = plain(&p, &st);
        let mut search = Search::new(&p, &Never);
        let solved = unstoppable(search.solve(&st));
        assert_eq!(solved.value, value, "{st:?} {p:?}");
        // The line played gives the value, one choice after another.
        let mut at = st.clone();
        let mut taken = 0;
        for &(seat, card) in &solved.line {
            assert_eq!(seat, at.to_play());
            assert!(
                search.choices(&at).as_slice().contains(&card),
                "{st:?} {p:?}"
            );
            let won = at.play(card, p.trump);
            taken += u8::from(won.is_some_and(|w| side(w) == p.judged));
        }
        assert!(!at.any_card_left());
        assert_eq!(taken, value, "{st:?} {p:?}");
        // Every null-window test, on this table and on a copy of it.
        let mut fork = search.fork();
        for bound in 0..=st.tricks_left() + 1 {
            let below = value < bound;
            assert_eq!(unstoppable(search.is_below(&st, bound)), below);
            assert_eq!(unstoppable(fork.is_below(&st, bound)), below);
        }
    }
    assert!(wide > 20 && voids_known > 200, "{wide} {voids_known}");
}

/// `st` with other ranks in the same order in each suit (the same position to the
/// table's key, ranks aside) and the known voids drawn again, the show-outs of the trick
/// in progress kept.
fn relabel(rng: &mut Rng, st: &State) -> State {
    let mut out = st.clone();
    for suit in 0..4u8 {
        let mut in_play: u16 = st.hands.iter().fold(0, |a, h| a | h[suit as usize]);
        for &(_, (s, r)) in &st.table[..st.n_table] {
            if s == suit {
                in_play |= 1 << r;
            }
        }
        let old: Vec<u8> = (2..=14u8).filter(|r| in_play & (1 << r) != 0).collect();
        let mut ranks: Vec<u8> = (2..=14u8).collect();
        while ranks.len() > old.len() {
            ranks.remove(rng.below(ranks.len()));
        }
        let new = |r: u8| ranks[old.iter().position(|&o| o == r).unwrap_or(0)];
        for seat in 0..4 {
            let h = st.hands[seat][suit as usize];
            out.hands[seat][suit as usize] = old
                .iter()
                .filter(|&&r| h & (1 << r) != 0)
                .fold(0, |a, &r| a | 1 << new(r));
        }
        for i in 0..st.n_table {
            let (seat, (s, r)) = st.table[i];
            if s == suit {
                out.table[i] = (seat, (s, new(r)));
            }
        }
    }
    for seat in 0..4 {
        out.voids[seat] = 0;
        for suit in 0..4u8 {
            if out.hands[seat][suit as usize] == 0 && rng.below(2) == 0 {
                out.voids[seat] |= 1 << suit;
            }
        }
    }
    for &(seat, (s, _)) in &out.table[1..out.n_table.max(1)] {
        if s != out.table[0].1.0 {
            out.voids[seat as usize] |= 1 << out.table[0].1.0;
        }
    }
    out
}

#[test]
fn one_table_serves_many_positions_as_the_location_test_uses_it() {
    // One search for a policy, asked about position after position (as the moved cards
    // of 70E are), many of them the same but for the ranks, the line's named cards
    // among them, and the voids known: an entry from one must never answer for another
    // it does not fit.
    let mut rng = Rng::new(68);
    let mut differ = 0;
    for _ in 0..60 {
        let n = 2 + rng.below(3);
        let first = position(&mut rng, n);
        let p = policy(&mut rng, &first);
        let mut search = Search::new(&p, &Never);
        let first_value = plain(&p, &first);
        for _ in 0..12 {
            let st = relabel(&mut rng, &first);
            let value = plain(&p, &st);
            differ += usize::from(value != first_value);
            assert_eq!(unstoppable(search.solve(&st)).value, value, "{st:?} {p:?}");
            let bound = u8::try_from(rng.below(5)).unwrap_or(0);
            assert_eq!(unstoppable(search.is_below(&st, bound)), value < bound);
        }
    }
    assert!(differ > 20, "{differ}");
}

#[test]
fn positions_the_same_but_for_a_show_out_or_a_named_card_keep_their_own_values() {
    use super::tests::{c, state};
    const S: u8 = 2;
    const E: u8 = 1;
    // Case 06: East's show-out of spades makes the queen sure (3), without it 2. One
    // table for both, in either order.
    let mut void = state(["AQ.A..", "-..KQ.9", "32..2.", "K65..."], S, &[]);
    void.voids[E as usize] |= 1 << 3;
    let mut unknown = void.clone();
    unknown.voids[E as usize] = 0;
    let p = super::tests::policy(None, vec![]);
    for order in [[&void, &unknown], [&unknown, &void]] {
        let mut search = Search::new(&p, &Never);
        let values = order.map(|st| unstoppable(search.solve(st)).value);
        assert_eq!(values, [plain(&p, order[0]), plain(&p, order[1])]);
        assert_ne!(values[0], values[1]);
    }
    // Case 07, the finesse of the SQ stated: 3. The same position, ranks aside, with the
    // SJ instead of the SQ: the order does not apply, 2. The named card is the line's
    // second, or its thirteenth after eleven cards nobody holds (the wide key).
    let queen = state(["AQ.A..", "JT...9", "32..2.", "K65..."], S, &[]);
    let jack = state(["AJ.A..", "T9...8", "32..2.", "K65..."], S, &[]);
    let stated = vec![Item::Lead(c("S2")), Item::Finesse(c("SQ"))];
    let mut long: Vec<Item> = (3..=13).map(|r| Item::Lead((1, r))).collect();
    long.extend(stated.iter().copied());
    for line in [stated, long] {
        let p = super::tests::policy(None, line);
        let mut search = Search::new(&p, &Never);
        assert_eq!(unstoppable(search.solve(&queen)).value, 3);
        assert_eq!(unstoppable(search.solve(&jack)).value, 2);
        assert_eq!(plain(&p, &jack), 2);
    }
}

#[test]
fn every_show_out_the_policy_can_read_stays_in_the_key() {
    // Diamonds trumps, East-West judged with West declarer: found by the random test
    // above as a position where a void in a suit the hidden hands no longer hold still
    // counts (the hand may ruff it). Every set of known voids the hands allow, with one
    // table for all of them.
    let st = State {
        hands: [
            [1 << 7 | 1 << 11, 0, 0, 1 << 13],
            [0, 1 << 8, 1 << 2 | 1 << 7, 0],
            [1 << 3 | 1 << 6, 1 << 4, 0, 0],
            [1 << 10, 1 << 10, 0, 1 << 2],
        ],
        table: [(0, (0, 0)); 4],
        n_table: 0,
        leader: 1,
        voids: [0; 4],
        pool: None,
    };
    let p = Policy {
        judged: 1,
        trump: Some(1),
        declarer: 3,
        line: vec![Item::Lead((2, 10)), Item::Lead((1, 14))],
        aware: false,
        finesse_credited: false,
        revision: Revision::ALL,
    };
    let open: Vec<(usize, u8)> = (0..4)
        .flat_map(|seat| (0..4u8).map(move |suit| (seat, suit)))
        .filter(|&(seat, suit)| st.hands[seat][suit as usize] == 0)
        .collect();
    let mut search = Search::new(&p, &Never);
    let mut values = std::collections::BTreeSet::new();
    for bits in 0..1u32 << open.len() {
        let mut at = st.clone();
        for (i, &(seat, suit)) in open.iter().enumerate() {
            if bits & 1 << i != 0 {
                at.voids[seat] |= 1 << suit;
            }
        }
        let value = plain(&p, &at);
        values.insert(value);
        assert_eq!(unstoppable(search.solve(&at)).value, value, "{at:?}");
    }
    assert!(values.len() > 1, "{values:?}");
}

#[test]
fn holding_every_top_card_without_trumps_takes_a_trick() {
    // The search's bound (`Search::holds_every_master`) against trying every line, on
    // random positions where it applies: no trumps, a line naming no card, the judged
    // side given the top card of each suit it holds (swapped within the suit).
    let mut rng = Rng::new(68);
    let mut checked = 0;
    for _ in 0..3000 {
        let n = 2 + rng.below(3);
        let mut st = position(&mut rng, n);
        let p = Policy {
            trump: None,
            line: Vec::new(),
            ..policy(&mut rng, &st)
        };
        let j = p.judged as usize;
        for suit in 0..4 {
            let all: u16 = st.hands.iter().fold(0, |a, h| a | h[suit]);
            if all == 0 {
                continue;
            }
            let top = 1u16 << (15 - all.leading_zeros());
            let mine = [j, j + 2].into_iter().find(|&s| st.hands[s][suit] != 0);
            let theirs =
                (0..4).find(|&s| st.hands[s][suit] & top != 0 && side(s as u8) != p.judged);
            if let (Some(m), Some(o)) = (mine, theirs) {
                let low = st.hands[m][suit] & st.hands[m][suit].wrapping_neg();
                st.hands[m][suit] = st.hands[m][suit] & !low | top;
                st.hands[o][suit] = st.hands[o][suit] & !top | low;
            }
        }
        if st.n_table == 0 && Search::new(&p, &Never).holds_every_master(&st) {
            checked += 1;
            assert!(plain(&p, &st) >= 1, "{st:?} {p:?}");
        }
    }
    assert!(checked > 300, "{checked}");
}

#[test]
fn leading_only_cards_nobody_can_beat_takes_a_trick() {
    // The search's bound (`Search::all_take_the_trick`) against trying every line, on
    // random positions at a trick's start with the judged side on lead, trumps or not,
    // any line: when every lead its policy allows wins the trick on the cards as they
    // lie, the judged side takes at least one more trick.
    let mut rng = Rng::new(70);
    let (mut checked, mut ruffable) = (0, 0);
    for _ in 0..9000 {
        let n = 2 + rng.below(3);
        let st = position(&mut rng, n);
        let p = policy(&mut rng, &st);
        if st.n_table != 0 || side(st.leader) != p.judged {
            continue;
        }
        let search = Search::new(&p, &Never);
        let choices = p.choices(&st);
        if search.all_take_the_trick(&st, &choices) {
            checked += 1;
            assert!(plain(&p, &st) >= 1, "{st:?} {p:?}");
        } else if p.trump.is_some() {
            ruffable += 1;
        }
    }
    assert!(checked > 300 && ruffable > 300, "{checked} {ruffable}");
}

/// Double dummy for the judged side: its every legal card, the other side's too.
fn double_dummy(p: &Policy, st: &State) -> u8 {
    if !st.any_card_left() {
        return 0;
    }
    let judged = side(st.to_play()) == p.judged;
    let legal = legal_collapsed(st);
    let values = legal.as_slice().iter().map(|&card| {
        let mut child = st.clone();
        let won = child.play(card, p.trump);
        u8::from(won.is_some_and(|w| side(w) == p.judged)) + double_dummy(p, &child)
    });
    let best = if judged { values.max() } else { values.min() };
    best.unwrap_or(0)
}

#[test]
fn double_dummy_bounds_the_judged_value_and_the_search_down_from_it_agrees() {
    // `Search::solve_at_most` relies on the judged value never passing double dummy
    // (normal cards are some of the legal ones): checked, every variant, and the value
    // and line found from that bound are the full-window search's.
    let mut rng = Rng::new(91);
    let mut below = 0;
    for _ in 0..600 {
        let n = 1 + rng.below(4);
        let st = position(&mut rng, n);
        let p = policy(&mut rng, &st);
        let (value, dd) = (plain(&p, &st), double_dummy(&p, &st));
        assert!(value <= dd, "{value} > {dd} on {st:?} with {p:?}");
        below += usize::from(value < dd);
        let solved = unstoppable(Search::new(&p, &Never).solve_at_most(&st, dd));
        assert_eq!(solved.value, value, "{st:?} with {p:?}");
        let full = unstoppable(Search::new(&p, &Never).solve(&st));
        assert_eq!(solved.line.len(), full.line.len());
    }
    assert!(below > 30, "{below}");
}

/// The key's holders are packed by table look-up (`compress`), and the cards counted by
/// table (`count`): both against the plain bit-by-bit answer, for every set of ranks in
/// play and many holders.
#[test]
fn the_keys_packing_and_counting_agree_with_counting_bit_by_bit() {
    use super::position::{ALL_RANKS, count};
    use super::table::compress;
    let mut rng = Rng::new(13);
    for in_play in 0..=0x1fffu16 {
        let mask = in_play << 2;
        assert_eq!(u32::from(count(mask)), mask.count_ones(), "{mask:#x}");
        for _ in 0..8 {
            let x = u16::try_from(rng.below(1 << 16)).unwrap_or(0) & ALL_RANKS;
            let mut plain = 0u16;
            let mut k = 0;
            for r in 2..=14 {
                if mask & (1 << r) != 0 {
                    plain |= ((x >> r) & 1) << k;
                    k += 1;
                }
            }
            assert_eq!(compress(x, mask), plain, "x {x:#x} mask {mask:#x}");
        }
    }
}

/// The fewest and the most tricks the judged side can take when anyone plays any legal
/// card (no policy at all).
fn any_play(p: &Policy, st: &State) -> (u8, u8) {
    if !st.any_card_left() {
        return (0, 0);
    }
    let legal = legal_collapsed(st);
    legal
        .as_slice()
        .iter()
        .map(|&card| {
            let mut child = st.clone();
            let won = u8::from(
                child
                    .play(card, p.trump)
                    .is_some_and(|w| side(w) == p.judged),
            );
            let (lo, hi) = any_play(p, &child);
            (won + lo, won + hi)
        })
        .fold((u8::MAX, 0), |(lo, hi), (l, h)| (lo.min(l), hi.max(h)))
}

#[test]
fn sure_trump_tricks_bound_every_play() {
    // The search's bounds at a trick's start (`Search::trump_bounds`) against every play
    // of every card, policy aside, on random positions in the suit most held: the judged
    // side never takes fewer tricks than the lower one nor more than the upper one. Many
    // positions are counted where a trump under an opponent's still takes a trick.
    use super::solve::sure_trumps;
    let mut rng = Rng::new(33);
    let mut under = 0;
    for _ in 0..1000 {
        let n = 2 + rng.below(3);
        let mut st = position(&mut rng, n);
        while st.n_table != 0 {
            let card = legal_collapsed(&st).as_slice()[0];
            st.play(card, None);
        }
        let most = (0..4u8)
            .max_by_key(|&s| {
                st.hands
                    .iter()
                    .map(|h| h[s as usize].count_ones())
                    .sum::<u32>()
            })
            .unwrap_or(0);
        let p = Policy {
            trump: Some(most),
            ..policy(&mut rng, &st)
        };
        let (lo, hi) = Search::new(&p, &Never).trump_bounds(&st, st.tricks_left());
        let (fewest, most_taken) = any_play(&p, &st);
        assert!(
            lo <= fewest && most_taken <= hi,
            "{lo}..{hi} against {fewest}..{most_taken} on {st:?} with {p:?}"
        );
        let t = most as usize;
        let j = p.judged as usize;
        let theirs = st.hands[1 - j][t] | st.hands[3 - j][t];
        // A hand whose top trump is under an opponent's, yet sure of a trick.
        under += usize::from([j, j + 2].into_iter().any(|s| {
            let h = st.hands[s][t];
            sure_trumps(h, theirs) > 0 && h.leading_zeros() > theirs.leading_zeros()
        }));
    }
    assert!(under > 50, "{under}");
}

#[test]
fn the_finesse_credited_value_is_never_below_the_plain_one_and_settles_at_it() {
    // The evidence stops the credited search at the line's value: sound only if
    // crediting finesses never lowers the judged value. Both values by trying every
    // line; then the search stopping there against the credited one, the line's value
    // known or not (0).
    let mut rng = Rng::new(44);
    let mut above = 0;
    for _ in 0..3000 {
        let n = 2 + rng.below(3);
        let st = position(&mut rng, n);
        let credited = Policy {
            finesse_credited: true,
            ..policy(&mut rng, &st)
        };
        let plain_policy = Policy {
            finesse_credited: false,
            ..credited.clone()
        };
        let (value, line) = (plain(&credited, &st), plain(&plain_policy, &st));
        assert!(
            value >= line,
            "{value} < {line} on {st:?} with {credited:?}"
        );
        above += usize::from(value > line);
        let dd = double_dummy(&credited, &st);
        for known in [0, line] {
            let mut search = Search::new(&credited, &Never);
            let settled = unstoppable(search.value_between(&st, dd, known));
            assert_eq!(settled, value, "{st:?} with {credited:?}, {known} known");
            // The tests up from the known value (the evidence's order).
            let up = unstoppable(Search::new(&credited, &Never).value_up_from(&st, known, dd));
            assert_eq!(up, value, "{st:?} with {credited:?}, up from {known}");
        }
        let short = unstoppable(Search::new(&credited, &Never).value_up_from(&st, 0, value / 2));
        assert_eq!(short, value / 2, "{st:?} with {credited:?}");
    }
    assert!(above > 2, "{above}");
}
