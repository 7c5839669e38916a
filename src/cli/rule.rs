//! `arbitre rule CASE.toml [--json]`: the ruling as a director reads it, or its JSON.

use crate::case;
use crate::claims::stop::{Deadline, Stopped};
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
    /// A fact does not fit the play; the message gives its place in the case file.
    #[error("{0}")]
    Facts(crate::i18n::Msg),
}

impl RuleFileError {
    /// The message in `tr`'s language.
    #[must_use]
    pub fn render(&self, tr: Tr) -> String {
        match self {
            Self::Rule(laws::RuleError::Facts(m)) | Self::Facts(m) => tr.msg(m),
            Self::Case(e) => tr.msg(&e.detail()),
        }
    }
}

/// Reads a case file and rules on it: the one code path of `rule`, `rule --json` and tests.
///
/// # Errors
/// A bad case file or facts that do not fit the play.
pub fn rule_file(path: &Path) -> Result<(case::Case, Judgement), RuleFileError> {
    let case = read_checked(path)?;
    let judgement = laws::rule(&case)?;
    Ok((case, judgement))
}

/// [`rule_file`] within a time budget for the claim's evidence (none: no limit).
///
/// # Errors
/// As [`rule_file`]; the outer error when the budget ran out before the evidence was
/// complete (then no ruling at all, never a partial figure).
pub fn rule_file_within(
    path: &Path,
    budget: Option<f64>,
) -> Result<Result<(case::Case, Judgement), RuleFileError>, Stopped> {
    let Some(seconds) = budget else {
        return Ok(rule_file(path));
    };
    let case = match read_checked(path) {
        Ok(case) => case,
        Err(e) => return Ok(Err(e)),
    };
    Ok(laws::rule_until(&case, &Deadline::after(seconds))?
        .map(|judgement| (case, judgement))
        .map_err(RuleFileError::from))
}

/// `--budget`: a positive number of seconds.
///
/// # Errors
/// Not a number, or not above 0.
pub fn parse_budget(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(s),
        _ => Err(format!(
            "`{text}`: a number of seconds above 0 is allowed (e.g. 2 or 0.5)"
        )),
    }
}

/// Reads a case file and checks its facts (`laws::validate`), the first that does not fit
/// located in the file.
///
/// # Errors
/// A bad case file, or the first fact that does not fit the play.
pub fn read_checked(path: &Path) -> Result<case::Case, RuleFileError> {
    let (case, spans) = case::load_with_spans(path)?;
    match laws::validate(&case).into_iter().next() {
        Some(e) => Err(RuleFileError::Facts(spans.located(&e.field, e.msg))),
        None => Ok(case),
    }
}

/// Runs the command: the ruling explained, or its JSON.
pub fn run(tr: Tr, path: &Path, json: bool, budget: Option<f64>) -> ExitCode {
    let ruled = match rule_file_within(path, budget) {
        Ok(ruled) => ruled,
        Err(_) => {
            // No figure: the evidence was not complete within the budget.
            super::out::warn(
                &tr.msg(
                    &crate::i18n::Msg::new("claim-evidence-incomplete")
                        .arg(
                            "file",
                            crate::i18n::shown(&path.display().to_string()).into_owned(),
                        )
                        .arg("seconds", budget.unwrap_or(0.0).to_string()),
                ),
            );
            return ExitCode::from(3);
        }
    };
    match ruled {
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
