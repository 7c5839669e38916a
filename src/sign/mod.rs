//! Signing a ruling report: a PAdES baseline B-B signature (`ETSI.CAdES.detached`: CMS,
//! SHA-256, ECDSA P-256, the ESS `signing-certificate-v2` attribute) embedded in an
//! incremental update, over the whole file; and checking it, and whom to trust.
//!
//! ```no_run
//! use arbitre::sign::{Identity, sign_pdf, verify};
//! # fn demo(pdf: Vec<u8>) -> Result<(), arbitre::sign::SignError> {
//! let identity = Identity::generate("Jeanne Arbitre")?;
//! let signed = sign_pdf(&pdf, &identity, std::time::SystemTime::now())?;
//! assert!(verify(&signed)?.intact);
//! # Ok(()) }
//! ```

mod chain;
mod cms;
mod ess;
mod identity;
mod pdf;
mod trust;
mod verify;

pub use identity::{
    CONFIG_DIR_ENV, IDENTITY_FILE, Identity, KDF_ITERATIONS, MIN_PASSPHRASE_CHARS, PASSPHRASE_ENV,
    check_new_passphrase, config_dir, fingerprint, key_file_exposed, passphrase, private_dir,
};
pub use trust::{
    TRUSTED_DIR, Trust, TrustStore, TrustedCertificate, add_to_trusted_dir, certificate_pem,
    list_trusted_dir, trusted_dir,
};
pub use verify::{Problem, SignatureCheck, Verification, verify, verify_trusting};

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
    /// The PKCS#12 file could not be read.
    #[error("PKCS#12: {0}")]
    Keystore(String),
    /// The passphrase does not open the PKCS#12 file.
    #[error("wrong passphrase for the PKCS#12 file")]
    WrongPassphrase,
    /// The PKCS#12 file is encrypted with legacy algorithms (RC2, 3DES) Arbitre cannot read.
    #[error("legacy PKCS#12 encryption")]
    LegacyPkcs12,
    /// The signing certificate is not yet valid at the signing time.
    #[error("the signing certificate is not yet valid")]
    CertificateNotYetValid,
    /// The signing certificate has expired at the signing time.
    #[error("the signing certificate has expired")]
    CertificateExpired,
    /// The PDF holds no signature.
    #[error("no signature")]
    NoSignature,
    /// The file cannot be read as a PDF (and holds no signature).
    #[error("not a PDF")]
    NotPdf,
    /// The PKCS#12 file is damaged: cut short, or not a PKCS#12 file at all.
    #[error("damaged PKCS#12 file")]
    DamagedKeystore,
    /// A PKCS#12 file read from a path is damaged.
    #[error("{path}: damaged PKCS#12 file")]
    DamagedKeystoreFile {
        /// The file.
        path: String,
    },
    /// The director's identity file exists but is empty or damaged; it is never replaced.
    #[error("{path}: broken identity file")]
    BrokenIdentity {
        /// The identity file.
        path: String,
    },
    /// A new identity's passphrase is too short, or only spaces.
    #[error("weak passphrase")]
    WeakPassphrase,
    /// A new identity needs a passphrase.
    #[error("empty passphrase")]
    EmptyPassphrase,
    /// A file meant to hold certificates holds none.
    #[error("{0}: no certificate")]
    NotACertificate(String),
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
    /// A file was not read: not a regular file, over its kind's limit, or refused by the
    /// system (in the director's words).
    #[error("{0}")]
    Read(#[from] crate::fsread::ReadError),
    /// A trust folder holds more files than a trust folder does.
    #[error("{0}: too many files")]
    TooManyTrusted(String),
}

impl SignError {
    /// The message for the reader, in any language.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            Self::Pdf(d) => Msg::new("sign-error-pdf").arg("detail", d.as_str()),
            Self::Crypto(d) => Msg::new("sign-error-crypto").arg("detail", d.as_str()),
            Self::Keystore(d) => Msg::new("sign-error-keystore").arg("detail", d.as_str()),
            Self::WrongPassphrase => Msg::new("sign-error-wrong-passphrase"),
            Self::LegacyPkcs12 => Msg::new("sign-error-legacy-pkcs12"),
            Self::EmptyPassphrase => Msg::new("sign-error-empty-passphrase"),
            Self::NoSignature => Msg::new("sign-error-no-signature"),
            Self::NotPdf => Msg::new("sign-error-not-pdf"),
            Self::DamagedKeystore => Msg::new("sign-error-damaged-keystore"),
            Self::DamagedKeystoreFile { path } => {
                Msg::new("sign-error-damaged-keystore-file").arg("path", path.as_str())
            }
            Self::BrokenIdentity { path } => {
                Msg::new("sign-error-broken-identity").arg("path", path.as_str())
            }
            Self::WeakPassphrase => {
                Msg::new("sign-error-weak-passphrase").arg("min", identity::MIN_PASSPHRASE_CHARS)
            }
            Self::CertificateNotYetValid => Msg::new("sign-error-not-yet-valid"),
            Self::CertificateExpired => Msg::new("sign-error-expired"),
            Self::NotACertificate(path) => {
                Msg::new("sign-error-not-a-certificate").arg("path", path.as_str())
            }
            Self::NoKey => Msg::new("sign-error-no-key"),
            Self::UnsupportedKey => Msg::new("sign-error-unsupported-key"),
            Self::KeyCertificateMismatch => Msg::new("sign-error-key-mismatch"),
            Self::NoDirectorName => Msg::new("sign-error-no-director"),
            Self::NoPassphrase => Msg::new("sign-error-no-passphrase"),
            Self::Io { path, message } => Msg::new("sign-error-io")
                .arg("path", path.as_str())
                .arg("detail", message.as_str()),
            Self::Read(e) => e.msg(),
            Self::TooManyTrusted(folder) => Msg::new("fsread-trust-too-many")
                .arg("folder", folder.as_str())
                .arg("limit", crate::fsread::MAX_TRUSTED),
        }
    }
}

/// Signs a PDF: returns the file with an incremental update that holds the signature.
///
/// # Errors
/// When the PDF cannot be read, the certificate is not valid at `time`, or the signature
/// does not fit its placeholder.
pub fn sign_pdf(pdf: &[u8], identity: &Identity, time: SystemTime) -> Result<Vec<u8>, SignError> {
    let certificate = <x509_cert::Certificate as der::Decode>::from_der(identity.certificate_der())
        .map_err(|e| SignError::Crypto(e.to_string()))?;
    match chain::validity_at(&certificate, time) {
        chain::Validity::Valid => {}
        chain::Validity::NotYet => return Err(SignError::CertificateNotYetValid),
        chain::Validity::Expired => return Err(SignError::CertificateExpired),
    }
    let fields = pdf::SigFields {
        name: &crate::i18n::shown(identity.name()),
        reason: "Arbitre ruling",
        time,
    };
    let (mut out, start, end) = pdf::prepare(pdf, &fields)?;
    let digest = cms::digest_parts(&[&out[..start], &out[end..]]);
    let signature = cms::sign_detached(
        &digest,
        identity.key(),
        identity.certificate_der(),
        identity.chain_der(),
        time,
        true,
    )?;
    pdf::fill_contents(&mut out, start, end, &signature)?;
    Ok(out)
}

pub use pdf::{pdf_date, text_string as text_object};

/// Whether a file holds a signature (whole or damaged): a signed document.
#[must_use]
pub fn is_signed(pdf: &[u8]) -> bool {
    pdf::find_signatures(pdf).is_ok_and(|found| !found.is_empty())
}

#[cfg(test)]
mod tests;
