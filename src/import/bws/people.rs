//! Who sat where: the movement (`RoundData`: the pairs and boards of each table and round)
//! and the players (`PlayerNumbers`: the member number and name keyed in at a seat, from a
//! round on; `PlayerNames`: the club's member list, for a number keyed without its name).
//!
//! A player is entered at a table's seat at the start (round 0) or when he sits down; he
//! belongs to the pair that sat at that seat in that round, and stays with it when the pair
//! moves. So a line's names are found through its pair numbers, whatever table it is at.

use super::Traveller;
use super::tables::Rows;
use contract_bridge::Seat;
use std::collections::HashMap;

/// One table in one round of the movement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRow {
    /// Section number.
    pub section: u32,
    /// Table.
    pub table: u32,
    /// Round.
    pub round: u32,
    /// North-South pair.
    pub ns_pair: u32,
    /// East-West pair.
    pub ew_pair: u32,
    /// The boards played, first and last.
    pub boards: (u32, u32),
}

/// A player keyed in at a seat (`PlayerNumbers`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRow {
    /// Section number.
    pub section: u32,
    /// Table.
    pub table: u32,
    /// The seat.
    pub seat: Seat,
    /// The member number as keyed.
    pub number: String,
    /// The name (from the row, else the member list; empty if neither knows it).
    pub name: String,
    /// From this round on (0: from the start).
    pub round: u32,
}

pub(super) fn rounds(rows: &Rows) -> Vec<RoundRow> {
    let n = |row: &[jetdb::Value], c| {
        rows.int(row, c)
            .and_then(|v| u32::try_from(v).ok())
            .unwrap_or(0)
    };
    rows.rows
        .iter()
        .map(|row| RoundRow {
            section: n(row, "Section"),
            table: n(row, "Table"),
            round: n(row, "Round"),
            ns_pair: n(row, "NSPair"),
            ew_pair: n(row, "EWPair"),
            boards: (n(row, "LowBoard"), n(row, "HighBoard")),
        })
        .collect()
}

/// The member list: number → name (`PlayerNames`: `ID`, `Name`, `strID`).
pub(super) fn members(rows: &Rows) -> HashMap<String, String> {
    let mut out = HashMap::with_capacity(rows.rows.len() * 2);
    for row in &rows.rows {
        let name = rows.text(row, "Name");
        if name.is_empty() {
            continue;
        }
        for column in ["strID", "ID"] {
            let id = rows.text(row, column);
            if !id.is_empty() {
                out.entry(id).or_insert_with(|| name.clone());
            }
        }
    }
    out
}

pub(super) fn seats(rows: &Rows, members: &HashMap<String, String>) -> Vec<SeatRow> {
    rows.rows
        .iter()
        .filter_map(|row| {
            let seat = super::results::seat(&rows.text(row, "Direction"))?;
            let number = rows.text(row, "Number");
            let mut name = rows.text(row, "Name");
            if name.is_empty() {
                name = members.get(&number).cloned().unwrap_or_default();
            }
            let n = |c| {
                rows.int(row, c)
                    .and_then(|v| u32::try_from(v).ok())
                    .unwrap_or(0)
            };
            Some(SeatRow {
                section: n("Section"),
                table: n("Table"),
                seat,
                number,
                name,
                round: n("Round"),
            })
        })
        .collect()
}

const fn is_ns(seat: Seat) -> bool {
    matches!(seat, Seat::North | Seat::South)
}

/// Finds the players of a line.
pub(super) struct People<'a> {
    rounds: &'a [RoundRow],
    seats: &'a [SeatRow],
}

impl<'a> People<'a> {
    pub(super) const fn new(rounds: &'a [RoundRow], seats: &'a [SeatRow]) -> Self {
        Self { rounds, seats }
    }

    /// The pair at a seat of a table in a round, by the movement.
    fn pair_at(&self, section: u32, table: u32, round: u32, seat: Seat) -> Option<u32> {
        self.rounds
            .iter()
            .find(|r| r.section == section && r.table == table && r.round == round.max(1))
            .map(|r| if is_ns(seat) { r.ns_pair } else { r.ew_pair })
    }

    /// Whether a pair number names one pair whatever its direction (a Howell): no round
    /// has the same number both North-South and East-West.
    fn numbers_unique(&self, section: u32) -> bool {
        !self.rounds.iter().any(|a| {
            a.section == section
                && self
                    .rounds
                    .iter()
                    .any(|b| b.section == section && b.round == a.round && b.ew_pair == a.ns_pair)
        })
    }

    /// The players of a line by seat (`Seat as usize`; empty when unknown), and the
    /// member numbers.
    pub(super) fn of(&self, line: &Traveller) -> [(String, String); 4] {
        let mut out: [(String, String); 4] = Default::default();
        for seat in Seat::ALL {
            let found = self.seat_of(line, seat);
            if let Some(s) = found {
                out[seat as usize] = (s.name.clone(), s.number.clone());
            }
        }
        out
    }

    fn seat_of(&self, line: &Traveller, seat: Seat) -> Option<&'a SeatRow> {
        let pair = if is_ns(seat) {
            line.pair_ns
        } else {
            line.pair_ew
        };
        // The latest entry, up to this round, of a player of this pair at this seat.
        let by_pair = |side_ns: bool, seat_then: Seat| {
            let pair = pair?;
            self.seats
                .iter()
                .filter(|s| {
                    s.section == line.section
                        && s.seat == seat_then
                        && s.round <= line.round
                        && is_ns(s.seat) == side_ns
                        && self.pair_at(s.section, s.table, s.round, s.seat) == Some(pair)
                })
                .max_by_key(|s| s.round)
        };
        if !self.rounds.is_empty() {
            if let Some(s) = by_pair(is_ns(seat), seat) {
                return Some(s);
            }
            // A Howell pair now sitting the other way: its North (South) plays East (West).
            if self.numbers_unique(line.section) {
                let other = match seat {
                    Seat::North => Seat::East,
                    Seat::East => Seat::North,
                    Seat::South => Seat::West,
                    Seat::West => Seat::South,
                };
                if let Some(s) = by_pair(!is_ns(seat), other) {
                    return Some(s);
                }
            }
            return None;
        }
        // No movement: whoever was keyed in at this table's seat.
        self.seats
            .iter()
            .filter(|s| {
                s.section == line.section
                    && s.table == line.table
                    && s.seat == seat
                    && s.round <= line.round
            })
            .max_by_key(|s| s.round)
    }
}
