//! Concrete content of the PBN files of the shared corpus (`../shared/corpus`, see its
//! SOURCES.md): deals, contracts, inheritance, carry-over, revokes, tables, encodings.

use arbitre::pbn::TextEncoding;
use arbitre::pbn::{self, ContractTag, Game};
use contract_bridge::{AbsoluteVulnerability, Seat, Strain};

mod common;
use common::{corpus, load};

fn contract(game: &Game) -> String {
    game.contract().map_or_else(String::new, ContractTag::pbn)
}

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
