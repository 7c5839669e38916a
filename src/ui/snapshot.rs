//! The autosave snapshot: the case in progress exactly as it is in memory, including what a
//! case file cannot hold yet (a play still being entered, facts not yet recorded).
//!
//! `case::from_toml_str` checks the facts against the play (as a ruling needs), so a case
//! saved half-way through entering the play would not load back. The autosave must restore
//! whatever the director had on screen, so it keeps this snapshot beside the case TOML. It
//! is rebuilt only through the library's own constructors (`Play::with_leader`,
//! `Play::push`) and readers (`parse_card`, `parse_seat`, `FullDeal::from_str`).
use crate::case::{
    Attention, Board, BoardSource, Case, Claim, EquityJudgement, MarkedRevoke, Meta, Weight,
};
use crate::i18n::Msg;
use crate::notation::{card_token, parse_card, parse_seat, strain_code};
use crate::play::Play;
use contract_bridge::{AbsoluteVulnerability, Bid, Contract, FullDeal, Penalty, Strain};
use serde::{Deserialize, Serialize};

/// The snapshot format tag.
pub const SNAPSHOT_FORMAT: &str = "arbitre-autosave/1";

#[derive(Debug, Clone, Serialize, Deserialize)]
struct ClaimSnap {
    after_card: usize,
    by: String,
    tricks: u8,
    agreed: bool,
    awarded: Option<u8>,
}

/// The case, field for field.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Snapshot {
    format: String,
    title: String,
    source_pbn: Option<String>,
    source_file: Option<(String, String)>,
    number: String,
    dealer: String,
    vulnerability: u8,
    deal: String,
    declarer: String,
    level: u8,
    strain: String,
    penalty: u8,
    auction: Vec<String>,
    players: [String; 4],
    opening_leader: String,
    absent: Vec<String>,
    cards: Vec<String>,
    marked_revokes: Vec<MarkedRevoke>,
    attention: Option<String>,
    attention_after_card: Option<usize>,
    claim: Option<ClaimSnap>,
    likely_declarer_tricks: Option<u8>,
    weights: Vec<Weight>,
    reasons: String,
    meta: Meta,
    /// The case as a case file writes it (for people; not read back).
    pub case_toml: String,
}

impl Snapshot {
    /// Takes a snapshot of `case`.
    #[must_use]
    pub fn of(case: &Case) -> Self {
        let b = &case.board;
        let (source_pbn, source_file) = match &case.source {
            BoardSource::Inline { pbn } => (Some(pbn.clone()), None),
            BoardSource::File { pbn_file, number } => {
                (None, Some((pbn_file.clone(), number.clone())))
            }
        };
        let (attention, attention_after_card) = match case.attention {
            Some(a @ Attention::DuringPlay { after_card }) => {
                (Some(a.code().to_owned()), Some(after_card))
            }
            Some(a) => (Some(a.code().to_owned()), None),
            None => (None, None),
        };
        Self {
            format: SNAPSHOT_FORMAT.to_owned(),
            title: case.title.clone(),
            source_pbn,
            source_file,
            number: b.number.clone(),
            dealer: b.dealer.letter().to_string(),
            vulnerability: b.vulnerability.bits(),
            deal: b.deal.to_string(),
            declarer: b.declarer.letter().to_string(),
            level: b.contract.bid.level.get(),
            strain: strain_code(b.contract.bid.strain).to_owned(),
            penalty: b.contract.penalty as u8,
            auction: b.auction.clone(),
            players: b.players.clone(),
            opening_leader: case.play.opening_leader().letter().to_string(),
            absent: case
                .play
                .absent()
                .iter()
                .map(|&(_, c)| card_token(c))
                .collect(),
            cards: case.play.cards().iter().map(|&c| card_token(c)).collect(),
            marked_revokes: case.marked_revokes.clone(),
            attention,
            attention_after_card,
            claim: case.claim.map(|c| ClaimSnap {
                after_card: c.after_card,
                by: c.by.letter().to_string(),
                tricks: c.tricks,
                agreed: c.agreed,
                awarded: c.awarded,
            }),
            likely_declarer_tricks: case.equity.likely_declarer_tricks,
            weights: case.equity.weights.clone(),
            reasons: case.equity.reasons.clone(),
            meta: case.meta.clone(),
            case_toml: crate::case::to_toml_string(case),
        }
    }

    /// Rebuilds the case.
    ///
    /// # Errors
    /// Which field of the snapshot is unreadable.
    pub fn to_case(&self) -> Result<Case, Msg> {
        let bad = |field: &'static str, value: String| {
            Msg::new("ui-error-autosave-field")
                .arg("field", field)
                .arg("value", value)
        };
        if self.format != SNAPSHOT_FORMAT {
            return Err(bad("format", self.format.clone()));
        }
        let seat =
            |field: &'static str, s: &str| parse_seat(s).map_err(|_| bad(field, s.to_owned()));
        let deal: FullDeal = self
            .deal
            .parse()
            .map_err(|_| bad("deal", self.deal.clone()))?;
        let strain: Strain = self
            .strain
            .parse()
            .map_err(|_| bad("strain", self.strain.clone()))?;
        if !(1..=7).contains(&self.level) {
            return Err(bad("level", self.level.to_string()));
        }
        let penalty = match self.penalty {
            0 => Penalty::Undoubled,
            1 => Penalty::Doubled,
            2 => Penalty::Redoubled,
            p => return Err(bad("penalty", p.to_string())),
        };
        let declarer = seat("declarer", &self.declarer)?;
        let board = Board {
            number: self.number.clone(),
            dealer: seat("dealer", &self.dealer)?,
            vulnerability: AbsoluteVulnerability::from_bits_truncate(self.vulnerability),
            deal,
            declarer,
            contract: Contract {
                bid: Bid::new(self.level, strain),
                penalty,
            },
            auction: self.auction.clone(),
            players: self.players.clone(),
        };
        let leader = seat("opening_leader", &self.opening_leader)?;
        let mut play = Play::with_leader(deal, declarer, strain, leader);
        for token in &self.absent {
            let card = parse_card(token).map_err(|_| bad("absent", token.clone()))?;
            play = play.with_absent(card).map_err(|e| e.msg())?;
        }
        for token in &self.cards {
            let card = parse_card(token).map_err(|_| bad("cards", token.clone()))?;
            play.push(card).map_err(|e| e.msg())?;
        }
        let attention = match self.attention.as_deref() {
            None => None,
            Some("during_play") => Some(Attention::DuringPlay {
                after_card: self.attention_after_card.unwrap_or(0),
            }),
            Some("end_of_play") => Some(Attention::EndOfPlay),
            Some("after_hands_returned") => Some(Attention::AfterHandsReturned),
            Some("after_next_board_call") => Some(Attention::AfterNextBoardCall),
            Some("after_round") => Some(Attention::AfterRound),
            Some(other) => return Err(bad("attention", other.to_owned())),
        };
        let claim = match &self.claim {
            Some(c) => Some(Claim {
                after_card: c.after_card,
                by: seat("claim.by", &c.by)?,
                tricks: c.tricks,
                agreed: c.agreed,
                awarded: c.awarded,
            }),
            None => None,
        };
        let source = match (&self.source_pbn, &self.source_file) {
            (Some(pbn), _) => BoardSource::Inline { pbn: pbn.clone() },
            (None, Some((pbn_file, number))) => BoardSource::File {
                pbn_file: pbn_file.clone(),
                number: number.clone(),
            },
            (None, None) => return Err(bad("source", String::new())),
        };
        Ok(Case {
            title: self.title.clone(),
            source,
            board,
            play,
            marked_revokes: self.marked_revokes.clone(),
            attention,
            claim,
            equity: EquityJudgement {
                likely_declarer_tricks: self.likely_declarer_tricks,
                weights: self.weights.clone(),
                reasons: self.reasons.clone(),
            },
            meta: self.meta.clone(),
        })
    }
}
