//! `verify`: is the file exactly what was signed, by the key and certificate it names, at a
//! time that certificate was valid? And does a trusted certificate vouch for that key?

use super::chain::{self, Signed, Validity};
use super::ess::Found as EssFound;
use super::trust::{Trust, TrustStore};
use super::{SignError, cms, fingerprint, identity, pdf};
use crate::i18n::Msg;
use der::Encode;
use sha2::{Digest, Sha256};
use std::time::SystemTime;
use x509_cert::Certificate;

/// Why a signed file is not intact.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The signature (CMS) cannot be read.
    Unreadable(String),
    /// The signed byte range lies outside the file.
    ByteRange,
    /// Bytes were added or changed outside the signed range.
    NotWholeFile,
    /// The signed bytes do not hash to the signed digest.
    Digest,
    /// The signature over the signed attributes does not verify with the certificate's key.
    Signature,
    /// No ESS `signing-certificate-v2` attribute binds the certificate.
    NoSigningCertificate,
    /// The `signing-certificate-v2` attribute cannot be read or uses another hash.
    SigningCertificateUnreadable,
    /// The certificate is not the one the signer signed for (it was swapped or edited).
    SigningCertificateMismatch,
    /// The certificate's own signature is wrong (it was edited after it was issued).
    CertificateSignature,
    /// The certificate's issuer is neither carried by the signature nor trusted.
    IssuerMissing,
    /// An algorithm other than ECDSA P-256 with SHA-256.
    UnsupportedAlgorithm,
    /// The signature gives no signing time, so the certificate's dates cannot be checked.
    NoSigningTime,
    /// The certificate was not yet valid at the signing time.
    NotYetValid,
    /// The certificate had expired at the signing time.
    Expired,
}

impl Problem {
    /// The reason for the reader, in any language.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Unreadable(detail) => {
                Msg::new("verify-problem-unreadable").arg("detail", detail.as_str())
            }
            Self::ByteRange => Msg::new("verify-problem-byte-range"),
            Self::NotWholeFile => Msg::new("verify-problem-appended"),
            Self::Digest => Msg::new("verify-problem-digest"),
            Self::Signature => Msg::new("verify-problem-signature"),
            Self::NoSigningCertificate => Msg::new("verify-problem-no-signing-certificate"),
            Self::SigningCertificateUnreadable => {
                Msg::new("verify-problem-signing-certificate-unreadable")
            }
            Self::SigningCertificateMismatch => {
                Msg::new("verify-problem-signing-certificate-mismatch")
            }
            Self::CertificateSignature => Msg::new("verify-problem-certificate-signature"),
            Self::IssuerMissing => Msg::new("verify-problem-issuer-missing"),
            Self::UnsupportedAlgorithm => Msg::new("verify-problem-unsupported-algorithm"),
            Self::NoSigningTime => Msg::new("verify-problem-no-time"),
            Self::NotYetValid => Msg::new("verify-problem-not-yet-valid"),
            Self::Expired => Msg::new("verify-problem-expired"),
        }
    }
}

/// What `verify` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// The signer's name (the certificate's common name); proven only when `intact`.
    pub signer: String,
    /// The signing time, when the signature gives it.
    pub signing_time: Option<SystemTime>,
    /// The certificate's SHA-256 fingerprint (empty when the signature cannot be read).
    pub fingerprint: String,
    /// The signed bytes hash to the signed digest and the signature is valid.
    pub signature_valid: bool,
    /// The signature covers the whole file (nothing was appended after signing).
    pub covers_whole_file: bool,
    /// No problem: the file is exactly what was signed, with the certificate it names.
    pub intact: bool,
    /// Why it is not intact, in the order checked.
    pub problems: Vec<Problem>,
    /// Whether a trusted certificate vouches for the signer (only said when intact).
    pub trust: Trust,
}

/// Checks the signature of a PDF, trusting no certificate.
///
/// # Errors
/// When the file is not a PDF or has no signature.
pub fn verify(pdf: &[u8]) -> Result<Verification, SignError> {
    verify_trusting(pdf, &TrustStore::new())
}

/// Checks the signature of a PDF and whether `trusted` vouches for its signer.
///
/// # Errors
/// When the file is not a PDF or has no signature. A signature that is wrong in any way is
/// not an error: it is a [`Verification`] that is not intact, with its problems.
pub fn verify_trusting(pdf: &[u8], trusted: &TrustStore) -> Result<Verification, SignError> {
    let found = pdf::find_signature(pdf)?.ok_or(SignError::NoSignature)?;
    let [a, b, c, d] = found.byte_range;
    let (Some(first), Some(second)) = (
        a.checked_add(b).and_then(|end| pdf.get(a..end)),
        c.checked_add(d).and_then(|end| pdf.get(c..end)),
    ) else {
        return Ok(broken(Problem::ByteRange, false));
    };
    let covers_whole_file = a == 0 && c.checked_add(d) == Some(pdf.len()) && b < c;
    let digest = cms::digest_parts(&[first, second]);
    let parsed = match cms::parse(&found.cms) {
        Ok(p) => p,
        Err(e) => {
            let detail = match e {
                SignError::Crypto(d) => d,
                other => other.to_string(),
            };
            return Ok(broken(Problem::Unreadable(detail), covers_whole_file));
        }
    };
    let certificate_der = parsed
        .certificate
        .to_der()
        .map_err(|e| SignError::Crypto(e.to_string()))?;

    let mut problems = Vec::new();
    if !covers_whole_file {
        problems.push(Problem::NotWholeFile);
    }
    let digest_ok = parsed.message_digest.as_deref() == Some(&digest[..]);
    if !digest_ok {
        problems.push(Problem::Digest);
    }
    if !parsed.signature_ok {
        problems.push(Problem::Signature);
    }
    match parsed.signing_certificate {
        EssFound::Missing => problems.push(Problem::NoSigningCertificate),
        EssFound::Unreadable => problems.push(Problem::SigningCertificateUnreadable),
        EssFound::Sha256(hash) => {
            if hash != <[u8; 32]>::from(Sha256::digest(&certificate_der)) {
                problems.push(Problem::SigningCertificateMismatch);
            }
        }
    }
    if let Some(problem) = certificate_problem(&parsed.certificate, &parsed.certificates, trusted) {
        problems.push(problem);
    }
    match parsed.signing_time {
        None => problems.push(Problem::NoSigningTime),
        Some(time) => match chain::validity_at(&parsed.certificate, time) {
            Validity::Valid => {}
            Validity::NotYet => problems.push(Problem::NotYetValid),
            Validity::Expired => problems.push(Problem::Expired),
        },
    }
    let intact = problems.is_empty();
    let trust = if intact {
        let carried: Vec<Certificate> = parsed
            .certificates
            .iter()
            .filter(|c| **c != parsed.certificate)
            .cloned()
            .collect();
        trusted.judge(
            &parsed.certificate,
            &certificate_der,
            &carried,
            parsed.signing_time,
        )
    } else {
        Trust::Unknown
    };
    Ok(Verification {
        signer: identity::common_name(&parsed.certificate)
            .or(found.name)
            .unwrap_or_default(),
        signing_time: parsed.signing_time,
        fingerprint: fingerprint(&certificate_der),
        signature_valid: digest_ok && parsed.signature_ok,
        covers_whole_file,
        intact,
        problems,
        trust,
    })
}

/// A signature too broken to say more of.
fn broken(problem: Problem, covers_whole_file: bool) -> Verification {
    Verification {
        signer: String::new(),
        signing_time: None,
        fingerprint: String::new(),
        signature_valid: false,
        covers_whole_file,
        intact: false,
        problems: vec![problem],
        trust: Trust::Unknown,
    }
}

/// The certificate's own signature: by its own key when self-issued, else by an issuer the
/// signature carries or the reader trusts.
fn certificate_problem(
    certificate: &Certificate,
    carried: &[Certificate],
    trusted: &TrustStore,
) -> Option<Problem> {
    let verdict = |signed| match signed {
        Signed::Yes => None,
        Signed::No => Some(Problem::CertificateSignature),
        Signed::Unsupported => Some(Problem::UnsupportedAlgorithm),
    };
    if chain::self_issued(certificate) {
        return verdict(chain::signed_by(certificate, certificate));
    }
    let mut candidates = carried
        .iter()
        .chain(trusted.certificates())
        .filter(|c| c.tbs_certificate.subject == certificate.tbs_certificate.issuer)
        .peekable();
    if candidates.peek().is_none() {
        return Some(Problem::IssuerMissing);
    }
    let mut worst = Signed::No;
    for issuer in candidates {
        match chain::signed_by(certificate, issuer) {
            Signed::Yes => return None,
            Signed::Unsupported => worst = Signed::Unsupported,
            Signed::No => {}
        }
    }
    verdict(worst)
}
