//! Calls: was it made, and what follows a change (C1–C5, Laws 16, 21B, 25, 26).

use super::model::{CallChangeRuling, CallPath, LeadRestriction};
use crate::case::changes::{CallAction, CallChange, CalledSince, Cause, LhoChoice};
use crate::laws::Law;
use crate::notation::Side;

/// Rules on one call change.
#[must_use]
pub fn rule_call(c: &CallChange) -> CallChangeRuling {
    let side = Side::of(c.seat);
    let token = |t: &crate::case::changes::CallToken| t.to_string();
    let to = c.to.as_ref().map(token);
    let call = token(&c.call);
    let made = matches!(c.action, CallAction::Spoken)
        || (matches!(c.action, CallAction::Placed | CallAction::Removed) && c.apparent_intent);
    let mut r = CallChangeRuling {
        seat: c.seat.letter().to_string(),
        side: side.code().to_owned(),
        call: call.clone(),
        to: to.clone(),
        made,
        path: CallPath::None,
        allowed: None,
        stands: Some(call.clone()),
        withdrawn: Vec::new(),
        lho_may_withdraw: false,
        lho_may_accept: false,
        lead_restriction: Some(LeadRestriction::None),
        ui_side: None,
        adjustment_possible: Vec::new(),
        laws: Vec::new(),
    };
    let lho_at_most = c.called_since <= CalledSince::Lho;
    let with_lho = c.called_since == CalledSince::Lho;
    // C1: not made.
    if !made {
        r.path = CallPath::NotMade;
        r.stands = to;
        r.laws = vec![Law::L16B1];
        r.ui_side = Some(side.code().to_owned());
        return r;
    }
    match c.cause {
        // C2 (told_wrong_turn is about cards: read as nothing asked).
        Cause::None | Cause::ToldWrongTurn => {}
        // C3: 21B; the offending side is the one that misinformed.
        Cause::Misinformation => {
            r.path = CallPath::L21B;
            if lho_at_most {
                r.allowed = Some(true);
                r.stands = to;
                r.withdrawn = vec![call];
                r.laws = vec![Law::L21B1a, Law::L16C1, Law::L16C2];
                r.ui_side = Some(side.other().code().to_owned());
                if with_lho {
                    r.lho_may_withdraw = true;
                    r.laws.push(Law::L21B2);
                }
            } else {
                r.allowed = Some(false);
                r.adjustment_possible = vec![Law::L21B3];
                r.laws = vec![Law::L21B1a, Law::L21B3];
            }
        }
        // C4: 25A.
        Cause::Mechanical | Cause::Slip => {
            r.path = CallPath::L25A;
            if lho_at_most {
                r.allowed = Some(true);
                r.stands = to;
                r.withdrawn = vec![call];
                r.laws = vec![Law::L25A1, Law::L25A2, Law::L16C2];
                r.ui_side = Some(side.code().to_owned());
                if with_lho {
                    r.lho_may_withdraw = true;
                    r.laws.push(Law::L25A6);
                }
            } else {
                r.allowed = Some(false);
                let too_late = if c.called_since == CalledSince::Partner {
                    Law::L25A4
                } else {
                    Law::L25A5
                };
                r.laws = vec![Law::L25A2, too_late];
            }
        }
        // C5: he meant it; without a substitute it stands.
        Cause::Rethink => match to {
            None => r.laws = vec![Law::L25A2],
            Some(to) => {
                r.path = CallPath::L25B;
                let decided = c.called_since != CalledSince::None || c.lho_choice.is_some();
                if !decided {
                    r.stands = None;
                    r.lho_may_accept = true;
                    r.lead_restriction = None;
                    r.laws = vec![Law::L25A2, Law::L25B1];
                    return r;
                }
                let accepted =
                    c.called_since == CalledSince::None && c.lho_choice == Some(LhoChoice::Accept);
                if accepted {
                    r.allowed = Some(true);
                    r.stands = Some(to);
                    r.withdrawn = vec![call];
                    r.laws = vec![Law::L25A2, Law::L25B1, Law::L25B3, Law::L16C2];
                } else {
                    r.allowed = Some(false);
                    r.withdrawn = vec![to];
                    r.laws = vec![Law::L25A2, Law::L25B2, Law::L25B3, Law::L16C2];
                }
                r.ui_side = Some(side.code().to_owned());
                let restriction = if c.comparable {
                    (LeadRestriction::L26A, Law::L26A)
                } else {
                    (LeadRestriction::L26B, Law::L26B)
                };
                r.lead_restriction = Some(restriction.0);
                r.laws.push(restriction.1);
            }
        },
    }
    r
}
