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
    /// Where the identity and the trusted certificates are kept, and whether they are
    /// yours alone (no passphrase asked).
    Where,
    /// Write the director's certificate (PEM) for readers to trust; to standard output
    /// without -o.
    Export {
        /// The file to write.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Export the certificate of this PKCS#12 identity instead of the director's own.
        #[arg(long)]
        sign: Option<PathBuf>,
        /// Replace the -o file if it exists.
        #[arg(long)]
        force: bool,
    },
}

fn fail(tr: Tr, e: &sign::SignError) -> ExitCode {
    super::out::warn(&tr.msg(&e.msg()));
    ExitCode::FAILURE
}

/// Runs `arbitre identity ...`.
pub fn run(tr: Tr, action: &Action) -> ExitCode {
    let (output, sign, force) = match action {
        Action::Where => return show_where(tr),
        Action::Export {
            output,
            sign,
            force,
        } => (output, sign, *force),
    };
    if let Some(output) = output.as_ref().filter(|o| !force && o.exists()) {
        return super::fail(
            tr,
            "identity-cli-exists",
            &[("path", output.display().to_string().into())],
        );
    }
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
            (
                "name",
                crate::i18n::shown(identity.name()).into_owned().into(),
            ),
            ("path", output.display().to_string().into()),
            ("fingerprint", identity.fingerprint().into()),
        ],
    ));
    out.finish(tr, written, ExitCode::SUCCESS)
}

/// `arbitre identity where`: the config folder, the identity and the trusted folder, each
/// said to be the user's alone or not (0700/0600 on Unix, the access list on Windows).
fn show_where(tr: Tr) -> ExitCode {
    let Some(dir) = sign::config_dir() else {
        return super::out::error(tr, "sign-error-no-config", &[]);
    };
    let mut out = super::out::stdout();
    let mut open = false;
    let mut written = Ok(());
    for (key, path) in [
        ("identity-where-folder", dir.clone()),
        ("identity-where-key", dir.join(sign::IDENTITY_FILE)),
        ("identity-where-trusted", sign::trusted_dir(&dir)),
    ] {
        let state = if !path.exists() {
            "absent"
        } else {
            match crate::os::is_private(&path) {
                Ok(true) => "private",
                Ok(false) => {
                    open = true;
                    "open"
                }
                Err(_) => "unknown",
            }
        };
        let shown = path.display().to_string();
        let line = tr.t_args(key, &[("path", shown.into()), ("state", state.into())]);
        written = written.and_then(|()| out.line(&line));
    }
    let code = if open {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    };
    out.finish(tr, written, code)
}
