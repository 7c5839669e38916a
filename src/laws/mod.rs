//! The law engine: Laws 61-64 (with 12C1c, 14B, 16C) applied to a case.
//!
//! `rule(&case)` gives a [`Judgement`]: the ruling JSON of `case-format.md` and the evidence a
//! director reads beside it. Law paraphrases are i18n messages `law-<code>` (`law-64A1`),
//! in `i18n/<lang>/laws.ftl`: the law texts are copyrighted, Arbitre words them itself.

pub mod ruling;

pub use ruling::*;

use crate::case::Case;
use crate::i18n::Msg;
use contract_bridge::{Card, Seat};

/// The i18n key of a law's paraphrase: `law-64A1`.
#[must_use]
pub fn paraphrase_key(code: &str) -> String {
    format!("law-{code}")
}

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
}

/// Why no ruling can be given.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RuleError {
    /// The facts contradict the play (checked again here, for cases built in memory).
    #[error("{0}")]
    Facts(Msg),
}

/// Rules on a case.
///
/// # Errors
/// When the facts do not fit the play.
pub fn rule(case: &Case) -> Result<Judgement, RuleError> {
    let _ = case;
    Err(RuleError::Facts(Msg::new("rule-error-not-yet")))
}
