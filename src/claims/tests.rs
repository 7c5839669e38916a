//! Unit tests of the claim policy on small hand-built positions, one rule at a time.

use super::policy::{Item, Policy, Revision};
use super::position::{C, Choices, Mode, State};
use super::solve::solve;

const N: u8 = 0;
const E: u8 = 1;
const S: u8 = 2;
const W: u8 = 3;
const CLUBS: u8 = 0;
const HEARTS: u8 = 2;
const SPADES: u8 = 3;

/// A card from a token such as `SQ` or `H9`.
pub(super) fn c(token: &str) -> C {
    let card = crate::notation::parse_card(token).unwrap();
    (card.suit as u8, card.rank.get())
}

/// A hand from `S.H.D.C` holdings (`AK.Q..2`, `-` or empty for a void).
pub(super) fn hand(text: &str) -> [u16; 4] {
    let mut out = [0u16; 4];
    for (i, part) in text.split('.').enumerate() {
        let suit = 3 - i;
        for ch in part.chars().filter(|&ch| ch != '-') {
            let card = crate::notation::parse_card(&format!("S{ch}")).unwrap();
            out[suit] |= 1 << card.rank.get();
        }
    }
    out
}

/// A position: hands `N E S W`, the leader, the cards already on the table.
pub(super) fn state(hands: [&str; 4], leader: u8, table: &[&str]) -> State {
    let mut st = State {
        hands: hands.map(hand),
        table: [(0, (0, 0)); 4],
        n_table: 0,
        leader,
        voids: [0; 4],
        pool: None,
    };
    for (i, token) in table.iter().enumerate() {
        let seat = (leader + i as u8) % 4;
        st.table[i] = (seat, c(token));
        st.n_table += 1;
        let led = st.table[0].1.0;
        if c(token).0 != led {
            st.voids[seat as usize] |= 1 << led;
        }
    }
    st
}

/// Declarer South, North-South judged, aware, nothing credited.
pub(super) fn policy(trump: Option<u8>, line: Vec<Item>) -> Policy {
    Policy {
        judged: 0,
        trump,
        declarer: S,
        line,
        aware: true,
        finesse_credited: false,
        revision: Revision::ALL,
    }
}

fn cards(choices: &Choices) -> Vec<C> {
    let mut v = choices.as_slice().to_vec();
    v.sort_unstable();
    v
}

fn set(tokens: &[&str]) -> Vec<C> {
    let mut v: Vec<C> = tokens.iter().map(|t| c(t)).collect();
    v.sort_unstable();
    v
}

// Leading.

#[test]
fn a_pending_lead_is_led_and_a_lead_from_the_other_hand_is_silent() {
    let st = state(["AQ.A..", "JT..-.9", "32..2.", "K65..."], S, &[]);
    let p = policy(None, vec![Item::Lead(c("S2")), Item::Finesse(c("SQ"))]);
    assert_eq!(cards(&p.choices(&st)), set(&["S2"]));
    // The HA is North's: South, on lead, leads by the policy: spades (the side's ace is
    // a master) or his diamond (no diamond is left outstanding: a master too).
    let p = policy(None, vec![Item::Lead(c("HA"))]);
    assert_eq!(cards(&p.choices(&st)), set(&["S3", "D2"]));
}

#[test]
fn draw_trumps_leads_the_highest_trump_and_rule_one_draws_with_a_master() {
    let st = state(["-.32.32.", "3.Q..A", "AK.AK..", "Q2..AK."], S, &[]);
    let stated = policy(Some(SPADES), vec![Item::DrawTrumps]);
    assert_eq!(cards(&stated.choices(&st)), set(&["SA"]));
    // Silent and aware: the ace of trumps is a master, so trumps are drawn.
    let aware = policy(Some(SPADES), vec![]);
    assert_eq!(cards(&aware.choices(&st)), set(&["SA"]));
    // Unaware (70C): no trump while South holds another suit.
    let unaware = Policy {
        aware: false,
        ..aware.clone()
    };
    assert_eq!(cards(&unaware.choices(&st)), set(&["HA"]));
    // draw_trumps is done once no opponent holds a trump: then the lead is silent, and
    // the trumps are kept (no trump led while another suit is held).
    let st = state(["-.32.32.", ".Q..AK", "AK.AK..", "..AK.Q2"], S, &[]);
    assert_eq!(cards(&stated.choices(&st)), set(&["HA"]));
    let before = Policy {
        revision: Revision::NONE,
        ..stated.clone()
    };
    assert_eq!(cards(&before.choices(&st)), set(&["SA", "HA"]));
}

#[test]
fn winners_are_led_before_losers_from_the_top() {
    // South: ♠A (master), ♥32 (the side's ♥A is a master), ♦2 (a loser).
    let st = state(["KQJ.A..", "2..QJ.A", "A.32.2.", ".KQ.AK."], S, &[]);
    let p = policy(None, vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["SA", "H3"]));
    // With no winner at all: any suit, from the top.
    let st = state(["..5.", "..AK.", "..QJ.9", "..T.K"], S, &[]);
    assert_eq!(cards(&p.choices(&st)), set(&["DQ", "C9"]));
}

// Following suit.

#[test]
fn partner_winning_with_a_sure_card_plays_low_and_an_unsure_one_is_taken_over() {
    // South led the ♠A, West followed: North plays low, no overtaking.
    let st = state(["KQ2...", "J3...", "...2", "...3"], S, &["SA", "S4"]);
    let p = policy(None, vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["S2"]));
    // South led the ♠Q: East may hold the ♠K, so it is not sure: the ace (sure tricks
    // taken); before the revision, low or the ace.
    let st = state(["A2...", "K3...", "...2", "...3"], S, &["SQ", "S4"]);
    assert_eq!(cards(&p.choices(&st)), set(&["SA"]));
    let before = Policy {
        revision: Revision::NONE,
        ..p
    };
    assert_eq!(cards(&before.choices(&st)), set(&["S2", "SA"]));
}

#[test]
fn a_finesse_order_plays_its_card() {
    let st = state(["AQ...", "KJ...", "...2", "...3"], S, &["S2", "S5"]);
    let p = policy(None, vec![Item::Finesse(c("SQ"))]);
    assert_eq!(cards(&p.choices(&st)), set(&["SQ"]));
}

#[test]
fn the_cheapest_sure_card_is_played_and_a_known_void_makes_the_finesse_sure() {
    let mut st = state(["AQ...", "KJ...", "...2", "...3"], S, &["S2", "S5"]);
    let p = policy(None, vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["SA"]));
    // East had shown out of spades: the ♠K can only be West's, played already.
    st.hands[E as usize] = hand("..K.J");
    st.voids[E as usize] |= 1 << SPADES;
    assert_eq!(cards(&p.choices(&st)), set(&["SQ"]));
}

#[test]
fn without_a_sure_card_low_cheapest_beating_or_highest() {
    // West leads the ♠T; North holds ♠KJ2 and East may hold the ♠A or ♠Q.
    let st = state(["KJ2...", "AQ3...", "...32", "T..."], W, &["ST"]);
    let p = policy(None, vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["S2", "SJ", "SK"]));
}

#[test]
fn finesse_credited_takes_the_best_of_three_and_never_ducks() {
    let st = state(["AQ2...", "KJ4...", "...32", "6...4"], S, &["S3", "S5"]);
    let p = Policy {
        finesse_credited: true,
        ..policy(None, vec![])
    };
    let choices = p.choices(&st);
    assert_eq!(choices.mode, Mode::Max);
    assert_eq!(cards(&choices), set(&["SQ", "SA"]));
}

// Void in the suit led.

#[test]
fn ruff_candidates_are_the_lowest_beating_trump_and_the_cheapest_sure_one() {
    // West leads a club; North is void, East has shown out of clubs and may overruff.
    let mut st = state(["-.K32..", "..Q.", "...", "Q..."], W, &["CA"]);
    st.hands[E as usize] = hand(".QJ.Q.");
    st.hands[S as usize] = hand("A.A..");
    st.voids[E as usize] |= 1 << CLUBS;
    let p = policy(Some(HEARTS), vec![]);
    // Low trump (♥2) and the cheapest sure one (♥K: East's ♥Q J cannot beat it).
    assert_eq!(cards(&p.choices(&st)), set(&["H2", "HK"]));
}

#[test]
fn partner_winning_surely_means_a_discard_otherwise_a_sure_ruff() {
    // South leads the ♣A (sure: nobody is known void), North void in clubs.
    let st = state(["-.32.J2.", "..Q.Q", "A.A..", "Q..."], S, &["CA", "CK"]);
    let p = policy(Some(HEARTS), vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["D2"]));
    // South leads the ♣Q instead: East may hold the ♣K, and cannot overruff (not known
    // void): North ruffs with the ♥2 (sure tricks taken); before the revision, discard
    // or ruff.
    let st = state(["-.32.J2.", "..Q.K", "A.A..", "Q..."], S, &["CQ", "C3"]);
    assert_eq!(cards(&p.choices(&st)), set(&["H2"]));
    let before = Policy {
        revision: Revision::NONE,
        ..p.clone()
    };
    assert_eq!(cards(&before.choices(&st)), set(&["D2", "H2"]));
    // East known void in clubs may overruff the ♥2: no sure trump, so discard or ruff.
    let mut st = st;
    st.voids[E as usize] |= 1 << CLUBS;
    st.hands[E as usize] = hand(".Q.Q.");
    assert_eq!(cards(&p.choices(&st)), set(&["D2", "H2"]));
}

#[test]
fn discards_are_low_cards_never_a_master_while_a_loser_can_go() {
    // Notrump: West leads a diamond; North has no diamond: ♠A is a master, ♥2 and ♣3 are
    // not.
    let st = state(["A.2..3", "K.A..K", "Q.K..2", "2...A"], W, &["DA"]);
    let p = policy(None, vec![]);
    assert_eq!(cards(&p.choices(&st)), set(&["H2", "C3"]));
}

// The search and the variants.

#[test]
fn the_search_returns_the_worst_normal_line_with_its_play() {
    // Case 02 of the shared claims: the finesse is not taken (2), but credited it is (3).
    let st = state(["AQ.A..", "JT...9", "32..2.", "K65..."], S, &[]);
    let p = policy(None, vec![]);
    let solved = solve(&p, &st);
    assert_eq!(solved.value, 2);
    assert_eq!(solved.line.len(), 12);
    assert_eq!(solved.line[0], (S, c("S3")));
    let credited = Policy {
        finesse_credited: true,
        ..p
    };
    assert_eq!(solve(&credited, &st).value, 3);
    // The stated line finesses.
    let stated = policy(None, vec![Item::Lead(c("S2")), Item::Finesse(c("SQ"))]);
    assert_eq!(solve(&stated, &st).value, 3);
}

#[test]
fn the_unaware_variant_lets_the_defenders_ruff() {
    // Case 01: 4♥, South ♠AK ♥A; West ♥5 ♠4 ♦9, East ♥4 ♠QJ, North ♥32 ♣2.
    let st = state(["-.32..2", "QJ.4..", "AK.A..", "4.5.9."], S, &[]);
    let aware = policy(Some(HEARTS), vec![]);
    assert_eq!(solve(&aware, &st).value, 3);
    let unaware = Policy {
        aware: false,
        ..aware
    };
    assert_eq!(solve(&unaware, &st).value, 2);
}

#[test]
fn no_prior_knowledge_forgets_the_show_out() {
    // Case 06: East showed out of spades before the claim.
    let mut st = state(["AQ.A..", "-..KQ.9", "32..2.", "K65..."], S, &[]);
    st.voids[E as usize] |= 1 << SPADES;
    let p = policy(None, vec![]);
    assert_eq!(solve(&p, &st).value, 3);
    st.voids[E as usize] = 0;
    assert_eq!(solve(&p, &st).value, 2);
}

#[test]
fn the_opponents_judged_take_their_sure_heart() {
    // Case 08: the defenders judged, North-South best against them: one trick.
    let st = state(["32.2..", "-.A.2.2", "AK.3..", "Q.KQ.."], S, &[]);
    let p = Policy {
        judged: 1,
        ..policy(None, vec![])
    };
    assert_eq!(solve(&p, &st).value, 1);
    // And a blocked suit (case 03) costs the claimer two tricks.
    let st = state(["KQJ.A..", "2..QJ.A", "A.32.2.", ".KQ.AK."], S, &[]);
    assert_eq!(solve(&policy(None, vec![]), &st).value, 2);
    assert_eq!(st.to_play(), S);
    assert_ne!(N, S);
}

#[test]
fn a_raised_flag_stops_the_search_and_gives_no_figure() {
    use super::solve::Search;
    use super::stop::Cancelled;
    use std::sync::atomic::{AtomicBool, Ordering};
    let st = state(["AQ.A..", "JT...9", "32..2.", "K65..."], S, &[]);
    let p = policy(None, vec![]);
    let flag = AtomicBool::new(false);
    let solved = Search::new(&p, &flag).solve(&st).unwrap();
    let plain = solve(&p, &st);
    assert_eq!((solved.value, &solved.line), (plain.value, &plain.line));
    flag.store(true, Ordering::Relaxed);
    assert_eq!(Search::new(&p, &flag).solve(&st), Err(Cancelled));
    assert_eq!(Search::new(&p, &flag).is_below(&st, 3), Err(Cancelled));
}
