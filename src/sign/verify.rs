//! `verify`: is the file exactly what was signed, by the key and certificate it names, at a
//! time that certificate was valid, with nothing after it? And, apart from that, does a
//! trusted certificate vouch for that key?
//!
//! Integrity and trust are two verdicts. A file is intact when its first (original)
//! signature covers every byte of it: no incremental update after it, no second signature
//! by anyone, no byte in the signature's zero padding; and that signature is valid for the
//! certificate it binds (ESS `signing-certificate-v2`), at a time that certificate was
//! valid. Who the key belongs to is trust's question: a certificate whose issuer the reader
//! lacks is intact and signed by an unknown key.

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
    Unreadable,
    /// A signature dictionary is there but its byte range cannot be read.
    Damaged,
    /// The signed byte range lies outside the file.
    ByteRange,
    /// Bytes were added or changed outside the signed range.
    NotWholeFile,
    /// The file holds more signatures after the first: a later revision, signed again.
    SignedAgain {
        /// How many signatures the file holds.
        count: usize,
    },
    /// The signature's placeholder holds bytes other than the signature and zero padding.
    Padding,
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
    /// A self-issued certificate's own signature is wrong (it was edited after it was made).
    CertificateSignature,
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
            Self::Unreadable => Msg::new("verify-problem-unreadable"),
            Self::Damaged => Msg::new("verify-problem-damaged"),
            Self::ByteRange => Msg::new("verify-problem-byte-range"),
            Self::NotWholeFile => Msg::new("verify-problem-appended"),
            Self::SignedAgain { count } => {
                Msg::new("verify-problem-signed-again").arg("count", *count)
            }
            Self::Padding => Msg::new("verify-problem-padding"),
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
            Self::NoSigningTime => Msg::new("verify-problem-no-time"),
            Self::NotYetValid => Msg::new("verify-problem-not-yet-valid"),
            Self::Expired => Msg::new("verify-problem-expired"),
        }
    }
}

/// One signature of the file, judged on the bytes it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignatureCheck {
    /// The signer's name (the certificate's common name, else the dictionary's); proven
    /// only when `problems` is empty.
    pub signer: String,
    /// The signing time, when the signature gives it.
    pub signing_time: Option<SystemTime>,
    /// The certificate's SHA-256 fingerprint (empty when the signature cannot be read).
    pub fingerprint: String,
    /// How many bytes of the file, from its start, the signature's revision spans.
    pub covers: usize,
    /// Why this signature is not valid over the bytes it covers (empty: it is).
    pub problems: Vec<Problem>,
    /// Whether a trusted certificate vouches for its key (said only when it is valid).
    pub trust: Trust,
}

/// What `verify` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// The first signature's signer (the certificate's common name); proven only when
    /// `intact`.
    pub signer: String,
    /// The first signature's signing time, when it gives it.
    pub signing_time: Option<SystemTime>,
    /// The first signature's certificate fingerprint (empty when it cannot be read).
    pub fingerprint: String,
    /// The bytes the first signature covers hash to its digest and its signature is valid.
    pub signature_valid: bool,
    /// The first signature covers the whole file (nothing was appended after signing).
    pub covers_whole_file: bool,
    /// No problem: the file is exactly what was signed first, with the certificate it
    /// names, and nothing after it.
    pub intact: bool,
    /// Why it is not intact, in the order checked.
    pub problems: Vec<Problem>,
    /// Whether a trusted certificate vouches for the first signer (only said when intact).
    pub trust: Trust,
    /// Every signature of the file, the first (original) one first.
    pub signatures: Vec<SignatureCheck>,
}

/// Checks the signature of a PDF, trusting no certificate.
///
/// # Errors
/// When the file is not a PDF or has no signature.
pub fn verify(pdf: &[u8]) -> Result<Verification, SignError> {
    verify_trusting(pdf, &TrustStore::new())
}

/// Checks the signatures of a PDF and whether `trusted` vouches for the first signer.
///
/// # Errors
/// When the file is not a PDF or has no signature. A signature that is wrong in any way
/// (damaged, re-signed, changed) is not an error: it is a [`Verification`] that is not
/// intact, with its problems.
pub fn verify_trusting(pdf: &[u8], trusted: &TrustStore) -> Result<Verification, SignError> {
    let found = pdf::find_signatures(pdf)?;
    let signatures: Vec<SignatureCheck> = found.iter().map(|f| check(pdf, f, trusted)).collect();
    let Some(first) = signatures.first() else {
        return Err(SignError::NoSignature);
    };
    let covers_whole_file =
        first.covers == pdf.len() && !first.problems.contains(&Problem::ByteRange);
    let mut problems = first.problems.clone();
    if signatures.len() > 1 {
        problems.push(Problem::SignedAgain {
            count: signatures.len(),
        });
        for later in &signatures[1..] {
            if later.problems.contains(&Problem::Damaged) && !problems.contains(&Problem::Damaged) {
                problems.push(Problem::Damaged);
            }
        }
    } else if !covers_whole_file && !problems.contains(&Problem::ByteRange) {
        problems.push(Problem::NotWholeFile);
    }
    let intact = problems.is_empty();
    Ok(Verification {
        signer: first.signer.clone(),
        signing_time: first.signing_time,
        fingerprint: first.fingerprint.clone(),
        signature_valid: !first.problems.iter().any(|p| {
            matches!(
                p,
                Problem::Digest | Problem::Signature | Problem::Unreadable | Problem::Damaged
            )
        }),
        covers_whole_file,
        intact,
        trust: if intact {
            first.trust.clone()
        } else {
            Trust::Unknown
        },
        problems,
        signatures,
    })
}

/// One signature judged on the bytes it covers (a later revision is not its business).
fn check(pdf: &[u8], found: &pdf::Found, trusted: &TrustStore) -> SignatureCheck {
    let broken = |problem: Problem, covers: usize| SignatureCheck {
        signer: found.name.clone().unwrap_or_default(),
        signing_time: None,
        fingerprint: String::new(),
        covers,
        problems: vec![problem],
        trust: Trust::Unknown,
    };
    let Some([a, b, c, d]) = found.byte_range else {
        return broken(Problem::Damaged, 0);
    };
    let covers = c.saturating_add(d);
    let gap_start = a.checked_add(b);
    let (Some(first), Some(gap), Some(second)) = (
        gap_start.and_then(|end| pdf.get(a..end)),
        gap_start.and_then(|start| pdf.get(start..c)),
        c.checked_add(d).and_then(|end| pdf.get(c..end)),
    ) else {
        return broken(Problem::ByteRange, covers);
    };
    if a != 0 {
        return broken(Problem::ByteRange, covers);
    }
    let Some(cms_bytes) = pdf::gap_bytes(gap) else {
        return broken(Problem::Padding, covers);
    };
    let digest = cms::digest_parts(&[first, second]);
    let Ok(parsed) = cms::parse(&cms_bytes) else {
        return broken(Problem::Unreadable, covers);
    };
    let certificate_der = parsed.certificate.to_der().unwrap_or_default();

    let mut problems = Vec::new();
    if !parsed.padded_with_zeros {
        problems.push(Problem::Padding);
    }
    if parsed.message_digest.as_deref() != Some(&digest[..]) {
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
    // A self-made certificate is checked against its own key; one a federation issued is
    // trust's business (its issuer may use an algorithm Arbitre does not check, or be
    // unknown to this reader: the file is no less intact).
    if chain::self_issued(&parsed.certificate)
        && chain::signed_by(&parsed.certificate, &parsed.certificate) == Signed::No
    {
        problems.push(Problem::CertificateSignature);
    }
    match parsed.signing_time {
        None => problems.push(Problem::NoSigningTime),
        Some(time) => match chain::validity_at(&parsed.certificate, time) {
            Validity::Valid => {}
            Validity::NotYet => problems.push(Problem::NotYetValid),
            Validity::Expired => problems.push(Problem::Expired),
        },
    }
    let trust = if problems.is_empty() {
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
    SignatureCheck {
        signer: identity::common_name(&parsed.certificate)
            .or_else(|| found.name.clone())
            .unwrap_or_default(),
        signing_time: parsed.signing_time,
        fingerprint: fingerprint(&certificate_der),
        covers,
        problems,
        trust,
    }
}
