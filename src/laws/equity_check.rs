//! Law 64C: was the non-offending side insufficiently compensated?
//!
//! The estimate "had the revoke not happened" is taken at the first established revoke:
//! the position just before the revoke card, the offender playing instead the legal card
//! (Law 44) best for his side, solved double dummy. The director may give his own estimate
//! or weighted outcomes (Law 12C1c), which then win.

use super::facts::Revoke;
use super::{Alternative, EquityEvidence, EquityRuling, EquitySource, Law};
use crate::case::Case;
use crate::equity::{SolveError, alternatives};
use crate::i18n::Msg;

/// The likely result the check compares with the adjusted one.
#[derive(Debug, Clone, PartialEq)]
pub enum Likely {
    /// One result: declarer's tricks.
    Tricks(u8),
    /// Weighted outcomes: `(declarer_tricks, percent)`.
    Weighted(Vec<(u8, u8)>),
}

impl Likely {
    /// Declarer's tricks on average.
    #[must_use]
    pub fn mean(&self) -> f64 {
        match self {
            Self::Tricks(t) => f64::from(*t),
            Self::Weighted(w) => w
                .iter()
                .map(|&(t, p)| f64::from(t) * f64::from(p) / 100.0)
                .sum(),
        }
    }
}

/// The double-dummy evidence at the first established revoke.
///
/// # Errors
/// When the solver cannot take the position (e.g. another revoke on the table).
pub fn evidence(case: &Case, first: &Revoke) -> Result<EquityEvidence, SolveError> {
    let play = &case.play;
    let pos = play.position(first.index);
    let legal = pos.legal_cards(first.seat);
    let results = alternatives(play, first.index, legal)?;
    Ok(EquityEvidence {
        revoke_card: first.index + 1,
        offender: first.seat,
        declarer_tricks_before: pos.won_by(play.declaring_side()),
        alternatives: results
            .into_iter()
            .map(|r| Alternative {
                card: r.card,
                declarer_tricks: r.declarer_tricks,
            })
            .collect(),
    })
}

/// What the check found.
pub struct Check {
    /// The ruling's equity object.
    pub ruling: EquityRuling,
    /// The likely result used when equity applies.
    pub likely: Option<Likely>,
    /// Notes for the reader.
    pub notes: Vec<Msg>,
}

/// Law 64C given the adjusted tricks.
#[must_use]
pub fn check(
    case: &Case,
    first: Option<(&Revoke, Option<&EquityEvidence>)>,
    adjusted: u8,
    both_sides: bool,
    repeated: bool,
    corrected: bool,
) -> Check {
    let mut notes = Vec::new();
    let Some((revoke, evidence)) = first else {
        return Check {
            ruling: EquityRuling::default(),
            likely: None,
            notes,
        };
    };
    let dd = evidence.and_then(|e| e.alternatives.first().map(|a| a.declarer_tricks));
    let judgement = &case.equity;
    let (source, likely) = if !judgement.weights.is_empty() {
        (
            Some(EquitySource::Weighted),
            Some(Likely::Weighted(
                judgement
                    .weights
                    .iter()
                    .map(|w| (w.declarer_tricks, w.percent))
                    .collect(),
            )),
        )
    } else if let Some(t) = judgement.likely_declarer_tricks {
        (Some(EquitySource::Director), Some(Likely::Tricks(t)))
    } else if let Some(t) = dd {
        (Some(EquitySource::DoubleDummy), Some(Likely::Tricks(t)))
    } else {
        notes.push(Msg::new("note-no-estimate"));
        (None, None)
    };
    let likely_tricks = match &likely {
        Some(Likely::Tricks(t)) => Some(*t),
        _ => None,
    };
    let adjusted_f = f64::from(adjusted);
    let applies = !corrected
        && likely.as_ref().is_some_and(|l| {
            let mean = l.mean();
            if both_sides {
                (mean - adjusted_f).abs() > 1e-9
            } else if revoke.side() == case.play.declaring_side() {
                mean < adjusted_f - 1e-9
            } else {
                mean > adjusted_f + 1e-9
            }
        });
    if corrected {
        notes.push(Msg::new("note-corrected-no-final"));
    }
    let laws = if applies {
        vec![if both_sides {
            Law::L64C2b
        } else if repeated {
            Law::L64C2a
        } else {
            Law::L64C1
        }]
    } else {
        Vec::new()
    };
    if both_sides && applies {
        notes.push(Msg::new("note-64c2b-either-side"));
    }
    Check {
        ruling: EquityRuling {
            dd_declarer_tricks: dd,
            likely_declarer_tricks: likely_tricks,
            source,
            applies,
            laws,
        },
        likely: applies.then_some(likely).flatten(),
        notes,
    }
}
