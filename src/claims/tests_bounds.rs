//! The search's bounds for the judged side on lead, the one trick of a lead toward
//! partner's high card (`Search::partner_covers`) and the run of sure tricks
//! (`Search::sure_run`), against trying every line on random small positions: plain lines
//! and lines naming cards, each revision, the judged side declaring or not, show-outs true
//! and false (a card moved by the location test lands in a hand that had shown out), the
//! other side's cards pooled or not.

use super::policy::{Item, Policy, Revision};
use super::position::{ALL_SUITS, State, above, count, highest, side};
use super::solve::{Search, sure_trumps};
use super::stop::Never;
use super::tests::{c, policy as south_declares, state};
use super::tests_search::{Rng, empty, plain, policy, position, show_outs};

/// A random position at a trick's start with the judged side on lead, a policy for it
/// (its line plain three times in four), and the position as the search takes it (the
/// other side pooled at times, a show-out of a suit it holds given to one of its hands
/// at times).
fn case(rng: &mut Rng) -> Option<(State, Policy)> {
    let n = 2 + rng.below(3);
    let mut st = position(rng, n);
    if st.n_table != 0 {
        return None;
    }
    let judged = side(st.leader);
    let trump = [None, Some(0), Some(1), Some(2), Some(3)][rng.below(5)];
    // A line naming cards (a finesse the partner must take, say) one time in four.
    let line = if rng.below(4) == 0 {
        policy(rng, &st).line
    } else if trump.is_some() && rng.below(3) == 0 {
        vec![Item::DrawTrumps]
    } else {
        Vec::new()
    };
    // Declarer of the judged side three times in four.
    let declarer = u8::try_from(rng.below(4)).unwrap_or(0);
    let declarer = if rng.below(4) == 0 {
        declarer
    } else {
        judged + 2 * (declarer & 1)
    };
    let p = variant(rng, judged, trump, declarer, line);
    if rng.below(4) == 0 {
        false_show_out(rng, &mut st, judged);
    }
    if rng.below(3) == 0 {
        st = st.pooled(judged, ALL_SUITS);
    }
    Some((st, p))
}

/// A policy for `judged` with that trump, declarer and line, its variant and revision at
/// random (the revision whole three times in four, else none of it).
fn variant(rng: &mut Rng, judged: u8, trump: Option<u8>, declarer: u8, line: Vec<Item>) -> Policy {
    Policy {
        judged,
        trump,
        declarer,
        line,
        aware: rng.below(4) != 0,
        finesse_credited: rng.below(4) == 0,
        revision: if rng.below(4) == 0 {
            Revision::NONE
        } else {
            Revision::ALL
        },
    }
}

/// A false show-out: one of a suit an opponent of `judged` holds (a card moved by the
/// location test lands in a hand that had shown out).
fn false_show_out(rng: &mut Rng, st: &mut State, judged: u8) {
    let o = usize::from(1 - judged) + 2 * rng.below(2);
    let held: Vec<usize> = (0..4).filter(|&s| st.hands[o][s] != 0).collect();
    if !held.is_empty() {
        st.voids[o] |= 1 << held[rng.below(held.len())];
    }
}

#[test]
fn leading_toward_partners_high_card_takes_a_trick_when_the_bound_says_so() {
    let mut rng = Rng::new(72);
    // Positions where only the partner's card makes the bound hold, and positions where
    // the partner holds the highest card of every lead but the bound must not hold (the
    // judged side then takes no trick on some line).
    let (mut covered, mut refused) = (0, 0);
    for _ in 0..40_000 {
        let Some((st, p)) = case(&mut rng) else {
            continue;
        };
        let search = Search::new(&p, &Never);
        let choices = p.choices(&st);
        if choices.n == 0 {
            continue;
        }
        let theirs = |suit: u8| {
            (0..4usize)
                .filter(|&o| side(o as u8) != p.judged)
                .fold(0, |a, o| a.max(highest(st.hands[o][suit as usize])))
        };
        let partner = st.hands[usize::from((st.leader + 2) % 4)];
        let own = choices.as_slice().iter().all(|&(s, r)| r > theirs(s));
        let high = choices
            .as_slice()
            .iter()
            .all(|&(s, r)| r > theirs(s) || highest(partner[s as usize]) > theirs(s));
        let value = plain(&p, &st);
        if search.all_take_the_trick(&st, &choices) {
            assert!(value >= 1, "{st:?} {p:?}");
            covered += usize::from(!own);
        } else if high && !own && value == 0 {
            refused += 1;
        }
    }
    assert!(covered > 300 && refused > 40, "{covered} {refused}");
}

#[test]
fn a_stated_finesse_keeps_the_partners_high_card_from_counting() {
    // South leads ♠2 toward North's ♠A Q, North ordered to finesse the ♠Q: West's ♠J
    // makes North play the queen, East's king takes it, and West's ♥A the last trick.
    let st = state(["AQ...", "K.K..", "2.2..", "J.A.."], 2, &[]);
    let plain_line = south_declares(None, Vec::new());
    let finesse = south_declares(None, vec![Item::Finesse(c("SQ"))]);
    for (p, takes) in [(&plain_line, true), (&finesse, false)] {
        let choices = p.choices(&st);
        assert_eq!(choices.as_slice(), [(3, 2)]);
        let search = Search::new(p, &Never);
        assert_eq!(search.all_take_the_trick(&st, &choices), takes);
        assert_eq!(plain(p, &st) >= 1, takes);
    }
}

#[test]
fn the_judged_sides_run_of_sure_tricks_holds_on_every_line() {
    // `Search::sure_run` against trying every line, on random positions at a trick's
    // start with the judged side on lead, where no opponent holds a trump (notrump, or a
    // trump suit they lack) at times: the judged side takes at least that many tricks.
    let mut rng = Rng::new(73);
    let (mut one, mut more, mut cut) = (0, 0, 0);
    for _ in 0..40_000 {
        let Some((st, mut p)) = case(&mut rng) else {
            continue;
        };
        let opp = [usize::from(1 - p.judged), usize::from(3 - p.judged)];
        let lacking = (0..4u8).find(|&s| opp.iter().all(|&o| st.hands[o][s as usize] == 0));
        p.trump = match rng.below(3) {
            0 => p.trump,
            1 => None,
            _ => lacking.or(p.trump),
        };
        let run = Search::new(&p, &Never).sure_run(&st);
        if run == 0 {
            continue;
        }
        let value = plain(&p, &st);
        assert!(value >= run, "{run} > {value}: {st:?} {p:?}");
        one += 1;
        more += usize::from(run >= 2);
        cut += usize::from(run == value);
    }
    assert!(one > 1000 && more > 100 && cut > 500, "{one} {more} {cut}");
}

/// A random position at a trick's start, anyone on lead, in a trump contract where the
/// left-hand opponent of judged hand `x` holds no trump and has mostly shown out of them; a
/// policy for it (its line plain mostly), and `x`. Some other true show-outs, a false one
/// at times, and the other side's cards pooled at times.
fn drawn_case(rng: &mut Rng) -> (State, Policy, usize) {
    let n = 2 + rng.below(4);
    let t = rng.below(4);
    let judged = u8::try_from(rng.below(2)).unwrap_or(0);
    let x = usize::from(judged) + 2 * rng.below(2);
    let left = (x + 1) % 4;
    let mut deck: Vec<(usize, u8)> = (0..4usize)
        .flat_map(|s| (2..=14u8).map(move |r| (s, r)))
        .collect();
    let mut st = empty(u8::try_from(rng.below(4)).unwrap_or(0));
    // The left-hand opponent first, from the other suits; `x` next, with trumps mostly.
    for seat in [left, x, (x + 2) % 4, (x + 3) % 4] {
        for _ in 0..n {
            let pick: Vec<usize> = (0..deck.len())
                .filter(|&i| seat != left || deck[i].0 != t)
                .filter(|&i| seat != x || deck[i].0 == t || rng.below(2) == 0)
                .collect();
            let Some(&i) = pick.get(rng.below(pick.len())) else {
                continue;
            };
            let (s, r) = deck.swap_remove(i);
            st.hands[seat][s] |= 1 << r;
        }
    }
    show_outs(rng, &mut st);
    // Shown out of trumps three times in four (the bound needs it).
    if rng.below(4) != 0 {
        st.voids[left] |= 1 << t;
    }
    if rng.below(5) == 0 {
        false_show_out(rng, &mut st, judged);
    }
    let line = match rng.below(6) {
        0 => vec![Item::DrawTrumps],
        1 => policy(rng, &st).line,
        _ => Vec::new(),
    };
    let declarer = u8::try_from(rng.below(4)).unwrap_or(0);
    let p = variant(rng, judged, u8::try_from(t).ok(), declarer, line);
    if rng.below(3) == 0 {
        st = st.pooled(judged, ALL_SUITS);
    }
    (st, p, x)
}

#[test]
fn trumps_above_the_right_hand_opponents_keep_the_lower_ones_when_the_left_one_has_none() {
    // `Search::drawn_trumps` against trying every line: the judged side takes at least
    // that many tricks. Counted: where it says more than the trumps' count whoever holds
    // what (`sure_trumps`), and where that is the value.
    let mut rng = Rng::new(74);
    let (mut more, mut exact, mut beyond_masters) = (0, 0, 0);
    for _ in 0..40_000 {
        let (st, p, x) = drawn_case(&mut rng);
        let drawn = Search::new(&p, &Never).drawn_trumps(&st, x);
        let t = usize::from(p.trump.unwrap_or(0));
        let o = usize::from(1 - p.judged);
        let theirs = st.hands[o][t] | st.hands[o + 2][t];
        if drawn <= sure_trumps(st.hands[x][t], theirs) {
            continue;
        }
        let value = plain(&p, &st);
        assert!(value >= drawn, "{drawn} > {value}: {st:?} {p:?}");
        more += 1;
        exact += usize::from(value == drawn);
        // Beyond `x`'s trumps less the right-hand opponent's not below `x`'s masters.
        let (mine, his) = (st.hands[x][t], st.hands[(x + 3) % 4][t]);
        let masters = count(mine & above(highest(his)));
        let by_masters = count(mine).saturating_sub(count(his).saturating_sub(masters));
        beyond_masters += usize::from(drawn > by_masters);
    }
    assert!(
        more > 2000 && exact > 500 && beyond_masters > 50,
        "{more} {exact} {beyond_masters}"
    );
}

#[test]
fn drawn_trumps_need_a_plain_line_and_the_left_hand_opponents_show_out_of_trumps() {
    let spades = Some(3);
    // South leads from the top: ♠A draws East's ♠7 and ♠6 wins too; ordered to lead
    // ♠6 first, East's ♠7 takes it.
    let mut st = state(["-.32..", "7.Q..", "A6...", "-.AK.."], 2, &[]);
    st.voids[3] = 1 << 3;
    let plain_line = south_declares(spades, Vec::new());
    let low_first = south_declares(spades, vec![Item::Lead(c("S6"))]);
    assert_eq!(Search::new(&plain_line, &Never).drawn_trumps(&st, 2), 2);
    assert_eq!(plain(&plain_line, &st), 2);
    assert_eq!(Search::new(&low_first, &Never).drawn_trumps(&st, 2), 0);
    assert_eq!(plain(&low_first, &st), 1);
    // Dummy East's ♥K 9 against North's ♥Q, South holding no heart: shown out of them,
    // South cannot beat East's ♥9, and both of East's hearts take a trick. Not shown
    // out, dummy fears South may beat the nine (East-West declare, West leads).
    let mut st = state(["-.Q.Q.", "-.K9..", "-...Q3", "3...A"], 3, &[]);
    st.voids = [0, 0, 1 << 3, 0];
    let west = Policy {
        judged: 1,
        trump: Some(2),
        declarer: 3,
        ..plain_line.clone()
    };
    assert_eq!(Search::new(&west, &Never).drawn_trumps(&st, 1), 0);
    assert_eq!(plain(&west, &st), 1);
    st.voids[2] |= 1 << 2;
    assert_eq!(Search::new(&west, &Never).drawn_trumps(&st, 1), 2);
    assert_eq!(plain(&west, &st), 2);
}
