//! Handing a PDF to the platform's own printing: CUPS `lp` on Linux and macOS, the shell's
//! print verb on Windows. The printer is one of the system's (`printers`), or its default.

use std::path::Path;
use std::process::Command;

/// Why a document could not be sent to a printer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PrintError {
    /// The system's printing command is not there.
    #[error("the printing command `{0}` was not found")]
    NoCommand(String),
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
            Self::Refused { command, detail } => Msg::new("print-error-refused")
                .arg("command", command.as_str())
                .arg("detail", detail.as_str()),
        }
    }
}

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

/// The system's printers (CUPS `lpstat -e`), empty when none or no CUPS.
#[must_use]
pub fn printers() -> Vec<String> {
    if cfg!(windows) {
        let mut c = Command::new("powershell");
        c.args([
            "-NoProfile",
            "-Command",
            "Get-Printer | ForEach-Object Name",
        ]);
        return run(c, "powershell").map(names).unwrap_or_default();
    }
    let mut c = Command::new("lpstat");
    c.arg("-e");
    run(c, "lpstat").map(names).unwrap_or_default()
}

/// One printer name a line.
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
    if cfg!(windows) {
        let file = pdf.display().to_string().replace('\'', "''");
        let script = match printer {
            Some(p) => format!(
                "Start-Process -FilePath '{file}' -Verb PrintTo -ArgumentList '\"{}\"'",
                p.replace('\'', "''")
            ),
            None => format!("Start-Process -FilePath '{file}' -Verb Print"),
        };
        let mut c = Command::new("powershell");
        c.args(["-NoProfile", "-Command", &script]);
        return run(c, "powershell");
    }
    let mut c = Command::new("lp");
    if let Some(p) = printer {
        c.args(["-d", p]);
    }
    c.args(["-t", "Arbitre", "--"]).arg(pdf);
    run(c, "lp").map(|o| o.trim().to_owned())
}
