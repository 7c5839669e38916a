//! Law paths beyond the shared cases, and properties of every ruling.

use super::*;
use crate::case::{Attention, Board, BoardSource, Case, Claim, MarkedKind, MarkedRevoke};
use crate::notation::parse_card;
use crate::play::Play;
use crate::play::testing::deal_strategy;
use contract_bridge::{AbsoluteVulnerability, Card, Contract, FullDeal, Penalty, Seat, Strain};
use proptest::prelude::*;

/// Case 02's deal: 4S by West.
const DEAL02: &str = "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT";

pub(super) fn card(t: &str) -> Card {
    parse_card(t).unwrap()
}

fn case_with(deal: FullDeal, declarer: Seat, contract: Contract, play: Play) -> Case {
    Case {
        title: String::new(),
        source: BoardSource::Inline { pbn: String::new() },
        board: Board {
            number: "1".into(),
            dealer: Seat::North,
            vulnerability: AbsoluteVulnerability::NONE,
            deal,
            declarer,
            contract,
            auction: Vec::new(),
            players: Default::default(),
        },
        play,
        marked_revokes: Vec::new(),
        attention: Some(Attention::EndOfPlay),
        claim: None,
        equity: Default::default(),
        meta: Default::default(),
        changes: Default::default(),
    }
}

pub(super) fn four_spades_west(cards: &str) -> Case {
    let deal: FullDeal = DEAL02.parse().unwrap();
    let play = Play::new(deal, Seat::West, Strain::Spades)
        .with_cards(cards.split_whitespace().map(card))
        .unwrap();
    case_with(
        deal,
        Seat::West,
        Contract::new(4, Strain::Spades, Penalty::Undoubled),
        play,
    )
}

/// Plays the lowest legal card until the end.
pub(super) fn finish_low(play: &mut Play) {
    while let Some(seat) = play.next_seat() {
        let legal = play.position(play.len()).playable_cards(seat);
        play.push(legal.iter().next().unwrap()).unwrap();
    }
}

#[test]
fn both_sides_revoke_on_one_trick_62c3() {
    // South ruffs the HK lead with the SJ holding hearts; West (declarer) discards the D4
    // holding hearts. South leads to trick 2: his revoke is established, West's is not.
    let mut case = four_spades_west("HK H2 SJ D4  CA");
    case.attention = Some(Attention::DuringPlay { after_card: 5 });
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes;
    assert_eq!(r.len(), 2);
    assert_eq!(r[0].laws, ["61A", "63A1", "62C3", "62B1", "64B8"]);
    assert!(r[0].established && r[0].corrected);
    assert_eq!(r[0].penalty_card.as_deref(), Some("SJ"));
    assert_eq!(r[1].laws, ["61A", "62A", "62C3", "62B2"]);
    assert!(!r[1].established && r[1].corrected);
    assert_eq!(
        r[1].penalty_card, None,
        "declarer's card is no penalty card"
    );
    assert!(j.ruling.final_result.is_none());
    assert!(!j.ruling.equity.applies);
    assert_eq!(
        j.ruling.equity.dd_declarer_tricks,
        Some(10),
        "given for the established revoke"
    );
}

#[test]
fn declarer_revoke_not_established_is_replaced_without_penalty_62b2() {
    let mut case = four_spades_west("HK H2 H4 D4");
    case.attention = Some(Attention::DuringPlay { after_card: 4 });
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes[0];
    assert_eq!((r.card, r.seat.as_str()), (4, "W"));
    assert_eq!(r.laws, ["61A", "62A", "62B2"]);
    assert_eq!(r.penalty_card, None);
}

/// South ruffs trick 1 and the play goes on (lowest legal cards): the whole record.
fn established_trick1() -> Case {
    let mut case = four_spades_west("HK H2 SJ H3  CA");
    finish_low(&mut case.play);
    case
}

#[test]
fn attention_after_the_next_board_call_64b4_but_after_hands_returned_64a() {
    let mut case = established_trick1();
    case.attention = Some(Attention::AfterNextBoardCall);
    let j = rule(&case).unwrap();
    assert!(j.ruling.revokes[0].laws.contains(&Law::L64B4));
    assert_eq!(j.ruling.transfer_total, 0);
    case.attention = Some(Attention::AfterHandsReturned);
    let j = rule(&case).unwrap();
    assert!(j.ruling.revokes[0].laws.contains(&Law::L64A1));
    assert!(j.ruling.transfer_total >= 1);
}

#[test]
fn marked_penalty_card_revoke_64b3_and_lead_restriction_64a() {
    // North leads the HK (card 1); the director marks that he should have led his penalty
    // card instead.
    let mut case = four_spades_west("HK H2 H4 H3");
    finish_low(&mut case.play);
    assert_eq!(case.play.revokes().count(), 0);
    case.marked_revokes = vec![MarkedRevoke {
        card: 1,
        kind: MarkedKind::PenaltyCard,
    }];
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes[0];
    assert_eq!(r.kind, RevokeKind::PenaltyCard);
    assert_eq!(r.laws, ["61A", "63A1", "64B3"]);
    assert_eq!(r.transfer, 0);
    case.marked_revokes[0].kind = MarkedKind::LeadRestriction;
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes[0];
    assert_eq!(r.kind, RevokeKind::LeadRestriction);
    assert_eq!(r.laws[..2], ["61A", "63A1"]);
    assert!(r.laws[2] == "64A1" || r.laws[2] == "64A2" || r.laws[2] == "64B1");
    // The equity alternatives for a marked revoke: the legal leads, the card played among them.
    let evidence = j.evidence.unwrap();
    assert_eq!(evidence.alternatives.len(), 13);
}

#[test]
fn a_disputed_claim_by_the_other_side_does_not_establish_63a4() {
    // The revoke is the last card before the claim; West (declarer, non-offender) claims.
    let mut case = four_spades_west("HK H2 SJ H3");
    case.claim = Some(Claim {
        after_card: 4,
        by: Seat::West,
        tricks: Some(12),
        agreed: false,
        awarded: Some(11),
        ..Claim::default()
    });
    case.attention = Some(Attention::EndOfPlay);
    let j = rule(&case).unwrap();
    assert!(!j.ruling.revokes[0].established);
    assert!(j.ruling.revokes[0].corrected);
    case.claim = Some(Claim {
        agreed: true,
        awarded: None,
        ..case.claim.clone().unwrap()
    });
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes[0];
    assert_eq!(r.laws, ["61A", "63A4", "64A1"]);
    // South won trick 1; the claim gave North-South no later trick: one trick.
    assert_eq!(r.transfer, 1);
    assert_eq!(j.ruling.table_declarer_tricks, 12);
    assert_eq!(j.ruling.adjusted_declarer_tricks, 13);
}

#[test]
fn the_directors_estimate_wins_over_double_dummy() {
    let mut case = established_trick1();
    case.equity.likely_declarer_tricks = Some(13);
    let j = rule(&case).unwrap();
    assert_eq!(j.ruling.equity.source, Some(EquitySource::Director));
    assert_eq!(j.ruling.equity.likely_declarer_tricks, Some(13));
    assert!(j.ruling.equity.applies);
    assert_eq!(j.ruling.final_result.unwrap().declarer_tricks, Some(13));
}

#[test]
fn a_card_found_after_play_law_14b() {
    // South played without the H4: he had no heart left when North led the HQ at trick 2.
    let deal: FullDeal = DEAL02.parse().unwrap();
    let mut play = Play::new(deal, Seat::West, Strain::Spades)
        .with_absent(card("H4"))
        .unwrap()
        .with_cards("HK H2 H8 H3  HQ H5 C6 H6".split_whitespace().map(card))
        .unwrap();
    finish_low(&mut play);
    assert_eq!(play.len(), 51, "South had no card for the last trick");
    let case = case_with(
        deal,
        Seat::West,
        Contract::new(4, Strain::Spades, Penalty::Undoubled),
        play,
    );
    let j = rule(&case).unwrap();
    let r = &j.ruling.revokes[0];
    assert_eq!((r.card, r.seat.as_str()), (7, "S"));
    assert!(r.established);
    assert!(j.ruling.final_result.is_some());
}

#[test]
fn bad_facts_are_errors_not_panics() {
    let mut case = four_spades_west("HK H2 SJ H3");
    case.attention = None;
    assert!(
        matches!(rule(&case), Err(RuleError::Facts(m)) if m.key == "rule-error-unfinished" || m.key == "rule-error-no-attention")
    );
    case.attention = Some(Attention::DuringPlay { after_card: 9 });
    let Err(RuleError::Facts(m)) = rule(&case) else {
        panic!()
    };
    assert_eq!(m.key, "rule-error-attention-range");
    assert!(m.english().contains("after_card = 9"));
    case.attention = Some(Attention::EndOfPlay);
    let Err(RuleError::Facts(m)) = rule(&case) else {
        panic!()
    };
    assert_eq!(m.key, "rule-error-unfinished");
    case.attention = Some(Attention::DuringPlay { after_card: 4 });
    case.marked_revokes = vec![MarkedRevoke {
        card: 60,
        kind: MarkedKind::PenaltyCard,
    }];
    let Err(RuleError::Facts(m)) = rule(&case) else {
        panic!()
    };
    assert_eq!(m.key, "rule-error-mark-range");
}

/// A play with revokes injected where `revoke_at` say, chosen by `choices`.
fn random_play(deal: FullDeal, strain: Strain, choices: &[u8], revoke_at: &[usize]) -> Play {
    let mut play = Play::new(deal, Seat::South, strain);
    let mut i = 0;
    while let Some(seat) = play.next_seat() {
        let pos = play.position(play.len());
        let hand = pos.remaining[seat as usize];
        let legal = pos.legal_cards(seat);
        let others: Vec<Card> = hand.iter().filter(|c| !legal.contains(*c)).collect();
        let pick = usize::from(choices[i % choices.len()]);
        let card = if revoke_at.contains(&play.len()) && !others.is_empty() {
            others[pick % others.len()]
        } else {
            let legal: Vec<Card> = legal.iter().collect();
            legal[pick % legal.len()]
        };
        play.push(card).unwrap();
        i += 1;
    }
    play
}

fn attention_strategy() -> impl Strategy<Value = Attention> {
    prop_oneof![
        Just(Attention::EndOfPlay),
        Just(Attention::AfterHandsReturned),
        Just(Attention::AfterNextBoardCall),
        Just(Attention::AfterRound),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn transfers_stay_within_the_law(
        deal in deal_strategy(),
        strain in prop::sample::select(Strain::ASC.to_vec()),
        choices in prop::collection::vec(any::<u8>(), 52),
        revoke_at in prop::collection::vec(1usize..52, 0..3),
        attention in attention_strategy(),
    ) {
        let play = random_play(deal, strain, &choices, &revoke_at);
        let mut case = case_with(deal, Seat::South, Contract::new(3, strain, Penalty::Undoubled), play);
        case.attention = Some(attention);
        let j = rule(&case).unwrap();
        let r = &j.ruling;
        prop_assert!(r.table_declarer_tricks <= 13 && r.adjusted_declarer_tricks <= 13);
        if r.revokes.is_empty() {
            prop_assert_eq!(r.transfer_total, 0);
            prop_assert_eq!(r.adjusted_declarer_tricks, r.table_declarer_tricks);
            prop_assert!(!r.equity.applies);
            prop_assert_eq!(r.final_result.as_ref().unwrap().declarer_tricks, Some(r.table_declarer_tricks));
        }
        let tricks = case.play.tricks();
        for rev in &r.revokes {
            prop_assert!(rev.transfer <= 2);
            let side = if rev.side == "NS" { crate::notation::Side::NS } else { crate::notation::Side::EW };
            let won_from = tricks[rev.trick - 1..]
                .iter()
                .filter(|t| t.winner.is_some_and(|w| crate::notation::Side::of(w) == side))
                .count();
            prop_assert!(usize::from(rev.transfer) <= won_from);
            if rev.laws.iter().any(|l| l.code().starts_with("64B")) {
                prop_assert_eq!(rev.transfer, 0);
            }
            prop_assert_eq!(rev.laws[0], Law::L61A);
        }
        if let Some(f) = &r.final_result {
            prop_assert!(f.declarer_tricks.is_some_and(|t| t <= 13));
        }
        if let Some(dd) = r.equity.dd_declarer_tricks {
            prop_assert!(dd <= 13);
        }
    }
}

#[test]
fn imps_against_the_other_table_are_weighted_outcome_by_outcome() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/cases/14-weighted-equity.toml");
    if !path.is_file() {
        eprintln!("skipped: {} not found", path.display());
        return;
    }
    let mut case = crate::case::load(&path).unwrap();
    case.meta.other_table_score_ns = Some(420);
    let j = rule(&case).unwrap();
    let imps: Vec<(i32, i32, u8)> = j
        .imps
        .iter()
        .map(|o| (o.score_ns, o.imps_ns, o.percent))
        .collect();
    // 4S= at both tables: 0 IMPs; 4S-1 against 4S=: 470 points, 10 IMPs to East-West.
    assert_eq!(imps, vec![(420, 0, 60), (-50, -10, 40)]);
    assert!((j.weighted_imps_ns.unwrap() - (-4.0)).abs() < 1e-9);
    assert_eq!(
        j.table_score_ns,
        Some(-100),
        "8 tricks in 4S, not vulnerable: two down"
    );
}

#[test]
fn a_correction_says_which_later_cards_may_be_taken_back_62c() {
    // South ruffs; West plays; attention after West's card: not established.
    let mut case = four_spades_west("HK H2 SJ H3");
    case.attention = Some(Attention::DuringPlay { after_card: 4 });
    let j = rule(&case).unwrap();
    assert!(j.ruling.revokes[0].corrected);
    let note = j
        .notes
        .iter()
        .find(|n| n.key == "note-62c")
        .expect("a 62C note");
    let text = note.english();
    assert!(text.contains("(W ♥3)"), "{text}");
    assert!(text.contains("(—)"), "{text}");
    let fr = crate::i18n::Tr::new(crate::i18n::Lang::Fr).msg(note);
    assert!(fr.contains("(O ♥3)"), "West is Ouest in French: {fr}");
}
