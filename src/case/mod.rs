//! Revoke cases: the model and the `revoke-case/1` file.
pub mod model;
pub use model::*;

use crate::i18n::Msg;
use std::path::Path;

/// What is wrong with a case file: where (the field), what (the bad value) and what was expected.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CaseError {
    /// The file could not be read or written.
    #[error("{path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The system's message.
        message: String,
    },
    /// A field is missing or wrong.
    #[error("{0}")]
    Field(Msg),
}

/// Reads a case file; a `pbn_file` board is read relative to the case file's folder.
///
/// # Errors
/// A [`CaseError`] naming the field, the value and what was expected.
pub fn load(path: &Path) -> Result<Case, CaseError> {
    let _ = path;
    Err(CaseError::Field(Msg::new("case-error-not-yet")))
}

/// Reads a case from TOML text; `base` is the folder a `pbn_file` is relative to.
///
/// # Errors
/// A [`CaseError`] naming the field, the value and what was expected.
pub fn from_toml_str(text: &str, base: &Path) -> Result<Case, CaseError> {
    let _ = (text, base);
    Err(CaseError::Field(Msg::new("case-error-not-yet")))
}

/// Writes a case as `revoke-case/1` TOML.
#[must_use]
pub fn to_toml_string(case: &Case) -> String {
    let _ = case;
    String::new()
}

/// Saves a case atomically (write beside, flush, rename).
///
/// # Errors
/// When the file cannot be written; the old file is then intact.
pub fn save(case: &Case, path: &Path) -> Result<(), CaseError> {
    let _ = (case, path);
    Err(CaseError::Field(Msg::new("case-error-not-yet")))
}
