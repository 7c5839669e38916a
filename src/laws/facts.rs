//! Law 61 and Law 63: which revokes there are, and when each became established.

use crate::case::{Attention, Case, MarkedKind};
use crate::laws::{Law, RevokeKind};
use crate::notation::Side;
use crate::play::Play;
use contract_bridge::{Card, Seat, Suit};

/// A revoke, found from the deal or marked by the director (Law 61).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revoke {
    /// 0-based index of the card in the play.
    pub index: usize,
    /// 0-based trick.
    pub trick: usize,
    /// Position in the trick (0 = lead).
    pub position: usize,
    /// The offender.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// What kind of revoke.
    pub kind: RevokeKind,
    /// The suit the player failed to follow (none for marked revokes).
    pub suit: Option<Suit>,
}

impl Revoke {
    /// The offending side.
    #[must_use]
    pub const fn side(&self) -> Side {
        Side::of(self.seat)
    }
}

/// Every revoke of the case in card order: detected failures to follow suit, then the
/// director's marks (a mark on a card the deal already shows as a revoke adds nothing).
#[must_use]
pub fn revokes(case: &Case) -> Vec<Revoke> {
    let play = &case.play;
    let mut out: Vec<Revoke> = play
        .revokes()
        .map(|s| Revoke {
            index: s.index,
            trick: s.trick,
            position: s.position,
            seat: s.seat,
            card: s.card,
            kind: RevokeKind::FailureToFollow,
            suit: play.tricks()[s.trick].led_suit(),
        })
        .collect();
    for mark in &case.marked_revokes {
        let Some(step) = mark.card.checked_sub(1).and_then(|i| play.steps().get(i)) else {
            continue; // validated before: out of range is bad input
        };
        if out.iter().any(|r| r.index == step.index) {
            continue;
        }
        out.push(Revoke {
            index: step.index,
            trick: step.trick,
            position: step.position,
            seat: step.seat,
            card: step.card,
            kind: match mark.kind {
                MarkedKind::PenaltyCard => RevokeKind::PenaltyCard,
                MarkedKind::LeadRestriction => RevokeKind::LeadRestriction,
            },
            suit: None,
        });
    }
    out.sort_by_key(|r| r.index);
    out
}

/// The event that established a revoke (Law 63A), and when: the number of cards played
/// by then (a claim counts at the moment it was made).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Establishment {
    /// `63A1`, `63A3` or `63A4`.
    pub code: Law,
    /// Cards played when it happened.
    pub moment: usize,
}

/// The earliest event after the revoke that establishes it, whether or not attention had
/// been drawn by then.
#[must_use]
pub fn establishing_event(case: &Case, revoke: &Revoke) -> Option<Establishment> {
    let play: &Play = &case.play;
    let side = revoke.side();
    // 63A1: the offender or his partner leads or plays to the following trick.
    let by_play = play.tricks().get(revoke.trick + 1).and_then(|next| {
        next.cards
            .iter()
            .position(|&(seat, _)| Side::of(seat) == side)
            .map(|k| Establishment {
                code: Law::L63A1,
                moment: next.first_card + k + 1,
            })
    });
    // 63A3 / 63A4: a claim or concession made after the revoke card.
    let by_claim = case.claim.as_ref().and_then(|claim| {
        if claim.after_card <= revoke.index {
            return None;
        }
        if Side::of(claim.by) == side {
            Some(Establishment {
                code: Law::L63A3,
                moment: claim.after_card,
            })
        } else if claim.agreed {
            Some(Establishment {
                code: Law::L63A4,
                moment: claim.after_card,
            })
        } else {
            None
        }
    });
    // 63A1 / 63A2: a card change of the offending side to a later trick, before the
    // record's own establishing play (`call-card-law-model.md`, D26).
    let by_change = crate::changes::meeting::establishing(case)
        .into_iter()
        .filter(|e| e.side == side && e.trick > revoke.trick + 1 && e.after_card > revoke.index)
        .min_by_key(|e| e.after_card)
        .map(|e| Establishment {
            code: e.code,
            moment: e.after_card,
        });
    let earliest = |a: Option<Establishment>, b: Option<Establishment>| match (a, b) {
        (Some(a), Some(b)) => Some(if b.moment < a.moment { b } else { a }),
        (a, b) => a.or(b),
    };
    earliest(earliest(by_play, by_claim), by_change)
}

/// The number of cards played when attention was drawn (`usize::MAX`: after the play).
#[must_use]
pub const fn attention_moment(attention: Attention) -> usize {
    match attention {
        Attention::DuringPlay { after_card } => after_card,
        _ => usize::MAX,
    }
}

/// Whether a revoke can still be put right at the table when attention is drawn: during
/// the play, or at its end before the hands go back to the board.
#[must_use]
pub const fn correctable(attention: Attention) -> bool {
    matches!(
        attention,
        Attention::DuringPlay { .. } | Attention::EndOfPlay
    )
}
