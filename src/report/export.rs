//! One way to export a report or a player notice, for the command line and the window
//! alike: unlock (or create) the director's signing identity, refuse a target that would
//! destroy an input, rule the case when no ruling is given, render, sign (unless it is a
//! draft), and write the file atomically.
//!
//! The passphrase is asked by the caller (a terminal prompt, a dialog's field); this module
//! only checks it, with [`unlock`], which the window calls before it asks for a file name.

use super::notice::NoticePaper;
use super::target::{self, Refusal};
use super::{ExportError, Paper, ReportOptions};
use crate::case::Case;
use crate::i18n::Msg;
use crate::laws::Judgement;
use crate::sign::{self, Identity, SignError};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sheet {
    /// The ruling report on this paper.
    Report(Paper),
    /// The player notice on this paper.
    Notice(NoticePaper),
}

/// Where the signing identity comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdentitySource {
    /// The director's own, in the settings folder (`None`: there is no settings folder);
    /// created there, for the director's name, on first use.
    Own(Option<PathBuf>),
    /// A PKCS#12 file given by the director (`arbitre report --sign FILE`).
    File(PathBuf),
}

impl IdentitySource {
    /// The director's own identity, in the usual settings folder.
    #[must_use]
    pub fn own() -> Self {
        Self::Own(sign::config_dir())
    }

    /// Whether using it creates a new identity (so the passphrase is typed twice).
    #[must_use]
    pub fn creates(&self) -> bool {
        match self {
            Self::Own(Some(dir)) => !dir.join(sign::IDENTITY_FILE).exists(),
            Self::Own(None) | Self::File(_) => false,
        }
    }

    /// The identity file, when it exists.
    #[must_use]
    pub fn existing_file(&self) -> Option<PathBuf> {
        match self {
            Self::Own(dir) => dir
                .as_ref()
                .map(|d| d.join(sign::IDENTITY_FILE))
                .filter(|p| p.is_file()),
            Self::File(p) => Some(p.clone()),
        }
    }
}

/// An identity unlocked with its passphrase.
#[derive(Debug, Clone)]
pub struct Unlocked {
    /// The identity.
    pub identity: Identity,
    /// Where it was created now (first use), else `None`.
    pub created: Option<PathBuf>,
}

impl Unlocked {
    /// `Name (fingerprint)`, as the window's messages name the signer.
    #[must_use]
    pub fn signer(&self) -> String {
        format!("{} ({})", self.identity.name(), self.identity.fingerprint())
    }
}

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportFailure {
    /// There is no settings folder to keep the director's identity in.
    #[error("no settings folder for the identity")]
    NoConfig,
    /// The identity could not be read or created (wrong passphrase, no name, ...).
    #[error(transparent)]
    Identity(SignError),
    /// The case cannot be ruled.
    #[error("the case cannot be ruled")]
    Rule(Msg),
    /// The target would destroy an input, or is not a PDF.
    #[error(transparent)]
    Target(Refusal),
    /// Rendering or signing failed.
    #[error(transparent)]
    Render(#[from] ExportError),
    /// The file could not be written (the old one is then intact).
    #[error("{}: {error}", path.display())]
    Write {
        /// The target.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
}

impl ExportFailure {
    /// The message for the window's status bar (the command line words a refused target
    /// and a write error for its own options).
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::NoConfig => Msg::new("ui-export-no-config"),
            Self::Identity(e) => e.msg(),
            Self::Rule(m) => m.clone(),
            Self::Target(r) => r.msg(),
            Self::Render(e) => e.msg(),
            Self::Write { path, error } => Msg::new("ui-error-io")
                .arg("path", path.display().to_string())
                .arg("message", crate::fsread::io_words(error)),
        }
    }
}

/// Reads the identity with `passphrase`, or creates the director's own for `director` on
/// first use. The passphrase is checked here, before anything else is asked or written.
///
/// # Errors
/// [`ExportFailure::NoConfig`] or [`ExportFailure::Identity`] (a wrong passphrase, an empty
/// one for a new identity, no director's name to create one).
pub fn unlock(
    source: &IdentitySource,
    director: &str,
    passphrase: &str,
) -> Result<Unlocked, ExportFailure> {
    match source {
        IdentitySource::File(p12) => Identity::load_pkcs12(p12, passphrase)
            .map(|identity| Unlocked {
                identity,
                created: None,
            })
            .map_err(ExportFailure::Identity),
        IdentitySource::Own(None) => Err(ExportFailure::NoConfig),
        IdentitySource::Own(Some(dir)) => {
            let name = Some(director.trim()).filter(|d| !d.is_empty());
            let (identity, created) =
                Identity::load_or_create(dir, name, passphrase).map_err(ExportFailure::Identity)?;
            Ok(Unlocked {
                identity,
                created: created.then(|| dir.join(sign::IDENTITY_FILE)),
            })
        }
    }
}

/// Everything an export needs.
pub struct ExportRequest<'a> {
    /// The case.
    pub case: &'a Case,
    /// Its ruling, when the caller has it; else the case is ruled here.
    pub judgement: Option<&'a Judgement>,
    /// The case file's text, attached to the PDF.
    pub case_toml: &'a str,
    /// The case file, when the case has one: the target may not be it (nor its PBN file).
    pub case_path: Option<&'a Path>,
    /// The PDF to write.
    pub output: &'a Path,
    /// Report or notice, and the paper.
    pub sheet: Sheet,
    /// Language, director's name, time (the paper and `draft` are set from `sheet` and
    /// `identity`).
    pub options: ReportOptions,
    /// The identity that signs; `None` makes an unsigned draft marked as such on every page.
    pub identity: Option<&'a Identity>,
}

/// What was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    /// Where.
    pub path: PathBuf,
    /// The signer's name and fingerprint; `None` for a draft.
    pub signer: Option<(String, String)>,
    /// Characters of the case that no font on this machine can print (shown as `?`).
    pub unprintable: BTreeSet<char>,
}

/// Checks where the file goes (before any passphrase is asked, the command line calls
/// this first).
///
/// # Errors
/// The refusal, see [`target::check`].
pub fn check_target(output: &Path, case_path: Option<&Path>, case: &Case) -> Result<(), Refusal> {
    match case_path {
        Some(p) => target::check(output, p, case),
        None => target::check_output(output),
    }
}

/// Makes, signs (unless a draft) and writes the report or notice.
///
/// # Errors
/// See [`ExportFailure`]; nothing is written when it fails.
pub fn export(request: &ExportRequest<'_>) -> Result<Exported, ExportFailure> {
    check_target(request.output, request.case_path, request.case).map_err(ExportFailure::Target)?;
    let ruled;
    let judgement = match request.judgement {
        Some(j) => j,
        None => {
            ruled = crate::laws::rule(request.case).map_err(|e| match e {
                crate::laws::RuleError::Facts(m) => ExportFailure::Rule(m),
            })?;
            &ruled
        }
    };
    let mut options = request.options.clone();
    options.draft = request.identity.is_none();
    let (case, toml) = (request.case, request.case_toml);
    let unprintable = std::cell::RefCell::new(BTreeSet::new());
    let render = |o: &ReportOptions| {
        let made = match request.sheet {
            Sheet::Report(paper) => {
                let o = ReportOptions { paper, ..o.clone() };
                super::render_checked(case, judgement, toml, &o)
            }
            Sheet::Notice(paper) => super::notice::render_checked(case, judgement, toml, o, paper),
        }?;
        unprintable.borrow_mut().extend(made.unprintable);
        Ok(made.pdf)
    };
    let pdf = match request.identity {
        Some(identity) => super::sign_rendered(&options, identity, render)?,
        None => render(&options).map_err(ExportError::from)?,
    };
    crate::case::write_atomically(request.output, &pdf).map_err(|error| ExportFailure::Write {
        path: request.output.to_path_buf(),
        error,
    })?;
    Ok(Exported {
        path: request.output.to_path_buf(),
        signer: request
            .identity
            .map(|i| (i.name().to_owned(), i.fingerprint())),
        unprintable: unprintable.into_inner(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unlock_creates_once_then_checks_the_passphrase() {
        let dir = tempfile::tempdir().unwrap();
        let own = IdentitySource::Own(Some(dir.path().join("id")));
        assert!(own.creates());
        assert!(matches!(
            unlock(&own, " ", "pass phrase"),
            Err(ExportFailure::Identity(SignError::NoDirectorName))
        ));
        let first = unlock(&own, "Jeanne Martin", "pass phrase").unwrap();
        assert_eq!(first.identity.name(), "Jeanne Martin");
        assert_eq!(
            first.created.as_deref(),
            Some(dir.path().join("id").join(sign::IDENTITY_FILE).as_path())
        );
        assert!(!own.creates());
        let again = unlock(&own, "", "pass phrase").unwrap();
        assert_eq!(again.created, None);
        assert_eq!(again.identity.fingerprint(), first.identity.fingerprint());
        assert!(matches!(
            unlock(&own, "", "wrong"),
            Err(ExportFailure::Identity(SignError::WrongPassphrase))
        ));
        assert!(matches!(
            unlock(&IdentitySource::Own(None), "X", "pass phrase"),
            Err(ExportFailure::NoConfig)
        ));
    }

    /// The test case the integration tests share (`tests/data`).
    const CASE: &str = include_str!("../../tests/data/board-2-revoke.toml");

    #[test]
    fn a_draft_is_ruled_rendered_and_written_and_a_bad_target_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let case_path = dir.path().join("case.toml");
        std::fs::write(&case_path, CASE).unwrap();
        let case = crate::case::load(&case_path).unwrap();
        let output = dir.path().join("draft.pdf");
        let mut request = ExportRequest {
            case: &case,
            judgement: None,
            case_toml: CASE,
            case_path: Some(&case_path),
            output: &output,
            sheet: Sheet::Report(Paper::Letter),
            options: ReportOptions::default(),
            identity: None,
        };
        let done = export(&request).unwrap();
        assert_eq!(done.signer, None);
        assert!(done.unprintable.is_empty());
        let pdf = std::fs::read(&output).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(sign::verify(&pdf).is_err(), "a draft is not signed");
        // Onto the case file: refused, the case untouched.
        request.output = &case_path;
        assert!(matches!(
            export(&request),
            Err(ExportFailure::Target(Refusal::IsCase { .. }))
        ));
        assert_eq!(std::fs::read_to_string(&case_path).unwrap(), CASE);
        // Into a folder that does not exist: the write fails, said with the path.
        let nowhere = dir.path().join("no/such/folder/r.pdf");
        request.output = &nowhere;
        let err = export(&request).unwrap_err();
        assert!(matches!(err, ExportFailure::Write { .. }), "{err:?}");
        let text = crate::i18n::Tr::new(crate::i18n::Lang::En).msg(&err.msg());
        assert!(text.contains("r.pdf"), "{text}");
    }
}
