//! `arbitre report`.
use crate::i18n::Tr;
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
fn identity(tr: Tr, options: &Options, director: &str) -> Result<Identity, ExitCode> {
    let creating = options.sign.is_none()
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
    if let Some(p12) = &options.sign {
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
    let Some(paper) = Paper::from_code(&options.paper) else {
        return super::fail(
            tr,
            "report-cli-bad-paper",
            &[("paper", options.paper.as_str().into())],
        );
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
    let identity = match identity(tr, options, &director) {
        Ok(i) => i,
        Err(code) => return code,
    };
    let director = if director.trim().is_empty() {
        identity.name().to_owned()
    } else {
        director
    };
    let report_options = ReportOptions {
        lang: tr.lang(),
        paper,
        director: Some(director),
        time: SystemTime::now(),
        ..ReportOptions::default()
    };
    let signed = match render_signed(&case, &judgement, &case_text, &report_options, &identity) {
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
    let mut out = super::out::stdout();
    let written = out
        .line(&tr.t_args(
            "report-cli-written",
            &[("path", options.output.display().to_string().into())],
        ))
        .and_then(|()| {
            out.line(&tr.t_args(
                "report-cli-signed",
                &[
                    ("signer", identity.name().into()),
                    ("fingerprint", identity.fingerprint().into()),
                ],
            ))
        });
    out.finish(tr, written, ExitCode::SUCCESS)
}
