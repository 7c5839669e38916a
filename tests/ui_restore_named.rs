//! The autosave found at start while a file is named on the command line (egui_kittest,
//! headless): the prompt names the case it would restore and where it came from, says
//! that restoring replaces the named file on screen, and offers to keep that file open;
//! a restore says what it replaced and leaves the named file as it is on disk.
mod common;
mod common_ui;

use arbitre::i18n::Lang;
use arbitre::ui::source::{AutosaveLink, write_autosave_link};
use common_ui::{settle, shows};
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};

/// A folder with an autosave of board 5 (taken from `a.revoke.toml`) and the case file
/// `b.revoke.toml` (board 6) to name on the command line.
fn folder(cases: &Path) -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.revoke.toml");
    let b = dir.path().join("b.revoke.toml");
    std::fs::copy(cases.join("05-3nt-defender-discards-690.toml"), &a).unwrap();
    std::fs::copy(cases.join("06-equity-64c-restores-4s-made.toml"), &b).unwrap();
    let autosave = dir.path().join("autosave.revoke.toml");
    std::fs::copy(&a, &autosave).unwrap();
    let link = AutosaveLink {
        case_file: Some(a.clone()),
        board_file: None,
        board: None,
    };
    write_autosave_link(&link, &autosave).unwrap();
    (dir, a, b)
}

#[test]
fn the_restore_prompt_names_the_file_it_would_replace_and_can_keep_it() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let (dir, a, b) = folder(&cases);
    let named = std::fs::read(&b).unwrap();

    // Not now: the named file stays open, the autosave stays for the next start.
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().open_at_start(b.clone());
    settle(&mut h);
    assert!(h.state().restore_offered().is_some());
    assert!(shows(&h, "The case: board 5."), "the case it would restore");
    assert!(
        shows(
            &h,
            &format!("It was opened from the case file {}", a.display())
        ),
        "where that case came from"
    );
    assert!(
        shows(
            &h,
            &format!("{} was named when Arbitre was started", b.display())
        ),
        "the named file"
    );
    assert!(shows(&h, "restoring replaces it on screen"));
    h.get_by_label("Not now: keep it open").click();
    settle(&mut h);
    assert!(h.state().restore_offered().is_none());
    let doc = h.state().document().expect("the named file is open");
    assert_eq!(doc.path.as_deref(), Some(b.as_path()));
    assert_eq!(doc.case().board.number, "6");
    assert!(
        dir.path().join("autosave.revoke.toml").exists(),
        "offered again at the next start"
    );
    drop(h);

    // Restore: the autosaved case replaces the named file on screen, and says so; the
    // named file is left as it is.
    let mut h = common_ui::harness_in(dir.path(), Lang::En);
    h.state_mut().open_at_start(b.clone());
    settle(&mut h);
    h.get_by_label("Restore").click();
    settle(&mut h);
    settle(&mut h);
    let doc = h.state().document().expect("restored");
    assert_eq!(doc.case().board.number, "5");
    assert_eq!(doc.path.as_deref(), Some(a.as_path()));
    let status = h.state().status_text().unwrap_or_default();
    assert!(
        status.contains(&format!("It replaces {} on screen", b.display())),
        "{status}"
    );
    assert_eq!(
        std::fs::read(&b).unwrap(),
        named,
        "the named file unchanged"
    );
}

#[test]
fn without_a_named_file_the_prompt_says_where_the_case_came_from_only() {
    let Some(cases) = common::shared_dir("cases") else {
        return;
    };
    let (dir, a, _) = folder(&cases);
    let mut h = common_ui::harness_in(dir.path(), Lang::Fr);
    h.run_steps(3);
    assert!(shows(
        &h,
        &format!("Il a été ouvert depuis le dossier {}", a.display())
    ));
    assert!(!shows(&h, "nommé au lancement"));
    assert!(
        h.query_all_by_label("Pas maintenant : le garder ouvert")
            .next()
            .is_none()
    );
}
