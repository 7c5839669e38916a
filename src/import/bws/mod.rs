//! Bridgemate's `.bws`: the Microsoft Access database that Bridgemate Control Software keeps
//! for a session, and the scoring programs read the results from. Read with `jetdb` (pure
//! Rust), so it works the same on Windows, Linux and macOS.
//!
//! The tables a ruling needs: `ReceivedData` (the travellers: section, table, round,
//! board, pairs, declarer, contract, result, lead; erased rows left out), `RoundData` (the
//! movement), `PlayerNumbers` and `PlayerNames` (who sat where), `BiddingData` and
//! `PlayData` (the auction and the play, when the club records them), `HandRecord` (the
//! deals, when present), `Section` and `Session`. A BWS usually holds no deal: the session's
//! hand record is opened beside it and matched by board number ([`deals::hands_file`]).
//!
//! Jobs: `tables` (the database), `results` (rows to travellers), `people` (movement and
//! players), `calls` (auction and play), `deals` (hand records). A bad file is said with
//! its place (table, row, column); a damaged one never panics.

mod calls;
mod deals;
mod people;
mod results;
mod tables;

pub use calls::{Step, call_token};
pub use deals::{hands_file, record_of};
pub use people::{RoundRow, SeatRow};
pub use results::{Recorded, parse_contract, parse_lead, parse_result};

use crate::i18n::Msg;
use contract_bridge::{Card, FullDeal, Seat};
use std::collections::BTreeMap;
use std::path::Path;

/// The largest BWS read: a season's sessions hold a few megabytes.
pub const MAX_SIZE: u64 = 256 << 20;

/// Why a BWS cannot be read at all.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BwsError {
    /// The file cannot be read.
    #[error("{}", .0)]
    Io(Msg),
    /// Not a Microsoft Access database.
    #[error("not an Access database")]
    NotAccess,
    /// A table the reader needs is not there.
    #[error("table {table} missing")]
    TableMissing {
        /// The table.
        table: String,
    },
    /// A column the reader needs is not in its table.
    #[error("column {column} missing in {table}")]
    ColumnMissing {
        /// The table.
        table: String,
        /// The column.
        column: String,
    },
    /// The database's pages cannot be read (the table, empty for the catalog).
    #[error("damaged {table}: {detail}")]
    Damaged {
        /// The table (empty: the catalog).
        table: String,
        /// What the Access reader said.
        detail: String,
    },
}

impl BwsError {
    /// The message, without the file's name.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Io(m) => m.clone(),
            Self::NotAccess => Msg::new("bws-not-access"),
            Self::TableMissing { table } => Msg::new("bws-table-missing").arg("table", table),
            Self::ColumnMissing { table, column } => Msg::new("bws-column-missing")
                .arg("table", table)
                .arg("column", column),
            // The Access reader's own words (a page number, in English) stay in `detail`,
            // for a bug report; the director is told which table and why, in his language.
            Self::Damaged { table, .. } if table.is_empty() => Msg::new("bws-damaged-catalog"),
            Self::Damaged { table, .. } => Msg::new("bws-damaged").arg("table", table),
        }
    }
}

/// A cell Arbitre cannot read: table, row (1-based, and its `ID` when it has one), column.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    /// The table.
    pub table: &'static str,
    /// The row, 1-based in the table's order.
    pub row: usize,
    /// The row's `ID`, if the table has one.
    pub id: Option<i64>,
    /// The column.
    pub column: &'static str,
    /// What is wrong and what is allowed.
    pub message: Msg,
}

impl Problem {
    /// The problem with its place: `ReceivedData, row 12 (ID 40), Contract: ...`.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self.id {
            Some(id) => Msg::new("bws-problem-id").arg("id", id),
            None => Msg::new("bws-problem"),
        }
        .arg("table", self.table)
        .arg("row", self.row)
        .arg("column", self.column)
        .arg("message", self.message.clone())
    }
}

/// A line of a traveller: one table's result on one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Traveller {
    /// The row's `ID`.
    pub id: Option<i64>,
    /// Section number (see [`Bws::section_name`] for its letter).
    pub section: u32,
    /// Table.
    pub table: u32,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
    /// North-South pair number.
    pub pair_ns: Option<u32>,
    /// East-West pair number.
    pub pair_ew: Option<u32>,
    /// Declarer (`None` passed out or unreadable).
    pub declarer: Option<Seat>,
    /// The contract, if readable.
    pub contract: Option<Recorded>,
    /// Declarer's tricks, if readable.
    pub tricks: Option<u8>,
    /// The opening lead, if recorded and readable.
    pub lead: Option<Card>,
    /// The cells as written.
    pub contract_text: String,
    /// The result as written (`=`, `+1`).
    pub result_text: String,
    /// The lead as written.
    pub lead_text: String,
    /// The remarks column.
    pub remarks: String,
}

/// Where a line is: section, table, round, board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    /// Section number.
    pub section: u32,
    /// Table.
    pub table: u32,
    /// Round.
    pub round: u32,
    /// Board.
    pub board: u32,
}

impl Traveller {
    /// Where the line is.
    #[must_use]
    pub const fn key(&self) -> Key {
        Key {
            section: self.section,
            table: self.table,
            round: self.round,
            board: self.board,
        }
    }
}

/// A section (`Section` table).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionRow {
    /// Its number.
    pub id: u32,
    /// Its letter (`A`).
    pub letter: String,
    /// Its tables.
    pub tables: u32,
}

/// What a BWS holds.
#[derive(Debug, Clone, Default)]
pub struct Bws {
    /// Every user table, with its row count.
    pub tables: Vec<(String, usize)>,
    /// The session's name and date (`Session` table; empty when not there).
    pub session: (String, String),
    /// The sections.
    pub sections: Vec<SectionRow>,
    /// The travellers' lines, erased ones left out, in the file's order.
    pub results: Vec<Traveller>,
    /// How many `ReceivedData` rows were erased.
    pub erased: usize,
    /// The movement.
    pub rounds: Vec<RoundRow>,
    /// The players keyed in.
    pub seats: Vec<SeatRow>,
    /// The member list's size.
    pub members: usize,
    /// The recorded auctions, by line.
    pub bids: BTreeMap<Key, Vec<Step>>,
    /// The recorded plays, by line.
    pub cards: BTreeMap<Key, Vec<Step>>,
    /// The BWS's own deals, by (section, board).
    pub deals: BTreeMap<(u32, u32), FullDeal>,
    /// The cells that could not be read.
    pub problems: Vec<Problem>,
}

/// Reads a BWS file.
///
/// # Errors
/// The file cannot be read, is not an Access database, lacks `ReceivedData`, or its pages
/// are damaged.
pub fn open(path: &Path) -> Result<Bws, BwsError> {
    let bytes = crate::fsread::read(path, crate::fsread::Kind::Results)
        .map_err(|e| BwsError::Io(e.detail()))?;
    read(bytes)
}

/// Reads a BWS held in memory.
///
/// # Errors
/// As [`open`].
pub fn read(bytes: Vec<u8>) -> Result<Bws, BwsError> {
    let mut db = tables::Database::open(bytes)?;
    let mut bws = Bws::default();
    let received = db.read("ReceivedData", &results::NEEDED)?;
    let (results, erased) = results::travellers(&received, &mut bws.problems);
    bws.results = results;
    bws.erased = erased;
    // The other tables are optional: what is missing is simply not known.
    let optional = |db: &mut tables::Database, table, needed: &[&'static str]| {
        if db.has(table) {
            db.read(table, needed).map(Some)
        } else {
            Ok(None)
        }
    };
    if let Some(rows) = optional(
        &mut db,
        "RoundData",
        &["Section", "Table", "Round", "NSPair", "EWPair"],
    )? {
        bws.rounds = people::rounds(&rows);
    }
    let members = match optional(&mut db, "PlayerNames", &["Name"])? {
        Some(rows) => people::members(&rows),
        None => Default::default(),
    };
    bws.members = members.len();
    if let Some(rows) = optional(
        &mut db,
        "PlayerNumbers",
        &["Section", "Table", "Direction", "Number"],
    )? {
        bws.seats = people::seats(&rows, &members);
    }
    let mut needed = calls::NEEDED.to_vec();
    needed.push("Bid");
    if let Some(rows) = optional(&mut db, "BiddingData", &needed)? {
        bws.bids = calls::steps(&rows, "Bid");
    }
    needed.pop();
    needed.push("Card");
    if let Some(rows) = optional(&mut db, "PlayData", &needed)? {
        bws.cards = calls::steps(&rows, "Card");
    }
    if let Some(rows) = optional(&mut db, "HandRecord", &["Section", "Board"])? {
        bws.deals = deals::hand_record(&rows, &mut bws.problems);
    }
    if let Some(rows) = optional(&mut db, "Section", &["ID", "Letter"])? {
        bws.sections = rows
            .rows
            .iter()
            .map(|row| SectionRow {
                id: rows
                    .int(row, "ID")
                    .and_then(|n| u32::try_from(n).ok())
                    .unwrap_or(0),
                letter: rows.text(row, "Letter"),
                tables: rows
                    .int(row, "Tables")
                    .and_then(|n| u32::try_from(n).ok())
                    .unwrap_or(0),
            })
            .collect();
    }
    if let Some(rows) = optional(&mut db, "Session", &["Name"])?
        && let Some(row) = rows.rows.first()
    {
        bws.session = (rows.text(row, "Name"), date(rows.get(row, "Date")));
    }
    for name in db.table_names() {
        let count = db.count(&name);
        bws.tables.push((name, count));
    }
    Ok(bws)
}

/// The lines of `BiddingData` (`value` = `Bid`) or `PlayData` (`value` = `Card`) rows
/// given with their columns, read as [`read`] reads those tables: for rows built elsewhere
/// (the tests build them: no public BWS holds any).
#[must_use]
pub fn recorded_steps(
    columns: &[&str],
    rows: Vec<Vec<jetdb::Value>>,
    value: &str,
) -> BTreeMap<Key, Vec<Step>> {
    let table = if value == "Bid" {
        "BiddingData"
    } else {
        "PlayData"
    };
    calls::steps(&tables::Rows::new(table, columns, rows), value)
}

/// An Access date (days since 1899-12-30) as `YYYY-MM-DD`; empty when there is none.
fn date(value: &jetdb::Value) -> String {
    let jetdb::Value::Timestamp(days) = value else {
        return tables::text(value);
    };
    if !days.is_finite() || days.abs() > 3_000_000.0 {
        return String::new();
    }
    // Whole days from 1899-12-30; the civil date by Howard Hinnant's algorithm.
    #[allow(clippy::cast_possible_truncation)]
    let z = days.floor() as i64 - 25_569 + 719_468; // 1899-12-30 is 25,569 days before 1970-01-01
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

impl Bws {
    /// A section's letter (`A`), else its number.
    #[must_use]
    pub fn section_name(&self, section: u32) -> String {
        self.sections
            .iter()
            .find(|s| s.id == section && !s.letter.is_empty())
            .map_or_else(|| section.to_string(), |s| s.letter.clone())
    }

    /// The boards that have results, in order.
    #[must_use]
    pub fn boards(&self) -> Vec<u32> {
        let mut boards: Vec<u32> = self.results.iter().map(|t| t.board).collect();
        boards.sort_unstable();
        boards.dedup();
        boards
    }

    /// A board's traveller: its lines, by section, then table.
    #[must_use]
    pub fn traveller(&self, board: u32) -> Vec<&Traveller> {
        let mut lines: Vec<&Traveller> = self.results.iter().filter(|t| t.board == board).collect();
        lines.sort_by_key(|t| (t.section, t.table, t.round));
        lines
    }

    /// The line of a board at a table (in `section` when given; the first section holding
    /// it otherwise).
    #[must_use]
    pub fn line(&self, board: u32, table: u32, section: Option<&str>) -> Option<&Traveller> {
        self.traveller(board).into_iter().find(|t| {
            t.table == table
                && section.is_none_or(|s| {
                    s.eq_ignore_ascii_case(&self.section_name(t.section))
                        || s == t.section.to_string()
                })
        })
    }

    /// The players of a line by seat (`Seat as usize`): (name, member number), empty when
    /// unknown.
    #[must_use]
    pub fn players(&self, line: &Traveller) -> [(String, String); 4] {
        people::People::new(&self.rounds, &self.seats).of(line)
    }

    /// The recorded calls of a line, checked from the dealer (`None`: none recorded).
    ///
    /// # Errors
    /// The first row that is not a call, or not made in turn.
    pub fn calls(&self, line: &Traveller, dealer: Seat) -> Result<Option<Vec<String>>, Problem> {
        match self.bids.get(&line.key()) {
            Some(steps) if !steps.is_empty() => calls::calls(steps, dealer).map(Some),
            _ => Ok(None),
        }
    }

    /// The recorded cards of a line, in the order played (`None`: none recorded).
    ///
    /// # Errors
    /// The first row that is not a card.
    #[allow(clippy::type_complexity)]
    pub fn play(
        &self,
        line: &Traveller,
    ) -> Result<Option<Vec<(Option<Seat>, Card, usize)>>, Problem> {
        match self.cards.get(&line.key()) {
            Some(steps) if !steps.is_empty() => calls::cards(steps).map(Some),
            _ => Ok(None),
        }
    }
}
