//! The board list of a session file in the workbench: its columns, sorting by a column's
//! heading, the filter, a warning that goes to its board, a board opened from the index
//! (the same deal and contract as the whole-file reader's game), and a long reading
//! stopped from its progress bar.
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use common_ui::settle_frames as settle;
use common_ui::shows;
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

const DEAL: &str = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

/// A session of `boards` boards, each played in the Open and the Closed room; board 7's
/// Closed room names a dealer that does not exist (an error), board 9's Open room repeats
/// its Site tag (a warning).
fn session(boards: u32) -> String {
    let strains = ["C", "D", "H", "S", "NT"];
    let seats = ["N", "E", "S", "W"];
    let mut text = String::from("% PBN 2.1\n");
    for n in 1..=boards {
        for room in ["Open", "Closed"] {
            let event = if n <= boards / 2 {
                "Club pairs"
            } else {
                "Spring cup"
            };
            let dealer = if n == 7 && room == "Closed" { "Q" } else { "N" };
            let site = if n == 9 && room == "Open" {
                "[Site \"Lyon\"]\n[Site \"Lyon\"]\n"
            } else {
                "[Site \"Lyon\"]\n"
            };
            let strain = strains[(n as usize) % 5];
            let level = n % 7 + 1;
            let declarer = seats[(n as usize + usize::from(room == "Closed")) % 4];
            text.push_str(&format!(
                "[Event \"{event}\"]\n{site}[Board \"{n}\"]\n[Room \"{room}\"]\n[Dealer \"{dealer}\"]\n\
                 [Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Declarer \"{declarer}\"]\n\
                 [Contract \"{level}{strain}\"]\n[Result \"{}\"]\n\n",
                (n + 5) % 14
            ));
        }
    }
    text
}

fn open(dir: &Path, boards: u32) -> (Harness<'static, Workbench>, PathBuf) {
    let path = dir.join("session.pbn");
    std::fs::write(&path, session(boards)).unwrap();
    let mut h = common_ui::harness_in(dir, Lang::En);
    h.state_mut().apply(Action::OpenPath(path.clone()));
    settle(&mut h);
    (h, path)
}

/// Whether a node is labelled exactly `label`.
fn labelled(h: &Harness<'_, Workbench>, label: &str) -> bool {
    h.query_all_by(|n| n.label().as_deref() == Some(label))
        .next()
        .is_some()
}

fn click_heading(h: &mut Harness<'_, Workbench>, heading: &str) {
    h.get_by(|n| {
        n.role() == egui::accesskit::Role::Button
            && n.label()
                .is_some_and(|l| l.trim_end_matches([' ', '▲', '▼']) == heading)
    })
    .click();
    h.run_steps(3);
}

fn filter(h: &mut Harness<'_, Workbench>, text: &str) {
    let field = h.get_by(|n| {
        n.role() == egui::accesskit::Role::TextInput && n.label().as_deref() == Some("Filter")
    });
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

#[test]
fn the_list_sorts_by_a_heading_and_filters_by_any_column() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = open(dir.path(), 100);
    assert_eq!(h.state().boards().len(), 200);
    assert!(shows(&h, "200 of 200 boards shown"));
    for heading in [
        "Event",
        "Section/room",
        "Board",
        "Contract",
        "Decl.",
        "Result",
    ] {
        assert!(labelled(&h, heading), "the {heading} column");
    }
    // The file's order: board 1 first; board 100 is far below, not drawn.
    assert!(labelled(&h, "Board 1") && !labelled(&h, "Board 100"));
    assert!(shows(&h, "Club pairs") && shows(&h, "Open"));
    // By board, then the other way: board 100 comes first.
    click_heading(&mut h, "Board");
    assert!(labelled(&h, "Board 1") && !labelled(&h, "Board 100"));
    click_heading(&mut h, "Board");
    assert!(labelled(&h, "Board 100") && !labelled(&h, "Board 1"));
    assert!(shows(&h, "Spring cup"));
    // By result: the boards whose result is 0 (boards 9, 23, ...) come first; board 1
    // (result 6) is far below.
    click_heading(&mut h, "Result");
    assert!(labelled(&h, "Board 9") && labelled(&h, "Board 23"));
    assert!(!labelled(&h, "Board 1") && !labelled(&h, "Board 100"));
    // The filter finds a word in any column: the Closed room, then a contract.
    filter(&mut h, "closed");
    assert!(shows(&h, "100 of 200 boards shown"));
    for _ in 0.."closed".len() {
        h.key_press(egui::Key::Backspace);
    }
    filter(&mut h, "7nt");
    // 7NT: level 7 (n % 7 == 6) and NT (n % 5 == 4): boards 34 and 69, in both rooms.
    assert!(shows(&h, "4 of 200 boards shown"));
    assert!(labelled(&h, "Board 34") && labelled(&h, "Board 69"));
    for _ in 0.."7nt".len() {
        h.key_press(egui::Key::Backspace);
    }
    // The filter in one column: N as declarer (not the n of Open or Spring).
    h.get_by_role(egui::accesskit::Role::ComboBox).click();
    h.run_steps(3);
    // The option of the list (a toggle), not the column's heading.
    h.get_by(|n| n.label().as_deref() == Some("Decl.") && n.toggled().is_some())
        .click();
    h.run_steps(3);
    filter(&mut h, "n");
    assert!(shows(&h, "50 of 200 boards shown"));
}

#[test]
fn a_warning_goes_to_its_board_and_a_board_opens_as_the_file_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = open(dir.path(), 30);
    let status = h.state().status_text().unwrap();
    assert!(status.contains("60 boards read"), "{status}");
    assert!(status.contains("2 warnings and errors"), "{status}");
    // The warnings panel, opened: the repeated Site tag of board 9, at its line.
    h.get_by_label("Warnings (2)").click();
    h.run_steps(3);
    let whole = arbitre::import::open(&path).unwrap();
    let warning = whole.warnings().next().unwrap();
    let prefix = format!("Line {}, column {}:", warning.line, warning.column);
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    settle(&mut h);
    let doc = h.state().document().expect("the warning's board is open");
    assert_eq!(doc.case().board.number, "9");
    assert_eq!(warning.game, Some(17), "board 9, Open room: the 17th game");

    // The error of board 7's Closed room: its board does not open; the status says why.
    let error = whole.errors().next().unwrap();
    let prefix = format!("Line {}, column {}:", error.line, error.column);
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    settle(&mut h);
    let status = h.state().status_text().unwrap();
    assert!(status.contains(&format!("line {}", error.line)), "{status}");
    assert_eq!(h.state().document().unwrap().case().board.number, "9");

    // A board opened from the list: the deal, contract and declarer of the file's game.
    filter(&mut h, "22");
    assert!(shows(&h, "2 of 60 boards shown"));
    // The first of the two is the Open room's (the file's order).
    h.query_all_by_label("Board 22").next().unwrap().click();
    settle(&mut h);
    let case = h.state().document().unwrap().case().clone();
    let game = &whole.games[42];
    assert_eq!(game.board(), Some("22"));
    assert_eq!(case.board.number, "22");
    assert_eq!(Some(case.board.deal), game.full_deal());
    assert_eq!(
        Some(arbitre::pbn::ContractTag::Bid(case.board.contract)),
        game.contract()
    );
    assert_eq!(Some(case.board.declarer), game.declarer());
    assert!(!h.state().document().unwrap().is_dirty());
}

#[test]
fn a_long_reading_shows_its_progress_and_can_be_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.pbn");
    // About 10 MB: seconds of reading in a debug build, against a few frames.
    std::fs::write(&path, session(12_000)).unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(path));
    h.run_steps(1);
    assert!(h.state().open_progress().is_some());
    assert!(shows(&h, "MB read"), "the progress bar");
    h.get_by_label("Stop reading").click();
    settle(&mut h);
    let status = h.state().status_text().unwrap();
    assert!(status.contains("reading stopped"), "{status}");
    assert!(h.state().boards().is_empty());
    assert!(h.state().open_progress().is_none());
}

/// In a window too narrow for three columns the side panel has tabs: a session file opens
/// on the tab that holds its board list, not on an empty Ruling tab.
#[test]
fn in_a_tabbed_window_the_board_list_shows_once_the_file_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("session.pbn");
    std::fs::write(&path, session(4)).unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.set_size(egui::vec2(1280.0, 720.0));
    h.run_steps(2);
    assert!(!labelled(&h, "Board"), "no list before a file is opened");
    h.state_mut().apply(Action::OpenPath(path));
    settle(&mut h);
    assert!(shows(&h, "Spring cup"), "the list's rows are in view");
    assert!(
        shows(&h, "Choose a board"),
        "the empty table says where to pick one"
    );
    assert!(shows(
        &h,
        "session.pbn holds 8 boards: open one from the Boards list."
    ));
}
