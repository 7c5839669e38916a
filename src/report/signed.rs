//! A signed document of Arbitre read back as evidence (a ruling report, a player notice or
//! an appeal decision): its signature checked against the trusted certificates, what kind
//! of document it says it is, the case file it carries read back byte for byte, and the
//! director's own ruling on it, for an appeals committee to compare with.

use crate::case::{Case, CaseError};
use crate::i18n::{Lang, Msg, Tr};
use crate::sign::{self, Trust, TrustStore};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// What kind of document a signed PDF of Arbitre is, as its subject says (the subject is
/// covered by the signature).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// The director's ruling report.
    Report,
    /// The player notice.
    Notice,
    /// An appeals committee's decision on the report whose SHA-256 (lowercase hexadecimal)
    /// this is.
    AppealDecision(String),
}

impl Kind {
    /// The kind a document's subject names, in any of Arbitre's languages: a decision names
    /// the report it decides on by a SHA-256 (64 hexadecimal digits); a notice has the
    /// notice's subject; anything else is a ruling report.
    #[must_use]
    pub fn of_subject(subject: &str) -> Self {
        let hash = subject
            .split(|c: char| !c.is_ascii_hexdigit())
            .find(|w| w.len() == 64);
        if let Some(hash) = hash {
            return Self::AppealDecision(hash.to_ascii_lowercase());
        }
        let subject = subject.trim();
        if Lang::ALL
            .into_iter()
            .any(|l| Tr::new(l).t("notice-subject") == subject)
        {
            Self::Notice
        } else {
            Self::Report
        }
    }
}

/// What a signed report is, as the committee's banner says it.
#[derive(Debug, Clone)]
pub struct SignedReport {
    /// The case the report carries.
    pub case: Case,
    /// The case file's bytes, exactly as the report carries them.
    pub case_bytes: Vec<u8>,
    /// The SHA-256 of the PDF's bytes (lowercase hexadecimal): how an appeal decision
    /// names it.
    pub sha256: String,
    /// What the document says it is.
    pub kind: Kind,
    /// The signer's name (proven only when `intact`), its control characters escaped
    /// ([`crate::i18n::shown`]): it is shown as it is in the window, the terminal and PDFs.
    pub signer: String,
    /// When it was signed, if the signature says.
    pub signing_time: Option<SystemTime>,
    /// The signer's certificate fingerprint.
    pub fingerprint: String,
    /// The file is exactly what was signed.
    pub intact: bool,
    /// Why it is not intact.
    pub problems: Vec<Msg>,
    /// Whether a trusted certificate vouches for the signer.
    pub trust: Trust,
    /// North-South's final score in the director's ruling, if it gives one.
    pub director_score_ns: Option<i32>,
}

/// Why a signed document cannot be read back.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReadError {
    /// It is not a PDF, or has no signature.
    #[error("{0}")]
    Signature(Msg),
    /// It carries no case file.
    #[error("{0}")]
    NoCase(Msg),
    /// The case file it carries cannot be read.
    #[error("{0}")]
    Case(Msg),
}

impl ReadError {
    /// What is wrong, in the director's words.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Signature(m) | Self::NoCase(m) | Self::Case(m) => m.clone(),
        }
    }
}

/// The certificates trusted in the settings folder (`<config>/trusted/`), as
/// `arbitre verify` reads them; an unreadable folder trusts nobody.
#[must_use]
pub fn configured_trust() -> TrustStore {
    load_configured_trust().map_or_else(|_| TrustStore::new(), |(store, _)| store)
}

/// The certificates trusted in the settings folder, and that folder when it exists.
///
/// # Errors
/// When the folder exists but a file in it cannot be read as a certificate.
pub fn load_configured_trust() -> Result<(TrustStore, Option<PathBuf>), sign::SignError> {
    let mut store = TrustStore::new();
    let dir = sign::config_dir()
        .map(|d| sign::trusted_dir(&d))
        .filter(|d| d.is_dir());
    if let Some(dir) = &dir {
        store.add_dir(dir)?;
    }
    Ok((store, dir))
}

/// Reads a signed report (or notice, or appeal decision) from its bytes; a `pbn_file`
/// board of its case is looked for in `base`.
///
/// # Errors
/// When the PDF has no signature, carries no case file, or the case file it carries cannot
/// be read.
pub fn read(bytes: &[u8], base: &Path, trust: &TrustStore) -> Result<SignedReport, ReadError> {
    let v = sign::verify_trusting(bytes, trust).map_err(|e| ReadError::Signature(e.msg()))?;
    // The library's own words never reach the reader: a damaged file or one without the
    // attachment is said in ours.
    let case_bytes = super::attachment::embedded_case(bytes)
        .map_err(|_| ReadError::NoCase(Msg::new("signed-error-no-attachment")))?;
    let text = String::from_utf8_lossy(&case_bytes);
    let case = crate::case::from_toml_str(&text, base).map_err(|e| {
        ReadError::Case(match e {
            CaseError::Field(m) | CaseError::BoardFile { message: m, .. } => m,
            CaseError::Io { path, message } => Msg::new("report-error-case-io")
                .arg("path", path)
                .arg("message", message),
        })
    })?;
    let director_score_ns = crate::laws::rule(&case)
        .ok()
        .and_then(|j| j.ruling.final_result.map(|f| f.score_ns));
    let kind = super::attachment::subject(bytes).map_or(Kind::Report, |s| Kind::of_subject(&s));
    Ok(SignedReport {
        case,
        case_bytes,
        sha256: super::appeal::sha256_hex(bytes),
        kind,
        signer: crate::i18n::shown(&v.signer).into_owned(),
        signing_time: v.signing_time,
        fingerprint: v.fingerprint,
        intact: v.intact,
        problems: v.problems.iter().map(sign::Problem::msg).collect(),
        trust: v.trust,
        director_score_ns,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kind_is_read_from_the_subject_in_every_language() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            assert_eq!(Kind::of_subject(&tr.t("report-subject")), Kind::Report);
            assert_eq!(Kind::of_subject(&tr.t("notice-subject")), Kind::Notice);
            let hash = "ab".repeat(32);
            let subject = tr.t_args("appeal-subject", &[("hash", hash.as_str().into())]);
            assert_eq!(Kind::of_subject(&subject), Kind::AppealDecision(hash));
        }
        // A shorter run of hexadecimal digits is no hash.
        assert_eq!(Kind::of_subject("board 12 deadbeef"), Kind::Report);
    }
}
