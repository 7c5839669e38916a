//! `arbitre check`.
use crate::i18n::Tr;
use std::process::ExitCode;

pub fn run(tr: Tr, _files: &[std::path::PathBuf]) -> ExitCode {
    super::fail(tr, "cli-not-yet", &[("command", "check".into())])
}
