//! The people of a case (issue 26, point 5): the players' names, the event, the section,
//! table and round taken from the board's file (PBN `North` ... `West`, `Event`,
//! `Section`, `Table`, `Round`; LIN `pn`); kept in the case file; printed in the decision;
//! and the scorer's CSV carrying section and pair numbers, with nothing a spreadsheet
//! would run as a formula.
mod common;

use arbitre::case::people::meta_of_game;
use std::path::Path;
use std::process::Command;

const PBN: &str = "[Event \"Club pairs, evening session\"]\n[Site \"Club\"]\n[Date \"2026.01.19\"]\n\
[Board \"2\"]\n[West \"Wendy\"]\n[North \"Nadia\"]\n[East \"Ernest\"]\n[South \"Samuel\"]\n\
[Section \"B\"]\n[Table \"7\"]\n[Round \"3\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"E:8765.752.QJ5.543 J32.84.632.A9876 AKQT9.A63.AK4.K2 4.KQJT9.T987.QJT\"]\n\
[Declarer \"W\"]\n[Contract \"4S\"]\n[Result \"10\"]\n";

#[test]
fn a_pbn_game_gives_the_event_places_and_players() {
    let file = arbitre::pbn::parse(PBN.as_bytes());
    let meta = meta_of_game(&file.games[0]);
    assert_eq!(meta.event, "Club pairs, evening session");
    assert_eq!(
        (
            meta.section.as_str(),
            meta.table.as_str(),
            meta.round.as_str()
        ),
        ("B", "7", "3")
    );
    assert_eq!(
        [
            meta.north.as_str(),
            meta.east.as_str(),
            meta.south.as_str(),
            meta.west.as_str()
        ],
        ["Nadia", "Ernest", "Samuel", "Wendy"]
    );
    assert_eq!(meta.date, "2026.01.19");
}

#[test]
fn a_lin_deal_gives_its_players() {
    let lin = "pn|Sue,Will,Nora,Earl|st||md|3S8765H752DQJ5C543,SJ32H84D632CA9876,SAKQT9HA63DAK4CK2,|rh||ah|Board 2|sv|n|mb|p|mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pg||\n";
    let file = arbitre::lin::parse(lin.as_bytes());
    let meta = meta_of_game(&file.games[0]);
    // pn lists South, West, North, East.
    assert_eq!(
        [
            meta.north.as_str(),
            meta.east.as_str(),
            meta.south.as_str(),
            meta.west.as_str()
        ],
        ["Nora", "Earl", "Sue", "Will"]
    );
}

#[test]
fn the_workbench_fills_the_case_from_the_file_and_the_case_file_keeps_it() {
    use arbitre::ui::app::{Action, Workbench};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("session.pbn");
    std::fs::write(&path, PBN).unwrap();
    let mut app = Workbench::with_autosave(
        None,
        arbitre::ui::settings::Settings::default(),
        Some(dir.path().join("autosave.revoke.toml")),
    );
    app.apply(Action::OpenPath(path));
    assert!(app.wait_for_jobs(std::time::Duration::from_secs(60)));
    app.apply(Action::LoadBoard(0));
    let case = app.document().expect("the board opens").case().clone();
    assert_eq!(case.meta.event, "Club pairs, evening session");
    assert_eq!(case.meta.west, "Wendy");
    assert_eq!(case.meta.section, "B");
    let text = arbitre::case::to_toml_string(&case);
    assert!(text.contains("west = \"Wendy\""), "{text}");
    assert!(text.contains("section = \"B\""), "{text}");
    let back = arbitre::case::from_toml_str(&text, dir.path()).unwrap();
    assert_eq!(back.meta, case.meta);
}

/// A CSV line's fields (quotes and doubled quotes as RFC 4180).
fn fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(std::mem::take(&mut field)),
            (c, _) => field.push(c),
        }
    }
    out.push(field);
    out
}

#[test]
fn the_scorers_csv_carries_section_and_pairs_and_no_formula() {
    let dir = tempfile::tempdir().unwrap();
    let session = dir.path().join("session");
    std::fs::create_dir(&session).unwrap();
    let mut text = common::BOARD_2_CASE.to_owned();
    text.push_str(
        "\n[meta]\nevent = \"=HYPERLINK(\\\"http://x\\\")\"\nsection = \"A\"\ntable = \"2\"\nround = \"1\"\n\
         ns_pair = \"2\"\new_pair = \"9\"\nnorth = \"@Nadia\"\nsouth = \"+Sam\"\neast = \"-Ernest\"\nwest = \"Wendy\"\nsession = \"\\t=1+1\"\n",
    );
    std::fs::write(session.join("board-2.arbitre"), text).unwrap();
    let csv = dir.path().join("scores.csv");
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", "en", "session"])
        .arg(&session)
        .arg("--csv")
        .arg(&csv)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let csv = std::fs::read_to_string(&csv).unwrap();
    let mut lines = csv.split("\r\n");
    let header = fields(lines.next().unwrap());
    let row = fields(lines.next().unwrap());
    let col = |name: &str| row[header.iter().position(|c| c == name).unwrap()].clone();
    assert_eq!(
        (col("section"), col("ns_pair"), col("ew_pair")),
        ("A".into(), "2".into(), "9".into())
    );
    assert_eq!(col("event"), "'=HYPERLINK(\"http://x\")");
    assert_eq!(col("ns_players"), "'@Nadia – +Sam");
    assert_eq!(col("ew_players"), "'-Ernest – Wendy");
    assert_eq!(col("session"), "'\t=1+1");
    // A negative score stays a number.
    let score = col("score_ns");
    assert!(score.parse::<i32>().is_ok(), "{score}");
    for cell in &row {
        assert!(!cell.starts_with(['=', '+', '@', '\t', '\r']), "{cell}");
        assert!(
            !cell.starts_with('-') || cell.parse::<f64>().is_ok(),
            "{cell}"
        );
    }
    let _ = Path::new(".");
}
