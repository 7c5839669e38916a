//! `arbitre identity`: the director's signing identity. `export` writes its certificate
//! (PEM), which readers put in their trusted folder (`arbitre verify --trust`).
use crate::i18n::Tr;
use crate::sign::{self, Identity};
use clap::Subcommand;
use std::path::PathBuf;
use std::process::ExitCode;

/// What to do with the identity.
#[derive(Debug, Subcommand)]
pub enum Action {
    /// Write the director's certificate (PEM) for readers to trust; to standard output
    /// without -o.
    Export {
        /// The file to write.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Export the certificate of this PKCS#12 identity instead of the director's own.
        #[arg(long)]
        sign: Option<PathBuf>,
    },
}

fn fail(tr: Tr, e: &sign::SignError) -> ExitCode {
    super::out::warn(&tr.msg(&e.msg()));
    ExitCode::FAILURE
}

/// Runs `arbitre identity ...`.
pub fn run(tr: Tr, action: &Action) -> ExitCode {
    let Action::Export { output, sign } = action;
    let path = match sign {
        Some(p) => p.clone(),
        None => {
            let Some(dir) = sign::config_dir() else {
                return super::out::error(tr, "sign-error-no-config", &[]);
            };
            dir.join(sign::IDENTITY_FILE)
        }
    };
    if !path.exists() {
        return super::fail(
            tr,
            "identity-cli-none",
            &[("path", path.display().to_string().into())],
        );
    }
    let pass = match sign::passphrase(&format!("{} ", tr.t("sign-passphrase-prompt"))) {
        Ok(p) => p,
        Err(e) => return fail(tr, &e),
    };
    let identity = match Identity::load_pkcs12(&path, &pass) {
        Ok(i) => i,
        Err(e) => return fail(tr, &e),
    };
    let pem = match identity.certificate_pem() {
        Ok(p) => p,
        Err(e) => return fail(tr, &e),
    };
    let Some(output) = output else {
        let mut out = super::out::stdout();
        let written = out.text(&pem);
        return out.finish(tr, written, ExitCode::SUCCESS);
    };
    let written = output
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| crate::case::write_atomically(output, pem.as_bytes()));
    if let Err(e) = written {
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
        "identity-cli-exported",
        &[
            ("name", identity.name().into()),
            ("path", output.display().to_string().into()),
            ("fingerprint", identity.fingerprint().into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}
