use super::*;
use printpdf::{Mm, PdfDocument, PdfPage, PdfSaveOptions};

fn minimal_pdf() -> Vec<u8> {
    let mut doc = PdfDocument::new("minimal");
    doc.with_pages(vec![PdfPage::new(Mm(210.0), Mm(297.0), Vec::new())]);
    doc.save(&PdfSaveOptions::default(), &mut Vec::new())
}

#[test]
fn signs_and_verifies_and_detects_tampering() {
    let identity = Identity::generate("Jeanne Dupré").unwrap();
    let time = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_790_000_000);
    let signed = sign_pdf(&minimal_pdf(), &identity, time).unwrap();
    if let Some(dir) = std::env::var_os("ARBITRE_KEEP_SIGNED") {
        std::fs::write(
            std::path::Path::new(&dir).join("minimal-signed.pdf"),
            &signed,
        )
        .unwrap();
    }
    let v = verify(&signed).unwrap();
    assert!(v.intact, "{v:?}");
    assert_eq!(v.signer, "Jeanne Dupré");
    assert_eq!(v.signing_time, Some(time));
    assert_eq!(v.fingerprint, identity.fingerprint());

    // One byte changed inside the signed range.
    let mut tampered = signed.clone();
    let at = tampered.len() - 40; // in the trailer, inside the second signed range
    tampered[at] ^= 0x01;
    assert!(!verify(&tampered).map(|v| v.intact).unwrap_or(false));

    // Bytes appended after signing.
    let mut appended = signed;
    appended.extend_from_slice(b"\n% appended\n");
    let v = verify(&appended).unwrap();
    assert!(v.signature_valid && !v.covers_whole_file && !v.intact);
}

#[test]
fn pkcs12_round_trip_and_wrong_passphrase() {
    let identity = Identity::generate("A. Director").unwrap();
    let p12 = identity.to_pkcs12("secret").unwrap();
    let back = Identity::from_pkcs12(&p12, "secret").unwrap();
    assert_eq!(back.fingerprint(), identity.fingerprint());
    assert_eq!(back.name(), "A. Director");
    assert!(matches!(
        Identity::from_pkcs12(&p12, "wrong"),
        Err(SignError::Keystore(_))
    ));
}

#[test]
fn load_or_create_makes_a_private_file_once() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        Identity::load_or_create(dir.path(), None, "pw").unwrap_err(),
        SignError::NoDirectorName
    );
    let (made, created) = Identity::load_or_create(dir.path(), Some("Marie Curie"), "pw").unwrap();
    assert!(created);
    let (again, created) = Identity::load_or_create(dir.path(), Some("Other"), "pw").unwrap();
    assert!(!created);
    assert_eq!(made.fingerprint(), again.fingerprint());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.path().join(IDENTITY_FILE))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

#[test]
fn garbage_is_an_error_not_a_panic() {
    assert!(verify(b"not a pdf").is_err());
    assert!(verify(&minimal_pdf()).is_err());
    assert!(Identity::from_pkcs12(b"junk", "x").is_err());
}

#[test]
fn truncated_or_mangled_files_are_errors_not_panics() {
    let identity = Identity::generate("T").unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, SystemTime::now()).unwrap();
    for cut in (0..signed.len()).step_by(997) {
        let r = verify(&signed[..cut]);
        assert!(!r.is_ok_and(|v| v.intact), "cut at {cut}");
    }
    // A ByteRange pointing outside the file.
    let text = String::from_utf8_lossy(&signed).into_owned();
    let at = text.find("/ByteRange[0 ").unwrap() + "/ByteRange[0 ".len();
    let mut bad = signed.clone();
    bad[at..at + 10].copy_from_slice(b"9999999999");
    assert!(!verify(&bad).is_ok_and(|v| v.intact));
    assert!(sign_pdf(b"%PDF-1.7\n garbage", &identity, SystemTime::now()).is_err());
}
