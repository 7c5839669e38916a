//! A claim ruling says what was ruled: the Ruling tab of a claim-only case gives the
//! tricks as claimed and as ruled (never "No revoke…" and a table/transfer grid), the
//! report leaves out the revoke and equity sections it has nothing for, its PDF subject
//! and the notice speak of the claim.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::report::ReportOptions;
use arbitre::ui::app::Action;
use common_ui::{settle, shows};
use egui_kittest::kittest::Queryable;
use std::process::Command;

const CASE: &str = "02-unstated-finesse-70E.toml";

/// A PDF's text (whitespace collapsed) and its Subject, through poppler's tools; `None`
/// where they are not installed.
fn pdf_text_and_subject(pdf: &[u8]) -> Option<(String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.pdf");
    std::fs::write(&path, pdf).unwrap();
    let text = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    let info = Command::new("pdfinfo").arg(&path).output().ok()?;
    let text = String::from_utf8_lossy(&text.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let subject = String::from_utf8_lossy(&info.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Subject:"))
        .unwrap_or_default()
        .trim()
        .to_owned();
    Some((text, subject))
}

#[test]
fn the_ruling_tab_gives_the_tricks_as_claimed_and_as_ruled() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(claims.join(CASE)));
    settle(&mut h);
    assert!(
        h.state()
            .ruling()
            .result
            .as_ref()
            .is_some_and(Result::is_ok)
    );
    // South claimed the last 3 tricks (11 in all); the director ruled 2 (10 in all).
    assert!(shows(&h, "The claim"));
    assert!(
        shows(
            &h,
            "South claimed 3 of the 3 tricks left (11 for declarer); 2 awarded (10 for declarer)"
        ),
        "the claim in words"
    );
    assert!(shows(&h, "As claimed"));
    assert!(shows(&h, "As ruled"));
    assert!(!shows(&h, "No revoke in this play"));
    assert!(!shows(&h, "After the transfer"));
}

#[test]
fn the_report_and_the_notice_of_a_claim_speak_of_the_claim() {
    let Some(claims) = common::shared_dir("claims") else {
        return;
    };
    let path = claims.join(CASE);
    let toml = std::fs::read_to_string(&path).unwrap();
    let case = arbitre::case::load(&path).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    let options = ReportOptions::default();
    let report = arbitre::report::render(&case, &judgement, &toml, &options).unwrap();
    let notice = arbitre::report::notice::render(
        &case,
        &judgement,
        &toml,
        &options,
        arbitre::report::notice::NoticePaper::A5,
    )
    .unwrap();
    let Some((text, subject)) = pdf_text_and_subject(&report) else {
        println!("skipped: pdftotext or pdfinfo is not installed");
        return;
    };
    assert!(!text.contains("No revoke"), "{text}");
    assert!(!text.contains("Equity (Law 64C)"), "{text}");
    assert!(text.contains("Final result"), "{text}");
    assert_eq!(subject, "Director's ruling on a claim (Laws 68-71)");
    let (text, subject) = pdf_text_and_subject(&notice).unwrap();
    assert!(!text.contains("No revoke"), "{text}");
    assert!(
        text.contains("South claimed 3 of the 3 tricks left (11 for declarer); 2 awarded"),
        "{text}"
    );
    assert!(subject.contains("on a claim"), "{subject}");
}

#[test]
fn a_corrected_revoke_shows_the_correction_and_an_established_one_its_card() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // Case 01: corrected, the ♠J a major penalty card.
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(
        cases.join("01-not-established-penalty-card.toml"),
    ));
    settle(&mut h);
    assert!(shows(&h, "The revoke is corrected (Law 62)"));
    assert!(shows(&h, "as a major penalty card (Law 50)"));
    assert!(shows(&h, "declarer may require or forbid a ♠ lead"));
    assert!(!shows(&h, "After the transfer"), "no empty arithmetic");
    // Case 02: established by play to the next trick: which card did it.
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(
        cases.join("02-established-offender-won-two-tricks.toml"),
    ));
    settle(&mut h);
    assert!(shows(&h, "Established by"));
    assert!(
        h.query_all_by(|n| {
            let t = n.value().or_else(|| n.label()).unwrap_or_default();
            t.contains("to trick") && t.ends_with("(63A1)")
        })
        .next()
        .is_some(),
        "the card that established it"
    );
}

#[test]
fn the_signature_block_never_stands_alone_on_the_last_page() {
    let (Some(cases), Some(claims)) = (common::shared_dir("cases"), common::shared_dir("claims"))
    else {
        return;
    };
    let mut paths: Vec<_> = [cases, claims]
        .iter()
        .flat_map(|d| std::fs::read_dir(d).unwrap().flatten().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    let dir = tempfile::tempdir().unwrap();
    for path in paths {
        let toml = std::fs::read_to_string(&path).unwrap();
        let case = arbitre::case::load(&path).unwrap();
        let Ok(judgement) = arbitre::laws::rule(&case) else {
            continue;
        };
        let pdf =
            arbitre::report::render(&case, &judgement, &toml, &ReportOptions::default()).unwrap();
        let file = dir.path().join("r.pdf");
        std::fs::write(&file, &pdf).unwrap();
        let Ok(info) = Command::new("pdfinfo").arg(&file).output() else {
            println!("skipped: pdfinfo is not installed");
            return;
        };
        let pages: String = String::from_utf8_lossy(&info.stdout)
            .lines()
            .find_map(|l| l.strip_prefix("Pages:"))
            .unwrap_or_default()
            .trim()
            .to_owned();
        let last = Command::new("pdftotext")
            .args(["-f", &pages, "-l", &pages])
            .arg(&file)
            .arg("-")
            .output()
            .unwrap();
        let last = String::from_utf8_lossy(&last.stdout);
        assert!(last.contains("Signature"), "{}: {last}", path.display());
        assert!(
            last.lines().any(|l| l.trim() == "Appeal"),
            "{}: the signature stands alone on page {pages}:\n{last}",
            path.display()
        );
    }
}
