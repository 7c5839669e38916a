//! The report's auction: an alerted call is marked, an explained one carries the number of
//! its footnote, and the footnotes give the explanations, in English and in French.
mod common;

use arbitre::i18n::{Lang, Tr};
use arbitre::report::{ReportOptions, render};
use std::process::Command;

/// Case 05 with the auction as it happened: South's 1♣ and 1NT alerted and explained.
fn case() -> Option<arbitre::case::Case> {
    let dir = common::shared_dir("cases")?;
    let text = std::fs::read_to_string(dir.join("05-3nt-defender-discards-690.toml")).unwrap();
    let auction = "[Contract \"3NT\"]\n[Auction \"N\"]\nPass Pass 1C! =1= Pass\n\
        1NT! =2= Pass 3NT AP\n[Note \"1:could be two cards\"]\n\
        [Note \"2:15 to 17 points\"]\n";
    let text = text.replacen("[Contract \"3NT\"]\n", auction, 1);
    Some(arbitre::case::from_toml_str(&text, &dir).unwrap())
}

fn pdf_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = Command::new("pdftotext")
        .args([path.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext must be installed (poppler-utils)");
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn alerts_and_explanations_are_in_the_reports_auction() {
    let Some(case) = case() else { return };
    let calls = &case.board.auction;
    assert!(calls[2].alert && calls[4].alert);
    assert_eq!(calls[4].note, "15 to 17 points");
    let judgement = arbitre::laws::rule(&case).unwrap();
    let toml = arbitre::case::to_toml_string(&case);
    for (lang, club, nt) in [
        (Lang::En, "1♣! (1)", "1NT! (2)"),
        (Lang::Fr, "1♣! (1)", "1SA! (2)"),
    ] {
        let options = ReportOptions {
            lang,
            ..ReportOptions::default()
        };
        let pdf = render(&case, &judgement, &toml, &options).unwrap();
        let text = pdf_text(&pdf);
        let tr = Tr::new(lang);
        for needle in [
            club.to_owned(),
            nt.to_owned(),
            tr.t("report-auction-alerted"),
            "(1) could be two cards".to_owned(),
            "(2) 15 to 17 points".to_owned(),
        ] {
            assert!(
                text.contains(&needle),
                "{lang:?}: «{needle}» not in:\n{text}"
            );
        }
    }
}
