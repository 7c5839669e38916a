//! `ReceivedData` rows as travellers: one line per table and board (section, table, round,
//! pairs, declarer, contract, result, lead), the `Erased` rows left out. Bridgemate writes
//! the contract as `4 S`, `3 NT x`, `PASS`, the result as `=`, `+1`, `-2`, the declarer as
//! the seat letter in `NS/EW` and the lead as `H5`, `ST`, `D10`. What cannot be read is
//! said with the row and column, and the line is kept with what could be read.

use super::tables::Rows;
use super::{Problem, Traveller};
use crate::i18n::Msg;
use contract_bridge::{Bid, Card, Contract, Level, Penalty, Seat, Strain};

/// The columns a traveller needs.
pub(super) const NEEDED: [&str; 10] = [
    "Section", "Table", "Round", "Board", "PairNS", "PairEW", "NS/EW", "Contract", "Result",
    "Erased",
];

/// What a `Contract` cell says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    /// A contract.
    Bid(Contract),
    /// All four passed.
    PassedOut,
}

/// Reads a contract as Bridgemate writes it: level, strain (`C D H S NT`, `N` too), then
/// `x` or `xx`, spaces anywhere; `PASS` for a passed-out board.
#[must_use]
pub fn parse_contract(text: &str) -> Option<Recorded> {
    let squeezed: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_uppercase();
    if matches!(squeezed.as_str(), "PASS" | "P" | "AP" | "PASSED") {
        return Some(Recorded::PassedOut);
    }
    let mut chars = squeezed.chars();
    let level = chars.next()?.to_digit(10)?;
    let level = Level::try_new(u8::try_from(level).ok()?).ok()?;
    let rest: String = chars.collect();
    let (strain, penalty) = [
        ("NT", Strain::Notrump),
        ("SA", Strain::Notrump),
        ("N", Strain::Notrump),
        ("S", Strain::Spades),
        ("H", Strain::Hearts),
        ("D", Strain::Diamonds),
        ("C", Strain::Clubs),
    ]
    .into_iter()
    .find_map(|(code, strain)| rest.strip_prefix(code).map(|p| (strain, p)))?;
    let penalty = match penalty {
        "" => Penalty::Undoubled,
        "X" | "*" => Penalty::Doubled,
        "XX" | "**" => Penalty::Redoubled,
        _ => return None,
    };
    Some(Recorded::Bid(Contract {
        bid: Bid { level, strain },
        penalty,
    }))
}

/// Declarer's tricks from a result cell (`=`, `+2`, `-1`, or the tricks made, `9`), for a
/// contract of `level`.
#[must_use]
pub fn parse_result(text: &str, level: u8) -> Option<u8> {
    let t = text.trim();
    let book = i16::from(level) + 6;
    let tricks = match t.chars().next()? {
        '=' if t.len() == 1 => book,
        '+' | '-' => {
            let n: i16 = t[1..].trim().parse().ok()?;
            if t.starts_with('+') {
                book + n
            } else {
                book - n
            }
        }
        _ => t.parse().ok()?,
    };
    u8::try_from(tricks).ok().filter(|t| *t <= 13)
}

/// Reads a lead card: suit letter then rank (`H5`, `ST`, `D10`), or rank then suit.
#[must_use]
pub fn parse_lead(text: &str) -> Option<Card> {
    let t: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    crate::notation::parse_card(&t).ok().or_else(|| {
        // `5H`, `10D`: the suit last.
        let (rank, suit) = t.split_at(t.len().checked_sub(1)?);
        crate::notation::parse_card(&format!("{suit}{rank}")).ok()
    })
}

/// The travellers of `ReceivedData`, the problems of their rows, and how many were erased.
pub(super) fn travellers(rows: &Rows, problems: &mut Vec<Problem>) -> (Vec<Traveller>, usize) {
    let mut out = Vec::new();
    let mut erased = 0;
    for (i, row) in rows.rows.iter().enumerate() {
        if rows.flag(row, "Erased") {
            erased += 1;
            continue;
        }
        let at = |column: &'static str, message: Msg| Problem {
            table: rows.table,
            row: i + 1,
            id: rows.int(row, "ID"),
            column,
            message,
        };
        let int = |column: &'static str| rows.int(row, column).and_then(|n| u32::try_from(n).ok());
        let mut line = Traveller {
            id: rows.int(row, "ID"),
            section: int("Section").unwrap_or(0),
            table: int("Table").unwrap_or(0),
            round: int("Round").unwrap_or(0),
            board: int("Board").unwrap_or(0),
            pair_ns: int("PairNS"),
            pair_ew: int("PairEW"),
            declarer: None,
            contract: None,
            tricks: None,
            lead: None,
            contract_text: rows.text(row, "Contract"),
            result_text: rows.text(row, "Result"),
            lead_text: rows.text(row, "LeadCard"),
            remarks: rows.text(row, "Remarks"),
        };
        for (column, value) in [
            ("Section", line.section),
            ("Table", line.table),
            ("Board", line.board),
        ] {
            if value == 0 {
                problems.push(at(
                    column,
                    Msg::new("bws-bad-number").arg("value", rows.text(row, column)),
                ));
            }
        }
        line.contract = parse_contract(&line.contract_text);
        match line.contract {
            None => problems.push(at(
                "Contract",
                Msg::new("bws-bad-contract").arg("value", line.contract_text.clone()),
            )),
            Some(Recorded::PassedOut) => {}
            Some(Recorded::Bid(c)) => {
                let seat = rows.text(row, "NS/EW");
                line.declarer = crate::notation::parse_seat(&seat).ok();
                if line.declarer.is_none() {
                    problems.push(at("NS/EW", Msg::new("bws-bad-declarer").arg("value", seat)));
                }
                line.tricks = parse_result(&line.result_text, c.bid.level.get());
                if line.tricks.is_none() {
                    problems.push(at(
                        "Result",
                        Msg::new("bws-bad-result")
                            .arg("value", line.result_text.clone())
                            .arg("contract", line.contract_text.clone()),
                    ));
                }
                if !line.lead_text.is_empty() {
                    line.lead = parse_lead(&line.lead_text);
                    if line.lead.is_none() {
                        problems.push(at(
                            "LeadCard",
                            Msg::new("bws-bad-lead").arg("value", line.lead_text.clone()),
                        ));
                    }
                }
            }
        }
        out.push(line);
    }
    (out, erased)
}

/// The seat a `Direction` cell names.
pub(super) fn seat(text: &str) -> Option<Seat> {
    crate::notation::parse_seat(text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_as_bridgemate_writes_them() {
        let c = |t| match parse_contract(t) {
            Some(Recorded::Bid(c)) => crate::case::contract_tag(c),
            Some(Recorded::PassedOut) => "pass".to_owned(),
            None => "?".to_owned(),
        };
        assert_eq!(c("3 NT"), "3NT");
        assert_eq!(c("4 S"), "4S");
        assert_eq!(c("4 H x"), "4HX");
        assert_eq!(c("2Dxx"), "2DXX");
        assert_eq!(c("PASS"), "pass");
        assert_eq!(c("8 S"), "?");
        assert_eq!(c("4 Q"), "?");
        assert_eq!(c(""), "?");
    }

    #[test]
    fn results_and_leads() {
        assert_eq!(parse_result("=", 3), Some(9));
        assert_eq!(parse_result("+3", 1), Some(10));
        assert_eq!(parse_result("-4", 2), Some(4));
        assert_eq!(parse_result("-9", 1), None);
        assert_eq!(parse_result("+8", 7), None);
        assert_eq!(parse_result("x", 7), None);
        assert_eq!(
            parse_lead("H10").map(crate::notation::card_token),
            Some("HT".into())
        );
        assert_eq!(
            parse_lead("5c").map(crate::notation::card_token),
            Some("C5".into())
        );
        assert_eq!(parse_lead("Z9"), None);
    }
}
