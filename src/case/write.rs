//! Writing a case as a `revoke-case/1` TOML file (reading it is `file.rs`).

use super::model::{
    Attention, BoardSource, CASE_FORMAT, Case, ClaimKind, EquityJudgement, MarkedRevoke, Meta,
    Weight,
};
use crate::notation::card_token;
use crate::play::Play;
use serde::Serialize;

/// The file as written.
#[derive(Debug, Default, Serialize)]
struct RawCase {
    #[serde(skip_serializing_if = "Option::is_none")]
    format: Option<String>,
    title: String,
    board: RawBoard,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<RawPlay>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    marked_revoke: Vec<MarkedRevoke>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attention: Option<RawAttention>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    claim: Vec<RawClaim>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    call_change: Vec<super::changes_write::RawCallChange>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    card_change: Vec<super::changes_write::RawCardChange>,
    #[serde(skip_serializing_if = "Option::is_none")]
    equity: Option<RawEquity>,
    #[serde(skip_serializing_if = "meta_is_empty")]
    meta: Meta,
}

fn meta_is_empty(meta: &Meta) -> bool {
    *meta == Meta::default()
}

#[derive(Debug, Default, Serialize)]
struct RawBoard {
    #[serde(skip_serializing_if = "Option::is_none")]
    pbn: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pbn_file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<String>,
}

#[derive(Debug, Default, Serialize)]
struct RawPlay {
    cards: String,
    /// Cards missing from their holder's hand at the table (Law 14B); an Arbitre field.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    missing: Vec<String>,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "snake_case")]
enum When {
    DuringPlay,
    EndOfPlay,
    AfterHandsReturned,
    AfterNextBoardCall,
    AfterRound,
}

#[derive(Debug, Serialize)]
struct RawAttention {
    when: When,
    #[serde(skip_serializing_if = "Option::is_none")]
    after_card: Option<usize>,
}

#[derive(Debug, Serialize)]
struct RawClaim {
    after_card: usize,
    by: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tricks: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stated_total: Option<u8>,
    agreed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    awarded: Option<u8>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    line: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    trump_mentioned: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    trump_unaware_likely: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    review_requested: Option<bool>,
    #[serde(skip_serializing_if = "String::is_empty")]
    reasons: String,
}

#[derive(Debug, Default, Serialize)]
struct RawEquity {
    #[serde(skip_serializing_if = "Option::is_none")]
    likely_declarer_tricks: Option<u8>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    weights: Vec<Weight>,
    #[serde(skip_serializing_if = "String::is_empty")]
    reasons: String,
}

/// Writes a case as `revoke-case/1` TOML.
#[must_use]
pub fn to_toml_string(case: &Case) -> String {
    let (pbn, pbn_file, number) = match &case.source {
        BoardSource::Inline { pbn } => (Some(pbn.clone()), None, None),
        BoardSource::File { pbn_file, number } => {
            (None, Some(pbn_file.clone()), Some(number.clone()))
        }
    };
    let raw = RawCase {
        format: Some(CASE_FORMAT.to_owned()),
        title: case.title.clone(),
        board: RawBoard {
            pbn,
            pbn_file,
            number,
        },
        play: (!case.changes.auction_only).then(|| RawPlay {
            cards: play_tokens(&case.play),
            missing: case
                .play
                .absent()
                .iter()
                .map(|&(_, c)| card_token(c))
                .collect(),
        }),
        call_change: case
            .changes
            .calls
            .iter()
            .map(super::changes_write::call)
            .collect(),
        card_change: case
            .changes
            .cards
            .iter()
            .map(super::changes_write::card)
            .collect(),
        marked_revoke: case.marked_revokes.clone(),
        attention: case.attention.map(|a| RawAttention {
            when: match a {
                Attention::DuringPlay { .. } => When::DuringPlay,
                Attention::EndOfPlay => When::EndOfPlay,
                Attention::AfterHandsReturned => When::AfterHandsReturned,
                Attention::AfterNextBoardCall => When::AfterNextBoardCall,
                Attention::AfterRound => When::AfterRound,
            },
            after_card: match a {
                Attention::DuringPlay { after_card } => Some(after_card),
                _ => None,
            },
        }),
        claim: case
            .claim
            .iter()
            .map(|c| RawClaim {
                after_card: c.after_card,
                by: c.by.letter().to_string(),
                kind: (c.kind != ClaimKind::Claim).then_some(c.kind.code()),
                tricks: c.tricks,
                stated_total: c.stated_total,
                agreed: c.agreed,
                awarded: c.awarded,
                line: c.line.clone(),
                trump_mentioned: c.trump_mentioned,
                trump_unaware_likely: (!c.trump_unaware_likely).then_some(false),
                review_requested: c.review_requested.then_some(true),
                reasons: c.reasons.clone(),
            })
            .collect(),
        equity: (case.equity != EquityJudgement::default()).then(|| RawEquity {
            likely_declarer_tricks: case.equity.likely_declarer_tricks,
            weights: case.equity.weights.clone(),
            reasons: case.equity.reasons.clone(),
        }),
        meta: case.meta.clone(),
    };
    toml::to_string(&raw).unwrap_or_default()
}

/// The play as `[play] cards`: tokens in playing order, a double space between tricks.
fn play_tokens(play: &Play) -> String {
    play.tricks()
        .iter()
        .map(|t| {
            t.cards
                .iter()
                .map(|&(_, c)| card_token(c))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("  ")
}
