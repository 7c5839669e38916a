//! What a ruling is about, in words that follow what the case holds: a revoke, a claim or
//! a concession, or both. The report's subject, the notice's "what happened" for a claim,
//! and the declarer's tricks as claimed and as ruled (the workbench's result table).
use crate::case::{Case, ClaimKind};
use crate::claims::ClaimJudgement;
use crate::i18n::Tr;
use crate::laws::Judgement;
use crate::notation::Side;

/// Whether the ruling is on a claim or concession alone: no revoke in the play, none
/// marked, nothing for Law 64 to do.
#[must_use]
pub fn claim_only(case: &Case, judgement: &Judgement) -> bool {
    judgement.claim.is_some()
        && judgement.ruling.revokes.is_empty()
        && case.marked_revokes.is_empty()
}

/// Whether the director gave anything for the equity section (an estimate, weights,
/// reasons): a claim-only ruling has an equity section only then.
#[must_use]
pub fn director_equity(case: &Case) -> bool {
    case.equity.likely_declarer_tricks.is_some()
        || !case.equity.weights.is_empty()
        || !case.equity.reasons.trim().is_empty()
}

/// The key of the PDF's subject for the report (`notice`: the player notice's).
#[must_use]
pub fn subject_key(case: &Case, judgement: &Judgement, notice: bool) -> &'static str {
    let kind = judgement.claim.as_ref().map(|c| c.kind);
    let revoke = !judgement.ruling.revokes.is_empty() || !case.marked_revokes.is_empty();
    match (notice, revoke, kind) {
        (false, false, Some(ClaimKind::Claim)) => "report-subject-claim",
        (false, false, Some(ClaimKind::Concession)) => "report-subject-concession",
        (false, true, Some(_)) => "report-subject-revoke-claim",
        (false, _, _) => "report-subject",
        (true, false, Some(ClaimKind::Claim)) => "notice-subject-claim",
        (true, false, Some(ClaimKind::Concession)) => "notice-subject-concession",
        (true, true, Some(_)) => "notice-subject-revoke-claim",
        (true, _, _) => "notice-subject",
    }
}

/// Declarer's tricks had the claim (or concession) stood as made, given declarer's
/// tricks as ruled (`ruled`, the claim's award included).
#[must_use]
pub fn declarer_tricks_as_claimed(case: &Case, c: &ClaimJudgement, ruled: u8) -> u8 {
    let declarer_side = Side::of(case.board.declarer);
    let declarer_claims = c.side == declarer_side;
    let tricks = if declarer_claims {
        i32::from(ruled) - i32::from(c.final_tricks) + i32::from(c.claimed)
    } else {
        i32::from(ruled) + i32::from(c.final_tricks) - i32::from(c.claimed)
    };
    u8::try_from(tricks.clamp(0, 13)).unwrap_or(0)
}

/// The claim in one sentence: who claimed (or conceded) how many of the tricks left, and
/// what was ruled: "South claimed 3 of the 3 tricks left (11 for declarer); 2 awarded
/// (10 for declarer)."
#[must_use]
pub fn claim_sentence(tr: Tr, case: &Case, judgement: &Judgement) -> Option<String> {
    let c = judgement.claim.as_ref()?;
    let ruled = judgement.ruling.table_declarer_tricks;
    let key = match c.kind {
        ClaimKind::Claim => "report-claim-ruled",
        ClaimKind::Concession => "report-concession-ruled",
    };
    Some(tr.t_args(
        key,
        &[
            ("seat", crate::i18n::words::seat_name(tr, c.by).into()),
            ("claimed", c.claimed.into()),
            ("remaining", c.remaining.into()),
            ("trick", c.trick.into()),
            (
                "declarer_claimed",
                declarer_tricks_as_claimed(case, c, ruled).into(),
            ),
            ("awarded", c.final_tricks.into()),
            ("declarer_ruled", ruled.into()),
        ],
    ))
}

/// For a revoke established by play to the next trick (63A1): which card established it,
/// "East led ♠K to trick 5". `None` for a revoke established otherwise, or not at all.
#[must_use]
pub fn established_by(tr: Tr, case: &Case, rv: &crate::laws::RevokeRuling) -> Option<String> {
    if !rv.established || !rv.laws.contains(&crate::laws::Law::L63A1) {
        return None;
    }
    let steps = case.play.steps();
    let offender = steps.get(rv.card.checked_sub(1)?)?.seat;
    // rv.trick is 1-based: the next trick's 0-based index is the same number.
    let step = steps
        .iter()
        .find(|s| s.trick == rv.trick && Side::of(s.seat) == Side::of(offender))?;
    Some(tr.t_args(
        "report-established-by",
        &[
            ("seat", crate::i18n::words::seat_name(tr, step.seat).into()),
            ("led", if step.position == 0 { "yes" } else { "no" }.into()),
            ("card", crate::notation::card_symbol(step.card).into()),
            ("trick", (step.trick + 1).into()),
        ],
    ))
}

/// For a revoke corrected with a major penalty card (62B1): the card, and what declarer
/// may do when the offender's partner gains the lead (Law 50D2).
#[must_use]
pub fn penalty_card_options(tr: Tr, case: &Case, rv: &crate::laws::RevokeRuling) -> Option<String> {
    let token = rv.penalty_card.as_deref()?;
    let card = crate::notation::parse_card(token).ok()?;
    let offender = case.play.steps().get(rv.card.checked_sub(1)?)?.seat;
    let partner = offender.partner();
    Some(tr.t_args(
        "report-penalty-card-options",
        &[
            ("card", crate::notation::card_symbol(card).into()),
            ("seat", crate::i18n::words::seat_name(tr, offender).into()),
            ("partner", crate::i18n::words::seat_name(tr, partner).into()),
            ("suit", card.suit.to_string().into()),
        ],
    ))
}
