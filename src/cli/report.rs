//! `arbitre report` and `arbitre notice`: the signed ruling report, or the one-page player
//! notice (printed through the system's printing when asked).
use crate::i18n::Tr;
use crate::report::export::{self, ExportFailure, ExportRequest, IdentitySource, Sheet};
use crate::report::notice::NoticePaper;
use crate::report::{Paper, ReportOptions};
use crate::sign::{self, Identity, SignError};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::SystemTime;

/// The options of `arbitre report`.
pub struct Options {
    pub case: PathBuf,
    pub output: PathBuf,
    pub paper: String,
    pub sign: Option<PathBuf>,
    pub director: Option<String>,
    /// An unsigned draft (`--draft`): marked as such on every page, no passphrase asked.
    pub draft: bool,
    /// Replace the output even if it is signed or not Arbitre's (`--force`).
    pub force: bool,
    /// What to make.
    pub what: What,
}

/// The report, or the player notice.
pub enum What {
    /// The ruling report (`--paper a4|letter`).
    Report,
    /// The player notice (`--paper a5|a4`), sent to a printer when `print` is given (the
    /// inner `None`: the system's default printer).
    Notice {
        /// `--print [PRINTER]`.
        print: Option<Option<String>>,
    },
}

fn case_error(tr: Tr, e: &super::rule::RuleFileError) -> String {
    match e {
        super::rule::RuleFileError::Case(crate::case::CaseError::Io { message, .. }) => {
            tr.msg(message)
        }
        other => other.render(tr),
    }
}

fn sign_fail(tr: Tr, e: &SignError) -> ExitCode {
    super::out::warn(&tr.msg(&e.msg()));
    ExitCode::FAILURE
}

/// The identity to sign with: the `--sign` file, else the director's own (created on
/// first use in the config folder, the passphrase then typed twice).
pub(super) fn identity(
    tr: Tr,
    sign_with: Option<&PathBuf>,
    director: &str,
) -> Result<Identity, ExitCode> {
    let source = sign_with.map_or_else(IdentitySource::own, |p| IdentitySource::File(p.clone()));
    let creating = source.creates();
    if creating && director.trim().is_empty() {
        return Err(sign_fail(tr, &SignError::NoDirectorName));
    }
    let pass = sign::passphrase(&format!("{} ", tr.t("sign-passphrase-prompt")))
        .map_err(|e| sign_fail(tr, &e))?;
    if creating && std::env::var_os(sign::PASSPHRASE_ENV).is_none() {
        // A new key: type the passphrase twice.
        let again = sign::passphrase(&format!("{} ", tr.t("sign-passphrase-confirm")))
            .map_err(|e| sign_fail(tr, &e))?;
        if again != pass {
            super::out::warn(&tr.t("sign-error-passphrase-mismatch"));
            return Err(ExitCode::FAILURE);
        }
    }
    let unlocked = match export::unlock(&source, director, &pass) {
        Ok(u) => u,
        Err(ExportFailure::NoConfig) => {
            super::out::warn(&tr.t("sign-error-no-config"));
            return Err(ExitCode::FAILURE);
        }
        Err(e) => {
            super::out::warn(&tr.msg(&e.msg()));
            return Err(ExitCode::FAILURE);
        }
    };
    if unlocked.created.is_none()
        && let Some(path) = source.existing_file().filter(|p| sign::key_file_exposed(p))
    {
        // The way to fix it is the system's: the file's mode, or its Security tab.
        let key = if cfg!(windows) {
            "sign-warn-key-exposed-windows"
        } else {
            "sign-warn-key-exposed"
        };
        super::out::warn(&tr.t_args(key, &[("path", path.display().to_string().into())]));
    }
    if let Some(path) = &unlocked.created {
        super::out::warn(
            &tr.t_args(
                "report-cli-identity-created",
                &[
                    (
                        "name",
                        crate::i18n::shown(unlocked.identity.name())
                            .into_owned()
                            .into(),
                    ),
                    ("path", path.display().to_string().into()),
                ],
            ),
        );
    }
    Ok(unlocked.identity)
}

/// Says once, in words, which characters of the case no font could print.
pub(super) fn warn_unprintable(tr: Tr, unprintable: &std::collections::BTreeSet<char>) {
    if unprintable.is_empty() {
        return;
    }
    let chars: String = unprintable.iter().collect();
    super::out::warn(&tr.t_args(
        "report-unprintable",
        &[("chars", chars.into()), ("count", unprintable.len().into())],
    ));
}

/// Makes, signs and writes the report.
pub fn run(tr: Tr, options: &Options) -> ExitCode {
    let sheet = match options.what {
        What::Report => Paper::from_code(&options.paper).map(Sheet::Report),
        What::Notice { .. } => NoticePaper::from_code(&options.paper).map(Sheet::Notice),
    };
    let Some(sheet) = sheet else {
        let key = match options.what {
            What::Report => "report-cli-bad-paper",
            What::Notice { .. } => "notice-cli-bad-paper",
        };
        return super::fail(tr, key, &[("paper", options.paper.as_str().into())]);
    };
    let path = options.case.display().to_string();
    let case_text = match crate::case::read_text(&options.case) {
        Ok(t) => t,
        Err(e) => {
            return super::fail(
                tr,
                "report-cli-case",
                &[
                    ("path", path.as_str().into()),
                    ("detail", tr.msg(&e.detail()).into()),
                ],
            );
        }
    };
    let case = match super::rule::read_checked(&options.case) {
        Ok(c) => c,
        Err(super::rule::RuleFileError::Case(crate::case::CaseError::BoardFile {
            file,
            message,
        })) => {
            // The board file is at fault, not the case: it is named first.
            return super::fail(
                tr,
                "limits-report-board-file",
                &[
                    ("file", crate::i18n::shown(&file).into()),
                    ("case", path.as_str().into()),
                    ("detail", tr.msg(&message).into()),
                ],
            );
        }
        Err(e) => {
            let detail = case_error(tr, &e);
            return super::fail(
                tr,
                "report-cli-case",
                &[("path", path.as_str().into()), ("detail", detail.into())],
            );
        }
    };
    let judgement = match crate::laws::rule(&case) {
        Ok(j) => j,
        Err(crate::laws::RuleError::Facts(msg)) => {
            return super::fail(tr, "report-cli-rule", &[("detail", tr.msg(&msg).into())]);
        }
    };
    // Where it goes is checked before the passphrase is asked.
    let replace = if options.force {
        Ok(())
    } else {
        crate::report::target::check_replace(&options.output)
    };
    if let Err(refusal) =
        export::check_target(&options.output, Some(&options.case), &case).and(replace)
    {
        let suggestion = crate::report::target::suggestion(&options.case);
        super::out::warn(&refusal.render(tr, &suggestion));
        return ExitCode::FAILURE;
    }
    let director = options
        .director
        .clone()
        .filter(|d| !d.trim().is_empty())
        .unwrap_or_else(|| case.meta.director.clone());
    let identity = if options.draft {
        None
    } else {
        match identity(tr, options.sign.as_ref(), &director) {
            Ok(i) => Some(i),
            Err(code) => return code,
        }
    };
    let director = match &identity {
        Some(i) if director.trim().is_empty() => i.name().to_owned(),
        _ => director,
    };
    let request = ExportRequest {
        case: &case,
        judgement: Some(&judgement),
        case_toml: &case_text,
        case_path: Some(&options.case),
        output: &options.output,
        sheet,
        options: ReportOptions {
            lang: tr.lang(),
            director: Some(director),
            time: SystemTime::now(),
            ..ReportOptions::default()
        },
        identity: identity.as_ref(),
    };
    let exported = match export::export(&request) {
        Ok(e) => e,
        Err(ExportFailure::Write { path, error }) => {
            return super::fail(
                tr,
                "report-cli-write",
                &[
                    ("path", path.display().to_string().into()),
                    ("detail", super::out::io_detail(tr, &error).into()),
                ],
            );
        }
        Err(ExportFailure::Target(refusal)) => {
            let suggestion = crate::report::target::suggestion(&options.case);
            super::out::warn(&refusal.render(tr, &suggestion));
            return ExitCode::FAILURE;
        }
        Err(e) => {
            super::out::warn(&tr.msg(&e.msg()));
            return ExitCode::FAILURE;
        }
    };
    warn_unprintable(tr, &exported.unprintable);
    let written_key = match options.what {
        What::Report => "report-cli-written",
        What::Notice { .. } => "notice-cli-written",
    };
    let mut lines = vec![tr.t_args(
        written_key,
        &[("path", options.output.display().to_string().into())],
    )];
    lines.push(match &exported.signer {
        Some((signer, fingerprint)) => tr.t_args(
            "report-cli-signed",
            &[
                ("signer", crate::i18n::shown(signer).into_owned().into()),
                ("fingerprint", fingerprint.as_str().into()),
            ],
        ),
        None => tr.t("report-cli-draft"),
    });
    let mut code = ExitCode::SUCCESS;
    if let What::Notice {
        print: Some(printer),
    } = &options.what
    {
        match crate::report::print::print(&options.output, printer.as_deref()) {
            Ok(job) => lines.push(
                tr.t_args(
                    "notice-cli-printed",
                    &[
                        (
                            "printer",
                            printer
                                .clone()
                                .unwrap_or_else(|| tr.t("notice-default-printer"))
                                .into(),
                        ),
                        ("job", job.into()),
                    ],
                ),
            ),
            Err(e) => {
                super::out::warn(&tr.msg(&e.msg()));
                code = ExitCode::FAILURE;
            }
        }
    }
    // A report written to a terminal or a pipe (`-o /dev/stdout`) is alone there: what was
    // done is said on standard error.
    if std::fs::metadata(&options.output).is_ok_and(|m| !m.is_file()) {
        lines.iter().for_each(|l| super::out::warn(l));
        return code;
    }
    let mut out = super::out::stdout();
    let written = lines.iter().try_for_each(|l| out.line(l));
    out.finish(tr, written, code)
}
