//! Each law code's path through the proposal, and properties of the search: never more
//! than double dummy, and a claim of nothing but masters is upheld.

use super::evidence::{At, Evidence, Variant, dd_tricks};
use super::policy::{Policy, Revision};
use super::position::State;
use super::proposal::{ClaimLaw, Facts, propose};
use super::solve::solve;
use crate::case::{Claim, ClaimKind};
use crate::play::{Play, deal_from_hands};
use contract_bridge::{Card, Hand, Rank, Seat, Strain, Suit};
use proptest::prelude::*;

fn codes(laws: &[ClaimLaw]) -> Vec<&'static str> {
    let mut v: Vec<&str> = laws.iter().map(|l| l.code()).collect();
    v.sort_unstable();
    v
}

fn sorted(mut v: Vec<&'static str>) -> Vec<&'static str> {
    v.sort_unstable();
    v
}

/// A disputed claim of `claimed` of 3 tricks by declarer's side in a 4-level contract.
fn run(
    claim: &Claim,
    declaring: bool,
    won: u8,
    claimed: u8,
    ev: &Evidence,
) -> (u8, Vec<&'static str>) {
    let facts = Facts {
        claim,
        declaring,
        level: 4,
        remaining: 3,
        won,
        claimed,
    };
    let (p, laws) = propose(&facts, ev);
    (p, codes(&laws))
}

fn disputed() -> Claim {
    Claim {
        tricks: Some(3),
        agreed: false,
        ..Claim::default()
    }
}

#[test]
fn a_right_claim_is_upheld_under_70a() {
    let ev = Evidence {
        line_tricks: Some(3),
        finesse_tricks: Some(3),
        ..Evidence::default()
    };
    assert_eq!(
        run(&disputed(), true, 8, 3, &ev),
        (3, sorted(vec!["68A", "68D", "70A"]))
    );
}

#[test]
fn a_less_successful_normal_line_gives_70d1_and_70d2_for_a_defender() {
    let ev = Evidence {
        line_tricks: Some(2),
        finesse_tricks: Some(2),
        ..Evidence::default()
    };
    assert_eq!(
        run(&disputed(), true, 8, 3, &ev),
        (2, sorted(vec!["68A", "68D", "70A", "70D1"]))
    );
    let ev = Evidence {
        line_tricks: Some(2),
        ..Evidence::default()
    };
    let (p, laws) = run(&disputed(), false, 3, 3, &ev);
    assert_eq!(
        (p, laws),
        (2, sorted(vec!["68A", "68D", "70A", "70D1", "70D2"]))
    );
}

#[test]
fn an_unmentioned_trump_gives_70c1_to_70c3_only_when_all_hold() {
    let mut ev = Evidence {
        line_tricks: Some(3),
        c70_tricks: Some(2),
        c70_applies: true,
        ..Evidence::default()
    };
    let expected = sorted(vec!["68A", "68D", "70A", "70C1", "70C2", "70C3"]);
    assert_eq!(run(&disputed(), true, 8, 3, &ev), (2, expected));
    ev.c70_applies = false;
    assert_eq!(run(&disputed(), true, 8, 3, &ev).0, 3);
}

#[test]
fn an_unstated_finesse_and_a_show_out_before_the_claim_give_70e1() {
    let ev = Evidence {
        line_tricks: Some(2),
        finesse_tricks: Some(3),
        ..Evidence::default()
    };
    assert!(run(&disputed(), true, 8, 3, &ev).1.contains(&"70E1"));
    let ev = Evidence {
        line_tricks: Some(3),
        finesse_tricks: Some(3),
        no_prior_knowledge_tricks: Some(2),
        ..Evidence::default()
    };
    assert_eq!(
        run(&disputed(), true, 8, 3, &ev),
        (3, sorted(vec!["68A", "68D", "70A", "70E1"]))
    );
}

#[test]
fn agreed_claims_69a_71_4_and_69b2() {
    let agreed = Claim {
        kind: ClaimKind::Concession,
        tricks: Some(2),
        review_requested: true,
        ..Claim::default()
    };
    let ev = Evidence {
        normal_min_claimer: Some(3),
        normal_min_opponents: Some(0),
        ..Evidence::default()
    };
    assert_eq!(
        run(&agreed, true, 8, 2, &ev),
        (3, sorted(vec!["68B1", "68D", "69A", "71.4"]))
    );
    let all = Claim {
        tricks: Some(3),
        review_requested: true,
        ..Claim::default()
    };
    let ev = Evidence {
        normal_min_claimer: Some(2),
        normal_min_opponents: Some(1),
        ..Evidence::default()
    };
    assert_eq!(
        run(&all, true, 8, 3, &ev),
        (2, sorted(vec!["68A", "68D", "69A", "69B2"]))
    );
    // Without a review the agreed figure stands.
    let plain = Claim {
        tricks: Some(3),
        ..Claim::default()
    };
    assert_eq!(
        run(&plain, true, 8, 3, &Evidence::default()),
        (3, sorted(vec!["68A", "68D", "69A"]))
    );
}

#[test]
fn stated_totals_give_71_1_71_2_71_3_and_69b1() {
    // Declarer (4-level: 10 needed) had won 10 and says "one down" (9).
    let down = Claim {
        kind: ClaimKind::Concession,
        stated_total: Some(9),
        ..Claim::default()
    };
    let laws = run(&down, true, 10, 0, &Evidence::default()).1;
    assert_eq!(laws, sorted(vec!["68B1", "68D", "69A", "71.1", "71.2"]));
    // A defender: his side had won 4 (the contract is beaten) and says "we take 3".
    let def = Claim {
        kind: ClaimKind::Concession,
        stated_total: Some(3),
        ..Claim::default()
    };
    let laws = run(&def, false, 4, 0, &Evidence::default()).1;
    assert_eq!(laws, sorted(vec!["68B1", "68D", "69A", "71.1", "71.3"]));
    // The opponents agreed to more than there was: 69B1.
    let greedy = Claim {
        stated_total: Some(12),
        ..Claim::default()
    };
    let laws = run(&greedy, true, 8, 3, &Evidence::default()).1;
    assert_eq!(laws, sorted(vec!["68A", "68D", "69A", "69B1"]));
}

/// The card of index `i` (0..52): suit `i / 13`, rank `2 + i % 13`.
fn card(i: usize) -> Card {
    Card {
        suit: Suit::ASC[i / 13],
        rank: Rank::try_new(2 + (i % 13) as u8).unwrap_or(Rank::A),
    }
}

/// A random deal from a permutation, played to `cards` cards by the lowest legal card.
fn played(perm: &[usize], strain: Strain, cards: usize) -> Play {
    let mut hands = [Hand::EMPTY; 4];
    for (k, &i) in perm.iter().enumerate() {
        hands[k / 13].insert(card(i));
    }
    let mut play = Play::new(deal_from_hands(hands), Seat::South, strain);
    while play.len() < cards {
        let pos = play.position(play.len());
        let Some(seat) = pos.next else { break };
        let Some(c) = pos.legal_cards(seat).iter().next() else {
            break;
        };
        if play.push(c).is_err() {
            break;
        }
    }
    play
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// The judged value never beats double dummy: its choices are some of the legal cards.
    #[test]
    fn double_dummy_is_never_below_the_line(
        perm in Just((0..52).collect::<Vec<usize>>()).prop_shuffle(),
        strain in prop::sample::select(vec![Strain::Notrump, Strain::Spades, Strain::Hearts]),
        left in 2usize..6,
        by in prop::sample::select(vec![Seat::South, Seat::West]),
    ) {
        let play = played(&perm, strain, 52 - 4 * left);
        let n = play.len();
        let dd = dd_tricks(&play, n, by).unwrap();
        let at = At::new(&play, n, by);
        let me = at.side();
        for variant in [Variant::default(), Variant { unaware: true, ..Variant::default() },
                        Variant { finesse_credited: true, ..Variant::default() }] {
            let line = at.value(me, &[], variant).value;
            prop_assert!(dd >= line, "dd {} < line {} ({:?})", dd, line, variant);
        }
    }

    /// A claimer on lead holding nothing but masters, the opponents without trumps, takes
    /// every trick.
    #[test]
    fn a_claim_of_only_masters_is_upheld(
        suits in prop::collection::vec(0usize..4, 1..6),
        perm in Just((0..52).collect::<Vec<usize>>()).prop_shuffle(),
        trump in prop::option::of(0u8..4),
    ) {
        let k = suits.len();
        let mut count = [0usize; 4];
        for &s in &suits { count[s] += 1; }
        let mut hands = [[0u16; 4]; 4];
        let mut taken = [false; 52];
        for s in 0..4 {
            for j in 0..count[s] {
                hands[2][s] |= 1 << (14 - j);
                taken[s * 13 + 12 - j] = true;
            }
        }
        // The others get k cards each, the opponents no trump (North takes them, or the
        // contract is notrump when he cannot).
        let mut rest: Vec<usize> = perm.into_iter().filter(|&i| !taken[i]).collect();
        let trump = trump.filter(|&t| rest.iter().filter(|&&i| i / 13 == t as usize).count() <= k);
        if let Some(t) = trump {
            rest.sort_by_key(|&i| i / 13 != t as usize);
        }
        for (j, &i) in rest.iter().take(3 * k).enumerate() {
            let seat = [0usize, 1, 3][j / k];
            hands[seat][i / 13] |= 1 << (2 + i % 13);
        }
        let st = State { hands, table: [(0, (0, 0)); 4], n_table: 0, leader: 2, voids: [0; 4], pool: None };
        let p = Policy { judged: 0, trump, declarer: 2, line: vec![], aware: true, finesse_credited: false, revision: Revision::ALL };
        prop_assert_eq!(solve(&p, &st).value, k as u8);
    }
}
