//! The session's rulings for the scorer: every case file of a folder ruled, one row each,
//! written as CSV and as a PBN file with the corrected `Result` and `Score` tags and the
//! ruling as a `Note`, so that the scoring program imports them instead of the director
//! retyping them.
//!
//! The rows are ruled by the same code path as `arbitre rule` (`laws::validate`, then
//! `laws::rule`); a case that gives no ruling is reported with its file, never dropped
//! silently.
//!
//! Where each ruling stands on paper (draft, signed, notified, appealed) is read from the
//! signed PDFs beside the case files: see [`status`] for the rule.

mod export;
pub mod status;

pub use export::{CSV_COLUMNS, PBN_MARKER, csv, may_replace, pbn, players};
pub use status::Status;

use crate::case::{Case, CaseError};
use crate::i18n::Msg;
use crate::laws::{self, Judgement, Law};
use std::path::{Path, PathBuf};

/// One ruled case of the session.
#[derive(Debug, Clone)]
pub struct Row {
    /// The case file.
    pub file: PathBuf,
    /// The case.
    pub case: Case,
    /// Its ruling.
    pub judgement: Judgement,
}

impl Row {
    /// Where the ruling stands: `final` (a final score), `replay` (a correction sends the
    /// play back to the table) or `provisional` (the play is not recorded to the end).
    #[must_use]
    pub fn status(&self) -> &'static str {
        let r = &self.judgement.ruling;
        if r.final_result.is_some() {
            "final"
        } else if r.revokes.iter().any(|v| v.corrected) {
            "replay"
        } else {
            "provisional"
        }
    }

    /// Every law applied, in order, each once.
    #[must_use]
    pub fn laws(&self) -> Vec<Law> {
        self.judgement.ruling.all_laws()
    }
}

/// A case of the folder that gives no ruling.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The case file.
    pub file: PathBuf,
    /// Why.
    pub why: Msg,
}

/// What a session folder gives.
#[derive(Debug, Clone, Default)]
pub struct Session {
    /// The ruled cases, by round, table and board.
    pub rows: Vec<Row>,
    /// The cases that give no ruling.
    pub failures: Vec<Failure>,
}

/// Why the folder itself cannot be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct FolderError {
    /// The folder.
    pub path: String,
    /// Why, in the director's words.
    pub message: Msg,
}

/// Whether a file is a case file: `*.arbitre`, `*.revoke.toml`, or any `*.toml` that says it
/// is one.
fn is_case_file(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    if name.ends_with(&format!(".{}", crate::case::CASE_EXTENSION)) {
        return true;
    }
    name.ends_with(".toml")
        && (name.ends_with(".revoke.toml")
            || crate::fsread::read(path, crate::fsread::Kind::Case).is_ok_and(|t| {
                memchr::memmem::find(&t, crate::case::CASE_FORMAT.as_bytes()).is_some()
            }))
}

/// Reads and rules every case file in `dir` (not its subfolders).
///
/// # Errors
/// When the folder cannot be listed.
pub fn read(dir: &Path) -> Result<Session, FolderError> {
    let entries = std::fs::read_dir(dir).map_err(|e| FolderError {
        path: dir.display().to_string(),
        message: crate::fsread::io_words(&e),
    })?;
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && is_case_file(p))
        .collect();
    files.sort();
    let mut session = Session::default();
    for file in files {
        match rule(&file) {
            Ok((case, judgement)) => session.rows.push(Row {
                file,
                case,
                judgement,
            }),
            Err(why) => session.failures.push(Failure { file, why }),
        }
    }
    session.rows.sort_by_key(order_key);
    Ok(session)
}

/// Round, table and board, numbers compared as numbers.
fn order_key(row: &Row) -> (NumberOrText, NumberOrText, NumberOrText) {
    let m = &row.case.meta;
    (
        NumberOrText::of(&m.round),
        NumberOrText::of(&m.table),
        NumberOrText::of(&row.case.board.number),
    )
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum NumberOrText {
    Number(u64),
    Text(String),
}

impl NumberOrText {
    fn of(s: &str) -> Self {
        s.trim()
            .parse()
            .map_or_else(|_| Self::Text(s.trim().to_owned()), Self::Number)
    }
}

/// Reads and rules one case file, as `arbitre rule` does: a fact that does not fit is
/// located in the file.
fn rule(file: &Path) -> Result<(Case, Judgement), Msg> {
    let (case, spans) = crate::case::load_with_spans(file).map_err(|e| match e {
        CaseError::Field(m) | CaseError::BoardFile { message: m, .. } => m,
        CaseError::Io { message, .. } => Msg::new("session-error-read").arg("error", message),
    })?;
    if let Some(first) = laws::validate(&case).into_iter().next() {
        return Err(spans.located(&first.field, first.msg));
    }
    let judgement = laws::rule(&case).map_err(|laws::RuleError::Facts(m)| m)?;
    Ok((case, judgement))
}
