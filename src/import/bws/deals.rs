//! The deals: the BWS's own `HandRecord` table when it holds one (sixteen cells a board,
//! `NorthSpades` ... `WestClubs`, ranks as `AKQT3`), and the session's hand record opened
//! beside it (PBN or a dealing machine's file), matched by board number. When both give a
//! board, they must agree.

use super::Problem;
use super::tables::Rows;
use crate::case::HandRecord;
use crate::i18n::Msg;
use contract_bridge::FullDeal;
use std::collections::BTreeMap;
use std::path::Path;

const SEATS: [&str; 4] = ["North", "East", "South", "West"];
const SUITS: [&str; 4] = ["Spades", "Hearts", "Diamonds", "Clubs"];

/// The deals of the `HandRecord` table by (section, board).
pub(super) fn hand_record(
    rows: &Rows,
    problems: &mut Vec<Problem>,
) -> BTreeMap<(u32, u32), FullDeal> {
    let mut out = BTreeMap::new();
    for (i, row) in rows.rows.iter().enumerate() {
        let n = |c| {
            rows.int(row, c)
                .and_then(|v| u32::try_from(v).ok())
                .unwrap_or(0)
        };
        let hands: Vec<String> = SEATS
            .iter()
            .map(|seat| {
                SUITS
                    .iter()
                    .map(|suit| {
                        rows.text(row, &format!("{seat}{suit}"))
                            .replace("10", "T")
                            .replace(['-', ' '], "")
                    })
                    .collect::<Vec<_>>()
                    .join(".")
            })
            .collect();
        let text = format!("N:{}", hands.join(" "));
        let deal = crate::pbn::parse_deal(&text)
            .ok()
            .flatten()
            .and_then(|d| FullDeal::try_from(d).ok());
        match deal {
            Some(deal) => {
                out.insert((n("Section"), n("Board")), deal);
            }
            None => problems.push(Problem {
                table: rows.table,
                row: i + 1,
                id: None,
                column: "NorthSpades",
                message: Msg::new("bws-bad-deal").arg("board", n("Board")),
            }),
        }
    }
    out
}

/// The boards of a hand record file (PBN, LIN or a dealing machine's), by board number.
///
/// # Errors
/// The file cannot be read, or holds no deal.
pub fn hands_file(path: &Path) -> Result<BTreeMap<u32, HandRecord>, Msg> {
    let file = crate::import::open(path).map_err(|e| {
        Msg::new("bws-hands-unreadable")
            .arg("path", path.display().to_string())
            .arg("message", crate::fsread::io_words(&e))
    })?;
    let mut out = BTreeMap::new();
    for game in &file.games {
        let (Some(number), Some(deal)) = (game.board_number(), game.full_deal()) else {
            continue;
        };
        let dealer = game
            .dealer()
            .or_else(|| crate::pbn::dealer_of_board(number));
        let vulnerability = game
            .vulnerability()
            .or_else(|| crate::pbn::vulnerability_of_board(number));
        let (Some(dealer), Some(vulnerability)) = (dealer, vulnerability) else {
            continue;
        };
        out.entry(number).or_insert(HandRecord {
            number: number.to_string(),
            dealer,
            vulnerability,
            deal,
            players: Default::default(),
        });
    }
    if out.is_empty() {
        return Err(Msg::new("bws-hands-empty").arg("path", path.display().to_string()));
    }
    Ok(out)
}

/// A board of the BWS's own hand record as a [`HandRecord`] (dealer and vulnerability by
/// the board number).
#[must_use]
pub fn record_of(board: u32, deal: FullDeal) -> Option<HandRecord> {
    Some(HandRecord {
        number: board.to_string(),
        dealer: crate::pbn::dealer_of_board(board)?,
        vulnerability: crate::pbn::vulnerability_of_board(board)?,
        deal,
        players: Default::default(),
    })
}
