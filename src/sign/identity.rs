//! The signer's identity: a P-256 key, its certificate and the issuers' certificates, read
//! from a PKCS#12 file (the federation's, or the one Arbitre creates on first use in the
//! user's config folder, which is kept private: mode 0700 on Unix).

use super::SignError;
use der::asn1::{SetOfVec, Utf8StringRef};
use der::{Decode, Encode};
use p12_keystore::{Certificate as P12Certificate, KeyStore, KeyStoreEntry, PrivateKeyChain};
use p256::ecdsa::{DerSignature, SigningKey};
use p256::pkcs8::{DecodePrivateKey, EncodePrivateKey};
use rand_core::{OsRng, RngCore};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::time::Duration;
use x509_cert::Certificate;
use x509_cert::attr::AttributeTypeAndValue;
use x509_cert::builder::{Builder, CertificateBuilder, Profile};
use x509_cert::name::{Name, RdnSequence, RelativeDistinguishedName};
use x509_cert::serial_number::SerialNumber;
use x509_cert::spki::SubjectPublicKeyInfoOwned;
use x509_cert::time::Validity;

/// The file name of the identity Arbitre creates, in the config folder.
pub const IDENTITY_FILE: &str = "director-identity.p12";
/// The environment variable that overrides the config folder.
pub const CONFIG_DIR_ENV: &str = "ARBITRE_CONFIG_DIR";
/// The environment variable that gives the passphrase (else the terminal asks).
pub const PASSPHRASE_ENV: &str = "ARBITRE_PASSPHRASE";

const ID_COMMON_NAME: der::oid::ObjectIdentifier =
    der::oid::ObjectIdentifier::new_unwrap("2.5.4.3");
const ID_ORGANIZATION: der::oid::ObjectIdentifier =
    der::oid::ObjectIdentifier::new_unwrap("2.5.4.10");

/// A key and its certificate.
#[derive(Clone)]
pub struct Identity {
    key: SigningKey,
    certificate_der: Vec<u8>,
    /// The issuers' certificates (a federation's CA chain), nearest first.
    chain_der: Vec<Vec<u8>>,
    name: String,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Identity")
            .field("name", &self.name)
            .field("fingerprint", &self.fingerprint())
            .finish_non_exhaustive()
    }
}

fn crypto(e: impl std::fmt::Display) -> SignError {
    SignError::Crypto(e.to_string())
}

fn keystore(e: impl std::fmt::Display) -> SignError {
    SignError::Keystore(e.to_string())
}

/// Reading a PKCS#12 file: the MAC is checked first, so a wrong passphrase says so; a
/// file that opens but whose contents use RC2 or 3DES (older OpenSSL exports) is legacy.
fn open_error(e: p12_keystore::error::Error) -> SignError {
    use p12_keystore::error::Error;
    match e {
        Error::MacError(_) => SignError::WrongPassphrase,
        Error::UnsupportedEncryptionScheme | Error::UnsupportedMacAlgorithm => {
            SignError::LegacyPkcs12
        }
        other => keystore(other),
    }
}

fn io(path: &Path, e: &std::io::Error) -> SignError {
    SignError::Read(crate::fsread::ReadError::io(path, e))
}

fn rdn(
    oid: der::oid::ObjectIdentifier,
    value: &str,
) -> Result<RelativeDistinguishedName, SignError> {
    let value =
        der::Any::encode_from(&Utf8StringRef::new(value).map_err(crypto)?).map_err(crypto)?;
    let mut set = SetOfVec::new();
    set.insert(AttributeTypeAndValue { oid, value })
        .map_err(crypto)?;
    Ok(RelativeDistinguishedName(set))
}

impl Identity {
    /// A new key with a self-signed certificate in `name`, valid ten years.
    ///
    /// # Errors
    /// When the certificate cannot be built (an empty name, say).
    pub fn generate(name: &str) -> Result<Self, SignError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(SignError::NoDirectorName);
        }
        let key = SigningKey::random(&mut OsRng);
        let subject = Name::from(RdnSequence(vec![
            rdn(ID_ORGANIZATION, "Arbitre")?,
            rdn(ID_COMMON_NAME, name)?,
        ]));
        let mut serial = [0u8; 16];
        OsRng.fill_bytes(&mut serial);
        serial[0] &= 0x7F;
        serial[0] |= 0x01;
        let serial = SerialNumber::new(&serial).map_err(crypto)?;
        let validity =
            Validity::from_now(Duration::from_secs(10 * 366 * 24 * 3600)).map_err(crypto)?;
        let spki = SubjectPublicKeyInfoOwned::from_key(*key.verifying_key()).map_err(crypto)?;
        // A self-signed end-entity certificate: key usage digitalSignature + nonRepudiation.
        let profile = Profile::Leaf {
            issuer: subject.clone(),
            enable_key_agreement: false,
            enable_key_encipherment: false,
        };
        let builder = CertificateBuilder::new(profile, serial, validity, subject, spki, &key)
            .map_err(crypto)?;
        let certificate = builder.build::<DerSignature>().map_err(crypto)?;
        Ok(Self {
            key,
            certificate_der: certificate.to_der().map_err(crypto)?,
            chain_der: Vec::new(),
            name: name.to_owned(),
        })
    }

    /// Reads a PKCS#12 file's first key, its certificate and the issuers' certificates
    /// the file holds. The key must be ECDSA P-256.
    ///
    /// # Errors
    /// A wrong passphrase, legacy encryption, no key in the file, a key of another kind.
    pub fn from_pkcs12(bytes: &[u8], passphrase: &str) -> Result<Self, SignError> {
        let store = KeyStore::from_pkcs12(bytes, passphrase).map_err(open_error)?;
        let (_, chain) = store.private_key_chain().ok_or(SignError::NoKey)?;
        let key = SigningKey::from_pkcs8_der(chain.key()).map_err(|_| SignError::UnsupportedKey)?;
        let certificate = chain.chain().first().ok_or(SignError::NoKey)?;
        let certificate_der = certificate.as_der().to_vec();
        let parsed = Certificate::from_der(&certificate_der).map_err(crypto)?;
        if parsed
            .tbs_certificate
            .subject_public_key_info
            .subject_public_key
            .raw_bytes()
            != key.verifying_key().to_encoded_point(false).as_bytes()
        {
            return Err(SignError::KeyCertificateMismatch);
        }
        let name = common_name(&parsed).unwrap_or_else(|| certificate.subject().to_owned());
        let chain_der = chain
            .chain()
            .iter()
            .skip(1)
            .map(|c| c.as_der().to_vec())
            .filter(|der| *der != certificate_der)
            .collect();
        Ok(Self {
            key,
            certificate_der,
            chain_der,
            name,
        })
    }

    /// Reads a PKCS#12 file.
    ///
    /// # Errors
    /// See [`Identity::from_pkcs12`]; also when the file cannot be read.
    pub fn load_pkcs12(path: &Path, passphrase: &str) -> Result<Self, SignError> {
        let bytes = crate::fsread::read(path, crate::fsread::Kind::Identity)?;
        Self::from_pkcs12(&bytes, passphrase)
    }

    /// The identity as a passphrase-protected PKCS#12 file (AES-256, HMAC-SHA-256).
    ///
    /// # Errors
    /// An empty passphrase; when encoding fails.
    pub fn to_pkcs12(&self, passphrase: &str) -> Result<Vec<u8>, SignError> {
        if passphrase.is_empty() {
            return Err(SignError::EmptyPassphrase);
        }
        let key = self.key.to_pkcs8_der().map_err(crypto)?;
        let mut certificates =
            vec![P12Certificate::from_der(&self.certificate_der).map_err(keystore)?];
        for der in &self.chain_der {
            certificates.push(P12Certificate::from_der(der).map_err(keystore)?);
        }
        let local_key_id = &self.fingerprint_bytes()[..20];
        let mut store = KeyStore::new();
        store.add_entry(
            "arbitre",
            KeyStoreEntry::PrivateKeyChain(PrivateKeyChain::new(
                key.as_bytes(),
                local_key_id,
                certificates,
            )),
        );
        store.writer(passphrase).write().map_err(keystore)
    }

    /// Writes the identity to `path` (mode 0600 on Unix), creating its folder (mode 0700).
    ///
    /// # Errors
    /// An empty passphrase; when the file cannot be written.
    pub fn save(&self, path: &Path, passphrase: &str) -> Result<(), SignError> {
        let bytes = self.to_pkcs12(passphrase)?;
        if let Some(dir) = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty() && !d.exists())
        {
            private_dir(dir)?;
        }
        write_private(path, &bytes).map_err(|e| io(path, &e))
    }

    /// The identity in `config_dir`: read it if it exists, else create one for `director`
    /// and save it there.
    ///
    /// # Errors
    /// A wrong passphrase, an unreadable file, or no director name to create one.
    pub fn load_or_create(
        config_dir: &Path,
        director: Option<&str>,
        passphrase: &str,
    ) -> Result<(Self, bool), SignError> {
        let path = config_dir.join(IDENTITY_FILE);
        if path.exists() {
            // The folder holds the key: tighten it if it was left open (best effort).
            let _ = private_dir(config_dir);
            return Ok((Self::load_pkcs12(&path, passphrase)?, false));
        }
        let name = director.map(str::trim).filter(|n| !n.is_empty());
        let name = name.ok_or(SignError::NoDirectorName)?;
        if passphrase.is_empty() {
            return Err(SignError::EmptyPassphrase);
        }
        private_dir(config_dir)?;
        let identity = Self::generate(name)?;
        identity.save(&path, passphrase)?;
        Ok((identity, true))
    }

    /// The certificate's common name (the director's name).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The certificate, DER.
    #[must_use]
    pub fn certificate_der(&self) -> &[u8] {
        &self.certificate_der
    }

    /// The issuers' certificates (DER) that travel with the signature, nearest first.
    #[must_use]
    pub fn chain_der(&self) -> &[Vec<u8>] {
        &self.chain_der
    }

    /// The certificate as PEM, for the readers who will trust it.
    ///
    /// # Errors
    /// Never in practice.
    pub fn certificate_pem(&self) -> Result<String, SignError> {
        super::certificate_pem(&self.certificate_der)
    }

    /// The signing key.
    pub(crate) const fn key(&self) -> &SigningKey {
        &self.key
    }

    fn fingerprint_bytes(&self) -> [u8; 32] {
        Sha256::digest(&self.certificate_der).into()
    }

    /// The certificate's SHA-256 fingerprint, as `AB:CD:...`.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        fingerprint(&self.certificate_der)
    }
}

/// The SHA-256 fingerprint of a DER certificate, as `AB:CD:...`.
#[must_use]
pub fn fingerprint(certificate_der: &[u8]) -> String {
    Sha256::digest(certificate_der)
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(":")
}

/// The common name of a certificate's subject.
pub(crate) fn common_name(certificate: &Certificate) -> Option<String> {
    certificate
        .tbs_certificate
        .subject
        .0
        .iter()
        .flat_map(|rdn| rdn.0.iter())
        .filter(|atv| atv.oid == ID_COMMON_NAME)
        .find_map(|atv| {
            let bytes = atv.value.value();
            std::str::from_utf8(bytes).ok().map(str::to_owned)
        })
}

/// The config folder: `$ARBITRE_CONFIG_DIR`, else the system's folder for Arbitre.
#[must_use]
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CONFIG_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "Arbitre", "arbitre").map(|d| d.config_dir().to_owned())
}

/// The passphrase: `$ARBITRE_PASSPHRASE`, else asked on the terminal with `prompt`.
///
/// # Errors
/// When neither is available (no terminal).
pub fn passphrase(prompt: &str) -> Result<String, SignError> {
    if let Ok(p) = std::env::var(PASSPHRASE_ENV) {
        return Ok(p);
    }
    rpassword::prompt_password(prompt).map_err(|_| SignError::NoPassphrase)
}

/// Creates `dir` (and its parents) if need be; on Unix, makes it the user's alone (0700).
///
/// # Errors
/// When it cannot be created or its mode set.
pub fn private_dir(dir: &Path) -> Result<(), SignError> {
    std::fs::create_dir_all(dir).map_err(|e| io(dir, &e))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .map_err(|e| io(dir, &e))?;
    }
    Ok(())
}

#[cfg(unix)]
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(not(unix))]
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::write(path, bytes)
}
