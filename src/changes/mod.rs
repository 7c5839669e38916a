//! Calls and cards a player tries to change (Laws 16C, 21B, 25, 26, 45–52, 57): was the
//! call made, was the card played, and what follows (`call-card-law-model.md`).
//!
//! The facts are the case's `[[call_change]]` and `[[card_change]]` sections
//! (`case::changes`); `calls` runs C1–C5, `cards` P1–P7, `meeting` is where card changes
//! meet the revoke engine, `tell` words what the director tells the players.

pub mod calls;
pub mod cards;
pub mod meeting;
pub mod model;
pub mod tell;

pub use calls::rule_call;
pub use cards::{Correction, rule_cards};
pub use model::*;

use crate::case::Case;
use crate::laws::{EquityRuling, Judgement, RULING_FORMAT, Ruling};

/// Fills the ruling's `call_changes` and `card_changes` (null when the case has no such
/// section), the card changes counting the penalty cards of the ruling's 62B1 corrections.
pub fn attach(case: &Case, ruling: &mut Ruling) {
    let calls = &case.changes.calls;
    ruling.call_changes = (!calls.is_empty()).then(|| calls.iter().map(rule_call).collect());
    ruling.card_changes = (!case.changes.cards.is_empty()).then(|| {
        let corrections = meeting::corrections(case, ruling);
        rule_cards(case, &corrections)
    });
}

/// Whether the call changes are all there is to rule (D2): the auction is not over (no
/// contract), or the case holds call changes and nothing of the play (no card, claim,
/// mark or attention).
#[must_use]
pub fn during_auction(case: &Case) -> bool {
    let c = &case.changes;
    c.auction_only
        || (!c.calls.is_empty()
            && c.cards.is_empty()
            && case.play.is_empty()
            && case.claim.is_none()
            && case.marked_revokes.is_empty()
            && case.attention.is_none())
}

/// The judgement of a case whose auction is not over (only call changes, no contract):
/// no revoke, no result (D2), the call changes.
#[must_use]
pub fn auction_judgement(case: &Case) -> Judgement {
    let mut ruling = Ruling {
        format: RULING_FORMAT.to_owned(),
        board: case.board.number.clone(),
        contract: String::new(),
        declarer: String::new(),
        table_declarer_tricks: 0,
        revokes: Vec::new(),
        transfer_total: 0,
        adjusted_declarer_tricks: 0,
        equity: EquityRuling::default(),
        final_result: None,
        claim: None,
        call_changes: None,
        card_changes: None,
    };
    attach(case, &mut ruling);
    Judgement {
        ruling,
        evidence: None,
        table_score_ns: None,
        adjusted_score_ns: None,
        imps: Vec::new(),
        weighted_imps_ns: None,
        notes: Vec::new(),
        standing_cards: None,
        claim: None,
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_cards;
