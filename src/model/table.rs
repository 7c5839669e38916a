//! Supplemental tables (the tag value lists the columns, the section data fills the rows:
//! the element stream is split by the column count, not by lines) and the double-dummy
//! table read from `OptimumResultTable` (by content) or `DoubleDummyTricks`.

use super::game::Tag;
use super::values::{parse_seat_letter, parse_strain};
use crate::i18n::Msg;
use contract_bridge::{Seat, Strain};

/// A column of a table: `+Name\4R`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The name.
    pub name: String,
    /// `+` (values descending) or `-` (ascending), when given.
    pub order: Option<char>,
    /// The width, when given.
    pub width: Option<u16>,
    /// `L` or `R`, when given.
    pub align: Option<char>,
}

impl Column {
    fn parse(spec: &str) -> Result<Self, Msg> {
        let spec = spec.trim();
        let (order, rest) = match spec.chars().next() {
            Some(c @ ('+' | '-')) => (Some(c), &spec[1..]),
            _ => (None, spec),
        };
        let (name, width, align) = match rest.split_once('\\') {
            None => (rest, None, None),
            Some((name, w)) => {
                let (digits, align) = match w.chars().last() {
                    Some(c @ ('L' | 'R' | 'l' | 'r')) => {
                        (&w[..w.len() - 1], Some(c.to_ascii_uppercase()))
                    }
                    _ => (w, None),
                };
                let width = digits
                    .parse::<u16>()
                    .map_err(|_| Msg::new("pbn-table-width").arg("column", spec))?;
                (name, Some(width), align)
            }
        };
        Ok(Self {
            name: name.to_owned(),
            order,
            width,
            align,
        })
    }
}

/// A table: its columns and its rows of cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows, each as many cells as columns.
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// Whether a tag is a table: a name ending in `Table` with a `;`-separated or single
    /// column list.
    #[must_use]
    pub fn is_table(tag: &Tag) -> bool {
        tag.name.ends_with("Table") && !tag.value.trim().is_empty()
    }

    /// Reads a table tag; the second value lists problems (bad width, incomplete row).
    #[must_use]
    pub fn from_tag(tag: &Tag) -> Option<(Self, Vec<Msg>)> {
        if !Self::is_table(tag) {
            return None;
        }
        let mut problems = Vec::new();
        let columns: Vec<Column> = tag
            .value
            .split(';')
            .filter(|c| !c.trim().is_empty())
            .map(|c| {
                Column::parse(c).unwrap_or_else(|m| {
                    problems.push(m);
                    Column {
                        name: c.trim().to_owned(),
                        order: None,
                        width: None,
                        align: None,
                    }
                })
            })
            .collect();
        if columns.is_empty() {
            return None;
        }
        let cells: Vec<String> = tag.tokens().map(|e| e.text.to_owned()).collect();
        if !cells.len().is_multiple_of(columns.len()) {
            problems.push(
                Msg::new("pbn-table-incomplete")
                    .arg("table", tag.name.clone())
                    .arg("cells", cells.len())
                    .arg("columns", columns.len()),
            );
        }
        let rows = cells
            .chunks(columns.len())
            .map(<[String]>::to_vec)
            .collect();
        Some((Self { columns, rows }, problems))
    }

    /// The index of a column by name (case-insensitive).
    #[must_use]
    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.name.eq_ignore_ascii_case(name))
    }
}

/// Double-dummy tricks by declarer seat and strain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DdTable {
    /// `tricks[seat as usize][strain as usize]`, `None` when not given.
    pub tricks: [[Option<u8>; 5]; 4],
}

impl DdTable {
    /// Tricks for declarer `seat` in `strain`.
    #[must_use]
    pub const fn get(&self, seat: Seat, strain: Strain) -> Option<u8> {
        self.tricks[seat as usize][strain as usize]
    }

    /// Whether every cell is known.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.tricks.iter().flatten().all(Option::is_some)
    }

    fn is_empty(&self) -> bool {
        self.tricks.iter().flatten().all(Option::is_none)
    }

    /// From an `OptimumResultTable` (rows in any order).
    fn from_table(table: &Table) -> Option<Self> {
        let (d, s, r) = (
            table.column("Declarer")?,
            table.column("Denomination")?,
            table.column("Result")?,
        );
        let mut dd = Self::default();
        for row in &table.rows {
            let cell = |i: usize| row.get(i).map_or("", String::as_str);
            let (Some(seat), Some(strain), Ok(n)) = (
                parse_seat_letter(cell(d)),
                parse_strain(cell(s)),
                cell(r).parse::<u8>(),
            ) else {
                continue;
            };
            if n <= 13 {
                dd.tricks[seat as usize][strain as usize] = Some(n);
            }
        }
        (!dd.is_empty()).then_some(dd)
    }

    /// From BridgeComposer's `DoubleDummyTricks`: 20 hex digits, declarer N, S, E, W by
    /// strain NT, S, H, D, C.
    fn from_hex(value: &str) -> Option<Self> {
        let v = value.trim();
        if v.len() != 20 {
            return None;
        }
        let mut dd = Self::default();
        let seats = [Seat::North, Seat::South, Seat::East, Seat::West];
        let strains = [
            Strain::Notrump,
            Strain::Spades,
            Strain::Hearts,
            Strain::Diamonds,
            Strain::Clubs,
        ];
        for (i, c) in v.chars().enumerate() {
            let n = u8::try_from(c.to_digit(16)?).ok()?;
            if n > 13 {
                return None;
            }
            dd.tricks[seats[i / 5] as usize][strains[i % 5] as usize] = Some(n);
        }
        Some(dd)
    }

    /// The table of a game from its first OptimumResultTable tag and its first
    /// DoubleDummyTricks value: the table's cells first, the hex digits for the rest.
    pub(crate) fn of_tags(optimum: Option<&Tag>, hex: Option<&str>) -> Option<Self> {
        let table = optimum
            .and_then(Table::from_tag)
            .and_then(|(t, _)| Self::from_table(&t));
        let hex = hex.and_then(Self::from_hex);
        match (table, hex) {
            (Some(mut t), Some(h)) => {
                for (row, hrow) in t.tricks.iter_mut().zip(h.tricks) {
                    for (cell, hcell) in row.iter_mut().zip(hrow) {
                        if cell.is_none() {
                            *cell = hcell;
                        }
                    }
                }
                Some(t)
            }
            (t, h) => t.or(h),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::game::Element;

    #[test]
    fn tables_split_by_column_count() {
        let mut tag = Tag::new(
            "OptimumResultTable",
            "Declarer;Denomination\\2R;Result\\2R",
            1,
            1,
        );
        for w in "N NT 9 N S 10 E C 3 W".split_whitespace() {
            tag.data.push(Element::token(w, false, 2, 1));
        }
        let (t, problems) = Table::from_tag(&tag).unwrap();
        assert_eq!(t.columns[1].width, Some(2));
        assert_eq!(t.columns[1].align, Some('R'));
        assert_eq!(t.rows.len(), 4);
        assert_eq!(problems.len(), 1);
        let dd = DdTable::from_table(&t).unwrap();
        assert_eq!(dd.get(Seat::North, Strain::Spades), Some(10));
        assert_eq!(dd.get(Seat::East, Strain::Clubs), Some(3));
        let hex = DdTable::from_hex("9a8760000000000d0123").unwrap();
        assert_eq!(hex.get(Seat::North, Strain::Spades), Some(10));
        assert_eq!(hex.get(Seat::West, Strain::Notrump), Some(13));
        assert_eq!(hex.get(Seat::West, Strain::Clubs), Some(3));
    }
}
