//! Whom to trust. A self-signed identity proves only that one key signed; the reader decides
//! whose keys he trusts by keeping their certificates (PEM or DER) in a folder: directors'
//! own certificates (`arbitre identity export`), or a federation's CA certificate, which
//! then vouches for every director's certificate it issued.

use super::chain::{self, Validity};
use super::{SignError, identity};
use der::Decode;
use std::path::{Path, PathBuf};
use std::time::SystemTime;
use x509_cert::Certificate;

/// The folder of trusted certificates inside the config folder.
pub const TRUSTED_DIR: &str = "trusted";

/// The trusted folder in `config`: `<config>/trusted`.
#[must_use]
pub fn trusted_dir(config: &Path) -> PathBuf {
    config.join(TRUSTED_DIR)
}

/// Trusted certificates.
#[derive(Debug, Clone, Default)]
pub struct TrustStore {
    certificates: Vec<(Certificate, Vec<u8>)>,
}

/// What the trusted certificates say of a signer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trust {
    /// The signer's own certificate is trusted.
    Director,
    /// The signer's certificate was issued (through the certificates the signature carries)
    /// by a trusted certification authority, named here.
    Authority(String),
    /// No trusted certificate vouches for the signer's key.
    Unknown,
}

fn io(path: &Path, e: &std::io::Error) -> SignError {
    SignError::Read(crate::fsread::ReadError::io(path, e))
}

impl TrustStore {
    /// No certificate trusted.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// How many certificates are trusted.
    #[must_use]
    pub fn len(&self) -> usize {
        self.certificates.len()
    }

    /// No certificate is trusted.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.certificates.is_empty()
    }

    /// Adds the certificates of a file: PEM (any number of `CERTIFICATE` blocks) or DER.
    /// Returns how many it held.
    ///
    /// # Errors
    /// When the file holds no certificate.
    pub fn add_bytes(&mut self, bytes: &[u8]) -> Result<usize, SignError> {
        let found = read_certificates(bytes);
        if found.is_empty() {
            return Err(SignError::NotACertificate(String::new()));
        }
        let count = found.len();
        for der in found {
            if let Ok(cert) = Certificate::from_der(&der)
                && !self.certificates.iter().any(|(_, d)| *d == der)
            {
                self.certificates.push((cert, der));
            }
        }
        Ok(count)
    }

    /// Adds every certificate file of a folder (`.pem`, `.crt`, `.cer`, `.der`); files of
    /// other kinds are ignored. A missing folder adds nothing.
    ///
    /// # Errors
    /// When the folder or one of its certificate files cannot be read, or such a file holds
    /// no certificate.
    pub fn add_dir(&mut self, dir: &Path) -> Result<usize, SignError> {
        if !dir.exists() {
            return Ok(0);
        }
        let mut count = 0;
        for path in certificate_files(dir)? {
            let bytes = crate::fsread::read(&path, crate::fsread::Kind::Certificate)?;
            count += self
                .add_bytes(&bytes)
                .map_err(|_| SignError::NotACertificate(path.display().to_string()))?;
        }
        Ok(count)
    }

    /// What the trusted certificates say of `signer`, whose signature carried
    /// `carried` (its issuers, perhaps), at the signing time.
    pub(crate) fn judge(
        &self,
        signer: &Certificate,
        signer_der: &[u8],
        carried: &[Certificate],
        time: Option<SystemTime>,
    ) -> Trust {
        if self.certificates.iter().any(|(_, der)| der == signer_der) {
            return Trust::Director;
        }
        let in_time =
            |c: &Certificate| time.is_none_or(|t| chain::validity_at(c, t) == Validity::Valid);
        let mut current = signer;
        // A short chain: leaf, perhaps intermediates, the trusted CA.
        for _ in 0..8 {
            if let Some((ca, _)) = self
                .certificates
                .iter()
                .find(|(ca, _)| chain::issued(current, ca) && in_time(ca))
            {
                let name = identity::common_name(ca)
                    .map(|n| crate::i18n::shown(&n).into_owned())
                    .unwrap_or_default();
                return Trust::Authority(name);
            }
            let Some(next) = carried
                .iter()
                .find(|c| *c != current && chain::issued(current, c) && in_time(c))
            else {
                break;
            };
            current = next;
        }
        Trust::Unknown
    }
}

/// The DER certificates in a PEM or DER file.
fn read_certificates(bytes: &[u8]) -> Vec<Vec<u8>> {
    if Certificate::from_der(bytes).is_ok() {
        return vec![bytes.to_vec()];
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Vec::new();
    };
    const BEGIN: &str = "-----BEGIN CERTIFICATE-----";
    const END: &str = "-----END CERTIFICATE-----";
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(BEGIN) {
        let Some(len) = rest[start..].find(END) else {
            break;
        };
        let block = &rest[start..start + len + END.len()];
        if let Ok((label, der)) = der::pem::decode_vec(block.as_bytes())
            && label == "CERTIFICATE"
            && Certificate::from_der(&der).is_ok()
        {
            found.push(der);
        }
        rest = &rest[start + len + END.len()..];
    }
    found
}

/// A certificate as PEM.
///
/// # Errors
/// Never in practice (PEM encoding of bytes).
pub fn certificate_pem(der: &[u8]) -> Result<String, SignError> {
    der::pem::encode_string("CERTIFICATE", der::pem::LineEnding::LF, der)
        .map_err(|e| SignError::Crypto(e.to_string()))
}

/// A certificate in the trusted folder, as `arbitre trust list` shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrustedCertificate {
    /// The file it is in.
    pub path: PathBuf,
    /// Its subject's common name.
    pub name: String,
    /// Its SHA-256 fingerprint.
    pub fingerprint: String,
    /// It may issue others (a federation's certification authority).
    pub authority: bool,
}

impl TrustedCertificate {
    fn of(path: &Path, der: &[u8]) -> Option<Self> {
        let certificate = Certificate::from_der(der).ok()?;
        Some(Self {
            path: path.to_path_buf(),
            name: identity::common_name(&certificate).unwrap_or_default(),
            fingerprint: identity::fingerprint(der),
            authority: chain::is_ca(&certificate),
        })
    }
}

/// A file name for a certificate: its name's letters and digits, then the start of its
/// fingerprint, so two certificates never share a file.
fn file_name_for(certificate: &TrustedCertificate) -> String {
    let name: String = certificate
        .name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .take(40)
        .collect();
    let name = name.trim_matches('-');
    let short: String = certificate
        .fingerprint
        .chars()
        .filter(char::is_ascii_hexdigit)
        .take(16)
        .collect();
    if name.is_empty() {
        format!("{short}.pem")
    } else {
        format!("{name}-{short}.pem")
    }
}

/// Adds the certificates of a PEM or DER file to the trusted folder of `config`
/// (`<config>/trusted/`, created if need be), one PEM file each; a certificate already
/// trusted is not added twice. Returns the certificates added.
///
/// # Errors
/// When the bytes hold no certificate, or the folder or a file cannot be written.
pub fn add_to_trusted_dir(
    config: &Path,
    bytes: &[u8],
) -> Result<Vec<TrustedCertificate>, SignError> {
    let found = read_certificates(bytes);
    if found.is_empty() {
        return Err(SignError::NotACertificate(String::new()));
    }
    let dir = trusted_dir(config);
    std::fs::create_dir_all(&dir).map_err(|e| io(&dir, &e))?;
    // Who may add a certificate here decides whom verify calls trusted: the user alone.
    crate::os::restrict_to_user(&dir).map_err(|e| io(&dir, &e))?;
    let known: Vec<String> = list_trusted_dir(config)?
        .into_iter()
        .map(|c| c.fingerprint)
        .collect();
    let mut added = Vec::new();
    for der in found {
        let Some(mut entry) = TrustedCertificate::of(&dir, &der) else {
            continue;
        };
        if known.contains(&entry.fingerprint)
            || added
                .iter()
                .any(|a: &TrustedCertificate| a.fingerprint == entry.fingerprint)
        {
            continue;
        }
        entry.path = dir.join(file_name_for(&entry));
        let pem = certificate_pem(&der)?;
        crate::case::write_atomically(&entry.path, pem.as_bytes())
            .map_err(|e| io(&entry.path, &e))?;
        added.push(entry);
    }
    Ok(added)
}

/// The certificates of the trusted folder of `config`, by file name (none when it does
/// not exist).
///
/// # Errors
/// When the folder or one of its certificate files cannot be read.
pub fn list_trusted_dir(config: &Path) -> Result<Vec<TrustedCertificate>, SignError> {
    let dir = trusted_dir(config);
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut list = Vec::new();
    for path in certificate_files(&dir)? {
        let bytes = std::fs::read(&path).map_err(|e| io(&path, &e))?;
        list.extend(
            read_certificates(&bytes)
                .iter()
                .filter_map(|der| TrustedCertificate::of(&path, der)),
        );
    }
    Ok(list)
}

/// The certificate files of a folder (`.pem`, `.crt`, `.cer`, `.der`), sorted.
fn certificate_files(dir: &Path) -> Result<Vec<PathBuf>, SignError> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| io(dir, &e))?
        .take(crate::fsread::MAX_TRUSTED + 1)
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension().and_then(|e| e.to_str()).is_some_and(|e| {
                ["pem", "crt", "cer", "der"].contains(&e.to_ascii_lowercase().as_str())
            })
        })
        .collect();
    if paths.len() > crate::fsread::MAX_TRUSTED {
        return Err(SignError::TooManyTrusted(dir.display().to_string()));
    }
    paths.sort();
    Ok(paths)
}
