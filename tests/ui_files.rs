//! Files in the workbench, headless (egui_kittest): bad files say what and where, a PBN or
//! LIN session opens as boards, browsing boards is not an edit, the case in progress is
//! autosaved and offered back, and quitting with unsaved changes asks first.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::Duration;

use common_ui::{harness_app as harness_with, harness_in, settings, settle, shared_case, shows};

#[test]
fn bad_files_say_what_and_where() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path(), Lang::En);
    let bad = dir.path().join("broken.toml");
    std::fs::write(
        &bad,
        "format = \"revoke-case/1\"\n[board]\npbn = \"[Deal \\\"N:garbage\\\"]\"\n",
    )
    .unwrap();
    h.state_mut().apply(Action::OpenPath(bad.clone()));
    settle(&mut h);
    assert!(h.state().document().is_none());
    let status = h.state().status_text().unwrap();
    assert!(status.contains("broken.toml"), "{status}");

    let odd = dir.path().join("notes.txt");
    std::fs::write(&odd, "hello").unwrap();
    h.state_mut().apply(Action::OpenPath(odd));
    settle(&mut h);
    let status = h.state().status_text().unwrap();
    assert!(
        status.contains("notes.txt") && status.contains(".txt"),
        "{status}"
    );

    h.state_mut()
        .apply(Action::OpenPath(dir.path().join("missing.pbn")));
    settle(&mut h);
    assert!(h.state().status_text().unwrap().contains("missing.pbn"));
    assert!(shows(&h, "missing.pbn"), "the message is on screen");
}

/// The workbench (English, settings in `dir`) with the shared evening session's PBN file
/// open, and the shared folder; `None` when the shared folder is absent.
fn evening_session(
    dir: &std::path::Path,
) -> Option<(std::path::PathBuf, Harness<'static, Workbench>)> {
    let root = common::shared()?;
    let mut h = harness_in(dir, Lang::En);
    h.state_mut()
        .apply(Action::OpenPath(root.join("cases/evening-session.pbn")));
    settle(&mut h);
    Some((root, h))
}

#[test]
fn boards_of_a_pbn_file_load_into_the_case() {
    let dir = tempfile::tempdir().unwrap();
    let Some((_, mut h)) = evening_session(dir.path()) else {
        return;
    };
    let n = h.state().boards().len();
    assert!(
        n >= 3,
        "boards read: {n}; status {:?}",
        h.state().status_text()
    );
    // Filter by contract: only the 1NT board is left; choose it.
    h.get_by_label("Filter").focus();
    h.run();
    h.get_by_label("Filter").type_text("1nt");
    h.run();
    assert!(h.query_by_label("Board 10").is_none(), "filtered out");
    h.get_by_label("Board 12").click();
    settle(&mut h);
    let doc = h.state().document().expect("board 12 is loaded");
    assert_eq!(doc.case().board.number, "12");
    assert!(shows(&h, "Dealer: West"));
}

#[test]
fn the_case_in_progress_is_autosaved_and_offered_back() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // Half-way through entering the play, attention not yet recorded: the autosave is the
    // case file, and a half-entered case reads back.
    let mut case = shared_case(&root, "05-3nt-defender-discards-690.toml");
    case.title = "before".into();
    case.play.truncate(21);
    case.attention = None;
    let mut app = Workbench::with_autosave(
        None,
        settings(Lang::En),
        Some(dir.path().join("autosave.revoke.toml")),
    );
    app.set_autosave_delay(Duration::from_millis(50));
    let mut h = harness_with(app);
    h.state_mut().set_case(case, None);
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetTitle("after".into())));
    settle(&mut h);
    std::thread::sleep(Duration::from_millis(100));
    settle(&mut h);
    let autosave = dir.path().join("autosave.revoke.toml");
    assert!(autosave.is_file(), "autosaved");
    let saved = std::fs::read_to_string(&autosave).unwrap();
    assert!(saved.starts_with("format = \"revoke-case/1\""), "{saved}");
    drop(h); // as if the program were killed

    let mut h = common_ui::restore(dir.path());
    settle(&mut h);
    let doc = h.state().document().expect("restored");
    assert_eq!(doc.case().title, "after");
    assert_eq!(doc.case().play.len(), 21);
    assert!(doc.case().play.steps()[13].revoke);
    assert_eq!(doc.case().attention, None);
    assert!(doc.is_dirty(), "a restored case is not saved anywhere yet");
}

fn request_close(h: &mut Harness<'_, Workbench>) {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.run_steps(2);
}

#[test]
fn quitting_with_unsaved_changes_asks_first() {
    let Some(root) = common::shared() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().set_case(
        shared_case(&root, "05-3nt-defender-discards-690.toml"),
        None,
    );
    settle(&mut h);
    // Nothing changed: the window may close.
    request_close(&mut h);
    assert!(!h.state().close_prompt_shown());

    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().set_case(
        shared_case(&root, "05-3nt-defender-discards-690.toml"),
        None,
    );
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetTitle(
            "changed".into(),
        )));
    settle(&mut h);
    request_close(&mut h);
    assert!(h.state().close_prompt_shown(), "the director is asked");
    assert!(!h.state().is_closing());
    settle(&mut h);
    h.get_by_label("Cancel").click();
    settle(&mut h);
    assert!(!h.state().close_prompt_shown() && !h.state().is_closing());
    // Escape answers "Cancel" too.
    request_close(&mut h);
    settle(&mut h);
    assert!(h.state().close_prompt_shown());
    h.key_press(egui::Key::Escape);
    settle(&mut h);
    assert!(!h.state().close_prompt_shown() && !h.state().is_closing());
    // Ctrl+Q asks too; "Quit without saving" closes.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    settle(&mut h);
    assert!(h.state().close_prompt_shown());
    h.get_by_label("Quit without saving").click();
    h.run_steps(3);
    assert!(h.state().is_closing());
}

#[test]
fn a_lin_file_opens_as_boards() {
    let Some(root) = common::shared() else {
        return;
    };
    let Some(lin) = std::fs::read_dir(root.join("corpus/lin"))
        .ok()
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|d| std::fs::read_dir(d.path()).into_iter().flatten().flatten())
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "lin"))
    else {
        eprintln!("note: ../shared/corpus/lin is absent; skipped");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::OpenPath(lin.clone()));
    settle(&mut h);
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        !h.state().boards().is_empty() || status.contains(&lin.display().to_string()),
        "{}: {status}",
        lin.display()
    );
}

#[test]
fn opening_a_case_after_a_pbn_board_shows_its_ruling_and_drops_the_board_list() {
    let dir = tempfile::tempdir().unwrap();
    let Some((root, mut h)) = evening_session(dir.path()) else {
        return;
    };
    assert!(!h.state().boards().is_empty());
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    h.state_mut().apply(Action::OpenPath(
        root.join("cases/05-3nt-defender-discards-690.toml"),
    ));
    settle(&mut h);
    assert!(
        h.state().boards().is_empty(),
        "the PBN's board list is gone"
    );
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().board.number, "5");
    assert!(!doc.is_dirty());
    assert_eq!(
        h.state().ruling().revision,
        doc.revision(),
        "the ruling is for the case just opened"
    );
    assert!(
        shows(&h, "NS +690 / EW -690"),
        "the ruling panel shows its score"
    );
    assert!(!shows(&h, "No established revoke"));
}

#[test]
fn browsing_boards_is_not_an_edit() {
    let dir = tempfile::tempdir().unwrap();
    let Some((_, mut h)) = evening_session(dir.path()) else {
        return;
    };
    let n = h.state().boards().len();
    assert!(n >= 2);
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(1));
    settle(&mut h);
    let number = h.state().boards()[1].number.clone();
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().board.number, number);
    assert!(!doc.is_dirty(), "picking a board does not modify the case");
    assert!(
        !doc.can_undo(),
        "undo does not go back to the board browsed before"
    );
    assert_eq!(h.state().ruling().revision, doc.revision());

    // With unsaved changes, picking another board asks first; Cancel keeps the work.
    h.state_mut()
        .apply(Action::Cmd(arbitre::ui::Command::SetTitle(
            "my notes".into(),
        )));
    settle(&mut h);
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    assert!(shows(&h, "Open board"), "the director is asked");
    h.get_by_label("Cancel").click();
    settle(&mut h);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().title, "my notes");
    assert_eq!(doc.case().board.number, number);
    // Discarding on purpose loads the board.
    h.state_mut().apply(Action::LoadBoard(0));
    settle(&mut h);
    h.get_by_label("Discard the changes and open the board")
        .click();
    settle(&mut h);
    let doc = h.state().document().unwrap();
    assert_eq!(doc.case().board.number, h.state().boards()[0].number);
    assert!(!doc.is_dirty());
}
