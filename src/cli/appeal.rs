//! `arbitre extract` and `arbitre appeal`: the appeals committee works from the signed
//! report. `extract` writes the case file a report carries (after checking the report is
//! intact); `appeal` writes the committee's signed decision: upheld, or amended with the
//! committee's case, naming the report by its SHA-256. The report is read by
//! `report::signed` and the decision made by `report::appeal`, as in the workbench.

use crate::i18n::{Tr, shown};
use crate::report::appeal::{Amendment, AppealError, Basis, Record};
use crate::report::signed::{ReadError, SignedReport};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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

/// Says why a report is not intact: it is never a basis for a decision.
fn not_intact(tr: Tr, path: &Path, problems: &[crate::i18n::Msg]) -> ExitCode {
    for problem in problems {
        super::out::warn(&tr.t_args("verify-not-intact", &[("reason", tr.msg(problem).into())]));
    }
    super::fail(
        tr,
        "appeal-cli-not-intact",
        &[("path", path.display().to_string().into())],
    )
}

/// Reads a signed report, refusing one that is not intact.
fn checked_report(tr: Tr, path: &Path) -> Result<SignedReport, ExitCode> {
    let display = shown(&path.display().to_string()).into_owned();
    let bytes = crate::fsread::read(path, crate::fsread::Kind::Pdf).map_err(|e| {
        super::out::warn(&tr.msg(&e.msg()));
        ExitCode::FAILURE
    })?;
    let base = path.parent().unwrap_or_else(|| Path::new("."));
    let report =
        crate::report::signed::read(&bytes, base, &crate::report::signed::configured_trust())
            .map_err(|e| {
                let key = match e {
                    ReadError::Signature(_) => "verify-error",
                    ReadError::NoCase(_) | ReadError::Case(_) => "appeal-cli-no-case",
                };
                super::fail(
                    tr,
                    key,
                    &[
                        ("path", display.as_str().into()),
                        ("detail", tr.msg(&e.msg()).into()),
                    ],
                )
            })?;
    if !report.intact {
        return Err(not_intact(tr, path, &report.problems));
    }
    // Intact, but whose key? Said in one line, and loudly when no one vouches for it.
    let verdict = super::verify::trust_verdict(&report.trust);
    super::out::warn(&tr.t_args("appeal-cli-trust", &[("verdict", verdict.into())]));
    if report.trust == crate::sign::Trust::Unknown {
        super::out::warn(&tr.t_args(
            "appeal-cli-untrusted",
            &[
                ("path", display.as_str().into()),
                ("signer", shown(&report.signer).into_owned().into()),
                ("fingerprint", report.fingerprint.as_str().into()),
            ],
        ));
    }
    Ok(report)
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
    if let Err(e) = crate::case::write_atomically(output, &checked.case_bytes) {
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
            ("signer", shown(&checked.signer).into_owned().into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}

/// The committee's amended case file, read and ruled.
fn amendment(tr: Tr, path: &Path) -> Result<Amendment, ExitCode> {
    let case_error = |detail: String| {
        super::fail(
            tr,
            "report-cli-case",
            &[
                ("path", path.display().to_string().into()),
                ("detail", detail.into()),
            ],
        )
    };
    let (case, judgement) = super::rule::rule_file(path).map_err(|e| case_error(e.render(tr)))?;
    let case_toml = crate::case::read_text(path).map_err(|e| case_error(tr.msg(&e.detail())))?;
    Ok(Amendment {
        case,
        case_toml,
        judgement,
    })
}

/// `arbitre appeal REPORT.pdf -o DECISION.pdf [--amended CASE.toml] ...`.
pub fn run(tr: Tr, options: &Options) -> ExitCode {
    let report = match checked_report(tr, &options.report) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if options.members.iter().all(|m| m.trim().is_empty()) {
        return super::fail(tr, "appeal-cli-no-members", &[]);
    }
    let name = options
        .report
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let basis = match Basis::of(&name, &report) {
        Ok(b) => b,
        Err(AppealError::NotIntact(problems)) => {
            return not_intact(tr, &options.report, &problems);
        }
        Err(e) => {
            return super::fail(
                tr,
                "report-cli-rule",
                &[("detail", tr.msg(&e.msg()).into())],
            );
        }
    };
    let amended = match options
        .amended
        .as_deref()
        .map(|p| amendment(tr, p))
        .transpose()
    {
        Ok(a) => a,
        Err(code) => return code,
    };
    if let Err(refusal) = super::report_target::check(&options.output, &options.report, &basis.case)
    {
        let suggestion = super::report_target::suggestion(&options.report);
        super::out::warn(&refusal.render(tr, &suggestion));
        return ExitCode::FAILURE;
    }
    let chair = options.chair.clone().unwrap_or_default();
    let identity = match super::report::identity(tr, options.sign.as_ref(), &chair) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let record = Record {
        reasons: options.reasons.clone(),
        members: options.members.clone(),
        chair,
        lang: tr.lang(),
    };
    let pdf =
        match crate::report::appeal::sign_decision(&basis, amended.as_ref(), &record, &identity) {
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
            ("hash", basis.original.sha256.as_str().into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}
