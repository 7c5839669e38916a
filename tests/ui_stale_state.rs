//! What the window shows belongs together (egui_kittest, headless): a board file opened
//! takes the place of the case on screen (asking first when the case has unsaved
//! changes), and "Open the PDF" is offered with the case its report is about only.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{settle, shows};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

/// The window with case 6 open and ruled, and the shared evening session's PBN.
fn case_open(dir: &Path) -> Option<(Harness<'static, Workbench>, PathBuf)> {
    let root = common::shared()?;
    let mut h = common_ui::harness_in(dir, Lang::En);
    h.state_mut().set_identity_dir(Some(dir.join("identity")));
    h.state_mut().apply(Action::OpenPath(
        root.join("cases/06-equity-64c-restores-4s-made.toml"),
    ));
    settle(&mut h);
    assert_eq!(h.state().document().unwrap().case().board.number, "6");
    Some((h, root.join("cases/evening-session.pbn")))
}

#[test]
fn a_board_file_opened_takes_the_place_of_the_case_and_its_report() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, pbn)) = case_open(dir.path()) else {
        return;
    };
    let pdf = dir.path().join("board-6.pdf");
    h.state_mut().apply(Action::ExportTo(pdf.clone()));
    settle(&mut h);
    assert_eq!(h.state().last_export(), Some(pdf.as_path()));
    assert!(shows(&h, "Open the PDF"));

    h.state_mut().apply(Action::OpenPath(pbn.clone()));
    settle(&mut h);
    assert!(h.state().boards().len() >= 2, "the new file's list");
    assert!(
        h.state().document().is_none(),
        "board 6 of the case file does not stay beside another file's list"
    );
    assert_eq!(h.state().last_export(), None);
    assert!(!shows(&h, "Open the PDF"), "no report of a case gone");

    // A board of the new list opens as usual.
    h.state_mut().apply(Action::LoadBoard(1));
    settle(&mut h);
    let number = h.state().boards()[1].number.clone();
    assert_eq!(h.state().document().unwrap().case().board.number, number);
}

#[test]
fn a_board_file_opened_over_unsaved_work_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, pbn)) = case_open(dir.path()) else {
        return;
    };
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetTitle(
            "my notes".into(),
        )));
    settle(&mut h);
    h.state_mut().apply(Action::OpenPath(pbn.clone()));
    settle(&mut h);
    assert!(shows(&h, "Unsaved changes"), "the director is asked");
    h.get_by_label("Cancel").click();
    settle(&mut h);
    // Cancel: the case and its (empty) list stay together.
    assert_eq!(h.state().document().unwrap().case().title, "my notes");
    assert!(h.state().boards().is_empty());
    // Discarding on purpose opens the file's list, without the old case.
    h.state_mut().apply(Action::OpenPath(pbn));
    settle(&mut h);
    h.get_by_label("Discard the changes and open").click();
    settle(&mut h);
    assert!(h.state().boards().len() >= 2);
    assert!(h.state().document().is_none());
}

#[test]
fn a_report_finished_after_its_case_was_replaced_is_not_offered() {
    let dir = tempfile::tempdir().unwrap();
    let Some((mut h, _)) = case_open(dir.path()) else {
        return;
    };
    let root = common::shared().unwrap();
    // Board 6's report is being written when board 5 takes its place.
    let pdf = dir.path().join("board-6.pdf");
    h.state_mut().apply(Action::ExportTo(pdf.clone()));
    let other = common_ui::shared_case(&root, "05-3nt-defender-discards-690.toml");
    h.state_mut().set_case(other, None);
    settle(&mut h);
    assert!(
        pdf.exists(),
        "the report was written: {:?}",
        h.state().status_text()
    );
    assert_eq!(h.state().document().unwrap().case().board.number, "5");
    assert_eq!(h.state().last_export(), None);
    assert!(
        h.query_all_by_label("Open the PDF").next().is_none(),
        "board 6's report is not offered beside board 5"
    );
}
