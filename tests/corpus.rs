//! Imports every file of the shared real-world corpus (`../shared/corpus`, see its
//! SOURCES.md) and checks what the importer makes of it. The corpus is never copied into
//! the repository; without it the tests say so and pass.

use arbitre::pbn::{self, ContractTag, Game, PbnFile, TextEncoding};
use contract_bridge::{AbsoluteVulnerability, Seat, Strain};
use std::path::{Path, PathBuf};

/// The corpus folder: `../shared/corpus` beside the repository; a worktree one level
/// deeper (`/work/wt/<name>`) finds it at `../../shared/corpus`; `ARBITRE_CORPUS` wins.
fn corpus() -> Option<PathBuf> {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates = [
        std::env::var_os("ARBITRE_CORPUS").map(PathBuf::from),
        Some(manifest.join("../shared/corpus")),
        Some(manifest.join("../../shared/corpus")),
    ];
    let found = candidates
        .into_iter()
        .flatten()
        .find(|p| p.join("SOURCES.md").is_file());
    if found.is_none() {
        println!("skipped: ../shared/corpus not found");
    }
    found
}

fn load(root: &Path, rel: &str) -> PbnFile {
    pbn::open(&root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

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

/// Games whose Play section gives 52 cards but that do not replay, with the reason.
/// Each entry: (file, number of such games).
const PLAY_FAULTS: &[(&str, usize, &str)] = &[];

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
        let allowed = PLAY_FAULTS
            .iter()
            .find(|(f, _, _)| f == rel)
            .map_or(0, |(_, n, _)| *n);
        if !expects_errors {
            assert_eq!(faults, allowed, "{rel}: games whose 52 cards do not replay");
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

// ---------------------------------------------------------------------------------------
// Concrete content, file by file.

fn card(s: &str) -> contract_bridge::Card {
    arbitre::notation::parse_card(s).unwrap()
}

fn hand(game: &Game, seat: Seat) -> String {
    let deal = game.deal().expect("a deal");
    let mut s = String::new();
    for (i, suit) in contract_bridge::Suit::DESC.into_iter().enumerate() {
        if i > 0 {
            s.push('.');
        }
        for r in deal[seat][suit].iter() {
            s.push(r.letter());
        }
    }
    s
}

fn contract(game: &Game) -> String {
    game.contract().map_or_else(String::new, ContractTag::pbn)
}

#[test]
fn correct_10_game_1_and_the_irregularities_game() {
    let Some(root) = corpus() else { return };
    let file = load(&root, "pbn/timheilman__bridge-pbn/correct_10.pbn");
    assert_eq!(file.encoding, TextEncoding::Windows1252);
    let g = &file.games[0];
    assert_eq!(g.board(), Some("1"));
    assert_eq!(g.tag("Site"), Some("Amsterdam, The Netherlands NLD"));
    assert_eq!(hand(g, Seat::North), ".63.AKQ987.A9732");
    assert_eq!(hand(g, Seat::West), "KQT2.AT.J6542.85");
    assert_eq!(contract(g), "5HX");
    assert_eq!(g.declarer(), Some(Seat::South));
    assert_eq!(g.result(), Some(9));
    assert_eq!(g.players()[Seat::West as usize], Some("Podgor"));
    let a = g.auction().unwrap();
    assert_eq!(
        a.note(1).map(|n| n.text.trim()),
        Some("non-forcing 6-9 points, 6-card")
    );
    let play = g.play().unwrap();
    assert_eq!(
        play.len(),
        25,
        "six tricks and the lead of the seventh, then '*'"
    );
    assert_eq!(play.declarer_tricks(), 6);
    assert_eq!(play.cards()[0], card("SK"));

    // Game 3: ^S declarer, ^I and ^S in the auction, ^R and ^L in the play.
    let g = &file.games[2];
    assert_eq!(g.tag("Event"), Some("Test illegals"));
    assert_eq!(g.declarer(), Some(Seat::South));
    assert!(g.declarer_irregular());
    assert_eq!(g.result(), Some(5));
    let a = g.auction().unwrap();
    assert!(a.calls.iter().any(|c| c.insufficient_accepted));
    assert_eq!(
        a.calls
            .iter()
            .filter(|c| c.token == pbn::CallToken::Skipped)
            .count(),
        3
    );
    let section = g.play_section().unwrap();
    assert_eq!(section.marked_revokes().count(), 2);
    assert!(section.cards.iter().any(|c| c.lead_out_of_turn));
    let revokes: Vec<_> = g
        .play()
        .unwrap()
        .revokes()
        .map(|s| (s.number(), s.seat, s.card))
        .collect();
    assert_eq!(
        revokes,
        vec![(6, Seat::East, card("S5")), (12, Seat::East, card("C6"))]
    );
    let unconfirmed = file
        .diagnostics
        .iter()
        .filter(|d| d.game == Some(3) && d.message.key == "pbn-revoke-mark-unconfirmed")
        .count();
    assert_eq!(unconfirmed, 0, "both ^R marks are failures to follow suit");
    // Every Vulnerable spelling of the file is understood.
    for g in &file.games {
        if g.tag("Vulnerable").is_some_and(|v| !v.is_empty()) {
            assert!(
                g.vulnerability().is_some(),
                "game {}: {:?}",
                g.ordinal(),
                g.tag("Vulnerable")
            );
        }
    }
}

#[test]
fn rpbridge_example3_carries_deals_over() {
    let Some(root) = corpus() else { return };
    let file = load(&root, "pbn/dominicprice__endplay/example3.pbn");
    assert_eq!(file.games.len(), 7632);
    let (open, closed) = (&file.games[0], &file.games[1]);
    assert_eq!(
        open.contract(),
        Some(ContractTag::Bid("5C".parse().unwrap()))
    );
    assert_eq!(open.declarer(), Some(Seat::East));
    assert_eq!(
        closed.deal(),
        open.deal(),
        "the other room takes the previous deal"
    );
    assert_eq!(closed.board(), Some("1"));
    assert_eq!(closed.dealer(), Some(Seat::North));
    assert_eq!(closed.vulnerability(), Some(AbsoluteVulnerability::NONE));
    assert_eq!(
        closed.tag_entry("Deal").unwrap().origin,
        pbn::TagOrigin::CarriedOver
    );
    assert_eq!(contract(closed), "4SX");
    assert_eq!(closed.declarer(), Some(Seat::North));
    assert_eq!(closed.players()[Seat::West as usize], Some("Zak"));
    assert!(closed.play().unwrap().len() >= 32);
    assert_eq!(hand(open, Seat::West), ".AQJ85.986.JT973");
    let redoubled = file
        .games
        .iter()
        .filter(|g| g.tag("Contract").is_some_and(|c| c.ends_with('R')))
        .collect::<Vec<_>>();
    assert!(!redoubled.is_empty());
    for g in redoubled {
        assert!(contract(g).ends_with("XX"), "{:?}", g.tag("Contract"));
    }
    assert!(
        file.games
            .iter()
            .all(|g| g.deal().is_some() || g.tag("Deal").is_none())
    );
}

#[test]
fn crlf_and_lf_copies_give_the_same_games() {
    let Some(root) = corpus() else { return };
    let lf = load(&root, "pbn/timheilman__bridge-pbn/three_test_records.pbn");
    let crlf = load(
        &root,
        "pbn/timheilman__bridge-pbn/three_test_records_crlf.pbn",
    );
    assert_eq!(lf.games.len(), 3);
    for (a, b) in lf.games.iter().zip(&crlf.games) {
        assert!(a.full_deal().is_some());
        assert_eq!(a.deal(), b.deal());
        let tags = |g: &Game| {
            g.tags()
                .iter()
                .map(|t| (t.name.clone(), t.value.clone(), t.data.len()))
                .collect::<Vec<_>>()
        };
        assert_eq!(tags(a), tags(b));
        assert_eq!(a.double_dummy(), b.double_dummy());
        assert!(a.double_dummy().unwrap().is_complete());
        assert_eq!(a.lines(), b.lines());
    }
}

#[test]
fn the_three_emkael_test1_files_hold_the_same_deals() {
    let Some(root) = corpus() else { return };
    let plain = load(&root, "pbn/emkael__bcdd/test1.pbn");
    let bigdeal = load(&root, "pbn/emkael__bcdd/test1.bigdeal.pbn");
    let bcdd = load(&root, "pbn/emkael__bcdd/test1.bcdd.pbn");
    assert!(bcdd.bom && !plain.bom);
    assert_eq!(plain.games.len(), 396);
    for ((a, b), c) in plain.games.iter().zip(&bigdeal.games).zip(&bcdd.games) {
        assert!(a.full_deal().is_some());
        assert_eq!(a.deal(), b.deal());
        assert_eq!(a.deal(), c.deal());
        assert_eq!(a.board(), c.board());
    }
    // BCDD added a full double-dummy table to every game.
    assert!(
        bcdd.games
            .iter()
            .all(|g| g.double_dummy().is_some_and(pbn::DdTable::is_complete))
    );
    // Board numbers restart with each of the four Big Deal sets.
    assert_eq!(
        plain
            .games
            .iter()
            .filter(|g| g.board() == Some("1"))
            .count(),
        4
    );
}

#[test]
fn lin_history_files_give_the_expected_pbn() {
    let Some(root) = corpus() else { return };
    let expected = load(&root, "pbn/jarekczek__pbntools/history_expected.pbn");
    for (i, lin) in [
        "lin/jarekczek__pbntools/3381671193.lin",
        "lin/jarekczek__pbntools/3381683999.lin",
    ]
    .into_iter()
    .enumerate()
    {
        let file = load(&root, lin);
        assert!(!file.has_errors(), "{lin}: {:?}", file.diagnostics);
        let (got, want) = (&file.games[0], &expected.games[i]);
        assert_eq!(got.board(), want.board(), "{lin}");
        assert_eq!(got.deal(), want.deal(), "{lin}");
        assert!(got.full_deal().is_some());
        assert_eq!(got.dealer(), want.dealer(), "{lin}");
        assert_eq!(got.vulnerability(), want.vulnerability(), "{lin}");
        assert_eq!(got.players(), want.players(), "{lin}");
        assert_eq!(got.contract(), want.contract(), "{lin}");
        assert_eq!(got.declarer(), want.declarer(), "{lin}");
        assert_eq!(got.result(), want.result(), "{lin}");
        let calls = |g: &Game| g.auction().unwrap().made();
        assert_eq!(calls(got), calls(want), "{lin}");
        let notes = |g: &Game| {
            g.auction()
                .unwrap()
                .notes
                .iter()
                .map(|n| n.text.trim().to_owned())
                .collect::<Vec<_>>()
        };
        assert_eq!(notes(got), notes(want), "{lin}");
        assert_eq!(
            got.play().unwrap().cards(),
            want.play().unwrap().cards(),
            "{lin}"
        );
    }
    assert_eq!(
        expected.games[0].play().unwrap().len(),
        44,
        "11 tricks, then a claim"
    );
    assert_eq!(expected.games[1].play().unwrap().len(), 52);
}

#[test]
fn endplay_sample_contracts_and_double_dummy() {
    let Some(root) = corpus() else { return };
    let file = load(&root, "pbn/dominicprice__endplay/sample.pbn");
    let (g1, g2) = (&file.games[0], &file.games[1]);
    assert_eq!(contract(g1), "5SX");
    assert_eq!(g1.declarer(), Some(Seat::West));
    assert_eq!(
        g1.vulnerability(),
        Some(AbsoluteVulnerability::NONE),
        "Vulnerable \"-\""
    );
    assert_eq!(g1.play().unwrap().len(), 32, "eight tricks, then '*'");
    let dd = g1.double_dummy().unwrap();
    assert_eq!(dd.get(Seat::North, Strain::Notrump), Some(7));
    assert_eq!(dd.get(Seat::North, Strain::Spades), Some(4));
    assert_eq!(
        dd.get(Seat::North, Strain::Diamonds),
        Some(11),
        "from DoubleDummyTricks 'b'"
    );
    assert_eq!(g2.contract(), Some(ContractTag::Passed));
    assert_eq!(g2.declarer(), None);
    assert_eq!(g2.result(), None);
    assert_eq!(g2.tag("Event"), g1.tag("Event"), "'#' inherits the Event");
    assert!(
        g1.auction()
            .unwrap()
            .note(2)
            .is_some_and(|n| n.text.contains('♠'))
    );
}

#[test]
fn small_files_with_one_peculiarity_each() {
    let Some(root) = corpus() else { return };
    let cold = load(&root, "pbn/lorserker__ben/cold 6d.pbn");
    assert_eq!(cold.games[0].tag("Event"), Some("Random]"));
    assert_eq!(cold.games[0].play().unwrap().len(), 52);

    let twelve = load(&root, "pbn/dds-bridge__dds/12_cards.pbn");
    let g = &twelve.games[0];
    assert!(g.is_end_position());
    assert_eq!(g.deal().unwrap().len(), 48);
    assert_eq!(hand(g, Seat::East), ".KQJT98765432..");
    assert_eq!(g.dealer(), None, "no Board to derive a dealer from");

    let empty = load(&root, "pbn/zdenecek__pbn-cpp/empty.pbn");
    assert!(empty.games.is_empty() && empty.diagnostics.is_empty());

    let comment = load(
        &root,
        "pbn/timheilman__bridge-pbn/test_record_with_empty_line_in_comment.pbn",
    );
    assert_eq!(comment.games.len(), 1);
    assert!(
        comment.games[0]
            .comments()
            .iter()
            .any(|c| c.text.contains("\n\n"))
    );

    let special = load(&root, "pbn/lorserker__ben/Special situations.pbn");
    assert_eq!(special.games_for_board("85").count(), 2);
    assert_ne!(special.games[0].deal(), special.games[1].deal());
    assert_eq!(
        special.games[0].tag("Info"),
        Some("None"),
        "unknown tags are kept"
    );

    let test = load(&root, "pbn/lorserker__ben/test.pbn");
    let repeated = test
        .diagnostics
        .iter()
        .filter(|d| d.message.key == "pbn-tag-repeated-split")
        .count();
    assert_eq!(
        repeated, 34,
        "35 Deal tags in one game: 34 ignored, each reported"
    );
    assert!(test.games[0].is_end_position());
}

#[test]
fn dealer_and_vulnerability_follow_the_board_cycle() {
    let Some(root) = corpus() else { return };
    let file = load(&root, "pbn/zdenecek__pbn/large1.pbn");
    assert_eq!(file.games.len(), 100);
    for g in &file.games {
        let n = g.board_number().unwrap();
        assert_eq!(g.dealer(), pbn::dealer_of_board(n), "board {n}");
        assert_eq!(
            g.vulnerability(),
            pbn::vulnerability_of_board(n),
            "board {n}"
        );
    }
    // Without the tags the reader derives the same values, and says so.
    let file = pbn::parse(b"[Board \"16\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n");
    assert_eq!(file.games[0].dealer(), Some(Seat::West));
    assert_eq!(
        file.games[0].vulnerability(),
        Some(AbsoluteVulnerability::EW)
    );
    assert_eq!(file.warnings().count(), 2);
}

#[test]
fn header_inheritance_with_double_hash() {
    let Some(root) = corpus() else { return };
    let file = load(&root, "pbn/lorserker__ben/camrose2024_BEN.pbn");
    assert_eq!(file.games.len(), 160);
    assert!(
        file.games
            .iter()
            .all(|g| g.tag("Event") == Some("camrose24_1"))
    );
    assert_eq!(
        file.games[5].tag_entry("Event").unwrap().origin,
        pbn::TagOrigin::Inherited
    );
    assert_eq!(
        file.games
            .iter()
            .filter(|g| g.play().is_some_and(|p| p.len() == 52))
            .count(),
        157
    );
}

#[test]
fn unclosed_comments_swallow_tags_and_the_auction_gives_the_contract() {
    let Some(root) = corpus() else { return };
    let file = load(
        &root,
        "pbn/ThorvaldAagaard__Bridge-Robot-Utilities/Match- GIBNS v GIBEW.pbn",
    );
    let g = &file.games[1];
    assert_eq!(
        g.players(),
        [None; 4],
        "the player tags are inside the comment"
    );
    assert_eq!(g.tag("Declarer"), None);
    assert_eq!(contract(g), "2S", "from the auction");
    assert_eq!(g.declarer(), Some(Seat::East), "East bid spades first");
    assert_eq!(g.play().unwrap().len(), 52);
    let swallowed = file
        .diagnostics
        .iter()
        .filter(|d| d.message.key == "pbn-comment-holds-tags")
        .count();
    assert_eq!(swallowed, 4);

    let bad = load(&root, "pbn/lorserker__ben/nov22_match_bad.pbn");
    let swallowed = bad
        .diagnostics
        .iter()
        .filter(|d| d.message.key == "pbn-comment-holds-tags")
        .count();
    assert_eq!(swallowed, 32);
    assert!(
        bad.games
            .iter()
            .all(|g| g.play().is_some_and(|p| p.len() == 52))
    );
}

#[test]
fn traveller_files_passed_out_tables_and_encodings() {
    let Some(root) = corpus() else { return };
    let wb = load(&root, "pbn/jarekczek__pbntools/wb120802.pbn");
    let passed: Vec<_> = wb
        .games
        .iter()
        .filter(|g| g.contract() == Some(ContractTag::Passed))
        .collect();
    assert!(!passed.is_empty());
    assert!(
        passed
            .iter()
            .all(|g| g.declarer().is_none() && g.result().is_none())
    );
    assert_eq!(wb.games_for_board("1").count(), 8, "one game per table");

    let acbl = load(
        &root,
        "pbn/jarekczek__pbntools/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn",
    );
    assert_eq!(acbl.encoding, TextEncoding::Windows1252);
    let notes: Vec<&str> = acbl
        .games
        .iter()
        .filter_map(Game::auction)
        .flat_map(|a| a.notes.iter().map(|n| n.text.as_str()))
        .collect();
    assert!(notes.iter().any(|n| n.contains("minörs")), "0xF6 read as ö");
    assert_eq!(
        acbl.games[0].tag("Event").map(|e| e.contains('#')),
        Some(true)
    );

    let kops = load(&root, "pbn/jarekczek__pbntools/PCH1003.pbn");
    assert!(
        kops.games
            .iter()
            .any(|g| g.tag("Contract") == Some("5Cx") && contract(g) == "5CX")
    );
    assert_eq!(kops.games[0].board_number(), Some(1), "Board \"01\"");

    let bw = load(&root, "pbn/lorserker__ben/BW-Result.pbn");
    let empty_play = bw
        .games
        .iter()
        .filter(|g| g.play_section().is_some_and(|p| p.card_count() == 0))
        .count();
    assert_eq!(empty_play, 40, "[Play \"\"] with no cards");

    let upper = load(&root, "pbn/lorserker__ben/2H-3H.PBN");
    let g = &upper.games[0];
    assert_eq!(g.tag("Contract"), None);
    assert!(
        g.contract().is_some(),
        "the contract comes from the auction"
    );
    assert!(
        g.auction()
            .unwrap()
            .made()
            .iter()
            .any(|(_, c)| *c == contract_bridge::auction::Call::Pass)
    );

    let drury = load(&root, "pbn/Rick-Wilson__pbn-to-pdf/Drury.pbn");
    let g = &drury.games[0];
    let deal = g.deal().unwrap();
    assert_eq!(deal.len(), 26, "two hands hidden with '-'");
    assert!(g.play().is_none());
}

#[test]
fn lin_files_vugraph_rooms_claims_and_partial_plays() {
    let Some(root) = corpus() else { return };
    let usbf = load(&root, "lin/forrestrice__bridge-bots/usbf_sf_14502.lin");
    assert_eq!(usbf.games.len(), 30);
    let (open, closed) = (&usbf.games[0], &usbf.games[1]);
    assert_eq!(open.tag("Room"), Some("Open"));
    assert_eq!(closed.tag("Room"), Some("Closed"));
    assert_eq!(open.board(), Some("46"));
    assert_eq!(open.deal(), closed.deal());
    assert_eq!(open.players()[Seat::South as usize], Some("Meckstroth"));
    assert_eq!(closed.players()[Seat::South as usize], Some("Stansby"));
    assert_eq!(open.tag("Event"), Some("2010 USBF SF A"));
    assert_eq!(contract(open), "4H");
    assert_eq!(open.result(), Some(10), "mc|10| claim");

    let sample = load(&root, "lin/forrestrice__bridge-bots/sample.lin");
    let g = &sample.games[0];
    assert_eq!(g.board(), Some("15"));
    assert_eq!(contract(g), "3NT");
    assert_eq!(
        g.declarer(),
        Some(Seat::North),
        "North bid notrump first (2N)"
    );
    assert_eq!(g.play().unwrap().len(), 52);
    assert!(g.auction().unwrap().notes[0].text.contains("Unusual"));

    let partial = load(&root, "lin/jarekczek__pbntools/20784108.lin");
    let play = partial.games[0].play().unwrap();
    assert!(!play.is_finished());
    assert!(
        (25..28).contains(&play.len()),
        "stops inside trick 7: {}",
        play.len()
    );

    let passed = load(&root, "lin/jarekczek__pbntools/28189391.lin");
    assert_eq!(passed.games[0].contract(), Some(ContractTag::Passed));
    let unplayed = load(&root, "lin/jarekczek__pbntools/28189453.lin");
    assert!(unplayed.games[0].full_deal().is_some() && unplayed.games[0].auction().is_none());

    let dc = load(&root, "lin/emkael__deal-convert/test.lin");
    assert_eq!(dc.games.len(), 32);
    assert_eq!(dc.games[0].deal(), dc.games[1].deal());
    assert!(dc.games.iter().all(|g| g.full_deal().is_some()));
}
