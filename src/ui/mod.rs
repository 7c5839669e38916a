//! The workbench window (eframe/egui). It draws the library's state and turns clicks into
//! commands on it; no rule lives here.
use std::path::PathBuf;
use std::process::ExitCode;

/// Opens the workbench, optionally with a file loaded.
#[must_use]
pub fn run(_file: Option<PathBuf>, _lang: Option<crate::i18n::Lang>) -> ExitCode {
    eprintln!(
        "{}",
        crate::i18n::Tr::new(crate::i18n::Lang::from_system()).t("cli-no-window-yet")
    );
    ExitCode::FAILURE
}
