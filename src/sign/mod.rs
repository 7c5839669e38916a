//! Signing a ruling report: a CMS detached signature (`adbe.pkcs7.detached`, SHA-256,
//! ECDSA P-256) embedded in an incremental update, over the whole file; and checking it.
//!
//! ```no_run
//! use arbitre::sign::{Identity, sign_pdf, verify};
//! # fn demo(pdf: Vec<u8>) -> Result<(), arbitre::sign::SignError> {
//! let identity = Identity::generate("Jeanne Arbitre")?;
//! let signed = sign_pdf(&pdf, &identity, std::time::SystemTime::now())?;
//! assert!(verify(&signed)?.intact);
//! # Ok(()) }
//! ```

mod cms;
mod identity;
mod pdf;

pub use identity::{
    CONFIG_DIR_ENV, IDENTITY_FILE, Identity, PASSPHRASE_ENV, config_dir, fingerprint, passphrase,
};

use crate::i18n::Msg;
use std::time::SystemTime;

/// Why signing or verifying failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignError {
    /// The PDF could not be read or updated.
    #[error("PDF: {0}")]
    Pdf(String),
    /// A cryptographic structure could not be built or read.
    #[error("signature: {0}")]
    Crypto(String),
    /// The PKCS#12 file could not be read (often: a wrong passphrase).
    #[error("PKCS#12: {0}")]
    Keystore(String),
    /// The PKCS#12 file holds no private key with a certificate.
    #[error("the identity file holds no key with its certificate")]
    NoKey,
    /// The key is not ECDSA P-256.
    #[error("the identity's key is not an ECDSA P-256 key")]
    UnsupportedKey,
    /// The certificate is not the key's.
    #[error("the certificate does not match the key")]
    KeyCertificateMismatch,
    /// An identity must be created and no director's name was given.
    #[error("no director's name to create the signing identity")]
    NoDirectorName,
    /// No passphrase could be read.
    #[error("no passphrase (set ARBITRE_PASSPHRASE or run on a terminal)")]
    NoPassphrase,
    /// A file could not be read or written.
    #[error("{path}: {message}")]
    Io {
        /// The path.
        path: String,
        /// The system's message.
        message: String,
    },
}

impl SignError {
    /// The message for the reader, in any language.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Pdf(d) => Msg::new("sign-error-pdf").arg("detail", d.as_str()),
            Self::Crypto(d) => Msg::new("sign-error-crypto").arg("detail", d.as_str()),
            Self::Keystore(d) => Msg::new("sign-error-keystore").arg("detail", d.as_str()),
            Self::NoKey => Msg::new("sign-error-no-key"),
            Self::UnsupportedKey => Msg::new("sign-error-unsupported-key"),
            Self::KeyCertificateMismatch => Msg::new("sign-error-key-mismatch"),
            Self::NoDirectorName => Msg::new("sign-error-no-director"),
            Self::NoPassphrase => Msg::new("sign-error-no-passphrase"),
            Self::Io { path, message } => Msg::new("sign-error-io")
                .arg("path", path.as_str())
                .arg("detail", message.as_str()),
        }
    }
}

/// Signs a PDF: returns the file with an incremental update that holds the signature.
///
/// # Errors
/// When the PDF cannot be read or the signature does not fit its placeholder.
pub fn sign_pdf(pdf: &[u8], identity: &Identity, time: SystemTime) -> Result<Vec<u8>, SignError> {
    let fields = pdf::SigFields {
        name: identity.name(),
        reason: "Arbitre ruling",
        time,
    };
    let (mut out, start, end) = pdf::prepare(pdf, &fields)?;
    let digest = cms::digest_parts(&[&out[..start], &out[end..]]);
    let signature = cms::sign_detached(&digest, identity.key(), identity.certificate_der(), time)?;
    pdf::fill_contents(&mut out, start, end, &signature)?;
    Ok(out)
}

/// What `verify` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    /// The signer's name (the certificate's common name).
    pub signer: String,
    /// The signing time, when the signature gives it.
    pub signing_time: Option<SystemTime>,
    /// The certificate's SHA-256 fingerprint.
    pub fingerprint: String,
    /// The signed bytes hash to the signed digest and the signature is valid.
    pub signature_valid: bool,
    /// The signature covers the whole file (nothing was appended after signing).
    pub covers_whole_file: bool,
    /// Both of the above: the file is exactly what was signed.
    pub intact: bool,
}

/// Checks the signature of a PDF.
///
/// # Errors
/// When the file is not a PDF, has no signature, or its signature cannot be read.
pub fn verify(pdf: &[u8]) -> Result<Verification, SignError> {
    let found = pdf::find_signature(pdf)?.ok_or_else(|| SignError::Pdf("no signature".into()))?;
    let [a, b, c, d] = found.byte_range;
    let (Some(first), Some(second)) = (
        a.checked_add(b).and_then(|end| pdf.get(a..end)),
        c.checked_add(d).and_then(|end| pdf.get(c..end)),
    ) else {
        return Err(SignError::Pdf("byte range outside the file".into()));
    };
    let covers_whole_file = a == 0 && c.checked_add(d) == Some(pdf.len()) && b < c;
    let digest = cms::digest_parts(&[first, second]);
    let checked = cms::check_detached(&found.cms, &digest)?;
    let certificate = <x509_cert::Certificate as der::Decode>::from_der(&checked.certificate_der)
        .map_err(|e| SignError::Crypto(e.to_string()))?;
    let signer = identity::common_name(&certificate)
        .or(found.name)
        .unwrap_or_default();
    let signature_valid = checked.digest_ok && checked.signature_ok;
    Ok(Verification {
        signer,
        signing_time: checked.signing_time,
        fingerprint: fingerprint(&checked.certificate_der),
        signature_valid,
        covers_whole_file,
        intact: signature_valid && covers_whole_file,
    })
}

pub use pdf::{pdf_date, text_string as text_object};

#[cfg(test)]
mod tests;
