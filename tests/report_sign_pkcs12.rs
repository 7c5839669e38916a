//! Federation identities on the command line: a `.p12` whose certificate a CA issued (built
//! here with the x509-cert builder, the CA in the chain) signs a report that `verify` trusts
//! when the CA is trusted; legacy (RC2/3DES) and RSA `.p12` files get messages that say
//! what to do. The legacy and RSA files are made with `openssl` at test time (skipped
//! without it).
mod common;

use common::{arbitre_signing as arbitre, case_path};

use der::Encode;
use p12_keystore::{Certificate as P12Certificate, KeyStore, KeyStoreEntry, PrivateKeyChain};
use p256::ecdsa::{DerSignature, SigningKey};
use p256::pkcs8::EncodePrivateKey;
use std::path::Path;
use std::process::{Command, Output};
use std::str::FromStr;
use std::time::Duration;
use x509_cert::builder::{Builder, CertificateBuilder, Profile};
use x509_cert::name::Name;
use x509_cert::serial_number::SerialNumber;
use x509_cert::spki::SubjectPublicKeyInfoOwned;
use x509_cert::time::Validity;

fn report(case: &Path, p12: &Path, pdf: &Path, passphrase: &str, dir: &Path) -> Output {
    arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--sign",
            p12.to_str().unwrap(),
        ],
        &dir.join("config"),
        passphrase,
    )
}

fn certificate(
    profile: Profile,
    serial: u32,
    subject: &str,
    key: &SigningKey,
    signer: &SigningKey,
) -> x509_cert::Certificate {
    let spki = SubjectPublicKeyInfoOwned::from_key(*key.verifying_key()).unwrap();
    CertificateBuilder::new(
        profile,
        SerialNumber::from(serial),
        Validity::from_now(Duration::from_secs(30 * 86_400)).unwrap(),
        Name::from_str(subject).unwrap(),
        spki,
        signer,
    )
    .unwrap()
    .build::<DerSignature>()
    .unwrap()
}

#[test]
fn a_ca_issued_identity_is_trusted_when_its_ca_is() {
    let Some(case) = case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let ca_key = SigningKey::random(&mut rand_core::OsRng);
    let ca = certificate(
        Profile::Root,
        1,
        "CN=Federation CA,O=Federation",
        &ca_key,
        &ca_key,
    );
    let key = SigningKey::random(&mut rand_core::OsRng);
    let leaf = certificate(
        Profile::Leaf {
            issuer: ca.tbs_certificate.subject.clone(),
            enable_key_agreement: false,
            enable_key_encipherment: false,
        },
        2,
        "CN=Anne Martin,O=Federation",
        &key,
        &ca_key,
    );
    let chain = [
        P12Certificate::from_der(&leaf.to_der().unwrap()).unwrap(),
        P12Certificate::from_der(&ca.to_der().unwrap()).unwrap(),
    ];
    let mut store = KeyStore::new();
    let pkcs8 = key.to_pkcs8_der().unwrap();
    store.add_entry(
        "anne",
        KeyStoreEntry::PrivateKeyChain(PrivateKeyChain::new(pkcs8.as_bytes(), [7u8; 20], chain)),
    );
    let p12 = dir.path().join("anne.p12");
    std::fs::write(&p12, store.writer("fed").write().unwrap()).unwrap();
    let trust = dir.path().join("federation");
    std::fs::create_dir(&trust).unwrap();
    let pem = arbitre::sign::certificate_pem(&ca.to_der().unwrap()).unwrap();
    std::fs::write(trust.join("ca.pem"), pem).unwrap();

    let pdf = dir.path().join("ruling.pdf");
    let out = report(&case, &p12, &pdf, "fed", dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&Command::new("pdfsig").arg(&pdf).output().unwrap().stdout)
        .into_owned();
    assert!(
        said.contains("Signature is Valid.") && said.contains("Anne Martin"),
        "{said}"
    );

    let pdf_s = pdf.to_str().unwrap();
    let reader = dir.path().join("reader");
    let out = arbitre(&["--lang", "en", "verify", pdf_s], &reader, "");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Signed by an unknown key"), "{said}");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "verify",
            pdf_s,
            "--trust",
            trust.to_str().unwrap(),
        ],
        &reader,
        "",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("Signed by a director you trust: Anne Martin (certified by Federation CA)."),
        "{said}"
    );
}

fn openssl(args: &[&str]) -> bool {
    Command::new("openssl")
        .args(args)
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn legacy_and_rsa_pkcs12_files_get_messages_that_say_what_to_do() {
    let Some(case) = case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    if !openssl(&["version"]) {
        println!("skipped: openssl not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = |f: &str| dir.path().join(f).to_str().unwrap().to_owned();
    assert!(openssl(&[
        "ecparam",
        "-name",
        "prime256v1",
        "-genkey",
        "-noout",
        "-out",
        &d("key.pem")
    ]));
    assert!(openssl(&[
        "req",
        "-new",
        "-x509",
        "-key",
        &d("key.pem"),
        "-out",
        &d("cert.pem"),
        "-days",
        "30",
        "-subj",
        "/CN=Old Export"
    ]));
    let legacy = openssl(&[
        "pkcs12",
        "-export",
        "-legacy",
        "-inkey",
        &d("key.pem"),
        "-in",
        &d("cert.pem"),
        "-out",
        &d("legacy.p12"),
        "-passout",
        "pass:fed",
    ]);
    if legacy {
        let pdf = dir.path().join("ruling.pdf");
        let out = report(&case, Path::new(&d("legacy.p12")), &pdf, "fed", dir.path());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(
            err.contains("-keypbe AES-256-CBC -certpbe AES-256-CBC -macalg sha256"),
            "{err}"
        );
        assert!(!err.contains("Wrong passphrase"), "{err}");
        // A wrong passphrase on the same file still says so.
        let out = report(&case, Path::new(&d("legacy.p12")), &pdf, "nope", dir.path());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("Wrong passphrase"), "{err}");
        assert!(!pdf.exists());
    } else {
        println!("skipped: this openssl cannot write -legacy PKCS#12 files");
    }

    assert!(openssl(&[
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        &d("rsa.key"),
        "-out",
        &d("rsa.pem"),
        "-days",
        "30",
        "-subj",
        "/CN=RSA Director"
    ]));
    assert!(openssl(&[
        "pkcs12",
        "-export",
        "-inkey",
        &d("rsa.key"),
        "-in",
        &d("rsa.pem"),
        "-out",
        &d("rsa.p12"),
        "-passout",
        "pass:fed",
    ]));
    let out = report(
        &case,
        Path::new(&d("rsa.p12")),
        &dir.path().join("rsa.pdf"),
        "fed",
        dir.path(),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("P-256 keys only"), "{err}");
}
