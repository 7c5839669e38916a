//! `arbitre report` and `arbitre notice`: the signed ruling report, or the one-page player
//! notice (printed through the system's printing when asked).
use crate::i18n::Tr;
use crate::report::notice::NoticePaper;
use crate::report::{Paper, ReportOptions, render_signed};
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

/// The paper, by what is made.
enum Sheet {
    Report(Paper),
    Notice(NoticePaper),
}

fn case_error(tr: Tr, e: &super::rule::RuleFileError) -> String {
    match e {
        super::rule::RuleFileError::Case(crate::case::CaseError::Io { message, .. }) => {
            message.clone()
        }
        other => other.render(tr),
    }
}

fn sign_fail(tr: Tr, e: &SignError) -> ExitCode {
    super::out::warn(&tr.msg(&e.msg()));
    ExitCode::FAILURE
}

/// The identity to sign with: the `--sign` file, else the director's own (created on
/// first use in the config folder).
pub(super) fn identity(
    tr: Tr,
    sign_with: Option<&PathBuf>,
    director: &str,
) -> Result<Identity, ExitCode> {
    let creating = sign_with.is_none()
        && sign::config_dir().is_some_and(|d| !d.join(sign::IDENTITY_FILE).exists());
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
    if let Some(p12) = sign_with {
        return Identity::load_pkcs12(p12, &pass).map_err(|e| sign_fail(tr, &e));
    }
    let Some(dir) = sign::config_dir() else {
        super::out::warn(&tr.t("sign-error-no-config"));
        return Err(ExitCode::FAILURE);
    };
    let name = Some(director).filter(|d| !d.trim().is_empty());
    let (identity, created) =
        Identity::load_or_create(&dir, name, &pass).map_err(|e| sign_fail(tr, &e))?;
    if created {
        super::out::warn(&tr.t_args(
            "report-cli-identity-created",
            &[
                ("name", identity.name().into()),
                (
                    "path",
                    dir.join(sign::IDENTITY_FILE).display().to_string().into(),
                ),
            ],
        ));
    }
    Ok(identity)
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
    let case_text = match std::fs::read_to_string(&options.case) {
        Ok(t) => t,
        Err(e) => {
            return super::fail(
                tr,
                "report-cli-case",
                &[
                    ("path", path.as_str().into()),
                    ("detail", e.to_string().into()),
                ],
            );
        }
    };
    let case = match super::rule::read_checked(&options.case) {
        Ok(c) => c,
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
    if let Err(refusal) = super::report_target::check(&options.output, &options.case, &case) {
        let suggestion = super::report_target::suggestion(&options.case);
        super::out::warn(&refusal.render(tr, &suggestion));
        return ExitCode::FAILURE;
    }
    let director = options
        .director
        .clone()
        .filter(|d| !d.trim().is_empty())
        .unwrap_or_else(|| case.meta.director.clone());
    let identity = match identity(tr, options.sign.as_ref(), &director) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let director = if director.trim().is_empty() {
        identity.name().to_owned()
    } else {
        director
    };
    let mut report_options = ReportOptions {
        lang: tr.lang(),
        director: Some(director),
        time: SystemTime::now(),
        ..ReportOptions::default()
    };
    let made = match sheet {
        Sheet::Report(paper) => {
            report_options.paper = paper;
            render_signed(&case, &judgement, &case_text, &report_options, &identity)
        }
        Sheet::Notice(paper) => crate::report::notice::render_signed(
            &case,
            &judgement,
            &case_text,
            &report_options,
            paper,
            &identity,
        ),
    };
    let signed = match made {
        Ok(pdf) => pdf,
        Err(e) => {
            super::out::warn(&tr.msg(&e.msg()));
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = crate::case::write_atomically(&options.output, &signed) {
        return super::fail(
            tr,
            "report-cli-write",
            &[
                ("path", options.output.display().to_string().into()),
                ("detail", super::out::io_detail(tr, &e).into()),
            ],
        );
    }
    let written_key = match options.what {
        What::Report => "report-cli-written",
        What::Notice { .. } => "notice-cli-written",
    };
    let mut lines = vec![
        tr.t_args(
            written_key,
            &[("path", options.output.display().to_string().into())],
        ),
        tr.t_args(
            "report-cli-signed",
            &[
                ("signer", identity.name().into()),
                ("fingerprint", identity.fingerprint().into()),
            ],
        ),
    ];
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
    let mut out = super::out::stdout();
    let written = lines.iter().try_for_each(|l| out.line(l));
    out.finish(tr, written, code)
}
