//! The report's Claim section as a reader gets it: for every shared claim case, in English
//! and in French, `pdftotext` finds the section, the proposal with its figure, the evidence
//! and every law code the claim ruling applies.
mod common;

use arbitre::i18n::{Lang, Tr};
use arbitre::report::{ReportOptions, render};
use std::time::{Duration, SystemTime};

fn assert_has(text: &str, needle: &str, what: &str) {
    assert!(
        text.contains(needle),
        "{what}: «{needle}» not in the report:\n{text}"
    );
}

/// In French no hand lists a K, Q or J after its suit symbol (the deal, the position at
/// the claim): the king, queen and jack are R, D and V.
fn english_ranks_absent(text: &str, what: &str) {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for (i, t) in tokens.iter().enumerate() {
        if !matches!(*t, "♠" | "♥" | "♦" | "♣") {
            continue;
        }
        let ranks = tokens[i + 1..].iter().take_while(|r| {
            matches!(**r, "A" | "K" | "Q" | "J" | "R" | "D" | "V" | "10") || r.parse::<u8>().is_ok()
        });
        for r in ranks {
            assert!(
                !matches!(*r, "K" | "Q" | "J"),
                "{what}: an English rank {r} in a French hand: {}",
                tokens[i..(i + 8).min(tokens.len())].join(" ")
            );
        }
    }
}

#[test]
fn every_claim_case_has_its_claim_section_in_english_and_french() {
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no claim case in {}", dir.display());
    for path in paths {
        let name = path.display().to_string();
        let toml = std::fs::read_to_string(&path).unwrap();
        let case = arbitre::case::load(&path).unwrap();
        let judgement = arbitre::laws::rule(&case).unwrap();
        let c = judgement
            .claim
            .as_ref()
            .expect("a claim case has a claim ruling");
        for lang in [Lang::En, Lang::Fr] {
            let tr = Tr::new(lang);
            let options = ReportOptions {
                lang,
                time: SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_000_000),
                ..ReportOptions::default()
            };
            let pdf = render(&case, &judgement, &toml, &options).unwrap();
            // To look at them: ARBITRE_CLAIM_PDF_DIR=/tmp/x cargo test --test report_claim
            if let Some(out) = std::env::var_os("ARBITRE_CLAIM_PDF_DIR") {
                let stem = path.file_stem().unwrap_or_default().to_string_lossy();
                let file = std::path::Path::new(&out).join(format!("{stem}-{lang:?}.pdf"));
                std::fs::write(file, &pdf).unwrap();
            }
            let text = common::pdf_layout_words(&pdf);
            let what = format!("{name} ({lang:?})");
            assert_has(&text, &tr.t("report-claim-section"), &what);
            assert_has(&text, &tr.t("report-claim-evidence"), &what);
            let proposal = format!("{} {} ", tr.t("report-claim-proposal"), c.proposed);
            assert_has(&text, &proposal, &what);
            let side = tr.t(&format!("side-{}", c.side.code()));
            let result = tr.t_args(
                "report-claim-final-value",
                &[
                    ("tricks", c.final_tricks.into()),
                    ("remaining", c.remaining.into()),
                    ("side", side.into()),
                ],
            );
            assert_has(&text, &tr.t("report-claim-final"), &what);
            assert_has(&text, &result, &what);
            if let Some(dd) = c.dd_tricks {
                let side = tr.t(&format!("side-{}", c.side.code()));
                let dd_label = tr.t_args("report-claim-ev-dd", &[("side", side.into())]);
                assert_has(&text, &format!("{dd_label} {dd}"), &what);
            }
            for law in &c.laws {
                assert_has(&text, law.code(), &what);
            }
            match lang {
                Lang::Fr => {
                    assert!(
                        text.contains("Revendication") || text.contains("Concession"),
                        "{what}: the French report says revendication or concession"
                    );
                    english_ranks_absent(&text, &what);
                }
                _ => assert_has(&text, "Claim", &what),
            }
        }
    }
}

/// The director's reasons for his award print in the Claim section, after the award, in
/// both languages; without reasons the line is not there.
#[test]
fn the_directors_reasons_print_in_the_claim_section() {
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    let path = dir.join("02-unstated-finesse-70E.toml");
    let toml = std::fs::read_to_string(&path).unwrap();
    let mut case = arbitre::case::load(&path).unwrap();
    let reasons = "The finesse was never stated; the king could be onside or not.";
    for (lang, with) in [(Lang::En, true), (Lang::Fr, true), (Lang::En, false)] {
        case.claim.as_mut().unwrap().reasons = if with {
            reasons.to_owned()
        } else {
            String::new()
        };
        let judgement = arbitre::laws::rule(&case).unwrap();
        let options = ReportOptions {
            lang,
            time: SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_000_000),
            ..ReportOptions::default()
        };
        let text = common::pdf_layout_words(&render(&case, &judgement, &toml, &options).unwrap());
        let label = Tr::new(lang).t("report-claim-director-reasons");
        if with {
            let award = text.find(&Tr::new(lang).t("report-claim-award")).unwrap();
            let at = text
                .find(&format!("{label} {reasons}"))
                .unwrap_or_else(|| panic!("{lang:?}: the reasons are not in:\n{text}"));
            assert!(at > award, "{lang:?}: the reasons follow the award");
        } else {
            assert!(!text.contains(&label), "no reasons, no line:\n{text}");
        }
    }
}
