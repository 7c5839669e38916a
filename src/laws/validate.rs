//! Whether the facts of a case fit its play: the claim comes after the last card and gives
//! no more tricks than are left, marked revokes and attention name cards that were played,
//! a revoke has its attention, the play is finished (or cut by attention during play), the
//! weighted outcomes add up to 100%.
//!
//! A case file is read without these checks (a half-entered case is a case); they are made
//! before a ruling. Each error names its field as a case-file field path
//! (`attention.after_card`, `marked_revoke.0.card`), which `case::Spans::locate` finds in the
//! file that was read.

use super::{RuleError, facts};
use crate::case::{Attention, Case};
use crate::i18n::Msg;

/// A fact that does not fit the play.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{field}: {msg}")]
pub struct FactError {
    /// The case-file field path it is about (`claim.0.after_card`).
    pub field: String,
    /// What is wrong, in the director's words.
    pub msg: Msg,
}

impl From<FactError> for RuleError {
    fn from(e: FactError) -> Self {
        Self::Facts(e.msg)
    }
}

fn fact(field: impl Into<String>, msg: Msg) -> FactError {
    FactError {
        field: field.into(),
        msg,
    }
}

/// Every fact of `case` that does not fit its play, claim, marks, attention, the play, weights; empty
/// when the case can be ruled on.
#[must_use]
pub fn validate(case: &Case) -> Vec<FactError> {
    let mut out = Vec::new();
    if crate::changes::during_auction(case) {
        // The auction is not over: no play to check (call changes only).
        return out;
    }
    let play = &case.play;
    let len = play.len();
    for (field, msg) in crate::changes::meeting::fact_errors(case) {
        out.push(fact(field, msg));
    }
    if let Some(claim) = &case.claim {
        out.extend(claim_facts(case, claim));
    }
    for (i, mark) in case.marked_revokes.iter().enumerate() {
        if mark.card == 0 || mark.card > len {
            out.push(fact(
                format!("marked_revoke.{i}.card"),
                Msg::new("rule-error-mark-range")
                    .arg("card", mark.card)
                    .arg("len", len),
            ));
        }
    }
    if let Some(Attention::DuringPlay { after_card }) = case.attention
        && (after_card == 0 || after_card > len)
    {
        out.push(fact(
            "attention.after_card",
            Msg::new("rule-error-attention-range")
                .arg("after", after_card)
                .arg("len", len),
        ));
    }
    if case.attention.is_none() && !facts::revokes(case).is_empty() {
        out.push(fact("attention", Msg::new("rule-error-no-attention")));
    }
    let finished = play.is_finished() || case.claim.is_some();
    let cut = matches!(case.attention, Some(Attention::DuringPlay { .. }));
    if !finished && !cut {
        out.push(fact(
            "play.cards",
            Msg::new("rule-error-unfinished").arg("len", len),
        ));
    }
    let weights = &case.equity.weights;
    if !weights.is_empty() {
        let sum: u32 = weights.iter().map(|w| u32::from(w.percent)).sum();
        if sum != 100 {
            out.push(fact(
                "equity.weights",
                Msg::new("case-error-weights-sum").arg("sum", sum),
            ));
        }
    }
    out
}

/// What does not fit in the claim: its place in the play, tricks beyond those left,
/// `tricks` and `stated_total` that disagree, a line that cannot be followed.
fn claim_facts(case: &Case, claim: &crate::case::Claim) -> Vec<FactError> {
    let mut out = Vec::new();
    let len = case.play.len();
    if claim.after_card != len {
        out.push(fact(
            "claim.0.after_card",
            Msg::new("rule-error-claim-not-last")
                .arg("after", claim.after_card)
                .arg("len", len),
        ));
        return out;
    }
    let (left, won) = crate::claims::remaining_and_won(claim, &case.play);
    let too_many = |field: &str, tricks: u8| {
        fact(
            format!("claim.0.{field}"),
            Msg::new("rule-error-claim-too-many")
                .arg("field", field.to_owned())
                .arg("tricks", tricks)
                .arg("left", left),
        )
    };
    if let Some(t) = claim.tricks.filter(|&t| t > left) {
        out.push(too_many("tricks", t));
    }
    if let Some(a) = claim.awarded.filter(|&a| a > left && !claim.agreed) {
        out.push(too_many("awarded", a));
    }
    if let (Some(t), Some(st)) = (claim.tricks, claim.stated_total) {
        let from_total = crate::claims::from_stated_total(st, left, won);
        if t != from_total {
            out.push(fact(
                "claim.0.stated_total",
                Msg::new("claim-error-total-disagrees")
                    .arg("total", st)
                    .arg("won", won)
                    .arg("from_total", from_total)
                    .arg("tricks", t),
            ));
        }
    }
    if let Err(e) = crate::claims::read_line(claim, &case.play) {
        out.push(fact(e.field(), e.msg()));
    }
    out
}

/// The first fact that does not fit, as the ruling's error. The weights' sum is left to
/// the callers of [`validate`] (the command line, saving): the workbench keeps ruling while
/// the director is still sharing out the percentages, and shows their sum.
///
/// # Errors
/// That fact.
pub(super) fn check(case: &Case) -> Result<(), RuleError> {
    match validate(case)
        .into_iter()
        .find(|e| e.field != "equity.weights")
    {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}
