//! The appeals committee works from the signed report: `extract` gives back the exact case
//! bytes of an intact report and refuses a tampered one; `appeal` writes a signed decision
//! that names the original by its SHA-256 and carries the case it rests on.

mod common;

use std::path::Path;
use std::process::Command;

fn arbitre(config: &Path, args: &[&str]) -> std::process::Output {
    let args = [&["--lang", "en"], args].concat();
    common::arbitre_signing(&args, config, "a committee passphrase")
}

fn ok(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn sha256(path: &Path) -> String {
    arbitre::report::appeal::sha256_hex(&std::fs::read(path).unwrap())
}

#[test]
fn a_committee_extracts_the_case_and_signs_its_decision_on_the_report() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let p = |name: &str| tmp.path().join(name);
    let case = cases.join("06-equity-64c-restores-4s-made.toml");
    let report = p("ruling.pdf");
    ok(&arbitre(
        &config,
        &[
            "report",
            case.to_str().unwrap(),
            "-o",
            report.to_str().unwrap(),
            "--director",
            "Jeanne Dupré",
        ],
    ));

    // The case comes back byte for byte; an existing file is not overwritten.
    let extracted = p("case.toml");
    let said = ok(&arbitre(
        &config,
        &[
            "extract",
            report.to_str().unwrap(),
            "-o",
            extracted.to_str().unwrap(),
        ],
    ));
    assert!(said.contains("signed by Jeanne Dupré"), "{said}");
    assert_eq!(
        std::fs::read(&extracted).unwrap(),
        std::fs::read(&case).unwrap()
    );
    let again = arbitre(
        &config,
        &[
            "extract",
            report.to_str().unwrap(),
            "-o",
            extracted.to_str().unwrap(),
        ],
    );
    assert!(!again.status.success());

    // Upheld: the decision names the report by its hash and carries the original case.
    let upheld = p("upheld.pdf");
    let said = ok(&arbitre(
        &config,
        &[
            "appeal",
            report.to_str().unwrap(),
            "-o",
            upheld.to_str().unwrap(),
            "--member",
            "Anne Martin",
            "--member",
            "Bruno Leroy",
            "--chair",
            "Claire Petit",
            "--reasons",
            "The director's estimate is the likely result.",
        ],
    ));
    let hash = sha256(&report);
    assert!(said.contains(&hash), "{said}");
    let text = common::pdf_words(&upheld);
    assert!(text.contains("Appeal decision, board 6"), "{text}");
    assert!(
        text.contains("Upheld: the director's ruling stands."),
        "{text}"
    );
    assert!(text.contains("Anne Martin, Bruno Leroy"), "{text}");
    // The hash may wrap in the layout: compare without spaces.
    assert!(text.replace(' ', "").contains(&hash), "{text}");
    let pdf = std::fs::read(&upheld).unwrap();
    assert_eq!(
        arbitre::report::attachment::embedded_case(&pdf).unwrap(),
        std::fs::read(&case).unwrap()
    );
    let verified = ok(&arbitre(&config, &["verify", upheld.to_str().unwrap()]));
    assert!(
        verified.contains(&format!(
            "Document: Appeals committee's decision on the ruling report whose SHA-256 is {hash}"
        )),
        "{verified}"
    );
    assert!(verified.contains("The document is intact"), "{verified}");
    let sig = Command::new("pdfsig").arg(&upheld).output().unwrap();
    assert!(String::from_utf8_lossy(&sig.stdout).contains("Signature is Valid"));
    let verified = ok(&arbitre(&config, &["verify", report.to_str().unwrap()]));
    assert!(
        verified.contains("Document: Director's ruling"),
        "{verified}"
    );

    // Amended: both rulings side by side, the amended case attached.
    let amended_case = p("amended.toml");
    let mut text = std::fs::read_to_string(&extracted).unwrap();
    text.push_str("\n[equity]\nlikely_declarer_tricks = 9\n");
    std::fs::write(&amended_case, &text).unwrap();
    let amended = p("amended.pdf");
    ok(&arbitre(
        &config,
        &[
            "appeal",
            report.to_str().unwrap(),
            "-o",
            amended.to_str().unwrap(),
            "--amended",
            amended_case.to_str().unwrap(),
            "--member",
            "Anne Martin",
        ],
    ));
    let text = common::pdf_words(&amended);
    assert!(text.contains("Amended: the committee's ruling below replaces the director's."));
    assert!(
        text.contains("North-South +420, East-West −420"),
        "the director's: {text}"
    );
    assert!(
        text.contains("North-South −50, East-West +50"),
        "the committee's: {text}"
    );
    let pdf = std::fs::read(&amended).unwrap();
    assert_eq!(
        arbitre::report::attachment::embedded_case(&pdf).unwrap(),
        std::fs::read(&amended_case).unwrap()
    );
}

#[test]
fn a_report_that_is_not_intact_is_never_the_basis_of_a_decision() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let case = cases.join("05-3nt-defender-discards-690.toml");
    let report = tmp.path().join("ruling.pdf");
    ok(&arbitre(
        &config,
        &[
            "report",
            case.to_str().unwrap(),
            "-o",
            report.to_str().unwrap(),
            "--director",
            "Jeanne Dupré",
        ],
    ));
    let mut bytes = std::fs::read(&report).unwrap();
    // One byte changed inside the signed part (the page streams come first).
    let at = bytes.len() / 4;
    bytes[at] ^= 0x01;
    let forged = tmp.path().join("forged.pdf");
    std::fs::write(&forged, &bytes).unwrap();
    let out = arbitre(
        &config,
        &[
            "extract",
            forged.to_str().unwrap(),
            "-o",
            tmp.path().join("c.toml").to_str().unwrap(),
        ],
    );
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr)
            .contains("is not intact: it cannot be the basis of a decision")
    );
    let out = arbitre(
        &config,
        &[
            "appeal",
            forged.to_str().unwrap(),
            "-o",
            tmp.path().join("d.pdf").to_str().unwrap(),
            "--member",
            "A",
        ],
    );
    assert!(!out.status.success());
    assert!(!tmp.path().join("d.pdf").exists());
}
