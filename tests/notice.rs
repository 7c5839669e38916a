//! The player notice: one signed page for each shared case, in English and French, on A5
//! and on A4 (two notices and a cut line); `--print` hands it to the system's `lp`.

mod common;

use std::path::Path;
use std::process::Command;

fn arbitre(config: &Path, path_var: Option<&str>, args: &[&str]) -> std::process::Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_arbitre"));
    c.env("ARBITRE_CONFIG_DIR", config)
        .env("ARBITRE_PASSPHRASE", "a notice passphrase")
        .args(args);
    if let Some(p) = path_var {
        c.env("PATH", p);
    }
    c.output().unwrap()
}

fn pages(pdf: &Path) -> (usize, String) {
    let out = Command::new("pdfinfo").arg(pdf).output().unwrap();
    let info = String::from_utf8_lossy(&out.stdout).into_owned();
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    let size = info
        .lines()
        .find_map(|l| l.strip_prefix("Page size:"))
        .unwrap_or("")
        .trim()
        .to_owned();
    (pages, size)
}

#[test]
fn every_case_gives_a_one_page_signed_notice_in_both_languages_and_papers() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    let mut files: Vec<_> = std::fs::read_dir(&cases)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 17);
    for (i, case) in files.iter().enumerate() {
        let (_, judgement) = arbitre::cli::rule::rule_file(case).unwrap();
        let r = &judgement.ruling;
        for (lang, paper, title, score_word) in [
            ("en", "a5", "Ruling notice, board", "North-South"),
            ("fr", "a4", "Avis de décision, donne", "Nord-Sud"),
        ] {
            let pdf = tmp.path().join(format!("{i}-{lang}.pdf"));
            let out = arbitre(
                &config,
                None,
                &[
                    "--lang",
                    lang,
                    "notice",
                    case.to_str().unwrap(),
                    "-o",
                    pdf.to_str().unwrap(),
                    "--paper",
                    paper,
                    "--director",
                    "Jeanne Dupré",
                ],
            );
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let (n, size) = pages(&pdf);
            assert_eq!(n, 1, "{} {lang}: one page", case.display());
            assert!(
                size.contains(if paper == "a5" { "A5" } else { "A4" }),
                "{size}"
            );
            let text = common::pdf_words(&pdf);
            let heading = format!("{title} {}", r.board);
            let copies = if paper == "a4" { 2 } else { 1 };
            assert_eq!(
                text.matches(&heading).count(),
                copies,
                "{heading} in {text}"
            );
            if let Some(f) = &r.final_result {
                let score = if f.score_ns > 0 {
                    format!("+{}", f.score_ns)
                } else if f.score_ns < 0 {
                    format!("−{}", -f.score_ns)
                } else {
                    "0".to_owned()
                };
                assert!(text.contains(&format!("{score_word} {score}")), "{text}");
            }
            for law in r.revokes.iter().flat_map(|v| &v.laws) {
                assert!(text.contains(law.code()), "{law} in {text}");
            }
        }
    }
    // The signature is the report's: pdfsig validates it.
    let out = Command::new("pdfsig")
        .arg(tmp.path().join("0-fr.pdf"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("Signature is Valid"), "{said}");
    assert!(common::pdf_words(&tmp.path().join("0-fr.pdf")).contains("couper ici"));
}

#[cfg(unix)]
#[test]
fn print_hands_the_notice_to_lp_with_the_printer_chosen() {
    use std::os::unix::fs::PermissionsExt;
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let bin = tmp.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let log = tmp.path().join("lp.log");
    let lp = bin.join("lp");
    std::fs::write(
        &lp,
        format!(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\necho 'request id is Office-42 (1 file(s))'\n",
            log.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&lp, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let pdf = tmp.path().join("notice.pdf");
    let case = cases.join("05-3nt-defender-discards-690.toml");
    let out = arbitre(
        &tmp.path().join("config"),
        Some(&path),
        &[
            "--lang",
            "en",
            "notice",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--director",
            "Jeanne Dupré",
            "--print",
            "Office",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let args: Vec<String> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(args[..2], ["-d", "Office"]);
    assert_eq!(args.last().map(String::as_str), pdf.to_str());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Sent to the printer Office (request id is Office-42"),
        "{said}"
    );

    // No lp at all: a message that says what to do, and a failure; the PDF is still there.
    std::fs::remove_file(&lp).unwrap();
    std::fs::remove_file(&pdf).unwrap();
    let out = arbitre(
        &tmp.path().join("config"),
        Some(bin.to_str().unwrap()),
        &[
            "notice",
            case.to_str().unwrap(),
            "-o",
            pdf.to_str().unwrap(),
            "--print",
        ],
    );
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("No printing command (lp)"));
    assert!(pdf.is_file());
}
