//! The Access side of a BWS: the database opened from bytes with `jetdb` (pure Rust: no
//! ODBC, no C library), one table read by name into rows whose columns are found by name,
//! and every failure said as a [`BwsError`] naming the table. A damaged file never panics
//! here: the reader's own checks, and a last guard around it, turn it into an error.

use super::BwsError;
use jetdb::{PageReader, Value};
use std::io::Cursor;

/// The opened database and its catalog.
pub(super) struct Database {
    reader: PageReader,
    catalog: Vec<jetdb::CatalogEntry>,
}

/// The rows of one table, with its column names.
#[derive(Debug, Default)]
pub(super) struct Rows {
    /// The table's name.
    pub table: &'static str,
    columns: Vec<String>,
    /// The rows, values in column order.
    pub rows: Vec<Vec<Value>>,
}

/// The first bytes of a Jet database (Access 97 to 2003, the `.mdb`/`.bws` kind) and of an
/// ACE one (`.accdb`): "Standard Jet DB" / "Standard ACE DB" at offset 4.
fn is_access(bytes: &[u8]) -> bool {
    bytes.len() >= 19
        && bytes[0..4] == [0, 1, 0, 0]
        && (bytes[4..19] == *b"Standard Jet DB" || bytes[4..19] == *b"Standard ACE DB")
}

/// Runs `f` over the reader; a panic inside the library (a damaged page it did not check)
/// becomes the table's error instead of ending the program.
fn guarded<T>(f: impl FnOnce() -> Result<T, jetdb::FileError>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("the database's pages are damaged".to_owned()),
    }
}

impl Database {
    /// Opens a database held in memory.
    ///
    /// # Errors
    /// Not an Access file, or its catalog cannot be read.
    pub(super) fn open(bytes: Vec<u8>) -> Result<Self, BwsError> {
        if !is_access(&bytes) {
            return Err(BwsError::NotAccess);
        }
        let mut reader =
            guarded(|| PageReader::open_reader(Cursor::new(bytes))).map_err(|detail| {
                BwsError::Damaged {
                    table: String::new(),
                    detail,
                }
            })?;
        let catalog =
            guarded(|| jetdb::read_catalog(&mut reader)).map_err(|detail| BwsError::Damaged {
                table: String::new(),
                detail,
            })?;
        Ok(Self { reader, catalog })
    }

    /// The names of the user tables, in the catalog's order.
    pub(super) fn table_names(&self) -> Vec<String> {
        self.catalog
            .iter()
            .filter(|e| e.object_type == jetdb::ObjectType::Table && !e.name.starts_with("MSys"))
            .map(|e| e.name.clone())
            .collect()
    }

    /// Whether the database has a table of this name (any letter case).
    pub(super) fn has(&self, table: &str) -> bool {
        self.entry(table).is_some()
    }

    fn entry(&self, table: &str) -> Option<&jetdb::CatalogEntry> {
        self.catalog.iter().find(|e| {
            e.object_type == jetdb::ObjectType::Table && e.name.eq_ignore_ascii_case(table)
        })
    }

    /// Reads a whole table.
    ///
    /// # Errors
    /// The table is missing, or one of the columns it needs, or its pages are damaged.
    pub(super) fn read(
        &mut self,
        table: &'static str,
        needed: &[&'static str],
    ) -> Result<Rows, BwsError> {
        let Some(entry) = self.entry(table) else {
            return Err(BwsError::TableMissing {
                table: table.to_owned(),
            });
        };
        let (name, page) = (entry.name.clone(), entry.table_page);
        let reader = &mut self.reader;
        let damaged = |detail| BwsError::Damaged {
            table: table.to_owned(),
            detail,
        };
        let def = guarded(|| jetdb::read_table_def(reader, &name, page)).map_err(damaged)?;
        let result = guarded(|| jetdb::read_table_rows(reader, &def)).map_err(damaged)?;
        let columns: Vec<String> = def.columns.iter().map(|c| c.name.clone()).collect();
        for column in needed {
            if !columns.iter().any(|c| c.eq_ignore_ascii_case(column)) {
                return Err(BwsError::ColumnMissing {
                    table: table.to_owned(),
                    column: (*column).to_owned(),
                });
            }
        }
        Ok(Rows {
            table,
            columns,
            rows: result.rows,
        })
    }
}

impl Database {
    /// The number of rows of any table (0 when it cannot be read).
    pub(super) fn count(&mut self, table: &str) -> usize {
        let Some(entry) = self.entry(table) else {
            return 0;
        };
        let (name, page) = (entry.name.clone(), entry.table_page);
        let reader = &mut self.reader;
        guarded(|| {
            let def = jetdb::read_table_def(reader, &name, page)?;
            jetdb::read_table_rows(reader, &def)
        })
        .map_or(0, |r| r.rows.len())
    }
}

impl Rows {
    /// Rows built in memory, with their columns.
    pub(super) fn new(table: &'static str, columns: &[&str], rows: Vec<Vec<Value>>) -> Self {
        Self {
            table,
            columns: columns.iter().map(|c| (*c).to_owned()).collect(),
            rows,
        }
    }

    /// The place of a column (any letter case).
    pub(super) fn column(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.eq_ignore_ascii_case(name))
    }

    /// The value of `column` in `row` (`Null` when the table has no such column).
    pub(super) fn get<'a>(&self, row: &'a [Value], column: &str) -> &'a Value {
        static NULL: Value = Value::Null;
        self.column(column)
            .and_then(|i| row.get(i))
            .unwrap_or(&NULL)
    }

    /// A whole number (`None` for null, text that is no number, or a fraction).
    pub(super) fn int(&self, row: &[Value], column: &str) -> Option<i64> {
        number(self.get(row, column))
    }

    /// Text, trimmed (numbers as written, empty for null).
    pub(super) fn text(&self, row: &[Value], column: &str) -> String {
        text(self.get(row, column))
    }

    /// A Yes/No column (null and 0 are no).
    pub(super) fn flag(&self, row: &[Value], column: &str) -> bool {
        match self.get(row, column) {
            Value::Bool(b) => *b,
            other => number(other).is_some_and(|n| n != 0),
        }
    }
}

/// A value as a whole number.
pub(super) fn number(value: &Value) -> Option<i64> {
    match value {
        Value::Byte(n) => Some(i64::from(*n)),
        Value::Int(n) => Some(i64::from(*n)),
        Value::Long(n) => Some(i64::from(*n)),
        Value::BigInt(n) => Some(*n),
        Value::Bool(b) => Some(i64::from(*b)),
        Value::Text(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// A value as text, trimmed; numbers as decimal, empty for null.
pub(super) fn text(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::Text(s) => s.trim().to_owned(),
        Value::Bool(b) => i64::from(*b).to_string(),
        Value::Byte(n) => n.to_string(),
        Value::Int(n) => n.to_string(),
        Value::Long(n) => n.to_string(),
        Value::BigInt(n) => n.to_string(),
        Value::Float(f) => f.to_string(),
        Value::Double(f) => f.to_string(),
        Value::Money(s) | Value::Numeric(s) | Value::Guid(s) | Value::DateTimeExtended(s) => {
            s.clone()
        }
        Value::Timestamp(t) => t.to_string(),
        Value::Binary(b) => format!("({} bytes)", b.len()),
        #[allow(unreachable_patterns)]
        _ => String::new(),
    }
}
