//! `arbitre show`.
use crate::i18n::Tr;
use std::process::ExitCode;

pub fn run(tr: Tr, _path: &std::path::Path, _board: &str) -> ExitCode {
    super::fail(tr, "cli-not-yet", &[("command", "show".into())])
}
