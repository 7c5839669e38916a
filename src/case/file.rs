//! The `revoke-case/1` TOML file: reading (every error names the field, the value and what
//! was expected) and writing (atomically).

use super::CaseError;
use super::model::{
    Attention, Board, BoardSource, CASE_FORMAT, Case, Claim, EquityJudgement, MarkedRevoke, Meta,
    Weight,
};
use crate::i18n::Msg;
use crate::notation::{card_token, parse_card, parse_seat};
use crate::pbn::{self, ContractTag, Severity};
use crate::play::Play;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The file as written: plain data, checked afterwards.
#[derive(Debug, Default, Serialize, Deserialize)]
struct RawCase {
    #[serde(skip_serializing_if = "Option::is_none")]
    format: Option<String>,
    #[serde(default)]
    title: String,
    board: RawBoard,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<RawPlay>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    marked_revoke: Vec<MarkedRevoke>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attention: Option<RawAttention>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    claim: Vec<RawClaim>,
    #[serde(skip_serializing_if = "Option::is_none")]
    equity: Option<RawEquity>,
    #[serde(default, skip_serializing_if = "meta_is_empty")]
    meta: Meta,
    /// Tests' expectations: ignored by the application, accepted in the file.
    #[serde(default, skip_serializing)]
    #[allow(dead_code)]
    expect: Option<toml::Value>,
}

fn meta_is_empty(meta: &Meta) -> bool {
    *meta == Meta::default()
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    #[serde(skip_serializing_if = "Option::is_none")]
    pbn: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pbn_file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<BoardNumber>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
enum BoardNumber {
    Text(String),
    Number(u32),
}

impl BoardNumber {
    fn text(&self) -> String {
        match self {
            Self::Text(s) => s.clone(),
            Self::Number(n) => n.to_string(),
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlay {
    cards: String,
    /// Cards missing from their holder's hand at the table (Law 14B); an Arbitre field.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    missing: Vec<String>,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum When {
    DuringPlay,
    EndOfPlay,
    AfterHandsReturned,
    AfterNextBoardCall,
    AfterRound,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAttention {
    when: When,
    #[serde(skip_serializing_if = "Option::is_none")]
    after_card: Option<usize>,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawClaim {
    after_card: usize,
    by: String,
    tricks: u8,
    #[serde(default = "yes")]
    agreed: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    awarded: Option<u8>,
}

const fn yes() -> bool {
    true
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEquity {
    #[serde(skip_serializing_if = "Option::is_none")]
    likely_declarer_tricks: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    weights: Vec<Weight>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    reasons: String,
}

fn field(key: &'static str) -> Msg {
    Msg::new(key)
}

fn err(msg: Msg) -> CaseError {
    CaseError::Field(msg)
}

/// Reads a case from TOML text; `base` is the folder a `pbn_file` is relative to.
///
/// # Errors
/// A [`CaseError`] naming the field, the value and what was expected.
pub fn from_toml_str(text: &str, base: &Path) -> Result<Case, CaseError> {
    let raw: RawCase = toml::from_str(text).map_err(|e| {
        err(field("case-error-toml").arg("detail", e.to_string().trim().to_owned()))
    })?;
    match raw.format.as_deref() {
        Some(CASE_FORMAT) => {}
        other => {
            return Err(err(field("case-error-format")
                .arg("found", other.unwrap_or("").to_owned())
                .arg("expected", CASE_FORMAT)));
        }
    }
    let (source, game) = read_board(&raw.board, base)?;
    let board = board_from_game(&game)?;
    let mut play = Play::new(board.deal, board.declarer, board.contract.bid.strain);
    if let Some(raw_play) = &raw.play {
        for token in &raw_play.missing {
            let card = parse_card(token)
                .map_err(|_| err(field("case-error-missing-token").arg("token", token.clone())))?;
            play = play
                .with_absent(card)
                .map_err(|e| err(field("case-error-play").arg("error", e.msg())))?;
        }
        for (i, token) in raw_play.cards.split_whitespace().enumerate() {
            let card = parse_card(token).map_err(|_| {
                err(field("case-error-play-token")
                    .arg("number", i + 1)
                    .arg("token", token.to_owned()))
            })?;
            play.push(card)
                .map_err(|e| err(field("case-error-play").arg("error", e.msg())))?;
        }
    } else if let Some(section) = game.play_section() {
        if section.first != board.declarer.lho() && !section.rows.is_empty() {
            return Err(err(field("case-error-play-leader")
                .arg("found", section.first.letter().to_string())
                .arg("expected", board.declarer.lho().letter().to_string())));
        }
        let (read, problem) = play.extend_from_pbn_rows(section.first, &section.rows);
        if let Some(problem) = problem {
            return Err(err(
                field("case-error-play-rows").arg("error", problem.msg())
            ));
        }
        play = read;
    }
    let attention = raw.attention.as_ref().map(read_attention).transpose()?;
    if raw.claim.len() > 1 {
        return Err(err(field("case-error-claims").arg("count", raw.claim.len())));
    }
    let claim = raw.claim.first().map(read_claim).transpose()?;
    let equity = raw.equity.map(read_equity).transpose()?.unwrap_or_default();
    let case = Case {
        title: raw.title,
        source,
        board,
        play,
        marked_revokes: raw.marked_revoke,
        attention,
        claim,
        equity,
        meta: raw.meta,
    };
    crate::laws::check_facts(&case).map_err(|crate::laws::RuleError::Facts(m)| err(m))?;
    Ok(case)
}

fn read_board(raw: &RawBoard, base: &Path) -> Result<(BoardSource, pbn::Game), CaseError> {
    match (&raw.pbn, &raw.pbn_file) {
        (Some(text), None) => {
            let file = pbn::parse(text.as_bytes());
            check_pbn(&file, 0, "board.pbn")?;
            let game = file
                .games
                .into_iter()
                .next()
                .ok_or_else(|| err(field("case-error-pbn-empty")))?;
            Ok((BoardSource::Inline { pbn: text.clone() }, game))
        }
        (None, Some(name)) => {
            let number = raw
                .number
                .as_ref()
                .map(BoardNumber::text)
                .ok_or_else(|| err(field("case-error-board-number")))?;
            let path = base.join(name);
            let file = pbn::open(&path).map_err(|e| CaseError::Io {
                path: path.display().to_string(),
                message: e.to_string(),
            })?;
            let index = file
                .games
                .iter()
                .position(|g| g.board() == Some(number.as_str()))
                .ok_or_else(|| {
                    err(field("case-error-board-not-found")
                        .arg("number", number.clone())
                        .arg("file", name.clone()))
                })?;
            check_pbn(&file, index, "board.pbn_file")?;
            let game = file.games[index].clone();
            Ok((
                BoardSource::File {
                    pbn_file: name.clone(),
                    number,
                },
                game,
            ))
        }
        _ => Err(err(field("case-error-board-source"))),
    }
}

/// Fails on the first PBN error of game `index`.
fn check_pbn(file: &pbn::PbnFile, index: usize, where_: &'static str) -> Result<(), CaseError> {
    match file
        .diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error && d.game.is_none_or(|g| g == index))
    {
        Some(d) => Err(err(field("case-error-pbn")
            .arg("field", where_)
            .arg("line", d.line)
            .arg("column", d.column)
            .arg("message", d.message.clone()))),
        None => Ok(()),
    }
}

fn board_from_game(game: &pbn::Game) -> Result<Board, CaseError> {
    let deal = game.full_deal().ok_or_else(|| {
        err(field("case-error-deal").arg("value", game.tag("Deal").unwrap_or("").to_owned()))
    })?;
    let contract = match game.contract() {
        Some(ContractTag::Bid(c)) => c,
        Some(ContractTag::Passed) => return Err(err(field("case-error-passed-out"))),
        _ => {
            return Err(err(field("case-error-contract")
                .arg("value", game.tag("Contract").unwrap_or("").to_owned())));
        }
    };
    let declarer = game.declarer().ok_or_else(|| {
        err(field("case-error-declarer")
            .arg("value", game.tag("Declarer").unwrap_or("").to_owned()))
    })?;
    let number = game.board().unwrap_or("").to_owned();
    let derived = number.parse::<u32>().ok().filter(|&n| n > 0);
    let dealer = game
        .dealer()
        .or_else(|| derived.map(|n| contract_bridge::Seat::ALL[((n - 1) % 4) as usize]))
        .ok_or_else(|| err(field("case-error-dealer")))?;
    let vulnerability = game
        .vulnerability()
        .or_else(|| derived.map(vulnerability_of_board))
        .ok_or_else(|| err(field("case-error-vulnerable")))?;
    let players = game.players().map(|p| p.unwrap_or("").to_owned());
    let auction = game
        .auction()
        .map(|a| {
            a.made()
                .into_iter()
                .map(|(_, call)| call_token(call))
                .collect()
        })
        .unwrap_or_default();
    Ok(Board {
        number,
        dealer,
        vulnerability,
        deal,
        declarer,
        contract,
        auction,
        players,
    })
}

/// A call as PBN writes it: `Pass`, `X`, `XX`, `1NT`, `4S`.
fn call_token(call: contract_bridge::auction::Call) -> String {
    use contract_bridge::auction::Call;
    match call {
        Call::Pass => "Pass".to_owned(),
        Call::Double => "X".to_owned(),
        Call::Redouble => "XX".to_owned(),
        Call::Bid(bid) => format!(
            "{}{}",
            bid.level.get(),
            crate::notation::strain_code(bid.strain)
        ),
    }
}

/// The vulnerability of a board number (the 16-board cycle).
fn vulnerability_of_board(n: u32) -> contract_bridge::AbsoluteVulnerability {
    use contract_bridge::AbsoluteVulnerability as V;
    const CYCLE: [V; 16] = [
        V::NONE,
        V::NS,
        V::EW,
        V::ALL,
        V::NS,
        V::EW,
        V::ALL,
        V::NONE,
        V::EW,
        V::ALL,
        V::NONE,
        V::NS,
        V::ALL,
        V::NONE,
        V::NS,
        V::EW,
    ];
    CYCLE[((n - 1) % 16) as usize]
}

fn read_attention(raw: &RawAttention) -> Result<Attention, CaseError> {
    let attention = match raw.when {
        When::DuringPlay => Attention::DuringPlay {
            after_card: raw
                .after_card
                .ok_or_else(|| err(field("case-error-after-card-missing")))?,
        },
        When::EndOfPlay => Attention::EndOfPlay,
        When::AfterHandsReturned => Attention::AfterHandsReturned,
        When::AfterNextBoardCall => Attention::AfterNextBoardCall,
        When::AfterRound => Attention::AfterRound,
    };
    if raw.after_card.is_some() && !matches!(attention, Attention::DuringPlay { .. }) {
        return Err(err(
            field("case-error-after-card-unexpected").arg("when", attention.code())
        ));
    }
    Ok(attention)
}

fn read_claim(raw: &RawClaim) -> Result<Claim, CaseError> {
    let by = parse_seat(&raw.by).map_err(|_| {
        err(field("case-error-seat")
            .arg("field", "claim.by")
            .arg("value", raw.by.clone()))
    })?;
    if !raw.agreed && raw.awarded.is_none() {
        return Err(err(field("case-error-claim-awarded")));
    }
    for (name, value) in [
        ("claim.tricks", Some(raw.tricks)),
        ("claim.awarded", raw.awarded),
    ] {
        if let Some(v) = value.filter(|&v| v > 13) {
            return Err(err(field("case-error-tricks-range")
                .arg("field", name)
                .arg("value", v)));
        }
    }
    Ok(Claim {
        after_card: raw.after_card,
        by,
        tricks: raw.tricks,
        agreed: raw.agreed,
        awarded: raw.awarded,
    })
}

fn read_equity(raw: RawEquity) -> Result<EquityJudgement, CaseError> {
    let tricks = raw
        .likely_declarer_tricks
        .into_iter()
        .map(|t| ("equity.likely_declarer_tricks", t))
        .chain(
            raw.weights
                .iter()
                .map(|w| ("equity.weights.declarer_tricks", w.declarer_tricks)),
        );
    for (name, t) in tricks {
        if t > 13 {
            return Err(err(field("case-error-tricks-range")
                .arg("field", name)
                .arg("value", t)));
        }
    }
    if !raw.weights.is_empty() {
        let sum: u32 = raw.weights.iter().map(|w| u32::from(w.percent)).sum();
        if sum != 100 {
            return Err(err(field("case-error-weights-sum").arg("sum", sum)));
        }
    }
    Ok(EquityJudgement {
        likely_declarer_tricks: raw.likely_declarer_tricks,
        weights: raw.weights,
        reasons: raw.reasons,
    })
}

/// Writes a case as `revoke-case/1` TOML.
#[must_use]
pub fn to_toml_string(case: &Case) -> String {
    let (pbn, pbn_file, number) = match &case.source {
        BoardSource::Inline { pbn } => (Some(pbn.clone()), None, None),
        BoardSource::File { pbn_file, number } => (
            None,
            Some(pbn_file.clone()),
            Some(BoardNumber::Text(number.clone())),
        ),
    };
    let raw = RawCase {
        format: Some(CASE_FORMAT.to_owned()),
        title: case.title.clone(),
        board: RawBoard {
            pbn,
            pbn_file,
            number,
        },
        play: Some(RawPlay {
            cards: play_tokens(&case.play),
            missing: case
                .play
                .absent()
                .iter()
                .map(|&(_, c)| card_token(c))
                .collect(),
        }),
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
                tricks: c.tricks,
                agreed: c.agreed,
                awarded: c.awarded,
            })
            .collect(),
        equity: (case.equity != EquityJudgement::default()).then(|| RawEquity {
            likely_declarer_tricks: case.equity.likely_declarer_tricks,
            weights: case.equity.weights.clone(),
            reasons: case.equity.reasons.clone(),
        }),
        meta: case.meta.clone(),
        expect: None,
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
