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
    // Whole seconds (as the signature keeps them), after the certificate was made.
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    let time = SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(now.as_secs() + 60);
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
    assert_eq!(
        Identity::from_pkcs12(&p12, "wrong").unwrap_err(),
        SignError::WrongPassphrase
    );
}

#[test]
fn an_empty_passphrase_is_refused_when_an_identity_is_created() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        Identity::load_or_create(dir.path(), Some("Marie Curie"), "").unwrap_err(),
        SignError::EmptyPassphrase
    );
    assert!(!dir.path().join(IDENTITY_FILE).exists());
    let identity = Identity::generate("Marie Curie").unwrap();
    assert_eq!(
        identity.to_pkcs12("").unwrap_err(),
        SignError::EmptyPassphrase
    );
}

#[cfg(unix)]
#[test]
fn the_config_folder_is_created_or_tightened_to_0700() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("a/b/arbitre");
    Identity::load_or_create(&fresh, Some("Marie Curie"), "pass phrase").unwrap();
    assert_eq!(mode(&fresh), 0o700);
    let open = dir.path().join("open");
    std::fs::create_dir(&open).unwrap();
    std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o755)).unwrap();
    Identity::load_or_create(&open, Some("Marie Curie"), "pass phrase").unwrap();
    assert_eq!(mode(&open), 0o700);
    // An existing identity's folder left open is tightened when it is read.
    std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o755)).unwrap();
    Identity::load_or_create(&open, None, "pass phrase").unwrap();
    assert_eq!(mode(&open), 0o700);
}

#[test]
fn load_or_create_makes_a_private_file_once() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        Identity::load_or_create(dir.path(), None, "pass phrase").unwrap_err(),
        SignError::NoDirectorName
    );
    let (made, created) =
        Identity::load_or_create(dir.path(), Some("Marie Curie"), "pass phrase").unwrap();
    assert!(created);
    let (again, created) =
        Identity::load_or_create(dir.path(), Some("Other"), "pass phrase").unwrap();
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

#[path = "tests_pades.rs"]
mod pades;

#[path = "tests_forgery.rs"]
mod forgery;
