//! Handing a PDF to the platform's own printing: CUPS `lp` on Linux and macOS, the shell's
//! print verb on Windows. The printer is one of the system's (`printers`), or its default.

use std::path::Path;
#[cfg(not(windows))]
use std::process::Command;

/// Why a document could not be sent to a printer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrintError {
    /// The system's printing command is not there.
    #[error("the printing command `{0}` was not found")]
    NoCommand(String),
    /// No program on this machine prints PDF files (Windows: none is set for the print verb).
    #[error("no program is set to print PDF files")]
    NoProgram,
    /// The printing command refused the job.
    #[error("`{command}` failed: {detail}")]
    Refused {
        /// The command.
        command: String,
        /// What it said.
        detail: String,
    },
}

impl PrintError {
    /// The message for the director.
    #[must_use]
    pub fn msg(&self) -> crate::i18n::Msg {
        use crate::i18n::Msg;
        match self {
            Self::NoCommand(c) => Msg::new("print-error-no-command").arg("command", c.as_str()),
            Self::NoProgram => Msg::new("print-error-no-program"),
            Self::Refused { command, detail } => Msg::new("print-error-refused")
                .arg("command", command.as_str())
                .arg("detail", detail.as_str()),
        }
    }
}

#[cfg(not(windows))]
fn run(mut command: Command, name: &str) -> Result<String, PrintError> {
    let out = command.output().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => PrintError::NoCommand(name.to_owned()),
        _ => PrintError::Refused {
            command: name.to_owned(),
            detail: e.to_string(),
        },
    })?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(PrintError::Refused {
            command: name.to_owned(),
            detail: String::from_utf8_lossy(&out.stderr).trim().to_owned(),
        })
    }
}

/// The system's printers: CUPS `lpstat -e`, or on Windows the spooler's list (the default
/// first); empty when there are none.
#[must_use]
pub fn printers() -> Vec<String> {
    #[cfg(windows)]
    {
        crate::os::printers()
    }
    #[cfg(not(windows))]
    {
        let mut c = Command::new("lpstat");
        c.arg("-e");
        run(c, "lpstat").map(names).unwrap_or_default()
    }
}

/// One printer name a line.
#[cfg(not(windows))]
fn names(listing: String) -> Vec<String> {
    listing
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Sends `pdf` to `printer` (the system's default when `None`). Returns what the printing
/// command said (CUPS: the job id).
///
/// # Errors
/// When there is no printing command or it refuses the job.
pub fn print(pdf: &Path, printer: Option<&str>) -> Result<String, PrintError> {
    #[cfg(windows)]
    {
        // The program the user chose for PDF files prints it, as Explorer's "Print" does.
        crate::os::shell_print(pdf, printer).map_err(|e| {
            if e.raw_os_error() == Some(NO_ASSOCIATION) {
                PrintError::NoProgram
            } else {
                PrintError::Refused {
                    command: "print".into(),
                    detail: e.to_string(),
                }
            }
        })?;
        Ok(String::new())
    }
    #[cfg(not(windows))]
    {
        let mut c = Command::new("lp");
        if let Some(p) = printer {
            c.args(["-d", p]);
        }
        c.args(["-t", "Arbitre", "--"]).arg(pdf);
        run(c, "lp").map(|o| o.trim().to_owned())
    }
}

/// Windows' `ERROR_NO_ASSOCIATION`: no program is set for the file's type and verb.
#[cfg(windows)]
const NO_ASSOCIATION: i32 = 1155;
