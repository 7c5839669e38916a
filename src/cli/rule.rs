//! `arbitre rule`.
use crate::i18n::Tr;
use std::process::ExitCode;

pub fn run(tr: Tr, _path: &std::path::Path, _json: bool) -> ExitCode {
    super::fail(tr, "cli-not-yet", &[("command", "rule".into())])
}
