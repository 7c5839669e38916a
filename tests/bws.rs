//! The Bridgemate `.bws` reader on the real club session of the corpus (never copied into
//! the repository): every table Arbitre reads equals what Debian's `mdb-export` (mdbtools,
//! an independent reader) gives, field by field; board 4's traveller; the case of table 2's
//! line; broken copies said with their place, never a panic.
mod common;

use arbitre::i18n::{Lang, Tr};
use arbitre::import::bws::{self, Recorded};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The sample BWS and its hand record, when the corpus is there.
pub fn sample() -> Option<(PathBuf, PathBuf)> {
    let dir = common::corpus()?.join("bws/Rick-Wilson__Bridge-Parsers");
    let bws = dir.join("1768880456-bJwUQdVmhY@260119M.BWS");
    let hands = dir.join("1768880456-bJwUQdVmhY@260119HandRecord.pbn");
    assert!(bws.is_file() && hands.is_file(), "{}", dir.display());
    Some((bws, hands))
}

/// `mdb-export FILE TABLE` as rows of fields (header first), or `None` when mdbtools is
/// not installed (a failure in CI, where `.ci/run` installs it).
fn mdb_export(file: &Path, table: &str) -> Option<Vec<Vec<String>>> {
    let Ok(out) = Command::new("mdb-export").arg(file).arg(table).output() else {
        assert!(
            !common::in_ci(),
            "CI is set but mdb-export (mdbtools) is missing"
        );
        println!("skipped: mdb-export (mdbtools) is not installed");
        return None;
    };
    assert!(out.status.success(), "mdb-export {table} failed");
    Some(csv(&String::from_utf8_lossy(&out.stdout)))
}

/// A CSV as `mdb-export` writes it: quoted text with doubled quotes, no line end inside.
fn csv(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(|line| {
            let mut fields = Vec::new();
            let mut field = String::new();
            let mut quoted = false;
            let mut chars = line.chars().peekable();
            while let Some(c) = chars.next() {
                match c {
                    '"' if quoted && chars.peek() == Some(&'"') => {
                        field.push('"');
                        chars.next();
                    }
                    '"' => quoted = !quoted,
                    ',' if !quoted => fields.push(std::mem::take(&mut field)),
                    c => field.push(c),
                }
            }
            fields.push(field);
            fields
        })
        .collect()
}

/// The rows of an export as maps from column to field.
fn records(rows: &[Vec<String>]) -> Vec<std::collections::HashMap<&str, &str>> {
    let header = &rows[0];
    rows[1..]
        .iter()
        .map(|r| {
            header
                .iter()
                .map(String::as_str)
                .zip(r.iter().map(String::as_str))
                .collect()
        })
        .collect()
}

#[test]
fn every_received_data_row_equals_mdb_export() {
    let Some((file, _)) = sample() else { return };
    let b = bws::open(&file).unwrap();
    assert!(b.problems.is_empty(), "{:?}", b.problems);
    let Some(rows) = mdb_export(&file, "ReceivedData") else {
        return;
    };
    let theirs: Vec<_> = records(&rows)
        .into_iter()
        .filter(|r| r["Erased"] == "0")
        .collect();
    assert_eq!(theirs.len(), 297);
    assert_eq!(b.results.len(), theirs.len());
    assert_eq!(b.erased, 0);
    for (ours, row) in b.results.iter().zip(&theirs) {
        let n = |c: &str| row[c].parse::<u32>().unwrap();
        assert_eq!(ours.id, Some(i64::from(n("ID"))), "{row:?}");
        assert_eq!(
            (ours.section, ours.table, ours.round, ours.board),
            (n("Section"), n("Table"), n("Round"), n("Board")),
            "{row:?}"
        );
        assert_eq!(
            (ours.pair_ns, ours.pair_ew),
            (Some(n("PairNS")), Some(n("PairEW")))
        );
        assert_eq!(ours.contract_text, row["Contract"], "{row:?}");
        assert_eq!(ours.result_text, row["Result"], "{row:?}");
        assert_eq!(ours.lead_text, row["LeadCard"], "{row:?}");
        assert_eq!(ours.remarks, row["Remarks"], "{row:?}");
        // The declarer's seat as the NS/EW column gives it (none when passed out).
        match ours.contract {
            Some(Recorded::Bid(_)) => assert_eq!(
                ours.declarer.map(|s| s.letter().to_string()),
                Some(row["NS/EW"].to_owned()),
                "{row:?}"
            ),
            Some(Recorded::PassedOut) => assert_eq!(row["Contract"], "PASS"),
            None => panic!("unread contract {row:?}"),
        }
    }
}

#[test]
fn the_movement_players_and_session_equal_mdb_export() {
    let Some((file, _)) = sample() else { return };
    let b = bws::open(&file).unwrap();
    let Some(rounds) = mdb_export(&file, "RoundData") else {
        return;
    };
    let rounds = records(&rounds);
    assert_eq!(b.rounds.len(), rounds.len());
    assert_eq!(b.rounds.len(), 99);
    for (ours, row) in b.rounds.iter().zip(&rounds) {
        let n = |c: &str| row[c].parse::<u32>().unwrap();
        assert_eq!(
            (
                ours.section,
                ours.table,
                ours.round,
                ours.ns_pair,
                ours.ew_pair,
                ours.boards
            ),
            (
                n("Section"),
                n("Table"),
                n("Round"),
                n("NSPair"),
                n("EWPair"),
                (n("LowBoard"), n("HighBoard"))
            )
        );
    }
    let seats_rows = mdb_export(&file, "PlayerNumbers").unwrap();
    let seats = records(&seats_rows);
    assert_eq!(b.seats.len(), 44);
    for (ours, row) in b.seats.iter().zip(&seats) {
        assert_eq!(ours.table.to_string(), row["Table"]);
        assert_eq!(ours.seat.letter().to_string(), row["Direction"]);
        assert_eq!(ours.number, row["Number"]);
        // A number keyed without its name is looked up in the member list; this one is
        // not in it either.
        assert_eq!(ours.name, row["Name"], "{row:?}");
        assert_eq!(ours.round.to_string(), row["Round"]);
    }
    let members_rows = mdb_export(&file, "PlayerNames").unwrap();
    let members = records(&members_rows);
    assert_eq!(members.len(), 14_020);
    assert!(b.members > 13_000 && b.members <= 14_020, "{}", b.members);
    let sections_rows = mdb_export(&file, "Section").unwrap();
    let sections = records(&sections_rows);
    assert_eq!(b.sections.len(), sections.len());
    assert_eq!(b.sections[0].letter, sections[0]["Letter"].trim());
    assert_eq!(b.sections[0].tables, 11);
    let session_rows = mdb_export(&file, "Session").unwrap();
    let session = records(&session_rows);
    assert_eq!(b.session.0, session[0]["Name"]);
    assert_eq!(b.session.1, "2026-01-19");
    // Every table the file holds, with the rows mdb-export counts.
    for (table, count) in &b.tables {
        let theirs = mdb_export(&file, table).unwrap().len() - 1;
        assert_eq!(*count, theirs, "{table}");
    }
    assert!(b.deals.is_empty() && b.bids.is_empty() && b.cards.is_empty());
}

#[test]
fn the_traveller_of_board_4_lists_each_tables_line() {
    let Some((file, _)) = sample() else { return };
    let b = bws::open(&file).unwrap();
    let lines = b.traveller(4);
    let tables: Vec<u32> = lines.iter().map(|t| t.table).collect();
    assert_eq!(tables, (1..=11).collect::<Vec<_>>());
    let tr = Tr::new(Lang::En);
    let two = b.line(4, 2, None).unwrap();
    let text = arbitre_text(tr, &b, two);
    assert_eq!(
        text[0],
        "Board 4, section A, table 2, round 1: NS pair 2, EW pair 2"
    );
    assert_eq!(
        text[1],
        "3NT by North, 8 tricks (recorded \"-1\"), lead not recorded"
    );
    assert_eq!(
        text[2],
        "North Dan Bergmann, East Phillip Mumford, South Kevin Patterson, West John Liebenberg"
    );
    // Round 2 at table 1: East-West pair 11 moved there from table 11; its players follow.
    let one = b.line(4, 1, Some("A")).unwrap();
    assert_eq!(
        (one.round, one.pair_ns, one.pair_ew),
        (2, Some(1), Some(11))
    );
    let names = b.players(one).map(|(n, _)| n);
    assert_eq!(
        names,
        [
            "Wayne Vondera",
            "Jo Streich",
            "David Silberman",
            "Padmini Sokkappa"
        ]
    );
    // A seat whose name nobody keyed in is empty, its member number kept: East-West
    // pair 9 (keyed in at table 9) at table 10 in round 2.
    let ten = b.line(4, 10, None).unwrap();
    assert_eq!((ten.round, ten.pair_ew), (2, Some(9)));
    let east = &b.players(ten)[1];
    assert_eq!(east.0, "");
    assert_eq!(east.1, "7646884");
}

fn arbitre_text(tr: Tr, b: &bws::Bws, line: &bws::Traveller) -> Vec<String> {
    // The show command's lines, through the binary's own library code.
    arbitre::cli::bws_line_text(tr, b, line)
}

#[test]
fn the_case_of_table_2_on_board_4_carries_contract_result_pairs_and_names() {
    let Some((file, hands)) = sample() else {
        return;
    };
    let b = bws::open(&file).unwrap();
    let records = bws::hands_file(&hands).unwrap();
    let line = b.line(4, 2, None).unwrap();
    let made = arbitre::case::bws::case_of(&b, line, &records[&4], "session.bws").unwrap();
    assert!(made.warnings.is_empty(), "{:?}", made.warnings);
    let case = made.case;
    assert_eq!(arbitre::case::contract_tag(case.board.contract), "3NT");
    assert_eq!(case.board.declarer, contract_bridge::Seat::North);
    assert_eq!(case.meta.recorded_tricks, Some(8));
    assert_eq!(
        (case.meta.ns_pair.as_str(), case.meta.ew_pair.as_str()),
        ("2", "2")
    );
    assert_eq!(
        (
            case.meta.section.as_str(),
            case.meta.table.as_str(),
            case.meta.round.as_str()
        ),
        ("A", "2", "1")
    );
    assert_eq!(case.meta.source_file, "session.bws");
    assert_eq!(case.meta.north, "Dan Bergmann");
    assert_eq!(case.meta.west, "John Liebenberg");
    assert_eq!(case.board.players[0], "Dan Bergmann");
    assert_eq!(case.meta.event, "Bridge game");
    assert!(case.play.is_empty());
    // Self-contained: written and read back, it is the same case, with no reference to
    // the BWS but its name.
    let text = arbitre::case::to_toml_string(&case);
    assert!(text.contains("[Deal \"W:J5.A752.Q82.AT62"), "{text}");
    assert!(text.contains("recorded_tricks = 8"), "{text}");
    let back = arbitre::case::from_toml_str(&text, Path::new(".")).unwrap();
    assert_eq!(back, case);
}

#[test]
fn the_bws_own_hand_record_is_used_and_checked() {
    let Some((file, hands)) = sample() else {
        return;
    };
    let mut b = bws::open(&file).unwrap();
    let records = bws::hands_file(&hands).unwrap();
    b.deals.insert((1, 4), records[&4].deal);
    let record = bws::record_of(4, b.deals[&(1, 4)]).unwrap();
    assert_eq!(record.dealer, contract_bridge::Seat::West);
    assert_eq!(record.deal, records[&4].deal);
    let line = b.line(4, 2, None).unwrap().clone();
    assert!(arbitre::case::bws::case_of(&b, &line, &record, "s.bws").is_ok());
    // Another board's deal given for board 4: refused, the BWS's own says otherwise.
    let tr = Tr::new(Lang::En);
    let e = arbitre::case::bws::case_of(&b, &line, &records[&5], "s.bws").unwrap_err();
    assert_eq!(
        tr.msg(&e),
        "board 4: the BWS's own hand record differs from the deal opened with it: is the hand record the session's?"
    );
}
