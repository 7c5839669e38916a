//! The director's desk: the autosave (within a second, restored with where the case came
//! from), the file dialog that always answers, alerts and notes on calls.
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::Command;
use arbitre::ui::app::{Action, Workbench};
use common_ui::settle_frames as settle;
use common_ui::{harness_in, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A session file of two played boards (contracts, no play yet).
const SESSION: &str = "\
[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n\
[Declarer \"S\"]\n[Contract \"3NT\"]\n\
[Auction \"N\"]\nPass Pass 1NT! =1= Pass\n3NT AP\n[Note \"1:15 to 17\"]\n\n\
[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"S:AKJ4.K.AKT83.QT3 73.AQ943.95.J965 QT865.J8.QJ764.8 92.T7652.2.AK742\"]\n\
[Declarer \"S\"]\n[Contract \"4S\"]\n";

fn session(dir: &Path) -> PathBuf {
    let path = dir.join("session.pbn");
    std::fs::write(&path, SESSION).unwrap();
    path
}

fn autosaved(dir: &Path) -> String {
    std::fs::read_to_string(dir.join("autosave.revoke.toml")).unwrap_or_default()
}

#[test]
fn a_change_is_autosaved_within_a_second_and_restored_with_its_board_list() {
    let dir = tempfile::tempdir().unwrap();
    let pbn = session(dir.path());
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(pbn.clone()));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(1));
    settle(&mut h);
    assert!(autosaved(dir.path()).is_empty(), "browsing is not a change");

    h.state_mut()
        .apply(Action::Cmd(Command::SetTitle("West discards".into())));
    // One second of window time (four frames of a quarter second), no sleeping.
    h.run_steps(4);
    assert!(h.state_mut().wait_for_jobs(Duration::from_secs(30)));
    assert!(
        autosaved(dir.path()).contains("title = \"West discards\""),
        "{}",
        autosaved(dir.path())
    );
    drop(h); // as if the program were killed

    let mut h = common_ui::restore(dir.path());
    settle(&mut h);
    let doc = h.state().document().expect("restored");
    assert_eq!(doc.case().title, "West discards");
    assert_eq!(doc.case().board.number, "2");
    assert!(doc.is_dirty(), "a restored case is not saved anywhere yet");
    assert_eq!(
        doc.origin.as_deref(),
        Some(std::path::absolute(&pbn).unwrap().as_path())
    );
    assert_eq!(h.state().boards().len(), 2, "the board list is back");
    let expected = format!(
        "Restored board 2 (“West discards”), from the boards of {}, autosaved less than a minute ago.",
        std::path::absolute(&pbn).unwrap().display()
    );
    assert!(
        h.state()
            .status_text()
            .is_some_and(|t| t.contains(&expected)),
        "{:?}",
        h.state().status_text()
    );
    assert!(shows(&h, "Restored board 2"));
}

#[test]
fn a_steady_stream_of_changes_does_not_put_the_autosave_off() {
    let dir = tempfile::tempdir().unwrap();
    let pbn = session(dir.path());
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(pbn));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    // A change in every frame (a quarter second apart) for a second and a half: never a
    // quiet moment, yet the case is written within the second.
    for i in 0..6 {
        h.state_mut()
            .apply(Action::Cmd(Command::SetTitle(format!("change {i}"))));
        h.step();
    }
    assert!(h.state_mut().wait_for_jobs(Duration::from_secs(30)));
    let saved = autosaved(dir.path());
    assert!(saved.contains("title = \"change "), "{saved}");
}

/// Two boards of a hand record (deals only): the director enters the auction.
const HAND_RECORD: &str = "\
[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"S:AKJ4.K.AKT83.QT3 73.AQ943.95.J965 QT865.J8.QJ764.8 92.T7652.2.AK742\"]\n\n\
[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n\
[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n";

/// Clicks the button labelled exactly `label`.
fn press(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
        .click();
    h.run_steps(2);
}

#[test]
fn an_alerted_call_with_its_explanation_is_entered_shown_and_saved() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("record.pbn");
    std::fs::write(&record, HAND_RECORD).unwrap();
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(record));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    press(&mut h, "Pass");
    press(&mut h, "1♠");
    // The call just made is the one annotated: alerted, and explained.
    assert!(shows(&h, "Call 2 (1♠ by South):"));
    h.get_by_label("Alerted").click();
    h.run_steps(2);
    h.get_by_label("Explanation").click();
    h.run_steps(1);
    h.get_by_label("Explanation").type_text("could be four");
    h.run_steps(2);
    for call in ["Pass", "4♠", "Pass", "Pass", "Pass"] {
        press(&mut h, call);
    }
    press(&mut h, "Play 4♠ by South");
    settle(&mut h);
    let case = h
        .state()
        .document()
        .expect("a case on board 2")
        .case()
        .clone();
    let calls = &case.board.auction;
    assert_eq!(calls.len(), 7);
    assert!(calls[1].alert, "{calls:?}");
    assert_eq!(calls[1].note, "could be four");
    assert!(
        calls
            .iter()
            .enumerate()
            .all(|(i, c)| i == 1 || (!c.alert && c.note.is_empty()))
    );
    // The auction grid marks the call and lists its explanation.
    assert!(shows(&h, "(1) could be four"));
    assert!(h.query_by_label("!").is_some(), "the alert mark");

    // Saved and opened again: the alert and the explanation are in the case file.
    let saved = dir.path().join("board-2.revoke.toml");
    h.state_mut().apply(Action::SaveTo(saved.clone()));
    settle(&mut h);
    let back = arbitre::case::load(&saved).unwrap();
    assert_eq!(back.board.auction, case.board.auction);
}

#[test]
fn a_pbn_file_brings_its_alerts_and_notes_to_the_auction() {
    let dir = tempfile::tempdir().unwrap();
    let pbn = session(dir.path());
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(pbn));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    let calls = h.state().document().unwrap().case().board.auction.clone();
    assert_eq!(calls.len(), 8, "{calls:?}");
    assert!(calls[2].alert);
    assert_eq!(calls[2].note, "15 to 17");
    assert!(shows(&h, "(1) 15 to 17"));
}

#[test]
fn without_a_desktop_dialog_the_path_is_typed_completed_and_the_case_opens() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("session 2");
    std::fs::create_dir(&folder).unwrap();
    // A case file to open, saved from a board of the hand record.
    let record = dir.path().join("record.pbn");
    std::fs::write(&record, HAND_RECORD).unwrap();
    let file = arbitre::pbn::parse(HAND_RECORD.as_bytes());
    let game = &file.games[0];
    let hand = arbitre::case::HandRecord {
        number: "2".into(),
        dealer: contract_bridge::Seat::East,
        vulnerability: contract_bridge::AbsoluteVulnerability::NS,
        deal: game.full_deal().unwrap(),
        players: Default::default(),
    };
    let mut case = hand.case(
        contract_bridge::Contract::new(
            4,
            contract_bridge::Strain::Spades,
            contract_bridge::Penalty::Undoubled,
        ),
        contract_bridge::Seat::South,
        Vec::new(),
    );
    case.title = "Typed by hand".into();
    let path = folder.join("board-2.revoke.toml");
    arbitre::case::save(&case, &path).unwrap();

    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut()
        .set_dialog_backend(arbitre::ui::dialogs::Backend::Own);
    h.state_mut().apply(Action::OpenDialog);
    h.run_steps(2);
    assert!(h.state().path_dialog_shown(), "Arbitre's own dialog asks");
    assert!(shows(&h, "No file dialog answers on this desktop"));

    // A path that does not exist: said, located, and the dialog stays.
    h.get_by_label("Path").click();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    let missing = dir.path().join("nowhere").join("x.revoke.toml");
    h.get_by_label("Path")
        .type_text(&missing.display().to_string());
    h.run_steps(1);
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    assert!(h.state().path_dialog_shown());
    assert!(
        shows(
            &h,
            &format!(
                "There is no file {} (the folder {} exists",
                missing.display(),
                dir.path().display()
            )
        ),
        "the problem is said"
    );

    // The folder typed in part, completed with Tab, then the file name completed too.
    h.get_by_label("Path").click();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Path")
        .type_text(&format!("{}/sess", dir.path().display()));
    h.run_steps(2);
    h.key_press(egui::Key::Tab);
    h.run_steps(2);
    h.key_press(egui::Key::Tab);
    h.run_steps(2);
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert!(!h.state().path_dialog_shown(), "accepted");
    let doc = h.state().document().expect("the case opens");
    assert_eq!(doc.case().title, "Typed by hand");
    assert_eq!(doc.path.as_deref(), Some(path.as_path()));
}

#[test]
fn save_and_export_start_in_the_boards_folder_with_a_name_from_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let pbn = session(dir.path());
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut()
        .set_dialog_backend(arbitre::ui::dialogs::Backend::Own);
    h.state_mut().apply(Action::OpenPath(pbn));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(1));
    settle(&mut h);
    h.state_mut().apply(Action::SaveAs);
    h.run_steps(2);
    assert!(h.state().path_dialog_shown());
    // Case files are saved as `.arbitre`, the type every platform's package registers.
    let suggested = dir.path().join("board-2.arbitre");
    assert!(
        shows(&h, &suggested.display().to_string()),
        "the dialog starts with {}",
        suggested.display()
    );
    h.get_by_label("Save here").click();
    settle(&mut h);
    assert!(!h.state().path_dialog_shown());
    assert!(suggested.is_file(), "saved where the dialog suggested");
    assert_eq!(
        h.state().document().unwrap().path.as_deref(),
        Some(suggested.as_path())
    );
}
