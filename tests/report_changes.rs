//! The report's section on calls and cards in question, as a reader gets it: for every
//! shared change case, in English and in French, `pdftotext` finds the section, the path,
//! the laws and the instructions given; a case with only a call change makes a complete
//! report with no play, revoke or equity section.
mod common;

use arbitre::i18n::{Lang, Tr};
use arbitre::report::{ReportOptions, render};
use std::time::{Duration, SystemTime};

fn report(path: &std::path::Path, lang: Lang) -> String {
    let toml = std::fs::read_to_string(path).unwrap();
    let case = arbitre::case::load(path).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    let options = ReportOptions {
        lang,
        time: SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_000_000),
        ..ReportOptions::default()
    };
    let pdf = render(&case, &judgement, &toml, &options).unwrap();
    // To look at them: ARBITRE_CHANGES_PDF_DIR=/tmp/x cargo test --test report_changes
    if let Some(out) = std::env::var_os("ARBITRE_CHANGES_PDF_DIR") {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let file = std::path::Path::new(&out).join(format!("{stem}-{lang:?}.pdf"));
        std::fs::write(file, &pdf).unwrap();
    }
    common::pdf_layout_words(&pdf)
}

#[test]
fn every_change_case_has_its_section_in_english_and_french() {
    let Some(dir) = common::shared_dir("changes") else {
        return;
    };
    for path in common::toml_files(&dir) {
        let case = arbitre::case::load(&path).unwrap();
        let ruling = arbitre::laws::rule(&case).unwrap().ruling;
        for lang in [Lang::En, Lang::Fr] {
            let tr = Tr::new(lang);
            let text = report(&path, lang);
            let what = format!("{} ({lang:?})", path.display());
            let has = |needle: &str| {
                assert!(text.contains(needle), "{what}: «{needle}» not in:\n{text}");
            };
            has(&tr.t("report-changes-section"));
            has(&tr.t("report-changes-tell"));
            has(&tr.t("report-changes-facts"));
            let laws = ruling
                .call_changes
                .iter()
                .flatten()
                .flat_map(|c| &c.laws)
                .chain(ruling.card_changes.iter().flatten().flat_map(|c| &c.laws));
            for law in laws {
                has(&format!("{law} "));
            }
            if case.changes.auction_only {
                // No play, revoke, equity or result section: the auction only.
                for key in ["report-equity", "report-result", "report-attention"] {
                    assert!(!text.contains(&tr.t(key)), "{what}: {key} in:\n{text}");
                }
                has(&tr.t("report-no-contract"));
            }
        }
    }
}

#[test]
fn a_card_change_reads_in_the_directors_words() {
    let Some(dir) = common::shared_dir("changes") else {
        return;
    };
    let path = dir.join("05-defender-changes-his-mind-47F2.toml");
    let en = report(&path, Lang::En);
    assert!(
        en.contains("placed face up on the table; a change of mind"),
        "{en}"
    );
    assert!(en.contains("♥Q is a major penalty card"), "{en}");
    let fr = report(&path, Lang::Fr);
    assert!(
        fr.contains("posée face visible sur la table ; un changement d'avis"),
        "{fr}"
    );
    assert!(fr.contains("Le ♥D est une carte pénalisée majeure"), "{fr}");
}

/// The player notice carries each change and what the players were told, on one page.
#[test]
fn the_player_notice_carries_the_changes() {
    let Some(dir) = common::shared_dir("changes") else {
        return;
    };
    for (name, lang, needles) in [
        (
            "05-defender-changes-his-mind-47F2.toml",
            Lang::En,
            vec!["Card 1: East's ♥8", "♥Q is a major penalty card", "47F2"],
        ),
        (
            "02-intended-call-changed-25B-declined.toml",
            Lang::Fr,
            vec!["Annonce 1 : 1♣ de Sud", "1♣ reste.", "26B"],
        ),
    ] {
        let path = dir.join(name);
        let toml = std::fs::read_to_string(&path).unwrap();
        let case = arbitre::case::load(&path).unwrap();
        let judgement = arbitre::laws::rule(&case).unwrap();
        let options = ReportOptions {
            lang,
            ..ReportOptions::default()
        };
        let pdf = arbitre::report::notice::render(
            &case,
            &judgement,
            &toml,
            &options,
            arbitre::report::notice::NoticePaper::A5,
        )
        .unwrap();
        let text = common::pdf_layout_words(&pdf);
        for needle in needles {
            assert!(text.contains(needle), "{name}: «{needle}» not in:\n{text}");
        }
        let pages = lopdf::Document::load_mem(&pdf).unwrap().get_pages().len();
        assert_eq!(pages, 1, "{name}: one page");
    }
}
