//! `arbitre session DIR --csv --pbn`: every case of a session folder ruled and exported for
//! the scorer; the CSV and the PBN read back (the PBN through Arbitre's own reader) with the
//! same scores as `arbitre rule`.

mod common;

use std::path::Path;
use std::process::Command;

/// A minimal RFC 4180 reader: fields, quoted ones with doubled quotes.
fn csv_rows(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    for line in text.split("\r\n").filter(|l| !l.is_empty()) {
        let mut fields = Vec::new();
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
                (',', false) => fields.push(std::mem::take(&mut field)),
                (c, _) => field.push(c),
            }
        }
        fields.push(field);
        rows.push(fields);
    }
    rows
}

fn session_folder(cases: &Path, dir: &Path) {
    for name in [
        "05-3nt-defender-discards-690.toml",
        "14-weighted-equity.toml",
        "15-correction-voids-later-play.toml",
    ] {
        let mut text = std::fs::read_to_string(cases.join(name)).unwrap();
        if name.starts_with("05") {
            // A round and a table with a comma in the event, to be quoted in the CSV.
            text.push_str("\n[meta]\nevent = \"Pairs, evening\"\nround = \"2\"\ntable = \"7\"\nnorth = \"Anne\"\nsouth = \"Bruno\"\n");
        }
        std::fs::write(dir.join(name.replace(".toml", ".revoke.toml")), text).unwrap();
    }
}

fn arbitre(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .args(["--lang", "en"])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_session_exports_read_back_with_the_rulings_scores() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("session");
    std::fs::create_dir(&dir).unwrap();
    session_folder(&cases, &dir);
    let csv = tmp.path().join("scores.csv");
    let pbn = tmp.path().join("scores.pbn");
    let out = arbitre(&[
        "session",
        dir.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
        "--pbn",
        pbn.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let rows = csv_rows(&std::fs::read_to_string(&csv).unwrap());
    assert_eq!(rows[0], arbitre::session::CSV_COLUMNS);
    let col = |name: &str| rows[0].iter().position(|c| c == name).unwrap();
    let by_board = |board: &str| {
        rows.iter()
            .find(|r| r[col("board")] == board)
            .unwrap_or_else(|| panic!("board {board} in {rows:?}"))
            .clone()
    };
    assert_eq!(rows.len(), 4, "a header and three rulings");
    let b5 = by_board("5");
    assert_eq!(b5[col("event")], "Pairs, evening");
    assert_eq!(
        (b5[col("round")].as_str(), b5[col("table")].as_str()),
        ("2", "7")
    );
    assert_eq!(b5[col("ns_players")], "Anne – Bruno");
    assert_eq!(b5[col("score_ns")], "690");
    assert_eq!(b5[col("final_tricks")], "12");
    assert_eq!(b5[col("status")], "final");
    let b14 = by_board("14");
    assert_eq!(b14[col("score_ns")], "230");
    assert_eq!(b14[col("score_ns_exact")], "232");
    assert_eq!(b14[col("weighted")], "60% 10 +420; 40% 9 -50");
    assert_eq!(b14[col("final_tricks")], "");
    let b56 = by_board("56");
    assert_eq!(b56[col("status")], "replay");
    assert_eq!(b56[col("score_ns")], "");
    assert_eq!(b56[col("table_tricks")], "3", "only the play that stands");
    // Sorted by round, table, board: round 2 first, then the cases that give no round,
    // boards in number order (14 before 56).
    let order: Vec<&str> = rows[1..].iter().map(|r| r[col("board")].as_str()).collect();
    assert_eq!(order, ["5", "14", "56"]);

    // The PBN, through Arbitre's reader: the same boards, Result and Score.
    let file = arbitre::import::open(&pbn).unwrap();
    assert!(!file.has_errors());
    assert_eq!(file.warnings().count(), 0, "{:?}", file.diagnostics);
    assert_eq!(file.games.len(), 3);
    for game in &file.games {
        let row = by_board(game.board().unwrap());
        let score = row[col("score_ns")].clone();
        let expected = (!score.is_empty()).then(|| format!("NS {score}"));
        assert_eq!(game.tag("Score").map(str::to_owned), expected);
        let tricks = row[col("final_tricks")].clone();
        assert_eq!(
            game.tag("Result").map(str::to_owned),
            (!tricks.is_empty()).then_some(tricks)
        );
        assert!(
            game.tag("Note")
                .is_some_and(|n| n.starts_with("1:Arbitre ruling"))
        );
    }
    // And the ruling is the one `arbitre rule` gives.
    let rule = arbitre(&[
        "rule",
        "--json",
        dir.join("14-weighted-equity.revoke.toml").to_str().unwrap(),
    ]);
    let json: serde_json::Value = serde_json::from_slice(&rule.stdout).unwrap();
    assert_eq!(json["final"]["score_ns"], 230);
}

#[test]
fn a_bad_case_is_named_and_the_hand_record_is_never_overwritten() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    session_folder(&cases, tmp.path());
    std::fs::write(
        tmp.path().join("broken.revoke.toml"),
        "format = \"revoke-case/1\"\n[equty]\n",
    )
    .unwrap();
    let record = tmp.path().join("evening-session.pbn");
    std::fs::copy(cases.join("evening-session.pbn"), &record).unwrap();
    let before = std::fs::read(&record).unwrap();
    let out = arbitre(&["session", tmp.path().to_str().unwrap()]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "a case without a ruling fails the run"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("broken.revoke.toml: no ruling:"), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Round 2, table 7, board 5: 3NT by S, North-South +690 (final)"),
        "{text}"
    );
    assert!(
        text.contains("3 rulings; 1 case file gives no ruling"),
        "{text}"
    );

    let out = arbitre(&[
        "session",
        tmp.path().to_str().unwrap(),
        "--pbn",
        record.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not an export of Arbitre's"));
    assert_eq!(
        std::fs::read(&record).unwrap(),
        before,
        "the hand record is untouched"
    );
}

/// Where each ruling stands, read from the signed PDFs of the folder: a report, a notice,
/// an amended appeal decision (found by the report it names), and a case changed after it
/// was signed (a draft again).
#[test]
fn each_ruling_status_is_read_from_the_signed_documents_of_the_folder() {
    use arbitre::report::appeal::{Amendment, Basis, Record};
    use arbitre::session::{Status, status};
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let names = [
        "02-established-offender-won-two-tricks.toml",
        "05-3nt-defender-discards-690.toml",
        "06-equity-64c-restores-4s-made.toml",
        "09-both-sides-revoke.toml",
    ];
    for name in names {
        std::fs::copy(cases.join(name), d.join(name)).unwrap();
    }
    let identity = arbitre::sign::Identity::generate("Jeanne Martin").unwrap();
    let options = arbitre::report::ReportOptions::default();
    let sign = |name: &str, notice: bool| {
        let file = d.join(name);
        let text = std::fs::read_to_string(&file).unwrap();
        let case = arbitre::case::load(&file).unwrap();
        let judgement = arbitre::laws::rule(&case).unwrap();
        let pdf = if notice {
            arbitre::report::notice::render_signed(
                &case,
                &judgement,
                &text,
                &options,
                arbitre::report::notice::NoticePaper::A4,
                &identity,
            )
        } else {
            arbitre::report::render_signed(&case, &judgement, &text, &options, &identity)
        }
        .unwrap();
        let out = d.join(format!("{}-{notice}.pdf", &name[..2]));
        std::fs::write(&out, &pdf).unwrap();
        pdf
    };
    // 02: signed, then changed. 05: notified. 06: signed, then appealed (amended).
    sign(names[0], false);
    let mut text = std::fs::read_to_string(d.join(names[0])).unwrap();
    text.push_str("\n[meta]\ntable = \"4\"\n");
    std::fs::write(d.join(names[0]), text).unwrap();
    sign(names[1], true);
    let report = sign(names[2], false);
    let read =
        arbitre::report::signed::read(&report, d, &arbitre::sign::TrustStore::new()).unwrap();
    let basis = Basis::of("06-false.pdf", &read).unwrap();
    let mut amended = read.case.clone();
    amended.equity.likely_declarer_tricks = Some(9);
    let toml = arbitre::case::to_toml_string(&amended);
    let amendment = Amendment::of(amended, toml).unwrap();
    let record = Record {
        members: vec!["Anne Martin".into()],
        ..Record::default()
    };
    let decision =
        arbitre::report::appeal::sign_decision(&basis, Some(&amendment), &record, &identity)
            .unwrap();
    std::fs::write(d.join("decision.pdf"), decision).unwrap();
    // A tampered copy of a notice counts for nothing.
    let mut forged = std::fs::read(d.join("05-true.pdf")).unwrap();
    let at = forged.len() / 4;
    forged[at] ^= 1;
    std::fs::write(d.join("forged.pdf"), forged).unwrap();

    let session = arbitre::session::read(d).unwrap();
    let found = status::documents(d);
    assert_eq!(found.len(), 4, "three signed documents and the decision");
    let of = |board: &str| {
        let row = session
            .rows
            .iter()
            .find(|r| r.case.board.number == board)
            .unwrap();
        status::status(&row.case, &found)
    };
    assert_eq!(of("2"), Status::Draft, "changed after it was signed");
    assert_eq!(of("5"), Status::Notified);
    assert_eq!(of("6"), Status::Appealed);
    assert_eq!(of("9"), Status::Draft);
}
