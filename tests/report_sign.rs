//! The signed report: `pdfsig` finds the signature valid and a tampered copy invalid,
//! `qpdf --check` is clean, and `arbitre report` / `arbitre verify` work end to end with an
//! identity created on first use (or a PKCS#12 file made by OpenSSL).
mod common;

use common::{arbitre_signing as arbitre, case_path};

use arbitre::i18n::Lang;
use arbitre::report::{ReportOptions, render};
use arbitre::sign::{Identity, sign_pdf, verify};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, SystemTime};

fn tool(name: &str, args: &[&str]) -> Output {
    Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} must be installed (poppler-utils, qpdf): {e}"))
}

fn pdfsig(path: &Path) -> String {
    let out = tool("pdfsig", &[path.to_str().unwrap()]);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn signed_report(dir: &Path) -> Option<(PathBuf, Identity)> {
    let path = case_path("06-equity-64c-restores-4s-made.toml")?;
    let toml = std::fs::read_to_string(&path).unwrap();
    let case = arbitre::case::load(&path).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    let identity = Identity::generate("Jeanne Dupré").unwrap();
    // Now, in whole seconds: the certificate was just made and must be valid then.
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    let time = SystemTime::UNIX_EPOCH + Duration::from_secs(now.as_secs() + 1);
    let options = ReportOptions {
        lang: Lang::Fr,
        time,
        fingerprint: Some(identity.fingerprint()),
        ..ReportOptions::default()
    };
    let pdf = render(&case, &judgement, &toml, &options).unwrap();
    let signed = sign_pdf(&pdf, &identity, time).unwrap();
    let out = dir.join("signed.pdf");
    std::fs::write(&out, signed).unwrap();
    Some((out, identity))
}

#[test]
fn pdfsig_validates_and_detects_a_tampered_copy_and_qpdf_is_clean() {
    let dir = tempfile::tempdir().unwrap();
    let Some((path, identity)) = signed_report(dir.path()) else {
        return;
    };
    let said = pdfsig(&path);
    assert!(
        said.contains("Signature Validation: Signature is Valid."),
        "{said}"
    );
    assert!(said.contains("Total document signed"), "{said}");
    assert!(said.contains("Jeanne Dupré"), "{said}");
    // PAdES baseline B-B.
    assert!(
        said.contains("Signature Type: ETSI.CAdES.detached") && said.contains("SHA-256"),
        "{said}"
    );

    let check = tool("qpdf", &["--check", path.to_str().unwrap()]);
    let out = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success() && !out.contains("WARNING"), "{out}");

    let bytes = std::fs::read(&path).unwrap();
    let v = verify(&bytes).unwrap();
    assert!(v.intact);
    assert_eq!(v.signer, "Jeanne Dupré");
    assert_eq!(v.fingerprint, identity.fingerprint());

    // Change one digit of the page content: "Donne 6" becomes something else.
    let mut tampered = bytes.clone();
    let at = bytes.len() / 4;
    tampered[at] ^= 0x20;
    let bad = dir.path().join("tampered.pdf");
    std::fs::write(&bad, &tampered).unwrap();
    let said = pdfsig(&bad);
    assert!(said.contains("Digest Mismatch"), "{said}");
    assert!(!verify(&tampered).is_ok_and(|v| v.intact));
}

#[test]
fn report_and_verify_on_the_command_line() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let pdf = dir.path().join("ruling.pdf");
    let (case_s, pdf_s) = (case.to_str().unwrap(), pdf.to_str().unwrap());

    // No identity yet and no director's name: a clear error, no file.
    let out = arbitre(
        &["--lang", "en", "report", case_s, "-o", pdf_s],
        &config,
        "pass phrase",
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--director"));
    assert!(!pdf.exists());

    // First use creates the identity (mode 0600) and signs.
    let out = arbitre(
        &[
            "--lang",
            "fr",
            "report",
            case_s,
            "-o",
            pdf_s,
            "--paper",
            "letter",
            "--director",
            "Marc Lenoir",
        ],
        &config,
        "pass phrase",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let key = config.join(arbitre::sign::IDENTITY_FILE);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&key).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    assert!(pdfsig(&pdf).contains("Signature is Valid."));
    let out = arbitre(&["--lang", "fr", "verify", pdf_s], &config, "pass phrase");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("Signé par : Marc Lenoir") && said.contains("intact"),
        "{said}"
    );

    // The folder that holds the key is the user's alone.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&config).unwrap().permissions().mode() & 0o777,
            0o700
        );
    }

    // A wrong passphrase cannot open the identity, and says so.
    let second = dir.path().join("second.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case_s,
            "-o",
            second.to_str().unwrap(),
        ],
        &config,
        "wrong",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Wrong passphrase"), "{err}");

    // Appending to the file, or changing a signed byte, fails verification.
    let mut bytes = std::fs::read(&pdf).unwrap();
    bytes.extend_from_slice(b"\n% later\n");
    let appended = dir.path().join("appended.pdf");
    std::fs::write(&appended, &bytes).unwrap();
    let out = arbitre(
        &["--lang", "en", "verify", appended.to_str().unwrap()],
        &config,
        "pass phrase",
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("NOT INTACT"));
    let mut bytes = std::fs::read(&pdf).unwrap();
    let at = bytes.len() / 5;
    bytes[at] ^= 0x01;
    std::fs::write(&appended, &bytes).unwrap();
    let out = arbitre(
        &["--lang", "en", "verify", appended.to_str().unwrap()],
        &config,
        "pass phrase",
    );
    assert!(!out.status.success());
}

#[test]
fn a_federation_pkcs12_made_by_openssl_signs() {
    let Some(case) = case_path("01-not-established-penalty-card.toml") else {
        return;
    };
    if Command::new("openssl").arg("version").output().is_err() {
        eprintln!("skipped: openssl not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = |f: &str| dir.path().join(f).to_str().unwrap().to_owned();
    let run = |args: &[&str]| {
        let out = Command::new("openssl").args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(&[
        "ecparam",
        "-name",
        "prime256v1",
        "-genkey",
        "-noout",
        "-out",
        &d("key.pem"),
    ]);
    run(&[
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
        "/CN=Federation Director/O=FFB",
    ]);
    run(&[
        "pkcs12",
        "-export",
        "-inkey",
        &d("key.pem"),
        "-in",
        &d("cert.pem"),
        "-out",
        &d("id.p12"),
        "-passout",
        "pass:fed",
    ]);
    let pdf = d("ruling.pdf");
    let config = dir.path().join("config");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            &pdf,
            "--sign",
            &d("id.p12"),
        ],
        &config,
        "fed",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        !config.exists(),
        "no identity is created when --sign is given"
    );
    let said = pdfsig(Path::new(&pdf));
    assert!(
        said.contains("Signature is Valid.") && said.contains("Federation Director"),
        "{said}"
    );
    let v = verify(&std::fs::read(&pdf).unwrap()).unwrap();
    assert!(v.intact && v.signer == "Federation Director");
}

#[test]
fn an_empty_passphrase_creates_no_identity() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let pdf = dir.path().join("ruling.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--director",
            "Marc Lenoir",
        ],
        &config,
        "",
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("empty one is refused"), "{err}");
    assert!(!config.join(arbitre::sign::IDENTITY_FILE).exists());
    assert!(!pdf.exists());
}

/// Signs case 05 on the command line as `director`, with an identity made in `config`.
fn report_as(dir: &Path, config: &Path, director: &str) -> Option<PathBuf> {
    let case = case_path("05-3nt-defender-discards-690.toml")?;
    let pdf = dir.join("ruling.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--director",
            director,
        ],
        config,
        "pass phrase",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(pdf)
}

#[test]
fn a_renamed_signer_is_not_intact() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let Some(pdf) = report_as(dir.path(), &config, "Jean Dupont") else {
        return;
    };
    // The genuine report: pdfsig and arbitre agree it is valid.
    assert!(pdfsig(&pdf).contains("Signature is Valid."));
    let out = arbitre(
        &["--lang", "en", "verify", pdf.to_str().unwrap()],
        &config,
        "",
    );
    assert!(out.status.success());

    // Rename the signer inside the certificate the CMS carries, same length.
    let identity =
        Identity::load_pkcs12(&config.join(arbitre::sign::IDENTITY_FILE), "pass phrase").unwrap();
    let hex = |b: &[u8]| b.iter().map(|b| format!("{b:02X}")).collect::<String>();
    let cert = identity.certificate_der();
    let renamed = hex(cert).replace(&hex(b"Jean Dupont"), &hex(b"Evil Dupont"));
    assert_ne!(renamed, hex(cert));
    let mut bytes = std::fs::read(&pdf).unwrap();
    let needle = hex(cert);
    let at = bytes
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())
        .expect("the certificate inside /Contents");
    bytes[at..at + needle.len()].copy_from_slice(renamed.as_bytes());
    let forged = dir.path().join("forged.pdf");
    std::fs::write(&forged, &bytes).unwrap();

    let out = arbitre(
        &["--lang", "en", "verify", forged.to_str().unwrap()],
        &config,
        "",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{said}");
    assert!(!said.contains("intact: the signature is valid"), "{said}");
    assert!(
        said.contains("NOT INTACT: the certificate is not the one that was signed for"),
        "{said}"
    );
    assert!(said.contains("(not proven): Evil Dupont"), "{said}");
    let out = arbitre(
        &["--lang", "fr", "verify", forged.to_str().unwrap()],
        &config,
        "",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("NON INTACT : le certificat n'est pas celui"),
        "{said}"
    );
    println!("pdfsig on the forgery:\n{}", pdfsig(&forged));
}

#[test]
fn verify_trusts_exported_directors_and_not_unknown_keys() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let Some(pdf) = report_as(dir.path(), &config, "Jean Dupont") else {
        return;
    };
    let pdf_s = pdf.to_str().unwrap();
    let reader = dir.path().join("reader-config");

    // The report's signature block says how to check who signed it.
    if let Ok(out) = Command::new("pdftotext").arg(&pdf).arg("-").output() {
        let text = String::from_utf8_lossy(&out.stdout).replace('\n', " ");
        assert!(
            text.contains("arbitre verify --trust") && text.contains("fingerprint"),
            "{text}"
        );
    }

    // A reader who trusts nobody: intact, but an unknown key.
    let out = arbitre(&["--lang", "en", "verify", pdf_s], &reader, "");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Signed by an unknown key"), "{said}");

    // The director exports his certificate; the reader trusts it.
    let trust = dir.path().join("trusted-by-reader");
    let pem = trust.join("jean-dupont.pem");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "identity",
            "export",
            "-o",
            pem.to_str().unwrap(),
        ],
        &config,
        "pass phrase",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        std::fs::read_to_string(&pem)
            .unwrap()
            .starts_with("-----BEGIN CERTIFICATE-----")
    );
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
    assert!(said.contains("One trusted certificate read from"), "{said}");
    assert!(
        said.contains("Signed by a director you trust: Jean Dupont."),
        "{said}"
    );

    // The same from the reader's own trusted folder, no --trust needed.
    let folder = arbitre::sign::trusted_dir(&reader);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::copy(&pem, folder.join("jean.pem")).unwrap();
    let out = arbitre(&["--lang", "fr", "verify", pdf_s], &reader, "");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Signé par un arbitre de confiance : Jean Dupont."),
        "{said}"
    );

    // Another director's certificate vouches for nothing here.
    let other = dir.path().join("other");
    let stranger = Identity::generate("Jean Dupont").unwrap();
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("x.pem"), stranger.certificate_pem().unwrap()).unwrap();
    let out = arbitre(
        &[
            "--lang",
            "en",
            "verify",
            pdf_s,
            "--trust",
            other.to_str().unwrap(),
        ],
        &dir.path().join("third"),
        "",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Signed by an unknown key"), "{said}");

    // A --trust folder that does not exist is an error, not silence.
    let out = arbitre(
        &[
            "--lang",
            "en",
            "verify",
            pdf_s,
            "--trust",
            "/nonexistent/trust",
        ],
        &reader,
        "",
    );
    assert!(!out.status.success());
}
