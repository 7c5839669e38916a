//! The dealing machines' files of the shared corpus (`../shared/corpus/machines`, listed in
//! SOURCES.md) read through the import door, compared deal by deal with their PBN twins;
//! broken copies made here from them (never written into the repository) give located
//! messages.

use arbitre::i18n::{Lang, Tr};
use arbitre::import::{self, Options};
use arbitre::pbn::{PbnFile, Severity};
use std::path::Path;

mod common;
use common::corpus;

/// A machine file of SOURCES.md: its path, the boards it holds, and what to compare it
/// with (a PBN twin, or the first deal in PBN).
struct Row {
    file: String,
    boards: usize,
    twin: Option<String>,
    first_deal: Option<String>,
}

/// The first backquoted text after `marker` in `text`.
fn quoted_after<'a>(text: &'a str, marker: &str) -> Option<&'a str> {
    let rest = &text[text.find(marker)? + marker.len()..];
    let start = rest.find('`')? + 1;
    let len = rest[start..].find('`')?;
    Some(&rest[start..start + len])
}

/// The machine rows of SOURCES.md, with their section's twin.
fn rows(root: &Path) -> Vec<Row> {
    let sources = std::fs::read_to_string(root.join("SOURCES.md")).unwrap();
    let mut out = Vec::new();
    let mut twin: Option<String> = None;
    for line in sources.lines() {
        if line.starts_with("## ") {
            twin = None;
        }
        for marker in ["Twin for all rows:", "twin for all of them:"] {
            if let Some(t) = quoted_after(line, marker) {
                twin = Some(t.to_owned());
            }
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 10 || !cells[1].starts_with("`machines/") {
            continue;
        }
        let file = cells[1].trim_matches('`').to_owned();
        if file.ends_with(".pbn") {
            continue;
        }
        let boards = cells[7].parse().unwrap();
        let special = cells[9];
        let first_deal = quoted_after(special, "First deal:")
            .or_else(|| quoted_after(special, "Deal:"))
            .map(str::to_owned);
        let own_twin = special.contains("no twin") || !file.contains(twin_dir(twin.as_deref()));
        out.push(Row {
            file,
            boards,
            twin: if own_twin { None } else { twin.clone() },
            first_deal,
        });
    }
    out
}

/// The repository folder of a twin (rows of another repository have none).
fn twin_dir(twin: Option<&str>) -> &str {
    twin.and_then(|t| t.rsplit_once('/'))
        .and_then(|(dir, _)| dir.rsplit('/').next())
        .unwrap_or("\u{0}")
}

fn open(root: &Path, rel: &str) -> PbnFile {
    import::open(&root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn every_machine_sample_reads_as_its_pbn_twin() {
    let Some(root) = corpus() else { return };
    let rows = rows(&root);
    let listed: Vec<&str> = rows.iter().map(|r| r.file.as_str()).collect();
    // Every sample on disk is listed (the PBN twin apart).
    for dir in std::fs::read_dir(root.join("machines")).unwrap().flatten() {
        for f in std::fs::read_dir(dir.path()).unwrap().flatten() {
            let rel = f.path().strip_prefix(&root).unwrap().display().to_string();
            assert!(
                rel.ends_with(".pbn") || listed.contains(&rel.as_str()),
                "{rel} is not listed in SOURCES.md"
            );
        }
    }
    assert!(rows.len() >= 18, "{} machine rows", rows.len());
    for row in &rows {
        let file = open(&root, &row.file);
        assert!(
            file.diagnostics.is_empty(),
            "{}: {:?}",
            row.file,
            file.diagnostics
        );
        assert_eq!(file.games.len(), row.boards, "{}", row.file);
        for game in &file.games {
            assert!(game.full_deal().is_some(), "{}: {game:?}", row.file);
        }
        if let Some(twin) = &row.twin {
            let twin_file = open(&root, twin);
            assert_eq!(
                twin_file.games.len(),
                file.games.len(),
                "{} vs {twin}",
                row.file
            );
            for (a, b) in file.games.iter().zip(&twin_file.games) {
                let at = format!("{} board {:?} vs {twin}", row.file, a.board());
                assert_eq!(a.board_number(), b.board_number(), "{at}");
                assert_eq!(a.dealer(), b.dealer(), "{at}");
                assert_eq!(a.vulnerability(), b.vulnerability(), "{at}");
                assert_eq!(a.full_deal(), b.full_deal(), "{at}");
            }
        } else {
            let first = row.first_deal.as_deref().expect("a twin or a first deal");
            let expected = arbitre::pbn::parse_deal(first).unwrap();
            assert_eq!(file.games[0].deal(), expected, "{}", row.file);
        }
    }
}

#[test]
fn the_first_board_number_moves_the_boards_of_files_that_store_none() {
    let Some(root) = corpus() else { return };
    let bytes = std::fs::read(root.join("machines/emkael__deal-convert/test.bri")).unwrap();
    let options = Options {
        first_board: Some(17),
        ..Options::default()
    };
    let file = import::read(&bytes, Some("bri"), &options);
    assert_eq!(file.games[0].board_number(), Some(17));
    assert_eq!(file.games[15].board_number(), Some(32));
    // Board 18 deals East, North-South vulnerable, like board 2.
    assert_eq!(file.games[1].dealer(), Some(contract_bridge::Seat::East));
    // A DLM file numbers its boards itself.
    let dlm = std::fs::read(root.join("machines/emkael__deal-convert/test.dlm")).unwrap();
    let file = import::read(&dlm, Some("dlm"), &options);
    assert_eq!(file.games[0].board_number(), Some(1));
    // Sniffed without an extension, the same.
    let plain = import::read(&bytes, None, &Options::default());
    assert_eq!(plain.games.len(), 16);
    assert!(plain.diagnostics.is_empty(), "{:?}", plain.diagnostics);
}

/// The diagnostics of a file, rendered in English (with their place) and in French.
fn rendered(file: &PbnFile) -> (Vec<String>, Vec<String>) {
    let en = Tr::new(Lang::En);
    let fr = Tr::new(Lang::Fr);
    (
        file.diagnostics
            .iter()
            .map(|d| d.render(en, None))
            .collect(),
        file.diagnostics
            .iter()
            .map(|d| d.render(fr, None))
            .collect(),
    )
}

fn has(lines: &[String], start: &str, words: &str) -> bool {
    lines
        .iter()
        .any(|l| l.starts_with(start) && l.contains(words))
}

#[test]
fn broken_copies_get_located_messages() {
    let Some(root) = corpus() else { return };
    let read =
        |name: &str| std::fs::read(root.join("machines/emkael__deal-convert").join(name)).unwrap();
    let options = Options::default();

    // A truncated DUP: record 16 loses its last 10 bytes.
    let mut dup = read("test.dup");
    dup.truncate(dup.len() - 10);
    let file = import::read(&dup, Some("dup"), &options);
    let (en, fr) = rendered(&file);
    assert_eq!(file.games.len(), 15);
    assert!(
        has(
            &en,
            "16:1: error:",
            "record 16 is cut short: 146 bytes of 156"
        ),
        "{en:?}"
    );
    assert!(
        has(
            &fr,
            "16:1: erreur",
            "l'enregistrement 16 est tronqué : 146 octets sur 156"
        ),
        "{fr:?}"
    );

    // A truncated BER (no line ends: the place is the record).
    let ber = read("test.ber");
    let file = import::read(&ber[..ber.len() - 1], Some("ber"), &options);
    let (en, _) = rendered(&file);
    assert!(has(&en, "16:1: error:", "51 bytes of 52"), "{en:?}");

    // A card named twice in a BRI record: board 3's second card number copied over its
    // third: North then has 12 cards, West 14.
    let mut bri = read("test.bri");
    let rec = 2 * 128;
    bri.copy_within(rec + 2..rec + 4, rec + 4);
    let card = String::from_utf8_lossy(&bri[rec + 2..rec + 4]).into_owned();
    let file = import::read(&bri, Some("bri"), &options);
    let (en, fr) = rendered(&file);
    assert!(
        has(
            &en,
            "3:5: error: [game 3, board 3]",
            "named again (first at line 3, column 3)"
        ),
        "{card}: {en:?}"
    );
    assert!(
        has(&en, "3:1: error:", "hand N has 12 cards; expected 13"),
        "{en:?}"
    );
    assert!(has(&en, "3:1: error:", "hand W has 14 cards"), "{en:?}");
    assert!(has(&fr, "3:1: erreur", "la main N a 12 cartes"), "{fr:?}");
    assert!(file.games[2].deal().is_none());
    assert!(file.games[3].full_deal().is_some());

    // A card number out of range.
    let mut bri = read("test.bri");
    bri[128 + 10..128 + 12].copy_from_slice(b"53");
    let (en, _) = rendered(&import::read(&bri, Some("bri"), &options));
    assert!(
        has(&en, "2:11: error:", "\"53\" is not a card number"),
        "{en:?}"
    );

    // A bad board checksum in a DLM file: the deal is left out, the place is the digits.
    let dlm = String::from_utf8(read("test.dlm")).unwrap();
    let bad = dlm.replace(
        "Board 02=dcflcehpbpdgpjchkgcacdgbng020",
        "Board 02=dcflcehpbpdgpjchkgcacdgbng021",
    );
    let file = import::read(bad.as_bytes(), Some("dlm"), &options);
    let (en, fr) = rendered(&file);
    let line = dlm
        .lines()
        .position(|l| l.starts_with("Board 02="))
        .unwrap()
        + 1;
    assert!(
        has(
            &en,
            &format!("{line}:36: error:"),
            "board 2: checksum 021, but the letters give 020"
        ),
        "{en:?}"
    );
    assert!(
        has(&fr, &format!("{line}:36: erreur"), "somme de contrôle 021"),
        "{fr:?}"
    );
    assert!(file.games[1].deal().is_none());

    // The header checksum: the two formulas disagree when From is not 1.
    let moved = dlm.replace("From board=1\r\n", "From board=2\r\n");
    let (en, _) = rendered(&import::read(moved.as_bytes(), Some("dlm"), &options));
    assert!(
        has(
            &en,
            "10:10: warning:",
            "fits neither known formula (Big Deal: 18, deal-convert: 14)"
        ),
        "{en:?}"
    );
    let moved = moved.replace("Checksum=17", "Checksum=18");
    let (en, _) = rendered(&import::read(moved.as_bytes(), Some("dlm"), &options));
    assert!(
        has(
            &en,
            "10:10: warning:",
            "fits the Big Deal formula but not deal-convert's (14)"
        ),
        "{en:?}"
    );

    // A crypto key is refused, saying why.
    let crypto = dlm.replace("Crypto key=0", "Crypto key=1234");
    let file = import::read(crypto.as_bytes(), Some("dlm"), &options);
    let (en, fr) = rendered(&file);
    assert!(file.games.is_empty());
    assert!(
        has(
            &en,
            "9:12: error:",
            "Crypto key=1234: the deals are encrypted"
        ),
        "{en:?}"
    );
    assert!(has(&fr, "9:12: erreur", "chiffrées"), "{fr:?}");

    // A BHG line with a letter named twice.
    let bhg = String::from_utf8(read("test.bhg")).unwrap();
    let mut lines: Vec<String> = bhg.split("\r\n").map(str::to_owned).collect();
    let second = lines[1].chars().nth(1).unwrap();
    lines[1].replace_range(0..1, &second.to_string());
    let file = import::read(lines.join("\r\n").as_bytes(), Some("bhg"), &options);
    let (en, _) = rendered(&file);
    assert!(
        has(
            &en,
            "2:2: error:",
            "named again (first at line 2, column 1)"
        ),
        "{en:?}"
    );

    // Every severity is an error or a warning as said; nothing else was noticed.
    assert!(
        file.diagnostics
            .iter()
            .all(|d| d.severity == Severity::Error)
    );
}

#[test]
fn check_and_show_read_machine_files_with_a_first_board() {
    let Some(root) = corpus() else { return };
    let bri = root.join("machines/emkael__deal-convert/test.bri");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let bri = bri.to_str().unwrap();
    let (ok, text) = run(&["--lang", "en", "check", bri, "--first-board", "17"]);
    assert!(ok, "{text}");
    assert!(text.contains("16 games, boards 17 to 32"), "{text}");
    let (ok, text) = run(&[
        "--lang",
        "en",
        "show",
        bri,
        "--board",
        "18",
        "--first-board",
        "17",
    ]);
    assert!(ok, "{text}");
    // Board 18 is the file's second deal, dealt by East with North-South vulnerable.
    assert!(text.contains("Board 18"), "{text}");
    assert!(text.contains("♠ A Q 6 3"), "{text}");
    let dlm = root.join("machines/richardschneider__pbn/big-deal.dlm");
    let (ok, text) = run(&["--lang", "fr", "check", dlm.to_str().unwrap()]);
    assert!(ok, "{text}");
    assert!(text.contains("2 donnes, étuis 1 à 2"), "{text}");
    // A CDS file is known by its extension only: under another name, --format says it.
    let dir = tempfile::tempdir().unwrap();
    let renamed = dir.path().join("deals.bin");
    std::fs::copy(
        root.join("machines/emkael__deal-convert/test.cds"),
        &renamed,
    )
    .unwrap();
    let renamed = renamed.to_str().unwrap();
    let (ok, text) = run(&["--lang", "en", "check", renamed, "--format", "cds"]);
    assert!(ok, "{text}");
    assert!(text.contains("16 games, boards 1 to 16"), "{text}");
}
