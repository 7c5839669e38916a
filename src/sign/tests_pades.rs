//! PAdES B-B: the signing-certificate-v2 binding, the certificate's own signature and
//! dates, and trust (directors' certificates, a federation's CA chain).
use super::super::*;
use super::minimal_pdf;
use der::{Decode, Encode};
use p12_keystore::{Certificate as P12Certificate, KeyStore, KeyStoreEntry, PrivateKeyChain};
use p256::ecdsa::{DerSignature, SigningKey};
use p256::pkcs8::EncodePrivateKey;
use std::str::FromStr;
use std::time::Duration;
use x509_cert::builder::{Builder, CertificateBuilder, Profile};
use x509_cert::name::Name;
use x509_cert::serial_number::SerialNumber;
use x509_cert::spki::SubjectPublicKeyInfoOwned;
use x509_cert::time::Validity;

/// A signed PDF whose CMS is built by hand (`ess`: with signing-certificate-v2 or not).
fn signed_with(identity: &Identity, time: SystemTime, ess: bool) -> Vec<u8> {
    let fields = pdf::SigFields {
        name: identity.name(),
        reason: "test",
        time,
    };
    let (mut out, start, end) = pdf::prepare(&minimal_pdf(), &fields).unwrap();
    let digest = cms::digest_parts(&[&out[..start], &out[end..]]);
    let signature = cms::sign_detached(
        &digest,
        identity.key(),
        identity.certificate_der(),
        identity.chain_der(),
        time,
        ess,
    )
    .unwrap();
    pdf::fill_contents(&mut out, start, end, &signature).unwrap();
    out
}

#[test]
fn the_signing_certificate_v2_attribute_names_the_certificate_hash() {
    let identity = Identity::generate("Jean Dupont").unwrap();
    let cert = x509_cert::Certificate::from_der(identity.certificate_der()).unwrap();
    let value = ess::signing_certificate_v2(&cert, identity.certificate_der()).unwrap();
    let hash: [u8; 32] = sha2::Sha256::digest(identity.certificate_der()).into();
    assert_eq!(ess::read(&value), ess::Found::Sha256(hash));
    // SEQUENCE { SEQUENCE { SEQUENCE { OCTET STRING (32) ... } } }: no hashAlgorithm.
    let der = value.to_der().unwrap();
    assert_eq!(der[0], 0x30);
    let inner = der.windows(2).position(|w| w == [0x04, 0x20]).unwrap();
    assert!(inner < 12, "{der:02X?}");
    let junk = der::Any::new(der::Tag::Sequence, vec![0x02, 0x01, 0x00]).unwrap();
    assert_eq!(ess::read(&junk), ess::Found::Unreadable);
}

use sha2::Digest as _;

#[test]
fn a_signature_without_signing_certificate_v2_is_not_intact() {
    let identity = Identity::generate("Jean Dupont").unwrap();
    let time = SystemTime::now();
    let v = verify(&signed_with(&identity, time, false)).unwrap();
    assert!(!v.intact, "{v:?}");
    assert!(v.signature_valid, "only the binding is missing");
    assert_eq!(v.problems, vec![Problem::NoSigningCertificate]);
    assert!(verify(&signed_with(&identity, time, true)).unwrap().intact);
}

#[test]
fn a_renamed_signer_is_caught() {
    let identity = Identity::generate("Jean Dupont").unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, SystemTime::now()).unwrap();
    let found = pdf::find_signatures(&signed).unwrap();
    let [_, b, c, _] = found[0].byte_range.unwrap();
    let found_cms = pdf::gap_bytes(&signed[b..c]).unwrap();
    let cert = identity.certificate_der();
    let at = found_cms
        .windows(cert.len())
        .position(|w| w == cert)
        .unwrap();
    let mut cms = found_cms.clone();
    let span = &mut cms[at..at + cert.len()];
    let mut renamed = 0;
    while let Some(p) = span.windows(11).position(|w| w == b"Jean Dupont") {
        span[p..p + 11].copy_from_slice(b"Evil Dupont");
        renamed += 1;
    }
    assert_eq!(renamed, 2, "issuer and subject");
    let hex: String = found_cms.iter().map(|b| format!("{b:02X}")).collect();
    let forged_hex: String = cms.iter().map(|b| format!("{b:02X}")).collect();
    let at = signed
        .windows(hex.len())
        .position(|w| w == hex.as_bytes())
        .unwrap();
    let mut forged = signed.clone();
    forged[at..at + hex.len()].copy_from_slice(forged_hex.as_bytes());
    let v = verify(&forged).unwrap();
    assert_eq!(v.signer, "Evil Dupont");
    assert!(!v.intact);
    assert!(
        v.problems.contains(&Problem::SigningCertificateMismatch),
        "{v:?}"
    );
    assert!(v.problems.contains(&Problem::CertificateSignature), "{v:?}");
}

#[test]
fn a_certificate_not_valid_at_the_signing_time_is_not_intact() {
    let identity = Identity::generate("Jean Dupont").unwrap();
    let yesterday = SystemTime::now() - Duration::from_secs(86_400);
    let v = verify(&signed_with(&identity, yesterday, true)).unwrap();
    assert_eq!(v.problems, vec![Problem::NotYetValid]);
    let in_eleven_years = SystemTime::now() + Duration::from_secs(11 * 366 * 86_400);
    let v = verify(&signed_with(&identity, in_eleven_years, true)).unwrap();
    assert_eq!(v.problems, vec![Problem::Expired]);
    assert!(!v.intact);
    // Arbitre itself refuses to sign then.
    assert_eq!(
        sign_pdf(&minimal_pdf(), &identity, yesterday).unwrap_err(),
        SignError::CertificateNotYetValid
    );
    assert_eq!(
        sign_pdf(&minimal_pdf(), &identity, in_eleven_years).unwrap_err(),
        SignError::CertificateExpired
    );
}

fn name(s: &str) -> Name {
    Name::from_str(s).unwrap()
}

fn validity() -> Validity {
    Validity::from_now(Duration::from_secs(365 * 86_400)).unwrap()
}

/// A CA: its key and its self-signed certificate.
fn authority(subject: &str) -> (SigningKey, x509_cert::Certificate) {
    let key = SigningKey::random(&mut rand_core::OsRng);
    let spki = SubjectPublicKeyInfoOwned::from_key(*key.verifying_key()).unwrap();
    let cert = CertificateBuilder::new(
        Profile::Root,
        SerialNumber::from(7u32),
        validity(),
        name(subject),
        spki,
        &key,
    )
    .unwrap()
    .build::<DerSignature>()
    .unwrap();
    (key, cert)
}

/// A director's PKCS#12 file with a certificate issued by `ca` (and `ca` in the chain).
fn issued_pkcs12(
    ca: &(SigningKey, x509_cert::Certificate),
    director: &str,
    with_chain: bool,
) -> Vec<u8> {
    let key = SigningKey::random(&mut rand_core::OsRng);
    let spki = SubjectPublicKeyInfoOwned::from_key(*key.verifying_key()).unwrap();
    let profile = Profile::Leaf {
        issuer: ca.1.tbs_certificate.subject.clone(),
        enable_key_agreement: false,
        enable_key_encipherment: false,
    };
    let subject = format!("CN={director},O=Federation");
    let leaf = CertificateBuilder::new(
        profile,
        SerialNumber::from(42u32),
        validity(),
        name(&subject),
        spki,
        &ca.0,
    )
    .unwrap()
    .build::<DerSignature>()
    .unwrap();
    let mut chain = vec![P12Certificate::from_der(&leaf.to_der().unwrap()).unwrap()];
    if with_chain {
        chain.push(P12Certificate::from_der(&ca.1.to_der().unwrap()).unwrap());
    }
    let mut store = KeyStore::new();
    let pkcs8 = key.to_pkcs8_der().unwrap();
    store.add_entry(
        "director",
        KeyStoreEntry::PrivateKeyChain(PrivateKeyChain::new(pkcs8.as_bytes(), [1u8; 20], chain)),
    );
    store.writer("fed").write().unwrap()
}

#[test]
fn a_ca_issued_identity_is_trusted_through_its_ca() {
    let ca = authority("CN=Federation CA,O=Federation");
    let identity = Identity::from_pkcs12(&issued_pkcs12(&ca, "Anne Martin", true), "fed").unwrap();
    assert_eq!(identity.name(), "Anne Martin");
    assert_eq!(identity.chain_der(), [ca.1.to_der().unwrap()]);
    let signed = sign_pdf(&minimal_pdf(), &identity, SystemTime::now()).unwrap();

    let v = verify(&signed).unwrap();
    assert!(v.intact, "{v:?}");
    assert_eq!(v.trust, Trust::Unknown);

    let mut trusted = TrustStore::new();
    let pem = certificate_pem(&ca.1.to_der().unwrap()).unwrap();
    assert_eq!(trusted.add_bytes(pem.as_bytes()).unwrap(), 1);
    let v = verify_trusting(&signed, &trusted).unwrap();
    assert!(v.intact, "{v:?}");
    assert_eq!(v.trust, Trust::Authority("Federation CA".into()));

    // Another federation's CA vouches for nothing here.
    let mut other = TrustStore::new();
    let stranger = authority("CN=Other CA");
    other.add_bytes(&stranger.1.to_der().unwrap()).unwrap();
    assert_eq!(
        verify_trusting(&signed, &other).unwrap().trust,
        Trust::Unknown
    );

    // A director's own certificate, exported and trusted.
    let mut own = TrustStore::new();
    own.add_bytes(identity.certificate_pem().unwrap().as_bytes())
        .unwrap();
    assert_eq!(
        verify_trusting(&signed, &own).unwrap().trust,
        Trust::Director
    );
    // ... but it is no CA: a certificate it signed would not be trusted through it.
    assert!(!chain::is_ca(
        &x509_cert::Certificate::from_der(identity.certificate_der()).unwrap()
    ));
}

#[test]
fn a_ca_issued_certificate_without_its_issuer_is_intact_and_trusted_only_through_its_ca() {
    let ca = authority("CN=Federation CA,O=Federation");
    let identity = Identity::from_pkcs12(&issued_pkcs12(&ca, "Anne Martin", false), "fed").unwrap();
    assert!(identity.chain_der().is_empty());
    let signed = sign_pdf(&minimal_pdf(), &identity, SystemTime::now()).unwrap();
    // Integrity apart from trust: the bytes, the signature and the certificate binding
    // hold, whoever issued the certificate; the reader who lacks the CA sees an unknown key.
    let v = verify(&signed).unwrap();
    assert!(v.intact, "{v:?}");
    assert_eq!(v.problems, vec![]);
    assert_eq!(v.trust, Trust::Unknown);
    let mut trusted = TrustStore::new();
    trusted.add_bytes(&ca.1.to_der().unwrap()).unwrap();
    let v = verify_trusting(&signed, &trusted).unwrap();
    assert!(v.intact, "{v:?}");
    assert_eq!(v.trust, Trust::Authority("Federation CA".into()));
}

#[test]
fn trust_folders_read_pem_and_der_and_refuse_junk() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        TrustStore::new().add_dir(&dir.path().join("none")).unwrap(),
        0
    );
    let a = Identity::generate("A").unwrap();
    let b = Identity::generate("B").unwrap();
    let both = format!(
        "{}{}",
        a.certificate_pem().unwrap(),
        b.certificate_pem().unwrap()
    );
    std::fs::write(dir.path().join("two.pem"), both).unwrap();
    std::fs::write(dir.path().join("b.der"), b.certificate_der()).unwrap();
    std::fs::write(dir.path().join("notes.txt"), "ignored").unwrap();
    let mut store = TrustStore::new();
    assert_eq!(store.add_dir(dir.path()).unwrap(), 3);
    assert_eq!(store.len(), 2, "the same certificate twice counts once");
    std::fs::write(dir.path().join("junk.crt"), "not a certificate").unwrap();
    assert!(matches!(
        TrustStore::new().add_dir(dir.path()),
        Err(SignError::NotACertificate(p)) if p.ends_with("junk.crt")
    ));
}

#[test]
fn every_reason_reads_in_english_and_french() {
    use crate::i18n::{Lang, Tr};
    let problems = [
        Problem::Unreadable,
        Problem::Damaged,
        Problem::ByteRange,
        Problem::NotWholeFile,
        Problem::SignedAgain { count: 2 },
        Problem::Padding,
        Problem::Digest,
        Problem::Signature,
        Problem::NoSigningCertificate,
        Problem::SigningCertificateUnreadable,
        Problem::SigningCertificateMismatch,
        Problem::CertificateSignature,
        Problem::NoSigningTime,
        Problem::NotYetValid,
        Problem::Expired,
    ];
    let errors = [
        SignError::WrongPassphrase,
        SignError::LegacyPkcs12,
        SignError::EmptyPassphrase,
        SignError::NoSignature,
        SignError::CertificateNotYetValid,
        SignError::CertificateExpired,
        SignError::NotACertificate("f.pem".into()),
        SignError::NotPdf,
        SignError::DamagedKeystore,
        SignError::DamagedKeystoreFile {
            path: "id.p12".into(),
        },
        SignError::BrokenIdentity {
            path: "k.p12".into(),
        },
        SignError::WeakPassphrase,
    ];
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let texts = problems
            .iter()
            .map(Problem::msg)
            .chain(errors.iter().map(SignError::msg))
            .map(|m| tr.msg(&m));
        for text in texts {
            assert!(
                !text.contains("verify-problem") && !text.contains("sign-error") && text.len() > 20,
                "{lang:?}: {text}"
            );
        }
    }
}
