//! A signed report read back as evidence: its signature checked against the trusted
//! certificates, the case file it carries read back byte for byte, and the director's own
//! ruling on it, for an appeals committee to compare with.

use crate::case::{Case, CaseError};
use crate::i18n::Msg;
use crate::sign::{self, Trust, TrustStore};
use std::path::Path;
use std::time::SystemTime;

/// What a signed report is, as the committee's banner says it.
#[derive(Debug, Clone)]
pub struct SignedReport {
    /// The case the report carries.
    pub case: Case,
    /// The case file's bytes, exactly as the report carries them.
    pub case_bytes: Vec<u8>,
    /// The signer's name (proven only when `intact`).
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

/// The certificates trusted in the settings folder (`<config>/trusted/`), as
/// `arbitre verify` reads them; an unreadable folder trusts nobody.
#[must_use]
pub fn configured_trust() -> TrustStore {
    let mut store = TrustStore::new();
    if let Some(dir) = sign::config_dir()
        .map(|d| sign::trusted_dir(&d))
        .filter(|d| d.is_dir())
    {
        let _ = store.add_dir(&dir);
    }
    store
}

/// Reads a signed report (or notice, or appeal decision) from its bytes; a `pbn_file`
/// board of its case is looked for in `base`.
///
/// # Errors
/// When the PDF has no signature, carries no case file, or the case file it carries cannot
/// be read.
pub fn read(bytes: &[u8], base: &Path, trust: &TrustStore) -> Result<SignedReport, Msg> {
    let v = sign::verify_trusting(bytes, trust).map_err(|e| e.msg())?;
    let case_bytes = super::attachment::embedded_case(bytes).map_err(|e| e.msg())?;
    let text = String::from_utf8_lossy(&case_bytes);
    let case = crate::case::from_toml_str(&text, base).map_err(|e| match e {
        CaseError::Field(m) => m,
        CaseError::Io { path, message } => Msg::new("report-error-case-io")
            .arg("path", path)
            .arg("message", message),
    })?;
    let director_score_ns = crate::laws::rule(&case)
        .ok()
        .and_then(|j| j.ruling.final_result.map(|f| f.score_ns));
    Ok(SignedReport {
        case,
        case_bytes,
        signer: v.signer,
        signing_time: v.signing_time,
        fingerprint: v.fingerprint,
        intact: v.intact,
        problems: v.problems.iter().map(sign::Problem::msg).collect(),
        trust: v.trust,
        director_score_ns,
    })
}
