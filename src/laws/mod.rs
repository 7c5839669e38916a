//! The law engine: Laws 61-64 (with 12C1c, 14B, 16C) applied to a case.
//!
//! `rule(&case)` gives a [`Judgement`]: the ruling JSON of `case-format.md` and the evidence a
//! director reads beside it. Laws are [`Law`] values; their paraphrases are i18n messages `law-<code>` (`law-64A1`),
//! in `i18n/<lang>/laws.ftl`: the law texts are copyrighted, Arbitre words them itself.

mod adjust;
mod code;
mod equity_check;
pub mod explain;
mod explain_changes;
mod explain_claim;
pub mod facts;
pub mod ruling;
mod validate;

pub use code::{Law, UnknownLaw};
pub use ruling::*;
pub use validate::{FactError, validate};

use crate::case::{Attention, Case};
use crate::i18n::Msg;
use crate::notation::Side;
use contract_bridge::{Card, Seat};

/// One legal card the offender had at the revoke, with its double-dummy result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternative {
    /// The card (the highest of equal cards).
    pub card: Card,
    /// Declarer's total tricks had the offender played it (tricks already won + DD).
    pub declarer_tricks: u8,
}

/// The double-dummy evidence for Law 64C.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EquityEvidence {
    /// The revoke the estimate is taken at (1-based card index).
    pub revoke_card: usize,
    /// The offender.
    pub offender: Seat,
    /// Declarer's tricks already won before the revoke trick.
    pub declarer_tricks_before: u8,
    /// The offender's legal cards with their results, best for the offending side first.
    pub alternatives: Vec<Alternative>,
}

/// A weighted outcome with its IMPs against the other table, when known.
#[derive(Debug, Clone, PartialEq)]
pub struct OutcomeImps {
    /// Declarer's tricks.
    pub declarer_tricks: u8,
    /// North-South's score.
    pub score_ns: i32,
    /// IMPs for North-South against the other table's score.
    pub imps_ns: i32,
    /// Weight in percent (100 for a single result).
    pub percent: u8,
}

/// The ruling plus its evidence and the readings taken.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// The ruling JSON.
    pub ruling: Ruling,
    /// The double-dummy evidence, when a revoke is established.
    pub evidence: Option<EquityEvidence>,
    /// North-South's score at the table (before any adjustment), when the play is finished.
    pub table_score_ns: Option<i32>,
    /// North-South's score after the automatic adjustment only.
    pub adjusted_score_ns: Option<i32>,
    /// IMPs of each outcome against the other table (teams), when the case gives its score.
    pub imps: Vec<OutcomeImps>,
    /// The weighted IMPs for North-South, when there are weights and another table.
    pub weighted_imps_ns: Option<f64>,
    /// Readings of the Laws taken where the brief is silent, and other notes for the reader.
    pub notes: Vec<Msg>,
    /// When a correction voids the cards recorded after attention was drawn: the number of
    /// cards that stand (play resumes from the correction). Cards past it are void: they
    /// count for nothing in the ruling and are shown struck through.
    pub standing_cards: Option<usize>,
    /// The claim or concession ruled on (Laws 68–71), with its evidence.
    pub claim: Option<crate::claims::ClaimJudgement>,
}

/// Why no ruling can be given: the facts do not fit the play.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RuleError {
    /// The facts contradict the play (the message names the field and what was expected).
    #[error("{0}")]
    Facts(Msg),
}

/// The contract as PBN writes it: `4S`, `3NTX`.
#[must_use]
pub fn contract_code(contract: contract_bridge::Contract) -> String {
    let penalty = match contract.penalty {
        contract_bridge::Penalty::Undoubled => "",
        contract_bridge::Penalty::Doubled => "X",
        contract_bridge::Penalty::Redoubled => "XX",
    };
    format!(
        "{}{}{penalty}",
        contract.bid.level.get(),
        crate::notation::strain_code(contract.bid.strain)
    )
}

/// Rules on a case.
///
/// # Errors
/// When the facts do not fit the play.
pub fn rule(case: &Case) -> Result<Judgement, RuleError> {
    crate::claims::stop::unstoppable(rule_until(case, &crate::claims::Never))
}

/// [`rule`], unless `stop` stops the claim search first (the only long part): then the
/// stop's value, and no ruling at all.
///
/// # Errors
/// The stop's value when it stopped the search (the outer error); else as [`rule`].
pub fn rule_until<S>(case: &Case, stop: &S) -> Result<Result<Judgement, RuleError>, S::Cancel>
where
    S: crate::claims::Stop + Sync,
    S::Cancel: Send,
{
    if let Err(e) = validate::check(case) {
        return Ok(Err(e));
    }
    if crate::changes::during_auction(case) {
        return Ok(Ok(crate::changes::auction_judgement(case)));
    }
    let judged = match standing_play(case) {
        Some(standing) => {
            let n = standing.play.len();
            rule_standing(&standing, stop)?.map(|mut judgement| {
                judgement.standing_cards = Some(n);
                judgement.notes.insert(
                    0,
                    Msg::new("note-void-after-correction")
                        .arg("standing", n)
                        .arg("first", n + 1)
                        .arg("last", case.play.len())
                        .arg("count", case.play.len() - n),
                );
                judgement
            })
        }
        None => rule_standing(case, stop)?,
    };
    // The changes are ruled on the whole record (a change after a correction is still
    // reported), counting the corrections' penalty cards.
    Ok(judged.map(|mut judgement| {
        crate::changes::attach(case, &mut judgement.ruling);
        judgement
            .notes
            .extend(crate::changes::meeting::offers(case));
        judgement
    }))
}

/// The case as it stands when a revoke is corrected at the moment attention is drawn
/// during the play: play resumes from the correction, so the cards recorded after that
/// moment (and a claim made after it, and marks on those cards) never happened. `None`
/// when nothing recorded is void.
#[must_use]
pub fn standing_play(case: &Case) -> Option<Case> {
    let Some(attention @ Attention::DuringPlay { after_card }) = case.attention else {
        return None;
    };
    let void_claim = case
        .claim
        .as_ref()
        .is_some_and(|c| c.after_card > after_card);
    if after_card >= case.play.len() && !void_claim {
        return None;
    }
    let mut standing = case.clone();
    standing.play.truncate(after_card);
    standing.marked_revokes.retain(|m| m.card <= after_card);
    standing.claim = case.claim.clone().filter(|c| c.after_card <= after_card);
    let revokes = facts::revokes(&standing);
    // Only whether a revoke is corrected matters here: the tricks claimed will do.
    let corrected = adjust::rule_revokes(&standing, &revokes, attention, None)
        .iter()
        .any(|o| o.corrected);
    corrected.then_some(standing)
}

/// Rules on a case whose whole record stands, unless `stop` stops the claim search.
fn rule_standing<S>(case: &Case, stop: &S) -> Result<Result<Judgement, RuleError>, S::Cancel>
where
    S: crate::claims::Stop + Sync,
    S::Cancel: Send,
{
    if let Err(e) = validate::check(case) {
        return Ok(Err(e));
    }
    let claim = match crate::claims::judge_until(case, stop)? {
        Ok(claim) => claim,
        Err(crate::claims::ClaimError::Line(l)) => return Ok(Err(RuleError::Facts(l.msg()))),
    };
    Ok(rule_judged(case, claim))
}

/// Rules on a case whose whole record stands, its claim judged.
fn rule_judged(
    case: &Case,
    claim: Option<crate::claims::ClaimJudgement>,
) -> Result<Judgement, RuleError> {
    let revokes = facts::revokes(case);
    let play = &case.play;
    let board = &case.board;
    let declaring = play.declaring_side();
    let claim_tricks = claim.as_ref().map(|c| c.final_tricks);
    let tally = adjust::Tally::of(case, claim_tricks);
    let table = tally.won(declaring);
    let attention = case.attention.unwrap_or(Attention::EndOfPlay);
    let outcomes = adjust::rule_revokes(case, &revokes, attention, claim_tricks);
    let mut notes = Vec::new();
    if let Some(c) = &claim {
        notes.extend(c.notes.iter().cloned());
    }
    if outcomes
        .iter()
        .any(|o| o.established.is_none() && !o.corrected)
    {
        notes.push(Msg::new("note-too-late-to-correct"));
    }
    if let Attention::DuringPlay { after_card } = attention
        && revokes.iter().any(|r| r.index >= after_card)
    {
        notes.push(Msg::new("note-revoke-after-attention").arg("card", after_card));
    }

    notes.extend(withdrawal_notes(case, &revokes, &outcomes, attention));
    let transfer_total: u8 = outcomes.iter().map(|o| o.transfer).sum();
    let adjusted = adjusted_tricks(table, &revokes, &outcomes, declaring);
    let corrected = outcomes.iter().any(|o| o.corrected);
    let established: Vec<usize> = (0..revokes.len())
        .filter(|&i| outcomes[i].established.is_some())
        .collect();
    let both_sides = established.iter().any(|&i| revokes[i].side() == Side::NS)
        && established.iter().any(|&i| revokes[i].side() == Side::EW);
    let repeated = outcomes.iter().any(|o| o.laws.contains(&Law::L64B2));

    let first = established.first().map(|&i| &revokes[i]);
    let evidence = match first {
        Some(r) => match equity_check::evidence(case, r) {
            Ok(e) => Some(e),
            Err(e) => {
                notes.push(Msg::new("note-no-double-dummy").arg("reason", e.to_string()));
                None
            }
        },
        None => None,
    };
    let check = equity_check::check(
        case,
        first.map(|r| (r, evidence.as_ref())),
        adjusted,
        both_sides,
        repeated,
        corrected,
    );
    notes.extend(check.notes);

    let finished = play.is_finished() || case.claim.is_some();
    if !finished && !corrected {
        notes.push(Msg::new("note-unfinished-no-final"));
    }
    let score = |tricks: u8| {
        crate::scoring::score_ns(board.contract, board.declarer, board.vulnerability, tricks)
    };
    let final_result = (finished && !corrected).then(|| match &check.likely {
        Some(equity_check::Likely::Weighted(w)) => {
            let outcomes: Vec<WeightedOutcome> = w
                .iter()
                .map(|&(t, p)| WeightedOutcome {
                    declarer_tricks: t,
                    percent: p,
                    score_ns: score(t),
                })
                .collect();
            let exact = crate::scoring::weighted_exact(
                &outcomes
                    .iter()
                    .map(|o| (o.score_ns, o.percent))
                    .collect::<Vec<_>>(),
            );
            FinalResult {
                declarer_tricks: None,
                score_ns: crate::scoring::round_to_ten(exact),
                score_ns_exact: Some(exact),
                weighted: Some(outcomes),
            }
        }
        Some(equity_check::Likely::Tricks(t)) => FinalResult {
            declarer_tricks: Some(*t),
            score_ns: score(*t),
            score_ns_exact: None,
            weighted: None,
        },
        None => FinalResult {
            declarer_tricks: Some(adjusted),
            score_ns: score(adjusted),
            score_ns_exact: None,
            weighted: None,
        },
    });

    let (imps, weighted_imps_ns) = imps_against_other_table(case, final_result.as_ref());
    let ruling = Ruling {
        format: RULING_FORMAT.to_owned(),
        board: board.number.clone(),
        contract: contract_code(board.contract),
        declarer: board.declarer.letter().to_string(),
        table_declarer_tricks: table,
        revokes: revokes
            .iter()
            .zip(&outcomes)
            .map(|(r, o)| RevokeRuling {
                card: r.index + 1,
                trick: r.trick + 1,
                seat: r.seat.letter().to_string(),
                side: r.side().code().to_owned(),
                kind: r.kind,
                established: o.established.is_some(),
                corrected: o.corrected,
                penalty_card: o.penalty_card.clone(),
                transfer: o.transfer,
                laws: o.laws.clone(),
            })
            .collect(),
        transfer_total,
        adjusted_declarer_tricks: adjusted,
        equity: check.ruling,
        final_result,
        claim: claim.as_ref().map(claim_ruling),
        call_changes: None,
        card_changes: None,
    };
    Ok(Judgement {
        ruling,
        evidence,
        table_score_ns: finished.then(|| score(table)),
        adjusted_score_ns: (finished && !corrected).then(|| score(adjusted)),
        imps,
        weighted_imps_ns,
        notes,
        standing_cards: None,
        claim,
    })
}

/// The claim's part of the ruling JSON.
fn claim_ruling(c: &crate::claims::ClaimJudgement) -> ClaimRuling {
    ClaimRuling {
        after_card: c.after_card,
        trick: c.trick,
        by: c.by.letter().to_string(),
        side: c.side.code().to_owned(),
        kind: c.kind.code().to_owned(),
        agreed: c.agreed,
        remaining: c.remaining,
        claimed_tricks: c.claimed,
        dd_tricks: c.dd_tricks,
        line_tricks: c.line_tricks,
        trump_outstanding: c.trump_outstanding,
        trump_mentioned: c.trump_mentioned,
        c70_tricks: c.c70_tricks,
        c70_applies: c.c70_applies,
        finesse_tricks: c.finesse_tricks,
        no_prior_knowledge_tricks: c.no_prior_knowledge_tricks,
        location_cards: c.location_cards.clone(),
        normal_min_claimer: c.normal_min_claimer,
        normal_min_opponents: c.normal_min_opponents,
        proposed_tricks: c.proposed,
        awarded: c.awarded,
        final_tricks: c.final_tricks,
        // Every claim code is a `Law` (the code table lists them all).
        laws: c
            .laws
            .iter()
            .filter_map(|l| l.code().parse().ok())
            .collect(),
    }
}

/// Laws 62C1 and 62C2, which the players exercise: for each corrected revoke, the cards
/// played after it and before attention was drawn that each side may take back.
fn withdrawal_notes(
    case: &Case,
    revokes: &[facts::Revoke],
    outcomes: &[adjust::Outcome],
    attention: Attention,
) -> Vec<Msg> {
    let Attention::DuringPlay { after_card } = attention else {
        return Vec::new();
    };
    revokes
        .iter()
        .zip(outcomes)
        .filter(|(r, o)| o.corrected && r.index + 1 < after_card)
        .map(|(r, _)| {
            let later = &case.play.steps()[r.index + 1..after_card];
            let token = |s: &crate::play::Step| {
                Msg::new("note-card-by")
                    .arg(
                        "seat",
                        Msg::new(crate::i18n::words::seat_letter_key(s.seat)),
                    )
                    .arg("card", crate::notation::card_symbol(s.card))
            };
            let non_offenders = later
                .iter()
                .filter(|s| Side::of(s.seat) != r.side())
                .map(token)
                .collect();
            let offenders = later
                .iter()
                .filter(|s| Side::of(s.seat) == r.side())
                .map(token)
                .collect();
            Msg::new("note-62c")
                .arg("card", r.index + 1)
                .arg("non_offenders", Msg::list(non_offenders))
                .arg("offenders", Msg::list(offenders))
        })
        .collect()
}

fn revokes_side_total(revokes: &[facts::Revoke], outcomes: &[adjust::Outcome], side: Side) -> u8 {
    revokes
        .iter()
        .zip(outcomes)
        .filter(|(r, _)| r.side() == side)
        .map(|(_, o)| o.transfer)
        .sum()
}

/// Table tricks moved by every transfer toward the non-offending side, within 0-13.
fn adjusted_tricks(
    table: u8,
    revokes: &[facts::Revoke],
    outcomes: &[adjust::Outcome],
    declaring: Side,
) -> u8 {
    let lost = revokes_side_total(revokes, outcomes, declaring);
    let gained = revokes_side_total(revokes, outcomes, declaring.other());
    (i16::from(table) - i16::from(lost) + i16::from(gained)).clamp(0, 13) as u8
}

/// IMPs of each outcome against the other table's score, and the weighted IMPs.
fn imps_against_other_table(
    case: &Case,
    final_result: Option<&FinalResult>,
) -> (Vec<OutcomeImps>, Option<f64>) {
    let (Some(other), Some(result)) = (case.meta.other_table_score_ns, final_result) else {
        return (Vec::new(), None);
    };
    let imps = |score: i32| crate::scoring::imps(score - other);
    match &result.weighted {
        Some(outcomes) => {
            let list: Vec<OutcomeImps> = outcomes
                .iter()
                .map(|o| OutcomeImps {
                    declarer_tricks: o.declarer_tricks,
                    score_ns: o.score_ns,
                    imps_ns: imps(o.score_ns),
                    percent: o.percent,
                })
                .collect();
            let weighted = list
                .iter()
                .map(|o| f64::from(o.imps_ns) * f64::from(o.percent) / 100.0)
                .sum();
            (list, Some(weighted))
        }
        None => (
            vec![OutcomeImps {
                declarer_tricks: result.declarer_tricks.unwrap_or(0),
                score_ns: result.score_ns,
                imps_ns: imps(result.score_ns),
                percent: 100,
            }],
            None,
        ),
    }
}

#[cfg(test)]
mod correction_tests;
#[cfg(test)]
mod tests;
