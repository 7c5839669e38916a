//! The ruling: what `rule --json` prints (`revoke-ruling/1`, fixed by the case format),
//! plus the evidence a director reads beside it.

use super::Law;
use serde::{Deserialize, Serialize};

/// The format tag of the ruling JSON.
pub const RULING_FORMAT: &str = "revoke-ruling/1";

/// What kind of revoke.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RevokeKind {
    /// A card of another suit played while holding the suit led (found from the deal).
    FailureToFollow,
    /// A major penalty card that had to be played and was not (marked by the director).
    PenaltyCard,
    /// A lead restriction ignored (marked by the director).
    LeadRestriction,
}

impl RevokeKind {
    /// The i18n key naming the kind.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Self::FailureToFollow => "revoke-kind-failure-to-follow",
            Self::PenaltyCard => "revoke-kind-penalty-card",
            Self::LeadRestriction => "revoke-kind-lead-restriction",
        }
    }
}

/// The ruling on one revoke.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevokeRuling {
    /// 1-based index of the revoke card in the play.
    pub card: usize,
    /// 1-based trick.
    pub trick: usize,
    /// The offender, `N E S W`.
    pub seat: String,
    /// The offending side, `NS` or `EW`.
    pub side: String,
    /// What kind of revoke.
    pub kind: RevokeKind,
    /// Established (Law 63).
    pub established: bool,
    /// Corrected (Law 62, 62C3, 62D).
    pub corrected: bool,
    /// The card that becomes a major penalty card (62B1), as a token such as `SJ`.
    pub penalty_card: Option<String>,
    /// Tricks transferred by Law 64A (0, 1 or 2).
    pub transfer: u8,
    /// Every law applied, most specific form, in the order applied.
    pub laws: Vec<Law>,
}

/// Where the likely result used for Law 64C comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EquitySource {
    /// The double-dummy estimate.
    DoubleDummy,
    /// The director's own estimate.
    Director,
    /// The director's weighted outcomes (Law 12C1c).
    Weighted,
}

/// The Law 64C check (`Default`: no revoke to check, nothing applies).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EquityRuling {
    /// Declarer's tricks had the first established revoke not happened (double dummy).
    pub dd_declarer_tricks: Option<u8>,
    /// The estimate used (null with weights).
    pub likely_declarer_tricks: Option<u8>,
    /// Where the estimate comes from.
    pub source: Option<EquitySource>,
    /// Whether the non-offending side was insufficiently compensated.
    pub applies: bool,
    /// `64C1`, `64C2a` or `64C2b` when it applies.
    pub laws: Vec<Law>,
}

/// One weighted outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeightedOutcome {
    /// Declarer's tricks in this outcome.
    pub declarer_tricks: u8,
    /// Its weight in percent.
    pub percent: u8,
    /// North-South's score for it.
    pub score_ns: i32,
}

/// The final result after Law 64 (and 64C).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FinalResult {
    /// Declarer's tricks (null with weights).
    pub declarer_tricks: Option<u8>,
    /// North-South's score (with weights: the weighted average rounded to 10).
    pub score_ns: i32,
    /// With weights: the exact weighted score (written as an integer when it is one).
    #[serde(
        skip_serializing_if = "Option::is_none",
        default,
        serialize_with = "number_as_written"
    )]
    pub score_ns_exact: Option<f64>,
    /// The weighted outcomes, or null.
    pub weighted: Option<Vec<WeightedOutcome>>,
}

/// The ruling JSON (`revoke-ruling/1`), field for field as `case-format.md` fixes it.
///
/// A case whose auction is not over (only call changes) has no contract: `contract` and
/// `declarer` are then empty here and, with the trick counts, null in the JSON
/// ([`RulingJson`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(into = "RulingJson", from = "RulingJson")]
pub struct Ruling {
    /// Always [`RULING_FORMAT`].
    pub format: String,
    /// The board number as the PBN gives it.
    pub board: String,
    /// The contract as the PBN writes it (`4S`, `3NTX`).
    pub contract: String,
    /// Declarer, `N E S W`.
    pub declarer: String,
    /// Declarer's tricks as the play (and any claim) left them.
    pub table_declarer_tricks: u8,
    /// Each revoke, in card order.
    pub revokes: Vec<RevokeRuling>,
    /// The sum of the transfers.
    pub transfer_total: u8,
    /// Table tricks moved by the transfers.
    pub adjusted_declarer_tricks: u8,
    /// Law 64C.
    pub equity: EquityRuling,
    /// The final result, or null when a correction sends play back to the table.
    #[serde(rename = "final")]
    pub final_result: Option<FinalResult>,
    /// The claim or concession (`claim-law-model.md`), or null.
    pub claim: Option<ClaimRuling>,
    /// The calls a player tried to change, in input order, or null (no such section).
    pub call_changes: Option<Vec<crate::changes::CallChangeRuling>>,
    /// The cards a player tried to change, in input order, or null (no such section).
    pub card_changes: Option<Vec<crate::changes::CardChangeRuling>>,
}

/// [`Ruling`] as the JSON writes it: no contract, no tricks (null) while the auction is
/// not over.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct RulingJson {
    format: String,
    board: String,
    contract: Option<String>,
    declarer: Option<String>,
    table_declarer_tricks: Option<u8>,
    revokes: Vec<RevokeRuling>,
    transfer_total: u8,
    adjusted_declarer_tricks: Option<u8>,
    equity: EquityRuling,
    #[serde(rename = "final")]
    final_result: Option<FinalResult>,
    #[serde(default)]
    claim: Option<ClaimRuling>,
    #[serde(default)]
    call_changes: Option<Vec<crate::changes::CallChangeRuling>>,
    #[serde(default)]
    card_changes: Option<Vec<crate::changes::CardChangeRuling>>,
}

impl From<Ruling> for RulingJson {
    fn from(r: Ruling) -> Self {
        let known = !r.contract.is_empty();
        Self {
            format: r.format,
            board: r.board,
            contract: known.then_some(r.contract),
            declarer: known.then_some(r.declarer),
            table_declarer_tricks: known.then_some(r.table_declarer_tricks),
            revokes: r.revokes,
            transfer_total: r.transfer_total,
            adjusted_declarer_tricks: known.then_some(r.adjusted_declarer_tricks),
            equity: r.equity,
            final_result: r.final_result,
            claim: r.claim,
            call_changes: r.call_changes,
            card_changes: r.card_changes,
        }
    }
}

impl From<RulingJson> for Ruling {
    fn from(r: RulingJson) -> Self {
        Self {
            format: r.format,
            board: r.board,
            contract: r.contract.unwrap_or_default(),
            declarer: r.declarer.unwrap_or_default(),
            table_declarer_tricks: r.table_declarer_tricks.unwrap_or(0),
            revokes: r.revokes,
            transfer_total: r.transfer_total,
            adjusted_declarer_tricks: r.adjusted_declarer_tricks.unwrap_or(0),
            equity: r.equity,
            final_result: r.final_result,
            claim: r.claim,
            call_changes: r.call_changes,
            card_changes: r.card_changes,
        }
    }
}

/// The claim ruling in the ruling JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimRuling {
    /// Cards played at the claim.
    pub after_card: usize,
    /// The trick of the claim (1-based).
    pub trick: usize,
    /// The claimer, `N E S W`.
    pub by: String,
    /// His side, `NS` or `EW`.
    pub side: String,
    /// `claim` or `concession`.
    pub kind: String,
    /// Agreed.
    pub agreed: bool,
    /// Tricks remaining.
    pub remaining: u8,
    /// Tricks claimed of the remaining ones.
    pub claimed_tricks: u8,
    /// Double dummy for the claimer's side.
    pub dd_tricks: Option<u8>,
    /// The judged value of the claimer's line (disputed).
    pub line_tricks: Option<u8>,
    /// An opponent holds a trump.
    pub trump_outstanding: bool,
    /// The statement mentioned it.
    pub trump_mentioned: bool,
    /// The value unaware of the trump (70C).
    pub c70_tricks: Option<u8>,
    /// 70C1–70C3 hold.
    pub c70_applies: bool,
    /// The value with finesses credited (70E).
    pub finesse_tricks: Option<u8>,
    /// The value without the show-outs before the claim.
    pub no_prior_knowledge_tricks: Option<u8>,
    /// The cards the line depends on the place of.
    pub location_cards: Vec<crate::claims::LocationCard>,
    /// The claimer's side's normal minimum (69B, 71).
    pub normal_min_claimer: Option<u8>,
    /// The opponents' normal minimum (69B2).
    pub normal_min_opponents: Option<u8>,
    /// The workbench's proposal.
    pub proposed_tricks: u8,
    /// The director's award.
    pub awarded: Option<u8>,
    /// The tricks the claimer's side gets.
    pub final_tricks: u8,
    /// The laws applied.
    pub laws: Vec<Law>,
}

impl Ruling {
    /// Every law the ruling applies, each once, in order: the revokes', the equity check's,
    /// the claim's, the call and card changes'.
    #[must_use]
    pub fn all_laws(&self) -> Vec<Law> {
        let mut laws: Vec<Law> = Vec::new();
        let claim = self.claim.iter().flat_map(|c| &c.laws);
        let calls = self.call_changes.iter().flatten().flat_map(|c| &c.laws);
        let cards = self.card_changes.iter().flatten().flat_map(|c| &c.laws);
        for law in self
            .revokes
            .iter()
            .flat_map(|v| &v.laws)
            .chain(&self.equity.laws)
            .chain(claim)
            .chain(calls)
            .chain(cards)
        {
            if !laws.contains(law) {
                laws.push(*law);
            }
        }
        laws
    }
}

/// Writes a whole number without a fractional part (`232`, not `232.0`).
fn number_as_written<S: serde::Serializer>(value: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match value {
        #[allow(clippy::cast_possible_truncation)]
        Some(v) if v.fract() == 0.0 && v.abs() < 1e15 => s.serialize_i64(*v as i64),
        Some(v) => s.serialize_f64(*v),
        None => s.serialize_none(),
    }
}
