//! Case files: bad input gets a message naming the field, the value and what was expected,
//! and a non-zero exit status; saving is atomic and reading back gives the same case.

use arbitre::case::{self, CaseError};
use arbitre::laws;
use std::path::Path;
use std::process::Command;

const GOOD: &str = r#"format = "revoke-case/1"
title = "test"

[board]
pbn = """
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT"]
[Declarer "W"]
[Contract "4S"]
"""

[play]
cards = "HK H2 SJ H3  CA C2 CT C3  C6 CK CJ C4  D4 D7 DJ D2  C5 C7 H6 CQ  D8 D5 D3 DK  DA D9 DQ D6  HA H9 H5 H4  S9 S4 S5 S2  ST DT S6 S3  SQ HT S7 C8  SK HJ S8 C9  SA HQ H7 H8"

[attention]
when = "during_play"
after_card = 5
"#;

fn error_of(text: &str) -> String {
    match case::from_toml_str(text, Path::new(".")) {
        Ok(_) => panic!("accepted a bad case"),
        Err(CaseError::Field(m)) => m.english(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_good_case_reads() {
    let c = case::from_toml_str(GOOD, Path::new(".")).unwrap();
    assert_eq!(c.play.len(), 52);
    assert_eq!(c.board.number, "2");
    let j = laws::rule(&c).unwrap();
    assert_eq!(j.ruling.transfer_total, 2);
}

#[test]
fn a_card_not_held_names_the_card_and_the_holder() {
    let bad = GOOD.replace("cards = \"HK H2 SJ", "cards = \"HK H2 SA");
    let msg = error_of(&bad);
    assert_eq!(
        msg,
        "[play] cards, card 3: SA is not in S's hand (W holds it)"
    );
}

#[test]
fn a_token_that_is_no_card() {
    let msg = error_of(&GOOD.replace("cards = \"HK H2 SJ", "cards = \"HK X2 SJ"));
    assert!(
        msg.starts_with("[play] cards, card 2: \"X2\" is not a card"),
        "{msg}"
    );
}

#[test]
fn a_card_played_twice() {
    let msg = error_of(&GOOD.replace("CA C2 CT C3", "CA C2 CT HK"));
    assert!(msg.contains("HK was already played (card 1)"), "{msg}");
}

#[test]
fn an_index_out_of_range() {
    let msg = error_of(&GOOD.replace("after_card = 5", "after_card = 60"));
    assert_eq!(
        msg,
        "[attention] after_card = 60: expected a card number from 1 to 52"
    );
    let marked = format!("{GOOD}\n[[marked_revoke]]\ncard = 0\nkind = \"penalty_card\"\n");
    assert!(error_of(&marked).starts_with("[[marked_revoke]] card = 0"));
}

#[test]
fn an_unknown_when_names_the_choices() {
    let msg = error_of(&GOOD.replace("when = \"during_play\"", "when = \"at_tea_time\""));
    assert!(msg.contains("at_tea_time"), "{msg}");
    assert!(
        msg.contains("during_play") && msg.contains("after_round"),
        "{msg}"
    );
    assert!(msg.contains("line"), "the position is given: {msg}");
}

#[test]
fn other_wrong_fields() {
    assert!(
        error_of(&GOOD.replace("revoke-case/1", "revoke-case/9"))
            .contains("expected \"revoke-case/1\"")
    );
    assert!(
        error_of(
            &GOOD
                .replace("after_crd", "x")
                .replace("after_card = 5", "after_crd = 5")
        )
        .contains("after_crd")
    );
    assert!(
        error_of(&GOOD.replace("[Contract \"4S\"]", "[Contract \"Pass\"]")).contains("passed-out")
    );
    assert!(error_of(&GOOD.replace("[Declarer \"W\"]", "[Declarer \"X\"]")).contains("Declarer"));
    let weights =
        format!("{GOOD}\n[equity]\nweights = [ {{ declarer_tricks = 10, percent = 60 }} ]\n");
    assert!(error_of(&weights).contains("add up to 60, expected 100"));
    let claims = format!("{GOOD}\n[[claim]]\nafter_card = 40\nby = \"W\"\ntricks = 3\n");
    assert!(error_of(&claims).contains("after_card = 40: a claim must come after the last card"));
    let disputed = format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"Q\"\ntricks = 0\n");
    assert!(error_of(&disputed).contains("claim.by = \"Q\""));
    assert!(error_of("not toml at all = = =").contains("not valid"));
}

#[test]
fn the_command_line_reports_bad_input_with_a_non_zero_status() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(
        &path,
        GOOD.replace("cards = \"HK H2 SJ", "cards = \"HK H2 SA"),
    )
    .unwrap();
    for args in [vec!["rule"], vec!["rule", "--json"], vec!["analyse"]] {
        let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .args(["--lang", "en"])
            .args(&args)
            .arg(&path)
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("bad.toml") && err.contains("SA is not in S's hand"),
            "{err}"
        );
        assert!(!err.contains("panicked"));
    }
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", "fr", "rule"])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("n'est pas dans la main de S"), "{err}");
}

#[test]
fn saving_is_atomic_and_reading_back_gives_the_same_case() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("case.revoke.toml");
    let mut c = case::from_toml_str(GOOD, Path::new(".")).unwrap();
    c.meta.director = "Jeanne Arbitre".into();
    c.equity.reasons = "South \"would\" have followed".into();
    case::save(&c, &path).unwrap();
    let back = case::load(&path).unwrap();
    assert_eq!(back, c);
    // No temporary file is left beside it.
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    // A save into a folder that does not exist fails and says where.
    let err = case::save(&c, &dir.path().join("no/such/dir/case.toml")).unwrap_err();
    assert!(err.to_string().contains("no/such/dir"));
}

#[test]
fn every_shared_case_survives_save_and_reload() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/cases");
    if !dir.is_dir() {
        eprintln!("skipped: ../shared/cases not found");
        return;
    }
    let out = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let c = case::load(&path).unwrap();
        let copy = out.path().join(path.file_name().unwrap());
        // A pbn_file board stays a reference: put the session file beside the copy.
        if let case::BoardSource::File { pbn_file, .. } = &c.source {
            std::fs::copy(dir.join(pbn_file), out.path().join(pbn_file)).unwrap();
        }
        case::save(&c, &copy).unwrap();
        let back = case::load(&copy).unwrap();
        assert_eq!(back, c, "{}", path.display());
        assert_eq!(
            laws::rule(&back).unwrap().ruling,
            laws::rule(&c).unwrap().ruling
        );
    }
}
