//! `arbitre trust`: the reader's trusted certificates, kept in `<config>/trusted/` (read by
//! `verify`, `extract`, `appeal` and the workbench). `add` copies a colleague's or a
//! federation's certificate there; `list` shows what is trusted.
use crate::i18n::{Tr, shown};
use crate::sign;
use clap::Subcommand;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What to do with the trusted certificates.
#[derive(Debug, Subcommand)]
pub enum Action {
    /// Trust a certificate (PEM or DER): a director's (from `arbitre identity export`) or a
    /// federation's certification authority.
    Add {
        /// The certificate file.
        certificate: PathBuf,
    },
    /// List the trusted certificates.
    List,
}

fn fail(tr: Tr, e: &sign::SignError) -> ExitCode {
    super::out::warn(&tr.msg(&e.msg()));
    ExitCode::FAILURE
}

fn shown_path(path: &Path) -> String {
    shown(&path.display().to_string()).into_owned()
}

/// Runs `arbitre trust ...`.
pub fn run(tr: Tr, action: &Action) -> ExitCode {
    let Some(config) = sign::config_dir() else {
        return super::out::error(tr, "sign-error-no-config", &[]);
    };
    let mut lines = Vec::new();
    match action {
        Action::Add { certificate } => {
            let bytes = match std::fs::read(certificate) {
                Ok(b) => b,
                Err(e) => {
                    return super::fail(
                        tr,
                        "trust-cli-read",
                        &[
                            ("path", shown_path(certificate).into()),
                            ("detail", super::out::io_detail(tr, &e).into()),
                        ],
                    );
                }
            };
            let added = match sign::add_to_trusted_dir(&config, &bytes) {
                Ok(a) => a,
                Err(sign::SignError::NotACertificate(_)) => {
                    return fail(
                        tr,
                        &sign::SignError::NotACertificate(shown_path(certificate)),
                    );
                }
                Err(e) => return fail(tr, &e),
            };
            if added.is_empty() {
                lines.push(tr.t_args(
                    "trust-cli-already",
                    &[("path", shown_path(certificate).into())],
                ));
            }
            for c in &added {
                lines.push(tr.t_args(
                    "trust-cli-added",
                    &[
                        ("name", shown(&c.name).into_owned().into()),
                        ("fingerprint", c.fingerprint.as_str().into()),
                        ("authority", if c.authority { "yes" } else { "no" }.into()),
                        ("path", shown_path(&c.path).into()),
                    ],
                ));
            }
        }
        Action::List => {
            let list = match sign::list_trusted_dir(&config) {
                Ok(l) => l,
                Err(e) => return fail(tr, &e),
            };
            if list.is_empty() {
                lines.push(tr.t_args(
                    "trust-cli-list-empty",
                    &[("path", shown_path(&sign::trusted_dir(&config)).into())],
                ));
            }
            for c in &list {
                lines.push(tr.t_args(
                    "trust-cli-list-item",
                    &[
                        ("name", shown(&c.name).into_owned().into()),
                        ("fingerprint", c.fingerprint.as_str().into()),
                        ("authority", if c.authority { "yes" } else { "no" }.into()),
                        ("path", shown_path(&c.path).into()),
                    ],
                ));
            }
        }
    }
    let mut out = super::out::stdout();
    let written = lines.iter().try_for_each(|l| out.line(l));
    out.finish(tr, written, ExitCode::SUCCESS)
}
