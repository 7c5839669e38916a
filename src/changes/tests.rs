//! Every path of C1–C5 (`call-card-law-model.md`), and the ruling never panics on any
//! combination of the call facts.

use super::model::{CallPath, LeadRestriction};
use super::rule_call;
use crate::case::changes::{CallAction, CallChange, CallToken, CalledSince, Cause, LhoChoice};
use crate::laws::Law;
use contract_bridge::Seat;
use proptest::prelude::*;

fn call(t: &str) -> CallToken {
    CallToken::parse(t).unwrap()
}

fn change(seat: Seat, made: &str, cause: Cause, to: Option<&str>) -> CallChange {
    CallChange {
        cause,
        to: to.map(call),
        ..CallChange::new(seat, call(made))
    }
}

fn codes(laws: &[Law]) -> Vec<&'static str> {
    let mut v: Vec<_> = laws.iter().map(|l| l.code()).collect();
    v.sort_unstable();
    v
}

fn sorted(mut v: Vec<&'static str>) -> Vec<&'static str> {
    v.sort_unstable();
    v
}

#[test]
fn c1_a_fingered_card_is_not_made_and_the_next_call_stands() {
    let mut c = change(Seat::North, "3NT", Cause::None, Some("4S"));
    c.action = CallAction::Touched;
    let r = rule_call(&c);
    assert!(!r.made);
    assert_eq!(r.path, CallPath::NotMade);
    assert_eq!(r.stands.as_deref(), Some("4S"));
    assert_eq!(r.ui_side.as_deref(), Some("NS"));
    assert_eq!(codes(&r.laws), ["16B1"]);
    // Taken out without apparent intent: not made either; no `to`: he has yet to call.
    let mut c = change(Seat::East, "1H", Cause::None, None);
    c.action = CallAction::Removed;
    c.apparent_intent = false;
    let r = rule_call(&c);
    assert_eq!(
        (r.path, r.stands, r.ui_side.as_deref()),
        (CallPath::NotMade, None, Some("EW"))
    );
    // Spoken: made whatever the box says.
    let mut c = change(Seat::East, "1H", Cause::None, None);
    c.action = CallAction::Spoken;
    c.apparent_intent = false;
    assert!(rule_call(&c).made);
}

#[test]
fn c2_nothing_asked_the_call_stands() {
    let r = rule_call(&change(Seat::South, "1C", Cause::None, Some("1S")));
    assert_eq!(r.path, CallPath::None);
    assert_eq!(r.allowed, None);
    assert_eq!(r.stands.as_deref(), Some("1C"));
    assert_eq!(r.lead_restriction, Some(LeadRestriction::None));
    assert!(r.laws.is_empty() && r.withdrawn.is_empty() && r.ui_side.is_none());
}

#[test]
fn c3_misinformation_21b_in_time_and_too_late() {
    let mut c = change(Seat::South, "2S", Cause::Misinformation, Some("X"));
    c.called_since = CalledSince::Lho;
    let r = rule_call(&c);
    assert_eq!(r.path, CallPath::L21B);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(true), Some("X")));
    assert_eq!(r.withdrawn, ["2S"]);
    assert!(r.lho_may_withdraw);
    assert_eq!(r.ui_side.as_deref(), Some("EW"));
    assert_eq!(
        codes(&r.laws),
        sorted(vec!["21B1a", "21B2", "16C1", "16C2"])
    );
    // No call since, no `to`: he calls again.
    let r = rule_call(&change(Seat::South, "2S", Cause::Misinformation, None));
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(true), None));
    assert!(!r.lho_may_withdraw);
    assert_eq!(codes(&r.laws), sorted(vec!["21B1a", "16C1", "16C2"]));
    for late in [CalledSince::Partner, CalledSince::PeriodOver] {
        c.called_since = late;
        let r = rule_call(&c);
        assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("2S")));
        assert!(r.withdrawn.is_empty() && r.ui_side.is_none());
        assert_eq!(r.adjustment_possible, [Law::L21B3]);
        assert_eq!(codes(&r.laws), sorted(vec!["21B1a", "21B3"]));
    }
}

#[test]
fn c4_mechanical_or_slip_25a_until_partner_calls() {
    for cause in [Cause::Mechanical, Cause::Slip] {
        let mut c = change(Seat::South, "2C", cause, Some("1D"));
        let r = rule_call(&c);
        assert_eq!(r.path, CallPath::L25A);
        assert_eq!((r.allowed, r.stands.as_deref()), (Some(true), Some("1D")));
        assert_eq!(r.withdrawn, ["2C"]);
        assert_eq!(r.lead_restriction, Some(LeadRestriction::None));
        assert_eq!(r.ui_side.as_deref(), Some("NS"));
        assert_eq!(codes(&r.laws), sorted(vec!["25A1", "25A2", "16C2"]));
        c.called_since = CalledSince::Lho;
        let r = rule_call(&c);
        assert!(r.lho_may_withdraw);
        assert_eq!(codes(&r.laws), sorted(vec!["25A1", "25A2", "16C2", "25A6"]));
        c.called_since = CalledSince::Partner;
        let r = rule_call(&c);
        assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("2C")));
        assert!(r.withdrawn.is_empty() && r.ui_side.is_none());
        assert_eq!(codes(&r.laws), sorted(vec!["25A2", "25A4"]));
        c.called_since = CalledSince::PeriodOver;
        assert_eq!(codes(&rule_call(&c).laws), sorted(vec!["25A2", "25A5"]));
    }
}

#[test]
fn c5_rethink_25b_declined_accepted_undecided() {
    let r = rule_call(&change(Seat::South, "1C", Cause::Rethink, None));
    assert_eq!((r.path, r.stands.as_deref()), (CallPath::None, Some("1C")));
    assert_eq!(codes(&r.laws), ["25A2"]);

    let mut c = change(Seat::South, "1C", Cause::Rethink, Some("1S"));
    c.lho_choice = Some(LhoChoice::Decline);
    let r = rule_call(&c);
    assert_eq!(r.path, CallPath::L25B);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("1C")));
    assert_eq!(r.withdrawn, ["1S"]);
    assert_eq!(r.lead_restriction, Some(LeadRestriction::L26B));
    assert_eq!(r.ui_side.as_deref(), Some("NS"));
    assert_eq!(
        codes(&r.laws),
        sorted(vec!["25A2", "25B2", "25B3", "16C2", "26B"])
    );

    c.lho_choice = Some(LhoChoice::Accept);
    c.comparable = true;
    let r = rule_call(&c);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(true), Some("1S")));
    assert_eq!(r.withdrawn, ["1C"]);
    assert_eq!(r.lead_restriction, Some(LeadRestriction::L26A));
    assert_eq!(
        codes(&r.laws),
        sorted(vec!["25A2", "25B1", "25B3", "16C2", "26A"])
    );

    // A2: LHO called over the first call, unaware: a decline, whatever he says.
    c.called_since = CalledSince::Lho;
    let r = rule_call(&c);
    assert_eq!((r.allowed, r.stands.as_deref()), (Some(false), Some("1C")));

    c.called_since = CalledSince::None;
    c.lho_choice = None;
    let r = rule_call(&c);
    assert_eq!((r.allowed, r.stands.as_deref()), (None, None));
    assert!(r.lho_may_accept);
    assert_eq!(r.lead_restriction, None);
    assert_eq!(r.ui_side, None);
    assert_eq!(codes(&r.laws), sorted(vec!["25A2", "25B1"]));
}

fn any_call() -> impl Strategy<Value = CallChange> {
    let tokens = ["1C", "1D", "2S", "3NT", "7NT", "P", "X", "XX"];
    (
        0..4usize,
        0..tokens.len(),
        0..CallAction::ALL.len(),
        any::<bool>(),
        0..5usize,
        proptest::option::of(0..tokens.len()),
        0..CalledSince::ALL.len(),
        proptest::option::of(0..2usize),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            move |(s, c, a, intent, cause, to, since, lho, w, comp)| CallChange {
                seat: Seat::ALL[s],
                call: call(tokens[c]),
                action: CallAction::ALL[a],
                apparent_intent: intent,
                cause: Cause::ALL[cause],
                to: to.map(|t| call(tokens[t])),
                called_since: CalledSince::ALL[since],
                lho_choice: lho.map(|l| LhoChoice::ALL[l]),
                lho_withdraws: w,
                comparable: comp,
            },
        )
}

proptest! {
    #[test]
    fn any_call_change_is_ruled_consistently(c in any_call()) {
        let r = rule_call(&c);
        // What stands is the call made, the call he put instead, or nothing.
        if let Some(s) = &r.stands {
            prop_assert!(*s == r.call || Some(s) == r.to.as_ref());
        }
        // Something withdrawn always says who may not use it.
        prop_assert_eq!(
            !r.withdrawn.is_empty() || r.path == CallPath::NotMade,
            r.ui_side.is_some()
        );
        prop_assert!(!r.laws.is_empty() || r.path == CallPath::None);
        let json = serde_json::to_value(&r).unwrap();
        prop_assert!(json["path"].is_string());
    }
}
