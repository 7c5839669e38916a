//! Every path of P1–P7 (`call-card-law-model.md`) on board A (4♥ by South), and the
//! ruling never panics on any combination of the card facts.

use super::model::{CardChangeRuling, CardPath, Establishes, PenaltyKind};
use super::rule_cards;
use crate::case::changes::{CardChange, Cause, Exposure, PlayedSince};
use crate::case::{Case, from_toml_str};
use crate::notation::parse_card;
use proptest::prelude::*;

const DEAL_A: &str = "N:KQ3.T2.A754.AQJ5 J7.KQ84.QJ6.K976 A6542.AJ7653..32 T98.9.KT9832.T84";

fn case_a(cards: &str) -> Case {
    let text = format!(
        "format = \"revoke-case/1\"\n[board]\npbn = \"\"\"\n[Board \"1\"]\n[Dealer \"S\"]\n\
         [Vulnerable \"None\"]\n[Deal \"{DEAL_A}\"]\n[Declarer \"S\"]\n[Contract \"4H\"]\n\"\"\"\n\
         [play]\ncards = \"{cards}\"\n"
    );
    from_toml_str(&text, std::path::Path::new(".")).unwrap()
}

fn card(t: &str) -> contract_bridge::Card {
    parse_card(t).unwrap()
}

/// Rules on one change of `case` (the last, after `earlier`).
fn rule(cards: &str, earlier: &[CardChange], c: CardChange) -> CardChangeRuling {
    let mut case = case_a(cards);
    case.changes.cards = earlier.to_vec();
    case.changes.cards.push(c);
    rule_cards(&case, &[]).pop().unwrap()
}

fn change(after: usize, t: &str, exposure: Exposure, cause: Cause) -> CardChange {
    CardChange {
        cause,
        ..CardChange::new(after, card(t), exposure)
    }
}

fn laws(r: &CardChangeRuling) -> Vec<&'static str> {
    let mut v: Vec<_> = r.laws.iter().map(|l| l.code()).collect();
    v.sort_unstable();
    v
}

fn set(mut v: Vec<&'static str>) -> Vec<&'static str> {
    v.sort_unstable();
    v
}

fn penalties(r: &CardChangeRuling) -> Vec<(String, PenaltyKind)> {
    r.penalty_cards
        .iter()
        .map(|p| (p.card.clone(), p.kind))
        .collect()
}

#[test]
fn p1_p5_cards_not_played() {
    // A defender's small card dropped: minor; an honour: major (example 11).
    let r = rule(
        "ST S3",
        &[],
        change(2, "C6", Exposure::Dropped, Cause::None),
    );
    assert_eq!(
        (r.path, r.played, r.stands.clone()),
        (CardPath::NotPlayed, false, None)
    );
    assert_eq!(penalties(&r), [("C6".to_owned(), PenaltyKind::Minor)]);
    assert_eq!(laws(&r), set(vec!["49", "50B", "50C", "50E"]));
    assert_eq!(
        (r.ui_side.as_deref(), r.establishes),
        (Some("EW"), Establishes::None)
    );
    let r = rule(
        "ST S3",
        &[],
        change(2, "CK", Exposure::Dropped, Cause::None),
    );
    assert_eq!(penalties(&r), [("CK".to_owned(), PenaltyKind::Major)]);
    assert_eq!(laws(&r), set(vec!["49", "50B", "50D1", "50D2", "50E"]));
    // Declarer's card: never a penalty card (48A).
    let r = rule(
        "ST S3 S7",
        &[],
        change(3, "H3", Exposure::Dropped, Cause::None),
    );
    assert!(r.penalty_cards.is_empty() && r.ui_side.is_none());
    assert_eq!(laws(&r), ["48A"]);
    // A defender's card seen by declarer only: no penalty card, but information (D22).
    let r = rule(
        "ST S3",
        &[],
        change(2, "HK", Exposure::SeenOnly, Cause::None),
    );
    assert!(r.penalty_cards.is_empty() && r.laws.is_empty());
    assert_eq!(r.ui_side.as_deref(), Some("EW"));
    // Dummy's card touched to reach another: 45C3 only.
    let mut c = change(1, "S3", Exposure::TouchedNotToPlay, Cause::None);
    c.attempt = Some(card("SK"));
    let r = rule("ST", &[], c);
    assert_eq!(
        (r.path, r.stands.as_deref(), r.actor.as_str()),
        (CardPath::NotPlayed, Some("SK"), "S")
    );
    assert_eq!(laws(&r), ["45C3"]);
    assert!(r.ui_side.is_none());
}

#[test]
fn p5_dummy_places_a_card_unasked() {
    let mut c = change(1, "SK", Exposure::DummyUnasked, Cause::None);
    c.attempt = Some(card("S3"));
    c.played_since = PlayedSince::OpponentOnly;
    c.opponent_withdraws = true;
    let r = rule("ST", &[], c);
    assert_eq!(r.path, CardPath::L45D);
    assert_eq!(
        (r.allowed, r.stands.as_deref(), r.actor.as_str()),
        (Some(true), Some("S3"), "N")
    );
    assert_eq!(r.returned, ["SK"]);
    assert!(r.opponent_may_withdraw);
    assert_eq!(laws(&r), set(vec!["45D", "16C1", "16C2"]));
    assert_eq!(r.ui_side.as_deref(), Some("NS"));
    // A10: once each side has played to the next trick, it stands.
    c.played_since = PlayedSince::NextTrick;
    let r = rule("ST", &[], c);
    assert_eq!(
        (r.allowed, r.stands.as_deref(), r.played),
        (Some(false), Some("SK"), false)
    );
    assert_eq!((laws(&r), r.establishes), (vec!["45D"], Establishes::None));
}

#[test]
fn p2_a_card_led_because_declarer_said_so_goes_back() {
    let r = rule(
        "DK DA D6 S2",
        &[],
        change(4, "CK", Exposure::OnTable, Cause::ToldWrongTurn),
    );
    assert_eq!(r.path, CardPath::L47E1);
    assert_eq!(
        (r.allowed, r.stands.clone(), r.returned.clone()),
        (Some(true), None, vec!["CK".to_owned()])
    );
    assert_eq!(
        (r.establishes, r.ui_side.as_deref()),
        (Establishes::None, Some("NS"))
    );
    assert_eq!(laws(&r), set(vec!["45A", "47E1", "16C1", "16C2"]));
    assert!(r.penalty_cards.is_empty());
}

#[test]
fn p3_out_of_turn() {
    // Declarer's own card while dummy is due: 57C3, it stands; with a cause, refused (A11).
    let r = rule("ST", &[], change(1, "S2", Exposure::OnTable, Cause::None));
    assert_eq!(
        (r.path, r.allowed, r.stands.as_deref()),
        (CardPath::L57C3, None, Some("S2"))
    );
    assert_eq!(laws(&r), set(vec!["45A", "57C3"]));
    let r = rule("ST", &[], change(1, "S2", Exposure::OnTable, Cause::Slip));
    assert_eq!(r.allowed, Some(false));
    // Declarer leading out of turn: Laws 53–56.
    let r = rule("", &[], change(0, "S2", Exposure::OnTable, Cause::None));
    assert_eq!(
        (r.path, r.stands.clone(), r.establishes),
        (CardPath::OutOfScope, None, Establishes::None)
    );
    assert_eq!(laws(&r), ["45A"]);
    // A defender whose card would start a trick: out of scope.
    let r = rule(
        "ST S3 S7 SA",
        &[],
        change(4, "H8", Exposure::OnTable, Cause::None),
    );
    assert_eq!(r.path, CardPath::OutOfScope);
    // East at dummy's turn (dummy is his RHO): 57D; a legal card stands, else major.
    let r = rule("ST", &[], change(1, "S7", Exposure::OnTable, Cause::None));
    assert_eq!((r.path, r.stands.as_deref()), (CardPath::L57D, Some("S7")));
    assert!(r.penalty_cards.is_empty() && r.ui_side.is_none());
    let r = rule("ST", &[], change(1, "C6", Exposure::OnTable, Cause::None));
    assert_eq!((r.path, r.stands.clone()), (CardPath::L57D, None));
    assert_eq!(penalties(&r), [("C6".to_owned(), PenaltyKind::Major)]);
    assert_eq!(
        laws(&r),
        set(vec!["45A", "57D", "49", "50B", "50E", "50D1", "50D2"])
    );
    // East before his partner West: 57A, major, nothing stands.
    let r = rule(
        "ST S3 S7 SA H7",
        &[],
        change(5, "H8", Exposure::OnTable, Cause::None),
    );
    assert_eq!(
        (r.path, r.stands.clone(), r.trick),
        (CardPath::L57A, None, 2)
    );
    assert_eq!(penalties(&r), [("H8".to_owned(), PenaltyKind::Major)]);
    assert_eq!(
        (r.establishes, r.ui_side.as_deref()),
        (Establishes::Play, Some("EW"))
    );
    // West leads to the next trick before East has played to this one: 57A, next trick.
    let r = rule(
        "ST S3",
        &[],
        change(2, "D2", Exposure::OnTable, Cause::None),
    );
    assert_eq!((r.path, r.trick), (CardPath::L57A, 2));
    // Declarer has played from both hands: 57C1, as if in turn, next trick.
    let r = rule(
        "ST S3 S7 SA H7 H9 H2",
        &[],
        change(7, "D2", Exposure::OnTable, Cause::None),
    );
    assert_eq!(
        (r.path, r.trick, r.stands.as_deref()),
        (CardPath::Played, 3, Some("D2"))
    );
    assert_eq!(laws(&r), set(vec!["45A", "57C1"]));
}

#[test]
fn p4_in_turn() {
    let r = rule(
        "ST S3",
        &[],
        change(2, "S7", Exposure::PartnerCouldSee, Cause::None),
    );
    assert_eq!(
        (r.path, r.stands.as_deref(), r.allowed),
        (CardPath::Played, Some("S7"), None)
    );
    assert_eq!((laws(&r), r.establishes), (vec!["45C1"], Establishes::Play));
    // 47E2: in time; too late; an opening lead once dummy has faced a card.
    let mut c = change(1, "DA", Exposure::Named, Cause::Misinformation);
    let r = rule("D2", &[], c);
    assert_eq!(
        (r.path, r.allowed, r.stands.clone()),
        (CardPath::L47E2, Some(true), None)
    );
    assert_eq!(
        (r.ui_side.as_deref(), r.establishes),
        (Some("EW"), Establishes::Designation)
    );
    c.played_since = PlayedSince::OpponentOnly;
    let r = rule("D2", &[], c);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("DA")));
    assert_eq!(laws(&r), set(vec!["45C4a", "47E2b"]));
    assert_eq!(r.adjustment_possible, [crate::laws::Law::L47E2b]);
    let mut lead = change(0, "ST", Exposure::OnTable, Cause::Misinformation);
    lead.dummy_faced = true;
    assert_eq!(rule("", &[], lead).allowed, Some(false));
    lead.dummy_faced = false;
    assert_eq!(rule("", &[], lead).allowed, Some(true));
    // 45C4b: a slip corrected; mechanical or a second thought refused (D17, example 8).
    let mut c = change(4, "H2", Exposure::Named, Cause::Slip);
    c.attempt = Some(card("C5"));
    let r = rule("DK DA D6 S2", &[], c);
    assert_eq!(
        (r.path, r.allowed, r.stands.as_deref()),
        (CardPath::L45C4b, Some(true), Some("C5"))
    );
    assert_eq!(laws(&r), set(vec!["45C4a", "45C4b", "47C"]));
    c.played_since = PlayedSince::OwnSide;
    assert_eq!(rule("DK DA D6 S2", &[], c).allowed, Some(false));
    c.played_since = PlayedSince::None;
    c.cause = Cause::Mechanical;
    let r = rule("DK DA D6 S2", &[], c);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("H2")));
    assert_eq!(laws(&r), set(vec!["45C4a", "45C4b", "47F2"]));
    // A6: declarer's own card named by a slip stands (47F2).
    let mut own = change(3, "H3", Exposure::Named, Cause::Slip);
    own.attempt = Some(card("S2"));
    let r = rule("DK DA D6", &[], own);
    assert_eq!((r.path, r.stands.as_deref()), (CardPath::L47F2, Some("H3")));
    assert_eq!(laws(&r), set(vec!["45C4a", "47F2", "48A"]));
}

#[test]
fn p6_a_second_penalty_card_makes_both_major() {
    let first = change(2, "C6", Exposure::Dropped, Cause::None);
    let mut second = change(2, "S7", Exposure::OnTable, Cause::Rethink);
    second.attempt = Some(card("SJ"));
    let r = rule("ST S3", &[first], second);
    assert_eq!(r.path, CardPath::L47F2);
    assert_eq!(
        penalties(&r),
        [
            ("C6".to_owned(), PenaltyKind::Major),
            ("SJ".to_owned(), PenaltyKind::Major)
        ]
    );
    assert!(laws(&r).contains(&"51"));
    // D19: the override false ignores the earlier one.
    second.holder_has_penalty_card = Some(false);
    let r = rule("ST S3", &[first], second);
    assert_eq!(penalties(&r), [("SJ".to_owned(), PenaltyKind::Major)]);
    assert!(!laws(&r).contains(&"51"));
    // D21: a penalty card played as a later incident's card leaves the list.
    let dropped = change(1, "S7", Exposure::Dropped, Cause::None);
    let played = change(2, "S7", Exposure::OnTable, Cause::None);
    let r = rule("ST S3", &[dropped], played);
    assert!(r.penalty_cards.is_empty(), "{:?}", r.penalty_cards);
}

fn any_change() -> impl Strategy<Value = (usize, CardChange)> {
    (
        0..=16usize,
        0..52usize,
        0..Exposure::ALL.len(),
        0..Cause::ALL.len(),
        proptest::option::of(0..52usize),
        0..PlayedSince::ALL.len(),
        any::<bool>(),
        any::<bool>(),
        proptest::option::of(any::<bool>()),
    )
        .prop_map(|(after, c, e, cause, a, since, w, f, h)| {
            let all = crate::play::testing::all_cards();
            (
                after,
                CardChange {
                    after_card: after,
                    card: all[c],
                    exposure: Exposure::ALL[e],
                    cause: Cause::ALL[cause],
                    attempt: a.map(|i| all[i]),
                    played_since: PlayedSince::ALL[since],
                    opponent_withdraws: w,
                    dummy_faced: f,
                    holder_has_penalty_card: h,
                },
            )
        })
}

const PLAY_A: &str = "DK DA D6 S2  C5 C6 C2 C4  C7 C3 C8 CJ  CQ C9 H3 CT";

proptest! {
    #[test]
    fn any_card_change_is_ruled_without_panic(changes in proptest::collection::vec(any_change(), 1..4)) {
        let mut case = case_a(PLAY_A);
        case.changes.cards = changes.into_iter().map(|(_, c)| c).collect();
        let rulings = rule_cards(&case, &[]);
        prop_assert_eq!(rulings.len(), case.changes.cards.len());
        for r in &rulings {
            prop_assert!((1..=14).contains(&r.trick));
            // Nothing established by a card not played, nor by 47E1.
            if !r.played || matches!(r.path, CardPath::L47E1 | CardPath::OutOfScope) {
                prop_assert_eq!(r.establishes, Establishes::None);
            }
            // Only defenders hold penalty cards; a new one always names the side.
            if r.role != "defender" {
                prop_assert!(r.penalty_cards.is_empty());
            }
            prop_assert!(serde_json::to_string(r).is_ok());
        }
    }
}
