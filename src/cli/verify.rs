//! `arbitre verify`: is a signed report intact, and does a trusted certificate vouch for its
//! signer? Trusted certificates come from `<config>/trusted/` and each `--trust` folder or file.
use crate::i18n::{Tr, shown};
use crate::report::format_time;
use crate::sign::{self, Trust, TrustStore};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The trusted certificates: the config folder's (as the workbench reads them), then each
/// `--trust` folder or file.
fn trust_store(tr: Tr, trust: &[PathBuf], lines: &mut Vec<String>) -> Result<TrustStore, ExitCode> {
    let fail = |e: &sign::SignError| {
        super::out::warn(&tr.msg(&e.msg()));
        ExitCode::FAILURE
    };
    let count_line = |count: usize, source: &Path| {
        tr.t_args(
            "verify-trust-count",
            &[
                ("count", count.into()),
                (
                    "path",
                    shown(&source.display().to_string()).into_owned().into(),
                ),
            ],
        )
    };
    let (mut store, config) =
        crate::report::signed::load_configured_trust().map_err(|e| fail(&e))?;
    if let Some(dir) = config.filter(|_| !store.is_empty()) {
        lines.push(count_line(store.len(), &dir));
    }
    for source in trust {
        let read = if source.is_dir() {
            store.add_dir(source)
        } else {
            crate::fsread::read(source, crate::fsread::Kind::Certificate)
                .map_err(sign::SignError::from)
                .and_then(|bytes| store.add_bytes(&bytes))
                .map_err(|e| match e {
                    sign::SignError::NotACertificate(_) => {
                        sign::SignError::NotACertificate(source.display().to_string())
                    }
                    other => other,
                })
        };
        lines.push(count_line(read.map_err(|e| fail(&e))?, source));
    }
    Ok(store)
}

/// The one-word verdict of trust: `director`, `federation` or `unknown`.
pub(super) const fn trust_verdict(trust: &Trust) -> &'static str {
    match trust {
        Trust::Director => "director",
        Trust::Authority(_) => "federation",
        Trust::Unknown => "unknown",
    }
}

/// One line for each signature of a file that holds more than one.
fn signature_lines(tr: Tr, v: &sign::Verification, size: usize, lines: &mut Vec<String>) {
    lines.push(tr.t_args(
        "verify-signature-count",
        &[("count", v.signatures.len().into())],
    ));
    if v.signatures.len() < 2 {
        return;
    }
    for (n, s) in v.signatures.iter().enumerate() {
        let verdict = match s.problems.first() {
            None => tr.t_args(
                "verify-signature-valid",
                &[(
                    "trust",
                    tr.t_args(
                        "verify-trust-label",
                        &[("verdict", trust_verdict(&s.trust).into())],
                    )
                    .into(),
                )],
            ),
            Some(p) => tr.t_args("verify-signature-invalid", &[("reason", p.msg().into())]),
        };
        let signer = if s.signer.trim().is_empty() {
            tr.t("verify-signature-no-name")
        } else {
            shown(&s.signer).into_owned()
        };
        lines.push(
            tr.t_args(
                "verify-signature-item",
                &[
                    ("n", (n + 1).into()),
                    ("signer", signer.into()),
                    (
                        "time",
                        s.signing_time
                            .map_or_else(|| tr.t("verify-no-time"), format_time)
                            .into(),
                    ),
                    ("fingerprint", s.fingerprint.as_str().into()),
                    ("covers", s.covers.into()),
                    ("size", size.into()),
                    ("verdict", verdict.into()),
                ],
            ),
        );
    }
}

/// Checks a signed report; exits non-zero unless it is intact. Every text read from the
/// file (names, subject) is shown with its control characters escaped.
pub fn run(tr: Tr, pdf: &Path, trust: &[PathBuf]) -> ExitCode {
    let mut lines = Vec::new();
    let store = match trust_store(tr, trust, &mut lines) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let path = shown(&pdf.display().to_string()).into_owned();
    let bytes = crate::fsread::read(pdf, crate::fsread::Kind::Pdf).map_err(|e| tr.msg(&e.detail()));
    let result = bytes
        .as_ref()
        .map_err(Clone::clone)
        .and_then(|bytes| sign::verify_trusting(bytes, &store).map_err(|e| tr.msg(&e.msg())));
    let v = match result {
        Ok(v) => v,
        Err(detail) => {
            return super::fail(
                tr,
                "verify-error",
                &[("path", path.as_str().into()), ("detail", detail.into())],
            );
        }
    };
    let size = bytes.as_ref().map_or(0, Vec::len);
    lines.push(tr.t_args("verify-file", &[("path", path.as_str().into())]));
    // What the document says it is: a ruling report, or an appeal decision naming the
    // report it decides on (the subject is covered by the signature).
    if let Some(subject) = bytes
        .as_deref()
        .ok()
        .and_then(crate::report::attachment::subject)
        .filter(|s| !s.trim().is_empty())
    {
        lines.push(tr.t_args(
            "verify-document",
            &[("subject", shown(&subject).into_owned().into())],
        ));
    }
    signature_lines(tr, &v, size, &mut lines);
    let signer = shown(&v.signer).into_owned();
    if !signer.is_empty() {
        let key = if v.intact {
            "verify-signer"
        } else {
            "verify-signer-unproven"
        };
        lines.push(tr.t_args(key, &[("signer", signer.as_str().into())]));
    }
    match v.signing_time {
        Some(t) => lines.push(tr.t_args("verify-time", &[("time", format_time(t).into())])),
        None => lines.push(tr.t("verify-no-time")),
    }
    if !v.fingerprint.is_empty() {
        lines.push(tr.t_args(
            "verify-fingerprint",
            &[("fingerprint", v.fingerprint.as_str().into())],
        ));
    }
    if !v.intact {
        for problem in &v.problems {
            lines.push(tr.t_args("verify-not-intact", &[("reason", problem.msg().into())]));
        }
        return write(tr, &lines, ExitCode::FAILURE);
    }
    lines.push(tr.t("verify-intact"));
    lines.push(tr.t_args(
        "verify-trust-verdict",
        &[("verdict", trust_verdict(&v.trust).into())],
    ));
    match &v.trust {
        Trust::Director => lines.push(tr.t_args("verify-trusted", &[("signer", signer.into())])),
        Trust::Authority(ca) => lines.push(tr.t_args(
            "verify-trusted-authority",
            &[
                ("signer", signer.into()),
                ("authority", shown(ca).into_owned().into()),
            ],
        )),
        Trust::Unknown => lines.push(tr.t("verify-unknown-key")),
    }
    write(tr, &lines, ExitCode::SUCCESS)
}

/// Writes the verdict; a reader closing the pipe early does not change the status.
fn write(tr: Tr, lines: &[String], code: ExitCode) -> ExitCode {
    let mut out = super::out::stdout();
    let written = lines.iter().try_for_each(|l| out.line(l));
    out.finish(tr, written, code)
}
