//! The BWS on the command line (`check`, `show`, `case new`), the auction and play tables
//! mapped from rows built here (no public BWS records them), and broken copies of the
//! sample: truncated, a zeroed page, bytes flipped, a table renamed, not an Access file.
//! Each gets a located message; none panics.
mod common;

use arbitre::import::bws;
use contract_bridge::Seat;
use jetdb::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn sample() -> Option<(PathBuf, PathBuf)> {
    let dir = common::corpus()?.join("bws/Rick-Wilson__Bridge-Parsers");
    Some((
        dir.join("1768880456-bJwUQdVmhY@260119M.BWS"),
        dir.join("1768880456-bJwUQdVmhY@260119HandRecord.pbn"),
    ))
}

fn arbitre(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .args(["--lang", "en"])
        .output()
        .unwrap()
}

fn text(o: &[u8]) -> String {
    String::from_utf8_lossy(o).into_owned()
}

#[test]
fn check_show_and_case_new_on_the_sample() {
    let Some((file, hands)) = sample() else {
        return;
    };
    let o = arbitre(&["check".as_ref(), file.as_os_str()]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{out}{}", text(&o.stderr));
    assert!(
        out.contains(
            "Bridgemate session \"Bridge game\" 2026-01-19: 297 results on 27 boards, 0 erased"
        ),
        "{out}"
    );
    assert!(out.contains("ReceivedData 297"), "{out}");
    assert!(out.contains("PlayerNames 14020"), "{out}");
    assert!(out.contains("44 seats keyed in"), "{out}");
    assert!(
        out.contains("no deal: open the session's hand record"),
        "{out}"
    );

    let o = arbitre(&[
        "show".as_ref(),
        file.as_os_str(),
        "--hands".as_ref(),
        hands.as_os_str(),
        "--board".as_ref(),
        "4".as_ref(),
        "--table".as_ref(),
        "2".as_ref(),
    ]);
    let out = text(&o.stdout);
    assert!(o.status.success(), "{out}{}", text(&o.stderr));
    assert!(out.contains("3NT by North, 8 tricks"), "{out}");
    assert!(out.contains("North Dan Bergmann"), "{out}");
    assert!(out.contains("Contract: 3NT by North"), "{out}");

    // No hand record: said what is missing.
    let o = arbitre(&[
        "show".as_ref(),
        file.as_os_str(),
        "--board".as_ref(),
        "4".as_ref(),
        "--table".as_ref(),
        "2".as_ref(),
    ]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr)
            .contains("board 4 is in no hand record: open the session's hand record with --hands")
    );
    // A table that did not play the board: the tables that did.
    let o = arbitre(&[
        "show".as_ref(),
        file.as_os_str(),
        "--hands".as_ref(),
        hands.as_os_str(),
        "--board".as_ref(),
        "4".as_ref(),
        "--table".as_ref(),
        "12".as_ref(),
    ]);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr)
            .contains("no result of board 4 at table 12; the tables that played it: 1, 2, 3"),
        "{}",
        text(&o.stderr)
    );

    let dir = tempfile::tempdir().unwrap();
    let case_file = dir.path().join("board-4.arbitre");
    let new = |force: bool| {
        let mut args: Vec<&std::ffi::OsStr> = vec![
            "case".as_ref(),
            "new".as_ref(),
            file.as_os_str(),
            "--hands".as_ref(),
            hands.as_os_str(),
            "--board".as_ref(),
            "4".as_ref(),
            "--table".as_ref(),
            "2".as_ref(),
            "-o".as_ref(),
            case_file.as_os_str(),
        ];
        if force {
            args.push("--force".as_ref());
        }
        arbitre(&args)
    };
    let o = new(false);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let case = arbitre::case::load(&case_file).unwrap();
    assert_eq!(arbitre::case::contract_tag(case.board.contract), "3NT");
    assert_eq!(case.board.declarer, Seat::North);
    assert_eq!(case.meta.recorded_tricks, Some(8));
    assert_eq!(case.meta.south, "Kevin Patterson");
    assert_eq!(case.meta.source_file, "1768880456-bJwUQdVmhY@260119M.BWS");
    // Not replaced without --force.
    let o = new(false);
    assert!(!o.status.success());
    assert!(
        text(&o.stderr).contains("exists already"),
        "{}",
        text(&o.stderr)
    );
    assert!(new(true).status.success());
}

#[test]
fn broken_copies_get_located_messages_and_never_panic() {
    let Some((file, _)) = sample() else { return };
    let bytes = std::fs::read(&file).unwrap();
    let en = |e: &bws::BwsError| arbitre::i18n::Tr::new(arbitre::i18n::Lang::En).msg(&e.msg());
    // Not an Access file.
    let e = bws::read(b"[Board \"1\"]\n".to_vec()).unwrap_err();
    assert!(
        en(&e).starts_with("not a Bridgemate results file"),
        "{}",
        en(&e)
    );
    // The results table renamed.
    let renamed: Vec<u8> = {
        let mut b = bytes.clone();
        let needle = b"ReceivedData";
        let mut i = 0;
        while i + needle.len() <= b.len() {
            if &b[i..i + needle.len()] == needle {
                b[i + needle.len() - 1] = b'X';
            }
            i += 1;
        }
        b
    };
    let e = bws::read(renamed).unwrap_err();
    assert!(
        en(&e).contains("the table ReceivedData is missing"),
        "{}",
        en(&e)
    );
    // Truncated at many places, pages zeroed, bytes flipped: an error or a reading, never
    // a panic, and the error names what could not be read.
    let page = 4096;
    let mut errors = 0;
    for cut in (0..bytes.len()).step_by(bytes.len() / 40) {
        if let Err(e) = bws::read(bytes[..cut].to_vec()) {
            errors += 1;
            assert!(!en(&e).is_empty());
        }
    }
    assert!(errors > 30, "{errors}");
    // Every seventh page zeroed (the catalog's, the tables' definitions and data pages).
    for p in (1..bytes.len() / page).step_by(7) {
        let mut b = bytes.clone();
        b[p * page..(p + 1) * page].fill(0);
        let _ = bws::read(b);
    }
    let mut seed = 0x2545_f491_u64;
    for _ in 0..40 {
        let mut b = bytes.clone();
        for _ in 0..8 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = usize::try_from(seed % b.len() as u64).unwrap();
            b[i] ^= 0xff;
        }
        let _ = bws::read(b);
    }
    // On the command line, a truncated copy is named with its file.
    let dir = tempfile::tempdir().unwrap();
    let cut = dir.path().join("cut.bws");
    std::fs::write(&cut, &bytes[..bytes.len() / 3]).unwrap();
    let o = arbitre(&["check".as_ref(), cut.as_os_str()]);
    assert!(!o.status.success());
    let err = text(&o.stderr);
    assert!(err.starts_with(&format!("{}: ", cut.display())), "{err}");
    assert!(err.contains("damaged or cut short"), "{err}");
}

/// A `BiddingData` or `PlayData` row in the columns of the file's schema.
fn row(
    id: i32,
    table: i16,
    board: i16,
    counter: i16,
    seat: &str,
    value: &str,
    erased: bool,
) -> Vec<Value> {
    vec![
        Value::Long(id),
        Value::Int(1),
        Value::Int(table),
        Value::Int(1),
        Value::Int(board),
        Value::Int(counter),
        Value::Text(seat.to_owned()),
        Value::Text(value.to_owned()),
        Value::Null,
        Value::Null,
        Value::Bool(erased),
    ]
}

const BIDDING: [&str; 11] = [
    "ID",
    "Section",
    "Table",
    "Round",
    "Board",
    "Counter",
    "Direction",
    "Bid",
    "DateLog",
    "TimeLog",
    "Erased",
];
const PLAYING: [&str; 11] = [
    "ID",
    "Section",
    "Table",
    "Round",
    "Board",
    "Counter",
    "Direction",
    "Card",
    "DateLog",
    "TimeLog",
    "Erased",
];

#[test]
fn recorded_auction_and_play_fill_the_case() {
    let Some((file, hands)) = sample() else {
        return;
    };
    let mut b = bws::open(&file).unwrap();
    let records = bws::hands_file(&hands).unwrap();
    // Board 4, dealer West; table 2 bid 1NT-3NT by North. Counters out of order, one
    // erased row.
    let bids = vec![
        row(1, 2, 4, 2, "N", "1NT", false),
        row(2, 2, 4, 1, "W", "PASS", false),
        row(3, 2, 4, 3, "E", "2 C", true),
        row(4, 2, 4, 3, "E", "pass", false),
        row(5, 2, 4, 4, "S", "3 NT", false),
        row(6, 2, 4, 5, "W", "Pass", false),
        row(7, 2, 4, 6, "N", "P", false),
        row(8, 2, 4, 7, "E", "PASS", false),
    ];
    b.bids = bws::recorded_steps(&BIDDING, bids, "Bid");
    // East leads; the first trick.
    let cards = vec![
        row(1, 2, 4, 1, "E", "DJ", false),
        row(2, 2, 4, 2, "S", "D3", false),
        row(3, 2, 4, 3, "W", "D2", false),
        row(4, 2, 4, 4, "N", "DA", false),
    ];
    b.cards = bws::recorded_steps(&PLAYING, cards, "Card");
    let line = b.line(4, 2, None).unwrap().clone();
    let made = arbitre::case::bws::case_of(&b, &line, &records[&4], "s.bws").unwrap();
    assert!(made.warnings.is_empty(), "{:?}", made.warnings);
    let calls: Vec<&str> = made
        .case
        .board
        .auction
        .iter()
        .map(|c| c.call.as_str())
        .collect();
    assert_eq!(
        calls,
        ["Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
    );
    let played: Vec<String> = made
        .case
        .play
        .cards()
        .iter()
        .map(|&c| arbitre::notation::card_token(c))
        .collect();
    assert_eq!(played, ["DJ", "D3", "D2", "DA"]);

    // A call out of turn and a card the hand lacks: located warnings, the case still made.
    let bad_bids = vec![row(9, 2, 4, 1, "N", "1NT", false)];
    b.bids = bws::recorded_steps(&BIDDING, bad_bids, "Bid");
    b.cards = bws::recorded_steps(&PLAYING, vec![row(5, 2, 4, 1, "E", "HA", false)], "Card");
    let made = arbitre::case::bws::case_of(&b, &line, &records[&4], "s.bws").unwrap();
    let tr = arbitre::i18n::Tr::new(arbitre::i18n::Lang::En);
    let said: Vec<String> = made.warnings.iter().map(|m| tr.msg(m)).collect();
    assert!(
        said[0].contains("BiddingData, row 1, Bid: \"1NT\" is recorded for N, but it was W's turn"),
        "{said:?}"
    );
    assert!(
        said[1].starts_with("PlayData, row 1: HA cannot be played here"),
        "{said:?}"
    );
    assert!(made.case.board.auction.is_empty() && made.case.play.is_empty());
}

#[test]
fn a_recorded_lead_the_leader_lacks_is_said_and_a_full_play_is_checked_against_the_result() {
    let Some((file, hands)) = sample() else {
        return;
    };
    let b = bws::open(&file).unwrap();
    let records = bws::hands_file(&hands).unwrap();
    let mut line = b.line(4, 2, None).unwrap().clone();
    // East (North declares) holds no ♥A.
    line.lead = bws::parse_lead("HA");
    let made = arbitre::case::bws::case_of(&b, &line, &records[&4], "s.bws").unwrap();
    let tr = arbitre::i18n::Tr::new(arbitre::i18n::Lang::En);
    assert_eq!(
        tr.msg(&made.warnings[0]),
        "the lead HA is recorded, but East does not hold it in the deal of board 4: is the hand record the session's?"
    );
    line.lead = bws::parse_lead("DJ");
    let mut case = arbitre::case::bws::case_of(&b, &line, &records[&4], "s.bws")
        .unwrap()
        .case;
    assert_eq!(case.play.len(), 1);
    // Played out (each player follows with his first card of the suit, else any card): the
    // tricks differ from the recorded 8 or not, and the warning says so exactly then.
    while !case.play.is_finished() {
        let seat = case.play.next_seat().unwrap();
        let led = case
            .play
            .tricks()
            .last()
            .filter(|t| t.cards.len() < 4)
            .and_then(|t| t.led_suit());
        let held: Vec<_> = case.board.deal[seat]
            .iter()
            .filter(|c| !case.play.cards().contains(c))
            .collect();
        let card = held
            .iter()
            .copied()
            .find(|c| Some(c.suit) == led)
            .unwrap_or(held[0]);
        case.play.push(card).unwrap();
    }
    let warning = arbitre::case::bws::result_warning(&case);
    let played = case.play.declarer_tricks();
    assert_eq!(warning.is_some(), played != 8, "{played}");
    case.meta.recorded_tricks = Some(played);
    assert!(arbitre::case::bws::result_warning(&case).is_none());
    let _ = Path::new(".");
}
