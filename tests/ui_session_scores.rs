//! File ▸ "Export the session's scores…" (egui_kittest, headless, Arbitre's own path
//! dialog): every case of the session folder ruled and written as the scorer's CSV, the
//! same file as `arbitre session DIR --csv`, through a save dialog that proposes a name and
//! asks before replacing; a file that is not one of Arbitre's exports is never replaced.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::app::{Action, Workbench};
use common_ui::{settle, shows};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;

/// A session folder with two case files, the first one open.
fn session(cases: &Path, dir: &Path, lang: Lang) -> Harness<'static, Workbench> {
    std::fs::copy(
        cases.join("05-3nt-defender-discards-690.toml"),
        dir.join("board-5.revoke.toml"),
    )
    .unwrap();
    std::fs::copy(
        cases.join("06-equity-64c-restores-4s-made.toml"),
        dir.join("board-6.revoke.toml"),
    )
    .unwrap();
    let mut h = common_ui::harness_in(dir, lang);
    h.state_mut()
        .apply(Action::OpenPath(dir.join("board-5.revoke.toml")));
    settle(&mut h);
    h
}

/// The path typed in Arbitre's own dialog.
fn path_field(h: &Harness<'_, Workbench>) -> String {
    h.get_by(|n| n.role() == egui::accesskit::Role::TextInput && n.label().is_some())
        .value()
        .unwrap_or_default()
}

fn click(h: &mut Harness<'_, Workbench>, label: &str) {
    h.get_by(|n| n.role() == egui::accesskit::Role::Button && n.label().as_deref() == Some(label))
        .click();
    settle(h);
}

#[test]
fn the_sessions_scores_are_exported_through_the_save_dialog() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = session(&cases, dir.path(), Lang::En);
    let out = dir.path().join("session-scores.csv");

    // From the File menu: a save dialog in the session folder, proposing the name.
    click(&mut h, "File");
    click(&mut h, "Export the session's scores…");
    assert!(h.state().path_dialog_shown());
    let typed = path_field(&h);
    assert_eq!(Path::new(&typed), out, "proposes {}", out.display());
    assert!(shows(&h, "Save here"));
    click(&mut h, "Save here");
    assert!(!h.state().path_dialog_shown());
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Scores written"), "{status}");
    assert!(status.contains("(2 rulings)"), "{status}");
    // The same CSV as the command line's.
    let session = arbitre::session::read(dir.path()).unwrap();
    let first = std::fs::read_to_string(&out).unwrap();
    assert_eq!(first, arbitre::session::csv(&session));
    assert_eq!(first.lines().count(), 3, "{first}");

    // Again: the file exists, so the dialog asks before replacing it.
    h.state_mut().apply(Action::ExportSessionScores);
    settle(&mut h);
    click(&mut h, "Save here");
    assert!(shows(&h, "already exists. Replace it?"));
    click(&mut h, "Replace");
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("Scores written"), "{status}");
}

#[test]
fn a_file_that_is_not_an_export_is_not_replaced_and_french_names_the_file_in_french() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut h = session(&cases, dir.path(), Lang::Fr);
    // The director's own notes under the proposed name: replacing them is refused.
    let out = dir.path().join("scores-seance.csv");
    std::fs::write(&out, "my notes\n").unwrap();
    h.state_mut().apply(Action::ExportSessionScores);
    settle(&mut h);
    assert_eq!(Path::new(&path_field(&h)), out);
    click(&mut h, "Enregistrer ici");
    click(&mut h, "Remplacer");
    let status = h.state().status_text().unwrap_or_default();
    assert!(status.contains("laissé tel quel"), "{status}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "my notes\n");
}

#[test]
fn without_a_session_folder_the_export_says_how_to_get_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().apply(Action::ExportSessionScores);
    settle(&mut h);
    assert!(!h.state().path_dialog_shown());
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains("There is no session folder yet"),
        "{status}"
    );
}
