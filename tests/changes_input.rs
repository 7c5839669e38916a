//! The `[[call_change]]` and `[[card_change]]` sections are read as strictly as the rest of
//! a case file, and a card change that establishes nothing leaves every revoke ruling as
//! it was (`call-card-law-model.md`).

use arbitre::cli::rule::rule_file;
use proptest::prelude::*;

mod common;

const BOARD_A: &str = r#"format = "revoke-case/1"
[board]
pbn = """
[Board "5"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:KQ3.T2.A754.AQJ5 J7.KQ84.QJ6.K976 A6542.AJ7653..32 T98.9.KT9832.T84"]
[Declarer "S"]
[Contract "4H"]
"""
[play]
cards = "ST S3 S7 SA  H7 H9 HT H8  CA C6 C2 C4  DA D6 C3 D2  H2 HQ HA C8  H5 CT C5 H4  H3 D3 CJ HK  C7 H6 D8 CQ  S2 S8 SQ SJ  SK C9 S4 S9  D4 DJ HJ D9  S5 DT D5 CK  S6 DK D7 DQ"
"#;

const AUCTION: &str = r#"format = "revoke-case/1"
[board]
pbn = """
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:KQ3.T2.A754.AQJ5 J7.KQ84.QJ6.K976 A6542.AJ7653..32 T98.9.KT9832.T84"]
"""
"#;

fn error(text: &str) -> (String, String) {
    common::errors_of(text)
}

#[test]
fn an_unknown_value_is_refused_with_the_nearest_name() {
    let (en, fr) = error(&format!(
        "{AUCTION}[[call_change]]\nseat = \"S\"\ncall = \"2C\"\ncause = \"mechanicl\"\nto = \"1D\"\n"
    ));
    assert!(en.contains("did you mean `mechanical`"), "{en}");
    assert!(en.contains("line 12"), "{en}");
    assert!(fr.contains("vouliez-vous dire `mechanical`"), "{fr}");
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"on_tabel\"\n"
    ));
    assert!(en.contains("did you mean `on_table`"), "{en}");
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"on_table\"\nplayed_snce = \"none\"\n"
    ));
    assert!(
        en.contains("played_snce") && en.contains("played_since"),
        "{en}"
    );
    let (en, _) = error(&format!(
        "{AUCTION}[[call_change]]\nseat = \"S\"\ncall = \"8C\"\n"
    ));
    assert!(en.contains("1C to 7NT, P, X or XX"), "{en}");
    let (en, _) = error(&format!("{BOARD_A}[[card_chang]]\nafter_card = 7\n"));
    assert!(en.contains("[[card_change]]"), "{en}");
}

#[test]
fn a_card_not_in_the_holders_hand_or_a_bad_attempt_is_refused() {
    // East's ♥8 is card 8: after 8 cards it is no longer in his hand.
    let (en, fr) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 8\ncard = \"H8\"\nexposure = \"on_table\"\n"
    ));
    assert!(
        en.contains("H8 is not in East's hand after 8 cards"),
        "{en}"
    );
    assert!(
        fr.contains("H8 n'est plus dans la main de Est après 8 cartes"),
        "{fr}"
    );
    // The attempt must be another card of East's hand.
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"on_table\"\ncause = \"rethink\"\nattempt = \"SA\"\n"
    ));
    assert!(en.contains("attempt = \"SA\""), "{en}");
    // An attempt on a card played needs a cause.
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"on_table\"\nattempt = \"HQ\"\n"
    ));
    assert!(en.contains("cause is missing"), "{en}");
    // `after_card` beyond the play.
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 60\ncard = \"H8\"\nexposure = \"on_table\"\n"
    ));
    assert!(en.contains("from 0 to 52"), "{en}");
    // An exposure that does not fit the holder: a defender's card cannot be near the table.
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"near_table\"\n"
    ));
    assert!(
        en.contains("does not fit H8, a card of the defender"),
        "{en}"
    );
}

#[test]
fn a_missing_to_or_attempt_that_the_path_needs_is_refused() {
    let (en, _) = error(&format!(
        "{AUCTION}[[call_change]]\nseat = \"S\"\ncall = \"2C\"\ncause = \"slip\"\n"
    ));
    assert!(en.contains("[[call_change]] to is missing"), "{en}");
    // A slip naming dummy's card is corrected: the card declarer meant is needed.
    let (en, _) = error(&format!(
        "{BOARD_A}[[card_change]]\nafter_card = 1\ncard = \"SK\"\nexposure = \"named\"\ncause = \"slip\"\n"
    ));
    assert!(
        en.contains("attempt (the dummy card declarer meant) is missing"),
        "{en}"
    );
}

#[test]
fn the_record_must_hold_the_card_that_stands() {
    // East's ♥8 was played and stays played (47F2) but the record shows another card.
    let cards = BOARD_A.lines().find(|l| l.starts_with("cards")).unwrap();
    let text = BOARD_A.replace(cards, "cards = \"ST S3 S7 SA  H7 H9 HT H4\"");
    let (en, fr) = error(&format!(
        "{text}[attention]\nwhen = \"during_play\"\nafter_card = 8\n[[card_change]]\nafter_card = 7\ncard = \"H8\"\nexposure = \"on_table\"\ncause = \"rethink\"\nattempt = \"HQ\"\n"
    ));
    assert!(
        en.contains("records H4 as card 8") && en.contains("H8 the card that stands"),
        "{en}"
    );
    assert!(fr.contains("enregistre H4 comme carte 8"), "{fr}");
}

#[test]
fn a_call_change_needs_no_contract_but_a_card_change_does() {
    let (en, _) = error(&format!(
        "{AUCTION}[[card_change]]\nafter_card = 0\ncard = \"ST\"\nexposure = \"on_table\"\n"
    ));
    assert!(en.contains("Contract"), "{en}");
}

/// The shared revoke cases: the property adds a card change of any card still held, any
/// exposure that fits its holder, any cause, at any moment; when the change establishes
/// nothing, the revoke ruling is the one without it.
fn revoke_cases() -> Vec<std::path::PathBuf> {
    common::shared_dir("cases").map_or_else(Vec::new, |d| common::toml_files(&d))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn a_card_change_that_establishes_nothing_leaves_the_revoke_ruling(
        pick in 0usize..1000,
        at in 0usize..60,
        which in 0usize..13,
        exposure in 0usize..10,
        cause in 0usize..6,
        since in 0usize..4,
    ) {
        use arbitre::case::changes::{Cause, Exposure, PlayedSince};
        let files = revoke_cases();
        prop_assume!(!files.is_empty());
        let file = &files[pick % files.len()];
        let Ok((case, judgement)) = rule_file(file) else { return Ok(()) };
        let after = at.min(case.play.len());
        let position = case.play.position(after);
        // Any card still held then, any finding.
        let held: Vec<_> = contract_bridge::Seat::ALL
            .into_iter()
            .flat_map(|s| position.remaining[s as usize].into_iter())
            .collect();
        prop_assume!(!held.is_empty());
        let card = held[which % held.len()];
        let holder = case.play.holder(card).unwrap();
        let exposure = Exposure::ALL[exposure];
        prop_assume!(exposure.fits(case.play.role(holder)));
        let mut change = arbitre::case::CardChange::new(after, card, exposure);
        change.cause = Cause::ALL[cause];
        change.played_since = PlayedSince::ALL[since];
        let mut changed = case.clone();
        changed.changes.cards.push(change);
        // Facts that do not fit the play (the record shows another card) are bad input.
        let Ok(again) = arbitre::laws::rule(&changed) else { return Ok(()) };
        let ruled = &again.ruling.card_changes.as_ref().unwrap()[0];
        if ruled.establishes == arbitre::changes::Establishes::None {
            prop_assert_eq!(&again.ruling.revokes, &judgement.ruling.revokes);
            prop_assert_eq!(&again.ruling.final_result, &judgement.ruling.final_result);
            prop_assert_eq!(&again.ruling.equity, &judgement.ruling.equity);
        }
    }
}

#[test]
fn a_call_change_with_a_contract_but_no_play_is_ruled_as_the_auction() {
    let text = AUCTION.replace(
        "[Vulnerable \"None\"]",
        "[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"4H\"]",
    );
    let text = format!(
        "{text}[[call_change]]\nseat = \"S\"\ncall = \"2C\"\ncause = \"mechanical\"\nto = \"1D\"\n"
    );
    let case = arbitre::case::from_toml_str(&text, std::path::Path::new(".")).unwrap();
    assert!(arbitre::laws::validate(&case).is_empty());
    let ruling = arbitre::laws::rule(&case).unwrap().ruling;
    let json = serde_json::to_value(&ruling).unwrap();
    assert!(
        json["contract"].is_null() && json["final"].is_null(),
        "{json}"
    );
    assert_eq!(json["call_changes"][0]["stands"], "1D");
}
