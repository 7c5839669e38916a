//! `arbitre extract` and `arbitre appeal`: the appeals committee works from the signed
//! report. `extract` writes the case file a report carries (after checking the report is
//! intact); `appeal` writes the committee's signed decision: upheld, or amended with the
//! committee's case, naming the report by its SHA-256.

use crate::i18n::Tr;
use crate::report::appeal::{AppealDecision, Decision, Original};
use crate::report::{ReportOptions, format_time};
use crate::sign;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::SystemTime;

/// The options of `arbitre appeal`.
pub struct Options {
    /// The signed ruling report appealed.
    pub report: PathBuf,
    /// The decision to write.
    pub output: PathBuf,
    /// The committee's amended case; none: the ruling is upheld.
    pub amended: Option<PathBuf>,
    /// The committee's reasons.
    pub reasons: String,
    /// The members' names.
    pub members: Vec<String>,
    /// The chair (who signs).
    pub chair: Option<String>,
    /// Sign with this PKCS#12 identity instead of the chair's own.
    pub sign: Option<PathBuf>,
}

/// A report checked intact, with its case.
struct Checked {
    bytes: Vec<u8>,
    signer: String,
    signed_at: String,
    case_text: String,
}

/// Reads a signed report, refusing one that is not intact: it is never a basis for a
/// decision.
fn checked_report(tr: Tr, path: &Path) -> Result<Checked, ExitCode> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        super::fail(
            tr,
            "report-cli-case",
            &[
                ("path", shown.as_str().into()),
                ("detail", super::out::io_detail(tr, &e).into()),
            ],
        )
    })?;
    let v = sign::verify(&bytes).map_err(|e| {
        super::fail(
            tr,
            "verify-error",
            &[
                ("path", shown.as_str().into()),
                ("detail", tr.msg(&e.msg()).into()),
            ],
        )
    })?;
    if !v.intact {
        for problem in &v.problems {
            super::out::warn(&tr.t_args("verify-not-intact", &[("reason", problem.msg().into())]));
        }
        return Err(super::fail(
            tr,
            "appeal-cli-not-intact",
            &[("path", shown.into())],
        ));
    }
    let case = crate::report::attachment::embedded_case(&bytes).map_err(|e| {
        super::fail(
            tr,
            "appeal-cli-no-case",
            &[
                ("path", shown.as_str().into()),
                ("detail", tr.msg(&e.msg()).into()),
            ],
        )
    })?;
    let case_text = String::from_utf8(case).map_err(|_| {
        super::fail(
            tr,
            "appeal-cli-no-case",
            &[("path", shown.as_str().into()), ("detail", "UTF-8".into())],
        )
    })?;
    Ok(Checked {
        bytes,
        signer: v.signer,
        signed_at: v.signing_time.map_or_else(String::new, format_time),
        case_text,
    })
}

/// `arbitre extract REPORT.pdf -o CASE.toml`.
pub fn extract(tr: Tr, report: &Path, output: &Path) -> ExitCode {
    let checked = match checked_report(tr, report) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if output.exists() {
        return super::fail(
            tr,
            "appeal-cli-exists",
            &[("path", output.display().to_string().into())],
        );
    }
    if let Err(e) = crate::case::write_atomically(output, checked.case_text.as_bytes()) {
        return super::fail(
            tr,
            "report-cli-write",
            &[
                ("path", output.display().to_string().into()),
                ("detail", super::out::io_detail(tr, &e).into()),
            ],
        );
    }
    let mut out = super::out::stdout();
    let written = out.line(&tr.t_args(
        "appeal-cli-extracted",
        &[
            ("path", output.display().to_string().into()),
            ("signer", checked.signer.into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}

fn rule_text(
    tr: Tr,
    text: &str,
    base: &Path,
) -> Result<(crate::case::Case, crate::laws::Judgement), String> {
    let case = crate::case::from_toml_str(text, base).map_err(|e| match e {
        crate::case::CaseError::Field(m) => tr.msg(&m),
        other => other.to_string(),
    })?;
    if let Some(first) = crate::laws::validate(&case).into_iter().next() {
        return Err(tr.msg(&first.msg));
    }
    let judgement =
        crate::laws::rule(&case).map_err(|crate::laws::RuleError::Facts(m)| tr.msg(&m))?;
    Ok((case, judgement))
}

/// `arbitre appeal REPORT.pdf -o DECISION.pdf [--amended CASE.toml] ...`.
pub fn run(tr: Tr, options: &Options) -> ExitCode {
    let checked = match checked_report(tr, &options.report) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if options.members.is_empty() {
        return super::fail(tr, "appeal-cli-no-members", &[]);
    }
    let base = options.report.parent().unwrap_or_else(|| Path::new("."));
    let (case, judgement) = match rule_text(tr, &checked.case_text, base) {
        Ok(r) => r,
        Err(detail) => return super::fail(tr, "report-cli-rule", &[("detail", detail.into())]),
    };
    let amended = match &options.amended {
        None => None,
        Some(path) => match super::rule::rule_file(path) {
            Ok((c, j)) => match std::fs::read_to_string(path) {
                Ok(text) => Some((c, j, text)),
                Err(e) => {
                    return super::fail(
                        tr,
                        "report-cli-case",
                        &[
                            ("path", path.display().to_string().into()),
                            ("detail", super::out::io_detail(tr, &e).into()),
                        ],
                    );
                }
            },
            Err(e) => {
                return super::fail(
                    tr,
                    "report-cli-case",
                    &[
                        ("path", path.display().to_string().into()),
                        ("detail", e.render(tr).into()),
                    ],
                );
            }
        },
    };
    if let Err(refusal) = super::report_target::check(&options.output, &options.report, &case) {
        let suggestion = super::report_target::suggestion(&options.report);
        super::out::warn(&refusal.render(tr, &suggestion));
        return ExitCode::FAILURE;
    }
    let chair = options.chair.clone().unwrap_or_default();
    let identity = match super::report::identity(tr, options.sign.as_ref(), &chair) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let chair = if chair.trim().is_empty() {
        identity.name().to_owned()
    } else {
        chair
    };
    let name = options
        .report
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let decision = AppealDecision {
        original: Original::of(&name, &checked.bytes, &checked.signer, &checked.signed_at),
        director: (&case, &judgement),
        committee: amended.as_ref().map(|(c, j, _)| (c, j)),
        decision: if amended.is_some() {
            Decision::Amended
        } else {
            Decision::Upheld
        },
        reasons: options.reasons.clone(),
        members: options.members.clone(),
    };
    let case_toml = amended
        .as_ref()
        .map_or(checked.case_text.as_str(), |(_, _, t)| t.as_str());
    let report_options = ReportOptions {
        lang: tr.lang(),
        director: Some(chair),
        time: SystemTime::now(),
        ..ReportOptions::default()
    };
    let pdf = match crate::report::appeal::render_signed(
        &decision,
        case_toml,
        &report_options,
        &identity,
    ) {
        Ok(p) => p,
        Err(e) => {
            super::out::warn(&tr.msg(&e.msg()));
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = crate::case::write_atomically(&options.output, &pdf) {
        return super::fail(
            tr,
            "report-cli-write",
            &[
                ("path", options.output.display().to_string().into()),
                ("detail", super::out::io_detail(tr, &e).into()),
            ],
        );
    }
    let mut out = super::out::stdout();
    let written = out.line(&tr.t_args(
        "appeal-cli-written",
        &[
            ("path", options.output.display().to_string().into()),
            ("hash", decision.original.sha256.as_str().into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}
