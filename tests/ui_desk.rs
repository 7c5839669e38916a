//! The director's desk: the autosave (within a second, restored with where the case came
//! from), the file dialog that always answers, alerts and notes on calls.
mod common_ui;
use arbitre::i18n::Lang;
use arbitre::ui::Command;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{harness_in, shows};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A session file of two played boards (contracts, no play yet).
const SESSION: &str = "\
[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
[Deal \"E:5.KJ75.K762.AQJ7 JT872.A6.Q93.843 A96.T942.AT854.T KQ43.Q83.J.K9652\"]\n\
[Declarer \"S\"]\n[Contract \"3NT\"]\n\n\
[Board \"2\"]\n[Dealer \"E\"]\n[Vulnerable \"NS\"]\n\
[Deal \"S:AKJ4.K.AKT83.QT3 73.AQ943.95.J965 QT865.J8.QJ764.8 92.T7652.2.AK742\"]\n\
[Declarer \"S\"]\n[Contract \"4S\"]\n";

fn session(dir: &Path) -> PathBuf {
    let path = dir.join("session.pbn");
    std::fs::write(&path, SESSION).unwrap();
    path
}

/// Waits for the background jobs (files, ruling) and settles the frame.
fn settle(h: &mut Harness<'_, Workbench>) {
    h.run_steps(2);
    assert!(
        h.state_mut().wait_for_jobs(Duration::from_secs(60)),
        "jobs still running"
    );
    h.run_steps(2);
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

    let mut h = harness_in(dir.path(), Lang::En);
    assert!(h.state().restore_offered().is_some());
    h.get_by_label("Restore").click();
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
