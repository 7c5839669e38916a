//! The unsigned draft (`arbitre report --draft`): "DRAFT" (French "PROJET") on every page,
//! no signature, no passphrase asked and no identity created; and the names of other
//! scripts (Greek, Cyrillic, Chinese, Japanese, Korean) printed through fallback fonts, with
//! the characters no font has named in words.

mod common;

use std::path::Path;
use std::process::Command;

const CASE: &str = common::BOARD_2_CASE;

/// Runs `arbitre --lang LANG report case.toml -o OUT EXTRA...` in `dir` with no passphrase
/// given: (success, stdout, stderr).
fn report(dir: &Path, lang: &str, output: &str, extra: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .current_dir(dir)
        .env("ARBITRE_CONFIG_DIR", dir.join("config"))
        .env_remove("ARBITRE_PASSPHRASE")
        .args(["--lang", lang, "report", "case.toml", "-o", output])
        .args(extra)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{stderr}");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr,
    )
}

/// The text of each page, or `None` (said) when poppler's tools are not installed outside CI.
fn pages(pdf: &Path) -> Option<Vec<String>> {
    let info = match Command::new("pdfinfo").arg(pdf).output() {
        Ok(o) => o,
        Err(e) => {
            assert!(!common::in_ci(), "pdfinfo is needed in CI: {e}");
            println!("skipped: pdfinfo is not installed");
            return None;
        }
    };
    let info = String::from_utf8_lossy(&info.stdout).into_owned();
    let count: usize = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no page count: {info}"));
    Some(
        (1..=count)
            .map(|p| {
                let out = Command::new("pdftotext")
                    .args(["-f", &p.to_string(), "-l", &p.to_string()])
                    .arg(pdf)
                    .arg("-")
                    .output()
                    .unwrap();
                String::from_utf8_lossy(&out.stdout).into_owned()
            })
            .collect(),
    )
}

fn case_in(dir: &Path, meta: &str) {
    std::fs::write(dir.join("case.toml"), format!("{CASE}\n{meta}")).unwrap();
}

#[test]
fn a_draft_says_draft_on_every_page_and_carries_no_signature() {
    let dir = tempfile::tempdir().unwrap();
    case_in(dir.path(), "");
    for (lang, mark, said) in [
        ("en", "DRAFT", "Draft, not signed"),
        ("fr", "PROJET", "Projet, non signé"),
    ] {
        let out = format!("draft-{lang}.pdf");
        let (ok, stdout, stderr) = report(dir.path(), lang, &out, &["--draft"]);
        assert!(ok, "{stderr}");
        assert!(stdout.contains(said), "{stdout}");
        let pdf = dir.path().join(&out);
        assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
        // No passphrase was asked (stdin is empty) and no identity made.
        assert!(!dir.path().join("config").exists());
        let Some(pages) = pages(&pdf) else { return };
        assert!(pages.len() >= 2, "{} pages", pages.len());
        for (i, text) in pages.iter().enumerate() {
            assert!(text.contains(mark), "page {} has no {mark}: {text}", i + 1);
        }
        let sig = Command::new("pdfsig").arg(&pdf).output().unwrap();
        let sig = String::from_utf8_lossy(&sig.stdout).into_owned()
            + &String::from_utf8_lossy(&sig.stderr);
        assert!(sig.contains("does not contain any signatures"), "{sig}");
        assert!(arbitre::sign::verify(&std::fs::read(&pdf).unwrap()).is_err());
    }
}

#[test]
fn a_signed_report_has_no_draft_mark() {
    let dir = tempfile::tempdir().unwrap();
    case_in(dir.path(), "");
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .current_dir(dir.path())
        .env("ARBITRE_CONFIG_DIR", dir.path().join("config"))
        .env("ARBITRE_PASSPHRASE", "correct horse")
        .args([
            "report",
            "case.toml",
            "-o",
            "signed.pdf",
            "--director",
            "T. D.",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let Some(pages) = pages(&dir.path().join("signed.pdf")) else {
        return;
    };
    assert!(pages.iter().all(|p| !p.contains("DRAFT")));
}

#[test]
fn names_in_other_scripts_are_printed() {
    let dir = tempfile::tempdir().unwrap();
    case_in(
        dir.path(),
        "[meta]\nevent = \"Κύπελλο Αθηνών\"\ndirector = \"Иван Петров\"\n\
         north = \"王小明\"\nsouth = \"山田太郎\"\neast = \"김민준\"\n",
    );
    let (ok, _, stderr) = report(dir.path(), "en", "names.pdf", &["--draft"]);
    assert!(ok, "{stderr}");
    let Some(pages) = pages(&dir.path().join("names.pdf")) else {
        return;
    };
    let text = pages.concat();
    for name in ["Κύπελλο Αθηνών", "Иван Петров"] {
        assert!(text.contains(name), "{name} is not in the PDF: {text}");
    }
    // The Chinese, Japanese and Korean names need a font of the machine: CI installs one
    // (fonts-wqy-microhei).
    if stderr.contains("cannot be printed") {
        assert!(!common::in_ci(), "no CJK font in CI: {stderr}");
        println!("skipped: no font on this machine has Chinese characters");
        return;
    }
    assert!(stderr.is_empty(), "{stderr}");
    for name in ["王小明", "山田太郎", "김민준"] {
        assert!(text.contains(name), "{name} is not in the PDF: {text}");
    }
    assert!(!text.contains('?'), "{text}");
}

#[test]
fn arabic_names_are_joined_and_read_right_to_left() {
    let dir = tempfile::tempdir().unwrap();
    case_in(
        dir.path(),
        "[meta]\nnorth = \"محمد علي\"\nsouth = \"سلام حسن (NS)\"\n",
    );
    let (ok, _, stderr) = report(dir.path(), "en", "ar.pdf", &["--draft"]);
    assert!(ok && stderr.is_empty(), "{stderr}");
    let Some(pages) = pages(&dir.path().join("ar.pdf")) else {
        return;
    };
    let text = pages.concat();
    // pdftotext gives right-to-left text back in reading order: the letters in the forms
    // that join them (meem initial, hah and meem medial, dal final; seen initial, the
    // lam-alef ligature final, meem alone), never the bare letters a reader sees apart.
    for joined in [
        "\u{FEE3}\u{FEA4}\u{FEE4}\u{FEAA}",
        "\u{FEB3}\u{FEFC}\u{FEE1}",
    ] {
        assert!(text.contains(joined), "{joined} is not in the PDF: {text}");
    }
    assert!(!text.contains("محمد"), "{text}");
    assert!(!text.contains('?'), "{text}");
}

#[test]
fn characters_no_font_has_are_named_once() {
    let dir = tempfile::tempdir().unwrap();
    // Egyptian hieroglyphs: in no font of an ordinary machine (nor of CI's).
    case_in(dir.path(), "[meta]\nnorth = \"𓀀𓀁\"\nsouth = \"𓀀 Smith\"\n");
    let (ok, _, en) = report(dir.path(), "en", "x.pdf", &["--draft"]);
    assert!(ok, "{en}");
    assert_eq!(
        en,
        "2 characters of the case cannot be printed with the fonts of this computer and show \
         as \"?\" in the PDF: 𓀀𓀁. Install a font that has them, or name its folder in \
         ARBITRE_REPORT_FONTS.\n"
    );
    let (ok, _, fr) = report(dir.path(), "fr", "y.pdf", &["--draft"]);
    assert!(ok, "{fr}");
    assert!(
        fr.starts_with("2 caractères de l'affaire ne peuvent pas"),
        "{fr}"
    );
    if let Some(pages) = pages(&dir.path().join("x.pdf")) {
        assert!(pages.concat().contains("?? "), "the page shows ? for each");
    }
}
