//! Opening a written PDF with the system's viewer: `xdg-open` on Linux and the BSDs, `open`
//! on macOS, `cmd /c start` on Windows.

use crate::i18n::Msg;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Why the file could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The opener could not be started (not installed).
    #[error("{opener}: {error}")]
    Spawn {
        /// The program.
        opener: String,
        /// What the system said.
        error: std::io::Error,
    },
    /// The opener ran and said no.
    #[error("{opener} ended with status {status}")]
    Refused {
        /// The program.
        opener: String,
        /// Its exit status.
        status: String,
    },
}

impl OpenError {
    /// The message for the reader, naming the file.
    #[must_use]
    pub fn msg(&self, path: &Path) -> Msg {
        let (opener, detail) = match self {
            Self::Spawn { opener, error } => (opener, error.to_string()),
            Self::Refused { opener, status } => (opener, status.clone()),
        };
        Msg::new("ui-open-failed")
            .arg("path", path.display().to_string())
            .arg("opener", opener.as_str())
            .arg("detail", detail)
    }
}

/// The program and its arguments that open `path` on this platform.
#[must_use]
pub fn command(path: &Path) -> (String, Vec<PathBuf>) {
    if cfg!(target_os = "macos") {
        ("open".into(), vec![path.to_path_buf()])
    } else if cfg!(windows) {
        // `start` takes a window title first: an empty one.
        (
            "cmd".into(),
            vec![
                "/c".into(),
                "start".into(),
                "\"\"".into(),
                path.to_path_buf(),
            ],
        )
    } else {
        ("xdg-open".into(), vec![path.to_path_buf()])
    }
}

/// Opens `path` with the system's viewer and waits for the opener to answer (it returns
/// once the viewer is started). Call it off the UI thread.
///
/// # Errors
/// The opener is missing, or it refused the file.
pub fn open(path: &Path) -> Result<(), OpenError> {
    let (opener, args) = command(path);
    let status = Command::new(&opener)
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|error| OpenError::Spawn {
            opener: opener.clone(),
            error,
        })?;
    if status.success() {
        Ok(())
    } else {
        Err(OpenError::Refused {
            opener,
            status: status
                .code()
                .map_or_else(|| status.to_string(), |c| c.to_string()),
        })
    }
}
