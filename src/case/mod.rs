//! Revoke cases: the model and the `revoke-case/1` file.
//!
//! Reading is strict (`file.rs`, with the typed reader `read.rs`): an unknown section or
//! field, a value of the wrong kind or out of range, an error in the board's PBN, each stops
//! the reading with a located message. Reading does not judge the facts: a case whose play
//! is unfinished reads; `laws::validate` says what does not fit, by field path, and
//! [`Spans::locate`] finds that field in the file.
mod board;
pub mod bws;
pub mod changes;
mod changes_file;
mod changes_write;
mod entered;
mod file;
mod leftovers;
pub(crate) use leftovers::clean as clean_leftovers;
pub mod model;
mod paths;
pub mod people;
mod read;
mod suggest;
mod write;
pub use board::auction_calls;
pub use changes::{CallChange, CardChange, Changes};
pub use entered::{HandRecord, contract_tag, inline_pbn, with_contract};
pub use model::*;
pub use read::{Loc, Spans, at};

use crate::i18n::Msg;
use std::path::Path;

/// The extension Arbitre saves case files with, on every platform (`board-5.arbitre`). The
/// content is the documented TOML; a file of its own type can be opened by double-click on
/// Windows, macOS and Linux desktops without taking `.toml` from the user's editor.
pub const CASE_EXTENSION: &str = "arbitre";

/// The extensions read as case files: Arbitre's own, and `.toml` (case files written before
/// it, or by hand).
pub const CASE_EXTENSIONS: [&str; 2] = [CASE_EXTENSION, "toml"];

/// Whether `path` is named like a case file (`.arbitre`, or `.toml`), in any letter case.
#[must_use]
pub fn is_case_path(path: &Path) -> bool {
    path.extension().is_some_and(|e| {
        CASE_EXTENSIONS
            .iter()
            .any(|c| e.to_string_lossy().eq_ignore_ascii_case(c))
    })
}

/// What is wrong with a case file: where (the field), what (the bad value) and what was expected.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CaseError {
    /// The file could not be read or written.
    #[error("{path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// Why, in the director's words (without the path).
        message: Msg,
    },
    /// A section or field is unknown, missing or wrong (the message gives its place).
    #[error("{0}")]
    Field(Msg),
    /// The board file the case names (`pbn_file`) cannot be read, does not hold the board,
    /// or the board's game in it is wrong: the message gives the place of `pbn_file` in the
    /// case, and the place in that file.
    #[error("{message}")]
    BoardFile {
        /// The board file, as the case names it.
        file: String,
        /// What is wrong, with its places.
        message: Msg,
    },
}

/// Reads a case file; a `pbn_file` board is read relative to the case file's folder.
///
/// # Errors
/// A [`CaseError`] naming the field, the value and what was expected.
pub fn load(path: &Path) -> Result<Case, CaseError> {
    let text = read_text(path)?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    file::from_toml_str(&text, base)
}

/// Reads a case file and where each field was written (to locate the errors that
/// `laws::validate` finds, by their field path).
///
/// # Errors
/// As [`load`].
pub fn load_with_spans(path: &Path) -> Result<(Case, Spans), CaseError> {
    let text = read_text(path)?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    file::read_str(&text, base)
}

pub use file::{from_toml_str, read_str};
pub use write::to_toml_string;

impl CaseError {
    /// What is wrong, without the case file's name (which the caller gives): the field's
    /// place and message, or why the file could not be read.
    #[must_use]
    pub fn detail(&self) -> Msg {
        match self {
            Self::Io { message, .. } | Self::BoardFile { message, .. } => message.clone(),
            Self::Field(m) => m.clone(),
        }
    }
}

/// The text of a case file, within the case file's limit ([`crate::fsread::Kind::Case`]):
/// not UTF-8 text is refused with the place of its first bad byte.
///
/// # Errors
/// The file cannot be read, is too large, or is not UTF-8 text.
pub fn read_text(path: &Path) -> Result<String, CaseError> {
    crate::fsread::read_text(path, crate::fsread::Kind::Case).map_err(|e| CaseError::Io {
        path: path.display().to_string(),
        message: e.detail(),
    })
}

fn io_error(path: &Path, e: &std::io::Error) -> CaseError {
    CaseError::Io {
        path: path.display().to_string(),
        message: crate::fsread::io_words(e),
    }
}

/// Saves a case atomically: written beside the target, flushed to disk, then renamed over
/// it, so a crash never leaves half a file.
///
/// # Errors
/// When the file cannot be written; the old file is then intact.
pub fn save(case: &Case, path: &Path) -> Result<(), CaseError> {
    write_atomically(path, to_toml_string(case).as_bytes()).map_err(|e| io_error(path, &e))
}

/// Writes `bytes` to `path` atomically (temporary file in the same folder, fsync, rename);
/// the temporary files a dead run left for the same name are removed first, and a device
/// or pipe (`/dev/stdout`) is written to directly.
///
/// # Errors
/// The I/O error; `path` is then unchanged.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or_else(|| Path::new("."));
    let name = path
        .file_name()
        .map_or_else(|| "case".into(), |n| n.to_string_lossy().into_owned());
    // A terminal or a pipe (`-o /dev/stdout`) cannot be replaced: written as it is.
    if leftovers::is_special(path) {
        return leftovers::write_special(path, bytes);
    }
    leftovers::clean(dir, &name);
    let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = std::fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}
