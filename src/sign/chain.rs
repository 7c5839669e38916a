//! Checks on one certificate: who signed it, whether it may issue others, when it is valid.
//! Only ECDSA P-256 with SHA-256 is checked; other algorithms are reported as such.

use super::cms::ECDSA_WITH_SHA256;
use der::Encode;
use p256::ecdsa::signature::Verifier;
use p256::ecdsa::{DerSignature, VerifyingKey};
use std::time::SystemTime;
use x509_cert::Certificate;
use x509_cert::ext::pkix::BasicConstraints;

/// Whether `issuer`'s key made `certificate`'s signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Signed {
    /// It did.
    Yes,
    /// It did not (or the signature cannot be read).
    No,
    /// An algorithm other than ECDSA P-256 with SHA-256.
    Unsupported,
}

/// Checks `certificate`'s signature with `issuer`'s public key.
pub(crate) fn signed_by(certificate: &Certificate, issuer: &Certificate) -> Signed {
    if certificate.signature_algorithm.oid != ECDSA_WITH_SHA256 {
        return Signed::Unsupported;
    }
    let key = issuer
        .tbs_certificate
        .subject_public_key_info
        .subject_public_key
        .raw_bytes();
    let Ok(key) = VerifyingKey::from_sec1_bytes(key) else {
        return Signed::Unsupported;
    };
    let (Ok(tbs), Some(signature)) = (
        certificate.tbs_certificate.to_der(),
        certificate.signature.as_bytes(),
    ) else {
        return Signed::No;
    };
    match DerSignature::from_bytes(signature) {
        Ok(sig) if key.verify(&tbs, &sig).is_ok() => Signed::Yes,
        _ => Signed::No,
    }
}

/// The certificate names itself as its issuer.
pub(crate) fn self_issued(certificate: &Certificate) -> bool {
    certificate.tbs_certificate.issuer == certificate.tbs_certificate.subject
}

/// `issuer` may have issued `certificate`: names match, it is a CA, its key signed it.
pub(crate) fn issued(certificate: &Certificate, issuer: &Certificate) -> bool {
    certificate.tbs_certificate.issuer == issuer.tbs_certificate.subject
        && is_ca(issuer)
        && signed_by(certificate, issuer) == Signed::Yes
}

/// The certificate's basic constraints say it is a certification authority.
pub(crate) fn is_ca(certificate: &Certificate) -> bool {
    matches!(
        certificate.tbs_certificate.get::<BasicConstraints>(),
        Ok(Some((_, BasicConstraints { ca: true, .. })))
    )
}

/// Where a time falls in a certificate's validity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Validity {
    /// Within it.
    Valid,
    /// Before `notBefore`.
    NotYet,
    /// After `notAfter`.
    Expired,
}

/// Where `time` falls in `certificate`'s validity.
pub(crate) fn validity_at(certificate: &Certificate, time: SystemTime) -> Validity {
    let validity = &certificate.tbs_certificate.validity;
    if time < validity.not_before.to_system_time() {
        Validity::NotYet
    } else if time > validity.not_after.to_system_time() {
        Validity::Expired
    } else {
        Validity::Valid
    }
}
