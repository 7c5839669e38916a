//! Revoke cases: the model and the `revoke-case/1` file.
mod file;
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
    let text = std::fs::read_to_string(path).map_err(|e| io_error(path, &e))?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    file::from_toml_str(&text, base)
}

pub use file::{from_toml_str, to_toml_string};

fn io_error(path: &Path, e: &std::io::Error) -> CaseError {
    CaseError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
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

/// Writes `bytes` to `path` atomically (temporary file in the same folder, fsync, rename).
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
