//! `arbitre check` and `arbitre show` as a director runs them.

use std::process::Command;

fn arbitre(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(args)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

const GOOD: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\"]\n\
[Declarer \"N\"]\n[Contract \"7NT\"]\n[Auction \"N\"]\n7NT AP\n[Play \"E\"]\nST S3 S2 SA\n*\n";

#[test]
fn check_fails_only_on_errors() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pbn");
    std::fs::write(&good, GOOD).unwrap();
    let bad = dir.path().join("bad.PBN");
    std::fs::write(&bad, format!("{GOOD}\n[Board \"2\"]\n[Deal \"N:AKQ\"]\n")).unwrap();
    let (ok, text) = arbitre(&["--lang", "en", "check", good.to_str().unwrap()]);
    assert!(ok, "{text}");
    assert!(text.contains("1 game, boards 1 to 1"), "{text}");
    let (ok, text) = arbitre(&[
        "--lang",
        "en",
        "check",
        good.to_str().unwrap(),
        bad.to_str().unwrap(),
    ]);
    assert!(!ok, "{text}");
    assert!(
        text.contains(&format!("{}:14:1: error: [game 2, board 2]", bad.display())),
        "{text}"
    );
    let (ok, _) = arbitre(&["check", dir.path().join("missing.pbn").to_str().unwrap()]);
    assert!(!ok);
}

#[test]
fn show_prints_the_board_and_refuses_a_missing_one() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pbn");
    std::fs::write(&good, GOOD).unwrap();
    let (ok, text) = arbitre(&[
        "--lang",
        "fr",
        "show",
        good.to_str().unwrap(),
        "--board",
        "1",
    ]);
    assert!(ok, "{text}");
    assert!(text.contains("Contrat : 7SA joué par Nord"), "{text}");
    assert!(text.contains("♠A"), "{text}");
    let (ok, text) = arbitre(&[
        "--lang",
        "en",
        "show",
        good.to_str().unwrap(),
        "--board",
        "5",
    ]);
    assert!(!ok);
    assert!(
        text.contains("no board 5 in this file; boards: 1"),
        "{text}"
    );
}

#[test]
fn lin_content_is_recognised_without_the_extension() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hand.txt");
    std::fs::write(&path, "pn|a,b,c,d|st||md|3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,|ah|Board 1|sv|o|mb|1S|mb|p|mb|p|mb|p|pc|S7|").unwrap();
    let file = arbitre::import::open(&path).unwrap();
    assert_eq!(file.games.len(), 1);
    let g = &file.games[0];
    assert!(g.full_deal().is_some());
    assert_eq!(
        g.contract().map(arbitre::pbn::ContractTag::pbn).as_deref(),
        Some("1S")
    );
    assert_eq!(g.play().unwrap().len(), 1);
}
