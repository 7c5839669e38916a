//! `arbitre rule CASE.toml [--json]`: the ruling as a director reads it, or its JSON.

use crate::case;
use crate::i18n::Tr;
use crate::laws::{self, Judgement};
use std::path::Path;
use std::process::ExitCode;

/// Why a case file gives no ruling.
#[derive(Debug, thiserror::Error)]
pub enum RuleFileError {
    /// The case file is wrong.
    #[error("{0}")]
    Case(#[from] case::CaseError),
    /// The facts do not fit the play.
    #[error("{0}")]
    Rule(#[from] laws::RuleError),
}

impl RuleFileError {
    /// The message in `tr`'s language.
    #[must_use]
    pub fn render(&self, tr: Tr) -> String {
        match self {
            Self::Case(case::CaseError::Field(m)) | Self::Rule(laws::RuleError::Facts(m)) => {
                tr.msg(m)
            }
            Self::Case(e @ case::CaseError::Io { .. }) => e.to_string(),
        }
    }
}

/// Reads a case file and rules on it: the one code path of `rule`, `rule --json` and tests.
///
/// # Errors
/// A bad case file or facts that do not fit the play.
pub fn rule_file(path: &Path) -> Result<(case::Case, Judgement), RuleFileError> {
    let case = case::load(path)?;
    let judgement = laws::rule(&case)?;
    Ok((case, judgement))
}

/// Runs the command: the ruling explained, or its JSON.
pub fn run(tr: Tr, path: &Path, json: bool) -> ExitCode {
    match rule_file(path) {
        Ok((case, judgement)) => {
            let text = if json {
                match serde_json::to_string_pretty(&judgement.ruling) {
                    Ok(text) => text + "\n",
                    Err(e) => {
                        return super::fail(tr, "cli-error", &[("error", e.to_string().into())]);
                    }
                }
            } else {
                crate::laws::explain::explain(tr, &case, &judgement)
            };
            let mut out = super::out::stdout();
            let written = out.text(&text);
            out.finish(tr, written, ExitCode::SUCCESS)
        }
        Err(e) => super::fail(
            tr,
            "cli-error-file",
            &[
                ("file", path.display().to_string().into()),
                ("error", e.render(tr).into()),
            ],
        ),
    }
}
