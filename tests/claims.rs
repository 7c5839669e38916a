//! Every claim case in `../shared/claims/` gives its `[expect]` ruling, through the same
//! code path as `arbitre rule --json` (`cli::rule::rule_file` + the ruling's JSON), field by
//! field: a field left out of `[expect]` is null, and a claim's `laws` are compared as a
//! set. A new case dropped into the folder is picked up without code changes; in CI a
//! missing folder fails.

use arbitre::cli::rule::rule_file;
use serde_json::Value;
use std::path::PathBuf;

mod common;

fn claim_files() -> Option<Vec<PathBuf>> {
    common::shared_dir("claims").map(|d| common::toml_files(&d))
}

#[test]
fn every_shared_claim_case_gives_its_expected_ruling() {
    let Some(files) = claim_files() else { return };
    let mut failures = Vec::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let doc: toml::Value = toml::from_str(&text).unwrap();
        let Some(expect) = doc.get("expect") else {
            continue;
        };
        checked += 1;
        let expected: Value = serde_json::to_value(expect).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        match rule_file(file) {
            Err(e) => failures.push(format!("{name}: no ruling: {e}")),
            Ok((_, judgement)) => {
                let actual = serde_json::to_value(&judgement.ruling).unwrap();
                let mut diffs = Vec::new();
                common::compare_ruling("", Some(&expected), &actual, &mut diffs);
                failures.extend(diffs.into_iter().map(|d| format!("{name}: {d}")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked >= 9,
        "the shared folder holds at least 9 claim cases"
    );
}

#[test]
fn the_command_line_explains_a_claim_in_english_and_french() {
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    let file = dir.join("01-unmentioned-trump-70C.toml");
    let run = |lang: &str, json: bool| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"));
        cmd.args(["--lang", lang, "rule"]);
        if json {
            cmd.arg("--json");
        }
        let out = cmd.arg(&file).output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let en = run("en", false);
    assert!(
        en.contains("South claims 3 of the 3 remaining tricks"),
        "{en}"
    );
    assert!(en.contains("70C2"), "{en}");
    assert!(
        en.contains("Unaware of the outstanding trump (70C): 2 tricks."),
        "{en}"
    );
    assert!(
        en.contains("Result of the claim: 2 of the 3 remaining tricks to North-South."),
        "{en}"
    );
    let fr = run("fr", false);
    assert!(
        fr.contains("Revendication de Sud : 3 des 3 levées restantes"),
        "{fr}"
    );
    assert!(fr.contains("revendiquant"), "{fr}");
    let json: Value = serde_json::from_str(&run("en", true)).unwrap();
    assert_eq!(json["claim"]["final_tricks"], 2);
    assert_eq!(json["claim"]["c70_tricks"], 2);
}

/// Case 07 of the shared claims (3NT, South on lead at trick 11 with ♠3 ♠2 ♦2, North
/// ♠A ♠Q ♥A) with the `[[claim]]` given.
fn case_with_claim(claim: &str) -> String {
    format!(
        r#"format = "revoke-case/1"
title = "claim input"

[board]
pbn = """
[Board "7"]
[Dealer "S"]
[Vulnerable "All"]
[Deal "S:932.KJ6.AJ72.AQ6 K865.T74.Q85.J74 AQ4.AQ82.K93.852 JT7.953.T64.KT93"]
[Declarer "S"]
[Contract "3NT"]
"""

[play]
cards = "H4 H2 H3 HK  H6 H7 HQ H5  H8 H9 HJ HT  DA D5 D3 D4  D7 D8 DK D6  D9 DT DJ DQ  C4 C2 C3 CA  C6 C7 C5 CK  CT CQ CJ C8  S9 S8 S4 S7"

[[claim]]
{claim}
"#
    )
}

/// The error `rule` gives for a claim, in English and French, and the field
/// `laws::validate` names.
fn refused(claim: &str) -> (String, String, String) {
    use arbitre::i18n::{Lang, Tr};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.revoke.toml");
    std::fs::write(&path, case_with_claim(claim)).unwrap();
    let err = rule_file(&path).expect_err("bad input");
    let case = arbitre::case::load(&path).unwrap();
    let field = arbitre::laws::validate(&case)
        .into_iter()
        .next()
        .map(|e| e.field)
        .unwrap_or_default();
    (
        err.render(Tr::new(Lang::En)),
        err.render(Tr::new(Lang::Fr)),
        field,
    )
}

#[test]
fn a_line_card_the_claimer_does_not_hold_is_refused_where_it_is_written() {
    let (en, fr, field) =
        refused("after_card = 40\nby = \"S\"\ntricks = 3\nagreed = false\nline = [\"S2\", \"SK\"]");
    assert_eq!(field, "claim.0.line.1");
    assert!(
        en.starts_with("line 22, column 15: [[claim]] line: SK is not in the claimer's"),
        "{en}"
    );
    assert!(
        fr.contains("[[claim]] line : SK n'est ni") && fr.contains("22"),
        "{fr}"
    );
}

#[test]
fn draw_trumps_in_notrump_and_an_unknown_token_are_refused() {
    let (en, fr, field) = refused(
        "after_card = 40\nby = \"S\"\ntricks = 3\nagreed = false\nline = [\"draw_trumps\"]",
    );
    assert_eq!(field, "claim.0.line.0");
    assert!(en.contains("\"draw_trumps\" in a notrump contract"), "{en}");
    assert!(fr.contains("contrat à sans-atout"), "{fr}");
    let (en, fr, field) = refused(
        "after_card = 40\nby = \"S\"\ntricks = 3\nagreed = false\nline = [\"S2\", \"cash_all\"]",
    );
    assert_eq!(field, "claim.0.line.1");
    assert!(en.contains("`cash_all` is not a card"), "{en}");
    assert!(fr.contains("`cash_all` n'est ni une carte"), "{fr}");
}

#[test]
fn tricks_and_stated_total_that_disagree_are_refused() {
    // Eight tricks won: a total of 9 leaves one trick, not three.
    let (en, fr, field) = refused("after_card = 40\nby = \"S\"\ntricks = 3\nstated_total = 9");
    assert_eq!(field, "claim.0.stated_total");
    assert!(
        en.contains("stated_total = 9: with 8 tricks already won, that leaves 1 trick"),
        "{en}"
    );
    assert!(
        fr.contains("avec 8 levées déjà gagnées, il reste 1 levée"),
        "{fr}"
    );
    // When they agree the case is ruled on.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("good.revoke.toml");
    let text = case_with_claim("after_card = 40\nby = \"S\"\ntricks = 3\nstated_total = 11");
    std::fs::write(&path, text).unwrap();
    let (_, judgement) = rule_file(&path).unwrap();
    assert_eq!(judgement.ruling.table_declarer_tricks, 11);
}

#[test]
fn a_claim_before_the_last_card_is_refused() {
    let (en, _, field) = refused("after_card = 36\nby = \"S\"\ntricks = 3");
    assert_eq!(field, "claim.0.after_card");
    assert!(
        en.contains("a claim must come after the last card recorded"),
        "{en}"
    );
}

#[test]
fn a_defenders_disputed_claim_has_no_70e_evidence() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("west.revoke.toml");
    // West (a defender) claims his ♠K: 1 of the 3 tricks, disputed.
    let text = case_with_claim("after_card = 40\nby = \"W\"\ntricks = 1\nagreed = false");
    std::fs::write(&path, text).unwrap();
    let (_, judgement) = rule_file(&path).unwrap();
    let json = serde_json::to_value(&judgement.ruling).unwrap();
    let claim = &json["claim"];
    assert_eq!(claim["side"], "EW");
    assert!(claim["line_tricks"].is_u64(), "{claim}");
    assert!(claim["finesse_tricks"].is_null() && claim["no_prior_knowledge_tricks"].is_null());
    assert_eq!(claim["location_cards"], serde_json::json!([]));
    assert!(claim["c70_tricks"].is_null() && claim["normal_min_claimer"].is_null());
    // The final figure is the claim's tricks in the revoke ruling: declarer keeps the rest.
    let fin = claim["final_tricks"].as_u64().unwrap();
    assert_eq!(json["table_declarer_tricks"].as_u64().unwrap(), 8 + 3 - fin);
}

#[test]
fn the_claim_fields_are_written_back_as_read() {
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    for name in [
        "07-stated-finesse-location.toml",
        "09-conceded-defeat-of-made-contract-71.toml",
    ] {
        let case = arbitre::case::load(&dir.join(name)).unwrap();
        let text = arbitre::case::to_toml_string(&case);
        let again = arbitre::case::from_toml_str(&text, &dir).unwrap();
        assert_eq!(again.claim, case.claim, "{name}");
    }
}

/// The claim part of the shared revoke cases 12 and 13, whose `[expect]` has no `claim`
/// object (tests/cases.rs compares everything else), ruled against figures derived by
/// hand from claim-law-model.md.
#[test]
fn the_claims_of_revoke_cases_12_and_13_rule_as_derived_by_hand() {
    let Some(dir) = common::shared_dir("cases") else {
        return;
    };
    // Case 12, 4♠ by West. After 7 tricks (28 cards) East-West have won tricks 1, 5, 6
    // and 7 (4), North-South 2, 3 and 4. Left: West ♥T9764 ♦6, North ♦KQ985 ♣T, East
    // (dummy, on lead after winning trick 7 with the ♥K) ♠KJT9 ♥A5, South ♠875 ♥Q ♦JT.
    // West claims the 6 remaining tricks and North-South agree, no review asked: 69A,
    // the proposal is the claim, 6 (no line, no variants, no minimums: all null). Double
    // dummy: East draws trumps with ♠K, ♠J, ♠10 (South's 8 7 5 follow), cashes the ♥A
    // (South's ♥Q falls), ♥5 to West's ♥10 and the ♠9 takes the last trick: 6. South
    // still holds trumps, so a trump is outstanding; nothing mentioned it.
    let case12 = serde_json::json!({
        "after_card": 28, "trick": 8, "by": "W", "side": "EW", "kind": "claim",
        "agreed": true, "remaining": 6, "claimed_tricks": 6,
        "dd_tricks": 6, "line_tricks": null,
        "trump_outstanding": true, "trump_mentioned": false,
        "c70_tricks": null, "c70_applies": false,
        "finesse_tricks": null, "no_prior_knowledge_tricks": null,
        "location_cards": [],
        "normal_min_claimer": null, "normal_min_opponents": null,
        "proposed_tricks": 6, "awarded": null, "final_tricks": 6,
        "laws": ["68A", "68D", "69A"],
    });
    // Case 13, 5♦ by North. After 10 tricks (40 cards) North-South have won 8 (tricks
    // 1, 2, 4–9), East-West 2 (West's ruff at trick 3 and his overruff at trick 10).
    // Left: North ♥AK ♦K, East ♠T97, South ♠KJ ♦6, West (on lead) ♥T ♦AQ. West claims 2
    // of the 3 remaining tricks, agreed, no review: 69A, proposal 2. Double dummy: West
    // cashes the ♦A (North's bare ♦K falls), then the ♦Q; his ♥10 loses to the ♥A: 2
    // (the ♦Q first loses to the ♦K and the ♥A, ♥K follow: 1). North and South hold
    // trumps: a trump is outstanding.
    let case13 = serde_json::json!({
        "after_card": 40, "trick": 11, "by": "W", "side": "EW", "kind": "claim",
        "agreed": true, "remaining": 3, "claimed_tricks": 2,
        "dd_tricks": 2, "line_tricks": null,
        "trump_outstanding": true, "trump_mentioned": false,
        "c70_tricks": null, "c70_applies": false,
        "finesse_tricks": null, "no_prior_knowledge_tricks": null,
        "location_cards": [],
        "normal_min_claimer": null, "normal_min_opponents": null,
        "proposed_tricks": 2, "awarded": null, "final_tricks": 2,
        "laws": ["68A", "68D", "69A"],
    });
    for (file, expected) in [
        ("12-offending-side-wins-nothing-claim.toml", case12),
        ("13-offender-claims-after-revoke.toml", case13),
    ] {
        let (_, judgement) = rule_file(&dir.join(file)).unwrap();
        let actual = serde_json::to_value(&judgement.ruling).unwrap();
        let mut diffs = Vec::new();
        common::compare_ruling(".claim", Some(&expected), &actual["claim"], &mut diffs);
        assert!(diffs.is_empty(), "{file}: {}", diffs.join("\n"));
    }
}

/// The director's reasons for his award are a field of the claim: written and read back
/// as they were typed; an older file that kept them in `[meta] notes` reads unchanged.
#[test]
fn the_claims_reasons_round_trip_and_old_notes_stay_notes() {
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    let file = dir.join("02-unstated-finesse-70E.toml");
    let mut case = arbitre::case::load(&file).unwrap();
    let reasons = "Declarer did not state the finesse.\nThe king was offside: « 2 tricks ».";
    case.claim.as_mut().unwrap().reasons = reasons.to_owned();
    let text = arbitre::case::to_toml_string(&case);
    assert!(text.contains("reasons = "), "{text}");
    let back = arbitre::case::from_toml_str(&text, &dir).unwrap();
    assert_eq!(back.claim.as_ref().unwrap().reasons, reasons);
    assert_eq!(back, case);

    // Without reasons, no field is written.
    case.claim.as_mut().unwrap().reasons.clear();
    assert!(!arbitre::case::to_toml_string(&case).contains("reasons"));

    // An older file: the reasons in the director's notes, none in the claim.
    let old = std::fs::read_to_string(&file).unwrap()
        + "\n[meta]\nnotes = \"Award 2: the finesse was not stated.\"\n";
    let old_case = arbitre::case::from_toml_str(&old, &dir).unwrap();
    assert_eq!(old_case.meta.notes, "Award 2: the finesse was not stated.");
    assert_eq!(old_case.claim.as_ref().unwrap().reasons, "");
}

/// The ruling the window computes can be cancelled: with the flag raised there is no
/// ruling at all (never a partial figure); with it down, the same ruling as `rule`.
#[test]
fn a_cancelled_ruling_gives_no_figure_and_an_uncancelled_one_the_same_ruling() {
    use std::sync::atomic::AtomicBool;
    let Some(dir) = common::shared_dir("claims") else {
        return;
    };
    let case = arbitre::case::load(&dir.join("02-unstated-finesse-70E.toml")).unwrap();
    let down = AtomicBool::new(false);
    let ruled = arbitre::laws::rule_until(&case, &down).unwrap().unwrap();
    assert_eq!(ruled, arbitre::laws::rule(&case).unwrap());
    assert_eq!(ruled.claim.as_ref().unwrap().proposed, 2);
    let raised = AtomicBool::new(true);
    assert_eq!(
        arbitre::laws::rule_until(&case, &raised).map(|_| ()),
        Err(arbitre::claims::Cancelled)
    );
}
