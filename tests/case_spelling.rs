//! Case files spelt wrong: a misspelt section or field is refused with the nearest name
//! and its place (never read as a default that would change a score), and a wrong value
//! says the field, the value and what is allowed, in English and in French, in the
//! director's words (no Rust or serde wording).
mod common;

use arbitre::case;
use arbitre::i18n::Lang;
use common::{error_in, error_of, errors_of};
use std::path::Path;

const GOOD: &str = common::BOARD_2_CASE;

#[test]
fn a_misspelt_section_is_refused_with_the_nearest_name_and_its_place() {
    let equty = format!("{GOOD}\n[equty]\nlikely_declarer_tricks = 10\n");
    assert_eq!(
        errors_of(&equty),
        (
            "line 21, column 1: unknown section `[equty]`; did you mean `[equity]`?; allowed: format, title, board, play, marked_revoke, attention, claim, equity, meta, call_change, card_change, expect".to_owned(),
            "ligne 21, colonne 1 : section inconnue `[equty]` ; vouliez-vous dire `[equity]` ? ; permis : format, title, board, play, marked_revoke, attention, claim, equity, meta, call_change, card_change, expect"
                .to_owned()
        )
    );
    let marked = format!("{GOOD}\n[[marked_revokes]]\ncard = 3\nkind = \"penalty_card\"\n");
    assert_eq!(
        error_of(&marked),
        "line 21, column 1: unknown section `[[marked_revokes]]`; did you mean `[[marked_revoke]]`?; allowed: format, title, board, play, marked_revoke, attention, claim, equity, meta, call_change, card_change, expect"
    );
    // Far from every known name: no guess.
    let far = format!("{GOOD}\n[scoring]\nx = 1\n");
    assert_eq!(
        error_of(&far),
        "line 21, column 1: unknown section `[scoring]`; allowed: format, title, board, play, marked_revoke, attention, claim, equity, meta, call_change, card_change, expect"
    );
}

#[test]
fn a_misspelt_field_is_refused_at_every_level() {
    assert_eq!(
        errors_of(&GOOD.replace("after_card = 5", "afte_card = 5")),
        (
            "line 19, column 1: unknown field `afte_card` in [attention]; did you mean `after_card`?; allowed: when, after_card"
                .to_owned(),
            "ligne 19, colonne 1 : champ inconnu `afte_card` dans [attention] ; vouliez-vous dire `after_card` ? ; permis : when, after_card"
                .to_owned()
        )
    );
    assert_eq!(
        error_of(&GOOD.replace("title = ", "titel = ")),
        "line 2, column 1: unknown field `titel`; did you mean `title`?; allowed: format, title, board, play, marked_revoke, attention, claim, equity, meta, call_change, card_change, expect"
    );
    assert_eq!(
        error_of(&GOOD.replace("cards = ", "card = ")),
        "line 15, column 1: unknown field `card` in [play]; did you mean `cards`?; allowed: cards, missing"
    );
    assert_eq!(
        error_of(&GOOD.replace("pbn = ", "pnb = ")),
        "line 5, column 1: unknown field `pnb` in [board]; did you mean `pbn`?; allowed: pbn, pbn_file, number"
    );
    let weights =
        format!("{GOOD}\n[equity]\nweights = [ {{ declarer_tricks = 10, percnt = 100 }} ]\n");
    assert_eq!(
        error_of(&weights),
        "line 22, column 37: unknown field `percnt` in [equity] weights; did you mean `percent`?; allowed: declarer_tricks, percent"
    );
    let claim =
        format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"S\"\ntricks = 0\nagred = true\n");
    assert_eq!(
        error_of(&claim),
        "line 25, column 1: unknown field `agred` in [[claim]]; did you mean `agreed`?; allowed: after_card, by, tricks, agreed, awarded, kind, stated_total, line, trump_mentioned, trump_unaware_likely, review_requested, reasons"
    );
    let equity = format!("{GOOD}\n[equity]\nlikly_declarer_tricks = 10\n");
    assert_eq!(
        error_of(&equity),
        "line 22, column 1: unknown field `likly_declarer_tricks` in [equity]; did you mean \
         `likely_declarer_tricks`?; allowed: likely_declarer_tricks, weights, reasons"
    );
    // Not TOML at all: where it goes wrong.
    assert!(
        error_of(&GOOD.replace("after_card = 5", "after_card = = 5"))
            .starts_with("line 19, column "),
        "{}",
        error_of(&GOOD.replace("after_card = 5", "after_card = = 5"))
    );
    let meta = format!("{GOOD}\n[meta]\ndirecter = \"J. Arbitre\"\n");
    assert_eq!(
        error_of(&meta),
        "line 22, column 1: unknown field `directer` in [meta]; did you mean `director`?; allowed: \
         event, session, date, round, table, section, ns_pair, ew_pair, source_file, director, \
         north, east, south, west, notes, appeal_text, other_table_score_ns, appeal_minutes, \
         recorded_tricks"
    );
    let mark =
        format!("{GOOD}\n[[marked_revoke]]\ncard = 3\nkind = \"penalty_card\"\nsuit = \"H\"\n");
    assert_eq!(
        error_of(&mark),
        "line 24, column 1: unknown field `suit` in [[marked_revoke]]; allowed: card, kind"
    );
}

#[test]
fn arbitres_own_fields_and_the_tests_expectations_are_read() {
    let text = format!(
        "{GOOD}
[equity]
likely_declarer_tricks = 11
reasons = \"a reason\"

[[claim]]
after_card = 52
by = \"S\"
tricks = 0
kind = \"claim\"
line = [\"S2\", \"draw_trumps\"]
trump_mentioned = false
trump_unaware_likely = true
review_requested = false

[meta]
event = \"Club\"
other_table_score_ns = -50

[expect]
anything = \"goes\"
[[expect.revokes]]
card = 3
"
    )
    .replace("cards = \"", "missing = []\ncards = \"");
    let c = case::from_toml_str(&text, Path::new(".")).unwrap();
    assert_eq!(c.equity.likely_declarer_tricks, Some(11));
    assert_eq!(c.meta.other_table_score_ns, Some(-50));
    assert!(c.claim.is_some());
}

#[test]
fn wrong_values_say_the_field_the_value_and_what_is_allowed_in_english_and_french() {
    let tricks = format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"S\"\ntricks = 14\n");
    assert_eq!(
        errors_of(&tricks),
        (
            "line 24, column 10: [[claim]] tricks = 14: expected a number of tricks from 0 to 13"
                .to_owned(),
            "ligne 24, colonne 10 : [[claim]] tricks = 14 : il faut un nombre de levées de 0 à 13"
                .to_owned()
        )
    );
    assert_eq!(
        errors_of(&GOOD.replace("when = \"during_play\"", "when = \"at_tea_time\"")),
        (
            "line 18, column 8: [attention] when = \"at_tea_time\": expected one of: during_play, \
             end_of_play, after_hands_returned, after_next_board_call, after_round"
                .to_owned(),
            "ligne 18, colonne 8 : [attention] when = \"at_tea_time\" : il faut l'une des valeurs : \
             during_play, end_of_play, after_hands_returned, after_next_board_call, after_round"
                .to_owned()
        )
    );
    assert_eq!(
        errors_of(&GOOD.replace("after_card = 5", "after_card = \"five\"")),
        (
            "line 19, column 14: [attention] after_card = \"five\": expected a number of cards \
             played (0 or more)"
                .to_owned(),
            "ligne 19, colonne 14 : [attention] after_card = \"five\" : il faut un nombre de \
             cartes jouées (0 ou plus)"
                .to_owned()
        )
    );
    let empty = format!("{GOOD}\n[equity]\nweights = []\n");
    assert_eq!(
        errors_of(&empty),
        (
            "line 22, column 11: [equity] weights = []: give at least one outcome \
             (declarer_tricks and percent), or leave weights out"
                .to_owned(),
            "ligne 22, colonne 11 : [equity] weights = [] : donnez au moins une issue \
             (declarer_tricks et percent), ou retirez weights"
                .to_owned()
        )
    );
    let percent =
        format!("{GOOD}\n[equity]\nweights = [ {{ declarer_tricks = 10, percent = 160 }} ]\n");
    assert_eq!(
        error_of(&percent),
        "line 22, column 47: [equity] weights, outcome 1: percent = 160: expected a percentage \
         from 0 to 100"
    );
    assert_eq!(
        errors_of(&GOOD.replace("[Vulnerable \"NS\"]", "[Vulnerable \"Sometimes\"]")),
        (
            "line 8, column 1: [board] pbn: Vulnerable \"Sometimes\" is not a vulnerability; \
             expected None, NS, EW or All"
                .to_owned(),
            "ligne 8, colonne 1 : [board] pbn : Vulnerable « Sometimes » n'est pas une \
             vulnérabilité ; attendu None, NS, EW ou All"
                .to_owned()
        )
    );
}

#[test]
fn no_message_shows_rust_or_serde_wording() {
    let bad = [
        GOOD.replace("after_card = 5", "after_card = -1"),
        GOOD.replace("after_card = 5", "after_card = 5.5"),
        GOOD.replace("when = \"during_play\"", "when = 3"),
        GOOD.replace("[attention]\nwhen = \"during_play\"\n", "[attention]\n"),
        GOOD.replace("title = \"test\"", "title = 7"),
        GOOD.replace("format = \"revoke-case/1\"\n", ""),
        GOOD.replace("[board]", "[board]\nnumber = true"),
        format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = 3\ntricks = 0\n"),
        format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"S\"\n"),
        format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"S\"\ntricks = 0\nagreed = \"yes\"\n"),
        format!("{GOOD}\n[claim]\nafter_card = 52\nby = \"S\"\ntricks = 0\n"),
        format!("{GOOD}\n[equity]\nweights = 3\n"),
        format!("{GOOD}\n[equity]\nweights = [ 3 ]\n"),
        format!("{GOOD}\n[equity]\nweights = [ {{ percent = 100 }} ]\n"),
        format!("{GOOD}\n[meta]\nother_table_score_ns = \"420\"\n"),
        format!("{GOOD}\nmeta = 3\n"),
        GOOD.replace("[play]\ncards", "[play]\nmissing = [3]\ncards"),
    ];
    for text in &bad {
        for lang in [Lang::En, Lang::Fr] {
            let msg = error_in(lang, text);
            for rust in [
                "invalid type",
                "expected u8",
                "expected usize",
                "missing field",
                "unknown variant",
                "integer",
                "TOML parse error",
            ] {
                assert!(!msg.contains(rust), "{msg}");
            }
            assert!(
                msg.starts_with("line ") || msg.starts_with("ligne "),
                "every reading error is located: {msg}"
            );
        }
    }
}
