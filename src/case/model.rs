//! The case as the director works on it: the board, the play as it happened, the facts.
//!
//! This is the in-memory model; `file.rs` reads and writes it as `revoke-case/1` TOML.

use crate::play::Play;
use contract_bridge::{AbsoluteVulnerability, Contract, FullDeal, Seat};
use serde::{Deserialize, Serialize};

/// The case-file format tag.
pub const CASE_FORMAT: &str = "revoke-case/1";

/// Where the board came from, kept so that saving writes it back the same way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSource {
    /// One PBN game inline in the case file.
    Inline {
        /// The PBN text of the game.
        pbn: String,
    },
    /// A PBN file beside the case file, and the board number in it.
    File {
        /// The path as written in the case file (relative to the case file).
        pbn_file: String,
        /// The board number.
        number: String,
    },
}

/// The board: deal, contract and what the PBN says about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The board number as written (`"7"`, `"01"`).
    pub number: String,
    /// The dealer.
    pub dealer: Seat,
    /// Who is vulnerable.
    pub vulnerability: AbsoluteVulnerability,
    /// The deal, as the dealing machine made it.
    pub deal: FullDeal,
    /// Declarer.
    pub declarer: Seat,
    /// The contract.
    pub contract: Contract,
    /// The calls made, from the dealer, with their alerts and explanations, if known
    /// (for display only).
    pub auction: Vec<TableCall>,
    /// The players' names by seat (`Seat as usize`), if known.
    pub players: [String; 4],
}

/// A call as made at the table: the call, whether it was alerted, and the explanation given
/// for it, if any.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TableCall {
    /// The call as PBN writes it: `Pass`, `1NT`, `4S`, `X`, `XX`.
    pub call: String,
    /// The call was alerted.
    pub alert: bool,
    /// The explanation given (empty: none).
    pub note: String,
}

impl TableCall {
    /// A call with no alert and no explanation.
    #[must_use]
    pub fn new(call: impl Into<String>) -> Self {
        Self {
            call: call.into(),
            alert: false,
            note: String::new(),
        }
    }

    /// The calls of `auction`, with no alert and no explanation.
    #[must_use]
    pub fn plain<S: AsRef<str>>(auction: &[S]) -> Vec<Self> {
        auction.iter().map(|c| Self::new(c.as_ref())).collect()
    }

    /// The calls as tokens (`Pass`, `1NT`, `X`).
    #[must_use]
    pub fn tokens(auction: &[Self]) -> Vec<String> {
        auction.iter().map(|c| c.call.clone()).collect()
    }
}

impl AsRef<str> for TableCall {
    fn as_ref(&self) -> &str {
        &self.call
    }
}

impl Board {
    /// Whether `seat`'s side is vulnerable.
    #[must_use]
    pub fn vulnerable(&self, seat: Seat) -> bool {
        let flag = match crate::notation::Side::of(seat) {
            crate::notation::Side::NS => AbsoluteVulnerability::NS,
            crate::notation::Side::EW => AbsoluteVulnerability::EW,
        };
        self.vulnerability.contains(flag)
    }
}

/// A revoke the deal cannot show, marked by the director.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MarkedRevoke {
    /// 1-based index of the card in the play.
    pub card: usize,
    /// What was revoked.
    pub kind: MarkedKind,
}

/// The kinds of revoke the director marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkedKind {
    /// A major penalty card that had to be played was not.
    PenaltyCard,
    /// A lead restriction was ignored.
    LeadRestriction,
}

/// When attention was first drawn to the revoke(s).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Attention {
    /// During the play, after this many cards.
    DuringPlay {
        /// Cards played by then.
        after_card: usize,
    },
    /// After the play ended (or a claim), hands not yet returned to the board.
    EndOfPlay,
    /// After the hands were returned to the board.
    AfterHandsReturned,
    /// After a non-offender called on a later board.
    AfterNextBoardCall,
    /// After the round ended.
    AfterRound,
}

impl Attention {
    /// The `when` value of the case file.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::DuringPlay { .. } => "during_play",
            Self::EndOfPlay => "end_of_play",
            Self::AfterHandsReturned => "after_hands_returned",
            Self::AfterNextBoardCall => "after_next_board_call",
            Self::AfterRound => "after_round",
        }
    }

    /// Every `when` value, in the order of time.
    pub const CODES: [&'static str; 5] = [
        "during_play",
        "end_of_play",
        "after_hands_returned",
        "after_next_board_call",
        "after_round",
    ];
}

/// Whether the player claimed tricks (68A) or conceded them (68B1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ClaimKind {
    /// He said he would win tricks (68A).
    #[default]
    Claim,
    /// He said he would lose tricks (68B1).
    Concession,
}

impl ClaimKind {
    /// The `kind` value of the case file.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Self::Claim => "claim",
            Self::Concession => "concession",
        }
    }
}

/// A claim or concession, with the facts of `claim-law-model.md`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Claim {
    /// Cards played when it was made.
    pub after_card: usize,
    /// The claimer (or conceder).
    pub by: Seat,
    /// Claim (68A) or concession (68B1).
    pub kind: ClaimKind,
    /// Of the remaining tricks, how many the claimer's side takes, as written.
    pub tricks: Option<u8>,
    /// Instead of `tricks`: the total the player announced for his side.
    pub stated_total: Option<u8>,
    /// Whether the other side agreed.
    pub agreed: bool,
    /// When disputed: the tricks the director awards the claimer's side (else the
    /// workbench's proposal is used).
    pub awarded: Option<u8>,
    /// The clarification statement (68C), as written: cards to lead, `draw_trumps`,
    /// `finesse:SQ`.
    pub line: Vec<String>,
    /// 70C1: the statement mentioned the outstanding trump(s); `None`: as the line says.
    pub trump_mentioned: Option<bool>,
    /// 70C2: the director finds it at all likely that the claimer was unaware of the trump.
    pub trump_unaware_likely: bool,
    /// Agreed claim: the director was asked, within the correction period, to review it.
    pub review_requested: bool,
    /// The director's reasons for his award, in his words (empty: none written).
    pub reasons: String,
}

impl Default for Claim {
    fn default() -> Self {
        Self {
            after_card: 0,
            by: Seat::South,
            kind: ClaimKind::Claim,
            tricks: None,
            stated_total: None,
            agreed: true,
            awarded: None,
            line: Vec::new(),
            trump_mentioned: None,
            trump_unaware_likely: true,
            review_requested: false,
            reasons: String::new(),
        }
    }
}

impl Claim {
    /// Whether the statement mentioned the outstanding trumps (70C1): as given, else
    /// whether the line holds `draw_trumps`.
    #[must_use]
    pub fn mentions_trumps(&self) -> bool {
        self.trump_mentioned
            .unwrap_or_else(|| self.line.iter().any(|t| t == "draw_trumps"))
    }
}

/// One weighted outcome the director gives (Law 12C1c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weight {
    /// Declarer's tricks.
    pub declarer_tricks: u8,
    /// Percent.
    pub percent: u8,
}

/// The director's own judgement for Law 64C.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EquityJudgement {
    /// The likely result, instead of the double-dummy estimate.
    pub likely_declarer_tricks: Option<u8>,
    /// Weighted outcomes (they win over `likely_declarer_tricks`).
    pub weights: Vec<Weight>,
    /// The reasons the director typed.
    pub reasons: String,
}

/// Event data and names (all optional).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Meta {
    /// The event.
    pub event: String,
    /// The session.
    pub session: String,
    /// The date.
    pub date: String,
    /// The round.
    pub round: String,
    /// The table.
    pub table: String,
    /// The section (`A`), from the scorer's file.
    pub section: String,
    /// North-South's pair number.
    pub ns_pair: String,
    /// East-West's pair number.
    pub ew_pair: String,
    /// The results file the case was made from (a Bridgemate `.bws`), by name.
    pub source_file: String,
    /// Declarer's tricks as the scorer recorded them, if the case came from the results.
    pub recorded_tricks: Option<u8>,
    /// The director.
    pub director: String,
    /// North's name.
    pub north: String,
    /// East's name.
    pub east: String,
    /// South's name.
    pub south: String,
    /// West's name.
    pub west: String,
    /// North-South's score at the other table, for IMPs (teams).
    pub other_table_score_ns: Option<i32>,
    /// The director's notes.
    pub notes: String,
    /// The event's own wording of the appeal notice, from its regulations (empty: the
    /// standard wording, Law 92B).
    pub appeal_text: String,
    /// The time to appeal set by the event's regulations, in minutes (none: 30).
    pub appeal_minutes: Option<u32>,
}

/// A revoke case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// Free text.
    pub title: String,
    /// Where the board came from.
    pub source: BoardSource,
    /// The board.
    pub board: Board,
    /// The play as it happened.
    pub play: Play,
    /// Revokes the deal cannot show.
    pub marked_revokes: Vec<MarkedRevoke>,
    /// When attention was drawn, if it was.
    pub attention: Option<Attention>,
    /// The claim or concession, if any.
    pub claim: Option<Claim>,
    /// The director's 64C judgement.
    pub equity: EquityJudgement,
    /// Event data and names.
    pub meta: Meta,
    /// Calls and cards a player tried to change (`call-card-law-model.md`).
    pub changes: super::changes::Changes,
}
