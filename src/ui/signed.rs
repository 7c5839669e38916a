//! A signed report opened in the workbench (on a worker thread): the file read, then
//! checked and read back by [`crate::report::signed`].
use crate::i18n::Msg;
use std::path::Path;

pub use crate::report::signed::SignedReport;

fn within(path: &Path, msg: Msg) -> Msg {
    Msg::new("ui-error-in-file")
        .arg("path", path.display().to_string())
        .arg("message", msg)
}

/// Reads a signed report (or notice, or appeal decision) at `path`.
///
/// # Errors
/// When the file cannot be read, has no signature, carries no case file, or the case file
/// it carries cannot be read.
pub fn open_report(path: &Path) -> Result<SignedReport, Msg> {
    let bytes = crate::fsread::read(path, crate::fsread::Kind::Pdf).map_err(|e| e.msg())?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    crate::report::signed::read(&bytes, base, &crate::report::signed::configured_trust())
        .map_err(|m| within(path, m.msg()))
}
