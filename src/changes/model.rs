//! The ruling on a call or card change, field for field as `call-card-law-model.md` gives
//! the ruling JSON (`call_changes`, `card_changes`).

use crate::laws::Law;
use serde::{Deserialize, Serialize};

/// The path a call change takes (C1–C5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CallPath {
    /// C1: the call was not made.
    #[serde(rename = "not_made")]
    NotMade,
    /// C2, C5: nothing to change; the call stands.
    #[serde(rename = "none")]
    None,
    /// C3: a call based on an opponent's misinformation.
    #[serde(rename = "21B")]
    L21B,
    /// C4: an unintended call.
    #[serde(rename = "25A")]
    L25A,
    /// C5: an intended call changed.
    #[serde(rename = "25B")]
    L25B,
}

/// The path a card change takes (P1–P5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardPath {
    /// Played, nothing asked.
    #[serde(rename = "played")]
    Played,
    /// Not played.
    #[serde(rename = "not_played")]
    NotPlayed,
    /// Declarer's unintended designation of a dummy card.
    #[serde(rename = "45C4b")]
    L45C4b,
    /// A card dummy placed unasked.
    #[serde(rename = "45D")]
    L45D,
    /// Played because an opponent said it was his turn.
    #[serde(rename = "47E1")]
    L47E1,
    /// Played on an opponent's mistaken explanation.
    #[serde(rename = "47E2")]
    L47E2,
    /// A played card stays played.
    #[serde(rename = "47F2")]
    L47F2,
    /// A defender's premature lead or play.
    #[serde(rename = "57A")]
    L57A,
    /// Declarer's premature play.
    #[serde(rename = "57C3")]
    L57C3,
    /// A defender's play at his RHO's turn.
    #[serde(rename = "57D")]
    L57D,
    /// Leads out of turn (Laws 53–56): not modelled here.
    #[serde(rename = "out_of_scope")]
    OutOfScope,
}

/// The lead restriction of a withdrawn call (Law 26).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeadRestriction {
    /// None.
    #[serde(rename = "none")]
    None,
    /// 26A: a comparable call, no restriction.
    #[serde(rename = "26A")]
    L26A,
    /// 26B: declarer may forbid a suit at partner's first lead.
    #[serde(rename = "26B")]
    L26B,
}

/// Whether a card change establishes a revoke (Law 63A).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Establishes {
    /// It does not.
    None,
    /// A card played (63A1).
    Play,
    /// A card named or designated (63A2).
    Designation,
}

/// A penalty card's kind (Law 50B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyKind {
    /// Minor (50C).
    Minor,
    /// Major (50D).
    Major,
}

/// One penalty card of the holder.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PenaltyCard {
    /// The card, as a play token (`HQ`).
    pub card: String,
    /// Minor or major.
    pub kind: PenaltyKind,
}

/// The ruling on one `[[call_change]]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallChangeRuling {
    /// Who made the call.
    pub seat: String,
    /// His side.
    pub side: String,
    /// The call as made.
    pub call: String,
    /// The call he put or wants instead.
    pub to: Option<String>,
    /// The call was made (C1).
    pub made: bool,
    /// The path.
    pub path: CallPath,
    /// The change asked takes effect; null if nothing was asked or LHO has not chosen.
    pub allowed: Option<bool>,
    /// The call that counts at that turn; null when he must call again or LHO must choose.
    pub stands: Option<String>,
    /// His own calls taken back or cancelled, in order.
    pub withdrawn: Vec<String>,
    /// LHO may take back a call he made after it (25A6, 21B2).
    pub lho_may_withdraw: bool,
    /// LHO may accept the substitute (25B1).
    pub lho_may_accept: bool,
    /// Law 26; null while LHO has not chosen.
    pub lead_restriction: Option<LeadRestriction>,
    /// The side that may not use what it learned (16C2).
    pub ui_side: Option<String>,
    /// Adjusted scores the director may give (`21B3`).
    pub adjustment_possible: Vec<Law>,
    /// The laws applied.
    pub laws: Vec<Law>,
}

/// The ruling on one `[[card_change]]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardChangeRuling {
    /// Cards counted as played before it.
    pub after_card: usize,
    /// The card in question.
    pub card: String,
    /// Its holder.
    pub seat: String,
    /// `declarer`, `dummy` or `defender`.
    pub role: String,
    /// Who acted: declarer for dummy's cards (dummy for a card he placed unasked).
    pub actor: String,
    /// The holder's side.
    pub side: String,
    /// The trick (1–13) the card was played or led to.
    pub trick: usize,
    /// The card was played (P1).
    pub played: bool,
    /// The path.
    pub path: CardPath,
    /// The change asked takes effect; null if nothing was asked.
    pub allowed: Option<bool>,
    /// The card that counts as his play to this trick, or null.
    pub stands: Option<String>,
    /// His own cards taken back, in order.
    pub returned: Vec<String>,
    /// All the holder's penalty cards after this incident, in order of origin.
    pub penalty_cards: Vec<PenaltyCard>,
    /// The opponent may take his card back (47D, 45D).
    pub opponent_may_withdraw: bool,
    /// Whether it establishes a revoke (63A1, 63A2).
    pub establishes: Establishes,
    /// The side that may not use what it learned (16C2, 50E).
    pub ui_side: Option<String>,
    /// Adjusted scores the director may give (`47E2b`).
    pub adjustment_possible: Vec<Law>,
    /// The laws applied.
    pub laws: Vec<Law>,
}
