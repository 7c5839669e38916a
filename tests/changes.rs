//! Calls and cards a player tried to change (`call-card-law-model.md`): every case in
//! `../shared/changes/` gives its `[expect]` ruling through the same code path as
//! `arbitre rule --json` (`laws` compared as sets, as the brief says); the sections are read
//! strictly and written back; the command line explains them; a change that establishes
//! nothing leaves every revoke ruling as it was.

use arbitre::cli::rule::rule_file;
use serde_json::Value;
use std::path::{Path, PathBuf};

mod common;

/// Sorts every `laws` list of the change rulings (compared as sets).
fn laws_as_sets(v: &mut Value) {
    for key in ["call_changes", "card_changes"] {
        if let Some(Value::Array(items)) = v.get_mut(key) {
            for item in items {
                if let Some(Value::Array(laws)) = item.get_mut("laws") {
                    laws.sort_by_key(Value::to_string);
                }
            }
        }
    }
}

fn change_files() -> Option<Vec<PathBuf>> {
    common::shared_dir("changes").map(|d| common::toml_files(&d))
}

#[test]
fn every_shared_change_case_gives_its_expected_ruling() {
    let Some(files) = change_files() else { return };
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let doc: toml::Value = toml::from_str(&text).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let mut expected: Value = serde_json::to_value(&doc["expect"]).unwrap();
        match rule_file(file) {
            Err(e) => failures.push(format!("{name}: no ruling: {e}")),
            Ok((_, judgement)) => {
                let mut actual = serde_json::to_value(&judgement.ruling).unwrap();
                laws_as_sets(&mut actual);
                laws_as_sets(&mut expected);
                let mut diffs = Vec::new();
                common::compare_ruling("", Some(&expected), &actual, &mut diffs);
                failures.extend(diffs.into_iter().map(|d| format!("{name}: {d}")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        files.len() >= 15,
        "the shared folder holds the 15 worked examples"
    );
}

fn shared_change(name: &str) -> Option<PathBuf> {
    common::shared_dir("changes").map(|d| d.join(name))
}

#[test]
fn example_14_a_designation_establishes_the_revoke_of_case_08() {
    let Some(file) = shared_change("14-designation-establishes-a-revoke-63A2.toml") else {
        return;
    };
    let (_, j) = rule_file(&file).unwrap();
    let r = &j.ruling;
    assert_eq!(
        r.revokes[0]
            .laws
            .iter()
            .map(|l| l.code())
            .collect::<Vec<_>>(),
        ["61A", "63A2", "64B3"]
    );
    assert_eq!(r.final_result.as_ref().unwrap().score_ns, 420);
    // Without the card change, the same attention corrects the revoke: 62A 62B2, no final.
    let text = std::fs::read_to_string(&file).unwrap();
    let start = text.find("[[card_change]]").unwrap();
    let end = text.find("[attention]").unwrap();
    let without = format!("{}{}", &text[..start], &text[end..]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("without.toml");
    std::fs::write(&path, without).unwrap();
    let (_, j) = rule_file(&path).unwrap();
    let laws: Vec<_> = j.ruling.revokes[0].laws.iter().map(|l| l.code()).collect();
    assert_eq!(laws, ["61A", "62A", "62B2"]);
    assert!(j.ruling.final_result.is_none());
    assert!(j.ruling.card_changes.is_none());
}

fn arbitre(args: &[&str], file: &Path) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .arg(file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_command_line_gives_the_fields_and_explains_them_in_english_and_french() {
    let Some(file) = shared_change("05-defender-changes-his-mind-47F2.toml") else {
        return;
    };
    let printed: Value = serde_json::from_str(&arbitre(&["rule", "--json"], &file)).unwrap();
    let (_, j) = rule_file(&file).unwrap();
    assert_eq!(printed, serde_json::to_value(&j.ruling).unwrap());
    assert_eq!(printed["card_changes"][0]["path"], "47F2");
    assert_eq!(printed["card_changes"][0]["penalty_cards"][0]["card"], "HQ");
    assert!(printed["call_changes"].is_null());
    let en = arbitre(&["--lang", "en", "rule"], &file);
    assert!(en.contains("East's ♥8 was played (trick 2)"), "{en}");
    assert!(en.contains("♥Q is a major penalty card"), "{en}");
    assert!(en.contains("47F2"), "{en}");
    assert!(en.contains("East-West may not use"), "{en}");
    let fr = arbitre(&["--lang", "fr", "rule"], &file);
    assert!(fr.contains("Le ♥D est une carte pénalisée majeure"), "{fr}");
    assert!(fr.contains("Est-Ouest ne peut pas utiliser"), "{fr}");
}

#[test]
fn a_call_only_case_has_no_contract_and_reads_as_the_auction() {
    let Some(file) = shared_change("02-intended-call-changed-25B-declined.toml") else {
        return;
    };
    let printed: Value = serde_json::from_str(&arbitre(&["rule", "--json"], &file)).unwrap();
    for key in [
        "contract",
        "declarer",
        "table_declarer_tricks",
        "adjusted_declarer_tricks",
        "final",
    ] {
        assert!(printed[key].is_null(), "{key}: {}", printed[key]);
    }
    assert_eq!(printed["revokes"], Value::Array(Vec::new()));
    let en = arbitre(&["--lang", "en", "rule"], &file);
    assert!(en.contains("Board 2: during the auction"), "{en}");
    assert!(en.contains("1♣ stands."), "{en}");
    assert!(en.contains("declarer may forbid North one suit"), "{en}");
    assert!(!en.contains("equity") && !en.contains("revoke"), "{en}");
    let fr = arbitre(&["--lang", "fr", "rule"], &file);
    assert!(fr.contains("1♣ reste."), "{fr}");
}

#[test]
fn every_shared_change_case_is_written_back_and_reads_the_same() {
    let Some(files) = change_files() else { return };
    for file in &files {
        let case = arbitre::case::load(file).unwrap();
        let text = arbitre::case::to_toml_string(&case);
        let again = arbitre::case::from_toml_str(&text, file.parent().unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}\n{text}", file.display()));
        assert_eq!(again, case, "{}", file.display());
        assert_eq!(again.changes.calls.len() + again.changes.cards.len(), 1);
    }
}

#[test]
fn a_later_card_where_the_penalty_card_could_have_been_played_is_offered_as_a_revoke() {
    let Some(file) = shared_change("15-penalty-card-from-change-of-mind-not-played.toml") else {
        return;
    };
    // Marked already (example 15): nothing is offered.
    let (case, j) = rule_file(&file).unwrap();
    assert!(!j.notes.iter().any(|n| n.key == "note-penalty-card-offer"));
    // Without the mark, East's ♦6 at card 35 (spades led, East void) is offered.
    let mut unmarked = case.clone();
    unmarked.marked_revokes.clear();
    unmarked.attention = None;
    let j = arbitre::laws::rule(&unmarked).unwrap();
    let offers: Vec<_> = j
        .notes
        .iter()
        .filter(|n| n.key == "note-penalty-card-offer")
        .collect();
    assert_eq!(offers.len(), 1, "{:?}", j.notes);
    let tr = arbitre::i18n::Tr::new(arbitre::i18n::Lang::En);
    let text = tr.msg(offers[0]);
    assert!(
        text.starts_with("Card 35: East played ♦6 where his major penalty card ♦Q"),
        "{text}"
    );
    assert!(
        j.ruling.revokes.is_empty(),
        "only marked revokes enter the ruling"
    );
}
