//! `arbitre report` and `arbitre verify`.
use crate::i18n::Tr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options of `arbitre report`.
pub struct Options {
    pub case: PathBuf,
    pub output: PathBuf,
    pub paper: String,
    pub sign: Option<PathBuf>,
    pub director: Option<String>,
}

pub fn run(tr: Tr, _options: &Options) -> ExitCode {
    super::fail(tr, "cli-not-yet", &[("command", "report".into())])
}

pub fn verify(tr: Tr, _pdf: &Path) -> ExitCode {
    super::fail(tr, "cli-not-yet", &[("command", "verify".into())])
}
