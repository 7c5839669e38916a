//! The auction and the play as the Bridgemate recorded them (`BiddingData`, `PlayData`: one
//! row a call or card, with `Counter` giving the order and `Direction` the player), when
//! the club turns their recording on. Erased rows are left out.

use super::tables::Rows;
use super::{Key, Problem};
use crate::i18n::Msg;
use contract_bridge::{Card, Seat};
use std::collections::BTreeMap;

/// The columns both tables need.
pub(super) const NEEDED: [&str; 7] = [
    "Section",
    "Table",
    "Round",
    "Board",
    "Counter",
    "Direction",
    "Erased",
];

/// One recorded call or card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// The order (`Counter`).
    pub counter: i64,
    /// Who made it.
    pub seat: Option<Seat>,
    /// The cell as written (`1NT`, `PASS`, `H5`).
    pub text: String,
    /// The row in the table (1-based), for messages.
    pub row: usize,
}

/// The rows of `BiddingData` (`value` = `Bid`) or `PlayData` (`value` = `Card`) by line.
pub(super) fn steps(rows: &Rows, value: &str) -> BTreeMap<Key, Vec<Step>> {
    let mut out: BTreeMap<Key, Vec<Step>> = BTreeMap::new();
    for (i, row) in rows.rows.iter().enumerate() {
        if rows.flag(row, "Erased") {
            continue;
        }
        let n = |c| {
            rows.int(row, c)
                .and_then(|v| u32::try_from(v).ok())
                .unwrap_or(0)
        };
        let key = Key {
            section: n("Section"),
            table: n("Table"),
            round: n("Round"),
            board: n("Board"),
        };
        out.entry(key).or_default().push(Step {
            counter: rows.int(row, "Counter").unwrap_or(0),
            seat: super::results::seat(&rows.text(row, "Direction")),
            text: rows.text(row, value),
            row: i + 1,
        });
    }
    for line in out.values_mut() {
        line.sort_by_key(|s| s.counter);
    }
    out
}

/// A recorded call as PBN writes it (`Pass`, `1NT`, `X`, `XX`), or `None` when it is none.
#[must_use]
pub fn call_token(text: &str) -> Option<String> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_uppercase();
    match t.as_str() {
        "PASS" | "P" => return Some("Pass".to_owned()),
        "X" | "DBL" | "*" => return Some("X".to_owned()),
        "XX" | "RDBL" | "**" => return Some("XX".to_owned()),
        _ => {}
    }
    match super::results::parse_contract(&t)? {
        super::results::Recorded::Bid(c) if c.penalty == contract_bridge::Penalty::Undoubled => {
            Some(crate::case::contract_tag(c))
        }
        _ => None,
    }
}

/// The calls of a line, checked: each a call, made in turn from the dealer.
///
/// # Errors
/// The first row that is not a call or not made in turn, as a problem.
pub(super) fn calls(steps: &[Step], dealer: Seat) -> Result<Vec<String>, Problem> {
    let mut out = Vec::with_capacity(steps.len());
    let mut turn = dealer;
    for step in steps {
        let problem = |message: Msg| Problem {
            table: "BiddingData",
            row: step.row,
            id: None,
            column: "Bid",
            message,
        };
        let Some(call) = call_token(&step.text) else {
            return Err(problem(
                Msg::new("bws-bad-call").arg("value", step.text.clone()),
            ));
        };
        if let Some(seat) = step.seat
            && seat != turn
        {
            return Err(problem(
                Msg::new("bws-out-of-turn")
                    .arg("value", step.text.clone())
                    .arg("seat", seat.letter().to_string())
                    .arg("turn", turn.letter().to_string()),
            ));
        }
        out.push(call);
        turn = turn.lho();
    }
    Ok(out)
}

/// The cards of a line, each read (suit then rank).
///
/// # Errors
/// The first row that is not a card, as a problem.
pub(super) fn cards(steps: &[Step]) -> Result<Vec<(Option<Seat>, Card, usize)>, Problem> {
    steps
        .iter()
        .map(|step| {
            super::results::parse_lead(&step.text)
                .map(|c| (step.seat, c, step.row))
                .ok_or_else(|| Problem {
                    table: "PlayData",
                    row: step.row,
                    id: None,
                    column: "Card",
                    message: Msg::new("bws-bad-card").arg("value", step.text.clone()),
                })
        })
        .collect()
}
