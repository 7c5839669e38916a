//! Case files: bad input gets a message naming the field, the value and what was expected,
//! with its line and column, and a non-zero exit status; saving is atomic and reading back
//! gives the same case, a half-entered one included.
mod common;

use arbitre::case::{self, CaseError};
use arbitre::i18n::{Lang, Tr};
use arbitre::laws;
use common::{error_of, errors_of};
use std::path::Path;
use std::process::Command;

const GOOD: &str = common::BOARD_2_CASE;

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
        "line 15, column 16: [play] cards, card 3: SA is not in S's hand (W holds it)"
    );
}

#[test]
fn a_token_that_is_no_card() {
    let msg = error_of(&GOOD.replace("cards = \"HK H2 SJ", "cards = \"HK X2 SJ"));
    assert!(
        msg.starts_with("line 15, column 13: [play] cards, card 2: \"X2\" is not a card"),
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
        "line 19, column 1: [attention] after_card = 60: expected a card number from 1 to 52"
    );
    let marked = format!("{GOOD}\n[[marked_revoke]]\ncard = 0\nkind = \"penalty_card\"\n");
    assert!(
        error_of(&marked).starts_with("line 22, column 1: [[marked_revoke]] card = 0"),
        "{}",
        error_of(&marked)
    );
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
    // What a PBN tag says is placed at the tag, inside the inline game.
    assert_eq!(
        error_of(&GOOD.replace("[Contract \"4S\"]", "[Contract \"Pass\"]")),
        "line 11, column 1: [board] Contract \"Pass\": a passed-out board has no play and no revoke"
    );
    assert!(error_of(&GOOD.replace("[Declarer \"W\"]", "[Declarer \"X\"]")).contains("Declarer"));
    let weights =
        format!("{GOOD}\n[equity]\nweights = [ {{ declarer_tricks = 10, percent = 60 }} ]\n");
    assert!(error_of(&weights).contains("add up to 60, expected 100"));
    let claims = format!("{GOOD}\n[[claim]]\nafter_card = 40\nby = \"W\"\ntricks = 3\n");
    assert!(error_of(&claims).contains("after_card = 40: a claim must come after the last card"));
    let disputed = format!("{GOOD}\n[[claim]]\nafter_card = 52\nby = \"Q\"\ntricks = 0\n");
    assert!(error_of(&disputed).contains("[[claim]] by = \"Q\": expected a seat: N, E, S or W"));
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
    let Some(dir) = common::shared_dir("cases") else {
        return;
    };
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

// What Arbitre reads, it reads strictly (issue 10).

#[test]
fn an_inline_pbn_with_two_games_is_refused() {
    let two = GOOD.replace(
        "[Contract \"4S\"]\n",
        "[Contract \"4S\"]\n\n[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n\
         [Deal \"E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT\"]\n\
         [Declarer \"W\"]\n[Contract \"4S\"]\n",
    );
    assert_eq!(
        errors_of(&two),
        (
            "line 5, column 7: [board] pbn: 2 games found; a case holds one board (for a \
             session file, give pbn_file and number)"
                .to_owned(),
            "ligne 5, colonne 7 : [board] pbn : 2 donnes trouvées ; un cas porte sur une seule \
             donne (pour un fichier de séance, donnez pbn_file et number)"
                .to_owned()
        )
    );
}

#[test]
fn an_error_in_a_pbn_session_file_is_reported_for_its_own_game() {
    // Game 2 of the file is bad, the case uses game 1; then the other way round.
    let dir = tempfile::tempdir().unwrap();
    let game = |board: &str, vul: &str| {
        format!(
            "[Board \"{board}\"]\n[Dealer \"E\"]\n[Vulnerable \"{vul}\"]\n\
             [Deal \"E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT\"]\n\
             [Declarer \"W\"]\n[Contract \"4S\"]\n\n"
        )
    };
    std::fs::write(
        dir.path().join("s.pbn"),
        game("1", "NS") + &game("2", "Sometimes"),
    )
    .unwrap();
    let case_for = |n: &str| {
        GOOD.replace(
            &GOOD[GOOD.find("pbn = ").unwrap()..GOOD.find("[play]").unwrap()],
            &format!("pbn_file = \"s.pbn\"\nnumber = \"{n}\"\n\n"),
        )
    };
    assert!(case::from_toml_str(&case_for("1"), dir.path()).is_ok());
    let Err(CaseError::BoardFile { message: m, .. }) =
        case::from_toml_str(&case_for("2"), dir.path())
    else {
        panic!("game 2 is bad")
    };
    assert!(
        m.english()
            .contains("pbn_file \"s.pbn\", line 10, column 1: Vulnerable \"Sometimes\""),
        "{}",
        m.english()
    );
}

#[test]
fn a_half_entered_case_is_saved_and_read_back_equal() {
    // Play stopped after five tricks and a card, no attention yet, a weight being shared out.
    let mut c = case::from_toml_str(GOOD, Path::new(".")).unwrap();
    c.play.truncate(21);
    c.attention = None;
    c.equity.weights = vec![case::Weight {
        declarer_tricks: 10,
        percent: 60,
    }];
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("half.revoke.toml");
    case::save(&c, &path).unwrap();
    let back = case::load(&path).unwrap();
    assert_eq!(back, c);
    // Its facts are not complete, and the law engine says which, by field.
    let fields: Vec<String> = laws::validate(&back).into_iter().map(|e| e.field).collect();
    assert_eq!(fields, ["attention", "play.cards", "equity.weights"]);
}

#[test]
fn counts_take_their_plural_forms() {
    let claim = "\n[[claim]]\nafter_card = 52\nby = \"S\"\ntricks = 0\n";
    let two = format!("{GOOD}{claim}{claim}");
    assert_eq!(
        errors_of(&two),
        (
            "line 26, column 1: [[claim]]: 2 claims are given, at most one is allowed".to_owned(),
            "ligne 26, colonne 1 : [[claim]] : 2 revendications données, une seule est permise"
                .to_owned()
        )
    );
}

#[test]
fn the_command_line_locates_a_fact_that_does_not_fit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("late.toml");
    std::fs::write(&path, GOOD.replace("after_card = 5", "after_card = 60")).unwrap();
    for lang in ["en", "fr"] {
        let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .args(["--lang", lang, "rule"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        let expected = if lang == "en" {
            "line 19, column 1: [attention] after_card = 60: expected a card number from 1 to 52"
        } else {
            "ligne 19, colonne 1 : [attention] after_card = 60 : un numéro de carte de 1 à 52"
        };
        assert!(err.contains(expected), "{err}");
    }
}

#[test]
fn no_cut_or_missing_line_makes_the_reader_panic() {
    // Every prefix of a case file, and the file without each of its lines: an error or a
    // case, never a panic.
    let cuts = GOOD.char_indices().map(|(i, _)| GOOD[..i].to_owned());
    let lines: Vec<&str> = GOOD.lines().collect();
    let without = (0..lines.len()).map(|i| {
        let mut l = lines.clone();
        l.remove(i);
        l.join("\n")
    });
    for text in cuts.chain(without) {
        if let Ok((c, _)) = case::read_str(&text, Path::new(".")) {
            let _ = laws::validate(&c);
        }
    }
}

#[test]
fn fact_errors_take_their_plural_forms() {
    // One trick left: "one trick remained", in both languages.
    let mut c = case::from_toml_str(GOOD, Path::new(".")).unwrap();
    c.play.truncate(48);
    c.claim = Some(case::Claim {
        after_card: 48,
        by: contract_bridge::Seat::West,
        tricks: Some(2),
        agreed: true,
        awarded: None,
        ..case::Claim::default()
    });
    let first = laws::validate(&c).into_iter().next().unwrap();
    assert_eq!(first.field, "claim.0.tricks");
    assert_eq!(
        Tr::new(Lang::En).msg(&first.msg),
        "[[claim]] tricks = 2: only one trick remained"
    );
    assert_eq!(
        Tr::new(Lang::Fr).msg(&first.msg),
        "[[claim]] tricks = 2 : il ne restait que 1 levée"
    );
    c.claim = None;
    c.attention = Some(case::Attention::EndOfPlay);
    c.play.truncate(1);
    let first = laws::validate(&c).into_iter().next().unwrap();
    assert!(
        Tr::new(Lang::En)
            .msg(&first.msg)
            .starts_with("the play stops after one card with no claim"),
        "{}",
        Tr::new(Lang::En).msg(&first.msg)
    );
}
