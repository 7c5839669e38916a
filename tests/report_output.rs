//! `arbitre report -o`: never onto the files the report is made from (the case, the PBN
//! file of its board), never over a file that is not a PDF; the refused file stays byte for
//! byte as it was, and the message says where, what and what is allowed, in English and
//! French. Refused before any passphrase is asked or signing identity created.

use std::path::Path;
use std::process::Command;

const BOARD: &str = "[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT\"]\n\
[Declarer \"W\"]\n[Contract \"4S\"]\n";

const PLAY: &str = r#"
[play]
cards = "HK H2 SJ H3  CA C2 CT C3  C6 CK CJ C4  D4 D7 DJ D2  C5 C7 H6 CQ  D8 D5 D3 DK  DA D9 DQ D6  HA H9 H5 H4  S9 S4 S5 S2  ST DT S6 S3  SQ HT S7 C8  SK HJ S8 C9  SA HQ H7 H8"

[attention]
when = "during_play"
after_card = 5
"#;

/// A case whose board is inline.
fn inline_case() -> String {
    format!(
        "format = \"revoke-case/1\"\ntitle = \"test\"\n\n[board]\npbn = \"\"\"\n{BOARD}\"\"\"\n{PLAY}"
    )
}

/// A case whose board is read from `session.pbn` beside it.
fn file_case() -> String {
    format!(
        "format = \"revoke-case/1\"\ntitle = \"test\"\n\n[board]\npbn_file = \"session.pbn\"\nnumber = \"2\"\n{PLAY}"
    )
}

/// Runs `report` in `dir`, everything given for signing (a new identity in `dir/config`, the
/// passphrase, the director's name), so that only the refusal can stop it. Returns
/// (success, stderr).
fn report(dir: &Path, lang: &str, case: &str, output: &str) -> (bool, String) {
    report_with(dir, lang, case, output, &[])
}

/// [`report`] with more options (`--force`).
fn report_with(dir: &Path, lang: &str, case: &str, output: &str, extra: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .current_dir(dir)
        .env("ARBITRE_CONFIG_DIR", dir.join("config"))
        .env("ARBITRE_PASSPHRASE", "correct horse")
        .args(["--lang", lang, "report", case, "-o", output])
        .args(["--director", "T. Director"])
        .args(extra)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (out.status.success(), stderr)
}

#[test]
fn the_report_is_not_written_onto_its_own_case() {
    let dir = tempfile::tempdir().unwrap();
    let case = dir.path().join("case.toml");
    std::fs::write(&case, inline_case()).unwrap();
    let before = std::fs::read(&case).unwrap();
    let (ok, en) = report(dir.path(), "en", "case.toml", "case.toml");
    assert!(!ok);
    assert_eq!(
        en,
        "case.toml: the report was not written, because this is the case file it is made from \
         and the report would replace the case. After -o, give a new file name or an earlier \
         PDF report to replace, for example case.pdf.\n"
    );
    // The same file by another name.
    let (ok, fr) = report(dir.path(), "fr", "case.toml", "./case.toml");
    assert!(!ok);
    assert!(
        fr.starts_with(
            "./case.toml : le rapport n'a pas été écrit, car c'est le fichier du dossier"
        ),
        "{fr}"
    );
    assert!(fr.contains("par exemple case.pdf"), "{fr}");
    assert_eq!(std::fs::read(&case).unwrap(), before);
    assert!(
        !dir.path().join("config").exists(),
        "no identity was created"
    );
}

#[test]
fn the_report_is_not_written_onto_the_pbn_file_of_the_board() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("case.toml"), file_case()).unwrap();
    let pbn = dir.path().join("session.pbn");
    std::fs::write(&pbn, BOARD).unwrap();
    let before = std::fs::read(&pbn).unwrap();
    let (ok, en) = report(dir.path(), "en", "case.toml", "session.pbn");
    assert!(!ok);
    assert!(
        en.starts_with("session.pbn: the report was not written, because this is the PBN file the case's board is read from"),
        "{en}"
    );
    let (ok, fr) = report(dir.path(), "fr", "case.toml", "session.pbn");
    assert!(!ok);
    assert!(
        fr.contains("c'est le fichier PBN d'où est lue la donne du dossier"),
        "{fr}"
    );
    assert_eq!(std::fs::read(&pbn).unwrap(), before);
}

#[test]
fn an_existing_file_that_is_not_a_pdf_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("case.toml"), inline_case()).unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "the director's notes\n").unwrap();
    let (ok, en) = report(dir.path(), "en", "case.toml", "notes.txt");
    assert!(!ok);
    assert!(
        en.starts_with("notes.txt: the report was not written, because this file already exists and is not a PDF; Arbitre replaces only an earlier PDF report."),
        "{en}"
    );
    let (ok, fr) = report(dir.path(), "fr", "case.toml", "notes.txt");
    assert!(!ok);
    assert!(fr.contains("existe déjà et n'est pas un PDF"), "{fr}");
    assert_eq!(std::fs::read(&notes).unwrap(), b"the director's notes\n");
    // A PDF Arbitre did not write is replaced only with --force, atomically: no temporary
    // file is left beside it.
    let old = dir.path().join("old.pdf");
    std::fs::write(&old, b"%PDF-1.7\n%%EOF\n").unwrap();
    let (ok, en) = report(dir.path(), "en", "case.toml", "old.pdf");
    assert!(!ok);
    assert!(en.contains("this PDF was not written by Arbitre"), "{en}");
    assert!(en.contains("--force"), "{en}");
    assert_eq!(std::fs::read(&old).unwrap(), b"%PDF-1.7\n%%EOF\n");
    let (ok, en) = report_with(dir.path(), "en", "case.toml", "old.pdf", &["--force"]);
    assert!(ok, "{en}");
    let new = std::fs::read(&old).unwrap();
    assert!(
        new.starts_with(b"%PDF-") && new.len() > 1000,
        "{} bytes",
        new.len()
    );
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["case.toml", "config", "notes.txt", "old.pdf"]);
}
