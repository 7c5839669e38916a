//! The ruling report as a reader gets it: `pdftotext` finds the board, the contract, the
//! laws with their paraphrases, the transfer and the final score, in English and in French;
//! the case file comes back out of the attachment byte for byte; `qpdf --check` is clean;
//! fonts are subset so the report stays small.
mod common;

use arbitre::case::Case;
use arbitre::i18n::{Lang, Tr};
use arbitre::laws::Judgement;
use arbitre::report::{Paper, ReportOptions, render};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime};

fn cases_dir() -> Option<PathBuf> {
    common::shared_dir("cases")
}

fn load(name: &str) -> Option<(Case, Judgement, String)> {
    let dir = cases_dir()?;
    let path = dir.join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let case = arbitre::case::load(&path).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    Some((case, judgement, text))
}

fn options(lang: Lang) -> ReportOptions {
    ReportOptions {
        lang,
        time: SystemTime::UNIX_EPOCH + Duration::from_secs(1_795_000_000),
        director: Some("Jeanne Dupré".into()),
        ..ReportOptions::default()
    }
}

fn tool(name: &str, args: &[&str]) -> std::process::Output {
    Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} must be installed (poppler-utils, qpdf): {e}"))
}

fn signed(score: i32) -> String {
    match score {
        s if s > 0 => format!("+{s}"),
        s if s < 0 => format!("−{}", -s),
        _ => "0".into(),
    }
}

fn assert_has(text: &str, needle: &str, what: &str) {
    assert!(
        text.contains(needle),
        "{what}: «{needle}» not in the report:\n{text}"
    );
}

/// Board, contract, every law with the first words of its paraphrase, the transfer and the
/// final score, in the report's language.
fn check_content(name: &str, lang: Lang) {
    let Some((case, judgement, toml)) = load(name) else {
        return;
    };
    let tr = Tr::new(lang);
    let pdf = render(&case, &judgement, &toml, &options(lang)).unwrap();
    let text = common::pdf_layout_words(&pdf);
    let r = &judgement.ruling;
    assert_has(
        &text,
        &tr.t_args("report-board", &[("board", r.board.as_str().into())]),
        "board",
    );
    // In the reader's language: 3NT, 3SA in French.
    let contract = case
        .board
        .contract
        .to_string()
        .replace("NT", &tr.t("strain-nt"));
    assert_has(&text, &contract, "contract");
    if lang == Lang::Fr && contract != case.board.contract.to_string() {
        // (The case's own title may say 3NT: it is the director's text.)
        let raw = format!("{} par", case.board.contract);
        assert!(!text.contains(&raw), "{raw} in the French report");
    }
    let laws = r
        .revokes
        .iter()
        .flat_map(|v| v.laws.iter())
        .chain(r.equity.laws.iter());
    for law in laws {
        assert_has(
            &text,
            &tr.t_args("report-law", &[("code", law.code().into())]),
            "law",
        );
        let paraphrase = tr.t(&law.paraphrase_key());
        assert_ne!(paraphrase, law.paraphrase_key(), "{law} has a paraphrase");
        let start: Vec<&str> = paraphrase.split_whitespace().take(3).collect();
        assert_has(&text, &start.join(" "), "paraphrase");
    }
    let mark = tr.t("report-revoke-mark");
    for revoke in &r.revokes {
        let card = tr.cards(&arbitre::notation::card_symbol(
            case.play.cards()[revoke.card - 1],
        ));
        assert!(
            text.contains(&format!("{card} {mark}")) || text.contains(&format!("{card} › {mark}")),
            "{name}: revoke card {card} is marked in the play grid"
        );
        let transfer = tr.t_args(
            "report-transfer-text",
            &[("tricks", revoke.transfer.into())],
        );
        assert_has(&text, &transfer, "transfer");
    }
    if let Some(fin) = &r.final_result {
        let scores = tr.t_args(
            "report-score-both",
            &[
                ("ns", signed(fin.score_ns).into()),
                ("ew", signed(-fin.score_ns).into()),
            ],
        );
        let line = tr.t_args("report-final-score", &[("scores", scores.into())]);
        assert_has(&text, &line, "final score");
    } else {
        assert_has(&text, &tr.t("report-final-none"), "no final result");
    }
    // Language-specific words prove the report is in the asked language.
    let heading = match lang {
        Lang::En => "Director's ruling",
        Lang::Fr => "Décision de l'arbitre",
    };
    assert_has(&text, heading, "heading");
    assert_has(&text, "Jeanne Dupré", "director");
}

#[test]
fn equity_case_reads_right_in_english_and_french() {
    check_content("06-equity-64c-restores-4s-made.toml", Lang::En);
    check_content("06-equity-64c-restores-4s-made.toml", Lang::Fr);
}

#[test]
fn weighted_case_lists_outcomes_in_both_languages() {
    for lang in Lang::ALL {
        check_content("14-weighted-equity.toml", lang);
        let Some((case, judgement, toml)) = load("14-weighted-equity.toml") else {
            return;
        };
        let text =
            common::pdf_layout_words(&render(&case, &judgement, &toml, &options(lang)).unwrap());
        let tr = Tr::new(lang);
        let outcomes = judgement
            .ruling
            .final_result
            .as_ref()
            .unwrap()
            .weighted
            .clone()
            .unwrap();
        for o in outcomes {
            assert_has(
                &text,
                &format!(
                    "{} {} % {}",
                    o.declarer_tricks,
                    o.percent,
                    signed(o.score_ns)
                ),
                "outcome",
            );
        }
        assert_has(&text, &tr.t("report-source-weighted"), "estimate used");
    }
}

#[test]
fn every_shared_case_renders_in_both_languages_with_its_board_and_revoke_cards() {
    let Some(dir) = cases_dir() else {
        return;
    };
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    assert!(names.len() >= 14);
    for name in &names {
        for lang in Lang::ALL {
            check_content(name, lang);
        }
    }
}

#[test]
fn attachment_is_the_case_file_byte_for_byte() {
    let Some((case, judgement, toml)) = load("13-offender-claims-after-revoke.toml") else {
        return;
    };
    let pdf = render(&case, &judgement, &toml, &options(Lang::En)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("r.pdf");
    std::fs::write(&path, &pdf).unwrap();
    let list = tool("pdfdetach", &["-list", path.to_str().unwrap()]);
    let list = String::from_utf8_lossy(&list.stdout);
    assert!(
        list.contains("1 embedded files") && list.contains("case.toml"),
        "{list}"
    );
    let saved = dir.path().join("out.toml");
    let out = tool(
        "pdfdetach",
        &[
            "-save",
            "1",
            "-o",
            saved.to_str().unwrap(),
            path.to_str().unwrap(),
        ],
    );
    assert!(out.status.success());
    assert_eq!(std::fs::read_to_string(&saved).unwrap(), toml);
    // The attachment reopens as the same case.
    let again = arbitre::case::from_toml_str(&toml, Path::new(".")).unwrap();
    assert_eq!(again, case);
}

#[test]
fn qpdf_is_clean_metadata_is_set_and_the_report_is_small() {
    let Some((case, judgement, toml)) = load("02-established-offender-won-two-tricks.toml") else {
        return;
    };
    for (paper, size) in [(Paper::A4, "595.28 x 841.89"), (Paper::Letter, "612 x 792")] {
        let opts = ReportOptions {
            paper,
            ..options(Lang::Fr)
        };
        let pdf = render(&case, &judgement, &toml, &opts).unwrap();
        // Two subset faces, compressed: tens of KB, not the ~1.4 MB of the whole fonts.
        assert!(pdf.len() < 60_000, "report of {} bytes", pdf.len());
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.pdf");
        std::fs::write(&path, &pdf).unwrap();
        let check = tool("qpdf", &["--check", path.to_str().unwrap()]);
        let said = String::from_utf8_lossy(&check.stdout);
        assert!(
            check.status.success() && !said.contains("WARNING"),
            "{said}"
        );
        let info = tool("pdfinfo", &[path.to_str().unwrap()]);
        let info = String::from_utf8_lossy(&info.stdout);
        assert!(info.contains(size), "{info}");
        assert!(info.contains("Author:          Jeanne Dupré"), "{info}");
        assert!(info.contains("Title:           Décision, donne"), "{info}");
        assert!(
            info.contains("Subject:         Décision de l'arbitre"),
            "{info}"
        );
        assert!(
            info.contains("CreationDate:") && info.contains("2026"),
            "{info}"
        );
        // The catalog names the language.
        let lopdf = lopdf::Document::load_mem(&pdf).unwrap();
        assert_eq!(
            lopdf
                .catalog()
                .unwrap()
                .get(b"Lang")
                .unwrap()
                .as_str()
                .unwrap(),
            b"fr"
        );
    }
}

#[test]
fn appeal_wording_and_time_limit_follow_the_options() {
    let Some((case, judgement, toml)) = load("05-3nt-defender-discards-690.toml") else {
        return;
    };
    let opts = ReportOptions {
        appeal_minutes: 45,
        ..options(Lang::En)
    };
    let text = common::pdf_layout_words(&render(&case, &judgement, &toml, &opts).unwrap());
    assert_has(&text, "within 45 minutes", "appeal minutes");
    let opts = ReportOptions {
        appeal_text: Some("Appeals go to the Chief Director before 18:00.".into()),
        ..options(Lang::En)
    };
    let text = common::pdf_layout_words(&render(&case, &judgement, &toml, &opts).unwrap());
    assert_has(
        &text,
        "Appeals go to the Chief Director before 18:00.",
        "appeal text",
    );
    assert!(!text.contains("within 30 minutes"));
}

#[test]
fn the_events_regulations_in_the_case_set_the_appeal_notice_of_report_and_notice() {
    let Some((mut case, judgement, _)) = load("05-3nt-defender-discards-690.toml") else {
        return;
    };
    // Kept in the case file (`[meta] appeal_minutes`, `appeal_text`) and read back.
    case.meta.appeal_minutes = Some(45);
    let toml = arbitre::case::to_toml_string(&case);
    let back = arbitre::case::from_toml_str(&toml, std::path::Path::new(".")).unwrap();
    assert_eq!(back.meta.appeal_minutes, Some(45));
    let text =
        common::pdf_layout_words(&render(&case, &judgement, &toml, &options(Lang::En)).unwrap());
    assert_has(&text, "within 45 minutes", "the case's appeal minutes");
    assert!(!text.contains("within 30 minutes"));
    let words = "Appeals go to the Chief Director before 18:00.";
    case.meta.appeal_text = words.into();
    let toml = arbitre::case::to_toml_string(&case);
    let back = arbitre::case::from_toml_str(&toml, std::path::Path::new(".")).unwrap();
    assert_eq!(back.meta.appeal_text, words);
    let text =
        common::pdf_layout_words(&render(&case, &judgement, &toml, &options(Lang::Fr)).unwrap());
    assert_has(&text, words, "the event's own notice, in the report");
    let notice = arbitre::report::notice::render(
        &case,
        &judgement,
        &toml,
        &options(Lang::En),
        arbitre::report::notice::NoticePaper::A5,
    )
    .unwrap();
    assert_has(
        &common::pdf_layout_words(&notice),
        words,
        "the event's own notice, in the notice",
    );
    // A limit of no time at all is a typing slip, refused with what is allowed.
    let bad = toml.replace("appeal_minutes = 45", "appeal_minutes = 0");
    let err = arbitre::case::from_toml_str(&bad, std::path::Path::new(".")).unwrap_err();
    assert!(err.to_string().contains("appeal_minutes"), "{err}");
}

#[test]
fn every_report_key_exists_in_both_languages() {
    let en: Vec<String> = arbitre::i18n::keys(Lang::En)
        .into_iter()
        .filter(|(_, file)| *file == "report.ftl")
        .map(|(k, _)| k)
        .collect();
    let fr: Vec<String> = arbitre::i18n::keys(Lang::Fr)
        .into_iter()
        .filter(|(_, file)| *file == "report.ftl")
        .map(|(k, _)| k)
        .collect();
    assert!(en.len() > 100);
    assert_eq!(
        en, fr,
        "report.ftl has the same keys in the same order in en and fr"
    );
    for key in &en {
        assert!(
            [
                "report-",
                "sign-",
                "verify-",
                "identity-",
                "notice-",
                "appeal-",
            ]
            .iter()
            .any(|p| key.starts_with(p)),
            "{key}"
        );
    }
}

#[test]
fn header_names_event_players_director_and_the_equity_shows_the_directors_reasons() {
    let Some(dir) = cases_dir() else {
        return;
    };
    let base = std::fs::read_to_string(dir.join("06-equity-64c-restores-4s-made.toml")).unwrap();
    let toml = format!(
        "{base}\n[equity]\nlikely_declarer_tricks = 10\nreasons = \"Declarer had the club finesse marked.\"\n\n\
         [meta]\nevent = \"Coupe de Paris\"\nsession = \"2\"\ndate = \"2026-11-21\"\nround = \"3\"\n\
         table = \"12\"\ndirector = \"Claire Martin\"\nnorth = \"Nadia Nord\"\neast = \"Émile Est\"\n\
         south = \"Sami Sud\"\nwest = \"Olga Ouest\"\nother_table_score_ns = 420\n\
         notes = \"North called the director at once.\"\n"
    );
    let case = arbitre::case::from_toml_str(&toml, &dir).unwrap();
    let judgement = arbitre::laws::rule(&case).unwrap();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let opts = ReportOptions {
            director: None,
            ..options(lang)
        };
        let text = common::pdf_layout_words(&render(&case, &judgement, &toml, &opts).unwrap());
        for needle in [
            "Coupe de Paris",
            "2026-11-21",
            "Claire Martin",
            "Nadia Nord",
            "Émile Est",
            "Sami Sud",
            "Olga Ouest",
            "Declarer had the club finesse marked.",
            "North called the director at once.",
        ] {
            assert_has(&text, needle, "header, reasons and notes");
        }
        assert_has(&text, &tr.t("report-source-director"), "estimate used");
        assert_has(
            &text,
            &tr.t("report-imps-label"),
            "IMPs against the other table",
        );
    }
}

#[test]
fn cards_voided_by_a_correction_are_struck_through_and_not_counted_at_the_table() {
    let Some((case, judgement, toml)) = load("15-correction-voids-later-play.toml") else {
        return;
    };
    assert_eq!(judgement.standing_cards, Some(35));
    let en =
        common::pdf_layout_words(&render(&case, &judgement, &toml, &options(Lang::En)).unwrap());
    assert_has(
        &en,
        "At the table 3 tricks for declarer, in the first 35 cards: the play that stands",
        "at the table",
    );
    assert_has(
        &en,
        "Struck through: cards 36 to 52, recorded after attention was drawn (after card 35), are void",
        "void legend",
    );
    // Tricks 10 to 13 were never played: no winner is shown for them.
    assert_eq!(
        en.matches(" void ").count(),
        5,
        "tricks 9-13 are void: {en}"
    );
    let fr =
        common::pdf_layout_words(&render(&case, &judgement, &toml, &options(Lang::Fr)).unwrap());
    assert_has(
        &fr,
        "Barrées : les cartes 36 à 52, notées après que l'attention a été attirée (après la carte 35), sont nulles",
        "void legend (fr)",
    );
    assert_has(&fr, "sur les 35 premières cartes", "at the table (fr)");

    // A twelfth-trick correction at the end of the play voids nothing.
    let Some((case, judgement, toml)) = load("07-twelfth-trick-corrected.toml") else {
        return;
    };
    assert_eq!(judgement.standing_cards, None);
    let en =
        common::pdf_layout_words(&render(&case, &judgement, &toml, &options(Lang::En)).unwrap());
    assert!(!en.contains("Struck through"), "{en}");
}

#[test]
fn the_signature_block_stays_on_one_page_with_a_line_for_the_hand_signature() {
    let Some(dir) = cases_dir() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    for path in common::toml_files(&dir) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some((case, judgement, toml)) = load(&name) else {
            return;
        };
        for (lang, paper) in [(Lang::En, Paper::Letter), (Lang::Fr, Paper::A4)] {
            let tr = Tr::new(lang);
            let options = ReportOptions {
                paper,
                fingerprint: Some("AB:CD:EF".into()),
                ..options(lang)
            };
            let pdf = tmp.path().join("r.pdf");
            std::fs::write(&pdf, render(&case, &judgement, &toml, &options).unwrap()).unwrap();
            let pdf = pdf.to_str().unwrap();
            let info = String::from_utf8(tool("pdfinfo", &[pdf]).stdout).unwrap();
            let pages: usize = info
                .lines()
                .find_map(|l| l.strip_prefix("Pages:"))
                .and_then(|n| n.trim().parse().ok())
                .unwrap();
            let last = String::from_utf8(
                tool(
                    "pdftotext",
                    &["-f", &pages.to_string(), "-l", &pages.to_string(), pdf, "-"],
                )
                .stdout,
            )
            .unwrap()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
            // The heading, the fingerprint, the note's end and the hand-signature line are
            // all on the last page.
            for needle in [
                tr.t("report-signature"),
                "AB:CD:EF".to_owned(),
                tr.t("report-handwritten"),
            ] {
                assert!(
                    last.contains(&needle),
                    "{name} {lang:?}: «{needle}» not on the last page: {last}"
                );
            }
            let note: Vec<String> = tr
                .t("report-signed-note")
                .split_whitespace()
                .map(str::to_owned)
                .collect();
            let head = note[..4].join(" ");
            assert!(
                last.contains(&head),
                "{name} {lang:?}: the note starts on the last page: {last}"
            );
        }
    }
}
