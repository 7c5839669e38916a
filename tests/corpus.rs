//! Imports every file of the shared real-world corpus (`../shared/corpus`, see its
//! SOURCES.md) and checks what the importer makes of it. The corpus is never copied into
//! the repository; without it the tests say so and pass.

use arbitre::pbn::{self, Game};
use std::path::Path;

mod common;
use common::{corpus, load};

/// Every file with its game count from SOURCES.md (md records for LIN files).
const FILES: &[(&str, usize)] = &[
    ("pbn/dominicprice__endplay/sample.pbn", 2),
    ("pbn/dominicprice__endplay/example1.pbn", 2),
    ("pbn/dominicprice__endplay/example2.pbn", 299),
    ("pbn/dominicprice__endplay/example3.pbn", 7632),
    ("pbn/dominicprice__endplay/example4.pbn", 1),
    ("lin/dominicprice__endplay/example1.lin", 8),
    ("pbn/forrestrice__bridge-bots/sample.pbn", 3),
    ("pbn/forrestrice__bridge-bots/shared_deals.pbn", 4),
    ("lin/forrestrice__bridge-bots/sample.lin", 1),
    ("lin/forrestrice__bridge-bots/usbf_sf_14502.lin", 30),
    ("pbn/timheilman__bridge-pbn/correct_10.pbn", 31),
    ("pbn/timheilman__bridge-pbn/correct_20.pbn", 46),
    ("pbn/timheilman__bridge-pbn/correct_21.pbn", 2),
    // SOURCES.md says 72: by the semi-empty-line rule (a line with an unclosed string
    // is still a line of its game) there are 74 blocks holding a tag.
    ("pbn/timheilman__bridge-pbn/errors_10.pbn", 74),
    // SOURCES.md says 20: 23 announced games, of which games 19 and 20 merge (game 19's
    // "{" opens a comment that runs over the empty line into game 20).
    ("pbn/timheilman__bridge-pbn/errors_20.pbn", 22),
    ("pbn/timheilman__bridge-pbn/errors_21.pbn", 2),
    (
        "pbn/timheilman__bridge-pbn/test_record_with_empty_line_in_comment.pbn",
        1,
    ),
    (
        "pbn/timheilman__bridge-pbn/test_record_with_escape_in_comment.pbn",
        1,
    ),
    (
        "pbn/timheilman__bridge-pbn/test_record_with_lots_of_curlies.pbn",
        2,
    ),
    (
        "pbn/timheilman__bridge-pbn/test_record_with_single_line_curly_comment.pbn",
        2,
    ),
    ("pbn/timheilman__bridge-pbn/three_test_records.pbn", 3),
    ("pbn/timheilman__bridge-pbn/three_test_records_crlf.pbn", 3),
    ("pbn/zdenecek__pbn-cpp/bigdeal.pbn", 15),
    (
        "pbn/zdenecek__pbn-cpp/bigdeal_with_deepfinese_analyses.pbn",
        14,
    ),
    ("pbn/zdenecek__pbn-cpp/bridgecomposer.pbn", 15),
    ("pbn/zdenecek__pbn-cpp/empty.pbn", 0),
    ("pbn/zdenecek__pbn/psbridge.pbn", 32),
    ("pbn/zdenecek__pbn/nocontractcanbemade.pbn", 1),
    ("pbn/zdenecek__pbn/large1.pbn", 100),
    ("pbn/jarekczek__pbntools/wb120802.pbn", 216),
    ("pbn/jarekczek__pbntools/PCH1003.pbn", 570),
    ("pbn/jarekczek__pbntools/sm0807.pbn", 108),
    ("pbn/jarekczek__pbntools/131108szczyrk.pbn", 1205),
    (
        "pbn/jarekczek__pbntools/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn",
        576,
    ),
    ("pbn/jarekczek__pbntools/aba_17901_aba_pairs.pbn", 56),
    ("pbn/jarekczek__pbntools/history_expected.pbn", 2),
    ("lin/jarekczek__pbntools/1047742261.lin", 1),
    ("lin/jarekczek__pbntools/3399598383.lin", 1),
    ("lin/jarekczek__pbntools/3381671193.lin", 1),
    ("lin/jarekczek__pbntools/3381683999.lin", 1),
    ("lin/jarekczek__pbntools/20784108.lin", 1),
    ("lin/jarekczek__pbntools/28189391.lin", 1),
    ("lin/jarekczek__pbntools/28189453.lin", 1),
    ("pbn/emkael__bcdd/test1.pbn", 396),
    ("pbn/emkael__bcdd/test1.bigdeal.pbn", 396),
    ("pbn/emkael__bcdd/test1.bcdd.pbn", 396),
    ("pbn/emkael__deal-convert/test.pbn", 16),
    ("pbn/emkael__deal-convert/test-jfr.pbn", 16),
    ("lin/emkael__deal-convert/test.lin", 32),
    (
        "pbn/ThorvaldAagaard__Bridge-Robot-Utilities/Cappelletti-Lia.pbn",
        500,
    ),
    (
        "pbn/ThorvaldAagaard__Bridge-Robot-Utilities/Cappelletti-BBO.pbn",
        500,
    ),
    (
        "pbn/ThorvaldAagaard__Bridge-Robot-Utilities/Match- GIBNS v GIBEW.pbn",
        8,
    ),
    ("pbn/ThorvaldAagaard__Bridge-Robot-Utilities/Match 1.pbn", 4),
    (
        "pbn/lorserker__ben/BBO Forums Sunday Daylong Daylong.pbn",
        10,
    ),
    ("pbn/lorserker__ben/cold 6d.pbn", 1),
    ("pbn/lorserker__ben/nov22_match_bad.pbn", 63),
    (
        "pbn/lorserker__ben/Random- BEN-Dual-Lead v WBridge5.pbn",
        67,
    ),
    ("pbn/lorserker__ben/Special situations.pbn", 2),
    ("pbn/lorserker__ben/Weak_3.pbn", 500),
    ("pbn/lorserker__ben/2H-3H.PBN", 55),
    ("pbn/lorserker__ben/Cleaned_redbl crazy.pbn", 1),
    ("pbn/lorserker__ben/1C-4H.pbn", 5),
    ("pbn/lorserker__ben/camrose2024_BEN.pbn", 160),
    ("pbn/lorserker__ben/Camrose24_1.pbn", 160),
    ("pbn/lorserker__ben/test.pbn", 1),
    ("pbn/lorserker__ben/christy170a.pbn", 8),
    ("pbn/lorserker__ben/From Jack 2.pbn", 250),
    ("pbn/lorserker__ben/BW-Result.pbn", 40),
    ("pbn/Rick-Wilson__pbn-to-pdf/Limit Raise of 1M.pbn", 7),
    (
        "pbn/Rick-Wilson__pbn-to-pdf/ABS2-2 Promotion and Length exercises.pbn",
        136,
    ),
    ("pbn/Rick-Wilson__pbn-to-pdf/Drury.pbn", 8),
    (
        "pbn/Rick-Wilson__pbn-to-pdf/Precision 1C Auctions with Notes.pbn",
        43,
    ),
    (
        "pbn/Rick-Wilson__pbn-to-pdf/Negative Doubles practice deals - NS.pbn",
        6,
    ),
    ("pbn/dds-bridge__dds/12_cards.pbn", 1),
    ("pbn/dds-bridge__dds/example.pbn", 1),
];

/// Files that must report errors, and why.
const WITH_ERRORS: &[(&str, &str)] = &[
    (
        "pbn/timheilman__bridge-pbn/errors_10.pbn",
        "PBN verifier negative test: missing tag values, bad Dealer/Declarer/Contract, deals of 12 or 14 cards, duplicate cards, \"#\" on forbidden tags, a missing closing quote",
    ),
    (
        "pbn/timheilman__bridge-pbn/errors_20.pbn",
        "PBN verifier negative test for 2.0: calls and cards after \"+\" or \"*\", unclosed strings, a tag pair without a name",
    ),
];

fn all_files(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for kind in ["pbn", "lin"] {
        let Ok(owners) = std::fs::read_dir(root.join(kind)) else {
            continue;
        };
        for owner in owners.flatten() {
            for f in std::fs::read_dir(owner.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                let name = format!(
                    "{kind}/{}/{}",
                    owner.file_name().to_string_lossy(),
                    f.file_name().to_string_lossy()
                );
                out.push(name);
            }
        }
    }
    out.sort();
    out
}

/// A Play section with 13 full rows and a full deal.
fn gives_whole_play(game: &Game) -> bool {
    game.full_deal().is_some()
        && game.play_section().is_some_and(|p| {
            p.rows.len() >= 13 && p.rows[..13].iter().all(|r| r.iter().all(Option::is_some))
        })
}

#[test]
fn every_corpus_file_imports_as_expected() {
    let Some(root) = corpus() else { return };
    let files = all_files(&root);
    assert_eq!(
        files.len(),
        FILES.len(),
        "the corpus has files this test does not know"
    );
    let mut mismatches = Vec::new();
    for (rel, games) in FILES {
        assert!(
            files.iter().any(|f| f == rel),
            "{rel} missing from the corpus"
        );
        let file = load(&root, rel);
        assert_eq!(file.games.len(), *games, "{rel}: games");
        let expects_errors = WITH_ERRORS.iter().any(|(f, _)| f == rel);
        if expects_errors {
            assert!(file.has_errors(), "{rel} should report errors");
            for d in file.errors() {
                assert!(d.line >= 1 && d.column >= 1, "{rel}: {d:?}");
            }
        } else {
            let errors: Vec<String> = file
                .errors()
                .map(|d| format!("{}:{}: {}", d.line, d.column, d.message))
                .collect();
            assert!(errors.is_empty(), "{rel}: unexpected errors: {errors:#?}");
        }
        let mut faults = 0;
        for game in &file.games {
            if gives_whole_play(game) {
                match game.play() {
                    Some(p) if p.len() == 52 && p.is_finished() => {}
                    _ => faults += 1,
                }
            }
            if let (Some(play), Some(result)) = (game.play(), game.result())
                && play.is_finished()
                && play.declarer_tricks() != result
            {
                mismatches.push(format!(
                    "{rel} game {}: Result {result}, play {}",
                    game.ordinal(),
                    play.declarer_tricks()
                ));
            }
        }
        if !expects_errors {
            assert_eq!(faults, 0, "{rel}: games whose 52 cards do not replay");
        }
    }
    println!(
        "Result tags that differ from the replayed play ({}):",
        mismatches.len()
    );
    for m in &mismatches {
        println!("  {m}");
    }
}

#[test]
fn every_corpus_file_survives_a_write_read_round_trip() {
    let Some(root) = corpus() else { return };
    for (rel, _) in FILES {
        let first = load(&root, rel);
        let text = pbn::write(&first.games);
        let second = pbn::parse(text.as_bytes());
        assert_eq!(
            second.games.len(),
            first.games.len(),
            "{rel}: games after the round trip"
        );
        for (a, b) in first.games.iter().zip(&second.games) {
            if let Err(e) = pbn::same_game(a, b) {
                panic!("{rel}, game {}: {e}", a.ordinal());
            }
        }
        let third = pbn::write(&second.games);
        assert_eq!(text, third, "{rel}: writing is stable");
    }
}

/// The reader walks the Play rows itself (once); the play model must agree with it card
/// for card wherever the rows are read as written.
#[test]
fn the_read_play_agrees_with_the_play_model() {
    let Some(root) = corpus() else { return };
    let mut compared = 0;
    for (rel, _) in FILES.iter().filter(|(f, _)| f.starts_with("pbn/")) {
        let file = load(&root, rel);
        for game in &file.games {
            let (Some(play), Some(section)) = (game.play(), game.play_section()) else {
                continue;
            };
            let turned = file
                .diagnostics
                .iter()
                .any(|d| d.game == Some(game.ordinal()) && d.message.key == "pbn-play-rows-turned");
            if turned {
                continue;
            }
            let start = arbitre::play::Play::with_leader(
                *play.deal(),
                play.declarer(),
                play.strain(),
                play.opening_leader(),
            );
            let (model, _) = start.extend_from_pbn_rows(section.first, &section.rows);
            assert_eq!(
                model.cards(),
                game.play_cards(),
                "{rel} game {}",
                game.ordinal()
            );
            assert_eq!(
                play.cards(),
                game.play_cards(),
                "{rel} game {}",
                game.ordinal()
            );
            compared += 1;
        }
    }
    assert!(compared > 5000, "{compared}");
}
