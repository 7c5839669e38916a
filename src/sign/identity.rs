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
/// The lock file that makes one run at a time create the identity.
const LOCK_FILE: &str = ".director-identity.lock";
/// The fewest characters a new identity's passphrase may have.
pub const MIN_PASSPHRASE_CHARS: usize = 8;
/// The PBKDF2 (and MAC) iterations of the identity files Arbitre writes: far above the
/// 10,000 of older PKCS#12 writers, as OWASP advises for PBKDF2-HMAC-SHA-256.
pub const KDF_ITERATIONS: u64 = 600_000;

/// The iterations used: [`KDF_ITERATIONS`]; unit tests use fewer (they make many keys).
const fn kdf_iterations() -> u64 {
    if cfg!(test) { 1_000 } else { KDF_ITERATIONS }
}

/// Whether a passphrase may protect a new identity: at least [`MIN_PASSPHRASE_CHARS`]
/// characters, not only spaces.
///
/// # Errors
/// [`SignError::EmptyPassphrase`], [`SignError::WeakPassphrase`].
pub fn check_new_passphrase(passphrase: &str) -> Result<(), SignError> {
    if passphrase.is_empty() {
        return Err(SignError::EmptyPassphrase);
    }
    if passphrase.trim().is_empty() || passphrase.chars().count() < MIN_PASSPHRASE_CHARS {
        return Err(SignError::WeakPassphrase);
    }
    Ok(())
}

/// Whether a key file can be read by others than its owner: group or other bits of its mode
/// on Unix, an allowing entry for anyone else in its access list on Windows.
#[must_use]
pub fn key_file_exposed(path: &Path) -> bool {
    crate::os::is_private(path).is_ok_and(|private| !private)
}

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
/// file that opens but whose contents use RC2 or 3DES (older OpenSSL exports) is legacy;
/// anything else (cut short, not PKCS#12, bytes changed) is damaged. A MAC that does not
/// match is a wrong passphrase unless the contents open with it: then the file was changed.
fn open_error(e: p12_keystore::error::Error, bytes: &[u8], passphrase: &str) -> SignError {
    use p12_keystore::error::Error;
    match e {
        Error::MacError(_) => {
            if without_mac(bytes).is_some_and(|b| KeyStore::from_pkcs12(&b, passphrase).is_ok()) {
                SignError::DamagedKeystore
            } else {
                SignError::WrongPassphrase
            }
        }
        Error::UnsupportedEncryptionScheme | Error::UnsupportedMacAlgorithm => {
            SignError::LegacyPkcs12
        }
        _ => SignError::DamagedKeystore,
    }
}

/// The PKCS#12 file without its MAC (`PFX ::= SEQUENCE { version, authSafe, macData }`).
fn without_mac(bytes: &[u8]) -> Option<Vec<u8>> {
    let parts: Vec<der::Any> = Vec::from_der(bytes).ok()?;
    let kept = parts.get(..2)?.to_vec();
    kept.to_der().ok()
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
        let store = KeyStore::from_pkcs12(bytes, passphrase)
            .map_err(|e| open_error(e, bytes, passphrase))?;
        let (_, chain) = store.private_key_chain().ok_or(SignError::NoKey)?;
        let key = SigningKey::from_pkcs8_der(chain.key()).map_err(|_| SignError::UnsupportedKey)?;
        let certificate = chain.chain().first().ok_or(SignError::NoKey)?;
        let certificate_der = certificate.as_der().to_vec();
        let parsed =
            Certificate::from_der(&certificate_der).map_err(|_| SignError::DamagedKeystore)?;
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
    /// See [`Identity::from_pkcs12`]; also when the file cannot be read. An empty file is
    /// damaged.
    pub fn load_pkcs12(path: &Path, passphrase: &str) -> Result<Self, SignError> {
        let bytes = crate::fsread::read(path, crate::fsread::Kind::Identity)?;
        Self::from_pkcs12(&bytes, passphrase).map_err(|e| match e {
            SignError::DamagedKeystore => SignError::DamagedKeystoreFile {
                path: path.display().to_string(),
            },
            other => other,
        })
    }

    /// The identity as a passphrase-protected PKCS#12 file: AES-256 under PBKDF2-HMAC-SHA-256
    /// and an HMAC-SHA-256 MAC, both with [`KDF_ITERATIONS`] iterations.
    ///
    /// # Errors
    /// An empty passphrase; when encoding fails.
    pub fn to_pkcs12(&self, passphrase: &str) -> Result<Vec<u8>, SignError> {
        self.to_pkcs12_iterations(passphrase, kdf_iterations())
    }

    /// [`Identity::to_pkcs12`] with another iteration count (tests only make keys faster).
    pub(crate) fn to_pkcs12_iterations(
        &self,
        passphrase: &str,
        iterations: u64,
    ) -> Result<Vec<u8>, SignError> {
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
        store
            .writer(passphrase)
            .encryption_iterations(iterations)
            .mac_iterations(iterations)
            .write()
            .map_err(keystore)
    }

    /// The identity in `config_dir`: read it if it exists, else create one for `director`
    /// and save it there, its certificate entering the trusted folder. Creation happens once
    /// however many runs start together: under a lock file, written to a temporary file of
    /// the same folder and linked into place only where no file is (an existing key file is
    /// never replaced). An empty or damaged key file is an error that says what to do.
    ///
    /// # Errors
    /// A wrong passphrase, an unreadable or broken file, a weak passphrase for a new
    /// identity, or no director name to create one.
    pub fn load_or_create(
        config_dir: &Path,
        director: Option<&str>,
        passphrase: &str,
    ) -> Result<(Self, bool), SignError> {
        Self::load_or_create_file(&config_dir.join(IDENTITY_FILE), director, passphrase, true)
    }

    /// The identity in the file `path` (another signer's, such as an appeals committee
    /// chair's): read it if it exists, else create one for `name` there, as
    /// [`Self::load_or_create`] does; `trust` adds a new certificate to the trusted folder
    /// of the file's folder.
    ///
    /// # Errors
    /// As [`Self::load_or_create`].
    pub fn load_or_create_file(
        path: &Path,
        name: Option<&str>,
        passphrase: &str,
        trust: bool,
    ) -> Result<(Self, bool), SignError> {
        let config_dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| Path::new("."));
        let file_name = path.file_name().map_or_else(
            || IDENTITY_FILE.to_owned(),
            |n| n.to_string_lossy().into_owned(),
        );
        if path.exists() {
            // The folder holds the key: tighten it if it was left open (best effort).
            let _ = private_dir(config_dir);
            return Ok((Self::load_existing(path, passphrase)?, false));
        }
        let name = name.map(str::trim).filter(|n| !n.is_empty());
        let name = name.ok_or(SignError::NoDirectorName)?;
        check_new_passphrase(passphrase)?;
        private_dir(config_dir)?;
        let lock_path = if file_name == IDENTITY_FILE {
            config_dir.join(LOCK_FILE)
        } else {
            config_dir.join(format!(".{file_name}.lock"))
        };
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| io(&lock_path, &e))?;
        lock.lock().map_err(|e| io(&lock_path, &e))?;
        // Another run may have made it while this one waited.
        if path.exists() {
            return Ok((Self::load_existing(path, passphrase)?, false));
        }
        let identity = Self::generate(name)?;
        let bytes = identity.to_pkcs12(passphrase)?;
        crate::case::clean_leftovers(config_dir, &file_name);
        let tmp = config_dir.join(format!(".{file_name}.{}.tmp", std::process::id()));
        let written = write_private(&tmp, &bytes).and_then(|()| link_new(&tmp, path));
        let _ = std::fs::remove_file(&tmp);
        written.map_err(|e| io(path, &e))?;
        // The director trusts his own reports from the start (best effort: the reports are
        // signed either way, and `arbitre trust add` does it later).
        if trust && let Ok(pem) = identity.certificate_pem() {
            let _ = super::trust::add_to_trusted_dir(config_dir, pem.as_bytes());
        }
        drop(lock);
        Ok((identity, true))
    }

    /// Reads the director's existing identity file: an empty or damaged one is reported
    /// as such, with the path, and left where it is.
    fn load_existing(path: &Path, passphrase: &str) -> Result<Self, SignError> {
        let broken = || SignError::BrokenIdentity {
            path: path.display().to_string(),
        };
        let bytes = std::fs::read(path).map_err(|e| io(path, &e))?;
        if bytes.is_empty() {
            return Err(broken());
        }
        Self::from_pkcs12(&bytes, passphrase).map_err(|e| match e {
            SignError::DamagedKeystore | SignError::NoKey | SignError::KeyCertificateMismatch => {
                broken()
            }
            other => other,
        })
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

/// Creates `dir` (and its parents) if need be, and makes it the user's alone (0700 on Unix;
/// on Windows a protected access list with the user's entry alone, which what it holds
/// inherits).
///
/// # Errors
/// When it cannot be created or its protection set.
pub fn private_dir(dir: &Path) -> Result<(), SignError> {
    std::fs::create_dir_all(dir).map_err(|e| io(dir, &e))?;
    crate::os::restrict_to_user(dir).map_err(|e| io(dir, &e))
}

/// Puts `tmp` in place at `path` only if no file is there: a hard link, which fails on an
/// existing file; on a file system without hard links (FAT, some network shares), a rename,
/// made safe by the lock the caller holds and its check that `path` does not exist.
fn link_new(tmp: &Path, path: &Path) -> std::io::Result<()> {
    match std::fs::hard_link(tmp, path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists || path.exists() => Err(e),
        Err(_) => std::fs::rename(tmp, path),
    }
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
    std::fs::write(path, bytes)?;
    crate::os::restrict_to_user(path)
}
