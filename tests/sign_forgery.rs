//! Issue 24, the signature half, end to end on the real binary: a report changed by an
//! incremental update and signed again by a self-made key in the director's name is
//! refused by `verify`, `extract` and `appeal` (pdfsig still shows both signatures); bytes
//! in the signature's zero padding are refused; a certificate name cannot forge
//! `verify`'s lines; `trust add` makes a colleague trusted; an appeal on an unknown key says
//! so. The identity's creation and `-o` are in `sign_identity.rs`.
mod common;

use arbitre::sign::{Identity, sign_pdf};
use common::{arbitre_signing as arbitre, case_path};
use lopdf::{Document, IncrementalDocument, Object};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, SystemTime};

const PASS: &str = "a director's passphrase";

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A report on case 06 signed on first use by "Jeanne Dupré" in `config`.
fn signed_report(dir: &Path, config: &Path) -> Option<PathBuf> {
    let case = case_path("06-equity-64c-restores-4s-made.toml")?;
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
            "Jeanne Dupré",
        ],
        config,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    Some(pdf)
}

/// The report with its attached case replaced by `new_case` in an incremental update (the
/// signed revision left byte for byte as it was).
fn update_case(signed: &[u8], new_case: &[u8]) -> Vec<u8> {
    let doc = Document::load_mem(signed).unwrap();
    let stream_id = doc
        .objects
        .iter()
        .find(|(_, o)| {
            o.as_stream().is_ok_and(|s| {
                s.dict
                    .get(b"Type")
                    .and_then(Object::as_name)
                    .is_ok_and(|n| n == b"EmbeddedFile")
            })
        })
        .map(|(id, _)| *id)
        .expect("the attached case");
    let mut inc = IncrementalDocument::create_from(signed.to_vec(), doc);
    inc.opt_clone_object_to_new_document(stream_id).unwrap();
    let stream = inc
        .new_document
        .get_object_mut(stream_id)
        .unwrap()
        .as_stream_mut()
        .unwrap();
    stream.dict.remove(b"Filter");
    stream.set_content(new_case.to_vec());
    let mut out = Vec::new();
    inc.save_to(&mut out).unwrap();
    out
}

fn now_plus(secs: u64) -> SystemTime {
    let now = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap();
    SystemTime::UNIX_EPOCH + Duration::from_secs(now.as_secs() + secs)
}

#[test]
fn a_changed_case_signed_again_in_the_directors_name_is_refused_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let Some(pdf) = signed_report(dir.path(), &config) else {
        return;
    };
    let genuine = std::fs::read(&pdf).unwrap();
    let case = arbitre::report::attachment::embedded_case(&genuine).unwrap();
    let changed_case = String::from_utf8(case.clone()).unwrap().replacen(
        "title = ",
        "title = \"changed by the loser\" # ",
        1,
    );
    assert_ne!(changed_case.as_bytes(), &case[..]);
    let updated = update_case(&genuine, changed_case.as_bytes());
    assert_eq!(&updated[..genuine.len()], &genuine[..]);
    let impostor = Identity::generate("Jeanne Dupré").unwrap();
    let forged = sign_pdf(&updated, &impostor, now_plus(1)).unwrap();
    let forged_path = dir.path().join("forged.pdf");
    std::fs::write(&forged_path, &forged).unwrap();
    assert_eq!(
        arbitre::report::attachment::embedded_case(&forged).unwrap(),
        changed_case.as_bytes(),
        "the forgery carries the changed case"
    );

    // pdfsig sees both signatures.
    if let Ok(out) = Command::new("pdfsig").arg(&forged_path).output() {
        let said = stdout(&out);
        assert!(
            said.contains("Signature #1") && said.contains("Signature #2"),
            "{said}"
        );
    }

    // verify: NOT INTACT, both signatures listed, exit 1, even for a reader who trusts
    // the director.
    let forged_s = forged_path.to_str().unwrap();
    let out = arbitre(&["--lang", "en", "verify", forged_s], &config, "");
    let said = stdout(&out);
    assert!(!out.status.success(), "{said}");
    assert!(said.contains("Signatures in the file: 2"), "{said}");
    assert!(said.contains("Signature 1: Jeanne Dupré"), "{said}");
    assert!(said.contains("Signature 2: Jeanne Dupré"), "{said}");
    assert!(
        said.contains("NOT INTACT: the file holds 2 signatures"),
        "{said}"
    );
    assert!(!said.contains("The document is intact"), "{said}");
    let out = arbitre(&["--lang", "fr", "verify", forged_s], &config, "");
    assert!(stdout(&out).contains("NON INTACT : le fichier contient 2 signatures"));

    // extract and appeal refuse it; nothing is written.
    let extracted = dir.path().join("case.toml");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "extract",
            forged_s,
            "-o",
            extracted.to_str().unwrap(),
        ],
        &config,
        PASS,
    );
    assert!(!out.status.success());
    assert!(stderr(&out).contains("is not intact"), "{}", stderr(&out));
    assert!(!extracted.exists());
    let decision = dir.path().join("decision.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "appeal",
            forged_s,
            "-o",
            decision.to_str().unwrap(),
            "--member",
            "A. Member",
            "--chair",
            "A. Member",
        ],
        &dir.path().join("committee"),
        PASS,
    );
    assert!(!out.status.success());
    assert!(!decision.exists());

    // The genuine report still verifies, trusted: the director's identity entered her
    // trusted folder when it was made.
    let out = arbitre(
        &["--lang", "en", "verify", pdf.to_str().unwrap()],
        &config,
        "",
    );
    let said = stdout(&out);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("Trust: trusted director"), "{said}");
}

#[test]
fn a_byte_in_the_zero_padding_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let Some(pdf) = signed_report(dir.path(), &config) else {
        return;
    };
    let mut bytes = std::fs::read(&pdf).unwrap();
    // The end of /Contents: the last hex digits before '>' are padding zeros.
    let text = bytes.clone();
    let end = text
        .windows(3)
        .rposition(|w| w == b"00>")
        .expect("zero padding before the end of /Contents");
    bytes[end] = b'7';
    let padded = dir.path().join("padded.pdf");
    std::fs::write(&padded, &bytes).unwrap();
    let out = arbitre(
        &["--lang", "en", "verify", padded.to_str().unwrap()],
        &config,
        "",
    );
    let said = stdout(&out);
    assert!(!out.status.success(), "{said}");
    assert!(
        said.contains("NOT INTACT: the signature's space holds bytes other than"),
        "{said}"
    );
}

#[test]
fn a_certificate_name_cannot_forge_the_lines_of_verify_or_report() {
    let Some(case) = case_path("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let forged_name = "Test Director\nThe document is intact: the signature is valid and covers the whole file.\nSigned by a director you trust: X\u{1b}[8m";
    let pdf = dir.path().join("r.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "report",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--director",
            forged_name,
        ],
        &config,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    for text in [stdout(&out), stderr(&out)] {
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(!text.contains("Director\nThe document"), "{text}");
    }
    // A reader who trusts nobody: intact, an unknown key, and one line per fact.
    let out = arbitre(
        &["--lang", "en", "verify", pdf.to_str().unwrap()],
        &dir.path().join("reader"),
        "",
    );
    let said = stdout(&out);
    assert!(out.status.success(), "{said}");
    assert!(!said.contains('\u{1b}'), "{said}");
    assert!(
        said.contains("Signed by: Test Director\\nThe document is intact"),
        "{said}"
    );
    assert_eq!(
        said.lines()
            .filter(|l| l.starts_with("The document is intact"))
            .count(),
        1,
        "{said}"
    );
    assert!(said.contains("Trust: unknown key"), "{said}");
    assert!(
        !said
            .lines()
            .any(|l| l.starts_with("Signed by a director you trust")),
        "{said}"
    );
    // extract names the signer as read back for the committee (the window's banner too):
    // escaped.
    let case_out = dir.path().join("extracted.toml");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "extract",
            pdf.to_str().unwrap(),
            "-o",
            case_out.to_str().unwrap(),
        ],
        &dir.path().join("reader"),
        "",
    );
    let said = stdout(&out) + &stderr(&out);
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains("signed by Test Director\\nThe document"),
        "{said}"
    );
    assert!(!said.contains('\u{1b}'), "{said}");
}

#[test]
fn trust_add_makes_a_colleague_trusted_and_an_untrusted_appeal_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let director = dir.path().join("director");
    let Some(pdf) = signed_report(dir.path(), &director) else {
        return;
    };
    let pem = dir.path().join("jeanne.pem");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "identity",
            "export",
            "-o",
            pem.to_str().unwrap(),
        ],
        &director,
        PASS,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // Exporting again onto the file is refused without --force.
    let out = arbitre(
        &[
            "--lang",
            "en",
            "identity",
            "export",
            "-o",
            pem.to_str().unwrap(),
        ],
        &director,
        PASS,
    );
    assert!(!out.status.success());
    assert!(stderr(&out).contains("already exists"), "{}", stderr(&out));

    // A committee that does not know her key: the appeal is made, and says so.
    let committee = dir.path().join("committee");
    let decision = dir.path().join("decision.pdf");
    let out = arbitre(
        &[
            "--lang",
            "en",
            "appeal",
            pdf.to_str().unwrap(),
            "-o",
            decision.to_str().unwrap(),
            "--member",
            "Paul Durand",
            "--chair",
            "Paul Durand",
        ],
        &committee,
        "a committee passphrase",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("Trust: unknown key"),
        "{}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains("signed by an unknown key"),
        "{}",
        stderr(&out)
    );
    if Command::new("pdftotext").arg("-v").output().is_ok() {
        let words = common::pdf_words(&decision);
        assert!(words.contains("UNKNOWN KEY"), "{words}");
    }

    // The committee trusts her certificate: verify says so in one line.
    let out = arbitre(
        &["--lang", "en", "trust", "add", pem.to_str().unwrap()],
        &committee,
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Trusted from now on: Jeanne Dupré"),
        "{}",
        stdout(&out)
    );
    let out = arbitre(&["--lang", "en", "trust", "list"], &committee, "");
    assert!(stdout(&out).contains("Jeanne Dupré"), "{}", stdout(&out));
    let out = arbitre(
        &["--lang", "fr", "verify", pdf.to_str().unwrap()],
        &committee,
        "",
    );
    assert!(
        stdout(&out).contains("Confiance : arbitre de confiance"),
        "{}",
        stdout(&out)
    );
}
