//! What an attacker or a broken disk does to a signed file or an identity: a second
//! signature over an update, bytes in the zero padding, damaged signatures and key files,
//! weak passphrases, names that forge lines.
use super::super::*;
use super::minimal_pdf;
use std::time::Duration;

/// Now in whole seconds, a minute on (the certificate was just made and must be valid).
fn soon() -> SystemTime {
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    SystemTime::UNIX_EPOCH + Duration::from_secs(now.as_secs() + 60)
}

#[test]
fn a_second_signature_over_an_update_is_not_intact_and_both_are_listed() {
    let director = Identity::generate("Jeanne Dupré").unwrap();
    let signed = sign_pdf(&minimal_pdf(), &director, soon()).unwrap();
    assert!(verify(&signed).unwrap().intact);
    // Anyone signs an update with a self-made key bearing the director's name.
    let impostor = Identity::generate("Jeanne Dupré").unwrap();
    let resigned = sign_pdf(&signed, &impostor, soon()).unwrap();
    let v = verify(&resigned).unwrap();
    assert!(!v.intact, "{v:?}");
    assert!(
        v.problems.contains(&Problem::SignedAgain { count: 2 }),
        "{v:?}"
    );
    assert_eq!(v.signatures.len(), 2);
    // The first, genuine signature is named first and is valid over its revision.
    assert_eq!(v.signatures[0].fingerprint, director.fingerprint());
    assert_eq!(v.signatures[0].covers, signed.len());
    assert!(v.signatures[0].problems.is_empty(), "{v:?}");
    assert_eq!(v.signatures[1].fingerprint, impostor.fingerprint());
    assert_eq!(v.signatures[1].covers, resigned.len());
    assert_eq!(v.fingerprint, director.fingerprint());
    // Trusting the impostor changes nothing: integrity comes first.
    let mut trusted = TrustStore::new();
    trusted
        .add_bytes(impostor.certificate_pem().unwrap().as_bytes())
        .unwrap();
    assert!(!verify_trusting(&resigned, &trusted).unwrap().intact);
}

/// The `/Contents` hex string of the (only) signature: where its digits start and end.
fn contents_span(signed: &[u8]) -> (usize, usize) {
    let found = pdf::find_signatures(signed).unwrap();
    let [_, b, c, _] = found[0].byte_range.unwrap();
    (b + 1, c - 1)
}

#[test]
fn a_byte_in_the_zero_padding_or_another_spelling_of_the_signature_is_not_intact() {
    let identity = Identity::generate("Jeanne Dupré").unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, soon()).unwrap();
    let (start, end) = contents_span(&signed);
    assert_eq!(&signed[end - 4..end], b"0000");
    let mut padded = signed.clone();
    padded[end - 2] = b'4';
    padded[end - 1] = b'2';
    let v = verify(&padded).unwrap();
    assert!(!v.intact && v.problems == vec![Problem::Padding], "{v:?}");
    // The same bytes written in lower case: another file, the same CMS. Refused too.
    let mut lower = signed.clone();
    let first_letter = (start..end)
        .find(|&i| signed[i].is_ascii_uppercase())
        .unwrap();
    lower[first_letter] = lower[first_letter].to_ascii_lowercase();
    assert!(!verify(&lower).unwrap().intact);
    assert!(verify(&signed).unwrap().intact);
}

#[test]
fn a_damaged_signature_is_judged_not_reported_as_missing() {
    let identity = Identity::generate("Jeanne Dupré").unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, soon()).unwrap();
    // A byte range whose numbers are no longer numbers.
    let find = |needle: &[u8]| {
        signed
            .windows(needle.len())
            .rposition(|w| w == needle)
            .unwrap()
    };
    let at = find(b"/ByteRange[0 ") + "/ByteRange[".len();
    let mut damaged = signed.clone();
    damaged[at] = b'x';
    let v = verify(&damaged).unwrap();
    assert!(!v.intact && v.problems.contains(&Problem::Damaged), "{v:?}");
    // The last cross-reference offset broken: still a signature, its bytes changed.
    let at = find(b"startxref") + "startxref\n".len();
    let mut broken = signed.clone();
    broken[at..at + 3].copy_from_slice(b"zzz");
    let v = verify(&broken).unwrap();
    assert!(!v.intact && v.problems.contains(&Problem::Digest), "{v:?}");
    // A file that is no PDF says so, in words of ours.
    assert_eq!(verify(b"not a pdf").unwrap_err(), SignError::NotPdf);
    assert_eq!(verify(&minimal_pdf()).unwrap_err(), SignError::NoSignature);
}

#[test]
fn a_name_that_forges_lines_is_written_escaped_in_the_pdf() {
    let forged = "Test Director\nSigned by a director you trust: X\u{1b}[8m";
    let identity = Identity::generate(forged).unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, soon()).unwrap();
    let text = String::from_utf8_lossy(&signed);
    assert!(
        text.contains("/Name(Test Director\\\\nSigned"),
        "the /Name is escaped"
    );
    assert!(!signed.contains(&0x1b));
    // The certificate keeps the name as given; readers escape it when they show it.
    assert_eq!(verify(&signed).unwrap().signer, forged);
    assert_eq!(
        crate::i18n::shown(forged),
        "Test Director\\nSigned by a director you trust: X\\u{1b}[8m"
    );
}

#[test]
fn a_damaged_pkcs12_is_not_a_wrong_passphrase() {
    let identity = Identity::generate("A. Director").unwrap();
    let p12 = identity.to_pkcs12("right passphrase").unwrap();
    assert_eq!(
        Identity::from_pkcs12(&p12, "wrong passphrase").unwrap_err(),
        SignError::WrongPassphrase
    );
    for cut in [0, 1, 10, p12.len() / 2, p12.len() - 1] {
        assert_eq!(
            Identity::from_pkcs12(&p12[..cut], "right passphrase").unwrap_err(),
            SignError::DamagedKeystore,
            "cut at {cut}"
        );
    }
    // The MAC's last byte changed: the contents open with the passphrase, so the file was
    // changed, not the passphrase mistyped.
    let mut flipped = p12.clone();
    let last = flipped.len() - 1;
    let at = (0..last)
        .rev()
        .find(|&i| flipped[i] == 0x04 && flipped[i + 1] == 0x20)
        .unwrap()
        + 2;
    flipped[at] ^= 0x01;
    assert_eq!(
        Identity::from_pkcs12(&flipped, "right passphrase").unwrap_err(),
        SignError::DamagedKeystore
    );
}

#[test]
fn a_new_identity_needs_a_real_passphrase() {
    let dir = tempfile::tempdir().unwrap();
    for weak in ["a", "            ", "short"] {
        assert_eq!(
            Identity::load_or_create(dir.path(), Some("Marie Curie"), weak).unwrap_err(),
            SignError::WeakPassphrase,
            "{weak:?}"
        );
    }
    assert!(!dir.path().join(IDENTITY_FILE).exists());
    assert!(check_new_passphrase("eight ch").is_ok());
    // The files Arbitre writes use far more than the 10,000 iterations of old writers.
    const { assert!(KDF_ITERATIONS >= 600_000) };
}

#[test]
fn an_empty_or_damaged_key_file_is_reported_and_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join(IDENTITY_FILE);
    for content in [&b""[..], b"half a key"] {
        std::fs::write(&key, content).unwrap();
        let err =
            Identity::load_or_create(dir.path(), Some("Marie Curie"), "pass phrase").unwrap_err();
        assert!(
            matches!(&err, SignError::BrokenIdentity { path } if path.ends_with(IDENTITY_FILE)),
            "{err:?}"
        );
        assert_eq!(std::fs::read(&key).unwrap(), content, "left as it was");
        let text = crate::i18n::Tr::new(crate::i18n::Lang::En).msg(&err.msg());
        assert!(
            text.contains("backup") && text.contains("move it"),
            "{text}"
        );
    }
}

#[test]
fn the_identity_enters_the_trusted_folder_and_trust_add_keeps_one_copy() {
    let dir = tempfile::tempdir().unwrap();
    let (identity, created) =
        Identity::load_or_create(dir.path(), Some("Marie Curie"), "pass phrase").unwrap();
    assert!(created);
    let listed = list_trusted_dir(dir.path()).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].fingerprint, identity.fingerprint());
    assert_eq!(listed[0].name, "Marie Curie");
    assert!(!listed[0].authority);
    // Added again: nothing new. A colleague: one more file.
    let pem = identity.certificate_pem().unwrap();
    assert!(
        add_to_trusted_dir(dir.path(), pem.as_bytes())
            .unwrap()
            .is_empty()
    );
    let colleague = Identity::generate("Paul Durand").unwrap();
    let added = add_to_trusted_dir(dir.path(), colleague.certificate_der()).unwrap();
    assert_eq!(added.len(), 1);
    assert_eq!(list_trusted_dir(dir.path()).unwrap().len(), 2);
    assert!(matches!(
        add_to_trusted_dir(dir.path(), b"junk"),
        Err(SignError::NotACertificate(_))
    ));
    // Her own reports now read as a trusted director's.
    let mut store = TrustStore::new();
    store.add_dir(&trusted_dir(dir.path())).unwrap();
    let signed = sign_pdf(&minimal_pdf(), &identity, soon()).unwrap();
    assert_eq!(
        verify_trusting(&signed, &store).unwrap().trust,
        Trust::Director
    );
}
